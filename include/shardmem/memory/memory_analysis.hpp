// What XLA reports of a compiled program's memory for one device, as JAX names it (light to
// include: the plans and the liveness analysis share it).
#pragma once

#include <shardmem/core/bytes.hpp>

namespace shardmem {

/// JAX's compiled.memory_analysis() categories for one device (jax stages.py, XLA
/// CompiledMemoryStats): total = argument + output + temp - alias.
struct memory_analysis {
  bytes argument{0};  ///< program arguments (values no op produces)
  bytes output{0};    ///< program outputs, donated ones included
  bytes alias{0};     ///< outputs written into donated arguments' buffers
  bytes temp{0};  ///< peak of everything else live at once (intermediates, workspaces) that no output allocation holds
  [[nodiscard]] bytes total() const { return argument + output + temp - alias; }
  friend bool operator==(const memory_analysis&, const memory_analysis&) = default;
};

/// Field by field: one memory's categories counted into another's (XLA:CPU has one memory, so
/// what a program places on the host is counted as device memory).
[[nodiscard]] inline memory_analysis operator+(const memory_analysis& a, const memory_analysis& b) {
  return {a.argument + b.argument, a.output + b.output, a.alias + b.alias, a.temp + b.temp};
}

/// A program's memory_analysis() in full, as JAX's CompiledMemoryStats holds it: device memory,
/// and the host_* twins (memory space S(5), JAX's pinned_host).
struct memory_stats {
  memory_analysis device;
  memory_analysis host;
  /// The categories of one memory: the host's where `on_host`.
  [[nodiscard]] memory_analysis& of(bool on_host) noexcept { return on_host ? host : device; }
  friend bool operator==(const memory_stats&, const memory_stats&) = default;
};

}  // namespace shardmem
