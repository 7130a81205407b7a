// The heap of buffer assignment's delayed temporaries (../HLO.md sect. 6, 7.2): HeapSimulator's run
// over the flattened schedule (each value allocated, sharing its buffer's first value's place or
// a dying operand's, then freed), packed by GlobalDecreasingSizeBestFitHeap in its spatial and
// temporal orders, the smaller packing chosen (ChooseBestHeapAlgorithm). Sources: xla/service/
// heap_simulator.cc, as hlo_buffer_assignment.hpp names them.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_sharing.hpp>
#include <shardmem/xla/hlo_buffer_values.hpp>

namespace shardmem {

namespace detail {

[[nodiscard]] inline std::int64_t ba_round_up(std::int64_t v, std::int64_t a) {
  return checked_mul(ceil_div(v, a), a, "an aligned offset");
}

// The heap of the delayed temporaries of one colour, over the values `v`, each chunk starting at
// a multiple of `alignment` (hlo_backend_alignment).
class ba_temp_heap {
 public:
  // by_scan: each placed interval asked in turn whether it meets a time range (the reference of
  // the indexed query, for the tests).
  ba_temp_heap(const ba_values& v, const ba_sharing& s,
               std::int64_t alignment = hlo_backend_alignment(hlo_backend::gpu), bool by_scan = false)
      : v_(v), s_(s), alignment_(alignment), by_scan_(by_scan) {}

  /// A packing: the heap's size, each value's offset, and the values of 0 bytes (at offset 0).
  struct packing {
    std::int64_t size = 0;
    std::vector<std::pair<std::uint32_t, std::int64_t>> offsets;
    std::vector<std::uint32_t> zero_sized;
  };

  /// The smaller of the spatial and temporal packings of `values` (the spatial on a tie).
  /// @throws invalid_error when a buffer finds no place (an offset out of range).
  [[nodiscard]] packing pack(const std::vector<std::uint32_t>& values) const {
    const heap_events h = simulate(values);
    auto spatial = best_fit(h, false);
    auto temporal = best_fit(h, true);
    auto& best = temporal.first < spatial.first ? temporal : spatial;
    return {best.first, std::move(best.second), h.zero_sized};
  }

 private:
  // --- the heap of delayed temporaries (HeapSimulator + GlobalDecreasingSizeBestFitHeap) --------
  struct interval {
    std::uint32_t value = 0;
    std::int64_t size = 0, start = 0, end = -1;
    std::vector<std::uint32_t> colocations;
    bool need_allocation = true;
  };
  struct heap_events {
    std::vector<interval> intervals;
    std::vector<std::uint32_t> of_value;    // by value: its interval (none: not in the heap)
    std::vector<std::uint32_t> zero_sized;  // values of 0 bytes, at offset 0
    static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
    // The interval of value v, which must have one.
    [[nodiscard]] std::size_t of(std::uint32_t v) const {
      if (v >= of_value.size() || of_value[v] == none)
        detail::raise<invalid_error>("the heap of temporaries: value {} has no interval", v);
      return of_value[v];
    }
  };

