// Tests for train/: backward generation, residual policies in JAX's vocabulary, recompute,
// offload, gradient accumulation and lint.
#include <doctest/doctest.h>

#include <shardmem/train.hpp>

using namespace shardmem;

namespace {

// jax tests/api_test.py: f(x) with y = sin(x) named 'y', z = sin(y) named 'z', w = sin(z) named
// 'w', and u = sin(w) unnamed, under jax.checkpoint. sin's backward reads its input.
std::size_t residuals_of_named_chain(const remat_policy& p) {
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = g.add_value({.tensor = {"x", {}, dtype::f32}, .role = role::parameter});
  const auto y = g.add_value({.tensor = {"y", {}, dtype::f32}, .tags = {"y"}});
  const auto z = g.add_value({.tensor = {"z", {}, dtype::f32}, .tags = {"z"}});
  const auto w = g.add_value({.tensor = {"w", {}, dtype::f32}, .tags = {"w"}});
  const auto u = g.add_value({.tensor = {"u", {}, dtype::f32}});
  g.add_op({.name = "sin_x", .scope = "f", .kind = "gelu", .inputs = {x}, .outputs = {y}});
  g.add_op({.name = "sin_y", .scope = "f", .kind = "gelu", .inputs = {y}, .outputs = {z}});
  g.add_op({.name = "sin_z", .scope = "f", .kind = "gelu", .inputs = {z}, .outputs = {w}});
  g.add_op({.name = "sin_w", .scope = "f", .kind = "gelu", .inputs = {w}, .outputs = {u}});
  return build_training_graph(g, u, {.regions = {{"f", p}}}).saved_residuals;
}

// An MLP chain: layer i computes h = x @ w_i (dot), x' = gelu(h); loss = sum(x_n).
struct mlp_chain {
  dataflow_graph g{mesh{{"data", 1}}};
  value_id loss{};
  std::int64_t layer_flops = 0;
  explicit mlp_chain(int layers, std::int64_t width = 256, std::int64_t batch = 32) {
    const auto in = g.add_value({.tensor = {"batch", {batch, width}, dtype::f32}, .role = role::input});
    value_id x = in;
    for (int i = 0; i < layers; ++i) {
      const std::string s = fmt::format("layer.{}", i);
      const auto w = g.add_value({.tensor = {s + ".w", {width, width}, dtype::f32}, .role = role::parameter});
      const auto h = g.add_value({.tensor = {s + ".h", {batch, width}, dtype::f32}});
      const auto a = g.add_value({.tensor = {s + ".out", {batch, width}, dtype::f32}, .tags = {"layer_out"}});
      g.add_op({.name = s + ".dot", .scope = s, .kind = "dot", .inputs = {x, w}, .outputs = {h}, .flops = 2 * batch * width * width});
      g.add_op({.name = s + ".gelu", .scope = s, .kind = "gelu", .inputs = {h}, .outputs = {a}, .flops = 8 * batch * width});
      x = a;
    }
    layer_flops = 2 * batch * width * width + 8 * batch * width;
    loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
    g.add_op({.name = "loss", .scope = "head", .kind = "sum", .inputs = {x}, .outputs = {loss}, .flops = batch * width});
  }
};

}  // namespace

TEST_CASE("save_any_names_but_these keeps the named residuals not listed") {
  // REFERENCE section 3, jax tests/api_test.py: ('y','z','w') -> 0; ('z','w') -> 1; ('w') -> 2; () -> 3.
  CHECK(residuals_of_named_chain(save_any_names_but_these({"y", "z", "w"})) == 0);
  CHECK(residuals_of_named_chain(save_any_names_but_these({"z", "w"})) == 1);
  CHECK(residuals_of_named_chain(save_any_names_but_these({"w"})) == 2);
  CHECK(residuals_of_named_chain(save_any_names_but_these({})) == 3);
}

