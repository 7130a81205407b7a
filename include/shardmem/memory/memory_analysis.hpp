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

}  // namespace shardmem
