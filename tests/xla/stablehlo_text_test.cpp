// Tests for xla/stablehlo_text.hpp: MLIR types as HLO shapes, attribute dictionaries, Shardy meshes
// and shardings as HloSharding text (../HLO.md sections 9 and 10).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_sizes.hpp>
#include <shardmem/xla/stablehlo_text.hpp>

#include <algorithm>
#include <map>
#include <memory_resource>
#include <optional>
#include <set>
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
  CHECK(a.element == "c64");
  CHECK(std::vector<std::int64_t>(a.dims.begin(), a.dims.end()) == std::vector<std::int64_t>{256, 256, 256});
  CHECK(hlo_byte_size(a) == 134217728);  // 256^3 elements of 8 bytes
  CHECK(type_of("tensor<i32>").element == "s32");
  CHECK(type_of("tensor<i32>").dims.empty());
  CHECK(type_of("tensor<4x1024xbf16>").element == "bf16");
  CHECK(type_of("tensor<8xi1>").element == "pred");
  CHECK(type_of("tensor<8xui8>").element == "u8");
  CHECK(type_of("tensor<8xf8E4M3FN>").element == "f8e4m3fn");
  CHECK(type_of("tensor<3xcomplex<f64>>").element == "c128");
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

TEST_CASE("attribute dictionaries: a key's value as written, strings without their quotes") {
  const std::string_view d =
      R"({mhlo.layout_mode = "{2,1,0}", mhlo.sharding = "{devices=[4,2,1]<=[8]}", tf.aliasing_output = 0 : i32, jax.buffer_donor})";
  CHECK(detail::mlir_string(detail::mlir_attribute(d, "mhlo.sharding")) == "{devices=[4,2,1]<=[8]}");
  CHECK(detail::mlir_attribute(d, "tf.aliasing_output") == "0 : i32");
  CHECK(detail::mlir_attribute(d, "jax.buffer_donor") == "true");  // a unit attribute
  CHECK_FALSE(detail::mlir_attribute(d, "mhlo.memory_kind").has_value());
  CHECK(detail::mlir_attribute("<{split_count = 8 : i64}>", "split_count") == "8 : i64");
}

