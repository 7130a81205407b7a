// The parts of a transformer's forward graph (models/transformer.hpp composes them): the options
// they read, the graph they build, and transformer_builder, whose members each add one part: the
// embedding, a layer's attention block and MLP block (dense or mixture of experts), and the head.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/models/adapters.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/parallelism.hpp>

namespace shardmem {

/// What build_transformer builds beyond the config: how it is split, the loss, one pipeline stage,
/// where the parameters live, adapters.
struct transformer_options {
  shardmem::parallelism parallel{};
  bool chunked_loss = false;              ///< cross-entropy without materializing the logits
  std::int64_t loss_chunk_tokens = 1024;  ///< tokens per chunk of the chunked loss
  dtype logits_dtype = dtype::f32;
  /// Matmuls write an fp32 temporary of their output before the bf16 result (seed 003: XLA on
  /// ROCm summing bf16 dots in fp32); modelled as each dot's workspace.
  bool fp32_matmul_outputs = false;
  /// One pipeline stage: layers [first_layer, end_layer) (end_layer -1: to the last), with the
  /// embedding and the head only where asked. Without the embedding the stage reads its input
  /// activation `stage_input` [b, s, h] (received from the stage before); without the head it ends
  /// in `stage_loss`, a sum of its output standing in for the stages after it, whose backward
  /// gives the output's gradient as the next stage would send it.
  std::int64_t first_layer = 0;
  std::int64_t end_layer = -1;
  bool embedding = true;
  bool head = true;
  /// Where the parameters live: pinned_host offloads them (MaxText's parameter_memory_host_offload);
  /// each op then reads a device copy `<param>.device` made right before it (a copy-to-device,
  /// role collective) and freed after its last reader, and the backward pass copies again rather
  /// than keeping it, so the devices hold a parameter only while a layer uses it.
  memory_kind param_memory = memory_kind::device;
  /// Low-rank adapters (models/adapters.hpp) beside the projections they target: each adapted
  /// projection `W` gets factors `W.adapter_a` [d_in, r] and `W.adapter_b` [r, d_out], trained
  /// (sharded like the weights over the fsdp axes, A on d_in, B on d_out), and ops
  /// `W.adapter_a`, `W.adapter_b` (x A, then (x A) B, in the type JAX promotes the activations and
  /// the factors to) and `W.adapter_add`, whose sum is the projection's output and carries its
  /// checkpoint name. Every other parameter is frozen (value_desc::frozen). Not with a tensor
  /// axis: the factors' split over it is not modelled.
  std::optional<adapter_config> adapters{};
};

/// The scope of layer `i` in a built model, `layer.3`: what its checkpoint region covers.
[[nodiscard]] inline std::string layer_scope(std::int64_t i) { return fmt::format("layer.{}", i); }

/// A built forward graph: the loss, and each layer's scope (`layer.3`) for checkpoint regions.
struct transformer_graph {
  dataflow_graph graph;
  value_id loss{};
  std::vector<std::string> layer_scopes;
};

namespace detail {

// Builds a transformer's forward graph a part at a time, for build_transformer to compose: the
// embedding, each layer's attention block and MLP block (dense or mixture of experts), and the
// head. It holds the sizes and shardings every part reads and the graph the parts add to, so the
// parts are called in the graph's order. `c` valid and `o` checked (check_transformer_options).
class transformer_builder {
 public:
  transformer_builder(const transformer_config& c, const mesh& m, const transformer_options& o)
      : c(c), m(m), o(o), p(o.parallel), out{dataflow_graph(m), value_id{}, {}}, g(out.graph) {
    t = p.tensor.empty() ? 1 : m.axis_size(p.tensor);
    std::vector<std::string> batch_axes;  // the expert axis last: the all-to-alls move it to the experts
    for (const axis_group* group : {&p.data, &p.fsdp})
      for (const std::string& a : group->names) batch_axes.push_back(a), batch_parts *= m.axis_size(a);
    if (!p.expert.empty()) batch_axes.push_back(p.expert), batch_parts *= m.axis_size(p.expert);
    auto entry = [](const std::string& axis) {
      return axis.empty() ? partition_spec::entry{} : partition_spec::entry{axis};
    };
    B = batch_axes, T = entry(p.tensor), F = p.fsdp.entry(), X = entry(p.expert);
    // The FSDP entry of the weights outside the experts: the expert axis joins it (see
    // parallelism::shard_dense_over_expert).
    FD = F;
    if (!p.expert.empty() && p.shard_dense_over_expert) FD.push_back(p.expert);
    // The batch axes but the expert axis: what still splits the token groups once tokens reach their experts.
    BX.assign(batch_axes.begin(), batch_axes.end() - (p.expert.empty() ? 0 : 1));
    const partition_spec::entry S = p.sequence_parallel ? T : partition_spec::entry{};
    act_spec = partition_spec({B, S, {}}), full_spec = partition_spec({B, {}, {}});
    hidden_tp = partition_spec({B, {}, T}), heads_tp = partition_spec({B, T});
    token_major = partition_spec({{}, B, {}, {}}), expert_major = partition_spec({X, BX, {}, {}});
    expert_hidden = partition_spec({X, BX, {}, T});
  }
  transformer_builder(const transformer_builder&) = delete;
  transformer_builder& operator=(const transformer_builder&) = delete;

