// May a user write its output over a dying operand's buffer: one predicate, hlo_sharing::can_share,
// for every caller (hlo_liveness's heap, the memory scheduler's, buffer assignment's heap and its
// LiveRangeInterferes), with the rules chosen by share_rules. `xla` is
// HloDataflowAnalysis::CanShareOperandBufferWithUser, with gpu/buffer_sharing.cc's
// CanShareBufferHint and FusionCanShareBufferHint on GPU and no hint on CPU (CpuCompiler::
// CreateBufferAssignment passes a default AliasInfo, whose MayAlias says nothing) nor TPU (its hint
// is not public); `elementwise` is the part hlo_liveness and the scheduler model. It reads the
// module alone (hlo_module_tables); hlo_buffer_assignment.hpp names the sources, and
// xla/hlo/analysis/hlo_dataflow_analysis.cc (CanShareOperandBufferWithUser's fusion cases,
// AreTransitiveUsesElementwiseOrTuple) and xla/hlo/ir/hlo_instructions.cc
// (HloFusionInstruction::IsElementwiseImpl) the rules without a hint.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_tables.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>

namespace shardmem {

namespace detail {

// Which rules decide whether a user may take over a dying operand's buffer.
enum class share_rules : std::uint8_t {
  // An elementwise user (hlo_elementwise) of the operand's shape, both at the top index, the
  // operand neither a constant nor an entry parameter: what hlo_liveness and the memory scheduler
  // model, a part of `xla` (their peak is an upper bound where a program has other hand-overs).
  elementwise,
  // HloDataflowAnalysis::CanShareOperandBufferWithUser with the backend's hint: buffer assignment's.
  xla,
};

// The sharing predicate over module `m` (its tables built on the first `xla` question, unless given).
class hlo_sharing {
 public:
  hlo_sharing(const hlo_module& m, hlo_backend backend, share_rules rules, const hlo_module_tables* tables = nullptr)
      : m_(m), backend_(backend), rules_(rules), tables_(tables) {
    const hlo_computation* entry = m.entry();
    entry_ = entry == nullptr ? hlo_module_tables::none : static_cast<std::uint32_t>(entry - m.computations.data());
  }

  // May instruction ui of computation uc write its output at user_index over the buffer of
  // instruction oi of computation oc at op_index, which dies there? Only a user that reads oi
  // itself (HloInstruction::IsUserOf, same computation) and is not a copy, as HeapSimulator and
  // LiveRangeInterferes ask before CanShareOperandBufferWithUser; then by `rules`.
  [[nodiscard]] bool can_share(std::uint32_t oc, std::uint32_t oi, const hlo_shape_index& op_index, std::uint32_t uc,
                               std::uint32_t ui, const hlo_shape_index& user_index) const {
    if (oc != uc) return false;
    const hlo_instruction& op = instr(oc, oi);
    const hlo_instruction& user = instr(uc, ui);
    if (user.opcode == hlo_op::copy || hlo_module_tables::operand_index(user, op.name) == user.operands.size())
      return false;
    if (rules_ == share_rules::xla) return xla_rule(oc, oi, op_index, ui, user_index);
    return op.opcode != hlo_op::constant && !(op.opcode == hlo_op::parameter && oc == entry_) && op_index.empty() &&
           user_index.empty() && hlo_elementwise(user.opcode.op()) && user.shape == op.shape;
  }

  [[nodiscard]] share_rules rules() const noexcept { return rules_; }

  [[nodiscard]] static const hlo_shape& subshape(const hlo_shape& s, const hlo_shape_index& index) {
    const hlo_shape* cur = &s;
    for (const std::int64_t k : index) {
      if (!cur->is_tuple() || k < 0 || static_cast<std::size_t>(k) >= cur->elements.size())
        detail::raise<invalid_error>("shape index {{{}}} is outside its shape", fmt::join(index, ","));
      cur = &cur->elements[static_cast<std::size_t>(k)];
    }
    return *cur;
  }
  [[nodiscard]] static std::int64_t elements_of(const hlo_shape& s) {
    std::int64_t n = 1;
    for (const std::int64_t d : s.dims) n = checked_mul(n, std::max<std::int64_t>(d, 0), "an array's elements");
    return n;
  }

