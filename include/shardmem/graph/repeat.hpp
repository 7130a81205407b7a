// shardmem::repeat_layers: the graph of a model with L identical layers made from the graph of the
// same model built with a few layers, by repeating the middle layer's ops and values L - K + 1
// times instead of building every layer. A training step of Llama-3.1-405B (126 layers, 11,866
// ops) comes out of a 5-layer build at a fraction of the cost. graph_difference compares two
// graphs field by field, so a caller checks the repetition against a real build before trusting it.
// Which layer an op or value belongs to is data its builder gave (op_desc::layer,
// dataflow_graph::assign_layer); names are only renumbered for the reader.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/graph/liveness.hpp>

namespace shardmem {

namespace detail {

// Write access to a graph's arrays for repeat_layers.
struct graph_writer {
  static auto& values(dataflow_graph& g) noexcept { return g.values_; }
  static auto& hot(dataflow_graph& g) noexcept { return g.hot_; }
  static auto& ops(dataflow_graph& g) noexcept { return g.ops_; }
  static auto& inputs(dataflow_graph& g) noexcept { return g.inputs_; }
  static auto& outputs(dataflow_graph& g) noexcept { return g.outputs_; }
  static auto& in_offsets(dataflow_graph& g) noexcept { return g.in_off_; }
  static auto& out_offsets(dataflow_graph& g) noexcept { return g.out_off_; }
  static auto& workspaces(dataflow_graph& g) noexcept { return g.workspace_; }
  static auto& workspace_ops(dataflow_graph& g) noexcept { return g.workspace_ops_; }
  static auto& aliases(dataflow_graph& g) noexcept { return g.alias_; }
  static auto& shares(dataflow_graph& g) noexcept { return g.share_count_; }
  static auto& donated(dataflow_graph& g) noexcept { return g.donated_; }
  static auto& donated_into(dataflow_graph& g) noexcept { return g.donated_into_; }
  // The tables a copy shares with its source: shardings, tag lists, op kinds.
  static void share_tables(dataflow_graph& to, const dataflow_graph& from) {
    to.shardings_ = from.shardings_;
    to.tags_ = from.tags_;
    to.kinds_ = from.kinds_;
  }
  static std::uint32_t intern_scope(dataflow_graph& g, const std::string& s) { return g.scopes_.intern(s); }
  static bool donation(const dataflow_graph& g, std::size_t alias) noexcept {
    return g.alias_[alias].op == dataflow_graph::none && g.alias_[alias].kind != detail::graph_access::view;
  }
  static std::optional<std::uint32_t> donated_to(const dataflow_graph& g, std::uint32_t v) noexcept {
    if (v >= g.donated_.size() || g.donated_[v] == dataflow_graph::none) return std::nullopt;
    return g.donated_[v];
  }
};

}  // namespace detail

namespace detail {

// The arrays liveness reads (see graph_arrays), without the names, shapes and scopes of a
// dataflow_graph: what repeat_layers makes when no names are asked for.
struct flat_graph {
  std::vector<detail::graph_access::value_hot> hot;
  std::vector<std::uint32_t> in_off{0}, out_off{0}, inputs, outputs;
  std::vector<std::int64_t> workspace;
  std::size_t workspace_ops = 0;  // ops whose workspace is not 0
  std::vector<detail::graph_access::alias_info> aliases;
  std::size_t shares = 0;  // aliases of kind share
};

// An item (op or value) of a repeated graph: the source's item it copies, and the layer it is in.
struct layer_item {
  std::uint32_t item;
  std::int32_t layer;  // -1 for a global item
};

}  // namespace detail

/// A graph made by repeat_layers, and where each op and value of the source went.
struct repeated_graph {
  /// The graph, when repeat_layers was asked for names; otherwise empty, and `flat` holds what
  /// liveness reads (see `analyze`).
  std::optional<dataflow_graph> graph;
  detail::flat_graph flat;
  std::vector<std::uint32_t> op_start;  ///< by source op: the id of its first copy
  std::int64_t copies = 1;              ///< how many times the template layer's items are there
  std::int64_t template_layer = 0;      ///< the source's layer that was repeated
  /// By value and op: the source's value or op it copies, and its layer; by source value and op:
  /// its layer there (-1 for a global one).
  std::vector<detail::layer_item> value_from, op_from;
  std::vector<std::int64_t> source_value_layer, source_op_layer;

