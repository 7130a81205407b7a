// XLA's memory scheduler for a module not scheduled yet (one JAX lowered, parse_stablehlo_module):
// the order XLA would run each computation in, so that the analyses, which read text order, see
// that order rather than the program's. Three schedulers give a sequence each, and the one whose
// sequence needs the least memory without fragmentation is kept, per computation.
//
// Sources (openxla/xla; read at tensorflow/tensorflow's third_party/xla 08df8c40, the code of the
// GPU compiler of 2024, and at openxla/xla 1c7545f1, where the file now lives in
// xla/hlo/transforms/simplifiers/):
// - xla/service/hlo_memory_scheduler.cc: ListScheduler (CreateSchedule, GetPriority,
//   BytesFreedIfScheduled), DFSMemoryScheduler, PostOrderMemoryScheduler, DefaultMemoryScheduler
//   (the three run on one computation; the least HeapSimulator::MinimumMemoryForComputation wins,
//   list, then dfs, then post order on a tie), ComputationSchedulerToModuleScheduler (each
//   non-fusion computation in turn).
// - xla/service/gpu/gpu_hlo_schedule.cc ScheduleGpuModuleWithMemoryScheduler: the GPU compiler's
//   ComputationSchedulerToModuleScheduler(DefaultMemoryScheduler, PostProcessSchedule), sizes
//   ShapeUtil::ByteSizeOf with 8-byte pointers (hlo_byte_size).
// - xla/hlo/ir/hlo_computation.cc MakeInstructionPostOrder (ComputeInstructionPostOrder),
//   CollectUnreachableRoots, AcceptWithOperandOrder; xla/hlo/ir/hlo_instruction.cc PostOrderDFS.
// - xla/service/heap_simulator/heap_simulator.cc MinimumMemoryForComputation, RunComputation,
//   NoFragmentationStatsHeap (ShareWith is HeapAlgorithm's default: an Alloc); HloLiveRange
//   (xla/hlo/utils/hlo_live_range.cc) over one computation, not module scoped;
//   xla/service/hlo_value.cc ComputeUses (MayUseOperandValue).
//
// Simplifications, and why:
// - The values are hlo_dataflow.hpp's (HloDataflowAnalysis in SSA form, phis optimized); the
//   scheduler of 2024 counted TuplePointsToAnalysis's logical buffers, which differ only for
//   control flow. A computation called from two places or an op hlo_liveness refuses is refused.
// - Only the computations hlo_liveness flattens are scheduled (the entry and those it reaches
//   through call, while and conditional); XLA also orders reducers and comparators (to_apply),
//   whose order no analysis here reads. They stay as written.
// - Channel dependencies (MakeInstructionPostOrder's same-channel collectives) are left out: XLA
//   drops them under SPMD partitioning, which JAX's modules use. So is the GPU post-processing
//   of async and custom-call pairs (a lowered module has none). Control predecessors
//   (`control-predecessors={...}`) are honoured.
// - A dying operand's buffer is taken over under share_rules::elementwise (an elementwise user of
//   the same shape reading the operand's instruction); HloDataflowAnalysis allows more, and
//   whether XLA's scheduler asks it with the backend's hint is not checked yet.
// - XLA inlines calls and fuses before this, and runs the latency-hiding scheduler after it; a
//   lowered module is scheduled here as written, calls and all. XLA now (openxla/xla 1c7545f1)
//   compares the three schedulers over the whole module (MinimumMemoryForModule); the GPU
//   compiler of 2024, whose runs tests/data holds, chose per computation, as this does.
// - A parameter is not moved first: XLA's sequences do not put it first either (a scalar
//   constant comes before it in the list's), and HloLiveRange defines it at the start anyway.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_alias.hpp>
#include <shardmem/xla/hlo_buffer_sharing.hpp>
#include <shardmem/xla/hlo_dataflow.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_module_schedule.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>

