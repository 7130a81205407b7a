// XLA's buffer assignment for the GPU backend (../HLO.md sect. 7), as `compiled.memory_analysis()`
// reports it: every HloBuffer of the module's global computations gets an allocation: entry
// parameters their own, the entry's outputs their own (or an allocation of exactly their size),
// other buffers an operand's or an output's allocation when their live ranges do not meet, and
// the rest a place in one heap that GlobalDecreasingSizeBestFit packs, chosen between its spatial
// and temporal orders; tuple index tables are allocations of their own; then every temporary
// allocation is laid end to end, each start aligned to 128 bytes (CombineTempAllocations).
//
// Sources (openxla/xla as of 2023-2024, what JAX's mid-2024 jaxlib compiled with; read at openxla/xla
// 001918b7 for buffer_assignment.cc and 088587f3 for gpu/buffer_sharing.cc, and at the fork
// antkillerfarm/openxla dbfa12ad, a64ab2ce and 18833646 for heap_simulator.cc, hlo_live_range.cc and
// hlo_dataflow_analysis.cc):
//   xla/service/buffer_assignment.cc: BufferAssigner::CreateAssignment, AssignBuffersForComputations
//     (the buffer order), AssignSingleHloBuffer, MaybeAssignBuffer, LiveRangeInterferes,
//     AssignBuffersWithSequentialOrdering, BufferAssignment::CombineTempAllocations;
//   xla/service/heap_simulator.cc: HeapSimulator::RunComputation (events, sharing a dying
//     operand's buffer), GlobalDecreasingSizeBestFitHeap (Alloc, ShareWith, Free, Finish,
//     MakeFreeChunks, FindChunkCandidate, CommitChunk), ChooseBestHeapAlgorithm;
//   xla/hlo/utils/hlo_live_range.cc: NormalizeAliasedBuffers, GetLastPosition;
//   xla/service/hlo_dataflow_analysis.cc: CanShareOperandBufferWithUser, value ids (values are
//     numbered computation by computation in post order, instructions in post order);
//   xla/service/gpu/buffer_sharing.cc: CanShareBufferHint, FusionCanShareBufferHint;
//   xla/service/gpu/gpu_constants.h: kXlaAllocatedBufferAlignBytes = 128;
//   xla/pjrt/pjrt_executable.cc: CompiledMemoryStats::PopulateBufferStatsFromAllocations.
// Values and their live ranges come from hlo_liveness (hlo_live_range.hpp); what it refuses
// (async computations, scatter, ...) is refused here too. While and conditional computations are
// global (GatherComputationsByAllocationType): their buffers are assigned with the entry's; a
// loop's state (init value, phis, body root) is one HloBuffer per subshape, so one allocation,
// and the body's temporaries go into the heap at the body's place in the flattened schedule.
// Phi values are numbered after all others (they are made while propagating); a while's callees
// are ordered body, then condition (HloInstruction::called_computations).
// Not modelled (refused or approximated, said where): backends other than GPU; slice-input
// fusions and reduction heroes in the fusion sharing hint (no sharing assumed); the kCall case of
// CanShareOperandBufferWithUser (no sharing assumed); thread-local allocations of reduce/sort
// appliers (never counted by memory_analysis, so left out); a value read by a call ends at its
// last use inside the callee (hlo_liveness follows current XLA; 2024's HloLiveRange kept it to
// the call).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

namespace shardmem {

/// One allocation of a buffer assignment (a BufferAllocation): a block of bytes and the values
/// placed in it, each at an offset. Temporaries end up in one allocation per memory space.
struct hlo_allocation {
  /// What memory_analysis() counts it as: an entry parameter (argument; also output when an
  /// input_output_alias makes it live out), an output (maybe live out of the entry), a
  /// temporary (everything else, tuple index tables included), or a constant (counted nowhere).
  enum class kind_t : std::uint8_t { argument, output, temp, constant };
  /// One value placed in the allocation.
  struct slice {
    std::uint32_t value = 0;  ///< index into hlo_assignment::liveness.values
    std::int64_t offset = 0, size = 0;
  };
  kind_t kind = kind_t::temp;
  std::int64_t size = 0;
  std::int64_t memory_space = 0;      ///< the color: the layout's S(n) of its values; 5 is host memory
  std::int64_t parameter = -1;        ///< an argument's parameter number
  hlo_shape_index parameter_index{};  ///< an argument's index in its parameter
  bool maybe_live_out = false;        ///< holds a value of the entry computation's result
  bool aliased = false;               ///< an argument an input_output_alias lets an output reuse
  std::vector<slice> values{};
};

/// JAX's memory_analysis() fields for one module, as buffer assignment decides them: device
/// memory, and the host_* twins for memory space S(5).
struct hlo_memory_categories {
  std::int64_t argument = 0, output = 0, alias = 0, temp = 0;
  std::int64_t host_argument = 0, host_output = 0, host_alias = 0, host_temp = 0;
  /// What the device reserves for the run: argument + output - alias + temp.
  [[nodiscard]] std::int64_t reserved() const {
    return checked_add(checked_sub(checked_add(argument, output, "memory_analysis total"), alias,
                                   "memory_analysis total"),
                       temp, "memory_analysis total");
  }
};

/// A module's buffer assignment and the memory_analysis() figures it gives (CompiledMemoryStats):
/// argument, output, alias and temp bytes of device memory, and their twins for host memory
/// (allocations of memory space 5).
struct hlo_assignment {
  hlo_live_ranges liveness;                 ///< the values the allocations hold, by index
  std::vector<hlo_allocation> allocations;  ///< after CombineTempAllocations
  hlo_memory_categories memory;             ///< memory_analysis()'s fields
};

namespace detail {

// XLA's alignment of the allocations it makes on GPU (gpu_constants.h kXlaAllocatedBufferAlignBytes).
inline constexpr std::int64_t ba_gpu_alignment = 128;

[[nodiscard]] inline std::int64_t ba_round_up(std::int64_t v, std::int64_t a) {
  return checked_mul(ceil_div(v, a), a, "an aligned offset");
}

// HloInstruction::IsElementwise: hlo_elementwise's opcodes, copy and map.
[[nodiscard]] inline bool ba_elementwise(std::string_view op) {
  return hlo_elementwise(op) || op == "copy" || op == "map";
}

// HloInstruction::IsElementwiseOnOperand for an instruction that is not a fusion.
[[nodiscard]] inline bool ba_elementwise_on(const hlo_instruction& in, std::size_t operand) {
  if (in.opcode == "dynamic-update-slice") return operand == 0;
  return ba_elementwise(in.opcode);
}

// Opcodes written `<op>-start` that are their own instructions; any other `-start` is the printed
// form of an async-start wrapping one instruction (all-to-all-start, reduce-scatter-start, ...),
// whose result the wrapped instruction defines inside its async computation.
[[nodiscard]] inline bool ba_async_wrapper(std::string_view op) {
  return op.ends_with("-start") && op != "copy-start" && op != "all-gather-start" && op != "collective-permute-start" &&
         op != "all-reduce-start";
}

// The assignment of one module, step by step as BufferAssigner::CreateAssignment does it.
class ba_assigner {
 public:
  explicit ba_assigner(const hlo_module& m) : m_(m) {}

  hlo_assignment run() {
    out_.liveness = hlo_liveness(m_);
    entry_ = static_cast<std::uint32_t>(m_.entry() - m_.computations.data());
    index_module();
    rebuild_value_sets();
    number_values();
    form_buffers();
    live_ranges();
    assign();
    combine_temps();
    stats();
    return std::move(out_);
  }

