// A layered forward graph seen as a chain for the schedules layer (schedule/chain.hpp): layer i
// maps its boundary input x_i to its output x_{i+1}, with sizes and costs taken from the graph.
// Any chain schedule (store-all, Chen's sqrt(n), nested, Revolve, budgeted) then replays on the
// graph as save and recompute decisions, giving a training step that liveness can measure.
// Also: the stacked layer inputs that a scanned model (jax.lax.scan under jax.checkpoint) keeps.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/shape.hpp>
#include <shardmem/core/tensor.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>
#include <shardmem/schedule/simulate.hpp>
#include <shardmem/sharding/named_sharding.hpp>
#include <shardmem/sharding/partition_spec.hpp>
#include <shardmem/train/rules.hpp>
#include <shardmem/train/training_graph.hpp>

namespace shardmem {

/// One layer of a layer chain: stage i of the chain.
struct chain_layer {
  std::string scope;       ///< the layer's scope: its ops are those whose scope is it or lies under it
  value_id input{};        ///< x_i, the one value from outside the layer it reads besides parameters
  value_id output{};       ///< x_{i+1}, the one value of the layer read after it
  std::vector<op_id> ops;  ///< the layer's forward ops, in forward order
  /// The buffers a forward that keeps its activations holds until the layer's backward (the
  /// chain's a_i): the values produced in the layer that its backward ops read (their rules'
  /// saves_inputs and saves_outputs; a view counts as the buffer it views; outputs of ops whose
  /// rule recomputes them, such as FSDP's all-gathers, are not kept), and the output.
  std::vector<value_id> kept;
};

/// A forward graph as a chain of layers, built by layer_chain().
struct layer_chain_view {
  std::vector<chain_layer> layers;
  /// Stage i is layer i, in per-device bytes and FLOPs: output = x_{i+1}; working = the kept
  /// buffers (the output included); forward_cost = the layer's FLOPs; backward_cost = the FLOPs of
  /// its backward ops (gradient_flow::backward_ratio times its op's FLOPs); input = x_0.
  shardmem::chain chain;
  std::vector<op_id> before;  ///< ops outside the layers that run before them (embedding), in forward order
  std::vector<op_id> after;   ///< ops outside the layers that run after them (head, loss), in forward order
  value_id loss{};
  std::size_t forward_ops = 0, forward_values = 0;  ///< the graph's size, to recognize it