namespace shardmem {

namespace detail {

// The three schedulers and the computation-scoped heap simulation over a module's dataflow
// (hlo_flatten, then hlo_alias_pass). The module must outlive it.
class hlo_memory_scheduler {
 public:
  explicit hlo_memory_scheduler(const hlo_module& m) : m_(m), d_(hlo_flatten(m)) {
    hlo_alias_pass(d_).run();
    const std::size_t n = d_.values.size();
    by_def_.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) by_def_[v] = v;
    std::sort(by_def_.begin(), by_def_.end(), [&](std::uint32_t a, std::uint32_t b) {
      return std::tie(d_.values[a].computation, d_.values[a].instruction, a) <
             std::tie(d_.values[b].computation, d_.values[b].instruction, b);
    });
    d_.buffers.grow(n);
    bytes_.assign(n, 0);
    group_.assign(n, 0);
    for (std::uint32_t v = 0; v < n; ++v) {
      bytes_[v] = host(d_.values[v]) ? 0 : d_.values[v].bytes;
      std::int64_t& g = group_[d_.buffers.buffer_of(v)];
      g = std::max(g, bytes_[v]);
    }
    count_.assign(n, 0);
    local_.assign(n, none);
    allocated_.assign(n, 0);
  }

  // Whether computation c is scheduled (hlo_liveness flattens it).
  [[nodiscard]] bool schedulable(std::size_t c) const { return c < d_.span.size() && d_.span[c].first >= 0; }

  // Computation c's sequence by scheduler s: positions into its instructions.
  [[nodiscard]] std::vector<std::uint32_t> sequence(std::uint32_t c, hlo_scheduler s) {
    const graph& g = make_graph(c);
    if (g.n == 0) return {};
    switch (s) {
      case hlo_scheduler::list: return list(g);
      case hlo_scheduler::dfs: return dfs(g);
      case hlo_scheduler::post_order: return post_order(g);
    }
    return {};
  }

  // Computation c's sequences by the list, DFS and post-order schedulers, in that order, from
  // one graph of it.
  [[nodiscard]] std::array<std::vector<std::uint32_t>, 3> sequences(std::uint32_t c) {
    const graph& g = make_graph(c);
    if (g.n == 0) return {};
    return {list(g), dfs(g), post_order(g)};
  }

  // HeapSimulator::MinimumMemoryForComputation of computation c run in `order`.
  [[nodiscard]] std::int64_t memory(std::uint32_t c, std::span<const std::uint32_t> order);

  // The module's dataflow after the alias pass (what hlo_liveness's range pass starts from), so
  // that an analysis of the module in the order as written need not flatten it again. The
  // scheduler is not used after.
  [[nodiscard]] hlo_dataflow take_dataflow() && { return std::move(d_); }

 private:
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

  // Rows of positions, one per instruction.
  struct rows {
    std::vector<std::uint32_t> first{0}, items;
    void close() { first.push_back(static_cast<std::uint32_t>(items.size())); }
    void clear() { first.assign(1, 0), items.clear(); }
    [[nodiscard]] std::span<const std::uint32_t> operator[](std::size_t i) const {
      return {items.data() + first[i], items.data() + first[i + 1]};
    }
  };
  // One computation's instructions as a graph: operands as written, unique operands, users (each
  // once, in text order, as HloInstruction::users), control predecessors and successors.
  struct graph {
    std::uint32_t c = 0, n = 0, root = 0;
    rows operands, unique, users, preds, succs;
  };

  [[nodiscard]] const hlo_instruction& at(std::uint32_t c, std::uint32_t i) const {
    return m_.computations[c].instructions[i];
  }
  [[nodiscard]] bool host(const hlo_value& v) const {
    const hlo_shape* s = &at(v.computation, v.instruction).shape;
    for (const std::int64_t e : v.index)
      if (s->is_tuple() && e >= 0 && static_cast<std::size_t>(e) < s->elements.size())
        s = &s->elements[static_cast<std::size_t>(e)];
    return s->is_array() && s->memory_space() == 5;
  }
  // ListScheduler::IgnoreInstruction: parameters and constants hold no memory the scheduler counts.
  [[nodiscard]] bool ignored(std::uint32_t c, std::uint32_t i) const {
    return at(c, i).opcode == hlo_op::parameter || at(c, i).opcode == hlo_op::constant;
  }
  [[nodiscard]] bool ignored_value(std::uint32_t v) const {
    return ignored(d_.values[v].computation, d_.values[v].instruction);
  }
  // The values instruction i of computation c defines: a range of by_def_.
  [[nodiscard]] std::span<const std::uint32_t> defined(std::uint32_t c, std::uint32_t i) const {
    auto key = [&](std::uint32_t v) { return std::pair{d_.values[v].computation, d_.values[v].instruction}; };
    const auto lo = std::partition_point(by_def_.begin(), by_def_.end(), [&](std::uint32_t v) {
      return key(v) < std::pair{c, i};
    });
    const auto hi = std::partition_point(lo, by_def_.end(), [&](std::uint32_t v) { return key(v) == std::pair{c, i}; });
    return {lo, hi};
  }
  // Appends the values of instruction i's value sets, every index (GetFlattenedValueSet).
  void flat(std::uint32_t c, std::uint32_t i, std::vector<std::uint32_t>& out) const {
    for (const auto& set : d_.sets[c][i]) out.insert(out.end(), set.begin(), set.end());
  }
  static void unique(std::vector<std::uint32_t>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
  }

