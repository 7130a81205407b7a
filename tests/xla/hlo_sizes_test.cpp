// Tests for xla/hlo_sizes.hpp: ByteSizeOf as XLA's backends count it, TPU tile padding, per-device
// shards from `sharding=`, each against a number XLA or a dump printed (sources named), and the
// entry parameters and root of the 322 jaxdecomp-benchmarks modules against the argument and
// output bytes their memory_analysis() printed.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

#include "test_data.hpp"

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

hlo_shape shape_of(std::string_view text) {
  // The shape of a one-parameter module's parameter.
  const hlo_module m = parse_hlo_module("HloModule m\nENTRY e { ROOT p = " + std::string(text) + " parameter(0) }");
  return m.entry()->root()->shape;
}

}  // namespace

TEST_CASE("hlo_byte_size is ShapeUtil::ByteSizeOf(shape, 8): arrays, tuples as index tables, tokens") {
  // HLO_VECTORS.json size rules (xla-liverange-*, xla-heapsim-min-memory-while-tuple,
  // xla-bufassign-peak-buffers): f32[4] = 16, f32[100] = 400, f32[1] = 4, a 2-tuple 16, pred 1 byte.
  CHECK(hlo_byte_size(shape_of("f32[4]")) == 16);
  CHECK(hlo_byte_size(shape_of("f32[100]{0}")) == 400);
  CHECK(hlo_byte_size(shape_of("f32[1]")) == 4);
  CHECK(hlo_byte_size(shape_of("(f32[], f32[])")) == 16);
  CHECK(hlo_byte_size(shape_of("(f32[1024]{0:S(5)}, f32[1024]{0}, u32[])")) == 24);
  CHECK(hlo_byte_size(shape_of("pred[]")) == 1);
  CHECK(hlo_byte_size(shape_of("pred[3]")) == 3);
  CHECK(hlo_byte_size(shape_of("token[]")) == 0);
  CHECK(hlo_byte_size(shape_of("c64[512,32,128]{2,1,0}")) == 16777216);  // jaxdecomp FFT 256 output
  CHECK(hlo_byte_size(shape_of("c128[2]")) == 32);
  // Sub-byte types take a byte each unless the layout packs them (../HLO.md sect. 3: ByteWidth).
  CHECK(hlo_byte_size(shape_of("s4[10]")) == 10);
  CHECK(hlo_byte_size(shape_of("s4[10]{0:E(4)}")) == 5);
  CHECK(hlo_byte_size(shape_of("s4[11]{0:E(4)}")) == 6);
  // A dynamic array carries 4 bytes of metadata per dimension on GPU (gpu_hlo_schedule.cc
  // GetSizeOfShape).
  CHECK(hlo_byte_size(shape_of("f32[<=10,4]")) == 10 * 4 * 4 + 8);
  CHECK_THROWS_WITH_AS((void)hlo_byte_size(shape_of("f32[?]")),
                       "the size of f32[-1] is not known before run time (dimension 0 is '?'); give it a bound, as in "
                       "<=1024",
                       invalid_error);
  CHECK_THROWS_AS((void)hlo_byte_size(shape_of("f32[4611686018427387904,4]")), overflow_error);
}

TEST_CASE("CPU sizes a dynamic array with 4 bytes of metadata per dimension, as GPU does") {
  // cpu_executable.cc CpuExecutable::ShapeSizeBytes (the CPU compiler's buffer size function):
  // ByteSizeOf plus sizeof(int32_t) per dimension when the shape is not static.
  CHECK(hlo_byte_size(shape_of("f32[<=10,4]"), hlo_backend::cpu) == 160 + 8);
  CHECK(hlo_byte_size(shape_of("s8[<=3,<=5,2]"), hlo_backend::cpu) == 30 + 12);
  CHECK(hlo_byte_size(shape_of("f32[10,4]"), hlo_backend::cpu) == 160);
}

