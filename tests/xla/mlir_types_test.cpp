// Tests for xla/mlir_types.hpp: MLIR types as HLO shapes (XLA's element names, sizes, tuples,
// tokens), read in one pass or a token at a time to the same shape and cursor, op signatures, the
// types and signatures kept by their text, and values in pinned host memory.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_sizes.hpp>
#include <shardmem/xla/mlir_types.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <memory_resource>
#include <string>
#include <string_view>
#include <vector>

using namespace shardmem;

namespace {
hlo_shape type_of(std::string_view text) {
  detail::mlir_reader r(text);
  return detail::read_mlir_type(r, std::pmr::get_default_resource());
}
}  // namespace

TEST_CASE("MLIR tensor types read as HLO shapes with XLA's element names and sizes") {
  const hlo_shape a = type_of("tensor<256x256x256xcomplex<f32>>");
  CHECK(a.element == dtype::c64);
  CHECK(std::vector<std::int64_t>(a.dims.begin(), a.dims.end()) == std::vector<std::int64_t>{256, 256, 256});
  CHECK(hlo_byte_size(a) == 134217728);  // 256^3 elements of 8 bytes
  CHECK(type_of("tensor<i32>").element == dtype::s32);
  CHECK(type_of("tensor<i32>").dims.empty());
  CHECK(type_of("tensor<4x1024xbf16>").element == dtype::bf16);
  CHECK(type_of("tensor<8xi1>").element == dtype::pred);
  CHECK(type_of("tensor<8xui8>").element == dtype::u8);
  CHECK(type_of("tensor<8xf8E4M3FN>").element == dtype::f8e4m3fn);
  CHECK(type_of("tensor<3xcomplex<f64>>").element == dtype::c128);
  CHECK(type_of("tensor<4xf32, #stablehlo.bounds<8>>").dims.size() == 1);  // an encoding is read past
  CHECK(type_of("!stablehlo.token").kind == hlo_shape::kind_t::token);
  const hlo_shape t = type_of("tuple<tensor<2xf32>, tensor<i32>>");
  REQUIRE(t.is_tuple());
  CHECK(t.elements.size() == 2);
  CHECK_THROWS_WITH_AS((void)type_of("tensor<?x4xf32>"),
                       "StableHLO text, line 1 column 8: expected a static dimension (a dynamic '?' has no size to "
                       "count), found '?x4xf32>'",
                       parse_error);
  CHECK_THROWS_AS((void)type_of("tensor<4xq7>"), parse_error);
}

TEST_CASE("every MLIR element spelling reads as a dtype of core's table, each XLA type but s1 once") {
  std::vector<dtype> seen;
  for (const auto& entry : detail::mlir_element_table) {  // no binding: clang 14 cannot capture one
    const std::string_view spelling = entry.first;
    const dtype type = entry.second;
    CAPTURE(spelling);
    const hlo_shape s = type_of(fmt::format("tensor<3x{}>", spelling));
    CHECK(s.element == type);
    CHECK(dtype_named(name(s.element)) == type);  // printed with the name HLO text reads back
    seen.push_back(type);
  }
  std::sort(seen.begin(), seen.end());
  CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
  CHECK(seen.size() + 1 == detail::dtype_table.size());  // s1: MLIR's i1 is pred
  CHECK(std::find(seen.begin(), seen.end(), dtype::s1) == seen.end());
  // Core's aliases and XLA's names are not MLIR's spellings: refused, naming the column.
  CHECK_THROWS_WITH_AS((void)type_of("tensor<4xs32>"),
                       "StableHLO text, line 1 column 10: expected an element type (i1, i8 ... i64, ui8 ... ui64, "
                       "bf16, f16, f32, f64, f8E4M3FN, complex<f32>, ...), found 's32>'",
                       parse_error);
  CHECK_THROWS_AS((void)type_of("tensor<4xfloat32>"), parse_error);
}

