// Tests for xla/stablehlo_reader.hpp: what the StableHLO reader gives the passes after it besides
// the module (stablehlo_reading): the operands by position, each computation's outline, the
// constants of 0 and 1, and the count of CustomSPMDPartitioning calls, each checked against what
// a pass over the module it read finds, on every StableHLO text in tests/data (and each
// instruction's kind for simplify_identities); a sharding text or callee name written again read
// as the view kept first; a Shardy sharding converted once, and again after its mesh is defined
// again. (What the module itself holds: stablehlo_parse_test.cpp.)
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_simplify.hpp>
#include <shardmem/xla/stablehlo_reader.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "test_data.hpp"

using namespace shardmem;

namespace {

// Every StableHLO text of tests/data: the vectors of hlo_vectors.json and the 322 lowered
// jaxdecomp programs.
std::vector<std::string> stablehlo_texts() {
  std::vector<std::string> texts;
  for (const auto& v : nlohmann::json::parse(test::read_file(test::data_dir() / "hlo_vectors.json")))
    if (is_stablehlo_text(v.at("text").get<std::string>())) texts.push_back(v.at("text").get<std::string>());
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    std::filesystem::path lowered = run.module;
    texts.push_back(test::read_file(lowered.replace_extension(".mlir")));
  }
  return texts;
}

// The first computation's instructions of the module `text` reads into `m`.
const std::vector<hlo_instruction>& first_computation(hlo_module& m, const std::string& text) {
  (void)detail::stablehlo_reader(m, std::nullopt).read(m.keep(text));
  return m.computations.at(0).instructions;
}

}  // namespace

TEST_CASE("what the reader keeps as it reads is what one pass over the module it read finds") {
  // The passes after it trust these: the sharding walk the operands and outlines,
  // simplify_identities the constants, parse_stablehlo_module the count of custom partitionings
  // (none: apply_custom_partitioning is not run) and whether an all-to-all was read.
  const std::vector<std::string> texts = stablehlo_texts();
  CHECK(texts.size() >= 3 + 322);
  std::size_t computations = 0, calls = 0, units = 0, custom_partitionings = 0, lists_in_text = 0, all_to_all = 0;
  for (const std::string& text : texts) {
    hlo_module m;
    const std::optional<mesh> same_mesh;
    const std::string_view kept = m.keep(text);
    detail::stablehlo_reader reader(m, same_mesh);
    const detail::stablehlo_reading read = reader.read(kept);
    bool any_all_to_all = false;
    REQUIRE(read.outlines.size() == m.computations.size());
    REQUIRE(read.kinds.size() == m.computations.size());
    const hlo_operand_index by_name(m);
    std::size_t targets = 0;
    for (std::size_t c = 0; c < m.computations.size(); ++c) {
      const hlo_computation& comp = m.computations[c];
      CAPTURE(comp.name);
      CHECK(read.outlines[c] == detail::hlo_outline::of(comp));
      REQUIRE(read.kinds[c].size() == comp.instructions.size());
      calls += read.outlines[c].calls.size();
      std::vector<std::pair<std::uint32_t, signed char>> expected;  // the constants of 0 and 1
      for (std::size_t k = 0; k < comp.instructions.size(); ++k) {
        const hlo_instruction& i = comp.instructions[k];
        CHECK(read.kinds[c][k] == detail::hlo_identity_kind_of(i.opcode.op()));
        const auto a = read.operands.operands(c, k), b = by_name.operands(c, k);
        CHECK(std::vector<std::uint32_t>(a.begin(), a.end()) == std::vector<std::uint32_t>(b.begin(), b.end()));
        if (i.opcode == "constant")
          for (const int v : {0, 1})
            if (!i.literal.empty() && detail::hlo_literal_is(i.literal, v))
              expected.emplace_back(static_cast<std::uint32_t>(k), static_cast<signed char>(v));
        targets += i.opcode == "custom-call" && i.attribute("custom_call_target") == "\"CustomSPMDPartitioning\"";
        any_all_to_all = any_all_to_all || i.opcode == "all-to-all";
        for (const hlo_attribute& a : i.attributes)  // a dimension list's key: a static string, not the text's
          if (a.name.ends_with("dims") || a.name.ends_with("dims_rhs") || a.name.starts_with("dimensions"))
            lists_in_text += a.name.data() >= kept.data() && a.name.data() < kept.data() + kept.size();
      }
      CHECK((c < read.units.size() ? read.units[c] : decltype(expected){}) == expected);
      units += expected.size();
    }
    CHECK(read.custom_partitionings == targets);
    CHECK(reader.read_any(hlo_op::all_to_all) == any_all_to_all);  // (parse_stablehlo_module asks)
    custom_partitionings += targets;
    all_to_all += any_all_to_all ? 1 : 0;
    computations += m.computations.size();
  }
  // (the corpus has each: calls, constants of 0 or 1, custom partitionings)
  CHECK(computations > texts.size());
  CHECK(calls > 0);
  CHECK(units > 0);
  CHECK(custom_partitionings > 0);
  CHECK(all_to_all == 107);  // the 106 lowered jaxfft programs and the vector of one (256, 2 x 4)
  CHECK(lists_in_text == 0);
}

