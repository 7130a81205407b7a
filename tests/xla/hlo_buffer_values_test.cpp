// Tests for xla/hlo_buffer_values.hpp: a module's values as buffer assignment reads them (value
// sets and positions, XLA's value ids, buffers with input_output_alias, sizes, colours, live-out
// buffers and normalized ranges). Expected values are our reading of hlo_dataflow_analysis.cc,
// hlo_alias_analysis.cc and hlo_live_range.cc (said beside each).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_values.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <cstdint>
#include <vector>

using namespace shardmem;

namespace {

// The value instruction `name` of the entry defines at `index`.
std::uint32_t bv_value(const hlo_live_ranges& lr, const hlo_module& m, std::string_view name,
                       const hlo_shape_index& index = {}) {
  const auto v = lr.value_of(m, name, index);
  REQUIRE(v.has_value());
  return *v;
}

constexpr std::string_view bv_module = R"(HloModule m, input_output_alias={ {0}: (0, {}, may-alias) }
ENTRY e {
  p0 = f32[4] parameter(0)
  p1 = f32[8]{0:S(5)} parameter(1)
  a = f32[4] exponential(p0)
  b = f32[4] negate(a)
  ROOT t = (f32[4], f32[8]{0:S(5)}) tuple(b, p1)
})";

}  // namespace

TEST_CASE("buffers join what input_output_alias pairs; sizes, colours and live-out follow the buffer") {
  const hlo_module m = parse_hlo_module(bv_module);
  const hlo_live_ranges lr = hlo_liveness(m);
  const detail::ba_values v(m, lr);
  const std::uint32_t p0 = bv_value(lr, m, "p0"), p1 = bv_value(lr, m, "p1"), a = bv_value(lr, m, "a"),
                      b = bv_value(lr, m, "b"), t = bv_value(lr, m, "t");
  // input_output_alias {0}: (0, {}): output {0}, which holds b, is written into parameter 0.
  CHECK(v.buffer_of(b) == v.buffer_of(p0));
  CHECK(v.buffer_of(a) != v.buffer_of(p0));
  const auto& members = v.members[v.buffer_of(p0)];
  CHECK(std::vector<std::uint32_t>(members.begin(), members.end()) == std::vector<std::uint32_t>{p0, b});  // p0 first
  CHECK(v.buffer_size[v.buffer_of(p0)] == 16);
  CHECK(v.buffer_size[v.buffer_of(t)] == 16);  // a tuple's table: two 8-byte pointers
  // Live out: the values the entry's root holds (b, p1 and the tuple's table), not a.
  CHECK(v.live_out[b]);
  CHECK(v.live_out[p1]);
  CHECK(v.live_out[t]);
  CHECK_FALSE(v.live_out[a]);
  CHECK(v.buffer_live_out[v.buffer_of(p0)]);
  // DefaultColorer: a value's colour is its defining layout's memory space.
  CHECK(v.color[p1] == 5);
  CHECK(v.color[a] == 0);
  // b's positions: where it is defined, then the tuple's element {0}.
  REQUIRE(v.positions[b].size() == 2);
  CHECK(v.at(v.positions[b][1].c, v.positions[b][1].i).name == "t");
  CHECK(v.positions[b][1].pos == 1);
}

TEST_CASE("value ids in XLA's order: post order of the instructions, subshapes in pre-order") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  y = f32[4] parameter(1)
  x = f32[4] parameter(0)
  s = f32[4] add(x, y)
  ROOT t = (f32[4], f32[4]) tuple(s, x)
})");
  const hlo_live_ranges lr = hlo_liveness(m);
  const detail::ba_values v(m, lr);
  // MakeInstructionPostOrder from the root t: its first operand s first, whose operands x, y
  // come before it; so x, y, s, t, whatever the text order.
  const std::uint32_t x = bv_value(lr, m, "x"), y = bv_value(lr, m, "y"), s = bv_value(lr, m, "s"),
                      t = bv_value(lr, m, "t");
  CHECK(v.id_less(x, y));
  CHECK(v.id_less(y, s));
  CHECK(v.id_less(s, t));
  CHECK(v.post_position(x) < v.post_position(y));
}

TEST_CASE("normalized ranges: a buffer's values hand over at the next one's start") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  u = f32[2] parameter(1)
  i = s32[] parameter(2)
  a = f32[8] exponential(p)
  d = f32[8] dynamic-update-slice(a, u, i)
  ROOT n = f32[8] negate(d)
})");
  const hlo_live_ranges lr = hlo_liveness(m);
  const detail::ba_values v(m, lr);
  const std::uint32_t a = bv_value(lr, m, "a"), d = bv_value(lr, m, "d");
  // One buffer (d writes in place of a): a's range ends where d's starts (NormalizeAliasedBuffers).
  CHECK(v.buffer_of(a) == v.buffer_of(d));
  CHECK(v.start[a] == 3);
  CHECK(v.end[a] == v.start[d]);
  CHECK(v.start[d] == 4);
  CHECK(v.end[d] == 5);
}

TEST_CASE("an input_output_alias naming a parameter the entry lacks is refused") {
  const hlo_module m = parse_hlo_module(
      "HloModule m, input_output_alias={ {}: (3, {}, may-alias) }\nENTRY e { ROOT p = f32[4]{0} parameter(0) }");
  const hlo_live_ranges lr = hlo_liveness(m);
  CHECK_THROWS_WITH_AS(detail::ba_values(m, lr),
                       "input_output_alias names parameter 3, which the entry computation lacks", invalid_error);
}

TEST_CASE("buffer assignment's value sets take 16 bytes a subshape and 4 a defined value, not 112 an instruction") {
  // One value set per subshape of every instruction, and the positions and members of each value:
  // their size is most of what a large module's buffer assignment holds (bench/analysis_bench).
  CHECK(sizeof(detail::ba_values::vset) == 16);
  CHECK(sizeof(detail::ba_small<detail::ba_position>) == 24);
  CHECK(sizeof(detail::ba_position) == 12);
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = (f32[4], (f32[2], s32[])) parameter(0)
  g = (f32[2], s32[]) get-tuple-element(p), index=1
  x = f32[2] get-tuple-element(g), index=0
  y = f32[2] negate(x)
  ROOT t = (f32[2], (f32[2], s32[])) tuple(y, g)
})");
  const hlo_live_ranges lr = hlo_liveness(m);
  const detail::ba_values v(m, lr);
  const std::uint32_t c = v.entry;
  // Every subshape has its set, every defined value its slot, by pre-order subshape.
  REQUIRE(v.sets(c, 0).size() == 5);
  REQUIRE(v.defined(c, 0).size() == 5);
  CHECK(v.sets(c, 1).size() == 3);
  CHECK(v.defined(c, 1)[0] == detail::ba_values::none);  // a get-tuple-element defines nothing
  CHECK(std::vector<std::uint32_t>(v.sets(c, 2)[0].begin(), v.sets(c, 2)[0].end()) ==
        std::vector<std::uint32_t>{v.defined(c, 0)[3]});  // x holds p's {1, 0}
  // The index of a pre-order subshape, and back.
  CHECK(v.index_at(c, 0, 3) == hlo_shape_index{1, 0});
  CHECK(v.position_of(c, 0, {1, 1}) == 4);
  CHECK(v.index_at(c, 4, 0).empty());
  CHECK(v.index_at(c, 4, 2) == hlo_shape_index{1});
  CHECK_THROWS_AS((void)v.position_of(c, 0, {2}), invalid_error);
  CHECK_THROWS_AS((void)v.index_at(c, 0, 5), invalid_error);
}
