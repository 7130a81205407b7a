// libFuzzer target, structure-aware: the fuzz bytes drive the construction of the text of a
// scheduled HLO module (parse_hlo_module reads it; a generated module that does not read is a bug
// of this generator): entry parameters (arrays of f32, bf16, s32, f64 and pred with layouts, some
// tuples), elementwise ops, convert, broadcast, reshape, bitcast, slice, iota, constants, copies,
// tuples and get-tuple-element, dynamic-update-slice, fusions (elementwise, multi-output, rooted in
// a dynamic-update-slice, a transpose), a call of a computation of its own, asynchronous pairs
// (copy, all-gather, all-to-all, collective-permute), custom-calls with and without
// output_to_operand_aliasing, a ROOT that is an array or a tuple (a parameter, a value twice), and
// sometimes an input_output_alias. The module keeps XLA's rules after copy insertion: an in-place
// op is its operand's last use and never writes a parameter or a constant, an asynchronous op's
// operand is not overwritten before its done, and an aliased output is written after its
// parameter's last use (or is that parameter). On every module buffer assignment accepts
// (hlo_assign_buffers; a refusal is a shardmem::error), it checks:
//  - the liveness peak: the timeline's maximum, at its time, the sum of the buffers live then, and
//    at least any one (non-constant) value's bytes;
//  - memory_analysis()'s reservation (argument + output - alias + temp) is at least the liveness
//    peak; at least the timeline less, at a time where buffer assignment hands a dying value's
//    bytes to its user and hlo_liveness's heap does not (it asks XLA's rule of a user reading the
//    value's own instruction: not of a user reading through a get-tuple-element, a bitcast, a
//    callee's parameter or an async done), the bytes so handed over;
//  - arguments once: `argument` is the bytes of every subshape of the entry parameters (arrays and
//    tuple index tables), each an argument allocation of its own;
//  - outputs once: `output` is the sum of the distinct maybe-live-out allocations, which are the
//    allocations of the values the ROOT holds (a value held twice counted once); `alias` is that of
//    the aliased arguments and at most both argument and output; `temp` that of the temporaries;
//  - every value in exactly one allocation, its slice inside it, and two values whose bytes meet
//    there either of one buffer or live at different times (one ending where the next starts);
//  - the same numbers a second time (hlo_liveness and hlo_assign_buffers are deterministic);
//  - the same invariants under CPU's rules (hlo_backend::cpu), which read every module GPU's do.
// With SHARDMEM_FUZZ_PRINT=1 each generated module's text goes to stderr (to read a crash's
// module: run the target on the crashing input) with those handovers, and the counts of modules
// accepted and refused are printed at exit.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <fuzzer/FuzzedDataProvider.h>

#include <shardmem/xla.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::hlo_generated_target {
namespace {

// --- the generator -------------------------------------------------------------------------------

struct shape_t {
  bool tuple = false;
  std::string elem{};                // an array's element type
  std::vector<std::int64_t> dims{};  // an array's sizes
  std::vector<std::int64_t> minor_to_major{};
  std::vector<shape_t> elements{};  // a tuple's
  friend bool operator==(const shape_t&, const shape_t&) = default;
  [[nodiscard]] bool array() const { return !tuple; }
  [[nodiscard]] std::int64_t count() const {
    std::int64_t n = 1;
    for (const std::int64_t d : dims) n *= d;
    return n;
  }
};

std::string str(const shape_t& s) {
  if (s.tuple) {
    std::vector<std::string> parts;
    for (const shape_t& e : s.elements) parts.push_back(str(e));
    return fmt::format("({})", fmt::join(parts, ", "));
  }
  if (s.dims.empty()) return s.elem + "[]";
  return fmt::format("{}[{}]{{{}}}", s.elem, fmt::join(s.dims, ","), fmt::join(s.minor_to_major, ","));
}

// Subshapes in pre-order ({} first, then each element's subtree).
std::size_t subtree(const shape_t& s) {
  std::size_t n = 1;
  for (const shape_t& e : s.elements) n += subtree(e);
  return n;
}

shape_t array_of(std::string elem, std::vector<std::int64_t> dims) {
  shape_t s;
  s.elem = std::move(elem);
  s.dims = std::move(dims);
  for (std::size_t k = s.dims.size(); k-- > 0;) s.minor_to_major.push_back(static_cast<std::int64_t>(k));
  return s;
}
shape_t tuple_of(std::vector<shape_t> elements) {
  shape_t s;
  s.tuple = true;
  s.elements = std::move(elements);
  return s;
}

bool is_float(std::string_view e) { return e == "f32" || e == "bf16" || e == "f64"; }

// A value of the module as hlo_liveness names it: its defining instruction and index.
using key = std::pair<std::string, hlo_shape_index>;

struct inst {
  std::string name;
  shape_t shape;
  std::vector<key> sets;  // by pre-order subshape: the value there (hlo_liveness's value sets)
  std::size_t line = 0;   // the entry line that introduced it
  bool dead = false;      // overwritten in place: read no more
  bool start = false;     // an asynchronous start: only its done reads it
};

class generator {
 public:
  explicit generator(FuzzedDataProvider& in) : in_(in) {}

  std::string module() {
    parameters();
    const int steps = in_.ConsumeIntegralInRange(0, 24);
    for (int s = 0; s < steps; ++s) step();
    while (!pending_.empty()) done(0);
    root();
    aliases();
    std::string text = "HloModule g, is_scheduled=true";
    if (!alias_.empty()) text += fmt::format(", input_output_alias={{ {} }}", fmt::join(alias_, ", "));
    std::vector<std::string> params;
    for (const shape_t& p : param_shapes_) params.push_back(str(p));
    text += fmt::format(", entry_computation_layout={{({})->{}}}\n\n", fmt::join(params, ", "), str(root_shape_));
    for (const std::string& c : computations_) text += c + "\n";
    std::vector<std::string> sig;
    for (std::size_t k = 0; k < param_shapes_.size(); ++k)
      sig.push_back(fmt::format("{}: {}", insts_[k].name, str(param_shapes_[k])));
    text += fmt::format("ENTRY %main ({}) -> {} {{\n", fmt::join(sig, ", "), str(root_shape_));
    for (const std::string& l : lines_) text += "  " + l + "\n";
    text += "}\n";
    return text;
  }

  /// The values the ROOT holds (every subshape, tuple tables included; repeats kept).
  std::vector<key> root_values;

 private:
  FuzzedDataProvider& in_;
  std::vector<std::string> computations_;
  std::vector<std::string> lines_;
  std::vector<inst> insts_;
  std::vector<std::size_t> pending_;  // async starts without their done
  std::map<key, std::size_t> born_;   // by value: the first line of its buffer
  std::vector<std::set<key>> reads_;  // by line: the values its operands hold
  std::set<key> read_only_;           // parameters' and constants' values
  std::vector<shape_t> param_shapes_;
  shape_t root_shape_;
  std::size_t root_ = 0;
  std::vector<std::string> alias_;
  int next_ = 0;

