// Tests for xla/hlo_live_range.hpp: live ranges on the flattened schedule and the heap
// simulator's peak, on the HLO vectors of tests/data/hlo_vectors.json, each number asserted as its
// source printed it (XLA's tests) or as we derived it by the rules (said so beside it).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "test_data.hpp"

using namespace shardmem;

namespace {

// The module of vector `id` in tests/data/hlo_vectors.json.
hlo_module vector_module(std::string_view id) {
  static const nlohmann::json vectors = nlohmann::json::parse(test::read_file(test::data_dir() / "hlo_vectors.json"));
  for (const auto& v : vectors)
    if (v.at("id") == id) return parse_hlo_module(v.at("text").get<std::string>());
  FAIL("no vector " << id);
  return {};
}

std::pair<std::int64_t, std::int64_t> range(const hlo_live_ranges& r, const hlo_module& m, std::string_view name) {
  const std::optional<std::uint32_t> v = r.value_of(m, name);
  REQUIRE(v.has_value());
  return {r.values[*v].start, r.values[*v].end};
}

using interval = std::pair<std::int64_t, std::int64_t>;

// The message hlo_liveness refuses `text` with, or "no error".
std::string liveness_error(std::string_view text) {
  try {
    (void)hlo_liveness(parse_hlo_module(text));
  } catch (const invalid_error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("HloLiveRange of a straight computation: XLA's ToStringSimpleComputation") {
  // xla-liverange-tostring-simple (openxla/xla hlo_live_range_test.cc ToStringSimpleComputation):
  // paramA and paramX live [0, 3], multiply [2, 3], schedule end 3, the peak 48 bytes at time 2.
  const hlo_module m = vector_module("xla-liverange-tostring-simple");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(range(r, m, "paramA") == interval{0, 3});
  CHECK(range(r, m, "paramX") == interval{0, 3});
  CHECK(range(r, m, "multiply") == interval{2, 3});
  CHECK(r.schedule_end() == 3);
  CHECK(r.peak_time == 2);
  CHECK(r.peak == 48);
  CHECK(r.live_at_peak.size() == 3);
}

TEST_CASE("a called computation is flattened before its call; the call's own use does not count") {
  // xla-liverange-call-flattening (hlo_live_range_test.cc, module-scoped): a [0, 7], b [1, 3],
  // the callee's root negate_0 [3, 6] (also the call's value), d [5, 6], e [6, 7]. Peak 49,152
  // (derived by the heap simulator's rules: e takes d's buffer; without that sharing 65,536).
  const hlo_module m = vector_module("xla-liverange-call-flattening");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(range(r, m, "a") == interval{0, 7});
  CHECK(range(r, m, "b") == interval{1, 3});
  CHECK(range(r, m, "negate_0") == interval{3, 6});
  CHECK(range(r, m, "d") == interval{5, 6});
  CHECK(range(r, m, "e") == interval{6, 7});
  CHECK_FALSE(r.value_of(m, "c").has_value());  // a call defines no value
  CHECK(r.peak == 49152);
}

TEST_CASE("a parameter aliased with the output ends at its last use; the others live to the end") {
  // xla-liverange-aliased-parameter (hlo_live_range_test.cc AliasedParameter): paramA [0, 2],
  // paramX and paramY [0, 5], mul [2, 4], add [4, 5].
  const hlo_module m = vector_module("xla-liverange-aliased-parameter");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(range(r, m, "paramA") == interval{0, 2});
  CHECK(range(r, m, "paramX") == interval{0, 5});
  CHECK(range(r, m, "paramY") == interval{0, 5});
  CHECK(range(r, m, "mul") == interval{2, 4});
  CHECK(range(r, m, "add") == interval{4, 5});
}

TEST_CASE("an elementwise user takes its dying operand's buffer: MultiplyAdd peaks at 64, not 80") {
  // xla-liverange-multiplyadd-share (hlo_live_range_test.cc MultiplyAdd): mul [2, 4], add [4, 5];
  // the heap simulator's peak 64 (derived: add reuses mul's buffer at t = 4).
  const hlo_module m = vector_module("xla-liverange-multiplyadd-share");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(range(r, m, "mul") == interval{2, 4});
  CHECK(range(r, m, "add") == interval{4, 5});
  CHECK(r.peak == 64);
  CHECK(r.peak_time == 2);
}

TEST_CASE("reuse needs the operand's defining instruction itself: no sharing through get-tuple-element") {
  // xla-list-scheduler-aliasing (hlo_memory_scheduler_test.cc): the heap simulator's peak of the
  // textual order, 16,024 bytes (derived by the rules; the test asserts ScheduleModule's peak
  // equals the simulator's): c = add(a, b) with a, b get-tuple-elements takes no buffer.
  const hlo_module m = vector_module("xla-list-scheduler-aliasing");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(r.peak == 16024);
  CHECK(range(r, m, "t") == interval{3, 5});  // the tuple's table: its gtes read it at 4 and 5
}

TEST_CASE("a bitcast defines no value: the rematerialization test's 16,388-byte peak at the concatenate") {
  // xla-remat-through-bitcast (hlo_rematerialization_test.cc ThroughBitcastRemat): "about 16KB"
  // before rematerialization (the source's comment); 16,388 at %concatenate derived by the rules.
  const hlo_module m = vector_module("xla-remat-through-bitcast");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(r.peak == 16388);
  CHECK(m.computations[r.schedule[static_cast<std::size_t>(r.peak_time)].first]
            .instructions[r.schedule[static_cast<std::size_t>(r.peak_time)].second]
            .name == "concatenate");
  CHECK_FALSE(r.value_of(m, "bitcast").has_value());
  CHECK(range(r, m, "broadcast") == interval{2, 8});  // read through the bitcast by concatenate.1
}

TEST_CASE("in-place writes share their operand's buffer: two dynamic-update-slices take no new buffer") {
  // xla-bufassign-inplace-dus (XLA's buffer_assignment_test.cc): the allocation of
  // get-tuple-element.4 (the value of parameter state at {1}) is that of dynamic-update-slice.5 and
  // dynamic-update-slice.9; no new 655,360-byte buffer.
  const hlo_module m = vector_module("xla-bufassign-inplace-dus");
  const hlo_live_ranges r = hlo_liveness(m);
  const auto buffer = [&](std::string_view name, const hlo_shape_index& index = {}) {
    const auto v = r.value_of(m, name, index);
    REQUIRE(v.has_value());
    return r.values[*v].buffer;
  };
  CHECK(buffer("dynamic-update-slice.5") == buffer("state", {1}));
  CHECK(buffer("dynamic-update-slice.9") == buffer("state", {1}));
  CHECK(buffer("broadcast.6") != buffer("state", {1}));
}

TEST_CASE("asynchronous collectives: jaxdecomp's FFT holds 41,943,064 bytes at its peak") {
  // jaxdecomp-jaxfft-256-2x4-f32-fft (ASKabalan/jaxdecomp-benchmarks, a100/8): the true liveness
  // peak of all buffers, 41,943,064 bytes, derived in ../HLO.md sect. 7.2 by the same rules: the
  // argument (8 MiB), two c64 temporaries of 16 MiB, and the all-to-all-start's tuple tables.
  const hlo_module m = vector_module("jaxdecomp-jaxfft-256-2x4-f32-fft");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(r.peak == 41943064);
  // The start's result is defined at the start and read until after its done.
  CHECK(range(r, m, "wrapped_transpose") == interval{3, 6});  // read by the start, kept to the done
}

TEST_CASE("all 322 jaxdecomp modules: the true peak lies between the largest value and XLA's reservation") {
  // tests/data/jaxdecomp (SOURCE.md): memory_analysis()'s argument + output + temp (no run
  // aliases) is what buffer assignment reserves, which no schedule's live bytes exceed.
  int runs = 0;
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    CAPTURE(run.module.string());
    const hlo_module m = parse_hlo_module(test::read_file(run.module));
    const hlo_live_ranges r = hlo_liveness(m);
    std::int64_t largest = 0;
    for (const hlo_value& v : r.values) largest = std::max(largest, v.bytes);
    CHECK(r.peak >= largest);
    CHECK(r.peak <= run.argument() + run.output() + run.temp());
    // The live set at the peak adds up to it, once per buffer; the timeline's maximum is it.
    std::int64_t at_peak = 0;
    for (const std::int64_t b : r.live_at_peak_bytes) at_peak += b;
    CHECK(at_peak == r.peak);
    CHECK(r.timeline.size() == static_cast<std::size_t>(r.schedule_end()) + 1);
    CHECK(*std::max_element(r.timeline.begin(), r.timeline.end()) == r.peak);
    CHECK(r.timeline[static_cast<std::size_t>(r.peak_time)] == r.peak);
    ++runs;
  }
  CHECK(runs == 322);
}

TEST_CASE("review: a module whose entry computation is empty has no values and a peak of 0") {
  const hlo_live_ranges r = hlo_liveness(parse_hlo_module("HloModule m\nENTRY e { }"));
  CHECK(r.values.empty());
  CHECK(r.schedule_end() == 0);
  CHECK(r.peak == 0);
}

TEST_CASE("review: malformed modules are refused with the instruction and what is wrong") {
  const auto error = liveness_error;
  const std::string callee = "HloModule m\nc { ROOT p = f32[] parameter(0) }\n";
  CHECK(error(callee + "ENTRY e {\n  x = f32[] parameter(0)\n  a = f32[] call(x), to_apply=c\n  ROOT b = f32[] "
                       "call(a), to_apply=c\n}") ==
        "computation 'c' is called more than once; copy it for each call site first "
        "(hlo_flatten_call_graph, as XLA's FlattenCallGraph does)");
  CHECK(error(callee + "ENTRY e { ROOT a = f32[] call(), to_apply=c }") ==
        "parameter 0 of computation 'c' has no operand in its caller");
  CHECK(error("HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT a = f32[] call(x), to_apply=d\n}") ==
        "call 'a' calls 'd', which the module lacks");
  CHECK(error("HloModule m\nd { }\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT a = f32[] call(x), to_apply=d\n}") ==
        "call 'a' calls 'd', which is empty");
  CHECK(error("HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT g = f32[] get-tuple-element(x), index=0\n}") ==
        "'g' reads element 0 of 'x', which is not a tuple with that element");
  CHECK(error("HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT t = (f32[], f32[]) tuple(x)\n}") ==
        "tuple 't' has 1 operands but its shape 2 elements");
  CHECK(error("HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT s = f32[] all-gather-start(x)\n}") ==
        "'s' (all-gather-start) has shape that is not (operands, results, ...)");
  CHECK(error("HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT d = f32[] copy-done(x)\n}") ==
        "'d' (copy-done) reads 'x', which is not a matching start");
  CHECK(error("HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT c = f32[4] custom-call(x), "
              "output_to_operand_aliasing={{}: (3, {})}\n}") == "'c' writes in place of operand 3, but it has 1");
  CHECK(error("HloModule m\nENTRY e {\n  x = (f32[4], f32[4]) parameter(0)\n  ROOT c = f32[4] custom-call(x), "
              "output_to_operand_aliasing={{}: (0, {})}\n}") ==
        "'c' writes in place, but its aliased output or operand is not one array value");
}

TEST_CASE("XLA's MultiComputation: a while whose body passes its state through peaks at 25 bytes") {
  // xla-heapsim-min-memory-while-tuple (heap_simulator_test.cc MultiComputation):
  // MinimumMemoryForModule 25 = 4 + 4 (parameters) + 16 (tuple's table) + 1 (cond_lt). The body
  // is its parameter, so every phi is optimized away: the while holds %tuple's values.
  const hlo_module m = vector_module("xla-heapsim-min-memory-while-tuple");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(r.peak == 25);
  CHECK(std::none_of(r.values.begin(), r.values.end(), [](const hlo_value& v) { return v.phi; }));
  CHECK_FALSE(r.value_of(m, "while").has_value());
  // Module-scoped flattening: the condition, then the body, just before the while (derived).
  CHECK(r.schedule_end() == 9);
  CHECK(m.computations[r.schedule[3].first].name == "WhileCond");
  CHECK(m.computations[r.schedule[7].first].name == "WhileBody");
}

TEST_CASE("XLA's While: the loop state's values hand over without gaps") {
  // hlo_live_range_test.cc While (builder code, transcribed; the test's schedule is the text
  // order): after NormalizeAliasedBuffers, iter ends where cond_iter's value starts, that ends
  // where body_iter's starts, and that ends where body_iter_next starts (XLA's three EXPECT_EQs).
  // The times, derived: iter [0, 3], the condition's phi [3, 7], the body's [7, 11], body_iter_next
  // [11, 17], the while's phi [17, 18].
  const hlo_module m = parse_hlo_module(R"(HloModule While, is_scheduled=true
WhileCond {
  cond_param = (f32[2,3]{1,0}, f32[]) parameter(0)
  cond_iter = f32[] get-tuple-element(cond_param), index=1
  cond_limit = f32[] constant(50)
  ROOT cond_lt = pred[] compare(cond_iter, cond_limit), direction=LT
}
WhileBody {
  body_param = (f32[2,3]{1,0}, f32[]) parameter(0)
  body_iter = f32[] get-tuple-element(body_param), index=1
  body_data = f32[2,3]{1,0} get-tuple-element(body_param), index=0
  body_iter_increment = f32[] constant(1)
  body_iter_next = f32[] add(body_iter, body_iter_increment)
  body_data_increment = f32[2,3]{1,0} constant({{1,2,3},{4,5,6}})
  body_data_mul = f32[2,3]{1,0} multiply(body_data, body_data)
  body_data_add = f32[2,3]{1,0} add(body_data, body_data_increment)
  body_data_next = f32[2,3]{1,0} add(body_data_add, body_data_mul)
  ROOT body_out = (f32[2,3]{1,0}, f32[]) tuple(body_data_next, body_iter_next)
}
ENTRY While {
  param_data = f32[] parameter(1)
  param_iter = f32[2,3]{1,0} parameter(0)
  tuple = (f32[2,3]{1,0}, f32[]) tuple(param_iter, param_data)
  ROOT while = (f32[2,3]{1,0}, f32[]) while(tuple), condition=WhileCond, body=WhileBody
})");
  const hlo_live_ranges r = hlo_liveness(m);
  const auto n = r.normalized();
  auto at = [&](std::string_view name, const hlo_shape_index& index = {}) {
    const auto v = r.value_of(m, name, index);
    REQUIRE(v.has_value());
    return n[*v];
  };
  const interval iter = at("param_data"), cond_iter = at("cond_param", {1}), body_iter = at("body_param", {1});
  CHECK(iter.second == cond_iter.first);  // XLA's facts
  CHECK(cond_iter.second == body_iter.first);
  CHECK(body_iter.second == at("body_iter_next").first);
  CHECK(iter == interval{0, 3});  // derived
  CHECK(cond_iter == interval{3, 7});
  CHECK(body_iter == interval{7, 11});
  CHECK(at("body_iter_next") == interval{11, 17});
  CHECK(at("while", {1}) == interval{17, 18});
  CHECK(r.values[*r.value_of(m, "while", {1})].buffer == r.values[*r.value_of(m, "param_data")].buffer);
}

TEST_CASE("a lax.scan-like loop: the loop state is held once, body temporaries at the body's place") {
  // Derived by the rules: schedule x 0 .. init 6, cond 7-10, body 11-21, w 22, res 25, end 26.
  // Buffers: x 1,024 (always), the counter 4 [2, 22], the carry 1,024 [3, 26], the stacked
  // outputs 8,192 [5, 26] (ys1 writes in place), the state's table 24 [6, 14] and [21, 24] (the
  // body reads it last at 14, out defines it at 21), lt 1 [10, 11], res 16 [25, 26]. The peak:
  // 1,024 + 4 + 1,024 + 8,192 + 24 + 1 = 10,269 at 10. Twelve phis (every element and the table
  // change in the body: condition, body parameter and while each hold one).
  const hlo_module m = parse_hlo_module(test::read_file(test::data_dir() / "handwritten/scan_loop.hlo"));
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(r.schedule_end() == 26);
  CHECK(r.peak == 10269);
  CHECK(r.peak_time == 10);
  CHECK(std::count_if(r.values.begin(), r.values.end(), [](const hlo_value& v) { return v.phi; }) == 12);
  const auto buffer = [&](std::string_view name, const hlo_shape_index& index = {}) {
    const auto v = r.value_of(m, name, index);
    REQUIRE(v.has_value());
    return r.values[*v].buffer;
  };
  CHECK(buffer("ys0") == buffer("ys1"));
  CHECK(buffer("ys0") == buffer("p", {2}));
  CHECK(buffer("ys0") == buffer("w", {2}));
  CHECK(buffer("h0") == buffer("t"));
  CHECK(buffer("init") == buffer("out"));
  CHECK(range(r, m, "ys0") == interval{5, 11});  // the while's use moves to the body's parameter
  CHECK(range(r, m, "t") == interval{17, 22});   // the body's root: to the body's end
  CHECK(r.timeline[17] == 10244);                // the table is free between 14 and 21
}

TEST_CASE("a conditional: its branches run before it and their roots are its buffer") {
  // Derived by the rules: b 0, x 1, y 2, on_true 3-4, on_false 5-6, c 7, r 8, end 9. te [4, 5],
  // fn [6, 7], c's phi [7, 8] are one buffer; r may not take it (it holds three values), so at 8
  // the parameters (513), c's buffer and r: 1,025.
  const hlo_module m = parse_hlo_module(R"(HloModule cond, is_scheduled=true
on_true {
  tp = f32[64]{0} parameter(0)
  ROOT te = f32[64]{0} exponential(tp)
}
on_false {
  fp = f32[64]{0} parameter(0)
  ROOT fn = f32[64]{0} negate(fp)
}
ENTRY main {
  b = pred[] parameter(0)
  x = f32[64]{0} parameter(1)
  y = f32[64]{0} parameter(2)
  c = f32[64]{0} conditional(b, x, y), true_computation=on_true, false_computation=on_false
  ROOT r = f32[64]{0} add(c, x)
})");
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(range(r, m, "te") == interval{4, 5});
  CHECK(range(r, m, "fn") == interval{6, 7});
  CHECK(range(r, m, "c") == interval{7, 8});
  CHECK(r.values[*r.value_of(m, "c")].phi);
  CHECK(r.values[*r.value_of(m, "te")].buffer == r.values[*r.value_of(m, "c")].buffer);
  CHECK(r.values[*r.value_of(m, "fn")].buffer == r.values[*r.value_of(m, "c")].buffer);
  CHECK(r.peak == 1025);
  CHECK(r.peak_time == 8);
}

TEST_CASE("review: malformed loops and branches are refused, naming the instruction") {
  const auto error = liveness_error;
  const std::string cond = "HloModule m\nc {\n  q = f32[] parameter(0)\n  ROOT k = pred[] constant(true)\n}\n";
  CHECK(error(cond + "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT w = f32[] while(x), condition=c, body=e\n}") ==
        "computation 'e' calls itself (through a call, while or conditional); HLO computations cannot recurse");
  CHECK(error(cond + "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT w = f32[] while(x), condition=c, body=nobody\n}") ==
        "while 'w' calls 'nobody', which the module lacks");
  CHECK(error(cond + "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT w = f32[] while(x), condition=c\n}") ==
        "while 'w' names 1 computations; it needs condition= and body=");
  CHECK(error(cond + "b {\n  q2 = f32[] parameter(0)\n  ROOT n = f32[2] broadcast(q2), dimensions={}\n}\n"
                     "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT w = f32[] while(x), condition=c, body=b\n}") ==
        "while 'w': the root of its body 'b' is not shaped as the loop state");
  CHECK(error(cond + "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT w = f32[] while(x), condition=c, body=c\n}") ==
        "while 'w' uses 'c' as both condition and body");
  CHECK(error("HloModule m\nt { ROOT a = f32[] parameter(0) }\nENTRY e {\n  p = pred[] parameter(0)\n  x = f32[] "
              "parameter(1)\n  ROOT c = f32[] conditional(p, x), true_computation=t, false_computation=t\n}") ==
        "conditional 'c' has 2 operands for 2 branches; it takes the branch index and one operand per branch");
  CHECK(error("HloModule m\nt { ROOT a = f32[] parameter(0) }\nENTRY e {\n  p = pred[] parameter(0)\n  x = f32[] "
              "parameter(1)\n  ROOT c = f32[] conditional(p, x, x), true_computation=t, false_computation=t\n}") ==
        "computation 't' is called more than once; copy it for each call site first "
        "(hlo_flatten_call_graph, as XLA's FlattenCallGraph does)");
}

TEST_CASE("an opcode the table lacks is refused by its text where its spelling says async, else a value of its own") {
  CHECK_THROWS_WITH_AS(
      (void)hlo_liveness(parse_hlo_module("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT b = f32[4] "
                                          "async-frobnicate(p)\n}")),
      "instruction 'b' (async-frobnicate) of computation 'e': its buffer semantics are not modelled yet",
      invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_liveness(
                           parse_hlo_module("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT b = f32[4] "
                                            "frobnicate-done(p)\n}")),
                       "'b' (frobnicate-done) reads 'p', which is not a matching start", invalid_error);
  const hlo_live_ranges live = hlo_liveness(
      parse_hlo_module("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT f = f32[4] frobnicate(p)\n}"));
  CHECK(live.peak == 32);  // p and f, 16 bytes each, both live at the end
}

TEST_CASE("what is not modelled yet is refused by name, not guessed") {
  CHECK_THROWS_WITH_AS((void)hlo_liveness(
                           parse_hlo_module("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT b = f32[4] "
                                            "opt-barrier(p)\n}")),
                       "instruction 'b' (opt-barrier) of computation 'e': its buffer semantics are not modelled yet",
                       invalid_error);
  CHECK_THROWS_WITH_AS(
      (void)hlo_liveness(parse_hlo_module("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT s = f32[4] "
                                          "all-reduce-start(p), to_apply=%add\n}")),
      "instruction 's' (all-reduce-start) of computation 'e': its buffer semantics are not modelled yet",
      invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_liveness(
                           parse_hlo_module("HloModule m\nENTRY e { ROOT g = f32[] get-tuple-element(), index=0 }")),
                       "instruction 'g' (get-tuple-element) of computation 'e' has 0 operands; it needs at least 1",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_liveness(parse_hlo_module("HloModule m\nENTRY e { ROOT a = f32[] add(x, y) }")),
                       "instruction 'a' of computation 'e' reads 'x', which the computation lacks", invalid_error);
}

TEST_CASE("an imported module's buffers are buffer_ranges: a take-over ends a buffer, a buffer freed twice is two") {
  // Derived by the rules (XLA's HeapSimulator::RunComputation): b takes the buffer of a, dying at
  // b (negate is elementwise on it, same shape), and c takes b's in turn; the heap frees the
  // operand and allocates the user, so each holds 1,024 bytes from its time to the next's: a at 1,
  // b at 2, c from 3 to the end (4, c is the root), beside p's.
  const hlo_module m = parse_hlo_module(R"(HloModule chain
ENTRY e {
  p = f32[256]{0} parameter(0)
  a = f32[256]{0} exponential(p)
  b = f32[256]{0} negate(a)
  ROOT c = f32[256]{0} add(b, p)
})");
  const hlo_live_ranges r = hlo_liveness(m);
  REQUIRE(r.buffers.buffers.size() == 4);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> steps;
  for (const buffer_range& b : r.buffers.buffers) {
    CHECK(b.size == 1024_B);
    steps.emplace_back(b.first, b.last);
  }
  CHECK(steps == std::vector<std::pair<std::uint32_t, std::uint32_t>>{{0, 4}, {1, 1}, {2, 2}, {3, 4}});
  CHECK(r.buffers.shared.empty());
  CHECK(r.peak == 2048);
  CHECK(profile_memory(r.buffers).device.timeline == r.timeline);
  REQUIRE(r.live_at_peak.size() == 2);
  const auto named = [&](std::uint32_t v) {
    return m.computations[r.values[v].computation].instructions[r.values[v].instruction].name;
  };
  CHECK(named(r.live_at_peak[0]) == "p");  // ties in the order of each buffer's lowest value
  CHECK(named(r.live_at_peak[1]) == "a");

  // The scan loop above: the state's table (24 bytes) is freed at 14 and made again at 21, two
  // ranges of one buffer; the reductions over the ranges give the peak derived there.
  const hlo_module scan = parse_hlo_module(test::read_file(test::data_dir() / "handwritten/scan_loop.hlo"));
  const hlo_live_ranges s = hlo_liveness(scan);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> tables;
  for (const buffer_range& b : s.buffers.buffers)
    if (b.size == 24_B) tables.emplace_back(b.first, b.last);
  std::sort(tables.begin(), tables.end());
  CHECK(tables == std::vector<std::pair<std::uint32_t, std::uint32_t>>{{6, 14}, {21, 24}});
  CHECK(profile_memory(s.buffers).device.peak == 10269_B);
}

TEST_CASE("the liveness heap takes a dying operand's buffer by XLA's rule: a loop fusion elementwise on it") {
  // a dies at f, a loop fusion negating it: CanShareOperandBufferWithUser lets f take a's buffer
  // (GPU: FusionCanShareBufferHint; CPU: the parameter's uses are elementwise). At f's time p and
  // f are live, 64 bytes; the elementwise-only rule counted a too, 96.
  const hlo_module m = parse_hlo_module(
      "HloModule m\nfused_neg {\n  np = f32[8] parameter(0)\n  ROOT nn = f32[8] negate(np)\n}\nENTRY e {\n"
      "  p = f32[8] parameter(0)\n  a = f32[8] exponential(p)\n"
      "  ROOT f = f32[8] fusion(a), kind=kLoop, calls=fused_neg\n}");
  for (const hlo_backend backend : {hlo_backend::gpu, hlo_backend::cpu}) {
    const hlo_live_ranges r = hlo_liveness(m, backend);
    CHECK(r.peak == 64);
    CHECK(r.live_at_peak.size() == 2);
  }
}

TEST_CASE("a user taking over a smaller dying operand's buffer counts its own bytes, not the operand's") {
  // GPU's hint lets an all-reduce of one operand take it whatever the shapes; the heap then holds
  // the all-reduce's 64 bytes (with p's 32), not the operand's 32.
  const hlo_module m = parse_hlo_module(
      "HloModule m\nsum {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n"
      "ENTRY e {\n  p = f32[8] parameter(0)\n  a = f32[8] exponential(p)\n"
      "  ROOT r = f32[16] all-reduce(a), to_apply=sum\n}");
  const hlo_live_ranges r = hlo_liveness(m, hlo_backend::gpu);
  CHECK(r.peak == 96);
  CHECK(r.timeline.back() == 96);
}
