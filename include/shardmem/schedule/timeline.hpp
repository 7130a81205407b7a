// A schedule as a text timeline, one row per action: the live bytes, which boundaries are held,
// which stages keep activations, and where recomputation happens.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>
#include <shardmem/schedule/simulate.hpp>

namespace shardmem {

/// The legend of `text_timeline`'s columns.
inline constexpr std::string_view timeline_legend =
    "boundaries x0..xn: # checkpoint, * current value (not a checkpoint), . neither (it may still lie\n"
    "inside a kept stage's activations)\n"
    "stages 0..n-1: the action's stage as A advance, F forward keeping, B backward (lowercase a, f: a\n"
    "recomputation, the stage ran forward before); K kept activations; . nothing held\n";

/// How the live column reads: bytes (`3 B`), or a count of unit activations (`3`) for a chain of
/// unit stages (chain::unit), whose bytes stand for activations.
enum class live_shown : std::uint8_t { bytes, units };

/// One row per action of `s` replayed on `c`, after a header line: the step, the action, the
/// bytes live during it, then the boundaries and the stages after it (see `timeline_legend`);
/// rows that run a stage's forward again end with `recompute`.
/// @throws schedule_error as `simulate` does.
/// Example: on 3 unit stages, `store_all` gives the rows
/// `    0 F0           2 B  #*..  F..` ... `    3 B2           5 B  #...  KKB`; with live_shown::units
/// `    0 F0             2  #*..  F..`.
[[nodiscard]] inline std::string text_timeline(const chain& c, const chain_schedule& s,
                                               live_shown shown = live_shown::bytes) {
  const std::int64_t n = c.size();
  simulator sim(c);
  std::vector<std::int64_t> forwarded(static_cast<std::size_t>(n), 0);
  std::string out = fmt::format("{:>5} {:<7} {:>8}  {:<{}}  {}\n", "step", "action",
                                shown == live_shown::units ? "units" : "live", "boundaries", n + 1, "stages");
  std::int64_t step = 0;
  for (const action& a : s) {
    sim.apply(a);
    std::string bounds(static_cast<std::size_t>(n + 1), '.');
    for (std::int64_t b = 0; b <= n; ++b) {
      if (sim.is_checkpoint(b)) bounds[static_cast<std::size_t>(b)] = '#';
      else if (sim.current() == b) bounds[static_cast<std::size_t>(b)] = '*';
    }
    std::string stages(static_cast<std::size_t>(n), '.');
    for (std::int64_t i = 0; i < n; ++i)
      if (sim.is_kept(i)) stages[static_cast<std::size_t>(i)] = 'K';
    bool recompute = false;
    const std::int64_t i = a.index;
    if (a.is_forward()) {
      std::int64_t& count = forwarded[static_cast<std::size_t>(i)];
      recompute = count > 0;
      ++count;
      const char mark = a.kind == action_kind::advance ? 'A' : 'F';
      stages[static_cast<std::size_t>(i)] = recompute ? static_cast<char>(mark - 'A' + 'a') : mark;
    } else if (a.kind == action_kind::backward) {
      stages[static_cast<std::size_t>(i)] = 'B';
    }
    out += fmt::format("{:>5} {:<7} {:>8}  {}  {}{}\n", step, fmt::format("{}", a),
                       shown == live_shown::units ? fmt::format("{}", sim.last_during().count())
                                                  : fmt::format("{}", sim.last_during()),
                       bounds, stages, recompute ? "  recompute" : "");
    ++step;
  }
  return out;
}

}  // namespace shardmem
