// Tests for core/error.hpp: the hierarchy, stable ids and checked arithmetic.
#include <doctest/doctest.h>

#include <shardmem/core/error.hpp>

#include <limits>
#include <type_traits>

using namespace shardmem;

TEST_CASE("every shardmem exception derives from shardmem::error with a stable id") {
  static_assert(std::is_base_of_v<error, parse_error>);
  static_assert(std::is_base_of_v<error, invalid_error>);
  static_assert(std::is_base_of_v<error, indivisible_error>);
  static_assert(std::is_base_of_v<error, overflow_error>);
  static_assert(std::is_base_of_v<error, out_of_range_error>);
  static_assert(std::is_base_of_v<std::runtime_error, error>);
  CHECK(parse_error("x").code() == errc::parse);
  CHECK(invalid_error("x").code() == errc::invalid);
  CHECK(indivisible_error("x").code() == errc::indivisible);
  CHECK(overflow_error("x").code() == errc::overflow);
  CHECK(out_of_range_error("x").code() == errc::out_of_range);
  CHECK(static_cast<int>(errc::parse) == 1);
  CHECK(static_cast<int>(errc::out_of_range) == 5);
}

TEST_CASE("detail::raise formats the message and throws the requested class") {
  CHECK_THROWS_WITH_AS(detail::raise<invalid_error>("axis '{}' has size {}", "x", 0), "axis 'x' has size 0",
                       invalid_error);
}

TEST_CASE("checked arithmetic is exact up to the int64 limit and names the quantity past it") {
  constexpr auto max = std::numeric_limits<std::int64_t>::max();
  CHECK(checked_mul(1LL << 31, 1LL << 31, "q") == 1LL << 62);
  CHECK(checked_mul(3037000499LL, 3037000499LL, "q") == 9223372030926249001LL);
  CHECK_THROWS_WITH_AS((void)checked_mul(3037000500LL, 3037000500LL, "the element count of shape [a,b]"),
                       "overflow computing the element count of shape [a,b]: 3037000500 x 3037000500 exceeds the "
                       "64-bit limit 9223372036854775807",
                       overflow_error);
  CHECK(checked_add(max - 1, 1, "q") == max);
  CHECK_THROWS_WITH_AS((void)checked_add(max, 1, "a byte total"),
                       "overflow computing a byte total: 9223372036854775807 + 1 exceeds the 64-bit range",
                       overflow_error);
  CHECK_THROWS_AS((void)checked_sub(std::numeric_limits<std::int64_t>::min(), 1, "q"), overflow_error);
}

TEST_CASE("checked_scale converts a scaled count only when it fits, never through undefined behaviour") {
  CHECK(checked_scale(2.0, 1LL << 20, "q") == 1LL << 21);
  CHECK(checked_scale(0.5, 7, "q") == 3);  // rounded toward zero
  CHECK(checked_scale(1.0, 1LL << 62, "q") == 1LL << 62);
  // 2^62 x 2 = 2^63 is one past the int64 limit: converting it would be undefined behaviour.
  CHECK_THROWS_WITH_AS((void)checked_scale(2.0, 1LL << 62, "a backward op's FLOPs"),
                       "overflow computing a backward op's FLOPs: 2 x 4611686018427387904 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
}

TEST_CASE("ceil_div rounds up without overflowing near the int64 limit") {
  constexpr auto max = std::numeric_limits<std::int64_t>::max();
  static_assert(ceil_div(113003, 2) == 56502);  // REFERENCE 1: XLA tile of 113003 over 2 devices
  static_assert(ceil_div(8, 4) == 2);
  static_assert(ceil_div(0, 3) == 0);
  static_assert(ceil_div(max, 2) == max / 2 + 1);
}
