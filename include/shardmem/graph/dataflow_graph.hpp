// shardmem::dataflow_graph: ops and the values they read and write, each value a tensor with a
// named sharding on the graph's mesh, so its per-device bytes come from the sharding layer.
// Stored as flat arrays; Boost.Graph (a compressed sparse row graph over ops) does the graph
// algorithms. No Boost type appears in this header's interface.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <queue>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/depth_first_search.hpp>
#include <boost/range/iterator_range.hpp>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/tensor.hpp>
#include <shardmem/graph/ids.hpp>
#include <shardmem/graph/interned.hpp>
#include <shardmem/sharding/named_sharding.hpp>

namespace shardmem {

/// A value to add: `{.tensor = {"w", {4096, 4096}, dtype::bf16}, .spec = {"data"}, .role = role::parameter}`.
struct value_desc {
  shardmem::tensor tensor;
  partition_spec spec{};
  shardmem::role role = shardmem::role::activation;
  shardmem::memory_kind memory_kind = shardmem::memory_kind::device;
  std::vector<std::string> tags{};  ///< names such as JAX's checkpoint_name
  /// The layer of a stack the value belongs to (a layer's weight), or -1: what the builder knows
  /// and repeat_layers reads (see dataflow_graph::assign_layer).
  std::int32_t layer = -1;
  /// A parameter the step does not train: it gets no gradient, so no optimizer state (the base
  /// model under adapters, as PEFT's LoRA freezes it; JAX differentiating only some arguments).
  bool frozen = false;
};

/// An op to add. `in_place` lists (input, output) pairs where the output reuses the input's buffer.
struct op_desc {
  std::string name;
  std::string scope{};  ///< a path such as `layer.12/attn/qkv`
  std::string kind{op_kinds::custom};
  std::vector<value_id> inputs{};
  std::vector<value_id> outputs{};
  std::int64_t flops = 0;
  bytes workspace{0};  ///< per-device scratch live only while the op runs
  std::vector<std::pair<value_id, value_id>> in_place{};
  bytes traffic{0};  ///< per-device bytes sent over links (collectives) or PCIe (host copies)
  /// (input, output) pairs where the output is a view of the input (a reshape, a bitcast, JAX's
  /// checkpoint_name): one buffer, nothing overwritten, so the input may still be read later.
  std::vector<std::pair<value_id, value_id>> views{};
  /// The layer of a stack the op belongs to, or -1 (see dataflow_graph::assign_layer).
  std::int32_t layer = -1;
};

/// An order of all ops of a graph in which every value is produced before it is read.
/// Built by dataflow_graph::topological_order or dataflow_graph::make_schedule.
class schedule {
 public:
  /// The ops in order: a view into this schedule, so never taken from a temporary one
  /// (`for (auto o : g.topological_order().order())` would read a destroyed schedule; keep the
  /// schedule in a variable first).
  [[nodiscard]] std::span<const op_id> order() const& noexcept { return order_; }
  std::span<const op_id> order() const&& = delete;
  [[nodiscard]] std::size_t size() const noexcept { return order_.size(); }
  [[nodiscard]] op_id operator[](std::size_t step) const noexcept { return order_[step]; }

 private:
  friend class dataflow_graph;
  explicit schedule(std::vector<op_id> order) : order_(std::move(order)) {}
  std::vector<op_id> order_;
};

namespace detail {
struct graph_access;
struct graph_writer;
}  // namespace detail

/// A dataflow graph of ops and values over one device mesh.
/// Example:
///   dataflow_graph g(mesh{{"data", 8}});
///   auto x = g.add_value({.tensor = {"x", {64, 1024}, dtype::bf16}, .spec = {"data"}, .role = role::input});
///   auto y = g.add_value({.tensor = {"y", {64, 1024}, dtype::bf16}, .spec = {"data"}});
///   g.add_op({.name = "gelu", .inputs = {x}, .outputs = {y}});
class dataflow_graph {
 public:
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

  explicit dataflow_graph(shardmem::mesh m) : mesh_(std::move(m)) {}

  [[nodiscard]] const shardmem::mesh& mesh() const noexcept { return mesh_; }
  [[nodiscard]] std::size_t value_count() const noexcept { return values_.size(); }
  [[nodiscard]] std::size_t op_count() const noexcept { return ops_.size(); }

  // ---- building ----

  /// Reserves room for `values` values and `ops` ops in all (a hint: building is faster when the
  /// final size is known, as when differentiating a forward graph).
  void reserve(std::size_t values, std::size_t ops) {
    values_.reserve(values);
    hot_.reserve(values);
    ops_.reserve(ops);
    workspace_.reserve(ops);
    in_off_.reserve(ops + 1);
    out_off_.reserve(ops + 1);
  }

