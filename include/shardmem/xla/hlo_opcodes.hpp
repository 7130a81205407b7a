// What HLO's opcodes do to buffers, as XLA's dataflow and alias analyses read them: which write in
// place of an operand (HloDataflowAnalysis::GetInPlaceInputOutputPairs), which are elementwise
// (HloInstruction::IsElementwise), which asynchronous starts and dones are modelled, a while's
// condition and body, and the pre-order subshapes of a shape. Shared by the liveness analysis
// (hlo_dataflow.hpp, hlo_live_range.hpp) and buffer assignment (hlo_buffer_assignment.hpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

namespace detail {

// The in-place (operand number, operand index) -> output index pairs of `in`
// (AliasInfo::GetInPlaceInputOutputPairs, xla/hlo/analysis/alias_info.cc, the cases modelled):
// dynamic-update-slice writes into operand 0, a scatter into its operands; a fusion rooted in one, or in a scatter
// (IsDefaultInPlaceOperation; GetFusionInstructionInPlaceInputOutputPairs), into the fused
// parameter it updates (a scatter of n operands writes operand k into result {k}); a fusion or
// custom-call into the operands its output_to_operand_aliasing names.
[[nodiscard]] inline std::vector<hlo_io_alias> hlo_in_place_pairs(const hlo_module& m, const hlo_instruction& in) {
  std::vector<hlo_io_alias> pairs;
  if (in.opcode == hlo_op::dynamic_update_slice) pairs.push_back({{}, 0, {}, true});
  if (in.opcode == hlo_op::scatter)  // n operands, indices, n updates: operand k into result {k} ({} for one)
    for (std::size_t k = 0, n = (in.operands.size() - 1) / 2; k < n; ++k)
      pairs.push_back({n == 1 ? hlo_shape_index{} : hlo_shape_index{static_cast<std::int64_t>(k)},
                       static_cast<std::int64_t>(k), {}, true});
  if (in.opcode == hlo_op::fusion && in.called.size() == 1) {
    const hlo_computation* body = m.find(in.called[0]);
    const hlo_instruction* root = body ? body->root() : nullptr;
    const bool scatter = root && root->opcode == hlo_op::scatter;
    if (root && (root->opcode == hlo_op::dynamic_update_slice || scatter) && !root->operands.empty()) {
      const std::size_t n = scatter ? (root->operands.size() - 1) / 2 : 1;  // scatter: n operands, indices, n updates
      for (std::size_t k = 0; k < n; ++k)
        for (const hlo_instruction& p : body->instructions)
          if (p.name == root->operands[k] && p.opcode == hlo_op::parameter)
            pairs.push_back({n == 1 ? hlo_shape_index{} : hlo_shape_index{static_cast<std::int64_t>(k)},
                             p.parameter_number, {}, true});
    }
  }
  if ((in.opcode == hlo_op::custom_call || in.opcode == hlo_op::fusion) && in.output_to_operand_aliasing)
    pairs.insert(pairs.end(), in.output_to_operand_aliasing->begin(), in.output_to_operand_aliasing->end());
  return pairs;
}

// Opcodes that are elementwise (HloInstruction::IsElementwise), spelt as HLO text spells them
// (HloOpcodeString: kExp is `exponential`, kLog1p `log-plus-one`): a user of this kind may write its
// output into the buffer of an operand of the same shape that dies there (../HLO.md sect. 4.4).
// (Not cosine nor sine, which XLA counts: reusing their operands is a change of its own, to check.)
[[nodiscard]] constexpr bool hlo_elementwise(hlo_op op) noexcept {
  switch (op) {
    case hlo_op::abs:
    case hlo_op::add:
    case hlo_op::and_:
    case hlo_op::atan2:
    case hlo_op::cbrt:
    case hlo_op::ceil:
    case hlo_op::clamp:
    case hlo_op::compare:
    case hlo_op::complex:
    case hlo_op::convert:
    case hlo_op::divide:
    case hlo_op::exponential:
    case hlo_op::exponential_minus_one:
    case hlo_op::floor:
    case hlo_op::imag:
    case hlo_op::is_finite:
    case hlo_op::log:
    case hlo_op::log_plus_one:
    case hlo_op::logistic:
    case hlo_op::maximum:
    case hlo_op::minimum:
    case hlo_op::multiply:
    case hlo_op::negate:
    case hlo_op::not_:
    case hlo_op::or_:
    case hlo_op::popcnt:
    case hlo_op::power:
    case hlo_op::real:
    case hlo_op::remainder:
    case hlo_op::round_nearest_afz:
    case hlo_op::round_nearest_even:
    case hlo_op::rsqrt:
    case hlo_op::select:
    case hlo_op::shift_left:
    case hlo_op::shift_right_arithmetic:
    case hlo_op::shift_right_logical:
    case hlo_op::sign:
    case hlo_op::sqrt:
    case hlo_op::subtract:
    case hlo_op::tan:
    case hlo_op::tanh:
    case hlo_op::xor_:
    case hlo_op::count_leading_zeros:
    case hlo_op::erf:
    case hlo_op::reduce_precision:
    case hlo_op::stochastic_convert: return true;
    default: return false;
  }
}

// Subshapes of a shape in pre-order ({} first, then each element's subtree): how many.
[[nodiscard]] inline std::size_t subtree_size(const hlo_shape& s) {
  std::size_t n = 1;
  for (const hlo_shape& e : s.elements) n += subtree_size(e);
  return n;
}

// Where each element of a tuple shape starts among its subshapes in pre-order (element 0 at 1),
// worked out once per shape: element k of a tuple of n leaves is then a look-up, not a sum over
// the k elements before it (which made reading each element of a wide tuple cost n^2). The
// shapes must outlive it and stay unchanged.
class hlo_element_places {
 public:
  /// The pre-order place of element k of tuple shape s (k < s.elements.size()).
  [[nodiscard]] std::size_t operator()(const hlo_shape& s, std::size_t k) {
    const auto [it, added] = at_.try_emplace(&s);
    std::vector<std::size_t>& places = it->second;
    if (added) {
      places.resize(s.elements.size());
      std::size_t pos = 1;
      for (std::size_t j = 0; j < s.elements.size(); ++j) {
        places[j] = pos;
        pos += subtree_size(s.elements[j]);
      }
    }
    return places[k];
  }

