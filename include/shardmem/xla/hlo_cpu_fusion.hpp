// XLA:CPU's fusion and scheduling for a module not compiled yet (what JAX lowered): which
// instructions XLA:CPU puts into one fusion, so that their intermediates never get a buffer and
// the fusion's output is one, and the order its scheduler runs each computation in.
//
// Sources (openxla/xla; jaxlib 0.10.2 pins 5a9e73cb, read at the versions the index holds):
// - xla/backends/cpu/transforms/library_rewriter.cc (LibraryRewriter::ProcessComputation,
//   FuseNeighbors, AddFusionCandidates) with ynn_matcher.h (YnnMatcher): each dot, reduce,
//   reduce-window and convolution, from the root up, starts a `__ynn_fusion` (kind kCustom) that
//   grows to the neighbours YNNPACK supports: up to an operand all of whose users are in it, down to
//   a sole user. The compiled corpus shows its reductions growing down (reduce, bitcast,
//   broadcast, subtract, exponential) and its dots growing up only.
// - xla/service/cpu/cpu_instruction_fusion.cc (CpuInstructionFusion::ShouldFuse, CanBeLoopFused,
//   IsExpensive) over xla/service/instruction_fusion.cc (InstructionFusion::Run, ShouldFuse,
//   ComputeGloballyUnfusible): consumers from the root up take the loop-fusible producers (kLoop);
//   an expensive producer is not duplicated nor fused into a consumer that reuses its elements; a
//   producer whose operands outweigh it is not duplicated; a concatenate of more than 8 operands or
//   along the minor dimension is not fused; custom fusions and fusions as producers are left alone;
//   a constant that is not a scalar is not fused.
// - xla/service/cpu/cpu_compiler.cc: the scheduler is BFSMemoryScheduler where
//   xla_cpu_enable_concurrency_optimized_scheduler is set (xla/debug_options_flags.cc sets it by
//   default), xla/hlo/transforms/simplifiers/hlo_memory_scheduler.cc BFSMemoryScheduler: the
//   instructions without operands first, in the computation's order, then each user once its
//   operands have run, first ready first run.
// - xla/hlo/transforms/simplifiers/algebraic_simplifier.cc (ReshapeIsBitcast after layout
//   assignment): on CPU's default layouts every reshape left outside a fusion is a bitcast.
//
// Simplifications, and why: the multi-output fusion, the dot output fusion of a matrix-vector
// product and the duplication limit (FusionNodeIndexingEvaluation) are left out, rare in what JAX
// lowers; a producer whose operands outweigh it is never duplicated (CanFuseOnAllPaths not
// walked); YNNPACK's type support is taken as floating point (f32, bf16, f16) for dots and
// reductions, with the elementwise ops it names.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/xla/hlo_memory_scheduler.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>
#include <shardmem/xla/hlo_sizes.hpp>
#include <shardmem/xla/stablehlo_text.hpp>

namespace shardmem {

/// One fusion XLA:CPU would make: the instruction it replaces (its root, whose name it keeps), the
/// instructions it takes in (positions in their computation, ascending, the root last), and its
/// kind: a loop fusion (kLoop) or YNNPACK's library fusion (kCustom, `__ynn_fusion`).
struct hlo_fusion_group {
  std::uint32_t root = 0;
  std::vector<std::uint32_t> members{};
  bool library = false;
  friend bool operator==(const hlo_fusion_group&, const hlo_fusion_group&) = default;
};

/// The fusions of a module, by computation (those it leaves alone have none).
struct hlo_fusion_plan {
  std::vector<std::vector<hlo_fusion_group>> groups{};
  [[nodiscard]] std::size_t fusions() const {
    std::size_t n = 0;
    for (const auto& g : groups) n += g.size();
    return n;
  }
};

namespace detail {

// HloInstruction::IsElementwise, with HLO's spellings of sine and cosine besides StableHLO's, and
// the CHLO ops XLA expands into elementwise HLO before fusion (chlo.square is a multiply,
// chlo.erf_inv a polynomial: xla/hlo/translate's CHLO legalization).
[[nodiscard]] inline bool cpu_elementwise(std::string_view op) {
  return ba_elementwise(op) || op == "sine" || op == "cosine" || op == "chlo.square" || op == "chlo.erf_inv" ||
         op == "chlo.erf" || op == "chlo.tan" || op == "chlo.conj" || op == "chlo.is_inf";
}

// CanBeLoopFused (cpu_instruction_fusion.cc).
[[nodiscard]] inline bool cpu_loop_fusible(std::string_view op) {
  using namespace std::string_view_literals;
  if (cpu_elementwise(op)) return true;
  for (const std::string_view o : {"bitcast"sv, "broadcast"sv, "concatenate"sv, "dynamic-slice"sv,
                                   "dynamic-update-slice"sv, "gather"sv, "iota"sv, "pad"sv, "reduce"sv, "reshape"sv,
                                   "reverse"sv, "slice"sv, "transpose"sv})
    if (op == o) return true;
  return false;
}

[[nodiscard]] inline bool cpu_float(std::string_view element) {
  return element == "f32" || element == "bf16" || element == "f16";
}
[[nodiscard]] inline bool cpu_complex(std::string_view element) { return element == "c64" || element == "c128"; }
[[nodiscard]] inline bool cpu_integral(std::string_view element) {
  return element.size() >= 2 && (element[0] == 's' || element[0] == 'u') && element[1] >= '0' && element[1] <= '9';
}

[[nodiscard]] inline std::int64_t cpu_elements(const hlo_shape& s) {
  if (!s.is_array()) return 0;
  std::int64_t n = 1;
  for (const std::int64_t d : s.dims) n = checked_mul(n, std::max<std::int64_t>(d, 0), "an array's elements");
  return n;
}

// The first integer of an attribute's value (`{1}`, `1`, `[1]`), or -1.
[[nodiscard]] inline std::int64_t cpu_first_integer(std::string_view v) {
  std::size_t k = 0;
  while (k < v.size() && (v[k] < '0' || v[k] > '9')) ++k;
  if (k == v.size()) return -1;
  std::int64_t n = 0;
  for (; k < v.size() && v[k] >= '0' && v[k] <= '9' && n < (std::int64_t{1} << 40); ++k) n = n * 10 + (v[k] - '0');
  return n;
}

// A shape as text, for comparing two (element type, dimensions, tuple elements; no layout).
[[nodiscard]] inline std::string cpu_shape_key(const hlo_shape& s) {
  std::string out;
  std::vector<const hlo_shape*> work{&s};  // (a stack: tuples may nest deep)
  while (!work.empty()) {
    const hlo_shape* cur = work.back();
    work.pop_back();
    if (cur->is_tuple()) {
      out += fmt::format("({})", cur->elements.size());
      for (auto it = cur->elements.rbegin(); it != cur->elements.rend(); ++it) work.push_back(&*it);
      continue;
    }
    out += fmt::format("{}{}[{}]", static_cast<int>(cur->kind), cur->element, fmt::join(cur->dims, ","));
  }
  return out;
}

// One computation as the fusion passes read it: operand and user positions.
struct cpu_graph {
  const hlo_computation* c = nullptr;
  std::vector<std::vector<std::uint32_t>> operands, users;  // distinct, in order
  std::uint32_t root = 0;

