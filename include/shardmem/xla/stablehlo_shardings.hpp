// The shardings a lowered module leaves out (JAX writes those of @main's arguments and results,
// of sharding constraints and shard_map's boundaries), filled by a simple, documented propagation
// over an hlo_module read from StableHLO (stablehlo_parse.hpp): propagate_shardings.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/mlir_reader.hpp>
#include <shardmem/xla/stablehlo_sharding_rules.hpp>
#include <shardmem/xla/stablehlo_text.hpp>

namespace shardmem {

namespace detail {

// What the sharding walk reads of a computation besides its instructions in order: its
// parameters, its calls and its ROOT (hlo_computation::root's rule: the first marked, else the
// last), by position. Instructions are large, and a pass over a million of them costs as much as
// the walk's own work: a reader that knows these as it reads gives them (stablehlo_reader);
// otherwise one pass finds them (of).
struct hlo_outline {
  // An op whose regions are computations it does not call (a while's condition and body, a
  // case's branches), by position, with its regions' computations in order.
  struct region_op {
    std::uint32_t at = 0;
    std::vector<std::uint32_t> regions{};
    friend bool operator==(const region_op&, const region_op&) = default;
  };
  std::vector<std::uint32_t> parameters{}, calls{};
  std::vector<region_op> region_ops{};  // (known only to a reader that reads regions: stablehlo_reader)
  // A region's terminator's operands by name, those from around the region included (which are
  // not its instructions' operands): a case's results are its branches' (case_results).
  std::vector<std::string_view> returned{};
  std::size_t root = 0;    // the computation's size when it has no instruction
  std::size_t marked = 0;  // how many instructions are marked ROOT (one: `root` is the only one)
  bool known = false;

  static hlo_outline of(const hlo_computation& c) {
    hlo_outline o;
    const std::vector<hlo_instruction>& is = c.instructions;
    o.root = is.size();
    for (std::size_t k = 0; k < is.size(); ++k) {
      if (is[k].opcode == hlo_op::parameter) o.parameters.push_back(static_cast<std::uint32_t>(k));
      else if (is[k].opcode == hlo_op::call && !is[k].called.empty()) o.calls.push_back(static_cast<std::uint32_t>(k));
      if (is[k].root && o.marked++ == 0) o.root = k;
    }
    if (o.root == is.size() && !is.empty()) o.root = is.size() - 1;
    o.known = true;
    return o;
  }
  friend bool operator==(const hlo_outline&, const hlo_outline&) = default;
};

// propagate_shardings's walk: computations in call order from the entry, each once.
class sharding_propagation : sharding_rules {
 public:
  // With `by_shape` false, only calls and returns carry shardings (what stays exact).
  sharding_propagation(hlo_module& m, bool by_shape) : sharding_propagation(m, by_shape, hlo_operand_index(m)) {}
  // Over m's operands resolved already (`index`, as they are now), and the outlines known (by
  // computation; those not known are found at a computation's first visit).
  sharding_propagation(hlo_module& m, bool by_shape, hlo_operand_index index, std::vector<hlo_outline> outlines = {})
      : sharding_rules(m),
        index_(std::move(index)),
        by_shape_(by_shape),
        done_(m.computations.size(), 0),
        first_calls_(m.computations.size()),
        outlines_(std::move(outlines)),
        first_instruction_(m.computations.size() + 1, 0) {
    outlines_.resize(m.computations.size());
    for (std::size_t c = 0; c < m.computations.size(); ++c)
      first_instruction_[c + 1] = first_instruction_[c] + m.computations[c].instructions.size();
    callees_.assign(first_instruction_.back(), 0);
  }

