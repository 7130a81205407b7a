// Reads XLA's HLO text (what `compiled.as_text()` and XLA's dumps print) into an hlo_module: the
// grammar of xla/service/hlo_parser.cc (ParseHloModule, ParseComputation, ParseInstruction,
// ParseShape, ParseAliasing, ParseBufferDonor) as ../HLO.md sect. 2 sets it out. Attributes the
// memory rules do not read are kept as written, never an error; a malformed module is a
// parse_error naming the line, the column, what was found and what was expected.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

namespace detail {

// Element types and their bits (primitive_util.h; ../HLO.md sect. 3).
inline constexpr std::array<std::pair<std::string_view, int>, 30> hlo_element_table{{
    {"pred", 1},       {"s1", 1},         {"s2", 2},     {"s4", 4},     {"s8", 8},        {"s16", 16},
    {"s32", 32},       {"s64", 64},       {"u1", 1},     {"u2", 2},     {"u4", 4},        {"u8", 8},
    {"u16", 16},       {"u32", 32},       {"u64", 64},   {"f16", 16},   {"bf16", 16},     {"f32", 32},
    {"f64", 64},       {"c64", 64},       {"c128", 128}, {"f8e5m2", 8}, {"f8e4m3fn", 8},  {"f8e4m3b11fnuz", 8},
    {"f8e5m2fnuz", 8}, {"f8e4m3fnuz", 8}, {"f8e4m3", 8}, {"f8e3m4", 8}, {"f8e8m0fnu", 8}, {"f4e2m1fn", 4},
}};

// The element type `e` names as a view of a static string (so that a shape does not point into
// its text for it), or empty when it is none.
[[nodiscard]] constexpr std::string_view hlo_element_name(std::string_view e) noexcept {
  for (const auto& [name, bits] : hlo_element_table)
    if (name == e) return name;
  return {};
}

}  // namespace detail

/// The bits of an HLO element type (`bf16` 16, `pred` 1 as XLA's BitWidth has it, `token` 0), or
/// -1 for a name that is none (primitive_util.h; ../HLO.md sect. 3).
[[nodiscard]] constexpr int hlo_element_bits(std::string_view e) noexcept {
  for (const auto& [name, bits] : detail::hlo_element_table)
    if (name == e) return bits;
  return -1;
}

namespace detail {

// A cursor over HLO text with the grammar's small pieces; errors point at the cursor.
class hlo_reader {
 public:
  explicit hlo_reader(std::string_view text) : s_(text), end_(text.size()) {}

