// shardmem errors: one exception hierarchy with stable ids and one-line messages (user text in
// them escaped), and the checked integer arithmetic that every size computation in the library
// goes through.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/core.h>

namespace shardmem {

/// Stable identifiers of error classes; part of the API, like the message text.
enum class errc : std::uint8_t {
  parse = 1,         ///< text input (a PartitionSpec, an HloSharding, a dtype) is malformed
  invalid = 2,       ///< a description violates an invariant (unknown axis, duplicate, rank)
  indivisible = 3,   ///< strict placement of a dimension that does not divide (JAX IndivisibleError)
  overflow = 4,      ///< a size does not fit in 64 bits
  out_of_range = 5,  ///< an index (device id, dimension, process) outside its object
};

/// Text from the user (a name, a path, a flag's value, a JSON key) as it may stand inside a
/// one-line error message: printable ASCII and valid UTF-8 as they are; control characters, DEL
/// and the C1 controls as `\n`, `\t`, `\r`, `\x1b`, `\u009b`; bytes that are not UTF-8 as `\xff`;
/// the characters that reorder or break a line (bidirectional controls U+061C, U+200E, U+200F,
/// U+202A-U+202E, U+2066-U+2069, and U+2028, U+2029) as `\u202e`. A backslash stays as it is,
/// so escaping twice changes nothing.
/// Example: `escape("a\nb\x1b[31m")` is `a\nb\x1b[31m` with each escape spelled out.
[[nodiscard]] inline std::string escape(std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  auto byte = [&](unsigned char b) { out += {'\\', 'x', hex[b >> 4], hex[b & 15]}; };
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b >= 0x20 && b < 0x7f) {
      out.push_back(static_cast<char>(b));
      ++i;
      continue;
    }
    if (b < 0x80) {
      if (b == '\n') out += "\\n";
      else if (b == '\t') out += "\\t";
      else if (b == '\r') out += "\\r";
      else byte(b);
      ++i;
      continue;
    }
    // A UTF-8 sequence: its length from the lead byte, and the range its second byte must take
    // (which rules out overlong forms, surrogates and code points past U+10FFFF).
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) n = 2;
    else if (b >= 0xe0 && b <= 0xef) n = 3, lo = b == 0xe0 ? 0xa0 : 0x80, hi = b == 0xed ? 0x9f : 0xbf;
    else if (b >= 0xf0 && b <= 0xf4) n = 4, lo = b == 0xf0 ? 0x90 : 0x80, hi = b == 0xf4 ? 0x8f : 0xbf;
    bool valid = n != 0 && i + n <= text.size();
    for (std::size_t k = 1; valid && k < n; ++k) {
      const auto c = static_cast<unsigned char>(text[i + k]);
      valid = k == 1 ? c >= lo && c <= hi : c >= 0x80 && c <= 0xbf;
    }
    if (!valid) {
      byte(b);
      ++i;
      continue;
    }
    std::uint32_t cp = b & (n == 2 ? 0x1fu : n == 3 ? 0x0fu : 0x07u);
    for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3fu);
    const bool hidden = cp <= 0x9f || cp == 0x061c || cp == 0x200e || cp == 0x200f || (cp >= 0x2028 && cp <= 0x202e) ||
                        (cp >= 0x2066 && cp <= 0x2069);
    if (hidden) out += {'\\', 'u', hex[(cp >> 12) & 15], hex[(cp >> 8) & 15], hex[(cp >> 4) & 15], hex[cp & 15]};
    else out.append(text.substr(i, n));
    i += n;
  }
  return out;
}

/// `text` to be formatted escaped (see `escape`): `raise<E>("no axis '{}'", escaped(name))`.
struct escaped_text {
  std::string_view text;
};

/// Wraps `text` so that `{}` prints it escaped, as `escape` does.
[[nodiscard]] constexpr escaped_text escaped(std::string_view text) noexcept { return {text}; }

/// The base of every exception shardmem throws; `what()` is the full message, one line: the
/// message is escaped (see `escape`), so that a name, path or text it quotes cannot break the
/// line, color the terminal or reorder what is printed, whoever wrote the message.
class error : public std::runtime_error {
 public:
  error(errc code, const std::string& message) : std::runtime_error(escape(message)), code_(code) {}
  /// The stable id of this error's class.
  [[nodiscard]] errc code() const noexcept { return code_; }

