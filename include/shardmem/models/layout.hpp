// Where a transformer's arrays sit on a mesh (transformer_layout): the PartitionSpec entries and
// specs that every part of build_transformer gives its weights and activations, from the parts
// the mesh axes play (parallelism).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <shardmem/models/config.hpp>
#include <shardmem/models/parallelism.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/sharding/partition_spec.hpp>

namespace shardmem {

/// The shardings of a transformer's arrays on a mesh. Entries: B the batch (data and fsdp axes,
/// the expert axis last), T the tensor axis, F the FSDP axes, FD the FSDP axes of the weights
/// outside the experts (the expert axis joins them when it shards the dense weights), Cx the
/// context axis; for mixture-of-experts layers, X the expert group (the axes an all-to-all moves
/// tokens over: the expert axis, and the tensor axis under ETP 1), TE what splits an expert's
/// hidden dimension (T, or none under ETP 1), BG the token groups (one per device's tokens: the
/// batch axes and the context axis, the expert group last) and BX the groups but the expert
/// group, what still splits them once tokens reach their experts.
struct transformer_layout {
  std::int64_t t = 1;            ///< the tensor axis' size
  std::int64_t cp = 1;           ///< the context axis' size
  std::int64_t batch_parts = 1;  ///< the batch's shards, over the data, fsdp and expert axes
  bool fold = false;             ///< ETP 1: the tensor axis joins the expert group inside the MoE layers
  std::vector<std::string> XG;   ///< the expert group's axes, in order
  partition_spec::entry B, T, F, X, TE, Cx, FD, BX, BG;
  /// [b, s, h] activations (the sequence over the context axis, then the tensor axis under
  /// sequence parallelism), [b, s, h] whole over the tensor axis, [b, s, ffn] and [b, heads, ...]
  /// split over it; the MoE's [E, G, C, h] dispatch before and after the all-to-all, its
  /// experts' hidden [E, G, C, fe], and the router's [b, s, E] (each tensor rank's own tokens
  /// under ETP 1, else whole over the tensor axis).
  partition_spec act_spec, full_spec, hidden_tp, heads_tp, token_major, expert_major, expert_hidden, route_spec;
};

/// The layout of `c`'s arrays on `m` split as `p` says; `p`'s axes are `m`'s (check_transformer_options).
[[nodiscard]] inline transformer_layout layout_of(const transformer_config& c, const mesh& m, const parallelism& p) {
  transformer_layout l;
  l.t = p.tensor.empty() ? 1 : m.axis_size(p.tensor);
  l.cp = p.context.empty() ? 1 : m.axis_size(p.context);
  std::vector<std::string> batch_axes;  // the expert axis last: the all-to-alls move it to the experts
  for (const axis_group* group : {&p.data, &p.fsdp})
    for (const std::string& a : group->names) batch_axes.push_back(a), l.batch_parts *= m.axis_size(a);
  if (!p.expert.empty()) batch_axes.push_back(p.expert), l.batch_parts *= m.axis_size(p.expert);
  auto entry = [](const std::string& axis) {
    return axis.empty() ? partition_spec::entry{} : partition_spec::entry{axis};
  };
  l.B = batch_axes, l.T = entry(p.tensor), l.F = p.fsdp.entry(), l.Cx = entry(p.context);
  if (p.shard_over_context) l.F.push_back(p.context);
  l.FD = l.F;
  if (!p.expert.empty() && p.shard_dense_over_expert) l.FD.push_back(p.expert);
  l.fold = c.moe && l.t > 1 && p.expert_tensor_parallel == 1;
  if (!p.expert.empty()) l.XG.push_back(p.expert);
  if (l.fold) l.XG.push_back(p.tensor);
  l.X = l.XG, l.TE = l.fold ? partition_spec::entry{} : l.T;
  l.BX.assign(batch_axes.begin(), batch_axes.end() - (p.expert.empty() ? 0 : 1));
  if (!p.context.empty()) l.BX.push_back(p.context);
  l.BG = l.BX;
  l.BG.insert(l.BG.end(), l.XG.begin(), l.XG.end());
  partition_spec::entry S = l.Cx;
  if (p.sequence_parallel) S.insert(S.end(), l.T.begin(), l.T.end());
  l.act_spec = partition_spec({l.B, S, {}}), l.full_spec = partition_spec({l.B, l.Cx, {}});
  l.hidden_tp = partition_spec({l.B, l.Cx, l.T});
  l.heads_tp = l.Cx.empty() ? partition_spec({l.B, l.T}) : partition_spec({l.B, l.T, l.Cx});
  l.token_major = partition_spec({{}, l.BG, {}, {}}), l.expert_major = partition_spec({l.X, l.BX, {}, {}});
  l.expert_hidden = partition_spec({l.X, l.BX, {}, l.TE});
  l.route_spec = l.fold ? l.act_spec : l.full_spec;
  return l;
}

}  // namespace shardmem
