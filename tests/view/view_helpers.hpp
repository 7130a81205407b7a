// What the viewer's tests share: a small planned step built whole, the page's data read back.
#pragma once

#include <shardmem/plan.hpp>

#include <string>

#include "../plan/plan_helpers.hpp"

namespace shardmem::view_test {

// The small model, two layers, FSDP over 8 devices: sharded weights and activations.
inline training_config two_layers(std::string name = "small") {
  training_config c = plan_test::small_config();
  c.model.layers = 2;
  c.zero_stage = 3;
  c.model.name = std::move(name);
  return c;
}

// A step of `c` built whole, and its plan on the default target.
struct planned {
  training_step step;
  memory_plan plan;
};
inline planned plan_whole(const training_config& c) {
  training_step s = build_step(c, {.whole = true});
  memory_plan p = shardmem::plan(s, memory_target{});
  return {std::move(s), std::move(p)};
}

}  // namespace shardmem::view_test