  /// The boundaries x_0 .. x_n.
  [[nodiscard]] std::vector<value_id> boundaries() const {
    std::vector<value_id> out;
    for (const auto& l : layers) out.push_back(l.input);
    if (!layers.empty()) out.push_back(layers.back().output);
    return out;
  }
};

namespace detail {

// The value whose buffer `v` is: follows views (checkpoint_name, reshape) back to their source.
inline value_id view_root(const dataflow_graph& g, value_id v) {
  for (;;) {
    const auto p = g.producer(v);
    if (!p) return v;
    bool moved = false;
    for (auto [src, view] : g.op_views(*p))
      if (view == v) {
        v = src;
        moved = true;
        break;
      }
    if (!moved) return v;
  }
}

}  // namespace detail

/// Views `forward` as a chain of the layers `layer_scopes` (in order), with its sizes in per-device
/// bytes from the graph. Layer i's ops are those whose scope is `layer_scopes[i]` or lies under it.
/// Each layer must read exactly one value from outside it besides parameters (values of role
/// parameter, and values that all-gathers or dynamic-slices of them produce): its input x_i; layer
/// i + 1 must read layer i's output, and nothing else of layer i may be read outside it (no skip
/// connection across layers); the last layer's one value read after it is x_n. Ops outside the
/// layers run before them (`before`: the embedding) or after them (`after`: the head and the loss).
/// `rules` decide what each layer's backward reads, hence the working sets.
/// Example: `layer_chain(tg.graph, tg.loss, tg.layer_scopes)` for a built transformer.
/// @throws invalid_error naming the layer when a scope covers no op or overlaps another, a layer
///         reads no value or several values from outside it, layers do not connect in order, or a
///         layer's value other than its output is read outside it; as build_training_graph for a
///         bad loss, graph or op kind.
[[nodiscard]] inline layer_chain_view layer_chain(const dataflow_graph& forward, value_id loss,
                                                  std::span<const std::string> layer_scopes,
                                                  const op_rules& rules = {}) {
  const detail::gradient_flow flow(forward, loss, rules);
  const std::size_t n = layer_scopes.size();
  if (n == 0)
    detail::raise<invalid_error>("layer_chain: no layer scopes given; pass the scopes of the layers, such as "
                                 "build_transformer's layer_scopes");
  // Overlaps, by lookups of each scope's enclosing scopes (not pairwise): layer i overlaps an
  // earlier layer j when j's scope is i's or encloses it, or lies under i's. The first i that
  // overlaps is reported, with its first such j.
  std::unordered_map<std::string_view, std::size_t> layer_named, first_under;  // first layer named / under each scope
  for (std::size_t i = 0; i < n; ++i) {
    layer_named.emplace(layer_scopes[i], i);
    detail::for_each_enclosing(layer_scopes[i], [&](std::string_view outer) { first_under.emplace(outer, i); });
  }
  for (std::size_t i = 0; i < n; ++i) {
    std::size_t j = i;
    auto earlier = [&](const auto& table, std::string_view scope) {
      if (const auto it = table.find(scope); it != table.end()) j = std::min(j, it->second);
    };
    earlier(layer_named, layer_scopes[i]);
    earlier(first_under, layer_scopes[i]);
    detail::for_each_enclosing(layer_scopes[i], [&](std::string_view outer) { earlier(layer_named, outer); });
    if (j < i)
      detail::raise<invalid_error>(
          "layer_chain: layer scopes '{}' (layer {}) and '{}' (layer {}) overlap; each op must belong to one layer",
          layer_scopes[j], j, layer_scopes[i], i);
  }

  // Each op's layer (-1: none) and position in the forward order. Layers do not overlap, so an
  // op's scope is in at most one: the one naming its scope or an enclosing one, looked up once
  // per distinct scope.
  const auto nops = forward.op_count();
  std::vector<int> layer_of(nops, -1);
  std::vector<std::size_t> position(nops, 0);
  std::vector<std::vector<op_id>> ops(n);
  std::vector<int> layer_of_scope(forward.scope_count(), -2);  // -2: not looked up yet
  auto layer_in = [&](std::string_view scope) {
    int found = -1;
    auto look = [&](std::string_view s) {
      if (const auto it = layer_named.find(s); found < 0 && it != layer_named.end()) found = static_cast<int>(it->second);
    };
    look(scope);
    detail::for_each_enclosing(scope, look);
    return found;
  };
  std::size_t first_layer_op = nops;
  for (std::size_t k = 0; k < flow.order().size(); ++k) {
    const op_id o = flow.order()[k];
    position[index(o)] = k;
    int& i = layer_of_scope[forward.op_scope_index(o)];
    if (i == -2) i = layer_in(forward.op_scope(o));
    if (i >= 0) {
      layer_of[index(o)] = i;
      ops[static_cast<std::size_t>(i)].push_back(o);
      first_layer_op = std::min(first_layer_op, k);
    }
  }
  for (std::size_t i = 0; i < n; ++i)
    if (ops[i].empty())
      detail::raise<invalid_error>("layer_chain: layer scope '{}' (layer {}) covers no op of the forward graph",
                                   layer_scopes[i], i);
  auto is_before = [&](op_id o) { return layer_of[index(o)] < 0 && position[index(o)] < first_layer_op; };

  // Parameters and what collectives make of them alone: read by a layer without being its input.
  std::vector<char> parameter_like(forward.value_count(), 0);
  for (std::size_t v = 0; v < forward.value_count(); ++v)
    parameter_like[v] = forward.role(static_cast<value_id>(v)) == role::parameter;
  for (auto o : flow.order().order()) {
    if (!rules.at(forward.op_kind(o)).recompute_outputs) continue;
    bool all = !forward.inputs(o).empty();
    for (auto in : forward.inputs(o)) all = all && parameter_like[index(in)];
    if (all)
      for (auto out : forward.outputs(o)) parameter_like[index(out)] = 1;
  }
  auto produced_in = [&](value_id v, std::size_t i) {
    const auto p = forward.producer(v);
    return p && layer_of[index(*p)] == static_cast<int>(i);
  };
  auto producer_name = [&](value_id v) {
    const auto p = forward.producer(v);
    return p ? fmt::format("op '{}'", forward.op_name(*p)) : std::string("no op (a program argument)");
  };

  // Boundary inputs.
  std::vector<chain_layer> layers(n);
  for (std::size_t i = 0; i < n; ++i) {
    layers[i].scope = layer_scopes[i];
    layers[i].ops = ops[i];
    std::vector<value_id> outside;
    for (auto o : ops[i])
      for (auto in : forward.inputs(o)) {
        if (produced_in(in, i)) continue;
        if (parameter_like[index(in)]) {
          const auto p = forward.producer(in);
          if (p && !is_before(*p))
            detail::raise<invalid_error>(
                "layer_chain: layer '{}' reads {}, which {} outside the layer makes after the layers start; make it "
                "inside the layer or before the first layer",
                layer_scopes[i], forward.describe(in), producer_name(in));
          continue;
        }
        if (std::find(outside.begin(), outside.end(), in) == outside.end()) outside.push_back(in);
      }
    if (outside.empty())
      detail::raise<invalid_error>(
          "layer_chain: layer '{}' reads no value from outside it but parameters; a layer of a chain reads its input "
          "x{} from the layer before it (or, for the first layer, from before the layers)",
          layer_scopes[i], i);
    if (outside.size() > 1) {
      std::string list;
      for (auto v : outside)
        list += fmt::format("{}{} from {}", list.empty() ? "" : ", ", forward.describe(v), producer_name(v));
      detail::raise<invalid_error>(
          "layer_chain: layer '{}' reads {} values from outside it besides parameters: {}; a layer of a chain has one "
          "boundary input: move the ops that make the others into the layer, or make them parameters",
          layer_scopes[i], outside.size(), list);
    }
    layers[i].input = outside.front();
    const auto p = forward.producer(layers[i].input);
    const bool connected = i == 0 ? !p || is_before(*p) : produced_in(layers[i].input, i - 1);
    if (!connected)
      detail::raise<invalid_error>(
          "layer_chain: layer '{}' reads {} from {}, {}; consecutive layers must connect: layer i + 1 reads what "
          "layer i writes, and the first layer reads what runs before the layers",
          layer_scopes[i], forward.describe(layers[i].input), producer_name(layers[i].input),
          i == 0 ? std::string("which runs after the layers start")
                 : fmt::format("not from the layer before it, '{}'", layer_scopes[i - 1]));
  }

  // Outputs: the one value of each layer read outside it.
  std::vector<std::vector<op_id>> readers(forward.value_count());
  for (auto o : flow.order().order())
    for (auto in : forward.inputs(o)) readers[index(in)].push_back(o);
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<std::pair<value_id, std::string>> escaping;  // (value, its first reader outside the layer)
    for (auto o : ops[i])
      for (auto v : forward.outputs(o)) {
        const auto& rs = readers[index(v)];
        const auto r = std::find_if(rs.begin(), rs.end(),
                                    [&](op_id x) { return layer_of[index(x)] != static_cast<int>(i); });
        if (r != rs.end()) escaping.emplace_back(v, fmt::format("op '{}'", forward.op_name(*r)));
        else if (v == loss) escaping.emplace_back(v, "the loss");
      }
    if (i + 1 < n) {
      for (const auto& [v, reader] : escaping)
        if (v != layers[i + 1].input)
          detail::raise<invalid_error>(
              "layer_chain: {} of layer '{}' is read outside it by {}; only the layer's output {}, which layer '{}' "
              "reads, may leave a layer of a chain",
              forward.describe(v), layer_scopes[i], reader, forward.describe(layers[i + 1].input), layer_scopes[i + 1]);
      layers[i].output = layers[i + 1].input;
      continue;
    }
    if (escaping.size() > 1) {
      std::string list;
      for (const auto& [v, reader] : escaping)
        list += fmt::format("{}{} (read by {})", list.empty() ? "" : ", ", forward.describe(v), reader);
      detail::raise<invalid_error>(
          "layer_chain: the last layer '{}' has {} values read after it: {}; a layer of a chain passes one value, its "
          "output, to what follows",
          layer_scopes[i], escaping.size(), list);
    }
    if (escaping.empty() || !flow.reaches_loss(escaping.front().first))
      detail::raise<invalid_error>("layer_chain: the loss {} does not depend on the last layer '{}'; the layers must "
                                   "lie on the loss's path",
                                   forward.describe(loss), layer_scopes[i]);
    layers[i].output = escaping.front().first;
  }

