// The small vocabulary of dataflow graphs, apart from the graph itself (light to include): the
// ids and roles of memory/ids.hpp, and shared op kind names.
#pragma once

#include <string_view>

#include <shardmem/memory/ids.hpp>

namespace shardmem {

/// Op kind names shared across layers, spelled as XLA HLO opcodes where one exists.
namespace op_kinds {
inline constexpr std::string_view custom = "custom";
inline constexpr std::string_view all_gather = "all-gather";
inline constexpr std::string_view reduce_scatter = "reduce-scatter";
inline constexpr std::string_view all_reduce = "all-reduce";
inline constexpr std::string_view all_to_all = "all-to-all";
inline constexpr std::string_view dynamic_slice = "dynamic-slice";
inline constexpr std::string_view copy_to_host = "copy-to-host";
inline constexpr std::string_view copy_to_device = "copy-to-device";

/// Whether an op of `kind` is elementwise as XLA compiles it (an elementwise instruction or a loop
/// fusion of them, HloInstruction::IsElementwise): add, sub, mul, scale, gelu, silu, relu,
/// relu_mask and dropout, their backward ops (`<kind>.bwd`), and `name.bwd` (the gradient through
/// an identity). An output of such an op may take the buffer of an input of its shard shape that
/// dies there, as XLA's HloDataflowAnalysis::CanShareOperandBufferWithUser lets it.
[[nodiscard]] constexpr bool elementwise(std::string_view kind) noexcept {
  constexpr std::string_view bwd = ".bwd";
  const bool backward = kind.size() > bwd.size() && kind.substr(kind.size() - bwd.size()) == bwd;
  if (backward) kind.remove_suffix(bwd.size());
  for (const std::string_view k : {"add", "sub", "mul", "scale", "gelu", "silu", "relu", "relu_mask", "dropout"})
    if (kind == k) return true;
  return backward && kind == "name";
}
}  // namespace op_kinds

}  // namespace shardmem
