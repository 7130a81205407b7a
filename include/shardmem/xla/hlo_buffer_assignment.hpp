// XLA's buffer assignment (../HLO.md sect. 7), as `compiled.memory_analysis()` reports it: every
// HloBuffer of the module's global computations gets an allocation: entry parameters their own,
// the entry's outputs their own (or an allocation of exactly their size), other buffers an
// operand's or an output's allocation when their live ranges do not meet, and the rest a place in
// one heap that GlobalDecreasingSizeBestFit packs, chosen between its spatial and temporal orders;
// tuple index tables are allocations of their own; then every temporary allocation is laid end
// to end, each start aligned (CombineTempAllocations). What differs by backend (hlo_backend.hpp):
// the sizes (TPU's tiles), the alignment (GPU 128, CPU 64) and what may share a buffer (GPU's
// hint; CPU none: hlo_buffer_sharing.hpp). CPU runs the same BufferAssigner as GPU
// (cpu_compiler.cc CpuCompiler::CreateBufferAssignment: allocate_buffers_for_constants, the
// default colorer, the module's schedule as a SequentialHloOrdering) and PjRt reads its
// memory_analysis from the allocations alike (xla/pjrt/cpu/cpu_client.cc
// PjRtCpuExecutable::GetCompiledMemoryStats, PopulateBufferStatsFromAllocations); CPU's
// thread-local allocations (what reduce and all-reduce appliers and fusion bodies hold) count
// nowhere, as GPU's.
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
// (async computations, send/recv, ...) is refused here too. While and conditional computations are
// global (GatherComputationsByAllocationType): their buffers are assigned with the entry's; a
// loop's state (init value, phis, body root) is one HloBuffer per subshape, so one allocation,
// and the body's temporaries go into the heap at the body's place in the flattened schedule.
// Phi values are numbered after all others (they are made while propagating); a while's callees
// are ordered body, then condition (HloInstruction::called_computations).
// For CPU (jaxlib 0.10.2, built from openxla/xla 5a9e73cb; read at 353a6d6c for cpu_compiler.cc
// and 07c97580 for xla/hlo/analysis/hlo_dataflow_analysis.cc): the same passes, with the CPU
// rules named above and in hlo_backend.hpp and hlo_buffer_sharing.hpp.
// Not modelled (refused or approximated, said where): TPU's own sharing hint and alignment (not
// public); slice-input fusions and reduction heroes in the fusion sharing hint (no sharing
// assumed); the kCall case of CanShareOperandBufferWithUser (no sharing assumed); thread-local
// allocations of reduce/sort appliers (never counted by memory_analysis, so left out); a value
// read by a call ends at its last use inside the callee (hlo_liveness follows current XLA; 2024's
// HloLiveRange kept it to the call).
#pragma once

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/memory/memory_analysis.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_sharing.hpp>
#include <shardmem/xla/hlo_buffer_values.hpp>
#include <shardmem/xla/hlo_heap_simulator.hpp>
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
  /// A temp allocation's bytes that its values never need at once: where the best-fit heap leaves
  /// gaps (fragmentation and alignment) above the no-fragmentation size of the same intervals, and
  /// the alignment between the heaps CombineTempAllocations lays end to end. 0 elsewhere.
  std::int64_t gaps = 0;
};

/// A module's buffer assignment and the memory_analysis() figures it gives (CompiledMemoryStats):
/// argument, output, alias and temp bytes of device memory, and their twins for host memory
/// (allocations of memory space 5).
struct hlo_assignment {
  hlo_live_ranges liveness;                 ///< the values the allocations hold, by index
  std::vector<hlo_allocation> allocations;  ///< after CombineTempAllocations
  memory_stats memory;                      ///< memory_analysis()'s fields
};

namespace detail {

// The reusable allocations (outputs, donated parameters) in the order they were made, with a
// summary of each that tells when none of a run of them can take a buffer: too small, or no gap
// between their values' live ranges long enough for the buffer's longest value. MaybeAssignBuffer
// is asked only of those left, from the last back, as XLA asks each. (A scan of all is quadratic.)
class reuse_index {
 public:
  static constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
  struct summary {
    std::int64_t first_start = std::numeric_limits<std::int64_t>::max();  // the most of each, over a node
    std::int64_t last_end = std::numeric_limits<std::int64_t>::min();     // the least
    std::int64_t max_gap = std::numeric_limits<std::int64_t>::min();      // the most
    std::int64_t size = 0;                                                // the most
  };
  struct query {
    std::int64_t start, end, size;
  };

