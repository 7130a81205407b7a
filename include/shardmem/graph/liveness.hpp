// Liveness of a program over a schedule, split as XLA splits it: live_ranges computes each buffer's
// live steps once (HloLiveRange), and small reductions read them: bytes live at each step and the
// peak, JAX's memory_analysis categories, each role's peak, what is live at a step.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/graph/memory_analysis.hpp>

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
/// that hold several: what live_ranges computes once and the reductions below read. A front end
/// other than a dataflow_graph (an HLO module's buffers) fills it directly.
/// @pre each buffer's 0 <= first <= last < steps; `shared` is sorted by buffer, its values lie
///      within their buffer's steps, and a buffer with one value has none there; where the
///      reductions break ties (a placement, the order of a live set), earlier buffers come first.
struct buffer_ranges {
  std::int64_t steps = 1;              ///< steps of the schedule (an empty one has one: arguments are live)
  std::vector<buffer_range> buffers;   ///< by first value's id, then workspaces by step
  std::vector<value_range> shared;     ///< the values of buffers that hold more than one, by buffer then value
};

/// One buffer live at a step: a value (the member of its buffer live there), or an op's workspace.
struct live_buffer {
  std::optional<value_id> value;         ///< the value, or nullopt for a workspace
  std::optional<op_id> workspace_of;     ///< the op whose workspace this is
  bytes size{0};                         ///< per device
  shardmem::role role = role::temporary;
  std::int64_t first = 0, last = 0;      ///< the steps the buffer holds its bytes, inclusive
};

/// One memory's use over a program: the bytes it holds at each step under XLA's buffer
/// assignment, their peak, and JAX's memory_analysis categories.
struct memory_profile {
  std::vector<std::int64_t> timeline;  ///< bytes live during each step
  bytes peak{0};                       ///< max of timeline
  std::size_t peak_step = 0;           ///< first step reaching it
  memory_analysis analysis;            ///< argument + output - alias + temp: the peak, for outputs in allocations of their own
};

/// Device memory and pinned host memory (per device), from profile_memory.
struct memory_profiles {
  memory_profile device, host;
};

/// The result of analyze_liveness. Every device of an SPMD program holds buffers of the same
/// sizes (padded shards), so one device timeline describes each device; host numbers are per
/// device and per process (the sum over the process's devices).
struct liveness_result {
  std::vector<std::int64_t> device_timeline;  ///< device bytes live during each step
  std::vector<std::int64_t> host_timeline;    ///< pinned_host bytes per device during each step
  bytes peak{0};                              ///< max of device_timeline
  std::size_t peak_step = 0;                  ///< first step reaching the peak
  std::optional<op_id> peak_op;               ///< the op running at peak_step (none for an empty graph)
  bytes host_peak{0};                         ///< max of host_timeline (per device)
  std::vector<bytes> host_peak_per_process;   ///< host_peak times each process's device count
  std::vector<live_buffer> live_at_peak;      ///< device buffers live at peak_step, largest first
  std::array<bytes, role_count> by_role_at_peak{};  ///< live_at_peak summed by role
  /// Each role's own device peak: the most bytes of that role live at one step, wherever that
  /// step is (a buffer counts under its first value's role; a workspace as temporary). Unlike
  /// by_role_at_peak it does not move when the total's peak moves to another step.
  std::array<bytes, role_count> role_peak{};
  memory_analysis device;                     ///< memory_analysis of device memory
  memory_analysis host;                       ///< the host_* twins (pinned_host)
  std::vector<std::int64_t> first_step, last_step;  ///< each value's live steps (-1: never allocated)
  buffer_ranges ranges;                       ///< the buffers all of the above is reduced from
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
    std::stable_sort(keys.begin(), keys.end(), [&](std::uint64_t a, std::uint64_t b) { return size_of(a) > size_of(b); });
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
// the smallest temporary, and every size or'ed (sizes are multiples of its lowest bit).
struct output_allocations {
  struct allocation {
    std::int64_t size, produced;
  };
  std::array<std::vector<allocation>, 2> by_memory;
  std::array<std::int64_t, 2> smallest{std::numeric_limits<std::int64_t>::max(),
                                       std::numeric_limits<std::int64_t>::max()};
  std::array<std::uint64_t, 2> size_bits{};
  std::array<std::size_t, 2> temporaries{};

  [[gnu::always_inline]] void add(const buffer_range& b) {
    if (b.workspace) return;
    const bool on_host = b.memory_kind != memory_kind::device;
    size_bits[on_host] |= static_cast<std::uint64_t>(b.size.count());
    if (b.output_allocation() || (b.argument && b.returned))
      by_memory[on_host].push_back({b.size.count(), b.argument ? 0 : static_cast<std::int64_t>(b.first)});
    else if (!b.argument && !b.output && b.size.count() > 0)
      smallest[on_host] = std::min(smallest[on_host], b.size.count()), ++temporaries[on_host];
  }
};

// The temporaries that may be placed in one memory's output allocations (candidates), in the
// order they are taken: size descending, then first step, then position. Filled one buffer at a
// time (take), in position order, into 2^11 classes of size (one size each when the sizes, in
// units of their common power of two, span fewer than 2^11), each a list of chunks of a pool; a
// class holding several sizes, or any class when positions are not in order of first step, is
// then sorted (order).
class placement_order {
 public:
  static constexpr std::size_t classes = 1 << 11, chunk = 256;

