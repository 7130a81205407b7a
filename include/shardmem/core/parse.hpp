// The one decimal integer reader behind every text parser in the library (byte sizes, shapes,
// meshes, HloSharding, schedules): digits only, overflow detected, each caller writing its own
// message.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

namespace shardmem::detail {

/// How reading an integer went.
enum class int_parse : std::uint8_t {
  ok,         ///< `value` holds the number
  no_digits,  ///< no digit at the position (a sign, a space or the end is not a digit)
  too_large,  ///< the digits make a number above the limit
};

/// What parse_int64 read: the value (0 unless `status` is ok) and how it went.
struct parsed_int {
  std::int64_t value = 0;
  int_parse status = int_parse::no_digits;

  [[nodiscard]] constexpr bool ok() const noexcept { return status == int_parse::ok; }
};

/// Reads the decimal digits of `text` from `pos` as a non-negative integer at most `max`
/// (int64's maximum by default), moving `pos` along.
/// @pre 0 <= max.
/// @post ok: `pos` is past the digits. too_large: `pos` is at the digit that takes the number past
///       `max` (where messages point). no_digits: `pos` is unchanged. No sign or space is read.
/// Example: with pos = 1, `parse_int64("F12-3", pos)` gives {12, ok} and pos == 3; from 0,
/// `parse_int64("10000000000000000000", pos)` gives too_large with pos == 19.
[[nodiscard]] constexpr parsed_int parse_int64(std::string_view text, std::size_t& pos,
                                               std::int64_t max = std::numeric_limits<std::int64_t>::max()) noexcept {
  const std::size_t start = pos;
  std::int64_t v = 0;
  for (; pos < text.size() && text[pos] >= '0' && text[pos] <= '9'; ++pos)
    if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, text[pos] - '0', &v) || v > max)
      return {0, int_parse::too_large};
  if (pos == start) return {};
  return {v, int_parse::ok};
}

}  // namespace shardmem::detail
