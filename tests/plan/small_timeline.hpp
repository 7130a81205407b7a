// What the picture tests share: a hand-made timeline of a 9-op step.
#pragma once

#include <cstddef>

#include <shardmem/plan/report.hpp>

namespace shardmem::test {

// Steps 0, 4 and 8 sampled; forward ops [0, 4), backward [4, 7), the optimizer from 7.
// Parameters hold 1 GiB throughout, activations 2 GiB at step 4 (the peak, 3 GiB), optimizer
// states 1 GiB at step 8.
inline role_timeline small_timeline() {
  role_timeline t;
  t.steps = {0, 4, 8};
  t.bytes_by_role.resize(3);
  for (auto& at : t.bytes_by_role) at[static_cast<std::size_t>(role::parameter)] = 1_GiB;
  t.bytes_by_role[1][static_cast<std::size_t>(role::activation)] = 2_GiB;
  t.bytes_by_role[2][static_cast<std::size_t>(role::optimizer_state)] = 1_GiB;
  t.peak_step = 4;
  t.peak = 3_GiB;
  t.forward_ops = 4;
  t.optimizer_from = 7;
  return t;
}

}  // namespace shardmem::test
