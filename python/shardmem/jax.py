"""A bridge to JAX objects, by duck typing: it imports, and works on stand-ins, without JAX.

- ``tree_memory(tree)``: the bytes each device holds for a pytree of ``jax.ShapeDtypeStruct``s
  or arrays carrying shardings: a train state sized before it is allocated (the abstract-aval
  probe of a launch script, without the job). A leaf is anything with ``shape`` and ``dtype``;
  its ``sharding`` may be a NamedSharding (``mesh`` with ``shape`` and ``spec``), any sharding
  with ``_to_xla_hlo_sharding`` (GSPMDSharding, PositionalSharding), a single-device sharding,
  or None (the whole array on one device).
- ``analyze(jitted, *args, mesh=..., backend=...)``: lowers a jitted function for ``args``
  (``jax.ShapeDtypeStruct``s with shardings: nothing is compiled or allocated) and reads its
  StableHLO: arguments and outputs exact where their shardings are written, temp an estimate
  (``report.exact`` says which). It also takes a ``jax.stages.Lowered``, a ``jax.stages.Compiled``
  (its ``as_text()``: the HLO XLA compiled, exact after partitioning) or HLO/StableHLO text;
  ``memory_analysis(x)`` is the same for an object already lowered or compiled.

JAX's ``Mesh``/``AbstractMesh``, ``PartitionSpec`` and ``NamedSharding`` are read wherever
shardmem's own are taken (``shardmem.NamedSharding(jax_mesh, jax_spec)``,
``shardmem.NamedSharding(jax_sharding)``, ``shardmem.P(jax_spec)``, ``mesh=``), by their public
attributes; JAX is never imported until a function must be lowered.
"""

from __future__ import annotations

import collections
import dataclasses
import inspect
from typing import Any, Iterator, List, Sequence, Tuple

from . import ArgumentTypeError, Error, HloReport, HloSharding, Mesh, NamedSharding, PartitionSpec, _shardmem, hlo

__all__ = ["LeafMemory", "TreeMemory", "analyze", "memory_analysis", "tree_memory"]

LeafMemory = collections.namedtuple(
    "LeafMemory", ["path", "shape", "dtype", "sharding", "memory_kind", "bytes_per_device", "devices"]
)
LeafMemory.__doc__ = """One leaf of a tree: its path (jax.tree_util.keystr), global shape, dtype name, sharding
(text), memory kind, the bytes of its buffer on each device that holds one, and those devices."""
LeafMemory.path.__doc__ = "Where the leaf is in the tree, as jax.tree_util.keystr writes it: ['params']['w']."
LeafMemory.shape.__doc__ = "The global shape, a tuple of ints."
LeafMemory.dtype.__doc__ = "The dtype's name, as 'bfloat16'."
LeafMemory.sharding.__doc__ = "The sharding as text (a NamedSharding, an HloSharding, or one device)."
LeafMemory.memory_kind.__doc__ = "'device', 'pinned_host' or 'unpinned_host'."
LeafMemory.bytes_per_device.__doc__ = "Bytes of the buffer each holding device has for this leaf."
LeafMemory.devices.__doc__ = "The ids of the devices that hold a buffer of it."


def _is_jax(x: Any) -> bool:
    """Whether x is one of JAX's objects, by its type's module (JAX is not imported to ask)."""
    module = getattr(type(x), "__module__", None) or ""
    return module == "jax" or module.startswith(("jax.", "jaxlib"))


def _dtype_name(dtype: Any) -> str:
    if isinstance(dtype, str):
        return dtype
    name = getattr(dtype, "name", None)
    if isinstance(name, str):
        return name
    try:
        import numpy

        return numpy.dtype(dtype).name
    except Exception as e:  # noqa: BLE001 - any failure is the same bad input
        raise Error(f"dtype {dtype!r}: not a dtype shardmem reads ({e})") from None


def _is_leaf(x: Any) -> bool:
    return hasattr(x, "shape") and hasattr(x, "dtype")