  // Rows of `items` grouped by key, each row in the order the items come: the (key, item) pairs
  // counted by key, then placed (a counting sort, no vector per row).
  void group(rows& out, std::uint32_t n, std::span<const std::pair<std::uint32_t, std::uint32_t>> pairs) {
    out.first.assign(std::size_t{n} + 1, 0);
    for (const auto& [key, item] : pairs) ++out.first[key + 1];
    for (std::uint32_t k = 0; k < n; ++k) out.first[k + 1] += out.first[k];
    out.items.resize(pairs.size());
    std::vector<std::uint32_t>& next = next_;
    next.assign(out.first.begin(), out.first.end() - 1);
    for (const auto& [key, item] : pairs) out.items[next[key]++] = item;
  }

  // Computation c's graph, in graph_ (the last one made is replaced).
  [[nodiscard]] const graph& make_graph(std::uint32_t c) {
    const hlo_computation& comp = m_.computations[c];
    graph& g = graph_;
    for (rows* r : {&g.operands, &g.unique, &g.users, &g.preds, &g.succs}) r->clear();
    g.c = c;
    g.n = static_cast<std::uint32_t>(comp.instructions.size());
    g.root = g.n == 0 ? 0 : static_cast<std::uint32_t>(comp.root() - comp.instructions.data());
    std::unordered_map<std::string_view, std::uint32_t> by_name;
    for (rows* r : {&g.operands, &g.unique}) r->first.reserve(g.n + 1);
    auto& reads = reads_;        // (operand, user)
    auto& controls = controls_;  // (pred, succ)
    reads.clear(), controls.clear();
    std::vector<std::uint32_t>& mark = mark_;  // by operand: the last user that read it
    mark.assign(g.n, none);
    for (std::uint32_t i = 0; i < g.n; ++i) {
      for (std::size_t k = 0; k < comp.instructions[i].operands.size(); ++k) {
        const std::uint32_t o = d_.operand(c, i, k);
        g.operands.items.push_back(o);
        if (std::exchange(mark[o], i) == i) continue;
        g.unique.items.push_back(o);
        reads.emplace_back(o, i);
      }
      g.operands.close(), g.unique.close();
    }
    // `control-predecessors={%a, %b}`, in the order written.
    for (std::uint32_t i = 0; i < g.n; ++i) {
      const auto text = comp.instructions[i].attribute("control-predecessors");
      if (!text) continue;
      if (by_name.empty())
        for (std::uint32_t j = 0; j < g.n; ++j) by_name.emplace(comp.instructions[j].name, j);
      std::string_view t = *text;
      while (!t.empty()) {
        const std::size_t b = t.find_first_not_of("{}%, \n\t");
        if (b == std::string_view::npos) break;
        t.remove_prefix(b);
        const std::size_t e = std::min(t.find_first_of("{}, \n\t"), t.size());
        const auto it = by_name.find(t.substr(0, e));
        if (it == by_name.end())
          raise<invalid_error>("instruction '{}' of computation '{}' has control predecessor '{}', which the "
                               "computation lacks",
                               comp.instructions[i].name, comp.name, t.substr(0, e));
        controls.emplace_back(it->second, i);
        t.remove_prefix(e);
      }
    }
    group(g.users, g.n, reads);
    group(g.succs, g.n, controls);
    for (auto& [pred, succ] : controls) std::swap(pred, succ);
    group(g.preds, g.n, controls);
    return g;
  }

  [[noreturn]] void cycle(const graph& g) const {
    raise<invalid_error>("computation '{}' has a cycle among its operands and control predecessors; it cannot be "
                         "scheduled",
                         m_.computations[g.c].name);
  }

