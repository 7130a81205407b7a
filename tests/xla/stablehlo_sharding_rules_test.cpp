// stablehlo_sharding_rules.hpp: the tilings the propagation's rules write, and a function result's
// sharding made even as Shardy's export makes it.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/stablehlo_sharding_rules.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

// The rules' helpers, reached as the propagation reaches them.
struct rules : detail::sharding_rules {
  explicit rules(hlo_module& m) : sharding_rules(m) {}
  using sharding_rules::tiled;
};

hlo_shape f32(std::vector<std::int64_t> dims) {
  hlo_shape s;
  s.element = dtype::f32;
  s.dims.assign(dims.begin(), dims.end());
  return s;
}

}  // namespace

TEST_CASE("a tiling the rules write replicates over the devices its tiles leave, and is kept once") {
  hlo_module m;
  rules r(m);
  const std::string_view a = r.tiled({2, 1}, 8);
  CHECK(a == "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  CHECK(r.tiled({2, 1}, 8).data() == a.data());  // the module's one copy
  CHECK(r.tiled({4, 2}, 8) == "{devices=[4,2]<=[8]}");
  CHECK(r.tiled({1, 1}, 8) == "{replicated}");
  CHECK(r.tiled({3}, 8).empty());  // 3 tiles over 8 devices: none
}

TEST_CASE("a result's dimension its tiles do not divide is made whole, as jaxlib 0.10.2's Shardy export") {
  // tests/data/jax/reshard_uneven_500x256_x8: JAX's compiled output is the 500 rows whole on each
  // of 8 devices. A dimension that divides keeps its tiles beside one made whole.
  CHECK(detail::evenly_sharded("{devices=[8,1]<=[8]}", f32({500, 256})) == std::optional<std::string>("{replicated}"));
  CHECK(detail::evenly_sharded("{devices=[2,4]<=[8]}", f32({1000, 30})) ==
        std::optional<std::string>("{devices=[2,1,4]<=[8] last_tile_dim_replicate}"));
  CHECK_FALSE(detail::evenly_sharded("{devices=[8,1]<=[8]}", f32({512, 256})).has_value());  // even already
  CHECK_FALSE(detail::evenly_sharded("{replicated}", f32({500, 256})).has_value());
  CHECK_FALSE(detail::evenly_sharded("{devices=[8,1]<=[8]}", f32({500})).has_value());  // another rank
}
