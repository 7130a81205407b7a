// Replays a checkpoint schedule on a chain: rejects schedules a runtime could not execute, naming
// the action, and reports peak memory, forward executions and compute. Defines the memory model.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/chain.hpp>

namespace shardmem {

/// A schedule that cannot run. `what()` reads `invalid schedule at action 7 (B3): ...`;
/// `action_index()` is the 0-based position of the offending action (the schedule's length when
/// it ends too early). Its error code is errc::invalid.
class schedule_error : public invalid_error {
 public:
  schedule_error(const std::string& message, std::int64_t action_index)
      : invalid_error(message), action_index_(action_index) {}
  /// Position of the offending action in the schedule.
  [[nodiscard]] std::int64_t action_index() const noexcept { return action_index_; }

 private:
  std::int64_t action_index_;
};

namespace detail {

/// Throws schedule_error for action `a` at position `index`, the reason checked at compile time.
template <class... Args>
[[noreturn]] void raise_schedule(std::int64_t index, action a, fmt::format_string<Args...> reason, Args&&... args) {
  throw schedule_error(fmt::format("invalid schedule at action {} ({}{}): {}", index, letter(a.kind),
                                   std::int64_t{a.index}, fmt::format(reason, std::forward<Args>(args)...)),
                       index);
}

}  // namespace detail

/// What a replay measured. Example: `simulate(chain::unit(3), parse_schedule("F0-2 B2-0"))` has
/// peak 5 B, 3 forwards, 0 extra, compute 9.
struct schedule_summary {
  bytes peak;                        ///< most bytes live during any action
  std::int64_t forwards = 0;         ///< forward executions, A and F
  std::int64_t extra_forwards = 0;   ///< forwards - n: the recomputation
  std::int64_t compute = 0;          ///< forward costs of every A and F plus backward costs
  std::int64_t max_checkpoints = 0;  ///< most checkpoints held at once, x0 included
  std::vector<bytes> timeline;       ///< bytes live during each action, when requested
};

/// Replays actions one at a time, enforcing the execution model and accounting memory.
///
/// Execution model (what a runtime executing the schedule does):
/// - There is one *current* value, the boundary the next forward reads. It starts as x0.
///   `A i` and `F i` need x_i current and make x_{i+1} current. `R b` makes checkpoint x_b
///   current. A backward clears it: after `B i` the next forward must follow a restore.
/// - `S b` keeps the current value x_b as a checkpoint (no copy); `D b` drops the checkpoint.
///   x0, the chain input, is a permanent checkpoint: it counts as one slot, and `D0` is an error.
/// - `F i` keeps stage i's activations a_i until `B i`; `A i` drops them when it ends. Backwards run
///   in order B_{n-1}, ..., B_0, each once; `B i` needs a_i and the gradient at x_{i+1}.
/// - A schedule is complete when B_0 has run.
///
/// Memory model (every byte is a named buffer; peak = max over actions of the bytes live during it):
/// - a_i, `working` bytes, contains stage i's output x_{i+1} and is live from `F i` to `B i`;
///   it also pins its input x_i, which stays live until `B i` (a saved input, as in PyTorch).
/// - a boundary x_b is live while it is x0, a checkpoint, current, or pinned by a_b; its bytes
///   count once and not at all while it lies inside a live a_{b-1}.
/// - the gradient at x_{i+1} is live from `B (i+1)` to the end of `B i`; `B i` then leaves the
///   gradient at x_i (same size as x_i). The seed gradient at x_n is the loss's scalar: 0 bytes.
/// - during `A i` or `F i`: the live bytes plus `working` of stage i (its output included);
///   during `B i`: the live bytes (current value cleared) plus the new gradient at x_i;
///   S, R and D allocate nothing; R and D free the value they replace or drop, if nothing else holds
///   it. An action's bytes are the larger of those before and after it.
///
/// So store-all on unit stages (n >= 2) peaks at n + 2 bytes: x0, n kept a_i, and two gradients.
class simulator {
 public:
  /// @param slots the most checkpoints held at once, x0 included; none when empty.
  /// @throws invalid_error when `slots` < 1.
  explicit simulator(const chain& c, std::optional<std::int64_t> slots = std::nullopt, bool record_timeline = false)
      : n_(c.size()), slots_(slots), record_(record_timeline) {
    if (slots_ && *slots_ < 1)
      detail::raise<invalid_error>("invalid slot limit {}: at least 1 slot is needed, as x0 takes one", *slots_);
    const auto un = static_cast<std::size_t>(n_);
    boundary_.resize(un + 1);
    working_.resize(un);
    forward_cost_.resize(un);
    backward_cost_.resize(un);
    for (std::int64_t b = 0; b <= n_; ++b) boundary_[static_cast<std::size_t>(b)] = c.boundary(b).count();
    for (std::size_t i = 0; i < un; ++i) {
      const stage& s = c.stages()[i];
      working_[i] = s.working.count();
      forward_cost_[i] = s.forward_cost;
      backward_cost_[i] = s.backward_cost;
    }
    checkpoint_.assign(un + 1, 0);
    kept_.assign(un, 0);
    checkpoint_[0] = 1;
    checkpoints_ = 1;
    next_backward_ = n_ - 1;
    current_ = 0;
    live_ = boundary_[0];
    summary_.peak = bytes{live_};
    summary_.max_checkpoints = 1;
  }

