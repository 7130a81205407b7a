// Nested (multi-level) checkpoint schedules in the style of Haliax/Levanter nested remat, with
// balanced uneven blocks so that every n gets about levels * n^(1/levels) memory, and the
// Haliax divisor rule itself for comparison.
#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>

namespace shardmem {

/// The block size Haliax's nested remat picks for n layers: the largest divisor of n that is
/// <= sqrt(n) (shared/REFERENCE.md sec. 5, Haliax/Levanter). A prime n gets 1, which saves nothing.
/// @throws invalid_error when n < 1.
/// Example: `haliax_block_size(16) == 4`, `haliax_block_size(12) == 3`, `haliax_block_size(13) == 1`.
[[nodiscard]] inline std::int64_t haliax_block_size(std::int64_t n) {
  if (n < 1) detail::raise<invalid_error>("haliax_block_size: {} layers; need at least one", n);
  for (std::int64_t b = ceil_sqrt(n); b >= 1; --b)
    if (b * b <= n && n % b == 0) return b;
  return 1;
}

/// The smallest k with k^levels >= n: the number of blocks per level of a `levels`-deep nesting.
/// @pre n >= 1, levels >= 1. Example: `ceil_root(16, 2) == 4`, `ceil_root(17, 2) == 5`, `ceil_root(27, 3) == 3`.
[[nodiscard]] inline std::int64_t ceil_root(std::int64_t n, std::int64_t levels) {
  auto fits = [&](std::int64_t k) {  // k^levels >= n, without overflow
    std::int64_t p = 1;
    for (std::int64_t l = 0; l < levels; ++l) {
      if (p >= n) return true;
      p *= k;
    }
    return p >= n;
  };
  std::int64_t lo = 1, hi = n;
  while (lo < hi) {
    const std::int64_t mid = lo + (hi - lo) / 2;
    if (fits(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

namespace detail {

// Emits the backward of the stages from x_b on, split into blocks of `lengths`, each block
// handled by `inner(start, length)`; x_b is a checkpoint and current. The first sweep advances
// through the blocks, saving each block input. With `advance_last` false the last block is
// handled at once (its input saved first when `save_last` is true, so that `inner` can restore
// it); with `advance_last` true it is advanced and recomputed like the others, as a JAX scan under
// remat does. Then the remaining blocks, last to first, are restored, handled and discarded.
template <class Inner>
void nested_blocks(chain_schedule& s, std::int64_t b, const std::vector<std::int64_t>& lengths, bool advance_last,
                   bool save_last, Inner&& inner) {
  std::vector<std::int64_t> start(lengths.size() + 1, b);
  for (std::size_t j = 0; j < lengths.size(); ++j) start[j + 1] = start[j] + lengths[j];
  const std::size_t k = lengths.size();
  const std::size_t advanced = advance_last ? k : k - 1;
  for (std::size_t j = 0; j < advanced; ++j) {
    if (j > 0) s.push_back(action::save(start[j]));
    for (std::int64_t i = start[j]; i < start[j + 1]; ++i) s.push_back(action::advance(i));
  }
  if (!advance_last) {
    const bool save = save_last && k > 1;
    if (save) s.push_back(action::save(start[k - 1]));
    inner(start[k - 1], lengths[k - 1]);
    if (save) s.push_back(action::discard(start[k - 1]));
  }
  for (std::size_t j = advanced; j-- > 0;) {
    s.push_back(action::restore(start[j]));
    inner(start[j], lengths[j]);
    if (j > 0) s.push_back(action::discard(start[j]));
  }
}

// Stages [b, b + len) at `level`: level 0 runs them with F then B (store-all); level l >= 1 splits
// them into ceil_root(len, l) balanced blocks handled at level l - 1.
inline void nested_level(chain_schedule& s, std::int64_t b, std::int64_t len, std::int64_t level) {
  if (level == 0 || len == 1) {
    for (std::int64_t i = b; i < b + len; ++i) s.push_back(action::forward(i));
    for (std::int64_t i = b + len - 1; i >= b; --i) s.push_back(action::backward(i));
    return;
  }
  const std::vector<std::int64_t> lengths = even_lengths(len, ceil_root(len, level));
  // The last block's input needs a checkpoint only if its handler restores it.
  const bool save_last = level >= 2 && lengths.back() > 1;
  nested_blocks(s, b, lengths, false, save_last,
                [&](std::int64_t start, std::int64_t length) { nested_level(s, start, length, level - 1); });
}

// The number of actions nested_level emits for `len` stages at `level`, counted without emitting
// them: the blocks of one level have two lengths (even_lengths), each counted once per level and
// length (`memo`), so the count costs O(levels^2) lookups however many stages there are.
// @throws overflow_error past int64.
inline std::int64_t nested_actions(std::int64_t len, std::int64_t level,
                                   std::map<std::pair<std::int64_t, std::int64_t>, std::int64_t>& memo) {
  if (level == 0 || len == 1) return checked_mul(len, 2, "a nested schedule's actions");  // F and B per stage
  if (const auto it = memo.find({len, level}); it != memo.end()) return it->second;
  // even_lengths: `longer` blocks of q + 1 stages, then k - longer of q (the last block's length).
  const std::int64_t k = ceil_root(len, level), q = len / k, longer = len % k;
  const bool save_last = level >= 2 && q > 1;
  // Advances through every block but the last; saves and discards of blocks 1..k-2; restores of
  // blocks 0..k-2; the last block's save and discard.
  std::int64_t n = (len - q) + 3 * (k - 2) + 1 + (save_last ? 2 : 0);
  n = checked_add(n, checked_mul(k - longer, nested_actions(q, level - 1, memo), "a nested schedule's actions"),
                  "a nested schedule's actions");
  if (longer > 0)
    n = checked_add(n, checked_mul(longer, nested_actions(q + 1, level - 1, memo), "a nested schedule's actions"),
                    "a nested schedule's actions");
  memo.emplace(std::pair{len, level}, n);
  return n;
}

}  // namespace detail

/// The number of actions `nested(c, levels)` generates for a chain of `n` stages, without
/// generating them. @throws invalid_error when n < 1 or levels < 1; overflow_error past int64.
/// Example: `nested_actions(13, 2) == nested(chain::unit(13)).size()`.
[[nodiscard]] inline std::int64_t nested_actions(std::int64_t n, std::int64_t levels = 2) {
  if (n < 1) detail::raise<invalid_error>("nested: {} stages; need at least one", n);
  if (levels < 1) detail::raise<invalid_error>("nested: {} levels; use at least 1", levels);
  std::map<std::pair<std::int64_t, std::int64_t>, std::int64_t> memo;
  return detail::nested_actions(n, levels, memo);
}

/// Nested checkpointing with `levels` levels of remat (Haliax/Levanter "nested" scan checkpointing,
/// generalized): level l splits its stages into ceil(len^(1/l)) blocks as even as possible
/// (`even_lengths`), saves the block inputs while advancing, and handles each block at level l - 1;
/// level 0 runs a stage with F then B. With 2 levels: ceil(sqrt(n)) outer blocks, and inside each
/// block every stage input is saved and each stage recomputed just before its backward, as Haliax
/// does, but for any n (a prime too). The last block at each level is handled at once instead of
/// being advanced and restored.
/// Memory about levels * n^(1/levels) boundaries plus one kept stage; at most `levels` extra
/// forwards per stage.
/// About 7 actions per stage with 2 levels; the count (nested_actions) is checked against
/// `max_actions` before any is generated, with revolve's default bound.
/// @post on unit stages with 2 levels: peak <= 2 * ceil(sqrt(n)) + 1 bytes, extra forwards <= 2n.
/// @throws invalid_error when levels < 1, or when the schedule would pass `max_actions`, naming
///         the count and the fix.
/// Example: `nested(chain::unit(13))` uses 4 outer blocks [4, 3, 3, 3]: peak 8 B and 19 extra
/// forwards, against 15 B and 13 extra for `haliax_nested`, whose block size for 13 is 1.
[[nodiscard]] inline chain_schedule nested(const chain& c, std::int64_t levels = 2,
                                           std::int64_t max_actions = default_max_revolve_actions) {
  const std::int64_t actions = nested_actions(c.size(), levels);
  if (actions > max_actions)
    detail::raise<invalid_error>("nested: {} stages with {} levels take {} actions, past the limit of {} actions; "
                                 "schedule fewer stages or raise max_actions (`shardmem schedule --max-actions`)",
                                 c.size(), levels, actions, max_actions);
  chain_schedule s;
  s.actions.reserve(static_cast<std::size_t>(actions));
  detail::nested_level(s, 0, c.size(), levels);
  return s;
}

/// Haliax's two-level nested remat with its divisor rule: n / B outer blocks of B =
/// `haliax_block_size(n)` stages; the forward sweep saves every block input (the last block too:
/// a scan under remat has no special last block); each block is then restored, advanced through
/// with every stage input saved, and each stage recomputed with F right before its backward.
/// For a prime n, B = 1: every boundary is saved, which saves nothing over storing everything.
[[nodiscard]] inline chain_schedule haliax_nested(const chain& c) {
  const std::int64_t n = c.size();
  const std::int64_t block = haliax_block_size(n);
  chain_schedule s;
  s.actions.reserve(static_cast<std::size_t>(6 * n));
  const std::vector<std::int64_t> outer(static_cast<std::size_t>(n / block), block);
  detail::nested_blocks(s, 0, outer, true, true, [&](std::int64_t start, std::int64_t length) {
    // Inner scan: advance through the block saving each stage input, then remat each stage.
    for (std::int64_t i = start; i < start + length - 1; ++i) {
      if (i > start) s.push_back(action::save(i));
      s.push_back(action::advance(i));
    }
    if (length > 1) s.push_back(action::save(start + length - 1));
    for (std::int64_t i = start + length - 1; i >= start; --i) {
      if (i < start + length - 1) s.push_back(action::restore(i));
      s.push_back(action::forward(i));
      s.push_back(action::backward(i));
      if (i > start) s.push_back(action::discard(i));
    }
  });
  return s;
}

}  // namespace shardmem
