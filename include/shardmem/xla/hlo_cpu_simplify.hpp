// XLA:CPU's passes before fusion that change which values a module not compiled yet (what JAX
// lowered) holds: calls inlined, optimization barriers expanded, the SPMD partitioner's partial
// sums and their all-reduces, bf16 dots made in f32, common subexpressions merged. Each pass
// returns a new module; the ones whose decisions read sizes or shardings are split into a plan
// and its application, so that the module sized per device and the module as written change
// alike (hlo_cpu_fusion.hpp runs them in XLA's order, hlo_cpu_passes).
//
// Sources (openxla/xla; jaxlib 0.10.2 pins 5a9e73cb): xla/service/cpu/cpu_compiler.cc (the
// pipeline: CallInliner, OptimizationBarrierExpander, the simplification pipeline's HloCSE, the
// f32 dots its emitters and YNNPACK take), xla/hlo/transforms/simplifiers/call_inliner.cc,
// tuple_simplifier.cc, hlo_cse.cc, xla/service/optimization_barrier_expander.cc,
// xla/service/spmd/dot_handler.cc and spmd_partitioner.cc (HandleReduce): partial results
// summed by an all-reduce. Each function names what the compiled corpus (tests/data/jax) shows of
// it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

namespace detail {

// A shape as text, for comparing two (element type, dimensions, tuple elements; no layout).
[[nodiscard]] inline std::string cpu_shape_key(const hlo_shape& s) {
  std::string out;
  std::vector<const hlo_shape*> work{&s};  // (a stack: tuples may nest deep)
  while (!work.empty()) {
    const hlo_shape* cur = work.back();
    work.pop_back();
    if (cur->is_tuple()) {
      out += fmt::format("({})", cur->elements.size());
      for (auto it = cur->elements.rbegin(); it != cur->elements.rend(); ++it) work.push_back(&*it);
      continue;
    }
    out += fmt::format("{}{}[{}]", static_cast<int>(cur->kind), cur->element, fmt::join(cur->dims, ","));
  }
  return out;
}

}  // namespace detail

