// What the benches share: a monotonic clock in seconds, and the best of several runs of a
// measured function and its baseline, run alternately so that both see the same load.
#pragma once

#include <algorithm>
#include <chrono>
#include <utility>

namespace shardmem_bench {

inline double now_s() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The best of `reps` runs of each of `a` and `b`, run alternately.
template <class A, class B>
std::pair<double, double> best_of(int reps, A&& a, B&& b) {
  double best_a = 1e300, best_b = 1e300;
  for (int r = 0; r < reps; ++r) {
    double t0 = now_s();
    a();
    best_a = std::min(best_a, now_s() - t0);
    t0 = now_s();
    b();
    best_b = std::min(best_b, now_s() - t0);
  }
  return {best_a, best_b};
}

}  // namespace shardmem_bench
