// Tests for xla/stablehlo_text.hpp: attribute dictionaries, Shardy meshes and shardings as
// HloSharding text (../HLO.md sections 9 and 10), op names, value names and dimension lists (the
// types: mlir_types_test.cpp).
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
  cache.add(add, hlo_opcode("add"));
  cache.add(dot, hlo_opcode("dot"));
  cache.add(broadcast, hlo_opcode("broadcast"));
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
    cache.add(op, hlo_opcode(op));
    REQUIRE(cache.find(op) != nullptr);
    CHECK(*cache.find(op) == op);
  }
  int kept = 0;
  for (const std::string& op : many)
    if (const hlo_opcode* code = cache.find(op)) kept += *code == op ? 1 : 0;
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
  const std::string_view dot = names.opcode(first).text();
  CHECK(dot == "dot");
  CHECK(names.opcode(again).text().data() == dot.data());  // the same text elsewhere: the opcode kept for it
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
  CHECK(names.opcode(first).text().data() == dot.data());
  const std::string_view target = names.quoted(all.substr(94, 8));
  CHECK(target == "\"Sharding\"");
  CHECK(names.quoted(all.substr(103, 8)).data() == target.data());
  // made: whether an op name read so far has that opcode (the reader asks for all-to-all).
  CHECK(names.made(hlo_op::dot));
  CHECK(names.made(hlo_op::unknown));  // (op-299 and the others the table lacks)
  CHECK_FALSE(names.made(hlo_op::all_to_all));
  const std::string a2a = "stablehlo.all_to_all";
  CHECK(names.opcode(a2a) == hlo_op::all_to_all);
  CHECK(names.opcode(a2a) == "all-to-all");
  CHECK(names.made(hlo_op::all_to_all));
  CHECK_FALSE(names.made(hlo_op::all_gather));
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
  const hlo_shape matrix{.element = dtype::f32, .dims = {8, 4}}, other{.element = dtype::bf16, .dims = {2, 2}},
      vector{.element = dtype::f32, .dims = {8}};
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