/// `m` with each `call` replaced by the instructions of the computation it calls, as XLA's
/// CallInliner does before fusion (xla/hlo/transforms/simplifiers/call_inliner.cc, run by
/// cpu_compiler.cc's pipeline): the callee's parameters become the call's operands, its root takes
/// the call's name, and a get-tuple-element of a call whose callee returns a tuple reads that
/// tuple's operand (TupleSimplifier). The inlined instructions are named `<call>.<name>`; callees
/// left without a caller are dropped. A call whose callee's parameters are not numbered 0 to its
/// operands' count less one is left a call; a module whose calls form a cycle is returned
/// unchanged.
[[nodiscard]] inline hlo_module hlo_inline_calls(const hlo_module& m) {
  const std::size_t nc = m.computations.size();
  std::unordered_map<std::string_view, std::size_t> index;
  for (std::size_t c = 0; c < nc; ++c) index.emplace(m.computations[c].name, c);
  // The parameters of each computation where they are numbered 0 to n-1 once each; else none
  // fits (a call of it is left a call).
  constexpr std::size_t misnumbered = static_cast<std::size_t>(-1);
  std::vector<std::size_t> params(nc, 0);
  for (std::size_t c = 0; c < nc; ++c) {
    std::vector<std::int64_t> numbers;
    for (const hlo_instruction& in : m.computations[c].instructions)
      if (in.opcode == hlo_op::parameter) numbers.push_back(in.parameter_number);
    std::sort(numbers.begin(), numbers.end());
    bool ok = true;
    for (std::size_t k = 0; k < numbers.size(); ++k) ok = ok && numbers[k] == static_cast<std::int64_t>(k);
    params[c] = ok ? numbers.size() : misnumbered;
  }
  const auto callee_of = [&](const hlo_instruction& in) -> std::size_t {
    if (in.opcode != hlo_op::call || in.called.size() != 1) return nc;
    const auto it = index.find(in.called[0]);
    if (it == index.end() || params[it->second] != in.operands.size()) return nc;
    return it->second;
  };
  // Callees before callers (depth first, an explicit stack: call chains may be deep); a cycle
  // leaves the module as it is.
  std::vector<std::size_t> order;
  std::vector<char> state(nc, 0);  // 0 new, 1 open, 2 done
  for (std::size_t start = 0; start < nc; ++start) {
    if (state[start] != 0) continue;
    std::vector<std::pair<std::size_t, std::size_t>> stack{{start, 0}};
    state[start] = 1;
    while (!stack.empty()) {
      // (copied out: a push may move the stack's frames)
      const std::size_t depth = stack.size() - 1, c = stack[depth].first;
      std::size_t next = stack[depth].second;
      const std::vector<hlo_instruction>& is = m.computations[c].instructions;
      bool pushed = false;
      while (next < is.size() && !pushed) {
        const std::size_t k = callee_of(is[next++]);
        if (k == nc) continue;
        if (state[k] == 1) return m;
        if (state[k] == 0) {
          state[k] = 1;
          stack.emplace_back(k, 0);
          pushed = true;
        }
      }
      stack[depth].second = next;
      if (pushed) continue;
      state[c] = 2;
      order.push_back(c);
      stack.pop_back();
    }
  }
  hlo_module out = m;
  std::vector<char> inlined(nc, 0), called_otherwise(nc, 0);
  for (const std::size_t c : order) {
    hlo_computation& comp = out.computations[c];
    bool any = false;
    for (const hlo_instruction& in : comp.instructions) any = any || callee_of(in) != nc;
    for (const hlo_instruction& in : comp.instructions)
      if (in.opcode != hlo_op::call)
        for (const std::string_view k : in.called)
          if (const auto it = index.find(k); it != index.end()) called_otherwise[it->second] = 1;
    if (!any) continue;
    std::unordered_map<std::string_view, std::string_view> renamed;             // gte of a call -> the value
    std::unordered_map<std::string_view, std::vector<std::string_view>> parts;  // call -> its tuple's operands
    std::vector<hlo_instruction> is;
    is.reserve(comp.instructions.size());
    const auto rename = [&](hlo_instruction& in) {
      for (std::string_view& o : in.operands)
        if (const auto it = renamed.find(o); it != renamed.end()) o = it->second;
    };
    for (const hlo_instruction& written : comp.instructions) {
      hlo_instruction in = written;
      rename(in);
      const std::size_t k = callee_of(in);
      if (k == nc) {
        if (in.opcode == hlo_op::get_tuple_element && in.operands.size() == 1 && !in.root)
          if (const auto it = parts.find(in.operands[0]);
              it != parts.end() && in.tuple_index >= 0 && static_cast<std::size_t>(in.tuple_index) < it->second.size()) {
            renamed[in.name] = it->second[static_cast<std::size_t>(in.tuple_index)];
            continue;
          }
        is.push_back(std::move(in));
        continue;
      }
      inlined[k] = 1;
      const hlo_computation& body = out.computations[k];  // (inlined already: callees first)
      const hlo_instruction* root = body.root();
      std::unordered_map<std::string_view, std::string_view> local;
      for (const hlo_instruction& b : body.instructions)
        if (b.opcode == hlo_op::parameter && b.parameter_number >= 0 &&
            static_cast<std::size_t>(b.parameter_number) < in.operands.size())
          local[b.name] = in.operands[static_cast<std::size_t>(b.parameter_number)];
      for (const hlo_instruction& b : body.instructions) {
        if (b.opcode == hlo_op::parameter) continue;
        hlo_instruction copy = b;
        const bool is_root = &b == root;
        copy.name = is_root ? in.name : out.keep(fmt::format("{}.{}", in.name, b.name));
        copy.root = is_root && in.root;
        for (std::string_view& o : copy.operands)
          if (const auto it = local.find(o); it != local.end()) o = it->second;
        local[b.name] = copy.name;
        if (is_root && copy.opcode == hlo_op::tuple) parts[in.name] = {copy.operands.begin(), copy.operands.end()};
        is.push_back(std::move(copy));
      }
      if (root != nullptr && root->opcode == hlo_op::parameter) {  // the callee returns an argument as it is
        const std::string_view value = local[root->name];
        if (in.root) {
          hlo_instruction copy = in;  // (the root stays an instruction: a copy of the argument's value)
          copy.opcode = hlo_op::copy;
          copy.called = {};
          copy.operands = {};
          copy.operands.push_back(value);
          is.push_back(std::move(copy));
        } else {
          renamed[in.name] = value;
        }
      }
    }
    comp.instructions = std::move(is);
  }
  std::vector<hlo_computation> kept;
  kept.reserve(nc);
  for (std::size_t c = 0; c < nc; ++c)
    if (!inlined[c] || called_otherwise[c] || out.computations[c].entry) kept.push_back(std::move(out.computations[c]));
  out.computations = std::move(kept);
  out.computation_index = {};
  for (std::size_t c = 0; c < out.computations.size(); ++c)
    out.computation_index.emplace(out.computations[c].name, c, [&](std::size_t i) { return out.computations[i].name; });
  return out;
}