  // HeapSimulator::RunComputation over the flattened schedule: per time, the values starting
  // (by start, end, id) share their buffer's first allocated value, or take a dying operand's
  // place (Free then ShareWith), or are allocated; then the values ending are freed. Event
  // counts are the heap's clock.
  heap_events simulate(const std::vector<std::uint32_t>& values) const {
    heap_events h;
    h.of_value.assign(v_.lr.values.size(), heap_events::none);
    h.intervals.reserve(values.size());  // (at most one each: sized once, not doubled past them)
    std::int64_t clock = 0;
    std::vector<std::uint32_t> order = values;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return std::forward_as_tuple(v_.start[a], v_.end[a], v_.rank[a]) <
             std::forward_as_tuple(v_.start[b], v_.end[b], v_.rank[b]);
    });
    const std::size_t steps = v_.lr.schedule.size() + 1;
    std::vector<std::vector<std::uint32_t>> defined(steps), freed(steps);
    std::vector<char> assigned(v_.lr.values.size(), 0), taken(v_.lr.values.size(), 0);
    for (const std::uint32_t v : order) {
      defined[static_cast<std::size_t>(v_.start[v])].push_back(v);
      freed[static_cast<std::size_t>(v_.end[v])].push_back(v);
      assigned[v] = 1;
    }
    std::vector<std::int64_t> end = v_.end;                  // sharing extends an operand's range in this copy
    std::unordered_map<std::uint32_t, std::uint32_t> first;  // buffer -> its first allocated value
    std::vector<std::uint32_t> ovs;                          // an operand's values, in id order (reused)
    auto alloc = [&](std::uint32_t v, std::int64_t size) {
      if (size == 0) return h.zero_sized.push_back(v);
      h.of_value[v] = static_cast<std::uint32_t>(h.intervals.size());
      h.intervals.push_back({v, size, clock++, -1, {}, true});
    };
    auto share = [&](std::uint32_t v, std::uint32_t with, std::int64_t size) {
      if (size == 0) return h.zero_sized.push_back(v);
      h.intervals[h.of(with)].colocations.push_back(v);
      h.of_value[v] = static_cast<std::uint32_t>(h.intervals.size());
      h.intervals.push_back({v, size, clock++, -1, {}, false});
    };
    auto release = [&](std::uint32_t v) {
      if (v_.buffer_size[v_.buffer_of(v)] == 0) return;
      h.intervals[h.of(v)].end = clock++;
    };
    for (std::size_t t = 0; t < steps; ++t) {
      for (const std::uint32_t v : defined[t]) {
        const std::uint32_t b = v_.buffer_of(v);
        if (const auto it = first.find(b); it != first.end()) {
          share(v, it->second, v_.buffer_size[b]);
          continue;
        }
        bool shared = false;
        const hlo_value& val = v_.lr.values[v];
        if (v_.members[b].size() == 1 && !v_.wrapped(v)) {
          const hlo_instruction& in = v_.at(val.computation, val.instruction);
          for (std::size_t k = 0; k < in.operands.size() && !shared; ++k) {
            const auto& set = v_.sets(val.computation, v_.operand(val.computation, val.instruction, k));
            if (set.empty()) continue;
            ovs.assign(set[0].begin(), set[0].end());
            std::sort(ovs.begin(), ovs.end(), [&](std::uint32_t x, std::uint32_t y) { return v_.id_less(x, y); });
            for (const std::uint32_t o : ovs) {
              if (v_.members[v_.buffer_of(o)].size() > 1 || end[o] != static_cast<std::int64_t>(t) || !assigned[o])
                continue;
              if (v_.end[o] != static_cast<std::int64_t>(t) || taken[o]) continue;  // not among those ending at t
              const hlo_value& ov = v_.lr.values[o];
              if (v_.wrapped(o) ||
                  !s_.can_share(ov.computation, ov.instruction, ov.index, val.computation, val.instruction, val.index))
                continue;
              release(o);
              taken[o] = 1;  // freed here, not again with the values ending at t
              share(v, o, v_.buffer_size[v_.buffer_of(o)]);
              end[o] = end[v];
              shared = true;
              break;
            }
          }
        }
        if (!shared) {
          alloc(v, v_.buffer_size[b]);
          first[b] = v;
        }
      }
      for (const std::uint32_t v : freed[t])
        if (!taken[v]) release(v);
    }
    return h;
  }

