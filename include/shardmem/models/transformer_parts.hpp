// The parts of a transformer's forward graph (models/transformer.hpp composes them):
// transformer_builder, whose members each add one part: the embedding, a layer's attention block
// and MLP block (dense or mixture of experts), and the head.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/models/adapters.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/layout.hpp>
#include <shardmem/models/parallelism.hpp>
#include <shardmem/models/transformer_options.hpp>

namespace shardmem {

namespace detail {

// Builds a transformer's forward graph a part at a time, for build_transformer to compose: the
// embedding, each layer's attention block and MLP block (dense or mixture of experts), and the
// head. It holds the sizes and shardings every part reads (its transformer_layout) and the graph
// the parts add to, so the parts are called in the graph's order. `c` valid and `o` checked
// (check_transformer_options).
class transformer_builder : transformer_layout {
 public:
  transformer_builder(const transformer_config& c, const mesh& m, const transformer_options& o)
      : transformer_layout(layout_of(c, m, o.parallel)),
        c(c),
        m(m),
        o(o),
        p(o.parallel),
        out{dataflow_graph(m), value_id{}, {}},
        g(out.graph) {}
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
    // The tokens: the first stage embeds them, the last stage's multi-token prediction too.
    const bool mtp_here = o.head && c.mtp_layers > 0;
    ids = o.embedding || mtp_here
              ? g.add_value({.tensor = {"tokens", {b, s}, dtype::s32}, .spec = token_spec(), .role = role::input})
              : value_id{};
    labels = o.head ? g.add_value({.tensor = {"labels", {b, s}, dtype::s32}, .spec = token_spec(), .role = role::input})
                    : value_id{};
    const bool needs_table = o.embedding || (o.head && (c.tied_embeddings || mtp_here));
    table = needs_table ? param("embed.table", {V, h}, partition_spec({T, FD})) : value_id{};
    value_id x{};
    if (!o.embedding) {
      x = g.add_value({.tensor = {"stage_input", {b, s, h}, ad}, .spec = act_spec, .role = role::input});
    } else {
      x = embed("embed", "embed");
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
    const std::int64_t seq_part = s / cp / (fold ? t : 1);
    C = c.moe ? dispatch_rows(c, checked_mul(ceil_div(b, batch_parts), seq_part, "the tokens of a group")) : 0;
  }

  // Adds layer `i` on `x`: its input named, its attention block and its MLP block. Returns its
  // output. Layers from `layers` on are the multi-token prediction modules' (`mtp.0`), outside the
  // stack of identical layers.
  value_id layer(std::int64_t i, value_id x) {
    const std::string L = scope_of(i);
    out.layer_scopes.push_back(L);
    const std::size_t layer_ops = g.op_count(), layer_values = g.value_count();
    {  // checkpoint_name(x, 'layer_input') inside the layer, as MaxText does: a view, no new buffer
      const auto named = act(L + ".input", {b, s, h}, act_spec, {"layer_input"});
      g.add_op(
          {.name = L + ".input", .scope = L, .kind = "name", .inputs = {x}, .outputs = {named}, .views = {{x, named}}});
      x = named;
    }
    const value_id y = mlp_block(i, attention_block(i, x));
    if (i < c.layers) g.assign_layer(i, layer_ops, layer_values);  // membership as data, for repeat_layers
    return y;
  }

