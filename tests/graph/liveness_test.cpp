// Tests for graph/liveness.hpp: XLA heap-simulator vectors, memory_analysis categories, donation,
// in-place reuse, sharded and padded bytes, host memory per process.
#include <doctest/doctest.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/liveness.hpp>

#include <random>
#include <string>

using namespace shardmem;

// The analysis as it was before it was split along XLA's lines (graph/liveness.hpp at commit
// 6bac994: one function over the graph's arrays, and live_bytes_by_role's own alias rule), kept as
// the reference the split must reproduce on random graphs. Only the view over the graph changed,
// and the live set at the peak, which the analysis then made itself, is returned beside it.
namespace shardmem::legacy {

std::pair<liveness_result, live_set> analyze(const dataflow_graph& graph, std::span<const op_id> order) {
  struct view {
    const dataflow_graph& g;
    std::span<const detail::graph_access::value_hot> hot;
    std::size_t op_count;
    std::span<const detail::graph_access::alias_info> aliases;
    const mesh* devices;
    std::string value_name(std::uint32_t v) const { return g.tensor(static_cast<value_id>(v)).name; }
    std::string op_name(std::uint32_t o) const { return std::string(g.op_name(static_cast<op_id>(o))); }
  } g{graph, detail::graph_access::hot(graph), graph.op_count(), detail::graph_access::aliases(graph), &graph.mesh()};
  const auto* hot = g.hot.data();
  const auto* in_off = detail::graph_access::in_offsets(graph).data();
  const auto* out_off = detail::graph_access::out_offsets(graph).data();
  const auto* inputs = detail::graph_access::inputs(graph).data();
  const auto* outputs = detail::graph_access::outputs(graph).data();
  const auto* ws = detail::graph_access::workspaces(graph).data();
  const auto& aliases = g.aliases;
  constexpr auto none = dataflow_graph::none;
  const auto nv = static_cast<std::uint32_t>(g.hot.size());
  const std::size_t n = order.empty() ? g.op_count : order.size();
  auto op_at = [&](std::size_t i) { return order.empty() ? static_cast<std::uint32_t>(i) : index(order[i]); };
  const std::size_t steps = std::max<std::size_t>(n, 1);
  const auto end = static_cast<std::int32_t>(steps - 1);

  liveness_result r;
  live_set at_peak;
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
    const auto step = static_cast<std::int32_t>(i);
    for (std::uint32_t k = in_off[o]; k < in_off[o + 1]; ++k) {
      std::int32_t& l = last[inputs[k]];
      l = l > step ? l : step;
    }
    for (std::uint32_t k = out_off[o]; k < out_off[o + 1]; ++k) first[outputs[k]] = last[outputs[k]] = step;
    if (ws[o] != 0) dev[i] += ws[o], dev[i + 1] -= ws[o];
  }

