// A module's values as XLA's buffer assignment reads them (../HLO.md sect. 7), the first stage of
// hlo_assign_buffers (hlo_buffer_assignment.hpp, whose file comment names the sources and what is
// modelled): each instruction's value sets by subshape (HloDataflowAnalysis), value ids in XLA's
// order (values numbered computation by computation in post order), each instruction's place in
// the global post order (AssignBuffersForComputations), buffers (HloAliasAnalysis, with the
// entry's input_output_alias), each buffer's size, colour and whether it lives out, and live
// ranges normalized as HloLiveRange::NormalizeAliasedBuffers leaves them; and ba_sharing, the
// sharing questions buffer assignment asks of them.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_sharing.hpp>
#include <shardmem/xla/hlo_buffer_tables.hpp>
#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>

namespace shardmem {

namespace detail {

// The values of module `m` with hlo_liveness's ranges `lr`, read as buffer assignment reads them;
// built whole by the constructor, then only read (ba_sharing, ba_temp_heap, ba_assigner).
struct ba_values {
  // (Most subshapes hold one value: held inline, not allocated.)
  using vset = ba_small<std::uint32_t>;  // values at one subshape
  using position = ba_position;
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

  /// @throws invalid_error for an input_output_alias naming a parameter the entry lacks, or an
  ///         instruction reading what its computation lacks.
  ba_values(const hlo_module& module, const hlo_live_ranges& ranges) : m(module), lr(ranges), tables(module) {
    entry = static_cast<std::uint32_t>(m.entry() - m.computations.data());
    index_module();
    rebuild_value_sets();
    number_values();
    form_buffers();
    live_ranges();
  }

  const hlo_instruction& at(std::uint32_t c, std::uint32_t i) const { return m.computations[c].instructions[i]; }
  /// The root of v's buffer.
  [[nodiscard]] std::uint32_t buffer_of(std::uint32_t v) const { return parent[v]; }