  // Adds the attention block of layer `i` on `x`: the norm, the q/k/v projections (rotary
  // positions applied), flash or materialized attention, the output projection with its
  // tensor-parallel reduction, dropout and the residual sum. Returns the residual sum.
  value_id attention_block(std::int64_t i, value_id x) {
    const std::string L = scope_of(i), attn = L + "/attn", core = L + "/attn/core";
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
    value_id q{}, k{}, v{};
    if (c.mla) {
      std::tie(q, k, v) = latent_qkv(L, attn, n1);
    } else {
      q = proj("q_proj", prod(nq, hd), c.qkv_bias, "query_proj");
      k = proj("k_proj", prod(nkv, hd), c.qkv_bias, "key_proj");
      v = proj("v_proj", prod(nkv, hd), c.qkv_bias, "value_proj");
    }
    if (c.qk_norm) {  // Qwen3Attention: q_norm and k_norm over each head, before the rotary positions
      q = rms(L + ".q_norm", attn, q, prod(nq, hd), hd, hidden_tp);
      k = rms(L + ".k_norm", attn, k, prod(nkv, hd), hd, hidden_tp);
    }
    if (c.positions == position_kind::rotary) {
      const std::int64_t q_rot = c.mla ? prod(nq, c.mla->qk_rope_head_dim) : prod(nq, hd),
                         k_rot = c.mla ? c.mla->qk_rope_head_dim : prod(nkv, hd);
      const auto qr = act(L + ".q_rope", {b, s, qk_w}, hidden_tp),
                 kr = act(L + ".k_rope", {b, s, c.mla ? qk_w : prod(nkv, hd)}, hidden_tp);
      op(L + ".rope_q", attn, "scale", {q}, {qr}, flops(prod(6, b, s, q_rot)));
      op(L + ".rope_k", attn, "scale", {k}, {kr}, flops(prod(6, b, s, k_rot)));
      q = qr, k = kr;
    }
    // Context parallelism (parallelism::context_kind): the whole sequence's keys and values
    // gathered, or queries, keys and values moved from sequence shards to head shards.
    const bool a2a = cp > 1 && p.context_kind == context_style::all_to_all;
    bytes ring_chunks{0};
    if (cp > 1 && p.context_kind == context_style::all_gather) {
      k = all_gather_axes(g, k, 1, {p.context}, {.name = L + ".k_gathered", .scope = core});
      v = all_gather_axes(g, v, 1, {p.context}, {.name = L + ".v_gathered", .scope = core});
    } else if (cp > 1 && p.context_kind == context_style::ring) {
      for (const value_id kv : {k, v}) ring_chunks += bytes{2 * g.per_device_bytes(kv).count()};
    } else if (a2a) {
      q = all_to_all(g, q, p.context, 1, 2, {.name = L + ".q_heads", .scope = core, .role = role::activation});
      k = all_to_all(g, k, p.context, 1, 2, {.name = L + ".k_heads", .scope = core, .role = role::activation});
      v = all_to_all(g, v, p.context, 1, 2, {.name = L + ".v_heads", .scope = core, .role = role::activation});
    }
    partition_spec::entry head_axes = T;  // the heads' split: over the tensor axis, then the context axis (a2a)
    if (a2a) head_axes.push_back(p.context);
    const partition_spec heads = a2a ? partition_spec({B, {}, head_axes}) : hidden_tp;
    const partition_spec per_head = a2a ? partition_spec({B, head_axes}) : heads_tp;
    auto ctx = act(L + ".context", {b, s, v_w}, heads, {"context"});
    const std::int64_t qk_flops = prod(2, b, s, s, qk_w), av_flops = prod(2, b, s, s, v_w);
    if (c.attention == attention_kind::flash) {
      const auto lse = act(L + ".lse", {b, nq, s}, per_head, {}, dtype::f32);
      op(L + ".flash_attention", core, "flash_attention", {q, k, v}, {ctx, lse}, flops(qk_flops + av_flops),
         ring_chunks);
    } else {
      const auto scores = act(L + ".scores", {b, nq, s, s}, per_head);
      op(L + ".qk", core, "batch_dot", {q, k}, {scores}, flops(qk_flops), ring_chunks);
      const auto probs = act(L + ".probs", {b, nq, s, s}, per_head);
      op(L + ".softmax", core, "softmax", {scores}, {probs}, flops(prod(5, b, nq, s, s)));
      const auto dropped = dropout(L + ".attn_dropout", core, probs, {b, nq, s, s}, per_head);
      op(L + ".av", core, "batch_dot", {dropped, v}, {ctx}, flops(av_flops), ring_chunks);
    }
    if (a2a)
      ctx = all_to_all(g, ctx, p.context, 2, 1, {.name = L + ".context_seq", .scope = core, .role = role::activation});
    const auto wo = param(L + ".o_proj", {v_w, h}, partition_spec({T, FD}));
    const std::optional<value_id> bo = c.out_bias ? std::optional(param(L + ".o_proj.bias", {h}, {})) : std::nullopt;
    const bool o_adapted = adapter_on(i, "o_proj");
    auto o_partial = partial_out(L + ".o_proj_out.partial", t > 1, tags_unless(o_adapted, {"out_proj"}));
    dot(L + ".o_proj", attn, ctx, use(wo, partition_spec({T}), attn), bo, o_partial, prod(2, b, s, v_w, h));
    if (o_adapted) o_partial = adapt(L + ".o_proj", attn, ctx, o_partial, v_w, h, {"out_proj"});
    const auto o_red = reduce(o_partial, L + ".o_proj_out", attn);
    const auto o_drop = dropout(L + ".out_dropout", attn, o_red, {b, s, h}, act_spec);
    const auto x2 = act(L + ".residual1", {b, s, h}, act_spec);
    op(L + ".residual1", attn, "add", {x, o_drop}, {x2}, flops(prod(b, s, h)));
    return x2;
  }

