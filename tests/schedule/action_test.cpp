// Tests for shardmem/schedule/action.hpp: the action vocabulary and the compact notation.
#include <doctest/doctest.h>

#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/budget.hpp>
#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>

#include <fmt/format.h>

using namespace shardmem;

TEST_CASE("each action kind has a letter and a name: A advance, F forward, S save, R restore, D discard, B backward") {
  CHECK(letter(action_kind::advance) == 'A');
  CHECK(letter(action_kind::forward) == 'F');
  CHECK(letter(action_kind::save) == 'S');
  CHECK(letter(action_kind::restore) == 'R');
  CHECK(letter(action_kind::discard) == 'D');
  CHECK(letter(action_kind::backward) == 'B');
  CHECK(fmt::format("{}", action_kind::advance) == "advance");
  CHECK(fmt::format("{}", action_kind::backward) == "backward");
  CHECK(fmt::format("{}", action::forward(3)) == "F3");
  CHECK(fmt::format("{}", action{action_kind::restore, 12}) == "R12");
  CHECK(action::advance(2) == action{action_kind::advance, 2});
  CHECK(action::advance(2).is_forward());
  CHECK_FALSE(action::backward(2).is_forward());
}

TEST_CASE("an action packs its kind and index into 8 bytes and keeps 56-bit indices") {
  static_assert(sizeof(action) == 8);
  const action a = action::save(std::int64_t{1} << 50);
  CHECK(std::int64_t{a.index} == std::int64_t{1} << 50);
  CHECK(a.kind == action_kind::save);
}

TEST_CASE("the notation joins runs of three or more consecutive indices, rising or falling") {
  CHECK(to_string(store_all(chain::unit(3))) == "F0-2 B2-0");
  CHECK(to_string(store_all(chain::unit(2))) == "F0 F1 B1 B0");
  CHECK(fmt::format("{}", checkpoint_sequential(chain::unit(10), 3)) ==
        "A0-2 S3 A3-5 F6-9 B9-6 R3 F3-5 B5-3 D3 R0 F0-2 B2-0");
  CHECK(fmt::format("{:x}", store_all(chain::unit(3))) == "F0 F1 F2 B2 B1 B0");
  CHECK(to_string(store_all(chain::unit(3)), false) == "F0 F1 F2 B2 B1 B0");
  CHECK(to_string(chain_schedule{}).empty());
}

TEST_CASE("parse_schedule reads back what the notation prints, compact or expanded") {
  CHECK(parse_schedule("F0-2 B2-0") == store_all(chain::unit(3)));
  CHECK(parse_schedule("  A0\tS1 \n R1 ").size() == 3);
  CHECK(parse_schedule("B5-2").actions ==
        std::vector<action>{action::backward(5), action::backward(4), action::backward(3), action::backward(2)});
  CHECK(parse_schedule("D7-7").actions == std::vector<action>{action::discard(7)});
  for (std::int64_t n = 1; n <= 40; ++n) {
    const chain c = chain::unit(n);
    for (const chain_schedule& s : {store_all(c), chen_sqrt(c), nested(c), haliax_nested(c), revolve(c, 2),
                                    revolve(c, 5), budgeted(c, bytes{2 * ceil_sqrt(n) + 1})}) {
      CAPTURE(n);
      CAPTURE(to_string(s));
      CHECK(parse_schedule(to_string(s)) == s);
      CHECK(parse_schedule(to_string(s, false)) == s);
    }
  }
}

TEST_CASE("parse_schedule names the position and the bad token") {
  CHECK_THROWS_WITH_AS((void)parse_schedule("F0 X1"),
                       "cannot parse schedule 'F0 X1' at position 3: bad action 'X1'; expected a letter A, F, S, R, D "
                       "or B and an index, as in 'F3', or a run such as 'B5-2'",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_schedule("F"),
                       "cannot parse schedule 'F' at position 0: bad action 'F'; expected a letter A, F, S, R, D or B "
                       "and an index, as in 'F3', or a run such as 'B5-2'",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_schedule("A1 B2- "),
                       "cannot parse schedule 'A1 B2- ' at position 3: bad action 'B2-'; expected a letter A, F, S, R, "
                       "D or B and an index, as in 'F3', or a run such as 'B5-2'",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_schedule("F1x"),
                       "cannot parse schedule 'F1x' at position 0: bad action 'F1x'; expected a letter A, F, S, R, D "
                       "or B and an index, as in 'F3', or a run such as 'B5-2'",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_schedule("F99999999999999999999"),
                       "cannot parse schedule 'F99999999999999999999' at position 0: index in 'F99999999999999999999' "
                       "exceeds the limit 36028797018963967",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_schedule("R36028797018963968"),
                       "cannot parse schedule 'R36028797018963968' at position 0: index in 'R36028797018963968' "
                       "exceeds the limit 36028797018963967",
                       parse_error);
}

// Found by tests/fuzz/fuzz_schedule_text: `F0-36028797018963967` expanded 2^55 actions (a hang,
// then out of memory) before anything could refuse it.
TEST_CASE("fuzz: a run that expands past the action limit is a parse_error, before expanding") {
  CHECK_THROWS_WITH_AS((void)parse_schedule("F0 F1-36028797018963967"),
                       "cannot parse schedule 'F0 F1-36028797018963967' at position 3: 'F1-36028797018963967' expands "
                       "to 36028797018963967 actions, which takes the schedule past the limit of 134217728 actions; "
                       "write a shorter schedule or pass a larger max_actions",
                       parse_error);
  CHECK(parse_schedule("F0-9 B9-0", 20).size() == 20);
  CHECK_THROWS_AS((void)parse_schedule("F0-9 B9-0", 19), parse_error);
}