  // Room for `layers` layers up front (about 40 values and 25 ops each with their collectives,
  // more with MoE), so the tables are not moved as they grow.
  void reserve(std::int64_t layers) {
    const auto built = static_cast<std::size_t>(layers);
    g.reserve(48 * built + 32, 32 * built + 32);
  }

  // Adds the inputs (tokens, and labels for the head), the embedding table (vocabulary-parallel
  // over the tensor axis, FSDP over hidden) and the learned positions; or, without the embedding,
  // the stage's input activation. Returns the activation the first layer reads.
  value_id embedding() {
    const auto ids = o.embedding ? g.add_value({.tensor = {"tokens", {b, s}, dtype::s32},
                                                .spec = partition_spec({B}),
                                                .role = role::input})
                                 : value_id{};
    labels = o.head
                 ? g.add_value({.tensor = {"labels", {b, s}, dtype::s32}, .spec = partition_spec({B}), .role = role::input})
                 : value_id{};
    const bool needs_table = o.embedding || (o.head && c.tied_embeddings);
    table = needs_table ? param("embed.table", {V, h}, partition_spec({T, FD})) : value_id{};
    value_id x{};
    if (!o.embedding) {
      x = g.add_value({.tensor = {"stage_input", {b, s, h}, ad}, .spec = act_spec, .role = role::input});
    } else {
      const auto emb_partial = partial_out("embed.partial", t > 1);
      op("embed", "embed", "embedding", {use(table, partition_spec({T}), "embed"), ids}, {emb_partial}, 0);
      x = reduce(emb_partial, "embed", "embed");
    }
    if (o.embedding && c.positions == position_kind::learned) {
      const auto pos = param("embed.positions", {c.resolved_max_positions(), h}, partition_spec({{}, FD}));
      const auto xp = act("embed.with_positions", {b, s, h}, act_spec);
      op("embed.positions", "embed", "add", {x, use(pos, partition_spec{}, "embed")}, {xp}, flops(prod(b, s, h)));
      x = xp;
    }
    return x;
  }

  // Sizes the MoE dispatch buffers: C rows per expert for each token group, one group per shard of
  // the batch (over data, fsdp and expert), each of ceil(b / G) sequences, the local tokens of a device.
  void size_experts() {
    C = c.moe ? dispatch_rows(c, checked_mul(ceil_div(b, batch_parts), s, "the tokens of a group")) : 0;
  }

  // Adds layer `i` on `x`: its input named, its attention block and its MLP block. Returns its output.
  value_id layer(std::int64_t i, value_id x) {
    const std::string L = layer_scope(i);
    out.layer_scopes.push_back(L);
    const std::size_t layer_ops = g.op_count(), layer_values = g.value_count();
    {  // checkpoint_name(x, 'layer_input') inside the layer, as MaxText does: a view, no new buffer
      const auto named = act(L + ".input", {b, s, h}, act_spec, {"layer_input"});
      g.add_op(
          {.name = L + ".input", .scope = L, .kind = "name", .inputs = {x}, .outputs = {named}, .views = {{x, named}}});
      x = named;
    }
    const value_id y = mlp_block(i, attention_block(i, x));
    g.assign_layer(i, layer_ops, layer_values);  // membership as data, for repeat_layers
    return y;
  }

