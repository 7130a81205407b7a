// Tests for shardmem/schedule/chain.hpp: construction, invariants, sizes and the printed form.
#include <doctest/doctest.h>

#include <shardmem/schedule/chain.hpp>

#include <fmt/format.h>

using namespace shardmem;

TEST_CASE("chain::unit(n) has n stages with 1-byte boundaries and working sets, forward cost 1 and backward cost 2") {
  for (std::int64_t n : {1, 2, 16, 300}) {
    CAPTURE(n);
    const chain c = chain::unit(n);
    CHECK(c.size() == n);
    CHECK(c.input() == 1_B);
    for (std::int64_t b = 0; b <= n; ++b) CHECK(c.boundary(b) == 1_B);
    for (const stage& s : c.stages()) {
      CHECK(s.output == 1_B);
      CHECK(s.working == 1_B);
      CHECK(s.forward_cost == 1);
      CHECK(s.backward_cost == 2);
    }
    CHECK(c.forward_cost() == n);
    CHECK(c.backward_cost() == 2 * n);
    CHECK(c.is_uniform());
  }
}

TEST_CASE("chain::uniform copies one stage n times and takes x0's size from the stage output unless given") {
  const stage s{.output = 2_MiB, .working = 8_MiB, .forward_cost = 3, .backward_cost = 7};
  const chain a = chain::uniform(4, s);
  CHECK(a.size() == 4);
  CHECK(a.input() == 2_MiB);
  CHECK(a[3] == s);
  const chain b = chain::uniform(4, s, 1_MiB);
  CHECK(b.input() == 1_MiB);
  CHECK(b.boundary(0) == 1_MiB);
  CHECK(b.boundary(4) == 2_MiB);
}

TEST_CASE("boundary x_b is x0 for b = 0, else stage b-1's output; the gradient at x_n is the loss seed, 0 bytes") {
  const chain c(3_B, {stage{.output = 5_B, .working = 9_B}, stage{.output = 7_B, .working = 7_B}});
  CHECK(c.boundary(0) == 3_B);
  CHECK(c.boundary(1) == 5_B);
  CHECK(c.boundary(2) == 7_B);
  CHECK(c.gradient(0) == 3_B);
  CHECK(c.gradient(1) == 5_B);
  CHECK(c.gradient(2) == 0_B);
  CHECK_FALSE(c.is_uniform());
  CHECK_THROWS_WITH_AS((void)c.boundary(3), "boundary x3 does not exist; the chain has boundaries x0..x2",
                       out_of_range_error);
  CHECK_THROWS_WITH_AS((void)c[2], "stage 2 does not exist; the chain has 2 stages (0..1)", out_of_range_error);
}

TEST_CASE("a chain rejects an empty stage list, negative sizes or costs, and a working set smaller than the output") {
  CHECK_THROWS_WITH_AS(chain(1_B, {}), "invalid chain: 0 stages; a chain needs at least one stage", invalid_error);
  CHECK_THROWS_WITH_AS((void)chain::unit(0), "invalid chain: 0 stages; a chain needs at least one stage",
                       invalid_error);
  CHECK_THROWS_WITH_AS(chain(bytes{-1}, {stage{}}), "invalid chain: input x0 has negative size -1 B", invalid_error);
  CHECK_THROWS_WITH_AS(chain(1_B, {stage{}, stage{.output = bytes{-2}, .working = 1_B}}),
                       "invalid chain: stage 1 has a negative size (output -2 B, working 1 B)", invalid_error);
  CHECK_THROWS_WITH_AS(chain(1_B, {stage{.output = 4_KiB, .working = 1_KiB}}),
                       "invalid chain: stage 0 has working set 1,024 B smaller than its output 4,096 B; the working "
                       "set includes the output, so use working >= output",
                       invalid_error);
  CHECK_THROWS_WITH_AS(chain(1_B, {stage{.output = 1_B, .working = 1_B, .forward_cost = -1}}),
                       "invalid chain: stage 0 has a negative cost (forward -1, backward 2)", invalid_error);
}

TEST_CASE("a chain whose total cost exceeds int64 is rejected with overflow_error") {
  const stage huge{.output = 1_B, .working = 1_B, .forward_cost = std::int64_t{1} << 62, .backward_cost = 0};
  CHECK_THROWS_AS(chain(1_B, {huge, huge}), overflow_error);
}

TEST_CASE("a stage prints as {out, work, fwd, bwd} and a chain as its stages and input") {
  CHECK(fmt::format("{}", stage{}) == "{out 1 B, work 1 B, fwd 1, bwd 2}");
  CHECK(fmt::format("{}", chain::unit(16)) == "chain x16 {out 1 B, work 1 B, fwd 1, bwd 2}, input 1 B");
  const chain c(3_B, {stage{.output = 2_KiB, .working = 6_KiB}, stage{}});
  CHECK(fmt::format("{}", c) ==
        "chain of 2 stages, input 3 B: {out 2.00 KiB, work 6.00 KiB, fwd 1, bwd 2} {out 1 B, work 1 B, fwd 1, bwd 2}");
}

TEST_CASE("audit: chain byte totals are exact up to int64, then an overflow_error naming the total") {
  const std::int64_t e = std::int64_t{1} << 60;
  const stage big{.output = bytes{e}, .working = bytes{e}};
  const chain c(bytes{e}, {big, big, big});  // 7 x 2^60 bytes in all
  CHECK(c.boundary(3) == bytes{e});
  CHECK_THROWS_WITH_AS(chain(bytes{e}, {big, big, big, big}),
                       "overflow computing the chain's total bytes: 8070450532247928832 + 1152921504606846976 exceeds "
                       "the 64-bit range",
                       overflow_error);
}
