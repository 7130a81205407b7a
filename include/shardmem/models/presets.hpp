// Published transformer configurations as transformer_config values (Llama-3.1, GPT-3, Mixtral,
// the Megatron models of Korthikanti et al. 2022), each citing its source, and a lookup by name.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/params.hpp>

namespace shardmem {

namespace detail {

/// Llama 3 architecture (Llama Team, "The Llama 3 Herd of Models", 2024, Table 3): RMSNorm, SwiGLU,
/// rotary positions, GQA with 8 key/value heads of width 128, vocab 128256, no biases, untied
/// embeddings, no dropout. Pre-training sequence length 8192 (sec. 3.4.1; 128K only in the
/// long-context stage).
inline transformer_config llama3_preset(std::string name, std::int64_t hidden, std::int64_t layers, std::int64_t heads,
                                        std::int64_t ffn) {
  return {
      .name = std::move(name),
      .hidden = hidden,
      .layers = layers,
      .heads = heads,
      .kv_heads = 8,
      .head_dim = 128,
      .ffn = ffn,
      .mlp = mlp_kind::swiglu,
      .norm = norm_kind::rmsnorm,
      .qkv_bias = false,
      .out_bias = false,
      .mlp_bias = false,
      .dropout = false,
      .attention = attention_kind::flash,
      .vocab = 128256,
      .tied_embeddings = false,
      .positions = position_kind::rotary,
      .seq_len = 8192,
      .micro_batch = 1,
      .param_dtype = dtype::bf16,
      .activation_dtype = dtype::bf16,
  };
}

/// GPT-3-style model as trained with Megatron-LM (Brown et al. 2020; Shoeybi et al. 2019): learned
/// positions, LayerNorm with bias, GeLU MLP of 4h, biases on every projection, dropout, tied
/// embeddings, materialized attention, s = 2048.
inline transformer_config gpt3_style_preset(std::string name, std::int64_t hidden, std::int64_t layers,
                                            std::int64_t heads, std::int64_t vocab) {
  return {
      .name = std::move(name),
      .hidden = hidden,
      .layers = layers,
      .heads = heads,
      .ffn = 4 * hidden,
      .mlp = mlp_kind::gelu,
      .norm = norm_kind::layernorm,
      .qkv_bias = true,
      .out_bias = true,
      .mlp_bias = true,
      .dropout = true,
      .attention = attention_kind::materialized,
      .vocab = vocab,
      .tied_embeddings = true,
      .positions = position_kind::learned,
      .max_positions = 2048,
      .seq_len = 2048,
      .micro_batch = 1,
      .param_dtype = dtype::bf16,
      .activation_dtype = dtype::bf16,
  };
}

}  // namespace detail

/// Functions returning published configurations. The workload fields (seq_len, micro_batch,
/// dtypes) are each model's pre-training defaults as stated beside them; override them freely.
namespace presets {

/// Llama-3.1-8B: h 4096, 32 layers, 32/8 heads, ffn 14336; 8,030,261,248 parameters.
/// Source: Meta's Llama-3.1 model card and HF config.json (meta-llama/Llama-3.1-8B).
[[nodiscard]] inline transformer_config llama3_1_8b() {
  return detail::llama3_preset("llama3.1-8b", 4096, 32, 32, 14336);
}

/// Llama-3.1-70B: h 8192, 80 layers, 64/8 heads, ffn 28672; 70,553,706,496 parameters.
/// Source: Meta's Llama-3.1 model card and HF config.json (meta-llama/Llama-3.1-70B).
[[nodiscard]] inline transformer_config llama3_1_70b() {
  return detail::llama3_preset("llama3.1-70b", 8192, 80, 64, 28672);
}

/// Llama-3.1-405B: h 16384, 126 layers, 128/8 heads, ffn 53248; 405,853,388,800 parameters.
/// Source: Meta's Llama-3.1 model card and HF config.json (meta-llama/Llama-3.1-405B).
[[nodiscard]] inline transformer_config llama3_1_405b() {
  return detail::llama3_preset("llama3.1-405b", 16384, 126, 128, 53248);
}

/// GPT-3 175B: h 12288, 96 layers, 96 heads of 128, ffn 4h, s 2048, vocab 50257 (the GPT-2 BPE),
/// learned positions 2048, LayerNorm, GeLU, biases, tied embeddings; 174,604,259,328 parameters
/// counted ("175.0B"). Source: Brown et al. 2020, "Language Models are Few-Shot Learners", Table 2.1
/// and sec. 2.1 (architecture as GPT-2, Radford et al. 2019).
[[nodiscard]] inline transformer_config gpt3_175b() {
  return detail::gpt3_style_preset("gpt3-175b", 12288, 96, 96, 50257);
}

/// Mixtral 8x7B: h 4096, 32 layers, 32/8 heads of 128, 8 SwiGLU experts of 14336 with top-2
/// dropless routing on every layer, vocab 32000, RMSNorm, rotary, no biases, untied; 46,702,792,704
/// parameters. Context 32768 tokens (paper sec. 2). Source: Jiang et al. 2024, "Mixtral of
/// Experts", Table 1, and HF config.json (mistralai/Mixtral-8x7B-v0.1).
[[nodiscard]] inline transformer_config mixtral_8x7b() {
  return {
      .name = "mixtral-8x7b",
      .hidden = 4096,
      .layers = 32,
      .heads = 32,
      .kv_heads = 8,
      .head_dim = 128,
      .ffn = 14336,
      .mlp = mlp_kind::swiglu,
      .norm = norm_kind::rmsnorm,
      .dropout = false,
      .attention = attention_kind::flash,
      .vocab = 32000,
      .tied_embeddings = false,
      .positions = position_kind::rotary,
      .seq_len = 32768,
      .micro_batch = 1,
      .param_dtype = dtype::bf16,
      .activation_dtype = dtype::bf16,
      .moe = moe_config{.experts = 8, .top_k = 2},
  };
}

// The Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer Models",
// arXiv 2205.05198) Table 3 models: GPT-3 style, s 2048, ffn 4h, GeLU, LayerNorm, learned positions,
// dropout, materialized attention (their sec. 4 activation formula), tied embeddings (Megatron-LM's
// default). Vocabulary 51200, as in every Megatron-LM GPT scaling run (the Megatron-LM README and
// Narayanan et al. 2021: "All models use a vocabulary size of 51,200 and a sequence length of
// 2048"). Micro-batch 1.

/// Megatron 22B (Korthikanti et al. 2022, Table 3): 64 heads, h 6144, 48 layers.
[[nodiscard]] inline transformer_config megatron_22b() {
  return detail::gpt3_style_preset("megatron-22b", 6144, 48, 64, 51200);
}

/// Megatron 175B, GPT-3 (Korthikanti et al. 2022, Table 3): 96 heads, h 12288, 96 layers.
[[nodiscard]] inline transformer_config megatron_175b() {
  return detail::gpt3_style_preset("megatron-175b", 12288, 96, 96, 51200);
}

/// Megatron 530B, MT-NLG (Korthikanti et al. 2022, Table 3; Smith et al. 2022): 128 heads,
/// h 20480, 105 layers.
[[nodiscard]] inline transformer_config megatron_530b() {
  return detail::gpt3_style_preset("megatron-530b", 20480, 105, 128, 51200);
}

/// Megatron 1T (Korthikanti et al. 2022, Table 3; Narayanan et al. 2021, Table 1): 160 heads,
/// h 25600, 128 layers.
[[nodiscard]] inline transformer_config megatron_1t() {
  return detail::gpt3_style_preset("megatron-1t", 25600, 128, 160, 51200);
}

}  // namespace presets

namespace detail {

// Qwen3 architecture (Qwen Team, "Qwen3 Technical Report", 2025, Table 1; transformers'
// Qwen3Model): Llama's with an RMSNorm over each head's query and key, head width 128, vocab
// 151936, no biases. Sequence length 4096, the pre-training stages' before the long-context one
// (sec. 3.2).
inline transformer_config qwen3_preset(std::string name, std::int64_t hidden, std::int64_t layers, std::int64_t heads,
                                       std::int64_t kv_heads, std::int64_t ffn) {
  transformer_config c = llama3_preset(std::move(name), hidden, layers, heads, ffn);
  c.kv_heads = kv_heads, c.vocab = 151936, c.seq_len = 4096, c.qk_norm = true;
  return c;
}

}  // namespace detail

namespace presets {

/// Qwen3-8B (its config.json: h 4096, 36 layers, 32/8 heads, ffn 12288, untied): 8,190,735,360
/// parameters, its checkpoint's total_size / 2.
[[nodiscard]] inline transformer_config qwen3_8b() { return detail::qwen3_preset("qwen3-8b", 4096, 36, 32, 8, 12288); }

/// Qwen3-32B (its config.json: h 5120, 64 layers, 64/8 heads, ffn 25600, untied): 32,762,123,264.
[[nodiscard]] inline transformer_config qwen3_32b() {
  return detail::qwen3_preset("qwen3-32b", 5120, 64, 64, 8, 25600);
}

/// Qwen3-30B-A3B (its config.json: h 2048, 48 layers, 32/4 heads, 128 experts of 768, top-8 on
/// every layer, no shared experts, untied): 30,532,122,624 parameters.
[[nodiscard]] inline transformer_config qwen3_30b_a3b() {
  transformer_config c = detail::qwen3_preset("qwen3-30b-a3b", 2048, 48, 32, 4, 6144);
  c.moe = moe_config{.experts = 128, .top_k = 8, .expert_ffn = 768};
  return c;
}

/// Qwen3-235B-A22B (its config.json: h 4096, 94 layers, 64/4 heads, 128 experts of 1536, top-8):
/// 235,093,634,560 parameters.
[[nodiscard]] inline transformer_config qwen3_235b_a22b() {
  transformer_config c = detail::qwen3_preset("qwen3-235b-a22b", 4096, 94, 64, 4, 12288);
  c.moe = moe_config{.experts = 128, .top_k = 8, .expert_ffn = 1536};
  return c;
}

/// DeepSeek-V2-Lite (its config.json; DeepSeek-AI, "DeepSeek-V2", 2024, appendix B): h 2048, 27
/// layers, 16 heads of latent attention without a query latent (kv latent 512, 128 + 64 rotary,
/// values 128), the first layer dense (ffn 10944), then 64 routed experts top-6 and 2 shared, each
/// of 1408; vocab 102400, untied; sequence 4096 (sec. 3.1.3): 15,706,484,224 parameters.
[[nodiscard]] inline transformer_config deepseek_v2_lite() {
  transformer_config c = detail::llama3_preset("deepseek-v2-lite", 2048, 27, 16, 10944);
  c.kv_heads.reset(), c.head_dim.reset(), c.vocab = 102400, c.seq_len = 4096;
  c.mla = mla_config{.kv_lora_rank = 512, .qk_nope_head_dim = 128, .qk_rope_head_dim = 64, .v_head_dim = 128};
  c.moe = moe_config{.experts = 64, .top_k = 6, .first_layer = 1, .shared_experts = 2, .expert_ffn = 1408};
  return c;
}

/// DeepSeek-V2 (its config.json): h 5120, 60 layers, 128 heads (query latent 1536), the first
/// layer dense (ffn 12288), then 160 routed experts top-6 and 2 shared, each of 1536:
/// 235,741,434,880 parameters.
[[nodiscard]] inline transformer_config deepseek_v2() {
  transformer_config c = deepseek_v2_lite();
  c.name = "deepseek-v2", c.hidden = 5120, c.layers = 60, c.heads = 128, c.ffn = 12288;
  c.mla->q_lora_rank = 1536;
  c.moe = moe_config{.experts = 160, .top_k = 6, .first_layer = 1, .shared_experts = 2, .expert_ffn = 1536};
  return c;
}

/// DeepSeek-V3 (its config.json; DeepSeek-AI, "DeepSeek-V3 Technical Report", 2024, sec. 4.2): h
/// 7168, 61 layers, 128 heads (query latent 1536), the first 3 layers dense (ffn 18432), then 256
/// routed experts top-8 with a routing bias and 1 shared, each of 2048; vocab 129280, untied; one
/// multi-token prediction module; sequence 4096: 671,026,419,200 parameters in the main model
/// (its 14,848 routing biases included) and 11,610,068,224 in the module.
[[nodiscard]] inline transformer_config deepseek_v3() {
  transformer_config c = deepseek_v2();
  c.name = "deepseek-v3", c.hidden = 7168, c.layers = 61, c.ffn = 18432, c.vocab = 129280, c.mtp_layers = 1;
  c.moe = moe_config{
      .experts = 256, .top_k = 8, .first_layer = 3, .shared_experts = 1, .expert_ffn = 2048, .expert_bias = true};
  return c;
}

}  // namespace presets

namespace detail {

struct preset_entry {
  std::string_view name;
  transformer_config (*make)();
};

inline constexpr std::array<preset_entry, 16> preset_table{{
    {"llama3.1-8b", presets::llama3_1_8b},
    {"llama3.1-70b", presets::llama3_1_70b},
    {"llama3.1-405b", presets::llama3_1_405b},
    {"gpt3-175b", presets::gpt3_175b},
    {"mixtral-8x7b", presets::mixtral_8x7b},
    {"megatron-22b", presets::megatron_22b},
    {"megatron-175b", presets::megatron_175b},
    {"megatron-530b", presets::megatron_530b},
    {"megatron-1t", presets::megatron_1t},
    {"qwen3-8b", presets::qwen3_8b},
    {"qwen3-32b", presets::qwen3_32b},
    {"qwen3-30b-a3b", presets::qwen3_30b_a3b},
    {"qwen3-235b-a22b", presets::qwen3_235b_a22b},
    {"deepseek-v2-lite", presets::deepseek_v2_lite},
    {"deepseek-v2", presets::deepseek_v2},
    {"deepseek-v3", presets::deepseek_v3},
}};

}  // namespace detail

/// The names `preset` accepts, in a fixed order: llama3.1-8b, llama3.1-70b, llama3.1-405b,
/// gpt3-175b, mixtral-8x7b, megatron-22b, megatron-175b, megatron-530b, megatron-1t, qwen3-8b,
/// qwen3-32b, qwen3-30b-a3b, qwen3-235b-a22b, deepseek-v2-lite, deepseek-v2, deepseek-v3.
[[nodiscard]] inline std::array<std::string_view, detail::preset_table.size()> preset_names() {
  std::array<std::string_view, detail::preset_table.size()> names;
  for (std::size_t i = 0; i < names.size(); ++i) names[i] = detail::preset_table[i].name;
  return names;
}

/// The published configuration named `name`, in any case (`Llama3.1-8B`); its `.name` is the
/// preset's own name.
/// @throws invalid_error listing the known names, with the one likely meant, when `name` is unknown.
/// Example: `parameter_count(preset("llama3.1-8b")) == 8'030'261'248`.
[[nodiscard]] inline transformer_config preset(std::string_view name) {
  for (const auto& entry : detail::preset_table)
    if (same_name(entry.name, name)) return entry.make();
  const auto names = preset_names();
  detail::raise<invalid_error>("unknown model preset '{}'{}; known presets: {}", name, did_you_mean(name, names),
                               fmt::join(names, ", "));
}

}  // namespace shardmem
