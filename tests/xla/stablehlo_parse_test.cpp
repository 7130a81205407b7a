// Tests for xla/stablehlo_parse.hpp: StableHLO/Shardy text read into an hlo_module and sized as a
// module before partitioning: the public vectors of tests/data/hlo_vectors.json with their sources,
// and the 322 lowered programs of tests/data/jaxdecomp against what their compiled versions'
// memory_analysis() printed.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "deep_inputs.hpp"
#include "named_instruction.hpp"
#include "test_data.hpp"

using namespace shardmem;
using test::named;

namespace {

// The text of vector `id` in tests/data/hlo_vectors.json.
std::string vector_text(std::string_view id) {
  static const nlohmann::json vectors = nlohmann::json::parse(test::read_file(test::data_dir() / "hlo_vectors.json"));
  for (const auto& v : vectors)
    if (v.at("id") == id) return v.at("text").get<std::string>();
  FAIL("no vector " << id);
  return {};
}

struct figures {
  std::int64_t argument = 0, output = 0, temp = 0;
  friend bool operator==(const figures&, const figures&) = default;
};

figures analyze(std::string text) {
  const hlo_module m = parse_stablehlo_module(std::move(text));
  const hlo_memory_summary s = analyze_hlo(m);
  REQUIRE(s.categories.has_value());
  return {s.categories->device.argument.count(), s.categories->device.output.count(),
          s.categories->device.temp.count()};
}

}  // namespace

TEST_CASE("jax-aot-doc-int32-memory-analysis: f(x, y) = 2 * x + y is (8, 4, 0)") {
  // jax-ml/jax docs/new_docs/201/aot.md (the doctest prints memory_analysis (8, 4, 0)); the
  // constant counts in no field.
  const hlo_module m = parse_stablehlo_module(vector_text("jax-aot-doc-int32-memory-analysis"));
  REQUIRE(m.computations.size() == 1);
  CHECK(m.entry()->name == "main");
  CHECK(m.num_partitions == 1);
  CHECK(named(m, "main", "arg1").opcode == "parameter");
  CHECK(named(m, "main", "arg1").parameter_number == 1);
  CHECK(named(m, "main", "c").opcode == "constant");
  CHECK(named(m, "main", "1").root);
  CHECK(analyze(vector_text("jax-aot-doc-int32-memory-analysis")) == figures{8, 4, 0});
}

TEST_CASE("the instructions' vectors come from the module's arena, not one heap block each") {
  // A std::pmr::vector keeps the resource it was made with when assigned another: the reader makes
  // each instruction and shape with the arena (hlo_module.hpp's hlo_vector).
  const hlo_module m = parse_stablehlo_module(
      "module @m {\n  func.func public @main(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n"
      "    %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
      "    %1:2 = call @two(%0) : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>)\n"
      "    return %1#1 : tensor<3x2xf32>\n  }\n"
      "  func.func private @two(%x: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {\n"
      "    return %x, %x : tensor<3x2xf32>, tensor<3x2xf32>\n  }\n}\n");
  std::size_t checked = 0;
  for (const hlo_computation& c : m.computations)
    for (const hlo_instruction& i : c.instructions) {
      INFO(c.name, " ", i.name);
      CHECK(i.shape.dims.get_allocator().resource() != std::pmr::get_default_resource());
      CHECK(i.operands.get_allocator().resource() != std::pmr::get_default_resource());
      CHECK(i.attributes.get_allocator().resource() != std::pmr::get_default_resource());
      ++checked;
    }
  CHECK(checked == 7);  // a, the transpose, the call and its two results; x and the tuple @two returns
}

TEST_CASE("jaxdecomp-jaxfft-256-2x4-stablehlo-lowered: argument and output bytes as memory_analysis printed") {
  // ASKabalan/jaxdecomp-benchmarks out_prof/a100/8/jaxfft/256_2_4_NCCL_float32_FFT.md and the CSV
  // row's argument_size 8,388,608 and output_size 16,777,216 (temp_size 33,554,944).
  const hlo_module m = parse_stablehlo_module(vector_text("jaxdecomp-jaxfft-256-2x4-stablehlo-lowered"));
  CHECK(m.num_partitions == 8);
  CHECK(m.computations.size() == 7);
  // The all-to-all, made asynchronous as XLA's GPU compiler makes it: the done keeps its name and
  // reads the start, which reads its operand (the compiled module: all-to-all-start of shape
  // ((c64[...]), c64[...]), then all-to-all-done).
  const hlo_instruction& a = named(m, "shmap_body", "1");
  CHECK(a.opcode == "all-to-all-done");
  CHECK(a.shape.element == dtype::c64);
  CHECK(a.operands.size() == 1);
  const hlo_instruction& start = named(m, "shmap_body", a.operands[0]);
  CHECK(start.opcode == "all-to-all-start");
  REQUIRE(start.shape.elements.size() == 2);
  CHECK(start.shape.elements[0].elements.size() == 1);
  CHECK(start.shape.elements[1] == a.shape);
  CHECK(a.attributes.empty());  // (what the reader keeps of the all-to-all is the start's)
  CHECK(named(m, "fft3d", "4").attribute("custom_call_target") == "\"SPMDShardToFullShape\"");
  CHECK(named(m, "fft3d", "4").sharding == "{devices=[4,2,1]<=[8]}");
  CHECK(named(m, "main", "0").called.front() == "do_fft");
  // The argument's sharding is written; the output's reaches @main through calls and returns from
  // the SPMDShardToFullShape: both exact. Nothing is left to infer by shape but inside shard_map.
  REQUIRE(m.lowered.has_value());
  CHECK(m.lowered->arguments_exact);
  CHECK(m.lowered->outputs_exact);
  const figures f = analyze(vector_text("jaxdecomp-jaxfft-256-2x4-stablehlo-lowered"));
  CHECK(f.argument == 8388608);
  CHECK(f.output == 16777216);
  CHECK(f.temp == 33554944);  // an estimate, and the compiled module's to the byte (the start's tuple tables)
}

