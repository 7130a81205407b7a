// Tests for shardmem/plan/config.hpp: what is trained and how it is split. The part each mesh axis
// plays (resolve_axis_roles) and its errors, the library's defaults and the process layout, the
// remat choice as a typed value (no_remat, layer_policy, chain_remat) and its name.
#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/target.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/schedule/revolve.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "../doubling.hpp"
#include "plan_helpers.hpp"

using namespace shardmem;
using plan_test::check_same_plan;
using plan_test::small_config;

TEST_CASE("configuration errors name the field and the fix") {
  training_config c = small_config();
  c.zero_stage = 5;
  CHECK_THROWS_WITH_AS((void)plan(c), "training_config: ZeRO stage 5 does not exist; use 0, 1, 2 or 3", invalid_error);
  // A remat word is read before anything is planned: parse_remat refuses it.
  CHECK_THROWS_WITH_AS((void)parse_remat("everything"), doctest::Contains("unknown remat policy 'everything'"),
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_hardware("b2000"),
                       "unknown hardware 'b2000' (did you mean 'b200'?); known: a100-40gb, a100-80gb, h100-80gb, "
                       "h200-141gb, b200, tpu-v5e, tpu-v5p",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)parse_placement("eager"), "unknown placement 'eager'; expected checked or callback",
                       parse_error);
  c = small_config();
  c.micro_batch = 0;
  CHECK_THROWS_WITH_AS((void)plan(c), "training_config: micro-batch 0 per data-parallel rank; use at least 1",
                       invalid_error);
}

TEST_CASE("a mesh axis the planner does not recognise is silently unused: every axis plays a part or is an error") {
  // `--mesh fsdp=4,data=2` and `--mesh data=2,tp=4` planned as `--mesh data=2`, with no warning.
  training_config c = small_config();
  auto plan_on = [&](mesh m) {
    training_config x = c;
    x.devices = std::move(m);
    return plan(x);
  };
  const memory_plan eight = plan_on(mesh{{"data", 8}}), two = plan_on(mesh{{"data", 2}});
  const auto param = static_cast<std::size_t>(role::parameter), state = static_cast<std::size_t>(role::optimizer_state);
  // FSDP over ('fsdp', 'data'), MaxText's usual mesh: the states shard over the product, 8.
  training_config both = c;
  both.devices = mesh{{"fsdp", 4}, {"data", 2}};
  const training_config resolved = resolve_axis_roles(both);
  CHECK(resolved.parallel.data == axis_group{"fsdp", "data"});
  CHECK(axis_roles_text(resolved) == "fsdp: 4 (fsdp), data: 2 (fsdp)");
  const memory_plan fsdp_data = plan(both);
  CHECK(fsdp_data.role_peak[state] == eight.role_peak[state]);
  CHECK(fsdp_data.role_peak[state] < two.role_peak[state]);
  CHECK(fsdp_data.step_peak != two.step_peak);
  // tp is tensor parallelism (the small model's 2 key/value heads split over 2).
  training_config tp = c;
  tp.devices = mesh{{"data", 2}, {"tp", 2}};
  CHECK(resolve_axis_roles(tp).parallel.tensor == "tp");
  CHECK(plan(tp).role_peak[param] < two.role_peak[param]);
  // An axis whose name says nothing is an error naming it and the flags that assign it.
  training_config foo = c;
  foo.devices = mesh{{"data", 2}, {"foo", 4}};
  CHECK_THROWS_WITH_AS(
      (void)plan(foo),
      "mesh axis 'foo' (size 4) of {data: 2, foo: 4} plays no part in the plan: name it for its part (data "
      "or fsdp; model, tensor or tp; expert or ep; stage, pipeline or pp; context or cp) or assign it with "
      "--data-axis, --replica-axis, --tensor-axis, --expert-axis, --pipeline-axis or --context-axis "
      "(training_config::parallel)",
      invalid_error);
  foo.parallel.data = {"data", "foo"};  // assigned, it plays its part
  CHECK(plan(foo).role_peak[state] == eight.role_peak[state]);
  // Size-1 axes play no part and need none.
  training_config ones = c;
  ones.devices = mesh{{"data", 8}, {"replica_of_nothing", 1}, {"expert", 1}};
  CHECK(plan(ones).step_peak == eight.step_peak);
  // A context axis splits the sequence (context parallelism), cp too.
  training_config cp = c;
  cp.devices = mesh{{"data", 2}, {"cp", 4}};
  CHECK(resolve_axis_roles(cp).parallel.context == "cp");
  CHECK(axis_roles_text(resolve_axis_roles(cp)) == "data: 2 (fsdp), cp: 4 (context)");
  // An expert axis on a dense model, two context axes, two tensor axes, one axis in two parts.
  training_config bad = c;
  bad.devices = mesh{{"data", 2}, {"expert", 4}};
  CHECK_THROWS_WITH_AS((void)plan(bad), doctest::Contains("names expert parallelism, but"), invalid_error);
  bad.devices = mesh{{"context", 2}, {"cp", 4}};
  CHECK_THROWS_WITH_AS((void)plan(bad), doctest::Contains("both name context parallelism"), invalid_error);
  // A context style with no context axis would go unused: refused.
  training_config styled = c;
  styled.parallel.context_kind = context_style::ring;
  CHECK_THROWS_WITH_AS((void)plan(styled),
                       "training_config: parallel.context_kind (--context-style) is ring, but mesh {data: 8} has no "
                       "context axis whose sequence split it would attend over; drop it or add a context axis "
                       "(context or cp, or --context-axis)",
                       invalid_error);
  bad.devices = mesh{{"model", 2}, {"tp", 4}};
  CHECK_THROWS_WITH_AS(
      (void)plan(bad),
      "mesh {model: 2, tp: 4}: axes 'model' and 'tp' both name tensor parallelism; use one, or give 'tp' "
      "another part with --data-axis",
      invalid_error);
  bad.devices = mesh{{"data", 8}};
  bad.parallel.tensor = "data";
  bad.parallel.data = "data";
  CHECK_THROWS_WITH_AS(
      (void)plan(bad),
      "training_config: mesh axis 'data' plays two parts, data and tensor; each axis plays one: give each "
      "part an axis of its own",
      invalid_error);
  bad = c;
  bad.parallel.tensor = "model";
  CHECK_THROWS_WITH_AS((void)plan(bad), doctest::Contains("tensor axis 'model' is not an axis of mesh {data: 8}"),
                       invalid_error);
  bad = c;
  bad.parallel.data = {"data", ""};
  CHECK_THROWS_WITH_AS(
      (void)plan(bad),
      "training_config: parallel.data ('data', '') names an empty axis; list mesh axes of {data: 8}, as in "
      "--data-axis fsdp,data",
      invalid_error);
  bad = c;
  bad.parallel.shard_dense_over_expert = false;  // set, and nothing to apply it to: an error, not a no-op
  CHECK_THROWS_WITH_AS(
      (void)plan(bad),
      "training_config: parallel.shard_dense_over_expert is false (--dense-over-expert replicate) but mesh "
      "{data: 8} has no expert axis to replicate the dense weights over; drop it or add an expert axis",
      invalid_error);
  // Mixtral's expert axis, not named on the command line, is its expert axis.
  training_config moe;
  moe.model = presets::mixtral_8x7b();
  moe.devices = mesh{{"data", 2}, {"expert", 4}};
  CHECK(resolve_axis_roles(moe).parallel.expert == "expert");
}

