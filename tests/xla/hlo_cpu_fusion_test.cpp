// Tests for xla/hlo_cpu_fusion.hpp: XLA:CPU's fusion decisions and BFS scheduler on modules not
// compiled yet, and the passes run in order (hlo_cpu_passes). Each module is a small version of a
// program of tests/data/jax (issue 45's corpus, JAX 0.10.2 on CPU), named beside it with the temp
// JAX printed for it (memory_analysis.json) and what its compiled.hlo shows XLA:CPU made.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_cpu_fusion.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "../doubling.hpp"
#include "cpu_passes.hpp"
#include "deep_inputs.hpp"
#include "test_data.hpp"

using namespace shardmem;

namespace {

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
  CHECK(test::cpu_temp(text) == 0);
  const hlo_module m = parse_stablehlo_module(text);
  CHECK(test::fused_entry(m) == "parameter fusion[kLoop]");
}

TEST_CASE("CPU: a reduction is a YNNPACK fusion that takes in its elementwise producers" *
          doctest::skip(!test::have_corpus())) {
  // tests/data/jax/reduce_logsumexp_1dev: the sum's exp and subtract of f32[1024,512] fuse into the
  // reduce (compiled.hlo: ynn_fusion rooted in reduce_sum), only the f32[1024] results remain:
  // JAX's temp 4096; each op's own buffer gave 2101248.
  test::check_exact("reduce_logsumexp_1dev", 4096);
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
  CHECK(test::fused_entry(parse_stablehlo_module(text)) == "parameter exponential negate abs tuple");
  std::string cheap = text;
  cheap.replace(cheap.find("stablehlo.exponential"), std::string_view("stablehlo.exponential").size(), "stablehlo.negate");
  CHECK(test::fused_entry(parse_stablehlo_module(cheap)) == "parameter fusion[kLoop] fusion[kLoop] tuple");
}

TEST_CASE("CPU: an operand written after its user is never fused, not left read by nothing") {
  // HLO text may define an operand after the instruction reading it; neither joins a fusion, so
  // the fused module still defines every name it reads.
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] add(n, p)
  n = f32[4] negate(p)
  ROOT t = f32[4] tanh(a)
})");
  CHECK(test::fused_entry(m) == "parameter add negate tanh");
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
          doctest::skip(!test::have_corpus())) {
  // The passes are for what JAX lowered: tests/data/jax/reduce_logsumexp_1dev/compiled.hlo keeps
  // its schedule and XLA's temp (4096).
  const hlo_memory_summary s = analyze_hlo(
      parse_hlo_module(test::read_file(test::data_dir() / "jax/reduce_logsumexp_1dev/compiled.hlo")), 0,
      hlo_backend::cpu);
  CHECK(s.schedule == "as written");
  CHECK(s.categories->device.temp.count() == 4096);
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
          doctest::skip(!test::have_corpus())) {
  // Every program of tests/data/jax: `shardmem hlo lowered.mlir --backend cpu` against
  // memory_analysis.json's temp. The bounds are what the corpus reads now: a change that makes it
  // worse fails here. Each program outside 10% is named with its reason in
  // tests/python/test_jax_corpus_lowered_temp.py.
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
      lowered = test::cpu_temp(test::read_file(dir.path() / "lowered.mlir"));
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
  CHECK(median <= 0.02);
  CHECK(within >= 164);
}

TEST_CASE("the BFS scheduler refuses a computation whose operands form a cycle, naming how many never run") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] add(p, b)
  b = f32[4] negate(a)
  ROOT r = f32[4] exponential(b)
})");
  CHECK_THROWS_WITH_AS((void)hlo_bfs_schedule(m),
                       "computation 'e' has a cycle among its operands: 3 of its 4 instructions never become ready; "
                       "XLA refuses such a module",
                       invalid_error);
}
