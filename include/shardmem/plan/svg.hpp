// Opt-in output: SVG charts of plans. plan_svg: a plan's timeline, live bytes per device stacked by
// role, the overheads on top, the placement as a phase before the step, the step's phases shaded,
// the peak marked, round ticks, and hover text (`<title>`) on every band. plan_compare_svg: several
// plans' timelines overlaid. Not included by shardmem/plan.hpp; written with the same
// detail::svg_writer as schedule/svg.hpp's memory chart.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/schedule/svg.hpp>

namespace shardmem {

/// What plan_svg draws besides the timeline. plan_svg_options_of fills it from a plan.
struct plan_svg_options {
  std::string title = "Live bytes per device";
  /// A smaller line under the title (the configuration: to_string(config, target)), wrapped.
  std::string subtitle{};
  bytes usable{0};    ///< drawn as a dashed line when > 0
  bytes overhead{0};  ///< drawn as a band on top of the stacked roles when > 0
  std::string overhead_detail{};  ///< the overhead band's hover text
  /// The placement before the step (memory_plan::placement_by_role), drawn as its own phase left
  /// of step 0 when any is > 0.
  std::array<bytes, role_count> placement_by_role{};
  std::string placement_detail{};  ///< the placement phase's hover text
  /// Per role, what its band's hover text adds (memory_plan::largest_at_peak).
  std::array<std::string, role_count> role_detail{};
  int width = 1000;
  int height = 560;
};

namespace detail {

// One color per role, in role order.
inline constexpr std::array<const char*, role_count> role_colors{
    "#4e79a7", "#bab0ac", "#f28e2b", "#59a14f", "#e15759", "#ff9da7", "#b07aa1", "#76b7b2", "#edc948"};

/// Round ticks for a byte axis: a step of 1, 2 or 5 times a power of ten of the largest binary
/// unit (B, KiB, MiB, GiB, TiB, PiB) that `span` reaches, about `count` of them over `span`; the
/// labels name that unit (`20 GiB`, `2.5 GiB`).
struct byte_ticks {
  double step = 1;  ///< bytes between ticks
  double unit = 1;  ///< bytes of the unit the labels use
  std::string_view unit_name = "B";
  double top = 1;  ///< the top of the axis: a whole number of steps, at least the span

