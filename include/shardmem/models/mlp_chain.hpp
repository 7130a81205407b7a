// A classroom model: an MLP of identical layers, each a [width, width] matmul and a GeLU, ending in
// a cross-entropy loss. Its layers form a chain for the schedules layer (train/layer_chain.hpp),
// the setting in which checkpoint schedules (Chen et al.'s sqrt(n), Revolve) are taught.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/sharding/partition_spec.hpp>

namespace shardmem {

/// How build_mlp_chain lays the model out.
struct mlp_chain_options {
  std::string data{};  ///< the mesh axis that splits the batch (data parallel); empty: every device holds it all
  /// Groups every `block_size` consecutive layers under a scope `block.j` (layer i's scope is then
  /// `block.j/layer.i`), so that one checkpoint region covers a group of layers, as one
  /// jax.checkpoint around a segment of Chen et al.'s schedule does. 0: no groups.
  std::int64_t block_size = 0;
  /// Builds each layer as one op of this kind (a fused kernel: the matmul and the activation in
  /// one) instead of a `dot` then a `gelu`; declare the kind's backward rule with op_rules::add.
  /// Empty: two ops.
  std::string fused_kind{};
};

/// A built MLP chain: the graph, its loss, and each layer's scope for layer_chain and for
/// checkpoint regions (as transformer_graph).
struct mlp_chain_graph {
  dataflow_graph graph;
  value_id loss{};
  std::vector<std::string> layer_scopes;
};

/// Builds the forward pass of an MLP of `layers` identical layers on a batch of `batch` rows of
/// `width` features of type `type`: the input `batch` [batch, width] (role input); layer i (scope
/// `layer.i`) multiplies the current value by its weight `layer.i.w` [width, width] (a parameter,
/// replicated) into `layer.i.h` (op `layer.i.dot`, kind dot) and applies `layer.i.gelu` into
/// `layer.i.out` (or, with `fused_kind`, one op `layer.i.fused` into `layer.i.out`); the loss
/// `loss` (f32 scalar, scope `loss`) is the cross-entropy of the last output against `labels`
/// [batch] (s32, role input). Batch-shaped values are split over `options.data`. FLOPs are per
/// device: 2 * batch * width^2 for a matmul and 8 per element for GeLU and for the loss, divided
/// by the data axis' size.
/// Example: `build_mlp_chain(16, 1024, 512, dtype::bf16, mesh{{"data", 8}}, {.data = "data"})`.
/// @throws invalid_error when layers, batch or width is < 1, block_size < 0, or `options.data`
///         is not an axis of `m`.
[[nodiscard]] inline mlp_chain_graph build_mlp_chain(std::int64_t layers, std::int64_t batch, std::int64_t width,
                                                     dtype type, const mesh& m, const mlp_chain_options& options = {}) {
  if (layers < 1 || batch < 1 || width < 1)
    detail::raise<invalid_error>("build_mlp_chain: {} layers, batch {}, width {}; each must be at least 1", layers,
                                 batch, width);
  if (options.block_size < 0)
    detail::raise<invalid_error>("build_mlp_chain: block size {} is negative; use 0 for no blocks or a positive size",
                                 options.block_size);
  std::int64_t parts = 1;
  if (!options.data.empty()) {
    if (!m.find_axis(options.data))
      detail::raise<invalid_error>("build_mlp_chain: the data axis '{}' is not an axis of mesh {}; use one of {}",
                                   options.data, to_string(m), m.names());
    parts = m.axis_size(options.data);
  }
  const partition_spec rows = options.data.empty() ? partition_spec{} : partition_spec{options.data};
  mlp_chain_graph out{dataflow_graph(m), value_id{}, {}};
  dataflow_graph& g = out.graph;
  auto per_device = [&](std::int64_t global) { return global / parts; };
  const std::int64_t dot_flops = per_device(
      checked_mul(checked_mul(2 * batch, width, "an MLP's FLOPs"), width, "an MLP's FLOPs"));
  const std::int64_t gelu_flops = per_device(checked_mul(8 * batch, width, "an MLP's FLOPs"));

  value_id x = g.add_value({.tensor = {"batch", {batch, width}, type}, .spec = rows, .role = role::input});
  const auto labels = g.add_value({.tensor = {"labels", {batch}, dtype::s32}, .spec = rows, .role = role::input});
  for (std::int64_t i = 0; i < layers; ++i) {
    const std::string L = fmt::format("layer.{}", i);
    const std::string scope = options.block_size > 0 ? fmt::format("block.{}/{}", i / options.block_size, L) : L;
    out.layer_scopes.push_back(scope);
    const std::size_t layer_ops = g.op_count(), layer_values = g.value_count();
    const auto w = g.add_value({.tensor = {L + ".w", {width, width}, type}, .role = role::parameter});
    const auto y = g.add_value({.tensor = {L + ".out", {batch, width}, type}, .spec = rows});
    if (!options.fused_kind.empty()) {
      g.add_op({.name = L + ".fused",
                .scope = scope,
                .kind = options.fused_kind,
                .inputs = {x, w},
                .outputs = {y},
                .flops = checked_add(dot_flops, gelu_flops, "an MLP's FLOPs")});
    } else {
      const auto h = g.add_value({.tensor = {L + ".h", {batch, width}, type}, .spec = rows});
      g.add_op(
          {.name = L + ".dot", .scope = scope, .kind = "dot", .inputs = {x, w}, .outputs = {h}, .flops = dot_flops});
      g.add_op(
          {.name = L + ".gelu", .scope = scope, .kind = "gelu", .inputs = {h}, .outputs = {y}, .flops = gelu_flops});
    }
    x = y;
    g.assign_layer(i, layer_ops, layer_values);
  }
  out.loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
  g.add_op({.name = "loss",
            .scope = "loss",
            .kind = "cross_entropy",
            .inputs = {x, labels},
            .outputs = {out.loss},
            .flops = gelu_flops});
  return out;
}

}  // namespace shardmem
