// The values of an HLO module, their live ranges over its flattened schedule, and the peak of
// memory held (../HLO.md sect. 4-6): HloDataflowAnalysis's which-instruction-defines-what,
// HloLiveRange's module-scoped time line (called computations flattened before their caller),
// and HeapSimulator's NoFragmentationStatsHeap, where a value may take over the buffer of an
// operand dying at its definition. This is the "true peak"; what memory_analysis() reserves is
// buffer assignment's, which builds on these ranges. The hand-over is modelled for an elementwise
// user reading its operand's instruction directly; buffer assignment also lets a fusion (GPU's
// sharing hint), a donated parameter's output and a user reading through get-tuple-element,
// bitcast or an async done take over a dying value's buffer, so where a program has those the
// peak here may count both buffers: an upper bound (tests/fuzz/fuzz_hlo_generated finds such
// modules and exempts exactly those hand-overs).
// Modelled so far: straight-line computations, tuples, get-tuple-element, bitcast, copy, call,
// while and conditional (module-scoped flattening; phi values as HloDataflowAnalysis makes them
// in SSA form and PhiGraph::Optimize keeps them; a loop's state and a conditional's branch roots
// one buffer per subshape, as HloAliasAnalysis merges them), asynchronous starts and dones of
// copies and collectives, and in-place writes (dynamic-update-slice, output_to_operand_aliasing,
// a fusion rooted in a dynamic-update-slice). A module using async-start with a wrapped
// computation, all-reduce-start, scatter, send/recv, opt-barrier or domain is refused by name
// (not guessed), and so is a computation called from two places (XLA's flattening would place
// it once; its callers would then share values this model does not track).
// Sources for while and conditional (openxla/xla, read at antkillerfarm/openxla 0ff5bc0f and
// openxla/xla c38f1678): xla/hlo/utils/hlo_live_range.cc FlattenSchedule, GetLastUsageTime (a
// while's use of its init value moves to its body's parameter), CalculateBufferStartEndMap;
// xla/service/hlo_dataflow_analysis.cc UpdateWhileValueSet, UpdateConditionalValueSet,
// UpdateParameterValueSet, Phi, OptimizePhiValues; xla/service/hlo_phi_graph.cc Optimize;
// xla/service/hlo_alias_analysis.cc ComputeWhileAliasedValues, ComputeConditionalAliasedValues.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_parse.hpp>
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

/// A module's values over its flattened schedule, and the heap simulator's peak.
struct hlo_live_ranges {
  std::vector<hlo_value> values;
  /// By time: the (computation, instruction) run then; schedule_end() == its size.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> schedule;
  std::int64_t peak = 0;       ///< most device bytes held at one time (constants and host values not counted)
  std::int64_t peak_time = 0;  ///< the first time the peak is reached
  /// The buffers holding bytes at the peak, one value each (of a buffer several values share, the
  /// one defined last), largest first; their bytes add up to `peak`. A value whose buffer a user
  /// took over at that time (a dying operand's reuse) is left out: its bytes are the user's.
  std::vector<std::uint32_t> live_at_peak;
  /// The bytes each of live_at_peak holds: its buffer's (the largest value of it).
  std::vector<std::int64_t> live_at_peak_bytes;
  /// By time: the bytes held once the values starting then are allocated (the heap's size when
  /// the instruction of that time runs); its maximum is `peak`. Size schedule_end() + 1.
  std::vector<std::int64_t> timeline;
  /// By computation: the times [first, end) its flattened instructions take (its callees'
  /// included, as HloLiveRange's computation_span_times); {-1, -1} when not flattened.
  std::vector<std::pair<std::int64_t, std::int64_t>> spans;

  [[nodiscard]] std::int64_t schedule_end() const noexcept { return static_cast<std::int64_t>(schedule.size()); }
  /// The value `instruction` (of computation `computation`, by name) defines at `index`, or nullopt.
  [[nodiscard]] std::optional<std::uint32_t> value_of(const hlo_module& m, std::string_view instruction,
                                                      const hlo_shape_index& index = {}) const {
    for (std::uint32_t v = 0; v < values.size(); ++v)
      if (m.computations[values[v].computation].instructions[values[v].instruction].name == instruction &&
          values[v].index == index)
        return v;
    return std::nullopt;
  }
  /// The ranges after HloLiveRange::NormalizeAliasedBuffers: the values of one buffer, ordered by
  /// (start, end, index), each end where the next starts, the last to the latest end. By value.
  [[nodiscard]] std::vector<std::pair<std::int64_t, std::int64_t>> normalized() const {
    std::vector<std::pair<std::int64_t, std::int64_t>> r(values.size());
    std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> by_buffer;
    for (std::uint32_t v = 0; v < values.size(); ++v) {
      r[v] = {values[v].start, values[v].end};
      by_buffer[values[v].buffer].push_back(v);
    }
    for (auto& [b, vs] : by_buffer) {
      std::sort(vs.begin(), vs.end(), [&](std::uint32_t x, std::uint32_t y) {
        return std::tie(r[x].first, r[x].second, x) < std::tie(r[y].first, r[y].second, y);
      });
      for (std::size_t k = 0; k + 1 < vs.size(); ++k) {
        r[vs[k + 1]].second = std::max(r[vs[k]].second, r[vs[k + 1]].second);
        r[vs[k]].second = std::min(r[vs[k]].second, r[vs[k + 1]].first);
      }
    }
    return r;
  }
};