  // For `allocs` (sorted by size) in one memory, whose temporaries' sizes are at least `smallest`.
  placement_order(const std::vector<output_allocations::allocation>& allocs, std::int64_t smallest,
                  std::uint64_t size_bits, std::size_t temporaries, bool host)
      : memory_(host ? memory_kind::pinned_host : memory_kind::device) {
    next_.reserve(temporaries / chunk + classes);
    steps_.reserve((temporaries / chunk + classes) * chunk);
    at_.reserve((temporaries / chunk + classes) * chunk);
    for (const auto& a : allocs) latest_ = std::max(latest_, a.produced);
    cap_ = allocs.back().size;
    const std::int64_t small = std::min(cap_, smallest);
    const int unit = std::countr_zero(size_bits | std::uint64_t{1} << 62);
    const int extra = static_cast<int>(std::bit_width(static_cast<std::uint64_t>(cap_ - small) >> unit)) - 11;
    shift_ = unit + std::max(0, extra);
    exact_ = extra <= 0;
    head_.fill(none_);
  }

  // Takes buffer `b`, at position i, when it is a candidate: not an argument, output or
  // workspace, not empty, dead before the last output is made, no larger than the largest
  // allocation, in this memory.
  [[gnu::always_inline]] void take(const buffer_range& b, std::uint32_t i) {
    const std::int64_t size = b.size.count();
    if ((b.argument | b.output | b.workspace) ||
        static_cast<std::uint64_t>(size - 1) >= static_cast<std::uint64_t>(cap_) || b.last >= latest_ ||
        b.memory_kind != memory_)
      return;
    const auto c = static_cast<std::size_t>((cap_ - size) >> shift_);
    if (head_[c] == none_ || fill_[c] == chunk) {  // a new chunk for the class
      const auto k = static_cast<std::uint32_t>(next_.size());
      next_.push_back(none_);
      steps_.resize(steps_.size() + chunk);
      at_.resize(at_.size() + chunk);
      if (head_[c] == none_)
        head_[c] = k, least_[c] = size, most_[c] = size;
      else
        next_[tail_[c]] = k;
      tail_[c] = k, fill_[c] = 0;
    }
    if (!exact_) {
      least_[c] = std::min(least_[c], size);
      most_[c] = std::max(most_[c], size);
    }
    const std::size_t p = std::size_t{tail_[c]} * chunk + fill_[c]++;
    steps_[p] = static_cast<std::uint64_t>(b.first) << 32 | b.last;
    at_[p] = i;
    by_first_ = by_first_ && b.first >= prev_first_;
    prev_first_ = b.first;
  }

  // Sorts what take left out of order (sizes are read from r).
  void order(const buffer_ranges& r) {
    std::vector<std::size_t> slots;
    std::vector<std::pair<std::uint64_t, std::uint32_t>> entries;
    for (std::size_t c = 0; c < classes; ++c) {
      if (head_[c] == none_ || (least_[c] == most_[c] && by_first_)) continue;
      slots.clear();
      for (std::uint32_t k = head_[c]; k != none_; k = next_[k])
        for (std::size_t j = 0; j < (k == tail_[c] ? fill_[c] : chunk); ++j) slots.push_back(std::size_t{k} * chunk + j);
      entries.clear();
      for (const std::size_t p : slots) entries.emplace_back(steps_[p], at_[p]);
      std::stable_sort(entries.begin(), entries.end(), [&](const auto& x, const auto& y) {
        const std::int64_t sx = r.buffers[x.second].size.count(), sy = r.buffers[y.second].size.count();
        return sx != sy ? sx > sy : x.first >> 32 < y.first >> 32;
      });
      for (std::size_t j = 0; j < slots.size(); ++j) steps_[slots[j]] = entries[j].first, at_[slots[j]] = entries[j].second;
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
      for (std::uint32_t k = head_[c]; k != none_; k = next_[k])
        for (std::size_t j = 0, e = k == tail_[c] ? fill_[c] : chunk; j < e; ++j) {
          const std::size_t p = std::size_t{k} * chunk + j;
          if (all || r.buffers[at_[p]].size.count() <= size) visit(p);
        }
    }
  }

  [[nodiscard]] std::size_t pool() const { return at_.size(); }
  [[nodiscard]] std::uint64_t steps(std::size_t p) const { return steps_[p]; }
  [[nodiscard]] std::uint32_t at(std::size_t p) const { return at_[p]; }

