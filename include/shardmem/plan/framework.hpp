// The frameworks a step may be trained with, each a named set of conventions read from its own
// code (how it keeps gradients and weights, its loss, what its memory log prints), and the number
// that log would print for a plan.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/memory/memory_analysis.hpp>

namespace shardmem {

/// Whose conventions a step follows. Each differs from plain JAX (the default) as follows:
/// - maxtext: weights kept in fp32 (base.yml weight_dtype: float32), the matmuls in bf16, the
///   bf16 logits cast to fp32 for the loss (a cast XLA:TPU fuses away: step_options::backend); its
///   log prints XLA's memory_analysis (max_utils.print_compiled_memory_stats: argument + output +
///   temp - alias, in GiB labelled GB).
/// - megatron: Megatron-LM's DDP keeps a persistent fp32 gradient buffer, main_grad, beside the
///   bf16 parameters whether or not gradients accumulate (param_and_grad_buffer.py: grad_data
///   zeros of grad_dtype fp32, as arguments.py sets accumulate_allreduce_grads_in_fp32 for bf16);
///   its report_memory prints torch.cuda.max_memory_allocated, which leaves out the CUDA context
///   and NCCL's buffers. Its expert-parallel ranks are data-parallel ranks of the weights outside
///   the experts: those are whole on each, their distributed-optimizer states sharded over them
///   (parallel_axes::shard_dense_over_expert unset means false).
/// - torchtitan: FSDP2's MixedPrecisionPolicy(param_dtype=bf16, reduce_dtype=fp32) over fp32
///   shards (fp32 parameters, gradients and AdamW states, bf16 gathers); the loss run eagerly as
///   cross_entropy(pred.float(), labels) (an fp32 copy of the logits and its log-softmax); the
///   head's gathered weights kept from the forward pass to the backward's, every layer's too under
///   pipeline parallelism (FSDP2's reshard_after_forward, torchtitan/distributed/fsdp.py); its log
///   prints the caching allocator's reserved_bytes.all.peak (torchtitan/metrics.py at 9dec370),
///   the allocated peak and the allocator's margin, without the CUDA context and NCCL's buffers.
enum class framework_kind : std::uint8_t { jax, maxtext, megatron, torchtitan };

/// `jax`, `maxtext`, `megatron`, `torchtitan`.
[[nodiscard]] constexpr std::string_view name(framework_kind f) noexcept {
  constexpr std::array<std::string_view, 4> names{"jax", "maxtext", "megatron", "torchtitan"};
  return names[static_cast<std::size_t>(f)];
}

/// Parses a framework's name, in any case (`Megatron`); `megatron-lm` and `megatron-core` name
/// Megatron-LM. @throws parse_error naming the one likely meant.
[[nodiscard]] inline framework_kind parse_framework(std::string_view text) {
  constexpr std::array<framework_kind, 4> all{framework_kind::jax, framework_kind::maxtext, framework_kind::megatron,
                                              framework_kind::torchtitan};
  std::array<std::string_view, 4> names{};
  for (std::size_t i = 0; i < all.size(); ++i) {
    names[i] = name(all[i]);
    if (same_name(names[i], text)) return all[i];
  }
  if (same_name(text, "megatron-lm") || same_name(text, "megatron-core")) return framework_kind::megatron;
  detail::raise<parse_error>("unknown framework '{}'{}; expected jax, maxtext, megatron or torchtitan", text,
                             did_you_mean(text, names));
}

/// Framework `f`'s conventions in a few words, as plans describe them (empty for jax).
[[nodiscard]] constexpr std::string_view framework_conventions(framework_kind f) noexcept {
  switch (f) {
    case framework_kind::jax: return "";
    case framework_kind::maxtext: return "MaxText's conventions (fp32 weights)";
    case framework_kind::megatron:
      return "Megatron-LM's conventions (a persistent fp32 main_grad buffer; dense weights whole over an expert axis)";
    case framework_kind::torchtitan:
      return "torchtitan's conventions (fp32 shards gathered in bf16, fp32 gradients, the loss on an fp32 copy of "
             "the logits)";
  }
  return "";
}

/// Whether framework `f` keeps the weights themselves in fp32 (no master copies beside them).
[[nodiscard]] constexpr bool fp32_weights(framework_kind f) noexcept {
  return f == framework_kind::maxtext || f == framework_kind::torchtitan;
}

/// What framework `f`'s own memory report prints, in one line.
[[nodiscard]] constexpr std::string_view framework_report(framework_kind f) noexcept {
  switch (f) {
    case framework_kind::jax: return "compiled.memory_analysis(): argument + output - alias + temp, per device";
    case framework_kind::maxtext:
      return "MaxText's 'Total memory size' (XLA's memory_analysis: argument + output - alias + temp), in GiB though "
             "labelled GB";
    case framework_kind::megatron:
      return "Megatron-LM's report_memory 'max allocated' (torch.cuda.max_memory_allocated): the step's peak, without "
             "the CUDA context and NCCL's buffers";
    case framework_kind::torchtitan:
      return "torchtitan's 'memory: X GiB' (the caching allocator's max reserved): the step's peak and the "
             "allocator's margin (--fragmentation), without the CUDA context and NCCL's buffers";
  }
  return "?";
}

/// The number framework `f`'s memory report prints for a step whose liveness bound is `bound`,
/// whose compiled categories are `categories`, and on which the allocator keeps `margin` beyond
/// what is allocated (the plan's fragmentation overhead): XLA's total for jax and maxtext, the
/// bound for megatron (the allocator's allocated peak), the bound and the margin for torchtitan
/// (the reserved peak).
/// @throws overflow_error past 64 bits.
[[nodiscard]] inline bytes framework_peak_bytes(framework_kind f, bytes bound, const memory_analysis& categories,
                                                bytes margin) {
  switch (f) {
    case framework_kind::jax:
    case framework_kind::maxtext: return categories.total();
    case framework_kind::megatron: return bound;
    case framework_kind::torchtitan:
      return bytes{checked_add(bound.count(), margin.count(), "the framework's reserved peak")};
  }
  return bound;
}

}  // namespace shardmem
