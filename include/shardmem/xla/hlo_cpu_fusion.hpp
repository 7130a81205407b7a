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

#include <shardmem/core/breadth_first.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_call_graph.hpp>
#include <shardmem/xla/hlo_cpu_control_flow.hpp>
#include <shardmem/xla/hlo_cpu_simplify.hpp>
#include <shardmem/xla/hlo_memory_scheduler.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

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
[[nodiscard]] constexpr bool cpu_elementwise(hlo_op op) noexcept {
  return ba_elementwise(op) || op == hlo_op::sine || op == hlo_op::cosine || op == hlo_op::chlo_square ||
         op == hlo_op::chlo_erf_inv || op == hlo_op::chlo_erf || op == hlo_op::chlo_tan || op == hlo_op::chlo_conj ||
         op == hlo_op::chlo_is_inf;
}

// CanBeLoopFused (cpu_instruction_fusion.cc).
[[nodiscard]] inline bool cpu_loop_fusible(hlo_op op) {
  if (cpu_elementwise(op)) return true;
  for (const hlo_op o : {hlo_op::bitcast, hlo_op::broadcast, hlo_op::concatenate, hlo_op::dynamic_slice,
                         hlo_op::dynamic_update_slice, hlo_op::gather, hlo_op::iota, hlo_op::pad, hlo_op::reduce,
                         hlo_op::reshape, hlo_op::reverse, hlo_op::slice, hlo_op::transpose})
    if (op == o) return true;
  return false;
}