  // ListScheduler::CreateSchedule: from the instructions without operands or control
  // predecessors, repeatedly the ready one of highest priority (bytes freed minus bytes defined,
  // then users), the one made ready last among equals (std::multimap keeps equal keys in insertion
  // order and the last one is taken). A priority is computed when its instruction becomes ready and
  // again only where a buffer's unscheduled uses fall to one, for the ready users of the operands
  // of the instruction just scheduled.
  [[nodiscard]] std::vector<std::uint32_t> list(const graph& g) {
    const std::uint32_t c = g.c;
    rows& uses = uses_;  // by instruction: the values of its unique operands' flattened value sets
    uses.clear();
    std::vector<std::uint32_t>&scratch = scratch_, &touched = touched_;
    touched.clear();
    std::vector<std::int64_t>& defined_bytes = defined_bytes_;
    defined_bytes.assign(g.n, 0);
    for (std::uint32_t i = 0; i < g.n; ++i) {
      scratch.clear();
      for (const std::uint32_t o : g.unique[i]) flat(c, o, scratch);
      unique(scratch);
      uses.items.insert(uses.items.end(), scratch.begin(), scratch.end()), uses.close();
      if (!ignored(c, i))
        for (const std::uint32_t v : defined(c, i)) defined_bytes[i] += bytes_[v];
    }
    auto use = [&](std::uint32_t v) {
      if (count_[v]++ == 0) touched.push_back(v);
    };
    for (std::uint32_t v : uses.items) use(v);
    scratch.clear();
    flat(c, g.root, scratch);  // the values live out have one more use, at the computation's end
    unique(scratch);
    for (std::uint32_t v : scratch) use(v);

    using priority = std::pair<std::int64_t, std::int64_t>;
    auto priority_of = [&](std::uint32_t i) -> priority {
      const hlo_instruction& in = at(c, i);
      const bool scalar = in.shape.is_array() && std::all_of(in.shape.dims.begin(), in.shape.dims.end(),
                                                             [](std::int64_t d) { return d == 1; });
      if (scalar) return {std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max()};
      const auto users = static_cast<std::int64_t>(g.users[i].size());
      const auto config = in.attribute(in.opcode == hlo_op::outfeed ? "outfeed_config" : "infeed_config");
      const bool has_config = config && *config != "\"\"";
      if (in.opcode == hlo_op::outfeed && has_config) return {std::numeric_limits<int>::max(), users};
      if (in.opcode == hlo_op::infeed && has_config) return {std::numeric_limits<int>::min(), users};
      std::int64_t freed = 0;
      for (const std::uint32_t v : uses[i])
        if (!ignored_value(v) && count_[v] == 1) freed += bytes_[v];
      return {freed - defined_bytes[i], users};
    };

    std::multimap<priority, std::uint32_t> ready;
    std::vector<std::multimap<priority, std::uint32_t>::iterator> entry(g.n, ready.end());
    std::vector<char>& is_ready = ready_;
    is_ready.assign(g.n, 0);
    std::vector<std::uint32_t>& pending = pending_;
    pending.resize(g.n);
    std::vector<std::uint32_t> out;
    out.reserve(g.n);
    auto make_ready = [&](std::uint32_t i) {
      entry[i] = ready.emplace(priority_of(i), i);
      is_ready[i] = 1;
    };
    for (std::uint32_t i = 0; i < g.n; ++i) {
      pending[i] = static_cast<std::uint32_t>(g.unique[i].size() + g.preds[i].size());
      if (pending[i] == 0) make_ready(i);
    }
    while (!ready.empty()) {
      const auto best_it = std::prev(ready.end());
      const std::uint32_t best = best_it->second;
      ready.erase(best_it);
      is_ready[best] = 0;
      out.push_back(best);
      bool refresh = false;
      for (const std::uint32_t v : uses[best]) refresh = --count_[v] == 1 || refresh;
      for (const std::uint32_t u : g.users[best])
        if (--pending[u] == 0) make_ready(u);
      for (const std::uint32_t s : g.succs[best])
        if (--pending[s] == 0) make_ready(s);
      if (!refresh) continue;
      for (const std::uint32_t o : g.operands[best])
        for (const std::uint32_t u : g.users[o]) {
          if (!is_ready[u]) continue;
          const priority p = priority_of(u);
          if (p == entry[u]->first) continue;
          const auto stale = entry[u];
          entry[u] = ready.emplace(p, u);
          ready.erase(stale);
        }
    }
    for (const std::uint32_t v : touched) count_[v] = 0;
    if (out.size() != g.n) cycle(g);
    return out;
  }

