// Opt-in (needs nlohmann/json, Debian's nlohmann-json3-dev): a model description read from JSON
// (`shardmem plan --model-file F.json`): a transformer_config, optionally starting from a preset,
// e.g.
//   {"base": "llama3.1-8b", "name": "my-8b", "layers": 40, "seq_len": 4096}
//   {"name": "tiny", "hidden": 1024, "layers": 8, "heads": 16, "kv_heads": 4, "ffn": 4096,
//    "vocab": 32000, "mlp": "swiglu", "norm": "rmsnorm", "attention": "flash",
//    "positions": "rotary", "tied_embeddings": false, "seq_len": 2048,
//    "param_dtype": "bf16", "activation_dtype": "bf16",
//    "moe": {"experts": 8, "top_k": 2, "capacity_factor": 1.25}}
//   {"base": "deepseek-v2-lite", "mla": {"kv_lora_rank": 256}, "mtp_layers": 1, "qk_norm": false}
// Unknown keys, keys given twice and wrong types are errors naming the key. An object with a
// `model_type` is a Hugging Face config.json, read by hf_config_model (models/hf_config.hpp); one
// without it but with a key only config.json has (`hidden_size`, `architectures`, ...) is refused
// as a config.json missing its model_type, not read as this format.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <shardmem/core/error.hpp>
#include <shardmem/core/json.hpp>
#include <shardmem/core/text_file.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/hf_config.hpp>
#include <shardmem/models/presets.hpp>

