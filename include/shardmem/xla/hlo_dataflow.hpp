// HloDataflowAnalysis over a module's flattened schedule (../HLO.md sect. 4-5): which instruction
// defines which values and which values flow through each instruction, with the computations
// the entry calls flattened as HloLiveRange flattens them. The first stage of hlo_liveness
// (hlo_live_range.hpp, whose file comment says what is modelled and what is refused); hlo_alias.hpp
// then merges buffers as HloAliasAnalysis does.
// Sources (openxla/xla): xla/service/hlo_dataflow_analysis.cc (UpdateWhileValueSet,
// UpdateConditionalValueSet, UpdateParameterValueSet, Phi), xla/hlo/utils/hlo_live_range.cc
// (FlattenSchedule).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

namespace shardmem {

/// One value of a module (an HloValue): what instruction defines it, at which index of its shape,
/// its bytes, and the times it is live, inclusive, on the flattened schedule.
struct hlo_value {
  std::uint32_t computation = 0, instruction = 0;  ///< indices into hlo_module::computations and its instructions
  hlo_shape_index index{};                         ///< `{}` for an array; a tuple's element path
  std::int64_t bytes = 0;                          ///< hlo_byte_size of the subshape (a tuple: its table)
  std::int64_t start = 0, end = 0;                 ///< live on [start, end]
  bool entry_parameter = false;
  bool constant = false;
  /// Its buffer (an HloBuffer): the id of a value standing for every value written in place of
  /// another (dynamic-update-slice, output_to_operand_aliasing); its own id otherwise.
  std::uint32_t buffer = 0;
  /// In host memory (its subshape's layout says S(5)): the host_* twins hold it, not the device,
  /// so the device peak leaves it out.
  bool host = false;
  /// A phi value (HloDataflowAnalysis in SSA form, as HloAliasAnalysis runs it): defined where
  /// control flow merges values (a while, its body's and condition's parameters, a conditional)
  /// and not optimized away by PhiGraph::Optimize; it shares the buffer of what it merges.
  bool phi = false;
};

namespace detail {

// A vector that holds one element in place and more in a std::vector (all of them there then):
// most value sets hold one value and most instructions one subshape, so that reading a module of
// a million instructions allocates nothing per instruction for them.
template <class T>
class one_or_many {
 public:
  one_or_many() = default;
  explicit one_or_many(std::size_t n) { resize(n); }
  one_or_many(std::initializer_list<T> l) { assign(l.begin(), l.end()); }
  one_or_many& operator=(std::initializer_list<T> l) {
    assign(l.begin(), l.end());
    return *this;
  }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] T* begin() noexcept { return size_ > 1 ? many_.data() : &one_; }
  [[nodiscard]] T* end() noexcept { return begin() + size_; }
  [[nodiscard]] const T* begin() const noexcept { return size_ > 1 ? many_.data() : &one_; }
  [[nodiscard]] const T* end() const noexcept { return begin() + size_; }
  [[nodiscard]] T& operator[](std::size_t k) noexcept { return begin()[k]; }
  [[nodiscard]] const T& operator[](std::size_t k) const noexcept { return begin()[k]; }
  [[nodiscard]] const T& front() const noexcept { return *begin(); }

  void resize(std::size_t n) {
    if (n <= 1) {
      if (size_ > 1) one_ = std::move(many_.front());
      if (n == 0 || size_ == 0) one_ = T{};
      many_.clear();
    } else {
      if (size_ <= 1) {
        many_.clear();
        if (size_ == 1) many_.push_back(std::move(one_));
        one_ = T{};
      }
      many_.resize(n);
    }
    size_ = n;
  }
  void assign(std::size_t n, const T& value) {
    resize(n);
    for (T& x : *this) x = value;
  }
  template <std::input_iterator It>
  void assign(It first, It last) {
    if (std::distance(first, last) <= 1) {
      many_.clear();
      size_ = first == last ? 0 : 1;
      one_ = first == last ? T{} : T(*first);
    } else {
      std::vector<T> v(first, last);
      many_ = std::move(v);
      one_ = T{};
      size_ = many_.size();
    }
  }
  void push_back(T x) {
    if (size_ == 0) {
      one_ = std::move(x);
    } else {
      if (size_ == 1) many_.push_back(std::move(one_)), one_ = T{};
      many_.push_back(std::move(x));
    }
    ++size_;
  }
  // Drops [from, end()).
  void truncate(const T* from) { resize(static_cast<std::size_t>(from - begin())); }

