// Opt-in: an HLO module's memory summary (hlo_report.hpp) as JSON (needs nlohmann/json, Debian's
// nlohmann-json3-dev); what `shardmem hlo FILE --json` prints. Bytes are per device. Keys:
//   {module, computations, instructions,
//    argument_size_in_bytes, output_size_in_bytes, alias_size_in_bytes, temp_size_in_bytes,
//    host_argument_size_in_bytes, host_output_size_in_bytes, host_alias_size_in_bytes,
//    host_temp_size_in_bytes, reserved_bytes        (JAX's memory_analysis() names; present when known)
//    backend ("gpu" | "cpu" | "tpu": whose buffer-assignment rules), backend_source ("given" |
//    "detected" | "default"), backend_evidence (what in the module said it, or why the default),
//    sizes ("exact" | "estimate"), exact: {argument_size_in_bytes, output_size_in_bytes,
//    temp_size_in_bytes: true where the figure is exact, false where inferred}, notes: [sentences],
//    peak_bytes, peak_time, peak_instruction, peak_computation,
//    live_at_peak: [{name, computation, index, bytes, shape, opcode, op_name, source, start, end}],
//    by_op_name / by_source / by_opcode: [{key, bytes, buffers}],
//    timeline: [bytes by time]                    (with `timeline` true)}
// A buffer-assignment dump (buffer_assignment_to_json, `shardmem hlo X-buffer-assignment.txt --json`):
//   {source: "xla buffer assignment", the eight *_size_in_bytes fields, reserved_bytes,
//    xla_peak_time (when the dump has its live ranges),
//    allocations: [{index, size, color, parameter, parameter_index, output, temp, constant,
//                   thread_local, values: [{id, name, index, size, offset, shape}]}]}
// A diff (hlo_diff_to_json, `shardmem hlo diff A B --json` and the what-ifs):
//   {before, after, before_backend, after_backend ({backend, source} each), categories: {field:
//    {before, after, change}}, peak_bytes: {before, after, change},
//    by_op_name / by_opcode: [{key, before, after, change}]}
#pragma once

#include <nlohmann/json.hpp>

#include <shardmem/xla/buffer_assignment_text.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/hlo_whatif.hpp>

