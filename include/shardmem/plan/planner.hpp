// The planner: one call that says whether a training configuration fits each device's memory and
// each host's RAM, what dominates the peak, how each term scales, and which knob makes it fit.
// Everything comes from the liveness of the generated training step (models/, train/, graph/);
// the overheads a compiler and runtime add are kept apart from that lower bound.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <exception>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/graph/repeat.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/plan/hardware.hpp>
#include <shardmem/sharding/named_sharding.hpp>
#include <shardmem/schedule/budget.hpp>
#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>
#include <shardmem/train/layer_chain.hpp>
#include <shardmem/train/optimizer.hpp>
#include <shardmem/train/policy.hpp>
#include <shardmem/train/training_graph.hpp>

namespace shardmem {

/// How replicated arrays reach the devices of a multi-process job (seed 000).
enum class placement_kind : std::uint8_t {
  /// `jax.device_put(host_array, NamedSharding(mesh, P()))`: JAX checks that every process holds
  /// the same value by all-gathering the array across processes, a temporary of its bytes times
  /// the process count on each device.
  checked,
  /// `jax.make_array_from_callback`: each host builds its shards from its own copy; no temporary.
  callback,
};

/// Parses `checked` or `callback`. @throws parse_error.
[[nodiscard]] inline placement_kind parse_placement(std::string_view text) {
  if (text == "checked") return placement_kind::checked;
  if (text == "callback") return placement_kind::callback;
  detail::raise<parse_error>("unknown placement '{}'; expected checked or callback", text);
}

/// What a compiler and runtime add on top of the analytic lower bound; all configurable, all
/// reported apart from it. The defaults are assumptions, not measurements.
struct plan_overheads {
  bytes runtime_context{512 * (std::int64_t{1} << 20)};  ///< CUDA context, cuBLAS workspaces (GPUs only)
  bytes per_communicator{64 * (std::int64_t{1} << 20)};  ///< NCCL buffers per communicator (GPUs only)
  double fragmentation = 0.05;                           ///< allocator margin, a fraction of the bound
};

/// A training configuration. Batch sizes are in sequences; the mesh carries the process layout.
struct training_config {
  /// The model; by default Llama-3.1-8B at sequence 8192 (the tool's default too). Every default
  /// below is the tool's: a plan from these fields and one from `shardmem plan` agree.
  transformer_config model = presets::llama3_1_8b();
  /// The mesh and its process layout; a mesh without one (has_process_layout) gets the
  /// hardware's devices per host (resolve_axis_roles).
  mesh devices{{"data", 1}};
  /// The data-parallel axes (ZeRO shards over their product): one, or several (FSDP over
  /// `('fsdp', 'data')`). Empty, like each axis field below: inferred from the mesh's axis names
  /// (resolve_axis_roles); every axis of size > 1 must play a part.
  axis_group data_axis{};
  /// A second data-parallel axis over which the model states are replicated, with ZeRO-3 over
  /// `data_axis` (hybrid sharding: HSDP, FSDP's HYBRID_SHARD); empty: none.
  std::string replica_axis{};
  std::string tensor_axis{};      ///< Megatron tensor parallelism; empty: none
  bool sequence_parallel = false;
  std::string expert_axis{};      ///< expert parallelism for mixture-of-experts models
  /// With an expert axis: the weights outside the experts, and so their optimizer states, are
  /// split over it too (MaxText); false: replicated over it (Megatron-LM). See
  /// parallelism::shard_dense_over_expert.
  bool shard_dense_over_expert = true;
  /// Pipeline parallelism: the axis whose devices hold successive stages of layers (empty: none),
  /// run with the 1F1B schedule (Narayanan et al. 2021), interleaved when `virtual_stages` > 1
  /// (each device holds that many chunks of layers). The micro-batches in flight are the global
  /// batch's accumulation steps.
  std::string pipeline_axis{};
  std::int64_t virtual_stages = 1;
  /// 0: replicated model states; 1: optimizer states sharded over the data axis; 2: and
  /// gradients, each reduce-scattered as soon as it is complete; 3: and parameters (FSDP), each
  /// gathered per layer before use.
  int zero_stage = 3;
  std::int64_t micro_batch = 1;   ///< sequences per data-parallel rank per micro-step
  std::int64_t global_batch = 0;  ///< 0: one micro-batch per rank (no accumulation)
  /// Residual policy in every layer: none (no remat), nothing_saveable, dots_saveable,
  /// dots_with_no_batch_dims_saveable, everything_saveable, save_layer_input, offload_layer_input;
  /// or a checkpoint schedule of the chain of layers, replayed on the graph: sqrt_n (Chen et al.'s
  /// sqrt(n) segments), segments:K (K segments), nested or nested:L (L levels), revolve:S
  /// (Griewank's binomial schedule with S snapshots) or budget:BYTES (the least recompute whose
  /// chain peak fits BYTES per device, e.g. budget:12GiB).
  std::string remat{"nothing_saveable"};
  optimizer_options optimizer{.kind = optimizer_kind::adamw, .master_weights = true};
  bool chunked_loss = false;
  /// Keep the parameters in pinned_host memory (MaxText's parameter_memory_host_offload): each
  /// layer copies its weights to the devices right before use, forward and backward, and their
  /// gradients go back to the host (see transformer_options::param_memory).
  bool offload_params = false;
  placement_kind placement = placement_kind::callback;
  hardware device = parse_hardware("h100-80gb");
  bytes host_ram_per_process{2 * (std::int64_t{1} << 40)};
  plan_overheads overheads{};
  /// Evaluate a forward-only step instead (its own batch: micro_batch).
  bool eval = false;
};

/// The part a mesh axis plays in a training configuration.
enum class axis_role : std::uint8_t { data, replica, tensor, expert, pipeline, sequence };

[[nodiscard]] constexpr std::string_view name(axis_role r) noexcept {
  switch (r) {
    case axis_role::data: return "data";
    case axis_role::replica: return "replica";
    case axis_role::tensor: return "tensor";
    case axis_role::expert: return "expert";
    case axis_role::pipeline: return "pipeline";
    case axis_role::sequence: return "sequence";
  }
  return "?";
}

/// The part an axis name conventionally plays in MaxText's and Levanter's meshes: `data`,
/// `fsdp` -> data (FSDP/ZeRO over it); `model`, `tensor`, `tp` -> tensor; `expert`, `ep` ->
/// expert; `stage`, `pipeline`, `pp` -> pipeline; `sequence`, `context`, `sp`, `cp` -> sequence;
/// nullopt for any other name.
[[nodiscard]] inline std::optional<axis_role> conventional_axis_role(std::string_view axis) noexcept {
  using enum axis_role;
  static constexpr std::pair<std::string_view, axis_role> table[] = {
      {"data", data},   {"fsdp", data},      {"model", tensor}, {"tensor", tensor}, {"tp", tensor},
      {"expert", expert}, {"ep", expert},    {"stage", pipeline}, {"pipeline", pipeline}, {"pp", pipeline},
      {"sequence", sequence}, {"context", sequence}, {"sp", sequence}, {"cp", sequence}};
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

/// The roles of `cfg`'s mesh axes, resolved: the axes the fields name keep their parts; every
/// other axis takes the part its name conventionally plays (conventional_axis_role; data axes
/// join `data_axis` in mesh order, so `fsdp=4,data=2` is FSDP over `('fsdp', 'data')`, sharding
/// over the product); an axis of size 1 may play none. A mesh without a process layout gets
/// default_devices_per_process. `plan_step`, `build_step` and the tool all plan the resolved
/// configuration, so a C++ caller and the tool get the same plan from the same fields.
/// @throws invalid_error for an axis of size > 1 that plays no part (naming the axis and the
///         field or flag that assigns one), an axis the mesh lacks or that plays two parts, two
///         tensor, expert or pipeline axes, an expert axis on a model without experts, or a
///         sequence/context axis (context parallelism over an axis of its own is not modelled).
[[nodiscard]] inline training_config resolve_axis_roles(training_config cfg) {
  const mesh& m = cfg.devices;
  std::vector<std::pair<std::string, axis_role>> given;
  auto give = [&](const std::string& axis, axis_role r, std::string_view field) {
    if (axis.empty()) return;
    if (!m.find_axis(axis))
      detail::raise<invalid_error>("training_config: {} axis '{}' is not an axis of mesh {}; set {} to one of {}",
                                   name(r), axis, to_string(m), field, m.names());
    for (const auto& [a, other] : given)
      if (a == axis)
        detail::raise<invalid_error>("training_config: mesh axis '{}' plays two parts, {} and {}; each axis plays one: "
                                     "give each part an axis of its own",
                                     axis, name(other), name(r));
    given.emplace_back(axis, r);
  };
  for (const std::string& a : cfg.data_axis.names) {
    if (a.empty())
      detail::raise<invalid_error>("training_config: data_axis {} names an empty axis; list mesh axes of {}, as in "
                                   "--data-axis fsdp,data",
                                   to_string(cfg.data_axis), to_string(m));
    give(a, axis_role::data, "data_axis (--data-axis)");
  }
  give(cfg.replica_axis, axis_role::replica, "replica_axis (--replica-axis)");
  give(cfg.tensor_axis, axis_role::tensor, "tensor_axis (--tensor-axis)");
  give(cfg.expert_axis, axis_role::expert, "expert_axis (--expert-axis)");
  give(cfg.pipeline_axis, axis_role::pipeline, "pipeline_axis (--pipeline-axis)");
  for (const mesh_axis& a : m.axes()) {
    if (std::any_of(given.begin(), given.end(), [&](const auto& g) { return g.first == a.name; })) continue;
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
          "or tp; expert or ep; stage, pipeline or pp) or assign it with --data-axis, --replica-axis, --tensor-axis, "
          "--expert-axis or --pipeline-axis (training_config::data_axis, ...)",
          a.name, a.size, to_string(m));
    }
    switch (*r) {
      case axis_role::data: cfg.data_axis.names.push_back(a.name); break;
      case axis_role::tensor: only_one(cfg.tensor_axis, "--data-axis"); break;
      case axis_role::pipeline: only_one(cfg.pipeline_axis, "--data-axis"); break;
      case axis_role::expert:
        if (!cfg.model.moe) {
          if (a.size == 1) continue;
          detail::raise<invalid_error>("mesh axis '{}' (size {}) names expert parallelism, but {} has no experts; "
                                       "rename it data or fsdp, or assign it with --data-axis {}",
                                       a.name, a.size, cfg.model.name, a.name);
        }
        only_one(cfg.expert_axis, "--data-axis");
        break;
      case axis_role::sequence:
        if (a.size == 1) continue;
        detail::raise<invalid_error>("mesh axis '{}' (size {}) names sequence (context) parallelism over an axis of its "
                                     "own, which shardmem does not model; use Megatron sequence parallelism on the "
                                     "tensor axis (--sequence-parallel) or assign '{}' another part with --data-axis",
                                     a.name, a.size, a.name);
      case axis_role::replica: break;  // never conventional
    }
  }
  if (!cfg.shard_dense_over_expert && cfg.expert_axis.empty())
    detail::raise<invalid_error>("training_config: shard_dense_over_expert is false (--dense-over-expert replicate) "
                                 "but mesh {} has no expert axis to replicate the dense weights over; drop it or add "
                                 "an expert axis",
                                 to_string(m));
  if (!cfg.devices.has_process_layout())
    cfg.devices = cfg.devices.with_devices_per_process(default_devices_per_process(cfg.devices, cfg.device));
  return cfg;
}