 private:
  T one_{};
  std::size_t size_ = 0;
  std::vector<T> many_;
};

// The buffers of a module's values as a union-find: values written in place of one another, or
// merged by control flow, are one buffer (an HloBuffer), named by its root value.
class hlo_value_buffers {
 public:
  /// The root of v's buffer.
  std::uint32_t buffer_of(std::uint32_t v) {
    while (parent_[v] != v) v = parent_[v] = parent_[parent_[v]];
    return v;
  }
  /// Values up to `values` (those not joined yet) a buffer of their own each.
  void grow(std::size_t values) {
    if (values <= parent_.size()) return;
    const std::size_t from = parent_.size();
    parent_.resize(values);
    for (std::size_t v = from; v < values; ++v) parent_[v] = static_cast<std::uint32_t>(v);
    count_.resize(values, 1);
  }
  /// One buffer for the values of a's and b's.
  void join(std::uint32_t a, std::uint32_t b) {
    grow(std::size_t{std::max(a, b)} + 1);
    const std::uint32_t ra = buffer_of(a), rb = buffer_of(b);
    if (ra == rb) return;
    parent_[ra] = rb;
    count_[rb] += count_[ra];
  }
  /// How many values the buffer of root `root` holds.
  [[nodiscard]] std::uint32_t count(std::uint32_t root) const { return count_[root]; }
  void clear() { parent_.clear(), count_.clear(); }

 private:
  std::vector<std::uint32_t> parent_;  // by value; a root is its own parent
  std::vector<std::uint32_t> count_;   // by root: its values
};

// A module's dataflow as hlo_flattener leaves it, for the passes after it (hlo_alias.hpp, then
// hlo_live_range.hpp): the values, the flattened schedule, each flattened instruction's value
// sets and time, each computation's span, the buffers joined so far, the phis' inputs, and the
// whiles and conditionals met.
struct hlo_dataflow {
  using value_set = one_or_many<std::uint32_t>;
  using value_sets = one_or_many<value_set>;  // by pre-order subshape
  struct loop {
    std::uint32_t c, i, init, cond, cond_param, body, body_param, body_root;
  };
  struct branches {
    std::uint32_t c, i;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> roots;  // (computation, root) by branch
  };

  explicit hlo_dataflow(const hlo_module& module, hlo_backend sized_for = hlo_backend::gpu)
      : m(module),
        backend(sized_for),
        sets(module.computations.size()),
        time(module.computations.size()),
        span(module.computations.size(), {-1, -1}) {}

  const hlo_module& m;
  hlo_backend backend;  // whose hlo_byte_size the values have
  std::uint32_t entry = 0;
  hlo_operand_index operands;  // of the computations flattened (hlo_flattener::run sets it)
  std::vector<hlo_value> values;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> schedule;  // by time: (computation, instruction)
  std::vector<std::vector<value_sets>> sets;                      // by computation, instruction
  std::vector<std::vector<std::int64_t>> time;                    // by computation, instruction
  std::vector<std::pair<std::int64_t, std::int64_t>> span;        // by computation: [first, end) times
  hlo_value_buffers buffers;
  std::vector<std::vector<std::uint32_t>> phi_inputs;  // by value: a phi's inputs, until optimize_phis
  std::vector<loop> whiles;
  std::vector<branches> conditionals;

  const hlo_instruction& at(std::uint32_t c, std::uint32_t i) const { return m.computations[c].instructions[i]; }

  std::uint32_t operand(std::uint32_t c, std::uint32_t i, std::size_t k) const {
    const hlo_instruction& in = at(c, i);
    if (k >= in.operands.size())
      detail::raise<invalid_error>("instruction '{}' ({}) of computation '{}' has {} operands; it needs at least {}",
                                   in.name, in.opcode, m.computations[c].name, in.operands.size(), k + 1);
    const std::uint32_t o = operands.operands(c, i)[k];
    if (o == hlo_operand_index::missing)
      detail::raise<invalid_error>("instruction '{}' of computation '{}' reads '{}', which the computation lacks",
                                   in.name, m.computations[c].name, in.operands[k]);
    return o;
  }
};

// HloDataflowAnalysis's values and HloLiveRange's flattened schedule: assigns each instruction of
// the computations the entry reaches (through call, while and conditional) a time, callees just
// before their caller, and its value sets by subshape: the values it defines and those flowing
// through it (tuples, get-tuple-element, bitcast, copy's top level, calls, async pairs), phis
// where a while or conditional merges values, and in-place writes joined into one buffer.
class hlo_flattener {
 public:
  using value_set = hlo_dataflow::value_set;
  using value_sets = hlo_dataflow::value_sets;

