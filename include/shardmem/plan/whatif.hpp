// What if: many plans of one configuration. The scaling attribution (each term against the knobs
// it grows with), the largest micro-batch that fits, a sweep over meshes and remat choices, and
// the cheapest remat preset that fits.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <shardmem/core/api.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/target.hpp>

namespace shardmem {

/// How max_micro_batch searches.
struct batch_search {
  std::int64_t limit = 1 << 16;         ///< the largest micro-batch tried
  const memory_plan* at_one = nullptr;  ///< the plan at micro-batch 1, when already made
};

/// The scaling attribution of plan `p` (of `given` against `target`): each term at the peak
/// against the knobs it scales with, by re-planning with the micro-batch, the sequence, the
/// data-parallel axis and the process count each doubled (the process count by halving devices
/// per process, when it can): four more plans.
[[nodiscard]] SHARDMEM_API std::vector<scaling_line> attribute_scaling(const training_config& given,
                                                                       const memory_target& target,
                                                                       const memory_plan& p);

/// Plans `given` against `target` with its scaling attribution (attribute_scaling): five plans.
[[nodiscard]] SHARDMEM_API memory_plan plan_training(const training_config& given, const memory_target& target = {});

/// The largest micro-batch per data-parallel rank that fits (0 when even 1 does not).
/// The step's schedule does not depend on the micro-batch and per-device activation bytes grow
/// with it, so the plans at 1 and 2 give each step's live bytes as C + b A: the search runs on
/// that model. Where every size is linear in b (detail::batch_linear: dense models without the
/// chunked loss, off a pipeline) the model is exact and its answer is final; otherwise the answer
/// is checked with exact plans (b fits, b + 1 does not), falling back to doubling and bisection
/// on exact plans where the model was off (piecewise sizes: loss chunks, expert capacities).
/// `options.at_one`, when given, is the plan of `cfg` at micro-batch 1 already made.
[[nodiscard]] SHARDMEM_API std::int64_t max_micro_batch(training_config cfg, const memory_target& target = {},
                                                        const batch_search& options = {});

/// One point of a mesh sweep.
struct mesh_candidate {
  mesh devices;
  std::string remat;  ///< name(remat_choice)
  memory_plan plan;
  std::int64_t max_micro_batch = 0;
};

/// What sweep_meshes tries besides the meshes.
struct sweep_options {
  std::vector<remat_choice> remats{};  ///< each mesh planned with each; empty: the config's
  bool search_batch = false;           ///< also each candidate's largest micro-batch
  unsigned threads = 0;                ///< 0: one per hardware thread; 1: the caller's only
  /// The most plans (meshes times remat choices) a sweep makes; past it the sweep is refused before
  /// any is planned (the factorizations of 2^24 devices over many axes number in the billions).
  std::int64_t max_candidates = 100'000;
  /// Called after each candidate is planned with (candidates planned, candidates in all), one call
  /// at a time, from whichever thread planned it (the tool prints progress on stderr with it).
  std::function<void(std::size_t done, std::size_t total)> progress{};
};

/// The candidates of a sweep, best first, and why the ones left out were left out.
struct sweep_result {
  std::vector<mesh_candidate> candidates;
  /// The global batch every candidate was planned at: the configuration's, or where it gives none
  /// the largest any candidate takes without accumulation (every device data-parallel: devices
  /// times the micro-batch), which every other candidate reaches by accumulating micro-steps.
  std::int64_t global_batch = 0;
  /// `mesh {data: 2, model: 4}, remat nothing_saveable: <the error>`, one per candidate the model
  /// cannot take (heads or vocabulary not divisible by the tensor axis).
  std::vector<std::string> skipped;
};

/// Every factorization of the mesh's device count over its axes (in order, each size >= 1), each
/// planned against `target` with every remat choice of `options` at one global batch
/// (sweep_result::global_batch): the ones that fit first, fastest first (the least step time,
/// memory_plan::time; within 0.1% the simpler choice: less host traffic, then less recompute), then
/// the rest by total.
/// Axes keep their names; devices per process are kept. The result does not depend on the
/// thread count.
/// @throws invalid_error when the meshes times the remat choices pass `options.max_candidates`
///         (counted before any is planned), naming the counts and the fix; what a candidate's plan
///         throws other than shardmem::error (std::bad_alloc), and parse_error, the first in
///         candidate order.
[[nodiscard]] SHARDMEM_API sweep_result sweep_meshes(const training_config& given, const memory_target& target = {},
                                                     const sweep_options& options = {});

/// The cheapest remat preset that fits (remat_presets): the least recompute FLOPs, then the least
/// host traffic; nullopt when none fits. The plan's config names the choice.
[[nodiscard]] SHARDMEM_API std::optional<memory_plan> cheapest_fit(training_config cfg,
                                                                   const memory_target& target = {});

}  // namespace shardmem

#if SHARDMEM_DEFINITIONS
#include <shardmem/plan/whatif-inl.hpp>
#endif
