// Opt-in: reads a dataflow graph from JSON, and writes its liveness as JSON (needs nlohmann/json,
// Debian's nlohmann-json3-dev). The graph format, with every optional key shown:
//   {
//     "mesh": "data=4,model=2",            (or {"data": 4, "model": 2}, axes in order)
//     "devices_per_process": 4,
//     "values": [{"name": "w", "shape": [4096, 4096], "dtype": "bf16",
//                 "spec": "P('data', None)", (or ["data", null, ["fsdp", "tensor"]])
//                 "role": "parameter", "memory_kind": "device", "tags": ["w_in"],
//                 "frozen": false}],   (a parameter the step does not train)
//     "ops": [{"name": "mm", "scope": "layer.0/mlp", "kind": "dot", "inputs": ["x", "w"],
//              "outputs": ["h"], "flops": 1024, "workspace": 0, "in_place": [["x", "h"]]}],
//     "outputs": ["loss"],
//     "donate": [["w", "w_new"]],
//     "schedule": ["mm", ...]
//   }
// Value and op names must be unique, and so must the keys of each object. Errors name the JSON
// path: `ops[2].inputs[1]: ...`.
// The liveness (liveness_to_json, what `shardmem graph F.json --json` prints), bytes per device:
//   {ops, values, peak_bytes, peak_step, peak_op, memory_analysis: {argument, output, alias, temp,
//    total}, host_memory_analysis: {...}, host_peak_bytes, host_peak_bytes_per_process: [...],
//    by_role_at_peak: {role: bytes}, top_at_peak: [{name, bytes, role, first_step, last_step}],
//    timeline: [{step, op, device_bytes, host_bytes}]}
#pragma once

#include <cstdint>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include <shardmem/core/json.hpp>
#include <shardmem/core/text_file.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/sharding/partition_spec.hpp>

namespace shardmem {

/// A graph read from JSON, with the schedule it gave (or nullopt: use topological_order()).
struct graph_description {
  dataflow_graph graph;
  std::optional<schedule> order;
};

namespace detail {

// Rethrows a shardmem error with the JSON path in front, keeping its class.
[[noreturn]] inline void rethrow_at(const std::string& path, const error& e) {
  const std::string msg = path + ": " + e.what();
  switch (e.code()) {
    case errc::parse: throw parse_error(msg);
    case errc::indivisible: throw indivisible_error(msg);
    case errc::overflow: throw overflow_error(msg);
    case errc::out_of_range: throw out_of_range_error(msg);
    case errc::invalid: break;
  }
  throw invalid_error(msg);
}

class json_reader {
 public:
  using json = nlohmann::ordered_json;

  graph_description read(const json& doc) {
    if (!doc.is_object()) fail("graph JSON", "the document must be an object with \"mesh\", \"values\" and \"ops\"");
    known_keys(doc, "graph JSON", {"mesh", "devices_per_process", "values", "ops", "outputs", "donate", "schedule"});
    mesh m = read_mesh(doc);
    graph_description out{dataflow_graph(std::move(m)), std::nullopt};
    dataflow_graph& g = out.graph;
    const json& values = member(doc, "values", "graph JSON", json::value_t::array);
    for (std::size_t i = 0; i < values.size(); ++i) read_value(g, values[i], fmt::format("values[{}]", i));
    const json& ops = member(doc, "ops", "graph JSON", json::value_t::array);
    for (std::size_t i = 0; i < ops.size(); ++i) read_op(g, ops[i], fmt::format("ops[{}]", i));
    if (doc.contains("outputs")) {
      const json& outs = member(doc, "outputs", "graph JSON", json::value_t::array);
      for (std::size_t i = 0; i < outs.size(); ++i) g.mark_output(value_ref(outs[i], fmt::format("outputs[{}]", i)));
    }
    if (doc.contains("donate")) {
      const json& pairs = member(doc, "donate", "graph JSON", json::value_t::array);
      for (std::size_t i = 0; i < pairs.size(); ++i) {
        const std::string path = fmt::format("donate[{}]", i);
        if (!pairs[i].is_array() || pairs[i].size() != 2) fail(path, "expected [\"argument\", \"output\"]");
        const auto a = value_ref(pairs[i][0], path + "[0]");
        const auto o = value_ref(pairs[i][1], path + "[1]");
        guard(path, [&] { g.donate(a, o); });
      }
    }
    guard("graph JSON", [&] { g.validate(); });
    if (doc.contains("schedule")) {
      const json& steps = member(doc, "schedule", "graph JSON", json::value_t::array);
      std::vector<op_id> order;
      for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string path = fmt::format("schedule[{}]", i);
        if (!steps[i].is_string()) fail(path, "expected an op name");
        const auto it = ops_.find(steps[i].get<std::string>());
        if (it == ops_.end()) fail(path, fmt::format("no op is named '{}'", steps[i].get<std::string>()));
        order.push_back(it->second);
      }
      guard("schedule", [&] { out.order = g.make_schedule(std::move(order)); });
    }
    return out;
  }