  std::string fresh(std::string_view base) { return fmt::format("{}.{}", base, next_++); }
  bool coin(int one_in) { return in_.ConsumeIntegralInRange(0, one_in - 1) == 0; }
  template <class T>
  const T& choose(const std::vector<T>& v) {
    return v[in_.ConsumeIntegralInRange<std::size_t>(0, v.size() - 1)];
  }

  std::string elem_type() {
    static const std::vector<std::string> types = {"f32", "f32", "bf16", "s32", "f64", "pred"};
    return choose(types);
  }
  std::int64_t extent() {
    static const std::vector<std::int64_t> sizes = {1, 2, 3, 4, 5, 8, 16, 32, 7, 64};
    return choose(sizes);
  }
  std::vector<std::int64_t> dims(int max_rank = 3) {
    std::vector<std::int64_t> d(in_.ConsumeIntegralInRange<std::size_t>(0, static_cast<std::size_t>(max_rank)));
    std::int64_t n = 1;
    for (auto& e : d) {
      e = extent();
      if (n * e > 8192) e = 1;
      n *= e;
    }
    return d;
  }
  shape_t random_array() {
    shape_t s = array_of(elem_type(), dims());
    if (s.dims.size() >= 2 && coin(4))
      for (std::size_t k = s.minor_to_major.size(); k > 1; --k)
        std::swap(s.minor_to_major[k - 1], s.minor_to_major[in_.ConsumeIntegralInRange<std::size_t>(0, k - 1)]);
    return s;
  }

  // `f32[4]{0} %name`: how an operand is written.
  std::string operand(std::size_t i) const { return fmt::format("{} %{}", str(insts_[i].shape), insts_[i].name); }
  std::string operands(const std::vector<std::size_t>& is) const {
    std::vector<std::string> parts;
    for (const std::size_t i : is) parts.push_back(operand(i));
    return fmt::format("{}", fmt::join(parts, ", "));
  }

  // Adds line `text` defining `made` (which reads `reads`); values new to it start their buffer here.
  std::size_t emit(inst made, const std::string& text, const std::vector<std::size_t>& reads) {
    made.line = lines_.size();
    lines_.push_back(text);
    std::set<key> r;
    for (const std::size_t i : reads) r.insert(insts_[i].sets.begin(), insts_[i].sets.end());
    reads_.push_back(std::move(r));
    for (const key& k : made.sets) born_.emplace(k, made.line);
    insts_.push_back(std::move(made));
    return insts_.size() - 1;
  }
  // An instruction defining every subshape of `s`.
  inst defining(std::string name, shape_t s) {
    inst made{std::move(name), std::move(s), {}, 0, false, false};
    hlo_shape_index index;
    define(made, made.shape, index);
    return made;
  }
  static void define(inst& made, const shape_t& s, hlo_shape_index& index) {
    made.sets.emplace_back(made.name, index);
    for (std::size_t k = 0; k < s.elements.size(); ++k) {
      index.push_back(static_cast<std::int64_t>(k));
      define(made, s.elements[k], index);
      index.pop_back();
    }
  }

  // Live instructions (not overwritten, not an async start) that satisfy `ok`.
  template <class F>
  std::optional<std::size_t> pick(F&& ok) {
    std::vector<std::size_t> c;
    for (std::size_t i = 0; i < insts_.size(); ++i)
      if (!insts_[i].dead && !insts_[i].start && ok(insts_[i])) c.push_back(i);
    if (c.empty()) return std::nullopt;
    return choose(c);
  }
  std::optional<std::size_t> pick_array() {
    return pick([](const inst& x) { return x.shape.array(); });
  }

  // May `x` be overwritten in place? An array whose value is neither a parameter's nor a
  // constant's, nor read by an asynchronous op still running.
  bool killable(const inst& x) const {
    if (!x.shape.array() || x.dead || x.start || read_only_.count(x.sets[0])) return false;
    for (const std::size_t p : pending_)
      if (holds(insts_[p], x.sets[0])) return false;
    return true;
  }
  static bool holds(const inst& x, const key& value) {
    return std::find(x.sets.begin(), x.sets.end(), value) != x.sets.end();
  }
  // After an in-place write of `value`: nothing holding it is read again.
  void kill(const key& value) {
    for (inst& x : insts_)
      if (holds(x, value)) x.dead = true;
  }

  std::size_t constant(const shape_t& s) {
    std::string literal;
    if (s.dims.empty()) {
      literal = s.elem == "pred" ? "true" : is_float(s.elem) ? "1.5" : std::to_string(in_.ConsumeIntegralInRange(0, 3));
    } else {
      std::vector<std::string> v(static_cast<std::size_t>(s.count()), s.elem == "pred" ? "false" : "2");
      literal = fmt::format("{{{}}}", fmt::join(v, ", "));
    }
    inst made = defining(fresh("constant"), s);
    read_only_.insert(made.sets[0]);
    const std::string text = fmt::format("%{} = {} constant({})", made.name, str(s), literal);
    return emit(std::move(made), text, {});
  }
  std::size_t index_scalar(key avoid) {
    if (!coin(3))
      if (const auto i = pick([&](const inst& x) { return x.shape == array_of("s32", {}) && x.sets[0] != avoid; }))
        return *i;
    return constant(array_of("s32", {}));
  }
  // An update for a dynamic-update-slice of `target`: an array of its type and rank, no larger in
  // any dimension, not holding `avoid`.
  std::size_t update_for(shape_t target, key avoid) {  // by value: emitting moves insts_
    if (coin(2)) {
      const auto u = pick([&](const inst& x) {
        if (!x.shape.array() || x.shape.elem != target.elem || x.shape.dims.size() != target.dims.size() ||
            x.sets[0] == avoid)
          return false;
        for (std::size_t d = 0; d < target.dims.size(); ++d)
          if (x.shape.dims[d] > target.dims[d]) return false;
        return true;
      });
      if (u) return *u;
    }
    std::vector<std::int64_t> d = target.dims;
    for (auto& e : d) e = in_.ConsumeIntegralInRange<std::int64_t>(1, e);
    const std::size_t c = constant(array_of(target.elem, {}));
    inst made = defining(fresh("broadcast"), array_of(target.elem, d));
    const std::string text = fmt::format("%{} = {} broadcast({}), dimensions={{}}", made.name, str(made.shape),
                                         operand(c));
    return emit(std::move(made), text, {c});
  }

  void parameters() {
    const int n = in_.ConsumeIntegralInRange(1, 4);
    for (int p = 0; p < n; ++p) {
      shape_t s;
      if (p > 0 && coin(4)) {
        std::vector<shape_t> e(in_.ConsumeIntegralInRange<std::size_t>(2, 3));
        for (auto& x : e) x = random_array();
        s = tuple_of(std::move(e));
      } else {
        s = random_array();
      }
      inst made = defining(fmt::format("p{}.{}", p, next_++), s);
      for (const key& k : made.sets) read_only_.insert(k);
      param_shapes_.push_back(s);
      const std::string text = fmt::format("%{} = {} parameter({})", made.name, str(s), p);
      (void)emit(std::move(made), text, {});
    }
  }

