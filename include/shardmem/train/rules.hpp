// What each op kind's backward pass reads (its residuals) and costs, for reverse-mode
// differentiation of a dataflow graph. Built-in kinds follow the usual kernels (Korthikanti et al.
// 2022, sec. 4, lists the residuals of a GPT layer); users add their own kinds.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/graph/ids.hpp>

namespace shardmem {

/// The backward of one op kind: which forward inputs and outputs it reads, which inputs get no
/// gradient (indices, labels), and its cost relative to the forward.
struct backward_rule {
  std::vector<std::size_t> saves_inputs{};    ///< forward inputs the backward reads
  std::vector<std::size_t> saves_outputs{};   ///< forward outputs the backward reads (softmax, masks)
  std::vector<std::size_t> no_grad_inputs{};  ///< inputs that never receive a gradient
  double flops_ratio = 1.0;                   ///< backward FLOPs / forward FLOPs (2 for a matmul)
  bool is_dot = false;                        ///< a dot_general/conv, for dots_saveable
  bool batch_dims = false;                    ///< a dot_general with batch dimensions (attention)
  /// Outputs are cheap to recreate and never kept for the backward (an all-gather is run again,
  /// as FSDP re-gathers weights and Megatron's sequence parallelism re-gathers LayerNorm outputs).
  bool recompute_outputs = false;
  std::string backward_kind{};  ///< default: `<kind>.bwd`
};

/// The table of backward rules by op kind.
/// Built-in kinds: dot (matmul without batch dims: reads both inputs), batch_dot (with batch
/// dims: attention's QK^T and AV), gelu, silu (read their input), relu (reads its output),
/// relu_mask (reads its 1-byte mask, output 1), softmax (reads its output), layernorm and rmsnorm
/// (read their input and their statistics outputs 1..), dropout (reads its 1-byte mask, output 1),
/// attention (materialized: reads Q, K, V and outputs 1 = softmax probabilities, 2 = dropout
/// mask), flash_attention (reads Q, K, V, the output and the log-sum-exp, output 1), embedding
/// (inputs table, indices: reads the indices), cross_entropy (inputs logits, labels: reads both),
/// chunked_cross_entropy (inputs hidden, vocabulary matrix, labels: reads all three and never the
/// full logits), top_k (the MoE router's choice; inputs probabilities; outputs 0 = routing
/// weights, 1 = expert indices: reads both outputs, scattering the weights' gradient back to the
/// chosen experts after the renormalization), dispatch (gathers token rows into per-expert buffers;
/// inputs tokens, indices: reads the indices, its backward scatter-adds the rows back), combine
/// (the weighted sum of each token's expert outputs; inputs expert outputs, weights, indices:
/// reads all three, the expert outputs for the weights' gradient), mul (reads both inputs), add,
/// sub, reshape, transpose, concatenate, slice (their backward slices or pads the gradient), convert
/// (a change of type; its gradient takes the input's back),
/// scale, sum, reduce (read nothing; `name` is JAX's checkpoint_name, an identity that tags its output), and the
/// collectives: all-gather (outputs recomputed; backward is a
/// reduce-scatter), reduce-scatter (backward all-gather), all-reduce, all-to-all, dynamic-slice,
/// copy-to-host and copy-to-device.
class op_rules {
 public:
  op_rules() {
    auto reads = [](std::vector<std::size_t> in, std::vector<std::size_t> out, double ratio) {
      return backward_rule{.saves_inputs = std::move(in), .saves_outputs = std::move(out), .flops_ratio = ratio};
    };
    rules_["dot"] = {.saves_inputs = {0, 1}, .flops_ratio = 2.0, .is_dot = true};
    rules_["batch_dot"] = {.saves_inputs = {0, 1}, .flops_ratio = 2.0, .is_dot = true, .batch_dims = true};
    rules_["gelu"] = reads({0}, {}, 2.0);
    rules_["silu"] = reads({0}, {}, 2.0);
    rules_["relu"] = reads({}, {0}, 1.0);
    rules_["relu_mask"] = reads({}, {1}, 1.0);
    rules_["softmax"] = reads({}, {0}, 1.5);
    rules_["layernorm"] = reads({0}, {1, 2}, 2.0);
    rules_["rmsnorm"] = reads({0}, {1}, 2.0);
    rules_["dropout"] = reads({}, {1}, 1.0);
    rules_["attention"] = reads({0, 1, 2}, {1, 2}, 2.0);
    rules_["flash_attention"] = reads({0, 1, 2}, {0, 1}, 2.5);
    rules_["embedding"] = {.saves_inputs = {1}, .no_grad_inputs = {1}, .flops_ratio = 1.0};
    rules_["cross_entropy"] = {.saves_inputs = {0, 1}, .no_grad_inputs = {1}, .flops_ratio = 1.0};
    rules_["chunked_cross_entropy"] = {.saves_inputs = {0, 1, 2}, .no_grad_inputs = {2}, .flops_ratio = 2.0};
    rules_["top_k"] = {.saves_outputs = {0, 1}, .flops_ratio = 1.0};
    rules_["dispatch"] = {.saves_inputs = {1}, .no_grad_inputs = {1}, .flops_ratio = 1.0};
    rules_["combine"] = {.saves_inputs = {0, 1, 2}, .no_grad_inputs = {2}, .flops_ratio = 2.0};
    rules_["mul"] = reads({0, 1}, {}, 1.0);
    for (const char* k : {"add", "sub", "reshape", "transpose", "concatenate", "slice", "scale", "sum", "reduce",
                          "custom", "name", "convert"})
      rules_[k] = reads({}, {}, 1.0);
    rules_[std::string(op_kinds::all_gather)] = {.recompute_outputs = true,
                                                 .backward_kind = std::string(op_kinds::reduce_scatter)};
    rules_[std::string(op_kinds::reduce_scatter)] = {.backward_kind = std::string(op_kinds::all_gather)};
    rules_[std::string(op_kinds::all_reduce)] = {.backward_kind = std::string(op_kinds::all_reduce)};
    rules_[std::string(op_kinds::all_to_all)] = {.backward_kind = std::string(op_kinds::all_to_all)};
    rules_[std::string(op_kinds::dynamic_slice)] = {.recompute_outputs = true, .backward_kind = "pad"};
    rules_[std::string(op_kinds::copy_to_host)] = {.backward_kind = std::string(op_kinds::copy_to_device)};
    // A device copy of a host buffer is made again for the backward pass, not kept: the host copy
    // is what is saved (offloaded parameters, and residuals a graph sends to the host itself).
    rules_[std::string(op_kinds::copy_to_device)] = {.recompute_outputs = true,
                                                     .backward_kind = std::string(op_kinds::copy_to_host)};
  }

  /// Declares (or replaces) the backward rule of an op kind.
  void add(std::string kind, backward_rule rule) { rules_[std::move(kind)] = std::move(rule); }

  /// The rule of `kind`. @throws invalid_error naming the kind and listing the known ones.
  [[nodiscard]] const backward_rule& at(std::string_view kind) const {
    if (auto it = rules_.find(kind); it != rules_.end()) return it->second;
    std::string known;
    for (const auto& [k, r] : rules_) known += (known.empty() ? "" : ", ") + k;
    detail::raise<invalid_error>("op kind '{}' has no backward rule; declare it with op_rules::add (known kinds: {})",
                                 kind, known);
  }
  [[nodiscard]] bool contains(std::string_view kind) const { return rules_.find(kind) != rules_.end(); }

 private:
  std::map<std::string, backward_rule, std::less<>> rules_;
};

}  // namespace shardmem