  // An elementwise op's output takes the buffer of an input of its shard shape that dies there
  // (XLA's CanShareOperandBufferWithUser), neither buffer holding an argument or an output: the
  // values of the input's buffer live there end a step earlier. Read off the graph itself (kinds,
  // tensors, shardings), not its share pairs; buffers as sets of values, found by a search. Run
  // after the in-place checks, which read the steps before it.
  auto take_over = [&] {
    std::vector<std::vector<std::uint32_t>> buffer_of(nv);  // by value: the values of its buffer
    for (std::uint32_t v = 0; v < nv; ++v) buffer_of[v] = {v};
    for (bool grew = true; grew;) {
      grew = false;
      for (const auto& a : aliases) {
        if (a.kind == detail::graph_access::share || buffer_of[a.source] == buffer_of[a.target]) continue;
        std::vector<std::uint32_t> both = buffer_of[a.source];
        both.insert(both.end(), buffer_of[a.target].begin(), buffer_of[a.target].end());
        std::sort(both.begin(), both.end());
        for (const std::uint32_t m : both) buffer_of[m] = both;
        grew = true;
      }
    }
    auto pinned = [&](std::uint32_t v) {
      return std::any_of(buffer_of[v].begin(), buffer_of[v].end(),
                         [&](std::uint32_t m) { return hot[m].producer == none || hot[m].is_output; });
    };
    auto dies_at = [&](std::uint32_t v) {
      std::int32_t l = -1;
      for (const std::uint32_t m : buffer_of[v]) l = std::max(l, last[m]);
      return l;
    };
    std::vector<std::vector<std::uint32_t>> given, taken;
    std::vector<std::pair<std::vector<std::uint32_t>, std::int32_t>> cuts;
    for (std::size_t i = 0; i < n; ++i) {
      const auto o = static_cast<op_id>(op_at(i));
      if (!op_kinds::elementwise(graph.op_kind(o))) continue;
      const auto pairs = graph.op_in_place(o), views = graph.op_views(o);
      auto paired = [&](value_id v) {
        for (const auto& list : {pairs, views})
          for (const auto& [in, out] : list)
            if (in == v || out == v) return true;
        return false;
      };
      for (const value_id y : graph.outputs(o)) {
        const auto& ys = buffer_of[index(y)];
        if (paired(y) || pinned(index(y)) || std::find(taken.begin(), taken.end(), ys) != taken.end()) continue;
        for (const value_id x : graph.inputs(o)) {
          const auto& xs = buffer_of[index(x)];
          if (paired(x) || xs == ys || pinned(index(x)) || std::find(given.begin(), given.end(), xs) != given.end() ||
              dies_at(index(x)) != static_cast<std::int32_t>(i) || graph.tensor(x).dtype != graph.tensor(y).dtype ||
              graph.sharding(x).memory_kind() != graph.sharding(y).memory_kind() ||
              graph.sharding(x).shard_shape(graph.tensor(x), shard_mode::padded) !=
                  graph.sharding(y).shard_shape(graph.tensor(y), shard_mode::padded))
            continue;
          given.push_back(xs), taken.push_back(ys);
          cuts.emplace_back(xs, static_cast<std::int32_t>(i));
          break;
        }
      }
    }
    for (const auto& [members, t] : cuts)
      for (const std::uint32_t m : members)
        if (last[m] == t) last[m] = t - 1;
  };

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
  const bool shares_buffers = std::any_of(aliases.begin(), aliases.end(),
                                          [](const auto& a) { return a.kind != detail::graph_access::share; });
  if (shares_buffers) {
    for (std::uint32_t v = 0; v < nv; ++v)
      if (hot[v].is_output && first[v] >= 0) last[v] = end;
    std::vector<std::int64_t> step_of(g.op_count, -1);
    for (std::size_t i = 0; i < n; ++i) step_of[op_at(i)] = static_cast<std::int64_t>(i);
    parent.resize(nv);
    for (std::uint32_t v = 0; v < nv; ++v) parent[v] = v;
    for (const auto& a : aliases) {
      if (a.kind == detail::graph_access::share) continue;
      if (a.kind == detail::graph_access::view) {
        // a view shares its source's buffer and overwrites nothing
      } else if (a.op != none) {  // in place: the source must die at this op
        const auto& src = hot[a.source];
        if (src.producer == none)
          shardmem::detail::raise<invalid_error>(
              "op '{}' writes '{}' in place of program argument '{}'; donate the argument to the output instead",
              g.op_name(a.op), g.value_name(a.target), g.value_name(a.source));
        if (last[a.source] > step_of[a.op] || src.is_output) {
          const std::string src_name = g.value_name(a.source);
          shardmem::detail::raise<invalid_error>(
              "op '{}' (step {}) writes '{}' in place of '{}', but '{}' is still needed until step {}; drop the in-place "
              "pair or schedule the last reader first",
              g.op_name(a.op), step_of[a.op], g.value_name(a.target), src_name, src_name,
              src.is_output ? end : last[a.source]);
        }
      }
      parent[root(a.target)] = root(a.source);
    }
    take_over();
    slot.assign(nv, none);
    std::uint32_t slots = 0;
    for (const auto& a : aliases)
      if (std::uint32_t& s = slot[root(a.source)]; s == none && a.kind != detail::graph_access::share) s = slots++;
    buf_first.assign(slots, -1);
    buf_last.assign(slots, -1);
    output_buffer.assign(slots, 0);
    for (std::uint32_t v = 0; v < nv; ++v) {
      if (first[v] < 0) continue;
      const std::uint32_t b = slot[root(v)];
      if (b == none) continue;
      buf_first[b] = buf_first[b] < 0 ? first[v] : std::min<std::int64_t>(buf_first[b], first[v]);
      buf_last[b] = std::max<std::int64_t>(buf_last[b], last[v]);
      if (hot[v].is_output) output_buffer[b] = 1;
    }
  }
  if (!shares_buffers) take_over();
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
    const std::int64_t latest =
        std::max_element(allocations.begin(), allocations.end(), [](const auto& a, const auto& b) {
          return a.produced < b.produced;
        })->produced;
    for (const std::uint32_t v : temps) {
      const auto& h = hot[v];
      const std::pair<std::int64_t, std::int64_t> steps = member_steps(
          v);  // not a binding: clang 14 cannot capture one
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
    if (a.op == none && a.kind != detail::graph_access::view)
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
  at_peak.buffers.reserve(live + 1);
  for (std::uint32_t v = 0; v < nv; ++v) {
    if (!live_at_peak(v)) continue;
    const auto [f, l] = interval(v);
    const std::uint32_t named = !aliased || member[v] == none ? v : member[v];
    at_peak.buffers.push_back({static_cast<value_id>(named), std::nullopt, bytes{hot[v].bytes}, hot[named].role, f, l});
    if (returned_argument(v))  // its copy, the output's own allocation
      at_peak.buffers.push_back({static_cast<value_id>(v), std::nullopt, bytes{hot[v].bytes}, hot[v].role, 0, end});
  }
  if (r.peak_op && ws[index(*r.peak_op)] > 0)
    at_peak.buffers.push_back({std::nullopt, r.peak_op, bytes{ws[index(*r.peak_op)]}, role::temporary, p, p});
  std::stable_sort(at_peak.buffers.begin(), at_peak.buffers.end(),
                   [](const live_buffer& a, const live_buffer& b) { return a.size > b.size; });
  for (const auto& b : at_peak.buffers) at_peak.by_role[static_cast<std::size_t>(b.role)] += b.size;
  return {std::move(r), std::move(at_peak)};
}

std::array<bytes, role_count> live_bytes_by_role(const dataflow_graph& g, const liveness_result& r, std::size_t step) {
  std::array<bytes, role_count> out{};
  const auto s = static_cast<std::int64_t>(step);
  const auto& hot = detail::graph_access::hot(g);
  std::vector<char> seen_alias_root;
  for (std::size_t v = 0; v < g.value_count(); ++v) {
    if (hot[v].on_host || r.first_step[v] < 0 || r.first_step[v] > s || r.last_step[v] < s) continue;
    out[static_cast<std::size_t>(hot[v].role)] += bytes{hot[v].bytes};
  }
  // An in-place chain's members live at different steps, so at most one covers `step`; a donated
  // output and its argument share a buffer: drop the output's share.
  for (const auto& a : detail::graph_access::aliases(g)) {
    const auto t = a.target, src = a.source;
    if (r.first_step[t] >= 0 && r.first_step[t] <= s && r.last_step[t] >= s && r.first_step[src] >= 0 &&
        r.first_step[src] <= s && r.last_step[src] >= s && !hot[t].on_host)
      out[static_cast<std::size_t>(hot[t].role)] -= bytes{hot[t].bytes};
  }
  return out;
}

}  // namespace shardmem::legacy

namespace {
value_id buffer(dataflow_graph& g, const char* name, std::int64_t size, role r = role::temporary) {
  return g.add_value({.tensor = {name, {size}, dtype::u8}, .role = r});
}
}  // namespace

TEST_CASE("XLA heap simulator: alloc a10 b20 c30 d30 then free all peaks at 90") {
  // REFERENCE section 2, xla/service/heap_simulator/heap_simulator_test.cc.
  dataflow_graph g(mesh{{"d", 1}});
  const auto a = buffer(g, "a", 10), b = buffer(g, "b", 20), c = buffer(g, "c", 30), d = buffer(g, "d", 30);
  g.add_op({.name = "alloc_a", .outputs = {a}});
  g.add_op({.name = "alloc_b", .outputs = {b}});
  g.add_op({.name = "alloc_c", .outputs = {c}});
  g.add_op({.name = "alloc_d", .outputs = {d}});
  g.add_op({.name = "free_all", .inputs = {a, b, c, d}});
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.peak == 90_B);
  CHECK(r.device_timeline == std::vector<std::int64_t>{10, 30, 60, 90, 90});
  CHECK(r.peak_step == 3);
  CHECK(g.op_name(*r.peak_op) == "alloc_d");
  const live_set live = live_at_peak(r);
  REQUIRE(live.buffers.size() == 4);
  CHECK(g.tensor(*live.buffers[0].value).name == "c");  // largest first, ties in value order
  CHECK(g.tensor(*live.buffers[1].value).name == "d");
  CHECK(live.buffers[3].size == 10_B);
  CHECK(r.device.temp == 90_B);
}