 private:
  [[noreturn]] static void fail(const std::string& path, const std::string& what) {
    throw parse_error(fmt::format("{}: {}", path, what));
  }
  template <class F>
  static void guard(const std::string& path, F&& f) {
    try {
      f();
    } catch (const error& e) {
      rethrow_at(path, e);
    }
  }
  // A misspelt key ("in_plce") would otherwise be ignored and the graph silently differ.
  static void known_keys(const json& obj, const std::string& path, std::initializer_list<std::string_view> keys) {
    if (!obj.is_object()) return;
    for (const auto& [key, value] : obj.items()) {
      bool known = false;
      for (auto k : keys) known = known || k == key;
      if (known) continue;
      std::string expected;
      for (auto k : keys) expected += fmt::format("{}\"{}\"", expected.empty() ? "" : ", ", k);
      fail(path, fmt::format("unknown key \"{}\"{}; expected {}", key, did_you_mean(key, keys), expected));
    }
  }
  static const char* type_name(json::value_t t) {
    switch (t) {
      case json::value_t::array: return "an array";
      case json::value_t::object: return "an object";
      case json::value_t::string: return "a string";
      case json::value_t::boolean: return "true or false";
      default: return "a number";
    }
  }
  static const json& member(const json& obj, const char* key, const std::string& path, json::value_t type) {
    if (!obj.is_object()) fail(path, "expected an object");
    const auto it = obj.find(key);
    if (it == obj.end()) fail(path, fmt::format("missing \"{}\"", key));
    const bool ok = type == json::value_t::number_integer ? it->is_number_integer() : it->type() == type;
    if (!ok) fail(fmt::format("{}.{}", path, key), fmt::format("expected {}", type_name(type)));
    return *it;
  }
  static std::string string_or(const json& obj, const char* key, const std::string& path, std::string fallback) {
    if (!obj.contains(key)) return fallback;
    return member(obj, key, path, json::value_t::string).get<std::string>();
  }
  static std::int64_t int_or(const json& obj, const char* key, const std::string& path, std::int64_t fallback) {
    if (!obj.contains(key)) return fallback;
    const json& v = obj.at(key);
    if (const auto n = json_int64(v)) return *n;
    if (!v.is_number_integer()) fail(fmt::format("{}.{}", path, key), "expected an integer");
    fail(fmt::format("{}.{}", path, key), "the number exceeds the 64-bit limit");
  }

  static mesh read_mesh(const json& doc) {
    if (!doc.contains("mesh")) fail("graph JSON", "missing \"mesh\", as in \"mesh\": \"data=8,model=4\"");
    const json& jm = doc.at("mesh");
    mesh m = [&] {
      try {
        if (jm.is_string()) return parse_mesh(jm.get<std::string>());
        if (!jm.is_object()) fail("mesh", "expected \"data=8,model=4\" or {\"data\": 8, \"model\": 4}");
        std::vector<mesh_axis> axes_list;
        for (const auto& [k, v] : jm.items()) {
          // (rethrown below with "mesh: " in front)
          if (!v.is_number_integer())
            raise<parse_error>("axis '{}': expected an integer axis size, got {}", k, json_excerpt(v));
          const auto size = json_int64(v);
          if (!size) raise<parse_error>("axis '{}': size {} exceeds the 64-bit limit", k, json_excerpt(v));
          axes_list.push_back({k, *size});
        }
        return mesh(std::move(axes_list));
      } catch (const error& e) {
        rethrow_at("mesh", e);
      }
    }();
    if (doc.contains("devices_per_process")) {
      const auto dpp = int_or(doc, "devices_per_process", "graph JSON", 1);
      guard("devices_per_process", [&] { m = m.with_devices_per_process(dpp); });
    }
    return m;
  }