  void set(std::size_t at, const summary& s) {
    if (at >= leaves_) grow(at + 1);
    count_ = std::max(count_, at + 1);
    std::size_t n = at + leaves_;
    node_[n] = s;
    for (n /= 2; n >= 1; n /= 2) node_[n] = join(node_[2 * n], node_[2 * n + 1]);
  }
  // The last place before `limit` whose allocation may take the buffer of query q, or none.
  [[nodiscard]] std::size_t last_fit(std::size_t limit, const query& q) const {
    return limit == 0 || node_.empty() ? none : find(1, 0, leaves_, limit, q);
  }

 private:
  static summary join(const summary& a, const summary& b) {
    return {std::max(a.first_start, b.first_start), std::min(a.last_end, b.last_end), std::max(a.max_gap, b.max_gap),
            std::max(a.size, b.size)};
  }
  // A value of [start, end] fits before the first range, after the last or in a gap between two
  // (touching the ranges beside it, where it may share with them).
  static bool may_fit(const summary& s, const query& q) {
    return s.size >= q.size &&
           (s.first_start >= q.end || s.last_end <= q.start || s.max_gap >= q.end - q.start);
  }
  std::size_t find(std::size_t node, std::size_t lo, std::size_t hi, std::size_t limit, const query& q) const {
    if (lo >= limit || !may_fit(node_[node], q)) return none;
    if (hi - lo == 1) return lo;
    const std::size_t mid = lo + (hi - lo) / 2;
    if (const std::size_t r = find(2 * node + 1, mid, hi, limit, q); r != none) return r;
    return find(2 * node, lo, mid, limit, q);
  }
  void grow(std::size_t need) {
    std::size_t leaves = std::max<std::size_t>(leaves_, 1);
    while (leaves < need) leaves *= 2;
    std::vector<summary> node(2 * leaves, summary{std::numeric_limits<std::int64_t>::min(),
                                                  std::numeric_limits<std::int64_t>::max(),
                                                  std::numeric_limits<std::int64_t>::min(), 0});
    for (std::size_t k = 0; k < count_; ++k) node[leaves + k] = node_[leaves_ + k];
    for (std::size_t n = leaves; n-- > 1;) node[n] = join(node[2 * n], node[2 * n + 1]);
    node_ = std::move(node), leaves_ = leaves;
  }
  std::vector<summary> node_;
  std::size_t leaves_ = 0, count_ = 0;
};
// How many HloBuffers the thread-local computations of `m` hold (GatherComputationsByAllocationType:
// what reduce, sort, map, scatter, all-reduce and the like apply, and what those call; fusion
// bodies are thread-local but get no allocations): a value per subshape each instruction defines
// (a tuple its table, get-tuple-element and bitcast none). Each is an allocation of its own.
[[nodiscard]] inline std::size_t ba_thread_local_buffers(const hlo_module& m) {
  const hlo_computation* entry = m.entry();
  if (entry == nullptr) return 0;
  enum : char { unseen, global, thread_local_, fusion_body };
  // By computation (its position): how it is reached.
  std::vector<char> kind(m.computations.size(), unseen);
  const ba_computation_table computations(m);
  const auto at = [&m](const hlo_computation* c) { return static_cast<std::size_t>(c - m.computations.data()); };
  kind[at(entry)] = global;
  std::vector<const hlo_computation*> work{entry};
  while (!work.empty()) {
    const hlo_computation* c = work.back();
    work.pop_back();
    const char context = kind[at(c)];
    for (const hlo_instruction& in : c->instructions)
      for (const std::string_view name : in.called) {
        const std::uint32_t p = computations.find(name);
        if (p == ba_values::none) continue;
        const hlo_computation* callee = &m.computations[p];
        const bool control = in.opcode == hlo_op::while_ || in.opcode == hlo_op::conditional ||
                             in.opcode == hlo_op::call;
        const char k = in.opcode == hlo_op::fusion    ? fusion_body
                       : context == global && control ? global
                                                      : thread_local_;
        char& seen = kind[at(callee)];
        if (seen != unseen) continue;
        seen = k;
        work.push_back(callee);
      }
  }
  std::size_t n = 0;
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    if (kind[c] != thread_local_) continue;
    for (const hlo_instruction& in : m.computations[c].instructions) {
      const hlo_op op = in.opcode.op();
      if (op == hlo_op::get_tuple_element || op == hlo_op::bitcast) continue;
      n += op == hlo_op::tuple ? 1 : subtree_size(in.shape);
    }
  }
  return n;
}

