// Tests for plan/advise.hpp: the options as the tool's flags, and the advisor on configurations
// that do not fit: every change it suggests, planned again from its own options, fits (or not)
// with the peak it claimed; the ordering; the checklist as it applies.
#include <doctest/doctest.h>

#include <shardmem/plan/advise.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "../doubling.hpp"

using namespace shardmem;

namespace {

plan_options options(std::string model, std::string mesh) {
  plan_options o;
  o.model = std::move(model);
  o.mesh = parse_mesh(mesh);
  return o;
}

// Every advice re-planned from its options: the same fit and peak.
void check_claims(const plan_options& o) {
  const std::vector<advice> list = advise(o);
  REQUIRE_FALSE(list.empty());
  CHECK(list.front().plan.fits);  // some change, alone or combined, makes it fit, and comes first
  for (std::size_t i = 0; i < list.size(); ++i) {
    const advice& a = list[i];
    CAPTURE(a.change);
    const plan_input in = read_plan_options(a.options);
    const memory_plan p = plan(in.config, in.target);
    CHECK(p.fits == a.plan.fits);
    CHECK(p.total == a.plan.total);
    CHECK(a.args == plan_flags(a.options));
    if (i > 0) CHECK((list[i - 1].plan.fits || !a.plan.fits));  // the ones that fit first
    if (i > 0 && !list[i - 1].plan.fits) CHECK(list[i - 1].plan.total <= a.plan.total);
    // The global batch is kept: as many tokens a step as the configuration asked for.
    CHECK(a.plan.time.tokens_per_s_per_device * a.plan.time.total_s ==
          doctest::Approx(list.front().plan.time.tokens_per_s_per_device * list.front().plan.time.total_s));
  }
}

// The options of Llama-3.1-8B with `layers` layers at sequence 1024, from a model file (the
// advisor gives flags, and a model given as JSON text has none), within `budget` a device.
plan_options layered(std::int64_t layers, std::string budget = {}) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / fmt::format("shardmem_advise_llama_{}_layers.json", layers);
  std::ofstream(path) << fmt::format(R"({{"base": "llama3.1-8b", "layers": {}}})", layers);
  plan_options o;
  o.model_file = path.string();
  o.seq = 1024;
  o.budget = std::move(budget);
  return o;
}

}  // namespace

TEST_CASE("plan_flags: only what differs from the defaults, as the tool spells it") {
  CHECK(plan_flags(plan_options{}).empty());
  plan_options o = options("llama3.1-70b", "data=2,model=4");
  o.zero = 0;
  o.offload = {"optimizer", "params"};
  o.master_weights = false;
  o.devices_per_process = 4;
  o.efficiency = 0.4;
  o.overlap = false;
  o.seq = 4096;
  CHECK(plan_flags(o) == std::vector<std::string>{"--model", "llama3.1-70b", "--mesh", "data=2,model=4",
                                                   "--devices-per-process", "4", "--seq", "4096",
                                                   "--no-master-weights", "--zero", "0", "--offload",
                                                   "optimizer,params", "--efficiency", "0.4", "--no-overlap"});
  o.model_json = "{}";
  CHECK_THROWS_WITH_AS((void)plan_flags(o),
                       "plan options: a model given as JSON text has no flag; write it to a file and give model_file",
                       invalid_error);
}

TEST_CASE("advise: Llama-3.1-70B on 8 H100s without remat: each change fits with the peak it claimed") {
  plan_options o = options("llama3.1-70b", "data=8");
  o.remat = "none";
  {
    const plan_input in = read_plan_options(o);
    REQUIRE_FALSE(plan(in.config, in.target).fits);
  }
  check_claims(o);
}

TEST_CASE("advise: Llama-3.1-405B on 64 H100s: offloading the optimizer state fits") {
  const plan_options o = options("llama3.1-405b", "data=64");
  check_claims(o);
  const std::vector<advice> list = advise(o);
  CHECK(std::any_of(list.begin(), list.end(),
                    [](const advice& a) { return a.change == "--offload optimizer" && a.plan.fits; }));
}

TEST_CASE("advise: seed 000 at 64 processes: ZeRO 3 first, and placement by callback is on the list") {
  plan_options o = options("llama3.1-8b", "data=64");
  o.zero = 0;
  o.devices_per_process = 1;
  o.placement = "checked";
  check_claims(o);
  const std::vector<advice> list = advise(o, {.combine = true, .top = 40});
  CHECK(list.front().change == "--zero 3");
  CHECK(std::any_of(list.begin(), list.end(), [](const advice& a) { return a.change == "--placement callback"; }));
}

TEST_CASE("advise: the checklist as it applies; a plan that fits gets more room") {
  plan_options o = options("llama3.1-8b", "data=8");
  o.micro_batch = 4;
  const std::vector<advice> list = advise(o, {.combine = true, .top = 40});
  auto has = [&](std::string_view change) {
    return std::any_of(list.begin(), list.end(), [&](const advice& a) { return a.change == change; });
  };
  CHECK(has("--micro-batch 2 --batch 32"));            // 4 per rank x 8 ranks, kept
  CHECK(has("--mesh data=4,model=2 --batch 32"));      // tensor parallelism within the host
  CHECK(has("--chunked-loss"));
  CHECK(has("--offload optimizer"));
  CHECK_FALSE(has("--zero 3"));                        // it is ZeRO 3 already
  CHECK_FALSE(has("--remat nothing_saveable"));        // the policy it has
  CHECK_FALSE(has("--sequence-parallel"));             // no tensor axis
}