/// `m` with its optimization barriers gone, as XLA:CPU's OptimizationBarrierExpander leaves them
/// (xla/service/optimization_barrier_expander.cc, in cpu_compiler.cc's pipeline: a barrier
/// becomes control dependencies, which order nothing the memory scheduler reads here), and each
/// get-tuple-element of a tuple made there reading the tuple's operand (TupleSimplifier). A
/// barrier that is a computation's root stays, as a tuple.
[[nodiscard]] inline hlo_module hlo_without_barriers(const hlo_module& m) {
  hlo_module out = m;
  for (hlo_computation& c : out.computations) {
    bool any = false;
    for (const hlo_instruction& in : c.instructions)
      any = any || in.opcode == hlo_op::opt_barrier || in.opcode == hlo_op::optimization_barrier;
    if (!any) continue;
    std::unordered_map<std::string_view, std::vector<std::string_view>> parts;
    std::unordered_map<std::string_view, std::string_view> renamed;
    std::unordered_map<std::string_view, std::size_t> uses;
    std::vector<hlo_instruction> is;
    is.reserve(c.instructions.size());
    for (hlo_instruction& in : c.instructions) {
      for (std::string_view& o : in.operands)
        if (const auto it = renamed.find(o); it != renamed.end()) o = it->second;
      if (in.opcode == hlo_op::opt_barrier || in.opcode == hlo_op::optimization_barrier) {
        if (in.shape.is_tuple()) {
          parts[in.name] = {in.operands.begin(), in.operands.end()};
          in.opcode = hlo_op::tuple;
        } else if (in.operands.size() == 1 && !in.root) {
          renamed[in.name] = in.operands[0];
          continue;
        }
      } else if (in.opcode == hlo_op::get_tuple_element && in.operands.size() == 1 && !in.root) {
        if (const auto it = parts.find(in.operands[0]);
            it != parts.end() && in.tuple_index >= 0 && static_cast<std::size_t>(in.tuple_index) < it->second.size()) {
          renamed[in.name] = it->second[static_cast<std::size_t>(in.tuple_index)];
          continue;
        }
      }
      is.push_back(std::move(in));
    }
    for (const hlo_instruction& in : is)
      for (const std::string_view o : in.operands) ++uses[o];
    std::erase_if(is, [&](const hlo_instruction& in) {
      return parts.contains(in.name) && !in.root && !uses.contains(in.name);
    });
    c.instructions = std::move(is);
  }
  return out;
}

