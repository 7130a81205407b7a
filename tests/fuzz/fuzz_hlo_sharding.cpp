// libFuzzer target: XLA HloSharding text (hlo_sharding::parse). A sharding that parses prints
// back to text that parses to the same sharding; tiles, devices and slices agree. The same text
// split as a tuple's sharding (hlo_sizes.hpp's hlo_tuple_sharding_parts) gives elements inside it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <shardmem/sharding.hpp>
#include <shardmem/xla/hlo_sizes.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::hlo_sharding_target {
SHARDMEM_FUZZ_TARGET(hlo_sharding) {
  const auto text = shardmem_fuzz::text_of(data, size);
  std::optional<std::optional<std::vector<std::string_view>>> parts;
  if (accepts([&] { parts.emplace(detail::hlo_tuple_sharding_parts(text)); }) && parts->has_value())
    for (const std::string_view p : **parts)
      check(!p.empty() && p.data() >= text.data() && p.data() + p.size() <= text.data() + text.size() &&
                p.front() != ',' && p.back() != ',',
            "a tuple sharding's element is a non-empty piece of its text");
  std::optional<hlo_sharding> parsed;
  if (!accepts([&] { parsed.emplace(hlo_sharding::parse(text)); })) return 0;
  const hlo_sharding& h = *parsed;
  const std::string printed = to_string(h);
  std::optional<hlo_sharding> again;
  check(accepts([&] { again.emplace(hlo_sharding::parse(printed)); }), "a printed HloSharding parses: " + printed);
  check(*again == h, "an HloSharding parsed from its own text equals itself: " + printed);
  check(to_string(*again) == printed, "printing is canonical: " + printed);
  if (h.type() != hlo_sharding::kind::tiled) {
    (void)h.device_slices(shape{5, 3}, 0);
    return 0;
  }
  const std::int64_t n = h.device_count();
  check(n >= 1 && n <= mesh::max_devices, "tile count within 1..max_devices");
  const auto& dims = h.tile_dims();
  check(h.data_rank() <= dims.size(), "data rank <= tile rank");
  // An array of the sharding's rank: extents a few tiles long, some uneven, one zero.
  std::vector<std::int64_t> extents;
  for (std::size_t d = 0; d < h.data_rank(); ++d)
    extents.push_back(d == 2 ? 0 : dims[d] * 3 + static_cast<std::int64_t>(d % 2));
  std::optional<shape> array;
  if (!accepts([&] { array.emplace(std::move(extents)); })) return 0;
  const shape tile = h.tile_shape(*array);
  for (std::int64_t k = 0; k < std::min<std::int64_t>(n, 64); ++k) {
    const std::int64_t device = h.device_at(k);
    const auto idx = h.tile_index(device);
    std::int64_t flat = 0;
    for (std::size_t d = 0; d < dims.size(); ++d) flat = flat * dims[d] + idx[d];
    check(flat == k, "tile_index(device_at(k)) is tile k");
    const auto slices = h.device_slices(*array, device);
    for (std::size_t d = 0; d < slices.size(); ++d)
      check(0 <= slices[d].begin && slices[d].begin <= slices[d].end && slices[d].end <= (*array)[d] &&
                slices[d].size() <= tile[d],
            "a device's slice lies inside the array and its tile");
  }
  if (n <= 4096) {
    const auto devices = h.devices();
    check(static_cast<std::int64_t>(devices.size()) == n, "one device per tile");
    const hlo_sharding listed = hlo_sharding::explicit_tile(dims, devices, h.subgroups());
    check(listed == h, "the explicit device list equals the sharding: " + printed);
  }
  return 0;
}

}  // namespace shardmem_fuzz::hlo_sharding_target
