// What an optimizer step keeps and how (light to include; train/optimizer.hpp appends the step):
// the optimizer kinds, their moments, and optimizer_options.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/ids.hpp>
#include <shardmem/sharding/named_sharding.hpp>
#include <shardmem/sharding/partition_spec.hpp>

namespace shardmem {

enum class optimizer_kind : std::uint8_t { sgd, momentum, adam, adamw, adafactor, lion };

[[nodiscard]] constexpr std::string_view name(optimizer_kind k) noexcept {
  constexpr std::string_view names[] = {"sgd", "momentum", "adam", "adamw", "adafactor", "lion"};
  return names[static_cast<std::size_t>(k)];
}
/// Parses `sgd`, `momentum`, `adam`, `adamw`, `adafactor` or `lion`, in any case (`AdamW`).
/// @throws parse_error naming the one likely meant.
[[nodiscard]] inline optimizer_kind parse_optimizer(std::string_view text) {
  std::string_view names[6];
  for (std::size_t i = 0; i < 6; ++i) {
    names[i] = name(static_cast<optimizer_kind>(i));
    if (same_name(names[i], text)) return static_cast<optimizer_kind>(i);
  }
  detail::raise<parse_error>("unknown optimizer '{}'{}; expected sgd, momentum, adam, adamw, adafactor or lion", text,
                             did_you_mean(text, names));
}

/// How the optimizer step is built.
struct optimizer_options {
  optimizer_kind kind = optimizer_kind::adamw;
  dtype state_dtype = dtype::f32;     ///< moments
  bool master_weights = false;        ///< keep fp32 master copies of lower-precision params
  bool accumulate_gradients = false;  ///< add each gradient into a persistent accumulator
  dtype accumulator_dtype = dtype::f32;
  /// Sharding of a parameter's states (ZeRO-1/2 shard them where params are replicated); by
  /// default a state is sharded like its parameter. Factored Adafactor moments keep the
  /// parameter's spec entries for their remaining dimension.
  std::function<partition_spec(value_id param)> state_spec{};
  /// Where the states live: pinned_host offloads them (ZeRO-Offload, Ren et al. 2021); each
  /// parameter's update then streams its states through device memory, held as the update's
  /// workspace, one parameter at a time (and its parameter and gradient too, when those are on
  /// the host: offloaded parameters).
  memory_kind state_memory = memory_kind::device;
  bool ema = false;  ///< keep an exponential moving average of the parameters
  dtype ema_dtype = dtype::f32;
  memory_kind ema_memory = memory_kind::device;  ///< pinned_host: an EMA kept on the host
  /// Donate the old parameters and states to the new ones (jax.jit's donate_argnums), so each is
  /// one buffer. Without donation (a plain `@jax.jit` step) the new values are fresh outputs: at
  /// the update the old and new copies are both live, and memory_analysis reports no aliases.
  bool donate = true;
  /// Keep optax's int32 step counts as states of their own: adam, adamw, adafactor and lion count
  /// their steps (ScaleByAdamState.count, FactoredState.count, ScaleByLionState.count), and
  /// accumulated gradients (optax.MultiSteps) count micro-steps and updates (mini_step,
  /// gradient_step); sgd and momentum keep none. Adafactor's state also keeps a (1,) placeholder
  /// for each moment a parameter does not use (v of a factored parameter, v_row and v_col of a
  /// vector): program outputs, though jax.jit drops them as arguments since nothing reads them.
  bool step_count = true;
  /// The layers' parameters are stacked arrays (a lax.scan over layers): a per-layer placeholder
  /// above is one per stacked array, made with the first layer's parameter.
  bool stacked_layers = false;
};

/// Whether optax's state of optimizer `k` holds a step count (optimizer_options::step_count).
[[nodiscard]] constexpr bool keeps_step_count(optimizer_kind k) noexcept {
  return k == optimizer_kind::adam || k == optimizer_kind::adamw || k == optimizer_kind::adafactor ||
         k == optimizer_kind::lion;
}

/// Number of full-size moment tensors per parameter (Adafactor's factored moments aside).
[[nodiscard]] constexpr int moments(optimizer_kind k) noexcept {
  switch (k) {
    case optimizer_kind::sgd: return 0;
    case optimizer_kind::momentum:
    case optimizer_kind::lion: return 1;
    case optimizer_kind::adam:
    case optimizer_kind::adamw: return 2;
    case optimizer_kind::adafactor: return 0;
  }
  return 0;
}

}  // namespace shardmem