TEST_CASE("shardy-megatron-ffn-per-device: Shardy shardings give the compiled per-device shapes") {
  // yaoshiang/sandbox scripts/jax_shardy_propagation_partitioning.py (JAX CPU, 8 devices): the
  // compiled parameters s32[2,256], s32[1024,1024], s32[1024,1024] and result s32[2,256].
  const hlo_module m = parse_stablehlo_module(vector_text("shardy-megatron-ffn-per-device"));
  // Every argument and the result are annotated; the first dot's result is inferred by
  // dot_general's rule: [{"dp"}, {"tp"}], s32[2,1024] per device, the shape of the compiled
  // module's fusion parameter (param_0: s32[2,1024]).
  CHECK(m.lowered == hlo_lowered{true, true, 1});
  CHECK(named(m, "main", "0").sharding == "{devices=[2,4]<=[8]}");
  CHECK(named(m, "main", "arg1").sharding == "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  CHECK(named(m, "main", "1").sharding == "{devices=[2,4]<=[8]}");  // the result's sdy.sharding
  const figures f = analyze(vector_text("shardy-megatron-ffn-per-device"));
  CHECK(f.argument == 2 * 256 * 4 + 2 * 1024 * 1024 * 4);
  CHECK(f.output == 2 * 256 * 4);
}

TEST_CASE("all 322 lowered jaxdecomp programs: argument and output bytes as their compiled memory_analysis") {
  // tests/data/jaxdecomp/<gpu>/<n>/<library>/<run>.mlir: each report's "Lowered Code" (SOURCE.md);
  // the CSV row of its run. Temp is an estimate: the issue asks for a median relative error of at
  // most 0.25. jaxfft's is the compiled one within 0.001 in the median; pfft3d's custom
  // partitioning is read by jaxdecomp's rule (custom_partitioning.hpp: in place, a workspace of
  // twice the local array), within 0.001 too (without the rule, exactly half the compiled figure).
  int runs = 0, exact = 0, temp_exact = 0;
  std::vector<double> jaxfft, pfft3d;
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    std::filesystem::path lowered = run.module;
    lowered.replace_extension(".mlir");
    CAPTURE(lowered.string());
    const figures f = analyze(test::read_file(lowered));
    exact += f.argument == run.argument() && f.output == run.output() ? 1 : 0;
    temp_exact += f.temp == run.temp() ? 1 : 0;
    const double error = std::abs(static_cast<double>(f.temp - run.temp())) / static_cast<double>(run.temp());
    (lowered.string().find("/pfft3d/") != std::string::npos ? pfft3d : jaxfft).push_back(error);
    ++runs;
  }
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 1.0 : v[v.size() / 2];
  };
  CHECK(runs == 322);
  CHECK(exact == 322);
  // Temp to the byte on 199 (108 while the all-to-alls were read as synchronous); the rest within
  // 512 bytes but 15 jaxfft IFFTs on an n x 1 mesh, twice the compiled temp (one local array more).
  CHECK(temp_exact == 199);
  CHECK(jaxfft.size() == 106);
  CHECK(median(jaxfft) < 0.001);
  CHECK(median(pfft3d) < 0.001);
  std::vector<double> all = jaxfft;
  all.insert(all.end(), pfft3d.begin(), pfft3d.end());
  CHECK(median(all) <= 0.25);
}

namespace {

// What parse_stablehlo_module does, a pass at a time: the whole walk (the exact walk, then walks by
// shape to their fixed point), then simplify_identities over the whole module
// (parse_stablehlo_module simplifies each computation as soon as the walk has done with it).
hlo_module walked_then_simplified(std::string text) {
  hlo_module m;
  const std::string_view kept = m.keep(std::move(text));
  detail::stablehlo_reading read = detail::stablehlo_reader(m, std::nullopt).read(kept);
  detail::sharding_propagation walk(m, false, std::move(read.operands), std::move(read.outlines));
  (void)walk.run();
  (void)detail::walk_to_fixed_point(walk, m.computations.size());
  (void)detail::simplify_identities(m, walk.index(), &read.units, &read.kinds);
  if (read.custom_partitionings > 0) (void)apply_custom_partitioning(m, custom_partitioning_rules());
  for (std::size_t c = 0; c < m.computations.size(); ++c) (void)detail::make_all_to_all_async(m, c);
  (void)hlo_flatten_call_graph(m);
  return m;
}

// Whether a and b have the same instructions: names, ROOTs, shardings and operands.
bool same_instructions(const hlo_module& a, const hlo_module& b) {
  if (a.computations.size() != b.computations.size()) return false;
  for (std::size_t c = 0; c < a.computations.size(); ++c) {
    const auto& x = a.computations[c].instructions;
    const auto& y = b.computations[c].instructions;
    if (x.size() != y.size()) return false;
    for (std::size_t k = 0; k < x.size(); ++k)
      if (x[k].name != y[k].name || x[k].root != y[k].root || x[k].sharding != y[k].sharding ||
          !std::equal(x[k].operands.begin(), x[k].operands.end(), y[k].operands.begin(), y[k].operands.end()))
        return false;
  }
  return true;
}

}  // namespace