TEST_CASE("Shardy shardings become the HloSharding a real compile printed") {
  // shardy-megatron-ffn-per-device (yaoshiang/sandbox, JAX CPU, 8 devices; ../HLO.md sect. 8): mesh
  // ["dp"=2, "tp"=4] and the HloShardings XLA printed for each argument.
  const std::map<std::string, mesh> meshes{{"mesh", detail::read_sdy_mesh(R"(<["dp"=2, "tp"=4]>)")}};
  CHECK(detail::sdy_to_hlo_sharding(R"(<@mesh, [{"dp"}, {"tp"}]>)", meshes, 2) == "{devices=[2,4]<=[8]}");
  CHECK(detail::sdy_to_hlo_sharding(R"(<@mesh, [{}, {"tp"}]>)", meshes, 2) ==
        "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  CHECK(detail::sdy_to_hlo_sharding(R"(<@mesh, [{"tp"}, {}]>)", meshes, 2) ==
        "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  // Open dimensions and replicated axes do not change the tiles.
  CHECK(detail::sdy_to_hlo_sharding(R"(<@mesh, [{"dp", ?}, {?}], replicated={"tp"}>)", meshes, 2) ==
        detail::sdy_to_hlo_sharding(R"(<@mesh, [{"dp"}, {}]>)", meshes, 2));
  CHECK(detail::read_sdy_mesh(R"(<["a"=3, "b"=2], device_ids=[0, 2, 4, 1, 3, 5]>)").device_count() == 6);
  CHECK_THROWS_WITH_AS((void)detail::sdy_to_hlo_sharding(R"(<@other, [{}]>)", meshes, 1),
                       "Shardy sharding names mesh @other, which the module does not define", invalid_error);
  CHECK_THROWS_WITH_AS((void)detail::sdy_to_hlo_sharding(R"(<@mesh, [{"dp"}]>)", meshes, 2),
                       "Shardy sharding <@mesh, [{\"dp\"}]> has 1 dimension shardings but the array has rank 2",
                       invalid_error);
  CHECK_THROWS_AS((void)detail::sdy_to_hlo_sharding(R"(<@mesh, [{"tp":(2)2}]>)", meshes, 1), parse_error);
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

TEST_CASE("a value's name that is a number: its value; any other name: none") {
  CHECK(detail::mlir_numbered_name("0") == 0);
  CHECK(detail::mlir_numbered_name("12") == 12);
  CHECK(detail::mlir_numbered_name("123456789") == 123456789);
  for (const std::string_view other : {"", "012", "00", "12#1", "arg0", "1a", "1234567890", "-1"})
    CHECK_MESSAGE(detail::mlir_numbered_name(other) == std::string_view::npos, other);
}

TEST_CASE("mlir_op_cache: an op name's opcode found by its whole text, the two last added of a set kept") {
  detail::mlir_op_cache cache;
  const std::string names = "stablehlo.add stablehlo.dot_general stablehlo.broadcast_in_dim";
  const std::string_view add = std::string_view(names).substr(0, 13), dot = std::string_view(names).substr(14, 21),
                         broadcast = std::string_view(names).substr(36, 26);
  REQUIRE(broadcast == "stablehlo.broadcast_in_dim");
  CHECK(cache.find(add) == nullptr);  // nothing kept yet
  CHECK(cache.find("") == nullptr);
  CHECK(cache.find(std::string_view{}) == nullptr);  // (no text at all: nothing read from it)
  cache.add(add, "add");
  cache.add(dot, "dot");
  cache.add(broadcast, "broadcast");
  for (const auto& [op, code] : {std::pair{add, "add"}, std::pair{dot, "dot"}, std::pair{broadcast, "broadcast"}}) {
    const std::string elsewhere(op);  // the same name at another place in the text
    REQUIRE(cache.find(elsewhere) != nullptr);
    CHECK(*cache.find(elsewhere) == code);
  }
  // Names that differ from one kept, by a character (of the same length) or by their length.
  for (const std::string_view other :
       {"stablehlo.and", "stablehlo.ad", "stablehlo.addd", "stablehlo.dot_generak", "add"})
    CHECK_MESSAGE(cache.find(other) == nullptr, other);
  // Many names: each found right after it is added; the 300 of them cannot all be kept in 256
  // slots, and one no longer kept is not found (it is read from the reader's map again).
  std::vector<std::string> many;
  many.reserve(300);
  for (int k = 0; k < 300; ++k) {
    const std::string& op = many.emplace_back("stablehlo.op" + std::to_string(k));
    cache.add(op, op);
    REQUIRE(cache.find(op) != nullptr);
    CHECK(*cache.find(op) == op);
  }
  int kept = 0;
  for (const std::string& op : many)
    if (const std::string_view* code = cache.find(op)) kept += *code == op ? 1 : 0;
  CHECK(kept < 300);
  CHECK(kept > 0);
}

TEST_CASE("mlir_op_names: an op's HLO opcode and a custom call's quoted target, each kept once") {
  hlo_module m;
  detail::mlir_op_names names(m);
  // (the names are views of text that outlives the reader, as its module's text does)
  const std::string text =
      "stablehlo.dot_general stablehlo.dot_general stablehlo.broadcast_in_dim sdy.manual_computation Sharding "
      "Sharding";
  const std::string_view all = text, first = all.substr(0, 21), again = all.substr(22, 21);
  const std::string_view dot = names.opcode(first);
  CHECK(dot == "dot");
  CHECK(names.opcode(again).data() == dot.data());  // the same text elsewhere: the opcode kept for it
  CHECK(names.opcode(all.substr(44, 26)) == "broadcast");
  CHECK(names.opcode(all.substr(71, 22)) == "sdy.manual_computation");  // kept as written
  // More names than the cache holds: each still its own opcode, from the map.
  std::vector<std::string> many;
  many.reserve(300);
  for (int k = 0; k < 300; ++k) {
    const std::string& op = many.emplace_back("stablehlo.op_" + std::to_string(k));
    CHECK(names.opcode(op) == "op-" + std::to_string(k));
  }
  for (int k = 0; k < 300; ++k) CHECK(names.opcode(many[static_cast<std::size_t>(k)]) == "op-" + std::to_string(k));
  CHECK(names.opcode(first).data() == dot.data());
  const std::string_view target = names.quoted(all.substr(94, 8));
  CHECK(target == "\"Sharding\"");
  CHECK(names.quoted(all.substr(103, 8)).data() == target.data());
}

TEST_CASE("mlir_sdy_kept: a Shardy sharding converted once for each text, form and shape's ranks") {
  hlo_module m;
  detail::mlir_sdy_kept kept(m);
  int converted = 0;
  const auto convert = [&](std::string text) {
    return [&converted, text] {
      ++converted;
      return text;
    };
  };
  const std::string text = R"(<@mesh, [{"x"}, {}]> <@mesh, [{"x"}, {}]>)";
  const std::string_view first = std::string_view(text).substr(0, 20), again = std::string_view(text).substr(21, 20);
  REQUIRE(first == again);
  const hlo_shape matrix{.element = "f32", .dims = {8, 4}}, other{.element = "bf16", .dims = {2, 2}},
      vector{.element = "f32", .dims = {8}};
  const std::string_view a = kept('1', first, matrix, convert("{devices=[2,1]<=[2]}"));
  CHECK(a == "{devices=[2,1]<=[2]}");
  CHECK(converted == 1);
  // The same text again, on a value of the same rank (its sizes and type do not count): kept.
  CHECK(kept('1', again, other, convert("not this")).data() == a.data());
  CHECK(converted == 1);
  // Another rank, another form, a tuple of the same rank: each converted.
  CHECK(kept('1', first, vector, convert("{devices=[2]<=[2]}")) == "{devices=[2]<=[2]}");
  CHECK(kept('v', first, matrix, convert("{by value}")) == "{by value}");
  hlo_shape tuple{.kind = hlo_shape::kind_t::tuple};
  tuple.elements.push_back(matrix);
  CHECK(kept('1', first, tuple, convert("{tuple}")) == "{tuple}");
  CHECK(converted == 4);
  // What was kept is forgotten when a mesh is defined: converted again.
  kept.forget();
  CHECK(kept('1', first, matrix, convert("{devices=[1,2]<=[2]}")) == "{devices=[1,2]<=[2]}");
  CHECK(converted == 5);
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
  CHECK(known->element == "bf16");
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

TEST_CASE("a dimension list is its text, from a static table where it is a small one") {
  // Each of the table's 585 lists taken from a copy gives the table's own, equal text.
  const auto in_table = [](std::string_view v) {
    const char* t = detail::mlir_small_lists.text.data();
    return v.data() >= t && v.data() < t + detail::mlir_small_lists.text.size();
  };
  std::set<std::string> seen;
  for (std::size_t k = 0; k < detail::mlir_small_lists.size.size(); ++k) {
    const std::string text(detail::mlir_small_lists.text.data() + k * detail::mlir_small_list_table::slot,
                           detail::mlir_small_lists.size[k]);
    CAPTURE(text);
    const std::string_view kept = detail::mlir_small_list(text);
    CHECK(kept == text);
    CHECK(in_table(kept));
    seen.insert(text);
  }
  CHECK(seen.size() == 585);  // no two alike
  CHECK(seen.contains("[]"));
  CHECK(seen.contains("[1, 0]"));
  CHECK(seen.contains("[0, 2, 1]"));
  CHECK(seen.contains("[7, 7, 7]"));
  // Anything else is the text as written: other spacing, a dimension past 7, more than three.
  for (const std::string_view other : {"[1,0]", "[ 1]", "[8]", "[10]", "[1, 2, 3, 4]", "[0, 1]x", "1, 0]", "[", ""}) {
    CAPTURE(other);
    const std::string_view kept = detail::mlir_small_list(other);
    CHECK(kept.data() == other.data());
    CHECK(kept.size() == other.size());
  }
}

TEST_CASE("an op's signature: its result types, after the operands' or alone") {
  std::vector<hlo_shape> out;
  detail::mlir_reader a("(tensor<2xf32>, tensor<f32>) -> (tensor<2xi1>, tensor<4x2xbf16>)");
  detail::read_mlir_signature(a, std::pmr::get_default_resource(), out);
  REQUIRE(out.size() == 2);
  CHECK(out[0].element == "pred");
  CHECK(out[1].dims == hlo_vector<std::int64_t>{4, 2});
  detail::mlir_reader b("tensor<8xf32>, tensor<i32>\n");
  detail::read_mlir_signature(b, std::pmr::get_default_resource(), out);  // cleared first
  REQUIRE(out.size() == 2);
  CHECK(out[1].element == "s32");
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
  CHECK(t.element == "bf16");
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

TEST_CASE("a Shardy mesh retargeted: its axes take the target's sizes by name") {
  const mesh read({{"data", 2}, {"model", 4}});
  std::set<std::string> used;
  CHECK(to_string(detail::retarget_mesh("m", read, std::nullopt, used)) == to_string(read));
  CHECK(used.empty());
  const std::optional<mesh> target = mesh({{"model", 8}, {"data", 64}});
  CHECK(to_string(detail::retarget_mesh("m", read, target, used)) == to_string(mesh({{"data", 64}, {"model", 8}})));
  CHECK(used == std::set<std::string>{"data", "model"});
  const std::optional<mesh> partial = mesh({{"data", 64}});
  CHECK_THROWS_WITH_AS((void)detail::retarget_mesh("m", read, partial, used),
                       "cannot retarget mesh @m ({data: 2, model: 4}) to {data: 64}: give a size for its axis 'model'",
                       invalid_error);
}
