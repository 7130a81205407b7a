// Exact parameter counts of a transformer_config, derived from its structure component by
// component: each block's projections, norms, MLP or experts, and the embedding, positions, final
// norm and head.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/models/config.hpp>

namespace shardmem {

/// Parameters of one transformer block by component. Each projection's count includes its bias.
/// In a dense block `router`, `experts`, `active_experts` and `shared_experts` are 0; in an MoE
/// block `mlp` is 0.
struct block_params {
  std::int64_t attention_norm = 0;  ///< the norm before attention
  /// [h, heads x head_dim] (+ bias); with MLA q_a_proj and q_b_proj, or q_proj
  std::int64_t q = 0;
  std::int64_t k = 0;  ///< [h, kv_heads x head_dim] (+ bias); with MLA kv_a_proj_with_mqa
  std::int64_t v = 0;  ///< [h, kv_heads x head_dim] (+ bias); with MLA kv_b_proj (keys' and values' up-projection)
  std::int64_t o = 0;  ///< [heads x head_dim, h] (+ bias)
  /// The norms inside attention: q_norm and k_norm [head_dim] (Qwen3), or MLA's q_a_layernorm and
  /// kv_a_layernorm over the latents.
  std::int64_t qk_norms = 0;
  std::int64_t mlp_norm = 0;        ///< the norm before the MLP or experts
  std::int64_t mlp = 0;             ///< dense MLP: fc1 + fc2, or gate + up + down
  std::int64_t router = 0;          ///< [h, experts], no bias (Mixtral's `gate`), + [experts] (DeepSeek-V3)
  std::int64_t experts = 0;         ///< all routed experts
  std::int64_t active_experts = 0;  ///< the top_k routed experts one token passes through
  std::int64_t shared_experts = 0;  ///< experts every token passes through

  /// q + k + v + o.
  [[nodiscard]] std::int64_t attention() const {
    return checked_add(checked_add(q, k, "a parameter count"), checked_add(v, o, "a parameter count"),
                       "a parameter count");
  }
  /// attention_norm + mlp_norm + qk_norms.
  [[nodiscard]] std::int64_t norms() const {
    return checked_add(checked_add(attention_norm, mlp_norm, "a parameter count"), qk_norms, "a parameter count");
  }
  /// Every parameter of the block.
  [[nodiscard]] std::int64_t total() const {
    std::int64_t t = checked_add(attention(), norms(), "a parameter count");
    for (std::int64_t part : {mlp, router, experts, shared_experts}) t = checked_add(t, part, "a parameter count");
    return t;
  }
  /// The parameters one token passes through: total() with only the top_k routed experts.
  [[nodiscard]] std::int64_t active() const { return total() - experts + active_experts; }

  friend bool operator==(const block_params&, const block_params&) = default;
};

/// Parameters of a whole model by component; dense and MoE blocks are counted separately because
/// they differ. A count whose component is absent is 0 (`positions` with rotary embeddings,
/// `lm_head` with tied embeddings, `moe_block` in a dense model).
struct param_breakdown {
  std::int64_t embedding = 0;     ///< token embedding [vocab, h]
  std::int64_t positions = 0;     ///< learned position table [max_positions, h]
  std::int64_t dense_blocks = 0;  ///< how many blocks have a dense MLP
  block_params dense_block{};     ///< each of them
  std::int64_t moe_blocks = 0;    ///< how many blocks have routed experts
  block_params moe_block{};       ///< each of them
  std::int64_t final_norm = 0;    ///< the norm after the last block
  std::int64_t lm_head = 0;       ///< output projection [h, vocab]; 0 when tied to the embedding
  std::int64_t mtp_modules = 0;   ///< multi-token prediction modules (DeepSeek-V3)
  block_params mtp_block{};       ///< each one's transformer block
  /// Each one's other parameters: the norms of the hidden state and of the embedding, the
  /// projection [2h, h] and its final norm (the embedding and the head are shared).
  std::int64_t mtp_other = 0;