  // Adds the attention block of layer `i` on `x`: the norm, the q/k/v projections (rotary
  // positions applied), flash or materialized attention, the output projection with its
  // tensor-parallel reduction, dropout and the residual sum. Returns the residual sum.
  value_id attention_block(std::int64_t i, value_id x) {
    const std::string L = layer_scope(i), attn = L + "/attn", core = L + "/attn/core";
    const auto n1 = norm(L + ".attn_norm", attn, x);
    auto proj = [&](const char* nm, std::int64_t width, bool bias, const char* tag) {
      const auto w = param(L + "." + nm, {h, width}, partition_spec({FD, T}));
      const std::optional<value_id> bv = bias ? std::optional(
                                                    param(L + "." + nm + ".bias", {width}, partition_spec({T})))
                                              : std::nullopt;
      const bool adapted = adapter_on(i, nm);
      const auto y = act(L + "." + nm + "_out", {b, s, width}, hidden_tp, tags_unless(adapted, {tag}));
      dot(L + "." + nm, attn, n1, use(w, partition_spec({{}, T}), attn), bv, y, prod(2, b, s, h, width));
      return adapted ? adapt(L + "." + nm, attn, n1, y, h, width, {tag}) : y;
    };
    auto q = proj("q_proj", prod(nq, hd), c.qkv_bias, "query_proj");
    auto k = proj("k_proj", prod(nkv, hd), c.qkv_bias, "key_proj");
    const auto v = proj("v_proj", prod(nkv, hd), c.qkv_bias, "value_proj");
    if (c.positions == position_kind::rotary) {
      const auto qr = act(L + ".q_rope", {b, s, prod(nq, hd)}, hidden_tp),
                 kr = act(L + ".k_rope", {b, s, prod(nkv, hd)}, hidden_tp);
      op(L + ".rope_q", attn, "scale", {q}, {qr}, flops(prod(6, b, s, nq, hd)));
      op(L + ".rope_k", attn, "scale", {k}, {kr}, flops(prod(6, b, s, nkv, hd)));
      q = qr, k = kr;
    }
    const auto ctx = act(L + ".context", {b, s, prod(nq, hd)}, hidden_tp, {"context"});
    const std::int64_t attn_flops = prod(4, b, s, s, nq, hd);
    if (c.attention == attention_kind::flash) {
      const auto lse = act(L + ".lse", {b, nq, s}, heads_tp, {}, dtype::f32);
      op(L + ".flash_attention", core, "flash_attention", {q, k, v}, {ctx, lse}, flops(attn_flops));
    } else {
      const auto scores = act(L + ".scores", {b, nq, s, s}, heads_tp);
      op(L + ".qk", core, "batch_dot", {q, k}, {scores}, flops(attn_flops / 2));
      const auto probs = act(L + ".probs", {b, nq, s, s}, heads_tp);
      op(L + ".softmax", core, "softmax", {scores}, {probs}, flops(prod(5, b, nq, s, s)));
      const auto dropped = dropout(L + ".attn_dropout", core, probs, {b, nq, s, s}, heads_tp);
      op(L + ".av", core, "batch_dot", {dropped, v}, {ctx}, flops(attn_flops / 2));
    }
    const auto wo = param(L + ".o_proj", {prod(nq, hd), h}, partition_spec({T, FD}));
    const std::optional<value_id> bo = c.out_bias ? std::optional(param(L + ".o_proj.bias", {h}, {})) : std::nullopt;
    const bool o_adapted = adapter_on(i, "o_proj");
    auto o_partial = partial_out(L + ".o_proj_out.partial", t > 1, tags_unless(o_adapted, {"out_proj"}));
    dot(L + ".o_proj", attn, ctx, use(wo, partition_spec({T}), attn), bo, o_partial, prod(2, b, s, nq, hd, h));
    if (o_adapted) o_partial = adapt(L + ".o_proj", attn, ctx, o_partial, prod(nq, hd), h, {"out_proj"});
    const auto o_red = reduce(o_partial, L + ".o_proj_out", attn);
    const auto o_drop = dropout(L + ".out_dropout", attn, o_red, {b, s, h}, act_spec);
    const auto x2 = act(L + ".residual1", {b, s, h}, act_spec);
    op(L + ".residual1", attn, "add", {x, o_drop}, {x2}, flops(prod(b, s, h)));
    return x2;
  }

