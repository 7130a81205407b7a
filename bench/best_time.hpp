// The timing helper the benchmarks share: the best of several runs, in milliseconds.
#pragma once

#include <algorithm>
#include <chrono>

namespace bench {

/// Runs `f` `repeats` times and returns the fastest run's wall time in milliseconds.
template <class F>
double best_ms(int repeats, F&& f) {
  using clock = std::chrono::steady_clock;
  double best = 1e300;
  for (int r = 0; r < repeats; ++r) {
    const auto t0 = clock::now();
    f();
    best = std::min(best, std::chrono::duration<double, std::milli>(clock::now() - t0).count());
  }
  return best;
}

}  // namespace bench
