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
}  // namespace op_kinds

}  // namespace shardmem
