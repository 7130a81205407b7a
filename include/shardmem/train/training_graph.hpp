// Reverse-mode differentiation of a forward dataflow graph ending in a scalar loss: the backward
// ops and gradient values that HBM actually has to hold, with residuals kept, recomputed or
// offloaded as residual policies inside checkpoint regions decide (jax.checkpoint semantics).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/train/gradient_flow.hpp>
#include <shardmem/train/lint.hpp>
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
  /// Where a parameter's finished gradient goes (ZeRO-2: reduce-scattered over the data axis as
  /// soon as its last contribution is computed, so only one layer's full gradients are live at a
  /// time). nullopt, or the parameter's own spec: the gradient stays as computed.
  std::function<std::optional<partition_spec>(value_id param)> gradient_spec{};
  /// Checkpoint names whose values are saved for the backward pass whatever their op's rule
  /// (an all-gather is otherwise made again) or their region's policy: FSDP2's unsharded
  /// parameters kept after the forward pass (transformer_options::keep_head_gathers).
  std::vector<std::string> always_saved_names{};
};

/// A forward graph differentiated into a training step.
struct training_graph {
  dataflow_graph graph;                           ///< forward, then backward; ops in schedule order
  std::size_t forward_ops = 0;                    ///< steps [0, forward_ops) are the forward pass
  std::vector<std::optional<value_id>> gradient;  ///< by forward value id: its final gradient
  std::int64_t recompute_flops = 0;               ///< FLOPs of the recomputed forward ops
  bytes offload_bytes{0};                         ///< per device, moved to host and back (both ways)
  std::size_t saved_residuals = 0;                ///< non-argument residuals kept on device
  std::size_t recomputed_residuals = 0;
  std::size_t offloaded_residuals = 0;
  /// Lint, as build_training_graph describes: regions and names that match nothing, policies that
  /// change nothing.
  std::vector<lint_finding> lint;
  /// The lint as text, one line per finding (to_string).
  [[nodiscard]] std::vector<std::string> warnings() const {
    std::vector<std::string> out;
    out.reserve(lint.size());
    for (const lint_finding& f : lint) out.push_back(to_string(f));
    return out;
  }
  /// The schedule: the ops in the order they were added.
  [[nodiscard]] schedule order() const { return graph.topological_order(); }
};

namespace detail {

// The strings joined (names built per op and value: cheaper than formatting).
template <class... S>
std::string concat(const S&... parts) {
  std::string s;
  s.reserve((std::string_view(parts).size() + ...));
  (s.append(std::string_view(parts)), ...);
  return s;
}

inline bool in_scope(std::string_view op_scope, std::string_view region) {
  if (region.empty()) return true;
  return op_scope == region ||
         (op_scope.size() > region.size() && op_scope.starts_with(region) && op_scope[region.size()] == '/');
}

// Calls f(outer) for each scope `outer` other than `scope` itself with in_scope(scope, outer),
// innermost first: each prefix that ends before a '/', then "" (which covers every scope). A
// scope's enclosing scopes are looked up in a table instead of compared with every other scope.
template <class F>
void for_each_enclosing(std::string_view scope, F&& f) {
  if (scope.empty()) return;
  for (std::size_t end = scope.size(); (end = scope.rfind('/', end - 1)) != std::string_view::npos && end > 0;)
    f(scope.substr(0, end));
  f(std::string_view());
}

/// The parts of a training step that every way of building one shares: the new graph with the
/// forward values under their own ids, copies and clones of forward ops, the loss's seed gradient,
/// and backward ops that accumulate gradients in place. build_training_graph drives it with
/// checkpoint regions; build_training_graph with a chain schedule (train/layer_chain.hpp) by
/// replaying the schedule's actions.
class training_builder {
 public:
  /// Analyses the gradients (gradient_flow) and copies the forward values. @throws as gradient_flow.
  training_builder(const dataflow_graph& forward, value_id loss, const op_rules& rules)
      : forward_(forward), flow_(forward, loss, rules), loss_(loss), t_(empty_step(forward)) {
    t_.gradient.assign(forward.value_count(), std::nullopt);
    grad_.assign(forward.value_count(), std::nullopt);
  }

