// The buffers of a program over a schedule and the steps each is live (what XLA's HloLiveRange
// gives), with no graph behind them: graph/live_ranges.hpp builds them from a generated step and
// xla/hlo_live_range.hpp from an imported module, and buffer assignment's
// placement of temporaries in output allocations (place_in_outputs). The reductions over them are
// in memory_profile.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <iterator>
#include <limits>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/memory/ids.hpp>
#include <shardmem/sharding/named_sharding.hpp>

namespace shardmem {
/// One buffer of a program over a schedule, and the steps it is live: XLA's HloBuffer with the
/// TimeBound HloLiveRange gives it (xla/hlo/utils/hlo_live_range.h), plus what buffer assignment
/// needs to know of it. Values that share storage (in place, a view, a donation) are one buffer,
/// live from its first value's first step to its last value's last step. Steps are 32-bit, as op
/// ids are, so that a buffer takes 24 bytes: a program of 10^6 ops reads 24 MB of them.
/// Example: a temporary f32[100] made at step 1 and last read at step 2 is
///   {.size = 400_B, .first = 1, .last = 2, .id = 7, .role = role::temporary}.
struct buffer_range {
  bytes size{0};            ///< per device
  std::uint32_t first = 0;  ///< first step a value of it is live (an argument's: 0)
  std::uint32_t last = 0;   ///< last step a value of it is live, inclusive (an output's: the last step)
  std::uint32_t id = 0;     ///< the buffer's first value (the one the others alias), or a workspace's op
  shardmem::role role = shardmem::role::temporary;  ///< that value's role; a workspace's is temporary
  shardmem::memory_kind memory_kind = shardmem::memory_kind::device;
  bool argument : 1 = false;   ///< a program argument's buffer: filled before the first step
  bool output : 1 = false;     ///< holds a program output (live out)
  bool returned : 1 = false;   ///< an argument that is itself an output: XLA copies it into an output allocation
  bool donated : 1 = false;    ///< an argument an output is written into (donate_argnums): memory_analysis's alias
  bool workspace : 1 = false;  ///< an op's scratch, live at its step only; `id` is the op
  bool in_output : 1 = false;  ///< a temporary placed in an output's allocation: no bytes of its own (place_in_outputs)

  /// The value the buffer stands for, or nullopt for a workspace.
  [[nodiscard]] std::optional<value_id> value() const {
    return workspace ? std::nullopt : std::optional<value_id>(static_cast<value_id>(id));
  }
  /// The op whose workspace this is, or nullopt for a value's buffer.
  [[nodiscard]] std::optional<op_id> workspace_of() const {
    return workspace ? std::optional<op_id>(static_cast<op_id>(id)) : std::nullopt;
  }
  /// A live-out allocation of its own (XLA buffer_assignment.cc): a buffer holding an output that
  /// no argument's buffer holds; it exists for the whole program.
  [[nodiscard]] bool output_allocation() const { return output && !argument; }
};

/// One value of a buffer that several values share: its own live steps (an HloValue of an
/// HloBuffer). `buffer` is its buffer's index in buffer_ranges::buffers.
struct value_range {
  std::uint32_t buffer = 0;
  value_id value{};
  std::int64_t first = 0, last = 0;  ///< its own live steps, inclusive
  bytes size{0};                     ///< per device; at most the buffer's
  shardmem::role role = shardmem::role::temporary;
  bool output = false;  ///< a program output
};

/// Every buffer of a program over a schedule of `steps` steps, with the values of the buffers
/// that hold several: what live_ranges computes once from a graph and the reductions below read
/// (place_in_outputs, profile_memory, role_peaks, live_at, live_bytes_by_role). Whoever fills it
/// by hand (as the tests do) then calls place_in_outputs, or sets `in_output` from an assignment
/// of its own.
/// @pre each buffer's 0 <= first <= last < steps < 2^32; `shared` is sorted by buffer, its values
///      lie within their buffer's steps, and a buffer with one value has none there. Where the
///      reductions break ties (a placement, the order of a live set), earlier buffers come first.
/// Example: an argument of 1000 B over 3 steps: {.steps = 3, .buffers = {{.size = 1000_B,
///          .first = 0, .last = 2, .role = role::parameter, .argument = true}}}.
struct buffer_ranges {
  std::int64_t steps = 1;             ///< steps of the schedule (an empty one has one: arguments are live)
  std::vector<buffer_range> buffers;  ///< live_ranges: by first value's id, then workspaces by step
  std::vector<value_range> shared;    ///< the values of buffers that hold more than one, by buffer then value
};

namespace detail {

// The steps buffer `b` holds bytes of its own under XLA's buffer assignment: a live-out allocation
// the whole program, anything else its live steps. (A temporary placed in an output allocation
// holds none; callers skip it.)
[[nodiscard]] inline std::pair<std::int64_t, std::int64_t> held_steps(const buffer_range& b, std::int64_t end) {
  if (b.output_allocation()) return {0, end};
  return {b.first, b.last};
}

// Steps as a two-level bitset: which steps of one output allocation its placed temporaries take.
class step_set {
 public:
  explicit step_set(std::int64_t steps)
      : lo_(static_cast<std::size_t>(steps / 64 + 1), 0), hi_(lo_.size() / 64 + 1, 0) {}