TEST_CASE("the reader's count of custom partitionings: each custom call @CustomSPMDPartitioning, nothing else") {
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @CustomSPMDPartitioning(%arg0) {backend_config = "1"} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.custom_call @CustomSPMDPartitioning(%1) {backend_config = "2"} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = call @CustomSPMDPartitioning(%2) : (tensor<4xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @CustomSPMDPartitioning(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
)";
  hlo_module m;
  const std::optional<mesh> same_mesh;
  const detail::stablehlo_reading read = detail::stablehlo_reader(m, same_mesh).read(m.keep(text));
  CHECK(read.custom_partitionings ==
        2);  // the two custom calls; not the Sharding one, nor a call of a function so named
}

TEST_CASE("values named by number are found by number, each spelling a name of its own") {
  // (mlir_numbered_name: stablehlo_text_test.cpp)
  // %012 and %12 are two values; %40000 is past 2^15 from the first number defined (%5) and %2
  // before it, so both are hashed; a region reads its own %7, and %5 from around it is not its own.
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
    %5 = stablehlo.sine %arg0 : tensor<f32>
    %012 = stablehlo.cosine %5 : tensor<f32>
    %12 = stablehlo.tanh %012 : tensor<f32>
    %40000 = stablehlo.add %12, %012 : tensor<f32>
    %2 = stablehlo.multiply %40000, %5 : tensor<f32>
    %6 = stablehlo.reduce(%2 init: %5) across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
     reducer(%a: tensor<f32>, %b: tensor<f32>)  {
      %7 = stablehlo.add %a, %5 : tensor<f32>
      %8 = stablehlo.add %7, %b : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }
    %9 = stablehlo.add %6, %2 : tensor<f32>
    return %9 : tensor<f32>
  }
}
)";
  hlo_module m;
  const detail::stablehlo_reading read = detail::stablehlo_reader(m, std::nullopt).read(m.keep(text));
  const hlo_operand_index by_name(m);
  REQUIRE(m.computations.size() == 2);
  for (std::size_t c = 0; c < m.computations.size(); ++c)
    for (std::size_t k = 0; k < m.computations[c].instructions.size(); ++k) {
      const auto a = read.operands.operands(c, k), b = by_name.operands(c, k);
      CHECK(std::vector<std::uint32_t>(a.begin(), a.end()) == std::vector<std::uint32_t>(b.begin(), b.end()));
    }
  const std::vector<hlo_instruction>& is = m.computations[0].instructions;
  REQUIRE(is.size() == 8);            // arg0, 5, 012, 12, 40000, 2, 6, 9
  CHECK(is[3].operands[0] == "012");  // %12 reads %012, not itself
  const auto add = read.operands.operands(0, 4);
  CHECK(std::vector<std::uint32_t>(add.begin(), add.end()) == std::vector<std::uint32_t>{3, 2});
  const auto multiply = read.operands.operands(0, 5);
  CHECK(std::vector<std::uint32_t>(multiply.begin(), multiply.end()) == std::vector<std::uint32_t>{4, 1});
  // in the region: its parameters a, b, then %7 (whose %5 is not the region's) and %8
  const auto region_add = read.operands.operands(1, 3);
  CHECK(std::vector<std::uint32_t>(region_add.begin(), region_add.end()) == std::vector<std::uint32_t>{2, 1});
  // A number defined twice is refused, as any name is.
  hlo_module twice;
  CHECK_THROWS_WITH_AS((void)detail::stablehlo_reader(twice, std::nullopt)
                           .read(twice.keep(std::string(
                               "module {\n  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {\n"
                               "    %3 = stablehlo.sine %arg0 : tensor<f32>\n    %3 = stablehlo.cosine %3 : "
                               "tensor<f32>\n    return %3 : tensor<f32>\n  }\n}\n"))),
                       "StableHLO text: value %3 is defined twice in @main", parse_error);
}