  // Adds the MLP block of layer `i` on `x`: the norm, the dense MLP or the experts (moe_at), the
  // tensor-parallel reduction, dropout and the residual sum. Returns the layer's output.
  value_id mlp_block(std::int64_t i, value_id x) {
    const std::string L = layer_scope(i), mlp = L + "/mlp";
    const auto n2 = norm(L + ".mlp_norm", mlp, x);
    const auto d_partial = moe_at(c, i) ? moe_mlp(L, n2) : dense_mlp(L, mlp, n2, f, 1, {"mlp_out"}, i);
    const auto d_red = reduce(d_partial, L + ".mlp_out", mlp);
    const auto d_drop = dropout(L + ".mlp_dropout", mlp, d_red, {b, s, h}, act_spec);
    const auto x3 = act(L + ".output", {b, s, h}, act_spec);
    op(L + ".residual2", mlp, "add", {x, d_drop}, {x3}, flops(prod(b, s, h)));
    return x3;
  }

  // A dense MLP of inner width `width` on `in`, its weights named `P.fc1`, `P.fc2` (GeLU) or
  // `P.gate_proj`, `P.up_proj`, `P.down_proj` (SwiGLU); returns its output before the tensor-parallel
  // reduction, tagged `out_tags`. Shared experts fused into one MLP keep one output bias each
  // ([copies, h], summed), as parameter_breakdown counts them. `layer` -1: no adapters.
  value_id dense_mlp(const std::string& P, const std::string& scope, value_id in, std::int64_t width,
                     std::int64_t bias_copies, std::vector<std::string> out_tags, std::int64_t layer) {
    auto up_proj = [&](const char* nm) {
      const auto w = param(P + "." + nm, {h, width}, partition_spec({FD, T}));
      const std::optional<value_id> bv = c.mlp_bias ? std::optional(
                                                          param(P + "." + nm + ".bias", {width}, partition_spec({T})))
                                                    : std::nullopt;
      const bool adapted = adapter_on(layer, nm);
      const auto y = act(P + "." + nm + "_out", {b, s, width}, hidden_tp, tags_unless(adapted, {"mlp_hidden"}));
      dot(P + "." + nm, scope, in, use(w, partition_spec({{}, T}), scope), bv, y, prod(2, b, s, h, width));
      return adapted ? adapt(P + "." + nm, scope, in, y, h, width, {"mlp_hidden"}) : y;
    };
    value_id hidden_act{};
    if (c.mlp == mlp_kind::gelu) {
      const auto h1 = up_proj("fc1");
      hidden_act = act(P + ".gelu", {b, s, width}, hidden_tp);
      op(P + ".gelu", scope, "gelu", {h1}, {hidden_act}, flops(prod(8, b, s, width)));
    } else {
      const auto gate = up_proj("gate_proj");
      const auto up = up_proj("up_proj");
      const auto silu = act(P + ".silu", {b, s, width}, hidden_tp);
      op(P + ".silu", scope, "silu", {gate}, {silu}, flops(prod(4, b, s, width)));
      hidden_act = act(P + ".swiglu", {b, s, width}, hidden_tp);
      op(P + ".swiglu", scope, "mul", {silu, up}, {hidden_act}, flops(prod(b, s, width)));
    }
    // The name by value: use() below adds values, which may move the graph's value table (a
    // reference into it dangled here; found by tests/fuzz/fuzz_plan).
    const std::string wd_name = P + (c.mlp == mlp_kind::gelu ? ".fc2" : ".down_proj");
    const auto wd = param(wd_name, {width, h}, partition_spec({T, FD}));
    const shape bias_shape = bias_copies == 1 ? shape{h} : shape{bias_copies, h};
    const std::optional<value_id> bd = c.mlp_bias ? std::optional(param(wd_name + ".bias", bias_shape, {}))
                                                  : std::nullopt;
    const bool adapted = adapter_on(layer, c.mlp == mlp_kind::gelu ? "fc2" : "down_proj");
    const auto d_partial = partial_out(P + ".mlp_out.partial", t > 1, tags_unless(adapted, out_tags));
    const value_id wd_used = use(wd, partition_spec({T}), scope);
    dot(wd_name, scope, hidden_act, wd_used, bd, d_partial, prod(2, b, s, width, h));
    return adapted ? adapt(wd_name, scope, hidden_act, d_partial, width, h, std::move(out_tags)) : d_partial;
  }

