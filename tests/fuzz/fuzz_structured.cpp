// libFuzzer target, structure-aware: the fuzz bytes drive the construction of
//  - a small dataflow graph on a random mesh: values with random shapes, dtypes and specs (some
//    invalid, some near the 64-bit limits), ops with random inputs, outputs, workspaces, in-place
//    and view pairs, resharding collectives, program outputs and donations; then liveness over the
//    topological order and over a random valid order, checked against the liveness invariants,
//    and each value's placement checked (padded bytes >= strict bytes, HloSharding round trip);
//  - a small random chain and the schedules of every generator (store_all, checkpoint_sequential,
//    chen_sqrt, nested, haliax_nested, revolve, budgeted), each of which the simulator must
//    accept (within its slot limit or budget), and whose text parses back to itself; then a
//    random action sequence, which the simulator runs or rejects with a schedule_error.
// Errors thrown while building (a shardmem::error) are skipped: building goes on, as a caller
// that catches them would, so a half-applied failure would show up in the analysis.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include <shardmem/graph.hpp>
#include <shardmem/graph/report.hpp>
#include <shardmem/schedule.hpp>
#include <shardmem/sharding.hpp>

#include "graph_checks.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::structured_target {
namespace {

constexpr std::int64_t max64 = std::numeric_limits<std::int64_t>::max();

std::int64_t extent(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 9)) {
    case 0: return 0;
    case 1: return in.ConsumeIntegralInRange<std::int64_t>(std::int64_t{1} << 20, std::int64_t{1} << 40);
    case 2: return in.ConsumeIntegralInRange<std::int64_t>(max64 / 4, max64);  // near the limit
    default: return in.ConsumeIntegralInRange<std::int64_t>(1, 40);
  }
}

std::int64_t byte_count(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 7)) {
    case 0: return 0;
    case 1: return in.ConsumeIntegralInRange<std::int64_t>(std::int64_t{1} << 58, max64);
    case 2: return -in.ConsumeIntegralInRange<std::int64_t>(1, 4);
    default: return in.ConsumeIntegralInRange<std::int64_t>(1, 4096);
  }
}

mesh random_mesh(FuzzedDataProvider& in) {
  static const char* const names[] = {"data", "model", "fsdp", "expert"};
  std::vector<mesh_axis> axes;
  const int rank = in.ConsumeIntegralInRange(1, 4);
  for (int i = 0; i < rank; ++i) {
    const std::int64_t size = in.ConsumeBool() ? in.ConsumeIntegralInRange<std::int64_t>(1, 8)
                                               : std::int64_t{1} << in.ConsumeIntegralInRange(0, 20);
    axes.push_back({names[i], size});
  }
  std::optional<mesh> m;
  if (!accepts([&] { m.emplace(std::move(axes)); })) m.emplace(mesh{{"data", 2}});
  if (in.ConsumeBool()) {
    // Processes over the outermost axes, or one per device.
    const std::int64_t n = m->device_count();
    const std::int64_t per = in.ConsumeBool() ? n / m->axes().front().size : (n <= 4096 ? 1 : n);
    (void)accepts([&] { *m = m->with_devices_per_process(per); });
  }
  return *m;
}

partition_spec random_spec(FuzzedDataProvider& in, const mesh& m) {
  std::vector<partition_spec::entry> entries(in.ConsumeIntegralInRange<std::size_t>(0, 3));
  for (auto& e : entries) {
    const int count = in.ConsumeIntegralInRange(0, 2);
    for (int k = 0; k < count; ++k) {
      const auto pick = in.ConsumeIntegralInRange<std::size_t>(0, m.rank());  // rank: an unknown axis
      e.push_back(pick < m.rank() ? m.axes()[pick].name : std::string("nope"));
    }
  }
  return partition_spec(std::move(entries));
}

value_id pick(FuzzedDataProvider& in, const dataflow_graph& g) {
  // Occasionally an id past the end: the graph must refuse it.
  return static_cast<value_id>(
      in.ConsumeIntegralInRange<std::uint32_t>(0, static_cast<std::uint32_t>(g.value_count())));
}

void check_placement(const dataflow_graph& g, value_id v) {
  const named_sharding& s = g.sharding(v);
  const tensor& t = g.tensor(v);
  const bytes padded = s.per_device_bytes(t, shard_mode::padded);
  check(padded == g.per_device_bytes(v), "a value's bytes are its padded shard's");
  (void)accepts([&] {
    const bytes strict = s.per_device_bytes(t, shard_mode::strict);
    check(padded >= strict, fmt::format("padded bytes >= strict bytes for {}", g.describe(v)));
  });
  (void)accepts([&] { check(s.padding_bytes(t) >= bytes{0}, "padding bytes >= 0"); });
  (void)accepts([&] {
    const hlo_sharding h = hlo_sharding::from(s, t.shape.rank());
    check(hlo_sharding::parse(to_string(h)) == h, "HloSharding text round-trips: " + to_string(h));
    if (h.type() == hlo_sharding::kind::tiled)
      check(h.tile_shape(t.shape) == s.shard_shape(t, shard_mode::padded), "HloSharding tiles = padded shard shape");
  });
}

