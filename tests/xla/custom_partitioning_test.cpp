// Tests for xla/custom_partitioning.hpp: a lowered CustomSPMDPartitioning call rewritten into the
// call its library partitions it to (jaxdecomp's pfft3d against the compiled modules of
// ASKabalan/jaxdecomp-benchmarks), a user's rule, and the calls no rule names.
#include <doctest/doctest.h>

#include <shardmem/xla/custom_partitioning.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <string>
#include <vector>

#include "named_instruction.hpp"
#include "test_data.hpp"

using namespace shardmem;
using test::named;

namespace {

std::string pfft3d(std::string_view run) {
  return test::read_file(test::data_dir() / "jaxdecomp/a100/8/pfft3d" / (std::string(run) + ".mlir"));
}

// A function `@my_op` holding a CustomSPMDPartitioning call on f32[64,32] tiled [4,1].
constexpr const char* my_op = R"(module @jit_f attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
    %0 = call @my_op(%arg0) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
  func.func private @my_op(%arg0: tensor<64x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.custom_call @CustomSPMDPartitioning(%arg0) {api_version = 2 : i32, backend_config = "1234"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
}
)";

}  // namespace

TEST_CASE("custom_partitioning_rules: jaxdecomp's pfft_impl, in place with twice its operand as workspace") {
  const auto rules = custom_partitioning_rules();
  REQUIRE(rules.size() == 1);
  CHECK(rules[0].function == "pfft_impl");
  CHECK(rules[0].target == "pfft3d");
  CHECK(rules[0].in_place_operand == 0);
  CHECK(rules[0].workspace_per_operand == 2);
  CHECK(rules[0].source.starts_with("jaxDecomp"));
}

TEST_CASE("jaxdecomp-pfft3d-1024-1x8-stablehlo-lowered: the partitioned call's workspace, temp as memory_analysis") {
  // ASKabalan/jaxdecomp-benchmarks out_prof/a100/8/pfft3d/1024_1_8_NCCL_float32_FFT-cont.md: the
  // compiled module calls `pfft3d` on c64[1024,128,1024] in place (output_to_operand_aliasing
  // {{}: (0, {})}) with s8[2147483648] as its second operand; the CSV row's memory_analysis is
  // argument 536,870,912, output 1,073,741,824, temp 2,147,483,648.
  const hlo_module m = parse_stablehlo_module(pfft3d("1024_1_8_NCCL_float32_FFT-cont"));
  const hlo_instruction& call = named(m, "pfft_impl", "1");
  CHECK(call.attribute("custom_call_target") == "\"pfft3d\"");
  REQUIRE(call.output_to_operand_aliasing.has_value());
  CHECK(*call.output_to_operand_aliasing == std::vector<hlo_io_alias>{{{}, 0, {}, false}});
  REQUIRE(call.operands.size() == 2);
  CHECK(call.operands[1] == "1.workspace");
  const hlo_instruction& w = named(m, "pfft_impl", "1.workspace");
  CHECK(w.shape.element == dtype::s8);
  CHECK(w.shape.dims.size() == 1);
  CHECK(w.shape.dims[0] == 8 * 2147483648LL);
  CHECK(w.sharding == "{devices=[8]<=[8]}");
  const hlo_memory_summary s = analyze_hlo(m);
  REQUIRE(s.categories.has_value());
  CHECK(s.categories->device.argument.count() == 536870912);
  CHECK(s.categories->device.output.count() == 1073741824);
  CHECK(s.categories->device.temp.count() == 2147483648);
  bool noted = false;
  for (const std::string& n : s.notes)
    noted = noted || n.starts_with("custom partitioning in 'pfft_impl' read as 'pfft3d', in place, with a workspace of "
                                   "2 x its operand (jaxDecomp");
  CHECK(noted);
}

TEST_CASE("without the rule the pfft3d call writes a buffer of its own and no workspace: the note says so") {
  stablehlo_options o;
  o.custom_partitioning.clear();
  const hlo_module m = parse_stablehlo_module(pfft3d("1024_1_8_NCCL_float32_FFT-cont"), o);
  CHECK(named(m, "pfft_impl", "1").attribute("custom_call_target") == "\"CustomSPMDPartitioning\"");
  CHECK(named(m, "pfft_impl", "1").operands.size() == 1);
  REQUIRE(m.lowered.has_value());
  CHECK(m.lowered->notes.back() ==
        "1 custom partitioning call (pfft_impl) counted as custom calls of their result's shape: a Python callback "
        "decides their per-device form when XLA compiles; a workspace or in-place write it adds is not counted (give a "
        "custom_partitioning_rule)");
  // The convert's 1 GiB is a temp beside the call's result: half the compiled 2 GiB.
  CHECK(analyze_hlo(m).categories->device.temp.count() == 1073741824);
}