namespace shardmem {

namespace detail {

inline void put_categories(nlohmann::ordered_json& j, const memory_stats& c) {
  j["argument_size_in_bytes"] = c.device.argument.count();
  j["output_size_in_bytes"] = c.device.output.count();
  j["alias_size_in_bytes"] = c.device.alias.count();
  j["temp_size_in_bytes"] = c.device.temp.count();
  j["host_argument_size_in_bytes"] = c.host.argument.count();
  j["host_output_size_in_bytes"] = c.host.output.count();
  j["host_alias_size_in_bytes"] = c.host.alias.count();
  j["host_temp_size_in_bytes"] = c.host.temp.count();
  j["reserved_bytes"] = c.device.total().count();
}

}  // namespace detail

/// The summary as JSON (keys in the header comment above); the timeline only when `timeline`.
/// Example: `hlo_summary_to_json(s)["temp_size_in_bytes"]` is memory_analysis's temp when known.
[[nodiscard]] inline nlohmann::ordered_json hlo_summary_to_json(const hlo_memory_summary& s, bool timeline = false) {
  using json = nlohmann::ordered_json;
  json j;
  j["module"] = s.module;
  j["computations"] = s.computations;
  j["instructions"] = s.instructions;
  if (s.categories) detail::put_categories(j, *s.categories);
  j["backend"] = hlo_backend_name(s.backend.backend);
  j["backend_source"] = hlo_backend_source_name(s.backend.source);
  j["backend_evidence"] = s.backend.evidence;
  j["sizes"] = s.sizes;
  j["exact"] = {{"argument_size_in_bytes", s.exact.argument},
                {"output_size_in_bytes", s.exact.output},
                {"temp_size_in_bytes", s.exact.temp}};
  j["notes"] = s.notes;
  j["peak_bytes"] = s.peak;
  j["peak_time"] = s.peak_time;
  j["peak_instruction"] = s.peak_instruction;
  j["peak_computation"] = s.peak_computation;
  json live = json::array();
  for (const hlo_peak_buffer& b : s.live_at_peak)
    live.push_back({{"name", b.instruction},
                    {"computation", b.computation},
                    {"index", b.index},
                    {"bytes", b.bytes},
                    {"shape", b.shape},
                    {"opcode", b.opcode},
                    {"op_name", b.op_name},
                    {"source", b.source},
                    {"start", b.start},
                    {"end", b.end}});
  j["live_at_peak"] = std::move(live);
  const auto groups = [](const std::vector<hlo_memory_group>& g) {
    json out = json::array();
    for (const hlo_memory_group& e : g) out.push_back({{"key", e.key}, {"bytes", e.bytes}, {"buffers", e.buffers}});
    return out;
  };
  j["by_op_name"] = groups(s.by_op_name);
  j["by_source"] = groups(s.by_source);
  j["by_opcode"] = groups(s.by_opcode);
  if (timeline) j["timeline"] = s.timeline;
  return j;
}

/// A buffer-assignment dump as JSON (keys in the header comment above).
/// Example: `buffer_assignment_to_json(parse_buffer_assignment(text))["temp_size_in_bytes"]`.
[[nodiscard]] inline nlohmann::ordered_json buffer_assignment_to_json(const xla_buffer_assignment& ba) {
  using json = nlohmann::ordered_json;
  json j;
  j["source"] = "xla buffer assignment";
  detail::put_categories(j, ba.categories());
  if (ba.peak_time) j["xla_peak_time"] = *ba.peak_time;
  json allocations = json::array();
  for (const xla_allocation& a : ba.allocations) {
    json values = json::array();
    for (const xla_allocation_value& v : a.values)
      values.push_back({{"id", v.id},
                        {"name", v.name},
                        {"index", v.index},
                        {"size", v.size},
                        {"offset", v.offset},
                        {"shape", v.shape}});
    json e{{"index", a.index}, {"size", a.size}, {"color", a.color}};
    e["parameter"] = a.parameter ? json(*a.parameter) : json(nullptr);
    e["parameter_index"] = a.parameter_index;
    e["output"] = a.maybe_live_out;
    e["temp"] = a.preallocated_temp;
    e["constant"] = a.constant;
    e["thread_local"] = a.thread_local_;
    e["values"] = std::move(values);
    allocations.push_back(std::move(e));
  }
  j["allocations"] = std::move(allocations);
  return j;
}

/// A diff as JSON (keys in the header comment above).
/// Example: `hlo_diff_to_json(d)["categories"]["alias_size_in_bytes"]["change"]`.
[[nodiscard]] inline nlohmann::ordered_json hlo_diff_to_json(const hlo_summary_diff& d) {
  using json = nlohmann::ordered_json;
  const auto change = [](const hlo_change& c) {
    return json{{"before", c.before}, {"after", c.after}, {"change", c.delta()}};
  };
  const auto changes = [&](const std::vector<hlo_change>& g) {
    json out = json::array();
    for (const hlo_change& c : g)
      out.push_back({{"key", c.what}, {"before", c.before}, {"after", c.after}, {"change", c.delta()}});
    return out;
  };
  json j;
  j["before"] = d.before_module;
  j["after"] = d.after_module;
  const auto backend = [](const hlo_backend_choice& c) {
    return json{{"backend", hlo_backend_name(c.backend)}, {"source", hlo_backend_source_name(c.source)}};
  };
  j["before_backend"] = backend(d.before_backend);
  j["after_backend"] = backend(d.after_backend);
  json cats = json::object();
  for (const hlo_change& c : d.categories) cats[c.what] = change(c);
  j["categories"] = std::move(cats);
  j["peak_bytes"] = change(d.peak);
  j["by_op_name"] = changes(d.by_op_name);
  j["by_opcode"] = changes(d.by_opcode);
  return j;
}

}  // namespace shardmem