void fuzz_graph(FuzzedDataProvider& in) {
  dataflow_graph g(random_mesh(in));
  const int values = in.ConsumeIntegralInRange(1, 12);
  for (int i = 0; i < values; ++i) {
    std::vector<std::int64_t> extents(in.ConsumeIntegralInRange<std::size_t>(0, 3));
    for (auto& e : extents) e = extent(in);
    (void)accepts([&] {
      value_desc d{.tensor = {fmt::format("v{}", i), shape(std::move(extents)),
                              static_cast<dtype>(in.ConsumeIntegralInRange<int>(0, detail::dtype_table.size() - 1))},
                   .spec = random_spec(in, g.mesh()),
                   .role = static_cast<role>(in.ConsumeIntegralInRange<int>(0, role_count - 1)),
                   .memory_kind = in.ConsumeIntegralInRange(0, 5) == 0 ? memory_kind::pinned_host
                                                                       : memory_kind::device};
      (void)g.add_value(std::move(d));
    });
  }
  const int ops = in.ConsumeIntegralInRange(0, 12);
  for (int o = 0; o < ops && g.value_count() > 0; ++o) {
    const int what = in.ConsumeIntegralInRange(0, 9);
    if (what == 0) {  // a collective inserted by resharding, or a host copy
      const value_id v = pick(in, g);
      const partition_spec target = random_spec(in, g.mesh());
      const bool host = in.ConsumeBool();
      (void)accepts([&] {
        if (index(v) >= g.value_count()) return;
        if (host)
          (void)(g.sharding(v).memory_kind() == memory_kind::device ? copy_to_host(g, v) : copy_to_device(g, v));
        else (void)reshard(g, v, target);
      });
      continue;
    }
    op_desc d{.name = fmt::format("op{}", o)};
    const int n_in = in.ConsumeIntegralInRange(0, 3), n_out = in.ConsumeIntegralInRange(0, 2);
    for (int k = 0; k < n_in; ++k) d.inputs.push_back(pick(in, g));
    for (int k = 0; k < n_out; ++k) d.outputs.push_back(pick(in, g));
    d.flops = in.ConsumeIntegralInRange<std::int64_t>(-1, 1000);
    d.workspace = bytes{in.ConsumeBool() ? 0 : byte_count(in)};
    const int pairs = in.ConsumeIntegralInRange(0, 2);
    for (int k = 0; k < pairs && !d.inputs.empty() && !d.outputs.empty(); ++k) {
      const auto a = d.inputs[in.ConsumeIntegralInRange<std::size_t>(0, d.inputs.size() - 1)];
      const auto b = d.outputs[in.ConsumeIntegralInRange<std::size_t>(0, d.outputs.size() - 1)];
      (in.ConsumeBool() ? d.in_place : d.views).emplace_back(a, b);
    }
    (void)accepts([&] { (void)g.add_op(std::move(d)); });
  }
  const int marks = in.ConsumeIntegralInRange(0, 3);
  for (int k = 0; k < marks; ++k) {
    const value_id a = pick(in, g), b = pick(in, g);
    const bool donate = in.ConsumeBool();
    (void)accepts([&] { donate ? g.donate(a, b) : g.mark_output(a); });
  }
  for (std::size_t v = 0; v < g.value_count(); ++v) check_placement(g, static_cast<value_id>(v));

  std::optional<schedule> topo;
  if (!accepts([&] { topo.emplace(g.topological_order()); })) return;
  std::vector<std::optional<schedule>> orders;
  orders.push_back(topo);
  // A random order: a shuffle of the topological order, which make_schedule checks.
  std::vector<op_id> shuffled(topo->order().begin(), topo->order().end());
  for (std::size_t i = shuffled.size(); i > 1; --i)
    std::swap(shuffled[i - 1], shuffled[in.ConsumeIntegralInRange<std::size_t>(0, i - 1)]);
  (void)accepts([&] { orders.emplace_back(g.make_schedule(shuffled)); });
  for (const auto& s : orders) {
    (void)accepts([&] {
      const liveness_result r = analyze_liveness(g, *s);
      shardmem_fuzz::check_liveness(g, *s, r);
      (void)liveness_report(g, *s, r);
      (void)live_bytes_by_role(g, r, r.peak_step);
    });
  }
}