  explicit hlo_flattener(hlo_dataflow& d) : d_(d) {}

  /// Flattens from the entry computation.
  /// @throws invalid_error as hlo_liveness.
  void run() {
    const hlo_computation* entry = d_.m.entry();
    if (entry == nullptr) detail::raise<invalid_error>("HLO module '{}' has no computation", d_.m.name);
    d_.entry = static_cast<std::uint32_t>(entry - d_.m.computations.data());
    reserve_values();
    flatten(d_.entry);
  }

 private:
  // Room for the values flatten defines, phis aside: a subshape each of every instruction of the
  // computations it reaches (through call, while and conditional), so that the vector is sized
  // once (growing one of a million values would hold two copies for a moment); and the operand
  // positions of those computations, the only ones flatten reads by operand.
  // Each call's callee is noted as it is found here (call_callee), for step_call.
  void reserve_values() {
    const std::vector<hlo_computation>& all = d_.m.computations;
    first_.assign(all.size() + 1, 0);
    for (std::size_t c = 0; c < all.size(); ++c) first_[c + 1] = first_[c] + all[c].instructions.size();
    call_callee_.assign(first_.back(), unknown);
    std::vector<char> seen(all.size(), 0);
    std::vector<std::uint32_t> work{d_.entry};
    std::size_t n = 0;
    seen[d_.entry] = 1;
    while (!work.empty()) {
      const std::uint32_t c = work.back();
      const hlo_computation& comp = all[c];
      work.pop_back();
      for (std::size_t i = 0; i < comp.instructions.size(); ++i) {
        const hlo_instruction& in = comp.instructions[i];
        n += subtree_size(in.shape);
        if (in.opcode != hlo_op::call && in.opcode != hlo_op::while_ && in.opcode != hlo_op::conditional) continue;
        for (const std::string_view name : in.called)
          if (const hlo_computation* callee = d_.m.find(name)) {
            const auto k = static_cast<std::size_t>(callee - all.data());
            if (in.opcode == hlo_op::call) call_callee_[first_[c] + i] = static_cast<std::uint32_t>(k);
            if (!seen[k]) seen[k] = 1, work.push_back(static_cast<std::uint32_t>(k));
          }
      }
    }
    d_.values.reserve(n + n / 16);
    d_.operands = hlo_operand_index(d_.m, seen);  // the computations flatten reaches, no fusion body
    // (the others' names are checked too: one defined twice is refused, as XLA's parser refuses it)
    for (char& c : seen) c = c == 0 ? 1 : 0;
    (void)hlo_operand_index(d_.m, seen);
  }

  // New values for every subshape of `s` from pre-order position `pos`, defined by (c, i).
  void define(std::uint32_t c, std::uint32_t i, const hlo_shape& s, hlo_shape_index& index, value_sets& sets,
              std::size_t& pos, bool entry_parameter, bool constant) {
    const auto v = static_cast<std::uint32_t>(d_.values.size());
    d_.values.push_back({c, i, index, hlo_byte_size(s, d_.backend), 0, 0, entry_parameter, constant});
    sets[pos++] = {v};
    for (std::size_t k = 0; k < s.elements.size(); ++k) {
      index.push_back(static_cast<std::int64_t>(k));
      define(c, i, s.elements[k], index, sets, pos, entry_parameter, constant);
      index.pop_back();
    }
  }

  // The value at `index` of instruction (c, i)'s sets, when exactly one array value is there.
  [[nodiscard]] std::optional<std::uint32_t> single_value(std::uint32_t c, std::uint32_t i,
                                                          const hlo_shape_index& index) const {
    const hlo_shape* s = &d_.at(c, i).shape;
    std::size_t pos = 0;
    for (const std::int64_t k : index) {
      if (!s->is_tuple() || k < 0 || static_cast<std::size_t>(k) >= s->elements.size()) return std::nullopt;
      pos += places_(*s, static_cast<std::size_t>(k));
      s = &s->elements[static_cast<std::size_t>(k)];
    }
    const value_sets& sets = d_.sets[c][i];
    if (!s->is_array() || pos >= sets.size() || sets[pos].size() != 1) return std::nullopt;
    return sets[pos].front();
  }

