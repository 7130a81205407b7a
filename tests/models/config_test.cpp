// Tests for models/config.hpp: validation messages, MoE layer placement and capacity, printing.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include <shardmem/models/config.hpp>
#include <shardmem/models/params.hpp>

#include "toy_models.hpp"

using namespace shardmem;

using models_test::tiny_gpt;
using models_test::tiny_llama;

TEST_CASE("latent attention and multi-token prediction fields that cannot hold are refused naming the field") {
  transformer_config c = tiny_llama();
  c.mla = mla_config{.kv_lora_rank = 16, .qk_nope_head_dim = 8, .qk_rope_head_dim = 8, .v_head_dim = 16};
  CHECK_NOTHROW(validate(c));
  c.kv_heads = 2;
  CHECK_THROWS_WITH_AS(validate(c),
                       "invalid transformer config 'tiny': .mla sets the attention's widths, so .kv_heads must stay "
                       "unset (false); every head has its own key and value from the latent",
                       invalid_error);
  c.kv_heads.reset();
  c.qk_norm = true;
  CHECK_THROWS_WITH_AS(validate(c), doctest::Contains("so .qk_norm must stay unset"), invalid_error);
  c.qk_norm = false;
  c.mla->q_lora_rank = 0;
  CHECK_THROWS_WITH_AS(validate(c),
                       "invalid transformer config 'tiny': .mla->q_lora_rank is 0; set it to at least 1 (DeepSeek-V3: "
                       "q_lora_rank 1536, kv_lora_rank 512, qk_nope_head_dim 128, qk_rope_head_dim 64, v_head_dim 128)",
                       invalid_error);
  c.mla->q_lora_rank.reset();
  c.mla->v_head_dim = 0;
  CHECK_THROWS_WITH_AS(validate(c), doctest::Contains(".mla->v_head_dim is 0"), invalid_error);
  c.mla.reset();
  c.mtp_layers = -1;
  CHECK_THROWS_WITH_AS(validate(c),
                       "invalid transformer config 'tiny': .mtp_layers is -1; set it to the multi-token prediction "
                       "modules (0 or more)",
                       invalid_error);
}

TEST_CASE("MoE layers are every layer_interval-th from first_layer") {
  for (std::int64_t layers : {1, 2, 7, 12, 61}) {
    for (std::int64_t first = 0; first < layers && first < 4; ++first) {
      for (std::int64_t interval : {1, 2, 3, 5}) {
        CAPTURE(layers);
        CAPTURE(first);
        CAPTURE(interval);
        transformer_config c = tiny_llama();
        c.layers = layers;
        c.moe = moe_config{.experts = 8, .top_k = 2, .first_layer = first, .layer_interval = interval};
        std::int64_t count = 0;
        for (std::int64_t i = 0; i < layers; ++i)
          if (is_moe_layer(c, i)) {
            ++count;
            CHECK(i >= first);
            CHECK((i - first) % interval == 0);
          }
        CHECK(count == moe_layer_count(c));
        CHECK(is_moe_layer(c, first));
      }
    }
  }
}

TEST_CASE("expert capacity follows Megatron-Core's get_capacity(tokens x top_k, experts, factor)") {
  transformer_config c = tiny_llama();
  c.moe = moe_config{.experts = 8, .top_k = 2, .capacity_factor = 1.25};
  CHECK(expert_capacity(c, 4096) == 1280);  // ceil(8192 / 8 * 1.25)
  CHECK(expert_capacity(c, 4095) == 1280);  // ceil(8190 / 8 * 1.25) = ceil(1279.69)
  CHECK(expert_capacity(c, 1) == 1);        // ceil(2 / 8 * 1.25) = ceil(0.3125)
  CHECK(expert_capacity(c, 0) == 0);
  c.moe = moe_config{.experts = 64, .top_k = 1, .capacity_factor = 1.0};  // Switch Transformer, top-1
  CHECK(expert_capacity(c, 1024) == 16);
  c.moe->capacity_factor.reset();  // dropless: one expert may receive every token
  CHECK(expert_capacity(c, 1024) == 1024);
  CHECK_THROWS_WITH_AS((void)expert_capacity(c, -1),
                       "cannot size the experts of transformer config 'tiny' for -1 tokens; the token count must be "
                       ">= 0",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)expert_capacity(tiny_llama(), 2),
                       "transformer config 'tiny' has no mixture of experts, so no expert capacity; set .moe",
                       invalid_error);
}