TEST_CASE("save_only_these_names keeps exactly the named residuals listed") {
  // REFERENCE section 3, jax tests/api_test.py: ('y','z','w') -> 3; ('z','w') -> 2; ('w') -> 1; () -> 0.
  CHECK(residuals_of_named_chain(save_only_these_names({"y", "z", "w"})) == 3);
  CHECK(residuals_of_named_chain(save_only_these_names({"z", "w"})) == 2);
  CHECK(residuals_of_named_chain(save_only_these_names({"w"})) == 1);
  CHECK(residuals_of_named_chain(save_only_these_names({})) == 0);
}

TEST_CASE("the other JAX policies decide by op kind and combine") {
  CHECK(residuals_of_named_chain(everything_saveable()) == 3);
  CHECK(residuals_of_named_chain(nothing_saveable()) == 0);
  CHECK(residuals_of_named_chain(dots_saveable()) == 0);  // sin is not a dot
  CHECK(residuals_of_named_chain(save_from_both_policies(save_only_these_names({"y"}), save_only_these_names({"w"}))) == 2);
  const backward_rule dot{.is_dot = true}, batch{.is_dot = true, .batch_dims = true}, other{};
  CHECK(dots_saveable().decide("dot", dot, {}) == residual_fate::save);
  CHECK(dots_saveable().decide("batch_dot", batch, {}) == residual_fate::save);
  CHECK(dots_with_no_batch_dims_saveable().decide("batch_dot", batch, {}) == residual_fate::recompute);
  CHECK(dots_with_no_batch_dims_saveable().decide("dot", dot, {}) == residual_fate::save);
  CHECK(offload_dot_with_no_batch_dims().decide("dot", dot, {}) == residual_fate::offload);
  CHECK(offload_dot_with_no_batch_dims().decide("gelu", other, {}) == residual_fate::recompute);
  const std::vector<std::string> tags{"a"};
  CHECK(save_and_offload_only_these_names({"b"}, {"a"}).decide("gelu", other, tags) == residual_fate::offload);
  CHECK(save_only_these_names({"a"}).name() == "save_only_these_names('a')");
}

TEST_CASE("save_and_offload_only_these_names rejects a name in both lists, as JAX does") {
  CHECK_THROWS_WITH_AS((void)save_and_offload_only_these_names({"x", "y"}, {"y"}),
                       "save_and_offload_only_these_names: 'y' is both saved and offloaded; the names to save ('x', "
                       "'y') and to offload ('y') must not intersect",
                       invalid_error);
}

TEST_CASE("backward ops read the gradients and residuals and write input gradients") {
  mlp_chain m(2);
  const auto t = build_training_graph(m.g, m.loss);
  CHECK(t.forward_ops == 5);
  CHECK(t.graph.op_count() == 5 + 1 + 5);  // forward, seed, one backward per op
  const auto& g = t.graph;
  const auto w0 = *m.g.find_value("layer.0.w");
  REQUIRE(t.gradient[index(w0)].has_value());
  CHECK(g.tensor(*t.gradient[index(w0)]).name == "dlayer.0.w");
  CHECK(g.is_output(*t.gradient[index(w0)]));
  const auto dot_bwd = *g.producer(*t.gradient[index(w0)]);
  CHECK(g.op_name(dot_bwd) == "layer.0.dot.bwd");
  CHECK(g.op_kind(dot_bwd) == "dot.bwd");
  CHECK(g.op_flops(dot_bwd) == 2 * 2 * 32 * 256 * 256);
  // No gradient for the batch (an input), so layer 0's dot writes only dW.
  CHECK(g.outputs(dot_bwd).size() == 1);
  CHECK(t.saved_residuals == 3);  // h of each layer (for gelu) and layer 1's input (the batch is an argument)
  CHECK(t.recompute_flops == 0);
}

TEST_CASE("a value read twice accumulates its gradient in place") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto w = g.add_value({.tensor = {"w", {64}, dtype::f32}, .role = role::parameter});
  const auto a = g.add_value({.tensor = {"a", {64}, dtype::f32}});
  const auto b = g.add_value({.tensor = {"b", {64}, dtype::f32}});
  const auto c = g.add_value({.tensor = {"c", {64}, dtype::f32}});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "ga", .kind = "gelu", .inputs = {w}, .outputs = {a}});
  g.add_op({.name = "gb", .kind = "gelu", .inputs = {w}, .outputs = {b}});
  g.add_op({.name = "sum", .kind = "add", .inputs = {a, b}, .outputs = {c}});
  g.add_op({.name = "loss", .kind = "sum", .inputs = {c}, .outputs = {loss}});
  const auto t = build_training_graph(g, loss);
  const auto dw = *t.gradient[index(w)];
  CHECK(t.graph.op_name(*t.graph.producer(dw)) == "accumulate.dw");
  CHECK(t.graph.tensor(t.graph.inputs(*t.graph.producer(dw))[1]).name == "dw.part");
  const auto r = analyze_liveness(t.graph, t.order());  // the in-place accumulation is valid
  CHECK(r.peak > 0_B);
}