/// Each mesh axis with its part, in mesh order: `data: 8 (data)`, `model: 4 (tensor)`, `x: 1
/// (none)`; of a configuration resolve_axis_roles has resolved.
[[nodiscard]] inline std::string axis_roles_text(const training_config& cfg) {
  std::string out;
  for (const mesh_axis& a : cfg.devices.axes()) {
    std::string_view part = "none";
    if (cfg.data_axis.contains(a.name)) part = cfg.zero_stage == 3 ? "fsdp" : "data";
    else if (a.name == cfg.replica_axis) part = "replica";
    else if (a.name == cfg.tensor_axis) part = cfg.sequence_parallel ? "tensor + sequence parallel" : "tensor";
    else if (a.name == cfg.expert_axis) part = "expert";
    else if (a.name == cfg.pipeline_axis) part = "pipeline";
    out += fmt::format("{}{}: {} ({})", out.empty() ? "" : ", ", a.name, a.size, part);
  }
  return out;
}

/// One line of the scaling attribution: a term at its own peak over the step (a role's most bytes
/// live at once, the placement temporary, or the lower bound) and the power of each knob it grows
/// with (1: linear, -1: inversely, 0: flat), measured by re-planning with the knob doubled. The
/// verdict names a knob the term tracks (power >= 0.5, or <= -0.5 for 1/data-parallel) or only
/// grows with (0.1 to 0.5, or shrinks with: -0.5 to -0.1).
struct scaling_line {
  std::string term;
  bytes value{0};
  double batch = 0, sequence = 0, data_parallel = 0, processes = 0;
  std::string verdict;  ///< `tracks process count, not batch`
};

/// A memory plan: per device and per host, against the hardware.
struct memory_plan {
  std::int64_t parameters = 0;
  std::string phase;                 ///< forward, backward, optimizer or placement
  bytes step_peak{0};                ///< liveness peak of the step, per device
  std::string peak_op;               ///< the op running at the step's peak
  memory_analysis categories{};      ///< memory_analysis of the step, per device
  std::array<bytes, role_count> by_role{};  ///< live at the step's peak, by role
  std::array<bytes, role_count> role_peak{};  ///< each role's own peak over the step (see liveness_result)
  std::vector<std::pair<std::string, bytes>> top_at_peak;  ///< largest buffers at the peak
  /// Per role, its largest buffer at the step's peak (`lm_head.gathered`, `all-gather(embed.table)
  /// (workspace)`), so that a role's bytes say what they are; empty where the role holds none.
  std::array<std::string, role_count> largest_at_peak{};
  bytes placement_peak{0};           ///< per device while arrays are placed
  /// The placement peak by role: the arguments already placed (parameters, optimizer states),
  /// and the placement temporary under role::collective (an all-gather's output).
  std::array<bytes, role_count> placement_by_role{};
  bytes placement_temp{0};           ///< the largest placement temporary, per device
  std::string placement_array;       ///< the array that needs it
  bytes lower_bound{0};              ///< max(step_peak, placement_peak): what liveness proves
  bytes overhead{0};                 ///< runtime context + NCCL communicator buffers + fragmentation
  std::int64_t communicators = 0;    ///< mesh axes of size > 1, each an NCCL communicator (GPUs)
  bytes total{0};                    ///< lower_bound + overhead
  bytes usable{0};                   ///< the device's usable memory
  bool fits = false;
  bytes host_peak_per_process{0};    ///< pinned_host bytes of the busiest process
  bool host_fits = true;
  bytes host_ram{0};                 ///< the host RAM per process the host peak is held against
  std::string host_phase;            ///< where the host peak first falls (forward, backward, optimizer, or whole step when flat); empty: no host bytes
  std::int64_t accumulation_steps = 1;
  std::int64_t pipeline_stage = 0;   ///< the stage whose peak this is (the larger of first and last)
  std::int64_t in_flight = 1;        ///< micro-batch chunks whose activations that stage holds at once
  bytes in_flight_bytes{0};          ///< the activations of the in-flight chunks beyond the first micro-batch
  std::int64_t recompute_flops = 0;  ///< per device per micro-step
  /// Traffic between each device and pinned_host in the step, both ways: offloaded activations,
  /// offloaded parameters and their gradients, optimizer states streamed through the update.
  bytes offload_bytes{0};
  std::vector<scaling_line> scaling;
  std::vector<std::string> warnings;
  std::vector<std::int64_t> device_timeline;  ///< bytes live during each step of the step's graph
  [[nodiscard]] bytes headroom() const { return usable - total; }
};

