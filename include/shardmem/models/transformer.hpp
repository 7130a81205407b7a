// A decoder-only transformer's forward pass as a dataflow graph, from a transformer_config and a
// parallelism given as mesh axes: data parallel, FSDP/ZeRO-3 (parameters sharded along an axis
// and all-gathered per layer before use), Megatron tensor parallelism (column/row splits) and
// sequence parallelism. Activations are laid out [b, s, h], as in JAX models.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/models/config.hpp>

namespace shardmem {

/// Which mesh axes play which part; an empty name means the strategy is off.
struct parallelism {
  std::string data{};              ///< data parallel: the batch is split over it
  std::string fsdp{};              ///< FSDP/ZeRO-3: the batch and the parameters are split over it
  std::string tensor{};            ///< Megatron tensor parallelism
  bool sequence_parallel = false;  ///< split norms, dropouts and residuals over seq on `tensor`
};

struct transformer_options {
  shardmem::parallelism parallel{};
  bool chunked_loss = false;             ///< cross-entropy without materializing the logits
  std::int64_t loss_chunk_tokens = 1024; ///< tokens per chunk of the chunked loss
  dtype logits_dtype = dtype::f32;
  /// Matmuls write an fp32 temporary of their output before the bf16 result (seed 003: XLA on
  /// ROCm summing bf16 dots in fp32); modelled as each dot's workspace.
  bool fp32_matmul_outputs = false;
};

/// A built forward graph: the loss, and each layer's scope (`layer.3`) for checkpoint regions.
struct transformer_graph {
  dataflow_graph graph;
  value_id loss{};
  std::vector<std::string> layer_scopes;
};

/// Builds the forward pass of `c` on mesh `m`. Layer i's ops live under scope `layer.i`
/// (`layer.i/attn`, `layer.i/attn/core` for the materialized softmax, `layer.i/mlp`); values are
/// tagged with JAX-style checkpoint names: `layer_input`, `query_proj`, `key_proj`, `value_proj`,
/// `context`, `out_proj`, `mlp_hidden`, `mlp_out`.
/// @throws invalid_error for an invalid config, a mixture-of-experts config (not built yet), a
///         parallelism axis the mesh lacks, or an axis used for two strategies.
[[nodiscard]] inline transformer_graph build_transformer(const transformer_config& c, const mesh& m,
                                                         const transformer_options& o = {}) {
  validate(c);
  if (c.moe)
    detail::raise<invalid_error>("build_transformer: '{}' is a mixture-of-experts model; the graph builder does not "
                                 "build expert layers yet (parameter counts work: see parameter_breakdown)",
                                 c.name);
  const auto& p = o.parallel;
  for (const std::string* a : {&p.data, &p.fsdp, &p.tensor})
    if (!a->empty()) (void)m.axis_index(*a);
  if ((!p.data.empty() && (p.data == p.fsdp || p.data == p.tensor)) || (!p.fsdp.empty() && p.fsdp == p.tensor))
    detail::raise<invalid_error>("build_transformer: each mesh axis may play one part; got data '{}', fsdp '{}', tensor '{}'",
                                 p.data, p.fsdp, p.tensor);
  if (p.sequence_parallel && p.tensor.empty())
    detail::raise<invalid_error>("build_transformer: sequence parallelism needs a tensor axis");

  transformer_graph out{dataflow_graph(m), value_id{}, {}};
  dataflow_graph& g = out.graph;
  const std::int64_t b = c.micro_batch, s = c.seq_len, h = c.hidden, hd = c.resolved_head_dim();
  const std::int64_t nq = c.heads, nkv = c.resolved_kv_heads(), f = c.ffn, V = c.vocab;
  const std::int64_t t = p.tensor.empty() ? 1 : m.axis_size(p.tensor);
  std::int64_t batch_parts = 1;
  std::vector<std::string> batch_axes;
  for (const std::string* a : {&p.data, &p.fsdp})
    if (!a->empty()) batch_axes.push_back(*a), batch_parts *= m.axis_size(*a);
  auto entry = [](const std::string& axis) { return axis.empty() ? partition_spec::entry{} : partition_spec::entry{axis}; };
  const partition_spec::entry B = batch_axes, T = entry(p.tensor), F = entry(p.fsdp);
  const partition_spec::entry S = p.sequence_parallel ? T : partition_spec::entry{};
  const partition_spec act_spec({B, S, {}}), full_spec({B, {}, {}}), hidden_tp({B, {}, T}), heads_tp({B, T});
  auto flops = [&](std::int64_t global) { return global / (batch_parts * t); };
  const dtype ad = c.activation_dtype, pd = c.param_dtype;

  auto param = [&](const std::string& name, shape sh, partition_spec spec) {
    return g.add_value({.tensor = {name, std::move(sh), pd}, .spec = std::move(spec), .role = role::parameter});
  };
  // FSDP: gather a parameter over the fsdp axis right before its use, keeping its tensor split.
  auto use = [&](value_id w, partition_spec compute_spec, const std::string& scope) {
    if (p.fsdp.empty()) return w;
    return reshard(g, w, compute_spec, {.name = g.tensor(w).name + ".gathered", .scope = scope});
  };
  auto act = [&](const std::string& name, shape sh, partition_spec spec, std::vector<std::string> tags = {},
                 dtype d = dtype::bf16) {
    return g.add_value({.tensor = {name, std::move(sh), d == dtype::bf16 ? ad : d}, .spec = std::move(spec),
                        .role = role::activation, .tags = std::move(tags)});
  };
  auto op = [&](std::string name, const std::string& scope, const char* kind, std::vector<value_id> in,
                std::vector<value_id> outs, std::int64_t fl, bytes ws = bytes{0}) {
    g.add_op({.name = std::move(name), .scope = scope, .kind = kind, .inputs = std::move(in), .outputs = std::move(outs),
              .flops = fl, .workspace = ws});
  };
  auto dot = [&](const std::string& name, const std::string& scope, value_id x, value_id w, std::optional<value_id> bias,
                 value_id y, std::int64_t global_flops) {
    std::vector<value_id> in{x, w};
    if (bias) in.push_back(*bias);
    const bytes ws = o.fp32_matmul_outputs ? storage_bytes(dtype::f32, g.sharding(y).shard_shape(g.tensor(y), shard_mode::padded).elements())
                                           : bytes{0};
    op(name, scope, "dot", std::move(in), {y}, flops(global_flops), ws);
  };
  auto norm = [&](const std::string& name, const std::string& scope, value_id x) {
    std::vector<value_id> in{x, param(name + ".scale", {h}, {})};
    if (c.norm == norm_kind::layernorm) in.push_back(param(name + ".bias", {h}, {}));
    const auto y = act(name, {b, s, h}, act_spec);
    op(name, scope, c.norm == norm_kind::layernorm ? "layernorm" : "rmsnorm", std::move(in), {y}, flops(8 * b * s * h));
    if (!p.sequence_parallel) return y;
    return all_gather(g, y, 1, {.name = name + ".full", .scope = scope});
  };
  // Row-parallel output: partial sums over the tensor axis, all-reduced or reduce-scattered over seq.
  auto reduce = [&](value_id partial, const std::string& name, const std::string& scope, std::vector<std::string> tags) {
    if (t == 1) return partial;
    if (p.sequence_parallel)
      return reduce_scatter(g, partial, 1, {p.tensor}, {.name = name, .scope = scope, .role = role::activation});
    (void)tags;
    return all_reduce(g, partial, {p.tensor}, {.name = name, .scope = scope, .role = role::activation});
  };
  auto dropout = [&](const std::string& name, const std::string& scope, value_id x, shape sh, const partition_spec& spec) {
    if (!c.dropout) return x;
    const auto y = act(name, sh, spec);
    const auto mask = g.add_value({.tensor = {name + ".mask", sh, dtype::u8}, .spec = spec, .role = role::activation});
    op(name, scope, "dropout", {x}, {y, mask}, 0);
    return y;
  };
  auto partial_out = [&](const std::string& name, bool tp_partial) {
    return g.add_value({.tensor = {name, {b, s, h}, ad}, .spec = tp_partial ? full_spec : act_spec,
                        .role = tp_partial ? role::temporary : role::activation});
  };

  // Embedding (vocabulary-parallel over the tensor axis, FSDP over hidden).
  const auto ids = g.add_value({.tensor = {"tokens", {b, s}, dtype::s32}, .spec = partition_spec({B}), .role = role::input});
  const auto labels = g.add_value({.tensor = {"labels", {b, s}, dtype::s32}, .spec = partition_spec({B}), .role = role::input});
  const auto table = param("embed.table", {V, h}, partition_spec({T, F}));
  const auto emb_partial = partial_out("embed.partial", t > 1);
  op("embed", "embed", "embedding", {use(table, partition_spec({T}), "embed"), ids}, {emb_partial}, 0);
  value_id x = reduce(emb_partial, "embed", "embed", {});
  if (c.positions == position_kind::learned) {
    const auto pos = param("embed.positions", {c.resolved_max_positions(), h}, partition_spec({{}, F}));
    const auto xp = act("embed.with_positions", {b, s, h}, act_spec);
    op("embed.positions", "embed", "add", {x, use(pos, partition_spec{}, "embed")}, {xp}, flops(b * s * h));
    x = xp;
  }

  for (std::int64_t i = 0; i < c.layers; ++i) {
    const std::string L = fmt::format("layer.{}", i), attn = L + "/attn", core = L + "/attn/core", mlp = L + "/mlp";
    out.layer_scopes.push_back(L);
    {  // checkpoint_name(x, 'layer_input') inside the layer, as MaxText does: a view, no new buffer
      const auto named = act(L + ".input", {b, s, h}, act_spec, {"layer_input"});
      g.add_op({.name = L + ".input", .scope = L, .kind = "name", .inputs = {x}, .outputs = {named}, .views = {{x, named}}});
      x = named;
    }
    const auto n1 = norm(L + ".attn_norm", attn, x);
    auto proj = [&](const char* nm, std::int64_t width, bool bias, const char* tag) {
      const auto w = param(L + "." + nm, {h, width}, partition_spec({F, T}));
      const std::optional<value_id> bv = bias ? std::optional(param(L + "." + nm + ".bias", {width}, partition_spec({T})))
                                              : std::nullopt;
      const auto y = act(L + "." + nm + "_out", {b, s, width}, hidden_tp, {tag});
      dot(L + "." + nm, attn, n1, use(w, partition_spec({{}, T}), attn), bv, y, 2 * b * s * h * width);
      return y;
    };
    auto q = proj("q_proj", nq * hd, c.qkv_bias, "query_proj");
    auto k = proj("k_proj", nkv * hd, c.qkv_bias, "key_proj");
    const auto v = proj("v_proj", nkv * hd, c.qkv_bias, "value_proj");
    if (c.positions == position_kind::rotary) {
      const auto qr = act(L + ".q_rope", {b, s, nq * hd}, hidden_tp), kr = act(L + ".k_rope", {b, s, nkv * hd}, hidden_tp);
      op(L + ".rope_q", attn, "scale", {q}, {qr}, flops(6 * b * s * nq * hd));
      op(L + ".rope_k", attn, "scale", {k}, {kr}, flops(6 * b * s * nkv * hd));
      q = qr, k = kr;
    }
    const auto ctx = act(L + ".context", {b, s, nq * hd}, hidden_tp, {"context"});
    const std::int64_t attn_flops = 4 * b * s * s * nq * hd;
    if (c.attention == attention_kind::flash) {
      const auto lse = act(L + ".lse", {b, nq, s}, heads_tp, {}, dtype::f32);
      op(L + ".flash_attention", core, "flash_attention", {q, k, v}, {ctx, lse}, flops(attn_flops));
    } else {
      const auto scores = act(L + ".scores", {b, nq, s, s}, heads_tp);
      op(L + ".qk", core, "batch_dot", {q, k}, {scores}, flops(attn_flops / 2));
      const auto probs = act(L + ".probs", {b, nq, s, s}, heads_tp);
      op(L + ".softmax", core, "softmax", {scores}, {probs}, flops(5 * b * nq * s * s));
      const auto dropped = dropout(L + ".attn_dropout", core, probs, {b, nq, s, s}, heads_tp);
      op(L + ".av", core, "batch_dot", {dropped, v}, {ctx}, flops(attn_flops / 2));
    }
    const auto wo = param(L + ".o_proj", {nq * hd, h}, partition_spec({T, F}));
    const std::optional<value_id> bo = c.out_bias ? std::optional(param(L + ".o_proj.bias", {h}, {})) : std::nullopt;
    const auto o_partial = partial_out(L + ".o_proj_out.partial", t > 1);
    dot(L + ".o_proj", attn, ctx, use(wo, partition_spec({T}), attn), bo, o_partial, 2 * b * s * nq * hd * h);
    const auto o_red = reduce(o_partial, L + ".o_proj_out", attn, {"out_proj"});
    const auto o_drop = dropout(L + ".out_dropout", attn, o_red, {b, s, h}, act_spec);
    const auto x2 = act(L + ".residual1", {b, s, h}, act_spec);
    op(L + ".residual1", attn, "add", {x, o_drop}, {x2}, flops(b * s * h));

    const auto n2 = norm(L + ".mlp_norm", mlp, x2);
    auto up_proj = [&](const char* nm) {
      const auto w = param(L + "." + nm, {h, f}, partition_spec({F, T}));
      const std::optional<value_id> bv = c.mlp_bias ? std::optional(param(L + "." + nm + ".bias", {f}, partition_spec({T})))
                                                    : std::nullopt;
      const auto y = act(L + "." + nm + "_out", {b, s, f}, hidden_tp, {"mlp_hidden"});
      dot(L + "." + nm, mlp, n2, use(w, partition_spec({{}, T}), mlp), bv, y, 2 * b * s * h * f);
      return y;
    };
    value_id hidden_act{};
    if (c.mlp == mlp_kind::gelu) {
      const auto h1 = up_proj("fc1");
      hidden_act = act(L + ".gelu", {b, s, f}, hidden_tp);
      op(L + ".gelu", mlp, "gelu", {h1}, {hidden_act}, flops(8 * b * s * f));
    } else {
      const auto gate = up_proj("gate_proj");
      const auto up = up_proj("up_proj");
      const auto silu = act(L + ".silu", {b, s, f}, hidden_tp);
      op(L + ".silu", mlp, "silu", {gate}, {silu}, flops(4 * b * s * f));
      hidden_act = act(L + ".swiglu", {b, s, f}, hidden_tp);
      op(L + ".swiglu", mlp, "mul", {silu, up}, {hidden_act}, flops(b * s * f));
    }
    const auto wd = param(L + (c.mlp == mlp_kind::gelu ? ".fc2" : ".down_proj"), {f, h}, partition_spec({T, F}));
    const std::optional<value_id> bd = c.mlp_bias ? std::optional(param(g.tensor(wd).name + ".bias", {h}, {})) : std::nullopt;
    const auto d_partial = partial_out(L + ".mlp_out.partial", t > 1);
    dot(g.tensor(wd).name, mlp, hidden_act, use(wd, partition_spec({T}), mlp), bd, d_partial, 2 * b * s * f * h);
    const auto d_red = reduce(d_partial, L + ".mlp_out", mlp, {"mlp_out"});
    const auto d_drop = dropout(L + ".mlp_dropout", mlp, d_red, {b, s, h}, act_spec);
    const auto x3 = act(L + ".output", {b, s, h}, act_spec);
    op(L + ".residual2", mlp, "add", {x2, d_drop}, {x3}, flops(b * s * h));
    x = x3;
  }

  const auto nf = norm("final_norm", "head", x);
  const auto w_lm = c.tied_embeddings ? use(table, partition_spec({T}), "head") : use(param("lm_head", {h, V}, partition_spec({F, T})), partition_spec({{}, T}), "head");
  out.loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
  if (o.chunked_loss) {
    const std::int64_t tokens = b * s / batch_parts;
    const bytes chunk = storage_bytes(o.logits_dtype, std::min(o.loss_chunk_tokens, tokens) * ceil_div(V, t));
    op("loss", "head", "chunked_cross_entropy", {nf, w_lm, labels}, {out.loss}, flops(2 * b * s * h * V), chunk);
  } else {
    const auto logits = g.add_value({.tensor = {"logits", {b, s, V}, o.logits_dtype}, .spec = hidden_tp, .role = role::activation});
    op("lm_head", "head", "dot", {nf, w_lm}, {logits}, flops(2 * b * s * h * V));
    op("loss", "head", "cross_entropy", {logits, labels}, {out.loss}, flops(8 * b * s * V));
  }
  return out;
}

}  // namespace shardmem