TEST_CASE("each computation simplified as the walk leaves it: the module of a walk, then a simplification") {
  // A callee whose ROOT is a multiply by one that takes its sharding from the broadcast one (by
  // shape, so not in the exact walk), not from its kept operand: its caller takes the ROOT's
  // sharding before the multiply is gone. @g is called twice; @unused is not reached from @main.
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<8x4xf32> {
    %0 = call @g(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = call @g(%0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x4xf32>
    %2 = stablehlo.add %1, %cst : tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
  func.func private @g(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<8x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<f32>) -> tensor<8x4xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
  func.func private @unused(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<8x4xf32>
    %0 = stablehlo.multiply %cst, %arg0 : tensor<8x4xf32>
    %1 = stablehlo.sine %0 : tensor<8x4xf32>
    return %1 : tensor<8x4xf32>
  }
}
)";
  const hlo_module m = parse_stablehlo_module(text);
  CHECK(same_instructions(m, walked_then_simplified(text)));
  CHECK(m.lowered->simplified == 7);  // main's add and zero; g's multiply, broadcast, one; unused's two
  CHECK(named(m, "main", "0").sharding == "{devices=[2,2]<=[4]}");  // g's ROOT's, taken before it moved
  CHECK(named(m, "g", "0").sharding == "{devices=[4,1]<=[4]}");     // the kept operand keeps its own
  CHECK(named(m, "main", "1").root);
  CHECK(named(m, "g", "0").root);
  // A walk that changed what it walked does not run again.
  hlo_module again;
  detail::stablehlo_reading read = detail::stablehlo_reader(again, std::nullopt).read(again.keep(text));
  detail::sharding_propagation walk(again, false, std::move(read.operands), std::move(read.outlines));
  std::vector<std::size_t> finished;
  (void)walk.run_again(true, [&](std::size_t c) { finished.push_back(c); });
  CHECK(finished == std::vector<std::size_t>{1, 0});  // @g once, as its first call leaves it; then @main
  CHECK_THROWS_WITH_AS((void)walk.run_again(true),
                       "sharding_propagation::run_again: a walk whose computations were changed ran", std::logic_error);
  // The corpus: 322 programs, their callees' ROOTs among the identities (jaxdecomp's multiply by
  // (1, 0)).
  int same = 0, simplified = 0;
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    std::filesystem::path lowered = run.module;
    lowered.replace_extension(".mlir");
    const std::string program = test::read_file(lowered);
    const hlo_module p = parse_stablehlo_module(program);
    same += same_instructions(p, walked_then_simplified(program)) ? 1 : 0;
    simplified += p.lowered->simplified > 0 ? 1 : 0;
  }
  CHECK(same == 322);
  CHECK(simplified > 0);
}

TEST_CASE("a call's result sharded at the third walk: the pass-at-a-time reference walks to the fixed point") {
  // (the fuzz target stablehlo_text's input, made valid and small) @g called twice, the second
  // time on a constant: the first walk by shape shards g's ROOT and, backwards, the constant from
  // g's parameter; only the walk after it gives the second call g's ROOT's sharding. A reference
  // that walked once by shape after the exact walk left that call unsharded where
  // parse_stablehlo_module, walking to the fixed point, shards it.
  const std::string text = R"(module @m attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[4]<=[4]}"}) -> tensor<8xf32> {
    %0 = call @g(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<8xf32>
    %1 = call @g(%cst) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
)";
  const hlo_module m = parse_stablehlo_module(text);
  CHECK(same_instructions(m, walked_then_simplified(text)));
  CHECK(named(m, "main", "cst").sharding == "{devices=[4]<=[4]}");  // from g's parameter, backwards
  CHECK(named(m, "main", "1").sharding == "{devices=[4]<=[4]}");    // g's ROOT's, at the third walk
  // One walk by shape after the exact one: the second call not sharded yet; the walks to the fixed
  // point then shard it.
  hlo_module w;
  detail::stablehlo_reading read = detail::stablehlo_reader(w, std::nullopt).read(w.keep(text));
  detail::sharding_propagation walk(w, false, std::move(read.operands), std::move(read.outlines));
  (void)walk.run();
  CHECK(walk.run_again(true) > 0);
  CHECK(named(w, "main", "cst").sharding == "{devices=[4]<=[4]}");
  CHECK_FALSE(named(w, "main", "1").sharding.has_value());
  CHECK(detail::walk_to_fixed_point(walk, w.computations.size()) == 1);  // the call; then a walk fills none
  CHECK(named(w, "main", "1").sharding == "{devices=[4]<=[4]}");
}