def _walk(tree: Any, path: str) -> Iterator[Tuple[str, Any]]:
    """Leaves in JAX's flattening order without JAX: dicts by sorted key, sequences in order,
    namedtuples and dataclasses by field; None is an empty subtree."""
    if tree is None:
        return
    if _is_leaf(tree):
        yield path, tree
    elif isinstance(tree, dict):
        for k in sorted(tree):
            yield from _walk(tree[k], f"{path}[{k!r}]")
    elif isinstance(tree, tuple) and hasattr(tree, "_fields"):
        for f in tree._fields:
            yield from _walk(getattr(tree, f), f"{path}.{f}")
    elif isinstance(tree, (list, tuple)):
        for i, x in enumerate(tree):
            yield from _walk(x, f"{path}[{i}]")
    elif dataclasses.is_dataclass(tree) and not isinstance(tree, type):
        for f in dataclasses.fields(tree):
            yield from _walk(getattr(tree, f.name), f"{path}.{f.name}")
    else:
        raise Error(
            f"tree_memory: the leaf at {path or 'the root'} ({type(tree).__name__}) has no shape and dtype; give "
            "jax.ShapeDtypeStruct or arrays"
        )


def _leaves(tree: Any) -> List[Tuple[str, Any]]:
    try:
        import jax  # noqa: F401 - JAX's own flattening when it is there
        from jax import tree_util
    except ImportError:
        return list(_walk(tree, ""))
    flat, _ = tree_util.tree_flatten_with_path(tree)
    out = []
    for path, leaf in flat:
        if not _is_leaf(leaf):
            raise Error(
                f"tree_memory: the leaf at {tree_util.keystr(path)} ({type(leaf).__name__}) has no shape and dtype"
            )
        out.append((tree_util.keystr(path), leaf))
    return out


def _mesh_of(jax_mesh: Any) -> Tuple[Mesh, List[int]]:
    """Our Mesh from a jax Mesh or AbstractMesh (``shape``: axis -> size, in order), and the device
    id at each row-major position (``device_ids`` when the mesh has devices)."""
    shape = getattr(jax_mesh, "shape", None)
    if shape is None or not hasattr(shape, "items"):
        raise Error(f"mesh {jax_mesh!r}: expected a jax Mesh with .shape (axis name -> size)")
    m = Mesh({str(k): int(v) for k, v in shape.items()})
    ids = getattr(jax_mesh, "device_ids", None)
    if ids is not None:
        flat = [int(i) for i in _ravel(ids)]
        if len(flat) == m.size:
            return m, flat
    return m, list(range(m.size))


def _ravel(x: Any) -> List[Any]:
    if hasattr(x, "ravel"):
        return list(x.ravel())
    if isinstance(x, (list, tuple)):
        return [y for item in x for y in _ravel(item)]
    return [x]


def _spec_of(spec: Any) -> PartitionSpec:
    entries = []
    for e in tuple(spec):
        if e is None or isinstance(e, str):
            entries.append(e)
        elif isinstance(e, (tuple, list)):
            entries.append(tuple(e))
        else:
            raise Error(
                f"PartitionSpec {spec!r}: entry {e!r} is neither None, an axis name nor a tuple of names "
                "(P.UNCONSTRAINED is only valid inside a jit, as a constraint)"
            )
    return PartitionSpec(*entries)


def _device_ids(sharding: Any) -> List[int]:
    devices = getattr(sharding, "_device_assignment", None)
    if devices is None:
        devices = sorted(getattr(sharding, "device_set", ()), key=lambda d: getattr(d, "id", 0))
    return [int(getattr(d, "id", i)) for i, d in enumerate(devices)]


