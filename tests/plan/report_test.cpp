// Tests for shardmem/plan/report.hpp and the opt-in plan/json.hpp: the plan as text, markdown and
// JSON, the configuration line, and the timeline a step is charted from.
#include <doctest/doctest.h>

#include <shardmem/plan/json.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/plan/whatif.hpp>

#include <algorithm>
#include <cstdint>
#include <string>

#include "plan_helpers.hpp"

using namespace shardmem;
using plan_test::small_config;

TEST_CASE("the renderers print the verdict, the roles and the JSON keys the tool promises") {
  training_config c = small_config();
  const memory_plan p = plan_training(c);
  const std::string text = to_text(p);
  CHECK(text.find("FITS per device") != std::string::npos);
  CHECK(text.find("optimizer_state") != std::string::npos);
  CHECK(text.find("scaling") != std::string::npos);
  CHECK(to_markdown(p).find("| **total** |") != std::string::npos);
  const auto j = plan_json(p);
  for (const char* key : {"parameters", "fits", "per_device", "per_host", "top_at_peak", "scaling"})
    CHECK(j.contains(key));
  CHECK(j["per_device"]["peak_bytes"].get<std::int64_t>() == p.total.count());
  CHECK(j["per_device"]["temp_bytes"].get<std::int64_t>() == p.categories.temp.count());
  CHECK(j["per_device"]["by_role"]["optimizer_state"].get<std::int64_t>() ==
        p.by_role[static_cast<std::size_t>(role::optimizer_state)].count());
  CHECK(j["per_host"]["peak_bytes"].get<std::int64_t>() == p.host_peak_per_process.count());
  const role_timeline t = plan_timeline(c, 50);
  CHECK(t.peak == p.step_peak);
  CHECK(std::find(t.steps.begin(), t.steps.end(), t.peak_step) != t.steps.end());
}

TEST_CASE("a step built once is read alike by plan and by plan_timeline") {
  const training_config c = small_config();
  const training_step s = build_step(c, {.whole = true});
  const memory_plan p = plan(s, memory_target{});
  const role_timeline t = plan_timeline(s, 50);
  CHECK(t.peak == p.step_peak);
  CHECK(t.peak == s.liveness().peak);
  CHECK(t.peak_step == s.liveness().peak_step);
  CHECK(std::find(t.steps.begin(), t.steps.end(), t.peak_step) != t.steps.end());
  CHECK(t.forward_ops == s.forward_ops());
  CHECK(t.optimizer_from == s.optimizer_from());
  CHECK(t.steps.size() == t.bytes_by_role.size());
  // At the peak step, the roles sum to the peak.
  const auto at = static_cast<std::size_t>(std::find(t.steps.begin(), t.steps.end(), t.peak_step) - t.steps.begin());
  bytes sum{0};
  for (const bytes b : t.bytes_by_role[at]) sum += b;
  CHECK(sum == t.peak);
  // The configuration's timeline builds the same step.
  const role_timeline from_config = plan_timeline(c, 50);
  CHECK(from_config.peak == t.peak);
  CHECK(from_config.steps == t.steps);
  // A step built from repeated layers has no whole graph to chart.
  training_config deep = c;
  deep.model.layers = 16;
  const training_step repeated = build_step(deep);
  REQUIRE_FALSE(repeated.whole());
  CHECK_THROWS_WITH_AS((void)plan_timeline(repeated),
                       "plan_timeline: the step was built from repeated layers; build it with step_options{.whole = "
                       "true} to read its timeline",
                       invalid_error);
  CHECK(plan_timeline(deep, 50).peak == plan(deep).step_peak);
}

TEST_CASE("the configuration line says what is trained on what, as planned on the target") {
  training_config c = small_config();
  c.devices = mesh{{"data", 4}, {"model", 2}};
  c.zero_stage = 1;
  c.remat = parse_remat("revolve:2");
  c.global_batch = 8;
  CHECK(to_string(c) ==
        "small (seq 1024), mesh {data: 4 (data), model: 2 (tensor)} on 8 devices in 1 process; data over 'data', "
        "tensor over 'model'; ZeRO 1; adamw with fp32 master weights; remat revolve:2; micro-batch 1 per rank, "
        "global batch 8; placement callback");
  memory_target t;
  t.accelerator = hardware_preset("tpu-v5p");
  t.placement = placement_kind::checked;
  CHECK(to_string(c, t) ==
        "small (seq 1024), mesh {data: 4 (data), model: 2 (tensor)} on 8 devices in 2 processes; data over 'data', "
        "tensor over 'model'; ZeRO 1; adamw with fp32 master weights; remat revolve:2; micro-batch 1 per rank, "
        "global batch 8; placement checked (device_put)");
}
