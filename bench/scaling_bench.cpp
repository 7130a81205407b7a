// scaling_bench: doubling checks of the work that grows with an input, each at n and at 4n (the
// best of runs alternated between the two sizes, so that both see the same load: 7 for the mesh,
// 3 for the plans), and prints one summary line per case:
//   scaling mesh axes=N->4N ms=X->Y ratio=R goal<10
//   scaling plan sqrt_n layers=L->4L ms=X->Y ratio=R goal<10
//   scaling advise layers=L->4L ms=X->Y ratio=R goal<10
// The mesh case validates a mesh of N axes, looks up every axis by name, asks whether each
// crosses processes, and queries a NamedSharding whose spec uses every axis (validated once, at
// construction). The plan case plans Llama-3.1-8B's shape with L layers under the sqrt_n layer-chain
// schedule (the step built whole: the layer chain, the replayed schedule, liveness); the advise
// case runs the advisor (`shardmem plan --advise`) on it with a 1 GiB budget, so that no change
// fits alone at either size and both sizes plan the same combinations. Linear work gives a ratio
// near 4 (n log n a little more), quadratic 16; goal < 10 (the tests' doubling checks at -O0
// assert < 8). The mesh's sizes stay within the caches: past them the memory, not the work, sets
// the ratio of a linear pass. Past a goal the bench names it and exits 1 (CI runs `--quick`).
// Usage: scaling_bench [--quick]   (2,500 -> 10,000 axes; --quick: 250 -> 1,000 layers, the
// advisor 125 -> 500 layers: seconds; without: 1,000 -> 4,000 layers, the advisor 500 -> 2,000
// layers: under a minute)
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/core.h>

#include "timing.hpp"

#include <shardmem/models/json.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/plan.hpp>
#include <shardmem/plan/advise.hpp>
#include <shardmem/sharding.hpp>

namespace {

// Prints the line of a case and whether 4x its input took under `goal` times its time; 1 when not.
int report(std::string_view what, std::string_view unit, std::int64_t n, double small_ms, double large_ms,
           double goal) {
  const double ratio = large_ms / small_ms;
  fmt::print("scaling {} {}={}->{} ms={:.1f}->{:.1f} ratio={:.2f} goal<{}\n", what, unit, n, 4 * n, small_ms, large_ms,
             ratio, goal);
  std::fflush(stdout);
  if (ratio < goal) return 0;
  std::fprintf(stderr, "scaling_bench: goal missed: %s ratio=%.2f is past its goal < %g\n", std::string(what).c_str(),
               ratio, goal);
  return 1;
}

// The axes of a mesh of n axes (data 4, model 2, the rest of size 1), a spec that uses every axis
// and an array of its rank: made once per size, outside the time.
struct mesh_input {
  std::vector<shardmem::mesh_axis> axes;
  shardmem::partition_spec spec;
  shardmem::tensor array;
};
mesh_input mesh_input_of(std::int64_t n) {
  using namespace shardmem;
  mesh_input in;
  std::vector<partition_spec::entry> entries;
  std::vector<std::int64_t> dims;
  for (std::int64_t i = 0; i < n; ++i) {
    const std::string name = i == 0 ? "data" : i == 1 ? "model" : "a" + std::to_string(i);
    in.axes.push_back({name, i == 0 ? 4 : i == 1 ? 2 : 1});
    entries.push_back({name});
    dims.push_back(i < 2 ? 8 : 1);
  }
  in.spec = partition_spec(std::move(entries));
  in.array = tensor{"w", shape(dims), dtype::f32};
  return in;
}

// The mesh validated, every axis looked up, each asked whether it crosses processes, and the
// sharding over every axis made (validated once) and queried.
void mesh_queries(const mesh_input& in) {
  using namespace shardmem;
  const mesh m = mesh(in.axes).with_devices_per_process(2);
  std::int64_t sum = 0;
  for (const mesh_axis& a : m.axes()) sum += static_cast<std::int64_t>(m.axis_index(a.name));
  for (std::size_t i = 0; i < m.rank(); ++i) sum += m.crosses_processes(i) ? 1 : 0;
  const named_sharding s(m, in.spec);
  sum += s.per_device_bytes(in.array).count() + s.replica_id(7) + s.replication_factor();
  if (sum < 0) std::fprintf(stderr, "unreachable\n");
}

shardmem::transformer_config model_of(std::int64_t layers) {
  shardmem::transformer_config c = shardmem::presets::llama3_1_8b();
  c.name = fmt::format("llama-shape-{}", layers);
  c.layers = layers;
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace shardmem;
  const bool quick = argc > 1 && std::string_view(argv[1]) == "--quick";
  int status = 0;
  {
    const std::int64_t n = 2'500;  // and 10,000: within the caches, in either mode
    // Runs of milliseconds, which a loaded machine spreads widely: the best of 7.
    const mesh_input small_input = mesh_input_of(n), large_input = mesh_input_of(4 * n);
    const auto [small, large] =
        shardmem_bench::best_of(15, [&] { mesh_queries(small_input); }, [&] { mesh_queries(large_input); });
    status |= report("mesh", "axes", n, 1000 * small, 1000 * large, 10);
  }
  {
    const std::int64_t layers = quick ? 250 : 1'000;
    auto plan_of = [](std::int64_t l) {
      training_config c;
      c.model = model_of(l);
      c.remat = parse_remat("sqrt_n");
      (void)plan(c, memory_target{});
    };
    const auto [small, large] = shardmem_bench::best_of(3, [&] { plan_of(layers); }, [&] { plan_of(4 * layers); });
    status |= report("plan sqrt_n", "layers", layers, 1000 * small, 1000 * large, 10);
  }
  {
    const std::int64_t layers = quick ? 125 : 500;
    auto advise_on = [](std::int64_t l) {
      plan_options o;
      o.model_json = write_model_json(model_of(l));
      o.budget = "1GiB";
      (void)advise(o);
    };
    const auto [small, large] =
        shardmem_bench::best_of(3, [&] { advise_on(layers); }, [&] { advise_on(4 * layers); });
    status |= report("advise", "layers", layers, 1000 * small, 1000 * large, 10);
  }
  return status;
}
