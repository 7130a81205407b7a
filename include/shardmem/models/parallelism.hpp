// Which mesh axes play which part: the one vocabulary of parallelism the model builders and the
// planner share. `parallelism` says how the model's arrays are split (build_transformer);
// `parallel_axes` says which axis plays which part in training (training_config), and
// model_parallelism turns one into the other under a ZeRO stage.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <shardmem/sharding/mesh.hpp>

namespace shardmem {

/// One mesh axis, or several that play one part together (FSDP over `('fsdp', 'data')`, MaxText's
/// usual mesh): the PartitionSpec entry they shard a dimension with, of the product of their
/// sizes. Empty: the part is off. A single name converts: `.fsdp = "fsdp"`.
struct axis_group {
  std::vector<std::string> names;
  axis_group() = default;
  axis_group(const char* name) : axis_group(std::string(name)) {}  // NOLINT: a name is a group of one
  axis_group(std::string name) {                                   // NOLINT
    if (!name.empty()) names.push_back(std::move(name));
  }
  axis_group(std::initializer_list<std::string> list) : names(list) {}
  [[nodiscard]] bool empty() const noexcept { return names.empty(); }
  void clear() noexcept { names.clear(); }
  [[nodiscard]] bool contains(std::string_view axis) const noexcept {
    return std::find(names.begin(), names.end(), axis) != names.end();
  }
  /// The PartitionSpec entry: `'data'` or `('fsdp', 'data')`.
  [[nodiscard]] const std::vector<std::string>& entry() const noexcept { return names; }
  /// The product of the axes' sizes on `m` (1 when empty). @throws invalid_error for an axis `m` lacks.
  [[nodiscard]] std::int64_t size(const mesh& m) const {
    std::int64_t n = 1;
    for (const std::string& a : names) n *= m.axis_size(a);
    return n;
  }
  friend bool operator==(const axis_group&, const axis_group&) = default;
};

/// `'data'`, `('fsdp', 'data')`, or `none`.
[[nodiscard]] inline std::string to_string(const axis_group& g) {
  if (g.names.empty()) return "none";
  if (g.names.size() == 1) return "'" + g.names.front() + "'";
  std::string out = "(";
  for (std::size_t i = 0; i < g.names.size(); ++i) out += (i ? ", '" : "'") + g.names[i] + "'";
  return out + ")";
}

/// Which mesh axes play which part; an empty name means the strategy is off.
struct parallelism {
  axis_group data{};     ///< data parallel: the batch is split over it
  axis_group fsdp{};     ///< FSDP/ZeRO-3: the batch and the parameters are split over it
  std::string tensor{};  ///< Megatron tensor parallelism
  /// Expert parallelism (GShard; MaxText's `expert` axis): each MoE layer's experts are split over
  /// it, and everywhere else it splits the batch, as a data axis does; tokens reach their experts
  /// by an all-to-all and come back by another. Only for a config with `moe`.
  std::string expert{};
  /// With an expert axis, the weights outside the experts (attention, embedding, router, head,
  /// dense MLPs) are also split over it, their hidden dimension over the FSDP axes and the expert
  /// axis together, and gathered before use: MaxText's default (configs/base.yml:
  /// expert_shard_attention_option "fsdp", "ep acts as fsdp parallelism"; logical_axis_rules
  /// split 'embed' over fsdp, sequence, context and expert, the experts' 'embed_no_exp' not over
  /// expert). False: replicated over the expert axis, as Megatron-LM keeps them (its
  /// expert-parallel ranks are data-parallel ranks for the dense weights).
  bool shard_dense_over_expert = true;
  bool sequence_parallel = false;  ///< split norms, dropouts and residuals over seq on `tensor`
};

/// The parts the mesh axes play in a training step (training_config::parallel). Empty names, like
/// an empty `data`, are inferred from the mesh's axis names (resolve_axis_roles); every axis of
/// size > 1 must play a part.
struct parallel_axes {
  /// The data-parallel axes (ZeRO shards over their product): one, or several (FSDP over
  /// `('fsdp', 'data')`).
  axis_group data{};
  /// A second data-parallel axis over which the model states are replicated, with ZeRO-3 over
  /// `data` (hybrid sharding: HSDP, FSDP's HYBRID_SHARD); empty: none.
  std::string replica{};
  std::string tensor{};  ///< Megatron tensor parallelism; empty: none
  bool sequence_parallel = false;
  std::string expert{};  ///< expert parallelism for mixture-of-experts models
  /// With an expert axis: the weights outside the experts, and so their optimizer states, are
  /// split over it too (MaxText); false: replicated over it (Megatron-LM). See
  /// parallelism::shard_dense_over_expert.
  bool shard_dense_over_expert = true;
  /// Pipeline parallelism: the axis whose devices hold successive stages of layers (empty: none),
  /// run with the 1F1B schedule (Narayanan et al. 2021), interleaved when `virtual_stages` > 1
  /// (each device holds that many chunks of layers).
  std::string pipeline{};
  std::int64_t virtual_stages = 1;
};

/// How `axes` split the model's arrays under ZeRO stage `zero_stage`: the data axes shard the
/// parameters (fsdp) at stage 3 and replicate them (data) below; a replica axis replicates.
[[nodiscard]] inline parallelism model_parallelism(const parallel_axes& axes, int zero_stage) {
  parallelism par;
  if (!axes.data.empty()) (zero_stage == 3 ? par.fsdp : par.data) = axes.data;
  if (!axes.replica.empty()) par.data = axes.replica;
  par.tensor = axes.tensor;
  par.sequence_parallel = axes.sequence_parallel;
  par.expert = axes.expert;
  par.shard_dense_over_expert = axes.shard_dense_over_expert;
  return par;
}

}  // namespace shardmem
