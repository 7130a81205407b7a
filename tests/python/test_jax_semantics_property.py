"""JAX's sharding semantics, checked against the installed JAX: 10^4 (mesh, spec, shape) cases drawn
from a fixed seed, each compared on what JAX computes for a NamedSharding: whether it is refused
(bad axes, a spec longer than the rank, an indivisible dimension), the shard shape,
devices_indices_map (the slice each device holds), replica ids, is_fully_replicated and the
HloSharding's text.

Meshes of 1 to 4 axes: with devices (sizes whose product is at most the forced CPU device count,
8; conftest.py sets XLA_FLAGS) for what needs devices, and AbstractMesh up to 64 devices for the
rest. Device ids are a mesh's row-major positions in shardmem, so the meshes with devices here
hold jax.devices() in id order.

Where shardmem and JAX 0.10.2 differ by design (each asserted below, so a change shows):
- A spec longer than the array's rank: JAX's NamedSharding.shard_shape, devices_indices_map and
  _to_xla_hlo_sharding accept extra entries that are None or size-1 axes, but JAX refuses the
  sharding when it places or lowers such an array (NamedSharding.check_compatible_aval: "only
  valid for values of rank at least N"); shardmem refuses it in every method.
- Replica ids with a dimension of size 0: JAX numbers devices holding equal slices
  (sharding_impls.device_replica_id_map hashes them), and every slice of an empty dimension is
  (0, 0), so distinct tiles of an empty array count as replicas; shardmem's replica_id takes no
  shape and numbers the copies of each tile.
"""

import collections
import itertools
import random
import time

import pytest

import shardmem

jax = pytest.importorskip("jax")

import numpy  # noqa: E402 - after jax is known to import
from jax.sharding import AbstractMesh, Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

try:  # JAX's own replica numbering (private; its rule restated below where it is missing)
    from jax._src.sharding_impls import device_replica_id_map as _jax_replica_ids
except ImportError:  # pragma: no cover - other JAX versions
    _jax_replica_ids = None

CASES = 10_000
SEED = 45
DEVICES = 8
NAMES = ("data", "fsdp", "model", "expert", "x", "y")
DIMS = (0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 24, 32, 64, 96, 128)

# Mesh shapes: with devices, every product up to DEVICES; abstract, sizes up to 8, product up to 64.
DEVICE_MESHES = [s for r in range(1, 5) for s in itertools.product(range(1, DEVICES + 1), repeat=r)
                 if numpy.prod(s) <= DEVICES]
ABSTRACT_MESHES = [s for r in range(1, 5) for s in itertools.product((1, 2, 3, 4, 8), repeat=r)
                   if 8 < numpy.prod(s) <= 64]


def slice_key(index):
    return tuple((s.start, s.stop) for s in index)


def replica_ids(sharding, shape):
    """JAX's replica ids by device id: devices_indices_map in device order, equal slices numbered."""
    if _jax_replica_ids is not None:
        return {d.id: r for d, r in _jax_replica_ids(sharding, shape).items()}
    seen = collections.Counter()
    out = {}
    for d, index in sharding.devices_indices_map(shape).items():
        out[d.id] = seen[slice_key(index)]
        seen[slice_key(index)] += 1
    return out


def raises(f):
    """(value, None) or (None, the exception)."""
    try:
        return f(), None
    except Exception as e:  # noqa: BLE001 - both libraries' refusals are compared
        return None, e


class Meshes:
    """JAX meshes and shardmem's twin, made once per (names, sizes)."""

    def __init__(self):
        self.devices = jax.devices()
        self.cache = {}

    def get(self, names, sizes, abstract):
        key = (names, sizes, abstract)
        if key not in self.cache:
            if abstract:
                jm = AbstractMesh(sizes, names)
            else:
                n = int(numpy.prod(sizes))
                jm = Mesh(numpy.array(self.devices[:n]).reshape(sizes), names)
            self.cache[key] = (jm, shardmem.Mesh(dict(zip(names, sizes))))
        return self.cache[key]


def draw(rng):
    abstract = rng.random() < 0.3
    sizes = rng.choice(ABSTRACT_MESHES if abstract else DEVICE_MESHES)
    names = tuple(rng.sample(NAMES, len(sizes)))
    rank = rng.randint(0, 4)
    pool = list(names) + (["unused"] if rng.random() < 0.03 else [])  # an axis the mesh lacks
    entries = []
    for _ in range(rng.randint(0, rank + (1 if rng.random() < 0.08 else 0))):  # sometimes past the rank
        u = rng.random()
        if u < 0.35:
            entries.append(None)
        elif u < 0.75:
            entries.append(rng.choice(pool))
        elif rng.random() < 0.97:
            entries.append(tuple(rng.sample(pool, rng.randint(0, min(3, len(pool))))))
        else:
            entries.append(tuple(rng.choices(pool, k=2)))  # maybe an axis twice
    shape = tuple(rng.choice(DIMS) for _ in range(rank))
    return abstract, sizes, names, tuple(entries), shape


