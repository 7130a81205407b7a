// Tests for graph/json.hpp: the JSON graph format, its path-qualified errors, and liveness as JSON.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <shardmem/graph/json.hpp>
#include <shardmem/graph/liveness.hpp>

using namespace shardmem;

namespace {
const char* const mlp = R"J({
  "mesh": {"data": 4, "model": 2},
  "devices_per_process": 4,
  "values": [
    {"name": "x", "shape": [32, 1024], "dtype": "bf16", "spec": "P('data')", "role": "input"},
    {"name": "w", "shape": [1024, 1024], "dtype": "bf16", "spec": ["data", null], "role": "parameter"},
    {"name": "h", "shape": [32, 1024], "dtype": "bf16", "spec": "P('data')", "tags": ["mlp_out"]},
    {"name": "off", "shape": [32, 1024], "dtype": "bf16", "spec": "P('data')", "memory_kind": "pinned_host"},
    {"name": "w_new", "shape": [1024, 1024], "dtype": "bf16", "spec": [["data"]], "role": "parameter"}
  ],
  "ops": [
    {"name": "mm", "scope": "layer.0", "kind": "dot", "inputs": ["x", "w"], "outputs": ["h"], "flops": 67108864,
     "workspace": 1024},
    {"name": "offload", "kind": "copy-to-host", "inputs": ["h"], "outputs": ["off"]},
    {"name": "update", "inputs": ["w", "off"], "outputs": ["w_new"]}
  ],
  "outputs": ["off"],
  "donate": [["w", "w_new"]],
  "schedule": ["mm", "offload", "update"]
})J";
}  // namespace

TEST_CASE("a graph reads from JSON with its mesh, shardings, roles, tags and schedule") {
  const auto d = read_graph_json(mlp);
  const dataflow_graph& g = d.graph;
  CHECK(g.mesh() == mesh{{"data", 4}, {"model", 2}}.with_devices_per_process(4));
  CHECK(g.value_count() == 5);
  CHECK(g.op_count() == 3);
  const auto w = *g.find_value("w");
  CHECK(g.describe(w) == "'w' bf16[1024,1024] P('data', None)");
  CHECK(g.per_device_bytes(w) == 512_KiB);
  CHECK(g.role(w) == role::parameter);
  CHECK(g.tags(*g.find_value("h")) == std::vector<std::string>{"mlp_out"});
  CHECK(g.sharding(*g.find_value("off")).memory_kind() == memory_kind::pinned_host);
  const auto mm = *g.producer(*g.find_value("h"));
  CHECK(g.op_scope(mm) == "layer.0");
  CHECK(g.op_kind(mm) == "dot");
  CHECK(g.op_flops(mm) == 67108864);
  CHECK(g.op_workspace(mm) == 1_KiB);
  REQUIRE(d.order.has_value());
  const auto r = analyze_liveness(g, *d.order);
  CHECK(r.device.alias == 512_KiB);
  CHECK(r.host_peak == 16_KiB);
  CHECK(r.host_peak_per_process == std::vector<bytes>{64_KiB, 64_KiB});
  CHECK(r.peak == 512_KiB + 16_KiB + 16_KiB + 1_KiB);  // w, x, h and mm's workspace
}

namespace {

// The message read_graph_json gives for `text`, or "no error".
std::string graph_json_error(const std::string& text) {
  try {
    (void)read_graph_json(text);
  } catch (const error& e) {
    return std::string(e.what());
  }
  return std::string("no error");
}

}  // namespace

