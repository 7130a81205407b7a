// `shardmem plan` and `shardmem sweep`: does a training configuration fit, and the what-ifs over
// meshes and remat policies. The options become a training_config (make_config); the planner
// (plan/) answers, and its report or JSON is printed.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/plan.hpp>
#include <shardmem/plan/hlo_out.hpp>
#include <shardmem/plan/json.hpp>
#include <shardmem/plan/options.hpp>
#include <shardmem/sharding.hpp>
#include <shardmem/view/plan_view.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

// The tool's flags: the planner's options (shardmem::plan_options, read by the library) and how
// the answer is printed.
struct plan_flags {
  shardmem::plan_options opt;
  std::string mesh = "data=8";
  bool json = false;
  bool markdown = false;
  std::string svg;
  std::string trace;
  std::string html;
  std::string hlo_out;  // --hlo-out: the step written as scheduled HLO text
  std::string compare;  // --compare: B's flags, added to A's
  bool check = false;  // --check: exit status 3 unless it fits
  bool advise = false;  // --advise: the advisor's changes even when it fits, and in JSON
  bool fits = true;    // what the run found
  // sweep
  std::vector<std::string> policies;
  bool max_batch = false;
  std::int64_t top = 20;
};

template <class T>
inline constexpr bool optional_field = false;
template <class T>
inline constexpr bool optional_field<std::optional<T>> = true;

// A number's range as the help and the refusals say it: "from 1e-6 to 1".
std::string range_text(double low, double high) {
  auto shortest = [](double x) {
    std::string t = fmt::format("{:g}", x);
    for (const std::string_view zero : {"e-0", "e+0"})
      if (const std::size_t at = t.find(zero); at != std::string::npos) t.erase(at + 2, 1);
    return t;
  };
  return fmt::format("from {} to {}", shortest(low), shortest(high));
}

// The planner's options as flags, each made from its one declaration (shardmem::for_each_plan_option):
// its flag, help and bounds.
void add_plan_options(CLI::App* cmd, plan_flags& f) {
  using shardmem::option_form;
  shardmem::plan_options& o = f.opt;
  shardmem::for_each_plan_option([&](auto member, const shardmem::plan_option& d) {
    using field = std::remove_reference_t<decltype(o.*member)>;
    const std::string flag = d.flag();
    const std::string help(d.help);
    if (d.name == "max_input_bytes") {  // the one file a plan reads; the flag every reader shares
      add_max_input_bytes(cmd, o.max_input_bytes)->needs("--model-file")->description(help);
    } else if constexpr (std::is_same_v<field, shardmem::mesh>) {
      cmd->add_option(flag, f.mesh, help)->capture_default_str();
    } else if constexpr (std::is_same_v<field, bool>) {
      if (d.form == option_form::off)
        cmd->add_flag_callback(
            flag, [&o, member] { o.*member = false; }, help);
      else cmd->add_flag(flag, o.*member, help);
    } else {
      CLI::Option* opt = cmd->add_option(flag, o.*member, help);
      if constexpr (!optional_field<field> && !std::is_same_v<field, std::vector<std::string>>)
        if (!(o.*member == field{})) opt->capture_default_str();
      if constexpr (std::is_same_v<field, std::vector<std::string>>) opt->delimiter(',');
      if (d.form == option_form::count) opt->check(whole_number(d.min, d.max, std::string(d.rule)));
      if (d.form == option_form::number) opt->check(number_in(d.low, d.high, range_text(d.low, d.high)));
      if (const auto words = d.words(); !words.empty())
        opt->check(one_of(std::vector<std::string>(words.begin(), words.end())));
    }
  });
  cmd->get_option("--model-file")->excludes("--model");
}

// The flags as the planner's options.
shardmem::plan_options options_of(const plan_flags& f) {
  shardmem::plan_options o = f.opt;
  o.mesh = shardmem::parse_mesh(f.mesh);
  return o;
}