  // True when no step of [f, l] is in the set.
  [[nodiscard]] bool free(std::uint64_t f, std::uint64_t l) const {
    auto w = static_cast<std::size_t>(f >> 6);
    const auto lw = static_cast<std::size_t>(l >> 6);
    std::uint64_t m = lo_[w] & (~std::uint64_t{0} << (f & 63));
    if (m == 0) {  // the next word holding a step, through the summary
      const std::size_t from = w + 1;
      if (from > lw) return true;
      std::size_t h = from >> 6;
      std::uint64_t hm = hi_[h] & (~std::uint64_t{0} << (from & 63));
      while (hm == 0) {
        if (++h > (lw >> 6)) return true;
        hm = hi_[h];
      }
      w = h * 64 + static_cast<std::size_t>(std::countr_zero(hm));
      if (w > lw) return true;
      m = lo_[w];
    }
    return w * 64 + static_cast<std::uint64_t>(std::countr_zero(m)) > l;
  }
  void add(std::uint64_t f, std::uint64_t l) { set(f, l, true); }
  void remove(std::uint64_t f, std::uint64_t l) { set(f, l, false); }

 private:
  void set(std::uint64_t f, std::uint64_t l, bool on) {
    const auto fw = static_cast<std::size_t>(f >> 6), lw = static_cast<std::size_t>(l >> 6);
    for (std::size_t w = fw; w <= lw; ++w) {
      std::uint64_t m = ~std::uint64_t{0};
      if (w == fw) m &= ~std::uint64_t{0} << (f & 63);
      if (w == lw) m &= ~std::uint64_t{0} >> (63 - (l & 63));
      lo_[w] = on ? lo_[w] | m : lo_[w] & ~m;
      const std::uint64_t bit = std::uint64_t{1} << (w & 63);
      hi_[w >> 6] = lo_[w] != 0 ? hi_[w >> 6] | bit : hi_[w >> 6] & ~bit;
    }
  }
  std::vector<std::uint64_t> lo_, hi_;
};

// Keys (sort key << 32 | item): the low 32 bits are an item, the high ones what it is sorted by.
inline constexpr std::uint64_t item_mask = 0xffffffff;

// Stable LSD radix sort of `v` by bits [32, 32 + bits) of each key (the bits above are 0).
inline void radix_sort(std::vector<std::uint64_t>& v, int bits) {
  constexpr int digit = 11;
  constexpr std::uint64_t mask = (1 << digit) - 1;
  if (bits <= 0) return;
  std::vector<std::uint64_t> scratch(v.size());
  std::array<std::uint32_t, 1 << digit> count{};
  for (int shift = 32; shift < 32 + bits; shift += digit) {
    count.fill(0);
    for (const std::uint64_t x : v) ++count[(x >> shift) & mask];
    std::uint32_t sum = 0;
    for (auto& c : count) sum += std::exchange(c, sum);
    for (const std::uint64_t x : v) scratch[count[(x >> shift) & mask]++] = x;
    v.swap(scratch);
  }
}

// The items 0 .. n - 1 (n < 2^32) in a stable order by size_of(item), largest first.
template <class SizeOf>
[[nodiscard]] std::vector<std::uint64_t> by_size_descending(std::size_t n, SizeOf size_of) {
  std::vector<std::uint64_t> keys(n);
  std::int64_t small = std::numeric_limits<std::int64_t>::max(), big = std::numeric_limits<std::int64_t>::min();
  for (std::size_t k = 0; k < n; ++k) small = std::min(small, size_of(k)), big = std::max(big, size_of(k));
  const auto range = static_cast<std::uint64_t>(big) - static_cast<std::uint64_t>(small);
  if (n > 1 && std::bit_width(range) > 32) {
    for (std::size_t k = 0; k < n; ++k) keys[k] = k;
    std::stable_sort(keys.begin(), keys.end(),
                     [&](std::uint64_t a, std::uint64_t b) { return size_of(a) > size_of(b); });
    return keys;
  }
  for (std::size_t k = 0; k < n; ++k)
    keys[k] = (static_cast<std::uint64_t>(big) - static_cast<std::uint64_t>(size_of(k))) << 32 | k;
  radix_sort(keys, std::bit_width(range));
  for (auto& k : keys) k &= item_mask;
  return keys;
}

// The allocations place_in_outputs places temporaries in, gathered one buffer at a time: by
// memory (device, pinned_host), each live-out allocation's size and the step its output is made,
// and how many temporaries there are.
struct output_allocations {
  struct allocation {
    std::int64_t size, produced;
  };
  std::array<std::vector<allocation>, 2> by_memory;
  std::array<std::size_t, 2> temporaries{};
  std::vector<std::uint32_t> live_out;  // unshared_buffers: the positions of live-out allocations