  std::string unary_op(const std::string& elem) {
    static const std::vector<std::string> floats = {"negate", "exponential", "abs", "tanh"}, ints = {"negate", "abs"};
    if (elem == "pred") return "not";
    return choose(is_float(elem) ? floats : ints);
  }
  std::string binary_op(const std::string& elem) {
    static const std::vector<std::string> preds = {"and", "or"}, others = {"add", "multiply", "subtract", "maximum"};
    return choose(elem == "pred" ? preds : others);
  }

  void step() {
    if (!pending_.empty() && coin(3)) return done(in_.ConsumeIntegralInRange<std::size_t>(0, pending_.size() - 1));
    switch (in_.ConsumeIntegralInRange(0, 21)) {
      case 0:
      case 1: return unary();
      case 2:
      case 3: return binary();
      case 4: return convert();
      case 5: return broadcast();
      case 6: return reshape();
      case 7: return slice();
      case 8: return dynamic_update_slice();
      case 9: return copy();
      case 10: return tuple();
      case 11: return get_tuple_element();
      case 12:
      case 13: return fusion();
      case 14: return call();
      case 15: return async_start();
      case 16: return custom_call();
      case 17:
        (void)constant(coin(2) ? array_of(elem_type(), {})
                               : array_of("f32", {in_.ConsumeIntegralInRange<std::int64_t>(1, 4)}));
        return;
      case 18: return iota();
      case 19: return custom_call_in_place();
      default: return get_tuple_element();
    }
  }

  void unary() {
    const auto x = pick_array();
    if (!x) return;
    const shape_t s = insts_[*x].shape;
    inst made = defining(fresh("op"), s);
    const std::string text = fmt::format("%{} = {} {}({})", made.name, str(s), unary_op(s.elem), operand(*x));
    (void)emit(std::move(made), text, {*x});
  }
  void binary() {
    const auto x = pick_array();
    if (!x) return;
    const shape_t s = insts_[*x].shape;
    const std::size_t y = pick([&](const inst& i) { return i.shape == s; }).value_or(*x);
    inst made = defining(fresh("op"), s);
    const std::string text = fmt::format("%{} = {} {}({}, {})", made.name, str(s), binary_op(s.elem), operand(*x),
                                         operand(y));
    (void)emit(std::move(made), text, {*x, y});
  }
  void convert() {
    const auto x = pick_array();
    if (!x) return;
    shape_t s = insts_[*x].shape;
    s.elem = elem_type();
    inst made = defining(fresh("convert"), s);
    const std::string text = fmt::format("%{} = {} convert({})", made.name, str(s), operand(*x));
    (void)emit(std::move(made), text, {*x});
  }
  void broadcast() {
    const auto x = pick([](const inst& i) { return i.shape.array() && i.shape.dims.size() <= 2; });
    if (!x) return;
    const shape_t& from = insts_[*x].shape;
    const std::size_t rank = from.dims.size() + in_.ConsumeIntegralInRange<std::size_t>(1, 3 - from.dims.size());
    // Where the operand's dimensions go: an increasing choice of `from.dims.size()` of `rank`.
    std::vector<std::int64_t> where;
    std::size_t left = from.dims.size();
    for (std::size_t d = 0; d < rank && left > 0; ++d)
      if (rank - d == left || coin(2)) where.push_back(static_cast<std::int64_t>(d)), --left;
    std::vector<std::int64_t> out(rank, 0);
    for (std::size_t k = 0; k < where.size(); ++k) out[static_cast<std::size_t>(where[k])] = from.dims[k];
    std::int64_t n = from.count();
    for (auto& e : out) {
      if (e != 0) continue;
      e = n * 64 > 8192 ? 1 : extent();
      n *= e;
    }
    inst made = defining(fresh("broadcast"), array_of(from.elem, out));
    const std::string text = fmt::format("%{} = {} broadcast({}), dimensions={{{}}}", made.name, str(made.shape),
                                         operand(*x), fmt::join(where, ","));
    (void)emit(std::move(made), text, {*x});
  }
  void reshape() {
    const auto x = pick_array();
    if (!x) return;
    const shape_t& from = insts_[*x].shape;
    const std::int64_t n = from.count();
    std::vector<std::int64_t> d;
    if (n > 1 || coin(2)) d.push_back(n);
    if (n > 1) {
      std::vector<std::int64_t> divisors;
      for (std::int64_t k = 2; k < n; ++k)
        if (n % k == 0) divisors.push_back(k);
      if (!divisors.empty() && coin(2)) {
        const std::int64_t k = choose(divisors);
        d = {k, n / k};
      }
    }
    const bool bitcast = coin(2);
    inst made{fresh(bitcast ? "bitcast" : "reshape"), array_of(from.elem, d), {}, 0, false, false};
    if (bitcast) made.sets = insts_[*x].sets;  // a bitcast passes its operand's value through
    else made.sets = {key{made.name, {}}};
    const std::string text = fmt::format("%{} = {} {}({})", made.name, str(made.shape), bitcast ? "bitcast" : "reshape",
                                         operand(*x));
    (void)emit(std::move(made), text, {*x});
  }
  void slice() {
    const auto x = pick([](const inst& i) { return i.shape.array() && !i.shape.dims.empty(); });
    if (!x) return;
    const shape_t& from = insts_[*x].shape;
    std::vector<std::int64_t> d;
    std::vector<std::string> ranges;
    for (const std::int64_t e : from.dims) {
      const std::int64_t a = in_.ConsumeIntegralInRange<std::int64_t>(0, e - 1);
      const std::int64_t b = in_.ConsumeIntegralInRange<std::int64_t>(a + 1, e);
      d.push_back(b - a);
      ranges.push_back(fmt::format("[{}:{}]", a, b));
    }
    inst made = defining(fresh("slice"), array_of(from.elem, d));
    const std::string text = fmt::format("%{} = {} slice({}), slice={{{}}}", made.name, str(made.shape), operand(*x),
                                         fmt::join(ranges, ", "));
    (void)emit(std::move(made), text, {*x});
  }
  void iota() {
    shape_t s = array_of(coin(2) ? "s32" : "f32", dims());
    if (s.dims.empty()) s = array_of(s.elem, {extent()});
    inst made = defining(fresh("iota"), s);
    const std::string text = fmt::format("%{} = {} iota(), iota_dimension=0", made.name, str(s));
    (void)emit(std::move(made), text, {});
  }
  void copy() {
    const auto x = pick_array();
    if (!x) return;
    shape_t s = insts_[*x].shape;
    if (s.dims.size() >= 2 && coin(2)) std::reverse(s.minor_to_major.begin(), s.minor_to_major.end());
    inst made = defining(fresh("copy"), s);
    const std::string text = fmt::format("%{} = {} copy({})", made.name, str(s), operand(*x));
    (void)emit(std::move(made), text, {*x});
  }
  void tuple() {
    std::vector<std::size_t> ops;
    const int n = in_.ConsumeIntegralInRange(1, 3);
    for (int k = 0; k < n; ++k)
      if (const auto o = pick([](const inst&) { return true; })) ops.push_back(*o);
    if (ops.empty()) return;
    std::vector<shape_t> e;
    for (const std::size_t o : ops) e.push_back(insts_[o].shape);
    inst made{fresh("tuple"), tuple_of(std::move(e)), {}, 0, false, false};
    made.sets = {key{made.name, {}}};
    for (const std::size_t o : ops) made.sets.insert(made.sets.end(), insts_[o].sets.begin(), insts_[o].sets.end());
    const std::string text = fmt::format("%{} = {} tuple({})", made.name, str(made.shape), operands(ops));
    (void)emit(std::move(made), text, ops);
  }
  void get_tuple_element() {
    const auto t = pick([](const inst& i) { return i.shape.tuple && !i.shape.elements.empty(); });
    if (!t) return;
    const shape_t& s = insts_[*t].shape;
    const auto k = in_.ConsumeIntegralInRange<std::size_t>(0, s.elements.size() - 1);
    std::size_t from = 1;
    for (std::size_t j = 0; j < k; ++j) from += subtree(s.elements[j]);
    inst made{fresh("get-tuple-element"), s.elements[k], {}, 0, false, false};
    made.sets.assign(insts_[*t].sets.begin() + static_cast<std::ptrdiff_t>(from),
                     insts_[*t].sets.begin() + static_cast<std::ptrdiff_t>(from + subtree(s.elements[k])));
    const std::string text = fmt::format("%{} = {} get-tuple-element({}), index={}", made.name, str(made.shape),
                                         operand(*t), k);
    (void)emit(std::move(made), text, {*t});
  }