  /// Adds a value. Its per-device bytes are the padded shard bytes of its sharding (XLA pads
  /// uneven shards inside a program).
  /// @throws invalid_error when the spec does not fit the mesh or the tensor's rank, or a value
  ///         other than a parameter is frozen.
  value_id add_value(value_desc d) {
    if (d.frozen && d.role != shardmem::role::parameter)
      detail::raise<invalid_error>("value '{}' is frozen but of role {}: only a parameter can be frozen", d.tensor.name,
                                   name(d.role));
    const std::uint32_t s = shardings_.intern(mesh_, d.spec, d.memory_kind);
    const named_sharding& sh = shardings_[s];
    const bytes b = sh.per_device_bytes(d.tensor, shard_mode::padded);
    if (values_.size() >= none - 1)
      detail::raise<overflow_error>("graph has {} values; at most {} fit in a value_id", values_.size(), none - 1);
    check_layer(d.layer, d.tensor.name);
    values_.push_back({std::move(d.tensor), tags_.intern(std::move(d.tags)), d.layer, s});
    hot_.push_back({b.count(), none, d.role, false, d.memory_kind == memory_kind::pinned_host, d.frozen});
    return static_cast<value_id>(values_.size() - 1);
  }

  /// Adds a value with the shape, dtype, sharding and memory kind of value `like` (its tags too
  /// when `keep_tags`), named `name`, of role `r`: a gradient, a clone or a new version of it.
  /// Faster than add_value, which interns the spec and computes the shard's bytes again.
  value_id add_value_like(value_id like, std::string name, shardmem::role r, bool keep_tags = false) {
    check_value(like, "add_value_like", "source");
    if (values_.size() >= none - 1)
      detail::raise<overflow_error>("graph has {} values; at most {} fit in a value_id", values_.size(), none - 1);
    const value_info& src = values_[index(like)];
    value_hot h = hot_[index(like)];
    values_.push_back({shardmem::tensor{std::move(name), src.tensor.shape, src.tensor.dtype}, keep_tags ? src.tags : 0,
                       src.layer, src.sharding});
    h.producer = none, h.is_output = false, h.frozen = h.frozen && r == shardmem::role::parameter, h.role = r;
    hot_.push_back(h);
    return static_cast<value_id>(values_.size() - 1);
  }

  /// A graph over the same mesh holding `source`'s values under their own ids (tensors, shardings,
  /// roles, tags), none of them produced yet, and no ops: the start of a graph derived from
  /// `source`, as a training step is from its forward pass. Faster than adding each value again.
  [[nodiscard]] static dataflow_graph with_values_of(const dataflow_graph& source) {
    dataflow_graph g(source.mesh_);
    g.shardings_ = source.shardings_;
    g.tags_ = source.tags_;
    g.values_ = source.values_;
    g.hot_ = source.hot_;
    for (value_hot& h : g.hot_) h.producer = none, h.is_output = false;
    return g;
  }

