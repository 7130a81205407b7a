// Tests for shardmem/plan/html.hpp: the buffers live at an op of a step, and the plan's
// self-contained page (its data read back as a browser's script reads it; the script itself runs
// in headless chromium in CI: tests/browser/check_page.sh).
#include <doctest/doctest.h>

#include <shardmem/plan/html.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "plan_helpers.hpp"

using namespace shardmem;

namespace {

std::size_t occurrences(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The small model, FSDP over 8 devices: sharded weights and activations.
training_config two_layers() {
  training_config c = plan_test::small_config();
  c.model.layers = 2;
  c.zero_stage = 3;
  return c;
}

}  // namespace

TEST_CASE("buffers_live_at: every buffer live at an op, largest first, adding up to the op's live bytes") {
  const training_step s = build_step(two_layers(), {.whole = true});
  const liveness_result& r = s.liveness();
  const std::size_t n = r.device_timeline.size();
  REQUIRE(n > 10);
  bool sharded = false, layered = false;
  for (const std::size_t op : {std::size_t{0}, n / 3, r.peak_step, n - 1}) {
    CAPTURE(op);
    std::size_t rest = 99;
    bytes rest_bytes{-1};
    const std::vector<step_buffer> all = buffers_live_at(s, op, 1'000'000, &rest, &rest_bytes);
    CHECK(rest == 0);
    CHECK(rest_bytes == bytes{0});
    bytes sum{0};
    for (std::size_t i = 0; i < all.size(); ++i) {
      sum += all[i].size;
      CHECK(!all[i].name.empty());
      CHECK(!all[i].type.empty());
      if (i > 0) CHECK(all[i - 1].size >= all[i].size);
      sharded = sharded || all[i].type.find(" per device [") != std::string::npos;
      layered = layered || all[i].layer >= 0;
    }
    CHECK(sum.count() == r.device_timeline[op]);
    // The first three, and what is left out of the list.
    const std::vector<step_buffer> three = buffers_live_at(s, op, 3, &rest, &rest_bytes);
    REQUIRE(three.size() == std::min<std::size_t>(3, all.size()));
    CHECK(rest == all.size() - three.size());
    bytes listed{0};
    for (std::size_t i = 0; i < three.size(); ++i) {
      CHECK(three[i].name == all[i].name);
      listed += three[i].size;
    }
    CHECK(listed + rest_bytes == sum);
  }
  CHECK(sharded);  // FSDP over data=8: a per-device shape shown
  CHECK(layered);  // a layer's weights carry their layer
}

TEST_CASE("buffers_live_at refuses a step of repeated layers and an op past the end") {
  training_config c = two_layers();
  c.model.layers = 16;
  const training_step repeated = build_step(c);
  REQUIRE_FALSE(repeated.whole());
  CHECK_THROWS_WITH_AS((void)buffers_live_at(repeated, 0, 10),
                       "buffers_live_at: the step was built from repeated layers; build it with "
                       "step_options{.whole = true} to list its buffers",
                       invalid_error);
  const training_step s = build_step(two_layers(), {.whole = true});
  const std::size_t n = s.liveness().device_timeline.size();
  CHECK_THROWS_WITH_AS((void)buffers_live_at(s, n, 10),
                       fmt::format("buffers_live_at: op {} is past the step's last op, {}; pick 0 to {}", n, n - 1, n - 1)
                           .c_str(),
                       invalid_error);
}

TEST_CASE("plan_html: one self-contained page, its data what a browser's script reads, every text escaped") {
  training_config c = two_layers();
  c.model.name = "tiny</script><b>&";
  const training_step s = build_step(c, {.whole = true});
  const memory_plan p = plan(s, memory_target{});
  const std::string page = plan_html(p, s, {.columns = 40, .buffers_per_column = 5});
  CHECK(page.starts_with("<!doctype html>\n"));
  CHECK(page.ends_with("</html>\n"));
  // Self-contained: no address but the SVG namespace, nothing fetched.
  CHECK(occurrences(page, "http") == occurrences(page, "http://www.w3.org/2000/svg"));
  CHECK(occurrences(page, "src=") == 0);
  CHECK(occurrences(page, "href=") == 0);
  // The name cannot end a script or open a tag: two scripts, each closed once.
  CHECK(occurrences(page, "</script>") == 2);
  CHECK(occurrences(page, "<b>") == 0);
  CHECK(page.find("<title>tiny&lt;/script&gt;&lt;b&gt;&amp;: ") != std::string::npos);
  // The data: sampled ops, the peak's among them, each with its buffers largest first.
  const std::string open = "<script type=\"application/json\" id=\"shardmem-data\">";
  const std::size_t from = page.find(open) + open.size();
  const nlohmann::json data = nlohmann::json::parse(page.substr(from, page.find("</script>", from) - from));
  CHECK(data.at("peak_op") == s.liveness().peak_step);
  const auto& columns = data.at("columns");
  CHECK(columns.size() >= 40);
  CHECK(columns.size() <= 41);
  bool peak_seen = false;
  for (const auto& col : columns) {
    const std::size_t op = col.at("op");
    CHECK(col.at("live") == s.liveness().device_timeline[op]);
    CHECK(col.at("buffers").size() <= 5);
    std::int64_t sum = col.at("rest_bytes");
    for (const auto& b : col.at("buffers")) sum += b.at(4).get<std::int64_t>();
    CHECK(sum == col.at("live"));
    const std::string phase = col.at("phase");
    CHECK(phase == std::string(name(s.phase_at(op))));
    if (op == s.liveness().peak_step) {
      peak_seen = true;
      CHECK(col.at("buffers").at(0).at(0) == p.top_at_peak.at(0).name);
    }
  }
  CHECK(peak_seen);
  // The verdict, the chart with its timeline rectangle, the tables, the script and its hover panel.
  CHECK(page.find(p.fits ? "<span class=\"fits\">fits</span>" : "<span class=\"nofit\">does not fit</span>") !=
        std::string::npos);
  CHECK(page.find("<rect id=\"timeline\"") != std::string::npos);
  CHECK(page.find("<h3>At the peak, by role</h3>") != std::string::npos);
  CHECK(page.find("<div id=\"hover\"></div>") != std::string::npos);
  CHECK(page.find("svg.addEventListener(\"pointermove\"") != std::string::npos);
}
