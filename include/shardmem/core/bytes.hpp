// shardmem::bytes: an exact, overflow-checked byte count that prints in binary units
// (`24.00 MiB`) by default, decimal units (`25.17 MB`) or exactly (`25,165,824 B`) on request.
#pragma once

#include <compare>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>

namespace shardmem {

/// A byte count. Built explicitly from an integer or from a literal (`64_MiB`), never by
/// accident; arithmetic is exact and throws overflow_error instead of wrapping.
/// Negative values are allowed (a headroom can be negative).
/// Example: `bytes{1024} * 3 == 3_KiB`; `fmt::format("{}", 1536_MiB) == "1.50 GiB"`.
class bytes {
 public:
  constexpr bytes() noexcept = default;
  constexpr explicit bytes(std::int64_t count) noexcept : count_(count) {}

  /// The exact number of bytes.
  [[nodiscard]] constexpr std::int64_t count() const noexcept { return count_; }

  friend constexpr auto operator<=>(bytes, bytes) noexcept = default;

  friend bytes operator+(bytes a, bytes b) { return bytes{checked_add(a.count_, b.count_, "a byte total")}; }
  friend bytes operator-(bytes a, bytes b) { return bytes{checked_sub(a.count_, b.count_, "a byte difference")}; }
  friend bytes operator*(bytes a, std::int64_t n) { return bytes{checked_mul(a.count_, n, "a byte total")}; }
  friend bytes operator*(std::int64_t n, bytes a) { return a * n; }
  bytes& operator+=(bytes b) { return *this = *this + b; }
  bytes& operator-=(bytes b) { return *this = *this - b; }
  bytes& operator*=(std::int64_t n) { return *this = *this * n; }

 private:
  std::int64_t count_ = 0;
};

inline namespace literals {
// Literals reject values that do not fit in int64 at compile time (consteval).
consteval bytes operator""_B(unsigned long long n) {
  return n > 0x7fffffffffffffffULL ? throw "byte literal exceeds int64" : bytes{static_cast<std::int64_t>(n)};
}
consteval bytes operator""_KiB(unsigned long long n) {
  return n > (0x7fffffffffffffffULL >> 10) ? throw "KiB literal exceeds int64"
                                           : bytes{static_cast<std::int64_t>(n << 10)};
}
consteval bytes operator""_MiB(unsigned long long n) {
  return n > (0x7fffffffffffffffULL >> 20) ? throw "MiB literal exceeds int64"
                                           : bytes{static_cast<std::int64_t>(n << 20)};
}
consteval bytes operator""_GiB(unsigned long long n) {
  return n > (0x7fffffffffffffffULL >> 30) ? throw "GiB literal exceeds int64"
                                           : bytes{static_cast<std::int64_t>(n << 30)};
}
consteval bytes operator""_TiB(unsigned long long n) {
  return n > (0x7fffffffffffffffULL >> 40) ? throw "TiB literal exceeds int64"
                                           : bytes{static_cast<std::int64_t>(n << 40)};
}
consteval bytes operator""_GB(unsigned long long n) {
  return n > 0x7fffffffffffffffULL / 1000000000ULL ? throw "GB literal exceeds int64"
                                                   : bytes{static_cast<std::int64_t>(n * 1000000000ULL)};
}
}  // namespace literals

/// `v` in decimal with a comma between groups of three digits, as `{:e}` prints byte counts and
/// reports print parameter counts: the sign in front, every int64 exact.
/// Example: `group_thousands(8030261248) == "8,030,261,248"`; `group_thousands(-1234) == "-1,234"`.
[[nodiscard]] inline std::string group_thousands(std::int64_t v) {
  // The magnitude as unsigned so that INT64_MIN prints correctly.
  const std::uint64_t mag = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  std::string digits = fmt::format("{}", mag);
  std::string out;
  out.reserve(digits.size() + digits.size() / 3 + 1);
  if (v < 0) out.push_back('-');
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i != 0 && (digits.size() - i) % 3 == 0) out.push_back(',');
    out.push_back(digits[i]);
  }
  return out;
}

