// Binomial checkpointing (Griewank & Walther 2000, "Algorithm 799: revolve", ACM TOMS 26(1)):
// with s snapshot slots, the schedule with the fewest forward executions, generated in
// O(actions) by an iterative binomial split.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>

namespace shardmem {

namespace detail {

/// beta(s, t) = C(s + t, s), the number of steps reversible with s snapshots and repetition
/// number t (Griewank & Walther 2000, sec. 3); beta(s, -1) = 0.
/// @throws overflow_error when the value exceeds int64.
[[nodiscard]] inline std::int64_t binomial_beta(std::int64_t s, std::int64_t t) {
  if (t < 0) return 0;
  std::int64_t b = 1;  // C(s + j, j) for j = 0..t; each step divides exactly
  for (std::int64_t j = 1; j <= t; ++j) b = checked_mul(b, s + j, "a binomial checkpointing count") / j;
  return b;
}

/// revolve_split's binomial numbers, each computed once: row s holds beta(s, t) for t = 0, 1, ...
/// up to the first t where beta(s, t) >= n, built when a split with s snapshots first needs it.
/// (A split costs a binary search and two reads instead of a dozen checked divisions; revolve on
/// a million steps makes about a million splits.)
class binomial_rows {
 public:
  explicit binomial_rows(std::int64_t n) : n_(n) {}

  /// The smallest t with beta(s, t) >= l, and beta(s, t - 2), beta(s - 1, t). @pre 2 <= l <= n, s >= 2.
  struct split_terms {
    std::int64_t r, left_min, right_max;
  };
  [[nodiscard]] split_terms terms(std::int64_t l, std::int64_t s) {
    const std::vector<std::int64_t>& row = this->row(s);
    const auto r = static_cast<std::int64_t>(std::lower_bound(row.begin(), row.end(), l) - row.begin());
    const std::int64_t left_min = r >= 2 ? row[static_cast<std::size_t>(r - 2)] : 0;  // beta(s, -1) = 0
    // beta(1, t) = t + 1; row s - 1 reaches t = r, as beta(s - 1, t) <= beta(s, t).
    const std::int64_t right_max = s == 2 ? r + 1 : this->row(s - 1)[static_cast<std::size_t>(r)];
    return {r, left_min, right_max};
  }

 private:
  const std::vector<std::int64_t>& row(std::int64_t s) {
    if (static_cast<std::size_t>(s) >= rows_.size()) rows_.resize(static_cast<std::size_t>(s) + 1);
    std::vector<std::int64_t>& row = rows_[static_cast<std::size_t>(s)];
    if (row.empty()) {
      std::int64_t b = 1;  // C(s + t, t); each step divides exactly
      row.push_back(b);
      for (std::int64_t t = 1; b < n_; ++t) {
        b = checked_mul(b, s + t, "a binomial checkpointing count") / t;
        row.push_back(b);
      }
    }
    return row;
  }

