// Tests for models/params.hpp: parameter counts derived from the structure, component by
// component, with every option toggled, and the breakdown's printing.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include <shardmem/models/config.hpp>
#include <shardmem/models/params.hpp>

#include "toy_models.hpp"

using namespace shardmem;

using models_test::tiny_gpt;
using models_test::tiny_llama;

namespace {

/// Sum of every block's parameters plus the non-block components.
std::int64_t sum_over_layers(const transformer_config& c) {
  const param_breakdown p = parameter_breakdown(c);
  std::int64_t t = p.embedding + p.positions + p.final_norm + p.lm_head;
  for (std::int64_t i = 0; i < c.layers; ++i) t += block_parameters(c, i).total();
  return t;
}

}  // namespace

TEST_CASE("a Llama-style block counts q, k, v, o, two RMSNorms and three SwiGLU matrices") {
  const transformer_config c = tiny_llama();
  CHECK_NOTHROW(validate(c));
  CHECK(c.resolved_head_dim() == 16);  // hidden / heads
  CHECK(c.resolved_kv_heads() == 4);   // multi-head attention when kv_heads is unset
  const block_params b = block_parameters(c, 0);
  CHECK(b == block_params{.attention_norm = 64,
                          .q = 64 * 64,
                          .k = 64 * 64,
                          .v = 64 * 64,
                          .o = 64 * 64,
                          .mlp_norm = 64,
                          .mlp = 3 * 64 * 128});
  CHECK(b.attention() == 4 * 64 * 64);
  CHECK(b.norms() == 128);
  CHECK(b.total() == 41'088);
  const param_breakdown p = parameter_breakdown(c);
  CHECK(p.embedding == 100 * 64);
  CHECK(p.positions == 0);  // rotary has no parameters
  CHECK(p.dense_blocks == 2);
  CHECK(p.moe_blocks == 0);
  CHECK(p.final_norm == 64);
  CHECK(p.lm_head == 64 * 100);  // untied
  CHECK(p.total() == 95'040);
  CHECK(p.active() == p.total());
  CHECK(parameter_count(c) == 95'040);
}

TEST_CASE("grouped-query attention shrinks k and v to kv_heads x head_dim") {
  transformer_config c = tiny_llama();
  c.kv_heads = 2;
  CHECK(c.kv_width() == 32);
  CHECK(c.q_width() == 64);
  const block_params b = block_parameters(c, 1);
  CHECK(b.q == 64 * 64);
  CHECK(b.k == 64 * 32);
  CHECK(b.v == 64 * 32);
  CHECK(b.o == 64 * 64);
}

TEST_CASE("an explicit head_dim decouples the attention width from hidden") {
  // Gemma-7B-like shape: h 3072, 16 heads of 256, so q is [3072, 4096].
  transformer_config c = tiny_llama();
  c.hidden = 3072;
  c.heads = 16;
  c.head_dim = 256;
  const block_params b = block_parameters(c, 0);
  CHECK(c.q_width() == 4096);
  CHECK(b.q == 3072 * 4096);
  CHECK(b.o == 4096 * 3072);
}

TEST_CASE("a GPT-style block has 12h^2 + 13h parameters (Narayanan et al. 2021, sec. 5.1)") {
  // P = 12lh^2 (1 + 13/(12h) + (V + s)/(12lh)): per layer 12h^2 + 13h with LayerNorm, biases, GeLU
  // and ffn 4h; embeddings (V + s)h; the formula leaves out the final LayerNorm (2h).
  for (std::int64_t h : {64, 128, 768, 1024, 4096, 12288}) {
    for (std::int64_t heads : {1, 4, 8}) {
      CAPTURE(h);
      CAPTURE(heads);
      transformer_config c = tiny_gpt();
      c.hidden = h;
      c.heads = heads;
      c.ffn = 4 * h;
      c.layers = 3;
      const param_breakdown p = parameter_breakdown(c);
      CHECK(p.dense_block.total() == 12 * h * h + 13 * h);
      CHECK(p.total() == 3 * (12 * h * h + 13 * h) + (c.vocab + c.seq_len * 2) * h + 2 * h);  // max_positions 128 = 2s
    }
  }
  const param_breakdown p = parameter_breakdown(tiny_gpt());
  CHECK(p.dense_block == block_params{.attention_norm = 128,
                                      .q = 4'160,
                                      .k = 4'160,
                                      .v = 4'160,
                                      .o = 4'160,
                                      .mlp_norm = 128,
                                      .mlp = 16'640 + 16'448});
  CHECK(p.positions == 128 * 64);
  CHECK(p.lm_head == 0);  // tied
}

TEST_CASE("each structural option adds exactly its parameters") {
  for (const transformer_config& base : {tiny_llama(), tiny_gpt()}) {
    CAPTURE(base.name);
    const std::int64_t h = base.hidden, f = base.ffn, L = base.layers;
    const std::int64_t before = parameter_count(base);
    auto delta = [&](auto change) {
      transformer_config c = base;
      change(c);
      return parameter_count(c) - before;
    };
    const std::int64_t qkv_bias = base.q_width() + 2 * base.kv_width();
    const std::int64_t mlp_bias = (base.mlp == mlp_kind::swiglu ? 2 * f : f) + h;
    const std::int64_t norm_gap = (2 * L + 1) * h;  // LayerNorm's bias on 2 norms per layer and the final one
    const std::int64_t head = base.vocab * h;
    CHECK(delta([](auto& c) { c.qkv_bias = !c.qkv_bias; }) == (base.qkv_bias ? -1 : 1) * L * qkv_bias);
    CHECK(delta([](auto& c) { c.out_bias = !c.out_bias; }) == (base.out_bias ? -1 : 1) * L * h);
    CHECK(delta([](auto& c) { c.mlp_bias = !c.mlp_bias; }) == (base.mlp_bias ? -1 : 1) * L * mlp_bias);
    CHECK(delta([](auto& c) { c.norm = c.norm == norm_kind::layernorm ? norm_kind::rmsnorm : norm_kind::layernorm; }) ==
          (base.norm == norm_kind::layernorm ? -1 : 1) * norm_gap);
    CHECK(delta([](auto& c) { c.tied_embeddings = !c.tied_embeddings; }) == (base.tied_embeddings ? 1 : -1) * head);
    const std::int64_t one_matrix = (h * f + (base.mlp_bias ? f : 0));
    CHECK(delta([](auto& c) { c.mlp = c.mlp == mlp_kind::gelu ? mlp_kind::swiglu : mlp_kind::gelu; }) ==
          (base.mlp == mlp_kind::gelu ? 1 : -1) * L * one_matrix);
    // Dropout, attention kind, dtypes and the workload shape carry no parameters.
    CHECK(delta([](auto& c) { c.dropout = !c.dropout; }) == 0);
    CHECK(delta([](auto& c) { c.attention = attention_kind::flash; }) == 0);
    CHECK(delta([](auto& c) { c.micro_batch = 16; }) == 0);
    CHECK(delta([](auto& c) { c.param_dtype = dtype::f8e4m3fn; }) == 0);
  }
  // Learned positions add max_positions x h; rotary adds nothing.
  transformer_config c = tiny_gpt();
  const std::int64_t learned = parameter_count(c);
  c.positions = position_kind::rotary;
  c.max_positions.reset();
  CHECK(learned - parameter_count(c) == 128 * 64);
  c = tiny_gpt();
  c.max_positions.reset();  // defaults to seq_len
  CHECK(c.resolved_max_positions() == 64);
  CHECK(parameter_breakdown(c).positions == 64 * 64);
}

TEST_CASE("an MoE block replaces its MLP by a router, routed experts and shared experts") {
  transformer_config c = tiny_llama();
  c.layers = 4;
  c.moe = moe_config{
      .experts = 4, .top_k = 2, .first_layer = 1, .layer_interval = 2, .shared_experts = 1, .expert_ffn = 32};
  const std::vector<bool> expected{false, true, false, true};
  for (std::int64_t i = 0; i < 4; ++i) {
    CAPTURE(i);
    CHECK(is_moe_layer(c, i) == expected[static_cast<std::size_t>(i)]);
  }
  CHECK(moe_layer_count(c) == 2);
  const std::int64_t expert = 3 * 64 * 32;  // SwiGLU of width expert_ffn
  const block_params moe = block_parameters(c, 1);
  CHECK(moe == block_params{.attention_norm = 64,
                            .q = 4'096,
                            .k = 4'096,
                            .v = 4'096,
                            .o = 4'096,
                            .mlp_norm = 64,
                            .mlp = 0,
                            .router = 64 * 4,
                            .experts = 4 * expert,
                            .active_experts = 2 * expert,
                            .shared_experts = expert});
  CHECK(moe.active() == moe.total() - 2 * expert);
  CHECK(block_parameters(c, 0) == block_parameters(tiny_llama(), 0));  // dense layers keep the ffn-wide MLP
  const param_breakdown p = parameter_breakdown(c);
  CHECK(p.dense_blocks == 2);
  CHECK(p.moe_blocks == 2);
  CHECK(p.moe_block == moe);
  CHECK(p.total() == 190'016);
  CHECK(p.active() == 165'440);
  // Without expert_ffn each expert is as wide as the dense MLP.
  c.moe->expert_ffn.reset();
  CHECK(c.resolved_expert_ffn() == 128);
  CHECK(block_parameters(c, 3).experts == 4 * 3 * 64 * 128);
}

TEST_CASE("the breakdown's total is the sum of every block and the embeddings, norm and head") {
  std::vector<transformer_config> configs{tiny_llama(), tiny_gpt()};
  transformer_config moe = tiny_llama();
  moe.layers = 9;
  moe.kv_heads = 1;
  moe.moe = moe_config{.experts = 16, .top_k = 4, .first_layer = 3, .layer_interval = 2, .shared_experts = 2};
  configs.push_back(moe);
  transformer_config all_moe = tiny_gpt();
  all_moe.moe = moe_config{.experts = 2, .top_k = 2};
  configs.push_back(all_moe);
  for (const transformer_config& c : configs) {
    CAPTURE(fmt::format("{}", c));
    const param_breakdown p = parameter_breakdown(c);
    CHECK(p.total() == sum_over_layers(c));
    CHECK(p.dense_blocks + p.moe_blocks == c.layers);
    CHECK(p.blocks() == p.dense_blocks * p.dense_block.total() + p.moe_blocks * p.moe_block.total());
    CHECK(p.active() <= p.total());
  }
}

TEST_CASE("a parameter count past int64 is an overflow_error, not a wrapped number") {
  transformer_config c = tiny_llama();
  c.hidden = std::int64_t{1} << 40;
  c.vocab = std::int64_t{1} << 40;
  CHECK_THROWS_WITH_AS((void)parameter_count(c),
                       "overflow computing a parameter count: 1099511627776 x 1099511627776 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
}

TEST_CASE("parameter bytes are the count stored in param_dtype or in any dtype") {
  const transformer_config llama = tiny_llama();  // bf16
  CHECK(parameter_bytes(llama) == bytes{95'040 * 2});
  CHECK(parameter_bytes(llama, dtype::f32) == bytes{95'040 * 4});
  CHECK(parameter_bytes(llama, dtype::f8e4m3fn) == bytes{95'040});
  CHECK(parameter_bytes(llama, dtype::s4) == bytes{95'040 / 2});
  CHECK(parameter_breakdown(llama).nbytes(dtype::f16) == bytes{95'040 * 2});
  const transformer_config gpt = tiny_gpt();  // f32
  CHECK(parameter_bytes(gpt) == bytes{114'688 * 4});
  CHECK(gpt.tokens() == 64 * 4);
}

TEST_CASE("a breakdown prints as a table with one row per component") {
  CHECK(fmt::format("{}", block_parameters(tiny_llama(), 0)) ==
        "41,088: attention 16,384 (q 4,096, k 4,096, v 4,096, o 4,096), norms 128, mlp 24,576");
  CHECK(fmt::format("{}", parameter_breakdown(tiny_gpt())) ==
        "114,688 parameters\n"
        "  embedding          6,400\n"
        "  positions          8,192\n"
        "  2 dense blocks    99,968  each 49,984: attention 16,640 (q 4,160, k 4,160, v 4,160, o 4,160), norms 256, "
        "mlp 33,088\n"
        "  final norm           128\n"
        "  lm head             tied");
  transformer_config moe = tiny_llama();
  moe.layers = 4;
  moe.moe = moe_config{
      .experts = 4, .top_k = 2, .first_layer = 1, .layer_interval = 2, .shared_experts = 1, .expert_ffn = 32};
  CHECK(fmt::format("{}", parameter_breakdown(moe)) ==
        "190,016 parameters (165,440 active per token)\n"
        "  embedding          6,400\n"
        "  2 dense blocks    82,176  each 41,088: attention 16,384 (q 4,096, k 4,096, v 4,096, o 4,096), norms 128, "
        "mlp 24,576\n"
        "  2 moe blocks      94,976  each 47,488: attention 16,384 (q 4,096, k 4,096, v 4,096, o 4,096), norms 128, "
        "router 256, experts 24,576 (12,288 active), shared experts 6,144\n"
        "  final norm            64\n"
        "  lm head            6,400");
}

// Review: the "choose .kv_heads among ..." hint listed the divisors of .heads by trial division up
// to sqrt(heads): minutes for heads near 2^63 (a model JSON can say so).
TEST_CASE("audit: the parameter count of an absurd config is exact up to int64, then an overflow_error") {
  // Embedding 2^61 (tied), attention 4 x 2^60, norms 2 x 2^30, SwiGLU 3 x 2^30, final norm 2^30.
  transformer_config c{.name = "absurd",
                       .hidden = std::int64_t{1} << 30,
                       .layers = 1,
                       .heads = 1,
                       .ffn = 1,
                       .vocab = std::int64_t{1} << 31,
                       .tied_embeddings = true,
                       .seq_len = 1};
  CHECK(parameter_count(c) == 6'917'529'034'083'532'800);
  CHECK(parameter_bytes(c, dtype::s4) == bytes{3'458'764'517'041'766'400});
  CHECK_THROWS_WITH_AS((void)parameter_bytes(c, dtype::f32),
                       "overflow computing a buffer's bytes: 6917529034083532800 x 4 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
  c.layers = 2;
  CHECK_THROWS_WITH_AS((void)parameter_count(c),
                       "overflow computing a parameter count: 2 x 4611686023796097024 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
}