  /// Runs one action. @throws schedule_error naming the action and why it cannot run.
  void apply(action a) {
    const std::int64_t at = steps_;
    const std::int64_t i = a.index;
    std::int64_t during = live_;
    switch (a.kind) {
      case action_kind::advance:
      case action_kind::forward: {
        check_stage(at, a);
        const auto ui = static_cast<std::size_t>(i);
        if (i > next_backward_)
          detail::raise_schedule(at, a, "stage {} already ran its backward; nothing can use its output any more", i);
        if (kept_[ui]) detail::raise_schedule(at, a, "stage {} already holds the activations of an earlier F{}", i, i);
        if (current_ != i) {
          const std::string_view verb = a.kind == action_kind::advance ? "advance" : "forward";
          if (current_ < 0)
            detail::raise_schedule(at, a,
                                   "{} of stage {} needs x{} as the current value, but there is none after a "
                                   "backward; restore a checkpoint first",
                                   verb, i, i);
          detail::raise_schedule(at, a, "{} of stage {} needs x{} as the current value, but the current value is x{}",
                                 verb, i, i, current_);
        }
        during = add(live_, working_[ui]);
        const std::int64_t before = contribution(i) + contribution(i + 1);
        if (a.kind == action_kind::forward) {
          kept_[ui] = 1;
          live_ = add(live_, working_[ui]);
        }
        current_ = i + 1;
        live_ = add(live_, contribution(i) + contribution(i + 1) - before);
        ++summary_.forwards;
        summary_.compute = checked_add(summary_.compute, forward_cost_[ui], "a schedule's compute");
        break;
      }
      case action_kind::save: {
        check_boundary(at, a);
        const auto ub = static_cast<std::size_t>(i);
        if (checkpoint_[ub]) detail::raise_schedule(at, a, "x{} is already a checkpoint", i);
        if (current_ != i) {
          if (current_ < 0)
            detail::raise_schedule(at, a, "cannot save x{}: it is not the current value (no value is current)", i);
          detail::raise_schedule(at, a, "cannot save x{}: it is not the current value (the current value is x{})", i,
                                 current_);
        }
        if (slots_ && checkpoints_ + 1 > *slots_)
          detail::raise_schedule(at, a,
                                 "checkpoint slot overflow: all {} slots are taken by {} (x0, the input, takes one); "
                                 "discard a checkpoint first",
                                 *slots_, checkpoint_list());
        const std::int64_t before = contribution(i);
        checkpoint_[ub] = 1;
        ++checkpoints_;
        summary_.max_checkpoints = std::max(summary_.max_checkpoints, checkpoints_);
        live_ = add(live_, contribution(i) - before);
        break;
      }
      case action_kind::restore: {
        check_boundary(at, a);
        if (!checkpoint_[static_cast<std::size_t>(i)])
          detail::raise_schedule(at, a, "cannot restore x{}: it is not a checkpoint (checkpoints: {})", i,
                                 checkpoint_list());
        if (current_ != i) {
          const std::int64_t old = current_;
          const std::int64_t before = contribution(old) + contribution(i);
          current_ = i;
          live_ = add(live_, contribution(old) + contribution(i) - before);
        }
        break;
      }
      case action_kind::discard: {
        check_boundary(at, a);
        if (i == 0) detail::raise_schedule(at, a, "cannot discard x0: the chain input is always held");
        const auto ub = static_cast<std::size_t>(i);
        if (!checkpoint_[ub])
          detail::raise_schedule(at, a, "cannot discard x{}: it is not a checkpoint (checkpoints: {})", i,
                                 checkpoint_list());
        const std::int64_t before = contribution(i);
        checkpoint_[ub] = 0;
        --checkpoints_;
        live_ = add(live_, contribution(i) - before);
        break;
      }
      case action_kind::backward: {
        check_stage(at, a);
        const auto ui = static_cast<std::size_t>(i);
        if (next_backward_ < 0) detail::raise_schedule(at, a, "every backward already ran");
        if (i != next_backward_)
          detail::raise_schedule(at, a, "backward of stage {} is out of order: the next backward must be B{}", i,
                                 next_backward_);
        if (!kept_[ui])
          detail::raise_schedule(at, a,
                                 "backward of stage {} needs the activations kept by F{}, but stage {} does not hold "
                                 "them; run F{} first",
                                 i, i, i, i);
        // A backward clears the current value.
        if (current_ >= 0) {
          const std::int64_t old = current_;
          const std::int64_t before = contribution(old);
          current_ = -1;
          live_ = add(live_, contribution(old) - before);
        }
        during = add(live_, gradient(i));
        const std::int64_t before = contribution(i) + contribution(i + 1);
        kept_[ui] = 0;
        live_ = add(live_, -working_[ui]);
        live_ = add(live_, contribution(i) + contribution(i + 1) - before);
        live_ = add(live_, gradient(i) - gradient(i + 1));
        --next_backward_;
        summary_.compute = checked_add(summary_.compute, backward_cost_[ui], "a schedule's compute");
        break;
      }
    }
    during = std::max(during, live_);
    last_during_ = during;
    if (during > summary_.peak.count()) summary_.peak = bytes{during};
    if (record_) summary_.timeline.push_back(bytes{during});
    ++steps_;
  }