TEST_CASE("advise: seed 001's model states on 64 B200s: each change fits with the peak it claimed") {
  // Seed 001: Llama-3.1-8B frozen in bf16 with fp32 factors V [d_in, 49152] and U [49152, d_out]
  // beside the MLP projections of layers 18-26 (27 sites), Adam, remat on, sequences of 2048, one
  // per device on 64 B200s (180 GiB usable), the trainer's non-donating jit step, and the state
  // replicated as the PR's eager init placed it (ZeRO 0): 97.8 GB of factors, and their gradients
  // and two moments, on every device.
  plan_options o = options("llama3.1-8b", "data=64");
  o.hardware = "b200";
  o.seq = 2048;
  o.zero = 0;
  o.donate = false;
  o.adapter_rank = 49152;
  o.adapter_targets = "gate_proj,up_proj,down_proj";
  o.adapter_layers = "18-26";
  o.adapter_dtype = "f32";
  {
    const plan_input in = read_plan_options(o);
    const memory_plan p = plan(in.config, in.target);
    REQUIRE_FALSE(p.fits);
    CHECK(p.trainable_parameters == 24'461'180'928);  // 27 x 49152 x (4096 + 14336)
    CHECK(p.parameters == 8'030'261'248 + 24'461'180'928);
    plan_options eval = o;
    eval.eval = true;  // a forward-only step trains nothing
    const plan_input e = read_plan_options(eval);
    CHECK(plan(e.config, e.target).trainable_parameters == 0);
  }
  check_claims(o);
  const std::vector<advice> list = advise(o, {.combine = true, .top = 40});
  auto fits = [&](std::string_view change) {
    return std::any_of(list.begin(), list.end(), [&](const advice& a) { return a.change == change && a.plan.fits; });
  };
  CHECK(fits("--zero 3"));  // the PR's sharded state (GSPMD shardings re-attached per leaf)
  // bf16 factors, as the frozen model's weights, without fp32 master copies: the factors (old and
  // new, without donation) and their gradients in half the bytes, a lower peak.
  const auto bf16 = std::find_if(list.begin(), list.end(), [](const advice& a) {
    return a.change == "--adapter-dtype bf16 --no-master-weights";
  });
  REQUIRE(bf16 != list.end());
  {
    const plan_input in = read_plan_options(o);
    CHECK(bf16->plan.total < plan(in.config, in.target).total);
  }
  const std::vector<std::string> rank{"--adapter-rank", "49152"};
  for (const advice& a : list) {
    CAPTURE(a.change);
    // Every change keeps the adapters, as flags the tool reads back.
    CHECK(std::search(a.args.begin(), a.args.end(), rank.begin(), rank.end()) != a.args.end());
    CHECK(a.change.find("model=") == std::string::npos);  // a tensor axis is not modelled with adapters
  }
}

TEST_CASE("a plan of 4x the layers takes well under 16x the time") {
  shardmem_test::check_linear(
      [](std::int64_t layers) {
        const plan_input in = read_plan_options(layered(layers));
        (void)plan(in.config, in.target);
      },
      100);
}

TEST_CASE("advice on a model of 4x the layers takes well under 16x the time") {
  // (A layer-chain remat, sqrt_n among the changes tried, builds every layer; in 1 GiB nothing
  // fits, so the changes are combined too.) One run each.
  const auto advised = [](std::int64_t layers) { (void)advise(layered(layers, "1GiB")); };
  const double small = shardmem_test::best_seconds(advised, 16, 1), large = shardmem_test::best_seconds(advised, 64, 1);
  CAPTURE(small);
  CAPTURE(large);
  CHECK(large < 8 * small);
}

TEST_CASE("advice plans each configuration once, and each advice still claims what its configuration plans") {
  // The greedy paths and the pairs come back to configurations planned before; each is planned
  // once and its plan handed to each advice that names it.
  const plan_options o = layered(16, "1GiB");  // nothing fits: the greedy paths and the pairs run
  const std::vector<advice> list = advise(o);
  REQUIRE_FALSE(list.empty());
  for (const advice& a : list) {
    CAPTURE(a.change);
    const plan_input in = read_plan_options(a.options);
    const memory_plan p = plan(in.config, in.target);
    CHECK(p.total == a.plan.total);
    CHECK(p.fits == a.plan.fits);
    CHECK(p.device_timeline == a.plan.device_timeline);
  }
}

TEST_CASE("plan_flags writes every declared option, --scan-layers and --backend included") {
  // Written by hand beside the options, the flags left out --scan-layers and --backend: the
  // advisor's command for a scanned CPU plan planned an unrolled GPU step.
  plan_options o;
  o.scan_layers = true;
  o.backend = "cpu";
  o.max_input_bytes = 4096;
  o.model_file = "m.json";
  CHECK(plan_flags(o) == std::vector<std::string>{"--model-file", "m.json", "--scan-layers", "--backend", "cpu",
                                                  "--max-input-bytes", "4096B"});
  // Each declaration's flag is its name with dashes, once.
  std::vector<std::string> flags;
  for_each_plan_option([&](auto, const plan_option& d) { flags.push_back(d.flag()); });
  CHECK(std::find(flags.begin(), flags.end(), "--no-donate") != flags.end());
  CHECK(std::find(flags.begin(), flags.end(), "--micro-batch") != flags.end());
  std::sort(flags.begin(), flags.end());
  CHECK(std::adjacent_find(flags.begin(), flags.end()) == flags.end());
}