  // Sizes and costs.
  std::vector<stage> stages(n);
  for (std::size_t i = 0; i < n; ++i) {
    chain_layer& l = layers[i];
    auto keep = [&](value_id v) {
      const value_id root = detail::view_root(forward, v);
      const auto p = forward.producer(root);
      if (!p || layer_of[index(*p)] != static_cast<int>(i) || rules.at(forward.op_kind(*p)).recompute_outputs) return;
      if (std::find(l.kept.begin(), l.kept.end(), root) == l.kept.end()) l.kept.push_back(root);
    };
    stage& s = stages[i];
    s.forward_cost = 0;
    s.backward_cost = 0;
    for (auto o : l.ops) {
      s.forward_cost = checked_add(s.forward_cost, forward.op_flops(o), "a layer's FLOPs");
      if (!flow.needs_backward(o)) continue;
      const auto& rule = rules.at(forward.op_kind(o));
      s.backward_cost = checked_add(s.backward_cost,
                                    checked_scale(flow.backward_ratio(o), forward.op_flops(o), "a layer's backward FLOPs"),
                                    "a layer's backward FLOPs");
      for (auto k : flow.saved_inputs(o))
        if (k < forward.inputs(o).size()) keep(forward.inputs(o)[k]);
      for (auto k : rule.saves_outputs)
        if (k < forward.outputs(o).size()) keep(forward.outputs(o)[k]);
    }
    const value_id out_root = detail::view_root(forward, l.output);
    if (std::find(l.kept.begin(), l.kept.end(), out_root) == l.kept.end()) l.kept.push_back(out_root);
    s.output = forward.per_device_bytes(l.output);
    s.working = bytes{0};
    for (auto v : l.kept) s.working += forward.per_device_bytes(v);
  }