TEST_CASE("tensor types read in one pass or a token at a time give the same shape and cursor") {
  // read_plain_tensor takes what JAX prints; anything else (spaces, more than 8 sizes, a size
  // past int64, an encoding, complex, an unknown element type) is left to the token-at-a-time
  // reader, so both must agree on what the first takes and the first must refuse the rest.
  auto plain = [](std::string_view rest) {
    detail::mlir_reader r(rest);
    hlo_shape s{};
    const bool taken = detail::read_plain_tensor(r, &s);
    return std::pair{taken, taken ? r.mark() : std::size_t{0}};
  };
  CHECK(plain("4x1024xbf16> rest") == std::pair{true, std::size_t{12}});
  CHECK(plain("f32>") == std::pair{true, std::size_t{4}});
  CHECK(plain("1x2x3x4x5x6x7x8xi1>").first);
  CHECK(plain("9223372036854775807xf32>").first);   // int64's largest
  CHECK(!plain("9223372036854775808xf32>").first);  // one past it
  for (const std::string_view other :
       {"1x2x3x4x5x6x7x8x9xf32>", "9999999999999999999xf32>", "4 x 8xf32>", "4x8xf32 >", "4xf32, #stablehlo.bounds<8>>",
        "3xcomplex<f64>>", "4xq7>", "?x4xf32>", "4x>", "4xf32", "4"})
    CHECK_MESSAGE(!plain(other).first, other);
  // The same shapes either way: sizes, element, and what follows.
  for (const std::string_view text : {"tensor<4x1024xbf16>", "tensor<1x2x3x4x5x6x7x8x9xf32>", "tensor< 4 x 8 xf32 >",
                                      "tensor<999999999999999999xf8E4M3FN>", "tensor<i32>"}) {
    CAPTURE(text);
    detail::mlir_reader r(text);
    const hlo_shape s = detail::read_mlir_type(r, std::pmr::get_default_resource());
    CHECK(r.mark() == text.size());
    CHECK(s.is_array());
  }
  // What the one-pass reader takes, read again a token at a time (a space after '<' sends it
  // there): the same sizes and element.
  for (const std::string_view rest :
       {"4x1024xbf16>", "f32>", "1x2x3x4x5x6x7x8xi1>", "0x7xui8>", "9223372036854775807xf64>"}) {
    CAPTURE(rest);
    detail::mlir_reader r(rest);
    hlo_shape fast{};
    REQUIRE(detail::read_plain_tensor(r, &fast));
    const hlo_shape slow = type_of(std::string("tensor< ") + std::string(rest));
    CHECK(fast.element == slow.element);
    CHECK(std::equal(fast.dims.begin(), fast.dims.end(), slow.dims.begin(), slow.dims.end()));
  }
  CHECK(type_of("tensor< 4 x 8 xf32 >").dims == hlo_vector<std::int64_t>{4, 8});
  CHECK(type_of("tensor<1x2x3x4x5x6x7x8x9xf32>").dims.size() == 9);
  CHECK(type_of("tensor<999999999999999999xf8E4M3FN>").dims == hlo_vector<std::int64_t>{999999999999999999});
  CHECK_THROWS_WITH_AS((void)type_of("tensor<99999999999999999999xf32>"),
                       "StableHLO text, line 1 column 8: expected a dimension that fits in 64 bits, found "
                       "'99999999999999999999xf32'",
                       parse_error);
  // An operand's type is read past the same way, its shape not made.
  detail::mlir_reader ops("(tensor<2xf32>, tensor< 3 xf32>, tuple<tensor<i32>>) -> tensor<2xf32>");
  std::vector<hlo_shape> out;
  detail::read_mlir_signature(ops, std::pmr::get_default_resource(), out);
  REQUIRE(out.size() == 1);
  CHECK(out[0].dims == hlo_vector<std::int64_t>{2});
  detail::mlir_reader bad("(tensor<2xq7>) -> tensor<2xf32>");
  CHECK_THROWS_WITH_AS(
      detail::read_mlir_signature(bad, std::pmr::get_default_resource(), out),
      "StableHLO text, line 1 column 11: expected an element type (i1, i8 ... i64, ui8 ... ui64, bf16, "
      "f16, f32, f64, f8E4M3FN, complex<f32>, ...), found 'q7>) -> tensor<2xf32>'",
      parse_error);
}

