// The tokenizer of MLIR's textual form as JAX prints StableHLO (`lowered.as_text()`): a cursor with
// the small pieces the StableHLO reader (stablehlo_reader.hpp) needs: spaces and comments, SSA names
// (`%arg0`, `%0#1`), symbols (`@main`, `@"a b"`), words (`stablehlo.add`, `tensor`), strings with
// MLIR's escapes (`\22`, `\n`, `\\`), and bracket groups taken whole (`<...>`, `(...)`, `[...]`,
// `{...}` with strings and `->` inside). Every error is a parse_error naming the line, the column,
// what was expected and what was found.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>

namespace shardmem::detail {

// The line breaks in `t`, eight bytes at a time: a byte that is '\n' becomes zero under the xor,
// and a zero byte is the one whose low seven bits plus 0x7f do not carry into its high bit, nor is
// that bit set (exact, unlike the test for whether any byte is zero). mlir_reader::line counts
// back with it, and line_of from the start; line counts forward, a line or two at a time, with
// memchr.
inline std::size_t mlir_line_breaks(std::string_view t) {
  constexpr std::uint64_t ones = 0x0101010101010101, low7 = 0x7f7f7f7f7f7f7f7f;
  std::size_t n = 0, k = 0;
  for (; k + 8 <= t.size(); k += 8) {
    std::uint64_t w = 0;
    std::memcpy(&w, t.data() + k, 8);
    w ^= ones * '\n';
    // (the zero bytes' high bits moved to their low bits and summed by the multiply into the top
    // byte: std::popcount is a library call where the processor's instruction is not assumed)
    n += static_cast<std::size_t>((((~(((w & low7) + low7) | w | low7)) >> 7) * ones) >> 56);
  }
  for (; k < t.size(); ++k) n += t[k] == '\n';
  return n;
}

// Whether the bytes at `p` are `text`: most texts the reader compares (types, op names, keywords)
// are 32 bytes or fewer, compared in two or four loads that may overlap (or byte by byte under
// four), not in a call to memcmp.
inline bool mlir_same_bytes(const char* p, std::string_view text) {
  const std::size_t n = text.size();
  const char* t = text.data();
  const auto load = [](const char* at, auto word) {
    std::memcpy(&word, at, sizeof word);
    return word;
  };
  const auto same8 = [&](std::size_t at) { return load(p + at, std::uint64_t{}) == load(t + at, std::uint64_t{}); };
  if (n > 32) return std::memcmp(p, t, n) == 0;
  if (n < 4) return (n < 1 || p[0] == t[0]) && (n < 2 || p[1] == t[1]) && (n < 3 || p[2] == t[2]);
  if (n > 16) return same8(0) && same8(8) && same8(n - 16) && same8(n - 8);
  if (n >= 8) return same8(0) && same8(n - 8);
  return load(p, std::uint32_t{}) == load(t, std::uint32_t{}) &&
         load(p + n - 4, std::uint32_t{}) == load(t + n - 4, std::uint32_t{});
}

// Whether `s` is the literal `word`: its size, then its bytes as mlir_same_bytes compares them
// (mlir_reader::same for a literal). A string_view's == calls memcmp wherever the compiler does
// not see the size: the reader compared each op's name and opcode with several words so.
template <std::size_t N>
inline bool mlir_is(std::string_view s, const char (&word)[N]) {
  return s.size() == N - 1 && mlir_same_bytes(s.data(), std::string_view(word, N - 1));
}

class mlir_reader {
  // By byte: whether it is a word's (a letter, a digit, `_`, `.`, `$`), one look-up per character.
  static constexpr auto word_chars = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c)
      t[static_cast<std::size_t>(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                                       c == '_' || c == '.' || c == '$';
    return t;
  }();
  // By byte: whether skip_space may move past it (a space, a tab, a line break, the '/' of `//`).
  static constexpr auto space_chars = [] {
    std::array<bool, 256> t{};
    for (const char c : std::string_view(" \t\r\n/")) t[static_cast<unsigned char>(c)] = true;
    return t;
  }();
  // By byte: whether group() looks at it (a bracket, a quote, or the first of `->`, `<=`, `>=`).
  static constexpr auto group_chars = [] {
    std::array<bool, 256> t{};
    for (const char c : std::string_view("()[]{}<>\"-")) t[static_cast<unsigned char>(c)] = true;
    return t;
  }();

 public:
  explicit mlir_reader(std::string_view text) : s_(text) {}

  // Spaces and tabs, and, with `lines`, line breaks and `// comments` too. (Most calls find none:
  // one look at the character at the cursor, inlined, and the loop only past it.)
  [[gnu::always_inline]] void skip_space(bool lines = true) {
    if (pos_ >= s_.size() || !space_chars[static_cast<unsigned char>(s_[pos_])]) return;
    // (one space between two tokens, the most common, without the call)
    if (s_[pos_] == ' ' && (pos_ + 1 >= s_.size() || !space_chars[static_cast<unsigned char>(s_[pos_ + 1])])) {
      ++pos_;
      return;
    }
    skip_spaces(lines);
  }
  [[nodiscard]] bool at_end() {
    skip_space();
    return pos_ >= s_.size();
  }
  // The next character (after spaces on this line, or on any with `lines`), or '\0' at the end.
  [[nodiscard]] [[gnu::always_inline]] char peek(bool lines = true) {
    skip_space(lines);
    return pos_ < s_.size() ? s_[pos_] : '\0';
  }
  // (at and eat inlined: most words asked about are literals, whose comparison then unrolls)
  [[nodiscard]] [[gnu::always_inline]] bool at(std::string_view t, bool lines = true) {
    skip_space(lines);
    return pos_ <= s_.size() && s_.size() - pos_ >= t.size() && same(std::string_view(s_.data() + pos_, t.size()), t);
  }
  [[gnu::always_inline]] bool eat(std::string_view t, bool lines = true) {
    if (!at(t, lines)) return false;
    pos_ += t.size();
    return true;
  }
  void expect(std::string_view t, std::string_view what) {
    if (!eat(t)) fail(what);
  }
  // True at a line break, a `// comment` or the end once spaces are skipped: where an op without
  // a region ends.
  [[nodiscard]] bool at_line_end() {
    skip_space(false);
    return pos_ >= s_.size() || s_[pos_] == '\n' || (s_[pos_] == '/' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '/');
  }

  // A word: letters, digits, `_`, `.`, `$`, `-` (not before '>'). (word and sigil_name inlined: the
  // reader reads one or the other for most tokens.)
  [[nodiscard]] [[gnu::always_inline]] std::string_view word(std::string_view what) {
    skip_space();
    const std::size_t b = pos_;
    pos_ = word_end(pos_);
    if (pos_ == b) fail(what);
    return {s_.data() + b, pos_ - b};
  }
  // Decimal digits at the cursor (none: empty).
  [[nodiscard]] std::string_view digits() {
    skip_space();
    const std::size_t b = pos_;
    while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
    return s_.substr(b, pos_ - b);
  }
  // `%name` or `%name#3` (the `%` dropped), or `@name`/`@"name"` (the `@` dropped).
  [[nodiscard]] [[gnu::always_inline]] std::string_view sigil_name(char sigil, std::string_view what) {
    skip_space();
    if (pos_ >= s_.size() || s_[pos_] != sigil) fail(what);
    ++pos_;
    if (sigil == '@' && pos_ < s_.size() && s_[pos_] == '"') return string_raw(what);
    const std::size_t b = pos_;
    for (;;) {  // (a name's '#' is rare: the word's characters first)
      pos_ = word_end(pos_);
      if (pos_ >= s_.size() || s_[pos_] != '#') break;
      ++pos_;
    }
    if (pos_ == b) fail(what);
    return {s_.data() + b, pos_ - b};
  }
  // A quoted string's text between the quotes, escapes left as written.
  [[nodiscard]] std::string_view string_raw(std::string_view what) {
    skip_space();
    if (pos_ >= s_.size() || s_[pos_] != '"') fail(what);
    const std::size_t b = ++pos_;
    while (pos_ < s_.size() && s_[pos_] != '"') {
      if (s_[pos_] == '\n') fail_at(b - 1, "the closing '\"' of a string on its line");
      pos_ += s_[pos_] == '\\' ? 2 : 1;
    }
    if (pos_ >= s_.size()) fail_at(b - 1, "the closing '\"' of a string");
    return s_.substr(b, pos_++ - b);
  }
  // A bracket group from the opening character at the cursor to its match, whole: nested groups,
  // strings and `->` inside; `<=` and `>=` are read as words.
  [[nodiscard]] std::string_view group(std::string_view what) {
    skip_space();
    const std::size_t b = pos_;
    if (pos_ >= s_.size() || !opens(s_[pos_])) fail(what);
    std::string stack;
    do {
      while (pos_ < s_.size() && !group_chars[static_cast<unsigned char>(s_[pos_])]) ++pos_;  // none of ours
      if (pos_ >= s_.size()) break;
      const char c = s_[pos_];
      if (c == '"') {
        (void)string_raw("a string");
        continue;
      }
      if (c == '-' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '>') {
        pos_ += 2;
        continue;
      }
      if ((c == '<' || c == '>') && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=') {
        pos_ += 2;
        continue;
      }
      if (opens(c)) stack.push_back(closer(c));
      else if (c == ')' || c == ']' || c == '}' || c == '>') {
        if (stack.empty() || stack.back() != c)
          fail_at(pos_, fmt::format("'{}' to close the group opened at line {}", stack.empty() ? '?' : stack.back(),
                                    line_of(b)));
        stack.pop_back();
      }
      ++pos_;
    } while (!stack.empty() && pos_ < s_.size());
    if (!stack.empty()) fail_at(b, fmt::format("the '{}' that closes this group", stack.back()));
    return s_.substr(b, pos_ - b);
  }

  [[nodiscard]] std::size_t mark() const noexcept { return pos_; }
  void seek(std::size_t p) noexcept { pos_ = p; }
  [[nodiscard]] std::string_view text() const noexcept { return s_; }
  [[nodiscard]] std::string_view slice(std::size_t b, std::size_t e) const { return s_.substr(b, e - b); }
  // The 1-based line of `at` (the cursor by default), counted from the last asked: on (positions
  // mostly grow), or back (an op with regions asks for its own line after theirs).
  [[nodiscard]] std::size_t line(std::size_t at = std::string_view::npos) {
    at = std::min(at == std::string_view::npos ? pos_ : at, s_.size());
    if (at >= line_pos_ && line_pos_ >= known_from_ && at <= known_to_) {  // (breaks found already: counted)
      while (known_next_ < known_.size() && known_[known_next_] < line_pos_) ++known_next_;
      while (known_next_ < known_.size() && known_[known_next_] < at) ++known_next_, ++line_;
    } else if (at >= line_pos_) {  // (mostly a line or two on: a search for each break beats counting each byte)
      const char* p = s_.data() + line_pos_;
      const char* const end = s_.data() + at;
      while (p < end && (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))))
        ++line_, ++p;
    } else {
      line_ -= mlir_line_breaks(s_.substr(at, line_pos_ - at));
      known_next_ = static_cast<std::size_t>(std::lower_bound(known_.begin(), known_.end(), at) - known_.begin());
    }
    line_pos_ = at;
    return line_;
  }
  // The first line break at or past the cursor among those know_breaks was given (where an op's
  // line ends), or npos where the cursor is outside them.
  [[nodiscard]] std::size_t next_break() const noexcept {
    if (pos_ < known_from_ || pos_ >= known_to_) return std::string_view::npos;
    std::size_t k = known_next_;  // (line() left it at the op's line)
    while (k < known_.size() && known_[k] < pos_) ++k;
    return k < known_.size() ? known_[k] : std::string_view::npos;
  }
  // Every line break from `from` up to `to` (mlir_body_lines finds a body's), ascending, taken
  // (`breaks` gets the room of those known before): line() counts them there, without reading the
  // text. A body's ops ask for their lines one after another, and each search for the next break
  // was a call to memchr.
  void know_breaks(std::size_t from, std::size_t to, std::vector<std::size_t>& breaks) {
    known_.swap(breaks);
    known_from_ = from, known_to_ = std::min(to, s_.size()), known_next_ = 0;
  }
  [[nodiscard]] std::size_t line_of(std::size_t at) const { return 1 + mlir_line_breaks(s_.substr(0, at)); }

  [[noreturn]] void fail(std::string_view expected) const { fail_at(pos_, expected); }
  [[noreturn]] void fail_at(std::size_t at, std::string_view expected) const {
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < at && i < s_.size(); ++i) s_[i] == '\n' ? (++line, col = 1) : ++col;
    std::size_t e = at;
    while (e < s_.size() && e - at < 24 && s_[e] != '\n') ++e;
    const std::string_view found = at >= s_.size() ? std::string_view("the end of the text") : s_.substr(at, e - at);
    raise<parse_error>("StableHLO text, line {} column {}: expected {}, found '{}'", line, col, expected, found);
  }

  // `a == b` without the call to memcmp that std::string_view's operator== makes: the sizes, then
  // mlir_same_bytes's loads (a byte at a time where it is evaluated at compile time, which loads
  // are not).
  static constexpr bool same(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    // (one or two characters, most of the punctuation the reader eats, compared here: where `b`
    // is a literal this is a compare or two, not a call of mlir_same_bytes)
    if (b.size() <= 2) return b.empty() || (a[0] == b[0] && (b.size() == 1 || a[1] == b[1]));
    if (!std::is_constant_evaluated()) return mlir_same_bytes(a.data(), b);
    for (std::size_t k = 0; k < a.size(); ++k)
      if (a[k] != b[k]) return false;
    return true;
  }
  static constexpr bool word_char(char c) noexcept { return word_chars[static_cast<unsigned char>(c)]; }
  static constexpr bool opens(char c) noexcept { return c == '(' || c == '[' || c == '{' || c == '<'; }
  static constexpr char closer(char c) noexcept { return c == '(' ? ')' : c == '[' ? ']' : c == '{' ? '}' : '>'; }

 private:
  // The end of the word's characters from `at` (`at` itself where there is none).
  [[nodiscard]] [[gnu::always_inline]] std::size_t word_end(std::size_t at) const noexcept {
    const char* p = s_.data() + std::min(at, s_.size());
    const char* const end = s_.data() + s_.size();
    while (p < end && word_char(*p)) ++p;
    return static_cast<std::size_t>(p - s_.data());
  }
  // skip_space past its first look.
  [[gnu::noinline]] void skip_spaces(bool lines) {
    for (;;) {
      // (the table first: most characters met here are spaces, and the first other one ends it)
      while (pos_ < s_.size() && space_chars[static_cast<unsigned char>(s_[pos_])] && s_[pos_] != '/' &&
             (lines || s_[pos_] != '\n'))
        ++pos_;
      if (lines && pos_ + 1 < s_.size() && s_[pos_] == '/' && s_[pos_ + 1] == '/') {
        while (pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
        continue;
      }
      return;
    }
  }

  std::string_view s_;
  std::size_t pos_ = 0;
  std::size_t line_pos_ = 0, line_ = 1;  // line() counted up to here
  std::vector<std::size_t> known_;       // know_breaks's breaks, those before known_next_ counted or passed
  std::size_t known_from_ = 0, known_to_ = 0, known_next_ = 0;
};

