// Opt-in output: an SVG line chart of live memory against step for several schedules, with axes,
// tick labels, a title and a legend. Not included by shardmem/schedule.hpp.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>

namespace shardmem {

/// One line of the chart: a name and the bytes live during each step (`schedule_summary::timeline`).
struct memory_series {
  std::string name;
  std::vector<bytes> timeline;
};

/// Size and text of the chart.
struct svg_chart_options {
  std::string title = "Live memory per step";
  int width = 960;
  int height = 540;
};

namespace detail {

/// Escapes text for SVG/XML content.
[[nodiscard]] inline std::string xml_escape(std::string_view text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out.push_back(ch);
    }
  }
  return out;
}

/// A "nice" tick step (1, 2 or 5 times a power of ten) giving about `count` ticks over `span`.
[[nodiscard]] inline std::int64_t nice_step(std::int64_t span, std::int64_t count) {
  const double raw = static_cast<double>(std::max<std::int64_t>(span, 1)) / static_cast<double>(count);
  double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (raw <= m * power) return std::max<std::int64_t>(1, static_cast<std::int64_t>(m * power));
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(10 * power));
}

}  // namespace detail

/// An SVG document charting each series as a step line (x: step, y: live bytes), overlaid on
/// shared axes, with a legend below giving each name, its peak and its length. Readable in any
/// browser.
/// @pre at least one series; each step is drawn as a horizontal segment from step to step + 1.
/// Example: `memory_chart_svg({{"store all", summary.timeline}})` starts with `<svg`.
[[nodiscard]] inline std::string memory_chart_svg(std::span<const memory_series> series,
                                                  const svg_chart_options& options = {}) {
  static constexpr std::string_view colors[] = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"};
  std::int64_t steps = 1, peak = 1;
  std::vector<std::string> labels;
  for (const memory_series& s : series) {
    steps = std::max<std::int64_t>(steps, static_cast<std::int64_t>(s.timeline.size()));
    std::int64_t series_peak = 0;
    for (bytes b : s.timeline) series_peak = std::max(series_peak, b.count());
    peak = std::max(peak, series_peak);
    labels.push_back(fmt::format("{} (peak {}, {} steps)", s.name, bytes{series_peak}, s.timeline.size()));
  }
  // The legend sits below the plot, one row per series.
  const double width = options.width, height = options.height;
  const double legend_h = 22.0 * static_cast<double>(series.size());
  const double left = 80, right = 30, top = 50, bottom = 70 + legend_h;
  const double plot_w = width - left - right, plot_h = std::max(100.0, height - top - bottom);
  const std::int64_t y_step = detail::nice_step(peak, 6);
  const std::int64_t y_max = (peak + y_step - 1) / y_step * y_step;
  const std::int64_t x_step = detail::nice_step(steps, 10);
  auto px = [&](double step) { return left + plot_w * step / static_cast<double>(steps); };
  auto py = [&](double value) { return top + plot_h * (1.0 - value / static_cast<double>(y_max)); };

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"13\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"{2}\" y=\"28\" font-size=\"18\" font-weight=\"bold\">{3}</text>\n",
      options.width, options.height, left, detail::xml_escape(options.title));
  // Grid, ticks and tick labels.
  for (std::int64_t v = 0; v <= y_max; v += y_step) {
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"#dddddd\"/>\n"
        "<text x=\"{3:.1f}\" y=\"{4:.1f}\" text-anchor=\"end\">{5}</text>\n",
        left, py(static_cast<double>(v)), left + plot_w, left - 8, py(static_cast<double>(v)) + 4,
        detail::xml_escape(fmt::format("{}", bytes{v})));
  }
  for (std::int64_t t = 0; t <= steps; t += x_step) {
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"#333333\"/>\n"
        "<text x=\"{0:.1f}\" y=\"{3:.1f}\" text-anchor=\"middle\">{4}</text>\n",
        px(static_cast<double>(t)), top + plot_h, top + plot_h + 5, top + plot_h + 20, t);
  }
  // Axes and their labels.
  svg += fmt::format(
      "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"black\"/>\n"
      "<line x1=\"{0:.1f}\" y1=\"{2:.1f}\" x2=\"{3:.1f}\" y2=\"{2:.1f}\" stroke=\"black\"/>\n"
      "<text x=\"{4:.1f}\" y=\"{5:.1f}\" text-anchor=\"middle\">step (one action each)</text>\n"
      "<text x=\"18\" y=\"{6:.1f}\" text-anchor=\"middle\" transform=\"rotate(-90 18 {6:.1f})\">live memory</text>\n",
      left, top, top + plot_h, left + plot_w, left + plot_w / 2, top + plot_h + 42, top + plot_h / 2);
  // One step line per series, and the legend.
  for (std::size_t k = 0; k < series.size(); ++k) {
    const memory_series& s = series[k];
    const std::string_view color = colors[k % std::size(colors)];
    std::string points;
    for (std::size_t t = 0; t < s.timeline.size(); ++t) {
      const double y = py(static_cast<double>(s.timeline[t].count()));
      points += fmt::format("{:.1f},{:.1f} {:.1f},{:.1f} ", px(static_cast<double>(t)), y,
                            px(static_cast<double>(t + 1)), y);
    }
    svg += fmt::format(
        "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" points=\"{}\"><title>{}</title></polyline>\n",
        color, points, detail::xml_escape(s.name));
    const double ly = top + plot_h + 66 + 22.0 * static_cast<double>(k);
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"{3}\" stroke-width=\"3\"/>\n"
        "<text x=\"{4:.1f}\" y=\"{5:.1f}\">{6}</text>\n",
        left, ly, left + 24, color, left + 32, ly + 4, detail::xml_escape(labels[k]));
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace shardmem