  // Multi-head latent attention's queries, keys and values from the normed input `n1`
  // (transformers' DeepseekV3Attention): the query through its latent (q_a_proj, q_a_layernorm,
  // q_b_proj) or q_proj; one latent [kv_lora_rank + rope] for keys and values (kv_a_proj_with_mqa),
  // its first kv_lora_rank normed and projected up to each head's key part and value
  // (kv_b_proj); each key the head's part and the shared rotary part. The down-projections are
  // whole on every device of the tensor axis (Megatron's default MLA layer spec), the
  // up-projections split over heads.
  std::tuple<value_id, value_id, value_id> latent_qkv(const std::string& L, const std::string& attn, value_id n1) {
    const mla_config& a = *c.mla;
    auto down = [&](const std::string& nm, std::int64_t width) {
      const auto w = param(L + "." + nm, {h, width}, partition_spec({FD, {}}));
      const auto y = act(L + "." + nm + "_out", {b, s, width}, full_spec);
      dot(L + "." + nm, attn, n1, use(w, partition_spec{}, attn), std::nullopt, y, prod(2, b, s, h, width));
      return y;
    };
    auto up = [&](const std::string& nm, value_id x, std::int64_t in, std::int64_t width, const char* tag) {
      const auto w = param(L + "." + nm, {in, width}, partition_spec({FD, T}));
      const auto y = act(L + "." + nm + "_out", {b, s, width}, hidden_tp, {tag});
      dot(L + "." + nm, attn, x, use(w, partition_spec({{}, T}), attn), std::nullopt, y, prod(2, b, s, in, width));
      return y;
    };
    value_id q{};
    if (a.q_lora_rank) {
      const auto q_latent = rms(L + ".q_a_layernorm", attn, down("q_a_proj", *a.q_lora_rank), *a.q_lora_rank,
                                *a.q_lora_rank, full_spec);
      q = up("q_b_proj", q_latent, *a.q_lora_rank, qk_w, "query_proj");
    } else {
      q = up("q_proj", n1, h, qk_w, "query_proj");
    }
    const auto kv_latent = down("kv_a_proj_with_mqa", a.kv_lora_rank + a.qk_rope_head_dim);
    const auto kv_normed = rms(L + ".kv_a_layernorm", attn, kv_latent, a.kv_lora_rank, a.kv_lora_rank, full_spec);
    const auto kv = up("kv_b_proj", kv_normed, a.kv_lora_rank, prod(nq, a.qk_nope_head_dim + a.v_head_dim), "kv_proj");
    const auto k = act(L + ".key", {b, s, qk_w}, hidden_tp, {"key_proj"});
    op(L + ".key", attn, "concatenate", {kv, kv_latent}, {k}, 0);
    const auto v = act(L + ".value", {b, s, v_w}, hidden_tp, {"value_proj"});
    op(L + ".value", attn, "slice", {kv}, {v}, 0);
    return {q, k, v};
  }

