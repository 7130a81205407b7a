// `shardmem plan`'s files and comparisons: the step built whole for the pictures (--svg, --trace,
// --html), and --compare's table and overlaid chart. The library draws (plan/svg.hpp, the viewer's
// view/plan_view.hpp, view/html.hpp and view/trace.hpp); this file writes what it draws.
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/plan.hpp>
#include <shardmem/plan/json.hpp>
#include <shardmem/plan/svg.hpp>
#include <shardmem/view/html.hpp>
#include <shardmem/view/plan_view.hpp>
#include <shardmem/view/trace.hpp>

#include "cli.hpp"

namespace shardmem_cli {

void write_text_file(const std::string& path, const std::string& text, std::string_view what) {
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (!f) throw shardmem::invalid_error(fmt::format("cannot write {} file '{}'", what, path));
  const bool ok = std::fputs(text.c_str(), f) >= 0;
  if (std::fclose(f) != 0 || !ok) throw shardmem::invalid_error(fmt::format("cannot write {} file '{}'", what, path));
}

planned_step plan_step(const shardmem::plan_input& in, bool whole) {
  using namespace shardmem;
  planned_step out;
  if (!whole) {
    out.plan = plan_training(in.config, in.target);
    return out;
  }
  out.whole.emplace(plan_whole(in.config, in.target));
  out.plan = out.whole->plan;
  return out;
}

void write_plan_outputs(const planned_step& a, const plan_output_files& files, std::span<const shardmem::view_fix> fixes,
                        bool advised, const planned_step* b, std::string_view b_flags) {
  using namespace shardmem;
  if (!a.whole) return;
  if (!files.svg.empty())
    write_text_file(files.svg, plan_svg(a.whole->stage_plans[0], plan_timeline(a.whole->steps[0])), "SVG");
  if (files.trace.empty() && files.html.empty()) return;
  view_page page = plan_view(*a.whole, fixes, advised);
  if (b != nullptr && b->whole)
    page = compare_view(std::move(page), plan_view(*b->whole), fmt::format("B: with {}", b_flags));
  if (!files.trace.empty()) write_text_file(files.trace, view_trace_json(page), "trace");
  if (!files.html.empty()) write_text_file(files.html, view_html(page), "HTML");
}

void print_comparison(const shardmem::memory_plan& a, const shardmem::memory_plan& b, std::string_view b_flags) {
  using namespace shardmem;
  fmt::print("\ncompared (A: as given; B: with {}):\n", b_flags);
  fmt::print("  {:<26} {:>16} {:>16} {:>16}\n", "", "A", "B", "B - A");
  auto line = [](std::string_view what, bytes x, bytes y) {
    fmt::print("  {:<26} {:>16} {:>16} {:>16}\n", what, fmt::format("{}", x), fmt::format("{}", y),
               y >= x ? fmt::format("+{}", y - x) : fmt::format("-{}", x - y));
  };
  fmt::print("  {:<26} {:>16} {:>16}\n", "fits", a.fits ? "yes" : "no", b.fits ? "yes" : "no");
  line("total per device", a.total, b.total);
  line("step peak", a.step_peak, b.step_peak);
  line("placement peak", a.placement_peak, b.placement_peak);
  line("overheads", a.overhead, b.overhead);
  line("host per process", a.host_peak_per_process, b.host_peak_per_process);
  line("host traffic per device", a.offload_bytes, b.offload_bytes);
  fmt::print("  {:<26} {:>13.1f} TF {:>13.1f} TF\n", "recompute per step", static_cast<double>(a.recompute_flops_per_step()) / 1e12,
             static_cast<double>(b.recompute_flops_per_step()) / 1e12);
  auto seconds = [](const memory_plan& p) {
    return p.time.known ? fmt::format("{:.3g}", p.time.total_s) : std::string("-");
  };
  auto tokens = [](const memory_plan& p) {
    return p.time.known ? fmt::format("{:.0f}", p.time.tokens_per_s_per_device) : std::string("-");
  };
  fmt::print("  {:<26} {:>16} {:>16}\n", "step time s", seconds(a), seconds(b));
  fmt::print("  {:<26} {:>16} {:>16}\n", "tokens/s per device", tokens(a), tokens(b));
  fmt::print("  B: {}\n", to_string(b.config, b.target));
}

void write_comparison_svg(const std::string& path, const planned_step& a, const planned_step& b,
                          std::string_view b_flags) {
  using namespace shardmem;
  if (!a.whole || !b.whole) return;
  const std::vector<compared_timeline> both{
      {"A: as given", plan_timeline(a.whole->steps[0]), a.plan.overhead, a.plan.total, a.plan.fits},
      {fmt::format("B: with {}", b_flags), plan_timeline(b.whole->steps[0]), b.plan.overhead, b.plan.total,
       b.plan.fits}};
  write_text_file(path,
                  plan_compare_svg(both, a.plan.usable,
                                   fmt::format("{}: live bytes per device with overheads, A and B", a.plan.config.model.name)),
                  "SVG");
}

}  // namespace shardmem_cli