TEST_CASE("TPU sizes pad to the layout's tiles: ColabFold's 64.00M buffer of 61.25M") {
  // HLO_VECTORS.json tpu-tiled-padding-colabfold (sokrypton/ColabFold #62, a TPU OOM report):
  // f32[1024,245,64]{1,2,0:T(8,128)}: "Size: 64.00M", "Unpadded size: 61.25M".
  const hlo_shape s = shape_of("f32[1024,245,64]{1,2,0:T(8,128)}");
  CHECK(hlo_byte_size(s, hlo_backend::tpu) == 67108864);  // 64.00 MiB
  CHECK(hlo_byte_size(s, hlo_backend::gpu) == 64225280);  // 61.25 MiB: other backends ignore tiles
  // A scalar tiled T(256) pads to the tile; a tile that divides the array adds nothing.
  CHECK(hlo_byte_size(shape_of("f32[]{:T(256)}"), hlo_backend::tpu) == 4);
  CHECK(hlo_byte_size(shape_of("f32[16,256]{1,0:T(8,128)}"), hlo_backend::tpu) == 16 * 256 * 4);
  CHECK(hlo_byte_size(shape_of("bf16[3,5]{1,0:T(8,128)(2,1)}"), hlo_backend::tpu) == 8 * 128 * 2);
}

TEST_CASE("review: tile padding that cannot be applied is an error, not a size without it") {
  CHECK_THROWS_WITH_AS((void)hlo_byte_size(shape_of("f32[16]{:T(128)}"), hlo_backend::tpu),
                       "the tiles of a f32[16] array need its dimension order in the layout, as in {1,0:T(8,128)}",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_byte_size(shape_of("f32[16]{0:T(*)}"), hlo_backend::tpu),
                       "a combined tile dimension '*' in the layout of a f32 array is not modelled", invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_byte_size(shape_of("f32[16]{0:T(0)}"), hlo_backend::tpu),
                       "a tile of size 0 in the layout of a f32 array", invalid_error);
  // An unknown element type never reaches a size: the reader refuses it.
  CHECK_THROWS_AS((void)shape_of("f31[2]"), parse_error);
}

TEST_CASE("hlo_device_shape: the padded shard under an instruction's sharding (seed 004, pre-partitioning)") {
  // HLO_VECTORS.json seed004-pre-partition-pad: per-device f64[1528,6136], f64[1528,1] = 12,224
  // (ceil(1/2) = 1) and the pad's f64[1528,62] = 757,888 (ceil(123/2) = 62). The vector's derived
  // 75,004,928 bytes for the first is an arithmetic slip: 1528 x 6136 x 8 = 75,006,464.
  const std::string_view tiled = "{devices=[2,2]<=[2,2]T(1,0)}";
  CHECK(hlo_device_shape(shape_of("f64[3056,12272]{1,0}"), tiled).dims == hlo_vector<std::int64_t>{1528, 6136});
  CHECK(hlo_byte_size(hlo_device_shape(shape_of("f64[3056,12272]{1,0}"), tiled)) == 75006464);
  CHECK(hlo_byte_size(hlo_device_shape(shape_of("f64[3056,1]{1,0}"), tiled)) == 12224);
  CHECK(hlo_byte_size(hlo_device_shape(shape_of("f64[3056,123]{1,0}"), tiled)) == 757888);
  CHECK(hlo_device_shape(shape_of("f32[8,4]"), "{replicated}").dims == hlo_vector<std::int64_t>{8, 4});
  // A tuple sharding, one entry per leaf (XLA's spmd_partitioner_test.cc OutfeedTupleEvenlyTiled).
  const hlo_shape t = hlo_device_shape(shape_of("(f32[1024,2]{1,0}, f32[2]{0})"),
                                       "{{devices=[2,1]0,1},\n {devices=[2]0,1}}");
  CHECK(t.elements[0].dims == hlo_vector<std::int64_t>{512, 2});
  CHECK(t.elements[1].dims == hlo_vector<std::int64_t>{1});
  CHECK(hlo_device_shape(shape_of("(f32[4], f32[6])"), "{replicated}").elements[1].dims ==
        hlo_vector<std::int64_t>{6});
  CHECK_THROWS_WITH_AS((void)hlo_device_shape(shape_of("(f32[4], f32[6])"), "{{replicated}}"),
                       "sharding '{{replicated}}' has 1 elements but the tuple has 2; give one per element",
                       invalid_error);
}

