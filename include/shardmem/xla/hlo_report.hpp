// Where the memory of an HLO module goes: the liveness peak (hlo_live_range.hpp), when it happens,
// the buffers live there with the instruction, shape, op_name and source line that made each, and
// the bytes at the peak grouped by JAX's name stack (op_name), by source line and by opcode; with
// memory_analysis()'s categories beside it when the caller has them (buffer assignment). A summary
// struct, then a text report of it; the tool's JSON is built from the same struct.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_cpu_fusion.hpp>
#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_memory_scheduler.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

namespace shardmem {

/// `f32[256,128]`, `(f32[8], s32[])`, `token[]`: a shape as HLO text writes it, without its layout
/// (a bounded dimension as `<=N`).
[[nodiscard]] inline std::string hlo_shape_text(const hlo_shape& s) {
  switch (s.kind) {
    case hlo_shape::kind_t::token: return "token[]";
    case hlo_shape::kind_t::opaque: return "opaque[]";
    case hlo_shape::kind_t::tuple: {
      std::string out = "(";
      for (std::size_t k = 0; k < s.elements.size(); ++k) out += (k ? ", " : "") + hlo_shape_text(s.elements[k]);
      return out + ")";
    }
    case hlo_shape::kind_t::array: break;
  }
  std::string out = std::string(name(s.element)) + "[";
  for (std::size_t d = 0; d < s.dims.size(); ++d) {
    if (d) out += ',';
    if (s.dynamic && d < s.dynamic->size() && (*s.dynamic)[d]) out += s.dims[d] < 0 ? "?" : "<=";
    if (s.dims[d] >= 0) out += std::to_string(s.dims[d]);
  }
  return out + "]";
}

/// A buffer holding bytes at the peak: the instruction defining it (and the tuple index), what
/// it is, and the source that put it there.
struct hlo_peak_buffer {
  std::string instruction, computation, opcode;
  hlo_shape_index index{};          ///< `{}` for an array value; a tuple element's path
  std::string shape;                ///< hlo_shape_text of the value
  std::string op_name;              ///< metadata op_name (JAX's name stack); empty when the text has none
  std::string source;               ///< `file:line` from metadata or the stack-frame tables; empty when none
  std::int64_t bytes = 0;           ///< what its buffer holds
  std::int64_t start = 0, end = 0;  ///< its live times
  bool parameter = false;           ///< an entry parameter (live the whole run)
  bool output = false;              ///< live out of the program (held to its end)
  std::string sharding;             ///< the instruction's `sharding=` text, or empty
};

/// Bytes live at the peak under one key (an op_name path, a source line, an opcode).
struct hlo_memory_group {
  std::string key;
  std::int64_t bytes = 0;
  std::size_t buffers = 0;
};

/// What summarize_hlo reports of a module.
struct hlo_memory_summary {
  std::string module;
  std::size_t computations = 0, instructions = 0;
  std::int64_t peak = 0;                           ///< the liveness peak (heap simulator, no fragmentation)
  std::int64_t peak_time = 0;                      ///< the first time it is reached on the flattened schedule
  std::string peak_instruction, peak_computation;  ///< what runs then
  std::vector<hlo_peak_buffer> live_at_peak;       ///< largest first; bytes add up to `peak`
  std::vector<hlo_memory_group> by_op_name, by_source, by_opcode;  ///< at the peak, largest first
  std::vector<std::int64_t> timeline;  ///< bytes held at each time (hlo_live_ranges::timeline)
  /// memory_analysis()'s categories, when the caller has them (buffer assignment).
  std::optional<memory_stats> categories;
  /// How sizes were found: "exact" (as written, after SPMD partitioning) or "estimate" (per
  /// device from each instruction's sharding, before partitioning).
  std::string sizes = "exact";
  /// Which of memory_analysis's categories are exact: all for a compiled module; before
  /// partitioning, argument and output where every parameter's and result's sharding is written
  /// (hlo_module::lowered for a lowered module), temp never (fusion and scheduling decide it).
  struct exactness {
    bool argument = true, output = true, temp = true;
    friend bool operator==(const exactness&, const exactness&) = default;
  } exact;
  /// The order the analyses read: "as written" for a scheduled module (its text order is XLA's
  /// schedule); for one not scheduled yet, the scheduler XLA's DefaultMemoryScheduler chose for
  /// the entry computation ("list", "dfs" or "post_order", hlo_memory_scheduler.hpp), whose
  /// order the module was analysed in.
  std::string schedule = "as written";
  /// Findings in the program worth a look, one sentence each (a pad whose result is mostly its
  /// padding value: after partitioning, a broadcast of that value on every device).
  std::vector<std::string> notes;
  /// Whose buffer-assignment rules the categories follow, and whether the caller gave the backend
  /// or the module's text said it (hlo_detect_backend).
  hlo_backend_choice backend{};
  /// Every device buffer over the schedule, each as its lowest value (start and end: the times
  /// the buffer holds bytes), and the instruction run at each time: filled when asked
  /// (hlo_summary_options::all_buffers), for the viewer.
  std::vector<hlo_peak_buffer> buffers;
  std::vector<std::string> steps;
};

/// How summarize_hlo groups by op_name.
struct hlo_summary_options {
  /// Components of the op_name path kept as the group key (`jit(step)/jvp(f)/dot_general` with 2:
  /// `jit(step)/jvp(f)`); 0 keeps the whole op_name.
  std::size_t op_name_depth = 0;
  /// The module as written when `m` is its per-device form (hlo_per_device, before SPMD
  /// partitioning): its sizes are then estimates, and its pads are read for notes. nullptr when
  /// the sizes are as written (after partitioning: exact).
  const hlo_module* before_partitioning = nullptr;
  std::size_t unsharded = 0;  ///< instructions hlo_per_device kept whole (no sharding)
  bool all_buffers = false;   ///< fill hlo_memory_summary::buffers and ::steps
};

namespace detail {

// The first `depth` components of a JAX name stack, split at '/' outside parentheses and brackets
// (`jit(f)/transpose(jvp(g))/dot`); the whole path for depth 0.
[[nodiscard]] inline std::string op_name_prefix(std::string_view op_name, std::size_t depth) {
  if (depth == 0) return std::string(op_name);
  int nesting = 0;
  std::size_t parts = 0;
  for (std::size_t i = 0; i < op_name.size(); ++i) {
    const char c = op_name[i];
    if (c == '(' || c == '[' || c == '{') ++nesting;
    else if ((c == ')' || c == ']' || c == '}') && nesting > 0) --nesting;
    else if (c == '/' && nesting == 0 && ++parts == depth) return std::string(op_name.substr(0, i));
  }
  return std::string(op_name);
}

// `file:line` of an instruction's metadata, or of its stack frame; empty when neither says.
[[nodiscard]] inline std::string hlo_source_of(const hlo_module& m, const hlo_instruction& i) {
  if (!i.metadata) return {};
  const hlo_metadata& md = *i.metadata;
  if (!md.source_file.empty())
    return md.source_line >= 0 ? fmt::format("{}:{}", md.source_file, md.source_line) : std::string(md.source_file);
  if (md.stack_frame_id >= 0)
    if (const auto s = m.stack_frames.source(md.stack_frame_id)) return fmt::format("{}:{}", s->first, s->second);
  return {};
}

// The share of a pad's result that is padding value, from its `padding=lo_hi[_interior]x...`
// and result shape (each dimension's operand size solved from out = lo + hi + n + interior(n-1),
// less what negative padding cuts off);
// nullopt when the attribute does not read or does not fit the shape.
[[nodiscard]] inline std::optional<double> pad_fraction(const hlo_instruction& pad) {
  const auto text = pad.attribute("padding");
  if (!text) return std::nullopt;
  double data = 1;
  std::size_t d = 0, p = 0;
  const std::string_view t = *text;
  while (p <= t.size() && d < pad.shape.dims.size()) {
    std::int64_t v[3] = {0, 0, 0};
    int n = 0;
    for (; n < 3; ++n) {
      const bool negative = p < t.size() && t[p] == '-';
      p += negative ? 1 : 0;
      const parsed_int x = parse_int64(t, p);
      if (!x.ok()) return std::nullopt;
      v[n] = negative ? -x.value : x.value;
      if (p >= t.size() || t[p] != '_') break;
      ++p;
    }
    if (n < 1) return std::nullopt;
    const std::int64_t out = pad.shape.dims[d];
    if (out <= 0) return std::nullopt;
    const std::int64_t operand = (out - v[0] - v[1] + v[2]) / (1 + v[2]);
    // Negative padding cuts operand elements off: they are not in the result.
    const std::int64_t kept = operand - std::max<std::int64_t>(0, -v[0]) - std::max<std::int64_t>(0, -v[1]);
    data *= static_cast<double>(std::clamp<std::int64_t>(kept, 0, out)) / static_cast<double>(out);
    ++d;
    if (p < t.size() && t[p] == 'x') ++p;
    else break;
  }
  if (d != pad.shape.dims.size()) return std::nullopt;
  return 1 - data;
}

[[nodiscard]] inline std::vector<hlo_memory_group> sorted_groups(const std::map<std::string, hlo_memory_group>& g) {
  std::vector<hlo_memory_group> out;
  out.reserve(g.size());
  for (const auto& [key, group] : g) out.push_back(group);
  std::stable_sort(out.begin(), out.end(),
                   [](const hlo_memory_group& a, const hlo_memory_group& b) { return a.bytes > b.bytes; });
  return out;
}

// memory_analysis()'s fields under JAX's names, each with its size in units and `notes` (said of
// argument, output, alias and temp), the host twins where any is not 0, and what they reserve.
[[nodiscard]] inline std::string format_memory_stats(const memory_stats& c,
                                                     std::array<std::string_view, 4> notes = {}) {
  const memory_analysis& d = c.device;
  auto field = [&](std::string_view label, bytes n, std::string_view note) {
    return fmt::format("{} {} ({}{})\n", label, n.count(), n, note);
  };
  std::string out = field("memory_analysis: argument_size_in_bytes", d.argument, notes[0]);
  out += field("                 output_size_in_bytes  ", d.output, notes[1]);
  out += field("                 alias_size_in_bytes   ", d.alias, notes[2]);
  out += field("                 temp_size_in_bytes    ", d.temp, notes[3]);
  const memory_analysis& h = c.host;
  if (h != memory_analysis{})
    out += fmt::format("                 host_argument {} host_output {} host_alias {} host_temp {}\n",
                       h.argument.count(), h.output.count(), h.alias.count(), h.temp.count());
  out += field("reserved (argument + output - alias + temp):", d.total(), "");
  return out;
}

}  // namespace detail

/// The peak of `r` (hlo_liveness of `m`), what runs then, the buffers live there and their bytes
/// grouped by op_name path, by source line and by opcode. Values without an op_name group under
/// `(parameter)` for entry parameters and `(no op_name)` otherwise; without a source under
/// `(no source)`.
/// @pre r is hlo_liveness(m).
/// Example: for XLA's ToStringSimpleComputation module, peak 48 at time 2, while `multiply` runs.
[[nodiscard]] inline hlo_memory_summary summarize_hlo(const hlo_module& m, const hlo_live_ranges& r,
                                                      const hlo_summary_options& o = {}) {
  hlo_memory_summary s;
  s.module = m.name;
  s.computations = m.computations.size();
  for (const hlo_computation& c : m.computations) s.instructions += c.instructions.size();
  s.peak = r.peak;
  s.peak_time = r.peak_time;
  s.timeline = r.timeline;
  if (const auto t = static_cast<std::size_t>(r.peak_time); t < r.schedule.size()) {
    const auto [c, i] = r.schedule[t];
    s.peak_computation = m.computations[c].name;
    s.peak_instruction = m.computations[c].instructions[i].name;
  }
  std::map<std::string, hlo_memory_group> by_name, by_source, by_opcode;
  auto add = [](std::map<std::string, hlo_memory_group>& g, const std::string& key, std::int64_t bytes_held) {
    hlo_memory_group& e = g[key];
    e.key = key;
    e.bytes = checked_add(e.bytes, bytes_held, "bytes of a group at the peak");
    ++e.buffers;
  };
  auto describe = [&](std::uint32_t value, std::int64_t held, std::int64_t start, std::int64_t end) {
    const hlo_value& v = r.values[value];
    const hlo_computation& c = m.computations[v.computation];
    const hlo_instruction& i = c.instructions[v.instruction];
    const hlo_shape* shape = &i.shape;
    for (const std::int64_t e : v.index)
      if (shape->is_tuple() && e >= 0 && static_cast<std::size_t>(e) < shape->elements.size())
        shape = &shape->elements[static_cast<std::size_t>(e)];
    return hlo_peak_buffer{.instruction = std::string(i.name),
                           .computation = std::string(c.name),
                           .opcode = std::string(i.opcode),
                           .index = v.index,
                           .shape = hlo_shape_text(*shape),
                           .op_name = i.metadata ? std::string(i.metadata->op_name) : std::string(),
                           .source = detail::hlo_source_of(m, i),
                           .bytes = held,
                           .start = start,
                           .end = end,
                           .parameter = v.entry_parameter,
                           .output = !v.entry_parameter && end >= r.schedule_end(),
                           .sharding = i.sharding ? std::string(*i.sharding) : std::string()};
  };
  if (o.all_buffers) {
    s.buffers.reserve(r.buffers.buffers.size());
    for (const buffer_range& b : r.buffers.buffers)
      s.buffers.push_back(describe(b.id, b.size.count(), b.first, b.last));
    s.steps.reserve(r.schedule.size());
    for (const auto& [c, i] : r.schedule) s.steps.emplace_back(m.computations[c].instructions[i].name);
  }
  for (std::size_t k = 0; k < r.live_at_peak.size(); ++k) {
    const hlo_value& v = r.values[r.live_at_peak[k]];
    hlo_peak_buffer b = describe(r.live_at_peak[k], r.live_at_peak_bytes[k], v.start, v.end);
    add(by_name,
        b.op_name.empty() ? std::string(b.parameter ? "(parameter)" : "(no op_name)")
                          : detail::op_name_prefix(b.op_name, o.op_name_depth),
        b.bytes);
    add(by_source, b.source.empty() ? std::string("(no source)") : b.source, b.bytes);
    add(by_opcode, b.opcode, b.bytes);
    s.live_at_peak.push_back(std::move(b));
  }
  s.by_op_name = detail::sorted_groups(by_name);
  s.by_source = detail::sorted_groups(by_source);
  s.by_opcode = detail::sorted_groups(by_opcode);
  if (o.before_partitioning) {
    s.sizes = "estimate";
    s.notes.push_back(fmt::format(
        "sizes are per device from each instruction's sharding (a module before SPMD partitioning): estimates{}",
        o.unsharded == 0 ? std::string()
                         : fmt::format("; {} instruction{} without a sharding kept whole", o.unsharded,
                                       o.unsharded == 1 ? "" : "s")));
  }
  const hlo_module& written = o.before_partitioning ? *o.before_partitioning : m;
  for (std::size_t c = 0; c < written.computations.size() && c < m.computations.size(); ++c)
    for (std::size_t i = 0; i < written.computations[c].instructions.size(); ++i) {
      const hlo_instruction& pad = written.computations[c].instructions[i];
      if (pad.opcode != hlo_op::pad || !pad.shape.is_array()) continue;
      const std::optional<double> fill = detail::pad_fraction(pad);
      if (!fill || *fill < 0.5) continue;
      const hlo_instruction& local = m.computations[c].instructions[i];
      s.notes.push_back(fmt::format(
          "{} = {} pad: {:.1f}% of its elements are the padding value; partitioned, each device makes its {} ({}) "
          "from a broadcast of that value{}",
          pad.name, hlo_shape_text(pad.shape), *fill * 100, hlo_shape_text(local.shape),
          bytes{hlo_byte_size(local.shape)},
          !pad.metadata || pad.metadata->op_name.empty() ? "" : fmt::format(" ({})", pad.metadata->op_name)));
    }
  return s;
}

/// The memory of module `written` as `shardmem hlo` reports it: buffer assignment's
/// memory_analysis by the rules of `backend` (when not given, the backend the module's text says,
/// GPU where it says none: hlo_detect_backend) and the liveness summary. A module before SPMD
/// partitioning (hlo_before_partitioning) is sized per device from its shardings first, and its
/// sizes are marked estimates; after partitioning (JAX's compiled.as_text()) they are as written. A
/// module not scheduled yet is analysed in the order hlo_memory_schedule gives (summary's
/// `schedule`). With `all_buffers`, the summary also lists every device buffer and the instruction
/// at each time (for the viewer, view/hlo_view.hpp).
/// @throws as hlo_per_device, hlo_memory_schedule, hlo_assign_buffers and summarize_hlo.
[[nodiscard]] inline hlo_memory_summary analyze_hlo(const hlo_module& written, std::size_t op_name_depth = 0,
                                                    std::optional<hlo_backend> backend = std::nullopt,
                                                    bool all_buffers = false) {
  hlo_backend_choice choice =
      backend ? hlo_backend_choice{*backend, hlo_backend_choice::source_t::given, {}} : hlo_detect_backend(written);
  const bool before = hlo_before_partitioning(written);
  // The module analysed: as written (a compiled module is read in place, not copied), sized per
  // device before partitioning, and not scheduled yet: in the order XLA's memory scheduler would
  // run it (chosen on the per-device sizes), the module as written reordered alike so that its
  // instructions pair with the analysed one's.
  std::optional<hlo_device_module> sized;
  if (before) sized = hlo_per_device(written);
  const hlo_module* local = before ? &sized->module : &written;
  std::optional<hlo_module> ordered, reordered, fused, fused_written;
  std::string schedule = "as written";
  const hlo_module* as_written = &written;
  // What JAX lowered for CPU is fused and scheduled as XLA:CPU would (hlo_cpu_fusion.hpp); the
  // same fusions are made in the module as written so that its instructions pair with these.
  const bool cpu_passes = written.lowered && !written.is_scheduled && choice.backend == hlo_backend::cpu;
  if (cpu_passes) {
    hlo_cpu_passes_result passed = hlo_cpu_passes(*local, before ? &written : nullptr);
    local = &fused.emplace(std::move(passed.module));
    if (before) as_written = &fused_written.emplace(std::move(*passed.written));
  }
  // The scheduler's dataflow of the module (GPU's sizes), which buffer assignment starts from
  // where the order is as written and the sizes are the backend's: flattened once.
  std::optional<detail::hlo_dataflow> aliased;
  if (!written.is_scheduled) {
    detail::hlo_memory_scheduler h(*local);
    const hlo_module_schedule order =
        cpu_passes ? detail::hlo_bfs_schedule(*local, h) : detail::hlo_memory_schedule(*local, h);
    if (!detail::hlo_schedule_as_written(*local, order)) {  // copied only where the order moves something
      ordered = hlo_reordered(*local, order);
      if (before) reordered = hlo_reordered(*as_written, order);
      local = &*ordered;
    } else if (detail::hlo_same_sizes(choice.backend, hlo_backend::gpu)) {
      aliased.emplace(std::move(h).take_dataflow());
    }
    if (cpu_passes)
      schedule = "bfs";
    else if (const hlo_schedule_choice* c = order.choice(local->entry()->name))
      schedule = std::string(hlo_scheduler_name(c->chosen));
  }
  const hlo_assignment a = detail::assign_buffers(*local, choice.backend, false, &aliased);
  hlo_memory_summary s = summarize_hlo(*local, a.liveness,
                                       {.op_name_depth = op_name_depth,
                                        .before_partitioning = !before     ? nullptr
                                                               : reordered ? &*reordered
                                                                           : as_written,
                                        .unsharded = before ? sized->unsharded : 0,
                                        .all_buffers = all_buffers});
  s.categories = a.memory;
  if (choice.backend == hlo_backend::cpu) {
    // XLA:CPU has one memory: what JAX places in pinned_host (S(5)) is counted as device memory,
    // every host_* field of its memory_analysis 0 (tests/data/jax's offload programs).
    memory_stats& m = *s.categories;
    m.device = m.device + std::exchange(m.host, {});
  }
  s.schedule = std::move(schedule);
  if (choice.backend == hlo_backend::tpu) {
    s.exact.temp = false;
    s.notes.emplace_back("TPU's buffer-assignment rules are not public: sizes pad to the layouts' tiles, sharing and "
                         "alignment follow XLA's generic rules; temp is an estimate");
  }
  s.backend = std::move(choice);
  if (written.lowered) {  // what JAX lowered: XLA has not fused nor scheduled it yet
    s.sizes = "estimate";
    s.exact = {written.lowered->arguments_exact, written.lowered->outputs_exact, false};
    s.notes.insert(s.notes.end(), written.lowered->notes.begin(), written.lowered->notes.end());
  } else if (before) {
    s.exact = {true, false, false};
    const hlo_computation& entry = *written.entry();
    for (const hlo_instruction& i : entry.instructions)
      if (i.opcode == hlo_op::parameter && !i.sharding) s.exact.argument = false;
    s.exact.output = entry.root() != nullptr && entry.root()->sharding.has_value();
  }
  return s;
}

/// How much of a summary hlo_memory_report prints.
struct hlo_report_options {
  std::size_t top = 10;  ///< rows of each table (buffers at the peak, each grouping)
  std::size_t rows = 0;  ///< timeline rows (sampled, the peak kept); 0 prints no timeline
};

/// The summary as text: memory_analysis's fields (when known) with JAX's names and what they
/// reserve, the liveness peak and where it is, why the two differ, the largest buffers at the peak
/// and the groupings, and (with rows) the timeline.
[[nodiscard]] inline std::string hlo_memory_report(const hlo_memory_summary& s, const hlo_report_options& o = {}) {
  std::string out;
  auto b = [](std::int64_t n) { return fmt::format("{}", bytes{n}); };
  out += fmt::format("module {}: {} computations, {} instructions; bytes are per device\n", s.module, s.computations,
                     s.instructions);
  out += fmt::format("backend: {} ({}{}{})\n", hlo_backend_name(s.backend.backend),
                     hlo_backend_source_name(s.backend.source), s.backend.evidence.empty() ? "" : ": ",
                     s.backend.evidence);
  if (s.categories) {
    if (s.sizes != "exact") out += "memory_analysis, as XLA would compute it from the sizes below (estimates):\n";
    auto how = [&](bool exact) { return s.sizes == "exact" ? "" : exact ? ", exact" : ", inferred"; };
    out += detail::format_memory_stats(*s.categories,
                                       {how(s.exact.argument), how(s.exact.output), "", how(s.exact.temp)});
  }
  for (const std::string_view note : s.notes) out += fmt::format("note: {}\n", note);
  if (s.schedule != "as written")
    out += fmt::format("order: not scheduled yet; read as XLA's memory scheduler would run it (the {} scheduler's "
                       "order for the entry)\n",
                       s.schedule);
  out += fmt::format("liveness peak: {} ({}) at time {}, running {} in {}\n", s.peak, b(s.peak), s.peak_time,
                     s.peak_instruction.empty() ? "(nothing)" : s.peak_instruction,
                     s.peak_computation.empty() ? "(none)" : s.peak_computation);
  if (s.categories) {
    const std::int64_t gap = s.categories->device.total().count() - s.peak;
    if (gap > 0)
      out += fmt::format(
          "  the reservation is {} above the peak: buffer assignment keeps each output's allocation for the whole "
          "run, packs temporaries into one block by offsets (gaps between them), and reuses a buffer only where "
          "its rules allow\n",
          b(gap));
    else if (gap < 0)
      out += fmt::format("  the peak is {} above the reservation, which XLA's own heap cannot be: the liveness "
                         "peak counts two buffers where buffer assignment lets a user take over a dying value's "
                         "(a read through a tuple or a bitcast), hand-overs it does not model yet; read it as an "
                         "upper bound\n",
                         b(-gap));
  }
  const std::size_t shown = std::min(o.top, s.live_at_peak.size());
  out += fmt::format("\nlargest of the {} buffers live at the peak:\n", s.live_at_peak.size());
  for (std::size_t k = 0; k < shown; ++k) {
    const hlo_peak_buffer& p = s.live_at_peak[k];
    std::string index;
    if (!p.index.empty()) {
      index = " {";
      for (std::size_t e = 0; e < p.index.size(); ++e) index += fmt::format("{}{}", e ? "," : "", p.index[e]);
      index += "}";
    }
    out += fmt::format("  {:>11}  {}{} = {} {}  [{}..{}]{}{}\n", b(p.bytes), p.instruction, index, p.shape, p.opcode,
                       p.start, p.end, p.op_name.empty() ? "" : "  " + p.op_name,
                       p.source.empty() ? "" : "  (" + p.source + ")");
  }
  if (shown < s.live_at_peak.size()) out += fmt::format("  ... {} more\n", s.live_at_peak.size() - shown);
  auto table = [&](std::string_view title, const std::vector<hlo_memory_group>& g) {
    out += fmt::format("\nat the peak by {}:\n", title);
    for (std::size_t k = 0; k < std::min(o.top, g.size()); ++k)
      out += fmt::format("  {:>11}  {:>4} buffer{}  {}\n", b(g[k].bytes), g[k].buffers, g[k].buffers == 1 ? " " : "s",
                         g[k].key);
    if (g.size() > o.top) out += fmt::format("  ... {} more\n", g.size() - o.top);
  };
  table("op_name", s.by_op_name);
  table("source line", s.by_source);
  table("opcode", s.by_opcode);
  if (o.rows > 0 && !s.timeline.empty()) {
    const std::size_t n = s.timeline.size();
    const std::size_t stride = n <= o.rows ? 1 : (n + o.rows - 1) / o.rows;
    out += fmt::format("\ntimeline ({} times{}):\n", n,
                       stride > 1 ? fmt::format(", one in {} and the peak", stride) : "");
    constexpr std::size_t width = 40;
    for (std::size_t t = 0; t < n; ++t) {
      if (t % stride != 0 && t != static_cast<std::size_t>(s.peak_time)) continue;
      const auto bar = s.peak > 0 ? static_cast<std::size_t>(
                                        static_cast<double>(s.timeline[t]) / static_cast<double>(s.peak) * width + 0.5)
                                  : 0;
      out += fmt::format("  {:>7}  {:>11}  {}{}\n", t, b(s.timeline[t]), std::string(bar, '#'),
                         t == static_cast<std::size_t>(s.peak_time) ? "  <- peak" : "");
    }
  }
  return out;
}

}  // namespace shardmem