  // HloComputation::MakeInstructionPostOrder: a depth-first post order from each instruction
  // without users, in text order; an instruction's operands are visited first to last, its control
  // predecessors (pushed above them) before its operands.
  [[nodiscard]] std::vector<std::uint32_t> post_order(const graph& g) {
    std::vector<std::uint8_t>& state = state_;  // new, visiting, visited
    state.assign(g.n, 0);
    std::vector<std::uint32_t>& stack = stack_;
    stack.clear();
    std::vector<std::uint32_t> out;
    out.reserve(g.n);
    auto push = [&](std::uint32_t x) {
      if (state[x] != 2) stack.push_back(x);
    };
    for (std::uint32_t r = 0; r < g.n; ++r) {
      if (!g.users[r].empty()) continue;
      push(r);
      while (!stack.empty()) {
        const std::uint32_t x = stack.back();
        if (state[x] == 0) {
          state[x] = 1;
          const auto ops = g.operands[x];
          for (auto it = ops.rbegin(); it != ops.rend(); ++it) push(*it);
          for (const std::uint32_t p : g.preds[x]) push(p);
          continue;
        }
        stack.pop_back();
        if (state[x] != 2) state[x] = 2, out.push_back(x);
      }
    }
    if (out.size() != g.n) cycle(g);
    return out;
  }

  // DFSMemoryScheduler: a depth-first post order from the unreachable roots (text order), then the
  // root, each instruction's operands and control predecessors visited by decreasing extra users
  // (users - 1, summed over the operands reaching it, at most the instruction count), then
  // decreasing total sizes (bytes it defines, summed likewise, at most the running total), then
  // name (HloComputation::AcceptWithOperandOrder, PostOrderDFS). Parameters and constants count 0.
  [[nodiscard]] std::vector<std::uint32_t> dfs(const graph& g) {
    const std::uint32_t c = g.c;
    std::vector<std::int64_t>&extra = extra_, &total = total_;
    extra.assign(g.n, 0), total.assign(g.n, 0);
    std::int64_t cumulative = 0;
    std::vector<std::uint32_t>& scratch = scratch_;
    for (const std::uint32_t i : post_order(g)) {
      if (ignored(c, i)) continue;
      extra[i] = g.users[i].empty() ? 0 : static_cast<std::int64_t>(g.users[i].size()) - 1;
      scratch.clear();
      flat(c, i, scratch);
      unique(scratch);
      std::int64_t own = 0;
      for (const std::uint32_t v : scratch)
        if (d_.values[v].computation == c && d_.values[v].instruction == i) own += bytes_[v];
      cumulative += own;
      total[i] = own;
      for (const std::uint32_t o : g.unique[i]) extra[i] += extra[o], total[i] += total[o];
      total[i] = std::min(total[i], cumulative);
      extra[i] = std::min<std::int64_t>(extra[i], g.n);
    }
    const hlo_computation& comp = m_.computations[c];
    auto first = [&](std::uint32_t a, std::uint32_t b) {
      if (extra[a] != extra[b]) return extra[a] > extra[b];
      if (total[a] != total[b]) return total[a] > total[b];
      return comp.instructions[a].name < comp.instructions[b].name;
    };
    std::vector<std::uint8_t>& state = state_;
    state.assign(g.n, 0);
    std::vector<std::uint32_t>& stack = stack_;
    std::vector<std::uint32_t> out;
    out.reserve(g.n);
    auto visit = [&](std::uint32_t r) {
      stack.assign(1, r);
      while (!stack.empty()) {
        const std::uint32_t x = stack.back();
        if (state[x] != 0) {
          stack.pop_back();
          if (state[x] == 1) state[x] = 2, out.push_back(x);
          continue;
        }
        state[x] = 1;
        const std::size_t from = stack.size();
        auto push = [&](std::uint32_t y) {
          if (state[y] == 1) cycle(g);
          if (state[y] == 0) stack.push_back(y);
        };
        for (const std::uint32_t o : g.operands[x]) push(o);
        for (const std::uint32_t p : g.preds[x]) push(p);
        std::sort(stack.begin() + static_cast<std::ptrdiff_t>(from), stack.end(), first);
        std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(from), stack.end());
      }
    };
    for (std::uint32_t r = 0; r < g.n; ++r)  // CollectUnreachableRoots: IsDead, no control successors
      if (g.users[r].empty() && r != g.root && g.succs[r].empty()) visit(r);
    visit(g.root);
    if (out.size() != g.n) cycle(g);
    return out;
  }