  [[gnu::always_inline]] void add(const buffer_range& b) {
    if (b.workspace) return;
    const bool on_host = b.memory_kind != memory_kind::device;
    if (b.output_allocation() || (b.argument && b.returned))
      by_memory[on_host].push_back({b.size.count(), b.argument ? 0 : static_cast<std::int64_t>(b.first)});
    else if (!b.argument && !b.output && b.size.count() > 0)
      ++temporaries[on_host];
  }
};

// The temporaries that may be placed in one memory's output allocations (candidates), in the
// order they are taken: size descending, then first step, then position. Filled one buffer at a
// time (take), in position order, into 2^11 classes of size (a power of two and the 5 bits below
// it: sizes within about 3% of each other share one), each a list of chunks of a pool; a class
// holding several sizes, or any class when positions are not in order of first step, is then
// sorted (order). The classes do not depend on the allocations, so the candidates may be taken
// before the allocations are known: then every temporary in the memory is taken, and those that
// fit no allocation are passed over when placing.
class placement_order {
 public:
  static constexpr std::size_t classes = 1 << 11, chunk = 256;

  // For the allocations of one memory (host or device), not known yet: takes every temporary
  // there; room for `temporaries` of them is reserved.
  placement_order(bool host, std::size_t temporaries) : memory_(host ? memory_kind::pinned_host : memory_kind::device) {
    if (temporaries > 0) {
      next_.reserve(temporaries / chunk + classes);
      slots_.reserve((temporaries / chunk + classes) * chunk);
    }
    head_.fill(none_);
  }

  // For `allocs` (sorted by size) in one memory, whose temporaries number `temporaries`: takes
  // only those that may fit one (dead before the last is made, no larger than the largest).
  placement_order(const std::vector<output_allocations::allocation>& allocs, std::size_t temporaries, bool host)
      : placement_order(host, temporaries) {
    latest_ = 0;
    for (const auto& a : allocs) latest_ = std::max(latest_, a.produced);
    cap_ = allocs.back().size;
  }

  // Takes buffer `b`, at position i, when it is a candidate: not an argument, output or
  // workspace, not empty, in this memory (and, when the allocations are known, dead before the
  // last is made and no larger than the largest).
  [[gnu::always_inline]] void take(const buffer_range& b, std::uint32_t i) {
    const std::int64_t size = b.size.count();
    if ((b.argument | b.output | b.workspace) ||
        static_cast<std::uint64_t>(size - 1) >= static_cast<std::uint64_t>(cap_) || b.last >= latest_ ||
        b.memory_kind != memory_)
      return;
    const std::size_t c = class_of(size);
    if (head_[c] == none_ || fill_[c] == chunk) {  // a new chunk for the class
      const auto k = static_cast<std::uint32_t>(next_.size());
      next_.push_back(none_);
      slots_.resize(slots_.size() + chunk);
      if (head_[c] == none_) head_[c] = k, least_[c] = size, most_[c] = size;
      else next_[tail_[c]] = k;
      tail_[c] = k, fill_[c] = 0;
    }
    least_[c] = std::min(least_[c], size);
    most_[c] = std::max(most_[c], size);
    const std::size_t p = std::size_t{tail_[c]} * chunk + fill_[c]++;
    // A field at a time: `b` may be just written a field at a time, and a load of both steps at
    // once would wait for those stores.
    slot& into = slots_[p];
    into.first = b.first;
    into.last = b.last;
    into.at = i;
    by_first_ = by_first_ && b.first >= prev_first_;
    prev_first_ = b.first;
  }