TEST_CASE("a tuple's sharding text splits into its elements as written; one sharding holds for every element") {
  using parts = std::vector<std::string_view>;
  CHECK(detail::hlo_tuple_sharding_parts("{{devices=[2,1]0,1},\n {devices=[2]0,1}}") ==
        parts{"{devices=[2,1]0,1}", "{devices=[2]0,1}"});
  // Brackets and strings inside an element are skipped whole (a metadata list, a quoted '}').
  CHECK(detail::hlo_tuple_sharding_parts(" { {maximal device=0 metadata={op_name=\"a}, b\"}} , {replicated} } ") ==
        parts{"{maximal device=0 metadata={op_name=\"a}, b\"}}", "{replicated}"});
  CHECK_FALSE(detail::hlo_tuple_sharding_parts("{replicated}").has_value());
  CHECK_FALSE(detail::hlo_tuple_sharding_parts("{devices=[2]0,1}").has_value());
  CHECK_FALSE(detail::hlo_tuple_sharding_parts("{}").has_value());
  CHECK_THROWS_WITH_AS((void)detail::hlo_tuple_sharding_parts("replicated"),
                       "cannot parse sharding \"replicated\" at position 0: expected '{' of a tuple sharding",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)detail::hlo_tuple_sharding_parts("{{replicated} {manual}}"),
                       "cannot parse sharding \"{{replicated} {manual}}\" at position 14: expected ',' between a "
                       "tuple sharding's elements",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)detail::hlo_tuple_sharding_parts("{,{replicated}}"),
                       "cannot parse sharding \"{,{replicated}}\" at position 1: expected an element's sharding",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)detail::hlo_tuple_sharding_parts("{{replicated}]}"),
                       "cannot parse sharding \"{{replicated}]}\" at position 13: expected a bracket opened before "
                       "this closing one",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)detail::hlo_tuple_sharding_parts("{{replicated},"),
                       "cannot parse sharding \"{{replicated},\" at position 14: expected a closed bracket group",
                       parse_error);
}

TEST_CASE("jaxdecomp-benchmarks: entry parameters and root sum to memory_analysis's argument and output bytes") {
  // tests/data/jaxdecomp (SOURCE.md): for each of the 322 GPU runs, the argument_size and
  // output_size columns of its CSV, printed by compiled.memory_analysis(). None of these modules
  // donates or returns a parameter, so the arguments are the entry parameters' buffers and the
  // output the root's.
  int runs = 0;
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    CAPTURE(run.module.string());
    REQUIRE(std::filesystem::exists(run.module));
    const hlo_module m = parse_hlo_module(test::read_file(run.module));
    CHECK(m.input_output_alias.empty());
    std::int64_t arguments = 0;
    for (const hlo_instruction& i : m.entry()->instructions)
      if (i.opcode == "parameter") arguments += hlo_byte_size(i.shape);
    CHECK(arguments == run.argument());
    CHECK(hlo_byte_size(m.entry()->root()->shape) == run.output());
    ++runs;
  }
  CHECK(runs == 322);
}

TEST_CASE("hlo_per_device names the instruction whose sharding does not fit its shape") {
  const hlo_module m = parse_hlo_module(
      "HloModule m\nENTRY e {\n  ROOT p = f32[8]{0} parameter(0), sharding={devices=[2,2]<=[4]}\n}\n");
  CHECK(hlo_before_partitioning(m));
  std::string message;
  try {
    (void)hlo_per_device(m);
  } catch (const invalid_error& e) {
    message = e.what();
  }
  CHECK(message.starts_with("instruction 'p' of computation 'e': "));
  CHECK(message.find("rank 1") != std::string::npos);
}
