// The least-compute schedule under a memory budget: a dynamic program over memory slots in the
// style of Rotor (Beaumont, Eyraud-Dubois, Herrmann, Joly, Shilova 2019, "Optimal checkpointing
// for heterogeneous chains", arXiv 1911.13214), on shardmem's memory model.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <limits>
#include <numeric>
#include <thread>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>

namespace shardmem {

namespace detail {

inline constexpr std::int64_t rotor_infinity = std::numeric_limits<std::int64_t>::max() / 4;

/// A chain's sizes in memory slots and its costs, as the dynamic program sees them.
/// Boundary b takes x[b] slots, stage i's working set w[i]; g[b] is the gradient at x_b (x[b],
/// and 0 at b = n: the loss's seed). Sizes are rounded up to whole slots, and to at least one.
struct rotor_chain {
  std::int64_t n = 0;
  std::vector<std::int64_t> x, w, g, f, b;
  std::vector<std::int64_t> forward_prefix;  // forward_prefix[k] = f[0] + ... + f[k - 1]

  rotor_chain(const chain& c, std::int64_t unit) : n(c.size()) {
    auto slots = [&](bytes v) { return std::max<std::int64_t>(1, v.count() / unit + (v.count() % unit != 0)); };
    const auto un = static_cast<std::size_t>(n);
    x.resize(un + 1);
    g.resize(un + 1);
    w.resize(un);
    f.resize(un);
    b.resize(un);
    forward_prefix.assign(un + 1, 0);
    for (std::int64_t i = 0; i <= n; ++i) x[static_cast<std::size_t>(i)] = slots(c.boundary(i));
    for (std::size_t i = 0; i < un; ++i) {
      const stage& s = c.stages()[i];
      w[i] = slots(s.working);
      f[i] = s.forward_cost;
      b[i] = s.backward_cost;
      forward_prefix[i + 1] = forward_prefix[i] + f[i];
    }
    for (std::size_t i = 0; i <= un; ++i) g[i] = i == un ? 0 : x[i];
  }
};

/// The memory, in slots, that storing every activation of stages [i, j] needs (no recompute),
/// given x_i held outside and the gradient at x_{j+1} counted inside:
/// store[i][j] = max(g[j+1] + w[i], w[i] + store[i+1][j], w[i] + g[i+1] + g[i]),
/// non-increasing in i for fixed j; row-major n x n, values capped at `cap` (int32).
[[nodiscard]] inline std::vector<std::int32_t> rotor_store_all(const rotor_chain& rc, std::int64_t cap) {
  const auto un = static_cast<std::size_t>(rc.n);
  std::vector<std::int32_t> store(un * un, 0);
  for (std::size_t j = 0; j < un; ++j) {
    std::int64_t inner = rc.g[j + 1];
    for (std::size_t i = j + 1; i-- > 0;) {
      inner = std::min(cap, std::max({rc.g[j + 1] + rc.w[i], rc.w[i] + inner, rc.w[i] + rc.g[i + 1] + rc.g[i]}));
      store[i * un + j] = static_cast<std::int32_t>(inner);
    }
  }
  return store;
}

/// The store-all memory of the whole chain, store[0][n-1], in O(n).
[[nodiscard]] inline std::int64_t rotor_store_chain(const rotor_chain& rc) {
  const auto un = static_cast<std::size_t>(rc.n);
  std::int64_t inner = rc.g[un];
  for (std::size_t i = un; i-- > 0;)
    inner = std::max({rc.g[un] + rc.w[i], rc.w[i] + inner, rc.w[i] + rc.g[i + 1] + rc.g[i]});
  return inner;
}

/// The dynamic program. E(i, j, m) is the least extra compute (beyond one forward and one backward
/// of each stage) to run the backward of stages [i, j] with m free slots, x_i held outside and
/// current, the gradient at x_{j+1} held inside. Each subchain either
///   keeps its first stage:  F i, then [i+1, j] with m - w[i] slots, then B i; or
///   advances to k:          A i..k-1, S k, then [k, j] with m - x[k] slots, D k, R i, then
///                           [i, k-1] with m slots (Rotor's "leaf checkpoint");
/// E(i, j, m) = min(E(i+1, j, m - w[i]), min_k forward(i..k-1) + E(k, j, m - x[k]) + E(i, k-1, m)),
/// subject to the memory of each action (see schedule/simulate.hpp).
///
/// Storage: layer m, row j holds E(i, j, m) for i in [low, high): below `low` some stage of [i, j]
/// cannot run its backward, or its first forward, in m slots (infinite); from `high` on, storing
/// everything fits (E = 0). Both bounds are prefixes in i, as both memory needs are
/// non-increasing in i. Layers are stored and solved in increasing m, rows in increasing j.
///
/// Search: for row (j, m), splitting at k costs U(k) - forward(0..i-1), U(k) = key(k) +
/// E(i, k-1, m), key(k) = forward(0..k-1) + E(k, j, m - x[k]). E(i, e, m) never decreases as i
/// decreases (drop stage i from a schedule of [i, e] and it runs [i+1, e] within the same
/// memory; the same holds for the advance memory), so U(k) only grows as i walks down the row: a
/// tournament tree of stale U values holds a lower bound of every candidate, and a best one that
/// is exact for the current i is the minimum. A candidate enters with key(k) and is evaluated only when it
/// reaches the top ("lazy" evaluation; the result is exact).
/// V is the stored type: int32 when every extra cost fits, else int64.
template <class V>
class rotor_table {
 public:
  /// The longest chain the program takes: its n x n side tables stay within 128 MiB.
  static constexpr std::int64_t max_stages = 4096;
  /// The most states (pairs of stages times memory levels) the program stores.
  static constexpr std::int64_t max_states = std::int64_t{1} << 28;

