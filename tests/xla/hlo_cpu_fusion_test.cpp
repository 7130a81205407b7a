// Tests for xla/hlo_cpu_fusion.hpp: XLA:CPU's fusion decisions and BFS scheduler on modules not
// compiled yet. Each module is a small version of a program of tests/data/jax (issue 45's corpus,
// JAX 0.10.2 on CPU), named beside it with the temp JAX printed for it (memory_analysis.json) and
// what its compiled.hlo shows XLA:CPU made.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_cpu_fusion.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "../doubling.hpp"
#include "deep_inputs.hpp"
#include "test_data.hpp"

using namespace shardmem;

namespace {

// The temp bytes `shardmem hlo FILE --backend cpu` gives for StableHLO text `text`.
std::int64_t cpu_temp(std::string text) {
  const hlo_memory_summary s = analyze_hlo(parse_stablehlo_module(std::move(text)), 0, hlo_backend::cpu);
  REQUIRE(s.categories.has_value());
  return s.categories->temp;
}

// The opcodes of the entry computation of `m` once fused, space-separated, with each fusion's kind.
std::string fused_entry(const hlo_module& m) {
  const hlo_module f = hlo_fused(m, hlo_cpu_fusion_plan(m));
  std::string out;
  for (const hlo_instruction& in : f.entry()->instructions) {
    out += out.empty() ? "" : " ";
    out += in.opcode;
    if (in.opcode == "fusion") out += fmt::format("[{}]", in.attribute("kind").value_or(""));
  }
  return out;
}

// An elementwise chain on f32[512,512], as JAX lowers one.
constexpr std::string_view elementwise_chain = R"(module @m {
  func.func public @main(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.sine %arg0 : tensor<512x512xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<512x512xf32>
    %2 = stablehlo.add %1, %arg0 : tensor<512x512xf32>
    %3 = stablehlo.tanh %2 : tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
})";

}  // namespace

TEST_CASE("CPU: an elementwise chain is one loop fusion, its intermediates never get a buffer") {
  // tests/data/jax/elementwise_chain4_1dev: sines, multiplies and adds on f32[1024,256]; JAX's temp
  // is 0 (compiled.hlo: one kLoop fusion writing the output), where each op's own buffer gave 1 MiB.
  const std::string text(elementwise_chain);
  CHECK(cpu_temp(text) == 0);
  const hlo_module m = parse_stablehlo_module(text);
  CHECK(fused_entry(m) == "parameter fusion[kLoop]");
}

namespace {

// tests/data/jax/<name>: JAX's temp (memory_analysis.json) and the lowered text's, by XLA:CPU's passes.
struct corpus_temp {
  std::int64_t jax = 0, lowered = 0;
};
corpus_temp corpus_program(std::string_view name) {
  const std::filesystem::path dir = test::data_dir() / "jax" / std::string(name);
  const nlohmann::json want = nlohmann::json::parse(test::read_file(dir / "memory_analysis.json"));
  return {want.at("temp_size_in_bytes").get<std::int64_t>(), cpu_temp(test::read_file(dir / "lowered.mlir"))};
}

const bool have_corpus = std::filesystem::exists(test::data_dir() / "jax");

// Program `name`'s JAX temp is `jax` (as its memory_analysis.json printed) and the lowered text's
// temp is the same.
void check_exact(std::string_view name, std::int64_t jax) {
  CAPTURE(name);
  const corpus_temp t = corpus_program(name);
  CHECK(t.jax == jax);
  CHECK(t.lowered == t.jax);
}

}  // namespace

TEST_CASE("CPU: a reduction is a YNNPACK fusion that takes in its elementwise producers" *
          doctest::skip(!have_corpus)) {
  // tests/data/jax/reduce_logsumexp_1dev: the sum's exp and subtract of f32[1024,512] fuse into the
  // reduce (compiled.hlo: ynn_fusion rooted in reduce_sum), only the f32[1024] results remain:
  // JAX's temp 4096; each op's own buffer gave 2101248.
  check_exact("reduce_logsumexp_1dev", 4096);
}

TEST_CASE("CPU: a dot contracting a sharded dimension makes a partial result that an all-reduce sums" *
          doctest::skip(!have_corpus)) {
  // tests/data/jax/matmul_256x256x256_f32_contract (8 devices, the contraction cut 8 ways): each
  // device's f32[256,256] partial is a temporary, the all-reduce writes the output: 262144.
  check_exact("matmul_256x256x256_f32_contract", 262144);
  // matmul_512x256x512_contract_x4: f32[512,512] partials, 1048576.
  check_exact("matmul_512x256x512_contract_x4", 1048576);
  // reduce_sum_cols_cols_x8: a reduce over the sharded dimension, f32[1024] partial: 4096.
  check_exact("reduce_sum_cols_cols_x8", 4096);
}

