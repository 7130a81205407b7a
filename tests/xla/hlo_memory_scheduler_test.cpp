// Tests for xla/hlo_memory_scheduler.hpp: the list, DFS and post-order schedulers and
// DefaultMemoryScheduler's choice. Modules marked "XLA's" are ports of
// xla/hlo/transforms/simplifiers/hlo_memory_scheduler_test.cc (openxla/xla), asserting what it
// asserts; every other sequence and byte count is derived by hand from XLA's rules (the header's
// file comment), the derivation beside it. f32[42] is 168 bytes, f32[256] 1 KiB.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_memory_scheduler.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "test_data.hpp"

using namespace shardmem;

namespace {

// The names of computation `computation`'s instructions in `order`, space-separated.
std::string sched_names(const hlo_module& m, std::string_view computation, const std::vector<std::uint32_t>& order) {
  const hlo_computation* c = m.find(computation);
  REQUIRE(c != nullptr);
  std::string out;
  for (const std::uint32_t i : order) out += (out.empty() ? "" : " ") + std::string(c->instructions[i].name);
  return out;
}

// One scheduler's sequence of `computation`, as names.
std::string sched_of(const hlo_module& m, std::string_view computation, hlo_scheduler s) {
  return sched_names(m, computation, hlo_schedule_sequence(m, computation, s));
}

// Where `name` is in a space-separated sequence of names.
std::size_t sched_at(const std::string& sequence, std::string_view name) {
  std::size_t k = 0, from = 0;
  for (std::size_t to; (to = sequence.find(' ', from)) != std::string::npos; from = to + 1, ++k)
    if (sequence.substr(from, to - from) == name) return k;
  REQUIRE(sequence.substr(from) == name);
  return k;
}

// XLA's LastUseScheduledFirst: add is the last use of ab, so running it before negate frees ab.
constexpr const char* sched_last_use = R"(HloModule last_use
ENTRY e {
  param = f32[42] parameter(0)
  ab = f32[42] abs(param)
  exp = f32[42] exponential(param)
  add = f32[42] add(ab, exp)
  negate = f32[42] negate(exp)
  ROOT sub = f32[42] subtract(add, negate)
})";

}  // namespace

TEST_CASE("XLA's LastUseScheduledFirst: the default scheduler runs add before negate") {
  const hlo_module m = parse_hlo_module(sched_last_use);
  // List: param (priority (0, 2 users)) makes ab (-168, 1) and exp (-168, 2) ready: exp. Then
  // negate becomes ready at (-168, 1), tied with ab and inserted after it: negate, ab, add, sub.
  CHECK(sched_of(m, "e", hlo_scheduler::list) == "param exp negate ab add sub");
  // DFS: add's extra users 1 (exp's 2 users - 1) and total 504 (ab, exp, add) against negate's 1
  // and 336: add first; below it exp (extra 1) before ab (extra 0).
  CHECK(sched_of(m, "e", hlo_scheduler::dfs) == "param exp ab add negate sub");
  // Post order: sub's operands first to last, each one's first to last.
  CHECK(sched_of(m, "e", hlo_scheduler::post_order) == "param ab exp add negate sub");
  // The heap: param 168 all along; in the list order ab is allocated while exp and negate live
  // (672), add and sub take over their dying operand's buffer. DFS and post order hold 3 at most.
  const hlo_module_schedule s = hlo_memory_schedule(m);
  REQUIRE(s.choices.size() == 1);
  CHECK(s.choices[0] == hlo_schedule_choice{"e", hlo_scheduler::dfs, 672, 504, 504});  // a tie: DFS before post order
  // What XLA's test asserts of HloMemoryScheduler's sequence.
  const std::string chosen = sched_names(m, "e", s.sequences[0]);
  CHECK(chosen.starts_with("param "));
  CHECK(chosen.ends_with(" sub"));
  CHECK(sched_at(chosen, "add") < sched_at(chosen, "negate"));
  CHECK(hlo_sequence_memory(m, "e", s.sequences[0]) == 504);
}

