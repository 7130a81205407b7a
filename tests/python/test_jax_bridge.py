"""shardmem.jax on duck-typed stand-ins for JAX's objects (it imports without JAX), and on real JAX
where it imports."""

import collections
import csv
import dataclasses

import pytest

import shardmem
import shardmem.jax as sjax


# ---- stand-ins with the attributes shardmem.jax reads ----
class Mesh:  # jax.sharding.Mesh: .shape (axis -> size, in order), .device_ids
    def __init__(self, axes, device_ids=None):
        self.shape = collections.OrderedDict(axes)
        self.axis_names = tuple(axes)
        if device_ids is not None:
            self.device_ids = device_ids


@dataclasses.dataclass
class NamedSharding:  # jax.sharding.NamedSharding: .mesh, .spec (a tuple), .memory_kind
    mesh: Mesh
    spec: tuple
    memory_kind: str = None


@dataclasses.dataclass(frozen=True)
class Device:
    id: int


class GSPMDSharding:  # any sharding with _to_xla_hlo_sharding and a device assignment
    def __init__(self, text, devices):
        self._text, self._device_assignment, self.memory_kind = text, devices, None

    def _to_xla_hlo_sharding(self, ndim):
        return self._text


class SingleDeviceSharding:
    def __init__(self, device):
        self.device_set, self.memory_kind = {device}, "device"


@dataclasses.dataclass(frozen=True)
class ShapeDtypeStruct:  # jax.ShapeDtypeStruct: .shape, .dtype, .sharding
    shape: tuple
    dtype: str
    sharding: object = None


ScaleByAdamState = collections.namedtuple("ScaleByAdamState", ["count", "mu", "nu"])  # optax's


def train_state(mesh):
    fsdp = NamedSharding(mesh, ("data", None))
    replicated = NamedSharding(mesh, ())
    host = NamedSharding(mesh, ("data", None), "pinned_host")
    params = {
        "embed": ShapeDtypeStruct((128256, 4096), "bfloat16", fsdp),
        "norm": ShapeDtypeStruct((4096,), "bfloat16", replicated),
    }
    f32 = {k: ShapeDtypeStruct(v.shape, "float32", v.sharding) for k, v in params.items()}
    mu = {k: ShapeDtypeStruct(v.shape, "float32", host if k == "embed" else v.sharding) for k, v in params.items()}
    return {"params": params, "opt": ScaleByAdamState(ShapeDtypeStruct((), "int32", replicated), mu, f32)}


def test_tree_memory_of_a_train_state():
    t = sjax.tree_memory(train_state(Mesh({"data": 8})))
    # bf16[128256, 4096] is 1,050,673,152 bytes (REFERENCE section 2); FSDP over 8 devices.
    embed_bf16 = 1_050_673_152 // 8
    norm_bf16 = 4096 * 2
    expected_device = embed_bf16 + norm_bf16 + 4 + 2 * norm_bf16 + 2 * embed_bf16 + 2 * norm_bf16
    assert t.device_bytes == expected_device
    assert t.host_bytes == 2 * embed_bf16  # mu of the embedding, f32, in pinned_host
    assert t.per_device == {d: expected_device for d in range(8)}
    paths = [leaf.path for leaf in t.leaves]
    # JAX's flattening order and keystr spelling: dicts by sorted key, namedtuples by field.
    assert paths == ["['opt'].count", "['opt'].mu['embed']", "['opt'].mu['norm']", "['opt'].nu['embed']",
                     "['opt'].nu['norm']", "['params']['embed']", "['params']['norm']"]
    assert t.largest(1)[0].path == "['opt'].mu['embed']"
    assert t.largest(1)[0].sharding == "NamedSharding({data: 8}, P('data', None), pinned_host)"
    assert "7 leaves" in repr(t)


def test_tree_memory_uses_the_meshs_device_ids():
    t = sjax.tree_memory({"w": ShapeDtypeStruct((8, 8), "float32", NamedSharding(Mesh({"x": 2}, [[5, 7]]), ("x",)))})
    assert t.per_device == {5: 128, 7: 128}


