// The shardmem tool's parts. run_shardmem (cli.cpp) parses the command line and runs one
// subcommand; each subcommand is a file that registers its options on the CLI11 app and returns
// what runs when the command line names it. What the tool computes lives in the library: these
// files translate arguments into library calls and results into text or JSON.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <shardmem/plan.hpp>
#include <shardmem/plan/options.hpp>
#include <shardmem/view/page.hpp>
#include <shardmem/view/plan_view.hpp>

/// The whole tool: parses `argv`, runs the subcommand, prints to stdout (errors to stderr) and
/// returns the exit status (0, or 2 for bad input). It never exits the process, so a fuzz target
/// (tests/fuzz/fuzz_cli.cpp) can call it once per input.
int run_shardmem(int argc, char** argv);

namespace shardmem_cli {

using json = nlohmann::ordered_json;  // keeps keys in the order written

/// A subcommand registered on the app: its CLI11 app, which holds its options, and what runs when
/// the command line names it (the options it reads live as long as `run`), and the exit status
/// it ends with (0 when none is given; `plan --check` gives 3 for a plan that does not fit).
struct subcommand {
  CLI::App* app = nullptr;
  std::function<void()> run;
  std::function<int()> status{};
};

subcommand add_shard_command(CLI::App& app);        // shard.cpp
subcommand add_graph_command(CLI::App& app);        // graph.cpp
subcommand add_schedule_command(CLI::App& app);     // schedule.cpp
subcommand add_plan_command(CLI::App& app);         // plan.cpp
subcommand add_sweep_command(CLI::App& app);        // plan.cpp
subcommand add_walkthrough_command(CLI::App& app);  // walkthrough.cpp
subcommand add_hlo_command(CLI::App& app);          // hlo.cpp
subcommand add_model_command(CLI::App& app);        // model.cpp
subcommand add_reference_command(CLI::App& app);    // reference.cpp (hidden: the flags as markdown)

/// The tool with no subcommand: `shardmem plan` with its defaults (plan.cpp).
void run_default_plan();

/// Prints JSON with one top-level key per line and one element per line of a top-level array or
/// of an array of objects: diffable and still short (print_json.cpp).
void print_json(const json& j);

/// `plan`'s files (plan_output.cpp): --svg, --trace and --html, each empty when not asked for.
struct plan_output_files {
  std::string svg{}, trace{}, html{};
};

/// A plan, and its step built whole when pictures are asked for (view/plan_view.hpp's plan_whole).
struct planned_step {
  shardmem::memory_plan plan;
  std::optional<shardmem::whole_plan> whole;
};

/// Plans `in`; with `whole`, from a step built whole, kept for the pictures (plan_output.cpp).
[[nodiscard]] planned_step plan_step(const shardmem::plan_input& in, bool whole);

/// Writes the files asked for of a plan built whole; nothing without a step (plan_output.cpp). The
/// page lists `fixes` when the advisor ran (`advised`); with `b`, --html and --trace hold A and B
/// side by side, B being A with `b_flags`.
void write_plan_outputs(const planned_step& a, const plan_output_files& files,
                        std::span<const shardmem::view_fix> fixes = {}, bool advised = false,
                        const planned_step* b = nullptr, std::string_view b_flags = {});

/// `plan --compare`: the two plans side by side, B being A with `b_flags` (plan_output.cpp).
void print_comparison(const shardmem::memory_plan& a, const shardmem::memory_plan& b, std::string_view b_flags);

/// `plan --compare ... --svg FILE`: both timelines overlaid (plan_output.cpp).
void write_comparison_svg(const std::string& path, const planned_step& a, const planned_step& b,
                          std::string_view b_flags);

/// Writes `text` to `path`, or throws invalid_error naming `what` and the path (plan_output.cpp).
void write_text_file(const std::string& path, const std::string& text, std::string_view what);

/// An integer flag's check: a whole number in [min, max], read as typed by the library's integer
/// reader (core/parse.hpp), so a number past 64 bits is refused as the user wrote it rather than
/// clamped by CLI11; the message names the text and the range, and `fix` when given ("give ...")
/// (cli.cpp).
[[nodiscard]] CLI::Validator whole_number(std::int64_t min, std::int64_t max = std::numeric_limits<std::int64_t>::max(),
                                          std::string fix = {});

/// whole_number(1): a count that must be 1 or more (CLI11's PositiveNumber prints the range of a
/// double).
[[nodiscard]] CLI::Validator at_least_one();

/// A floating option's check: a decimal number in [min, max], read as typed (CLI11 turns 1e999
/// into inf and takes nan); `range` says the range in the message ("from 1e-6 to 1") (cli.cpp).
[[nodiscard]] CLI::Validator number_in(double min, double max, std::string range);

/// A word option's check: one of `words`, in any case, replaced by the word as listed (`Padded` is
/// padded); the refusal names the text, the word likely meant and the words (cli.cpp).
[[nodiscard]] CLI::Validator one_of(std::vector<std::string> words);

/// What a command line refused by CLI11 (`error`) most likely got wrong, in the library's words:
/// an unknown option of the subcommand it was given to (`unknown option '--modle' (did you mean
/// '--model'?)`), an unknown subcommand, or else CLI11's own message (cli.cpp).
[[nodiscard]] std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error);

/// `--max-input-bytes SIZE` on `cmd`: the largest input (a file, stdin) it reads, a byte size such
/// as 4GiB, into `limit` (which holds the default, shardmem::default_max_file_bytes) (cli.cpp).
CLI::Option* add_max_input_bytes(CLI::App* cmd, std::int64_t& limit);

}  // namespace shardmem_cli
