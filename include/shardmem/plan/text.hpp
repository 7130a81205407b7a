// The planner's words, read: the only place the tool's and the JSON readers' text for remat,
// placement, axis groups, adapters and hardware becomes values. A C++ caller writes the values directly.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include <shardmem/core/api.hpp>
#include <shardmem/models/adapters.hpp>
#include <shardmem/models/parallelism.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/hardware.hpp>
#include <shardmem/plan/target.hpp>
#include <shardmem/schedule/revolve.hpp>

namespace shardmem {

/// Parses `checked` or `callback`. @throws parse_error.
[[nodiscard]] SHARDMEM_API placement_kind parse_placement(std::string_view text);

/// Mesh axes as the tool lists them, `fsdp,data`: an axis_group (empty text: none). An empty name
/// in the list (`fsdp,,data`) is kept, for resolve_axis_roles to refuse with the configuration.
[[nodiscard]] SHARDMEM_API axis_group parse_axis_group(std::string_view text);

/// Adapters as the tool's options give them (`--adapter-rank 49152 --adapter-targets
/// gate_proj,up_proj,down_proj --adapter-layers 18-26 --adapter-dtype f32`): `targets` joined by
/// commas (empty: adapter_config's), `layers` as `all`, one layer `5` or an inclusive range `18-26`
/// (empty: all), `type` a dtype's name (empty: adapter_config's). The model checks the rest
/// (validate(adapter_config, transformer_config)).
/// @throws parse_error for layers in none of those forms, or a type that names no dtype.
[[nodiscard]] SHARDMEM_API adapter_config parse_adapters(std::int64_t rank, std::string_view targets,
                                                         std::string_view layers, std::string_view type);

/// The hardware preset named `name` (see parse_hardware, which it is).
[[nodiscard]] inline hardware hardware_preset(std::string_view name) { return parse_hardware(name); }

/// The checkpoint schedule of the chain of layers a word names, one vocabulary for `shardmem plan
/// --remat` and `shardmem schedule --strategy`: store (keep every activation), sqrt_n (Chen et
/// al.'s sqrt(n) segments), segments:K (Chen's K segments), checkpoint_sequential:K (PyTorch's
/// torch.utils.checkpoint.checkpoint_sequential with K segments), nested or nested:L (L levels),
/// revolve or revolve:S (Griewank's binomial schedule with S snapshots; ceil(sqrt(n)) without),
/// budget:BYTES (the least recompute whose peak fits BYTES, as in budget:12GiB). Nullopt for a
/// word without a colon that names none of these (a policy's name, for parse_remat). The word before
/// a colon is read in any case (`Revolve:3` is revolve:3, the schedule's name). A revolve or
/// nested schedule is refused past `max_actions` actions (their own max_actions).
/// @throws parse_error for a malformed count or size, or an unknown word with a colon.
[[nodiscard]] SHARDMEM_API std::optional<chain_remat> parse_chain_schedule(
    std::string_view text, std::int64_t max_actions = default_max_revolve_actions);

/// The remat choice a word names: `none`; a JAX policy on every layer (nothing_saveable,
/// dots_saveable, dots_with_no_batch_dims_saveable, everything_saveable, save_layer_input,
/// offload_layer_input, MaxText's remat_policy names: full, minimal, ...; or the checkpoint names
/// to keep, `save:query_proj,out_proj` for save_only_these_names, `offload:mlp_out` or
/// `save:query_proj;offload:mlp_out` for save_and_offload_only_these_names); or a checkpoint
/// schedule of the chain of layers (parse_chain_schedule). Words are read in any case; the result's
/// name() is `text` with the word before any colon in lower case (`DOTS_SAVEABLE` is dots_saveable).
/// @throws parse_error naming the word, the nearest known one, and every form.
[[nodiscard]] SHARDMEM_API remat_choice parse_remat(std::string_view text);

/// The remat words `cheapest_fit` tries, in increasing memory order.
inline constexpr std::array<std::string_view, 7> remat_presets{
    "nothing_saveable", "sqrt_n", "offload_layer_input", "save_layer_input", "dots_with_no_batch_dims_saveable",
    "dots_saveable",    "none"};

}  // namespace shardmem

#if SHARDMEM_DEFINITIONS
#include <shardmem/plan/text-inl.hpp>
#endif
