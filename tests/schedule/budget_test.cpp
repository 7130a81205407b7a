// Tests for shardmem/schedule/budget.hpp: the least-compute schedule under a memory budget.
#include <doctest/doctest.h>

#include <shardmem/schedule/budget.hpp>
#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/simulate.hpp>

#include <fmt/format.h>

#include <random>
#include <vector>

using namespace shardmem;

namespace {

// A heterogeneous chain: outputs 1..4 bytes, working sets 1..3 times the output, costs 1..5 and
// 1..9; sizes are small integers, so budgets up to 500 bytes are solved exactly.
chain random_chain(std::mt19937_64& rng, std::int64_t n) {
  auto pick = [&](std::int64_t lo, std::int64_t hi) { return lo + static_cast<std::int64_t>(rng() % (hi - lo + 1)); };
  std::vector<stage> stages;
  for (std::int64_t i = 0; i < n; ++i) {
    const std::int64_t out = pick(1, 4);
    stages.push_back(stage{.output = bytes{out},
                           .working = bytes{out * pick(1, 3)},
                           .forward_cost = pick(1, 5),
                           .backward_cost = pick(1, 9)});
  }
  return chain(bytes{pick(1, 4)}, std::move(stages));
}

std::vector<chain_schedule> every_generator(const chain& c) {
  const std::int64_t n = c.size();
  std::vector<chain_schedule> all{store_all(c), chen_sqrt(c), nested(c), nested(c, 3), haliax_nested(c)};
  for (std::int64_t k = 1; k <= n; ++k) {
    all.push_back(checkpoint_sequential(c, k));
    all.push_back(chen_segments(c, k));
  }
  for (std::int64_t s = 1; s <= 8; ++s) all.push_back(revolve(c, s));
  return all;
}

}  // namespace

TEST_CASE("the budgeted schedule never computes more than any other generator whose schedule fits the budget") {
  std::mt19937_64 rng(20190101);
  for (int trial = 0; trial < 120; ++trial) {
    const chain c = random_chain(rng, 1 + trial % 30);
    for (const chain_schedule& other : every_generator(c)) {
      const schedule_summary theirs = simulate(c, other);
      CAPTURE(fmt::format("{}", c));
      CAPTURE(to_string(other));
      const schedule_summary ours = simulate(c, budgeted(c, theirs.peak));
      CHECK(ours.peak <= theirs.peak);
      CHECK(ours.compute <= theirs.compute);
    }
  }
}

TEST_CASE("the budgeted schedule is never worse than the best sqrt(n) or k-segment schedule that fits") {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 40; ++trial) {
    const chain c = random_chain(rng, 2 + trial % 25);
    const bytes least = minimal_budget(c);
    const bytes most = simulate(c, store_all(c)).peak;
    for (std::int64_t b = least.count(); b <= most.count(); ++b) {
      CAPTURE(fmt::format("{}", c));
      CAPTURE(b);
      std::int64_t best_segments = std::numeric_limits<std::int64_t>::max();
      for (std::int64_t k = 1; k <= c.size(); ++k) {
        const schedule_summary r = simulate(c, chen_segments(c, k));
        if (r.peak.count() <= b) best_segments = std::min(best_segments, r.compute);
      }
      const schedule_summary ours = simulate(c, budgeted(c, bytes{b}));
      CHECK(ours.peak.count() <= b);
      CHECK(ours.compute <= best_segments);
    }
  }
}

TEST_CASE("with the store-all peak as budget the budgeted schedule recomputes nothing") {
  for (std::int64_t n = 1; n <= 40; ++n) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    const schedule_summary r = simulate(c, budgeted(c, simulate(c, store_all(c)).peak));
    CHECK(r.extra_forwards == 0);
  }
}

TEST_CASE("on unit stages more memory never costs more compute, down to the minimal budget") {
  const chain c = chain::unit(16);
  CHECK(minimal_budget(c) == 5_B);
  std::int64_t previous = std::numeric_limits<std::int64_t>::max();
  for (std::int64_t b = 5; b <= 18; ++b) {
    CAPTURE(b);
    const schedule_summary r = simulate(c, budgeted(c, bytes{b}));
    CHECK(r.peak.count() <= b);
    CHECK(r.compute <= previous);
    previous = r.compute;
  }
  CHECK(simulate(c, budgeted(c, 5_B)).extra_forwards == 104);
  CHECK(simulate(c, budgeted(c, 18_B)).extra_forwards == 0);
}