  /// Sends each parameter's gradient, once its last contribution is in, to the spec `spec`
  /// gives it, by a reduce-scatter over the axes the spec adds (training_options::gradient_spec).
  void shard_gradients(std::function<std::optional<partition_spec>(value_id)> spec) {
    gradient_spec_ = std::move(spec);
    if (!gradient_spec_) return;
    pending_.assign(forward_.value_count(), 0);
    for (auto o : flow_.order().order()) {
      if (!flow_.needs_backward(o)) continue;
      std::vector<value_id> seen;
      for (std::size_t i = 0; i < forward_.inputs(o).size(); ++i) {
        const value_id in = forward_.inputs(o)[i];
        if (!flow_.differentiable(o, i) || std::find(seen.begin(), seen.end(), in) != seen.end()) continue;
        seen.push_back(in);
        ++pending_[index(in)];
      }
    }
  }

  [[nodiscard]] const dataflow_graph& forward() const noexcept { return forward_; }
  [[nodiscard]] const gradient_flow& flow() const noexcept { return flow_; }
  /// The forward graph's topological order.
  [[nodiscard]] const schedule& order() const noexcept { return flow_.order(); }
  [[nodiscard]] bool needs_backward(op_id o) const { return flow_.needs_backward(o); }
  /// The step under construction.
  [[nodiscard]] training_graph& result() noexcept { return t_; }
  [[nodiscard]] dataflow_graph& graph() noexcept { return t_.graph; }

  /// Adds a copy of forward op `o` reading `ins` and writing `outs` (positionally the op's own
  /// inputs and outputs, or stand-ins for them). Views follow positionally; in-place pairs too,
  /// where `in_place` says so for the pair's input.
  template <class KeepInPlace>
  void copy_op(op_id o, const std::vector<value_id>& ins, const std::vector<value_id>& outs, std::string name,
               KeepInPlace&& in_place) {
    auto map_pairs = [&](const std::vector<std::pair<value_id, value_id>>& pairs, bool filter) {
      std::vector<std::pair<value_id, value_id>> mapped;
      const auto fi = forward_.inputs(o);
      const auto fo = forward_.outputs(o);
      for (auto [a, b] : pairs) {
        const auto ia = static_cast<std::size_t>(std::find(fi.begin(), fi.end(), a) - fi.begin());
        const auto ob = static_cast<std::size_t>(std::find(fo.begin(), fo.end(), b) - fo.begin());
        if (!filter || in_place(a)) mapped.emplace_back(ins[ia], outs[ob]);
      }
      return mapped;
    };
    graph().add_op({.name = std::move(name),
                    .scope = std::string(forward_.op_scope(o)),
                    .kind = std::string(forward_.op_kind(o)),
                    .inputs = ins,
                    .outputs = outs,
                    .flops = forward_.op_flops(o),
                    .workspace = forward_.op_workspace(o),
                    .in_place = map_pairs(forward_.op_in_place(o), true),
                    .traffic = forward_.op_traffic(o),
                    .views = map_pairs(forward_.op_views(o), false),
                    .layer = layer_of(o)});
  }
  /// Adds forward op `o` itself: its own values, its in-place pairs kept.
  void copy_op(op_id o) {
    copy_op(o, {forward_.inputs(o).begin(), forward_.inputs(o).end()},
            {forward_.outputs(o).begin(), forward_.outputs(o).end()}, std::string(forward_.op_name(o)),
            [](value_id) { return true; });
  }
  /// Adds a clone of forward op `o` reading `ins`, writing fresh values named `<output><suffix>`,
  /// the op named `<op><suffix>`; keeps the in-place pairs whose input `in_place` accepts. Adds its
  /// FLOPs to recompute_flops and returns the fresh outputs.
  template <class KeepInPlace>
  std::vector<value_id> clone_op(op_id o, const std::vector<value_id>& ins, std::string_view suffix,
                                 KeepInPlace&& in_place) {
    std::vector<value_id> outs;
    // Forward values keep their ids in the step's graph: each clone is like its original there.
    for (auto out : forward_.outputs(o))
      outs.push_back(graph().add_value_like(out, concat(forward_.tensor(out).name, suffix), forward_.role(out), true));
    copy_op(o, ins, outs, concat(forward_.op_name(o), suffix), in_place);
    t_.recompute_flops = checked_add(t_.recompute_flops, forward_.op_flops(o), "the recomputed FLOPs");
    return outs;
  }