  explicit cpu_graph(const hlo_computation& comp) : c(&comp) {
    const std::size_t n = comp.instructions.size();
    std::unordered_map<std::string_view, std::uint32_t> at;
    at.reserve(2 * n);
    for (std::uint32_t i = 0; i < n; ++i) at.emplace(comp.instructions[i].name, i);
    operands.resize(n), users.resize(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      for (const std::string_view o : comp.instructions[i].operands) {
        const auto it = at.find(o);
        if (it == at.end() || it->second >= i) continue;  // (out of order: left alone, not fused)
        if (std::find(operands[i].begin(), operands[i].end(), it->second) != operands[i].end()) continue;
        operands[i].push_back(it->second);
        users[it->second].push_back(i);
      }
    }
    const hlo_instruction* r = comp.root();
    root = r == nullptr ? 0 : static_cast<std::uint32_t>(r - comp.instructions.data());
  }
  [[nodiscard]] const hlo_instruction& at(std::uint32_t i) const { return c->instructions[i]; }
  [[nodiscard]] std::size_t size() const { return operands.size(); }
};

// CpuInstructionFusion::IsExpensive.
[[nodiscard]] inline bool cpu_expensive(const cpu_graph& g, std::uint32_t i) {
  using namespace std::string_view_literals;
  const hlo_instruction& in = g.at(i);
  const std::string_view op = in.opcode;
  for (const std::string_view o :
       {"add"sv, "and"sv, "bitcast"sv, "bitcast-convert"sv, "broadcast"sv, "ceil"sv, "clamp"sv, "count-leading-zeros"sv,
        "compare"sv, "complex"sv, "concatenate"sv, "constant"sv, "copy"sv, "dynamic-reshape"sv, "dynamic-slice"sv,
        "dynamic-update-slice"sv, "floor"sv, "get-tuple-element"sv, "imag"sv, "iota"sv, "is-finite"sv, "maximum"sv,
        "minimum"sv, "multiply"sv, "negate"sv, "not"sv, "opt-barrier"sv, "optimization-barrier"sv, "or"sv, "pad"sv,
        "partition-id"sv, "popcnt"sv, "real"sv, "reduce-precision"sv, "replica-id"sv, "reshape"sv, "reverse"sv,
        "round-nearest-afz"sv, "round-nearest-even"sv, "select"sv, "shift-left"sv, "shift-right-arithmetic"sv,
        "shift-right-logical"sv, "slice"sv, "subtract"sv, "transpose"sv, "tuple"sv, "xor"sv, "chlo.square"sv,
        "chlo.conj"sv, "chlo.is_inf"sv})
    if (op == o) return false;
  const std::string_view element = in.shape.element;
  if (op == "abs" || op == "sign" || op == "cosine" || op == "sine" || op == "cos" || op == "sin" || op == "tan")
    return cpu_complex(element);
  if (op == "convert")
    return element == "bf16" && !g.operands[i].empty() && g.at(g.operands[i][0]).shape.element == "f32";
  if (op == "divide" || op == "remainder") {
    if (!cpu_integral(element) || g.operands[i].empty()) return true;
    const hlo_instruction* a = &g.at(g.operands[i][0]);
    if (a->opcode == "broadcast" && !g.operands[g.operands[i][0]].empty()) a = &g.at(g.operands[g.operands[i][0]][0]);
    return !(a->opcode == "constant" && cpu_elements(a->shape) == 1);
  }
  return true;
}

// HloInstruction::ReusesOperandElements for user u reading operand position p: what is neither
// elementwise nor a permutation of its operand reads elements more than once.
[[nodiscard]] inline bool cpu_reuses(const cpu_graph& g, std::uint32_t u, std::uint32_t p) {
  const hlo_instruction& in = g.at(u);
  const std::string_view op = in.opcode;
  if (cpu_elementwise(op) || op == "bitcast" || op == "concatenate" || op == "reshape" || op == "reverse" ||
      op == "slice" || op == "transpose" || op == "get-tuple-element" || op == "tuple")
    return false;
  if (op == "pad" || op == "reduce" || op == "dynamic-update-slice")  // the padding value, the init values reused
    return !(!in.operands.empty() && g.at(p).name == in.operands[0]);
  return true;
}

// The concatenates XLA:CPU does not fuse, as producer or consumer: more than 8 operands, or along
// the minor dimension with at least 64 bytes along it and 2048 in all.
[[nodiscard]] inline bool cpu_unfusible_concatenate(const hlo_instruction& in) {
  if (in.opcode != "concatenate") return false;
  if (in.operands.size() > 8) return true;
  const hlo_shape& s = in.shape;
  if (!s.is_array() || s.dims.size() <= 1) return false;
  std::int64_t dim = cpu_first_integer(in.attribute("dimensions").value_or(in.attribute("dimension").value_or("")));
  if (dim < 0) return false;
  const auto minor = static_cast<std::int64_t>(s.dims.size()) - 1;
  const std::int64_t bytes_per = (hlo_element_bits(s.element) + 7) / 8;
  return dim == minor && s.dims[static_cast<std::size_t>(dim)] * bytes_per >= 64 &&
         cpu_elements(s) * bytes_per >= 2048;
}

// YnnMatcher::IsOpSupported, as far as the corpus shows it: floating-point dots, reductions,
// reduce-windows and convolutions start a fusion; reshapes, bitcasts, broadcasts, transposes,
// pads, iotas, scalar constants and floating-point elementwise arithmetic join one.
// A dot starts one where its left operand contracts its last dimension alone: the compiled corpus's
// dots contracting another (a weight gradient's `lhs_contracting_dims={0}`) are plain dots.
[[nodiscard]] inline bool ynn_starts(const hlo_instruction& in, const hlo_shape* lhs) {
  const std::string_view op = in.opcode;
  if (op == "dot") {
    const std::string_view dims = in.attribute("contracting_dims").value_or(in.attribute("lhs_contracting_dims").value_or(""));
    const std::int64_t d = cpu_first_integer(dims);
    const bool one = std::count(dims.begin(), dims.end(), ',') == 0;
    return cpu_float(in.shape.element) && lhs != nullptr && lhs->is_array() && one &&
           d == static_cast<std::int64_t>(lhs->dims.size()) - 1;
  }
  if (op == "convolution") return cpu_float(in.shape.element);
  if (op == "reduce" || op == "reduce-window") return in.operands.size() == 2 && cpu_float(in.shape.element);
  return false;
}
// The library fusions that grow down to a sole user: the corpus's reductions do, its dots do not.
[[nodiscard]] inline bool ynn_grows_down(const hlo_instruction& in) {
  return in.opcode == "reduce" || in.opcode == "reduce-window";
}
[[nodiscard]] inline bool ynn_joins(const hlo_instruction& in) {
  using namespace std::string_view_literals;
  const std::string_view op = in.opcode;
  if (op == "reshape" || op == "bitcast" || op == "broadcast" || op == "transpose" || op == "pad" || op == "iota")
    return true;
  if (op == "constant") return cpu_elements(in.shape) == 1;
  if (!cpu_float(in.shape.element)) return false;
  for (const std::string_view o : {"abs"sv, "add"sv, "ceil"sv, "divide"sv, "exponential"sv, "floor"sv,
                                   "maximum"sv, "minimum"sv, "multiply"sv, "negate"sv, "power"sv, "rsqrt"sv, "sqrt"sv,
                                   "subtract"sv, "tanh"sv, "logistic"sv, "log"sv, "sine"sv, "cosine"sv,
                                   "chlo.square"sv})
    if (op == o) return true;
  return false;
}

// The computations whose instructions are fused: those that are not reducers, comparators nor
// fusion bodies already.
[[nodiscard]] inline std::vector<char> cpu_fusible_computations(const hlo_module& m) {
  std::vector<char> keep(m.computations.size(), 1);
  for (const hlo_computation& c : m.computations)
    for (const hlo_instruction& in : c.instructions) {
      if (!(region_is_applied(in.opcode) || in.opcode == "fusion" || in.opcode == "custom-call")) continue;
      for (const std::string_view callee : in.called)
        if (const hlo_computation* k = m.find(callee)) keep[static_cast<std::size_t>(k - m.computations.data())] = 0;
    }
  return keep;
}

// The fusions of one computation (LibraryRewriter, then CpuInstructionFusion).
inline std::vector<hlo_fusion_group> cpu_fuse_computation(const cpu_graph& g, hlo_backend backend) {
  const std::size_t n = g.size();
  std::vector<hlo_fusion_group> out;
  // (fused: the library fusion an instruction is in, + 1; 0 for none)
  std::vector<std::uint32_t> fused(n, 0);
  std::vector<std::vector<std::uint32_t>> library;  // members, by library fusion
  const auto all_users_in = [&](std::uint32_t p, std::uint32_t f, std::uint32_t also) {
    return std::all_of(g.users[p].begin(), g.users[p].end(),
                       [&](std::uint32_t u) { return fused[u] == f + 1 || u == also; });
  };
  for (std::uint32_t k = static_cast<std::uint32_t>(n); k-- > 0;) {
    if (fused[k] != 0 || !ynn_starts(g.at(k), g.operands[k].empty() ? nullptr : &g.at(g.operands[k][0]).shape)) continue;
    const auto f = static_cast<std::uint32_t>(library.size());
    library.push_back({k});
    fused[k] = f + 1;
    const bool down = ynn_grows_down(g.at(k));
    // (FuseNeighbors, again while it grows: from the fusion, its operands all of whose users are
    // in it, and its sole user; from a member fused upwards, its operands; downwards, its user)
    for (bool changed = true; changed;) {
      changed = false;
      std::deque<std::pair<std::uint32_t, bool>> frontier;  // (instruction, upwards)
      const auto up_from = [&](std::uint32_t i) {
        for (const std::uint32_t o : g.operands[i])
          if (fused[o] == 0 && all_users_in(o, f, i)) frontier.emplace_back(o, true);
      };
      const auto down_from = [&](std::uint32_t i) {
        if (down && g.users[i].size() == 1 && fused[g.users[i][0]] == 0) frontier.emplace_back(g.users[i][0], false);
      };
      for (const std::uint32_t x : library[f]) up_from(x);
      down_from(*std::max_element(library[f].begin(), library[f].end()));
      while (!frontier.empty()) {
        const auto [i, up] = frontier.front();
        frontier.pop_front();
        if (fused[i] != 0 || !ynn_joins(g.at(i))) continue;
        if (up && !all_users_in(i, f, static_cast<std::uint32_t>(n))) continue;
        if (!up && g.at(i).opcode == "reduce") continue;
        fused[i] = f + 1;
        library[f].push_back(i);
        changed = true;
        if (up) up_from(i);
        else down_from(i);
      }
    }
  }
  // The root of each library fusion: its member that no other member reads.
  for (std::uint32_t f = 0; f < library.size(); ++f) {
    std::vector<std::uint32_t>& ms = library[f];
    std::sort(ms.begin(), ms.end());
    out.push_back({ms.back(), ms, true});
  }
  // Loop fusion, consumers from the root up.
  std::vector<char> needed(n, 0), in_group(n, 0);
  needed[g.root] = 1;
  for (std::uint32_t k = 0; k < n; ++k)
    if (g.users[k].empty()) needed[k] = 1;  // (what nothing reads: the root, side effects, dead code)
  const auto need_operands = [&](const std::vector<std::uint32_t>& ms, const std::vector<char>& inside) {
    for (const std::uint32_t x : ms)
      for (const std::uint32_t o : g.operands[x])
        if (!inside[o]) needed[o] = 1;
  };
  for (const hlo_fusion_group& lib : out) {
    for (const std::uint32_t x : lib.members) in_group[x] = 1;
    need_operands(lib.members, in_group);
    for (const std::uint32_t x : lib.members) in_group[x] = 0;
  }
  const auto bytes = [&](std::uint32_t i) { return hlo_byte_size(g.at(i).shape, backend); };
  for (std::uint32_t k = static_cast<std::uint32_t>(n); k-- > 0;) {
    if (fused[k] != 0 || !needed[k]) continue;  // in a library fusion, or fused into all its users
    const hlo_instruction& consumer = g.at(k);
    if (!cpu_loop_fusible(consumer.opcode) || cpu_unfusible_concatenate(consumer)) {
      std::vector<std::uint32_t> alone{k};
      in_group[k] = 1;
      need_operands(alone, in_group);
      in_group[k] = 0;
      continue;
    }
    std::vector<std::uint32_t> members{k};
    in_group[k] = 1;
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t m = 0; m < members.size(); ++m) {
        const std::uint32_t x = members[m];
        for (const std::uint32_t p : g.operands[x]) {
          if (in_group[p] || fused[p] != 0) continue;
          const hlo_instruction& producer = g.at(p);
          if (producer.opcode == "constant") {
            if (cpu_elements(producer.shape) != 1) continue;
          } else if (!cpu_loop_fusible(producer.opcode) || cpu_unfusible_concatenate(producer)) {
            continue;
          }
          const bool expensive = cpu_expensive(g, p);
          const bool outside = std::any_of(g.users[p].begin(), g.users[p].end(), [&](std::uint32_t u) { return !in_group[u]; });
          if (expensive && outside) continue;  // an expensive producer is not duplicated
          bool reused = false;
          for (const std::uint32_t u : g.users[p])
            if (in_group[u] && cpu_reuses(g, u, p)) reused = true;
          if (expensive && reused) continue;
          if (outside) {  // a producer whose operands outweigh it is not duplicated
            std::int64_t in_bytes = 0;
            for (const std::uint32_t o : g.operands[p]) in_bytes += bytes(o);
            if (in_bytes > bytes(p)) continue;
          }
          in_group[p] = 1;
          members.push_back(p);
          grew = true;
        }
      }
    }
    need_operands(members, in_group);
    for (const std::uint32_t x : members) in_group[x] = 0;
    if (members.size() > 1) {
      std::sort(members.begin(), members.end());
      out.push_back({k, std::move(members), false});
    }
  }
  std::sort(out.begin(), out.end(), [](const hlo_fusion_group& a, const hlo_fusion_group& b) { return a.root < b.root; });
  return out;
}

}  // namespace detail

