// XLA's own answer: the `*-buffer-assignment.txt` file an XLA dump writes beside each optimized
// module (xla/service/dump.cc: BufferAssignment::ToString() then HloLiveRange::ToString()). Its
// allocations, as BufferAllocation::ToString prints them (xla/service/buffer_assignment.cc),
//   allocation 3: size 16777216, parameter 0, shape |f32[64,128,256]| at ShapeIndex {}, maybe-live-out:
//    value: <7 param.1 @0> (size=16777216,offset=0): f32[64,128,256]{2,1,0}
// (optional items, in this order: `color C`, `parameter N, shape |S| at ShapeIndex {I}`, `output
// shape is |S|`, `constant`, `thread-local`, `maybe-live-out`, `preallocated-temp`), summed into
// memory_analysis()'s fields as CompiledMemoryStats::PopulateBufferStatsFromAllocations does
// (xla/pjrt/compiled_memory_stats.cc): a parameter's allocation is argument (and alias when it is
// also live out), a live-out one output, a preallocated temp temp; constants and thread-local
// allocations count nowhere; color 5 (the host memory space S(5)) goes to the host_* twins. The
// live-range part's peak moment (`Live ranges at T (peak):` and its `name: N bytes` lines) is read
// when present. Every other line of the dump (the used values, their positions and uses, the schedule)
// is read past: they restate what the allocations say.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_report.hpp>

namespace shardmem {

/// One value an allocation holds: ` value: <7 param.1 @0> (size=16,offset=0): f32[4]{0}`.
struct xla_allocation_value {
  std::int64_t id = 0;
  std::string name;         ///< the defining instruction
  hlo_shape_index index{};  ///< its tuple index (`{}` when printed without one)
  std::int64_t size = 0, offset = 0;
  std::string shape;  ///< as printed, with its layout
};

/// One allocation of the dump.
struct xla_allocation {
  std::int64_t index = 0, size = 0, color = 0;
  std::optional<std::int64_t> parameter;  ///< an entry parameter's number
  hlo_shape_index parameter_index{};
  std::string parameter_shape, output_shape;  ///< as printed between `|`s; empty when absent
  bool constant = false, thread_local_ = false, maybe_live_out = false, preallocated_temp = false;
  std::vector<xla_allocation_value> values;
  std::int64_t line = 0;  ///< 1-based line of its header
};

/// A buffer-assignment dump: its allocations and, when the live-range part is there, XLA's peak.
struct xla_buffer_assignment {
  std::vector<xla_allocation> allocations;
  /// `Live ranges at T (peak):`: the time HloLiveRange::ComputePeakMemoryMoment found.
  std::optional<std::int64_t> peak_time;
  /// The lines under it, `name: N bytes`, as XLA prints them: every value live then, each with
  /// the bytes of its instruction's whole shape (a tuple's element repeats the tuple's), so they
  /// do not add up to a peak; names to compare with, not a sum.
  std::vector<std::pair<std::string, std::int64_t>> live_at_peak;

  /// memory_analysis()'s fields from the allocations (PopulateBufferStatsFromAllocations).
  /// @throws overflow_error when a sum passes the 64-bit range.
  [[nodiscard]] memory_stats categories() const {
    memory_stats c;
    for (const xla_allocation& a : allocations) {
      memory_analysis& m = c.of(a.color == 5);
      const bytes size{a.size};
      if (a.parameter) {
        m.argument += size;
        if (a.maybe_live_out) m.alias += size;
      }
      if (a.maybe_live_out) m.output += size;
      if (a.preallocated_temp) m.temp += size;
    }
    return c;
  }
};

/// True when `text` is a buffer-assignment dump (it starts, past blank lines, with
/// `BufferAssignment:`), not HLO text.
[[nodiscard]] inline bool is_buffer_assignment_text(std::string_view text) {
  const std::size_t p = text.find_first_not_of(" \t\r\n");
  return p != std::string_view::npos && text.substr(p).starts_with("BufferAssignment:");
}

namespace detail {

// Reads one line of a dump, with errors that name the line, the column and what was expected.
class dump_line {
 public:
  dump_line(std::string_view line, std::int64_t number) : s_(line), line_(number) {}

