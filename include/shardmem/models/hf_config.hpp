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
//   qwen3            as llama, with an RMSNorm over each head's query and key (Qwen3Attention's
//                    q_norm and k_norm); `attention_bias` biases q, k, v and o
//   qwen3_moe        as qwen3; layer l has `num_experts` experts of `moe_intermediate_size` where
//                    (l + 1) % `decoder_sparse_step` == 0 (Qwen3MoeDecoderLayer), the others a dense
//                    MLP of `intermediate_size`; no shared experts; `mlp_only_layers` must be empty
//   deepseek_v2, deepseek_v3
//                    multi-head latent attention (`q_lora_rank`, null: a plain q_proj;
//                    `kv_lora_rank`, `qk_nope_head_dim`, `qk_rope_head_dim`, `v_head_dim`); layer l
//                    has `n_routed_experts` experts and `n_shared_experts` shared ones, each of
//                    `moe_intermediate_size`, where l >= `first_k_dense_replace` and l %
//                    `moe_layer_freq` == 0 (DeepSeek's DeepseekV2DecoderLayer), the others a dense
//                    MLP of `intermediate_size`; `topk_method` "noaux_tc" adds the router's
//                    per-expert bias (e_score_correction_bias); `num_nextn_predict_layers`
//                    multi-token prediction modules (V3); `num_key_value_heads` does not shape MLA
//                    and is read past. A `quantization_config` of fp8 blocks (the V3 checkpoint as
//                    shipped) is read past: the model trains in `torch_dtype`, as Megatron-Bridge
//                    and torchtitan load it.
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

