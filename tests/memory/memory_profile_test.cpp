// Tests for memory/memory_profile.hpp: the reductions over buffer_ranges that need no graph
// (profile_memory, role_peaks, live_at, live_bytes_by_role), on hand-built buffers.
#include <doctest/doctest.h>

#include <shardmem/graph/live_ranges.hpp>
#include <shardmem/memory/memory_profile.hpp>

#include "hand_built_ranges.hpp"

#include <array>
#include <cstddef>
#include <vector>

using namespace shardmem;

// ---- buffer_ranges and its reductions, with no graph (what an HLO importer would hand over) ----

TEST_CASE("profile_memory on hand-built buffers: output allocations from step 0, placed temporaries free") {
  buffer_ranges r = test::hand_built_ranges();
  place_in_outputs(r);
  const memory_profiles p = profile_memory(r);
  // Device bytes by step: A 1000 and P 500 always; D's allocation 400 from step 0; B at 0..1, C at
  // 1..3, F and E at 2; G (placed in D's allocation) none of its own:
  //   step 0: 1000 + 500 + 400 + 100             = 2000
  //   step 1: 1000 + 500 + 400 + 100 + 300       = 2300
  //   step 2: 1000 + 500 + 400 + 300 + 60 + 50   = 2310
  //   step 3: 1000 + 500 + 400 + 300             = 2200
  //   step 4: 1000 + 500 + 400                   = 1900
  CHECK(p.device.timeline == std::vector<std::int64_t>{2000, 2300, 2310, 2200, 1900});
  CHECK(p.device.peak == 2310_B);
  CHECK(p.device.peak_step == 2);
  // Arguments A and P; outputs D and P's value 8; P's bytes are also the alias; what D's
  // allocation does not hold is temp: 2310 - 1500 - 400 = 410 (C + F + E at step 2).
  CHECK(p.device.analysis == memory_analysis{.argument = 1500_B, .output = 900_B, .alias = 500_B, .temp = 410_B});
  CHECK(p.device.analysis.total() == p.device.peak);
  // H is the only host buffer, an argument.
  CHECK(p.host.timeline == std::vector<std::int64_t>{2000, 2000, 2000, 2000, 2000});
  CHECK(p.host.peak == 2000_B);
  CHECK(p.host.analysis == memory_analysis{.argument = 2000_B, .output = 0_B, .alias = 0_B, .temp = 0_B});
}

TEST_CASE("role_peaks on hand-built buffers: each role at its own busiest step, device only") {
  buffer_ranges r = test::hand_built_ranges();
  place_in_outputs(r);
  const auto peaks = role_peaks(r);
  auto at = [&](role k) { return peaks[static_cast<std::size_t>(k)]; };
  CHECK(at(role::parameter) == 1500_B);     // A + P, every step
  CHECK(at(role::activation) == 400_B);     // B + C at step 1 (G is in D's allocation)
  CHECK(at(role::temporary) == 110_B);      // F + E's workspace at step 2
  CHECK(at(role::output) == 400_B);         // D's allocation, every step
  CHECK(at(role::optimizer_state) == 0_B);  // H is host memory
  CHECK(at(role::input) == 0_B);
}

TEST_CASE("live_at on hand-built buffers: largest first, a shared buffer named by its value made last") {
  buffer_ranges r = test::hand_built_ranges();
  place_in_outputs(r);
  const std::vector<live_buffer> live = live_at(r, 2);
  REQUIRE(live.size() == 6);
  // A 1000, P 500 (values 7 and 8 both live at step 2: 8, made later, names it), D 400, C 300,
  // F 60, E 50 (the workspace of op 2): 2310, the timeline at step 2.
  CHECK(live[0].value == static_cast<value_id>(0));
  CHECK(live[1].value == static_cast<value_id>(8));
  CHECK(live[1].size == 500_B);
  CHECK(live[2].value == static_cast<value_id>(5));
  CHECK(live[2].first == 0);  // an output's allocation is held from the first step
  CHECK(live[3].value == static_cast<value_id>(3));
  CHECK(live[4].value == static_cast<value_id>(4));
  CHECK_FALSE(live[5].value.has_value());
  CHECK(live[5].workspace_of == static_cast<op_id>(2));
  CHECK(live[5].role == role::temporary);
  bytes sum{0};
  for (const live_buffer& b : live) sum += b.size;
  CHECK(sum == 2310_B);
  // At step 0 only A, P (value 7), D's allocation and B.
  const std::vector<live_buffer> first = live_at(r, 0);
  REQUIRE(first.size() == 4);
  CHECK(first[1].value == static_cast<value_id>(7));
  CHECK(first[3].value == static_cast<value_id>(1));
}

TEST_CASE("live_bytes_by_role on hand-built buffers: values' own steps, a shared buffer once") {
  buffer_ranges r = test::hand_built_ranges();
  place_in_outputs(r);
  auto at = [](const std::array<bytes, role_count>& a, role k) { return a[static_cast<std::size_t>(k)]; };
  // Step 2: A and P's value 7 (made first of the two live there) 1000 + 500; G and C 200 + 300
  // (G's own steps count, though D's allocation holds it); F 60; not E (a workspace), not D
  // (made at step 3), not H (host).
  const auto two = live_bytes_by_role(r, 2);
  CHECK(at(two, role::parameter) == 1500_B);
  CHECK(at(two, role::activation) == 500_B);
  CHECK(at(two, role::temporary) == 60_B);
  CHECK(at(two, role::output) == 0_B);
  CHECK(at(two, role::optimizer_state) == 0_B);
  const auto four = live_bytes_by_role(r, 4);
  CHECK(at(four, role::parameter) == 1500_B);
  CHECK(at(four, role::output) == 400_B);
  CHECK(at(four, role::activation) == 0_B);
  // Kept values only: without value 0 (A) the parameters at step 2 are P's 500; a shared buffer
  // is still counted as its earliest live value, and dropped with it.
  const auto no_a = live_bytes_by_role(r, 2, [](value_id v) { return v != static_cast<value_id>(0); });
  CHECK(at(no_a, role::parameter) == 500_B);
  CHECK(at(no_a, role::activation) == 500_B);
  const auto no_p = live_bytes_by_role(r, 2, [](value_id v) { return v != static_cast<value_id>(7); });
  CHECK(at(no_p, role::parameter) == 1000_B);
  CHECK(live_bytes_by_role(r, 2, [](value_id) { return true; }) == two);
}
