// Tests for train/: backward generation, residual policies in JAX's vocabulary, recompute,
// offload, gradient accumulation and lint.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <shardmem/models/mlp_chain.hpp>
#include <shardmem/train.hpp>

#include "../doubling.hpp"

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

// The lint of the same chain under `p`.
std::vector<std::string> warnings_of_named_chain(const remat_policy& p) {
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = g.add_value({.tensor = {"x", {}, dtype::f32}, .role = role::parameter});
  value_id in = x;
  for (const char* n : {"y", "z", "w", "u"}) {
    std::vector<std::string> tags;
    if (std::string_view(n) != "u") tags.emplace_back(n);
    const auto out = g.add_value({.tensor = {n, {}, dtype::f32}, .tags = std::move(tags)});
    g.add_op({.name = fmt::format("sin_{}", g.tensor(in).name),
              .scope = "f",
              .kind = "gelu",
              .inputs = {in},
              .outputs = {out}});
    in = out;
  }
  return build_training_graph(g, in, {.regions = {{"f", p}}}).warnings();
}

// One op of `kind` reading `inputs` and writing `outputs` (floating inputs are made by a `scale`
// of a parameter, whose backward reads nothing; integer ones by a `reshape` of a program input,
// so that both are activations), its output 0 summed into the loss. Returns the names of the
// values its backward op reads besides gradients, and the activation bytes live at the first
// backward step: exactly what the backward keeps of this op, since nothing else in the graph is
// read by a backward op.
struct kept_residuals {
  std::vector<std::string> read;
  std::int64_t activation_bytes = 0;
};
kept_residuals residuals_of(const std::string& kind, const std::vector<tensor>& inputs,
                            const std::vector<tensor>& outputs) {
  dataflow_graph g(mesh{{"d", 1}});
  std::vector<value_id> ins, outs;
  for (const tensor& t : inputs) {
    const bool floating = t.dtype == dtype::bf16 || t.dtype == dtype::f32;
    const auto src = g.add_value(
        {.tensor = {t.name + ".src", t.shape, t.dtype}, .role = floating ? role::parameter : role::input});
    ins.push_back(g.add_value({.tensor = t}));
    g.add_op({.name = t.name, .kind = floating ? "scale" : "reshape", .inputs = {src}, .outputs = {ins.back()}});
  }
  for (const tensor& t : outputs) outs.push_back(g.add_value({.tensor = t}));
  g.add_op({.name = "op", .kind = kind, .inputs = ins, .outputs = outs});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
  g.add_op({.name = "loss", .kind = "sum", .inputs = {outs[0]}, .outputs = {loss}});
  const auto t = build_training_graph(g, loss);
  kept_residuals k;
  std::optional<op_id> bwd;
  for (std::size_t o = 0; o < t.graph.op_count(); ++o)
    if (t.graph.op_name(static_cast<op_id>(o)) == "op.bwd") bwd = static_cast<op_id>(o);
  REQUIRE(bwd.has_value());
  for (const auto v : t.graph.inputs(*bwd))
    if (t.graph.role(v) != role::parameter_gradient && t.graph.role(v) != role::activation_gradient)
      k.read.push_back(t.graph.tensor(v).name);
  std::sort(k.read.begin(), k.read.end());
  const auto r = analyze_liveness(t.graph, t.order());
  k.activation_bytes =
      live_bytes_by_role(t.graph, r, t.forward_ops)[static_cast<std::size_t>(role::activation)].count();
  return k;
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
      g.add_op({.name = s + ".dot",
                .scope = s,
                .kind = "dot",
                .inputs = {x, w},
                .outputs = {h},
                .flops = 2 * batch * width * width});
      g.add_op(
          {.name = s + ".gelu", .scope = s, .kind = "gelu", .inputs = {h}, .outputs = {a}, .flops = 8 * batch * width});
      x = a;
    }
    layer_flops = 2 * batch * width * width + 8 * batch * width;
    loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
    g.add_op(
        {.name = "loss", .scope = "head", .kind = "sum", .inputs = {x}, .outputs = {loss}, .flops = batch * width});
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
  CHECK(residuals_of_named_chain(save_from_both_policies(save_only_these_names({"y"}), save_only_these_names({"w"}))) ==
        2);
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
  // No gradient for the batch (an input), so layer 0's dot writes only dW: one matmul of the
  // forward's size (2 x 32 x 256 x 256 FLOPs), not two.
  CHECK(g.op_flops(dot_bwd) == 2 * 32 * 256 * 256);
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
  const auto acc = *t.graph.producer(dw);
  const auto first = t.graph.inputs(acc)[0];  // gb's contribution, the first one computed
  CHECK(t.graph.tensor(first).name == "dw");
  CHECK(t.graph.op_in_place(acc) == std::vector<std::pair<value_id, value_id>>{{first, dw}});
  const auto r = analyze_liveness(t.graph, t.order());  // the in-place accumulation is valid
  // At the accumulation (the last step): w and the loss, dw's buffer (dw, rewritten as the final
  // gradient) and dw.part, 3 x 256 + 4 bytes; a copy would hold a third gradient buffer (1028).
  CHECK(r.device_timeline.back() == 3 * 64 * 4 + 4);
  // The peak, from the add's backward to gb's: w, the loss, dw's output allocation, da and db (the
  // add's backward writes da in the place of the dc it alone reads, as XLA's heap does).
  CHECK(r.peak == bytes{4 * 64 * 4 + 4});
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
  const auto t = build_training_graph(m.g, m.loss,
                                      {.regions = {{"layer.0", save_and_offload_only_these_names({}, {"layer_out"})},
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
  // layer.0's value named 'layer_out' exists, so the name lint is silent; but it is layer.1's
  // input, kept anyway, so layer.0's policy recomputes its h as nothing_saveable would.
  CHECK(t.warnings() ==
        std::vector<std::string>{
            "policy save_and_offload_only_these_names([], ['layer_out'], 'device', 'pinned_host') of region "
            "'layer.0' changes nothing: it neither saves nor offloads a value computed inside the region, as "
            "nothing_saveable does (values the region reads from outside are kept anyway); use "
            "nothing_saveable or save a value the region computes"});
}

TEST_CASE("lint flags regions and names that match nothing") {
  mlp_chain m(1);
  const auto t = build_training_graph(m.g, m.loss,
                                      {.regions = {{"layer.9", nothing_saveable()},
                                                   {"layer.0", save_only_these_names({"nope"})}}});
  CHECK(t.warnings() ==
        std::vector<std::string>{
            "checkpoint region 'layer.9' (nothing_saveable) covers no op",
            "policy save_only_these_names('nope') of region 'layer.0': no value of the region is named 'nope'",
            "policy save_only_these_names('nope') of region 'layer.0' changes nothing: it neither saves nor "
            "offloads a value computed inside the region, as nothing_saveable does (values the region reads "
            "from outside are kept anyway); use nothing_saveable or save a value the region computes"});
}

TEST_CASE("a region covers its scope and the scopes under it, not a scope it is only a text prefix of") {
  // Regions are looked up per scope by the prefixes ending at a '/': 'layer.1' covers 'layer.1' and
  // 'layer.1/...', never 'layer.10'.
  mlp_chain m(11);
  const auto one = build_training_graph(m.g, m.loss, {.regions = {{"layer.1", nothing_saveable()}}});
  CHECK(one.recompute_flops == 2 * 32 * 256 * 256);  // layer.1's dot, rebuilding h for its gelu's backward
  const auto ten = build_training_graph(m.g, m.loss, {.regions = {{"layer.10", nothing_saveable()}}});
  CHECK(ten.recompute_flops == one.recompute_flops);
  // Two regions of one scope: the last one decides, as the innermost of equals.
  const auto both = build_training_graph(m.g, m.loss,
                                         {.regions = {{"layer.1", nothing_saveable()},
                                                      {"layer.1", everything_saveable()}}});
  CHECK(both.recompute_flops == 0);
  // 'layer' is a text prefix of every scope and the scope of none: it covers no op.
  CHECK(build_training_graph(m.g, m.loss, {.regions = {{"layer", nothing_saveable()}}}).warnings() ==
        std::vector<std::string>{"checkpoint region 'layer' (nothing_saveable) covers no op"});
  // A region of the whole pass ("") covers every op; an inner one takes its own.
  const auto all = build_training_graph(m.g, m.loss,
                                        {.regions = {{"", everything_saveable()}, {"layer.1", nothing_saveable()}}});
  CHECK(all.recompute_flops == one.recompute_flops);
}

TEST_CASE("lint flags a policy that saves every residual of its region, as no checkpoint does") {
  // Each layer's only residual computed inside it is h (gelu's input, a dot output); the dot reads
  // the layer's input, kept anyway. dots_saveable keeps h: the checkpoint changes nothing.
  mlp_chain m(2);
  const auto t = build_training_graph(m.g, m.loss,
                                      {.regions = {{"layer.0", dots_saveable()}, {"layer.1", everything_saveable()}}});
  CHECK(t.warnings() ==
        std::vector<std::string>{
            "policy dots_saveable of region 'layer.0' changes nothing: it saves every residual of the region, "
            "as no checkpoint does; drop the checkpoint or narrow the policy",
            "policy everything_saveable of region 'layer.1' changes nothing: it saves every residual of the "
            "region, as no checkpoint does; drop the checkpoint or narrow the policy"});
  CHECK(t.saved_residuals == build_training_graph(m.g, m.loss).saved_residuals);  // what the warning claims
  // Regions sharing a policy and a finding share one line: a model's layers do not repeat it.
  mlp_chain four(4);
  training_options every_layer;
  for (int l = 0; l < 4; ++l) every_layer.regions.push_back({fmt::format("layer.{}", l), dots_saveable()});
  CHECK(build_training_graph(four.g, four.loss, every_layer).warnings() ==
        std::vector<std::string>{"policy dots_saveable of 4 regions ('layer.0', 'layer.1', ..., 'layer.3') changes "
                                 "nothing: it saves every residual of the region, as no checkpoint does; drop the "
                                 "checkpoint or narrow the policy"});
  // jax tests/api_test.py's chain: naming all of y, z, w saves every residual; naming some does not.
  CHECK(warnings_of_named_chain(save_only_these_names({"y", "z", "w"})) ==
        std::vector<std::string>{"policy save_only_these_names('y', 'z', 'w') of region 'f' changes nothing: it saves "
                                 "every residual of the region, as no checkpoint does; drop the checkpoint or narrow "
                                 "the policy"});
  CHECK(warnings_of_named_chain(save_only_these_names({"z", "w"})).empty());
  CHECK(warnings_of_named_chain(save_any_names_but_these({"w"})).empty());
  // Inside an outer nothing_saveable region, saving everything does change something.
  const auto nested = build_training_graph(m.g, m.loss,
                                           {.regions = {{"", nothing_saveable()}, {"layer.0", everything_saveable()}}});
  CHECK(nested.warnings().empty());
  // layer.0's h, and layer.0's output, which the outer region reads from the inner one as an input.
  CHECK(nested.saved_residuals == 2);
}

TEST_CASE("lint flags a policy that saves and offloads nothing, as nothing_saveable does") {
  // 'layer_out' names each layer's output, which no backward op of its own layer reads (the next
  // layer reads it as its input, kept anyway): the policy recomputes h as nothing_saveable does.
  mlp_chain m(1);
  const auto t = build_training_graph(m.g, m.loss, {.regions = {{"layer.0", save_only_these_names({"layer_out"})}}});
  CHECK(t.warnings() ==
        std::vector<std::string>{
            "policy save_only_these_names('layer_out') of region 'layer.0' changes nothing: it neither saves "
            "nor offloads a value computed inside the region, as nothing_saveable does (values the region "
            "reads from outside are kept anyway); use nothing_saveable or save a value the region computes"});
  CHECK(t.recomputed_residuals == 1);
  CHECK(t.saved_residuals == 0);
  CHECK(warnings_of_named_chain(save_any_names_but_these({"y", "z", "w"})).size() == 1);
  // nothing_saveable itself, and policies that keep or offload something, are not flagged.
  CHECK(warnings_of_named_chain(nothing_saveable()).empty());
  CHECK(build_training_graph(m.g, m.loss, {.regions = {{"layer.0", nothing_saveable()}}}).warnings().empty());
  CHECK(build_training_graph(m.g, m.loss, {.regions = {{"layer.0", offload_dot_with_no_batch_dims()}}})
            .warnings()
            .empty());
  CHECK(warnings_of_named_chain(save_only_these_names({"w"})).empty());
}

TEST_CASE("each built-in op kind's backward keeps exactly the residuals its rule names") {
  // The residuals of each kind (rules.hpp): a floating tensor [64, 32] is 8,192 B in f32, a 1-byte
  // mask 2,048 B. Attention: b 2, 4 heads, s 16, head dim 8: Q, K, V, context bf16 [2, 16, 32]
  // (2,048 B each), softmax probabilities bf16 [2, 4, 16, 16] (4,096 B), its dropout mask u8
  // (2,048 B), log-sum-exp f32 [2, 4, 16] (512 B).
  const tensor x{"x", {64, 32}, dtype::f32}, y{"y", {64, 32}, dtype::f32}, mask{"mask", {64, 32}, dtype::u8};
  SUBCASE("relu reads its output") {
    const auto k = residuals_of("relu", {x}, {y});
    CHECK(k.read == std::vector<std::string>{"y"});
    CHECK(k.activation_bytes == 8192);
  }
  SUBCASE("relu_mask reads its 1-byte mask") {
    const auto k = residuals_of("relu_mask", {x}, {y, mask});
    CHECK(k.read == std::vector<std::string>{"mask"});
    CHECK(k.activation_bytes == 2048);
  }
  SUBCASE("gelu and silu read their input") {
    for (const char* kind : {"gelu", "silu"}) {
      CAPTURE(kind);
      const auto k = residuals_of(kind, {x}, {y});
      CHECK(k.read == std::vector<std::string>{"x"});
      CHECK(k.activation_bytes == 8192);
    }
  }
  SUBCASE("softmax reads its output, dropout its mask, matmul both inputs") {
    CHECK(residuals_of("softmax", {x}, {y}).read == std::vector<std::string>{"y"});
    const auto d = residuals_of("dropout", {x}, {y, mask});
    CHECK(d.read == std::vector<std::string>{"mask"});
    CHECK(d.activation_bytes == 2048);
    const auto mm = residuals_of("dot", {x, {"w", {32, 16}, dtype::f32}}, {{"h", {64, 16}, dtype::f32}});
    CHECK(mm.read == std::vector<std::string>{"w", "x"});
    CHECK(mm.activation_bytes == 8192 + 32 * 16 * 4);
  }
  SUBCASE("add, reshape and transpose read nothing") {
    for (const char* kind : {"add", "reshape", "transpose"}) {
      CAPTURE(kind);
      const auto k = std::string_view(kind) == "add" ? residuals_of(kind, {x, {"x2", {64, 32}, dtype::f32}}, {y})
                                                     : residuals_of(kind, {x}, {y});
      CHECK(k.read.empty());
      CHECK(k.activation_bytes == 0);
    }
  }
  const tensor q{"q", {2, 16, 32}, dtype::bf16}, kk{"k", {2, 16, 32}, dtype::bf16}, v{"v", {2, 16, 32}, dtype::bf16};
  const tensor ctx{"ctx", {2, 16, 32}, dtype::bf16};
  SUBCASE("materialized attention reads Q, K, V, its softmax output and its dropout mask") {
    const auto k =
        residuals_of("attention", {q, kk, v},
                     {ctx, {"probs", {2, 4, 16, 16}, dtype::bf16}, {"probs_mask", {2, 4, 16, 16}, dtype::u8}});
    CHECK(k.read == std::vector<std::string>{"k", "probs", "probs_mask", "q", "v"});
    CHECK(k.activation_bytes == 3 * 2048 + 4096 + 2048);
  }
  SUBCASE("flash attention reads Q, K, V, its output and the log-sum-exp, never the probabilities") {
    const auto k = residuals_of("flash_attention", {q, kk, v}, {ctx, {"lse", {2, 4, 16}, dtype::f32}});
    CHECK(k.read == std::vector<std::string>{"ctx", "k", "lse", "q", "v"});
    CHECK(k.activation_bytes == 4 * 2048 + 512);
  }
  SUBCASE("embedding reads its indices, not the table or the rows it gathered") {
    // Table f32 [1000, 32] (a parameter's scale), indices s32 [8, 16] = 512 B, rows f32 [8, 16, 32].
    const auto k = residuals_of("embedding", {{"table", {1000, 32}, dtype::f32}, {"ids", {8, 16}, dtype::s32}},
                                {{"rows", {8, 16, 32}, dtype::f32}});
    CHECK(k.read == std::vector<std::string>{"ids"});
    CHECK(k.activation_bytes == 8 * 16 * 4);
  }
  SUBCASE("cross-entropy reads its logits (and the labels, a program input in any real model)") {
    // Logits f32 [8, 1000] = 32,000 B; labels s32 [8] = 32 B, here an activation (a reshape).
    const auto k = residuals_of("cross_entropy", {{"logits", {8, 1000}, dtype::f32}, {"labels", {8}, dtype::s32}},
                                {{"nll", {}, dtype::f32}});
    CHECK(k.read == std::vector<std::string>{"labels", "logits"});
    CHECK(k.activation_bytes == 8 * 1000 * 4 + 8 * 4);
  }
  SUBCASE("LayerNorm reads its input, mean and rstd; RMSNorm its input and rstd; not their output") {
    // Input and output f32 [64, 32]; statistics f32 [64] = 256 B each.
    const tensor scale{"scale", {32}, dtype::f32}, mean{"mean", {64}, dtype::f32}, rstd{"rstd", {64}, dtype::f32};
    const auto ln = residuals_of("layernorm", {x, scale}, {y, mean, rstd});
    CHECK(ln.read == std::vector<std::string>{"mean", "rstd", "x"});
    CHECK(ln.activation_bytes == 8192 + 2 * 256);
    const auto rms = residuals_of("rmsnorm", {x, scale}, {y, rstd});
    CHECK(rms.read == std::vector<std::string>{"rstd", "x"});
    CHECK(rms.activation_bytes == 8192 + 256);
  }
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

// A bf16 [8, 1024] batch times one bf16 [1024, 1024] weight, summed into a loss.
struct one_matmul {
  dataflow_graph g{mesh{{"d", 1}}};
  value_id loss{};
  one_matmul() {
    const auto x = g.add_value({.tensor = {"x", {8, 1024}, dtype::bf16}, .role = role::input});
    const auto w = g.add_value({.tensor = {"w", {1024, 1024}, dtype::bf16}, .role = role::parameter});
    const auto h = g.add_value({.tensor = {"h", {8, 1024}, dtype::bf16}});
    loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
    g.add_op({.name = "mm", .kind = "dot", .inputs = {x, w}, .outputs = {h}});
    g.add_op({.name = "loss", .kind = "sum", .inputs = {h}, .outputs = {loss}});
  }
};

TEST_CASE("Adam with fp32 master weights holds 16 bytes per bf16 parameter, updated in place") {
  // Mixed-precision Adam: 2 (bf16 param) + 2 (bf16 grad) + 4 + 4 + 4 (fp32 m, v, master) = 16
  // bytes per parameter (Rajbhandari et al. 2020, sec. 3.1: 2 + 2 + K with K = 12).
  const one_matmul m;
  auto t = build_training_graph(m.g, m.loss);
  const bytes states = add_optimizer_step(t, {.kind = optimizer_kind::adam, .master_weights = true});
  CHECK(states == bytes{12 * 1024 * 1024});
  const auto r = analyze_liveness(t.graph, t.order());
  const std::int64_t p = 1024 * 1024;
  // And optax's int32 step count (ScaleByAdamState.count), 4 bytes.
  CHECK(r.device.argument == bytes{2 * p + 12 * p + 8 * 1024 * 2 + 4});
  CHECK(r.device.alias == bytes{14 * p + 4});  // params, the three states and the count written in place
  // At the update: params, grads and states, 16 bytes per parameter, plus the batch, the loss
  // and the count.
  CHECK(r.device_timeline.back() == 16 * p + 8 * 1024 * 2 + 4 + 4);
}

TEST_CASE("parameter gradients are outputs of every training step: a train step returns new params and states") {
  // JAX's train_step(state, batch) -> (new_state, metrics): the update consumes the gradients.
  // The gradient alone (build_training_graph, jax.grad) is an output; once add_optimizer_step
  // adds the update it is not, so a donated step's outputs are exactly its new parameters and
  // states (and the loss), all aliased.
  const one_matmul m;
  const std::int64_t p = 1024 * 1024;
  auto t = build_training_graph(m.g, m.loss);
  REQUIRE(t.gradient.size() > 1);
  const value_id grad = *t.gradient[1];
  CHECK(t.graph.is_output(grad));
  (void)add_optimizer_step(t, {.kind = optimizer_kind::adam, .master_weights = true});
  CHECK_FALSE(t.graph.is_output(grad));
  std::vector<std::string> outputs;
  for (std::size_t v = 0; v < t.graph.value_count(); ++v)
    if (t.graph.is_output(static_cast<value_id>(v))) outputs.push_back(t.graph.tensor(static_cast<value_id>(v)).name);
  std::sort(outputs.begin(), outputs.end());
  CHECK(outputs ==
        std::vector<std::string>{"loss", "optimizer.count.new", "w.m.new", "w.master.new", "w.new", "w.v.new"});
  const auto r = analyze_liveness(t.graph, t.order());
  CHECK(r.device.output.count() == 14 * p + 4 + 4);
  CHECK(r.device.alias.count() == 14 * p + 4);
  CHECK(r.device.output - r.device.alias == bytes{4});  // the loss
  CHECK(r.peak == r.device.total());
  // A donated target stays an output.
  CHECK_THROWS_WITH_AS(t.graph.unmark_output(*t.graph.find_value("w.new")),
                       "cannot unmark output 'w.new': a donated argument is written into it; an output that reuses an "
                       "argument's buffer stays an output",
                       invalid_error);
}

TEST_CASE("without donation the new parameters and states are outputs of their own, live beside the old") {
  // A non-donating @jax.jit step (seed 001's trainer: "alias 0.0"): memory_analysis reports the
  // new params and states as outputs and nothing as aliased; at the update both copies are live.
  const one_matmul m;
  const std::int64_t p = 1024 * 1024;
  auto t = build_training_graph(m.g, m.loss);
  (void)add_optimizer_step(t, {.kind = optimizer_kind::adam, .master_weights = true, .donate = false});
  const auto r = analyze_liveness(t.graph, t.order());
  CHECK(r.device.argument == bytes{2 * p + 12 * p + 8 * 1024 * 2 + 4});  // and the step count
  CHECK(r.device.alias == bytes{0});
  // Outputs: the new bf16 params (2) and fp32 m, v, master (12), the loss and the new count; not
  // the gradient.
  CHECK(r.device.output.count() == 14 * p + 4 + 4);
  // At the update: the old params and states (14), the gradient (2) and the new ones (14), the
  // old count and the new.
  CHECK(r.device_timeline.back() == 30 * p + 8 * 1024 * 2 + 4 + 8);
  // The new ones hold their allocations from the first step (XLA gives each live-out buffer its
  // own for the whole program): the step never holds less than the old, the new and the batch.
  CHECK(r.device_timeline.front() >= 28 * p + 8 * 1024 * 2 + 4);
  CHECK(r.peak == r.device.total());
  // Donated, the same step holds 16 bytes per parameter there (the test above): 14 fewer, and the
  // new step count's 4 bytes.
  auto donated = build_training_graph(m.g, m.loss);
  (void)add_optimizer_step(donated, {.kind = optimizer_kind::adam, .master_weights = true});
  CHECK(r.device_timeline.back() - analyze_liveness(donated.graph, donated.order()).device_timeline.back() ==
        14 * p + 4);
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
                       "unknown optimizer 'adagrad'; expected sgd, momentum, adam, adamw, adafactor or lion",
                       parse_error);
}

TEST_CASE("ZeRO-1 shards optimizer states while parameters stay replicated") {
  dataflow_graph g(mesh{{"data", 8}});
  const auto w = g.add_value({.tensor = {"w", {1024, 1024}, dtype::bf16}, .role = role::parameter});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "loss", .kind = "mul", .inputs = {w}, .outputs = {loss}});
  auto t = build_training_graph(g, loss);
  const bytes states = add_optimizer_step(t, {.kind = optimizer_kind::adam,
                                              .master_weights = true,
                                              .state_spec = [](value_id) { return partition_spec{"data"}; }});
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
  // The accumulator, the parameter and optax.MultiSteps' two int32 counts (mini_step, gradient_step).
  CHECK(r.device.alias == bytes{256 * 4 + 256 * 2 + 2 * 4});
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
  CHECK(t.offloaded_residuals == 1);               // q, read by the recomputed rope
  CHECK(t.recomputed_residuals == 1);              // rope, read by gelu's backward
  CHECK(t.offload_bytes == bytes{2 * 4 * 8 * 2});  // out and back
  CHECK(t.graph.find_value("q.reload").has_value());
  CHECK(analyze_liveness(t.graph, t.order()).host_peak == bytes{4 * 8 * 2});
}

