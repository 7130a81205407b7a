// Tests for xla/hlo_buffer_sharing.hpp: whether a user may write over its operand's buffer
// (CanShareOperandBufferWithUser with the GPU backend's CanShareBufferHint and
// FusionCanShareBufferHint) and whether two live ranges interfere (LiveRangeInterferes). Expected
// answers are our reading of hlo_dataflow_analysis.cc and gpu/buffer_sharing.cc (said beside each).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_sharing.hpp>

using namespace shardmem;

namespace {

constexpr std::string_view bs_module = R"(HloModule m
fused_exp {
  fp = f32[8] parameter(0)
  ROOT fe = f32[8] exponential(fp)
}
fused_transpose {
  tp = f32[2,4] parameter(0)
  ROOT tt = f32[4,2] transpose(tp), dimensions={1,0}
}
ENTRY e {
  p = f32[8] parameter(0)
  q = f32[2,4] parameter(1)
  u = f32[2] parameter(2)
  i = s32[] parameter(3)
  k = f32[8] constant({1,2,3,4,5,6,7,8})
  a = f32[8] exponential(p)
  s = f32[8] add(a, k)
  d = f32[8] dynamic-update-slice(s, u, i)
  f = f32[8] fusion(d), kind=kLoop, calls=fused_exp
  g = f32[4,2] fusion(q), kind=kLoop, calls=fused_transpose
  r = f32[8] all-reduce(f), to_apply=fused_exp
  dot = f32[8] dot(r, k), lhs_contracting_dims={}, rhs_contracting_dims={}
  ROOT t = (f32[8], f32[4,2]) tuple(dot, g)
})";

// The module above and its values.
struct bs_fixture {
  hlo_module m = parse_hlo_module(bs_module);
  hlo_live_ranges lr = hlo_liveness(m);
  detail::ba_values v{m, lr};
  detail::ba_sharing sh{v};
};

std::uint32_t bs_index(const hlo_module& m, std::string_view name) {
  const hlo_computation& e = *m.entry();
  for (std::uint32_t i = 0; i < e.instructions.size(); ++i)
    if (e.instructions[i].name == name) return i;
  FAIL("no instruction " << name);
  return 0;
}

}  // namespace

TEST_CASE("may a user write over its operand: elementwise, in place, the GPU hints") {
  const bs_fixture f;
  const std::uint32_t c = f.v.entry;
  auto can = [&](std::string_view op, std::string_view user) {
    return f.sh.can_share(c, bs_index(f.m, op), {}, bs_index(f.m, user), {});
  };
  CHECK(can("a", "s"));          // add is elementwise on its operand of the same shape
  CHECK_FALSE(can("k", "s"));    // a constant's buffer is never written
  CHECK(can("s", "d"));          // dynamic-update-slice writes in place of operand 0
  CHECK_FALSE(can("u", "d"));    // not of operand 1 (and not of its shape)
  CHECK(can("d", "f"));          // FusionCanShareBufferHint: the parameter reaches the root elementwise
  CHECK_FALSE(can("q", "g"));    // through a transpose it does not
  CHECK(can("f", "r"));          // CanShareBufferHint: an all-reduce of one operand
  CHECK_FALSE(can("r", "dot"));  // a dot is not elementwise
}

TEST_CASE("live ranges interfere when they meet, unless the later value may write over the earlier") {
  const bs_fixture f;
  auto value = [&](std::string_view name) { return *f.lr.value_of(f.m, name); };
  // a ends at s's time, where s (an add reading a) starts: s may take a's place.
  CHECK(f.v.end[value("a")] == f.v.start[value("s")]);
  CHECK_FALSE(f.sh.interferes(value("a"), value("s")));
  CHECK_FALSE(f.sh.interferes(value("s"), value("a")));
  // a and the parameter p meet over [a's start, the end]: they interfere.
  CHECK(f.sh.interferes(value("p"), value("a")));
  // r ends where dot starts, but a dot may not write over its operand.
  CHECK(f.v.end[value("r")] == f.v.start[value("dot")]);
  CHECK(f.sh.interferes(value("r"), value("dot")));
  // g and a never meet.
  CHECK(f.v.end[value("a")] < f.v.start[value("g")]);
  CHECK_FALSE(f.sh.interferes(value("a"), value("g")));
}