  // In-place ops write an output into an operand's buffer (AliasInfo::GetInPlaceInputOutputPairs,
  // ../HLO.md sect. 4.3): dynamic-update-slice (operand 0), a custom-call or fusion with
  // output_to_operand_aliasing, a fusion whose root is a dynamic-update-slice of a parameter.
  void in_place(std::uint32_t c, std::uint32_t i) {
    const hlo_instruction& in = d_.at(c, i);
    const std::vector<hlo_io_alias> pairs = hlo_in_place_pairs(d_.m, in);
    for (const hlo_io_alias& a : pairs) {
      if (a.parameter < 0 || static_cast<std::size_t>(a.parameter) >= in.operands.size())
        detail::raise<invalid_error>("'{}' writes in place of operand {}, but it has {}", in.name, a.parameter,
                                     in.operands.size());
      const auto out = single_value(c, i, a.output);
      const auto src = single_value(c, d_.operand(c, i, static_cast<std::size_t>(a.parameter)), a.parameter_index);
      if (!out || !src)
        detail::raise<invalid_error>("'{}' writes in place, but its aliased output or operand is not one array value",
                                     in.name);
      d_.buffers.join(*out, *src);
    }
  }

  // A new value for the top-level table of tuple `s` at pre-order position `pos` (at `index`).
  void define_top(std::uint32_t c, std::uint32_t i, const hlo_shape& s, value_sets& sets, std::size_t& pos,
                  const hlo_shape_index& index = {}) {
    const auto v = static_cast<std::uint32_t>(d_.values.size());
    d_.values.push_back({c, i, index, hlo_byte_size(s, d_.backend), 0, 0, false, false});
    sets[pos++] = {v};
  }

  // A computation being flattened, on flatten's stack: its instructions before `i` are; a call,
  // while or conditional at `i` waits, at `stage`, for the callee flattened above it.
  struct frame {
    std::uint32_t c = 0;
    std::vector<value_sets> bound;  // its parameters' sets: its caller's operands' (none for the entry)
    std::uint32_t i = 0;
    std::uint32_t stage = 0;  // 0: instruction i not begun; else how far through its callees
    std::uint32_t callee = 0, body = 0, cond_param = 0, body_param = 0;  // the callee flattened; a while's parts
    std::vector<value_sets> held;                                        // a while's other argument, meanwhile
    std::vector<std::pair<std::uint32_t, std::uint32_t>> roots;          // a conditional's (branch, root) so far
  };
  // What a call, while or conditional asks for next: computation `c` flattened with `args`.
  struct descent {
    std::uint32_t c;
    std::vector<value_sets> args;
  };

  // Assigns times to the instructions of the computations `entry` reaches (callees first, just
  // before their caller) and their value sets; a callee's parameters take its caller's operands'
  // sets. A stack of frames, not recursion: real call chains are thousands deep.
  void flatten(std::uint32_t entry) {
    std::vector<frame> stack;
    std::vector<value_sets> returned;  // the arguments of the computation flattened last
    enter(stack, entry, {});
    while (!stack.empty()) {
      frame& f = stack.back();
      if (f.i == d_.m.computations[f.c].instructions.size()) {
        d_.span[f.c].second = static_cast<std::int64_t>(d_.schedule.size());
        returned = std::move(f.bound);
        stack.pop_back();
        continue;
      }
      std::optional<descent> next = step(f, returned);
      if (next) {
        enter(stack, next->c, std::move(next->args));  // (f is not used past this)
        continue;
      }
      d_.time[f.c][f.i] = static_cast<std::int64_t>(d_.schedule.size());
      d_.schedule.emplace_back(f.c, f.i);
      ++f.i, f.stage = 0;
    }
  }

  // Computation c on the stack, to be flattened with `bound`: refused where it is there already
  // (it calls itself) or was flattened before (it is called twice).
  void enter(std::vector<frame>& stack, std::uint32_t c, std::vector<value_sets> bound) {
    const hlo_computation& comp = d_.m.computations[c];
    if (d_.span[c].first >= 0 && d_.span[c].second < 0)
      detail::raise<invalid_error>("computation '{}' calls itself (through a call, while or conditional); HLO "
                                   "computations cannot recurse",
                                   comp.name);
    if (d_.span[c].first >= 0)
      detail::raise<invalid_error>("computation '{}' is called more than once; copy it for each call site first "
                                   "(hlo_flatten_call_graph, as XLA's FlattenCallGraph does)",
                                   comp.name);
    d_.span[c].first = static_cast<std::int64_t>(d_.schedule.size());
    d_.sets[c].resize(comp.instructions.size());  // a computation's sets and times: once it is flattened
    d_.time[c].assign(comp.instructions.size(), -1);
    frame& f = stack.emplace_back();
    f.c = c, f.bound = std::move(bound);
  }