  /// Runs every action of `s` in order.
  void apply(const chain_schedule& s) {
    for (const action& a : s) apply(a);
  }

  /// Checks that the schedule is complete (B0 ran) and returns the summary.
  /// @throws schedule_error, its index the number of actions run, when a backward is missing.
  [[nodiscard]] schedule_summary finish() const {
    if (next_backward_ >= 0)
      throw schedule_error(fmt::format("invalid schedule: it ends after {} actions before the backward of stage {} "
                                       "(B{})",
                                       steps_, next_backward_, next_backward_),
                           steps_);
    schedule_summary s = summary_;
    s.extra_forwards = s.forwards - n_;
    return s;
  }

  /// Bytes live now, between actions.
  [[nodiscard]] bytes live() const noexcept { return bytes{live_}; }
  /// Bytes live during the last action run.
  [[nodiscard]] bytes last_during() const noexcept { return bytes{last_during_}; }
  /// Most bytes live so far.
  [[nodiscard]] bytes peak() const noexcept { return summary_.peak; }
  /// Actions run so far.
  [[nodiscard]] std::int64_t steps() const noexcept { return steps_; }
  /// Forward executions so far.
  [[nodiscard]] std::int64_t forwards() const noexcept { return summary_.forwards; }
  /// The current boundary, none after a backward.
  [[nodiscard]] std::optional<std::int64_t> current() const noexcept {
    return current_ < 0 ? std::nullopt : std::optional<std::int64_t>(current_);
  }
  /// True when x_b is a checkpoint (x0 always is).
  [[nodiscard]] bool is_checkpoint(std::int64_t b) const noexcept {
    return b >= 0 && b <= n_ && checkpoint_[static_cast<std::size_t>(b)] != 0;
  }
  /// True when stage i holds its kept activations a_i.
  [[nodiscard]] bool is_kept(std::int64_t i) const noexcept {
    return i >= 0 && i < n_ && kept_[static_cast<std::size_t>(i)] != 0;
  }
  /// Checkpoints held now, x0 included.
  [[nodiscard]] std::int64_t checkpoints() const noexcept { return checkpoints_; }
  /// The stage whose backward runs next; -1 once B0 ran.
  [[nodiscard]] std::int64_t next_backward() const noexcept { return next_backward_; }
  /// Number of stages of the chain.
  [[nodiscard]] std::int64_t size() const noexcept { return n_; }