  /// Adds an op reading `inputs` and producing `outputs`.
  /// @throws out_of_range_error for an unknown value id; invalid_error when an output already has a
  ///         producer (a value produced twice), an op both reads and writes a value, or an in-place
  ///         pair does not name one of the op's inputs and outputs.
  op_id add_op(op_desc d) {
    const auto id = static_cast<std::uint32_t>(ops_.size());
    if (ops_.size() >= none - 1)
      detail::raise<overflow_error>("graph has {} ops; at most {} fit in an op_id", ops_.size(), none - 1);
    for (auto v : d.inputs) check_value(v, d.name, "input");
    for (auto v : d.outputs) {
      check_value(v, d.name, "output");
      const auto& val = values_[index(v)];
      if (hot_[index(v)].producer != none)
        detail::raise<invalid_error>(
            "value '{}' is produced twice: by op '{}' and by op '{}'; give each op its own output value",
            val.tensor.name, ops_[hot_[index(v)].producer].name, d.name);
      if (std::find(d.inputs.begin(), d.inputs.end(), v) != d.inputs.end())
        detail::raise<invalid_error>(
            "op '{}' both reads and writes value '{}'; write a new value (use in_place to reuse the buffer)", d.name,
            val.tensor.name);
    }
    for (std::size_t i = 0; i < d.outputs.size(); ++i)
      for (std::size_t j = 0; j < i; ++j)
        if (d.outputs[i] == d.outputs[j])
          detail::raise<invalid_error>("op '{}' lists output '{}' twice", d.name,
                                       values_[index(d.outputs[i])].tensor.name);
    for (auto [in, out] : d.in_place) {
      if (std::find(d.inputs.begin(), d.inputs.end(), in) == d.inputs.end() ||
          std::find(d.outputs.begin(), d.outputs.end(), out) == d.outputs.end())
        detail::raise<invalid_error>("op '{}': in-place pair must name one of its inputs and one of its outputs",
                                     d.name);
      if (hot_[index(out)].bytes > hot_[index(in)].bytes)
        detail::raise<invalid_error>(
            "op '{}' cannot write '{}' ({} per device) in place of '{}' ({} per device): the output is larger", d.name,
            values_[index(out)].tensor.name, bytes{hot_[index(out)].bytes}, values_[index(in)].tensor.name,
            bytes{hot_[index(in)].bytes});
      check_same_memory(d.name, "in place of", in, out);
    }
    for (auto [in, out] : d.views) {
      if (std::find(d.inputs.begin(), d.inputs.end(), in) == d.inputs.end() ||
          std::find(d.outputs.begin(), d.outputs.end(), out) == d.outputs.end())
        detail::raise<invalid_error>("op '{}': a view pair must name one of its inputs and one of its outputs", d.name);
      if (hot_[index(out)].bytes != hot_[index(in)].bytes)
        detail::raise<invalid_error>("op '{}': view '{}' ({} per device) must have the bytes of '{}' ({} per device)",
                                     d.name, values_[index(out)].tensor.name, bytes{hot_[index(out)].bytes},
                                     values_[index(in)].tensor.name, bytes{hot_[index(in)].bytes});
      check_same_memory(d.name, "as a view of", in, out);
    }
    // One buffer per output: an output may reuse at most one input's buffer (in place or as a view),
    // and an input's buffer may be overwritten in place by at most one output.
    for (std::size_t i = 0; i < d.in_place.size() + d.views.size(); ++i) {
      const auto& [in_i, out_i] = i < d.in_place.size() ? d.in_place[i] : d.views[i - d.in_place.size()];
      if (donated_target(index(out_i)))
        detail::raise<invalid_error>("op '{}' cannot write '{}' into the buffer of '{}': a donated argument's buffer "
                                     "already holds it; drop the pair or the donation",
                                     d.name, values_[index(out_i)].tensor.name, values_[index(in_i)].tensor.name);
      for (std::size_t j = 0; j < i; ++j) {
        const auto& [in_j, out_j] = j < d.in_place.size() ? d.in_place[j] : d.views[j - d.in_place.size()];
        if (out_i == out_j)
          detail::raise<invalid_error>("op '{}' writes '{}' into two buffers ('{}' and '{}'); an output reuses at most "
                                       "one input's buffer",
                                       d.name, values_[index(out_i)].tensor.name, values_[index(in_j)].tensor.name,
                                       values_[index(in_i)].tensor.name);
        if (in_i == in_j && i < d.in_place.size())
          detail::raise<invalid_error>(
              "op '{}' writes both '{}' and '{}' in place of '{}'; one input's buffer holds one "
              "output",
              d.name, values_[index(out_j)].tensor.name, values_[index(out_i)].tensor.name,
              values_[index(in_i)].tensor.name);
      }
    }
    if (d.flops < 0) detail::raise<invalid_error>("op '{}' has negative flops {}", d.name, d.flops);
    check_layer(d.layer, d.name);
    if (d.workspace < bytes{0} || d.traffic < bytes{0})
      detail::raise<invalid_error>("op '{}' has negative workspace {} or traffic {}", d.name, d.workspace.count(),
                                   d.traffic.count());
    // Every check passed: only now does the graph change, so a failed add_op leaves it as it was.
    const auto alias_first = static_cast<std::uint32_t>(alias_.size());
    for (auto [in, out] : d.in_place) alias_.push_back({index(out), index(in), alias_kind::in_place, id});
    for (auto [in, out] : d.views) alias_.push_back({index(out), index(in), alias_kind::view, id});
    if (op_kinds::elementwise(d.kind)) add_shares(d, id);
    for (auto v : d.outputs) hot_[index(v)].producer = id;
    op_info op;
    op.alias_first = alias_first;
    op.alias_count = static_cast<std::uint32_t>(alias_.size()) - alias_first;
    op.layer = d.layer;
    op.name = std::move(d.name);
    op.scope = scopes_.intern(d.scope);
    op.kind = kinds_.intern(d.kind);
    op.flops = d.flops;
    op.traffic = d.traffic.count();
    for (auto v : d.inputs) inputs_.push_back(index(v));
    in_off_.push_back(static_cast<std::uint32_t>(inputs_.size()));
    for (auto v : d.outputs) outputs_.push_back(index(v));
    out_off_.push_back(static_cast<std::uint32_t>(outputs_.size()));
    workspace_.push_back(d.workspace.count());
    workspace_ops_ += d.workspace > bytes{0};
    ops_.push_back(std::move(op));
    return static_cast<op_id>(id);
  }

  /// Marks a value as a program output: live until the end.
  void mark_output(value_id v) {
    check_value(v, "mark_output", "value");
    hot_[index(v)].is_output = true;
  }