  // The mixture of experts of layer scope `L` on `in` (see build_transformer): router, dispatch,
  // the experts' MLP, combine, and the shared experts. Returns the output before the reduction.
  value_id moe_mlp(const std::string& L, value_id in) {
    const std::string router = L + "/mlp/router", experts = L + "/mlp/experts";
    const std::int64_t E = c.moe->experts, top_k = c.moe->top_k, fe = c.resolved_expert_ffn();
    const std::int64_t G = batch_parts;  // token groups: one per shard of the batch
    // Router: f32 logits and probabilities (see the doc comment), then the top-k choice.
    const auto wr = param(L + ".router", {h, E}, partition_spec({FD}));
    const auto logits = act(L + ".router_logits", {b, s, E}, full_spec, {}, dtype::f32);
    op(L + ".router", router, "dot", {in, use(wr, partition_spec{}, router)}, {logits}, flops(prod(2, b, s, h, E)));
    const auto probs = act(L + ".router_probs", {b, s, E}, full_spec, {}, dtype::f32);
    op(L + ".router_softmax", router, "softmax", {logits}, {probs}, flops(prod(5, b, s, E)));
    const auto weights = act(L + ".routing_weights", {b, s, top_k}, full_spec, {}, dtype::f32);
    const auto chosen = act(L + ".routing_indices", {b, s, top_k}, full_spec, {}, dtype::s32);
    op(L + ".top_k", router, "top_k", {probs}, {weights, chosen}, flops(prod(b, s, E)));

    // Dispatch into [E, G, C, h], split over the groups; the all-to-all splits it over the experts.
    const auto dispatched = act(L + ".dispatch", {E, G, C, h}, token_major, {"moe_dispatch"});
    op(L + ".dispatch", experts, "dispatch", {in, chosen}, {dispatched}, 0);
    const value_id x_in = p.expert.empty()
                              ? dispatched
                              : all_to_all(g, dispatched, p.expert, 1, 0,
                                           {.name = L + ".expert_in", .scope = experts, .role = role::activation});

    // The experts' MLP: batch dots over the expert dimension of the stacked weights.
    auto expert_up = [&](const char* nm) {
      const std::string W = L + ".experts." + nm;
      const auto w = param(W, {E, h, fe}, partition_spec({X, F, T}));
      const std::optional<value_id> bv = c.mlp_bias ? std::optional(param(W + ".bias", {E, fe}, partition_spec({X, T})))
                                                    : std::nullopt;
      const auto y = act(W + "_out", {E, G, C, fe}, expert_hidden, {"mlp_hidden"});
      dot(W, experts, x_in, use(w, partition_spec({X, {}, T}), experts), bv, y, prod(2, E, G, C, h, fe), "batch_dot");
      return y;
    };
    value_id hidden_act{};
    if (c.mlp == mlp_kind::gelu) {
      const auto h1 = expert_up("fc1");
      hidden_act = act(L + ".experts.gelu", {E, G, C, fe}, expert_hidden);
      op(L + ".experts.gelu", experts, "gelu", {h1}, {hidden_act}, flops(prod(8, E, G, C, fe)));
    } else {
      const auto gate = expert_up("gate_proj");
      const auto up = expert_up("up_proj");
      const auto silu = act(L + ".experts.silu", {E, G, C, fe}, expert_hidden);
      op(L + ".experts.silu", experts, "silu", {gate}, {silu}, flops(prod(4, E, G, C, fe)));
      hidden_act = act(L + ".experts.swiglu", {E, G, C, fe}, expert_hidden);
      op(L + ".experts.swiglu", experts, "mul", {silu, up}, {hidden_act}, flops(prod(E, G, C, fe)));
    }
    const std::string WD = L + (c.mlp == mlp_kind::gelu ? ".experts.fc2" : ".experts.down_proj");
    const auto wd = param(WD, {E, fe, h}, partition_spec({X, T, F}));
    const std::optional<value_id> bd = c.mlp_bias ? std::optional(param(WD + ".bias", {E, h}, partition_spec({X})))
                                                  : std::nullopt;
    // Partial sums over the tensor axis while t > 1: reduced after the combine, which is linear.
    // With an expert axis only the all-to-all reads it (a temporary); else the combine, which keeps it.
    const auto y = g.add_value({.tensor = {WD + "_out", {E, G, C, h}, ad},
                                .spec = expert_major,
                                .role = p.expert.empty() ? role::activation : role::temporary});
    dot(WD, experts, hidden_act, use(wd, partition_spec({X, T}), experts), bd, y, prod(2, E, G, C, fe, h), "batch_dot");
    const value_id y_back = p.expert.empty()
                                ? y
                                : all_to_all(g, y, p.expert, 0, 1,
                                             {.name = L + ".expert_out", .scope = experts, .role = role::activation});
    // Combine: each token's top_k rows, weighted by its routing weights, back into [b, s, h].
    // The MLP's output is named 'mlp_out': the routed sum, or with shared experts the total.
    const bool shared_experts = c.moe->shared_experts > 0;
    std::vector<std::string> routed_tags;
    if (!shared_experts) routed_tags.emplace_back("mlp_out");
    value_id moe_out = partial_out(L + ".routed_out", t > 1, std::move(routed_tags));
    op(L + ".combine", experts, "combine", {y_back, weights, chosen}, {moe_out}, flops(prod(2, b, s, top_k, h)));
    if (shared_experts) {
      const std::int64_t width = checked_mul(fe, c.moe->shared_experts, "the shared experts' width");
      const auto shared = dense_mlp(L + ".shared", L + "/mlp/shared", in, width, c.moe->shared_experts, {}, -1);
      const auto sum = partial_out(L + ".moe_out", t > 1, {"mlp_out"});
      op(L + ".add_shared", L + "/mlp/shared", "add", {moe_out, shared}, {sum}, flops(prod(b, s, h)));
      moe_out = sum;
    }
    return moe_out;
  }

