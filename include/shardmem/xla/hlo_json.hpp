// Opt-in: an HLO module's memory summary (hlo_report.hpp) as JSON (needs nlohmann/json, Debian's
// nlohmann-json3-dev); what `shardmem hlo FILE --json` prints. Bytes are per device. Keys:
//   {module, computations, instructions,
//    argument_size_in_bytes, output_size_in_bytes, alias_size_in_bytes, temp_size_in_bytes,
//    host_argument_size_in_bytes, host_output_size_in_bytes, host_alias_size_in_bytes,
//    host_temp_size_in_bytes, reserved_bytes        (JAX's memory_analysis() names; present when known)
//    peak_bytes, peak_time, peak_instruction, peak_computation,
//    live_at_peak: [{name, computation, index, bytes, shape, opcode, op_name, source, start, end}],
//    by_op_name / by_source / by_opcode: [{key, bytes, buffers}],
//    timeline: [bytes by time]                    (with `timeline` true)}
#pragma once

#include <nlohmann/json.hpp>

#include <shardmem/xla/hlo_report.hpp>

namespace shardmem {

/// The summary as JSON (keys in the header comment above); the timeline only when `timeline`.
/// Example: `hlo_summary_to_json(s)["temp_size_in_bytes"]` is memory_analysis's temp when known.
[[nodiscard]] inline nlohmann::ordered_json hlo_summary_to_json(const hlo_memory_summary& s, bool timeline = false) {
  using json = nlohmann::ordered_json;
  json j;
  j["module"] = s.module;
  j["computations"] = s.computations;
  j["instructions"] = s.instructions;
  if (s.categories) {
    const hlo_memory_categories& c = *s.categories;
    j["argument_size_in_bytes"] = c.argument;
    j["output_size_in_bytes"] = c.output;
    j["alias_size_in_bytes"] = c.alias;
    j["temp_size_in_bytes"] = c.temp;
    j["host_argument_size_in_bytes"] = c.host_argument;
    j["host_output_size_in_bytes"] = c.host_output;
    j["host_alias_size_in_bytes"] = c.host_alias;
    j["host_temp_size_in_bytes"] = c.host_temp;
    j["reserved_bytes"] = c.reserved();
  }
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

}  // namespace shardmem
