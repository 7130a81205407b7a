// Sweeps over every generator of the schedule layer: each schedule replays without error for
// n in [1, 300], with the documented memory bounds.
#include <doctest/doctest.h>

#include <shardmem/schedule.hpp>

using namespace shardmem;

TEST_CASE("every generator's schedule passes the simulator for n in [1, 300]") {
  for (std::int64_t n = 1; n <= 300; ++n) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    const std::int64_t k = sqrt_segment_count(n);
    const std::vector<chain_schedule> all{store_all(c),
                                    checkpoint_sequential(c, 1),
                                    checkpoint_sequential(c, std::min<std::int64_t>(n, 3)),
                                    checkpoint_sequential(c, n),
                                    chen_sqrt(c),
                                    chen_segments(c, std::max<std::int64_t>(1, n / 2)),
                                    nested(c),
                                    nested(c, 3),
                                    haliax_nested(c),
                                    revolve(c, 1),
                                    revolve(c, 2),
                                    revolve(c, k),
                                    budgeted(c, 6_B),  // tight: recomputes stages many times
                                    budgeted(c, bytes{n + 2})};  // the store-all peak
    for (const chain_schedule& s : all) {
      CAPTURE(to_string(s));
      const schedule_summary r = simulate(c, s);
      CHECK(r.forwards >= n);
      CHECK(r.extra_forwards == r.forwards - n);
      CHECK(r.compute == r.forwards + 2 * n);
    }
  }
}

TEST_CASE("the sqrt(n) schedule peaks at most at 2 * ceil(sqrt(n)) + 1 bytes on unit stages") {
  for (std::int64_t n = 1; n <= 300; ++n) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    const schedule_summary r = simulate(c, chen_sqrt(c));
    CHECK(r.peak.count() <= 2 * ceil_sqrt(n) + 1);
    CHECK(r.extra_forwards <= n);
  }
}

TEST_CASE("the budgeted schedule at the sqrt(n) peak costs no more than sqrt(n) and no less than store-all") {
  for (std::int64_t n = 1; n <= 120; ++n) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    const schedule_summary sq = simulate(c, chen_sqrt(c));
    const schedule_summary ours = simulate(c, budgeted(c, sq.peak));
    CHECK(ours.peak <= sq.peak);
    CHECK(ours.compute <= sq.compute);
    CHECK(ours.compute >= 3 * n);
  }
}
