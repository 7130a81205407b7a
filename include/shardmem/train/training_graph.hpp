// Reverse-mode differentiation of a forward dataflow graph ending in a scalar loss: the backward
// ops and gradient values that HBM actually has to hold, with residuals kept, recomputed or
// offloaded as residual policies inside checkpoint regions decide (jax.checkpoint semantics).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/train/policy.hpp>
#include <shardmem/train/rules.hpp>

namespace shardmem {

/// jax.checkpoint around every op whose scope is `scope` or lies under it (`layer.3` covers
/// `layer.3/mlp`), with a residual policy. An empty scope covers the whole forward pass.
struct checkpoint_region {
  std::string scope;
  remat_policy policy;
  /// Re-run every op of the region before its backward, as torch.utils.checkpoint and
  /// Megatron-LM's full recomputation do, instead of only the ops whose outputs the backward
  /// needs (JAX, whose partial evaluation drops the rest). Values the policy saves are still kept.
  bool rerun_all = false;
};

/// How to build the training step.
struct training_options {
  std::vector<checkpoint_region> regions{};  ///< innermost match wins when regions nest
  op_rules rules{};
};

/// A forward graph differentiated into a training step.
struct training_graph {
  dataflow_graph graph;                        ///< forward, then backward; ops in schedule order
  std::size_t forward_ops = 0;                 ///< steps [0, forward_ops) are the forward pass
  std::vector<std::optional<value_id>> gradient;  ///< by forward value id: its final gradient
  std::int64_t recompute_flops = 0;            ///< FLOPs of the recomputed forward ops
  bytes offload_bytes{0};                      ///< per device, moved to host and back (both ways)
  std::size_t saved_residuals = 0;             ///< non-argument residuals kept on device
  std::size_t recomputed_residuals = 0;
  std::size_t offloaded_residuals = 0;
  std::vector<std::string> warnings;           ///< lint: names or scopes that match nothing, ...
  /// The schedule: the ops in the order they were added.
  [[nodiscard]] schedule order() const { return graph.topological_order(); }
};

namespace detail {

inline bool in_scope(std::string_view op_scope, std::string_view region) {
  if (region.empty()) return true;
  return op_scope == region || (op_scope.size() > region.size() && op_scope.starts_with(region) && op_scope[region.size()] == '/');
}

inline bool is_floating(dtype t) {
  switch (t) {
    case dtype::f4e2m1fn: case dtype::f8e4m3fn: case dtype::f8e5m2: case dtype::f8e4m3fnuz: case dtype::f8e5m2fnuz:
    case dtype::bf16: case dtype::f16: case dtype::f32: case dtype::f64: case dtype::c64: case dtype::c128:
      return true;
    default:
      return false;
  }
}

}  // namespace detail

/// Differentiates `forward` with respect to its parameters (values of role parameter) from the
/// scalar `loss`, and returns the training step: the forward ops, each followed by the host
/// copies of its offloaded residuals, then one backward op per forward op that lies between a
/// parameter and the loss, in reverse order. A backward op reads the gradients of its op's outputs
/// and the residuals its rule names; it writes one gradient per differentiable input, with the
/// input's shape and sharding. A value reached by several backward ops accumulates its gradient
/// in place. Residuals inside a checkpoint region follow the region's policy: recomputed values
/// are rebuilt by clones of their producers, placed right before their first backward use and
/// shared by the region's backward ops; offloaded values are copied to pinned host memory after
/// their producer and back before their first backward use. Values a region reads from outside
/// are its inputs and are kept, as jax.checkpoint keeps a function's arguments.
/// @throws invalid_error when `loss` is not a one-element value produced by an op, an op kind
///         has no rule, or the forward graph is invalid.
[[nodiscard]] inline training_graph build_training_graph(const dataflow_graph& forward, value_id loss,
                                                         const training_options& options = {}) {
  const schedule fwd_order = forward.topological_order();
  const auto nv = forward.value_count();
  const auto& rules = options.rules;
  if (index(loss) >= nv)
    detail::raise<out_of_range_error>("loss value id {} is out of range; the graph has {} values", index(loss), nv);
  if (forward.tensor(loss).shape.elements() != 1 || !forward.producer(loss))
    detail::raise<invalid_error>("the loss {} must be a one-element value produced by an op", forward.describe(loss));

  // Which values carry gradients (downstream of a parameter) and which reach the loss.
  std::vector<char> requires_grad(nv, 0), reaches_loss(nv, 0);
  for (std::size_t v = 0; v < nv; ++v)
    requires_grad[v] = forward.role(static_cast<value_id>(v)) == role::parameter &&
                       detail::is_floating(forward.tensor(static_cast<value_id>(v)).dtype);
  for (auto o : fwd_order.order()) {
    const auto& rule = rules.at(forward.op_kind(o));
    bool any = false;
    const auto ins = forward.inputs(o);
    for (std::size_t i = 0; i < ins.size(); ++i)
      if (std::find(rule.no_grad_inputs.begin(), rule.no_grad_inputs.end(), i) == rule.no_grad_inputs.end())
        any = any || requires_grad[index(ins[i])];
    for (auto out : forward.outputs(o))
      requires_grad[index(out)] = any && detail::is_floating(forward.tensor(out).dtype);
  }
  reaches_loss[index(loss)] = 1;
  for (std::size_t k = fwd_order.size(); k-- > 0;) {
    const op_id o = fwd_order[k];
    bool any = false;
    for (auto out : forward.outputs(o)) any = any || reaches_loss[index(out)];
    if (any)
      for (auto in : forward.inputs(o)) reaches_loss[index(in)] = 1;
  }
  auto differentiable = [&](op_id o, std::size_t i) {
    const auto& rule = rules.at(forward.op_kind(o));
    const value_id in = forward.inputs(o)[i];
    return requires_grad[index(in)] && reaches_loss[index(in)] &&
           std::find(rule.no_grad_inputs.begin(), rule.no_grad_inputs.end(), i) == rule.no_grad_inputs.end();
  };
  auto needs_backward = [&](op_id o) {
    bool out_grad = false;
    for (auto out : forward.outputs(o)) out_grad = out_grad || (requires_grad[index(out)] && reaches_loss[index(out)]);
    if (!out_grad) return false;
    for (std::size_t i = 0; i < forward.inputs(o).size(); ++i)
      if (differentiable(o, i)) return true;
    return false;
  };

  // The innermost region of each op (-1: none), and lint of regions that cover nothing.
  training_graph t{dataflow_graph(forward.mesh()), 0, std::vector<std::optional<value_id>>(nv), 0, bytes{0}, 0, 0, 0, {}};
  std::vector<int> region_of(forward.op_count(), -1);
  std::vector<char> region_used(options.regions.size(), 0);
  for (std::size_t o = 0; o < forward.op_count(); ++o) {
    const auto scope = forward.op_scope(static_cast<op_id>(o));
    std::size_t best_len = 0;
    for (std::size_t r = 0; r < options.regions.size(); ++r)
      if (detail::in_scope(scope, options.regions[r].scope) &&
          (region_of[o] < 0 || options.regions[r].scope.size() >= best_len)) {
        region_of[o] = static_cast<int>(r);
        best_len = options.regions[r].scope.size();
      }
    if (region_of[o] >= 0) region_used[static_cast<std::size_t>(region_of[o])] = 1;
  }
  for (std::size_t r = 0; r < options.regions.size(); ++r)
    if (!region_used[r])
      t.warnings.push_back(fmt::format("checkpoint region '{}' ({}) covers no op", options.regions[r].scope,
                                       options.regions[r].policy.name()));
  auto region_of_value = [&](value_id v) -> int {
    const auto p = forward.producer(v);
    return p ? region_of[index(*p)] : -1;
  };

  // The fate of residual `v` read by a backward op of region `r`.
  auto fate = [&](value_id v, int r) {
    const auto p = forward.producer(v);
    if (!p) return residual_fate::save;  // a program argument
    const auto& rule = rules.at(forward.op_kind(*p));
    if (rule.recompute_outputs) return residual_fate::recompute;
    if (r < 0 || region_of[index(*p)] != r) return residual_fate::save;  // an input of the region
    return options.regions[static_cast<std::size_t>(r)].policy.decide(forward.op_kind(*p), rule, forward.tags(v));
  };

  // Which values are offloaded (by some reader's region) and which residuals each backward op reads.
  std::vector<char> offloaded(nv, 0);
  std::vector<char> counted(nv, 0);
  for (auto o : fwd_order.order()) {
    if (!needs_backward(o)) continue;
    const auto& rule = rules.at(forward.op_kind(o));
    auto visit = [&](value_id v) {
      const auto f = fate(v, region_of[index(o)]);
      if (f == residual_fate::offload) offloaded[index(v)] = 1;
      if (!forward.producer(v) || counted[index(v)]) return;
      counted[index(v)] = 1;
      (f == residual_fate::save ? t.saved_residuals : f == residual_fate::recompute ? t.recomputed_residuals
                                                                                     : t.offloaded_residuals)++;
    };
    for (auto i : rule.saves_inputs)
      if (i < forward.inputs(o).size()) visit(forward.inputs(o)[i]);
    for (auto i : rule.saves_outputs)
      if (i < forward.outputs(o).size()) visit(forward.outputs(o)[i]);
  }

  // Lint: names a region's policy refers to that no value of the region carries.
  for (std::size_t r = 0; r < options.regions.size(); ++r)
    for (const auto& n : options.regions[r].policy.referenced_names()) {
      bool found = false;
      for (std::size_t v = 0; v < nv && !found; ++v)
        if (region_of_value(static_cast<value_id>(v)) == static_cast<int>(r))
          for (const auto& tag : forward.tags(static_cast<value_id>(v))) found = found || tag == n;
      if (!found)
        t.warnings.push_back(fmt::format("policy {} of region '{}': no value of the region is named '{}'",
                                         options.regions[r].policy.name(), options.regions[r].scope, n));
    }

  dataflow_graph& g = t.graph;
  // Forward values keep their ids in the new graph.
  for (std::size_t v = 0; v < nv; ++v) {
    const auto id = static_cast<value_id>(v);
    const auto& sh = forward.sharding(id);
    g.add_value({.tensor = forward.tensor(id), .spec = sh.spec(), .role = forward.role(id),
                 .memory_kind = sh.memory_kind(), .tags = forward.tags(id)});
  }
  // A copy of forward op `o` reading `ins` and writing `outs` (the same values for the forward
  // pass, fresh ones for a recompute clone); aliases follow, positionally.
  auto copy_op = [&](op_id o, std::vector<value_id> ins, std::vector<value_id> outs, std::string name, bool clone) {
    auto map_pairs = [&](const std::vector<std::pair<value_id, value_id>>& pairs) {
      std::vector<std::pair<value_id, value_id>> mapped;
      const auto fi = forward.inputs(o);
      const auto fo = forward.outputs(o);
      for (auto [a, b2] : pairs) {
        const auto ia = static_cast<std::size_t>(std::find(fi.begin(), fi.end(), a) - fi.begin());
        const auto ob = static_cast<std::size_t>(std::find(fo.begin(), fo.end(), b2) - fo.begin());
        mapped.emplace_back(ins[ia], outs[ob]);
      }
      return mapped;
    };
    g.add_op({.name = std::move(name), .scope = std::string(forward.op_scope(o)), .kind = std::string(forward.op_kind(o)),
              .inputs = ins, .outputs = outs, .flops = forward.op_flops(o),
              .workspace = forward.op_workspace(o), .in_place = clone ? std::vector<std::pair<value_id, value_id>>{} : map_pairs(forward.op_in_place(o)),
              .traffic = forward.op_traffic(o), .views = map_pairs(forward.op_views(o))});
  };
  std::vector<std::optional<value_id>> host_copy(nv);
  for (auto o : fwd_order.order()) {
    copy_op(o, {forward.inputs(o).begin(), forward.inputs(o).end()}, {forward.outputs(o).begin(), forward.outputs(o).end()},
            std::string(forward.op_name(o)), false);
    for (auto out : forward.outputs(o))
      if (offloaded[index(out)]) {
        host_copy[index(out)] = copy_to_host(g, out, {.scope = std::string(forward.op_scope(o))});
        t.offload_bytes += g.per_device_bytes(out);
      }
  }
  t.forward_ops = g.op_count();

  // Backward.
  std::vector<std::optional<value_id>> grad(nv);
  const tensor& lt = forward.tensor(loss);
  const auto seed = g.add_value({.tensor = {"d" + lt.name, lt.shape, lt.dtype}, .spec = forward.sharding(loss).spec(),
                                 .role = role::gradient});
  g.add_op({.name = fmt::format("{}.grad", lt.name), .scope = std::string(forward.op_scope(*forward.producer(loss))),
            .kind = "grad_seed", .outputs = {seed}});
  grad[index(loss)] = seed;
  std::map<std::pair<int, std::uint32_t>, value_id> rebuilt;  // (region, forward value) -> recomputed or reloaded
  // The value a backward op of region r reads for forward residual v.
  std::function<value_id(value_id, int)> resolve = [&](value_id v, int r) -> value_id {
    const auto f = fate(v, r);
    if (f == residual_fate::save) return v;
    if (auto it = rebuilt.find({r, index(v)}); it != rebuilt.end()) return it->second;
    if (f == residual_fate::offload) {
      const auto back = copy_to_device(g, *host_copy[index(v)], {.name = forward.tensor(v).name + ".reload"});
      t.offload_bytes += g.per_device_bytes(v);
      rebuilt[{r, index(v)}] = back;
      return back;
    }
    // Recompute: clone the producer, reading rebuilt inputs where those are recomputed too. A
    // view (checkpoint_name, reshape) is its input's buffer: read that instead of cloning.
    const op_id p = *forward.producer(v);
    for (auto [src, view] : forward.op_views(p))
      if (view == v) {
        const bool inner = forward.producer(src) && region_of[index(*forward.producer(src))] == r;
        const value_id back = inner ? resolve(src, r) : src;
        rebuilt[{r, index(v)}] = back;
        return back;
      }
    std::vector<value_id> ins;
    for (auto in : forward.inputs(p)) ins.push_back(forward.producer(in) && (region_of[index(*forward.producer(in))] == r ||
                                                                             rules.at(forward.op_kind(*forward.producer(in))).recompute_outputs)
                                                        ? resolve(in, r)
                                                        : in);
    std::vector<value_id> outs;
    for (auto out : forward.outputs(p)) {
      const auto& sh = forward.sharding(out);
      const tensor& ot = forward.tensor(out);
      const auto clone = g.add_value({.tensor = {ot.name + ".remat", ot.shape, ot.dtype}, .spec = sh.spec(),
                                      .role = forward.role(out), .memory_kind = sh.memory_kind(), .tags = forward.tags(out)});
      rebuilt[{r, index(out)}] = clone;
      outs.push_back(clone);
    }
    copy_op(p, std::move(ins), std::move(outs), fmt::format("{}.remat", forward.op_name(p)), true);
    t.recompute_flops += forward.op_flops(p);
    return rebuilt.at({r, index(v)});
  };
  std::vector<char> rerun_done(options.regions.size(), 0);
  for (std::size_t k = fwd_order.size(); k-- > 0;) {
    const op_id o = fwd_order[k];
    if (!needs_backward(o)) continue;
    const auto& rule = rules.at(forward.op_kind(o));
    const int r = region_of[index(o)];
    if (r >= 0 && options.regions[static_cast<std::size_t>(r)].rerun_all && !rerun_done[static_cast<std::size_t>(r)]) {
      // Re-run the whole region now, in forward order, before its first backward op.
      rerun_done[static_cast<std::size_t>(r)] = 1;
      for (auto p : fwd_order.order()) {
        if (region_of[index(p)] != r) continue;
        bool all_kept = true;
        for (auto out : forward.outputs(p)) all_kept = all_kept && fate(out, r) != residual_fate::recompute;
        if (!all_kept && !forward.outputs(p).empty() && !rebuilt.count({r, index(forward.outputs(p)[0])}))
          (void)resolve(forward.outputs(p)[0], r);
      }
    }
    std::vector<value_id> ins;
    for (auto out : forward.outputs(o))
      if (grad[index(out)]) ins.push_back(*grad[index(out)]);
    for (auto i : rule.saves_inputs)
      if (i < forward.inputs(o).size()) ins.push_back(resolve(forward.inputs(o)[i], r));
    for (auto i : rule.saves_outputs)
      if (i < forward.outputs(o).size()) ins.push_back(resolve(forward.outputs(o)[i], r));
    std::sort(ins.begin(), ins.end());
    ins.erase(std::unique(ins.begin(), ins.end()), ins.end());
    std::vector<value_id> outs;
    std::vector<value_id> targets;
    for (std::size_t i = 0; i < forward.inputs(o).size(); ++i) {
      if (!differentiable(o, i)) continue;
      const value_id in = forward.inputs(o)[i];
      if (std::find(targets.begin(), targets.end(), in) != targets.end()) continue;  // x * x: one gradient
      const auto& sh = forward.sharding(in);
      const tensor& it = forward.tensor(in);
      const auto d = g.add_value({.tensor = {fmt::format("d{}{}", it.name, grad[index(in)] ? ".part" : ""), it.shape, it.dtype},
                                  .spec = sh.spec(), .role = role::gradient, .memory_kind = sh.memory_kind()});
      outs.push_back(d);
      targets.push_back(in);
    }
    g.add_op({.name = fmt::format("{}.bwd", forward.op_name(o)),
              .scope = std::string(forward.op_scope(o)),
              .kind = rule.backward_kind.empty() ? fmt::format("{}.bwd", forward.op_kind(o)) : rule.backward_kind,
              .inputs = std::move(ins),
              .outputs = outs,
              .flops = static_cast<std::int64_t>(rule.flops_ratio * static_cast<double>(forward.op_flops(o))),
              .workspace = forward.op_workspace(o),
              .traffic = forward.op_traffic(o)});
    // Accumulate into gradients that already have a contribution, in place.
    for (std::size_t j = 0; j < targets.size(); ++j) {
      const value_id in = targets[j];
      if (!grad[index(in)]) {
        grad[index(in)] = outs[j];
        continue;
      }
      const tensor& it = forward.tensor(in);
      const auto& sh = forward.sharding(in);
      const auto acc = g.add_value({.tensor = {"d" + it.name, it.shape, it.dtype}, .spec = sh.spec(), .role = role::gradient,
                                    .memory_kind = sh.memory_kind()});
      g.add_op({.name = fmt::format("accumulate.d{}", it.name), .scope = std::string(forward.op_scope(o)), .kind = "add",
                .inputs = {*grad[index(in)], outs[j]}, .outputs = {acc},
                .flops = it.shape.elements(), .in_place = {{*grad[index(in)], acc}}});
      grad[index(in)] = acc;
    }
  }
  g.mark_output(loss);
  for (std::size_t v = 0; v < nv; ++v)
    if (forward.role(static_cast<value_id>(v)) == role::parameter && grad[v]) {
      g.mark_output(*grad[v]);
      t.gradient[v] = grad[v];
    }
  return t;
}

}  // namespace shardmem
