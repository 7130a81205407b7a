// plan_bench: times the planner on the two cases and prints one summary line each:
//   plan llama3.1-405b devices=16384 mesh=... ops=O values=V ms=X baseline_ms=Y ratio=R peak=P fits=F
//   plan sweep devices=1024 candidates=C policies=5 max_batch=yes ms=X baseline_ms=Y ratio=R ...
// Baselines, measured in the same run: for the single plan, liveness alone over the finished step
// graph (the analysis every plan ends with), and the plan of the whole graph built layer by layer
// (what plan did before it repeated layers; same_plan compares the two); for the sweep, the same sweep without the
// max-batch search (on every hardware thread, as the sweep itself), and the sweep on one thread. Goals, above
// the measured ratios with room for a loaded machine, and below what a regression costs: ratio <= 8,
// speedup >= 2.5, same_plan=yes, sweep ratio <= 3.5. Past a goal the bench names it and exits 1 (CI runs
// `--quick`: the same, less the one-thread sweep, which has no goal: serial_ms=0.0).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <fmt/core.h>

#include "best_time.hpp"

#include <shardmem/plan.hpp>

namespace {

using bench::best_ms;

// Prints `what` past its goal when `met` is false; 1 then.
int goal(bool met, const char* what) {
  if (!met) std::fprintf(stderr, "plan_bench: goal missed: %s\n", what);
  return met ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace shardmem;
  const bool quick = argc > 1 && std::string_view(argv[1]) == "--quick";
  int status = 0;

  // Llama-3.1-405B on 16384 devices: data 64 (replicas) x FSDP 32 x tensor 8 with sequence
  // parallelism, 8 devices per process.
  {
    training_config c;
    c.model = presets::llama3_1_405b();
    c.model.seq_len = 8192;
    c.devices = mesh{{"data", 64}, {"fsdp", 32}, {"model", 8}}.with_devices_per_process(8);
    c.parallel = {.data = "fsdp", .replica = "data", .tensor = "model", .sequence_parallel = true};
    c.zero_stage = 3;
    const memory_target target{.accelerator = hardware_preset("h100-80gb")};
    memory_plan p, whole;
    const double ms = best_ms(5, [&] { p = plan(c, target); });
    // The same plan from the whole 126-layer graph, built op by op, as before repeat_layers.
    const double whole_ms = best_ms(5, [&] { whole = plan(build_step(c, {.whole = true}), target); });
    const training_step s = build_step(c, {.whole = true});
    const schedule order = s.graph().topological_order();
    const double baseline = best_ms(5, [&] { (void)analyze_liveness(s.graph(), order); });
    const bool same = p.total == whole.total && p.device_timeline == whole.device_timeline &&
                      p.top_at_peak == whole.top_at_peak;
    fmt::print("plan llama3.1-405b devices={} mesh={} ops={} values={} ms={:.2f} baseline_ms={:.2f} (liveness alone) "
               "ratio={:.1f} goal<=8 whole_build_ms={:.2f} speedup={:.1f} goal>=2.5 same_plan={} peak={} fits={}\n",
               c.devices.device_count(), to_string(c.devices), s.graph().op_count(), s.graph().value_count(), ms,
               baseline, ms / baseline, whole_ms, whole_ms / ms, same ? "yes" : "NO", p.total, p.fits);
    std::fflush(stdout);
    status |= goal(ms / baseline <= 8,
                   fmt::format("llama3.1-405b ratio={:.1f} is past its goal <= 8", ms / baseline).c_str());
    status |= goal(whole_ms / ms >= 2.5,
                   fmt::format("llama3.1-405b speedup={:.1f} is past its goal >= 2.5", whole_ms / ms).c_str());
    status |= goal(same, "llama3.1-405b same_plan=NO: the repeated-layer plan differs from the whole build's");
  }

  // Every three-axis factorization of 1024 devices times five policies, each with its largest
  // micro-batch: Llama-3.1-8B at sequence 4096 on H100s.
  {
    training_config c;
    c.model = presets::llama3_1_8b();
    c.model.seq_len = 4096;
    c.devices = mesh{{"data", 1}, {"fsdp", 1024}, {"model", 1}}.with_devices_per_process(8);
    c.parallel = {.data = "fsdp", .replica = "data", .tensor = "model"};
    std::vector<remat_choice> policies;
    for (const char* word :
         {"nothing_saveable", "save_layer_input", "dots_with_no_batch_dims_saveable", "dots_saveable", "none"})
      policies.push_back(parse_remat(word));
    std::vector<mesh_candidate> all;
    const double ms = best_ms(1, [&] {
      all = sweep_meshes(c, {}, {.remats = policies, .search_batch = true}).candidates;
    });
    const double serial_ms = quick ? 0.0 : best_ms(1, [&] {
      (void)sweep_meshes(c, {}, {.remats = policies, .search_batch = true, .threads = 1});
    });
    const double baseline = best_ms(1, [&] { (void)sweep_meshes(c, {}, {.remats = policies}); });
    fmt::print(
        "plan sweep devices=1024 candidates={} policies={} max_batch=yes threads={} ms={:.1f} serial_ms={:.1f} "
        "(one thread) baseline_ms={:.1f} (no max-batch search) ratio={:.2f} goal<=3.5 per_candidate_ms={:.2f} best={} {} "
        "max_micro_batch={}\n",
        all.size(), policies.size(), std::max(1U, std::thread::hardware_concurrency()), ms, serial_ms, baseline,
        ms / baseline, ms / static_cast<double>(std::max<std::size_t>(1, all.size())),
        all.empty() ? std::string("-") : to_string(all.front().devices), all.empty() ? "-" : all.front().remat,
        all.empty() ? 0 : all.front().max_micro_batch);
    std::fflush(stdout);
    status |= goal(ms / baseline <= 3.5,
                   fmt::format("sweep ratio={:.2f} is past its goal <= 3.5", ms / baseline).c_str());
  }
  return status;
}
