// What to train and how to split it: the model, the mesh and the part each axis plays, ZeRO, the
// batch, the remat choice (a typed value), the optimizer. What it must fit into is apart
// (memory_target, plan/target.hpp); the words the tool reads become these values in plan/text.hpp.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/models/adapters.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/parallelism.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/plan/framework.hpp>
#include <shardmem/plan/hardware.hpp>
#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/train/optimizer_options.hpp>
#include <shardmem/train/policy.hpp>

namespace shardmem {

/// No rematerialization: every residual is kept (JAX without jax.checkpoint).
struct no_remat {};

/// jax.checkpoint with `policy` on every layer; `label` is how reports name it (the word it was
/// given as, `save_layer_input` or MaxText's `minimal`); empty: the policy's own name.
struct layer_policy {
  remat_policy policy;
  std::string label{};
  /// The policy on every `every`-th layer of the step (the every-th, 2 x every-th, ..., counting
  /// from 1), the others keeping everything: torchtitan's layer SAC, full AC on every
  /// selective_ac_option-th block as each process counts its own (_apply_layer_sac in
  /// torchtitan/distributed/activation_checkpoint.py before 114151ad).
  std::int64_t every = 1;
};

/// A checkpoint schedule of the chain of layers (Chen et al.'s sqrt(n), Griewank's revolve, a
/// budget), replayed onto the graph: `make` builds it from the step's chain of layers.
struct chain_remat {
  std::string label;                                 ///< `revolve:3`, for reports
  std::function<chain_schedule(const chain&)> make;  ///< chen_sqrt, revolve(c, 3), budgeted(c, b)
};

/// What the backward pass recomputes: nothing, a JAX policy on every layer, or a chain schedule.
using remat_choice = std::variant<no_remat, layer_policy, chain_remat>;

/// How reports name a remat choice: `none`, the layer policy's label, the schedule's label.
[[nodiscard]] inline std::string name(const remat_choice& r) {
  if (std::holds_alternative<no_remat>(r)) return "none";
  if (const auto* p = std::get_if<layer_policy>(&r)) return p->label.empty() ? p->policy.name() : p->label;
  return std::get<chain_remat>(r).label;
}

/// A training configuration: what is trained and how it is split. Batch sizes are in sequences.
/// Every default is the tool's: a plan from these fields and one from `shardmem plan` agree.
struct training_config {
  /// The model and its sequence length; by default Llama-3.1-8B at 8192. Its micro_batch is not
  /// read: the batch is `micro_batch` below.
  transformer_config model = presets::llama3_1_8b();
  /// The mesh, and optionally its process layout (without one, a plan gives each process a host's
  /// accelerators: default_devices_per_process).
  mesh devices{{"data", 1}};
  /// The part each mesh axis plays; empty parts are inferred from the axis names.
  parallel_axes parallel{};
  /// 0: replicated model states; 1: optimizer states sharded over the data axis; 2: and
  /// gradients, each reduce-scattered as soon as it is complete; 3: and parameters (FSDP), each
  /// gathered per layer before use.
  int zero_stage = 3;
  std::int64_t micro_batch = 1;   ///< sequences per data-parallel rank per micro-step
  std::int64_t global_batch = 0;  ///< 0: one micro-batch per rank (no accumulation)
  /// What the backward pass recomputes (parse_remat reads the tool's words for it).
  remat_choice remat = layer_policy{nothing_saveable()};
  optimizer_options optimizer{.kind = optimizer_kind::adamw, .master_weights = true};
  bool chunked_loss = false;
  /// Keep the parameters in pinned_host memory (MaxText's parameter_memory_host_offload): each
  /// layer copies its weights to the devices right before use, forward and backward, and their
  /// gradients go back to the host (see transformer_options::param_memory).
  bool offload_params = false;
  /// Evaluate a forward-only step instead (its own batch: micro_batch).
  bool eval = false;
  /// The layers' parameters stacked, one array per kind of parameter, the layers a lax.scan over
  /// them (MaxText's scan_layers): the same bytes, and one argument and output leaf per stacked
  /// array instead of one per layer (what the CPU backend's output tuple table counts).
  bool scan_layers = false;
  /// Low-rank adapters (models/adapters.hpp) beside the projections they target, trained while
  /// every weight of the model is frozen (PEFT's LoRA; seed 001's parameter decomposition): only
  /// the factors get gradients and optimizer states. nullopt: the whole model is trained.
  std::optional<adapter_config> adapters{};
  /// Whose conventions the step follows (plan/framework.hpp): JAX's; MaxText's fp32 weights;
  /// Megatron-LM's persistent fp32 main_grad buffer; torchtitan's fp32 shards gathered in the
  /// activations' type, its eager loss. The model's param_dtype gives way to maxtext's and
  /// torchtitan's fp32.
  framework_kind framework = framework_kind::jax;
};

/// The part a mesh axis plays in a training configuration.
enum class axis_role : std::uint8_t { data, replica, tensor, expert, pipeline, context };

[[nodiscard]] constexpr std::string_view name(axis_role r) noexcept {
  switch (r) {
    case axis_role::data: return "data";
    case axis_role::replica: return "replica";
    case axis_role::tensor: return "tensor";
    case axis_role::expert: return "expert";
    case axis_role::pipeline: return "pipeline";
    case axis_role::context: return "context";
  }
  return "?";
}

/// The part an axis name conventionally plays in MaxText's and Levanter's meshes: `data`,
/// `fsdp` -> data (FSDP/ZeRO over it); `model`, `tensor`, `tp` -> tensor; `expert`, `ep` ->
/// expert; `stage`, `pipeline`, `pp` -> pipeline; `context`, `cp`, `sequence`, `sp` -> context;
/// nullopt for any other name.
[[nodiscard]] inline std::optional<axis_role> conventional_axis_role(std::string_view axis) noexcept {
  using enum axis_role;
  static constexpr std::pair<std::string_view, axis_role> table[] = {
      {"data", data},        {"fsdp", data},       {"model", tensor},   {"tensor", tensor},     {"tp", tensor},
      {"expert", expert},    {"ep", expert},       {"stage", pipeline}, {"pipeline", pipeline}, {"pp", pipeline},
      {"sequence", context}, {"context", context}, {"sp", context},     {"cp", context}};
  for (const auto& [n, r] : table)
    if (n == axis) return r;
  return std::nullopt;
}

/// Devices per process when a mesh carries no process layout: a host's accelerators (8 GPUs on
/// an HGX/DGX node; 4 TPU chips on a v5e or v5p host), or every device when the mesh has fewer
/// or the count does not divide.
[[nodiscard]] inline std::int64_t default_devices_per_process(const mesh& m, const hardware& h) {
  const std::int64_t host = h.gpu ? 8 : 4;
  return m.device_count() % host == 0 ? host : m.device_count();
}

/// `m` with a process layout: its own, or default_devices_per_process on `h`.
[[nodiscard]] inline mesh with_process_layout(const mesh& m, const hardware& h) {
  return m.has_process_layout() ? m : m.with_devices_per_process(default_devices_per_process(m, h));
}

namespace detail {
// Whether the weights outside the experts are split over the expert axis: as set, else the
// framework's convention (Megatron-LM replicates them over its expert-parallel ranks).
inline bool dense_over_expert(const training_config& cfg) {
  return cfg.parallel.shard_dense_over_expert.value_or(cfg.framework != framework_kind::megatron);
}
}  // namespace detail

/// The data-parallel ranks of `c` (its roles resolved): the data axes' product times the expert
/// and replica axes' sizes. A micro-step's batch is micro_batch times this; the global batch a
/// multiple of that.
/// @throws invalid_error for an axis the mesh lacks; overflow_error past 64 bits.
[[nodiscard]] inline std::int64_t data_parallel_ranks(const training_config& c) {
  const mesh& m = c.devices;
  const parallel_axes& ax = c.parallel;
  const std::int64_t ep = ax.expert.empty() ? 1 : m.axis_size(ax.expert);
  const std::int64_t rp = ax.replica.empty() ? 1 : m.axis_size(ax.replica);
  return checked_mul(checked_mul(ax.data.size(m), ep, "data-parallel ranks"), rp, "data-parallel ranks");
}

/// The roles of `cfg`'s mesh axes, resolved: the axes the fields name keep their parts; every
/// other axis takes the part its name conventionally plays (conventional_axis_role; data axes
/// join `parallel.data` in mesh order, so `fsdp=4,data=2` is FSDP over `('fsdp', 'data')`, sharding
/// over the product); an axis of size 1 may play none. `build_step`, `plan` and the tool all plan
/// the resolved configuration, so a C++ caller and the tool get the same plan from the same fields.
/// @throws invalid_error for an axis of size > 1 that plays no part (naming the axis and the
///         field or flag that assigns one), an axis the mesh lacks or that plays two parts, two
///         tensor, expert or pipeline axes, an expert axis on a model without experts, a
///         context axis whose attention style is unknown, or
///         virtual stages without a pipeline axis (or below 1).
[[nodiscard]] inline training_config resolve_axis_roles(training_config cfg) {
  const mesh& m = cfg.devices;
  std::vector<std::optional<axis_role>> given(m.rank());  // the part each axis is given, by its position
  auto give = [&](const std::string& axis, axis_role r, std::string_view field) {
    if (axis.empty()) return;
    const std::optional<std::size_t> i = m.find_axis(axis);
    if (!i)
      detail::raise<invalid_error>("training_config: {} axis '{}' is not an axis of mesh {}; set {} to one of {}",
                                   name(r), axis, to_string(m), field, m.names());
    if (const std::optional<axis_role> other = given[*i])
      detail::raise<invalid_error>("training_config: mesh axis '{}' plays two parts, {} and {}; each axis plays one: "
                                   "give each part an axis of its own",
                                   axis, name(*other), name(r));
    given[*i] = r;
  };
  for (const std::string& a : cfg.parallel.data.names) {
    if (a.empty())
      detail::raise<invalid_error>("training_config: parallel.data {} names an empty axis; list mesh axes of {}, as in "
                                   "--data-axis fsdp,data",
                                   to_string(cfg.parallel.data), to_string(m));
    give(a, axis_role::data, "parallel.data (--data-axis)");
  }
  give(cfg.parallel.replica, axis_role::replica, "parallel.replica (--replica-axis)");
  give(cfg.parallel.tensor, axis_role::tensor, "parallel.tensor (--tensor-axis)");
  give(cfg.parallel.expert, axis_role::expert, "parallel.expert (--expert-axis)");
  give(cfg.parallel.pipeline, axis_role::pipeline, "parallel.pipeline (--pipeline-axis)");
  give(cfg.parallel.context, axis_role::context, "parallel.context (--context-axis)");
  for (std::size_t i = 0; i < m.rank(); ++i) {
    const mesh_axis& a = m.axes()[i];
    if (given[i]) continue;
    const std::optional<axis_role> r = conventional_axis_role(a.name);
    auto only_one = [&](std::string& field, std::string_view flag) {
      if (!field.empty() && a.size > 1 && m.axis_size(field) > 1)
        detail::raise<invalid_error>("mesh {}: axes '{}' and '{}' both name {} parallelism; use one, or give '{}' "
                                     "another part with {}",
                                     to_string(m), field, a.name, name(*r), a.name, flag);
      if (field.empty() || m.axis_size(field) == 1) field = a.name;
    };
    if (!r) {
      if (a.size == 1) continue;
      detail::raise<invalid_error>(
          "mesh axis '{}' (size {}) of {} plays no part in the plan: name it for its part (data or fsdp; model, tensor "
          "or tp; expert or ep; stage, pipeline or pp; context or cp) or assign it with --data-axis, --replica-axis, "
          "--tensor-axis, --expert-axis, --pipeline-axis or --context-axis (training_config::parallel)",
          a.name, a.size, to_string(m));
    }
    switch (*r) {
      case axis_role::data: cfg.parallel.data.names.push_back(a.name); break;
      case axis_role::tensor: only_one(cfg.parallel.tensor, "--data-axis"); break;
      case axis_role::pipeline: only_one(cfg.parallel.pipeline, "--data-axis"); break;
      case axis_role::expert:
        if (!cfg.model.moe) {
          if (a.size == 1) continue;
          detail::raise<invalid_error>("mesh axis '{}' (size {}) names expert parallelism, but {} has no experts; "
                                       "rename it data or fsdp, or assign it with --data-axis {}",
                                       a.name, a.size, cfg.model.name, a.name);
        }
        only_one(cfg.parallel.expert, "--data-axis");
        break;
      case axis_role::context: only_one(cfg.parallel.context, "--data-axis"); break;
      case axis_role::replica: break;  // never conventional
    }
  }
  if (cfg.parallel.virtual_stages < 1)
    detail::raise<invalid_error>("training_config: parallel.virtual_stages (--virtual-stages) is {}; it must be 1 or "
                                 "more",
                                 cfg.parallel.virtual_stages);
  if (cfg.parallel.virtual_stages != 1 && cfg.parallel.pipeline.empty())
    detail::raise<invalid_error>("training_config: parallel.virtual_stages (--virtual-stages) is {}, but mesh {} has "
                                 "no pipeline axis whose stages it would interleave; drop it or add a pipeline axis "
                                 "(stage, pipeline or pp, or --pipeline-axis)",
                                 cfg.parallel.virtual_stages, to_string(m));
  if (cfg.parallel.context_kind != context_style::all_gather && cfg.parallel.context.empty())
    detail::raise<invalid_error>("training_config: parallel.context_kind (--context-style) is {}, but mesh {} has no "
                                 "context axis whose sequence split it would attend over; drop it or add a context "
                                 "axis (context or cp, or --context-axis)",
                                 name(cfg.parallel.context_kind), to_string(m));
  if (!cfg.parallel.stage_layers.empty() && cfg.parallel.pipeline.empty())
    detail::raise<invalid_error>("training_config: parallel.stage_layers (--stage-layers) splits layers over pipeline "
                                 "stages, but mesh {} has no pipeline axis; drop it or add a pipeline axis (stage, "
                                 "pipeline or pp, or --pipeline-axis)",
                                 to_string(m));
  if (cfg.parallel.shard_dense_over_expert == false && cfg.parallel.expert.empty())
    detail::raise<invalid_error>(
        "training_config: parallel.shard_dense_over_expert is false (--dense-over-expert replicate) "
        "but mesh {} has no expert axis to replicate the dense weights over; drop it or add "
        "an expert axis",
        to_string(m));
  return cfg;
}

/// Each mesh axis with its part, in mesh order: `data: 8 (data)`, `model: 4 (tensor)`, `x: 1
/// (none)`; of a configuration resolve_axis_roles has resolved.
[[nodiscard]] inline std::string axis_roles_text(const training_config& cfg) {
  std::string out;
  std::vector<char> data(cfg.devices.rank(), 0);  // the data axes, by position
  for (const std::string& a : cfg.parallel.data.names)
    if (const std::optional<std::size_t> i = cfg.devices.find_axis(a)) data[*i] = 1;
  for (std::size_t i = 0; i < cfg.devices.rank(); ++i) {
    const mesh_axis& a = cfg.devices.axes()[i];
    std::string_view part = "none";
    if (data[i] != 0) part = cfg.zero_stage == 3 ? "fsdp" : "data";
    else if (a.name == cfg.parallel.replica) part = "replica";
    else if (a.name == cfg.parallel.tensor)
      part = cfg.parallel.sequence_parallel ? "tensor + sequence parallel" : "tensor";
    else if (a.name == cfg.parallel.expert) part = "expert";
    else if (a.name == cfg.parallel.pipeline) part = "pipeline";
    else if (a.name == cfg.parallel.context) part = "context";
    out += fmt::format("{}{}: {} ({})", out.empty() ? "" : ", ", a.name, a.size, part);
  }
  return out;
}

}  // namespace shardmem