namespace detail {

// The in-place (operand number, operand index) -> output index pairs of `in`
// (HloDataflowAnalysis::GetInPlaceInputOutputPairs, the cases modelled): dynamic-update-slice
// writes into operand 0; a fusion rooted in one into the fused parameter it updates; a fusion or
// custom-call into the operands its output_to_operand_aliasing names.
[[nodiscard]] inline std::vector<hlo_io_alias> hlo_in_place_pairs(const hlo_module& m, const hlo_instruction& in) {
  std::vector<hlo_io_alias> pairs;
  if (in.opcode == "dynamic-update-slice") pairs.push_back({{}, 0, {}, true});
  if (in.opcode == "fusion" && in.called.size() == 1) {
    const hlo_computation* body = m.find(in.called[0]);
    const hlo_instruction* root = body ? body->root() : nullptr;
    if (root && root->opcode == "dynamic-update-slice" && !root->operands.empty())
      for (const hlo_instruction& p : body->instructions)
        if (p.name == root->operands[0] && p.opcode == "parameter") pairs.push_back({{}, p.parameter_number, {}, true});
  }
  if ((in.opcode == "custom-call" || in.opcode == "fusion") && in.attribute("output_to_operand_aliasing")) {
    hlo_reader r(*in.attribute("output_to_operand_aliasing"));
    for (hlo_io_alias& a : read_io_alias(r)) pairs.push_back(std::move(a));
  }
  return pairs;
}

// Opcodes that are elementwise (HloInstruction::IsElementwise), spelt as HLO text spells them
// (HloOpcodeString: kExp is `exponential`, kLog1p `log-plus-one`): a user of this kind may write its
// output into the buffer of an operand of the same shape that dies there (../HLO.md sect. 4.4).
[[nodiscard]] inline bool hlo_elementwise(std::string_view op) {
  static constexpr std::string_view ops[] = {"abs",
                                             "add",
                                             "and",
                                             "atan2",
                                             "cbrt",
                                             "ceil",
                                             "clamp",
                                             "compare",
                                             "complex",
                                             "convert",
                                             "cos",
                                             "divide",
                                             "exponential",
                                             "exponential-minus-one",
                                             "floor",
                                             "imag",
                                             "is-finite",
                                             "log",
                                             "log-plus-one",
                                             "logistic",
                                             "maximum",
                                             "minimum",
                                             "multiply",
                                             "negate",
                                             "not",
                                             "or",
                                             "popcnt",
                                             "power",
                                             "real",
                                             "remainder",
                                             "round-nearest-afz",
                                             "round-nearest-even",
                                             "rsqrt",
                                             "select",
                                             "shift-left",
                                             "shift-right-arithmetic",
                                             "shift-right-logical",
                                             "sign",
                                             "sin",
                                             "sqrt",
                                             "subtract",
                                             "tan",
                                             "tanh",
                                             "xor",
                                             "count-leading-zeros",
                                             "erf",
                                             "reduce-precision",
                                             "stochastic-convert"};
  return std::find(std::begin(ops), std::end(ops), op) != std::end(ops);
}

// Subshapes of a shape in pre-order ({} first, then each element's subtree): how many.
[[nodiscard]] inline std::size_t subtree_size(const hlo_shape& s) {
  std::size_t n = 1;
  for (const hlo_shape& e : s.elements) n += subtree_size(e);
  return n;
}

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
    return r != nullptr && r->shape.is_array() && r->shape.element == "pred" && r->shape.dims.empty();
  };
  if (!predicate(a) && predicate(b)) std::swap(a, b);
  return {a, b};
}

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

class hlo_flattener {
 public:
  explicit hlo_flattener(const hlo_module& m)
      : m_(m), operands_(m), sets_(m.computations.size()), time_(m.computations.size()) {
    sets_.resize(m.computations.size());
    time_.resize(m.computations.size());
    span_.assign(m.computations.size(), {-1, -1});
  }

  hlo_live_ranges run() {
    const hlo_computation* entry = m_.entry();
    if (entry == nullptr) detail::raise<invalid_error>("HLO module '{}' has no computation", m_.name);
    entry_ = static_cast<std::uint32_t>(entry - m_.computations.data());
    reserve_values();
    flatten(entry_, nullptr);
    optimize_phis();
    alias_control_flow();
    ranges();
    simulate();
    out_.spans = span_;
    return std::move(out_);
  }

 private:
  // Room for the values flatten defines, phis aside: a subshape each of every instruction of the
  // computations it reaches (through call, while and conditional), so that the vector is sized
  // once (growing one of a million values would hold two copies for a moment).
  void reserve_values() {
    std::vector<char> seen(m_.computations.size(), 0);
    std::vector<std::uint32_t> work{entry_};
    std::size_t n = 0;
    seen[entry_] = 1;
    while (!work.empty()) {
      const hlo_computation& comp = m_.computations[work.back()];
      work.pop_back();
      for (const hlo_instruction& in : comp.instructions) {
        n += subtree_size(in.shape);
        if (in.opcode != "call" && in.opcode != "while" && in.opcode != "conditional") continue;
        for (const std::string_view name : in.called)
          if (const hlo_computation* callee = m_.find(name)) {
            const auto k = static_cast<std::size_t>(callee - m_.computations.data());
            if (!seen[k]) seen[k] = 1, work.push_back(static_cast<std::uint32_t>(k));
          }
      }
    }
    out_.values.reserve(n + n / 16);
  }

  using value_set = one_or_many<std::uint32_t>;
  using value_sets = one_or_many<value_set>;  // by pre-order subshape

  const hlo_instruction& at(std::uint32_t c, std::uint32_t i) const { return m_.computations[c].instructions[i]; }

  std::uint32_t operand(std::uint32_t c, std::uint32_t i, std::size_t k) const {
    const hlo_instruction& in = at(c, i);
    if (k >= in.operands.size())
      detail::raise<invalid_error>("instruction '{}' ({}) of computation '{}' has {} operands; it needs at least {}",
                                   in.name, in.opcode, m_.computations[c].name, in.operands.size(), k + 1);
    const std::uint32_t o = operands_.operands(c, i)[k];
    if (o == hlo_operand_index::missing)
      detail::raise<invalid_error>("instruction '{}' of computation '{}' reads '{}', which the computation lacks",
                                   in.name, m_.computations[c].name, in.operands[k]);
    return o;
  }