namespace detail {

// The spec ZeRO gives a tensor over the data axes `axes` on mesh `m`, on top of the spec `base`
// it already has (a tensor-parallel weight keeps its tensor split; its states are split further):
// the axes join the dimension whose padded shard (ceil(dim / its partitions) for every
// dimension) is smallest, the first among equals, so a dimension they divide wins when there is
// one; when none divides, the tensor is still sharded and its shards are padded, as XLA pads an
// uneven tile inside a program (ZeRO's Table 1 shards every tensor: Rajbhandari et al. 2020).
// Scalars, and tensors whose spec already uses one of the axes, keep `base`.
inline partition_spec zero_shard_spec(const shape& s, const partition_spec& base, const axis_group& axes, const mesh& m) {
  if (s.rank() == 0 || axes.size(m) <= 1 || s.elements() == 0) return base;
  const std::vector<std::string> used = base.used_axes();
  for (const std::string& a : axes.names)
    if (std::find(used.begin(), used.end(), a) != used.end()) return base;
  std::vector<partition_spec::entry> entries = base.entries();
  entries.resize(s.rank());
  auto parts = [&](const partition_spec::entry& e) {
    std::int64_t n = 1;
    for (const std::string& a : e) n *= m.axis_size(a);
    return n;
  };
  std::size_t best = 0;
  std::int64_t best_shard = -1;
  for (std::size_t d = 0; d < s.rank(); ++d) {
    // Padded shard elements with the axes on dimension d; each factor <= its dimension, so the
    // product never exceeds the element count.
    std::int64_t shard = 1;
    for (std::size_t k = 0; k < s.rank(); ++k)
      shard *= ceil_div(s[k], parts(entries[k]) * (k == d ? axes.size(m) : 1));
    if (best_shard < 0 || shard < best_shard) best = d, best_shard = shard;
  }
  entries[best].insert(entries[best].end(), axes.names.begin(), axes.names.end());
  while (!entries.empty() && entries.back().empty()) entries.pop_back();
  return partition_spec(std::move(entries));
}

// MaxText's remat_policy names (src/MaxText/layers/decoders.py, Decoder.get_remat_policy) as
// JAX policies over the checkpoint names the transformer builder gives (MaxText's query_proj,
// key_proj, value_proj, context and out_proj are ours; its mlpwi/mlpwi_0/mlpwi_1 are mlp_hidden,
// its mlpwo mlp_out; qkv_proj, a fused projection, is not built). 'full' is remat with no policy:
// nothing saveable.
inline constexpr std::array<std::pair<std::string_view, std::string_view>, 10> maxtext_remat_names{{
    {"full", ""},
    {"minimal", "query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out"},
    {"minimal_with_context", "query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out,context"},
    {"save_dot_with_context_except_mlp", "query_proj,value_proj,key_proj,context,out_proj"},
    {"save_dot_except_mlpwi", "query_proj,value_proj,key_proj,out_proj,mlp_out"},
    {"save_dot_except_mlp", "query_proj,value_proj,key_proj,out_proj"},
    {"save_qkv_proj", "query_proj,value_proj,key_proj"},
    {"save_out_proj", "out_proj"},
    {"qkv_proj_offloaded", "offload:query_proj,value_proj,key_proj"},
    {"minimal_offloaded", "offload:query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out"},
}};

// Every remat name `training_config::remat` takes but the parametrized schedules.
inline constexpr std::array<std::string_view, 10> remat_policy_names{
    "none", "nothing_saveable", "dots_saveable", "dots_with_no_batch_dims_saveable", "everything_saveable",
    "save_layer_input", "offload_layer_input", "sqrt_n", "nested", "revolve:"};

inline remat_policy policy_named(std::string_view name) {
  if (name == "nothing_saveable") return nothing_saveable();
  if (name == "dots_saveable") return dots_saveable();
  if (name == "dots_with_no_batch_dims_saveable") return dots_with_no_batch_dims_saveable();
  if (name == "everything_saveable") return everything_saveable();
  if (name == "save_layer_input") return save_only_these_names({"layer_input"});
  if (name == "offload_layer_input") return save_and_offload_only_these_names({}, {"layer_input"});
  for (const auto& [maxtext, names] : maxtext_remat_names) {
    if (maxtext != name) continue;
    if (names.empty()) return nothing_saveable();
    const bool offload = names.starts_with("offload:");
    std::vector<std::string> list;
    for (std::string_view rest = offload ? names.substr(8) : names; !rest.empty();) {
      const std::size_t comma = std::min(rest.find(','), rest.size());
      list.emplace_back(rest.substr(0, comma));
      rest.remove_prefix(std::min(comma + 1, rest.size()));
    }
    return offload ? save_and_offload_only_these_names({}, std::move(list)) : save_only_these_names(std::move(list));
  }
  std::vector<std::string_view> known(remat_policy_names.begin(), remat_policy_names.end());
  for (const auto& entry : maxtext_remat_names) known.push_back(entry.first);
  raise<parse_error>("unknown remat policy '{}'{}; expected none, nothing_saveable, dots_saveable, "
                     "dots_with_no_batch_dims_saveable, everything_saveable, save_layer_input, offload_layer_input, "
                     "MaxText's full, minimal, minimal_with_context, save_dot_except_mlp, save_dot_except_mlpwi, "
                     "save_dot_with_context_except_mlp, save_qkv_proj, save_out_proj, qkv_proj_offloaded or "
                     "minimal_offloaded, or a layer-chain schedule: sqrt_n, segments:K, nested, nested:L, revolve:S or "
                     "budget:BYTES",
                     name, did_you_mean(name, known));
}

// The chain schedule a remat name asks for (sqrt_n, segments:K, nested[:L], revolve:S,
// budget:BYTES), or nullopt for a residual policy's name.
inline std::optional<chain_schedule> chain_schedule_named(std::string_view name, const chain& c) {
  auto count = [&](std::string_view prefix) {
    const std::string_view digits = name.substr(prefix.size());
    std::int64_t v = 0;
    bool ok = !digits.empty() && digits.size() <= 18;
    for (char ch : digits) ok = ok && ch >= '0' && ch <= '9', v = v * 10 + (ch - '0');
    if (!ok || v < 1)
      raise<parse_error>("remat '{}': expected a positive integer after '{}', as in {}4", name, prefix, prefix);
    return v;
  };
  if (name == "sqrt_n") return chen_sqrt(c);
  if (name.starts_with("segments:")) return chen_segments(c, count("segments:"));
  if (name == "nested") return nested(c);
  if (name.starts_with("nested:")) return nested(c, count("nested:"));
  if (name.starts_with("revolve:")) return revolve(c, count("revolve:"));
  if (name.starts_with("budget:")) return budgeted(c, parse_memory_size(name.substr(7)));
  if (name.find(':') != std::string_view::npos)
    raise<parse_error>("unknown remat schedule '{}'; expected segments:K, nested:L, revolve:S or budget:BYTES", name);
  return std::nullopt;
}

inline std::string_view phase_of(std::size_t step, std::size_t forward_ops, std::size_t optimizer_from) {
  if (step < forward_ops) return "forward";
  if (step < optimizer_from) return "backward";
  return "optimizer";
}

}  // namespace detail

/// Per-device bytes of the model states (parameters, gradients, optimizer states).
struct model_states {
  bytes parameters{0}, gradients{0}, optimizer{0};
  [[nodiscard]] bytes total() const { return parameters + gradients + optimizer; }
};

/// The PartitionSpecs ZeRO stage `stage` gives a parameter of shape `s`, its gradient and its
/// optimizer states over `axis` (Rajbhandari et al. 2020): stage 1 shards the states, 2 also the
/// gradients, 3 also the parameters; each along the dimension with the least padding (see
/// detail::zero_shard_spec: one the axis divides when there is one, else padded, as XLA pads).
struct zero_specs {
  partition_spec parameter, gradient, state;
};
[[nodiscard]] inline zero_specs zero_partition(int stage, const shape& s, const mesh& m, std::string_view axis) {
  if (stage < 0 || stage > 3) detail::raise<invalid_error>("ZeRO stage {} does not exist; use 0, 1, 2 or 3", stage);
  const partition_spec sharded = detail::zero_shard_spec(s, partition_spec{}, axis_group{std::string(axis)}, m);
  return {stage >= 3 ? sharded : partition_spec{}, stage >= 2 ? sharded : partition_spec{},
          stage >= 1 ? sharded : partition_spec{}};
}