// The allocations of one module, step by step as BufferAssigner::CreateAssignment makes them from
// its values (ba_values), into `out` (whose liveness the values were read from).
class ba_assigner {
 public:
  // by_scan: MaybeAssignBuffer's checks against every value of the allocation, as XLA writes
  // them (the reference the tests hold the indexed checks to).
  ba_assigner(const ba_values& v, const ba_sharing& s, hlo_backend backend, hlo_assignment& out, bool by_scan = false)
      : v_(v), s_(s), alignment_(hlo_backend_alignment(backend)), heap_(v, s, alignment_, by_scan), out_(out),
        by_scan_(by_scan) {}

  void run() {
    assign();
    combine_temps();
    stats();
  }

 private:
  struct allocation {
    std::int64_t size = 0, color = 0, parameter = -1;
    hlo_shape_index parameter_index{};
    bool entry_parameter = false, aliased = false, live_out = false, constant = false, tuple = false;
    bool thread_local_ = false;  // a thread-local computation's buffer: counted nowhere
    std::int64_t gaps = 0;       // hlo_allocation::gaps
    std::vector<hlo_allocation::slice> values;
    // The values' live ranges (start, end, value), for MaybeAssignBuffer's interference check.
    std::set<std::tuple<std::int64_t, std::int64_t, std::uint32_t>> ranges;
    std::int64_t max_gap = std::numeric_limits<std::int64_t>::min();  // at least the longest gap between them
    [[nodiscard]] bool temp() const { return !entry_parameter && !live_out && !constant && !thread_local_; }
  };

  std::uint32_t new_allocation(std::uint32_t b) {
    allocation a;
    a.size = v_.buffer_size[b];
    a.color = v_.color[v_.members[b].front()];
    allocs_.push_back(std::move(a));
    const auto index = static_cast<std::uint32_t>(allocs_.size() - 1);
    add(index, b);
    return index;
  }
  void add(std::uint32_t alloc, std::uint32_t b) {
    for (const std::uint32_t v : v_.members[b]) {
      allocs_[alloc].values.push_back({v, 0, v_.buffer_size[b]});
      allocation& a = allocs_[alloc];
      const auto it = a.ranges.emplace(v_.start[v], v_.end[v], v).first;
      if (it != a.ranges.begin()) a.max_gap = std::max(a.max_gap, v_.start[v] - std::get<1>(*std::prev(it)));
      if (std::next(it) != a.ranges.end()) a.max_gap = std::max(a.max_gap, std::get<0>(*std::next(it)) - v_.end[v]);
      alloc_of_[v] = alloc;
    }
    if (v_.buffer_live_out[b]) allocs_[alloc].live_out = true;
    if (reuse_at_[alloc] != reuse_index::none) reuse_index_.set(reuse_at_[alloc], summary(allocs_[alloc]));
  }
  // allocation_indices: outputs and donated parameters, which later buffers may share.
  void reuse(std::uint32_t alloc) {
    reuse_at_[alloc] = reusable_.size();
    reusable_.push_back(alloc);
    reuse_index_.set(reuse_at_[alloc], summary(allocs_[alloc]));
  }
  [[nodiscard]] reuse_index::summary summary(const allocation& a) const {
    reuse_index::summary out;
    out.size = a.size;
    if (a.ranges.empty()) return out;
    out.first_start = std::get<0>(*a.ranges.begin());
    out.last_end = std::get<1>(*a.ranges.rbegin());
    out.max_gap = a.max_gap;
    return out;
  }
  // What a reusable allocation needs to be worth asking of buffer b: its longest value's range
  // and the buffer's size.
  [[nodiscard]] reuse_index::query fit_query(std::uint32_t b) const {
    reuse_index::query q{0, -1, v_.buffer_size[b]};
    for (const std::uint32_t v : v_.members[b])
      if (v_.end[v] - v_.start[v] > q.end - q.start) q.start = v_.start[v], q.end = v_.end[v];
    return q;
  }

