// A plan as a viewer's page (view/page.hpp): its verdict, the advisor's changes, its tables, and
// its step's buffers from the step's liveness. And the fix list for every rendering of a plan (text,
// markdown, JSON, the page): one conversion of the advisor's answer, per step.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/plan/advise.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/step_time.hpp>
#include <shardmem/plan/whatif.hpp>
#include <shardmem/view/page.hpp>

namespace shardmem {

/// The advisor's changes as every rendering lists them: recompute and host traffic per step (every
/// micro-step of the change's own accumulation together), the command that plans each.
[[nodiscard]] inline std::vector<view_fix> view_fixes(std::span<const advice> list) {
  std::vector<view_fix> out;
  out.reserve(list.size());
  for (const advice& a : list) {
    out.push_back({.change = a.change,
                   .command = fmt::format("shardmem plan {}", fmt::join(a.args, " ")),
                   .fits = a.plan.fits,
                   .peak = a.plan.total,
                   .headroom = a.plan.headroom(),
                   .step_seconds = a.plan.time.known ? std::optional<double>(a.plan.time.total_s) : std::nullopt,
                   .recompute_flops_per_step = static_cast<double>(a.plan.recompute_flops_per_step()),
                   .host_bytes = a.plan.offload_bytes});
  }
  return out;
}

/// What the fix list is called for a plan that fits or not.
[[nodiscard]] inline std::string view_fixes_title(bool fits) {
  return fits ? "what would give it more room (each planned; cheapest first: the fastest estimated step that fits)"
              : "what would make it fit (each planned; cheapest first: the fastest estimated step that fits)";
}

/// The fix list as the tool's text report prints it: a table, then the command of the first that
/// fits. `fits` is the plan's own verdict.
[[nodiscard]] inline std::string fixes_text(std::span<const view_fix> fixes, bool fits) {
  if (fixes.empty()) return "\nno change of the checklist makes it fit\n";
  std::string out = fmt::format("\n{}:\n", view_fixes_title(fits));
  out += fmt::format("  {:<5} {:>12} {:>12} {:>9} {:>18} {:>14}  {}\n", "fits", "peak", "headroom", "step s",
                     "recompute/step", "host/dev", "change");
  for (const view_fix& f : fixes)
    out += fmt::format("  {:<5} {:>12} {:>12} {:>9} {:>15.1f} TF {:>14}  {}\n", f.fits ? "yes" : "no",
                       fmt::format("{}", f.peak), fmt::format("{}", f.headroom),
                       f.step_seconds ? fmt::format("{:.3g}", *f.step_seconds) : std::string("-"),
                       f.recompute_flops_per_step / 1e12, fmt::format("{}", f.host_bytes), f.change);
  for (const view_fix& f : fixes)
    if (f.fits) return out + fmt::format("run the first: {}\n", f.command);
  return out;
}

/// The fix list as a markdown table (for `--markdown` and notes), then the first command that fits.
[[nodiscard]] inline std::string fixes_markdown(std::span<const view_fix> fixes, bool fits) {
  std::string out = fmt::format("\n**{}**\n\n", view_fixes_title(fits));
  if (fixes.empty()) return out + "no change of the checklist makes it fit\n";
  out += "| fits | peak | headroom | step s | recompute per step | host traffic | change |\n"
         "|---|---:|---:|---:|---:|---:|---|\n";
  for (const view_fix& f : fixes)
    out += fmt::format("| {} | {} | {} | {} | {:.1f} TF | {} | `{}` |\n", f.fits ? "yes" : "no", f.peak, f.headroom,
                       f.step_seconds ? fmt::format("{:.3g}", *f.step_seconds) : std::string("-"),
                       f.recompute_flops_per_step / 1e12, f.host_bytes, f.change);
  for (const view_fix& f : fixes)
    if (f.fits) return out + fmt::format("\nrun the first: `{}`\n", f.command);
  return out;
}

namespace detail {

[[nodiscard]] inline view_buffer plan_view_buffer(const training_step& s, const buffer_range& b) {
  const dataflow_graph& g = s.graph();
  view_buffer v;
  if (const std::optional<value_id> id = b.value()) {
    const tensor& t = g.tensor(*id);
    v.name = t.name;
    v.type = fmt::format("{}", t);
    const named_sharding& sh = g.sharding(*id);
    v.sharding = fmt::format("{}", sh.spec());
    try {
      const shape local = sh.shard_shape(t, shard_mode::padded);
      if (local != t.shape) v.local = fmt::format("{}{}", t.dtype, local);
      const bytes pad = sh.padding_bytes(t);
      v.unpadded = b.size > pad ? b.size - pad : b.size;
    } catch (const error&) {
      // a sharding that does not apply to the shape: the global type alone
    }
    if (const std::optional<op_id> o = g.producer(*id)) v.op = std::string(g.op_name(*o));
    v.layer = g.value_layer(*id).value_or(-1);
  } else if (const std::optional<op_id> o = b.workspace_of()) {
    v.name = fmt::format("{} (workspace)", g.op_name(*o));
    v.type = "scratch";
    v.op = std::string(g.op_name(*o));
    v.layer = g.op_layer(*o).value_or(-1);
  }
  return v;
}

}  // namespace detail

/// Plan `p` of step `s` (built whole) as a page: the verdict with its bound, the configuration,
/// how memory_analysis relates to the peak, the step time; `fixes` when the advisor ran
/// (`advised`); the per-device tables; and one panel of the step's buffers over its op order, the
/// overheads as its base, the usable memory and a placement peak above the step's drawn as
/// levels, opened at the op of the verdict's peak.
/// @throws invalid_error when `s` was built from repeated layers (build it with `.whole = true`).
[[nodiscard]] inline view_page plan_view(const memory_plan& p, const training_step& s,
                                         std::span<const view_fix> fixes = {}, bool advised = false) {
  if (!s.whole())
    detail::raise<invalid_error>("plan_view: the step was built from repeated layers; build it with "
                                 "step_options{{.whole = true}} to show its buffers");
  view_page page;
  page.title = fmt::format("{}: {}", p.config.model.name, p.fits ? "fits" : "does not fit");
  page.fits = p.fits;
  page.verdict = p.fits ? fmt::format("fits: {} of {} usable per device on {}, headroom {}", p.total, p.usable,
                                      p.target.accelerator.name, p.headroom())
                        : fmt::format("does not fit: {} of {} usable per device on {}, {} over", p.total, p.usable,
                                      p.target.accelerator.name, p.total - p.usable);
  page.lines.push_back(to_string(p.config, p.target));
  page.lines.push_back(fmt::format("total {} = max(step peak {}, placement peak {}) + overheads {}", p.total,
                                   p.step_peak, p.placement_peak, p.overhead));
  page.lines.push_back(fmt::format("memory_analysis total (argument + output - alias + temp) {}: {}",
                                   p.categories.total(), analysis_relation(p)));
  if (p.time.known) page.lines.push_back("step time: " + to_text(p.time, p.target.accelerator));
  if (!p.partial_model.empty()) page.lines.push_back(p.partial_model);
  page.advised = advised;
  page.fixes_title = view_fixes_title(p.fits);
  page.fixes.assign(fixes.begin(), fixes.end());

  view_panel panel = view_panel_of(s.liveness().ranges,
                                   [&s](const buffer_range& b, std::size_t) { return detail::plan_view_buffer(s, b); });
  const schedule order = s.graph().topological_order();  // the order the step's liveness ran in
  panel.ops.reserve(order.size());
  for (const op_id o : order.order()) panel.ops.push_back(s.op_name(o));
  const auto n = static_cast<std::int64_t>(panel.steps);
  const auto fwd = std::min<std::int64_t>(static_cast<std::int64_t>(s.forward_ops()), n);
  const auto opt = std::clamp<std::int64_t>(static_cast<std::int64_t>(s.optimizer_from()), fwd, n);
  panel.phases = {{"forward", 0, fwd}, {"backward", fwd, opt}, {"optimizer", opt, n}};
  panel.offset = p.overhead;
  panel.offset_label = "overheads";
  panel.levels.push_back({.label = "usable", .at = p.usable, .limit = true});
  if (p.placement_peak > p.step_peak)
    panel.levels.push_back({.label = "placement peak", .at = p.placement_peak + p.overhead});
  // Open at the op of the verdict's peak, where the step's is that op.
  for (std::size_t k = 0; k < panel.ops.size(); ++k)
    if (panel.ops[k] == p.peak_op) {
      panel.selected = static_cast<std::int64_t>(k);
      break;
    }
  const std::string_view step_phase_name = panel.peak_step < fwd   ? "forward"
                                           : panel.peak_step < opt ? "backward"
                                                                   : "optimizer";
  page.tables.push_back(
      {.title = "Per device",
       .head = {"", "bytes", ""},
       .rows = {{"step peak", fmt::format("{}", p.step_peak),
                 fmt::format("in the {} phase, at {}", step_phase_name, p.peak_op)},
                {"placement peak", fmt::format("{}", p.placement_peak), p.placement_array},
                {"overheads", fmt::format("{}", p.overhead), "runtime context, communicator buffers, fragmentation"},
                {"total", fmt::format("{}", p.total), p.fits ? "fits" : "does not fit"},
                {"memory_analysis argument", fmt::format("{}", p.categories.argument), ""},
                {"memory_analysis output", fmt::format("{}", p.categories.output), ""},
                {"memory_analysis alias", fmt::format("{}", p.categories.alias), ""},
                {"memory_analysis temp", fmt::format("{}", p.categories.temp), ""},
                {"host peak per process", fmt::format("{}", p.host_peak_per_process),
                 fmt::format("of {}{}", p.host_ram, p.host_fits ? "" : ", does not fit")}}});
  view_table roles{.title = "At the peak, by role", .head = {"role", "bytes", "largest"}};
  for (std::size_t r = 0; r < role_count; ++r)
    if (p.by_role[r] > bytes{0})
      roles.rows.push_back(
          {std::string(name(static_cast<role>(r))), fmt::format("{}", p.by_role[r]), p.largest_at_peak[r]});
  page.tables.push_back(std::move(roles));
  if (!p.scaling.empty()) {
    view_table t{.title = "How each term scales", .head = {"term", "bytes", "verdict"}};
    for (const scaling_line& l : p.scaling) t.rows.push_back({l.term, fmt::format("{}", l.value), l.verdict});
    page.tables.push_back(std::move(t));
  }
  page.warnings = p.warnings;
  page.panels.push_back(std::move(panel));
  return page;
}

/// Two plans' pages as one, side by side: `a` as given and `b` (its panel named `b_name`), A's
/// verdict, lines and fixes first, B's verdict a line of its own.
[[nodiscard]] inline view_page compare_view(view_page a, view_page b, std::string b_name) {
  a.side_by_side = true;
  a.lines.push_back(fmt::format("{}: {}", b_name, b.verdict));
  if (!a.panels.empty()) a.panels[0].name = "A: as given";
  if (!b.panels.empty()) {
    b.panels[0].name = std::move(b_name);
    a.panels.push_back(std::move(b.panels[0]));
  }
  return a;
}

/// One pipeline stage's plan and its step, built whole.
struct stage_plan {
  const memory_plan* plan = nullptr;
  const training_step* step = nullptr;
};

/// A pipeline plan as a page with a tab per stage given (the first and the last, which hold the
/// most micro-batches in flight and the head): the verdict, lines and tables of `verdict` (the
/// larger stage's plan), each tab the stage's own buffers, opened at the stage's own peak op; the
/// verdict's stage is the first tab.
/// @throws invalid_error when no stage is given, or as plan_view.
[[nodiscard]] inline view_page pipeline_view(const memory_plan& verdict, std::span<const stage_plan> stages,
                                             std::span<const view_fix> fixes = {}, bool advised = false) {
  if (stages.empty()) detail::raise<invalid_error>("pipeline_view: no stage given; give the first and the last");
  std::optional<view_page> page;
  std::vector<view_panel> panels;
  for (const stage_plan& st : stages) {
    if (st.plan == nullptr || st.step == nullptr)
      detail::raise<invalid_error>("pipeline_view: a stage without its plan or step");
    view_page one = plan_view(*st.plan, *st.step);
    view_panel& panel = one.panels.at(0);
    panel.name = fmt::format("stage {}{}", st.plan->pipeline_stage,
                             st.plan->pipeline_stage == verdict.pipeline_stage ? " (the verdict's peak)" : "");
    if (st.plan->pipeline_stage == verdict.pipeline_stage) {  // the verdict's stage is the first tab
      panels.insert(panels.begin(), std::move(panel));
      page = plan_view(verdict, *st.step, fixes, advised);
    } else {
      panels.push_back(std::move(panel));
    }
  }
  if (!page) page = plan_view(verdict, *stages.front().step, fixes, advised);
  page->panels = std::move(panels);
  return std::move(*page);
}

/// A configuration planned for its pictures: the verdict as plan_training gives it, and the step
/// built whole with its own plan; with a pipeline, the first stage's, the fullest's where the split
/// is uneven, and the last's (pipeline_heaviest_stages; the verdict is the largest's).
struct whole_plan {
  memory_plan plan;                      ///< the verdict, with the scaling attribution
  std::vector<training_step> steps;      ///< the step, or the heaviest stages' (first to last)
  std::vector<memory_plan> stage_plans;  ///< each of `steps`' own plan
};

/// Plans `given` on `target` with its step built whole (axis roles resolved first: a pipeline axis
/// may be named rather than given), as `shardmem plan --html` and `Plan.page()` draw it.
/// @throws as build_step and plan_training.
[[nodiscard]] inline whole_plan plan_whole(const training_config& given, const memory_target& target) {
  const training_config c = resolve_axis_roles(given);
  whole_plan w;
  if (c.parallel.pipeline.empty()) {
    w.steps.push_back(build_step(c, {.whole = true, .backend = target.backend}));
    w.plan = plan(w.steps[0], target);
    w.plan.scaling = attribute_scaling(c, target, w.plan);
    w.stage_plans.push_back(w.plan);
    return w;
  }
  w.plan = plan_training(c, target);
  const std::int64_t stages = c.devices.axis_size(c.parallel.pipeline);
  for (const std::int64_t stage : pipeline_heaviest_stages(
           pipeline_stage_layers(c.model.layers, stages, c.parallel.virtual_stages, c.parallel.stage_layers))) {
    w.steps.push_back(build_step(c, {.stage = stage, .whole = true, .backend = target.backend}));
    w.stage_plans.push_back(plan(w.steps.back(), target));
  }
  return w;
}

/// The page of `w`: one panel, or a tab per pipeline stage; `fixes` when the advisor ran.
/// @throws as plan_view and pipeline_view.
[[nodiscard]] inline view_page plan_view(const whole_plan& w, std::span<const view_fix> fixes = {},
                                         bool advised = false) {
  if (w.steps.size() != w.stage_plans.size() || w.steps.empty())
    detail::raise<invalid_error>("plan_view: a whole plan of {} steps and {} stage plans; make it with plan_whole",
                                 w.steps.size(), w.stage_plans.size());
  if (!w.plan.config.parallel.pipeline.empty() || w.steps.size() > 1) {
    std::vector<stage_plan> stages;
    for (std::size_t k = 0; k < w.steps.size(); ++k) stages.push_back({&w.stage_plans[k], &w.steps[k]});
    return pipeline_view(w.plan, stages, fixes, advised);
  }
  return plan_view(w.plan, w.steps[0], fixes, advised);
}

}  // namespace shardmem