TEST_CASE("nothing_saveable on every layer recomputes each layer from its saved input") {
  mlp_chain m(4);
  training_options jax_style, torch_style;
  for (int i = 0; i < 4; ++i) {
    jax_style.regions.push_back({fmt::format("layer.{}", i), nothing_saveable()});
    torch_style.regions.push_back({fmt::format("layer.{}", i), nothing_saveable(), true});
  }
  const auto jax = build_training_graph(m.g, m.loss, jax_style);
  CHECK(jax.saved_residuals == 3);       // layers 1-3's inputs, arguments of each checkpointed layer
  CHECK(jax.recomputed_residuals == 4);  // each layer's h
  // JAX recomputes only what the backward needs: the dot, not the gelu after it.
  CHECK(jax.recompute_flops == 4 * 2 * 32 * 256 * 256);
  // Full remat re-runs each layer: exactly one more forward per layer.
  const auto torch = build_training_graph(m.g, m.loss, torch_style);
  CHECK(torch.recompute_flops == 4 * m.layer_flops);
  // Recompute lowers the activations held at the start of the backward pass.
  const auto plain = build_training_graph(m.g, m.loss);
  auto activations_at_boundary = [](const training_graph& t) {
    const auto r = analyze_liveness(t.graph, t.order());
    return live_bytes_by_role(t.graph, r, t.forward_ops)[static_cast<std::size_t>(role::activation)];
  };
  // Without remat: every h and the outputs of layers 0-2 (layer 3's output dies at the loss).
  CHECK(activations_at_boundary(plain) == bytes{7 * 32 * 256 * 4});
  CHECK(activations_at_boundary(jax) == bytes{3 * 32 * 256 * 4});
}

TEST_CASE("offloaded residuals go to host after their producer and come back before their use") {
  mlp_chain m(2);
  const auto t = build_training_graph(m.g, m.loss, {.regions = {{"layer.0", save_and_offload_only_these_names({}, {"layer_out"})},
                                                               {"layer.1", offload_dot_with_no_batch_dims()}}});
  CHECK(t.offloaded_residuals == 1);  // layer.1's h (a dot output); layer.0's output is layer.1's input
  const auto& g = t.graph;
  const auto h1 = *m.g.find_value("layer.1.h");
  bool found_host_copy = false, found_reload = false;
  for (std::size_t o = 0; o < g.op_count(); ++o) {
    const auto id = static_cast<op_id>(o);
    if (g.op_kind(id) == "copy-to-host" && g.inputs(id)[0] == h1) found_host_copy = o == index(*g.producer(h1)) + 1;
    if (g.op_kind(id) == "copy-to-device") found_reload = o > t.forward_ops;
  }
  CHECK(found_host_copy);
  CHECK(found_reload);
  CHECK(t.offload_bytes == bytes{2 * 32 * 256 * 4});
  const auto r = analyze_liveness(g, t.order());
  CHECK(r.host_peak == bytes{32 * 256 * 4});
  CHECK(t.warnings.empty());  // layer.0's value named 'layer_out' exists (and is kept as layer.1's input)
}

TEST_CASE("lint flags regions and names that match nothing") {
  mlp_chain m(1);
  const auto t = build_training_graph(m.g, m.loss, {.regions = {{"layer.9", nothing_saveable()},
                                                               {"layer.0", save_only_these_names({"nope"})}}});
  CHECK(t.warnings == std::vector<std::string>{
                          "checkpoint region 'layer.9' (nothing_saveable) covers no op",
                          "policy save_only_these_names('nope') of region 'layer.0': no value of the region is named 'nope'"});
}

