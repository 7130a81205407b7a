// Tests for shardmem/plan/cpu_step.hpp: a generated step as XLA:CPU compiles it (bf16 dots in
// f32, breadth-first order, loop bodies scheduled one layer at a time), and a plan for the cpu
// backend held to what it adds.
#include <doctest/doctest.h>

#include <shardmem/graph/liveness.hpp>
#include <shardmem/plan/cpu_step.hpp>
#include <shardmem/plan/memory_plan.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "plan_helpers.hpp"

using namespace shardmem;

namespace {

std::vector<std::string> names_in_order(const cpu_step& c) {
  std::vector<std::string> out;
  for (const op_id o : c.order.order()) out.emplace_back(c.graph.op_name(o));
  return out;
}

// x [4,8] through two dots with weights w0, w1 [8,8] (all `dt`); with `layers`, each dot is a
// layer of its own, reading its weight through a gather made in the layer (as FSDP gathers it).
dataflow_graph two_dots(dtype dt, bool layers) {
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = g.add_value({.tensor = {"x", {4, 8}, dt}, .role = role::input});
  auto w0 = g.add_value({.tensor = {"w0", {8, 8}, dt}, .role = role::parameter});
  auto w1 = g.add_value({.tensor = {"w1", {8, 8}, dt}, .role = role::parameter});
  const auto y0 = g.add_value({.tensor = {"y0", {4, 8}, dt}});
  const auto y1 = g.add_value({.tensor = {"y1", {4, 8}, dt}});
  auto gathered = [&](value_id w, std::int32_t layer) {
    if (!layers) return w;
    const auto wg = g.add_value({.tensor = {g.tensor(w).name + "g", {8, 8}, dt}, .role = role::collective});
    g.add_op({.name = "gather" + g.tensor(w).name, .kind = "all-gather", .inputs = {w}, .outputs = {wg},
              .layer = layer});
    return wg;
  };
  w0 = gathered(w0, 0);
  g.add_op({.name = "dot0", .kind = "dot", .inputs = {x, w0}, .outputs = {y0}, .layer = layers ? 0 : -1});
  w1 = gathered(w1, 1);
  g.add_op({.name = "dot1", .kind = "dot", .inputs = {y0, w1}, .outputs = {y1}, .layer = layers ? 1 : -1});
  g.mark_output(y1);
  return g;
}

}  // namespace

TEST_CASE("XLA:CPU runs a bf16 dot in f32: its operands' f32 copies made breadth-first, read right before it") {
  const dataflow_graph g = two_dots(dtype::bf16, false);
  const cpu_step c = cpu_compiled_step(g, g.op_count(), g.op_count(), false);
  // Every op whose operands are ready runs in the first wave: the converts of x, w0 and w1; w1's
  // copy is then held through dot0 until dot1.
  CHECK(names_in_order(c) == std::vector<std::string>{"convert(x)", "convert(w0)", "convert(w1)", "dot0.f32", "dot0",
                                                      "convert(y0)", "dot1.f32", "dot1"});
  const value_id w1 = *c.graph.find_value("w1.f32");
  CHECK(c.graph.tensor(w1).dtype == dtype::f32);
  CHECK(c.graph.per_device_bytes(w1) == 256_B);  // f32 [8,8]
  // The step's own ops keep their ids; each added op names the dot it was made for.
  CHECK(c.graph.op_name(op_id{0}) == "dot0");
  CHECK(c.graph.op_name(c.made_for[static_cast<std::size_t>(c.order[2])]) == "dot1");
  // The peak is at dot0's reader: x, w0, w1 (64 + 128 + 128 B), the copies of x, w0, w1
  // (128 + 256 + 256 B), dot0's f32 result (128 B) and the output y1's allocation (64 B, held
  // from the start as buffer assignment holds an output's).
  const liveness_result r = analyze_liveness(c.graph, c.order);
  CHECK(r.peak == 1152_B);
  CHECK(c.graph.op_name(*r.peak_op) == "dot0.f32");
}

