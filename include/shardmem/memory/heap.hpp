// The heap algorithms of XLA's HeapSimulator, over one kind of input: the intervals a heap
// simulation made (each value allocated at a clock tick and freed at a later one, or sharing the
// place of an earlier value), whoever simulated them. The algorithms are choices, as
// HeapSimulator::Run takes a HeapAlgorithm: GlobalDecreasingSizeBestFitHeap in its spatial or
// temporal order, ChooseBestHeapAlgorithm (the smaller of the two), and the no-fragmentation
// size, what any packing of the intervals needs (NoFragmentationStatsHeap's role: a heap can be
// no smaller, and the best fit's size past it is the gaps it leaves). Sources:
// xla/service/heap_simulator/heap_simulator.cc (GlobalDecreasingSizeBestFitHeap::Finish,
// MakeFreeChunks, SlicedAllocationFinder::Find, ChooseBestHeapAlgorithm, BufferIntervalTree).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>

namespace shardmem {

/// One value's stretch of a heap simulation: allocated at clock `start`, freed at `end`, with its
/// bytes. A value that shares an earlier one's place (the same buffer, or an operand it wrote
/// over) needs no allocation of its own: it is among the `colocations` of the interval it shares.
struct heap_interval {
  std::uint32_t value = 0;
  std::int64_t size = 0, start = 0, end = -1;
  std::vector<std::uint32_t> colocations{};  ///< values sharing this one's place
  bool need_allocation = true;
  std::array<std::int64_t, 3> rank{};  ///< the last tie-break of the orders (XLA: the value's id)
};

/// What a heap simulation made: the intervals in clock order, each value's interval, and the
/// values of 0 bytes (placed at offset 0, outside the heap).
struct heap_events {
  std::vector<heap_interval> intervals;
  std::vector<std::uint32_t> of_value;    ///< by value: its interval (none: not in the heap)
  std::vector<std::uint32_t> zero_sized;  ///< values of 0 bytes
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
  /// The interval of value v, which must have one.
  /// @throws invalid_error where v has none.
  [[nodiscard]] std::size_t of(std::uint32_t v) const {
    if (v >= of_value.size() || of_value[v] == none)
      detail::raise<invalid_error>("the heap of temporaries: value {} has no interval", v);
    return of_value[v];
  }
};

/// A heap's size and each value's offset in it (the no-fragmentation algorithm gives no offsets).
struct heap_packing {
  std::int64_t size = 0;
  std::vector<std::pair<std::uint32_t, std::int64_t>> offsets{};
  std::vector<std::uint32_t> zero_sized{};
};

/// The algorithms a heap simulation can be run with.
enum class heap_algorithm : std::uint8_t {
  best_fit_spatial,   ///< GlobalDecreasingSizeBestFitHeap, largest first
  best_fit_temporal,  ///< GlobalDecreasingSizeBestFitHeap, longest-lived first
  choose_best,        ///< ChooseBestHeapAlgorithm over the two (the spatial on a tie)
  no_fragmentation,   ///< the most bytes the places hold at one clock tick: any packing's floor
};

namespace detail {

[[nodiscard]] inline std::int64_t heap_round_up(std::int64_t v, std::int64_t a) {
  return checked_mul(ceil_div(v, a), a, "an aligned offset");
}

// The intervals sharing x's place, in the order a depth-first walk of its colocations finds them
// (a value shares with one earlier value: the colocations are a forest).
[[nodiscard]] inline std::vector<std::uint32_t> heap_colocated(const heap_events& h, const heap_interval& x) {
  std::vector<std::uint32_t> result, work{static_cast<std::uint32_t>(h.of(x.value))};
  std::unordered_set<std::uint32_t> in;
  while (!work.empty()) {
    const heap_interval& item = h.intervals[work.back()];
    work.pop_back();
    for (const std::uint32_t v : item.colocations) {
      const auto k = static_cast<std::uint32_t>(h.of(v));
      if (in.insert(k).second) result.push_back(k), work.push_back(k);
    }
  }
  return result;
}

// The placed intervals (BufferIntervalTree): those meeting a time range, in the order they were
// placed. A segment tree over the intervals by start holds the latest end placed under each node,
// so a query visits only the nodes that hold a meeting interval. (A scan of all is quadratic.)
class heap_placed_index {
 public:
  struct placed {
    std::int64_t start, end, offset, size;
  };
  heap_placed_index(const std::vector<heap_interval>& intervals, bool by_scan)
      : slot_(intervals.size()), by_scan_(by_scan) {
    std::vector<std::size_t> by_start(intervals.size());
    for (std::size_t k = 0; k < by_start.size(); ++k) by_start[k] = k;
    std::stable_sort(by_start.begin(), by_start.end(),
                     [&](std::size_t a, std::size_t b) { return intervals[a].start < intervals[b].start; });
    while (leaves_ < by_start.size()) leaves_ *= 2;
    at_.resize(by_start.size());
    for (std::size_t p = 0; p < by_start.size(); ++p) {
      slot_[by_start[p]] = p;
      at_[p] = {intervals[by_start[p]].start, intervals[by_start[p]].end, 0, 0};
    }
    order_.assign(by_start.size(), none);
    latest_.assign(2 * leaves_, std::numeric_limits<std::int64_t>::min());
  }
  void place(std::size_t interval, std::int64_t offset, std::int64_t size) {
    const std::size_t p = slot_[interval];
    at_[p].offset = offset, at_[p].size = size, order_[p] = placed_count_++;
    placed_slots_.push_back(p);
    for (std::size_t n = p + leaves_; n >= 1; n /= 2) latest_[n] = std::max(latest_[n], at_[p].end);
  }
  // The placed intervals meeting [start, end], in the order they were placed.
  [[nodiscard]] std::vector<placed> meeting(std::int64_t start, std::int64_t end) const {
    const std::size_t last = static_cast<std::size_t>(
        std::upper_bound(at_.begin(), at_.end(), end, [](std::int64_t e, const placed& x) { return e < x.start; }) -
        at_.begin());  // slots [0, last) start by `end`
    std::vector<std::size_t> found;
    if (by_scan_) {
      for (const std::size_t p : placed_slots_)
        if (at_[p].start <= end && at_[p].end >= start) found.push_back(p);
    } else {
      collect(1, 0, leaves_, last, start, found);
    }
    std::sort(found.begin(), found.end(), [&](std::size_t a, std::size_t b) { return order_[a] < order_[b]; });
    std::vector<placed> out;
    out.reserve(found.size());
    for (const std::size_t p : found) out.push_back(at_[p]);
    return out;
  }

