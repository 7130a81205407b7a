// Tests for xla/hlo_dataflow.hpp: the values a module's instructions define and pass on
// (HloDataflowAnalysis), its flattened schedule (HloLiveRange's FlattenSchedule), the union-find
// of buffers and the one-or-many vector the value sets are made of. Expected values are our
// reading of hlo_dataflow_analysis.cc and hlo_live_range.cc (said beside each).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_dataflow.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deep_inputs.hpp"

using namespace shardmem;

namespace {

// "name{index}" of each value in the set at pre-order subshape `pos` of instruction `name`.
std::vector<std::string> set_names(const detail::hlo_dataflow& d, std::string_view name, std::size_t pos = 0) {
  for (std::uint32_t c = 0; c < d.m.computations.size(); ++c)
    for (std::uint32_t i = 0; i < d.m.computations[c].instructions.size(); ++i) {
      if (d.m.computations[c].instructions[i].name != name) continue;
      std::vector<std::string> out;
      for (const std::uint32_t v : d.sets[c][i][pos]) {
        const hlo_value& val = d.values[v];
        out.push_back(fmt::format("{}{{{}}}", d.m.computations[val.computation].instructions[val.instruction].name,
                                  fmt::join(val.index, ",")));
      }
      return out;
    }
  FAIL("no instruction " << name);
  return {};
}

// The first value instruction `name` defines.
std::uint32_t value_named(const detail::hlo_dataflow& d, std::string_view name) {
  for (std::uint32_t v = 0; v < d.values.size(); ++v)
    if (d.m.computations[d.values[v].computation].instructions[d.values[v].instruction].name == name) return v;
  FAIL("no value of " << name);
  return 0;
}

// Parses `text` and flattens it (the module lives as long as the dataflow is read).
std::size_t flatten_text(std::string_view text) {
  const hlo_module m = parse_hlo_module(text);
  return detail::hlo_flatten(m).values.size();
}

std::vector<std::string> schedule_names(const detail::hlo_dataflow& d) {
  std::vector<std::string> out;
  for (const auto& [c, i] : d.schedule) out.emplace_back(d.m.computations[c].instructions[i].name);
  return out;
}

}  // namespace

TEST_CASE("one_or_many holds one element in place and more in a vector") {
  detail::one_or_many<int> v;
  CHECK(v.empty());
  v.push_back(7);
  CHECK(v.size() == 1);
  CHECK(v.front() == 7);
  v.push_back(8);
  v.push_back(9);
  CHECK(std::vector<int>(v.begin(), v.end()) == std::vector<int>{7, 8, 9});
  v.truncate(v.begin() + 1);
  CHECK(v.size() == 1);
  CHECK(v[0] == 7);  // back in place
  v = {1, 2};
  CHECK(v[1] == 2);
  v.assign(3, 5);
  CHECK(std::vector<int>(v.begin(), v.end()) == std::vector<int>{5, 5, 5});
  v.resize(0);
  CHECK(v.empty());
}

TEST_CASE("the buffers' union-find joins values and counts them") {
  detail::hlo_value_buffers b;
  b.grow(4);
  CHECK(b.buffer_of(2) == 2);
  CHECK(b.count(2) == 1);
  b.join(0, 1);
  b.join(2, 1);
  CHECK(b.buffer_of(0) == b.buffer_of(2));
  CHECK(b.count(b.buffer_of(0)) == 3);
  b.join(6, 3);  // grows to hold value 6
  CHECK(b.buffer_of(6) == b.buffer_of(3));
  CHECK(b.buffer_of(5) == 5);
  CHECK(b.count(b.buffer_of(3)) == 2);
}

