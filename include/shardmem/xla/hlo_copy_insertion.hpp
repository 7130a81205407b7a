// The copies XLA's copy insertion adds at the entry's ROOT before buffer assignment, for a module
// that has not been through XLA's passes yet (what JAX lowered, an HLO dump before optimizations):
// each output must be a buffer of its own, so a value the ROOT tuple holds at several indices is
// copied at each index after the first, and an entry parameter (not donated) or a constant held
// there is copied too (its buffer is read-only). Without them one buffer would count once for
// several outputs, and an output would share its argument's bytes.
// Source: xla/service/copy_insertion.cc, AddSpecialCaseCopies with the entry computation's
// SpecialCaseCopyPolicy (copy_root_replicated_buffers, copy_parameters_and_constants;
// ShouldCopyRootValue -> ValueIsReadOnly: a constant, or an entry parameter without an
// input_output_alias). The ROOT's operands stand for their buffers here: an operand read through
// a get-tuple-element or a bitcast of another is not followed.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>

#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

/// Adds XLA's special-case copies at the entry's ROOT tuple of `m` (see above): a `copy` before the
/// ROOT for each operand after its first place in the tuple, and for each entry parameter without
/// an input_output_alias or buffer donor, and each constant; the ROOT reads the copy. Returns how
/// many copies were added (0 when the ROOT is not a tuple).
/// Example: `ROOT t = (f32[8], f32[8]) tuple(a, a)` becomes `a.copy = f32[8] copy(a)` and
/// `ROOT t = (f32[8], f32[8]) tuple(a, a.copy)`: two outputs of 32 bytes each.
inline std::size_t hlo_add_root_copies(hlo_module& m) {
  const hlo_computation* entry_c = m.entry();
  if (entry_c == nullptr) return 0;
  hlo_computation& entry = m.computations[static_cast<std::size_t>(entry_c - m.computations.data())];
  const hlo_instruction* root_p = entry.root();
  if (root_p == nullptr || root_p->opcode != hlo_op::tuple) return 0;
  const std::size_t root_at = static_cast<std::size_t>(root_p - entry.instructions.data());
  std::unordered_map<std::string_view, std::size_t> at;  // instruction by name
  std::unordered_set<std::string_view> taken;
  for (std::size_t i = 0; i < entry.instructions.size(); ++i)
    at.emplace(entry.instructions[i].name, i), taken.insert(entry.instructions[i].name);
  std::unordered_set<std::int64_t> donated;
  for (const hlo_io_alias& a : m.input_output_alias) donated.insert(a.parameter);
  for (const hlo_buffer_donor& d : m.buffer_donor) donated.insert(d.parameter);
  auto read_only = [&](const hlo_instruction& in) {
    return in.opcode == hlo_op::constant || (in.opcode == hlo_op::parameter && !donated.contains(in.parameter_number));
  };
  std::vector<hlo_instruction> copies;
  std::unordered_set<std::string_view> seen;
  for (std::size_t k = 0; k < entry.instructions[root_at].operands.size(); ++k) {
    const std::string_view operand = entry.instructions[root_at].operands[k];
    const auto it = at.find(operand);
    if (it == at.end()) continue;  // liveness names an operand the computation lacks
    const bool repeated = !seen.insert(operand).second;
    if (!repeated && !read_only(entry.instructions[it->second])) continue;
    const hlo_instruction& source = entry.instructions[it->second];
    std::string name = fmt::format("{}.copy", operand);
    for (std::size_t n = 1; taken.contains(name); ++n) name = fmt::format("{}.copy.{}", operand, n);
    hlo_instruction copy;
    copy.name = m.keep(std::move(name));
    taken.insert(copy.name);
    copy.opcode = hlo_op::copy;
    copy.shape = source.shape;
    copy.sharding = source.sharding;
    copy.operands.push_back(operand);
    entry.instructions[root_at].operands[k] = copy.name;
    copies.push_back(std::move(copy));
  }
  if (copies.empty()) return 0;
  const std::size_t added = copies.size();
  entry.instructions.insert(entry.instructions.begin() + static_cast<std::ptrdiff_t>(root_at),
                            std::make_move_iterator(copies.begin()), std::make_move_iterator(copies.end()));
  return added;
}

}  // namespace shardmem
