// The values of an HLO module, their live ranges over its flattened schedule, and the peak of
// memory held (../HLO.md sect. 4-6): HloDataflowAnalysis's which-instruction-defines-what,
// HloLiveRange's module-scoped time line (called computations flattened before their caller),
// and HeapSimulator's NoFragmentationStatsHeap, where a value may take over the buffer of an
// operand dying at its definition. This is the "true peak"; what memory_analysis() reserves is
// buffer assignment's, which builds on these ranges. The hand-over is modelled for a user reading
// its operand's instruction directly, by XLA's rule with the backend's hint (share_rules::xla of
// the one sharing predicate, hlo_buffer_sharing.hpp); buffer assignment also lets a user reading
// through get-tuple-element, bitcast, a callee's parameter or an async done take over a dying
// value's buffer, so where a program has those the peak here may count both buffers: an upper
// bound (tests/fuzz/fuzz_hlo_generated finds such modules and exempts exactly those hand-overs).
// Modelled so far: straight-line computations, tuples, get-tuple-element, bitcast, copy, call,
// while and conditional (module-scoped flattening; phi values as HloDataflowAnalysis makes them
// in SSA form and PhiGraph::Optimize keeps them; a loop's state and a conditional's branch roots
// one buffer per subshape, as HloAliasAnalysis merges them), asynchronous starts and dones of
// copies and collectives, and in-place writes (dynamic-update-slice, scatter, output_to_operand_aliasing,
// a fusion rooted in a dynamic-update-slice). A module using async-start with a wrapped
// computation, all-reduce-start, send/recv, opt-barrier or domain is refused by name
// (not guessed), and so is a computation called from two places (XLA's flattening would place
// it once; its callers would then share values this model does not track).
// Sources for while and conditional (openxla/xla, read at antkillerfarm/openxla 0ff5bc0f and
// openxla/xla c38f1678): xla/hlo/utils/hlo_live_range.cc FlattenSchedule, GetLastUsageTime (a
// while's use of its init value moves to its body's parameter), CalculateBufferStartEndMap;
// xla/service/hlo_dataflow_analysis.cc UpdateWhileValueSet, UpdateConditionalValueSet,
// UpdateParameterValueSet, Phi, OptimizePhiValues; xla/service/hlo_phi_graph.cc Optimize;
// xla/service/hlo_alias_analysis.cc ComputeWhileAliasedValues, ComputeConditionalAliasedValues.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/memory/buffer_ranges.hpp>
#include <shardmem/memory/memory_profile.hpp>
#include <shardmem/xla/hlo_alias.hpp>
#include <shardmem/xla/hlo_buffer_sharing.hpp>
#include <shardmem/xla/hlo_dataflow.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

namespace shardmem {

/// A module's values over its flattened schedule, and the heap simulator's peak.
struct hlo_live_ranges {
  std::vector<hlo_value> values;
  /// By time: the (computation, instruction) run then; schedule_end() == its size.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> schedule;
  std::int64_t peak = 0;       ///< most device bytes held at one time (constants and host values not counted)
  std::int64_t peak_time = 0;  ///< the first time the peak is reached
  /// The buffers holding bytes at the peak, one value each (of a buffer several values share, the
  /// one defined last), largest first (ties in the order of each buffer's lowest value, as
  /// memory_profile's live_at lists them); their bytes add up to `peak`. A value whose buffer a user
  /// took over at that time (a dying operand's reuse) is left out: its bytes are the user's.
  std::vector<std::uint32_t> live_at_peak;
  /// The bytes each of live_at_peak holds: its buffer's (the largest value of it).
  std::vector<std::int64_t> live_at_peak_bytes;
  /// By time: the bytes held once the values starting then are allocated (the heap's size when
  /// the instruction of that time runs); its maximum is `peak`. Size schedule_end() + 1.
  std::vector<std::int64_t> timeline;
  /// By computation: the times [first, end) its flattened instructions take (its callees'
  /// included, as HloLiveRange's computation_span_times); {-1, -1} when not flattened.
  std::vector<std::pair<std::int64_t, std::int64_t>> spans;
  /// The device buffers over the schedule (time t is step t), the values a take-over joins one
  /// buffer: what `peak`, `timeline` and `live_at_peak` are reduced from, as a generated step's are.
  buffer_ranges buffers;

