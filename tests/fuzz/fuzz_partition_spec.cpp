// libFuzzer target: PartitionSpec text (parse_partition_spec). A spec that parses prints back to
// text that parses to the same spec; checked against a mesh and placed on arrays, it either
// answers or throws a shardmem::error.
#include <cstddef>
#include <cstdint>
#include <string>

#include <shardmem/sharding.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::partition_spec_target {
SHARDMEM_FUZZ_TARGET(partition_spec) {
  const auto text = shardmem_fuzz::text_of(data, size);
  partition_spec spec;
  if (!accepts([&] { spec = parse_partition_spec(text); })) return 0;
  const std::string printed = to_string(spec);
  partition_spec again;
  check(accepts([&] { again = parse_partition_spec(printed); }), "a printed spec parses: " + printed);
  check(again == spec, "a spec parsed from its own text equals itself: " + printed);

  static const mesh m{{"data", 4}, {"model", 2}, {"x", 1}, {"y", 3}};
  (void)accepts([&] {
    const named_sharding s(m, spec);
    for (const shape& sh : {shape{8, 6, 4}, shape{7, 5, 3, 2}, shape{0, 12}, shape{24}}) {
      const tensor t{"w", sh, dtype::s4};
      (void)accepts([&] {
        const bytes strict = s.per_device_bytes(t, shard_mode::strict);
        check(s.per_device_bytes(t, shard_mode::padded) >= strict, "padded bytes >= strict bytes");
        check(s.padding_bytes(t) == bytes{0}, "no padding when strict placement succeeds");
      });
      (void)accepts([&] {
        (void)s.padding_bytes(t);
        const hlo_sharding h = hlo_sharding::from(s, sh.rank());
        check(hlo_sharding::parse(to_string(h)) == h, "HloSharding text round-trips: " + to_string(h));
        if (h.type() == hlo_sharding::kind::tiled)
          check(h.tile_shape(sh) == s.shard_shape(t, shard_mode::padded), "HloSharding tiles = padded shard shape");
        for (std::int64_t d = 0; d < m.device_count(); d += 5) {
          const auto slices = s.device_slices(t, d, shard_mode::padded);
          for (std::size_t k = 0; k < slices.size(); ++k)
            check(0 <= slices[k].begin && slices[k].begin <= slices[k].end && slices[k].end <= sh[k],
                  "a device's slice lies inside the array");
        }
      });
    }
  });
  return 0;
}

}  // namespace shardmem_fuzz::partition_spec_target