TEST_CASE("a sharding text or a callee's name written again is the view the reader kept first") {
  // (the sharding walk finds them by address; the text where each was read is long out of the cache)
  const std::string text = R"(module @m attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<8xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<8xf32>) -> tensor<8xf32>
    %1 = call @f(%0) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{replicated}"} : (tensor<8xf32>) -> tensor<8xf32>
    %3 = call @f(%2) : (tensor<8xf32>) -> tensor<8xf32>
    return %3 : tensor<8xf32>
  }
  func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.abs %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
)";
  hlo_module m;
  (void)detail::stablehlo_reader(m, std::nullopt).read(m.keep(text));
  const std::vector<hlo_instruction>& is = m.computations[0].instructions;
  REQUIRE(is.size() == 5);  // arg0, 0, 1, 2, 3
  REQUIRE(is[0].sharding.has_value());
  REQUIRE(is[1].sharding.has_value());
  REQUIRE(is[3].sharding.has_value());
  CHECK(*is[1].sharding == "{devices=[2]<=[2]}");
  CHECK(is[1].sharding->data() == is[0].sharding->data());  // the argument's text, read first
  CHECK(*is[3].sharding == "{replicated}");                 // another text: a view of its own
  CHECK(is[3].sharding->data() != is[0].sharding->data());
  REQUIRE(is[2].called.size() == 1);
  REQUIRE(is[4].called.size() == 1);
  CHECK(is[2].called[0] == "f");
  CHECK(is[4].called[0].data() == is[2].called[0].data());
}

TEST_CASE("a Shardy sharding converted again after its mesh is defined again") {
  // The reader keeps each sharding it converts (mlir_sdy_kept), and forgets them at a mesh's
  // definition: the same text on a value of the same rank then reads the new axis sizes.
  const std::string text = R"(module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}]> : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  sdy.mesh @mesh = <["x"=4]>
  func.func private @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
)";
  hlo_module m;
  (void)detail::stablehlo_reader(m, std::nullopt).read(m.keep(text));
  REQUIRE(m.computations.size() == 2);
  const std::vector<hlo_instruction>& main = m.computations[0].instructions;
  const std::vector<hlo_instruction>& g = m.computations[1].instructions;
  REQUIRE(main.size() == 3);
  REQUIRE(g.size() == 2);
  REQUIRE(main[1].sharding.has_value());
  REQUIRE(main[2].sharding.has_value());
  REQUIRE(g[1].sharding.has_value());
  CHECK(*main[1].sharding == "{devices=[2]<=[2]}");
  CHECK(main[2].sharding->data() == main[1].sharding->data());  // converted once, kept
  CHECK(*g[1].sharding == "{devices=[4]<=[4]}");
}

TEST_CASE(
    "a signature that ends an op's line, read again, is the type it was; one followed by more is read each time") {
  // The reader keeps each plain signature that ends a line (mlir_signature_cache) and takes the
  // next op's with the same text from it: the same result types as reading each, and a signature
  // followed by a location or a comment is not taken whole.
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<4xbf16>) -> tensor<4x8xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32> loc(#loc3)
    %3 = stablehlo.convert %arg1 : (tensor<4xbf16>) -> tensor<4xf32> // a comment
    %4 = stablehlo.convert %arg1 : (tensor<4xbf16>) -> tensor<4xf32>
    %5 = stablehlo.convert %arg1 : (tensor<4xbf16>) -> tensor<4xf32>
    %6 = stablehlo.add %0, %1 : tensor<4x8xf32>
    %7 = stablehlo.add %6, %2 : tensor<4x8xf32>
    return %7 : tensor<4x8xf32>
  }
}
)";
  hlo_module m;
  const std::vector<hlo_instruction>& is = first_computation(m, text);
  REQUIRE(is.size() == 10);
  for (std::size_t k = 2; k < 5; ++k) {
    CHECK(is[k].shape.element == dtype::f32);
    CHECK(is[k].shape.dims == hlo_vector<std::int64_t>{4, 8});
  }
  for (std::size_t k = 5; k < 8; ++k) {
    CHECK(is[k].shape.element == dtype::f32);
    CHECK(is[k].shape.dims == hlo_vector<std::int64_t>{4});
  }
  CHECK(is[9].shape.dims == hlo_vector<std::int64_t>{4, 8});
  CHECK(is[4].line == 5);  // the lines counted as the body's pre-scan found them
  CHECK(is[9].line == 10);
}

TEST_CASE("an attribute dictionary written again gives the sharding it gave, or none, as read the first time") {
  // The reader keeps what each dictionary's text gives (its mhlo.sharding or none); a Shardy
  // sharding depends on the value's shape and is converted for each.
  const std::string text = R"(module @m attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.custom_call @foo(%1) {backend_config = ""} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %3 = stablehlo.custom_call @foo(%2) {backend_config = ""} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %3 : tensor<8x4xf32>
  }
}
)";
  hlo_module m;
  const std::vector<hlo_instruction>& is = first_computation(m, text);
  REQUIRE(is.size() == 5);
  REQUIRE(is[1].sharding.has_value());
  REQUIRE(is[2].sharding.has_value());
  CHECK(*is[1].sharding == "{devices=[2,1]<=[2]}");
  CHECK(is[2].sharding->data() == is[1].sharding->data());
  CHECK_FALSE(is[3].sharding.has_value());
  CHECK_FALSE(is[4].sharding.has_value());
}
