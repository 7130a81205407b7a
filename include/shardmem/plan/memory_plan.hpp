// Does it fit: a training step read against a memory target. The liveness of the step, the
// placement of its arguments, the overheads kept apart from that lower bound, and the verdict,
// per device and per host.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <shardmem/core/api.hpp>
#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/ids.hpp>
#include <shardmem/memory/memory_analysis.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/phase.hpp>
#include <shardmem/plan/step_time.hpp>
#include <shardmem/plan/target.hpp>

namespace shardmem {

/// One line of the scaling attribution: a term at its own peak over the step (a role's most bytes
/// live at once, the placement temporary, or the lower bound) and the power of each knob it grows
/// with (1: linear, -1: inversely, 0: flat), measured by re-planning with the knob doubled. The
/// verdict names a knob the term tracks (power >= 0.5, or <= -0.5 for 1/data-parallel) or only
/// grows with (0.1 to 0.5, or shrinks with: -0.5 to -0.1).
struct scaling_line {
  std::string term;
  bytes value{0};
  double batch = 0, sequence = 0, data_parallel = 0, processes = 0;
  std::string verdict;  ///< `tracks process count, not batch`
};

/// A buffer live at the peak, by the name of the value it holds (or `op (workspace)`).
struct named_buffer {
  std::string name;
  bytes size{0};
  shardmem::role role = role::temporary;
  friend bool operator==(const named_buffer&, const named_buffer&) = default;
};

/// A memory plan: per device and per host, against a memory target; it carries what it is a plan
/// of (`config`, resolved, its mesh with a process layout, and `target`).
struct memory_plan {
  training_config config;
  memory_target target;
  std::int64_t parameters = 0;
  /// Of them, those the step trains: all, the adapters' alone on a frozen model, none in an
  /// evaluation step.
  std::int64_t trainable_parameters = 0;
  step_phase phase = step_phase::forward;     ///< where the verdict's peak falls
  bytes step_peak{0};                         ///< liveness peak of the step, per device
  std::string peak_op;                        ///< the op running at the step's peak
  memory_analysis categories{};               ///< memory_analysis of the step, per device
  std::array<bytes, role_count> by_role{};    ///< live at the step's peak, by role
  std::array<bytes, role_count> role_peak{};  ///< each role's own peak over the step (see liveness_result)
  std::vector<named_buffer> top_at_peak;      ///< the largest buffers at the peak, largest first
  /// Per role, its largest buffer at the step's peak (`lm_head.gathered`, `all-gather(embed.table)
  /// (workspace)`), so that a role's bytes say what they are; empty where the role holds none.
  std::array<std::string, role_count> largest_at_peak{};
  bytes placement_peak{0};  ///< per device while arrays are placed
  /// The placement peak by role: the arguments already placed (parameters, optimizer states),
  /// and the placement temporary under role::collective (an all-gather's output).
  std::array<bytes, role_count> placement_by_role{};
  bytes placement_temp{0};         ///< the largest placement temporary, per device
  std::string placement_array;     ///< the array that needs it
  bytes lower_bound{0};            ///< max(step_peak, placement_peak): what liveness proves
  bytes overhead{0};               ///< runtime context + NCCL communicator buffers + fragmentation
  std::int64_t communicators = 0;  ///< mesh axes of size > 1, each an NCCL communicator (GPUs)
  bytes total{0};                  ///< lower_bound + overhead
  /// What the framework's own memory report would print for the step (framework_peak_bytes:
  /// Megatron's max allocated, torchtitan's max reserved, XLA's memory_analysis total).
  bytes framework_peak{0};
  bytes usable{0};                 ///< the device's usable memory
  bool fits = false;
  bytes host_peak_per_process{0};  ///< pinned_host bytes of the busiest process
  bool host_fits = true;
  bytes host_ram{0};  ///< the host RAM per process the host peak is held against
  /// Where the host peak first falls; nullopt without host bytes or when host_whole_step.
  std::optional<step_phase> host_phase;
  bool host_whole_step = false;  ///< the host bytes are held alike through the whole step
  /// Where the plan's model is only part of the user's program (adapters: the frozen model and
  /// its low-rank factors, not what else the program computes with them), what it leaves out and
  /// where to get the whole program's answer; empty when the plan is of the whole step.
  std::string partial_model;
  std::int64_t accumulation_steps = 1;
  std::int64_t pipeline_stage = 0;   ///< the stage whose peak this is (the larger of first and last)
  std::int64_t in_flight = 1;        ///< micro-batch chunks whose activations that stage holds at once
  bytes in_flight_bytes{0};          ///< the activations of the in-flight chunks beyond the first micro-batch
  std::int64_t recompute_flops = 0;  ///< per device per micro-step
  /// Traffic between each device and pinned_host in the step, both ways: offloaded activations,
  /// offloaded parameters and their gradients, optimizer states streamed through the update.
  bytes offload_bytes{0};
  std::vector<scaling_line> scaling;  ///< filled by plan_training (whatif.hpp)
  std::vector<std::string> warnings;
  std::vector<std::int64_t> device_timeline;  ///< bytes live during each step of the step's op order
  step_time time{};                           ///< the step's estimated time (step_time.hpp)
  [[nodiscard]] bytes headroom() const { return usable - total; }
  /// Recompute per device over the whole step: every micro-step's, the figure every rendering
  /// shows (a change that halves the micro-batch doubles the micro-steps, not the recompute).
  [[nodiscard]] std::int64_t recompute_flops_per_step() const {
    return checked_mul(recompute_flops, accumulation_steps, "recompute FLOPs per step");
  }
};

class training_step;

/// Plans step `s` against `target`: its liveness, the placement of its arguments, the overheads,
/// the verdict, and the host's bytes. A pipeline stage's step adds the activations it keeps for
/// the other chunks in flight, read off its graph at the start of its backward pass.
[[nodiscard]] SHARDMEM_API memory_plan plan(const training_step& s, const memory_target& target);

/// Plans configuration `given` against `target` (one step built; the scaling attribution and the
/// other what-ifs are in whatif.hpp). With a pipeline, the first and the last stage are planned
/// (the first holds the most micro-batches in flight, the last the head) and the larger is
/// reported.
/// @throws as `build_step`.
[[nodiscard]] SHARDMEM_API memory_plan plan(const training_config& given, const memory_target& target = {});

}  // namespace shardmem

#if SHARDMEM_DEFINITIONS
#include <shardmem/plan/memory_plan-inl.hpp>
#endif