  const hlo_module& m;
  const hlo_live_ranges& lr;  ///< hlo_liveness's values and ranges, which these extend
  std::uint32_t entry = 0;
  hlo_module_tables tables;  ///< the module's names and users, which the sharing rules read too
  const ba_name_table& names = tables.names;
  // By instruction, first_of[c] + i for instruction i of computation c (a module's worth in one
  // array each, not a vector per instruction): its subshapes in pre-order (rows of shape_at_ from
  // sub_first_, and of the value sets and defined values by subshape) and its time (-1: not
  // scheduled).
  const std::vector<std::size_t>& first_of = tables.first_of;  // by computation, and its end
  std::vector<std::uint32_t> sub_first_;
  std::vector<const hlo_shape*> shape_at_;
  std::vector<std::int32_t> time_;
  [[nodiscard]] std::span<const hlo_shape* const> subshapes(std::uint32_t c, std::uint32_t i) const {
    const std::size_t g = first_of[c] + i;
    return {shape_at_.data() + sub_first_[g], shape_at_.data() + sub_first_[g + 1]};
  }
  // For each tuple subshape (by its place in shape_at_), where its elements' places start in
  // element_at_: a subshape's index and place are found in a step per level, not a sum over the
  // elements before it (which made a tuple of n leaves cost n^2).
  std::unordered_map<std::uint32_t, std::uint32_t> elements_from_;
  std::vector<std::uint32_t> element_at_;
  /// The index of pre-order subshape `pos` of instruction i of computation c.
  [[nodiscard]] hlo_shape_index index_at(std::uint32_t c, std::uint32_t i, std::size_t pos) const {
    const std::size_t g = first_of[c] + i;
    if (pos >= sub_first_[g + 1] - sub_first_[g])
      detail::raise<invalid_error>("instruction '{}' has no subshape at pre-order position {}", at(c, i).name, pos);
    const auto target = static_cast<std::uint32_t>(sub_first_[g] + pos);
    hlo_shape_index index;
    for (std::uint32_t q = sub_first_[g]; q != target;) {  // target is within q's subtree, past q: q is a tuple
      const std::uint32_t* elements = element_at_.data() + elements_from_.at(q);
      const std::size_t n = shape_at_[q]->elements.size();
      const auto k = static_cast<std::size_t>(std::upper_bound(elements, elements + n, target) - elements) - 1;
      index.push_back(static_cast<std::int64_t>(k));
      q = elements[k];
    }
    return index;
  }
  /// The values at each subshape of instruction i of computation c (empty where not flattened),
  /// and those it defines (none where it defines none), by pre-order subshape.
  [[nodiscard]] std::span<const vset> sets(std::uint32_t c, std::uint32_t i) const {
    const std::size_t g = first_of[c] + i;
    return {sets_.data() + sub_first_[g], sets_.data() + sub_first_[g + 1]};
  }
  [[nodiscard]] std::span<const std::uint32_t> defined(std::uint32_t c, std::uint32_t i) const {
    const std::size_t g = first_of[c] + i;
    return {defined_.data() + sub_first_[g], defined_.data() + sub_first_[g + 1]};
  }
  [[nodiscard]] std::span<const std::uint32_t> users(std::uint32_t c, std::uint32_t i) const {
    return tables.users(c, i);
  }
  [[nodiscard]] std::int64_t time(std::uint32_t c, std::uint32_t i) const { return time_[first_of[c] + i]; }
  std::vector<std::pair<std::int64_t, std::int64_t>> span;            // by computation: [first, end)
  // By callee: the (computation, instruction) of its caller (none: not called), and the operand a
  // control-flow callee's parameter 0 holds.
  struct call_site {
    std::uint32_t c = none, i = none;
    std::size_t first = 0;
  };
  std::vector<call_site> caller;
  std::vector<vset> sets_;                                       // by subshape (sub_first_)
  std::vector<std::uint32_t> defined_;                           // by subshape: the value defined there, or none
  std::vector<ba_small<position>> positions;                     // by value, defining first
  std::vector<char> wrapped_flag;                                // by value
  std::vector<std::array<std::int64_t, 3>> rank;                 // by value: XLA's id order
  std::vector<std::int32_t> post_pos;  // by instruction, first_of[c] + i
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::int64_t> wrapped_pos;
  std::vector<std::uint32_t> parent;                // by value: its buffer's root, once built
  std::vector<vset> members;                        // by buffer root, by id
  std::vector<std::uint32_t> root_at;               // by computation: its root (none when empty)
  std::vector<std::int64_t> buffer_size;            // by buffer root
  std::vector<char> live_out, buffer_live_out;      // by value, by buffer root
  std::vector<std::int64_t> color;                  // by value
  std::vector<std::int64_t> start, end;             // by value, normalized
  std::vector<position> end_position;               // by value

  // --- the module's structure -------------------------------------------------------------
  void index_module() {
    const std::size_t nc = m.computations.size();
    caller.assign(nc, {});
    root_at.assign(nc, none);
    const std::size_t n = first_of[nc];
    // (Times and post-order places are held in 32 bits: a place for each instruction and operand.)
    if (n + m.computations.size() >= static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max() / 2))
      detail::raise<invalid_error>("HLO module '{}' has {} instructions; buffer assignment reads fewer than {}", m.name,
                                   n, std::numeric_limits<std::int32_t>::max() / 2);
    // Each instruction's subshapes counted first, so that shape_at_ is allocated once, at its size.
    sub_first_.assign(n + 1, 0);
    std::size_t subshape_count = 0;
    for (std::uint32_t c = 0; c < nc; ++c)
      for (std::uint32_t i = 0; i < m.computations[c].instructions.size(); ++i) {
        subshape_count += subtree_size(m.computations[c].instructions[i].shape);
        if (subshape_count >= none)
          detail::raise<invalid_error>("HLO module '{}' has {} subshapes or more; buffer assignment reads at most {}",
                                       m.name, subshape_count, none - 1);
        sub_first_[first_of[c] + i + 1] = static_cast<std::uint32_t>(subshape_count);
      }
    shape_at_.reserve(subshape_count);
    time_.assign(n, -1);
    for (std::uint32_t c = 0; c < nc; ++c) {
      const hlo_computation& comp = m.computations[c];
      if (const hlo_instruction* r = comp.root()) root_at[c] = static_cast<std::uint32_t>(r - comp.instructions.data());
      for (const hlo_instruction& in : comp.instructions) preorder(in.shape);
    }
    span = lr.spans;  // HloLiveRange's computation_span_times
    for (std::size_t t = 0; t < lr.schedule.size(); ++t) {
      const auto [c, i] = lr.schedule[t];
      time_[first_of[c] + i] = static_cast<std::int32_t>(t);
    }
    // Which call, while or conditional calls each flattened computation (hlo_liveness refuses a
    // computation called twice), and which of its operands the computation's parameter 0 holds
    // (a call's parameter n holds operand n).
    for (std::uint32_t c = 0; c < nc; ++c)
      for (std::uint32_t i = 0; i < m.computations[c].instructions.size(); ++i) {
        const hlo_instruction& in = at(c, i);
        if (time(c, i) < 0 ||
            (in.opcode != hlo_op::call && in.opcode != hlo_op::while_ && in.opcode != hlo_op::conditional))
          continue;
        for (std::size_t k = 0; k < in.called.size(); ++k)
          if (const std::uint32_t callee = computation_named(in.called[k]); callee != none)
            caller[callee] = {c, i, in.opcode == hlo_op::conditional ? k + 1 : 0};
      }
  }

