// `shardmem hlo FILE` (or `-` for stdin): the memory of a module XLA compiled (JAX's
// `compiled.as_text()`, an after-optimizations dump): memory_analysis()'s fields, the liveness
// peak, what is live there and which part of the program put it there (xla/hlo_report.hpp).
#include <cstdio>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/text_file.hpp>
#include <shardmem/schedule/svg.hpp>
#include <shardmem/xla/buffer_assignment_text.hpp>
#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_json.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

struct hlo_options {
  std::string file;
  bool json = false;
  std::size_t timeline = 0;
  std::string svg;
  std::size_t top = 10;
  std::size_t depth = 0;
};

std::string read_input(const std::string& file) {
  if (file != "-") return shardmem::read_text_file<shardmem::parse_error>(file, "HLO file");
  std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  if (std::cin.bad()) throw shardmem::parse_error("cannot read HLO text from stdin");
  return text;
}

void run_hlo(const hlo_options& o) {
  const std::string text = read_input(o.file);
  if (shardmem::is_buffer_assignment_text(text)) {  // XLA's own answer: its allocations
    if (o.timeline > 0 || !o.svg.empty() || o.depth != 0)
      throw shardmem::invalid_error(
          "--timeline, --svg and --depth read an HLO module; a buffer-assignment dump has allocations only: drop them "
          "or pass the module it came with");
    const shardmem::xla_buffer_assignment ba = shardmem::parse_buffer_assignment(text);
    if (o.json) print_json(shardmem::buffer_assignment_to_json(ba));
    else fmt::print("{}", shardmem::buffer_assignment_report(ba, o.top));
    return;
  }
  const shardmem::hlo_module written = shardmem::parse_hlo_module(text);
  // Before SPMD partitioning the shapes are global: size each instruction per device from its
  // sharding (estimates). After it, as written (exact).
  const bool before = shardmem::hlo_before_partitioning(written);
  const shardmem::hlo_device_module local = before ? shardmem::hlo_per_device(written)
                                                   : shardmem::hlo_device_module{written, 0, 0};
  const shardmem::hlo_module& m = local.module;
  // Buffer assignment (GPU) gives memory_analysis's fields; its live ranges give the peak.
  const shardmem::hlo_assignment a = shardmem::hlo_assign_buffers(m);
  shardmem::hlo_memory_summary s = shardmem::summarize_hlo(m, a.liveness,
                                                           {.op_name_depth = o.depth,
                                                            .before_partitioning = before ? &written : nullptr,
                                                            .unsharded = local.unsharded});
  s.categories = a.memory;
  if (!o.svg.empty()) {
    std::vector<shardmem::bytes> line;
    line.reserve(s.timeline.size());
    for (const std::int64_t b : s.timeline) line.emplace_back(b);
    const std::vector<shardmem::memory_series> series{{"live bytes", std::move(line)}};
    const std::string svg = shardmem::memory_chart_svg(
        series, {.title = fmt::format("HLO module {}: live bytes per device by time", m.name)});
    std::FILE* f = std::fopen(o.svg.c_str(), "w");
    if (!f) throw shardmem::invalid_error(fmt::format("cannot write SVG file '{}'", o.svg));
    const bool ok = std::fputs(svg.c_str(), f) >= 0;
    if (std::fclose(f) != 0 || !ok) throw shardmem::invalid_error(fmt::format("cannot write SVG file '{}'", o.svg));
  }
  if (o.json) {
    print_json(shardmem::hlo_summary_to_json(s, o.timeline > 0));
    return;
  }
  fmt::print("{}", shardmem::hlo_memory_report(s, {.top = o.top, .rows = o.timeline}));
}

}  // namespace

subcommand add_hlo_command(CLI::App& app) {
  auto o = std::make_shared<hlo_options>();
  CLI::App* hlo = app.add_subcommand("hlo", "Memory of a module XLA compiled (HLO text): memory_analysis, the liveness "
                                            "peak, what is live there and which op_name and source line made it");
  hlo->footer("FILE is JAX's compiled.as_text() or an XLA after-optimizations dump (XLA_FLAGS=--xla_dump_to=DIR); "
              "- reads stdin. Given the dump's *-buffer-assignment.txt instead, prints XLA's own memory_analysis "
              "from its allocations. Bytes are per device.");
  hlo->add_option("file", o->file, "HLO text file, or - for stdin")->required();
  hlo->add_flag("--json", o->json, "Print JSON instead of the report");
  hlo->add_option("--timeline", o->timeline, "Print the timeline in at most this many rows (JSON: every time)")
      ->check(at_least_one());
  hlo->add_option("--svg", o->svg, "Write an SVG chart of the live bytes by time to this file");
  hlo->add_option("--top", o->top, "Rows of each table")->capture_default_str()->check(at_least_one());
  hlo->add_option("--depth", o->depth,
                  "Group by the first N components of the op_name path (jit(step)/jvp(f)/...); 0: the whole name")
      ->capture_default_str();
  return {hlo, [o] { run_hlo(*o); }};
}

}  // namespace shardmem_cli