  void dynamic_update_slice() {
    const auto x = pick([&](const inst& i) { return killable(i) && !i.shape.dims.empty(); });
    if (!x) return;
    const shape_t s = insts_[*x].shape;
    const key target = insts_[*x].sets[0];
    std::vector<std::size_t> ops{*x, update_for(s, target)};
    for (std::size_t d = 0; d < s.dims.size(); ++d) ops.push_back(index_scalar(target));
    inst made = defining(fresh("dynamic-update-slice"), s);
    born_[made.sets[0]] = born_.at(target);  // one buffer with its operand
    const std::string text = fmt::format("%{} = {} dynamic-update-slice({})", made.name, str(s), operands(ops));
    (void)emit(std::move(made), text, ops);
    kill(target);
  }

  // A fused computation: its text, with parameters of `params`' shapes; `body` adds the rest and
  // returns the root's shape.
  template <class F>
  std::pair<std::string, shape_t> computation(const std::string& name, const std::vector<shape_t>& params, F&& body) {
    std::vector<std::string> lines, sig, names;
    for (std::size_t k = 0; k < params.size(); ++k) {
      names.push_back(fmt::format("param_{}.{}", k, next_++));
      sig.push_back(fmt::format("{}: {}", names.back(), str(params[k])));
      lines.push_back(fmt::format("%{} = {} parameter({})", names.back(), str(params[k]), k));
    }
    const shape_t root = body(lines, names);
    std::string text = fmt::format("%{} ({}) -> {} {{\n", name, fmt::join(sig, ", "), str(root));
    for (const std::string& l : lines) text += "  " + l + "\n";
    text += "}\n";
    return {text, root};
  }

  void fusion() {
    const int kind = in_.ConsumeIntegralInRange(0, 3);
    const std::string called = fresh("fused_computation");
    std::vector<std::size_t> ops;
    std::optional<key> target;  // what a fusion rooted in a dynamic-update-slice writes over
    std::vector<shape_t> ps;
    if (kind == 2) {
      const auto x = pick([&](const inst& i) { return killable(i) && !i.shape.dims.empty(); });
      if (!x) return;
      target = insts_[*x].sets[0];
      ops = {*x, update_for(insts_[*x].shape, *target)};
      for (std::size_t d = 0; d < insts_[*x].shape.dims.size(); ++d) ops.push_back(index_scalar(*target));
    } else {
      const auto x = pick_array();
      if (!x) return;
      ops.push_back(*x);
      const int more = in_.ConsumeIntegralInRange(0, 2);
      for (int k = 0; k < more; ++k)
        if (const auto y = pick([&](const inst& i) {
              const auto at = static_cast<std::size_t>(&i - insts_.data());
              return i.shape == insts_[*x].shape && std::find(ops.begin(), ops.end(), at) == ops.end();
            }))
          ops.push_back(*y);
    }
    for (const std::size_t o : ops) ps.push_back(insts_[o].shape);
    auto body = [&](std::vector<std::string>& lines, const std::vector<std::string>& names) {
      const shape_t& s = ps[0];
      auto line = [&](const shape_t& out, const std::string& rest) {
        const std::string n = fmt::format("{}.{}", rest.substr(0, rest.find('(')), next_++);
        lines.push_back(fmt::format("%{} = {} {}", n, str(out), rest));
        return n;
      };
      if (kind == 2) {  // ROOT dynamic-update-slice(param_0, f(param_1), indices...)
        std::string update = names[1];
        if (coin(2) && ps[1].elem != "pred") update = line(ps[1], fmt::format("negate({} %{})", str(ps[1]), names[1]));
        std::vector<std::string> args{fmt::format("{} %{}", str(s), names[0]),
                                      fmt::format("{} %{}", str(ps[1]), update)};
        for (std::size_t k = 2; k < names.size(); ++k) args.push_back(fmt::format("s32[] %{}", names[k]));
        lines.push_back(fmt::format("ROOT %dynamic-update-slice.{} = {} dynamic-update-slice({})", next_++, str(s),
                                    fmt::join(args, ", ")));
        return s;
      }
      if (kind == 3) {  // not elementwise: a transpose, a slice, a broadcast
        if (s.dims.size() >= 2) {
          shape_t t = s;
          std::swap(t.dims[0], t.dims[1]);
          std::vector<std::int64_t> perm(s.dims.size());
          for (std::size_t k = 0; k < perm.size(); ++k) perm[k] = static_cast<std::int64_t>(k);
          std::swap(perm[0], perm[1]);
          lines.push_back(fmt::format("ROOT %transpose.{} = {} transpose({} %{}), dimensions={{{}}}", next_++, str(t),
                                      str(s), names[0], fmt::join(perm, ",")));
          return t;
        }
        const shape_t b = array_of(s.elem, s.dims.empty() ? std::vector<std::int64_t>{4}
                                                          : std::vector<std::int64_t>{s.dims[0], 2});
        lines.push_back(fmt::format("ROOT %broadcast.{} = {} broadcast({} %{}), dimensions={{{}}}", next_++, str(b),
                                    str(s), names[0], s.dims.empty() ? "" : "0"));
        return b;
      }
      // Elementwise: a chain over the parameters, perhaps a convert, perhaps a second output.
      std::string acc = names[0];
      for (std::size_t k = 1; k < names.size(); ++k)
        acc = line(s, fmt::format("{}({} %{}, {} %{})", binary_op(s.elem), str(s), acc, str(s), names[k]));
      if (acc == names[0] || coin(2)) acc = line(s, fmt::format("{}({} %{})", unary_op(s.elem), str(s), acc));
      shape_t out = s;
      if (coin(3)) {
        out.elem = elem_type();
        acc = line(out, fmt::format("convert({} %{})", str(s), acc));
      }
      if (kind == 1) {
        const std::string second = line(s, fmt::format("{}({} %{})", unary_op(s.elem), str(s), names.back()));
        const shape_t t = tuple_of({out, s});
        lines.push_back(
            fmt::format("ROOT %tuple.{} = {} tuple({} %{}, {} %{})", next_++, str(t), str(out), acc, str(s), second));
        return t;
      }
      lines.back() = "ROOT " + lines.back();
      return out;
    };
    auto [text, out] = computation(called, ps, body);
    computations_.push_back(std::move(text));
    inst made = defining(fresh("fusion"), out);
    if (target) born_[made.sets[0]] = born_.at(*target);
    const std::string line = fmt::format("%{} = {} fusion({}), kind={}, calls=%{}", made.name, str(out), operands(ops),
                                         kind == 3 ? "kInput" : "kLoop", called);
    (void)emit(std::move(made), line, ops);
    if (target) kill(*target);
  }

