// The graph front end of liveness, as XLA's HloLiveRange: each buffer of a program over a schedule
// and the steps it is live (live_ranges), from a dataflow_graph's arrays. The buffers and their
// placement in output allocations are in buffer_ranges.hpp, the reductions in memory_profile.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/memory/buffer_ranges.hpp>
#include <shardmem/graph/dataflow_graph.hpp>

namespace shardmem {

namespace detail {

// What live_ranges reads of a graph: its flat arrays (a dataflow_graph's, or those repeat_layers
// makes without building the graph), and how to name a value or an op in an error.
struct graph_arrays {
  std::span<const detail::graph_access::value_hot> hot;
  std::span<const std::uint32_t> in_off, out_off, inputs, outputs;
  std::span<const std::int64_t> workspace;  // by op: its workspace's bytes
  std::size_t workspace_ops = 0;            // how many of them are not 0
  std::span<const detail::graph_access::alias_info> aliases;
  std::size_t shares = 0;  // how many of them may take over a dying input (kind share), not one buffer
  // Names value `id` (op false) or op `id` in an error; called only when raising one.
  std::string (*name)(const void* context, bool op, std::uint32_t id) = nullptr;
  const void* context = nullptr;

  // Whether some values share a buffer (an in-place write, a view, a donation).
  [[nodiscard]] bool shared() const noexcept { return aliases.size() > shares; }
  [[nodiscard]] std::string value_name(std::uint32_t v) const { return name(context, false, v); }
  [[nodiscard]] std::string op_name(std::uint32_t o) const { return name(context, true, o); }
};

inline graph_arrays arrays_of(const dataflow_graph& g) {
  using acc = detail::graph_access;
  return {acc::hot(g),
          acc::in_offsets(g),
          acc::out_offsets(g),
          acc::inputs(g),
          acc::outputs(g),
          acc::workspaces(g),
          acc::workspace_ops(g),
          acc::aliases(g),
          acc::shares(g),
          [](const void* c, bool op, std::uint32_t id) {
            const auto& graph = *static_cast<const dataflow_graph*>(c);
            return op ? std::string(graph.op_name(static_cast<op_id>(id)))
                      : graph.tensor(static_cast<value_id>(id)).name;
          },
          &g};
}

// Each value's live steps over `order` (empty: the ops in insertion order) into first and last,
// -1 where never live: a value produced at step p and last read at step q is live on [p, q];
// arguments on [0, end]; outputs until end. With `ends` false, arguments and outputs are left to
// the caller (unshared_buffers sets them as it reads each value).
inline void value_steps(const graph_arrays& g, std::span<const op_id> order, std::vector<std::int32_t>& first,
                        std::vector<std::int32_t>& last, bool ends) {
  const auto nv = g.hot.size();
  const std::size_t n = order.empty() ? g.workspace.size() : order.size();
  const auto end = static_cast<std::int32_t>(std::max<std::size_t>(n, 1) - 1);
  first.assign(nv, -1);
  last.assign(nv, -1);
  // One sweep over the schedule: producers set the start, every read pushes the end.
  const std::uint32_t* in_off = g.in_off.data();
  const std::uint32_t* out_off = g.out_off.data();
  const std::uint32_t* inputs = g.inputs.data();
  const std::uint32_t* outputs = g.outputs.data();
  std::int32_t* fp = first.data();
  std::int32_t* lp = last.data();
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t o = order.empty() ? static_cast<std::uint32_t>(i) : index(order[i]);
    const auto step = static_cast<std::int32_t>(i);
    // The steps only grow, so a read's step is the latest yet: stored, not compared (no load to
    // wait for). The bounds are read first: the stores may alias them as far as the compiler knows.
    const std::uint32_t in_begin = in_off[o], in_end = in_off[o + 1], out_begin = out_off[o], out_end = out_off[o + 1];
    // An op of one to four inputs (most) stores four times, the last input again where it has
    // fewer: the same store twice is harmless, and a fixed count is no branch to mispredict.
    if (const std::uint32_t reads = in_end - in_begin; reads - 1 < 4) {
      const std::uint32_t* in = inputs + in_begin;
      const std::uint32_t back = reads - 1;
      lp[in[0]] = step;
      lp[in[back < 1 ? back : 1]] = step;
      lp[in[back < 2 ? back : 2]] = step;
      lp[in[back < 3 ? back : 3]] = step;
    } else {
      for (std::uint32_t k = in_begin; k < in_end; ++k) lp[inputs[k]] = step;
    }
    if (out_end - out_begin == 1) {
      fp[outputs[out_begin]] = lp[outputs[out_begin]] = step;
    } else {
      for (std::uint32_t k = out_begin; k < out_end; ++k) fp[outputs[k]] = lp[outputs[k]] = step;
    }
  }
  if (!ends) return;
  for (std::size_t v = 0; v < nv; ++v) {
    const auto& h = g.hot[v];
    if (fp[v] < 0 && h.producer == dataflow_graph::none && may_be_argument(h.role)) fp[v] = 0, lp[v] = end;
    else if (h.is_output && fp[v] >= 0) lp[v] = end;
  }
}

// XLA's heap simulator gives a user the buffer of an operand that dies at it where
// CanShareOperandBufferWithUser allows (HeapSimulator::RunComputation, ShareBuffer): the operand is
// freed and the user allocated in its place, so the two are not live together at the user's step.
// For each share pair of g (an elementwise op's output and an input of its shape), in op order and
// each output's candidates in order: when the input's buffer dies at the op (the output's first
// step) and neither buffer holds an argument or an output (an output has an allocation of its
// own), the input's buffer is cut there: its values live at that step end a step earlier. An
// output takes one buffer; a buffer cut no longer dies at the op. `b` reads the buffers (root,
// last_step, pinned, cut); `taken`, when given, gets each pair applied.
template <class Buffers>
inline void take_over(const graph_arrays& g, std::span<const std::int32_t> first, Buffers& b,
                      std::vector<detail::graph_access::alias_info>* taken) {
  std::uint32_t took = dataflow_graph::none;  // an output's candidates are one run of pairs
  for (const auto& a : g.aliases) {
    if (a.kind != detail::graph_access::share || a.target == took) continue;
    const std::int32_t t = first[a.target];
    const std::uint32_t x = b.root(a.source), y = b.root(a.target);
    if (x == y || b.pinned(x) || b.pinned(y) || b.last_step(x) != t) continue;
    b.cut(x, t);
    took = a.target;
    if (taken != nullptr) taken->push_back(a);
  }
}

// The buffers of a graph whose values each have their own, as take_over reads them.
struct alone_buffers {
  const graph_arrays& g;
  std::span<std::int32_t> last;
  [[nodiscard]] std::uint32_t root(std::uint32_t v) const { return v; }
  [[nodiscard]] std::int32_t last_step(std::uint32_t v) const { return last[v]; }
  [[nodiscard]] bool pinned(std::uint32_t v) const {
    return g.hot[v].producer == dataflow_graph::none || g.hot[v].is_output;
  }
  void cut(std::uint32_t v, std::int32_t t) { last[v] = t - 1; }
};

// A value's buffer as if it had it alone.
[[nodiscard]] inline buffer_range own_buffer(const detail::graph_access::value_hot& h, std::uint32_t v,
                                             std::int64_t first, std::int64_t last) {
  const bool argument = h.producer == dataflow_graph::none;
  return {.size = bytes{h.bytes},
          .first = static_cast<std::uint32_t>(first),
          .last = static_cast<std::uint32_t>(last),
          .id = v,
          .role = h.role,
          .memory_kind = h.on_host ? memory_kind::pinned_host : memory_kind::device,
          .argument = argument,
          .output = h.is_output,
          .returned = argument && h.is_output};
}

// Sets b's first and last steps with one store, so that a later load of both at once (taking a
// candidate) reads them from the store instead of waiting for two.
inline void store_steps(buffer_range& b, std::uint32_t first, std::uint32_t last) {
  static_assert(offsetof(buffer_range, last) == offsetof(buffer_range, first) + sizeof(std::uint32_t));
  const auto both = std::bit_cast<std::uint64_t>(std::array<std::uint32_t, 2>{first, last});
  std::memcpy(&b.first, &both, sizeof both);
}

// The buffers of a graph with no aliases, one per value, setting the steps of arguments and
// outputs in first and last as it goes (value_steps with `ends` false left them), and calling
// visit(buffer, position) on each as it is made.
template <class Visit>
[[gnu::flatten]] inline void unshared_buffers(const graph_arrays& g, std::span<std::int32_t> first,
                                              std::span<std::int32_t> last, buffer_ranges& r, output_allocations& outs,
                                              Visit& visit) {
  const auto end = static_cast<std::int32_t>(r.steps - 1);
  const auto* hot = g.hot.data();
  r.buffers.reserve(r.buffers.size() + g.hot.size());  // appended to, not resized: no zero-fill
  for (std::uint32_t v = 0; v < g.hot.size(); ++v) {
    const auto& h = hot[v];
    std::int32_t& f = first[v];
    std::int32_t& l = last[v];
    if (f < 0) {
      if (h.producer != dataflow_graph::none || !may_be_argument(h.role)) continue;
      f = 0, l = end;
    } else if (h.is_output) {
      l = end;
    }
    // Made in place a field at a time: a copy of a record made so would read it back whole
    // before its stores are done, and wait for them.
    const auto i = static_cast<std::uint32_t>(r.buffers.size());
    buffer_range& b = r.buffers.emplace_back();
    const bool argument = h.producer == dataflow_graph::none;
    b.size = bytes{h.bytes};
    store_steps(b, static_cast<std::uint32_t>(f), static_cast<std::uint32_t>(l));
    b.id = v;
    b.role = h.role;
    b.memory_kind = h.on_host ? memory_kind::pinned_host : memory_kind::device;
    b.argument = argument;
    b.output = h.is_output;
    b.returned = argument && h.is_output;
    outs.add(b);
    if (b.output_allocation()) outs.live_out.push_back(i);
    visit(b, i);
  }
}

// The buffers of a graph with aliases: each value shares its source's buffer (union-find over the
// alias pairs), and the buffer lives from its first value's first step to its last value's last.
// @throws invalid_error for an in-place write over a value read later or over an argument.
inline void shared_buffers(const graph_arrays& g, std::span<const op_id> order, std::span<const std::int32_t> first,
                           std::span<std::int32_t> last, buffer_ranges& r, output_allocations& outs,
                           std::vector<detail::graph_access::alias_info>* taken) {
  constexpr auto none = dataflow_graph::none;
  const auto* hot = g.hot.data();
  const auto nv = static_cast<std::uint32_t>(g.hot.size());
  const std::int64_t end = r.steps - 1;
  std::vector<std::int64_t> step_of(g.workspace.size(), -1);
  for (std::size_t i = 0; i < g.workspace.size(); ++i)
    step_of[order.empty() ? i : index(order[i])] = static_cast<std::int64_t>(i);
  std::vector<std::uint32_t> parent(nv);
  for (std::uint32_t v = 0; v < nv; ++v) parent[v] = v;
  auto root = [&](std::uint32_t v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  };
  for (const auto& a : g.aliases) {
    if (a.kind == detail::graph_access::share) continue;  // not one buffer: take_over below
    if (a.kind == detail::graph_access::view) {
      // a view shares its source's buffer and overwrites nothing
    } else if (a.op != none) {  // in place: the source must die at this op
      const auto& src = hot[a.source];
      if (src.producer == none)
        detail::raise<invalid_error>(
            "op '{}' writes '{}' in place of program argument '{}'; donate the argument to the output instead",
            g.op_name(a.op), g.value_name(a.target), g.value_name(a.source));
      if (last[a.source] > step_of[a.op] || src.is_output) {
        const std::string src_name = g.value_name(a.source);
        detail::raise<invalid_error>(
            "op '{}' (step {}) writes '{}' in place of '{}', but '{}' is still needed until step {}; drop the in-place "
            "pair or schedule the last reader first",
            g.op_name(a.op), step_of[a.op], g.value_name(a.target), src_name, src_name,
            src.is_output ? end : last[a.source]);
      }
    }
    parent[root(a.target)] = root(a.source);
  }
  for (std::uint32_t v = 0; v < nv; ++v) parent[v] = root(v);  // each value's root, found once
  // A buffer of several values: its steps, whether it holds an output or a donation, and (once
  // made) its index in r.buffers.
  struct slot_info {
    std::int64_t first = -1, last = -1;
    bool output = false, donated = false;
    std::uint32_t buffer = 0;
  };
  std::vector<std::uint32_t> slot(nv, none);
  std::vector<slot_info> slots;
  for (const auto& a : g.aliases) {
    if (a.kind == detail::graph_access::share) continue;
    std::uint32_t& s = slot[parent[a.source]];
    if (s == none) s = static_cast<std::uint32_t>(slots.size()), slots.emplace_back();
    if (a.op == none && a.kind != detail::graph_access::view) slots[s].donated = true;
  }
  std::size_t members = 0;
  for (std::uint32_t v = 0; v < nv; ++v) {
    if (first[v] < 0 || slot[parent[v]] == none) continue;
    slot_info& s = slots[slot[parent[v]]];
    s.first = s.first < 0 ? first[v] : std::min<std::int64_t>(s.first, first[v]);
    s.last = std::max<std::int64_t>(s.last, last[v]);
    s.output = s.output || hot[v].is_output;
    ++members;
  }
  // Elementwise ops take dying operands' buffers: a buffer of several values is read and cut by
  // its slot, its values' own steps then cut with it.
  struct slot_buffers {
    const graph_arrays& g;
    std::span<std::int32_t> last;
    std::span<const std::uint32_t> parent, slot;
    std::span<slot_info> slots;
    [[nodiscard]] std::uint32_t root(std::uint32_t v) const { return parent[v]; }
    [[nodiscard]] std::int32_t last_step(std::uint32_t r) const {
      return slot[r] == none ? last[r] : static_cast<std::int32_t>(slots[slot[r]].last);
    }
    [[nodiscard]] bool pinned(std::uint32_t r) const {
      return g.hot[r].producer == none || (slot[r] == none ? g.hot[r].is_output : slots[slot[r]].output);
    }
    void cut(std::uint32_t r, std::int32_t t) {
      if (slot[r] == none) last[r] = t - 1;
      else slots[slot[r]].last = t - 1;
    }
  } buffers{g, last, parent, slot, slots};
  if (g.shares > 0) take_over(g, first, buffers, taken);
  for (std::uint32_t v = 0; v < nv; ++v) {
    if (first[v] < 0 || parent[v] != v) continue;
    buffer_range b = own_buffer(hot[v], v, first[v], last[v]);
    if (const std::uint32_t sl = slot[v]; sl != none) {
      slots[sl].buffer = static_cast<std::uint32_t>(r.buffers.size());
      b.first = static_cast<std::uint32_t>(slots[sl].first), b.last = static_cast<std::uint32_t>(slots[sl].last);
      b.output = slots[sl].output;
      b.donated = b.argument && slots[sl].donated;
    }
    r.buffers.push_back(b);
    outs.add(b);
  }
  // Grouped by buffer, each buffer's values in id order: placed by a count of each buffer's
  // values (a stable counting sort, linear where a comparison sort of millions is not).
  std::vector<std::size_t> place(r.buffers.size() + 1, 0);
  for (std::uint32_t v = 0; v < nv; ++v)
    if (const std::uint32_t sl = first[v] < 0 ? none : slot[parent[v]]; sl != none) ++place[slots[sl].buffer + 1];
  const std::size_t base = r.shared.size();
  place[0] = base;
  std::partial_sum(place.begin(), place.end(), place.begin());
  r.shared.resize(base + members);
  for (std::uint32_t v = 0; v < nv; ++v) {
    const std::uint32_t sl = first[v] < 0 ? none : slot[parent[v]];
    if (sl == none) continue;
    const std::uint32_t b = slots[sl].buffer;
    last[v] = static_cast<std::int32_t>(std::min<std::int64_t>(last[v], slots[sl].last));  // cut with its buffer
    r.shared[place[b]++] = {b, static_cast<value_id>(v), first[v], last[v], bytes{hot[v].bytes}, hot[v].role,
                            hot[v].is_output};
  }
}

// Raises overflow_error for a schedule of more steps than 32 bits count.
inline void check_steps(std::size_t n) {
  if (n > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    detail::raise<overflow_error>("live_ranges: a schedule of {} steps; at most {} are modelled (steps are 32-bit)", n,
                                  std::numeric_limits<std::int32_t>::max());
}

// What live_ranges calls on each buffer by default: nothing.
struct visit_none {
  void operator()(const buffer_range& /*b*/, std::uint32_t /*i*/) const {}
};

// live_ranges over a graph's arrays, before placement, keeping each value's own steps in first
// and last, and gathering into `outs` the allocations to place temporaries in as it makes the
// buffers. In a graph without aliases it calls visit(buffer, position) on each buffer as it is
// made; it returns whether it did.
template <class Visit = visit_none>
inline bool live_ranges(const graph_arrays& g, std::span<const op_id> order, std::vector<std::int32_t>& first,
                        std::vector<std::int32_t>& last, output_allocations& outs, buffer_ranges& r,
                        Visit&& visit = Visit{}, std::vector<detail::graph_access::alias_info>* taken = nullptr) {
  const std::size_t n = order.empty() ? g.workspace.size() : order.size();
  check_steps(n);
  r.steps = static_cast<std::int64_t>(std::max<std::size_t>(n, 1));
  value_steps(g, order, first, last, g.shared());
  r.buffers.reserve(g.hot.size() + g.workspace_ops);
  const bool visited = !g.shared();
  if (visited) {
    if (g.shares > 0) {
      alone_buffers buffers{g, last};
      take_over(g, first, buffers, taken);
    }
    unshared_buffers(g, first, last, r, outs, visit);
  } else {
    shared_buffers(g, order, first, last, r, outs, taken);
  }
  if (g.workspace_ops > 0)
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint32_t o = order.empty() ? static_cast<std::uint32_t>(i) : index(order[i]);
      if (g.workspace[o] == 0) continue;
      const auto step = static_cast<std::uint32_t>(i);
      r.buffers.push_back({.size = bytes{g.workspace[o]}, .first = step, .last = step, .id = o, .workspace = true});
      if (visited) visit(r.buffers.back(), static_cast<std::uint32_t>(r.buffers.size() - 1));
    }
  return visited;
}

}  // namespace detail

