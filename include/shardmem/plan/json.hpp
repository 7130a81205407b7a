// Opt-in: a memory plan as JSON (needs nlohmann/json, Debian's nlohmann-json3-dev). Keys:
//   parameters, trainable_parameters, fits, partial_model (only where the plan's model is part of
//   the program: what it leaves out, memory_plan::partial_model), phase, accumulation_steps, recompute_flops,
//   offload_bytes, step_time: {seconds, tokens_per_second_per_device, flops, compute_seconds, bubble_seconds,
//               intra_host_collective_seconds, inter_host_collective_seconds, exposed_collective_seconds,
//               host_transfer_seconds, efficiency, overlap} (null: the hardware's speeds unknown),
//   advice (from the tool's `plan --json` when the plan does not fit, or with --advise): [{change,
//               args, fits, peak_bytes, headroom_bytes, step_time_s, cost: {recompute_flops_per_step,
//               host_bytes, collective_seconds}}],
//   per_device: {peak_bytes, step_peak_bytes, placement_peak_bytes, placement_temp_bytes,
//                placement_array, overhead_bytes, framework, framework_peak_bytes (what that
//                framework's memory report would print), framework_peak (which report that is, in
//                words), usable_bytes, headroom_bytes, temp_bytes,
//                argument_bytes, output_bytes, alias_bytes, memory_analysis:
//                {argument_size_in_bytes, output_size_in_bytes, alias_size_in_bytes,
//                temp_size_in_bytes, total_bytes} (JAX's names; total = argument + output - alias
//                + temp), largest_by_role: {role: name}, by_role: {role: bytes},
//                role_peak_bytes: {role: bytes} (each role's own peak over the step),
//                placement_by_role: {role: bytes} (the placement peak's arguments and, under
//                collective, its temporary; zeros without one), peak_op},
//   per_host: {peak_bytes, ram_bytes, phase, fits},
//   top_at_peak: [{name, bytes}], scaling: [{term, bytes, batch, sequence, data_parallel,
//   processes, verdict}], warnings: [...]
// Byte counts are exact integers. Also the rows of a sweep (sweep_json) and the tool's layout of
// JSON text (json_text), which the tool and the Python package print alike.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <shardmem/models/json.hpp>  // read_model_json, which the plan JSON's readers use
#include <shardmem/plan/advise.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/plan/whatif.hpp>

namespace shardmem {

/// The step-time estimate as JSON: null when the hardware's speeds are not known.
[[nodiscard]] inline nlohmann::ordered_json step_time_json(const step_time& t) {
  if (!t.known) return nullptr;
  return {{"seconds", t.total_s},
          {"tokens_per_second_per_device", t.tokens_per_s_per_device},
          {"flops", t.flops},
          {"compute_seconds", t.compute_s},
          {"bubble_seconds", t.bubble_s},
          {"intra_host_collective_seconds", t.intra_host_s},
          {"inter_host_collective_seconds", t.inter_host_s},
          {"exposed_collective_seconds", t.exposed_s},
          {"host_transfer_seconds", t.host_s},
          {"efficiency", t.efficiency},
          {"overlap", t.overlap}};
}

/// The advisor's changes (advise.hpp) as JSON: one object each, cheapest first.
[[nodiscard]] inline nlohmann::ordered_json advice_json(const std::vector<advice>& list) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const advice& a : list)
    out.push_back(
        {{"change", a.change},
         {"args", a.args},
         {"fits", a.plan.fits},
         {"peak_bytes", a.plan.total.count()},
         {"headroom_bytes", a.plan.headroom().count()},
         {"step_time_s", a.plan.time.known ? nlohmann::ordered_json(a.plan.time.total_s) : nullptr},
         {"cost",
          {{"recompute_flops_per_step", a.plan.recompute_flops_per_step()},
           {"host_bytes", a.plan.offload_bytes.count()},
           {"collective_seconds", a.plan.time.known ? nlohmann::ordered_json(a.plan.time.collective_s()) : nullptr}}}});
  return out;
}

