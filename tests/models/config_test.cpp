// Tests for models/config.hpp: validation messages, parameter counts derived from the structure
// (component by component, with every option toggled), MoE layer placement and capacity, printing.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include <shardmem/models/config.hpp>

using namespace shardmem;

namespace {

/// A small Llama-style model: SwiGLU, RMSNorm, rotary, no biases, untied.
transformer_config tiny_llama() {
  return {.name = "tiny", .hidden = 64, .layers = 2, .heads = 4, .ffn = 128, .vocab = 100, .seq_len = 32};
}

/// A small GPT-style model: GeLU, LayerNorm, learned positions, biases, tied.
transformer_config tiny_gpt() {
  return {
      .name = "tiny-gpt",
      .hidden = 64,
      .layers = 2,
      .heads = 4,
      .ffn = 256,
      .mlp = mlp_kind::gelu,
      .norm = norm_kind::layernorm,
      .qkv_bias = true,
      .out_bias = true,
      .mlp_bias = true,
      .dropout = true,
      .attention = attention_kind::materialized,
      .vocab = 100,
      .tied_embeddings = true,
      .positions = position_kind::learned,
      .max_positions = 128,
      .seq_len = 64,
      .micro_batch = 4,
      .param_dtype = dtype::f32,
      .activation_dtype = dtype::f16,
  };
}

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
