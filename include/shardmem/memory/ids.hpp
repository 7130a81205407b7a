// The vocabulary of buffers and their values, below both front ends (light to include): value and
// op ids, and the role a value plays (memory breakdowns group by it).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>

namespace shardmem {

/// Identifies a value of one program (a dataflow_graph's insertion index).
enum class value_id : std::uint32_t {};
/// Identifies an op of one program (a dataflow_graph's insertion index).
enum class op_id : std::uint32_t {};

[[nodiscard]] constexpr std::uint32_t index(value_id v) noexcept { return static_cast<std::uint32_t>(v); }
[[nodiscard]] constexpr std::uint32_t index(op_id o) noexcept { return static_cast<std::uint32_t>(o); }

/// What a value is for; memory breakdowns group by it.
enum class role : std::uint8_t {
  parameter,            ///< model weights (a program argument)
  input,                ///< batch data and other arguments
  optimizer_state,      ///< Adam moments, master weights (a program argument)
  activation,           ///< forward intermediates
  parameter_gradient,   ///< gradients of parameters (what the optimizer reads)
  activation_gradient,  ///< gradients of activations and inputs (dlogits, the backward's intermediates)
  temporary,            ///< scratch values of one op or a short chain (partial sums, staging buffers)
  collective,           ///< values collectives and resharding make (all-gathered weights)
  output,               ///< results that are neither params nor state
};
inline constexpr std::size_t role_count = 9;

[[nodiscard]] constexpr std::string_view name(role r) noexcept {
  constexpr std::string_view names[] = {
      "parameter",           "input",     "optimizer_state", "activation", "parameter_gradient",
      "activation_gradient", "temporary", "collective",      "output"};
  return names[static_cast<std::size_t>(r)];
}
/// Parses a role from its name (`parameter`, `optimizer_state`, ...), in any case.
/// @throws parse_error naming the one likely meant.
[[nodiscard]] inline role parse_role(std::string_view text) {
  std::array<std::string_view, role_count> names;
  for (std::size_t i = 0; i < role_count; ++i) {
    names[i] = name(static_cast<role>(i));
    if (same_name(names[i], text)) return static_cast<role>(i);
  }
  if (same_name(text, "gradient"))
    detail::raise<parse_error>("role 'gradient' is two roles: parameter_gradient (a parameter's, what the optimizer "
                               "reads) or activation_gradient (an activation's or input's); name which");
  detail::raise<parse_error>(
      "unknown role '{}'{}; expected parameter, input, optimizer_state, activation, parameter_gradient, "
      "activation_gradient, temporary, collective or output",
      text, did_you_mean(text, names));
}
/// Roles whose values may exist before the program runs (arguments when nothing produces them).
[[nodiscard]] constexpr bool may_be_argument(role r) noexcept {
  return r == role::parameter || r == role::input || r == role::optimizer_state;
}

}  // namespace shardmem

template <>
struct fmt::formatter<shardmem::role> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::role r, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(r), ctx);
  }
};
