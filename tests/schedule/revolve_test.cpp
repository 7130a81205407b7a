// Tests for shardmem/schedule/revolve.hpp: binomial checkpointing (Griewank & Walther 2000,
// "Algorithm 799: revolve"). The closed form and the recurrence live only here, computed
// independently of the generator, which knows neither.
#include <doctest/doctest.h>

#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/simulate.hpp>

#include <algorithm>
#include <vector>

using namespace shardmem;

namespace {

// beta(s, t) = C(s + t, s), computed with the multiplicative formula (exact for these sizes).
std::int64_t beta(std::int64_t s, std::int64_t t) {
  if (t < 0 || s < 0) return 0;
  std::int64_t b = 1;
  for (std::int64_t j = 1; j <= t; ++j) b = b * (s + j) / j;
  return b;
}

// Griewank & Walther 2000: with r the smallest t where beta(s, t) >= l, the minimal number of
// extra forward steps is p(l, s) = r*l - beta(s + 1, r - 1).
std::int64_t closed_form(std::int64_t l, std::int64_t s) {
  std::int64_t r = 0;
  while (beta(s, r) < l) ++r;
  return r * l - beta(s + 1, r - 1);
}

// The equivalent recurrence t(n, s) = min over 1 <= i < n of i + t(i, s) + t(n - i, s - 1),
// t(1, s) = 0, t(n, 1) = n(n - 1)/2, for all n <= max_n and s <= max_s.
std::vector<std::vector<std::int64_t>> recurrence(std::int64_t max_n, std::int64_t max_s) {
  std::vector<std::vector<std::int64_t>> t(static_cast<std::size_t>(max_n + 1),
                                           std::vector<std::int64_t>(static_cast<std::size_t>(max_s + 1), 0));
  for (std::int64_t n = 1; n <= max_n; ++n) t[n][1] = n * (n - 1) / 2;
  for (std::int64_t s = 2; s <= max_s; ++s)
    for (std::int64_t n = 2; n <= max_n; ++n) {
      std::int64_t best = t[n][s - 1];
      for (std::int64_t i = 1; i < n; ++i) best = std::min(best, i + t[i][s] + t[n - i][s - 1]);
      t[n][s] = best;
    }
  return t;
}

std::int64_t extra_forwards(std::int64_t n, std::int64_t s) {
  return simulate(chain::unit(n), revolve(n, s), {.slots = s}).extra_forwards;
}

}  // namespace

// REFERENCE vectors, Griewank & Walther 2000 (shared/REFERENCE.md sec. 5).
TEST_CASE("revolve reproduces the reference forward counts of Griewank & Walther 2000") {
  CHECK(extra_forwards(10, 3) == 15);
  CHECK(extra_forwards(16, 2) == 45);
  CHECK(extra_forwards(100, 10) == 222);
  for (std::int64_t l = 1; l <= 60; ++l) {
    CAPTURE(l);
    CHECK(extra_forwards(l, 1) == l * (l - 1) / 2);
    for (std::int64_t s = std::max<std::int64_t>(1, l - 1); s <= l + 3; ++s) CHECK(extra_forwards(l, s) == l - 1);
  }
}

TEST_CASE("revolve's simulated extra forwards equal the closed form and the recurrence for all n <= 500, s <= 20") {
  const std::vector<std::vector<std::int64_t>> t = recurrence(500, 20);
  for (std::int64_t n = 1; n <= 500; ++n)
    for (std::int64_t s = 1; s <= 20; ++s) {
      CAPTURE(n);
      CAPTURE(s);
      const std::int64_t p = closed_form(n, s);
      REQUIRE(p == t[n][s]);
      // Replayed with s slots: the slot limit holds, and the count is the minimum.
      CHECK(extra_forwards(n, s) == p);
    }
}

