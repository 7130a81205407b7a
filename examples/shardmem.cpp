// shardmem, the command-line tool: `shardmem plan` says whether a training configuration fits and
// why (the default with no arguments: Llama-3.1-8B on 8 H100s); `shardmem sweep` runs the
// what-ifs; `shardmem shard ...` tells how many bytes each device holds of one array under a
// PartitionSpec on a mesh (JAX NamedSharding) or under XLA HloSharding text; `shardmem graph
// FILE.json` runs liveness over a dataflow graph described in JSON; `shardmem schedule` prints
// checkpoint schedules; `shardmem walkthrough` shows how sharding Llama-3.1-8B's weights changes
// the bytes per device.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <map>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <shardmem/graph/json.hpp>
#include <shardmem/plan/json.hpp>
#include <shardmem/plan.hpp>
#include <shardmem/schedule.hpp>

#ifndef SHARDMEM_VERSION
#define SHARDMEM_VERSION "unknown"
#endif

namespace {

using shardmem::bytes;
using shardmem::hlo_sharding;
using shardmem::index_range;
using shardmem::mesh;
using shardmem::named_sharding;
using shardmem::partition_spec;
using shardmem::shard_mode;
using shardmem::tensor;
using json = nlohmann::ordered_json;  // keeps keys in the order written

// ---- the `shard` subcommand: options in, a report out ----

/// The `shard` subcommand's options, as typed. Exactly one of spec (with mesh) and hlo is set.
struct shard_options {
  std::string mesh, spec, shape, mode = "strict", name = "w";
  std::optional<std::string> dtype;  // default f32, or the element type of an XLA array type in --shape
  std::optional<std::string> hlo;
  std::optional<std::int64_t> devices_per_process, devices;
  bool json = false;
};

/// What one device holds.
struct device_row {
  std::int64_t id = 0;
  std::int64_t process = 0;
  std::vector<index_range> slices;  // one half-open range per array dimension
  std::int64_t replica_id = 0;
  bytes data;                       // bytes of real elements in its buffer (the rest is padding)
};

/// Everything `shardmem shard` prints, for either input form.
struct shard_report {
  tensor array{};
  std::optional<mesh> on_mesh{};          // --spec only
  std::optional<partition_spec> spec{};   // --spec only
  shard_mode mode = shard_mode::strict;
  std::string hlo{};                      // XLA's HloSharding text
  shardmem::shape shard_shape{};
  bytes per_device{};                     // every listed device's buffer
  bytes padding{};                        // summed over devices
  std::int64_t replication_factor = 1;
  std::int64_t distinct_shards = 1;
  std::int64_t process_count = 1;
  std::vector<bytes> bytes_per_process{};
  std::vector<device_row> devices{};      // devices holding data, by id
};

/// Bytes of the real elements of a slice.
bytes slice_bytes(shardmem::dtype t, const std::vector<index_range>& slices) {
  std::int64_t n = 1;
  for (const auto& r : slices) n = shardmem::checked_mul(n, r.size(), "the elements of a shard");
  return shardmem::storage_bytes(t, n);
}

tensor parse_tensor(const shard_options& o) {
  // XLA's array type, `bf16[4096,128]{1,0}` as an HLO dump prints it, carries its element type.
  const std::size_t open = o.shape.find('[');
  if (open != std::string::npos && open > 0 && o.shape.find_first_not_of(" \t") < open) {
    const shardmem::array_type a = shardmem::parse_array_type(o.shape);
    if (o.dtype && shardmem::parse_dtype(*o.dtype) != a.dtype)
      shardmem::detail::raise<shardmem::invalid_error>("--shape {} is {} but --dtype says {}; give one element type", o.shape,
                                   shardmem::name(a.dtype), *o.dtype);
    return tensor{o.name, a.shape, a.dtype};
  }
  return tensor{o.name, shardmem::parse_shape(o.shape), shardmem::parse_dtype(o.dtype.value_or("f32"))};
}

/// The report for `--mesh M --spec P`: JAX NamedSharding semantics (strict placement by default).
shard_report report_from_spec(const shard_options& o) {
  mesh m = shardmem::parse_mesh(o.mesh);
  if (o.devices_per_process) m = m.with_devices_per_process(*o.devices_per_process);
  const named_sharding s{m, shardmem::parse_partition_spec(o.spec)};
  shard_report r{.array = parse_tensor(o), .on_mesh = m, .spec = s.spec()};
  r.mode = o.mode == "padded" ? shard_mode::padded : shard_mode::strict;
  r.shard_shape = s.shard_shape(r.array, r.mode);
  r.per_device = s.per_device_bytes(r.array, r.mode);
  r.padding = s.padding_bytes(r.array);
  r.hlo = shardmem::to_string(hlo_sharding::from(s, r.array.shape.rank()));
  r.replication_factor = s.replication_factor();
  r.distinct_shards = s.distinct_shards();
  r.process_count = m.process_count();
  r.bytes_per_process = s.bytes_per_process(r.array, r.mode);
  for (std::int64_t d = 0; d < m.device_count(); ++d) {
    auto slices = s.device_slices(r.array, d, r.mode);
    const bytes data = slice_bytes(r.array.dtype, slices);
    r.devices.push_back({d, m.process_of(d), std::move(slices), s.replica_id(d), data});
  }
  return r;
}

/// The devices that hold data under `h`, in id order. `devices` is the program's device count,
/// needed only by {replicated} and {manual}, which do not name their devices.
std::vector<std::int64_t> holders(const hlo_sharding& h, std::optional<std::int64_t> devices) {
  using kind = hlo_sharding::kind;
  const bool unnamed = h.type() == kind::replicated || h.type() == kind::manual;
  if (devices && !unnamed)
    shardmem::detail::raise<shardmem::invalid_error>(
        "--devices applies only to {{replicated}} and {{manual}}; HloSharding {} names its own devices",
        shardmem::to_string(h));
  if (h.type() == kind::maximal) return {h.maximal_device()};
  if (h.type() == kind::tiled) {
    auto ids = h.devices();
    std::sort(ids.begin(), ids.end());
    return ids;
  }
  const std::int64_t n = devices.value_or(1);
  if (n < 1) shardmem::detail::raise<shardmem::invalid_error>("--devices {} must be >= 1", n);
  std::vector<std::int64_t> ids(static_cast<std::size_t>(n));
  for (std::int64_t d = 0; d < n; ++d) ids[static_cast<std::size_t>(d)] = d;
  return ids;
}

/// How many devices hold each element: the product of the replicated subgroup dims of a tiling
/// (manual and unreduced subgroups hold different values, not copies).
std::int64_t hlo_replication(const hlo_sharding& h, std::int64_t holder_count) {
  switch (h.type()) {
    case hlo_sharding::kind::replicated: return holder_count;
    case hlo_sharding::kind::maximal:
    case hlo_sharding::kind::manual: return 1;
    case hlo_sharding::kind::tiled: break;
  }
  std::int64_t r = 1;
  for (std::size_t s = 0; s < h.subgroups().size(); ++s)
    if (h.subgroups()[s] == shardmem::subgroup_type::replicated) r *= h.tile_dims()[h.data_rank() + s];
  return r;
}

/// The tile coordinates that identify what a device holds: every tile coordinate except those along
/// replicated subgroup dims. Devices with equal keys hold copies of the same data.
std::vector<std::int64_t> data_key(const hlo_sharding& h, std::int64_t device) {
  if (h.type() == hlo_sharding::kind::manual) return {device};  // each device's own program
  if (h.type() != hlo_sharding::kind::tiled) return {};
  auto idx = h.tile_index(device);
  for (std::size_t s = h.subgroups().size(); s-- > 0;)
    if (h.subgroups()[s] == shardmem::subgroup_type::replicated)
      idx.erase(idx.begin() + static_cast<std::ptrdiff_t>(h.data_rank() + s));
  return idx;
}

/// The report for `--hlo TEXT`: XLA semantics, tiles padded to ceil(dim / tiles).
/// Replica ids number the devices holding the same data 0, 1, ... in device-id order, as JAX's
/// replica_id does; for an iota tiling this is the index along the replicated subgroup dim.
shard_report report_from_hlo(const shard_options& o) {
  const hlo_sharding h = hlo_sharding::parse(o.hlo.value_or(""));
  shard_report r{.array = parse_tensor(o), .mode = shard_mode::padded, .hlo = shardmem::to_string(h)};
  r.shard_shape = h.tile_shape(r.array.shape);
  r.per_device = shardmem::storage_bytes(r.array.dtype, r.shard_shape.elements());
  const auto ids = holders(h, o.devices);
  std::map<std::vector<std::int64_t>, std::int64_t> copies_seen;
  for (const auto d : ids) {
    auto slices = h.device_slices(r.array.shape, d);
    const bytes data = slice_bytes(r.array.dtype, slices);
    r.padding += r.per_device - data;
    r.devices.push_back({d, 0, std::move(slices), copies_seen[data_key(h, d)]++, data});
  }
  r.replication_factor = hlo_replication(h, static_cast<std::int64_t>(ids.size()));
  r.distinct_shards = static_cast<std::int64_t>(ids.size()) / r.replication_factor;
  r.bytes_per_process = {r.per_device * static_cast<std::int64_t>(ids.size())};
  return r;
}

// ---- printing ----

/// `24.00 MiB (25,165,824 B)`; just `512 B` when the two would read the same.
std::string exact_and_scaled(bytes b) {
  const std::string scaled = fmt::format("{}", b), exact = fmt::format("{:e}", b);
  return scaled == exact || b.count() < 1024 ? scaled : fmt::format("{} ({})", scaled, exact);
}

/// Python's slice notation for a shard: `[0:2, 0:2]`.
std::string slice_text(const std::vector<index_range>& slices) {
  return fmt::format("[{}]", fmt::join(slices, ", "));
}

std::string mode_text(const shard_report& r) {
  if (!r.spec) return "padded (XLA tiles are ceil(dim / tiles))";
  return r.mode == shard_mode::strict ? "strict (placement: device_put, jit arguments)"
                                      : "padded (inside a compiled program, XLA pads uneven tiles)";
}

void print_summary(const shard_report& r) {
  const auto line = [](std::string_view key, const std::string& value) { fmt::print("{:<20}{}\n", key, value); };
  line("tensor", fmt::format("{:n}, {}", r.array, exact_and_scaled(r.array.nbytes())));
  if (r.on_mesh) {
    line("mesh", fmt::format("{} ({} devices{})", *r.on_mesh, r.on_mesh->device_count(),
                             r.process_count > 1 ? fmt::format(", {} processes", r.process_count) : ""));
    line("spec", shardmem::to_string(*r.spec));
  } else {
    line("devices", fmt::format("{} holding data", r.devices.size()));
  }
  line("mode", mode_text(r));
  line("HloSharding", r.hlo);
  line("shard shape", fmt::format("{}{}", r.array.dtype, r.shard_shape));
  line("bytes per device", exact_and_scaled(r.per_device));
  line("padding bytes", exact_and_scaled(r.padding) + (r.padding.count() > 0 ? " (all devices)" : ""));
  line("replication factor", fmt::format("{}", r.replication_factor));
  line("distinct shards", fmt::format("{}", r.distinct_shards));
  if (r.process_count > 1)
    for (std::size_t p = 0; p < r.bytes_per_process.size(); ++p)
      line(fmt::format("bytes on process {}", p), exact_and_scaled(r.bytes_per_process[p]));
}

/// Devices beyond which the table is cut, and how many rows it keeps then.
constexpr std::size_t full_table_limit = 64, elided_table_rows = 16;

void print_device_table(const shard_report& r) {
  const std::size_t shown = r.devices.size() > full_table_limit ? elided_table_rows : r.devices.size();
  const bool processes = r.process_count > 1, padded = r.padding.count() > 0;
  std::size_t width = std::string_view("slices").size();
  for (std::size_t i = 0; i < shown; ++i) width = std::max(width, slice_text(r.devices[i].slices).size());
  fmt::print("\n{:>6}{}  {:<{}}  {:>7}  {:>10}{}\n", "device", processes ? "  process" : "", "slices", width, "replica",
             "bytes", padded ? "  padding" : "");
  for (std::size_t i = 0; i < shown; ++i) {
    const device_row& d = r.devices[i];
    fmt::print("{:>6}{}  {:<{}}  {:>7}  {:>10}{}\n", d.id, processes ? fmt::format("  {:>7}", d.process) : "",
               slice_text(d.slices), width, d.replica_id, fmt::format("{}", r.per_device),
               padded ? fmt::format("  {}", r.per_device - d.data) : "");
  }
  if (shown < r.devices.size())
    fmt::print("... {} more devices not shown (--json lists every device)\n", r.devices.size() - shown);
}

json to_json(const shard_report& r) {
  json j;
  j["tensor"] = {{"name", r.array.name},
                 {"dtype", std::string(shardmem::name(r.array.dtype))},
                 {"shape", std::vector<std::int64_t>(r.array.shape.begin(), r.array.shape.end())},
                 {"bytes", r.array.nbytes().count()}};
  if (r.on_mesh) {
    json axes = json::object();
    for (const auto& a : r.on_mesh->axes()) axes[a.name] = a.size;
    j["mesh"] = axes;
    j["spec"] = shardmem::to_string(*r.spec);
  }
  j["mode"] = std::string(shardmem::name(r.mode));
  j["hlo_sharding"] = r.hlo;
  j["shard_shape"] = std::vector<std::int64_t>(r.shard_shape.begin(), r.shard_shape.end());
  j["per_device_bytes"] = r.per_device.count();
  j["padding_bytes"] = r.padding.count();
  j["replication_factor"] = r.replication_factor;
  j["distinct_shards"] = r.distinct_shards;
  j["bytes_per_process"] = json::array();
  for (const bytes b : r.bytes_per_process) j["bytes_per_process"].push_back(b.count());
  j["devices"] = json::array();
  for (const device_row& d : r.devices) {
    json slices = json::array();
    for (const auto& s : d.slices) slices.push_back({s.begin, s.end});
    json row = {{"id", d.id}, {"slices", slices}, {"replica_id", d.replica_id}};
    if (r.process_count > 1) row["process"] = d.process;
    row["padding_bytes"] = (r.per_device - d.data).count();
    j["devices"].push_back(row);
  }
  return j;
}

/// Prints JSON with one top-level key per line and one device per line: diffable and still short.
/// A top-level array prints one element per line.
void print_json(const json& j) {
  if (j.is_array()) {
    fmt::print("[\n");
    for (std::size_t i = 0; i < j.size(); ++i) fmt::print("  {}{}\n", j[i].dump(), i + 1 < j.size() ? "," : "");
    fmt::print("]\n");
    return;
  }
  fmt::print("{{\n");
  std::size_t k = 0;
  for (const auto& [key, value] : j.items()) {
    fmt::print("  {}: ", json(key).dump());
    if (value.is_array() && !value.empty() && value.front().is_object()) {
      fmt::print("[\n");
      for (std::size_t i = 0; i < value.size(); ++i)
        fmt::print("    {}{}\n", value[i].dump(), i + 1 < value.size() ? "," : "");
      fmt::print("  ]");
    } else {
      fmt::print("{}", value.dump());
    }
    fmt::print("{}\n", ++k < j.size() ? "," : "");
  }
  fmt::print("}}\n");
}

void run_shard(const shard_options& o) {
  const shard_report r = o.hlo ? report_from_hlo(o) : report_from_spec(o);
  if (o.json) {
    print_json(to_json(r));
    return;
  }
  print_summary(r);
  print_device_table(r);
}

// ---- no arguments: the Llama-3.1-8B walk-through ----

/// Which of a strategy's specs a weight takes.
enum class role { embed, column, row, lm_head, norm };

/// A weight of the model: `count` copies of it (one per layer for layer weights).
struct weight {
  std::string_view name;
  shardmem::shape shape;
  role kind;
  std::int64_t count;
  bool shown;  // listed weight by weight in the walk-through
};

/// One way to shard every weight. Norms stay replicated (4096 elements; sharding them saves nothing).
struct strategy {
  std::string_view name;
  partition_spec column, row, embed, lm_head;
  [[nodiscard]] partition_spec spec(role r) const {
    switch (r) {
      case role::embed: return embed;
      case role::column: return column;
      case role::row: return row;
      case role::lm_head: return lm_head;
      case role::norm: break;
    }
    return partition_spec{};
  }
};

/// Llama-3.1-8B (h 4096, ffn 14336, 32 layers, 32 query / 8 kv heads of dim 128, vocab 128256,
/// untied embeddings): 8,030,261,248 parameters (shared/REFERENCE.md section 4).
std::vector<weight> llama_3_1_8b() {
  constexpr std::int64_t h = 4096, ffn = 14336, kv = 8 * 128, vocab = 128256, layers = 32;
  return {
      {"embed", {vocab, h}, role::embed, 1, true},
      {"q_proj", {h, h}, role::column, layers, true},
      {"k_proj", {h, kv}, role::column, layers, true},
      {"v_proj", {h, kv}, role::column, layers, false},
      {"o_proj", {h, h}, role::row, layers, false},
      {"gate_proj", {h, ffn}, role::column, layers, true},
      {"up_proj", {h, ffn}, role::column, layers, false},
      {"down_proj", {ffn, h}, role::row, layers, true},
      {"norms", {h}, role::norm, 2 * layers + 1, false},
      {"lm_head", {h, vocab}, role::lm_head, 1, false},
  };
}

std::vector<strategy> strategies() {
  using shardmem::axes;
  using shardmem::replicated;
  const partition_spec fsdp{axes{"data", "model"}};
  return {
      {"replicated", {}, {}, {}, {}},
      {"FSDP", fsdp, fsdp, fsdp, fsdp},
      {"TP", {replicated, "model"}, {"model", replicated}, {"model", replicated}, {replicated, "model"}},
      {"FSDP+TP", {"data", "model"}, {"model", "data"}, {"model", "data"}, {"data", "model"}},
  };
}

void print_weight(const mesh& m, const weight& w, const std::vector<strategy>& plans) {
  const tensor t{std::string(w.name), w.shape, shardmem::dtype::bf16};
  fmt::print("\n{:n}: {} unsharded\n", t, t.nbytes());
  for (const strategy& p : plans) {
    const named_sharding s{m, p.spec(w.kind)};
    fmt::print("  {:<12}{:<22}{:<15}{:>11}  x{}  {}\n", p.name, shardmem::to_string(s.spec()),
               fmt::format("{}", s.shard_shape(t)), fmt::format("{}", s.per_device_bytes(t)), s.replication_factor(),
               hlo_sharding::from(s, t.shape.rank()));
  }
}

/// Bytes per device of one layer's weights and of the whole model under a strategy.
struct totals {
  bytes layer, model;
};

totals strategy_totals(const mesh& m, const std::vector<weight>& model, const strategy& p) {
  totals out;
  for (const weight& w : model) {
    const tensor t{std::string(w.name), w.shape, shardmem::dtype::bf16};
    const bytes each = named_sharding{m, p.spec(w.kind)}.per_device_bytes(t);
    if (w.kind == role::column || w.kind == role::row) out.layer += each;
    out.model += each * w.count;
  }
  return out;
}

void print_walkthrough() {
  const mesh m = shardmem::parse_mesh("data=2,model=4");
  const auto model = llama_3_1_8b();
  const auto plans = strategies();
  std::int64_t params = 0;
  for (const weight& w : model) params += w.shape.elements() * w.count;

  fmt::print("shardmem: how many bytes each device holds of a sharded array (JAX/XLA semantics)\n\n");
  fmt::print("Llama-3.1-8B ({} parameters), bf16 weights, on mesh {} ({} devices).\n", fmt::group_digits(params), m,
             m.device_count());
  fmt::print("Each weight under four strategies: spec, shard shape, bytes per device, copies of each\n");
  fmt::print("element (x), and the HloSharding XLA sees.\n");
  for (const weight& w : model)
    if (w.shown) print_weight(m, w, plans);

  fmt::print("\nBytes per device, column-parallel weights (q, k, v, gate, up) / row-parallel (o, down):\n");
  fmt::print("  {:<12}{:<22}{:<22}{:>12}{:>13}\n", "strategy", "column", "row", "one layer", "whole model");
  for (const strategy& p : plans) {
    const totals t = strategy_totals(m, model, p);
    fmt::print("  {:<12}{:<22}{:<22}{:>12}{:>13}\n", p.name, shardmem::to_string(p.column), shardmem::to_string(p.row),
               fmt::format("{}", t.layer), fmt::format("{}", t.model));
  }
  fmt::print("  (one layer: the 7 matrices; whole model: 32 layers, embed, lm_head, norms replicated)\n\n");
  fmt::print("Axes a spec leaves unused replicate the array: TP alone keeps 2 copies (the data axis).\n");
  fmt::print("Try: shardmem shard --mesh data=2,model=4 --spec \"P(None, 'model')\" --shape 4096,14336 --dtype bf16\n");
  fmt::print("     shardmem shard --hlo \"{{devices=[2,2]<=[2,2]T(1,0)}}\" --shape 3056,12272 --dtype f64\n");
  fmt::print("     shardmem shard --help\n");
}

// ---- command line ----

void add_shard_command(CLI::App& app, shard_options& o) {
  CLI::App* shard = app.add_subcommand("shard", "Bytes each device holds of one array under a sharding");
  shard->footer(
      "Examples:\n"
      "  shardmem shard --mesh x=4,y=2 --spec \"P('x','y')\" --shape 8,4 --dtype f32\n"
      "  shardmem shard --hlo \"{devices=[2,2]<=[2,2]T(1,0)}\" --shape 3056,12272 --dtype f64 --json");
  CLI::Option_group* source = shard->add_option_group("sharding", "Exactly one of --spec (with --mesh) and --hlo");
  auto* spec = source->add_option("--spec", o.spec, "JAX PartitionSpec, e.g. \"P('data', None)\"");
  auto* hlo = source->add_option("--hlo", o.hlo, "XLA HloSharding text, e.g. \"{devices=[2,2]<=[4]}\"");
  source->require_option(1);
  auto* mesh_opt = shard->add_option("--mesh", o.mesh, "Mesh axes, outermost first, e.g. data=2,model=4");
  mesh_opt->needs(spec);
  spec->needs(mesh_opt);
  shard->add_option("--shape", o.shape, "Array shape, e.g. 4096,14336, or an XLA array type, e.g. bf16[4096,128]{1,0}")
      ->required();
  shard->add_option("--dtype", o.dtype, "Element type: bf16, f32, s8, f8e4m3fn, bfloat16, ... (default f32)");
  shard->add_option("--name", o.name, "Tensor name shown in reports and errors")->capture_default_str();
  shard->add_option("--mode", o.mode, "strict: placement, uneven dims are errors; padded: XLA pads")
      ->check(CLI::IsMember({"strict", "padded"}))
      ->capture_default_str()
      ->excludes(hlo);
  shard->add_option("--devices-per-process", o.devices_per_process, "Devices per host; processes take consecutive ids")
      ->needs(mesh_opt);
  shard->add_option("--devices", o.devices, "Device count for --hlo {replicated} or {manual} (default 1)")->needs(hlo);
  shard->add_flag("--json", o.json, "Print JSON instead of the report");
}

// ---- graph ----

struct graph_options {
  std::string file;
  std::size_t rows = 40;
  std::size_t top = 10;
  bool json = false;
};

void add_graph_command(CLI::App& app, graph_options& o) {
  CLI::App* graph = app.add_subcommand("graph", "Liveness of a dataflow graph described in JSON: peak bytes per device, "
                                                "when, and what is live");
  graph->footer("The JSON format is documented in include/shardmem/graph/json.hpp; an example:\n"
                "  shardmem graph examples/graphs/mlp_fsdp_tp.json");
  graph->add_option("file", o.file, "Graph description (JSON)")->required();
  graph->add_option("--rows", o.rows, "Timeline rows at most (long timelines are sampled)")->capture_default_str();
  graph->add_option("--top", o.top, "Largest buffers listed at the peak")->capture_default_str();
  graph->add_flag("--json", o.json, "Print JSON instead of the report");
}

void run_graph(const graph_options& o) {
  const shardmem::graph_description d = shardmem::read_graph_json_file(o.file);
  const shardmem::dataflow_graph& g = d.graph;
  const shardmem::schedule s = d.order ? *d.order : g.topological_order();
  const shardmem::liveness_result r = shardmem::analyze_liveness(g, s);
  if (!o.json) {
    fmt::print("graph {}: {} ops, {} values on mesh {} ({} devices, {} processes); bytes are per device\n\n",
               std::filesystem::path(o.file).filename().string(),
               g.op_count(), g.value_count(), g.mesh(), g.mesh().device_count(), g.mesh().process_count());
    fmt::print("{}", shardmem::liveness_report(g, s, r, {.max_rows = o.rows, .top = o.top}));
    return;
  }
  auto analysis = [](const shardmem::memory_analysis& m) {
    return json{{"argument", m.argument.count()}, {"output", m.output.count()}, {"alias", m.alias.count()},
                {"temp", m.temp.count()}, {"total", m.total().count()}};
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
  for (auto b : r.host_peak_per_process) per_process.push_back(b.count());
  j["host_peak_bytes_per_process"] = per_process;
  json by_role = json::object();
  for (std::size_t i = 0; i < shardmem::role_count; ++i)
    by_role[std::string(shardmem::name(static_cast<shardmem::role>(i)))] = r.by_role_at_peak[i].count();
  j["by_role_at_peak"] = by_role;
  json live = json::array();
  for (const auto& b : r.live_at_peak)
    live.push_back({{"name", b.value ? g.tensor(*b.value).name : fmt::format("workspace of op '{}'", g.op_name(*b.workspace_of))},
                    {"bytes", b.size.count()},
                    {"role", std::string(shardmem::name(b.role))},
                    {"first_step", b.first},
                    {"last_step", b.last}});
  j["top_at_peak"] = live;
  json timeline = json::array();
  for (std::size_t i = 0; i < r.device_timeline.size(); ++i)
    timeline.push_back({{"step", i},
                        {"op", i < s.size() ? std::string(g.op_name(s[i])) : std::string()},
                        {"device_bytes", r.device_timeline[i]},
                        {"host_bytes", r.host_timeline[i]}});
  j["timeline"] = timeline;
  print_json(j);
}

// A count that must be 1 or more; CLI11's PositiveNumber prints the range of a double.
const CLI::Validator at_least_one(
    [](std::string& text) {
      std::int64_t v = 0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (ec != std::errc{} || end != text.data() + text.size() || v < 1)
        return fmt::format("'{}' must be a whole number of at least 1", text);
      return std::string();
    },
    "INT >= 1");

// ---- schedule ----

struct schedule_options {
  std::int64_t layers = 16;
  std::string strategy = "sqrt";
  std::optional<std::int64_t> segments, snapshots, levels;
  std::optional<std::int64_t> budget;  // in unit activations
  bool timeline = false;
  bool json = false;
};

void add_schedule_command(CLI::App& app, schedule_options& o) {
  CLI::App* cmd = app.add_subcommand("schedule", "Checkpoint schedule of a chain of layers: the actions, peak memory and "
                                                 "forward executions");
  cmd->footer("Unit stages: every boundary and working set 1 byte, forward cost 1, backward cost 2.\n"
              "Notation: A i forward dropping activations, F i forward keeping them, S/R/D b save/restore/discard\n"
              "checkpoint b, B i backward; A0-3 is A0 A1 A2 A3.\n"
              "Examples:\n"
              "  shardmem schedule --layers 16 --strategy revolve --snapshots 3\n"
              "  shardmem schedule --layers 10 --strategy segments --segments 3 --json");
  cmd->add_option("--layers", o.layers, "Number of layers n (at most 10^7)")
      ->capture_default_str()
      ->check(CLI::Range(1, 10'000'000));
  cmd->add_option("--strategy", o.strategy, "store|segments|sqrt|nested|revolve|budget")
      ->check(CLI::IsMember({"store", "segments", "sqrt", "nested", "revolve", "budget"}))
      ->capture_default_str();
  cmd->add_option("--segments", o.segments, "segments: PyTorch checkpoint_sequential's segment count; sqrt: Chen's "
                                            "k segments (default ceil(sqrt(n)))");
  cmd->add_option("--snapshots", o.snapshots, "revolve: checkpoint slots (default ceil(sqrt(n)))");
  cmd->add_option("--levels", o.levels, "nested: levels of checkpointing (default 2)");
  cmd->add_option("--budget", o.budget, "budget: memory budget in unit activations (each layer's is 1), e.g. 9")
      ->check(at_least_one);
  cmd->add_flag("--timeline", o.timeline, "Print the step-by-step ASCII timeline");
  cmd->add_flag("--json", o.json, "Print JSON");
}

void run_schedule(const schedule_options& o) {
  using namespace shardmem;
  const chain c = chain::unit(o.layers);
  // An option the strategy does not read is a mistake (a typo'd strategy, a stale flag), not a no-op.
  auto only_for = [&](bool given, std::string_view option, std::string_view strategies) {
    if (given && strategies.find(o.strategy) == std::string_view::npos)
      detail::raise<invalid_error>("{} does not apply to --strategy {}; it is read by --strategy {}", option, o.strategy,
                                   strategies);
  };
  only_for(o.segments.has_value(), "--segments", "segments or sqrt");
  only_for(o.snapshots.has_value(), "--snapshots", "revolve");
  only_for(o.levels.has_value(), "--levels", "nested");
  only_for(o.budget.has_value(), "--budget", "budget");
  const auto plan = [&] {
    if (o.strategy == "store") return store_all(c);
    if (o.strategy == "segments") {
      if (!o.segments) detail::raise<invalid_error>("--strategy segments needs --segments K (K >= 1)");
      return checkpoint_sequential(c, *o.segments);
    }
    if (o.strategy == "sqrt") return o.segments ? chen_segments(c, *o.segments) : chen_sqrt(c);
    if (o.strategy == "nested") return nested(c, o.levels.value_or(2));
    if (o.strategy == "revolve") return revolve(c, o.snapshots.value_or(ceil_sqrt(o.layers)));
    if (!o.budget) detail::raise<invalid_error>("--strategy budget needs --budget N (unit activations)");
    return budgeted(c, bytes{*o.budget});  // a unit layer's activation is 1 byte of the chain
  }();
  const schedule_summary sum = simulate(c, plan);
  if (o.json) {
    json j;
    j["layers"] = o.layers;
    j["strategy"] = o.strategy;
    j["forward_executions"] = sum.forwards;
    j["extra_forwards"] = sum.extra_forwards;
    j["peak_units"] = sum.peak.count();
    j["compute"] = sum.compute;
    j["max_checkpoints"] = sum.max_checkpoints;
    j["actions"] = to_string(plan);
    print_json(j);
    return;
  }
  fmt::print("{} schedule of {} unit layers\n", o.strategy, o.layers);
  fmt::print("actions: {}\n", to_string(plan));
  if (o.timeline) fmt::print("\n{}\n", text_timeline(c, plan, live_shown::units));
  fmt::print("peak {} unit activations, forward executions {}, extra forwards {}, compute {}, checkpoints at most {}\n",
             sum.peak.count(), sum.forwards, sum.extra_forwards, sum.compute, sum.max_checkpoints);
}

// ---- the `plan` and `sweep` subcommands ----
struct plan_options {
  std::string model = "llama3.1-8b";
  std::string model_file;
  std::string mesh = "data=8";
  std::optional<std::int64_t> devices_per_process;  // default: the library's (a host's accelerators)
  std::string hardware = "h100-80gb";
  std::int64_t batch = 0;
  std::int64_t micro_batch = 1;
  std::optional<std::int64_t> seq;  // default: the model's own seq_len (the preset's or the file's)
  std::string remat = "nothing_saveable";
  std::string optimizer = "adamw";
  bool no_donate = false;
  std::string runtime_context, per_communicator;  // overheads; empty: the library's defaults
  std::optional<double> fragmentation;
  bool no_master_weights = false;
  int zero = 3;
  std::string data_axis;
  std::string replica_axis;
  std::string tensor_axis;
  std::string expert_axis;
  std::optional<std::string> dense_over_expert;  // default: the library's (shard)
  std::string pipeline_axis;
  std::int64_t virtual_stages = 1;
  bool sequence_parallel = false;
  bool chunked_loss = false;
  std::vector<std::string> offload;
  std::string placement = "callback";
  std::string budget;
  std::string host_ram = "2TiB";
  bool eval = false;
  bool json = false;
  bool markdown = false;
  std::string svg;
  // sweep
  std::vector<std::string> policies;
  bool max_batch = false;
  std::int64_t top = 20;
};

void add_plan_options(CLI::App* cmd, plan_options& o) {
  auto* model = cmd->add_option("--model", o.model, "Model preset: llama3.1-8b, llama3.1-70b, llama3.1-405b, gpt3-175b, "
                                                    "mixtral-8x7b, megatron-22b, ...")
                    ->capture_default_str();
  cmd->add_option("--model-file", o.model_file, "Model description (JSON): a transformer_config, optionally from a "
                                                "\"base\" preset")
      ->excludes(model);
  cmd->add_option("--mesh", o.mesh, "Mesh axes, outermost first, e.g. data=8,model=4")->capture_default_str();
  cmd->add_option("--devices-per-process", o.devices_per_process, "Devices per host; processes take consecutive ids "
                                                                 "(default: 8 on GPUs, 4 on TPUs, or all when fewer)")
      ->check(at_least_one);
  cmd->add_option("--hardware", o.hardware, "a100-40gb, a100-80gb, h100-80gb, h200-141gb, b200, tpu-v5e, tpu-v5p")
      ->capture_default_str();
  cmd->add_option("--batch", o.batch, "Global batch in sequences (gradient accumulation up to it; default: one "
                                      "micro-batch)");
  cmd->add_option("--micro-batch", o.micro_batch, "Sequences per data-parallel rank per micro-step")
      ->capture_default_str()
      ->check(at_least_one);
  cmd->add_option("--seq", o.seq, "Sequence length (default: the model's own, 8192 for the Llama-3.1 presets)")
      ->check(at_least_one);
  cmd->add_option("--remat", o.remat, "none, nothing_saveable, dots_saveable, dots_with_no_batch_dims_saveable, "
                                      "everything_saveable, save_layer_input, offload_layer_input; or a schedule of "
                                      "the layers: sqrt_n, segments:K, nested, nested:L, revolve:S, budget:BYTES")
      ->capture_default_str();
  cmd->add_option("--optimizer", o.optimizer, "sgd, momentum, adam, adamw, adafactor, lion")->capture_default_str();
  cmd->add_flag("--no-master-weights", o.no_master_weights, "No fp32 master copies of bf16 parameters");
  cmd->add_flag("--no-donate", o.no_donate, "The step does not donate params and optimizer states (a plain @jax.jit "
                                            "step): new copies are outputs beside the old");
  cmd->add_option("--zero", o.zero, "ZeRO stage over the data axis: 0, 1, 2 or 3 (3 = FSDP)")
      ->capture_default_str()
      ->check(CLI::Range(0, 3));
  cmd->add_option("--data-axis", o.data_axis, "Data-parallel (ZeRO/FSDP) axes, one or several joined by commas "
                                              "(default: the axes named data or fsdp)");
  cmd->add_option("--replica-axis", o.replica_axis, "A second data-parallel axis holding replicas of the FSDP-sharded "
                                                    "states (hybrid sharding; needs --zero 3)");
  cmd->add_option("--tensor-axis", o.tensor_axis, "Tensor-parallel axis (default: the axis named model, tensor or tp)");
  cmd->add_option("--expert-axis", o.expert_axis, "Expert-parallel axis for mixture-of-experts models (default: the "
                                                  "axis named expert or ep)");
  cmd->add_option("--dense-over-expert", o.dense_over_expert, "With an expert axis, the weights outside the experts: "
                                                              "shard (over it too, as MaxText) or replicate (as Megatron-LM)")
      ->check(CLI::IsMember({"shard", "replicate"}));
  cmd->add_option("--pipeline-axis", o.pipeline_axis, "Pipeline-parallel axis: stages of layers, 1F1B schedule; "
                                                      "the micro-batches in flight are --batch's accumulation steps "
                                                      "(default: the axis named stage, pipeline or pp)");
  cmd->add_option("--virtual-stages", o.virtual_stages, "Interleaved 1F1B: chunks of layers per pipeline device")
      ->capture_default_str()
      ->check(at_least_one);
  cmd->add_flag("--sequence-parallel", o.sequence_parallel, "Megatron sequence parallelism on the tensor axis");
  cmd->add_flag("--chunked-loss", o.chunked_loss, "Cross-entropy without materializing the logits");
  cmd->add_option("--offload", o.offload, "Offload to pinned_host: optimizer, params, ema")->delimiter(',');
  cmd->add_option("--placement", o.placement, "How replicated parameters reach the devices: checked (device_put) or "
                                              "callback (make_array_from_callback)")
      ->capture_default_str();
  cmd->add_option("--budget", o.budget, "Device memory to fit in, overriding the hardware's (e.g. 70GiB)");
  cmd->add_option("--host-ram", o.host_ram, "Host RAM per process")->capture_default_str();
  cmd->add_option("--runtime-context", o.runtime_context, "Overhead: CUDA context and library workspaces per GPU "
                                                          "(default 512MiB)");
  cmd->add_option("--per-communicator", o.per_communicator, "Overhead: NCCL buffers per communicator (default 64MiB)");
  cmd->add_option("--fragmentation", o.fragmentation, "Overhead: allocator margin as a fraction of the lower bound "
                                                      "(default 0.05)")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_flag("--eval", o.eval, "Plan a forward-only evaluation step (its batch: --micro-batch)");
}

shardmem::training_config make_config(const plan_options& o) {
  using namespace shardmem;
  training_config c;
  c.model = o.model_file.empty() ? preset(o.model) : read_model_json_file(o.model_file);
  // --seq overrides the model's own sequence length (the preset's, or the model file's).
  if (o.seq) c.model.seq_len = *o.seq;
  if (c.model.max_positions && *c.model.max_positions < c.model.seq_len) c.model.max_positions = c.model.seq_len;
  // Axis roles and the process layout left unset are the library's defaults (resolve_axis_roles).
  c.devices = parse_mesh(o.mesh);
  // A job on fewer devices than a host has runs in one process.
  if (o.devices_per_process)
    c.devices = c.devices.with_devices_per_process(std::min(*o.devices_per_process, c.devices.device_count()));
  c.tensor_axis = o.tensor_axis;
  c.expert_axis = o.expert_axis;
  if (o.dense_over_expert) c.shard_dense_over_expert = *o.dense_over_expert == "shard";
  c.pipeline_axis = o.pipeline_axis;
  c.virtual_stages = o.virtual_stages;
  for (std::size_t at = 0; !o.data_axis.empty() && at <= o.data_axis.size();) {
    const std::size_t comma = std::min(o.data_axis.find(',', at), o.data_axis.size());
    c.data_axis.names.push_back(o.data_axis.substr(at, comma - at));
    at = comma + 1;
  }
  c.replica_axis = o.replica_axis;
  c.sequence_parallel = o.sequence_parallel;
  c.zero_stage = o.zero;
  c.micro_batch = o.micro_batch;
  c.global_batch = o.batch;
  c.remat = o.remat;
  c.optimizer.kind = parse_optimizer(o.optimizer);
  c.optimizer.master_weights = !o.no_master_weights;
  c.optimizer.donate = !o.no_donate;
  for (const std::string& what : o.offload) {
    if (what == "optimizer") c.optimizer.state_memory = memory_kind::pinned_host;
    else if (what == "ema") c.optimizer.ema = true, c.optimizer.ema_memory = memory_kind::pinned_host;
    else if (what == "params") c.offload_params = true;
    else detail::raise<invalid_error>("--offload {}: expected optimizer, params or ema", what);
  }
  c.chunked_loss = o.chunked_loss;
  c.placement = parse_placement(o.placement);
  c.device = parse_hardware(o.hardware);
  if (!o.budget.empty()) c.device.usable = parse_memory_size(o.budget);
  c.host_ram_per_process = parse_memory_size(o.host_ram);
  if (!o.runtime_context.empty()) c.overheads.runtime_context = parse_memory_size(o.runtime_context);
  if (!o.per_communicator.empty()) c.overheads.per_communicator = parse_memory_size(o.per_communicator);
  if (o.fragmentation) c.overheads.fragmentation = *o.fragmentation;
  c.eval = o.eval;
  return c;
}

void run_plan(const plan_options& o) {
  using namespace shardmem;
  const training_config c = make_config(o);
  const memory_plan p = plan_training(c);
  if (!o.svg.empty()) {
    std::FILE* f = std::fopen(o.svg.c_str(), "w");
    if (!f) detail::raise<invalid_error>("cannot write SVG file '{}'", o.svg);
    const std::string svg = plan_svg(plan_timeline(c), c.device.usable,
                                     fmt::format("{}: live bytes per device by role", c.model.name), p.placement_peak);
    std::fputs(svg.c_str(), f);
    std::fclose(f);
  }
  if (o.json) print_json(plan_json(p));
  else if (o.markdown) fmt::print("{}", format_plan_markdown(p, c));
  else fmt::print("{}", format_plan(p, c));
}

void run_sweep(const plan_options& o) {
  using namespace shardmem;
  const training_config c = make_config(o);
  std::vector<std::string> policies = o.policies;
  if (policies.empty())
    for (std::string_view r : remat_presets) policies.emplace_back(r);
  std::vector<std::string> skipped;
  const std::vector<mesh_candidate> all = sweep_meshes(c, policies, o.max_batch, 0, &skipped);
  if (o.json) {
    json j = json::array();
    for (const mesh_candidate& m : all) {
      json row{{"mesh", to_string(m.devices)}, {"policy", m.policy}, {"fits", m.plan.fits},
               {"peak_bytes", m.plan.total.count()}, {"recompute_flops", m.plan.recompute_flops}};
      if (o.max_batch) row["max_micro_batch"] = m.max_micro_batch;  // searched only with --max-batch
      j.push_back(std::move(row));
    }
    print_json(j);
    return;
  }
  fmt::print("sweep: {} ({} devices) x {} policies on {}: {} plans, fitting first, then by peak\n", c.model.name,
             c.devices.device_count(), policies.size(), c.device.name, all.size());
  fmt::print("{:<28} {:<34} {:>12} {:>5} {:>14}{}\n", "mesh", "policy", "peak", "fits", "recompute/dev",
             o.max_batch ? "  max micro-batch" : "");
  std::int64_t shown = 0;
  for (const mesh_candidate& m : all) {
    if (shown++ == o.top) break;
    fmt::print("{:<28} {:<34} {:>12} {:>5} {:>11.1f} TF{}\n", to_string(m.devices), m.policy,
               fmt::format("{}", m.plan.total), m.plan.fits ? "yes" : "no",
               static_cast<double>(m.plan.recompute_flops) / 1e12,
               o.max_batch ? fmt::format("  {:>15}", m.max_micro_batch) : std::string());
  }
  if (!skipped.empty())
    fmt::print("\n{}: {}\n",
               skipped.size() == 1 ? std::string("1 candidate skipped, the model cannot take it")
                                   : fmt::format("{} candidates skipped, the model cannot take them; the first", skipped.size()),
               skipped.front());
  if (const auto best = cheapest_fit(c))
    fmt::print("\ncheapest way to fit on {}: remat {} ({} per device, {:.1f} TF recompute per device)\n",
               to_string(c.devices), best->first, best->second.total,
               static_cast<double>(best->second.recompute_flops) / 1e12);
  else
    fmt::print("\nno remat policy fits on {}\n", to_string(c.devices));
  const std::int64_t b = max_micro_batch(c);
  fmt::print("largest micro-batch per rank that fits with remat {}: {}\n", c.remat, b);
}

/// Prints `shardmem: error: MESSAGE` and returns the usage-error exit status.
int fail(std::string_view message) {
  fmt::print(stderr, "shardmem: error: {}\n", message);
  return 2;
}

}  // namespace

/// The whole tool: parses `argv`, runs the subcommand, prints to stdout (errors to stderr) and
/// returns the exit status (0, or 2 for bad input). It never exits the process, so a fuzz target
/// (tests/fuzz/fuzz_cli.cpp) can call it once per input.
int run_shardmem(int argc, char** argv) {
  CLI::App app{"shardmem: how many bytes each device holds, when, and why, for sharded training.\n"
               "With no arguments: the plan of Llama-3.1-8B training (seq 8192, AdamW with fp32 master weights,\n"
               "FSDP over 8 H100 80GB, remat nothing_saveable), as `shardmem plan` prints it.",
               "shardmem"};
  app.set_version_flag("--version", "shardmem " SHARDMEM_VERSION);
  app.require_subcommand(0, 1);
  shard_options options;
  add_shard_command(app, options);
  graph_options graph;
  add_graph_command(app, graph);
  schedule_options sched;
  add_schedule_command(app, sched);
  plan_options plan;
  CLI::App* plan_cmd = app.add_subcommand("plan", "Does a training configuration fit? Peak per device and per host, "
                                                  "what dominates it, how each term scales");
  add_plan_options(plan_cmd, plan);
  auto* plan_json_flag = plan_cmd->add_flag("--json", plan.json, "Print JSON");
  plan_cmd->add_flag("--markdown", plan.markdown, "Print a markdown table")->excludes(plan_json_flag);
  plan_cmd->add_option("--svg", plan.svg, "Write an SVG timeline of live bytes by role to this file");
  plan_cmd->footer("Examples:\n"
                   "  shardmem plan --model llama3.1-70b --mesh data=16,model=8 --devices-per-process 8\n"
                   "  shardmem plan --model llama3.1-8b --zero 0 --mesh data=64 --devices-per-process 1 "
                   "--placement checked --json");
  plan_options sweep;
  CLI::App* sweep_cmd = app.add_subcommand("sweep", "What-ifs: every factorization of the devices over the mesh axes "
                                                    "times remat policies, the cheapest fit, the largest micro-batch");
  add_plan_options(sweep_cmd, sweep);
  sweep_cmd->add_option("--policies", sweep.policies, "Remat policies to try (default: all presets)")->delimiter(',');
  sweep_cmd->add_flag("--max-batch", sweep.max_batch, "Also search each candidate's largest micro-batch");
  sweep_cmd->add_option("--top", sweep.top, "Rows shown")->capture_default_str();
  sweep_cmd->add_flag("--json", sweep.json, "Print JSON");
  app.add_subcommand("walkthrough", "How sharding Llama-3.1-8B's weights on 8 devices changes the bytes per device");
  // An empty argument is refused up front: no option of the tool takes an empty value, and CLI11
  // 2.1 (Debian 12) loops forever on an empty positional followed by a dash argument
  // (`shardmem shard '' -a`, found by tests/fuzz/fuzz_cli).
  for (int i = 1; i < argc; ++i)
    if (argv[i][0] == '\0')
      return fail(fmt::format("argument {} is empty; give each option a value or leave it out", i));
  try {
    app.parse(argc, argv);
    if (app.got_subcommand("shard")) {
      run_shard(options);
    } else if (app.got_subcommand("graph")) {
      run_graph(graph);
    } else if (app.got_subcommand("schedule")) {
      run_schedule(sched);
    } else if (app.got_subcommand("plan")) {
      run_plan(plan);
    } else if (app.got_subcommand("sweep")) {
      run_sweep(sweep);
    } else if (app.got_subcommand("walkthrough")) {
      print_walkthrough();
    } else {
      run_plan(plan_options{});
    }
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e);  // --help, --version
    return fail(e.what());
  } catch (const shardmem::error& e) {
    return fail(e.what());
  } catch (const std::bad_alloc&) {
    return fail("out of memory: the answer asked for does not fit in this machine's memory; ask for a smaller "
                "problem (fewer layers, devices or actions)");
  }
  return 0;
}

#ifndef SHARDMEM_CLI_NO_MAIN
int main(int argc, char** argv) { return run_shardmem(argc, argv); }
#endif
