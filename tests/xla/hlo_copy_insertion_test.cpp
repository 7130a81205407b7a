// hlo_add_root_copies: an output buffer for each place of the entry's ROOT tuple, as XLA's copy
// insertion makes them (xla/service/copy_insertion.cc, AddSpecialCaseCopies), so a value
// returned twice counts twice and a returned argument has an output of its own.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_copy_insertion.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "test_data.hpp"

using namespace shardmem;

TEST_CASE("a value repeated in the ROOT tuple gets an output buffer at each place") {
  const std::string text = R"(HloModule m
ENTRY e {
  p = f32[256] parameter(0)
  a = f32[256] exponential(p)
  b = f32[256] negate(p)
  ROOT t = (f32[256], f32[256], f32[256], f32[256], f32[256]) tuple(a, a, b, a, b)
})";
  hlo_module m = parse_hlo_module(text);
  CHECK(hlo_assign_buffers(m).memory.device.output.count() == 2 * 1024 + 40);  // a and b once, and the tuple table
  CHECK(hlo_add_root_copies(m) == 3);
  const hlo_instruction& root = *m.entry()->root();
  CHECK(std::vector<std::string_view>(root.operands.begin(), root.operands.end()) ==
        std::vector<std::string_view>{"a", "a.copy", "b", "a.copy.1", "b.copy"});
  CHECK(m.entry()->instructions.size() == 7);
  CHECK(hlo_assign_buffers(m).memory.device.output.count() == 5 * 1024 + 40);  // five outputs, as XLA compiles it
  // parse_program gives a module before XLA's passes (not scheduled) the copies; a compiled
  // (scheduled) module is read as written.
  CHECK(hlo_assign_buffers(parse_program(text)).memory.device.output.count() == 5 * 1024 + 40);
  CHECK(hlo_assign_buffers(parse_program("HloModule m, is_scheduled=true\n" + text.substr(text.find('\n') + 1)))
            .memory.device.output.count() == 2 * 1024 + 40);
}

TEST_CASE("a returned parameter or constant is copied unless the parameter is donated") {
  hlo_module m = parse_hlo_module(R"(HloModule m, input_output_alias={ {1}: (1, {}, may-alias) }
ENTRY e {
  p = f32[64] parameter(0)
  q = f32[64] parameter(1)
  c = f32[64] constant({...})
  ROOT t = (f32[64], f32[64], f32[64]) tuple(p, q, c)
})");
  CHECK(hlo_add_root_copies(m) == 2);  // p and c; q's buffer is the output's (donated)
  const hlo_instruction& root = *m.entry()->root();
  CHECK(std::vector<std::string_view>(root.operands.begin(), root.operands.end()) ==
        std::vector<std::string_view>{"p.copy", "q", "c.copy"});
  const memory_stats mem = hlo_assign_buffers(m).memory;
  CHECK(mem.device.argument.count() == 512);
  CHECK(mem.device.alias.count() == 256);
  CHECK(mem.device.output.count() == 3 * 256 + 24);
}

TEST_CASE("StableHLO returning one value twice: two outputs, and a note") {
  const hlo_module m = parse_program(R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
    %0 = stablehlo.sine %arg0 : tensor<64xf32>
    return %0, %0 : tensor<64xf32>, tensor<64xf32>
  }
}
)");
  REQUIRE(m.lowered.has_value());
  CHECK(std::count(m.lowered->notes.begin(), m.lowered->notes.end(),
                   "1 output copied into a buffer of its own (a value returned at more than one place, a parameter not "
                   "donated, a constant), as XLA's copy insertion does") == 1);
  CHECK(hlo_assign_buffers(m).memory.device.output.count() == 2 * 256 + 16);
}

// tests/data/jax (make_corpus.py, JAX 0.10.2 on CPU): programs whose outputs XLA's copy insertion
// gives buffers of their own, and the output_size_in_bytes memory_analysis() printed for each.
TEST_CASE("JAX's programs returning a value twice, an argument or a constant: the outputs XLA printed, from "
          "the lowered text" *
          doctest::skip(!std::filesystem::exists(test::data_dir() / "jax"))) {
  struct program {
    const char* name;
    std::int64_t output;     // memory_analysis().output_size_in_bytes, as JAX printed it
    std::size_t copies;      // the root copies the lowered module needs
  };
  // One value twice (f32[512,512]: two buffers and a 16-byte tuple table); an argument returned
  // as it is beside a computed output; a constant output; on 8 devices one argument returned twice
  // and once doubled (3 shards of f32[64,128] and 24 bytes of table).
  for (const program& p : {program{"donate_not_donated_repeat_output_1dev", 2097168, 1},
                           program{"donate_passthrough_1dev", 524304, 1},
                           program{"donate_constant_output_1dev", 327696, 0},
                           program{"donate_repeat_input_twice_x8", 98328, 2}}) {
    CAPTURE(p.name);
    const std::filesystem::path dir = test::data_dir() / "jax" / p.name;
    const nlohmann::json want = nlohmann::json::parse(test::read_file(dir / "memory_analysis.json"));
    REQUIRE(want.at("output_size_in_bytes").get<std::int64_t>() == p.output);
    const hlo_module m = parse_program(test::read_file(dir / "lowered.mlir"));
    REQUIRE(m.lowered.has_value());
    const hlo_memory_summary s = analyze_hlo(m, 0, hlo_backend::cpu);
    REQUIRE(s.categories.has_value());
    CHECK(s.categories->device.output.count() == p.output);
    const auto copied = std::count_if(m.lowered->notes.begin(), m.lowered->notes.end(), [&](const std::string& n) {
      return n.starts_with(p.copies == 1 ? "1 output copied" : fmt::format("{} outputs copied", p.copies));
    });
    CHECK(copied == (p.copies == 0 ? 0 : 1));
  }
}

TEST_CASE("an unfused scatter writes in place of the operand it scatters into") {
  // XLA's in-place pairs (AliasInfo::GetInPlaceInputOutputPairs, IsDefaultInPlaceOperation: a
  // scatter's operand k into its result {k}): one buffer for both; before, the lowered text of
  // every JAX step using take_along_axis's gradient was refused.
  const hlo_module m = parse_hlo_module(R"(HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[1024] parameter(0)
  z = f32[1024] exponential(p)
  i = s32[4,1] parameter(1)
  u = f32[4] parameter(2)
  sc = f32[1024] scatter(z, i, u), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  ROOT r = f32[1024] negate(sc)
})");
  const hlo_assignment a = hlo_assign_buffers(m, hlo_backend::cpu);
  const hlo_live_ranges& l = a.liveness;
  const auto z = l.value_of(m, "z"), sc = l.value_of(m, "sc");
  REQUIRE((z.has_value() && sc.has_value()));
  auto allocation_of = [&](std::uint32_t v) {
    for (std::size_t k = 0; k < a.allocations.size(); ++k)
      for (const hlo_allocation::slice& s : a.allocations[k].values)
        if (s.value == v) return k;
    return a.allocations.size();
  };
  CHECK(allocation_of(*z) == allocation_of(*sc));  // z's buffer, written in place
  CHECK(allocation_of(*z) < a.allocations.size());
  CHECK(a.memory.device.argument.count() == 4096 + 16 + 16);
  CHECK(a.memory.device.output.count() == 4096);
}