/// `m` with each `call` replaced by the instructions of the computation it calls, as XLA's
/// CallInliner does before fusion (xla/hlo/transforms/simplifiers/call_inliner.cc, run by
/// cpu_compiler.cc's pipeline): the callee's parameters become the call's operands, its root takes
/// the call's name, and a get-tuple-element of a call whose callee returns a tuple reads that
/// tuple's operand (TupleSimplifier). The inlined instructions are named `<call>.<name>`; callees
/// left without a caller are dropped. A module whose calls form a cycle is returned unchanged.
[[nodiscard]] inline hlo_module hlo_inline_calls(const hlo_module& m) {
  const std::size_t nc = m.computations.size();
  std::unordered_map<std::string_view, std::size_t> index;
  for (std::size_t c = 0; c < nc; ++c) index.emplace(m.computations[c].name, c);
  const auto callee_of = [&](const hlo_instruction& in) -> std::size_t {
    if (in.opcode != "call" || in.called.size() != 1) return nc;
    const auto it = index.find(in.called[0]);
    return it == index.end() ? nc : it->second;
  };
  // Callees before callers (depth first, an explicit stack: call chains may be deep); a cycle
  // leaves the module as it is.
  std::vector<std::size_t> order;
  std::vector<char> state(nc, 0);  // 0 new, 1 open, 2 done
  for (std::size_t start = 0; start < nc; ++start) {
    if (state[start] != 0) continue;
    std::vector<std::pair<std::size_t, std::size_t>> stack{{start, 0}};
    state[start] = 1;
    while (!stack.empty()) {
      auto& [c, next] = stack.back();
      const std::vector<hlo_instruction>& is = m.computations[c].instructions;
      bool pushed = false;
      while (next < is.size() && !pushed) {
        const std::size_t k = callee_of(is[next++]);
        if (k == nc) continue;
        if (state[k] == 1) return m;
        if (state[k] == 0) {
          state[k] = 1;
          stack.emplace_back(k, 0);
          pushed = true;
        }
      }
      if (pushed) continue;
      state[c] = 2;
      order.push_back(c);
      stack.pop_back();
    }
  }
  hlo_module out = m;
  std::vector<char> inlined(nc, 0), called_otherwise(nc, 0);
  for (const std::size_t c : order) {
    hlo_computation& comp = out.computations[c];
    bool any = false;
    for (const hlo_instruction& in : comp.instructions) any = any || callee_of(in) != nc;
    for (const hlo_instruction& in : comp.instructions)
      if (in.opcode != "call")
        for (const std::string_view k : in.called)
          if (const auto it = index.find(k); it != index.end()) called_otherwise[it->second] = 1;
    if (!any) continue;
    std::unordered_map<std::string_view, std::string_view> renamed;             // gte of a call -> the value
    std::unordered_map<std::string_view, std::vector<std::string_view>> parts;  // call -> its tuple's operands
    std::vector<hlo_instruction> is;
    is.reserve(comp.instructions.size());
    const auto rename = [&](hlo_instruction& in) {
      for (std::string_view& o : in.operands)
        if (const auto it = renamed.find(o); it != renamed.end()) o = it->second;
    };
    for (const hlo_instruction& written : comp.instructions) {
      hlo_instruction in = written;
      rename(in);
      const std::size_t k = callee_of(in);
      if (k == nc) {
        if (in.opcode == "get-tuple-element" && in.operands.size() == 1 && !in.root)
          if (const auto it = parts.find(in.operands[0]);
              it != parts.end() && in.tuple_index >= 0 && static_cast<std::size_t>(in.tuple_index) < it->second.size()) {
            renamed[in.name] = it->second[static_cast<std::size_t>(in.tuple_index)];
            continue;
          }
        is.push_back(std::move(in));
        continue;
      }
      inlined[k] = 1;
      const hlo_computation& body = out.computations[k];  // (inlined already: callees first)
      const hlo_instruction* root = body.root();
      std::unordered_map<std::string_view, std::string_view> local;
      for (const hlo_instruction& b : body.instructions)
        if (b.opcode == "parameter" && b.parameter_number >= 0 &&
            static_cast<std::size_t>(b.parameter_number) < in.operands.size())
          local[b.name] = in.operands[static_cast<std::size_t>(b.parameter_number)];
      for (const hlo_instruction& b : body.instructions) {
        if (b.opcode == "parameter") continue;
        hlo_instruction copy = b;
        const bool is_root = &b == root;
        copy.name = is_root ? in.name : out.keep(fmt::format("{}.{}", in.name, b.name));
        copy.root = is_root && in.root;
        for (std::string_view& o : copy.operands)
          if (const auto it = local.find(o); it != local.end()) o = it->second;
        local[b.name] = copy.name;
        if (is_root && copy.opcode == "tuple") parts[in.name] = {copy.operands.begin(), copy.operands.end()};
        is.push_back(std::move(copy));
      }
      if (root != nullptr && root->opcode == "parameter") {  // the callee returns an argument as it is
        const std::string_view value = local[root->name];
        if (in.root) {
          hlo_instruction copy = in;  // (the root stays an instruction: a copy of the argument's value)
          copy.opcode = "copy";
          copy.called = {};
          copy.operands = {};
          copy.operands.push_back(value);
          is.push_back(std::move(copy));
        } else {
          renamed[in.name] = value;
        }
      }
    }
    comp.instructions = std::move(is);
  }
  std::vector<hlo_computation> kept;
  kept.reserve(nc);
  for (std::size_t c = 0; c < nc; ++c)
    if (!inlined[c] || called_otherwise[c] || out.computations[c].entry) kept.push_back(std::move(out.computations[c]));
  out.computations = std::move(kept);
  out.computation_index = {};
  for (std::size_t c = 0; c < out.computations.size(); ++c)
    out.computation_index.emplace(out.computations[c].name, c, [&](std::size_t i) { return out.computations[i].name; });
  return out;
}

