// A decoder-only transformer's forward pass as a dataflow graph, from a transformer_config and a
// parallelism given as mesh axes: data parallel, FSDP/ZeRO-3 (parameters sharded along an axis
// and all-gathered per layer before use), Megatron tensor parallelism (column/row splits),
// sequence parallelism and, for mixture-of-experts layers, expert parallelism (experts split
// over an axis, tokens exchanged by all-to-alls). Activations are laid out [b, s, h], as in JAX
// models; MoE dispatch buffers [experts, groups, capacity, h], as GShard's EGCM.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/models/adapters.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/parallelism.hpp>
#include <shardmem/models/transformer_parts.hpp>
#include <shardmem/sharding/mesh.hpp>

namespace shardmem {

/// The most layers build_transformer builds: a graph has tens of values per layer and a training
/// step three times that, so 10,000 layers (50 times the deepest published model) stay within a
/// few GiB; a description asking for more gets an error, not an exhausted machine.
inline constexpr std::int64_t max_built_layers = 10'000;

namespace detail {

// Expert-tensor parallelism: 0 or the tensor axis' size (each expert split over it), or 1 (the
// tensor axis joins the expert group; its ranks route their own sequence shards, so sequence
// parallelism must split them, as Megatron-LM warns it must: model_parallel_config.py).
inline void check_expert_tensor(const transformer_config& c, const mesh& m, const parallelism& p, std::int64_t t) {
  const std::int64_t etp = p.expert_tensor_parallel;
  if (etp == 0) return;
  if (!c.moe)
    raise<invalid_error>("build_transformer: expert-tensor parallelism {} is set, but {} has no mixture of experts; "
                         "drop it",
                         etp, config_label(c));
  if (etp == t) return;
  if (etp != 1)
    raise<invalid_error>("build_transformer: expert-tensor parallelism {} with tensor axis {} of size {}; give 1 (each "
                         "expert whole, the tensor axis joining expert parallelism) or {} (each expert split over "
                         "the tensor axis); other sizes would split part of an axis",
                         etp, p.tensor.empty() ? std::string("none") : "'" + p.tensor + "'", t, t);
  if (!p.sequence_parallel)
    raise<invalid_error>("build_transformer: expert-tensor parallelism 1 over tensor axis '{}' (size {}) needs "
                         "sequence parallelism, so each tensor rank routes its own tokens; turn it on "
                         "(--sequence-parallel)",
                         p.tensor, t);
  const std::int64_t group = checked_mul(t, p.expert.empty() ? 1 : m.axis_size(p.expert), "the expert group");
  if (c.moe->experts % group != 0)
    raise<invalid_error>("build_transformer: the {} experts of {} do not split evenly over the expert group of {} "
                         "devices ({}tensor axis '{}'); each device holds whole experts, so choose axes whose "
                         "product is among {}",
                         c.moe->experts, config_label(c), group,
                         p.expert.empty() ? std::string() : "expert axis '" + p.expert + "' x ", p.tensor,
                         divisors(c.moe->experts));
}

// The checks of build_transformer beyond validate(c): the layer count, each axis' part, and the
// options that need a tensor or expert axis. `c` is valid (validate), and is not checked again.
inline void check_transformer_options(const transformer_config& c, const mesh& m, const transformer_options& o) {
  if (c.layers > max_built_layers)
    raise<invalid_error>("build_transformer: {} has {} layers; at most {} are built as a graph (tens of values "
                         "each); plan fewer layers (per-layer bytes do not depend on the count)",
                         config_label(c), c.layers, max_built_layers);
  const auto& p = o.parallel;
  for (const axis_group* group : {&p.data, &p.fsdp})
    for (const std::string& a : group->names) (void)m.axis_index(a);
  if (!p.tensor.empty()) (void)m.axis_index(p.tensor);
  {
    // Each mesh axis plays one part: the part each axis was first given, by its position.
    std::vector<const char*> part_of(m.rank(), nullptr);
    auto give = [&](const std::string& a, const char* part) {
      const char*& given = part_of[m.axis_index(a)];
      if (given)
        raise<invalid_error>("build_transformer: each mesh axis may play one part; axis '{}' is given as {} "
                             "and as {} (data {}, fsdp {}, tensor '{}')",
                             a, given, part, to_string(p.data), to_string(p.fsdp), p.tensor);
      given = part;
    };
    for (const std::string& a : p.data.names) give(a, "data");
    for (const std::string& a : p.fsdp.names) give(a, "fsdp");
    if (!p.tensor.empty()) give(p.tensor, "tensor");
    if (!p.context.empty()) give(p.context, "context");
  }
  if (!p.context.empty()) {
    const std::int64_t cp = m.axis_size(p.context);
    if (c.seq_len % cp != 0)
      raise<invalid_error>("build_transformer: context axis '{}' (size {}) must divide the sequence of {} tokens of "
                           "'{}'; use a context axis among {} or a sequence length of a multiple of {}",
                           p.context, cp, c.seq_len, c.name, divisors(c.seq_len), cp);
    const std::int64_t tp = p.tensor.empty() ? 1 : m.axis_size(p.tensor);
    if (p.context_kind == context_style::all_to_all &&
        (c.heads % (tp * cp) != 0 || c.resolved_kv_heads() % (tp * cp) != 0))
      raise<invalid_error>("build_transformer: all-to-all context parallelism moves whole heads to each of the {} "
                           "devices of the tensor and context axes, but '{}' has {} query and {} key/value heads; use "
                           "the all-gather or ring style, or axes whose product divides both",
                           tp * cp, c.name, c.heads, c.resolved_kv_heads());
  }
  if (p.sequence_parallel && p.tensor.empty())
    raise<invalid_error>("build_transformer: sequence parallelism needs a tensor axis");
  if (o.adapters) {
    check_adapters(*o.adapters, c);
    if (c.mla || c.mtp_layers > 0)
      raise<invalid_error>("build_transformer: adapters on {} are not modelled ({}); train it without adapters",
                           config_label(c),
                           c.mla ? "its latent attention has no q/k/v projections to adapt"
                                 : "its multi-token prediction layers");
    if (!p.tensor.empty() && m.axis_size(p.tensor) > 1)
      raise<invalid_error>("build_transformer: adapters with tensor axis '{}' (size {}) are not modelled (how "
                           "their factors split over it is a choice this model does not make); drop the "
                           "tensor axis, or shard over it as fsdp",
                           p.tensor, m.axis_size(p.tensor));
  }
  if (!p.expert.empty()) {
    if (!m.find_axis(p.expert))
      raise<invalid_error>("build_transformer: the expert axis '{}' is not an axis of mesh {}; set "
                           ".parallel.expert to one of {} or add an axis '{}' to the mesh",
                           p.expert, to_string(m), m.names(), p.expert);
    const std::pair<const char*, axis_group> parts[] = {{"data", p.data}, {"fsdp", p.fsdp}, {"tensor", p.tensor}};
    for (const auto& [part, group] : parts)
      if (group.contains(p.expert))
        raise<invalid_error>("build_transformer: mesh axis '{}' is both the expert axis and the {} axis; each "
                             "mesh axis may play one part, so give expert parallelism an axis of its own",
                             p.expert, part);
    if (!c.moe)
      raise<invalid_error>("build_transformer: .parallel.expert is '{}' but {} has no mixture of experts; "
                           "leave .expert empty, or split the batch over the axis with .data",
                           p.expert, config_label(c));
    const std::int64_t ep = m.axis_size(p.expert);
    if (c.moe->experts % ep != 0)
      raise<invalid_error>("build_transformer: the {} experts of {} do not split evenly over the {} devices of "
                           "expert axis '{}'; each device holds whole experts, so choose an expert axis size "
                           "among {}",
                           c.moe->experts, config_label(c), ep, p.expert, divisors(c.moe->experts));
  }
  // Megatron splits whole heads, and whole key/value groups, over the tensor axis.
  const std::int64_t t = p.tensor.empty() ? 1 : m.axis_size(p.tensor);
  check_expert_tensor(c, m, p, t);
  if (c.heads % t != 0 || c.resolved_kv_heads() % t != 0)
    raise<invalid_error>("build_transformer: tensor axis '{}' (size {}) must divide the {} query heads and {} "
                         "key/value heads of '{}'; use a tensor axis of a size dividing both",
                         p.tensor, t, c.heads, c.resolved_kv_heads(), c.name);
  const std::int64_t end_layer = o.end_layer < 0 ? c.layers : o.end_layer;
  if (o.first_layer < 0 || o.first_layer >= end_layer || end_layer > c.layers)
    raise<invalid_error>("build_transformer: layers [{}, {}) are not a non-empty range of the {} layers of '{}'",
                         o.first_layer, end_layer, c.layers, c.name);
}

// build_transformer of a config already valid (validate), for a caller that validated it where it
// entered: the parts composed in the graph's order, the embedding, each layer, the head.
[[nodiscard]] inline transformer_graph build_valid_transformer(const transformer_config& c, const mesh& m,
                                                               const transformer_options& o) {
  check_transformer_options(c, m, o);
  transformer_builder build(c, m, o);
  const std::int64_t end_layer = o.end_layer < 0 ? c.layers : o.end_layer;
  build.reserve(end_layer - o.first_layer);
  value_id x = build.embedding();
  build.size_experts();
  for (std::int64_t i = o.first_layer; i < end_layer; ++i) x = build.layer(i, x);
  build.head(x);
  return build.finish();
}

}  // namespace detail

/// Builds the forward pass of `c` on mesh `m`. Layer i's ops live under scope `layer.i`
/// (`layer.i/attn`, `layer.i/attn/core` for the materialized softmax, `layer.i/mlp`); values are
/// tagged with JAX-style checkpoint names: `layer_input`, `query_proj`, `key_proj`, `value_proj`,
/// `context`, `out_proj` (the attention output projection, after its tensor-parallel reduction),
/// `mlp_hidden` (each up projection's output, also named as MaxText names it: `mlpwi_0` the gate,
/// `mlpwi_1` the up, `mlpwi` GeLU's fc1), `mlp_out` (the MLP's output, dense or MoE, after its
/// reduction), `moe_dispatch`.
/// With tensor parallelism the partial sums before a reduction carry its name too (a collective's
/// output inherits its input's names); only the reduced value is ever a residual.
///
/// An MoE layer (is_moe_layer) replaces the dense MLP after its norm by:
/// - `layer.i/mlp/router`: the router dot [b,s,h] x [h,E] -> logits f32 [b,s,E], their softmax
///   (f32: Switch Transformer's selective precision, Fedus et al. 2022, sec. 2.4; HF Mixtral's
///   `softmax(router_logits, dtype=torch.float)`), and `top_k` -> routing weights f32 [b,s,k]
///   (renormalized over the chosen experts, as Mixtral) and expert indices s32 [b,s,k];
/// - `layer.i/mlp/experts`: `dispatch` gathers the tokens into per-expert buffers
///   `layer.i.dispatch` [E, G, C, h] (GShard's EGCM: G token groups, one per shard of the batch
///   over the data, fsdp and expert axes; C = dispatch_capacity(c, tokens of one group)), sharded
///   over the groups; an all-to-all moves the expert axis from the groups to the experts
///   (`layer.i.expert_in`); the expert MLP (GeLU or SwiGLU, per `c.mlp`) runs as `batch_dot`s with
///   the stacked weights `layer.i.experts.{fc1,fc2 | gate_proj,up_proj,down_proj}` [E,h,f]/[E,f,h],
///   sharded over the expert axis on dim 0, FSDP on h and tensor on f; an all-to-all brings the
///   outputs back (`layer.i.expert_out`) and `combine` sums each token's k outputs weighted by
///   its routing weights into [b,s,h];
/// - `layer.i/mlp/shared`: shared experts as one dense MLP `layer.i.shared.*` of width
///   expert_ffn x shared_experts, added to the routed output before the tensor-parallel reduction.
/// Dispatch and combine are gathers and scatters (MaxText's sparse path, MegaBlocks), not GShard's
/// one-hot einsums; no router auxiliary loss is modelled (its values are [b,s,E] or smaller).
/// @throws invalid_error for an invalid config, more than max_built_layers layers, a parallelism
///         axis the mesh lacks, an axis used
///         for two strategies, an expert axis without MoE or whose size does not divide the
///         experts.
[[nodiscard]] inline transformer_graph build_transformer(const transformer_config& c, const mesh& m,
                                                         const transformer_options& o = {}) {
  validate(c);
  return detail::build_valid_transformer(c, m, o);
}

}  // namespace shardmem