  // Instruction f.i of computation f.c, its value sets: done (nullopt), or a callee to flatten
  // first, after which it is stepped again (`returned`: the arguments that callee was given).
  std::optional<descent> step(frame& f, std::vector<value_sets>& returned) {
    const std::uint32_t c = f.c, i = f.i;
    const hlo_computation& comp = d_.m.computations[c];
    const hlo_instruction& in = comp.instructions[i];
    value_sets& sets = d_.sets[c][i];
    const hlo_op op = in.opcode.op();
    if (op == hlo_op::call) return step_call(f, returned);
    if (op == hlo_op::while_) return step_while(f, returned);
    if (op == hlo_op::conditional) return step_conditional(f);
    sets.assign(subtree_size(in.shape), {});
    auto copy_from = [&](std::uint32_t src, std::size_t from, std::size_t to) {
      const value_sets& s = d_.sets[c][src];
      for (std::size_t k = 0; from + k < s.size() && to + k < sets.size(); ++k) sets[to + k] = s[from + k];
    };
    if (op == hlo_op::parameter) {
      if (c == d_.entry) {
        hlo_shape_index index;
        std::size_t pos = 0;
        define(c, i, in.shape, index, sets, pos, true, false);
      } else {
        const auto n = static_cast<std::size_t>(in.parameter_number);
        if (n >= f.bound.size())
          detail::raise<invalid_error>("parameter {} of computation '{}' has no operand in its caller", n, comp.name);
        sets = f.bound[n];
      }
    } else if (op == hlo_op::get_tuple_element) {
      const std::uint32_t src = d_.operand(c, i, 0);
      const hlo_shape& s = d_.at(c, src).shape;
      if (!s.is_tuple() || in.tuple_index < 0 || static_cast<std::size_t>(in.tuple_index) >= s.elements.size())
        detail::raise<invalid_error>("'{}' reads element {} of '{}', which is not a tuple with that element", in.name,
                                     in.tuple_index, d_.at(c, src).name);
      copy_from(src, places_(s, static_cast<std::size_t>(in.tuple_index)), 0);
    } else if (op == hlo_op::bitcast) {
      copy_from(d_.operand(c, i, 0), 0, 0);
    } else if (op == hlo_op::tuple || op == hlo_op::copy) {
      hlo_shape_index index;
      const auto v = static_cast<std::uint32_t>(d_.values.size());
      d_.values.push_back({c, i, index, hlo_byte_size(in.shape, d_.backend), 0, 0, false, false});
      sets[0] = {v};
      if (op == hlo_op::tuple) {
        if (in.operands.size() != in.shape.elements.size())
          detail::raise<invalid_error>("tuple '{}' has {} operands but its shape {} elements", in.name,
                                       in.operands.size(), in.shape.elements.size());
        std::size_t to = 1;
        for (std::size_t k = 0; k < in.operands.size(); ++k) {
          copy_from(d_.operand(c, i, k), 0, to);
          to += subtree_size(in.shape.elements[k]);
        }
      } else {
        copy_from(d_.operand(c, i, 0), 1, 1);  // a copy of a tuple is shallow
      }
    } else if (hlo_async_start(in)) {
      // ((operands), results, contexts): the operands part aliases the operands (its tuple table
      // is new); results and contexts are defined here (../HLO.md sect. 4.1). copy-start is
      // (destination, source, context): the source aliases the operand.
      const bool copy = op == hlo_op::copy_start;
      if (!in.shape.is_tuple() || in.shape.elements.size() < 2)
        detail::raise<invalid_error>("'{}' ({}) has shape that is not (operands, results, ...)", in.name, in.opcode);
      hlo_shape_index index;
      std::size_t pos = 0;
      define_top(c, i, in.shape, sets, pos);
      const std::size_t aliased = copy ? 1 : 0;
      for (std::size_t k = 0; k < in.shape.elements.size(); ++k) {
        const hlo_shape& e = in.shape.elements[k];
        index.assign(1, static_cast<std::int64_t>(k));
        if (k != aliased) {
          define(c, i, e, index, sets, pos, false, false);
          continue;
        }
        if (in.operands.size() == 1 && (!e.is_tuple() || copy)) {
          copy_from(d_.operand(c, i, 0), 0, pos);
          pos += subtree_size(e);
          continue;
        }
        if (!e.is_tuple() || e.elements.size() != in.operands.size())
          detail::raise<invalid_error>("'{}' ({}) holds {} operands in a shape of {} elements", in.name, in.opcode,
                                       in.operands.size(), e.elements.size());
        define_top(c, i, e, sets, pos, index);
        for (std::size_t j = 0; j < in.operands.size(); ++j) {
          copy_from(d_.operand(c, i, j), 0, pos);
          pos += subtree_size(e.elements[j]);
        }
      }
    } else if (hlo_async_done(in)) {
      // The value the matching start defined: its results ({1}; copy-start's destination {0}).
      const std::uint32_t start = d_.operand(c, i, 0);
      const hlo_shape& ss = d_.at(c, start).shape;
      if (!hlo_async_start(d_.at(c, start)) || !ss.is_tuple() || ss.elements.size() < 2)
        detail::raise<invalid_error>("'{}' ({}) reads '{}', which is not a matching start", in.name, in.opcode,
                                     d_.at(c, start).name);
      const std::size_t k = op == hlo_op::copy_done ? 0 : 1;
      copy_from(start, places_(ss, k), 0);
      if (in.shape.is_tuple() && !ss.elements[k].is_tuple()) {
        std::size_t pos = 0;
        define_top(c, i, in.shape, sets, pos);
      }
    } else if (hlo_async_spelling(in.opcode) || hlo_start_spelling(in.opcode) || hlo_done_spelling(in.opcode) ||
               op == hlo_op::send || op == hlo_op::recv || op == hlo_op::add_dependency || op == hlo_op::domain ||
               op == hlo_op::opt_barrier || op == hlo_op::set_dimension_size ||
               (in.output_to_operand_aliasing && op != hlo_op::custom_call && op != hlo_op::fusion)) {
      detail::raise<invalid_error>("instruction '{}' ({}) of computation '{}': its buffer semantics are not modelled "
                                   "yet",
                                   in.name, in.opcode, comp.name);
    } else {
      hlo_shape_index index;
      std::size_t pos = 0;
      define(c, i, in.shape, index, sets, pos, false, op == hlo_op::constant);
      in_place(c, i);
    }
    return std::nullopt;
  }

