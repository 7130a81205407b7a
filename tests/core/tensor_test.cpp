// Tests for core/tensor.hpp: aggregate descriptions, whole-array bytes, the printed notation.
#include <doctest/doctest.h>

#include <shardmem/core/tensor.hpp>

#include <type_traits>

using namespace shardmem;

TEST_CASE("a tensor is a plain aggregate of name, shape and dtype") {
  const tensor t{"w_qkv", {4096, 12288}, dtype::bf16};
  CHECK(t.name == "w_qkv");
  CHECK(t.shape == shape{4096, 12288});
  CHECK(t.dtype == dtype::bf16);
  CHECK(t.nbytes() == 96_MiB);
  // A graph's vector of tensors moves them when it grows: no name or shape copied.
  static_assert(std::is_nothrow_move_constructible_v<tensor>);
}

TEST_CASE("the Llama-3.1-8B embedding is 1,050,673,152 bytes in bf16") {
  // REFERENCE section 2 (seed 000): bf16[128256,4096] = 1,050,673,152 B.
  const tensor emb{"embed", {128256, 4096}, dtype::bf16};
  CHECK(emb.nbytes() == bytes{1'050'673'152});
}

TEST_CASE("a tensor prints as dtype[shape], with its name on request") {
  const tensor t{"w_out", {4096, 12290}, dtype::bf16};
  CHECK(fmt::format("{}", t) == "bf16[4096,12290]");
  CHECK(fmt::format("{:n}", t) == "'w_out' bf16[4096,12290]");
  CHECK(fmt::format("{}", tensor{"loss", {}, dtype::f32}) == "f32[]");
}

TEST_CASE("sub-byte tensors round up to a whole byte") {
  CHECK(tensor{"q", {3}, dtype::s4}.nbytes() == 2_B);
  CHECK(tensor{"q", {4096, 4096}, dtype::f4e2m1fn}.nbytes() == 8_MiB);
}

TEST_CASE("CLI paper cuts: XLA's bf16[4096,128]{1,0} array type is read, layout and all") {
  // The form an HLO dump prints an array in (xla/shape_util.cc: element type, dimensions, then the
  // minor-to-major layout in braces).
  const array_type a = parse_array_type("bf16[4096,128]{1,0}");
  CHECK(a.dtype == dtype::bf16);
  CHECK(a.shape == shape{4096, 128});
  CHECK(a.layout == std::vector<std::int64_t>{1, 0});
  CHECK(parse_array_type("f32[]").shape.rank() == 0);
  CHECK(parse_array_type("s8[2,3,4]{0,2,1}").layout == std::vector<std::int64_t>{0, 2, 1});
  CHECK(parse_array_type("f32[8]").layout.empty());
  CHECK_THROWS_WITH_AS(
      (void)parse_array_type("[4096,128]"),
      "cannot parse array type '[4096,128]': expected an element type and a shape, as in bf16[4096,128] "
      "or bf16[4096,128]{1,0}",
      parse_error);
  CHECK_THROWS_WITH_AS(
      (void)parse_array_type("bf16[4,8]{1,1}"),
      "cannot parse array type 'bf16[4,8]{1,1}': layout {1,1} is not a permutation of the 2 dimensions 0..1",
      parse_error);
  CHECK_THROWS_WITH_AS((void)parse_array_type("bf16[4,8]{1,0:T(8,128)}"), doctest::Contains("are not read"),
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_array_type("bf16[4,8]x"), doctest::Contains("only a layout may follow"),
                       parse_error);
  CHECK_THROWS_AS((void)parse_array_type("bq16[4]"), parse_error);
}
