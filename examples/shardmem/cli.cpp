// run_shardmem: the command line in, one subcommand run, an exit status out.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <new>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>

#include "cli.hpp"

#ifndef SHARDMEM_VERSION
#define SHARDMEM_VERSION "unknown"
#endif

namespace shardmem_cli {

CLI::Validator whole_number(std::int64_t min, std::int64_t max, std::string fix) {
  std::string range = max == std::numeric_limits<std::int64_t>::max() ? fmt::format("of at least {}", min)
                                                                      : fmt::format("from {} to {}", min, max);
  if (!fix.empty()) range += "; " + fix;
  return CLI::Validator(
      [=](std::string& text) {
        // The text as typed, read before CLI11 converts it (CLI11 clamps what is past 64 bits).
        try {
          const std::int64_t v = shardmem::parse_integer(text, "");
          if (v < min || v > max) return fmt::format("'{}' must be a whole number {}", shardmem::escaped(text), range);
        } catch (const shardmem::overflow_error&) {
          return fmt::format("'{}' is past the 64-bit integer range; give a whole number {}", shardmem::escaped(text),
                             range);
        } catch (const shardmem::parse_error&) {
          return fmt::format("'{}' must be a whole number {}", shardmem::escaped(text), range);
        }
        return std::string();
      },
      max == std::numeric_limits<std::int64_t>::max() ? fmt::format("INT >= {}", min)
                                                      : fmt::format("INT in [{}, {}]", min, max));
}

CLI::Validator at_least_one() { return whole_number(1); }

CLI::Validator number_in(double min, double max, std::string range) {
  return CLI::Validator(
      [=](std::string& text) {
        // As typed: CLI11 turns 1e999 into inf and 1e-320 into a subnormal before any check runs.
        double v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc{} || end != text.data() + text.size() || !(v >= min && v <= max))
          return fmt::format("'{}' must be a number {}", shardmem::escaped(text), range);
        return std::string();
      },
      "NUMBER " + range);
}

CLI::Validator one_of(std::vector<std::string> words) {
  std::string listed;
  for (std::size_t i = 0; i < words.size(); ++i)
    listed += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return CLI::Validator(
      [words, listed](std::string& text) {
        for (const std::string& w : words)
          if (shardmem::same_name(w, text)) {
            text = w;
            return std::string();
          }
        return fmt::format("unknown value '{}'{}; expected {}", shardmem::escaped(text),
                           shardmem::did_you_mean(text, words), listed);
      },
      "{" + listed + "}");
}

namespace {

// The long names an app takes (`--model`), its option groups' too.
std::vector<std::string> option_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::Option* o : app.get_options())
    for (const std::string& n : o->get_lnames()) names.push_back("--" + n);
  for (const CLI::App* group : app.get_subcommands([](const CLI::App* s) { return s->get_name().empty(); })) {
    const std::vector<std::string> more = option_names(*group);
    names.insert(names.end(), more.begin(), more.end());
  }
  return names;
}

// The message for the first argument `app` or a subcommand under it left unread, or nothing.
std::string unread_argument(const CLI::App& app, const std::string& path) {
  std::vector<std::string> left = app.remaining(false);
  for (const CLI::App* group : app.get_subcommands([](const CLI::App* s) { return s->get_name().empty(); })) {
    const std::vector<std::string> more = group->remaining(false);
    left.insert(left.end(), more.begin(), more.end());
  }
  // An option first (its value, if given, was left unread after it), a negative number aside.
  for (const std::string& arg : left) {
    if (arg.size() < 2 || arg[0] != '-' || (arg[1] >= '0' && arg[1] <= '9')) continue;
    const std::string flag = arg.substr(0, arg.find('='));
    return fmt::format("unknown option '{}'{}; `{} --help` lists the options", flag,
                       shardmem::did_you_mean(flag, option_names(app)), path);
  }
  if (!left.empty() && app.get_parent() == nullptr && app.get_subcommands().empty()) {
    std::vector<std::string> commands;
    for (const CLI::App* s : app.get_subcommands([](const CLI::App* s) { return !s->get_name().empty(); }))
      commands.push_back(s->get_name());
    return fmt::format("unknown subcommand '{}'{}; `{} --help` lists them", left.front(),
                       shardmem::did_you_mean(left.front(), commands), path);
  }
  // A word a subcommand takes no place for (`plan x`): named, with where to see what it takes.
  if (!left.empty() && app.get_parent() != nullptr)
    return fmt::format("unexpected argument '{}'; `{} --help` lists what it takes", left.front(), path);
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_name().empty(); }))
    if (std::string m = unread_argument(*sub, path + " " + sub->get_name()); !m.empty()) return m;
  return {};
}

}  // namespace