  // BufferAssigner::MaybeAssignBuffer.
  bool maybe_assign(std::uint32_t alloc, std::uint32_t b) {
    const allocation& a = allocs_[alloc];
    if (a.color != v_.color[v_.members[b].front()] || v_.buffer_size[b] > a.size) return false;
    if ((a.entry_parameter && !a.aliased) || a.constant || a.tuple) return false;  // read-only or not reusable
    if (by_scan_) {
      for (const hlo_allocation::slice& s : a.values)
        for (const std::uint32_t v : v_.members[b]) {
          if (s_.interferes(v, s.value)) return false;
          const hlo_value& nv = v_.lr.values[v];
          if (v_.at(nv.computation, nv.instruction).opcode == hlo_op::copy)
            for (const ba_position& p : v_.positions[s.value])
              if (p.c == nv.computation && v_.user_of(p.c, nv.instruction, p.i)) return false;
        }
    } else {
      for (const std::uint32_t v : v_.members[b])
        if (interferes_with(a, v) || copy_reads(alloc, v)) return false;
    }
    if (v_.buffer_live_out[b] && a.size != v_.buffer_size[b]) return false;
    add(alloc, b);
    return true;
  }

  // LiveRangeInterferes of v against the values of `a`, only those whose ranges meet v's: ranges
  // in one allocation meet at most at a point, so their ends grow with their starts and those
  // that meet [start, end] are the last ones starting by `end`. (Indexed: a scan is quadratic.)
  [[nodiscard]] bool interferes_with(const allocation& a, std::uint32_t v) const {
    auto it = a.ranges.upper_bound({v_.end[v], std::numeric_limits<std::int64_t>::max(), ba_values::none});
    while (it != a.ranges.begin()) {
      --it;
      if (std::get<1>(*it) < v_.start[v]) break;
      if (s_.interferes(v, std::get<2>(*it))) return true;
    }
    return false;
  }
  // A copy does not share a buffer with its operand: does allocation `alloc` hold a value at one
  // of the copy's operands? (MaybeAssignBuffer asks it of each assigned value's positions.)
  [[nodiscard]] bool copy_reads(std::uint32_t alloc, std::uint32_t v) const {
    const hlo_value& nv = v_.lr.values[v];
    const hlo_instruction& in = v_.at(nv.computation, nv.instruction);
    if (in.opcode != hlo_op::copy) return false;
    for (const std::string_view o : in.operands) {
      const std::uint32_t at = v_.names.find(nv.computation, o);
      if (at == ba_values::none) continue;
      for (const auto& set : v_.sets(nv.computation, at))
        for (const std::uint32_t w : set)
          if (alloc_of_[w] == alloc) return true;
      for (const std::uint32_t w : v_.defined(nv.computation, at))  // a value's first position
        if (w != ba_values::none && alloc_of_[w] == alloc) return true;
    }
    return false;
  }

  // BufferAssigner::AssignSingleHloBuffer.
  void assign_one(std::uint32_t b) {
    for (const std::uint32_t v : v_.members[b]) {
      const hlo_value& val = v_.lr.values[v];
      const hlo_instruction& in = v_.at(val.computation, val.instruction);
      if (in.opcode == hlo_op::constant) {  // GPU allocates constants (allocate_buffers_for_constants)
        allocs_[new_allocation(b)].constant = true;
        return;
      }
      if (in.opcode == hlo_op::parameter && val.computation == v_.entry) {
        const std::uint32_t a = new_allocation(b);
        allocs_[a].entry_parameter = true;
        allocs_[a].parameter = in.parameter_number;
        allocs_[a].parameter_index = val.index;
        allocs_[a].aliased = std::any_of(v_.m.input_output_alias.begin(), v_.m.input_output_alias.end(),
                                         [&](const hlo_io_alias& x) {
                                           return x.parameter == in.parameter_number && x.parameter_index == val.index;
                                         });
        if (allocs_[a].aliased) reuse(a);
        return;
      }
    }
    for (const std::uint32_t v : v_.members[b]) {
      const hlo_value& val = v_.lr.values[v];
      const hlo_shape& s =
          *v_.subshapes(val.computation, val.instruction)[v_.position_of(val.computation, val.instruction, val.index)];
      if (s.is_tuple()) {
        allocs_[new_allocation(b)].tuple = true;
        return;
      }
      if (!val.index.empty() && !v_.wrapped(v)) continue;  // only top-level values try their operands
      const hlo_instruction& in = v_.at(val.computation, val.instruction);
      std::vector<std::uint32_t> slices;
      for (std::size_t k = 0; k < in.operands.size(); ++k) {
        const std::uint32_t o = v_.operand(val.computation, val.instruction, k);
        const auto& set = v_.sets(val.computation, o);
        if (set.empty()) continue;
        slices.clear();
        for (const std::uint32_t ov : set[0])
          if (alloc_of_[ov] != ba_values::none) slices.push_back(alloc_of_[ov]);
        std::sort(slices.begin(), slices.end());
        slices.erase(std::unique(slices.begin(), slices.end()), slices.end());
        for (const std::uint32_t a : slices)
          if (maybe_assign(a, b)) return;
      }
    }
    if (by_scan_) {
      for (std::size_t k = reusable_.size(); k-- > 0;)
        if (maybe_assign(reusable_[k], b)) return;
    } else {
      for (std::size_t k = reusable_.size(); (k = reuse_index_.last_fit(k, fit_query(b))) != reuse_index::none;)
        if (maybe_assign(reusable_[k], b)) return;
    }
    if (!v_.buffer_live_out[b]) {
      for (const std::uint32_t v : v_.members[b]) delayed_.push_back(v);
      return;
    }
    reuse(new_allocation(b));
  }

