"""shardmem.hlo(..., backend=): whose buffer-assignment rules give memory_analysis, named or detected
from the module's text, against JAX's CPU programs of tests/data/jax_cpu_small (their
memory_analysis.json) and, where JAX imports, against a program compiled now."""

import json

import pytest

import shardmem


def program(source_root, name):
    d = source_root / "tests" / "data" / "jax_cpu_small" / name
    return (d / "compiled.hlo").read_text(), json.loads((d / "memory_analysis.json").read_text())


def fields(report):
    m = report.memory_analysis
    return (m.argument_size_in_bytes, m.output_size_in_bytes, m.alias_size_in_bytes, m.temp_size_in_bytes)


def want(ma):
    return tuple(ma[k] for k in ("argument_size_in_bytes", "output_size_in_bytes", "alias_size_in_bytes",
                                 "temp_size_in_bytes"))


def test_a_cpu_program_is_detected_and_exact(source_root):
    text, ma = program(source_root, "mlp_train_4x2")
    r = shardmem.hlo(text)
    assert (r.backend, r.backend_source) == ("cpu", "detected")
    assert "__ynn_fusion" in r.backend_evidence
    assert fields(r) == want(ma)
    assert fields(shardmem.hlo(text, backend="cpu")) == want(ma)
    assert shardmem.hlo(text, backend="cpu").backend_source == "given"


def test_a_program_naming_no_backend_takes_the_one_given(source_root):
    text, ma = program(source_root, "scatter_gather")
    r = shardmem.hlo(text)
    assert (r.backend, r.backend_source) == ("gpu", "default")
    given = shardmem.hlo(text, backend="cpu")
    assert (given.backend, given.backend_source, given.backend_evidence) == ("cpu", "given", "")
    assert fields(given) == want(ma)


def test_the_report_equals_the_tool_with_the_backend(tool, source_root):
    path = source_root / "tests" / "data" / "jax_cpu_small" / "odd_sizes" / "compiled.hlo"
    status, out, err = tool("hlo", str(path), "--backend", "cpu", "--json", "--timeline", "1")
    assert status == 0, err
    assert shardmem.hlo(path.read_text(), backend="cpu").to_json() == out


def test_a_backend_that_is_not_one_is_refused_naming_the_choices(source_root):
    text, _ = program(source_root, "odd_sizes")
    with pytest.raises(shardmem.Error, match=r"hlo\(backend='cuda'\): give 'cpu', 'gpu', 'tpu' or 'auto'"):
        shardmem.hlo(text, backend="cuda")
    with pytest.raises(shardmem.ArgumentTypeError, match="backend"):
        shardmem.hlo(text, backend=None)


def test_tpu_tiled_layouts_pad():
    r = shardmem.hlo("HloModule m, is_scheduled=true\nENTRY e {\n  ROOT p = f32[8,4]{1,0:T(8,128)} parameter(0)\n}\n")
    assert (r.backend, r.backend_source) == ("tpu", "detected")
    assert r.memory_analysis.argument_size_in_bytes == 8 * 128 * 4
    assert any("TPU's buffer-assignment rules are not public" in n for n in r.notes)


# ---- real JAX, where it imports ----
def test_real_jax_cpu_program_is_exact():
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    def step(w, x):
        g = jax.grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(w)
        return w - 0.1 * g, jnp.cumsum(x, axis=0)

    args = (jax.ShapeDtypeStruct((40, 24), jnp.float32), jax.ShapeDtypeStruct((13, 40), jnp.float32))
    compiled = jax.jit(step, donate_argnums=0).lower(*args).compile()
    ma = compiled.memory_analysis()
    r = shardmem.hlo(compiled.as_text(), backend=jax.devices()[0].platform)
    assert fields(r) == (ma.argument_size_in_bytes, ma.output_size_in_bytes, ma.alias_size_in_bytes,
                         ma.temp_size_in_bytes)