/// `m` with its optimization barriers gone, as XLA:CPU's OptimizationBarrierExpander leaves them
/// (xla/service/optimization_barrier_expander.cc, in cpu_compiler.cc's pipeline: a barrier
/// becomes control dependencies, which order nothing the memory scheduler reads here), and each
/// get-tuple-element of a tuple made there reading the tuple's operand (TupleSimplifier). A
/// barrier that is a computation's root stays, as a tuple.
[[nodiscard]] inline hlo_module hlo_without_barriers(const hlo_module& m) {
  hlo_module out = m;
  for (hlo_computation& c : out.computations) {
    bool any = false;
    for (const hlo_instruction& in : c.instructions) any = any || in.opcode == "opt-barrier" ||
                                                        in.opcode == "optimization-barrier";
    if (!any) continue;
    std::unordered_map<std::string_view, std::vector<std::string_view>> parts;
    std::unordered_map<std::string_view, std::string_view> renamed;
    std::unordered_map<std::string_view, std::size_t> uses;
    std::vector<hlo_instruction> is;
    is.reserve(c.instructions.size());
    for (hlo_instruction& in : c.instructions) {
      for (std::string_view& o : in.operands)
        if (const auto it = renamed.find(o); it != renamed.end()) o = it->second;
      if (in.opcode == "opt-barrier" || in.opcode == "optimization-barrier") {
        if (in.shape.is_tuple()) {
          parts[in.name] = {in.operands.begin(), in.operands.end()};
          in.opcode = "tuple";
        } else if (in.operands.size() == 1 && !in.root) {
          renamed[in.name] = in.operands[0];
          continue;
        }
      } else if (in.opcode == "get-tuple-element" && in.operands.size() == 1 && !in.root) {
        if (const auto it = parts.find(in.operands[0]);
            it != parts.end() && in.tuple_index >= 0 && static_cast<std::size_t>(in.tuple_index) < it->second.size()) {
          renamed[in.name] = it->second[static_cast<std::size_t>(in.tuple_index)];
          continue;
        }
      }
      is.push_back(std::move(in));
    }
    for (const hlo_instruction& in : is)
      for (const std::string_view o : in.operands) ++uses[o];
    std::erase_if(is, [&](const hlo_instruction& in) {
      return parts.contains(in.name) && !in.root && !uses.contains(in.name);
    });
    c.instructions = std::move(is);
  }
  return out;
}

