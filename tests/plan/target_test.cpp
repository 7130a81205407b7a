// Tests for shardmem/plan/target.hpp (and the hardware presets it draws on): what a step must fit
// into, its defaults the tool's, and the presets' usable memory and its source.
#include <doctest/doctest.h>

#include <shardmem/plan/hardware.hpp>
#include <shardmem/plan/target.hpp>

using namespace shardmem;

TEST_CASE("hardware presets carry their usable memory and its source") {
  CHECK(parse_hardware("h100-80gb").usable.count() == 81559LL << 20);
  CHECK(parse_hardware("b200").usable.count() == 180LL << 30);  // seed 001's per-device cap
  CHECK_FALSE(parse_hardware("tpu-v5p").gpu);
  for (const hardware& h : hardware_presets()) {
    CHECK(h.usable <= h.capacity + 1_GiB);
    CHECK(!h.source.empty());
  }
}

TEST_CASE("a memory target's defaults are the tool's: an H100 80GB, 2 TiB of host RAM, arrays placed by callback") {
  const memory_target t;
  CHECK(t.accelerator.name == "h100-80gb");
  CHECK(t.accelerator.usable == parse_hardware("h100-80gb").usable);
  CHECK(t.accelerator.gpu);
  CHECK(t.host_ram_per_process == 2_TiB);
  CHECK(t.placement == placement_kind::callback);
  CHECK(t.overheads.runtime_context == 512_MiB);
  CHECK(t.overheads.per_communicator == 64_MiB);
  CHECK(t.overheads.fragmentation == 0.05);
  CHECK(name(placement_kind::checked) == "checked");
  CHECK(name(placement_kind::callback) == "callback");
}