  std::int64_t n_;
  std::vector<std::vector<std::int64_t>> rows_;
};

/// The number of steps to advance before taking the next snapshot when reversing `l` steps with
/// `s` snapshots (x_b included), so that the forward count stays minimal: with r the smallest t
/// where beta(s, t) >= l, any m with beta(s, r - 2) <= m <= beta(s, r - 1) and
/// beta(s - 1, r - 1) <= l - m <= beta(s - 1, r) splits optimally (the left part then has
/// repetition number r - 1 with s snapshots, the right part r with s - 1); we take the smallest.
/// With s >= l - 1 that is 1 (r = 1, beta(s - 1, 1) = s >= l - 1).
/// @pre 2 <= l <= the n `rows` was made for, s >= 1.
[[nodiscard]] inline std::int64_t revolve_split(std::int64_t l, std::int64_t s, binomial_rows& rows) {
  if (s == 1) return l - 1;  // one snapshot: advance to the last step every time
  if (s >= l - 1) return 1;
  const auto t = rows.terms(l, s);
  return std::max({std::int64_t{1}, t.left_min, l - t.right_max});
}

/// `revolve_split` without a shared table. @pre l >= 2, s >= 1.
[[nodiscard]] inline std::int64_t revolve_split(std::int64_t l, std::int64_t s) {
  binomial_rows rows(l);
  return revolve_split(l, s, rows);
}

}  // namespace detail

/// Revolve's advances (extra forwards) for n steps with s snapshots, in closed form:
/// r*n - beta(s + 1, r - 1) with r the smallest t where beta(s, t) >= n (Griewank & Walther
/// 2000); n(n - 1)/2 for s = 1. @throws overflow_error past int64. @pre n >= 1, s >= 1.
[[nodiscard]] inline std::int64_t revolve_advances(std::int64_t n, std::int64_t s) {
  s = std::min(s, n);
  if (n == 1) return 0;
  if (s == 1) return checked_mul(n, n - 1, "revolve's advances") / 2;
  std::int64_t r = 0;
  for (std::int64_t beta = 1; beta < n;) {  // beta = C(s + r, r)
    ++r;
    beta = checked_mul(beta, s + r, "a binomial checkpointing count") / r;
  }
  return checked_mul(r, n, "revolve's advances") - detail::binomial_beta(s + 1, r - 1);
}

/// The most actions `revolve` generates by default: 2^28 (2 GiB of actions), past a million steps
/// with 64 snapshots (9 million); fewer snapshots on a long chain ask for more (the tool's
/// `shardmem schedule --max-actions` raises it).
inline constexpr std::int64_t default_max_revolve_actions = std::int64_t{1} << 28;

/// Griewank & Walther's binomial schedule (revolve) for n steps with `snapshots` checkpoint slots,
/// x0 included. Only boundaries are snapshots: each stage runs `F i` right before `B i` (revolve's
/// "youturn", whose taped forward revolve does not count), and every other forward is an advance
/// `A`; so extra forwards (forwards - n) = advances = revolve's forward count, which this
/// schedule minimizes: r*n - beta(s + 1, r - 1), with r the smallest t where beta(s, t) =
/// C(s + t, s) >= n (Griewank & Walther 2000); n(n - 1)/2 for s = 1, n - 1 for s >= n - 1.
/// Memory: s boundaries, the current value, one kept stage and the gradients.
/// Generation is O(number of actions): an explicit stack of binomial splits, no search over n.
/// @post replays with `simulate_options{.slots = snapshots}`; every stage runs F exactly once,
///       right before its B; extra forwards = the minimal count above.
/// @throws invalid_error when snapshots < 1, or when the schedule would pass `max_actions`
///         (its advances, from the closed form, plus a forward, a backward and at most three
///         checkpoint actions per step), naming the count and the fix.
/// Example: `revolve(4, 2)` is `A0 S1 A1 A2 F3 B3 R1 A1 F2 B2 R1 F1 B1 D1 R0 F0 B0` (4 extra).
[[nodiscard]] inline chain_schedule revolve(std::int64_t n, std::int64_t snapshots,
                                            std::int64_t max_actions = default_max_revolve_actions) {
  if (n < 1) detail::raise<invalid_error>("revolve: {} steps; need at least one", n);
  if (snapshots < 1)
    detail::raise<invalid_error>("revolve: {} snapshots; need at least 1, as x0 takes one slot", snapshots);
  if (n > max_actions / 5)
    detail::raise<invalid_error>(
        "revolve: {} steps may take up to {} actions besides the advances, past the limit of {} "
        "actions; schedule fewer steps or raise max_actions (`shardmem schedule --max-actions`)",
        n, 5 * n, max_actions);
  if (const std::int64_t advances = revolve_advances(n, snapshots); advances > max_actions - 5 * n)
    detail::raise<invalid_error>("revolve: {} steps with {} snapshots take {} advances, past the limit of {} actions; "
                                 "use more snapshots or raise max_actions (`shardmem schedule --max-actions`)",
                                 n, snapshots, advances, max_actions);
  struct task {
    std::int64_t base, length, snapshots;  // length 0: discard checkpoint `base`
  };
  chain_schedule out;
  // Reserve for the first sweep's repetition number r: about r advances per step, plus F, B, R.
  {
    const std::int64_t s = std::min(snapshots, n);
    std::int64_t r = 0;
    for (std::int64_t beta = 1; beta < n && r < 64; beta = checked_mul(beta, s + r + 1, "a binomial count") / (r + 1))
      ++r;
    out.actions.reserve(static_cast<std::size_t>(
        std::min<std::int64_t>(checked_mul(n, r + 4, "a schedule size"), std::int64_t{1} << 32)));
  }
  std::vector<task> stack{{0, n, std::min(snapshots, n)}};
  detail::binomial_rows rows(n);
  std::int64_t current = 0;
  while (!stack.empty()) {
    const task t = stack.back();
    stack.pop_back();
    if (t.length == 0) {
      out.push_back(action::discard(t.base));
      continue;
    }
    if (current != t.base) out.push_back(action::restore(t.base));
    if (t.length == 1) {
      out.push_back(action::forward(t.base));
      out.push_back(action::backward(t.base));
      current = -1;
      continue;
    }
    const std::int64_t m = detail::revolve_split(t.length, t.snapshots, rows);
    for (std::int64_t i = t.base; i < t.base + m; ++i) out.push_back(action::advance(i));
    const std::int64_t mid = t.base + m;
    stack.push_back({t.base, m, t.snapshots});  // the left part, after the right part
    if (t.length - m == 1) {
      // The right part is one step: reverse it from the current value, no snapshot needed.
      out.push_back(action::forward(mid));
      out.push_back(action::backward(mid));
      current = -1;
    } else {
      out.push_back(action::save(mid));
      current = mid;
      stack.push_back({mid, 0, 0});
      stack.push_back({mid, t.length - m, t.snapshots - 1});
    }
  }
  return out;
}

/// `revolve(c.size(), snapshots)`: the schedule depends only on the number of stages.
[[nodiscard]] inline chain_schedule revolve(const chain& c, std::int64_t snapshots,
                                            std::int64_t max_actions = default_max_revolve_actions) {
  return revolve(c.size(), snapshots, max_actions);
}

}  // namespace shardmem