namespace detail {

// The integers of a dimension list as either text writes it (`[1, 0]`, `{1,0}`); empty for none.
[[nodiscard]] inline std::vector<std::int64_t> cpu_int_list(std::string_view v) {
  std::vector<std::int64_t> out;
  for (std::size_t k = 0; k < v.size();) {
    if (v[k] < '0' || v[k] > '9') {
      ++k;
      continue;
    }
    std::int64_t n = 0;
    for (; k < v.size() && v[k] >= '0' && v[k] <= '9' && n < (std::int64_t{1} << 40); ++k) n = n * 10 + (v[k] - '0');
    out.push_back(n);
  }
  return out;
}

// How many tiles sharding `text` cuts dimension d of an array into; 1 where it does not.
[[nodiscard]] inline std::int64_t cpu_tiles(const std::optional<std::string_view>& text, std::int64_t d) {
  if (!text || text->find("devices=") == std::string_view::npos) return 1;
  try {
    const hlo_sharding h = hlo_sharding::parse(*text);
    if (d < 0 || static_cast<std::size_t>(d) >= h.data_rank()) return 1;
    return h.tile_dims()[static_cast<std::size_t>(d)];
  } catch (const error&) {
    return 1;  // (a sharding the sizing read already; one it could not is sized whole)
  }
}

}  // namespace detail

/// The SPMD partitioner's partial results, in `local` (sized per device) and `written` (the same
/// module as written, global shapes), changed alike: a dot contracting, or a reduce reducing, a
/// dimension its operand's sharding tiles computes on each device a partial result over its
/// shard, then an `all-reduce` sums the partials (xla/service/spmd/dot_handler.cc,
/// spmd_partitioner.cc HandleReduce). The partial keeps the operands' tiling of the other
/// dimensions; where the result's own sharding cuts it further, a `dynamic-slice` of the sum
/// takes this device's part (the partitioner's reduce-scatter written as all-reduce and slice on
/// CPU, as the compiled corpus shows: `all-reduce` then `multiply_dynamic-slice_fusion`). The
/// partial is named `<name>.partial`, the sum `<name>.sum` where a slice follows; the last keeps
/// the name.
/// @throws invalid_error where `written` does not have `local`'s computations and instructions.
inline void hlo_partial_collectives(hlo_module& local, hlo_module& written) {
  if (local.computations.size() != written.computations.size())
    detail::raise<invalid_error>("the module as written has {} computations, the one sized per device {}",
                                 written.computations.size(), local.computations.size());
  for (std::size_t c = 0; c < local.computations.size(); ++c) {
    hlo_computation& lc = local.computations[c];
    hlo_computation& wc = written.computations[c];
    if (lc.instructions.size() != wc.instructions.size())
      detail::raise<invalid_error>("computation '{}' has {} instructions as written, {} sized per device", lc.name,
                                   wc.instructions.size(), lc.instructions.size());
    std::unordered_map<std::string_view, std::uint32_t> at;
    std::vector<hlo_instruction> lis, wis;
    bool any = false;
    for (std::uint32_t k = 0; k < lc.instructions.size(); ++k) {
      const hlo_instruction& li = lc.instructions[k];
      const hlo_instruction& wi = wc.instructions[k];
      at.emplace(li.name, k);
      const auto operand = [&](std::size_t j) -> const hlo_instruction* {
        if (j >= wi.operands.size()) return nullptr;
        const auto it = at.find(wi.operands[j]);
        return it == at.end() ? nullptr : &wc.instructions[it->second];
      };
      // The partial's dimensions per device, from the global result and the operands' tiles.
      std::optional<std::vector<std::int64_t>> partial;
      if (li.opcode == "dot" && wi.shape.is_array()) {
        const hlo_instruction* a = operand(0);
        const hlo_instruction* b = operand(1);
        if (a != nullptr && b != nullptr && a->shape.is_array() && b->shape.is_array()) {
          const auto list = [&](const char* mlir, const char* hlo) {
            return detail::cpu_int_list(wi.attribute(mlir).value_or(wi.attribute(hlo).value_or("")));
          };
          const std::vector<std::int64_t> lb = list("batching_dims", "lhs_batch_dims"),
                                          rb = list("batching_dims_rhs", "rhs_batch_dims"),
                                          lcd = list("contracting_dims", "lhs_contracting_dims"),
                                          rcd = list("contracting_dims_rhs", "rhs_contracting_dims");
          bool cut = false;
          for (const std::int64_t d : lcd) cut = cut || detail::cpu_tiles(a->sharding, d) > 1;
          for (const std::int64_t d : rcd) cut = cut || detail::cpu_tiles(b->sharding, d) > 1;
          if (cut) {
            std::vector<std::int64_t> dims;
            const auto ceil_div = [](std::int64_t x, std::int64_t t) { return t > 1 ? (x + t - 1) / t : x; };
            for (const std::int64_t d : lb)
              if (d >= 0 && static_cast<std::size_t>(d) < a->shape.dims.size())
                dims.push_back(ceil_div(a->shape.dims[static_cast<std::size_t>(d)], detail::cpu_tiles(a->sharding, d)));
            for (const auto* side : {a, b}) {
              const auto& skip_b = side == a ? lb : rb;
              const auto& skip_c = side == a ? lcd : rcd;
              for (std::int64_t d = 0; d < static_cast<std::int64_t>(side->shape.dims.size()); ++d)
                if (std::find(skip_b.begin(), skip_b.end(), d) == skip_b.end() &&
                    std::find(skip_c.begin(), skip_c.end(), d) == skip_c.end())
                  dims.push_back(ceil_div(side->shape.dims[static_cast<std::size_t>(d)], detail::cpu_tiles(side->sharding, d)));
            }
            if (dims.size() == wi.shape.dims.size()) partial = std::move(dims);
          }
        }
      } else if (li.opcode == "reduce" && wi.shape.is_array() && wi.operands.size() == 2) {
        const hlo_instruction* a = operand(0);
        if (a != nullptr && a->shape.is_array()) {
          const std::vector<std::int64_t> reduced = detail::cpu_int_list(wi.attribute("dimensions").value_or(""));
          bool cut = false;
          for (const std::int64_t d : reduced) cut = cut || detail::cpu_tiles(a->sharding, d) > 1;
          if (cut) {
            std::vector<std::int64_t> dims;
            for (std::int64_t d = 0; d < static_cast<std::int64_t>(a->shape.dims.size()); ++d)
              if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) {
                const std::int64_t t = detail::cpu_tiles(a->sharding, d);
                const std::int64_t x = a->shape.dims[static_cast<std::size_t>(d)];
                dims.push_back(t > 1 ? (x + t - 1) / t : x);
              }
            if (dims.size() == wi.shape.dims.size()) partial = std::move(dims);
          }
        }
      }
      if (!partial) {
        lis.push_back(li), wis.push_back(wi);
        continue;
      }
      any = true;
      const bool slice = !std::equal(partial->begin(), partial->end(), li.shape.dims.begin(), li.shape.dims.end());
      const std::string_view partial_name = local.keep(fmt::format("{}.partial", li.name));
      // (a dot of bf16 or f16 sums in f32 and converts after: the compiled corpus's all-reduce
      // of a bf16 dot is f32, `to_apply=%add.clone_promoted`)
      const bool promoted = li.opcode == "dot" && (li.shape.element == "bf16" || li.shape.element == "f16");
      const bool convert = promoted && !slice;
      const std::string_view sum_name =
          slice || convert ? local.keep(fmt::format("{}.sum", li.name)) : li.name;
      for (int side = 0; side < 2; ++side) {
        const hlo_instruction& in = side == 0 ? li : wi;
        std::vector<hlo_instruction>& is = side == 0 ? lis : wis;
        hlo_instruction p = in;
        p.name = partial_name;
        p.root = false;
        p.sharding.reset();
        if (side == 0) p.shape.dims.assign(partial->begin(), partial->end());
        if (promoted) p.shape.element = "f32";
        hlo_instruction sum = p;
        sum.name = sum_name;
        sum.opcode = "all-reduce";
        sum.literal = {};
        sum.called = {};
        sum.attributes = {};
        sum.operands = {};
        sum.operands.push_back(partial_name);
        if (!slice && !convert) sum.root = in.root, sum.sharding = in.sharding;
        is.push_back(std::move(p));
        is.push_back(std::move(sum));
        if (convert) {
          hlo_instruction back = in;
          back.opcode = "convert";
          back.literal = {};
          back.called = {};
          back.attributes = {};
          back.operands = {};
          back.operands.push_back(sum_name);
          is.push_back(std::move(back));
        }
        if (slice) {
          hlo_instruction cut = in;
          cut.opcode = "dynamic-slice";
          cut.literal = {};
          cut.called = {};
          cut.attributes = {};
          cut.operands = {};
          cut.operands.push_back(sum_name);
          is.push_back(std::move(cut));
        }
      }
    }
    if (!any) continue;
    lc.instructions = std::move(lis);
    wc.instructions = std::move(wis);
  }
}