  void assign() {
    const auto n = static_cast<std::uint32_t>(v_.lr.values.size());
    alloc_of_.assign(n, ba_values::none);
    reuse_at_.assign(n, reuse_index::none);  // at most one allocation per buffer
    std::vector<std::uint32_t> buffers;
    for (std::uint32_t b = 0; b < n; ++b)
      if (!v_.members[b].empty()) buffers.push_back(b);
    // alias_analysis.buffers() come in the order of their first value's id.
    std::sort(buffers.begin(), buffers.end(), [&](std::uint32_t a, std::uint32_t b) {
      return v_.id_less(v_.members[a].front(), v_.members[b].front());
    });
    auto min_position = [&](std::uint32_t b) {
      std::int64_t p = std::numeric_limits<std::int64_t>::max();
      for (const std::uint32_t v : v_.members[b]) p = std::min(p, v_.post_position(v));
      return p;
    };
    std::stable_sort(buffers.begin(), buffers.end(), [&](std::uint32_t a, std::uint32_t b) {
      if (v_.buffer_size[a] != v_.buffer_size[b]) return v_.buffer_size[a] > v_.buffer_size[b];
      if (v_.buffer_live_out[a] != v_.buffer_live_out[b]) return v_.buffer_live_out[a] > v_.buffer_live_out[b];
      return min_position(a) < min_position(b);
    });
    for (const std::uint32_t b : buffers) assign_one(b);
    // The delayed temporaries: one heap simulation per color, over the whole module.
    std::vector<std::int64_t> colors;
    for (const std::uint32_t v : delayed_) colors.push_back(v_.color[v]);
    std::sort(colors.begin(), colors.end());
    colors.erase(std::unique(colors.begin(), colors.end()), colors.end());
    for (const std::int64_t color : colors) heap(color);
    // Then the thread-local computations' buffers, an allocation each (CreateAssignment assigns
    // them last): never counted, but where they stand decides how std::partition orders the
    // temporaries that CombineTempAllocations lays end to end.
    allocation thread_local_allocation;
    thread_local_allocation.thread_local_ = true;
    allocs_.resize(allocs_.size() + ba_thread_local_buffers(v_.m), thread_local_allocation);
  }