  [[nodiscard]] std::int64_t schedule_end() const noexcept { return static_cast<std::int64_t>(schedule.size()); }
  /// The value `instruction` (of computation `computation`, by name) defines at `index`, or nullopt.
  [[nodiscard]] std::optional<std::uint32_t> value_of(const hlo_module& m, std::string_view instruction,
                                                      const hlo_shape_index& index = {}) const {
    for (std::uint32_t v = 0; v < values.size(); ++v)
      if (m.computations[values[v].computation].instructions[values[v].instruction].name == instruction &&
          values[v].index == index)
        return v;
    return std::nullopt;
  }
  /// The ranges after HloLiveRange::NormalizeAliasedBuffers: the values of one buffer, ordered by
  /// (start, end, index), each end where the next starts, the last to the latest end. By value.
  [[nodiscard]] std::vector<std::pair<std::int64_t, std::int64_t>> normalized() const {
    std::vector<std::pair<std::int64_t, std::int64_t>> r(values.size());
    std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> by_buffer;
    for (std::uint32_t v = 0; v < values.size(); ++v) {
      r[v] = {values[v].start, values[v].end};
      by_buffer[values[v].buffer].push_back(v);
    }
    for (auto& [b, vs] : by_buffer) {
      std::sort(vs.begin(), vs.end(), [&](std::uint32_t x, std::uint32_t y) {
        return std::tie(r[x].first, r[x].second, x) < std::tie(r[y].first, r[y].second, y);
      });
      for (std::size_t k = 0; k + 1 < vs.size(); ++k) {
        r[vs[k + 1]].second = std::max(r[vs[k]].second, r[vs[k + 1]].second);
        r[vs[k]].second = std::min(r[vs[k]].second, r[vs[k + 1]].first);
      }
    }
    return r;
  }
};

namespace detail {

// HloLiveRange's ranges over a module's merged dataflow (hlo_alias.hpp), and the heap
// simulator's peak: the last stage of hlo_liveness.
class hlo_range_pass {
 public:
  using value_sets = hlo_dataflow::value_sets;
  using loop = hlo_dataflow::loop;

  explicit hlo_range_pass(hlo_dataflow& d) : d_(d), share_(d.m, d.backend, share_rules::xla) {}

  hlo_live_ranges run() {
    out_.values = std::move(d_.values);
    out_.schedule = std::move(d_.schedule);
    ranges();
    simulate();
    out_.spans = d_.span;
    return std::move(out_);
  }

