// Tests for core/tensor.hpp: aggregate descriptions, whole-array bytes, the printed notation.
#include <doctest/doctest.h>

#include <shardmem/core/tensor.hpp>

using namespace shardmem;

TEST_CASE("a tensor is a plain aggregate of name, shape and dtype") {
  const tensor t{"w_qkv", {4096, 12288}, dtype::bf16};
  CHECK(t.name == "w_qkv");
  CHECK(t.shape == shape{4096, 12288});
  CHECK(t.dtype == dtype::bf16);
  CHECK(t.nbytes() == 96_MiB);
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