  // Sorts what take left out of order (sizes are read from r).
  void order(const buffer_ranges& r) {
    std::vector<std::size_t> slots;
    std::vector<slot> entries;
    for (std::size_t c = 0; c < classes; ++c) {
      if (head_[c] == none_ || (least_[c] == most_[c] && by_first_)) continue;
      slots.clear();
      for (std::uint32_t k = head_[c]; k != none_; k = next_[k])
        for (std::size_t j = 0; j < (k == tail_[c] ? fill_[c] : chunk); ++j)
          slots.push_back(std::size_t{k} * chunk + j);
      entries.clear();
      for (const std::size_t p : slots) entries.push_back(slots_[p]);
      std::stable_sort(entries.begin(), entries.end(), [&](const slot& x, const slot& y) {
        const std::int64_t sx = r.buffers[x.at].size.count(), sy = r.buffers[y.at].size.count();
        return sx != sy ? sx > sy : x.first < y.first;
      });
      for (std::size_t j = 0; j < slots.size(); ++j) slots_[slots[j]] = entries[j];
    }
  }

  // Calls visit(pool slot) for each candidate that may fit in an allocation of `size` (every
  // candidate of a class all at most that size, and, in a class straddling it, each one at most
  // that size), in order.
  template <class Visit>
  void each_fitting(const buffer_ranges& r, std::int64_t size, Visit visit) const {
    for (std::size_t c = 0; c < classes; ++c) {
      if (head_[c] == none_ || least_[c] > size) continue;
      const bool all = most_[c] <= size;
      for (std::uint32_t k = head_[c]; k != none_; k = next_[k]) {
        const std::uint32_t after = next_[k];
        for (std::size_t j = 0, e = k == tail_[c] ? fill_[c] : chunk; j < e; ++j) {
          const std::size_t p = std::size_t{k} * chunk + j;
          // Chunks lie apart, too short for the hardware to see a stream: ask for the slots
          // `ahead` on, in this chunk or the class's next.
          constexpr std::size_t ahead = 32;
          if (j + ahead < e) __builtin_prefetch(slots_.data() + p + ahead);
          else if (after != none_) __builtin_prefetch(slots_.data() + std::size_t{after} * chunk + (j + ahead - e));
          if (all || r.buffers[slots_[p].at].size.count() <= size) visit(p);
        }
      }
    }
  }

  [[nodiscard]] std::size_t pool() const { return slots_.size(); }
  [[nodiscard]] std::uint64_t steps(std::size_t p) const {
    return static_cast<std::uint64_t>(slots_[p].first) << 32 | slots_[p].last;
  }
  [[nodiscard]] std::uint32_t at(std::size_t p) const { return slots_[p].at; }