TEST_CASE("all-to-all: made asynchronous as XLA's GPU compiler makes it, a start and a done") {
  // xla/service/gpu/gpu_compiler.cc RunPostFusionCollectiveOptimizationPasses makes every
  // all-to-all an all-to-all-start of ((operands), result) and an all-to-all-done; jaxdecomp's
  // compiled modules print them so. %a.start is taken: the start is named %a.start.1. The ROOT
  // all-to-all's done stays the ROOT, with the all-to-all's sharding.
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<4x8xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
    %a.start = stablehlo.sine %arg0 : tensor<4x8xf32>
    %a = "stablehlo.all_to_all"(%a.start) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %0 = "stablehlo.all_to_all"(%a) <{concat_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<8x4xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
)";
  const hlo_module m = parse_stablehlo_module(text);
  std::vector<std::string> order;
  for (const hlo_instruction& i : m.entry()->instructions)
    order.push_back(fmt::format("{}{} {}({})", i.root ? "ROOT " : "", i.name, i.opcode, fmt::join(i.operands, ", ")));
  CHECK(order == std::vector<std::string>{"arg0 parameter()", "a.start sine(arg0)",
                                          "a.start.1 all-to-all-start(a.start)", "a all-to-all-done(a.start.1)",
                                          "0.start all-to-all-start(a)", "ROOT 0 all-to-all-done(0.start)"});
  const hlo_instruction& start = named(m, "main", "a.start.1");
  REQUIRE(start.shape.is_tuple());
  REQUIRE(start.shape.elements.size() == 2);
  CHECK(start.shape.elements[0].elements.size() == 1);
  CHECK(start.shape.elements[0].elements[0].dims == hlo_vector<std::int64_t>{4, 8});  // the operand's
  CHECK(start.shape.elements[1].dims == hlo_vector<std::int64_t>{8, 4});              // the result's
  CHECK(named(m, "main", "0").sharding == "{devices=[2,1]<=[2]}");
  REQUIRE(m.lowered.has_value());
  CHECK(std::find(m.lowered->notes.begin(), m.lowered->notes.end(),
                  "2 all-to-alls made asynchronous (all-to-all-start, all-to-all-done), as XLA's GPU compiler makes "
                  "its collectives: each holds its operand until it is done") != m.lowered->notes.end());
  const hlo_memory_summary s = analyze_hlo(m);  // (it sizes and orders the pairs)
  REQUIRE(s.categories.has_value());
  CHECK(s.categories->device.argument.count() == 64);
  CHECK(s.categories->device.output.count() == 64);
}

TEST_CASE("all-to-all: one of several results is counted as written, and a note says so") {
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
    %0:2 = "stablehlo.all_to_all"(%arg0, %arg1) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>)
    return %0#0, %0#1 : tensor<8x4xf32>, tensor<8x4xf32>
  }
}
)";
  const hlo_module m = parse_stablehlo_module(text);
  CHECK(named(m, "main", "0").opcode == "all-to-all");
  REQUIRE(m.lowered.has_value());
  CHECK(m.lowered->notes == std::vector<std::string>{"1 all-to-all of several results or of a value from around its "
                                                     "region counted as synchronous, as written (XLA's GPU compiler "
                                                     "would make it asynchronous)"});
}

TEST_CASE("regions: a while's cond and do, a reducer, case branches; several results") {
  const char* text = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<i32>) -> (tensor<8xf32>, tensor<4xf32>, tensor<8xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<8xf32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      %4 = stablehlo.sine %iterArg_0 : tensor<8xf32>
      stablehlo.return %3, %4 : tensor<i32>, tensor<8xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg1 init: %cst) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
     reducer(%arg3: tensor<f32>, %arg4: tensor<f32>)  {
      %3 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    %2 = "stablehlo.case"(%arg2) ({
      %3 = stablehlo.sine %arg0 : tensor<8xf32>
      stablehlo.return %3 : tensor<8xf32>
    }, {
      stablehlo.return %arg0 : tensor<8xf32>
    }) : (tensor<i32>) -> tensor<8xf32>
    return %0#1, %1, %2 : tensor<8xf32>, tensor<4xf32>, tensor<8xf32>
  }
}
)";
  const hlo_module m = parse_stablehlo_module(text);
  REQUIRE(m.computations.size() == 6);  // main, cond, do, the reducer, two branches
  const hlo_instruction& w = named(m, "main", "0");
  CHECK(w.opcode == "stablehlo.while");  // read generically: its regions are not called
  CHECK(w.shape.is_tuple());
  CHECK(named(m, "main", "0#1").opcode == "get-tuple-element");
  CHECK(named(m, "main", "0#1").tuple_index == 1);
  CHECK(named(m, "main", "1").opcode == "reduce");
  CHECK(named(m, "main", "1").called.size() == 1);
  CHECK(named(m, "main.region.3", "arg3").opcode == "parameter");       // the reducer's block arguments
  CHECK(named(m, "main.region.2", "iterArg_0").opcode == "parameter");  // do's, from the bindings
  CHECK(m.entry()->root()->opcode == "tuple");
  CHECK(m.entry()->root()->operands.size() == 3);
  // Each op's own line, before, inside and after the regions; an op with a region is asked its
  // line after its region's ops are read (a look back).
  CHECK(named(m, "main", "c").line == 3);
  CHECK(named(m, "main", "0").line == 4);
  CHECK(named(m, "main.region.1", "3").line == 7);
  CHECK(named(m, "main.region.2", "4").line == 12);
  CHECK(named(m, "main", "cst").line == 15);
  CHECK(named(m, "main", "1").line == 16);
  CHECK(named(m, "main.region.3", "3").line == 18);
  CHECK(named(m, "main", "2").line == 21);
  CHECK(named(m, "main.region.4", "3").line == 22);
  const figures f = analyze(text);
  CHECK(f.argument == 8 * 4 + 4 * 8 * 4 + 4);
  // The three results, and the ROOT tuple's index table (3 pointers of 8 bytes), an output
  // allocation as in a compiled module.
  CHECK(f.output == 8 * 4 + 4 * 4 + 8 * 4 + 3 * 8);
}