 private:
  using vset = std::vector<std::uint32_t>;  // values at one subshape
  using instr_sets = std::vector<vset>;     // by pre-order subshape
  struct position {
    std::uint32_t c = 0, i = 0;
    std::size_t pos = 0;  // pre-order subshape
  };
  struct allocation {
    std::int64_t size = 0, color = 0, parameter = -1;
    hlo_shape_index parameter_index{};
    bool entry_parameter = false, aliased = false, live_out = false, constant = false, tuple = false;
    std::vector<hlo_allocation::slice> values;
    [[nodiscard]] bool temp() const { return !entry_parameter && !live_out && !constant; }
  };
  static constexpr std::uint32_t none_ = std::numeric_limits<std::uint32_t>::max();

  const hlo_instruction& at(std::uint32_t c, std::uint32_t i) const { return m_.computations[c].instructions[i]; }
  const hlo_live_ranges& lr() const { return out_.liveness; }

  // --- the module's structure -------------------------------------------------------------
  void index_module() {
    const std::size_t nc = m_.computations.size();
    names_.resize(nc);
    subshapes_.resize(nc);
    indices_.resize(nc);
    users_.resize(nc);
    time_.resize(nc);
    for (std::uint32_t c = 0; c < nc; ++c) {
      const hlo_computation& comp = m_.computations[c];
      computation_of_[comp.name] = c;
      for (std::uint32_t i = 0; i < comp.instructions.size(); ++i) names_[c][comp.instructions[i].name] = i;
      subshapes_[c].resize(comp.instructions.size());
      indices_[c].resize(comp.instructions.size());
      users_[c].resize(comp.instructions.size());
      time_[c].assign(comp.instructions.size(), -1);
      for (std::uint32_t i = 0; i < comp.instructions.size(); ++i) {
        hlo_shape_index index;
        preorder(comp.instructions[i].shape, index, subshapes_[c][i], indices_[c][i]);
        for (const std::string_view o : comp.instructions[i].operands) {
          const auto it = names_[c].find(o);
          if (it == names_[c].end()) continue;  // hlo_liveness refuses it where it matters
          auto& u = users_[c][it->second];
          if (std::find(u.begin(), u.end(), i) == u.end()) u.push_back(i);
        }
      }
    }
    span_ = lr().spans;  // HloLiveRange's computation_span_times
    for (std::size_t t = 0; t < lr().schedule.size(); ++t) {
      const auto [c, i] = lr().schedule[t];
      time_[c][i] = static_cast<std::int64_t>(t);
    }
    // Which call, while or conditional calls each flattened computation (hlo_liveness refuses a
    // computation called twice), and which of its operands the computation's parameter 0 holds
    // (a call's parameter n holds operand n).
    for (std::uint32_t c = 0; c < nc; ++c)
      for (std::uint32_t i = 0; i < m_.computations[c].instructions.size(); ++i) {
        const hlo_instruction& in = at(c, i);
        if (time_[c][i] < 0 || (in.opcode != "call" && in.opcode != "while" && in.opcode != "conditional")) continue;
        for (std::size_t k = 0; k < in.called.size(); ++k)
          if (const auto it = computation_of_.find(in.called[k]); it != computation_of_.end())
            caller_[it->second] = {c, i, in.opcode == "conditional" ? k + 1 : 0};
      }
  }

  static void preorder(const hlo_shape& s, hlo_shape_index& index, std::vector<const hlo_shape*>& shapes,
                       std::vector<hlo_shape_index>& indices) {
    shapes.push_back(&s);
    indices.push_back(index);
    for (std::size_t k = 0; k < s.elements.size(); ++k) {
      index.push_back(static_cast<std::int64_t>(k));
      preorder(s.elements[k], index, shapes, indices);
      index.pop_back();
    }
  }

  [[nodiscard]] std::size_t position_of(std::uint32_t c, std::uint32_t i, const hlo_shape_index& index) const {
    const auto& idx = indices_[c][i];
    for (std::size_t p = 0; p < idx.size(); ++p)
      if (idx[p] == index) return p;
    detail::raise<invalid_error>("instruction '{}' has no subshape at index {{{}}}", at(c, i).name,
                                 fmt::join(index, ","));
  }

  [[nodiscard]] std::uint32_t operand(std::uint32_t c, std::uint32_t i, std::size_t k) const {
    const hlo_instruction& in = at(c, i);
    if (k >= in.operands.size())
      detail::raise<invalid_error>("instruction '{}' ({}) has {} operands; it needs at least {}", in.name, in.opcode,
                                   in.operands.size(), k + 1);
    const auto it = names_[c].find(in.operands[k]);
    if (it == names_[c].end())
      detail::raise<invalid_error>("instruction '{}' reads '{}', which computation '{}' lacks", in.name, in.operands[k],
                                   m_.computations[c].name);
    return it->second;
  }

  [[nodiscard]] bool is_root(std::uint32_t c, std::uint32_t i) const {
    return m_.computations[c].root() == &m_.computations[c].instructions[i];
  }
  // HloInstruction::IsUserOf: `user` reads `op` (both of computation c).
  [[nodiscard]] bool user_of(std::uint32_t c, std::uint32_t user, std::uint32_t op) const {
    const auto& ops = at(c, user).operands;
    return std::find(ops.begin(), ops.end(), at(c, op).name) != ops.end();
  }
  [[nodiscard]] std::size_t operand_index(const hlo_instruction& user, std::string_view name) const {
    for (std::size_t k = 0; k < user.operands.size(); ++k)
      if (user.operands[k] == name) return k;
    return user.operands.size();
  }

  // --- value sets (HloDataflowAnalysis) ----------------------------------------------------
  // Each instruction's values by subshape: those it defines (hlo_liveness's values) and those
  // that flow through it, by the same rules hlo_liveness applies.
  void rebuild_value_sets() {
    const std::size_t nc = m_.computations.size();
    sets_.resize(nc);
    for (std::uint32_t c = 0; c < nc; ++c) sets_[c].resize(m_.computations[c].instructions.size());
    defined_.resize(nc);
    for (std::uint32_t c = 0; c < nc; ++c) defined_[c].resize(m_.computations[c].instructions.size());
    for (std::uint32_t v = 0; v < lr().values.size(); ++v) {
      const hlo_value& val = lr().values[v];
      auto& d = defined_[val.computation][val.instruction];
      if (d.empty()) d.assign(subshapes_[val.computation][val.instruction].size(), none_);
      d[position_of(val.computation, val.instruction, val.index)] = v;
    }
    for (const auto& [c, i] : lr().schedule) fill_sets(c, i);
    positions_.assign(lr().values.size(), {});
    wrapped_.assign(lr().values.size(), 0);
    for (std::uint32_t v = 0; v < lr().values.size(); ++v) {
      const hlo_value& val = lr().values[v];
      wrapped_[v] =
          ba_async_wrapper(at(val.computation, val.instruction).opcode) && !val.index.empty() && val.index[0] == 1 &&
          subshapes_[val.computation][val.instruction][position_of(val.computation, val.instruction, val.index)]
              ->is_array();
    }
    for (std::uint32_t v = 0; v < lr().values.size(); ++v) {
      const hlo_value& val = lr().values[v];
      positions_[v].push_back(
          {val.computation, val.instruction, position_of(val.computation, val.instruction, val.index)});
    }
    for (const auto& [c, i] : lr().schedule)
      for (std::size_t p = 0; p < sets_[c][i].size(); ++p)
        for (const std::uint32_t v : sets_[c][i][p]) {
          const hlo_value& val = lr().values[v];
          if (val.computation == c && val.instruction == i) continue;  // the defining position, first
          positions_[v].push_back({c, i, p});
        }
  }

