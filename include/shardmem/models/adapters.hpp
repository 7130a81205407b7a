// Low-rank adapters: trainable factors beside a model's projections while the model's own weights
// stay frozen. A projection y = x W (W [d_in, d_out]) with an adapter of rank r becomes
// y = x W + (x A) B, A [d_in, r] and B [r, d_out] trained, W not: LoRA (Hu et al. 2021, eq. 3), and
// in memory the same shape as a parameter decomposition's factors V [d_in, C], U [C, d_out]
// (seed 001: 27 sites of Llama-3.1-8B, C = 49152, fp32). The step then holds gradients and
// optimizer states for the factors only, and its backward pass runs only from the loss down to
// the first adapted layer.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/models/config.hpp>

namespace shardmem {

/// Which projections get adapters, of which rank and type. Targets are named as Hugging Face
/// names the modules (PEFT's `target_modules`): q_proj, k_proj, v_proj, o_proj, and gate_proj,
/// up_proj, down_proj (SwiGLU) or fc1, fc2 (GeLU).
/// Example: `adapter_config{.rank = 16, .targets = {"q_proj", "v_proj"}}` (PEFT's default targets
/// for Llama: TRANSFORMERS_MODELS_TO_LORA_TARGET_MODULES_MAPPING in peft/utils/constants.py).
struct adapter_config {
  std::int64_t rank = 8;  ///< r: the columns of A and the rows of B
  std::vector<std::string> targets{"q_proj", "v_proj"};
  std::int64_t first_layer = 0;  ///< the adapted layers: [first_layer, last_layer], 0-based
  std::int64_t last_layer = -1;  ///< -1: the model's last layer
  /// The factors' type: fp32, as PEFT keeps them by default (`autocast_adapter_dtype=True` casts
  /// bf16 and fp16 adapter weights to float32) whatever the base model's type.
  dtype type = dtype::f32;
  /// The frozen weights of the embedding and layers [0, replicated_prefix) placed replicated over
  /// the data axes (NamedSharding(mesh, P()), still split over the tensor axis) instead of
  /// sharded like the trained factors: seed 000's run placed its frozen Hugging Face prefix so,
  /// beside sharded factors. 0: every frozen weight is sharded.
  std::int64_t replicated_prefix = 0;
  friend bool operator==(const adapter_config&, const adapter_config&) = default;
};

/// The projection names an adapter may target.
inline constexpr std::array<std::string_view, 9> adapter_target_names{
    "q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj", "fc1", "fc2"};

/// True for the MLP's projections (gate_proj, up_proj, down_proj, fc1, fc2).
[[nodiscard]] constexpr bool is_mlp_target(std::string_view target) noexcept {
  return target == "gate_proj" || target == "up_proj" || target == "down_proj" || target == "fc1" || target == "fc2";
}

/// The last adapted layer of `c` (last_layer, or the model's last when -1).
[[nodiscard]] inline std::int64_t adapted_last_layer(const adapter_config& a, const transformer_config& c) {
  return a.last_layer < 0 ? c.layers - 1 : a.last_layer;
}

/// The weight shape [d_in, d_out] a target projects with in model `c`.
[[nodiscard]] inline std::array<std::int64_t, 2> adapter_site_shape(const transformer_config& c,
                                                                   std::string_view target) {
  const std::int64_t q = checked_mul(c.heads, c.resolved_head_dim(), "the query width"),
                     kv = checked_mul(c.resolved_kv_heads(), c.resolved_head_dim(), "the key/value width");
  if (target == "q_proj") return {c.hidden, q};
  if (target == "k_proj" || target == "v_proj") return {c.hidden, kv};
  if (target == "o_proj") return {q, c.hidden};
  if (target == "down_proj" || target == "fc2") return {c.ffn, c.hidden};
  return {c.hidden, c.ffn};  // gate_proj, up_proj, fc1
}

namespace detail {
// validate(a, c) of a config `c` already validated: the build of a graph validates `c` once.
inline void check_adapters(const adapter_config& a, const transformer_config& c) {
  if (a.rank < 1)
    detail::raise<invalid_error>("adapters: rank {} is not a size; give a rank of at least 1 (LoRA uses 8 to 64)",
                                 a.rank);
  if (a.targets.empty())
    detail::raise<invalid_error>("adapters: no target projection; name some of {}",
                                 fmt::join(adapter_target_names, ", "));
  for (std::size_t i = 0; i < a.targets.size(); ++i) {
    const std::string& t = a.targets[i];
    if (std::find(adapter_target_names.begin(), adapter_target_names.end(), t) == adapter_target_names.end())
      detail::raise<invalid_error>("adapters: unknown target '{}'{}; expected some of {}", t,
                                   did_you_mean(t, adapter_target_names), fmt::join(adapter_target_names, ", "));
    if (std::find(a.targets.begin(), a.targets.begin() + static_cast<std::ptrdiff_t>(i), t) !=
        a.targets.begin() + static_cast<std::ptrdiff_t>(i))
      detail::raise<invalid_error>("adapters: target '{}' is named twice; name each projection once", t);
    const bool swiglu_name = t == "gate_proj" || t == "up_proj" || t == "down_proj";
    if (is_mlp_target(t) && swiglu_name != (c.mlp == mlp_kind::swiglu))
      detail::raise<invalid_error>("adapters: {} has a {} MLP, which has no '{}'; its MLP projections are {}",
                                   detail::config_label(c), name(c.mlp), t,
                                   c.mlp == mlp_kind::swiglu ? "gate_proj, up_proj and down_proj" : "fc1 and fc2");
  }
  const std::int64_t last = adapted_last_layer(a, c);
  if (a.first_layer < 0 || a.first_layer >= c.layers || last >= c.layers || a.last_layer < -1 ||
      a.first_layer > last)
    detail::raise<invalid_error>("adapters: layers {}-{} are not a range of the {} layers of {}; give layers within "
                                 "0-{}, the first not after the last",
                                 a.first_layer, a.last_layer, c.layers, detail::config_label(c), c.layers - 1);
  if (c.moe && std::any_of(a.targets.begin(), a.targets.end(), [](const std::string& t) { return is_mlp_target(t); }))
    for (std::int64_t layer = a.first_layer; layer <= last; ++layer)
      if (detail::moe_at(c, layer))  // `c` valid (the caller validated it)
        detail::raise<invalid_error>("adapters: layer {} of {} routes its MLP to experts, and adapters on experts "
                                     "are not modelled; target only the attention projections there, or adapt "
                                     "dense layers only",
                                     layer, detail::config_label(c));
  if (a.replicated_prefix < 0 || a.replicated_prefix > c.layers)
    detail::raise<invalid_error>("adapters: a replicated prefix of {} layers is not a prefix of the {} layers of {}; "
                                 "give 0 to {} (0: none)",
                                 a.replicated_prefix, c.layers, detail::config_label(c), c.layers);
  if (a.type != dtype::f32 && a.type != dtype::bf16 && a.type != dtype::f16 && a.type != dtype::f64)
    detail::raise<invalid_error>("adapters: factors of type {} are not trained; give f32, bf16, f16 or f64",
                                 name(a.type));
}
}  // namespace detail

/// Checks `a` against model `c`.
/// @throws invalid_error naming the field, the numbers and the fix: a rank below 1, no target, an
///         unknown or repeated target, an MLP target the model's MLP kind lacks (gate_proj on a
///         GeLU MLP), a layer range outside the model, an MLP target on a mixture-of-experts layer
///         (adapters on routed experts are not modelled), a type other than f32, bf16, f16 and f64,
///         or a replicated prefix longer than the model.
inline void validate(const adapter_config& a, const transformer_config& c) {
  validate(c);
  detail::check_adapters(a, c);
}

/// Whether projection `target` of layer `layer` has an adapter.
[[nodiscard]] inline bool adapts(const adapter_config& a, const transformer_config& c, std::int64_t layer,
                                 std::string_view target) {
  return layer >= a.first_layer && layer <= adapted_last_layer(a, c) &&
         std::find(a.targets.begin(), a.targets.end(), target) != a.targets.end();
}

namespace detail {
// adapter_parameters of adapters already validated against `c`.
[[nodiscard]] inline std::int64_t adapter_params(const adapter_config& a, const transformer_config& c) {
  std::int64_t per_layer = 0;
  for (const std::string& t : a.targets) {
    const auto [d_in, d_out] = adapter_site_shape(c, t);
    per_layer = checked_add(per_layer, checked_mul(a.rank, checked_add(d_in, d_out, "an adapter's sides"),
                                                   "an adapter's parameters"),
                            "the adapters' parameters");
  }
  return checked_mul(per_layer, adapted_last_layer(a, c) - a.first_layer + 1, "the adapters' parameters");
}
}  // namespace detail

/// The adapters' parameters: r x (d_in + d_out) per adapted projection. @throws as validate;
/// overflow_error.
[[nodiscard]] inline std::int64_t adapter_parameters(const adapter_config& a, const transformer_config& c) {
  validate(a, c);
  return detail::adapter_params(a, c);
}

/// `rank 16 on q_proj,v_proj of layers 0-31, f32` (`, the embedding and layers 0-17 replicated` with a
/// replicated prefix).
[[nodiscard]] inline std::string to_string(const adapter_config& a, const transformer_config& c) {
  return fmt::format("rank {} on {} of layers {}-{}, {}{}", a.rank, fmt::join(a.targets, ","), a.first_layer,
                     adapted_last_layer(a, c), name(a.type),
                     a.replicated_prefix > 0
                         ? fmt::format(", the embedding and layers 0-{} replicated", a.replicated_prefix - 1)
                         : std::string());
}

}  // namespace shardmem
