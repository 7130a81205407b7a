// What a transformer's forward graph is built with beyond its config (transformer_options: how
// it is split, its loss, one pipeline stage, where the parameters live, adapters), and what the
// build returns (transformer_graph).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/dtype.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/models/adapters.hpp>
#include <shardmem/models/parallelism.hpp>

namespace shardmem {

/// What build_transformer builds beyond the config: how it is split, the loss, one pipeline stage,
/// where the parameters live, adapters.
struct transformer_options {
  shardmem::parallelism parallel{};
  bool chunked_loss = false;              ///< cross-entropy without materializing the logits
  std::int64_t loss_chunk_tokens = 1024;  ///< tokens per chunk of the chunked loss
  dtype logits_dtype = dtype::f32;
  /// The loss as PyTorch runs it eagerly (torchtitan's cross_entropy(pred.float(), labels)):
  /// logits in the activations' type, an fp32 copy, its log-softmax (kept for the backward pass)
  /// and the negative log-likelihood; logits_dtype is not read. Not with chunked_loss.
  bool eager_loss = false;
  /// The type a parameter is gathered in over the fsdp axes: unset, its own; else each shard is
  /// cast first (`<param>.cast`) and the cast gathered (FSDP2's MixedPrecisionPolicy(param_dtype=
  /// bf16) over fp32 shards). Its gradient is reduced in that type and cast back to the shard's.
  std::optional<dtype> gather_dtype{};
  /// FSDP2's reshard_after_forward off: a weight's gathered copy is kept from the forward pass to
  /// the backward's rather than gathered again, and carries the name `fsdp_unsharded` (which
  /// training_options::always_saved_names can keep whatever the remat policy): the head's
  /// (torchtitan wraps [norm, output] so), and with `keep_layer_gathers` every other weight's too
  /// (torchtitan under pipeline parallelism: reshard_after_forward = not pp_enabled).
  bool keep_head_gathers = false, keep_layer_gathers = false;
  /// Matmuls write an fp32 temporary of their output before the bf16 result (seed 003: XLA on
  /// ROCm summing bf16 dots in fp32); modelled as each dot's workspace.
  bool fp32_matmul_outputs = false;
  /// One pipeline stage: layers [first_layer, end_layer) (end_layer -1: to the last), with the
  /// embedding and the head only where asked. Without the embedding the stage reads its input
  /// activation `stage_input` [b, s, h] (received from the stage before); without the head it ends
  /// in `stage_loss`, a sum of its output standing in for the stages after it, whose backward
  /// gives the output's gradient as the next stage would send it.
  std::int64_t first_layer = 0;
  std::int64_t end_layer = -1;
  bool embedding = true;
  bool head = true;
  /// Where the parameters live: pinned_host offloads them (MaxText's parameter_memory_host_offload);
  /// each op then reads a device copy `<param>.device` made right before it (a copy-to-device,
  /// role collective) and freed after its last reader, and the backward pass copies again rather
  /// than keeping it, so the devices hold a parameter only while a layer uses it.
  memory_kind param_memory = memory_kind::device;
  /// Low-rank adapters (models/adapters.hpp) beside the projections they target: each adapted
  /// projection `W` gets factors `W.adapter_a` [d_in, r] and `W.adapter_b` [r, d_out], trained
  /// (sharded like the weights over the fsdp axes, A on d_in, B on d_out), and ops
  /// `W.adapter_a`, `W.adapter_b` (x A, then (x A) B, in the type JAX promotes the activations and
  /// the factors to) and `W.adapter_add`, whose sum is the projection's output and carries its
  /// checkpoint name. Every other parameter is frozen (value_desc::frozen). Not with a tensor
  /// axis: the factors' split over it is not modelled.
  std::optional<adapter_config> adapters{};
};

/// The scope of layer `i` in a built model, `layer.3`: what its checkpoint region covers.
[[nodiscard]] inline std::string layer_scope(std::int64_t i) { return fmt::format("layer.{}", i); }

/// A built forward graph: the loss, and each layer's scope (`layer.3`) for checkpoint regions.
struct transformer_graph {
  dataflow_graph graph;
  value_id loss{};
  std::vector<std::string> layer_scopes;
};

}  // namespace shardmem