  const bytes input = forward.per_device_bytes(layers.front().input);
  layer_chain_view view{std::move(layers), chain(input, std::move(stages)), {}, {}, loss, nops, forward.value_count()};
  for (auto o : flow.order().order())
    if (layer_of[index(o)] < 0) (is_before(o) ? view.before : view.after).push_back(o);
  return view;
}

/// The training step of `forward` (see the other build_training_graph) with the save and
/// recompute decisions of the chain schedule `s` on the layers of `view` (from layer_chain on the
/// same graph and loss), made by replaying its actions:
/// - the ops before the layers run first; the first forward (A or F) of each layer is the layer's
///   own forward ops, and the ops after the layers (head, loss) follow the first forward of the
///   last layer;
/// - each later `A i` or `F i` adds clones (`<op>.remat`, `<op>.remat2`, ...) of the layer's
///   forward ops that make what a later action reads, as JAX's remat keeps only what the backward
///   needs: the residuals of B i (for an F), and the layer's output when the next layer's forward
///   or a save reads it; an F right before its B recomputes no output projection whose result
///   nothing reads. Clones read the current boundary value: the checkpoint the last `R b`
///   restored, or the output of the forward before. `S b`, `R b` and `D b` add no op: a
///   checkpoint is the boundary value itself, kept as long as a later op reads it;
/// - `B i` adds layer i's backward ops, as build_training_graph does, reading the residuals of
///   the one `F i` (the layer's own values when that was its first forward, its clones otherwise;
///   an `A`'s values are never read by a backward). Outputs of ops whose rule recomputes them
///   (FSDP's all-gathers) are recomputed right before the backward op that reads them. The seed
///   and the head's backward come before the first `B`, the backward of the ops before the layers
///   after `B 0`.
/// recompute_flops is the FLOPs of every clone; forward_ops the ops before the seed. Use the rules
/// layer_chain used, so that the chain's sizes are those of the graph.
/// Example: `build_training_graph(g, loss, view, chen_sqrt(view.chain))`.
/// @throws invalid_error when `view` was built for another graph or loss, `options` has checkpoint
///         regions (the schedule decides what is recomputed), or the schedule's stage count is
///         not the number of layers; schedule_error (an invalid_error) when simulate() rejects the
///         schedule on view.chain.
[[nodiscard]] inline training_graph build_training_graph(const dataflow_graph& forward, value_id loss,
                                                         const layer_chain_view& view, const chain_schedule& s,
                                                         const training_options& options = {}) {
  if (view.forward_ops != forward.op_count() || view.forward_values != forward.value_count() || view.loss != loss)
    detail::raise<invalid_error>(
        "build_training_graph: the layer chain was built for a graph of {} ops and {} values with loss value {}, not "
        "this one ({} ops, {} values, loss value {}); call layer_chain on this graph and loss",
        view.forward_ops, view.forward_values, index(view.loss), forward.op_count(), forward.value_count(),
        index(loss));
  if (!options.regions.empty())
    detail::raise<invalid_error>(
        "build_training_graph: {} checkpoint regions given with a chain schedule; the schedule decides what is saved "
        "and recomputed, so pass training_options without regions",
        options.regions.size());
  const std::int64_t n = view.chain.size();
  std::int64_t stages = 0;
  for (const action& a : s)
    if (a.kind == action_kind::advance || a.kind == action_kind::forward || a.kind == action_kind::backward)
      stages = std::max<std::int64_t>(stages, std::int64_t{a.index} + 1);
  if (stages != n)
    detail::raise<invalid_error>(
        "build_training_graph: the schedule runs {} stages but the layer chain has {} layers ('{}' to '{}'); generate "
        "the schedule from the view's chain",
        stages, n, view.layers.front().scope, view.layers.back().scope);
  (void)simulate(view.chain, s);

  detail::training_builder b(forward, loss, options.rules);
  b.shard_gradients(options.gradient_spec);
  const auto& rules = options.rules;
  training_graph& t = b.result();
  std::vector<int> layer_of(forward.op_count(), -1);
  for (std::size_t i = 0; i < view.layers.size(); ++i)
    for (auto o : view.layers[i].ops) layer_of[index(o)] = static_cast<int>(i);

  // Clones are named <op>.remat, <op>.remat2, ... in the order they are made.
  std::vector<std::uint32_t> clones(forward.op_count(), 0);
  auto suffix = [&](op_id o) {
    const auto k = ++clones[index(o)];
    return k == 1 ? std::string(".remat") : fmt::format(".remat{}", k);
  };
  using value_map = std::unordered_map<std::uint32_t, value_id>;
  // The backward ops of `ops`, in reverse order. A residual is read from `kept` (the values of a
  // layer's F), except outputs of ops whose rule recomputes them, made again once for these ops.
  std::vector<char> read_saved(forward.value_count(), 0), read_clone(forward.value_count(), 0);
  auto backward_of = [&](std::span<const op_id> ops, const value_map* kept, std::optional<value_id> input) {
    value_map made;
    auto resolve = [&](auto&& self, value_id x) -> value_id {
      if (kept && x == input) return kept->at(index(x));
      const auto p = forward.producer(x);
      if (p && rules.at(forward.op_kind(*p)).recompute_outputs) {
        if (auto it = made.find(index(x)); it != made.end()) return it->second;
        std::vector<value_id> ins;
        for (auto in : forward.inputs(*p)) ins.push_back(self(self, in));
        const auto outs = b.clone_op(*p, ins, suffix(*p), [](value_id) { return false; });
        for (std::size_t k = 0; k < outs.size(); ++k) made[index(forward.outputs(*p)[k])] = outs[k];
        return made.at(index(x));
      }
      if (kept)
        if (auto it = kept->find(index(x)); it != kept->end()) return it->second;
      return x;
    };
    auto residual = [&](value_id v) {
      const value_id r = resolve(resolve, v);
      if (forward.producer(v)) (r == v ? read_saved : read_clone)[index(v)] = 1;
      return r;
    };
    for (std::size_t k = ops.size(); k-- > 0;)
      if (b.needs_backward(ops[k])) b.backward(ops[k], residual);
  };

  for (auto o : view.before) b.copy_op(o);
  std::vector<char> ran(static_cast<std::size_t>(n), 0);
  std::vector<value_map> kept(static_cast<std::size_t>(n));
  std::vector<std::optional<value_id>> checkpoint(static_cast<std::size_t>(n + 1));
  checkpoint[0] = view.layers.front().input;
  std::optional<value_id> current = checkpoint[0];
  bool backward_started = false;
  // What a recomputing forward of layer i must make (JAX's remat keeps only what the backward
  // reads, dead-code-eliminating the rest): the residuals its B reads when the action keeps them
  // (F), and the layer's output when a later action reads it (the next layer's forward, or a save
  // of the boundary) before the schedule drops it (a restore or a backward). An op is cloned when
  // one of its outputs is needed, and then its inputs are. Outputs of ops whose rule recomputes
  // them (FSDP's all-gathers) are made again at the backward, so they need their inputs, not
  // themselves.
  std::vector<char> needed(forward.value_count(), 0);
  auto need = [&](auto&& self, value_id x, std::size_t layer) -> void {
    const auto p = forward.producer(x);
    if (p && layer_of[index(*p)] == static_cast<int>(layer) && rules.at(forward.op_kind(*p)).recompute_outputs) {
      for (auto in : forward.inputs(*p)) self(self, in, layer);
      return;
    }
    needed[index(x)] = 1;
  };
  auto output_read_later = [&](std::size_t k) {
    for (std::size_t j = k + 1; j < s.size(); ++j) {
      const action_kind next = s[j].kind;
      if (next == action_kind::save || next == action_kind::advance || next == action_kind::forward) return true;
      if (next == action_kind::restore || next == action_kind::backward) return false;
    }
    return false;
  };
  for (std::size_t k = 0; k < s.size(); ++k) {
    const action a = s[k];
    const auto i = static_cast<std::size_t>(a.index);
    switch (a.kind) {
      case action_kind::advance:
      case action_kind::forward: {
        const chain_layer& l = view.layers[i];
        value_map m{{index(l.input), *current}};
        // A recomputation: mark what it must make, backward from the needed values.
        std::vector<char> clone_op;
        if (ran[i]) {
          std::fill(needed.begin(), needed.end(), 0);
          if (output_read_later(k)) need(need, l.output, i);
          if (a.kind == action_kind::forward)
            for (auto o : l.ops) {
              if (!b.needs_backward(o)) continue;
              const auto& rule = rules.at(forward.op_kind(o));
              for (auto idx : b.flow().saved_inputs(o))
                if (idx < forward.inputs(o).size()) need(need, forward.inputs(o)[idx], i);
              for (auto idx : rule.saves_outputs)
                if (idx < forward.outputs(o).size()) need(need, forward.outputs(o)[idx], i);
            }
          clone_op.assign(l.ops.size(), 0);
          for (std::size_t j = l.ops.size(); j-- > 0;) {
            const op_id o = l.ops[j];
            for (auto out : forward.outputs(o)) clone_op[j] = clone_op[j] || needed[index(out)];
            if (clone_op[j])
              for (auto in : forward.inputs(o)) needed[index(in)] = 1;
          }
        }
        auto mapped = [&](value_id v) {
          const auto it = m.find(index(v));
          return it == m.end() ? v : it->second;
        };
        // In place only over the layer's own values, never over its input (a checkpoint).
        auto inner = [&](value_id v) {
          return forward.producer(v) && layer_of[index(*forward.producer(v))] == static_cast<int>(i);
        };
        for (std::size_t j = 0; j < l.ops.size(); ++j) {
          const op_id o = l.ops[j];
          if (ran[i] && !clone_op[j]) continue;  // nothing after it reads what it makes
          std::vector<value_id> ins;
          for (auto in : forward.inputs(o)) ins.push_back(mapped(in));
          if (!ran[i]) {
            b.copy_op(o, ins, {forward.outputs(o).begin(), forward.outputs(o).end()}, std::string(forward.op_name(o)),
                      inner);
            for (auto out : forward.outputs(o)) m[index(out)] = out;
          } else {
            const auto outs = b.clone_op(o, ins, suffix(o), inner);
            for (std::size_t k = 0; k < outs.size(); ++k) m[index(forward.outputs(o)[k])] = outs[k];
          }
        }
        current = mapped(l.output);  // the original output when no later action reads it (never read)
        if (!ran[i] && i + 1 == static_cast<std::size_t>(n))
          for (auto o : view.after) b.copy_op(o);
        ran[i] = 1;
        if (a.kind == action_kind::forward) kept[i] = std::move(m);
        break;
      }
      case action_kind::save: checkpoint[i] = current; break;
      case action_kind::restore: current = checkpoint[i]; break;
      case action_kind::discard: checkpoint[i].reset(); break;
      case action_kind::backward: {
        current.reset();
        if (!backward_started) {
          backward_started = true;
          t.forward_ops = b.graph().op_count();
          b.seed();
          backward_of(view.after, nullptr, std::nullopt);
        }
        backward_of(view.layers[i].ops, &kept[i], view.layers[i].input);
        kept[i].clear();
        if (i == 0) backward_of(view.before, nullptr, std::nullopt);
        break;
      }
    }
  }
  for (std::size_t v = 0; v < forward.value_count(); ++v) {
    if (read_clone[v]) ++t.recomputed_residuals;
    else if (read_saved[v]) ++t.saved_residuals;
  }
  return b.finish();
}

