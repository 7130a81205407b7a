// Tests for train/optimizer.hpp: the states each optimizer keeps per parameter (their names,
// shapes, shardings and bytes) and the update op that donates them.
#include <doctest/doctest.h>

#include <shardmem/train/optimizer.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

using namespace shardmem;

namespace {

// A linear layer on a mesh {data: 2}: y = dot(x, w) + b, loss = sum(y). w is f32[4,6] (96 B), b
// is f32[6] (24 B), both replicated (P()), unless `param_dtype` says otherwise.
struct linear_step {
  training_graph t;
  value_id w, b;
};

linear_step linear(dtype param_dtype = dtype::f32) {
  dataflow_graph g(mesh{{"data", 2}});
  const auto x = g.add_value({.tensor = {"x", {3, 4}, param_dtype}, .role = role::input});
  const auto w = g.add_value({.tensor = {"w", {4, 6}, param_dtype}, .role = role::parameter});
  const auto b = g.add_value({.tensor = {"b", {6}, param_dtype}, .role = role::parameter});
  const auto xw = g.add_value({.tensor = {"xw", {3, 6}, param_dtype}});
  const auto y = g.add_value({.tensor = {"y", {3, 6}, param_dtype}});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "mm", .kind = "dot", .inputs = {x, w}, .outputs = {xw}, .flops = 2 * 3 * 4 * 6});
  g.add_op({.name = "bias", .kind = "add", .inputs = {xw, b}, .outputs = {y}});
  g.add_op({.name = "loss", .kind = "sum", .inputs = {y}, .outputs = {loss}});
  return {build_training_graph(g, loss), w, b};
}

// The optimizer states of `t` added by add_optimizer_step, each as `name shape spec bytes-per-device`
// (and ` pinned_host` for a state on the host), joined by "; ".
std::string states(const training_graph& t) {
  std::vector<std::string> out;
  const dataflow_graph& g = t.graph;
  for (std::size_t v = 0; v < g.value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    if (g.role(id) != role::optimizer_state || g.producer(id)) continue;
    out.push_back(fmt::format("{} {} {} {}", g.tensor(id).name, g.tensor(id).shape, to_string(g.sharding(id).spec()),
                              g.per_device_bytes(id).count()) +
                  (g.sharding(id).memory_kind() == memory_kind::pinned_host ? " pinned_host" : ""));
  }
  return fmt::format("{}", fmt::join(out, "; "));
}

// The update op of parameter `param_name`.
std::optional<op_id> update_of(const training_graph& t, const std::string& param_name) {
  const dataflow_graph& g = t.graph;
  for (std::size_t o = 0; o < g.op_count(); ++o)
    if (g.op_name(static_cast<op_id>(o)) == "optimizer/" + param_name + ".update") return static_cast<op_id>(o);
  return std::nullopt;
}

}  // namespace

TEST_CASE("Adam adds m and v per parameter, shaped and sharded like it: 2 x 4 bytes per f32 element") {
  linear_step s = linear();
  const bytes added = add_optimizer_step(s.t, {.kind = optimizer_kind::adam});
  CHECK(added == bytes{2 * (96 + 24)});
  CHECK(states(s.t) ==
        "optimizer.count [] P() 4; w.m [4,6] P() 96; w.v [4,6] P() 96; b.m [6] P() 24; b.v [6] P() 24");
}

TEST_CASE("SGD adds no state, momentum one named momentum, Lion one named m") {
  linear_step sgd = linear();
  CHECK(add_optimizer_step(sgd.t, {.kind = optimizer_kind::sgd}) == bytes{0});
  CHECK(states(sgd.t).empty());
  REQUIRE(update_of(sgd.t, "w"));
  linear_step momentum = linear();
  CHECK(add_optimizer_step(momentum.t, {.kind = optimizer_kind::momentum}) == bytes{120});
  CHECK(states(momentum.t) == "w.momentum [4,6] P() 96; b.momentum [6] P() 24");
  linear_step lion = linear();
  CHECK(add_optimizer_step(lion.t, {.kind = optimizer_kind::lion}) == bytes{120});
  CHECK(states(lion.t) == "optimizer.count [] P() 4; w.m [4,6] P() 96; b.m [6] P() 24");
}