TEST_CASE("minimal_budget is the least peak any schedule of the form reaches, and budgeted meets it") {
  CHECK(minimal_budget(chain::unit(1)) == 3_B);
  CHECK(minimal_budget(chain::unit(2)) == 4_B);
  CHECK(minimal_budget(chain::unit(3)) == 5_B);
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 60; ++trial) {
    const chain c = random_chain(rng, 1 + trial % 20);
    CAPTURE(fmt::format("{}", c));
    const bytes least = minimal_budget(c);
    CHECK(simulate(c, budgeted(c, least)).peak == least);
    for (const chain_schedule& s : every_generator(c)) CHECK(simulate(c, s).peak >= least);
  }
}

TEST_CASE("an infeasible budget is reported with the minimal feasible budget") {
  CHECK_THROWS_WITH_AS((void)budgeted(chain::unit(16), 4_B),
                       "budgeted: budget 4 B is too small for a chain of 16 stages; the least budget that fits is 5 B",
                       invalid_error);
  const chain big(8_KiB, {stage{.output = 8_KiB, .working = 8_KiB}});
  CHECK_THROWS_WITH_AS((void)budgeted(big, 4_KiB),
                       "budgeted: budget 4,096 B does not fit a chain of 1 stages: the input x0 alone takes 8,192 B; "
                       "the least budget that fits is 24,576 B",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)budgeted(chain::unit(2), 0_B), "budgeted: budget 0 B must be positive", invalid_error);
  CHECK_THROWS_WITH_AS((void)budgeted(chain::unit(2), 8_B, 0), "budgeted: 0 slots; use at least 1", invalid_error);
}

TEST_CASE("the slot is the sizes' gcd when the budget holds at most `slots` of it, else budget / slots rounded up") {
  const chain c(2_MiB, {stage{.output = 2_MiB, .working = 6_MiB}, stage{.output = 4_MiB, .working = 4_MiB}});
  CHECK(budget_slot(c, 100_MiB, 500) == 2_MiB);
  CHECK(budget_slot(c, 1000_MiB, 500) == 2_MiB);
  CHECK(budget_slot(c, 1200_MiB, 500) == bytes{(1200 * (1 << 20) + 499) / 500});
}

TEST_CASE("with rounded slots the budgeted schedule still fits the budget in bytes") {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 40; ++trial) {
    std::vector<stage> stages;
    const std::int64_t n = 1 + trial % 30;
    for (std::int64_t i = 0; i < n; ++i) {
      const auto out = static_cast<std::int64_t>(1000 + rng() % 9000);
      stages.push_back(stage{.output = bytes{out}, .working = bytes{out + static_cast<std::int64_t>(rng() % 30000)}});
    }
    const chain c(bytes{4096}, std::move(stages));
    const bytes store = simulate(c, store_all(c)).peak;
    const bytes least = minimal_budget(c);
    for (std::int64_t slots : {7, 20, 50}) {
      const bytes budget = least + bytes{(store - least).count() / 2};
      CAPTURE(fmt::format("{}", c));
      CAPTURE(slots);
      try {
        const chain_schedule s = budgeted(c, budget, slots);
        CHECK(simulate(c, s).peak <= budget);
      } catch (const invalid_error& e) {
        // Rounding up to few slots may leave nothing that fits; the message says so.
        CHECK(std::string(e.what()).find("pass more slots") != std::string::npos);
      }
    }
  }
}

TEST_CASE("the layer pipeline gives the same schedule on any number of threads") {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 20; ++trial) {
    const chain c = random_chain(rng, 5 + trial * 3);
    const bytes least = minimal_budget(c);
    const bytes budget{least.count() + static_cast<std::int64_t>(rng() % 12)};
    const chain_schedule one = budgeted(c, budget, 500, 1);
    for (std::int64_t threads : {2, 3, 7}) CHECK(budgeted(c, budget, 500, threads) == one);
  }
  CHECK_THROWS_WITH_AS((void)budgeted(chain::unit(4), 6_B, 500, -1),
                       "budgeted: -1 threads; use 0 (one per hardware thread) or more", invalid_error);
}

TEST_CASE("budget_program sizes budgeted's dynamic program: more stages or memory, more states") {
  const chain small = chain::unit(8), large = chain::unit(16);
  const budget_program_size s5 = budget_program(small, 5_B), s9 = budget_program(small, 9_B);
  const budget_program_size l9 = budget_program(large, 9_B);
  CHECK(s5.states > 0);
  CHECK(s9.states > s5.states);                           // more memory levels to fill
  CHECK(l9.states > s9.states);                           // more pairs of stages
  CHECK(s9.trips > 0);                                    // the solve evaluated candidates
  CHECK(l9.trips > s9.trips);                             // a longer chain, more candidate splits
  CHECK(budget_program(small, 9_B).states == s9.states);  // the size is a function of its inputs
}
