// The one decimal integer reader behind every text parser in the library (byte sizes, shapes,
// meshes, HloSharding, schedules): digits only, overflow detected, each caller writing its own
// message; and the reader of an integer typed whole (the tool's counts).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

#include <shardmem/core/error.hpp>

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

/// Reads the whole of `text` as a decimal integer with an optional sign (`-3`, `+7`, `42`), the
/// one reader of integers typed as a whole (the tool's counts): nothing is clamped or wrapped.
/// @post ok: `value` is the number. too_large: the digits make a number outside int64 (either
///       sign). no_digits: `text` is not such an integer (empty, a sign alone, a space, a
///       fraction, an exponent, anything after the digits).
/// Example: `parse_whole_int64("-12")` gives {-12, ok}; `"18446744073709551617"` too_large;
/// `"1e3"` and `" 5"` no_digits.
[[nodiscard]] constexpr parsed_int parse_whole_int64(std::string_view text) noexcept {
  const bool negative = !text.empty() && text.front() == '-';
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
  std::size_t pos = 0;
  // The magnitude of INT64_MIN is one past INT64_MAX: read the magnitude within that, then negate.
  constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
  std::uint64_t magnitude = 0;
  for (; pos < text.size() && text[pos] >= '0' && text[pos] <= '9'; ++pos) {
    if (__builtin_mul_overflow(magnitude, 10u, &magnitude) ||
        __builtin_add_overflow(magnitude, static_cast<unsigned>(text[pos] - '0'), &magnitude) ||
        magnitude > static_cast<std::uint64_t>(max) + (negative ? 1 : 0)) {
      // Still a number if only digits follow: past the range. Otherwise not a number at all.
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
      return {0, pos == text.size() ? int_parse::too_large : int_parse::no_digits};
    }
  }
  if (pos == 0 || pos != text.size()) return {};
  if (!negative) return {static_cast<std::int64_t>(magnitude), int_parse::ok};
  return {magnitude == static_cast<std::uint64_t>(max) + 1 ? std::numeric_limits<std::int64_t>::min()
                                                           : -static_cast<std::int64_t>(magnitude),
          int_parse::ok};
}

}  // namespace shardmem::detail

namespace shardmem {

/// `text` as a whole decimal integer with an optional sign, as typed (the tool's counts go through
/// it): nothing is clamped or wrapped. `what` names it in errors ("--rows").
/// @throws parse_error when `text` is not such an integer; overflow_error when it is past int64;
///         each message quotes the text as typed (escaped).
/// Example: `parse_integer("-3", "--rows") == -3`; `parse_integer("99999999999999999999", "--rows")`
/// throws "--rows '99999999999999999999' is past the 64-bit integer range ...".
[[nodiscard]] inline std::int64_t parse_integer(std::string_view text, std::string_view what) {
  const detail::parsed_int v = detail::parse_whole_int64(text);
  if (v.status == detail::int_parse::too_large)
    detail::raise<overflow_error>("{} '{}' is past the 64-bit integer range ({} to {})", what, escaped(text),
                                  std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max());
  if (!v.ok()) detail::raise<parse_error>("{} '{}' is not a whole number", what, escaped(text));
  return v.value;
}

}  // namespace shardmem
