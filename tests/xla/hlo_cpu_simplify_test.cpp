// Tests for xla/hlo_cpu_simplify.hpp: XLA:CPU's passes before fusion on modules not compiled yet
// (calls inlined, barriers expanded, the partitioner's partial sums, bf16 dots in f32, CSE). Each
// rule is checked on the program of tests/data/jax (issue 45's corpus, JAX 0.10.2 on CPU) it was
// derived from, against the temp JAX printed for it (memory_analysis.json), or on a small module.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_cpu_simplify.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "cpu_passes.hpp"
#include "deep_inputs.hpp"

using namespace shardmem;

TEST_CASE("CPU: a dot contracting a sharded dimension makes a partial result that an all-reduce sums" *
          doctest::skip(!test::have_corpus())) {
  // tests/data/jax/matmul_256x256x256_f32_contract (8 devices, the contraction cut 8 ways): each
  // device's f32[256,256] partial is a temporary, the all-reduce writes the output: 262144.
  test::check_exact("matmul_256x256x256_f32_contract", 262144);
  // matmul_512x256x512_contract_x4: f32[512,512] partials, 1048576.
  test::check_exact("matmul_512x256x512_contract_x4", 1048576);
  // reduce_sum_cols_cols_x8: a reduce over the sharded dimension, f32[1024] partial: 4096.
  test::check_exact("reduce_sum_cols_cols_x8", 4096);
}

TEST_CASE("CPU: where the result is sharded further, the sum is a temporary too, sliced per device" *
          doctest::skip(!test::have_corpus())) {
  // tests/data/jax/matmul_256x256x256_f32_contract_scatter: partial and all-reduce f32[256,256]
  // (262144 each) before the f32[32,256] slice; JAX's 524292 adds its 4-byte partition-id.
  const test::corpus_temp t = test::corpus_program("matmul_256x256x256_f32_contract_scatter");
  CHECK(t.jax == 524292);
  CHECK(t.lowered == 524288);
}

TEST_CASE("CPU: a bf16 dot runs in f32 between converts, its partial sums all-reduced in f32" *
          doctest::skip(!test::have_corpus())) {
  // tests/data/jax/matmul_512x128x1024_bf16_1dev: compiled.hlo converts each operand to f32
  // (wrapped_convert), makes the dot in f32 (ynn_fusion, f32[512,1024]) and converts it back to
  // the bf16 output; JAX's temp 2359296.
  test::check_exact("matmul_512x128x1024_bf16_1dev", 2359296);
  // matmul_512x128x1024_bf16_contract: the f32 partial and its f32 all-reduce: 4194304.
  test::check_exact("matmul_512x128x1024_bf16_contract", 4194304);
}

TEST_CASE("CPU: a rematerialized forward merges with the original once the barriers are gone" *
          doctest::skip(!test::have_corpus())) {
  // tests/data/jax/remat_mlp4_nothing_saveable_1dev: XLA:CPU expands the optimization barriers and
  // CSE merges the recomputed layers with the forward's, whose activations then live into the
  // backward (compiled.hlo has no recomputation): JAX's temp 10485760.
  test::check_exact("remat_mlp4_nothing_saveable_1dev", 10485760);
}

TEST_CASE("CPU: a call is inlined, so fusion reaches across it") {
  // As JAX lowers jnp.var (tests/data/jax/reduce_mean_var_1dev: `call @_var`, with chlo.square):
  // the subtract and the square inside the call fuse into the reduce that reads them.
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<1024x512xf32>) -> tensor<1024xf32> {
    %0 = call @_var(%arg0) : (tensor<1024x512xf32>) -> tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @_var(%arg0: tensor<1024x512xf32>) -> tensor<1024xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1024x512xf32>
    %3 = chlo.square %2 : tensor<1024x512xf32> -> tensor<1024x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<1024x512xf32>, tensor<f32>) -> tensor<1024xf32>
    return %4 : tensor<1024xf32>
  }
})";
  CHECK(test::cpu_temp(text) == 0);
  const hlo_module m = hlo_inline_calls(parse_stablehlo_module(text));
  CHECK(m.computations.size() == 1);  // _var is gone
  CHECK(test::fused_entry(m) == "parameter fusion[kCustom]");
}

TEST_CASE("CPU: CSE merges identical values, not tuple elements of two indices nor two returned values") {
  // HloCSE compares the whole instruction: get-tuple-element's index is part of it. Two values the
  // root returns stay apart: copy insertion, which ran on the module as read, gave each a buffer.
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = (f32[4], f32[4]) parameter(0)
  a = f32[4] get-tuple-element(p), index=0
  b = f32[4] get-tuple-element(p), index=1
  x = f32[4] negate(a)
  y = f32[4] negate(a)
  z = f32[4] negate(b)
  w = f32[4] negate(b)
  s = f32[4] add(z, w)
  ROOT t = (f32[4], f32[4], f32[4]) tuple(x, y, s)
})");
  const std::vector<std::vector<std::uint32_t>> plan = hlo_cse_plan(m);
  REQUIRE(plan.size() == 1);
  CHECK(plan[0] == std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 5, 7, 8});  // w into z; x and y returned, a and b apart
}

TEST_CASE("a call chain 100000 deep is inlined without recursion, not a stack overflow") {
  const hlo_module m = parse_hlo_module(test::hlo_call_chain(100000));
  const hlo_module inlined = hlo_inline_calls(m);
  REQUIRE(inlined.computations.size() == 1);
  CHECK(test::fused_entry(inlined) == "parameter negate");
}

TEST_CASE("a CSE plan of another module, or two modules of different instructions, are refused") {
  const hlo_module m = parse_hlo_module("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n");
  CHECK_THROWS_WITH_AS((void)hlo_cse_apply(m, {{0, 7}}),
                       "a CSE plan merges instruction 1 of computation 'e' into 7, past its 2", invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_cse_apply(m, {}), "a CSE plan of 0 computations does not fit HLO module 'm' of 1",
                       invalid_error);
  hlo_module local = m;
  hlo_module written = parse_hlo_module("HloModule m\nENTRY e {\n  ROOT p = f32[4] parameter(0)\n}\n");
  CHECK_THROWS_WITH_AS(hlo_partial_collectives(local, written),
                       "computation 'e' has 1 instructions as written, 2 sized per device", invalid_error);
}

TEST_CASE("a call whose callee takes other parameters than its operands is left a call, not inlined") {
  // Inlining would leave the callee's second parameter read by nothing the caller defines.
  const hlo_module m = parse_hlo_module(R"(HloModule m
f {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  ROOT s = f32[4] add(a, b)
}
ENTRY e {
  p = f32[4] parameter(0)
  ROOT c = f32[4] call(p), to_apply=f
})");
  const hlo_module inlined = hlo_inline_calls(m);
  CHECK(inlined.computations.size() == 2);
  CHECK(inlined.entry()->root()->opcode == "call");
}