  // The in-place (operand number, operand index) -> output index pairs of `in`.
  [[nodiscard]] std::vector<hlo_io_alias> in_place_pairs(const hlo_instruction& in) const {
    return hlo_in_place_pairs(m_, in);
  }

  // FusionCanShareBufferHint (gpu/buffer_sharing.cc): the fused parameter reaches the output
  // through elementwise ops (no copy), bitcasts and tuples only. A reduction hero is not
  // recognised (the hint then says no), which only matters for multi-output reductions.
  [[nodiscard]] bool fusion_hint(const hlo_instruction& user, const hlo_instruction& op,
                                 const hlo_shape_index& user_index) const {
    const hlo_shape& us = subshape(user.shape, user_index);
    const hlo_shape& os = op.shape;
    if (!(os == us)) {
      if (!os.is_array() || !us.is_array()) return false;
      if (elements_of(os) != elements_of(us)) return false;
      if ((hlo_element_bits(os.element) + 7) / 8 != (hlo_element_bits(us.element) + 7) / 8) return false;
    }
    const hlo_computation* body = user.called.empty() ? nullptr : m_.find(user.called[0]);
    if (body == nullptr)
      detail::raise<invalid_error>("fusion '{}' calls no computation the module has; give it calls=", user.name);
    const std::size_t k = hlo_module_tables::operand_index(user, op.name);
    const auto cb = static_cast<std::uint32_t>(body - m_.computations.data());
    std::optional<std::uint32_t> param;
    for (std::uint32_t i = 0; i < body->instructions.size(); ++i)
      if (body->instructions[i].opcode == hlo_op::parameter &&
          body->instructions[i].parameter_number == static_cast<std::int64_t>(k))
        param = i;
    const hlo_instruction* root = body->root();
    if (!param || root == nullptr) return false;
    auto index_of = [&](const hlo_instruction* in) {
      return static_cast<std::uint32_t>(in - body->instructions.data());
    };
    auto named = [&](std::string_view name) -> std::optional<std::uint32_t> {
      const std::uint32_t at = t().names.find(cb, name);
      return at == hlo_module_tables::none ? std::nullopt : std::optional<std::uint32_t>(at);
    };
    std::uint32_t output = index_of(root);
    const bool multi = root->opcode == hlo_op::tuple;
    if (multi) {
      if (user_index.empty()) return false;
      const auto o = named(root->operands.at(static_cast<std::size_t>(user_index[0])));
      if (!o) return false;
      output = *o;
    }
    std::uint32_t non_bitcast = output;
    if (body->instructions[output].opcode == hlo_op::bitcast && !body->instructions[output].operands.empty())
      if (const auto o = named(body->instructions[output].operands[0])) non_bitcast = *o;
    const hlo_instruction& nb = body->instructions[non_bitcast];
    std::vector<char> visited(body->instructions.size(), 0);
    std::vector<std::uint32_t> queue{*param};
    visited[*param] = 1;
    bool found = false;
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const std::uint32_t cur = queue[q];
      if (cur == output) found = true;
      for (const std::uint32_t u : t().users(cb, cur)) {
        if (!visited[u]) visited[u] = 1, queue.push_back(u);
        const hlo_instruction& h = body->instructions[u];
        const std::size_t on = hlo_module_tables::operand_index(h, body->instructions[cur].name);
        if (u == non_bitcast && h.opcode == hlo_op::scatter) {
          const std::size_t inputs = h.shape.is_tuple() ? h.shape.elements.size() : 1;
          if (on < inputs && std::count(h.operands.begin(), h.operands.end(), body->instructions[cur].name) == 1)
            continue;
        }
        if (nb.opcode == hlo_op::dynamic_update_slice && h.opcode == hlo_op::dynamic_slice && nb.operands.size() >= 2 &&
            !h.operands.empty() && nb.operands[0] == h.operands[0]) {
          const auto update = named(nb.operands[1]);
          if (update && h.shape == body->instructions[*update].shape) {
            const bool scalar = elements_of(h.shape) == 1 && elements_of(body->instructions[*update].shape) == 1;
            if (!scalar)
              for (std::size_t j = 1; j < h.operands.size(); ++j)
                if (j + 1 >= nb.operands.size() || h.operands[j] != nb.operands[j + 1]) return false;
            continue;
          }
        }
        if ((!ba_elementwise_on(h, on) || h.opcode == hlo_op::copy) && h.opcode != hlo_op::bitcast &&
            h.opcode != hlo_op::tuple) {
          if (u != non_bitcast || h.opcode != hlo_op::dynamic_update_slice || on != 1) return false;
        }
      }
    }
    if (multi && !ba_elementwise(nb.opcode.op()))
      for (const std::string_view o : root->operands)
        if (const auto oi = named(o); oi && *oi != output && visited[*oi]) return false;
    return found;
  }