/// The model states of `params` under ZeRO stage `stage` over mesh axis `axis`, from the specs
/// of `zero_partition`: gradients in `gradient_dtype`, and per parameter `state_dtypes` (mixed
/// precision Adam: fp32 master weights, momentum and variance, K = 12 bytes).
[[nodiscard]] inline model_states zero_model_states(std::span<const tensor> params, const mesh& m, std::string_view axis,
                                                    int stage, dtype gradient_dtype,
                                                    std::span<const dtype> state_dtypes) {
  model_states out;
  for (const tensor& t : params) {
    const zero_specs z = zero_partition(stage, t.shape, m, axis);
    constexpr shard_mode padded = shard_mode::padded;  // uneven shards are padded, as XLA's tiles
    out.parameters += named_sharding(m, z.parameter).per_device_bytes(t, padded);
    out.gradients +=
        named_sharding(m, z.gradient).per_device_bytes(tensor{t.name + ".grad", t.shape, gradient_dtype}, padded);
    for (dtype d : state_dtypes)
      out.optimizer += named_sharding(m, z.state).per_device_bytes(tensor{t.name + ".state", t.shape, d}, padded);
  }
  return out;
}

/// The policy names `training_config::remat` takes, in increasing memory order.
inline constexpr std::array<std::string_view, 7> remat_presets{
    "nothing_saveable", "sqrt_n", "offload_layer_input", "save_layer_input", "dots_with_no_batch_dims_saveable",
    "dots_saveable",    "none"};

/// The graph of a configuration's step: the forward model, and unless `eval`, the training step
/// with its optimizer update. Ops [0, forward_ops) are the forward pass, [forward_ops,
/// optimizer_from) the backward, the rest the optimizer step.
struct step_graph {
  transformer_graph model;
  std::optional<training_graph> train;
  std::size_t forward_ops = 0, optimizer_from = 0;
  std::int64_t accumulation_steps = 1;
  std::int64_t stage = 0, stages = 1;  ///< the pipeline stage built, of how many
  std::int64_t parameters = 0;         ///< of the whole model
  [[nodiscard]] const dataflow_graph& graph() const { return train ? train->graph : model.graph; }
};

namespace detail {

// Differentiates `out.model` as `cfg` says (remat, ZeRO-2 gradients, optimizer with ZeRO-1/2
// states) unless `cfg.eval`, and records where each phase starts.
inline void finish_step(step_graph& out, const training_config& cfg, std::int64_t dp) {
  out.forward_ops = out.optimizer_from = out.model.graph.op_count();
  if (cfg.eval) return;
  training_options topts;
  if (cfg.zero_stage == 2 && dp > 1)
    topts.gradient_spec = [&out, axis = cfg.data_axis](value_id p) -> std::optional<partition_spec> {
      const dataflow_graph& fg = out.model.graph;
      return detail::zero_shard_spec(fg.tensor(p).shape, fg.sharding(p).spec(), axis, fg.mesh());
    };
  const bool chain_remat = cfg.remat == "sqrt_n" || cfg.remat == "nested" ||
                           cfg.remat.find(':') != std::string::npos;
  if (chain_remat) {
    // A checkpoint schedule of the chain of layers (sqrt(n), k segments, nested, revolve,
    // budgeted), replayed onto the graph.
    const layer_chain_view view = layer_chain(out.model.graph, out.model.loss, out.model.layer_scopes);
    const std::optional<chain_schedule> schedule = detail::chain_schedule_named(cfg.remat, view.chain);
    if (!schedule) detail::raise<parse_error>("remat '{}' is not a layer-chain schedule", cfg.remat);  // unreachable
    out.train.emplace(build_training_graph(out.model.graph, out.model.loss, view, *schedule, topts));
  } else {
    if (cfg.remat != "none") {
      const remat_policy policy = detail::policy_named(cfg.remat);
      for (const std::string& scope : out.model.layer_scopes) topts.regions.push_back({scope, policy});
    }
    out.train.emplace(build_training_graph(out.model.graph, out.model.loss, topts));
  }
  optimizer_options o = cfg.optimizer;
  if ((cfg.zero_stage == 1 || cfg.zero_stage == 2) && dp > 1) {
    const dataflow_graph& tg = out.train->graph;
    o.state_spec = [&tg, axis = cfg.data_axis](value_id v) {
      return detail::zero_shard_spec(tg.tensor(v).shape, tg.sharding(v).spec(), axis, tg.mesh());
    };
  }
  o.accumulate_gradients = o.accumulate_gradients || out.accumulation_steps > 1;
  out.forward_ops = out.train->forward_ops;
  out.optimizer_from = out.train->graph.op_count();
  (void)add_optimizer_step(*out.train, o);
}

}  // namespace detail

/// Builds the step of `cfg` (see `plan_step`).
/// @throws invalid_error for a configuration that cannot be built (an axis the mesh lacks, a batch
///         that does not divide, ZeRO stage outside 0..3), naming the field and the fix.
[[nodiscard]] inline step_graph build_step(const training_config& given, std::int64_t stage = 0) {
  const training_config cfg = resolve_axis_roles(given);
  const mesh& m = cfg.devices;
  if (cfg.zero_stage < 0 || cfg.zero_stage > 3)
    detail::raise<invalid_error>("training_config: ZeRO stage {} does not exist; use 0, 1, 2 or 3", cfg.zero_stage);
  if (cfg.micro_batch < 1)
    detail::raise<invalid_error>("training_config: micro-batch {} per data-parallel rank; use at least 1",
                                 cfg.micro_batch);
  const std::int64_t dp = cfg.data_axis.size(m);
  const std::int64_t ep = cfg.expert_axis.empty() ? 1 : m.axis_size(cfg.expert_axis);
  const std::int64_t rp = cfg.replica_axis.empty() ? 1 : m.axis_size(cfg.replica_axis);
  if (!cfg.replica_axis.empty() && (cfg.zero_stage != 3 || cfg.data_axis.empty()))
    detail::raise<invalid_error>("training_config: replica axis '{}' (hybrid sharding) needs ZeRO stage 3 over a data "
                                 "axis; got stage {} over {}; set zero_stage = 3 or drop the replica axis",
                                 cfg.replica_axis, cfg.zero_stage, to_string(cfg.data_axis));
  const std::int64_t ranks = checked_mul(checked_mul(dp, ep, "data-parallel ranks"), rp, "data-parallel ranks");
  const std::int64_t step_batch = checked_mul(cfg.micro_batch, ranks, "the micro-step batch");
  std::int64_t accumulation = 1;
  if (cfg.global_batch != 0) {
    if (cfg.global_batch < 0 || cfg.global_batch % step_batch != 0)
      detail::raise<invalid_error>("training_config: global batch {} is not a multiple of micro-batch {} x {} data-parallel "
                                   "ranks = {}; pick a global batch of k x {}",
                                   cfg.global_batch, cfg.micro_batch, ranks, step_batch, step_batch);
    accumulation = cfg.global_batch / step_batch;
  }
  transformer_config c = cfg.model;
  c.micro_batch = step_batch;
  parallelism par;
  if (!cfg.data_axis.empty()) (cfg.zero_stage == 3 ? par.fsdp : par.data) = cfg.data_axis;
  if (!cfg.replica_axis.empty()) par.data = cfg.replica_axis;
  par.tensor = cfg.tensor_axis;
  par.sequence_parallel = cfg.sequence_parallel;
  par.expert = cfg.expert_axis;
  par.shard_dense_over_expert = cfg.shard_dense_over_expert;
  transformer_options topt{.parallel = par, .chunked_loss = cfg.chunked_loss};
  if (cfg.offload_params) topt.param_memory = memory_kind::pinned_host;
  std::int64_t stages = 1;
  if (!cfg.pipeline_axis.empty()) {
    stages = m.axis_size(cfg.pipeline_axis);
    if (cfg.virtual_stages < 1 || c.layers % (stages * cfg.virtual_stages) != 0)
      detail::raise<invalid_error>("training_config: {} layers do not split into {} pipeline stages x {} virtual stages; "
                                   "pick stages whose product divides the layer count",
                                   c.layers, stages, cfg.virtual_stages);
    if (stage < 0 || stage >= stages)
      detail::raise<invalid_error>("training_config: pipeline stage {} of {} does not exist", stage, stages);
    // The stage's layers: contiguous here, as many as its interleaved chunks hold in all.
    const std::int64_t per = c.layers / stages;
    topt.first_layer = stage * per;
    topt.end_layer = (stage + 1) * per;
    topt.embedding = stage == 0;
    topt.head = stage == stages - 1;
  }
  step_graph out{build_transformer(c, m, topt), std::nullopt, 0, 0, accumulation, stage, stages, parameter_count(c)};
  detail::finish_step(out, cfg, dp);
  return out;
}