/// `p` as a JSON object (keys above).
[[nodiscard]] inline nlohmann::ordered_json plan_json(const memory_plan& p) {
  nlohmann::ordered_json j;
  j["parameters"] = p.parameters;
  j["trainable_parameters"] = p.trainable_parameters;
  j["fits"] = p.fits;
  if (!p.partial_model.empty()) j["partial_model"] = p.partial_model;
  j["phase"] = std::string(name(p.phase));
  j["accumulation_steps"] = p.accumulation_steps;
  j["pipeline"] = {{"stage", p.pipeline_stage},
                   {"in_flight", p.in_flight},
                   {"in_flight_bytes", p.in_flight_bytes.count()}};
  j["recompute_flops"] = p.recompute_flops;
  j["offload_bytes"] = p.offload_bytes.count();
  j["step_time"] = step_time_json(p.time);
  nlohmann::ordered_json d;
  d["peak_bytes"] = p.total.count();
  d["lower_bound_bytes"] = p.lower_bound.count();
  d["step_peak_bytes"] = p.step_peak.count();
  d["placement_peak_bytes"] = p.placement_peak.count();
  d["placement_temp_bytes"] = p.placement_temp.count();
  d["placement_array"] = p.placement_array;
  d["overhead_bytes"] = p.overhead.count();
  d["framework"] = std::string(name(p.config.framework));
  d["framework_peak_bytes"] = p.framework_peak.count();
  d["framework_peak"] = std::string(framework_report(p.config.framework));
  d["usable_bytes"] = p.usable.count();
  d["headroom_bytes"] = p.headroom().count();
  d["argument_bytes"] = p.categories.argument.count();
  d["output_bytes"] = p.categories.output.count();
  d["alias_bytes"] = p.categories.alias.count();
  d["temp_bytes"] = p.categories.temp.count();
  // The step's memory_analysis under JAX's own field names (CompiledMemoryStats), and the sum
  // XLA reserves, argument + output - alias + temp.
  d["memory_analysis"] = {{"argument_size_in_bytes", p.categories.argument.count()},
                          {"output_size_in_bytes", p.categories.output.count()},
                          {"alias_size_in_bytes", p.categories.alias.count()},
                          {"temp_size_in_bytes", p.categories.temp.count()},
                          {"total_bytes", p.categories.total().count()}};
  nlohmann::ordered_json largest = nlohmann::ordered_json::object();
  for (std::size_t r = 0; r < role_count; ++r)
    if (!p.largest_at_peak[r].empty()) largest[std::string(name(static_cast<role>(r)))] = p.largest_at_peak[r];
  d["largest_by_role"] = largest;
  nlohmann::ordered_json roles = nlohmann::ordered_json::object();
  for (std::size_t r = 0; r < role_count; ++r) roles[std::string(name(static_cast<role>(r)))] = p.by_role[r].count();
  d["by_role"] = roles;
  nlohmann::ordered_json role_peaks;
  for (std::size_t r = 0; r < role_count; ++r)
    role_peaks[std::string(name(static_cast<role>(r)))] = p.role_peak[r].count();
  d["role_peak_bytes"] = role_peaks;
  nlohmann::ordered_json placement_roles;
  for (std::size_t r = 0; r < role_count; ++r)
    placement_roles[std::string(name(static_cast<role>(r)))] = p.placement_by_role[r].count();
  d["placement_by_role"] = placement_roles;
  d["peak_op"] = p.peak_op;
  j["per_device"] = d;
  j["per_host"] = {{"peak_bytes", p.host_peak_per_process.count()},
                   {"ram_bytes", p.host_ram.count()},
                   {"phase", p.host_whole_step ? std::string("whole step")
                             : p.host_phase    ? std::string(name(*p.host_phase))
                                               : std::string()},
                   {"fits", p.host_fits}};
  nlohmann::ordered_json top = nlohmann::ordered_json::array();
  for (const named_buffer& b : p.top_at_peak) top.push_back({{"name", b.name}, {"bytes", b.size.count()}});
  j["top_at_peak"] = top;
  nlohmann::ordered_json scaling = nlohmann::ordered_json::array();
  for (const scaling_line& s : p.scaling)
    scaling.push_back({{"term", s.term},
                       {"bytes", s.value.count()},
                       {"batch", s.batch},
                       {"sequence", s.sequence},
                       {"data_parallel", s.data_parallel},
                       {"processes", s.processes},
                       {"verdict", s.verdict}});
  j["scaling"] = scaling;
  j["warnings"] = p.warnings;
  return j;
}

/// One row of a sweep as JSON: its mesh and policy, the verdict and peak, the recompute per
/// device per micro-step (`recompute_flops`) and per step at the global batch
/// (`recompute_flops_per_step`: times the accumulation steps), the estimated step time and
/// tokens per second per device (null without the hardware's speeds), and with `search_batch` its
/// largest micro-batch.
/// @throws overflow_error when the recompute per step does not fit 64 bits.
[[nodiscard]] inline nlohmann::ordered_json sweep_row_json(const mesh_candidate& m, bool search_batch) {
  nlohmann::ordered_json row{{"mesh", to_string(m.devices)},
                             {"policy", m.remat},
                             {"fits", m.plan.fits},
                             {"peak_bytes", m.plan.total.count()},
                             {"recompute_flops", m.plan.recompute_flops},
                             {"recompute_flops_per_step", m.plan.recompute_flops_per_step()},
                             {"step_seconds",
                              m.plan.time.known ? nlohmann::ordered_json(m.plan.time.total_s) : nullptr},
                             {"tokens_per_second_per_device",
                              m.plan.time.known ? nlohmann::ordered_json(m.plan.time.tokens_per_s_per_device)
                                                : nullptr}};
  if (search_batch) row["max_micro_batch"] = m.max_micro_batch;
  return row;
}

