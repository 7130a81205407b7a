// The reductions of liveness that need no graph, over buffer_ranges (buffer_ranges.hpp): bytes live
// at each step and the peak, JAX's memory_analysis categories, each role's peak, what is live at a
// step.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/memory/buffer_ranges.hpp>
#include <shardmem/memory/memory_analysis.hpp>

namespace shardmem {

/// One buffer live at a step: a value (the member of its buffer live there), or an op's workspace.
struct live_buffer {
  std::optional<value_id> value;      ///< the value, or nullopt for a workspace
  std::optional<op_id> workspace_of;  ///< the op whose workspace this is
  bytes size{0};                      ///< per device
  shardmem::role role = role::temporary;
  std::int64_t first = 0, last = 0;  ///< the steps the buffer holds its bytes, inclusive
};

/// One memory's use over a program: the bytes it holds at each step under XLA's buffer
/// assignment, their peak, and JAX's memory_analysis categories.
struct memory_profile {
  std::vector<std::int64_t> timeline;  ///< bytes live during each step
  bytes peak{0};                       ///< max of timeline
  std::size_t peak_step = 0;           ///< first step reaching it
  memory_analysis
      analysis;  ///< JAX's categories; total() == peak but where a view of an undonated argument is an output
};

/// Device memory and pinned host memory (per device), from profile_memory.
struct memory_profiles {
  memory_profile device, host;
};

namespace detail {

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

// Adds buffers to a profile_state one at a time (those in output allocations left out): their
// profile (role bytes too when the state's `roles`). Sums are checked when `exact`; `done` notes
// the role derived from the total and any overflow in the state.
template <bool exact>
struct profile_adder {
  static constexpr std::string_view output_bytes = "output bytes", argument_bytes = "argument bytes",
                                    alias_bytes = "alias bytes", role_bytes = "live bytes of a role";
  profile_state& st;
  profile_sums<exact> sum{};
  std::int64_t* dev;
  std::int64_t end;
  std::size_t derived = role_count;

  // A new state in `s` for `steps` steps (role bytes too when `roles`).
  profile_adder(profile_state& s, std::int64_t steps, bool roles) : st(s), dev(nullptr), end(steps - 1) {
    st.steps = static_cast<std::size_t>(steps);
    st.roles = roles;
    st.lanes[0].assign(st.steps + 1, 0);
    dev = st.lanes[0].data();
  }

  // The bytes of role k over steps [f, l].
  void role_steps(std::size_t k, std::int64_t f, std::int64_t l, std::int64_t bytes_of_role) {
    if (f == 0 && l == end) {
      st.constant[k] = sum.add(st.constant[k], bytes_of_role, role_bytes);
    } else if (derived == role_count || derived == k) {
      derived = k;
    } else {
      std::vector<std::int64_t>& d = st.delta[k];
      if (d.empty()) d.assign(st.steps + 1, 0);
      auto& first = d[static_cast<std::size_t>(f)];
      auto& after = d[static_cast<std::size_t>(l) + 1];
      first = sum.add(first, bytes_of_role, role_bytes);
      after = sum.sub(after, bytes_of_role, role_bytes);
    }
  }

  // Adds buffer `b`, whose values are [shared, shared_end) when several share it (else an empty range).
  [[gnu::always_inline]] void add(const buffer_range& b, const value_range* shared, const value_range* shared_end) {
    const std::int64_t size = b.size.count();
    if (!(b.argument | b.output | b.donated | b.workspace | b.in_output) && b.memory_kind == memory_kind::device &&
        shared == shared_end) {  // the common case, a temporary in device memory: its live steps
      dev[b.first] = sum.add(dev[b.first], size, live_device);
      dev[b.last + 1] = sum.sub(dev[b.last + 1], size, live_device);
      if (st.roles) role_steps(static_cast<std::size_t>(b.role), b.first, b.last, size);
      return;
    }
    add_rare(b, shared, shared_end);
  }