  // The fusion body of `fusion` and the instruction of its fused parameter k, or nullopt.
  [[nodiscard]] std::optional<std::pair<std::uint32_t, std::uint32_t>> fused_parameter(const hlo_instruction& fusion,
                                                                                       std::size_t k) const {
    const std::uint32_t at = fusion.called.empty() ? hlo_module_tables::none : t().computation_named(fusion.called[0]);
    if (at == hlo_module_tables::none) return std::nullopt;
    const hlo_computation& body = m_.computations[at];
    for (std::uint32_t i = 0; i < body.instructions.size(); ++i)
      if (body.instructions[i].opcode == hlo_op::parameter &&
          body.instructions[i].parameter_number == static_cast<std::int64_t>(k))
        return std::pair{at, i};
    return std::nullopt;
  }

  // HloInstruction::IsElementwiseOnOperand of instruction u of computation c on its operand k: a
  // bitcast-convert between element types of one width is elementwise; a fusion is when every
  // path from the fused parameter is (HloFusionInstruction::IsElementwiseImpl), except inside a
  // fusion body, where a nested fusion is taken as not (XLA:CPU does not nest them).
  [[nodiscard]] bool elementwise_on(std::uint32_t c, std::uint32_t u, std::size_t k, bool nested) const {
    const hlo_instruction& user = instr(c, u);
    if (user.opcode == hlo_op::fusion) return !nested && fusion_elementwise_on(user, k);
    if (user.opcode != hlo_op::bitcast_convert) return ba_elementwise_on(user, k);
    const hlo_shape& from = instr(c, t().operand(c, u, k)).shape;
    return from.is_array() && user.shape.is_array() &&
           hlo_element_bits(from.element) == hlo_element_bits(user.shape.element);
  }
  // IsInstructionElementwiseOnOperand: elementwise_on for every operand of u that is o.
  [[nodiscard]] bool elementwise_on_all(std::uint32_t c, std::uint32_t u, std::uint32_t o, bool nested) const {
    const hlo_instruction& user = instr(c, u);
    for (std::size_t k = 0; k < user.operands.size(); ++k)
      if (user.operands[k] == instr(c, o).name && !elementwise_on(c, u, k, nested)) return false;
    return true;
  }

  // HloFusionInstruction::IsElementwiseImpl(k): every instruction reached from fused parameter k
  // is elementwise on what reaches it. Each (fusion, k) is walked once.
  [[nodiscard]] bool fusion_elementwise_on(const hlo_instruction& fusion, std::size_t k) const {
    const auto [at, fresh] = elementwise_cache_.try_emplace({&fusion, k}, false);
    if (fresh) at->second = walk_elementwise(fusion, k);
    return at->second;
  }
  [[nodiscard]] bool walk_elementwise(const hlo_instruction& fusion, std::size_t k) const {
    const auto param = fused_parameter(fusion, k);
    if (!param) return false;
    const auto [cb, p] = *param;
    std::vector<char> visited(m_.computations[cb].instructions.size(), 0);
    std::vector<std::uint32_t> queue{p};
    visited[p] = 1;
    for (std::size_t q = 0; q < queue.size(); ++q)
      for (const std::uint32_t u : t().users(cb, queue[q])) {
        if (visited[u]) continue;
        if (!ba_elementwise(instr(cb, u).opcode.op()) && !elementwise_on_all(cb, u, queue[q], true)) return false;
        visited[u] = 1;
        queue.push_back(u);
      }
    return true;
  }

