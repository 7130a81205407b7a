// Renders a memory plan: a plain-text report (fmt), markdown, and the timeline of live bytes per
// device by role that plan/svg.hpp (opt-in) charts.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include <shardmem/core/api.hpp>
#include <shardmem/core/bytes.hpp>
#include <shardmem/graph/ids.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/target.hpp>

namespace shardmem {

/// One line saying what `given` trains on what (its axis roles resolved, the process layout as
/// planned on `target`): the model, the mesh and each axis's part, ZeRO, the optimizer, remat,
/// batch, placement and offloading.
[[nodiscard]] SHARDMEM_API std::string to_string(const training_config& given, const memory_target& target = {});

/// How memory_analysis's total (what XLA reserves for the step's program) relates to the step's
/// peak, one clause: equal, or the step peak with a pipeline stage's micro-batch chunks in flight
/// beside it (the same relation in every plan and every rendering).
/// Example: `the step peak, what XLA reserves for the step`.
[[nodiscard]] SHARDMEM_API std::string analysis_relation(const memory_plan& p);

/// The plan as a plain-text report: the verdict, the peak and its phase, the bound and the
/// overheads, memory_analysis categories, the breakdown by role, the largest buffers at the peak,
/// the scaling attribution and the warnings.
[[nodiscard]] SHARDMEM_API std::string to_text(const memory_plan& p);

/// The plan as a markdown table (terms by role, then the totals), for issues and notes.
[[nodiscard]] SHARDMEM_API std::string to_markdown(const memory_plan& p);

/// Live device bytes by role at sampled steps of a step's graph (the peak step always among
/// them): a stacked timeline.
struct role_timeline {
  std::vector<std::size_t> steps;
  std::vector<std::array<bytes, role_count>> bytes_by_role;
  std::size_t peak_step = 0;
  bytes peak{0};
  std::size_t forward_ops = 0, optimizer_from = 0;
};

/// The stacked timeline of step `s`, `columns` samples; a step built whole (step_options::whole).
/// @throws invalid_error for a step built from repeated layers, which has no whole graph to read.
[[nodiscard]] SHARDMEM_API role_timeline plan_timeline(const training_step& s, std::size_t columns = 400);

/// The stacked timeline of `cfg`'s step (forward-only when `cfg.eval`), `columns` samples, built
/// for the default backend (GPU); for another, build the step with step_options::backend.
[[nodiscard]] SHARDMEM_API role_timeline plan_timeline(const training_config& cfg, std::size_t columns = 400);

}  // namespace shardmem

#if SHARDMEM_DEFINITIONS
#include <shardmem/plan/report-inl.hpp>
#endif
