// The heap of buffer assignment's delayed temporaries (../HLO.md sect. 6, 7.2): HeapSimulator's run
// over the flattened schedule (each value allocated, sharing its buffer's first value's place or
// a dying operand's, then freed), which makes the intervals one of memory/heap.hpp's algorithms
// packs: GlobalDecreasingSizeBestFitHeap in its spatial and temporal orders, the smaller packing
// chosen (ChooseBestHeapAlgorithm), or the no-fragmentation size beside it. Sources: xla/service/
// heap_simulator.cc, as hlo_buffer_assignment.hpp names them.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/memory/heap.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_sharing.hpp>
#include <shardmem/xla/hlo_buffer_values.hpp>

namespace shardmem {

namespace detail {

// The heap of the delayed temporaries of one colour, over the values `v`, each chunk starting at
// a multiple of `alignment` (hlo_backend_alignment).
class ba_temp_heap {
 public:
  // by_scan: each placed interval asked in turn whether it meets a time range (the reference of
  // the indexed query, for the tests).
  ba_temp_heap(const ba_values& v, const ba_sharing& s,
               std::int64_t alignment = hlo_backend_alignment(hlo_backend::gpu), bool by_scan = false)
      : v_(v), s_(s), alignment_(alignment), by_scan_(by_scan) {}

  using packing = heap_packing;

  /// The packing `algorithm` makes of `values` (by default the smaller of the spatial and temporal
  /// best fits, the spatial on a tie, as buffer assignment chooses).
  /// @throws invalid_error when a buffer finds no place (an offset out of range).
  [[nodiscard]] packing pack(const std::vector<std::uint32_t>& values,
                             heap_algorithm algorithm = heap_algorithm::choose_best) const {
    return run_heap(simulate(values), algorithm, alignment_, by_scan_);
  }

  // HeapSimulator::RunComputation over the flattened schedule: per time, the values starting
  // (by start, end, id) share their buffer's first allocated value, or take a dying operand's
  // place (Free then ShareWith), or are allocated; then the values ending are freed. Event
  // counts are the heap's clock.
  [[nodiscard]] heap_events simulate(const std::vector<std::uint32_t>& values) const {
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
      h.intervals.push_back({v, size, clock++, -1, {}, true, v_.rank[v]});
    };
    auto share = [&](std::uint32_t v, std::uint32_t with, std::int64_t size) {
      if (size == 0) return h.zero_sized.push_back(v);
      h.intervals[h.of(with)].colocations.push_back(v);
      h.of_value[v] = static_cast<std::uint32_t>(h.intervals.size());
      h.intervals.push_back({v, size, clock++, -1, {}, false, v_.rank[v]});
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

 private:
  const ba_values& v_;
  const ba_sharing& s_;
  std::int64_t alignment_;
  bool by_scan_ = false;
};

}  // namespace detail

}  // namespace shardmem
