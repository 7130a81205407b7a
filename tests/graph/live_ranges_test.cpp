// Tests for graph/live_ranges.hpp: live_ranges over a graph (aliases merged into shared buffers).
// buffer_range and place_in_outputs on hand-built buffers are tested in buffer_ranges_test.cpp.
#include <doctest/doctest.h>

#include <shardmem/graph/live_ranges.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/memory/memory_profile.hpp>

#include "../memory/hand_built_ranges.hpp"

#include <cstddef>
#include <vector>

using namespace shardmem;

// ---- buffer_ranges and its reductions, with no graph (what an HLO importer would hand over) ----

namespace {
value_id ranged_value(dataflow_graph& g, const char* name, std::int64_t size, role r = role::temporary) {
  return g.add_value({.tensor = {name, {size}, dtype::u8}, .role = r});
}
}  // namespace

TEST_CASE("live_ranges merges in-place, view and donation chains into one buffer each") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto p = ranged_value(g, "p", 64, role::parameter);
  const auto a = ranged_value(g, "a", 32, role::activation);
  const auto b = ranged_value(g, "b", 32, role::activation);
  const auto c = ranged_value(g, "c", 32, role::activation);
  const auto np = ranged_value(g, "np", 64, role::parameter);
  const auto y = ranged_value(g, "y", 4, role::output);
  g.add_op({.name = "mm", .inputs = {p}, .outputs = {a}});                          // step 0
  g.add_op({.name = "relu", .inputs = {a}, .outputs = {b}, .in_place = {{a, b}}});  // step 1
  g.add_op({.name = "name", .inputs = {b}, .outputs = {c}, .views = {{b, c}}});     // step 2
  g.add_op({.name = "sum", .inputs = {c}, .outputs = {y}, .workspace = 16_B});      // step 3
  g.add_op({.name = "sgd", .inputs = {p}, .outputs = {np}});                        // step 4
  g.mark_output(y);
  g.donate(p, np);
  const buffer_ranges r = live_ranges(g, g.topological_order());
  CHECK(r.steps == 5);
  // Buffers by first value: p's (p and np: 0..4), a's (a, b, c: 0..3), y's, then sum's workspace.
  REQUIRE(r.buffers.size() == 4);
  CHECK(r.buffers[0].value() == p);
  CHECK(r.buffers[0].first == 0);
  CHECK(r.buffers[0].last == 4);
  CHECK(bool(r.buffers[0].argument));
  CHECK(bool(r.buffers[0].output));  // np, an output, is written into it
  CHECK(bool(r.buffers[0].donated));
  CHECK_FALSE(bool(r.buffers[0].returned));
  CHECK(r.buffers[1].value() == a);
  CHECK(r.buffers[1].first == 0);
  CHECK(r.buffers[1].last == 3);
  CHECK(r.buffers[1].size == 32_B);
  CHECK(r.buffers[2].value() == y);
  CHECK(r.buffers[2].first == 3);
  CHECK(r.buffers[2].last == 4);
  CHECK(r.buffers[2].output_allocation());
  CHECK(r.buffers[3].workspace_of() == static_cast<op_id>(3));
  CHECK(r.buffers[3].first == 3);
  // The values of the two shared buffers, by buffer then value, with their own steps.
  REQUIRE(r.shared.size() == 5);
  CHECK(r.shared[0].value == p);
  CHECK(r.shared[0].last == 4);
  CHECK(r.shared[1].value == np);
  CHECK(r.shared[1].first == 4);
  CHECK(r.shared[1].output);
  CHECK(r.shared[2].value == a);
  CHECK(r.shared[2].last == 1);
  CHECK(r.shared[3].value == b);
  CHECK(r.shared[3].first == 1);
  CHECK(r.shared[3].last == 2);
  CHECK(r.shared[4].value == c);
  CHECK(r.shared[4].buffer == 1);
  // y (4 B, made at step 3) cannot hold a's 32 B buffer, so nothing is placed.
  for (const buffer_range& x : r.buffers) CHECK_FALSE(bool(x.in_output));
  // The analysis is these buffers reduced: the same numbers from the ranges alone.
  const liveness_result l = analyze_liveness(g, g.topological_order());
  const memory_profiles m = profile_memory(r);
  CHECK(m.device.timeline == l.device_timeline);
  CHECK(m.device.analysis == l.device);
  CHECK(role_peaks(r) == l.role_peak);
  CHECK(live_at(r, static_cast<std::int64_t>(l.peak_step)).size() == live_at_peak(l).buffers.size());
  // Timeline: p 64 and y's allocation 4 always; a's buffer 32 at 0..3; the workspace 16 at 3.
  CHECK(l.device_timeline == std::vector<std::int64_t>{100, 100, 100, 116, 68});
  CHECK(l.device == memory_analysis{.argument = 64_B, .output = 68_B, .alias = 64_B, .temp = 48_B});
}
