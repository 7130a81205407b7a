"""A generated step holds what XLA compiles for the same program where an elementwise op takes the
buffer of the operand that dies at it: `shardmem graph` on tests/data/graphs/mlp_gelu_f32.json (the
program below, written as a graph) gives JAX's compiled.memory_analysis() byte for byte. XLA:CPU's
gelu loop fusion writes its output in the place of the dot's output it alone reads
(HloDataflowAnalysis::CanShareOperandBufferWithUser), so its temp is one [256, 1024] f32 buffer,
not two. The tool needs no JAX; the second test compiles the program to check the figures."""

import json
import pathlib

import pytest

GRAPH = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "graphs" / "mlp_gelu_f32.json"

# compiled.memory_analysis() of `program` below, JAX 0.10.2's CPU backend (jax.jit(program).lower(
# x f32[256,512], w1 f32[512,1024], w2 f32[1024,512]).compile()).
JAX_MEMORY_ANALYSIS = {
    "argument_size_in_bytes": 4718592,
    "output_size_in_bytes": 524288,
    "alias_size_in_bytes": 0,
    "temp_size_in_bytes": 1048576,
}


def program(x, w1, w2):
    import jax

    return jax.nn.gelu(x @ w1) @ w2


def test_the_graph_of_a_dot_gelu_dot_holds_jax_s_temp(tool):
    rc, out, err = tool("graph", str(GRAPH), "--json")
    assert rc == 0, err
    ours = json.loads(out)["memory_analysis"]
    assert ours["argument"] == JAX_MEMORY_ANALYSIS["argument_size_in_bytes"]
    assert ours["output"] == JAX_MEMORY_ANALYSIS["output_size_in_bytes"]
    assert ours["alias"] == JAX_MEMORY_ANALYSIS["alias_size_in_bytes"]
    # One buffer of 256 x 1024 x 4 bytes: h and gelu(h) in one place.
    assert ours["temp"] == JAX_MEMORY_ANALYSIS["temp_size_in_bytes"] == 256 * 1024 * 4


def test_jax_compiles_the_program_to_the_figures_above():
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    args = [jax.ShapeDtypeStruct(s, jnp.float32) for s in ((256, 512), (512, 1024), (1024, 512))]
    compiled = jax.jit(program).lower(*args).compile()
    m = compiled.memory_analysis()
    assert {k: getattr(m, k) for k in JAX_MEMORY_ANALYSIS} == JAX_MEMORY_ANALYSIS
