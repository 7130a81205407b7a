// shardmem::chain: the sequential model a checkpoint schedule runs on. Stage i maps boundary
// x_i to x_{i+1}; each stage has an output size, a working-set size and forward/backward costs.
// Printed `chain x16 {out 1 B, work 1 B, fwd 1, bwd 2}, input 1 B`.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>

namespace shardmem {

/// One stage of a chain: stage i reads boundary x_i and produces x_{i+1}.
///
/// Memory model (the full model is documented in schedule/simulate.hpp):
/// - `output` is the size of x_{i+1}, the boundary activation a checkpoint stores;
/// - `working` is what the stage holds while it runs, its output included. A forward that keeps
///   its activations (`F i`) holds `working` until the stage's backward consumes it, as Rotor's
///   "x-bar" does (Beaumont et al. 2019, arXiv 1911.13214, sec. 3): so `working >= output`.
/// - costs are in any unit the user picks (FLOPs, microseconds); the simulator only adds them.
/// Example: `stage{.output = 1_B, .working = 1_B}` is a unit stage (forward 1, backward 2).
struct stage {
  bytes output{1};
  bytes working{1};
  std::int64_t forward_cost = 1;
  /// Backward costs twice the forward by default: the usual 2x FLOPs of a dense layer's backward
  /// (gradients of inputs and of weights), as in Korthikanti et al. 2022.
  std::int64_t backward_cost = 2;

  friend bool operator==(const stage&, const stage&) = default;
};

/// A chain of n >= 1 stages plus the size of its input x_0.
/// Invariants, checked on construction: n >= 1, every size >= 0, `working >= output`, costs >= 0,
/// and the totals of costs and bytes fit in int64.
/// Example: `chain::unit(16)` is 16 stages whose boundaries and working sets are 1 byte each,
/// with forward cost 1 and backward cost 2.
class chain {
 public:
  /// @throws invalid_error on an empty chain, a negative size or cost, or `working < output`;
  ///         overflow_error when the total cost or total bytes exceed int64.
  chain(bytes input, std::vector<stage> stages) : input_(input), stages_(std::move(stages)) { validate(); }

  /// n copies of `s`, with input x_0 of size `input`.
  /// @throws as the constructor; invalid_error when n < 1.
  /// Example: `chain::uniform(4, stage{.output = 2_MiB, .working = 8_MiB}, 2_MiB)`.
  [[nodiscard]] static chain uniform(std::int64_t n, const stage& s, bytes input) {
    if (n < 1) detail::raise<invalid_error>("invalid chain: {} stages; a chain needs at least one stage", n);
    return chain(input, std::vector<stage>(static_cast<std::size_t>(n), s));
  }
  /// n copies of `s`; the input x_0 has the size of a stage output.
  [[nodiscard]] static chain uniform(std::int64_t n, const stage& s) { return uniform(n, s, s.output); }
  /// Unit stages: every boundary and working set 1 byte, forward cost 1, backward cost 2.
  [[nodiscard]] static chain unit(std::int64_t n) { return uniform(n, stage{}); }

  /// Number of stages n.
  [[nodiscard]] std::int64_t size() const noexcept { return static_cast<std::int64_t>(stages_.size()); }
  /// Size of the input x_0.
  [[nodiscard]] bytes input() const noexcept { return input_; }
  [[nodiscard]] std::span<const stage> stages() const noexcept { return stages_; }
  /// Stage i. @throws out_of_range_error when i is not in [0, n).
  [[nodiscard]] const stage& operator[](std::int64_t i) const {
    if (i < 0 || i >= size())
      detail::raise<out_of_range_error>("stage {} does not exist; the chain has {} stages (0..{})", i, size(),
                                        size() - 1);
    return stages_[static_cast<std::size_t>(i)];
  }
  /// Size of boundary x_b: the input for b = 0, else the output of stage b - 1.
  /// @throws out_of_range_error when b is not in [0, n].
  [[nodiscard]] bytes boundary(std::int64_t b) const {
    if (b < 0 || b > size())
      detail::raise<out_of_range_error>("boundary x{} does not exist; the chain has boundaries x0..x{}", b, size());
    return b == 0 ? input_ : stages_[static_cast<std::size_t>(b - 1)].output;
  }
  /// Size of the gradient flowing into boundary x_b during the backward sweep: that of x_b, except
  /// for b = n, where the chain ends at the loss and the seed gradient is a scalar counted as 0.
  [[nodiscard]] bytes gradient(std::int64_t b) const { return b == size() ? bytes{0} : boundary(b); }
  /// True when every stage equals the first.
  [[nodiscard]] bool is_uniform() const noexcept {
    for (const stage& s : stages_)
      if (!(s == stages_.front())) return false;
    return true;
  }
  /// Sum of forward costs: one forward of every stage.
  [[nodiscard]] std::int64_t forward_cost() const noexcept { return forward_total_; }
  /// Sum of backward costs.
  [[nodiscard]] std::int64_t backward_cost() const noexcept { return backward_total_; }

