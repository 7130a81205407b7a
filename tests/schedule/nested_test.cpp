// Tests for shardmem/schedule/nested.hpp: nested checkpointing for every n, and the Haliax
// divisor rule it improves on.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/simulate.hpp>

using namespace shardmem;

namespace {
bool is_prime(std::int64_t n) {
  if (n < 2) return false;
  for (std::int64_t d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}
}  // namespace

// Haliax/Levanter nested remat: block size = the largest divisor of n that is <= sqrt(n)
// (shared/REFERENCE.md sec. 5).
TEST_CASE("Haliax's block size is the largest divisor of n not above sqrt(n), so a prime gets 1") {
  CHECK(haliax_block_size(1) == 1);
  CHECK(haliax_block_size(12) == 3);
  CHECK(haliax_block_size(13) == 1);
  CHECK(haliax_block_size(16) == 4);
  CHECK(haliax_block_size(22) == 2);
  CHECK(haliax_block_size(35) == 5);
  CHECK(haliax_block_size(36) == 6);
  CHECK(haliax_block_size(97) == 1);
  for (std::int64_t n = 1; n <= 500; ++n) {
    CAPTURE(n);
    const std::int64_t b = haliax_block_size(n);
    CHECK(n % b == 0);
    CHECK(b * b <= n);
    for (std::int64_t d = b + 1; d * d <= n; ++d) CHECK(n % d != 0);
  }
  CHECK_THROWS_WITH_AS((void)haliax_block_size(0), "haliax_block_size: 0 layers; need at least one", invalid_error);
}

TEST_CASE("ceil_root(n, l) is the smallest k with k^l >= n") {
  CHECK(ceil_root(16, 2) == 4);
  CHECK(ceil_root(17, 2) == 5);
  CHECK(ceil_root(27, 3) == 3);
  CHECK(ceil_root(28, 3) == 4);
  CHECK(ceil_root(1, 5) == 1);
  CHECK(ceil_root(1000000, 1) == 1000000);
  for (std::int64_t n = 1; n <= 2000; ++n)
    for (std::int64_t l = 1; l <= 4; ++l) {
      const std::int64_t k = ceil_root(n, l);
      std::int64_t p = 1, q = 1;
      for (std::int64_t t = 0; t < l; ++t) {
        p *= k;
        q *= k - 1;
      }
      CHECK(p >= n);
      CHECK(q < n);
    }
}

TEST_CASE("nested on 13 stages uses blocks [4, 3, 3, 3] with each stage input saved inside a block") {
  const chain c = chain::unit(13);
  CHECK(to_string(nested(c)).rfind("A0-3 S4 A4-6 S7 A7-9 S10 A10 S11 A11 F12 B12 R11 F11 B11 D11 R10 F10 B10 D10", 0) ==
        0);
  const schedule_summary r = simulate(c, nested(c));
  CHECK(r.peak == 8_B);
  CHECK(r.extra_forwards == 19);
  const schedule_summary h = simulate(c, haliax_nested(c));
  CHECK(h.peak == 15_B);
  CHECK(h.extra_forwards == 13);
}

// "Beats" made precise: on every prime p in [5, 300], nested holds strictly less memory than the
// Haliax rule, at most 2 * ceil(sqrt(p)) + 1 bytes on unit stages, for at most two recomputations
// per stage (fewer than 2p extra forwards: what Haliax's own rule spends on a perfect square).
TEST_CASE("nested beats Haliax's divisor rule on primes: lower peak, within two recomputations per stage") {
  for (std::int64_t p = 5; p <= 300; ++p) {
    if (!is_prime(p)) continue;
    CAPTURE(p);
    const chain c = chain::unit(p);
    const schedule_summary ours = simulate(c, nested(c));
    const schedule_summary haliax = simulate(c, haliax_nested(c));
    CHECK(haliax_block_size(p) == 1);
    CHECK(ours.peak < haliax.peak);
    CHECK(ours.peak.count() <= 2 * ceil_sqrt(p) + 1);
    CHECK(haliax.peak.count() >= p);
    CHECK(ours.extra_forwards < 2 * p);
  }
}

TEST_CASE("nested never holds more than Haliax, and on perfect squares recomputes no more either") {
  for (std::int64_t n = 1; n <= 300; ++n) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    const schedule_summary ours = simulate(c, nested(c));
    const schedule_summary haliax = simulate(c, haliax_nested(c));
    CHECK(ours.peak <= haliax.peak);
    CHECK(ours.peak.count() <= 2 * ceil_sqrt(n) + 1);
    CHECK(ours.extra_forwards <= 2 * n);
    const std::int64_t k = ceil_sqrt(n);
    if (k * k == n) CHECK(ours.extra_forwards <= haliax.extra_forwards);
  }
}

TEST_CASE("deeper nesting holds about levels * n^(1/levels) boundaries") {
  for (std::int64_t n = 1; n <= 300; ++n) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    CHECK(simulate(c, nested(c, 3)).peak.count() <= 3 * ceil_root(n, 3) + 1);
    CHECK(simulate(c, nested(c, 1)).extra_forwards <= n);
  }
  CHECK_THROWS_WITH_AS((void)nested(chain::unit(4), 0), "nested: 0 levels; use at least 1", invalid_error);
}

TEST_CASE("nested_actions counts the schedule's actions exactly, without generating them") {
  for (std::int64_t levels = 1; levels <= 4; ++levels)
    for (std::int64_t n = 1; n <= 300; ++n) {
      CAPTURE(levels);
      CAPTURE(n);
      CHECK(nested_actions(n, levels) == static_cast<std::int64_t>(nested(chain::unit(n), levels).size()));
    }
  CHECK(nested_actions(1'000'000, 2) == static_cast<std::int64_t>(nested(chain::unit(1'000'000)).size()));
  CHECK(nested_actions(1'000'000, 64) == static_cast<std::int64_t>(nested(chain::unit(1'000'000), 64).size()));
  // Counted in microseconds at any size: a billion stages, a hundred levels.
  CHECK(nested_actions(1'000'000'000, 2) > 6'000'000'000);
  CHECK(nested_actions(1'000'000'000, 100) > 0);
  CHECK_THROWS_AS((void)nested_actions(0, 2), invalid_error);
  CHECK_THROWS_AS((void)nested_actions(5, 0), invalid_error);
}

TEST_CASE("a nested schedule past its action limit is refused before a single action is generated") {
  // `schedule --layers 10000000 --strategy nested` built 7 * 10^7 actions with no bound: the count
  // is now checked first, against the limit given or revolve's default one.
  const chain c = chain::unit(10'000'000);
  const std::int64_t actions = nested_actions(10'000'000, 2);
  CHECK_THROWS_WITH_AS((void)nested(c, 2, 1'000'000),
                       fmt::format("nested: 10000000 stages with 2 levels take {} actions, past the limit of 1000000 "
                                   "actions; schedule fewer stages or raise max_actions (`shardmem schedule "
                                   "--max-actions`)",
                                   actions)
                           .c_str(),
                       invalid_error);
  CHECK(actions < default_max_revolve_actions);  // the default lets it through: the same bound as revolve's
  CHECK(nested(chain::unit(1000), 2, nested_actions(1000, 2)).size() == static_cast<std::size_t>(nested_actions(1000, 2)));
  CHECK_THROWS_AS((void)nested(chain::unit(1000), 2, nested_actions(1000, 2) - 1), invalid_error);
}
