// Sweeps over every generator of the schedule layer: each schedule replays without error for
// n in [1, 300], with the documented memory bounds.
#include <map>
#include <vector>

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
                                          budgeted(c, 6_B),            // tight: recomputes stages many times
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

TEST_CASE("the budgeted schedule never computes more than any generator whose schedule fits, up to n = 300") {
  // Every n to 40, then sizes with few and many divisors up to 300; each generator's own peak is
  // the budget, so budgeted must match its memory and beat or tie its compute.
  std::vector<std::int64_t> sizes;
  for (std::int64_t n = 1; n <= 40; ++n) sizes.push_back(n);
  for (std::int64_t n : {48, 61, 97, 128, 151, 199, 240, 256, 293, 300}) sizes.push_back(n);
  for (const std::int64_t n : sizes) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    const std::int64_t k = sqrt_segment_count(n);
    std::vector<chain_schedule> others{store_all(c),  chen_sqrt(c),  nested(c),     nested(c, 3),  haliax_nested(c),
                                       revolve(c, 1), revolve(c, 2), revolve(c, 3), revolve(c, k), revolve(c, 2 * k)};
    for (const std::int64_t segments : {std::int64_t{1}, std::int64_t{2}, std::int64_t{3}, k, 2 * k, n})
      if (segments <= n) {
        others.push_back(checkpoint_sequential(c, segments));
        others.push_back(chen_segments(c, segments));
      }
    std::map<std::int64_t, schedule_summary> ours_at;  // by budget: one solve per distinct peak
    for (const chain_schedule& other : others) {
      const schedule_summary theirs = simulate(c, other);
      CAPTURE(to_string(other));
      auto it = ours_at.find(theirs.peak.count());
      if (it == ours_at.end()) it = ours_at.emplace(theirs.peak.count(), simulate(c, budgeted(c, theirs.peak))).first;
      CHECK(it->second.peak <= theirs.peak);
      CHECK(it->second.compute <= theirs.compute);
    }
  }
}
