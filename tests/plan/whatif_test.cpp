// Tests for shardmem/plan/whatif.hpp: many plans of one configuration. Seed 000's scaling
// attribution, the largest micro-batch that fits, the mesh sweep over remat choices, and the
// cheapest remat preset that fits.
#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/plan/whatif.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "plan_helpers.hpp"

using namespace shardmem;
using plan_test::small_config;
using plan_test::target_with_usable;

namespace {

// max_micro_batch's answer b fits, exactly planned, and b + 1 does not.
void check_largest_batch(training_config c, const memory_target& target) {
  const std::int64_t b = max_micro_batch(c, target);
  REQUIRE(b >= 1);
  c.micro_batch = b;
  CHECK(plan(c, target).fits);
  c.micro_batch = b + 1;
  CHECK_FALSE(plan(c, target).fits);
}

}  // namespace

TEST_CASE("seed 000's scaling attribution: the placement temporary tracks process count, not batch") {
  training_config c = small_config();
  c.zero_stage = 0;
  c.devices = mesh{{"data", 8}}.with_devices_per_process(2);
  memory_target t;
  t.placement = placement_kind::checked;
  const memory_plan p = plan_training(c, t);
  const scaling_line* temp = nullptr;
  const scaling_line* acts = nullptr;
  for (const scaling_line& s : p.scaling) {
    if (s.term == "placement temporary") temp = &s;
    if (s.term == "activations") acts = &s;
  }
  REQUIRE(temp != nullptr);
  REQUIRE(acts != nullptr);
  // The embedding, 4096 x 512 bf16 = 4 MiB, gathered over 4 processes.
  CHECK(temp->value.count() == 4096 * 512 * 2 * 4);
  CHECK(temp->processes == 1.0);
  CHECK(temp->batch == 0.0);
  CHECK(temp->data_parallel == 0.0);
  CHECK(temp->verdict == "tracks process count, not batch");
  CHECK(acts->batch > 0.5);
  // Each role at its own peak (at the total's peak a role's share moves with the peak step: the
  // gradients once read -0.88 with batch here). Parameter gradients are flat in batch and
  // sequence; activation gradients (dlogits and the backward's intermediates) track both.
  const scaling_line *grads = nullptr, *act_grads = nullptr;
  for (const scaling_line& s : p.scaling) {
    if (s.term == "parameter gradients") grads = &s;
    if (s.term == "activation gradients") act_grads = &s;
  }
  REQUIRE(grads != nullptr);
  REQUIRE(act_grads != nullptr);
  CHECK(grads->value == p.role_peak[static_cast<std::size_t>(role::parameter_gradient)]);
  CHECK(grads->value.count() >= 2 * parameter_count(c.model));  // every bf16 parameter gradient, unsharded
  CHECK(grads->batch == 0.0);
  CHECK(grads->sequence == 0.0);
  CHECK(grads->verdict == "flat");
  CHECK(act_grads->value == p.role_peak[static_cast<std::size_t>(role::activation_gradient)]);
  CHECK(act_grads->batch >= 0.5);
  CHECK(act_grads->sequence >= 0.5);
}

TEST_CASE("the largest micro-batch fits and one more does not") {
  training_config c = small_config();
  check_largest_batch(c, target_with_usable(3_GiB));
  CHECK(max_micro_batch(c, target_with_usable(1_MiB)) == 0);
}