def check(case, meshes, counts, use_jax_objects):
    abstract, sizes, names, entries, shape = case
    jm, sm = meshes.get(names, sizes, abstract)
    rank = len(shape)
    js, jerr = raises(lambda: NamedSharding(jm, P(*entries)))
    if use_jax_objects:  # the bridge: JAX's mesh and spec given to shardmem as they are
        ss, serr = raises(lambda: shardmem.NamedSharding(jm, P(*entries)))
    else:
        ss, serr = raises(lambda: shardmem.NamedSharding(sm, shardmem.P(*entries)))
    assert (jerr is None) == (serr is None), (case, jerr, serr)
    if jerr is not None:
        assert isinstance(serr, shardmem.Error), (case, serr)
        counts["refused at construction"] += 1
        return
    assert js.is_fully_replicated == ss.is_fully_replicated, case

    if len(entries) > rank:
        # JAX's methods take the extra entries, its placement refuses them; shardmem refuses both.
        _, placement = raises(lambda: js.check_compatible_aval(shape))
        assert placement is not None and f"rank at least {len(entries)}" in str(placement), case
        for f in (lambda: ss.shard_shape(shape), lambda: ss.hlo_sharding(rank),
                  lambda: ss.devices_indices_map(shape)):
            _, e = raises(f)
            assert isinstance(e, shardmem.Error) and f"has {len(entries)} entries but" in str(e), (case, e)
        counts["spec longer than the rank"] += 1
        return

    jax_hlo = js._to_xla_hlo_sharding(rank)
    text = str(jax_hlo)
    assert str(ss.hlo_sharding(rank)) == text, case
    assert str(shardmem.HloSharding.parse(jax_hlo)) == text, case  # XLA's text read and written back

    jshape, jerr = raises(lambda: js.shard_shape(shape))
    sshape, serr = raises(lambda: ss.shard_shape(shape))
    if jerr is not None:
        assert type(jerr).__name__ == "IndivisibleError", (case, jerr)
        assert isinstance(serr, shardmem.Error) and "is not divisible by" in str(serr), (case, serr)
        counts["indivisible"] += 1
        return
    assert serr is None and sshape == tuple(jshape), (case, sshape, jshape, serr)
    if all(shape):
        assert shardmem.HloSharding.parse(text).tile_shape(shape) == sshape, case
    counts["abstract mesh" if abstract else "mesh with devices"] += 1
    if abstract:
        return

    jmap = {d.id: index for d, index in js.devices_indices_map(shape).items()}
    assert ss.devices_indices_map(shape) == jmap, case
    held = shardmem.HloSharding.parse(text).devices_indices_map(shape, len(jmap))
    assert all(jmap[d] == index for d, index in held.items()), case  # the HloSharding's holders too
    jreplicas = replica_ids(js, shape)
    if all(shape):
        assert {d: ss.replica_id(d) for d in jmap} == jreplicas, case
    else:  # documented above: JAX numbers equal (empty) slices
        seen = collections.Counter()
        for d in sorted(jmap):
            assert jreplicas[d] == seen[slice_key(jmap[d])], case
            seen[slice_key(jmap[d])] += 1
        counts["empty dimension"] += 1


def test_named_sharding_semantics_equal_jaxs_on_ten_thousand_drawn_cases():
    if len(jax.devices()) < DEVICES:
        pytest.skip(f"needs {DEVICES} JAX devices (XLA_FLAGS=--xla_force_host_platform_device_count={DEVICES} "
                    "before jax is imported; conftest.py sets it)")
    rng = random.Random(SEED)
    meshes = Meshes()
    counts = collections.Counter()
    start = time.monotonic()
    for i in range(CASES):
        check(draw(rng), meshes, counts, use_jax_objects=i % 2 == 0)
    took = time.monotonic() - start
    # Every kind of case is drawn often enough to mean something.
    assert counts["mesh with devices"] >= 3000 and counts["abstract mesh"] >= 1000, counts
    assert counts["indivisible"] >= 500 and counts["refused at construction"] >= 200, counts
    assert counts["spec longer than the rank"] >= 100 and counts["empty dimension"] >= 100, counts
    assert took < 30, f"{CASES} cases took {took:.1f} s"