  // New values for every subshape of `s` from pre-order position `pos`, defined by (c, i).
  void define(std::uint32_t c, std::uint32_t i, const hlo_shape& s, hlo_shape_index& index, value_sets& sets,
              std::size_t& pos, bool entry_parameter, bool constant) {
    const auto v = static_cast<std::uint32_t>(out_.values.size());
    out_.values.push_back({c, i, index, hlo_byte_size(s), 0, 0, entry_parameter, constant});
    sets[pos++] = {v};
    for (std::size_t k = 0; k < s.elements.size(); ++k) {
      index.push_back(static_cast<std::int64_t>(k));
      define(c, i, s.elements[k], index, sets, pos, entry_parameter, constant);
      index.pop_back();
    }
  }

  // Starts and dones of asynchronous copies and collectives whose values are modelled: the start
  // defines the results at once (../HLO.md sect. 4.1); all-reduce-start writes in place and an
  // async-start with a wrapped computation flattens it, neither modelled yet.
  static bool async_start(const hlo_instruction& in) {
    const std::string_view op = in.opcode;
    return op == "copy-start" || op == "all-gather-start" || op == "collective-permute-start" ||
           (op.ends_with("-start") && op != "all-reduce-start" && op != "async-start" && in.called.empty() &&
            !in.attribute("output_to_operand_aliasing"));
  }
  static bool async_done(const hlo_instruction& in) {
    const std::string_view op = in.opcode;
    return op.ends_with("-done") && op != "all-reduce-done" && op != "async-done";
  }

  // The value at `index` of instruction (c, i)'s sets, when exactly one array value is there.
  [[nodiscard]] std::optional<std::uint32_t> single_value(std::uint32_t c, std::uint32_t i,
                                                          const hlo_shape_index& index) const {
    const hlo_shape* s = &at(c, i).shape;
    std::size_t pos = 0;
    for (const std::int64_t k : index) {
      if (!s->is_tuple() || k < 0 || static_cast<std::size_t>(k) >= s->elements.size()) return std::nullopt;
      pos += 1;
      for (std::int64_t j = 0; j < k; ++j) pos += subtree_size(s->elements[static_cast<std::size_t>(j)]);
      s = &s->elements[static_cast<std::size_t>(k)];
    }
    const value_sets& sets = sets_[c][i];
    if (!s->is_array() || pos >= sets.size() || sets[pos].size() != 1) return std::nullopt;
    return sets[pos].front();
  }

  // In-place ops write an output into an operand's buffer (AliasInfo::GetInPlaceInputOutputPairs,
  // ../HLO.md sect. 4.3): dynamic-update-slice (operand 0), a custom-call or fusion with
  // output_to_operand_aliasing, a fusion whose root is a dynamic-update-slice of a parameter.
  void in_place(std::uint32_t c, std::uint32_t i) {
    const hlo_instruction& in = at(c, i);
    const std::vector<hlo_io_alias> pairs = hlo_in_place_pairs(m_, in);
    for (const hlo_io_alias& a : pairs) {
      if (a.parameter < 0 || static_cast<std::size_t>(a.parameter) >= in.operands.size())
        detail::raise<invalid_error>("'{}' writes in place of operand {}, but it has {}", in.name, a.parameter,
                                     in.operands.size());
      const auto out = single_value(c, i, a.output);
      const auto src = single_value(c, operand(c, i, static_cast<std::size_t>(a.parameter)), a.parameter_index);
      if (!out || !src)
        detail::raise<invalid_error>("'{}' writes in place, but its aliased output or operand is not one array value",
                                     in.name);
      join(*out, *src);
    }
  }

  std::uint32_t buffer_of(std::uint32_t v) {
    while (buffer_[v] != v) v = buffer_[v] = buffer_[buffer_[v]];
    return v;
  }
  // Every value defined so far a buffer of its own, unless joined already.
  void grow_buffers() {
    buffer_.resize(out_.values.size());
    for (std::size_t v = members_.size(); v < buffer_.size(); ++v) buffer_[v] = static_cast<std::uint32_t>(v);
    members_.resize(buffer_.size(), 1);
  }
  void join(std::uint32_t a, std::uint32_t b) {
    grow_buffers();
    const std::uint32_t ra = buffer_of(a), rb = buffer_of(b);
    if (ra == rb) return;
    buffer_[ra] = rb;
    members_[rb] += members_[ra];
  }

  // A new value for the top-level table of tuple `s` at pre-order position `pos` (at `index`).
  void define_top(std::uint32_t c, std::uint32_t i, const hlo_shape& s, value_sets& sets, std::size_t& pos,
                  const hlo_shape_index& index = {}) {
    const auto v = static_cast<std::uint32_t>(out_.values.size());
    out_.values.push_back({c, i, index, hlo_byte_size(s), 0, 0, false, false});
    sets[pos++] = {v};
  }