  /// Makes `v` an intermediate again: it lives until its last reader, not to the end. For a
  /// builder that marked a value as an output and then consumed it (a training step whose
  /// gradients feed the optimizer update instead of being returned).
  /// @throws invalid_error when `v` is the target of a donation (its buffer is the argument's).
  void unmark_output(value_id v) {
    check_value(v, "unmark_output", "value");
    if (donated_target(index(v)))
      detail::raise<invalid_error>("cannot unmark output '{}': a donated argument is written into it; an output that "
                                   "reuses an argument's buffer stays an output",
                                   values_[index(v)].tensor.name);
    hot_[index(v)].is_output = false;
  }

  /// Donates argument `argument` to output `output` (JAX donate_argnums): the output is written
  /// into the argument's buffer, so the pair is counted once, and memory_analysis reports the
  /// bytes as alias. Marks `output` as an output.
  /// @throws invalid_error when `argument` has a producer or a non-argument role, or the per-device
  ///         bytes differ (XLA only aliases buffers of the same size).
  void donate(value_id argument, value_id output) {
    check_value(argument, "donate", "argument");
    check_value(output, "donate", "output");
    const auto& a = values_[index(argument)];
    const auto& o = values_[index(output)];
    const auto& ah = hot_[index(argument)];
    const auto& oh = hot_[index(output)];
    if (ah.producer != none || !may_be_argument(ah.role))
      detail::raise<invalid_error>("cannot donate '{}': only program arguments (parameters, inputs, optimizer state "
                                   "that no op produces) can be donated",
                                   a.tensor.name);
    if (ah.bytes != oh.bytes)
      detail::raise<invalid_error>(
          "cannot donate '{}' ({} per device) to output '{}' ({} per device): XLA aliases only "
          "buffers of the same size",
          a.tensor.name, bytes{ah.bytes}, o.tensor.name, bytes{oh.bytes});
    if (ah.on_host != oh.on_host)
      detail::raise<invalid_error>("cannot donate '{}' ({}) to output '{}' ({}): a buffer stays in its memory; donate "
                                   "to an output of the same memory kind",
                                   a.tensor.name, ah.on_host ? "pinned_host" : "device", o.tensor.name,
                                   oh.on_host ? "pinned_host" : "device");
    if (index(argument) == index(output) || (oh.producer == none && may_be_argument(oh.role)))
      detail::raise<invalid_error>("cannot donate '{}' to '{}': the output must be a value an op produces, not a "
                                   "program argument",
                                   a.tensor.name, o.tensor.name);
    if (donated_.size() < values_.size()) donated_.resize(values_.size(), none);
    if (donated_[index(argument)] != none)
      detail::raise<invalid_error>("argument '{}' is already donated to output '{}'", a.tensor.name,
                                   values_[donated_[index(argument)]].tensor.name);
    if (donated_target(index(output)) || (oh.producer != none && ops_[oh.producer].alias_count != 0))
      for (const auto& al : alias_)
        if (al.target == index(output) && al.kind != alias_kind::share)
          detail::raise<invalid_error>(
              "cannot donate '{}' to output '{}': '{}' already reuses the buffer of '{}' ({}); an output has one buffer",
              a.tensor.name, o.tensor.name, o.tensor.name, values_[al.source].tensor.name,
              al.kind == alias_kind::donation ? "donated"
              : al.kind == alias_kind::view   ? "a view"
                                              : "in place");
    donated_[index(argument)] = index(output);
    if (donated_into_.size() < values_.size()) donated_into_.resize(values_.size(), 0);
    donated_into_[index(output)] = 1;
    hot_[index(output)].is_output = true;
    alias_.push_back({index(output), index(argument), alias_kind::donation, none});
  }

  // ---- reading ----

  [[nodiscard]] const shardmem::tensor& tensor(value_id v) const { return values_.at(index(v)).tensor; }
  [[nodiscard]] const named_sharding& sharding(value_id v) const { return shardings_[values_.at(index(v)).sharding]; }
  [[nodiscard]] shardmem::role role(value_id v) const { return hot_.at(index(v)).role; }
  [[nodiscard]] const std::vector<std::string>& tags(value_id v) const { return tags_[values_.at(index(v)).tags]; }
  /// Bytes of the value's buffer on each device (padded shard; every device holds the same size).
  [[nodiscard]] bytes per_device_bytes(value_id v) const { return bytes{hot_.at(index(v)).bytes}; }
  [[nodiscard]] bool is_output(value_id v) const { return hot_.at(index(v)).is_output; }
  /// Whether parameter `v` is frozen (value_desc::frozen): it gets no gradient.
  [[nodiscard]] bool frozen(value_id v) const { return hot_.at(index(v)).frozen; }
  /// The op producing `v`, or nullopt for a program argument.
  [[nodiscard]] std::optional<op_id> producer(value_id v) const {
    const auto p = hot_.at(index(v)).producer;
    return p == none ? std::nullopt : std::optional<op_id>(static_cast<op_id>(p));
  }
  /// The value named `name` (the first added with it), or nullopt.
  [[nodiscard]] std::optional<value_id> find_value(std::string_view name) const {
    for (std::size_t i = 0; i < values_.size(); ++i)
      if (values_[i].tensor.name == name) return static_cast<value_id>(i);
    return std::nullopt;
  }