// Syntax of MLIR's text that the StableHLO reader asks about.

// A location after a value, an op or a body (`loc(#loc3)`, `loc("f.py":3:9)`): read past.
inline void skip_loc(mlir_reader& r) {
  if (r.at("loc(", false)) (void)r.word("loc"), (void)r.group("a location");
}
inline void skip_loc_lines(mlir_reader& r) {
  while (r.at("#"))
    while (!r.at_line_end()) r.seek(r.mark() + 1);
}

// The spaces before `at` on its line, or npos when something else is there.
inline std::size_t mlir_indentation(std::string_view t, std::size_t at) {
  const std::size_t begin = at == 0 ? 0 : t.rfind('\n', at - 1) + 1;  // npos + 1 is 0
  const std::string_view before = t.substr(begin, at - begin);
  return before.find_first_not_of(' ') == std::string_view::npos ? before.size() : std::string_view::npos;
}
// The line breaks from `from` to the next line that is `indent` spaces and a '}', looked for only
// up to the next line that starts a `func.func` (so that reading a module's functions reads its
// text about twice, however they are written); 0 when there is none there, or `indent` is npos or
// past 64 (no printer indents a function that deep: the count is only a reservation's size).
// With `breaks`, it is given every line break looked at, in order (mlir_reader::know_breaks).
inline std::size_t mlir_body_lines(std::string_view t, std::size_t from, std::size_t indent,
                                   std::vector<std::size_t>* breaks = nullptr) {
  if (breaks != nullptr) breaks->clear();
  if (indent == std::string_view::npos || indent > 64 || from > t.size()) return 0;
  std::size_t lines = 0;
  for (std::size_t at = t.find('\n', from); at != std::string_view::npos; at = t.find('\n', at + 1), ++lines) {
    if (breaks != nullptr) breaks->push_back(at);
    std::size_t k = at + 1;
    while (k < t.size() && t[k] == ' ') ++k;
    if (k - at - 1 == indent && k < t.size() && t[k] == '}') return lines;
    if (t.substr(k).starts_with("func.func")) return 0;
  }
  return 0;
}