[[nodiscard]] inline bool cpu_float(dtype element) {
  return element == dtype::f32 || element == dtype::bf16 || element == dtype::f16;
}
[[nodiscard]] inline bool cpu_complex(dtype element) { return element == dtype::c64 || element == dtype::c128; }
[[nodiscard]] inline bool cpu_integral(dtype element) {
  return element >= dtype::s1 && element <= dtype::u64;  // dtype lists s1 ... s64, u1 ... u64 together
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

// One computation as the fusion passes read it: operand and user positions.
struct cpu_graph {
  const hlo_computation* c = nullptr;
  std::vector<std::vector<std::uint32_t>> operands, users;  // distinct, in order
  std::vector<char> pinned;  // read before it is defined, or reading so: never fused
  std::uint32_t root = 0;

  explicit cpu_graph(const hlo_computation& comp) : c(&comp) {
    const std::size_t n = comp.instructions.size();
    std::unordered_map<std::string_view, std::uint32_t> at;
    at.reserve(2 * n);
    for (std::uint32_t i = 0; i < n; ++i) at.emplace(comp.instructions[i].name, i);
    operands.resize(n), users.resize(n), pinned.assign(n, 0);
    for (std::uint32_t i = 0; i < n; ++i) {
      for (const std::string_view o : comp.instructions[i].operands) {
        const auto it = at.find(o);
        if (it == at.end()) continue;
        if (it->second >= i) {  // (out of order: both left alone, not fused)
          pinned[i] = pinned[it->second] = 1;
          continue;
        }
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
  const hlo_instruction& in = g.at(i);
  const hlo_op op = in.opcode.op();
  for (const hlo_op o : {hlo_op::add,
                         hlo_op::and_,
                         hlo_op::bitcast,
                         hlo_op::bitcast_convert,
                         hlo_op::broadcast,
                         hlo_op::ceil,
                         hlo_op::clamp,
                         hlo_op::count_leading_zeros,
                         hlo_op::compare,
                         hlo_op::complex,
                         hlo_op::concatenate,
                         hlo_op::constant,
                         hlo_op::copy,
                         hlo_op::dynamic_reshape,
                         hlo_op::dynamic_slice,
                         hlo_op::dynamic_update_slice,
                         hlo_op::floor,
                         hlo_op::get_tuple_element,
                         hlo_op::imag,
                         hlo_op::iota,
                         hlo_op::is_finite,
                         hlo_op::maximum,
                         hlo_op::minimum,
                         hlo_op::multiply,
                         hlo_op::negate,
                         hlo_op::not_,
                         hlo_op::opt_barrier,
                         hlo_op::optimization_barrier,
                         hlo_op::or_,
                         hlo_op::pad,
                         hlo_op::partition_id,
                         hlo_op::popcnt,
                         hlo_op::real,
                         hlo_op::reduce_precision,
                         hlo_op::replica_id,
                         hlo_op::reshape,
                         hlo_op::reverse,
                         hlo_op::round_nearest_afz,
                         hlo_op::round_nearest_even,
                         hlo_op::select,
                         hlo_op::shift_left,
                         hlo_op::shift_right_arithmetic,
                         hlo_op::shift_right_logical,
                         hlo_op::slice,
                         hlo_op::subtract,
                         hlo_op::transpose,
                         hlo_op::tuple,
                         hlo_op::xor_,
                         hlo_op::chlo_square,
                         hlo_op::chlo_conj,
                         hlo_op::chlo_is_inf})
    if (op == o) return false;
  const dtype element = in.shape.element;
  if (op == hlo_op::abs || op == hlo_op::sign || op == hlo_op::cosine || op == hlo_op::sine || op == hlo_op::tan)
    return cpu_complex(element);
  if (op == hlo_op::convert)
    return element == dtype::bf16 && !g.operands[i].empty() && g.at(g.operands[i][0]).shape.element == dtype::f32;
  if (op == hlo_op::divide || op == hlo_op::remainder) {
    if (!cpu_integral(element) || g.operands[i].empty()) return true;
    const hlo_instruction* a = &g.at(g.operands[i][0]);
    if (a->opcode == hlo_op::broadcast && !g.operands[g.operands[i][0]].empty())
      a = &g.at(g.operands[g.operands[i][0]][0]);
    return !(a->opcode == hlo_op::constant && cpu_elements(a->shape) == 1);
  }
  return true;
}

// HloInstruction::ReusesOperandElements for user u reading operand position p: what is neither
// elementwise nor a permutation of its operand reads elements more than once.
[[nodiscard]] inline bool cpu_reuses(const cpu_graph& g, std::uint32_t u, std::uint32_t p) {
  const hlo_instruction& in = g.at(u);
  const hlo_op op = in.opcode.op();
  if (cpu_elementwise(op) || op == hlo_op::bitcast || op == hlo_op::concatenate || op == hlo_op::reshape ||
      op == hlo_op::reverse || op == hlo_op::slice || op == hlo_op::transpose || op == hlo_op::get_tuple_element ||
      op == hlo_op::tuple)
    return false;
  if (op == hlo_op::pad || op == hlo_op::reduce ||
      op == hlo_op::dynamic_update_slice)  // the padding value, the init values reused
    return !(!in.operands.empty() && g.at(p).name == in.operands[0]);
  return true;
}

// The concatenates XLA:CPU does not fuse, as producer or consumer: more than 8 operands, or along
// the minor dimension with at least 64 bytes along it and 2048 in all.
[[nodiscard]] inline bool cpu_unfusible_concatenate(const hlo_instruction& in) {
  if (in.opcode != hlo_op::concatenate) return false;
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
  const hlo_op op = in.opcode.op();
  if (op == hlo_op::dot) {
    const std::string_view dims = in.attribute("contracting_dims").value_or(in.attribute("lhs_contracting_dims").value_or(""));
    const std::int64_t d = cpu_first_integer(dims);
    const bool one = std::count(dims.begin(), dims.end(), ',') == 0;
    return cpu_float(in.shape.element) && lhs != nullptr && lhs->is_array() && one &&
           d == static_cast<std::int64_t>(lhs->dims.size()) - 1;
  }
  if (op == hlo_op::convolution) return cpu_float(in.shape.element);
  if (op == hlo_op::reduce || op == hlo_op::reduce_window)
    return in.operands.size() == 2 && cpu_float(in.shape.element);
  return false;
}
// The library fusions that grow down to a sole user: the corpus's reductions do, its dots do not.
[[nodiscard]] inline bool ynn_grows_down(const hlo_instruction& in) {
  return in.opcode == hlo_op::reduce || in.opcode == hlo_op::reduce_window;
}
[[nodiscard]] inline bool ynn_joins(const hlo_instruction& in) {
  const hlo_op op = in.opcode.op();
  if (op == hlo_op::reshape || op == hlo_op::bitcast || op == hlo_op::broadcast || op == hlo_op::transpose ||
      op == hlo_op::pad || op == hlo_op::iota)
    return true;
  if (op == hlo_op::constant) return cpu_elements(in.shape) == 1;
  if (!cpu_float(in.shape.element)) return false;
  for (const hlo_op o : {hlo_op::abs,      hlo_op::add,     hlo_op::ceil,    hlo_op::divide,   hlo_op::exponential,
                         hlo_op::floor,    hlo_op::maximum, hlo_op::minimum, hlo_op::multiply, hlo_op::negate,
                         hlo_op::power,    hlo_op::rsqrt,   hlo_op::sqrt,    hlo_op::subtract, hlo_op::tanh,
                         hlo_op::logistic, hlo_op::log,     hlo_op::sine,    hlo_op::cosine,   hlo_op::chlo_square})
    if (op == o) return true;
  return false;
}

// The computations whose instructions are fused: those that are not reducers, comparators nor
// fusion bodies already.
[[nodiscard]] inline std::vector<char> cpu_fusible_computations(const hlo_module& m) {
  std::vector<char> keep(m.computations.size(), 1);
  for (const hlo_computation& c : m.computations)
    for (const hlo_instruction& in : c.instructions) {
      if (!(region_is_applied(in.opcode.op()) || in.opcode == hlo_op::fusion || in.opcode == hlo_op::custom_call))
        continue;
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
    if (fused[k] != 0 || g.pinned[k] ||
        !ynn_starts(g.at(k), g.operands[k].empty() ? nullptr : &g.at(g.operands[k][0]).shape))
      continue;
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
        if (fused[i] != 0 || g.pinned[i] || !ynn_joins(g.at(i))) continue;
        if (up && !all_users_in(i, f, static_cast<std::uint32_t>(n))) continue;
        if (!up && g.at(i).opcode == hlo_op::reduce) continue;
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
    if (g.pinned[k] || !cpu_loop_fusible(consumer.opcode.op()) || cpu_unfusible_concatenate(consumer)) {
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
          if (in_group[p] || fused[p] != 0 || g.pinned[p]) continue;
          const hlo_instruction& producer = g.at(p);
          if (producer.opcode == hlo_op::constant) {
            if (cpu_elements(producer.shape) != 1) continue;
          } else if (!cpu_loop_fusible(producer.opcode.op()) || cpu_unfusible_concatenate(producer)) {
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
    for (std::uint32_t k = 0; k < n; ++k) keep[k] = !member[k] || group_of[k] != nullptr || k == g.root || g.pinned[k];
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
        if (in.opcode == hlo_op::reshape) kept.back().opcode = hlo_op::bitcast;
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
          p.opcode = hlo_op::parameter;
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
      fusion.opcode = hlo_op::fusion;
      fusion.literal = {};
      fusion.operands = {};
      for (const std::string_view p : params) fusion.operands.push_back(p);
      fusion.called = {};
      fusion.called.push_back(body.name);
      fusion.attributes = {};
      fusion.output_to_operand_aliasing = std::nullopt;
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
        if (in.opcode == hlo_op::reshape) in.opcode = hlo_op::bitcast;
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
[[nodiscard]] inline hlo_module_schedule hlo_bfs_schedule(const hlo_module& m);

namespace detail {

// hlo_bfs_schedule with the scheduler `h` of `m` (which computations run), which the caller keeps.
[[nodiscard]] inline hlo_module_schedule hlo_bfs_schedule(const hlo_module& m, const hlo_memory_scheduler& h) {
  hlo_module_schedule out;
  out.sequences.resize(m.computations.size());
  for (std::uint32_t c = 0; c < m.computations.size(); ++c) {
    if (!h.schedulable(c)) continue;
    const hlo_computation& comp = m.computations[c];
    const std::size_t n = comp.instructions.size();
    std::unordered_map<std::string_view, std::uint32_t> at;
    at.reserve(2 * n);
    for (std::uint32_t i = 0; i < n; ++i) at.emplace(comp.instructions[i].name, i);
    std::vector<std::uint32_t>& seq = out.sequences[c];
    seq = breadth_first_order(static_cast<std::uint32_t>(n), [&](std::uint32_t i, auto&& add) {
      for (const std::string_view o : comp.instructions[i].operands)
        if (const auto it = at.find(o); it != at.end()) add(it->second);
    });
    if (seq.size() != n)
      detail::raise<invalid_error>("computation '{}' has a cycle among its operands: {} of its {} instructions never "
                                   "become ready; XLA refuses such a module",
                                   comp.name, n - seq.size(), n);
  }
  return out;
}

}  // namespace detail

inline hlo_module_schedule hlo_bfs_schedule(const hlo_module& m) {
  const detail::hlo_memory_scheduler h(m);
  return detail::hlo_bfs_schedule(m, h);
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
  // (made over in both only where both make the same ops over, so that their instructions pair)
  std::vector<std::string_view> made, made_written;
  hlo_module structured = hlo_structured_control_flow(local, &made);
  std::optional<hlo_module> structured_written;
  if (written != nullptr) structured_written = hlo_structured_control_flow(*written, &made_written);
  if (written != nullptr && made != made_written) structured = local, structured_written = *written;
  hlo_module inlined = hlo_inline_calls(structured);
  (void)hlo_flatten_call_graph(inlined);  // a body inlined at several calls is called from each
  std::optional<hlo_module> global;
  if (written != nullptr) {
    global = hlo_inline_calls(*structured_written);
    (void)hlo_flatten_call_graph(*global);
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
  (void)hlo_add_while_copies(out.module);  // (after fusion, as XLA's copy insertion runs)
  if (out.written) (void)hlo_add_while_copies(*out.written);
  return out;
}

}  // namespace shardmem
