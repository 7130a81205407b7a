// The definitions of plan/memory_plan.hpp's entry points (see core/api.hpp): included by it in
// the header-only mode, compiled once into the shardmem library in the separate mode.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/cpu_step.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/target.hpp>

namespace shardmem {

namespace detail {

// Micro-batch chunks whose activations pipeline stage r of p holds at once under 1F1B: the
// warm-up forwards plus one (Megatron-LM's schedules: p - r - 1 warm-up micro-batches, or
// interleaved with v chunks (p - r - 1) * 2 + (v - 1) * p), at most all m * v chunks.
inline std::int64_t in_flight_chunks(std::int64_t r, std::int64_t p, std::int64_t v, std::int64_t m) {
  const std::int64_t warmup = v == 1 ? p - r - 1 : (p - r - 1) * 2 + (v - 1) * p;
  return std::min(warmup + 1, m * v);
}

constexpr std::size_t at(role r) noexcept { return static_cast<std::size_t>(r); }

// The activation bytes on the devices at `step` of values a layer made (dataflow_graph::
// value_layer): an interleaved stage's chunks hold layers, and its embedding's and head's
// activations are in one chunk of one micro-batch only.
inline bytes layer_activations_at(const dataflow_graph& g, const buffer_ranges& r, std::int64_t step) {
  return live_bytes_by_role(r, step, [&g](value_id v) {
    return index(v) < g.value_count() && g.value_layer(v).has_value();
  })[at(role::activation)];
}

// Whether op `op` moves bytes between a device and its host: a value on either side of it in host
// memory.
inline bool moves_host_bytes(const dataflow_graph& g, op_id op) {
  for (const value_id v : g.inputs(op))
    if (g.sharding(v).memory_kind() == memory_kind::pinned_host) return true;
  for (const value_id v : g.outputs(op))
    if (g.sharding(v).memory_kind() == memory_kind::pinned_host) return true;
  return false;
}

// Host traffic: what the ops that read or write pinned_host memory move, each op counted as often
// as it is repeated.
inline bytes host_traffic(const training_step& s) {
  const dataflow_graph& g = s.graph();
  bytes total{0};
  for (std::size_t o = 0; o < g.op_count(); ++o) {
    const auto op = static_cast<op_id>(o);
    const bytes t = g.op_traffic(op);
    if (t > bytes{0} && moves_host_bytes(g, op)) total += bytes{checked_mul(t.count(), s.op_copies(op), "host traffic")};
  }
  return total;
}

// What step `s` does per device, for the step-time model (step_time.hpp): its ops' FLOPs and
// traffic times the copies each stands for; a collective's link from the axes it runs over (those
// an all-gather removes from its value's sharding, a reduce-scatter adds, an all-to-all moves; an
// all-reduce's, which the sharding does not show, the tensor axis: the models' all-reduces are
// tensor-parallel), across hosts when one of them crosses processes; which of them the next op
// waits on (exposed: activations' reductions and gathers, expert all-to-alls); the data-parallel gradient
// synchronisation the graph leaves out because it does not change the peak: with ZeRO 0 an
// all-reduce of the gradients, with ZeRO 1 a reduce-scatter of them and an all-gather of the
// updated parameters, with ZeRO 2 that all-gather (the graph holds its reduce-scatter); over a
// replica axis (hybrid sharding) an all-reduce of the gradient shards. Gradients are counted at
// the bytes of the parameters the step takes as arguments.
inline step_work step_work_of(const training_step& s, const mesh& devices) {
  const dataflow_graph& g = s.graph();
  const training_config& c = s.config();
  step_work w;
  // Whether each axis crosses processes, asked once (mesh::crosses_processes reads every device).
  std::vector<char> axis_crosses;
  for (std::size_t i = 0; i < devices.axes().size(); ++i) axis_crosses.push_back(devices.crosses_processes(i) ? 1 : 0);
  auto crosses = [&](const std::vector<std::string>& axes) {
    for (const std::string& a : axes)
      if (const auto i = devices.find_axis(a); i && axis_crosses[*i] != 0) return true;
    return false;
  };
  auto axes_of = [&](op_id op, std::string_view kind) {
    std::vector<std::string> axes;
    if (g.inputs(op).empty() || g.outputs(op).empty()) return axes;
    const partition_spec& in = g.sharding(g.inputs(op).front()).spec();
    const partition_spec& out = g.sharding(g.outputs(op).front()).spec();
    const std::vector<std::string> a = in.used_axes(), b = out.used_axes();
    auto minus = [&](const std::vector<std::string>& x, const std::vector<std::string>& y) {
      const detail::axis_lookup in_y(y);
      for (const std::string& n : x)
        if (!in_y.contains(n)) axes.push_back(n);
    };
    if (kind == op_kinds::all_gather) minus(a, b);
    else if (kind == op_kinds::reduce_scatter) minus(b, a);
    else if (kind == op_kinds::all_to_all) axes = a;
    else if (!c.parallel.tensor.empty()) axes.push_back(c.parallel.tensor);
    return axes;
  };
  double params = 0;
  for (std::size_t k = 0; k < g.value_count(); ++k) {
    const auto v = static_cast<value_id>(k);
    if (g.role(v) == role::parameter && !g.producer(v))  // the step's arguments, not the updated ones
      params += static_cast<double>(g.per_device_bytes(v).count()) * static_cast<double>(s.value_copies(v));
  }
  for (std::size_t k = 0; k < g.op_count(); ++k) {
    const auto op = static_cast<op_id>(k);
    const auto copies = static_cast<double>(s.op_copies(op));
    w.flops += static_cast<double>(g.op_flops(op)) * copies;
    const double traffic = static_cast<double>(g.op_traffic(op).count()) * copies;
    if (traffic <= 0) continue;
    const std::string_view kind = g.op_kind(op);
    if (moves_host_bytes(g, op)) {
      w.host_bytes += traffic;
      continue;
    }
    const bool across = crosses(axes_of(op, kind));
    (across ? w.inter_host_bytes : w.intra_host_bytes) += traffic;
    // What the next op waits on: a reduction or gather of activations (tensor parallelism) or an
    // expert all-to-all; a parameter's gather or a gradient's scatter runs ahead or behind.
    const role r = g.outputs(op).empty() ? role::collective : g.role(g.outputs(op).front());
    if (kind == op_kinds::all_to_all || r == role::activation || r == role::activation_gradient)
      (across ? w.exposed_inter_host_bytes : w.exposed_intra_host_bytes) += traffic;
  }
  if (!c.eval) {
    const std::int64_t p = c.parallel.data.size(devices);
    const double f = p > 1 ? static_cast<double>(p - 1) / static_cast<double>(p) : 0;
    const double sync = c.zero_stage == 0 ? 2 * f * params : c.zero_stage == 1 ? 2 * f * params
                        : c.zero_stage == 2                ? f * params
                                                           : 0;
    (crosses(c.parallel.data.names) ? w.step_inter_host_bytes : w.step_intra_host_bytes) += sync;
    if (!c.parallel.replica.empty() && devices.find_axis(c.parallel.replica)) {
      const std::int64_t r = devices.axis_size(c.parallel.replica);
      const double all_reduce = 2 * static_cast<double>(r - 1) / static_cast<double>(r) * params;
      (crosses({c.parallel.replica}) ? w.step_inter_host_bytes : w.step_intra_host_bytes) += all_reduce;
    }
  }
  w.micro_steps = s.accumulation_steps();
  w.stages = s.stages();
  w.virtual_stages = c.parallel.pipeline.empty() ? 1 : c.parallel.virtual_stages;
  w.devices = devices.device_count();
  // The micro-step's batch over every data-parallel rank (build_step's step_batch) times the
  // micro-steps: the global batch, in tokens.
  w.tokens = static_cast<double>(c.micro_batch) * static_cast<double>(data_parallel_ranks(c)) *
             static_cast<double>(w.micro_steps) * static_cast<double>(c.model.seq_len);
  return w;
}

// Placement: every argument (parameters, optimizer states) is on the devices before the first
// step; a replicated parameter placed by device_put across processes needs the check's
// all-gather, one array at a time.
inline void plan_placement(memory_plan& p, const training_step& s, const mesh& m, placement_kind placement) {
  const dataflow_graph& g = s.graph();
  bytes arguments{0};
  for (std::size_t v = 0; v < g.value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    const role rl = g.role(id);
    if ((rl != role::parameter && rl != role::optimizer_state) || g.producer(id)) continue;
    if (g.sharding(id).memory_kind() != memory_kind::device) continue;
    const bytes held{checked_mul(g.per_device_bytes(id).count(), s.value_copies(id), "argument bytes")};
    arguments += held;
    p.placement_by_role[at(rl)] += held;
    // Parameters come from the host (a checkpoint, an initializer); optimizer states start on
    // the devices (zeros, or copies of the parameters).
    if (rl != role::parameter || placement != placement_kind::checked || m.process_count() < 2) continue;
    if (!g.sharding(id).spec().used_axes().empty()) continue;
    const bytes full = storage_bytes(g.tensor(id).dtype, g.tensor(id).shape.elements());
    const bytes temp{checked_mul(full.count(), m.process_count(), "a placement check's all-gather")};
    if (temp > p.placement_temp) {
      p.placement_temp = temp;
      p.placement_array = g.describe(id);
    }
  }
  if (p.placement_temp > bytes{0}) {
    p.placement_peak = arguments + p.placement_temp;
    p.placement_by_role[at(role::collective)] += p.placement_temp;
  } else {
    p.placement_by_role = {};
  }
}

// Overheads apart from the bound, the verdict, and the host.
inline void plan_verdict(memory_plan& p, const training_step& s, const memory_target& t) {
  const mesh& m = p.config.devices;
  const plan_overheads& oh = t.overheads;
  for (const mesh_axis& a : m.axes()) p.communicators += a.size > 1;
  const bytes margin{
      static_cast<std::int64_t>(std::ceil(oh.fragmentation * static_cast<double>(p.lower_bound.count())))};
  bytes overhead = margin;
  if (t.accelerator.gpu)
    overhead += oh.runtime_context +
                bytes{checked_mul(oh.per_communicator.count(), p.communicators, "collective buffers")};
  p.overhead = overhead;
  p.total = p.lower_bound + overhead;
  p.framework_peak = framework_peak_bytes(p.config.framework, p.lower_bound, p.categories, margin);
  p.usable = t.accelerator.usable;
  p.fits = p.total <= p.usable;
  if (p.lower_bound.count() > p.usable.count() / 5 * 4)
    p.warnings.push_back(fmt::format("the lower bound alone ({}) passes 80% of the device's {}: runs this close were "
                                     "seen to fail (Fujii et al. 2024, 454 runs)",
                                     p.lower_bound, p.usable));
  const std::int64_t per_process = m.process_count() > 0 ? m.device_count() / m.process_count() : m.device_count();
  p.host_peak_per_process = bytes{checked_mul(s.liveness().host_peak.count(), per_process, "host bytes per process")};
  p.host_ram = t.host_ram_per_process;
  p.host_fits = p.host_peak_per_process <= t.host_ram_per_process;
  if (!p.host_fits)
    p.warnings.push_back(fmt::format("host memory: {} per process exceeds the host's {}", p.host_peak_per_process,
                                     t.host_ram_per_process));
  for (const lint_finding& f : s.lint()) p.warnings.push_back(to_string(f));
}

}  // namespace detail

SHARDMEM_API memory_plan plan(const training_step& s, const memory_target& target) {
  // For XLA:CPU, the device's bytes are those of the step as it compiles it (cpu_step.hpp): what
  // its passes add, in its order. Host bytes, unchanged by them, are the step's.
  std::optional<cpu_step> cpu;
  std::optional<liveness_result> cpu_live;
  if (target.backend == hlo_backend::cpu && s.whole()) {
    cpu.emplace(cpu_compiled_step(s.graph(), s.forward_ops(), s.optimizer_from(), s.config().scan_layers));
    cpu_live.emplace(analyze_liveness(cpu->graph, cpu->order));
  }
  const liveness_result& r = s.liveness();
  const liveness_result& dev = cpu_live ? *cpu_live : r;
  // The step's op at a step of `dev`'s order, and the names of `dev`'s ops and values.
  auto step_op = [&](std::size_t at) {
    return cpu ? static_cast<std::size_t>(cpu->made_for[static_cast<std::size_t>(cpu->order[at])]) : at;
  };
  auto op_named = [&](op_id o) { return cpu ? std::string(cpu->graph.op_name(o)) : s.op_name(o); };
  auto value_named = [&](value_id v) { return cpu ? cpu->graph.tensor(v).name : s.value_name(v); };
  memory_plan p;
  p.config = s.config();
  p.config.devices = with_process_layout(p.config.devices, target.accelerator);
  p.target = target;
  p.accumulation_steps = s.accumulation_steps();
  p.parameters = s.parameters();
  p.trainable_parameters = p.config.eval       ? 0
                           : p.config.adapters ? adapter_parameters(*p.config.adapters, p.config.model)
                                               : p.parameters;
  p.recompute_flops = s.recompute_flops();
  p.offload_bytes = detail::host_traffic(s);
  p.time = estimate_step_time(detail::step_work_of(s, p.config.devices), target.accelerator, target.speed);
  p.step_peak = dev.peak;
  p.device_timeline = dev.device_timeline;
  p.pipeline_stage = s.stage();
  bytes held{0};  // activations of the in-flight chunks
  if (s.stages() > 1 && s.whole() && s.built().train) {
    const std::int64_t v = p.config.parallel.virtual_stages;
    p.in_flight = detail::in_flight_chunks(s.stage(), s.stages(), v, s.accumulation_steps());
    // Each micro-batch in flight holds the stage's activations; with interleaving, each chunk in
    // flight beyond the stage's own holds a chunk's layers (the embedding's and head's are of
    // one chunk only: the last rank of Megatron's interleaved schedule warms up on every chunk
    // but the head's).
    const bytes saved = v == 1 ? live_bytes_by_role(s.graph(), r, s.forward_ops())[detail::at(role::activation)]
                               : detail::layer_activations_at(s.graph(), r.ranges,
                                                              static_cast<std::int64_t>(s.forward_ops()));
    const std::int64_t more = std::max<std::int64_t>(0, p.in_flight - v);
    held = p.in_flight_bytes = bytes{ceil_div(checked_mul(saved.count(), more, "in-flight activations"), v)};
    p.step_peak += held;
    for (std::int64_t& t : p.device_timeline) t += held.count();
  }
  p.phase = s.phase_at(step_op(dev.peak_step));
  if (r.host_peak > bytes{0}) {
    const auto [low, high] = std::minmax_element(r.host_timeline.begin(), r.host_timeline.end());
    // Host-resident arguments alone (offloaded states) are held alike through every phase.
    if (*low == *high) p.host_whole_step = true;
    else p.host_phase = s.phase_at(static_cast<std::size_t>(high - r.host_timeline.begin()));
  }
  p.peak_op = dev.peak_op ? op_named(*dev.peak_op) : std::string();
  p.categories = dev.device;
  // XLA:CPU allocates the entry's output tuple, its index table of 8 bytes a leaf, as an output
  // buffer of its own, and memory_analysis counts it (hlo_byte_size's tuple rule; every
  // multi-output program of tests/data/jax shows it).
  if (target.backend == hlo_backend::cpu) {
    const dataflow_graph& g = s.graph();
    // With the layers scanned, a layer's outputs are slices of stacked arrays: the first layer's
    // stand for them.
    std::optional<std::int64_t> first;
    for (std::uint32_t v = 0; v < g.value_count() && p.config.scan_layers; ++v)
      if (const auto l = g.value_layer(value_id{v}); l && g.is_output(value_id{v})) first = std::min(first.value_or(*l), *l);
    std::int64_t leaves = 0;
    for (std::uint32_t v = 0; v < g.value_count(); ++v) {
      if (!g.is_output(value_id{v})) continue;
      const auto l = first ? g.value_layer(value_id{v}) : std::nullopt;
      if (!l) leaves = checked_add(leaves, s.value_copies(value_id{v}), "output leaves");
      else if (*l == *first) ++leaves;
    }
    if (leaves > 1) p.categories.output += bytes{checked_mul(8, leaves, "the output tuple's index table")};
  }
  if (p.config.adapters)
    p.partial_model =
        "the plan models the frozen model, its adapters and a cross-entropy loss: a program that computes more with "
        "them (masks, extra forwards, a custom loss) is only partly modelled; for the whole program, lower it and "
        "give it to shardmem.jax.analyze (or `shardmem hlo lowered.mlir`)";
  const live_set at_peak = live_at_peak(dev);
  p.by_role = at_peak.by_role;
  p.by_role[detail::at(role::activation)] += held;
  p.role_peak = dev.role_peak;
  p.role_peak[detail::at(role::activation)] += held;
  for (const live_buffer& b : at_peak.buffers) {  // largest first
    std::string& largest = p.largest_at_peak[detail::at(b.role)];
    const bool top = p.top_at_peak.size() < 8;
    if (!largest.empty() && !top) continue;
    std::string named = b.value ? value_named(*b.value) : fmt::format("{} (workspace)", op_named(*b.workspace_of));
    if (largest.empty()) largest = named;
    if (top) p.top_at_peak.push_back({std::move(named), b.size, b.role});
  }
  detail::plan_placement(p, s, p.config.devices, target.placement);
  p.lower_bound = std::max(p.step_peak, p.placement_peak);
  if (p.placement_peak > p.step_peak) p.phase = step_phase::placement;
  detail::plan_verdict(p, s, target);
  return p;
}

SHARDMEM_API memory_plan plan(const training_config& given, const memory_target& target) {
  const training_config cfg = resolve_axis_roles(given);
  if (cfg.parallel.pipeline.empty())
    return plan(build_step(cfg, {.whole = target.backend == hlo_backend::cpu, .backend = target.backend}), target);
  const std::int64_t stages = cfg.devices.axis_size(cfg.parallel.pipeline);
  std::optional<memory_plan> best;
  for (const std::int64_t stage : pipeline_heaviest_stages(
           pipeline_stage_layers(cfg.model.layers, stages, cfg.parallel.virtual_stages, cfg.parallel.stage_layers))) {
    memory_plan p = plan(build_step(cfg, {.stage = stage, .backend = target.backend}), target);
    if (best && p.lower_bound <= best->lower_bound) continue;
    best = std::move(p);
  }
  if (best->accumulation_steps < stages)
    best->warnings.push_back(fmt::format("pipeline: {} micro-batches for {} stages leave most stages idle; raise the "
                                         "global batch to at least {} micro-batches",
                                         best->accumulation_steps, stages, stages));
  return *best;
}

}  // namespace shardmem
