// Tests for shardmem/schedule/svg.hpp: the SVG memory chart and the writer it shares with plan/svg.hpp.
#include <doctest/doctest.h>

#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/simulate.hpp>
#include <shardmem/schedule/svg.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using namespace shardmem;

namespace {
std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
}  // namespace

TEST_CASE("the SVG chart has one step line per series, axes with labels and a legend with each peak") {
  const chain c = chain::unit(16);
  const std::vector<memory_series> series{
      {"store all", simulate(c, store_all(c), {.timeline = true}).timeline},
      {"sqrt(n) & <segments>", simulate(c, chen_sqrt(c), {.timeline = true}).timeline},
  };
  const std::string svg = memory_chart_svg(series, {.title = "n = 16"});
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"540\"", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  CHECK(count(svg, "<polyline") == 2);
  CHECK(svg.find(">n = 16</text>") != std::string::npos);
  CHECK(svg.find(">step (one action each)</text>") != std::string::npos);
  CHECK(svg.find(">live memory</text>") != std::string::npos);  // above the plot
  CHECK(svg.find("store all (peak 18 B, 32 steps)") != std::string::npos);
  CHECK(svg.find("sqrt(n) &amp; &lt;segments&gt; (peak 9 B, 51 steps)") != std::string::npos);
  CHECK(svg.find(">20 B</text>") != std::string::npos);  // the y axis rounds up to a nice tick
}

TEST_CASE("memory_chart_svg's output is pinned byte for byte on a three-step chart") {
  // Pinned when the y axis's label moved above the plot and the peak got its marker.
  const std::vector<memory_series> series{{"a", {bytes{1}, bytes{3}, bytes{2}}}};
  CHECK(memory_chart_svg(series, {.title = "t", .width = 300, .height = 240}) ==
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"240\" viewBox=\"0 0 300 240\" "
        "font-family=\"sans-serif\" font-size=\"13\">\n"
        "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        "<text x=\"80\" y=\"28\" font-size=\"18\" font-weight=\"bold\">t</text>\n"
        "<line x1=\"80.0\" y1=\"150.0\" x2=\"270.0\" y2=\"150.0\" stroke=\"#dddddd\"/>\n"
        "<text x=\"72.0\" y=\"154.0\" text-anchor=\"end\">0 B</text>\n"
        "<line x1=\"80.0\" y1=\"116.7\" x2=\"270.0\" y2=\"116.7\" stroke=\"#dddddd\"/>\n"
        "<text x=\"72.0\" y=\"120.7\" text-anchor=\"end\">1 B</text>\n"
        "<line x1=\"80.0\" y1=\"83.3\" x2=\"270.0\" y2=\"83.3\" stroke=\"#dddddd\"/>\n"
        "<text x=\"72.0\" y=\"87.3\" text-anchor=\"end\">2 B</text>\n"
        "<line x1=\"80.0\" y1=\"50.0\" x2=\"270.0\" y2=\"50.0\" stroke=\"#dddddd\"/>\n"
        "<text x=\"72.0\" y=\"54.0\" text-anchor=\"end\">3 B</text>\n"
        "<line x1=\"80.0\" y1=\"150.0\" x2=\"80.0\" y2=\"155.0\" stroke=\"#333333\"/>\n"
        "<text x=\"80.0\" y=\"170.0\" text-anchor=\"middle\">0</text>\n"
        "<line x1=\"143.3\" y1=\"150.0\" x2=\"143.3\" y2=\"155.0\" stroke=\"#333333\"/>\n"
        "<text x=\"143.3\" y=\"170.0\" text-anchor=\"middle\">1</text>\n"
        "<line x1=\"206.7\" y1=\"150.0\" x2=\"206.7\" y2=\"155.0\" stroke=\"#333333\"/>\n"
        "<text x=\"206.7\" y=\"170.0\" text-anchor=\"middle\">2</text>\n"
        "<line x1=\"270.0\" y1=\"150.0\" x2=\"270.0\" y2=\"155.0\" stroke=\"#333333\"/>\n"
        "<text x=\"270.0\" y=\"170.0\" text-anchor=\"middle\">3</text>\n"
        "<line x1=\"80.0\" y1=\"50.0\" x2=\"80.0\" y2=\"150.0\" stroke=\"black\"/>\n"
        "<line x1=\"80.0\" y1=\"150.0\" x2=\"270.0\" y2=\"150.0\" stroke=\"black\"/>\n"
        "<text x=\"175.0\" y=\"192.0\" text-anchor=\"middle\">step (one action each)</text>\n"
        "<text x=\"8\" y=\"40.0\" font-weight=\"bold\">live memory</text>\n"
        "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\" points=\"80.0,116.7 143.3,116.7 143.3,50.0 "
        "206.7,50.0 206.7,83.3 270.0,83.3 \"><title>a</title></polyline>\n"
        "<line x1=\"80.0\" y1=\"216.0\" x2=\"104.0\" y2=\"216.0\" stroke=\"#1f77b4\" stroke-width=\"3\"/>\n"
        "<text x=\"112.0\" y=\"220.0\">a (peak 3 B, 3 steps)</text>\n"
        "<circle cx=\"175.0\" cy=\"50.0\" r=\"4\" fill=\"#1f77b4\" stroke=\"black\"/>\n"
        "<text x=\"183.0\" y=\"62.0\" text-anchor=\"start\">peak 3 B at step 1</text>\n"
        "</svg>\n");
}

