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
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

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

}  // namespace

TEST_CASE("CPU: an elementwise chain is one loop fusion, its intermediates never get a buffer") {
  // tests/data/jax/elementwise_chain4_1dev: sines, multiplies and adds on f32[1024,256]; JAX's temp
  // is 0 (compiled.hlo: one kLoop fusion writing the output), where each op's own buffer gave 1 MiB.
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.sine %arg0 : tensor<512x512xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<512x512xf32>
    %2 = stablehlo.add %1, %arg0 : tensor<512x512xf32>
    %3 = stablehlo.tanh %2 : tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
})";
  CHECK(cpu_temp(text) == 0);
  const hlo_module m = parse_stablehlo_module(text);
  CHECK(fused_entry(m) == "parameter fusion[kLoop]");
}