TEST_CASE("XLA:CPU leaves an f32 dot as it is") {
  const dataflow_graph g = two_dots(dtype::f32, false);
  const cpu_step c = cpu_compiled_step(g, g.op_count(), g.op_count(), false);
  CHECK(c.graph.op_count() == g.op_count());
  CHECK(names_in_order(c) == std::vector<std::string>{"dot0", "dot1"});
}

TEST_CASE("a scanned layer's converts of what it makes run inside its loop body; an argument's before the loop") {
  const dataflow_graph g = two_dots(dtype::bf16, true);
  const cpu_step scanned = cpu_compiled_step(g, g.op_count(), g.op_count(), true);
  // x is an argument: its copy is made before the loop, sliced in the body that reads it and held
  // until the loop ends; each layer gathers and converts its own weight inside its body, one layer
  // after the other, and y0 is converted in the body that makes it.
  CHECK(names_in_order(scanned) ==
        std::vector<std::string>{"convert(x)", "gatherw0", "dynamic-slice(x.f32)", "convert(w0g)", "dot0.f32", "dot0",
                                 "convert(y0)", "gatherw1", "convert(w1g)", "dot1.f32", "dot1",
                                 "end of the forward loop"});
  // Unrolled, both gathers run in the first wave, and both copies in the second.
  const cpu_step unrolled = cpu_compiled_step(g, g.op_count(), g.op_count(), false);
  CHECK(names_in_order(unrolled) == std::vector<std::string>{"gatherw0", "gatherw1", "convert(x)", "convert(w0g)",
                                                             "convert(w1g)", "dot0.f32", "dot0", "convert(y0)",
                                                             "dot1.f32", "dot1"});
  CHECK(analyze_liveness(scanned.graph, scanned.order).peak < analyze_liveness(unrolled.graph, unrolled.order).peak);
}

TEST_CASE("cpu_compiled_step refuses phase boundaries past the graph's end") {
  const dataflow_graph g = two_dots(dtype::bf16, false);
  CHECK_THROWS_WITH_AS((void)cpu_compiled_step(g, 1, 3, false),
                       "cpu_compiled_step: backward from op 1 and optimizer from op 3 in a graph of 2 ops",
                       invalid_error);
}

TEST_CASE("a plan for the cpu backend holds the f32 copies XLA:CPU makes of a bf16 model's dot operands") {
  training_config c = plan_test::small_config();
  c.model.param_dtype = dtype::bf16;
  c.model.activation_dtype = dtype::bf16;
  const memory_plan gpu = plan(c, {.backend = hlo_backend::gpu});
  const memory_plan cpu = plan(c, {.backend = hlo_backend::cpu});
  // Arguments are the same arrays on both; the copies are temporaries.
  CHECK(cpu.categories.argument == gpu.categories.argument);
  CHECK(cpu.categories.temp > gpu.categories.temp);
  CHECK(cpu.step_peak > gpu.step_peak);
  const bool copies = std::any_of(cpu.top_at_peak.begin(), cpu.top_at_peak.end(),
                                  [](const auto& b) { return b.name.ends_with(".f32"); });
  CHECK(copies);
}

TEST_CASE("the breadth-first order refuses ops that wait for each other, naming how many never run") {
  const std::vector<std::uint32_t> nodes{0, 1, 2};
  // 0 runs; 1 and 2 each wait for the other.
  const std::vector<std::vector<std::uint32_t>> preds{{}, {2}, {1}};
  std::vector<std::uint32_t> ran;
  CHECK_THROWS_WITH_AS(
      detail::breadth_first(
          nodes, [&](std::uint32_t n) -> const std::vector<std::uint32_t>& { return preds[n]; },
          [&](std::uint32_t n) { ran.push_back(n); }),
      "cpu_compiled_step: 2 of 3 ops never become ready (a cycle among them)", invalid_error);
  CHECK(ran.empty());  // the order is refused whole: nothing runs from it
}
