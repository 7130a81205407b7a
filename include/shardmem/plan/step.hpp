// The training step of a configuration, built once and read by the plan, the timeline and the
// pictures: its graph (built whole, or from a few layers repeated to the model's depth: an
// implementation detail), its liveness, its phases and its lint.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/graph/repeat.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/phase.hpp>
#include <shardmem/plan/zero.hpp>
#include <shardmem/train/layer_chain.hpp>
#include <shardmem/train/optimizer.hpp>
#include <shardmem/train/training_graph.hpp>
#include <shardmem/xla/hlo_backend.hpp>

namespace shardmem {

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

/// What build_step builds beyond the configuration.
struct step_options {
  std::int64_t stage = 0;  ///< the pipeline stage (with a pipeline axis)
  /// Build every layer even where repeating a few would give the same step (the timeline and
  /// the pictures read the whole graph).
  bool whole = false;
  /// The XLA backend that compiles the step, where its fusions decide what is a buffer: on TPU
  /// the fp32 copy of MaxText's bf16 logits is fused into the loss (build_step_graph).
  hlo_backend backend = hlo_backend::gpu;
};

/// A configuration's training step as a plan reads it: the graph built, its liveness (computed
/// once), its phases, the copies each op and value stands for, their names and the lint. Built by
/// build_step; whether every layer was built (whole()) or a few repeated is invisible otherwise.
class training_step {
 public:
  training_step(training_config config, step_graph built, std::optional<repeated_graph> repeated,
                liveness_result liveness, std::vector<lint_finding> lint)
      : config_(std::move(config)),
        built_(std::move(built)),
        repeated_(std::move(repeated)),
        liveness_(std::move(liveness)),
        lint_(std::move(lint)) {
    forward_ops_ = built_.forward_ops;
    optimizer_from_ = built_.optimizer_from;
    recompute_flops_ = built_.train ? built_.train->recompute_flops : 0;
  }

  /// The configuration, its axis roles resolved.
  [[nodiscard]] const training_config& config() const noexcept { return config_; }
  /// The graph built: the whole step, or (not whole()) the few layers that were repeated.
  [[nodiscard]] const dataflow_graph& graph() const noexcept { return built_.graph(); }
  /// The step graph as built (the forward model, the training graph).
  [[nodiscard]] const step_graph& built() const noexcept { return built_; }
  [[nodiscard]] bool whole() const noexcept { return !repeated_; }
  /// Liveness over the whole step's op order.
  [[nodiscard]] const liveness_result& liveness() const noexcept { return liveness_; }
  /// The phase of step `op_index` of the whole step's op order.
  [[nodiscard]] step_phase phase_at(std::size_t op_index) const noexcept {
    if (op_index < forward_ops_) return step_phase::forward;
    if (op_index < optimizer_from_) return step_phase::backward;
    return step_phase::optimizer;
  }
  /// Ops [0, forward_ops) of the whole step are its forward pass, [forward_ops, optimizer_from)
  /// its backward.
  [[nodiscard]] std::size_t forward_ops() const noexcept { return forward_ops_; }
  [[nodiscard]] std::size_t optimizer_from() const noexcept { return optimizer_from_; }
  /// How many ops or values of the whole step op `o` or value `v` of graph() stands for.
  [[nodiscard]] std::int64_t op_copies(op_id o) const { return repeated_ ? repeated_->op_copies(o) : 1; }
  [[nodiscard]] std::int64_t value_copies(value_id v) const { return repeated_ ? repeated_->value_copies(v) : 1; }
  /// The names of what liveness() refers to (ids of the whole step).
  [[nodiscard]] std::string op_name(op_id o) const {
    return repeated_ ? repeated_->op_name(graph(), o) : std::string(graph().op_name(o));
  }
  [[nodiscard]] std::string value_name(value_id v) const {
    return repeated_ ? repeated_->value_name(graph(), v) : graph().tensor(v).name;
  }
  /// The training graph's lint, its region lists naming every layer of the step.
  [[nodiscard]] std::span<const lint_finding> lint() const noexcept { return lint_; }
  [[nodiscard]] std::int64_t accumulation_steps() const noexcept { return built_.accumulation_steps; }
  [[nodiscard]] std::int64_t stage() const noexcept { return built_.stage; }
  [[nodiscard]] std::int64_t stages() const noexcept { return built_.stages; }
  [[nodiscard]] std::int64_t parameters() const noexcept { return built_.parameters; }
  /// FLOPs recomputed per device per micro-step.
  [[nodiscard]] std::int64_t recompute_flops() const noexcept { return recompute_flops_; }