TEST_CASE("invalid sizes are rejected naming the field, its value and what to set") {
  auto message = [](auto change) {
    transformer_config c = tiny_llama();
    change(c);
    try {
      validate(c);
    } catch (const invalid_error& e) {
      return std::string(e.what());
    }
    return std::string("valid");
  };
  CHECK(message([](auto& c) { c.hidden = 0; }) ==
        "invalid transformer config 'tiny': .hidden is 0; set it to the model width (at least 1)");
  CHECK(message([](auto& c) {
          c.name.clear();
          c.layers = -3;
        }) == "invalid transformer config: .layers is -3; set it to the number of transformer blocks (at least 1)");
  CHECK(message([](auto& c) { c.heads = 0; }) ==
        "invalid transformer config 'tiny': .heads is 0; set it to the number of query heads (at least 1)");
  CHECK(message([](auto& c) { c.ffn = 0; }) ==
        "invalid transformer config 'tiny': .ffn is 0; set it to the MLP's inner width (at least 1)");
  CHECK(message([](auto& c) { c.vocab = 0; }) ==
        "invalid transformer config 'tiny': .vocab is 0; set it to the vocabulary size (at least 1)");
  CHECK(message([](auto& c) { c.seq_len = 0; }) ==
        "invalid transformer config 'tiny': .seq_len is 0; set it to the tokens per sequence (at least 1)");
  CHECK(message([](auto& c) { c.micro_batch = 0; }) ==
        "invalid transformer config 'tiny': .micro_batch is 0; set it to the sequences per micro-batch (at least 1)");
  CHECK(message([](auto& c) { c.kv_heads = 0; }) ==
        "invalid transformer config 'tiny': .kv_heads is 0; set it to the number of key/value heads (at least 1), "
        "or leave it unset for multi-head attention (kv_heads = heads)");
  CHECK(message([](auto& c) { c.head_dim = 0; }) ==
        "invalid transformer config 'tiny': .head_dim is 0; set it to at least 1, or leave it unset for hidden / "
        "heads");
  CHECK(message([](auto&) {}) == "valid");
}

TEST_CASE("attention heads that do not divide are rejected with the divisors to choose from") {
  CHECK_THROWS_WITH_AS(validate(
                           {.name = "w", .hidden = 4000, .layers = 1, .heads = 48, .ffn = 1, .vocab = 1, .seq_len = 1}),
                       "invalid transformer config 'w': .hidden (4000) is not divisible by .heads (48), so the "
                       "default head_dim (hidden / heads) is not an integer; set .head_dim explicitly or choose "
                       ".heads among the divisors of 4000",
                       invalid_error);
  // With an explicit head_dim, hidden need not be divisible by heads.
  CHECK_NOTHROW(validate(
      {.name = "w", .hidden = 4000, .layers = 1, .heads = 48, .head_dim = 64, .ffn = 1, .vocab = 1, .seq_len = 1}));
  CHECK_THROWS_WITH_AS(
      validate(
          {.name = "gqa", .hidden = 4096, .layers = 1, .heads = 32, .kv_heads = 6, .ffn = 1, .vocab = 1, .seq_len = 1}),
      "invalid transformer config 'gqa': .heads (32) is not divisible by .kv_heads (6): "
      "grouped-query attention shares each key/value head among heads / kv_heads query heads; "
      "choose .kv_heads among 1, 2, 4, 8, 16, 32",
      invalid_error);
  CHECK_THROWS_WITH_AS(
      validate(
          {.name = "gqa", .hidden = 64, .layers = 1, .heads = 4, .kv_heads = 8, .ffn = 1, .vocab = 1, .seq_len = 1}),
      "invalid transformer config 'gqa': .heads (4) is not divisible by .kv_heads (8): "
      "grouped-query attention shares each key/value head among heads / kv_heads query heads; "
      "choose .kv_heads among 1, 2, 4",
      invalid_error);
}

