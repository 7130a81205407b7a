// What the tests of XLA:CPU's passes share (hlo_cpu_fusion_test.cpp, hlo_cpu_simplify_test.cpp):
// the temp `shardmem hlo --backend cpu` gives for StableHLO text, a module's fused entry as
// opcodes, and the programs of tests/data/jax (issue 45's corpus, JAX 0.10.2 on CPU) with the temp
// JAX printed for each.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>

#include <doctest/doctest.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <shardmem/xla/hlo_cpu_fusion.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include "test_data.hpp"

namespace shardmem::test {

// The temp bytes `shardmem hlo FILE --backend cpu` gives for StableHLO text `text`.
inline std::int64_t cpu_temp(std::string text) {
  const hlo_memory_summary s = analyze_hlo(parse_stablehlo_module(std::move(text)), 0, hlo_backend::cpu);
  REQUIRE(s.categories.has_value());
  return s.categories->device.temp.count();
}

// The opcodes of the entry computation of `m` once fused, space-separated, with each fusion's kind.
inline std::string fused_entry(const hlo_module& m) {
  const hlo_module f = hlo_fused(m, hlo_cpu_fusion_plan(m));
  std::string out;
  for (const hlo_instruction& in : f.entry()->instructions) {
    out += out.empty() ? "" : " ";
    out += in.opcode;
    if (in.opcode == "fusion") out += fmt::format("[{}]", in.attribute("kind").value_or(""));
  }
  return out;
}

// tests/data/jax/<name>: JAX's temp (memory_analysis.json) and the lowered text's, by XLA:CPU's passes.
struct corpus_temp {
  std::int64_t jax = 0, lowered = 0;
};
inline corpus_temp corpus_program(std::string_view name) {
  const std::filesystem::path dir = data_dir() / "jax" / std::string(name);
  const nlohmann::json want = nlohmann::json::parse(read_file(dir / "memory_analysis.json"));
  return {want.at("temp_size_in_bytes").get<std::int64_t>(), cpu_temp(read_file(dir / "lowered.mlir"))};
}

// Whether the checkout has the corpus.
inline bool have_corpus() { return std::filesystem::exists(data_dir() / "jax"); }

// Program `name`'s JAX temp is `jax` (as its memory_analysis.json printed) and the lowered text's
// temp is the same.
inline void check_exact(std::string_view name, std::int64_t jax) {
  CAPTURE(name);
  const corpus_temp t = corpus_program(name);
  CHECK(t.jax == jax);
  CHECK(t.lowered == t.jax);
}

}  // namespace shardmem::test