TEST_CASE("retargeting: a Shardy program planned on another mesh, by axis name") {
  // shardy-megatron-ffn-per-device lowered on ["dp"=2, "tp"=4], planned on dp=4, tp=16: global
  // shapes kept, per-device ones from the new sizes (s32[4,1024] on [dp, tp]: s32[1,64]).
  const std::string text = vector_text("shardy-megatron-ffn-per-device");
  const hlo_module m = parse_stablehlo_module(text, {.mesh = mesh{{"dp", 4}, {"tp", 16}}});
  CHECK(m.num_partitions == 64);
  const hlo_memory_summary s = analyze_hlo(m);
  CHECK(s.categories->device.argument.count() == 1 * 64 * 4 + 2 * (1024 * 256 * 4));
  CHECK(s.categories->device.output.count() == 1 * 64 * 4);
  // What cannot be retargeted, with the reason.
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(text, {.mesh = mesh{{"dp", 4}}}),
                       "cannot retarget mesh @mesh ({dp: 2, tp: 4}) to {dp: 4}: give a size for its axis 'tp'",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(text, {.mesh = mesh{{"dp", 4}, {"tp", 2}, {"pp", 2}}}),
                       "mesh axis 'pp' of {dp: 4, tp: 2, pp: 2} is not an axis of the module's meshes; give the "
                       "module's axes",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(vector_text("jaxdecomp-jaxfft-256-2x4-stablehlo-lowered"),
                                                    {.mesh = mesh{{"x", 2}}}),
                       "cannot retarget the module to mesh {x: 2}: sharding \"{devices=[4,2,1]<=[8]}\" lists devices, "
                       "not mesh axes (GSPMD); lower with Shardy (jax.config.update('jax_use_shardy_partitioner', "
                       "True)) to plan it on another mesh",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(vector_text("jax-aot-doc-int32-memory-analysis"),
                                                    {.mesh = mesh{{"x", 2}}}),
                       "cannot retarget the module to mesh {x: 2}: it has no Shardy mesh (sdy.mesh) whose axes the new "
                       "sizes could replace",
                       invalid_error);
  const char* manual = R"(module @jit_g attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["a"=2]>
  func.func public @main(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<2x4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
      %1 = stablehlo.sine %arg1 : tensor<1x4xf32>
      sdy.return %1 : tensor<1x4xf32>
    } : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}
)";
  const hlo_module g = parse_stablehlo_module(manual);  // on its own mesh: a call of its body
  CHECK(named(g, "main", "0").opcode == "call");
  CHECK(named(g, "main", "0").sharding == "{devices=[2,1]<=[2]}");
  CHECK(named(g, "main.region.1", "arg1").shape.dims.front() == 1);  // local shapes inside
  CHECK(analyze_hlo(g).categories->device.argument.count() == 16);
  CHECK_THROWS_WITH_AS((void)parse_stablehlo_module(manual, {.mesh = mesh{{"a", 4}}}),
                       "cannot retarget the module to mesh {a: 4}: a manual computation (shard_map) at line 4 has "
                       "local shapes that fix the mesh it was lowered for; plan it on that mesh",
                       invalid_error);
}

TEST_CASE("host offloading, an optimization barrier, sort, and 4-bit integers") {
  // JAX's host offloading marks a value with annotate_device_placement (pinned_host) and a result
  // with mhlo.memory_kind: both count in the host fields. An optimization barrier is read
  // generically (its results new buffers: an upper bound, XLA aliases them).
  const hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xi4>) -> (tensor<8xf32> {mhlo.memory_kind = "pinned_host"}, tensor<8xf32>) {
    %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8xf32>, tensor<8xi4>
    %1 = stablehlo.custom_call @annotate_device_placement(%0#0) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<8xf32>) -> tensor<8xf32>
    %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.compare  LT, %arg2, %arg3,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %1, %2 : tensor<8xf32>, tensor<8xf32>
  }
}
)");
  CHECK(named(m, "main", "0").opcode == "optimization-barrier");  // not HLO's opt-barrier: generic
  CHECK(named(m, "main", "1").shape.memory_space() == 5);
  CHECK(named(m, "main", "2").called.size() == 1);  // the comparator
  CHECK(named(m, "main", "arg1").shape.element == dtype::s4);
  const hlo_memory_summary s = analyze_hlo(m);
  CHECK(s.sizes == "estimate");
  CHECK(s.exact == hlo_memory_summary::exactness{true, true, false});
  CHECK(s.categories->host.output.count() == 32);  // the offloaded result
  CHECK(s.categories->device.argument.count() == 32 + hlo_byte_size(named(m, "main", "arg1").shape));
}