 private:
  training_config config_;
  step_graph built_;
  std::optional<repeated_graph> repeated_;
  liveness_result liveness_;
  std::vector<lint_finding> lint_;
  std::size_t forward_ops_ = 0, optimizer_from_ = 0;
  std::int64_t recompute_flops_ = 0;
};

namespace detail {

// model_parameters of a configuration whose model and adapters are already validated.
[[nodiscard]] inline std::int64_t parameters_of(const training_config& cfg) {
  const std::int64_t model = breakdown(cfg.model).total();
  return cfg.adapters ? checked_add(model, adapter_params(*cfg.adapters, cfg.model), "the parameters") : model;
}

}  // namespace detail

/// The parameters of `cfg`'s model and its adapters, frozen or trained. @throws as
/// adapter_parameters; overflow_error.
[[nodiscard]] inline std::int64_t model_parameters(const training_config& cfg) {
  validate(cfg.model);
  if (cfg.adapters) detail::check_adapters(*cfg.adapters, cfg.model);
  return detail::parameters_of(cfg);
}

namespace detail {

// Differentiates `out.model` as `cfg` says (remat, ZeRO-2 gradients, optimizer with ZeRO-1/2
// states) unless `cfg.eval`, and records where each phase starts.
inline void finish_step(step_graph& out, const training_config& cfg) {
  out.forward_ops = out.optimizer_from = out.model.graph.op_count();
  if (cfg.eval) {  // an evaluation step returns its loss (a pipeline stage without the head, none)
    dataflow_graph& g = out.model.graph;
    if (index(out.model.loss) < g.value_count() && g.tensor(out.model.loss).name == "loss") g.mark_output(out.model.loss);
    return;
  }
  training_options topts;
  if (cfg.framework == framework_kind::torchtitan) topts.always_saved_names = {"fsdp_unsharded"};
  // ZeRO-1/2 shard over the data axes and the context axis, whose devices share their samples
  // (Megatron's distributed optimizer over the data x context group), and over an expert axis
  // that replicates the dense weights: its ranks are their data-parallel ranks, while an expert's
  // states, split over it already, shard over the rest (Megatron's expert-data-parallel group,
  // world / (ETP x EP x PP): parallel_state.py).
  axis_group zero_axes = cfg.parallel.data;
  if (!cfg.parallel.context.empty()) zero_axes.names.push_back(cfg.parallel.context);
  if (!cfg.parallel.expert.empty() && !dense_over_expert(cfg)) zero_axes.names.push_back(cfg.parallel.expert);
  const bool zero_sharded = zero_axes.size(cfg.devices) > 1;
  if (cfg.zero_stage == 2 && zero_sharded)
    topts.gradient_spec = [&out, axis = zero_axes](value_id p) -> std::optional<partition_spec> {
      const dataflow_graph& fg = out.model.graph;
      return detail::zero_shard_spec(fg.tensor(p).shape, fg.sharding(p).spec(), axis, fg.mesh());
    };
  if (const auto* schedule = std::get_if<chain_remat>(&cfg.remat)) {
    // A checkpoint schedule of the chain of layers, replayed onto the graph.
    if (!schedule->make)
      raise<invalid_error>("training_config: remat schedule '{}' has no generator; give chain_remat::make",
                           schedule->label);
    const layer_chain_view view = layer_chain(out.model.graph, out.model.loss, out.model.layer_scopes);
    out.train.emplace(build_training_graph(out.model.graph, out.model.loss, view, schedule->make(view.chain), topts));
  } else {
    if (const auto* policy = std::get_if<layer_policy>(&cfg.remat))
      for (std::size_t i = 0; i < out.model.layer_scopes.size(); ++i)
        if (static_cast<std::int64_t>(i + 1) % policy->every == 0)
          topts.regions.push_back({out.model.layer_scopes[i], policy->policy});
    out.train.emplace(build_training_graph(out.model.graph, out.model.loss, topts));
  }
  optimizer_options o = cfg.optimizer;
  o.stacked_layers = cfg.scan_layers;
  if ((cfg.zero_stage == 1 || cfg.zero_stage == 2) && zero_sharded) {
    const dataflow_graph& tg = out.train->graph;
    o.state_spec = [&tg, axis = zero_axes](value_id v) {
      return detail::zero_shard_spec(tg.tensor(v).shape, tg.sharding(v).spec(), axis, tg.mesh());
    };
  }
  // Megatron-LM's main_grad: a persistent fp32 buffer each backward pass adds into, with or
  // without accumulation (plan/framework.hpp).
  o.accumulate_gradients = o.accumulate_gradients || out.accumulation_steps > 1 ||
                           cfg.framework == framework_kind::megatron;
  out.forward_ops = out.train->forward_ops;
  out.optimizer_from = out.train->graph.op_count();
  (void)add_optimizer_step(*out.train, o);
}

// The step graph of a resolved configuration, every layer of pipeline stage `stage` built. Its
// model is valid (build_step validates it where it enters) and not checked again here.
inline step_graph build_step_graph(const training_config& cfg, std::int64_t stage, hlo_backend backend) {
  const mesh& m = cfg.devices;
  const parallel_axes& ax = cfg.parallel;
  if (cfg.zero_stage < 0 || cfg.zero_stage > 3)
    raise<invalid_error>("training_config: ZeRO stage {} does not exist; use 0, 1, 2 or 3", cfg.zero_stage);
  if (cfg.micro_batch < 1)
    raise<invalid_error>("training_config: micro-batch {} per data-parallel rank; use at least 1", cfg.micro_batch);
  // The ranks the model states shard over: the data axes' and the context axis'.
  const std::int64_t dp = checked_mul(ax.data.size(m), ax.context.empty() ? 1 : m.axis_size(ax.context), "ZeRO ranks");
  if (!ax.replica.empty() && (cfg.zero_stage != 3 || ax.data.empty()))
    raise<invalid_error>("training_config: replica axis '{}' (hybrid sharding) needs ZeRO stage 3 over a data "
                         "axis; got stage {} over {}; set zero_stage = 3 or drop the replica axis",
                         ax.replica, cfg.zero_stage, to_string(ax.data));
  if (cfg.adapters && cfg.adapters->replicated_prefix > 0 && (cfg.zero_stage != 3 || dp == 1))
    raise<invalid_error>("training_config: adapters.replicated_prefix (--replicated-prefix) {} would place the frozen "
                         "prefix replicated, but at ZeRO stage {} over {} ({} ranks) no weight is sharded over a "
                         "data axis; drop it, or shard the weights (ZeRO 3 over a data axis of 2 or more)",
                         cfg.adapters->replicated_prefix, cfg.zero_stage, to_string(ax.data), dp);
  // torchtitan_op keeps mms by their order in a SwiGLU block (text-inl.hpp, remat_presets); in
  // another block the same names would keep other tensors than torchtitan does.
  if (name(cfg.remat) == "torchtitan_op" && (cfg.model.mlp != mlp_kind::swiglu || cfg.model.moe))
    raise<invalid_error>("training_config: remat torchtitan_op is torchtitan's per-op AC of a dense SwiGLU block (it "
                         "keeps the 1st, 3rd, 5th and 7th of wq, wk, wv, wo, w1, w3, w2); {} has a {} MLP{}; name "
                         "what to keep with save:NAMES",
                         detail::config_label(cfg.model), name(cfg.model.mlp), cfg.model.moe ? " with experts" : "");
  const std::int64_t ranks = data_parallel_ranks(cfg);
  const std::int64_t step_batch = checked_mul(cfg.micro_batch, ranks, "the micro-step batch");
  std::int64_t accumulation = 1;
  if (cfg.global_batch != 0) {
    if (cfg.global_batch < 0 || cfg.global_batch % step_batch != 0)
      raise<invalid_error>("training_config: global batch {} is not a multiple of micro-batch {} x {} data-parallel "
                           "ranks = {}; pick a global batch of k x {}",
                           cfg.global_batch, cfg.micro_batch, ranks, step_batch, step_batch);
    accumulation = cfg.global_batch / step_batch;
  }
  transformer_config c = cfg.model;
  c.micro_batch = step_batch;
  transformer_options topt{.parallel = model_parallelism(ax, cfg.zero_stage), .chunked_loss = cfg.chunked_loss};
  topt.parallel.shard_dense_over_expert = dense_over_expert(cfg);
  topt.adapters = cfg.adapters;
  // MaxText's and torchtitan's fp32 weights; torchtitan gathers them in the activations' type
  // and runs its loss eagerly (plan/framework.hpp).
  if (fp32_weights(cfg.framework)) c.param_dtype = dtype::f32;
  if (cfg.framework == framework_kind::torchtitan) {
    topt.gather_dtype = c.activation_dtype;
    topt.eager_loss = true;
    // FSDP2's reshard_after_forward (torchtitan/distributed/fsdp.py, apply_fsdp): off for the
    // [norm, output] unit, and for every unit under pipeline parallelism (not pp_enabled).
    topt.keep_head_gathers = true;
    topt.keep_layer_gathers = !ax.pipeline.empty() && m.axis_size(ax.pipeline) > 1;
  }
  // MaxText computes its logits in bf16 and casts them to fp32 for the loss (base.yml
  // cast_logits_to_fp32). XLA:TPU fuses that cast into the loss's reductions: its buffer
  // assignment of MaxText's deepseek2-16b step for v5p holds the bf16 logits and their bf16
  // gradient and no fp32 copy (tests/data/maxtext_tpu); XLA:GPU and XLA:CPU keep an fp32 one.
  if (cfg.framework == framework_kind::maxtext && backend == hlo_backend::tpu) topt.logits_dtype = c.activation_dtype;
  if (cfg.offload_params) topt.param_memory = memory_kind::pinned_host;
  std::int64_t stages = 1;
  if (!ax.pipeline.empty()) {
    stages = m.axis_size(ax.pipeline);
    const std::vector<std::int64_t> split = pipeline_stage_layers(c.layers, stages, ax.virtual_stages, ax.stage_layers);
    if (stage < 0 || stage >= stages)
      raise<invalid_error>("training_config: pipeline stage {} of {} does not exist", stage, stages);
    // The stage's layers: contiguous here, as many as its interleaved chunks hold in all.
    topt.first_layer = 0;
    for (std::int64_t k = 0; k < stage; ++k) topt.first_layer += split[static_cast<std::size_t>(k)];
    topt.end_layer = topt.first_layer + split[static_cast<std::size_t>(stage)];
    topt.embedding = stage == 0;
    topt.head = stage == stages - 1;
  }
  // The adapters were checked against `c`, which differs from cfg.model in its batch only.
  step_graph out{build_valid_transformer(c, m, topt), std::nullopt, 0, 0, accumulation, stage, stages,
                 parameters_of(cfg)};
  finish_step(out, cfg);
  return out;
}

inline training_step whole_step(training_config cfg, step_graph sg) {
  const dataflow_graph& g = sg.graph();
  liveness_result r = analyze_liveness(g, g.topological_order());
  std::vector<lint_finding> lint = sg.train ? sg.train->lint : std::vector<lint_finding>{};
  return training_step(std::move(cfg), std::move(sg), std::nullopt, std::move(r), std::move(lint));
}

// The fewest layers for which repeating pays: the step is built with 5 and 6 layers.
inline constexpr std::int64_t repeat_from_layers = 12;

// The step of `cfg` without building all its layers: the step built with 5 layers has its middle
// layer repeated to cfg.model.layers (repeat_layers), after the same repetition to 6 layers is
// checked against a real 6-layer build, op for op and value for value. Host traffic and placement
// are summed over the 5-layer graph with the middle layer counted as often as it is repeated
// (training_step::op_copies), and recomputed FLOPs grow by the 6-layer build's per-layer
// difference. Nullopt, and the caller builds the whole step, for what does not repeat: a
// pipeline, a layer-chain schedule (the schedule depends on the count), MoE or adapters on some
// layers only, a lint that names layers differently, fewer than repeat_from_layers layers, or any
// failure, whose message a full build gives better. `cfg.model` is valid (build_step), and so are
// its 5- and 6-layer copies: no check of a config depends on more layers than MoE from layer 0 has.
inline std::optional<training_step> repeated_step(const training_config& cfg, hlo_backend backend = hlo_backend::gpu) {
  constexpr std::int64_t built = 5;
  const std::int64_t layers = cfg.model.layers;
  if (layers < repeat_from_layers || layers > max_built_layers || !cfg.parallel.pipeline.empty()) return std::nullopt;
  if (std::holds_alternative<chain_remat>(cfg.remat)) return std::nullopt;
  if (const auto* policy = std::get_if<layer_policy>(&cfg.remat); policy && policy->every > 1) return std::nullopt;
  if (cfg.model.moe && (cfg.model.moe->first_layer != 0 || cfg.model.moe->layer_interval != 1)) return std::nullopt;
  if (cfg.adapters && (cfg.adapters->first_layer != 0 || cfg.adapters->last_layer != -1)) return std::nullopt;
  try {
    training_config small = cfg;
    small.model.layers = built;
    step_graph five = build_step_graph(small, 0, backend);
    small.model.layers = built + 1;
    const step_graph six = build_step_graph(small, 0, backend);
    if (five.train.has_value() != six.train.has_value()) return std::nullopt;
    // A finding that names every layer's region names every layer's of `n` layers; the 5-layer
    // lint so renumbered is checked against the 6-layer build's.
    auto lint_for = [&five](std::int64_t n) {
      std::vector<lint_finding> out;
      if (!five.train) return out;
      const auto& scopes = five.model.layer_scopes;
      std::vector<std::string> every;
      for (std::int64_t i = 0; i < n; ++i) every.push_back(layer_scope(i));
      for (lint_finding f : five.train->lint) {
        if (f.regions == scopes) f.regions = every;
        out.push_back(std::move(f));
      }
      return out;
    };
    if (six.train && lint_for(built + 1) != six.train->lint) return std::nullopt;
    std::vector<lint_finding> lint = lint_for(layers);
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
    std::optional<repeated_graph> r = repeat_layers(g, built, layers, false);
    if (!r) return std::nullopt;
    liveness_result live = r->analyze(g);
    std::int64_t recompute = 0;
    if (five.train) {
      const std::int64_t per_layer = six.train->recompute_flops - five.train->recompute_flops;
      if (per_layer < 0) return std::nullopt;
      recompute = checked_add(five.train->recompute_flops, checked_mul(per_layer, layers - built, "recomputed FLOPs"),
                              "recomputed FLOPs");
    }
    const std::size_t forward_ops = boundary(*r, five.forward_ops), optimizer_from = boundary(*r, five.optimizer_from);
    five.forward_ops = forward_ops;
    five.optimizer_from = optimizer_from;
    five.parameters = parameters_of(cfg);  // the adapters checked with the 5-layer build's, the same
    if (five.train) five.train->recompute_flops = recompute;
    return training_step(cfg, std::move(five), std::move(r), std::move(live), std::move(lint));
  } catch (const error&) {
    return std::nullopt;
  }
}

}  // namespace detail

/// Builds the training step of `cfg` (forward-only when `cfg.eval`), its axis roles resolved
/// (resolve_axis_roles), and its liveness. With a pipeline axis, `options.stage` is the stage built.
/// @throws invalid_error for a configuration that cannot be built (an axis the mesh lacks, a batch
///         that does not divide, ZeRO stage outside 0..3), naming the field and the fix.
[[nodiscard]] inline training_step build_step(const training_config& given, const step_options& options = {}) {
  training_config cfg = resolve_axis_roles(given);
  validate(cfg.model);  // once, where the model enters: what is built from it is not checked again
  if (!options.whole && options.stage == 0)
    if (std::optional<training_step> s = detail::repeated_step(cfg, options.backend)) return std::move(*s);
  step_graph sg = detail::build_step_graph(cfg, options.stage, options.backend);
  return detail::whole_step(std::move(cfg), std::move(sg));
}

/// The step of a forward graph built by hand or read from JSON, with its loss and the scopes of
/// its layers (for the remat choice): `cfg`'s optimizer, ZeRO stage over `cfg.parallel.data`
/// (stages 1 and 2: states and gradients sharded; the graph's own specs decide the rest), remat
/// and eval apply; its model, batch sizes and the other axes do not (they are in the graph
/// already).
/// @throws as build_training_graph for a bad loss or graph, and as `build_step` for the config.
[[nodiscard]] inline training_step build_step(transformer_graph forward, const training_config& given) {
  if (given.zero_stage < 0 || given.zero_stage > 3)
    detail::raise<invalid_error>("training_config: ZeRO stage {} does not exist; use 0, 1, 2 or 3", given.zero_stage);
  if (fp32_weights(given.framework))
    detail::raise<invalid_error>("training_config: framework {} decides how a model is built (its weights' type, "
                                 "gathers and loss), and a given graph is built already; build the graph so, and plan "
                                 "it with framework jax or megatron",
                                 name(given.framework));
  if (given.parallel.expert_tensor_parallel != 0)
    detail::raise<invalid_error>("training_config: expert-tensor parallelism ({}) decides how experts are built, and a "
                                 "given graph is built already; split its experts so and leave it unset",
                                 given.parallel.expert_tensor_parallel);
  if (given.adapters)
    detail::raise<invalid_error>("training_config: adapters are added to a built model, not to a given graph; put the "
                                 "factors in the graph (frozen weights as value_desc::frozen) and leave .adapters "
                                 "unset");
  // The graph's own specs decide the other parts; the data axes are the ones given, or those
  // its mesh names for data (conventional_axis_role).
  const mesh& gm = forward.graph.mesh();
  training_config cfg = given;
  // The plan is of the graph's mesh, with the given process layout when it fits its devices.
  const mesh& dm = given.devices;
  cfg.devices = dm.has_process_layout() && dm.device_count() == gm.device_count()
                    ? gm.with_devices_per_process(dm.device_count() / dm.process_count())
                    : gm;
  if (cfg.parallel.data.empty())
    for (const mesh_axis& a : gm.axes())
      if (conventional_axis_role(a.name) == axis_role::data) cfg.parallel.data.names.push_back(a.name);
  std::int64_t parameters = 0;
  for (std::size_t v = 0; v < forward.graph.value_count(); ++v)
    if (forward.graph.role(static_cast<value_id>(v)) == role::parameter)
      parameters = checked_add(parameters, forward.graph.tensor(static_cast<value_id>(v)).shape.elements(),
                               "the graph's parameter count");
  step_graph out{std::move(forward), std::nullopt, 0, 0, 1, 0, 1, parameters};
  detail::finish_step(out, cfg);
  return detail::whole_step(std::move(cfg), std::move(out));
}

}  // namespace shardmem
