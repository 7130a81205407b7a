// XLA:CPU's control flow for a module not compiled yet (what JAX lowered): the StableHLO reader
// keeps `stablehlo.while` and `stablehlo.case` whole, their regions computations nothing calls;
// XLA's MLIR-to-HLO translation makes them HLO's while and conditional, whose bodies liveness,
// buffer assignment, fusion and the scheduler then see, and its copy insertion gives a loop's
// state buffers of its own.
//
// Sources (openxla/xla; jaxlib 0.10.2 pins 5a9e73cb):
// - xla/hlo/translate/mhlo_to_hlo/mlir_hlo_to_hlo.cc (WhileOp: the operands tupled, the regions'
//   block arguments get-tuple-elements of one tuple parameter, the body's return a tuple; CaseOp:
//   branch_computations, each branch given a tuple of the values it reads from around it, its
//   implicit captures).
// - xla/service/copy_insertion.cc (AddCopiesForWhile, RemoveUnnecessaryCopies).
//
// Simplifications, and why: values a while's regions read from around them are not passed in
// (JAX passes a loop's values as its operands); a branch returning a value from around it, or
// one whose shapes differ from the op's, is left as read.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/xla/hlo_cpu_simplify.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>

namespace shardmem {

/// `m` with each `stablehlo.while` and `stablehlo.case` the StableHLO reader kept whole (its
/// regions named in a `regions` attribute) made HLO's while and conditional, as XLA's MLIR-to-HLO
/// translation makes them (xla/hlo/translate/mhlo_to_hlo/mlir_hlo_to_hlo.cc, WhileOp and CaseOp):
/// a while's operands tupled into one loop state, its condition and body taking that tuple as
/// parameter(0) (each block argument a get-tuple-element of it) and the body returning a tuple; a
/// case's branches called as branch_computations, each given its operand. The values a region
/// reads from around it are not operands of the reader's instructions, so a branch takes an empty
/// tuple. An op whose regions do not fit (a count or shape that differs, a region returning a
/// value from around it) stays as read. `made` receives the names of the ops made over.
[[nodiscard]] inline hlo_module hlo_structured_control_flow(const hlo_module& m,
                                                            std::vector<std::string_view>* made = nullptr) {
  hlo_module out = m;
  std::unordered_map<std::string_view, std::size_t> index;
  for (std::size_t c = 0; c < out.computations.size(); ++c) index.emplace(out.computations[c].name, c);
  const auto regions_of = [&](const hlo_instruction& in) {
    std::vector<std::size_t> found;
    std::string_view v = in.attribute("regions").value_or(std::string_view{});
    while (!v.empty()) {
      const std::size_t comma = v.find(',');
      const auto it = index.find(v.substr(0, comma));
      if (it == index.end()) return std::vector<std::size_t>{};
      found.push_back(it->second);
      v = comma == std::string_view::npos ? std::string_view{} : v.substr(comma + 1);
    }
    return found;
  };
  // The parameters of computation c by number, where they are numbered 0 to n-1 once each.
  const auto parameters = [&](std::size_t c) -> std::optional<std::vector<std::size_t>> {
    const std::vector<hlo_instruction>& is = out.computations[c].instructions;
    std::vector<std::size_t> at;
    for (std::size_t k = 0; k < is.size(); ++k)
      if (is[k].opcode == hlo_op::parameter) at.push_back(k);
    std::vector<std::size_t> by(at.size(), is.size());
    for (const std::size_t k : at) {
      const std::int64_t n = is[k].parameter_number;
      if (n < 0 || static_cast<std::size_t>(n) >= at.size() || by[static_cast<std::size_t>(n)] != is.size())
        return std::nullopt;
      by[static_cast<std::size_t>(n)] = k;
    }
    return by;
  };
  // Region c's parameters made get-tuple-elements of one new parameter(0) shaped `state`.
  // Shapes alike but for their dimensions' sizes, as the per-device module may leave a value the
  // propagation gave no sharding (a region's parameter, a tuple): the loop state's sizes are taken.
  const auto alike = [](const hlo_shape& a, const hlo_shape& b) {
    if (a.is_array() && b.is_array()) return a.element == b.element && a.dims.size() == b.dims.size();
    if (a.kind != b.kind || a.elements.size() != b.elements.size()) return false;
    for (std::size_t k = 0; k < a.elements.size(); ++k)
      if (!(a.elements[k].is_array() && b.elements[k].is_array() && a.elements[k].element == b.elements[k].element &&
            a.elements[k].dims.size() == b.elements[k].dims.size()) &&
          !detail::same_tree(a.elements[k], b.elements[k]))
        return false;
    return true;
  };
  const auto tuple_parameters = [&](std::size_t c, const std::vector<std::size_t>& by, const hlo_shape& state) {
    hlo_computation& comp = out.computations[c];
    hlo_instruction p = comp.instructions.empty() ? hlo_instruction{} : comp.instructions.front();
    p.opcode = hlo_op::parameter, p.parameter_number = 0, p.shape = state, p.root = false, p.sharding = std::nullopt;
    p.name = out.keep(fmt::format("{}.arg_tuple", comp.name));
    p.operands = {}, p.called = {}, p.attributes = {}, p.literal = "0";
    p.output_to_operand_aliasing = std::nullopt;
    for (std::size_t k = 0; k < by.size(); ++k) {
      hlo_instruction& g = comp.instructions[by[k]];
      g.opcode = hlo_op::get_tuple_element, g.parameter_number = -1, g.tuple_index = static_cast<std::int64_t>(k);
      g.shape = state.elements[k];
      g.literal = {};
      g.operands = {};
      g.operands.push_back(p.name);
    }
    comp.instructions.insert(comp.instructions.begin(), std::move(p));
  };
  // The reader's `captured` attribute of `in`: each value from around its region, by operand slot.
  const auto captures_of = [](const hlo_instruction& in) {
    std::vector<std::pair<std::size_t, std::string_view>> found;
    std::string_view v = in.attribute("captured").value_or(std::string_view{});
    while (!v.empty()) {
      const std::size_t comma = v.find(','), colon = v.find(':');
      if (colon == std::string_view::npos || colon > comma) break;
      std::size_t slot = 0;
      for (const char d : v.substr(0, colon)) slot = slot * 10 + static_cast<std::size_t>(d - '0');
      found.emplace_back(slot, v.substr(colon + 1, comma == std::string_view::npos ? comma : comma - colon - 1));
      v = comma == std::string_view::npos ? std::string_view{} : v.substr(comma + 1);
    }
    return found;
  };
  // Branch c given its captured values `names`: a get-tuple-element of its parameter(0) (the
  // tuple of them, in order) for each, read again by the instructions that read it.
  const auto pass_captures = [&](std::size_t c, const std::vector<std::string_view>& names) {
    hlo_computation& comp = out.computations[c];
    const hlo_instruction tuple = *std::find_if(comp.instructions.begin(), comp.instructions.end(),
                                                [](const hlo_instruction& x) { return x.opcode == hlo_op::parameter; });
    std::unordered_map<std::string_view, std::string_view> read;
    std::vector<hlo_instruction> gets;
    for (std::size_t k = 0; k < names.size(); ++k) {
      hlo_instruction g = detail::cpu_unary_like(tuple, hlo_op::get_tuple_element, tuple.name);
      g.name = out.keep(fmt::format("{}.{}", comp.name, names[k])), g.tuple_index = static_cast<std::int64_t>(k);
      g.parameter_number = -1, g.shape = tuple.shape.elements[k];
      read.emplace(names[k], g.name);
      gets.push_back(std::move(g));
    }
    for (hlo_instruction& x : comp.instructions) {
      const auto captured = captures_of(x);
      if (captured.empty()) continue;
      std::vector<std::string_view> operands(x.operands.begin(), x.operands.end());
      for (const auto& [slot, name] : captured)
        if (const auto it = read.find(name); it != read.end() && slot <= operands.size())
          operands.insert(operands.begin() + static_cast<std::ptrdiff_t>(slot), it->second);
      x.operands = {};
      for (const std::string_view o : operands) x.operands.push_back(o);
    }
    comp.instructions.insert(comp.instructions.begin() + 1, std::make_move_iterator(gets.begin()),
                             std::make_move_iterator(gets.end()));
  };
  // A function's copies (FlattenCallGraph's, made before its regions were calls) share its
  // regions: each op after the first gets copies of its own (their regions' ops in turn, as the
  // copies are reached).
  std::vector<char> claimed(out.computations.size(), 0);
  for (std::size_t c = 0; c < out.computations.size(); ++c)
    for (std::size_t i = 0; i < out.computations[c].instructions.size(); ++i) {
      const hlo_op op = out.computations[c].instructions[i].opcode.op();
      if (op != hlo_op::stablehlo_while && op != hlo_op::stablehlo_case) continue;
      const std::vector<std::size_t> rs = regions_of(out.computations[c].instructions[i]);
      if (std::none_of(rs.begin(), rs.end(), [&](std::size_t r) { return claimed[r] != 0; })) {
        for (const std::size_t r : rs) claimed[r] = 1;
        continue;
      }
      std::string named;
      for (const std::size_t r : rs) {
        hlo_computation copy = out.computations[r];
        copy.entry = false;
        copy.name = out.keep(fmt::format("{}.copy.{}", copy.name, out.computations.size()));
        named += fmt::format("{}{}", named.empty() ? "" : ",", copy.name);
        index.emplace(copy.name, out.computations.size());
        out.computations.push_back(std::move(copy));
        claimed.push_back(1);
      }
      for (hlo_attribute& a : out.computations[c].instructions[i].attributes)
        if (a.name == "regions") a.value = out.keep(std::move(named));
    }
  std::optional<hlo_module> copied;  // (the shapes read below, as the copies have them)
  const hlo_module& shapes = out.computations.size() == m.computations.size() ? m : copied.emplace(out);
  std::vector<char> taken(out.computations.size(), 0);  // regions made over
  for (std::size_t c = 0; c < out.computations.size(); ++c) {
    std::unordered_map<std::string_view, const hlo_shape*> here;  // c's values by name, once one is needed
    for (std::size_t i = 0; i < out.computations[c].instructions.size(); ++i) {
      const hlo_instruction& in = out.computations[c].instructions[i];
      const bool loop = in.opcode == hlo_op::stablehlo_while, branches = in.opcode == hlo_op::stablehlo_case;
      if (!loop && !branches) continue;
      const std::vector<std::size_t> rs = regions_of(in);
      if (rs.empty() || (loop && rs.size() != 2) || std::find(rs.begin(), rs.end(), c) != rs.end()) continue;
      std::vector<std::size_t> unique = rs;
      std::sort(unique.begin(), unique.end());
      if (std::adjacent_find(unique.begin(), unique.end()) != unique.end() ||
          std::any_of(rs.begin(), rs.end(), [&](std::size_t r) { return taken[r] != 0; }))
        continue;  // a region made over once (a function's copies, FlattenCallGraph's, share its regions)
      if (here.empty())  // (the shapes as `m` has them: these ops change no value's name or shape there)
        for (const hlo_instruction& x : shapes.computations[c].instructions) here.emplace(x.name, &x.shape);
      hlo_shape state;
      state.kind = hlo_shape::kind_t::tuple;
      bool fits = true;
      for (const std::string_view o : in.operands)
        if (const auto it = here.find(o); it != here.end())
          state.elements.push_back(*it->second);
        else
          fits = false;
      const std::size_t n = state.elements.size();
      std::vector<std::optional<std::vector<std::size_t>>> params;
      for (const std::size_t r : rs) params.push_back(parameters(r));
      for (std::size_t k = 0; fits && k < rs.size(); ++k) {
        const hlo_instruction* root = out.computations[rs[k]].root();
        fits = params[k] && root != nullptr && params[k]->size() == (loop ? n : 0);
        for (std::size_t j = 0; fits && loop && j < n; ++j)
          fits = alike(out.computations[rs[k]].instructions[(*params[k])[j]].shape, state.elements[j]);
        if (fits && loop && k == 0) fits = root->shape.is_array() && root->shape.element == dtype::pred;
        if (fits && loop && k == 1 && n == 1) fits = alike(root->shape, state.elements[0]);
        if (fits && loop && k == 1 && n > 1) {  // each returned value shaped as its element, a parameter as the state's
          fits = root->opcode == hlo_op::tuple && root->operands.size() == n;
          std::unordered_map<std::string_view, const hlo_shape*> body;
          for (const hlo_instruction& x : out.computations[rs[k]].instructions) body.emplace(x.name, &x.shape);
          for (std::size_t j = 0; j < n; ++j) body[out.computations[rs[k]].instructions[(*params[k])[j]].name] = &state.elements[j];
          for (std::size_t e = 0; fits && e < n; ++e) {
            const auto it = body.find(root->operands[e]);
            fits = it != body.end() && detail::same_tree(*it->second, state.elements[e]);
          }
        }
        if (fits && branches) fits = detail::same_tree(root->shape, in.shape) && in.operands.size() == 1;
      }
      if (loop && fits) fits = alike(in.shape, n == 1 ? state.elements[0] : state);
      if (!fits) continue;
      if (made != nullptr) made->push_back(in.name);
      for (const std::size_t r : rs) taken[r] = 1;
      std::vector<hlo_instruction>& is = out.computations[c].instructions;
      hlo_instruction made_in = is[i];
      const auto attributes = made_in.attributes;
      made_in.attributes = {};
      for (const hlo_attribute& a : attributes)
        if (a.name != "regions") made_in.attributes.push_back(a);
      made_in.called = {};
      for (const std::size_t r : rs) made_in.called.push_back(out.computations[r].name);
      hlo_instruction operand = detail::cpu_unary_like(made_in, hlo_op::tuple, {});
      operand.operands = {}, operand.sharding = std::nullopt, operand.root = false;
      hlo_shape none;
      none.kind = hlo_shape::kind_t::tuple;
      std::vector<hlo_instruction> after;
      if (loop) {
        operand.name = out.keep(fmt::format("{}.state", made_in.name));
        operand.shape = state;
        for (const std::string_view o : made_in.operands) operand.operands.push_back(o);
        made_in.opcode = hlo_op::while_, made_in.shape = n == 1 ? made_in.shape : state;
        made_in.operands = {};
        made_in.operands.push_back(operand.name);
        if (n == 1) {  // one result: the while's tuple, read by the name its users know
          hlo_instruction g = detail::cpu_unary_like(made_in, hlo_op::get_tuple_element, {});
          made_in.name = out.keep(fmt::format("{}.loop", made_in.name));
          made_in.shape = state, made_in.sharding = std::nullopt, made_in.root = false;
          g.operands = {}, g.operands.push_back(made_in.name), g.tuple_index = 0;
          after.push_back(std::move(g));
        }
      }
      std::vector<hlo_instruction> before;  // a branch's operand: the values it reads from around it
      std::vector<hlo_shape> branch_state(rs.size(), none);
      std::vector<std::vector<std::string_view>> branch_reads(rs.size());
      if (branches) {
        made_in.opcode = hlo_op::conditional;
        for (std::size_t k = 0; k < rs.size(); ++k) {
          hlo_instruction t = operand;
          t.name = out.keep(fmt::format("{}.operand.{}", made_in.name, k));
          t.shape = none;
          for (const hlo_instruction& x : out.computations[rs[k]].instructions)
            for (const auto& [slot, name] : captures_of(x))
              if (const auto it = here.find(name); it != here.end() &&
                  std::find(t.operands.begin(), t.operands.end(), name) == t.operands.end()) {
                t.operands.push_back(name);
                t.shape.elements.push_back(*it->second);
              }
          branch_state[k] = t.shape;
          branch_reads[k].assign(t.operands.begin(), t.operands.end());
          made_in.operands.push_back(t.name);
          before.push_back(std::move(t));
        }
      } else {
        before.push_back(std::move(operand));
      }
      is[i] = std::move(made_in);
      is.insert(is.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::make_move_iterator(after.begin()),
                std::make_move_iterator(after.end()));
      is.insert(is.begin() + static_cast<std::ptrdiff_t>(i), std::make_move_iterator(before.begin()),
                std::make_move_iterator(before.end()));
      i += before.size() + after.size();
      for (std::size_t k = 0; k < rs.size(); ++k) {
        tuple_parameters(rs[k], *params[k], loop ? state : branch_state[k]);
        if (branches) pass_captures(rs[k], branch_reads[k]);
        if (loop && k == 1 && n == 1) {  // the body returns its one value as a tuple
          hlo_computation& body = out.computations[rs[k]];
          hlo_instruction* root = const_cast<hlo_instruction*>(body.root());
          hlo_instruction t = detail::cpu_unary_like(*root, hlo_op::tuple, root->name);
          t.name = out.keep(fmt::format("{}.tuple", root->name)), t.shape = state, t.sharding = std::nullopt;
          for (hlo_instruction& x : body.instructions) x.root = false;
          t.root = true;
          body.instructions.push_back(std::move(t));
        } else if (loop && k == 1) {
          const_cast<hlo_instruction*>(out.computations[rs[k]].root())->shape = state;
        }
      }
    }
  }
  return out;
}

/// `m` with the copies XLA's copy insertion keeps for each while made by
/// hlo_structured_control_flow (its loop state a tuple made for it): a state element the body
/// changes (its root does not pass the parameter's element through) starts in a buffer of its own
/// where its initial value is read-only (an entry parameter not donated, a constant), held at
/// another index too, or read by another instruction (live past the loop). Source:
/// xla/service/copy_insertion.cc, AddCopiesForWhile (IndicesToCopyForWhile: the indices not passed
/// through) then RemoveUnnecessaryCopies (a copy whose source's live range does not meet the
/// loop's buffer goes). Returns how many copies `m` was given.
inline std::size_t hlo_add_while_copies(hlo_module& m) {
  std::unordered_map<std::string_view, std::size_t> index;
  for (std::size_t c = 0; c < m.computations.size(); ++c) index.emplace(m.computations[c].name, c);
  std::unordered_map<std::int64_t, char> donated;
  for (const hlo_io_alias& a : m.input_output_alias) donated.emplace(a.parameter, 1);
  for (const hlo_buffer_donor& d : m.buffer_donor) donated.emplace(d.parameter, 1);
  std::size_t added = 0;
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    std::vector<hlo_instruction>& is = m.computations[c].instructions;
    std::unordered_map<std::string_view, std::size_t> at, uses;
    for (std::size_t k = 0; k < is.size(); ++k) {
      at.emplace(is[k].name, k);
      for (const std::string_view o : is[k].operands) ++uses[o];
    }
    std::vector<std::pair<std::size_t, std::vector<hlo_instruction>>> copies;  // by the loop state they go before
    for (std::size_t k = 0; k + 1 < is.size(); ++k) {
      hlo_instruction& in = is[k];
      const hlo_instruction& loop = is[k + 1];
      if (in.opcode != hlo_op::tuple || loop.opcode != hlo_op::while_ || loop.operands.size() != 1 ||
          loop.operands[0] != in.name || loop.called.size() != 2 || uses[in.name] != 1)
        continue;
      const auto body = index.find(loop.called[1]);
      if (body == index.end()) continue;
      const std::vector<hlo_instruction>& bs = m.computations[body->second].instructions;
      const hlo_instruction* root = m.computations[body->second].root();
      if (root == nullptr || root->opcode != hlo_op::tuple || root->operands.size() != in.operands.size()) continue;
      std::unordered_map<std::string_view, std::int64_t> passed;  // the body's elements of its parameter
      std::unordered_map<std::string_view, char> parameters;
      for (const hlo_instruction& x : bs)
        if (x.opcode == hlo_op::parameter) parameters.emplace(x.name, 1);
      for (const hlo_instruction& x : bs)
        if (x.opcode == hlo_op::get_tuple_element && x.operands.size() == 1 && parameters.contains(x.operands[0]))
          passed.emplace(x.name, x.tuple_index);
      std::unordered_map<std::string_view, std::size_t> held;
      for (const std::string_view o : in.operands) ++held[o];
      std::vector<hlo_instruction> made;
      for (std::size_t e = 0; e < in.operands.size(); ++e) {
        const auto p = passed.find(root->operands[e]);
        if (p != passed.end() && p->second == static_cast<std::int64_t>(e)) continue;  // passed through
        const auto source = at.find(in.operands[e]);
        if (source == at.end() || !is[source->second].shape.is_array()) continue;
        const hlo_instruction& v = is[source->second];
        const bool read_only = v.opcode == hlo_op::constant ||
                               (v.opcode == hlo_op::parameter && m.computations[c].entry &&
                                !donated.contains(v.parameter_number));
        if (!read_only && held[in.operands[e]] == 1 && uses[in.operands[e]] == 1) continue;
        hlo_instruction copy = detail::cpu_unary_like(v, hlo_op::copy, in.operands[e]);
        copy.name = m.keep(fmt::format("{}.copy.{}", in.name, e));
        copy.root = false, copy.parameter_number = -1;
        in.operands[e] = copy.name;
        made.push_back(std::move(copy));
      }
      added += made.size();
      if (!made.empty()) copies.emplace_back(k, std::move(made));
    }
    for (auto it = copies.rbegin(); it != copies.rend(); ++it)
      is.insert(is.begin() + static_cast<std::ptrdiff_t>(it->first), std::make_move_iterator(it->second.begin()),
                std::make_move_iterator(it->second.end()));
  }
  return added;
}

}  // namespace shardmem