TEST_CASE("bad losses and unknown op kinds are rejected") {
  mlp_chain m(1);
  const auto w = *m.g.find_value("layer.0.w");
  CHECK_THROWS_WITH_AS((void)build_training_graph(m.g, w),
                       "the loss 'layer.0.w' f32[256,256] P() must be a one-element value produced by an op",
                       invalid_error);
  dataflow_graph g(mesh{{"d", 1}});
  const auto p = g.add_value({.tensor = {"p", {4}, dtype::f32}, .role = role::parameter});
  const auto l = g.add_value({.tensor = {"l", {}, dtype::f32}});
  g.add_op({.name = "weird", .kind = "fft", .inputs = {p}, .outputs = {l}});
  CHECK_THROWS_AS((void)build_training_graph(g, l), invalid_error);
  training_options o;
  o.rules.add("fft", {.saves_inputs = {0}, .flops_ratio = 1.0});
  CHECK(build_training_graph(g, l, o).saved_residuals == 0);  // p is an argument, not counted
}

TEST_CASE("Adam with fp32 master weights holds 16 bytes per bf16 parameter, updated in place") {
  // Mixed-precision Adam: 2 (bf16 param) + 2 (bf16 grad) + 4 + 4 + 4 (fp32 m, v, master) = 16
  // bytes per parameter (Rajbhandari et al. 2020, sec. 3.1: 2 + 2 + K with K = 12).
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = g.add_value({.tensor = {"x", {8, 1024}, dtype::bf16}, .role = role::input});
  const auto w = g.add_value({.tensor = {"w", {1024, 1024}, dtype::bf16}, .role = role::parameter});
  const auto h = g.add_value({.tensor = {"h", {8, 1024}, dtype::bf16}});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "mm", .kind = "dot", .inputs = {x, w}, .outputs = {h}});
  g.add_op({.name = "loss", .kind = "sum", .inputs = {h}, .outputs = {loss}});
  auto t = build_training_graph(g, loss);
  const bytes states = add_optimizer_step(t, {.kind = optimizer_kind::adam, .master_weights = true});
  CHECK(states == bytes{12 * 1024 * 1024});
  const auto r = analyze_liveness(t.graph, t.order());
  const std::int64_t p = 1024 * 1024;
  CHECK(r.device.argument == bytes{2 * p + 12 * p + 8 * 1024 * 2});
  CHECK(r.device.alias == bytes{14 * p});  // params and the three states written in place
  // At the update: params, grads and states, 16 bytes per parameter, plus the batch and the loss.
  CHECK(r.device_timeline.back() == 16 * p + 8 * 1024 * 2 + 4);
}

TEST_CASE("each optimizer keeps its number of states") {
  auto state_bytes = [](optimizer_kind k, shape s) {
    dataflow_graph g(mesh{{"d", 1}});
    const auto w = g.add_value({.tensor = {"w", s, dtype::f32}, .role = role::parameter});
    const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
    g.add_op({.name = "loss", .kind = "mul", .inputs = {w}, .outputs = {loss}});
    auto t = build_training_graph(g, loss);
    return add_optimizer_step(t, {.kind = k}).count();
  };
  CHECK(state_bytes(optimizer_kind::sgd, {64, 32}) == 0);
  CHECK(state_bytes(optimizer_kind::momentum, {64, 32}) == 64 * 32 * 4);
  CHECK(state_bytes(optimizer_kind::lion, {64, 32}) == 64 * 32 * 4);
  CHECK(state_bytes(optimizer_kind::adamw, {64, 32}) == 2 * 64 * 32 * 4);
  CHECK(state_bytes(optimizer_kind::adafactor, {64, 32}) == (64 + 32) * 4);  // factored: a row and a column
  CHECK(state_bytes(optimizer_kind::adafactor, {64}) == 64 * 4);
  CHECK(parse_optimizer("adafactor") == optimizer_kind::adafactor);
  CHECK_THROWS_WITH_AS((void)parse_optimizer("adagrad"),
                       "unknown optimizer 'adagrad'; expected sgd, momentum, adam, adamw, adafactor or lion", parse_error);
}