 private:
  static constexpr std::uint32_t none_ = std::numeric_limits<std::uint32_t>::max();
  // The class of a size of at least 1: larger sizes in earlier classes.
  [[nodiscard]] static std::size_t class_of(std::int64_t size) {
    const auto u = static_cast<std::uint64_t>(size);
    const int e = static_cast<int>(std::bit_width(u));  // 1 .. 63
    const std::uint64_t m = (e > 6 ? u >> (e - 6) : u << (6 - e)) & 31;
    return classes - 1 - (static_cast<std::size_t>(e - 1) * 32 + static_cast<std::size_t>(m));
  }
  memory_kind memory_;
  // Without the allocations known, no bound: every temporary is taken.
  std::int64_t latest_ = std::numeric_limits<std::int64_t>::max(), cap_ = std::numeric_limits<std::int64_t>::max();
  std::array<std::uint32_t, classes> head_{}, tail_{}, fill_{};
  std::array<std::int64_t, classes> least_{}, most_{};
  std::vector<std::uint32_t> next_;  // by chunk: the class's next chunk
  // A candidate: its steps and its position in r.buffers, together, so that taking one writes
  // one stream per class.
  struct slot {
    std::uint32_t first, last, at;
  };
  // By pool slot. A chunk is zero-filled when added, its lines written whole at once, so that the
  // slots' stores do not each wait for their line to be read first (liveness_bench measures it).
  std::vector<slot> slots_;
  bool by_first_ = true;
  std::uint32_t prev_first_ = 0;
};

// Places the candidates `order` holds in `allocs` (sorted by size) as place_each does, candidate
// by candidate: each into the smallest allocation at least its size that is produced after its
// last step and holds nothing placed over its steps. The allocations produced after a step are
// found through a tree of their latest production (a segment tree of maxima, by size order), and
// each allocation keeps its placed steps as disjoint intervals; so a candidate costs the
// allocations it is refused by, not all of them.
inline void place_many(buffer_ranges& r, const std::vector<output_allocations::allocation>& allocs,
                       const placement_order& order, std::vector<std::uint32_t>* placed) {
  const std::size_t n = allocs.size();
  std::size_t leaves = 1;
  while (leaves < n) leaves *= 2;
  std::vector<std::int64_t> latest(2 * leaves, -1);  // by node: the latest production below it
  for (std::size_t i = 0; i < n; ++i) latest[leaves + i] = allocs[i].produced;
  for (std::size_t i = leaves; i-- > 1;) latest[i] = std::max(latest[2 * i], latest[2 * i + 1]);
  // The first allocation from `from` produced after step `l`, or n.
  auto produced_after = [&](std::size_t from, std::int64_t l) {
    if (from >= n) return n;
    std::size_t i = leaves + from;
    if (latest[i] <= l) {
      for (;;) {  // up to the next subtree to the right holding one
        while (i & 1) {
          if (i == 1) return n;
          i >>= 1;
        }
        ++i;
        if (latest[i] > l) break;
      }
      while (i < leaves) i = latest[2 * i] > l ? 2 * i : 2 * i + 1;  // down to its leftmost
    }
    return std::min(i - leaves, n);
  };
  std::vector<std::map<std::uint32_t, std::uint32_t>> held(n);  // by allocation: placed steps, first -> last
  std::size_t smallest_fit = n;  // candidates come largest first: the first allocation they fit moves left
  order.each_fitting(r, allocs.back().size, [&](std::size_t p) {
    const std::uint32_t at = order.at(p);
    const std::int64_t size = r.buffers[at].size.count();
    while (smallest_fit > 0 && allocs[smallest_fit - 1].size >= size) --smallest_fit;
    const std::uint64_t s = order.steps(p);
    const auto f = static_cast<std::uint32_t>(s >> 32), l = static_cast<std::uint32_t>(s & item_mask);
    for (std::size_t k = produced_after(smallest_fit, l); k < n; k = produced_after(k + 1, l)) {
      std::map<std::uint32_t, std::uint32_t>& h = held[k];
      const auto next = h.upper_bound(l);                               // the first placed interval starting after l
      if (next != h.begin() && std::prev(next)->second >= f) continue;  // the one before meets [f, l]
      h.emplace_hint(next, f, l);
      r.buffers[at].in_output = true;
      if (placed != nullptr) placed->push_back(at);
      return;
    }
  });
}

// Places the candidates `order` holds in `allocs` (sorted by size), allocation by allocation,
// smallest first, each taking what fits in order: the same placement as taking temporaries one
// by one into the first allocation that fits, since whether a temporary goes into an allocation
// depends only on the allocations before it and on the temporaries taken before it. Sets their
// in_output, and appends their positions to `placed` when it is not null. Each allocation reads
// every candidate, one bit a step each: fastest up to a few thousand allocations; past
// place_many_from, whose cost grows with the allocations times the candidates, place_many.
inline constexpr std::size_t place_many_from = 2048;
inline void place(buffer_ranges& r, const std::vector<output_allocations::allocation>& allocs,
                  const placement_order& order, std::vector<std::uint32_t>* placed) {
  if (allocs.size() > place_many_from) return place_many(r, allocs, order, placed);
  step_set taken(r.steps);
  std::vector<char> done(allocs.size() > 1 ? order.pool() : 0, 0);
  std::vector<std::size_t> here;
  for (const auto& a : allocs) {
    here.clear();
    const auto produced = static_cast<std::uint64_t>(a.produced);
    order.each_fitting(r, a.size, [&](std::size_t p) {
      const std::uint64_t s = order.steps(p), f = s >> 32, l = s & item_mask;
      if (l >= produced || (!done.empty() && done[p]) || !taken.free(f, l)) return;
      taken.add(f, l);
      r.buffers[order.at(p)].in_output = true;
      if (placed != nullptr) placed->push_back(order.at(p));
      if (!done.empty()) done[p] = 1;
      here.push_back(p);
    });
    if (&a != &allocs.back())
      for (const std::size_t p : here) taken.remove(order.steps(p) >> 32, order.steps(p) & item_mask);
  }
}

// Both memories' placements (device, pinned_host): the candidates taken one buffer at a time in
// position order (take), then placed (place), from `outs` gathered from the same buffers, before
// the candidates are taken or, with the allocations not yet known, while they are (settle).
struct placements {
  std::optional<placement_order> device, host;

