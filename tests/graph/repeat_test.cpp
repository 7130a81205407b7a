// Tests for graph/repeat.hpp: a stack of layers repeated from a 5-layer build is the graph built
// with that many layers, value for value and op for op; its liveness without names is the built
// graph's; what is not a regular stack is refused or shows up in graph_difference.
#include <doctest/doctest.h>

#include <shardmem/graph/repeat.hpp>

#include <string>
#include <vector>

using namespace shardmem;

namespace {

// A training step over `layers` layers laid out as the training builder lays one out: a forward
// op per layer (reading the previous layer's output and its weight), a loss, a backward op per
// layer in reverse (reading the layer's input, its weight and its output's gradient; writing its
// weight's gradient and its input's gradient, an in-place buffer reuse of the output's gradient),
// a global norm of every weight gradient, and an update per layer whose new weight takes the old
// one's buffer (donation). `wide` layers have twice the hidden width: a stack that is not regular.
// Each layer's ops and weight carry its layer (op_desc::layer, value_desc::layer), as a builder's
// do; the names say the same for a reader, and repeat_layers does not read them.
dataflow_graph stack(std::int64_t layers, std::int64_t wide_every = 0) {
  dataflow_graph g(mesh{{"data", 2}});
  auto width = [&](std::int64_t i) { return wide_every > 0 && i % wide_every == 1 ? 32 : 16; };
  const value_id tokens = g.add_value(
      {.tensor = {"tokens", {8, 16}, dtype::f32}, .spec = {"data"}, .role = role::input});
  std::vector<value_id> w, out;
  value_id prev = tokens;
  for (std::int64_t i = 0; i < layers; ++i) {
    const std::string l = fmt::format("layer.{}", i);
    const auto layer = static_cast<std::int32_t>(i);
    w.push_back(
        g.add_value({.tensor = {l + ".w", {16, width(i)}, dtype::bf16}, .role = role::parameter, .layer = layer}));
    out.push_back(g.add_value({.tensor = {l + ".out", {8, 16}, dtype::f32}, .spec = {"data"}}));
    g.add_op({.name = l + ".mm",
              .scope = l,
              .inputs = {prev, w.back()},
              .outputs = {out.back()},
              .flops = 2 * 8 * 16 * width(i),
              .workspace = bytes{64},
              .layer = layer});
    prev = out.back();
  }
  const value_id loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "loss", .scope = "head", .inputs = {prev}, .outputs = {loss}});
  // A gradient belongs with what it is the gradient of (as add_value_like keeps its source's layer).
  value_id grad = g.add_value({.tensor = {fmt::format("dlayer.{}.out", layers - 1), {8, 16}, dtype::f32},
                               .spec = {"data"},
                               .role = role::activation_gradient,
                               .layer = static_cast<std::int32_t>(layers - 1)});
  g.add_op({.name = "loss.bwd", .scope = "head", .inputs = {loss}, .outputs = {grad}});
  std::vector<value_id> dw(static_cast<std::size_t>(layers));
  for (std::int64_t i = layers - 1; i >= 0; --i) {
    const std::string l = fmt::format("layer.{}", i);
    const auto k = static_cast<std::size_t>(i);
    dw[k] = g.add_value({.tensor = {"d" + l + ".w", {16, width(i)}, dtype::bf16}, .role = role::parameter_gradient});
    const value_id din = g.add_value(
        {.tensor = {i > 0 ? fmt::format("dlayer.{}.out", i - 1) : std::string("dtokens"), {8, 16}, dtype::f32},
         .spec = {"data"},
         .role = role::parameter_gradient,
         .layer = static_cast<std::int32_t>(i - 1)});
    g.add_op({.name = l + ".mm.bwd",
              .scope = l + "/bwd",
              .inputs = {i > 0 ? out[k - 1] : tokens, w[k], grad},
              .outputs = {dw[k], din},
              .flops = 4 * 8 * 16 * width(i),
              .in_place = {{grad, din}},
              .layer = static_cast<std::int32_t>(i)});
    grad = din;
  }
  const value_id norm = g.add_value({.tensor = {"grad_norm", {}, dtype::f32}});
  g.add_op({.name = "global_norm", .scope = "optimizer", .inputs = dw, .outputs = {norm}});
  for (std::int64_t i = 0; i < layers; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const std::string l = fmt::format("layer.{}", i);
    const value_id fresh = g.add_value(
        {.tensor = {l + ".w.new", {16, width(i)}, dtype::bf16}, .role = role::parameter});
    g.add_op({.name = "optimizer/" + l + ".update",
              .scope = "optimizer/" + l,
              .inputs = {w[k], dw[k], norm},
              .outputs = {fresh},
              .layer = static_cast<std::int32_t>(i)});
    g.donate(w[k], fresh);
  }
  return g;
}

}  // namespace