  // A call: its callee flattened with its operands' sets, then its callee's ROOT's sets.
  std::optional<descent> step_call(frame& f, std::vector<value_sets>& returned) {
    const hlo_instruction& in = d_.at(f.c, f.i);
    if (f.stage == 0) {
      d_.sets[f.c][f.i].assign(subtree_size(in.shape), {});
      if (in.called.size() != 1)
        detail::raise<invalid_error>("call '{}' names {} computations", in.name, in.called.size());
      const std::uint32_t known = call_callee_[first_[f.c] + f.i];
      const hlo_computation* callee = known != unknown ? &d_.m.computations[known] : d_.m.find(in.called[0]);
      if (callee == nullptr)
        detail::raise<invalid_error>("call '{}' calls '{}', which the module lacks", in.name, in.called[0]);
      std::vector<value_sets> args;
      for (std::size_t k = 0; k < in.operands.size(); ++k) args.push_back(d_.sets[f.c][d_.operand(f.c, f.i, k)]);
      f.callee = static_cast<std::uint32_t>(callee - d_.m.computations.data());
      f.stage = 1;
      return descent{f.callee, std::move(args)};
    }
    returned.clear();
    const hlo_computation& callee = d_.m.computations[f.callee];
    const hlo_instruction* root = callee.root();
    if (root == nullptr) detail::raise<invalid_error>("call '{}' calls '{}', which is empty", in.name, callee.name);
    d_.sets[f.c][f.i] = d_.sets[f.callee][static_cast<std::uint32_t>(root - callee.instructions.data())];
    return std::nullopt;
  }

