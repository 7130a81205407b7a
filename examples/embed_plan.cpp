// The README's embedder example: a few typed lines plan Llama-3.1-8B on 8 H100s under FSDP with
// one JAX remat policy on every layer. Built twice by the tests, header-only and against the
// compiled library (SHARDMEM_SEPARATE_COMPILATION), with the same output.
#include <shardmem/plan.hpp>

#include <fmt/core.h>

int main() {
  using namespace shardmem;
  training_config c{.model = presets::llama3_1_8b(), .devices = mesh{{"fsdp", 8}}};
  c.remat = layer_policy{dots_with_no_batch_dims_saveable()};  // a value, not a string
  const memory_plan p = plan(c, memory_target{.accelerator = hardware_preset("h100")});
  fmt::print("{}", to_text(p));
}