  // s's subshapes appended to shape_at_ in pre-order; a tuple's elements' places to element_at_.
  void preorder(const hlo_shape& s) {
    const auto here = static_cast<std::uint32_t>(shape_at_.size());
    shape_at_.push_back(&s);
    if (s.elements.empty()) return;
    const auto from = static_cast<std::uint32_t>(element_at_.size());
    elements_from_.emplace(here, from);
    element_at_.resize(from + s.elements.size());
    for (std::size_t k = 0; k < s.elements.size(); ++k) {
      element_at_[from + k] = static_cast<std::uint32_t>(shape_at_.size());
      preorder(s.elements[k]);
    }
  }

  // The pre-order position of element k of instruction i of computation c, or past its
  // subshapes where it has no such element.
  [[nodiscard]] std::size_t element_place(std::uint32_t c, std::uint32_t i, std::int64_t k) const {
    const std::size_t g = first_of[c] + i;
    const std::uint32_t first = sub_first_[g];
    if (k < 0 || static_cast<std::size_t>(k) >= shape_at_[first]->elements.size()) return sub_first_[g + 1] - first;
    return element_at_[elements_from_.at(first) + static_cast<std::size_t>(k)] - first;
  }

  // The pre-order position of the subshape at `index` of instruction i of computation c.
  [[nodiscard]] std::uint32_t position_of(std::uint32_t c, std::uint32_t i, const hlo_shape_index& index) const {
    const std::uint32_t first = sub_first_[first_of[c] + i];
    std::uint32_t q = first;
    const hlo_shape* s = &at(c, i).shape;
    for (const std::int64_t k : index) {
      if (k < 0 || static_cast<std::size_t>(k) >= s->elements.size())
        detail::raise<invalid_error>("instruction '{}' has no subshape at index {{{}}}", at(c, i).name,
                                     fmt::join(index, ","));
      q = element_at_[elements_from_.at(q) + static_cast<std::size_t>(k)];
      s = &s->elements[static_cast<std::size_t>(k)];
    }
    return q - first;
  }


  [[nodiscard]] std::uint32_t operand(std::uint32_t c, std::uint32_t i, std::size_t k) const {
    return tables.operand(c, i, k);
  }
  [[nodiscard]] std::uint32_t computation_named(std::string_view name) const { return tables.computation_named(name); }
  [[nodiscard]] bool is_root(std::uint32_t c, std::uint32_t i) const { return root_at[c] == i; }
  [[nodiscard]] bool user_of(std::uint32_t c, std::uint32_t user, std::uint32_t op) const {
    return tables.user_of(c, user, op);
  }