TEST_CASE("Adafactor factors a matrix's second moment into row and column statistics; a vector keeps a full one") {
  // Shazeer & Stern 2018, sec. 3 and Algorithm 4: for an n x m matrix, R in R^n (row sums) and
  // C in R^m (column sums) replace the n x m second moment: 4 + 6 numbers for w instead of 24.
  linear_step s = linear();
  CHECK(add_optimizer_step(s.t, {.kind = optimizer_kind::adafactor}) == bytes{(4 + 6) * 4 + 24});
  CHECK(states(s.t) ==
        "optimizer.count [] P() 4; w.v_row [4] P(None) 16; w.v_col [6] P(None) 24; b.v [6] P() 24");
}

TEST_CASE("ZeRO-1: states sharded over the data axis where the parameter is replicated, factored ones along") {
  // Rajbhandari et al. 2020 (ZeRO), sec. 5.1: P_os partitions the optimizer states over the
  // data-parallel ranks; here a state_spec splits dimension 0 over 'data' (size 2).
  auto zero1 = [](value_id) { return partition_spec{"data"}; };
  linear_step adam = linear();
  CHECK(add_optimizer_step(adam.t, {.kind = optimizer_kind::adam, .state_spec = zero1}) == bytes{120});
  CHECK(states(adam.t) == "optimizer.count [] P() 4; w.m [4,6] P('data') 48; w.v [4,6] P('data') 48; "
                          "b.m [6] P('data') 12; b.v [6] P('data') 12");
  // The row statistics keep dimension 0's entry; the column statistics drop it (the spec padded
  // to the parameter's rank first, so a matrix's statistics print one entry each).
  linear_step adafactor = linear();
  CHECK(add_optimizer_step(adafactor.t, {.kind = optimizer_kind::adafactor, .state_spec = zero1}) ==
        bytes{8 + 24 + 12});
  CHECK(states(adafactor.t) ==
        "optimizer.count [] P() 4; w.v_row [4] P('data') 8; w.v_col [6] P(None) 24; b.v [6] P('data') 12");
}

TEST_CASE("master weights for lower-precision parameters only, an EMA and a gradient accumulator are states too") {
  // Mixed-precision training (Micikevicius et al. 2018) keeps an fp32 master copy of bf16/fp16
  // weights: 4 bytes per parameter on top of Adam's 8 (ZeRO's K = 12).
  linear_step bf16 = linear(dtype::bf16);
  CHECK(add_optimizer_step(bf16.t, {.kind = optimizer_kind::adamw, .master_weights = true}) == bytes{(24 + 6) * 12});
  CHECK(states(bf16.t) == "optimizer.count [] P() 4; w.m [4,6] P() 96; w.v [4,6] P() 96; w.master [4,6] P() 96; "
                          "b.m [6] P() 24; b.v [6] P() 24; b.master [6] P() 24");
  linear_step f32 = linear();
  CHECK(add_optimizer_step(f32.t, {.kind = optimizer_kind::sgd, .master_weights = true}) == bytes{0});
  linear_step ema = linear();
  CHECK(add_optimizer_step(ema.t, {.kind = optimizer_kind::sgd, .ema = true, .ema_dtype = dtype::bf16}) == bytes{60});
  CHECK(states(ema.t) == "w.ema [4,6] P() 48; b.ema [6] P() 12");
  linear_step acc = linear();
  CHECK(add_optimizer_step(acc.t, {.kind = optimizer_kind::sgd, .accumulate_gradients = true}) == bytes{120});
  CHECK(states(acc.t) == "optimizer.mini_step [] P() 4; optimizer.gradient_step [] P() 4; "
                         "w.grad_accumulator [4,6] P() 96; b.grad_accumulator [6] P() 24");
  REQUIRE(update_of(acc.t, "w"));
  const dataflow_graph& g = acc.t.graph;
  CHECK(g.tensor(g.inputs(*update_of(acc.t, "w"))[1]).name == "w.grad_accumulator.new");  // the update reads the sum
}

