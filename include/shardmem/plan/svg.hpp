// Opt-in output: an SVG chart of a plan's timeline, live bytes per device stacked by role with the
// phases shaded and the peak marked. Not included by shardmem/plan.hpp; written with the same
// detail::svg_writer as schedule/svg.hpp's memory chart.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/plan/report.hpp>
#include <shardmem/schedule/svg.hpp>

namespace shardmem {

/// An SVG chart of `t`: live device bytes stacked by role against step, the phases shaded, the
/// peak marked, the usable memory drawn as a line when `usable` > 0, and the placement's peak
/// before the step (memory_plan::placement_peak: parameters placed, and device_put's temporary)
/// drawn as a line when `placement_peak` > 0. The title and every label are XML-escaped.
/// Example: `plan_svg(plan_timeline(cfg), 80_GiB, "8B & co")` starts with `<svg` and
/// shows the title as `8B &amp; co`.
[[nodiscard]] inline std::string plan_svg(const role_timeline& t, bytes usable = bytes{0},
                                          std::string_view title = "Live bytes per device",
                                          bytes placement_peak = bytes{0}) {
  constexpr int width = 1000, height = 520, left = 90, right = 170, top = 40, bottom = 50;
  // The axes' pixel positions, integers (the plot's corners).
  constexpr int axis_right = width - right, axis_bottom = height - bottom;
  std::int64_t ymax = std::max({t.peak.count(), usable.count(), placement_peak.count()});
  if (ymax <= 0) ymax = 1;
  const double xmax = t.steps.empty() ? 1.0 : static_cast<double>(std::max<std::size_t>(1, t.steps.back()));
  const detail::chart_area area{
      left, top, width - left - right, height - top - bottom, xmax, static_cast<double>(ymax)};
  auto x = [&](std::size_t step) { return area.x(static_cast<double>(step)); };
  auto y = [&](bytes b) { return area.y(static_cast<double>(b.count())); };
  // One color per role, in role order; the array's size is checked against role_count.
  constexpr std::array<const char*, role_count> colors{"#4e79a7", "#bab0ac", "#f28e2b", "#59a14f", "#e15759",
                                                       "#ff9da7", "#b07aa1", "#76b7b2", "#edc948"};
  static_assert(colors.back() != nullptr, "a color for every role");

  detail::svg_writer svg(width, height, 12, false);
  svg.text_element("text", {{"x", left}, {"y", 24}, {"font-size", 16}}, title);
  // Phases.
  auto band = [&](std::size_t from, std::size_t to, const char* label, const char* fill) {
    if (to <= from) return;
    svg.element(
        "rect",
        {{"x", x(from)}, {"y", top}, {"width", x(to) - x(from)}, {"height", axis_bottom - top}, {"fill", fill}});
    svg.text_element("text", {{"x", x(from) + 4}, {"y", top + 14}, {"fill", "#666"}}, label);
  };
  const std::size_t last = t.steps.empty() ? 0 : t.steps.back();
  band(0, t.forward_ops, "forward", "#f7f7f7");
  band(t.forward_ops, t.optimizer_from, "backward", "#eef3f8");
  band(t.optimizer_from, last, "optimizer", "#f7f7f7");
  // Stacked areas, bottom role first, each with its legend entry.
  std::vector<double> base(t.steps.size(), 0.0);
  for (std::size_t r = 0; r < role_count; ++r) {
    std::vector<double> topv(base);
    bool any = false;
    for (std::size_t i = 0; i < t.steps.size(); ++i) {
      topv[i] += static_cast<double>(t.bytes_by_role[i][r].count());
      any = any || t.bytes_by_role[i][r] > bytes{0};
    }
    if (!any) continue;
    std::string points;
    for (std::size_t i = 0; i < t.steps.size(); ++i) detail::append_point(points, x(t.steps[i]), area.y(topv[i]));
    for (std::size_t i = t.steps.size(); i-- > 0;) detail::append_point(points, x(t.steps[i]), area.y(base[i]));
    svg.element("polygon", {{"points", points}, {"fill", colors[r]}, {"stroke", "none"}});
    const int ly = top + 20 + static_cast<int>(r) * 20;
    svg.element("rect", {{"x", axis_right + 16}, {"y", ly - 10}, {"width", 12}, {"height", 12}, {"fill", colors[r]}},
                "");
    svg.text_element("text", {{"x", axis_right + 34}, {"y", ly}}, name(static_cast<role>(r)));
    base = std::move(topv);
  }
  // Axes and ticks.
  svg.element("line",
              {{"x1", left}, {"y1", axis_bottom}, {"x2", axis_right}, {"y2", axis_bottom}, {"stroke", "black"}});
  svg.element("line", {{"x1", left}, {"y1", top}, {"x2", left}, {"y2", axis_bottom}, {"stroke", "black"}});
  for (int k = 0; k <= 4; ++k) {
    const double b = static_cast<double>(ymax) * k / 4;
    svg.text_element("text", {{"x", left - 6}, {"y", area.y(b) + 4}, {"text-anchor", "end"}},
                     fmt::format("{}", bytes{static_cast<std::int64_t>(b)}));
    svg.text_element("text", {{"x", area.x(xmax * k / 4)}, {"y", axis_bottom + 18}, {"text-anchor", "middle"}},
                     fmt::format("{}", static_cast<std::int64_t>(xmax * k / 4)));
  }
  svg.text_element("text", {{"x", area.left + area.width / 2}, {"y", height - 10}, {"text-anchor", "middle"}}, "step");
  // Horizontal marks: the usable memory, and the placement's peak before the step.
  auto level = [&](bytes at, const char* color, const char* dashes, double label_dy, const std::string& label) {
    svg.element("line",
                {{"x1", left},
                 {"y1", y(at)},
                 {"x2", area.right()},
                 {"y2", y(at)},
                 {"stroke", color},
                 {"stroke-dasharray", dashes}},
                "");
    svg.text_element("text", {{"x", area.right() + 4}, {"y", y(at) + label_dy}, {"fill", color}}, label);
  };
  if (usable > bytes{0}) level(usable, "#c00", "6 4", 4, fmt::format("usable {}", usable));
  if (placement_peak > bytes{0})
    level(placement_peak, "#7a3", "2 3", 16,
          fmt::format("placement {}{}", placement_peak,
                      placement_peak > t.peak ? " (the peak, before the step runs)" : ""));
  // When the placement decides, the step's own maximum is not the peak: it is labelled as the step's.
  const double peak_x = x(t.peak_step), peak_y = y(t.peak);
  svg.element("circle",
              {{"cx", peak_x}, {"cy", peak_y}, {"r", 5}, {"fill", "none"}, {"stroke", "black"}, {"stroke-width", 2}},
              "");
  svg.text_element("text", {{"x", peak_x + 8}, {"y", peak_y - 8}},
                   fmt::format("{} {} at step {}", placement_peak > t.peak ? "step peak" : "peak", t.peak,
                               t.peak_step));
  return std::move(svg).finish();
}

}  // namespace shardmem