  [[nodiscard]] std::string_view op_name(op_id o) const { return ops_.at(index(o)).name; }
  [[nodiscard]] std::string_view op_scope(op_id o) const { return scopes_[ops_.at(index(o)).scope]; }
  [[nodiscard]] std::string_view op_kind(op_id o) const { return kinds_[ops_.at(index(o)).kind]; }
  /// Op `o`'s scope as an index among the graph's distinct scopes (scope_text(0) is ""): ops of one
  /// scope share it, so per-scope work is done once per scope.
  [[nodiscard]] std::uint32_t op_scope_index(op_id o) const { return ops_.at(index(o)).scope; }
  [[nodiscard]] std::size_t scope_count() const noexcept { return scopes_.size(); }
  [[nodiscard]] std::string_view scope_text(std::uint32_t i) const { return scopes_[i]; }
  [[nodiscard]] std::int64_t op_flops(op_id o) const { return ops_.at(index(o)).flops; }
  /// The layer of a stack op `o` belongs to, as its builder said (op_desc::layer, assign_layer),
  /// or nullopt.
  [[nodiscard]] std::optional<std::int64_t> op_layer(op_id o) const {
    const std::int32_t l = ops_.at(index(o)).layer;
    return l < 0 ? std::nullopt : std::optional<std::int64_t>(l);
  }
  /// The layer value `v` belongs to, as its builder said (value_desc::layer, assign_layer), or
  /// nullopt.
  [[nodiscard]] std::optional<std::int64_t> value_layer(value_id v) const {
    const std::int32_t l = values_.at(index(v)).layer;
    return l < 0 ? std::nullopt : std::optional<std::int64_t>(l);
  }
  /// Marks the ops from `first_op` and the values from `first_value` to the last added as members
  /// of layer `layer` of a stack: what a model builder calls after adding a layer's ops and
  /// weights (`const auto ops = g.op_count(), values = g.value_count(); ...; g.assign_layer(i,
  /// ops, values)`), so that repeat_layers reads layer membership as data.
  /// @throws out_of_range_error for a start past the graph's end or a layer outside 0 .. 2^31 - 1.
  void assign_layer(std::int64_t layer, std::size_t first_op, std::size_t first_value) {
    if (first_op > ops_.size() || first_value > values_.size())
      detail::raise<out_of_range_error>(
          "assign_layer: ops from {} and values from {}, but the graph has {} ops and {} values; pass counts taken "
          "before adding the layer",
          first_op, first_value, ops_.size(), values_.size());
    check_layer(layer, "assign_layer");
    for (std::size_t o = first_op; o < ops_.size(); ++o) ops_[o].layer = static_cast<std::int32_t>(layer);
    for (std::size_t v = first_value; v < values_.size(); ++v) values_[v].layer = static_cast<std::int32_t>(layer);
  }
  [[nodiscard]] bytes op_workspace(op_id o) const { return bytes{workspace_.at(index(o))}; }
  [[nodiscard]] bytes op_traffic(op_id o) const { return bytes{ops_.at(index(o)).traffic}; }
  /// The (input, output) pairs op `o` writes in place.
  [[nodiscard]] std::vector<std::pair<value_id, value_id>> op_in_place(op_id o) const {
    return op_aliases(o, alias_kind::in_place);
  }
  /// The (input, output) pairs where op `o`'s output is a view of its input.
  [[nodiscard]] std::vector<std::pair<value_id, value_id>> op_views(op_id o) const {
    return op_aliases(o, alias_kind::view);
  }
  [[nodiscard]] std::span<const value_id> inputs(op_id o) const {
    (void)ops_.at(index(o));
    return {reinterpret_cast<const value_id*>(inputs_.data()) + in_off_[index(o)],
            in_off_[index(o) + 1] - in_off_[index(o)]};
  }
  [[nodiscard]] std::span<const value_id> outputs(op_id o) const {
    (void)ops_.at(index(o));
    return {reinterpret_cast<const value_id*>(outputs_.data()) + out_off_[index(o)],
            out_off_[index(o) + 1] - out_off_[index(o)]};
  }
  /// The op and value named in the library's notation: `'w' bf16[4096,4096] P('data')`.
  [[nodiscard]] std::string describe(value_id v) const {
    const auto& val = values_.at(index(v));
    const auto& sh = shardings_[values_[index(v)].sharding];
    return fmt::format("{:n} {}{}", val.tensor, to_string(sh.spec()),
                       sh.memory_kind() == memory_kind::pinned_host ? " pinned_host" : "");
  }

  // ---- validation and schedules ----