TEST_CASE("XLA's ListSchedulerHandlesAliasing: d frees p1 and runs before e") {
  const hlo_module m = parse_hlo_module(R"(HloModule test_aliasing_module
ENTRY root {
  param = s32[1000] parameter(0)
  p0 = s32[1000] copy(param)
  p1 = s32[1000] copy(param)
  t = (s32[1000], s32[1000]) tuple(p0, p1)
  a = s32[1000] get-tuple-element(t), index=0
  b = s32[1000] get-tuple-element(t), index=1
  c = s32[1000] add(a, b)
  d = s32[1000] add(c, b)
  e = s32[1000] add(c, c)
  f = s32[1000] add(e, e)
  ROOT result = (s32[1000], s32[1000], s32[1000]) tuple(d, e, f)
})");
  const std::string list = sched_of(m, "root", hlo_scheduler::list);
  // XLA asserts param first, result last, d before e. The rest, derived: p0 and p1 tie and p1 was
  // made ready last; b (2 users) before a; once b runs t's table has one use left, a frees it.
  CHECK(sched_at(list, "param") == 0);
  CHECK(sched_at(list, "result") == 10);
  CHECK(sched_at(list, "d") < sched_at(list, "e"));
  CHECK(list == "param p1 p0 t b a c d e f result");
}

TEST_CASE("XLA's TuplesAreAccountedCorrectly: abs_abs2 runs before the tuple") {
  // abs_abs1 and abs_abs2 tie (each defines 24 bytes, frees nothing); abs_abs2 was made ready last.
  const hlo_module m = parse_hlo_module(R"(HloModule tuples
ENTRY t {
  lit = f32[6] constant({1, 1, 1, 1, 1, 1})
  abs_const = f32[6] abs(lit)
  abs_abs1 = f32[6] abs(abs_const)
  tuple = (f32[6]) tuple(abs_abs1)
  tuple_elm = f32[6] get-tuple-element(tuple), index=0
  abs_abs2 = f32[6] abs(abs_const)
  ROOT add = f32[6] add(tuple_elm, abs_abs2)
})");
  const std::string list = sched_of(m, "t", hlo_scheduler::list);
  CHECK(sched_at(list, "abs_abs2") < sched_at(list, "tuple"));
  CHECK(list == "lit abs_const abs_abs2 abs_abs1 tuple tuple_elm add");
}

TEST_CASE("the post order wins where the heuristics run the larger subtree first") {
  // x1 is a temporary of 8 KiB reduced to x (1 KiB); y is 6 KiB, built in place. As written, x
  // then y: 1 + 8 + 1 = 10 KiB at most. The list prefers y1 (defines 6 KiB) to x1 (8 KiB), then
  // y2 (frees y1); DFS visits y2's subtree first (total 12 KiB against x's 9): both hold y while
  // x1 and x are made, 1 + 6 + 8 + 1 = 16 KiB.
  const hlo_module m = parse_hlo_module(R"(HloModule post_order_wins
ENTRY e {
  p = f32[256] parameter(0)
  x1 = f32[8,256] broadcast(p), dimensions={1}
  x = f32[1,256] slice(x1), slice={[0:1], [0:256]}
  y1 = f32[6,256] broadcast(p), dimensions={1}
  y2 = f32[6,256] negate(y1)
  ROOT r = (f32[1,256], f32[6,256]) tuple(x, y2)
})");
  CHECK(sched_of(m, "e", hlo_scheduler::list) == "p y1 y2 x1 x r");
  CHECK(sched_of(m, "e", hlo_scheduler::dfs) == "p y1 y2 x1 x r");
  CHECK(sched_of(m, "e", hlo_scheduler::post_order) == "p x1 x y1 y2 r");
  const hlo_module_schedule s = hlo_memory_schedule(m);
  REQUIRE(s.choices.size() == 1);
  CHECK(s.choices[0] == hlo_schedule_choice{"e", hlo_scheduler::post_order, 16384, 16384, 10240});
}