  /// Solves the program for up to `top` free slots with `threads` workers (at least 1).
  rotor_table(const rotor_chain& rc, std::int64_t top, std::int64_t threads = 1) : rc_(rc), n_(rc.n), top_(top) {
    if (n_ > max_stages)
      raise<invalid_error>("budgeted: a chain of {} stages is too long for the dynamic program (at most {}); group "
                           "stages into blocks first",
                           n_, max_stages);
    if (top_ + 1 > max_states / n_)
      raise<invalid_error>(
          "budgeted: {} memory slots on a chain of {} stages are too many for the dynamic program; use "
          "fewer slots",
          top_ + 1, n_);
    const auto un = static_cast<std::size_t>(n_);
    const auto layers = static_cast<std::size_t>(top_ + 1);
    const std::vector<std::int32_t> store = rotor_store_all(rc, top_ + 1);
    // need[i * n + j]: slots every schedule of [i, j] needs (each backward, the first forwards),
    // capped like `store`.
    std::vector<std::int32_t> need(un * un, 0);
    for (std::size_t j = 0; j < un; ++j) {
      std::int64_t widest = 0, backward = 0;
      for (std::size_t i = j + 1; i-- > 0;) {
        widest = std::max(widest, rc.w[i]);
        backward = std::max(backward, rc.w[i] + rc.g[i] + rc.g[i + 1]);
        const std::int64_t least = std::max(backward, rc.g[j + 1] + widest);
        need[i * un + j] = static_cast<std::int32_t>(std::min(top_ + 1, least));
      }
    }
    rows_.resize(layers * un);
    std::size_t total = 0;
    for (std::size_t m = 0; m < layers; ++m)
      for (std::size_t j = 0; j < un; ++j) {
        auto count_above = [&](const std::vector<std::int32_t>& value) {  // binary search on a prefix
          std::size_t lo = 0, hi = j + 1;
          while (lo < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (value[mid * un + j] > static_cast<std::int64_t>(m)) lo = mid + 1;
            else hi = mid;
          }
          return lo;
        };
        const std::size_t high = count_above(store);
        const std::size_t low = std::min(high, count_above(need));
        rows_[m * un + j] = row_info{static_cast<std::int32_t>(low), static_cast<std::int32_t>(high),
                                     static_cast<std::int64_t>(total) - static_cast<std::int64_t>(low)};
        total += high - low;
      }
    if (total > static_cast<std::size_t>(max_states))
      raise<invalid_error>("budgeted: a chain of {} stages with {} memory slots needs {} states (at most {}); use "
                           "fewer slots",
                           n_, top_, total, max_states);
    // limit_[v * n + i]: the largest k such that advancing from x_i through stage k - 1 fits in v
    // slots (i when not even stage i fits): max(w[i], x[t] + w[t] for i < t < k) <= v.
    limit_.resize(layers * un);
    for (std::size_t v = 0; v < layers; ++v) {
      std::int64_t over = n_;  // the first t > i with x[t] + w[t] > v, or n
      for (std::size_t i = un; i-- > 0;) {
        const auto fits = static_cast<std::int64_t>(v);
        limit_[v * un + i] = static_cast<std::int32_t>(rc.w[i] > fits ? static_cast<std::int64_t>(i) : over);
        if (rc.x[i] + rc.w[i] > fits) over = static_cast<std::int64_t>(i);
      }
    }
    table_.assign(total, std::numeric_limits<V>::max());
    solve(std::max<std::int64_t>(1, threads));
  }

