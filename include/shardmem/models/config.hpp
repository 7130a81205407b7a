// shardmem::transformer_config: the description of a decoder-only transformer (dense or
// mixture-of-experts) that the models/ builders turn into graphs, and its validation (its exact
// parameter counts are in models/params.hpp).
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>

namespace shardmem {

/// The feed-forward block of a transformer layer.
enum class mlp_kind : std::uint8_t {
  gelu,    ///< two matrices: fc1 [h, ffn], GeLU, fc2 [ffn, h] (GPT-2/3, Megatron GPT)
  swiglu,  ///< three matrices: gate and up [h, ffn], SiLU(gate) * up, down [ffn, h] (Shazeer 2020; Llama)
};

/// The normalization before attention, before the MLP and at the end of the stack.
enum class norm_kind : std::uint8_t {
  layernorm,  ///< weight and bias, 2h parameters (Ba et al. 2016; GPT-2/3)
  rmsnorm,    ///< weight only, h parameters (Zhang & Sennrich 2019; Llama, Mixtral)
};

/// How attention scores are computed; decides whether the [heads, s, s] softmax is stored.
enum class attention_kind : std::uint8_t {
  materialized,  ///< scores and softmax are materialized (Korthikanti et al. 2022, sec. 4: the 5as^2b term)
  flash,         ///< fused, tiled kernel keeping only per-row statistics (Dao et al. 2022)
};

/// How token positions enter the model.
enum class position_kind : std::uint8_t {
  learned,  ///< a learned table [max_positions, h] added to the embedding (GPT-2/3, Megatron GPT)
  rotary,   ///< rotary embeddings applied to q and k, no parameters (Su et al. 2021; Llama, Mixtral)
};

/// `gelu`, `swiglu`.
[[nodiscard]] constexpr std::string_view name(mlp_kind k) noexcept { return k == mlp_kind::gelu ? "gelu" : "swiglu"; }
/// `layernorm`, `rmsnorm`.
[[nodiscard]] constexpr std::string_view name(norm_kind k) noexcept {
  return k == norm_kind::layernorm ? "layernorm" : "rmsnorm";
}
/// `materialized`, `flash`.
[[nodiscard]] constexpr std::string_view name(attention_kind k) noexcept {
  return k == attention_kind::materialized ? "materialized" : "flash";
}
/// `learned`, `rotary`.
[[nodiscard]] constexpr std::string_view name(position_kind k) noexcept {
  return k == position_kind::learned ? "learned" : "rotary";
}

/// The mixture-of-experts part of a transformer: which layers replace their MLP by routed
/// experts, and how tokens are routed. Each expert is an MLP of the config's `mlp` kind.
/// Layer `i` is an MoE layer when `i >= first_layer` and `(i - first_layer) % layer_interval == 0`:
/// Mixtral is {first 0, interval 1}; Switch/GShard "every other layer" is {1, 2}; DeepSeek's
/// leading dense layers are {3, 1}.
/// Example: `moe_config{.experts = 8, .top_k = 2}` (Mixtral 8x7B: every layer, dropless).
struct moe_config {
  std::int64_t experts = 0;  ///< routed experts per MoE layer
  std::int64_t top_k = 0;    ///< experts each token is routed to
  /// Tokens an expert accepts, relative to an even split (GShard; Switch Transformer). Unset:
  /// dropless routing, every expert takes what it is sent (Mixtral; MegaBlocks, Gale et al. 2022).
  std::optional<double> capacity_factor{};
  std::int64_t first_layer = 0;     ///< index of the first MoE layer
  std::int64_t layer_interval = 1;  ///< every layer_interval-th layer from first_layer is MoE
  std::int64_t shared_experts = 0;  ///< experts every token passes through (DeepSeekMoE); 0 for Mixtral
  /// Inner width of each routed and shared expert. Unset: the config's `ffn`.
  std::optional<std::int64_t> expert_ffn{};
  /// A bias per expert added to the routing scores when choosing (DeepSeek-V3, sec. 2.1.2:
  /// auxiliary-loss-free balancing; transformers' `e_score_correction_bias`, [experts], updated by
  /// a rule, not by the gradient).
  bool expert_bias = false;