def test_gspmd_single_device_and_unsharded_leaves():
    devices = [Device(i) for i in range(4)]
    tree = [
        # REFERENCE section 1 (seed 004): f64[3056,12272] with {devices=[2,2]<=[2,2]T(1,0)} is
        # f64[1528,6136] per device, 75,006,464 bytes.
        ShapeDtypeStruct((3056, 12272), "float64", GSPMDSharding("{devices=[2,2]<=[2,2]T(1,0)}", devices)),
        ShapeDtypeStruct((1024,), "float32", SingleDeviceSharding(Device(3))),
        ShapeDtypeStruct((256,), "int8"),
    ]
    t = sjax.tree_memory(tree)
    assert t.per_device == {0: 75_006_464 + 256, 1: 75_006_464, 2: 75_006_464, 3: 75_006_464 + 4096}
    assert t.leaves[0].sharding == "{devices=[2,2]<=[2,2]T(1,0)}"


def test_tree_memory_errors_name_the_leaf():
    mesh = Mesh({"x": 4, "y": 2})
    with pytest.raises(shardmem.Error) as e:
        sjax.tree_memory({"a": {"b": ShapeDtypeStruct((8, 3), "float32", NamedSharding(mesh, ("x", "y")))}})
    # jax tests/array_test.py test_shard_shape: (8, 3) with P('x', 'y') is IndivisibleError.
    assert str(e.value).startswith("['a']['b']: ") and "dim 1 (3)" in str(e.value)
    assert sjax.tree_memory(
        {"a": ShapeDtypeStruct((8, 3), "float32", NamedSharding(mesh, ("x", "y")))}, mode="padded"
    ).device_bytes == 2 * 2 * 4
    with pytest.raises(shardmem.Error, match=r"the leaf at \['n'\] \(int\) has no shape and dtype"):
        sjax.tree_memory({"n": 3})
    with pytest.raises(shardmem.Error, match="UNCONSTRAINED"):
        sjax.tree_memory([ShapeDtypeStruct((8,), "float32", NamedSharding(mesh, (object(),)))])
    with pytest.raises(shardmem.Error, match="memory_kind 'hbm'"):
        sjax.tree_memory([ShapeDtypeStruct((8,), "float32", NamedSharding(mesh, (), "hbm"))])


class Compiled:  # jax.stages.Compiled: as_text() is the HLO XLA compiled
    def __init__(self, text):
        self._text = text

    def as_text(self):
        return self._text


class Lowered:  # jax.stages.Lowered: as_text() is its StableHLO
    def __init__(self, text):
        self._text = text

    def compile(self):  # pragma: no cover - never called
        raise AssertionError

    def as_text(self, dialect="stablehlo"):
        assert dialect == "stablehlo"
        return self._text


def jaxdecomp_runs(root):
    """tests/data/jaxdecomp (SOURCE.md): each CSV row's module and its memory_analysis() bytes."""
    for path in sorted((root / "tests" / "data" / "jaxdecomp").rglob("*.csv")):
        with open(path, newline="") as f:
            for row in csv.reader(f):
                if len(row) != 19:
                    continue
                module = path.parent / path.stem / f"{row[2]}_{row[5]}_{row[6]}_{row[7]}_{row[1]}_{row[0]}.hlo"
                yield module, int(row[16]), int(row[17]), int(row[18])


def test_memory_analysis_of_compiled_modules_equals_xlas(source_root):
    # ASKabalan/jaxdecomp-benchmarks: 322 compiled GPU modules with the argument, output and temp
    # bytes memory_analysis() printed (the CSV columns argument_size, output_size, temp_size).
    runs = list(jaxdecomp_runs(source_root))
    assert len(runs) == 322
    for module, argument, output, temp in runs:
        r = sjax.memory_analysis(Compiled(module.read_text()))
        m = r.memory_analysis
        assert (m.argument_size_in_bytes, m.output_size_in_bytes, m.alias_size_in_bytes, m.temp_size_in_bytes) == (
            argument, output, 0, temp), module.name
        assert r.sizes == "exact"


def test_memory_analysis_of_hlo_before_partitioning_is_an_estimate(source_root):
    text = (source_root / "tests" / "data" / "seed004" / "pad_before_partitioning.hlo").read_text()
    r = sjax.memory_analysis(text)
    assert r.sizes == "estimate"
    assert r.memory_analysis.argument_size_in_bytes == 75_006_464  # f64[1528,6136] per device (seed 004)
    # Every parameter and the ROOT carry sharding=: arguments and outputs exact, temp an estimate.
    assert r.exact == {"argument_size_in_bytes": True, "output_size_in_bytes": True, "temp_size_in_bytes": False}
    assert r.to_dict() == shardmem.hlo(text).to_dict()
    assert r.timeline.max() == r.peak_bytes


