// libFuzzer target: dataflow-graph JSON (read_graph_json), as `shardmem graph FILE.json` reads it.
// A graph that reads is analysed over its schedule (or its topological order) and the analysis
// satisfies the liveness invariants; the report renders.
#include <cstddef>
#include <cstdint>
#include <optional>

#include <shardmem/graph.hpp>
#include <shardmem/graph/json.hpp>
#include <shardmem/graph/report.hpp>

#include "graph_checks.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;

namespace shardmem_fuzz::graph_json_target {
SHARDMEM_FUZZ_TARGET(graph_json) {
  const auto text = shardmem_fuzz::text_of(data, size);
  std::optional<graph_description> d;
  if (!accepts([&] { d.emplace(read_graph_json(text)); })) return 0;
  const dataflow_graph& g = d->graph;
  (void)accepts([&] {
    const schedule s = d->order ? *d->order : g.topological_order();
    const liveness_result r = analyze_liveness(g, s);
    shardmem_fuzz::check_liveness(g, s, r);
    (void)liveness_report(g, s, r);
    (void)live_bytes_by_role(g, r, r.peak_step);
  });
  return 0;
}

}  // namespace shardmem_fuzz::graph_json_target
