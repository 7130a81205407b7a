// Tests for memory/buffer_ranges.hpp: buffer_range, and place_in_outputs on hand-built buffers (what
// an HLO importer hands over, with no graph).
#include <doctest/doctest.h>

#include <shardmem/memory/buffer_ranges.hpp>
#include <shardmem/memory/memory_profile.hpp>

#include "hand_built_ranges.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

using namespace shardmem;

TEST_CASE("a buffer_range is 24 bytes and names the value or the op it stands for") {
  static_assert(sizeof(buffer_range) == 24);
  const buffer_range v{.size = 8_B, .id = 3};
  CHECK(v.value() == static_cast<value_id>(3));
  CHECK_FALSE(v.workspace_of().has_value());
  const buffer_range w{.size = 8_B, .id = 3, .workspace = true};
  CHECK_FALSE(w.value().has_value());
  CHECK(w.workspace_of() == static_cast<op_id>(3));
  // A live-out allocation of its own: an output that no argument's buffer holds.
  CHECK(buffer_range{.output = true}.output_allocation());
  CHECK_FALSE(buffer_range{.argument = true, .output = true, .donated = true}.output_allocation());
  CHECK_FALSE(buffer_range{}.output_allocation());
}

TEST_CASE("place_in_outputs on hand-built buffers: largest temporary first, into an output made after it dies") {
  buffer_ranges r = test::hand_built_ranges();
  place_in_outputs(r);
  // D's allocation (400 B, made at step 3) may take temporaries dead by step 2: G (200 B, 1..2),
  // B (100 B, 0..1) and F (60 B, 2..2); C (1..3) is alive when D is made. Largest first: G goes
  // in; B meets G at step 1 and F meets G at step 2, so they stay temp.
  for (std::size_t i = 0; i < r.buffers.size(); ++i) {
    CAPTURE(i);
    CHECK(bool(r.buffers[i].in_output) == (i == 2));
  }
  // Placing again gives the same answer (flags are recomputed, not accumulated).
  place_in_outputs(r);
  CHECK(bool(r.buffers[2].in_output));
  CHECK_FALSE(bool(r.buffers[1].in_output));
}

TEST_CASE("place_in_outputs tries the smallest allocation that fits first, then the next") {
  // Two outputs made at step 5: X 100 B and Y 300 B. Temporaries, largest first: T1 250 B (0..1)
  // fits only Y; T4 95 B (1..2) takes X; T2 90 B (0..1) meets T4 in X and T1 in Y, so stays temp;
  // T3 90 B (2..3) meets T4 in X, and Y is free then: Y.
  buffer_ranges r;
  r.steps = 6;
  r.buffers = {{.size = 100_B, .first = 5, .last = 5, .id = 0, .role = role::output, .output = true},
               {.size = 300_B, .first = 5, .last = 5, .id = 1, .role = role::output, .output = true},
               {.size = 250_B, .first = 0, .last = 1, .id = 2},
               {.size = 90_B, .first = 0, .last = 1, .id = 3},
               {.size = 95_B, .first = 1, .last = 2, .id = 4},
               {.size = 90_B, .first = 2, .last = 3, .id = 5}};
  place_in_outputs(r);
  CHECK(bool(r.buffers[2].in_output));
  CHECK_FALSE(bool(r.buffers[3].in_output));
  CHECK(bool(r.buffers[4].in_output));
  CHECK(bool(r.buffers[5].in_output));
  // Every step holds both allocations (400 B) and what is left temp: T2 at steps 0 and 1.
  CHECK(profile_memory(r).device.timeline == std::vector<std::int64_t>{490, 490, 400, 400, 400, 400});
}

TEST_CASE("by_size_descending orders items largest first, ties in item order, by radix or by comparison") {
  const std::vector<std::int64_t> sizes{5, 9, 5, 1, 9};
  const auto order = detail::by_size_descending(sizes.size(), [&](std::uint64_t k) { return sizes[k]; });
  CHECK(order == std::vector<std::uint64_t>{1, 4, 0, 2, 3});
  // Sizes spanning more than 32 bits are sorted by comparison, with the same tie rule.
  const std::vector<std::int64_t> wide{1, std::int64_t{1} << 40, 1, std::int64_t{1} << 40};
  CHECK(detail::by_size_descending(wide.size(), [&](std::uint64_t k) { return wide[k]; }) ==
        std::vector<std::uint64_t>{1, 3, 0, 2});
}