TEST_CASE("ZeRO-1 shards optimizer states while parameters stay replicated") {
  dataflow_graph g(mesh{{"data", 8}});
  const auto w = g.add_value({.tensor = {"w", {1024, 1024}, dtype::bf16}, .role = role::parameter});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "loss", .kind = "mul", .inputs = {w}, .outputs = {loss}});
  auto t = build_training_graph(g, loss);
  const bytes states = add_optimizer_step(
      t, {.kind = optimizer_kind::adam, .master_weights = true, .state_spec = [](value_id) { return partition_spec{"data"}; }});
  CHECK(states == bytes{12 * 1024 * 1024 / 8});
}

TEST_CASE("gradient accumulation adds into a persistent buffer in place") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto w = g.add_value({.tensor = {"w", {256}, dtype::bf16}, .role = role::parameter});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "loss", .kind = "mul", .inputs = {w}, .outputs = {loss}});
  auto t = build_training_graph(g, loss);
  CHECK(add_optimizer_step(t, {.kind = optimizer_kind::sgd, .accumulate_gradients = true}) == bytes{256 * 4});
  const auto r = analyze_liveness(t.graph, t.order());
  CHECK(r.device.alias == bytes{256 * 4 + 256 * 2});  // the accumulator and the parameter
}

TEST_CASE("an unknown op kind and an out-of-range loss are named in the error") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto p = g.add_value({.tensor = {"p", {4}, dtype::f32}, .role = role::parameter});
  const auto l = g.add_value({.tensor = {"l", {}, dtype::f32}});
  g.add_op({.name = "weird", .kind = "fft", .inputs = {p}, .outputs = {l}});
  try {
    (void)build_training_graph(g, l);
    FAIL("expected an error");
  } catch (const invalid_error& e) {
    CHECK(std::string(e.what()).starts_with("op kind 'fft' has no backward rule; declare it with op_rules::add (known "
                                            "kinds: add, all-gather,"));
  }
  CHECK_THROWS_WITH_AS((void)build_training_graph(g, static_cast<value_id>(9)),
                       "loss value id 9 is out of range; the graph has 2 values", out_of_range_error);
}

TEST_CASE("a dot output read only by the recomputation of another residual is offloaded too") {
  // Regression: with offload_dot_with_no_batch_dims, q (a dot output) is read by the backward only
  // through the recomputed RoPE of q; it was never copied to host, and the reload read an empty
  // host copy.
  dataflow_graph g(mesh{{"d", 1}});
  auto act = [&](const char* n) { return g.add_value({.tensor = {n, {4, 8}, dtype::bf16}, .role = role::activation}); };
  const auto x = g.add_value({.tensor = {"x", {4, 8}, dtype::bf16}, .role = role::input});
  const auto w = g.add_value({.tensor = {"w", {8, 8}, dtype::bf16}, .role = role::parameter});
  const auto q = act("q"), rope = act("rope"), y = act("y");
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
  g.add_op({.name = "q_proj", .scope = "layer", .kind = "dot", .inputs = {x, w}, .outputs = {q}, .flops = 512});
  g.add_op({.name = "rope", .scope = "layer", .kind = "scale", .inputs = {q}, .outputs = {rope}, .flops = 32});
  g.add_op({.name = "act", .scope = "layer", .kind = "gelu", .inputs = {rope}, .outputs = {y}, .flops = 32});
  g.add_op({.name = "loss", .scope = "head", .kind = "sum", .inputs = {y}, .outputs = {loss}, .flops = 32});
  const training_graph t =
      build_training_graph(g, loss, {.regions = {{.scope = "layer", .policy = offload_dot_with_no_batch_dims()}}});
  CHECK(t.offloaded_residuals == 1);  // q, read by the recomputed rope
  CHECK(t.recomputed_residuals == 1);  // rope, read by gelu's backward
  CHECK(t.offload_bytes == bytes{2 * 4 * 8 * 2});  // out and back
  CHECK(t.graph.find_value("q.reload").has_value());
  CHECK(analyze_liveness(t.graph, t.order()).host_peak == bytes{4 * 8 * 2});
}