TEST_CASE("the list scheduler wins where a slice frees a large operand early") {
  // a (8 KiB) is read by u1 and v. DFS and the post order make u's subtree (total 18 KiB) while a
  // lives: 1 + 8 + 1 + 8 = 18 KiB once u2 is made. The list runs v, which leaves u1 a's last use
  // (its priority refreshed to +7 KiB), so a is gone before u2: 11 KiB at most.
  const hlo_module m = parse_hlo_module(R"(HloModule list_wins
ENTRY e {
  p = f32[256] parameter(0)
  a = f32[8,256] broadcast(p), dimensions={1}
  u1 = f32[1,256] slice(a), slice={[0:1], [0:256]}
  u2 = f32[8,256] concatenate(u1, u1, u1, u1, u1, u1, u1, u1), dimensions={0}
  u = f32[1,256] slice(u2), slice={[1:2], [0:256]}
  v = f32[1,256] slice(a), slice={[2:3], [0:256]}
  ROOT r = (f32[1,256], f32[1,256]) tuple(u, v)
})");
  CHECK(sched_of(m, "e", hlo_scheduler::list) == "p a v u1 u2 u r");
  CHECK(sched_of(m, "e", hlo_scheduler::dfs) == "p a u1 u2 u v r");
  CHECK(sched_of(m, "e", hlo_scheduler::post_order) == "p a u1 u2 u v r");
  const hlo_module_schedule s = hlo_memory_schedule(m);
  REQUIRE(s.choices.size() == 1);
  CHECK(s.choices[0] == hlo_schedule_choice{"e", hlo_scheduler::list, 11264, 18432, 18432});
  // The reordered module is analysed in that order: its liveness peak is the list's 11 KiB plus
  // r's table (16 bytes), which hlo_liveness counts from r's time, when u2 is gone.
  const hlo_module r = hlo_reordered(m, s);
  CHECK_FALSE(r.is_scheduled);
  CHECK(r.computations[0].instructions[2].name == "v");
  CHECK(r.computations[0].root()->name == "r");
  CHECK(hlo_liveness(r).peak == 11264);
  CHECK(hlo_liveness(m).peak == 18432);
}

TEST_CASE("control predecessors are honoured by all three schedulers") {
  std::string text = sched_last_use;
  const std::string negate = "negate = f32[42] negate(exp)";
  text.replace(text.find(negate), negate.size(), negate + ", control-predecessors={%add}");
  const hlo_module m = parse_hlo_module(text);
  // The list now waits for add before negate; DFS and the post order already ran add first.
  CHECK(sched_of(m, "e", hlo_scheduler::list) == "param exp ab add negate sub");
  CHECK(sched_of(m, "e", hlo_scheduler::dfs) == "param exp ab add negate sub");
  CHECK(sched_of(m, "e", hlo_scheduler::post_order) == "param ab exp add negate sub");
  std::string cyclic = text;
  const std::string add = "add = f32[42] add(ab, exp)";
  cyclic.replace(cyclic.find(add), add.size(), add + ", control-predecessors={%negate}");
  CHECK_THROWS_WITH_AS((void)hlo_memory_schedule(parse_hlo_module(cyclic)),
                       "computation 'e' has a cycle among its operands and control predecessors; it cannot be "
                       "scheduled",
                       invalid_error);
}

TEST_CASE("a while's body and condition are scheduled each on its own (XLA's TrivialScheduler module)") {
  const hlo_module m = parse_hlo_module(R"(HloModule ModuleWithWhile

body {
  param.b = (s32[], s32[]) parameter(0)
  gte.0 = s32[] get-tuple-element(param.b), index=0
  gte.1 = s32[] get-tuple-element(param.b), index=1
  add = s32[] add(gte.0, gte.1)
  ROOT tuple = (s32[], s32[]) tuple(gte.0, add)
}

cond {
  param.c = (s32[], s32[]) parameter(0)
  ROOT constant = pred[] constant(true)
}

ENTRY main {
  init = (s32[], s32[]) parameter(0)
  ROOT while = (s32[], s32[]) while(init), condition=cond, body=body
})");
  const hlo_module_schedule s = hlo_memory_schedule(m);
  REQUIRE(s.choices.size() == 3);
  // Scalars come first in the list (priority the highest), gte.1 made ready after gte.0; a
  // parameter is not moved ahead of a scalar constant.
  CHECK(sched_names(m, "body", s.sequences[0]) == "param.b gte.1 gte.0 add tuple");
  CHECK(sched_names(m, "cond", s.sequences[1]) == "constant param.c");
  CHECK(sched_names(m, "main", s.sequences[2]) == "init while");
  // The body: its parameter's table (a phi, 16) and element {1} (a phi, 4) from the start, the
  // table dying at gte.0; add then the tuple's table: 20. The entry: its parameter's three
  // values (24, live to the end) and the while's phis (16 + 4): 44.
  CHECK(s.choices[0] == hlo_schedule_choice{"body", hlo_scheduler::list, 20, 20, 20});
  CHECK(s.choice("main")->list_bytes == 44);
  CHECK(hlo_liveness(hlo_reordered(m, s)).peak == hlo_liveness(m).peak);
}