// The flags read: the library reads the planner's options (shardmem::read_plan_options).
shardmem::plan_input make_config(const plan_flags& f) { return shardmem::read_plan_options(options_of(f)); }

// `--compare "FLAGS"`: A's flags with FLAGS read over them, the same parser as A's.
plan_flags compared_flags(const plan_flags& a) {
  plan_flags b = a;
  b.compare.clear();
  CLI::App parser("--compare", "shardmem plan");
  add_plan_options(&parser, b);
  try {
    parser.parse(a.compare, false);
  } catch (const CLI::ParseError& e) {
    throw shardmem::invalid_error(
        fmt::format("--compare '{}': {}; give plan flags, e.g. --compare \"--remat nothing_saveable\"", a.compare,
                    parse_error_message(parser, e)));
  }
  return b;
}

// Prints the plan; returns whether it fits.
bool run_plan(const plan_flags& o) {
  using namespace shardmem;
  const plan_input in = make_config(o);
  const bool comparing = !o.compare.empty();
  const bool pictures = !o.svg.empty() || !o.trace.empty() || !o.html.empty();
  const planned_step a = plan_step(in, pictures);
  const memory_plan& p = a.plan;
  // The advisor: asked for, or whenever the plan does not fit; every rendering lists its changes.
  const bool advising = o.advise || (!p.fits && !comparing);
  const std::vector<advice> list = advising ? advise(options_of(o)) : std::vector<advice>{};
  const std::vector<view_fix> fixes = view_fixes(list);
  std::optional<planned_step> b;
  if (comparing) {
    b = plan_step(make_config(compared_flags(o)), pictures);
    if (!o.svg.empty()) write_comparison_svg(o.svg, a, *b, o.compare);
    write_plan_outputs(a, {.trace = o.trace, .html = o.html}, fixes, advising, &*b, o.compare);
  } else {
    write_plan_outputs(a, {.svg = o.svg, .trace = o.trace, .html = o.html}, fixes, advising);
  }
  if (!o.hlo_out.empty()) write_plan_hlo(in.config, in.target, o.hlo_out);
  if (o.json) {
    nlohmann::ordered_json j = plan_json(p);
    if (advising) j["advice"] = advice_json(list);
    if (b) j["compare"] = {{"flags", o.compare}, {"plan", plan_json(b->plan)}};
    print_json(j);
  } else if (o.markdown) {
    fmt::print("{}", to_markdown(p));
    if (advising) fmt::print("{}", fixes_markdown(fixes, p.fits));
  } else {
    fmt::print("{}", to_text(p));
    if (b) print_comparison(p, b->plan, o.compare);
    if (advising) fmt::print("{}", fixes_text(fixes, p.fits));
  }
  return p.fits;
}

// Progress of a long sweep on stderr: nothing in its first second, then a line at most every
// second, and a last one when it is done.
std::function<void(std::size_t, std::size_t)> sweep_progress() {
  using clock = std::chrono::steady_clock;
  const auto start = clock::now();
  auto last = std::make_shared<clock::time_point>(start);
  return [start, last](std::size_t done, std::size_t total) {
    const auto now = clock::now();
    if (now - start < std::chrono::seconds(1) || (done < total && now - *last < std::chrono::seconds(1))) return;
    *last = now;
    fmt::print(stderr, "sweep: {} of {} plans ({:.0f} s)\n", done, total,
               std::chrono::duration<double>(now - start).count());
  };
}