TEST_CASE("svg_writer writes integers as is, doubles to one decimal, and escapes every text and attribute") {
  detail::svg_writer w(200, 100, 12, false);
  w.element("line", {{"x1", 4}, {"y1", 2.26}, {"x2", std::int64_t{1} << 40}, {"stroke", "#c00"}});
  w.text_element("text", {{"x", 4}, {"y", 20}, {"data-name", "a\"b<c"}}, "a<b & c>d", "");
  w.open("g", {});
  w.element("rect", {{"width", 12}}, "");
  w.close("g");
  CHECK(std::move(w).finish() ==
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" font-family=\"sans-serif\" "
        "font-size=\"12\">\n"
        "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        "<line x1=\"4\" y1=\"2.3\" x2=\"1099511627776\" stroke=\"#c00\"/>\n"
        "<text x=\"4\" y=\"20\" data-name=\"a&quot;b&lt;c\">a&lt;b &amp; c&gt;d</text>"
        "<g><rect width=\"12\"/></g>\n"
        "</svg>\n");
  CHECK(
      detail::svg_writer(10, 20, 13, true)
          .finish()
          .starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"20\" viewBox=\"0 0 10 20\" "));
}

TEST_CASE("chart_area maps (0, 0) to the bottom left corner and (x_max, y_max) to the top right") {
  const detail::chart_area a{.left = 80, .top = 50, .width = 200, .height = 100, .x_max = 10, .y_max = 4};
  CHECK(a.x(0) == 80);
  CHECK(a.y(0) == 150);
  CHECK(a.x(10) == a.right());
  CHECK(a.y(4) == 50);
  CHECK(a.x(5) == 180);
  CHECK(a.y(1) == 125);
  CHECK(a.bottom() == 150);
  std::string points;
  detail::append_point(points, 1.24, 2);
  CHECK(points == "1.2,2.0 ");
}

TEST_CASE("the hlo chart's y ticks read round in binary units, its label above the plot, its peak marked") {
  // The defects of `shardmem hlo --svg`: ticks at 131,072-byte steps printed as "128.00 KiB",
  // "256.00 KiB", ...; the y label rotated over the tick labels; no peak marker.
  std::vector<bytes> line;
  for (std::int64_t k = 0; k < 27; ++k) line.emplace_back(k == 25 ? 786432 : 262144 + 10000 * k);
  const std::vector<memory_series> series{{"live bytes", line}};
  const std::string svg = memory_chart_svg(series, {.title = "m", .y_label = "live bytes per device"});
  CHECK(svg.find(">200 KiB</text>") != std::string::npos);
  CHECK(svg.find(">800 KiB</text>") != std::string::npos);
  CHECK(svg.find(".00 KiB</text>") == std::string::npos);
  CHECK(svg.find("rotate(") == std::string::npos);
  CHECK(svg.find("<text x=\"8\" y=\"40.0\" font-weight=\"bold\">live bytes per device</text>") != std::string::npos);
  CHECK(svg.find(">peak 768.00 KiB at step 25</text>") != std::string::npos);
  CHECK(detail::byte_step(786432, 6) == 200 * 1024);
  CHECK(detail::byte_step(5, 6) == 1);
  CHECK(detail::byte_step(std::int64_t{100} << 30, 6) == std::int64_t{20} << 30);
  CHECK(detail::tick_bytes(std::int64_t{3} << 29) == "1.5 GiB");
}