  /// The layer forward op `o` belongs to (op_desc::layer), or -1: every op derived from it (its
  /// copy, clone, backward, gradient sums) belongs there too.
  [[nodiscard]] std::int32_t layer_of(op_id o) const {
    return static_cast<std::int32_t>(forward_.op_layer(o).value_or(-1));
  }

  /// The FLOPs of forward op `o`'s backward op: ratio x its FLOPs, or overflow_error naming it.
  [[nodiscard]] std::int64_t backward_flops(op_id o, double ratio) const {
    const std::int64_t f = forward_.op_flops(o);
    if (ratio * static_cast<double>(f) < 9223372036854775808.0) return checked_scale(ratio, f, "a backward op's FLOPs");
    detail::raise<overflow_error>("overflow computing the FLOPs of op '{}.bwd': {} x {} exceeds the 64-bit limit {}",
                                  forward_.op_name(o), ratio, f, std::numeric_limits<std::int64_t>::max());
  }

  /// The role of forward value `v`'s gradient: a parameter's, or that of a copy of one that
  /// collectives made (an FSDP all-gather's output, a device copy of an offloaded weight: the
  /// unsharded weight gradient before its reduce-scatter), is a parameter gradient; any other
  /// value's (activations, inputs, the loss) an activation gradient.
  [[nodiscard]] role gradient_role(value_id v) const {
    for (;;) {
      if (forward_.role(v) == role::parameter) return role::parameter_gradient;
      const auto p = forward_.producer(v);
      if (forward_.role(v) != role::collective || !p || forward_.inputs(*p).empty()) return role::activation_gradient;
      v = forward_.inputs(*p).front();
    }
  }

  /// Adds the loss's seed gradient, the first op of the backward pass.
  void seed() {
    const tensor& lt = forward_.tensor(loss_);
    const auto s = graph().add_value({.tensor = {"d" + lt.name, lt.shape, lt.dtype},
                                      .spec = forward_.sharding(loss_).spec(),
                                      .role = role::activation_gradient});  // on the device
    graph().add_op({.name = fmt::format("{}.grad", lt.name),
                    .scope = std::string(forward_.op_scope(*forward_.producer(loss_))),
                    .kind = "grad_seed",
                    .outputs = {s},
                    .layer = layer_of(*forward_.producer(loss_))});
    grad_[index(loss_)] = s;
  }