  // Adds the head on the last layer's output `x`: the final norm, the lm head (or the tied
  // embedding) and the cross-entropy loss, chunked or over materialized logits; without the head,
  // `stage_loss`, a sum standing in for the stages after this one. Sets the graph's loss.
  void head(value_id x) {
    if (!o.head) {
      out.loss = g.add_value({.tensor = {"stage_loss", {}, dtype::f32}, .role = role::output});
      op("stage_loss", "head", "sum", {x}, {out.loss}, flops(prod(b, s, h)));
      return;
    }
    const auto nf = norm("final_norm", "head", x);
    const auto w_lm = c.tied_embeddings
                          ? use(table, partition_spec({T}), "head")
                          : use(param("lm_head", {h, V}, partition_spec({FD, T})), partition_spec({{}, T}), "head");
    out.loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
    if (o.chunked_loss) {
      const std::int64_t tokens = prod(b, s) / batch_parts;
      const bytes chunk = storage_bytes(o.logits_dtype, prod(std::min(o.loss_chunk_tokens, tokens), ceil_div(V, t)));
      op("loss", "head", "chunked_cross_entropy", {nf, w_lm, labels}, {out.loss}, flops(prod(2, b, s, h, V)), chunk);
    } else {
      const auto logits = g.add_value(
          {.tensor = {"logits", {b, s, V}, o.logits_dtype}, .spec = hidden_tp, .role = role::activation});
      op("lm_head", "head", "dot", {nf, w_lm}, {logits}, flops(prod(2, b, s, h, V)));
      op("loss", "head", "cross_entropy", {logits, labels}, {out.loss}, flops(prod(8, b, s, V)));
    }
  }

  // The graph built so far.
  [[nodiscard]] const dataflow_graph& graph() const noexcept { return g; }
  // The graph built, its loss and its layers' scopes; the builder is done.
  [[nodiscard]] transformer_graph finish() { return std::move(out); }

 private:
  // FLOP counts as checked products of their factors: a model JSON may ask for sizes whose
  // products pass int64 (an overflow_error naming the count, never a wrapped negative count).
  template <class... Factors>
  static std::int64_t prod(Factors... factors) {
    std::int64_t v = 1;
    ((v = checked_mul(v, static_cast<std::int64_t>(factors), "an op's FLOP count")), ...);
    return v;
  }
  std::int64_t flops(std::int64_t global) const { return global / (batch_parts * t); }