  static partition_spec read_spec(const json& j, const std::string& path) {
    if (j.is_string()) {
      try {
        return parse_partition_spec(j.get<std::string>());
      } catch (const error& e) {
        rethrow_at(path, e);
      }
    }
    if (!j.is_array())
      fail(path, "expected a spec string such as \"P('data', None)\" or an array such as [\"data\", null]");
    std::vector<partition_spec::entry> entries;
    for (std::size_t d = 0; d < j.size(); ++d) {
      const json& e = j[d];
      const std::string at = fmt::format("{}[{}]", path, d);
      if (e.is_null()) {
        entries.emplace_back();
      } else if (e.is_string()) {
        entries.push_back({e.get<std::string>()});
      } else if (e.is_array()) {
        partition_spec::entry t;
        for (const auto& a : e) {
          if (!a.is_string()) fail(at, "a tuple of axes holds axis names only (nested tuples are not allowed)");
          t.push_back(a.get<std::string>());
        }
        entries.push_back(std::move(t));
      } else {
        fail(at, "expected null, an axis name or an array of axis names");
      }
    }
    return partition_spec(std::move(entries));
  }

  void read_value(dataflow_graph& g, const json& j, const std::string& path) {
    const std::string name = member(j, "name", path, json::value_t::string).get<std::string>();
    known_keys(j, path, {"name", "shape", "dtype", "spec", "role", "memory_kind", "tags", "frozen"});
    if (values_.count(name))
      fail(path + ".name", fmt::format("value name '{}' is used twice; names must be unique", name));
    const json& jshape = member(j, "shape", path, json::value_t::array);
    std::vector<std::int64_t> extents;
    for (std::size_t d = 0; d < jshape.size(); ++d) {
      if (!jshape[d].is_number_integer()) fail(fmt::format("{}.shape[{}]", path, d), "expected an integer extent");
      const auto extent = json_int64(jshape[d]);
      if (!extent) fail(fmt::format("{}.shape[{}]", path, d), "the extent exceeds the 64-bit limit");
      extents.push_back(*extent);
    }
    value_desc d;
    guard(path, [&] {
      d.tensor = tensor{name, shape(std::move(extents)),
                        parse_dtype(member(j, "dtype", path, json::value_t::string).get<std::string>())};
      d.role = parse_role(string_or(j, "role", path, "activation"));
      const std::string kind = string_or(j, "memory_kind", path, "device");
      if (kind != "device" && kind != "pinned_host")
        raise<parse_error>("memory_kind '{}' is not device or pinned_host", kind);
      d.memory_kind = kind == "device" ? memory_kind::device : memory_kind::pinned_host;
    });
    if (j.contains("spec")) d.spec = read_spec(j.at("spec"), path + ".spec");
    if (j.contains("frozen")) d.frozen = member(j, "frozen", path, json::value_t::boolean).get<bool>();
    if (j.contains("tags")) {
      const json& tags = member(j, "tags", path, json::value_t::array);
      for (const auto& t : tags) {
        if (!t.is_string()) fail(path + ".tags", "expected strings");
        d.tags.push_back(t.get<std::string>());
      }
    }
    value_id id{};
    guard(path, [&] { id = g.add_value(std::move(d)); });
    values_.emplace(name, id);
  }

  value_id value_ref(const json& j, const std::string& path) const {
    if (!j.is_string()) fail(path, "expected a value name");
    const auto it = values_.find(j.get<std::string>());
    if (it == values_.end()) fail(path, fmt::format("'{}' is not a declared value", j.get<std::string>()));
    return it->second;
  }

  void read_op(dataflow_graph& g, const json& j, const std::string& path) {
    op_desc d;
    d.name = member(j, "name", path, json::value_t::string).get<std::string>();
    known_keys(j, path, {"name", "scope", "kind", "inputs", "outputs", "flops", "workspace", "in_place"});
    if (ops_.count(d.name))
      fail(path + ".name", fmt::format("op name '{}' is used twice; names must be unique", d.name));
    d.scope = string_or(j, "scope", path, "");
    d.kind = string_or(j, "kind", path, std::string(op_kinds::custom));
    for (const char* key : {"inputs", "outputs"}) {
      if (!j.contains(key)) continue;
      const json& list = member(j, key, path, json::value_t::array);
      for (std::size_t i = 0; i < list.size(); ++i)
        (key[0] == 'i' ? d.inputs : d.outputs).push_back(value_ref(list[i], fmt::format("{}.{}[{}]", path, key, i)));
    }
    d.flops = int_or(j, "flops", path, 0);
    d.workspace = bytes{int_or(j, "workspace", path, 0)};
    if (j.contains("in_place")) {
      const json& pairs = member(j, "in_place", path, json::value_t::array);
      for (std::size_t i = 0; i < pairs.size(); ++i) {
        const std::string at = fmt::format("{}.in_place[{}]", path, i);
        if (!pairs[i].is_array() || pairs[i].size() != 2) fail(at, "expected [\"input\", \"output\"]");
        d.in_place.emplace_back(value_ref(pairs[i][0], at), value_ref(pairs[i][1], at));
      }
    }
    const std::string name = d.name;
    op_id id{};
    guard(path, [&] { id = g.add_op(std::move(d)); });
    ops_.emplace(name, id);
  }

