// Two modules side by side, and what-ifs on one module: a before/after table of memory_analysis's
// fields and the liveness peak, with the op_name groups at the peak that account for the change
// (hlo_diff); and the module edits whose effect it shows (../HLO.md sect. 11): donate an entry
// parameter (an input_output_alias entry), move a value to host memory (memory space 5).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_report.hpp>

namespace shardmem {

/// One figure before and after.
struct hlo_change {
  std::string what;  ///< a memory_analysis field (JAX's name), `peak_bytes`, or a group's key
  std::int64_t before = 0, after = 0;
  [[nodiscard]] std::int64_t delta() const { return checked_sub(after, before, "a change of bytes"); }
};

/// What changed between two summaries (hlo_diff).
struct hlo_summary_diff {
  std::string before_module, after_module;
  hlo_backend_choice before_backend{}, after_backend{};  ///< whose rules each side's categories follow
  std::vector<hlo_change> categories;  ///< the memory_analysis fields, when both summaries have them
  hlo_change peak{"peak_bytes"};
  /// Bytes at the peak by op_name path (and by opcode), each key of either side, largest change
  /// first; keys that hold the same bytes on both sides are left out.
  std::vector<hlo_change> by_op_name, by_opcode;
};

namespace detail {

[[nodiscard]] inline std::vector<hlo_change> group_changes(const std::vector<hlo_memory_group>& before,
                                                           const std::vector<hlo_memory_group>& after) {
  std::map<std::string, hlo_change> all;
  for (const hlo_memory_group& g : before) all[g.key] = {g.key, g.bytes, 0};
  for (const hlo_memory_group& g : after) {
    hlo_change& c = all[g.key];
    c.what = g.key;
    c.after = g.bytes;
  }
  std::vector<hlo_change> out;
  for (const auto& [key, c] : all)
    if (c.before != c.after) out.push_back(c);
  std::stable_sort(out.begin(), out.end(), [](const hlo_change& a, const hlo_change& b) {
    const auto mag = [](const hlo_change& c) {
      const std::int64_t d = c.delta();
      return d < 0 ? -static_cast<double>(d) : static_cast<double>(d);
    };
    return mag(a) > mag(b);
  });
  return out;
}

}  // namespace detail

/// The change from `before` to `after` (two modules' summaries, or one module before and after a
/// what-if): memory_analysis's fields, the liveness peak, and the op_name and opcode groups at the
/// peak whose bytes changed, largest change first.
/// Example: after donating a parameter the output allocation's bytes go into alias: the
///          `alias_size_in_bytes` change is its size.
[[nodiscard]] inline hlo_summary_diff hlo_diff(const hlo_memory_summary& before, const hlo_memory_summary& after) {
  hlo_summary_diff d;
  d.before_module = before.module;
  d.after_module = after.module;
  d.before_backend = before.backend;
  d.after_backend = after.backend;
  if (before.categories && after.categories) {
    const memory_analysis &a = before.categories->device, &b = after.categories->device;
    const memory_analysis &ha = before.categories->host, &hb = after.categories->host;
    d.categories = {{"argument_size_in_bytes", a.argument.count(), b.argument.count()},
                    {"output_size_in_bytes", a.output.count(), b.output.count()},
                    {"alias_size_in_bytes", a.alias.count(), b.alias.count()},
                    {"temp_size_in_bytes", a.temp.count(), b.temp.count()},
                    {"host_argument_size_in_bytes", ha.argument.count(), hb.argument.count()},
                    {"host_output_size_in_bytes", ha.output.count(), hb.output.count()},
                    {"host_alias_size_in_bytes", ha.alias.count(), hb.alias.count()},
                    {"host_temp_size_in_bytes", ha.temp.count(), hb.temp.count()},
                    {"reserved_bytes", a.total().count(), b.total().count()}};
  }
  d.peak = {"peak_bytes", before.peak, after.peak};
  d.by_op_name = detail::group_changes(before.by_op_name, after.by_op_name);
  d.by_opcode = detail::group_changes(before.by_opcode, after.by_opcode);
  return d;
}

/// The diff as a before/after table, then the groups that account for the peak's change (`top`
/// of each).
[[nodiscard]] inline std::string hlo_diff_report(const hlo_summary_diff& d, std::size_t top = 10) {
  auto b = [](std::int64_t n) { return fmt::format("{}", bytes{n}); };
  auto signed_bytes = [&](std::int64_t n) { return n < 0 ? "-" + b(-n) : n > 0 ? "+" + b(n) : std::string("0 B"); };
  const auto backend = [](const hlo_backend_choice& c) {
    return fmt::format("{} ({})", hlo_backend_name(c.backend), hlo_backend_source_name(c.source));
  };
  std::string out = fmt::format("before: {}, backend {}\nafter:  {}, backend {}\nbytes are per device\n\n",
                                d.before_module, backend(d.before_backend), d.after_module, backend(d.after_backend));
  out += fmt::format("  {:<28} {:>14} {:>14} {:>14}\n", "", "before", "after", "change");
  auto row = [&](const hlo_change& c) {
    out += fmt::format("  {:<28} {:>14} {:>14} {:>14}\n", c.what, b(c.before), b(c.after), signed_bytes(c.delta()));
  };
  for (const hlo_change& c : d.categories)
    if (!c.what.starts_with("host_") || c.before != 0 || c.after != 0) row(c);
  row(d.peak);
  auto table = [&](std::string_view title, const std::vector<hlo_change>& g) {
    out += fmt::format("\nat the peak by {}, what changed:\n", title);
    if (g.empty()) out += "  nothing\n";
    for (std::size_t k = 0; k < std::min(top, g.size()); ++k)
      out += fmt::format("  {:>12}  ({} -> {})  {}\n", signed_bytes(g[k].delta()), b(g[k].before), b(g[k].after),
                         g[k].what);
    if (g.size() > top) out += fmt::format("  ... {} more\n", g.size() - top);
  };
  table("op_name", d.by_op_name);
  table("opcode", d.by_opcode);
  return out;
}

/// `m` with entry parameter `parameter` donated (jax.jit's donate_argnums): an input_output_alias
/// entry from the first output leaf of the same shape (element type and dimensions) that no entry
/// holds yet, as JAX's lowering pairs a donated argument with an output (_set_up_aliases). The
/// parameter's buffer may then hold that output: alias grows by its size, and the output needs no
/// allocation of its own.
/// @throws invalid_error when the entry has no such parameter, the parameter is a tuple or is
///         donated already, or no output leaf has its shape (the message names the shapes).
/// Example: in `f(x) = x * 2` over f32[10,10], donating parameter 0 aliases output {} to it.
[[nodiscard]] inline hlo_module hlo_donate(const hlo_module& m, std::int64_t parameter) {
  hlo_module out = m;
  const hlo_computation* entry = out.entry();
  if (!entry) detail::raise<invalid_error>("donate: module '{}' has no entry computation", m.name);
  const hlo_instruction* p = nullptr;
  for (const hlo_instruction& i : entry->instructions)
    if (i.opcode == hlo_op::parameter && i.parameter_number == parameter) p = &i;
  if (!p)
    detail::raise<invalid_error>("donate: entry computation '{}' has no parameter {}; give a parameter number",
                                 entry->name, parameter);
  if (!p->shape.is_array())
    detail::raise<invalid_error>("donate: parameter {} ('{}') is {}, not an array; donate one of its arrays", parameter,
                                 p->name, hlo_shape_text(p->shape));
  for (const hlo_io_alias& a : m.input_output_alias)
    if (a.parameter == parameter)
      detail::raise<invalid_error>("donate: parameter {} ('{}') is donated already (input_output_alias)", parameter,
                                   p->name);
  const hlo_instruction* root = entry->root();
  std::vector<std::pair<hlo_shape_index, const hlo_shape*>> leaves;
  const auto walk = [&](const auto& self, const hlo_shape& s, hlo_shape_index& at) -> void {
    if (s.is_tuple()) {
      for (std::size_t k = 0; k < s.elements.size(); ++k) {
        at.push_back(static_cast<std::int64_t>(k));
        self(self, s.elements[k], at);
        at.pop_back();
      }
    } else if (s.is_array()) {
      leaves.emplace_back(at, &s);
    }
  };
  hlo_shape_index at;
  if (root) walk(walk, root->shape, at);
  for (const auto& leaf : leaves) {
    const hlo_shape_index& index = leaf.first;
    if (leaf.second->element != p->shape.element || leaf.second->dims != p->shape.dims) continue;
    if (std::any_of(m.input_output_alias.begin(), m.input_output_alias.end(),
                    [&](const hlo_io_alias& a) { return a.output == index; }))
      continue;
    out.input_output_alias.push_back({index, parameter, {}, false});
    return out;
  }
  detail::raise<invalid_error>(
      "donate: no output of the entry computation is {} like parameter {} ('{}'), or each such output is aliased "
      "already; XLA can only reuse a donated buffer for an output of the same shape",
      hlo_shape_text(p->shape), parameter, p->name);
}

/// `m` with instruction `name`'s array result placed in host memory (memory space 5, as a
/// `S(5)` layout says): its buffer leaves the device fields for the host_* twins.
/// @throws invalid_error when no instruction has that name, it names several (give
///         `computation/name`), or its result is not an array.
/// Example: `hlo_to_host(m, "fusion.3")` moves fusion.3's bytes from temp to host_temp.
[[nodiscard]] inline hlo_module hlo_to_host(const hlo_module& m, std::string_view name) {
  hlo_module out = m;
  std::string_view computation;
  if (const std::size_t slash = name.find('/'); slash != std::string_view::npos)
    computation = name.substr(0, slash), name = name.substr(slash + 1);
  std::vector<hlo_instruction*> found;
  for (hlo_computation& c : out.computations)
    if (computation.empty() || c.name == computation)
      for (hlo_instruction& i : c.instructions)
        if (i.name == name) found.push_back(&i);
  if (found.empty())
    detail::raise<invalid_error>("to host: no instruction '{}'{} in module '{}'", name,
                                 computation.empty() ? "" : fmt::format(" in computation '{}'", computation), m.name);
  if (found.size() > 1)
    detail::raise<invalid_error>("to host: {} instructions are named '{}'; write it as COMPUTATION/NAME", found.size(),
                                 name);
  hlo_instruction& i = *found.front();
  if (!i.shape.is_array())
    detail::raise<invalid_error>("to host: '{}' is {}, not an array; name the instruction that makes the array", name,
                                 hlo_shape_text(i.shape));
  if (!i.shape.layout) i.shape.layout = hlo_layout{};
  i.shape.layout->memory_space = 5;
  return out;
}

}  // namespace shardmem