TEST_CASE("the library's defaults differ from the tool's: one set, in the library") {
  // The tool planned 64 devices in 8 processes (its --devices-per-process 8), the library in one.
  training_config c;
  CHECK(c.model.name == "llama3.1-8b");
  CHECK(c.model.seq_len == 8192);
  c.devices = mesh{{"data", 64}};
  // The process layout is the target's (its accelerator's host), given by with_process_layout,
  // which plan, plan_training, sweep_meshes and to_string apply to the resolved configuration.
  const memory_target gpus;
  const training_config r = resolve_axis_roles(c);
  CHECK_FALSE(r.devices.has_process_layout());  // resolving the roles leaves the layout alone
  CHECK(with_process_layout(r.devices, gpus.accelerator).process_count() == 8);  // 8 GPUs per host
  CHECK(r.parallel.data == axis_group{"data"});
  memory_target tpus;
  tpus.accelerator = parse_hardware("tpu-v5p");
  CHECK(with_process_layout(resolve_axis_roles(c).devices, tpus.accelerator).process_count() ==
        16);  // 4 chips per host
  c.devices = mesh{{"data", 6}};
  // 8 does not divide 6: one process
  CHECK(with_process_layout(resolve_axis_roles(c).devices, gpus.accelerator).process_count() == 1);
  c.devices = mesh{{"data", 64}}.with_devices_per_process(1);  // a layout given is kept
  CHECK(with_process_layout(resolve_axis_roles(c).devices, gpus.accelerator).process_count() == 64);
}