TEST_CASE("bad graph JSON names the path and what is wrong") {
  const auto error_of = graph_json_error;
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"bf17"}],"ops":[]})")
            .starts_with("values[0]: unknown dtype 'bf17' (did you mean 'bf16'?); expected one of pred,"));
  CHECK(error_of(R"({"mesh":"x=2","values":[],"ops":[{"name":"o","inputs":["zz"]}]})") ==
        "ops[0].inputs[0]: 'zz' is not a declared value");
  CHECK(error_of(R"J({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32","spec":"P('y')"}],"ops":[]})J") ==
        "values[0]: invalid partition spec P('y'): resource axis 'y' (dim 0) is not found in mesh {x: 2}; use one of "
        "the mesh axes ('x',)");
  CHECK(error_of(R"({"values":[]})") == "graph JSON: missing \"mesh\", as in \"mesh\": \"data=8,model=4\"");
  CHECK(error_of(R"({"mesh":"x=2",)").starts_with("graph JSON is not valid JSON: [json.exception.parse_error.101]"));
  CHECK(
      error_of(
          R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32"},{"name":"a","shape":[3],"dtype":"f32"}],"ops":[]})") ==
      "values[1].name: value name 'a' is used twice; names must be unique");
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[-3],"dtype":"f32"}],"ops":[]})") ==
        "values[0]: invalid shape [-3]: dimension 0 has negative extent -3; extents must be >= 0");
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":"3","dtype":"f32"}],"ops":[]})") ==
        "values[0].shape: expected an array");
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32","spec":[["x",["y"]]]}],"ops":[]})") ==
        "values[0].spec[0]: a tuple of axes holds axis names only (nested tuples are not allowed)");
  CHECK(
      error_of(
          R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32"}],"ops":[{"name":"o","outputs":["a"]},{"name":"p","outputs":["a"]}]})") ==
      "ops[1]: value 'a' is produced twice: by op 'o' and by op 'p'; give each op its own output value");
  CHECK(
      error_of(
          R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32"}],"ops":[{"name":"o","inputs":["a"]}]})") ==
      "graph JSON: op 'o' reads value 'a' (activation) that no op produces; produce it with an op, or give it role "
      "parameter, input or optimizer_state to make it a program argument");
  CHECK(error_of(R"({"mesh":"x=2","values":[],"ops":[{"name":"o"}],"schedule":["p"]})") ==
        "schedule[0]: no op is named 'p'");
  CHECK(error_of(R"({"mesh":"x=3","devices_per_process":2,"values":[],"ops":[]})") ==
        "devices_per_process: cannot lay out mesh {x: 3} (3 devices) with 2 devices per process: it must be >= 1 and "
        "divide 3");
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32","memory_kind":"hbm"}],"ops":[]})") ==
        "values[0]: memory_kind 'hbm' is not device or pinned_host");
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[99999999999999999999],"dtype":"f32"}],"ops":[]})") ==
        "values[0].shape[0]: expected an integer extent");
  CHECK_THROWS_WITH_AS((void)read_graph_json_file("/nonexistent/graph.json"),
                       "cannot open graph file '/nonexistent/graph.json'", parse_error);
}

// Review (prompted by tests/fuzz/fuzz_graph_json, whose mutations of "in_place" to "ni_place" went
// unnoticed): a misspelt key was ignored and the graph silently differed from the one meant.
TEST_CASE("review: an unknown key in graph JSON is a parse error naming it and the keys expected") {
  const auto error_of = graph_json_error;
  CHECK(
      error_of(
          R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32"},{"name":"b","shape":[3],"dtype":"f32"}],"ops":[{"name":"o","inputs":["a"],"outputs":["b"],"in_plce":[["a","b"]]}]})") ==
      "ops[0]: unknown key \"in_plce\" (did you mean 'in_place'?); expected \"name\", \"scope\", \"kind\", \"inputs\", \"outputs\", \"flops\", "
      "\"workspace\", \"in_place\"");
  CHECK(
      error_of(R"J({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32","sepc":"P('x')"}],"ops":[]})J") ==
      "values[0]: unknown key \"sepc\" (did you mean 'spec'?); expected \"name\", \"shape\", \"dtype\", \"spec\", \"role\", \"memory_kind\", "
      "\"tags\", \"frozen\"");
  // A frozen parameter: no gradient; "frozen" must be a boolean, and only a parameter may be frozen.
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32","frozen":1}],"ops":[]})") ==
        "values[0].frozen: expected true or false");
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"dtype":"f32","frozen":true}],"ops":[]})") ==
        "values[0]: value 'a' is frozen but of role activation: only a parameter can be frozen");
  {
    const auto d = read_graph_json(
        R"({"mesh":"x=2","values":[{"name":"w","shape":[3],"dtype":"f32","role":"parameter","frozen":true}],"ops":[]})");
    CHECK(d.graph.frozen(*d.graph.find_value("w")));
  }
  CHECK(
      error_of(R"({"mesh":"x=2","values":[],"ops":[],"ouputs":[]})") ==
      "graph JSON: unknown key \"ouputs\" (did you mean 'outputs'?); expected \"mesh\", \"devices_per_process\", \"values\", \"ops\", "
      "\"outputs\", \"donate\", \"schedule\"");
  CHECK(error_of(R"({"mesh":{"x":9223372036854775808},"values":[],"ops":[]})") ==
        "mesh: axis 'x': size 9223372036854775808 exceeds the 64-bit limit");
}