TEST_CASE("XLA heap simulator: a10, b20 freed, c30 freed, d5 freed, free a peaks at 40") {
  // REFERENCE section 2, heap_simulator_test.cc: alloc a10, alloc b20, free b, alloc c30, free c,
  // alloc d5, free d, free a -> peak 40. A buffer is freed by its last reader.
  dataflow_graph g(mesh{{"d", 1}});
  const auto a = buffer(g, "a", 10), b = buffer(g, "b", 20), c = buffer(g, "c", 30), d = buffer(g, "d", 5);
  g.add_op({.name = "alloc_a", .outputs = {a}});
  g.add_op({.name = "alloc_b", .outputs = {b}});
  g.add_op({.name = "free_b", .inputs = {b}});
  g.add_op({.name = "alloc_c", .outputs = {c}});
  g.add_op({.name = "free_c", .inputs = {c}});
  g.add_op({.name = "alloc_d", .outputs = {d}});
  g.add_op({.name = "free_d", .inputs = {d}});
  g.add_op({.name = "free_a", .inputs = {a}});
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.peak == 40_B);
  CHECK(r.device_timeline == std::vector<std::int64_t>{10, 30, 30, 40, 40, 15, 15, 10});
  CHECK(g.op_name(*r.peak_op) == "alloc_c");
}

TEST_CASE("the schedule decides the peak") {
  // Two independent producer/consumer pairs: interleaving them holds both at once.
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = buffer(g, "x", 100), y = buffer(g, "y", 100);
  const auto px = g.add_op({.name = "px", .outputs = {x}});
  const auto cx = g.add_op({.name = "cx", .inputs = {x}});
  const auto py = g.add_op({.name = "py", .outputs = {y}});
  const auto cy = g.add_op({.name = "cy", .inputs = {y}});
  CHECK(analyze_liveness(g, g.make_schedule({px, cx, py, cy})).peak == 100_B);
  CHECK(analyze_liveness(g, g.make_schedule({px, py, cx, cy})).peak == 200_B);
}

TEST_CASE("memory_analysis splits argument, output, alias and temp with total = arg + out + temp - alias") {
  // f(params, x) -> (new_params, loss), params donated: JAX reports the alias.
  dataflow_graph g(mesh{{"d", 1}});
  const auto p = buffer(g, "params", 1000, role::parameter);
  const auto x = buffer(g, "x", 100, role::input);
  const auto h = buffer(g, "h", 400, role::activation);
  const auto gr = buffer(g, "grad", 1000, role::parameter_gradient);
  const auto np = buffer(g, "new_params", 1000, role::parameter);
  const auto loss = buffer(g, "loss", 4, role::output);
  g.add_op({.name = "fwd", .inputs = {p, x}, .outputs = {h}});
  g.add_op({.name = "loss", .inputs = {h}, .outputs = {loss}});
  g.add_op({.name = "bwd", .inputs = {h, p}, .outputs = {gr}, .workspace = 50_B});
  g.add_op({.name = "update", .inputs = {p, gr}, .outputs = {np}});
  g.mark_output(loss);
  g.donate(p, np);
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.device.argument == 1100_B);
  CHECK(r.device.output == 1004_B);
  CHECK(r.device.alias == 1000_B);
  CHECK(r.device.temp == 1450_B);  // h + grad + workspace while bwd runs
  CHECK(r.device.total() == 1100_B + 1004_B + 1450_B - 1000_B);
  // new_params lives in the params buffer: counted once.
  CHECK(r.device_timeline == std::vector<std::int64_t>{1504, 1504, 2554, 2104});  // the loss's allocation from step 0
  CHECK(r.peak == 2554_B);
  CHECK(g.op_name(*r.peak_op) == "bwd");
  const live_set live = live_at_peak(r);
  CHECK(live.by_role[static_cast<std::size_t>(role::parameter)] == 1000_B);
  CHECK(live.by_role[static_cast<std::size_t>(role::parameter_gradient)] == 1000_B);
  CHECK(live.by_role[static_cast<std::size_t>(role::activation)] == 400_B);
  CHECK(live.by_role[static_cast<std::size_t>(role::temporary)] == 50_B);  // bwd's workspace
  CHECK(live.by_role[static_cast<std::size_t>(role::input)] == 100_B);
  const auto ws = std::find_if(live.buffers.begin(), live.buffers.end(),
                               [](const live_buffer& b) { return b.workspace_of.has_value(); });
  REQUIRE(ws != live.buffers.end());
  CHECK(ws->size == 50_B);
}

TEST_CASE("without donation the updated parameters need their own buffer") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto p = buffer(g, "params", 1000, role::parameter);
  const auto gr = buffer(g, "grad", 1000, role::parameter_gradient);
  const auto np = buffer(g, "new_params", 1000, role::parameter);
  g.add_op({.name = "bwd", .inputs = {p}, .outputs = {gr}});
  g.add_op({.name = "update", .inputs = {p, gr}, .outputs = {np}});
  g.mark_output(np);
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.peak == 3000_B);
  CHECK(r.device.alias == 0_B);
  CHECK(r.device.temp == 1000_B);  // grad
  CHECK(r.device.total() == 3000_B);
}

