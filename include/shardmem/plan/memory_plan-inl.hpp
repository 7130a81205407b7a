// The definitions of plan/memory_plan.hpp's entry points (see core/api.hpp): included by it in
// the header-only mode, compiled once into the shardmem library in the separate mode.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/target.hpp>

namespace shardmem {

namespace detail {

// Micro-batch chunks whose activations pipeline stage r of p holds at once under 1F1B: the
// warm-up forwards plus one (Megatron-LM's schedules: p - r - 1 warm-up micro-batches, or
// interleaved with v chunks (p - r - 1) * 2 + (v - 1) * p), at most all m * v chunks.
inline std::int64_t in_flight_chunks(std::int64_t r, std::int64_t p, std::int64_t v, std::int64_t m) {
  const std::int64_t warmup = v == 1 ? p - r - 1 : (p - r - 1) * 2 + (v - 1) * p;
  return std::min(warmup + 1, m * v);
}

constexpr std::size_t at(role r) noexcept { return static_cast<std::size_t>(r); }

// Host traffic: what the ops that read or write pinned_host memory move, each op counted as often
// as it is repeated.
inline bytes host_traffic(const training_step& s) {
  const dataflow_graph& g = s.graph();
  bytes total{0};
  for (std::size_t o = 0; o < g.op_count(); ++o) {
    const auto op = static_cast<op_id>(o);
    const bytes t = g.op_traffic(op);
    if (t == bytes{0}) continue;
    bool host = false;
    for (const value_id v : g.inputs(op)) host = host || g.sharding(v).memory_kind() == memory_kind::pinned_host;
    for (const value_id v : g.outputs(op)) host = host || g.sharding(v).memory_kind() == memory_kind::pinned_host;
    if (host) total += bytes{checked_mul(t.count(), s.op_copies(op), "host traffic")};
  }
  return total;
}

// Placement: every argument (parameters, optimizer states) is on the devices before the first
// step; a replicated parameter placed by device_put across processes needs the check's
// all-gather, one array at a time.
inline void plan_placement(memory_plan& p, const training_step& s, const mesh& m, placement_kind placement) {
  const dataflow_graph& g = s.graph();
  bytes arguments{0};
  for (std::size_t v = 0; v < g.value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    const role rl = g.role(id);
    if ((rl != role::parameter && rl != role::optimizer_state) || g.producer(id)) continue;
    if (g.sharding(id).memory_kind() != memory_kind::device) continue;
    const bytes held{checked_mul(g.per_device_bytes(id).count(), s.value_copies(id), "argument bytes")};
    arguments += held;
    p.placement_by_role[at(rl)] += held;
    // Parameters come from the host (a checkpoint, an initializer); optimizer states start on
    // the devices (zeros, or copies of the parameters).
    if (rl != role::parameter || placement != placement_kind::checked || m.process_count() < 2) continue;
    if (!g.sharding(id).spec().used_axes().empty()) continue;
    const bytes full = storage_bytes(g.tensor(id).dtype, g.tensor(id).shape.elements());
    const bytes temp{checked_mul(full.count(), m.process_count(), "a placement check's all-gather")};
    if (temp > p.placement_temp) {
      p.placement_temp = temp;
      p.placement_array = g.describe(id);
    }
  }
  if (p.placement_temp > bytes{0}) {
    p.placement_peak = arguments + p.placement_temp;
    p.placement_by_role[at(role::collective)] += p.placement_temp;
  } else {
    p.placement_by_role = {};
  }
}

// Overheads apart from the bound, the verdict, and the host.
inline void plan_verdict(memory_plan& p, const training_step& s, const memory_target& t) {
  const mesh& m = p.config.devices;
  const plan_overheads& oh = t.overheads;
  for (const mesh_axis& a : m.axes()) p.communicators += a.size > 1;
  bytes overhead{static_cast<std::int64_t>(std::ceil(oh.fragmentation * static_cast<double>(p.lower_bound.count())))};
  if (t.accelerator.gpu)
    overhead += oh.runtime_context +
                bytes{checked_mul(oh.per_communicator.count(), p.communicators, "collective buffers")};
  p.overhead = overhead;
  p.total = p.lower_bound + overhead;
  p.usable = t.accelerator.usable;
  p.fits = p.total <= p.usable;
  if (p.lower_bound.count() > p.usable.count() / 5 * 4)
    p.warnings.push_back(fmt::format("the lower bound alone ({}) passes 80% of the device's {}: runs this close were "
                                     "seen to fail (Fujii et al. 2024, 454 runs)",
                                     p.lower_bound, p.usable));
  const std::int64_t per_process = m.process_count() > 0 ? m.device_count() / m.process_count() : m.device_count();
  p.host_peak_per_process = bytes{checked_mul(s.liveness().host_peak.count(), per_process, "host bytes per process")};
  p.host_ram = t.host_ram_per_process;
  p.host_fits = p.host_peak_per_process <= t.host_ram_per_process;
  if (!p.host_fits)
    p.warnings.push_back(fmt::format("host memory: {} per process exceeds the host's {}", p.host_peak_per_process,
                                     t.host_ram_per_process));
  for (const lint_finding& f : s.lint()) p.warnings.push_back(to_string(f));
}

}  // namespace detail

SHARDMEM_API memory_plan plan(const training_step& s, const memory_target& target) {
  const liveness_result& r = s.liveness();
  memory_plan p;
  p.config = s.config();
  p.config.devices = with_process_layout(p.config.devices, target.accelerator);
  p.target = target;
  p.accumulation_steps = s.accumulation_steps();
  p.parameters = s.parameters();
  p.recompute_flops = s.recompute_flops();
  p.offload_bytes = detail::host_traffic(s);
  p.step_peak = r.peak;
  p.device_timeline = r.device_timeline;
  p.pipeline_stage = s.stage();
  bytes held{0};  // activations of the in-flight chunks
  if (s.stages() > 1 && s.whole() && s.built().train) {
    const std::int64_t v = p.config.parallel.virtual_stages;
    p.in_flight = detail::in_flight_chunks(s.stage(), s.stages(), v, s.accumulation_steps());
    const bytes saved = live_bytes_by_role(s.graph(), r, s.forward_ops())[detail::at(role::activation)];
    const std::int64_t more = std::max<std::int64_t>(0, p.in_flight - v);
    held = p.in_flight_bytes = bytes{ceil_div(checked_mul(saved.count(), more, "in-flight activations"), v)};
    p.step_peak += held;
    for (std::int64_t& t : p.device_timeline) t += held.count();
  }
  p.phase = s.phase_at(r.peak_step);
  if (r.host_peak > bytes{0}) {
    const auto [low, high] = std::minmax_element(r.host_timeline.begin(), r.host_timeline.end());
    // Host-resident arguments alone (offloaded states) are held alike through every phase.
    if (*low == *high) p.host_whole_step = true;
    else p.host_phase = s.phase_at(static_cast<std::size_t>(high - r.host_timeline.begin()));
  }
  p.peak_op = r.peak_op ? s.op_name(*r.peak_op) : std::string();
  p.categories = r.device;
  p.by_role = r.by_role_at_peak;
  p.by_role[detail::at(role::activation)] += held;
  p.role_peak = r.role_peak;
  p.role_peak[detail::at(role::activation)] += held;
  for (const live_buffer& b : r.live_at_peak) {  // largest first
    std::string& largest = p.largest_at_peak[detail::at(b.role)];
    const bool top = p.top_at_peak.size() < 8;
    if (!largest.empty() && !top) continue;
    std::string named = b.value ? s.value_name(*b.value) : fmt::format("{} (workspace)", s.op_name(*b.workspace_of));
    if (largest.empty()) largest = named;
    if (top) p.top_at_peak.push_back({std::move(named), b.size, b.role});
  }
  detail::plan_placement(p, s, p.config.devices, target.placement);
  p.lower_bound = std::max(p.step_peak, p.placement_peak);
  if (p.placement_peak > p.step_peak) p.phase = step_phase::placement;
  detail::plan_verdict(p, s, target);
  return p;
}

SHARDMEM_API memory_plan plan(const training_config& given, const memory_target& target) {
  const training_config cfg = resolve_axis_roles(given);
  if (cfg.parallel.pipeline.empty()) return plan(build_step(cfg), target);
  const std::int64_t stages = cfg.devices.axis_size(cfg.parallel.pipeline);
  std::optional<memory_plan> best;
  for (const std::int64_t stage : {std::int64_t{0}, stages - 1}) {
    if (best && stage == 0) break;  // one stage only
    memory_plan p = plan(build_step(cfg, {.stage = stage}), target);
    if (best && p.lower_bound <= best->lower_bound) continue;
    best = std::move(p);
  }
  if (best->accumulation_steps < stages)
    best->warnings.push_back(fmt::format("pipeline: {} micro-batches for {} stages leave most stages idle; raise the "
                                         "global batch to at least {} micro-batches",
                                         best->accumulation_steps, stages, stages));
  return *best;
}

}  // namespace shardmem
