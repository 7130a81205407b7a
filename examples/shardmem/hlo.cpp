// `shardmem hlo FILE` (or `-` for stdin): the memory of a module XLA compiled (JAX's
// `compiled.as_text()`, an after-optimizations dump) or one JAX lowered (`lowered.as_text()`,
// StableHLO, sized per device before partitioning): memory_analysis()'s fields, the liveness
// peak, what is live there and which part of the program put it there (xla/hlo_report.hpp);
// what-ifs on it (--donate, --to-host) and `shardmem hlo diff A B` (xla/hlo_whatif.hpp).
#include <algorithm>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/text_file.hpp>
#include <shardmem/schedule/svg.hpp>
#include <shardmem/view/hlo_view.hpp>
#include <shardmem/view/html.hpp>
#include <shardmem/view/trace.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/xla/buffer_assignment_text.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_json.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/hlo_whatif.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

struct hlo_options {
  std::string file;
  bool json = false;
  std::size_t timeline = 0;
  std::string svg;
  std::string html, trace;  // the viewer's page and Chrome trace
  std::size_t top = 10;
  std::size_t depth = 0;
  std::vector<std::int64_t> donate;  // what-ifs
  std::vector<std::string> to_host;
  std::string mesh;           // a lowered Shardy program planned on another mesh
  std::string before, after;  // hlo diff
  std::int64_t max_input_bytes = shardmem::default_max_file_bytes;
  std::string backend = "auto";  // cpu, gpu, tpu, or auto: what the module's text says
};

// The backend --backend gives; nullopt for auto (analyze_hlo detects it from the module).
std::optional<shardmem::hlo_backend> backend_of(const hlo_options& o) {
  using shardmem::same_name;
  if (same_name(o.backend, "auto")) return std::nullopt;
  static constexpr std::string_view names[] = {"cpu", "gpu", "tpu", "auto"};
  if (std::none_of(std::begin(names), std::end(names), [&](std::string_view n) { return same_name(o.backend, n); }))
    throw shardmem::invalid_error(fmt::format("--backend '{}' is not a backend{}; give cpu, gpu, tpu or auto",
                                              shardmem::escape(o.backend), shardmem::did_you_mean(o.backend, names)));
  return shardmem::parse_hlo_backend(o.backend);
}

// The file, or stdin for `-`, read within the limit (checked before reading a file's bytes).
std::string read_input(const std::string& file, std::int64_t max_bytes) {
  if (file != "-") return shardmem::read_text_file<shardmem::parse_error>(file, "HLO file", max_bytes);
  return shardmem::read_text_stream<shardmem::parse_error>(std::cin, "HLO text on stdin", max_bytes);
}

void write_svg(const shardmem::hlo_memory_summary& s, const std::string& file) {
  std::vector<shardmem::bytes> line;
  line.reserve(s.timeline.size());
  for (const std::int64_t b : s.timeline) line.emplace_back(b);
  const std::vector<shardmem::memory_series> series{{"live bytes", std::move(line)}};
  const std::string svg = shardmem::memory_chart_svg(
      series, {.title = fmt::format("HLO module {}: live bytes per device by time", s.module),
               .x_label = "time of the flattened schedule (one instruction each)",
               .y_label = "live bytes per device"});
  write_text_file(file, svg, "SVG");
}

// The viewer's files of a page: --html and --trace, where asked for.
void write_view(const shardmem::view_page& page, const hlo_options& o) {
  if (!o.html.empty()) write_text_file(o.html, shardmem::view_html(page), "HTML");
  if (!o.trace.empty()) write_text_file(o.trace, shardmem::view_trace_json(page), "trace");
}

void print_diff(const shardmem::hlo_summary_diff& d, const hlo_options& o, std::string_view title) {
  if (o.json) {
    shardmem_cli::json j = shardmem::hlo_diff_to_json(d);
    if (!title.empty()) j["what_if"] = title;
    print_json(j);
    return;
  }
  if (!title.empty()) fmt::print("what if: {}\n", title);
  fmt::print("{}", shardmem::hlo_diff_report(d, o.top));
}