  // AreTransitiveUsesElementwiseOrTuple (hlo_dataflow_analysis.cc): everything reached from fused
  // parameter p of body cb reads it elementwise or is a tuple.
  [[nodiscard]] bool transitive_uses_elementwise_or_tuple(std::uint32_t cb, std::uint32_t p) const {
    std::vector<char> visited(m_.computations[cb].instructions.size(), 0);
    std::vector<std::uint32_t> stack{p};
    while (!stack.empty()) {
      const std::uint32_t cur = stack.back();
      stack.pop_back();
      visited[cur] = 1;
      for (const std::uint32_t u : t().users(cb, cur)) {
        if (instr(cb, u).opcode != hlo_op::tuple && !elementwise_on_all(cb, u, cur, true)) return false;
        if (!visited[u]) stack.push_back(u);
      }
    }
    return true;
  }

  // CanShareOperandBufferWithUser's fusion cases without a backend hint, for operand k of `user`
  // (shapes equal): a loop or input fusion when the fused parameter's uses are elementwise or
  // tuples; an output fusion rooted in an add of a dot or convolution when the parameter's one
  // use is the add's other operand; nullopt for the other kinds (the rules after decide).
  [[nodiscard]] std::optional<bool> generic_fusion(const hlo_instruction& user, std::size_t k) const {
    const auto [at, fresh] = fusion_cache_.try_emplace({&user, k}, std::nullopt);
    if (fresh) at->second = walk_fusion(user, k);
    return at->second;
  }
  [[nodiscard]] std::optional<bool> walk_fusion(const hlo_instruction& user, std::size_t k) const {
    const std::string_view kind = user.attribute("kind").value_or("");
    const auto param = fused_parameter(user, k);
    if (!param) return false;
    const auto [cb, p] = *param;
    if (kind == "kLoop" || kind == "kInput") return transitive_uses_elementwise_or_tuple(cb, p);
    const hlo_computation& body = m_.computations[cb];
    const hlo_instruction* root = body.root();
    if (kind != "kOutput" || root == nullptr || root->opcode != hlo_op::add) return std::nullopt;
    std::optional<std::size_t> matched;
    for (std::size_t j = 0; j < root->operands.size() && !matched; ++j)
      if (const std::uint32_t at = t().names.find(cb, root->operands[j]); at != hlo_module_tables::none) {
        const hlo_op op = body.instructions[at].opcode.op();
        if (op == hlo_op::dot || op == hlo_op::convolution) matched = j;
      }
    if (!matched) return false;
    const std::size_t other = *matched == 0 ? 1 : 0;
    const auto& users = t().users(cb, p);
    const hlo_instruction& param_in = body.instructions[p];
    return users.size() == 1 && &body.instructions[users[0]] == root &&
           std::count(root->operands.begin(), root->operands.end(), param_in.name) == 1 &&
           other < root->operands.size() && root->operands[other] == param_in.name;
  }