TEST_CASE("position settings that cannot hold are rejected") {
  transformer_config c = tiny_llama();
  c.max_positions = 4096;
  CHECK_THROWS_WITH_AS(validate(c),
                       "invalid transformer config 'tiny': .max_positions (4096) applies only to learned position "
                       "embeddings, but .positions is rotary; leave it unset or set .positions = "
                       "position_kind::learned",
                       invalid_error);
  c.positions = position_kind::learned;
  c.max_positions = 16;
  CHECK_THROWS_WITH_AS(validate(c),
                       "invalid transformer config 'tiny': .max_positions (16) is shorter than .seq_len (32): the "
                       "learned position table has no row past position 15; raise .max_positions to at least 32 or "
                       "shorten .seq_len",
                       invalid_error);
  c.max_positions = 32;
  CHECK_NOTHROW(validate(c));
}

TEST_CASE("inconsistent mixture-of-experts fields are rejected naming the moe field") {
  auto with_moe = [](moe_config m) {
    transformer_config c = tiny_llama();
    c.moe = m;
    return c;
  };
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 0, .top_k = 1})),
                       "invalid transformer config 'tiny': .moe->experts is 0; set it to the number of routed experts "
                       "(at least 1)",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 0})),
                       "invalid transformer config 'tiny': .moe->top_k is 0; set it to the number of experts each "
                       "token is routed to (at least 1)",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 4})),
                       "invalid transformer config 'tiny': .moe->top_k (4) exceeds .moe->experts (2): a token cannot "
                       "be routed to more experts than exist; lower .moe->top_k to at most 2",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 1, .capacity_factor = 0.0})),
                       "invalid transformer config 'tiny': .moe->capacity_factor is 0; set it above 0 (tokens past "
                       "an expert's capacity are dropped), or leave it unset for dropless routing",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 1, .capacity_factor = -1.5})),
                       "invalid transformer config 'tiny': .moe->capacity_factor is -1.5; set it above 0 (tokens past "
                       "an expert's capacity are dropped), or leave it unset for dropless routing",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 1, .layer_interval = 0})),
                       "invalid transformer config 'tiny': .moe->layer_interval is 0; set it to at least 1 (1: every "
                       "layer from .moe->first_layer is MoE, 2: every other layer)",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 1, .first_layer = 2})),
                       "invalid transformer config 'tiny': .moe->first_layer (2) is not a layer of the model's 2 "
                       "layers (0..1); set it between 0 and 1",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 1, .shared_experts = -1})),
                       "invalid transformer config 'tiny': .moe->shared_experts is -1; set it to 0 or more",
                       invalid_error);
  CHECK_THROWS_WITH_AS(validate(with_moe({.experts = 2, .top_k = 1, .expert_ffn = 0})),
                       "invalid transformer config 'tiny': .moe->expert_ffn is 0; set it to the experts' inner width "
                       "(at least 1), or leave it unset to use .ffn",
                       invalid_error);
  CHECK_NOTHROW(validate(with_moe({.experts = 2, .top_k = 2, .capacity_factor = 0.5, .first_layer = 1})));
}

TEST_CASE("counting functions validate first and check layer indices") {
  transformer_config bad = tiny_llama();
  bad.ffn = 0;
  CHECK_THROWS_AS((void)parameter_count(bad), invalid_error);
  CHECK_THROWS_AS((void)parameter_breakdown(bad), invalid_error);
  CHECK_THROWS_AS((void)block_parameters(bad, 0), invalid_error);
  CHECK_THROWS_AS((void)parameter_bytes(bad), invalid_error);
  CHECK_THROWS_WITH_AS((void)block_parameters(tiny_llama(), 2),
                       "layer 2 is out of range for transformer config 'tiny' with 2 layers (0..1)",
                       out_of_range_error);
  CHECK_THROWS_WITH_AS((void)is_moe_layer(tiny_llama(), -1),
                       "layer -1 is out of range for transformer config 'tiny' with 2 layers (0..1)",
                       out_of_range_error);
}