  value_id param(const std::string& name, shape sh, partition_spec spec) {
    return g.add_value({.tensor = {name, std::move(sh), pd},
                        .spec = std::move(spec),
                        .role = role::parameter,
                        .memory_kind = o.param_memory,
                        .frozen = o.adapters.has_value()});
  }
  // An offloaded parameter is read through a device copy made right before its use.
  value_id on_device(value_id v, const std::string& scope) {
    if (g.role(v) != role::parameter || g.sharding(v).memory_kind() == memory_kind::device) return v;
    return copy_to_device(g, v, {.name = g.tensor(v).name + ".device", .scope = scope, .role = role::collective});
  }
  // FSDP: gather a parameter over the fsdp axis right before its use, keeping its tensor split.
  value_id use(value_id w, partition_spec compute_spec, const std::string& scope) {
    if (F.empty() && FD.empty()) return w;
    const value_id d = on_device(w, scope);
    // Over axes of one device the weight is whole already: XLA gathers nothing.
    std::int64_t over = 1;
    for (const std::string& a : FD) over *= m.axis_size(a);
    if (over == 1) return d;
    return reshard(g, d, compute_spec, {.name = g.tensor(w).name + ".gathered", .scope = scope});
  }
  value_id act(const std::string& name, shape sh, partition_spec spec, std::vector<std::string> tags = {},
               dtype d = dtype::bf16) {
    return g.add_value({.tensor = {name, std::move(sh), d == dtype::bf16 ? ad : d},
                        .spec = std::move(spec),
                        .role = role::activation,
                        .tags = std::move(tags)});
  }
  void op(std::string name, const std::string& scope, const char* kind, std::vector<value_id> in,
          std::vector<value_id> outs, std::int64_t fl, bytes ws = bytes{0}) {
    if (o.param_memory != memory_kind::device)
      for (value_id& v : in) v = on_device(v, scope);
    g.add_op({.name = std::move(name),
              .scope = scope,
              .kind = kind,
              .inputs = std::move(in),
              .outputs = std::move(outs),
              .flops = fl,
              .workspace = ws});
  }
  void dot(const std::string& name, const std::string& scope, value_id x, value_id w, std::optional<value_id> bias,
           value_id y, std::int64_t global_flops, const char* kind = "dot") {
    std::vector<value_id> in{x, w};
    if (bias) in.push_back(*bias);
    const bytes ws = o.fp32_matmul_outputs
                         ? storage_bytes(dtype::f32,
                                         g.sharding(y).shard_shape(g.tensor(y), shard_mode::padded).elements())
                         : bytes{0};
    op(name, scope, kind, std::move(in), {y}, flops(global_flops), ws);
  }
  value_id norm(const std::string& name, const std::string& scope, value_id x) {
    std::vector<value_id> in{x, param(name + ".scale", {h}, {})};
    if (c.norm == norm_kind::layernorm) in.push_back(param(name + ".bias", {h}, {}));
    const auto y = act(name, {b, s, h}, act_spec);
    op(name, scope, c.norm == norm_kind::layernorm ? "layernorm" : "rmsnorm", std::move(in), {y},
       flops(prod(8, b, s, h)));
    if (!p.sequence_parallel) return y;
    return all_gather(g, y, 1, {.name = name + ".full", .scope = scope});
  }
  // Row-parallel output: partial sums over the tensor axis, all-reduced or reduce-scattered over seq.
  // The result keeps the partial's checkpoint names (collectives pass their input's tags on).
  value_id reduce(value_id partial, const std::string& name, const std::string& scope) {
    if (t == 1) return partial;
    if (p.sequence_parallel)
      return reduce_scatter(g, partial, 1, {p.tensor}, {.name = name, .scope = scope, .role = role::activation});
    return all_reduce(g, partial, {p.tensor}, {.name = name, .scope = scope, .role = role::activation});
  }
  value_id dropout(const std::string& name, const std::string& scope, value_id x, shape sh,
                   const partition_spec& spec) {
    if (!c.dropout) return x;
    const auto y = act(name, sh, spec);
    const auto mask = g.add_value({.tensor = {name + ".mask", sh, dtype::u8}, .spec = spec, .role = role::activation});
    op(name, scope, "dropout", {x}, {y, mask}, 0);
    return y;
  }
  // A row-parallel output [b, s, h]: the value itself without tensor parallelism, else partial sums
  // that `reduce` sums. `tags` name the reduced value, which inherits them.
  value_id partial_out(const std::string& name, bool tp_partial, std::vector<std::string> tags = {}) {
    return g.add_value({.tensor = {name, {b, s, h}, ad},
                        .spec = tp_partial ? full_spec : act_spec,
                        .role = tp_partial ? role::temporary : role::activation,
                        .tags = std::move(tags)});
  }