TEST_CASE(
    "outputs reuse memory XLA never lets them reuse: a live-out buffer holds its allocation from the first step") {
  // XLA buffer_assignment_test.cc, ReuseOutputBufferIfExactlySized (openxla/xla snapshot
  // 0ff5bc0f, 2024-01-02): param0 f32[100]; negate f32[100]; slice f32[10] of it; ROOT broadcast
  // f32[10,10]. The output's allocation (400 B) exists for the whole program; negate (400 B,
  // steps 1..2) dies before the output is produced (step 3) and is placed in it; slice (40 B,
  // steps 2..3) meets the output at step 3 and is temp: argument 400, output 400, temp 40, not
  // the 440 a liveness peak of the intermediates alone gives.
  dataflow_graph g(mesh{{"d", 1}});
  const auto p0 = g.add_value({.tensor = {"param0", {100}, dtype::f32}, .role = role::input});
  const auto neg = g.add_value({.tensor = {"negate", {100}, dtype::f32}, .role = role::temporary});
  const auto sl = g.add_value({.tensor = {"slice", {10}, dtype::f32}, .role = role::temporary});
  const auto out = g.add_value({.tensor = {"broadcast", {10, 10}, dtype::f32}, .role = role::output});
  g.add_op({.name = "param", .inputs = {p0}});
  g.add_op({.name = "negate", .inputs = {p0}, .outputs = {neg}});
  g.add_op({.name = "slice", .inputs = {neg}, .outputs = {sl}});
  g.add_op({.name = "broadcast", .inputs = {sl}, .outputs = {out}});
  g.mark_output(out);
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.device.argument == 400_B);
  CHECK(r.device.output == 400_B);
  CHECK(r.device.alias == 0_B);
  CHECK(r.device.temp == 40_B);
  // The output allocation is held from step 0; negate lives inside it.
  CHECK(r.device_timeline == std::vector<std::int64_t>{800, 800, 840, 840});
  CHECK(r.peak == r.device.total());
}

TEST_CASE("outputs reuse memory XLA never lets them reuse: a larger temporary or one alive at the output stays temp") {
  // An output of 100 B: a 400 B temporary does not fit in its allocation, and a 50 B temporary
  // read by the output's producer meets the output at that step; both are temp.
  dataflow_graph g(mesh{{"d", 1}});
  const auto big = buffer(g, "big", 400), small = buffer(g, "small", 50), out = buffer(g, "out", 100, role::output);
  g.add_op({.name = "make_big", .outputs = {big}});
  g.add_op({.name = "make_small", .inputs = {big}, .outputs = {small}});
  g.add_op({.name = "make_out", .inputs = {small}, .outputs = {out}});
  g.mark_output(out);
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.device.output == 100_B);
  CHECK(r.device.temp == 450_B);
  CHECK(r.peak == 550_B);
  CHECK(r.peak == r.device.total());
  // A non-donated output never starts where freed memory was: the allocation is there from step 0.
  CHECK(r.device_timeline.front() == 500);
}

TEST_CASE("an argument returned without donation is copied into an output allocation") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto p = buffer(g, "p", 1000, role::parameter);
  const auto y = buffer(g, "y", 10);
  g.add_op({.name = "read", .inputs = {p}, .outputs = {y}});
  g.mark_output(p);
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.device.argument == 1000_B);
  CHECK(r.device.output == 1000_B);
  CHECK(r.peak == 2010_B);
  CHECK(r.peak == r.device.total());
  // The copy is listed at the peak beside the argument (found by fuzz_structured: the list fell
  // short of the peak by the copy).
  bytes listed{0};
  const live_set live = live_at_peak(r);
  for (const live_buffer& b : live.buffers) listed += b.size;
  CHECK(listed == r.peak);
  CHECK(live.buffers.size() == 3);
  CHECK(r.role_peak[static_cast<std::size_t>(role::parameter)] == 2000_B);
}

TEST_CASE("in-place ops reuse their input's buffer") {
  auto build = [](bool in_place) {
    dataflow_graph g(mesh{{"d", 1}});
    const auto x = buffer(g, "x", 10, role::input);
    const auto a = buffer(g, "a", 100, role::activation);
    const auto b = buffer(g, "b", 100, role::activation);
    const auto c = buffer(g, "c", 10, role::activation);
    g.add_op({.name = "mm", .inputs = {x}, .outputs = {a}});
    if (in_place) g.add_op({.name = "relu", .inputs = {a}, .outputs = {b}, .in_place = {{a, b}}});
    else g.add_op({.name = "relu", .inputs = {a}, .outputs = {b}});
    g.add_op({.name = "sum", .inputs = {b}, .outputs = {c}});
    return analyze_liveness(g, g.topological_order());
  };
  CHECK(build(false).peak == 210_B);
  CHECK(build(true).peak == 120_B);
  CHECK(build(true).device_timeline == std::vector<std::int64_t>{110, 110, 120});
}

TEST_CASE("an in-place write over a value read later is rejected") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = buffer(g, "x", 10, role::input);
  const auto a = buffer(g, "a", 100, role::activation);
  const auto b = buffer(g, "b", 100, role::activation);
  g.add_op({.name = "mm", .inputs = {x}, .outputs = {a}});
  g.add_op({.name = "relu", .inputs = {a}, .outputs = {b}, .in_place = {{a, b}}});
  g.add_op({.name = "residual", .inputs = {a, b}});
  CHECK_THROWS_WITH_AS((void)analyze_liveness(g, g.topological_order()),
                       "op 'relu' (step 1) writes 'b' in place of 'a', but 'a' is still needed until step 2; drop the "
                       "in-place pair or schedule the last reader first",
                       invalid_error);
  dataflow_graph h(mesh{{"d", 1}});
  const auto p = buffer(h, "p", 10, role::parameter);
  const auto q = buffer(h, "q", 10, role::parameter);
  h.add_op({.name = "sgd", .inputs = {p}, .outputs = {q}, .in_place = {{p, q}}});
  CHECK_THROWS_WITH_AS(
      (void)analyze_liveness(h, h.topological_order()),
      "op 'sgd' writes 'q' in place of program argument 'p'; donate the argument to the output instead", invalid_error);
  CHECK_THROWS_AS(h.add_op({.name = "bigger",
                            .inputs = {p},
                            .outputs = {buffer(h, "r", 11)},
                            .in_place = {{p, static_cast<value_id>(2)}}}),
                  invalid_error);
}

TEST_CASE("sharded values are counted per device, padded where indivisible") {
  dataflow_graph g(mesh{{"data", 4}, {"model", 2}});
  const auto x = g.add_value({.tensor = {"x", {32, 4096}, dtype::bf16}, .spec = {"data"}, .role = role::input});
  const auto w = g.add_value(
      {.tensor = {"w", {4096, 1000}, dtype::bf16}, .spec = {replicated, "model"}, .role = role::parameter});
  const auto y = g.add_value({.tensor = {"y", {32, 1000}, dtype::bf16}, .spec = {"data", "model"}});
  // 1000 columns over model=2 divide; 1001 would pad to 501.
  const auto w2 = g.add_value({.tensor = {"w2", {1001, 3}, dtype::f32}, .spec = {"model"}, .role = role::parameter});
  g.add_op({.name = "mm", .inputs = {x, w, w2}, .outputs = {y}});
  g.mark_output(y);
  const auto r = analyze_liveness(g, g.topological_order());
  const std::int64_t x_b = 8 * 4096 * 2, w_b = 4096 * 500 * 2, y_b = 8 * 500 * 2, w2_b = 501 * 3 * 4;
  CHECK(r.peak == bytes{x_b + w_b + y_b + w2_b});
  CHECK(r.device.argument == bytes{x_b + w_b + w2_b});
  CHECK(r.device.output == bytes{y_b});
}