  /// E(i, j, m); rotor_infinity when no schedule of the form fits.
  [[nodiscard]] std::int64_t extra(std::int64_t i, std::int64_t j, std::int64_t m) const {
    if (m < 0) return rotor_infinity;
    const row_info& r = rows_[static_cast<std::size_t>(m * n_ + j)];
    if (i >= r.high) return 0;
    if (i < r.low) return rotor_infinity;
    return load(table_[static_cast<std::size_t>(r.offset + i)]);
  }
  /// The value of keeping stage i first, or rotor_infinity when it does not fit.
  [[nodiscard]] std::int64_t keep_value(std::int64_t i, std::int64_t j, std::int64_t m) const {
    const auto ui = static_cast<std::size_t>(i);
    if (rc_.g[static_cast<std::size_t>(j + 1)] + rc_.w[ui] > m || rc_.w[ui] + rc_.g[ui + 1] + rc_.g[ui] > m)
      return rotor_infinity;
    return i == j ? 0 : extra(i + 1, j, m - rc_.w[ui]);
  }
  /// The value of advancing to k first, or rotor_infinity when it does not fit.
  [[nodiscard]] std::int64_t split_value(std::int64_t i, std::int64_t j, std::int64_t m, std::int64_t k) const {
    const std::int64_t room = m - rc_.g[static_cast<std::size_t>(j + 1)];
    if (room < 0 || k > limit(room, i)) return rotor_infinity;
    const std::int64_t right = extra(k, j, m - rc_.x[static_cast<std::size_t>(k)]);
    const std::int64_t left = extra(i, k - 1, m);
    if (right >= rotor_infinity || left >= rotor_infinity) return rotor_infinity;
    return rc_.forward_prefix[static_cast<std::size_t>(k)] - rc_.forward_prefix[static_cast<std::size_t>(i)] + right +
           left;
  }
  /// Candidate evaluations the solve made (its inner-loop trip count).
  [[nodiscard]] std::int64_t trips() const noexcept { return trips_; }
  /// States the solve stored.
  [[nodiscard]] std::int64_t states() const noexcept { return static_cast<std::int64_t>(table_.size()); }

