// Tests for train/rules.hpp: the built-in backward rules (what each op kind's backward reads and
// costs), adding and replacing rules, and the error for an unknown kind.
#include <doctest/doctest.h>

#include <shardmem/train/rules.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

using namespace shardmem;

namespace {

using indices = std::vector<std::size_t>;

}  // namespace

TEST_CASE("a GPT layer's kernels keep the residuals Korthikanti et al. 2022 (sec. 4) count") {
  // Sec. 4.1: the matmuls keep their inputs (the QKV, out-projection, fc1 and fc2 inputs); GeLU
  // keeps its input; softmax keeps its output; dropout keeps its 1-byte mask; LayerNorm keeps its
  // input (and here its statistics, outputs 1 and 2).
  const op_rules rules;
  CHECK(rules.at("dot").saves_inputs == indices{0, 1});
  CHECK(rules.at("dot").saves_outputs.empty());
  CHECK(rules.at("gelu").saves_inputs == indices{0});
  CHECK(rules.at("gelu").saves_outputs.empty());
  CHECK(rules.at("softmax").saves_inputs.empty());
  CHECK(rules.at("softmax").saves_outputs == indices{0});
  CHECK(rules.at("dropout").saves_inputs.empty());
  CHECK(rules.at("dropout").saves_outputs == indices{1});
  CHECK(rules.at("layernorm").saves_inputs == indices{0});
  CHECK(rules.at("layernorm").saves_outputs == indices{1, 2});
  // Attention's QK^T and AV (batch_dot) keep both operands; the materialized attention op keeps
  // Q, K, V, its softmax probabilities (output 1) and its dropout mask (output 2).
  CHECK(rules.at("batch_dot").saves_inputs == indices{0, 1});
  CHECK(rules.at("attention").saves_inputs == indices{0, 1, 2});
  CHECK(rules.at("attention").saves_outputs == indices{1, 2});
  // FlashAttention (Dao et al. 2022, Algorithm 2) keeps Q, K, V, the output O and the softmax
  // statistics (here output 1, the log-sum-exp), never the s x s probabilities.
  CHECK(rules.at("flash_attention").saves_inputs == indices{0, 1, 2});
  CHECK(rules.at("flash_attention").saves_outputs == indices{0, 1});
}

TEST_CASE("the other built-in kinds read what their derivative needs") {
  const op_rules rules;
  CHECK(rules.at("silu").saves_inputs == indices{0});   // silu'(x) needs x
  CHECK(rules.at("relu").saves_outputs == indices{0});  // relu'(x) = [y > 0]
  CHECK(rules.at("relu_mask").saves_outputs == indices{1});
  CHECK(rules.at("rmsnorm").saves_inputs == indices{0});
  CHECK(rules.at("rmsnorm").saves_outputs == indices{1});
  CHECK(rules.at("mul").saves_inputs == indices{0, 1});  // d(ab) = a db + b da
  for (const char* kind : {"add", "sub", "reshape", "transpose", "scale", "sum", "reduce", "custom", "name"}) {
    CAPTURE(kind);
    CHECK(rules.at(kind).saves_inputs.empty());
    CHECK(rules.at(kind).saves_outputs.empty());
    CHECK(rules.at(kind).flops_ratio == 1.0);
    CHECK_FALSE(rules.at(kind).is_dot);
  }
  // Indices and labels get no gradient, and are what the backward reads of them.
  CHECK(rules.at("embedding").saves_inputs == indices{1});
  CHECK(rules.at("embedding").no_grad_inputs == indices{1});
  CHECK(rules.at("cross_entropy").saves_inputs == indices{0, 1});
  CHECK(rules.at("cross_entropy").no_grad_inputs == indices{1});
  CHECK(rules.at("chunked_cross_entropy").saves_inputs == indices{0, 1, 2});
  CHECK(rules.at("chunked_cross_entropy").no_grad_inputs == indices{2});
  CHECK(rules.at("top_k").saves_outputs == indices{0, 1});
  CHECK(rules.at("dispatch").saves_inputs == indices{1});
  CHECK(rules.at("dispatch").no_grad_inputs == indices{1});
  CHECK(rules.at("combine").saves_inputs == indices{0, 1, 2});
  CHECK(rules.at("combine").no_grad_inputs == indices{2});
}

