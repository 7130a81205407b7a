// What a `custom_call @CustomSPMDPartitioning` becomes when XLA partitions it. JAX lowers a
// function wrapped in jax.experimental.custom_partitioning to that call with an opaque key
// (backend_config) into a Python callback; the callback, run during SPMD partitioning, writes the
// per-device computation: a library's own custom call, often working in place on its operand and
// asking XLA for a scratch workspace as an extra operand. The lowered text shows none of that; a
// rule written from the library's source does. custom_partitioning_rules() holds the rules we know;
// apply_custom_partitioning rewrites a lowered module's calls by them (stablehlo_parse.hpp does,
// after propagate_shardings), and says in notes what it read and what it could not.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

namespace shardmem {

/// What a library's custom partitioning lowers to, per device. A call is matched by the private
/// function that holds it: JAX names a lowered function after the Python function it traced, and
/// the CustomSPMDPartitioning call's own text carries only an opaque key.
struct custom_partitioning_rule {
  std::string function{};  ///< the lowered private function holding the call (`pfft_impl`)
  std::string target{};    ///< the custom call the partitioned module makes (`pfft3d`)
  /// The operand the partitioned call overwrites with its result (output_to_operand_aliasing);
  /// -1 when it writes a buffer of its own.
  std::int64_t in_place_operand = -1;
  /// The scratch operand XLA allocates for the call (a temp, live until the call): this many times
  /// operand 0's per-device bytes; 0 for none.
  std::int64_t workspace_per_operand = 0;
  std::string source{};  ///< where the rule is read from
};

/// The custom partitionings whose per-device form is known, each with its source.
/// Example: jaxdecomp's distributed 3-D FFT (pfft_impl) partitions to the in-place custom call
///          `pfft3d` with a workspace of twice its local array.
[[nodiscard]] inline std::vector<custom_partitioning_rule> custom_partitioning_rules() {
  return {{
      .function = "pfft_impl",
      .target = "pfft3d",
      .in_place_operand = 0,
      .workspace_per_operand = 2,
      .source = "jaxDecomp (DifferentiableUniverseInitiative/jaxDecomp) src/fft.cu: FourierExecutor::forward "
                "and backward transform buffers[0] in place with buffers[1] as work area; Initialize sizes it "
                "max(cuFFT's plan work, 2 x cudecompGetTransposeWorkspaceSize x sizeof(real)), the transpose "
                "workspace one local pencil of complex elements: twice the local array. On all 216 pfft3d "
                "programs of ASKabalan/jaxdecomp-benchmarks the compiled module's workspace is s8[2 x local bytes]",
  }};
}

namespace detail {

// The custom-call's operand 0 in computation `c`, or nullptr.
inline const hlo_instruction* custom_partitioning_operand(const hlo_computation& c, const hlo_instruction& call) {
  if (call.operands.empty()) return nullptr;
  for (const hlo_instruction& i : c.instructions)
    if (i.name == call.operands.front()) return &i;
  return nullptr;
}

// Refuses a rule apply_custom_partitioning could not apply (see there).
inline void check_custom_partitioning_rules(const std::vector<custom_partitioning_rule>& rules) {
  for (const custom_partitioning_rule& r : rules)
    if (r.function.empty() || r.target.empty() || r.workspace_per_operand < 0 || r.in_place_operand < -1)
      raise<invalid_error>(
          "custom partitioning rule for function '{}' (target '{}', workspace {} x operand, in place on {}): give a "
          "function, a target, a workspace factor of 0 or more and an operand of -1 or more",
          r.function, r.target, r.workspace_per_operand, r.in_place_operand);
}

}  // namespace detail

/// Rewrites each `CustomSPMDPartitioning` custom call of lowered module `m` (shardings already
/// propagated) whose function a rule of `rules` names into the call the partitioned module makes:
/// its target, its output_to_operand_aliasing, and its workspace as a new operand (`NAME.workspace`,
/// an s8 array of the rule's per-device bytes, tiled over the operand's devices). A call no rule
/// names is left as written (a custom call writing a buffer of its result's shape) and counted in
/// the returned notes, which also name each rule applied.
/// @throws invalid_error for a rule without a function or with a negative workspace;
///         overflow_error past 64 bits.
/// Example: jaxdecomp's `pfft_impl` on 8 devices, operand c64[8192,128,1024] tiled [8,1,1]: the call
///          becomes `pfft3d`, in place on operand 0, with a workspace s8[8 x 2147483648].
inline std::vector<std::string> apply_custom_partitioning(hlo_module& m,
                                                          const std::vector<custom_partitioning_rule>& rules) {
  detail::check_custom_partitioning_rules(rules);
  std::vector<std::string> notes;
  std::size_t unknown = 0;
  std::vector<std::string> unknown_functions;
  for (hlo_computation& c : m.computations) {
    for (std::size_t k = 0; k < c.instructions.size(); ++k) {
      if (c.instructions[k].opcode != hlo_op::custom_call ||
          c.instructions[k].attribute("custom_call_target") != "\"CustomSPMDPartitioning\"")
        continue;
      const custom_partitioning_rule* rule = nullptr;
      for (const custom_partitioning_rule& r : rules)
        if (r.function == c.name) rule = &r;
      if (rule == nullptr) {
        ++unknown;
        if (unknown_functions.size() < 3) unknown_functions.emplace_back(c.name);
        continue;
      }
      hlo_instruction& call = c.instructions[k];
      for (hlo_attribute& a : call.attributes)
        if (a.name == "custom_call_target") a.value = m.keep(fmt::format("\"{}\"", rule->target));
      if (rule->in_place_operand >= 0) {
        if (static_cast<std::size_t>(rule->in_place_operand) >= call.operands.size())
          detail::raise<invalid_error>(
              "custom partitioning rule for '{}' overwrites operand {}, but the call '{}' at line {} has {} operands",
              rule->function, rule->in_place_operand, call.name, call.line, call.operands.size());
        if (!call.output_to_operand_aliasing)  // (one the text wrote is kept)
          call.output_to_operand_aliasing = std::vector<hlo_io_alias>{{{}, rule->in_place_operand, {}, false}};
      }
      if (rule->workspace_per_operand > 0) {
        const hlo_instruction* o = detail::custom_partitioning_operand(c, call);
        if (o == nullptr || !o->shape.is_array())
          detail::raise<invalid_error>("custom partitioning rule for '{}' sizes its workspace from operand 0, but the "
                                       "call '{}' at line {} has no array operand",
                                       rule->function, call.name, call.line);
        const hlo_shape local = o->sharding ? hlo_device_shape(o->shape, *o->sharding) : o->shape;
        const std::int64_t bytes = checked_mul(hlo_byte_size(local), rule->workspace_per_operand, "a workspace's bytes");
        const std::int64_t devices = o->sharding ? hlo_sharding::parse(*o->sharding).device_count() : 1;
        hlo_instruction w;
        w.name = m.keep(fmt::format("{}.workspace", call.name));
        w.opcode = hlo_op::broadcast;
        w.shape.element = dtype::s8;
        w.shape.dims.push_back(checked_mul(bytes, std::max<std::int64_t>(devices, 1), "a workspace's bytes"));
        if (devices > 1) w.sharding = m.keep(fmt::format("{{devices=[{0}]<=[{0}]}}", devices));
        w.line = call.line;
        call.operands.push_back(w.name);
        c.instructions.insert(c.instructions.begin() + static_cast<std::ptrdiff_t>(k), std::move(w));
        ++k;
      }
      notes.push_back(fmt::format("custom partitioning in '{}' read as '{}'{}{} ({})", c.name, rule->target, rule->in_place_operand >= 0 ? ", in place" : "",
                                  rule->workspace_per_operand > 0
                                      ? fmt::format(", with a workspace of {} x its operand", rule->workspace_per_operand)
                                      : std::string(),
                                  rule->source.substr(0, rule->source.find(':'))));
    }
  }
  if (unknown > 0)
    notes.push_back(fmt::format(
        "{} custom partitioning call{} ({}{}) counted as custom calls of their result's shape: a Python callback decides "
        "their per-device form when XLA compiles; a workspace or in-place write it adds is not counted (give a "
        "custom_partitioning_rule)",
        unknown, unknown == 1 ? "" : "s", fmt::join(unknown_functions, ", "), unknown > unknown_functions.size() ? ", ..." : ""));
  return notes;
}

}  // namespace shardmem