TEST_CASE("the update reads the parameter, its gradient and its states and donates each to its new value") {
  linear_step s = linear();
  (void)add_optimizer_step(s.t, {.kind = optimizer_kind::adam});
  const dataflow_graph& g = s.t.graph;
  const auto op = update_of(s.t, "w");
  REQUIRE(op);
  CHECK(g.op_kind(*op) == "adam_update");
  CHECK(g.op_scope(*op) == "optimizer/w");
  std::vector<std::string> ins, outs;
  for (value_id v : g.inputs(*op)) ins.emplace_back(g.tensor(v).name);
  for (value_id v : g.outputs(*op)) outs.emplace_back(g.tensor(v).name);
  CHECK(ins.size() == 4);
  CHECK(ins[0] == "w");
  CHECK(ins[2] == "w.m");
  CHECK(ins[3] == "w.v");
  CHECK(outs == std::vector<std::string>{"w.new", "w.m.new", "w.v.new"});
  // The library's cost model: 4 FLOPs per element plus 4 per state (24 elements, 2 states).
  CHECK(g.op_flops(*op) == 24 * (4 + 4 * 2));
  // Donated (jax.jit's donate_argnums): each new value is an output written into its old value's
  // buffer, which unmark_output refuses to undo; the gradient is consumed, no output.
  dataflow_graph copy = g;
  for (value_id v : g.outputs(*op)) {
    CAPTURE(g.tensor(v).name);
    CHECK(g.is_output(v));
    const std::string refused = fmt::format(
        "cannot unmark output '{}': a donated argument is written into it; an output that reuses an argument's buffer "
        "stays an output",
        g.tensor(v).name);
    CHECK_THROWS_WITH_AS(copy.unmark_output(v), refused.c_str(), invalid_error);
  }
  CHECK_FALSE(g.is_output(g.inputs(*op)[1]));
  CHECK(g.op_workspace(*op) == bytes{0});
  CHECK(g.op_traffic(*op) == bytes{0});
}

TEST_CASE("without donation the new parameter and states are fresh program outputs") {
  linear_step s = linear();
  (void)add_optimizer_step(s.t, {.kind = optimizer_kind::adam, .donate = false});
  const dataflow_graph& g = s.t.graph;
  const auto op = update_of(s.t, "b");
  REQUIRE(op);
  dataflow_graph copy = g;
  for (value_id v : g.outputs(*op)) {
    CAPTURE(g.tensor(v).name);
    CHECK(g.is_output(v));
    CHECK_NOTHROW(copy.unmark_output(v));  // no argument's buffer holds it
  }
}

TEST_CASE("offloaded states (ZeRO-Offload) stream through the update: its workspace, and PCIe both ways") {
  // Ren et al. 2021 (ZeRO-Offload): the states live in pinned host memory; the update brings them
  // to the device and back, 96 + 96 bytes of w's Adam states each way.
  linear_step s = linear();
  CHECK(add_optimizer_step(s.t, {.kind = optimizer_kind::adam, .state_memory = memory_kind::pinned_host}) ==
        bytes{240});
  CHECK(states(s.t) == "optimizer.count [] P() 4 pinned_host; w.m [4,6] P() 96 pinned_host; "
                       "w.v [4,6] P() 96 pinned_host; b.m [6] P() 24 pinned_host; b.v [6] P() 24 pinned_host");
  const auto op = update_of(s.t, "w");
  REQUIRE(op);
  CHECK(s.t.graph.op_workspace(*op) == bytes{192});
  CHECK(s.t.graph.op_traffic(*op) == bytes{384});
}