TEST_CASE("the largest micro-batch of a dense model comes from the linear model alone, and is exact") {
  // Dense models without the chunked loss are batch-linear: no exact plan checks the answer, so
  // these do, over shapes, policies, tensor and sequence parallelism, ZeRO stages and eval.
  struct variant {
    const char* what;
    void (*apply)(training_config&);
  };
  const variant variants[] = {
      {"FSDP, nothing_saveable", [](training_config&) {}},
      {"no remat", [](training_config& c) { c.remat = parse_remat("none"); }},
      {"dots_saveable", [](training_config& c) { c.remat = parse_remat("dots_saveable"); }},
      {"ZeRO-1 with tensor and sequence parallelism",
       [](training_config& c) {
         c.zero_stage = 1;
         c.devices = mesh{{"data", 4}, {"model", 2}}.with_devices_per_process(8);
         c.parallel.tensor = "model";
         c.parallel.sequence_parallel = true;
       }},
      {"eval", [](training_config& c) { c.eval = true; }},
      {"offloaded parameters", [](training_config& c) { c.offload_params = true; }},
  };
  for (const variant& v : variants) {
    CAPTURE(v.what);
    training_config c = small_config();
    v.apply(c);
    REQUIRE(detail::batch_linear(c));
    check_largest_batch(c, target_with_usable(2_GiB));
  }
  training_config chunked = small_config();
  chunked.chunked_loss = true;
  CHECK_FALSE(detail::batch_linear(chunked));  // loss chunks round up: checked with exact plans
}

namespace {

// The small model on 8 devices of one process over a data and a tensor axis: what the sweeps split.
training_config tensor_sweep_config() {
  training_config c = small_config();
  c.devices = mesh{{"data", 8}, {"model", 1}}.with_devices_per_process(8);
  c.parallel.tensor = "model";
  return c;
}

}  // namespace

TEST_CASE("sweep compares every row at one global batch, and a step-time tie goes to the simpler choice") {
  // The defects: without --batch each row ran its own global batch (one micro-batch per
  // data-parallel rank), so a tensor-parallel row's step looked 8 times shorter; and rows of equal
  // step time were ordered by peak, which put offloading (more host traffic, no gain) first.
  training_config c = tensor_sweep_config();
  const std::vector<remat_choice> remats{parse_remat("nothing_saveable"), parse_remat("offload_layer_input")};
  const sweep_result swept = sweep_meshes(c, {}, {.remats = remats});
  CHECK(swept.global_batch == 8 * c.micro_batch);  // every device data-parallel: the largest batch without accumulation
  REQUIRE(swept.candidates.size() >= 4);
  bool tie = false;
  for (std::size_t i = 0; i < swept.candidates.size(); ++i) {
    const memory_plan& p = swept.candidates[i].plan;
    CAPTURE(to_string(swept.candidates[i].devices));
    CHECK(p.config.global_batch == swept.global_batch);
    if (i == 0) continue;
    const memory_plan& q = swept.candidates[i - 1].plan;
    if (!q.fits || !p.fits) continue;
    REQUIRE(p.time.known);
    CHECK(q.time.total_s <= p.time.total_s * 1.001);  // fastest first, at the one batch
    if (std::abs(q.time.total_s - p.time.total_s) <= 1e-9 * p.time.total_s) {
      tie = true;
      CHECK(q.offload_bytes <= p.offload_bytes);  // the simpler choice first
    }
  }
  CHECK(tie);  // offloading the layer inputs costs no step time here: a tie to break
  // A given global batch is kept.
  c.global_batch = 16;
  CHECK(sweep_meshes(c, {}, {.remats = {parse_remat("none")}}).global_batch == 16);
}