/// `m` with each dot of bf16 or f16 made in f32, as XLA:CPU's pipeline makes it (its dot emitters
/// and YNNPACK take f32: cpu_compiler.cc's ChangeOpDataType for dots, whose compiled corpus
/// programs show `convert` to f32 of each operand, the dot in f32, and a `convert` back): the
/// operands `<dot>.lhs`, `<dot>.rhs` and the dot `<dot>.f32` are added, and the dot's name is
/// the convert back.
[[nodiscard]] inline hlo_module hlo_upcast_dots(const hlo_module& m) {
  hlo_module out = m;
  for (hlo_computation& c : out.computations) {
    bool any = false;
    for (const hlo_instruction& in : c.instructions) any = any || in.opcode == "dot";
    if (!any) continue;
    std::unordered_map<std::string_view, const hlo_shape*> shape_of;
    std::vector<hlo_instruction> is;
    is.reserve(c.instructions.size() + 8);
    for (const hlo_instruction& in : c.instructions) {
      shape_of[in.name] = &in.shape;
      const bool narrow = in.shape.element == "bf16" || in.shape.element == "f16";
      const auto narrow_operand = [&](std::size_t k) {
        const auto it = k < in.operands.size() ? shape_of.find(in.operands[k]) : shape_of.end();
        return it != shape_of.end() && it->second->is_array() &&
               (it->second->element == "bf16" || it->second->element == "f16");
      };
      if (!(in.opcode == "dot" && in.shape.is_array() &&
            (narrow || (in.shape.element == "f32" && (narrow_operand(0) || narrow_operand(1)))))) {
        is.push_back(in);
        continue;
      }
      hlo_instruction dot = in;
      if (narrow) {
        dot.name = out.keep(fmt::format("{}.f32", in.name));
        dot.root = false;
        dot.shape.element = "f32";
      }
      const char* const side[] = {"lhs", "rhs"};
      for (std::size_t k = 0; k < dot.operands.size() && k < 2; ++k) {
        const auto it = shape_of.find(dot.operands[k]);
        if (it == shape_of.end() || !it->second->is_array() || it->second->element == "f32") continue;
        hlo_instruction up;
        up.name = out.keep(fmt::format("{}.{}", in.name, side[k]));
        up.opcode = "convert";
        up.shape = *it->second;
        up.shape.element = "f32";
        up.operands.push_back(dot.operands[k]);
        up.metadata = in.metadata;
        up.line = in.line;
        dot.operands[k] = up.name;
        is.push_back(std::move(up));
      }
      if (!narrow) {
        is.push_back(std::move(dot));
        continue;
      }
      hlo_instruction down = in;
      down.opcode = "convert";
      down.attributes = {};
      down.called = {};
      down.operands = {};
      down.operands.push_back(dot.name);
      is.push_back(std::move(dot));
      is.push_back(std::move(down));
    }
    c.instructions = std::move(is);
  }
  return out;
}

/// Which instructions XLA's HloCSE (xla/hlo/transforms/simplifiers/hlo_cse.cc, run by
/// cpu_compiler.cc's simplification pipeline) merges in `m`: by computation, for each
/// instruction, the position of the earlier one it is identical to (same opcode, shape, operands
/// once merged, literal, attributes, and called computations of the same instructions),
/// or itself. Two values a computation's root tuple returns are not merged (copy insertion, run on
/// the module as read, gives each returned value its own buffer). Parameters, instructions with side effects or channels (rng, collectives, send and
/// recv, infeed and outfeed, custom calls) and control flow are never merged.
[[nodiscard]] inline std::vector<std::vector<std::uint32_t>> hlo_cse_plan(const hlo_module& m) {
  std::vector<std::vector<std::uint32_t>> plan(m.computations.size());
  std::unordered_map<std::string_view, std::string> signature;  // a called computation's instructions, by name
  const auto signature_of = [&](std::string_view name) -> const std::string& {
    const auto it = signature.find(name);
    if (it != signature.end()) return it->second;
    std::string text;
    if (const hlo_computation* c = m.find(name)) {
      std::unordered_map<std::string_view, std::size_t> at;
      for (std::size_t k = 0; k < c->instructions.size(); ++k) {
        const hlo_instruction& in = c->instructions[k];
        at.emplace(in.name, k);
        fmt::format_to(std::back_inserter(text), "{} {} {} {}(", in.root ? "R" : "", in.opcode, detail::cpu_shape_key(in.shape),
                       in.parameter_number);
        for (const std::string_view o : in.operands) {
          const auto p = at.find(o);
          fmt::format_to(std::back_inserter(text), "{},", p == at.end() ? std::string(o) : std::to_string(p->second));
        }
        fmt::format_to(std::back_inserter(text), "){};", in.literal);
      }
    } else {
      text = std::string(name);
    }
    return signature.emplace(name, std::move(text)).first->second;
  };
  const auto mergeable = [](const hlo_instruction& in) {
    using namespace std::string_view_literals;
    for (const std::string_view o :
         {"parameter"sv, "rng"sv, "rng-bit-generator"sv, "rng-get-and-update-state"sv, "custom-call"sv, "send"sv,
          "send-done"sv, "recv"sv, "recv-done"sv, "infeed"sv, "outfeed"sv, "while"sv, "conditional"sv, "call"sv,
          "all-reduce"sv, "all-gather"sv, "all-to-all"sv, "reduce-scatter"sv, "collective-permute"sv,
          "collective-broadcast"sv, "partition-id"sv, "replica-id"sv, "after-all"sv, "add-dependency"sv})
      if (in.opcode == o) return false;
    return !in.opcode.ends_with("-start") && !in.opcode.ends_with("-done") && !in.opcode.starts_with("sdy.") &&
           !in.opcode.starts_with("stablehlo.");
  };
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    const std::vector<hlo_instruction>& is = m.computations[c].instructions;
    std::vector<std::uint32_t>& to = plan[c];
    to.resize(is.size());
    std::unordered_map<std::string_view, std::uint32_t> at;
    std::unordered_map<std::string, std::uint32_t> seen;
    // (what the root returns keeps a buffer of its own: copy insertion, which ran on the module
    // as read, would copy a value returned twice)
    std::unordered_map<std::string_view, char> returned;
    if (const hlo_instruction* r = m.computations[c].root(); r != nullptr && r->opcode == "tuple")
      for (const std::string_view o : r->operands) returned.emplace(o, 1);
    for (std::uint32_t k = 0; k < is.size(); ++k) {
      const hlo_instruction& in = is[k];
      to[k] = k;
      at.emplace(in.name, k);
      if (!mergeable(in) || in.root) continue;
      std::string key = fmt::format("{}|{}|{}|{}|", in.opcode, detail::cpu_shape_key(in.shape), in.literal,
                                    in.tuple_index);
      for (const std::string_view o : in.operands) {
        const auto p = at.find(o);
        if (p == at.end()) fmt::format_to(std::back_inserter(key), "{},", o);
        else fmt::format_to(std::back_inserter(key), "#{},", to[p->second]);
      }
      key += '|';
      for (const hlo_attribute& a : in.attributes) fmt::format_to(std::back_inserter(key), "{}={};", a.name, a.value);
      key += '|';
      for (const std::string_view k2 : in.called) key += signature_of(k2) + "\n";
      const auto [it, fresh] = seen.emplace(std::move(key), k);
      if (!fresh && !(returned.contains(in.name) && returned.contains(is[it->second].name))) to[k] = it->second;
    }
  }
  return plan;
}

