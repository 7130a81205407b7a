// Checkpoint-schedule actions and their compact notation: `A0-2 S3 F3 F4 B4 B3 D3 R0 F0-2 B2-0`.
// A schedule is the action list a runtime executes, one action at a time, in order.
#pragma once

#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>

namespace shardmem {

/// What one action does. Indices: stages i in [0, n) for A, F, B; boundaries b in [0, n] for S, R, D.
/// The memory each action holds is defined in schedule/simulate.hpp.
enum class action_kind : std::uint8_t {
  advance,   ///< `A i`: forward of stage i that drops its activations (revolve's "advance")
  forward,   ///< `F i`: forward of stage i that keeps its activations for backward i
  save,      ///< `S b`: keep the current value x_b as a checkpoint (no copy)
  restore,   ///< `R b`: make checkpoint x_b the current value
  discard,   ///< `D b`: drop checkpoint x_b
  backward,  ///< `B i`: backward of stage i, consuming its kept activations
};

/// The letter of an action kind in the notation: A, F, S, R, D or B.
[[nodiscard]] constexpr char letter(action_kind k) noexcept {
  constexpr char letters[] = {'A', 'F', 'S', 'R', 'D', 'B'};
  return letters[static_cast<std::size_t>(k)];
}

/// The English name of an action kind: `advance`, `forward`, `save`, `restore`, `discard`, `backward`.
[[nodiscard]] constexpr std::string_view name(action_kind k) noexcept {
  constexpr std::string_view names[] = {"advance", "forward", "save", "restore", "discard", "backward"};
  return names[static_cast<std::size_t>(k)];
}

/// One schedule step: a kind and a stage or boundary index. Printed `F3`.
/// Packed in 8 bytes (schedules of a million stages run to tens of millions of actions): the
/// index is a 56-bit field, so pass `a.index` to fmt as `std::int64_t{a.index}`.
/// Example: `action::forward(3)`, `action{action_kind::backward, 3}`.
struct action {
  action_kind kind : 8 = action_kind::forward;
  std::int64_t index : 56 = 0;

  /// The largest index an action holds: 2^55 - 1.
  static constexpr std::int64_t max_index = (std::int64_t{1} << 55) - 1;

  [[nodiscard]] static constexpr action advance(std::int64_t i) noexcept { return {action_kind::advance, i}; }
  [[nodiscard]] static constexpr action forward(std::int64_t i) noexcept { return {action_kind::forward, i}; }
  [[nodiscard]] static constexpr action save(std::int64_t b) noexcept { return {action_kind::save, b}; }
  [[nodiscard]] static constexpr action restore(std::int64_t b) noexcept { return {action_kind::restore, b}; }
  [[nodiscard]] static constexpr action discard(std::int64_t b) noexcept { return {action_kind::discard, b}; }
  [[nodiscard]] static constexpr action backward(std::int64_t i) noexcept { return {action_kind::backward, i}; }

  /// True for A and F, the actions that run a stage's forward.
  [[nodiscard]] constexpr bool is_forward() const noexcept {
    return kind == action_kind::advance || kind == action_kind::forward;
  }

  friend constexpr bool operator==(const action&, const action&) = default;
};
static_assert(sizeof(action) == 8, "shardmem::action should pack its kind and 56-bit index into 8 bytes");

/// A checkpoint schedule of a chain: the actions in execution order. (Not `schedule`: that name is
/// the graph layer's op order, shardmem/graph/dataflow_graph.hpp.)
///
/// Notation (the formatter's `{}`, `to_string`, `parse_schedule`): actions separated by spaces,
/// each a letter and an index (`A3 F4 S5 R2 D5 B4`); a run of three or more actions of one kind
/// on consecutive indices, rising or falling, is written `A0-3` (= `A0 A1 A2 A3`) or `B5-2`
/// (= `B5 B4 B3 B2`). `{:x}` prints one token per action.
/// Example: store-all on 3 stages is `F0-2 B2-0`.
struct chain_schedule {
  std::vector<action> actions;

  [[nodiscard]] std::size_t size() const noexcept { return actions.size(); }
  [[nodiscard]] bool empty() const noexcept { return actions.empty(); }
  [[nodiscard]] auto begin() const noexcept { return actions.begin(); }
  [[nodiscard]] auto end() const noexcept { return actions.end(); }
  [[nodiscard]] const action& operator[](std::size_t i) const noexcept { return actions[i]; }
  void push_back(action a) { actions.push_back(a); }