// Prints the sweep; returns whether some candidate fits.
bool run_sweep(const plan_flags& o) {
  using namespace shardmem;
  const plan_input in = make_config(o);
  const training_config& c = in.config;
  std::vector<remat_choice> remats;
  for (const std::string& word : o.policies) remats.push_back(parse_remat(word));
  if (remats.empty())
    for (std::string_view word : remat_presets) remats.push_back(parse_remat(word));
  const sweep_result sweep =
      sweep_meshes(c, in.target, {.remats = remats, .search_batch = o.max_batch, .progress = sweep_progress()});
  const std::vector<mesh_candidate>& all = sweep.candidates;
  const auto fastest = std::find_if(all.begin(), all.end(), [](const mesh_candidate& m) { return m.plan.fits; });
  // The given mesh itself: its cheapest remat and largest micro-batch, unless the model cannot
  // take its shape (the other shapes of the table still answer).
  std::optional<memory_plan> cheapest;
  std::int64_t b = 0;
  std::string given_error;
  try {
    cheapest = cheapest_fit(c, in.target);
    b = max_micro_batch(c, in.target);
  } catch (const parse_error&) {
    throw;
  } catch (const error& e) {
    given_error = e.what();
  }
  if (o.json) {
    print_json(sweep_json(sweep, {.config = c,
                                  .target = in.target,
                                  .search_batch = o.max_batch,
                                  .cheapest_on_mesh = cheapest,
                                  .max_micro_batch = b,
                                  .given_mesh_error = given_error}));
    return fastest != all.end();
  }
  fmt::print(
      "sweep: {} ({} devices) x {} policies on {} at a global batch of {}{}: {} plans, fitting first and fastest "
      "first (estimated step time; within 0.1% the least host traffic, then recompute), then by peak\n",
      c.model.name, c.devices.device_count(), remats.size(), in.target.accelerator.name, sweep.global_batch,
      c.global_batch > 0 ? "" : " (every device's micro-batch: the largest batch any row takes without accumulating)",
      all.size());
  fmt::print("{:<28} {:<34} {:>12} {:>5} {:>15} {:>9} {:>12}{}\n", "mesh", "policy", "peak", "fits", "recompute/step",
             "step s", "tokens/s/dev", o.max_batch ? "  max micro-batch" : "");
  auto per_step = [](const memory_plan& p) {
    return static_cast<double>(p.recompute_flops_per_step()) / 1e12;
  };
  std::int64_t shown = 0;
  for (const mesh_candidate& m : all) {
    if (shown++ == o.top) break;
    fmt::print("{:<28} {:<34} {:>12} {:>5} {:>12.1f} TF {:>9} {:>12}{}\n", to_string(m.devices), m.remat,
               fmt::format("{}", m.plan.total), m.plan.fits ? "yes" : "no", per_step(m.plan),
               m.plan.time.known ? fmt::format("{:.3g}", m.plan.time.total_s) : std::string("-"),
               m.plan.time.known ? fmt::format("{:.0f}", m.plan.time.tokens_per_s_per_device) : std::string("-"),
               o.max_batch ? fmt::format("  {:>15}", m.max_micro_batch) : std::string());
  }
  fmt::print("(recompute per device per step, at the global batch)\n");
  const std::vector<std::string>& skipped = sweep.skipped;
  if (!skipped.empty())
    fmt::print("\n{}: {}\n",
               skipped.size() == 1
                   ? std::string("1 candidate skipped, the model cannot take it")
                   : fmt::format("{} candidates skipped, the model cannot take them; the first", skipped.size()),
               skipped.front());
  if (fastest != all.end())
    fmt::print("\nfastest fit of the table: mesh {}, remat {} ({} per device, {}{:.1f} TF recompute per device per "
               "step)\n",
               to_string(fastest->devices), fastest->remat, fastest->plan.total,
               fastest->plan.time.known ? fmt::format("{:.3g} s a step, ", fastest->plan.time.total_s) : std::string(),
               per_step(fastest->plan));
  else fmt::print("\nnothing in the table fits\n");
  if (!given_error.empty()) {
    fmt::print("the given mesh {} cannot be planned: {}\n", to_string(c.devices), given_error);
    return fastest != all.end();
  }
  if (cheapest)
    fmt::print("cheapest way to fit on {}: remat {} ({} per device, {:.1f} TF recompute per device per step)\n",
               to_string(c.devices), name(cheapest->config.remat), cheapest->total, per_step(*cheapest));
  else fmt::print("no remat policy fits on {}\n", to_string(c.devices));
  fmt::print("largest micro-batch per rank that fits with remat {}: {}\n", name(c.remat), b);
  return fastest != all.end();
}

}  // namespace

