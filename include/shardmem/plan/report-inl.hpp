// The definitions of plan/report.hpp's entry points (see core/api.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/graph/liveness.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/target.hpp>

namespace shardmem {

namespace detail {

inline std::string exponent(double e) {
  if (e == 0) return "0";
  return fmt::format("{:+.2g}", e);
}

// What the configuration keeps in pinned_host memory: `; offloaded to pinned_host: parameters,
// optimizer states`, or nothing.
inline std::string offloaded(const training_config& c) {
  std::vector<std::string> what;
  if (c.offload_params) what.emplace_back("parameters");
  if (c.optimizer.state_memory == memory_kind::pinned_host) what.emplace_back("optimizer states");
  if (c.optimizer.ema && c.optimizer.ema_memory == memory_kind::pinned_host) what.emplace_back("EMA");
  return what.empty() ? std::string() : fmt::format("; offloaded to pinned_host: {}", fmt::join(what, ", "));
}

}  // namespace detail

namespace detail {

[[nodiscard]] inline role_timeline sample_timeline(const dataflow_graph& g, const liveness_result& r,
                                                   std::size_t forward_ops, std::size_t optimizer_from,
                                                   std::size_t columns) {
  role_timeline t;
  t.peak_step = r.peak_step;
  t.peak = r.peak;
  t.forward_ops = forward_ops;
  t.optimizer_from = optimizer_from;
  const std::size_t n = r.device_timeline.size();
  columns = std::max<std::size_t>(2, std::min(columns, n));
  for (std::size_t i = 0; i < columns; ++i) t.steps.push_back(n <= 1 ? 0 : i * (n - 1) / (columns - 1));
  t.steps.push_back(r.peak_step);
  std::sort(t.steps.begin(), t.steps.end());
  t.steps.erase(std::unique(t.steps.begin(), t.steps.end()), t.steps.end());
  for (std::size_t s : t.steps) t.bytes_by_role.push_back(live_bytes_by_role(g, r, s));
  return t;
}

}  // namespace detail

namespace detail {

// The line to_string prints, of a configuration already resolved and laid out in processes.
inline std::string describe(const training_config& c, const memory_target& target) {
  const parallel_axes& ax = c.parallel;
  std::string axes;
  if (!ax.replica.empty()) axes += fmt::format("replicas over '{}', ", ax.replica);
  if (!ax.data.empty()) axes += fmt::format("{} {}", c.zero_stage == 3 ? "FSDP over" : "data over", to_string(ax.data));
  if (!ax.tensor.empty())
    axes += fmt::format("{}tensor over '{}'{}", axes.empty() ? "" : ", ", ax.tensor,
                        ax.sequence_parallel ? " with sequence parallelism" : "");
  const bool fold = c.model.moe && ax.expert_tensor_parallel == 1 && !ax.tensor.empty() &&
                    c.devices.axis_size(ax.tensor) > 1;
  if (!ax.expert.empty() || fold)
    axes += fmt::format("{}experts over {}{}{}", axes.empty() ? "" : ", ",
                        ax.expert.empty() ? "'" + ax.tensor + "'"
                        : fold            ? fmt::format("('{}', '{}')", ax.expert, ax.tensor)
                                          : "'" + ax.expert + "'",
                        fold ? ", each whole (expert-tensor parallelism 1)" : "",
                        !ax.expert.empty() && !dense_over_expert(c)
                            ? fmt::format(", the other weights whole over '{}'", ax.expert)
                            : std::string());
  if (!ax.context.empty())
    axes += fmt::format("{}context over '{}' ({})", axes.empty() ? "" : ", ", ax.context, name(ax.context_kind));
  if (!ax.pipeline.empty()) {
    const std::vector<std::int64_t> split = pipeline_stage_layers(c.model.layers, c.devices.axis_size(ax.pipeline),
                                                                  ax.virtual_stages, ax.stage_layers);
    const bool even = std::all_of(split.begin(), split.end(), [&](std::int64_t k) { return k == split.front(); });
    axes += fmt::format("{}pipeline over '{}'{}{}", axes.empty() ? "" : ", ", ax.pipeline,
                        ax.virtual_stages > 1 ? fmt::format(" ({} virtual stages)", ax.virtual_stages) : std::string(),
                        even ? std::string() : fmt::format(", stages of {} layers", fmt::join(split, "/")));
  }
  return fmt::format("{} (seq {}), mesh {} on {} devices in {} process{}; {}; ZeRO {}; {}{}; remat {}; "
                     "micro-batch {} per rank{}; placement {}{}",
                     c.model.name, c.model.seq_len, "{" + axis_roles_text(c) + "}", c.devices.device_count(),
                     c.devices.process_count(), c.devices.process_count() == 1 ? "" : "es",
                     axes.empty() ? "no parallel axes" : axes, c.zero_stage, name(c.optimizer.kind),
                     c.optimizer.master_weights && c.model.param_dtype != dtype::f32 && !fp32_weights(c.framework)
                         ? " with fp32 master weights"
                         : "",
                     name(c.remat), c.micro_batch,
                     c.global_batch ? fmt::format(", global batch {}", c.global_batch) : std::string(),
                     target.placement == placement_kind::checked ? "checked (device_put)" : "callback",
                     c.optimizer.donate ? "" : "; no donation (params and states copied)") +
         offloaded(c) +
         (c.adapters ? fmt::format("; adapters {}, the model frozen", to_string(*c.adapters, c.model))
                     : std::string()) +
         (c.scan_layers ? "; layers scanned (stacked parameters)" : "") +
         (c.framework != framework_kind::jax ? fmt::format("; {}", framework_conventions(c.framework))
                                             : std::string()) +
         (target.backend != hlo_backend::gpu ? fmt::format("; XLA backend {}", hlo_backend_name(target.backend))
                                             : std::string());
}

}  // namespace detail

SHARDMEM_API std::string to_string(const training_config& given, const memory_target& target) {
  training_config c = resolve_axis_roles(given);
  c.devices = with_process_layout(c.devices, target.accelerator);
  return detail::describe(c, target);
}

SHARDMEM_API std::string analysis_relation(const memory_plan& p) {
  const bytes total = p.categories.total();
  if (total == p.step_peak) return "the step peak, what XLA reserves for the step";
  if (p.in_flight > 1 && p.in_flight_bytes > bytes{0} && total + p.in_flight_bytes == p.step_peak)
    return fmt::format("what XLA reserves for one micro-batch's program; the step peak {} adds the {} of the {} other "
                       "micro-batch chunks pipeline stage {} keeps in flight",
                       p.step_peak, p.in_flight_bytes, p.in_flight - 1, p.pipeline_stage);
  return fmt::format("XLA reserves this; the step peak is {}", p.step_peak);
}

SHARDMEM_API std::string to_text(const memory_plan& p) {
  const training_config& c = p.config;
  const hardware& device = p.target.accelerator;
  std::string out;
  out += fmt::format("plan: {}\n", detail::describe(c, p.target));
  out += fmt::format("{} per device: {} of {} usable on {} ({}), headroom {}\n", p.fits ? "FITS" : "DOES NOT FIT",
                     p.total, p.usable, device.name, device.source,
                     p.fits ? fmt::format("{}", p.headroom()) : fmt::format("-{}", p.total - p.usable));
  if (!p.partial_model.empty()) out += fmt::format("  of part of the program: {}\n", p.partial_model);
  out += fmt::format("  {} parameters{}, {}{}\n", detail::group_thousands(p.parameters),
                     c.adapters ? fmt::format(" ({} in adapters, trained; the rest frozen)",
                                              detail::group_thousands(adapter_parameters(*c.adapters, c.model)))
                                : std::string(),
                     c.eval ? "a forward-only evaluation step" : "a training step",
                     p.accumulation_steps > 1
                         ? fmt::format(" ({} micro-steps of gradient accumulation)", p.accumulation_steps)
                         : std::string());
  if (c.framework != framework_kind::jax)
    out += fmt::format("  {} would report {}: {}\n", name(c.framework), p.framework_peak,
                       framework_report(c.framework));
  out += fmt::format("  peak in the {} phase{}\n", name(p.phase),
                     p.peak_op.empty() || p.phase == step_phase::placement ? std::string()
                                                                           : fmt::format(", at op {}", p.peak_op));
  out += fmt::format("  lower bound {} = max(step peak {}, placement peak {})\n", p.lower_bound, p.step_peak,
                     p.placement_peak);
  if (!c.parallel.pipeline.empty())
    out += fmt::format(
        "  pipeline    stage {} peaks: {} micro-batch chunks in flight, {} of their activations beyond the first\n",
        p.pipeline_stage, p.in_flight, p.in_flight_bytes);
  const plan_overheads& oh = p.target.overheads;
  out += device.gpu
             ? fmt::format(
                   "  overheads   {} (CUDA context and library workspaces {}, NCCL buffers {} x {} communicator{}, "
                   "fragmentation {:.0f}% of the bound)\n",
                   p.overhead, oh.runtime_context, oh.per_communicator, p.communicators,
                   p.communicators == 1 ? "" : "s", oh.fragmentation * 100)
             : fmt::format(
                   "  overheads   {} (fragmentation {:.0f}% of the bound; no CUDA context or NCCL buffers on {})\n",
                   p.overhead, oh.fragmentation * 100, device.name);
  if (p.placement_temp > bytes{0})
    out += fmt::format("  placement   {} temporary for {} ({} processes x its bytes)\n", p.placement_temp,
                       p.placement_array, c.devices.process_count());
  // What XLA's compiled.memory_analysis() would print for the step, and how the verdict relates
  // to it (MaxText's print_compiled_memory_stats sums the same four fields).
  const bool placement_decides = p.placement_peak > p.step_peak;
  out += fmt::format("  memory_analysis (XLA): argument {} + output {} - alias {} + temp {} = {}\n",
                     p.categories.argument, p.categories.output, p.categories.alias, p.categories.temp,
                     p.categories.total());
  out += fmt::format("              {}; the verdict's {} is {} plus the overheads\n", analysis_relation(p), p.total,
                     placement_decides ? "the placement peak (before the step runs)" : "the step peak");
  out += fmt::format("  host: {} per process of {}{}{}\n", p.host_peak_per_process, p.host_ram,
                     p.host_fits ? "" : " (DOES NOT FIT)",
                     p.host_whole_step ? std::string(", held through the whole step")
                     : p.host_phase    ? fmt::format(", peak in the {} phase", name(*p.host_phase))
                                       : std::string());
  out += fmt::format("  remat: {:.2f} TFLOP recomputed per device per step{}; host traffic {} per device, both ways\n",
                     static_cast<double>(p.recompute_flops_per_step()) / 1e12,
                     p.accumulation_steps > 1 ? fmt::format(" ({} micro-steps)", p.accumulation_steps) : std::string(),
                     p.offload_bytes);
  out += fmt::format("  step time: {}\n", to_text(p.time, p.target.accelerator));
  if (placement_decides) {
    // The verdict's peak is the placement's: what the devices hold then, before the step runs.
    out += fmt::format("\nat the placement peak (the verdict's, before the step runs), by role:\n");
    for (std::size_t r = 0; r < role_count; ++r)
      if (p.placement_by_role[r] > bytes{0})
        out += fmt::format("  {:<20} {:>12}{}\n", name(static_cast<role>(r)), fmt::format("{}", p.placement_by_role[r]),
                           r == static_cast<std::size_t>(role::collective)
                               ? fmt::format("  the placement check's all-gather of {}", p.placement_array)
                               : std::string("  arguments placed so far"));
  }
  out += fmt::format("\nat the step's peak, by role:\n");
  for (std::size_t r = 0; r < role_count; ++r)
    if (p.by_role[r] > bytes{0})
      out += fmt::format("  {:<20} {:>12}{}\n", name(static_cast<role>(r)), fmt::format("{}", p.by_role[r]),
                         p.largest_at_peak[r].empty() ? std::string() : "  largest: " + p.largest_at_peak[r]);
  out += fmt::format("\nlargest buffers at the peak:\n");
  for (const named_buffer& b : p.top_at_peak) out += fmt::format("  {:>12}  {}\n", fmt::format("{}", b.size), b.name);
  if (!p.scaling.empty()) {
    out += fmt::format("\nscaling (each term at its own peak; the power it grows with when a knob doubles):\n");
    out += fmt::format("  {:<24} {:>12} {:>6} {:>6} {:>6} {:>6}  {}\n", "term", "bytes", "batch", "seq", "dp", "procs",
                       "verdict");
    for (const scaling_line& s : p.scaling)
      out += fmt::format("  {:<24} {:>12} {:>6} {:>6} {:>6} {:>6}  {}\n", s.term, fmt::format("{}", s.value),
                         detail::exponent(s.batch), detail::exponent(s.sequence), detail::exponent(s.data_parallel),
                         detail::exponent(s.processes), s.verdict);
  }
  if (!p.warnings.empty()) {
    out += fmt::format("\nwarnings:\n");
    for (const std::string& w : p.warnings) out += fmt::format("  - {}\n", w);
  }
  return out;
}

SHARDMEM_API std::string to_markdown(const memory_plan& p) {
  std::string out = fmt::format("**{}**: {} per device of {} usable on {}\n\n| term | bytes per device |\n|---|---:|\n",
                                p.fits ? "fits" : "does not fit", p.total, p.usable, p.target.accelerator.name);
  if (!p.partial_model.empty()) out += fmt::format("Of part of the program: {}.\n\n", p.partial_model);
  for (std::size_t r = 0; r < role_count; ++r)
    if (p.by_role[r] > bytes{0}) out += fmt::format("| {} | {} |\n", name(static_cast<role>(r)), p.by_role[r]);
  out += fmt::format("| step peak ({}) | {} |\n| memory_analysis: argument + output - alias + temp | {} |\n"
                     "| placement peak | {} |\n| overheads | {} |\n| **total** | **{}** |\n",
                     name(p.phase), p.step_peak, p.categories.total(), p.placement_peak, p.overhead, p.total);
  return out;
}

SHARDMEM_API role_timeline plan_timeline(const training_step& s, std::size_t columns) {
  if (!s.whole())
    detail::raise<invalid_error>("plan_timeline: the step was built from repeated layers; build it with "
                                 "step_options{{.whole = true}} to read its timeline");
  return detail::sample_timeline(s.graph(), s.liveness(), s.forward_ops(), s.optimizer_from(), columns);
}

SHARDMEM_API role_timeline plan_timeline(const training_config& cfg, std::size_t columns) {
  return plan_timeline(build_step(cfg, {.whole = true}), columns);
}

}  // namespace shardmem