TEST_CASE("CPU: where the result is sharded further, the sum is a temporary too, sliced per device" *
          doctest::skip(!have_corpus)) {
  // tests/data/jax/matmul_256x256x256_f32_contract_scatter: partial and all-reduce f32[256,256]
  // (262144 each) before the f32[32,256] slice; JAX's 524292 adds its 4-byte partition-id.
  const corpus_temp t = corpus_program("matmul_256x256x256_f32_contract_scatter");
  CHECK(t.jax == 524292);
  CHECK(t.lowered == 524288);
}

TEST_CASE("CPU: a bf16 dot runs in f32 between converts, its partial sums all-reduced in f32" *
          doctest::skip(!have_corpus)) {
  // tests/data/jax/matmul_512x128x1024_bf16_1dev: compiled.hlo converts each operand to f32
  // (wrapped_convert), makes the dot in f32 (ynn_fusion, f32[512,1024]) and converts it back to
  // the bf16 output; JAX's temp 2359296.
  check_exact("matmul_512x128x1024_bf16_1dev", 2359296);
  // matmul_512x128x1024_bf16_contract: the f32 partial and its f32 all-reduce: 4194304.
  check_exact("matmul_512x128x1024_bf16_contract", 4194304);
}

TEST_CASE("CPU: a rematerialized forward merges with the original once the barriers are gone" *
          doctest::skip(!have_corpus)) {
  // tests/data/jax/remat_mlp4_nothing_saveable_1dev: XLA:CPU expands the optimization barriers and
  // CSE merges the recomputed layers with the forward's, whose activations then live into the
  // backward (compiled.hlo has no recomputation): JAX's temp 10485760.
  check_exact("remat_mlp4_nothing_saveable_1dev", 10485760);
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
  CHECK(cpu_temp(text) == 0);
  const hlo_module m = hlo_inline_calls(parse_stablehlo_module(text));
  CHECK(m.computations.size() == 1);  // _var is gone
  CHECK(fused_entry(m) == "parameter fusion[kCustom]");
}

TEST_CASE("CPU: an expensive producer read twice is not duplicated into its consumers") {
  // CpuInstructionFusion::IsExpensive: exponential is, and stays an instruction of its own that
  // both users read; a cheap producer (negate) is fused into each user instead (duplicated).
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.exponential %arg0 : tensor<256x256xf32>
    %1 = stablehlo.negate %0 : tensor<256x256xf32>
    %2 = stablehlo.abs %0 : tensor<256x256xf32>
    return %1, %2 : tensor<256x256xf32>, tensor<256x256xf32>
  }
})";
  CHECK(fused_entry(parse_stablehlo_module(text)) == "parameter exponential negate abs tuple");
  std::string cheap = text;
  cheap.replace(cheap.find("stablehlo.exponential"), std::string_view("stablehlo.exponential").size(), "stablehlo.negate");
  CHECK(fused_entry(parse_stablehlo_module(cheap)) == "parameter fusion[kLoop] fusion[kLoop] tuple");
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

TEST_CASE("CPU: the BFS scheduler runs what is ready first, in the order it became ready") {
  // BFSMemoryScheduler: p and c (no operands) first, then a and b (ready after p), then d.
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] negate(p)
  c = f32[4] constant({1,2,3,4})
  d0 = f32[4] add(a, c)
  b = f32[4] abs(p)
  ROOT d = f32[4] add(d0, b)
})");
  const hlo_module_schedule s = hlo_bfs_schedule(m);
  std::string order;
  for (const std::uint32_t i : s.sequences[0]) order += std::string(m.computations[0].instructions[i].name) + " ";
  CHECK(order == "p c a b d0 d ");
}

TEST_CASE("CPU: a compiled module is analysed as written, its fusions not made again" *
          doctest::skip(!have_corpus)) {
  // The passes are for what JAX lowered: tests/data/jax/reduce_logsumexp_1dev/compiled.hlo keeps
  // its schedule and XLA's temp (4096).
  const hlo_memory_summary s = analyze_hlo(
      parse_hlo_module(test::read_file(test::data_dir() / "jax/reduce_logsumexp_1dev/compiled.hlo")), 0,
      hlo_backend::cpu);
  CHECK(s.schedule == "as written");
  CHECK(s.categories->temp == 4096);
}

