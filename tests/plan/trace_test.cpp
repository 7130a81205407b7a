// Tests for shardmem/plan/trace.hpp: a plan's timeline as Chrome trace JSON, read back with
// nlohmann/json as Perfetto reads the Trace Event Format (counters, complete and instant events).
#include <doctest/doctest.h>

#include <shardmem/plan/report.hpp>
#include <shardmem/plan/trace.hpp>

#include <algorithm>
#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "small_timeline.hpp"

using namespace shardmem;
using test::small_timeline;


TEST_CASE("plan_trace_json: counters by role, the phases as slices, the peak as an instant") {
  const nlohmann::json j = nlohmann::json::parse(plan_trace_json(small_timeline(), "8B \"test\"\n"));
  const auto& events = j.at("traceEvents");
  REQUIRE(events.is_array());
  int counters = 0;
  for (const auto& e : events) {
    CHECK(e.at("pid") == 1);
    const std::string ph = e.at("ph");
    if (ph == "M" && e.at("name") == "process_name") CHECK(e.at("args").at("name") == "8B \"test\"\n");
    if (ph == "C") {
      ++counters;
      CHECK(e.at("args").at("parameter") == (1LL << 30));
      if (e.at("ts") == 4) CHECK(e.at("args").at("activation") == (2LL << 30));
      else CHECK_FALSE(e.at("args").contains("activation"));  // a role holding nothing is left out
      if (e.at("ts") == 8) CHECK(e.at("args").at("optimizer_state") == (1LL << 30));
    }
    if (ph == "X") {
      const std::string n = e.at("name");
      const int ts = e.at("ts"), dur = e.at("dur");
      if (n == "forward") CHECK((ts == 0 && dur == 4));
      else if (n == "backward") CHECK((ts == 4 && dur == 3));
      else CHECK((n == "optimizer" && ts == 7 && dur == 2));
    }
    if (ph == "i") CHECK((e.at("ts") == 4 && e.at("args").at("bytes") == (3LL << 30)));
  }
  CHECK(counters == 3);
  CHECK(j.at("otherData").at("peak_bytes") == (3LL << 30));
}

TEST_CASE("plan_trace_json: a planned step's timeline: counters by role, the peak with the running op's workspace") {
  training_config c;
  c.model.layers = 2;
  c.model.seq_len = 512;
  const role_timeline t = plan_timeline(c, 1 << 20);  // every step sampled
  const nlohmann::json j = nlohmann::json::parse(plan_trace_json(t));
  long long max = 0;
  for (const auto& e : j.at("traceEvents"))
    if (e.at("ph") == "C") {
      long long sum = 0;
      for (const auto& [k, v] : e.at("args").items()) sum += v.get<long long>();
      max = std::max(max, sum);
    }
  // The counters stack the buffers by role, as the SVG does; the peak adds the running op's
  // workspace (the peak instant carries it), so they reach it at most.
  CHECK(max > 0);
  CHECK(max <= t.peak.count());
  long long at_peak = 0;
  for (const auto& b : t.bytes_by_role[static_cast<std::size_t>(
           std::find(t.steps.begin(), t.steps.end(), t.peak_step) - t.steps.begin())])
    at_peak += b.count();
  for (const auto& e : j.at("traceEvents"))
    if (e.at("ph") == "i") CHECK(e.at("args").at("bytes") == t.peak.count());
  CHECK(at_peak <= t.peak.count());
}