 private:
  void check_stage(std::int64_t at, action a) const {
    if (a.index < 0 || a.index >= n_)
      detail::raise_schedule(at, a, "stage {} does not exist; the chain has {} stages (0..{})", std::int64_t{a.index},
                             n_, n_ - 1);
  }
  void check_boundary(std::int64_t at, action a) const {
    if (a.index < 0 || a.index > n_)
      detail::raise_schedule(at, a, "boundary x{} does not exist; the chain has boundaries x0..x{}",
                             std::int64_t{a.index}, n_);
  }
  // Bytes of x_b counted on its own: live and not inside the kept activations of stage b - 1.
  [[nodiscard]] std::int64_t contribution(std::int64_t b) const noexcept {
    if (b < 0 || b > n_) return 0;
    const auto ub = static_cast<std::size_t>(b);
    const bool live = b == 0 || checkpoint_[ub] || current_ == b || (b < n_ && kept_[ub]);
    const bool inside = b >= 1 && kept_[ub - 1];
    return live && !inside ? boundary_[ub] : 0;
  }
  [[nodiscard]] std::int64_t gradient(std::int64_t b) const noexcept {
    return b == n_ ? 0 : boundary_[static_cast<std::size_t>(b)];
  }
  [[nodiscard]] static std::int64_t add(std::int64_t a, std::int64_t b) {
    return checked_add(a, b, "a schedule's live bytes");
  }
  [[nodiscard]] std::string checkpoint_list() const {
    std::string out;
    for (std::int64_t b = 0; b <= n_; ++b)
      if (checkpoint_[static_cast<std::size_t>(b)]) out += fmt::format("{}x{}", out.empty() ? "" : ", ", b);
    return out;
  }

  std::int64_t n_;
  std::optional<std::int64_t> slots_;
  bool record_;
  std::vector<std::int64_t> boundary_, working_, forward_cost_, backward_cost_;
  std::vector<std::uint8_t> checkpoint_, kept_;
  std::int64_t checkpoints_ = 0;
  std::int64_t next_backward_ = 0;
  std::int64_t current_ = 0;
  std::int64_t live_ = 0;
  std::int64_t last_during_ = 0;
  std::int64_t steps_ = 0;
  schedule_summary summary_;
};

/// Options of `simulate`: a checkpoint slot limit (x0 included) and whether to record the timeline.
struct simulate_options {
  std::optional<std::int64_t> slots = std::nullopt;
  bool timeline = false;
};

/// Replays `s` on `c` and returns peak bytes, forward counts and compute.
/// @post `extra_forwards == forwards - c.size()`; `peak` >= the bytes live during every action.
/// @throws schedule_error naming the first action that cannot run, or the end of an incomplete
///         schedule; invalid_error on a slot limit < 1.
/// Example: `simulate(chain::unit(2), parse_schedule("A0 F1 B1 R0 F0 B0")).extra_forwards == 1`.
[[nodiscard]] inline schedule_summary simulate(const chain& c, const chain_schedule& s,
                                               const simulate_options& options = {}) {
  simulator sim(c, options.slots, options.timeline);
  sim.apply(s);
  return sim.finish();
}

}  // namespace shardmem

/// Prints a summary: `peak 7 B, 21 forwards (5 extra), compute 53, 4 checkpoints`.
template <>
struct fmt::formatter<shardmem::schedule_summary> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::schedule_summary& s, FormatContext& ctx) const -> decltype(ctx.out()) {
    const std::string text = fmt::format("peak {}, {} forwards ({} extra), compute {}, {} checkpoints", s.peak,
                                         s.forwards, s.extra_forwards, s.compute, s.max_checkpoints);
    return fmt::formatter<fmt::string_view>::format(text, ctx);
  }
};