TEST_CASE("a stack repeated from 5 layers is the stack built with that many, op for op and value for value") {
  const dataflow_graph five = stack(5);
  for (const std::int64_t layers : {5, 6, 7, 12}) {
    CAPTURE(layers);
    const std::optional<repeated_graph> r = repeat_layers(five, 5, layers);
    REQUIRE(r.has_value());
    REQUIRE(r->graph.has_value());
    const dataflow_graph built = stack(layers);
    const std::optional<std::string> difference = graph_difference(*r->graph, built);
    CHECK_MESSAGE(!difference, difference.value_or(""));
    // Layer 2 of 5 stands for layers 2 .. layers - 3; the rest is there once.
    CHECK(r->copies == layers - 4);
    CHECK(r->op_copies(static_cast<op_id>(2)) == layers - 4);  // layer.2.mm
    CHECK(r->op_copies(static_cast<op_id>(5)) == 1);           // loss
    CHECK(r->value_copies(*five.find_value("layer.2.w")) == layers - 4);
    CHECK(r->value_copies(*five.find_value("layer.3.w")) == 1);
    // Where the backward pass starts: the first op of layer L-1's backward, the loss's gradient.
    CHECK(r->op_start[6] == static_cast<std::uint32_t>(layers + 1));
  }
}

TEST_CASE("without names, the repeated stack's liveness is the built stack's, and names come from the source") {
  const dataflow_graph five = stack(5);
  for (const std::int64_t layers : {6, 9}) {
    CAPTURE(layers);
    const std::optional<repeated_graph> r = repeat_layers(five, 5, layers, false);
    REQUIRE(r.has_value());
    CHECK_FALSE(r->graph.has_value());
    const dataflow_graph built = stack(layers);
    const liveness_result want = analyze_liveness(built, built.topological_order());
    const liveness_result got = r->analyze(five);
    CHECK(got.device_timeline == want.device_timeline);
    CHECK(got.peak == want.peak);
    CHECK(got.peak_step == want.peak_step);
    REQUIRE(got.peak_op.has_value());
    CHECK(r->op_name(five, *got.peak_op) == built.op_name(*want.peak_op));
    CHECK(got.device == want.device);
    CHECK(got.role_peak == want.role_peak);
    CHECK(got.first_step == want.first_step);
    CHECK(got.last_step == want.last_step);
    const live_set got_live = live_at_peak(got), want_live = live_at_peak(want);
    CHECK(got_live.by_role == want_live.by_role);
    REQUIRE(got_live.buffers.size() == want_live.buffers.size());
    for (std::size_t i = 0; i < got_live.buffers.size(); ++i) {
      CHECK(got_live.buffers[i].size == want_live.buffers[i].size);
      CHECK(got_live.buffers[i].value == want_live.buffers[i].value);
      if (got_live.buffers[i].value)
        CHECK(r->value_name(five, *got_live.buffers[i].value) == built.tensor(*want_live.buffers[i].value).name);
    }
  }
}