  /// Checks the whole graph: every value read is produced by an op or is a program argument
  /// (role parameter, input or optimizer_state), and the ops have no cycle.
  /// @throws invalid_error naming the value and its reader, or printing the cycle
  ///         (`op 'a' -> 'x' -> op 'b' -> 'y' -> op 'a'`).
  void validate() const { (void)validate_in_order(); }

  /// The deterministic topological order that keeps insertion order wherever dependencies allow
  /// (Kahn's algorithm taking the smallest ready op id first). Linear when ops were added in a
  /// valid order. @throws invalid_error as validate().
  [[nodiscard]] schedule topological_order() const {
    const bool in_order = validate_in_order();
    const auto n = static_cast<std::uint32_t>(ops_.size());
    std::vector<op_id> order(n);
    if (in_order) {
      for (std::uint32_t o = 0; o < n; ++o) order[o] = static_cast<op_id>(o);
      return schedule(std::move(order));
    }
    const auto g = op_graph();
    std::vector<std::uint32_t> indegree(n, 0);
    for (std::uint32_t o = 0; o < n; ++o)
      for (auto e : boost::make_iterator_range(out_edges(csr_graph::vertex_descriptor{o}, g))) ++indegree[target(e, g)];
    std::priority_queue<std::uint32_t, std::vector<std::uint32_t>, std::greater<>> ready;
    for (std::uint32_t o = 0; o < n; ++o)
      if (indegree[o] == 0) ready.push(o);
    std::size_t k = 0;
    while (!ready.empty()) {
      const auto o = ready.top();
      ready.pop();
      order[k++] = static_cast<op_id>(o);
      for (auto e : boost::make_iterator_range(out_edges(csr_graph::vertex_descriptor{o}, g)))
        if (--indegree[target(e, g)] == 0) ready.push(static_cast<std::uint32_t>(target(e, g)));
    }
    return schedule(std::move(order));
  }

  /// Validates a user-given order: each op exactly once, every value produced before it is read.
  /// @throws invalid_error naming the op, the step and the value.
  [[nodiscard]] schedule make_schedule(std::vector<op_id> order) const {
    validate();
    const auto n = ops_.size();
    if (order.size() != n)
      detail::raise<invalid_error>("schedule has {} steps but the graph has {} ops; list every op exactly once",
                                   order.size(), n);
    std::vector<std::uint32_t> step_of(n, none);
    for (std::size_t s = 0; s < order.size(); ++s) {
      const auto o = index(order[s]);
      if (o >= n) detail::raise<out_of_range_error>("schedule step {} names op {} but the graph has {} ops", s, o, n);
      if (step_of[o] != none)
        detail::raise<invalid_error>("schedule lists op '{}' twice (steps {} and {})", ops_[o].name, step_of[o], s);
      step_of[o] = static_cast<std::uint32_t>(s);
    }
    for (std::size_t s = 0; s < order.size(); ++s) {
      const auto o = index(order[s]);
      for (std::uint32_t k = in_off_[o]; k < in_off_[o + 1]; ++k) {
        const auto p = hot_[inputs_[k]].producer;
        if (p != none && step_of[p] > s)
          detail::raise<invalid_error>("schedule step {}: op '{}' reads '{}' before op '{}' produces it at step {}", s,
                                       ops_[o].name, values_[inputs_[k]].tensor.name, ops_[p].name, step_of[p]);
      }
    }
    return schedule(std::move(order));
  }

 private:
  friend struct detail::graph_access;
  friend struct detail::graph_writer;

  // share: may take the input's buffer where it dies (live_ranges.hpp's take_over), not one buffer
  enum class alias_kind : std::uint8_t { in_place, donation, view, share };

  struct alias_info {
    std::uint32_t target;  // the value that reuses the buffer
    std::uint32_t source;  // the value whose buffer it reuses
    alias_kind kind;
    std::uint32_t op;  // the in-place op, or none
  };
  // Cold per-value data; the analyses read only value_hot.
  struct value_info {
    shardmem::tensor tensor;
    std::uint32_t tags = 0;  // into tags_; 0 is no tags
    std::int32_t layer = -1;
    std::uint32_t sharding = 0;  // into shardings_
  };
  // What liveness reads for every value, packed in 16 bytes (the sharding, which it does not read,
  // is cold): a program of 10^6 values is 16 MB of them.
  struct value_hot {
    std::int64_t bytes;  // per device
    std::uint32_t producer;
    shardmem::role role;
    bool is_output;
    bool on_host;
    bool frozen;
  };
  static_assert(sizeof(value_hot) == 16);
  struct op_info {
    std::string name;
    std::uint32_t scope = 0, kind = 0;
    std::uint32_t alias_first = 0, alias_count = 0;  // its in-place and view pairs in alias_
    std::int32_t layer = -1;
    std::int64_t flops = 0, traffic = 0;
  };
  using csr_graph = boost::compressed_sparse_row_graph<boost::directedS>;