  std::size_t run() {
    for (std::size_t c = 0; c < m_.computations.size(); ++c)
      if (m_.computations[c].entry && done_[c] == 0) {
        visit(c);
        if (finished_) finished_(c);
      }
    return filled_;
  }
  // The operands indexed, for other passes over the same instructions.
  [[nodiscard]] const hlo_operand_index& index() const { return index_; }
  // Computation ci's parameters, calls and ROOT, as the walk knows them (found now where not).
  [[nodiscard]] const hlo_outline& outline(std::size_t ci) { return outline_of(ci); }
  // The walk again, by shape or not, over a module whose instructions (names, operands, order)
  // have not changed since: what a new sharding_propagation would do, without indexing the
  // operands again. Returns how many instructions this walk gave a sharding. With `finished`, it
  // is called with each computation the walk visits as soon as the walk has done with it (its
  // callers have taken its ROOT's sharding), while its instructions are still in the cache: it
  // may then change that computation (simplify_computation), and the walk is not run again.
  std::size_t run_again(bool by_shape, std::function<void(std::size_t)> finished = {}) {
    if (spent_) throw std::logic_error("sharding_propagation::run_again: a walk whose computations were changed ran");
    spent_ = static_cast<bool>(finished);
    finished_ = std::move(finished);
    by_shape_ = by_shape;
    std::fill(done_.begin(), done_.end(), 0);
    filled_ = 0;
    return run();
  }

 private:
  hlo_instruction* find(hlo_computation& c, std::string_view n) {
    for (hlo_instruction& i : c.instructions)
      if (i.name == n) return &i;
    return nullptr;
  }
  std::optional<std::size_t> index_of(std::string_view name) const {
    const auto name_of = [&](std::size_t i) { return i < m_.computations.size() ? m_.computations[i].name : ""; };
    if (const std::optional<std::size_t> i = m_.computation_index.find(name, name_of)) return i;
    for (std::size_t c = 0; c < m_.computations.size(); ++c)
      if (m_.computations[c].name == name) return c;
    return std::nullopt;
  }
  // The computation call `i` (of computation ci, not changed since the walk began) calls, looked
  // up by name at its first walk only.
  std::optional<std::size_t> callee_of(std::size_t ci, const hlo_instruction& i) {
    const auto at = static_cast<std::size_t>(&i - m_.computations[ci].instructions.data());
    std::uint32_t& known = callees_[first_instruction_[ci] + at];
    if (known == 0) {
      const std::optional<std::size_t> c = index_of(i.called.front());
      known = c && *c < no_callee - 1 ? static_cast<std::uint32_t>(*c + 1) : no_callee;
    }
    return known == no_callee ? std::nullopt : std::optional<std::size_t>(known - 1);
  }
  void fill(hlo_instruction& i, std::string_view sharding) {
    i.sharding = sharding;
    ++filled_;
  }

  const hlo_outline& outline_of(std::size_t ci) {
    if (!outlines_[ci].known) outlines_[ci] = hlo_outline::of(m_.computations[ci]);
    return outlines_[ci];
  }
  const hlo_instruction* root_of(std::size_t ci) {
    const hlo_outline& o = outline_of(ci);
    const std::vector<hlo_instruction>& is = m_.computations[ci].instructions;
    return o.root < is.size() ? &is[o.root] : nullptr;
  }

