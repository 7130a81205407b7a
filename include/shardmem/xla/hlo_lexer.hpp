// The tokenizer of XLA's HLO text (xla/service/hlo_lexer.cc's job, done as a cursor the parser
// drives): spaces and comments, words (names, opcodes, element types), decimal integers, quoted
// strings with C escapes, attribute values taken whole, and bracket groups with nested groups,
// strings and JSON inside. Every error is a parse_error naming the line, the column, what was
// expected and what was found. hlo_parse.hpp reads the grammar with it.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

namespace detail {

// A cursor over HLO text with the grammar's small pieces; errors point at the cursor.
class hlo_reader {
 public:
  explicit hlo_reader(std::string_view text) : s_(text), end_(text.size()) {}

  // Spaces, line breaks and comments (`// ...`, `/* ... */`).
  // Called before every token: the common case (at a token already) is inlined into each caller,
  // the loop is not.
  [[gnu::always_inline]] void skip_space() {
    if (pos_ < end_ && s_[pos_] > ' ' && s_[pos_] != '/') return;
    skip_space_slow();
  }
  [[gnu::noinline]] void skip_space_slow() {
    for (;;) {
      while (pos_ < end_ && (s_[pos_] == ' ' || s_[pos_] == '\n' || s_[pos_] == '\t' || s_[pos_] == '\r')) ++pos_;
      if (pos_ + 1 < end_ && s_[pos_] == '/' && s_[pos_ + 1] == '/') {
        while (pos_ < end_ && s_[pos_] != '\n') ++pos_;
      } else if (pos_ + 1 < end_ && s_[pos_] == '/' && s_[pos_ + 1] == '*') {
        const std::size_t close = s_.find("*/", pos_ + 2);
        if (close == std::string_view::npos || close + 2 > end_) fail("the end of a /* comment */");
        pos_ = close + 2;
      } else {
        return;
      }
    }
  }
  [[nodiscard]] bool at_end() {
    skip_space();
    return pos_ >= end_;
  }
  [[nodiscard]] bool at(char c) {
    skip_space();
    return pos_ < end_ && s_[pos_] == c;
  }
  [[nodiscard]] bool at(std::string_view word) {
    skip_space();
    return s_.substr(pos_, std::min(word.size(), end_ - pos_)) == word;
  }
  // At a layout `{1,0}`, `{}` or `{:T(..)}`, not a computation body `{ %a = ...` after a
  // signature's result shape (what follows the brace tells them apart).
  [[nodiscard]] bool at_layout() {
    if (!at('{')) return false;
    std::size_t p = pos_ + 1;
    while (p < end_ && (s_[p] == ' ' || s_[p] == '\n' || s_[p] == '\t' || s_[p] == '\r')) ++p;
    return p < end_ && ((s_[p] >= '0' && s_[p] <= '9') || s_[p] == ':' || s_[p] == '}');
  }
  bool eat(char c) {
    if (!at(c)) return false;
    ++pos_;
    return true;
  }
  bool eat(std::string_view word) {
    if (!at(word)) return false;
    pos_ += word.size();
    return true;
  }
  void expect(char c) {
    if (!eat(c)) fail(fmt::format("'{}'", c));
  }
  // A name, opcode, element type or keyword: letters, digits, '_', '.', '-', '$' and a leading
  // '%' (dropped); not starting with '-' or a digit-led '->'.
  [[nodiscard]] std::string_view word(std::string_view what) {
    skip_space();
    std::size_t p = pos_;
    if (p < end_ && s_[p] == '%') ++p;
    const std::size_t start = p;
    while (p < end_ && is_word_char(s_[p]) && !(s_[p] == '-' && p == start)) ++p;
    if (p == start) fail(what);
    pos_ = p;
    return s_.substr(start, p - start);
  }
  [[nodiscard]] std::string_view peek_word() {
    const std::size_t keep = pos_;
    skip_space();
    std::size_t p = pos_;
    while (p < end_ && is_word_char(s_[p])) ++p;
    const std::string_view w = s_.substr(pos_, p - pos_);
    pos_ = keep;
    return w;
  }
  // A non-negative decimal integer (sizes, indices, ids: HLO text writes no sign on any).
  [[nodiscard]] std::int64_t integer(std::string_view what) {
    skip_space();
    const std::size_t start = pos_;
    const parsed_int r = parse_int64(s_.substr(0, end_), pos_);
    if (r.status == int_parse::too_large) pos_ = start, fail(fmt::format("{} within 64 bits", what));
    if (!r.ok()) fail(what);
    return r.value;
  }
  // A quoted string with C escapes, unescaped.
  [[nodiscard]] std::string string(std::string_view what) {
    if (!at('"')) fail(what);
    const std::size_t close = skip_string(pos_), last = close - 1;  // last: the closing '"'
    std::string out;
    out.reserve(last - pos_ - 1);  // at least what the escapes leave
    for (std::size_t p = pos_ + 1; p < last; ++p) {
      // The run up to the next escape, whole.
      const void* escape = std::memchr(s_.data() + p, '\\', last - p);
      const std::size_t q = escape ? static_cast<std::size_t>(static_cast<const char*>(escape) - s_.data()) : last;
      out.append(s_.data() + p, q - p);
      if (q >= last) break;
      p = q + 1;
      const char e = s_[p];
      if (e == 'n') out += '\n';
      else if (e == 't') out += '\t';
      else if (e == 'r') out += '\r';
      else if (e == 'x' && p + 2 < close && hex(s_[p + 1]) >= 0 && hex(s_[p + 2]) >= 0)
        out += static_cast<char>(hex(s_[p + 1]) * 16 + hex(s_[p + 2])), p += 2;
      else out += e;  // \" \\ \' and anything else: the character itself
    }
    pos_ = close;
    return out;
  }
  // A quoted string as a view: into the text when it has no escape, else unescaped into `store`.
  [[nodiscard]] std::string_view quoted(std::string_view what, hlo_strings& store) {
    if (!at('"')) fail(what);
    const std::size_t close = skip_string(pos_);
    const std::string_view inside = s_.substr(pos_ + 1, close - pos_ - 2);
    if (inside.find('\\') == std::string_view::npos) {
      pos_ = close;
      return inside;
    }
    return store.keep(string(what));
  }
  // An attribute's value as written: brackets and strings whole, up to a top-level space, ',' or
  // closing bracket.
  [[nodiscard]] std::string_view raw_value(std::string_view what) {
    skip_space();
    const std::size_t start = pos_;
    while (pos_ < end_) {
      const char c = s_[pos_];
      if (c == '{' || c == '(' || c == '[') pos_ = skip_group(pos_);
      else if (c == '"') pos_ = skip_string(pos_);
      else if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == ',' || c == '}' || c == ')' || c == ']') break;
      else ++pos_;
    }
    if (pos_ == start) fail(what);
    return s_.substr(start, pos_ - start);
  }
  // The text inside the bracket group at the cursor, which is skipped.
  [[nodiscard]] std::string_view group_inside(std::string_view what) {
    skip_space();
    if (pos_ >= end_ || (s_[pos_] != '(' && s_[pos_] != '{' && s_[pos_] != '[')) fail(what);
    const std::size_t start = pos_;
    pos_ = skip_group(pos_);
    return s_.substr(start + 1, pos_ - start - 2);
  }
  // How many `c` come before the next `stop` (0 when there is no `stop`): a size to reserve.
  [[nodiscard]] std::size_t count_before(char c, char stop) const {
    std::size_t n = 0;
    for (std::size_t p = pos_; p < end_; ++p) {
      if (s_[p] == stop) return n;
      n += s_[p] == c;
    }
    return 0;
  }
  // Reads only up to the end of `inner` (a view into this reader's text) for a while.
  [[nodiscard]] std::pair<std::size_t, std::size_t> narrow(std::string_view inner) {
    const std::pair<std::size_t, std::size_t> keep{pos_, end_};
    pos_ = static_cast<std::size_t>(inner.data() - s_.data());
    end_ = pos_ + inner.size();
    return keep;
  }
  void widen(std::pair<std::size_t, std::size_t> keep) { pos_ = keep.first, end_ = keep.second; }

