// Tests for shardmem/view/plan_view.hpp: a plan's page (its verdict's peak, its rows, its levels),
// and the fix list every rendering of a plan reads.
#include <doctest/doctest.h>

#include <shardmem/plan.hpp>
#include <shardmem/view/plan_view.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "view_helpers.hpp"

using namespace shardmem;

namespace {

const view_table& table(const view_page& page, const std::string& title) {
  for (const view_table& t : page.tables)
    if (t.title == title) return t;
  FAIL("no table " << title);
  return page.tables.front();
}

}  // namespace

TEST_CASE("the plan page opens at the verdict's peak: the op the plan names, not the first step of most bytes") {
  const view_test::planned w = view_test::plan_whole(view_test::two_layers());
  const training_step& s = w.step;
  const memory_plan& p = w.plan;
  const view_page page = plan_view(p, s);
  const view_panel& panel = page.panels.at(0);
  REQUIRE(panel.selected >= 0);
  CHECK(panel.ops.at(static_cast<std::size_t>(panel.selected)) == p.peak_op);
  CHECK(panel.live(static_cast<std::size_t>(panel.selected)) == p.step_peak.count());
  // The overheads are the base the buffers stand on; the usable memory a limit.
  CHECK(panel.offset == p.overhead);
  REQUIRE(!panel.levels.empty());
  CHECK(panel.levels[0].label == "usable");
  CHECK(panel.levels[0].limit);
  CHECK(panel.levels[0].at == p.usable);
  CHECK(page.fits == p.fits);
  CHECK(!page.advised);
}

TEST_CASE("the step-peak row of a placement-bound plan names the step's phase, not the placement phase") {
  // Seed 000: Llama-3.1-8B with ZeRO 0 on 64 single-device processes, placement checked: the
  // placement of the replicated fp32 states is the verdict's peak.
  plan_options o;
  o.zero = 0;
  o.mesh = parse_mesh("data=64");
  o.devices_per_process = 1;
  o.placement = "checked";
  const plan_input in = read_plan_options(o);
  const training_step s = build_step(in.config, {.whole = true});
  const memory_plan p = plan(s, in.target);
  REQUIRE(p.phase == step_phase::placement);
  const view_page page = plan_view(p, s);
  const view_table& t = table(page, "Per device");
  REQUIRE(t.rows.at(0).at(0) == "step peak");
  CHECK(t.rows[0][2].find("placement") == std::string::npos);
  CHECK(t.rows[0][2].starts_with("in the backward phase, at ") !=
        t.rows[0][2].starts_with("in the forward phase, at "));
  // The placement peak is drawn as a level above the step's buffers, with the overheads.
  bool placement_level = false;
  for (const view_level& l : page.panels[0].levels)
    placement_level = placement_level || (l.label == "placement peak" && l.at == p.placement_peak + p.overhead);
  CHECK(placement_level);
}

TEST_CASE("the fix list counts recompute per step: every micro-step of the change's accumulation") {
  advice a;
  a.change = "--micro-batch 1";
  a.args = {"--micro-batch", "1"};
  a.plan.fits = true;
  a.plan.total = bytes{100};
  a.plan.usable = bytes{150};
  a.plan.recompute_flops = 3'000'000'000'000;  // per micro-step
  a.plan.accumulation_steps = 4;
  const std::vector<view_fix> fixes = view_fixes(std::vector<advice>{a});
  REQUIRE(fixes.size() == 1);
  CHECK(fixes[0].recompute_flops_per_step == doctest::Approx(12e12));
  CHECK(fixes[0].command == "shardmem plan --micro-batch 1");
  CHECK(fixes[0].headroom == bytes{50});
  const std::string text = fixes_text(fixes, false);
  CHECK(text.find("what would make it fit") != std::string::npos);
  CHECK(text.find("12.0 TF") != std::string::npos);
  CHECK(text.find("run the first: shardmem plan --micro-batch 1\n") != std::string::npos);
  const std::string md = fixes_markdown(fixes, false);
  CHECK(md.find("| yes | 100 B | 50 B | - | 12.0 TF | 0 B | `--micro-batch 1` |") != std::string::npos);
  CHECK(fixes_text({}, false) == "\nno change of the checklist makes it fit\n");
}

TEST_CASE("memory_analysis and the step peak are related in one line, a pipeline stage's in-flight bytes named") {
  // The defect: a pipeline plan printed a memory_analysis total below its step peak with no reason.
  memory_plan p;
  p.categories.argument = bytes{10};
  p.categories.temp = bytes{20};
  p.step_peak = bytes{30};
  CHECK(analysis_relation(p) == "the step peak, what XLA reserves for the step");
  p.step_peak = bytes{50};
  p.in_flight = 3;
  p.in_flight_bytes = bytes{20};
  CHECK(analysis_relation(p) ==
        "what XLA reserves for one micro-batch's program; the step peak 50 B adds the 20 B of the 2 other micro-batch "
        "chunks pipeline stage 0 keeps in flight");
  // A real pipeline whose first stage keeps 8 chunks in flight: the relation is exact.
  plan_options o;
  o.mesh = parse_mesh("stage=8");
  o.batch = 64;
  o.remat = "everything_saveable";
  const plan_input in = read_plan_options(o);
  const memory_plan q = plan_training(in.config, in.target);
  REQUIRE(q.in_flight > 1);
  CHECK(q.categories.total() + q.in_flight_bytes == q.step_peak);
  CHECK(analysis_relation(q).starts_with("what XLA reserves for one micro-batch's program; the step peak "));
}

TEST_CASE("a pipeline plan's page has a tab per stage, the verdict's stage first, each opened at its own peak") {
  plan_options o;
  o.mesh = parse_mesh("data=2,stage=4");
  o.batch = 16;
  const plan_input in = read_plan_options(o);
  const whole_plan w = plan_whole(in.config, in.target);
  REQUIRE(w.steps.size() == 2);
  const view_page page = plan_view(w);
  REQUIRE(page.panels.size() == 2);
  CHECK(!page.side_by_side);
  CHECK(page.panels[0].name == fmt::format("stage {} (the verdict's peak)", w.plan.pipeline_stage));
  CHECK(page.panels[0].ops.at(static_cast<std::size_t>(page.panels[0].selected)) == w.plan.peak_op);
  CHECK(page.panels[1].name.starts_with("stage "));
  CHECK(page.fits == w.plan.fits);
  // The verdict is plan_training's, as without pictures (a pipeline named by its axis).
  CHECK(w.plan.total == plan_training(in.config, in.target).total);
}

TEST_CASE("plan_view and pipeline_view refuse what they cannot draw, naming the fix") {
  training_config c = view_test::two_layers();
  c.model.layers = 16;
  const training_step repeated = build_step(c);
  REQUIRE_FALSE(repeated.whole());
  const memory_plan p = plan(repeated, memory_target{});
  CHECK_THROWS_WITH_AS((void)plan_view(p, repeated),
                       "plan_view: the step was built from repeated layers; build it with step_options{.whole = true} "
                       "to show its buffers",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)pipeline_view(p, {}), "pipeline_view: no stage given; give the first and the last",
                       invalid_error);
  const std::vector<stage_plan> missing{{&p, nullptr}};
  CHECK_THROWS_WITH_AS((void)pipeline_view(p, missing), "pipeline_view: a stage without its plan or step",
                       invalid_error);
  whole_plan w;
  w.plan = p;
  w.stage_plans.push_back(p);
  CHECK_THROWS_WITH_AS((void)plan_view(w),
                       "plan_view: a whole plan of 0 steps and 1 stage plans; make it with plan_whole", invalid_error);
}