 private:
  static constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
  void collect(std::size_t node, std::size_t lo, std::size_t hi, std::size_t last, std::int64_t start,
               std::vector<std::size_t>& found) const {
    if (lo >= last || latest_[node] < start) return;
    if (hi - lo == 1) {
      if (order_[lo] != none) found.push_back(lo);
      return;
    }
    const std::size_t mid = lo + (hi - lo) / 2;
    collect(2 * node, lo, mid, last, start, found);
    collect(2 * node + 1, mid, hi, last, start, found);
  }
  std::vector<std::size_t> slot_;          // by interval: its place in start order
  std::vector<placed> at_;                 // by slot
  std::vector<std::size_t> order_;         // by slot: when it was placed (none: not yet)
  std::vector<std::int64_t> latest_;       // by node: the latest end placed below it
  std::vector<std::size_t> placed_slots_;  // in the order placed
  std::size_t leaves_ = 1, placed_count_ = 0;
  bool by_scan_ = false;
};

// GlobalDecreasingSizeBestFitHeap::Finish for one order: each interval needing a place, in
// order, takes the smallest free chunk (ties: the lowest offset) that holds its largest
// colocation from an aligned offset, given the chunks placed over overlapping times.
[[nodiscard]] inline heap_packing heap_best_fit(const heap_events& h, bool temporal, std::int64_t align, bool by_scan) {
  // The latest end among each interval and those sharing its place: a colocation comes after
  // the interval it shares with, so one pass from the last interval gathers them.
  std::vector<std::int64_t> shared_end(h.intervals.size(), std::numeric_limits<std::int64_t>::min());
  for (std::size_t k = h.intervals.size(); k-- > 0;) {
    shared_end[k] = std::max(shared_end[k], h.intervals[k].end);
    for (const std::uint32_t v : h.intervals[k].colocations) {
      const std::size_t c = h.of(v);
      if (c <= k) detail::raise<invalid_error>("the heap of temporaries: a value shares an earlier one's place");
      shared_end[k] = std::max(shared_end[k], shared_end[c]);
    }
  }
  std::vector<std::size_t> sorted(h.intervals.size());
  for (std::size_t k = 0; k < sorted.size(); ++k) sorted[k] = k;
  std::vector<std::tuple<std::int64_t, std::int64_t, std::array<std::int64_t, 3>>> key(h.intervals.size());
  for (std::size_t k = 0; k < h.intervals.size(); ++k) {
    const heap_interval& x = h.intervals[k];
    key[k] = temporal ? std::tuple{x.start - shared_end[k], -x.size, x.rank}
                      : std::tuple{-x.size, x.start - x.end, x.rank};
  }
  std::sort(sorted.begin(), sorted.end(), [&](std::size_t a, std::size_t b) { return key[a] < key[b]; });
  heap_placed_index tree(h.intervals, by_scan);
  heap_packing out;
  out.offsets.reserve(h.intervals.size());
  for (const std::size_t k : sorted) {
    const heap_interval& x = h.intervals[k];
    if (!x.need_allocation) continue;
    const std::vector<std::uint32_t> coloc = heap_colocated(h, x);
    std::int64_t max_size = x.size;
    for (const std::uint32_t c : coloc) max_size = std::max(max_size, h.intervals[c].size);
    // MakeFreeChunks: offset -> end, largest offset first.
    std::map<std::int64_t, std::int64_t, std::greater<>> free_chunks{{0, std::numeric_limits<std::int64_t>::max()}};
    auto subtract = [&](std::int64_t start, std::int64_t end) {
      for (const heap_placed_index::placed& used : tree.meeting(start, end)) {
        const std::int64_t used_end = checked_add(used.offset, used.size, "a heap offset");
        auto it_end = free_chunks.lower_bound(used_end);
        if (it_end == free_chunks.end()) continue;
        auto it_start = free_chunks.lower_bound(used.offset);
        const std::int64_t free_end = it_end->second;
        if (it_start != free_chunks.end()) {
          if (used.offset - it_start->first >= x.size) it_start->second = std::min(it_start->second, used.offset);
          else ++it_start;
        }
        free_chunks.erase(it_end, it_start);
        const std::int64_t aligned = heap_round_up(used_end, align);
        if (free_end - aligned >= max_size) free_chunks.emplace(aligned, free_end);
      }
    };
    subtract(x.start, x.end);
    for (const std::uint32_t c : coloc) subtract(h.intervals[c].start, h.intervals[c].end);
    // SlicedAllocationFinder::Find with one slice: roots smallest first (then lowest offset);
    // in each, the first aligned offset where the largest colocation fits.
    std::vector<std::pair<std::int64_t, std::int64_t>> roots;  // (size, offset)
    for (const auto& [off, end] : free_chunks)
      if (end - off > 0) roots.emplace_back(end - off, off);
    std::sort(roots.begin(), roots.end());
    std::optional<std::int64_t> offset;
    for (const auto& [size, off] : roots) {
      const std::int64_t first = heap_round_up(off, align);
      if (first < off + size && first + max_size <= off + size) {
        offset = first;
        break;
      }
    }
    if (!offset)
      detail::raise<invalid_error>("the heap of temporaries found no place for a buffer of {} bytes", x.size);
    auto commit = [&](const heap_interval& y) {
      tree.place(h.of(y.value), *offset, y.size);
      out.size = std::max(out.size, checked_add(*offset, y.size, "the heap's size"));
      out.offsets.emplace_back(y.value, *offset);
    };
    commit(x);
    for (const std::uint32_t c : coloc) commit(h.intervals[c]);
  }
  return out;
}

// The most bytes the places hold at one clock tick: each place (an interval needing an allocation,
// with those sharing it) holds, at a tick, the largest of its intervals live then.
[[nodiscard]] inline std::int64_t heap_floor(const heap_events& h) {
  const std::size_t n = h.intervals.size();
  auto past_end = [](const heap_interval& y) {
    if (y.end < y.start)
      detail::raise<invalid_error>("the heap: value {} is freed at tick {}, before it is allocated at {}", y.value,
                                   y.end, y.start);
    return checked_add(y.end, 1, "a heap tick");
  };
  // Each interval's place, in one pass: a colocation comes after the interval it shares.
  std::vector<std::uint32_t> place(n);
  for (std::size_t k = 0; k < n; ++k) place[k] = static_cast<std::uint32_t>(k);
  for (std::size_t k = 0; k < n; ++k)
    for (const std::uint32_t v : h.intervals[k].colocations) {
      const std::size_t c = h.of(v);
      if (c <= k) detail::raise<invalid_error>("the heap of temporaries: a value shares an earlier one's place");
      place[c] = place[k];
    }
  // The members of each place in interval order, which is the order of their starts (a counting sort).
  std::vector<std::uint32_t> first(n + 1, 0), members(n);
  for (std::size_t k = 0; k < n; ++k) ++first[place[k] + 1];
  for (std::size_t k = 0; k < n; ++k) first[k + 1] += first[k];
  {
    std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
    for (std::size_t k = 0; k < n; ++k) members[fill[place[k]]++] = static_cast<std::uint32_t>(k);
  }
  std::vector<std::pair<std::int64_t, std::int64_t>> change;  // (tick, change of the bytes held from it on)
  std::vector<std::pair<std::int64_t, std::int64_t>> edges;   // one place's: (tick, +size start / -size past end)
  std::multiset<std::int64_t> live;                           // one place's sizes live now
  for (std::size_t p = 0; p < n; ++p) {
    const std::span<const std::uint32_t> of(members.data() + first[p], members.data() + first[p + 1]);
    if (of.empty()) continue;
    const std::int64_t size = h.intervals[of.front()].size;
    const bool one_size = std::all_of(of.begin(), of.end(),
                                      [&](std::uint32_t k) { return h.intervals[k].size == size; });
    if (one_size) {  // the place holds its bytes over the union of its members' ticks
      std::int64_t from = h.intervals[of.front()].start, to = past_end(h.intervals[of.front()]);
      for (const std::uint32_t k : of.subspan(1)) {
        const heap_interval& y = h.intervals[k];
        if (y.start > to) change.emplace_back(from, size), change.emplace_back(to, -size), from = y.start;
        to = std::max(to, past_end(y));
      }
      change.emplace_back(from, size), change.emplace_back(to, -size);
      continue;
    }
    edges.clear();
    for (const std::uint32_t k : of) {
      const heap_interval& y = h.intervals[k];
      edges.emplace_back(y.start, y.size);
      edges.emplace_back(past_end(y), -y.size);
    }
    std::sort(edges.begin(), edges.end());
    live.clear();
    std::int64_t held = 0;
    for (std::size_t k = 0; k < edges.size();) {
      const std::int64_t tick = edges[k].first;
      for (; k < edges.size() && edges[k].first == tick; ++k) {
        if (edges[k].second >= 0) live.insert(edges[k].second);
        else live.erase(live.find(-edges[k].second));
      }
      const std::int64_t now = live.empty() ? 0 : *live.rbegin();
      if (now != held) change.emplace_back(tick, now - held), held = now;
    }
  }
  std::sort(change.begin(), change.end());
  std::int64_t held = 0, most = 0;
  for (std::size_t k = 0; k < change.size();) {
    const std::int64_t tick = change[k].first;
    for (; k < change.size() && change[k].first == tick; ++k)
      held = checked_add(held, change[k].second, "a heap's bytes");
    most = std::max(most, held);
  }
  return most;
}

}  // namespace detail

/// The heap `algorithm` makes of the intervals `h`, chunks placed at multiples of `alignment`
/// (the no-fragmentation size ignores alignment). by_scan: the best fit asks each placed interval
/// in turn whether it meets a time range (the reference of the indexed query, for the tests).
/// @throws invalid_error where a colocation precedes the interval it shares, or a chunk finds no
///         place (an offset out of range).
[[nodiscard]] inline heap_packing run_heap(const heap_events& h, heap_algorithm algorithm, std::int64_t alignment = 1,
                                           bool by_scan = false) {
  if (alignment < 1) detail::raise<invalid_error>("a heap's alignment is {}; it must be at least 1", alignment);
  heap_packing out;
  switch (algorithm) {
    case heap_algorithm::best_fit_spatial:
    case heap_algorithm::best_fit_temporal:
      out = detail::heap_best_fit(h, algorithm == heap_algorithm::best_fit_temporal, alignment, by_scan);
      break;
    case heap_algorithm::choose_best: {
      heap_packing spatial = detail::heap_best_fit(h, false, alignment, by_scan);
      heap_packing temporal = detail::heap_best_fit(h, true, alignment, by_scan);
      out = temporal.size < spatial.size ? std::move(temporal) : std::move(spatial);
      break;
    }
    case heap_algorithm::no_fragmentation: out.size = detail::heap_floor(h); break;
  }
  out.zero_sized = h.zero_sized;
  return out;
}

}  // namespace shardmem
