// What a viewer shows of a plan or a program, as data: the verdict and the changes that make it
// fit, the tables, and per panel (one program; a pipeline stage; A or B of a comparison) the bytes
// live at every step by role, the phases and the ops, and every device buffer with its lifetime
// and a card's facts. The plan and an imported module both fill it from the one buffer model
// (memory/buffer_ranges.hpp), so the HTML page (view/html.hpp) and the Chrome trace
// (view/trace.hpp) draw both alike, and the plan's text, markdown and JSON read the fix list from
// the same place.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/memory/buffer_ranges.hpp>
#include <shardmem/memory/ids.hpp>

namespace shardmem {

/// One device buffer as a viewer's card shows it. `first` and `last` are the steps it holds bytes
/// (an output allocation's: the whole program, as XLA's buffer assignment keeps it).
struct view_buffer {
  std::string name{};        ///< the value's or instruction's name
  std::string type{};        ///< the global type, `bf16[8192,4096]`
  std::string local{};       ///< the per-device shape where it differs from the global one, else empty
  std::string sharding{};    ///< how it is split, as written (a PartitionSpec, HloSharding text), or empty
  std::string op{};          ///< the op or opcode that makes it
  std::string op_name{};     ///< JAX's name stack (metadata op_name), or empty
  std::string source{};      ///< `file:line`, or empty
  std::string allocation{};  ///< argument, donated argument, output, temporary, workspace or host
  bytes size{0};             ///< per device, padded as the device holds it
  bytes unpadded{0};         ///< per device without padding (an even split of the global bytes)
  shardmem::role role = role::temporary;
  std::int64_t first = 0, last = 0;  ///< steps it holds bytes, inclusive
  std::int64_t layer = -1;           ///< the layer of a stack it belongs to, or -1
};

/// A stretch of steps with a name (forward, backward, optimizer): [from, to).
struct view_phase {
  std::string name{};
  std::int64_t from = 0, to = 0;
};

/// A level drawn across a timeline (the usable memory, the placement peak), with its label.
struct view_level {
  std::string label{};
  bytes at{0};
  bool limit = false;  ///< a limit (drawn red), not a level reached
};

/// One timeline with its buffers: a program, a pipeline stage, or one side of a comparison.
struct view_panel {
  std::string name{};                                           ///< empty for a page of one panel
  std::int64_t steps = 1;                                       ///< steps of its schedule
  std::vector<std::array<std::int64_t, role_count>> by_role{};  ///< device bytes held at each step by role
  std::vector<std::string> ops{};                               ///< the op run at each step (may be empty)
  std::vector<view_phase> phases{};
  std::vector<view_level> levels{};
  std::int64_t peak_step = 0;  ///< first step reaching the peak
  bytes peak{0};               ///< most device bytes the buffers hold at one step
  std::int64_t selected = 0;   ///< the step a page opens at (the verdict's peak)
  bytes offset{0};  ///< bytes held beside the buffers throughout (overheads, the other stage's), drawn as a base
  std::string offset_label{};
  std::vector<view_buffer> buffers{};  ///< the largest buffers, at most view_options::max_buffers
  std::size_t unlisted = 0;            ///< buffers left out (all smaller than the listed)
  bytes unlisted_bytes{0};             ///< their bytes, each counted once