  // Checks that every read value is produced or an argument, and that there is no cycle; returns
  // whether insertion order is already a valid order (then the depth-first search is skipped).
  [[nodiscard]] bool validate_in_order() const {
    bool in_order = true;
    for (std::uint32_t o = 0; o < ops_.size(); ++o)
      for (std::uint32_t k = in_off_[o]; k < in_off_[o + 1]; ++k) {
        const auto& h = hot_[inputs_[k]];
        if (h.producer == none && !may_be_argument(h.role))
          detail::raise<invalid_error>(
              "op '{}' reads value '{}' ({}) that no op produces; produce it with an op, or give it role parameter, "
              "input or optimizer_state to make it a program argument",
              ops_[o].name, values_[inputs_[k]].tensor.name, name(h.role));
        in_order = in_order && (h.producer == none || h.producer < o);
      }
    for (std::size_t a = 0; a < donated_.size(); ++a)
      if (donated_[a] != none && hot_[donated_[a]].producer == none)
        detail::raise<invalid_error>(
            "argument '{}' is donated to '{}', which no op produces; produce the output with an "
            "op or drop the donation",
            values_[a].tensor.name, values_[donated_[a]].tensor.name);
    if (!in_order)
      if (auto cycle = find_cycle()) detail::raise<invalid_error>("the graph has a cycle: {}", *cycle);
    return in_order;
  }

  [[nodiscard]] std::vector<std::pair<value_id, value_id>> op_aliases(op_id o, alias_kind k) const {
    std::vector<std::pair<value_id, value_id>> out;
    const op_info& op = ops_.at(index(o));
    for (std::uint32_t i = op.alias_first; i < op.alias_first + op.alias_count; ++i)
      if (alias_[i].kind == k)
        out.emplace_back(static_cast<value_id>(alias_[i].source), static_cast<value_id>(alias_[i].target));
    return out;
  }

  // Op d's (input, output) pairs of one shard shape, type and memory (ShapeUtil::Equal), not paired.
  void add_shares(const op_desc& d, std::uint32_t id) {
    auto paired = [&](value_id v) {
      auto has = [&](auto p) { return p.first == v || p.second == v; };
      return std::any_of(d.in_place.begin(), d.in_place.end(), has) || std::any_of(d.views.begin(), d.views.end(), has);
    };
    auto shard = [&](const value_info& a) { return shardings_[a.sharding].shard_shape(a.tensor, shard_mode::padded); };
    for (const value_id out : d.outputs)
      for (const value_id in : d.inputs) {
        const value_info &a = values_[index(in)], &b = values_[index(out)];
        if (hot_[index(in)].bytes == hot_[index(out)].bytes && hot_[index(in)].on_host == hot_[index(out)].on_host &&
            a.tensor.dtype == b.tensor.dtype && !paired(out) && !paired(in) &&
            ((a.sharding == b.sharding && a.tensor.shape == b.tensor.shape) || shard(a) == shard(b)))
          alias_.push_back({index(out), index(in), alias_kind::share, id}), ++share_count_;
      }
  }

  // An in-place or view pair shares one buffer, which lives in one memory.
  void check_same_memory(std::string_view op, std::string_view how, value_id in, value_id out) const {
    if (hot_[index(in)].on_host != hot_[index(out)].on_host)
      detail::raise<invalid_error>("op '{}' cannot write '{}' ({}) {} '{}' ({}): a buffer stays in its memory; use "
                                   "copy_to_host or copy_to_device",
                                   op, values_[index(out)].tensor.name,
                                   hot_[index(out)].on_host ? "pinned_host" : "device", how,
                                   values_[index(in)].tensor.name, hot_[index(in)].on_host ? "pinned_host" : "device");
  }
  // True when a donated argument's buffer holds value `v`.
  [[nodiscard]] bool donated_target(std::uint32_t v) const { return v < donated_into_.size() && donated_into_[v] != 0; }

  static void check_layer(std::int64_t layer, std::string_view who) {
    if (layer < -1 || layer > std::numeric_limits<std::int32_t>::max())
      detail::raise<out_of_range_error>("'{}': layer {} is outside -1 (none) .. {}", who, layer,
                                        std::numeric_limits<std::int32_t>::max());
  }
  void check_value(value_id v, std::string_view op, std::string_view what) const {
    if (index(v) >= values_.size())
      detail::raise<out_of_range_error>("op '{}': {} value id {} is out of range; the graph has {} values", op, what,
                                        index(v), values_.size());
  }

  // Edges producer -> consumer, one per (input value, reader); built on demand.
  [[nodiscard]] csr_graph op_graph() const {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    edges.reserve(inputs_.size());
    for (std::uint32_t o = 0; o < ops_.size(); ++o)
      for (std::uint32_t k = in_off_[o]; k < in_off_[o + 1]; ++k) {
        const auto p = hot_[inputs_[k]].producer;
        if (p != none) edges.emplace_back(p, o);
      }
    std::sort(edges.begin(), edges.end());
    return csr_graph(boost::edges_are_sorted, edges.begin(), edges.end(), ops_.size());
  }

