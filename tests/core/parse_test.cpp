// Tests for core/parse.hpp: the decimal integer reader that parse_bytes, parse_shape, parse_mesh,
// HloSharding and parse_schedule share.
#include <doctest/doctest.h>

#include <shardmem/core/parse.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

using namespace shardmem;
using detail::int_parse;
using detail::parse_int64;

namespace {

constexpr detail::parsed_int read_from(std::string_view text, std::size_t from, std::size_t& pos,
                                       std::int64_t max = std::numeric_limits<std::int64_t>::max()) {
  pos = from;
  return parse_int64(text, pos, max);
}

}  // namespace

TEST_CASE("parse_int64 reads the run of digits at pos and moves pos past it") {
  std::size_t pos = 0;
  auto n = read_from("F12-3", 1, pos);
  CHECK(n.ok());
  CHECK(n.value == 12);
  CHECK(pos == 3);
  n = read_from("F12-3", 4, pos);
  CHECK(n.value == 3);
  CHECK(pos == 5);
  n = read_from("0008,", 0, pos);
  CHECK(n.value == 8);
  CHECK(pos == 4);
  n = read_from("9223372036854775807", 0, pos);
  CHECK(n.ok());
  CHECK(n.value == std::numeric_limits<std::int64_t>::max());
  CHECK(pos == 19);
  static_assert([] {
    std::size_t p = 0;
    return parse_int64("4096]", p).value == 4096 && p == 4;
  }());
}

TEST_CASE("parse_int64 reads no sign, no space and nothing past the end: no_digits, pos unchanged") {
  for (const std::string_view text : {"", "-1", "+1", " 5", "x", "]"}) {
    CAPTURE(text);
    std::size_t pos = 0;
    const auto n = parse_int64(text, pos);
    CHECK(n.status == int_parse::no_digits);
    CHECK_FALSE(n.ok());
    CHECK(n.value == 0);
    CHECK(pos == 0);
  }
  std::size_t pos = 3;
  CHECK(parse_int64("123", pos).status == int_parse::no_digits);
  CHECK(pos == 3);
}

TEST_CASE("parse_int64 stops at the digit that takes the number past the limit: too_large") {
  std::size_t pos = 0;
  // 2^63 = 9223372036854775808: the last digit overflows.
  auto n = read_from("9223372036854775808", 0, pos);
  CHECK(n.status == int_parse::too_large);
  CHECK(n.value == 0);
  CHECK(pos == 18);
  // 10^19: the first 19 digits fit, the 20th does not.
  CHECK(read_from("x10000000000000000000", 1, pos).status == int_parse::too_large);
  CHECK(pos == 20);
  // A smaller limit, as parse_schedule's action::max_index (2^55 - 1 = 36028797018963967).
  constexpr std::int64_t max_index = (std::int64_t{1} << 55) - 1;
  CHECK(read_from("36028797018963967", 0, pos, max_index).value == max_index);
  CHECK(read_from("36028797018963968", 0, pos, max_index).status == int_parse::too_large);
  CHECK(pos == 16);
  CHECK(read_from("7", 0, pos, 5).status == int_parse::too_large);
  CHECK(pos == 0);
  CHECK(read_from("5", 0, pos, 5).value == 5);
  CHECK(read_from("0", 0, pos, 0).ok());
}

TEST_CASE("parse_int64 agrees with std::stoll on every in-range prefix of a long number") {
  const std::string digits = "92233720368547758079";
  for (std::size_t len = 1; len <= digits.size(); ++len) {
    const std::string text = digits.substr(0, len);
    CAPTURE(text);
    std::size_t pos = 0;
    const auto n = parse_int64(text, pos);
    if (len <= 19) {
      CHECK(n.value == std::stoll(text));
      CHECK(pos == len);
    } else {
      CHECK(n.status == int_parse::too_large);
    }
  }
}

TEST_CASE("integers past 2^63 are refused as typed, not clamped: parse_integer reads a whole number exactly") {
  CHECK(parse_integer("0", "--rows") == 0);
  CHECK(parse_integer("-12", "--rows") == -12);
  CHECK(parse_integer("+7", "--rows") == 7);
  CHECK(parse_integer("9223372036854775807", "n") == std::numeric_limits<std::int64_t>::max());
  CHECK(parse_integer("-9223372036854775808", "n") == std::numeric_limits<std::int64_t>::min());
  CHECK_THROWS_WITH_AS((void)parse_integer("9223372036854775808", "--batch"),
                       "--batch '9223372036854775808' is past the 64-bit integer range (-9223372036854775808 to "
                       "9223372036854775807)",
                       overflow_error);
  CHECK_THROWS_AS((void)parse_integer("18446744073709551617", "--batch"), overflow_error);
  CHECK_THROWS_AS((void)parse_integer("-9223372036854775809", "--batch"), overflow_error);
  CHECK_THROWS_AS((void)parse_integer("99999999999999999999999999999999", "--batch"), overflow_error);
  for (const char* bad : {"", "-", "+", " 5", "5 ", "1e3", "3.0", "0x10", "12a", "--3", "99999999999999999999x"}) {
    CAPTURE(bad);
    CHECK_THROWS_WITH_AS((void)parse_integer(bad, "--top"),
                         fmt::format("--top '{}' is not a whole number", bad).c_str(), parse_error);
  }
  CHECK_THROWS_WITH_AS((void)parse_integer("1\n2", "--top"), "--top '1\\n2' is not a whole number", parse_error);
}