  void fill_sets(std::uint32_t c, std::uint32_t i) {
    const hlo_instruction& in = at(c, i);
    instr_sets& sets = sets_[c][i];
    sets.assign(subshapes_[c][i].size(), {});
    const auto& d = defined_[c][i];
    for (std::size_t p = 0; p < d.size(); ++p)
      if (d[p] != none_) sets[p] = {d[p]};
    auto copy_from = [&](const instr_sets& s, std::size_t from, std::size_t to) {
      for (std::size_t k = 0; from + k < s.size() && to + k < sets.size(); ++k)
        if (sets[to + k].empty()) sets[to + k] = s[from + k];
    };
    const std::string_view op = in.opcode;
    if (op == "parameter") {
      if (c == entry_) return;
      const auto it = caller_.find(c);
      if (it == caller_.end()) return;
      const auto [cc, ci, first] = it->second;
      // A while's or conditional's parameter holds its phis (defined above) where the loop or
      // the branches merge values, and its operand's values elsewhere (UpdateParameterValueSet).
      const std::size_t n = at(cc, ci).opcode == "call" ? static_cast<std::size_t>(in.parameter_number) : first;
      if (n < at(cc, ci).operands.size()) copy_from(sets_[cc][operand(cc, ci, n)], 0, 0);
    } else if (op == "get-tuple-element") {
      const std::uint32_t src = operand(c, i, 0);
      const hlo_shape& s = at(c, src).shape;
      std::size_t from = 1;
      for (std::int64_t k = 0; k < in.tuple_index && static_cast<std::size_t>(k) < s.elements.size(); ++k)
        from += subtree_size(s.elements[static_cast<std::size_t>(k)]);
      copy_from(sets_[c][src], from, 0);
    } else if (op == "bitcast") {
      copy_from(sets_[c][operand(c, i, 0)], 0, 0);
    } else if (op == "tuple") {
      std::size_t to = 1;
      for (std::size_t k = 0; k < in.operands.size() && k < in.shape.elements.size(); ++k) {
        copy_from(sets_[c][operand(c, i, k)], 0, to);
        to += subtree_size(in.shape.elements[k]);
      }
    } else if (op == "copy") {
      copy_from(sets_[c][operand(c, i, 0)], 1, 1);
    } else if (op == "call") {
      const auto it = in.called.empty() ? computation_of_.end() : computation_of_.find(in.called[0]);
      if (it == computation_of_.end()) return;
      const hlo_computation& callee = m_.computations[it->second];
      if (const hlo_instruction* root = callee.root())
        copy_from(sets_[it->second][static_cast<std::uint32_t>(root - callee.instructions.data())], 0, 0);
    } else if (op == "while") {
      // Its phis (defined above), or where the body passes a value through, the init value.
      copy_from(sets_[c][operand(c, i, 0)], 0, 0);
    } else if (op == "conditional") {
      // Its phis, or where every branch returns the same value, that value.
      const auto it = in.called.empty() ? computation_of_.end() : computation_of_.find(in.called[0]);
      if (it == computation_of_.end()) return;
      const hlo_computation& branch = m_.computations[it->second];
      if (const hlo_instruction* root = branch.root())
        copy_from(sets_[it->second][static_cast<std::uint32_t>(root - branch.instructions.data())], 0, 0);
    } else if (op.ends_with("-start") && in.shape.is_tuple() && in.shape.elements.size() >= 2) {
      // ((operands), results, contexts); copy-start: (destination, source, context).
      const bool copy = op == "copy-start";
      const std::size_t k = copy ? 1 : 0;
      std::size_t pos = 1;
      for (std::size_t j = 0; j < k; ++j) pos += subtree_size(in.shape.elements[j]);
      const hlo_shape& e = in.shape.elements[k];
      if (in.operands.size() == 1 && (!e.is_tuple() || copy)) {
        copy_from(sets_[c][operand(c, i, 0)], 0, pos);
      } else {
        std::size_t to = pos + 1;
        for (std::size_t j = 0; j < in.operands.size() && j < e.elements.size(); ++j) {
          copy_from(sets_[c][operand(c, i, j)], 0, to);
          to += subtree_size(e.elements[j]);
        }
      }
    } else if (op.ends_with("-done") && !in.operands.empty()) {
      const std::uint32_t start = operand(c, i, 0);
      const hlo_shape& ss = at(c, start).shape;
      const std::size_t k = op == "copy-done" ? 0 : 1;
      std::size_t from = 1;
      for (std::size_t j = 0; j < k && j < ss.elements.size(); ++j) from += subtree_size(ss.elements[j]);
      copy_from(sets_[c][start], from, 0);
    }
  }

  // Whether value v is defined by the wrapped instruction of an async-start (its result's arrays,
  // `{1, ...}`), computed once in rebuild_value_sets.
  [[nodiscard]] bool wrapped(std::uint32_t v) const { return wrapped_[v] != 0; }

  // --- ids and post-order positions ---------------------------------------------------------
  // HloComputation::MakeInstructionPostOrder: from each instruction no one reads (in text
  // order), depth first, the first operand first.
  [[nodiscard]] std::vector<std::uint32_t> instruction_post_order(std::uint32_t c) const {
    const hlo_computation& comp = m_.computations[c];
    const std::size_t n = comp.instructions.size();
    std::vector<std::uint32_t> order;
    std::vector<char> state(n, 0);  // 0 new, 1 visiting, 2 visited
    std::vector<std::uint32_t> stack;
    for (std::uint32_t r = 0; r < n; ++r) {
      if (!users_[c][r].empty()) continue;
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
          if (const auto it = names_[c].find(ops[k]); it != names_[c].end() && state[it->second] != 2)
            stack.push_back(it->second);
      }
    }
    return order;
  }