namespace detail {

// The integers of a dimension list as either text writes it (`[1, 0]`, `{1,0}`); empty for none.
[[nodiscard]] inline std::vector<std::int64_t> cpu_int_list(std::string_view v) {
  std::vector<std::int64_t> out;
  for (std::size_t k = 0; k < v.size();) {
    if (v[k] < '0' || v[k] > '9') {
      ++k;
      continue;
    }
    std::int64_t n = 0;
    for (; k < v.size() && v[k] >= '0' && v[k] <= '9' && n < (std::int64_t{1} << 40); ++k) n = n * 10 + (v[k] - '0');
    out.push_back(n);
  }
  return out;
}

// A copy of `like` (its name, shape, sharding, metadata) made a `opcode` of `operand` alone.
[[nodiscard]] inline hlo_instruction cpu_unary_like(const hlo_instruction& like, hlo_op opcode,
                                                    std::string_view operand) {
  hlo_instruction out = like;
  out.opcode = opcode;
  out.literal = {};
  out.called = {};
  out.attributes = {};
  out.output_to_operand_aliasing = std::nullopt;
  out.operands = {};
  out.operands.push_back(operand);
  return out;
}

// How many tiles sharding `text` cuts dimension d of an array into; 1 where it does not.
[[nodiscard]] inline std::int64_t cpu_tiles(const std::optional<std::string_view>& text, std::int64_t d) {
  if (!text || text->find("devices=") == std::string_view::npos) return 1;
  try {
    const hlo_sharding h = hlo_sharding::parse(*text);
    if (d < 0 || static_cast<std::size_t>(d) >= h.data_rank()) return 1;
    return h.tile_dims()[static_cast<std::size_t>(d)];
  } catch (const error&) {
    return 1;  // (a sharding the sizing read already; one it could not is sized whole)
  }
}

}  // namespace detail

