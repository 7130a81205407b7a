"""shardmem.jax and shardmem's shardings on the installed JAX's own objects (not stand-ins): a jitted
train step lowered from jax.ShapeDtypeStructs without compiling, against the compiled program's
memory_analysis(); Lowered and Compiled objects; JAX's Mesh, AbstractMesh, NamedSharding and
PartitionSpec where shardmem's are taken; and the errors for what is not one of them. JAX runs on
its CPU backend with 8 devices (conftest.py)."""

import json
import os
import subprocess
import sys

import pytest

import shardmem
import shardmem.jax as sjax

jax = pytest.importorskip("jax")

import jax.numpy as jnp  # noqa: E402
import numpy  # noqa: E402
from jax.sharding import AbstractMesh, Mesh, NamedSharding, PartitionSpec as P  # noqa: E402


@pytest.fixture(scope="module")
def mesh():
    if len(jax.devices()) < 8:
        pytest.skip("needs 8 JAX devices (XLA_FLAGS=--xla_force_host_platform_device_count=8, set in conftest.py)")
    return Mesh(numpy.array(jax.devices()[:8]).reshape(4, 2), ("data", "model"))


def loss(params, x, y):
    h = jax.nn.gelu(x.astype(jnp.float32) @ params["w1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def train_step(params, momentum, x, y):
    value, grads = jax.value_and_grad(loss)(params, x, y)
    momentum = jax.tree.map(lambda m, g: 0.9 * m + g, momentum, grads)
    params = jax.tree.map(lambda p, m: p - 1e-3 * m, params, momentum)
    return params, momentum, value


def abstract_state(mesh):
    """The step's arguments as ShapeDtypeStructs with NamedShardings: FSDP x tensor on data x model."""
    def sds(shape, dtype, *spec):
        return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, P(*spec)))

    params = {"w1": sds((256, 512), jnp.float32, "data", "model"), "w2": sds((512, 128), jnp.float32, "model", "data")}
    momentum = {"w1": sds((256, 512), jnp.float32, "data", "model"), "w2": sds((512, 128), jnp.float32, "model", None)}
    return params, momentum, sds((64, 256), jnp.bfloat16, "data", None), sds((64, 128), jnp.float32, "data", None)


def bytes_of(m):
    return m.argument_size_in_bytes, m.output_size_in_bytes


def jitted_step(mesh):
    """The step with its outputs' shardings given, as a training loop keeps its state's."""
    params, momentum, _, _ = abstract_state(mesh)
    shardings = jax.tree.map(lambda a: a.sharding, (params, momentum))
    return jax.jit(train_step, out_shardings=(*shardings, NamedSharding(mesh, P())))


def test_analyze_lowers_a_sharded_train_step_without_compiling_it(mesh, monkeypatch):
    args = abstract_state(mesh)
    live = len(jax.live_arrays())

    def no_compile(*_, **__):
        raise AssertionError("analyze compiled the program")

    with monkeypatch.context() as m:
        m.setattr(jax.stages.Lowered, "compile", no_compile)
        report = sjax.analyze(jitted_step(mesh), *args)
    assert len(jax.live_arrays()) == live  # nothing allocated on a device
    assert report.sizes == "estimate"
    assert report.exact == {"argument_size_in_bytes": True, "output_size_in_bytes": True, "temp_size_in_bytes": False}
    theirs = jitted_step(mesh).lower(*args).compile().memory_analysis()
    # Per device: f32[64,256], f32[256,32], f32[64,256], f32[256,128], bf16[16,256], f32[16,128] in;
    # the first four and an f32[] out, and XLA's output tuple (a pointer a leaf, 8 bytes each).
    assert bytes_of(report.memory_analysis) == bytes_of(theirs) == (311_296, 294_956)
    assert report.memory_analysis.alias_size_in_bytes == theirs.alias_size_in_bytes == 0


def test_outputs_whose_shardings_jax_leaves_to_the_compiler_are_an_estimate(mesh):
    args = abstract_state(mesh)
    report = sjax.analyze(jax.jit(train_step), *args)
    theirs = jax.jit(train_step).lower(*args).compile().memory_analysis()
    assert report.exact["argument_size_in_bytes"] and not report.exact["output_size_in_bytes"]
    assert report.memory_analysis.argument_size_in_bytes == theirs.argument_size_in_bytes


def test_analyze_takes_a_plain_function_keywords_and_a_traced_step(mesh):
    params, momentum, x, y = abstract_state(mesh)
    expected = sjax.analyze(jax.jit(train_step), params, momentum, x, y).to_json()
    with pytest.raises(shardmem.Error, match=r"hlo\(depth=-1\): group by 0 or more"):  # depth is shardmem's
        sjax.analyze(jax.jit(train_step), params, momentum, x, y, depth=-1)
    assert sjax.analyze(train_step, params, momentum, x, y).to_json() == expected  # jitted for the user
    assert sjax.analyze(jax.jit(train_step), params, momentum, x=x, y=y).to_json() == expected
    assert sjax.analyze(jax.jit(train_step).trace(params, momentum, x, y)).to_json() == expected


