// The phases of a training step, as plans report where a peak falls.
#pragma once

#include <cstdint>
#include <string_view>

namespace shardmem {

/// Where in a training step an op runs, or `placement`: before it, while its arguments arrive.
enum class step_phase : std::uint8_t { placement, forward, backward, optimizer };

[[nodiscard]] constexpr std::string_view name(step_phase p) noexcept {
  switch (p) {
    case step_phase::placement: return "placement";
    case step_phase::forward: return "forward";
    case step_phase::backward: return "backward";
    case step_phase::optimizer: return "optimizer";
  }
  return "?";
}

}  // namespace shardmem