 private:
  static constexpr std::uint32_t none_ = std::numeric_limits<std::uint32_t>::max();
  memory_kind memory_;
  std::int64_t latest_ = 0, cap_ = 0;
  int shift_ = 0;
  bool exact_ = true;  // a class holds one size
  std::array<std::uint32_t, classes> head_{}, tail_{}, fill_{};
  std::array<std::int64_t, classes> least_{}, most_{};
  std::vector<std::uint32_t> next_;      // by chunk: the class's next chunk
  std::vector<std::uint64_t> steps_;     // by pool slot: first << 32 | last
  std::vector<std::uint32_t> at_;        // by pool slot: the position in r.buffers
  bool by_first_ = true;
  std::uint32_t prev_first_ = 0;
};

// Places the candidates `order` holds in `allocs` (sorted by size), allocation by allocation,
// smallest first, each taking what fits in order: the same placement as taking temporaries one
// by one into the first allocation that fits, since whether a temporary goes into an allocation
// depends only on the allocations before it and on the temporaries taken before it. Sets their
// in_output, and appends their positions to `placed` when it is not null.
inline void place(buffer_ranges& r, const std::vector<output_allocations::allocation>& allocs,
                  const placement_order& order, std::vector<std::uint32_t>* placed) {
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

// What profile_memory and role_peaks add up over the buffers: a difference array per memory
// (device, pinned_host), JAX's categories, and each role's bytes: a buffer held the whole program
// adds a constant to its role, others go into the role's difference array, but for the first role
// that needs one, which is the device total less the others.
struct profile_state {
  struct totals {
    std::int64_t argument = 0, output = 0, alias = 0, held = 0;
  };
  std::size_t steps = 1;
  bool roles = false, overflow = false;
  std::array<std::vector<std::int64_t>, 2> lanes;
  std::array<totals, 2> t{};
  std::array<std::int64_t, role_count> constant{};
  std::array<std::vector<std::int64_t>, role_count> delta;
  std::size_t derived = role_count;
};

inline constexpr std::string_view live_device = "live device bytes", live_host = "live host bytes";

// Sums of a profile pass: with `exact`, checked (an overflow_error names the first sum out of
// range); without, a sum out of range only sets `overflow`, and the caller adds up again, checked.
template <bool exact>
struct profile_sums {
  bool overflow = false;
  std::int64_t add(std::int64_t a, std::int64_t b, std::string_view what) {
    if constexpr (exact) return checked_add(a, b, what);
    std::int64_t r = 0;
    overflow |= __builtin_add_overflow(a, b, &r);
    return r;
  }
  std::int64_t sub(std::int64_t a, std::int64_t b, std::string_view what) {
    if constexpr (exact) return checked_sub(a, b, what);
    std::int64_t r = 0;
    overflow |= __builtin_sub_overflow(a, b, &r);
    return r;
  }
};

// One pass over the buffers of `r` (those in output allocations left out): their profile into a
// new state (role bytes too when `roles`), and each buffer to `take` (a placement_order, or
// nullptr) as it goes. Sums are checked when `exact`.
template <bool exact, class Take>
[[nodiscard]] profile_state profile_pass(const buffer_ranges& r, bool roles, Take* take) {
  constexpr std::string_view output_bytes = "output bytes", argument_bytes = "argument bytes",
                             alias_bytes = "alias bytes";
  profile_sums<exact> sum;  // a local, so that the flag stays in a register
  profile_state st;
  st.steps = static_cast<std::size_t>(r.steps);
  st.roles = roles;
  const std::size_t steps = st.steps;
  const std::int64_t end = r.steps - 1;
  st.lanes[0].assign(steps + 1, 0);
  std::int64_t* dev = st.lanes[0].data();
  auto& t = st.t;
  std::size_t derived = role_count;
  constexpr std::size_t ahead = 32;  // buffers: a buffer's last step is anywhere, so ask for it early
  auto shared = r.shared.begin();
  std::uint32_t next_shared = shared != r.shared.end() ? shared->buffer : std::numeric_limits<std::uint32_t>::max();
  auto role_steps = [&](std::size_t k, std::int64_t f, std::int64_t l, std::int64_t bytes_of_role) {
    if (f == 0 && l == end) {
      st.constant[k] += bytes_of_role;
    } else if (derived == role_count || derived == k) {
      derived = k;
    } else {
      std::vector<std::int64_t>& d = st.delta[k];
      if (d.empty()) d.assign(steps + 1, 0);
      d[static_cast<std::size_t>(f)] += bytes_of_role;
      d[static_cast<std::size_t>(l) + 1] -= bytes_of_role;
    }
  };
  for (std::uint32_t i = 0; i < r.buffers.size(); ++i) {
    const buffer_range& b = r.buffers[i];
    if (i + ahead < r.buffers.size()) __builtin_prefetch(dev + r.buffers[i + ahead].last + 1, 1);
    if constexpr (!std::is_same_v<Take, std::nullptr_t>) take->take(b, i);
    const std::int64_t size = b.size.count();
    if (!(b.argument | b.output | b.donated | b.workspace | b.in_output) && b.memory_kind == memory_kind::device &&
        next_shared != i) {  // the common case, a temporary in device memory: its live steps
      dev[b.first] = sum.add(dev[b.first], size, live_device);
      dev[b.last + 1] = sum.sub(dev[b.last + 1], size, live_device);
      if (roles) role_steps(static_cast<std::size_t>(b.role), b.first, b.last, size);
      continue;
    }
    const bool on_host = b.memory_kind != memory_kind::device;
    auto& m = t[on_host];
    // Output bytes are by value: a buffer holding two outputs counts both.
    if (next_shared == i) {
      for (; shared != r.shared.end() && shared->buffer == i; ++shared)
        if (shared->output) m.output = sum.add(m.output, shared->size.count(), output_bytes);
      next_shared = shared != r.shared.end() ? shared->buffer : std::numeric_limits<std::uint32_t>::max();
    } else if (b.output) {
      m.output = sum.add(m.output, size, output_bytes);
    }
    if (b.donated) m.alias = sum.add(m.alias, size, alias_bytes);
    if (b.in_output) continue;
    if (on_host && st.lanes[1].empty()) st.lanes[1].assign(steps + 1, 0);
    std::int64_t* arr = on_host ? st.lanes[1].data() : dev;
    const std::string_view live = on_host ? live_host : live_device;
    // Checked: these sums are bounded by the bytes live at a step, which may exceed int64 (a
    // graph of exabyte values), and then the answer is an overflow_error, not a wrapped number.
    const auto [f, l] = held_steps(b, end);
    arr[f] = sum.add(arr[f], size, live);
    arr[l + 1] = sum.sub(arr[l + 1], size, live);
    if (b.argument) {
      m.argument = sum.add(m.argument, size, argument_bytes);
      if (b.returned) {  // its copy is a live-out allocation as well
        arr[0] = sum.add(arr[0], size, live);
        arr[end + 1] = sum.sub(arr[end + 1], size, live);
        m.held = sum.add(m.held, size, output_bytes);
      }
    } else if (b.output) {
      m.held = sum.add(m.held, size, output_bytes);
    }
    // A role's sums are at most the device total's, so they need no check.
    if (roles && !on_host)
      role_steps(static_cast<std::size_t>(b.workspace ? role::temporary : b.role), f, l, b.returned ? 2 * size : size);
  }
  st.derived = derived;
  st.overflow = sum.overflow;
  return st;
}

// Takes back what profile_pass counted for temporary `b`, since placed in an output allocation.
inline void remove_temporary(profile_state& st, const buffer_range& b) {
  const bool on_host = b.memory_kind != memory_kind::device;
  profile_sums<false> sum;
  std::int64_t* arr = st.lanes[on_host].data();
  const std::int64_t size = b.size.count();
  arr[b.first] = sum.sub(arr[b.first], size, {});
  arr[b.last + 1] = sum.add(arr[b.last + 1], size, {});
  st.overflow = st.overflow || sum.overflow;
  const auto k = static_cast<std::size_t>(b.role);
  if (!st.roles || on_host || st.derived == k) return;
  st.delta[k][b.first] -= size;
  st.delta[k][b.last + 1] += size;
}

// The profiles from `st`, and each role's peak into `roles` when it is not null.
template <bool exact>
[[nodiscard]] memory_profiles finish(profile_state& st, std::array<bytes, role_count>* roles) {
  profile_sums<exact> sum;
  memory_profiles p;
  auto one = [&](memory_profile& out, std::vector<std::int64_t>& d, const profile_state::totals& m,
                 std::string_view live) {
    // The prefix sums in place: the difference array becomes the timeline.
    if (d.empty()) d.assign(st.steps + 1, 0);
    std::int64_t running = 0, peak = std::numeric_limits<std::int64_t>::min();
    std::size_t peak_step = 0;
    for (std::size_t i = 0; i < st.steps; ++i) {
      running = sum.add(running, d[i], live);
      d[i] = running;
      if (running > peak) peak = running, peak_step = i;
    }
    d.pop_back();
    out.timeline = std::move(d);
    out.peak = bytes{peak};
    out.peak_step = peak_step;
    out.analysis = {bytes{m.argument}, bytes{m.output}, bytes{m.alias},
                    bytes{std::max<std::int64_t>(0, peak - m.argument - m.held)}};
  };
  one(p.device, st.lanes[0], st.t[0], live_device);
  one(p.host, st.lanes[1], st.t[1], live_host);
  st.overflow = st.overflow || sum.overflow;
  if (roles == nullptr || st.overflow) return p;
  std::int64_t constants = 0;
  for (const std::int64_t c : st.constant) constants += c;
  bool others = false;
  for (std::size_t k = 0; k < role_count; ++k) {
    std::vector<std::int64_t>& d = st.delta[k];
    std::int64_t running = 0, most = 0;
    for (std::size_t i = 0; i + 1 < d.size(); ++i) most = std::max(most, d[i] = running += d[i]);
    (*roles)[k] = bytes{st.constant[k] + most};
    others = others || !d.empty();
  }
  if (st.derived != role_count) {
    std::int64_t most = 0;
    if (!others) {
      most = p.device.peak.count() - constants;
    } else {
      for (std::size_t i = 0; i < st.steps; ++i) {
        std::int64_t v = p.device.timeline[i] - constants;
        for (const auto& d : st.delta)
          if (!d.empty()) v -= d[i];
        most = std::max(most, v);
      }
    }
    (*roles)[st.derived] = bytes{st.constant[st.derived] + most};
  }
  return p;
}

// profile_memory, and role_peaks into `roles` when it is not null: sums with their overflow noted,
// then, when one left the range, checked (to name it in the error).
[[nodiscard]] inline memory_profiles profile(const buffer_ranges& r, std::array<bytes, role_count>* roles) {
  profile_state st = profile_pass<false, std::nullptr_t>(r, roles != nullptr, nullptr);
  if (!st.overflow) {
    memory_profiles p = finish<false>(st, roles);
    if (!st.overflow) return p;
  }
  st = profile_pass<true, std::nullptr_t>(r, roles != nullptr, nullptr);
  return finish<true>(st, roles);
}

// The placement of temporaries in output allocations, and with `roles` (not null) the profile
// and each role's peak, from one pass over the buffers (none yet in an output allocation) with
// `outs` gathered from them; appends the placed positions to `placed` when it is not null.
[[nodiscard]] inline memory_profiles place_and_profile(buffer_ranges& r, output_allocations& outs, bool profile_too,
                                                       std::array<bytes, role_count>* roles,
                                                       std::vector<std::uint32_t>* placed) {
  using allocation = output_allocations::allocation;
  for (auto& allocs : outs.by_memory)
    std::stable_sort(allocs.begin(), allocs.end(), [](const allocation& a, const allocation& b) { return a.size < b.size; });
  std::optional<placement_order> device_order, host_order;
  if (!outs.by_memory[0].empty()) device_order.emplace(outs.by_memory[0], outs.smallest[0], outs.size_bits[0], outs.temporaries[0], false);
  if (!outs.by_memory[1].empty()) host_order.emplace(outs.by_memory[1], outs.smallest[1], outs.size_bits[1], outs.temporaries[1], true);
  // Both memories' candidates in one pass.
  struct both {
    placement_order* device;
    placement_order* host;
    [[gnu::always_inline]] void take(const buffer_range& b, std::uint32_t i) {
      if (device != nullptr) device->take(b, i);
      if (host != nullptr) host->take(b, i);
    }
  } take{device_order ? &*device_order : nullptr, host_order ? &*host_order : nullptr};
  profile_state st;
  if (profile_too && (device_order || host_order))
    st = profile_pass<false>(r, roles != nullptr, &take);
  else if (profile_too)
    st = profile_pass<false, std::nullptr_t>(r, roles != nullptr, nullptr);
  else
    for (std::uint32_t i = 0; i < r.buffers.size(); ++i) take.take(r.buffers[i], i);
  std::vector<std::uint32_t> here;
  std::vector<std::uint32_t>* into = profile_too ? &here : placed;
  if (device_order) device_order->order(r), place(r, outs.by_memory[0], *device_order, into);
  if (host_order) host_order->order(r), place(r, outs.by_memory[1], *host_order, into);
  if (!profile_too) return {};
  for (const std::uint32_t i : here) remove_temporary(st, r.buffers[i]);
  if (placed != nullptr) placed->insert(placed->end(), here.begin(), here.end());
  if (!st.overflow) {
    memory_profiles p = finish<false>(st, roles);
    if (!st.overflow) return p;
  }
  return profile(r, roles);  // checked: names the sum out of range
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
  (void)detail::place_and_profile(r, outs, false, nullptr, nullptr);
}

/// The bytes each memory holds at each step under XLA's buffer assignment, their peaks and JAX's
/// memory_analysis categories: arguments from the first step to the last, live-out allocations
/// (and the copy of an argument returned without donation) likewise, temporaries placed in them
/// (place_in_outputs) nothing of their own, every other buffer its live steps. The peak is then
/// memory_analysis's argument + output - alias + temp (XLA heap_simulator semantics without
/// fragmentation, plus buffer assignment's output allocations).
/// @post device.timeline.size() == steps; device.peak == max of device.timeline, first reached at
///       device.peak_step; device.analysis.temp == max(0, peak - argument - live-out allocations).
/// @throws overflow_error when the bytes live at a step exceed the 64-bit range.
/// Example: an argument of 1000 B and a 10 B temporary at step 0 of 1: timeline {1010}, argument
///          1000 B, temp 10 B.
[[nodiscard]] inline memory_profiles profile_memory(const buffer_ranges& r) { return detail::profile(r, nullptr); }

/// Each role's own device peak: the most bytes of buffers of that role live at one step, as
/// profile_memory counts them (a buffer under its `role`, an argument returned without donation
/// twice, a workspace as temporary), wherever that step is.
/// @post each entry <= profile_memory(r).device.peak; they sum to at least it.
/// @throws as profile_memory.
/// Example: gradients g1 (40 B, steps 2..3) and g2 (60 B, an output): parameter_gradient 100 B.
[[nodiscard]] inline std::array<bytes, role_count> role_peaks(const buffer_ranges& r) {
  std::array<bytes, role_count> out{};
  (void)detail::profile(r, &out);
  return out;
}

/// The device buffers holding bytes at `step` as profile_memory counts them, largest first (ties
/// in buffer order): a buffer several values share is named by its value live there produced last
/// (with that value's role), an argument returned without donation is listed twice (the argument
/// and its copy), a workspace by its op.
/// @pre 0 <= step < r.steps.
/// @post the sizes add up to profile_memory(r).device.timeline[step].
[[nodiscard]] inline std::vector<live_buffer> live_at(const buffer_ranges& r, std::int64_t step) {
  const std::int64_t end = r.steps - 1;
  // The buffers holding bytes at `step`, and for a shared one its value live there produced last
  // (the first such in value order), which names it.
  struct hit {
    buffer_range buffer;
    value_id named;
    shardmem::role role;
  };
  std::vector<hit> hits;
  std::size_t copies = 0;
  auto shared = r.shared.begin();
  for (std::uint32_t i = 0; i < r.buffers.size(); ++i) {
    const buffer_range& b = r.buffers[i];
    const auto [f, l] = detail::held_steps(b, end);
    const bool here = f <= step && step <= l && b.memory_kind == memory_kind::device && !b.in_output;
    if (shared == r.shared.end() || shared->buffer != i) {
      if (here) hits.push_back({b, static_cast<value_id>(b.id), b.role}), copies += b.returned;
      continue;
    }
    hit h{b, static_cast<value_id>(b.id), b.role};
    std::int64_t named_first = -1;
    for (; shared != r.shared.end() && shared->buffer == i; ++shared)
      if (shared->first <= step && step <= shared->last && shared->first > named_first)
        h.named = shared->value, h.role = shared->role, named_first = shared->first;
    if (here) hits.push_back(h), copies += b.returned;
  }
  const std::vector<std::uint64_t> order =
      detail::by_size_descending(hits.size(), [&](std::uint64_t k) { return hits[k].buffer.size.count(); });
  std::vector<live_buffer> out;
  out.reserve(hits.size() + copies);
  for (const std::uint64_t k : order) {
    const hit& h = hits[k];
    const buffer_range& b = h.buffer;
    const auto [f, l] = detail::held_steps(b, end);
    if (b.workspace)
      out.push_back({std::nullopt, b.workspace_of(), b.size, role::temporary, f, l});
    else
      out.push_back({h.named, std::nullopt, b.size, h.role, f, l});
    if (b.returned) out.push_back({b.value(), std::nullopt, b.size, b.role, 0, end});  // its copy's allocation
  }
  return out;
}

/// Device bytes of the values live at `step`, by role: values whose own live steps cover the
/// step, a buffer several values share counted once, at the bytes and role of its value live
/// there produced first. Unlike live_at, what buffer assignment adds is left out: an output's
/// allocation before the output is made, the copy of a returned argument, workspaces.
/// Example: at a training step's first backward op, the activation entry is the activation
/// memory the forward pass left behind.
[[nodiscard]] inline std::array<bytes, role_count> live_bytes_by_role(const buffer_ranges& r, std::int64_t step) {
  std::array<bytes, role_count> out{};
  auto shared = r.shared.begin();
  for (std::uint32_t i = 0; i < r.buffers.size(); ++i) {
    const buffer_range& b = r.buffers[i];
    const bool device = b.memory_kind == memory_kind::device && !b.workspace;
    if (shared != r.shared.end() && shared->buffer == i) {
      const value_range* earliest = nullptr;
      for (; shared != r.shared.end() && shared->buffer == i; ++shared)
        if (shared->first <= step && step <= shared->last && (!earliest || shared->first < earliest->first))
          earliest = &*shared;
      if (device && earliest) out[static_cast<std::size_t>(earliest->role)] += earliest->size;
    } else if (device && b.first <= step && step <= b.last) {
      out[static_cast<std::size_t>(b.role)] += b.size;
    }
  }
  return out;
}

namespace detail {

// What live_ranges reads of a graph: its flat arrays (a dataflow_graph's, or those repeat_layers
// makes without building the graph), and how to name a value or an op in an error.
struct graph_arrays {
  std::span<const graph_access::value_hot> hot;
  std::span<const std::uint32_t> in_off, out_off, inputs, outputs;
  std::span<const std::int64_t> workspace;  // by op: its op count
  std::span<const graph_access::alias_info> aliases;
  // Names value `id` (op false) or op `id` in an error; called only when raising one.
  std::string (*name)(const void* context, bool op, std::uint32_t id) = nullptr;
  const void* context = nullptr;

  [[nodiscard]] std::string value_name(std::uint32_t v) const { return name(context, false, v); }
  [[nodiscard]] std::string op_name(std::uint32_t o) const { return name(context, true, o); }
};

inline graph_arrays arrays_of(const dataflow_graph& g) {
  using acc = graph_access;
  return {acc::hot(g), acc::in_offsets(g), acc::out_offsets(g), acc::inputs(g), acc::outputs(g), acc::workspaces(g),
          acc::aliases(g),
          [](const void* c, bool op, std::uint32_t id) {
            const auto& graph = *static_cast<const dataflow_graph*>(c);
            return op ? std::string(graph.op_name(static_cast<op_id>(id))) : graph.tensor(static_cast<value_id>(id)).name;
          },
          &g};
}

// Where live_ranges hands each buffer as it makes it: the allocations to place temporaries in.
struct buffer_sink {
  output_allocations outs;
};

// Each value's live steps over `order` (empty: the ops in insertion order) into first and last,
// -1 where never live: a value produced at step p and last read at step q is live on [p, q];
// arguments on [0, end]; outputs until end. With `ends` false, arguments and outputs are left to
// the caller (unshared_buffers sets them as it reads each value).
inline void value_steps(const graph_arrays& g, std::span<const op_id> order, std::vector<std::int64_t>& first,
                        std::vector<std::int64_t>& last, bool ends) {
  const auto nv = g.hot.size();
  const std::size_t n = order.empty() ? g.workspace.size() : order.size();
  const auto end = static_cast<std::int64_t>(std::max<std::size_t>(n, 1) - 1);
  first.assign(nv, -1);
  last.assign(nv, -1);
  // One sweep over the schedule: producers set the start, every read pushes the end.
  const std::uint32_t* in_off = g.in_off.data();
  const std::uint32_t* out_off = g.out_off.data();
  const std::uint32_t* inputs = g.inputs.data();
  const std::uint32_t* outputs = g.outputs.data();
  std::int64_t* fp = first.data();
  std::int64_t* lp = last.data();
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t o = order.empty() ? static_cast<std::uint32_t>(i) : index(order[i]);
    const auto step = static_cast<std::int64_t>(i);
    for (std::uint32_t k = in_off[o]; k < in_off[o + 1]; ++k) {
      std::int64_t& l = lp[inputs[k]];
      l = l > step ? l : step;
    }
    for (std::uint32_t k = out_off[o]; k < out_off[o + 1]; ++k) fp[outputs[k]] = lp[outputs[k]] = step;
  }
  if (!ends) return;
  for (std::size_t v = 0; v < nv; ++v) {
    const auto& h = g.hot[v];
    if (fp[v] < 0 && h.producer == dataflow_graph::none && may_be_argument(h.role))
      fp[v] = 0, lp[v] = end;
    else if (h.is_output && fp[v] >= 0)
      lp[v] = end;
  }
}

// A value's buffer as if it had it alone.
[[nodiscard]] inline buffer_range own_buffer(const graph_access::value_hot& h, std::uint32_t v, std::int64_t first,
                                             std::int64_t last) {
  const bool argument = h.producer == dataflow_graph::none;
  return {.size = bytes{h.bytes},
          .first = static_cast<std::uint32_t>(first),
          .last = static_cast<std::uint32_t>(last),
          .id = v,
          .role = h.role,
          .memory_kind = h.on_host ? memory_kind::pinned_host : memory_kind::device,
          .argument = argument,
          .output = h.is_output,
          .returned = argument && h.is_output};
}

// The buffers of a graph with no aliases, one per value, setting the steps of arguments and
// outputs in first and last as it goes (value_steps with `ends` false left them).
inline void unshared_buffers(const graph_arrays& g, std::span<std::int64_t> first, std::span<std::int64_t> last,
                             buffer_ranges& r, buffer_sink& sink) {
  const std::int64_t end = r.steps - 1;
  const auto* hot = g.hot.data();
  r.buffers.resize(g.hot.size());
  buffer_range* out = r.buffers.data();
  for (std::uint32_t v = 0; v < g.hot.size(); ++v) {
    const auto& h = hot[v];
    std::int64_t& f = first[v];
    std::int64_t& l = last[v];
    if (f < 0) {
      if (h.producer != dataflow_graph::none || !may_be_argument(h.role)) continue;
      f = 0, l = end;
    } else if (h.is_output) {
      l = end;
    }
    sink.outs.add(*out++ = own_buffer(h, v, f, l));
  }
  r.buffers.resize(static_cast<std::size_t>(out - r.buffers.data()));
}

// The buffers of a graph with aliases: each value shares its source's buffer (union-find over the
// alias pairs), and the buffer lives from its first value's first step to its last value's last.
// @throws invalid_error for an in-place write over a value read later or over an argument.
inline void shared_buffers(const graph_arrays& g, std::span<const op_id> order, std::span<const std::int64_t> first,
                           std::span<const std::int64_t> last, buffer_ranges& r, buffer_sink& sink) {
  constexpr auto none = dataflow_graph::none;
  const auto* hot = g.hot.data();
  const auto nv = static_cast<std::uint32_t>(g.hot.size());
  const std::int64_t end = r.steps - 1;
  std::vector<std::int64_t> step_of(g.workspace.size(), -1);
  for (std::size_t i = 0; i < g.workspace.size(); ++i)
    step_of[order.empty() ? i : index(order[i])] = static_cast<std::int64_t>(i);
  std::vector<std::uint32_t> parent(nv);
  for (std::uint32_t v = 0; v < nv; ++v) parent[v] = v;
  auto root = [&](std::uint32_t v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  };
  for (const auto& a : g.aliases) {
    if (a.kind == dataflow_graph::alias_kind_view()) {
      // a view shares its source's buffer and overwrites nothing
    } else if (a.op != none) {  // in place: the source must die at this op
      const auto& src = hot[a.source];
      if (src.producer == none)
        detail::raise<invalid_error>(
            "op '{}' writes '{}' in place of program argument '{}'; donate the argument to the output instead",
            g.op_name(a.op), g.value_name(a.target), g.value_name(a.source));
      if (last[a.source] > step_of[a.op] || src.is_output) {
        const std::string src_name = g.value_name(a.source);
        detail::raise<invalid_error>(
            "op '{}' (step {}) writes '{}' in place of '{}', but '{}' is still needed until step {}; drop the in-place "
            "pair or schedule the last reader first",
            g.op_name(a.op), step_of[a.op], g.value_name(a.target), src_name, src_name, src.is_output ? end : last[a.source]);
      }
    }
    parent[root(a.target)] = root(a.source);
  }
  // A buffer of several values: its steps, whether it holds an output or a donation, and (once
  // made) its index in r.buffers.
  struct slot_info {
    std::int64_t first = -1, last = -1;
    bool output = false, donated = false;
    std::uint32_t buffer = 0;
  };
  std::vector<std::uint32_t> slot(nv, none);
  std::vector<slot_info> slots;
  for (const auto& a : g.aliases) {
    std::uint32_t& s = slot[root(a.source)];
    if (s == none) s = static_cast<std::uint32_t>(slots.size()), slots.emplace_back();
    if (a.op == none && a.kind != dataflow_graph::alias_kind_view()) slots[s].donated = true;
  }
  std::size_t members = 0;
  for (std::uint32_t v = 0; v < nv; ++v) {
    if (first[v] < 0 || slot[root(v)] == none) continue;
    slot_info& s = slots[slot[root(v)]];
    s.first = s.first < 0 ? first[v] : std::min(s.first, first[v]);
    s.last = std::max(s.last, last[v]);
    s.output = s.output || hot[v].is_output;
    ++members;
  }
  for (std::uint32_t v = 0; v < nv; ++v) {
    if (first[v] < 0 || root(v) != v) continue;
    buffer_range b = own_buffer(hot[v], v, first[v], last[v]);
    if (const std::uint32_t sl = slot[v]; sl != none) {
      slots[sl].buffer = static_cast<std::uint32_t>(r.buffers.size());
      b.first = static_cast<std::uint32_t>(slots[sl].first), b.last = static_cast<std::uint32_t>(slots[sl].last);
      b.output = slots[sl].output;
      b.donated = b.argument && slots[sl].donated;
    }
    r.buffers.push_back(b);
    sink.outs.add(b);
  }
  r.shared.reserve(members);
  for (std::uint32_t v = 0; v < nv; ++v) {
    const std::uint32_t sl = first[v] < 0 ? none : slot[root(v)];
    if (sl == none) continue;
    r.shared.push_back({slots[sl].buffer, static_cast<value_id>(v), first[v], last[v], bytes{hot[v].bytes}, hot[v].role,
                        hot[v].is_output});
  }
  std::stable_sort(r.shared.begin(), r.shared.end(),
                   [](const value_range& a, const value_range& b) { return a.buffer < b.buffer; });
}

// live_ranges over a graph's arrays, before placement, keeping each value's own steps in first
// and last, and handing each buffer to `sink` as it is made.
inline buffer_ranges live_ranges(const graph_arrays& g, std::span<const op_id> order, std::vector<std::int64_t>& first,
                                 std::vector<std::int64_t>& last, buffer_sink& sink) {
  const std::size_t n = order.empty() ? g.workspace.size() : order.size();
  if (n > std::numeric_limits<std::uint32_t>::max())
    detail::raise<overflow_error>("live_ranges: {} steps; at most {} fit in a buffer_range", n,
                                  std::numeric_limits<std::uint32_t>::max());
  buffer_ranges r;
  r.steps = static_cast<std::int64_t>(std::max<std::size_t>(n, 1));
  value_steps(g, order, first, last, !g.aliases.empty());
  std::size_t workspaces = 0;
  for (const std::int64_t w : g.workspace) workspaces += w != 0;
  r.buffers.reserve(g.hot.size() + workspaces);
  if (g.aliases.empty())
    unshared_buffers(g, first, last, r, sink);
  else
    shared_buffers(g, order, first, last, r, sink);
  if (workspaces > 0)
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint32_t o = order.empty() ? static_cast<std::uint32_t>(i) : index(order[i]);
      if (g.workspace[o] == 0) continue;
      const auto step = static_cast<std::uint32_t>(i);
      r.buffers.push_back({.size = bytes{g.workspace[o]}, .first = step, .last = step, .id = o, .workspace = true});
    }
  return r;
}

// analyze_liveness over a graph's arrays and its mesh, in `order` (empty: insertion order): the
// profile added up as the buffers are made, less the temporaries then placed in output allocations.
[[nodiscard]] inline liveness_result analyze_liveness(const graph_arrays& g, std::span<const op_id> order,
                                                      const shardmem::mesh& devices) {
  const std::size_t n = order.empty() ? g.workspace.size() : order.size();
  liveness_result r;
  buffer_sink sink;
  r.ranges = live_ranges(g, order, r.first_step, r.last_step, sink);
  memory_profiles p = place_and_profile(r.ranges, sink.outs, true, &r.role_peak, nullptr);
  r.device_timeline = std::move(p.device.timeline);
  r.host_timeline = std::move(p.host.timeline);
  r.peak = p.device.peak;
  r.peak_step = p.device.peak_step;
  r.host_peak = p.host.peak;
  r.device = p.device.analysis;
  r.host = p.host.analysis;
  if (n > 0) r.peak_op = order.empty() ? static_cast<op_id>(r.peak_step) : order[r.peak_step];
  r.live_at_peak = live_at(r.ranges, static_cast<std::int64_t>(r.peak_step));
  for (const auto& b : r.live_at_peak) r.by_role_at_peak[static_cast<std::size_t>(b.role)] += b.size;
  // Host bytes per process: each process holds its devices' host buffers.
  for (auto c : devices.process_sizes()) r.host_peak_per_process.push_back(r.host_peak * c);
  return r;
}

}  // namespace detail

