// HloAliasAnalysis over a module's dataflow (hlo_dataflow.hpp), the second stage of hlo_liveness:
// phis that merge one value only are dropped as PhiGraph::Optimize drops them, and the values a
// while or conditional merges become one buffer per subshape.
// Sources (openxla/xla): xla/service/hlo_phi_graph.cc (Optimize), hlo_dataflow_analysis.cc
// (OptimizePhiValues, DeleteMarkedValues), hlo_alias_analysis.cc (ComputeWhileAliasedValues,
// ComputeConditionalAliasedValues).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include <shardmem/xla/hlo_dataflow.hpp>

namespace shardmem {

namespace detail {

// The passes over a flattened dataflow that merge values and buffers.
class hlo_alias_pass {
 public:
  using value_set = hlo_dataflow::value_set;
  using value_sets = hlo_dataflow::value_sets;
  using loop = hlo_dataflow::loop;
  using branches = hlo_dataflow::branches;

  explicit hlo_alias_pass(hlo_dataflow& d) : d_(d) {}

  /// Optimizes the phis, then merges control flow's buffers.
  void run() {
    optimize_phis();
    alias_control_flow();
  }

 private:
  // PhiGraph::Optimize (xla/service/hlo_phi_graph.cc), then OptimizePhiValues and
  // DeleteMarkedValues: a phi whose inputs (itself left out) are one value becomes that value; so
  // does every phi of a closure of phis reaching one non-phi value only. The rest stay; values
  // are renumbered without the dropped phis, and the sets and in-place buffers follow.
  void optimize_phis() {
    if (std::none_of(d_.values.begin(), d_.values.end(), [](const hlo_value& v) { return v.phi; })) return;
    const std::size_t n = d_.values.size();
    d_.phi_inputs.resize(n);
    std::vector<std::uint32_t> rep(n);
    for (std::uint32_t v = 0; v < n; ++v) rep[v] = v;
    auto resolve = [&](std::uint32_t v) {
      while (rep[v] != v) v = rep[v];
      return v;
    };
    auto live_phi = [&](std::uint32_t v) { return d_.values[v].phi && rep[v] == v; };
    // By value: the closure that saw it last (marks, not a vector of every value cleared for each
    // closure, which is quadratic in the phis of a module of many whiles and conditionals).
    std::vector<std::uint32_t> seen(n, 0);
    std::uint32_t closures = 0;
    for (bool changed = true; changed;) {
      changed = false;
      std::vector<char> checked(n, 0);
      for (std::uint32_t v = 0; v < n; ++v) {
        if (!live_phi(v)) continue;
        std::vector<std::uint32_t> ops;
        for (const std::uint32_t u : d_.phi_inputs[v])
          if (const std::uint32_t r = resolve(u); r != v) ops.push_back(r);
        d_.phi_inputs[v] = ops;
        if (ops.empty()) continue;
        if (std::all_of(ops.begin(), ops.end(), [&](std::uint32_t u) { return u == ops.front(); })) {
          rep[v] = ops.front(), changed = true;
          continue;
        }
        if (checked[v]) continue;
        std::vector<std::uint32_t> work{v}, closure;
        if (++closures == 0) std::fill(seen.begin(), seen.end(), 0), closures = 1;  // (the marks wrapped)
        const std::uint32_t mark = closures;
        std::optional<std::uint32_t> non_phi;
        bool single = true;
        for (std::size_t q = 0; q < work.size() && single; ++q) {
          const std::uint32_t t = work[q];
          if (seen[t] == mark) continue;
          seen[t] = mark, checked[t] = 1;
          closure.push_back(t);
          if (live_phi(t)) {
            for (const std::uint32_t u : d_.phi_inputs[t]) work.push_back(resolve(u));
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
      if (rep[v] == v) id[v] = static_cast<std::uint32_t>(kept.size()), kept.push_back(d_.values[v]);
    for (std::uint32_t v = 0; v < n; ++v) id[v] = id[resolve(v)];
    for (std::uint32_t c = 0; c < d_.m.computations.size(); ++c) {
      if (d_.span[c].first < 0) continue;
      for (value_sets& sets : d_.sets[c])
        for (value_set& set : sets) {
          for (std::uint32_t& v : set) v = id[v];
          std::sort(set.begin(), set.end());
          set.truncate(std::unique(set.begin(), set.end()));
        }
    }
    d_.buffers.grow(d_.values.size());
    std::vector<std::uint32_t> old_root(n);
    for (std::uint32_t v = 0; v < n; ++v) old_root[v] = d_.buffers.buffer_of(v);
    d_.values = std::move(kept);
    d_.buffers.clear();
    d_.buffers.grow(d_.values.size());
    for (std::uint32_t v = 0; v < n; ++v) d_.buffers.join(id[v], id[old_root[v]]);
    d_.phi_inputs.clear();
  }

  // HloAliasAnalysis (xla/service/hlo_alias_analysis.cc ComputeWhileAliasedValues,
  // ComputeConditionalAliasedValues): per subshape, a while's init value, its value, its body's
  // and condition's parameters' and its body root's are one buffer; a conditional's value and its
  // branch roots' are one buffer.
  void alias_control_flow() {
    d_.buffers.grow(d_.values.size());
    auto join_all = [&](std::vector<const value_set*> sets) {
      std::optional<std::uint32_t> first;
      for (const auto* set : sets)
        for (const std::uint32_t v : *set) {
          if (first) d_.buffers.join(v, *first);
          else first = v;
        }
    };
    for (const loop& w : d_.whiles)
      for (std::size_t p = 0; p < d_.sets[w.c][w.i].size(); ++p)
        join_all({&d_.sets[w.c][w.init][p], &d_.sets[w.c][w.i][p], &d_.sets[w.cond][w.cond_param][p],
                  &d_.sets[w.body][w.body_param][p], &d_.sets[w.body][w.body_root][p]});
    for (const branches& b : d_.conditionals)
      for (std::size_t p = 0; p < d_.sets[b.c][b.i].size(); ++p) {
        std::vector<const value_set*> sets{&d_.sets[b.c][b.i][p]};
        for (const auto& [bc, br] : b.roots) sets.push_back(&d_.sets[bc][br][p]);
        join_all(std::move(sets));
      }
  }

  hlo_dataflow& d_;
};

}  // namespace detail

}  // namespace shardmem