 private:
  std::unordered_map<const hlo_shape*, std::vector<std::size_t>> at_;
};

// Whether two shapes are alike but for their layouts: tuples of alike elements, or arrays of one
// element type and dimensions.
[[nodiscard]] inline bool same_tree(const hlo_shape& a, const hlo_shape& b) {
  if (a.kind != b.kind || a.elements.size() != b.elements.size()) return false;
  if (a.is_array() && (a.element != b.element || a.dims != b.dims)) return false;
  for (std::size_t k = 0; k < a.elements.size(); ++k)
    if (!same_tree(a.elements[k], b.elements[k])) return false;
  return true;
}

// The condition and body of `in`, a while (HloInstruction::while_condition, while_body). The
// parser keeps `condition=` and `body=` in text order; XLA prints the condition first, and a
// module written the other way round is recognised by which root is pred[] and which is not.
[[nodiscard]] inline std::pair<const hlo_computation*, const hlo_computation*> hlo_while_parts(
    const hlo_module& m, const hlo_instruction& in) {
  if (in.called.size() != 2)
    detail::raise<invalid_error>("while '{}' names {} computations; it needs condition= and body=", in.name,
                                 in.called.size());
  const hlo_computation* a = m.find(in.called[0]);
  const hlo_computation* b = m.find(in.called[1]);
  for (const auto& [c, name] : {std::pair{a, &in.called[0]}, std::pair{b, &in.called[1]}})
    if (c == nullptr) detail::raise<invalid_error>("while '{}' calls '{}', which the module lacks", in.name, *name);
  auto predicate = [](const hlo_computation* c) {
    const hlo_instruction* r = c->root();
    return r != nullptr && r->shape.is_array() && r->shape.element == dtype::pred && r->shape.dims.empty();
  };
  if (!predicate(a) && predicate(b)) std::swap(a, b);
  return {a, b};
}

// Starts and dones of asynchronous copies and collectives whose values are modelled: the start
// defines the results at once (../HLO.md sect. 4.1); all-reduce-start writes in place and an
// async-start with a wrapped computation flattens it, neither modelled yet.
[[nodiscard]] inline bool hlo_async_start(const hlo_instruction& in) {
  const hlo_op op = in.opcode.op();
  return op == hlo_op::copy_start || op == hlo_op::all_gather_start || op == hlo_op::collective_permute_start ||
         (hlo_start_spelling(in.opcode) && op != hlo_op::all_reduce_start && op != hlo_op::async_start &&
          in.called.empty() && !in.output_to_operand_aliasing);
}
[[nodiscard]] inline bool hlo_async_done(const hlo_instruction& in) {
  const hlo_op op = in.opcode.op();
  return hlo_done_spelling(in.opcode) && op != hlo_op::all_reduce_done && op != hlo_op::async_done;
}

// HloInstruction::IsElementwise: hlo_elementwise's opcodes, copy and map.
[[nodiscard]] constexpr bool ba_elementwise(hlo_op op) noexcept {
  return hlo_elementwise(op) || op == hlo_op::copy || op == hlo_op::map;
}

// HloInstruction::IsElementwiseOnOperand for an instruction that is not a fusion.
[[nodiscard]] inline bool ba_elementwise_on(const hlo_instruction& in, std::size_t operand) {
  if (in.opcode == hlo_op::dynamic_update_slice) return operand == 0;
  return ba_elementwise(in.opcode.op());
}

// The ops whose region is a reducer or comparator: the region is their to_apply (the StableHLO
// reader names it so; the CPU fusion pass leaves such regions unfused).
[[nodiscard]] constexpr bool region_is_applied(hlo_op opcode) noexcept {
  switch (opcode) {
    case hlo_op::reduce:
    case hlo_op::reduce_window:
    case hlo_op::select_and_scatter:
    case hlo_op::scatter:
    case hlo_op::sort:
    case hlo_op::all_reduce:
    case hlo_op::reduce_scatter:
    case hlo_op::map: return true;
    default: return false;
  }
}

// Opcodes written `<op>-start` that are their own instructions; any other `-start` is the printed
// form of an async-start wrapping one instruction (all-to-all-start, reduce-scatter-start, ...),
// whose result the wrapped instruction defines inside its async computation.
[[nodiscard]] constexpr bool ba_async_wrapper(const hlo_opcode& op) noexcept {
  return hlo_start_spelling(op) && op != hlo_op::copy_start && op != hlo_op::all_gather_start &&
         op != hlo_op::collective_permute_start && op != hlo_op::all_reduce_start;
}

}  // namespace detail

}  // namespace shardmem