/// The buffers of `g` over `s` and the steps each is live (HloLiveRange::buffer_live_ranges over
/// HloAliasAnalysis's buffers): a value produced at step p and last read at step q is live on
/// [p, q] (inputs and outputs of an op are live together while it runs); arguments are live from
/// step 0 to the last step; outputs until the last step; a value nothing reads is live at its
/// producing step only. In-place outputs, views and donated outputs share their source's buffer,
/// live over the union of its values' steps. An op's workspace is a buffer live at its own step.
/// Temporaries are placed in output allocations (place_in_outputs).
/// @throws invalid_error when the schedule is not of `g`, an in-place op overwrites a value that a
///         later step still reads, or writes into a program argument (donate it instead).
[[nodiscard]] inline buffer_ranges live_ranges(const dataflow_graph& g, const schedule& s) {
  if (s.size() != g.op_count())
    detail::raise<invalid_error>("live_ranges: the schedule has {} steps but the graph has {} ops; use a schedule of "
                                 "this graph",
                                 s.size(), g.op_count());
  std::vector<std::int32_t> first, last;
  detail::output_allocations outs;
  buffer_ranges r;
  (void)detail::live_ranges(detail::arrays_of(g), s.order(), first, last, outs, r);
  detail::place_all(r, outs);
  return r;
}

}  // namespace shardmem