  /// Adds the backward op of forward op `o`: it reads the gradients of `o`'s outputs and the
  /// residuals its rule names, each through `residual(forward value)` (the value to read in the new
  /// graph), and writes one gradient per differentiable input, accumulated in place into a
  /// gradient that already has a contribution. @pre needs_backward(o).
  template <class Residual>
  void backward(op_id o, Residual&& residual) {
    dataflow_graph& g = graph();
    const auto& rule = flow_.rule(o);
    std::vector<value_id> ins;
    for (auto out : forward_.outputs(o))
      if (grad_[index(out)]) ins.push_back(*grad_[index(out)]);
    for (auto i : flow_.saved_inputs(o))
      if (i < forward_.inputs(o).size()) ins.push_back(residual(forward_.inputs(o)[i]));
    for (auto i : rule.saves_outputs)
      if (i < forward_.outputs(o).size()) ins.push_back(residual(forward_.outputs(o)[i]));
    std::sort(ins.begin(), ins.end());
    ins.erase(std::unique(ins.begin(), ins.end()), ins.end());
    std::vector<value_id> outs;
    std::vector<value_id> targets;
    for (std::size_t i = 0; i < forward_.inputs(o).size(); ++i) {
      if (!flow_.differentiable(o, i)) continue;
      const value_id in = forward_.inputs(o)[i];
      if (std::find(targets.begin(), targets.end(), in) != targets.end()) continue;  // x * x: one gradient
      const auto d = g.add_value_like(in, concat("d", forward_.tensor(in).name, grad_[index(in)] ? ".part" : ""),
                                      gradient_role(in));
      outs.push_back(d);
      targets.push_back(in);
    }
    g.add_op({.name = concat(forward_.op_name(o), ".bwd"),
              .scope = std::string(forward_.op_scope(o)),
              .kind = rule.backward_kind.empty() ? concat(forward_.op_kind(o), ".bwd") : rule.backward_kind,
              .inputs = std::move(ins),
              .outputs = outs,
              .flops = backward_flops(o, flow_.backward_ratio(o)),
              .workspace = forward_.op_workspace(o),
              .traffic = forward_.op_traffic(o),
              .layer = layer_of(o)});
    // Accumulate into gradients that already have a contribution, in place.
    for (std::size_t j = 0; j < targets.size(); ++j) {
      const value_id in = targets[j];
      if (!grad_[index(in)]) {
        grad_[index(in)] = outs[j];
        continue;
      }
      const tensor& it = forward_.tensor(in);
      const auto acc = g.add_value_like(in, "d" + it.name, gradient_role(in));
      g.add_op({.name = concat("accumulate.d", it.name),
                .scope = std::string(forward_.op_scope(o)),
                .kind = "add",
                .inputs = {*grad_[index(in)], outs[j]},
                .outputs = {acc},
                .flops = it.shape.elements(),
                .in_place = {{*grad_[index(in)], acc}},
                .layer = layer_of(o)});
      grad_[index(in)] = acc;
    }
    if (gradient_spec_)
      for (const value_id in : targets)
        if (--pending_[index(in)] == 0 && forward_.role(in) == role::parameter) scatter_gradient(o, in);
  }

  /// Marks the loss and the parameters' gradients as outputs and returns the step.
  [[nodiscard]] training_graph finish() {
    t_.graph.mark_output(loss_);
    for (std::size_t v = 0; v < forward_.value_count(); ++v)
      if (forward_.role(static_cast<value_id>(v)) == role::parameter && grad_[v]) {
        t_.graph.mark_output(*grad_[v]);
        t_.gradient[v] = grad_[v];
      }
    return std::move(t_);
  }

 private:
  // Reduce-scatters the finished gradient of parameter `p` to its gradient spec, one dimension at
  // a time over the axes the spec adds there.
  void scatter_gradient(op_id o, value_id p) {
    const std::optional<partition_spec> want = gradient_spec_(p);
    if (!want) return;
    dataflow_graph& g = graph();
    value_id cur = *grad_[index(p)];
    const std::size_t rank = forward_.tensor(p).shape.rank();
    auto target = want->entries();
    target.resize(rank);
    for (std::size_t d = 0; d < rank; ++d) {
      auto have = g.sharding(cur).spec().entries();
      have.resize(rank);
      if (have[d] == target[d]) continue;
      std::vector<std::string> axes;
      for (const std::string& a : target[d])
        if (std::find(have[d].begin(), have[d].end(), a) == have[d].end()) axes.push_back(a);
      cur = reduce_scatter(g, cur, d, axes,
                           {.name = fmt::format("d{}.shard", forward_.tensor(p).name),
                            .scope = std::string(forward_.op_scope(o)),
                            .role = role::parameter_gradient,
                            .layer = layer_of(o)});
    }
    grad_[index(p)] = cur;
  }

  static training_graph empty_step(const dataflow_graph& forward) {
    // Forward values keep their ids in the new graph.
    training_graph t{dataflow_graph::with_values_of(forward), 0, {}, 0, bytes{0}, 0, 0, 0, {}};
    // About three values and ops per forward one: the forward, its backward, recompute clones.
    t.graph.reserve(3 * forward.value_count(), 3 * forward.op_count());
    return t;
  }

  const dataflow_graph& forward_;
  std::function<std::optional<partition_spec>(value_id)> gradient_spec_{};
  std::vector<std::int32_t> pending_;  // backward contributions still to come, per forward value
  gradient_flow flow_;
  value_id loss_;
  training_graph t_;
  std::vector<std::optional<value_id>> grad_;
};

}  // namespace detail

