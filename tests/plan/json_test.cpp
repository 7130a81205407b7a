// Tests for plan/json.hpp: every key of the plan JSON, its exact value and the keys' order, from a
// hand-made memory_plan (no planning: each number is the field it comes from).
#include <doctest/doctest.h>

#include <shardmem/plan/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

std::size_t at(role r) { return static_cast<std::size_t>(r); }

// A plan with a distinct value in every field the JSON reads.
memory_plan hand_made_plan() {
  memory_plan p;
  p.parameters = 8'030'261'248;
  p.fits = true;
  p.phase = step_phase::backward;
  p.accumulation_steps = 4;
  p.pipeline_stage = 1;
  p.in_flight = 3;
  p.in_flight_bytes = 2_GiB;
  p.recompute_flops = 123'456'789;
  p.offload_bytes = 5_MiB;
  p.total = 70_GiB;
  p.lower_bound = 60_GiB;
  p.step_peak = 60_GiB;
  p.placement_peak = 30_GiB;
  p.placement_temp = 1_GiB;
  p.placement_array = "embed.table";
  p.overhead = 10_GiB;
  p.usable = 81559_MiB;
  p.categories = {.argument = 40_GiB, .output = 20_GiB, .alias = 18_GiB, .temp = 18_GiB};
  p.by_role[at(role::parameter)] = 15_GiB;
  p.by_role[at(role::activation)] = 45_GiB;
  p.role_peak[at(role::parameter)] = 15_GiB;
  p.role_peak[at(role::activation)] = 47_GiB;
  p.largest_at_peak[at(role::activation)] = "layer.3/mlp/up";
  p.placement_by_role[at(role::parameter)] = 29_GiB;
  p.placement_by_role[at(role::collective)] = 1_GiB;
  p.peak_op = "layer.0/mlp/down.bwd";
  p.host_peak_per_process = 3_GiB;
  p.host_ram = 2_TiB;
  p.host_phase = step_phase::optimizer;
  p.host_fits = true;
  p.top_at_peak = {{"layer.3/mlp/up", 4_GiB, role::activation}, {"w_out", 2_GiB, role::parameter}};
  p.scaling = {{.term = "activations",
                .value = 45_GiB,
                .batch = 1,
                .sequence = 1.5,
                .data_parallel = 0,
                .processes = 0,
                .verdict = "tracks batch"}};
  p.warnings = {"one", "two"};
  return p;
}

}  // namespace