  // GlobalDecreasingSizeBestFitHeap::Finish for one order: each interval needing a place, in
  // order, takes the smallest free chunk (ties: the lowest offset) that holds its largest
  // colocation from an aligned offset, given the chunks placed over overlapping times.
  struct placed {
    std::int64_t start, end, offset, size;
  };
  // The placed intervals (BufferIntervalTree): those meeting a time range, in the order they were
  // placed. A segment tree over the intervals by start holds the latest end placed under each node,
  // so a query visits only the nodes that hold a meeting interval. (A scan of all is quadratic.)
  class placed_index {
   public:
    placed_index(const std::vector<interval>& intervals, bool by_scan) : slot_(intervals.size()), by_scan_(by_scan) {
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
    std::vector<std::size_t> slot_;  // by interval: its place in start order
    std::vector<placed> at_;         // by slot
    std::vector<std::size_t> order_;  // by slot: when it was placed (none: not yet)
    std::vector<std::int64_t> latest_;  // by node: the latest end placed below it
    std::vector<std::size_t> placed_slots_;  // in the order placed
    std::size_t leaves_ = 1, placed_count_ = 0;
    bool by_scan_ = false;
  };
  std::pair<std::int64_t, std::vector<std::pair<std::uint32_t, std::int64_t>>> best_fit(const heap_events& h,
                                                                                        bool temporal) const {
    const std::int64_t align = alignment_;
    // The intervals sharing x's place, in the order a depth-first walk of its colocations finds
    // them (a value shares with one earlier value: the colocations are a forest).
    auto colocated = [&](const interval& x) {
      std::vector<std::uint32_t> result, work{static_cast<std::uint32_t>(h.of(x.value))};
      std::unordered_set<std::uint32_t> in;
      while (!work.empty()) {
        const interval& item = h.intervals[work.back()];
        work.pop_back();
        for (const std::uint32_t v : item.colocations) {
          const auto k = static_cast<std::uint32_t>(h.of(v));
          if (in.insert(k).second) result.push_back(k), work.push_back(k);
        }
      }
      return result;
    };
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
      const interval& x = h.intervals[k];
      if (temporal) {
        key[k] = {x.start - shared_end[k], -x.size, v_.rank[x.value]};
      } else {
        key[k] = {-x.size, x.start - x.end, v_.rank[x.value]};
      }
    }
    std::sort(sorted.begin(), sorted.end(), [&](std::size_t a, std::size_t b) { return key[a] < key[b]; });
    placed_index tree(h.intervals, by_scan_);
    std::int64_t heap_size = 0;
    std::vector<std::pair<std::uint32_t, std::int64_t>> offsets;
    offsets.reserve(h.intervals.size());  // (one each: the packing kept while the other is made)
    for (const std::size_t k : sorted) {
      const interval& x = h.intervals[k];
      if (!x.need_allocation) continue;
      const std::vector<std::uint32_t> coloc = colocated(x);
      std::int64_t max_size = x.size;
      for (const std::uint32_t c : coloc) max_size = std::max(max_size, h.intervals[c].size);
      // MakeFreeChunks: offset -> end, largest offset first.
      std::map<std::int64_t, std::int64_t, std::greater<>> free_chunks{{0, std::numeric_limits<std::int64_t>::max()}};
      auto subtract = [&](std::int64_t start, std::int64_t end) {
        for (const placed& used : tree.meeting(start, end)) {
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
          const std::int64_t aligned = ba_round_up(used_end, align);
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
        const std::int64_t first = ba_round_up(off, align);
        if (first < off + size && first + max_size <= off + size) {
          offset = first;
          break;
        }
      }
      if (!offset)
        detail::raise<invalid_error>("the heap of temporaries found no place for a buffer of {} bytes", x.size);
      auto commit = [&](const interval& y, std::int64_t size) {
        tree.place(h.of(y.value), *offset, size);
        heap_size = std::max(heap_size, checked_add(*offset, size, "the heap's size"));
        offsets.emplace_back(y.value, *offset);
      };
      commit(x, x.size);
      for (const std::uint32_t c : coloc) commit(h.intervals[c], h.intervals[c].size);
    }
    return {heap_size, std::move(offsets)};
  }

  const ba_values& v_;
  const ba_sharing& s_;
  std::int64_t alignment_;
  bool by_scan_ = false;
};

}  // namespace detail

}  // namespace shardmem