 private:
  // HloLiveRange: start at the definition (a parameter at its computation's start); end at the
  // last position (a root's: its computation's end) or use; entry parameters not aliased to an
  // output live to the end of the schedule.
  void ranges() {
    const std::int64_t end = out_.schedule_end();
    for (hlo_value& v : out_.values) {
      v.start = d_.at(v.computation, v.instruction).opcode == hlo_op::parameter ? d_.span[v.computation].first
                                                                                : d_.time[v.computation][v.instruction];
      v.end = v.start;
    }
    // GetLastUsageTime: a while's use of its init value is moved to its body's parameter. (Found by
    // computation, then instruction: a scan of every while for each would be quadratic in them.)
    std::vector<std::vector<std::pair<std::uint32_t, std::int64_t>>> body_param_time(d_.m.computations.size());
    for (const loop& w : d_.whiles) body_param_time[w.c].emplace_back(w.i, d_.time[w.body][w.body_param]);
    for (auto& in_c : body_param_time) std::sort(in_c.begin(), in_c.end());
    for (std::uint32_t c = 0; c < d_.m.computations.size(); ++c) {
      if (d_.span[c].first < 0) continue;  // not flattened (fusion bodies and other embedded callees)
      const hlo_computation& comp = d_.m.computations[c];
      const hlo_instruction* root = comp.root();
      for (std::uint32_t i = 0; i < comp.instructions.size(); ++i) {
        const hlo_instruction& in = comp.instructions[i];
        const std::int64_t t = d_.time[c][i];
        const std::int64_t here = &in == root ? d_.span[c].second : t;
        for (const auto& set : d_.sets[c][i])
          for (const std::uint32_t v : set) out_.values[v].end = std::max(out_.values[v].end, here);
        if (in.opcode == hlo_op::call || in.opcode == hlo_op::tuple)
          continue;  // uses inside the callee count; a tuple passes through
        const bool top_only = in.opcode == hlo_op::get_tuple_element || in.opcode == hlo_op::copy;
        std::int64_t use = t;
        if (in.opcode == hlo_op::while_) {
          const auto& in_c = body_param_time[c];
          const auto w = std::lower_bound(in_c.begin(), in_c.end(), std::pair<std::uint32_t, std::int64_t>{i, -1});
          if (w != in_c.end() && w->first == i) use = w->second;
        }
        for (std::size_t k = 0; k < in.operands.size(); ++k) {
          const value_sets& s = d_.sets[c][d_.operand(c, i, k)];
          for (std::size_t p = 0; p < (top_only ? std::min<std::size_t>(1, s.size()) : s.size()); ++p)
            for (const std::uint32_t v : s[p]) out_.values[v].end = std::max(out_.values[v].end, use);
        }
      }
    }
    for (hlo_value& v : out_.values)
      if (v.entry_parameter && !aliased(v)) v.end = end;
  }

  [[nodiscard]] bool aliased(const hlo_value& v) const {
    const std::int64_t n = d_.at(v.computation, v.instruction).parameter_number;
    return std::any_of(d_.m.input_output_alias.begin(), d_.m.input_output_alias.end(),
                       [&](const hlo_io_alias& a) { return a.parameter == n && a.parameter_index == v.index; });
  }

