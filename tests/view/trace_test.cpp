// Tests for shardmem/view/trace.hpp: the trace parsed as Chrome trace JSON, its counters summed
// back to the bytes held at every step of a real planned step.
#include <doctest/doctest.h>

#include <shardmem/plan.hpp>
#include <shardmem/view/plan_view.hpp>
#include <shardmem/view/trace.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "view_helpers.hpp"

using namespace shardmem;

namespace {

// The counters of process `pid`, carried forward: the bytes each role holds at every step.
std::vector<std::int64_t> counter_sums(const nlohmann::json& trace, int pid, std::size_t steps) {
  std::map<std::int64_t, std::int64_t> at;
  for (const auto& e : trace.at("traceEvents"))
    if (e.at("ph") == "C" && e.at("pid") == pid) {
      std::int64_t sum = 0;
      for (const auto& [role, b] : e.at("args").items()) sum += b.get<std::int64_t>();
      at[e.at("ts").get<std::int64_t>()] = sum;
    }
  std::vector<std::int64_t> out(steps, -1);
  std::int64_t now = -1;
  for (std::size_t s = 0; s < steps; ++s) {
    if (const auto it = at.find(static_cast<std::int64_t>(s)); it != at.end()) now = it->second;
    out[s] = now;
  }
  return out;
}

}  // namespace

TEST_CASE("view_trace_json: a plan's counters sum to the step's liveness timeline at every step") {
  const view_test::planned w = view_test::plan_whole(view_test::two_layers());
  const training_step& s = w.step;
  const memory_plan& p = w.plan;
  const view_page page = plan_view(p, s);
  const nlohmann::json trace = nlohmann::json::parse(view_trace_json(page));
  const std::vector<std::int64_t>& timeline = s.liveness().device_timeline;
  REQUIRE(timeline.size() == static_cast<std::size_t>(page.panels.at(0).steps));
  const std::vector<std::int64_t> sums = counter_sums(trace, 1, timeline.size());
  for (std::size_t k = 0; k < timeline.size(); ++k) {
    CAPTURE(k);
    CHECK(sums[k] == timeline[k]);
  }
  // The ops as a track, the phases, a slice per listed buffer, the peak.
  std::size_t ops = 0, begins = 0, ends = 0, phases = 0, peaks = 0;
  for (const auto& e : trace.at("traceEvents")) {
    const std::string ph = e.at("ph");
    if (ph == "X" && e.at("cat") == "op") ++ops;
    if (ph == "X" && e.at("cat") == "phase") ++phases;
    if (ph == "b") {
      ++begins;
      CHECK(e.at("args").at("bytes").get<std::int64_t>() > 0);
    }
    if (ph == "e") ++ends;
    if (ph == "i") {
      ++peaks;
      CHECK(e.at("args").at("bytes") == page.panels[0].peak.count());
    }
  }
  CHECK(ops == timeline.size());
  CHECK(phases == 3);
  CHECK(begins == page.panels[0].buffers.size());
  CHECK(ends == begins);
  CHECK(peaks == 1);
  CHECK(page.panels[0].peak.count() == s.liveness().peak.count());
}

TEST_CASE("view_trace_json escapes names: quotes, control characters, bytes that are not UTF-8") {
  view_page page;
  page.title = "a \"b\"\n\xff";
  view_panel p;
  p.steps = 1;
  p.by_role.assign(1, {});
  p.ops = {"op</script>"};
  page.panels.push_back(p);
  const nlohmann::json trace = nlohmann::json::parse(view_trace_json(page));
  CHECK(trace.at("otherData").at("title") == "a \"b\"\n\xef\xbf\xbd");
  bool op_seen = false;
  for (const auto& e : trace.at("traceEvents"))
    if (e.at("ph") == "X" && e.at("cat") == "op") op_seen = e.at("name") == "op</script>";
  CHECK(op_seen);
}
