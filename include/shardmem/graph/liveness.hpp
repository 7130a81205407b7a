// Liveness of a dataflow graph over a schedule: bytes live on each device at every step, the peak,
// what is live there, and JAX's memory_analysis categories (argument, output, alias, temp), for
// device memory and for pinned host memory.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/graph/dataflow_graph.hpp>

namespace shardmem {

/// JAX's compiled.memory_analysis() categories for one device (jax stages.py, XLA
/// CompiledMemoryStats): total = argument + output + temp - alias.
struct memory_analysis {
  bytes argument{0};  ///< program arguments (values no op produces)
  bytes output{0};    ///< program outputs, donated ones included
  bytes alias{0};     ///< outputs written into donated arguments' buffers
  bytes temp{0};      ///< peak of everything else live at once (intermediates, workspaces) that no output allocation holds
  [[nodiscard]] bytes total() const { return argument + output + temp - alias; }
  friend bool operator==(const memory_analysis&, const memory_analysis&) = default;
};

/// One buffer live at the peak: a value (the member of its buffer live there), or an op's workspace.
struct live_buffer {
  std::optional<value_id> value;         ///< the value, or nullopt for a workspace
  std::optional<op_id> workspace_of;     ///< the op whose workspace this is
  bytes size{0};                         ///< per device
  shardmem::role role = role::temporary;
  std::int64_t first = 0, last = 0;      ///< the buffer's live steps, inclusive
};

/// The result of analyze_liveness. Every device of an SPMD program holds buffers of the same
/// sizes (padded shards), so one device timeline describes each device; host numbers are per
/// device and per process (the sum over the process's devices).
struct liveness_result {
  std::vector<std::int64_t> device_timeline;  ///< device bytes live during each step
  std::vector<std::int64_t> host_timeline;    ///< pinned_host bytes per device during each step
  bytes peak{0};                              ///< max of device_timeline
  std::size_t peak_step = 0;                  ///< first step reaching the peak
  std::optional<op_id> peak_op;               ///< the op running at peak_step (none for an empty graph)
  bytes host_peak{0};                         ///< max of host_timeline (per device)
  std::vector<bytes> host_peak_per_process;   ///< host_peak times each process's device count
  std::vector<live_buffer> live_at_peak;      ///< device buffers live at peak_step, largest first
  std::array<bytes, role_count> by_role_at_peak{};  ///< live_at_peak summed by role
  /// Each role's own device peak: the most bytes of that role live at one step, wherever that
  /// step is (a buffer counts under its first value's role; a workspace as temporary). Unlike
  /// by_role_at_peak it does not move when the total's peak moves to another step.
  std::array<bytes, role_count> role_peak{};
  memory_analysis device;                     ///< memory_analysis of device memory
  memory_analysis host;                       ///< the host_* twins (pinned_host)
  std::vector<std::int64_t> first_step, last_step;  ///< each value's live steps (-1: never allocated)
};

namespace detail {

// What liveness reads of a graph: its flat arrays (a dataflow_graph's, or those repeat_layers
// makes without building the graph), its mesh, and how to name a value or an op in an error.
struct liveness_view {
  std::span<const graph_access::value_hot> hot;
  const std::uint32_t *in_off = nullptr, *out_off = nullptr, *inputs = nullptr, *outputs = nullptr;
  const std::int64_t* workspace = nullptr;
  std::size_t op_count = 0;
  std::span<const graph_access::alias_info> aliases;
  const shardmem::mesh* devices = nullptr;
  std::function<std::string(std::uint32_t)> value_name, op_name;
};

inline liveness_view view_of(const dataflow_graph& g) {
  using acc = graph_access;
  return {acc::hot(g),
          acc::in_offsets(g).data(),
          acc::out_offsets(g).data(),
          acc::inputs(g).data(),
          acc::outputs(g).data(),
          acc::workspaces(g).data(),
          g.op_count(),
          acc::aliases(g),
          &g.mesh(),
          [&g](std::uint32_t v) { return g.tensor(static_cast<value_id>(v)).name; },
          [&g](std::uint32_t o) { return std::string(g.op_name(static_cast<op_id>(o))); }};
}

// analyze_liveness over a view, in `order` (empty: the ops in insertion order).
[[nodiscard]] inline liveness_result analyze_liveness(const liveness_view& g, std::span<const op_id> order) {
  const auto* hot = g.hot.data();
  const auto* in_off = g.in_off;
  const auto* out_off = g.out_off;
  const auto* inputs = g.inputs;
  const auto* outputs = g.outputs;
  const auto* ws = g.workspace;
  const auto& aliases = g.aliases;
  constexpr auto none = dataflow_graph::none;
  const auto nv = static_cast<std::uint32_t>(g.hot.size());
  const std::size_t n = order.empty() ? g.op_count : order.size();
  auto op_at = [&](std::size_t i) { return order.empty() ? static_cast<std::uint32_t>(i) : index(order[i]); };
  const std::size_t steps = std::max<std::size_t>(n, 1);
  const auto end = static_cast<std::int64_t>(steps - 1);

  liveness_result r;
  r.first_step.assign(nv, -1);
  r.last_step.assign(nv, -1);
  auto* first = r.first_step.data();
  auto* last = r.last_step.data();
  for (std::uint32_t v = 0; v < nv; ++v)
    if (hot[v].producer == none && may_be_argument(hot[v].role)) first[v] = 0, last[v] = end;

  // One sweep over the schedule: producers set the start, every read pushes the end; workspaces
  // are live at their op's step.
  std::vector<std::int64_t> dev(steps + 1, 0), host(steps + 1, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t o = op_at(i);
    const auto step = static_cast<std::int64_t>(i);
    for (std::uint32_t k = in_off[o]; k < in_off[o + 1]; ++k) {
      std::int64_t& l = last[inputs[k]];
      l = l > step ? l : step;
    }
    for (std::uint32_t k = out_off[o]; k < out_off[o + 1]; ++k) first[outputs[k]] = last[outputs[k]] = step;
    if (ws[o] != 0) dev[i] += ws[o], dev[i + 1] -= ws[o];
  }

  // Buffers: aliased values share their source's buffer (union-find over the alias pairs).
  std::vector<std::uint32_t> parent;
  auto root = [&](std::uint32_t v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  };
  // A buffer shared by aliased values has its own interval (the union of its members'), kept in
  // a slot of its root; a value alone in its buffer uses its own.
  std::vector<std::uint32_t> slot;
  std::vector<std::int64_t> buf_first, buf_last;
  std::vector<char> output_buffer;
  if (!aliases.empty()) {
    for (std::uint32_t v = 0; v < nv; ++v)
      if (hot[v].is_output && first[v] >= 0) last[v] = end;
    std::vector<std::int64_t> step_of(g.op_count, -1);
    for (std::size_t i = 0; i < n; ++i) step_of[op_at(i)] = static_cast<std::int64_t>(i);
    parent.resize(nv);
    for (std::uint32_t v = 0; v < nv; ++v) parent[v] = v;
    for (const auto& a : aliases) {
      if (a.kind == dataflow_graph::alias_kind_view()) {
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
    slot.assign(nv, none);
    std::uint32_t slots = 0;
    for (const auto& a : aliases)
      if (std::uint32_t& s = slot[root(a.source)]; s == none) s = slots++;
    buf_first.assign(slots, -1);
    buf_last.assign(slots, -1);
    output_buffer.assign(slots, 0);
    for (std::uint32_t v = 0; v < nv; ++v) {
      if (first[v] < 0) continue;
      const std::uint32_t b = slot[root(v)];
      if (b == none) continue;
      buf_first[b] = buf_first[b] < 0 ? first[v] : std::min(buf_first[b], first[v]);
      buf_last[b] = std::max(buf_last[b], last[v]);
      if (hot[v].is_output) output_buffer[b] = 1;
    }
  }
  const bool aliased = !parent.empty();
  auto is_root = [&](std::uint32_t v) { return !aliased || parent[v] == v; };
  auto is_output_buffer = [&](std::uint32_t v) {
    return aliased && slot[v] != none ? output_buffer[slot[v]] != 0 : hot[v].is_output;
  };
  // An argument returned without donation: its copy is an output allocation of its own.
  auto returned_argument = [&](std::uint32_t v) { return hot[v].producer == none && hot[v].is_output; };
  // The steps the members of the buffer rooted at `v` are live (first < 0: never allocated).
  auto member_steps = [&](std::uint32_t v) -> std::pair<std::int64_t, std::int64_t> {
    if (!slot.empty() && slot[v] != none) return {buf_first[slot[v]], buf_last[slot[v]]};
    return {first[v], last[v]};
  };

  // XLA's buffer assignment (buffer_assignment.cc; ../HLO.md sect. 7.2): every live-out buffer
  // that is not a donated argument's gets an allocation of its own for the whole program (an
  // argument returned without donation is copied into one). A temporary may then be placed in a
  // live-out allocation at least its size, in the same memory, when its live steps end before
  // the output is produced and meet no other temporary placed there (buffers taken largest
  // first, live-out allocations smallest first; ReuseOutputBufferIfExactlySized: temp 40, not
  // 440). What no allocation takes is the temp heap. So the live bytes at a step are the
  // arguments, the live-out allocations and the temporaries live there, and the peak is
  // memory_analysis's argument + output - alias + temp.
  struct out_allocation {
    std::int64_t size, produced;
    bool host;
    std::vector<std::pair<std::int64_t, std::int64_t>> held;  // temporaries placed here
  };
  std::vector<out_allocation> allocations;
  std::vector<std::uint32_t> temps;
  for (std::uint32_t v = 0; v < nv; ++v) {
    const auto& h = hot[v];
    if (first[v] < 0 || !is_root(v)) continue;
    if (h.producer == none) {
      if (returned_argument(v)) allocations.push_back({h.bytes, 0, h.on_host, {}});
    } else if (is_output_buffer(v)) {
      allocations.push_back({h.bytes, member_steps(v).first, h.on_host, {}});
    } else {
      temps.push_back(v);
    }
  }
  std::vector<char> in_output;  // a temporary placed in a live-out allocation: no bytes of its own
  if (!allocations.empty() && !temps.empty()) {
    in_output.assign(nv, 0);
    std::stable_sort(allocations.begin(), allocations.end(),
                     [](const out_allocation& a, const out_allocation& b) { return a.size < b.size; });
    std::stable_sort(temps.begin(), temps.end(), [&](std::uint32_t a, std::uint32_t b) {
      return hot[a].bytes != hot[b].bytes ? hot[a].bytes > hot[b].bytes : first[a] < first[b];
    });
    const std::int64_t latest = std::max_element(allocations.begin(), allocations.end(), [](const auto& a, const auto& b) {
                                  return a.produced < b.produced;
                                })->produced;
    for (const std::uint32_t v : temps) {
      const auto& h = hot[v];
      const std::pair<std::int64_t, std::int64_t> steps = member_steps(v);  // not a binding: clang 14 cannot capture one
      const std::int64_t f = steps.first, l = steps.second;
      if (l >= latest || h.bytes == 0) continue;  // no output is produced after it dies
      auto it = std::lower_bound(allocations.begin(), allocations.end(), h.bytes,
                                 [](const out_allocation& a, std::int64_t size) { return a.size < size; });
      for (; it != allocations.end(); ++it) {
        if (it->host != h.on_host || l >= it->produced) continue;
        const bool meets = std::any_of(it->held.begin(), it->held.end(),
                                       [&](const auto& x) { return x.first <= l && f <= x.second; });
        if (meets) continue;
        it->held.emplace_back(f, l);
        in_output[v] = 1;
        break;
      }
    }
  }
  auto placed = [&](std::uint32_t v) { return !in_output.empty() && in_output[v] != 0; };
  // The steps the buffer rooted at `v` holds bytes of its own: a live-out allocation the whole
  // program, anything else its members' live steps (none when placed in a live-out allocation).
  auto interval = [&](std::uint32_t v) -> std::pair<std::int64_t, std::int64_t> {
    const auto steps = member_steps(v);
    if (steps.first < 0) return {-1, -1};  // never allocated
    if (is_output_buffer(v) || returned_argument(v)) return {0, end};
    return steps;
  };

  // Scatter each buffer into the difference arrays. Temp is everything but arguments and the
  // live-out allocations, which are held from the first step to the last.
  std::int64_t arg_dev = 0, arg_host = 0, out_dev = 0, out_host = 0, alloc_dev = 0, alloc_host = 0;
  std::array<std::uint32_t, role_count + 1> role_first{};  // device buffers by role, counted, then offsets
  for (std::uint32_t v = 0; v < nv; ++v) {
    const auto& h = hot[v];
    if (first[v] < 0) continue;
    if (h.is_output) {
      last[v] = end;
      (h.on_host ? out_host : out_dev) = checked_add(h.on_host ? out_host : out_dev, h.bytes, "output bytes");
    }
    if (!is_root(v) || placed(v)) continue;
    const auto [f, l] = interval(v);
    std::int64_t* arr = h.on_host ? host.data() : dev.data();
    const char* live_what = h.on_host ? "live host bytes" : "live device bytes";
    // Checked: these sums are bounded by the bytes live at a step, which may exceed int64 (a
    // graph of exabyte values), and then the answer is an overflow_error, not a wrapped number.
    arr[f] = checked_add(arr[f], h.bytes, live_what);
    arr[l + 1] = checked_sub(arr[l + 1], h.bytes, live_what);
    if (!h.on_host) ++role_first[static_cast<std::size_t>(h.role) + 1];
    std::int64_t& args = h.on_host ? arg_host : arg_dev;
    std::int64_t& held = h.on_host ? alloc_host : alloc_dev;
    if (h.producer == none) {
      args = checked_add(args, h.bytes, "argument bytes");
      if (returned_argument(v)) {  // its copy is a live-out allocation as well
        arr[0] = checked_add(arr[0], h.bytes, live_what);
        arr[end + 1] = checked_sub(arr[end + 1], h.bytes, live_what);
        held = checked_add(held, h.bytes, "output bytes");
      }
    } else if (is_output_buffer(v)) {
      held = checked_add(held, h.bytes, "output bytes");
    }
  }
  memory_analysis& md = r.device;
  memory_analysis& mh = r.host;
  for (const auto& a : aliases)
    if (a.op == none && a.kind != dataflow_graph::alias_kind_view())
      (hot[a.target].on_host ? mh : md).alias += bytes{hot[a.target].bytes};

  // Prefix sums into timelines.
  r.device_timeline.resize(steps);
  r.host_timeline.resize(steps);
  std::int64_t cd = 0, ch = 0, peak = std::numeric_limits<std::int64_t>::min(), hpeak = 0, temp_dev = 0, temp_host = 0;
  for (std::size_t i = 0; i < steps; ++i) {
    cd = checked_add(cd, dev[i], "live device bytes");
    ch = checked_add(ch, host[i], "live host bytes");
    r.device_timeline[i] = cd;
    r.host_timeline[i] = ch;
    if (cd > peak) peak = cd, r.peak_step = i;
    hpeak = std::max(hpeak, ch);
    temp_dev = std::max(temp_dev, cd - arg_dev - alloc_dev);
    temp_host = std::max(temp_host, ch - arg_host - alloc_host);
  }
  r.peak = bytes{peak};
  r.host_peak = bytes{hpeak};
  // Each role's own peak: its device buffers (grouped by role, a counting sort) scattered into one
  // difference array, role by role. A role's live bytes never exceed the total's, checked above.
  for (std::size_t k = 0; k < role_count; ++k) role_first[k + 1] += role_first[k];
  std::vector<std::uint32_t> by_role(role_first[role_count]);
  {
    auto next = role_first;
    for (std::uint32_t v = 0; v < nv; ++v)
      if (first[v] >= 0 && !hot[v].on_host && is_root(v) && !placed(v))
        by_role[next[static_cast<std::size_t>(hot[v].role)]++] = v;
  }
  std::vector<std::int64_t>& scratch = dev;  // done with: the timeline is summed
  for (std::size_t k = 0; k < role_count; ++k) {
    const bool temporary = k == static_cast<std::size_t>(role::temporary);  // workspaces count as temporary
    if (role_first[k] == role_first[k + 1] && !temporary) continue;
    std::fill(scratch.begin(), scratch.end(), 0);
    for (std::uint32_t j = role_first[k]; j < role_first[k + 1]; ++j) {
      const auto [f, l] = interval(by_role[j]);
      const auto& h = hot[by_role[j]];
      // An argument returned without donation also holds its copy's allocation.
      const std::int64_t b = returned_argument(by_role[j]) ? 2 * h.bytes : h.bytes;
      scratch[static_cast<std::size_t>(f)] += b;
      scratch[static_cast<std::size_t>(l) + 1] -= b;
    }
    if (temporary)
      for (std::size_t i = 0; i < n; ++i) scratch[i] += ws[op_at(i)], scratch[i + 1] -= ws[op_at(i)];
    std::int64_t live = 0, most = 0;
    for (std::size_t i = 0; i < steps; ++i) most = std::max(most, live += scratch[i]);
    r.role_peak[k] = bytes{most};
  }
  if (n > 0) r.peak_op = static_cast<op_id>(op_at(r.peak_step));
  md.argument = bytes{arg_dev};
  md.output = bytes{out_dev};
  md.temp = bytes{temp_dev};
  mh.argument = bytes{arg_host};
  mh.output = bytes{out_host};
  mh.temp = bytes{temp_host};

  // Host bytes per process: each process holds its devices' host buffers.
  for (auto c : g.devices->process_sizes()) r.host_peak_per_process.push_back(r.host_peak * c);

  // What is live at the peak: each device buffer covering peak_step, named by its member live there.
  const auto p = static_cast<std::int64_t>(r.peak_step);
  std::vector<std::uint32_t> member;
  if (aliased) {
    member.assign(nv, none);
    for (std::uint32_t v = 0; v < nv; ++v)
      if (first[v] >= 0 && first[v] <= p && p <= last[v]) {
        const auto b = root(v);
        if (member[b] == none || first[member[b]] < first[v]) member[b] = v;
      }
  }
  auto live_at_peak = [&](std::uint32_t v) {
    const auto [f, l] = interval(v);
    return f >= 0 && f <= p && l >= p && !hot[v].on_host && is_root(v) && !placed(v);
  };
  std::size_t live = 0;
  for (std::uint32_t v = 0; v < nv; ++v) live += live_at_peak(v) ? 1 + returned_argument(v) : 0;
  r.live_at_peak.reserve(live + 1);
  for (std::uint32_t v = 0; v < nv; ++v) {
    if (!live_at_peak(v)) continue;
    const auto [f, l] = interval(v);
    const std::uint32_t named = !aliased || member[v] == none ? v : member[v];
    r.live_at_peak.push_back({static_cast<value_id>(named), std::nullopt, bytes{hot[v].bytes}, hot[named].role, f, l});
    if (returned_argument(v))  // its copy, the output's own allocation
      r.live_at_peak.push_back({static_cast<value_id>(v), std::nullopt, bytes{hot[v].bytes}, hot[v].role, 0, end});
  }
  if (r.peak_op && ws[index(*r.peak_op)] > 0)
    r.live_at_peak.push_back({std::nullopt, r.peak_op, bytes{ws[index(*r.peak_op)]}, role::temporary, p, p});
  std::stable_sort(r.live_at_peak.begin(), r.live_at_peak.end(),
                   [](const live_buffer& a, const live_buffer& b) { return a.size > b.size; });
  for (const auto& b : r.live_at_peak) r.by_role_at_peak[static_cast<std::size_t>(b.role)] += b.size;
  return r;
}

}  // namespace detail

/// Live intervals over `s`: a value produced at step p and last read at step q is live on
/// [p, q] (inputs and outputs of an op are live together while it runs); arguments are live from
/// step 0 to the last step; a value nothing reads is live at its producing step only. As XLA's
/// buffer assignment does, every program output that is not written into a donated argument
/// holds an allocation of its own from the first step to the last (an argument returned without
/// donation, a copy of it), and a temporary that dies before an output is produced may be placed
/// in that output's allocation (when at least its size and free of other temporaries then). So
/// the peak is memory_analysis's argument + output - alias + temp. In-place outputs and donated
/// outputs share their source's buffer, counted once. An op's workspace is live at its own step.
/// Peak = max over steps of the bytes live (XLA heap_simulator semantics without fragmentation).
/// @throws invalid_error when an in-place op overwrites a value that a later step still reads, or
///         writes into a program argument (donate it instead).
[[nodiscard]] inline liveness_result analyze_liveness(const dataflow_graph& g, const schedule& s) {
  if (s.size() != g.op_count())
    detail::raise<invalid_error>("analyze_liveness: the schedule has {} steps but the graph has {} ops; use a schedule "
                                 "of this graph",
                                 s.size(), g.op_count());
  if (s.size() == 0) return detail::analyze_liveness(detail::view_of(g), {});
  return detail::analyze_liveness(detail::view_of(g), s.order());
}

/// Device bytes live at `step` summed by role, from an analysis of `g` (values whose own live
/// interval covers the step; aliased values count once, by the value live there).
/// Example: at a training step's first backward op, the activation entry is the activation
/// memory the forward pass left behind.
[[nodiscard]] inline std::array<bytes, role_count> live_bytes_by_role(const dataflow_graph& g, const liveness_result& r,
                                                                      std::size_t step) {
  std::array<bytes, role_count> out{};
  const auto s = static_cast<std::int64_t>(step);
  const auto& hot = graph_access::hot(g);
  std::vector<char> seen_alias_root;
  for (std::size_t v = 0; v < g.value_count(); ++v) {
    if (hot[v].on_host || r.first_step[v] < 0 || r.first_step[v] > s || r.last_step[v] < s) continue;
    out[static_cast<std::size_t>(hot[v].role)] += bytes{hot[v].bytes};
  }
  // An in-place chain's members live at different steps, so at most one covers `step`; a donated
  // output and its argument share a buffer: drop the output's share.
  for (const auto& a : graph_access::aliases(g)) {
    const auto t = a.target, src = a.source;
    if (r.first_step[t] >= 0 && r.first_step[t] <= s && r.last_step[t] >= s && r.first_step[src] >= 0 &&
        r.first_step[src] <= s && r.last_step[src] >= s && !hot[t].on_host)
      out[static_cast<std::size_t>(hot[t].role)] -= bytes{hot[t].bytes};
  }
  return out;
}

}  // namespace shardmem
