// The planner's step written as a program: the per-device training step as scheduled HLO text,
// so that `shardmem hlo` reads it back (the same memory_analysis where buffer assignment packs
// as the planner counts) and `shardmem hlo diff` sets the plan beside a user's compiled module.
// Each value is one per-device array (its padded shard), each op a few instructions in the
// planner's order: a custom-call per output reading all of the op's inputs (custom calls are not
// elementwise, so no output takes a dying operand's buffer that the planner does not share), an
// in-place output a custom-call with output_to_operand_aliasing, a view a bitcast, a workspace a
// custom-call of its own that the op's instructions read; donations are input_output_alias and
// pinned_host arrays have an S(5) layout.
#pragma once

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstring>
#include <fstream>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/graph/live_ranges.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/cpu_step.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/target.hpp>

namespace shardmem {

namespace detail {

// `text` as an HLO instruction name: letters, digits, '_', '.' and '-', starting with a letter
// or '_' (the characters XLA's lexer takes in a name).
[[nodiscard]] inline std::string hlo_name_part(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  for (const char c : text) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                    c == '.' || c == '-';
    out += ok ? c : '_';
  }
  if (out.empty() || !((out[0] >= 'a' && out[0] <= 'z') || (out[0] >= 'A' && out[0] <= 'Z') || out[0] == '_'))
    out.insert(0, "v_");
  return out;
}

// `text` inside an HLO string literal.
[[nodiscard]] inline std::string hlo_quoted(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') out += "\\n";
    else out += c;
  }
  return out + '"';
}

// An array shape with its layout: `bf16[8,1024]{1,0}`, `f32[4]{0:S(5)}` in pinned_host, a
// sub-byte type packed (`s4[16]{0:E(4)}`), as the planner counts its bytes; a scalar `f32[]`.
[[nodiscard]] inline std::string hlo_array_text(const shape& dims, dtype t, bool on_host) {
  std::string out = fmt::format("{}[", name(t));
  for (std::size_t d = 0; d < dims.rank(); ++d) out += fmt::format("{}{}", d ? "," : "", dims[d]);
  out += "]";
  if (dims.rank() == 0 && !is_sub_byte(t) && !on_host) return out;  // XLA writes no layout for a scalar
  out += "{";
  for (std::size_t d = dims.rank(); d-- > 0;) out += fmt::format("{}{}", d + 1 == dims.rank() ? "" : ",", d);
  std::string tail;
  if (is_sub_byte(t)) tail += fmt::format("E({})", bits(t));
  if (on_host) tail += "S(5)";
  if (!tail.empty()) out += ":" + tail;
  return out + "}";
}

}  // namespace detail