TEST_CASE("locations, as JAX prints them with debug info, are read past") {
  // `#loc` definitions before and after the module, `loc(...)` after arguments, ops, bodies and
  // the module (../HLO.md sect. 9: named, file:line ranges, callsite chains).
  const hlo_module m = parse_stablehlo_module(R"(#loc1 = loc("x")
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> loc("x"), %arg1: tensor<i32> {jax.buffer_donor = true} loc("y")) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<2> : tensor<i32> loc(#loc)
    %0 = stablehlo.multiply %c, %arg0 : tensor<i32> loc(#loc3)
    %1 = stablehlo.add %0, %arg1 : tensor<i32> loc(#loc4)
    return %1 : tensor<i32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/tmp/x.py":3:9 to :14)
#loc3 = loc("jit(f)/mul"(#loc2))
#loc4 = loc(callsite(#loc2 at #loc1))
)");
  CHECK(m.entry()->instructions.size() == 5);
  CHECK(named(m, "main", "1").root);
  REQUIRE(m.buffer_donor.size() == 1);  // jax.buffer_donor on the second argument
  CHECK(m.buffer_donor.front().parameter == 1);
  CHECK(named(m, "main", "1").line == 6);
}

TEST_CASE("what does not read is refused with its line, what was expected and what was found") {
  const auto message = [](const char* text) -> std::string {
    try {
      (void)parse_stablehlo_module(text);
    } catch (const error& e) {
      return e.what();
    }
    return "read";
  };
  CHECK(message("module {\n  func.func public @main() -> tensor<f32> {\n    %0 = stablehlo.sine %1 : tensor<f32>\n"
                "    return %0 : tensor<f32>\n  }\n}\n") ==
        "StableHLO text, line 3 column 5: expected a defined value (%1 is used before it is defined), found '%0 = "
        "stablehlo.sine %1 :'");
  CHECK(message("module {\n  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {\n    %arg0 = stablehlo.sine "
                "%arg0 : tensor<f32>\n    return %arg0 : tensor<f32>\n  }\n}\n") ==
        "StableHLO text: value %arg0 is defined twice in @main");
  CHECK(message("module {\n  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {\n    %0 = stablehlo.sine "
                "%arg0\n    return %0 : tensor<f32>\n  }\n}\n") ==
        "StableHLO text, line 3 column 5: expected the type of the results of 'stablehlo.sine', found '%0 = "
        "stablehlo.sine %arg'");
  CHECK(message("module attributes {mhlo.num_partitions = 0 : i32} {\n  func.func public @main() {\n  }\n}\n") ==
        "StableHLO module attribute mhlo.num_partitions = 0 : i32: expected a count of 1 or more");
  CHECK(message("module {\n  func.func public @main(%arg0: tensor<f32> {tf.aliasing_output = x}) {\n  }\n}\n") ==
        "argument %arg0: tf.aliasing_output = x is not an output index");
  CHECK(message("module {\n  func.func public @main(%arg0: tensor<f32>) {\n    %0 = parameter %arg0 : tensor<f32>\n"
                "  }\n}\n") ==
        "StableHLO text, line 3 column 5: expected an op name (`stablehlo.add`, `\"stablehlo.all_to_all\"`), found "
        "'%0 = parameter %arg0 : t'");
  // Nor in a dialect, plain or quoted, which would read as HLO's parameter (found by fuzz_stablehlo_text: an
  // instruction that claimed to be a parameter with an operand and no number).
  for (const std::string_view op : {"stablehlo.parameter", "mhlo.parameter", "\"stablehlo.parameter\""}) {
    const std::string line = fmt::format("%0 = {} %arg0 : tensor<f32>", op);
    const std::string text = "module {\n  func.func public @main(%arg0: tensor<f32>) {\n    " + line + "\n  }\n}\n";
    CHECK(message(text.c_str()) == "StableHLO text, line 3 column 5: expected an op name (`stablehlo.add`, "
                                   "`\"stablehlo.all_to_all\"`), found '" +
                                       line.substr(0, 24) + "'");
  }
  CHECK(message("module {\n  func.func public @main(%arg0: tuple<tensor<f32>>) -> tensor<f32> {\n    %0 = "
                "stablehlo.get_tuple_element %arg0 : (tuple<tensor<f32>>) -> tensor<f32>\n    return %0 : "
                "tensor<f32>\n  }\n}\n") ==
        "StableHLO text, line 3 column 5: expected get_tuple_element's index in brackets (`%t[1]`), found '%0 = "
        "stablehlo.get_tuple'");
  CHECK(message("module {\n  func.func public @main() -> tensor<f32> {\n    return %9 : tensor<f32>\n  }\n}\n") ==
        "StableHLO text, line 3 column 5: expected a defined value (%9 is returned, never defined), found 'return %9 "
        ": tensor<f32>'");
  CHECK_THROWS_WITH_AS((void)parse_program("HloModule m\nENTRY e { ROOT p = f32[4]{0} parameter(0) }",
                                           {.mesh = mesh{{"x", 2}}}),
                       "cannot retarget to mesh {x: 2}: the text is HLO, whose shardings list devices; give the "
                       "StableHLO JAX lowered with Shardy (lowered.as_text())",
                       invalid_error);
}

namespace {

// parse_stablehlo_module's parse_error message for `text` ("no error" where it reads it), and
// whether it came within a second.
std::string refused(std::string text) {
  const auto start = std::chrono::steady_clock::now();
  std::string out = "no error";
  try {
    (void)parse_stablehlo_module(std::move(text));
  } catch (const parse_error& e) {
    out = e.what();
  }
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
  return out;
}

}  // namespace

TEST_CASE("stablehlo regions nested 100000 deep are refused, not a stack overflow") {
  CHECK(refused(test::stablehlo_nested_regions(100000)) ==
        "StableHLO text, line 67 column 32: expected a region nested at most 64 deep (stablehlo_max_region_depth), "
        "not 65 deep, found '{'");
  const hlo_module m = parse_stablehlo_module(test::stablehlo_nested_regions(stablehlo_max_region_depth));
  CHECK(m.computations.size() == stablehlo_max_region_depth + 1);  // @main and each region
  CHECK(m.entry()->root()->name == "0");
}

TEST_CASE("a tuple type nested 100000 deep is refused, not a stack overflow") {
  CHECK(refused(test::mlir_nested_tuple(100000)) ==
        "StableHLO text, line 2 column 408: expected a tuple type nested at most 64 deep (hlo_max_tuple_depth), not 65 "
        "deep, found 'tuple<tuple<tuple<tuple<'");
  const hlo_module m = parse_stablehlo_module(test::mlir_nested_tuple(hlo_max_tuple_depth));
  const hlo_shape* s = &named(m, "main", "arg0").shape;
  int depth = 0;
  for (; s->is_tuple(); s = &s->elements[0]) ++depth;
  CHECK(depth == hlo_max_tuple_depth);
}

TEST_CASE("a StableHLO call chain 100000 deep is read and its shardings walked down it, not a stack overflow") {
  // @main's argument's sharding reaches @f0's parameter through the 100001 calls.
  const hlo_module m = parse_stablehlo_module(test::stablehlo_call_chain(100000, "{devices=[2]<=[2]}"));
  REQUIRE(m.computations.size() == 100002);
  CHECK(named(m, "f0", "arg0").sharding == "{devices=[2]<=[2]}");
  CHECK(named(m, "f99999", "0").sharding == "{devices=[2]<=[2]}");  // and back up from the ROOTs
}

TEST_CASE("an unparseable mhlo.sharding is refused where it is written, not read as no sharding") {
  const auto text = [](std::string_view sharding) {
    return fmt::format(R"(module @m {{
  func.func public @main(%arg0: tensor<4xf32> {{mhlo.sharding = {}}}) -> tensor<4xf32> {{
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }}
}}
)",
                       sharding);
  };
  CHECK(refused(text("\"{replicatd}\"")) ==
        "StableHLO text, line 2 column 64: expected a sharding XLA reads (cannot parse HloSharding \"{replicatd}\" at "
        "position 1: expected replicated, manual, maximal or devices=; expected a form like "
        "{devices=[2,4]<=[4,2]T(1,0)}, {devices=[2,1,2]2,3,5,7 last_tile_dim_replicate} or {replicated}), found "
        "'\"{replicatd}\"}) -> tenso'");
  CHECK(refused(text("\"{devices=[2]0,1} junk\"")).find("expected nothing after the closing '}'") != std::string::npos);
  const std::string twice = "(tile assignment devices=[2] lists device 0 twice; each device holds one tile)";
  CHECK(refused(text("\"{{replicated}, {devices=[2]0,0}}\"")).find(twice) != std::string::npos);
  CHECK(refused(text("#sharding")) ==
        "StableHLO text, line 2 column 64: expected a sharding in quotes after mhlo.sharding =, found '#sharding}) -> "
        "tensor<4x'");
  CHECK(refused(text("\"{devices=[2]0,1}\"")) == "no error");
}