def _leaf_memory(path: str, leaf: Any, mode: str) -> LeafMemory:
    shape = tuple(int(d) for d in leaf.shape)
    dtype = _dtype_name(leaf.dtype)
    sharding = getattr(leaf, "sharding", None)
    if sharding is None:
        whole = NamedSharding(Mesh({"device": 1}), PartitionSpec()).per_device_bytes(shape, dtype)
        return LeafMemory(path, shape, dtype, "None (one device)", "device", whole, (0,))
    kind = getattr(sharding, "memory_kind", None) or "device"
    if kind not in ("device", "pinned_host", "unpinned_host"):
        raise Error(f"{path}: memory_kind {kind!r}; expected device, pinned_host or unpinned_host")
    if hasattr(sharding, "mesh") and hasattr(sharding, "spec"):
        mesh, ids = _mesh_of(sharding.mesh)
        spec = PartitionSpec(sharding.spec) if _is_jax(sharding.spec) else _spec_of(sharding.spec)
        ours = NamedSharding(mesh, spec, "device" if kind == "device" else "pinned_host")
        try:
            per_device = ours.per_device_bytes(shape, dtype, mode)
        except Error as e:
            raise Error(f"{path}: {e}") from None
        return LeafMemory(path, shape, dtype, str(ours), kind, per_device, tuple(ids))
    if hasattr(sharding, "_to_xla_hlo_sharding"):
        text = str(sharding._to_xla_hlo_sharding(len(shape)))
        h = HloSharding.parse(text)
        ids = _device_ids(sharding)
        holders = h.devices_indices_map(shape, max(1, len(ids)))
        devices = tuple(ids[k] if k < len(ids) else k for k in holders)
        return LeafMemory(path, shape, dtype, text, kind, h.per_device_bytes(shape, dtype), devices)
    device_set = getattr(sharding, "device_set", None)
    if device_set is not None and len(device_set) == 1:
        (device,) = tuple(device_set)
        whole = NamedSharding(Mesh({"device": 1}), PartitionSpec()).per_device_bytes(shape, dtype)
        return LeafMemory(path, shape, dtype, type(sharding).__name__, kind, whole, (int(getattr(device, "id", 0)),))
    raise Error(
        f"{path}: sharding {type(sharding).__name__} is not one shardmem reads; give a NamedSharding (mesh and spec) "
        "or a sharding with _to_xla_hlo_sharding"
    )


class TreeMemory:
    """The bytes each device holds for a pytree of shaped, sharded leaves.

    ``device_bytes`` and ``host_bytes`` are the busiest device's totals (memory_kind device, and
    pinned_host/unpinned_host); ``per_device`` maps each device id to its device bytes;
    ``leaves`` lists each leaf (LeafMemory), largest per-device buffer first with ``largest()``.
    """

    def __init__(self, leaves: Sequence[LeafMemory]):
        self.leaves: List[LeafMemory] = list(leaves)
        self.per_device: dict = {}
        self.per_device_host: dict = {}
        for leaf in self.leaves:
            target = self.per_device if leaf.memory_kind == "device" else self.per_device_host
            for d in leaf.devices:
                target[d] = target.get(d, 0) + leaf.bytes_per_device
        self.device_bytes: int = max(self.per_device.values(), default=0)
        self.host_bytes: int = max(self.per_device_host.values(), default=0)

    def largest(self, n: int = 10) -> List[LeafMemory]:
        """The n leaves with the largest per-device buffers."""
        return sorted(self.leaves, key=lambda leaf: -leaf.bytes_per_device)[:n]

    def __repr__(self) -> str:
        return (
            f"TreeMemory({len(self.leaves)} leaves: {self.device_bytes} bytes on the busiest device, "
            f"{self.host_bytes} in host memory)"
        )


def tree_memory(tree: Any, mode: str = "strict") -> TreeMemory:
    """Per-device bytes of a pytree of ``jax.ShapeDtypeStruct``s or arrays (anything with
    ``shape``, ``dtype`` and optionally ``sharding``). ``mode`` "strict" raises for an uneven
    dimension as placing the array would (IndivisibleError); "padded" counts XLA's padded tile."""
    return TreeMemory([_leaf_memory(path, leaf, mode) for path, leaf in _leaves(tree)])


_BACKENDS = ("cpu", "gpu", "tpu", "auto")


def _takes_backend() -> bool:
    """Whether this build's HLO analysis has the backend choice (``shardmem hlo --backend``)."""
    if "backend" in inspect.signature(hlo).parameters:
        return True
    signature = (_shardmem.analyze_hlo.__doc__ or "").split("\n", 1)[0]
    return "backend" in signature


def _hlo(text: str, depth: Any, mesh: Any, backend: Any, where: str) -> HloReport:
    if backend is None:
        return hlo(text, depth, mesh)
    if not isinstance(backend, str):
        raise ArgumentTypeError(
            f"{where}(backend={backend!r}): expected one of {', '.join(map(repr, _BACKENDS))}, got {type(backend).__name__}"
        )
    if "backend" in inspect.signature(hlo).parameters:
        return hlo(text, depth, mesh, backend=backend)
    if _takes_backend():
        return HloReport(_shardmem.analyze_hlo(text, depth, mesh, backend=backend))
    raise Error(
        f"{where}(backend={backend!r}): this build's HLO analysis has no backend choice (the C++ side's "
        "`shardmem hlo --backend`); leave backend out for XLA's GPU rules, or update shardmem"
    )