  // What a callee's first call gave it and took from it: by parameter, its sharding after the
  // call (its own, or its operand's) and whether it was its own, and the ROOT's sharding and sizes.
  struct first_call {
    struct parameter {
      std::int64_t number = -1;
      bool own = false;
      std::optional<std::string_view> sharding;
      std::vector<std::int64_t> dims;  // (an array's; no sharding is taken for another shape)
      bool array = false;
    };
    std::vector<parameter> parameters;
    std::optional<std::string_view> root;
    std::vector<std::int64_t> root_dims;  // (the ROOT's, an array's, where it has a sharding)
    bool known = false;  // (noted by a walk)
  };
  // Whether `s` is an array of sizes `dims` (what same_dims asks of two shapes, of one noted).
  static bool has_dims(const hlo_shape& s, const std::vector<std::int64_t>& dims) {
    return s.is_array() && std::ranges::equal(s.dims, dims);
  }
  // The sharding parameter `p` takes at call `i`: its own, else operand's of the same sizes.
  template <class OperandOf>
  static std::optional<std::string_view> given(const hlo_instruction& i, const std::vector<std::int64_t>& dims,
                                               bool array, std::int64_t number, OperandOf operand_of) {
    if (number < 0 || static_cast<std::size_t>(number) >= i.operands.size()) return std::nullopt;
    const hlo_instruction* o = operand_of(i, static_cast<std::size_t>(number));
    if (o == nullptr || !o->sharding || !array || !o->shape.is_array() || !std::ranges::equal(o->shape.dims, dims))
      return std::nullopt;
    return o->sharding;
  }
  // A call's callee takes its operands' shardings on its parameters, is visited, and gives its
  // ROOT's to the call. A callee visited already is not again (it keeps what its first call gave
  // it); a later call whose operands give its parameters the shardings its first call gave takes
  // the ROOT's sharding the first call took (the walk would find the same again).
  // call_begin does what comes before the visit, and returns the callee to visit (nullopt when
  // none is); call_end what comes after it.
  struct pending_call {
    hlo_instruction* i;
    std::size_t callee;
    first_call first;
    bool loop = false;       // a while's body (loop_begin), not a call
    std::size_t caller = 0;  // the computation the call or the loop is in
  };
  template <class OperandOf>
  std::optional<pending_call> call_begin(std::size_t ci, hlo_instruction& i, OperandOf operand_of) {
    const auto callee = callee_of(ci, i);
    if (!callee) return std::nullopt;
    if (done_[*callee] != 0) {
      const first_call& known = first_calls_[*callee];
      if (i.sharding || !known.known || !known.root || !has_dims(i.shape, known.root_dims)) return std::nullopt;
      for (const typename first_call::parameter& p : known.parameters)
        if (!p.own && given(i, p.dims, p.array, p.number, operand_of) != p.sharding) return std::nullopt;
      fill(i, *known.root);
      return std::nullopt;
    }
    hlo_computation& f = m_.computations[*callee];
    pending_call out{&i, *callee, {}, false, ci};
    first_call& first = out.first;
    // (a parameter's sharding is its own where no call gave it one, in this walk or an earlier)
    const first_call& earlier = first_calls_[*callee];
    for (const std::uint32_t k : outline_of(*callee).parameters) {
      hlo_instruction& p = f.instructions[k];
      const std::size_t n = first.parameters.size();
      typename first_call::parameter& noted = first.parameters.emplace_back();
      noted.number = p.parameter_number, noted.array = p.shape.is_array();
      noted.own = earlier.known && n < earlier.parameters.size()
                      ? earlier.parameters[n].own
                      : p.sharding.has_value();
      noted.dims.assign(p.shape.dims.begin(), p.shape.dims.end());
      if (!p.sharding)
        if (const auto g = given(i, noted.dims, noted.array, p.parameter_number, operand_of)) fill(p, *g);
      noted.sharding = p.sharding;
    }
    return out;
  }
  // A while (`stablehlo.while`, its regions read as computations it does not call) at position
  // `at` of computation ci: its body's parameters take its operands' shardings, and the body is
  // visited (returned), unless visited already. A loop's operand, body parameter, body result and
  // the loop's result are one value to Shardy (ShardableDataFlowOpInterface of stablehlo.while:
  // shardy/dialect/sdy/ir/data_flow_utils.h), so its result takes its operand's sharding, or
  // where that has none the body's result's (loop_end).
  template <class OperandOf>
  std::optional<pending_call> loop_begin(std::size_t ci, hlo_instruction& i, OperandOf operand_of) {
    const std::vector<hlo_outline::region_op>& ops = outline_of(ci).region_ops;
    const auto at = static_cast<std::uint32_t>(&i - m_.computations[ci].instructions.data());
    const auto op = std::lower_bound(ops.begin(), ops.end(), at,
                                     [](const hlo_outline::region_op& o, std::uint32_t k) { return o.at < k; });
    pending_call out{&i, 0, {}, true, ci};
    if (op == ops.end() || op->at != at || op->regions.size() != 2 || op->regions[1] >= done_.size()) {
      loop_end(out, std::nullopt);
      return std::nullopt;
    }
    const std::size_t body = op->regions[1];
    if (done_[body] != 0) {
      loop_end(out, std::nullopt);
      return std::nullopt;
    }
    out.callee = body;
    hlo_computation& f = m_.computations[body];
    for (const std::uint32_t k : outline_of(body).parameters) {
      hlo_instruction& p = f.instructions[k];
      if (p.sharding || p.parameter_number < 0 || static_cast<std::size_t>(p.parameter_number) >= i.operands.size())
        continue;
      if (const hlo_instruction* o = operand_of(i, static_cast<std::size_t>(p.parameter_number));
          o != nullptr && o->sharding && same_dims(o->shape, p.shape))
        fill(p, *o->sharding);
    }
    return out;
  }
  // While `call.i`'s state, element by element: its operand, its result (a get-tuple-element
  // that follows it, or the loop itself where it has one result), the body's result and the
  // body's parameter are one value to Shardy (ShardableDataFlowOpInterface of stablehlo.while:
  // shardy/dialect/sdy/ir/data_flow_utils.h), and its propagation gives all four one sharding.
  // Here: the first of them (in that order) that is tiled, else the first sharded; a tiled one
  // goes on those of the others without one or replicated (a loop state of zeros, a scan's
  // stacked outputs or a gradient's accumulator, sharded as the body writes it or as the loop's
  // users read it). The walk's next pass carries what this gave on.
  void loop_end(pending_call& call, std::optional<std::size_t> body) {
    hlo_instruction& i = *call.i;
    const std::size_t ci = call.caller;
    hlo_computation& c = m_.computations[ci];
    const std::size_t at = static_cast<std::size_t>(&i - c.instructions.data());
    const auto ops = index_.operands(ci, at);
    hlo_computation* f = body ? &m_.computations[*body] : nullptr;
    const hlo_instruction* root = body ? root_of(*body) : nullptr;
    const auto body_ops = root != nullptr && root->opcode == hlo_op::tuple
                              ? index_.operands(*body, outline_of(*body).root)
                              : decltype(index_.operands(ci, at)){};
    const std::size_t n = i.shape.is_array() ? 1 : i.shape.elements.size();
    std::vector<hlo_instruction*>& params = loop_params_;
    std::vector<hlo_instruction*>& results = loop_results_;
    params.assign(n, nullptr), results.assign(n, nullptr);
    if (f != nullptr)
      for (const std::uint32_t k : outline_of(*body).parameters)
        if (hlo_instruction& p = f->instructions[k];
            p.parameter_number >= 0 && static_cast<std::size_t>(p.parameter_number) < n)
          params[static_cast<std::size_t>(p.parameter_number)] = &p;
    if (i.shape.is_array()) {
      results[0] = &i;
    } else {
      for (std::size_t j = at + 1; j < c.instructions.size(); ++j) {
        hlo_instruction& g = c.instructions[j];
        if (g.opcode != hlo_op::get_tuple_element || g.operands.size() != 1 || g.operands[0] != i.name) break;
        if (g.tuple_index >= 0 && static_cast<std::size_t>(g.tuple_index) < n)
          results[static_cast<std::size_t>(g.tuple_index)] = &g;
      }
    }
    std::vector<std::optional<std::string_view>> parts(n);
    for (std::size_t k = 0; k < n; ++k) {
      const hlo_shape& s = i.shape.is_array() ? i.shape : i.shape.elements[k];
      if (!s.is_array()) return;  // (a nested tuple: no sharding of one text a leaf)
      hlo_instruction* operand =
          k < ops.size() && ops[k] != hlo_operand_index::missing ? &c.instructions[ops[k]] : nullptr;
      hlo_instruction* returned = nullptr;
      if (root != nullptr && root->opcode != hlo_op::tuple && n == 1)
        returned = &f->instructions[outline_of(*body).root];
      else if (k < body_ops.size() && body_ops[k] != hlo_operand_index::missing)
        returned = &f->instructions[body_ops[k]];
      const std::array<hlo_instruction*, 4> one{operand, results[k], returned, params[k]};
      for (const bool tiled_only : {true, false})
        for (const hlo_instruction* x : one)
          if (!parts[k] && x != nullptr && x->sharding && same_dims(x->shape, s) &&
              (!tiled_only || !whole(*x->sharding)))
            parts[k] = x->sharding;
      if (!parts[k] || whole(*parts[k])) continue;
      for (hlo_instruction* x : one)
        if (x != nullptr && (!x->sharding || whole(*x->sharding)) && same_dims(x->shape, s) &&
            !(x->opcode == hlo_op::parameter && x != params[k]))
          fill(*x, *parts[k]);
    }
    if (i.shape.is_array()) return;
    std::string text = "{";
    for (std::size_t k = 0; k < n; ++k)
      text += fmt::format("{}{}", k == 0 ? "" : ", ", parts[k].value_or("{replicated}"));
    if (const std::string_view t = kept(text + "}"); i.sharding != t) fill(i, t);
  }
  // Whether the backward pass may give value `d` of computation `c` a sharding: any but the
  // entry's parameters.
  static bool fillable(const hlo_instruction& d, const hlo_computation& c) {
    return d.opcode != hlo_op::parameter || !c.entry;
  }
  // Whether sharding `text` keeps a value whole on every device (a tiled one may replace it).
  static bool whole(std::string_view text) { return text == "{replicated}"; }
  // Multi-result op i (at position `at` of c) sharded by `result(k, shape)` (nullopt: whole): a
  // tuple sharding on it, whose leaves size its results, and each on the get-tuple-elements that
  // follow it; one array result, on it.
  template <class Result>
  void fill_results(hlo_computation& c, std::size_t at, Result result) {
    hlo_instruction& i = c.instructions[at];
    if (i.sharding) return;
    if (i.shape.is_array()) {
      if (const auto h = result(0, i.shape)) fill(i, *h);
      return;
    }
    std::vector<std::optional<std::string_view>> parts;
    bool any = false;
    for (std::size_t k = 0; k < i.shape.elements.size(); ++k) {
      const hlo_shape& e = i.shape.elements[k];
      parts.push_back(e.is_array() ? result(k, e) : std::nullopt);
      any = any || parts.back().has_value();
      if (!e.is_array()) return;  // (a nested tuple: no sharding of one text a leaf)
    }
    if (!any) return;
    std::string text = "{";
    for (std::size_t k = 0; k < parts.size(); ++k)
      text += fmt::format("{}{}", k == 0 ? "" : ", ", parts[k].value_or("{replicated}"));
    fill(i, kept(text + "}"));
    for (std::size_t j = at + 1; j < c.instructions.size(); ++j) {
      hlo_instruction& g = c.instructions[j];
      if (g.opcode != hlo_op::get_tuple_element || g.operands.size() != 1 || g.operands[0] != i.name) break;
      if (!g.sharding && g.tuple_index >= 0 && static_cast<std::size_t>(g.tuple_index) < parts.size())
        if (const auto h = parts[static_cast<std::size_t>(g.tuple_index)]) fill(g, *h);
    }
  }
  // A case (`stablehlo.case`) at position `at` of computation ci: its result k takes the sharding
  // of the first branch's result k that has one (Shardy's data-flow edge of a case joins its
  // branches' results with its own: shardy/dialect/sdy/ir/data_flow_utils.h), a value of the
  // branch or one from around it (a branch that returns a state unchanged).
  void case_results(std::size_t ci, hlo_instruction& i) {
    hlo_computation& c = m_.computations[ci];
    const auto at = static_cast<std::uint32_t>(&i - c.instructions.data());
    const std::vector<hlo_outline::region_op>& ops = outline_of(ci).region_ops;
    const auto op = std::lower_bound(ops.begin(), ops.end(), at,
                                     [](const hlo_outline::region_op& o, std::uint32_t k) { return o.at < k; });
    if (op == ops.end() || op->at != at) return;
    const auto sharding_of = [&](std::size_t k, const hlo_shape& s) -> std::optional<std::string_view> {
      for (const std::uint32_t branch : op->regions) {
        if (branch >= m_.computations.size()) continue;
        const std::vector<std::string_view>& names = outline_of(branch).returned;
        if (k >= names.size()) continue;
        const hlo_instruction* v = find(m_.computations[branch], names[k]);
        if (v == nullptr) v = named_in(ci, names[k]);
        if (v != nullptr && v->sharding && same_dims(v->shape, s)) return v->sharding;
      }
      return std::nullopt;
    };
    fill_results(c, at, sharding_of);
  }
  // Instruction `name` of computation ci, by a map made at its first use.
  const hlo_instruction* named_in(std::size_t ci, std::string_view name) {
    auto [it, made] = names_.try_emplace(ci);
    const std::vector<hlo_instruction>& is = m_.computations[ci].instructions;
    if (made)
      for (std::size_t k = 0; k < is.size(); ++k) it->second.emplace(is[k].name, k);
    const auto f = it->second.find(name);
    return f == it->second.end() || f->second >= is.size() ? nullptr : &is[f->second];
  }
  void call_end(pending_call& call) {
    if (call.loop) {
      loop_end(call, call.callee);
      if (finished_) finished_(call.callee);
      return;
    }
    hlo_instruction& i = *call.i;
    first_call& first = call.first;
    if (const hlo_instruction* root = root_of(call.callee);
        root != nullptr && root->sharding && root->shape.is_array()) {
      first.root = root->sharding;
      first.root_dims.assign(root->shape.dims.begin(), root->shape.dims.end());
    }
    if (!i.sharding && first.root && has_dims(i.shape, first.root_dims)) fill(i, *first.root);
    // A callee returning a tuple: XLA:CPU inlines calls before partitioning (cpu_compiler.cc's
    // spmd-partitioner pipeline: FlattenCallGraph, CallInliner, then ShardyXLA), so its results
    // (the call's get-tuple-elements) are the values its ROOT tuple gathers, as sharded.
    // And the other way: a result its users gave a sharding (the caller's backward pass) gives it
    // to the value the callee returns there, which the next walk carries on through the callee.
    if (const hlo_instruction* root = root_of(call.callee);
        i.shape.is_tuple() && root != nullptr && root->opcode == hlo_op::tuple) {
      const auto ops = index_.operands(call.callee, outline_of(call.callee).root);
      hlo_computation& f = m_.computations[call.callee];
      hlo_computation& c = m_.computations[call.caller];
      const auto at = static_cast<std::size_t>(&i - c.instructions.data());
      fill_results(c, at, [&](std::size_t k, const hlo_shape& s) -> std::optional<std::string_view> {
        if (k >= ops.size() || ops[k] == hlo_operand_index::missing) return std::nullopt;
        const hlo_instruction& o = f.instructions[ops[k]];
        return o.sharding && same_dims(o.shape, s) ? o.sharding : std::nullopt;
      });
      for (std::size_t j = at + 1; j < c.instructions.size(); ++j) {
        const hlo_instruction& g = c.instructions[j];
        if (g.opcode != hlo_op::get_tuple_element || g.operands.size() != 1 || g.operands[0] != i.name) break;
        const auto k = static_cast<std::size_t>(g.tuple_index);
        if (!g.sharding || whole(*g.sharding) || g.tuple_index < 0 || k >= ops.size() ||
            ops[k] == hlo_operand_index::missing)
          continue;
        if (hlo_instruction& o = f.instructions[ops[k]];
            (!o.sharding || whole(*o.sharding)) && o.opcode != hlo_op::parameter && same_dims(o.shape, g.shape))
          fill(o, *g.sharding);
      }
    }
    // A call sharded where its callee's ROOT is not (a result's sharding written on the call that
    // returns it): XLA inlines calls before partitioning, and the value is made in that sharding;
    // the ROOT takes it, and a ROOT that is a call in turn its callee's (the output's buffer is
    // that innermost value's).
    for (std::size_t callee = call.callee, depth = 0; !first.root && i.sharding && i.shape.is_array() && depth < 256;
         ++depth) {
      hlo_computation& f = m_.computations[callee];
      hlo_instruction* r = f.instructions.empty() ? nullptr : &f.instructions.back();  // (hlo_computation::root's rule)
      for (hlo_instruction& x : f.instructions)
        if (x.root) {
          r = &x;
          break;
        }
      if (r == nullptr || r->sharding || r->opcode == hlo_op::parameter || !same_dims(r->shape, i.shape)) break;
      fill(*r, *i.sharding);
      const auto next = r->opcode == hlo_op::call && !r->called.empty() ? index_of(r->called.front()) : std::nullopt;
      if (!next) break;
      callee = *next;
    }
    first.known = true;
    first_calls_[call.callee] = std::move(first);
    if (finished_) finished_(call.callee);
  }