  friend bool operator==(const moe_config&, const moe_config&) = default;
};

/// Multi-head latent attention (DeepSeek-V2, DeepSeek-AI 2024, sec. 2.1): keys and values come
/// from one low-rank latent per token, queries from another (or from the hidden state directly);
/// each head's query and key have a part without positions and a rotary part, the rotary key
/// shared by every head. The weights as transformers' DeepseekV3Attention names them: q_a_proj
/// [h, q_lora_rank], q_a_layernorm, q_b_proj [q_lora_rank, heads x (nope + rope)] (q_proj
/// [h, heads x (nope + rope)] when q_lora_rank is unset, as in DeepSeek-V2-Lite);
/// kv_a_proj_with_mqa [h, kv_lora_rank + rope], kv_a_layernorm [kv_lora_rank], kv_b_proj
/// [kv_lora_rank, heads x (nope + v_head_dim)]; o_proj [heads x v_head_dim, h].
/// Example: DeepSeek-V3 `{.q_lora_rank = 1536, .kv_lora_rank = 512, .qk_nope_head_dim = 128,
/// .qk_rope_head_dim = 64, .v_head_dim = 128}`.
struct mla_config {
  std::optional<std::int64_t> q_lora_rank{};  ///< the query latent's width; unset: no query latent
  std::int64_t kv_lora_rank = 0;              ///< the key/value latent's width
  std::int64_t qk_nope_head_dim = 0;          ///< each head's query and key width without positions
  std::int64_t qk_rope_head_dim = 0;          ///< each head's rotary query and key width
  std::int64_t v_head_dim = 0;                ///< each head's value width

  /// Each head's query and key width, nope + rope.
  [[nodiscard]] std::int64_t qk_head_dim() const {
    return checked_add(qk_nope_head_dim, qk_rope_head_dim, "MLA's width");
  }

  friend bool operator==(const mla_config&, const mla_config&) = default;
};

/// A decoder-only transformer and the workload shape (sequence, micro-batch, dtypes) it is
/// trained with. A plain aggregate: build it with designated initializers and call `validate`
/// (every function below validates first). Optional sizes fall back to the usual defaults.
/// Example: `transformer_config{.name = "tiny", .hidden = 256, .layers = 4, .heads = 4, .ffn = 1024,
/// .vocab = 1000, .seq_len = 128}` is a 4-layer Llama-style model (SwiGLU, RMSNorm, rotary, untied).
struct transformer_config {
  std::string name{};       ///< appears in errors and printouts: `llama3.1-8b`
  std::int64_t hidden = 0;  ///< model width h
  std::int64_t layers = 0;  ///< transformer blocks
  std::int64_t heads = 0;   ///< query heads a
  /// Key/value heads (grouped-query attention, Ainslie et al. 2023). Unset: `heads` (multi-head).
  std::optional<std::int64_t> kv_heads{};
  /// Width of one head. Unset: `hidden / heads`, which must then be an integer.
  std::optional<std::int64_t> head_dim{};
  std::int64_t ffn = 0;  ///< the MLP's inner width (4h for GPT-3; 14336 for Llama-3.1-8B)
  mlp_kind mlp = mlp_kind::swiglu;
  norm_kind norm = norm_kind::rmsnorm;
  bool qkv_bias = false;  ///< biases on the q, k and v projections
  bool out_bias = false;  ///< bias on the attention output projection
  bool mlp_bias = false;  ///< biases on the MLP (and expert) matrices
  bool dropout = false;   ///< dropout after attention softmax, attention and MLP (1-byte masks)
  attention_kind attention = attention_kind::flash;
  std::int64_t vocab = 0;        ///< vocabulary size (embedding and lm head rows)
  bool tied_embeddings = false;  ///< the lm head reuses the token embedding (GPT-3) or has its own (Llama)
  position_kind positions = position_kind::rotary;
  /// Rows of the learned position table. Only with `positions == learned`; unset: `seq_len`.
  std::optional<std::int64_t> max_positions{};
  std::int64_t seq_len = 0;      ///< tokens per sequence s
  std::int64_t micro_batch = 1;  ///< sequences per micro-batch b
  /// The working weights' dtype (bf16 in mixed precision; fp32 master copies are optimizer state).
  shardmem::dtype param_dtype = shardmem::dtype::bf16;
  shardmem::dtype activation_dtype = shardmem::dtype::bf16;
  std::optional<moe_config> moe{};  ///< set for a mixture-of-experts model
  /// An RMSNorm over each head's query and key before the rotary positions, a [head_dim] weight
  /// each (Qwen3's q_norm and k_norm, transformers' Qwen3Attention).
  bool qk_norm = false;
  /// Multi-head latent attention in place of the q/k/v projections (DeepSeek-V2/V3): `heads`
  /// counts the heads; `kv_heads` and `head_dim` stay unset.
  std::optional<mla_config> mla{};
  /// Multi-token prediction modules after the last layer (DeepSeek-V3, sec. 2.2): each normalizes
  /// the hidden state before it and the embedding of the token one further ahead, projects their
  /// concatenation [2h -> h], runs one transformer layer (an MoE layer where layer `layers` would
  /// be one) and the shared head behind a final norm of its own; its loss is added to the main
  /// one. The embedding and the head are the main model's.
  std::int64_t mtp_layers = 0;