/// The SPMD partitioner's partial results, in `local` (sized per device) and `written` (the same
/// module as written, global shapes), changed alike: a dot contracting, or a reduce reducing, a
/// dimension its operand's sharding tiles computes on each device a partial result over its
/// shard, then an `all-reduce` sums the partials (xla/service/spmd/dot_handler.cc,
/// spmd_partitioner.cc HandleReduce). The partial keeps the operands' tiling of the other
/// dimensions; where the result's own sharding cuts it further, a `dynamic-slice` of the sum
/// takes this device's part (the partitioner's reduce-scatter written as all-reduce and slice on
/// CPU, as the compiled corpus shows: `all-reduce` then `multiply_dynamic-slice_fusion`). The
/// partial is named `<name>.partial`, the sum `<name>.sum` where a slice follows; the last keeps
/// the name.
/// @throws invalid_error where `written` does not have `local`'s computations and instructions.
inline void hlo_partial_collectives(hlo_module& local, hlo_module& written) {
  if (local.computations.size() != written.computations.size())
    detail::raise<invalid_error>("the module as written has {} computations, the one sized per device {}",
                                 written.computations.size(), local.computations.size());
  for (std::size_t c = 0; c < local.computations.size(); ++c) {
    hlo_computation& lc = local.computations[c];
    hlo_computation& wc = written.computations[c];
    if (lc.instructions.size() != wc.instructions.size())
      detail::raise<invalid_error>("computation '{}' has {} instructions as written, {} sized per device", lc.name,
                                   wc.instructions.size(), lc.instructions.size());
    std::unordered_map<std::string_view, std::uint32_t> at;
    std::vector<hlo_instruction> lis, wis;
    bool any = false;
    for (std::uint32_t k = 0; k < lc.instructions.size(); ++k) {
      const hlo_instruction& li = lc.instructions[k];
      const hlo_instruction& wi = wc.instructions[k];
      at.emplace(li.name, k);
      const auto operand = [&](std::size_t j) -> const hlo_instruction* {
        if (j >= wi.operands.size()) return nullptr;
        const auto it = at.find(wi.operands[j]);
        return it == at.end() ? nullptr : &wc.instructions[it->second];
      };
      // The partial's dimensions per device, from the global result and the operands' tiles.
      std::optional<std::vector<std::int64_t>> partial;
      if (li.opcode == hlo_op::dot && wi.shape.is_array()) {
        const hlo_instruction* a = operand(0);
        const hlo_instruction* b = operand(1);
        if (a != nullptr && b != nullptr && a->shape.is_array() && b->shape.is_array()) {
          const auto list = [&](const char* mlir, const char* hlo) {
            return detail::cpu_int_list(wi.attribute(mlir).value_or(wi.attribute(hlo).value_or("")));
          };
          const std::vector<std::int64_t> lb = list("batching_dims", "lhs_batch_dims"),
                                          rb = list("batching_dims_rhs", "rhs_batch_dims"),
                                          lcd = list("contracting_dims", "lhs_contracting_dims"),
                                          rcd = list("contracting_dims_rhs", "rhs_contracting_dims");
          bool cut = false;
          for (const std::int64_t d : lcd) cut = cut || detail::cpu_tiles(a->sharding, d) > 1;
          for (const std::int64_t d : rcd) cut = cut || detail::cpu_tiles(b->sharding, d) > 1;
          if (cut) {
            std::vector<std::int64_t> dims;
            const auto ceil_div = [](std::int64_t x, std::int64_t t) { return t > 1 ? (x + t - 1) / t : x; };
            for (const std::int64_t d : lb)
              if (d >= 0 && static_cast<std::size_t>(d) < a->shape.dims.size())
                dims.push_back(ceil_div(a->shape.dims[static_cast<std::size_t>(d)], detail::cpu_tiles(a->sharding, d)));
            for (const auto* side : {a, b}) {
              const auto& skip_b = side == a ? lb : rb;
              const auto& skip_c = side == a ? lcd : rcd;
              for (std::int64_t d = 0; d < static_cast<std::int64_t>(side->shape.dims.size()); ++d)
                if (std::find(skip_b.begin(), skip_b.end(), d) == skip_b.end() &&
                    std::find(skip_c.begin(), skip_c.end(), d) == skip_c.end())
                  dims.push_back(ceil_div(side->shape.dims[static_cast<std::size_t>(d)], detail::cpu_tiles(side->sharding, d)));
            }
            if (dims.size() == wi.shape.dims.size()) partial = std::move(dims);
          }
        }
      } else if (li.opcode == hlo_op::reduce && wi.shape.is_array() && wi.operands.size() == 2) {
        const hlo_instruction* a = operand(0);
        if (a != nullptr && a->shape.is_array()) {
          const std::vector<std::int64_t> reduced = detail::cpu_int_list(wi.attribute("dimensions").value_or(""));
          bool cut = false;
          for (const std::int64_t d : reduced) cut = cut || detail::cpu_tiles(a->sharding, d) > 1;
          if (cut) {
            std::vector<std::int64_t> dims;
            for (std::int64_t d = 0; d < static_cast<std::int64_t>(a->shape.dims.size()); ++d)
              if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) {
                const std::int64_t t = detail::cpu_tiles(a->sharding, d);
                const std::int64_t x = a->shape.dims[static_cast<std::size_t>(d)];
                dims.push_back(t > 1 ? (x + t - 1) / t : x);
              }
            if (dims.size() == wi.shape.dims.size()) partial = std::move(dims);
          }
        }
      }
      if (!partial) {
        lis.push_back(li), wis.push_back(wi);
        continue;
      }
      any = true;
      const bool slice = !std::equal(partial->begin(), partial->end(), li.shape.dims.begin(), li.shape.dims.end());
      const std::string_view partial_name = local.keep(fmt::format("{}.partial", li.name));
      // (a dot of bf16 or f16 sums in f32 and converts after: the compiled corpus's all-reduce
      // of a bf16 dot is f32, `to_apply=%add.clone_promoted`)
      const bool promoted = li.opcode == hlo_op::dot &&
                            (li.shape.element == dtype::bf16 || li.shape.element == dtype::f16);
      const bool convert = promoted && !slice;
      const std::string_view sum_name =
          slice || convert ? local.keep(fmt::format("{}.sum", li.name)) : li.name;
      for (int side = 0; side < 2; ++side) {
        const hlo_instruction& in = side == 0 ? li : wi;
        std::vector<hlo_instruction>& is = side == 0 ? lis : wis;
        hlo_instruction p = in;
        p.name = partial_name;
        p.root = false;
        p.sharding.reset();
        if (side == 0) p.shape.dims.assign(partial->begin(), partial->end());
        if (promoted) p.shape.element = dtype::f32;
        hlo_instruction sum = detail::cpu_unary_like(p, hlo_op::all_reduce, partial_name);
        sum.name = sum_name;
        if (!slice && !convert) sum.root = in.root, sum.sharding = in.sharding;
        is.push_back(std::move(p));
        is.push_back(std::move(sum));
        if (convert) is.push_back(detail::cpu_unary_like(in, hlo_op::convert, sum_name));
        if (slice) is.push_back(detail::cpu_unary_like(in, hlo_op::dynamic_slice, sum_name));
      }
    }
    if (!any) continue;
    lc.instructions = std::move(lis);
    wc.instructions = std::move(wis);
  }
}