TEST_CASE("pinned_host values are host memory, summed per process") {
  const mesh m = mesh{{"data", 8}}.with_devices_per_process(4);
  dataflow_graph g(m);
  const auto act = g.add_value(
      {.tensor = {"act", {8, 1024, 1024}, dtype::bf16}, .spec = {"data"}, .role = role::activation});
  const auto x = g.add_value({.tensor = {"x", {8}, dtype::f32}, .spec = {"data"}, .role = role::input});
  g.add_op({.name = "fwd", .inputs = {x}, .outputs = {act}});
  const auto off = copy_to_host(g, act);
  const auto back = copy_to_device(g, off);
  g.add_op({.name = "bwd", .inputs = {back}});
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(g.per_device_bytes(off) == 2_MiB);
  CHECK(r.host_peak == 2_MiB);
  CHECK(r.host_peak_per_process == std::vector<bytes>{8_MiB, 8_MiB});
  CHECK(r.host_timeline == std::vector<std::int64_t>{0, 2 << 20, 2 << 20, 0});
  // The device copy is freed once offloaded, so device memory peaks at 2 MiB + x, not 4 MiB.
  CHECK(r.device_timeline == std::vector<std::int64_t>{(2 << 20) + 4, (2 << 20) + 4, (2 << 20) + 4, (2 << 20) + 4});
  CHECK(r.host.temp == 2_MiB);
  CHECK(g.op_traffic(*g.producer(off)) == 2_MiB);
}

TEST_CASE("an empty graph holds its arguments") {
  dataflow_graph g(mesh{{"d", 1}});
  buffer(g, "p", 64, role::parameter);
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.peak == 64_B);
  CHECK_FALSE(r.peak_op.has_value());
  CHECK(r.device_timeline == std::vector<std::int64_t>{64});
}

// Checked arithmetic: liveness summed per-device bytes with plain int64 additions, which wrap
// (undefined behaviour) on a graph of exabyte values.
TEST_CASE("audit: exabyte values sum exactly in liveness, or give an overflow_error naming the quantity") {
  const std::int64_t e = std::int64_t{1} << 60;  // 1 EiB per device
  auto graph_of = [&](int arguments) {
    dataflow_graph g(mesh{{"d", 1}});
    std::vector<value_id> args;
    for (int i = 0; i < arguments; ++i)
      args.push_back(g.add_value({.tensor = {fmt::format("w{}", i), {e}, dtype::u8}, .role = role::parameter}));
    const auto y = g.add_value({.tensor = {"y", {}, dtype::f32}});
    g.add_op({.name = "sum", .inputs = args, .outputs = {y}});
    g.mark_output(y);
    return g;
  };
  const dataflow_graph seven = graph_of(7);
  const auto r = analyze_liveness(seven, seven.topological_order());
  CHECK(r.peak == bytes{7 * e + 4});
  CHECK(r.device.argument == bytes{7 * e});
  const dataflow_graph eight = graph_of(8);
  CHECK_THROWS_WITH_AS((void)analyze_liveness(eight, eight.topological_order()),
                       "overflow computing live device bytes: 8070450532247928832 + 1152921504606846976 exceeds the "
                       "64-bit range",
                       overflow_error);
}

TEST_CASE("audit: host bytes per process on a mesh of 10^6 devices") {
  dataflow_graph g(parse_mesh("dp=1000,tp=1000").with_devices_per_process(8));
  const auto h = g.add_value({.tensor = {"opt", {1000, 1000}, dtype::f32},
                              .spec = {"dp", "tp"},
                              .role = role::optimizer_state,
                              .memory_kind = memory_kind::pinned_host});
  const auto y = g.add_value({.tensor = {"y", {}, dtype::f32}});
  g.add_op({.name = "read", .inputs = {h}, .outputs = {y}});
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.host_peak == 4_B);
  REQUIRE(r.host_peak_per_process.size() == 125'000);
  CHECK(r.host_peak_per_process.back() == 32_B);
}

TEST_CASE("each role's own peak is found wherever it falls, not only at the total's peak") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = buffer(g, "x", 10, role::input), a = buffer(g, "a", 100, role::activation);
  const auto b = buffer(g, "b", 200), g1 = buffer(g, "g1", 40, role::parameter_gradient),
             g2 = buffer(g, "g2", 60, role::parameter_gradient);
  g.add_op({.name = "op1", .inputs = {x}, .outputs = {a}, .workspace = 5_B});
  g.add_op({.name = "op2", .inputs = {a}, .outputs = {b}});
  g.add_op({.name = "op3", .inputs = {b}, .outputs = {g1}});
  g.add_op({.name = "op4", .inputs = {g1}, .outputs = {g2}});
  g.mark_output(g2);
  const auto r = analyze_liveness(g, g.topological_order());
  // g2, an output, holds its allocation from step 0.
  CHECK(r.device_timeline == std::vector<std::int64_t>{175, 370, 310, 110});
  CHECK(r.peak_step == 1);
  CHECK(live_at_peak(r).by_role[static_cast<std::size_t>(role::parameter_gradient)] == 60_B);
  CHECK(r.role_peak[static_cast<std::size_t>(role::parameter_gradient)] == 100_B);  // g1 and g2 at op4
  CHECK(r.role_peak[static_cast<std::size_t>(role::activation)] == 100_B);
  CHECK(r.role_peak[static_cast<std::size_t>(role::temporary)] == 200_B);  // b; op1's 5 B workspace is earlier
  CHECK(r.role_peak[static_cast<std::size_t>(role::input)] == 10_B);
  CHECK(r.role_peak[static_cast<std::size_t>(role::parameter)] == 0_B);
}

TEST_CASE("an output nothing produces and no argument role holds is never allocated") {
  // Found by fuzz_structured: the output allocation was held from step 0 for a value that is
  // never live (no producer, not an argument role), so the listed buffers passed the peak.
  dataflow_graph g(mesh{{"d", 1}});
  const auto ghost = buffer(g, "ghost", 1000, role::output);
  g.mark_output(ghost);
  const auto r = analyze_liveness(g, g.topological_order());
  CHECK(r.peak == 0_B);
  CHECK(live_at_peak(r).buffers.empty());
  CHECK(r.first_step[index(ghost)] == -1);
}