def test_analyze_of_a_lowered_program_reads_its_stablehlo(source_root):
    # The lowered jaxdecomp programs (tests/data/jaxdecomp/*/*/*/*.mlir, SOURCE.md): argument and
    # output bytes as their compiled memory_analysis() printed (the CSV columns).
    runs = list(jaxdecomp_runs(source_root))
    for module, argument, output, _ in runs[::20]:
        r = sjax.analyze(Lowered(module.with_suffix(".mlir").read_text()))
        m = r.memory_analysis
        assert (m.argument_size_in_bytes, m.output_size_in_bytes) == (argument, output), module.name
        assert r.sizes == "estimate" and r.exact["argument_size_in_bytes"] and not r.exact["temp_size_in_bytes"]


SHARDY_FFN = """module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func public @main(%arg0: tensor<4x1024xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<1024x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<4x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x1024xi32>, tensor<1024x4096xi32>) -> tensor<4x4096xi32>
    return %0 : tensor<4x4096xi32>
  }
}
"""


def test_analyze_plans_a_shardy_program_on_another_mesh(tool, tmp_path):
    # Lowered on dp=2, tp=4 (the first half of tests/data/hlo_vectors.json's
    # shardy-megatron-ffn-per-device); planned on dp=4, tp=16: s32[1,64] and s32[1024,256] per device.
    r = sjax.analyze(Lowered(SHARDY_FFN), mesh={"dp": 4, "tp": 16})
    assert r.memory_analysis.argument_size_in_bytes == 1 * 64 * 4 + 1024 * 256 * 4
    assert r.memory_analysis.output_size_in_bytes == 1 * 256 * 4
    assert shardmem.hlo(SHARDY_FFN, mesh="dp=4,tp=16").to_json() == r.to_json()
    path = tmp_path / "ffn.mlir"
    path.write_text(SHARDY_FFN)
    status, out, err = tool("hlo", str(path), "--mesh", "dp=4,tp=16", "--json", "--timeline", "1")
    assert status == 0, err
    assert out == r.to_json()
    with pytest.raises(shardmem.Error, match="give a size for its axis 'tp'"):
        sjax.analyze(Lowered(SHARDY_FFN), mesh={"dp": 4})


def test_memory_analysis_refuses_what_it_cannot_read():
    with pytest.raises(shardmem.Error, match="not an HLO module"):
        sjax.memory_analysis(Compiled("module @jit_f { func.func public @main() { } }"))
    with pytest.raises(shardmem.ArgumentTypeError, match="expected a jitted function .with its arguments., a "
                                                         "jax.stages.Lowered, a jax.stages.Compiled"):
        sjax.memory_analysis(42)
    with pytest.raises(shardmem.Error):
        shardmem.hlo("HloModule m\nENTRY e { p = f32[4] parameter(0)")


def test_hlo_report_equals_the_tool(tool, source_root):
    path = source_root / "tests" / "data" / "seed004" / "pad_before_partitioning.hlo"
    status, out, err = tool("hlo", str(path), "--json", "--timeline", "1")
    assert status == 0, err
    assert shardmem.hlo(path.read_text()).to_json() == out


# ---- real JAX, where it imports (the device machine; see examples/REFERENCE.md, "Python") ----
def test_real_jax_tree_memory_and_memory_analysis():
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp
    import numpy

    devices = numpy.array(jax.devices()[:1])
    mesh = jax.sharding.Mesh(devices, ("x",))
    s = jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec("x", None))
    tree = {"w": jax.ShapeDtypeStruct((64, 32), jnp.bfloat16, sharding=s)}
    t = sjax.tree_memory(tree)
    assert t.device_bytes == numpy.prod(s.shard_shape((64, 32))) * 2
    compiled = jax.jit(lambda w: (w @ w.T).sum()).lower(tree["w"]).compile()
    ours = sjax.memory_analysis(compiled).memory_analysis
    theirs = compiled.memory_analysis()
    assert ours.argument_size_in_bytes == theirs.argument_size_in_bytes
    assert ours.output_size_in_bytes == theirs.output_size_in_bytes
    assert ours.alias_size_in_bytes == theirs.alias_size_in_bytes
