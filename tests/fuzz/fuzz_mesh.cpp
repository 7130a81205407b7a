// libFuzzer target: mesh text (parse_mesh). A mesh that parses prints back to text that parses to
// the same mesh; device ids, coordinates and process layouts agree with each other.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <shardmem/sharding.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::mesh_target {
SHARDMEM_FUZZ_TARGET(mesh) {
  const auto text = shardmem_fuzz::text_of(data, size);
  std::optional<mesh> parsed;
  if (!accepts([&] { parsed.emplace(parse_mesh(text)); })) return 0;
  const mesh& m = *parsed;
  const std::string printed = to_string(m);
  std::optional<mesh> again;
  check(accepts([&] { again.emplace(parse_mesh(printed)); }), "a printed mesh parses: " + printed);
  check(*again == m, "a mesh parsed from its own text equals itself: " + printed);

  const std::int64_t n = m.device_count();
  check(n >= 1 && n <= mesh::max_devices, "device count within 1..max_devices");
  for (const std::int64_t d : {std::int64_t{0}, n / 2, n - 1}) {
    const auto c = m.coords(d);
    check(m.device_at(c) == d, "device_at(coords(d)) == d");
  }
  check(!accepts([&] { (void)m.coords(n); }), "device n is out of range");
  // Processes over the outermost axes: each divisor given by an axis size lays the mesh out.
  // (Per-device walks are O(devices): only on meshes small enough to keep each input fast.)
  if (n > (1 << 16)) return 0;
  for (const auto& a : m.axes()) {
    const std::int64_t per = n / a.size;
    (void)accepts([&] {
      const mesh laid = m.with_devices_per_process(per);
      check(laid.process_count() * per == n, "processes x devices per process == devices");
      check(laid.process_of(n - 1) == laid.process_count() - 1, "the last device is on the last process");
      if (per <= 4096) check(static_cast<std::int64_t>(laid.devices_of(0).size()) == per, "devices_of(0) lists per");
      for (std::size_t i = 0; i < laid.rank(); ++i) (void)laid.crosses_processes(i);
      const named_sharding s(laid, partition_spec{m.axes().front().name});
      const tensor t{"w", {n, 3}, dtype::bf16};
      const auto per_process = s.bytes_per_process(t);
      check(static_cast<std::int64_t>(per_process.size()) == laid.process_count(), "one byte count per process");
    });
  }
  return 0;
}

}  // namespace shardmem_fuzz::mesh_target