  void call() {
    std::vector<std::size_t> ops;
    const int n = in_.ConsumeIntegralInRange(1, 2);
    for (int k = 0; k < n; ++k)
      if (const auto o = pick_array()) ops.push_back(*o);
    if (ops.empty()) return;
    std::vector<shape_t> ps;
    for (const std::size_t o : ops) ps.push_back(insts_[o].shape);
    const std::string called = fresh("called_computation");
    std::vector<key> root_sets;
    auto body = [&](std::vector<std::string>& lines, const std::vector<std::string>& names) {
      // Values: (name, shape, sets) of the body; parameters hold their operands' values.
      struct v {
        std::string name;
        shape_t shape;
        std::vector<key> sets;
      };
      std::vector<v> vs;
      for (std::size_t k = 0; k < names.size(); ++k) vs.push_back({names[k], ps[k], insts_[ops[k]].sets});
      const int steps = in_.ConsumeIntegralInRange(1, 3);
      for (int s = 0; s < steps; ++s) {
        const v& a = vs[in_.ConsumeIntegralInRange<std::size_t>(0, vs.size() - 1)];
        const std::string name = fresh("op");
        if (coin(2)) {
          lines.push_back(
              fmt::format("%{} = {} {}({} %{})", name, str(a.shape), unary_op(a.shape.elem), str(a.shape), a.name));
        } else {
          const v* b = &a;
          for (const v& c : vs)
            if (c.shape == a.shape && coin(2)) b = &c;
          lines.push_back(fmt::format("%{} = {} {}({} %{}, {} %{})", name, str(a.shape), binary_op(a.shape.elem),
                                      str(a.shape), a.name, str(b->shape), b->name));
        }
        vs.push_back({name, a.shape, {key{name, {}}}});
      }
      if (coin(2)) {  // ROOT the last value
        lines.back() = "ROOT " + lines.back();
        root_sets = vs.back().sets;
        return vs.back().shape;
      }
      // ROOT a tuple of the last value and another (a parameter, perhaps).
      const v& other = vs[in_.ConsumeIntegralInRange<std::size_t>(0, vs.size() - 1)];
      const std::string name = fresh("tuple");
      const shape_t t = tuple_of({vs.back().shape, other.shape});
      lines.push_back(fmt::format("ROOT %{} = {} tuple({} %{}, {} %{})", name, str(t), str(vs.back().shape),
                                  vs.back().name, str(other.shape), other.name));
      root_sets = {key{name, {}}};
      root_sets.insert(root_sets.end(), vs.back().sets.begin(), vs.back().sets.end());
      root_sets.insert(root_sets.end(), other.sets.begin(), other.sets.end());
      return t;
    };
    auto [text, out] = computation(called, ps, body);
    computations_.push_back(std::move(text));
    inst made{fresh("call"), out, root_sets, 0, false, false};
    const std::string line = fmt::format("%{} = {} call({}), to_apply=%{}", made.name, str(out), operands(ops), called);
    (void)emit(std::move(made), line, ops);
  }

  void async_start() {
    const auto x = pick([](const inst& i) { return i.shape.array() && !i.shape.dims.empty(); });
    if (!x) return;
    const shape_t s = insts_[*x].shape;
    const shape_t u32 = array_of("u32", {});
    const std::vector<key>& xs = insts_[*x].sets;
    inst made;
    std::string text;
    switch (in_.ConsumeIntegralInRange(0, 3)) {
      case 0:  // (destination, source, context)
        made = {fresh("copy-start"), tuple_of({s, s, u32}), {}, 0, false, true};
        made.sets = {key{made.name, {}}, key{made.name, {0}}, xs[0], key{made.name, {2}}};
        text = fmt::format("%{} = {} copy-start({})", made.name, str(made.shape), operand(*x));
        break;
      case 1: {  // (operand, result)
        shape_t r = s;
        r.dims[0] *= 2;
        made = {fresh("all-gather-start"), tuple_of({s, r}), {}, 0, false, true};
        made.sets = {key{made.name, {}}, xs[0], key{made.name, {1}}};
        text = fmt::format("%{} = {} all-gather-start({}), channel_id=1, replica_groups={{{{0,1}}}}, dimensions={{0}}, "
                           "use_global_device_ids=true",
                           made.name, str(made.shape), operand(*x));
        break;
      }
      case 2:  // ((operands), result): an async-start wrapping the all-to-all
        made = {fresh("all-to-all-start"), tuple_of({tuple_of({s}), s}), {}, 0, false, true};
        made.sets = {key{made.name, {}}, key{made.name, {0}}, xs[0], key{made.name, {1}}};
        text = fmt::format("%{} = {} all-to-all-start({}), channel_id=2, replica_groups={{{{0,1}}}}, dimensions={{0}}",
                           made.name, str(made.shape), operand(*x));
        break;
      default:  // (operand, result, contexts)
        made = {fresh("collective-permute-start"), tuple_of({s, s, u32, u32}), {}, 0, false, true};
        made.sets = {key{made.name, {}}, xs[0], key{made.name, {1}}, key{made.name, {2}}, key{made.name, {3}}};
        text =
            fmt::format("%{} = {} collective-permute-start({}), channel_id=3, source_target_pairs={{{{0,1}},{{1,0}}}}",
                        made.name, str(made.shape), operand(*x));
        break;
    }
    pending_.push_back(emit(std::move(made), text, {*x}));
  }
  void done(std::size_t k) {
    const std::size_t st = pending_[k];
    pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(k));
    const inst& s = insts_[st];
    const std::string op = s.name.substr(0, s.name.rfind("-start"));
    const std::size_t which = op == "copy" ? 0 : 1;
    inst made{fresh(op + "-done"),
              s.shape.elements[which],
              {key{s.name, {static_cast<std::int64_t>(which)}}},
              0,
              false,
              false};
    const std::string text = fmt::format("%{} = {} {}-done({})", made.name, str(made.shape), op, operand(st));
    (void)emit(std::move(made), text, {st});
  }