TEST_CASE("the mesh sweep tries every factorization, fitting plans first and fastest first, then by total") {
  training_config c = tensor_sweep_config();
  const std::vector<remat_choice> remats{parse_remat("nothing_saveable"), parse_remat("none")};
  const sweep_result swept = sweep_meshes(c, {}, {.remats = remats});
  const std::vector<mesh_candidate>& all = swept.candidates;
  const std::vector<std::string>& skipped = swept.skipped;
  // 8 = 1x8, 2x4, 4x2, 8x1; the 2 key/value heads do not split 4 or 8 ways, so those shapes are
  // skipped: 2 shapes x 2 policies, with their reasons.
  REQUIRE(all.size() == 4);
  REQUIRE(skipped.size() == 4);
  CHECK(skipped[0] == "mesh {data: 1, model: 8}, remat nothing_saveable: build_transformer: tensor axis 'model' (size "
                      "8) must divide the 8 query heads and 2 key/value heads of 'small'; use a tensor axis of a size "
                      "dividing both");
  for (const mesh_candidate& m : all) CHECK(m.devices.axis_size("model") <= 2);
  // The ones that fit, fastest first (the least step time at the one global batch, within 0.1%),
  // then the rest.
  for (std::size_t i = 1; i < all.size(); ++i) {
    CHECK((all[i - 1].plan.fits || !all[i].plan.fits));
    if (all[i - 1].plan.fits && all[i].plan.fits)
      CHECK(all[i - 1].plan.time.total_s <= all[i].plan.time.total_s * 1.001);
  }
  // A misspelt policy is an error, not a shape the model cannot take (found by fuzz_cli: a sweep
  // skipped every candidate of `nothing_sa\xe6veable` and went on).
  // The word is now read before the sweep, and refused there.
  CHECK_THROWS_WITH_AS((void)parse_remat("nothing_saveabel"),
                       doctest::Contains("unknown remat policy 'nothing_saveabel'"), parse_error);
  // A parse_error from a candidate's plan (a caller's schedule generator reading its own words)
  // still ends the sweep rather than skipping every shape.
  const remat_choice misread = chain_remat{"misread", [](const chain&) -> chain_schedule {
                                             throw parse_error("a schedule word the generator could not read");
                                           }};
  CHECK_THROWS_WITH_AS((void)sweep_meshes(c, {}, {.remats = {parse_remat("none"), misread}}),
                       "a schedule word the generator could not read", parse_error);
  // Planned on one thread or several, with the largest micro-batches: the same candidates in the
  // same order.
  const std::vector<mesh_candidate> serial =
      sweep_meshes(c, {}, {.remats = remats, .search_batch = true, .threads = 1}).candidates;
  const std::vector<mesh_candidate> parallel =
      sweep_meshes(c, {}, {.remats = remats, .search_batch = true, .threads = 3}).candidates;
  REQUIRE(serial.size() == all.size());
  REQUIRE(parallel.size() == all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    CHECK(to_string(serial[i].devices) == to_string(all[i].devices));
    CHECK(to_string(parallel[i].devices) == to_string(serial[i].devices));
    CHECK(parallel[i].remat == serial[i].remat);
    CHECK(parallel[i].plan.total == serial[i].plan.total);
    CHECK(parallel[i].max_micro_batch == serial[i].max_micro_batch);
    CHECK(serial[i].max_micro_batch > 0);
  }
  // Progress: one call per candidate, skipped ones included, counting up to the total, one at a
  // time even on several threads.
  std::vector<std::pair<std::size_t, std::size_t>> calls;
  (void)sweep_meshes(c, {}, {.remats = remats, .threads = 3, .progress = [&calls](std::size_t done, std::size_t total) {
                               calls.emplace_back(done, total);
                             }});
  REQUIRE(calls.size() == 8);  // 4 shapes x 2 policies
  for (std::size_t i = 0; i < calls.size(); ++i) CHECK(calls[i] == std::pair<std::size_t, std::size_t>{i + 1, 8});
  for (std::size_t i = 1; i < all.size(); ++i)  // those that do not fit by total
    if (!all[i - 1].plan.fits && !all[i].plan.fits) CHECK(all[i - 1].plan.total <= all[i].plan.total);
  const auto best = cheapest_fit(c);
  REQUIRE(best.has_value());
  CHECK(best->fits);
  // The plan's configuration names the preset chosen, and planning with it gives that plan.
  const std::string chosen = name(best->config.remat);
  CHECK(std::find(remat_presets.begin(), remat_presets.end(), chosen) != remat_presets.end());
  training_config again = c;
  again.remat = parse_remat(chosen);
  CHECK(plan(again).total == best->total);
  // Nothing fits a 1 MiB device.
  CHECK_FALSE(cheapest_fit(c, target_with_usable(1_MiB)).has_value());
}

