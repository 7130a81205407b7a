// Tests for plan/phase.hpp: the phases of a training step and their names.
#include <doctest/doctest.h>

#include <shardmem/plan/phase.hpp>

using namespace shardmem;

TEST_CASE("a step's phases are named as reports print them, in the order they run") {
  CHECK(name(step_phase::placement) == "placement");
  CHECK(name(step_phase::forward) == "forward");
  CHECK(name(step_phase::backward) == "backward");
  CHECK(name(step_phase::optimizer) == "optimizer");
  static_assert(step_phase::placement < step_phase::forward && step_phase::forward < step_phase::backward &&
                step_phase::backward < step_phase::optimizer);
}
