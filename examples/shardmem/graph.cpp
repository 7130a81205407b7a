// `shardmem graph FILE.json`: liveness of a dataflow graph described in JSON (graph/json.hpp), as
// the library's report (graph/report.hpp) or as the library's JSON (liveness_to_json).
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include <fmt/format.h>

#include <shardmem/graph/json.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/text_file.hpp>
#include <shardmem/graph/report.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

struct graph_options {
  std::string file;
  std::size_t rows = 40;
  std::size_t top = 10;
  bool json = false;
  std::int64_t max_input_bytes = shardmem::default_max_file_bytes;
};

void run_graph(const graph_options& o) {
  const shardmem::graph_description d = shardmem::read_graph_json_file(o.file, o.max_input_bytes);
  const shardmem::dataflow_graph& g = d.graph;
  const shardmem::schedule s = d.order ? *d.order : g.topological_order();
  const shardmem::liveness_result r = shardmem::analyze_liveness(g, s);
  if (o.json) {
    print_json(shardmem::liveness_to_json(g, s, r));
    return;
  }
  fmt::print("graph {}: {} ops, {} values on mesh {} ({} devices, {} processes); bytes are per device\n\n",
             std::filesystem::path(o.file).filename().string(), g.op_count(), g.value_count(), g.mesh(),
             g.mesh().device_count(), g.mesh().process_count());
  fmt::print("{}", shardmem::liveness_report(g, s, r, {.max_rows = o.rows, .top = o.top}));
}

}  // namespace

subcommand add_graph_command(CLI::App& app) {
  auto o = std::make_shared<graph_options>();
  CLI::App* graph = app.add_subcommand("graph",
                                       "Liveness of a dataflow graph described in JSON: peak bytes per device, "
                                       "when, and what is live");
  graph->footer("The JSON format is documented in include/shardmem/graph/json.hpp; an example:\n"
                "  shardmem graph examples/graphs/mlp_fsdp_tp.json");
  graph->add_option("file", o->file, "Graph description (JSON)")->required();
  graph->add_option("--rows", o->rows, "Timeline rows at most (long timelines are sampled)")
      ->capture_default_str()
      ->check(at_least_one());
  graph->add_option("--top", o->top, "Largest buffers listed at the peak")
      ->capture_default_str()
      ->check(at_least_one());
  graph->add_flag("--json", o->json, "Print JSON instead of the report");
  add_max_input_bytes(graph, o->max_input_bytes);
  return {graph, [o, graph] {
            // Every option given is used: the report's lengths do not apply to the JSON, which lists all.
            if (o->json && (graph->count("--rows") > 0 || graph->count("--top") > 0))
              throw shardmem::invalid_error("--rows and --top shorten the report; --json lists every step and buffer: "
                                            "drop one");
            run_graph(*o);
          }};
}

}  // namespace shardmem_cli