/// Differentiates `forward` with respect to its parameters (values of role parameter but the frozen ones) from the
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
///
/// Lint, in `lint` (the step is built all the same; lint_finding lists the kinds): a region that
/// covers no op, a name its policy refers to that no value of it carries, and a policy that changes
/// nothing, judged on the residuals produced inside the region whose fate it decides: it saves
/// every one (as no checkpoint would, for a region inside no other), or saves and offloads none (as
/// nothing_saveable would; nothing_saveable itself is not flagged). Regions with the same policy
/// and finding share one finding. tests/train/training_graph_test.cpp pins the texts.
/// @throws invalid_error when `loss` is not a one-element value produced by an op, an op kind
///         has no rule, or the forward graph is invalid.
[[nodiscard]] inline training_graph build_training_graph(const dataflow_graph& forward, value_id loss,
                                                         const training_options& options = {}) {
  detail::training_builder b(forward, loss, options.rules);
  b.shard_gradients(options.gradient_spec);
  const schedule& fwd_order = b.order();
  const auto nv = forward.value_count();
  training_graph& t = b.result();

  // The innermost region of each op (-1: none), and lint of regions that cover nothing.
  // A scope's innermost region is the one named by its longest prefix that ends at a '/' (or the
  // whole scope; "" covers all), the last such region where several name one scope. Looked up once
  // per distinct scope.
  std::unordered_map<std::string_view, int> region_named;
  for (std::size_t r = 0; r < options.regions.size(); ++r) region_named[options.regions[r].scope] = static_cast<int>(r);
  std::vector<int> region_of_scope(forward.scope_count(), -2);  // -2: not looked up yet
  auto innermost = [&](std::string_view scope) {
    for (std::size_t end = scope.size();;) {
      if (auto it = region_named.find(scope.substr(0, end)); it != region_named.end()) return it->second;
      if (end == 0) break;
      const std::size_t slash = scope.rfind('/', end - 1);
      if (slash == std::string_view::npos) break;
      end = slash;
    }
    const auto all = region_named.find(std::string_view());
    return all == region_named.end() ? -1 : all->second;
  };
  std::vector<int> region_of(forward.op_count(), -1);
  std::vector<char> region_used(options.regions.size(), 0);
  for (std::size_t o = 0; o < forward.op_count(); ++o) {
    int& r = region_of_scope[forward.op_scope_index(static_cast<op_id>(o))];
    if (r == -2) r = options.regions.empty() ? -1 : innermost(forward.op_scope(static_cast<op_id>(o)));
    region_of[o] = r;
    if (r >= 0) region_used[static_cast<std::size_t>(r)] = 1;
  }
  for (std::size_t r = 0; r < options.regions.size(); ++r)
    if (!region_used[r])
      t.lint.push_back({lint_finding::kind_t::region_covers_nothing,
                        options.regions[r].policy.name(),
                        {options.regions[r].scope},
                        {}});
  auto region_of_value = [&](value_id v) -> int {
    const auto p = forward.producer(v);
    return p ? region_of[index(*p)] : -1;
  };

  // The fate of residual `v` read by a backward op of region `r`.
  auto fate = [&](value_id v, int r) {
    const auto p = forward.producer(v);
    if (!p) return residual_fate::save;  // a program argument
    for (const std::string& n : forward.tags(v))
      if (std::find(options.always_saved_names.begin(), options.always_saved_names.end(), n) !=
          options.always_saved_names.end())
        return residual_fate::save;
    const auto& rule = b.flow().rule(*p);
    if (rule.recompute_outputs) return residual_fate::recompute;
    if (r < 0 || region_of[index(*p)] != r) return residual_fate::save;  // an input of the region
    return options.regions[static_cast<std::size_t>(r)].policy.decide(forward.op_kind(*p), rule, forward.tags(v));
  };

  // The value `v` views (checkpoint_name, reshape), if it is a view.
  auto view_source = [&](value_id v) -> std::optional<value_id> {
    if (const auto p = forward.producer(v))
      for (auto [src, view] : forward.op_views(*p))
        if (view == v) return src;
    return std::nullopt;
  };
  // What each region's policy did that changes the step, for the lint below: bit 1 << fate for
  // every residual produced inside the region whose fate the policy decided, except a view of a
  // value from outside the region unless offloaded (that buffer is the region's input, kept
  // whatever the policy says) and a recomputed view (it costs nothing: its source is visited).
  std::vector<unsigned> region_effect(options.regions.size(), 0);
  auto note_effect = [&](value_id v, int r, residual_fate f) {
    const auto p = forward.producer(v);
    if (r < 0 || !p || region_of[index(*p)] != r || b.flow().rule(*p).recompute_outputs) return;
    if (f != residual_fate::offload && view_source(v)) {
      if (f == residual_fate::recompute) return;
      value_id root = v;
      while (const auto src = view_source(root)) {
        root = *src;
        if (!forward.producer(root) || region_of[index(*forward.producer(root))] != r) return;  // a region input
      }
    }
    region_effect[static_cast<std::size_t>(r)] |= 1U << static_cast<unsigned>(f);
  };

  // Which values are offloaded (by some reader's region) and which residuals each backward op reads.
  std::vector<char> offloaded(nv, 0);
  std::vector<char> counted(nv, 0);
  std::set<std::pair<int, std::uint32_t>> expanded;  // (region, value) whose recomputation was visited
  for (auto o : fwd_order.order()) {
    if (!b.needs_backward(o)) continue;
    const auto& rule = b.flow().rule(o);
    const int r = region_of[index(o)];
    // A residual, and when it is recomputed, the values its recomputation reads in turn (as
    // `resolve` below rebuilds them): an offloaded one of those must be copied out too.
    std::function<void(value_id)> visit = [&](value_id v) {
      const auto f = fate(v, r);
      if (f == residual_fate::offload) offloaded[index(v)] = 1;
      if (!forward.producer(v)) return;
      note_effect(v, r, f);
      if (!counted[index(v)]) {
        counted[index(v)] = 1;
        (f == residual_fate::save        ? t.saved_residuals
         : f == residual_fate::recompute ? t.recomputed_residuals
                                         : t.offloaded_residuals)++;
      }
      if (f != residual_fate::recompute || !expanded.insert({r, index(v)}).second) return;
      const op_id p = *forward.producer(v);
      for (auto [src, view] : forward.op_views(p))
        if (view == v) {
          if (forward.producer(src) && region_of[index(*forward.producer(src))] == r) visit(src);
          return;
        }
      for (auto in : forward.inputs(p))
        if (forward.producer(in) &&
            (region_of[index(*forward.producer(in))] == r || b.flow().rule(*forward.producer(in)).recompute_outputs))
          visit(in);
    };
    for (auto i : b.flow().saved_inputs(o))
      if (i < forward.inputs(o).size()) visit(forward.inputs(o)[i]);
    for (auto i : rule.saves_outputs)
      if (i < forward.outputs(o).size()) visit(forward.outputs(o)[i]);
  }

  // Lint: names a region's policy refers to that no value of the region carries.
  // The (region, tag) pairs the values carry, gathered in one pass over the values.
  std::set<std::pair<int, std::string_view>> region_tags;
  const bool names_referenced = std::any_of(options.regions.begin(), options.regions.end(), [](const auto& region) {
    return !region.policy.referenced_names().empty();
  });
  for (std::size_t v = 0; v < nv && names_referenced; ++v)
    if (const int r = region_of_value(static_cast<value_id>(v)); r >= 0)
      for (const auto& tag : forward.tags(static_cast<value_id>(v))) region_tags.emplace(r, tag);
  for (std::size_t r = 0; r < options.regions.size(); ++r)
    for (const auto& n : options.regions[r].policy.referenced_names()) {
      const bool found = region_tags.contains({static_cast<int>(r), std::string_view(n)});
      if (!found)
        t.lint.push_back({lint_finding::kind_t::name_matches_nothing,
                          options.regions[r].policy.name(),
                          {options.regions[r].scope},
                          n});
    }
  // Lint: a policy that changes nothing. Against no checkpoint (for a region inside no other
  // region, whose ops would otherwise save everything): every residual the policy decides is
  // saved. Against jax.checkpoint's default, nothing_saveable (unless it is the policy): none is
  // saved or offloaded, so what the policy asks to keep is not computed inside the region.
  constexpr unsigned saves = 1U << static_cast<unsigned>(residual_fate::save);
  constexpr unsigned recomputes = 1U << static_cast<unsigned>(residual_fate::recompute);
  const std::string default_policy = nothing_saveable().name();
  // One warning per policy and finding, naming every region it holds for (a model's layers share a
  // policy: one line, not one per layer).
  struct finding {
    std::string policy;
    bool saves_all;
    std::vector<std::string> scopes;
  };
  std::vector<finding> findings;
  std::unordered_map<std::string_view, std::size_t> regions_of_scope;  // how many regions name each scope
  for (const checkpoint_region& region : options.regions) ++regions_of_scope[region.scope];
  for (std::size_t r = 0; r < options.regions.size(); ++r) {
    const checkpoint_region& region = options.regions[r];
    // Inside another region: one naming the same scope, or an enclosing one.
    bool nested = regions_of_scope[region.scope] > 1;
    detail::for_each_enclosing(region.scope, [&](std::string_view outer) { nested = nested || region_named.contains(outer); });
    const bool saves_all = region_effect[r] == saves && !nested;
    if (!saves_all && !(region_effect[r] == recomputes && region.policy.name() != default_policy)) continue;
    std::string policy = region.policy.name();
    auto same = [&](const finding& f) { return f.policy == policy && f.saves_all == saves_all; };
    if (auto it = std::find_if(findings.begin(), findings.end(), same); it != findings.end())
      it->scopes.push_back(region.scope);
    else findings.push_back({std::move(policy), saves_all, {region.scope}});
  }
  for (finding& f : findings)
    t.lint.push_back({f.saves_all ? lint_finding::kind_t::policy_saves_all : lint_finding::kind_t::policy_saves_none,
                      std::move(f.policy),
                      std::move(f.scopes),
                      {}});

  dataflow_graph& g = b.graph();
  std::vector<std::optional<value_id>> host_copy(nv);
  for (auto o : fwd_order.order()) {
    b.copy_op(o);
    for (auto out : forward.outputs(o))
      if (offloaded[index(out)]) {
        host_copy[index(out)] = copy_to_host(g, out,
                                             {.scope = std::string(forward.op_scope(o)), .layer = b.layer_of(o)});
        t.offload_bytes += g.per_device_bytes(out);
      }
  }
  t.forward_ops = g.op_count();

  // Backward.
  b.seed();
  std::map<std::pair<int, std::uint32_t>, value_id> rebuilt;  // (region, forward value) -> recomputed or reloaded
  // The value a backward op of region r reads for forward residual v.
  std::function<value_id(value_id, int)> resolve = [&](value_id v, int r) -> value_id {
    const auto f = fate(v, r);
    if (f == residual_fate::save) return v;
    if (auto it = rebuilt.find({r, index(v)}); it != rebuilt.end()) return it->second;
    if (f == residual_fate::offload) {
      const auto back = copy_to_device(g, *host_copy[index(v)],
                                       {.name = forward.tensor(v).name + ".reload",
                                        .layer = b.layer_of(*forward.producer(v))});
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
    for (auto in : forward.inputs(p))
      ins.push_back(forward.producer(in) && (region_of[index(*forward.producer(in))] == r ||
                                             b.flow().rule(*forward.producer(in)).recompute_outputs)
                        ? resolve(in, r)
                        : in);
    const auto outs = b.clone_op(p, ins, ".remat", [](value_id) { return false; });
    for (std::size_t k = 0; k < outs.size(); ++k) rebuilt[{r, index(forward.outputs(p)[k])}] = outs[k];
    return rebuilt.at({r, index(v)});
  };
  std::vector<char> rerun_done(options.regions.size(), 0);
  for (std::size_t k = fwd_order.size(); k-- > 0;) {
    const op_id o = fwd_order[k];
    if (!b.needs_backward(o)) continue;
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
    b.backward(o, [&](value_id v) { return resolve(v, r); });
  }
  return b.finish();
}

}  // namespace shardmem