  // New phi values for every subshape of `s`, defined by (c, i) (HloDataflowAnalysis::Phi in SSA
  // form, which HloAliasAnalysis::Run asks for); their inputs are set by the caller.
  value_sets phis(std::uint32_t c, std::uint32_t i, const hlo_shape& s) {
    value_sets sets(subtree_size(s));
    hlo_shape_index index;
    std::size_t pos = 0;
    const std::size_t first = d_.values.size();
    define(c, i, s, index, sets, pos, false, false);
    for (std::size_t v = first; v < d_.values.size(); ++v) d_.values[v].phi = true;
    d_.phi_inputs.resize(d_.values.size());
    return sets;
  }
  void phi_input(const value_sets& phi, std::size_t p, const value_set& inputs) {
    auto& in = d_.phi_inputs[phi[p].front()];
    in.insert(in.end(), inputs.begin(), inputs.end());
  }

  // The parameter(0) of computation k, called by while `in` as its `role`, of the loop state's
  // structure.
  std::uint32_t loop_parameter(std::uint32_t k, const hlo_instruction& in, std::string_view role) const {
    const hlo_computation& comp = d_.m.computations[k];
    for (std::uint32_t j = 0; j < comp.instructions.size(); ++j)
      if (comp.instructions[j].opcode == hlo_op::parameter && comp.instructions[j].parameter_number == 0) {
        if (!same_tree(comp.instructions[j].shape, in.shape))
          detail::raise<invalid_error>("while '{}': the parameter of its {} '{}' is not shaped as the loop state",
                                       in.name, role, comp.name);
        return j;
      }
    detail::raise<invalid_error>("while '{}': its {} '{}' has no parameter(0); give it the loop state as parameter(0)",
                                 in.name, role, comp.name);
  }
  std::uint32_t root_of(std::uint32_t k, const hlo_instruction& in) const {
    const hlo_computation& comp = d_.m.computations[k];
    const hlo_instruction* root = comp.root();
    if (root == nullptr)
      detail::raise<invalid_error>("{} '{}' calls '{}', which is empty", in.opcode, in.name, comp.name);
    return static_cast<std::uint32_t>(root - comp.instructions.data());
  }

  // A while (xla/hlo/utils/hlo_live_range.cc FlattenSchedule: its condition, then its body, just
  // before it). Values (hlo_dataflow_analysis.cc UpdateWhileValueSet, UpdateParameterValueSet in
  // SSA form): the body's parameter, the condition's parameter and the while each hold a phi of
  // the loop state's init value and the body root's, per subshape; optimize_phis drops those
  // that merge one value only (a state element the body passes through).
  // (Stepped as flatten steps it: the condition is flattened, then the body, then the rest.)
  std::optional<descent> step_while(frame& f, std::vector<value_sets>& returned) {
    const std::uint32_t c = f.c, i = f.i;
    const hlo_instruction& in = d_.at(c, i);
    if (f.stage == 0) {
      d_.sets[c][i].assign(subtree_size(in.shape), {});
      const auto [cond, body] = hlo_while_parts(d_.m, in);
      if (in.operands.size() != 1)
        detail::raise<invalid_error>("while '{}' has {} operands; it takes one, the loop state", in.name,
                                     in.operands.size());
      const std::uint32_t init = d_.operand(c, i, 0);
      if (!same_tree(d_.at(c, init).shape, in.shape))
        detail::raise<invalid_error>("while '{}': its operand '{}' is not shaped as the loop state", in.name,
                                     d_.at(c, init).name);
      const auto cc = static_cast<std::uint32_t>(cond - d_.m.computations.data());
      const auto bc = static_cast<std::uint32_t>(body - d_.m.computations.data());
      if (cc == bc)
        detail::raise<invalid_error>("while '{}' uses '{}' as both condition and body", in.name, cond->name);
      const std::uint32_t cp = loop_parameter(cc, in, "condition"), bp = loop_parameter(bc, in, "body");
      std::vector<value_sets> cond_arg{phis(cc, cp, d_.at(cc, cp).shape)};
      f.held.assign(1, phis(bc, bp, d_.at(bc, bp).shape));  // the body's, until the condition is flattened
      f.callee = cc, f.body = bc, f.cond_param = cp, f.body_param = bp, f.stage = 1;
      return descent{cc, std::move(cond_arg)};
    }
    if (f.stage == 1) {  // the condition flattened: the body next, its condition's argument kept
      std::vector<value_sets> body_arg = std::move(f.held);
      f.held = std::move(returned);
      f.stage = 2;
      return descent{f.body, std::move(body_arg)};
    }
    const std::vector<value_sets> body_arg = std::move(returned), cond_arg = std::move(f.held);
    const std::uint32_t cc = f.callee, bc = f.body, cp = f.cond_param, bp = f.body_param;
    const std::uint32_t init = d_.operand(c, i, 0);
    (void)root_of(cc, in);
    const std::uint32_t br = root_of(bc, in);
    if (!same_tree(d_.at(bc, br).shape, in.shape))
      detail::raise<invalid_error>("while '{}': the root of its body '{}' is not shaped as the loop state", in.name,
                                   d_.m.computations[bc].name);
    d_.sets[c][i] = phis(c, i, in.shape);
    const value_sets &start = d_.sets[c][init], &root = d_.sets[bc][br];
    for (std::size_t p = 0; p < d_.sets[c][i].size(); ++p) {
      phi_input(body_arg[0], p, start[p]), phi_input(body_arg[0], p, root[p]);
      phi_input(cond_arg[0], p, start[p]), phi_input(cond_arg[0], p, root[p]);
      phi_input(d_.sets[c][i], p, root[p]), phi_input(d_.sets[c][i], p, start[p]);
    }
    d_.whiles.push_back({c, i, init, cc, cp, bc, bp, br});
    return std::nullopt;
  }