  // Adds the MLP block of layer `i` on `x`: the norm, the dense MLP or the experts (moe_at), the
  // tensor-parallel reduction, dropout and the residual sum. Returns the layer's output.
  value_id mlp_block(std::int64_t i, value_id x) {
    const std::string L = scope_of(i), mlp = L + "/mlp";
    const auto n2 = norm(L + ".mlp_norm", mlp, x);
    const bool moe = moe_at(c, i);
    const auto d_partial = moe ? moe_mlp(L, n2) : dense_mlp(L, mlp, n2, f, 1, {"mlp_out"}, i);
    // Under ETP 1 the experts' output comes whole, its shared experts reduced already (moe_mlp).
    const auto d_red = moe && fold ? d_partial : reduce(d_partial, L + ".mlp_out", mlp);
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
    // Each up projection is also named as MaxText names it (mlpwi_0 gate, mlpwi_1 up, mlpwi fc1),
    // so a policy may keep one of SwiGLU's two (torchtitan's per-op AC keeps the gate's).
    auto up_proj = [&](const char* nm, const char* own) {
      const auto w = param(P + "." + nm, {h, width}, partition_spec({FD, T}));
      const std::optional<value_id> bv = c.mlp_bias ? std::optional(
                                                          param(P + "." + nm + ".bias", {width}, partition_spec({T})))
                                                    : std::nullopt;
      const bool adapted = adapter_on(layer, nm);
      const auto y = act(P + "." + nm + "_out", {b, s, width}, hidden_tp, tags_unless(adapted, {"mlp_hidden", own}));
      dot(P + "." + nm, scope, in, use(w, partition_spec({{}, T}), scope), bv, y, prod(2, b, s, h, width));
      return adapted ? adapt(P + "." + nm, scope, in, y, h, width, {"mlp_hidden", own}) : y;
    };
    value_id hidden_act{};
    if (c.mlp == mlp_kind::gelu) {
      const auto h1 = up_proj("fc1", "mlpwi");
      hidden_act = act(P + ".gelu", {b, s, width}, hidden_tp);
      op(P + ".gelu", scope, "gelu", {h1}, {hidden_act}, flops(prod(8, b, s, width)));
    } else {
      const auto gate = up_proj("gate_proj", "mlpwi_0");
      const auto up = up_proj("up_proj", "mlpwi_1");
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
    // Token groups: one per device's tokens (batch and context shards; tensor shards under ETP 1).
    const std::int64_t G = batch_parts * cp * (fold ? t : 1);
    // Router: f32 logits and probabilities (see the doc comment), then the top-k choice.
    const auto wr = param(L + ".router", {h, E}, partition_spec({FD}));
    const auto logits = act(L + ".router_logits", {b, s, E}, route_spec, {}, dtype::f32);
    op(L + ".router", router, "dot", {in, use(wr, partition_spec{}, router)}, {logits}, flops(prod(2, b, s, h, E)));
    const auto probs = act(L + ".router_probs", {b, s, E}, route_spec, {}, dtype::f32);
    op(L + ".router_softmax", router, "softmax", {logits}, {probs}, flops(prod(5, b, s, E)));
    const auto weights = act(L + ".routing_weights", {b, s, top_k}, route_spec, {}, dtype::f32);
    const auto chosen = act(L + ".routing_indices", {b, s, top_k}, route_spec, {}, dtype::s32);
    std::vector<value_id> scores{probs};
    if (c.moe->expert_bias)  // DeepSeek-V3's e_score_correction_bias: f32, set by a rule, not trained
      scores.push_back(g.add_value({.tensor = {L + ".router.bias", {E}, dtype::f32},
                                    .role = role::parameter,
                                    .memory_kind = o.param_memory,
                                    .frozen = true}));
    op(L + ".top_k", router, "top_k", std::move(scores), {weights, chosen}, flops(prod(b, s, E)));

    // Dispatch into [E, G, C, h], split over the groups; the all-to-all splits it over the experts.
    const auto dispatched = act(L + ".dispatch", {E, G, C, h}, token_major, {"moe_dispatch"});
    op(L + ".dispatch", experts, "dispatch", {in, chosen}, {dispatched}, 0);
    const value_id x_in = XG.empty()
                              ? dispatched
                              : all_to_all(g, dispatched, XG, 1, 0,
                                           {.name = L + ".expert_in", .scope = experts, .role = role::activation});

    // The experts' MLP: batch dots over the expert dimension of the stacked weights.
    auto expert_up = [&](const char* nm) {
      const std::string W = L + ".experts." + nm;
      const auto w = param(W, {E, h, fe}, partition_spec({X, F, TE}));
      const std::optional<value_id> bv = c.mlp_bias
                                             ? std::optional(param(W + ".bias", {E, fe}, partition_spec({X, TE})))
                                             : std::nullopt;
      const auto y = act(W + "_out", {E, G, C, fe}, expert_hidden, {"mlp_hidden"});
      dot(W, experts, x_in, use(w, partition_spec({X, {}, TE}), experts), bv, y, prod(2, E, G, C, h, fe), "batch_dot");
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
    const auto wd = param(WD, {E, fe, h}, partition_spec({X, TE, F}));
    const std::optional<value_id> bd = c.mlp_bias ? std::optional(param(WD + ".bias", {E, h}, partition_spec({X})))
                                                  : std::nullopt;
    // Partial sums over the tensor axis while it splits the experts: reduced after the combine.
    // With an expert group only the all-to-all reads it (a temporary); else the combine keeps it.
    const auto y = g.add_value({.tensor = {WD + "_out", {E, G, C, h}, ad},
                                .spec = expert_major,
                                .role = XG.empty() ? role::activation : role::temporary});
    dot(WD, experts, hidden_act, use(wd, partition_spec({X, TE}), experts), bd, y, prod(2, E, G, C, fe, h),
        "batch_dot");
    const value_id y_back = XG.empty()
                                ? y
                                : all_to_all(g, y, XG, 0, 1,
                                             {.name = L + ".expert_out", .scope = experts, .role = role::activation});
    // Combine: each token's top_k rows, weighted by its routing weights, back into [b, s, h].
    // The MLP's output is named 'mlp_out': the routed sum, or with shared experts the total.
    const bool shared_experts = c.moe->shared_experts > 0;
    std::vector<std::string> routed_tags;
    if (!shared_experts) routed_tags.emplace_back("mlp_out");
    // Under ETP 1 each tensor rank's tokens come back whole: its sequence shard, not partial sums.
    const bool partial = t > 1 && !fold;
    value_id moe_out = partial_out(L + ".routed_out", partial, std::move(routed_tags));
    op(L + ".combine", experts, "combine", {y_back, weights, chosen}, {moe_out}, flops(prod(2, b, s, top_k, h)));
    if (shared_experts) {
      const std::int64_t width = checked_mul(fe, c.moe->shared_experts, "the shared experts' width");
      value_id shared = dense_mlp(L + ".shared", L + "/mlp/shared", in, width, c.moe->shared_experts, {}, -1);
      if (fold) shared = reduce(shared, L + ".shared_out", L + "/mlp/shared");  // a dense MLP's, split over tensor
      const auto sum = partial_out(L + ".moe_out", partial, {"mlp_out"});
      op(L + ".add_shared", L + "/mlp/shared", "add", {moe_out, shared}, {sum}, flops(prod(b, s, h)));
      moe_out = sum;
    }
    return moe_out;
  }

  // Adds the head on the last layer's output `x`: the final norm, the lm head (or the tied
  // embedding) and the cross-entropy loss, chunked or over materialized logits, then each
  // multi-token prediction module and its loss, summed with the main one; without the head,
  // `stage_loss`, a sum standing in for the stages after this one. Sets the graph's loss.
  void head(value_id x) {
    if (!o.head) {
      out.loss = g.add_value({.tensor = {"stage_loss", {}, dtype::f32}, .role = role::output});
      op("stage_loss", "head", "sum", {x}, {out.loss}, flops(prod(b, s, h)));
      return;
    }
    std::optional<value_id> w_lm;  // the lm head (or the tied embedding), made after the final norm
    std::vector<value_id> losses{lm_loss("", "head", x, w_lm)};
    for (std::int64_t k = 0; k < c.mtp_layers; ++k) {  // DeepSeek-V3, sec. 2.2, eq. 21-25
      const std::string P = fmt::format("mtp.{}", k), scope = P + "/head";
      const auto hn = norm(P + ".hnorm", scope, x);
      const auto en = norm(P + ".enorm", scope, embed(P + ".embed", scope));
      const auto cat = act(P + ".concat", {b, s, prod(2, h)}, full_spec);
      op(P + ".concat", scope, "concatenate", {en, hn}, {cat}, 0);
      const auto w = param(P + ".eh_proj", {prod(2, h), h}, partition_spec({FD, {}}));
      const auto y = act(P + ".eh_proj_out", {b, s, h}, act_spec);
      dot(P + ".eh_proj", scope, cat, use(w, partition_spec{}, scope), std::nullopt, y, prod(4, b, s, h, h));
      x = layer(c.layers + k, y);
      losses.push_back(lm_loss(P + ".", scope, x, w_lm));
    }
    if (losses.size() == 1) {
      out.loss = losses.front();
      return;
    }
    out.loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
    op("loss", "head", "add", std::move(losses), {out.loss}, flops(c.mtp_layers));
  }

  // The loss of the head whose names start `P` (`mtp.0.`) on `x`: its final norm, logits and
  // cross-entropy against the labels, chunked or over materialized logits; the main loss is the
  // graph's output `loss` when there is no multi-token prediction. The first head makes the
  // shared head weight `head_weight`.
  value_id lm_loss(const std::string& P, const std::string& scope, value_id x, std::optional<value_id>& head_weight) {
    const auto nf = norm(P + "final_norm", scope, x);
    if (!head_weight)
      head_weight = c.tied_embeddings
                        ? use(table, partition_spec({T}), "head")
                        : use(param("lm_head", {h, V}, partition_spec({FD, T})), partition_spec({{}, T}), "head");
    const value_id w_lm = *head_weight;
    const bool alone = P.empty() && c.mtp_layers == 0;
    const auto loss = g.add_value({.tensor = {alone       ? "loss"
                                              : P.empty() ? "loss.main"
                                                          : P + "loss",
                                              {},
                                              dtype::f32},
                                   .role = alone ? role::output : role::activation});
    if (o.chunked_loss) {
      const std::int64_t tokens = prod(b, s) / (batch_parts * cp);
      const bytes chunk = storage_bytes(o.logits_dtype, prod(std::min(o.loss_chunk_tokens, tokens), ceil_div(V, t)));
      op(g.tensor(loss).name, scope, "chunked_cross_entropy", {nf, w_lm, labels}, {loss}, flops(prod(2, b, s, h, V)),
         chunk);
    } else if (o.eager_loss) {
      // pred (the activations' type), pred.float(), log_softmax (its backward reads its output)
      // and nll_loss: at its backward the log-softmax, its gradient and the fp32 logits' are live.
      const auto logits = act(P + "logits", {b, s, V}, hidden_tp);
      op(P + "lm_head", scope, "dot", {nf, w_lm}, {logits}, flops(prod(2, b, s, h, V)));
      const auto f32 = act(P + "logits.f32", {b, s, V}, hidden_tp, {}, dtype::f32);
      op(P + "logits.float", scope, "convert", {logits}, {f32}, 0);
      const auto logp = act(P + "log_softmax", {b, s, V}, hidden_tp, {}, dtype::f32);
      op(P + "log_softmax", scope, "softmax", {f32}, {logp}, flops(prod(5, b, s, V)));
      op(g.tensor(loss).name, scope, "cross_entropy", {logp, labels}, {loss}, flops(prod(2, b, s, V)));
    } else {
      const auto logits = g.add_value(
          {.tensor = {P + "logits", {b, s, V}, o.logits_dtype}, .spec = hidden_tp, .role = role::activation});
      op(P + "lm_head", scope, "dot", {nf, w_lm}, {logits}, flops(prod(2, b, s, h, V)));
      op(g.tensor(loss).name, scope, "cross_entropy", {logits, labels}, {loss}, flops(prod(8, b, s, V)));
    }
    return loss;
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
  std::int64_t flops(std::int64_t global) const { return global / (batch_parts * t * cp); }

  value_id param(const std::string& name, shape sh, partition_spec spec) {
    if (replicated_frozen(name)) {  // over the data axes: the fsdp entries dropped
      std::vector<partition_spec::entry> kept;
      for (partition_spec::entry e : spec.entries()) {
        std::erase_if(e, [&](const std::string& a) { return std::find(FD.begin(), FD.end(), a) != FD.end(); });
        kept.push_back(std::move(e));
      }
      spec = partition_spec(std::move(kept));
    }
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
    if (g.role(w) == role::parameter && replicated_frozen(g.tensor(w).name))
      return on_device(w, scope);  // whole over the data axes already
    const value_id d = on_device(w, scope);
    // Over axes of one device the weight is whole already: XLA gathers nothing.
    std::int64_t over = 1;
    for (const std::string& a : FD) over *= m.axis_size(a);
    if (over == 1) return d;
    value_id shard = d;
    if (o.gather_dtype && *o.gather_dtype != g.tensor(w).dtype) {
      const std::string nm = g.tensor(w).name;  // by value: add_value may move the value table
      shard = g.add_value({.tensor = {nm + ".cast", g.tensor(w).shape, *o.gather_dtype},
                           .spec = g.sharding(w).spec(),
                           .role = role::collective});
      op(nm + ".cast", scope, "convert", {d}, {shard}, 0);
    }
    const bool kept = o.keep_layer_gathers || (o.keep_head_gathers && scope == "head");
    return reshard(g, shard, compute_spec,
                   {.name = g.tensor(w).name + ".gathered",
                    .scope = scope,
                    .tags = tags_unless(!kept, {"fsdp_unsharded"})});
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
  // An RMSNorm of `x` [b, s, width] whose weight [dim] applies to each of width / dim parts (a
  // latent: dim = width; Qwen3's q and k: dim = a head's width).
  value_id rms(const std::string& name, const std::string& scope, value_id x, std::int64_t width, std::int64_t dim,
               const partition_spec& spec) {
    const auto y = act(name, {b, s, width}, spec);
    op(name, scope, "rmsnorm", {x, param(name + ".scale", {dim}, {})}, {y}, flops(prod(8, b, s, width)));
    return y;
  }
  // The tokens' and labels' [b, s] spec: the batch, and the sequence over the context axis.
  partition_spec token_spec() const { return Cx.empty() ? partition_spec({B}) : partition_spec({B, Cx}); }
  // The embedding of the tokens, `name` [b, s, h]: vocabulary-parallel partial sums reduced over
  // the tensor axis.
  value_id embed(const std::string& name, const std::string& scope) {
    const auto emb_partial = partial_out(name + ".partial", t > 1);
    op(name, scope, "embedding", {use(table, partition_spec({T}), scope), ids}, {emb_partial}, 0);
    return reduce(emb_partial, name, scope);
  }
  // Whether weight `name` is frozen and in the replicated prefix (adapter_config::
  // replicated_prefix): the embedding's, or that of a layer `layer.<i>.` below it.
  bool replicated_frozen(const std::string& name) const {
    if (!o.adapters || o.adapters->replicated_prefix == 0) return false;
    if (name == "embed.table") return true;
    constexpr std::string_view head = "layer.";
    if (!name.starts_with(head)) return false;
    std::int64_t i = 0;
    const char* first = name.data() + head.size();
    const auto [end, ec] = std::from_chars(first, name.data() + name.size(), i);
    return ec == std::errc{} && end != first && *end == '.' && i < o.adapters->replicated_prefix;
  }
  // The scope of layer `i`: `layer.3`, or `mtp.0` for the multi-token prediction modules' layers.
  std::string scope_of(std::int64_t i) const {
    return i < c.layers ? layer_scope(i) : fmt::format("mtp.{}", i - c.layers);
  }
  value_id norm(const std::string& name, const std::string& scope, value_id x) {
    std::vector<value_id> in{x, param(name + ".scale", {h}, {})};
    if (c.norm == norm_kind::layernorm) in.push_back(param(name + ".bias", {h}, {}));
    const auto y = act(name, {b, s, h}, act_spec);
    op(name, scope, c.norm == norm_kind::layernorm ? "layernorm" : "rmsnorm", std::move(in), {y},
       flops(prod(8, b, s, h)));
    if (!p.sequence_parallel) return y;
    return all_gather_axes(g, y, 1, {p.tensor}, {.name = name + ".full", .scope = scope});
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
  // The query's and key's width, and the values', over all heads (heads x head_dim, or MLA's).
  const std::int64_t qk_w = c.q_width(), v_w = c.mla ? prod(nq, c.mla->v_head_dim) : c.q_width();
  const dtype ad = c.activation_dtype, pd = c.param_dtype;
  std::int64_t C = 0;                 // MoE dispatch rows per expert and token group (size_experts)
  value_id ids{}, labels{}, table{};  // for the embeddings and the head
};

}  // namespace detail

}  // namespace shardmem