/// The step of a forward graph built by hand or read from JSON, with its loss and the scopes of
/// its layers (for the remat policy): `cfg`'s optimizer, ZeRO stage over `cfg.data_axis` (stages
/// 1 and 2: states and gradients sharded; the graph's own specs decide the rest), remat and eval
/// apply; its model, batch sizes and the other axes do not (they are in the graph already).
/// @throws as build_training_graph for a bad loss or graph, and as `build_step` for the config.
[[nodiscard]] inline step_graph build_step(transformer_graph forward, const training_config& given) {
  if (given.zero_stage < 0 || given.zero_stage > 3)
    detail::raise<invalid_error>("training_config: ZeRO stage {} does not exist; use 0, 1, 2 or 3", given.zero_stage);
  // The graph's own specs decide the other parts; the data axes are the ones given, or those
  // its mesh names for data (conventional_axis_role).
  const mesh& gm = forward.graph.mesh();
  training_config cfg = given;
  if (cfg.data_axis.empty())
    for (const mesh_axis& a : gm.axes())
      if (conventional_axis_role(a.name) == axis_role::data) cfg.data_axis.names.push_back(a.name);
  const std::int64_t dp = cfg.data_axis.size(gm);
  std::int64_t parameters = 0;
  for (std::size_t v = 0; v < forward.graph.value_count(); ++v)
    if (forward.graph.role(static_cast<value_id>(v)) == role::parameter)
      parameters = checked_add(parameters, forward.graph.tensor(static_cast<value_id>(v)).shape.elements(),
                               "the graph's parameter count");
  step_graph out{std::move(forward), std::nullopt, 0, 0, 1, 0, 1, parameters};
  detail::finish_step(out, cfg, dp);
  return out;
}

/// Plans one configuration without the scaling attribution (see `plan_training`): the liveness
/// of the step, the placement of its arguments, the overheads, and the verdict.
/// @throws as `build_step`.
namespace detail {

// Micro-batch chunks whose activations pipeline stage r of p holds at once under 1F1B: the
// warm-up forwards plus one (Megatron-LM's schedules: p - r - 1 warm-up micro-batches, or
// interleaved with v chunks (p - r - 1) * 2 + (v - 1) * p), at most all m * v chunks.
inline std::int64_t in_flight_chunks(std::int64_t r, std::int64_t p, std::int64_t v, std::int64_t m) {
  const std::int64_t warmup = v == 1 ? p - r - 1 : (p - r - 1) * 2 + (v - 1) * p;
  return std::min(warmup + 1, m * v);
}

inline memory_plan plan_graph(const training_config& cfg, const step_graph& sg);
inline std::optional<memory_plan> plan_repeated(const training_config& cfg);

}  // namespace detail

/// Plans one configuration without the scaling attribution (see `plan_training`): the liveness
/// of the step, the placement of its arguments, the overheads, and the verdict. With a pipeline,
/// the first and the last stage are planned (the first holds the most micro-batches in flight,
/// the last the head) and the larger is reported: the stage's step for one micro-batch, plus the
/// activations it keeps for the other chunks in flight, read off the graph at the start of its
/// backward pass.
/// @throws as `build_step`.
[[nodiscard]] inline memory_plan plan_step(const training_config& given) {
  const training_config cfg = resolve_axis_roles(given);
  if (cfg.pipeline_axis.empty()) {
    if (std::optional<memory_plan> p = detail::plan_repeated(cfg)) return std::move(*p);
    return detail::plan_graph(cfg, build_step(cfg));
  }
  const std::int64_t stages = cfg.devices.axis_size(cfg.pipeline_axis);
  std::optional<memory_plan> best;
  for (const std::int64_t stage : {std::int64_t{0}, stages - 1}) {
    if (best && stage == 0) break;  // one stage only
    const step_graph sg = build_step(cfg, stage);
    memory_plan p = detail::plan_graph(cfg, sg);
    if (best && p.lower_bound <= best->lower_bound) continue;
    best = std::move(p);
  }
  if (best->accumulation_steps < stages)
    best->warnings.push_back(fmt::format("pipeline: {} micro-batches for {} stages leave most stages idle; raise the "
                                         "global batch to at least {} micro-batches",
                                         best->accumulation_steps, stages, stages));
  return *best;
}

/// Plans the step of a forward graph built by hand or read from JSON (see the `build_step` that
/// takes one): its liveness, placement, overheads and verdict against `cfg.device`.
[[nodiscard]] inline memory_plan plan_step(transformer_graph forward, const training_config& cfg) {
  return detail::plan_graph(cfg, build_step(std::move(forward), cfg));
}