// True when an op goes on past a line break: `cond {` and `do {` of a while, `reducer(...)` of a
// reduce. Either way the cursor is then on the next line, past its spaces (and any comment lines),
// where the reader would look next.
inline bool op_continues(mlir_reader& r) {
  using namespace std::string_view_literals;
  // (the next line's first character tells most lines apart: the next op's `%` or `}`, or a
  // terminator's `s` or `r`; only a word that may be one of these is compared)
  if (const char c = r.peek(); c == 'c' || c == 'd' || c == 'r' || c == 'b')
    for (const std::string_view k : {"cond"sv, "do"sv, "reducer"sv, "comparator"sv, "body"sv})
      if (r.at(k) && (r.mark() + k.size() >= r.text().size() || !mlir_reader::word_char(r.text()[r.mark() + k.size()])))
        return true;
  return false;
}

// True at `{` followed by a line break: a region, not an attribute dictionary.
inline bool region_starts(mlir_reader& r) {
  const std::size_t at = r.mark();
  const bool yes = r.eat("{") && r.at_line_end();
  r.seek(at);
  return yes;
}
inline bool region_follows(mlir_reader& r) {  // `({` then a line break: a list of regions
  const std::size_t at = r.mark();
  const bool yes = r.eat("(", false) && region_starts(r);
  r.seek(at);
  return yes;
}
inline bool block_args_follow(mlir_reader& r) {  // `(%x: type, ...)`
  const std::size_t at = r.mark();
  bool yes = r.eat("(", false) && r.peek(false) == '%';
  if (yes) (void)r.sigil_name('%', "a value"), yes = r.at(":", false);
  r.seek(at);
  return yes;
}

}  // namespace shardmem::detail