namespace detail {

// Also reachable as detail::group_thousands, the name the library's reports call it by.
using shardmem::group_thousands;

/// Scaled display: `512 B`, `1.50 KiB`, `62.62 GiB`; decimal uses kB/MB/GB.
inline std::string scaled_bytes(std::int64_t v, bool decimal) {
  static constexpr const char* binary_units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  static constexpr const char* decimal_units[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
  const double base = decimal ? 1000.0 : 1024.0;
  const double mag = v < 0 ? -static_cast<double>(v) : static_cast<double>(v);
  if (mag < base) return fmt::format("{} B", v);
  double scaled = mag;
  int unit = 0;
  while (scaled >= base && unit < 6) {
    scaled /= base;
    ++unit;
  }
  return fmt::format("{}{:.2f} {}", v < 0 ? "-" : "", scaled, decimal ? decimal_units[unit] : binary_units[unit]);
}

}  // namespace detail

/// Parses a byte size: a whole number with an optional unit, binary (`KiB`, `MiB`, `GiB`, `TiB`)
/// or decimal (`B`, `kB`, `MB`, `GB`, `TB`), in any case (the `i` tells binary from decimal, so
/// `70gib` is 70GiB and `70gb` 70GB): `80GiB`, `80 GB`, `1536`.
/// @throws parse_error naming the text; overflow_error past int64.
[[nodiscard]] inline bytes parse_bytes(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && text[i] == ' ') ++i;
  const detail::parsed_int n = detail::parse_int64(text, i);
  if (n.status == detail::int_parse::too_large)
    detail::raise<overflow_error>("byte size '{}' exceeds the 64-bit limit", text);
  if (!n.ok()) detail::raise<parse_error>("cannot parse byte size '{}': expected a whole number such as 80GiB", text);
  const std::int64_t v = n.value;
  while (i < text.size() && text[i] == ' ') ++i;
  std::string_view unit = text.substr(i);
  while (!unit.empty() && unit.back() == ' ') unit.remove_suffix(1);
  struct suffix {
    std::string_view name;
    bytes scale;
  };
  static constexpr suffix units[] = {{"", 1_B},      {"B", 1_B},      {"KiB", 1_KiB},  {"MiB", 1_MiB},
                                     {"GiB", 1_GiB}, {"TiB", 1_TiB},  {"kB", 1'000_B}, {"MB", 1'000'000_B},
                                     {"GB", 1_GB},   {"TB", 1'000_GB}};
  std::string_view names[std::size(units) - 1];
  for (std::size_t k = 0; k < std::size(units); ++k) {
    if (same_name(units[k].name, unit))
      return bytes{checked_mul(v, units[k].scale.count(), fmt::format("byte size '{}'", text))};
    if (k > 0) names[k - 1] = units[k].name;
  }
  detail::raise<parse_error>(
      "cannot parse byte size '{}': unknown unit '{}'{}; use B, KiB, MiB, GiB, TiB, kB, MB, GB or TB (in any case)",
      text, unit, did_you_mean(unit, names));
}

/// Parses a memory size, as parse_bytes, but a unit is required: a bare `70` would be 70 bytes,
/// almost never what a person giving a device's or host's memory means.
/// @throws parse_error for a bare number (suggesting `70GiB`), and as parse_bytes.
[[nodiscard]] inline bytes parse_memory_size(std::string_view text) {
  std::string_view t = text;
  while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  if (!t.empty() && t.find_first_not_of("0123456789") == std::string_view::npos)
    detail::raise<parse_error>("memory size '{}' has no unit: that would be {} bytes; write {}GiB or {}GB (or {}B for "
                               "bytes)",
                               text, t, t, t, t);
  return parse_bytes(text);
}

}  // namespace shardmem

/// Formats bytes: `{}` binary units (`1.50 GiB`), `{:d}` decimal units (`1.61 GB`),
/// `{:e}` exact with thousands separators (`1,610,612,736 B`).
template <>
struct fmt::formatter<shardmem::bytes> {
  char style = 'i';
  constexpr auto parse(fmt::format_parse_context& ctx) -> decltype(ctx.begin()) {
    auto it = ctx.begin();
    if (it != ctx.end() && (*it == 'i' || *it == 'd' || *it == 'e')) style = *it++;
    if (it != ctx.end() && *it != '}') throw fmt::format_error("bytes format: use {}, {:i}, {:d} or {:e}");
    return it;
  }
  template <class FormatContext>
  auto format(shardmem::bytes b, FormatContext& ctx) const -> decltype(ctx.out()) {
    const std::string s = style == 'e'   ? shardmem::group_thousands(b.count()) + " B"
                          : style == 'd' ? shardmem::detail::scaled_bytes(b.count(), true)
                                         : shardmem::detail::scaled_bytes(b.count(), false);
    return fmt::format_to(ctx.out(), "{}", s);
  }
};
