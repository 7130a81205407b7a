// A module's schedule as a value: by computation, the order its instructions run in (what
// XLA's schedulers choose, hlo_memory_scheduler.hpp and hlo_bfs_schedule), and a module put in
// that order, which the analyses read as text order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

/// One of the schedulers DefaultMemoryScheduler tries.
enum class hlo_scheduler : std::uint8_t { list, dfs, post_order };

/// "list", "dfs" or "post_order".
[[nodiscard]] constexpr std::string_view hlo_scheduler_name(hlo_scheduler s) noexcept {
  switch (s) {
    case hlo_scheduler::list: return "list";
    case hlo_scheduler::dfs: return "dfs";
    case hlo_scheduler::post_order: return "post_order";
  }
  return "list";
}

/// What DefaultMemoryScheduler chose for one computation, and the memory (bytes live at once
/// without fragmentation, HeapSimulator::MinimumMemoryForComputation) of each candidate.
struct hlo_schedule_choice {
  std::string computation;
  hlo_scheduler chosen = hlo_scheduler::list;
  std::int64_t list_bytes = 0, dfs_bytes = 0, post_order_bytes = 0;
  friend bool operator==(const hlo_schedule_choice&, const hlo_schedule_choice&) = default;
};

/// A module's schedule: by computation, its instructions' positions in the order they run (empty
/// for a computation left as written), and the choice made for each computation scheduled.
struct hlo_module_schedule {
  std::vector<std::vector<std::uint32_t>> sequences;
  std::vector<hlo_schedule_choice> choices;  ///< in the module's computation order

  /// The choice for computation `name`, or nullptr where it was left as written.
  [[nodiscard]] const hlo_schedule_choice* choice(std::string_view name) const {
    for (const hlo_schedule_choice& c : choices)
      if (c.computation == name) return &c;
    return nullptr;
  }
};

namespace detail {

// Whether `s` leaves each computation of `m` in its order as written (hlo_reordered would copy `m`
// unchanged).
[[nodiscard]] inline bool hlo_schedule_as_written(const hlo_module& m, const hlo_module_schedule& s) {
  for (std::size_t c = 0; c < m.computations.size() && c < s.sequences.size(); ++c) {
    const std::vector<std::uint32_t>& seq = s.sequences[c];
    if (seq.empty()) continue;
    if (seq.size() != m.computations[c].instructions.size()) return false;
    for (std::uint32_t k = 0; k < seq.size(); ++k)
      if (seq[k] != k) return false;
  }
  return true;
}

}  // namespace detail

/// A copy of `m` with each computation's instructions in the order `s` gives (those it leaves as
/// written unchanged). Nothing else changes: not is_scheduled (a module before partitioning stays
/// one), not the names, lines nor the ROOT.
/// @throws invalid_error for a schedule of another module (sequences that are not each
///         instruction of their computation once).
[[nodiscard]] inline hlo_module hlo_reordered(const hlo_module& m, const hlo_module_schedule& s) {
  hlo_module out = m;
  for (std::size_t c = 0; c < out.computations.size() && c < s.sequences.size(); ++c) {
    const std::vector<std::uint32_t>& seq = s.sequences[c];
    if (seq.empty()) continue;
    std::vector<hlo_instruction>& is = out.computations[c].instructions;
    bool written = seq.size() == is.size();  // the order as written: nothing to move
    for (std::uint32_t k = 0; written && k < seq.size(); ++k) written = seq[k] == k;
    if (written) continue;
    std::vector<char> seen(is.size(), 0);
    if (seq.size() != is.size() || std::any_of(seq.begin(), seq.end(), [&](std::uint32_t i) {
          return i >= seen.size() || std::exchange(seen[i], 1) != 0;
        }))
      detail::raise<invalid_error>("a schedule of {} instructions does not fit computation '{}' of {}", seq.size(),
                                   out.computations[c].name, is.size());
    std::vector<hlo_instruction> ordered;
    ordered.reserve(is.size());
    for (const std::uint32_t i : seq) ordered.push_back(std::move(is[i]));
    is = std::move(ordered);
  }
  return out;
}

}  // namespace shardmem