  const hlo_module& m_;
  hlo_dataflow d_;
  hlo_sharing share_{m_, d_.backend, share_rules::elementwise};  // may a value take a dying operand's buffer
  std::vector<std::uint32_t> by_def_;  // value ids by (computation, instruction, id)
  std::vector<std::int64_t> bytes_;    // by value: its size (0 in host memory)
  std::vector<std::int64_t> group_;    // by buffer root: its largest value's size
  std::vector<std::int64_t> count_;    // by value: unscheduled uses (0 outside a list run)
  std::vector<std::uint32_t> local_;   // by value: its place in a memory run (none outside one)
  std::vector<char> allocated_;        // by buffer root: allocated in a memory run (0 outside one)
  // One computation's graph and what each run over it uses besides, kept from computation to
  // computation: a module of many small computations allocates them once, not once for each.
  struct live {
    std::uint32_t value;
    std::int64_t start, end;
  };
  graph graph_;
  rows uses_, freed_at_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> reads_, controls_, ends_;
  std::vector<std::uint32_t> mark_, next_, scratch_, touched_, pending_, stack_, sorted_;
  std::vector<std::int64_t> defined_bytes_, extra_, total_, time_, size_;
  std::vector<char> ready_, gone_;
  std::vector<std::uint8_t> state_;
  std::vector<live> live_;
};

