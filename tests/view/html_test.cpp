// Tests for shardmem/view/html.hpp: the page's HTML and the data its script draws from, read back
// as the script reads them (the script itself runs in headless chromium in CI:
// tests/browser/check_page.sh).
#include <doctest/doctest.h>

#include <shardmem/plan.hpp>
#include <shardmem/view/html.hpp>
#include <shardmem/view/plan_view.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "view_helpers.hpp"

using namespace shardmem;

namespace {

std::size_t occurrences(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

nlohmann::json page_data(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"shardmem-data\">";
  const std::size_t from = page.find(open);
  REQUIRE(from != std::string::npos);
  const std::size_t begin = from + open.size();
  return nlohmann::json::parse(page.substr(begin, page.find("</script>", begin) - begin));
}

}  // namespace

TEST_CASE("view_html: one self-contained page, its data what the script reads, every text escaped") {
  const view_test::planned w = view_test::plan_whole(view_test::two_layers("tiny</script><b>&"));
  const training_step& s = w.step;
  const memory_plan& p = w.plan;
  const view_page page = plan_view(p, s);
  const std::string html = view_html(page, {.columns = 40});
  CHECK(html.starts_with("<!doctype html>\n"));
  CHECK(html.ends_with("</html>\n"));
  // Self-contained: no address but the SVG namespace, nothing fetched.
  CHECK(occurrences(html, "http") == occurrences(html, "http://www.w3.org/2000/svg"));
  CHECK(occurrences(html, "src=") == 0);
  CHECK(occurrences(html, "href=") == 0);
  // The name cannot end a script or open a tag: two scripts, each closed once.
  CHECK(occurrences(html, "</script>") == 2);
  CHECK(occurrences(html, "<b>") == 0);
  CHECK(html.find("<title>tiny&lt;/script&gt;&lt;b&gt;&amp;: ") != std::string::npos);
  // The data: sampled steps with the peak and the selected step among them, each role's bytes at
  // each adding up to the step's live bytes; every buffer with its lifetime.
  const nlohmann::json data = page_data(html);
  const view_panel& panel = page.panels.at(0);
  const auto& d = data.at("panels").at(0);
  const auto& cols = d.at("cols");
  CHECK(cols.size() >= 40);
  CHECK(cols.size() <= 44);
  bool peak = false, selected = false;
  for (std::size_t k = 0; k < cols.size(); ++k) {
    const std::int64_t step = cols[k];
    peak = peak || step == panel.peak_step;
    selected = selected || step == panel.selected;
    std::int64_t sum = 0;
    for (const auto& [role, series] : d.at("series").items()) sum += series.at(k).get<std::int64_t>();
    CHECK(sum == s.liveness().device_timeline.at(static_cast<std::size_t>(step)));
  }
  CHECK(peak);
  CHECK(selected);
  CHECK(d.at("selected") == panel.selected);
  CHECK(d.at("offset") == p.overhead.count());
  CHECK(d.at("buffers").size() == panel.buffers.size());
  CHECK(d.at("buffers").at(0).at(8) == panel.buffers.at(0).size.count());
  // The chart's spikes are kept: each drawn step is the step of most bytes in its stretch.
  std::int64_t drawn_max = 0;
  for (const auto& col : cols) drawn_max = std::max(drawn_max, panel.live(col.get<std::size_t>()));
  CHECK(drawn_max == panel.peak.count());
  // No fix list unless the advisor ran.
  CHECK(html.find("id=\"fixes\"") == std::string::npos);
  CHECK(html.find(p.fits ? "<h2 class=\"verdict fits\">fits: " : "<h2 class=\"verdict nofit\">does not fit: ") !=
        std::string::npos);
}

TEST_CASE("view_html shows the fix list with its commands when the plan does not fit") {
  view_page page;
  page.title = "t";
  page.fits = false;
  page.verdict = "does not fit";
  page.advised = true;
  page.fixes_title = view_fixes_title(false);
  page.fixes = {{.change = "--remat <x>", .command = "shardmem plan --remat <x>", .fits = true}};
  view_panel p;
  p.by_role.assign(1, {});
  page.panels.push_back(p);
  const std::string html = view_html(page);
  CHECK(html.find("<section id=\"fixes\">\n<h3>what would make it fit") != std::string::npos);
  CHECK(html.find("<code>--remat &lt;x&gt;</code>") != std::string::npos);
  CHECK(html.find("run the first: <code class=\"command\">shardmem plan --remat &lt;x&gt;</code>") !=
        std::string::npos);
  page.fixes.clear();
  CHECK(view_html(page).find("<p>no change of the checklist makes it fit</p>") != std::string::npos);
}

TEST_CASE("view_html: tabs for panels of a plan's stages, side by side for a comparison, a fragment for notebooks") {
  view_page page;
  page.title = "two";
  view_panel a, b;
  a.name = "stage 0";
  b.name = "stage 3";
  a.by_role.assign(2, {});
  b.by_role.assign(2, {});
  page.panels = {a, b};
  std::string html = view_html(page);
  CHECK(html.find("<button class=\"tab on\" data-panel=\"0\">stage 0</button>") != std::string::npos);
  CHECK(html.find("<section class=\"panel\" data-panel=\"1\" hidden>") != std::string::npos);
  page.side_by_side = true;
  html = view_html(page);
  CHECK(html.find("class=\"tab") == std::string::npos);
  CHECK(html.find("<div id=\"panels\" class=\"side\">") != std::string::npos);
  const std::string fragment = view_html(page, {.fragment = true});
  CHECK(fragment.starts_with("<div class=\"shardmem-page\">\n<style>"));
  CHECK(fragment.find("<html") == std::string::npos);
  CHECK(page_data(fragment).at("side_by_side") == true);
}

TEST_CASE("the live-buffer table never wraps inside a word, and a level's label sits above its line") {
  // The defects of the first plan page: "embed.p artial" and "512.0 0 MiB" in narrow cells, and
  // the usable line's label drawn on the line itself (struck through) or on a legend entry.
  const std::string_view style = detail::view_page_style;
  CHECK(style.find("white-space: nowrap; }") != std::string_view::npos);
  CHECK(style.find("overflow-wrap: anywhere") == std::string_view::npos);
  const std::string_view script = detail::view_page_script;
  CHECK(script.find("text(svg, g.L + g.pw - 4, y - 5, l[0]") != std::string_view::npos);  // 5 px above
  CHECK(script.find("\"paint-order\": \"stroke\"") != std::string_view::npos);            // on a halo
  // The legend is HTML below the chart, never inside the plot.
  CHECK(script.find("this.section.querySelector(\".legend\")") != std::string_view::npos);
}