def test_analyze_lowers_under_a_jax_mesh_for_bare_partition_specs(mesh):
    # in_shardings as bare PartitionSpecs name the axes of the mesh analyze lowers under.
    params, momentum, x, y = (jax.ShapeDtypeStruct(a.shape, a.dtype) for a in
                              (abstract_state(mesh)[0]["w1"], abstract_state(mesh)[0]["w2"],
                               abstract_state(mesh)[2], abstract_state(mesh)[3]))

    def step(w1, w2, x, y):
        return train_step({"w1": w1, "w2": w2}, {"w1": w1, "w2": w2}, x, y)[0]

    jitted = jax.jit(step, in_shardings=(P("data", "model"), P("model", "data"), P("data"), P("data")),
                     out_shardings=P())
    report = sjax.analyze(jitted, params, momentum, x, y, mesh=mesh)
    with jax.set_mesh(mesh):
        theirs = jitted.lower(params, momentum, x, y).compile().memory_analysis()
    assert bytes_of(report.memory_analysis) == bytes_of(theirs)
    assert theirs.output_size_in_bytes == (256 * 512 + 512 * 128) * 4 + 2 * 8  # P(): whole, and the tuple


def test_lowered_and_compiled_objects_are_read(mesh):
    args = abstract_state(mesh)
    lowered = jitted_step(mesh).lower(*args)
    assert sjax.analyze(lowered).to_json() == sjax.analyze(jitted_step(mesh), *args).to_json()
    assert sjax.memory_analysis(lowered).to_json() == sjax.analyze(lowered).to_json()
    compiled = lowered.compile()
    ours = sjax.analyze(compiled)
    theirs = compiled.memory_analysis()
    assert ours.sizes == "exact"  # the HLO XLA partitioned and compiled
    assert bytes_of(ours.memory_analysis) == bytes_of(theirs)
    assert ours.memory_analysis.alias_size_in_bytes == theirs.alias_size_in_bytes
    assert sjax.memory_analysis(compiled).to_json() == ours.to_json()
    # The same program planned on a wider mesh: a jax AbstractMesh is read as its axes' sizes.
    wider = sjax.analyze(lowered, mesh=AbstractMesh((8, 4), ("data", "model")))
    assert wider.to_json() == sjax.analyze(lowered, mesh={"data": 8, "model": 4}).to_json()
    assert wider.memory_analysis.argument_size_in_bytes < ours.memory_analysis.argument_size_in_bytes


def test_jax_meshes_specs_and_shardings_are_taken_where_shardmems_are(mesh):
    ours = shardmem.Mesh({"data": 4, "model": 2})
    assert shardmem.Mesh(mesh) == ours
    assert shardmem.Mesh(mesh.abstract_mesh) == ours
    assert shardmem.P(P("data", ("model",), None)) == shardmem.P("data", ("model",), None)
    assert shardmem.P(P()) == shardmem.P()
    expected = shardmem.NamedSharding(ours, shardmem.P(("data", "model"), None))
    assert str(shardmem.NamedSharding(mesh, P(("data", "model"), None))) == str(expected)
    assert str(shardmem.NamedSharding(mesh, shardmem.P(("data", "model"), None))) == str(expected)
    assert str(shardmem.NamedSharding(ours, P(("data", "model"), None))) == str(expected)
    js = NamedSharding(mesh, P("model", "data"), memory_kind="pinned_host")
    converted = shardmem.NamedSharding(js)
    assert converted.memory_kind == "pinned_host" and str(converted.spec) == "P('model', 'data')"
    assert converted.shard_shape((8, 8)) == js.shard_shape((8, 8)) == (4, 2)
    assert str(shardmem.NamedSharding(converted)) == str(converted)
    assert str(shardmem.NamedSharding(NamedSharding(mesh, P("data")))) == "NamedSharding({data: 4, model: 2}, P('data'))"
    # A jax HloSharding is read by its text.
    hlo = js._to_xla_hlo_sharding(2)
    assert str(shardmem.HloSharding.parse(hlo)) == str(hlo) == str(converted.hlo_sharding(2))
    # A jax Mesh as the planner's mesh and as shardmem.hlo's.
    assert shardmem.plan(mesh=mesh).to_json() == shardmem.plan(mesh={"data": 4, "model": 2}).to_json()
    assert shardmem.config(mesh=mesh).mesh == ours
    text = jax.jit(train_step).lower(*abstract_state(mesh)).as_text()
    assert shardmem.hlo(text, mesh=mesh).to_json() == shardmem.hlo(text).to_json()