  /// The parameters of all blocks.
  [[nodiscard]] std::int64_t blocks() const {
    return checked_add(checked_mul(dense_blocks, dense_block.total(), "a parameter count"),
                       checked_mul(moe_blocks, moe_block.total(), "a parameter count"), "a parameter count");
  }
  /// The parameters of the multi-token prediction modules.
  [[nodiscard]] std::int64_t mtp() const {
    return checked_mul(mtp_modules, checked_add(mtp_block.total(), mtp_other, "a parameter count"), "a parameter count");
  }
  /// Every parameter of the model.
  [[nodiscard]] std::int64_t total() const {
    std::int64_t t = checked_add(blocks(), mtp(), "a parameter count");
    for (std::int64_t part : {embedding, positions, final_norm, lm_head}) t = checked_add(t, part, "a parameter count");
    return t;
  }
  /// The parameters one token passes through (total() for a dense model).
  [[nodiscard]] std::int64_t active() const {
    const std::int64_t idle = checked_add(checked_mul(moe_blocks, moe_block.experts - moe_block.active_experts,
                                                      "a parameter count"),
                                          checked_mul(mtp_modules, mtp_block.experts - mtp_block.active_experts,
                                                      "a parameter count"),
                                          "a parameter count");
    return total() - idle;
  }
  /// The bytes of all parameters stored as `t`. @throws overflow_error.
  [[nodiscard]] bytes nbytes(dtype t) const { return storage_bytes(t, total()); }