/// `m` with each dot of bf16 or f16 made in f32, as XLA:CPU's pipeline makes it (its dot emitters
/// and YNNPACK take f32: cpu_compiler.cc's ChangeOpDataType for dots, whose compiled corpus
/// programs show `convert` to f32 of each operand, the dot in f32, and a `convert` back): the
/// operands `<dot>.lhs`, `<dot>.rhs` and the dot `<dot>.f32` are added, and the dot's name is
/// the convert back.
[[nodiscard]] inline hlo_module hlo_upcast_dots(const hlo_module& m) {
  hlo_module out = m;
  for (hlo_computation& c : out.computations) {
    bool any = false;
    for (const hlo_instruction& in : c.instructions) any = any || in.opcode == hlo_op::dot;
    if (!any) continue;
    std::unordered_map<std::string_view, const hlo_shape*> shape_of;
    std::vector<hlo_instruction> is;
    is.reserve(c.instructions.size() + 8);
    for (const hlo_instruction& in : c.instructions) {
      shape_of[in.name] = &in.shape;
      const bool narrow = in.shape.element == dtype::bf16 || in.shape.element == dtype::f16;
      const auto narrow_operand = [&](std::size_t k) {
        const auto it = k < in.operands.size() ? shape_of.find(in.operands[k]) : shape_of.end();
        return it != shape_of.end() && it->second->is_array() &&
               (it->second->element == dtype::bf16 || it->second->element == dtype::f16);
      };
      if (!(in.opcode == hlo_op::dot && in.shape.is_array() &&
            (narrow || (in.shape.element == dtype::f32 && (narrow_operand(0) || narrow_operand(1)))))) {
        is.push_back(in);
        continue;
      }
      hlo_instruction dot = in;
      if (narrow) {
        dot.name = out.keep(fmt::format("{}.f32", in.name));
        dot.root = false;
        dot.shape.element = dtype::f32;
      }
      const char* const side[] = {"lhs", "rhs"};
      for (std::size_t k = 0; k < dot.operands.size() && k < 2; ++k) {
        const auto it = shape_of.find(dot.operands[k]);
        if (it == shape_of.end() || !it->second->is_array() || it->second->element == dtype::f32) continue;
        hlo_instruction up;
        up.name = out.keep(fmt::format("{}.{}", in.name, side[k]));
        up.opcode = hlo_op::convert;
        up.shape = *it->second;
        up.shape.element = dtype::f32;
        up.operands.push_back(dot.operands[k]);
        up.metadata = in.metadata;
        up.line = in.line;
        dot.operands[k] = up.name;
        is.push_back(std::move(up));
      }
      if (!narrow) {
        is.push_back(std::move(dot));
        continue;
      }
      hlo_instruction down = detail::cpu_unary_like(in, hlo_op::convert, dot.name);
      is.push_back(std::move(dot));
      is.push_back(std::move(down));
    }
    c.instructions = std::move(is);
  }
  return out;
}