  [[nodiscard]] std::string label(double value) const {
    const double v = std::round(value / unit * 100) / 100;
    if (v == 0) return "0";
    return fmt::format("{:g} {}", v, unit_name);
  }
};

[[nodiscard]] inline byte_ticks round_byte_ticks(std::int64_t span, int count) {
  static constexpr std::array<std::string_view, 6> names{"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  byte_ticks t;
  const double s = static_cast<double>(std::max<std::int64_t>(span, 1));
  std::size_t k = 0;
  while (k + 1 < names.size() && s >= t.unit * 1024) t.unit *= 1024, ++k;
  t.unit_name = names[k];
  const double raw = s / t.unit / count;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  double m = 10;
  for (const double c : {1.0, 2.0, 5.0})
    if (raw <= c * power * (1 + 1e-9)) {
      m = c;
      break;
    }
  t.step = std::max(1.0, m * power * t.unit);
  t.top = std::ceil(s / t.step - 1e-9) * t.step;
  return t;
}

/// `text` cut at spaces into lines of at most `width` characters (a word longer stays whole), at
/// most `lines` of them, the last ending in `...` when text was left out.
[[nodiscard]] inline std::vector<std::string> wrap_words(std::string_view text, std::size_t width, std::size_t lines) {
  std::vector<std::string> out;
  std::string line;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(at, end - at);
    at = end + 1;
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      if (out.size() + 1 == lines) {
        out.push_back(line + " ...");
        return out;
      }
      out.push_back(std::move(line));
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += word;
  }
  if (!line.empty()) out.push_back(std::move(line));
  return out;
}

}  // namespace detail

/// The options that draw plan `p`: its model in the title, its configuration under it, its usable
/// memory, overheads, placement and each role's largest buffer at the peak.
[[nodiscard]] inline plan_svg_options plan_svg_options_of(const memory_plan& p) {
  plan_svg_options o;
  o.title = fmt::format("{}: live bytes per device by role; {} ({} of {})", p.config.model.name,
                        p.fits ? "fits" : "does not fit", p.total, p.usable);
  o.subtitle = to_string(p.config, p.target);
  o.usable = p.usable;
  o.overhead = p.overhead;
  o.overhead_detail = fmt::format(
      "overheads {}: runtime context {}, communicator buffers {} x {}, fragmentation {:.0f}% of the bound", p.overhead,
      p.target.overheads.runtime_context, p.target.overheads.per_communicator, p.communicators,
      p.target.overheads.fragmentation * 100);
  o.placement_by_role = p.placement_by_role;
  o.placement_detail =
      p.placement_temp > bytes{0}
          ? fmt::format("placement: {} at its peak, with a temporary of {} for {}", p.placement_peak, p.placement_temp,
                        p.placement_array)
          : fmt::format("placement: {} at its peak (the arguments placed)", p.placement_peak);
  o.role_detail = p.largest_at_peak;
  return o;
}

/// An SVG chart of `t`: live device bytes stacked by role against the step's ops, the overheads
/// as a band on top, the placement as a phase before op 0, the forward, backward and optimizer
/// phases shaded, the usable memory as a line, the peak marked; ticks at round bytes and round op
/// counts; a `<title>` (hover text) on every band, phase, legend entry and mark. The title and
/// every label are XML-escaped. The plot's rectangle carries `data-first-op` and `data-last-op`
/// (an invisible `rect id="timeline"`) so that a page's script can map a pointer to an op.
/// Example: `plan_svg(plan_timeline(cfg), {.title = "8B & co"})` starts with `<svg` and shows the
/// title as `8B &amp; co`.
[[nodiscard]] inline std::string plan_svg(const role_timeline& t, const plan_svg_options& o = {}) {
  const std::vector<std::string> sub = detail::wrap_words(o.subtitle, 150, 3);
  const int width = std::max(400, o.width), height = std::max(300, o.height);
  const int left = 90, right = 200, top = 50 + 14 * static_cast<int>(sub.size()), bottom = 50;
  const int axis_right = width - right, axis_bottom = height - bottom;
  bytes placement_total{0};
  for (const bytes b : o.placement_by_role) placement_total += b;
  const bool placed = placement_total > bytes{0};
  // The placement phase takes 6% of the plot, left of op 0.
  const double placement_w = placed ? 0.06 * (axis_right - left) : 0.0;
  std::int64_t ymax = std::max({t.peak.count() + o.overhead.count(), o.usable.count(),
                                placement_total.count() + o.overhead.count(), std::int64_t{1}});
  for (const auto& at : t.bytes_by_role) {
    std::int64_t sum = o.overhead.count();
    for (const bytes b : at) sum += b.count();
    ymax = std::max(ymax, sum);
  }
  const detail::byte_ticks yt = detail::round_byte_ticks(ymax, 6);
  const std::size_t last = t.steps.empty() ? 0 : t.steps.back();
  const double xmax = static_cast<double>(std::max<std::size_t>(1, last));
  const detail::chart_area area{
      left + placement_w, static_cast<double>(top), axis_right - left - placement_w, static_cast<double>(axis_bottom - top),
      xmax, yt.top};
  auto x = [&](std::size_t step) { return area.x(static_cast<double>(step)); };
  auto y = [&](double b) { return area.y(b); };

  detail::svg_writer svg(width, height, 12, true);
  svg.text_element("text", {{"x", left}, {"y", 24}, {"font-size", 16}, {"font-weight", "bold"}}, o.title);
  for (std::size_t i = 0; i < sub.size(); ++i)
    svg.text_element("text", {{"x", left}, {"y", 42 + 14 * static_cast<int>(i)}, {"font-size", 11}, {"fill", "#555"}},
                     sub[i]);
  // Phases, each a band with its hover text.
  auto band = [&](double from, double to, const char* label, const char* fill, const std::string& hover) {
    if (to <= from) return;
    svg.open("rect", {{"x", from}, {"y", top}, {"width", to - from}, {"height", axis_bottom - top}, {"fill", fill}});
    svg.text_element("title", {}, hover, "");
    svg.close("rect");
    svg.text_element("text", {{"x", from + 4}, {"y", top + 14}, {"fill", "#666"}}, label);
  };
  if (placed) band(left, area.left, "placement", "#f3efe6", o.placement_detail);
  band(x(0), x(t.forward_ops), "forward", "#f7f7f7",
       fmt::format("forward: ops 0 to {}", t.forward_ops == 0 ? 0 : t.forward_ops - 1));
  band(x(t.forward_ops), x(t.optimizer_from), "backward", "#eef3f8",
       fmt::format("backward: ops {} to {}", t.forward_ops, t.optimizer_from == 0 ? 0 : t.optimizer_from - 1));
  band(x(t.optimizer_from), x(last), "optimizer", "#f7f7f7",
       fmt::format("optimizer: ops {} to {}", t.optimizer_from, last));
  // Grid and ticks: round bytes, round op counts.
  for (double v = 0; v <= yt.top * (1 + 1e-12); v += yt.step) {
    svg.element("line", {{"x1", left}, {"y1", y(v)}, {"x2", area.right()}, {"y2", y(v)}, {"stroke", "#e4e4e4"}});
    svg.text_element("text", {{"x", left - 6}, {"y", y(v) + 4}, {"text-anchor", "end"}}, yt.label(v));
  }
  const std::int64_t x_step = detail::nice_step(static_cast<std::int64_t>(xmax), 8);
  for (std::int64_t k = 0; static_cast<double>(k) <= xmax; k += x_step) {
    const double px = area.x(static_cast<double>(k));
    svg.element("line", {{"x1", px}, {"y1", axis_bottom}, {"x2", px}, {"y2", axis_bottom + 5}, {"stroke", "#333"}});
    svg.text_element("text", {{"x", px}, {"y", axis_bottom + 18}, {"text-anchor", "middle"}}, fmt::format("{}", k));
  }
  // Stacked areas, bottom role first, each with its hover text and legend entry; the placement's
  // column in the same colors.
  std::vector<double> base(t.steps.size(), 0.0);
  double placement_base = 0;
  int legend = 0;
  for (std::size_t r = 0; r < role_count; ++r) {
    const std::string_view role_name = name(static_cast<role>(r));
    std::vector<double> topv(base);
    bytes most{0};
    for (std::size_t i = 0; i < t.steps.size(); ++i) {
      topv[i] += static_cast<double>(t.bytes_by_role[i][r].count());
      most = std::max(most, t.bytes_by_role[i][r]);
    }
    const bytes at_placement = o.placement_by_role[r];
    if (most == bytes{0} && at_placement == bytes{0}) continue;
    const std::string hover =
        fmt::format("{}: at most {} live{}", role_name, most,
                    o.role_detail[r].empty() ? std::string() : fmt::format("; largest at the peak: {}", o.role_detail[r]));
    if (most > bytes{0}) {
      std::string points;
      for (std::size_t i = 0; i < t.steps.size(); ++i) detail::append_point(points, x(t.steps[i]), y(topv[i]));
      for (std::size_t i = t.steps.size(); i-- > 0;) detail::append_point(points, x(t.steps[i]), y(base[i]));
      svg.open("polygon", {{"points", points}, {"fill", detail::role_colors[r]}, {"stroke", "none"}});
      svg.text_element("title", {}, hover, "");
      svg.close("polygon");
    }
    if (at_placement > bytes{0}) {
      const double h = static_cast<double>(at_placement.count());
      svg.open("rect", {{"x", left + 0.15 * placement_w},
                        {"y", y(placement_base + h)},
                        {"width", 0.7 * placement_w},
                        {"height", y(placement_base) - y(placement_base + h)},
                        {"fill", detail::role_colors[r]}});
      svg.text_element("title", {}, fmt::format("{} at the placement: {}", role_name, at_placement), "");
      svg.close("rect");
      placement_base += h;
    }
    const int ly = top + 20 + legend++ * 20;
    svg.open("g", {});
    svg.element("rect", {{"x", axis_right + 16}, {"y", ly - 10}, {"width", 12}, {"height", 12}, {"fill", detail::role_colors[r]}},
                "");
    svg.text_element("text", {{"x", axis_right + 34}, {"y", ly}}, role_name, "");
    svg.text_element("title", {}, hover, "");
    svg.close("g");
    base = std::move(topv);
  }
  // The overheads: a band of their bytes on top of the stack, and on top of the placement.
  if (o.overhead > bytes{0}) {
    const double oh = static_cast<double>(o.overhead.count());
    const std::string hover = o.overhead_detail.empty() ? fmt::format("overheads {}", o.overhead) : o.overhead_detail;
    if (!t.steps.empty()) {
      std::string points;
      for (std::size_t i = 0; i < t.steps.size(); ++i) detail::append_point(points, x(t.steps[i]), y(base[i] + oh));
      for (std::size_t i = t.steps.size(); i-- > 0;) detail::append_point(points, x(t.steps[i]), y(base[i]));
      svg.open("polygon", {{"points", points}, {"fill", "#d9d9d9"}, {"stroke", "#999"}, {"stroke-dasharray", "3 2"}});
      svg.text_element("title", {}, hover, "");
      svg.close("polygon");
    }
    if (placed) {
      svg.open("rect", {{"x", left + 0.15 * placement_w},
                        {"y", y(placement_base + oh)},
                        {"width", 0.7 * placement_w},
                        {"height", y(placement_base) - y(placement_base + oh)},
                        {"fill", "#d9d9d9"}});
      svg.text_element("title", {}, hover, "");
      svg.close("rect");
    }
    const int ly = top + 20 + legend++ * 20;
    svg.open("g", {});
    svg.element("rect", {{"x", axis_right + 16}, {"y", ly - 10}, {"width", 12}, {"height", 12}, {"fill", "#d9d9d9"}}, "");
    svg.text_element("text", {{"x", axis_right + 34}, {"y", ly}}, "overheads", "");
    svg.text_element("title", {}, hover, "");
    svg.close("g");
  }
  // Axes.
  svg.element("line", {{"x1", left}, {"y1", axis_bottom}, {"x2", axis_right}, {"y2", axis_bottom}, {"stroke", "black"}});
  svg.element("line", {{"x1", left}, {"y1", top}, {"x2", left}, {"y2", axis_bottom}, {"stroke", "black"}});
  svg.text_element("text", {{"x", area.left + area.width / 2}, {"y", height - 10}, {"text-anchor", "middle"}},
                   "op of the step, in the order it runs");
  // The usable memory.
  if (o.usable > bytes{0}) {
    const double uy = y(static_cast<double>(o.usable.count()));
    svg.open("line", {{"x1", left}, {"y1", uy}, {"x2", area.right()}, {"y2", uy}, {"stroke", "#c00"}, {"stroke-dasharray", "6 4"}});
    svg.text_element("title", {}, fmt::format("usable memory per device: {}", o.usable), "");
    svg.close("line", "");
    svg.text_element("text", {{"x", area.right() + 4}, {"y", uy + 4}, {"fill", "#c00"}}, fmt::format("usable {}", o.usable));
  }
  // The peak: the step's, or the placement's when that is higher (the verdict's peak then).
  const bool placement_decides = placement_total > t.peak;
  const double peak_x = x(t.peak_step), peak_y = y(static_cast<double>(t.peak.count()));
  svg.open("circle", {{"cx", peak_x}, {"cy", peak_y}, {"r", 5}, {"fill", "none"}, {"stroke", "black"}, {"stroke-width", 2}});
  svg.text_element("title", {}, fmt::format("the step's peak: {} live at op {}", t.peak, t.peak_step), "");
  svg.close("circle", "");
  svg.text_element("text", {{"x", std::min(peak_x + 8, area.right() - 200)}, {"y", peak_y - 8}},
                   fmt::format("{} {} at op {}{}", placement_decides ? "step peak" : "peak", t.peak, t.peak_step,
                               o.overhead > bytes{0} ? fmt::format(" (+ {} overheads)", o.overhead) : std::string()));
  if (placement_decides)
    svg.text_element("text", {{"x", left + 2}, {"y", y(static_cast<double>(placement_total.count())) - 6}},
                     fmt::format("placement {}: the peak, before the step runs", placement_total));
  // The plot's rectangle for a page's script: pointer x to op.
  svg.element("rect", {{"id", "timeline"},
                       {"x", area.left},
                       {"y", top},
                       {"width", area.width},
                       {"height", axis_bottom - top},
                       {"fill", "none"},
                       {"pointer-events", "none"},
                       {"data-first-op", 0},
                       {"data-last-op", static_cast<std::int64_t>(last)}});
  return std::move(svg).finish();
}

/// plan_svg of plan `p`'s timeline `t`, drawn with plan_svg_options_of(p).
[[nodiscard]] inline std::string plan_svg(const memory_plan& p, const role_timeline& t) {
  return plan_svg(t, plan_svg_options_of(p));
}

/// One plan of a comparison: a label, its timeline, and what its verdict adds to the timeline.
struct compared_timeline {
  std::string label;
  role_timeline timeline;
  bytes overhead{0};
  bytes total{0};  ///< the verdict's bytes (memory_plan::total)
  bool fits = false;
};

/// Several plans' timelines overlaid: each one's live bytes (all roles summed) plus its overheads
/// as a line against the fraction of its step done (the steps have different op counts), its
/// verdict in the legend and on hover; the usable memory as a line. Round ticks, escaped text.
/// @pre at most 6 plans (one color each).
/// Example: `plan_compare_svg({{"remat none", ta, ...}, {"remat full", tb, ...}}, 80_GiB, "8B")`.
[[nodiscard]] inline std::string plan_compare_svg(std::span<const compared_timeline> plans, bytes usable,
                                                  std::string_view title) {
  static constexpr std::array<const char*, 6> colors{"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"};
  if (plans.size() > colors.size())
    throw invalid_error(fmt::format("plan_compare_svg: {} plans to compare; it draws at most {}", plans.size(),
                                    colors.size()));
  constexpr int width = 1000, left = 90, right = 30, top = 50;
  const int height = 500 + 22 * static_cast<int>(plans.size());
  const int axis_bottom = 440;
  std::int64_t ymax = std::max<std::int64_t>(usable.count(), 1);
  std::vector<std::vector<double>> sums(plans.size());
  for (std::size_t k = 0; k < plans.size(); ++k) {
    const compared_timeline& c = plans[k];
    ymax = std::max(ymax, c.total.count());
    for (const auto& at : c.timeline.bytes_by_role) {
      std::int64_t s = c.overhead.count();
      for (const bytes b : at) s += b.count();
      sums[k].push_back(static_cast<double>(s));
      ymax = std::max(ymax, s);
    }
  }
  const detail::byte_ticks yt = detail::round_byte_ticks(ymax, 6);
  const detail::chart_area area{left, top, static_cast<double>(width - left - right),
                                static_cast<double>(axis_bottom - top), 100.0, yt.top};
  detail::svg_writer svg(width, height, 12, true);
  svg.text_element("text", {{"x", left}, {"y", 28}, {"font-size", 16}, {"font-weight", "bold"}}, title);
  for (double v = 0; v <= yt.top * (1 + 1e-12); v += yt.step) {
    svg.element("line", {{"x1", left}, {"y1", area.y(v)}, {"x2", area.right()}, {"y2", area.y(v)}, {"stroke", "#e4e4e4"}});
    svg.text_element("text", {{"x", left - 6}, {"y", area.y(v) + 4}, {"text-anchor", "end"}}, yt.label(v));
  }
  for (int pct = 0; pct <= 100; pct += 10)
    svg.text_element("text", {{"x", area.x(pct)}, {"y", axis_bottom + 18}, {"text-anchor", "middle"}},
                     fmt::format("{}%", pct));
  svg.element("line", {{"x1", left}, {"y1", axis_bottom}, {"x2", area.right()}, {"y2", axis_bottom}, {"stroke", "black"}});
  svg.element("line", {{"x1", left}, {"y1", top}, {"x2", left}, {"y2", axis_bottom}, {"stroke", "black"}});
  svg.text_element("text", {{"x", area.left + area.width / 2}, {"y", axis_bottom + 38}, {"text-anchor", "middle"}},
                   "share of the step done (each plan's own op count)");
  if (usable > bytes{0}) {
    const double uy = area.y(static_cast<double>(usable.count()));
    svg.element("line", {{"x1", left}, {"y1", uy}, {"x2", area.right()}, {"y2", uy}, {"stroke", "#c00"}, {"stroke-dasharray", "6 4"}});
    svg.text_element("text", {{"x", area.right() - 4}, {"y", uy - 4}, {"fill", "#c00"}, {"text-anchor", "end"}},
                     fmt::format("usable {}", usable));
  }
  for (std::size_t k = 0; k < plans.size(); ++k) {
    const compared_timeline& c = plans[k];
    const double n = static_cast<double>(std::max<std::size_t>(1, c.timeline.steps.empty() ? 1 : c.timeline.steps.back()));
    const std::string hover = fmt::format("{}: {} per device with overheads, {}; step peak {} at op {}", c.label, c.total,
                                          c.fits ? "fits" : "does not fit", c.timeline.peak, c.timeline.peak_step);
    std::string points;
    for (std::size_t i = 0; i < c.timeline.steps.size(); ++i)
      detail::append_point(points, area.x(100.0 * static_cast<double>(c.timeline.steps[i]) / n), area.y(sums[k][i]));
    svg.open("polyline", {{"fill", "none"}, {"stroke", colors[k]}, {"stroke-width", 2}, {"points", points}});
    svg.text_element("title", {}, hover, "");
    svg.close("polyline");
    const double ly = axis_bottom + 62 + 22.0 * static_cast<double>(k);
    svg.element("line", {{"x1", left}, {"y1", ly}, {"x2", left + 24}, {"y2", ly}, {"stroke", colors[k]}, {"stroke-width", 3}});
    svg.text_element("text", {{"x", left + 32}, {"y", ly + 4}},
                     fmt::format("{}: {} with overheads, {}", c.label, c.total, c.fits ? "fits" : "does not fit"));
  }
  return std::move(svg).finish();
}

}  // namespace shardmem