  // --- value sets (HloDataflowAnalysis) ----------------------------------------------------
  // Each instruction's values by subshape: those it defines (hlo_liveness's values) and those
  // that flow through it, by the same rules hlo_liveness applies.
  void rebuild_value_sets() {
    sets_.assign(shape_at_.size(), {});
    defined_.assign(shape_at_.size(), none);
    for (std::uint32_t v = 0; v < lr.values.size(); ++v) {
      const hlo_value& val = lr.values[v];
      defined_[sub_first_[first_of[val.computation] + val.instruction] +
               position_of(val.computation, val.instruction, val.index)] = v;
    }
    for (const auto& [c, i] : lr.schedule) fill_sets(c, i);
    positions.assign(lr.values.size(), {});
    wrapped_flag.assign(lr.values.size(), 0);
    for (std::uint32_t v = 0; v < lr.values.size(); ++v) {
      const hlo_value& val = lr.values[v];
      wrapped_flag[v] =
          ba_async_wrapper(at(val.computation, val.instruction).opcode) && !val.index.empty() && val.index[0] == 1 &&
          subshapes(val.computation, val.instruction)[position_of(val.computation, val.instruction, val.index)]
              ->is_array();
    }
    for (std::uint32_t v = 0; v < lr.values.size(); ++v) {
      const hlo_value& val = lr.values[v];
      positions[v].push_back(
          {val.computation, val.instruction, position_of(val.computation, val.instruction, val.index)});
    }
    for (const auto& [c, i] : lr.schedule) {
      const std::span<const vset> here = sets(c, i);
      for (std::uint32_t p = 0; p < here.size(); ++p)
        for (const std::uint32_t v : here[p]) {
          const hlo_value& val = lr.values[v];
          if (val.computation == c && val.instruction == i) continue;  // the defining position, first
          positions[v].push_back({c, i, p});
        }
    }
  }

  void fill_sets(std::uint32_t c, std::uint32_t i) {
    const hlo_instruction& in = at(c, i);
    const std::size_t g = first_of[c] + i;
    const std::span<vset> out(sets_.data() + sub_first_[g], sets_.data() + sub_first_[g + 1]);
    const std::span<const std::uint32_t> d = defined(c, i);
    for (std::size_t p = 0; p < d.size(); ++p)
      if (d[p] != none) out[p] = {d[p]};
    auto copy_from = [&](std::span<const vset> s, std::size_t from, std::size_t to) {
      for (std::size_t k = 0; from + k < s.size() && to + k < out.size(); ++k)
        if (out[to + k].empty()) out[to + k] = s[from + k];
    };
    const hlo_op op = in.opcode.op();
    if (op == hlo_op::parameter) {
      if (c == entry) return;
      const auto [cc, ci, first] = caller[c];
      if (cc == none) return;
      // A while's or conditional's parameter holds its phis (defined above) where the loop or
      // the branches merge values, and its operand's values elsewhere (UpdateParameterValueSet).
      const std::size_t n = at(cc, ci).opcode == hlo_op::call ? static_cast<std::size_t>(in.parameter_number) : first;
      if (n < at(cc, ci).operands.size()) copy_from(sets(cc, operand(cc, ci, n)), 0, 0);
    } else if (op == hlo_op::get_tuple_element) {
      const std::uint32_t src = operand(c, i, 0);
      copy_from(sets(c, src), element_place(c, src, in.tuple_index), 0);
    } else if (op == hlo_op::bitcast) {
      copy_from(sets(c, operand(c, i, 0)), 0, 0);
    } else if (op == hlo_op::tuple) {
      std::size_t to = 1;
      for (std::size_t k = 0; k < in.operands.size() && k < in.shape.elements.size(); ++k) {
        copy_from(sets(c, operand(c, i, k)), 0, to);
        to += subtree_size(in.shape.elements[k]);
      }
    } else if (op == hlo_op::copy) {
      copy_from(sets(c, operand(c, i, 0)), 1, 1);
    } else if (op == hlo_op::call) {
      const std::uint32_t k = in.called.empty() ? none : computation_named(in.called[0]);
      if (k == none) return;
      const hlo_computation& callee = m.computations[k];
      if (const hlo_instruction* root = callee.root())
        copy_from(sets(k, static_cast<std::uint32_t>(root - callee.instructions.data())), 0, 0);
    } else if (op == hlo_op::while_) {
      // Its phis (defined above), or where the body passes a value through, the init value.
      copy_from(sets(c, operand(c, i, 0)), 0, 0);
    } else if (op == hlo_op::conditional) {
      // Its phis, or where every branch returns the same value, that value.
      const std::uint32_t k = in.called.empty() ? none : computation_named(in.called[0]);
      if (k == none) return;
      const hlo_computation& branch = m.computations[k];
      if (const hlo_instruction* root = branch.root())
        copy_from(sets(k, static_cast<std::uint32_t>(root - branch.instructions.data())), 0, 0);
    } else if (hlo_start_spelling(in.opcode) && in.shape.is_tuple() && in.shape.elements.size() >= 2) {
      // ((operands), results, contexts); copy-start: (destination, source, context).
      const bool copy = op == hlo_op::copy_start;
      const std::size_t k = copy ? 1 : 0;
      std::size_t pos = 1;
      for (std::size_t j = 0; j < k; ++j) pos += subtree_size(in.shape.elements[j]);
      const hlo_shape& e = in.shape.elements[k];
      if (in.operands.size() == 1 && (!e.is_tuple() || copy)) {
        copy_from(sets(c, operand(c, i, 0)), 0, pos);
      } else {
        std::size_t to = pos + 1;
        for (std::size_t j = 0; j < in.operands.size() && j < e.elements.size(); ++j) {
          copy_from(sets(c, operand(c, i, j)), 0, to);
          to += subtree_size(e.elements[j]);
        }
      }
    } else if (hlo_done_spelling(in.opcode) && !in.operands.empty()) {
      const std::uint32_t start_i = operand(c, i, 0);
      copy_from(sets(c, start_i), element_place(c, start_i, op == hlo_op::copy_done ? 0 : 1), 0);
    }
  }