 private:
  errc code_;
};

/// Malformed text: the message quotes the input and points at the offending position.
class parse_error : public error {
 public:
  explicit parse_error(const std::string& message) : error(errc::parse, message) {}
};

/// A description that breaks an invariant (unknown mesh axis, duplicate axis, bad rank, ...).
class invalid_error : public error {
 public:
  explicit invalid_error(const std::string& message) : error(errc::invalid, message) {}
};

/// Strict placement of an array whose dimension is not divisible by its partition count
/// (JAX's IndivisibleError on device_put and jit arguments).
class indivisible_error : public error {
 public:
  explicit indivisible_error(const std::string& message) : error(errc::indivisible, message) {}
};

/// A size, count or byte total that does not fit in a signed 64-bit integer.
class overflow_error : public error {
 public:
  explicit overflow_error(const std::string& message) : error(errc::overflow, message) {}
};

/// An index (device id, dimension, process id) outside the object it indexes.
class out_of_range_error : public error {
 public:
  explicit out_of_range_error(const std::string& message) : error(errc::out_of_range, message) {}
};

namespace detail {

/// Throws `E` with a message formatted from a compile-time checked format string.
template <class E, class... Args>
[[noreturn]] void raise(fmt::format_string<Args...> format, Args&&... args) {
  throw E(fmt::format(format, std::forward<Args>(args)...));
}

// ASCII `c` in lower case; other bytes as they are.
[[nodiscard]] constexpr char ascii_lower(char c) noexcept {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

}  // namespace detail

/// True when `a` and `b` are the same name but for ASCII case: how a name a person types (a
/// preset, a hardware part, an optimizer) is matched, `H100-80GB` finding h100-80gb.
[[nodiscard]] constexpr bool same_name(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (detail::ascii_lower(a[i]) != detail::ascii_lower(b[i])) return false;
  return true;
}

/// The candidate a person most likely meant by `name`, for a "did you mean" in an error:
/// ` (did you mean 'h100-80gb'?)`, or nothing. Names are compared without case, with '_' and '-'
/// alike and leading dashes dropped (`--Micro_Batch` is --micro-batch). In order: a candidate
/// that is `name` so compared; the shortest that starts with it, then that holds it (`H100`
/// finds h100-80gb, not b200 two edits away; `expert` finds experts, not expert_ffn); the
/// nearest by edit distance (insertions, deletions, substitutions) within a third of the name's
/// length (at least 2 edits) and short of rewriting every character (`m` is not `B`); else the
/// longest that `name` holds (`adamw8bit` is adamw). Held and holding names have at least 3
/// characters. Nothing when two names tie for the best (`xpu` is one edit from cpu, gpu and tpu
/// alike). A candidate may be a pair, the name matched and the name suggested: an alias and the
/// part it stands for.
template <typename Range>
[[nodiscard]] std::string did_you_mean(std::string_view name, const Range& candidates) {
  auto key = [](std::string_view s) {
    while (!s.empty() && s.front() == '-') s.remove_prefix(1);
    std::string k(s);
    for (char& c : k) c = c == '_' ? '-' : detail::ascii_lower(c);
    return k;
  };
  auto distance = [](std::string_view a, std::string_view b) {
    std::basic_string<std::size_t> row(b.size() + 1, 0);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
      std::size_t diagonal = row[0];
      row[0] = i;
      for (std::size_t j = 1; j <= b.size(); ++j) {
        const std::size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
        diagonal = up;
      }
    }
    return row[b.size()];
  };
  const std::string typed = key(name);
  // The best candidate by rank (lower is better); within ranks 1 and 2 the shortest (the least
  // added), 3 the nearest, 4 the longest held name. `tied`: another name is as good.
  std::string_view best;
  int best_rank = 5;
  std::size_t best_measure = 0;
  bool tied = false;
  const std::size_t max_distance = std::max<std::size_t>(2, typed.size() / 3);
  for (const auto& c : candidates) {
    std::string_view matched, candidate;
    if constexpr (requires { c.second; }) matched = c.first, candidate = c.second;
    else matched = candidate = c;
    const std::string k = key(matched);
    int rank = 5;
    std::size_t measure = 0;
    if (k == typed) rank = 0;
    else if (typed.size() >= 3 && k.starts_with(typed)) rank = 1, measure = k.size();
    else if (typed.size() >= 3 && k.find(typed) != std::string::npos) rank = 2, measure = k.size();
    else if (const std::size_t d = distance(typed, k); d <= max_distance && d < std::max(typed.size(), k.size()))
      rank = 3, measure = d;
    else if (k.size() >= 3 && typed.find(k) != std::string::npos) rank = 4, measure = k.size();
    if (rank == 5) continue;
    const bool better = rank < best_rank ||
                        (rank == best_rank && (rank == 4 ? measure > best_measure : measure < best_measure));
    if (better) best = candidate, best_rank = rank, best_measure = measure, tied = false;
    else if (rank == best_rank && measure == best_measure && candidate != best) tied = true;
  }
  return best_rank == 5 || tied ? std::string() : fmt::format(" (did you mean '{}'?)", best);
}