subcommand add_plan_command(CLI::App& app) {
  auto o = std::make_shared<plan_flags>();
  CLI::App* plan_cmd = app.add_subcommand("plan", "Does a training configuration fit? Peak per device and per host, "
                                                  "what dominates it, how each term scales");
  add_plan_options(plan_cmd, *o);
  auto* plan_json_flag = plan_cmd->add_flag("--json", o->json, "Print JSON");
  plan_cmd->add_flag("--markdown", o->markdown, "Print a markdown table")->excludes(plan_json_flag);
  plan_cmd->add_option("--svg", o->svg, "Write an SVG timeline of live bytes by role to this file");
  plan_cmd->add_option("--trace", o->trace,
                       "Write the timeline as Chrome trace JSON (Perfetto, chrome://tracing) to this file");
  plan_cmd->add_option("--html", o->html,
                       "Write one self-contained HTML page: the verdict, the tables, and the timeline where the "
                       "pointer shows the buffers live at each op");
  plan_cmd->add_option("--hlo-out", o->hlo_out,
                       "Write the planned per-device step as scheduled HLO text to this file; `shardmem hlo FILE` "
                       "(with --backend cpu for a --backend cpu plan) reads it back, `shardmem hlo diff FILE "
                       "compiled.hlo` sets it beside a compiled program");
  plan_cmd->add_option("--compare", o->compare,
                       "Plan a second configuration B, these flags read over the given ones (e.g. \"--remat "
                       "nothing_saveable --zero 3\"), and print both side by side; with --svg, both timelines "
                       "overlaid");
  plan_cmd->footer("Examples:\n"
                   "  shardmem plan --model llama3.1-70b --mesh data=16,model=8 --devices-per-process 8\n"
                   "  shardmem plan --model llama3.1-8b --zero 0 --mesh data=64 --devices-per-process 1 "
                   "--placement checked --json");
  plan_cmd->add_flag("--check", o->check,
                     "Exit status 3 when the plan does not fit, 0 when it does (a gate for CI jobs that change a "
                     "config)");
  plan_cmd->add_flag("--advise", o->advise,
                     "The changes that would make it fit (printed anyway when it does not), each planned, cheapest "
                     "first; in JSON too (`advice`)");
  return {plan_cmd, [o] { o->fits = run_plan(*o); }, [o] { return o->check && !o->fits ? 3 : 0; }};
}

subcommand add_sweep_command(CLI::App& app) {
  auto o = std::make_shared<plan_flags>();
  CLI::App* sweep_cmd = app.add_subcommand("sweep", "What-ifs: every factorization of the devices over the mesh axes "
                                                    "times remat policies, the cheapest fit, the largest micro-batch");
  add_plan_options(sweep_cmd, *o);
  sweep_cmd->add_option("--policies", o->policies, "Remat policies to try (default: all presets)")->delimiter(',');
  sweep_cmd->add_flag("--max-batch", o->max_batch, "Also search each candidate's largest micro-batch");
  sweep_cmd->add_option("--top", o->top, "Rows shown")->capture_default_str()->check(at_least_one());
  sweep_cmd->add_flag("--json", o->json, "Print JSON");
  sweep_cmd->add_flag("--check", o->check, "Exit status 3 when no candidate fits, 0 when one does");
  return {sweep_cmd, [o] { o->fits = run_sweep(*o); }, [o] { return o->check && !o->fits ? 3 : 0; }};
}

void run_default_plan() { (void)run_plan(plan_flags{}); }

}  // namespace shardmem_cli