  friend bool operator==(const chain&, const chain&) = default;

 private:
  void validate() {
    if (stages_.empty()) detail::raise<invalid_error>("invalid chain: 0 stages; a chain needs at least one stage");
    if (input_ < bytes{0}) detail::raise<invalid_error>("invalid chain: input x0 has negative size {:e}", input_);
    std::int64_t total_bytes = input_.count();
    for (std::size_t i = 0; i < stages_.size(); ++i) {
      const stage& s = stages_[i];
      if (s.output < bytes{0} || s.working < bytes{0})
        detail::raise<invalid_error>("invalid chain: stage {} has a negative size (output {:e}, working {:e})", i,
                                     s.output, s.working);
      if (s.working < s.output)
        detail::raise<invalid_error>(
            "invalid chain: stage {} has working set {:e} smaller than its output {:e}; the working set includes "
            "the output, so use working >= output",
            i, s.working, s.output);
      if (s.forward_cost < 0 || s.backward_cost < 0)
        detail::raise<invalid_error>("invalid chain: stage {} has a negative cost (forward {}, backward {})", i,
                                     s.forward_cost, s.backward_cost);
      forward_total_ = checked_add(forward_total_, s.forward_cost, "the chain's total forward cost");
      backward_total_ = checked_add(backward_total_, s.backward_cost, "the chain's total backward cost");
      total_bytes = checked_add(total_bytes, s.working.count(), "the chain's total bytes");
      total_bytes = checked_add(total_bytes, s.output.count(), "the chain's total bytes");
    }
    (void)checked_add(forward_total_, backward_total_, "the chain's total cost");
  }

  bytes input_;
  std::vector<stage> stages_;
  std::int64_t forward_total_ = 0;
  std::int64_t backward_total_ = 0;
};

}  // namespace shardmem

/// Prints a stage as `{out 1 B, work 4 B, fwd 1, bwd 2}`.
template <>
struct fmt::formatter<shardmem::stage> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::stage& s, FormatContext& ctx) const -> decltype(ctx.out()) {
    const std::string text = fmt::format("{{out {}, work {}, fwd {}, bwd {}}}", s.output, s.working, s.forward_cost,
                                         s.backward_cost);
    return fmt::formatter<fmt::string_view>::format(text, ctx);
  }
};

/// Prints a chain: `chain x16 {out 1 B, work 1 B, fwd 1, bwd 2}, input 1 B` when uniform, else
/// `chain of 3 stages, input 1 B: {out ...} {out ...} {out ...}`.
template <>
struct fmt::formatter<shardmem::chain> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::chain& c, FormatContext& ctx) const -> decltype(ctx.out()) {
    std::string text;
    if (c.is_uniform()) {
      text = fmt::format("chain x{} {}, input {}", c.size(), c.stages().front(), c.input());
    } else {
      text = fmt::format("chain of {} stages, input {}:", c.size(), c.input());
      for (const shardmem::stage& s : c.stages()) text += fmt::format(" {}", s);
    }
    return fmt::formatter<fmt::string_view>::format(text, ctx);
  }
};