/// Graph `g` over `order` (a schedule of all its ops) as a scheduled HLO module named `module`,
/// one device's program: every value its padded shard (`g.per_device_bytes`), program arguments
/// entry parameters in value order, outputs the root tuple's elements in value order (a single
/// output the root itself), donations input_output_alias. Op names, with their scope, are each
/// instruction's metadata op_name; custom-call targets are `shardmem.KIND`.
/// @throws invalid_error when `order` does not list each op once, or a value's shard is not its
///         bytes (a graph whose per-device bytes were set by hand).
/// Example: a graph `x -> gelu -> y` with y an output writes `HloModule step, is_scheduled=true,
///          ...`, `x.0 = bf16[8,1024]{1,0} parameter(0)` and `ROOT y.1 = bf16[8,1024]{1,0}
///          custom-call(x.0), custom_call_target="shardmem.custom", metadata={op_name="gelu"}`.
[[nodiscard]] inline std::string graph_hlo_text(const dataflow_graph& g, std::span<const op_id> order,
                                                std::string_view module = "shardmem_step") {
  const std::size_t nv = g.value_count();
  if (order.size() != g.op_count())
    detail::raise<invalid_error>("graph_hlo_text: the order has {} ops but the graph has {}; give a schedule of the "
                                 "graph",
                                 order.size(), g.op_count());
  std::vector<std::string> shape_of(nv), name_of(nv);
  for (std::uint32_t v = 0; v < nv; ++v) {
    const value_id id{v};
    const tensor& t = g.tensor(id);
    const named_sharding& sh = g.sharding(id);
    const shape local = sh.shard_shape(t, shard_mode::padded);
    if (storage_bytes(t.dtype, local.elements()) != g.per_device_bytes(id))
      detail::raise<invalid_error>("graph_hlo_text: value '{}' holds {} per device but its shard {} is {}", t.name,
                                   g.per_device_bytes(id), local, storage_bytes(t.dtype, local.elements()));
    shape_of[v] = detail::hlo_array_text(local, t.dtype, sh.memory_kind() == memory_kind::pinned_host);
    name_of[v] = fmt::format("{}.{}", detail::hlo_name_part(t.name), v);
  }
  // Arguments (parameters in value order), outputs (root elements in value order), donations.
  std::vector<std::uint32_t> arguments, outputs;
  std::vector<std::int64_t> parameter_of(nv, -1);
  for (std::uint32_t v = 0; v < nv; ++v) {
    const value_id id{v};
    if (!g.producer(id) && may_be_argument(g.role(id))) {
      parameter_of[v] = static_cast<std::int64_t>(arguments.size());
      arguments.push_back(v);
    }
    if (g.is_output(id)) outputs.push_back(v);
  }
  std::vector<std::uint32_t> donated_from(nv, dataflow_graph::none);  // by output: the argument it is written into
  for (const auto& a : detail::graph_access::aliases(g))
    if (a.kind == detail::graph_access::donation) donated_from[a.target] = a.source;
  // The dying inputs elementwise ops take over (live_ranges.hpp's take_over), written as in-place
  // writes: one buffer, as XLA's heap holds the input's and the output's in one place.
  std::vector<std::vector<std::pair<value_id, value_id>>> taken(g.op_count());
  {
    std::vector<std::int32_t> first, last;
    std::vector<detail::graph_access::alias_info> pairs;
    detail::output_allocations outs;
    buffer_ranges r;
    (void)detail::live_ranges(detail::arrays_of(g), order, first, last, outs, r, detail::visit_none{}, &pairs);
    for (const auto& a : pairs)
      taken[a.op].emplace_back(static_cast<value_id>(a.source), static_cast<value_id>(a.target));
  }
  std::string body;
  for (const std::uint32_t v : arguments)
    body += fmt::format("  {} = {} parameter({})\n", name_of[v], shape_of[v], parameter_of[v]);
  std::vector<char> seen(g.op_count(), 0);
  for (const op_id o : order) {
    const std::size_t oi = index(o);
    if (oi >= g.op_count() || seen[oi])
      detail::raise<invalid_error>("graph_hlo_text: the order lists op {} twice or outside the graph's {} ops", oi,
                                   g.op_count());
    seen[oi] = 1;
    const std::string_view scope = g.op_scope(o), op = g.op_name(o);
    const std::string op_name = scope.empty() || op.starts_with(scope) ? std::string(op) : fmt::format("{}/{}", scope, op);
    const std::string tail = fmt::format(", custom_call_target={}, metadata={{op_name={}}}",
                                         detail::hlo_quoted(fmt::format("shardmem.{}", g.op_kind(o))),
                                         detail::hlo_quoted(op_name));
    // The op's operands by the name each holds now: an input written over in place reads as
    // its new value, the same buffer.
    std::vector<std::string> operands;
    for (const value_id in : g.inputs(o)) operands.push_back(name_of[index(in)]);
    if (g.op_workspace(o) > bytes{0}) {
      const std::string ws = fmt::format("{}.ws{}", detail::hlo_name_part(op), oi);
      body += fmt::format("  {} = u8[{}]{{0}} custom-call(){}\n", ws, g.op_workspace(o).count(), tail);
      operands.push_back(ws);
    }
    auto in_place = g.op_in_place(o);
    in_place.insert(in_place.end(), taken[oi].begin(), taken[oi].end());
    const auto views = g.op_views(o);
    auto pair_of = [](const std::vector<std::pair<value_id, value_id>>& pairs, value_id out) {
      const auto it = std::find_if(pairs.begin(), pairs.end(), [&](const auto& p) { return p.second == out; });
      return it == pairs.end() ? std::optional<value_id>() : std::optional<value_id>(it->first);
    };
    auto call = [&](const std::string& result, const std::string& shape_text, std::string_view aliasing) {
      std::string list;
      for (std::size_t k = 0; k < operands.size(); ++k) list += (k ? ", " : "") + operands[k];
      body += fmt::format("  {} = {} custom-call({}){}{}\n", result, shape_text, list, aliasing, tail);
    };
    std::size_t calls = 0;
    // New buffers first, then the in-place writes (after every read of the old values), then the views.
    for (const value_id out : g.outputs(o))
      if (!pair_of(in_place, out) && !pair_of(views, out)) call(name_of[index(out)], shape_of[index(out)], ""), ++calls;
    const std::vector<value_id> ins(g.inputs(o).begin(), g.inputs(o).end());
    for (const value_id out : g.outputs(o)) {
      const auto in = pair_of(in_place, out);
      if (!in) continue;
      const auto k = static_cast<std::size_t>(std::find(ins.begin(), ins.end(), *in) - ins.begin());
      call(name_of[index(out)], shape_of[index(out)], fmt::format(", output_to_operand_aliasing={{{{}}: ({}, {{}})}}", k));
      operands[k] = name_of[index(out)];
      ++calls;
    }
    // An op of views alone still reads its other inputs and workspace at its step: a call of no bytes.
    if (calls == 0 && operands.size() > views.size())
      call(fmt::format("{}.op{}", detail::hlo_name_part(op), oi), "u8[0]{0}", "");
    for (const value_id out : g.outputs(o))
      if (const auto in = pair_of(views, out)) {
        const auto k = static_cast<std::size_t>(std::find(ins.begin(), ins.end(), *in) - ins.begin());
        body += fmt::format("  {} = {} bitcast({}), metadata={{op_name={}}}\n", name_of[index(out)],
                            shape_of[index(out)], operands[k], detail::hlo_quoted(op_name));
      }
  }
  std::string aliases, result_shape;
  const bool single = outputs.size() == 1;
  std::vector<std::string> leaves;
  for (std::size_t k = 0; k < outputs.size(); ++k) {
    const std::uint32_t v = outputs[k];
    leaves.push_back(shape_of[v]);
    if (donated_from[v] != dataflow_graph::none)
      aliases += fmt::format("{}{{{}}}: ({}, {{}}, may-alias)", aliases.empty() ? "" : ", ",
                             single ? std::string() : std::to_string(k), parameter_of[donated_from[v]]);
  }
  if (single) {
    result_shape = leaves[0];
    body += fmt::format("  ROOT {}.root = {} bitcast({})\n", name_of[outputs[0]], result_shape, name_of[outputs[0]]);
  } else {
    std::string names;
    for (std::size_t k = 0; k < outputs.size(); ++k) {
      result_shape += (k ? ", " : "") + leaves[k];
      names += (k ? ", " : "") + name_of[outputs[k]];
    }
    result_shape = "(" + result_shape + ")";
    body += fmt::format("  ROOT root = {} tuple({})\n", result_shape, names);
  }
  std::string parameters, signature;
  for (std::size_t k = 0; k < arguments.size(); ++k) {
    parameters += (k ? ", " : "") + shape_of[arguments[k]];
    signature += fmt::format("{}{}: {}", k ? ", " : "", name_of[arguments[k]], shape_of[arguments[k]]);
  }
  std::string out = fmt::format("HloModule {}, is_scheduled=true", detail::hlo_name_part(module));
  if (!aliases.empty()) out += fmt::format(", input_output_alias={{ {} }}", aliases);
  out += fmt::format(", entry_computation_layout={{({})->{}}}\n\n", parameters, result_shape);
  out += fmt::format("ENTRY main ({}) -> {} {{\n{}}}\n", signature, result_shape, body);
  return out;
}