TEST_CASE("what is not a regular stack is refused, or differs from the build where it is not regular") {
  // Fewer than 3 layers built, or fewer wanted than built: nothing to repeat.
  CHECK_FALSE(repeat_layers(stack(2), 2, 8).has_value());
  CHECK_FALSE(repeat_layers(stack(5), 5, 4).has_value());
  // A value that its builder put in a layer the build does not have.
  dataflow_graph stray = stack(5);
  (void)stray.add_value({.tensor = {"extra", {2}, dtype::f32}, .role = role::input, .layer = 9});
  CHECK_FALSE(repeat_layers(stray, 5, 8).has_value());
  // Layers out of order: layer 2's ops follow neither layer 1's nor layer 3's.
  dataflow_graph shuffled(mesh{{"data", 2}});
  for (const int i : {2, 0, 1, 3, 4}) {
    const std::size_t ops = shuffled.op_count(), values = shuffled.value_count();
    const value_id x = shuffled.add_value(
        {.tensor = {fmt::format("layer.{}.x", i), {4}, dtype::f32}, .role = role::input});
    const value_id y = shuffled.add_value({.tensor = {fmt::format("layer.{}.y", i), {4}, dtype::f32}});
    shuffled.add_op(
        {.name = fmt::format("layer.{}.op", i), .scope = fmt::format("layer.{}", i), .inputs = {x}, .outputs = {y}});
    shuffled.assign_layer(i, ops, values);
  }
  CHECK_FALSE(repeat_layers(shuffled, 5, 8).has_value());
  // Names alone make no stack: the same graph with no layers given is all global, one copy of it.
  dataflow_graph unlabelled(mesh{{"data", 2}});
  {
    const dataflow_graph labelled = stack(5);
    unlabelled = labelled;
    unlabelled.assign_layer(-1, 0, 0);
  }
  const std::optional<repeated_graph> flat = repeat_layers(unlabelled, 5, 8);
  REQUIRE(flat.has_value());
  CHECK(flat->graph->op_count() == unlabelled.op_count());
  CHECK(flat->op_copies(static_cast<op_id>(2)) == 1);
  // Every other layer twice as wide: the repetition is a regular stack, the build is not, and the
  // comparison finds the first value that differs (layer 3's weight: wide when built, a copy of
  // layer 2 when repeated).
  const std::optional<repeated_graph> r = repeat_layers(stack(5, 2), 5, 6);
  REQUIRE(r.has_value());
  CHECK(graph_difference(*r->graph, stack(6, 2)) ==
        std::optional<std::string>("value 7: 'layer.3.w' bf16[16,16] P() against 'layer.3.w' bf16[16,32] P()"));
}

TEST_CASE("graph_difference names the first value or op that differs, or the sizes") {
  CHECK_FALSE(graph_difference(stack(5), stack(5)).has_value());
  CHECK(graph_difference(stack(5), stack(6)) ==
        std::optional<std::string>("sizes: 29 values and 18 ops, against 34 values and 21 ops"));
  dataflow_graph a(mesh{{"data", 2}}), b(mesh{{"data", 2}});
  for (dataflow_graph* g : {&a, &b}) {
    const value_id x = g->add_value({.tensor = {"x", {4}, dtype::f32}, .role = role::input});
    const value_id y = g->add_value({.tensor = {"y", {4}, dtype::f32}});
    g->add_op({.name = "f", .inputs = {x}, .outputs = {y}, .flops = g == &a ? 4 : 8});
  }
  CHECK(graph_difference(a, b) == std::optional<std::string>("op 0: 'f' against 'f'"));
}

TEST_CASE("analyze_liveness refuses a schedule of another graph, naming both sizes") {
  const dataflow_graph five = stack(5), six = stack(6);
  CHECK_THROWS_WITH_AS(
      (void)analyze_liveness(five, six.topological_order()),
      "analyze_liveness: the schedule has 21 steps but the graph has 18 ops; use a schedule of this graph",
      invalid_error);
}