  /// Key/value heads: `kv_heads` or, unset, `heads`.
  [[nodiscard]] std::int64_t resolved_kv_heads() const noexcept { return kv_heads.value_or(heads); }
  /// Width of one head: `head_dim` or, unset, `hidden / heads`. @pre the config is valid.
  [[nodiscard]] std::int64_t resolved_head_dim() const noexcept {
    return head_dim ? *head_dim : (heads > 0 ? hidden / heads : 0);
  }
  /// Rows of the learned position table (0 with rotary positions).
  [[nodiscard]] std::int64_t resolved_max_positions() const noexcept {
    return positions == position_kind::learned ? max_positions.value_or(seq_len) : 0;
  }
  /// Inner width of each expert: `moe->expert_ffn` or `ffn`; 0 without MoE.
  [[nodiscard]] std::int64_t resolved_expert_ffn() const noexcept { return moe ? moe->expert_ffn.value_or(ffn) : 0; }
  /// Width of the query projection's output, heads x head_dim (4096 for Llama-3.1-8B).
  /// @throws overflow_error.
  [[nodiscard]] std::int64_t q_width() const {
    return checked_mul(heads, mla ? mla->qk_head_dim() : resolved_head_dim(), "the query width");
  }
  /// Width of the key (and of the value) projection's output, kv_heads x head_dim (1024 for Llama-3.1-8B).
  /// @throws overflow_error.
  /// With MLA: the keys' width, heads x (nope + rope).
  [[nodiscard]] std::int64_t kv_width() const {
    return mla ? q_width() : checked_mul(resolved_kv_heads(), resolved_head_dim(), "the key/value width");
  }
  /// Tokens per micro-batch, seq_len x micro_batch. @throws overflow_error.
  [[nodiscard]] std::int64_t tokens() const { return checked_mul(seq_len, micro_batch, "the tokens per micro-batch"); }