// HeapSimulator::RunComputation with NoFragmentationStatsHeap over HloLiveRange of computation c
// alone: the values c defines (constants aside) live from their definition (a parameter's from the
// start) to their last use or position, to the end where the root holds them or they are entry
// parameters not aliased to an output. Per time, values starting (by start, end, id) are
// allocated their buffer's size, or share a dying operand's buffer (Free, then ShareWith, which
// this heap counts as an Alloc), and a value of a buffer already allocated is allocated again;
// then the values ending are freed. Callees count nothing (the map of their memory GPU passes is
// empty).
inline std::int64_t hlo_memory_scheduler::memory(std::uint32_t c, std::span<const std::uint32_t> order) {
  const hlo_computation& comp = m_.computations[c];
  const auto n = static_cast<std::uint32_t>(comp.instructions.size());
  if (order.size() != n)
    raise<invalid_error>("a sequence of computation '{}' has {} instructions; it has {}", comp.name, order.size(), n);
  if (n == 0) return 0;
  std::vector<std::int64_t>& time = time_;
  time.assign(n, -1);
  for (std::uint32_t t = 0; t < n; ++t) {
    if (order[t] >= n || time[order[t]] >= 0)
      raise<invalid_error>("a sequence of computation '{}' does not hold each instruction once", comp.name);
    time[order[t]] = t;
  }
  const std::uint32_t root = static_cast<std::uint32_t>(comp.root() - comp.instructions.data());
  std::vector<live>& vs = live_;
  vs.clear();
  const auto lo = std::partition_point(by_def_.begin(), by_def_.end(),
                                       [&](std::uint32_t v) { return d_.values[v].computation < c; });
  for (auto it = lo; it != by_def_.end() && d_.values[*it].computation == c; ++it) {
    const hlo_value& val = d_.values[*it];
    if (val.constant) continue;
    const std::int64_t start = at(c, val.instruction).opcode == hlo_op::parameter ? 0 : time[val.instruction];
    local_[*it] = static_cast<std::uint32_t>(vs.size());
    vs.push_back({*it, start, start});
  }
  auto reach = [&](std::uint32_t v, std::int64_t t) {
    if (local_[v] != none) vs[local_[v]].end = std::max(vs[local_[v]].end, t);
  };
  for (std::uint32_t i = 0; i < n; ++i) {  // positions, then uses (MayUseOperandValue)
    const hlo_instruction& in = comp.instructions[i];
    for (const auto& set : d_.sets[c][i])
      for (const std::uint32_t v : set) reach(v, i == root ? std::int64_t{n} : time[i]);
    if (in.opcode == hlo_op::tuple || in.opcode == hlo_op::domain) continue;
    const bool top = in.opcode == hlo_op::get_tuple_element || in.opcode == hlo_op::copy;
    for (std::size_t k = 0; k < in.operands.size(); ++k) {
      const auto& sets = d_.sets[c][d_.operand(c, i, k)];
      for (std::size_t p = 0; p < (top ? std::min<std::size_t>(1, sets.size()) : sets.size()); ++p)
        for (const std::uint32_t v : sets[p]) reach(v, time[i]);
    }
  }
  for (live& l : vs) {
    const hlo_value& val = d_.values[l.value];
    const std::int64_t p = at(c, val.instruction).parameter_number;
    const bool aliased = std::any_of(m_.input_output_alias.begin(), m_.input_output_alias.end(),
                                     [&](const hlo_io_alias& a) {
                                       return a.parameter == p && a.parameter_index == val.index;
                                     });
    if (c == d_.entry && val.entry_parameter && !aliased) l.end = n;  // (not m_.entry(): a scan each)
  }
  std::vector<std::uint32_t>& sorted = sorted_;
  sorted.resize(vs.size());
  for (std::uint32_t k = 0; k < vs.size(); ++k) sorted[k] = k;
  std::sort(sorted.begin(), sorted.end(), [&](std::uint32_t a, std::uint32_t b) {
    return std::tie(vs[a].start, vs[a].end, vs[a].value) < std::tie(vs[b].start, vs[b].end, vs[b].value);
  });
  // The values defined at each time are a run of `sorted` (by start first); those freed at each
  // time, rows by end in the same order (a value whose buffer a user takes over is marked gone).
  rows& freed_at = freed_at_;
  {
    auto& ends = ends_;
    ends.clear();
    for (const std::uint32_t k : sorted) ends.emplace_back(static_cast<std::uint32_t>(vs[k].end), k);
    group(freed_at, n + 1, ends);
  }
  std::vector<char>& gone = gone_;
  gone.assign(vs.size(), 0);
  std::vector<std::int64_t>& size = size_;
  size.resize(vs.size());
  for (std::uint32_t k = 0; k < vs.size(); ++k) size[k] = group_[d_.buffers.buffer_of(vs[k].value)];
  std::int64_t held = 0, peak = 0;
  auto alloc = [&](std::int64_t b) {
    held += b;
    peak = std::max(peak, held);
  };
  std::size_t next_defined = 0;
  for (std::uint32_t t = 0; t <= n; ++t) {
    for (; next_defined < sorted.size() && vs[sorted[next_defined]].start == t; ++next_defined) {
      const std::uint32_t k = sorted[next_defined];
      const std::uint32_t v = vs[k].value, b = d_.buffers.buffer_of(v);
      if (allocated_[b] != 0) {
        alloc(size[k]);
        continue;
      }
      bool shared = false;
      const hlo_instruction& user = at(c, d_.values[v].instruction);
      for (std::size_t j = 0; j < user.operands.size() && !shared && d_.buffers.count(b) == 1; ++j) {
        const auto& sets = d_.sets[c][d_.operand(c, d_.values[v].instruction, j)];
        if (sets.empty()) continue;
        for (const std::uint32_t o : sets[0]) {
          const std::uint32_t ok = local_[o];
          if (ok == none || d_.buffers.count(d_.buffers.buffer_of(o)) > 1 || vs[ok].end != t) continue;
          const hlo_value &ov = d_.values[o], &vv = d_.values[v];
          if (gone[ok] != 0 ||
              !share_.can_share(ov.computation, ov.instruction, ov.index, vv.computation, vv.instruction, vv.index))
            continue;
          held -= size[ok];
          gone[ok] = 1;
          size[k] = size[ok] = std::max(size[k], size[ok]);
          alloc(size[k]);
          shared = true;
          break;
        }
      }
      if (!shared) alloc(size[k]), allocated_[b] = 1;
    }
    for (const std::uint32_t k : freed_at[t])
      if (gone[k] == 0) held -= size[k];
  }
  for (const live& l : vs) local_[l.value] = none, allocated_[d_.buffers.buffer_of(l.value)] = 0;
  return peak;
}

}  // namespace detail