TEST_CASE("revolve runs each stage with F right before its backward and advances otherwise") {
  for (std::int64_t n = 1; n <= 80; ++n)
    for (std::int64_t s = 1; s <= 6; ++s) {
      CAPTURE(n);
      CAPTURE(s);
      const chain_schedule sched = revolve(n, s);
      std::int64_t kept = 0;
      for (std::size_t a = 0; a < sched.size(); ++a)
        if (sched[a].kind == action_kind::forward) {
          ++kept;
          REQUIRE(a + 1 < sched.size());
          CHECK(sched[a + 1] == action::backward(sched[a].index));
        }
      CHECK(kept == n);
      // Memory: s snapshots at most, plus the current value, one kept stage and the gradients.
      CHECK(simulate(chain::unit(n), sched).peak.count() <= s + 4);
    }
}

TEST_CASE("revolve for a million steps and 64 snapshots advances exactly p(n, s) times") {
  const std::int64_t n = 1000000, s = 64;
  const chain_schedule sched = revolve(n, s);
  std::int64_t advances = 0, forwards = 0, backwards = 0;
  for (const action& a : sched) {
    advances += a.kind == action_kind::advance;
    forwards += a.kind == action_kind::forward;
    backwards += a.kind == action_kind::backward;
  }
  CHECK(advances == closed_form(n, s));
  CHECK(forwards == n);
  CHECK(backwards == n);
}

TEST_CASE("revolve needs at least one snapshot, x0's") {
  CHECK_THROWS_WITH_AS((void)revolve(4, 0), "revolve: 0 snapshots; need at least 1, as x0 takes one slot",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)revolve(0, 2), "revolve: 0 steps; need at least one", invalid_error);
  CHECK(to_string(revolve(4, 2)) == "A0 S1 A1 A2 F3 B3 R1 A1 F2 B2 R1 F1 B1 D1 R0 F0 B0");
}

TEST_CASE("a revolve schedule past the action limit is refused up front, naming its advances") {
  // shardmem schedule --layers 1000000000 --strategy revolve --snapshots 2 reserved 32 GiB and
  // died of std::bad_alloc; the closed form says how long the schedule is before building it.
  CHECK(revolve_advances(10, 3) == 15);  // REFERENCE section 5 (Griewank & Walther 2000)
  CHECK(revolve_advances(100, 10) == 222);
  CHECK(revolve_advances(16, 1) == 120);  // n(n - 1)/2
  // r = 1413 (C(1415, 2) >= 10^6), 1413 x 10^6 - C(1415, 3) = 941,809,245.
  CHECK(revolve_advances(1'000'000, 2) == 941'809'245);
  for (std::int64_t n = 1; n <= 120; ++n)
    for (std::int64_t s = 1; s <= 8; ++s) {
      CAPTURE(n);
      CAPTURE(s);
      CHECK(revolve_advances(n, s) == simulate(chain::unit(n), revolve(n, s)).extra_forwards);
    }
  CHECK_THROWS_WITH_AS((void)revolve(1'000'000, 2),
                       "revolve: 1000000 steps with 2 snapshots take 941809245 advances, past the limit of 268435456 "
                       "actions; use more snapshots or raise max_actions (`shardmem schedule --max-actions`)",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)revolve(1'000'000'000, 64),
                       "revolve: 1000000000 steps may take up to 5000000000 actions besides the advances, past the "
                       "limit of 268435456 actions; schedule fewer steps or raise max_actions (`shardmem schedule "
                       "--max-actions`)",
                       invalid_error);
  CHECK(revolve(1000, 2, 1'000'000).size() > 0);  // a larger limit lets it through
}

TEST_CASE("revolve's action limit says which flag raises it (shardmem schedule --max-actions)") {
  CHECK_THROWS_WITH_AS((void)revolve(16, 1, 100),
                       "revolve: 16 steps with 1 snapshots take 120 advances, past the limit of 100 actions; use more "
                       "snapshots or raise max_actions (`shardmem schedule --max-actions`)",
                       invalid_error);
  CHECK(revolve(16, 1, 1000).size() > 0);
}
