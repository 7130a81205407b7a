// Tests for memory/heap.hpp: the heap algorithms over hand-built intervals. Expected packings are
// our reading of heap_simulator.cc's GlobalDecreasingSizeBestFitHeap (derived by hand beside each);
// random intervals hold the indexed best fit to a scan of every placed interval, every packing to
// the rule that intervals meeting in time never meet in space, and the no-fragmentation size to a
// tick-by-tick count.
#include <doctest/doctest.h>

#include <shardmem/memory/heap.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

using namespace shardmem;

namespace {

// Intervals in the order given (the clock order), value k the k-th; `shares[k]` names the earlier
// value whose place value k shares (none: its own).
heap_events events(const std::vector<heap_interval>& given, const std::vector<std::uint32_t>& shares = {}) {
  heap_events h;
  h.of_value.assign(given.size(), heap_events::none);
  for (std::size_t k = 0; k < given.size(); ++k) {
    heap_interval x = given[k];
    x.value = static_cast<std::uint32_t>(k);
    x.rank = {0, 0, static_cast<std::int64_t>(k)};
    const bool shared = k < shares.size() && shares[k] != heap_events::none;
    x.need_allocation = !shared;
    if (shared) h.intervals[h.of(shares[k])].colocations.push_back(x.value);
    h.of_value[k] = static_cast<std::uint32_t>(h.intervals.size());
    h.intervals.push_back(x);
  }
  return h;
}

heap_interval lasting(std::int64_t size, std::int64_t start, std::int64_t end) {
  heap_interval x;
  x.size = size, x.start = start, x.end = end;
  return x;
}

std::int64_t offset_of(const heap_packing& p, std::uint32_t v) {
  for (const auto& [value, offset] : p.offsets)
    if (value == v) return offset;
  FAIL("value ", v, " has no offset");
  return -1;
}

}  // namespace

TEST_CASE("the best fit places intervals meeting in time apart, at aligned offsets, and reuses a dead one's") {
  // a (400 B) at ticks 0-2 and b (200 B) at 1-3 meet: largest first, a at 0 and b at the first
  // 128-aligned offset past a's 400 bytes, 512: 712 bytes, of which 112 no value needs (the
  // no-fragmentation size is 600, at ticks 1-2). c (240 B) at 4-5 meets neither: offset 0.
  const heap_events h = events({lasting(400, 0, 2), lasting(200, 1, 3), lasting(240, 4, 5)});
  for (const heap_algorithm a :
       {heap_algorithm::best_fit_spatial, heap_algorithm::best_fit_temporal, heap_algorithm::choose_best}) {
    const heap_packing p = run_heap(h, a, 128);
    CHECK(p.size == 712);
    CHECK(offset_of(p, 0) == 0);
    CHECK(offset_of(p, 1) == 512);
    CHECK(offset_of(p, 2) == 0);
  }
  CHECK(run_heap(h, heap_algorithm::best_fit_spatial, 1).size == 600);  // unaligned: b right after a
  const heap_packing floor = run_heap(h, heap_algorithm::no_fragmentation, 128);
  CHECK(floor.size == 600);
  CHECK(floor.offsets.empty());
}

TEST_CASE("the spatial and the temporal orders pack differently, and the best of them is the smaller") {
  // A 60 B at ticks 0-1, B 50 B at 1-3, C 40 B at 2-4, D 30 B at 3-4.
  // Spatial (largest first): A at 0; B meets A: 60; C meets only B: the 60-byte hole below it, 0;
  // D meets B (60-110) and C (0-40): the 20-byte hole is too small, 110. Heap 140.
  // Temporal (longest first, then largest): B at 0; C meets B: 50; A meets B only: 50; D meets B
  // and C: 90. Heap 120, which is also the floor (B, C and D at tick 3).
  const heap_events h = events({lasting(60, 0, 1), lasting(50, 1, 3), lasting(40, 2, 4), lasting(30, 3, 4)});
  const heap_packing spatial = run_heap(h, heap_algorithm::best_fit_spatial);
  const heap_packing temporal = run_heap(h, heap_algorithm::best_fit_temporal);
  CHECK(spatial.size == 140);
  CHECK(temporal.size == 120);
  CHECK(offset_of(temporal, 0) == 50);
  CHECK(offset_of(temporal, 3) == 90);
  CHECK(run_heap(h, heap_algorithm::choose_best).size == 120);
  CHECK(run_heap(h, heap_algorithm::no_fragmentation).size == 120);
}

TEST_CASE("a value sharing another's place takes its offset; the place counts once while both live") {
  // b shares a's place (one buffer, two values) and d takes c's after c dies: a and b together
  // hold 100 bytes at 0-3 where they meet, not 200; c and d one 80-byte place at 2-5.
  const heap_events h = events({lasting(100, 0, 2), lasting(100, 1, 3), lasting(80, 2, 3), lasting(80, 4, 5)},
                               {heap_events::none, 0, heap_events::none, 2});
  const heap_packing p = run_heap(h, heap_algorithm::choose_best, 8);
  CHECK(offset_of(p, 1) == offset_of(p, 0));
  CHECK(offset_of(p, 3) == offset_of(p, 2));
  CHECK(p.size == 184);  // 100 rounded up to 104, then 80
  CHECK(run_heap(h, heap_algorithm::no_fragmentation).size == 180);
}