/// The layer inputs a scanned model keeps for its backward: under jax.lax.scan with jax.checkpoint
/// on the layer (nothing_saveable, or any policy saving only the carry), the scan stacks each
/// iteration's input into one [L, ...] array (a [L, b, s, h] activation stack for a transformer).
struct scanned_layer_inputs {
  std::vector<value_id> inputs;  ///< per layer: its value tagged with the input name
  tensor stacked;                ///< the stack: [L, ...one input's shape], named `<tag>.stack`
  partition_spec spec;           ///< the stack's spec: the layer dimension unsplit, then one input's spec
  bytes per_device{0};           ///< per-device bytes of the stack: L times one input's
};

/// The stacked layer inputs that jax.lax.scan + jax.checkpoint keep for `layer_scopes`, each
/// layer's input being its one value tagged `tag` (checkpoint_name, as build_transformer tags
/// `layer_input`) produced by an op of the layer. All inputs must have one shape, dtype and
/// sharding, as a scan's carry does; the stack adds an unsplit leading layer dimension, so its
/// per-device bytes are L times those of one input.
/// Example: `scan_saved_layer_inputs(tg.graph, tg.layer_scopes).per_device` for a built transformer.
/// @throws invalid_error naming the layer when no scopes are given, a layer has no value or several
///         values tagged `tag`, or its input's type or sharding differs from the first layer's.
[[nodiscard]] inline scanned_layer_inputs scan_saved_layer_inputs(const dataflow_graph& g,
                                                                  std::span<const std::string> layer_scopes,
                                                                  std::string_view tag = "layer_input") {
  if (layer_scopes.empty())
    detail::raise<invalid_error>(
        "scan_saved_layer_inputs: no layer scopes given; pass the scopes of the scanned layers");
  scanned_layer_inputs out;
  for (const auto& scope : layer_scopes) {
    std::vector<value_id> found;
    for (std::size_t v = 0; v < g.value_count(); ++v) {
      const auto id = static_cast<value_id>(v);
      const auto p = g.producer(id);
      const auto& tags = g.tags(id);
      if (p && detail::in_scope(g.op_scope(*p), scope) && std::find(tags.begin(), tags.end(), tag) != tags.end())
        found.push_back(id);
    }
    if (found.size() != 1) {
      std::string list;
      for (auto v : found) list += fmt::format("{}{}", list.empty() ? "" : ", ", g.describe(v));
      detail::raise<invalid_error>(
          "scan_saved_layer_inputs: layer '{}' has {} values tagged '{}'{}{}; tag the layer's input, and only it, "
          "with checkpoint_name '{}'",
          scope, found.size(), tag, found.empty() ? "" : ": ", list, tag);
    }
    const value_id v = found.front();
    if (!out.inputs.empty()) {
      const value_id first = out.inputs.front();
      if (g.tensor(v).shape != g.tensor(first).shape || g.tensor(v).dtype != g.tensor(first).dtype ||
          g.sharding(v).spec() != g.sharding(first).spec() ||
          g.sharding(v).memory_kind() != g.sharding(first).memory_kind())
        detail::raise<invalid_error>(
            "scan_saved_layer_inputs: layer '{}' has input {} but layer '{}' has {}; a scan's layers share one input "
            "type and sharding",
            scope, g.describe(v), layer_scopes.front(), g.describe(first));
    }
    out.inputs.push_back(v);
  }
  const value_id first = out.inputs.front();
  const tensor& one = g.tensor(first);
  std::vector<std::int64_t> extents{static_cast<std::int64_t>(out.inputs.size())};
  extents.insert(extents.end(), one.shape.begin(), one.shape.end());
  out.stacked = tensor{fmt::format("{}.stack", tag), shape(std::move(extents)), one.dtype};
  std::vector<partition_spec::entry> entries{{}};
  const auto& spec = g.sharding(first).spec().entries();
  entries.insert(entries.end(), spec.begin(), spec.end());
  out.spec = partition_spec(std::move(entries));
  out.per_device = named_sharding(g.mesh(), out.spec, g.sharding(first).memory_kind())
                       .per_device_bytes(out.stacked, shard_mode::padded);
  return out;
}

}  // namespace shardmem
