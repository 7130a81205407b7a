// A compiled or lowered program as a viewer's page (view/page.hpp), from `shardmem hlo`'s summary
// made with every buffer (analyze_hlo(..., all_buffers = true)): the peak and what runs there,
// memory_analysis's fields, the groups at the peak (op_name, source line, opcode), and one panel
// of the buffers over the flattened schedule. And two programs side by side (`shardmem hlo diff`).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/memory/buffer_ranges.hpp>
#include <shardmem/view/page.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/hlo_whatif.hpp>

namespace shardmem {

namespace detail {

[[nodiscard]] inline view_table hlo_group_table(std::string title, const std::vector<hlo_memory_group>& groups,
                                                std::size_t top) {
  view_table t{.title = std::move(title), .head = {"key", "bytes at the peak", "buffers"}};
  for (std::size_t k = 0; k < groups.size() && k < top; ++k)
    t.rows.push_back({groups[k].key, fmt::format("{}", bytes{groups[k].bytes}), fmt::format("{}", groups[k].buffers)});
  return t;
}

}  // namespace detail

/// The panel of summary `s`'s buffers: entry parameters as role::parameter (argument), buffers
/// held to the program's end as role::output, the rest temporaries; the instruction at each time.
/// @throws invalid_error when `s` was made without its buffers (analyze_hlo's `all_buffers`).
[[nodiscard]] inline view_panel hlo_view_panel(const hlo_memory_summary& s, const view_options& o = {}) {
  if (s.steps.empty() && !s.buffers.empty())
    detail::raise<invalid_error>("hlo_view: the summary of module '{}' has buffers but no schedule; make it with "
                                 "analyze_hlo(module, depth, backend, true)",
                                 s.module);
  if (s.steps.empty() && s.timeline.size() > 1)
    detail::raise<invalid_error>("hlo_view: the summary of module '{}' was made without its buffers; make it with "
                                 "analyze_hlo(module, depth, backend, true)",
                                 s.module);
  buffer_ranges r;
  r.steps = static_cast<std::int64_t>(s.steps.size()) + 1;  // the times of the schedule and its end
  r.buffers.reserve(s.buffers.size());
  for (std::size_t k = 0; k < s.buffers.size(); ++k) {
    const hlo_peak_buffer& b = s.buffers[k];
    r.buffers.push_back({.size = bytes{b.bytes},
                         .first = static_cast<std::uint32_t>(b.start),
                         .last = static_cast<std::uint32_t>(b.end),
                         .id = static_cast<std::uint32_t>(k),
                         .role = b.parameter ? role::parameter
                                 : b.output  ? role::output
                                             : role::temporary});
  }
  view_panel p = view_panel_of(
      r,
      [&s](const buffer_range& br, std::size_t) {
        const hlo_peak_buffer& b = s.buffers[br.id];
        std::string index;
        for (const std::int64_t e : b.index) index += fmt::format("{}{}", index.empty() ? "" : ",", e);
        return view_buffer{.name = index.empty() ? b.instruction : fmt::format("{} {{{}}}", b.instruction, index),
                           .type = b.shape,
                           .sharding = b.sharding,
                           .op = b.computation.empty() ? b.opcode : fmt::format("{} in {}", b.opcode, b.computation),
                           .op_name = b.op_name,
                           .source = b.source,
                           .allocation = b.parameter ? "argument"
                                         : b.output  ? "output"
                                                     : "temporary"};
      },
      o);
  p.ops = s.steps;
  p.ops.emplace_back("(end)");
  return p;
}

/// Summary `s` (made with analyze_hlo's `all_buffers`) as a page.
/// @throws as hlo_view_panel.
[[nodiscard]] inline view_page hlo_view(const hlo_memory_summary& s, std::size_t top = 20) {
  view_page page;
  page.title = fmt::format("HLO module {}", s.module);
  page.verdict = fmt::format("{}: peak {} per device at {} ({})", s.module, bytes{s.peak}, s.peak_instruction,
                             s.peak_computation);
  page.lines.push_back(fmt::format("{} computations, {} instructions; schedule {}; sizes {}; {}'s buffer assignment "
                                   "rules",
                                   s.computations, s.instructions, s.schedule, s.sizes,
                                   hlo_backend_name(s.backend.backend)));
  if (s.categories) {
    const memory_analysis& d = s.categories->device;
    page.lines.push_back(fmt::format("memory_analysis: argument {}, output {}, alias {}, temp {}; total {}", d.argument,
                                     d.output, d.alias, d.temp, d.total()));
    view_table t{.title = "memory_analysis (per device)", .head = {"field", "bytes", ""}};
    auto row = [&t](std::string field, bytes b) {
      t.rows.push_back({std::move(field), fmt::format("{}", b.count()), fmt::format("{}", b)});
    };
    row("argument_size_in_bytes", d.argument);
    row("output_size_in_bytes", d.output);
    row("alias_size_in_bytes", d.alias);
    row("temp_size_in_bytes", d.temp);
    const memory_analysis& h = s.categories->host;
    if (h.total() != bytes{0}) {
      row("host_argument_size_in_bytes", h.argument);
      row("host_output_size_in_bytes", h.output);
      row("host_alias_size_in_bytes", h.alias);
      row("host_temp_size_in_bytes", h.temp);
    }
    page.tables.push_back(std::move(t));
  }
  page.tables.push_back(detail::hlo_group_table("At the peak, by op_name", s.by_op_name, top));
  page.tables.push_back(detail::hlo_group_table("At the peak, by source line", s.by_source, top));
  page.tables.push_back(detail::hlo_group_table("At the peak, by opcode", s.by_opcode, top));
  page.warnings = s.notes;
  page.warnings_title = "Notes";
  page.panels.push_back(hlo_view_panel(s));
  return page;
}

/// Two programs side by side (`shardmem hlo diff A B`): both panels, and the changes by category,
/// op_name and opcode as tables.
/// @throws as hlo_view_panel.
[[nodiscard]] inline view_page hlo_diff_view(const hlo_memory_summary& before, const hlo_memory_summary& after,
                                             std::size_t top = 20) {
  const hlo_summary_diff d = hlo_diff(before, after);
  view_page page;
  page.side_by_side = true;
  page.title = fmt::format("HLO modules {} and {}", before.module, after.module);
  page.verdict = fmt::format("peak {} -> {} per device ({}{})", bytes{before.peak}, bytes{after.peak},
                             after.peak >= before.peak ? "+" : "-",
                             bytes{after.peak >= before.peak ? after.peak - before.peak : before.peak - after.peak});
  auto changes = [top](std::string title, const std::vector<hlo_change>& list) {
    view_table t{.title = std::move(title), .head = {"what", "A", "B", "B - A"}};
    for (std::size_t k = 0; k < list.size() && k < top; ++k) {
      const hlo_change& c = list[k];
      t.rows.push_back({c.what, fmt::format("{}", bytes{c.before}), fmt::format("{}", bytes{c.after}),
                        c.after >= c.before ? fmt::format("+{}", bytes{c.after - c.before})
                                            : fmt::format("-{}", bytes{c.before - c.after})});
    }
    return t;
  };
  page.tables.push_back(changes("memory_analysis", d.categories));
  page.tables.push_back(changes("At the peak, by op_name", d.by_op_name));
  page.tables.push_back(changes("At the peak, by opcode", d.by_opcode));
  view_panel a = hlo_view_panel(before), b = hlo_view_panel(after);
  a.name = "A: " + before.module;
  b.name = "B: " + after.module;
  page.panels.push_back(std::move(a));
  page.panels.push_back(std::move(b));
  return page;
}

}  // namespace shardmem
