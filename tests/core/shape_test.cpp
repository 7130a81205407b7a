// Tests for core/shape.hpp: validated extents, checked element counts, parsing and printing.
#include <doctest/doctest.h>

#include <shardmem/core/shape.hpp>

#include <type_traits>
#include <utility>

using namespace shardmem;

TEST_CASE("a shape knows its rank, extents and element count") {
  const shape s{4096, 12288};
  CHECK(s.rank() == 2);
  CHECK(s[0] == 4096);
  CHECK(s[1] == 12288);
  CHECK(s.elements() == 50331648);
  CHECK(shape{}.rank() == 0);
  CHECK(shape{}.elements() == 1);
  CHECK(shape{3, 0, 5}.elements() == 0);
  CHECK(shape{2, 3} == shape(std::vector<std::int64_t>{2, 3}));
  CHECK_FALSE(shape{2, 3} == shape{3, 2});
}

TEST_CASE("shapes past the inline rank (6) behave the same: copies, comparisons, counts, errors") {
  const shape six{1, 2, 3, 4, 5, 6};
  const shape eight{2, 2, 2, 2, 2, 2, 2, 3};
  const shape copy = eight;
  shape assigned = six;
  assigned = eight;
  CHECK(eight.rank() == 8);
  CHECK(eight.elements() == 384);
  CHECK(eight[7] == 3);
  CHECK(copy == eight);
  CHECK(assigned == eight);
  CHECK_FALSE(six == eight);
  CHECK(shape(eight.extents()) == eight);
  CHECK(fmt::format("{}", eight) == "[2,2,2,2,2,2,2,3]");
  CHECK(six.elements() == 720);
  shape moved_from = eight;
  const shape moved_to = std::move(moved_from);
  CHECK(moved_to == eight);
  CHECK(moved_from == shape{});  // the source is left a scalar, not a rank without extents
  CHECK(moved_from.elements() == 1);
  moved_from = std::move(assigned);
  CHECK(moved_from == eight);
  shape& alias = moved_from;
  moved_from = std::move(alias);  // a self-move, as std::swap-like code can make
  CHECK(moved_from == eight);
  shape inline_from = six;
  const shape inline_to = std::move(inline_from);
  CHECK(inline_to == six);
  CHECK(inline_from.rank() == 0);
  // Vectors of shapes and tensors move their elements when they grow, not copy them.
  static_assert(std::is_nothrow_move_constructible_v<shape> && std::is_nothrow_move_assignable_v<shape>);
  assigned = six;  // back to the inline storage
  CHECK(assigned == six);
  CHECK(fmt::format("{}", assigned) == "[1,2,3,4,5,6]");
  CHECK_THROWS_WITH_AS((void)eight[8], "dimension 8 is out of range for shape [2,2,2,2,2,2,2,3] of rank 8",
                       out_of_range_error);
  CHECK_THROWS_WITH_AS((void)shape({1, 1, 1, 1, 1, 1, 1, -2}),
                       "invalid shape [1,1,1,1,1,1,1,-2]: dimension 7 has negative extent -2; extents must be >= 0",
                       invalid_error);
}

TEST_CASE("a shape prints as [a,b] and a scalar as []") {
  CHECK(fmt::format("{}", shape{4096, 12288}) == "[4096,12288]");
  CHECK(fmt::format("{}", shape{}) == "[]");
  CHECK(fmt::format("{}", shape{7}) == "[7]");
}

TEST_CASE("a negative extent is rejected with the dimension named") {
  CHECK_THROWS_WITH_AS((void)shape({4, -1}),
                       "invalid shape [4,-1]: dimension 1 has negative extent -1; extents must be >= 0", invalid_error);
}

TEST_CASE("an element count past 2^63 is an overflow_error naming the shape") {
  CHECK(shape{1LL << 31, 1LL << 31}.elements() == 1LL << 62);
  CHECK(shape{3037000499LL, 3037000499LL}.elements() == 9223372030926249001LL);
  CHECK(shape{1LL << 31, (1LL << 32) - 1, 1}.elements() == 9223372034707292160LL);
  CHECK_THROWS_WITH_AS((void)shape({1LL << 32, 1LL << 31, 2}),
                       "overflow computing the element count of shape [4294967296,2147483648,2]: "
                       "4294967296 x 2147483648 exceeds the 64-bit limit 9223372036854775807",
                       overflow_error);
}

TEST_CASE("an out-of-range dimension index throws out_of_range_error") {
  CHECK_THROWS_WITH_AS((void)shape({2, 3})[2], "dimension 2 is out of range for shape [2,3] of rank 2",
                       out_of_range_error);
}

TEST_CASE("shapes parse from 8,4 and [8,4] and (8, 4)") {
  CHECK(parse_shape("8,4") == shape{8, 4});
  CHECK(parse_shape("[3056,12272]") == shape{3056, 12272});
  CHECK(parse_shape(" (8, 4) ") == shape{8, 4});
  CHECK(parse_shape("(8,)") == shape{8});
  CHECK(parse_shape("[]") == shape{});
  CHECK(parse_shape("()") == shape{});
  CHECK(parse_shape("7") == shape{7});
}

TEST_CASE("malformed shapes are parse errors quoting the text") {
  CHECK_THROWS_WITH_AS((void)parse_shape("8,x"),
                       "cannot parse shape '8,x' at position 2: expected a non-negative integer extent, as in '8,4'",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_shape("[8,4"), "cannot parse shape '[8,4': missing closing ']'", parse_error);
  CHECK_THROWS_WITH_AS((void)parse_shape("8,-4"),
                       "cannot parse shape '8,-4' at position 2: expected a non-negative integer extent, as in '8,4'",
                       parse_error);
  CHECK_THROWS_WITH_AS(
      (void)parse_shape("99999999999999999999"),
      "cannot parse shape '99999999999999999999': extent '99999999999999999999' exceeds the 64-bit limit", parse_error);
  CHECK_THROWS_AS((void)parse_shape(""), parse_error);
  CHECK_THROWS_AS((void)parse_shape("8 4"), parse_error);
  CHECK_THROWS_AS((void)parse_shape("4294967296,4294967296"), overflow_error);
}

TEST_CASE("audit: an element count just under 2^63 is exact") {
  const shape s{3037000499, 3037000499};  // 9,223,372,030,926,249,001 elements
  CHECK(s.elements() == 9'223'372'030'926'249'001);
  CHECK(parse_shape("[3037000499, 3037000499]") == s);
  CHECK_THROWS_AS((void)shape({std::int64_t{1} << 62, 2}), overflow_error);
}