TEST_CASE("plan_json: the top-level keys, in order, and their values") {
  const auto j = plan_json(hand_made_plan());
  std::vector<std::string> keys;
  for (const auto& [k, v] : j.items()) keys.push_back(k);
  CHECK(keys == std::vector<std::string>{"parameters", "trainable_parameters", "fits", "phase", "accumulation_steps",
                                         "pipeline", "recompute_flops", "offload_bytes", "step_time", "per_device",
                                         "per_host", "top_at_peak", "scaling", "warnings"});
  CHECK(j["step_time"].is_null());  // a plan made by hand: no step time estimated
  CHECK(j["parameters"] == 8'030'261'248);
  CHECK(j["fits"] == true);
  CHECK(j["phase"] == "backward");
  CHECK(j["accumulation_steps"] == 4);
  CHECK(j["pipeline"].dump() == R"({"stage":1,"in_flight":3,"in_flight_bytes":2147483648})");
  CHECK(j["recompute_flops"] == 123'456'789);
  CHECK(j["offload_bytes"] == 5 * 1024 * 1024);
  CHECK(j["warnings"].dump() == R"(["one","two"])");
}

TEST_CASE("plan_json: per_device bytes are exact integers, with memory_analysis under JAX's field names") {
  const auto d = plan_json(hand_made_plan())["per_device"];
  CHECK(d["peak_bytes"] == 75'161'927'680);  // 70 GiB, the verdict's total
  CHECK(d["lower_bound_bytes"] == std::int64_t{60} << 30);
  CHECK(d["step_peak_bytes"] == std::int64_t{60} << 30);
  CHECK(d["placement_peak_bytes"] == std::int64_t{30} << 30);
  CHECK(d["placement_temp_bytes"] == std::int64_t{1} << 30);
  CHECK(d["placement_array"] == "embed.table");
  CHECK(d["overhead_bytes"] == std::int64_t{10} << 30);
  CHECK(d["usable_bytes"] == 85'520'809'984);
  CHECK(d["headroom_bytes"] == 85'520'809'984 - 75'161'927'680);
  CHECK(d["argument_bytes"] == std::int64_t{40} << 30);
  CHECK(d["output_bytes"] == std::int64_t{20} << 30);
  CHECK(d["alias_bytes"] == std::int64_t{18} << 30);
  CHECK(d["temp_bytes"] == std::int64_t{18} << 30);
  // jax's CompiledMemoryStats names; total = argument + output - alias + temp = 60 GiB.
  CHECK(d["memory_analysis"].dump() ==
        R"({"argument_size_in_bytes":42949672960,"output_size_in_bytes":21474836480,)"
        R"("alias_size_in_bytes":19327352832,"temp_size_in_bytes":19327352832,"total_bytes":64424509440})");
  CHECK(d["peak_op"] == "layer.0/mlp/down.bwd");
}

TEST_CASE(
    "plan_json: by_role, role_peak_bytes and placement_by_role list every role; largest_by_role only those held") {
  const auto d = plan_json(hand_made_plan())["per_device"];
  CHECK(d["by_role"].dump() ==
        R"({"parameter":16106127360,"input":0,"optimizer_state":0,"activation":48318382080,"parameter_gradient":0,)"
        R"("activation_gradient":0,"temporary":0,"collective":0,"output":0})");
  CHECK(d["role_peak_bytes"]["activation"] == std::int64_t{47} << 30);
  CHECK(d["role_peak_bytes"].size() == role_count);
  CHECK(d["placement_by_role"]["parameter"] == std::int64_t{29} << 30);
  CHECK(d["placement_by_role"]["collective"] == std::int64_t{1} << 30);
  CHECK(d["placement_by_role"].size() == role_count);
  CHECK(d["largest_by_role"].dump() == R"({"activation":"layer.3/mlp/up"})");
  // A plan with nothing held still writes the objects.
  const auto empty = plan_json(memory_plan{})["per_device"];
  CHECK(empty["largest_by_role"].dump() == "{}");
  CHECK(empty["by_role"].size() == role_count);
}

TEST_CASE("plan_json: per_host, the largest buffers and the scaling attribution") {
  const auto j = plan_json(hand_made_plan());
  CHECK(j["per_host"].dump() ==
        R"({"peak_bytes":3221225472,"ram_bytes":2199023255552,"phase":"optimizer","fits":true})");
  CHECK(j["top_at_peak"].dump() ==
        R"([{"name":"layer.3/mlp/up","bytes":4294967296},{"name":"w_out","bytes":2147483648}])");
  CHECK(j["scaling"].dump() ==
        R"([{"term":"activations","bytes":48318382080,"batch":1.0,"sequence":1.5,"data_parallel":0.0,)"
        R"("processes":0.0,"verdict":"tracks batch"}])");
  // Host bytes held through the whole step say so; none at all leave the phase empty.
  memory_plan whole = hand_made_plan();
  whole.host_whole_step = true;
  whole.host_phase.reset();
  CHECK(plan_json(whole)["per_host"]["phase"] == "whole step");
  whole.host_whole_step = false;
  CHECK(plan_json(whole)["per_host"]["phase"] == "");
}

TEST_CASE("json_text: the tool's layout, a top-level key per line and an array of objects an element per line") {
  nlohmann::ordered_json j;
  j["fits"] = true;
  j["per_host"] = {{"peak_bytes", 5}, {"fits", false}};
  j["top_at_peak"] = nlohmann::ordered_json::array({{{"name", "a"}, {"bytes", 2}}, {{"name", "b"}, {"bytes", 1}}});
  j["warnings"] = nlohmann::ordered_json::array({"x"});
  j["empty"] = nlohmann::ordered_json::array();
  CHECK(json_text(j) == "{\n"
                        "  \"fits\": true,\n"
                        "  \"per_host\": {\"peak_bytes\":5,\"fits\":false},\n"
                        "  \"top_at_peak\": [\n"
                        "    {\"name\":\"a\",\"bytes\":2},\n"
                        "    {\"name\":\"b\",\"bytes\":1}\n"
                        "  ],\n"
                        "  \"warnings\": [\"x\"],\n"
                        "  \"empty\": []\n"
                        "}\n");
  CHECK(json_text(nlohmann::ordered_json::array({1, {{"k", 2}}})) == "[\n  1,\n  {\"k\":2}\n]\n");
  CHECK(json_text(nlohmann::ordered_json::array()) == "[\n]\n");
  CHECK(nlohmann::ordered_json::parse(json_text(j)) == j);
  // Bytes that are not UTF-8 (found by fuzz_cli: a sweep over a mesh axis named "\xfa...data")
  // become U+FFFD, in keys, values and rows, instead of failing the output.
  nlohmann::ordered_json bad;
  bad["mesh"] = "\xfa\xfa" "data";
  bad["rows"] = nlohmann::ordered_json::array({{{"mesh", "\xfa"}}});
  bad["\xfa"] = 1;
  CHECK(json_text(bad) == "{\n"
                          "  \"mesh\": \"\xef\xbf\xbd\xef\xbf\xbd" "data\",\n"
                          "  \"rows\": [\n"
                          "    {\"mesh\":\"\xef\xbf\xbd\"}\n"
                          "  ],\n"
                          "  \"\xef\xbf\xbd\": 1\n"
                          "}\n");
  CHECK(json_text(nlohmann::ordered_json::array({"\xfa"})) == "[\n  \"\xef\xbf\xbd\"\n]\n");
}

TEST_CASE("sweep_json: the configuration, one row per candidate in order, the fastest fit, the cheapest on the mesh") {
  sweep_result s;
  memory_plan a = hand_made_plan();
  a.fits = true;
  a.total = 40_GiB;
  a.recompute_flops = 7;
  a.accumulation_steps = 4;
  a.time.known = true;
  a.time.total_s = 0.5;
  a.time.tokens_per_s_per_device = 2048;
  memory_plan b = hand_made_plan();
  b.fits = false;
  b.total = 90_GiB;
  s.candidates.push_back({mesh{{"data", 8}, {"model", 1}}, "none", b, 0});
  s.candidates.push_back({mesh{{"data", 4}, {"model", 2}}, "sqrt_n", a, 3});
  s.skipped.push_back("mesh {data: 1, model: 8}, remat none: heads");
  s.global_batch = 32;  // the batch every row was planned at
  sweep_context c{.config = training_config{}, .target = memory_target{}};
  c.config.devices = mesh{{"data", 8}, {"model", 1}};
  c.max_micro_batch = 2;
  const nlohmann::ordered_json j = sweep_json(s, c);
  const auto& rows = j.at("rows");
  REQUIRE(rows.size() == 2);
  CHECK(rows[1].dump() ==
        R"({"mesh":"{data: 4, model: 2}","policy":"sqrt_n","fits":true,"peak_bytes":42949672960,"recompute_flops":7,)"
        R"("recompute_flops_per_step":28,"step_seconds":0.5,"tokens_per_second_per_device":2048.0})");
  CHECK(rows[0].at("fits") == false);
  CHECK(rows[0].at("step_seconds").is_null());  // no step time estimated for it
  CHECK_FALSE(rows[0].contains("max_micro_batch"));
  // The fastest fit is the first row that fits, wherever it is in the table.
  CHECK(j.at("fastest_fit") == rows[1]);
  CHECK(j.at("skipped") == nlohmann::ordered_json::array({"mesh {data: 1, model: 8}, remat none: heads"}));
  CHECK(j.at("cheapest_on_mesh").is_null());
  CHECK(j.at("max_micro_batch") == 2);
  const auto& cfg = j.at("configuration");
  CHECK(cfg.at("description") == to_string(c.config, c.target));
  CHECK(cfg.at("devices") == 8);
  CHECK(cfg.at("mesh") == "{data: 8, model: 1}");
  CHECK(cfg.at("global_batch") == 32);
  CHECK(cfg.at("hardware") == c.target.accelerator.name);
  c.search_batch = true;
  c.cheapest_on_mesh = a;
  const nlohmann::ordered_json k = sweep_json(s, c);
  CHECK(k.at("rows")[1].at("max_micro_batch") == 3);
  CHECK(k.at("cheapest_on_mesh").at("recompute_flops_per_step") == 28);
  CHECK(k.at("cheapest_on_mesh").at("peak_bytes") == 40LL << 30);
  // A recompute per step past 64 bits is an error, not a wrapped number.
  s.candidates[1].plan.recompute_flops = std::int64_t{1} << 62;
  CHECK_THROWS_AS((void)sweep_json(s, c), overflow_error);
}
