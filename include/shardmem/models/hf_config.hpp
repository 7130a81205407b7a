// Opt-in (needs nlohmann/json, Debian's nlohmann-json3-dev): a model as its users have it, a
// Hugging Face `config.json`, read into a transformer_config. `shardmem plan --model-file
// config.json` takes one (read_model_json sends a JSON object with a `model_type` here).
//
// The families read, by `model_type`, and what each fixes that the file does not say (as the
// transformers library's modeling code builds the model):
//   llama, mistral   SwiGLU (hidden_act "silu"), RMSNorm, rotary positions; Llama's biases where
//                    `attention_bias` (q, k, v, o) and `mlp_bias` say so, Mistral's none
//   mixtral          as mistral, every layer a mixture of `num_local_experts` experts of
//                    `intermediate_size`, `num_experts_per_tok` per token, dropless routing
//   qwen2            as llama, with biases on q, k and v (Qwen2Attention) and none on o
//   gpt2             GeLU, LayerNorm, learned positions, biases everywhere (GPT2Attention, GPT2MLP)
// The keys read:
//   hidden_size (gpt2: n_embd)               -> hidden
//   num_hidden_layers (n_layer)              -> layers
//   num_attention_heads (n_head)             -> heads
//   num_key_value_heads                      -> kv_heads (absent or null: heads)
//   head_dim                                 -> head_dim (absent or null: hidden / heads)
//   intermediate_size (n_inner)              -> ffn (gpt2's n_inner null: 4 x n_embd)
//   vocab_size                               -> vocab
//   max_position_embeddings (n_positions)    -> max_positions (learned positions), and seq_len: the
//                                               context length, at most 8192 (override it with --seq)
//   tie_word_embeddings                      -> tied_embeddings (absent: true, PretrainedConfig's default)
//   hidden_act (activation_function)         -> checked against the family's MLP
//   attention_bias, mlp_bias                 -> qkv_bias and out_bias, mlp_bias (llama; the other
//                                               families' code has fixed biases: true there is an error)
//   attention_dropout (attn_pdrop, resid_pdrop, embd_pdrop) -> dropout when any is above 0
//   torch_dtype (newer files: dtype; both must agree) -> param_dtype and activation_dtype
//   num_local_experts, num_experts_per_tok   -> moe (mixtral)
//   _name_or_path                            -> name (absent: the model_type)
//   n_ctx (gpt2)                             read past: transformers' GPT-2 code does not use it
// Keys that do not change the bytes a training step holds (token ids, initialisation, norm
// epsilons, rope settings, sliding windows, router loss coefficients, generation settings) are
// read past; any other key is an error naming it, since it may describe what is not modelled (a
// quantization_config, say).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/json.hpp>
#include <shardmem/models/config.hpp>