namespace detail {

// A step as plan_reading reads it besides its liveness: the graph whose ops and values the host
// traffic and the placement sum (each counted `op_copies` / `value_copies` times, 1 when unset),
// how to name what the liveness result names, the phases, and the step's own numbers.
struct step_reading {
  const dataflow_graph* sums = nullptr;
  std::function<std::int64_t(op_id)> op_copies;
  std::function<std::int64_t(value_id)> value_copies;
  std::function<std::string(value_id)> value_name;
  std::function<std::string(op_id)> op_name;
  std::size_t forward_ops = 0, optimizer_from = 0;
  std::int64_t accumulation_steps = 1, stage = 0, stages = 1, parameters = 0, recompute_flops = 0;
  const std::vector<std::string>* warnings = nullptr;  // the training graph's lint; null for eval
  const dataflow_graph* staged = nullptr;  // a pipeline stage's graph, for its in-flight activations
};

inline memory_plan plan_reading(const training_config& cfg, const step_reading& sg, liveness_result r) {
  const mesh& m = cfg.devices;
  const dataflow_graph* g = sg.sums;
  auto op_copies = [&](op_id o) { return sg.op_copies ? sg.op_copies(o) : std::int64_t{1}; };
  auto value_copies = [&](value_id v) { return sg.value_copies ? sg.value_copies(v) : std::int64_t{1}; };
  const std::size_t forward_ops = sg.forward_ops, optimizer_from = sg.optimizer_from;
  memory_plan p;
  p.accumulation_steps = sg.accumulation_steps;
  p.parameters = sg.parameters;
  p.recompute_flops = sg.recompute_flops;
  // Host traffic: what the ops that read or write pinned_host memory move.
  for (std::size_t o = 0; o < g->op_count(); ++o) {
    const auto op = static_cast<op_id>(o);
    const bytes t = g->op_traffic(op);
    if (t == bytes{0}) continue;
    bool host = false;
    for (const value_id v : g->inputs(op)) host = host || g->sharding(v).memory_kind() == memory_kind::pinned_host;
    for (const value_id v : g->outputs(op)) host = host || g->sharding(v).memory_kind() == memory_kind::pinned_host;
    if (host) p.offload_bytes += bytes{checked_mul(t.count(), op_copies(op), "host traffic")};
  }
  p.step_peak = r.peak;
  p.device_timeline = std::move(r.device_timeline);
  p.pipeline_stage = sg.stage;
  if (sg.stages > 1 && sg.staged) {
    const std::int64_t v = cfg.virtual_stages;
    p.in_flight = in_flight_chunks(sg.stage, sg.stages, v, sg.accumulation_steps);
    const bytes saved = live_bytes_by_role(*sg.staged, r, forward_ops)[static_cast<std::size_t>(role::activation)];
    const std::int64_t more = std::max<std::int64_t>(0, p.in_flight - v);
    p.in_flight_bytes = bytes{ceil_div(checked_mul(saved.count(), more, "in-flight activations"), v)};
    p.step_peak += p.in_flight_bytes;
    for (std::int64_t& t : p.device_timeline) t += p.in_flight_bytes.count();
    p.by_role[static_cast<std::size_t>(role::activation)] += p.in_flight_bytes;
  }
  p.phase = std::string(detail::phase_of(r.peak_step, forward_ops, optimizer_from));
  if (r.host_peak > bytes{0}) {
    const auto [low, high] = std::minmax_element(r.host_timeline.begin(), r.host_timeline.end());
    // Host-resident arguments alone (offloaded states) are held alike through every phase.
    p.host_phase = *low == *high ? std::string("whole step")
                                 : std::string(detail::phase_of(static_cast<std::size_t>(high - r.host_timeline.begin()),
                                                                forward_ops, optimizer_from));
  }
  p.peak_op = r.peak_op ? sg.op_name(*r.peak_op) : std::string();
  p.categories = r.device;
  const bytes held = p.by_role[static_cast<std::size_t>(role::activation)];  // in-flight chunks, if any
  p.by_role = r.by_role_at_peak;
  p.by_role[static_cast<std::size_t>(role::activation)] += held;
  p.role_peak = r.role_peak;
  p.role_peak[static_cast<std::size_t>(role::activation)] += held;
  for (const live_buffer& b : r.live_at_peak) {  // largest first
    std::string& largest = p.largest_at_peak[static_cast<std::size_t>(b.role)];
    const bool top = p.top_at_peak.size() < 8;
    if (!largest.empty() && !top) continue;
    std::string named = b.value ? sg.value_name(*b.value) : fmt::format("{} (workspace)", sg.op_name(*b.workspace_of));
    if (largest.empty()) largest = named;
    if (top) p.top_at_peak.emplace_back(std::move(named), b.size);
  }

  // Placement: every argument (parameters, optimizer states) is on the devices before the first
  // step; a replicated parameter placed by device_put across processes needs the check's
  // all-gather, one array at a time.
  bytes arguments{0};
  for (std::size_t v = 0; v < g->value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    const role rl = g->role(id);
    if ((rl != role::parameter && rl != role::optimizer_state) || g->producer(id)) continue;
    if (g->sharding(id).memory_kind() != memory_kind::device) continue;
    const bytes held{checked_mul(g->per_device_bytes(id).count(), value_copies(id), "argument bytes")};
    arguments += held;
    p.placement_by_role[static_cast<std::size_t>(rl)] += held;
    // Parameters come from the host (a checkpoint, an initializer); optimizer states start on
    // the devices (zeros, or copies of the parameters).
    if (rl != role::parameter || cfg.placement != placement_kind::checked || m.process_count() < 2) continue;
    if (!g->sharding(id).spec().used_axes().empty()) continue;
    const bytes full = storage_bytes(g->tensor(id).dtype, g->tensor(id).shape.elements());
    const bytes temp{checked_mul(full.count(), m.process_count(), "a placement check's all-gather")};
    if (temp > p.placement_temp) {
      p.placement_temp = temp;
      p.placement_array = g->describe(id);
    }
  }
  if (p.placement_temp > bytes{0}) {
    p.placement_peak = arguments + p.placement_temp;
    p.placement_by_role[static_cast<std::size_t>(role::collective)] += p.placement_temp;
  } else {
    p.placement_by_role = {};
  }
  p.lower_bound = std::max(p.step_peak, p.placement_peak);
  if (p.placement_peak > p.step_peak) p.phase = "placement";

  // Overheads, apart from the bound.
  const plan_overheads& oh = cfg.overheads;
  std::int64_t& communicators = p.communicators;
  for (const mesh_axis& a : m.axes()) communicators += a.size > 1;
  bytes overhead{static_cast<std::int64_t>(std::ceil(oh.fragmentation * static_cast<double>(p.lower_bound.count())))};
  if (cfg.device.gpu) overhead += oh.runtime_context + bytes{checked_mul(oh.per_communicator.count(), communicators, "collective buffers")};
  p.overhead = overhead;
  p.total = p.lower_bound + overhead;
  p.usable = cfg.device.usable;
  p.fits = p.total <= p.usable;
  if (p.lower_bound.count() > p.usable.count() / 5 * 4)
    p.warnings.push_back(fmt::format("the lower bound alone ({}) passes 80% of the device's {}: runs this close were "
                                     "seen to fail (Fujii et al. 2024, 454 runs)",
                                     p.lower_bound, p.usable));
  const std::int64_t per_process = m.process_count() > 0 ? m.device_count() / m.process_count() : m.device_count();
  p.host_peak_per_process = bytes{checked_mul(r.host_peak.count(), per_process, "host bytes per process")};
  p.host_ram = cfg.host_ram_per_process;
  p.host_fits = p.host_peak_per_process <= cfg.host_ram_per_process;
  if (!p.host_fits)
    p.warnings.push_back(fmt::format("host memory: {} per process exceeds the host's {}", p.host_peak_per_process,
                                     cfg.host_ram_per_process));
  if (sg.warnings)
    for (const std::string& w : *sg.warnings) p.warnings.push_back(w);
  return p;
}

inline memory_plan plan_graph(const training_config& cfg, const step_graph& sg) {
  const dataflow_graph& g = sg.graph();
  step_reading s;
  s.sums = &g;
  s.value_name = [&g](value_id v) { return g.tensor(v).name; };
  s.op_name = [&g](op_id o) { return std::string(g.op_name(o)); };
  s.forward_ops = sg.forward_ops;
  s.optimizer_from = sg.optimizer_from;
  s.accumulation_steps = sg.accumulation_steps;
  s.stage = sg.stage;
  s.stages = sg.stages;
  s.parameters = sg.parameters;
  if (sg.train) {
    s.recompute_flops = sg.train->recompute_flops;
    s.warnings = &sg.train->warnings;
    s.staged = &g;
  }
  return plan_reading(cfg, s, analyze_liveness(g, g.topological_order()));
}

// The fewest layers for which plan_repeated pays: it builds the step with 5 and 6 layers.
inline constexpr std::int64_t repeat_from_layers = 12;

// Plans `cfg` without building all its layers: the step built with 5 layers has its middle layer
// repeated to cfg.model.layers (repeat_layers), after the same repetition to 6 layers is checked
// against a real 6-layer build, op for op and value for value. Host traffic and placement are
// summed over the 5-layer graph with the middle layer counted as often as it is repeated, and
// recomputed FLOPs grow by the 6-layer build's per-layer difference. Nullopt, and the caller
// builds the whole step, for what does not repeat: a pipeline, a layer-chain schedule (the
// schedule depends on the count), MoE on some layers only, a lint that names layers, fewer than
// repeat_from_layers layers, or any failure, whose message a full build gives better.
inline std::optional<memory_plan> plan_repeated(const training_config& cfg) {
  constexpr std::int64_t built = 5;
  const std::int64_t layers = cfg.model.layers;
  if (layers < repeat_from_layers || layers > max_built_layers || !cfg.pipeline_axis.empty()) return std::nullopt;
  if (cfg.remat == "sqrt_n" || cfg.remat == "nested" || cfg.remat.find(':') != std::string::npos) return std::nullopt;
  if (cfg.model.moe && (cfg.model.moe->first_layer != 0 || cfg.model.moe->layer_interval != 1)) return std::nullopt;
  try {
    training_config small = cfg;
    small.model.layers = built;
    const step_graph five = build_step(small);
    small.model.layers = built + 1;
    const step_graph six = build_step(small);
    if (five.train.has_value() != six.train.has_value()) return std::nullopt;
    // The lint names the layers' regions (`5 regions ('layer.0', 'layer.1', ..., 'layer.4')`):
    // the 5-layer warnings with that list for `n` layers', checked against the 6-layer build.
    auto warnings_for = [&five](std::int64_t n) {
      std::vector<std::string> out;
      if (!five.train) return out;
      const auto& scopes = five.model.layer_scopes;
      std::vector<std::string> more;
      for (std::int64_t i = 0; i < n; ++i)
        more.push_back(detail::relabel(scopes[static_cast<std::size_t>(built / 2)], i - built / 2));
      const std::string from = regions_text(scopes), to = regions_text(more);
      for (std::string w : five.train->warnings) {
        for (std::size_t at = w.find(from); at != std::string::npos; at = w.find(from, at + to.size()))
          w.replace(at, from.size(), to);
        out.push_back(std::move(w));
      }
      return out;
    };
    if (six.train && warnings_for(built + 1) != six.train->warnings) return std::nullopt;
    const std::vector<std::string> warnings = warnings_for(layers);
    const dataflow_graph& g = five.graph();
    auto boundary = [&g](const repeated_graph& r, std::size_t op) {
      return op == g.op_count() ? r.op_from.size() : r.op_start[op];
    };
    {
      const std::optional<repeated_graph> check = repeat_layers(g, built, built + 1);
      if (!check || graph_difference(*check->graph, six.graph()) ||
          boundary(*check, five.forward_ops) != six.forward_ops ||
          boundary(*check, five.optimizer_from) != six.optimizer_from)
        return std::nullopt;
    }
    const std::optional<repeated_graph> r = repeat_layers(g, built, layers, false);
    if (!r) return std::nullopt;
    step_reading s;
    s.sums = &g;
    s.op_copies = [&r](op_id o) { return r->op_copies(o); };
    s.value_copies = [&r](value_id v) { return r->value_copies(v); };
    s.value_name = [&r, &g](value_id v) { return r->value_name(g, v); };
    s.op_name = [&r, &g](op_id o) { return r->op_name(g, o); };
    s.forward_ops = boundary(*r, five.forward_ops);
    s.optimizer_from = boundary(*r, five.optimizer_from);
    s.accumulation_steps = five.accumulation_steps;
    s.parameters = parameter_count(cfg.model);
    if (five.train) {
      const std::int64_t per_layer = six.train->recompute_flops - five.train->recompute_flops;
      if (per_layer < 0) return std::nullopt;
      s.recompute_flops = checked_add(five.train->recompute_flops,
                                      checked_mul(per_layer, layers - built, "recomputed FLOPs"), "recomputed FLOPs");
      s.warnings = &warnings;
    }
    return plan_reading(cfg, s, r->analyze(g));
  } catch (const error&) {
    return std::nullopt;
  }
}

}  // namespace detail

