// Text reports of a liveness analysis: the timeline of live bytes per device, the peak and what
// is live there, and the memory_analysis categories, as readable fixed-width tables.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/graph/liveness.hpp>

namespace shardmem {

/// How much of a long timeline to print.
struct liveness_report_options {
  std::size_t max_rows = 32;  ///< timeline rows at most (1 or more); longer timelines are sampled (peak kept)
  std::size_t top = 10;       ///< largest buffers listed at the peak
  int bar_width = 30;         ///< width of the bar drawn beside each row
};

/// A readable report of `r` (the analysis of `g` over `s`):
///   step  op        scope          live/device  host/device
///      0  embed     layer.0        12.00 MiB    0 B          ####
///   ...
///   peak 1.23 GiB per device at step 17, op 'mlp.bwd' (layer.1/mlp)
/// then memory_analysis, the breakdown by role and the largest buffers live at the peak.
/// @throws invalid_error when `o.max_rows` is 0 (no timeline has room for its peak in no rows).
[[nodiscard]] inline std::string liveness_report(const dataflow_graph& g, const schedule& s, const liveness_result& r,
                                                 const liveness_report_options& o = {}) {
  if (o.max_rows == 0)
    detail::raise<invalid_error>("liveness_report: max_rows is 0; the timeline needs at least 1 row (its peak)");
  std::string out;
  const std::size_t steps = r.device_timeline.size();
  const std::int64_t peak = std::max<std::int64_t>(r.peak.count(), 1);
  auto op_label = [&](std::size_t i) -> std::pair<std::string, std::string> {
    if (i >= s.size()) return {"(no ops)", ""};
    return {std::string(g.op_name(s[i])), std::string(g.op_scope(s[i]))};
  };
  std::size_t name_w = 2, scope_w = 5;
  for (std::size_t i = 0; i < std::min<std::size_t>(s.size(), 4096); ++i) {
    name_w = std::max(name_w, g.op_name(s[i]).size());
    scope_w = std::max(scope_w, g.op_scope(s[i]).size());
  }
  name_w = std::min<std::size_t>(name_w, 28);
  scope_w = std::min<std::size_t>(scope_w, 24);
  auto clip = [](std::string t, std::size_t w) { return t.size() > w ? t.substr(0, w - 1) + "~" : t; };
  out += fmt::format("{:>5}  {:<{}}  {:<{}}  {:>12}  {:>12}\n", "step", "op", name_w, "scope", scope_w, "live/device",
                     "host/device");
  const std::size_t stride = steps <= o.max_rows ? 1 : (steps + o.max_rows - 1) / o.max_rows;
  std::size_t previous = 0;
  bool first_row = true;
  for (std::size_t i = 0; i < steps; ++i) {
    if (i % stride != 0 && i != r.peak_step && i + 1 != steps) continue;
    if (!first_row && i != previous + 1) out += fmt::format("{:>5}\n", "...");
    first_row = false;
    previous = i;
    const auto [name, scope] = op_label(i);
    // In double: timeline * width overflows int64 for exabyte timelines; timeline <= peak keeps it in range.
    const auto bar = static_cast<std::size_t>(static_cast<double>(std::max<std::int64_t>(r.device_timeline[i], 0)) /
                                              static_cast<double>(peak) * std::max(o.bar_width, 0));
    out += fmt::format("{:>5}  {:<{}}  {:<{}}  {:>12}  {:>12}  {}{}\n", i, clip(name, name_w), name_w,
                       clip(scope, scope_w), scope_w, fmt::format("{}", bytes{r.device_timeline[i]}),
                       fmt::format("{}", bytes{r.host_timeline[i]}), std::string(bar, '#'),
                       i == r.peak_step ? " <- peak" : "");
  }
  if (r.peak_op) {
    const std::string scope(g.op_scope(*r.peak_op));
    out += fmt::format("\npeak {} per device at step {}, op '{}'{}\n", r.peak, r.peak_step, g.op_name(*r.peak_op),
                       scope.empty() ? "" : fmt::format(" ({})", scope));
  } else {
    out += fmt::format("\npeak {} per device (arguments only)\n", r.peak);
  }
  const auto& d = r.device;
  out += fmt::format("memory_analysis per device: argument {}, output {}, alias {}, temp {}, total {}\n", d.argument,
                     d.output, d.alias, d.temp, d.total());
  if (r.host_peak > bytes{0}) {
    const auto& h = r.host;
    out += fmt::format("host (pinned_host) per device: peak {}, argument {}, output {}, temp {}; per process:",
                       r.host_peak, h.argument, h.output, h.temp);
    for (std::size_t p = 0; p < std::min<std::size_t>(r.host_peak_per_process.size(), 8); ++p)
      out += fmt::format(" {}", r.host_peak_per_process[p]);
    out += r.host_peak_per_process.size() > 8 ? " ...\n" : "\n";
  }
  const live_set live = live_at_peak(r);
  out += "at the peak, by role:";
  for (std::size_t i = 0; i < role_count; ++i)
    if (live.by_role[i] > bytes{0}) out += fmt::format(" {} {},", name(static_cast<role>(i)), live.by_role[i]);
  if (out.back() == ',') out.pop_back();
  out += fmt::format("\nlargest live at the peak ({} of {}):\n", std::min(o.top, live.buffers.size()),
                     live.buffers.size());
  for (std::size_t i = 0; i < std::min(o.top, live.buffers.size()); ++i) {
    const auto& b = live.buffers[i];
    const std::string what = b.value ? g.describe(*b.value)
                                     : fmt::format("workspace of op '{}'", g.op_name(*b.workspace_of));
    out += fmt::format("  {:>12}  {:<19}  {}  [steps {}..{}]\n", fmt::format("{}", b.size), name(b.role), what, b.first,
                       b.last);
  }
  return out;
}

}  // namespace shardmem