  // Whether value v is defined by the wrapped instruction of an async-start (its result's arrays,
  // `{1, ...}`), computed once in rebuild_value_sets.
  [[nodiscard]] bool wrapped(std::uint32_t v) const { return wrapped_flag[v] != 0; }

  // --- ids and post-order positions ---------------------------------------------------------
  // HloComputation::MakeInstructionPostOrder: from each instruction no one reads (in text
  // order), depth first, the first operand first.
  // Appended to `order`; `state` and `stack` are scratch, kept across computations.
  void instruction_post_order(std::uint32_t c, std::vector<std::uint32_t>& order, std::vector<char>& state,
                              std::vector<std::uint32_t>& stack) const {
    const hlo_computation& comp = m.computations[c];
    const std::size_t n = comp.instructions.size();
    state.assign(n, 0);  // 0 new, 1 visiting, 2 visited
    stack.clear();
    for (std::uint32_t r = 0; r < n; ++r) {
      if (!users(c, r).empty()) continue;
      stack.push_back(r);
      while (!stack.empty()) {
        const std::uint32_t cur = stack.back();
        if (state[cur] == 2) {
          stack.pop_back();
          continue;
        }
        if (state[cur] == 1) {
          stack.pop_back();
          state[cur] = 2;
          order.push_back(cur);
          continue;
        }
        state[cur] = 1;
        const auto& ops = comp.instructions[cur].operands;
        for (std::size_t k = ops.size(); k-- > 0;)
          if (const std::uint32_t at = names.find(c, ops[k]); at != none && state[at] != 2) stack.push_back(at);
      }
    }
  }

  // The computations `entry` reaches, each once (`seen` marks them), in post order
  // (CallGraph::VisitNodes): for each instruction of a computation, its callees
  // (`callees(c, i)`, names) not seen yet are visited, then `after(c, i)` runs; once
  // all are, `done(c)`. A stack of frames, not recursion: real call chains are thousands deep.
  template <class Callees, class After, class Done>
  void post_order(std::uint32_t entry, std::vector<char>& seen, Callees callees, After after, Done done) const {
    struct frame {
      explicit frame(std::uint32_t computation) : c(computation) {}
      std::uint32_t c, i = 0;
      std::size_t k = 0;                 // the next of instruction i's callees
      one_or_many<std::string_view> of;  // instruction i's callees, once it is begun
      bool begun = false;
    };
    std::vector<frame> stack;
    seen[entry] = 1;
    stack.emplace_back(entry);
    while (!stack.empty()) {
      frame& f = stack.back();
      const hlo_computation& comp = m.computations[f.c];
      if (f.i == comp.instructions.size()) {
        done(f.c);
        stack.pop_back();
        continue;
      }
      if (!f.begun) f.of = callees(f.c, f.i), f.k = 0, f.begun = true;
      if (f.k < f.of.size()) {
        if (const std::uint32_t callee = computation_named(f.of[f.k++]); callee != none && !seen[callee]) {
          seen[callee] = 1;
          stack.emplace_back(callee);  // (f is not used past this)
        }
        continue;
      }
      after(f.c, f.i);
      ++f.i, f.begun = false;
    }
  }