  // Sorts each memory's allocations by size (ties in the order gathered).
  static void sort_allocations(output_allocations& outs) {
    using allocation = output_allocations::allocation;
    for (auto& allocs : outs.by_memory)
      std::stable_sort(allocs.begin(), allocs.end(),
                       [](const allocation& a, const allocation& b) { return a.size < b.size; });
  }
  // With the allocations gathered in `outs`.
  explicit placements(output_allocations& outs) {
    sort_allocations(outs);
    if (!outs.by_memory[0].empty()) device.emplace(outs.by_memory[0], outs.temporaries[0], false);
    if (!outs.by_memory[1].empty()) host.emplace(outs.by_memory[1], outs.temporaries[1], true);
  }
  // Before the allocations are known, for a program of `values` values (room for as many device
  // temporaries is reserved).
  explicit placements(std::size_t values) { device.emplace(false, values), host.emplace(true, 0); }
  // Once the allocations taken with placements(values) are gathered in `outs`: drops the
  // candidates of a memory with none.
  void settle(output_allocations& outs) {
    sort_allocations(outs);
    if (outs.by_memory[0].empty()) device.reset();
    if (outs.by_memory[1].empty()) host.reset();
  }
  [[nodiscard]] bool any() const { return device || host; }
  [[gnu::always_inline]] void take(const buffer_range& b, std::uint32_t i) {
    if (device) device->take(b, i);
    if (host) host->take(b, i);
  }
  // Places what was taken, appending the placed positions to `placed` when it is not null.
  void place_taken(buffer_ranges& r, const output_allocations& outs, std::vector<std::uint32_t>* placed) {
    if (device) device->order(r), place(r, outs.by_memory[0], *device, placed);
    if (host) host->order(r), place(r, outs.by_memory[1], *host, placed);
  }
};

// The placement of temporaries in output allocations, from `outs` gathered from r's buffers (none
// yet in an output allocation).
inline void place_all(buffer_ranges& r, output_allocations& outs) {
  placements order(outs);
  if (!order.any()) return;
  for (std::uint32_t i = 0; i < r.buffers.size(); ++i) order.take(r.buffers[i], i);
  order.place_taken(r, outs, nullptr);
}

}  // namespace detail

/// Places temporaries in output allocations as XLA's buffer assignment does, setting each
/// buffer's `in_output` (buffer_assignment.cc; ../HLO.md sect. 7.2): every buffer holding an output
/// that no argument's buffer holds gets an allocation of its own for the whole program, and so
/// does the copy of an argument returned without donation. A temporary (not an argument, not an
/// output, not a workspace, not empty) is then placed in the smallest such allocation at least its
/// size, in the same memory, that is produced after the temporary's last step and holds no other
/// temporary placed there at any of its steps, temporaries taken largest first (then by first
/// step, then by position): ReuseOutputBufferIfExactlySized's temp 40, not 440.
/// @post no two temporaries placed in one allocation are live at a common step.
/// Example: an output of 400 B produced at step 3 takes a 400 B temporary live on [1, 2].
inline void place_in_outputs(buffer_ranges& r) {
  detail::output_allocations outs;
  for (buffer_range& b : r.buffers) {
    if (b.in_output) b.in_output = false;
    outs.add(b);
  }
  detail::place_all(r, outs);
}

}  // namespace shardmem
