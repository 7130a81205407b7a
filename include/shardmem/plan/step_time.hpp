// How long a training step takes, by a simple model that says what it leaves out: the step's
// FLOPs at a fraction of the accelerator's peak, each collective's bytes over the link it crosses
// (within a host or across hosts), host transfers over PCIe, and the pipeline's bubble; with or
// without communication overlapping compute. What the step does (step_work) is read from its
// graph by the planner (memory_plan.hpp); this header prices it on a hardware preset.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/plan/hardware.hpp>

namespace shardmem {

/// The smallest efficiency taken: a millionth of the peak. Below it a step's seconds can leave the
/// doubles' range (an efficiency of 1e-320 made them infinite and the tokens per second NaN), and
/// no step runs that slowly.
inline constexpr double min_step_efficiency = 1e-6;

/// How the step-time model runs.
struct step_time_options {
  /// The fraction of the accelerator's dense bf16 peak that the step's FLOPs (recompute included)
  /// run at. 0.5 is a round figure between what published runs reach (torchtitan: 33-39% MFU for
  /// Llama 3.1 8B on power-capped H100s, 50-58% on A100s; docs/performance.md).
  double efficiency = 0.5;
  /// Collectives and host copies run beside the compute (XLA's async collectives, offload
  /// streams): the step takes the longest of the three; false: their sum.
  bool overlap = true;
};

/// What one device does in a step, as the model prices it. Bytes are what the device sends (a
/// collective's traffic as graph/collectives.hpp counts it, (p-1)/p of the data for a gather or a
/// scatter, 2(p-1)/p for an all-reduce).
struct step_work {
  double flops = 0;             ///< per micro-step, recompute included
  double intra_host_bytes = 0;  ///< collectives within a host, per micro-step
  double inter_host_bytes = 0;  ///< collectives whose group spans hosts, per micro-step
  /// Of those, the collectives the next compute waits on (tensor-parallel reductions of
  /// activations, expert all-to-alls), which overlap cannot hide.
  double exposed_intra_host_bytes = 0, exposed_inter_host_bytes = 0;
  double host_bytes = 0;        ///< device<->host copies, per micro-step, both ways
  /// Collectives once per step, not per micro-step (the data-parallel gradient synchronisation
  /// that the step's graph leaves out: it does not change the peak).
  double step_intra_host_bytes = 0, step_inter_host_bytes = 0;
  std::int64_t micro_steps = 1;     ///< gradient accumulation steps
  std::int64_t stages = 1;          ///< pipeline stages
  std::int64_t virtual_stages = 1;  ///< interleaved 1F1B chunks per device
  double tokens = 0;                ///< tokens of the global batch, per step
  std::int64_t devices = 1;
};

/// A step's estimated time and its parts, in seconds. `known` is false for hardware without the
/// figures the step needs (its peak FLOP/s, or the bandwidth of a link the step moves bytes over:
/// `missing` names it): nothing is estimated then.
struct step_time {
  bool known = false;
  std::string_view missing = "FLOP rate";  ///< the figure of the hardware that is not known
  double flops = 0;  ///< per device per step, recompute included
  double compute_s = 0, bubble_s = 0;
  double intra_host_s = 0, inter_host_s = 0, host_s = 0;
  double exposed_s = 0;  ///< of the collectives, the time nothing hides (in total_s even with overlap)
  double total_s = 0;
  double tokens_per_s_per_device = 0;
  double efficiency = 0;
  bool overlap = false;
  [[nodiscard]] double collective_s() const { return intra_host_s + inter_host_s; }
};

/// Prices `w` on `h`:
///   compute    = micro_steps x flops / (peak x efficiency)
///   bubble     = compute x (stages - 1) / (virtual_stages x micro_steps)   (1F1B; Narayanan et al.
///                2021, "Efficient large-scale language model training on GPU clusters", sect. 2.2)
///   intra/inter-host collectives = (micro_steps x bytes + once-a-step bytes) / link bandwidth
///   host       = micro_steps x host bytes / PCIe bandwidth
///   exposed    = the part of the collectives' time the next compute waits on
///   total      = max(compute + bubble, collectives - exposed, host) + exposed with overlap, else
///                the sum of compute, bubble, collectives and host;
/// tokens per second per device = tokens / total / devices.
/// Left out: kernel launch and framework overheads, memory-bound ops running below the FLOP rate,
/// collective latency (only bandwidth), contention between collectives, pipeline send/receive
/// of activations between stages, and the parameter gathers overlap cannot hide (the first layer's).
/// @throws invalid_error for an efficiency outside [min_step_efficiency, 1] or a negative amount of
///         work; overflow_error for a time that is not finite (figures past the doubles' range).
/// Example: 6.1e14 FLOPs a micro-step on an H100 at efficiency 0.5: 1.236 s of compute.
[[nodiscard]] inline step_time estimate_step_time(const step_work& w, const hardware& h,
                                                  const step_time_options& o = {}) {
  if (!(o.efficiency >= min_step_efficiency && o.efficiency <= 1))
    detail::raise<invalid_error>("step time: efficiency {} is not a fraction of the peak a step runs at; give one "
                                 "from 1e-6 to 1",
                                 o.efficiency);
  if (w.flops < 0 || w.intra_host_bytes < 0 || w.inter_host_bytes < 0 || w.host_bytes < 0 ||
      w.step_intra_host_bytes < 0 || w.step_inter_host_bytes < 0 || w.micro_steps < 1 || w.stages < 1 ||
      w.virtual_stages < 1 || w.devices < 1 || w.tokens < 0)
    detail::raise<invalid_error>(
        "step time: negative work or counts below 1 (flops {}, bytes {}/{}/{}, micro-steps {}, stages {}, devices {})",
        w.flops, w.intra_host_bytes, w.inter_host_bytes, w.host_bytes, w.micro_steps, w.stages, w.devices);
  step_time t;
  t.efficiency = o.efficiency;
  t.overlap = o.overlap;
  const auto m = static_cast<double>(w.micro_steps);
  t.flops = m * w.flops;
  if (h.peak_flops <= 0) return t;
  // A link the step moves bytes over at no known bandwidth: no time, rather than an infinite one.
  const std::pair<double, double> links[] = {{m * w.intra_host_bytes + w.step_intra_host_bytes, h.intra_host_bandwidth},
                                             {m * w.inter_host_bytes + w.step_inter_host_bytes, h.inter_host_bandwidth},
                                             {m * w.host_bytes, h.host_bandwidth}};
  constexpr std::string_view link_names[] = {"bandwidth within a host", "bandwidth across hosts",
                                             "bandwidth to host memory"};
  for (std::size_t i = 0; i < 3; ++i)
    if (links[i].first > 0 && !(links[i].second > 0)) {
      t.missing = link_names[i];
      return t;
    }
  t.missing = {};
  t.known = true;
  t.compute_s = t.flops / (h.peak_flops * o.efficiency);
  t.bubble_s = t.compute_s * static_cast<double>(w.stages - 1) / (static_cast<double>(w.virtual_stages) * m);
  auto over = [](double bytes, double bandwidth) { return bytes <= 0 ? 0.0 : bytes / bandwidth; };
  t.intra_host_s = over(m * w.intra_host_bytes + w.step_intra_host_bytes, h.intra_host_bandwidth);
  t.inter_host_s = over(m * w.inter_host_bytes + w.step_inter_host_bytes, h.inter_host_bandwidth);
  t.host_s = over(m * w.host_bytes, h.host_bandwidth);
  t.exposed_s = std::min(t.collective_s(), over(m * w.exposed_intra_host_bytes, h.intra_host_bandwidth) +
                                               over(m * w.exposed_inter_host_bytes, h.inter_host_bandwidth));
  const double busy = t.compute_s + t.bubble_s;
  t.total_s = o.overlap ? std::max({busy, t.collective_s() - t.exposed_s, t.host_s}) + t.exposed_s
                        : busy + t.collective_s() + t.host_s;
  t.tokens_per_s_per_device = t.total_s > 0 ? w.tokens / t.total_s / static_cast<double>(w.devices) : 0;
  if (!std::isfinite(t.total_s) || !std::isfinite(t.tokens_per_s_per_device))
    detail::raise<overflow_error>("step time: {} FLOPs at {} of {} FLOP/s take {} s, past what a double holds; check "
                                  "the hardware's figures",
                                  t.flops, o.efficiency, h.peak_flops, t.total_s);
  return t;
}

/// One line: `1.24 s a step (compute 1.24 s at 50% of 989 TFLOP/s, collectives 0.0916 s within
/// hosts + 0 s across, 0 s of them exposed, host 0 s; overlapped): 6629 tokens/s per device`.
[[nodiscard]] inline std::string to_text(const step_time& t, const hardware& h) {
  if (!t.known) return fmt::format("no step time: the {} of {} is not known", t.missing, h.name);
  return fmt::format(
      "{:.3g} s a step (compute {:.3g} s at {:.0f}% of {:.0f} TFLOP/s{}, collectives {:.3g} s within hosts + {:.3g} s "
      "across, {:.3g} s of them exposed, host {:.3g} s; {}): {:.0f} tokens/s per device",
      t.total_s, t.compute_s, t.efficiency * 100, h.peak_flops / 1e12,
      t.bubble_s > 0 ? fmt::format(", pipeline bubble {:.3g} s", t.bubble_s) : std::string(), t.intra_host_s,
      t.inter_host_s, t.exposed_s, t.host_s, t.overlap ? "overlapped" : "one after another",
      t.tokens_per_s_per_device);
}

}  // namespace shardmem
