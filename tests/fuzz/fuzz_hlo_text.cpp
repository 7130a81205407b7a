// libFuzzer target: XLA HLO module text (parse_hlo_module). Text either reads or is a parse_error;
// a module that reads has an entry computation, named instructions with opcodes, array shapes whose
// dynamic flags and layouts fit their rank, and is read the same way a second time; where its
// instructions are modelled, its live ranges lie in its schedule and its peak holds every value.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include <shardmem/xla.hpp>

#include "fuzz.hpp"
#include "hlo_checks.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::hlo_text_target {
SHARDMEM_FUZZ_TARGET(hlo_text) {
  const auto text = shardmem_fuzz::text_of(data, size);
  std::optional<hlo_module> parsed;
  if (!accepts([&] { parsed.emplace(parse_hlo_module(text)); })) return 0;
  const hlo_module& m = *parsed;
  check(m.entry() != nullptr, "a module that reads has an entry computation");
  const hlo_backend_choice backend = hlo_detect_backend(m);
  check(backend.source != hlo_backend_choice::source_t::given && !backend.evidence.empty(),
        "a detected backend says why");
  check(m.replica_count >= 1 && m.num_partitions >= 1, "counts are at least 1");
  for (const hlo_computation& c : m.computations) {
    check(!c.name.empty(), "a computation has a name");
    for (const hlo_instruction& i : c.instructions) {
      check(!i.name.empty() && !i.opcode.text().empty(), "an instruction has a name and an opcode");
      check(i.opcode.op() == hlo_op_of(i.opcode.text()), "an instruction's opcode enum is its text's");
      if (i.opcode == hlo_op::parameter)
        check(i.parameter_number >= 0 && i.operands.empty(), "a parameter has its number and no operands");
      for (const std::string_view o : i.operands) check(!o.empty(), "an operand has a name");
      shardmem_fuzz::check_hlo_shape(i.shape);
    }
  }
  // Liveness, where the module's instructions are modelled: ranges inside the schedule, and the
  // peak at least any value's own bytes (a value shares only a buffer of its own shape's size).
  std::optional<hlo_live_ranges> live;
  if (accepts([&] { live.emplace(hlo_liveness(m)); })) {
    for (const hlo_value& v : live->values) {
      check(0 <= v.start && v.start <= v.end && v.end <= live->schedule_end(), "a live range lies in the schedule");
      check(v.constant || v.bytes <= live->peak, "the peak holds at least any one value");
    }
    check(live->peak >= 0 && live->peak_time <= live->schedule_end(), "the peak is at a time of the schedule");
    std::int64_t held = 0;
    for (const std::int64_t b : live->live_at_peak_bytes) held += b;
    check(held == live->peak, "the buffers live at the peak add up to it");
    check(live->timeline.size() == static_cast<std::size_t>(live->schedule_end()) + 1 &&
              live->timeline[static_cast<std::size_t>(live->peak_time)] == live->peak,
          "the timeline has every time and the peak at its time");
  }
  // FlattenCallGraph and copy insertion's output copies: no callee shared after them (where the
  // calls form no cycle, which is left to liveness), each ROOT tuple operand there once.
  hlo_module flat = m;
  if (accepts([&] { (void)hlo_flatten_call_graph(flat, 1u << 16); })) {
    (void)hlo_add_root_copies(flat);
    std::unordered_map<std::string_view, std::size_t> index;
    for (std::size_t c = 0; c < flat.computations.size(); ++c) index.emplace(flat.computations[c].name, c);
    if (!detail::hlo_calls_cycle(flat, index)) {
      try {
        (void)hlo_liveness(flat);
      } catch (const shardmem::error& e) {
        check(std::string_view(e.what()).find("is called more than once") == std::string_view::npos,
              "flattened: no callee is shared");
      }
    }
    const hlo_computation& entry = *flat.entry();
    if (const hlo_instruction* root = entry.root(); root != nullptr && root->opcode == "tuple") {
      std::unordered_set<std::string_view> names, seen;
      for (const hlo_instruction& i : entry.instructions) names.insert(i.name);
      for (const std::string_view o : root->operands)
        if (names.contains(o)) check(seen.insert(o).second, "each ROOT tuple operand there once");
    }
  }
  std::optional<hlo_module> again;
  check(accepts([&] { again.emplace(parse_hlo_module(text)); }), "the same text reads again");
  check(again->computations.size() == m.computations.size(), "reading is deterministic");
  return 0;
}

}  // namespace shardmem_fuzz::hlo_text_target