TEST_CASE("a StableHLO function with two returns is refused, not read to its first") {
  CHECK(refused(R"(module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)") == "StableHLO text, line 5 column 5: expected '}' closing the body of @main after its return (one, the last op), "
       "found 'return %0 : tensor<4xf32'");
  CHECK(refused(R"(module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %arg0 : tensor<4xf32>
      %1 = stablehlo.negate %arg0 : tensor<4xf32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)") == "StableHLO text, line 5 column 7: expected '}' closing the body of @main.region.1 after its return (one, the "
       "last op), found '%1 = stablehlo.negate %a'");
}

TEST_CASE("a StableHLO function with no return is refused, not read as returning its last op") {
  CHECK(refused(R"(module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
  }
}
)") == "StableHLO text, line 4 column 3: expected a return (`return %x : type`, in a region `stablehlo.return`) ending "
       "the body of @main, found '}'");
  CHECK(
      refused("module {\n  func.func @main() {\n  }\n}\n") ==
      "StableHLO text, line 3 column 3: expected a return (`return %x : type`, in a region `stablehlo.return`) ending "
      "the body of @main, found '}'");
}

TEST_CASE("an sdy.sharding of no form Shardy writes is refused, not read as no sharding") {
  const auto text = [](std::string_view sharding) {
    return fmt::format(R"(module @m {{
  sdy.mesh @mesh = <["a"=2]>
  func.func public @main(%arg0: tensor<2x4xf32> {{sdy.sharding = {}}}) -> tensor<2x4xf32> {{
    return %arg0 : tensor<2x4xf32>
  }}
}}
)",
                       sharding);
  };
  CHECK(refused(text("#sdy.shardng<@mesh, [{\"a\"}, {}]>")) ==
        "StableHLO text, line 3 column 65: expected #sdy.sharding<...> or #sdy.sharding_per_value<[...]> after "
        "sdy.sharding =, found '#sdy.shardng<@mesh, [{\"a'");
  CHECK(refused(text("#sdy.sharding<@mesh, [{\"a\"}, {}]>")) == "no error");
}

TEST_CASE("a Shardy mesh followed by JAX 0.10's stablehlo.mesh attributes is read") {
  // jax 0.10.2's lowered.as_text() writes each sdy.mesh with its axes again as an attribute
  // dictionary; the reader refused the module at that '{'.
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.negate %arg0 : tensor<256x512xf32>
    return %0 : tensor<256x512xf32>
  }
}
)";
  const hlo_memory_summary s = analyze_hlo(parse_stablehlo_module(text));
  CHECK(s.categories->device.argument.count() == 256 * 512 * 4 / 8);
  CHECK(s.categories->device.output.count() == 256 * 512 * 4 / 8);
  const hlo_memory_summary wider = analyze_hlo(parse_stablehlo_module(text, {.mesh = mesh{{"data", 8}, {"model", 4}}}));
  CHECK(wider.categories->device.argument.count() == 256 * 512 * 4 / 32);
}

