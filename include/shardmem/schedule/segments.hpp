// One-level checkpoint schedules: store everything, PyTorch's checkpoint_sequential, and Chen et
// al.'s k-segment and sqrt(n) schedules (arXiv 1604.06174).
#pragma once

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>

namespace shardmem {

/// Stores every activation: `F0 ... F(n-1)` then `B(n-1) ... B0`.
/// @post no extra forward; peak n + 2 bytes on unit stages (n >= 2).
/// Example: `store_all(chain::unit(3))` is `F0-2 B2-0`.
[[nodiscard]] inline chain_schedule store_all(const chain& c) {
  chain_schedule s;
  s.actions.reserve(static_cast<std::size_t>(2 * c.size()));
  for (std::int64_t i = 0; i < c.size(); ++i) s.push_back(action::forward(i));
  for (std::int64_t i = c.size() - 1; i >= 0; --i) s.push_back(action::backward(i));
  return s;
}

/// A one-level schedule over consecutive segments of the given lengths: every segment but the
/// last is checkpointed (its input saved, its stages advanced, and recomputed with F right before
/// its backward); the last segment runs with F at once, as PyTorch's checkpoint_sequential runs
/// its last chunk. Segment j starting at x_b: `S b A b..e` in the first sweep, then after the later
/// segments' backwards `R b F b..e B e..b D b` (no S or D for x0).
/// @pre each length >= 1 and their sum is n.
/// @throws invalid_error otherwise, naming the lengths.
/// Example: lengths {2, 2} on 4 unit stages give `A0 A1 F2 F3 B3 B2 R0 F0 F1 B1 B0`.
[[nodiscard]] inline chain_schedule checkpoint_segments(const chain& c, std::span<const std::int64_t> lengths) {
  std::int64_t total = 0;
  for (std::int64_t len : lengths) {
    if (len < 1)
      detail::raise<invalid_error>("invalid segment lengths [{}]: every segment needs at least one stage",
                                   fmt::join(lengths, ", "));
    total = checked_add(total, len, "the total segment length");
  }
  if (lengths.empty() || total != c.size())
    detail::raise<invalid_error>("invalid segment lengths [{}]: they sum to {}, but the chain has {} stages",
                                 fmt::join(lengths, ", "), total, c.size());
  std::vector<std::int64_t> start(lengths.size() + 1, 0);
  for (std::size_t j = 0; j < lengths.size(); ++j) start[j + 1] = start[j] + lengths[j];
  const std::size_t last = lengths.size() - 1;
  chain_schedule s;
  s.actions.reserve(static_cast<std::size_t>(4 * c.size()) + 3 * lengths.size());
  for (std::size_t j = 0; j < last; ++j) {
    if (start[j] > 0) s.push_back(action::save(start[j]));
    for (std::int64_t i = start[j]; i < start[j + 1]; ++i) s.push_back(action::advance(i));
  }
  for (std::int64_t i = start[last]; i < c.size(); ++i) s.push_back(action::forward(i));
  for (std::int64_t i = c.size() - 1; i >= start[last]; --i) s.push_back(action::backward(i));
  for (std::size_t j = last; j-- > 0;) {
    s.push_back(action::restore(start[j]));
    for (std::int64_t i = start[j]; i < start[j + 1]; ++i) s.push_back(action::forward(i));
    for (std::int64_t i = start[j + 1] - 1; i >= start[j]; --i) s.push_back(action::backward(i));
    if (start[j] > 0) s.push_back(action::discard(start[j]));
  }
  return s;
}

/// The segment lengths torch.utils.checkpoint.checkpoint_sequential(functions, segments) uses on
/// `modules` modules: segment size = modules // segments; the first segments - 1 segments have that
/// size, the last chunk takes the rest. (PyTorch torch/utils/checkpoint.py.)
/// @throws invalid_error when segments < 1 or segments > modules (PyTorch fails there too:
///         a zero segment size makes its `range` step 0).
/// Example: `checkpoint_sequential_lengths(10, 3) == {3, 3, 4}`.
[[nodiscard]] inline std::vector<std::int64_t> checkpoint_sequential_lengths(std::int64_t modules,
                                                                             std::int64_t segments) {
  if (segments < 1)
    detail::raise<invalid_error>("checkpoint_sequential: segments must be at least 1, got {}", segments);
  if (segments > modules)
    detail::raise<invalid_error>(
        "checkpoint_sequential: {} segments for {} modules; PyTorch fails here (segment size {} // {} = 0); use at "
        "most {} segments",
        segments, modules, modules, segments, modules);
  const std::int64_t size = modules / segments;
  std::vector<std::int64_t> lengths(static_cast<std::size_t>(segments - 1), size);
  lengths.push_back(modules - size * (segments - 1));
  return lengths;
}

/// PyTorch's torch.utils.checkpoint.checkpoint_sequential(functions, segments): the first
/// segments - 1 segments of size n // segments are checkpointed, the last chunk (with the
/// remainder) runs normally and stores its activations. segments = 1 checkpoints nothing.
/// @throws invalid_error when segments < 1 or segments > n.
/// Example: 10 modules, 3 segments: [0..2] and [3..5] checkpointed, [6..9] stored:
/// `A0-2 S3 A3-5 F6-9 B9-6 R3 F3-5 B5-3 D3 R0 F0-2 B2-0`.
[[nodiscard]] inline chain_schedule checkpoint_sequential(const chain& c, std::int64_t segments) {
  const std::vector<std::int64_t> lengths = checkpoint_sequential_lengths(c.size(), segments);
  return checkpoint_segments(c, lengths);
}

/// k segments as even as possible: the first n mod k segments are one stage longer.
/// @throws invalid_error when k is not in [1, n].
/// Example: `even_lengths(10, 4) == {3, 3, 2, 2}`.
[[nodiscard]] inline std::vector<std::int64_t> even_lengths(std::int64_t n, std::int64_t k) {
  if (k < 1 || k > n)
    detail::raise<invalid_error>("cannot split {} stages into {} segments: use 1 to {} segments", n, k, n);
  std::vector<std::int64_t> lengths(static_cast<std::size_t>(k), n / k);
  for (std::int64_t j = 0; j < n % k; ++j) ++lengths[static_cast<std::size_t>(j)];
  return lengths;
}

/// ceil(sqrt(n)) for n >= 0, exactly (no floating-point rounding at perfect squares).
[[nodiscard]] inline std::int64_t ceil_sqrt(std::int64_t n) {
  if (n <= 0) return 0;
  auto k = static_cast<std::int64_t>(std::sqrt(static_cast<double>(n)));
  while (k > 0 && k * k >= n) --k;
  while (k * k < n) ++k;
  return k;
}

/// Chen et al. 2016 (arXiv 1604.06174, sec. 4.1): split the chain into k segments, keep only the
/// segment inputs in the forward sweep and recompute one segment at a time in the backward sweep.
/// Memory O(n/k + k); one extra forward of every stage outside the last segment (the last runs
/// with F at once). Segments are `even_lengths(n, k)`.
/// @post extra forwards = n - the last segment's length; at most k + ceil(n / k) + 1 bytes on
///       unit stages.
/// @throws invalid_error when k is not in [1, n].
[[nodiscard]] inline chain_schedule chen_segments(const chain& c, std::int64_t k) {
  const std::vector<std::int64_t> lengths = even_lengths(c.size(), k);
  return checkpoint_segments(c, lengths);
}

/// The sqrt(n) segment count shardmem uses: k = ceil(sqrt(n)), so segments have at most k stages
/// (ceil(n / k) <= k) and memory is at most k boundaries plus k kept stages. On unit stages the
/// peak is at most 2 * ceil(sqrt(n)) + 1 bytes.
[[nodiscard]] inline std::int64_t sqrt_segment_count(std::int64_t n) { return ceil_sqrt(n); }

/// Chen et al.'s sqrt(n) schedule: `chen_segments(c, ceil(sqrt(n)))`.
/// Example: on 4 unit stages, `A0 A1 F2 F3 B3 B2 R0 F0 F1 B1 B0`, peak 5 B, 2 extra forwards.
[[nodiscard]] inline chain_schedule chen_sqrt(const chain& c) { return chen_segments(c, sqrt_segment_count(c.size())); }

}  // namespace shardmem