namespace shardmem {

namespace detail {

// A size in an HF config: a JSON integer within int64, or nullopt when the key is absent or null.
inline std::optional<std::int64_t> hf_size(const nlohmann::json& j, std::string_view key) {
  const auto it = j.find(key);
  if (it == j.end() || it->is_null()) return std::nullopt;
  if (const auto v = json_int64(*it)) return *v;
  raise<parse_error>("HF config.json: '{}' must be an integer within the 64-bit range, got {}", key, json_excerpt(*it));
}

// The first of `keys` present: a size the family cannot do without.
inline std::int64_t hf_required(const nlohmann::json& j, std::string_view key, std::string_view family) {
  if (const auto v = hf_size(j, key)) return *v;
  raise<parse_error>("HF config.json of a {} model lacks '{}', which sets its size", family, key);
}

inline std::optional<bool> hf_bool(const nlohmann::json& j, std::string_view key) {
  const auto it = j.find(key);
  if (it == j.end() || it->is_null()) return std::nullopt;
  if (!it->is_boolean())
    raise<parse_error>("HF config.json: '{}' must be true or false, got {}", key, json_excerpt(*it));
  return it->get<bool>();
}

inline std::optional<std::string> hf_string(const nlohmann::json& j, std::string_view key) {
  const auto it = j.find(key);
  if (it == j.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) raise<parse_error>("HF config.json: '{}' must be a string, got {}", key, json_excerpt(*it));
  return it->get<std::string>();
}

// A dropout probability: whether it is above 0.
inline bool hf_dropout(const nlohmann::json& j, std::string_view key) {
  const auto it = j.find(key);
  if (it == j.end() || it->is_null()) return false;
  if (!it->is_number() || it->get<double>() < 0 || it->get<double>() >= 1)
    raise<parse_error>("HF config.json: '{}' must be a probability in [0, 1), got {}", key, json_excerpt(*it));
  return it->get<double>() > 0;
}

// torch's dtype names as config.json writes them.
inline dtype hf_dtype(std::string_view name) {
  constexpr std::array<std::pair<std::string_view, dtype>, 3> names{
      {{"bfloat16", dtype::bf16}, {"float16", dtype::f16}, {"float32", dtype::f32}}};
  for (const auto& [n, t] : names)
    if (n == name || fmt::format("torch.{}", n) == name) return t;
  raise<parse_error>("HF config.json: torch_dtype '{}' is not modelled; expected bfloat16, float16 or float32", name);
}

// The keys each family's mapping reads, and those read past (no bytes of a training step).
inline constexpr std::array<std::string_view, 19> hf_read_llama{"model_type",
                                                                "hidden_size",
                                                                "num_hidden_layers",
                                                                "num_attention_heads",
                                                                "num_key_value_heads",
                                                                "head_dim",
                                                                "intermediate_size",
                                                                "vocab_size",
                                                                "max_position_embeddings",
                                                                "tie_word_embeddings",
                                                                "hidden_act",
                                                                "attention_bias",
                                                                "mlp_bias",
                                                                "attention_dropout",
                                                                "torch_dtype",
                                                                "dtype",
                                                                "num_local_experts",
                                                                "num_experts_per_tok",
                                                                "_name_or_path"};
inline constexpr std::array<std::string_view, 16> hf_read_gpt2{"model_type",
                                                               "n_embd",
                                                               "n_layer",
                                                               "n_head",
                                                               "n_inner",
                                                               "vocab_size",
                                                               "n_positions",
                                                               "n_ctx",
                                                               "tie_word_embeddings",
                                                               "activation_function",
                                                               "attn_pdrop",
                                                               "resid_pdrop",
                                                               "embd_pdrop",
                                                               "torch_dtype",
                                                               "dtype",
                                                               "_name_or_path"};
inline constexpr std::array<std::string_view, 33> hf_read_past{"architectures",
                                                               "bos_token_id",
                                                               "eos_token_id",
                                                               "pad_token_id",
                                                               "initializer_range",
                                                               "rms_norm_eps",
                                                               "layer_norm_epsilon",
                                                               "rope_theta",
                                                               "rope_scaling",
                                                               "pretraining_tp",
                                                               "transformers_version",
                                                               "use_cache",
                                                               "sliding_window",
                                                               "use_sliding_window",
                                                               "max_window_layers",
                                                               "router_aux_loss_coef",
                                                               "output_router_logits",
                                                               "router_jitter_noise",
                                                               "summary_activation",
                                                               "summary_first_dropout",
                                                               "summary_proj_to_labels",
                                                               "summary_type",
                                                               "summary_use_proj",
                                                               "scale_attn_weights",
                                                               "scale_attn_by_inverse_layer_idx",
                                                               "reorder_and_upcast_attn",
                                                               "task_specific_params",
                                                               "use_return_dict",
                                                               "return_dict",
                                                               "torchscript",
                                                               "attn_implementation",
                                                               "tokenizer_class",
                                                               "generation_config"};

// Whether `key` is one a config.json of some family has (read or read past).
inline bool hf_config_key(std::string_view key) {
  const auto in = [&](const auto& keys) { return std::find(keys.begin(), keys.end(), key) != keys.end(); };
  return in(hf_read_llama) || in(hf_read_gpt2) || in(hf_read_past);
}

}  // namespace detail

/// The transformer_config an HF config.json object describes (mapping above), validated.
/// @throws parse_error for a family not read, a key not read, a wrong type or a missing size;
///         invalid_error for sizes that make no model (see `validate`).
/// Example: meta-llama/Llama-3.1-8B's config.json -> 8,030,261,248 parameters.
[[nodiscard]] inline transformer_config hf_config_model(const nlohmann::json& j) {
  if (!j.is_object()) detail::raise<parse_error>("HF config.json must be an object, got {}", j.type_name());
  if (!j.contains("model_type"))
    detail::raise<parse_error>("HF config.json has no 'model_type', which names the family its keys are read as; add "
                               "it (llama, mistral, mixtral, qwen2 or gpt2)");
  const std::string family = detail::hf_string(j, "model_type").value_or("");
  constexpr std::array<std::string_view, 5> families{"llama", "mistral", "mixtral", "qwen2", "gpt2"};
  if (std::find(families.begin(), families.end(), family) == families.end())
    detail::raise<parse_error>("HF config.json: model_type '{}' is not read; shardmem reads llama, mistral, mixtral, "
                               "qwen2 and gpt2 (describe another model in shardmem's own model JSON)",
                               family);
  const bool gpt2 = family == "gpt2";
  for (const auto& item : j.items()) {
    const std::string& key = item.key();
    const auto in = [&](const auto& keys) { return std::find(keys.begin(), keys.end(), key) != keys.end(); };
    if ((gpt2 ? in(detail::hf_read_gpt2) : in(detail::hf_read_llama)) || in(detail::hf_read_past)) continue;
    detail::raise<parse_error>("HF config.json: key '{}' of a {} model is not read by shardmem and may change what "
                               "it would count (a quantization, another architecture); remove it, or describe the "
                               "model in shardmem's own model JSON",
                               key, family);
  }
  if (family != "mixtral" && (j.contains("num_local_experts") || j.contains("num_experts_per_tok")))
    detail::raise<parse_error>("HF config.json: experts in a {} model are not read (only mixtral's)", family);

  transformer_config c;
  c.name = detail::hf_string(j, "_name_or_path").value_or(family);
  if (c.name.empty()) c.name = family;
  c.hidden = detail::hf_required(j, gpt2 ? "n_embd" : "hidden_size", family);
  c.layers = detail::hf_required(j, gpt2 ? "n_layer" : "num_hidden_layers", family);
  c.heads = detail::hf_required(j, gpt2 ? "n_head" : "num_attention_heads", family);
  c.vocab = detail::hf_required(j, "vocab_size", family);
  c.tied_embeddings = detail::hf_bool(j, "tie_word_embeddings").value_or(true);
  const std::optional<std::string> torch_dtype = detail::hf_string(j, "torch_dtype"),
                                   dtype_key = detail::hf_string(j, "dtype");
  if (torch_dtype && dtype_key && *torch_dtype != *dtype_key)
    detail::raise<parse_error>("HF config.json: torch_dtype '{}' and dtype '{}' disagree; keep one", *torch_dtype,
                               *dtype_key);
  if (torch_dtype || dtype_key)
    c.param_dtype = c.activation_dtype = detail::hf_dtype(torch_dtype ? *torch_dtype : *dtype_key);
  const std::string act = detail::hf_string(j, gpt2 ? "activation_function" : "hidden_act").value_or("");
  if (gpt2) {
    if (!act.empty() && act.rfind("gelu", 0) != 0)
      detail::raise<parse_error>("HF config.json: activation_function '{}' of a gpt2 model is not modelled (GeLU is)",
                                 act);
    c.ffn = detail::hf_size(j, "n_inner").value_or(checked_mul(4, c.hidden, "gpt2's inner width"));
    c.mlp = mlp_kind::gelu;
    c.norm = norm_kind::layernorm;
    c.positions = position_kind::learned;
    c.max_positions = detail::hf_required(j, "n_positions", family);
    c.qkv_bias = c.out_bias = c.mlp_bias = true;
    c.dropout = detail::hf_dropout(j, "attn_pdrop") || detail::hf_dropout(j, "resid_pdrop") ||
                detail::hf_dropout(j, "embd_pdrop");
    c.attention = attention_kind::materialized;  // GPT2Attention's eager softmax(QK^T)
  } else {
    if (!act.empty() && act != "silu")
      detail::raise<parse_error>("HF config.json: hidden_act '{}' of a {} model is not modelled (SwiGLU, 'silu', is)",
                                 act, family);
    c.ffn = detail::hf_required(j, "intermediate_size", family);
    c.kv_heads = detail::hf_size(j, "num_key_value_heads");
    c.head_dim = detail::hf_size(j, "head_dim");
    c.mlp = mlp_kind::swiglu;
    c.norm = norm_kind::rmsnorm;
    c.positions = position_kind::rotary;
    const bool attention_bias = detail::hf_bool(j, "attention_bias").value_or(false),
               mlp_bias = detail::hf_bool(j, "mlp_bias").value_or(false);
    if (family != "llama" && (attention_bias || mlp_bias))
      detail::raise<parse_error>("HF config.json: '{}' is true in a {} model, whose transformers code builds its "
                                 "biases fixed and reads no such key; remove it",
                                 attention_bias ? "attention_bias" : "mlp_bias", family);
    c.qkv_bias = family == "qwen2" || attention_bias;
    c.out_bias = attention_bias;
    c.mlp_bias = mlp_bias;
    c.dropout = detail::hf_dropout(j, "attention_dropout");
    if (family == "mixtral")
      c.moe = moe_config{.experts = detail::hf_required(j, "num_local_experts", family),
                         .top_k = detail::hf_required(j, "num_experts_per_tok", family)};
  }
  const std::int64_t context = detail::hf_required(j, gpt2 ? "n_positions" : "max_position_embeddings", family);
  c.seq_len = std::min<std::int64_t>(context, 8192);
  validate(c);
  return c;
}

/// hf_config_model of JSON text. @throws parse_error for text that is not JSON, that gives a key
/// twice or nests past max_json_depth, and as above.
[[nodiscard]] inline transformer_config read_hf_config(std::string_view text) {
  return hf_config_model(detail::parse_json<nlohmann::json>(text, "HF config.json"));
}

}  // namespace shardmem