  friend bool operator==(const param_breakdown&, const param_breakdown&) = default;
};

namespace detail {

inline std::int64_t linear_params(std::int64_t in, std::int64_t out, bool bias) {
  const std::int64_t w = checked_mul(in, out, "a parameter count");
  return bias ? checked_add(w, out, "a parameter count") : w;
}

inline std::int64_t norm_params(norm_kind k, std::int64_t h) {
  return k == norm_kind::layernorm ? checked_mul(2, h, "a parameter count") : h;
}

/// fc1 + fc2, or gate + up + down, of inner width `f`.
inline std::int64_t mlp_params(const transformer_config& c, std::int64_t f) {
  const std::int64_t in = linear_params(c.hidden, f, c.mlp_bias);   // fc1, or each of gate and up
  const std::int64_t out = linear_params(f, c.hidden, c.mlp_bias);  // fc2, or down
  return checked_add(checked_mul(c.mlp == mlp_kind::swiglu ? 2 : 1, in, "a parameter count"), out, "a parameter count");
}

inline block_params block_of(const transformer_config& c, bool moe) {
  block_params b{
      .attention_norm = norm_params(c.norm, c.hidden),
      .q = linear_params(c.hidden, c.q_width(), c.qkv_bias),
      .k = linear_params(c.hidden, c.kv_width(), c.qkv_bias),
      .v = linear_params(c.hidden, c.kv_width(), c.qkv_bias),
      .o = linear_params(c.q_width(), c.hidden, c.out_bias),
      .qk_norms = c.qk_norm ? checked_mul(2, c.resolved_head_dim(), "a parameter count") : 0,
      .mlp_norm = norm_params(c.norm, c.hidden),
  };
  if (c.mla) {  // transformers' DeepseekV3Attention; the latent norms are RMSNorms
    const mla_config& a = *c.mla;
    const std::int64_t heads_v = checked_mul(c.heads, a.v_head_dim, "the value width");
    b.q = a.q_lora_rank ? checked_add(linear_params(c.hidden, *a.q_lora_rank, false),
                                      linear_params(*a.q_lora_rank, c.q_width(), false), "a parameter count")
                        : linear_params(c.hidden, c.q_width(), false);
    b.k = linear_params(c.hidden, checked_add(a.kv_lora_rank, a.qk_rope_head_dim, "the latent width"), false);
    b.v = linear_params(a.kv_lora_rank,
                        checked_mul(c.heads, checked_add(a.qk_nope_head_dim, a.v_head_dim, "MLA's width"),
                                    "the key/value up-projection's width"),
                        false);
    b.o = linear_params(heads_v, c.hidden, c.out_bias);
    b.qk_norms = checked_add(a.kv_lora_rank, a.q_lora_rank.value_or(0), "a parameter count");
  }
  if (!moe) {
    b.mlp = mlp_params(c, c.ffn);
  } else {
    const std::int64_t expert = mlp_params(c, c.resolved_expert_ffn());
    b.router = checked_add(linear_params(c.hidden, c.moe->experts, false), c.moe->expert_bias ? c.moe->experts : 0,
                           "a parameter count");
    b.experts = checked_mul(c.moe->experts, expert, "a parameter count");
    b.active_experts = checked_mul(c.moe->top_k, expert, "a parameter count");
    b.shared_experts = checked_mul(c.moe->shared_experts, expert, "a parameter count");
  }
  return b;
}

}  // namespace detail

/// The parameters of block `layer` (0-based), by component.
/// @throws invalid_error when `c` is invalid; out_of_range_error for a layer outside 0..layers-1;
///         overflow_error.
/// Example: Llama-3.1-8B, any layer: q 16,777,216, k 4,194,304, v 4,194,304, o 16,777,216,
/// norms 8,192, mlp 176,160,768 (total 218,112,000).
[[nodiscard]] inline block_params block_parameters(const transformer_config& c, std::int64_t layer) {
  return detail::block_of(c, is_moe_layer(c, layer));
}

namespace detail {
// parameter_breakdown of a config already validated.
[[nodiscard]] inline param_breakdown breakdown(const transformer_config& c) {
  const std::int64_t moe_count = moe_layers(c);
  param_breakdown p{
      .embedding = checked_mul(c.vocab, c.hidden, "a parameter count"),
      .positions = checked_mul(c.resolved_max_positions(), c.hidden, "a parameter count"),
      .dense_blocks = c.layers - moe_count,
      .dense_block = c.layers > moe_count ? block_of(c, false) : block_params{},
      .moe_blocks = moe_count,
      .moe_block = moe_count > 0 ? block_of(c, true) : block_params{},
      .final_norm = norm_params(c.norm, c.hidden),
      .lm_head = c.tied_embeddings ? 0 : checked_mul(c.hidden, c.vocab, "a parameter count"),
      .mtp_modules = c.mtp_layers,
  };
  if (c.mtp_layers > 0) {  // DeepSeek-V3's enorm, hnorm, eh_proj [2h, h], its block and its final norm
    p.mtp_block = block_of(c, mtp_moe(c));
    p.mtp_other = checked_add(checked_mul(3, norm_params(c.norm, c.hidden), "a parameter count"),
                              linear_params(checked_mul(2, c.hidden, "the MTP projection's input"), c.hidden, false),
                              "a parameter count");
  }
  (void)p.total();  // surface an overflow here rather than in a later accessor
  return p;
}
}  // namespace detail

/// The parameters of `c` by component, counted from the structure: embedding vocab x h; learned
/// positions max_positions x h; per block the norms (2h LayerNorm, h RMSNorm), q/k/v/o with their
/// biases, and the MLP (2 matrices for GeLU, 3 for SwiGLU) or the router plus experts; the final
/// norm; the lm head h x vocab unless tied.
/// @post total() == the sum of the parameters of every block_parameters(c, i) plus embedding,
///       positions, final_norm and lm_head.
/// @throws invalid_error when `c` is invalid; overflow_error.
/// Example: Llama-3.1-8B -> total() == 8,030,261,248 (Meta's model card / HF config).
[[nodiscard]] inline param_breakdown parameter_breakdown(const transformer_config& c) {
  validate(c);
  return detail::breakdown(c);
}

/// Every parameter of `c`. @throws invalid_error, overflow_error.
[[nodiscard]] inline std::int64_t parameter_count(const transformer_config& c) {
  return parameter_breakdown(c).total();
}

/// The bytes of all parameters of `c` stored as `t` (e.g. f32 master weights).
/// @throws invalid_error, overflow_error.
/// Example: Llama-3.1-8B in f32 -> 32,121,044,992 B.
[[nodiscard]] inline bytes parameter_bytes(const transformer_config& c, dtype t) {
  return storage_bytes(t, parameter_count(c));
}

/// The bytes of all parameters of `c` in its `param_dtype`. @throws invalid_error, overflow_error.
/// Example: Llama-3.1-8B in bf16 -> 16,060,522,496 B (14.96 GiB).
[[nodiscard]] inline bytes parameter_bytes(const transformer_config& c) { return parameter_bytes(c, c.param_dtype); }

namespace detail {

inline std::string to_string(const block_params& b) {
  std::string s = fmt::format("{}: attention {} (q {}, k {}, v {}, o {}), norms {}", group_thousands(b.total()),
                              group_thousands(b.attention()), group_thousands(b.q), group_thousands(b.k),
                              group_thousands(b.v), group_thousands(b.o), group_thousands(b.norms()));
  if (b.mlp != 0) s += fmt::format(", mlp {}", group_thousands(b.mlp));
  if (b.router != 0) s += fmt::format(", router {}", group_thousands(b.router));
  if (b.experts != 0)
    s += fmt::format(", experts {} ({} active)", group_thousands(b.experts), group_thousands(b.active_experts));
  if (b.shared_experts != 0) s += fmt::format(", shared experts {}", group_thousands(b.shared_experts));
  return s;
}

inline std::string to_string(const param_breakdown& p) {
  const std::string total = group_thousands(p.total());
  std::string s = total + " parameters";
  if (p.active() != p.total()) s += fmt::format(" ({} active per token)", group_thousands(p.active()));
  const std::size_t width = total.size();
  auto row = [&](std::string_view label, std::string_view value, std::string_view note = {}) {
    s += fmt::format("\n  {:<16} {:>{}}", label, value, width);
    if (!note.empty()) s += fmt::format("  each {}", note);
  };
  row("embedding", group_thousands(p.embedding));
  if (p.positions != 0) row("positions", group_thousands(p.positions));
  if (p.dense_blocks != 0)
    row(fmt::format("{} dense blocks", p.dense_blocks),
        group_thousands(checked_mul(p.dense_blocks, p.dense_block.total(), "a parameter count")),
        to_string(p.dense_block));
  if (p.moe_blocks != 0)
    row(fmt::format("{} moe blocks", p.moe_blocks),
        group_thousands(checked_mul(p.moe_blocks, p.moe_block.total(), "a parameter count")), to_string(p.moe_block));
  row("final norm", group_thousands(p.final_norm));
  row("lm head", p.lm_head != 0 ? group_thousands(p.lm_head) : "tied");
  return s;
}

}  // namespace detail

}  // namespace shardmem

/// Prints one block: `218,112,000: attention 41,943,040 (q 16,777,216, k 4,194,304, v 4,194,304,
/// o 16,777,216), norms 8,192, mlp 176,160,768`.
template <>
struct fmt::formatter<shardmem::block_params> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::block_params& b, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::detail::to_string(b), ctx);
  }
};

/// Prints a breakdown as a table, one component per line:
/// ```
/// 8,030,261,248 parameters
///   embedding          525,336,576
///   32 dense blocks  6,979,584,000  each 218,112,000: attention 41,943,040 (...), norms 8,192, mlp 176,160,768
///   final norm               4,096
///   lm head            525,336,576
/// ```
template <>
struct fmt::formatter<shardmem::param_breakdown> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::param_breakdown& p, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::detail::to_string(p), ctx);
  }
};