TEST_CASE("a plain tensor type read again is taken from the types read last, as it would be read") {
  detail::mlir_type_cache cache;
  // A signature read twice with the cache and once without: the same result and cursor each time.
  const std::string_view text = "(tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xbf16> rest";
  for (int round = 0; round < 3; ++round) {
    detail::mlir_reader cached(text), plain(text);
    detail::mlir_plain_type a, b;
    REQUIRE(detail::read_plain_signature(cached, a, &cache));
    REQUIRE(detail::read_plain_signature(plain, b));
    CHECK(cached.mark() == plain.mark());
    CHECK(a.element == b.element);
    CHECK(a.rank == b.rank);
    CHECK(a.dims == b.dims);
  }
  std::size_t length = 0;
  const detail::mlir_plain_type* known = cache.find("1024x2048xbf16> rest", length);
  REQUIRE(known != nullptr);
  CHECK(length == 15);
  CHECK(known->element == dtype::bf16);
  // Only a whole type's text matches: a longer size, another element, or text cut short is not it.
  for (const std::string_view other : {"1024x2048xbf16", "10240x2048xbf16>", "1024x2048xf16>", "1024x2048xbf1", "1"})
    CHECK_MESSAGE(cache.find(other, length) == nullptr, other);
  CHECK(detail::mlir_type_cache{}.find(std::string_view("\0\0\0\0\0", 5), length) == nullptr);  // nothing kept yet
  // Texts of each length the comparison takes apart (under 8, 8 to 16, past 16 bytes): each found
  // again, and not where one byte differs (its first, a middle one, its last before the '>').
  detail::mlir_type_cache sizes;
  for (const std::string_view t : {"8xf32>", "1024x512xf32>", "1024x1024x1024x8xf32>"}) {
    CAPTURE(t);
    detail::mlir_reader r(t);
    REQUIRE(detail::read_plain_tensor_into(r, nullptr, &sizes));
    CHECK(sizes.find(t, length) != nullptr);
    CHECK(length == t.size());
    for (const std::size_t at : {std::size_t{0}, t.size() / 2, t.size() - 2}) {
      std::string other(t);
      other[at] = other[at] == '9' ? '7' : '9';
      CHECK_MESSAGE(sizes.find(other, length) == nullptr, other);
    }
  }
  // Nine types: the first is no longer kept (eight are), and reading it again still gives it.
  detail::mlir_type_cache small;
  std::vector<std::string> texts;  // (the cache holds views of them: kept alive, never moved)
  texts.reserve(9);
  for (int k = 0; k < 9; ++k) {
    const std::string& t = texts.emplace_back(std::to_string(k + 10) + "x4xf32>");
    detail::mlir_reader r(t);
    detail::mlir_plain_type p;
    REQUIRE(detail::read_plain_tensor_into(r, &p, &small));
  }
  CHECK(small.find("10x4xf32>", length) == nullptr);
  CHECK(small.find("18x4xf32>", length) != nullptr);
}

TEST_CASE("an op's signature: its result types, after the operands' or alone") {
  std::vector<hlo_shape> out;
  detail::mlir_reader a("(tensor<2xf32>, tensor<f32>) -> (tensor<2xi1>, tensor<4x2xbf16>)");
  detail::read_mlir_signature(a, std::pmr::get_default_resource(), out);
  REQUIRE(out.size() == 2);
  CHECK(out[0].element == dtype::pred);
  CHECK(out[1].dims == hlo_vector<std::int64_t>{4, 2});
  detail::mlir_reader b("tensor<8xf32>, tensor<i32>\n");
  detail::read_mlir_signature(b, std::pmr::get_default_resource(), out);  // cleared first
  REQUIRE(out.size() == 2);
  CHECK(out[1].element == dtype::s32);
  detail::mlir_reader c("(tensor<2xf32>) tensor<2xf32>");
  CHECK_THROWS_AS(detail::read_mlir_signature(c, std::pmr::get_default_resource(), out), parse_error);
}