  /// How many copies of source value or op `source_item` there are (`copies` in the template
  /// layer, 1 elsewhere): what a sum over the repeated graph counts it.
  [[nodiscard]] std::int64_t value_copies(value_id v) const {
    return source_value_layer.at(index(v)) == template_layer ? copies : 1;
  }
  [[nodiscard]] std::int64_t op_copies(op_id o) const {
    return source_op_layer.at(index(o)) == template_layer ? copies : 1;
  }
  /// The layer an item of the source that its builder labelled `own` (value_desc::layer; a value
  /// made from another, such as a gradient, keeps its source's) stands for in its copy at layer
  /// `at`, where the item's membership there is `member` (-1: global): moved with the copy in a
  /// layer, or for a global item moved past the repeated layers when above the template.
  [[nodiscard]] std::int64_t moved_layer(std::int64_t own, std::int64_t member, std::int64_t at) const {
    if (own < 0) return -1;
    if (member >= 0) return own + (at - member);
    return own < template_layer ? own : own + copies - 1;
  }
  /// Value v's name, from the source's.
  [[nodiscard]] std::string value_name(const dataflow_graph& source, value_id v) const;
  /// Op o's name, from the source's.
  [[nodiscard]] std::string op_name(const dataflow_graph& source, op_id o) const;
  /// Liveness with the ops in their order (the source's order, layers repeated), naming values and
  /// ops in errors from `source`.
  /// @throws as analyze_liveness.
  [[nodiscard]] liveness_result analyze(const dataflow_graph& source) const;
};

namespace detail {

// A sequence (of ops or values) labelled by layer, laid out for `layers` layers: items of the
// template layer are emitted once per layer copy, in runs, ascending where the run follows the
// layer before it (a forward pass, an optimizer step) and descending where it follows the layer
// after it (a backward pass).
struct layer_layout {
  std::vector<std::uint32_t> base;  // by item: its new id at the template layer, or its only new id
  std::vector<std::int64_t> step;   // by item: how the new id moves per layer (0 off the template)
  std::vector<layer_item> order;    // by new id: the item and its layer there

