// Renders a memory plan: a plain-text report (fmt), markdown, and an SVG timeline of live bytes
// per device stacked by role with the peak marked.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/plan/planner.hpp>

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

inline std::string describe_config(const training_config& given) {
  const training_config c = resolve_axis_roles(given);
  std::string axes;
  if (!c.replica_axis.empty()) axes += fmt::format("replicas over '{}', ", c.replica_axis);
  if (!c.data_axis.empty())
    axes += fmt::format("{} {}", c.zero_stage == 3 ? "FSDP over" : "data over", to_string(c.data_axis));
  if (!c.tensor_axis.empty()) axes += fmt::format("{}tensor over '{}'{}", axes.empty() ? "" : ", ", c.tensor_axis,
                                                 c.sequence_parallel ? " with sequence parallelism" : "");
  if (!c.expert_axis.empty()) axes += fmt::format("{}experts over '{}'", axes.empty() ? "" : ", ", c.expert_axis);
  if (!c.pipeline_axis.empty())
    axes += fmt::format("{}pipeline over '{}'{}", axes.empty() ? "" : ", ", c.pipeline_axis,
                        c.virtual_stages > 1 ? fmt::format(" ({} virtual stages)", c.virtual_stages) : std::string());
  return fmt::format("{} (seq {}), mesh {} on {} devices in {} process{}; {}; ZeRO {}; {}{}; remat {}; "
                     "micro-batch {} per rank{}; placement {}{}",
                     c.model.name, c.model.seq_len, "{" + axis_roles_text(c) + "}", c.devices.device_count(), c.devices.process_count(),
                     c.devices.process_count() == 1 ? "" : "es", axes.empty() ? "no parallel axes" : axes, c.zero_stage,
                     name(c.optimizer.kind), c.optimizer.master_weights ? " with fp32 master weights" : "", c.remat, c.micro_batch,
                     c.global_batch ? fmt::format(", global batch {}", c.global_batch) : std::string(),
                     c.placement == placement_kind::checked ? "checked (device_put)" : "callback",
                     c.optimizer.donate ? "" : "; no donation (params and states copied)") +
         offloaded(c);
}

}  // namespace detail

/// The plan as a plain-text report: the verdict, the peak and its phase, the bound and the
/// overheads, memory_analysis categories, the breakdown by role, the largest buffers at the peak,
/// the scaling attribution and the warnings.
[[nodiscard]] inline std::string format_plan(const memory_plan& p, const training_config& given) {
  const training_config c = resolve_axis_roles(given);
  std::string out;
  out += fmt::format("plan: {}\n", detail::describe_config(c));
  out += fmt::format("{} per device: {} of {} usable on {} ({}), headroom {}\n", p.fits ? "FITS" : "DOES NOT FIT", p.total, p.usable,
       c.device.name, c.device.source, p.fits ? fmt::format("{}", p.headroom()) : fmt::format("-{}", p.total - p.usable));
  out += fmt::format("  {} parameters, {}{}\n", detail::group_thousands(p.parameters),
                     c.eval ? "a forward-only evaluation step" : "a training step",
                     p.accumulation_steps > 1 ? fmt::format(" ({} micro-steps of gradient accumulation)", p.accumulation_steps)
                                              : std::string());
  out += fmt::format("  peak in the {} phase{}\n", p.phase, p.peak_op.empty() || p.phase == "placement" ? std::string()
                                                                                           : fmt::format(", at op {}", p.peak_op));
  out += fmt::format("  lower bound {} = max(step peak {}, placement peak {})\n", p.lower_bound, p.step_peak, p.placement_peak);
  if (!c.pipeline_axis.empty())
    out += fmt::format("  pipeline    stage {} peaks: {} micro-batch chunks in flight, {} of their activations beyond the first\n",
                       p.pipeline_stage, p.in_flight, p.in_flight_bytes);
  const plan_overheads& oh = c.overheads;
  out += c.device.gpu
             ? fmt::format("  overheads   {} (CUDA context and library workspaces {}, NCCL buffers {} x {} communicator{}, "
                           "fragmentation {:.0f}% of the bound)\n",
                           p.overhead, oh.runtime_context, oh.per_communicator, p.communicators,
                           p.communicators == 1 ? "" : "s", oh.fragmentation * 100)
             : fmt::format("  overheads   {} (fragmentation {:.0f}% of the bound; no CUDA context or NCCL buffers on {})\n",
                           p.overhead, oh.fragmentation * 100, c.device.name);
  if (p.placement_temp > bytes{0})
    out += fmt::format("  placement   {} temporary for {} ({} processes x its bytes)\n", p.placement_temp, p.placement_array,
         c.devices.process_count());
  // What XLA's compiled.memory_analysis() would print for the step, and how the verdict relates
  // to it (MaxText's print_compiled_memory_stats sums the same four fields).
  const bool placement_decides = p.placement_peak > p.step_peak;
  out += fmt::format("  memory_analysis (XLA): argument {} + output {} - alias {} + temp {} = {}\n", p.categories.argument,
                     p.categories.output, p.categories.alias, p.categories.temp, p.categories.total());
  out += fmt::format("              {}; the verdict's {} is {} plus the overheads\n",
                     p.categories.total() == p.step_peak ? "the step peak, what XLA reserves for the step"
                                                         : fmt::format("XLA reserves this; the step peak is {}", p.step_peak),
                     p.total, placement_decides ? "the placement peak (before the step runs)" : "the step peak");
  out += fmt::format("  host: {} per process of {}{}{}\n", p.host_peak_per_process, c.host_ram_per_process,
                     p.host_fits ? "" : " (DOES NOT FIT)",
                     p.host_phase.empty()            ? std::string()
                     : p.host_phase == "whole step" ? std::string(", held through the whole step")
                                                    : fmt::format(", peak in the {} phase", p.host_phase));
  out += fmt::format("  remat: {:.2f} TFLOP recomputed per device per micro-step; host traffic {} per device, both ways\n",
                     static_cast<double>(p.recompute_flops) / 1e12, p.offload_bytes);
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
  for (const auto& [n, b] : p.top_at_peak) out += fmt::format("  {:>12}  {}\n", fmt::format("{}", b), n);
  if (!p.scaling.empty()) {
    out += fmt::format("\nscaling (each term at its own peak; the power it grows with when a knob doubles):\n");
    out += fmt::format("  {:<24} {:>12} {:>6} {:>6} {:>6} {:>6}  {}\n", "term", "bytes", "batch", "seq", "dp", "procs", "verdict");
    for (const scaling_line& s : p.scaling)
      out += fmt::format("  {:<24} {:>12} {:>6} {:>6} {:>6} {:>6}  {}\n", s.term, fmt::format("{}", s.value), detail::exponent(s.batch),
           detail::exponent(s.sequence), detail::exponent(s.data_parallel), detail::exponent(s.processes), s.verdict);
  }
  if (!p.warnings.empty()) {
    out += fmt::format("\nwarnings:\n");
    for (const std::string& w : p.warnings) out += fmt::format("  - {}\n", w);
  }
  return out;
}

