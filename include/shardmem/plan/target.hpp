// What a training step must fit into: the accelerator, the host RAM per process, the overheads a
// compiler and runtime add, and how replicated arrays reach the devices. Kept apart from what is
// trained (training_config), so one configuration can be checked against several targets.
#pragma once

#include <cstdint>
#include <string_view>

#include <shardmem/core/bytes.hpp>
#include <shardmem/plan/framework.hpp>
#include <shardmem/plan/hardware.hpp>
#include <shardmem/plan/step_time.hpp>
#include <shardmem/xla/hlo_backend.hpp>

namespace shardmem {

/// How replicated arrays reach the devices of a multi-process job (seed 000).
enum class placement_kind : std::uint8_t {
  /// `jax.device_put(host_array, NamedSharding(mesh, P()))`: JAX checks that every process holds
  /// the same value by all-gathering the array across processes, a temporary of its bytes times
  /// the process count on each device.
  checked,
  /// `jax.make_array_from_callback`: each host builds its shards from its own copy; no temporary.
  callback,
};

/// `checked` or `callback`.
[[nodiscard]] constexpr std::string_view name(placement_kind p) noexcept {
  return p == placement_kind::checked ? "checked" : "callback";
}

/// What a compiler and runtime add on top of the analytic lower bound; all configurable, all
/// reported apart from it, none in what a framework's allocator reports (framework_report).
struct plan_overheads {
  /// The CUDA context and library workspaces (GPUs only): a context takes about 400 MiB with lazy
  /// module loading (PyTorch issue #109888; 426 MiB in unsloth-zoo PR #1053's nvidia-smi
  /// reading), and Megatron-LM's 7B TP4 run keeps 99 MiB of workspaces beyond its parameters and
  /// states (its golden mem-allocated-bytes, tests/plan/published_runs_test.cpp).
  bytes runtime_context = 512_MiB;
  bytes per_communicator = 64_MiB;  ///< NCCL buffers per communicator (GPUs only): an assumption
  double fragmentation = 0.05;      ///< allocator margin, a fraction of the bound: an assumption
};

/// The overheads a framework's runs are planned with: plan_overheads' for all, but torchtitan's
/// allocator margin, 32% of the bound: the caching allocator's peak reserved over its peak
/// active bytes in both llama 7B runs of torchtitan PR #112 (34.24% over 25.89% and 27.11% over
/// 20.51% of the device), which its memory log prints the first of (framework_report).
[[nodiscard]] inline plan_overheads framework_overheads(framework_kind f) {
  plan_overheads o;
  if (f == framework_kind::torchtitan) o.fragmentation = 0.32;
  return o;
}

namespace detail {
// The preset named `n`, at compile time (a name missing from the table does not compile).
consteval hardware hardware_named(std::string_view n) {
  for (const hardware& h : hardware_presets())
    if (h.name == n) return h;
  throw "no such hardware preset";
}
}  // namespace detail

/// What a step must fit into. The defaults are the tool's: an H100 80GB, 2 TiB of host RAM per
/// process, plan_overheads' assumptions, arrays placed by callback.
struct memory_target {
  hardware accelerator = detail::hardware_named("h100-80gb");
  bytes host_ram_per_process = 2_TiB;
  plan_overheads overheads{};
  placement_kind placement = placement_kind::callback;
  step_time_options speed{};  ///< how the step's time is estimated (memory_plan::time)
  /// The XLA backend that compiles the step, for what memory_analysis counts beyond the arrays:
  /// on cpu, the output tuple's index table (8 bytes a leaf). gpu (the default) adds nothing.
  hlo_backend backend = hlo_backend::gpu;
};

}  // namespace shardmem