  friend bool operator==(const transformer_config&, const transformer_config&) = default;
};

namespace detail {

/// `transformer config 'llama3.1-8b'`, or `transformer config` when unnamed.
inline std::string config_label(const transformer_config& c) {
  return c.name.empty() ? std::string("transformer config") : fmt::format("transformer config '{}'", c.name);
}

/// `1, 2, 4, 8` for 8: the values a divisor-constrained field may take; `the divisors of N` past
/// 10^12, where listing them would take seconds (trial division up to sqrt(N)).
inline std::string divisors(std::int64_t n) {
  if (n > 1'000'000'000'000) return fmt::format("the divisors of {}", n);
  std::string small, large;
  for (std::int64_t d = 1; d <= n / d; ++d) {
    if (n % d != 0) continue;
    small += fmt::format("{}{}", small.empty() ? "" : ", ", d);
    if (d != n / d) large = fmt::format(", {}", n / d) + large;
  }
  return small + large;
}

/// Throws the "field is 0; set it to ..." error of `validate` when value < 1.
inline void require_positive(const transformer_config& c, std::int64_t value, std::string_view field,
                             std::string_view meaning) {
  if (value < 1)
    raise<invalid_error>("invalid {}: .{} is {}; set it to {} (at least 1)", config_label(c), field, value, meaning);
}

}  // namespace detail

/// Checks every field of `c`.
/// @post returns normally only if all sizes are >= 1, `hidden / heads` is exact when `head_dim` is
///       unset, `kv_heads` divides `heads`, a learned position table covers `seq_len`, and the MoE
///       fields are consistent (1 <= top_k <= experts, first_layer < layers, ...).
/// @throws invalid_error naming the field (as `.field`, its designated-initializer spelling), the
///         numbers and the fix, e.g. `invalid transformer config 'x': .heads (32) is not divisible by
///         .kv_heads (6); ...`.
inline void validate(const transformer_config& c) {
  using detail::raise;
  const std::string label = detail::config_label(c);
  detail::require_positive(c, c.hidden, "hidden", "the model width");
  detail::require_positive(c, c.layers, "layers", "the number of transformer blocks");
  detail::require_positive(c, c.heads, "heads", "the number of query heads");
  detail::require_positive(c, c.ffn, "ffn", "the MLP's inner width");
  detail::require_positive(c, c.vocab, "vocab", "the vocabulary size");
  detail::require_positive(c, c.seq_len, "seq_len", "the tokens per sequence");
  detail::require_positive(c, c.micro_batch, "micro_batch", "the sequences per micro-batch");
  if (c.kv_heads && *c.kv_heads < 1)
    raise<invalid_error>("invalid {}: .kv_heads is {}; set it to the number of key/value heads (at least 1), or "
                         "leave it unset for multi-head attention (kv_heads = heads)",
                         label, *c.kv_heads);
  if (c.head_dim && *c.head_dim < 1)
    raise<invalid_error>("invalid {}: .head_dim is {}; set it to at least 1, or leave it unset for hidden / heads",
                         label, *c.head_dim);
  if (!c.head_dim && c.hidden % c.heads != 0)
    raise<invalid_error>("invalid {}: .hidden ({}) is not divisible by .heads ({}), so the default head_dim "
                         "(hidden / heads) is not an integer; set .head_dim explicitly or choose .heads among the "
                         "divisors of {}",
                         label, c.hidden, c.heads, c.hidden);
  if (c.heads % c.resolved_kv_heads() != 0)
    raise<invalid_error>("invalid {}: .heads ({}) is not divisible by .kv_heads ({}): grouped-query attention shares "
                         "each key/value head among heads / kv_heads query heads; choose .kv_heads among {}",
                         label, c.heads, c.resolved_kv_heads(), detail::divisors(c.heads));
  if (c.positions == position_kind::rotary && c.max_positions)
    raise<invalid_error>("invalid {}: .max_positions ({}) applies only to learned position embeddings, but .positions "
                         "is rotary; leave it unset or set .positions = position_kind::learned",
                         label, *c.max_positions);
  if (c.positions == position_kind::learned && c.max_positions && *c.max_positions < c.seq_len)
    raise<invalid_error>("invalid {}: .max_positions ({}) is shorter than .seq_len ({}): the learned position table "
                         "has no row past position {}; raise .max_positions to at least {} or shorten .seq_len",
                         label, *c.max_positions, c.seq_len, *c.max_positions - 1, c.seq_len);
  if (c.mla) {
    const mla_config& a = *c.mla;
    if (c.kv_heads || c.head_dim || c.qk_norm || c.qkv_bias)
      raise<invalid_error>("invalid {}: .mla sets the attention's widths, so .{} must stay unset (false); every "
                           "head has its own key and value from the latent",
                           label,
                           c.kv_heads   ? "kv_heads"
                           : c.head_dim ? "head_dim"
                           : c.qk_norm  ? "qk_norm"
                                        : "qkv_bias");
    const std::pair<std::int64_t, const char*> widths[] = {{a.kv_lora_rank, "kv_lora_rank"},
                                                           {a.qk_nope_head_dim, "qk_nope_head_dim"},
                                                           {a.qk_rope_head_dim, "qk_rope_head_dim"},
                                                           {a.v_head_dim, "v_head_dim"},
                                                           {a.q_lora_rank.value_or(1), "q_lora_rank"}};
    for (const auto& [w, field] : widths)
      if (w < 1)
        raise<invalid_error>("invalid {}: .mla->{} is {}; set it to at least 1 (DeepSeek-V3: q_lora_rank 1536, "
                             "kv_lora_rank 512, qk_nope_head_dim 128, qk_rope_head_dim 64, v_head_dim 128)",
                             label, field, w);
  }
  if (c.mtp_layers < 0)
    raise<invalid_error>("invalid {}: .mtp_layers is {}; set it to the multi-token prediction modules (0 or more)",
                         label, c.mtp_layers);
  if (c.moe) {
    const moe_config& m = *c.moe;
    if (m.experts < 1)
      raise<invalid_error>("invalid {}: .moe->experts is {}; set it to the number of routed experts (at least 1)",
                           label, m.experts);
    if (m.top_k < 1)
      raise<invalid_error>("invalid {}: .moe->top_k is {}; set it to the number of experts each token is routed to "
                           "(at least 1)",
                           label, m.top_k);
    if (m.top_k > m.experts)
      raise<invalid_error>("invalid {}: .moe->top_k ({}) exceeds .moe->experts ({}): a token cannot be routed to more "
                           "experts than exist; lower .moe->top_k to at most {}",
                           label, m.top_k, m.experts, m.experts);
    if (m.capacity_factor && !(std::isfinite(*m.capacity_factor) && *m.capacity_factor > 0))
      raise<invalid_error>("invalid {}: .moe->capacity_factor is {}; set it above 0 (tokens past an expert's capacity "
                           "are dropped), or leave it unset for dropless routing",
                           label, *m.capacity_factor);
    if (m.layer_interval < 1)
      raise<invalid_error>("invalid {}: .moe->layer_interval is {}; set it to at least 1 (1: every layer from "
                           ".moe->first_layer is MoE, 2: every other layer)",
                           label, m.layer_interval);
    if (m.first_layer < 0 || m.first_layer >= c.layers)
      raise<invalid_error>("invalid {}: .moe->first_layer ({}) is not a layer of the model's {} layers (0..{}); set it "
                           "between 0 and {}",
                           label, m.first_layer, c.layers, c.layers - 1, c.layers - 1);
    if (m.shared_experts < 0)
      raise<invalid_error>("invalid {}: .moe->shared_experts is {}; set it to 0 or more", label, m.shared_experts);
    if (m.expert_ffn && *m.expert_ffn < 1)
      raise<invalid_error>("invalid {}: .moe->expert_ffn is {}; set it to the experts' inner width (at least 1), or "
                           "leave it unset to use .ffn",
                           label, *m.expert_ffn);
  }
}

namespace detail {
// is_moe_layer of a config already validated and a layer in range: for loops over the layers,
// which validate the config once, not once per layer.
[[nodiscard]] inline bool moe_at(const transformer_config& c, std::int64_t layer) noexcept {
  return c.moe && layer >= c.moe->first_layer && (layer - c.moe->first_layer) % c.moe->layer_interval == 0;
}
// moe_layer_count of a config already validated.
[[nodiscard]] inline std::int64_t moe_layers(const transformer_config& c) noexcept {
  if (!c.moe) return 0;
  return (c.layers - 1 - c.moe->first_layer) / c.moe->layer_interval + 1;
}
// Whether the multi-token prediction modules' layer has experts: where a layer `layers` would
// (DeepSeek-V3's MTP layer is its layer 61, past the dense first three).
[[nodiscard]] inline bool mtp_moe(const transformer_config& c) noexcept { return moe_at(c, c.layers); }
}  // namespace detail

/// True when layer `layer` (0-based) replaces its MLP by routed experts.
/// @throws invalid_error when `c` is invalid; out_of_range_error when layer is not in 0..layers-1.
/// Example: with `.moe = moe_config{.experts = 64, .top_k = 1, .first_layer = 1, .layer_interval = 2}`,
/// layers 1, 3, 5, ... are MoE.
[[nodiscard]] inline bool is_moe_layer(const transformer_config& c, std::int64_t layer) {
  validate(c);
  if (layer < 0 || layer >= c.layers)
    detail::raise<out_of_range_error>("layer {} is out of range for {} with {} layers (0..{})", layer,
                                      detail::config_label(c), c.layers, c.layers - 1);
  return detail::moe_at(c, layer);
}

/// The number of MoE layers (0 for a dense model; `layers` for Mixtral).
/// @throws invalid_error when `c` is invalid.
[[nodiscard]] inline std::int64_t moe_layer_count(const transformer_config& c) {
  validate(c);
  return detail::moe_layers(c);
}

namespace detail {
// expert_capacity of a config already validated: the build of a graph validates its config once.
[[nodiscard]] inline std::int64_t capacity_of(const transformer_config& c, std::int64_t tokens) {
  if (!c.moe)
    detail::raise<invalid_error>("{} has no mixture of experts, so no expert capacity; set .moe",
                                 detail::config_label(c));
  if (tokens < 0)
    detail::raise<invalid_error>("cannot size the experts of {} for {} tokens; the token count must be >= 0",
                                 detail::config_label(c), tokens);
  const std::int64_t routed = checked_mul(tokens, c.moe->top_k, "the routed token count");
  if (!c.moe->capacity_factor) return tokens;
  // Same operation order as Megatron-Core, in double, so the rounding agrees with it.
  const double cap = std::ceil(static_cast<double>(routed) / static_cast<double>(c.moe->experts) *
                               *c.moe->capacity_factor);
  if (!(cap < 9.2e18))
    detail::raise<overflow_error>("overflow computing the expert capacity of {}: {} exceeds the 64-bit limit",
                                  detail::config_label(c), cap);
  return static_cast<std::int64_t>(cap);
}

// dispatch_capacity of a config already validated.
[[nodiscard]] inline std::int64_t dispatch_rows(const transformer_config& c, std::int64_t tokens) {
  const std::int64_t rows = capacity_of(c, tokens);  // checks the moe and the tokens
  if (c.moe->capacity_factor) return rows;
  return ceil_div(checked_mul(tokens, c.moe->top_k, "the routed token count"), c.moe->experts);
}
}  // namespace detail

/// Tokens each expert accepts when `tokens` tokens enter an MoE layer: ceil(tokens x top_k /
/// experts x capacity_factor), Megatron-Core's `get_capacity(num_tokens * topk, num_experts,
/// capacity_factor)` (megatron/core/transformer/moe/moe_utils.py; GShard, Lepikhin et al. 2020).
/// Dropless routing has no capacity: the worst case, every token's top_k choices, is `tokens`
/// (`dispatch_capacity` gives the average case that build_transformer sizes buffers with).
/// @throws invalid_error when `c` is invalid or has no `moe`, or tokens < 0; overflow_error.
/// Example: 4096 tokens, 8 experts, top-2, capacity factor 1.25 -> 1280.
[[nodiscard]] inline std::int64_t expert_capacity(const transformer_config& c, std::int64_t tokens) {
  validate(c);
  return detail::capacity_of(c, tokens);
}

/// Rows per expert that a group of `tokens` tokens fills in an MoE layer's dispatch buffer: the C
/// of build_transformer's [experts, groups, C, h] buffers. With a capacity factor it is
/// `expert_capacity`, ceil(tokens x top_k / experts x capacity_factor) (GShard, Lepikhin et al.
/// 2020, sec. 2.2; Switch Transformer, Fedus et al. 2022, eq. 3: tokens past it are dropped).
/// Dropless routing has no capacity, and a buffer sized for the worst case (every token at one
/// expert, `expert_capacity`) would be experts / top_k times larger; instead this is the average case,
/// the even split ceil(tokens x top_k / experts), so all experts together hold the top_k x tokens
/// rows that MegaBlocks' block-sparse buffers hold (Gale et al. 2022, "MegaBlocks"). An imbalanced
/// routing needs more on the busiest expert: this is a lower bound there, not a guarantee.
/// @throws invalid_error when `c` is invalid or has no `moe`, or tokens < 0; overflow_error.
/// Example: 4096 tokens, 8 experts, top-2: capacity factor 1.25 -> 1280; dropless -> 1024.
[[nodiscard]] inline std::int64_t dispatch_capacity(const transformer_config& c, std::int64_t tokens) {
  validate(c);
  return detail::dispatch_rows(c, tokens);
}

namespace detail {

inline std::string to_string(const transformer_config& c) {
  std::string s = fmt::format("{}: h {}, {} layers, heads {}/{} x {}, ffn {} {}, {}, vocab {} {}, ",
                              c.name.empty() ? "transformer" : c.name, c.hidden, c.layers, c.heads,
                              c.resolved_kv_heads(), c.resolved_head_dim(), c.ffn, name(c.mlp), name(c.norm), c.vocab,
                              c.tied_embeddings ? "tied" : "untied");
  if (c.positions == position_kind::learned) s += fmt::format("learned positions {}", c.resolved_max_positions());
  else s += "rotary";
  std::string biases;
  if (c.qkv_bias) biases += "qkv";
  if (c.out_bias) biases += biases.empty() ? "out" : "/out";
  if (c.mlp_bias) biases += biases.empty() ? "mlp" : "/mlp";
  if (!biases.empty()) s += fmt::format(", {} biases", biases);
  s += fmt::format(", {} attention{}, seq {} x micro-batch {}, {} params, {} activations", name(c.attention),
                   c.dropout ? ", dropout" : "", c.seq_len, c.micro_batch, c.param_dtype, c.activation_dtype);
  if (c.moe) {
    const moe_config& m = *c.moe;
    s += fmt::format(", moe {} experts top-{}", m.experts, m.top_k);
    if (m.shared_experts != 0) s += fmt::format(" + {} shared", m.shared_experts);
    if (m.expert_ffn) s += fmt::format(" ffn {}", *m.expert_ffn);
    if (m.expert_bias) s += " biased routing";
    s += m.capacity_factor ? fmt::format(" capacity {}", *m.capacity_factor) : std::string(" dropless");
    if (m.first_layer == 0 && m.layer_interval == 1) s += " on every layer";
    else
      s += fmt::format(" on every {} layer{} from layer {}", m.layer_interval, m.layer_interval == 1 ? "" : "s",
                       m.first_layer);
  }
  if (c.mtp_layers > 0)
    s += fmt::format(", {} multi-token prediction module{}", c.mtp_layers, c.mtp_layers == 1 ? "" : "s");
  return s;
}

}  // namespace detail

}  // namespace shardmem

/// Prints `gelu` / `swiglu`.
template <>
struct fmt::formatter<shardmem::mlp_kind> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::mlp_kind k, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(k), ctx);
  }
};

/// Prints `layernorm` / `rmsnorm`.
template <>
struct fmt::formatter<shardmem::norm_kind> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::norm_kind k, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(k), ctx);
  }
};

/// Prints `materialized` / `flash`.
template <>
struct fmt::formatter<shardmem::attention_kind> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::attention_kind k, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(k), ctx);
  }
};

/// Prints `learned` / `rotary`.
template <>
struct fmt::formatter<shardmem::position_kind> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::position_kind k, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(k), ctx);
  }
};

/// Prints a config on one line: `llama3.1-8b: h 4096, 32 layers, heads 32/8 x 128, ffn 14336 swiglu,
/// rmsnorm, vocab 128256 untied, rotary, flash attention, seq 8192 x micro-batch 1, bf16 params,
/// bf16 activations`.
template <>
struct fmt::formatter<shardmem::transformer_config> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::transformer_config& c, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::detail::to_string(c), ctx);
  }
};