namespace detail {

inline double growth(bytes base, bytes doubled) {
  if (base.count() == 0 && doubled.count() == 0) return 0;
  if (base.count() == 0) return 1;
  return std::round(std::log2(static_cast<double>(doubled.count()) / static_cast<double>(base.count())) * 100) / 100;
}

// The mesh with axis `axis` doubled, keeping devices per process.
inline mesh doubled_axis(const mesh& m, std::string_view axis) {
  std::vector<mesh_axis> axes = m.axes();
  for (mesh_axis& a : axes)
    if (a.name == axis) a.size *= 2;
  mesh d(std::move(axes));
  const std::int64_t per = m.device_count() / std::max<std::int64_t>(1, m.process_count());
  return d.with_devices_per_process(per);
}

}  // namespace detail

/// Plans `cfg` and attributes each term at the peak to the knobs it scales with, by re-planning
/// with the micro-batch, the sequence, the data-parallel axis and the process count each doubled
/// (the process count by halving devices per process, when it can).
[[nodiscard]] inline memory_plan plan_training(const training_config& given) {
  const training_config cfg = resolve_axis_roles(given);
  memory_plan p = plan_step(cfg);
  training_config b = cfg, s = cfg, d = cfg, q = cfg;
  b.micro_batch *= 2;
  if (b.global_batch) b.global_batch *= 2;
  s.model.seq_len *= 2;
  if (s.model.max_positions) s.model.max_positions = std::max(*s.model.max_positions, s.model.seq_len);
  const bool has_dp = !cfg.data_axis.empty();
  if (d.global_batch) d.global_batch *= 2;
  // Data parallelism doubles at a fixed process count (each process owns twice the devices);
  // processes double at a fixed device count (half the devices each) when they can, else with
  // the data axis (then the data-parallel growth is taken out: growths add in log space).
  const std::int64_t per = cfg.devices.device_count() / std::max<std::int64_t>(1, cfg.devices.process_count());
  const bool split = per % 2 == 0;
  // With several data axes, the first is doubled.
  const std::string first_data = has_dp ? cfg.data_axis.names.front() : std::string();
  if (has_dp) d.devices = detail::doubled_axis(cfg.devices, first_data).with_devices_per_process(per * 2);
  if (split) q.devices = cfg.devices.with_devices_per_process(per / 2);
  else if (has_dp) q.devices = detail::doubled_axis(cfg.devices, first_data), q.global_batch = d.global_batch;
  const memory_plan pb = plan_step(b), ps = plan_step(s);
  const std::optional<memory_plan> pd = has_dp ? std::optional(plan_step(d)) : std::nullopt;
  const std::optional<memory_plan> pq = split || has_dp ? std::optional(plan_step(q)) : std::nullopt;
  auto line = [&](std::string term, auto&& pick) {
    const double dp_growth = pd ? detail::growth(pick(p), pick(*pd)) : 0.0;
    const double proc_growth = pq ? detail::growth(pick(p), pick(*pq)) - (split ? 0.0 : dp_growth) : 0.0;
    scaling_line l{std::move(term), pick(p), detail::growth(pick(p), pick(pb)), detail::growth(pick(p), pick(ps)),
                   dp_growth, proc_growth, {}};
    // Tracks: power >= 0.5 (<= -0.5 for data parallelism, which divides); grows with: 0.1 to 0.5.
    std::vector<std::string> tracks, grows;
    auto sort_knob = [&](double power, const char* knob) {
      if (power >= 0.5) tracks.emplace_back(knob);
      else if (power >= 0.1) grows.emplace_back(knob);
    };
    sort_knob(l.batch, "batch");
    sort_knob(l.sequence, "sequence");
    if (l.data_parallel <= -0.5) tracks.emplace_back("1/data-parallel");
    else if (l.data_parallel <= -0.1) grows.emplace_back("1/data-parallel");
    sort_knob(l.processes, "process count");
    auto list = [](const std::vector<std::string>& knobs) {
      std::string s;
      for (std::size_t i = 0; i < knobs.size(); ++i) s += (i ? ", " : "") + knobs[i];
      return s;
    };
    if (tracks.empty() && grows.empty()) l.verdict = l.value.count() ? "flat" : "none";
    else {
      if (!tracks.empty()) l.verdict = "tracks " + list(tracks);
      if (!grows.empty()) l.verdict += (l.verdict.empty() ? "grows with " : "; grows with ") + list(grows);
      if (l.processes >= 0.1 && l.batch < 0.1) l.verdict += ", not batch";
    }
    p.scaling.push_back(std::move(l));
  };
  // Each role at its own peak: a role's bytes at the total's peak would move with the peak step
  // (doubling the batch can move it to where fewer gradients are live).
  auto role_at = [](role r) { return [r](const memory_plan& x) { return x.role_peak[static_cast<std::size_t>(r)]; }; };
  line("parameters", role_at(role::parameter));
  line("parameter gradients", role_at(role::parameter_gradient));
  line("optimizer state", role_at(role::optimizer_state));
  line("activations", role_at(role::activation));
  line("activation gradients", role_at(role::activation_gradient));
  line("workspaces, partial sums", role_at(role::temporary));  // ops' scratch: staging, TP partials
  line("collective outputs", role_at(role::collective));       // all-gathered weights, device copies
  line("placement temporary", [](const memory_plan& x) { return x.placement_temp; });
  line("peak", [](const memory_plan& x) { return x.lower_bound; });
  return p;
}

namespace detail {

// The verdict `plan_step` would give for a lower bound `bound` under `cfg` and plan `p`'s constants.
inline bool fits_with(const training_config& cfg, const memory_plan& p, std::int64_t bound) {
  const std::int64_t fixed = p.overhead.count() -
                             static_cast<std::int64_t>(std::ceil(cfg.overheads.fragmentation * static_cast<double>(p.lower_bound.count())));
  const auto frag = static_cast<std::int64_t>(std::ceil(cfg.overheads.fragmentation * static_cast<double>(bound)));
  return bound + frag + fixed <= p.usable.count();
}

// True when every per-device size in the step of `cfg` is linear in the micro-batch b, so that
// the bytes live at each step are exactly C + b A: a dense model, without the chunked loss, off a
// pipeline. Every batch dimension is then b x the data-parallel ranks, split evenly over exactly
// those ranks (no padding), and every other dimension is fixed. Not so for MoE expert capacities
// and loss chunks, which round up, nor for a pipeline, whose plan is the larger of two stages.
inline bool batch_linear(const training_config& cfg) {
  return !cfg.model.moe && !cfg.chunked_loss && cfg.pipeline_axis.empty();
}

}  // namespace detail