TEST_CASE("values of 0 bytes are handed back beside any packing") {
  heap_events h = events({lasting(16, 0, 1)});
  h.zero_sized = {7};
  for (const heap_algorithm a : {heap_algorithm::choose_best, heap_algorithm::no_fragmentation})
    CHECK(run_heap(h, a).zero_sized == std::vector<std::uint32_t>{7});
}

TEST_CASE("random intervals: indexed and scanned best fits agree, packings never overlap, the floor is exact") {
  std::mt19937_64 rng(46);
  for (int round = 0; round < 300; ++round) {
    CAPTURE(round);
    const int n = 1 + static_cast<int>(rng() % 40);
    std::vector<heap_interval> given;
    std::vector<std::uint32_t> shares;
    std::int64_t clock = 0;
    for (int k = 0; k < n; ++k) {
      const std::int64_t start = clock++;
      const std::int64_t end = start + static_cast<std::int64_t>(rng() % 12);
      const std::int64_t size = 1 + static_cast<std::int64_t>(rng() % 300);
      std::uint32_t with = heap_events::none;
      if (k > 0 && rng() % 4 == 0) with = static_cast<std::uint32_t>(rng() % static_cast<std::uint64_t>(k));
      // A simulation gives a shared place one size (its buffer's); every other round, members of
      // other sizes, for the no-fragmentation walk's general case.
      const bool same = round % 2 == 0 || with == heap_events::none;
      given.push_back(lasting(same && with != heap_events::none ? given[with].size : size, start, end));
      shares.push_back(with);
    }
    const heap_events h = events(given, shares);
    const std::int64_t align = (rng() % 2 == 0) ? 1 : 64;
    std::int64_t best = -1;
    for (const heap_algorithm a : {heap_algorithm::best_fit_spatial, heap_algorithm::best_fit_temporal}) {
      const heap_packing p = run_heap(h, a, align);
      const heap_packing scanned = run_heap(h, a, align, true);
      CHECK(p.size == scanned.size);
      CHECK(p.offsets == scanned.offsets);
      REQUIRE(p.offsets.size() == given.size());
      std::int64_t top = 0;
      for (const auto& [v, off] : p.offsets) {
        CHECK(off % align == 0);
        top = std::max(top, off + given[v].size);
        if (shares[v] != heap_events::none) CHECK(off == offset_of(p, shares[v]));
      }
      CHECK(p.size == top);
      for (const auto& [v, off] : p.offsets)
        for (const auto& [w, woff] : p.offsets) {
          if (v >= w) continue;
          const bool apart_in_time = given[v].end < given[w].start || given[w].end < given[v].start;
          const bool apart_in_space = off + given[v].size <= woff || woff + given[w].size <= off;
          // Sharing values (a place's members) meet in space by design.
          std::uint32_t rv = v, rw = w;
          while (shares[rv] != heap_events::none) rv = shares[rv];
          while (shares[rw] != heap_events::none) rw = shares[rw];
          if (rv != rw) CHECK((apart_in_time || apart_in_space));
        }
      best = best < 0 ? p.size : std::min(best, p.size);
    }
    CHECK(run_heap(h, heap_algorithm::choose_best, align).size == best);
    // The floor by ticks: each place holds, at a tick, the largest of its members live then.
    std::int64_t floor = 0;
    for (std::int64_t t = 0; t < clock + 12; ++t) {
      std::vector<std::int64_t> held(given.size(), 0);
      for (std::size_t v = 0; v < given.size(); ++v) {
        if (given[v].start > t || given[v].end < t) continue;
        std::uint32_t root = static_cast<std::uint32_t>(v);
        while (shares[root] != heap_events::none) root = shares[root];
        held[root] = std::max(held[root], given[v].size);
      }
      std::int64_t sum = 0;
      for (const std::int64_t b : held) sum += b;
      floor = std::max(floor, sum);
    }
    CHECK(run_heap(h, heap_algorithm::no_fragmentation).size == floor);
    CHECK(floor <= best);
  }
}

TEST_CASE("a heap refuses what no simulation makes") {
  const heap_events h = events({lasting(16, 0, 1)});
  CHECK_THROWS_WITH_AS(static_cast<void>(run_heap(h, heap_algorithm::choose_best, 0)),
                       "a heap's alignment is 0; it must be at least 1", invalid_error);
  heap_events backwards = events({lasting(16, 0, 1), lasting(16, 2, 3)});
  backwards.intervals[1].colocations.push_back(0);  // a later interval named as the earlier one's host
  backwards.intervals[0].need_allocation = false;
  CHECK_THROWS_WITH_AS(static_cast<void>(run_heap(backwards, heap_algorithm::best_fit_spatial)),
                       "the heap of temporaries: a value shares an earlier one's place", invalid_error);
  heap_events unnamed = events({lasting(16, 0, 1)});
  unnamed.intervals[0].colocations.push_back(5);  // a value the simulation gave no interval
  CHECK_THROWS_WITH_AS(static_cast<void>(run_heap(unnamed, heap_algorithm::choose_best)),
                       "the heap of temporaries: value 5 has no interval", invalid_error);
  CHECK_THROWS_WITH_AS(static_cast<void>(run_heap(unnamed, heap_algorithm::no_fragmentation)),
                       "the heap of temporaries: value 5 has no interval", invalid_error);
  heap_events unfreed = events({lasting(16, 3, 1)});
  CHECK_THROWS_WITH_AS(static_cast<void>(run_heap(unfreed, heap_algorithm::no_fragmentation)),
                       "the heap: value 0 is freed at tick 1, before it is allocated at 3", invalid_error);
}