TEST_CASE("a backward op's FLOPs past int64 are an overflow_error naming the op") {
  // A dot's backward costs 2x its forward (rules.hpp): 2^62 forward FLOPs do not fit doubled.
  dataflow_graph g(mesh{{"d", 1}});
  // Both operands trained, so both get a gradient.
  const auto x = g.add_value({.tensor = {"x", {8, 8}, dtype::f32}, .role = role::parameter});
  const auto w = g.add_value({.tensor = {"w", {8, 8}, dtype::f32}, .role = role::parameter});
  const auto h = g.add_value({.tensor = {"h", {8, 8}, dtype::f32}});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "mm", .kind = "dot", .inputs = {x, w}, .outputs = {h}, .flops = std::int64_t{1} << 62});
  g.add_op({.name = "loss", .kind = "sum", .inputs = {h}, .outputs = {loss}});
  CHECK_THROWS_WITH_AS((void)build_training_graph(g, loss),
                       "overflow computing the FLOPs of op 'mm.bwd': 2 x 4611686018427387904 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
}

TEST_CASE("an optimizer update's FLOPs past int64 are an overflow_error") {
  // Adam's update costs (4 + 4 x 2 states) FLOPs per element: 10^18 f32 elements (4 * 10^18 bytes,
  // within int64) make 1.2 * 10^19.
  dataflow_graph g(mesh{{"d", 1}});
  const auto w = g.add_value({.tensor = {"w", {1'000'000'000'000'000'000}, dtype::f32}, .role = role::parameter});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "loss", .kind = "sum", .inputs = {w}, .outputs = {loss}});
  training_graph t = build_training_graph(g, loss);
  CHECK_THROWS_WITH_AS((void)add_optimizer_step(t, {.kind = optimizer_kind::adam}),
                       "overflow computing an optimizer update's FLOPs: 1000000000000000000 x 12 exceeds the 64-bit "
                       "limit 9223372036854775807",
                       overflow_error);
}