 private:
  struct row_info {
    std::int32_t low, high;  // stored i in [low, high)
    std::int64_t offset;     // table_ index of i = 0
  };
  // A split candidate: U(k) as of row `stamp` (exact there, a lower bound for rows below), the
  // split point k, and the stamp (never_evaluated for key(k) alone). Candidates order by value,
  // then the most recently evaluated first (stamps only decrease as i walks down), so that among
  // equal values an exact one surfaces and ends the search.
  // With int32 storage every U fits in 39 bits and a candidate packs into one 64-bit word,
  // value << 25 | stamp << 12 | k (k, stamp < 4096 = max_stages; never_evaluated = 4096), whose
  // integer order is the candidate order; otherwise it is a struct.
  static constexpr bool packed = std::is_same_v<V, std::int32_t>;
  struct wide_candidate {
    std::int64_t value;
    std::int32_t k;
    std::int32_t stamp;
    friend bool operator<(const wide_candidate& a, const wide_candidate& b) noexcept {
      return a.value < b.value || (a.value == b.value && a.stamp < b.stamp);
    }
    friend bool operator==(const wide_candidate&, const wide_candidate&) = default;
  };
  using candidate = std::conditional_t<packed, std::uint64_t, wide_candidate>;
  static constexpr std::int64_t never_evaluated = max_stages;
  static constexpr candidate no_candidate = [] {
    if constexpr (packed) return ~std::uint64_t{0};
    else return wide_candidate{std::numeric_limits<std::int64_t>::max(), -1, std::numeric_limits<std::int32_t>::max()};
  }();
  static candidate make(std::int64_t value, std::int64_t k, std::int64_t stamp) noexcept {
    if constexpr (packed)
      return static_cast<std::uint64_t>(value) << 25 | static_cast<std::uint64_t>(stamp) << 12 |
             static_cast<std::uint64_t>(k);
    else return wide_candidate{value, static_cast<std::int32_t>(k), static_cast<std::int32_t>(stamp)};
  }
  static std::int64_t value_of(candidate c) noexcept {
    if constexpr (packed) return static_cast<std::int64_t>(c >> 25);
    else return c.value;
  }
  static std::int64_t k_of(candidate c) noexcept {
    if constexpr (packed) return static_cast<std::int64_t>(c & 0xfff);
    else return c.k;
  }
  static std::int64_t stamp_of(candidate c) noexcept {
    if constexpr (packed) return static_cast<std::int64_t>(c >> 12 & 0x1fff);
    else return c.stamp;
  }

  [[nodiscard]] static std::int64_t load(V v) noexcept {
    return v == std::numeric_limits<V>::max() ? rotor_infinity : static_cast<std::int64_t>(v);
  }
  [[nodiscard]] std::int64_t limit(std::int64_t room, std::int64_t i) const {
    return limit_[static_cast<std::size_t>(std::min(room, top_) * n_ + i)];
  }

  // The candidates of one row as a tournament tree (a segment tree of minima) over split points
  // k in [base, base + leaves): node a holds the better of nodes 2a and 2a + 1, leaf k sits at
  // leaves + k - base, and the root (node 1) is the best candidate. Refreshing or dropping a
  // candidate replays its path to the root: log2(leaves) steps without the data-dependent
  // branching of a heap's sift (schedule_bench's budget line measures it).
  struct tournament {
    std::vector<candidate> node;
    std::int64_t base = 0, leaves = 1;

    void reset(std::int64_t first, std::int64_t count) {
      base = first;
      leaves = 1;
      while (leaves < count) leaves *= 2;
      node.assign(static_cast<std::size_t>(2 * leaves), no_candidate);
    }
    [[nodiscard]] candidate top() const noexcept { return node[1]; }
    candidate& leaf(std::int64_t k) noexcept { return node[static_cast<std::size_t>(leaves + k - base)]; }
    // Recomputes every inner node, after leaves were written directly.
    void build() noexcept {
      for (std::size_t a = static_cast<std::size_t>(leaves); a-- > 1;) node[a] = std::min(node[2 * a], node[2 * a + 1]);
    }
    void set(std::int64_t k, const candidate& e) noexcept {
      // The new value travels up in a register: each level reads only the sibling.
      auto a = static_cast<std::size_t>(leaves + k - base);
      candidate best = e;
      node[a] = best;
      for (; a > 1; a /= 2) node[a / 2] = best = std::min(best, node[a ^ 1]);
    }
    // Lowers candidate k to `e` (from no_candidate, or from a worse value): its ancestors change
    // only up to the first one that holds something better already.
    void lower(std::int64_t k, const candidate& e) noexcept {
      auto a = static_cast<std::size_t>(leaves + k - base);
      node[a] = e;
      for (; a > 1 && e < node[a / 2]; a /= 2) node[a / 2] = e;
    }
  };

  // One worker's buffers, allocated before any worker starts.
  struct scratch {
    std::vector<std::int64_t> key, keep;
    tournament t;
    std::int64_t trips = 0;
    explicit scratch(std::int64_t n) : key(static_cast<std::size_t>(n + 1)), keep(static_cast<std::size_t>(n)) {
      t.node.reserve(static_cast<std::size_t>(4 * n + 2));
    }
  };