TEST_CASE("a matmul's backward costs two forwards and is a dot; only batch_dot has batch dimensions") {
  // dX = dY W^T and dW = X^T dY: two matmuls of the forward's size (Narayanan et al. 2021,
  // sec. 5.1: the backward pass is twice the forward).
  const op_rules rules;
  CHECK(rules.at("dot").flops_ratio == 2.0);
  CHECK(rules.at("dot").is_dot);
  CHECK_FALSE(rules.at("dot").batch_dims);
  CHECK(rules.at("batch_dot").flops_ratio == 2.0);
  CHECK(rules.at("batch_dot").is_dot);
  CHECK(rules.at("batch_dot").batch_dims);
  CHECK_FALSE(rules.at("attention").is_dot);  // one fused kernel, not a dot_general for dots_saveable
  CHECK(rules.at("softmax").flops_ratio == 1.5);
  CHECK(rules.at("flash_attention").flops_ratio == 2.5);
}

TEST_CASE("collectives run backward as their transposes; gathers and host copies are redone, not kept") {
  // The transpose of an all-gather is a reduce-scatter and back (jax/_src/lax/parallel.py's
  // transpose rules); an all-reduce and an all-to-all are their own transposes.
  const op_rules rules;
  CHECK(rules.at("all-gather").backward_kind == "reduce-scatter");
  CHECK(rules.at("all-gather").recompute_outputs);
  CHECK(rules.at("reduce-scatter").backward_kind == "all-gather");
  CHECK_FALSE(rules.at("reduce-scatter").recompute_outputs);
  CHECK(rules.at("all-reduce").backward_kind == "all-reduce");
  CHECK(rules.at("all-to-all").backward_kind == "all-to-all");
  CHECK(rules.at("dynamic-slice").backward_kind == "pad");
  CHECK(rules.at("dynamic-slice").recompute_outputs);
  CHECK(rules.at("copy-to-host").backward_kind == "copy-to-device");
  CHECK_FALSE(rules.at("copy-to-host").recompute_outputs);
  CHECK(rules.at("copy-to-device").backward_kind == "copy-to-host");
  CHECK(rules.at("copy-to-device").recompute_outputs);
  // Every other kind leaves backward_kind empty: `<kind>.bwd`.
  CHECK(rules.at("dot").backward_kind.empty());
  CHECK(rules.at("name").backward_kind.empty());
}

TEST_CASE("op_rules::add declares a new kind and replaces a built-in one") {
  op_rules rules;
  CHECK_FALSE(rules.contains("conv"));
  rules.add("conv", {.saves_inputs = {0, 1}, .flops_ratio = 2.0, .is_dot = true});
  REQUIRE(rules.contains("conv"));
  CHECK(rules.at("conv").saves_inputs == indices{0, 1});
  CHECK(rules.at("conv").is_dot);
  CHECK(rules.at("conv").backward_kind.empty());
  rules.add("gelu", {.saves_outputs = {0}, .flops_ratio = 3.0});
  CHECK(rules.at("gelu").saves_inputs.empty());
  CHECK(rules.at("gelu").saves_outputs == indices{0});
  CHECK(rules.at("gelu").flops_ratio == 3.0);
  CHECK(op_rules{}.at("gelu").saves_inputs == indices{0});  // one table's change, not the defaults'
}

TEST_CASE("an unknown kind is an invalid_error naming it, the fix and every known kind, sorted") {
  const op_rules rules;
  CHECK_FALSE(rules.contains("Dot"));
  CHECK_THROWS_WITH_AS(
      (void)rules.at("conv"),
      "op kind 'conv' has no backward rule; declare it with op_rules::add (known kinds: add, all-gather, all-reduce, "
      "all-to-all, attention, batch_dot, chunked_cross_entropy, combine, concatenate, convert, copy-to-device, copy-to-host, "
      "cross_entropy, custom, dispatch, dot, dropout, dynamic-slice, embedding, flash_attention, gelu, layernorm, mul, "
      "name, reduce, reduce-scatter, relu, relu_mask, reshape, rmsnorm, scale, silu, slice, softmax, sub, sum, top_k, "
      "transpose)",
      invalid_error);
  op_rules more;
  more.add("conv", {});
  CHECK_THROWS_WITH_AS((void)more.at("pool"),
                       doctest::Contains("(known kinds: add, all-gather, all-reduce, all-to-all, "
                                         "attention, batch_dot, chunked_cross_entropy, combine, "
                                         "concatenate, conv, convert, copy-to-device,"),
                       invalid_error);
}