/// The plan as a markdown table (terms by role, then the totals), for issues and notes.
[[nodiscard]] inline std::string format_plan_markdown(const memory_plan& p, const training_config& given) {
  const training_config c = resolve_axis_roles(given);
  std::string out = fmt::format("**{}**: {} per device of {} usable on {}\n\n| term | bytes per device |\n|---|---:|\n",
                                p.fits ? "fits" : "does not fit", p.total, p.usable, c.device.name);
  for (std::size_t r = 0; r < role_count; ++r)
    if (p.by_role[r] > bytes{0}) out += fmt::format("| {} | {} |\n", name(static_cast<role>(r)), p.by_role[r]);
  out += fmt::format("| step peak ({}) | {} |\n| memory_analysis: argument + output - alias + temp | {} |\n"
                     "| placement peak | {} |\n| overheads | {} |\n| **total** | **{}** |\n",
                     p.phase, p.step_peak, p.categories.total(), p.placement_peak, p.overhead, p.total);
  return out;
}

/// Live device bytes by role at sampled steps of a step's graph (the peak step always among
/// them): a stacked timeline.
struct role_timeline {
  std::vector<std::size_t> steps;
  std::vector<std::array<bytes, role_count>> bytes_by_role;
  std::size_t peak_step = 0;
  bytes peak{0};
  std::size_t forward_ops = 0, optimizer_from = 0;
};