TEST_CASE("a signature of one plain result is read as read_mlir_signature reads it, or left to it") {
  // Taken: the one type read_mlir_signature gives, the cursor where it leaves it (up to spaces the
  // op's next token skips). Left: the cursor unmoved.
  for (const std::string_view text :
       {"tensor<8x1024xf32>\n", "(tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1> loc(#l)", "() -> tensor<f32>",
        "(tensor<2xf32>,tensor<2xf32>)->tensor<2xbf16>", "(tensor<2xf32>) -> tensor<2xf32>, %x", "tensor<i32> ",
        // left: several results, types that are not plain, malformed text
        "tensor<8xf32>, tensor<i32>", "(tensor<2xf32>) -> (tensor<2xf32>, tensor<i1>)",
        "(tensor<2xf32>) -> (tensor<2xf32>)", "tensor< 8xf32>", "(tuple<tensor<i32>>) -> tensor<i32>",
        "!stablehlo.token", "(tensor<2xf32>) tensor<2xf32>", "tensor<8xf32, #enc>", "(tensor<?xf32>) -> tensor<2xf32>",
        "tensor<2xcomplex<f32>>", ""}) {
    CAPTURE(text);
    detail::mlir_reader fast(text), slow(text);
    detail::mlir_plain_type t;
    const bool taken = detail::read_plain_signature(fast, t);
    std::vector<hlo_shape> out;
    bool read = true;
    try {
      detail::read_mlir_signature(slow, std::pmr::get_default_resource(), out);
    } catch (const parse_error&) {
      read = false;
    }
    if (!taken) {
      CHECK(fast.mark() == 0);
      continue;
    }
    REQUIRE(read);
    REQUIRE(out.size() == 1);
    CHECK(out[0].element == t.element);
    CHECK(std::equal(out[0].dims.begin(), out[0].dims.end(), t.dims.begin(), t.dims.begin() + t.rank));
    (void)fast.peek(false), (void)slow.peek(false);
    CHECK(fast.mark() == slow.mark());
  }
  // Which of them are taken (the common forms), so that the comparison above is not empty.
  detail::mlir_plain_type t;
  detail::mlir_reader unary("(tensor<1024x512xf32>) -> tensor<1024x512xbf16>");
  CHECK(detail::read_plain_signature(unary, t));
  CHECK(t.element == dtype::bf16);
  CHECK(t.rank == 2);
  CHECK(t.dims[1] == 512);
  detail::mlir_reader several("tensor<8xf32>, tensor<i32>");
  CHECK_FALSE(detail::read_plain_signature(several, t));
}

TEST_CASE("a value in pinned host memory: its shape in S(5), the default layout (minor to major last to first)") {
  detail::mlir_reader r("tensor<4x2x3xf32>");
  hlo_shape s = detail::read_mlir_type(r, std::pmr::get_default_resource());
  detail::mlir_to_host(s);
  REQUIRE(s.layout.has_value());
  CHECK(s.memory_space() == 5);
  CHECK(s.layout->minor_to_major == hlo_vector<std::int64_t>{2, 1, 0});
  CHECK(s.dims == hlo_vector<std::int64_t>{4, 2, 3});  // the sizes unchanged
}

TEST_CASE("mlir_signature_cache: a signature's result type found by its whole text, kept once") {
  using detail::mlir_plain_type;
  detail::mlir_signature_cache cache;
  const std::string text = "(tensor<8x4xf32>) -> tensor<4x8xf32>|(tensor<8x4xf32>) -> tensor<4x8xbf16>|tensor<f32>";
  const std::string_view t(text);
  const std::string_view a = t.substr(0, 36), b = t.substr(37, 37), c = t.substr(75);
  REQUIRE(a == "(tensor<8x4xf32>) -> tensor<4x8xf32>");
  REQUIRE(c == "tensor<f32>");
  CHECK(cache.find(a) == nullptr);
  cache.add(a, mlir_plain_type{.element = dtype::f32, .dims = {4, 8}, .rank = 2});
  cache.add(b, mlir_plain_type{.element = dtype::bf16, .dims = {4, 8}, .rank = 2});
  cache.add(c, mlir_plain_type{.element = dtype::f32, .rank = 0});
  cache.add(a, mlir_plain_type{.element = dtype::s32, .rank = 0});  // kept already: not replaced
  CHECK(cache.size() == 3);
  const std::string again(a);  // the same text elsewhere
  REQUIRE(cache.find(again) != nullptr);
  CHECK(cache.find(again)->element == dtype::f32);
  CHECK(cache.find(again)->rank == 2);
  CHECK(cache.find(b)->element == dtype::bf16);
  CHECK(cache.find(c)->rank == 0);
  CHECK(cache.find(a.substr(0, 35)) == nullptr);  // a prefix is another text
  CHECK(cache.find("(tensor<8x4xf32>) -> tensor<4x8xf16>") == nullptr);
  // Past its limit it keeps what it has; grown past its first slots, it finds them all.
  std::vector<std::string> many;
  for (std::size_t k = 0; k < detail::mlir_signature_cache::limit + 10; ++k)
    many.push_back("tensor<" + std::to_string(k) + "xf32>");
  for (std::size_t k = 0; k < many.size(); ++k)
    cache.add(many[k], mlir_plain_type{.element = dtype::f32, .dims = {static_cast<std::int64_t>(k)}, .rank = 1});
  CHECK(cache.size() == detail::mlir_signature_cache::limit);
  CHECK(cache.find(many[0])->dims[0] == 0);
  CHECK(cache.find(many[4092])->dims[0] == 4092);
  CHECK(cache.find(many[4093]) == nullptr);  // the 4097th text: not kept
  CHECK(cache.find(b)->element == dtype::bf16);
}
