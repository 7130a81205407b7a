// `shardmem shard`: the bytes each device holds of one array under a PartitionSpec on a mesh (JAX
// NamedSharding) or under XLA HloSharding text. The semantics are the library's (named_sharding,
// hlo_sharding); this file gathers their answers into one report and prints it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/sharding.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

using shardmem::bytes;
using shardmem::hlo_sharding;
using shardmem::index_range;
using shardmem::mesh;
using shardmem::named_sharding;
using shardmem::partition_spec;
using shardmem::shard_mode;
using shardmem::tensor;

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
  bytes data;  // bytes of real elements in its buffer (the rest is padding)
};

/// Everything `shardmem shard` prints, for either input form.
struct shard_report {
  tensor array{};
  std::optional<mesh> on_mesh{};         // --spec only
  std::optional<partition_spec> spec{};  // --spec only
  shard_mode mode = shard_mode::strict;
  std::string hlo{};  // XLA's HloSharding text
  shardmem::shape shard_shape{};
  bytes per_device{};  // every listed device's buffer
  bytes padding{};     // summed over devices
  std::int64_t replication_factor = 1;
  std::int64_t distinct_shards = 1;
  std::int64_t process_count = 1;
  std::vector<bytes> bytes_per_process{};
  std::vector<device_row> devices{};  // devices holding data, by id
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
      throw shardmem::invalid_error(fmt::format("--shape {} is {} but --dtype says {}; give one element type", o.shape,
                                                shardmem::name(a.dtype), *o.dtype));
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

/// The program's device count that `--devices` gives: read only by {replicated} and {manual},
/// which name no devices (default 1).
std::int64_t program_devices(const hlo_sharding& h, std::optional<std::int64_t> devices) {
  using kind = hlo_sharding::kind;
  if (!devices) return 1;
  if (h.type() != kind::replicated && h.type() != kind::manual)
    throw shardmem::invalid_error(
        fmt::format("--devices applies only to {{replicated}} and {{manual}}; HloSharding {} names its own devices",
                    shardmem::to_string(h)));
  if (*devices < 1) throw shardmem::invalid_error(fmt::format("--devices {} must be >= 1", *devices));
  return *devices;
}

/// The report for `--hlo TEXT`: XLA semantics, tiles padded to ceil(dim / tiles); replica ids as
/// JAX numbers them (hlo_sharding::replica_ids).
shard_report report_from_hlo(const shard_options& o) {
  const hlo_sharding h = hlo_sharding::parse(o.hlo.value_or(""));
  shard_report r{.array = parse_tensor(o), .mode = shard_mode::padded, .hlo = shardmem::to_string(h)};
  r.shard_shape = h.tile_shape(r.array.shape);
  r.per_device = shardmem::storage_bytes(r.array.dtype, r.shard_shape.elements());
  const std::int64_t n = program_devices(h, o.devices);
  const auto ids = h.holders(n);
  const auto replicas = h.replica_ids(n);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    auto slices = h.device_slices(r.array.shape, ids[i]);
    const bytes data = slice_bytes(r.array.dtype, slices);
    r.padding += r.per_device - data;
    r.devices.push_back({ids[i], 0, std::move(slices), replicas[i], data});
  }
  r.replication_factor = h.replication_factor(n);
  r.distinct_shards = h.distinct_shards(n);
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
std::string slice_text(const std::vector<index_range>& slices) { return fmt::format("[{}]", fmt::join(slices, ", ")); }

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

void run_shard(const shard_options& o) {
  const shard_report r = o.hlo ? report_from_hlo(o) : report_from_spec(o);
  if (o.json) {
    print_json(to_json(r));
    return;
  }
  print_summary(r);
  print_device_table(r);
}

}  // namespace

subcommand add_shard_command(CLI::App& app) {
  auto o = std::make_shared<shard_options>();
  CLI::App* shard = app.add_subcommand("shard", "Bytes each device holds of one array under a sharding");
  shard->footer("Examples:\n"
                "  shardmem shard --mesh x=4,y=2 --spec \"P('x','y')\" --shape 8,4 --dtype f32\n"
                "  shardmem shard --hlo \"{devices=[2,2]<=[2,2]T(1,0)}\" --shape 3056,12272 --dtype f64 --json");
  CLI::Option_group* source = shard->add_option_group("sharding", "Exactly one of --spec (with --mesh) and --hlo");
  auto* spec = source->add_option("--spec", o->spec, "JAX PartitionSpec, e.g. \"P('data', None)\"");
  auto* hlo = source->add_option("--hlo", o->hlo, "XLA HloSharding text, e.g. \"{devices=[2,2]<=[4]}\"");
  source->require_option(1);
  auto* mesh_opt = shard->add_option("--mesh", o->mesh, "Mesh axes, outermost first, e.g. data=2,model=4");
  mesh_opt->needs(spec);
  spec->needs(mesh_opt);
  shard->add_option("--shape", o->shape, "Array shape, e.g. 4096,14336, or an XLA array type, e.g. bf16[4096,128]{1,0}")
      ->required();
  shard->add_option("--dtype", o->dtype, "Element type: bf16, f32, s8, f8e4m3fn, bfloat16, ... (default f32)");
  shard->add_option("--name", o->name, "Tensor name shown in reports and errors")->capture_default_str();
  shard->add_option("--mode", o->mode, "strict: placement, uneven dims are errors; padded: XLA pads")
      ->check(one_of({"strict", "padded"}))
      ->capture_default_str()
      ->excludes(hlo);
  shard->add_option("--devices-per-process", o->devices_per_process, "Devices per host; processes take consecutive ids")
      ->needs(mesh_opt)
      ->check(at_least_one());
  shard->add_option("--devices", o->devices, "Device count for --hlo {replicated} or {manual} (default 1)")
      ->needs(hlo)
      ->check(at_least_one());
  shard->add_flag("--json", o->json, "Print JSON instead of the report");
  return {shard, [o] { run_shard(*o); }};
}

}  // namespace shardmem_cli