  // A computation being visited, on visit's stack: its instructions (or, not by shape, its calls)
  // before `next` are; `call` is the call whose callee is visited above it.
  struct frame {
    explicit frame(std::size_t computation) : ci(computation) {}
    std::size_t ci;
    std::size_t next = 0;
    std::optional<pending_call> call;
  };

  // Computation ci and the callees its calls reach, each once (a computation called twice keeps
  // what its first call gave it: call_begin). A stack of frames, not recursion: real call chains
  // are thousands deep.
  void visit(std::size_t ci) {
    if (done_[ci] != 0) return;
    done_[ci] = 1;
    std::vector<frame>& stack = stack_;
    stack.clear();
    stack.emplace_back(ci);
    while (!stack.empty()) {
      frame& f = stack.back();
      if (f.call) call_end(*f.call), f.call.reset();
      if (std::optional<pending_call> call = step(f)) {
        const std::size_t callee = call->callee;
        f.call = std::move(call);
        done_[callee] = 1;
        stack.emplace_back(callee);  // (f is not used past this)
        continue;
      }
      stack.pop_back();
    }
  }

  // Computation f.ci from f.next on: up to a call whose callee is to be visited (returned, with
  // f.next past it), or to its end (nullopt), the backward pass included.
  std::optional<pending_call> step(frame& f) {
    const std::size_t ci = f.ci;
    hlo_computation& c = m_.computations[ci];
    // Instruction i's operand k (positions resolved once, hlo_operand_index), or nullptr.
    auto operand_of = [&](const hlo_instruction& i, std::size_t k) -> hlo_instruction* {
      const auto ops = index_.operands(ci, static_cast<std::size_t>(&i - c.instructions.data()));
      return k < ops.size() && ops[k] != hlo_operand_index::missing ? &c.instructions[ops[k]] : nullptr;
    };
    if (!by_shape_) {  // only the calls
      // (the calls are far apart, each record read cold: the one four calls on is asked for now,
      // its five cache lines, so that it has come when reached)
      const std::vector<std::uint32_t>& calls = outline_of(ci).calls;
      while (f.next < calls.size()) {
        const std::size_t j = f.next++;
        if (j + 4 < calls.size())
          for (std::size_t at = 0; at < sizeof(hlo_instruction); at += 64)
            __builtin_prefetch(reinterpret_cast<const char*>(&c.instructions[calls[j + 4]]) + at);
        if (std::optional<pending_call> call = call_begin(ci, c.instructions[calls[j]], operand_of)) return call;
      }
      return std::nullopt;
    }
    // Forward: an instruction takes the sharding of its first operand of the same shape; a call
    // gives its operands' shardings to its callee's parameters and takes its callee's ROOT's.
    while (f.next < c.instructions.size()) {
      hlo_instruction& i = c.instructions[f.next++];
      if (i.opcode == hlo_op::call && !i.called.empty()) {
        if (std::optional<pending_call> call = call_begin(ci, i, operand_of)) return call;
        continue;
      }
      if (i.opcode == hlo_op::stablehlo_while) {
        if (std::optional<pending_call> call = loop_begin(ci, i, operand_of)) return call;
        continue;
      }
      if (i.opcode == hlo_op::stablehlo_case) {
        case_results(ci, i);
        continue;
      }
      // A reduce of several results (argmax's values and indices), chlo.top_k's values and indices.
      if (!i.sharding && i.shape.is_tuple() && (i.opcode == hlo_op::reduce || i.opcode == hlo_op::chlo_top_k)) {
        const bool top_k = i.opcode == hlo_op::chlo_top_k;
        const auto operand = [&](std::size_t k) { return operand_of(i, k); };
        fill_results(c, static_cast<std::size_t>(&i - c.instructions.data()),
                     [&](std::size_t k, const hlo_shape& s) -> std::optional<std::string_view> {
                       const std::string_view p = top_k ? top_k_result(i, s, operand) : reduce_result(i, k, s, operand);
                       return p.empty() ? std::nullopt : std::optional<std::string_view>(p);
                     });
        continue;
      }
      if (i.sharding || i.opcode == hlo_op::parameter || i.opcode == hlo_op::constant || i.opcode == hlo_op::tuple ||
          i.opcode == hlo_op::get_tuple_element)
        continue;
      // (a dot, a convolution or a transpose of a square operand keeps its shape, not its dimensions)
      const bool keeps_dims = !(i.opcode == hlo_op::dot || i.opcode == hlo_op::convolution ||
                                i.opcode == hlo_op::transpose || i.opcode == hlo_op::gather);
      for (std::size_t k = 0; keeps_dims && k < i.operands.size(); ++k)
        if (const hlo_instruction* o = operand_of(i, k); o != nullptr && o->sharding && same_dims(o->shape, i.shape)) {
          fill(i, *o->sharding);
          break;
        }
      if (!i.sharding && !i.operands.empty())
        if (const std::string_view p = by_dimensions(i, [&](std::size_t k) { return operand_of(i, k); }); !p.empty())
          fill(i, p);
      if (!i.sharding && !i.operands.empty())
        if (const std::string_view p = by_position(i, [&](std::size_t k) { return operand_of(i, k); }); !p.empty())
          fill(i, p);
      if (!i.sharding && (i.opcode == hlo_op::transpose || i.opcode == hlo_op::custom_call) && !i.operands.empty())
        if (const hlo_instruction* o = operand_of(i, 0); o != nullptr && o->sharding)
          if (const std::string_view p = permuted(*o, i.shape); !p.empty()) fill(i, p);
    }
    // Backward: an instruction still without one takes the sharding of its first user of the same
    // shape (a broadcast constant multiplied into a sharded value is sharded as the product).
    // A region's or a callee's parameter too (not the entry's: JAX writes each of those), and a
    // call's operand takes its callee's parameter's (Shardy propagates both ways through a call's
    // and a loop's values; XLA inlines the call before partitioning).
    for (std::size_t k = c.instructions.size(); k-- > 0;) {
      hlo_instruction& u = c.instructions[k];
      if (u.opcode == hlo_op::call && !u.called.empty()) {
        const auto callee = callee_of(ci, u);
        if (!callee || *callee == ci) continue;
        const hlo_computation& g = m_.computations[*callee];
        for (const std::uint32_t p : outline_of(*callee).parameters) {
          const hlo_instruction& q = g.instructions[p];
          if (!q.sharding || whole(*q.sharding) || q.parameter_number < 0) continue;
          if (hlo_instruction* d = operand_of(u, static_cast<std::size_t>(q.parameter_number));
              d != nullptr && !d->sharding && fillable(*d, c) && same_dims(d->shape, q.shape))
            fill(*d, *q.sharding);
        }
        continue;
      }
      if (!u.sharding || u.opcode == hlo_op::tuple) continue;
      for (std::size_t j = 0; j < u.operands.size(); ++j)
        if (hlo_instruction* d = operand_of(u, j); d != nullptr && !d->sharding && fillable(*d, c) &&
                                                   d->opcode != hlo_op::call && same_dims(d->shape, u.shape))
          fill(*d, *u.sharding);
    }
    return std::nullopt;
  }