std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error) {
  // An unknown option is named whatever CLI11 stopped at: `graph --jsno` wants --json, not the
  // file CLI11 says is required. CLI11 keeps what no option took, each app its own.
  const std::string unread = unread_argument(app, app.get_name());
  return unread.empty() ? std::string(error.what()) : unread;
}

CLI::Option* add_max_input_bytes(CLI::App* cmd, std::int64_t& limit) {
  const CLI::Validator size(
      [](std::string& text) {
        try {
          if (shardmem::parse_bytes(text).count() < 1) return std::string("the limit must be at least 1 byte");
        } catch (const shardmem::error& e) {
          return std::string(e.what());
        }
        return std::string();
      },
      "SIZE");
  return cmd
      ->add_option_function<std::string>(
          "--max-input-bytes", [&limit](const std::string& text) { limit = shardmem::parse_bytes(text).count(); },
          "The largest input read, a file or stdin, e.g. 4GiB (default 1GiB); a larger one is refused before it is "
          "read where its size is known")
      ->check(size);
}

namespace {

/// Prints `shardmem: error: MESSAGE` and returns the usage-error exit status.
int fail(std::string_view message) {
  // Escaped whole: whatever a message quotes (a name, a path, CLI11's echo of an argument), it
  // stays one line and cannot color or reorder the terminal; text already escaped is unchanged.
  fmt::print(stderr, "shardmem: error: {}\n", shardmem::escaped(message));
  return 2;
}

}  // namespace
}  // namespace shardmem_cli

int run_shardmem(int argc, char** argv) {
  using namespace shardmem_cli;
  CLI::App app{"shardmem: how many bytes each device holds, when, and why, for sharded training.\n"
               "With no arguments: the plan of Llama-3.1-8B training (seq 8192, AdamW with fp32 master weights,\n"
               "FSDP over 8 H100 80GB, remat nothing_saveable), as `shardmem plan` prints it.",
               "shardmem"};
  app.set_version_flag("--version", "shardmem " SHARDMEM_VERSION);
  app.require_subcommand(0, 1);
  const std::vector<subcommand> commands{add_shard_command(app), add_graph_command(app), add_schedule_command(app),
                                         add_plan_command(app),  add_sweep_command(app), add_walkthrough_command(app),
                                         add_hlo_command(app),   add_model_command(app), add_reference_command(app)};
  // An empty argument is refused up front: no option of the tool takes an empty value, and CLI11
  // 2.1 (Debian 12) loops forever on an empty positional followed by a dash argument
  // (`shardmem shard '' -a`, found by tests/fuzz/fuzz_cli).
  for (int i = 1; i < argc; ++i)
    if (argv[i][0] == '\0')
      return fail(fmt::format("argument {} is empty; give each option a value or leave it out", i));
  try {
    app.parse(argc, argv);
    const auto chosen = std::find_if(commands.begin(), commands.end(),
                                     [&](const subcommand& c) { return app.got_subcommand(c.app); });
    if (chosen == commands.end()) {
      run_default_plan();
    } else {
      chosen->run();
      if (chosen->status) return chosen->status();
    }
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e);  // --help, --version
    return fail(parse_error_message(app, e));
  } catch (const shardmem::error& e) {
    return fail(e.what());
  } catch (const std::bad_alloc&) {
    return fail("out of memory: the answer asked for does not fit in this machine's memory; ask for a smaller "
                "problem (fewer layers, devices or actions)");
  }
  return 0;
}