// A size at least `least` (a count of layers, experts, widths), or nullopt when absent or null.
inline std::optional<std::int64_t> hf_count(const nlohmann::json& j, std::string_view key, std::int64_t least) {
  const std::optional<std::int64_t> v = hf_size(j, key);
  if (v && *v < least) raise<parse_error>("HF config.json: '{}' is {}; it must be at least {}", key, *v, least);
  return v;
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
// The keys only some families read: Qwen3-MoE's experts, DeepSeek's latent attention and experts.
inline constexpr std::array<std::string_view, 5> hf_read_qwen3_moe{"num_experts", "moe_intermediate_size",
                                                                   "decoder_sparse_step", "mlp_only_layers",
                                                                   "norm_topk_prob"};
inline constexpr std::array<std::string_view, 21> hf_read_deepseek{"q_lora_rank",
                                                                   "kv_lora_rank",
                                                                   "qk_nope_head_dim",
                                                                   "qk_rope_head_dim",
                                                                   "v_head_dim",
                                                                   "n_routed_experts",
                                                                   "n_shared_experts",
                                                                   "moe_intermediate_size",
                                                                   "first_k_dense_replace",
                                                                   "moe_layer_freq",
                                                                   "topk_method",
                                                                   "num_nextn_predict_layers",
                                                                   "quantization_config",
                                                                   "n_group",
                                                                   "topk_group",
                                                                   "norm_topk_prob",
                                                                   "routed_scaling_factor",
                                                                   "scoring_func",
                                                                   "seq_aux",
                                                                   "aux_loss_alpha",
                                                                   "ep_size"};
inline constexpr std::array<std::string_view, 34> hf_read_past{"auto_map",
                                                               "architectures",
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
  return in(hf_read_llama) || in(hf_read_gpt2) || in(hf_read_qwen3_moe) || in(hf_read_deepseek) || in(hf_read_past);
}

// Qwen3-MoE's experts (transformers' Qwen3MoeDecoderLayer): layer l has experts where l is not in
// mlp_only_layers and (l + 1) % decoder_sparse_step == 0.
inline void hf_qwen3_moe(const nlohmann::json& j, transformer_config& c) {
  if (const auto it = j.find("mlp_only_layers"); it != j.end() && !it->is_null() && !(it->is_array() && it->empty()))
    raise<parse_error>("HF config.json: 'mlp_only_layers' of a qwen3_moe model names {} dense layer{}, which are not "
                       "modelled; describe the model in shardmem's own model JSON, or make it []",
                       it->is_array() ? it->size() : 1, it->is_array() && it->size() == 1 ? "" : "s");
  const std::int64_t step = hf_count(j, "decoder_sparse_step", 1).value_or(1);
  if (step > c.layers)
    raise<parse_error>("HF config.json: decoder_sparse_step {} of a qwen3_moe model leaves none of its {} layers with "
                       "experts; set it to at most {}",
                       step, c.layers, c.layers);
  c.moe = moe_config{.experts = hf_required(j, "num_experts", "qwen3_moe"),
                     .top_k = hf_required(j, "num_experts_per_tok", "qwen3_moe"),
                     .first_layer = step - 1,
                     .layer_interval = step,
                     .expert_ffn = hf_required(j, "moe_intermediate_size", "qwen3_moe")};
}

// DeepSeek-V2/V3's latent attention, experts and multi-token prediction (DeepSeek's
// modeling_deepseek.py, DeepseekV2DecoderLayer and DeepseekV3's MTP layers).
inline void hf_deepseek(const nlohmann::json& j, transformer_config& c, std::string_view family) {
  c.mla = mla_config{.q_lora_rank = hf_count(j, "q_lora_rank", 1),
                     .kv_lora_rank = hf_required(j, "kv_lora_rank", family),
                     .qk_nope_head_dim = hf_required(j, "qk_nope_head_dim", family),
                     .qk_rope_head_dim = hf_required(j, "qk_rope_head_dim", family),
                     .v_head_dim = hf_required(j, "v_head_dim", family)};
  const std::string topk = hf_string(j, "topk_method").value_or("greedy");
  constexpr std::array<std::string_view, 3> methods{"greedy", "group_limited_greedy", "noaux_tc"};
  if (std::find(methods.begin(), methods.end(), topk) == methods.end())
    raise<parse_error>("HF config.json: topk_method '{}' of a {} model is not known; expected greedy, "
                       "group_limited_greedy or noaux_tc",
                       topk, family);
  if (const auto it = j.find("quantization_config"); it != j.end() && !it->is_null()) {
    const auto method = it->is_object() ? it->find("quant_method") : it->end();
    if (!it->is_object() || method == it->end() || *method != "fp8")
      raise<parse_error>("HF config.json: the quantization_config of a {} model is read only with quant_method "
                         "\"fp8\" (the blocks its checkpoint ships in, which it trains from in torch_dtype), got {}; "
                         "remove it",
                         family, method == it->end() ? std::string("none") : json_excerpt(*method));
  }
  if (const auto experts = hf_count(j, "n_routed_experts", 1)) {
    const std::int64_t dense = hf_count(j, "first_k_dense_replace", 0).value_or(0),
                       freq = hf_count(j, "moe_layer_freq", 1).value_or(1);
    const std::int64_t first = ceil_div(dense, freq) * freq;  // the first l >= dense with l % freq == 0
    if (first >= c.layers)
      raise<parse_error>("HF config.json: first_k_dense_replace {} (every {} layer{}) of a {} model leaves none of its "
                         "{} layers with experts; lower it below {}",
                         dense, freq, freq == 1 ? "" : "s", family, c.layers, c.layers);
    c.moe = moe_config{.experts = *experts,
                       .top_k = hf_required(j, "num_experts_per_tok", family),
                       .first_layer = first,
                       .layer_interval = freq,
                       .shared_experts = hf_count(j, "n_shared_experts", 0).value_or(0),
                       .expert_ffn = hf_required(j, "moe_intermediate_size", family),
                       .expert_bias = topk == "noaux_tc"};
  }
  c.mtp_layers = hf_count(j, "num_nextn_predict_layers", 0).value_or(0);
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
                               "it (llama, mistral, mixtral, qwen2, qwen3, qwen3_moe, deepseek_v2, deepseek_v3 or "
                               "gpt2)");
  const std::string family = detail::hf_string(j, "model_type").value_or("");
  constexpr std::array<std::string_view, 9> families{"llama",     "mistral",     "mixtral",     "qwen2", "qwen3",
                                                     "qwen3_moe", "deepseek_v2", "deepseek_v3", "gpt2"};
  if (std::find(families.begin(), families.end(), family) == families.end())
    detail::raise<parse_error>("HF config.json: model_type '{}' is not read; shardmem reads llama, mistral, mixtral, "
                               "qwen2, qwen3, qwen3_moe, deepseek_v2, deepseek_v3 and gpt2 (describe another model in "
                               "shardmem's own model JSON)",
                               family);
  const bool gpt2 = family == "gpt2", qwen3 = family.rfind("qwen3", 0) == 0,
             deepseek = family.rfind("deepseek", 0) == 0;
  for (const auto& item : j.items()) {
    const std::string& key = item.key();
    const auto in = [&](const auto& keys) { return std::find(keys.begin(), keys.end(), key) != keys.end(); };
    if ((gpt2 ? in(detail::hf_read_gpt2) : in(detail::hf_read_llama)) || in(detail::hf_read_past)) continue;
    if ((family == "qwen3_moe" && in(detail::hf_read_qwen3_moe)) || (deepseek && in(detail::hf_read_deepseek)))
      continue;
    detail::raise<parse_error>("HF config.json: key '{}' of a {} model is not read by shardmem and may change what "
                               "it would count (a quantization, another architecture); remove it, or describe the "
                               "model in shardmem's own model JSON",
                               key, family);
  }
  if ((family != "mixtral" && j.contains("num_local_experts")) ||
      (family != "mixtral" && family != "qwen3_moe" && !deepseek && j.contains("num_experts_per_tok")))
    detail::raise<parse_error>("HF config.json: experts in a {} model are not read (only mixtral's, qwen3_moe's and "
                               "deepseek's)",
                               family);

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
    if (!deepseek) {  // MLA's widths are its own; DeepSeek's num_key_value_heads shapes no weight
      c.kv_heads = detail::hf_size(j, "num_key_value_heads");
      c.head_dim = detail::hf_size(j, "head_dim");
    }
    c.mlp = mlp_kind::swiglu;
    c.norm = norm_kind::rmsnorm;
    c.positions = position_kind::rotary;
    const bool attention_bias = detail::hf_bool(j, "attention_bias").value_or(false),
               mlp_bias = detail::hf_bool(j, "mlp_bias").value_or(false);
    if (deepseek && attention_bias)
      detail::raise<parse_error>("HF config.json: 'attention_bias' true in a {} model (biases on the latent "
                                 "attention's projections) is not modelled; remove it or set it false",
                                 family);
    if ((family != "llama" && !qwen3 && (attention_bias || mlp_bias)) || (qwen3 && mlp_bias))
      detail::raise<parse_error>("HF config.json: '{}' is true in a {} model, whose transformers code builds its "
                                 "biases fixed and reads no such key; remove it",
                                 attention_bias && !qwen3 ? "attention_bias" : "mlp_bias", family);
    c.qkv_bias = family == "qwen2" || attention_bias;
    c.out_bias = attention_bias;
    c.qk_norm = qwen3;
    c.mlp_bias = mlp_bias;
    c.dropout = detail::hf_dropout(j, "attention_dropout");
    if (family == "mixtral")
      c.moe = moe_config{.experts = detail::hf_required(j, "num_local_experts", family),
                         .top_k = detail::hf_required(j, "num_experts_per_tok", family)};
    if (family == "qwen3_moe") detail::hf_qwen3_moe(j, c);
    if (deepseek) detail::hf_deepseek(j, c, family);
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