TEST_CASE("configs compare equal field by field, MoE fields included") {
  CHECK(tiny_llama() == tiny_llama());
  CHECK_FALSE(tiny_llama() == tiny_gpt());
  transformer_config a = tiny_llama(), b = tiny_llama();
  a.moe = moe_config{.experts = 8, .top_k = 2};
  b.moe = moe_config{.experts = 8, .top_k = 2, .capacity_factor = 1.0};
  CHECK_FALSE(a == b);
  b.moe->capacity_factor.reset();
  CHECK(a == b);
}

TEST_CASE("model kinds print with their usual names") {
  CHECK(fmt::format("{}", mlp_kind::gelu) == "gelu");
  CHECK(fmt::format("{}", mlp_kind::swiglu) == "swiglu");
  CHECK(fmt::format("{}", norm_kind::layernorm) == "layernorm");
  CHECK(fmt::format("{}", norm_kind::rmsnorm) == "rmsnorm");
  CHECK(fmt::format("{}", attention_kind::materialized) == "materialized");
  CHECK(fmt::format("{:>7}", attention_kind::flash) == "  flash");
  CHECK(fmt::format("{}", position_kind::learned) == "learned");
  CHECK(fmt::format("{}", position_kind::rotary) == "rotary");
}

TEST_CASE("a config prints on one line with every field that shapes memory") {
  CHECK(fmt::format("{}", tiny_llama()) ==
        "tiny: h 64, 2 layers, heads 4/4 x 16, ffn 128 swiglu, rmsnorm, vocab 100 untied, rotary, flash attention, "
        "seq 32 x micro-batch 1, bf16 params, bf16 activations");
  CHECK(fmt::format("{}", tiny_gpt()) ==
        "tiny-gpt: h 64, 2 layers, heads 4/4 x 16, ffn 256 gelu, layernorm, vocab 100 tied, learned positions 128, "
        "qkv/out/mlp biases, materialized attention, dropout, seq 64 x micro-batch 4, f32 params, f16 activations");
  transformer_config moe = tiny_llama();
  moe.name.clear();
  moe.layers = 4;
  moe.kv_heads = 2;
  moe.out_bias = true;
  moe.moe = moe_config{.experts = 4,
                       .top_k = 2,
                       .capacity_factor = 1.25,
                       .first_layer = 1,
                       .layer_interval = 2,
                       .shared_experts = 1,
                       .expert_ffn = 32};
  CHECK(fmt::format("{}", moe) ==
        "transformer: h 64, 4 layers, heads 4/2 x 16, ffn 128 swiglu, rmsnorm, vocab 100 untied, rotary, out biases, "
        "flash attention, seq 32 x micro-batch 1, bf16 params, bf16 activations, moe 4 experts top-2 + 1 shared "
        "ffn 32 capacity 1.25 on every 2 layers from layer 1");
  moe.moe = moe_config{.experts = 8, .top_k = 2};
  CHECK(fmt::format("{}", moe).ends_with(", moe 8 experts top-2 dropless on every layer"));
}

TEST_CASE("review: the divisor hint of a huge .heads is immediate") {
  transformer_config c = tiny_llama();
  c.heads = 9'000'000'000'000'000'000;
  c.head_dim = 1;
  c.kv_heads = 7;
  CHECK_THROWS_WITH_AS(validate(c),
                       "invalid transformer config 'tiny': .heads (9000000000000000000) is not divisible by .kv_heads "
                       "(7): grouped-query attention shares each key/value head among heads / kv_heads query heads; "
                       "choose .kv_heads among the divisors of 9000000000000000000",
                       invalid_error);
}