/// a * b, or overflow_error naming `quantity` when the product does not fit in int64.
/// @pre a >= 0 and b >= 0 (sizes); negative operands are multiplied exactly as well.
/// Example: checked_mul(1 << 20, 1 << 20, "elements of tensor 'w'") == 1 << 40.
[[nodiscard]] inline std::int64_t checked_mul(std::int64_t a, std::int64_t b, std::string_view quantity) {
  std::int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) {
    detail::raise<overflow_error>("overflow computing {}: {} x {} exceeds the 64-bit limit {}", quantity, a, b,
                                  std::numeric_limits<std::int64_t>::max());
  }
  return r;
}

/// a + b, or overflow_error naming `quantity`.
[[nodiscard]] inline std::int64_t checked_add(std::int64_t a, std::int64_t b, std::string_view quantity) {
  std::int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) {
    detail::raise<overflow_error>("overflow computing {}: {} + {} exceeds the 64-bit range", quantity, a, b);
  }
  return r;
}

/// ratio * v rounded toward zero, or overflow_error naming `quantity` when it does not fit in
/// int64 (converting such a double is undefined behaviour). @pre ratio >= 0 and v >= 0.
/// Example: checked_scale(2.0, 1 << 20, "a backward op's FLOPs") == 1 << 21.
[[nodiscard]] inline std::int64_t checked_scale(double ratio, std::int64_t v, std::string_view quantity) {
  const double r = ratio * static_cast<double>(v);
  // 2^63 is exact as a double; every double below it converts without overflow.
  if (!(r < 9223372036854775808.0) || !(r > -9223372036854775808.0)) {
    detail::raise<overflow_error>("overflow computing {}: {} x {} exceeds the 64-bit limit {}", quantity, ratio, v,
                                  std::numeric_limits<std::int64_t>::max());
  }
  return static_cast<std::int64_t>(r);
}

/// a - b, or overflow_error naming `quantity`.
[[nodiscard]] inline std::int64_t checked_sub(std::int64_t a, std::int64_t b, std::string_view quantity) {
  std::int64_t r = 0;
  if (__builtin_sub_overflow(a, b, &r)) {
    detail::raise<overflow_error>("overflow computing {}: {} - {} exceeds the 64-bit range", quantity, a, b);
  }
  return r;
}

/// ceil(a / b) for a >= 0, b > 0, without the overflow of (a + b - 1) / b.
[[nodiscard]] constexpr std::int64_t ceil_div(std::int64_t a, std::int64_t b) noexcept {
  return a / b + (a % b != 0 ? 1 : 0);
}

}  // namespace shardmem

/// Formats escaped text (shardmem::escaped): `{}` prints it as `escape` gives it; width and
/// alignment as for a string.
template <>
struct fmt::formatter<shardmem::escaped_text> : fmt::formatter<std::string_view> {
  template <class FormatContext>
  auto format(const shardmem::escaped_text& e, FormatContext& ctx) const -> decltype(ctx.out()) {
    const std::string s = shardmem::escape(e.text);
    return fmt::formatter<std::string_view>::format(std::string_view(s), ctx);
  }
};