  // Value ids (HloDataflowAnalysis numbers values computation by computation in post order, each
  // computation's instructions in post order, each instruction's subshapes in pre-order; an
  // async-start's wrapped computation comes before its caller), and each instruction's position
  // in the post order of the global computations, entry first (AssignBuffersForComputations).
  void number_values() {
    const std::size_t nc = m.computations.size();
    // Every computation's post order in one array (post_from[c] its start) and each instruction's
    // rank in it (by first_of[c] + instruction): a module's worth in two allocations.
    std::vector<std::uint32_t> post, stack;
    std::vector<std::size_t> post_from(nc + 1, 0);
    std::vector<char> state;
    post.reserve(first_of[nc]);
    std::vector<std::int64_t> rank_in(first_of[nc], 0);
    for (std::uint32_t c = 0; c < nc; ++c) {
      post_from[c] = post.size();
      instruction_post_order(c, post, state, stack);
      for (std::size_t k = post_from[c]; k < post.size(); ++k)
        rank_in[first_of[c] + post[k]] = static_cast<std::int64_t>(k - post_from[c]);
    }
    post_from[nc] = post.size();
    // Computations in post order from the entry; an async wrapper's computation is a node
    // (c, i) of its own. comp_rank by computation; wrapper_rank by (c, i).
    std::vector<std::int64_t> comp_rank(nc, -1);
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::int64_t> wrapper_rank;
    std::vector<std::pair<std::uint32_t, std::int64_t>> global_post;  // (computation or wrapper key, -1/instr)
    std::int64_t next = 0;
    std::vector<char> seen(nc, 0);
    post_order(
        entry, seen, [&](std::uint32_t c, std::uint32_t i) { return called_in_order(at(c, i)); },
        [&](std::uint32_t c, std::uint32_t i) {
          if (ba_async_wrapper(at(c, i).opcode) && time(c, i) >= 0) wrapper_rank[{c, i}] = next++;
        },
        [&](std::uint32_t c) { comp_rank[c] = next++; });
    rank.assign(lr.values.size(), {});
    for (std::uint32_t v = 0; v < lr.values.size(); ++v) {
      const hlo_value& val = lr.values[v];
      const std::size_t p = position_of(val.computation, val.instruction, val.index);
      if (val.phi)  // phis are made while propagating, after every value defined at initialization
        rank[v] = {next, static_cast<std::int64_t>(v), 0};
      else if (wrapped(v))
        rank[v] = {wrapper_rank.at({val.computation, val.instruction}), 0, static_cast<std::int64_t>(p)};
      else
        rank[v] = {comp_rank[val.computation], rank_in[first_of[val.computation] + val.instruction],
                   static_cast<std::int64_t>(p)};
    }
    // The call graph visited callees first (CallGraph::VisitNodes), reversed: the entry first.
    std::vector<std::pair<std::int64_t, std::int64_t>> nodes;  // (computation, -1) or (c, i) wrapper
    std::vector<char> done(nc, 0);
    post_order(
        entry, done,
        [&](std::uint32_t c, std::uint32_t i) {
          const hlo_instruction& in = at(c, i);
          const bool calls = time(c, i) >= 0 && (in.opcode == hlo_op::call || in.opcode == hlo_op::while_ ||
                                                 in.opcode == hlo_op::conditional);
          return calls ? called_in_order(in) : one_or_many<std::string_view>{};
        },
        [&](std::uint32_t c, std::uint32_t i) {
          if (time(c, i) >= 0 && ba_async_wrapper(at(c, i).opcode)) nodes.emplace_back(c, i);
        },
        [&](std::uint32_t c) { nodes.emplace_back(c, -1); });
    std::reverse(nodes.begin(), nodes.end());
    post_pos.assign(first_of[nc], -1);
    std::int64_t counter = 0;
    for (const auto& [c, i] : nodes) {
      const auto cc = static_cast<std::uint32_t>(c);
      if (i >= 0) {  // the wrapped computation: its parameters, then the wrapped instruction
        counter += static_cast<std::int64_t>(at(cc, static_cast<std::uint32_t>(i)).operands.size());
        wrapped_pos[{cc, static_cast<std::uint32_t>(i)}] = counter++;
        continue;
      }
      if (counter + static_cast<std::int64_t>(post_from[cc + 1] - post_from[cc]) >=
          std::numeric_limits<std::int32_t>::max())
        detail::raise<invalid_error>("HLO module '{}' has more than {} places in its post order; buffer assignment "
                                     "reads fewer",
                                     m.name, std::numeric_limits<std::int32_t>::max());
      for (std::size_t k = post_from[cc]; k < post_from[cc + 1]; ++k)
        post_pos[first_of[cc] + post[k]] = static_cast<std::int32_t>(counter++);
    }
  }