TEST_CASE("values flow through tuples, get-tuple-element and bitcast; a call's callee runs before it") {
  // HloDataflowAnalysis: a tuple defines its table ({}) and holds its operands' values below it;
  // get-tuple-element and bitcast define nothing; a callee's parameter holds its caller's operand.
  // FlattenSchedule: the callee's instructions just before the call.
  const hlo_module m = parse_hlo_module(R"(HloModule m
callee {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[4] exponential(a)
  t = (f32[4], f32[4]) tuple(a, b)
  g = f32[4] get-tuple-element(t), index=1
  c = f32[4] call(g), to_apply=callee
  ROOT bc = f32[2,2] bitcast(c)
})");
  const detail::hlo_dataflow d = detail::hlo_flatten(m);
  CHECK(schedule_names(d) == std::vector<std::string>{"a", "b", "t", "g", "p", "n", "c", "bc"});
  CHECK(set_names(d, "t", 0) == std::vector<std::string>{"t{}"});
  CHECK(set_names(d, "t", 1) == std::vector<std::string>{"a{}"});
  CHECK(set_names(d, "t", 2) == std::vector<std::string>{"b{}"});
  CHECK(set_names(d, "g") == std::vector<std::string>{"b{}"});
  CHECK(set_names(d, "p") == std::vector<std::string>{"b{}"});
  CHECK(set_names(d, "c") == std::vector<std::string>{"n{}"});
  CHECK(set_names(d, "bc") == std::vector<std::string>{"n{}"});
  CHECK(d.values.size() == 4);  // a, b, t's table, n
  const auto callee = static_cast<std::size_t>(m.find("callee") - m.computations.data());
  CHECK(d.span[callee] == std::pair<std::int64_t, std::int64_t>{4, 6});
}

TEST_CASE("a while's state is a phi in its body, condition and itself; an in-place write joins buffers") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
cond {
  cp = f32[4] parameter(0)
  ROOT lt = pred[] constant(false)
}
body {
  bp = f32[4] parameter(0)
  ROOT e = f32[4] exponential(bp)
}
ENTRY e {
  a = f32[4] parameter(0)
  u = f32[1] constant({1})
  i = s32[] constant(0)
  w = f32[4] while(a), condition=cond, body=body
  ROOT d = f32[4] dynamic-update-slice(w, u, i)
})");
  detail::hlo_dataflow d = detail::hlo_flatten(m);
  // FlattenSchedule: the condition, then the body, just before the while.
  CHECK(schedule_names(d) == std::vector<std::string>{"a", "u", "i", "cp", "lt", "bp", "e", "w", "d"});
  // UpdateWhileValueSet in SSA form: phis, defined by the parameters and the while.
  CHECK(set_names(d, "bp") == std::vector<std::string>{"bp{}"});
  CHECK(set_names(d, "cp") == std::vector<std::string>{"cp{}"});
  CHECK(set_names(d, "w") == std::vector<std::string>{"w{}"});
  std::size_t phis = 0;
  for (const hlo_value& v : d.values) phis += v.phi;
  CHECK(phis == 3);
  CHECK(d.whiles.size() == 1);
  // The dynamic-update-slice writes into w's buffer.
  const std::uint32_t vd = value_named(d, "d"), vw = value_named(d, "w");
  CHECK(d.buffers.buffer_of(vd) == d.buffers.buffer_of(vw));
}

TEST_CASE("flattening refuses recursion, a callee called twice and an operand the computation lacks") {
  // (An operand that only ends a range, as negate's, is resolved by hlo_liveness's ranges later;
  // one whose values flow on, as a bitcast's, is resolved here.)
  CHECK_THROWS_WITH_AS((void)flatten_text(R"(HloModule m
f {
  p = f32[] parameter(0)
  ROOT c = f32[] call(p), to_apply=f
}
ENTRY e {
  a = f32[] parameter(0)
  ROOT c = f32[] call(a), to_apply=f
})"),
                       doctest::Contains("computation 'f' calls itself"), invalid_error);
  CHECK_THROWS_WITH_AS((void)flatten_text(R"(HloModule m
f {
  ROOT p = f32[] parameter(0)
}
ENTRY e {
  a = f32[] parameter(0)
  c1 = f32[] call(a), to_apply=f
  ROOT c2 = f32[] call(c1), to_apply=f
})"),
                       doctest::Contains("computation 'f' is called more than once"), invalid_error);
  CHECK_THROWS_WITH_AS((void)flatten_text(R"(HloModule m
ENTRY e {
  a = f32[] parameter(0)
  ROOT n = f32[] bitcast(zz)
})"),
                       "instruction 'n' of computation 'e' reads 'zz', which the computation lacks", invalid_error);
}