/// `m` with the merges of `plan` (hlo_cse_plan, of a module of the same instructions) made: each
/// merged instruction's users read the one it merged into, and it is removed.
/// @throws invalid_error for a plan of another module.
[[nodiscard]] inline hlo_module hlo_cse_apply(const hlo_module& m, const std::vector<std::vector<std::uint32_t>>& plan) {
  if (plan.size() != m.computations.size())
    detail::raise<invalid_error>("a CSE plan of {} computations does not fit HLO module '{}' of {}", plan.size(), m.name,
                                 m.computations.size());
  hlo_module out = m;
  for (std::size_t c = 0; c < out.computations.size(); ++c) {
    std::vector<hlo_instruction>& is = out.computations[c].instructions;
    const std::vector<std::uint32_t>& to = plan[c];
    if (to.size() != is.size())
      detail::raise<invalid_error>("a CSE plan of {} instructions does not fit computation '{}' of {}", to.size(),
                                   out.computations[c].name, is.size());
    bool any = false;
    for (std::uint32_t k = 0; k < to.size(); ++k) any = any || to[k] != k;
    if (!any) continue;
    std::unordered_map<std::string_view, std::string_view> renamed;
    std::vector<hlo_instruction> kept;
    kept.reserve(is.size());
    for (std::uint32_t k = 0; k < is.size(); ++k) {
      if (to[k] >= is.size())
        detail::raise<invalid_error>("a CSE plan merges instruction {} of computation '{}' into {}, past its {}", k,
                                     out.computations[c].name, to[k], is.size());
      if (to[k] != k) {
        renamed[is[k].name] = is[to[k]].name;
        continue;
      }
      hlo_instruction in = std::move(is[k]);
      for (std::string_view& o : in.operands)
        if (const auto it = renamed.find(o); it != renamed.end()) o = it->second;
      kept.push_back(std::move(in));
    }
    is = std::move(kept);
  }
  return out;
}

/// The fusions XLA:CPU would make in `m`, a module not compiled yet (the file comment names the
/// rules and their sources). Sizes (the duplication rule) are read by `backend`'s rules.
[[nodiscard]] inline hlo_fusion_plan hlo_cpu_fusion_plan(const hlo_module& m, hlo_backend backend = hlo_backend::cpu) {
  hlo_fusion_plan plan;
  plan.groups.resize(m.computations.size());
  const std::vector<char> fusible = detail::cpu_fusible_computations(m);
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    if (!fusible[c] || m.computations[c].instructions.empty()) continue;
    const detail::cpu_graph g(m.computations[c]);
    plan.groups[c] = detail::cpu_fuse_computation(g, backend);
  }
  return plan;
}