  hlo_operand_index index_;
  bool by_shape_;
  std::vector<char> done_;
  std::vector<first_call> first_calls_;  // by callee: the last walk's first call
  std::unordered_map<std::size_t, std::unordered_map<std::string_view, std::size_t>> names_;  // named_in's
  std::vector<hlo_outline> outlines_;                        // by computation
  // Each call's callee + 1 by instruction, from first_instruction_ (0: not looked up yet).
  static constexpr std::uint32_t no_callee = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::size_t> first_instruction_;  // by computation, then the end
  std::vector<std::uint32_t> callees_;
  std::vector<frame> stack_;                    // visit's (grown once, kept for the next walks)
  std::size_t filled_ = 0;
  std::vector<hlo_instruction*> loop_params_, loop_results_;  // loop_end's, by state element
  std::function<void(std::size_t)> finished_;  // run_again's
  bool spent_ = false;                         // (a finished computation's positions are stale)
};

}  // namespace detail

/// Fills in the shardings a lowered module leaves out, by a simple propagation (not GSPMD's or
/// Shardy's, which weigh costs): from the entry, in call order, an instruction without a sharding
/// takes its first operand's of the same shape (elementwise ops, converts, custom calls that keep
/// their shape); a call hands its operands' shardings to the callee's parameters and takes the
/// callee ROOT's (a callee is walked at its first call; a later call whose operands give its
/// parameters the same shardings takes the same ROOT sharding, and one whose operands differ
/// none; a parameter's sharding written in the text, or filled by an earlier propagation, is its
/// own whatever the call); then, backwards, an instruction still without one takes its first
/// user's of the same shape (a broadcast constant multiplied into a sharded value). Everything
/// else stays whole (replicated): an upper bound. `{manual}` values (inside shard_map) are
/// already local.
/// Returns how many instructions it gave a sharding.
/// Example: jaxdecomp's pfft3d: the argument's `{devices=[1,16,1]<=[16]}` reaches the convert,
///          the CustomSPMDPartitioning call, the multiply and so the output.
inline std::size_t propagate_shardings(hlo_module& m) { return detail::sharding_propagation(m, true).run(); }

}  // namespace shardmem
