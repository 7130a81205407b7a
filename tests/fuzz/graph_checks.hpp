// Shared by the graph fuzz targets: the invariants of a liveness analysis, checked against the
// graph it analysed.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include <fmt/format.h>

#include <shardmem/graph.hpp>

#include "fuzz.hpp"

namespace shardmem_fuzz {

/// Checks `r`, the analysis of `g` over `s`: the peak is the timeline's maximum, no timeline entry
/// is negative, the peak holds every device value that is ever live (the largest live value
/// included), the buffers listed at the peak add up to the timeline there, and the
/// memory_analysis categories are non-negative; live_at_peak's by_role is its list by role.
inline void check_liveness(const shardmem::dataflow_graph& g, const shardmem::schedule& s,
                           const shardmem::liveness_result& r) {
  using namespace shardmem;
  const std::size_t steps = std::max<std::size_t>(s.size(), 1);
  check(r.device_timeline.size() == steps && r.host_timeline.size() == steps, "one timeline entry per step");
  std::int64_t top = r.device_timeline.front();
  for (std::size_t i = 0; i < steps; ++i) {
    check(r.device_timeline[i] >= 0, fmt::format("device bytes live at step {} are >= 0", i));
    check(r.host_timeline[i] >= 0, fmt::format("host bytes live at step {} are >= 0", i));
    check(r.device_timeline[i] <= r.peak.count(), "the peak is the timeline's maximum");
    top = std::max(top, r.device_timeline[i]);
  }
  check(top == r.peak.count() && r.device_timeline[r.peak_step] == top, "the peak is reached at peak_step");
  // live_at_peak's by_role is summed as its list is made (graphs without aliases) or after it.
  const live_set live = live_at_peak(r);
  std::array<bytes, role_count> by_role{};
  for (const auto& b : live.buffers) by_role[static_cast<std::size_t>(b.role)] += b.size;
  check(by_role == live.by_role, "live_at_peak's by_role is its buffers summed by role");
  for (std::size_t v = 0; v < g.value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    if (r.first_step[v] < 0) continue;
    check(r.first_step[v] <= r.last_step[v], "a value's live interval is not empty");
    const bool on_device = g.sharding(id).memory_kind() == memory_kind::device;
    if (on_device)
      check(r.peak >= g.per_device_bytes(id), fmt::format("liveness peak {} >= live value {} of {}", r.peak.count(),
                                                          g.describe(id), g.per_device_bytes(id).count()));
    else check(r.host_peak >= g.per_device_bytes(id), "host peak >= a live host value");
  }
  bytes listed{0};
  for (const live_buffer& b : live.buffers) {
    check(b.size >= bytes{0}, "a live buffer's size is >= 0");
    check(b.first <= static_cast<std::int64_t>(r.peak_step) && static_cast<std::int64_t>(r.peak_step) <= b.last,
          "a buffer listed at the peak is live there");
    listed += b.size;
  }
  check(listed == r.peak,
        fmt::format("the buffers live at the peak ({}) add up to the peak ({})", listed.count(), r.peak.count()));
  for (const memory_analysis* m : {&r.device, &r.host})
    check(m->argument >= bytes{0} && m->output >= bytes{0} && m->alias >= bytes{0} && m->temp >= bytes{0},
          "memory_analysis categories are >= 0");
  check(r.device.alias <= r.device.output, "aliased output bytes <= output bytes");
  check(static_cast<std::int64_t>(r.host_peak_per_process.size()) == g.mesh().process_count(),
        "one host peak per process");
}

}  // namespace shardmem_fuzz