void check_schedule(const chain& c, const chain_schedule& s, const simulate_options& options, const char* who) {
  for (const bool compact : {true, false}) {
    const std::string text = to_string(s, compact);
    check(parse_schedule(text) == s, fmt::format("{}: a schedule parsed from its own text equals itself", who));
  }
  try {
    const schedule_summary sum = simulate(c, s, options);
    check(sum.extra_forwards >= 0, fmt::format("{}: extra forwards >= 0", who));
  } catch (const overflow_error&) {
    // live bytes past int64 on a chain of huge stages: the exact answer does not exist
  } catch (const shardmem::error& e) {
    shardmem_fuzz::fail(fmt::format("{}: the simulator rejects a generated schedule on {}: {}", who, c, e.what()));
  }
}

void fuzz_chain(FuzzedDataProvider& in) {
  const int n = in.ConsumeIntegralInRange(1, 24);
  const bool uniform = in.ConsumeBool();
  std::vector<stage> stages;
  stage first{};
  for (int i = 0; i < n; ++i) {
    stage s = first;
    if (i == 0 || !uniform) {
      const std::int64_t out = byte_count(in);
      s = stage{.output = bytes{out},
                .working = bytes{in.ConsumeIntegralInRange(0, 5) == 0
                                     ? byte_count(in)
                                     : out + in.ConsumeIntegralInRange<std::int64_t>(0, 64)},
                .forward_cost = in.ConsumeIntegralInRange<std::int64_t>(0, 100),
                .backward_cost = in.ConsumeIntegralInRange<std::int64_t>(0, 200)};
      if (i == 0) first = s;
    }
    stages.push_back(s);
  }
  std::optional<chain> built;
  if (!accepts([&] { built.emplace(bytes{byte_count(in)}, std::move(stages)); })) return;
  const chain& c = *built;
  check_schedule(c, store_all(c), {}, "store_all");
  check_schedule(c, chen_sqrt(c), {}, "chen_sqrt");
  const std::int64_t k = in.ConsumeIntegralInRange<std::int64_t>(1, n);
  check_schedule(c, checkpoint_sequential(c, k), {}, "checkpoint_sequential");
  check_schedule(c, chen_segments(c, k), {}, "chen_segments");
  check_schedule(c, nested(c, in.ConsumeIntegralInRange<std::int64_t>(1, 4)), {}, "nested");
  check_schedule(c, haliax_nested(c), {}, "haliax_nested");
  const std::int64_t snapshots = in.ConsumeIntegralInRange<std::int64_t>(1, n + 1);
  check_schedule(c, revolve(c, snapshots), {.slots = snapshots}, "revolve");
  // Budgeted: any budget from just below the least that fits to the store-all peak.
  (void)accepts([&] {
    const bytes least = minimal_budget(c);
    const bytes most = simulate(c, store_all(c)).peak;
    const std::int64_t lo = std::max<std::int64_t>(1, least.count() - 1);
    const bytes budget{in.ConsumeIntegralInRange<std::int64_t>(lo, std::max({lo, most.count(), least.count()}))};
    const std::int64_t slots = in.ConsumeIntegralInRange<std::int64_t>(1, 64);
    chain_schedule s;
    if (!accepts([&] { s = budgeted(c, budget, slots, 1); })) return;
    check_schedule(c, s, {}, "budgeted");
    check(simulate(c, s).peak <= budget, "a budgeted schedule fits its budget");
  });
  // A random action sequence: it runs or the simulator names the action that cannot.
  chain_schedule random;
  const int length = in.ConsumeIntegralInRange(0, 64);
  for (int i = 0; i < length; ++i)
    random.push_back({static_cast<action_kind>(in.ConsumeIntegralInRange(0, 5)),
                      in.ConsumeIntegralInRange<std::int64_t>(-1, n + 1)});
  simulator sim(c);
  std::int64_t ran = 0;
  try {
    for (const action& a : random) {
      sim.apply(a);
      ++ran;
    }
    (void)sim.finish();
  } catch (const schedule_error& e) {
    check(e.action_index() == ran, "a schedule_error names the action that failed");
  } catch (const overflow_error&) {
    // live bytes past int64 on a chain of huge stages: an overflow_error naming the quantity
  }
}

}  // namespace

SHARDMEM_FUZZ_TARGET(structured) {
  FuzzedDataProvider in(data, size);
  try {
    if (in.ConsumeBool()) fuzz_graph(in);
    else fuzz_chain(in);
  } catch (const shardmem::error& e) {
    // Only the builders' own errors may reach here, and they are caught where they arise.
    shardmem_fuzz::fail(std::string("an unexpected shardmem::error: ") + e.what());
  }
  return 0;
}

}  // namespace shardmem_fuzz::structured_target