  // Value ids (HloDataflowAnalysis numbers values computation by computation in post order, each
  // computation's instructions in post order, each instruction's subshapes in pre-order; an
  // async-start's wrapped computation comes before its caller), and each instruction's position
  // in the post order of the global computations, entry first (AssignBuffersForComputations).
  void number_values() {
    const std::size_t nc = m_.computations.size();
    std::vector<std::vector<std::uint32_t>> post(nc);
    std::vector<std::vector<std::int64_t>> rank_in(nc);
    for (std::uint32_t c = 0; c < nc; ++c) {
      post[c] = instruction_post_order(c);
      rank_in[c].assign(m_.computations[c].instructions.size(), 0);
      for (std::size_t k = 0; k < post[c].size(); ++k) rank_in[c][post[c][k]] = static_cast<std::int64_t>(k);
    }
    // Computations in post order from the entry; an async wrapper's computation is a node
    // (c, i) of its own. comp_rank by computation; wrapper_rank by (c, i).
    std::vector<std::int64_t> comp_rank(nc, -1);
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::int64_t> wrapper_rank;
    std::vector<std::pair<std::uint32_t, std::int64_t>> global_post;  // (computation or wrapper key, -1/instr)
    std::int64_t next = 0;
    std::vector<char> seen(nc, 0);
    std::function<void(std::uint32_t)> visit = [&](std::uint32_t c) {
      seen[c] = 1;
      const hlo_computation& comp = m_.computations[c];
      for (std::uint32_t i = 0; i < comp.instructions.size(); ++i) {
        const hlo_instruction& in = comp.instructions[i];
        for (const std::string_view callee : called_in_order(in))
          if (const auto it = computation_of_.find(callee); it != computation_of_.end() && !seen[it->second])
            visit(it->second);
        if (ba_async_wrapper(in.opcode) && time_[c][i] >= 0) wrapper_rank[{c, i}] = next++;
      }
      comp_rank[c] = next++;
    };
    visit(entry_);
    vrank_.assign(lr().values.size(), {});
    for (std::uint32_t v = 0; v < lr().values.size(); ++v) {
      const hlo_value& val = lr().values[v];
      const std::size_t p = position_of(val.computation, val.instruction, val.index);
      if (val.phi)  // phis are made while propagating, after every value defined at initialization
        vrank_[v] = {next, static_cast<std::int64_t>(v), 0};
      else if (wrapped(v))
        vrank_[v] = {wrapper_rank.at({val.computation, val.instruction}), 0, static_cast<std::int64_t>(p)};
      else
        vrank_[v] = {comp_rank[val.computation], rank_in[val.computation][val.instruction],
                     static_cast<std::int64_t>(p)};
    }
    // The call graph visited callees first (CallGraph::VisitNodes), reversed: the entry first.
    std::vector<std::pair<std::int64_t, std::int64_t>> nodes;  // (computation, -1) or (c, i) wrapper
    std::vector<char> done(nc, 0);
    std::function<void(std::uint32_t)> callees = [&](std::uint32_t c) {
      done[c] = 1;
      const hlo_computation& comp = m_.computations[c];
      for (std::uint32_t i = 0; i < comp.instructions.size(); ++i) {
        const hlo_instruction& in = comp.instructions[i];
        if (time_[c][i] < 0) continue;
        if (in.opcode == "call" || in.opcode == "while" || in.opcode == "conditional")
          for (const std::string_view callee : called_in_order(in))
            if (const auto it = computation_of_.find(callee); it != computation_of_.end() && !done[it->second])
              callees(it->second);
        if (ba_async_wrapper(in.opcode)) nodes.emplace_back(c, i);
      }
      nodes.emplace_back(c, -1);
    };
    callees(entry_);
    std::reverse(nodes.begin(), nodes.end());
    post_pos_.resize(nc);
    for (std::uint32_t c = 0; c < nc; ++c) post_pos_[c].assign(m_.computations[c].instructions.size(), -1);
    std::int64_t counter = 0;
    for (const auto& [c, i] : nodes) {
      const auto cc = static_cast<std::uint32_t>(c);
      if (i >= 0) {  // the wrapped computation: its parameters, then the wrapped instruction
        counter += static_cast<std::int64_t>(at(cc, static_cast<std::uint32_t>(i)).operands.size());
        wrapped_pos_[{cc, static_cast<std::uint32_t>(i)}] = counter++;
        continue;
      }
      for (const std::uint32_t k : post[cc]) post_pos_[cc][k] = counter++;
    }
  }

  [[nodiscard]] bool id_less(std::uint32_t a, std::uint32_t b) const { return vrank_[a] < vrank_[b]; }

  // HloInstruction::called_computations' order: a while's body, then its condition
  // (kBodyComputationIndex 0); otherwise as written.
  [[nodiscard]] std::vector<std::string_view> called_in_order(const hlo_instruction& in) const {
    if (in.opcode != "while" || in.called.size() != 2) return in.called;
    const auto [cond, body] = hlo_while_parts(m_, in);
    return {body->name, cond->name};
  }

  // The post-order position of the instruction defining v.
  [[nodiscard]] std::int64_t post_position(std::uint32_t v) const {
    const hlo_value& val = lr().values[v];
    if (wrapped(v)) return wrapped_pos_.at({val.computation, val.instruction});
    return post_pos_[val.computation][val.instruction];
  }