  // add for any buffer but a device temporary of its own.
  void add_rare(const buffer_range& b, const value_range* shared, const value_range* shared_end) {
    const std::int64_t size = b.size.count();
    const bool on_host = b.memory_kind != memory_kind::device;
    auto& m = st.t[on_host];
    // Output bytes are by value: a buffer holding two outputs counts both.
    if (shared != shared_end) {
      for (; shared != shared_end; ++shared)
        if (shared->output) m.output = sum.add(m.output, shared->size.count(), output_bytes);
    } else if (b.output) {
      m.output = sum.add(m.output, size, output_bytes);
    }
    if (b.donated) m.alias = sum.add(m.alias, size, alias_bytes);
    if (b.in_output) return;
    if (on_host && st.lanes[1].empty()) st.lanes[1].assign(st.steps + 1, 0);
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
    if (st.roles && !on_host)
      role_steps(static_cast<std::size_t>(b.workspace ? role::temporary : b.role), f, l,
                 b.returned ? sum.add(size, size, role_bytes) : size);
  }

  // Notes the derived role and any overflow in the state.
  void done() {
    st.derived = derived;
    st.overflow = st.overflow || sum.overflow;
  }
};

// One pass over the buffers of `r` (those in output allocations left out): their profile into a
// new state (role bytes too when `roles`), and each buffer to `take` (a placement_order, or
// nullptr) as it goes. Sums are checked when `exact`.
template <bool exact, class Take>
[[nodiscard]] profile_state profile_pass(const buffer_ranges& r, bool roles, Take* take) {
  profile_state st;
  profile_adder<exact> add(st, r.steps, roles);  // a local, so that its sums stay in registers
  constexpr std::size_t ahead = 32;  // buffers: a buffer's last step is anywhere, so ask for it early
  const value_range* shared = r.shared.data();
  const value_range* const shared_end = shared + r.shared.size();
  for (std::uint32_t i = 0; i < r.buffers.size(); ++i) {
    const buffer_range& b = r.buffers[i];
    if (i + ahead < r.buffers.size()) __builtin_prefetch(add.dev + r.buffers[i + ahead].last + 1, 1);
    if constexpr (!std::is_same_v<Take, std::nullptr_t>) take->take(b, i);
    const value_range* values_end = shared;
    while (values_end != shared_end && values_end->buffer == i) ++values_end;
    add.add(b, shared, values_end);
    shared = values_end;
  }
  add.done();
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
    out.analysis = {bytes{m.argument}, bytes{m.output}, bytes{m.alias}, bytes{0}};
    if (d.empty()) {  // no bytes held in this memory (arguments and allocations fill the lane): zeros
      out.timeline.assign(st.steps, 0);
      return;
    }
    // The prefix sums in place: the difference array becomes the timeline.
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
    out.analysis.temp = bytes{std::max<std::int64_t>(0, peak - m.argument - m.held)};
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

// The placement of the candidates `order` took from r's buffers (in output allocations `outs`,
// sorted by size), and the profile and each role's peak (into `roles` when it is not null) from
// `st`, which profile_adder made from the same buffers before placement.
[[nodiscard]] inline memory_profiles place_and_finish(buffer_ranges& r, const output_allocations& outs,
                                                      placements& order, profile_state& st,
                                                      std::array<bytes, role_count>* roles) {
  std::vector<std::uint32_t> here;
  order.place_taken(r, outs, &here);
  for (const std::uint32_t i : here) remove_temporary(st, r.buffers[i]);
  if (!st.overflow) {
    memory_profiles p = finish<false>(st, roles);
    if (!st.overflow) return p;
  }
  return profile(r, roles);  // checked: names the sum out of range
}

// The placement of temporaries in output allocations, and the profile and each role's peak (into
// `roles` when it is not null), from one pass over the buffers (none yet in an output allocation)
// with `outs` gathered from them.
[[nodiscard]] inline memory_profiles place_and_profile(buffer_ranges& r, output_allocations& outs,
                                                       std::array<bytes, role_count>* roles) {
  placements order(outs);
  profile_state st = order.any() ? profile_pass<false>(r, roles != nullptr, &order)
                                 : profile_pass<false, std::nullptr_t>(r, roles != nullptr, nullptr);
  return place_and_finish(r, outs, order, st, roles);
}

}  // namespace detail

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

namespace detail {

// A buffer holding bytes at a step (a copy: the list is then read in size order, and a copy of
// the hits is smaller than the buffers), and the value that names it there with that value's role.
struct live_hit {
  buffer_range buffer;
  value_id named;
  shardmem::role role;
};

// live_at's list from its hits (in buffer order): largest first, ties in buffer order, a returned
// argument followed by its copy; with `by_role`, each entry's size also added to its role there.
[[nodiscard, gnu::flatten]] inline std::vector<live_buffer> live_list(
    const buffer_ranges& r, const std::vector<live_hit>& hits, std::array<bytes, role_count>* by_role = nullptr) {
  const std::int64_t end = r.steps - 1;
  const std::vector<std::uint64_t> order = by_size_descending(hits.size(), [&](std::uint64_t k) {
    return hits[k].buffer.size.count();
  });
  std::size_t copies = 0;
  for (const live_hit& h : hits) copies += h.buffer.returned;
  std::vector<live_buffer> out;
  out.reserve(hits.size() + copies);
  constexpr std::size_t ahead = 8;  // the hits are read out of order: ask for them early
  for (std::size_t j = 0; j < order.size(); ++j) {
    if (j + ahead < order.size()) __builtin_prefetch(&hits[order[j + ahead]]);
    const live_hit& h = hits[order[j]];
    const buffer_range& b = h.buffer;
    const auto [f, l] = held_steps(b, end);
    const std::size_t listed = out.size();
    if (b.workspace) out.push_back({std::nullopt, b.workspace_of(), b.size, role::temporary, f, l});
    else out.push_back({h.named, std::nullopt, b.size, h.role, f, l});
    if (b.returned) out.push_back({b.value(), std::nullopt, b.size, b.role, 0, end});  // its copy's allocation
    if (by_role != nullptr)
      for (std::size_t k = listed; k < out.size(); ++k) (*by_role)[static_cast<std::size_t>(out[k].role)] += out[k].size;
  }
  return out;
}

// live_at for buffers as unshared_buffers makes them (no value shares a buffer; values by id,
// then workspaces), reading the values' own steps `first` and `last` (8 bytes a value) instead of
// every buffer (24): a value buffer's steps are its value's, but for a live-out allocation, held
// from step 0 (`live_out`: their positions, ascending). With `by_role`, the list's sizes are also
// added up by role there.
[[nodiscard, gnu::flatten]] inline std::vector<live_buffer> live_at_unshared(
    const buffer_ranges& r, std::span<const std::int32_t> first, std::span<const std::int32_t> last,
    std::span<const std::uint32_t> live_out, std::int64_t step, std::array<bytes, role_count>* by_role = nullptr) {
  const auto nv = static_cast<std::uint32_t>(first.size());
  // Every value has a buffer (the common case) when the last value's is at its own position.
  const bool identity = nv == 0 ||
                        (r.buffers.size() >= nv && !r.buffers[nv - 1].workspace && r.buffers[nv - 1].id == nv - 1);
  auto held_here = [&](const buffer_range& b) { return b.memory_kind == memory_kind::device && !b.in_output; };
  // The values whose own steps hold the step, found without a branch a value (about one in ten
  // is), into a list not zero-filled first.
  const auto s = static_cast<std::int32_t>(step);
  const std::unique_ptr<std::uint32_t[]> covering(new std::uint32_t[nv]);
  std::uint32_t count = 0;
  for (std::uint32_t v = 0; v < nv; ++v) {
    covering[count] = v;
    count += static_cast<std::uint32_t>(first[v] <= s) & static_cast<std::uint32_t>(last[v] >= s);
  }
  std::vector<live_hit> hits;
  hits.reserve(count + live_out.size());
  auto out_at = live_out.begin();
  auto flush = [&](std::uint32_t before) {  // the live-out allocations before a position: live throughout
    for (; out_at != live_out.end() && *out_at < before; ++out_at)
      if (const buffer_range& b = r.buffers[*out_at]; held_here(b))
        hits.push_back({b, static_cast<value_id>(b.id), b.role});
  };
  std::uint32_t at = 0;  // without identity: the buffer of value v, found by walking
  constexpr std::uint32_t ahead = 16;  // hits: the buffers are far apart, so ask for them early
  for (std::uint32_t k = 0; k < count; ++k) {
    const std::uint32_t v = covering[k];
    if (identity && k + ahead < count) __builtin_prefetch(&r.buffers[covering[k + ahead]]);
    if (!identity)
      while (r.buffers[at].id < v) ++at;
    const std::uint32_t i = identity ? v : at;  // buffer i, whose own steps hold the step
    flush(i);
    if (out_at != live_out.end() && *out_at == i) continue;  // a live-out allocation: flushed in its turn
    if (const buffer_range& b = r.buffers[i]; held_here(b)) hits.push_back({b, static_cast<value_id>(b.id), b.role});
  }
  flush(std::numeric_limits<std::uint32_t>::max());
  auto value_buffers = static_cast<std::uint32_t>(r.buffers.size());  // the workspaces come after them
  while (value_buffers > 0 && r.buffers[value_buffers - 1].workspace) --value_buffers;
  for (std::uint32_t i = value_buffers; i < r.buffers.size(); ++i)
    if (r.buffers[i].first <= step && step <= r.buffers[i].last)
      hits.push_back({r.buffers[i], value_id{}, role::temporary});
  return live_list(r, hits, by_role);
}

// live_at, with the list's sizes also added up by role into `by_role` when it is not null.
[[nodiscard]] inline std::vector<live_buffer> live_at(const buffer_ranges& r, std::int64_t step,
                                                      std::array<bytes, role_count>* by_role) {
  const std::int64_t end = r.steps - 1;
  // The buffers holding bytes at `step`, and for a shared one its value live there produced last
  // (the first such in value order), which names it.
  std::vector<live_hit> hits;
  auto shared = r.shared.begin();
  for (std::uint32_t i = 0; i < r.buffers.size(); ++i) {
    const buffer_range& b = r.buffers[i];
    const auto [f, l] = held_steps(b, end);
    const bool here = f <= step && step <= l && b.memory_kind == memory_kind::device && !b.in_output;
    if (shared == r.shared.end() || shared->buffer != i) {
      if (here) hits.push_back({b, static_cast<value_id>(b.id), b.role});
      continue;
    }
    live_hit h{b, static_cast<value_id>(b.id), b.role};
    std::int64_t named_first = -1;
    for (; shared != r.shared.end() && shared->buffer == i; ++shared)
      if (shared->first <= step && step <= shared->last && shared->first > named_first)
        h.named = shared->value, h.role = shared->role, named_first = shared->first;
    if (here) hits.push_back(h);
  }
  return live_list(r, hits, by_role);
}

}  // namespace detail

/// The device buffers holding bytes at `step` as profile_memory counts them, largest first (ties
/// in buffer order): a buffer several values share is named by its value live there produced last
/// (with that value's role), an argument returned without donation is listed twice (the argument
/// and its copy), a workspace by its op.
/// @pre 0 <= step < r.steps.
/// @post the sizes add up to profile_memory(r).device.timeline[step].
[[nodiscard]] inline std::vector<live_buffer> live_at(const buffer_ranges& r, std::int64_t step) {
  return detail::live_at(r, step, nullptr);
}

/// Device bytes of the values live at `step`, by role: values whose own live steps cover the
/// step, a buffer several values share counted once, at the bytes and role of its value live
/// there produced first. Unlike live_at, what buffer assignment adds is left out: an output's
/// allocation before the output is made, the copy of a returned argument, workspaces.
/// Example: at a training step's first backward op, the activation entry is the activation
/// memory the forward pass left behind.
/// Only the values `keep(value)` holds are counted (the layers' activations of a pipeline chunk).
template <class Keep>
[[nodiscard]] std::array<bytes, role_count> live_bytes_by_role(const buffer_ranges& r, std::int64_t step, Keep keep) {
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
      if (device && earliest && keep(earliest->value)) out[static_cast<std::size_t>(earliest->role)] += earliest->size;
    } else if (device && b.first <= step && step <= b.last && keep(*b.value())) {
      out[static_cast<std::size_t>(b.role)] += b.size;
    }
  }
  return out;
}

[[nodiscard]] inline std::array<bytes, role_count> live_bytes_by_role(const buffer_ranges& r, std::int64_t step) {
  return live_bytes_by_role(r, step, [](value_id) { return true; });
}

}  // namespace shardmem