  // AssignBuffersWithSequentialOrdering for one color: the smaller of the spatial and temporal
  // packings (ChooseBestHeapAlgorithm; the first on a tie) becomes one temp allocation.
  void heap(std::int64_t color) {
    std::vector<std::uint32_t> values;
    for (const std::uint32_t v : delayed_)
      if (v_.color[v] == color) values.push_back(v);
    const heap_events events = heap_.simulate(values);
    const heap_packing best = run_heap(events, heap_algorithm::choose_best, alignment_, by_scan_);
    allocation a;
    a.size = best.size;
    a.gaps = best.size - run_heap(events, heap_algorithm::no_fragmentation).size;
    a.color = color;
    for (const auto& [v, offset] : best.offsets) {
      a.values.push_back({v, offset, v_.buffer_size[v_.buffer_of(v)]});
      alloc_of_[v] = static_cast<std::uint32_t>(allocs_.size());
    }
    for (const std::uint32_t v : best.zero_sized) {
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
      const std::int64_t base = heap_round_up(into.size, alignment_);
      into.gaps += base - into.size + it->gaps;
      into.size = checked_add(base, it->size, "the combined temporaries' bytes");
      for (hlo_allocation::slice s : it->values) {
        s.offset = checked_add(s.offset, base, "an offset in the temporaries");
        into.values.push_back(s);
      }
    }
    allocs_.erase(first, allocs_.end());
    std::erase_if(allocs_, [](const allocation& a) { return a.thread_local_; });
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
      out.gaps = a.gaps;
      out.values = std::move(a.values);
      std::sort(out.values.begin(), out.values.end(),
                [&](const hlo_allocation::slice& x, const hlo_allocation::slice& y) {
                  return v_.id_less(x.value, y.value);
                });
      memory_analysis& m = out_.memory.of(a.color == 5);
      const bytes size{a.size};
      if (a.entry_parameter) {
        out.kind = hlo_allocation::kind_t::argument;
        m.argument += size;
        if (a.aliased) m.alias += size;
      } else if (a.constant) {
        out.kind = hlo_allocation::kind_t::constant;
      } else if (a.live_out) {
        out.kind = hlo_allocation::kind_t::output;
      } else {
        out.kind = hlo_allocation::kind_t::temp;
        m.temp += size;
      }
      if (a.live_out) m.output += size;
      out_.allocations.push_back(std::move(out));
    }
  }

  const ba_values& v_;
  const ba_sharing& s_;
  const std::int64_t alignment_;
  const ba_temp_heap heap_;
  hlo_assignment& out_;
  std::vector<allocation> allocs_;
  std::vector<std::uint32_t> alloc_of_;  // by value
  std::vector<std::uint32_t> delayed_;
  std::vector<std::uint32_t> reusable_;
  std::vector<std::size_t> reuse_at_;  // by allocation: its place in reusable_ (none: not there)
  reuse_index reuse_index_;
  bool by_scan_ = false;
};

// hlo_assign_buffers; by_scan: each reusable allocation and each value in it asked in turn, as
// XLA asks them (the reference of the indexed checks, for the tests). `aliased`, when it holds
// one, is m's dataflow after the alias pass with `backend`'s sizes (a memory scheduler's): not
// flattened again, and released once the live ranges are read from it.
[[nodiscard]] inline hlo_assignment assign_buffers(const hlo_module& m, hlo_backend backend, bool by_scan,
                                                   std::optional<hlo_dataflow>* aliased = nullptr) {
  if (m.entry() == nullptr) detail::raise<invalid_error>("HLO module '{}' has no computation", m.name);
  const bool given = aliased != nullptr && aliased->has_value();
  if (given && (&(*aliased)->m != &m || !hlo_same_sizes((*aliased)->backend, backend)))
    detail::raise<invalid_error>("buffer assignment of HLO module '{}' was handed another module's dataflow", m.name);
  hlo_assignment out;
  out.liveness = given ? hlo_liveness(std::move(**aliased)) : hlo_liveness(m, backend);
  if (given) aliased->reset();
  // The dataflow reserved a value for every subshape; fewer are values (a tuple's elements, a
  // get-tuple-element's): the room is given back before buffer assignment's own tables are made.
  out.liveness.values.shrink_to_fit();
  const ba_values values(m, out.liveness);
  const ba_sharing sharing(values, backend);
  ba_assigner(values, sharing, backend, out, by_scan).run();
  return out;
}

}  // namespace detail

/// XLA's buffer assignment of `m` for `backend` and the memory_analysis() figures it gives:
/// arguments, outputs, donated (aliased) arguments and temporaries, device and host.
/// @throws invalid_error for what hlo_liveness refuses (async computations, send/recv, ...), or for
///         an instruction that reads what its computation lacks.
/// Example: jaxdecomp's 256^3 FFT on 2x4 A100s (one module of tests/data/jaxdecomp): argument
/// 8,388,608, output 16,777,216, temp 33,554,944 (two 16 MiB temporaries, four tuple tables);
/// on CPU, tests/data/jax_cpu_small/mlp_train_4x2: temp 1,048,592 (no all-reduce writes over
/// its operand there).
[[nodiscard]] inline hlo_assignment hlo_assign_buffers(const hlo_module& m, hlo_backend backend = hlo_backend::gpu) {
  return detail::assign_buffers(m, backend, false);
}

}  // namespace shardmem