TEST_CASE("fuzz: recomputed FLOPs past int64 are an overflow_error, not signed overflow") {
  // Found by fuzz_cli under UBSan: `sweep --model llama3.1-8b --seq 20482048 --mesh data=2,model=4`
  // with nothing_saveable summed the recomputed ops' FLOPs past int64. At 8M tokens every op's count
  // fits (attention's 4 s^2 nq hd / 4 devices is 5.2e17) but their sum over 32 layers does not.
  training_config c;
  c.model = presets::llama3_1_8b();
  c.model.seq_len = 8'000'000;
  c.devices = mesh{{"data", 2}, {"model", 4}};
  c.parallel.tensor = "model";
  c.remat = parse_remat("nothing_saveable");
  CHECK_THROWS_WITH_AS((void)plan_training(c), doctest::Contains("overflow computing the recomputed FLOPs: "),
                       overflow_error);
}

TEST_CASE("a sweep whose factorizations pass the candidate limit is refused before any is planned") {
  // 8 devices over 100,000 axes factor in C(100002, 3) ways: the sweep counted them by planning.
  training_config c = small_config();
  std::vector<mesh_axis> axes{{"data", 8}};
  for (int i = 0; i < 100'000; ++i) axes.push_back({"a" + std::to_string(i), 1});
  c.devices = mesh(std::move(axes));
  CHECK_THROWS_WITH_AS(
      (void)sweep_meshes(c, {}, {.remats = {parse_remat("none")}}),
      "sweep_meshes: the 8 devices of the mesh factor over its 100001 axes in 166676666850001 ways, times 1 remat "
      "choices, past the limit of 100000 plans; sweep fewer axes (leave out the axes of size 1), fewer remat "
      "choices, or raise sweep_options::max_candidates",
      invalid_error);
  // 2^24 devices over 64 axes: more ways than int64 holds.
  training_config wide = small_config();
  std::vector<mesh_axis> many{{"data", std::int64_t{1} << 24}};
  for (int i = 0; i < 63; ++i) many.push_back({"a" + std::to_string(i), 1});
  wide.devices = mesh(std::move(many));
  CHECK_THROWS_WITH_AS((void)sweep_meshes(wide, {}, {.remats = {parse_remat("none")}}),
                       doctest::Contains("in more than 2^63 ways"), invalid_error);
  // Under the limit, the same candidates: 8 devices over 2 axes, 4 meshes, each of 2 choices.
  c.devices = mesh{{"data", 8}, {"a", 1}};
  CHECK_THROWS_AS((void)sweep_meshes(c, {}, {.remats = {parse_remat("none"), parse_remat("dots_saveable")},
                                             .max_candidates = 7}),
                  invalid_error);
  const sweep_result s = sweep_meshes(c, {}, {.remats = {parse_remat("none"), parse_remat("dots_saveable")},
                                              .max_candidates = 8});
  CHECK(s.candidates.size() + s.skipped.size() == 8);
}

TEST_CASE("the sweep's meshes are every factorization, found over 10000 axes without a call frame per axis") {
  training_config c = small_config();
  c.devices = mesh{{"data", 4}, {"b", 1}, {"c", 1}};
  const sweep_result s = sweep_meshes(c, {}, {.remats = {parse_remat("none")}, .threads = 1});
  std::vector<std::string> seen;
  for (const mesh_candidate& m : s.candidates) seen.push_back(to_string(m.devices));
  for (const std::string& why : s.skipped) seen.push_back(why.substr(5, why.find(", remat") - 5));
  std::sort(seen.begin(), seen.end());
  // 4 over 3 axes: (1,1,4) (1,2,2) (1,4,1) (2,1,2) (2,2,1) (4,1,1): C(4, 2) = 6.
  CHECK(seen.size() == 6);
  // One device over 10,000 axes: one mesh, found with an explicit stack.
  std::vector<mesh_axis> axes{{"data", 1}};
  for (int i = 0; i < 10'000; ++i) axes.push_back({"a" + std::to_string(i), 1});
  c.devices = mesh(std::move(axes));
  const sweep_result one = sweep_meshes(c, {}, {.remats = {parse_remat("none")}, .threads = 1});
  CHECK(one.candidates.size() + one.skipped.size() == 1);
}