  [[nodiscard]] std::uint32_t at(std::uint32_t item, std::int64_t offset) const {
    return static_cast<std::uint32_t>(base[item] + offset * step[item]);
  }
};

inline bool lay_out(const std::vector<std::int64_t>& label, std::int64_t tmpl, std::int64_t shift, layer_layout& out) {
  const std::size_t n = label.size();
  out.base.assign(n, 0);
  out.step.assign(n, 0);
  out.order.clear();
  std::vector<std::pair<std::size_t, std::size_t>> runs;
  for (std::size_t i = 0; i < n;) {
    std::size_t j = i + 1;
    while (j < n && label[j] == label[i]) ++j;
    runs.emplace_back(i, j);
    i = j;
  }
  std::size_t copies_total = n;
  for (const auto& [b, e] : runs)
    if (label[b] == tmpl) copies_total += static_cast<std::size_t>(shift) * (e - b);
  if (copies_total >= dataflow_graph::none - 1) return false;
  out.order.reserve(copies_total);
  for (std::size_t r = 0; r < runs.size(); ++r) {
    const auto [b, e] = runs[r];
    const std::int64_t l = label[b];
    if (l != tmpl) {
      for (std::size_t x = b; x < e; ++x) {
        out.base[x] = static_cast<std::uint32_t>(out.order.size());
        out.order.push_back({static_cast<std::uint32_t>(x), static_cast<std::int32_t>(l < 0      ? -1
                                                                                      : l < tmpl ? l
                                                                                                 : l + shift)});
      }
      continue;
    }
    const std::int64_t before = r > 0 ? label[runs[r - 1].first] : -2;
    const std::int64_t after = r + 1 < runs.size() ? label[runs[r + 1].first] : -2;
    const bool up = before == tmpl - 1 || after == tmpl + 1;
    const bool down = before == tmpl + 1 || after == tmpl - 1;
    if (up == down) return false;  // no neighbour layer, or neighbours on both sides: not a layer stack
    const auto len = static_cast<std::int64_t>(e - b);
    const auto start = static_cast<std::int64_t>(out.order.size());
    for (std::int64_t k = 0; k <= shift; ++k) {
      const std::int64_t layer = up ? tmpl + k : tmpl + shift - k;
      for (std::size_t x = b; x < e; ++x)
        out.order.push_back({static_cast<std::uint32_t>(x), static_cast<std::int32_t>(layer)});
    }
    for (std::size_t x = b; x < e; ++x) {
      out.base[x] = static_cast<std::uint32_t>(start + (up ? 0 : shift * len) + static_cast<std::int64_t>(x - b));
      out.step[x] = up ? len : -len;
    }
  }
  return true;
}

// `s` with `delta` added to N of each `layer.N` token: a copy's name (text for a reader) from its
// template's. Which layer an item is in comes from the builder's data, never from here.
inline std::string relabel(std::string_view s, std::int64_t delta) {
  if (delta == 0) return std::string(s);
  std::string out;
  out.reserve(s.size() + 4);
  std::size_t from = 0;
  for (std::size_t p = s.find("layer."); p != std::string_view::npos; p = s.find("layer.", p + 1)) {
    std::size_t i = p + 6;
    std::int64_t n = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9' && n < 100'000'000) n = n * 10 + (s[i++] - '0');
    if (i == p + 6) continue;
    out.append(s.substr(from, p + 6 - from));
    fmt::format_to(std::back_inserter(out), "{}", n + delta);
    from = i;
    p = i - 1;
  }
  out.append(s.substr(from));
  return out;
}

}  // namespace detail

/// The graph `g` would be with `layers` layers, where `g` was built with `built` (at least 3):
/// ops and values belong to the layer their builder gave them (op_layer; a value its producer's,
/// an argument its own value_layer), the rest is global. Layers below the middle one (built / 2) keep their numbers,
/// layers above it move up by layers - built, and the middle layer is repeated for every layer between, each copy's
/// references moved by its distance from the middle (the previous layer's output, the next
/// layer's gradient), names and scopes renumbered. A global op reading the middle layer's values
/// reads every copy's (a sum over all layers).
/// Returns nullopt when `g` does not look like such a stack (a layer run with no neighbour layer, a
/// reference to a layer that does not exist, layers of different sizes), so the caller builds the
/// graph instead. The result is only as right as the stack is regular: compare it with a real
/// build of built + 1 layers (graph_difference) before using it.
/// With `names` false, names and scopes are left empty (each costs an allocation; a planner that
/// reports a few names asks repeated_graph::value_name for those).
[[nodiscard]] inline std::optional<repeated_graph> repeat_layers(const dataflow_graph& g, std::int64_t built,
                                                                 std::int64_t layers, bool names = true) {
  using acc = detail::graph_access;
  using w = detail::graph_writer;
  if (built < 3 || layers < built || layers > std::numeric_limits<std::int32_t>::max()) return std::nullopt;
  const std::int64_t tmpl = built / 2, shift = layers - built;
  const auto& values = acc::values(g);
  const auto& hot = acc::hot(g);
  const auto& ops = acc::ops(g);
  const auto nv = values.size(), no = ops.size();

  repeated_graph out;
  out.copies = shift + 1;
  out.template_layer = tmpl;
  std::vector<std::int64_t>& vlab = out.source_value_layer;
  std::vector<std::int64_t>& olab = out.source_op_layer;
  vlab.resize(nv);
  olab.resize(no);
  std::vector<std::vector<std::uint32_t>> members(static_cast<std::size_t>(built));  // values by layer
  std::vector<std::uint32_t> position(nv, 0);
  // Membership as the builders gave it (op_desc::layer, value_desc::layer, assign_layer): an op's
  // own; a value's, its producer's, or for an argument (a weight, an optimizer state) its own.
  for (std::size_t o = 0; o < no; ++o) {
    olab[o] = ops[o].layer;
    if (olab[o] >= built) return std::nullopt;
  }
  for (std::size_t v = 0; v < nv; ++v) {
    const std::uint32_t producer = hot[v].producer;
    vlab[v] = producer != dataflow_graph::none ? olab[producer] : values[v].layer;
    if (vlab[v] >= built) return std::nullopt;
    if (vlab[v] < 0 && values[v].layer == tmpl) return std::nullopt;  // a global value of the repeated layer
    if (vlab[v] < 0) continue;
    auto& m = members[static_cast<std::size_t>(vlab[v])];
    position[v] = static_cast<std::uint32_t>(m.size());
    m.push_back(static_cast<std::uint32_t>(v));
  }
  detail::layer_layout vl, ol;
  if (!detail::lay_out(vlab, tmpl, shift, vl) || !detail::lay_out(olab, tmpl, shift, ol)) return std::nullopt;

  // Value u (of the built graph) as it is in layer t of the repeated one: the member at u's place
  // in the built layer that stands for t.
  auto resolve = [&](std::uint32_t u, std::int64_t t) -> std::optional<std::uint32_t> {
    const std::int64_t m = vlab[u];
    if (m < 0) return vl.base[u];
    if (t < 0 || t >= layers) return std::nullopt;
    const std::int64_t s = t < tmpl ? t : t > tmpl + shift ? t - shift : tmpl;
    std::uint32_t same = u;
    if (s != m) {
      const auto& from = members[static_cast<std::size_t>(m)];
      const auto& to = members[static_cast<std::size_t>(s)];
      if (from.size() != to.size()) return std::nullopt;
      same = to[position[u]];
    }
    return s == tmpl ? vl.at(same, t - tmpl) : vl.base[same];
  };
  // Where an op of layer `l`, placed in layer `at`, finds value u.
  auto place = [&](std::uint32_t u, std::int64_t l, std::int64_t at) -> std::optional<std::uint32_t> {
    if (vlab[u] < 0) return vl.base[u];
    if (vlab[u] == l) return l == tmpl ? vl.at(u, at - tmpl) : vl.base[u];  // the op's own layer
    if (l >= 0) return resolve(u, at + vlab[u] - l);
    return resolve(u, vlab[u] < tmpl ? vlab[u] : vlab[u] + shift);
  };

  detail::flat_graph& f = out.flat;
  f.hot.reserve(vl.order.size());
  for (const auto& [x, t] : vl.order) {
    auto h = hot[x];
    h.producer = dataflow_graph::none;
    f.hot.push_back(h);
  }

  const auto* in_off = acc::in_offsets(g).data();
  const auto* out_off = acc::out_offsets(g).data();
  const auto& inputs = acc::inputs(g);
  const auto& outputs = acc::outputs(g);
  const auto& ws = acc::workspaces(g);
  const auto& aliases = acc::aliases(g);
  f.workspace.reserve(ol.order.size());
  f.in_off.reserve(ol.order.size() + 1);
  f.out_off.reserve(ol.order.size() + 1);
  std::size_t more_inputs = 0, more_outputs = 0;  // the template layer's, once per extra copy
  for (std::size_t o = 0; o < no; ++o)
    if (olab[o] == tmpl) more_inputs += in_off[o + 1] - in_off[o], more_outputs += out_off[o + 1] - out_off[o];
  f.inputs.reserve(inputs.size() + more_inputs * static_cast<std::size_t>(shift));
  f.outputs.reserve(outputs.size() + more_outputs * static_cast<std::size_t>(shift));
  out.op_start.assign(no, dataflow_graph::none);
  for (std::uint32_t id = 0; id < ol.order.size(); ++id) {
    const auto [o, at] = ol.order[id];
    const std::int64_t l = olab[o];
    if (out.op_start[o] == dataflow_graph::none) out.op_start[o] = id;
    for (std::uint32_t k = in_off[o]; k < in_off[o + 1]; ++k) {
      const std::uint32_t u = inputs[k];
      if (l < 0 && vlab[u] == tmpl) {  // a global op reads every copy
        for (std::int64_t c = 0; c <= shift; ++c) f.inputs.push_back(vl.at(u, c));
        continue;
      }
      const auto p = place(u, l, at);
      if (!p) return std::nullopt;
      f.inputs.push_back(*p);
    }
    f.in_off.push_back(static_cast<std::uint32_t>(f.inputs.size()));
    for (std::uint32_t k = out_off[o]; k < out_off[o + 1]; ++k) {
      const std::uint32_t u = outputs[k];
      if (l < 0 && vlab[u] == tmpl) return std::nullopt;
      const auto p = place(u, l, at);
      if (!p || f.hot[*p].producer != dataflow_graph::none) return std::nullopt;  // produced twice
      f.hot[*p].producer = id;
      f.outputs.push_back(*p);
    }
    f.out_off.push_back(static_cast<std::uint32_t>(f.outputs.size()));
    const auto& op = ops[o];
    for (std::uint32_t i = op.alias_first; i < op.alias_first + op.alias_count; ++i) {
      const auto& a = aliases[i];
      if (l < 0 && (vlab[a.target] == tmpl || vlab[a.source] == tmpl)) return std::nullopt;
      const auto t = place(a.target, l, at), s = place(a.source, l, at);
      if (!t || !s) return std::nullopt;
      auto copy = a;
      copy.target = *t, copy.source = *s, copy.op = id;
      f.aliases.push_back(copy);
      f.shares += copy.kind == detail::graph_access::share;
    }
    f.workspace.push_back(ws[o]);
    f.workspace_ops += ws[o] != 0;
  }
  // Donations (no op): an argument and its output of one layer, repeated with it.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> donations;  // (argument, output)
  for (std::size_t i = 0; i < aliases.size(); ++i) {
    if (!w::donation(g, i)) continue;
    const auto& a = aliases[i];
    const std::int64_t lt = vlab[a.target], ls = vlab[a.source];
    if (lt != ls) return std::nullopt;
    for (std::int64_t c = 0; c < (lt == tmpl ? out.copies : 1); ++c) {
      auto copy = a;
      copy.target = lt == tmpl ? vl.at(a.target, c) : vl.base[a.target];
      copy.source = lt == tmpl ? vl.at(a.source, c) : vl.base[a.source];
      f.aliases.push_back(copy);
      donations.emplace_back(copy.source, copy.target);
    }
  }
  out.value_from = std::move(vl.order);
  out.op_from = std::move(ol.order);
  if (!names) return out;

  // The graph itself: the arrays above, with names, shapes and scopes renumbered by layer.
  dataflow_graph& n = out.graph.emplace(g.mesh());
  w::share_tables(n, g);
  auto& nvalues = w::values(n);
  nvalues.reserve(out.value_from.size());
  for (const auto& [x, t] : out.value_from) {
    const auto& src = values[x];
    const std::int64_t own = out.moved_layer(src.layer, vlab[x], t);
    const std::int64_t delta = own < 0 ? (vlab[x] < 0 ? 0 : t - vlab[x]) : own - src.layer;
    nvalues.push_back({shardmem::tensor{detail::relabel(src.tensor.name, delta), src.tensor.shape, src.tensor.dtype},
                       src.tags, static_cast<std::int32_t>(own), src.sharding});
  }
  auto& nops = w::ops(n);
  nops.reserve(out.op_from.size());
  std::unordered_map<std::uint64_t, std::uint32_t> scope_of;  // (source scope, layer delta) -> scope
  std::uint32_t next_alias = 0;
  for (std::uint32_t id = 0; id < out.op_from.size(); ++id) {
    const auto [o, at] = out.op_from[id];
    const std::int64_t delta = olab[o] < 0 ? 0 : at - olab[o];
    const auto& op = ops[o];
    auto& info = nops.emplace_back();
    info.name = detail::relabel(op.name, delta);
    info.kind = op.kind;
    info.flops = op.flops;
    info.traffic = op.traffic;
    info.layer = olab[o] < 0 ? -1 : static_cast<std::int32_t>(at);
    const std::uint64_t key = (static_cast<std::uint64_t>(op.scope) << 32) | static_cast<std::uint32_t>(delta);
    auto it = scope_of.find(key);
    if (it == scope_of.end())
      it = scope_of.emplace(key, w::intern_scope(n, detail::relabel(g.op_scope(static_cast<op_id>(o)), delta))).first;
    info.scope = it->second;
    info.alias_first = next_alias;
    while (next_alias < f.aliases.size() && f.aliases[next_alias].op == id) ++next_alias;
    info.alias_count = next_alias - info.alias_first;
  }
  w::hot(n) = std::move(f.hot);
  w::in_offsets(n) = std::move(f.in_off);
  w::out_offsets(n) = std::move(f.out_off);
  w::inputs(n) = std::move(f.inputs);
  w::outputs(n) = std::move(f.outputs);
  w::workspaces(n) = std::move(f.workspace);
  w::workspace_ops(n) = f.workspace_ops;
  w::aliases(n) = std::move(f.aliases);
  w::shares(n) = f.shares;
  if (!donations.empty()) {
    auto& donated = w::donated(n);
    auto& into = w::donated_into(n);
    donated.assign(nvalues.size(), dataflow_graph::none);
    into.assign(nvalues.size(), 0);
    for (const auto& [arg, res] : donations) donated[arg] = res, into[res] = 1;
  }
  out.flat = {};
  return out;
}

inline std::string repeated_graph::value_name(const dataflow_graph& source, value_id v) const {
  const auto [x, layer] = value_from.at(index(v));
  const std::int64_t l = source_value_layer.at(x);
  const std::int64_t field = source.value_layer(static_cast<value_id>(x)).value_or(-1);
  const std::int64_t own = moved_layer(field, l, layer);
  return detail::relabel(source.tensor(static_cast<value_id>(x)).name, own < 0 ? (l < 0 ? 0 : layer - l) : own - field);
}
inline std::string repeated_graph::op_name(const dataflow_graph& source, op_id o) const {
  const auto [x, layer] = op_from.at(index(o));
  const std::int64_t l = source_op_layer.at(x);
  return detail::relabel(source.op_name(static_cast<op_id>(x)), l < 0 ? 0 : layer - l);
}
inline liveness_result repeated_graph::analyze(const dataflow_graph& source) const {
  if (graph) return analyze_liveness(*graph, graph->topological_order());
  struct naming {
    const repeated_graph* self;
    const dataflow_graph* source;
  } const names{this, &source};
  const detail::graph_arrays arrays{flat.hot,
                                    flat.in_off,
                                    flat.out_off,
                                    flat.inputs,
                                    flat.outputs,
                                    flat.workspace,
                                    flat.workspace_ops,
                                    flat.aliases,
                                    flat.shares,
                                    [](const void* c, bool op, std::uint32_t id) {
                                      const auto& n = *static_cast<const naming*>(c);
                                      return op ? n.self->op_name(*n.source, static_cast<op_id>(id))
                                                : n.self->value_name(*n.source, static_cast<value_id>(id));
                                    },
                                    &names};
  // Every op reads values produced before it, as in the source.
  for (std::uint32_t o = 0; o < flat.workspace.size(); ++o)
    for (std::uint32_t k = flat.in_off[o]; k < flat.in_off[o + 1]; ++k) {
      const auto& h = flat.hot[flat.inputs[k]];
      if (h.producer == dataflow_graph::none ? !may_be_argument(h.role) : h.producer >= o)
        detail::raise<invalid_error>("repeated graph: op '{}' reads '{}' before it is produced", arrays.op_name(o),
                                     arrays.value_name(flat.inputs[k]));
    }
  return detail::analyze_liveness(arrays, {}, source.mesh());
}

/// The first difference between two graphs, or nullopt when they are the same: values (name,
/// shape, dtype, sharding, memory kind, role, tags, producer, output, layer), ops (name, scope,
/// kind, layer, inputs, outputs, FLOPs, traffic, workspace, in-place and view pairs) and donations,
/// each in id
/// order. Interned tables may differ in order; what they hold for each value and op may not.
[[nodiscard]] inline std::optional<std::string> graph_difference(const dataflow_graph& a, const dataflow_graph& b) {
  if (a.value_count() != b.value_count() || a.op_count() != b.op_count())
    return fmt::format("sizes: {} values and {} ops, against {} values and {} ops", a.value_count(), a.op_count(),
                       b.value_count(), b.op_count());
  for (std::size_t i = 0; i < a.value_count(); ++i) {
    const auto v = static_cast<value_id>(i);
    const auto &ta = a.tensor(v), &tb = b.tensor(v);
    if (ta.name != tb.name || ta.shape != tb.shape || ta.dtype != tb.dtype || a.role(v) != b.role(v) ||
        a.sharding(v).spec() != b.sharding(v).spec() || a.sharding(v).memory_kind() != b.sharding(v).memory_kind() ||
        a.per_device_bytes(v) != b.per_device_bytes(v) || a.tags(v) != b.tags(v) || a.producer(v) != b.producer(v) ||
        a.is_output(v) != b.is_output(v) || a.value_layer(v) != b.value_layer(v) ||
        detail::graph_writer::donated_to(a, index(v)) != detail::graph_writer::donated_to(b, index(v)))
      return fmt::format("value {}: {} against {}", i, a.describe(v), b.describe(v));
  }
  for (std::size_t i = 0; i < a.op_count(); ++i) {
    const auto o = static_cast<op_id>(i);
    const auto ia = a.inputs(o), ib = b.inputs(o), oa = a.outputs(o), ob = b.outputs(o);
    if (a.op_name(o) != b.op_name(o) || a.op_scope(o) != b.op_scope(o) || a.op_kind(o) != b.op_kind(o) ||
        a.op_layer(o) != b.op_layer(o) || a.op_flops(o) != b.op_flops(o) || a.op_traffic(o) != b.op_traffic(o) ||
        a.op_workspace(o) != b.op_workspace(o) || !std::equal(ia.begin(), ia.end(), ib.begin(), ib.end()) ||
        !std::equal(oa.begin(), oa.end(), ob.begin(), ob.end()) || a.op_in_place(o) != b.op_in_place(o) ||
        a.op_views(o) != b.op_views(o))
      return fmt::format("op {}: '{}' against '{}'", i, a.op_name(o), b.op_name(o));
  }
  return std::nullopt;
}

}  // namespace shardmem
