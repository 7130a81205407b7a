// Tests for plan/hardware.hpp: the accelerator presets (capacity, usable memory and their source),
// the short names people write, and the errors for the rest.
#include <doctest/doctest.h>

#include <shardmem/plan/hardware.hpp>

#include <cstddef>
#include <iterator>
#include <set>
#include <string>
#include <string_view>

using namespace shardmem;

TEST_CASE("hardware presets: capacity and usable memory, exact, in the order the tool lists them") {
  // Capacities: NVIDIA's A100, H100, H200 and B200 datasheets and Google Cloud's TPU pages, each
  // read as binary GiB. Usable: what nvidia-smi reports as total memory (H100 SXM 81,559 MiB;
  // H200 143,771 MiB), or the capacity; B200's 180 GiB is seed 001's per-device cap.
  struct expected {
    std::string_view name;
    bytes capacity, usable;
    bool gpu;
  };
  constexpr expected presets[] = {
      {"a100-40gb", 40_GiB, 40_GiB, true},    {"a100-80gb", 80_GiB, 80_GiB, true},
      {"h100-80gb", 80_GiB, 81559_MiB, true}, {"h200-141gb", 141_GiB, 143771_MiB, true},
      {"b200", 192_GiB, 180_GiB, true},       {"tpu-v5e", 16_GiB, 16_GiB, false},
      {"tpu-v5p", 95_GiB, 95_GiB, false},
  };
  REQUIRE(hardware_presets().size() == std::size(presets));
  for (std::size_t i = 0; i < std::size(presets); ++i) {
    const hardware& h = hardware_presets()[i];
    CAPTURE(h.name);
    CHECK(h.name == presets[i].name);
    CHECK(h.capacity == presets[i].capacity);
    CHECK(h.usable == presets[i].usable);
    CHECK(h.gpu == presets[i].gpu);
    CHECK(h.usable <= h.capacity);  // a program never gets more than the device has
    CHECK_FALSE(h.source.empty());
    const hardware parsed = parse_hardware(h.name);
    CHECK(parsed.name == h.name);
    CHECK(parsed.usable == h.usable);
  }
  CHECK(parse_hardware("h100-80gb").usable.count() == 85'520'809'984);  // 81,559 x 2^20
  CHECK(parse_hardware("h100-80gb").source == "H100 SXM 80GB HBM3: 81,559 MiB as nvidia-smi reports");
  CHECK(parse_hardware("b200").source ==
        "B200 192GB HBM3e, capped at 180 GiB usable per device, the cap a 64-B200 training job reported");
}

TEST_CASE("the short names that name one part map to it; 'a100' names two and says which") {
  CHECK(parse_hardware("h100").name == "h100-80gb");
  CHECK(parse_hardware("h200").name == "h200-141gb");
  CHECK(parse_hardware("v5p").name == "tpu-v5p");
  CHECK(parse_hardware("v5e").name == "tpu-v5e");
  CHECK(parse_hardware("tpu-v5litepod").name == "tpu-v5e");  // Cloud TPU's accelerator-type prefix
  CHECK_THROWS_WITH_AS((void)parse_hardware("a100"), "hardware 'a100' names two parts; use a100-40gb or a100-80gb",
                       invalid_error);
}

TEST_CASE("an unknown name is an invalid_error listing every preset, with a suggestion when one is close") {
  CHECK_THROWS_WITH_AS((void)parse_hardware("h100-80gib"),
                       "unknown hardware 'h100-80gib' (did you mean 'h100-80gb'?); known: a100-40gb, a100-80gb, "
                       "h100-80gb, h200-141gb, b200, tpu-v5e, tpu-v5p",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)parse_hardware("gaudi3"),
                       "unknown hardware 'gaudi3'; known: a100-40gb, a100-80gb, h100-80gb, h200-141gb, b200, tpu-v5e, "
                       "tpu-v5p",
                       invalid_error);
  // No trimming.
  CHECK_THROWS_AS((void)parse_hardware(" h100"), invalid_error);
}

TEST_CASE("hardware names in another case were refused, and H100 was told 'b200'") {
  CHECK(parse_hardware("H100").name == "h100-80gb");
  CHECK(parse_hardware("H100-80GB").name == "h100-80gb");
  CHECK(parse_hardware("TPU-v5p").name == "tpu-v5p");
  CHECK_THROWS_WITH_AS((void)parse_hardware("A100"), "hardware 'a100' names two parts; use a100-40gb or a100-80gb",
                       invalid_error);
  // A part named with what follows the alias: the part the alias names, not the nearest spelling.
  CHECK_THROWS_WITH_AS((void)parse_hardware("H100-SXM"),
                       doctest::Contains("unknown hardware 'H100-SXM' (did you mean 'h100-80gb'?)"), invalid_error);
  CHECK_THROWS_WITH_AS((void)parse_hardware("h200-sxm"), doctest::Contains("(did you mean 'h200-141gb'?)"),
                       invalid_error);
}

TEST_CASE("preset names are unique and are not aliases") {
  std::set<std::string_view> names;
  for (const hardware& h : hardware_presets()) CHECK(names.insert(h.name).second);
  for (std::string_view alias : {"h100", "h200", "v5p", "v5e", "tpu-v5litepod", "a100"}) CHECK(names.count(alias) == 0);
}

TEST_CASE("hardware presets: the speeds the step-time model prices with, as their datasheets give them") {
  // NVIDIA's A100/H100/H200/B200 datasheets: dense bf16 FLOP/s; NVLink's per-GPU bandwidth both
  // ways halved for one way (600, 900, 1,800 GB/s); the DGX systems' one NIC per GPU (HDR 200 Gb/s,
  // NDR and ConnectX-7 400 Gb/s); PCIe Gen4/Gen5 x16. Google Cloud's TPU pages: bf16 FLOP/s and ICI
  // per chip (1,600 and 4,800 Gb/s).
  struct expected {
    std::string_view name;
    double flops, intra, inter, host;
  };
  constexpr expected presets[] = {
      {"a100-40gb", 312e12, 300e9, 25e9, 32e9},  {"a100-80gb", 312e12, 300e9, 25e9, 32e9},
      {"h100-80gb", 989e12, 450e9, 50e9, 64e9},  {"h200-141gb", 989e12, 450e9, 50e9, 64e9},
      {"b200", 2250e12, 900e9, 50e9, 64e9},      {"tpu-v5e", 197e12, 200e9, 200e9, 0},
      {"tpu-v5p", 459e12, 600e9, 600e9, 0},
  };
  for (const expected& e : presets) {
    CAPTURE(e.name);
    const hardware h = parse_hardware(e.name);
    CHECK(h.peak_flops == e.flops);
    CHECK(h.intra_host_bandwidth == e.intra);
    CHECK(h.inter_host_bandwidth == e.inter);
    CHECK(h.host_bandwidth == e.host);
    CHECK_FALSE(h.speed_source.empty());
  }
}