namespace detail {

// Computation `computation`'s position in `m`, when the entry runs it (what `h` schedules).
// @throws invalid_error when `m` lacks it or the entry does not run it.
inline std::uint32_t schedulable_computation(const hlo_module& m, const hlo_memory_scheduler& h,
                                             std::string_view computation) {
  const hlo_computation* comp = m.find(computation);
  if (comp == nullptr) raise<invalid_error>("HLO module '{}' has no computation '{}'", m.name, computation);
  const auto c = static_cast<std::uint32_t>(comp - m.computations.data());
  if (!h.schedulable(c))
    raise<invalid_error>(
        "computation '{}' is not one the entry runs (through call, while or conditional): it is not scheduled here",
        comp->name);
  return c;
}

}  // namespace detail

/// One scheduler's sequence for computation `computation` of `m`: its instructions' positions in
/// the order the scheduler runs them (operands before users, control predecessors honoured).
/// @throws invalid_error for a computation hlo_liveness does not flatten (a fusion body, a
///         reducer) or that the module lacks, and as hlo_liveness.
[[nodiscard]] inline std::vector<std::uint32_t> hlo_schedule_sequence(const hlo_module& m, std::string_view computation,
                                                                      hlo_scheduler s) {
  detail::hlo_memory_scheduler h(m);
  return h.sequence(detail::schedulable_computation(m, h, computation), s);
}

/// The bytes live at once, without fragmentation, when computation `computation` of `m` runs in
/// `order` (HeapSimulator::MinimumMemoryForComputation with XLA's GPU sizes; the file comment
/// says how it is counted).
/// @throws invalid_error as hlo_schedule_sequence, or for an order that is not one of the
///         computation's instructions each once.
[[nodiscard]] inline std::int64_t hlo_sequence_memory(const hlo_module& m, std::string_view computation,
                                                      std::span<const std::uint32_t> order) {
  detail::hlo_memory_scheduler h(m);
  return h.memory(detail::schedulable_computation(m, h, computation), order);
}

/// DefaultMemoryScheduler on each computation of `m` the entry runs: the list, DFS and post-order
/// sequences, and the one of least memory (the list on a tie, then the DFS).
/// @throws invalid_error as hlo_liveness, or for a cycle among operands and control predecessors.
[[nodiscard]] inline hlo_module_schedule hlo_memory_schedule(const hlo_module& m);

namespace detail {

// hlo_memory_schedule with the scheduler `h` of `m`, which the caller keeps (its dataflow).
[[nodiscard]] inline hlo_module_schedule hlo_memory_schedule(const hlo_module& m, hlo_memory_scheduler& h) {
  hlo_module_schedule out;
  out.sequences.resize(m.computations.size());
  std::size_t scheduled = 0;
  for (std::uint32_t c = 0; c < m.computations.size(); ++c) scheduled += h.schedulable(c) ? 1 : 0;
  out.choices.reserve(scheduled);
  for (std::uint32_t c = 0; c < m.computations.size(); ++c) {
    if (!h.schedulable(c)) continue;
    hlo_schedule_choice choice{.computation = std::string(m.computations[c].name)};
    auto [list, dfs, post] = h.sequences(c);
    // The schedulers often agree (always on a computation of one or two instructions): an order
    // met before is not simulated again.
    choice.list_bytes = h.memory(c, list);
    choice.dfs_bytes = dfs == list ? choice.list_bytes : h.memory(c, dfs);
    choice.post_order_bytes = post == list ? choice.list_bytes : post == dfs ? choice.dfs_bytes : h.memory(c, post);
    const std::int64_t least = std::min({choice.list_bytes, choice.dfs_bytes, choice.post_order_bytes});
    choice.chosen = least == choice.list_bytes  ? hlo_scheduler::list
                    : least == choice.dfs_bytes ? hlo_scheduler::dfs
                                                : hlo_scheduler::post_order;
    std::vector<std::uint32_t>& best = choice.chosen == hlo_scheduler::list  ? list
                                       : choice.chosen == hlo_scheduler::dfs ? dfs
                                                                             : post;
    out.sequences[c] = std::move(best);
    out.choices.push_back(std::move(choice));
  }
  return out;
}

}  // namespace detail

inline hlo_module_schedule hlo_memory_schedule(const hlo_module& m) {
  detail::hlo_memory_scheduler h(m);
  return detail::hlo_memory_schedule(m, h);
}

}  // namespace shardmem