// ---- the split against the analysis it replaced, on random graphs ----

namespace {

// A random graph over `rng`: arguments (some in pinned_host, some returned, some donated), ops
// reading earlier values and writing new ones (some in place of a dying input, some views), with
// workspaces, and outputs of many sizes (so temporaries land in several output allocations).
dataflow_graph random_graph(std::mt19937_64& rng) {
  auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  auto chance = [&](int percent) { return std::uniform_int_distribution<int>(0, 99)(rng) < percent; };
  auto size = [&] { return chance(5) ? std::int64_t{0} : std::uniform_int_distribution<std::int64_t>(1, 40)(rng) * 8; };
  dataflow_graph g(mesh{{"data", 4}}.with_devices_per_process(2));
  std::vector<value_id> readable, arguments;
  std::vector<char> consumed, viewed;  // by value: written over in place (no later reads); viewed once
  auto add = [&](role r, std::int64_t bytes, memory_kind m) {
    const auto v = g.add_value(
        {.tensor = {fmt::format("v{}", g.value_count()), {bytes}, dtype::u8}, .role = r, .memory_kind = m});
    consumed.push_back(0), viewed.push_back(0);
    return v;
  };
  const role argument_roles[] = {role::parameter, role::input, role::optimizer_state};
  const role made_roles[] = {role::activation,          role::temporary,  role::parameter_gradient,
                             role::activation_gradient, role::collective, role::output};
  for (std::size_t i = 0, n = 1 + pick(4); i < n; ++i) {
    const auto v = add(argument_roles[pick(3)], size(), chance(20) ? memory_kind::pinned_host : memory_kind::device);
    readable.push_back(v), arguments.push_back(v);
  }
  if (chance(10)) add(role::output, 16, memory_kind::device);  // never made, never live
  const std::size_t ops = pick(30);
  for (std::size_t o = 0; o < ops; ++o) {
    op_desc d{.name = fmt::format("op{}", o)};
    for (std::size_t k = 0, n = pick(4); k < n && !readable.empty(); ++k) {
      const auto v = readable[pick(readable.size())];
      if (!consumed[index(v)] && std::find(d.inputs.begin(), d.inputs.end(), v) == d.inputs.end())
        d.inputs.push_back(v);
    }
    for (std::size_t k = 0, n = pick(3); k < n; ++k) {
      const bool host = chance(10);
      if (!d.inputs.empty() && chance(25)) {  // over an input in place, or a view of it
        const auto in = d.inputs[pick(d.inputs.size())];
        const bool in_host = g.sharding(in).memory_kind() == memory_kind::pinned_host;
        const bool taken = std::any_of(d.in_place.begin(), d.in_place.end(), [&](auto pr) { return pr.first == in; });
        if (chance(50) && g.producer(in) && !taken && !consumed[index(in)]) {
          const auto out = add(made_roles[pick(6)], std::min(size(), g.per_device_bytes(in).count()),
                               in_host ? memory_kind::pinned_host : memory_kind::device);
          d.outputs.push_back(out), d.in_place.emplace_back(in, out), consumed[index(in)] = 1;
          continue;
        }
        if (!viewed[index(in)]) {
          const auto out = add(made_roles[pick(6)], g.per_device_bytes(in).count(),
                               in_host ? memory_kind::pinned_host : memory_kind::device);
          d.outputs.push_back(out), d.views.emplace_back(in, out), viewed[index(in)] = 1;
          continue;
        }
      }
      if (!d.inputs.empty() && chance(30)) {  // the shape of an input: a candidate to take its buffer
        const auto in = d.inputs[pick(d.inputs.size())];
        d.outputs.push_back(add(made_roles[pick(6)], g.per_device_bytes(in).count(), g.sharding(in).memory_kind()));
        continue;
      }
      d.outputs.push_back(add(made_roles[pick(6)], size(), host ? memory_kind::pinned_host : memory_kind::device));
    }
    if (chance(30)) d.workspace = bytes{size()};
    if (chance(40)) d.kind = chance(50) ? "add" : "gelu.bwd";  // an output may take a dying input's buffer
    const auto made = d.outputs;
    g.add_op(std::move(d));
    readable.insert(readable.end(), made.begin(), made.end());
  }
  for (const value_id v : readable)
    if (g.producer(v) && !consumed[index(v)] && chance(20)) g.mark_output(v);
  for (const value_id a : arguments) {
    if (chance(15)) g.mark_output(a);
    if (chance(40)) {  // an update written into the argument's buffer
      const bool host = g.sharding(a).memory_kind() == memory_kind::pinned_host;
      const auto out = add(g.role(a), g.per_device_bytes(a).count(),
                           host ? memory_kind::pinned_host : memory_kind::device);
      g.add_op({.name = fmt::format("update{}", index(a)), .inputs = {a}, .outputs = {out}});
      g.donate(a, out);
    }
  }
  return g;
}

// A random order of g's ops in which every value is made before it is read.
schedule random_order(const dataflow_graph& g, std::mt19937_64& rng) {
  std::vector<op_id> order, ready;
  std::vector<std::size_t> waiting(g.op_count(), 0);
  std::vector<std::vector<op_id>> readers(g.op_count());
  for (std::size_t o = 0; o < g.op_count(); ++o)
    for (const value_id v : g.inputs(static_cast<op_id>(o)))
      if (const auto p = g.producer(v)) ++waiting[o], readers[index(*p)].push_back(static_cast<op_id>(o));
  for (std::size_t o = 0; o < g.op_count(); ++o)
    if (waiting[o] == 0) ready.push_back(static_cast<op_id>(o));
  while (!ready.empty()) {
    const std::size_t k = std::uniform_int_distribution<std::size_t>(0, ready.size() - 1)(rng);
    const op_id o = ready[k];
    ready.erase(ready.begin() + static_cast<std::ptrdiff_t>(k));
    order.push_back(o);
    for (const op_id r : readers[index(o)])
      if (--waiting[index(r)] == 0) ready.push_back(r);
  }
  return g.make_schedule(order);
}

// The analysis and the reference agree on everything, or both refuse with the same message.
void check_same(const dataflow_graph& g, const schedule& s) {
  std::optional<liveness_result> want, got;
  live_set want_at_peak;
  std::string want_error, got_error;
  try {
    std::tie(want, want_at_peak) = legacy::analyze(g, s.order());
  } catch (const std::exception& e) {
    want_error = e.what();
  }
  try {
    got = analyze_liveness(g, s);
  } catch (const std::exception& e) {
    got_error = e.what();
  }
  REQUIRE(got_error == want_error);
  if (!want) return;
  CHECK(got->device_timeline == want->device_timeline);
  CHECK(got->host_timeline == want->host_timeline);
  CHECK(got->peak == want->peak);
  CHECK(got->peak_step == want->peak_step);
  CHECK(got->peak_op == want->peak_op);
  CHECK(got->host_peak == want->host_peak);
  CHECK(got->host_peak_per_process == want->host_peak_per_process);
  CHECK(got->device == want->device);
  CHECK(got->host == want->host);
  CHECK(got->role_peak == want->role_peak);
  CHECK(got->first_step == want->first_step);
  CHECK(got->last_step == want->last_step);
  const live_set got_at_peak = live_at_peak(*got);
  CHECK(got_at_peak.by_role == want_at_peak.by_role);
  REQUIRE(got_at_peak.buffers.size() == want_at_peak.buffers.size());
  for (std::size_t i = 0; i < got_at_peak.buffers.size(); ++i) {
    CAPTURE(i);
    const live_buffer &x = got_at_peak.buffers[i], &y = want_at_peak.buffers[i];
    CHECK(x.value == y.value);
    CHECK(x.workspace_of == y.workspace_of);
    CHECK(x.size == y.size);
    CHECK(x.role == y.role);
    CHECK(x.first == y.first);
    CHECK(x.last == y.last);
  }
  // Without aliases the live set at the peak is read off the values' steps (live_at_unshared):
  // the same list as live_at over the buffers.
  CHECK(got->unshared_live_out.has_value() ==
        (detail::graph_access::aliases(g).size() == detail::graph_access::shares(g)));
  const std::vector<live_buffer> scanned = live_at(got->ranges, static_cast<std::int64_t>(got->peak_step));
  REQUIRE(scanned.size() == got_at_peak.buffers.size());
  for (std::size_t i = 0; i < scanned.size(); ++i) {
    CAPTURE(i);
    CHECK(scanned[i].value == got_at_peak.buffers[i].value);
    CHECK(scanned[i].workspace_of == got_at_peak.buffers[i].workspace_of);
    CHECK(scanned[i].size == got_at_peak.buffers[i].size);
    CHECK(scanned[i].first == got_at_peak.buffers[i].first);
  }
  // live_bytes_by_role: the rule it replaced counted a buffer twice when two of its values were
  // live without one being the other's direct source (views of one value, views through a dead
  // value); the reference here counts each buffer once, by its value live there made first,
  // which is the old rule's answer where that rule was right.
  std::vector<std::uint32_t> root(g.value_count());
  for (std::uint32_t v = 0; v < root.size(); ++v) root[v] = v;
  auto find = [&](std::uint32_t v) {
    while (root[v] != v) v = root[v];
    return v;
  };
  for (const auto& a : detail::graph_access::aliases(g))
    if (a.kind != detail::graph_access::share) root[find(a.target)] = find(a.source);
  for (std::size_t step = 0; step < got->device_timeline.size(); ++step) {
    CAPTURE(step);
    const auto s64 = static_cast<std::int64_t>(step);
    std::vector<std::int64_t> named(g.value_count(), -1);  // by root: the value that names it
    for (std::uint32_t v = 0; v < root.size(); ++v) {
      const std::int64_t f = want->first_step[v], l = want->last_step[v];
      if (f < 0 || f > s64 || l < s64 || g.sharding(static_cast<value_id>(v)).memory_kind() != memory_kind::device)
        continue;
      std::int64_t& n = named[find(v)];
      if (n < 0 || want->first_step[static_cast<std::size_t>(n)] > f) n = v;
    }
    std::array<bytes, role_count> expected{};
    for (const std::int64_t n : named)
      if (n >= 0) {
        const auto v = static_cast<value_id>(n);
        expected[static_cast<std::size_t>(g.role(v))] += g.per_device_bytes(v);
      }
    CHECK(live_bytes_by_role(g, *got, step) == expected);
  }
  // The result's ranges reduce to the same numbers on their own, and placing again changes nothing.
  buffer_ranges again = got->ranges;
  place_in_outputs(again);
  for (std::size_t i = 0; i < again.buffers.size(); ++i)
    CHECK(bool(again.buffers[i].in_output) == bool(got->ranges.buffers[i].in_output));
  const memory_profiles p = profile_memory(got->ranges);
  CHECK(p.device.timeline == want->device_timeline);
  CHECK(p.host.timeline == want->host_timeline);
  CHECK(role_peaks(got->ranges) == want->role_peak);
}

}  // namespace

