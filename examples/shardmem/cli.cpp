// run_shardmem: the command line in, one subcommand run, an exit status out.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <new>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>

#include "cli.hpp"

#ifndef SHARDMEM_VERSION
#define SHARDMEM_VERSION "unknown"
#endif

namespace shardmem_cli {

CLI::Validator at_least_one() {
  return CLI::Validator(
      [](std::string& text) {
        std::int64_t v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc{} || end != text.data() + text.size() || v < 1)
          return fmt::format("'{}' must be a whole number of at least 1", text);
        return std::string();
      },
      "INT >= 1");
}

namespace {

/// Prints `shardmem: error: MESSAGE` and returns the usage-error exit status.
int fail(std::string_view message) {
  fmt::print(stderr, "shardmem: error: {}\n", message);
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
                                         add_hlo_command(app),   add_model_command(app)};
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
    return fail(e.what());
  } catch (const shardmem::error& e) {
    return fail(e.what());
  } catch (const std::bad_alloc&) {
    return fail("out of memory: the answer asked for does not fit in this machine's memory; ask for a smaller "
                "problem (fewer layers, devices or actions)");
  }
  return 0;
}
