// Doubling tests: the time of a function at n and at 4n, each the best of three runs, so that a
// test can assert that work linear (or n log n) in its input grows about 4 times, well under the
// 16 times of quadratic work, whatever the machine's speed.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>

#include <doctest/doctest.h>

namespace shardmem_test {

// The best of `runs` runs of f(n), in seconds.
template <class F>
double best_seconds(F&& f, std::int64_t n, int runs = 3) {
  double best = 1e300;
  for (int r = 0; r < runs; ++r) {
    const auto start = std::chrono::steady_clock::now();
    f(n);
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

// The time of f(4n) over the time of f(n), each the best of three.
template <class F>
double quadrupling_ratio(F&& f, std::int64_t n) {
  const double small = best_seconds(f, n), large = best_seconds(f, 4 * n);
  return large / std::max(small, 1e-9);
}

// Checks that f(4n) takes under 8 times f(n): linear work gives about 4, quadratic 16.
template <class F>
void check_linear(F&& f, std::int64_t n) {
  const double ratio = quadrupling_ratio(f, n);
  CAPTURE(n);
  CAPTURE(ratio);
  CHECK(ratio < 8);
}

}  // namespace shardmem_test