  friend bool operator==(const chain_schedule&, const chain_schedule&) = default;
};

/// The schedule in the notation; `compact` joins runs (`A0-3`), else one token per action.
[[nodiscard]] inline std::string to_string(const chain_schedule& s, bool compact = true) {
  std::string out;
  out.reserve(s.size() * 4);
  std::size_t i = 0;
  while (i < s.size()) {
    const action a = s[i];
    std::size_t run = 1;
    std::int64_t step = 0;
    if (compact && i + 1 < s.size() && s[i + 1].kind == a.kind &&
        (s[i + 1].index == a.index + 1 || s[i + 1].index == a.index - 1)) {
      step = s[i + 1].index - a.index;
      while (i + run < s.size() && s[i + run].kind == a.kind &&
             s[i + run].index == a.index + step * static_cast<std::int64_t>(run))
        ++run;
    }
    if (!out.empty()) out.push_back(' ');
    if (run >= 3) {
      fmt::format_to(std::back_inserter(out), "{}{}-{}", letter(a.kind), std::int64_t{a.index},
                     std::int64_t{a.index} + step * static_cast<std::int64_t>(run - 1));
      i += run;
    } else {
      fmt::format_to(std::back_inserter(out), "{}{}", letter(a.kind), std::int64_t{a.index});
      ++i;
    }
  }
  return out;
}

/// The most actions `parse_schedule` expands a text to by default: 2^27 (134,217,728 actions,
/// 1 GiB), past Revolve on a million stages; a run such as `F0-99999999999` is refused up front.
inline constexpr std::int64_t default_max_parsed_actions = std::int64_t{1} << 27;

/// Parses the notation (`A0-3 S4 F4 B4 R0 F0-3 B3-0`; expanded tokens too), expanding runs into at
/// most `max_actions` actions.
/// @throws parse_error naming the text, the position and the bad token, or the run that takes the
///         schedule past `max_actions`.
/// Example: `parse_schedule("F0-2 B2-0").size() == 6`.
[[nodiscard]] inline chain_schedule parse_schedule(std::string_view text,
                                                   std::int64_t max_actions = default_max_parsed_actions) {
  chain_schedule out;
  std::size_t i = 0;
  auto fail = [&](std::size_t at, std::string_view token) {
    detail::raise<parse_error>(
        "cannot parse schedule '{}' at position {}: bad action '{}'; expected a letter A, F, S, R, D or B and an "
        "index, as in 'F3', or a run such as 'B5-2'",
        text, at, token);
  };
  auto number = [&](std::size_t& p, std::size_t token_start, std::string_view token) {
    const detail::parsed_int n = detail::parse_int64(text, p, action::max_index);
    if (n.status == detail::int_parse::too_large)
      detail::raise<parse_error>("cannot parse schedule '{}' at position {}: index in '{}' exceeds the limit {}", text,
                                 token_start, token, action::max_index);
    if (!n.ok()) fail(token_start, token);
    return n.value;
  };
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != '\n') ++end;
    const std::string_view token = text.substr(start, end - start);
    action_kind kind{};
    switch (text[i]) {
      case 'A': kind = action_kind::advance; break;
      case 'F': kind = action_kind::forward; break;
      case 'S': kind = action_kind::save; break;
      case 'R': kind = action_kind::restore; break;
      case 'D': kind = action_kind::discard; break;
      case 'B': kind = action_kind::backward; break;
      default: fail(start, token);
    }
    ++i;
    const std::int64_t first = number(i, start, token);
    std::int64_t last = first;
    if (i < end && text[i] == '-') {
      ++i;
      last = number(i, start, token);
    }
    if (i != end) fail(start, token);
    // Both indices are at most max_index (2^55 - 1), so the run's length cannot overflow.
    const std::int64_t run = (last >= first ? last - first : first - last) + 1;
    if (run > max_actions - static_cast<std::int64_t>(out.size()))
      detail::raise<parse_error>(
          "cannot parse schedule '{}' at position {}: '{}' expands to {} actions, which takes the schedule past the "
          "limit of {} actions; write a shorter schedule or pass a larger max_actions",
          text, start, token, run, max_actions);
    const std::int64_t step = last >= first ? 1 : -1;
    for (std::int64_t v = first;; v += step) {
      out.push_back(action{kind, v});
      if (v == last) break;
    }
  }
  return out;
}

}  // namespace shardmem

/// Prints an action kind by name: `advance`.
template <>
struct fmt::formatter<shardmem::action_kind> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::action_kind k, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(k), ctx);
  }
};

/// Prints an action in the notation: `F3`, `R0`.
template <>
struct fmt::formatter<shardmem::action> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::action& a, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(fmt::format("{}{}", shardmem::letter(a.kind),
                                                                std::int64_t{a.index}),
                                                    ctx);
  }
};

/// Prints a schedule in the notation: `{}` compact (`A0-2 S3 ...`), `{:x}` one token per action.
template <>
struct fmt::formatter<shardmem::chain_schedule> {
  bool compact = true;
  constexpr auto parse(fmt::format_parse_context& ctx) -> decltype(ctx.begin()) {
    auto it = ctx.begin();
    if (it != ctx.end() && *it == 'x') {
      compact = false;
      ++it;
    }
    if (it != ctx.end() && *it != '}') throw fmt::format_error("schedule format: use {} or {:x}");
    return it;
  }
  template <class FormatContext>
  auto format(const shardmem::chain_schedule& s, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::format_to(ctx.out(), "{}", shardmem::to_string(s, compact));
  }
};
