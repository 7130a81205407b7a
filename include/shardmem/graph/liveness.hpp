// Liveness of a program over a schedule, split as XLA splits it: live_ranges (live_ranges.hpp)
// computes each buffer's live steps once (HloLiveRange), and small reductions (memory_profile.hpp)
// read them: bytes live at each step and the peak, JAX's memory_analysis categories, each role's
// peak, what is live at a step. analyze_liveness composes the cheap ones into one liveness_result;
// what is live at its peak is live_at_peak's, on call.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/graph/live_ranges.hpp>
#include <shardmem/memory/memory_analysis.hpp>
#include <shardmem/memory/memory_profile.hpp>

namespace shardmem {

/// The result of analyze_liveness. Every device of an SPMD program holds buffers of the same
/// sizes (padded shards), so one device timeline describes each device; host numbers are per
/// device and per process (the sum over the process's devices).
struct liveness_result {
  std::vector<std::int64_t> device_timeline;        ///< device bytes live during each step
  std::vector<std::int64_t> host_timeline;          ///< pinned_host bytes per device during each step
  bytes peak{0};                                    ///< max of device_timeline
  std::size_t peak_step = 0;                        ///< first step reaching the peak
  std::optional<op_id> peak_op;                     ///< the op running at peak_step (none for an empty graph)
  bytes host_peak{0};                               ///< max of host_timeline (per device)
  std::vector<bytes> host_peak_per_process;         ///< host_peak times each process's device count
  /// Each role's own device peak: the most bytes of that role live at one step, wherever that
  /// step is (a buffer counts under its first value's role; a workspace as temporary). Unlike
  /// live_at_peak(r).by_role it does not move when the total's peak moves to another step.
  std::array<bytes, role_count> role_peak{};
  memory_analysis device;  ///< memory_analysis of device memory
  memory_analysis host;    ///< the host_* twins (pinned_host)
  /// Each value's live steps (-1: never allocated); 32-bit, as buffer_range's steps, so that a program of
  /// 10^6 values writes and reads 8 MB of them, not 16.
  std::vector<std::int32_t> first_step, last_step;
  buffer_ranges ranges;  ///< the buffers all of the above is reduced from
  /// When every value has a buffer of its own (a graph without aliases): the positions of the
  /// live-out allocations in ranges.buffers, ascending, so that live_at_peak reads the values'
  /// steps (8 bytes a value) instead of every buffer (24). Nullopt: live_at_peak reads the buffers.
  std::optional<std::vector<std::uint32_t>> unshared_live_out;
};

/// The device buffers live at a step, and their bytes by role.
struct live_set {
  std::vector<live_buffer> buffers;         ///< largest first, ties in buffer order (live_at)
  std::array<bytes, role_count> by_role{};  ///< `buffers` summed by role
};

namespace detail {

// analyze_liveness over a graph's arrays and its mesh, in `order` (empty: insertion order): the
// profile added up as the buffers are made, less the temporaries then placed in output allocations.
[[nodiscard]] inline liveness_result analyze_liveness(const graph_arrays& g, std::span<const op_id> order,
                                                      const shardmem::mesh& devices) {
  const std::size_t n = order.empty() ? g.workspace.size() : order.size();
  liveness_result r;
  output_allocations outs;
  memory_profiles p;
  if (!g.shared()) {
    // One pass makes each buffer, adds it to the profile and takes it as a candidate for the
    // output allocations, which are known only once all are made.
    check_steps(n);
    profile_state st;
    profile_adder<false> add(st, static_cast<std::int64_t>(std::max<std::size_t>(n, 1)), true);
    placements candidates(g.hot.size());
    const std::int32_t* last = nullptr;
    const std::size_t nv = g.hot.size();
    auto visit = [&](const buffer_range& b, std::uint32_t i) {
      constexpr std::size_t ahead = 32;  // a buffer's last step is anywhere, so ask for it early
      if (last != nullptr && i + ahead < nv) __builtin_prefetch(add.dev + last[i + ahead] + 1, 1);
      add.add(b, nullptr, nullptr);
      candidates.take(b, i);
    };
    r.last_step.reserve(nv);  // value_steps fills it, in place
    last = r.last_step.data();
    (void)live_ranges(g, order, r.first_step, r.last_step, outs, r.ranges, visit);
    add.done();
    candidates.settle(outs);
    p = place_and_finish(r.ranges, outs, candidates, st, &r.role_peak);
  } else {
    (void)live_ranges(g, order, r.first_step, r.last_step, outs, r.ranges);
    p = place_and_profile(r.ranges, outs, &r.role_peak);
  }
  r.device_timeline = std::move(p.device.timeline);
  r.host_timeline = std::move(p.host.timeline);
  r.peak = p.device.peak;
  r.peak_step = p.device.peak_step;
  r.host_peak = p.host.peak;
  r.device = p.device.analysis;
  r.host = p.host.analysis;
  if (n > 0) r.peak_op = order.empty() ? static_cast<op_id>(r.peak_step) : order[r.peak_step];
  if (!g.shared()) r.unshared_live_out = std::move(outs.live_out);
  // Host bytes per process: each process holds its devices' host buffers.
  for (auto c : devices.process_sizes()) r.host_peak_per_process.push_back(r.host_peak * c);
  return r;
}

}  // namespace detail

/// Live intervals over `s` (live_ranges) reduced to the bytes live at each step, the peak and
/// where it is, memory_analysis's categories and each role's peak (what is live at the peak:
/// live_at_peak(result)). As XLA's buffer assignment does, every program output that is not
/// written into a donated argument holds an allocation of its own from the first step to the last
/// (an argument returned without donation, a copy of it), and a temporary that dies before an
/// output is produced may be placed in that output's allocation (place_in_outputs). So the peak is
/// memory_analysis's argument + output - alias + temp. Peak = max over steps of the bytes live
/// (XLA heap_simulator semantics without fragmentation).
/// @throws invalid_error when an in-place op overwrites a value that a later step still reads, or
///         writes into a program argument (donate it instead).
[[nodiscard]] inline liveness_result analyze_liveness(const dataflow_graph& g, const schedule& s) {
  if (s.size() != g.op_count())
    detail::raise<invalid_error>("analyze_liveness: the schedule has {} steps but the graph has {} ops; use a schedule "
                                 "of this graph",
                                 s.size(), g.op_count());
  return detail::analyze_liveness(detail::arrays_of(g), s.order(), g.mesh());
}

/// What is live at the peak of an analysis `r`: the device buffers holding bytes at r.peak_step,
/// largest first (live_at over r.ranges: a shared buffer named by its value live there, a returned
/// argument listed with its copy, a workspace by its op), and their bytes by role, which add up to
/// r.peak. A reduction of `r` made on call, as XLA lists the buffers at the peak only when asked:
/// analyze_liveness does not make it, since a caller that reads only the peak and the categories
/// (a search of its own over schedules, batch sizes or policies) would pay for a list it never
/// reads (about a tenth of the ops' buffers, sorted). plan() makes it once per plan, for the plan's
/// largest buffers at the peak.
/// Example: `for (const live_buffer& b : live_at_peak(r).buffers) ...` names the largest first.
[[nodiscard]] inline live_set live_at_peak(const liveness_result& r) {
  live_set s;
  const auto step = static_cast<std::int64_t>(r.peak_step);
  s.buffers = r.unshared_live_out ? detail::live_at_unshared(r.ranges, r.first_step, r.last_step, *r.unshared_live_out,
                                                             step, &s.by_role)
                                  : detail::live_at(r.ranges, step, &s.by_role);
  return s;
}

/// Device bytes live at `step` summed by role, from an analysis `r` (live_bytes_by_role over
/// r.ranges: values whose own live interval covers the step; a buffer several values share counts
/// once, by its value live there).
/// Example: at a training step's first backward op, the activation entry is the activation
/// memory the forward pass left behind.
[[nodiscard]] inline std::array<bytes, role_count> live_bytes_by_role(const dataflow_graph& /*g*/,
                                                                      const liveness_result& r, std::size_t step) {
  return live_bytes_by_role(r.ranges, static_cast<std::int64_t>(step));
}

}  // namespace shardmem