TEST_CASE("flattening refuses a name defined twice in a fusion body it does not flatten") {
  // (Flatten reads only the computations it reaches by operand; the others' names are checked.)
  CHECK_THROWS_WITH_AS((void)flatten_text(R"(HloModule m
fused {
  p = f32[4]{0} parameter(0)
  a = f32[4]{0} negate(p)
  a = f32[4]{0} negate(a)
}
ENTRY e {
  x = f32[4]{0} parameter(0)
  ROOT f = f32[4]{0} fusion(x), kind=kLoop, calls=fused
})"),
                       doctest::Contains("HLO computation 'fused' defines instruction 'a' twice"), invalid_error);
}

TEST_CASE("an HLO call chain 100000 deep is flattened, callees first, not a stack overflow") {
  // main calls c100000, which calls c99999 ... c0 (computations[k] is ck, main the last). Each
  // level's parameter runs as it is entered, its call once its callee is done: main's parameter
  // at 0, ck's at n + 1 - k, c0's negate at n + 2, ck's call at n + 2 + k, main's at 2n + 3.
  constexpr std::uint32_t n = 100000;
  const hlo_module m = parse_hlo_module(test::hlo_call_chain(n));
  const detail::hlo_dataflow d = detail::hlo_flatten(m);
  REQUIRE(d.schedule.size() == 2 * n + 4);
  std::size_t wrong = 0;
  for (std::uint32_t k = 0; k <= n + 1; ++k) {
    const std::int64_t first = n + 1 - k, last = n + 2 + k;  // (main: k = n + 1)
    wrong += d.schedule[first] != std::pair<std::uint32_t, std::uint32_t>{k, 0};
    wrong += d.schedule[last] != std::pair<std::uint32_t, std::uint32_t>{k, 1};
    wrong += d.span[k] != std::pair<std::int64_t, std::int64_t>{first, last + 1};
  }
  CHECK(wrong == 0);
  // The entry's parameter flows down the chain to c0's negate, which defines the value main returns.
  CHECK(set_names(d, "p").size() == 1);
  CHECK(d.sets[0][0][0].front() == d.sets[n + 1][0][0].front());
  CHECK(d.sets[n + 1][1][0].front() == d.sets[0][1][0].front());
}

TEST_CASE("a chain of calls, whiles and conditionals 30000 deep is flattened as the chain 10 deep is") {
  // Every callee inside its caller's span and before the instruction that calls it; every
  // instruction on the schedule once.
  for (const std::size_t n : {std::size_t{10}, std::size_t{30000}}) {
    CAPTURE(n);
    const hlo_module m = parse_hlo_module(test::hlo_call_chain(n, true));
    const detail::hlo_dataflow d = detail::hlo_flatten(m);
    std::size_t instructions = 0, wrong = 0;
    for (std::uint32_t c = 0; c < m.computations.size(); ++c) {
      instructions += m.computations[c].instructions.size();
      for (std::uint32_t i = 0; i < m.computations[c].instructions.size(); ++i)
        for (const std::string_view callee : m.computations[c].instructions[i].called) {
          const auto k = static_cast<std::size_t>(m.find(callee) - m.computations.data());
          wrong += d.span[k].first < d.span[c].first || d.span[k].second > d.time[c][i];
        }
    }
    CHECK(d.schedule.size() == instructions);
    CHECK(wrong == 0);
    CHECK(d.whiles.size() == (n + 2) / 3);  // (levels 2, 5, 8, ... of 1 to n + 1)
    CHECK(d.conditionals.size() == (n + 1) / 3);
  }
}
