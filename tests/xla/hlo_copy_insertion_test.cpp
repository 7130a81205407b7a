// hlo_add_root_copies: an output buffer for each place of the entry's ROOT tuple, as XLA's copy
// insertion makes them (xla/service/copy_insertion.cc, AddSpecialCaseCopies), so a value
// returned twice counts twice and a returned argument has an output of its own.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_copy_insertion.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <algorithm>
#include <string>

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
  CHECK(hlo_assign_buffers(m).memory.output == 2 * 1024 + 40);  // a and b once, and the tuple table
  CHECK(hlo_add_root_copies(m) == 3);
  const hlo_instruction& root = *m.entry()->root();
  CHECK(std::vector<std::string_view>(root.operands.begin(), root.operands.end()) ==
        std::vector<std::string_view>{"a", "a.copy", "b", "a.copy.1", "b.copy"});
  CHECK(m.entry()->instructions.size() == 7);
  CHECK(hlo_assign_buffers(m).memory.output == 5 * 1024 + 40);  // five outputs, as XLA compiles it
  // parse_program gives a module before XLA's passes (not scheduled) the copies; a compiled
  // (scheduled) module is read as written.
  CHECK(hlo_assign_buffers(parse_program(text)).memory.output == 5 * 1024 + 40);
  CHECK(hlo_assign_buffers(parse_program("HloModule m, is_scheduled=true\n" + text.substr(text.find('\n') + 1)))
            .memory.output == 2 * 1024 + 40);
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
  const hlo_memory_categories mem = hlo_assign_buffers(m).memory;
  CHECK(mem.argument == 512);
  CHECK(mem.alias == 256);
  CHECK(mem.output == 3 * 256 + 24);
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
  CHECK(hlo_assign_buffers(m).memory.output == 2 * 256 + 16);
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
  CHECK(a.memory.argument == 4096 + 16 + 16);
  CHECK(a.memory.output == 4096);
}
