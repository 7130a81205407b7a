// The hand-built buffers that the tests of buffer_ranges.hpp, memory_profile.hpp and
// graph/live_ranges.hpp share: buffers with no graph behind them.
#pragma once

#include <shardmem/memory/buffer_ranges.hpp>

namespace shardmem::test {

// Nine buffers over 5 steps (0..4), per device:
//   0 A parameter 1000 B, an argument: steps 0..4
//   1 B activation 100 B: 0..1        2 G activation 200 B: 1..2      3 C activation 300 B: 1..3
//   4 F temporary 60 B: 2..2          5 D output 400 B, made at step 3: 3..4 (live out)
//   6 P parameter 500 B, a donated argument: values 7 (steps 0..2) and 8 (2..4, an output)
//   7 H optimizer_state 2000 B in pinned_host, an argument: 0..4
//   8 E the workspace of op 2, 50 B: step 2
inline buffer_ranges hand_built_ranges() {
  buffer_ranges r;
  r.steps = 5;
  r.buffers = {
      {.size = 1000_B, .first = 0, .last = 4, .id = 0, .role = role::parameter, .argument = true},
      {.size = 100_B, .first = 0, .last = 1, .id = 1, .role = role::activation},
      {.size = 200_B, .first = 1, .last = 2, .id = 2, .role = role::activation},
      {.size = 300_B, .first = 1, .last = 3, .id = 3, .role = role::activation},
      {.size = 60_B, .first = 2, .last = 2, .id = 4, .role = role::temporary},
      {.size = 400_B, .first = 3, .last = 4, .id = 5, .role = role::output, .output = true},
      {.size = 500_B,
       .first = 0,
       .last = 4,
       .id = 7,
       .role = role::parameter,
       .argument = true,
       .output = true,
       .donated = true},
      {.size = 2000_B,
       .first = 0,
       .last = 4,
       .id = 9,
       .role = role::optimizer_state,
       .memory_kind = memory_kind::pinned_host,
       .argument = true},
      {.size = 50_B, .first = 2, .last = 2, .id = 2, .workspace = true},
  };
  r.shared = {
      {.buffer = 6, .value = static_cast<value_id>(7), .first = 0, .last = 2, .size = 500_B, .role = role::parameter},
      {.buffer = 6,
       .value = static_cast<value_id>(8),
       .first = 2,
       .last = 4,
       .size = 500_B,
       .role = role::parameter,
       .output = true}};
  return r;
}


}  // namespace shardmem::test