/// What a sweep's report says besides its rows (`shardmem sweep --json`, Python's Sweep).
struct sweep_context {
  training_config config;  ///< the configuration swept: its own mesh and remat
  memory_target target;
  bool search_batch = false;                      ///< the rows carry max_micro_batch
  std::optional<memory_plan> cheapest_on_mesh{};  ///< cheapest_fit on the configuration's own mesh
  std::int64_t max_micro_batch = 0;               ///< max_micro_batch with its own mesh and remat
  /// Why the configuration's own mesh cannot be planned (a shape the model cannot take), or empty;
  /// the sweep's other shapes still are.
  std::string given_mesh_error{};
};

/// A sweep as one JSON object: `configuration` (what was swept: its description, model, devices,
/// mesh, hardware, usable bytes and batches), `ranking` (how the rows are ordered), `rows` (one
/// sweep_row_json each, best first), `skipped` (the shapes the model cannot take, with why),
/// `fastest_fit` (the first row that fits, drawn from the whole table, or null), `cheapest_on_mesh`
/// (the configuration's own mesh with the cheapest remat preset that fits, or null),
/// `max_micro_batch` (0 when the own mesh cannot be planned) and `given_mesh_error` (why not, or
/// null).
[[nodiscard]] inline nlohmann::ordered_json sweep_json(const sweep_result& sweep, const sweep_context& c) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  nlohmann::ordered_json fastest = nullptr;
  for (const mesh_candidate& m : sweep.candidates) {
    rows.push_back(sweep_row_json(m, c.search_batch));
    if (m.plan.fits && fastest.is_null()) fastest = rows.back();
  }
  nlohmann::ordered_json cheapest = nullptr;
  if (c.cheapest_on_mesh) {
    const memory_plan& p = *c.cheapest_on_mesh;
    cheapest = {{"mesh", to_string(p.config.devices)},
                {"policy", name(p.config.remat)},
                {"peak_bytes", p.total.count()},
                {"recompute_flops_per_step", p.recompute_flops_per_step()},
                {"step_seconds", p.time.known ? nlohmann::ordered_json(p.time.total_s) : nullptr}};
  }
  return {{"configuration",
           {{"description", to_string(c.config, c.target)},
            {"model", c.config.model.name},
            {"devices", c.config.devices.device_count()},
            {"mesh", to_string(c.config.devices)},
            {"hardware", c.target.accelerator.name},
            {"usable_bytes", c.target.accelerator.usable.count()},
            {"micro_batch", c.config.micro_batch},
            {"global_batch", sweep.global_batch}}},
          {"ranking", "fitting first, fastest first (the least estimated step time at the global batch; within 0.1% "
                      "the least host traffic, then the least recompute), then by peak"},
          {"rows", std::move(rows)},
          {"skipped", sweep.skipped},
          {"fastest_fit", std::move(fastest)},
          {"cheapest_on_mesh", std::move(cheapest)},
          {"max_micro_batch", c.max_micro_batch},
          {"given_mesh_error",
           c.given_mesh_error.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(c.given_mesh_error)}};
}

namespace detail {

// `j` as compact JSON text; bytes that are not UTF-8 (an axis or model name read from a user's
// bytes) become U+FFFD instead of failing the whole output (nlohmann's default throws).
[[nodiscard]] inline std::string dump_text(const nlohmann::ordered_json& j) {
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace detail

/// The tool's JSON layout: one top-level key per line, and one element per line of an array of
/// objects (diffable, still short); an array at the top has an element per line. Ends in a newline.
/// Bytes that are not UTF-8 in a string are written as U+FFFD.
[[nodiscard]] inline std::string json_text(const nlohmann::ordered_json& j) {
  std::string out;
  if (j.is_array()) {
    out += "[\n";
    for (std::size_t i = 0; i < j.size(); ++i) out += fmt::format("  {}{}\n", detail::dump_text(j[i]), i + 1 < j.size() ? "," : "");
    out += "]\n";
    return out;
  }
  out += "{\n";
  std::size_t k = 0;
  for (const auto& [key, value] : j.items()) {
    out += fmt::format("  {}: ", detail::dump_text(nlohmann::ordered_json(key)));
    if (value.is_array() && !value.empty() && value.front().is_object()) {
      out += "[\n";
      for (std::size_t i = 0; i < value.size(); ++i)
        out += fmt::format("    {}{}\n", detail::dump_text(value[i]), i + 1 < value.size() ? "," : "");
      out += "  ]";
    } else {
      out += detail::dump_text(value);
    }
    out += fmt::format("{}\n", ++k < j.size() ? "," : "");
  }
  out += "}\n";
  return out;
}

}  // namespace shardmem
