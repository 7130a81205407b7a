// `shardmem schedule`: a checkpoint schedule of a chain of unit layers (schedule/), its actions,
// peak and recomputation, as text, an ASCII timeline or JSON.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/plan/text.hpp>
#include <shardmem/schedule.hpp>
#include <shardmem/schedule/svg.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

struct schedule_options {
  std::int64_t layers = 16;
  std::string strategy = "sqrt_n";
  bool timeline = false;
  bool json = false;
  std::string svg;  // --svg FILE: live memory per action, beside storing every activation
  // Revolve's and nested's limit. The tool prints every action it makes, so it stops at 2^24
  // (about 100 MB of text) rather than the library's 2^28: a nested schedule of 10^7 layers
  // (7 * 10^7 actions) is refused at once, naming --max-actions.
  std::int64_t max_actions = std::int64_t{1} << 24;
};

void run_schedule(const schedule_options& o) {
  using namespace shardmem;
  const chain c = chain::unit(o.layers);
  // The planner's words for a chain schedule (plan/text.hpp): one vocabulary for both.
  const std::optional<chain_remat> strategy = parse_chain_schedule(o.strategy, o.max_actions);
  if (!strategy) {
    static constexpr std::string_view words[] = {"store",       "sqrt_n",   "segments:K", "checkpoint_sequential:K",
                                                 "nested",      "nested:L", "revolve",    "revolve:S",
                                                 "budget:BYTES"};
    throw invalid_error(fmt::format("--strategy {} is not a checkpoint schedule{}; expected store, sqrt_n, segments:K, "
                                    "checkpoint_sequential:K, nested, nested:L, revolve, revolve:S or budget:BYTES",
                                    o.strategy, did_you_mean(o.strategy, words)));
  }
  const std::string& name = strategy->label;  // as the library names it: `Revolve:3` is revolve:3
  const chain_schedule plan = strategy->make(c);
  const schedule_summary sum = simulate(c, plan, {.timeline = !o.svg.empty()});
  if (!o.svg.empty()) {
    // The schedule's live memory per action, and storing every activation (no recomputation) beside it.
    const chain_schedule store = parse_chain_schedule("store")->make(c);
    const schedule_summary kept = simulate(c, store, {.timeline = true});
    std::vector<memory_series> series{{fmt::format("{} ({} extra forwards)", name, sum.extra_forwards), sum.timeline}};
    if (name != "store") series.push_back({"store (every activation kept)", kept.timeline});
    write_text_file(o.svg,
                    memory_chart_svg(series,
                                     {.title = fmt::format("{} schedule of {} unit layers: live activations per "
                                                           "action (unit layers: 1 B each)",
                                                           name, o.layers)}),
                    "SVG");
  }
  if (o.json) {
    json j;
    j["layers"] = o.layers;
    j["strategy"] = name;
    j["forward_executions"] = sum.forwards;
    j["extra_forwards"] = sum.extra_forwards;
    j["peak_units"] = sum.peak.count();
    j["compute"] = sum.compute;
    j["max_checkpoints"] = sum.max_checkpoints;
    j["actions"] = to_string(plan);
    print_json(j);
    return;
  }
  fmt::print("{} schedule of {} unit layers\n", name, o.layers);
  fmt::print("actions: {}\n", to_string(plan));
  if (o.timeline) fmt::print("\n{}\n", text_timeline(c, plan, live_shown::units));
  fmt::print("peak {} unit activations, forward executions {}, extra forwards {}, compute {}, checkpoints at most {}\n",
             sum.peak.count(), sum.forwards, sum.extra_forwards, sum.compute, sum.max_checkpoints);
}

}  // namespace

subcommand add_schedule_command(CLI::App& app) {
  auto o = std::make_shared<schedule_options>();
  CLI::App* cmd = app.add_subcommand("schedule",
                                     "Checkpoint schedule of a chain of layers: the actions, peak memory and "
                                     "forward executions");
  cmd->footer("Unit stages: every boundary and working set 1 byte, forward cost 1, backward cost 2.\n"
              "Notation: A i forward dropping activations, F i forward keeping them, S/R/D b save/restore/discard\n"
              "checkpoint b, B i backward; A0-3 is A0 A1 A2 A3.\n"
              "Examples:\n"
              "  shardmem schedule --layers 16 --strategy revolve:3\n"
              "  shardmem schedule --layers 10 --strategy checkpoint_sequential:3 --json\n"
              "  shardmem schedule --layers 32 --strategy revolve:4 --svg revolve.svg");
  cmd->add_option("--layers", o->layers, "Number of layers n (at most 10^7)")
      ->capture_default_str()
      ->check(whole_number(1, 10'000'000));
  cmd->add_option("--strategy", o->strategy,
                  "store, sqrt_n (Chen's sqrt(n) segments), segments:K (Chen's K segments), checkpoint_sequential:K "
                  "(PyTorch's), nested[:L], revolve[:S] (S snapshots; ceil(sqrt(n)) without), budget:BYTES (a unit "
                  "layer's activation is 1 byte: budget:9B); the words of `shardmem plan --remat`")
      ->capture_default_str();
  cmd->add_option("--max-actions", o->max_actions,
                  "The most actions a revolve or nested schedule may take (their max_actions); past it, an error "
                  "says how many it would take")
      ->capture_default_str()
      ->check(at_least_one());
  cmd->add_flag("--timeline", o->timeline, "Print the step-by-step ASCII timeline");
  cmd->add_flag("--json", o->json, "Print JSON");
  cmd->add_option("--svg", o->svg,
                  "Write an SVG chart of the live memory per action to this file, beside storing every activation");
  return {cmd, [o, cmd] {
            // Every option given is used: the action limit is revolve's and nested's alone.
            if (cmd->count("--max-actions") > 0 && !o->strategy.starts_with("revolve") &&
                !o->strategy.starts_with("nested"))
              throw shardmem::invalid_error(fmt::format("--max-actions limits a revolve or nested schedule; "
                                                        "--strategy {} "
                                                        "generates its actions without one: drop it",
                                                        o->strategy));
            run_schedule(*o);
          }};
}

}  // namespace shardmem_cli
