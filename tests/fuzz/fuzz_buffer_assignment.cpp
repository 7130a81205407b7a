// libFuzzer target: XLA's *-buffer-assignment.txt (parse_buffer_assignment). Text either reads or
// is a parse_error; a dump that reads has allocations of non-negative sizes whose values lie
// inside them, memory_analysis's fields that are sums of its allocations (each at most the total
// of all sizes), and reads the same way a second time.
#include <cstddef>
#include <cstdint>
#include <optional>

#include <shardmem/xla/buffer_assignment_text.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::buffer_assignment_target {
SHARDMEM_FUZZ_TARGET(buffer_assignment) {
  const auto text = shardmem_fuzz::text_of(data, size);
  std::optional<xla_buffer_assignment> parsed;
  if (!accepts([&] { parsed.emplace(parse_buffer_assignment(text)); })) return 0;
  const xla_buffer_assignment& ba = *parsed;
  check(is_buffer_assignment_text(text), "only a dump's text reads as one");
  std::int64_t total = 0;
  bool overflow = false;
  for (const xla_allocation& a : ba.allocations) {
    check(a.size >= 0 && a.index >= 0 && a.color >= 0, "sizes, numbers and colors are not negative");
    check(a.line >= 2, "an allocation follows the BufferAssignment: line");
    for (const xla_allocation_value& v : a.values)
      check(v.size >= 0 && v.offset >= 0, "a value's place is not negative");
    overflow = overflow || __builtin_add_overflow(total, a.size, &total);
  }
  std::optional<memory_stats> c;
  if (accepts([&] { c.emplace(ba.categories()); })) {
    for (const memory_analysis& m : {c->device, c->host}) {
      for (const bytes f : {m.argument, m.output, m.alias, m.temp})
        check(f.count() >= 0 && (overflow || f.count() <= total), "each field sums some of the allocations");
      check(m.alias <= m.argument && m.alias <= m.output, "alias is both argument and output");
    }
  } else {
    check(overflow, "the fields only fail to add up when the sizes pass the 64-bit range");
  }
  (void)buffer_assignment_report(ba, 3);
  std::optional<xla_buffer_assignment> again;
  check(accepts([&] { again.emplace(parse_buffer_assignment(text)); }), "the same text reads again");
  check(again->allocations.size() == ba.allocations.size(), "reading is deterministic");
  return 0;
}

}  // namespace shardmem_fuzz::buffer_assignment_target