void run_hlo(const hlo_options& o) {
  if (o.file.empty()) throw shardmem::invalid_error("hlo: give an HLO file (or - for stdin), or `hlo diff A B`");
  std::string text = read_input(o.file, o.max_input_bytes);
  if (shardmem::is_buffer_assignment_text(text)) {  // XLA's own answer: its allocations
    if (o.timeline > 0 || !o.svg.empty() || !o.html.empty() || !o.trace.empty() || o.depth != 0 ||
        !o.donate.empty() || !o.to_host.empty() || !o.mesh.empty() || !shardmem::same_name(o.backend, "auto"))
      throw shardmem::invalid_error(
          "--timeline, --svg, --html, --trace, --depth, --donate, --to-host, --mesh and --backend read an HLO "
          "module; a buffer-assignment dump has allocations only: drop them or pass the module it came with");
    const shardmem::xla_buffer_assignment ba = shardmem::parse_buffer_assignment(text);
    if (o.json) print_json(shardmem::buffer_assignment_to_json(ba));
    else fmt::print("{}", shardmem::buffer_assignment_report(ba, o.top));
    return;
  }
  // HLO or StableHLO (told apart by their text); the module keeps the text
  shardmem::stablehlo_options read;
  if (!o.mesh.empty()) read.mesh = shardmem::parse_mesh(o.mesh);
  const shardmem::hlo_module written = shardmem::parse_program(std::move(text), read);
  const bool view = !o.html.empty() || !o.trace.empty();
  const shardmem::hlo_memory_summary s = shardmem::analyze_hlo(written, o.depth, backend_of(o), view);
  if (!o.donate.empty() || !o.to_host.empty()) {  // what-ifs: the module edited, against itself
    if (o.timeline > 0 || !o.svg.empty() || view)
      throw shardmem::invalid_error(
          "--timeline, --svg, --html and --trace draw one module; a what-if prints a before/after table (draw the "
          "two with `shardmem hlo diff A B --html FILE`)");
    shardmem::hlo_module edited = written;
    std::vector<std::string> words;
    for (const std::int64_t p : o.donate)
      edited = shardmem::hlo_donate(edited, p), words.push_back(fmt::format("donate parameter {}", p));
    for (const std::string& n : o.to_host)
      edited = shardmem::hlo_to_host(edited, n), words.push_back(fmt::format("{} in host memory", n));
    print_diff(shardmem::hlo_diff(s, shardmem::analyze_hlo(edited, o.depth, backend_of(o))), o,
               fmt::format("{}", fmt::join(words, ", ")));
    return;
  }
  if (!o.svg.empty()) write_svg(s, o.svg);
  if (view) write_view(shardmem::hlo_view(s, o.top), o);
  if (o.json) {
    print_json(shardmem::hlo_summary_to_json(s, o.timeline > 0));
    return;
  }
  fmt::print("{}", shardmem::hlo_memory_report(s, {.top = o.top, .rows = o.timeline}));
}

void run_hlo_diff(const hlo_options& o) {
  if (o.before == "-" && o.after == "-") throw shardmem::invalid_error("hlo diff: at most one of A and B can be stdin");
  const std::string a = read_input(o.before, o.max_input_bytes), b = read_input(o.after, o.max_input_bytes);
  if (shardmem::is_buffer_assignment_text(a) || shardmem::is_buffer_assignment_text(b))
    throw shardmem::invalid_error("hlo diff compares two HLO modules; a buffer-assignment dump has allocations only");
  const bool view = !o.html.empty() || !o.trace.empty();
  const shardmem::hlo_memory_summary sa = shardmem::analyze_hlo(shardmem::parse_program(a), o.depth, backend_of(o), view);
  const shardmem::hlo_memory_summary sb = shardmem::analyze_hlo(shardmem::parse_program(b), o.depth, backend_of(o), view);
  if (view) write_view(shardmem::hlo_diff_view(sa, sb, o.top), o);
  print_diff(shardmem::hlo_diff(sa, sb), o, "");
}

}  // namespace

