// What the plan layer's tests share: a small model that plans in well under a millisecond, and a
// field-by-field comparison of two plans. Inline functions in a named namespace (not an unnamed
// one: a translation unit that uses only some of them would warn about the rest).
#pragma once

#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>

namespace plan_test {

// A small Llama-style model that plans in well under a millisecond.
inline shardmem::transformer_config small_model() {
  shardmem::transformer_config c = shardmem::presets::llama3_1_8b();
  c.name = "small";
  c.hidden = 512;
  c.layers = 4;
  c.heads = 8;
  c.kv_heads = 2;
  c.head_dim = 64;
  c.ffn = 2048;
  c.vocab = 4096;
  c.seq_len = 1024;
  return c;
}

// The small model, FSDP over 8 devices in one process.
inline shardmem::training_config small_config() {
  shardmem::training_config c;
  c.model = small_model();
  c.devices = shardmem::mesh{{"data", 8}}.with_devices_per_process(8);
  return c;
}

// A memory target whose accelerator can allocate `usable` (the default target otherwise).
inline shardmem::memory_target target_with_usable(shardmem::bytes usable) {
  shardmem::memory_target t;
  t.accelerator.usable = usable;
  return t;
}

// Every field of two plans, one by one (a failure names the field).
inline void check_same_plan(const shardmem::memory_plan& got, const shardmem::memory_plan& want) {
  CHECK(got.parameters == want.parameters);
  CHECK(got.phase == want.phase);
  CHECK(got.step_peak == want.step_peak);
  CHECK(got.peak_op == want.peak_op);
  CHECK(got.categories == want.categories);
  CHECK(got.by_role == want.by_role);
  CHECK(got.role_peak == want.role_peak);
  REQUIRE(got.top_at_peak.size() == want.top_at_peak.size());
  for (std::size_t i = 0; i < got.top_at_peak.size(); ++i) {
    CAPTURE(i);
    CHECK(got.top_at_peak[i].name == want.top_at_peak[i].name);
    CHECK(got.top_at_peak[i].size == want.top_at_peak[i].size);
    CHECK(got.top_at_peak[i].role == want.top_at_peak[i].role);
  }
  CHECK(got.largest_at_peak == want.largest_at_peak);
  CHECK(got.placement_peak == want.placement_peak);
  CHECK(got.placement_temp == want.placement_temp);
  CHECK(got.placement_array == want.placement_array);
  CHECK(got.lower_bound == want.lower_bound);
  CHECK(got.overhead == want.overhead);
  CHECK(got.total == want.total);
  CHECK(got.fits == want.fits);
  CHECK(got.host_peak_per_process == want.host_peak_per_process);
  CHECK(got.host_fits == want.host_fits);
  CHECK(got.host_phase == want.host_phase);
  CHECK(got.host_whole_step == want.host_whole_step);
  CHECK(got.accumulation_steps == want.accumulation_steps);
  CHECK(got.recompute_flops == want.recompute_flops);
  CHECK(got.offload_bytes == want.offload_bytes);
  CHECK(got.warnings == want.warnings);
  CHECK(got.device_timeline == want.device_timeline);
}

}  // namespace plan_test