TEST_CASE("checkpoint regions of 10000 layers are linted in time linear in the layers") {
  // Each region's referenced names were looked for over every value, and each region compared
  // with every other for nesting: O(layers^2) for a region per layer.
  auto build = [](std::int64_t n) {
    const mlp_chain_graph m = build_mlp_chain(n, 64, 8, dtype::f32, mesh{{"data", 2}}, {.data = "data"});
    training_options o;
    for (const std::string& scope : m.layer_scopes) o.regions.push_back({scope, save_only_these_names({"missing"})});
    const training_graph t = build_training_graph(m.graph, m.loss, o);
    std::int64_t unmatched = 0;
    for (const lint_finding& f : t.lint) unmatched += f.kind == lint_finding::kind_t::name_matches_nothing ? 1 : 0;
    CHECK(unmatched == n);
  };
  build(10'000);
  shardmem_test::check_linear(build, 1'000);
}

TEST_CASE("a region inside another, or naming the same scope, is nested; a sibling with a common prefix is not") {
  const mlp_chain_graph m = build_mlp_chain(2, 64, 8, dtype::f32, mesh{{"data", 2}}, {.data = "data"});
  auto saves_all_regions = [&](std::vector<checkpoint_region> regions) {
    const training_graph t = build_training_graph(m.graph, m.loss, {.regions = std::move(regions)});
    std::vector<std::string> out;
    for (const lint_finding& f : t.lint)
      if (f.kind == lint_finding::kind_t::policy_saves_all) out.insert(out.end(), f.regions.begin(), f.regions.end());
    return out;
  };
  // everything_saveable saves every residual: a finding for a region inside no other only.
  CHECK(saves_all_regions({{"layer.0", everything_saveable()}, {"layer.1", everything_saveable()}}) ==
        std::vector<std::string>{"layer.0", "layer.1"});
  CHECK(saves_all_regions({{"", everything_saveable()}, {"layer.1", everything_saveable()}}) ==
        std::vector<std::string>{""});
  CHECK(saves_all_regions({{"layer.1", everything_saveable()}, {"layer.1", everything_saveable()}}).empty());
}