  [[nodiscard]] bool id_less(std::uint32_t a, std::uint32_t b) const { return rank[a] < rank[b]; }

  // HloInstruction::called_computations' order: a while's body, then its condition
  // (kBodyComputationIndex 0); otherwise as written.
  // (One callee, most often: held inline.)
  [[nodiscard]] one_or_many<std::string_view> called_in_order(const hlo_instruction& in) const {
    one_or_many<std::string_view> out;
    if (in.opcode != hlo_op::while_ || in.called.size() != 2) {
      out.assign(in.called.begin(), in.called.end());
    } else {
      const auto [cond, body] = hlo_while_parts(m, in);
      out.push_back(body->name), out.push_back(cond->name);
    }
    return out;
  }

  // The post-order position of the instruction defining v.
  [[nodiscard]] std::int64_t post_position(std::uint32_t v) const {
    const hlo_value& val = lr.values[v];
    if (wrapped(v)) return wrapped_pos.at({val.computation, val.instruction});
    return post_pos[first_of[val.computation] + val.instruction];
  }

  // --- buffers (HloAliasAnalysis) -----------------------------------------------------------
  // The root of v's buffer, while the buffers are being joined.
  std::uint32_t find(std::uint32_t v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  }
  void form_buffers() {
    const auto n = static_cast<std::uint32_t>(lr.values.size());
    parent.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) parent[v] = lr.values[v].buffer;
    for (std::uint32_t v = 0; v < n; ++v) parent[v] = find(v);
    // input_output_alias: the result's value at the output index joins the parameter's.
    const hlo_computation& entry_comp = m.computations[entry];
    const hlo_instruction* root = entry_comp.root();
    std::unordered_map<std::int64_t, std::uint32_t> parameter_at;  // by parameter number
    if (!m.input_output_alias.empty())
      for (std::uint32_t i = 0; i < entry_comp.instructions.size(); ++i)
        if (entry_comp.instructions[i].opcode == hlo_op::parameter)
          parameter_at[entry_comp.instructions[i].parameter_number] = i;
    for (const hlo_io_alias& a : m.input_output_alias) {
      if (root == nullptr) break;
      const auto ri = static_cast<std::uint32_t>(root - entry_comp.instructions.data());
      std::optional<std::uint32_t> param;
      if (const auto it = parameter_at.find(a.parameter); it != parameter_at.end()) param = it->second;
      if (!param)
        detail::raise<invalid_error>("input_output_alias names parameter {}, which the entry computation lacks",
                                     a.parameter);
      const auto& ps = sets(entry, *param)[position_of(entry, *param, a.parameter_index)];
      const auto& os = sets(entry, ri)[position_of(entry, ri, a.output)];
      for (const std::uint32_t p : ps)
        for (const std::uint32_t o : os) parent[find(o)] = find(p);
    }
    for (std::uint32_t v = 0; v < n; ++v) parent[v] = find(v);  // each value's root, for buffer_of
    members.assign(n, {});
    for (std::uint32_t v = 0; v < n; ++v) members[find(v)].push_back(v);
    for (auto& ms : members)
      std::sort(ms.begin(), ms.end(), [&](std::uint32_t a, std::uint32_t b) { return id_less(a, b); });
    buffer_size.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v) buffer_size[find(v)] = std::max(buffer_size[find(v)], lr.values[v].bytes);
    // A value lives out when one of its positions is the entry computation's root.
    live_out.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v)
      for (const position& p : positions[v])
        if (p.c == entry && is_root(p.c, p.i)) live_out[v] = 1;
    buffer_live_out.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v)
      if (live_out[v]) buffer_live_out[find(v)] = 1;
    color.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v) {  // DefaultColorer: the defining position's memory space
      const hlo_value& val = lr.values[v];
      color[v] = subshapes(val.computation, val.instruction)[position_of(val.computation, val.instruction, val.index)]
                     ->memory_space();
    }
  }

  // --- live ranges (HloLiveRange) -------------------------------------------------------------
  [[nodiscard]] std::int64_t position_time(const position& p) const {
    return is_root(p.c, p.i) ? span[p.c].second : time(p.c, p.i);
  }
  // hlo_liveness's ranges, then NormalizeAliasedBuffers: values of one buffer, by (start, end,
  // id), hand over at the next one's start. end holds the position the range ends at
  // (GetLastPosition).
  void live_ranges() {
    const auto n = static_cast<std::uint32_t>(lr.values.size());
    start.resize(n), end.resize(n), end_position.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) {
      start[v] = lr.values[v].start;
      end[v] = lr.values[v].end;
      const position& def = positions[v].front();
      std::int64_t t = position_time(def);
      end_position[v] = def;
      for (std::size_t k = 1; k < positions[v].size(); ++k)
        if (const std::int64_t pt = position_time(positions[v][k]); pt > t) t = pt, end_position[v] = positions[v][k];
    }
    for (std::uint32_t b = 0; b < n; ++b) {
      auto vs = members[b];
      if (vs.size() < 2) continue;
      std::sort(vs.begin(), vs.end(), [&](std::uint32_t a, std::uint32_t c) {
        return std::forward_as_tuple(start[a], end[a], rank[a]) < std::forward_as_tuple(start[c], end[c], rank[c]);
      });
      for (std::size_t k = 0; k + 1 < vs.size(); ++k) {
        end[vs[k + 1]] = std::max(end[vs[k]], end[vs[k + 1]]);
        end[vs[k]] = std::min(end[vs[k]], start[vs[k + 1]]);
      }
    }
  }
};

