// libFuzzer target: checkpoint-schedule text (parse_schedule). A schedule that parses prints back,
// compact and expanded, to text that parses to the same schedule; replayed on a chain it either
// runs or throws schedule_error naming the action.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include <shardmem/schedule.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::schedule_text_target {
SHARDMEM_FUZZ_TARGET(schedule_text) {
  const auto text = shardmem_fuzz::text_of(data, size);
  chain_schedule s;
  // A smaller expansion limit than the default keeps each input fast; the limit path is fuzzed too.
  if (!accepts([&] { s = parse_schedule(text, 1 << 16); })) return 0;
  for (const bool compact : {true, false}) {
    const std::string printed = to_string(s, compact);
    chain_schedule again;
    check(accepts([&] { again = parse_schedule(printed, 1 << 16); }), "a printed schedule parses: " + printed);
    check(again == s, "a schedule parsed from its own text equals itself: " + printed);
  }
  // Replay on chains just long enough for the largest index, unit and uneven.
  std::int64_t top = 0;
  for (const action& a : s) top = std::max<std::int64_t>(top, a.index);
  if (top > 4096) return 0;
  std::vector<stage> stages;
  for (std::int64_t i = 0; i < std::max<std::int64_t>(top, 1); ++i)
    stages.push_back({.output = bytes{1 + i % 3}, .working = bytes{1 + i % 3 + i % 4}, .forward_cost = 1 + i % 2});
  for (const chain& c : {chain::unit(top + 1), chain(2_B, stages)}) {
    const std::int64_t n = c.size();
    simulator sim(c, std::nullopt, false);
    std::int64_t ran = 0;
    try {
      for (const action& a : s) {
        sim.apply(a);
        ++ran;
        check(sim.live() >= bytes{0} && sim.last_during() >= sim.live() && sim.peak() >= sim.last_during(),
              "0 <= live <= during <= peak");
      }
      const schedule_summary sum = sim.finish();
      check(sum.forwards >= n && sum.extra_forwards == sum.forwards - n, "every stage ran forward");
      check(sum.peak >= c.input(), "the peak holds x0");
      (void)text_timeline(c, s);
    } catch (const schedule_error& e) {
      check(e.action_index() == ran, "a schedule_error names the action that failed");
    } catch (const shardmem::error& e) {
      shardmem_fuzz::fail(std::string("simulate threw a shardmem::error that is not a schedule_error: ") + e.what());
    }
  }
  return 0;
}

}  // namespace shardmem_fuzz::schedule_text_target