  void custom_call() {
    std::vector<std::size_t> ops;
    const int n = in_.ConsumeIntegralInRange(0, 2);
    for (int k = 0; k < n; ++k)
      if (const auto o = pick_array()) ops.push_back(*o);
    const shape_t out = coin(3) ? tuple_of({random_array(), random_array()}) : random_array();
    inst made = defining(fresh("custom-call"), out);
    const std::string text = fmt::format("%{} = {} custom-call({}), custom_call_target=\"shardmem_fuzz_kernel\"",
                                         made.name, str(out), operands(ops));
    (void)emit(std::move(made), text, ops);
  }
  void custom_call_in_place() {
    const auto x = pick([&](const inst& i) { return killable(i); });
    if (!x) return;
    const key target = insts_[*x].sets[0];
    std::vector<std::size_t> ops;
    if (coin(2))
      if (const auto o = pick([&](const inst& i) { return i.shape.array() && !holds(i, target); })) ops.push_back(*o);
    const std::size_t at = in_.ConsumeIntegralInRange<std::size_t>(0, ops.size());
    ops.insert(ops.begin() + static_cast<std::ptrdiff_t>(at), *x);
    const bool tuple = coin(2);
    const shape_t out = tuple ? tuple_of({insts_[*x].shape, random_array()}) : insts_[*x].shape;
    inst made = defining(fresh("custom-call"), out);
    born_[made.sets[tuple ? 1 : 0]] = born_.at(target);
    const std::string text = fmt::format("%{} = {} custom-call({}), custom_call_target=\"shardmem_fuzz_update\", "
                                         "output_to_operand_aliasing={{{}: ({}, {{}})}}",
                                         made.name, str(out), operands(ops), tuple ? "{0}" : "{}", at);
    (void)emit(std::move(made), text, ops);
    kill(target);
  }

  void root() {
    std::vector<std::size_t> ops;
    if (coin(3)) {  // an array
      if (!coin(3) && !insts_.back().dead && !insts_.back().start && insts_.back().shape.array() &&
          insts_.size() > param_shapes_.size()) {
        lines_.back() = "ROOT " + lines_.back();
        root_ = insts_.size() - 1;
      } else {
        std::size_t x = pick_array().value_or(0);
        if (!insts_[x].shape.array()) x = constant(array_of("f32", {2}));
        const bool bitcast = coin(2);  // a bitcast root passes its operand's value out
        inst made{fresh(bitcast ? "bitcast" : "op"), insts_[x].shape, {}, 0, false, false};
        made.sets = bitcast ? insts_[x].sets : std::vector<key>{key{made.name, {}}};
        const std::string text = fmt::format("ROOT %{} = {} {}({})", made.name, str(made.shape),
                                             bitcast ? "bitcast" : unary_op(made.shape.elem), operand(x));
        root_ = emit(std::move(made), text, {x});
      }
    } else {  // a tuple: parameters, the same value twice, nested tuples
      const int n = in_.ConsumeIntegralInRange(1, 4);
      for (int k = 0; k < n; ++k) {
        std::optional<std::size_t> o;
        if (coin(5)) o = in_.ConsumeIntegralInRange<std::size_t>(0, param_shapes_.size() - 1);
        else if (!ops.empty() && coin(5)) o = ops.back();
        else o = pick([](const inst&) { return true; });
        if (o) ops.push_back(*o);
      }
      if (ops.empty()) ops.push_back(0);
      std::vector<shape_t> e;
      for (const std::size_t o : ops) e.push_back(insts_[o].shape);
      inst made{fresh("tuple"), tuple_of(std::move(e)), {}, 0, false, false};
      made.sets = {key{made.name, {}}};
      for (const std::size_t o : ops) made.sets.insert(made.sets.end(), insts_[o].sets.begin(), insts_[o].sets.end());
      const std::string text = fmt::format("ROOT %{} = {} tuple({})", made.name, str(made.shape), operands(ops));
      root_ = emit(std::move(made), text, ops);
    }
    root_shape_ = insts_[root_].shape;
    root_values = insts_[root_].sets;
  }

  // input_output_alias: an output array of a parameter's shape written after that parameter's
  // last read (its buffer begun after it), or the parameter itself, held once by the ROOT.
  void aliases() {
    if (!coin(2)) return;
    struct leaf {
      hlo_shape_index index;
      shape_t shape;
      key value;
    };
    std::vector<leaf> outputs;  // the ROOT's array leaves, at depth <= 1
    const inst& r = insts_[root_];
    if (r.shape.array()) {
      outputs.push_back({{}, r.shape, r.sets[0]});
    } else {
      std::size_t pos = 1;
      for (std::size_t k = 0; k < r.shape.elements.size(); ++k) {
        if (r.shape.elements[k].array())
          outputs.push_back({{static_cast<std::int64_t>(k)}, r.shape.elements[k], r.sets[pos]});
        pos += subtree(r.shape.elements[k]);
      }
    }
    std::vector<leaf> params;  // parameters' array leaves, at depth <= 1
    for (std::size_t p = 0; p < param_shapes_.size(); ++p) {
      const shape_t& s = param_shapes_[p];
      if (s.array()) params.push_back({{}, s, key{insts_[p].name, {}}});
      else
        for (std::size_t k = 0; k < s.elements.size(); ++k)
          if (s.elements[k].array())
            params.push_back(
                {{static_cast<std::int64_t>(k)}, s.elements[k], key{insts_[p].name, {static_cast<std::int64_t>(k)}}});
    }
    std::set<std::string> taken_params;
    std::set<hlo_shape_index> taken_outputs;
    const int tries = in_.ConsumeIntegralInRange(1, 3);
    for (int t = 0; t < tries && !outputs.empty() && !params.empty(); ++t) {
      const leaf& o = choose(outputs);
      const leaf& p = choose(params);
      if (!(o.shape == p.shape) || taken_params.count(p.value.first) || taken_outputs.count(o.index)) continue;
      if (std::count(root_values.begin(), root_values.end(), o.value) != 1) continue;
      if (o.value != p.value) {
        if (std::find(root_values.begin(), root_values.end(), p.value) != root_values.end()) continue;
        std::size_t last_read = 0;
        for (std::size_t l = 0; l < reads_.size(); ++l)
          if (reads_[l].count(p.value)) last_read = l;
        if (born_.at(o.value) <= last_read) continue;
        if (read_only_.count(o.value)) continue;  // another parameter or a constant
      }
      taken_params.insert(p.value.first);
      taken_outputs.insert(o.index);
      const std::size_t number = static_cast<std::size_t>(
          std::find_if(insts_.begin(), insts_.end(), [&](const inst& i) { return i.name == p.value.first; }) -
          insts_.begin());
      alias_.push_back(fmt::format("{{{}}}: ({}, {{{}}}, {})", fmt::join(o.index, ","), number, fmt::join(p.index, ","),
                                   coin(2) ? "may-alias" : "must-alias"));
    }
  }
};

