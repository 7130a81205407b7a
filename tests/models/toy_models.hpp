// Toy transformer configs for the tests of models/: Llama's and GPT-3's layers at toy size.
#pragma once

#include <shardmem/models/config.hpp>

namespace models_test {

using shardmem::transformer_config;

// Two layers of h 64, 4 query heads of 16 in 2 key/value groups, ffn 128, 2 sequences of 32
// tokens: Llama's layer (RMSNorm, rotary, flash attention, SwiGLU, no dropout) at toy size.
inline transformer_config toy_llama() {
  return {.name = "toy-llama",
          .hidden = 64,
          .layers = 2,
          .heads = 4,
          .kv_heads = 2,
          .ffn = 128,
          .vocab = 256,
          .seq_len = 32,
          .micro_batch = 2};
}

// The same sizes as a GPT-3 layer: LayerNorm, learned positions, materialized attention with
// dropout, GeLU MLP, biases.
inline transformer_config toy_gpt() {
  transformer_config c = toy_llama();
  c.name = "toy-gpt";
  c.kv_heads.reset();
  c.mlp = shardmem::mlp_kind::gelu;
  c.norm = shardmem::norm_kind::layernorm;
  c.qkv_bias = c.out_bias = c.mlp_bias = c.dropout = true;
  c.attention = shardmem::attention_kind::materialized;
  c.positions = shardmem::position_kind::learned;
  return c;
}

// A small Llama-style model: SwiGLU, RMSNorm, rotary, no biases, untied.
inline transformer_config tiny_llama() {
  return {.name = "tiny", .hidden = 64, .layers = 2, .heads = 4, .ffn = 128, .vocab = 100, .seq_len = 32};
}

// A small GPT-style model: GeLU, LayerNorm, learned positions, biases, tied.
inline transformer_config tiny_gpt() {
  return {
      .name = "tiny-gpt",
      .hidden = 64,
      .layers = 2,
      .heads = 4,
      .ffn = 256,
      .mlp = shardmem::mlp_kind::gelu,
      .norm = shardmem::norm_kind::layernorm,
      .qkv_bias = true,
      .out_bias = true,
      .mlp_bias = true,
      .dropout = true,
      .attention = shardmem::attention_kind::materialized,
      .vocab = 100,
      .tied_embeddings = true,
      .positions = shardmem::position_kind::learned,
      .max_positions = 128,
      .seq_len = 64,
      .micro_batch = 4,
      .param_dtype = shardmem::dtype::f32,
      .activation_dtype = shardmem::dtype::f16,
  };
}

}  // namespace models_test
