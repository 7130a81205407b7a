// What the what-if and JSON tests share: a module's memory summary with buffer assignment's
// categories, and a small program compiled as JAX's tests compile it.
#pragma once

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_report.hpp>

namespace shardmem::test {

// summarize_hlo of `m` with memory_analysis()'s categories from hlo_assign_buffers.
inline hlo_memory_summary assigned_summary(const hlo_module& m) {
  const hlo_assignment a = hlo_assign_buffers(m);
  hlo_memory_summary s = summarize_hlo(m, a.liveness);
  s.categories = a.memory;
  return s;
}

// f(x) = x * 2 over f32[10,10], as JAX's xla_transform_test compiles it (there with
// donate_argnums=(0,)); here without the donation, which hlo_donate adds.
inline constexpr const char* times_two = R"(HloModule jit_f, is_scheduled=true

ENTRY main {
  x = f32[10,10]{1,0} parameter(0)
  two = f32[] constant(2)
  b = f32[10,10]{1,0} broadcast(two), dimensions={}
  m = f32[10,10]{1,0} multiply(x, b), metadata={op_name="jit(f)/mul"}
  ROOT n = f32[10,10]{1,0} negate(m), metadata={op_name="jit(f)/neg"}
}
)";

}  // namespace shardmem::test
