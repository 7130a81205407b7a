// The generated step as XLA:CPU compiles it: the same program with what its passes add (matmuls
// in bf16 computed in f32, each operand converted once) run in the order its scheduler picks
// (breadth-first), so that a plan for `--backend cpu` holds what the compiled program holds.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/breadth_first.hpp>
#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/dataflow_graph.hpp>

namespace shardmem {

/// A step's graph with XLA:CPU's additions (its ops and values first, under their own ids), and
/// the order XLA:CPU runs it in.
struct cpu_step {
  dataflow_graph graph;
  schedule order;
  /// For each op of `graph`: the op of the step it was made for (itself for the step's own ops).
  std::vector<op_id> made_for;
};

namespace detail {

// The ops XLA:CPU runs in f32 when they are in bf16: its dot emitter has no bf16 kernel, so
// cpu_compiler.cc changes bf16 dots to f32 (ChangeOpDataType, openxla/xla 5a9e73cb
// xla/service/cpu/cpu_compiler.cc), in the forward pass and the backward alike.
[[nodiscard]] inline bool cpu_dot_kind(std::string_view kind) {
  return kind == "dot" || kind == "batch_dot" || kind == "dot.bwd" || kind == "batch_dot.bwd";
}

// XLA:CPU's breadth-first order (breadth_first_order) over `nodes`, ready ones in the order given:
// `preds(node)` lists the nodes it waits for (those not among `nodes` ignored); `run(node)` is
// called in that order.
template <class Preds, class Run>
void breadth_first(std::span<const std::uint32_t> nodes, Preds&& preds, Run&& run) {
  std::unordered_map<std::uint32_t, std::uint32_t> at;
  at.reserve(nodes.size());
  for (std::uint32_t i = 0; i < nodes.size(); ++i) at.emplace(nodes[i], i);
  const std::vector<std::uint32_t> order =
      breadth_first_order(static_cast<std::uint32_t>(nodes.size()), [&](std::uint32_t i, auto&& add) {
        for (const std::uint32_t p : preds(nodes[i]))
          if (const auto it = at.find(p); it != at.end()) add(it->second);
      });
  if (order.size() != nodes.size())
    raise<invalid_error>("cpu_compiled_step: {} of {} ops never become ready (a cycle among them)",
                         nodes.size() - order.size(), nodes.size());
  for (const std::uint32_t i : order) run(nodes[i]);
}

}  // namespace detail

/// `g` (a step's whole graph, its ops in program order; ops from `backward_from` on are the
/// backward pass and from `optimizer_from` the optimizer's) as XLA:CPU compiles it:
/// - a dot in bf16 (an operand or its result bf16; JAX casts the f32 master weights to bf16
///   first) reads f32 copies of its operands, one `convert` per value and loop body (common
///   subexpression elimination merges the rest), each read right before the dot, and writes its
///   bf16 result in f32 first (the dot's workspace);
/// - the ops run breadth-first (cpu_compiler.cc schedules with BFSMemoryScheduler: each op in the
///   first wave after its operands), so converts of weights run early and are held until their
///   dots.
/// With `scanned` layers, the layers' forward ops are one loop and their backward ops another
/// (jax.lax.scan's while loops): the program runs breadth-first with each loop as one op, ready
/// when all it reads from outside is, and a loop runs its layers in order, breadth-first inside
/// each (its body).
/// @throws invalid_error for boundaries past the graph's end or a cycle among its ops.
[[nodiscard]] inline cpu_step cpu_compiled_step(const dataflow_graph& g, std::size_t backward_from,
                                                std::size_t optimizer_from, bool scanned) {
  const std::size_t n = g.op_count();
  if (backward_from > optimizer_from || optimizer_from > n)
    detail::raise<invalid_error>("cpu_compiled_step: backward from op {} and optimizer from op {} in a graph of {} ops",
                                 backward_from, optimizer_from, n);
  dataflow_graph h = g;
  std::vector<op_id> made_for;  // of the ops added, then of all
  std::vector<bool> hoisted;    // of the ops added: made before the loops
  std::vector<value_id> stacks[2];  // the copies made before each loop, which it holds to its end
  std::unordered_set<std::uint32_t> stacked[2];  // the same, to look up
  // The loop of each op of the step: 0 forward, 1 backward, -1 none; and its layer.
  auto loop_of = [&](std::size_t o) -> int {
    if (!scanned || o >= optimizer_from || !g.op_layer(static_cast<op_id>(o))) return -1;
    return o < backward_from ? 0 : 1;
  };
  std::vector<std::vector<op_id>> readers(n);  // each dot's reader of its f32 operands
  std::unordered_map<std::uint64_t, value_id> converted;
  for (std::size_t o = 0; o < n; ++o) {
    const auto op = static_cast<op_id>(o);
    if (!detail::cpu_dot_kind(g.op_kind(op))) continue;
    bool bf16 = false;
    for (const value_id v : g.inputs(op)) bf16 = bf16 || g.tensor(v).dtype == dtype::bf16;
    for (const value_id v : g.outputs(op)) bf16 = bf16 || g.tensor(v).dtype == dtype::bf16;
    if (!bf16) continue;
    // One copy per value and body: in a loop, per layer (each iteration converts its slice), but
    // an argument's (a stacked weight read as it is) is made once before the loop, for the whole
    // stack (every scanned program of tests/data/jax whose weights are not gathered shows it).
    std::vector<value_id> copies;
    const bool in_loop = loop_of(o) >= 0;
    for (const value_id v : g.inputs(op)) {
      const tensor& t = g.tensor(v);
      if (t.dtype != dtype::bf16 && t.dtype != dtype::f32) continue;
      const auto made_by = g.producer(v);
      // A copy `name` of `from`, made once per key (`key_of`, body), in the body of op `home` (or
      // before the loops).
      auto copy = [&](value_id key_of, value_id from, op_id home, bool before_loops, const char* kind,
                      std::string name) {
        const std::uint32_t in_body =
            before_loops || loop_of(static_cast<std::size_t>(home)) < 0 ? 0 : *g.op_layer(home) + 1;
        const std::uint64_t key = (std::uint64_t{static_cast<std::uint32_t>(key_of)} << 32) | in_body;
        auto it = converted.find(key);
        if (it != converted.end()) return it->second;
        const value_id c = h.add_value(
            {.tensor = {std::move(name), t.shape, dtype::f32}, .spec = g.sharding(v).spec(), .role = role::temporary});
        (void)h.add_op({.name = fmt::format("{}({})", kind, h.tensor(from).name),
                        .scope = std::string(g.op_scope(op)),
                        .kind = kind,
                        .inputs = {from},
                        .outputs = {c}});
        made_for.resize(h.op_count() - n, home);
        hoisted.resize(h.op_count() - n, before_loops);
        return converted.emplace(key, c).first->second;
      };
      if (in_loop && !made_by) {
        // A stacked argument: its copy is made before the loop, for the whole stack, held until
        // the loop ends, and each iteration reads its layer's slice of it (a dynamic-slice, a
        // buffer of its own in the body).
        const value_id c = copy(v, v, op, true, "convert", t.name + ".f32");
        copies.push_back(copy(c, c, op, false, "dynamic-slice", t.name + ".f32.slice"));
        if (stacked[loop_of(o)].insert(static_cast<std::uint32_t>(c)).second) stacks[loop_of(o)].push_back(c);
        continue;
      }
      // A value made in a loop body is converted there, where it is made (the forward's residuals
      // are saved converted, read so by the backward's dots).
      if (in_loop && made_by && loop_of(static_cast<std::size_t>(*made_by)) >= 0) {
        copies.push_back(copy(v, v, *made_by, false, "convert", t.name + ".f32"));
        continue;
      }
      // Unrolled, every gather of one weight (the forward's, a rematerialized one, the backward's)
      // is one instruction after common-subexpression elimination, so its copy is one too.
      value_id same = v;
      if (!in_loop && made_by && g.op_kind(*made_by) == op_kinds::all_gather && g.inputs(*made_by).size() == 1 &&
          !g.producer(g.inputs(*made_by)[0]))
        same = g.inputs(*made_by)[0];
      copies.push_back(copy(same, v, op, false, "convert", t.name + ".f32"));
    }
    std::int64_t f32_result = 0;
    for (const value_id y : g.outputs(op))
      if (g.tensor(y).dtype == dtype::bf16) f32_result += 2 * g.per_device_bytes(y).count();
    readers[o].push_back(h.add_op({.name = std::string(g.op_name(op)) + ".f32",
                                   .scope = std::string(g.op_scope(op)),
                                   .kind = "f32-operands",
                                   .inputs = std::move(copies),
                                   .workspace = bytes{f32_result}}));
    made_for.resize(h.op_count() - n, op);
    hoisted.resize(h.op_count() - n, false);
  }
  // Each loop holds the stacks it slices until it ends (its while's operands).
  op_id loop_end[2]{};
  for (int L = 0; L < 2; ++L) {
    if (stacks[L].empty()) continue;
    loop_end[L] = h.add_op({.name = L == 0 ? "end of the forward loop" : "end of the backward loop",
                            .kind = "loop-end",
                            .inputs = stacks[L]});
    made_for.resize(h.op_count() - n, made_for.back());
    hoisted.resize(h.op_count() - n, false);
  }
  const std::size_t total = h.op_count();
  made_for.insert(made_for.begin(), n, op_id{});
  for (std::size_t o = 0; o < n; ++o) made_for[o] = static_cast<op_id>(o);
  // What each op waits for: the producers of its inputs, and for a dot those of its f32 copies
  // (its reader runs right before it, so it is not scheduled on its own).
  std::vector<bool> is_reader(total, false);
  for (const auto& r : readers)
    for (const op_id x : r) is_reader[static_cast<std::size_t>(x)] = true;
  for (int L = 0; L < 2; ++L)
    if (!stacks[L].empty()) is_reader[static_cast<std::size_t>(loop_end[L])] = true;
  std::vector<std::vector<std::uint32_t>> preds(total);
  auto add_preds = [&](std::size_t o, op_id of) {
    for (const value_id v : h.inputs(of))
      if (const auto p = h.producer(v)) {
        const auto pi = static_cast<std::uint32_t>(*p);
        if (std::find(preds[o].begin(), preds[o].end(), pi) == preds[o].end()) preds[o].push_back(pi);
      }
  };
  for (std::size_t o = 0; o < total; ++o) {
    if (is_reader[o]) continue;
    add_preds(o, static_cast<op_id>(o));
    if (o < n)
      for (const op_id r : readers[o]) add_preds(o, r);
  }
  // The loop of every op: a convert or a reader is in the loop of the op it was made for.
  std::vector<int> loop(total);
  for (std::size_t o = 0; o < total; ++o)
    loop[o] = o >= n && hoisted[o - n] ? -1 : loop_of(static_cast<std::size_t>(made_for[o]));
  std::vector<op_id> order;
  order.reserve(total);
  auto run = [&](std::uint32_t o) {
    if (o < n)
      for (const op_id r : readers[o]) order.push_back(r);
    order.push_back(static_cast<op_id>(o));
  };
  // The program: its own ops and the loops (nodes total + 0 and total + 1).
  const auto loop_node = [&](std::uint32_t o) { return loop[o] < 0 ? o : static_cast<std::uint32_t>(total) + loop[o]; };
  std::vector<std::uint32_t> program;
  std::vector<std::vector<std::uint32_t>> members(2);
  for (std::uint32_t o = 0; o < total; ++o) {
    if (is_reader[o]) continue;
    if (loop[o] < 0) program.push_back(o);
    else members[static_cast<std::size_t>(loop[o])].push_back(o);
  }
  // A loop takes the place of its first op among the program's ops.
  for (std::uint32_t L = 0; L < 2; ++L) {
    if (members[L].empty()) continue;
    const std::uint32_t first = members[L].front();
    program.insert(std::upper_bound(program.begin(), program.end(), first,
                                    [&](std::uint32_t a, std::uint32_t b) {
                                      return a < (b >= total ? members[b - total].front() : b);
                                    }),
                   static_cast<std::uint32_t>(total) + L);
  }
  std::vector<std::uint32_t> scratch;  // a node's predecessors, repeats left to breadth_first
  detail::breadth_first(
      program,
      [&](std::uint32_t node) -> const std::vector<std::uint32_t>& {
        scratch.clear();
        auto add = [&](std::uint32_t p) { scratch.push_back(loop_node(p)); };
        if (node < total) {
          for (const std::uint32_t p : preds[node]) add(p);
        } else {
          for (const std::uint32_t m : members[node - total])
            for (const std::uint32_t p : preds[m]) add(p);
        }
        return scratch;
      },
      [&](std::uint32_t node) {
        if (node < total) return run(node);
        // A loop's layers in order, each breadth-first inside.
        std::vector<std::int64_t> layers;
        std::unordered_map<std::int64_t, std::vector<std::uint32_t>> bodies;
        for (const std::uint32_t m : members[node - total]) {
          const std::int64_t l = *g.op_layer(made_for[m]);
          auto [it, added] = bodies.try_emplace(l);
          if (added) layers.push_back(l);
          it->second.push_back(m);
        }
        for (const std::int64_t l : layers)
          detail::breadth_first(
              bodies[l], [&](std::uint32_t m) -> const std::vector<std::uint32_t>& { return preds[m]; }, run);
        if (!stacks[node - total].empty()) order.push_back(loop_end[node - total]);
      });
  schedule in_order = h.make_schedule(std::move(order));
  return {std::move(h), std::move(in_order), std::move(made_for)};
}

}  // namespace shardmem
