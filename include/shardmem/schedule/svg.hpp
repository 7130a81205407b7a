// Opt-in output: an SVG line chart of live memory against step for several schedules, with axes,
// tick labels, a title and a legend. Not included by shardmem/schedule.hpp.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
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
  std::string x_label = "step (one action each)";  ///< what a step is
  std::string y_label = "live memory";             ///< drawn above the plot, never over it
};

namespace detail {

/// Escapes text for SVG/XML content and attribute values.
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

// A tick step for bytes: 1, 2 or 5 times a power of ten of a power of 1024 (B, KiB, MiB, ...), the
// least that divides `span` into at most `count` steps, so that every tick reads round.
[[nodiscard]] inline std::int64_t byte_step(std::int64_t span, std::int64_t count) {
  const std::int64_t raw = std::max<std::int64_t>(1, (std::max<std::int64_t>(span, 1) + count - 1) / count);
  std::int64_t unit = 1;
  while (unit <= raw / 1024) unit *= 1024;
  for (std::int64_t p = 1;; p *= 10)
    for (const std::int64_t m : {1, 2, 5})
      if (m * p * unit >= raw) return m * p * unit;
}

// `v` bytes as a tick reads them: `512 KiB`, `1.5 GiB` (at most two decimals, trailing zeros dropped).
[[nodiscard]] inline std::string tick_bytes(std::int64_t v) {
  static constexpr std::string_view units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  std::size_t k = 0;
  double x = static_cast<double>(v);
  while (x >= 1024 && k + 1 < std::size(units)) x /= 1024, ++k;
  std::string digits = fmt::format("{:.2f}", x);
  while (digits.back() == '0') digits.pop_back();
  if (digits.back() == '.') digits.pop_back();
  return fmt::format("{} {}", digits, units[k]);
}

/// An attribute value of an SVG element. The type decides how it is written: an integer as is
/// (`90`: layout constants), a double to one decimal (`90.0`: positions computed from data), text
/// escaped (`a &amp; b`).
class svg_value {
 public:
  svg_value(int v) noexcept : value_(std::int64_t{v}) {}
  svg_value(std::int64_t v) noexcept : value_(v) {}
  svg_value(double v) noexcept : value_(v) {}
  svg_value(std::string_view v) noexcept : value_(v) {}
  svg_value(const std::string& v) noexcept : value_(std::string_view(v)) {}
  svg_value(const char* v) noexcept : value_(std::string_view(v)) {}

  void append_to(std::string& out) const {
    if (const auto* i = std::get_if<std::int64_t>(&value_)) fmt::format_to(std::back_inserter(out), "{}", *i);
    else if (const auto* d = std::get_if<double>(&value_)) fmt::format_to(std::back_inserter(out), "{:.1f}", *d);
    else out += xml_escape(std::get<std::string_view>(value_));
  }

 private:
  std::variant<std::int64_t, double, std::string_view> value_;
};

/// One `name="value"` of an SVG element.
struct svg_attr {
  std::string_view name;
  svg_value value;
};

/// Writes one SVG document, element by element, for every chart of the library (memory_chart_svg
/// here, plan_svg in plan/svg.hpp). Every attribute value and every text passes through
/// xml_escape, so a name from a user's file cannot break the document.
/// Example: `svg_writer w(200, 100, 12, false); w.text_element("text", {{"x", 4}, {"y", 20}}, "a<b");`
/// writes `<text x="4" y="20">a&lt;b</text>`.
class svg_writer {
 public:
  /// Opens the document: `width` x `height` pixels (with the matching viewBox when `view_box`),
  /// sans-serif at `font_size`, on a white background.
  svg_writer(int width, int height, int font_size, bool view_box) {
    out_ = fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" ", width, height);
    if (view_box) out_ += fmt::format("viewBox=\"0 0 {} {}\" ", width, height);
    out_ += fmt::format("font-family=\"sans-serif\" font-size=\"{}\">\n", font_size);
    out_ += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  }

  /// `<tag name="value" ...>`.
  void open(std::string_view tag, std::initializer_list<svg_attr> attrs) {
    out_ += '<';
    out_ += tag;
    for (const svg_attr& a : attrs) {
      out_ += ' ';
      out_ += a.name;
      out_ += "=\"";
      a.value.append_to(out_);
      out_ += '"';
    }
    out_ += '>';
  }

  /// `</tag>`, then `end` (a newline, or nothing to keep the next element on the same line).
  void close(std::string_view tag, std::string_view end = "\n") {
    out_ += "</";
    out_ += tag;
    out_ += '>';
    out_ += end;
  }

  /// `<tag name="value" .../>`, then `end`.
  void element(std::string_view tag, std::initializer_list<svg_attr> attrs, std::string_view end = "\n") {
    open(tag, attrs);
    out_.insert(out_.size() - 1, 1, '/');
    out_ += end;
  }

  /// `<tag name="value" ...>text</tag>` with `text` escaped, then `end`.
  void text_element(std::string_view tag, std::initializer_list<svg_attr> attrs, std::string_view text,
                    std::string_view end = "\n") {
    open(tag, attrs);
    out_ += xml_escape(text);
    close(tag, end);
  }

  /// The document, closed with `</svg>`.
  [[nodiscard]] std::string finish() && {
    out_ += "</svg>\n";
    return std::move(out_);
  }

 private:
  std::string out_;
};

