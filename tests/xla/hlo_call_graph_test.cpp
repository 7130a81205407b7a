// hlo_flatten_call_graph: a computation called from several places, one copy per call site, as
// XLA's FlattenCallGraph makes them (xla/service/flatten_call_graph.cc), so that liveness and
// buffer assignment read the module; StableHLO's shared functions read through it.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_call_graph.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

std::vector<std::string> computation_names(const hlo_module& m) {
  std::vector<std::string> out;
  for (const hlo_computation& c : m.computations) out.emplace_back(c.name);
  return out;
}

const hlo_instruction& instruction(const hlo_module& m, std::string_view computation, std::string_view name) {
  const hlo_computation* c = m.find(computation);
  REQUIRE(c != nullptr);
  const auto it = std::find_if(c->instructions.begin(), c->instructions.end(),
                               [&](const hlo_instruction& i) { return i.name == name; });
  REQUIRE(it != c->instructions.end());
  return *it;
}

}  // namespace

TEST_CASE("a computation called three times becomes three, one per call site, and is then assigned") {
  hlo_module m = parse_hlo_module(R"(HloModule m
silu {
  x = f32[256] parameter(0)
  s = f32[256] logistic(x)
  ROOT y = f32[256] multiply(x, s)
}
ENTRY e {
  p = f32[256] parameter(0)
  a = f32[256] call(p), to_apply=silu
  b = f32[256] call(a), to_apply=silu
  ROOT c = f32[256] call(b), to_apply=silu
})");
  CHECK_THROWS_WITH_AS((void)hlo_liveness(m), doctest::Contains("computation 'silu' is called more than once"),
                       invalid_error);
  CHECK(hlo_flatten_call_graph(m) == 2);
  CHECK(computation_names(m) == std::vector<std::string>{"silu", "e", "silu.clone", "silu.clone.1"});
  CHECK(instruction(m, "e", "a").called[0] == "silu");
  CHECK(instruction(m, "e", "b").called[0] == "silu.clone");
  CHECK(instruction(m, "e", "c").called[0] == "silu.clone.1");
  CHECK(m.entry()->name == "e");
  CHECK(m.find("silu.clone.1") == &m.computations[3]);
  // Each copy is flattened at its call: 4 + 3 x 3 instructions on the time line, and buffer
  // assignment reads it (the argument, and the output of 1 KiB).
  const hlo_live_ranges r = hlo_liveness(m);
  CHECK(r.schedule.size() == 13);
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(a.memory.device.argument.count() == 1024);
  CHECK(a.memory.device.output.count() == 1024);
  CHECK(hlo_flatten_call_graph(m) == 0);  // flat now
}

TEST_CASE("shared callees of shared callees are copied too") {
  hlo_module m = parse_hlo_module(R"(HloModule m
inner {
  x = f32[8] parameter(0)
  ROOT n = f32[8] negate(x)
}
outer {
  x = f32[8] parameter(0)
  ROOT c = f32[8] call(x), to_apply=inner
}
ENTRY e {
  p = f32[8] parameter(0)
  a = f32[8] call(p), to_apply=outer
  b = f32[8] call(a), to_apply=outer
  ROOT d = f32[8] call(b), to_apply=inner
})");
  CHECK(hlo_flatten_call_graph(m) == 3);  // outer once, inner twice (from outer's copy and from e)
  CHECK(computation_names(m) ==
        std::vector<std::string>{"inner", "outer", "e", "outer.clone", "inner.clone", "inner.clone.1"});
  CHECK(instruction(m, "outer.clone", "c").called[0] != instruction(m, "outer", "c").called[0]);
  CHECK(hlo_liveness(m).schedule.size() == 4 + 2 * (2 + 2) + 2);  // e; outer and its inner, twice; inner
}

TEST_CASE("flattening refuses a module whose copies would pass the limit, and leaves a cycle to liveness") {
  // Each link calls the next twice: 2^k copies of the last.
  std::string text = "HloModule m\nc20 {\n  x = f32[] parameter(0)\n  ROOT n = f32[] negate(x)\n}\n";
  for (int k = 19; k >= 0; --k)
    text += "c" + std::to_string(k) + " {\n  x = f32[] parameter(0)\n  a = f32[] call(x), to_apply=c" +
            std::to_string(k + 1) + "\n  ROOT b = f32[] call(a), to_apply=c" + std::to_string(k + 1) + "\n}\n";
  text += "ENTRY e {\n  p = f32[] parameter(0)\n  ROOT r = f32[] call(p), to_apply=c0\n}\n";
  hlo_module m = parse_hlo_module(text);
  CHECK_THROWS_WITH_AS((void)hlo_flatten_call_graph(m, 100000),
                       doctest::Contains("takes the module past 100000 instructions"), invalid_error);
  hlo_module cycle = parse_hlo_module(R"(HloModule m
f {
  x = f32[] parameter(0)
  ROOT c = f32[] call(x), to_apply=f
}
ENTRY e {
  p = f32[] parameter(0)
  a = f32[] call(p), to_apply=f
  ROOT b = f32[] call(a), to_apply=f
})");
  CHECK(hlo_flatten_call_graph(cycle) == 0);
  CHECK_THROWS_WITH_AS((void)hlo_liveness(cycle), doctest::Contains("calls itself"), invalid_error);
}

TEST_CASE("a StableHLO function called from more than one place is read, not refused") {
  // What JAX lowers for a helper used twice (a jitted @silu inside a jitted step): one private
  // function, two func.calls.
  const hlo_module m = parse_program(R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>) -> (tensor<64xf32>) {
    %0 = call @silu(%arg0) : (tensor<64xf32>) -> tensor<64xf32>
    %1 = call @silu(%0) : (tensor<64xf32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @silu(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.logistic %arg0 : tensor<64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<64xf32>
    return %1 : tensor<64xf32>
  }
}
)");
  REQUIRE(m.lowered.has_value());
  CHECK(std::count(m.lowered->notes.begin(), m.lowered->notes.end(),
                   "1 copy of functions called from more than one place, one per call site, as XLA's "
                   "FlattenCallGraph makes them") == 1);
  const hlo_memory_summary s = analyze_hlo(m);
  REQUIRE(s.categories.has_value());
  CHECK(s.categories->device.argument.count() == 256);
  CHECK(s.categories->device.output.count() == 256);
}
