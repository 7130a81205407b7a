// The GPT transformer layer of Korthikanti et al. 2022 ("Reducing Activation Recomputation in
// Large Transformer Models", arXiv 2205.05198, sec. 4) as a forward dataflow graph: LayerNorm,
// self-attention with materialized softmax and dropout, LayerNorm, GeLU MLP, two dropouts; tensor
// parallelism over a mesh axis (Megatron column/row splits) and optional sequence parallelism.
// Activations are laid out [s, b, h] as in Megatron-LM.
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/dataflow_graph.hpp>

namespace shardmem {

/// One GPT layer's sizes and parallelism.
struct gpt_layer_options {
  std::int64_t seq = 2048;         ///< s
  std::int64_t micro_batch = 1;    ///< b
  std::int64_t hidden = 12288;     ///< h
  std::int64_t heads = 96;         ///< a
  std::int64_t ffn = 0;            ///< MLP width; 0 means 4h
  std::string tensor_axis{};       ///< mesh axis for tensor parallelism ("" = none)
  bool sequence_parallel = false;  ///< shard LayerNorm/dropout regions over seq on tensor_axis
  bool dropout = true;             ///< dropout after softmax, attention output and MLP output
  bool norm_statistics = false;    ///< also keep LayerNorm's f32 mean and rstd (the paper omits them)
  dtype activation_dtype = dtype::bf16;
  dtype param_dtype = dtype::bf16;
  dtype mask_dtype = dtype::u8;  ///< dropout masks, one byte per element
};

/// Scope names inside a layer: `<scope>/attn/core` holds QK^T, softmax, dropout and AV (the part
/// selective recomputation recomputes), `<scope>/attn` and `<scope>/mlp` the rest.
/// Adds the layer's parameters and ops to `g` reading activation `x` ([s, b, h]; sharded over seq
/// on tensor_axis when sequence_parallel) and returns the layer output, laid out as `x`.
/// @throws invalid_error when heads or the tensor axis size do not divide the sizes.
inline value_id add_gpt_layer(dataflow_graph& g, value_id x, const gpt_layer_options& o, const std::string& scope) {
  const std::int64_t s = o.seq, b = o.micro_batch, h = o.hidden, a = o.heads, f = o.ffn > 0 ? o.ffn : 4 * h;
  const std::string& tp = o.tensor_axis;
  const std::int64_t t = tp.empty() ? 1 : g.mesh().axis_size(tp);
  if (h % a != 0) detail::raise<invalid_error>("GPT layer '{}': {} heads do not divide hidden size {}", scope, a, h);
  if (a % t != 0 || f % t != 0 || (o.sequence_parallel && s % t != 0))
    detail::raise<invalid_error>(
        "GPT layer '{}': tensor axis '{}' of size {} must divide heads ({}), ffn ({}) and, with sequence parallelism, "
        "seq ({})",
        scope, tp, t, a, f, s);
  if (o.sequence_parallel && tp.empty())
    detail::raise<invalid_error>("GPT layer '{}': sequence parallelism needs a tensor axis", scope);
  const partition_spec rep{};
  const partition_spec seq_sharded = tp.empty() || !o.sequence_parallel ? partition_spec{} : partition_spec{tp};
  const partition_spec hidden_sharded = tp.empty() ? partition_spec{} : partition_spec{replicated, replicated, tp};
  const partition_spec heads_sharded = tp.empty() ? partition_spec{} : partition_spec{replicated, tp};
  const std::string attn = scope + "/attn", core = scope + "/attn/core", mlp = scope + "/mlp";
  auto value = [&](const std::string& name, shape sh, partition_spec spec, role r, dtype d) {
    return g.add_value({.tensor = {scope + "." + name, std::move(sh), d}, .spec = std::move(spec), .role = r});
  };
  auto act = [&](const std::string& name, shape sh, const partition_spec& spec) {
    return value(name, std::move(sh), spec, role::activation, o.activation_dtype);
  };
  auto op = [&](const std::string& name, const std::string& sc, const char* kind, std::vector<value_id> in,
                std::vector<value_id> out, std::int64_t flops) {
    g.add_op({.name = scope + "." + name,
              .scope = sc,
              .kind = kind,
              .inputs = std::move(in),
              .outputs = std::move(out),
              .flops = flops});
  };
  auto layernorm = [&](const std::string& name, const std::string& sc, value_id in) {
    const auto gamma = value(name + ".scale", {h}, rep, role::parameter, o.param_dtype);
    const auto beta = value(name + ".bias", {h}, rep, role::parameter, o.param_dtype);
    const auto out = act(name, {s, b, h}, seq_sharded);
    std::vector<value_id> outs{out};
    if (o.norm_statistics)
      for (const char* stat : {"mean", "rstd"})
        outs.push_back(value(name + "." + stat, {s, b}, seq_sharded, role::activation, dtype::f32));
    op(name, sc, "layernorm", {in, gamma, beta}, outs, 8 * s * b * h / t);
    return out;
  };
  auto gather_seq = [&](value_id v, const std::string& sc) {
    return o.sequence_parallel ? all_gather(g, v, 0, {.name = g.tensor(v).name + ".full", .scope = sc}) : v;
  };
  // A row-parallel matmul's partial sums: all-reduce, or reduce-scatter over seq with SP.
  auto reduce = [&](value_id partial, const std::string& name, const std::string& sc) {
    if (t == 1) return partial;
    if (o.sequence_parallel)
      return reduce_scatter(g, partial, 0, {tp}, {.name = scope + "." + name, .scope = sc, .role = role::activation});
    return all_reduce(g, partial, {tp}, {.name = scope + "." + name, .scope = sc, .role = role::activation});
  };
  auto dropout = [&](const std::string& name, const std::string& sc, value_id in, shape sh,
                     const partition_spec& spec) {
    if (!o.dropout) return in;
    const auto out = act(name, sh, spec);
    const auto mask = value(name + ".mask", sh, spec, role::activation, o.mask_dtype);
    op(name, sc, "dropout", {in}, {out, mask}, sh.elements() / t);
    return out;
  };

  // Attention.
  const auto ln1 = gather_seq(layernorm("ln1", attn, x), attn);
  const auto wq = value("wq", {h, h}, tp.empty() ? rep : partition_spec{replicated, tp}, role::parameter,
                        o.param_dtype);
  const auto wk = value("wk", {h, h}, tp.empty() ? rep : partition_spec{replicated, tp}, role::parameter,
                        o.param_dtype);
  const auto wv = value("wv", {h, h}, tp.empty() ? rep : partition_spec{replicated, tp}, role::parameter,
                        o.param_dtype);
  const auto q = act("q", {s, b, h}, hidden_sharded);
  const auto k = act("k", {s, b, h}, hidden_sharded);
  const auto v = act("v", {s, b, h}, hidden_sharded);
  op("q_proj", attn, "dot", {ln1, wq}, {q}, 2 * s * b * h * h / t);
  op("k_proj", attn, "dot", {ln1, wk}, {k}, 2 * s * b * h * h / t);
  op("v_proj", attn, "dot", {ln1, wv}, {v}, 2 * s * b * h * h / t);
  const auto scores = act("scores", {b, a, s, s}, heads_sharded);
  op("qk", core, "batch_dot", {q, k}, {scores}, 2 * b * s * s * h / t);
  const auto probs = act("probs", {b, a, s, s}, heads_sharded);
  op("softmax", core, "softmax", {scores}, {probs}, 5 * b * a * s * s / t);
  const auto dropped = dropout("attn_dropout", core, probs, {b, a, s, s}, heads_sharded);
  const auto ctx = act("ctx", {s, b, h}, hidden_sharded);
  op("av", core, "batch_dot", {dropped, v}, {ctx}, 2 * b * s * s * h / t);
  const auto wo = value("wo", {h, h}, tp.empty() ? rep : partition_spec{tp}, role::parameter, o.param_dtype);
  const auto attn_partial = value("attn_out.partial", {s, b, h}, rep, t == 1 ? role::activation : role::temporary,
                                  o.activation_dtype);
  op("out_proj", attn, "dot", {ctx, wo}, {attn_partial}, 2 * s * b * h * h / t);
  const auto attn_out = reduce(attn_partial, "attn_out", attn);
  const auto attn_drop = dropout("out_dropout", attn, attn_out, {s, b, h}, seq_sharded);
  const auto x2 = act("residual1", {s, b, h}, seq_sharded);
  op("residual1", attn, "add", {x, attn_drop}, {x2}, s * b * h / t);

  // MLP.
  const auto ln2 = gather_seq(layernorm("ln2", mlp, x2), mlp);
  const auto w1 = value("w1", {h, f}, tp.empty() ? rep : partition_spec{replicated, tp}, role::parameter,
                        o.param_dtype);
  const auto h1 = act("fc1", {s, b, f}, hidden_sharded);
  op("fc1", mlp, "dot", {ln2, w1}, {h1}, 2 * s * b * h * f / t);
  const auto act1 = act("gelu", {s, b, f}, hidden_sharded);
  op("gelu", mlp, "gelu", {h1}, {act1}, 8 * s * b * f / t);
  const auto w2 = value("w2", {f, h}, tp.empty() ? rep : partition_spec{tp}, role::parameter, o.param_dtype);
  const auto mlp_partial = value("mlp_out.partial", {s, b, h}, rep, t == 1 ? role::activation : role::temporary,
                                 o.activation_dtype);
  op("fc2", mlp, "dot", {act1, w2}, {mlp_partial}, 2 * s * b * h * f / t);
  const auto mlp_out = reduce(mlp_partial, "mlp_out", mlp);
  const auto mlp_drop = dropout("mlp_dropout", mlp, mlp_out, {s, b, h}, seq_sharded);
  const auto y = act("out", {s, b, h}, seq_sharded);
  op("residual2", mlp, "add", {x2, mlp_drop}, {y}, s * b * h / t);
  return y;
}

}  // namespace shardmem