/// Which instructions XLA's HloCSE (xla/hlo/transforms/simplifiers/hlo_cse.cc, run by
/// cpu_compiler.cc's simplification pipeline) merges in `m`: by computation, for each
/// instruction, the position of the earlier one it is identical to (same opcode, shape, operands
/// once merged, literal, attributes, and called computations of the same instructions),
/// or itself. Two values a computation's root tuple returns are not merged (copy insertion, run on
/// the module as read, gives each returned value its own buffer). Parameters, instructions with side effects or channels (rng, collectives, send and
/// recv, infeed and outfeed, custom calls) and control flow are never merged.
[[nodiscard]] inline std::vector<std::vector<std::uint32_t>> hlo_cse_plan(const hlo_module& m) {
  std::vector<std::vector<std::uint32_t>> plan(m.computations.size());
  std::unordered_map<std::string_view, std::string> signature;  // a called computation's instructions, by name
  const auto signature_of = [&](std::string_view name) -> const std::string& {
    const auto it = signature.find(name);
    if (it != signature.end()) return it->second;
    std::string text;
    if (const hlo_computation* c = m.find(name)) {
      std::unordered_map<std::string_view, std::size_t> at;
      for (std::size_t k = 0; k < c->instructions.size(); ++k) {
        const hlo_instruction& in = c->instructions[k];
        at.emplace(in.name, k);
        fmt::format_to(std::back_inserter(text), "{} {} {} {}(", in.root ? "R" : "", in.opcode, detail::cpu_shape_key(in.shape),
                       in.parameter_number);
        for (const std::string_view o : in.operands) {
          const auto p = at.find(o);
          fmt::format_to(std::back_inserter(text), "{},", p == at.end() ? std::string(o) : std::to_string(p->second));
        }
        fmt::format_to(std::back_inserter(text), "){};", in.literal);
      }
    } else {
      text = std::string(name);
    }
    return signature.emplace(name, std::move(text)).first->second;
  };
  const auto mergeable = [](const hlo_instruction& in) {
    for (const hlo_op o : {hlo_op::parameter,
                           hlo_op::rng,
                           hlo_op::rng_bit_generator,
                           hlo_op::rng_get_and_update_state,
                           hlo_op::custom_call,
                           hlo_op::send,
                           hlo_op::send_done,
                           hlo_op::recv,
                           hlo_op::recv_done,
                           hlo_op::infeed,
                           hlo_op::outfeed,
                           hlo_op::while_,
                           hlo_op::conditional,
                           hlo_op::call,
                           hlo_op::all_reduce,
                           hlo_op::all_gather,
                           hlo_op::all_to_all,
                           hlo_op::reduce_scatter,
                           hlo_op::collective_permute,
                           hlo_op::collective_broadcast,
                           hlo_op::partition_id,
                           hlo_op::replica_id,
                           hlo_op::after_all,
                           hlo_op::add_dependency})
      if (in.opcode == o) return false;
    return !hlo_start_spelling(in.opcode) && !hlo_done_spelling(in.opcode) && !hlo_mlir_spelling(in.opcode);
  };
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    const std::vector<hlo_instruction>& is = m.computations[c].instructions;
    std::vector<std::uint32_t>& to = plan[c];
    to.resize(is.size());
    std::unordered_map<std::string_view, std::uint32_t> at;
    std::unordered_map<std::string, std::uint32_t> seen;
    // (what the root returns keeps a buffer of its own: copy insertion, which ran on the module
    // as read, would copy a value returned twice)
    std::unordered_map<std::string_view, char> returned;
    if (const hlo_instruction* r = m.computations[c].root(); r != nullptr && r->opcode == hlo_op::tuple)
      for (const std::string_view o : r->operands) returned.emplace(o, 1);
    for (std::uint32_t k = 0; k < is.size(); ++k) {
      const hlo_instruction& in = is[k];
      to[k] = k;
      at.emplace(in.name, k);
      if (!mergeable(in) || in.root) continue;
      std::string key = fmt::format("{}|{}|{}|{}|", in.opcode, detail::cpu_shape_key(in.shape), in.literal,
                                    in.tuple_index);
      for (const std::string_view o : in.operands) {
        const auto p = at.find(o);
        if (p == at.end()) fmt::format_to(std::back_inserter(key), "{},", o);
        else fmt::format_to(std::back_inserter(key), "#{},", to[p->second]);
      }
      key += '|';
      for (const hlo_attribute& a : in.attributes) fmt::format_to(std::back_inserter(key), "{}={};", a.name, a.value);
      if (in.output_to_operand_aliasing)
        for (const hlo_io_alias& a : *in.output_to_operand_aliasing)
          fmt::format_to(std::back_inserter(key), "alias {}:{}/{};", fmt::join(a.output, ","), a.parameter,
                         fmt::join(a.parameter_index, ","));
      key += '|';
      for (const std::string_view k2 : in.called) key += signature_of(k2) + "\n";
      const auto [it, fresh] = seen.emplace(std::move(key), k);
      if (!fresh && !(returned.contains(in.name) && returned.contains(is[it->second].name))) to[k] = it->second;
    }
  }
  return plan;
}