TEST_CASE("a remat choice is named by its label, or by its policy's name when it has none") {
  CHECK(name(remat_choice{no_remat{}}) == "none");
  CHECK(name(remat_choice{layer_policy{dots_saveable()}}) == "dots_saveable");
  CHECK(name(remat_choice{layer_policy{save_only_these_names({"layer_input"}), "save_layer_input"}}) ==
        "save_layer_input");
  CHECK(name(remat_choice{chain_remat{"revolve:3", [](const chain& c) { return revolve(c, 3); }}}) == "revolve:3");
  // The default is the tool's: jax.checkpoint with nothing_saveable on every layer.
  const training_config c;
  REQUIRE(std::holds_alternative<layer_policy>(c.remat));
  CHECK(name(c.remat) == "nothing_saveable");
}

TEST_CASE("a C++ caller's remat values plan as the tool's words do") {
  // 4 layers are built whole; 16 from repeated layers.
  for (const std::int64_t layers : {4, 16}) {
    CAPTURE(layers);
    training_config words = small_config();
    words.model.layers = layers;
    training_config values = words;
    // A layer policy given directly, without a label, is the word that names it.
    words.remat = parse_remat("dots_saveable");
    values.remat = layer_policy{dots_saveable()};
    check_same_plan(plan(values), plan(words));
    CHECK(name(plan(values).config.remat) == "dots_saveable");
    // A chain schedule from the caller's own generator plans as the word for the same schedule.
    words.remat = parse_remat("revolve:2");
    values.remat = chain_remat{"two snapshots", [](const chain& c) { return revolve(c, 2); }};
    const memory_plan mine = plan(values);
    check_same_plan(mine, plan(words));
    CHECK(name(mine.config.remat) == "two snapshots");
    CHECK(mine.recompute_flops > 0);
    // No remat is the word none.
    words.remat = parse_remat("none");
    values.remat = no_remat{};
    check_same_plan(plan(values), plan(words));
  }
  // A schedule without a generator names the field to give.
  training_config c = small_config();
  c.remat = chain_remat{"mine", {}};
  CHECK_THROWS_WITH_AS((void)plan(c), "training_config: remat schedule 'mine' has no generator; give chain_remat::make",
                       invalid_error);
}

TEST_CASE("virtual stages without a pipeline axis are refused, not ignored") {
  training_config c;
  c.devices = mesh{{"data", 8}};
  c.parallel.virtual_stages = 2;
  CHECK_THROWS_WITH_AS((void)resolve_axis_roles(c),
                       "training_config: parallel.virtual_stages (--virtual-stages) is 2, but mesh {data: 8} has no "
                       "pipeline axis whose stages it would interleave; drop it or add a pipeline axis (stage, "
                       "pipeline or pp, or --pipeline-axis)",
                       invalid_error);
  c.parallel.virtual_stages = 0;
  CHECK_THROWS_WITH_AS((void)resolve_axis_roles(c),
                       "training_config: parallel.virtual_stages (--virtual-stages) is 0; it must be 1 or more",
                       invalid_error);
  // With a pipeline axis, by name or by field, they interleave its stages.
  c.parallel.virtual_stages = 2;
  c.devices = mesh{{"data", 2}, {"stage", 4}};
  CHECK(resolve_axis_roles(c).parallel.pipeline == "stage");
  c.devices = mesh{{"data", 2}, {"p", 4}};
  c.parallel.pipeline = "p";
  CHECK(resolve_axis_roles(c).parallel.virtual_stages == 2);
}

TEST_CASE("axis roles of a mesh of 100000 axes, all given as data axes, are resolved in linear time") {
  // Each axis given a part was compared with every axis given one before (and each mesh axis with
  // every given one): quadratic in the axes of a long --data-axis list.
  auto resolve = [](std::int64_t n) {
    training_config c;
    std::vector<mesh_axis> axes{{"data", 8}};
    for (std::int64_t i = 0; i < n; ++i) {
      axes.push_back({"a" + std::to_string(i), 1});
      c.parallel.data.names.push_back("a" + std::to_string(i));
    }
    c.parallel.data.names.push_back("data");
    c.devices = mesh(std::move(axes));
    const training_config r = resolve_axis_roles(c);
    CHECK(r.parallel.data.names.size() == static_cast<std::size_t>(n) + 1);
    CHECK(data_parallel_ranks(r) == 8);
    CHECK(axis_roles_text(r).starts_with("data: 8 (fsdp), a0: 1 (fsdp)"));
  };
  shardmem_test::check_linear(resolve, 25'000);  // 25,000 and 100,000 axes
  // An axis given twice is still named, with its two parts.
  training_config twice;
  twice.devices = mesh{{"data", 8}, {"model", 1}};
  twice.parallel.data.names = {"model", "data"};
  twice.parallel.tensor = "model";
  CHECK_THROWS_WITH_AS((void)resolve_axis_roles(twice),
                       "training_config: mesh axis 'model' plays two parts, data and tensor; each axis plays one: give "
                       "each part an axis of its own",
                       invalid_error);
}