namespace detail {

[[nodiscard]] inline role_timeline sample_timeline(const dataflow_graph& g, std::size_t forward_ops,
                                                   std::size_t optimizer_from, std::size_t columns) {
  const liveness_result r = analyze_liveness(g, g.topological_order());
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

/// The stacked timeline of `cfg`'s step (forward-only when `cfg.eval`), `columns` samples.
[[nodiscard]] inline role_timeline plan_timeline(const training_config& cfg, std::size_t columns = 400) {
  const step_graph s = build_step(cfg);
  return detail::sample_timeline(s.graph(), s.forward_ops, s.optimizer_from, columns);
}

/// An SVG chart of `t`: live device bytes stacked by role against step, the phases shaded, the
/// peak marked, the usable memory drawn as a line when `usable` > 0, and the placement's peak
/// before the step (memory_plan::placement_peak: parameters placed, and device_put's temporary)
/// drawn as a line when `placement_peak` > 0.
[[nodiscard]] inline std::string plan_svg(const role_timeline& t, bytes usable = bytes{0},
                                          std::string_view title = "Live bytes per device",
                                          bytes placement_peak = bytes{0}) {
  constexpr int width = 1000, height = 520, left = 90, right = 170, top = 40, bottom = 50;
  const double plot_w = width - left - right, plot_h = height - top - bottom;
  std::int64_t ymax = std::max({t.peak.count(), usable.count(), placement_peak.count()});
  if (ymax <= 0) ymax = 1;
  const double xmax = t.steps.empty() ? 1.0 : static_cast<double>(std::max<std::size_t>(1, t.steps.back()));
  auto x = [&](double step) { return left + plot_w * step / xmax; };
  auto y = [&](double b) { return top + plot_h * (1.0 - b / static_cast<double>(ymax)); };
  // One color per role, in role order; the array's size is checked against role_count.
  constexpr std::array<const char*, role_count> colors{"#4e79a7", "#bab0ac", "#f28e2b", "#59a14f", "#e15759",
                                                      "#ff9da7", "#b07aa1", "#76b7b2", "#edc948"};
  static_assert(colors.back() != nullptr, "a color for every role");
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n<text x=\"{}\" y=\"24\" font-size=\"16\">{}</text>\n",
      width, height, left, title);
  // Phases.
  auto band = [&](std::size_t from, std::size_t to, const char* label, const char* fill) {
    if (to <= from) return;
    out += fmt::format("<rect x=\"{:.1f}\" y=\"{}\" width=\"{:.1f}\" height=\"{}\" fill=\"{}\"/>\n"
                       "<text x=\"{:.1f}\" y=\"{}\" fill=\"#666\">{}</text>\n",
                       x(static_cast<double>(from)), top, x(static_cast<double>(to)) - x(static_cast<double>(from)),
                       static_cast<int>(plot_h), fill, x(static_cast<double>(from)) + 4, top + 14, label);
  };
  const std::size_t last = t.steps.empty() ? 0 : t.steps.back();
  band(0, t.forward_ops, "forward", "#f7f7f7");
  band(t.forward_ops, t.optimizer_from, "backward", "#eef3f8");
  band(t.optimizer_from, last, "optimizer", "#f7f7f7");
  // Stacked areas, bottom role first.
  std::vector<double> base(t.steps.size(), 0.0);
  for (std::size_t r = 0; r < role_count; ++r) {
    std::vector<double> topv(base);
    bool any = false;
    for (std::size_t i = 0; i < t.steps.size(); ++i) {
      topv[i] += static_cast<double>(t.bytes_by_role[i][r].count());
      any = any || t.bytes_by_role[i][r] > bytes{0};
    }
    if (!any) continue;
    std::string pts;
    for (std::size_t i = 0; i < t.steps.size(); ++i)
      pts += fmt::format("{:.1f},{:.1f} ", x(static_cast<double>(t.steps[i])), y(topv[i]));
    for (std::size_t i = t.steps.size(); i-- > 0;)
      pts += fmt::format("{:.1f},{:.1f} ", x(static_cast<double>(t.steps[i])), y(base[i]));
    out += fmt::format("<polygon points=\"{}\" fill=\"{}\" stroke=\"none\"/>\n", pts, colors[r]);
    const int ly = top + 20 + static_cast<int>(r) * 20;
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{}\"/><text x=\"{}\" y=\"{}\">{}</text>\n",
                       width - right + 16, ly - 10, colors[r], width - right + 34, ly, name(static_cast<role>(r)));
    base = std::move(topv);
  }
  // Axes and ticks.
  out += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n", left, top + plot_h, left + plot_w,
                     top + plot_h);
  out += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n", left, top, left, top + plot_h);
  for (int k = 0; k <= 4; ++k) {
    const double b = static_cast<double>(ymax) * k / 4;
    out += fmt::format("<text x=\"{}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n", left - 6, y(b) + 4,
                       bytes{static_cast<std::int64_t>(b)});
    out += fmt::format("<text x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", x(xmax * k / 4), top + plot_h + 18,
                       static_cast<std::int64_t>(xmax * k / 4));
  }
  out += fmt::format("<text x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\">step</text>\n", left + plot_w / 2, height - 10);
  if (usable > bytes{0})
    out += fmt::format("<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#c00\" stroke-dasharray=\"6 4\"/>"
                       "<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#c00\">usable {}</text>\n",
                       left, y(static_cast<double>(usable.count())), left + plot_w, y(static_cast<double>(usable.count())),
                       left + plot_w + 4, y(static_cast<double>(usable.count())) + 4, usable);
  if (placement_peak > bytes{0})
    out += fmt::format("<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#7a3\" stroke-dasharray=\"2 3\"/>"
                       "<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#7a3\">placement {}{}</text>\n",
                       left, y(static_cast<double>(placement_peak.count())), left + plot_w,
                       y(static_cast<double>(placement_peak.count())), left + plot_w + 4,
                       y(static_cast<double>(placement_peak.count())) + 16, placement_peak,
                       placement_peak > t.peak ? " (the peak, before the step runs)" : "");
  // When the placement decides, the step's own maximum is not the peak: it is labelled as the step's.
  out += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>"
                     "<text x=\"{:.1f}\" y=\"{:.1f}\">{} {} at step {}</text>\n",
                     x(static_cast<double>(t.peak_step)), y(static_cast<double>(t.peak.count())),
                     x(static_cast<double>(t.peak_step)) + 8, y(static_cast<double>(t.peak.count())) - 8,
                     placement_peak > t.peak ? "step peak" : "peak", t.peak, t.peak_step);
  out += "</svg>\n";
  return out;
}

}  // namespace shardmem
