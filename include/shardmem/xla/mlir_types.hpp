// MLIR's types as JAX prints them in StableHLO (`tensor<4x1024xbf16>`, `tensor<f32>`,
// `tuple<...>`, `!stablehlo.token`), read into hlo_module.hpp's shapes with XLA's element names
// (`i32` -> s32, `i1` -> pred, `complex<f32>` -> c64), and an op's signature after its ':'
// (`(T, T) -> T`, `T`): what stablehlo_reader.hpp reads each value's type with. A plain tensor type
// is read in one pass (read_plain_tensor_into); the types and the plain signatures read last are
// kept by their text (mlir_type_cache, mlir_signature_cache), as JAX writes a few of them over and
// over.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory_resource>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/mlir_reader.hpp>

namespace shardmem::detail {

// MLIR's spellings of element types and the dtypes they are (JAX's mlir.py dtype_to_ir_type, read
// backwards), looked up in this order: the types of training steps first.
inline constexpr std::array<std::pair<std::string_view, dtype>, 29> mlir_element_table{{
    {"f32", dtype::f32},
    {"bf16", dtype::bf16},
    {"i32", dtype::s32},
    {"i1", dtype::pred},
    {"f16", dtype::f16},
    {"i64", dtype::s64},
    {"f64", dtype::f64},
    {"i8", dtype::s8},
    {"ui32", dtype::u32},
    {"ui8", dtype::u8},
    {"i2", dtype::s2},
    {"i4", dtype::s4},
    {"i16", dtype::s16},
    {"ui1", dtype::u1},
    {"ui2", dtype::u2},
    {"ui4", dtype::u4},
    {"ui16", dtype::u16},
    {"ui64", dtype::u64},
    {"f8E5M2", dtype::f8e5m2},
    {"f8E4M3FN", dtype::f8e4m3fn},
    {"f8E4M3B11FNUZ", dtype::f8e4m3b11fnuz},
    {"f8E5M2FNUZ", dtype::f8e5m2fnuz},
    {"f8E4M3FNUZ", dtype::f8e4m3fnuz},
    {"f8E4M3", dtype::f8e4m3},
    {"f8E3M4", dtype::f8e3m4},
    {"f8E8M0FNU", dtype::f8e8m0fnu},
    {"f4E2M1FN", dtype::f4e2m1fn},
    {"complex<f32>", dtype::c64},
    {"complex<f64>", dtype::c128},
}};

// The dtype of MLIR element type `t`, or none.
[[nodiscard]] constexpr std::optional<dtype> mlir_element(std::string_view t) noexcept {
  for (const auto& [spelling, type] : mlir_element_table)
    if (mlir_reader::same(spelling, t)) return type;
  return std::nullopt;
}

// `digits` as a whole non-negative 64-bit integer into `out`; false when it is not one.
[[nodiscard]] inline bool mlir_int(std::string_view digits, std::int64_t& out) {
  std::size_t pos = 0;
  const parsed_int p = parse_int64(digits, pos);
  out = p.value;
  return p.ok() && pos == digits.size();
}

// A tensor type's sizes and element as read_plain_tensor reads them, before any shape is made.
struct mlir_plain_type {
  dtype element{};  // as mlir_element reads it
  std::array<std::int64_t, 8> dims{};
  std::size_t rank = 0;
};

// The plain tensor types read last, by their text from the sizes to the '>' (`1024x512xf32>`):
// JAX writes a few types over and over, and a type whose text is one of these is known by
// comparing it, not read again. (The first '>' ends a plain type, so text that starts with one's
// is that type.) It holds views of the text it was given, which must outlive it (the reader's
// module keeps its text).
class mlir_type_cache {
 public:
  // The type whose text `rest` starts with, and that text's length; null where none.
  [[nodiscard]] const mlir_plain_type* find(std::string_view rest, std::size_t& length) const {
    if (rest.size() < 4) return nullptr;
    std::uint32_t head = 0;
    std::memcpy(&head, rest.data(), 4);
    for (const entry& e : entries_)
      if (e.head == head && !e.text.empty() && rest.size() >= e.text.size() && mlir_same_bytes(rest.data(), e.text)) {
        length = e.text.size();
        return &e.type;
      }
    return nullptr;
  }
  // Type `t`, read from `text`, kept in place of the one kept longest (a text of under four
  // characters, `i1>`, is not kept).
  void add(std::string_view text, const mlir_plain_type& t) {
    if (text.size() < 4) return;
    entry& e = entries_[next_++ % entries_.size()];
    std::memcpy(&e.head, text.data(), 4);
    e.text = text;
    e.type = t;
  }