  // Depth-first search for a back edge; returns the cycle in the library's notation.
  [[nodiscard]] std::optional<std::string> find_cycle() const {
    struct back_edge_found {
      std::uint32_t from, to;
    };
    struct visitor : boost::default_dfs_visitor {
      std::vector<std::uint32_t>* parent;
      void tree_edge(csr_graph::edge_descriptor e, const csr_graph& g) const {
        (*parent)[target(e, g)] = static_cast<std::uint32_t>(source(e, g));
      }
      void back_edge(csr_graph::edge_descriptor e, const csr_graph& g) const {
        throw back_edge_found{static_cast<std::uint32_t>(source(e, g)), static_cast<std::uint32_t>(target(e, g))};
      }
    };
    const auto g = op_graph();
    std::vector<std::uint32_t> parent(ops_.size(), none);
    std::vector<boost::default_color_type> color(ops_.size());
    visitor vis;
    vis.parent = &parent;
    try {
      boost::depth_first_search(g, boost::visitor(vis).color_map(
                                       boost::make_iterator_property_map(color.begin(), get(boost::vertex_index, g))));
    } catch (const back_edge_found& b) {
      // Ops on the tree path to -> ... -> from, then the back edge from -> to.
      std::vector<std::uint32_t> path{b.from};
      while (path.back() != b.to) path.push_back(parent[path.back()]);
      std::reverse(path.begin(), path.end());
      path.push_back(b.to);
      std::string s;
      for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        // The value path[i] writes that path[i+1] reads.
        std::string via = "?";
        for (std::uint32_t k = in_off_[path[i + 1]]; k < in_off_[path[i + 1] + 1]; ++k)
          if (hot_[inputs_[k]].producer == path[i]) {
            via = values_[inputs_[k]].tensor.name;
            break;
          }
        s += fmt::format("op '{}' -> '{}' -> ", ops_[path[i]].name, via);
      }
      s += fmt::format("op '{}'", ops_[path.back()].name);
      return s;
    }
    return std::nullopt;
  }

  shardmem::mesh mesh_;
  detail::sharding_table shardings_;
  detail::tag_table tags_;
  std::vector<value_info> values_;
  std::vector<value_hot> hot_;
  std::vector<op_info> ops_;
  // CSR: op o reads inputs_[in_off_[o] .. in_off_[o + 1]) and writes outputs_[out_off_[o] .. out_off_[o + 1]).
  std::vector<std::uint32_t> in_off_{0}, out_off_{0}, inputs_, outputs_;
  std::vector<std::int64_t> workspace_;  // per op, per device
  std::size_t workspace_ops_ = 0;        // ops whose workspace_ is not 0
  detail::string_table scopes_{""}, kinds_{op_kinds::custom};
  std::vector<alias_info> alias_;
  std::size_t share_count_ = 0;         // entries of alias_ of kind share
  std::vector<std::uint32_t> donated_;  // by argument: the output it is donated to, or none
  std::vector<char> donated_into_;      // by value: 1 when a donated argument's buffer holds it
};

namespace detail {

// Read access to a graph's flat arrays for the analyses of this layer (liveness, repeat).
struct graph_access {
  using value_hot = dataflow_graph::value_hot;
  using alias_info = dataflow_graph::alias_info;
  static constexpr auto view = dataflow_graph::alias_kind::view;          // the alias kind of a view
  static constexpr auto donation = dataflow_graph::alias_kind::donation;  // and of a donation
  static constexpr auto share = dataflow_graph::alias_kind::share;        // and of a possible take-over
  static const auto& values(const dataflow_graph& g) noexcept { return g.values_; }
  static const auto& hot(const dataflow_graph& g) noexcept { return g.hot_; }
  static const auto& ops(const dataflow_graph& g) noexcept { return g.ops_; }
  static const auto& inputs(const dataflow_graph& g) noexcept { return g.inputs_; }
  static const auto& outputs(const dataflow_graph& g) noexcept { return g.outputs_; }
  static const auto& in_offsets(const dataflow_graph& g) noexcept { return g.in_off_; }
  static const auto& out_offsets(const dataflow_graph& g) noexcept { return g.out_off_; }
  static const auto& workspaces(const dataflow_graph& g) noexcept { return g.workspace_; }
  static std::size_t workspace_ops(const dataflow_graph& g) noexcept { return g.workspace_ops_; }
  static const auto& aliases(const dataflow_graph& g) noexcept { return g.alias_; }
  static std::size_t shares(const dataflow_graph& g) noexcept { return g.share_count_; }
};

}  // namespace detail

}  // namespace shardmem