  // Layers are independent but for one dependency: row (j, m) reads rows (j, m') of lower layers
  // (and rows of its own layer). With T workers, worker w solves layers w, w + T, ..., each row
  // j of layer m once layer m - 1 has finished its row j: a pipeline T layers deep.
  void solve(std::int64_t threads) {
    threads = std::min(threads, top_ + 1);
    std::vector<scratch> work;
    work.reserve(static_cast<std::size_t>(threads));
    for (std::int64_t w = 0; w < threads; ++w) work.emplace_back(n_);
    if (threads == 1) {
      solve_layers(0, 1, work[0], nullptr);
    } else {
      std::vector<progress> done(static_cast<std::size_t>(top_ + 1));  // rows finished, per layer
      std::vector<std::thread> workers;
      for (std::int64_t w = 1; w < threads; ++w)
        workers.emplace_back([this, w, threads, &work, &done] {
          solve_layers(w, threads, work[static_cast<std::size_t>(w)], done.data());
        });
      solve_layers(0, threads, work[0], done.data());
      for (std::thread& worker : workers) worker.join();
    }
    for (const scratch& w : work) trips_ += w.trips;
  }

  // Rows a layer has finished, alone on its cache line (a worker publishes after every row).
  struct alignas(64) progress {
    std::atomic<std::int64_t> rows{0};
  };

  void solve_layers(std::int64_t first, std::int64_t stride, scratch& work, progress* done) {
    std::vector<std::int64_t>& key = work.key;
    std::vector<std::int64_t>& keep = work.keep;
    tournament& t = work.t;
    for (std::int64_t m = first; m <= top_; m += stride) {
      for (std::int64_t j = 0; j < n_; ++j) {
        if (done) {
          if (m > 0)
            while (done[m - 1].rows.load(std::memory_order_acquire) <= j) std::this_thread::yield();
          if (j > 0) done[m].rows.store(j, std::memory_order_release);  // rows before j are final
        }
        const row_info r = rows_[static_cast<std::size_t>(m * n_ + j)];
        if (r.low >= r.high) continue;
        V* row = table_.data() + r.offset;
        const std::int64_t room = m - rc_.g[static_cast<std::size_t>(j + 1)];
        // First gather what the row reads from lower layers, key(k) for every split point k in
        // [low + 1, j] and the keep value of every i: independent loads the processor overlaps
        // (they were the misses that dominated when interleaved with the search).
        for (std::int64_t k = r.low + 1; k <= j; ++k) key[static_cast<std::size_t>(k)] = lower_bound(k, j, m);
        for (std::int64_t i = r.low; i < r.high; ++i) keep[static_cast<std::size_t>(i)] = keep_value(i, j, m);
        // Split points from `high` on enter now with their lower bound key(k), the others one by
        // one as i passes them.
        t.reset(r.low + 1, j - r.low);
        for (std::int64_t k = r.high; k <= j; ++k)
          if (const std::int64_t bound = key[static_cast<std::size_t>(k)]; bound < rotor_infinity)
            t.leaf(k) = make(bound, k, never_evaluated);
        t.build();
        std::int64_t champion = -1, champion_value = 0;
        for (std::int64_t i = r.high - 1; i >= r.low; --i) {
          const std::int64_t reach = room < 0 ? i : limit(room, i);
          if (i < r.high - 1) {
            // Split point i + 1 is exact at once: its left part is the single stage i, which fits
            // (E = 0) exactly when its backward does; when it does not fit it never will below.
            const auto ui = static_cast<std::size_t>(i);
            const bool fits = i + 1 <= reach && rc_.w[ui] + rc_.g[ui] + rc_.g[ui + 1] <= m;
            if (const std::int64_t bound = key[ui + 1]; fits && bound < rotor_infinity)
              t.lower(i + 1, make(bound, i + 1, i));
          }
          // The champion, the split point that won last, stays out of the tree and is
          // re-evaluated first: most rows end with it, or with keep, without touching the tree.
          const std::int64_t base = rc_.forward_prefix[static_cast<std::size_t>(i)];
          std::int64_t best = keep[static_cast<std::size_t>(i)];
          if (champion >= 0) {
            const std::int64_t left = champion > reach ? rotor_infinity : extra(i, champion - 1, m);
            if (left >= rotor_infinity) champion = -1;  // nor for any smaller i
            else best = std::min(best, (champion_value = key[static_cast<std::size_t>(champion)] + left) - base);
          }
          while (t.top() != no_candidate && value_of(t.top()) - base < best) {
            const candidate top = t.top();
            const std::int64_t k = k_of(top);
            std::int64_t value = value_of(top);  // exact when stamped i
            if (stamp_of(top) != i) {
              ++work.trips;
              const std::int64_t left = k > reach ? rotor_infinity : extra(i, k - 1, m);
              if (left >= rotor_infinity) {
                t.set(k, no_candidate);  // an advance or left part that does not fit here never will
                continue;
              }
              value = key[static_cast<std::size_t>(k)] + left;
            }
            if (value - base < best) {  // a new champion; the old one returns to the tree
              t.set(k, no_candidate);
              if (champion >= 0) t.lower(champion, make(champion_value, champion, i));
              champion = k;
              champion_value = value;
              best = value - base;
            } else {
              t.set(k, make(value, k, i));
            }
          }
          row[i] = best >= rotor_infinity ? std::numeric_limits<V>::max() : static_cast<V>(best);
        }
      }
      if (done) done[m].rows.store(n_, std::memory_order_release);
    }
  }