subcommand add_hlo_command(CLI::App& app) {
  auto o = std::make_shared<hlo_options>();
  CLI::App* hlo = app.add_subcommand("hlo",
                                     "Memory of a module XLA compiled (HLO text): memory_analysis as XLA's "
                                     "buffer assignment decides it (GPU, CPU or TPU rules), the liveness peak, what "
                                     "is live there and which op_name and source line made it");
  hlo->footer("FILE is JAX's compiled.as_text() or an XLA after-optimizations dump (XLA_FLAGS=--xla_dump_to=DIR); "
              "- reads stdin. Given the dump's *-buffer-assignment.txt instead, prints XLA's own memory_analysis "
              "from its allocations. A module before SPMD partitioning is sized per device from its shardings "
              "(estimates). Bytes are per device.\n`shardmem hlo diff A B` compares two modules.");
  hlo->add_option("file", o->file, "HLO text file, or - for stdin");
  hlo->add_flag("--json", o->json, "Print JSON instead of the report");
  hlo->add_option("--timeline", o->timeline, "Print the timeline in at most this many rows (JSON: every time)")
      ->check(at_least_one());
  hlo->add_option("--svg", o->svg, "Write an SVG chart of the live bytes by time to this file");
  hlo->add_option("--html", o->html,
                  "Write the page to this file: live bytes over the schedule, the buffers at the peak with a card "
                  "each (self-contained)");
  hlo->add_option("--trace", o->trace, "Write a Chrome/Perfetto trace JSON to this file");
  hlo->add_option("--top", o->top, "Rows of each table")->capture_default_str()->check(at_least_one());
  hlo->add_option("--depth", o->depth,
                  "Group by the first N components of the op_name path (jit(step)/jvp(f)/...); 0: the whole name")
      ->capture_default_str()
      ->check(whole_number(0));
  hlo->add_option("--donate", o->donate,
                  "What if entry parameter N were donated (donate_argnums): the change per field (repeatable)")
      ->check(whole_number(0));
  add_max_input_bytes(hlo, o->max_input_bytes);
  const auto backend_help = "Whose buffer-assignment rules: cpu, gpu, tpu, or auto (what the module's text says: "
                            "CPU-only fusion kinds and targets, GPU ones, TPU tiled layouts; GPU where it says none)";
  hlo->add_option("--backend", o->backend, backend_help)->capture_default_str();
  hlo->add_option("--mesh", o->mesh,
                  "Plan a program JAX lowered with Shardy on another mesh, axis sizes by name (data=64,model=8): "
                  "global shapes kept, per-device shapes from the new sizes");
  hlo->add_option("--to-host", o->to_host,
                  "What if instruction NAME (or COMPUTATION/NAME) were in host memory: the change per field "
                  "(repeatable)");
  CLI::App* diff = hlo->add_subcommand("diff", "Two modules side by side: each memory_analysis field's change and "
                                               "the op_name groups at the peak that account for it");
  diff->add_option("before", o->before, "HLO text file (or -)")->required();
  diff->add_option("after", o->after, "HLO text file (or -)")->required();
  diff->add_flag("--json", o->json, "Print JSON instead of the table");
  diff->add_option("--html", o->html, "Write both modules' pages side by side to this file");
  diff->add_option("--trace", o->trace, "Write both modules as one Chrome/Perfetto trace JSON to this file");
  diff->add_option("--top", o->top, "Rows of each table")->capture_default_str()->check(at_least_one());
  diff->add_option("--depth", o->depth, "Group by the first N components of the op_name path")
      ->capture_default_str()
      ->check(whole_number(0));
  add_max_input_bytes(diff, o->max_input_bytes);
  diff->add_option("--backend", o->backend, backend_help)->capture_default_str();
  return {hlo, [o, hlo, diff] {
            // Every option given is used: refuse those the chosen output does not read.
            if (diff->parsed() && (!o->file.empty() || o->timeline > 0 || !o->svg.empty() || !o->donate.empty() ||
                                   !o->to_host.empty() || !o->mesh.empty() || hlo->count("--backend") > 0))
              throw shardmem::invalid_error(
                  "hlo diff reads two files and --json, --top, --depth, --backend; FILE, --timeline, --svg, --donate, "
                  "--to-host, --mesh and --backend before `diff` belong to `shardmem hlo FILE`");
            const bool top = hlo->count("--top") > 0 || diff->count("--top") > 0;
            if (o->json && top)
              throw shardmem::invalid_error("--top shortens the report's tables; --json lists every buffer: drop one");
            if (diff->parsed()) run_hlo_diff(*o);
            else run_hlo(*o);
          }};
}

}  // namespace shardmem_cli