/// The step that `plan(given, target)` plans, as scheduled HLO text (graph_hlo_text): the whole
/// step in the planner's order, for XLA:CPU the step as it compiles it (cpu_step.hpp), with a
/// pipeline the stage whose plan is reported. `shardmem hlo` reads it back (with `--backend cpu`
/// for a CPU plan, which nothing in the text names).
/// @throws as plan() and build_step.
[[nodiscard]] inline std::string plan_hlo_text(const training_config& given, const memory_target& target = {}) {
  const training_config cfg = resolve_axis_roles(given);
  std::int64_t stage = 0;
  if (!cfg.parallel.pipeline.empty()) stage = plan(cfg, target).pipeline_stage;
  const training_step s = build_step(cfg, {.stage = stage, .whole = true, .backend = target.backend});
  const std::string module = fmt::format("{}_step", cfg.model.name);
  if (target.backend == hlo_backend::cpu && cfg.parallel.pipeline.empty()) {
    const cpu_step cpu = cpu_compiled_step(s.graph(), s.forward_ops(), s.optimizer_from(), cfg.scan_layers);
    return graph_hlo_text(cpu.graph, cpu.order.order(), module);
  }
  const schedule order = s.graph().topological_order();
  return graph_hlo_text(s.graph(), order.order(), module);
}

/// Writes plan_hlo_text(given, target) to file `path`.
/// @throws invalid_error naming the file when it cannot be written; as plan_hlo_text otherwise.
inline void write_plan_hlo(const training_config& given, const memory_target& target, const std::string& path) {
  // Opened first, so that a path that cannot be written is said before the step is built.
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  auto refuse = [&] {
    detail::raise<invalid_error>("cannot write HLO file '{}': {}; give a path in a directory that exists and can be "
                                 "written",
                                 path, std::strerror(errno));
  };
  if (!out) refuse();
  const std::string text = plan_hlo_text(given, target);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  out.close();
  if (!out) refuse();
}

}  // namespace shardmem