  [[noreturn]] void fail(std::string_view expected) const {
    std::size_t at = pos_;  // the next token, past spaces
    while (at < end_ && (s_[at] == ' ' || s_[at] == '\n' || s_[at] == '\t' || s_[at] == '\r')) ++at;
    pos_at(at).fail_here(expected);
  }
  // Where the next token starts, for a failure found after reading it (fail_at).
  [[nodiscard]] std::size_t mark() {
    skip_space();
    return pos_;
  }
  [[noreturn]] void fail_at(std::size_t at, std::string_view expected) const { pos_at(at).fail_here(expected); }
  [[noreturn]] void fail_here(std::string_view expected) const {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < pos_ && i < s_.size(); ++i) {
      if (s_[i] == '\n') ++line, column = 1;
      else ++column;
    }
    std::size_t e = pos_;
    while (e < end_ && e < pos_ + 24 && s_[e] != '\n' && (e == pos_ || s_[e] != ' ')) ++e;
    const std::string_view found = pos_ >= end_ ? std::string_view("the end of the text") : s_.substr(pos_, e - pos_);
    detail::raise<parse_error>("HLO text, line {}, column {}: expected {}, found '{}'", line, column, expected, found);
  }
  // The 1-based line of the cursor: counted on from the last answer (every instruction asks, and a
  // count from the start each time made reading a module quadratic in its length).
  [[nodiscard]] std::int64_t line() const {
    const std::size_t to = std::min(pos_, s_.size());
    if (to < line_pos_) line_pos_ = 0, line_ = 1;
    for (const char* p = s_.data() + line_pos_; p < s_.data() + to; ++line_, ++p) {
      p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(s_.data() + to - p)));
      if (p == nullptr) break;
    }
    line_pos_ = to;
    return line_;
  }

 private:
  // Classes of bytes for the scans, one table lookup each: word characters (letters, digits, '_',
  // '.', '-', '$') and what a bracket group's scan stops at (brackets and '"').
  enum : std::uint8_t { word_class = 1, group_class = 2 };
  static constexpr std::array<std::uint8_t, 256> char_classes = [] {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c)
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
          c == '-' || c == '$')
        t[static_cast<std::size_t>(c)] = word_class;
    for (const char c : std::string_view("\"(){}[]")) t[static_cast<unsigned char>(c)] = group_class;
    return t;
  }();
  static bool is_word_char(char c) { return char_classes[static_cast<unsigned char>(c)] == word_class; }
  static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }
  // Past the string opening at `p`.
  [[nodiscard]] std::size_t skip_string(std::size_t p) const {
    // Most strings have no escape: the first '"' ends them when no '\\' comes before it.
    if (p + 1 < end_) {
      const char* from = s_.data() + p + 1;
      const auto* quote = static_cast<const char*>(std::memchr(from, '"', end_ - p - 1));
      if (quote && !std::memchr(from, '\\', static_cast<std::size_t>(quote - from)))
        return static_cast<std::size_t>(quote - s_.data()) + 1;
    }
    for (std::size_t q = p + 1; q < end_; ++q) {
      if (s_[q] == '\\') ++q;
      else if (s_[q] == '"') return q + 1;
    }
    pos_at(p).fail("a closing '\"' for the string");
  }
  // Past the bracket group opening at `p`, nested groups and strings included.
  [[nodiscard]] std::size_t skip_group(std::size_t p) const {
    std::string open;
    for (std::size_t q = p; q < end_; ++q) {
      const char c = s_[q];
      if (char_classes[static_cast<unsigned char>(c)] != group_class) continue;
      if (c == '"') q = skip_string(q) - 1;
      else if (c == '(' || c == '{' || c == '[') open += c;
      else if (c == ')' || c == '}' || c == ']') {
        const char want = open.back() == '(' ? ')' : open.back() == '{' ? '}' : ']';
        if (c != want) pos_at(q).fail(fmt::format("'{}' to close the '{}'", want, open.back()));
        open.pop_back();
        if (open.empty()) return q + 1;
      }
    }
    pos_at(p).fail("a closed bracket group");
  }
  [[nodiscard]] hlo_reader pos_at(std::size_t p) const {
    hlo_reader r = *this;
    r.pos_ = p;
    return r;
  }

  std::string_view s_;
  std::size_t pos_ = 0, end_;
  mutable std::size_t line_pos_ = 0;  // line(): the line at this offset
  mutable std::int64_t line_ = 1;
};

}  // namespace detail

}  // namespace shardmem