  std::unordered_map<std::string, value_id> values_;
  std::unordered_map<std::string, op_id> ops_;
};

}  // namespace detail

/// Reads a graph from JSON text in the format above.
/// @throws parse_error naming the JSON path (or the JSON parser's position) and what is wrong (a
///         key given twice in one object, nesting past max_json_depth among them);
///         invalid_error, indivisible_error or overflow_error from the graph's own checks, with
///         the path in front.
[[nodiscard]] inline graph_description read_graph_json(std::string_view text) {
  return detail::json_reader().read(detail::parse_json<nlohmann::ordered_json>(text, "graph JSON"));
}

/// Reads a graph from a JSON file of at most `max_input_bytes` (its size is checked before it is
/// read). @throws parse_error when the file cannot be read or is larger, and as read_graph_json.
[[nodiscard]] inline graph_description read_graph_json_file(const std::string& path,
                                                            std::int64_t max_input_bytes = default_max_file_bytes) {
  const std::string text = read_text_file<parse_error>(path, "graph file", max_input_bytes);
  try {
    return read_graph_json(text);
  } catch (const error& e) {
    detail::rethrow_at(path, e);
  }
}

/// The liveness `r` of `g` over `s` (analyze_liveness(g, s)) as JSON, keys in the order listed at
/// the top of this header: the peak, where it is and what is live there, JAX's memory_analysis for
/// device and pinned_host memory, and the timeline with each step's op. Byte counts are exact
/// integers per device; host_peak_bytes_per_process sums each process's devices. A workspace is
/// named `workspace of op 'NAME'`; peak_op is null for an empty graph.
/// @pre `r` was computed from `g` and `s`.
/// Example: examples/graphs/mlp_fsdp_tp.json -> {"ops":19,"values":23,"peak_bytes":21135364,
/// "peak_step":12,"peak_op":"scatter.dw2",...} (examples/expected/graph_mlp.json).
[[nodiscard]] inline nlohmann::ordered_json liveness_to_json(const dataflow_graph& g, const schedule& s,
                                                             const liveness_result& r) {
  using json = nlohmann::ordered_json;
  const auto analysis = [](const memory_analysis& m) {
    return json{{"argument", m.argument.count()},
                {"output", m.output.count()},
                {"alias", m.alias.count()},
                {"temp", m.temp.count()},
                {"total", m.total().count()}};
  };
  json j;
  j["ops"] = g.op_count();
  j["values"] = g.value_count();
  j["peak_bytes"] = r.peak.count();
  j["peak_step"] = r.peak_step;
  j["peak_op"] = r.peak_op ? json(std::string(g.op_name(*r.peak_op))) : json(nullptr);
  j["memory_analysis"] = analysis(r.device);
  j["host_memory_analysis"] = analysis(r.host);
  j["host_peak_bytes"] = r.host_peak.count();
  json per_process = json::array();
  for (const bytes b : r.host_peak_per_process) per_process.push_back(b.count());
  j["host_peak_bytes_per_process"] = std::move(per_process);
  const live_set at_peak = live_at_peak(r);
  json by_role = json::object();
  for (std::size_t i = 0; i < role_count; ++i)
    by_role[std::string(name(static_cast<role>(i)))] = at_peak.by_role[i].count();
  j["by_role_at_peak"] = std::move(by_role);
  json live = json::array();
  for (const live_buffer& b : at_peak.buffers)
    live.push_back(
        {{"name", b.value ? g.tensor(*b.value).name : fmt::format("workspace of op '{}'", g.op_name(*b.workspace_of))},
         {"bytes", b.size.count()},
         {"role", std::string(name(b.role))},
         {"first_step", b.first},
         {"last_step", b.last}});
  j["top_at_peak"] = std::move(live);
  json timeline = json::array();
  for (std::size_t i = 0; i < r.device_timeline.size(); ++i)
    timeline.push_back({{"step", i},
                        {"op", i < s.size() ? std::string(g.op_name(s[i])) : std::string()},
                        {"device_bytes", r.device_timeline[i]},
                        {"host_bytes", r.host_timeline[i]}});
  j["timeline"] = std::move(timeline);
  return j;
}

}  // namespace shardmem