def _lower(fn: Any, args: tuple, kwargs: dict, mesh: Any) -> Any:
    """``fn.lower(*args, **kwargs)``, a plain function jitted first, under ``mesh`` when it is JAX's
    (so that bare PartitionSpecs in its shardings name its axes). Nothing is compiled."""
    import jax

    if not hasattr(fn, "lower"):
        fn = jax.jit(fn)
    if mesh is None or not _is_jax(mesh):
        return fn.lower(*args, **kwargs)
    set_mesh = getattr(jax, "set_mesh", None) or getattr(jax.sharding, "use_mesh", None)
    with set_mesh(mesh) if set_mesh is not None else mesh:
        return fn.lower(*args, **kwargs)


def _report(x: Any, args: tuple, kwargs: dict, depth: Any, mesh: Any, backend: Any, where: str) -> HloReport:
    if isinstance(x, str):
        text = x
    elif hasattr(x, "compile") and hasattr(x, "as_text"):  # Lowered: its StableHLO
        text = x.as_text()
    elif hasattr(x, "as_text"):  # Compiled: the HLO XLA compiled
        text = x.as_text()
        if not isinstance(text, str) or not text.lstrip().startswith("HloModule"):
            raise Error(f"{where}: {type(x).__name__}.as_text() is not an HLO module; pass jax's Compiled or Lowered")
    elif hasattr(x, "lower") or (callable(x) and not isinstance(x, type)):
        lowered = _lower(x, args, kwargs, mesh)
        return _hlo(lowered.as_text(), depth, None if _is_jax(mesh) else mesh, backend, where)
    else:
        raise ArgumentTypeError(
            f"{where}(x={repr(x)[:80]}): expected a jitted function (with its arguments), a jax.stages.Lowered, "
            f"a jax.stages.Compiled or HLO/StableHLO text (a str), got {type(x).__name__}"
        )
    if args or kwargs:
        raise ArgumentTypeError(
            f"{where}: arguments ({len(args) + len(kwargs)} given) are for a function to lower; a "
            f"{type(x).__name__} is lowered already"
        )
    return _hlo(text, depth, mesh, backend, where)


def memory_analysis(x: Any, depth: int = 0, mesh: Any = None, *, backend: Any = None) -> HloReport:
    """The memory of a ``jax.stages.Compiled`` (exact: the HLO XLA compiled), a
    ``jax.stages.Lowered`` (its StableHLO before partitioning: ``.exact`` says which fields are
    exact) or HLO/StableHLO text, as ``shardmem hlo`` reports it; ``.memory_analysis`` has JAX's
    field names. ``mesh`` (a dict, a Mesh, a jax Mesh or ``"data=64,model=8"``) plans a program
    lowered with Shardy on another mesh (``shardmem.hlo``); ``backend`` ('cpu', 'gpu', 'tpu',
    'auto') picks XLA's buffer-assignment rules where this build has the choice."""
    return _report(x, (), {}, depth, mesh, backend, "memory_analysis")


def analyze(x: Any, /, *args: Any, depth: int = 0, mesh: Any = None, backend: Any = None, **kwargs: Any) -> HloReport:
    """The memory of a program before or after compiling it.

    ``x`` is a jitted function (or a plain one, jitted here), lowered for ``args`` and ``kwargs``
    as ``x.lower(*args, **kwargs)``: give ``jax.ShapeDtypeStruct``s with their shardings, and
    nothing is compiled or allocated; its StableHLO is read (arguments and outputs exact where
    their shardings are written, temp an estimate). With a jax ``Mesh`` as ``mesh``, it is lowered
    under that mesh (``jax.set_mesh``). ``x`` may also be a ``jax.stages.Lowered``, a
    ``jax.stages.Compiled`` or HLO/StableHLO text (then no ``args``), and other forms of ``mesh``
    (a dict, a shardmem Mesh, ``"data=64,model=8"``) plan the Shardy program on that mesh.
    ``depth`` groups by op_name components; ``backend`` as in ``memory_analysis``. The keywords
    ``depth``, ``mesh`` and ``backend`` are shardmem's: bind a function's own with functools.partial.
    """
    return _report(x, args, kwargs, depth, mesh, backend, "analyze")