namespace shardmem {

namespace detail {

template <class T>
T model_field(const nlohmann::json& j, std::string_view key, std::string_view where) {
  // A size must be a JSON integer within int64: nlohmann would truncate 3.7 and convert 1e30 with UB.
  if constexpr (std::is_same_v<T, std::int64_t>) {
    if (const auto v = json_int64(j)) return *v;
    if (j.is_number())
      raise<parse_error>("model JSON: key '{}{}' must be an integer within the 64-bit range, got {}",
                         where.empty() ? "" : fmt::format("{}.", where), key, json_excerpt(j));
  }
  try {
    return j.get<T>();
  } catch (const nlohmann::json::exception&) {
    raise<parse_error>("model JSON: key '{}{}' has the wrong type ({})", where.empty() ? "" : fmt::format("{}.", where),
                       key, j.type_name());
  }
}

// The words model JSON spells the architecture choices with, read and written.
inline constexpr std::array<std::pair<std::string_view, mlp_kind>, 2> model_mlps{
    {{"gelu", mlp_kind::gelu}, {"swiglu", mlp_kind::swiglu}}};
inline constexpr std::array<std::pair<std::string_view, norm_kind>, 2> model_norms{
    {{"layernorm", norm_kind::layernorm}, {"rmsnorm", norm_kind::rmsnorm}}};
inline constexpr std::array<std::pair<std::string_view, attention_kind>, 2> model_attentions{
    {{"materialized", attention_kind::materialized}, {"flash", attention_kind::flash}}};
inline constexpr std::array<std::pair<std::string_view, position_kind>, 2> model_positions{
    {{"learned", position_kind::learned}, {"rotary", position_kind::rotary}}};

// The word for `e` in `names`.
template <class E, std::size_t N>
std::string model_word(E e, const std::array<std::pair<std::string_view, E>, N>& names) {
  for (const auto& [n, v] : names)
    if (v == e) return std::string(n);
  raise<invalid_error>("model JSON: a value with no word for it ({})", static_cast<int>(e));
}

// The keys of model JSON (the format above), for telling it from a config.json.
inline constexpr std::array<std::string_view, 26> model_json_keys{
    "base",     "name",      "hidden",          "layers",   "heads", "kv_heads",    "head_dim",         "ffn",
    "vocab",    "seq_len",   "max_positions",   "mlp",      "norm",  "attention",   "positions",        "dropout",
    "qkv_bias", "out_bias",  "tied_embeddings", "mlp_bias", "moe",   "param_dtype", "activation_dtype", "qk_norm",
    "mla",      "mtp_layers"};

inline bool model_json_key(std::string_view key) {
  return std::find(model_json_keys.begin(), model_json_keys.end(), key) != model_json_keys.end();
}

template <class E, std::size_t N>
E model_enum(const nlohmann::json& j, std::string_view key,
             const std::array<std::pair<std::string_view, E>, N>& names) {
  const auto text = model_field<std::string>(j, key, "");
  std::string known;
  std::vector<std::string_view> words;
  for (const auto& [n, e] : names) {
    if (same_name(n, text)) return e;
    known += fmt::format("{}{}", known.empty() ? "" : ", ", n);
    words.push_back(n);
  }
  raise<parse_error>("model JSON: '{}'{} is not a valid {}; expected one of {}", text, did_you_mean(text, words), key,
                     known);
}

}  // namespace detail

/// A transformer_config from JSON text (format above, or a Hugging Face config.json), validated.
/// @throws parse_error for invalid JSON (a key given twice, nesting past max_json_depth), an
///         unknown key, a wrong type, or a config.json's key without its model_type; invalid_error
///         for an invalid configuration (see `validate`).
[[nodiscard]] inline transformer_config read_model_json(std::string_view text) {
  const auto j = detail::parse_json<nlohmann::json>(text, "model JSON");
  if (!j.is_object()) detail::raise<parse_error>("model JSON must be an object, got {}", j.type_name());
  // Which format: an explicit decision, so that a config.json without its model_type is not
  // read as this format (where its keys would be unknown ones, or worse, read differently).
  if (j.contains("model_type")) return hf_config_model(j);
  for (const auto& [key, v] : j.items())
    if (detail::hf_config_key(key) && !detail::model_json_key(key))
      detail::raise<parse_error>(
          "model JSON has '{}', a key of a Hugging Face config.json, but no 'model_type': a "
          "config.json names its family there; add \"model_type\" (llama, mistral, mixtral, "
          "qwen2, qwen3, qwen3_moe, deepseek_v2, deepseek_v3 or gpt2), or describe the model in shardmem's model JSON (hidden, layers, ...)",
          key);
  transformer_config c;
  if (j.contains("base")) c = preset(detail::model_field<std::string>(j["base"], "base", ""));
  using detail::model_field;
  for (const auto& [key, v] : j.items()) {
    if (key == "base") continue;
    else if (key == "name") c.name = model_field<std::string>(v, key, "");
    else if (key == "hidden") c.hidden = model_field<std::int64_t>(v, key, "");
    else if (key == "layers") c.layers = model_field<std::int64_t>(v, key, "");
    else if (key == "heads") c.heads = model_field<std::int64_t>(v, key, "");
    else if (key == "kv_heads") c.kv_heads = model_field<std::int64_t>(v, key, "");
    else if (key == "head_dim") c.head_dim = model_field<std::int64_t>(v, key, "");
    else if (key == "ffn") c.ffn = model_field<std::int64_t>(v, key, "");
    else if (key == "vocab") c.vocab = model_field<std::int64_t>(v, key, "");
    else if (key == "seq_len") c.seq_len = model_field<std::int64_t>(v, key, "");
    else if (key == "max_positions") c.max_positions = model_field<std::int64_t>(v, key, "");
    else if (key == "mlp") c.mlp = detail::model_enum(v, key, detail::model_mlps);
    else if (key == "norm") c.norm = detail::model_enum(v, key, detail::model_norms);
    else if (key == "attention") c.attention = detail::model_enum(v, key, detail::model_attentions);
    else if (key == "positions") c.positions = detail::model_enum(v, key, detail::model_positions);
    else if (key == "tied_embeddings") c.tied_embeddings = model_field<bool>(v, key, "");
    else if (key == "dropout") c.dropout = model_field<bool>(v, key, "");
    else if (key == "qkv_bias") c.qkv_bias = model_field<bool>(v, key, "");
    else if (key == "out_bias") c.out_bias = model_field<bool>(v, key, "");
    else if (key == "mlp_bias") c.mlp_bias = model_field<bool>(v, key, "");
    else if (key == "param_dtype") c.param_dtype = parse_dtype(model_field<std::string>(v, key, ""));
    else if (key == "activation_dtype") c.activation_dtype = parse_dtype(model_field<std::string>(v, key, ""));
    else if (key == "moe") {
      if (!v.is_object()) detail::raise<parse_error>("model JSON: key 'moe' must be an object, got {}", v.type_name());
      moe_config e = c.moe.value_or(moe_config{});
      for (const auto& [k, x] : v.items()) {
        if (k == "experts") e.experts = model_field<std::int64_t>(x, k, "moe");
        else if (k == "top_k") e.top_k = model_field<std::int64_t>(x, k, "moe");
        else if (k == "capacity_factor") e.capacity_factor = model_field<double>(x, k, "moe");
        else if (k == "first_layer") e.first_layer = model_field<std::int64_t>(x, k, "moe");
        else if (k == "layer_interval") e.layer_interval = model_field<std::int64_t>(x, k, "moe");
        else if (k == "shared_experts") e.shared_experts = model_field<std::int64_t>(x, k, "moe");
        else if (k == "expert_ffn") e.expert_ffn = model_field<std::int64_t>(x, k, "moe");
        else if (k == "expert_bias") e.expert_bias = model_field<bool>(x, k, "moe");
        else
          detail::raise<parse_error>("model JSON: unknown key 'moe.{}'{}; expected experts, top_k, capacity_factor, "
                                     "first_layer, layer_interval, shared_experts, expert_ffn or expert_bias",
                                     k,
                                     did_you_mean(k, std::array<std::string_view, 8>{"experts", "top_k",
                                                                                     "capacity_factor", "first_layer",
                                                                                     "layer_interval", "shared_experts",
                                                                                     "expert_ffn", "expert_bias"}));
      }
      c.moe = e;
    } else if (key == "qk_norm") {
      c.qk_norm = model_field<bool>(v, key, "");
    } else if (key == "mtp_layers") {
      c.mtp_layers = model_field<std::int64_t>(v, key, "");
    } else if (key == "mla") {
      if (!v.is_object()) detail::raise<parse_error>("model JSON: key 'mla' must be an object, got {}", v.type_name());
      mla_config a = c.mla.value_or(mla_config{});
      constexpr std::array<std::string_view, 5> mla_keys{"q_lora_rank", "kv_lora_rank", "qk_nope_head_dim",
                                                         "qk_rope_head_dim", "v_head_dim"};
      for (const auto& [k, x] : v.items()) {
        if (k == "q_lora_rank") a.q_lora_rank = model_field<std::int64_t>(x, k, "mla");
        else if (k == "kv_lora_rank") a.kv_lora_rank = model_field<std::int64_t>(x, k, "mla");
        else if (k == "qk_nope_head_dim") a.qk_nope_head_dim = model_field<std::int64_t>(x, k, "mla");
        else if (k == "qk_rope_head_dim") a.qk_rope_head_dim = model_field<std::int64_t>(x, k, "mla");
        else if (k == "v_head_dim") a.v_head_dim = model_field<std::int64_t>(x, k, "mla");
        else
          detail::raise<parse_error>("model JSON: unknown key 'mla.{}'{}; expected {}", k, did_you_mean(k, mla_keys),
                                     fmt::join(mla_keys, ", "));
      }
      c.mla = a;
    } else
      detail::raise<parse_error>(
          "model JSON: unknown key '{}'{}; expected base, name, hidden, layers, heads, kv_heads, "
          "head_dim, ffn, vocab, seq_len, max_positions, mlp, norm, attention, positions, "
          "tied_embeddings, dropout, qkv_bias, out_bias, mlp_bias, param_dtype, "
          "activation_dtype, moe, qk_norm, mla or mtp_layers",
          key, did_you_mean(key, detail::model_json_keys));
  }
  if (c.name.empty()) c.name = "model";
  validate(c);
  return c;
}

/// `c` as model JSON (the format above, every key written; the optional sizes, and the
/// architecture options qk_norm, mla, mtp_layers and moe.expert_bias, only when set), so
/// that a preset can be printed and edited (`shardmem model show NAME`). micro_batch is not a
/// model key (the plan's --micro-batch sets it) and is not written.
/// @post read_model_json(write_model_json(c)) == c with c.micro_batch reset to 1.
[[nodiscard]] inline std::string write_model_json(const transformer_config& c) {
  nlohmann::ordered_json j;
  j["name"] = c.name;
  j["hidden"] = c.hidden;
  j["layers"] = c.layers;
  j["heads"] = c.heads;
  if (c.kv_heads) j["kv_heads"] = *c.kv_heads;
  if (c.head_dim) j["head_dim"] = *c.head_dim;
  j["ffn"] = c.ffn;
  j["vocab"] = c.vocab;
  j["seq_len"] = c.seq_len;
  if (c.max_positions) j["max_positions"] = *c.max_positions;
  j["mlp"] = detail::model_word(c.mlp, detail::model_mlps);
  j["norm"] = detail::model_word(c.norm, detail::model_norms);
  j["attention"] = detail::model_word(c.attention, detail::model_attentions);
  j["positions"] = detail::model_word(c.positions, detail::model_positions);
  j["tied_embeddings"] = c.tied_embeddings;
  j["dropout"] = c.dropout;
  j["qkv_bias"] = c.qkv_bias;
  j["out_bias"] = c.out_bias;
  j["mlp_bias"] = c.mlp_bias;
  j["param_dtype"] = std::string(name(c.param_dtype));
  j["activation_dtype"] = std::string(name(c.activation_dtype));
  if (c.moe) {
    nlohmann::ordered_json m;
    m["experts"] = c.moe->experts;
    m["top_k"] = c.moe->top_k;
    if (c.moe->capacity_factor) m["capacity_factor"] = *c.moe->capacity_factor;
    m["first_layer"] = c.moe->first_layer;
    m["layer_interval"] = c.moe->layer_interval;
    m["shared_experts"] = c.moe->shared_experts;
    if (c.moe->expert_ffn) m["expert_ffn"] = *c.moe->expert_ffn;
    if (c.moe->expert_bias) m["expert_bias"] = true;
    j["moe"] = m;
  }
  if (c.qk_norm) j["qk_norm"] = true;
  if (c.mla) {
    nlohmann::ordered_json a;
    if (c.mla->q_lora_rank) a["q_lora_rank"] = *c.mla->q_lora_rank;
    a["kv_lora_rank"] = c.mla->kv_lora_rank;
    a["qk_nope_head_dim"] = c.mla->qk_nope_head_dim;
    a["qk_rope_head_dim"] = c.mla->qk_rope_head_dim;
    a["v_head_dim"] = c.mla->v_head_dim;
    j["mla"] = a;
  }
  if (c.mtp_layers > 0) j["mtp_layers"] = c.mtp_layers;
  return j.dump(2) + "\n";
}

/// `read_model_json` of the file at `path`, of at most `max_input_bytes` (its size is checked
/// before it is read). @throws invalid_error when it cannot be read or is larger.
[[nodiscard]] inline transformer_config read_model_json_file(const std::string& path,
                                                             std::int64_t max_input_bytes = default_max_file_bytes) {
  return read_model_json(read_text_file<invalid_error>(path, "model file", max_input_bytes));
}

}  // namespace shardmem