TEST_CASE("the split gives the answers of the analysis it replaced, on random graphs in random orders") {
  std::mt19937_64 rng(20261124);
  for (int i = 0; i < 400; ++i) {
    CAPTURE(i);
    const dataflow_graph g = random_graph(rng);
    check_same(g, g.topological_order());
    check_same(g, random_order(g, rng));
  }
}

namespace {

// liveness_bench's workload, small: a chain of `ops` ops, each reading the previous value and
// maybe a parameter, a recent value or a distant one; the last value an output, and every
// `output_every`-th value made too (0: none), as a training step returns its updated weights.
dataflow_graph chain_graph(int ops, int output_every) {
  std::mt19937_64 rng(7);
  dataflow_graph g(mesh{{"data", 8}, {"model", 4}});
  const partition_spec specs[] = {{"data"}, {"data", "model"}, {replicated, "model"}, {}};
  std::uniform_int_distribution<int> rows(1, 64), spec(0, 3), pct(0, 99);
  auto add = [&](role r) {
    return g.add_value({.tensor = {"v", {32 * rows(rng), 256}, dtype::bf16}, .spec = specs[spec(rng)], .role = r});
  };
  std::vector<value_id> params, made;
  for (int i = 0; i < 200; ++i) params.push_back(add(role::parameter));
  made.push_back(params[0]);
  for (int i = 0; i < ops; ++i) {
    std::vector<value_id> ins{made.back()};
    const int r = pct(rng);
    if (r < 40) ins.push_back(params[std::uniform_int_distribution<std::size_t>(0, params.size() - 1)(rng)]);
    if (r >= 30 && r < 60 && made.size() > 8) ins.push_back(made[made.size() - 2 - static_cast<std::size_t>(r % 7)]);
    if (r >= 90 && made.size() > 64)
      ins.push_back(made[std::uniform_int_distribution<std::size_t>(0, made.size() - 1)(rng)]);
    std::sort(ins.begin(), ins.end());
    ins.erase(std::unique(ins.begin(), ins.end()), ins.end());
    const auto out = add(role::activation);
    g.add_op({.name = "op", .inputs = ins, .outputs = {out}});
    made.push_back(out);
    if (output_every > 0 && i % output_every == 0) g.mark_output(out);
  }
  g.mark_output(made.back());
  return g;
}

}  // namespace