  // HeapSimulator with NoFragmentationStatsHeap decides which buffers are one: at each time,
  // values starting then (by start, end, id) share their buffer when another value of it is live,
  // or take a dying operand's buffer where they may (Free(operand) then ShareWith, which this heap
  // counts as an Alloc of the user's bytes: the operand's buffer ends where the user's begins),
  // else allocate it; then values ending leave it, and the last one frees it. The buffers so made,
  // each stretch of time a buffer holds bytes one buffer_range, are what the timeline, the peak
  // and the live set are reduced from (memory_profile.hpp), as for a generated step.
  void simulate() {
    const auto n = static_cast<std::uint32_t>(out_.values.size());
    d_.buffers.grow(n);                    // every value its own buffer but those joined in place
    std::vector<std::int64_t> size(n, 0);  // by buffer: its largest value
    for (std::uint32_t v = 0; v < n; ++v)
      size[d_.buffers.buffer_of(v)] = std::max(size[d_.buffers.buffer_of(v)], out_.values[v].bytes);
    std::vector<std::uint32_t> order(n);
    for (std::uint32_t v = 0; v < n; ++v) order[v] = v;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      const hlo_value &x = out_.values[a], &y = out_.values[b];
      return std::tie(x.start, x.end, a) < std::tie(y.start, y.end, b);
    });
    for (hlo_value& val : out_.values) {  // host values are not the device's
      const hlo_shape* sub = &d_.at(val.computation, val.instruction).shape;
      for (const std::int64_t e : val.index)
        if (sub->is_tuple() && e >= 0 && static_cast<std::size_t>(e) < sub->elements.size())
          sub = &sub->elements[static_cast<std::size_t>(e)];
      val.host = sub->is_array() && sub->memory_space() == 5;
    }
    auto counted = [&](std::uint32_t v) { return !out_.values[v].constant && !out_.values[v].host; };
    // The take-overs, in the heap's order: `taken[b]` is the time a user took buffer b (none: never).
    constexpr std::uint32_t never = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> taken(n, never);
    {
      const auto steps = static_cast<std::size_t>(out_.schedule_end()) + 1;
      std::vector<std::uint32_t> ending_first(steps + 1, 0), ending(n);  // a counting sort by end
      for (const hlo_value& val : out_.values) ++ending_first[static_cast<std::size_t>(val.end) + 1];
      for (std::size_t t = 0; t < steps; ++t) ending_first[t + 1] += ending_first[t];
      std::vector<std::uint32_t> fill(ending_first.begin(), ending_first.end() - 1);
      for (std::uint32_t v = 0; v < n; ++v) ending[fill[static_cast<std::size_t>(out_.values[v].end)]++] = v;
      std::vector<char> held(n, 0);            // by buffer: allocated with bytes, not handed over
      std::vector<std::uint32_t> users(n, 0);  // by buffer: its values live now
      std::size_t next = 0;
      for (std::size_t t = 0; t < steps; ++t) {
        for (; next < n && out_.values[order[next]].start == static_cast<std::int64_t>(t); ++next) {
          const std::uint32_t v = order[next], b = d_.buffers.buffer_of(v);
          const hlo_value& val = out_.values[v];
          if (!counted(v) || users[b]++ > 0) continue;  // its buffer is allocated already
          bool shared = false;
          const hlo_instruction& user = d_.at(val.computation, val.instruction);
          for (std::size_t k = 0; k < user.operands.size() && !shared && d_.buffers.count(b) == 1; ++k) {
            const value_sets& s = d_.sets[val.computation][d_.operand(val.computation, val.instruction, k)];
            if (s.empty() || s[0].size() != 1) continue;
            const std::uint32_t o = s[0].front(), ob = d_.buffers.buffer_of(o);
            const hlo_value& ov = out_.values[o];
            if (d_.buffers.count(ob) != 1 || held[ob] == 0 || ov.end != static_cast<std::int64_t>(t) ||
                !share_.can_share(ov.computation, ov.instruction, ov.index, val.computation, val.instruction,
                                  val.index))
              continue;
            held[ob] = 0, users[ob] = 0, shared = true, taken[ob] = static_cast<std::uint32_t>(t);
          }
          held[b] = size[b] > 0;
        }
        for (std::uint32_t e = ending_first[t]; e < ending_first[t + 1]; ++e) {
          const std::uint32_t v = ending[e], b = d_.buffers.buffer_of(v);
          if (counted(v) && users[b] > 0 && --users[b] == 0) held[b] = 0;
        }
      }
    }
    for (std::uint32_t v = 0; v < n; ++v) out_.values[v].buffer = d_.buffers.buffer_of(v);
    out_.buffers = buffers(order, size, taken, counted);
    const memory_profile p = profile_memory(out_.buffers).device;
    out_.timeline = p.timeline;
    out_.peak = p.peak.count();
    out_.peak_time = static_cast<std::int64_t>(p.peak_step);
    for (const live_buffer& l : live_at(out_.buffers, out_.peak_time)) {
      out_.live_at_peak.push_back(index(*l.value));
      out_.live_at_peak_bytes.push_back(l.size.count());
    }
  }