  // Spaces, line breaks and comments (`// ...`, `/* ... */`).
  void skip_space() {
    if (pos_ < end_ && s_[pos_] > ' ' && s_[pos_] != '/') return;  // at a token already, the most common case
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

// A shape index `{1, 0}`.
inline hlo_shape_index read_shape_index(hlo_reader& r) {
  hlo_shape_index out;
  r.expect('{');
  while (!r.eat('}')) {
    out.push_back(r.integer("a shape index entry"));
    if (!r.at('}')) r.expect(',');
  }
  return out;
}

inline std::int64_t paren_integer(hlo_reader& r, std::string_view what) {
  r.expect('(');
  const std::int64_t v = r.integer(what);
  r.expect(')');
  return v;
}

// `rank`: the shape's dimensions, what the order is expected to hold (sized once for them).
inline hlo_layout read_layout(hlo_reader& r, std::size_t rank = 0) {
  hlo_layout l;
  r.expect('{');
  while (!r.at('}') && !r.at(':')) {
    if (l.minor_to_major.empty()) l.minor_to_major.reserve(rank);
    l.minor_to_major.push_back(r.integer("a layout dimension"));
    if (!r.at('}') && !r.at(':')) r.expect(',');
  }
  if (r.eat(':')) {
    while (!r.at('}')) {
      if (r.eat("SC") || r.eat('D') || r.eat('#') || r.eat('*') || r.eat('P') || r.eat('M')) {
        (void)r.group_inside("'(' after a layout item");
      } else if (r.eat('T')) {
        do {
          const std::string_view tile = r.group_inside("a tile '(8,128)'");
          std::vector<std::int64_t> sizes;
          const auto keep = r.narrow(tile);
          while (!r.at_end()) {
            sizes.push_back(r.eat('*') ? -1 : r.integer("a tile size"));  // '*': a combined dimension
            if (!r.at_end()) r.expect(',');
          }
          r.widen(keep);
          l.tiles.push_back(std::move(sizes));
        } while (r.at('('));
      } else if (r.eat('E')) {
        l.element_bits = paren_integer(r, "E(bits)");
      } else if (r.eat('S')) {
        l.memory_space = paren_integer(r, "S(memory space)");
      } else {
        r.fail("a layout item (T, E, S, D, SC, P, M, # or *) or '}'");
      }
    }
  }
  r.expect('}');
  return l;
}

// A shape: `f32[2,<=3]{1,0:S(5)}`, `(f32[], s32[4])`, `token[]`, `opaque[]`.
inline hlo_shape read_shape(hlo_reader& r, int depth = 0) {
  if (depth > 64) r.fail("a tuple nested at most 64 deep");
  hlo_shape out;
  if (r.eat('(')) {
    out.kind = hlo_shape::kind_t::tuple;
    while (!r.eat(')')) {
      out.elements.push_back(read_shape(r, depth + 1));
      if (!r.at(')')) r.expect(',');
    }
    return out;
  }
  const std::string_view e = r.word("a shape (an element type such as f32, a tuple '(', token[] or opaque[])");
  if (e == "token" || e == "opaque") {
    out.kind = e == "token" ? hlo_shape::kind_t::token : hlo_shape::kind_t::opaque;
    r.expect('[');
    r.expect(']');
    return out;
  }
  out.element = hlo_element_name(e);
  if (out.element.empty()) r.fail(fmt::format("a known element type before '{}'", e));
  r.expect('[');
  if (!r.at(']')) out.dims.reserve(r.count_before(',', ']') + 1);  // one allocation, of the size it ends at
  while (!r.eat(']')) {
    if (r.eat('?')) {
      out.dims.push_back(-1);  // unbounded: no size until run time
      out.dynamic.resize(out.dims.size(), false), out.dynamic.back() = true;
    } else if (r.eat("<=")) {
      out.dims.push_back(r.integer("a dimension bound"));
      out.dynamic.resize(out.dims.size(), false), out.dynamic.back() = true;
    } else {
      out.dims.push_back(r.integer("a dimension size"));
    }
    if (!r.at(']')) r.expect(',');
  }
  if (!out.dynamic.empty()) out.dynamic.resize(out.dims.size(), false);
  if (r.at_layout()) {
    const std::size_t at = r.mark();
    out.layout = read_layout(r, out.dims.size());
    // As XLA's ShapeUtil::ValidateShape: a layout's order names each dimension once.
    const auto& order = out.layout->minor_to_major;
    const std::size_t rank = out.dims.size();
    std::uint64_t seen_bits = 0;                               // up to 64 dimensions,
    std::vector<bool> seen_more(rank > 64 ? rank : 0, false);  // more where there are more
    auto first_sight = [&](std::size_t d) {
      const bool seen = rank > 64 ? static_cast<bool>(seen_more[d]) : ((seen_bits >> d) & 1U) != 0;
      if (rank > 64) seen_more[d] = true;
      else seen_bits |= std::uint64_t{1} << d;
      return !seen;
    };
    bool permutation = order.empty() || order.size() == rank;
    for (const std::int64_t d : order)
      permutation = permutation && d >= 0 && d < static_cast<std::int64_t>(rank) &&
                    first_sight(static_cast<std::size_t>(d));
    if (!permutation)
      r.fail_at(at, fmt::format("a layout naming each of the {} dimensions of the {} shape once", out.dims.size(),
                                out.element));
  }
  return out;
}

// `{op_type="dot" op_name="..." source_file="..." source_line=12 ...}` at the cursor, read once
// (it is most of an instruction's text); unknown keys read past.
inline hlo_metadata read_metadata(hlo_reader& r, hlo_strings& store) {
  hlo_metadata m;
  r.expect('{');
  if (r.at('{')) {  // the list form of a sharding's metadata: nothing memory reads
    while (!r.eat('}')) {
      (void)r.raw_value("a metadata entry");
      (void)r.eat(',');
    }
    return m;
  }
  while (!r.eat('}')) {
    const std::string_view key = r.word("a metadata key or '}'");
    r.expect('=');
    if (key == "op_type") m.op_type = r.quoted("a quoted op_type", store);
    else if (key == "op_name") m.op_name = r.quoted("a quoted op_name", store);
    else if (key == "source_file") m.source_file = r.quoted("a quoted source_file", store);
    else if (key == "source_line") m.source_line = r.integer("a source_line");
    else if (key == "stack_frame_id") m.stack_frame_id = r.integer("a stack_frame_id");
    else (void)r.raw_value("a metadata value");
    (void)r.eat(',');
  }
  return m;
}

// `{ {0}: (0, {}, may-alias), ... }`, or the short form `{ {}: 0 }` of XLA's aliasing docs.
inline std::vector<hlo_io_alias> read_io_alias(hlo_reader& r) {
  std::vector<hlo_io_alias> out;
  r.expect('{');
  while (!r.eat('}')) {
    hlo_io_alias a;
    a.output = read_shape_index(r);
    r.expect(':');
    if (r.eat('(')) {
      a.parameter = r.integer("a parameter number");
      r.expect(',');
      a.parameter_index = read_shape_index(r);
      if (r.eat(',')) {
        const std::string_view kind = r.word("may-alias or must-alias");
        if (kind != "may-alias" && kind != "must-alias") r.fail("may-alias or must-alias");
        a.must_alias = kind == "must-alias";
      }
      r.expect(')');
    } else {
      a.parameter = r.integer("a parameter number or '('");
    }
    out.push_back(std::move(a));
    if (!r.at('}')) r.expect(',');
  }
  return out;
}

// `{ (0, {}), (1, {}) }`.
inline std::vector<hlo_buffer_donor> read_buffer_donor(hlo_reader& r) {
  std::vector<hlo_buffer_donor> out;
  r.expect('{');
  while (!r.eat('}')) {
    r.expect('(');
    hlo_buffer_donor d;
    d.parameter = r.integer("a parameter number");
    r.expect(',');
    d.index = read_shape_index(r);
    r.expect(')');
    out.push_back(std::move(d));
    if (!r.at('}')) r.expect(',');
  }
  return out;
}

// A computation name in an attribute value (`%body.3`), without '%'.
inline std::string_view computation_name(std::string_view v) {
  if (!v.empty() && v.front() == '%') v.remove_prefix(1);
  return v;
}

// `[ROOT] name = shape opcode(operands), attribute=value, ...`
// Into `in`, a new instruction (read_computation reads each where its vector holds it).
inline void read_instruction(hlo_reader& r, hlo_instruction& in, hlo_strings& store) {
  if (r.peek_word() == "ROOT") (void)r.word("ROOT"), in.root = true;
  in.line = r.line();
  in.name = r.word("an instruction name");
  r.expect('=');
  in.shape = read_shape(r);
  in.opcode = r.word("an opcode");
  const std::string_view inside = r.group_inside("'(' and the operands");
  if (in.opcode == "parameter" || in.opcode == "constant") {
    in.literal = inside;
    if (in.opcode == "parameter") {
      const auto keep = r.narrow(inside);
      in.parameter_number = r.integer("a parameter number");
      if (!r.at_end()) r.fail("')' after the parameter number");
      r.widen(keep);
    }
  } else {
    // Operands: `name` or `shape name`, split at top-level commas; the name is the last word. The
    // first few are held as views, so that the vector is allocated once, at its size.
    const auto keep = r.narrow(inside);
    std::array<std::string_view, 8> first;
    std::size_t held = 0;
    auto flush = [&](std::size_t room) {
      in.operands.reserve(room);
      for (std::size_t k = 0; k < held; ++k) in.operands.emplace_back(first[k]);
      held = 0;
    };
    while (!r.at_end()) {
      std::string_view last;
      std::size_t at = r.mark();
      while (!r.at_end() && !r.at(',')) at = r.mark(), last = r.raw_value("an operand");
      if (!last.empty() && last.front() == '%') last.remove_prefix(1);  // as computation_name
      if (last.empty()) r.fail_at(at, "an operand's name");
      if (in.operands.empty() && held < first.size()) {
        first[held++] = last;
      } else {
        if (held > 0) flush(2 * held);
        in.operands.emplace_back(last);
      }
      if (!r.at_end()) r.expect(',');
    }
    if (held > 0) flush(held);
    r.widen(keep);
  }
  while (r.eat(',')) {
    const std::string_view attr = r.word("an attribute name");
    r.expect('=');
    if (attr == "metadata") {
      in.metadata = read_metadata(r, store);
      continue;
    }
    const std::string_view value = r.raw_value("the attribute's value");
    if (attr == "sharding") {
      in.sharding = value;
    } else if (attr == "index" && in.opcode == "get-tuple-element") {
      const auto keep = r.narrow(value);
      in.tuple_index = r.integer("a tuple index");
      r.widen(keep);
    } else if (attr == "calls" || attr == "to_apply" || attr == "condition" || attr == "body" ||
               attr == "true_computation" || attr == "false_computation" || attr == "branch_computations" ||
               attr == "called_computations") {
      if (value.front() != '{') {
        in.called.push_back(computation_name(value));
        if (in.called.back().empty()) r.fail("a computation's name before this");
      } else {
        const auto keep = r.narrow(value);
        const std::string_view list = r.group_inside("'{'");
        r.widen(keep);
        const auto keep2 = r.narrow(list);
        while (!r.at_end()) {
          const std::size_t at = r.mark();
          in.called.push_back(computation_name(r.raw_value("a computation name")));
          if (in.called.back().empty()) r.fail_at(at, "a computation's name");
          if (!r.at_end()) r.expect(',');
        }
        r.widen(keep2);
      }
    } else {
      in.attributes.push_back({attr, value});
    }
  }
}

// `[ENTRY] name [(params) -> shape] { instructions } [, execution_thread="..."]`
inline hlo_computation read_computation(hlo_reader& r, hlo_strings& store) {
  hlo_computation c;
  if (r.peek_word() == "ENTRY") (void)r.word("ENTRY"), c.entry = true;
  c.line = r.line();
  c.name = r.word("a computation name, or the end of the module");
  if (r.at('(')) {  // the signature: XLA's parser checks it against the body; the body decides here
    (void)r.group_inside("'('");
    if (r.eat("->")) (void)read_shape(r);
  }
  r.expect('{');
  while (!r.eat('}')) read_instruction(r, c.instructions.emplace_back(), store);
  // A computation of a few instructions (a fused one) would otherwise keep the room of the
  // vector's last doubling, a tenth of a module whose fusions are most of it. (A large one keeps
  // it: its copy would raise the peak more than the room costs.)
  if (c.instructions.size() < 4096 && c.instructions.capacity() > c.instructions.size()) c.instructions.shrink_to_fit();
  if (r.at(',')) {
    r.expect(',');
    if (r.word("execution_thread") != "execution_thread") r.fail("execution_thread");
    r.expect('=');
    c.execution_thread = r.quoted("a quoted execution thread", store);
  }
  return c;
}

// The stack-frame tables after the header (FileNames, FunctionNames, FileLocations,
// StackFrames): `id "text"` or `id {key=value ...}` entries.
inline void read_stack_tables(hlo_reader& r, hlo_stack_frames& t) {
  for (;;) {
    const std::string_view table = r.peek_word();
    if (table != "FileNames" && table != "FunctionNames" && table != "FileLocations" && table != "StackFrames") return;
    (void)r.word("a table name");
    for (;;) {
      r.skip_space();
      const std::string_view next = r.peek_word();
      if (next.empty() || next.front() < '0' || next.front() > '9') break;
      const std::int64_t id = r.integer("an entry id");
      if (table == "FileNames") t.file_names.emplace_back(id, r.string("a quoted file name"));
      else if (table == "FunctionNames") t.function_names.emplace_back(id, r.string("a quoted function name"));
      else {
        const auto keep = r.narrow(r.group_inside("'{' and the entry's fields"));
        hlo_stack_frames::location l;
        hlo_stack_frames::frame f;
        while (!r.at_end()) {
          const std::string_view key = r.word("a field name");
          r.expect('=');
          const std::int64_t v = r.integer("a number");
          if (key == "file_name_id") l.file_name_id = v;
          else if (key == "function_name_id") l.function_name_id = v;
          else if (key == "line") l.line = v;
          else if (key == "file_location_id") f.file_location_id = v;
          else if (key == "parent_frame_id") f.parent_frame_id = v;
          (void)r.eat(',');
        }
        r.widen(keep);
        if (table == "FileLocations") t.file_locations.emplace_back(id, l);
        else t.frames.emplace_back(id, f);
      }
    }
  }
}

}  // namespace detail

/// Reads an HLO module from its text: `HloModule name, attributes...`, the optional stack-frame
/// tables, then the computations. Names may carry '%' or not; instructions and attributes may
/// wrap across lines; attributes the memory rules do not read are kept as written. The module
/// keeps `text` (moved in, or copied by the overloads) and its strings are views into it.
/// @throws parse_error naming the line, the column, the text found and what was expected.
/// Example: `parse_hlo_module("HloModule m\nENTRY e { ROOT p = f32[4]{0} parameter(0) }")`.
[[nodiscard]] inline hlo_module parse_hlo_module(std::string text) {
  hlo_module m;
  detail::hlo_reader r(m.keep(std::move(text)));
  hlo_strings& store = *m.strings;
  if (r.peek_word() != "HloModule") r.fail("'HloModule' at the start of the text");
  (void)r.word("HloModule");
  m.name = std::string(r.word("the module's name"));
  while (r.eat(',')) {
    const std::string_view attr = r.word("a module attribute name");
    r.expect('=');
    if (attr == "input_output_alias") {
      m.input_output_alias = detail::read_io_alias(r);
    } else if (attr == "buffer_donor") {
      m.buffer_donor = detail::read_buffer_donor(r);
    } else if (attr == "replica_count" || attr == "num_partitions") {
      const std::size_t at = r.mark();
      const std::int64_t n = r.integer("a count");
      if (n < 1) r.fail_at(at, "a count of at least 1");
      (attr == "replica_count" ? m.replica_count : m.num_partitions) = n;
    } else {
      const std::size_t at = r.mark();
      const std::string_view value = r.raw_value("the attribute's value");
      if (attr == "is_scheduled") {
        if (value != "true" && value != "false") r.fail_at(at, "true or false for is_scheduled");
        m.is_scheduled = value == "true";
      } else if (attr == "entry_computation_layout") {
        m.entry_computation_layout = std::string(value);
      } else {
        m.attributes.push_back({attr, value});
      }
    }
  }
  detail::read_stack_tables(r, m.stack_frames);
  while (!r.at_end()) {
    m.computations.push_back(detail::read_computation(r, store));
    m.computation_index.emplace(m.computations.back().name, m.computations.size() - 1);
  }
  if (m.computations.empty()) r.fail("a computation");
  return m;
}
/// The same, copying `text` first.
[[nodiscard]] inline hlo_module parse_hlo_module(std::string_view text) { return parse_hlo_module(std::string(text)); }
[[nodiscard]] inline hlo_module parse_hlo_module(const char* text) { return parse_hlo_module(std::string(text)); }

}  // namespace shardmem