/// The buffers of `g` over `s` and the steps each is live (HloLiveRange::buffer_live_ranges over
/// HloAliasAnalysis's buffers): a value produced at step p and last read at step q is live on
/// [p, q] (inputs and outputs of an op are live together while it runs); arguments are live from
/// step 0 to the last step; outputs until the last step; a value nothing reads is live at its
/// producing step only. In-place outputs, views and donated outputs share their source's buffer,
/// live over the union of its values' steps. An op's workspace is a buffer live at its own step.
/// Temporaries are placed in output allocations (place_in_outputs).
/// @throws invalid_error when the schedule is not of `g`, an in-place op overwrites a value that a
///         later step still reads, or writes into a program argument (donate it instead).
[[nodiscard]] inline buffer_ranges live_ranges(const dataflow_graph& g, const schedule& s) {
  if (s.size() != g.op_count())
    detail::raise<invalid_error>("live_ranges: the schedule has {} steps but the graph has {} ops; use a schedule of "
                                 "this graph",
                                 s.size(), g.op_count());
  std::vector<std::int64_t> first, last;
  detail::buffer_sink sink;
  buffer_ranges r = detail::live_ranges(detail::arrays_of(g), s.order(), first, last, sink);
  (void)detail::place_and_profile(r, sink.outs, false, nullptr, nullptr);
  return r;
}