  [[noreturn]] void fail(std::string_view expected) const {
    const std::size_t end = std::min(s_.size(), s_.find_first_of(" ,:()", pos_ + 1));
    const std::string_view tok = pos_ < s_.size() ? s_.substr(pos_, std::min<std::size_t>(end - pos_, 40)) : "";
    detail::raise<parse_error>("buffer assignment, line {}, column {}: expected {}, found {}", line_, pos_ + 1,
                               expected, tok.empty() ? std::string("the end of the line") : fmt::format("'{}'", tok));
  }
  bool eat(std::string_view word) {
    if (!s_.substr(pos_).starts_with(word)) return false;
    pos_ += word.size();
    return true;
  }
  void expect(std::string_view word) {
    if (!eat(word)) fail(fmt::format("'{}'", word));
  }
  std::int64_t integer(std::string_view what) {
    const parsed_int v = parse_int64(s_, pos_);
    if (v.status == int_parse::too_large)
      fail(fmt::format("{} of at most {} (int64)", what, std::numeric_limits<std::int64_t>::max()));
    if (!v.ok()) fail(what);
    return v.value;
  }
  // After a number: a decimal point or a unit (`23.93GiB`), as a human-readable size has.
  [[nodiscard]] bool at_rounded_size() const {
    return pos_ < s_.size() && (s_[pos_] == '.' || (s_[pos_] >= 'A' && s_[pos_] <= 'z' && s_[pos_] != '_'));
  }
  // Up to (not including) `stop`, which must follow.
  std::string until(char stop, std::string_view what) {
    const std::size_t e = s_.find(stop, pos_);
    if (e == std::string_view::npos) fail(what);
    std::string out(s_.substr(pos_, e - pos_));
    pos_ = e;
    return out;
  }
  // `{}`, `{1}`, `{0,2}` (spaces allowed after commas).
  hlo_shape_index index() {
    expect("{");
    hlo_shape_index out;
    while (!eat("}")) {
      if (!out.empty()) {
        expect(",");
        (void)eat(" ");
      }
      out.push_back(integer("a shape index"));
    }
    return out;
  }
  [[nodiscard]] bool at_end() const { return pos_ >= s_.size(); }
  [[nodiscard]] std::string_view rest() const { return s_.substr(pos_); }

 private:
  std::string_view s_;
  std::int64_t line_;
  std::size_t pos_ = 0;
};

inline xla_allocation read_allocation_header(dump_line& in, std::int64_t line) {
  xla_allocation a;
  a.line = line;
  in.expect("allocation ");
  a.index = in.integer("an allocation number");
  in.expect(": size ");
  a.size = in.integer("a size");
  if (in.at_rounded_size())
    in.fail("a size in bytes (XLA's *-buffer-assignment.txt prints exact sizes; this one is rounded)");
  if (in.eat(", color ")) a.color = in.integer("a color");
  if (in.eat(", parameter ")) {
    a.parameter = in.integer("a parameter number");
    if (in.eat(", shape |")) {
      a.parameter_shape = in.until('|', "'|' closing the parameter's shape");
      in.expect("|");
    }
    in.expect(" at ShapeIndex ");
    a.parameter_index = in.index();
  }
  if (in.eat(", output shape is |")) {
    a.output_shape = in.until('|', "'|' closing the output shape");
    in.expect("|");
  }
  if (in.eat(", constant")) a.constant = true;
  if (in.eat(", thread-local")) a.thread_local_ = true;
  if (in.eat(", maybe-live-out")) a.maybe_live_out = true;
  if (in.eat(", preallocated-temp")) a.preallocated_temp = true;
  in.expect(":");
  if (!in.at_end()) in.fail("the end of the allocation's line");
  return a;
}

// ` value: <7 param.1{0} (phi) @0> (size=16,offset=0): f32[4]{0}`, past ` value: `.
inline xla_allocation_value read_allocation_value(dump_line& in) {
  xla_allocation_value v;
  in.expect("<");
  v.id = in.integer("a value id");
  in.expect(" ");
  std::string name = in.until('>', "'>' closing the value");
  // The name, then its index when the instruction's shape is a tuple, then ` (phi)`, ` @color`.
  if (const std::size_t at = name.find(' '); at != std::string::npos) name.resize(at);
  if (const std::size_t brace = name.find('{'); brace != std::string::npos) {
    dump_line idx(std::string_view(name).substr(brace), 0);
    v.index = idx.index();
    name.resize(brace);
  }
  v.name = std::move(name);
  in.expect("> (size=");
  v.size = in.integer("a size");
  in.expect(",offset=");
  v.offset = in.integer("an offset");
  in.expect("): ");
  v.shape = std::string(in.rest());
  return v;
}

}  // namespace detail

/// Reads a buffer-assignment dump (is_buffer_assignment_text): every `allocation` line and the
/// ` value:` lines under it, and the live-range part's peak when present.
/// @throws parse_error naming the line, the column and what was expected, for an allocation or
///         value line that is not as XLA prints it, a value outside an allocation, or a text that
///         does not start with `BufferAssignment:`.
/// Example: `parse_buffer_assignment(text).categories().temp` is memory_analysis's temp.
[[nodiscard]] inline xla_buffer_assignment parse_buffer_assignment(std::string_view text) {
  if (!is_buffer_assignment_text(text))
    detail::raise<parse_error>("buffer assignment, line 1: expected 'BufferAssignment:' at the start of the text");
  xla_buffer_assignment out;
  std::int64_t number = 0;
  bool in_peak = false;
  for (std::size_t p = 0; p < text.size();) {
    std::size_t e = text.find('\n', p);
    if (e == std::string_view::npos) e = text.size();
    std::string_view line = text.substr(p, e - p);
    p = e + 1;
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.starts_with("allocation ")) {
      detail::dump_line in(line, number);
      out.allocations.push_back(detail::read_allocation_header(in, number));
      in_peak = false;
    } else if (line.starts_with(" value: ")) {
      detail::dump_line in(line, number);
      in.expect(" value: ");
      if (out.allocations.empty()) in.fail("an 'allocation' line before the first value");
      out.allocations.back().values.push_back(detail::read_allocation_value(in));
    } else if (const std::size_t k = line.find("Live ranges at ");
               k != std::string_view::npos && line.ends_with(" (peak):")) {
      detail::dump_line in(line.substr(k), number);
      in.expect("Live ranges at ");
      out.peak_time = in.integer("a time");
      out.live_at_peak.clear();
      in_peak = true;
    } else if (in_peak && line.ends_with(" bytes") && line.find(": ") != std::string_view::npos) {
      const std::size_t colon = line.rfind(": ");
      const std::size_t name_at = line.find_first_not_of(' ');
      detail::dump_line in(line.substr(colon + 2), number);
      const std::int64_t n = in.integer("a size");
      in.expect(" bytes");
      out.live_at_peak.emplace_back(std::string(line.substr(name_at, colon - name_at)), n);
    } else {
      in_peak = in_peak && !line.empty();
    }
  }
  return out;
}