  /// Bytes held at step `s`: its roles' sum.
  [[nodiscard]] std::int64_t live(std::size_t s) const {
    std::int64_t t = 0;
    for (const std::int64_t b : by_role.at(s)) t += b;
    return t;
  }
};

/// One change the advisor planned, as every rendering of a plan lists it.
struct view_fix {
  std::string change{};   ///< the flags that change
  std::string command{};  ///< the whole command that plans it
  bool fits = false;
  bytes peak{0}, headroom{0};
  std::optional<double> step_seconds{};
  double recompute_flops_per_step = 0;  ///< every micro-step's recompute together
  bytes host_bytes{0};                  ///< host traffic per device per step
};

/// A titled table of text cells.
struct view_table {
  std::string title{};
  std::vector<std::string> head{};
  std::vector<std::vector<std::string>> rows{};
};

/// A whole page: what fits, why, and the panels.
struct view_page {
  std::string title{};
  std::optional<bool> fits{};        ///< the verdict, where there is one
  std::string verdict{};             ///< one line: the verdict with its numbers, or the program's peak
  std::vector<std::string> lines{};  ///< the configuration, how memory_analysis relates to the peak, ...
  bool advised = false;              ///< the advisor ran: `fixes` is its answer (maybe none)
  std::string fixes_title{};         ///< "what would make it fit", or "what would give it more room"
  std::vector<view_fix> fixes{};
  std::vector<view_table> tables{};
  std::vector<std::string> warnings{};
  std::string warnings_title = "Warnings";  ///< "Notes" for a program's findings
  std::vector<view_panel> panels{};
  bool side_by_side = false;  ///< panels drawn beside each other (a comparison), else as tabs
};

/// How much of a program a panel keeps.
struct view_options {
  std::size_t max_buffers = 20000;  ///< the largest buffers kept; the rest counted in `unlisted`
};

/// Describes buffer `index` of the ranges (names, types, op): view_panel_of fills size, role,
/// lifetime and allocation kind itself.
using view_describe = std::function<view_buffer(const buffer_range& b, std::size_t index)>;

namespace detail {

[[nodiscard]] inline std::string view_allocation(const buffer_range& b) {
  if (b.memory_kind != memory_kind::device) return "host";
  if (b.workspace) return "workspace";
  if (b.donated) return "donated argument";
  if (b.argument) return "argument";
  if (b.output) return "output";
  return "temporary";
}

}  // namespace detail

/// A panel of the device buffers of `r`: bytes held at each step by role (a temporary placed in
/// an output's allocation holds none of its own; an output allocation holds its bytes the whole
/// program), the peak, and the buffers, largest first, described by `describe`.
/// @throws invalid_error when a buffer's steps lie past `r.steps`.
/// Example: one argument of 1000 B over 3 steps gives by_role[s][parameter] == 1000 at each step.
[[nodiscard]] inline view_panel view_panel_of(const buffer_ranges& r, const view_describe& describe,
                                              const view_options& o = {}) {
  if (r.steps < 1) detail::raise<invalid_error>("view_panel_of: a schedule of {} steps; it has at least one", r.steps);
  view_panel p;
  p.steps = r.steps;
  const auto n = static_cast<std::size_t>(r.steps);
  std::vector<std::array<std::int64_t, role_count>> delta(n + 1, std::array<std::int64_t, role_count>{});
  std::vector<std::size_t> kept;
  for (std::size_t i = 0; i < r.buffers.size(); ++i) {
    const buffer_range& b = r.buffers[i];
    if (b.in_output || b.memory_kind != memory_kind::device) continue;
    const auto [f, l] = detail::held_steps(b, r.steps - 1);
    if (f < 0 || l >= r.steps || f > l)
      detail::raise<invalid_error>("view_panel_of: buffer {} holds steps {} to {} of a schedule of {} steps", i, f, l,
                                   r.steps);
    const auto k = static_cast<std::size_t>(b.role);
    delta[static_cast<std::size_t>(f)][k] = checked_add(delta[static_cast<std::size_t>(f)][k], b.size.count(), "bytes");
    delta[static_cast<std::size_t>(l) + 1][k] = checked_add(delta[static_cast<std::size_t>(l) + 1][k], -b.size.count(),
                                                            "bytes");
    kept.push_back(i);
  }
  p.by_role.resize(n);
  std::array<std::int64_t, role_count> run{};
  std::int64_t best = -1;
  for (std::size_t s = 0; s < n; ++s) {
    std::int64_t total = 0;
    for (std::size_t k = 0; k < role_count; ++k) {
      run[k] = checked_add(run[k], delta[s][k], "bytes held");
      total = checked_add(total, run[k], "bytes held");
    }
    p.by_role[s] = run;
    if (total > best) best = total, p.peak_step = static_cast<std::int64_t>(s);
  }
  p.peak = bytes{best};
  p.selected = p.peak_step;
  // The largest buffers first; ties in the ranges' order.
  std::stable_sort(kept.begin(), kept.end(),
                   [&](std::size_t a, std::size_t b) { return r.buffers[a].size > r.buffers[b].size; });
  for (std::size_t j = 0; j < kept.size(); ++j) {
    const buffer_range& b = r.buffers[kept[j]];
    if (j >= o.max_buffers) {
      ++p.unlisted;
      p.unlisted_bytes += b.size;
      continue;
    }
    view_buffer v = describe ? describe(b, kept[j]) : view_buffer{};
    const auto [f, l] = detail::held_steps(b, r.steps - 1);
    v.size = b.size;
    if (v.unpadded == bytes{0} || v.unpadded > b.size) v.unpadded = b.size;
    v.role = b.role;
    v.first = f;
    v.last = l;
    if (v.allocation.empty()) v.allocation = detail::view_allocation(b);
    p.buffers.push_back(std::move(v));
  }
  return p;
}

}  // namespace shardmem