TEST_CASE("CPU: GPU's reading of a lowered module is unchanged by the CPU passes") {
  // The elementwise chain of the first test, read with GPU's rules: its five instructions as
  // written, in the order DefaultMemoryScheduler chooses; with CPU's, fused and in BFS order.
  const std::string text(elementwise_chain);
  const hlo_memory_summary s = analyze_hlo(parse_stablehlo_module(text), 0, hlo_backend::gpu);
  CHECK(s.schedule == "list");
  CHECK(s.instructions == 5);
  CHECK(analyze_hlo(parse_stablehlo_module(text), 0, hlo_backend::cpu).schedule == "bfs");
}

TEST_CASE("a fusion plan of another module is refused, naming both sizes") {
  const hlo_module m = parse_hlo_module("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n");
  hlo_fusion_plan plan;
  CHECK_THROWS_WITH_AS((void)hlo_fused(m, plan), "a fusion plan of 0 computations does not fit HLO module 'm' of 1",
                       invalid_error);
  plan.groups.resize(1);
  plan.groups[0].push_back({5, {0, 5}, false});
  CHECK_THROWS_WITH_AS((void)hlo_fused(m, plan),
                       "a fusion of 2 instructions rooted at 5 does not fit computation 'e' of 2", invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_cse_apply(m, {{0, 7}}),
                       "a CSE plan merges instruction 1 of computation 'e' into 7, past its 2", invalid_error);
}

TEST_CASE("a call chain 100000 deep is inlined without recursion, not a stack overflow") {
  const hlo_module m = parse_hlo_module(test::hlo_call_chain(100000));
  const hlo_module inlined = hlo_inline_calls(m);
  REQUIRE(inlined.computations.size() == 1);
  CHECK(fused_entry(inlined) == "parameter negate");
}

TEST_CASE("XLA:CPU's passes on a call chain or a flat module 4x as large take well under 16x the time") {
  shardmem_test::check_linear(
      [](std::int64_t n) { (void)hlo_inline_calls(parse_hlo_module(test::hlo_call_chain(static_cast<std::size_t>(n)))); },
      5000);
  shardmem_test::check_linear(
      [](std::int64_t n) {
        (void)hlo_cpu_passes(parse_stablehlo_module(test::stablehlo_wide(static_cast<std::size_t>(n))));
      },
      5000);
}

TEST_CASE("the JAX corpus: lowered CPU temp within 10% of JAX's on most programs, median error bounded" *
          doctest::skip(!have_corpus)) {
  // Every program of tests/data/jax: `shardmem hlo lowered.mlir --backend cpu` against
  // memory_analysis.json's temp. The relative error's median over all programs was 0.1468 (121
  // of 252 read within 10%) when this was written; a change that makes it worse fails here. Most of
  // what is left: loop bodies (a lowered while's body is not read as a computation yet) and
  // values the lowered text gives no sharding (sharding propagation).
  std::vector<double> errors;
  int within = 0, programs = 0;
  for (const auto& dir : std::filesystem::directory_iterator(test::data_dir() / "jax")) {
    if (!std::filesystem::exists(dir.path() / "lowered.mlir")) continue;
    ++programs;
    CAPTURE(dir.path().filename().string());
    const nlohmann::json want = nlohmann::json::parse(test::read_file(dir.path() / "memory_analysis.json"));
    const auto jax = want.at("temp_size_in_bytes").get<std::int64_t>();
    std::int64_t lowered = 0;
    try {
      lowered = cpu_temp(test::read_file(dir.path() / "lowered.mlir"));
    } catch (const error&) {
      continue;  // (read by the arguments' and outputs' tests; one program is refused today)
    }
    const double e = jax == 0 ? (lowered == 0 ? 0.0 : 1.0)
                              : std::abs(static_cast<double>(lowered - jax)) / static_cast<double>(jax);
    errors.push_back(e);
    within += e <= 0.1 ? 1 : 0;
  }
  REQUIRE(errors.size() >= 250);
  std::sort(errors.begin(), errors.end());
  const std::size_t n = errors.size();
  const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
  MESSAGE(fmt::format("lowered CPU temp: median relative error {:.4f}, {} of {} within 10% ({} programs)", median,
                      within, n, programs));
  CHECK(median <= 0.147);
  CHECK(within >= 121);
}