/// The plot rectangle of a chart and its scales: data (step, value) in [0, x_max] x [0, y_max]
/// to pixels, y growing upwards.
struct chart_area {
  double left, top, width, height;
  double x_max, y_max;

  [[nodiscard]] double x(double step) const { return left + width * step / x_max; }
  [[nodiscard]] double y(double value) const { return top + height * (1.0 - value / y_max); }
  [[nodiscard]] double right() const { return left + width; }
  [[nodiscard]] double bottom() const { return top + height; }
};

/// Appends `x,y ` (one decimal each) to a polyline's or polygon's `points`.
inline void append_point(std::string& points, double x, double y) {
  fmt::format_to(std::back_inserter(points), "{:.1f},{:.1f} ", x, y);
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
  constexpr int left = 80, right = 30, top = 50;
  const double legend_h = 22.0 * static_cast<double>(series.size());
  const double bottom = 70 + legend_h;
  const double plot_h = std::max(100.0, options.height - top - bottom);
  const std::int64_t y_step = detail::byte_step(peak, 6);
  const std::int64_t y_max = (peak + y_step - 1) / y_step * y_step;
  const std::int64_t x_step = detail::nice_step(steps, 10);
  const detail::chart_area area{left,
                                top,
                                static_cast<double>(options.width - left - right),
                                plot_h,
                                static_cast<double>(steps),
                                static_cast<double>(y_max)};

  detail::svg_writer svg(options.width, options.height, 13, true);
  svg.text_element("text", {{"x", left}, {"y", 28}, {"font-size", 18}, {"font-weight", "bold"}}, options.title);
  // Grid, ticks and tick labels.
  for (std::int64_t v = 0; v <= y_max; v += y_step) {
    const double y = area.y(static_cast<double>(v));
    svg.element("line", {{"x1", area.left}, {"y1", y}, {"x2", area.right()}, {"y2", y}, {"stroke", "#dddddd"}});
    svg.text_element("text", {{"x", area.left - 8}, {"y", y + 4}, {"text-anchor", "end"}}, detail::tick_bytes(v));
  }
  for (std::int64_t t = 0; t <= steps; t += x_step) {
    const double x = area.x(static_cast<double>(t));
    svg.element("line",
                {{"x1", x}, {"y1", area.bottom()}, {"x2", x}, {"y2", area.bottom() + 5}, {"stroke", "#333333"}});
    svg.text_element("text", {{"x", x}, {"y", area.bottom() + 20}, {"text-anchor", "middle"}}, fmt::format("{}", t));
  }
  // Axes and their labels.
  svg.element("line",
              {{"x1", area.left}, {"y1", area.top}, {"x2", area.left}, {"y2", area.bottom()}, {"stroke", "black"}});
  svg.element(
      "line",
      {{"x1", area.left}, {"y1", area.bottom()}, {"x2", area.right()}, {"y2", area.bottom()}, {"stroke", "black"}});
  svg.text_element("text", {{"x", area.left + area.width / 2}, {"y", area.bottom() + 42}, {"text-anchor", "middle"}},
                   options.x_label);
  svg.text_element("text", {{"x", 8}, {"y", area.top - 10}, {"font-weight", "bold"}}, options.y_label);
  // One step line per series, and the legend.
  for (std::size_t k = 0; k < series.size(); ++k) {
    const memory_series& s = series[k];
    const std::string_view color = colors[k % std::size(colors)];
    std::string points;
    for (std::size_t t = 0; t < s.timeline.size(); ++t) {
      const double y = area.y(static_cast<double>(s.timeline[t].count()));
      detail::append_point(points, area.x(static_cast<double>(t)), y);
      detail::append_point(points, area.x(static_cast<double>(t + 1)), y);
    }
    svg.open("polyline", {{"fill", "none"}, {"stroke", color}, {"stroke-width", 2}, {"points", points}});
    svg.text_element("title", {}, s.name, "");
    svg.close("polyline");
    const double ly = area.bottom() + 66 + 22.0 * static_cast<double>(k);
    svg.element(
        "line",
        {{"x1", area.left}, {"y1", ly}, {"x2", area.left + 24}, {"y2", ly}, {"stroke", color}, {"stroke-width", 3}});
    svg.text_element("text", {{"x", area.left + 32}, {"y", ly + 4}}, labels[k]);
  }
  // Each series's peak marked where it is first reached, its bytes beside it when there is one series.
  for (std::size_t k = 0; k < series.size(); ++k) {
    const memory_series& s = series[k];
    if (s.timeline.empty()) continue;
    const auto at = static_cast<std::size_t>(std::max_element(s.timeline.begin(), s.timeline.end()) -
                                             s.timeline.begin());
    const double x = area.x(static_cast<double>(at) + 0.5), y = area.y(static_cast<double>(s.timeline[at].count()));
    svg.element("circle",
                {{"cx", x}, {"cy", y}, {"r", 4}, {"fill", colors[k % std::size(colors)]}, {"stroke", "black"}});
    if (series.size() == 1) {
      const bool right = x < area.left + area.width * 0.6;
      svg.text_element("text",
                       {{"x", right ? x + 8 : x - 8},
                        {"y", std::max(area.top + 12, y - 8)},
                        {"text-anchor", right ? "start" : "end"}},
                       fmt::format("peak {} at step {}", s.timeline[at], at));
    }
  }
  return std::move(svg).finish();
}

}  // namespace shardmem