// --- the checks ----------------------------------------------------------------------------------

struct counts {
  long accepted = 0, refused = 0, unmodelled = 0;
  bool print = std::getenv("SHARDMEM_FUZZ_PRINT") != nullptr;
  ~counts() {
    if (print)
      std::fprintf(
          stderr,
          "fuzz_hlo_generated: %ld modules accepted (%ld with a handover hlo_liveness does not make), %ld refused\n",
          accepted, unmodelled, refused);
  }
};
counts tally;

// Would hlo_liveness's heap hand value u's buffer to w, defined where u dies: the one sharing
// predicate under XLA's rules on `backend` (w's instruction reads u's own, is not a copy, and
// CanShareOperandBufferWithUser with the backend's hint), u the top value of that instruction, both
// in device memory, each value the whole of a buffer of its own.
bool liveness_shares(const hlo_module& m, const hlo_live_ranges& lr, std::uint32_t u, std::uint32_t w,
                     hlo_backend backend) {
  const hlo_value &x = lr.values[u], &y = lr.values[w];
  if (!x.index.empty() || x.host || y.host) return false;
  const detail::hlo_sharing rules(m, backend, detail::share_rules::xla);
  if (!rules.can_share(x.computation, x.instruction, x.index, y.computation, y.instruction, y.index)) return false;
  const auto members = [&](std::uint32_t b) {
    return std::count_if(lr.values.begin(), lr.values.end(), [&](const hlo_value& v) { return v.buffer == b; });
  };
  return members(x.buffer) == 1 && members(y.buffer) == 1;
}

std::int64_t bytes_of(const hlo_shape& s) {
  std::int64_t n = hlo_byte_size(s);
  for (const hlo_shape& e : s.elements) n += bytes_of(e);
  return n;
}

void same(const hlo_assignment& a, const hlo_assignment& b) {
  check(a.memory == b.memory, "buffer assignment is deterministic: the same memory_analysis() twice");
  check(a.liveness.peak == b.liveness.peak && a.liveness.peak_time == b.liveness.peak_time &&
            a.liveness.timeline == b.liveness.timeline && a.liveness.live_at_peak == b.liveness.live_at_peak,
        "liveness is deterministic: the same peak and timeline twice");
  check(a.allocations.size() == b.allocations.size(), "the same allocations twice");
  for (std::size_t k = 0; k < a.allocations.size(); ++k) {
    const hlo_allocation &p = a.allocations[k], &q = b.allocations[k];
    check(p.kind == q.kind && p.size == q.size && p.maybe_live_out == q.maybe_live_out &&
              p.values.size() == q.values.size(),
          "the same allocation twice");
    for (std::size_t j = 0; j < p.values.size(); ++j)
      check(p.values[j].value == q.values[j].value && p.values[j].offset == q.values[j].offset &&
                p.values[j].size == q.values[j].size,
            "the same slices twice");
  }
}