/// `m` with the merges of `plan` (hlo_cse_plan, of a module of the same instructions) made: each
/// merged instruction's users read the one it merged into, and it is removed.
/// @throws invalid_error for a plan of another module.
[[nodiscard]] inline hlo_module hlo_cse_apply(const hlo_module& m, const std::vector<std::vector<std::uint32_t>>& plan) {
  if (plan.size() != m.computations.size())
    detail::raise<invalid_error>("a CSE plan of {} computations does not fit HLO module '{}' of {}", plan.size(), m.name,
                                 m.computations.size());
  hlo_module out = m;
  for (std::size_t c = 0; c < out.computations.size(); ++c) {
    std::vector<hlo_instruction>& is = out.computations[c].instructions;
    const std::vector<std::uint32_t>& to = plan[c];
    if (to.size() != is.size())
      detail::raise<invalid_error>("a CSE plan of {} instructions does not fit computation '{}' of {}", to.size(),
                                   out.computations[c].name, is.size());
    bool any = false;
    for (std::uint32_t k = 0; k < to.size(); ++k) any = any || to[k] != k;
    if (!any) continue;
    std::unordered_map<std::string_view, std::string_view> renamed;
    std::vector<hlo_instruction> kept;
    kept.reserve(is.size());
    for (std::uint32_t k = 0; k < is.size(); ++k) {
      if (to[k] >= is.size())
        detail::raise<invalid_error>("a CSE plan merges instruction {} of computation '{}' into {}, past its {}", k,
                                     out.computations[c].name, to[k], is.size());
      if (to[k] != k) {
        renamed[is[k].name] = is[to[k]].name;
        continue;
      }
      hlo_instruction in = std::move(is[k]);
      for (std::string_view& o : in.operands)
        if (const auto it = renamed.find(o); it != renamed.end()) o = it->second;
      kept.push_back(std::move(in));
    }
    is = std::move(kept);
  }
  return out;
}

}  // namespace shardmem
