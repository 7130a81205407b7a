// Reading what JAX lowered (`jax.jit(f).lower(...).as_text()`): StableHLO/MHLO text with GSPMD or
// Shardy shardings, into the hlo_module of hlo_module.hpp (stablehlo_reader.hpp reads it), then
// the shardings JAX left out filled by a simple, documented propagation (propagate_shardings), so
// that analyze_hlo sizes it as a module before SPMD partitioning.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/xla/custom_partitioning.hpp>
#include <shardmem/xla/hlo_call_graph.hpp>
#include <shardmem/xla/hlo_copy_insertion.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_simplify.hpp>
#include <shardmem/xla/stablehlo_reader.hpp>
#include <shardmem/xla/stablehlo_shardings.hpp>
#include <shardmem/xla/stablehlo_text.hpp>

namespace shardmem {

namespace detail {

// The all-to-alls of computation `ci` made asynchronous, as XLA's GPU compiler makes every
// collective after fusion (xla/service/gpu/gpu_compiler.cc, RunPostFusionCollectiveOptimization-
// Passes: AsyncCollectiveCreator with convert_all_to_all true; jaxdecomp's compiled modules print
// `((c64[...]), c64[...]) all-to-all-start(...)` then `all-to-all-done`): each becomes an
// `all-to-all-start` of shape ((operands), result), which holds its operands until the done and
// its result from the start, and an `all-to-all-done` of the result, which keeps the all-to-all's
// name, sharding and place as ROOT. One of several results, or an operand not defined in the
// computation (a region's value from around it), is left as it is and counted in `left`. Returns
// how many it changed.
inline std::size_t make_all_to_all_async(hlo_module& m, std::size_t ci, std::size_t* left = nullptr) {
  hlo_computation& c = m.computations[ci];
  if (std::none_of(c.instructions.begin(), c.instructions.end(),
                   [](const hlo_instruction& i) { return i.opcode == hlo_op::all_to_all; }))
    return 0;
  std::unordered_set<std::string_view> names;            // every name of the computation,
  std::unordered_map<std::string_view, std::size_t> at;  // and the position in `out` of those moved there
  for (const hlo_instruction& i : c.instructions) names.insert(i.name);
  std::vector<hlo_instruction> out;
  out.reserve(c.instructions.size() + 8);
  std::size_t changed = 0;
  for (hlo_instruction& i : c.instructions) {
    hlo_shape operands{.kind = hlo_shape::kind_t::tuple};
    bool found = i.opcode == hlo_op::all_to_all && i.shape.is_array() && !i.operands.empty();
    for (std::size_t k = 0; found && k < i.operands.size(); ++k) {
      const auto o = at.find(i.operands[k]);
      found = o != at.end() && o->second < out.size();
      if (found) operands.elements.push_back(out[o->second].shape);
    }
    if (!found) {
      if (left != nullptr && i.opcode == hlo_op::all_to_all) ++*left;
      at[i.name] = out.size();
      out.push_back(std::move(i));
      continue;
    }
    std::string name = fmt::format("{}.start", i.name);  // (a name the computation does not hold)
    for (std::size_t n = 1; names.contains(name); ++n) name = fmt::format("{}.start.{}", i.name, n);
    hlo_instruction start = i;
    start.name = m.keep(std::move(name)), start.opcode = hlo_opcode("all-to-all-start"), start.root = false;
    names.insert(start.name);
    start.shape = hlo_shape{.kind = hlo_shape::kind_t::tuple, .elements = {std::move(operands), i.shape}};
    hlo_instruction done = std::move(i);
    done.opcode = hlo_opcode("all-to-all-done");
    done.operands.assign({start.name});
    done.attributes.clear();
    done.output_to_operand_aliasing = std::nullopt;
    at[start.name] = out.size();
    out.push_back(std::move(start));
    at[done.name] = out.size();
    out.push_back(std::move(done));
    ++changed;
  }
  c.instructions = std::move(out);
  return changed;
}

// The entry's results evenly sharded, as Shardy's export makes them (evenly_sharded): a value
// returned in an uneven sharding is resharded into the output. A parameter returned as it is keeps
// its own (the output copy made of it takes it). Returns how many results changed.
inline std::size_t shard_results_evenly(hlo_module& m) {
  std::size_t evened = 0;
  for (hlo_computation& c : m.computations) {
    if (!c.entry || c.root() == nullptr || m.num_partitions == 1) continue;
    const hlo_instruction& root = *c.root();
    std::unordered_set<std::string_view> results(root.operands.begin(), root.operands.end());
    if (root.opcode != hlo_op::tuple) results = {root.name};
    for (hlo_instruction& i : c.instructions)
      if (results.contains(i.name) && i.sharding && i.opcode != hlo_op::parameter)
        if (std::optional<std::string> even = evenly_sharded(*i.sharding, i.shape)) {
          i.sharding = m.keep(std::move(*even));
          ++evened;
        }
  }
  return evened;
}

// The walks by shape parse_stablehlo_module runs after the exact one (`walk.run()`) over the
// `computations` of its module. What a loop's or a call's values give each other both ways (a
// loop state sharded by its body's result or its users, a call's operand by its callee's
// parameter) is carried on by further walks, as Shardy's propagation runs to a fixed point: in a
// module with a loop or a call, until a walk fills nothing new (at most 8 walks, then one more);
// in one without, one walk. A walk that filled nothing left the walk's state as it found it, so
// the computations are then as the walks leave them; otherwise the last walk calls `finished`
// (run_again's) with each computation as soon as it has done with it. Returns how many
// instructions the walks gave a sharding. (The whole walk: a reference that compares
// parse_stablehlo_module with its passes run one after another walks by this too. A call's
// operand that the backward pass shards from its callee's parameter gives the call its callee's
// ROOT's sharding only at the next walk: one walk after the exact one is not the fixed point.)
inline std::size_t walk_to_fixed_point(sharding_propagation& walk, std::size_t computations,
                                       std::function<void(std::size_t)> finished = {}) {
  bool carriers = false;
  for (std::size_t ci = 0; ci < computations && !carriers; ++ci) {
    const hlo_outline& o = walk.outline(ci);
    carriers = !o.region_ops.empty() || !o.calls.empty();
  }
  std::size_t inferred = 0;
  for (int pass = 0; carriers && pass < 8; ++pass) {
    const std::size_t filled = walk.run_again(true);
    if (filled == 0) return inferred;
    inferred += filled;
  }
  return inferred + walk.run_again(true, std::move(finished));
}

}  // namespace detail

/// How parse_stablehlo_module reads a module.
struct stablehlo_options {
  /// Plan the program on another mesh: each Shardy mesh of the module takes its axes' sizes from
  /// this one, by name (global shapes unchanged, per-device shapes from the new sizes), and the
  /// module runs on its device count. A program lowered on 8 fake CPU devices then answers for
  /// 512 GPUs. Refused, with the reason: a module without a Shardy mesh, a GSPMD sharding (it
  /// lists devices), a manual computation (its local shapes fix the mesh), an axis of this mesh
  /// that the module lacks or one of the module's that it lacks.
  std::optional<shardmem::mesh> mesh{};
  /// What each `custom_call @CustomSPMDPartitioning` becomes per device, by the function that holds
  /// it (apply_custom_partitioning); the known libraries' rules by default.
  std::vector<custom_partitioning_rule> custom_partitioning = custom_partitioning_rules();
};

/// Reads StableHLO/MHLO text as JAX lowers it (`lowered.as_text()`; is_stablehlo_text) into an
/// hlo_module before SPMD partitioning: global shapes, the shardings written in the text (GSPMD's
/// or Shardy's, as HloSharding text) and those propagate_shardings infers, `@main` the entry;
/// `lowered` says which sizes are exact. The module keeps `text`; its strings are
/// views into it or into its store.
/// @throws parse_error naming the line, the column, what was expected and what was found;
///         invalid_error for a Shardy sharding that does not fit its mesh or its array.
/// Example: the JAX AOT doc's `f(x, y) = 2 * x + y` reads as a computation `main` with parameters
///          arg0, arg1 (s32[]), a constant, a multiply and a ROOT add.
[[nodiscard]] inline hlo_module parse_stablehlo_module(std::string text, const stablehlo_options& o = {}) {
  hlo_module m;
  const std::string_view kept = m.keep(std::move(text));
  // What is exact: the shardings written, carried through calls and returns only; then the rest
  // inferred, over the operands the reader resolved.
  detail::stablehlo_reader reader(m, o.mesh);
  detail::stablehlo_reading read = reader.read(kept);
  detail::sharding_propagation walk(m, false, std::move(read.operands), std::move(read.outlines));
  (void)walk.run();
  hlo_lowered info;
  const hlo_computation& entry = *m.entry();
  info.arguments_exact = info.outputs_exact = m.num_partitions == 1;
  if (!info.arguments_exact) {
    info.arguments_exact = true;
    for (const hlo_instruction& i : entry.instructions)
      if (i.opcode == hlo_op::parameter && !i.sharding) info.arguments_exact = false;
    if (const hlo_instruction* root = entry.root()) {
      info.outputs_exact = root->sharding.has_value();
      if (!info.outputs_exact && root->opcode == hlo_op::tuple) {
        std::unordered_set<std::string_view> unsharded;
        for (const hlo_instruction& i : entry.instructions)
          if (!i.sharding) unsharded.insert(i.name);
        info.outputs_exact = std::none_of(root->operands.begin(), root->operands.end(),
                                          [&](std::string_view o) { return unsharded.contains(o); });
      }
    }
  }
  // propagate_shardings(m), on the operands indexed once. Then what XLA's passes do before buffer
  // assignment that the lowered text does not show: identities simplified away (each computation
  // as soon as the walk has done with it, its instructions still in the cache; nothing renamed
  // or moved since the reader noted its constants and kinds, and each operand, as the reader
  // resolved it, before its user), custom partitionings replaced by the calls they partition to.
  detail::hlo_simplify_scratch scratch;
  std::vector<char> simplified(m.computations.size(), 0);
  const auto simplify = [&](std::size_t ci) {
    simplified[ci] = 1;
    const detail::hlo_outline& o = walk.outline(ci);
    info.simplified += detail::simplify_computation(m, ci, walk.index(), &read.units, &read.kinds, scratch, true,
                                                    o.marked == 1 ? o.root : std::string_view::npos);
  };
  // Walked again to a fixed point; each computation simplified as the last walk leaves it, or,
  // where the walks settled, after them (walk_to_fixed_point).
  info.inferred = detail::walk_to_fixed_point(walk, m.computations.size(), simplify);
  for (std::size_t ci = 0; ci < m.computations.size(); ++ci)  // those the walk does not reach, or all
    if (simplified[ci] == 0) simplify(ci);
  if (const std::size_t evened = detail::shard_results_evenly(m); evened > 0)
    info.notes.push_back(fmt::format("{} output{} evenly sharded, as Shardy's export makes a function's results (a "
                                     "dimension its tiles do not divide is replicated)",
                                     evened, evened == 1 ? "" : "s"));
  if (const std::size_t removed = info.simplified; removed > 0)
    info.notes.push_back(fmt::format("{} instruction{} removed as XLA's algebraic simplifier and dead-code elimination "
                                     "would (a multiply by one, an add of zero, their constants)",
                                     removed, removed == 1 ? "" : "s"));
  if (read.custom_partitionings == 0)  // nothing to rewrite: the rules only checked
    detail::check_custom_partitioning_rules(o.custom_partitioning);
  else
    for (std::string& n : apply_custom_partitioning(m, o.custom_partitioning)) info.notes.push_back(std::move(n));
  std::size_t async = 0, left = 0;  // (only where the reader met one: a pass over every instruction)
  for (std::size_t ci = 0; reader.read_any(hlo_op::all_to_all) && ci < m.computations.size(); ++ci)
    async += detail::make_all_to_all_async(m, ci, &left);
  if (async > 0)
    info.notes.push_back(fmt::format("{} all-to-all{} made asynchronous (all-to-all-start, all-to-all-done), as XLA's "
                                     "GPU compiler makes its collectives: each holds its operand until it is done",
                                     async, async == 1 ? "" : "s"));
  if (left > 0)
    info.notes.push_back(fmt::format("{} all-to-all{} of several results or of a value from around its region counted "
                                     "as synchronous, as written (XLA's GPU compiler would make {} asynchronous)",
                                     left, left == 1 ? "" : "s", left == 1 ? "it" : "them"));
  // What XLA's compiler does with a function called from several places (FlattenCallGraph).
  if (const std::size_t copies = hlo_flatten_call_graph(m); copies > 0)
    info.notes.push_back(fmt::format("{} cop{} of functions called from more than one place, one per call site, as "
                                     "XLA's FlattenCallGraph makes them",
                                     copies, copies == 1 ? "y" : "ies"));
  // What XLA's copy insertion adds at the entry's ROOT: an output buffer for each place.
  if (const std::size_t copies = hlo_add_root_copies(m); copies > 0)
    info.notes.push_back(fmt::format("{} output{} copied into a buffer of {} own (a value returned at more than one "
                                     "place, a parameter not donated, a constant), as XLA's copy insertion does",
                                     copies, copies == 1 ? "" : "s", copies == 1 ? "its" : "their"));
  m.lowered = info;
  return m;
}

/// Reads a program's text, HLO (parse_hlo_module) or StableHLO that JAX lowered
/// (parse_stablehlo_module, with `o`), told apart by is_stablehlo_text. HLO not scheduled yet (a
/// dump before XLA's passes) gets the output copies XLA's copy insertion adds (hlo_add_root_copies).
/// @throws as the reader of its kind.
[[nodiscard]] inline hlo_module parse_program(std::string text, const stablehlo_options& o = {}) {
  if (is_stablehlo_text(text)) return parse_stablehlo_module(std::move(text), o);
  if (o.mesh)
    detail::raise<invalid_error>("cannot retarget to mesh {}: the text is HLO, whose shardings list devices; give the "
                                 "StableHLO JAX lowered with Shardy (lowered.as_text())",
                                 to_string(*o.mesh));
  hlo_module m = parse_hlo_module(std::move(text));
  if (!m.is_scheduled) (void)hlo_add_root_copies(m);  // before XLA's passes: its copy insertion's
  return m;
}

}  // namespace shardmem