  // A conditional (FlattenSchedule: its branches in order, just before it). Each branch's
  // parameter holds its operand's values (operand k + 1 for branch k); the conditional holds a
  // phi of the branch roots (UpdateConditionalValueSet). (Stepped: a branch at a time.)
  std::optional<descent> step_conditional(frame& f) {
    const std::uint32_t c = f.c, i = f.i;
    const hlo_instruction& in = d_.at(c, i);
    if (f.stage == 0) {
      d_.sets[c][i].assign(subtree_size(in.shape), {});
      if (in.called.empty())
        detail::raise<invalid_error>("conditional '{}' names no branches; give it branch_computations={{...}} or "
                                     "true_computation= and false_computation=",
                                     in.name);
      if (in.operands.size() != in.called.size() + 1)
        detail::raise<invalid_error>("conditional '{}' has {} operands for {} branches; it takes the branch index "
                                     "and one operand per branch",
                                     in.name, in.operands.size(), in.called.size());
      (void)d_.operand(c, i, 0);
      f.roots.clear();
    } else {  // branch stage - 1 flattened
      const std::uint32_t bc = f.callee;
      const std::uint32_t br = root_of(bc, in);
      if (!same_tree(d_.at(bc, br).shape, in.shape))
        detail::raise<invalid_error>("conditional '{}': the root of its branch '{}' is not shaped as its result",
                                     in.name, d_.m.computations[bc].name);
      f.roots.emplace_back(bc, br);
    }
    if (const std::size_t k = f.stage; k < in.called.size()) {
      const hlo_computation* branch = d_.m.find(in.called[k]);
      if (branch == nullptr)
        detail::raise<invalid_error>("conditional '{}' calls '{}', which the module lacks", in.name, in.called[k]);
      f.callee = static_cast<std::uint32_t>(branch - d_.m.computations.data());
      ++f.stage;
      return descent{f.callee, {d_.sets[c][d_.operand(c, i, k + 1)]}};
    }
    d_.sets[c][i] = phis(c, i, in.shape);
    for (std::size_t p = 0; p < d_.sets[c][i].size(); ++p)
      for (const auto& [bc, br] : f.roots) phi_input(d_.sets[c][i], p, d_.sets[bc][br][p]);
    d_.conditionals.push_back({c, i, std::move(f.roots)});
    return std::nullopt;
  }

  hlo_dataflow& d_;
  // A call's callee by instruction, from first_ (a computation's first instruction, then the
  // end), as reserve_values found it: each looked up by name once.
  static constexpr std::uint32_t unknown = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::size_t> first_;
  std::vector<std::uint32_t> call_callee_;
  mutable hlo_element_places places_;  // a cache: single_value reads through it
};

// The dataflow of `m` (values, value sets, the flattened schedule), before phis are optimized
// and buffers merged: what hlo_liveness starts from.
// @throws invalid_error as hlo_liveness.
[[nodiscard]] inline hlo_dataflow hlo_flatten(const hlo_module& m, hlo_backend backend = hlo_backend::gpu) {
  hlo_dataflow d(m, backend);
  hlo_flattener(d).run();
  return d;
}
// The dataflow refers to its module: a temporary one would be gone before it is read.
hlo_dataflow hlo_flatten(hlo_module&&, hlo_backend = hlo_backend::gpu) = delete;

}  // namespace detail

}  // namespace shardmem