TEST_CASE("the split gives the answers of the analysis it replaced on a training-like chain of 3000 ops") {
  // Most temporaries are candidates for the last value's allocation.
  const dataflow_graph g = chain_graph(3000, 0);
  check_same(g, g.topological_order());
}

TEST_CASE("placement in many output allocations gives the answers of the analysis it replaced") {
  // 300 allocations, placed allocation by allocation; 3000, past place_many_from, candidate by
  // candidate through the tree of productions: the same placement either way.
  const dataflow_graph some = chain_graph(3000, 10);
  check_same(some, some.topological_order());
  const dataflow_graph many = chain_graph(6000, 2);
  CHECK(detail::place_many_from < 3000);
  check_same(many, many.topological_order());
}

TEST_CASE("live_bytes_by_role counts a buffer once when two views of a dead value are live") {
  // The rule it replaced subtracted a view only while its source was live: with the source dead,
  // two views of one buffer counted twice (200 B for a 100 B buffer).
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = buffer(g, "x", 100, role::activation);
  const auto v1 = buffer(g, "v1", 100, role::activation);
  const auto v2 = buffer(g, "v2", 100, role::activation);
  g.add_op({.name = "make", .outputs = {x}});
  g.add_op({.name = "view1", .inputs = {x}, .outputs = {v1}, .views = {{x, v1}}});
  g.add_op({.name = "view2", .inputs = {x}, .outputs = {v2}, .views = {{x, v2}}});
  g.add_op({.name = "read", .inputs = {v1, v2}});
  const liveness_result r = analyze_liveness(g, g.topological_order());
  CHECK(r.first_step[index(x)] == 0);
  CHECK(r.last_step[index(x)] == 2);
  CHECK(live_bytes_by_role(g, r, 3)[static_cast<std::size_t>(role::activation)] == 100_B);
  CHECK(legacy::live_bytes_by_role(g, r, 3)[static_cast<std::size_t>(role::activation)] == 200_B);
  CHECK(r.device_timeline == std::vector<std::int64_t>{100, 100, 100, 100});
}

TEST_CASE("an elementwise op takes the buffer of an operand of its shape that dies there, as XLA's heap does") {
  // x -> dot -> h -> gelu -> a -> scale -> y -> reduce -> loss, each f32[100] (400 B) but the
  // loss: XLA frees h and makes a in its place (HeapSimulator's ShareBuffer), so at the gelu only
  // x and a are live, and at the scale x and y.
  auto step = [](std::string_view gelu_kind, bool keep_h) {
    dataflow_graph g(mesh{{"data", 1}});
    auto val = [&](const char* n, role r, std::int64_t e = 100) {
      return g.add_value({.tensor = {n, {e}, dtype::f32}, .role = r});
    };
    const auto x = val("x", role::input), h = val("h", role::activation), a = val("a", role::activation);
    const auto y = val("y", role::activation), loss = val("loss", role::output, 1);
    g.add_op({.name = "dot", .kind = "dot", .inputs = {x}, .outputs = {h}});
    g.add_op({.name = "gelu", .kind = std::string(gelu_kind), .inputs = {h}, .outputs = {a}});
    g.add_op({.name = "scale", .kind = "scale", .inputs = {a}, .outputs = {y}});
    std::vector<value_id> reads{y};
    if (keep_h) reads.push_back(h);
    g.add_op({.name = "reduce", .kind = "reduce", .inputs = reads, .outputs = {loss}});
    g.mark_output(loss);
    return analyze_liveness(g, g.topological_order());
  };
  const liveness_result taken = step("gelu", false);
  // x and the loss's output allocation (4 B) are live throughout.
  CHECK(taken.device_timeline == std::vector<std::int64_t>{804, 804, 804, 804});
  CHECK(taken.last_step[1] == 0);  // h ends where gelu's output begins
  CHECK(taken.last_step[2] == 1);  // a, handed on to y by the scale
  // A kind XLA does not know as elementwise takes nothing: h and a are live together at step 1.
  CHECK(step("custom", false).device_timeline == std::vector<std::int64_t>{804, 1204, 804, 804});
  // h read again later does not die at the gelu: nothing is taken there, the scale still takes a.
  CHECK(step("gelu", true).device_timeline == std::vector<std::int64_t>{804, 1204, 1204, 1204});
}

TEST_CASE("an elementwise op takes no buffer of another shape, an output's or an argument's") {
  dataflow_graph g(mesh{{"data", 2}});
  auto val = [&](const char* n, role r, shape s, partition_spec spec = {}) {
    return g.add_value({.tensor = {n, std::move(s), dtype::f32}, .spec = std::move(spec), .role = r});
  };
  const auto x = val("x", role::input, {8, 50});
  const auto h = val("h", role::activation, {8, 50});
  const auto split = val("split", role::activation, {8, 50}, {"data"});  // 800 B a device, not 1600
  const auto flat = val("flat", role::activation, {400});                // 1600 B, another shape
  const auto out = val("out", role::output, {400});
  g.add_op({.name = "dot", .kind = "dot", .inputs = {x}, .outputs = {h}});
  g.add_op({.name = "slice", .kind = "add", .inputs = {h}, .outputs = {split}});
  g.add_op({.name = "widen", .kind = "add", .inputs = {split, x}, .outputs = {flat}});
  g.add_op({.name = "last", .kind = "add", .inputs = {flat}, .outputs = {out}});
  g.mark_output(out);
  CHECK(detail::graph_access::shares(g) == 1);  // flat -> out; nothing else matches its input's shard
  const liveness_result r = analyze_liveness(g, g.topological_order());
  CHECK(r.last_step[index(h)] == 1);
  CHECK(r.last_step[index(split)] == 2);
  CHECK(r.last_step[index(flat)] == 3);  // out is an output: an allocation of its own, not flat's
  CHECK(r.last_step[index(x)] == 3);     // an argument, live throughout
}