  // Assigns times to computation c's instructions (callees first) and their value sets; a callee's
  // parameters take `bound` (its caller's operands' sets).
  void flatten(std::uint32_t c, const std::vector<value_sets>* bound) {
    const hlo_computation& comp = m_.computations[c];
    if (span_[c].first >= 0 && span_[c].second < 0)
      detail::raise<invalid_error>("computation '{}' calls itself (through a call, while or conditional); HLO "
                                   "computations cannot recurse",
                                   comp.name);
    if (span_[c].first >= 0)
      detail::raise<invalid_error>("computation '{}' is called more than once; flattening a shared callee is not "
                                   "modelled yet",
                                   comp.name);
    span_[c].first = static_cast<std::int64_t>(out_.schedule.size());
    sets_[c].resize(comp.instructions.size());  // a computation's sets and times: once it is flattened
    time_[c].assign(comp.instructions.size(), -1);
    for (std::uint32_t i = 0; i < comp.instructions.size(); ++i) {
      const hlo_instruction& in = comp.instructions[i];
      value_sets& sets = sets_[c][i];
      sets.assign(subtree_size(in.shape), {});
      const std::string_view op = in.opcode;
      auto copy_from = [&](std::uint32_t src, std::size_t from, std::size_t to) {
        const value_sets& s = sets_[c][src];
        for (std::size_t k = 0; from + k < s.size() && to + k < sets.size(); ++k) sets[to + k] = s[from + k];
      };
      if (op == "parameter") {
        if (c == entry_) {
          hlo_shape_index index;
          std::size_t pos = 0;
          define(c, i, in.shape, index, sets, pos, true, false);
        } else {
          const auto n = static_cast<std::size_t>(in.parameter_number);
          if (bound == nullptr || n >= bound->size())
            detail::raise<invalid_error>("parameter {} of computation '{}' has no operand in its caller", n, comp.name);
          sets = (*bound)[n];
        }
      } else if (op == "get-tuple-element") {
        const std::uint32_t src = operand(c, i, 0);
        const hlo_shape& s = at(c, src).shape;
        if (!s.is_tuple() || in.tuple_index < 0 || static_cast<std::size_t>(in.tuple_index) >= s.elements.size())
          detail::raise<invalid_error>("'{}' reads element {} of '{}', which is not a tuple with that element", in.name,
                                       in.tuple_index, at(c, src).name);
        std::size_t from = 1;
        for (std::int64_t k = 0; k < in.tuple_index; ++k) from += subtree_size(s.elements[static_cast<std::size_t>(k)]);
        copy_from(src, from, 0);
      } else if (op == "bitcast") {
        copy_from(operand(c, i, 0), 0, 0);
      } else if (op == "tuple" || op == "copy") {
        hlo_shape_index index;
        const auto v = static_cast<std::uint32_t>(out_.values.size());
        out_.values.push_back({c, i, index, hlo_byte_size(in.shape), 0, 0, false, false});
        sets[0] = {v};
        if (op == "tuple") {
          if (in.operands.size() != in.shape.elements.size())
            detail::raise<invalid_error>("tuple '{}' has {} operands but its shape {} elements", in.name,
                                         in.operands.size(), in.shape.elements.size());
          std::size_t to = 1;
          for (std::size_t k = 0; k < in.operands.size(); ++k) {
            copy_from(operand(c, i, k), 0, to);
            to += subtree_size(in.shape.elements[k]);
          }
        } else {
          copy_from(operand(c, i, 0), 1, 1);  // a copy of a tuple is shallow
        }
      } else if (op == "call") {
        if (in.called.size() != 1)
          detail::raise<invalid_error>("call '{}' names {} computations", in.name, in.called.size());
        const hlo_computation* callee = m_.find(in.called[0]);
        if (callee == nullptr)
          detail::raise<invalid_error>("call '{}' calls '{}', which the module lacks", in.name, in.called[0]);
        std::vector<value_sets> args;
        for (std::size_t k = 0; k < in.operands.size(); ++k) args.push_back(sets_[c][operand(c, i, k)]);
        const auto cc = static_cast<std::uint32_t>(callee - m_.computations.data());
        flatten(cc, &args);
        const hlo_instruction* root = callee->root();
        if (root == nullptr)
          detail::raise<invalid_error>("call '{}' calls '{}', which is empty", in.name, callee->name);
        sets = sets_[cc][static_cast<std::uint32_t>(root - callee->instructions.data())];
      } else if (op == "while") {
        flatten_while(c, i);
      } else if (op == "conditional") {
        flatten_conditional(c, i);
      } else if (async_start(in)) {
        // ((operands), results, contexts): the operands part aliases the operands (its tuple table
        // is new); results and contexts are defined here (../HLO.md sect. 4.1). copy-start is
        // (destination, source, context): the source aliases the operand.
        const bool copy = op == "copy-start";
        if (!in.shape.is_tuple() || in.shape.elements.size() < 2)
          detail::raise<invalid_error>("'{}' ({}) has shape that is not (operands, results, ...)", in.name, op);
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
            copy_from(operand(c, i, 0), 0, pos);
            pos += subtree_size(e);
            continue;
          }
          if (!e.is_tuple() || e.elements.size() != in.operands.size())
            detail::raise<invalid_error>("'{}' ({}) holds {} operands in a shape of {} elements", in.name, op,
                                         in.operands.size(), e.elements.size());
          define_top(c, i, e, sets, pos, index);
          for (std::size_t j = 0; j < in.operands.size(); ++j) {
            copy_from(operand(c, i, j), 0, pos);
            pos += subtree_size(e.elements[j]);
          }
        }
      } else if (async_done(in)) {
        // The value the matching start defined: its results ({1}; copy-start's destination {0}).
        const std::uint32_t start = operand(c, i, 0);
        const hlo_shape& ss = at(c, start).shape;
        if (!async_start(at(c, start)) || !ss.is_tuple() || ss.elements.size() < 2)
          detail::raise<invalid_error>("'{}' ({}) reads '{}', which is not a matching start", in.name, op,
                                       at(c, start).name);
        const std::size_t k = op == "copy-done" ? 0 : 1;
        std::size_t from = 1;
        for (std::size_t j = 0; j < k; ++j) from += subtree_size(ss.elements[j]);
        copy_from(start, from, 0);
        if (in.shape.is_tuple() && !ss.elements[k].is_tuple()) {
          std::size_t pos = 0;
          define_top(c, i, in.shape, sets, pos);
        }
      } else if (op.starts_with("async-") || op.ends_with("-start") || op.ends_with("-done") || op == "send" ||
                 op == "recv" || op == "add-dependency" || op == "domain" || op == "opt-barrier" || op == "scatter" ||
                 op == "set-dimension-size" ||
                 (in.attribute("output_to_operand_aliasing") && op != "custom-call" && op != "fusion")) {
        detail::raise<invalid_error>("instruction '{}' ({}) of computation '{}': its buffer semantics are not modelled "
                                     "yet",
                                     in.name, op, comp.name);
      } else {
        hlo_shape_index index;
        std::size_t pos = 0;
        define(c, i, in.shape, index, sets, pos, false, op == "constant");
        in_place(c, i);
      }
      time_[c][i] = static_cast<std::int64_t>(out_.schedule.size());
      out_.schedule.emplace_back(c, i);
    }
    span_[c].second = static_cast<std::int64_t>(out_.schedule.size());
  }

  // New phi values for every subshape of `s`, defined by (c, i) (HloDataflowAnalysis::Phi in SSA
  // form, which HloAliasAnalysis::Run asks for); their inputs are set by the caller.
  value_sets phis(std::uint32_t c, std::uint32_t i, const hlo_shape& s) {
    value_sets sets(subtree_size(s));
    hlo_shape_index index;
    std::size_t pos = 0;
    const std::size_t first = out_.values.size();
    define(c, i, s, index, sets, pos, false, false);
    for (std::size_t v = first; v < out_.values.size(); ++v) out_.values[v].phi = true;
    phi_inputs_.resize(out_.values.size());
    return sets;
  }
  void phi_input(const value_sets& phi, std::size_t p, const value_set& inputs) {
    auto& in = phi_inputs_[phi[p].front()];
    in.insert(in.end(), inputs.begin(), inputs.end());
  }

  // The parameter(0) of computation k, called by while `in` as its `role`, of the loop state's
  // structure.
  std::uint32_t loop_parameter(std::uint32_t k, const hlo_instruction& in, std::string_view role) const {
    const hlo_computation& comp = m_.computations[k];
    for (std::uint32_t j = 0; j < comp.instructions.size(); ++j)
      if (comp.instructions[j].opcode == "parameter" && comp.instructions[j].parameter_number == 0) {
        if (!same_tree(comp.instructions[j].shape, in.shape))
          detail::raise<invalid_error>("while '{}': the parameter of its {} '{}' is not shaped as the loop state",
                                       in.name, role, comp.name);
        return j;
      }
    detail::raise<invalid_error>("while '{}': its {} '{}' has no parameter(0); give it the loop state as parameter(0)",
                                 in.name, role, comp.name);
  }
  std::uint32_t root_of(std::uint32_t k, const hlo_instruction& in) const {
    const hlo_computation& comp = m_.computations[k];
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
  void flatten_while(std::uint32_t c, std::uint32_t i) {
    const hlo_instruction& in = at(c, i);
    const auto [cond, body] = hlo_while_parts(m_, in);
    if (in.operands.size() != 1)
      detail::raise<invalid_error>("while '{}' has {} operands; it takes one, the loop state", in.name,
                                   in.operands.size());
    const std::uint32_t init = operand(c, i, 0);
    if (!same_tree(at(c, init).shape, in.shape))
      detail::raise<invalid_error>("while '{}': its operand '{}' is not shaped as the loop state", in.name,
                                   at(c, init).name);
    const auto cc = static_cast<std::uint32_t>(cond - m_.computations.data());
    const auto bc = static_cast<std::uint32_t>(body - m_.computations.data());
    if (cc == bc) detail::raise<invalid_error>("while '{}' uses '{}' as both condition and body", in.name, cond->name);
    const std::uint32_t cp = loop_parameter(cc, in, "condition"), bp = loop_parameter(bc, in, "body");
    std::vector<value_sets> cond_arg{phis(cc, cp, at(cc, cp).shape)}, body_arg{phis(bc, bp, at(bc, bp).shape)};
    flatten(cc, &cond_arg);
    flatten(bc, &body_arg);
    (void)root_of(cc, in);
    const std::uint32_t br = root_of(bc, in);
    if (!same_tree(at(bc, br).shape, in.shape))
      detail::raise<invalid_error>("while '{}': the root of its body '{}' is not shaped as the loop state", in.name,
                                   body->name);
    sets_[c][i] = phis(c, i, in.shape);
    const value_sets &start = sets_[c][init], &root = sets_[bc][br];
    for (std::size_t p = 0; p < sets_[c][i].size(); ++p) {
      phi_input(body_arg[0], p, start[p]), phi_input(body_arg[0], p, root[p]);
      phi_input(cond_arg[0], p, start[p]), phi_input(cond_arg[0], p, root[p]);
      phi_input(sets_[c][i], p, root[p]), phi_input(sets_[c][i], p, start[p]);
    }
    whiles_.push_back({c, i, init, cc, cp, bc, bp, br});
  }

  // A conditional (FlattenSchedule: its branches in order, just before it). Each branch's
  // parameter holds its operand's values (operand k + 1 for branch k); the conditional holds a
  // phi of the branch roots (UpdateConditionalValueSet).
  void flatten_conditional(std::uint32_t c, std::uint32_t i) {
    const hlo_instruction& in = at(c, i);
    if (in.called.empty())
      detail::raise<invalid_error>("conditional '{}' names no branches; give it branch_computations={{...}} or "
                                   "true_computation= and false_computation=",
                                   in.name);
    if (in.operands.size() != in.called.size() + 1)
      detail::raise<invalid_error>("conditional '{}' has {} operands for {} branches; it takes the branch index and "
                                   "one operand per branch",
                                   in.name, in.operands.size(), in.called.size());
    (void)operand(c, i, 0);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> roots;
    for (std::size_t k = 0; k < in.called.size(); ++k) {
      const hlo_computation* branch = m_.find(in.called[k]);
      if (branch == nullptr)
        detail::raise<invalid_error>("conditional '{}' calls '{}', which the module lacks", in.name, in.called[k]);
      const auto bc = static_cast<std::uint32_t>(branch - m_.computations.data());
      std::vector<value_sets> args{sets_[c][operand(c, i, k + 1)]};
      flatten(bc, &args);
      const std::uint32_t br = root_of(bc, in);
      if (!same_tree(at(bc, br).shape, in.shape))
        detail::raise<invalid_error>("conditional '{}': the root of its branch '{}' is not shaped as its result",
                                     in.name, branch->name);
      roots.emplace_back(bc, br);
    }
    sets_[c][i] = phis(c, i, in.shape);
    for (std::size_t p = 0; p < sets_[c][i].size(); ++p)
      for (const auto& [bc, br] : roots) phi_input(sets_[c][i], p, sets_[bc][br][p]);
    conditionals_.push_back({c, i, std::move(roots)});
  }

  // PhiGraph::Optimize (xla/service/hlo_phi_graph.cc), then OptimizePhiValues and
  // DeleteMarkedValues: a phi whose inputs (itself left out) are one value becomes that value; so
  // does every phi of a closure of phis reaching one non-phi value only. The rest stay; values
  // are renumbered without the dropped phis, and the sets and in-place buffers follow.
  void optimize_phis() {
    if (std::none_of(out_.values.begin(), out_.values.end(), [](const hlo_value& v) { return v.phi; })) return;
    const std::size_t n = out_.values.size();
    phi_inputs_.resize(n);
    std::vector<std::uint32_t> rep(n);
    for (std::uint32_t v = 0; v < n; ++v) rep[v] = v;
    auto resolve = [&](std::uint32_t v) {
      while (rep[v] != v) v = rep[v];
      return v;
    };
    auto live_phi = [&](std::uint32_t v) { return out_.values[v].phi && rep[v] == v; };
    for (bool changed = true; changed;) {
      changed = false;
      std::vector<char> checked(n, 0);
      for (std::uint32_t v = 0; v < n; ++v) {
        if (!live_phi(v)) continue;
        std::vector<std::uint32_t> ops;
        for (const std::uint32_t u : phi_inputs_[v])
          if (const std::uint32_t r = resolve(u); r != v) ops.push_back(r);
        phi_inputs_[v] = ops;
        if (ops.empty()) continue;
        if (std::all_of(ops.begin(), ops.end(), [&](std::uint32_t u) { return u == ops.front(); })) {
          rep[v] = ops.front(), changed = true;
          continue;
        }
        if (checked[v]) continue;
        std::vector<std::uint32_t> work{v}, closure;
        std::vector<char> seen(n, 0);
        std::optional<std::uint32_t> non_phi;
        bool single = true;
        for (std::size_t q = 0; q < work.size() && single; ++q) {
          const std::uint32_t t = work[q];
          if (seen[t]) continue;
          seen[t] = 1, checked[t] = 1;
          closure.push_back(t);
          if (live_phi(t)) {
            for (const std::uint32_t u : phi_inputs_[t]) work.push_back(resolve(u));
          } else if (non_phi && *non_phi != t) {
            single = false;
          } else {
            non_phi = t;
          }
        }
        if (!single || !non_phi) continue;
        for (const std::uint32_t t : closure)
          if (live_phi(t)) rep[t] = *non_phi;
        changed = true;
      }
    }
    // Renumber.
    constexpr std::uint32_t gone = std::numeric_limits<std::uint32_t>::max();
    bool all_kept = true;
    for (std::uint32_t v = 0; v < n && all_kept; ++v) all_kept = rep[v] == v;
    if (all_kept) return;
    std::vector<std::uint32_t> id(n, gone);
    std::vector<hlo_value> kept;
    for (std::uint32_t v = 0; v < n; ++v)
      if (rep[v] == v) id[v] = static_cast<std::uint32_t>(kept.size()), kept.push_back(out_.values[v]);
    for (std::uint32_t v = 0; v < n; ++v) id[v] = id[resolve(v)];
    for (std::uint32_t c = 0; c < m_.computations.size(); ++c) {
      if (span_[c].first < 0) continue;
      for (value_sets& sets : sets_[c])
        for (value_set& set : sets) {
          for (std::uint32_t& v : set) v = id[v];
          std::sort(set.begin(), set.end());
          set.truncate(std::unique(set.begin(), set.end()));
        }
    }
    grow_buffers();
    std::vector<std::uint32_t> old_root(n);
    for (std::uint32_t v = 0; v < n; ++v) old_root[v] = buffer_of(v);
    out_.values = std::move(kept);
    buffer_.clear(), members_.clear();
    grow_buffers();
    for (std::uint32_t v = 0; v < n; ++v) join(id[v], id[old_root[v]]);
    phi_inputs_.clear();
  }

  // HloAliasAnalysis (xla/service/hlo_alias_analysis.cc ComputeWhileAliasedValues,
  // ComputeConditionalAliasedValues): per subshape, a while's init value, its value, its body's
  // and condition's parameters' and its body root's are one buffer; a conditional's value and its
  // branch roots' are one buffer.
  void alias_control_flow() {
    grow_buffers();
    auto join_all = [&](std::vector<const value_set*> sets) {
      std::optional<std::uint32_t> first;
      for (const auto* set : sets)
        for (const std::uint32_t v : *set) {
          if (first) join(v, *first);
          else first = v;
        }
    };
    for (const loop& w : whiles_)
      for (std::size_t p = 0; p < sets_[w.c][w.i].size(); ++p)
        join_all({&sets_[w.c][w.init][p], &sets_[w.c][w.i][p], &sets_[w.cond][w.cond_param][p],
                  &sets_[w.body][w.body_param][p], &sets_[w.body][w.body_root][p]});
    for (const branches& b : conditionals_)
      for (std::size_t p = 0; p < sets_[b.c][b.i].size(); ++p) {
        std::vector<const value_set*> sets{&sets_[b.c][b.i][p]};
        for (const auto& [bc, br] : b.roots) sets.push_back(&sets_[bc][br][p]);
        join_all(std::move(sets));
      }
  }

  // HloLiveRange: start at the definition (a parameter at its computation's start); end at the
  // last position (a root's: its computation's end) or use; entry parameters not aliased to an
  // output live to the end of the schedule.
  void ranges() {
    const std::int64_t end = out_.schedule_end();
    for (hlo_value& v : out_.values) {
      v.start = at(v.computation, v.instruction).opcode == "parameter" ? span_[v.computation].first
                                                                       : time_[v.computation][v.instruction];
      v.end = v.start;
    }
    for (std::uint32_t c = 0; c < m_.computations.size(); ++c) {
      if (span_[c].first < 0) continue;  // not flattened (fusion bodies and other embedded callees)
      const hlo_computation& comp = m_.computations[c];
      const hlo_instruction* root = comp.root();
      for (std::uint32_t i = 0; i < comp.instructions.size(); ++i) {
        const hlo_instruction& in = comp.instructions[i];
        const std::int64_t t = time_[c][i];
        const std::int64_t here = &in == root ? span_[c].second : t;
        for (const auto& set : sets_[c][i])
          for (const std::uint32_t v : set) out_.values[v].end = std::max(out_.values[v].end, here);
        if (in.opcode == "call" || in.opcode == "tuple")
          continue;  // uses inside the callee count; a tuple passes through
        const bool top_only = in.opcode == "get-tuple-element" || in.opcode == "copy";
        // GetLastUsageTime: a while's use of its init value is moved to its body's parameter.
        std::int64_t use = t;
        if (in.opcode == "while")
          for (const loop& w : whiles_)
            if (w.c == c && w.i == i) use = time_[w.body][w.body_param];
        for (std::size_t k = 0; k < in.operands.size(); ++k) {
          const value_sets& s = sets_[c][operand(c, i, k)];
          for (std::size_t p = 0; p < (top_only ? std::min<std::size_t>(1, s.size()) : s.size()); ++p)
            for (const std::uint32_t v : s[p]) out_.values[v].end = std::max(out_.values[v].end, use);
        }
      }
    }
    for (hlo_value& v : out_.values)
      if (v.entry_parameter && !aliased(v)) v.end = end;
  }

  [[nodiscard]] bool aliased(const hlo_value& v) const {
    const std::int64_t n = at(v.computation, v.instruction).parameter_number;
    return std::any_of(m_.input_output_alias.begin(), m_.input_output_alias.end(),
                       [&](const hlo_io_alias& a) { return a.parameter == n && a.parameter_index == v.index; });
  }

  // May value `v` (defined at its instruction) take over the buffer of value `o`, dying there
  // (HloDataflowAnalysis::CanShareOperandBufferWithUser, the part modelled here)?
  [[nodiscard]] bool can_share(const hlo_value& v, const hlo_value& o) const {
    if (o.constant || o.entry_parameter || v.computation != o.computation || !v.index.empty() || !o.index.empty())
      return false;
    const hlo_instruction& user = at(v.computation, v.instruction);
    const hlo_instruction& def = at(o.computation, o.instruction);
    if (user.opcode == "copy" || !hlo_elementwise(user.opcode) || !(user.shape == def.shape)) return false;
    // The user reads the operand's defining instruction itself, not through a tuple or bitcast.
    return std::find(user.operands.begin(), user.operands.end(), def.name) != user.operands.end();
  }

  // HeapSimulator with NoFragmentationStatsHeap: at each time, values starting then (by start, end,
  // id) share their buffer when another value of it is live, or take a dying operand's buffer
  // where they may, else allocate the buffer (its largest value's bytes); then values ending leave
  // it, and the last one frees it.
  void simulate() {
    const std::size_t n = out_.values.size();
    grow_buffers();  // every value its own buffer but those joined in place
    const auto steps = static_cast<std::size_t>(out_.schedule_end()) + 1;
    std::vector<std::int64_t> size(n, 0);  // by buffer: its largest value
    for (std::uint32_t v = 0; v < n; ++v) size[buffer_of(v)] = std::max(size[buffer_of(v)], out_.values[v].bytes);
    std::vector<std::uint32_t> order(n);
    for (std::uint32_t v = 0; v < n; ++v) order[v] = v;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      const hlo_value &x = out_.values[a], &y = out_.values[b];
      return std::tie(x.start, x.end, a) < std::tie(y.start, y.end, b);
    });
    // The values ending at each time, by a counting sort: those of time t are
    // ending[ending_first[t] .. ending_first[t + 1]).
    std::vector<std::uint32_t> ending_first(steps + 1, 0), ending(n);
    for (const hlo_value& val : out_.values) ++ending_first[static_cast<std::size_t>(val.end) + 1];
    for (std::size_t t = 0; t < steps; ++t) ending_first[t + 1] += ending_first[t];
    {
      std::vector<std::uint32_t> fill(ending_first.begin(), ending_first.end() - 1);
      for (std::uint32_t v = 0; v < n; ++v) ending[fill[static_cast<std::size_t>(out_.values[v].end)]++] = v;
    }
    std::vector<std::int64_t> held(n, 0);    // by buffer: the bytes it holds while live
    std::vector<std::uint32_t> users(n, 0);  // by buffer: its values live now
    std::vector<char> handed(n, 0);          // by value: its buffer went to a user at its end
    for (hlo_value& val : out_.values) {     // host values are not the device's
      const hlo_shape* sub = &at(val.computation, val.instruction).shape;
      for (const std::int64_t e : val.index)
        if (sub->is_tuple() && e >= 0 && static_cast<std::size_t>(e) < sub->elements.size())
          sub = &sub->elements[static_cast<std::size_t>(e)];
      val.host = sub->is_array() && sub->memory_space() == 5;
    }
    out_.timeline.assign(steps, 0);
    std::size_t next = 0;
    std::int64_t live = 0;
    for (std::size_t t = 0; t < steps; ++t) {
      for (; next < n && out_.values[order[next]].start == static_cast<std::int64_t>(t); ++next) {
        const std::uint32_t v = order[next], b = buffer_of(v);
        const hlo_value& val = out_.values[v];
        if (val.constant || val.host) continue;
        if (users[b]++ > 0) continue;  // its buffer is allocated already
        bool shared = false;
        // A dying operand's buffer: Free(operand) then ShareWith(v), no net change.
        const hlo_instruction& user = at(val.computation, val.instruction);
        for (std::size_t k = 0; k < user.operands.size() && !shared && members_[b] == 1; ++k) {
          const value_sets& s = sets_[val.computation][operand(val.computation, val.instruction, k)];
          if (s.empty() || s[0].size() != 1) continue;
          const std::uint32_t o = s[0].front(), ob = buffer_of(o);
          if (members_[ob] != 1 || held[ob] == 0 || out_.values[o].end != static_cast<std::int64_t>(t) ||
              !can_share(val, out_.values[o]))
            continue;
          held[b] = held[ob], held[ob] = 0, users[ob] = 0, shared = true, handed[o] = 1;
        }
        if (!shared) {
          held[b] = size[b];
          live = checked_add(live, size[b], "the bytes live at once");
        }
        if (live > out_.peak) out_.peak = live, out_.peak_time = static_cast<std::int64_t>(t);
      }
      out_.timeline[t] = live;
      for (std::uint32_t e = ending_first[t]; e < ending_first[t + 1]; ++e) {
        const std::uint32_t v = ending[e];
        const std::uint32_t b = buffer_of(v);
        if (out_.values[v].constant || out_.values[v].host || users[b] == 0 || --users[b] > 0) continue;
        live -= held[b], held[b] = 0;
      }
    }
    for (std::uint32_t v = 0; v < n; ++v) out_.values[v].buffer = buffer_of(v);
    constexpr std::uint32_t none_ = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> named(n, none_);  // by buffer: its value live at the peak defined last
    for (std::uint32_t v = 0; v < n; ++v) {
      const hlo_value& val = out_.values[v];
      if (val.constant || val.host || val.start > out_.peak_time || out_.peak_time > val.end ||
          (handed[v] && val.end == out_.peak_time))
        continue;
      std::uint32_t& k = named[val.buffer];
      if (k == none_) out_.live_at_peak.push_back(v), k = v;
      else if (out_.values[k].start < val.start) k = v;
    }
    for (std::uint32_t& v : out_.live_at_peak) v = named[out_.values[v].buffer];
    std::stable_sort(out_.live_at_peak.begin(), out_.live_at_peak.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return size[buffer_of(a)] > size[buffer_of(b)]; });
    for (const std::uint32_t v : out_.live_at_peak) out_.live_at_peak_bytes.push_back(size[buffer_of(v)]);
  }

  const hlo_module& m_;
  std::uint32_t entry_ = 0;
  hlo_operand_index operands_;
  std::vector<std::vector<value_sets>> sets_;                // by computation, instruction
  std::vector<std::vector<std::int64_t>> time_;              // by computation, instruction
  std::vector<std::pair<std::int64_t, std::int64_t>> span_;  // by computation: [first, end) times
  std::vector<std::uint32_t> buffer_;                   // by value: union-find parent; values of one buffer share it
  std::vector<std::uint32_t> members_;                  // by buffer root: how many values it holds
  std::vector<std::vector<std::uint32_t>> phi_inputs_;  // by value: a phi's inputs, until optimize_phis
  struct loop {
    std::uint32_t c, i, init, cond, cond_param, body, body_param, body_root;
  };
  struct branches {
    std::uint32_t c, i;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> roots;  // (computation, root) by branch
  };
  std::vector<loop> whiles_;
  std::vector<branches> conditionals_;
  hlo_live_ranges out_;
};

}  // namespace detail

/// The values of `m`, their live ranges on its schedule flattened as HloLiveRange flattens it
/// (module scoped: a callee's instructions just before its call), and the heap simulator's peak
/// with its live set. Sizes are hlo_byte_size on GPU.
/// @throws invalid_error for an instruction whose buffer semantics are not modelled yet (async
///         computations, all-reduce-start, scatter, send/recv, ...), naming it; for a computation
///         called twice or recursively; for a while or conditional whose computations are
///         missing or shaped otherwise than its state; or an operand the computation lacks.
/// Example: for `ENTRY { a = f32[4] parameter(0) ... ROOT m = f32[4] multiply(a, x) }` the peak is
/// 48 bytes at time 2 (XLA's hlo_live_range_test.cc ToStringSimpleComputation).
[[nodiscard]] inline hlo_live_ranges hlo_liveness(const hlo_module& m) { return detail::hlo_flattener(m).run(); }

}  // namespace shardmem