TEST_CASE("a user's rule: a workspace of 3 x the operand's shard, tiled over its devices; no in-place write") {
  stablehlo_options o;
  o.custom_partitioning.push_back({.function = "my_op", .target = "my_kernel", .workspace_per_operand = 3});
  const hlo_module m = parse_stablehlo_module(my_op, o);
  const hlo_instruction& call = named(m, "my_op", "0");
  CHECK(call.attribute("custom_call_target") == "\"my_kernel\"");
  CHECK_FALSE(call.output_to_operand_aliasing.has_value());
  const hlo_instruction& w = named(m, "my_op", "0.workspace");
  CHECK(w.shape.dims[0] == 4 * 3 * 16 * 32 * 4);  // 4 devices x 3 x f32[16,32]
  CHECK(w.sharding == "{devices=[4]<=[4]}");
  // Per device: the argument and output 2,048 bytes each; temp the workspace, 6,144.
  const hlo_memory_summary s = analyze_hlo(m);
  CHECK(s.categories->device.argument.count() == 2048);
  CHECK(s.categories->device.output.count() == 2048);
  CHECK(s.categories->device.temp.count() == 6144);
}

TEST_CASE("a call no rule names is left as written and counted") {
  const hlo_module m = parse_stablehlo_module(my_op);
  CHECK(named(m, "my_op", "0").attribute("custom_call_target") == "\"CustomSPMDPartitioning\"");
  REQUIRE(m.lowered.has_value());
  REQUIRE(m.lowered->notes.size() == 1);
  CHECK(m.lowered->notes[0].starts_with("1 custom partitioning call (my_op) counted as custom calls"));
}

TEST_CASE("rules that cannot apply are refused with the rule and the fix") {
  stablehlo_options o;
  o.custom_partitioning = {{.function = "", .target = "k"}};
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(my_op, o),
                       "custom partitioning rule for function '' (target 'k', workspace 0 x operand, in place on -1): "
                       "give a function, a target, a workspace factor of 0 or more and an operand of -1 or more",
                       invalid_error);
  o.custom_partitioning = {{.function = "my_op", .target = "k", .workspace_per_operand = -1}};
  CHECK_THROWS_AS((void)parse_stablehlo_module(my_op, o), invalid_error);
  o.custom_partitioning = {{.function = "my_op", .target = "k", .in_place_operand = 1}};
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(my_op, o),
                       "custom partitioning rule for 'my_op' overwrites operand 1, but the call '0' at line 7 has 1 "
                       "operands",
                       invalid_error);
}

TEST_CASE("a workspace sized from an operand that is not an array is refused, naming the rule and the call") {
  // A call whose operand 0 is a token: no bytes to size a workspace from.
  const char* text = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: !stablehlo.token) -> tensor<4xf32> {
    %0 = call @tok_op(%arg0) : (!stablehlo.token) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @tok_op(%arg0: !stablehlo.token) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @CustomSPMDPartitioning(%arg0) {backend_config = "1"} : (!stablehlo.token) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";
  stablehlo_options o;
  o.custom_partitioning = {{.function = "tok_op", .target = "k", .workspace_per_operand = 2}};
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(text, o),
                       "custom partitioning rule for 'tok_op' sizes its workspace from operand 0, but the call '0' at "
                       "line 7 has no array operand",
                       invalid_error);
}

TEST_CASE("a rule that cannot apply is refused even where the module has no custom partitioning to rewrite") {
  // (the reader counts the calls, and a module without one is not looked through again)
  const char* text = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";
  CHECK(parse_stablehlo_module(text).lowered->notes.empty());
  stablehlo_options o;
  o.custom_partitioning = {{.function = "my_op", .target = "", .workspace_per_operand = 1}};
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(text, o),
                       "custom partitioning rule for function 'my_op' (target '', workspace 1 x operand, in place on "
                       "-1): give a function, a target, a workspace factor of 0 or more and an operand of -1 or more",
                       invalid_error);
}
