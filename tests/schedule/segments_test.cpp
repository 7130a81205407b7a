// Tests for shardmem/schedule/segments.hpp: store-all, PyTorch's checkpoint_sequential and Chen
// et al.'s k-segment and sqrt(n) schedules.
#include <doctest/doctest.h>

#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/simulate.hpp>

#include <vector>

using namespace shardmem;

TEST_CASE("store_all runs every forward keeping activations, then every backward") {
  CHECK(to_string(store_all(chain::unit(5))) == "F0-4 B4-0");
}

// PyTorch torch/utils/checkpoint.py, checkpoint_sequential: segment size = len(functions) //
// segments; the first segments - 1 segments are checkpointed, the last chunk runs normally
// (shared/REFERENCE.md sec. 5).
TEST_CASE("checkpoint_sequential on 10 modules and 3 segments checkpoints [0..2] and [3..5] and stores [6..9]") {
  CHECK(checkpoint_sequential_lengths(10, 3) == std::vector<std::int64_t>{3, 3, 4});
  const chain c = chain::unit(10);
  const chain_schedule s = checkpoint_sequential(c, 3);
  CHECK(to_string(s) == "A0-2 S3 A3-5 F6-9 B9-6 R3 F3-5 B5-3 D3 R0 F0-2 B2-0");
  const schedule_summary r = simulate(c, s);
  CHECK(r.extra_forwards == 6);  // [0..5] run twice, [6..9] once
  CHECK(r.max_checkpoints == 2);
}

TEST_CASE("checkpoint_sequential with one segment checkpoints nothing: it is store-all") {
  for (std::int64_t n = 1; n <= 20; ++n) {
    CAPTURE(n);
    CHECK(checkpoint_sequential(chain::unit(n), 1) == store_all(chain::unit(n)));
  }
}

TEST_CASE("checkpoint_sequential puts the remainder in the last, stored, chunk") {
  CHECK(checkpoint_sequential_lengths(11, 3) == std::vector<std::int64_t>{3, 3, 5});
  CHECK(checkpoint_sequential_lengths(10, 4) == std::vector<std::int64_t>{2, 2, 2, 4});
  CHECK(checkpoint_sequential_lengths(7, 7) == std::vector<std::int64_t>(7, 1));
  CHECK(checkpoint_sequential_lengths(19, 6) == std::vector<std::int64_t>{3, 3, 3, 3, 3, 4});
  for (std::int64_t n = 1; n <= 40; ++n)
    for (std::int64_t k = 1; k <= n; ++k) {
      CAPTURE(n);
      CAPTURE(k);
      const schedule_summary r = simulate(chain::unit(n), checkpoint_sequential(chain::unit(n), k));
      // Every module outside the last chunk runs twice.
      CHECK(r.extra_forwards == (n / k) * (k - 1));
    }
}

TEST_CASE("checkpoint_sequential fails, as PyTorch does, when segments exceed modules or are below 1") {
  CHECK_THROWS_WITH_AS((void)checkpoint_sequential(chain::unit(10), 11),
                       "checkpoint_sequential: 11 segments for 10 modules; PyTorch fails here (segment size 10 // 11 = "
                       "0); use at most 10 segments",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)checkpoint_sequential(chain::unit(10), 0),
                       "checkpoint_sequential: segments must be at least 1, got 0", invalid_error);
}

TEST_CASE("checkpoint_segments rejects lengths that do not cover the chain") {
  const std::vector<std::int64_t> short_lengths{2, 2};
  CHECK_THROWS_WITH_AS((void)checkpoint_segments(chain::unit(5), short_lengths),
                       "invalid segment lengths [2, 2]: they sum to 4, but the chain has 5 stages", invalid_error);
  const std::vector<std::int64_t> empty_segment{5, 0};
  CHECK_THROWS_WITH_AS((void)checkpoint_segments(chain::unit(5), empty_segment),
                       "invalid segment lengths [5, 0]: every segment needs at least one stage", invalid_error);
}

TEST_CASE("even_lengths splits n stages into k segments differing by at most one, longer first") {
  CHECK(even_lengths(10, 4) == std::vector<std::int64_t>{3, 3, 2, 2});
  CHECK(even_lengths(9, 3) == std::vector<std::int64_t>{3, 3, 3});
  CHECK_THROWS_WITH_AS((void)even_lengths(3, 4), "cannot split 3 stages into 4 segments: use 1 to 3 segments",
                       invalid_error);
}

TEST_CASE("ceil_sqrt is exact around perfect squares") {
  for (std::int64_t k = 1; k <= 3000; ++k) {
    CAPTURE(k);
    CHECK(ceil_sqrt(k * k) == k);
    CHECK(ceil_sqrt(k * k + 1) == k + 1);
    if (k > 1) CHECK(ceil_sqrt(k * k - 1) == k);
  }
  CHECK(ceil_sqrt(3037000499LL * 3037000499LL) == 3037000499LL);
  CHECK(ceil_sqrt(0) == 0);
}

// Chen et al. 2016 (arXiv 1604.06174), sec. 4.1: k segments, memory O(n/k + k), one extra forward.
TEST_CASE("Chen's k-segment schedule recomputes every stage outside the last segment once") {
  for (std::int64_t n = 1; n <= 60; ++n)
    for (std::int64_t k = 1; k <= n; ++k) {
      CAPTURE(n);
      CAPTURE(k);
      const chain c = chain::unit(n);
      const schedule_summary r = simulate(c, chen_segments(c, k));
      CHECK(r.extra_forwards == n - even_lengths(n, k).back());
      // k - 1 saved inputs plus x0... the memory bound O(n/k + k): at most k + ceil(n/k) + 1 bytes.
      CHECK(r.peak.count() <= k + (n + k - 1) / k + 1);
    }
}

TEST_CASE("the sqrt(n) schedule uses ceil(sqrt(n)) segments") {
  CHECK(sqrt_segment_count(16) == 4);
  CHECK(sqrt_segment_count(17) == 5);
  CHECK(to_string(chen_sqrt(chain::unit(4))) == "A0 A1 F2 F3 B3 B2 R0 F0 F1 B1 B0");
  const schedule_summary r = simulate(chain::unit(4), chen_sqrt(chain::unit(4)));
  CHECK(r.peak == 5_B);
  CHECK(r.extra_forwards == 2);
}
