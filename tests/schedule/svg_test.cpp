// Tests for shardmem/schedule/svg.hpp: the SVG memory chart.
#include <doctest/doctest.h>

#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/simulate.hpp>
#include <shardmem/schedule/svg.hpp>

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
  CHECK(svg.find(">live memory</text>") != std::string::npos);
  CHECK(svg.find("store all (peak 18 B, 32 steps)") != std::string::npos);
  CHECK(svg.find("sqrt(n) &amp; &lt;segments&gt; (peak 9 B, 51 steps)") != std::string::npos);
  CHECK(svg.find(">20 B</text>") != std::string::npos);  // the y axis rounds up to a nice tick
}