  // The device buffers over the schedule (time t is step t): each stretch of time in which a value
  // of a buffer is live one buffer_range of the buffer's bytes, a buffer a user took over ending
  // the step before, in the order of their lowest values.
  template <class Counted>
  [[nodiscard]] buffer_ranges buffers(const std::vector<std::uint32_t>& order, const std::vector<std::int64_t>& size,
                                      const std::vector<std::uint32_t>& taken, Counted counted) const {
    const auto n = static_cast<std::uint32_t>(out_.values.size());
    // Each buffer's values in the heap's order (start, end, id), a counting sort by buffer.
    std::vector<std::uint32_t> first(n + 1, 0), by_buffer(n);
    for (std::uint32_t v = 0; v < n; ++v)
      if (counted(v)) ++first[out_.values[v].buffer + 1];
    for (std::uint32_t b = 0; b < n; ++b) first[b + 1] += first[b];
    std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
    for (const std::uint32_t v : order)
      if (counted(v)) by_buffer[fill[out_.values[v].buffer]++] = v;
    struct stretch {
      std::uint32_t lowest, buffer, from, to;  // its lowest value; its values by_buffer[from, to)
      std::int64_t first, last;
    };
    std::vector<stretch> stretches;
    for (std::uint32_t c = 0; c < n; ++c)
      for (std::uint32_t k = first[c]; k < first[c + 1];) {
        stretch s{by_buffer[k], c, k, k, out_.values[by_buffer[k]].start, out_.values[by_buffer[k]].end};
        for (; k < first[c + 1] && out_.values[by_buffer[k]].start <= s.last; ++k) {
          s.lowest = std::min(s.lowest, by_buffer[k]);
          s.last = std::max(s.last, out_.values[by_buffer[k]].end);
        }
        s.to = k;
        // A buffer a user took over (one value, dying then) holds no bytes from the user's time.
        if (taken[c] != std::numeric_limits<std::uint32_t>::max())
          s.last = std::min<std::int64_t>(s.last, taken[c] - 1);
        if (s.first <= s.last) stretches.push_back(s);
      }
    std::sort(stretches.begin(), stretches.end(),
              [](const stretch& a, const stretch& b) { return a.lowest < b.lowest; });
    buffer_ranges r;
    r.steps = out_.schedule_end() + 1;
    r.buffers.reserve(stretches.size());
    for (const stretch& s : stretches) {
      const bytes b{size[s.buffer]};
      const auto i = static_cast<std::uint32_t>(r.buffers.size());
      r.buffers.push_back({.size = b,
                           .first = static_cast<std::uint32_t>(s.first),
                           .last = static_cast<std::uint32_t>(s.last),
                           .id = s.lowest});
      if (s.to - s.from < 2) continue;
      const std::size_t at = r.shared.size();
      for (std::uint32_t k = s.from; k < s.to; ++k) {
        const hlo_value& val = out_.values[by_buffer[k]];
        r.shared.push_back({.buffer = i,
                            .value = static_cast<value_id>(by_buffer[k]),
                            .first = val.start,
                            .last = val.end,
                            .size = b});
      }
      std::sort(r.shared.begin() + static_cast<std::ptrdiff_t>(at), r.shared.end(),
                [](const value_range& x, const value_range& y) { return x.value < y.value; });
    }
    return r;
  }

  hlo_dataflow& d_;
  hlo_sharing share_;  // whether a value may take a dying operand's buffer
  hlo_live_ranges out_;
};

}  // namespace detail

/// The values of `m`, their live ranges on its schedule flattened as HloLiveRange flattens it
/// (module scoped: a callee's instructions just before its call), and the heap simulator's peak
/// with its live set. Sizes are hlo_byte_size on `backend` (GPU's by default).
/// @throws invalid_error for an instruction whose buffer semantics are not modelled yet (async
///         computations, all-reduce-start, send/recv, ...), naming it; for a computation
///         called twice or recursively; for a while or conditional whose computations are
///         missing or shaped otherwise than its state; or an operand the computation lacks.
/// Example: for `ENTRY { a = f32[4] parameter(0) ... ROOT m = f32[4] multiply(a, x) }` the peak is
/// 48 bytes at time 2 (XLA's hlo_live_range_test.cc ToStringSimpleComputation).
[[nodiscard]] inline hlo_live_ranges hlo_liveness(const hlo_module& m, hlo_backend backend = hlo_backend::gpu);

namespace detail {

// hlo_liveness from the module's dataflow after the alias pass (a memory scheduler's, given away).
[[nodiscard]] inline hlo_live_ranges hlo_liveness(hlo_dataflow&& aliased) { return hlo_range_pass(aliased).run(); }

}  // namespace detail

inline hlo_live_ranges hlo_liveness(const hlo_module& m, hlo_backend backend) {
  detail::hlo_dataflow d = detail::hlo_flatten(m, backend);
  detail::hlo_alias_pass(d).run();
  return detail::hlo_range_pass(d).run();
}

}  // namespace shardmem