TEST_CASE("only the computations the entry runs are scheduled; others stay as written") {
  const hlo_module m = parse_hlo_module(R"(HloModule reduce
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[64] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[] reduce(p, z), dimensions={0}, to_apply=add
})");
  const hlo_module_schedule s = hlo_memory_schedule(m);
  REQUIRE(s.choices.size() == 1);
  CHECK(s.choice("add") == nullptr);
  CHECK(s.sequences[0].empty());
  CHECK(sched_names(m, "e", s.sequences[1]) == "z p r");  // z, a scalar, before the parameter
  CHECK_THROWS_WITH_AS((void)hlo_schedule_sequence(m, "add", hlo_scheduler::list),
                       "computation 'add' is not one the entry runs (through call, while or conditional): it is not "
                       "scheduled here",
                       invalid_error);
  CHECK_THROWS_AS((void)hlo_sequence_memory(m, "e", std::vector<std::uint32_t>{0, 0, 1}), invalid_error);
  hlo_module_schedule wrong = s;
  wrong.sequences[1] = {0, 1};
  CHECK_THROWS_WITH_AS((void)hlo_reordered(m, wrong), "a schedule of 2 instructions does not fit computation 'e' of 3",
                       invalid_error);
}

TEST_CASE("analyze_hlo reads a module not scheduled in the order chosen, and a scheduled one as written") {
  const hlo_memory_summary s = analyze_hlo(parse_hlo_module(sched_last_use));
  CHECK(s.schedule == "dfs");
  CHECK(s.peak == 504);
  CHECK(hlo_memory_report(s).find("order: not scheduled yet; read as XLA's memory scheduler would run it (the dfs "
                                  "scheduler's order for the entry)") != std::string::npos);
  std::string scheduled = sched_last_use;
  scheduled.replace(0, std::string_view("HloModule last_use").size(), "HloModule last_use, is_scheduled=true");
  const hlo_memory_summary as_written = analyze_hlo(parse_hlo_module(scheduled));
  CHECK(as_written.schedule == "as written");
  CHECK(as_written.peak == 504);  // as written is the post order
  CHECK(hlo_memory_report(as_written).find("order:") == std::string::npos);
  // What JAX lowered (tests/data/jaxdecomp, SOURCE.md): chains of calls, every order alike in
  // memory, so the list's (the first on a tie) is taken; the sizes stay as stablehlo_parse_test
  // asserts them.
  const hlo_memory_summary lowered = analyze_hlo(parse_stablehlo_module(
      test::read_file(test::data_dir() / "jaxdecomp/v100/4/pfft3d/256_2_2_NCCL_float32_IFFT-cont.mlir")));
  CHECK(lowered.schedule == "list");
  REQUIRE(lowered.categories);
  CHECK(lowered.categories->device.argument.count() == 33554432);
  CHECK(lowered.categories->device.output.count() == 33554432);
}

TEST_CASE("every sequence of the lowered jaxdecomp programs runs operands before users, each instruction once") {
  // tests/data/jaxdecomp (SOURCE.md): 322 programs, their computations chains of calls; sized per
  // device as analyze_hlo sizes them.
  std::size_t programs = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(test::data_dir() / "jaxdecomp")) {
    if (e.path().extension() != ".mlir") continue;
    const hlo_module written = parse_stablehlo_module(test::read_file(e.path()));
    const hlo_module m = hlo_before_partitioning(written) ? hlo_per_device(written).module : written;
    const hlo_module_schedule s = hlo_memory_schedule(m);
    for (std::size_t c = 0; c < m.computations.size(); ++c) {
      const hlo_computation& comp = m.computations[c];
      if (s.sequences[c].empty()) continue;
      std::vector<std::size_t> at(comp.instructions.size(), comp.instructions.size());
      for (std::size_t t = 0; t < s.sequences[c].size(); ++t) at[s.sequences[c][t]] = t;
      REQUIRE(std::count(at.begin(), at.end(), comp.instructions.size()) == 0);
      for (std::size_t i = 0; i < comp.instructions.size(); ++i)
        for (const std::string_view o : comp.instructions[i].operands) {
          const auto op = std::find_if(comp.instructions.begin(), comp.instructions.end(),
                                       [&](const hlo_instruction& x) { return x.name == o; });
          REQUIRE(op != comp.instructions.end());
          CHECK(at[static_cast<std::size_t>(op - comp.instructions.begin())] < at[i]);
        }
    }
    ++programs;
  }
  CHECK(programs == 322);
}