  // Adapters: whether projection `target` of layer `layer` (-1: outside the layers) has one, and
  // the adapted output of projection `W` (input x [b, s, d_in], output y [b, s, d_out]): y + (x A) B,
  // the sum taking the checkpoint names `tags` (the caller leaves y without them).
  bool adapter_on(std::int64_t layer, std::string_view target) const {
    return o.adapters && layer >= 0 && adapts(*o.adapters, c, layer, target);
  }
  static std::vector<std::string> tags_unless(bool adapted, std::vector<std::string> tags) {
    return adapted ? std::vector<std::string>{} : tags;
  }
  value_id adapt(const std::string& W, const std::string& scope, value_id x, value_id y, std::int64_t d_in,
                 std::int64_t d_out, std::vector<std::string> tags) {
    const adapter_config& a = *o.adapters;
    auto factor = [&](const char* suffix, shape sh, partition_spec spec) {
      return g.add_value({.tensor = {W + suffix, std::move(sh), a.type},
                          .spec = std::move(spec),
                          .role = role::parameter,
                          .memory_kind = o.param_memory});
    };
    const auto fa = factor(".adapter_a", {d_in, a.rank}, partition_spec({FD, {}}));
    const auto fb = factor(".adapter_b", {a.rank, d_out}, partition_spec({{}, FD}));
    // jnp.promote_types of the activations and the factors: the same type, else the wider float
    // (f64 over f32 over the 16-bit floats; bf16 with f16 is f32).
    const dtype mid = a.type == ad ? ad
                      : a.type == dtype::f64 || ad == dtype::f64 ? dtype::f64
                                                                 : dtype::f32;
    const partition_spec y_spec = g.sharding(y).spec();
    const auto xa = g.add_value(
        {.tensor = {W + ".adapter_hidden", {b, s, a.rank}, mid}, .spec = full_spec, .role = role::activation});
    dot(W + ".adapter_a", scope, x, use(fa, partition_spec{}, scope), std::nullopt, xa, prod(2, b, s, d_in, a.rank));
    const auto xab = g.add_value(
        {.tensor = {W + ".adapter_out", {b, s, d_out}, mid}, .spec = y_spec, .role = role::activation});
    dot(W + ".adapter_b", scope, xa, use(fb, partition_spec{}, scope), std::nullopt, xab, prod(2, b, s, a.rank, d_out));
    const auto sum = g.add_value({.tensor = {W + ".adapted", {b, s, d_out}, ad},
                                  .spec = y_spec,
                                  .role = role::activation,
                                  .tags = std::move(tags)});
    op(W + ".adapter_add", scope, "add", {y, xab}, {sum}, flops(prod(b, s, d_out)));
    return sum;
  }

  const transformer_config& c;
  const mesh& m;
  const transformer_options& o;
  const parallelism& p;
  transformer_graph out;
  dataflow_graph& g;
  // Sizes: batch, sequence, hidden, head width, query and key/value heads, MLP width, vocabulary.
  const std::int64_t b = c.micro_batch, s = c.seq_len, h = c.hidden, hd = c.resolved_head_dim();
  const std::int64_t nq = c.heads, nkv = c.resolved_kv_heads(), f = c.ffn, V = c.vocab;
  const dtype ad = c.activation_dtype, pd = c.param_dtype;
  std::int64_t t = 1;            // the tensor axis' size
  std::int64_t batch_parts = 1;  // the batch's shards, over the data, fsdp and expert axes
  std::int64_t C = 0;            // MoE dispatch rows per expert and token group (size_experts)
  // Mesh-axis entries: batch, tensor, fsdp, expert, dense fsdp (with the expert axis when it
  // shards the dense weights), batch but expert.
  partition_spec::entry B, T, F, X, FD, BX;
  partition_spec act_spec, full_spec, hidden_tp, heads_tp, token_major, expert_major, expert_hidden;
  value_id labels{}, table{};  // for the head
};

}  // namespace detail

}  // namespace shardmem