  // HloDataflowAnalysis::CanShareOperandBufferWithUser with the backend's hint (GPU's
  // CanShareBufferHint; none on CPU and TPU): may `user` (c, ui) write its output at user_index
  // over `op`'s (c, oi) value at op_index?
  [[nodiscard]] bool xla_rule(std::uint32_t c, std::uint32_t oi, const hlo_shape_index& op_index, std::uint32_t ui,
                              const hlo_shape_index& user_index) const {
    const hlo_instruction& op = instr(c, oi);
    const hlo_instruction& user = instr(c, ui);
    if (op.opcode == hlo_op::constant) return false;
    const hlo_shape& os = subshape(op.shape, op_index);
    const hlo_shape& us = subshape(user.shape, user_index);
    const bool equal = os == us;
    if (equal)
      for (const hlo_io_alias& pair : in_place_pairs(user))
        if (pair.output == user_index && static_cast<std::size_t>(pair.parameter) < user.operands.size() &&
            user.operands[static_cast<std::size_t>(pair.parameter)] == op.name && pair.parameter_index == op_index)
          return true;
    if (backend_ == hlo_backend::gpu) {
      if (const std::optional<bool> hint = gpu_hint(user, op, user_index)) return *hint;
    }
    if (!equal) return false;
    if (user.opcode == hlo_op::fusion)  // no hint: the generic fusion rules (GPU's hint decided above)
      if (const std::optional<bool> r = generic_fusion(user, hlo_module_tables::operand_index(user, op.name)))
        return *r;
    if (user.opcode == hlo_op::while_ || user.opcode == hlo_op::conditional) return true;
    if (user.opcode == hlo_op::dynamic_update_slice || user.opcode == hlo_op::scatter ||
        user.opcode == hlo_op::triangular_solve || user.opcode == hlo_op::set_dimension_size) {
      const std::size_t want = user.opcode == hlo_op::triangular_solve ? 1 : 0;
      return std::count(user.operands.begin(), user.operands.end(), op.name) == 1 &&
             hlo_module_tables::operand_index(user, op.name) == want;
    }
    if (user.opcode == hlo_op::sort) {
      if (t().users(c, oi).size() != 1) return false;
      if (user.operands.size() == 1) return true;
      return !user_index.empty() && std::count(user.operands.begin(), user.operands.end(), op.name) == 1 &&
             static_cast<std::int64_t>(hlo_module_tables::operand_index(user, op.name)) == user_index[0];
    }
    if (user.opcode == hlo_op::call) return false;  // not modelled: said in the file comment
    return elementwise_on(c, ui, hlo_module_tables::operand_index(user, op.name), false);
  }

  // The GPU backend's hint (gpu/buffer_sharing.cc CanShareBufferHint): all-reduce, the cuBLAS
  // and cuSOLVER custom calls, fusions; nullopt for the rest.
  [[nodiscard]] std::optional<bool> gpu_hint(const hlo_instruction& user, const hlo_instruction& op,
                                             const hlo_shape_index& user_index) const {
    if (user.opcode == hlo_op::all_reduce)
      return user.operands.size() == 1 ||
             (user_index.size() == 1 && static_cast<std::size_t>(user_index[0]) < user.operands.size() &&
              user.operands[static_cast<std::size_t>(user_index[0])] == op.name);
    if (user.opcode == hlo_op::custom_call) {
      const std::string_view target = user.attribute("custom_call_target").value_or("");
      if (target == "\"__cublas$lt$matmul\"") {
        const std::string_view config = user.attribute("backend_config").value_or("");
        const bool beta_zero = config.find("\"beta\":0,") != std::string_view::npos ||
                               config.find("\"beta\":0}") != std::string_view::npos ||
                               config.find("\"beta\":0.0") != std::string_view::npos;
        return !beta_zero && user.operands.size() > 2 && user.operands[2] == op.name;
      }
      if (target == "\"__cusolver$cholesky\"") return user_index.size() == 1 && user_index[0] == 0;
      return false;
    }
    if (user.opcode == hlo_op::fusion) return fusion_hint(user, op, user_index);
    return std::nullopt;
  }

  [[nodiscard]] const hlo_instruction& instr(std::uint32_t c, std::uint32_t i) const {
    return m_.computations[c].instructions[i];
  }
  // The module's tables, built on the first question that reads them (a fusion's, a sort's).
  [[nodiscard]] const hlo_module_tables& t() const {
    if (tables_ == nullptr) own_ = std::make_unique<const hlo_module_tables>(m_), tables_ = own_.get();
    return *tables_;
  }

 private:
  const hlo_module& m_;
  hlo_backend backend_;
  share_rules rules_;
  std::uint32_t entry_;
  mutable const hlo_module_tables* tables_;
  mutable std::unique_ptr<const hlo_module_tables> own_;
  // By (fusion, operand): what the walks of its body found, for the many questions about one pair.
  mutable std::map<std::pair<const hlo_instruction*, std::size_t>, bool> elementwise_cache_;
  mutable std::map<std::pair<const hlo_instruction*, std::size_t>, std::optional<bool>> fusion_cache_;
};

}  // namespace detail

}  // namespace shardmem