TEST_CASE("liveness_to_json gives the peak, what is live there and the timeline, keys in a fixed order") {
  const auto d = read_graph_json(mlp);
  const dataflow_graph& g = d.graph;
  const schedule& s = *d.order;
  const liveness_result r = analyze_liveness(g, s);
  const nlohmann::ordered_json j = liveness_to_json(g, s, r);
  std::vector<std::string> keys;
  for (const auto& item : j.items()) keys.push_back(item.key());
  CHECK(keys == std::vector<std::string>{"ops", "values", "peak_bytes", "peak_step", "peak_op", "memory_analysis",
                                         "host_memory_analysis", "host_peak_bytes", "host_peak_bytes_per_process",
                                         "by_role_at_peak", "top_at_peak", "timeline"});
  // w (512 KiB), x and h (16 KiB each) and mm's 1 KiB workspace at step 0, as the test above finds.
  CHECK(j["ops"] == 3);
  CHECK(j["values"] == 5);
  CHECK(j["peak_bytes"] == 558080);
  CHECK(j["peak_bytes"] == r.peak.count());
  CHECK(j["peak_step"] == 0);
  CHECK(j["peak_op"] == "mm");
  // argument w + x; output w_new, donated into w (alias); temp h and the workspace.
  CHECK(j["memory_analysis"].dump() ==
        R"({"argument":540672,"output":524288,"alias":524288,"temp":17408,"total":558080})");
  // `off`, a program output in pinned_host, holds its allocation for the whole program.
  CHECK(j["host_memory_analysis"].dump() == R"({"argument":0,"output":16384,"alias":0,"temp":0,"total":16384})");
  CHECK(j["host_peak_bytes"] == 16384);
  CHECK(j["host_peak_bytes_per_process"].dump() == "[65536,65536]");
  CHECK(j["by_role_at_peak"].dump() ==
        R"({"parameter":524288,"input":16384,"optimizer_state":0,"activation":16384,"parameter_gradient":0,)"
        R"("activation_gradient":0,"temporary":1024,"collective":0,"output":0})");
  CHECK(j["top_at_peak"].dump() ==
        R"([{"name":"w","bytes":524288,"role":"parameter","first_step":0,"last_step":2},)"
        R"({"name":"x","bytes":16384,"role":"input","first_step":0,"last_step":2},)"
        R"({"name":"h","bytes":16384,"role":"activation","first_step":0,"last_step":1},)"
        R"({"name":"workspace of op 'mm'","bytes":1024,"role":"temporary","first_step":0,"last_step":0}])");
  CHECK(j["timeline"].dump() == R"([{"step":0,"op":"mm","device_bytes":558080,"host_bytes":16384},)"
                                R"({"step":1,"op":"offload","device_bytes":557056,"host_bytes":16384},)"
                                R"({"step":2,"op":"update","device_bytes":540672,"host_bytes":16384}])");
}

TEST_CASE("liveness_to_json of an empty graph has no peak op and one empty step") {
  const auto d = read_graph_json(R"({"mesh":"x=2","values":[],"ops":[]})");
  const schedule s = d.graph.topological_order();
  const nlohmann::ordered_json j = liveness_to_json(d.graph, s, analyze_liveness(d.graph, s));
  CHECK(j["peak_op"].is_null());
  CHECK(j["peak_bytes"] == 0);
  CHECK(j["top_at_peak"].dump() == "[]");
  CHECK(j["timeline"].dump() == R"([{"step":0,"op":"","device_bytes":0,"host_bytes":0}])");
}

TEST_CASE("a duplicate key in graph JSON is refused with its path, not the last one kept") {
  const auto error_of = graph_json_error;
  CHECK(error_of(R"({"mesh":"x=2","values":[{"name":"a","shape":[3],"shape":[6],"dtype":"f32"}],"ops":[]})") ==
        "graph JSON: key 'values[0].shape' is given twice in one object; a reader would keep one silently: remove "
        "the other");
  CHECK(error_of(R"({"mesh":"x=2","mesh":"x=4","values":[],"ops":[]})").starts_with("graph JSON: key 'mesh' is given"));
  CHECK(error_of(R"({"mesh":{"x":2,"x":4},"values":[],"ops":[]})").starts_with("graph JSON: key 'mesh.x' is given"));
  // A graph file nested 100000 deep: refused at its line and column, within a second.
  CHECK(error_of("{\"values\":" + std::string(100'000, '[')) ==
        "graph JSON nests deeper than 64 levels at line 1 column 74; no description nests so deep");
}

TEST_CASE("a graph file past max_input_bytes is refused before it is read, naming the flag that raises it") {
  const std::string path = (std::filesystem::temp_directory_path() / "shardmem_graph_json_limit.json").string();
  {
    std::ofstream out(path);
    out << mlp;
  }
  CHECK(read_graph_json_file(path).graph.op_count() == 3);
  CHECK_THROWS_WITH_AS((void)read_graph_json_file(path, 100),
                       doctest::Contains("past the limit of 100 B; pass a smaller input or raise the limit (the "
                                         "tool's --max-input-bytes, max_input_bytes in C++ and Python)"),
                       parse_error);
  std::remove(path.c_str());
}
