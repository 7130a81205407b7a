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
  ba_temp_heap(const ba_values& v, const ba_sharing& s,
               std::int64_t alignment = hlo_backend_alignment(hlo_backend::gpu))
      : v_(v), s_(s), alignment_(alignment) {}

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
    std::unordered_map<std::uint32_t, std::size_t> of;  // value -> interval
    std::vector<std::uint32_t> zero_sized;              // values of 0 bytes, at offset 0
  };

  // HeapSimulator::RunComputation over the flattened schedule: per time, the values starting
  // (by start, end, id) share their buffer's first allocated value, or take a dying operand's
  // place (Free then ShareWith), or are allocated; then the values ending are freed. Event
  // counts are the heap's clock.
  heap_events simulate(const std::vector<std::uint32_t>& values) const {
    heap_events h;
    std::int64_t clock = 0;
    std::vector<std::uint32_t> order = values;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return std::forward_as_tuple(v_.start[a], v_.end[a], v_.rank[a]) <
             std::forward_as_tuple(v_.start[b], v_.end[b], v_.rank[b]);
    });
    const std::size_t steps = v_.lr.schedule.size() + 1;
    std::vector<std::vector<std::uint32_t>> defined(steps), freed(steps);
    std::vector<char> assigned(v_.lr.values.size(), 0);
    for (const std::uint32_t v : order) {
      defined[static_cast<std::size_t>(v_.start[v])].push_back(v);
      freed[static_cast<std::size_t>(v_.end[v])].push_back(v);
      assigned[v] = 1;
    }
    std::vector<std::int64_t> end = v_.end;                  // sharing extends an operand's range in this copy
    std::unordered_map<std::uint32_t, std::uint32_t> first;  // buffer -> its first allocated value
    auto alloc = [&](std::uint32_t v, std::int64_t size) {
      if (size == 0) return h.zero_sized.push_back(v);
      h.of[v] = h.intervals.size();
      h.intervals.push_back({v, size, clock++, -1, {}, true});
    };
    auto share = [&](std::uint32_t v, std::uint32_t with, std::int64_t size) {
      if (size == 0) return h.zero_sized.push_back(v);
      h.intervals[h.of.at(with)].colocations.push_back(v);
      h.of[v] = h.intervals.size();
      h.intervals.push_back({v, size, clock++, -1, {}, false});
    };
    auto release = [&](std::uint32_t v) {
      if (v_.buffer_size[v_.buffer_of(v)] == 0) return;
      h.intervals[h.of.at(v)].end = clock++;
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
            const auto& set = v_.sets[val.computation][v_.operand(val.computation, val.instruction, k)];
            if (set.empty()) continue;
            std::vector<std::uint32_t> ovs = set[0];
            std::sort(ovs.begin(), ovs.end(), [&](std::uint32_t x, std::uint32_t y) { return v_.id_less(x, y); });
            for (const std::uint32_t o : ovs) {
              if (v_.members[v_.buffer_of(o)].size() > 1 || end[o] != static_cast<std::int64_t>(t) || !assigned[o])
                continue;
              auto& f = freed[t];
              if (std::find(f.begin(), f.end(), o) == f.end()) continue;
              const hlo_value& ov = v_.lr.values[o];
              if (v_.wrapped(o) || ov.computation != val.computation ||
                  !v_.user_of(val.computation, val.instruction, ov.instruction) || in.opcode == "copy" ||
                  !s_.can_share(ov.computation, ov.instruction, ov.index, val.instruction, val.index))
                continue;
              release(o);
              f.erase(std::remove(f.begin(), f.end(), o), f.end());
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
      for (const std::uint32_t v : freed[t]) release(v);
    }
    return h;
  }

  // GlobalDecreasingSizeBestFitHeap::Finish for one order: each interval needing a place, in
  // order, takes the smallest free chunk (ties: the lowest offset) that holds its largest
  // colocation from an aligned offset, given the chunks placed over overlapping times.
  struct placed {
    std::int64_t start, end, offset, size;
  };
  std::pair<std::int64_t, std::vector<std::pair<std::uint32_t, std::int64_t>>> best_fit(const heap_events& h,
                                                                                        bool temporal) const {
    const std::int64_t align = alignment_;
    auto colocated = [&](const interval& x) {
      std::vector<std::uint32_t> result, work{static_cast<std::uint32_t>(h.of.at(x.value))};
      std::vector<char> in(h.intervals.size(), 0);
      while (!work.empty()) {
        const interval& item = h.intervals[work.back()];
        work.pop_back();
        for (const std::uint32_t v : item.colocations) {
          const auto k = static_cast<std::uint32_t>(h.of.at(v));
          if (!in[k]) in[k] = 1, result.push_back(k), work.push_back(k);
        }
      }
      return result;
    };
    std::vector<std::size_t> sorted(h.intervals.size());
    for (std::size_t k = 0; k < sorted.size(); ++k) sorted[k] = k;
    std::vector<std::tuple<std::int64_t, std::int64_t, std::array<std::int64_t, 3>>> key(h.intervals.size());
    for (std::size_t k = 0; k < h.intervals.size(); ++k) {
      const interval& x = h.intervals[k];
      if (temporal) {
        std::int64_t x_end = x.end;
        for (const std::uint32_t c : colocated(x)) x_end = std::max(x_end, h.intervals[c].end);
        key[k] = {x.start - x_end, -x.size, v_.rank[x.value]};
      } else {
        key[k] = {-x.size, x.start - x.end, v_.rank[x.value]};
      }
    }
    std::sort(sorted.begin(), sorted.end(), [&](std::size_t a, std::size_t b) { return key[a] < key[b]; });
    std::vector<placed> tree;
    std::int64_t heap_size = 0;
    std::vector<std::pair<std::uint32_t, std::int64_t>> offsets;
    for (const std::size_t k : sorted) {
      const interval& x = h.intervals[k];
      if (!x.need_allocation) continue;
      const std::vector<std::uint32_t> coloc = colocated(x);
      std::int64_t max_size = x.size;
      for (const std::uint32_t c : coloc) max_size = std::max(max_size, h.intervals[c].size);
      // MakeFreeChunks: offset -> end, largest offset first.
      std::map<std::int64_t, std::int64_t, std::greater<>> free_chunks{{0, std::numeric_limits<std::int64_t>::max()}};
      auto subtract = [&](std::int64_t start, std::int64_t end) {
        for (const placed& used : tree) {
          if (!(used.start <= end && used.end >= start)) continue;
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
        tree.push_back({y.start, y.end, *offset, size});
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
};

}  // namespace detail

}  // namespace shardmem
