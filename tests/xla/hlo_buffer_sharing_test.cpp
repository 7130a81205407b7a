// Tests for xla/hlo_buffer_sharing.hpp: whether a user may write over its operand's buffer
// (CanShareOperandBufferWithUser with the GPU backend's CanShareBufferHint and
// FusionCanShareBufferHint) and whether two live ranges interfere (LiveRangeInterferes). Expected
// answers are our reading of hlo_dataflow_analysis.cc and gpu/buffer_sharing.cc (said beside each).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_sharing.hpp>
#include <shardmem/xla/hlo_buffer_values.hpp>
#include <shardmem/xla/hlo_parse.hpp>

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
    return f.sh.can_share(c, bs_index(f.m, op), {}, c, bs_index(f.m, user), {});
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

TEST_CASE("one sharing predicate: the elementwise rule and XLA's whole rule part on fusions and in-place writes") {
  const hlo_module m = parse_hlo_module(bs_module);
  const auto e = static_cast<std::uint32_t>(m.entry() - m.computations.data());
  const detail::hlo_sharing narrow(m, hlo_backend::gpu, detail::share_rules::elementwise);
  const detail::hlo_sharing gpu(m, hlo_backend::gpu, detail::share_rules::xla);
  const detail::hlo_sharing cpu(m, hlo_backend::cpu, detail::share_rules::xla);
  CHECK(narrow.rules() == detail::share_rules::elementwise);
  CHECK(gpu.rules() == detail::share_rules::xla);
  auto can = [&](const detail::hlo_sharing& s, std::string_view op, std::string_view user) {
    return s.can_share(e, bs_index(m, op), {}, e, bs_index(m, user), {});
  };
  for (const detail::hlo_sharing* s : {&narrow, &gpu, &cpu}) {
    CHECK(can(*s, "a", "s"));        // an elementwise add of the operand's shape: every rule
    CHECK_FALSE(can(*s, "p", "s"));  // not a user that does not read the operand itself
    CHECK_FALSE(can(*s, "q", "g"));  // a fusion through a transpose is not elementwise on it
    CHECK_FALSE(can(*s, "k", "s"));  // a constant's buffer is never written
  }
  CHECK_FALSE(can(narrow, "p", "a"));  // the elementwise rule leaves entry parameters alone
  CHECK(can(cpu, "p", "a"));           // XLA's rule does not
  // A loop fusion elementwise on its operand: XLA's rule (GPU's hint; CPU's generic fusion rule),
  // not the elementwise one, which takes no fusion.
  CHECK_FALSE(can(narrow, "d", "f"));
  CHECK(can(gpu, "d", "f"));
  CHECK(can(cpu, "d", "f"));
  // dynamic-update-slice writes in place of operand 0: XLA's rule only.
  CHECK_FALSE(can(narrow, "s", "d"));
  CHECK(can(gpu, "s", "d"));
  CHECK(can(cpu, "s", "d"));
  // An all-reduce of one operand: GPU's hint only.
  CHECK(can(gpu, "f", "r"));
  CHECK_FALSE(can(cpu, "f", "r"));
  CHECK_FALSE(can(narrow, "f", "r"));
  // The elementwise rule takes neither a tuple index nor an operand of another computation.
  CHECK_FALSE(narrow.can_share(e, bs_index(m, "a"), {0}, e, bs_index(m, "s"), {}));
  CHECK_FALSE(narrow.can_share(0, 0, {}, e, bs_index(m, "s"), {}));
}

TEST_CASE("a copy never takes its operand's buffer, and the module's tables hold each user once") {
  const hlo_module m = parse_hlo_module(R"(HloModule c
ENTRY e {
  p = f32[8] parameter(0)
  a = f32[8] exponential(p)
  b = f32[8] add(a, a)
  ROOT c = f32[8] copy(b)
})");
  const detail::hlo_module_tables t(m);
  const std::uint32_t e = 0, a = 1, b = 2, c = 3;
  for (const auto rules : {detail::share_rules::elementwise, detail::share_rules::xla}) {
    const detail::hlo_sharing given(m, hlo_backend::cpu, rules, &t), own(m, hlo_backend::cpu, rules);
    CHECK(given.can_share(e, a, {}, e, b, {}));
    CHECK_FALSE(given.can_share(e, b, {}, e, c, {}));
    for (std::uint32_t o = 0; o < 4; ++o)  // the tables given or built: one answer
      for (std::uint32_t u = 0; u < 4; ++u)
        CHECK(given.can_share(e, o, {}, e, u, {}) == own.can_share(e, o, {}, e, u, {}));
  }
  REQUIRE(t.users(e, a).size() == 1);  // add(a, a) is one user
  CHECK(t.users(e, a)[0] == b);
  CHECK(t.user_of(e, b, a));
  CHECK_FALSE(t.user_of(e, c, a));
  CHECK(t.operand(e, b, 1) == a);
  CHECK_THROWS_WITH_AS((void)t.operand(e, c, 1), "instruction 'c' (copy) has 1 operands; it needs at least 2",
                       invalid_error);
}
