// Accelerators a plan is checked against: their memory, the part a program can use, and where the
// figures come from.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>

namespace shardmem {

/// One accelerator's memory. `usable` is what a program can allocate: the capacity the driver
/// reports, or a documented cap below it.
/// Example: `parse_hardware("h100-80gb").usable == 81559_MiB`.
struct hardware {
  std::string_view name;    ///< `h100-80gb`
  bytes capacity;           ///< memory on the device
  bytes usable;             ///< what a program can allocate
  bool gpu;                 ///< a GPU (a CUDA context and NCCL buffers come out of its memory)
  std::string_view source;  ///< where the figures come from
  // Speeds, for the step-time model (step_time.hpp); 0 where not known.
  double peak_flops = 0;            ///< dense bf16 FLOP/s
  double intra_host_bandwidth = 0;  ///< bytes/s one device sends to the others of its host (one way)
  double inter_host_bandwidth = 0;  ///< bytes/s one device sends to other hosts (its share of the network)
  double host_bandwidth = 0;        ///< bytes/s between a device and its host's memory (PCIe, one way)
  std::string_view speed_source{};  ///< where the speeds come from
};

namespace detail {
inline constexpr std::string_view a100_speeds =
    "A100 SXM (NVIDIA A100 datasheet): 312 TFLOP/s dense bf16; NVLink 3 600 GB/s per GPU both ways; HDR InfiniBand "
    "200 Gb/s per GPU (DGX A100); PCIe Gen4 x16";
inline constexpr std::string_view h100_speeds =
    "H100/H200 SXM (NVIDIA datasheets): 989 TFLOP/s dense bf16; NVLink 4 900 GB/s per GPU both ways; NDR "
    "InfiniBand 400 Gb/s per GPU (DGX H100); PCIe Gen5 x16";
inline constexpr std::array<hardware, 7> hardware_table{{
    {"a100-40gb", 40_GiB, 40_GiB, true, "A100 40GB HBM2 (NVIDIA A100 datasheet)", 312e12, 300e9, 25e9, 32e9,
     a100_speeds},
    {"a100-80gb", 80_GiB, 80_GiB, true, "A100 80GB HBM2e (NVIDIA A100 datasheet)", 312e12, 300e9, 25e9, 32e9,
     a100_speeds},
    {"h100-80gb", 80_GiB, 81559_MiB, true, "H100 SXM 80GB HBM3: 81,559 MiB as nvidia-smi reports", 989e12, 450e9,
     50e9, 64e9, h100_speeds},
    {"h200-141gb", 141_GiB, 143771_MiB, true, "H200 141GB HBM3e: 143,771 MiB as nvidia-smi reports", 989e12, 450e9,
     50e9, 64e9, h100_speeds},
    {"b200", 192_GiB, 180_GiB, true,
     "B200 192GB HBM3e, capped at 180 GiB usable per device, the cap a 64-B200 training job reported", 2250e12,
     900e9, 50e9, 64e9,
     "B200 (NVIDIA HGX B200 datasheet): 2.25 PFLOP/s dense bf16 per GPU; NVLink 5 1.8 TB/s per GPU both ways; "
     "ConnectX-7 400 Gb/s per GPU; PCIe Gen5 x16"},
    {"tpu-v5e", 16_GiB, 16_GiB, false, "TPU v5e: 16 GiB HBM per chip (Google Cloud TPU documentation)", 197e12,
     200e9, 200e9, 0,
     "TPU v5e (Google Cloud TPU documentation): 197 TFLOP/s bf16 per chip; ICI 1,600 Gb/s per chip, within and "
     "across hosts of a slice; host transfers not given"},
    {"tpu-v5p", 95_GiB, 95_GiB, false, "TPU v5p: 95 GiB HBM per chip (Google Cloud TPU documentation)", 459e12,
     600e9, 600e9, 0,
     "TPU v5p (Google Cloud TPU documentation): 459 TFLOP/s bf16 per chip; ICI 4,800 Gb/s per chip, within and "
     "across hosts of a slice; host transfers not given"},
}};
}  // namespace detail

/// Every preset, in the order `shardmem plan --hardware` lists them.
[[nodiscard]] constexpr const std::array<hardware, 7>& hardware_presets() noexcept { return detail::hardware_table; }

/// The preset named `name`: a100-40gb, a100-80gb, h100-80gb, h200-141gb, b200, tpu-v5e, tpu-v5p,
/// in any case (`H100-80GB`).
/// @throws invalid_error listing the names when `name` is unknown.
[[nodiscard]] inline hardware parse_hardware(std::string_view name) {
  // The short names people write, where they name one device: an H100 is the 80 GB part (SXM and
  // PCIe alike), an H200 the 141 GB one; `v5p` and `v5e` are Cloud TPU's own names. `a100` names
  // two parts and gets a suggestion instead.
  static constexpr std::pair<std::string_view, std::string_view> aliases[] = {{"h100", "h100-80gb"},
                                                                              {"h200", "h200-141gb"},
                                                                              {"v5p", "tpu-v5p"},
                                                                              {"v5e", "tpu-v5e"},
                                                                              {"tpu-v5litepod", "tpu-v5e"}};
  for (const auto& [alias, full] : aliases)
    if (same_name(alias, name)) name = full;
  std::string known;
  std::vector<std::pair<std::string_view, std::string_view>> names;
  for (const hardware& h : detail::hardware_table) {
    if (same_name(h.name, name)) return h;
    known += fmt::format("{}{}", known.empty() ? "" : ", ", h.name);
    names.emplace_back(h.name, h.name);
  }
  if (same_name(name, "a100"))
    detail::raise<invalid_error>("hardware 'a100' names two parts; use a100-40gb or a100-80gb");
  // An alias is suggested as the part it names: `H100-SXM` finds h100-80gb.
  names.insert(names.end(), std::begin(aliases), std::end(aliases));
  detail::raise<invalid_error>("unknown hardware '{}'{}; known: {}", name, did_you_mean(name, names), known);
}

}  // namespace shardmem
