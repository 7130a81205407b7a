// Which mesh axes play which part: the one vocabulary of parallelism the model builders and the
// planner share. `parallelism` says how the model's arrays are split (build_transformer);
// `parallel_axes` says which axis plays which part in training (training_config), and
// model_parallelism turns one into the other under a ZeRO stage.
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
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
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

/// How attention sees the whole sequence when a context axis splits it (context parallelism).
enum class context_style : std::uint8_t {
  /// Each layer all-gathers the keys and values over the axis and attends its own queries to
  /// them; the gathered copies are made again for the backward pass (torchtitan's default
  /// context_parallel_rotate_method "allgather"; MaxText's default context_parallel_strategy).
  all_gather,
  /// Keys and values go round the ring a chunk at a time, a chunk received while one is used:
  /// two chunks of each in flight beside the device's own (Ring Attention, Liu et al. 2023;
  /// Megatron-Core's default cp_comm_type "p2p").
  ring,
  /// Queries, keys and values exchanged from sequence shards to head shards before attention, and
  /// the output back (DeepSpeed-Ulysses, Jacobs et al. 2023; Megatron-Core's cp_comm_type "a2a").
  all_to_all,
};

/// `all-gather`, `ring`, `all-to-all`.
[[nodiscard]] constexpr std::string_view name(context_style s) noexcept {
  return s == context_style::all_gather ? "all-gather" : s == context_style::ring ? "ring" : "all-to-all";
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
  /// Expert-tensor parallelism (Megatron-LM's --expert-tensor-parallel-size, torchtitan's etp):
  /// 0 or the tensor axis' size, each expert's hidden dimension split over the tensor axis as the
  /// dense MLP's is (ETP = TP, both frameworks' default); 1, each expert whole, the tensor axis
  /// joining the expert axis inside the MoE layers (MoE parallel folding: experts over expert x
  /// tensor, each tensor rank routing its own sequence shard; Megatron's expert rank generator,
  /// parallel_state.py; torchtitan's ep mesh takes tp when etp == 1, parallel_dims.py at
  /// aeb3a4b). Other sizes would fold part of an axis, which a named mesh cannot say.
  std::int64_t expert_tensor_parallel = 0;
  bool sequence_parallel = false;  ///< split norms, dropouts and residuals over seq on `tensor`
  /// Context parallelism: every activation's sequence split over this axis (before the tensor
  /// axis' split under sequence parallelism), attention done as `context_kind` says.
  std::string context{};
  context_style context_kind = context_style::all_gather;
  /// With a context axis: the parameters are sharded over it too, beside the FSDP axes (FSDP over
  /// data x context: torchtitan's dp_shard_cp mesh; MaxText's rules shard 'embed' over context).
  bool shard_over_context = false;
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
  /// split over it too (MaxText); false: replicated over it (Megatron-LM), their ZeRO-1/2 states
  /// sharded over it as over a data axis (Megatron's expert-parallel ranks are data-parallel
  /// ranks of the dense weights). Unset: the framework's, false for Megatron-LM, else true. See
  /// parallelism::shard_dense_over_expert.
  std::optional<bool> shard_dense_over_expert{};
  /// Expert-tensor parallelism: 0 (the tensor axis' size) or 1; see
  /// parallelism::expert_tensor_parallel.
  std::int64_t expert_tensor_parallel = 0;
  /// Pipeline parallelism: the axis whose devices hold successive stages of layers (empty: none),
  /// run with the 1F1B schedule (Narayanan et al. 2021), interleaved when `virtual_stages` > 1
  /// (each device holds that many chunks of layers).
  std::string pipeline{};
  std::int64_t virtual_stages = 1;
  /// Context parallelism: the axis that splits each sequence (empty: none). Its devices share
  /// their samples, so it is no data-parallel rank; the model states are sharded over it as over
  /// the data axes (ZeRO-3: parameters, torchtitan's dp_shard_cp; ZeRO-1/2: the optimizer's states
  /// and gradients, Megatron's distributed optimizer over the data x context group).
  std::string context{};
  context_style context_kind = context_style::all_gather;  ///< how attention sees the whole sequence
  /// Layers per pipeline stage, first to last: one count per device of the pipeline axis, or one
  /// per chunk (stages x virtual_stages, a device's chunks being r, r + stages, ...). Megatron's
  /// --decoder-first/last-pipeline-num-layers and pipeline layouts, torchtitan's split points.
  /// Empty: pipeline_stage_layers' default.
  std::vector<std::int64_t> stage_layers{};
};