/// The largest micro-batch per data-parallel rank that fits (0 when even 1 does not).
/// The step's schedule does not depend on the micro-batch and per-device activation bytes grow
/// with it, so the plans at 1 and 2 give each step's live bytes as C + b A: the search runs on
/// that model. Where every size is linear in b (detail::batch_linear: dense models without the
/// chunked loss, off a pipeline) the model is exact and its answer is final; otherwise the answer
/// is checked with exact plans (b fits, b + 1 does not), falling back to doubling and bisection
/// on exact plans where the model was off (piecewise sizes: loss chunks, expert capacities).
/// `at_one`, when given, is the plan of `cfg` at micro-batch 1 already made.
[[nodiscard]] inline std::int64_t max_micro_batch(training_config cfg, std::int64_t limit = 1 << 16,
                                                  const memory_plan* at_one = nullptr) {
  cfg.global_batch = 0;
  auto plan_at = [&](std::int64_t b) {
    cfg.micro_batch = b;
    return plan_step(cfg);
  };
  const memory_plan one = at_one ? *at_one : plan_at(1);
  if (!one.fits) return 0;
  if (limit <= 1) return 1;
  const memory_plan two = plan_at(2);
  if (!two.fits) return 1;
  // Model: step peak at b = max over steps of C + b A; the placement peak does not depend on b.
  const std::size_t steps = std::min(one.device_timeline.size(), two.device_timeline.size());
  auto predicted_fits = [&](std::int64_t b) {
    std::int64_t peak = 0;
    for (std::size_t s = 0; s < steps; ++s) {
      const std::int64_t a = two.device_timeline[s] - one.device_timeline[s];
      const std::int64_t c = one.device_timeline[s] - a;
      std::int64_t at = 0, live = 0;
      if (__builtin_mul_overflow(a, b, &at) || __builtin_add_overflow(c, at, &live)) return false;
      peak = std::max(peak, live);
    }
    return detail::fits_with(cfg, one, std::max(peak, one.placement_peak.count()));
  };
  std::int64_t lo = 2, hi = 4;
  while (hi <= limit && predicted_fits(hi)) lo = hi, hi *= 2;
  hi = std::min(hi, limit + 1);
  while (hi - lo > 1) {
    const std::int64_t mid = lo + (hi - lo) / 2;
    (predicted_fits(mid) ? lo : hi) = mid;
  }
  if (detail::batch_linear(cfg)) return lo;
  // Check exactly; walk from the model's answer where it was off.
  auto fits = [&](std::int64_t b) { return b <= limit && plan_at(b).fits; };
  std::int64_t good = lo;
  if (!fits(good)) {
    std::int64_t bad = good;
    good = 2;
    while (bad - good > 1) {
      const std::int64_t mid = good + (bad - good) / 2;
      (fits(mid) ? good : bad) = mid;
    }
    return good;
  }
  if (!fits(good + 1)) return good;
  std::int64_t bad = good + 1, step = 2;
  while (bad <= limit && fits(bad)) good = bad, bad = good + step, step *= 2;
  bad = std::min(bad, limit + 1);
  while (bad - good > 1) {
    const std::int64_t mid = good + (bad - good) / 2;
    (fits(mid) ? good : bad) = mid;
  }
  return good;
}

/// One point of a mesh sweep.
struct mesh_candidate {
  mesh devices;
  std::string policy;
  memory_plan plan;
  std::int64_t max_micro_batch = 0;
};

/// Every factorization of the mesh's device count over its axes (in order, each size >= 1), each
/// planned with every policy in `policies` (empty: `cfg.remat`), sorted by fit, then peak.
/// `search_batch` adds each one's largest micro-batch. Axes keep their names; devices per process
/// are kept. Candidates are planned on `threads` threads (0: one per hardware thread; 1: on the
/// caller's); the result does not depend on the count. A candidate the model cannot take (heads or
/// vocabulary not divisible by the tensor axis) is left out, and its reason, `mesh {data: 2,
/// model: 4}, remat nothing_saveable: <the error>`, goes to `skipped` when given.
/// @throws parse_error for a policy name that is not one (as plan_step), and what a candidate's
///         plan throws other than shardmem::error (std::bad_alloc), the first in candidate order.
[[nodiscard]] inline std::vector<mesh_candidate> sweep_meshes(const training_config& given,
                                                              std::vector<std::string> policies = {},
                                                              bool search_batch = false, unsigned threads = 0,
                                                              std::vector<std::string>* skipped = nullptr) {
  const training_config cfg = resolve_axis_roles(given);  // the process layout every candidate keeps
  if (policies.empty()) policies.push_back(cfg.remat);
  const mesh& m = cfg.devices;
  const std::int64_t n = m.device_count();
  const std::int64_t per = n / std::max<std::int64_t>(1, m.process_count());
  std::vector<std::vector<std::int64_t>> shapes;
  std::vector<std::int64_t> cur;
  auto rec = [&](auto&& self, std::size_t axis, std::int64_t left) -> void {
    if (axis + 1 == m.rank()) {
      cur.push_back(left);
      shapes.push_back(cur);
      cur.pop_back();
      return;
    }
    for (std::int64_t d = 1; d <= left; ++d)
      if (left % d == 0) {
        cur.push_back(d);
        self(self, axis + 1, left / d);
        cur.pop_back();
      }
  };
  rec(rec, 0, n);
  // One job per (shape, policy), each planned independently into its own slot.
  const std::size_t jobs = shapes.size() * policies.size();
  std::vector<std::optional<mesh_candidate>> slots(jobs);
  std::vector<std::exception_ptr> failures(jobs);
  std::vector<std::string> reasons(jobs);
  auto run = [&](std::size_t j) {
    std::vector<mesh_axis> axes = m.axes();
    const auto& sizes = shapes[j / policies.size()];
    for (std::size_t i = 0; i < axes.size(); ++i) axes[i].size = sizes[i];
    training_config c = cfg;
    c.devices = mesh(std::move(axes)).with_devices_per_process(per);
    c.remat = policies[j % policies.size()];
    try {
      mesh_candidate cand{c.devices, c.remat, plan_step(c), 0};
      if (search_batch) cand.max_micro_batch = max_micro_batch(c, 1 << 16, c.micro_batch == 1 ? &cand.plan : nullptr);
      slots[j] = std::move(cand);
    } catch (const parse_error&) {
      failures[j] = std::current_exception();  // a misspelt policy fails every shape: not a skip
    } catch (const error& e) {
      // A shape the model cannot take (heads or vocab not divisible by the tensor axis): skipped.
      reasons[j] = fmt::format("mesh {}, remat {}: {}", to_string(c.devices), c.remat, e.what());
    } catch (...) {
      failures[j] = std::current_exception();
    }
  };
  if (threads == 0) threads = std::max(1U, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, jobs));
  if (threads <= 1) {
    for (std::size_t j = 0; j < jobs; ++j) run(j);
  } else {
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
      for (std::size_t j = next++; j < jobs; j = next++) run(j);
    };
    std::vector<std::thread> pool;
    try {
      for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
    } catch (const std::system_error&) {
      // No more threads to be had: the ones started and this one share the jobs.
    }
    worker();
    for (std::thread& t : pool) t.join();
  }
  for (const std::exception_ptr& f : failures)
    if (f) std::rethrow_exception(f);
  std::vector<mesh_candidate> out;
  for (auto& s : slots)
    if (s) out.push_back(std::move(*s));
  if (skipped)
    for (std::string& r : reasons)
      if (!r.empty()) skipped->push_back(std::move(r));
  std::stable_sort(out.begin(), out.end(), [](const mesh_candidate& a, const mesh_candidate& b) {
    if (a.plan.fits != b.plan.fits) return a.plan.fits;
    return a.plan.total < b.plan.total;
  });
  return out;
}

/// The cheapest policy that fits: the least recompute FLOPs, then the least host traffic, among
/// `remat_presets`; nullopt when none fits.
[[nodiscard]] inline std::optional<std::pair<std::string, memory_plan>> cheapest_fit(training_config cfg) {
  std::optional<std::pair<std::string, memory_plan>> best;
  for (std::string_view policy : remat_presets) {
    cfg.remat = std::string(policy);
    memory_plan p = plan_step(cfg);
    if (!p.fits) continue;
    if (!best || p.recompute_flops < best->second.recompute_flops ||
        (p.recompute_flops == best->second.recompute_flops && p.offload_bytes < best->second.offload_bytes))
      best.emplace(std::string(policy), std::move(p));
  }
  return best;
}

}  // namespace shardmem