/// The dump as text: memory_analysis's fields from its allocations, then its largest allocations
/// (`top` of them) with what each is and its largest values, and XLA's peak moment when present.
[[nodiscard]] inline std::string buffer_assignment_report(const xla_buffer_assignment& ba, std::size_t top = 10) {
  auto b = [](std::int64_t n) { return fmt::format("{}", bytes{n}); };
  std::string out = fmt::format("buffer assignment: {} allocations (XLA's own answer); bytes are per device\n",
                                ba.allocations.size());
  out += detail::format_memory_stats(ba.categories());
  if (ba.peak_time) out += fmt::format("XLA's liveness peak moment: time {}\n", *ba.peak_time);
  std::vector<const xla_allocation*> order;
  for (const xla_allocation& a : ba.allocations) order.push_back(&a);
  std::stable_sort(order.begin(), order.end(),
                   [](const xla_allocation* x, const xla_allocation* y) { return x->size > y->size; });
  out += fmt::format("\nlargest allocations:\n");
  for (std::size_t k = 0; k < std::min(top, order.size()); ++k) {
    const xla_allocation& a = *order[k];
    std::string what = a.parameter ? fmt::format("parameter {}", *a.parameter) : std::string();
    auto also = [&](bool on, std::string_view word) {
      if (on) what += (what.empty() ? "" : ", ") + std::string(word);
    };
    also(a.maybe_live_out, "output");
    also(a.preallocated_temp, "temp");
    also(a.constant, "constant");
    also(a.thread_local_, "thread-local");
    also(a.color == 5, "host");
    out += fmt::format("  {:>11}  allocation {} ({}), {} value{}\n", b(a.size), a.index, what.empty() ? "other" : what,
                       a.values.size(), a.values.size() == 1 ? "" : "s");
    std::vector<const xla_allocation_value*> vals;
    for (const xla_allocation_value& v : a.values) vals.push_back(&v);
    std::stable_sort(vals.begin(), vals.end(),
                     [](const xla_allocation_value* x, const xla_allocation_value* y) { return x->size > y->size; });
    for (std::size_t j = 0; j < std::min<std::size_t>(3, vals.size()); ++j)
      out += fmt::format("      {:>11} at offset {}  {}  {}\n", b(vals[j]->size), vals[j]->offset, vals[j]->name,
                         vals[j]->shape);
    if (vals.size() > 3) out += fmt::format("      ... {} more\n", vals.size() - 3);
  }
  if (order.size() > top) out += fmt::format("  ... {} more\n", order.size() - top);
  return out;
}

}  // namespace shardmem