void check_module(const hlo_module& m, const hlo_assignment& a, const std::vector<key>& root_values,
                  hlo_backend backend) {
  const hlo_live_ranges& lr = a.liveness;
  // The peak.
  check(lr.timeline.size() == static_cast<std::size_t>(lr.schedule_end()) + 1, "the timeline has every time");
  check(*std::max_element(lr.timeline.begin(), lr.timeline.end()) == lr.peak, "the timeline's maximum is the peak");
  check(lr.timeline[static_cast<std::size_t>(lr.peak_time)] == lr.peak, "the peak is at its time");
  check(lr.live_at_peak.size() == lr.live_at_peak_bytes.size(), "a size for each buffer live at the peak");
  std::int64_t held = 0;
  for (const std::int64_t b : lr.live_at_peak_bytes) held += b;
  check(held == lr.peak, "the buffers live at the peak add up to it");
  for (const hlo_value& v : lr.values) {
    check(0 <= v.start && v.start <= v.end && v.end <= lr.schedule_end(), "a live range lies in the schedule");
    check(v.constant || v.bytes <= lr.peak, "the peak holds at least any one value");
  }
  const memory_stats& mem = a.memory;
  check(mem.host == memory_analysis{}, "no host memory in a module without S(5)");

  // Every value in exactly one allocation, inside it.
  std::vector<int> placed(lr.values.size(), 0);
  std::vector<std::size_t> alloc_of(lr.values.size(), 0);
  std::vector<std::int64_t> slice_of(lr.values.size(), 0);
  std::int64_t argument = 0, output = 0, alias = 0, temp = 0;
  for (std::size_t k = 0; k < a.allocations.size(); ++k) {
    const hlo_allocation& al = a.allocations[k];
    check(al.size >= 0 && al.memory_space == 0, "an allocation of device memory, of a size >= 0");
    for (const hlo_allocation::slice& s : al.values) {
      check(s.value < lr.values.size(), "a slice names a value");
      ++placed[s.value];
      alloc_of[s.value] = k;
      slice_of[s.value] = s.size;
      check(s.offset >= 0 && s.size >= lr.values[s.value].bytes && s.offset + s.size <= al.size,
            fmt::format("a value's slice [{}, +{}) holds its {} bytes inside its allocation of {}", s.offset, s.size,
                        lr.values[s.value].bytes, al.size));
    }
    if (al.kind == hlo_allocation::kind_t::argument) {
      argument += al.size;
      if (al.aliased) alias += al.size;
    }
    if (al.kind == hlo_allocation::kind_t::temp) temp += al.size;
    if (al.maybe_live_out) output += al.size;
  }
  for (std::size_t v = 0; v < lr.values.size(); ++v) check(placed[v] == 1, "every value is in exactly one allocation");
  check(mem.device.argument.count() == argument && mem.device.output.count() == output &&
            mem.device.alias.count() == alias && mem.device.temp.count() == temp,
        "memory_analysis() sums the allocations of each kind");

  // Arguments once: every subshape of the entry parameters, each in an argument allocation.
  const hlo_computation& entry = *m.entry();
  std::int64_t parameters = 0;
  for (const hlo_instruction& i : entry.instructions)
    if (i.opcode == "parameter") parameters += bytes_of(i.shape);
  check(mem.device.argument.count() == parameters,
        fmt::format("argument ({}) is the bytes of the entry parameters ({}), tuple tables included",
                    mem.device.argument.count(), parameters));
  for (std::size_t v = 0; v < lr.values.size(); ++v)
    if (lr.values[v].entry_parameter)
      check(a.allocations[alloc_of[v]].kind == hlo_allocation::kind_t::argument, "a parameter's value is an argument");

  // Outputs once: the distinct allocations of the values the ROOT holds.
  std::set<std::size_t> outs;
  for (const key& k : root_values) {
    const auto v = lr.value_of(m, k.first, k.second);
    check(v.has_value(),
          fmt::format("the ROOT's value {}{{{}}} is a value of the analysis", k.first, fmt::join(k.second, ",")));
    outs.insert(alloc_of[*v]);
    check(a.allocations[alloc_of[*v]].maybe_live_out, "the allocation of a value the ROOT holds is maybe_live_out");
  }
  std::int64_t expected = 0;
  for (const std::size_t k : outs) expected += a.allocations[k].size;
  check(mem.device.output.count() == expected,
        fmt::format("output ({}) is the allocations of the ROOT's values, each once ({})", mem.device.output.count(),
                    expected));
  check(mem.device.alias.count() <= mem.device.argument.count() &&
            mem.device.alias.count() <= mem.device.output.count(),
        "alias is at most argument and at most output");
  for (const hlo_io_alias& x : m.input_output_alias)
    for (const hlo_instruction& i : entry.instructions)
      if (i.opcode == "parameter" && i.parameter_number == x.parameter) {
        const auto v = lr.value_of(m, i.name, x.parameter_index);
        check(v && a.allocations[alloc_of[*v]].aliased && a.allocations[alloc_of[*v]].maybe_live_out,
              "an aliased parameter's allocation is aliased and live out");
      }

  // Two values whose bytes meet in one allocation: one buffer, or live one after the other. A
  // value may take the bytes of one that dies where it starts (a handover); those hlo_liveness's
  // heap would not make too are listed.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> unmodelled;
  for (const hlo_allocation& al : a.allocations)
    for (std::size_t i = 0; i < al.values.size(); ++i)
      for (std::size_t j = i + 1; j < al.values.size(); ++j) {
        const hlo_allocation::slice &s = al.values[i], &t = al.values[j];
        if (s.size == 0 || t.size == 0 || s.offset + s.size <= t.offset || t.offset + t.size <= s.offset) continue;
        const hlo_value &u = lr.values[s.value], &w = lr.values[t.value];
        if (u.buffer == w.buffer) continue;
        const bool apart = u.end < w.start || w.end < u.start || (u.end == w.start && u.start < w.start) ||
                           (w.end == u.start && w.start < u.start);
        check(apart, fmt::format("values {} [{}, {}] and {} [{}, {}] of different buffers share bytes of an allocation "
                                 "while both live",
                                 s.value, u.start, u.end, t.value, w.start, w.end));
        if (u.end == w.start && u.start < w.start && !liveness_shares(m, lr, s.value, t.value, backend))
          unmodelled.emplace_back(s.value, t.value);
        if (w.end == u.start && w.start < u.start && !liveness_shares(m, lr, t.value, s.value, backend))
          unmodelled.emplace_back(t.value, s.value);
      }

  // The reservation holds the liveness peak. At any time the values live lie in distinct bytes of
  // allocations memory_analysis() counts (constants aside, which neither counts), but where buffer
  // assignment hands the bytes of a value dying then to its user. hlo_liveness's heap makes such a
  // handover only for a user of the value's own instruction (liveness_shares); buffer assignment
  // makes more (a user that reads the value through a get-tuple-element, a bitcast, a callee's
  // parameter or an async done), and at
  // such a time the liveness timeline counts both values: there the bound is the timeline less the
  // bytes so handed over. Without those, the bound at the peak's time is the peak.
  std::map<std::int64_t, std::set<std::uint32_t>> handed;  // by time: values handed over unmodelled
  for (const auto& [u, w] : unmodelled) handed[lr.values[u].end].insert(u);
  for (std::size_t t = 0; t < lr.timeline.size(); ++t) {
    std::int64_t bound = lr.timeline[t];
    if (const auto it = handed.find(static_cast<std::int64_t>(t)); it != handed.end())
      for (const std::uint32_t u : it->second) bound -= slice_of[u];
    check(mem.device.total().count() >= bound,
          fmt::format("the reservation ({} = argument {} + output {} - alias {} + temp {}) is at least the liveness "
                      "timeline at time {} ({}, peak {}) less the bytes handed over then unmodelled ({})",
                      mem.device.total().count(), mem.device.argument.count(), mem.device.output.count(),
                      mem.device.alias.count(), mem.device.temp.count(), t, lr.timeline[t], lr.peak,
                      lr.timeline[t] - bound));
  }
  if (!unmodelled.empty()) {
    ++tally.unmodelled;
    if (tally.print && mem.device.total().count() < lr.peak)
      std::fprintf(stderr, "reservation %lld < liveness peak %lld\n",
                   static_cast<long long>(mem.device.total().count()), static_cast<long long>(lr.peak));
    if (tally.print)
      for (const auto& [u, w] : unmodelled) {
        const hlo_value &x = lr.values[u], &y = lr.values[w];
        fmt::print(stderr, "unmodelled handover: {} {{{}}} -> {} {{{}}}\n",
                   m.computations[x.computation].instructions[x.instruction].name, fmt::join(x.index, ","),
                   m.computations[y.computation].instructions[y.instruction].name, fmt::join(y.index, ","));
      }
  }
}

}  // namespace

SHARDMEM_FUZZ_TARGET(hlo_generated) {
  FuzzedDataProvider in(data, size);
  generator g(in);
  const std::string text = g.module();
  if (tally.print) std::fprintf(stderr, "%s\n", text.c_str());
  std::optional<hlo_module> m;
  check(accepts([&] { m.emplace(parse_hlo_module(text)); }), "a generated module reads:\n" + text);
  std::optional<hlo_assignment> a;
  if (!accepts([&] { a.emplace(hlo_assign_buffers(*m)); })) {
    ++tally.refused;
    return 0;
  }
  ++tally.accepted;
  check_module(*m, *a, g.root_values, hlo_backend::gpu);
  same(*a, hlo_assign_buffers(*m));
  const hlo_live_ranges again = hlo_liveness(*m);
  check(again.peak == a->liveness.peak && again.timeline == a->liveness.timeline,
        "hlo_liveness gives buffer assignment's liveness");
  // CPU's rules (no sharing hint, 64-byte alignment) on the same module: accepted where GPU's are,
  // CPU's liveness (whose heap takes no GPU hint's hand-over), and the same invariants.
  std::optional<hlo_assignment> cpu;
  check(accepts([&] { cpu.emplace(hlo_assign_buffers(*m, hlo_backend::cpu)); }), "CPU's rules read what GPU's do");
  check(cpu->liveness.peak == hlo_liveness(*m, hlo_backend::cpu).peak, "hlo_liveness gives CPU's liveness");
  check_module(*m, *cpu, g.root_values, hlo_backend::cpu);
  return 0;
}

}  // namespace shardmem_fuzz::hlo_generated_target