def test_tree_memory_of_real_shape_dtype_structs(mesh):
    params, momentum, x, y = abstract_state(mesh)
    t = sjax.tree_memory({"params": params, "momentum": momentum})
    per_device = sum(
        int(numpy.prod(leaf.sharding.shard_shape(leaf.shape))) * leaf.dtype.itemsize
        for leaf in jax.tree.leaves({"params": params, "momentum": momentum})
    )
    assert t.per_device == {d: per_device for d in range(8)}
    assert [leaf.path for leaf in t.leaves] == [jax.tree_util.keystr(p) for p, _ in
                                                jax.tree_util.tree_flatten_with_path({"params": params,
                                                                                      "momentum": momentum})[0]]


def test_wrong_types_name_the_argument_and_its_forms(mesh):
    with pytest.raises(shardmem.ArgumentTypeError, match=r"analyze\(x=42\): expected a jitted function"):
        sjax.analyze(42)
    with pytest.raises(shardmem.ArgumentTypeError, match=r"memory_analysis\(x=42\): expected a jitted function"):
        sjax.memory_analysis(42)
    lowered = jax.jit(lambda a: a * 2).lower(jax.ShapeDtypeStruct((8,), jnp.float32))
    with pytest.raises(shardmem.ArgumentTypeError, match="arguments .1 given. are for a function to lower"):
        sjax.analyze(lowered, 3)
    with pytest.raises(shardmem.ArgumentTypeError, match=r"analyze\(backend=3\): expected one of 'cpu', 'gpu'"):
        sjax.analyze(lowered, backend=3)
    with pytest.raises(shardmem.ArgumentTypeError, match=r"NamedSharding\(spec=\('data',\)\): expected a "
                                                         r"PartitionSpec \(shardmem's or jax's\)"):
        shardmem.NamedSharding(mesh, ("data",))
    with pytest.raises(shardmem.ArgumentTypeError, match=r"expected a Mesh \(shardmem's or jax's\), a dict"):
        shardmem.NamedSharding(jax.devices()[0], P())
    with pytest.raises(shardmem.ArgumentTypeError, match=r"plan option mesh=.*: expected a Mesh \(shardmem's or jax's\)"):
        shardmem.plan(mesh=3)
    with pytest.raises(shardmem.ArgumentTypeError, match=r"Mesh\(axes=.*or a jax Mesh"):
        shardmem.Mesh(NamedSharding(mesh, P()))


def test_what_shardmem_does_not_model_is_refused_in_one_line(mesh):
    with pytest.raises(shardmem.Error, match="entry 1 is P.UNCONSTRAINED: it constrains a value inside jit"):
        shardmem.NamedSharding(mesh, P("data", P.UNCONSTRAINED))
    with pytest.raises(shardmem.Error, match="its unreduced axes are not modelled"):
        shardmem.NamedSharding(mesh, P("data", unreduced={"model"}))
    with pytest.raises(shardmem.Error, match="memory_kind 'unpinned_host'; shardmem models 'device' and 'pinned_host'"):
        shardmem.NamedSharding(NamedSharding(mesh, P(), memory_kind="unpinned_host"))
    with pytest.raises(shardmem.Error, match="the text is HLO, whose shardings list devices"):
        sjax.analyze(jax.jit(train_step).lower(*abstract_state(mesh)).compile(), mesh={"data": 8, "model": 4})


def test_backend_is_passed_to_the_analysis_or_refused_where_this_build_has_none(mesh):
    lowered = jax.jit(train_step).lower(*abstract_state(mesh))
    if sjax._takes_backend():
        cpu = sjax.analyze(lowered, backend="cpu")
        assert cpu.backend == "cpu" and cpu.backend_source == "given"
        compiled = lowered.compile().memory_analysis()
        # Arguments are written in the lowered text; the outputs' shardings are left to XLA's
        # propagation (momentum['w2'] comes back sharded as params['w2']), so they are exact only
        # where the report says so.
        assert cpu.memory_analysis.argument_size_in_bytes == compiled.argument_size_in_bytes
        assert cpu.exact["argument_size_in_bytes"]
        assert (cpu.memory_analysis.output_size_in_bytes == compiled.output_size_in_bytes
                or not cpu.exact["output_size_in_bytes"])
    else:
        with pytest.raises(shardmem.Error, match=r"analyze\(backend='cpu'\): this build's HLO analysis has no "
                                                 "backend choice"):
            sjax.analyze(lowered, backend="cpu")
    assert sjax.analyze(lowered, backend=None).to_json() == sjax.analyze(lowered).to_json()


def test_importing_shardmem_never_imports_jax():
    code = ("import sys, shardmem, shardmem.jax; shardmem.NamedSharding(shardmem.Mesh({'x': 2}), shardmem.P('x'));"
            "assert not [m for m in sys.modules if m == 'jax' or m.startswith(('jax.', 'jaxlib'))], 'jax imported'")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ), check=False)
    assert r.returncode == 0, r.stderr
    assert json.loads(shardmem.plan().to_json())["fits"]