  // --- buffers (HloAliasAnalysis) -----------------------------------------------------------
  std::uint32_t find(std::uint32_t v) {
    while (parent_[v] != v) v = parent_[v] = parent_[parent_[v]];
    return v;
  }
  void form_buffers() {
    const auto n = static_cast<std::uint32_t>(lr().values.size());
    parent_.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) parent_[v] = lr().values[v].buffer;
    for (std::uint32_t v = 0; v < n; ++v) parent_[v] = find(v);
    // input_output_alias: the result's value at the output index joins the parameter's.
    const hlo_computation& entry = m_.computations[entry_];
    const hlo_instruction* root = entry.root();
    for (const hlo_io_alias& a : m_.input_output_alias) {
      if (root == nullptr) break;
      const auto ri = static_cast<std::uint32_t>(root - entry.instructions.data());
      std::optional<std::uint32_t> param;
      for (std::uint32_t i = 0; i < entry.instructions.size(); ++i)
        if (entry.instructions[i].opcode == "parameter" && entry.instructions[i].parameter_number == a.parameter)
          param = i;
      if (!param)
        detail::raise<invalid_error>("input_output_alias names parameter {}, which the entry computation lacks",
                                     a.parameter);
      const auto& ps = sets_[entry_][*param][position_of(entry_, *param, a.parameter_index)];
      const auto& os = sets_[entry_][ri][position_of(entry_, ri, a.output)];
      for (const std::uint32_t p : ps)
        for (const std::uint32_t o : os) parent_[find(o)] = find(p);
    }
    members_.assign(n, {});
    for (std::uint32_t v = 0; v < n; ++v) members_[find(v)].push_back(v);
    for (auto& m : members_)
      std::sort(m.begin(), m.end(), [&](std::uint32_t a, std::uint32_t b) { return id_less(a, b); });
    buffer_size_.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v) buffer_size_[find(v)] = std::max(buffer_size_[find(v)], lr().values[v].bytes);
    // A value lives out when one of its positions is the entry computation's root.
    live_out_.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v)
      for (const position& p : positions_[v])
        if (p.c == entry_ && is_root(p.c, p.i)) live_out_[v] = 1;
    buffer_live_out_.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v)
      if (live_out_[v]) buffer_live_out_[find(v)] = 1;
    color_.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v) {  // DefaultColorer: the defining position's memory space
      const hlo_value& val = lr().values[v];
      color_[v] = subshapes_[val.computation][val.instruction][position_of(val.computation, val.instruction, val.index)]
                      ->memory_space();
    }
  }

  // --- live ranges (HloLiveRange) -------------------------------------------------------------
  [[nodiscard]] std::int64_t position_time(const position& p) const {
    return is_root(p.c, p.i) ? span_[p.c].second : time_[p.c][p.i];
  }
  // hlo_liveness's ranges, then NormalizeAliasedBuffers: values of one buffer, by (start, end,
  // id), hand over at the next one's start. end_ holds the position the range ends at
  // (GetLastPosition).
  void live_ranges() {
    const auto n = static_cast<std::uint32_t>(lr().values.size());
    start_.resize(n), end_.resize(n), end_position_.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) {
      start_[v] = lr().values[v].start;
      end_[v] = lr().values[v].end;
      const position& def = positions_[v].front();
      std::int64_t t = position_time(def);
      end_position_[v] = def;
      for (std::size_t k = 1; k < positions_[v].size(); ++k)
        if (const std::int64_t pt = position_time(positions_[v][k]); pt > t)
          t = pt, end_position_[v] = positions_[v][k];
    }
    for (std::uint32_t b = 0; b < n; ++b) {
      auto vs = members_[b];
      if (vs.size() < 2) continue;
      std::sort(vs.begin(), vs.end(), [&](std::uint32_t a, std::uint32_t c) {
        return std::forward_as_tuple(start_[a], end_[a], vrank_[a]) <
               std::forward_as_tuple(start_[c], end_[c], vrank_[c]);
      });
      for (std::size_t k = 0; k + 1 < vs.size(); ++k) {
        end_[vs[k + 1]] = std::max(end_[vs[k]], end_[vs[k + 1]]);
        end_[vs[k]] = std::min(end_[vs[k]], start_[vs[k + 1]]);
      }
    }
  }

  // --- may a user write over its operand (CanShareOperandBufferWithUser, GPU hints) -------------
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
    const std::size_t k = operand_index(user, op.name);
    const auto cb = static_cast<std::uint32_t>(body - m_.computations.data());
    std::optional<std::uint32_t> param;
    for (std::uint32_t i = 0; i < body->instructions.size(); ++i)
      if (body->instructions[i].opcode == "parameter" &&
          body->instructions[i].parameter_number == static_cast<std::int64_t>(k))
        param = i;
    const hlo_instruction* root = body->root();
    if (!param || root == nullptr) return false;
    auto index_of = [&](const hlo_instruction* in) {
      return static_cast<std::uint32_t>(in - body->instructions.data());
    };
    auto named = [&](std::string_view name) -> std::optional<std::uint32_t> {
      const auto it = names_[cb].find(std::string(name));
      return it == names_[cb].end() ? std::nullopt : std::optional<std::uint32_t>(it->second);
    };
    std::uint32_t output = index_of(root);
    const bool multi = root->opcode == "tuple";
    if (multi) {
      if (user_index.empty()) return false;
      const auto o = named(root->operands.at(static_cast<std::size_t>(user_index[0])));
      if (!o) return false;
      output = *o;
    }
    std::uint32_t non_bitcast = output;
    if (body->instructions[output].opcode == "bitcast" && !body->instructions[output].operands.empty())
      if (const auto o = named(body->instructions[output].operands[0])) non_bitcast = *o;
    const hlo_instruction& nb = body->instructions[non_bitcast];
    std::vector<char> visited(body->instructions.size(), 0);
    std::vector<std::uint32_t> queue{*param};
    visited[*param] = 1;
    bool found = false;
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const std::uint32_t cur = queue[q];
      if (cur == output) found = true;
      for (const std::uint32_t u : users_[cb][cur]) {
        if (!visited[u]) visited[u] = 1, queue.push_back(u);
        const hlo_instruction& h = body->instructions[u];
        const std::size_t on = operand_index(h, body->instructions[cur].name);
        if (u == non_bitcast && h.opcode == "scatter") {
          const std::size_t inputs = h.shape.is_tuple() ? h.shape.elements.size() : 1;
          if (on < inputs && std::count(h.operands.begin(), h.operands.end(), body->instructions[cur].name) == 1)
            continue;
        }
        if (nb.opcode == "dynamic-update-slice" && h.opcode == "dynamic-slice" && nb.operands.size() >= 2 &&
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
        if ((!ba_elementwise_on(h, on) || h.opcode == "copy") && h.opcode != "bitcast" && h.opcode != "tuple") {
          if (u != non_bitcast || h.opcode != "dynamic-update-slice" || on != 1) return false;
        }
      }
    }
    if (multi && !ba_elementwise(nb.opcode))
      for (const std::string_view o : root->operands)
        if (const auto oi = named(o); oi && *oi != output && visited[*oi]) return false;
    return found;
  }

  // HloDataflowAnalysis::CanShareOperandBufferWithUser with the GPU backend's CanShareBufferHint:
  // may `user` (c, ui) write its output at user_index over `op`'s (c, oi) value at op_index?
  [[nodiscard]] bool can_share(std::uint32_t c, std::uint32_t oi, const hlo_shape_index& op_index, std::uint32_t ui,
                               const hlo_shape_index& user_index) const {
    const hlo_instruction& op = at(c, oi);
    const hlo_instruction& user = at(c, ui);
    if (op.opcode == "constant") return false;
    const hlo_shape& os = subshape(op.shape, op_index);
    const hlo_shape& us = subshape(user.shape, user_index);
    const bool equal = os == us;
    if (equal)
      for (const hlo_io_alias& pair : in_place_pairs(user))
        if (pair.output == user_index && static_cast<std::size_t>(pair.parameter) < user.operands.size() &&
            user.operands[static_cast<std::size_t>(pair.parameter)] == op.name && pair.parameter_index == op_index)
          return true;
    // The GPU hint (gpu/buffer_sharing.cc CanShareBufferHint).
    if (user.opcode == "all-reduce")
      return user.operands.size() == 1 ||
             (user_index.size() == 1 && static_cast<std::size_t>(user_index[0]) < user.operands.size() &&
              user.operands[static_cast<std::size_t>(user_index[0])] == op.name);
    if (user.opcode == "custom-call") {
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
    if (user.opcode == "fusion") return fusion_hint(user, op, user_index);
    if (!equal) return false;
    if (user.opcode == "while" || user.opcode == "conditional") return true;
    if (user.opcode == "dynamic-update-slice" || user.opcode == "scatter" || user.opcode == "triangular-solve" ||
        user.opcode == "set-dimension-size") {
      const std::size_t want = user.opcode == "triangular-solve" ? 1 : 0;
      return std::count(user.operands.begin(), user.operands.end(), op.name) == 1 &&
             operand_index(user, op.name) == want;
    }
    if (user.opcode == "sort") {
      if (users_[c][oi].size() != 1) return false;
      if (user.operands.size() == 1) return true;
      return !user_index.empty() && std::count(user.operands.begin(), user.operands.end(), op.name) == 1 &&
             static_cast<std::int64_t>(operand_index(user, op.name)) == user_index[0];
    }
    if (user.opcode == "call") return false;  // not modelled: said in the file comment
    return ba_elementwise_on(user, operand_index(user, op.name));
  }

  // HloInstruction::IsUserOf for the instruction defining `user_value`: does it read the
  // instruction of `operand_position`? An async-start's wrapped result is defined inside the
  // wrapped computation, whose instruction reads that computation's parameters only.
  [[nodiscard]] bool value_user_of(std::uint32_t user_value, const position& operand_position) const {
    if (wrapped(user_value)) return false;
    const hlo_value& u = lr().values[user_value];
    return u.computation == operand_position.c && user_of(u.computation, u.instruction, operand_position.i);
  }

  // BufferAssigner::LiveRangeInterferes: closed ranges meet, unless one ends where the other
  // starts and the later value's instruction may write over the earlier one's last position.
  [[nodiscard]] bool interferes(std::uint32_t a, std::uint32_t b) const {
    if (start_[a] > end_[b] || start_[b] > end_[a]) return false;
    auto can_share_as_operand = [&](std::uint32_t user, std::uint32_t operand_value) {
      const position& endp = end_position_[operand_value];
      const hlo_value& u = lr().values[user];
      if (at(u.computation, u.instruction).opcode == "copy" || !value_user_of(user, endp)) return false;
      return can_share(endp.c, endp.i, indices_[endp.c][endp.i][endp.pos], u.instruction, u.index);
    };
    if (end_[a] == start_[b]) return !can_share_as_operand(b, a);
    if (end_[b] == start_[a]) return !can_share_as_operand(a, b);
    return true;
  }

  // --- the assignment --------------------------------------------------------------------------
  std::uint32_t new_allocation(std::uint32_t b) {
    allocation a;
    a.size = buffer_size_[b];
    a.color = color_[members_[b].front()];
    allocs_.push_back(std::move(a));
    const auto index = static_cast<std::uint32_t>(allocs_.size() - 1);
    add(index, b);
    return index;
  }
  void add(std::uint32_t alloc, std::uint32_t b) {
    for (const std::uint32_t v : members_[b]) {
      allocs_[alloc].values.push_back({v, 0, buffer_size_[b]});
      alloc_of_[v] = alloc;
    }
    if (buffer_live_out_[b]) allocs_[alloc].live_out = true;
  }

  // BufferAssigner::MaybeAssignBuffer.
  bool maybe_assign(std::uint32_t alloc, std::uint32_t b) {
    const allocation& a = allocs_[alloc];
    if (a.color != color_[members_[b].front()] || buffer_size_[b] > a.size) return false;
    if ((a.entry_parameter && !a.aliased) || a.constant || a.tuple) return false;  // read-only or not reusable
    for (const hlo_allocation::slice& s : a.values)
      for (const std::uint32_t v : members_[b]) {
        if (interferes(v, s.value)) return false;
        const hlo_value& nv = lr().values[v];
        if (at(nv.computation, nv.instruction).opcode == "copy")
          for (const position& p : positions_[s.value])
            if (p.c == nv.computation && user_of(p.c, nv.instruction, p.i)) return false;
      }
    if (buffer_live_out_[b] && a.size != buffer_size_[b]) return false;
    add(alloc, b);
    return true;
  }

  // BufferAssigner::AssignSingleHloBuffer.
  void assign_one(std::uint32_t b, std::vector<std::uint32_t>& reusable) {
    for (const std::uint32_t v : members_[b]) {
      const hlo_value& val = lr().values[v];
      const hlo_instruction& in = at(val.computation, val.instruction);
      if (in.opcode == "constant") {  // GPU allocates constants (allocate_buffers_for_constants)
        allocs_[new_allocation(b)].constant = true;
        return;
      }
      if (in.opcode == "parameter" && val.computation == entry_) {
        const std::uint32_t a = new_allocation(b);
        allocs_[a].entry_parameter = true;
        allocs_[a].parameter = in.parameter_number;
        allocs_[a].parameter_index = val.index;
        allocs_[a].aliased = std::any_of(m_.input_output_alias.begin(), m_.input_output_alias.end(),
                                         [&](const hlo_io_alias& x) {
                                           return x.parameter == in.parameter_number && x.parameter_index == val.index;
                                         });
        if (allocs_[a].aliased) reusable.push_back(a);
        return;
      }
    }
    for (const std::uint32_t v : members_[b]) {
      const hlo_value& val = lr().values[v];
      const hlo_shape& s =
          *subshapes_[val.computation][val.instruction][position_of(val.computation, val.instruction, val.index)];
      if (s.is_tuple()) {
        allocs_[new_allocation(b)].tuple = true;
        return;
      }
      if (!val.index.empty() && !wrapped(v)) continue;  // only top-level values try their operands
      const hlo_instruction& in = at(val.computation, val.instruction);
      std::vector<std::uint32_t> slices;
      for (std::size_t k = 0; k < in.operands.size(); ++k) {
        const std::uint32_t o = operand(val.computation, val.instruction, k);
        const auto& set = sets_[val.computation][o];
        if (set.empty()) continue;
        slices.clear();
        for (const std::uint32_t ov : set[0])
          if (alloc_of_[ov] != none_) slices.push_back(alloc_of_[ov]);
        std::sort(slices.begin(), slices.end());
        slices.erase(std::unique(slices.begin(), slices.end()), slices.end());
        for (const std::uint32_t a : slices)
          if (maybe_assign(a, b)) return;
      }
    }
    for (std::size_t k = reusable.size(); k-- > 0;)
      if (maybe_assign(reusable[k], b)) return;
    if (!buffer_live_out_[b]) {
      for (const std::uint32_t v : members_[b]) delayed_.push_back(v);
      return;
    }
    reusable.push_back(new_allocation(b));
  }

  void assign() {
    const auto n = static_cast<std::uint32_t>(lr().values.size());
    alloc_of_.assign(n, none_);
    std::vector<std::uint32_t> buffers;
    for (std::uint32_t b = 0; b < n; ++b)
      if (!members_[b].empty()) buffers.push_back(b);
    // alias_analysis.buffers() come in the order of their first value's id.
    std::sort(buffers.begin(), buffers.end(),
              [&](std::uint32_t a, std::uint32_t b) { return id_less(members_[a].front(), members_[b].front()); });
    auto min_position = [&](std::uint32_t b) {
      std::int64_t p = std::numeric_limits<std::int64_t>::max();
      for (const std::uint32_t v : members_[b]) p = std::min(p, post_position(v));
      return p;
    };
    std::stable_sort(buffers.begin(), buffers.end(), [&](std::uint32_t a, std::uint32_t b) {
      if (buffer_size_[a] != buffer_size_[b]) return buffer_size_[a] > buffer_size_[b];
      if (buffer_live_out_[a] != buffer_live_out_[b]) return buffer_live_out_[a] > buffer_live_out_[b];
      return min_position(a) < min_position(b);
    });
    std::vector<std::uint32_t> reusable;  // allocation_indices: outputs and donated parameters
    for (const std::uint32_t b : buffers) assign_one(b, reusable);
    // The delayed temporaries: one heap simulation per color, over the whole module.
    std::vector<std::int64_t> colors;
    for (const std::uint32_t v : delayed_) colors.push_back(color_[v]);
    std::sort(colors.begin(), colors.end());
    colors.erase(std::unique(colors.begin(), colors.end()), colors.end());
    for (const std::int64_t color : colors) heap(color);
  }

  // --- the heap of delayed temporaries (HeapSimulator + GlobalDecreasingSizeBestFitHeap) --------
  struct interval {
    std::uint32_t value = 0;
    std::int64_t size = 0, start = 0, end = -1;
    std::vector<std::uint32_t> colocations;
    bool need_allocation = true;
  };
  struct heap_events {
    std::vector<interval> intervals;
    std::unordered_map<std::uint32_t, std::size_t> of;  // value -> interval
    std::vector<std::uint32_t> zero_sized;              // values of 0 bytes, at offset 0
  };

  // HeapSimulator::RunComputation over the flattened schedule: per time, the values starting
  // (by start, end, id) share their buffer's first allocated value, or take a dying operand's
  // place (Free then ShareWith), or are allocated; then the values ending are freed. Event
  // counts are the heap's clock.
  heap_events simulate(const std::vector<std::uint32_t>& values) {
    heap_events h;
    std::int64_t clock = 0;
    std::vector<std::uint32_t> order = values;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return std::forward_as_tuple(start_[a], end_[a], vrank_[a]) <
             std::forward_as_tuple(start_[b], end_[b], vrank_[b]);
    });
    const std::size_t steps = lr().schedule.size() + 1;
    std::vector<std::vector<std::uint32_t>> defined(steps), freed(steps);
    std::vector<char> assigned(lr().values.size(), 0);
    for (const std::uint32_t v : order) {
      defined[static_cast<std::size_t>(start_[v])].push_back(v);
      freed[static_cast<std::size_t>(end_[v])].push_back(v);
      assigned[v] = 1;
    }
    std::vector<std::int64_t> end = end_;                    // sharing extends an operand's range in this copy
    std::unordered_map<std::uint32_t, std::uint32_t> first;  // buffer -> its first allocated value
    auto alloc = [&](std::uint32_t v, std::int64_t size) {
      if (size == 0) return h.zero_sized.push_back(v);
      h.of[v] = h.intervals.size();
      h.intervals.push_back({v, size, clock++, -1, {}, true});
    };
    auto share = [&](std::uint32_t v, std::uint32_t with, std::int64_t size) {
      if (size == 0) return h.zero_sized.push_back(v);
      h.intervals[h.of.at(with)].colocations.push_back(v);
      h.of[v] = h.intervals.size();
      h.intervals.push_back({v, size, clock++, -1, {}, false});
    };
    auto release = [&](std::uint32_t v) {
      if (buffer_size_[find(v)] == 0) return;
      h.intervals[h.of.at(v)].end = clock++;
    };
    for (std::size_t t = 0; t < steps; ++t) {
      for (const std::uint32_t v : defined[t]) {
        const std::uint32_t b = find(v);
        if (const auto it = first.find(b); it != first.end()) {
          share(v, it->second, buffer_size_[b]);
          continue;
        }
        bool shared = false;
        const hlo_value& val = lr().values[v];
        if (members_[b].size() == 1 && !wrapped(v)) {
          const hlo_instruction& in = at(val.computation, val.instruction);
          for (std::size_t k = 0; k < in.operands.size() && !shared; ++k) {
            const auto& set = sets_[val.computation][operand(val.computation, val.instruction, k)];
            if (set.empty()) continue;
            std::vector<std::uint32_t> ovs = set[0];
            std::sort(ovs.begin(), ovs.end(), [&](std::uint32_t x, std::uint32_t y) { return id_less(x, y); });
            for (const std::uint32_t o : ovs) {
              if (members_[find(o)].size() > 1 || end[o] != static_cast<std::int64_t>(t) || !assigned[o]) continue;
              auto& f = freed[t];
              if (std::find(f.begin(), f.end(), o) == f.end()) continue;
              const hlo_value& ov = lr().values[o];
              if (wrapped(o) || ov.computation != val.computation ||
                  !user_of(val.computation, val.instruction, ov.instruction) || in.opcode == "copy" ||
                  !can_share(ov.computation, ov.instruction, ov.index, val.instruction, val.index))
                continue;
              release(o);
              f.erase(std::remove(f.begin(), f.end(), o), f.end());
              share(v, o, buffer_size_[find(o)]);
              end[o] = end[v];
              shared = true;
              break;
            }
          }
        }
        if (!shared) {
          alloc(v, buffer_size_[b]);
          first[b] = v;
        }
      }
      for (const std::uint32_t v : freed[t]) release(v);
    }
    return h;
  }

  // GlobalDecreasingSizeBestFitHeap::Finish for one order: each interval needing a place, in
  // order, takes the smallest free chunk (ties: the lowest offset) that holds its largest
  // colocation from an aligned offset, given the chunks placed over overlapping times.
  struct placed {
    std::int64_t start, end, offset, size;
  };
  std::pair<std::int64_t, std::vector<std::pair<std::uint32_t, std::int64_t>>> best_fit(const heap_events& h,
                                                                                        bool temporal) const {
    const std::int64_t align = ba_gpu_alignment;
    auto colocated = [&](const interval& x) {
      std::vector<std::uint32_t> result, work{static_cast<std::uint32_t>(h.of.at(x.value))};
      std::vector<char> in(h.intervals.size(), 0);
      while (!work.empty()) {
        const interval& item = h.intervals[work.back()];
        work.pop_back();
        for (const std::uint32_t v : item.colocations) {
          const auto k = static_cast<std::uint32_t>(h.of.at(v));
          if (!in[k]) in[k] = 1, result.push_back(k), work.push_back(k);
        }
      }
      return result;
    };
    std::vector<std::size_t> sorted(h.intervals.size());
    for (std::size_t k = 0; k < sorted.size(); ++k) sorted[k] = k;
    std::vector<std::tuple<std::int64_t, std::int64_t, std::array<std::int64_t, 3>>> key(h.intervals.size());
    for (std::size_t k = 0; k < h.intervals.size(); ++k) {
      const interval& x = h.intervals[k];
      if (temporal) {
        std::int64_t x_end = x.end;
        for (const std::uint32_t c : colocated(x)) x_end = std::max(x_end, h.intervals[c].end);
        key[k] = {x.start - x_end, -x.size, vrank_[x.value]};
      } else {
        key[k] = {-x.size, x.start - x.end, vrank_[x.value]};
      }
    }
    std::sort(sorted.begin(), sorted.end(), [&](std::size_t a, std::size_t b) { return key[a] < key[b]; });
    std::vector<placed> tree;
    std::int64_t heap_size = 0;
    std::vector<std::pair<std::uint32_t, std::int64_t>> offsets;
    for (const std::size_t k : sorted) {
      const interval& x = h.intervals[k];
      if (!x.need_allocation) continue;
      const std::vector<std::uint32_t> coloc = colocated(x);
      std::int64_t max_size = x.size;
      for (const std::uint32_t c : coloc) max_size = std::max(max_size, h.intervals[c].size);
      // MakeFreeChunks: offset -> end, largest offset first.
      std::map<std::int64_t, std::int64_t, std::greater<>> free_chunks{{0, std::numeric_limits<std::int64_t>::max()}};
      auto subtract = [&](std::int64_t start, std::int64_t end) {
        for (const placed& used : tree) {
          if (!(used.start <= end && used.end >= start)) continue;
          const std::int64_t used_end = checked_add(used.offset, used.size, "a heap offset");
          auto it_end = free_chunks.lower_bound(used_end);
          if (it_end == free_chunks.end()) continue;
          auto it_start = free_chunks.lower_bound(used.offset);
          const std::int64_t free_end = it_end->second;
          if (it_start != free_chunks.end()) {
            if (used.offset - it_start->first >= x.size) it_start->second = std::min(it_start->second, used.offset);
            else ++it_start;
          }
          free_chunks.erase(it_end, it_start);
          const std::int64_t aligned = ba_round_up(used_end, align);
          if (free_end - aligned >= max_size) free_chunks.emplace(aligned, free_end);
        }
      };
      subtract(x.start, x.end);
      for (const std::uint32_t c : coloc) subtract(h.intervals[c].start, h.intervals[c].end);
      // SlicedAllocationFinder::Find with one slice: roots smallest first (then lowest offset);
      // in each, the first aligned offset where the largest colocation fits.
      std::vector<std::pair<std::int64_t, std::int64_t>> roots;  // (size, offset)
      for (const auto& [off, end] : free_chunks)
        if (end - off > 0) roots.emplace_back(end - off, off);
      std::sort(roots.begin(), roots.end());
      std::optional<std::int64_t> offset;
      for (const auto& [size, off] : roots) {
        const std::int64_t first = ba_round_up(off, align);
        if (first < off + size && first + max_size <= off + size) {
          offset = first;
          break;
        }
      }
      if (!offset)
        detail::raise<invalid_error>("the heap of temporaries found no place for a buffer of {} bytes", x.size);
      auto commit = [&](const interval& y, std::int64_t size) {
        tree.push_back({y.start, y.end, *offset, size});
        heap_size = std::max(heap_size, checked_add(*offset, size, "the heap's size"));
        offsets.emplace_back(y.value, *offset);
      };
      commit(x, x.size);
      for (const std::uint32_t c : coloc) commit(h.intervals[c], h.intervals[c].size);
    }
    return {heap_size, std::move(offsets)};
  }

  // AssignBuffersWithSequentialOrdering for one color: the smaller of the spatial and temporal
  // packings (ChooseBestHeapAlgorithm; the first on a tie) becomes one temp allocation.
  void heap(std::int64_t color) {
    std::vector<std::uint32_t> values;
    for (const std::uint32_t v : delayed_)
      if (color_[v] == color) values.push_back(v);
    const heap_events h = simulate(values);
    auto spatial = best_fit(h, false);
    auto temporal = best_fit(h, true);
    auto& best = temporal.first < spatial.first ? temporal : spatial;
    allocation a;
    a.size = best.first;
    a.color = color;
    for (const auto& [v, offset] : best.second) {
      a.values.push_back({v, offset, buffer_size_[find(v)]});
      alloc_of_[v] = static_cast<std::uint32_t>(allocs_.size());
    }
    for (const std::uint32_t v : h.zero_sized) {
      a.values.push_back({v, 0, 0});
      alloc_of_[v] = static_cast<std::uint32_t>(allocs_.size());
    }
    allocs_.push_back(std::move(a));
  }

  // BufferAssignment::CombineTempAllocations: the temporaries move behind the others in the
  // order std::partition leaves them (libstdc++'s swap from both ends, assumed for XLA's builds;
  // no jaxdecomp module depends on it),
  // then those of one color are laid end to end, each start rounded up to the alignment.
  void combine_temps() {
    auto first = allocs_.begin(), last = allocs_.end();
    for (;;) {  // std::partition for bidirectional iterators, as libstdc++ writes it
      while (first != last && !first->temp()) ++first;
      if (first == last) break;
      --last;
      while (first != last && last->temp()) --last;
      if (first == last) break;
      std::iter_swap(first, last);
      ++first;
    }
    std::vector<allocation> combined;
    std::map<std::int64_t, std::size_t> of_color;
    for (auto it = first; it != allocs_.end(); ++it) {
      const auto found = of_color.find(it->color);
      if (found == of_color.end()) {
        of_color[it->color] = combined.size();
        combined.push_back(std::move(*it));
        continue;
      }
      allocation& into = combined[found->second];
      const std::int64_t base = ba_round_up(into.size, ba_gpu_alignment);
      into.size = checked_add(base, it->size, "the combined temporaries' bytes");
      for (hlo_allocation::slice s : it->values) {
        s.offset = checked_add(s.offset, base, "an offset in the temporaries");
        into.values.push_back(s);
      }
    }
    allocs_.erase(first, allocs_.end());
    for (allocation& a : combined) allocs_.push_back(std::move(a));
  }

  // CompiledMemoryStats::PopulateBufferStatsFromAllocations.
  void stats() {
    for (allocation& a : allocs_) {
      hlo_allocation out;
      out.size = a.size;
      out.memory_space = a.color;
      out.parameter = a.parameter;
      out.parameter_index = a.parameter_index;
      out.maybe_live_out = a.live_out;
      out.aliased = a.aliased;
      out.values = std::move(a.values);
      std::sort(out.values.begin(), out.values.end(),
                [&](const hlo_allocation::slice& x, const hlo_allocation::slice& y) {
                  return id_less(x.value, y.value);
                });
      const bool host = a.color == 5;
      auto add_to = [&](std::int64_t& device, std::int64_t& on_host) {
        std::int64_t& field = host ? on_host : device;
        field = checked_add(field, a.size, "memory_analysis bytes");
      };
      if (a.entry_parameter) {
        out.kind = hlo_allocation::kind_t::argument;
        add_to(out_.memory.argument, out_.memory.host_argument);
        if (a.aliased) add_to(out_.memory.alias, out_.memory.host_alias);
      } else if (a.constant) {
        out.kind = hlo_allocation::kind_t::constant;
      } else if (a.live_out) {
        out.kind = hlo_allocation::kind_t::output;
      } else {
        out.kind = hlo_allocation::kind_t::temp;
        add_to(out_.memory.temp, out_.memory.host_temp);
      }
      if (a.live_out) add_to(out_.memory.output, out_.memory.host_output);
      out_.allocations.push_back(std::move(out));
    }
  }

  const hlo_module& m_;
  hlo_assignment out_;
  std::uint32_t entry_ = 0;
  std::unordered_map<std::string_view, std::uint32_t> computation_of_;
  std::vector<std::unordered_map<std::string_view, std::uint32_t>> names_;
  std::vector<std::vector<std::vector<const hlo_shape*>>> subshapes_;  // by computation, instruction
  std::vector<std::vector<std::vector<hlo_shape_index>>> indices_;     // by computation, instruction
  std::vector<std::vector<std::vector<std::uint32_t>>> users_;         // by computation, instruction
  std::vector<std::vector<std::int64_t>> time_;                        // by computation, instruction
  std::vector<std::pair<std::int64_t, std::int64_t>> span_;            // by computation: [first, end)
  std::unordered_map<std::uint32_t, std::tuple<std::uint32_t, std::uint32_t, std::size_t>> caller_;  // callee ->
  // (computation, instruction) of its caller, and the operand a control-flow callee's parameter 0 holds
  std::vector<std::vector<instr_sets>> sets_;                     // by computation, instruction
  std::vector<std::vector<std::vector<std::uint32_t>>> defined_;  // by computation, instruction
  std::vector<std::vector<position>> positions_;                  // by value, defining first
  std::vector<char> wrapped_;                                     // by value
  std::vector<std::array<std::int64_t, 3>> vrank_;                // by value: XLA's id order
  std::vector<std::vector<std::int64_t>> post_pos_;               // by computation, instruction
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::int64_t> wrapped_pos_;
  std::vector<std::uint32_t> parent_;                // union-find of buffers
  std::vector<std::vector<std::uint32_t>> members_;  // by buffer root, by id
  std::vector<std::int64_t> buffer_size_;            // by buffer root
  std::vector<char> live_out_, buffer_live_out_;
  std::vector<std::int64_t> color_;        // by value
  std::vector<std::int64_t> start_, end_;  // by value, normalized
  std::vector<position> end_position_;     // by value
  std::vector<allocation> allocs_;
  std::vector<std::uint32_t> alloc_of_;  // by value
  std::vector<std::uint32_t> delayed_;
};

}  // namespace detail

/// XLA's buffer assignment of `m` for `backend` and the memory_analysis() figures it gives:
/// arguments, outputs, donated (aliased) arguments and temporaries, device and host.
/// @throws invalid_error for a backend other than GPU, for what hlo_liveness refuses (async
///         computations, scatter, ...), or for an instruction that reads what its computation lacks.
/// Example: jaxdecomp's 256^3 FFT on 2x4 A100s (one module of tests/data/jaxdecomp): argument
/// 8,388,608, output 16,777,216, temp 33,554,944 (two 16 MiB temporaries, four tuple tables).
[[nodiscard]] inline hlo_assignment hlo_assign_buffers(const hlo_module& m, hlo_backend backend = hlo_backend::gpu) {
  if (backend != hlo_backend::gpu)
    detail::raise<invalid_error>("buffer assignment is modelled for the GPU backend only (its sharing hints and "
                                 "128-byte alignment); pass hlo_backend::gpu");
  if (m.entry() == nullptr) detail::raise<invalid_error>("HLO module '{}' has no computation", m.name);
  return detail::ba_assigner(m).run();
}

}  // namespace shardmem