/// Live intervals over `s` (live_ranges) reduced to the bytes live at each step, the peak and
/// what is live there, memory_analysis's categories and each role's peak. As XLA's buffer
/// assignment does, every program output that is not written into a donated argument holds an
/// allocation of its own from the first step to the last (an argument returned without donation,
/// a copy of it), and a temporary that dies before an output is produced may be placed in that
/// output's allocation (place_in_outputs). So the peak is memory_analysis's argument + output -
/// alias + temp. Peak = max over steps of the bytes live (XLA heap_simulator semantics without
/// fragmentation).
/// @throws invalid_error when an in-place op overwrites a value that a later step still reads, or
///         writes into a program argument (donate it instead).
[[nodiscard]] inline liveness_result analyze_liveness(const dataflow_graph& g, const schedule& s) {
  if (s.size() != g.op_count())
    detail::raise<invalid_error>("analyze_liveness: the schedule has {} steps but the graph has {} ops; use a schedule "
                                 "of this graph",
                                 s.size(), g.op_count());
  return detail::analyze_liveness(detail::arrays_of(g), s.order(), g.mesh());
}

/// Device bytes live at `step` summed by role, from an analysis `r` (live_bytes_by_role over
/// r.ranges: values whose own live interval covers the step; a buffer several values share counts
/// once, by its value live there).
/// Example: at a training step's first backward op, the activation entry is the activation
/// memory the forward pass left behind.
[[nodiscard]] inline std::array<bytes, role_count> live_bytes_by_role(const dataflow_graph& /*g*/,
                                                                      const liveness_result& r, std::size_t step) {
  return live_bytes_by_role(r.ranges, static_cast<std::int64_t>(step));
}

}  // namespace shardmem
