// Tests for xla/hlo_alias.hpp: PhiGraph::Optimize drops the phis that merge one value only, and
// HloAliasAnalysis makes a while's and a conditional's merged values one buffer. Expected values
// are our reading of hlo_phi_graph.cc and hlo_alias_analysis.cc (said beside each).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_alias.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <set>
#include <string>

using namespace shardmem;

namespace {

std::size_t alias_phis(const detail::hlo_dataflow& d) {
  std::size_t n = 0;
  for (const hlo_value& v : d.values) n += v.phi;
  return n;
}

// The buffer of the value instruction `name` defines at `index`.
std::uint32_t alias_buffer(detail::hlo_dataflow& d, std::string_view name, const hlo_shape_index& index = {}) {
  for (std::uint32_t v = 0; v < d.values.size(); ++v)
    if (d.m.computations[d.values[v].computation].instructions[d.values[v].instruction].name == name &&
        d.values[v].index == index)
      return d.buffers.buffer_of(v);
  FAIL("no value of " << name);
  return 0;
}

}  // namespace

TEST_CASE("a loop element the body passes through has no phi; one it changes keeps its phis") {
  // The body returns element 0 as it came and a new element 1: the phis of {0} merge the init
  // value only and are dropped (PhiGraph::Optimize); those of {1} merge init and the body's
  // exponential and stay, one buffer with both (ComputeWhileAliasedValues).
  const hlo_module m = parse_hlo_module(R"(HloModule m
cond {
  cp = (f32[4], f32[8]) parameter(0)
  ROOT lt = pred[] constant(false)
}
body {
  bp = (f32[4], f32[8]) parameter(0)
  g0 = f32[4] get-tuple-element(bp), index=0
  g1 = f32[8] get-tuple-element(bp), index=1
  x = f32[8] exponential(g1)
  ROOT t = (f32[4], f32[8]) tuple(g0, x)
}
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[8] parameter(1)
  init = (f32[4], f32[8]) tuple(a, b)
  ROOT w = (f32[4], f32[8]) while(init), condition=cond, body=body
})");
  detail::hlo_dataflow d = detail::hlo_flatten(m);
  const std::size_t before = alias_phis(d);
  CHECK(before == 9);  // 3 phis (body, condition, while) for each of {}, {0}, {1}
  detail::hlo_alias_pass(d).run();
  CHECK(alias_phis(d) == 6);  // {0}'s three are gone: they merged `a` only
  // {1}: init's b, the phis and the body's exponential are one buffer.
  CHECK(alias_buffer(d, "b") == alias_buffer(d, "x"));
  CHECK(alias_buffer(d, "w", {1}) == alias_buffer(d, "x"));
  // {0} is a's own buffer, apart from {1}'s.
  CHECK(alias_buffer(d, "a") != alias_buffer(d, "b"));
}

TEST_CASE("a conditional's value and its branch roots are one buffer") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
yes {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
no {
  q = f32[4] parameter(0)
  ROOT x = f32[4] exponential(q)
}
ENTRY e {
  k = pred[] parameter(0)
  a = f32[4] parameter(1)
  ROOT c = f32[4] conditional(k, a, a), true_computation=yes, false_computation=no
})");
  detail::hlo_dataflow d = detail::hlo_flatten(m);
  detail::hlo_alias_pass(d).run();
  CHECK(alias_phis(d) == 1);  // the conditional's, of two different roots
  CHECK(alias_buffer(d, "n") == alias_buffer(d, "x"));
  CHECK(alias_buffer(d, "c") == alias_buffer(d, "n"));
  CHECK(alias_buffer(d, "a") != alias_buffer(d, "n"));
}

TEST_CASE("a module without control flow is left as it was") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  a = f32[4] parameter(0)
  ROOT n = f32[4] negate(a)
})");
  detail::hlo_dataflow d = detail::hlo_flatten(m);
  const std::size_t values = d.values.size();
  detail::hlo_alias_pass(d).run();
  CHECK(d.values.size() == values);
  CHECK(alias_buffer(d, "a") != alias_buffer(d, "n"));
}