 private:
  struct entry {
    std::uint32_t head = 0;  // the text's first four characters (an entry not used yet has no text)
    std::string_view text;
    mlir_plain_type type;
  };
  std::array<entry, 8> entries_{};
  std::size_t next_ = 0;
};

// The rest of a tensor type as JAX prints nearly all of them, `4x1024xbf16>` (sizes that fit in
// int64, no spaces, an element type of the table, no encoding), read into `t` in one pass over
// its characters with the cursor past it; false, the cursor unmoved, for anything else, which
// read_mlir_type then reads (and names in its errors); with `t` null, only read past. Read a
// token at a time, types took a large share of the reader's time (bench/stablehlo_bench). With
// `cache`, a type whose text it holds is taken from it, and one read is added to it.
inline bool read_plain_tensor_into(mlir_reader& r, mlir_plain_type* t, mlir_type_cache* cache = nullptr) {
  const std::string_view text = r.text();
  if (cache != nullptr) {
    std::size_t length = 0;
    if (const mlir_plain_type* known = cache->find(text.substr(r.mark()), length)) {
      if (t != nullptr) *t = *known;
      r.seek(r.mark() + length);
      return true;
    }
  }
  const std::size_t start = r.mark();
  const char* p = text.data() + r.mark();
  const char* const end = text.data() + text.size();
  std::array<std::int64_t, 8> dims{};
  std::size_t rank = 0;
  // (by pointer, a character at a time with no position checked twice: this runs for every type
  // of every op); 19 digits cannot pass uint64's maximum, and int64's is checked once after them;
  // more (leading zeros) are left to read_mlir_type
  while (p < end && static_cast<unsigned>(*p - '0') < 10) {
    const char* const first = p;
    std::uint64_t v = 0;
    do v = v * 10 + static_cast<unsigned>(*p++ - '0');
    while (p < end && static_cast<unsigned>(*p - '0') < 10);
    constexpr auto largest = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    if (p - first > 19 || (p - first == 19 && v > largest) || rank == dims.size() || p == end || *p != 'x')
      return false;
    dims[rank++] = static_cast<std::int64_t>(v);
    ++p;
  }
  const char* const element = p;
  while (p < end && mlir_reader::word_char(*p)) ++p;
  if (p == end || *p != '>') return false;
  const std::optional<dtype> e = mlir_element(std::string_view(element, static_cast<std::size_t>(p - element)));
  if (!e) return false;
  if (t != nullptr) t->element = *e, t->dims = dims, t->rank = rank;
  r.seek(static_cast<std::size_t>(p + 1 - text.data()));
  if (cache != nullptr) cache->add(text.substr(start, r.mark() - start), {*e, dims, rank});
  return true;
}
// The same into shape `s` (null: only read past).
inline bool read_plain_tensor(mlir_reader& r, hlo_shape* s) {
  mlir_plain_type t;
  if (!read_plain_tensor_into(r, s != nullptr ? &t : nullptr)) return false;
  if (s != nullptr) {
    s->element = t.element;
    s->dims.assign(t.dims.begin(), t.dims.begin() + static_cast<std::ptrdiff_t>(t.rank));
  }
  return true;
}

// A type at the cursor: `tensor<4x1024xbf16>`, `tensor<f32>`, `tensor<8xf32, #encoding>`,
// `tuple<...>`, `!stablehlo.token`; any other type (a bare element type, a dialect's own) is
// read whole as opaque. `depth`: the tuples it is inside (at most hlo_max_tuple_depth).
inline hlo_shape read_mlir_type(mlir_reader& r, std::pmr::memory_resource* mr, int depth = 0) {
  hlo_shape s{.dims = hlo_vector<std::int64_t>(mr)};  // constructed with it: assigning keeps the default resource
  if (r.eat("tensor<")) {
    if (read_plain_tensor(r, &s)) return s;
    for (;;) {
      r.skip_space();
      const std::size_t at = r.mark();
      if (r.eat("?")) r.fail_at(at, "a static dimension (a dynamic '?' has no size to count)");
      const std::string_view digits = r.digits();
      if (digits.empty()) break;
      std::int64_t d = 0;
      if (!mlir_int(digits, d)) r.fail_at(at, "a dimension that fits in 64 bits");
      s.dims.push_back(d);
      if (!r.eat("x", false)) r.fail("'x' after a dimension");
    }
    r.skip_space();
    const std::size_t at = r.mark();
    std::string_view e = r.word("an element type");
    if (e == "complex") (void)r.group("'<' of complex"), e = r.slice(at, r.mark());
    const std::optional<dtype> element = mlir_element(e);
    if (!element)
      r.fail_at(at, "an element type (i1, i8 ... i64, ui8 ... ui64, bf16, f16, f32, f64, f8E4M3FN, complex<f32>, ...)");
    s.element = *element;
    if (r.eat(",")) {  // an encoding: read past it
      while (r.peek() != '>' && r.peek() != '\0') {
        if (mlir_reader::opens(r.peek())) (void)r.group("an encoding");
        else if (r.peek() == '"') (void)r.string_raw("a string");
        else if (r.peek() == '#' || r.peek() == '!' || r.peek() == ',' || r.peek() == ':') r.seek(r.mark() + 1);
        else (void)r.word("an encoding");
      }
    }
    r.expect(">", "'>' closing a tensor type");
    return s;
  }
  if (r.at("tuple<")) {
    if (depth >= hlo_max_tuple_depth)
      r.fail(fmt::format("a tuple type nested at most {} deep (hlo_max_tuple_depth), not {} deep", hlo_max_tuple_depth,
                         depth + 1));
    r.expect("tuple<", "'tuple<'");
    s.kind = hlo_shape::kind_t::tuple;
    if (!r.eat(">")) {
      do s.elements.push_back(read_mlir_type(r, mr, depth + 1));
      while (r.eat(","));
      r.expect(">", "'>' closing a tuple type");
    }
    return s;
  }
  if (r.eat("!stablehlo.token") || r.eat("!mhlo.token")) {
    s.kind = hlo_shape::kind_t::token;
    return s;
  }
  s.kind = hlo_shape::kind_t::opaque;
  if (r.eat("!")) {
  }
  (void)r.word("a type");
  if (r.peek(false) == '<') (void)r.group("a type's parameters");
  return s;
}

// Array shape `s` placed in pinned host memory: S(5) (Layout::kHostMemorySpace) in a default
// layout, as a value whose `mhlo.memory_kind` is pinned_host is compiled.
inline void mlir_to_host(hlo_shape& s) {
  hlo_layout l;
  for (std::size_t d = s.dims.size(); d-- > 0;) l.minor_to_major.push_back(static_cast<std::int64_t>(d));
  l.memory_space = 5;
  s.layout = std::move(l);
}

// Past a type at the cursor whose shape is not kept (an op's operand types): read as
// read_mlir_type reads it, without making the shape where it is a plain tensor type.
inline void skip_mlir_type(mlir_reader& r, std::pmr::memory_resource* mr) {
  const std::size_t at = r.mark();
  if (r.eat("tensor<") && read_plain_tensor(r, nullptr)) return;
  r.seek(at);
  (void)read_mlir_type(r, mr);
}

// The types after an op's ':' into `out`: `(T, T) -> T`, `(T) -> (T, T)`, or `T, T` (results of
// those types); the result types.
inline void read_mlir_signature(mlir_reader& r, std::pmr::memory_resource* mr, std::vector<hlo_shape>& out) {
  // Each type read into its place in `out` (a shape is large: moving one in costs about what
  // reading it does).
  struct type_at_cursor {
    mlir_reader& r;
    std::pmr::memory_resource* mr;
    operator hlo_shape() const { return read_mlir_type(r, mr); }  // NOLINT(google-explicit-constructor)
  };
  const auto read = [&] { out.emplace_back(type_at_cursor{r, mr}); };
  out.clear();
  if (r.peek(false) == '(') {
    r.expect("(", "'('");
    while (!r.eat(")")) skip_mlir_type(r, mr), (void)r.eat(",");
    r.expect("->", "'->' in an op's type");
    if (r.eat("(")) {
      while (!r.eat(")")) read(), (void)r.eat(",");
    } else {
      read();
    }
    return;
  }
  do read();
  while (r.eat(",", false));
  // `T -> (T1, T2)` (chlo.top_k's): one operand's type, unparenthesized, then the results'.
  if (r.eat("->", false)) {
    out.clear();
    if (r.eat("(")) {
      while (!r.eat(")")) read(), (void)r.eat(",");
    } else {
      read();
    }
  }
}

// An op's signature of one result type, every type in it a plain tensor (read_plain_tensor): `T`
// or `(T, ...) -> T`, the result into `out`; false, the cursor unmoved, for any other, which
// read_mlir_signature reads. Where it reads one, read_mlir_signature would give that type alone.
// With `cache`, types are looked up in it (read_plain_tensor_into).
inline bool read_plain_signature(mlir_reader& r, mlir_plain_type& out, mlir_type_cache* cache = nullptr) {
  const std::size_t at = r.mark();
  const auto other = [&] {
    r.seek(at);
    return false;
  };
  const bool functional = r.peek(false) == '(';
  if (functional) {
    r.seek(r.mark() + 1);
    while (!r.eat(")")) {
      if (!r.eat("tensor<") || !read_plain_tensor_into(r, nullptr, cache)) return other();
      (void)r.eat(",");
    }
    if (!r.eat("->")) return other();
  }
  if (!r.eat("tensor<") || !read_plain_tensor_into(r, &out, cache)) return other();
  if (!functional && (r.at(",", false) || r.at("->", false))) return other();  // `T, T`: several results; `T -> U`
  return true;
}

// The plain signatures (read_plain_signature) that end an op's line, by their text from the first
// type to the line's end (` : (tensor<1024x512xf32>, tensor<f32>) -> tensor<1024xf32>`, from its
// `(`), and the result type each gives: a module writes a few hundred of them a million times, and
// one found here is neither read again nor its types looked up. Found by hlo_name_index (a text
// compared only where its hash matches); at most 4096 kept (a module with more keeps the first).
// It holds views of the text it was given, which must outlive it (the reader's module keeps its
// text).
class mlir_signature_cache {
 public:
  // The result type of signature `text`, or null where it is not kept.
  [[nodiscard]] const mlir_plain_type* find(std::string_view text) const {
    const std::optional<std::size_t> k = index_.find(text, [this](std::size_t i) { return entries_[i].text; });
    return k ? &entries_[*k].type : nullptr;
  }
  // Signature `text`, whose result type is `t`, kept (unless it is, or the cache is full).
  void add(std::string_view text, const mlir_plain_type& t) {
    if (entries_.size() >= limit ||
        !index_.emplace(text, entries_.size(), [this](std::size_t i) { return entries_[i].text; }))
      return;
    entries_.push_back({text, t});
  }
  [[nodiscard]] std::size_t size() const noexcept { return entries_.size(); }
  static constexpr std::size_t limit = 4096;

 private:
  struct entry {
    std::string_view text;
    mlir_plain_type type;
  };
  hlo_name_index index_;
  std::vector<entry> entries_;
};

}  // namespace shardmem::detail