/// The layers each device of a pipeline of `stages` devices, each holding `virtual_stages`
/// chunks, builds. `given` (parallel_axes::stage_layers) when set, each at least 1 and summing to
/// `layers`; else `layers / stages` each where `stages x virtual_stages` divides `layers`; else
/// torchtitan's split (torchtitan/distributed/pipeline_parallel.py,
/// generate_llm_fqn_per_model_part with input and output weights 1): the embedding and the
/// output count as a layer each, the `layers + 2` split as evenly as they go with the first
/// chunks taking one more, so the first and the last chunk hold one layer fewer (Llama-3.1-405B's
/// 126 layers over 8 stages: 15, 16 x 6, 15).
/// @throws invalid_error naming the counts and the fix.
[[nodiscard]] inline std::vector<std::int64_t> pipeline_stage_layers(std::int64_t layers, std::int64_t stages,
                                                                     std::int64_t virtual_stages,
                                                                     const std::vector<std::int64_t>& given = {}) {
  if (stages < 1 || virtual_stages < 1)
    detail::raise<invalid_error>("pipeline of {} stages x {} virtual stages: both must be at least 1", stages,
                                 virtual_stages);
  const std::int64_t chunks = checked_mul(stages, virtual_stages, "the pipeline's chunks");
  std::vector<std::int64_t> per_chunk;
  if (!given.empty()) {
    const auto n = static_cast<std::int64_t>(given.size());
    if (n != stages && n != chunks)
      detail::raise<invalid_error>("stage layers: {} counts for a pipeline of {} stages{}; give one count per stage{}",
                                   n, stages, virtual_stages > 1 ? fmt::format(" x {} virtual", virtual_stages) : "",
                                   virtual_stages > 1 ? fmt::format(" or one per chunk ({})", chunks) : "");
    std::int64_t sum = 0;
    for (const std::int64_t k : given) {
      if (k < 1) detail::raise<invalid_error>("stage layers: a stage of {} layers; every stage holds at least 1", k);
      sum = checked_add(sum, k, "the stages' layers");
    }
    if (sum != layers)
      detail::raise<invalid_error>("stage layers {} sum to {}, but the model has {} layers; make them sum to {}",
                                   fmt::join(given, ","), sum, layers, layers);
    if (n == stages) return given;
    per_chunk = given;
  } else if (layers % chunks == 0) {
    return std::vector<std::int64_t>(static_cast<std::size_t>(stages), layers / stages);
  } else {
    const std::int64_t effective = checked_add(layers, 2, "the pipeline's layers");
    if (effective / chunks < 2)
      detail::raise<invalid_error>("{} layers cannot fill {} pipeline chunks of at least one layer each beside the "
                                   "embedding and the output; use fewer stages or virtual stages",
                                   layers, chunks);
    for (std::int64_t k = 0; k < chunks; ++k)
      per_chunk.push_back(effective / chunks + (k < effective % chunks ? 1 : 0) - (k == 0) - (k == chunks - 1));
  }
  std::vector<std::int64_t> per_stage(static_cast<std::size_t>(stages), 0);
  for (std::int64_t k = 0; k < chunks; ++k)
    per_stage[static_cast<std::size_t>(k % stages)] += per_chunk[static_cast<std::size_t>(k)];
  return per_stage;
}

/// The stages of a pipeline split `split` (pipeline_stage_layers) that can hold the most, first to
/// last: the first (the most micro-batches in flight, and the embedding), the first of the most
/// layers where the split is uneven, and the last (the head).
[[nodiscard]] inline std::vector<std::int64_t> pipeline_heaviest_stages(const std::vector<std::int64_t>& split) {
  const auto stages = static_cast<std::int64_t>(split.size());
  std::vector<std::int64_t> out{0};
  const auto fullest = static_cast<std::int64_t>(std::max_element(split.begin(), split.end()) - split.begin());
  if (fullest != 0 && fullest != stages - 1) out.push_back(fullest);
  if (stages > 1) out.push_back(stages - 1);
  return out;
}

/// How `axes` split the model's arrays under ZeRO stage `zero_stage`: the data axes shard the
/// parameters (fsdp) at stage 3 and replicate them (data) below; a replica axis replicates.
[[nodiscard]] inline parallelism model_parallelism(const parallel_axes& axes, int zero_stage) {
  parallelism par;
  if (!axes.data.empty()) (zero_stage == 3 ? par.fsdp : par.data) = axes.data;
  if (!axes.replica.empty()) par.data = axes.replica;
  par.tensor = axes.tensor;
  par.sequence_parallel = axes.sequence_parallel;
  par.expert = axes.expert;
  par.shard_dense_over_expert = axes.shard_dense_over_expert.value_or(true);
  par.expert_tensor_parallel = axes.expert_tensor_parallel;
  par.context = axes.context;
  par.context_kind = axes.context_kind;
  par.shard_over_context = zero_stage == 3 && !axes.context.empty();
  return par;
}

}  // namespace shardmem