// The sharing questions of buffer assignment over the values `v`: the one predicate with XLA's
// rules (hlo_buffer_sharing.hpp), and whether two values' live ranges meet.
class ba_sharing : public hlo_sharing {
 public:
  explicit ba_sharing(const ba_values& v, hlo_backend backend = hlo_backend::gpu)
      : hlo_sharing(v.m, backend, share_rules::xla, &v.tables), v_(v) {}

  // BufferAssigner::LiveRangeInterferes: closed ranges meet, unless one ends where the other
  // starts and the later value's instruction may write over the earlier one's last position. An
  // async-start's wrapped result is defined inside the wrapped computation, whose instruction reads
  // that computation's parameters only: it is no user of the position.
  [[nodiscard]] bool interferes(std::uint32_t a, std::uint32_t b) const {
    if (v_.start[a] > v_.end[b] || v_.start[b] > v_.end[a]) return false;
    auto can_share_as_operand = [&](std::uint32_t user, std::uint32_t operand_value) {
      const ba_position& endp = v_.end_position[operand_value];
      const hlo_value& u = v_.lr.values[user];
      return !v_.wrapped(user) &&
             can_share(endp.c, endp.i, v_.index_at(endp.c, endp.i, endp.pos), u.computation, u.instruction, u.index);
    };
    if (v_.end[a] == v_.start[b]) return !can_share_as_operand(b, a);
    if (v_.end[b] == v_.start[a]) return !can_share_as_operand(a, b);
    return true;
  }

 private:
  const ba_values& v_;
};

}  // namespace detail

}  // namespace shardmem