TEST_CASE("a result whose sharding differs from its value's sizes the output by the result's") {
  // jax.jit(step, out_shardings=P()) on arguments sharded 8 ways: the updated value is computed
  // from the sharded argument and returned replicated; XLA's partitioner reshards it into an output
  // buffer of the whole array, and the lowered reader sized it by the argument's sharding, as exact.
  const std::string text = R"(module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}) -> (tensor<256x512xf32> {jax.result_info = "result['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512x128xf32> {jax.result_info = "result['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.negate %arg0 : tensor<256x512xf32>
    return %0, %arg1 : tensor<256x512xf32>, tensor<512x128xf32>
  }
}
)";
  const hlo_module m = parse_stablehlo_module(text);
  const hlo_memory_summary s = analyze_hlo(m);
  CHECK(m.lowered->outputs_exact);
  CHECK(s.categories->device.argument.count() == (256 * 512 + 512 * 128) * 4 / 8);
  // Both whole, as their results say, and the output tuple's table (a pointer a leaf).
  CHECK(s.categories->device.output.count() == (256 * 512 + 512 * 128) * 4 + 2 * 8);
  CHECK(named(m, "main", "arg1.result.1").opcode == "copy");  // the argument resharded into the output
  // One result: an argument returned alone is copied into its result's sharding too.
  const std::string one = R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=8]>
  func.func public @main(%arg0: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    return %arg0 : tensor<64x8xf32>
  }
}
)";
  const hlo_memory_summary alone = analyze_hlo(parse_stablehlo_module(one));
  CHECK(alone.categories->device.argument.count() == 64 * 8 * 4 / 8);
  CHECK(alone.categories->device.output.count() == 64 * 8 * 4);
}

TEST_CASE("a donated argument of a one-result @main aliases output {}, not {0}, and is read") {
  // tests/data/jax's donate_inplace_add_1dev: `tf.aliasing_output = 0` on a function whose one
  // result is the ROOT itself (XLA writes `input_output_alias={ {}: (0, {}, may-alias) }`); it was
  // refused with "instruction '0' has no subshape at index {0}".
  const hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x256xf32>) -> (tensor<1024x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1024x256xf32>
    return %0 : tensor<1024x256xf32>
  }
}
)");
  REQUIRE(m.input_output_alias.size() == 1);
  CHECK(m.input_output_alias[0].output.empty());
  const hlo_memory_summary s = analyze_hlo(m, 0, hlo_backend::cpu);
  REQUIRE(s.categories.has_value());
  CHECK(s.categories->device.argument.count() == 2 * 1048576);  // JAX's memory_analysis of the program
  CHECK(s.categories->device.output.count() == 1048576);
  CHECK(s.categories->device.alias.count() == 1048576);
}

TEST_CASE("chlo.top_k's results are typed by `T -> (T1, T2)`, not by its operand's type") {
  // tests/data/jax's op_top_k_1dev: JAX's output is 2 x [1024, 8] and the tuple's table (16 bytes).
  const hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x512xf32>) -> (tensor<1024x8xf32>, tensor<1024x8xi32>) {
    %values, %indices = chlo.top_k(%arg0, k = 8) : tensor<1024x512xf32> -> (tensor<1024x8xf32>, tensor<1024x8xi32>)
    return %values, %indices : tensor<1024x8xf32>, tensor<1024x8xi32>
  }
}
)");
  const hlo_instruction* t = nullptr;
  for (const hlo_instruction& i : m.entry()->instructions)
    if (i.opcode == "chlo.top_k") t = &i;
  REQUIRE(t != nullptr);
  REQUIRE(t->shape.is_tuple());
  REQUIRE(t->shape.elements.size() == 2);
  CHECK(t->shape.elements[0].dims.size() == 2);
  CHECK(t->shape.elements[0].dims[1] == 8);
  CHECK(t->shape.elements[1].element == dtype::s32);
  const hlo_memory_summary s = analyze_hlo(m, 0, hlo_backend::cpu);
  CHECK(s.categories->device.output.count() == 65552);  // JAX's memory_analysis
}

TEST_CASE("on the cpu backend, pinned_host arguments and outputs count as device memory, as XLA:CPU has one") {
  // tests/data/jax's offload_output_to_host_x1: JAX's output_size_in_bytes is the 1 MiB result placed in
  // pinned_host, and every host_* field is 0.
  const hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {mhlo.memory_kind = "device"}) -> (tensor<1024x256xf32> {jax.result_info = "result", mhlo.memory_kind = "pinned_host"}) {
    %0 = stablehlo.sine %arg0 : tensor<1024x256xf32>
    %1 = stablehlo.custom_call @annotate_device_placement(%0) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
}
)");
  const hlo_memory_summary cpu = analyze_hlo(m, 0, hlo_backend::cpu);
  CHECK(cpu.categories->device.output.count() == 1048576);
  CHECK(cpu.categories->host.output.count() == 0);
  const hlo_memory_summary gpu = analyze_hlo(m, 0, hlo_backend::gpu);  // GPU keeps its host memory apart
  CHECK(gpu.categories->device.output.count() == 0);
  CHECK(gpu.categories->host.output.count() == 1048576);
}