/// `m` with the fusions of `plan` made: each group's root becomes a `fusion` instruction of its
/// name and shape (kind kLoop, or kCustom with backend_config `__ynn_fusion`) calling a new
/// computation that holds the group, one parameter for each value it reads from outside; the
/// members nothing outside reads any more are removed. A reshape left outside a fusion becomes a
/// bitcast, as XLA:CPU's layouts make it.
/// @throws invalid_error for a plan of another module (a group outside its computation).
[[nodiscard]] inline hlo_module hlo_fused(const hlo_module& m, const hlo_fusion_plan& plan) {
  hlo_module out = m;
  if (plan.groups.size() != m.computations.size())
    detail::raise<invalid_error>("a fusion plan of {} computations does not fit HLO module '{}' of {}",
                                 plan.groups.size(), m.name, m.computations.size());
  std::size_t made = 0;
  std::vector<hlo_computation> bodies;
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    const std::vector<hlo_fusion_group>& groups = plan.groups[c];
    if (groups.empty()) continue;
    const hlo_computation& comp = m.computations[c];
    const detail::cpu_graph g(comp);
    const std::size_t n = g.size();
    for (const hlo_fusion_group& gr : groups)
      if (gr.root >= n || gr.members.empty() || gr.members.back() != gr.root ||
          std::any_of(gr.members.begin(), gr.members.end(), [&](std::uint32_t x) { return x >= n; }))
        detail::raise<invalid_error>("a fusion of {} instructions rooted at {} does not fit computation '{}' of {}",
                                     gr.members.size(), gr.root, comp.name, n);
    // What stays in the computation: what is not fused, the roots, and what something that stays
    // reads from outside its fusion.
    std::vector<char> member(n, 0), keep(n, 0), in_group(n, 0);
    std::vector<const hlo_fusion_group*> group_of(n, nullptr);
    for (const hlo_fusion_group& gr : groups) {
      for (const std::uint32_t x : gr.members) member[x] = 1;
      group_of[gr.root] = &gr;
    }
    for (std::uint32_t k = 0; k < n; ++k) keep[k] = !member[k] || group_of[k] != nullptr || k == g.root;
    for (std::uint32_t k = static_cast<std::uint32_t>(n); k-- > 0;) {
      if (!keep[k]) continue;
      if (group_of[k] == nullptr) {
        for (const std::uint32_t o : g.operands[k]) keep[o] = 1;
        continue;
      }
      for (const std::uint32_t x : group_of[k]->members) in_group[x] = 1;
      for (const std::uint32_t x : group_of[k]->members)
        for (const std::uint32_t o : g.operands[x])
          if (!in_group[o]) keep[o] = 1;
      for (const std::uint32_t x : group_of[k]->members) in_group[x] = 0;
    }
    std::vector<hlo_instruction> kept;
    kept.reserve(n);
    for (std::uint32_t k = 0; k < n; ++k) {
      if (!keep[k]) continue;
      const hlo_instruction& in = comp.instructions[k];
      if (group_of[k] == nullptr) {
        kept.push_back(in);
        if (in.opcode == "reshape") kept.back().opcode = "bitcast";
        continue;
      }
      const hlo_fusion_group& gr = *group_of[k];
      hlo_computation body;
      body.name = out.keep(fmt::format("fused_computation.{}.{}", made++, in.name));
      body.line = in.line;
      std::unordered_map<std::string_view, std::string_view> param_of;
      std::vector<std::string_view> params;
      for (const std::uint32_t x : gr.members) in_group[x] = 1;
      for (const std::uint32_t x : gr.members) {
        for (const std::string_view o : comp.instructions[x].operands) {
          bool inside = false;
          for (const std::uint32_t q : g.operands[x])
            if (comp.instructions[q].name == o) inside = in_group[q] != 0;
          if (inside || param_of.contains(o)) continue;
          hlo_instruction p;
          const auto number = static_cast<std::int64_t>(params.size());
          p.name = out.keep(fmt::format("fusion_param.{}.{}", number, o));
          p.opcode = "parameter";
          p.parameter_number = number;
          for (const std::uint32_t q : g.operands[x])
            if (comp.instructions[q].name == o) p.shape = comp.instructions[q].shape;
          p.line = in.line;
          param_of.emplace(o, p.name);
          params.push_back(o);
          body.instructions.push_back(std::move(p));
        }
      }
      for (const std::uint32_t x : gr.members) {
        hlo_instruction copy = comp.instructions[x];
        copy.root = x == gr.root;
        copy.sharding.reset();
        for (std::string_view& o : copy.operands)
          if (const auto it = param_of.find(o); it != param_of.end()) o = it->second;
        body.instructions.push_back(std::move(copy));
      }
      for (const std::uint32_t x : gr.members) in_group[x] = 0;
      hlo_instruction fusion = in;
      fusion.opcode = "fusion";
      fusion.literal = {};
      fusion.operands = {};
      for (const std::string_view p : params) fusion.operands.push_back(p);
      fusion.called = {};
      fusion.called.push_back(body.name);
      fusion.attributes = {};
      fusion.attributes.push_back({"kind", gr.library ? "kCustom" : "kLoop"});
      if (gr.library)
        fusion.attributes.push_back({"backend_config", "{\"fusion_config\":{\"kind\":\"__ynn_fusion\"}}"});
      kept.push_back(std::move(fusion));
      bodies.push_back(std::move(body));
    }
    out.computations[c].instructions = std::move(kept);
  }
  const std::vector<char> fusible = detail::cpu_fusible_computations(m);
  for (std::size_t c = 0; c < out.computations.size(); ++c)
    if (plan.groups[c].empty() && fusible[c])
      for (hlo_instruction& in : out.computations[c].instructions)
        if (in.opcode == "reshape") in.opcode = "bitcast";
  // (fusion bodies first, as XLA prints them: before the computations calling them)
  std::vector<hlo_computation> all = std::move(bodies);
  for (hlo_computation& c : out.computations) all.push_back(std::move(c));
  out.computations = std::move(all);
  out.computation_index = {};
  for (std::size_t c = 0; c < out.computations.size(); ++c)
    out.computation_index.emplace(out.computations[c].name, c,
                                  [&](std::size_t i) { return out.computations[i].name; });
  return out;
}

/// XLA:CPU's BFSMemoryScheduler on each computation of `m` the entry runs (through call, while and
/// conditional): instructions without operands first, in the computation's order, then each
/// instruction once its operands have run, first ready first run. The choices are left empty
/// (there is nothing to choose between).
/// @throws invalid_error as hlo_memory_schedule, or for a cycle among operands.
[[nodiscard]] inline hlo_module_schedule hlo_bfs_schedule(const hlo_module& m) {
  detail::hlo_memory_scheduler h(m);
  hlo_module_schedule out;
  out.sequences.resize(m.computations.size());
  for (std::uint32_t c = 0; c < m.computations.size(); ++c) {
    if (!h.schedulable(c)) continue;
    const hlo_computation& comp = m.computations[c];
    const std::size_t n = comp.instructions.size();
    std::unordered_map<std::string_view, std::uint32_t> at;
    at.reserve(2 * n);
    for (std::uint32_t i = 0; i < n; ++i) at.emplace(comp.instructions[i].name, i);
    std::vector<std::vector<std::uint32_t>> users(n);
    std::vector<std::uint32_t> deps(n, 0);
    for (std::uint32_t i = 0; i < n; ++i) {
      std::vector<std::uint32_t> seen;
      for (const std::string_view o : comp.instructions[i].operands) {
        const auto it = at.find(o);
        if (it == at.end() || std::find(seen.begin(), seen.end(), it->second) != seen.end()) continue;
        seen.push_back(it->second);
        users[it->second].push_back(i);
        ++deps[i];
      }
    }
    std::deque<std::uint32_t> ready;
    for (std::uint32_t i = 0; i < n; ++i)
      if (deps[i] == 0) ready.push_back(i);
    std::vector<std::uint32_t>& seq = out.sequences[c];
    seq.reserve(n);
    while (!ready.empty()) {
      const std::uint32_t i = ready.front();
      ready.pop_front();
      seq.push_back(i);
      for (const std::uint32_t u : users[i])
        if (--deps[u] == 0) ready.push_back(u);
    }
    if (seq.size() != n)
      detail::raise<invalid_error>("computation '{}' has a cycle among its operands: {} of its {} instructions never "
                                   "become ready; XLA refuses such a module",
                                   comp.name, n - seq.size(), n);
  }
  return out;
}

}  // namespace shardmem

namespace shardmem {

/// What XLA:CPU's passes make of a module not compiled yet, and of the same module as written
/// before per-device sizing, changed alike so that their instructions pair.
struct hlo_cpu_passes_result {
  hlo_module module;
  std::optional<hlo_module> written{};
};

/// XLA:CPU's passes that decide its buffers, on `local` (sized per device) and, where given,
/// `written` (the same module as written): calls inlined, optimization barriers removed, common
/// subexpressions merged (decided on `local`), then the fusions (decided on `local`).
/// @throws invalid_error where `written` does not have `local`'s instructions.
[[nodiscard]] inline hlo_cpu_passes_result hlo_cpu_passes(const hlo_module& local, const hlo_module* written = nullptr) {
  hlo_module inlined = hlo_inline_calls(local);
  std::optional<hlo_module> global;
  if (written != nullptr) {
    global = hlo_inline_calls(*written);
    hlo_partial_collectives(inlined, *global);
  }
  inlined = hlo_upcast_dots(hlo_without_barriers(inlined));
  if (global) global = hlo_upcast_dots(hlo_without_barriers(*global));
  // (merged where the global shapes are alike: the propagation that would give a recomputed value
  // its original's sharding has not run, and the partitioner's CSE sees them alike once it has)
  const std::vector<std::vector<std::uint32_t>> merged = hlo_cse_plan(global ? *global : inlined);
  const hlo_module simplified = hlo_cse_apply(inlined, merged);
  const hlo_fusion_plan plan = hlo_cpu_fusion_plan(simplified);
  hlo_cpu_passes_result out{hlo_fused(simplified, plan)};
  if (global) out.written = hlo_fused(hlo_cse_apply(*global, merged), plan);
  return out;
}

}  // namespace shardmem