  // key(k) = forward(0..k-1) + E(k, j, m - x[k]), the lower bound split point k of row (j, m)
  // enters with, or rotor_infinity when its right part [k, j] does not fit (then it never does for
  // this row).
  [[nodiscard]] std::int64_t lower_bound(std::int64_t k, std::int64_t j, std::int64_t m) const {
    const auto uk = static_cast<std::size_t>(k);
    const std::int64_t right = extra(k, j, m - rc_.x[uk]);
    return right >= rotor_infinity ? rotor_infinity : rc_.forward_prefix[uk] + right;
  }

  const rotor_chain& rc_;
  std::int64_t n_;
  std::int64_t top_;
  std::vector<row_info> rows_;
  std::vector<std::int32_t> limit_;
  std::vector<V> table_;
  std::int64_t trips_ = 0;
};

/// Emits the schedule of E(i, j, m), re-deriving each choice from the table (keeping stage i
/// first wins ties, then the smallest k). `saved` tells whether x_i is a checkpoint already; if
/// not, it lies inside the kept a_{i-1} and the split form saves it first, at no memory cost, to be
/// able to restore it.
template <class V>
void rotor_emit(const rotor_table<V>& t, const rotor_chain& rc, chain_schedule& s, std::int64_t i, std::int64_t j,
                std::int64_t m, bool saved) {
  const std::int64_t best = t.extra(i, j, m);
  if (t.keep_value(i, j, m) == best) {
    s.push_back(action::forward(i));
    if (i < j) rotor_emit(t, rc, s, i + 1, j, m - rc.w[static_cast<std::size_t>(i)], false);
    s.push_back(action::backward(i));
    return;
  }
  for (std::int64_t k = i + 1; k <= j; ++k) {
    if (t.split_value(i, j, m, k) != best) continue;
    if (!saved) s.push_back(action::save(i));
    for (std::int64_t a = i; a < k; ++a) s.push_back(action::advance(a));
    s.push_back(action::save(k));
    rotor_emit(t, rc, s, k, j, m - rc.x[static_cast<std::size_t>(k)], true);
    s.push_back(action::discard(k));
    s.push_back(action::restore(i));
    rotor_emit(t, rc, s, i, k - 1, m, true);
    if (!saved) s.push_back(action::discard(i));
    return;
  }
}

}  // namespace detail

/// The memory unit `budgeted` uses for `budget` and `slots`: the greatest common divisor of the
/// chain's sizes when the budget holds at most `slots` of it (then the program is exact in bytes),
/// else ceil(budget / slots) (sizes are then rounded up, so the schedule still fits).
/// @pre budget > 0, slots >= 1.
[[nodiscard]] inline bytes budget_slot(const chain& c, bytes budget, std::int64_t slots) {
  std::int64_t g = c.input().count();
  for (const stage& s : c.stages()) g = std::gcd(std::gcd(g, s.output.count()), s.working.count());
  if (g > 0 && budget.count() / g <= slots) return bytes{g};
  return bytes{budget.count() / slots + (budget.count() % slots != 0)};
}

/// The size of `budgeted`'s dynamic program for `c` under `budget` in `slots` slots: the states it
/// stores (pairs of stages times memory levels) and the transitions it tries (bench/schedule_bench
/// measures its speed per transition).
struct budget_program_size {
  std::int64_t states = 0, trips = 0;
};
[[nodiscard]] inline budget_program_size budget_program(const chain& c, bytes budget, std::int64_t slots = 500) {
  const bytes unit = budget_slot(c, budget, slots);
  const detail::rotor_chain rc(c, unit.count());
  const detail::rotor_table<std::int32_t> table(rc, budget.count() / unit.count() - rc.x[0]);
  return {table.states(), table.trips()};
}

/// The least peak memory of any schedule of the form `budgeted` searches, exactly, in bytes: the
/// smallest budget for which `budgeted` can succeed when the slot unit divides every size.
/// O(n^3) time.
/// Example: `minimal_budget(chain::unit(16)) == 5_B` (x0, one snapshot, the current value, one
/// kept stage and a gradient: revolve with one snapshot).
[[nodiscard]] inline bytes minimal_budget(const chain& c) {
  const std::int64_t n = c.size();
  std::vector<std::int64_t> x(static_cast<std::size_t>(n + 1)), w(static_cast<std::size_t>(n)),
      g(static_cast<std::size_t>(n + 1));
  for (std::int64_t b = 0; b <= n; ++b) x[static_cast<std::size_t>(b)] = c.boundary(b).count();
  for (std::int64_t i = 0; i < n; ++i)
    w[static_cast<std::size_t>(i)] = c.stages()[static_cast<std::size_t>(i)].working.count();
  for (std::int64_t b = 0; b <= n; ++b) g[static_cast<std::size_t>(b)] = c.gradient(b).count();
  auto at = [&](std::vector<std::int64_t>& v, std::int64_t i, std::int64_t j) -> std::int64_t& {
    return v[static_cast<std::size_t>(i * n + j)];
  };
  std::vector<std::int64_t> least(static_cast<std::size_t>(n * n), 0);
  for (std::int64_t d = 0; d < n; ++d) {
    for (std::int64_t i = 0; i + d < n; ++i) {
      const std::int64_t j = i + d;
      const auto ui = static_cast<std::size_t>(i);
      std::int64_t best = std::max(g[static_cast<std::size_t>(j + 1)] + w[ui], w[ui] + g[ui + 1] + g[ui]);
      if (i < j) best = std::max(best, w[ui] + at(least, i + 1, j));
      std::int64_t adv = w[ui];
      for (std::int64_t k = i + 1; k <= j; ++k) {
        const std::int64_t split = std::max({g[static_cast<std::size_t>(j + 1)] + adv,
                                             x[static_cast<std::size_t>(k)] + at(least, k, j), at(least, i, k - 1)});
        best = std::min(best, split);
        adv = std::max(adv, x[static_cast<std::size_t>(k)] + w[static_cast<std::size_t>(k)]);
      }
      at(least, i, j) = best;
    }
  }
  return bytes{checked_add(x[0], at(least, 0, n - 1), "a chain's minimal budget")};
}

namespace detail {

/// Solves with stored type V and emits the schedule, or explains why nothing fits.
template <class V>
[[nodiscard]] chain_schedule budgeted_with(const chain& c, const rotor_chain& rc, bytes budget, bytes unit,
                                           std::int64_t slots, std::int64_t free, std::int64_t threads) {
  const rotor_table<V> table(rc, free, threads);
  if (table.extra(0, rc.n - 1, free) >= rotor_infinity) {
    const bytes least = minimal_budget(c);
    if (budget < least)
      raise<invalid_error>(
          "budgeted: budget {:e} is too small for a chain of {} stages; the least budget that fits is {:e}", budget,
          c.size(), least);
    raise<invalid_error>(
        "budgeted: budget {:e} fits a chain of {} stages in bytes (least {:e}) but not once sizes are rounded up to "
        "slots of {:e}; pass more slots (now {})",
        budget, c.size(), least, unit, slots);
  }
  chain_schedule s;
  s.actions.reserve(static_cast<std::size_t>(4 * c.size()));
  rotor_emit(table, rc, s, 0, rc.n - 1, free, true);
  return s;
}

}  // namespace detail

/// The schedule with the least total compute whose peak fits `budget`, among the schedules where
/// every subchain either keeps its first stage (F, recurse, B) or advances to a checkpoint k and
/// handles [k, ...] before [..., k - 1] (Rotor's form, Beaumont et al. 2019, arXiv 1911.13214,
/// sec. 4): a form that contains store-all, every k-segment and checkpoint_sequential schedule,
/// the nested schedules and revolve's binomial schedules, so the result never costs more than any
/// of them that fits the budget (tests check this on random heterogeneous chains).
/// Memory is discretized into slots of `budget_slot(c, budget, slots)` bytes: exact when that unit
/// divides every size (always when the budget holds at most `slots` units of the sizes' gcd),
/// else sizes are rounded up, so the schedule still fits, possibly missing a cheaper one.
/// Cost: about n^2 * slots / 2 states (4 bytes each when the extra cost fits in int32, else 8),
/// each trying its split candidates lazily, best lower bound first (the last winner first, then
/// a tournament tree: few evaluations per state in practice); O(n^3 * slots) at worst, as
/// Rotor's program. Layers of memory are solved by `threads` workers in a pipeline (0: one per
/// hardware thread). n = 500 with 500 slots: about 50 million states and 200 MB (its times, on one
/// thread and on two, in bench/schedule_bench.cpp).
/// @post `simulate(c, result).peak <= budget`; its compute is the least of the form in slots.
/// @throws invalid_error when budget <= 0, slots < 1 or threads < 0, or when no schedule fits, naming
///         `minimal_budget(c)`.
/// Example: on `chain::unit(16)`, 5 bytes give 104 extra forwards, 9 bytes (the sqrt(n) peak) 11,
/// 18 bytes none.
[[nodiscard]] inline chain_schedule budgeted(const chain& c, bytes budget, std::int64_t slots = 500,
                                             std::int64_t threads = 0) {
  if (slots < 1) detail::raise<invalid_error>("budgeted: {} slots; use at least 1", slots);
  if (threads < 0)
    detail::raise<invalid_error>("budgeted: {} threads; use 0 (one per hardware thread) or more", threads);
  if (threads == 0) threads = std::max<std::int64_t>(1, std::thread::hardware_concurrency());
  if (budget <= bytes{0}) detail::raise<invalid_error>("budgeted: budget {:e} must be positive", budget);
  const bytes unit = budget_slot(c, budget, slots);
  const detail::rotor_chain rc(c, unit.count());
  const std::int64_t top = budget.count() / unit.count();
  const std::int64_t free = top - rc.x[0];
  if (free < 0) {
    const bytes least = minimal_budget(c);
    detail::raise<invalid_error>(
        "budgeted: budget {:e} does not fit a chain of {} stages: the input x0 alone takes {:e}; the least budget "
        "that fits is {:e}",
        budget, c.size(), c.input(), least);
  }
  // Storing everything fits: nothing to search (E = 0 is the least extra compute).
  if (free >= detail::rotor_store_chain(rc)) {
    chain_schedule all;
    for (std::int64_t i = 0; i < rc.n; ++i) all.push_back(action::forward(i));
    for (std::int64_t i = rc.n - 1; i >= 0; --i) all.push_back(action::backward(i));
    return all;
  }
  // Extra costs are at most n forwards of every stage: int32 storage when that fits.
  const bool narrow = checked_mul(c.size(), c.forward_cost(), "a budgeted schedule's cost bound") <
                      std::numeric_limits<std::int32_t>::max();
  return narrow ? detail::budgeted_with<std::int32_t>(c, rc, budget, unit, slots, free, threads)
                : detail::budgeted_with<std::int64_t>(c, rc, budget, unit, slots, free, threads);
}

}  // namespace shardmem
