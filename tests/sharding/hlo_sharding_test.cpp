// Tests for sharding/hlo_sharding.hpp: NamedSharding -> XLA text, XLA text -> device tiles.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <shardmem/sharding/hlo_sharding.hpp>

using namespace shardmem;

namespace {
std::string hlo(const mesh& m, partition_spec p, std::size_t rank) {
  return to_string(hlo_sharding::from(named_sharding(m, std::move(p)), rank));
}
}  // namespace

TEST_CASE("NamedSharding converts to XLA's canonical iota text as JAX does") {
  // REFERENCE section 1, vectors from jax tests and XLA shardy tests.
  CHECK(hlo(mesh{{"x", 4}, {"y", 2}}, {"y", "x"}, 2) == "{devices=[2,4]<=[4,2]T(1,0)}");
  CHECK(hlo(mesh{{"x", 2}, {"y", 2}}, {"x", "y"}, 2) == "{devices=[2,2]<=[4]}");
  CHECK(hlo(mesh{{"x", 2}, {"y", 2}}, {"x"}, 1) == "{devices=[2,2]<=[4] last_tile_dim_replicate}");
  CHECK(hlo(mesh{{"a", 4}, {"b", 2}}, {"b", replicated}, 2) ==
        "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}");
  CHECK(hlo(mesh{{"a", 2}, {"b", 2}, {"c", 2}, {"d", 2}}, {"b", replicated}, 2) ==
        "{devices=[2,1,8]<=[2,2,4]T(1,0,2) last_tile_dim_replicate}");
  CHECK(hlo(mesh{{"x", 2}, {"y", 1}}, {replicated}, 2) == "{replicated}");
}

TEST_CASE("NamedSharding conversion drops size-1 axes and replicates when nothing is split") {
  CHECK(hlo(mesh{{"x", 4}, {"y", 2}}, {}, 2) == "{replicated}");
  CHECK(hlo(mesh{{"x", 2}, {"y", 1}}, {"y"}, 2) == "{replicated}");
  CHECK(hlo(mesh{{"x", 1}, {"y", 4}}, {"y", "x"}, 2) == "{devices=[4,1]<=[4]}");
  CHECK(hlo(mesh{{"x", 4}, {"y", 2}}, {axes{"x", "y"}}, 2) == "{devices=[8,1]<=[8]}");
  CHECK(hlo(mesh{{"x", 4}, {"y", 2}}, {axes{"y", "x"}}, 1) == "{devices=[8]<=[4,2]T(1,0)}");
  CHECK(hlo(mesh{{"x", 4}, {"y", 2}}, {replicated, "x"}, 3) == "{devices=[1,4,1,2]<=[8] last_tile_dim_replicate}");
  CHECK_THROWS_AS((void)hlo(mesh{{"x", 4}}, {"x", replicated}, 1), invalid_error);
}

TEST_CASE("the P('y','x') tiling lists devices 0,2,4,6,1,3,5,7") {
  // REFERENCE section 1: mesh (x=4,y=2), P('y','x') -> device order 0,2,4,6,1,3,5,7.
  const auto s = hlo_sharding::from(named_sharding(mesh{{"x", 4}, {"y", 2}}, {"y", "x"}), 2);
  CHECK(s.devices() == std::vector<std::int64_t>{0, 2, 4, 6, 1, 3, 5, 7});
}

TEST_CASE("the seed 004 sharding puts devices [[0,2],[1,3]] and f64[1528,6136] tiles") {
  // REFERENCE section 1 / seed 004: {devices=[2,2]<=[2,2]T(1,0)} on f64[3056,12272].
  const auto s = hlo_sharding::parse(
      "%param = f64[3056,12272]{1,0} parameter(0), sharding={devices=[2,2]<=[2,2]T(1,0)}, metadata={op_name=\"x\"}");
  CHECK(s.devices() == std::vector<std::int64_t>{0, 2, 1, 3});
  CHECK(s.tile_index(2) == std::vector<std::int64_t>{0, 1});
  CHECK(s.tile_index(1) == std::vector<std::int64_t>{1, 0});
  const shape array{3056, 12272};
  CHECK(s.tile_shape(array) == shape{1528, 6136});
  CHECK(s.device_slices(array, 0) == std::vector<index_range>{{0, 1528}, {0, 6136}});
  CHECK(s.device_slices(array, 2) == std::vector<index_range>{{0, 1528}, {6136, 12272}});
  CHECK(s.device_slices(array, 1) == std::vector<index_range>{{1528, 3056}, {0, 6136}});
  CHECK(s.device_slices(array, 3) == std::vector<index_range>{{1528, 3056}, {6136, 12272}});
  CHECK(to_string(s) == "{devices=[2,2]<=[2,2]T(1,0)}");
}

TEST_CASE("iota reshapes are canonicalized as XLA does") {
  // REFERENCE section 1: [3,4,5]T(1,2,0) -> [3,20]T(1,0); [3,4,5]T(2,0,1) -> [12,5]T(1,0).
  CHECK(to_string(hlo_sharding::parse("{devices=[3,4,5]<=[3,4,5]T(1,2,0)}")) == "{devices=[3,4,5]<=[3,20]T(1,0)}");
  CHECK(to_string(hlo_sharding::parse("{devices=[3,4,5]<=[3,4,5]T(2,0,1)}")) == "{devices=[3,4,5]<=[12,5]T(1,0)}");
  CHECK(to_string(hlo_sharding::parse("{devices=[2,3]<=[2,3]T(0,1)}")) == "{devices=[2,3]<=[6]}");
  CHECK(to_string(hlo_sharding::parse("{devices=[6]<=[1,6,1]T(2,1,0)}")) == "{devices=[6]<=[6]}");
  // Canonicalization keeps the device order.
  const auto raw = hlo_sharding::parse("{devices=[3,4,5]<=[3,4,5]T(1,2,0)}");
  std::vector<std::int64_t> expect;
  for (std::int64_t b = 0; b < 4; ++b)
    for (std::int64_t c = 0; c < 5; ++c)
      for (std::int64_t a = 0; a < 3; ++a) expect.push_back(a * 20 + b * 5 + c);
  CHECK(raw.devices() == expect);
}

TEST_CASE("explicit device lists, subgroups, maximal and manual parse and print back") {
  const auto e = hlo_sharding::parse("{devices=[2,1,2]2,3,5,7 last_tile_dim_replicate}");
  CHECK_FALSE(e.is_iota());
  CHECK(e.tile_dims() == std::vector<std::int64_t>{2, 1, 2});
  CHECK(e.data_rank() == 2);
  CHECK(e.devices() == std::vector<std::int64_t>{2, 3, 5, 7});
  CHECK(e.tile_index(5) == std::vector<std::int64_t>{1, 0, 0});
  CHECK(e.device_slices(shape{10, 3}, 7) == std::vector<index_range>{{5, 10}, {0, 3}});
  CHECK(to_string(e) == "{devices=[2,1,2]2,3,5,7 last_tile_dim_replicate}");
  CHECK_THROWS_WITH_AS((void)e.tile_index(4),
                       "device 4 holds no tile of HloSharding {devices=[2,1,2]2,3,5,7 "
                       "last_tile_dim_replicate}",
                       out_of_range_error);

  const auto m = hlo_sharding::parse("{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}");
  CHECK(m.subgroups() == std::vector<subgroup_type>{subgroup_type::manual, subgroup_type::replicated});
  CHECK(m.data_rank() == 1);
  CHECK(to_string(m) == "{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}");
  CHECK(m.tile_shape(shape{6}) == shape{3});

  const auto x = hlo_sharding::parse("{maximal device=3 metadata={op_name=\"a{b}\" source_file=\"f.py\"}}");
  CHECK(x.type() == hlo_sharding::kind::maximal);
  CHECK(x.device_slices(shape{4, 4}, 3) == std::vector<index_range>{{0, 4}, {0, 4}});
  CHECK(x.device_slices(shape{4, 4}, 0) == std::vector<index_range>{{0, 0}, {0, 0}});
  CHECK(to_string(x) == "{maximal device=3}");

  CHECK(hlo_sharding::parse("{replicated}").is_replicated());
  CHECK(hlo_sharding::parse(" { replicated } ").tile_shape(shape{5, 7}) == shape{5, 7});
  CHECK(to_string(hlo_sharding::parse("{manual}")) == "{manual}");
  // XLA canonicalizes a tiling that only replicates to {replicated}.
  CHECK(hlo_sharding::parse("{devices=[1,1,4]<=[4] last_tile_dim_replicate}").is_replicated());
  CHECK(to_string(hlo_sharding::parse("{devices=[2,1]<=[2] last_tile_dims={replicated}}")) == "{devices=[2]<=[2]}");
}

TEST_CASE("the device at each tile position and the tile of each device are inverse") {
  for (const char* text : {"{devices=[2,4]<=[4,2]T(1,0)}", "{devices=[3,4,5]<=[3,4,5]T(2,0,1)}",
                           "{devices=[2,1,8]<=[2,2,4]T(1,0,2) last_tile_dim_replicate}", "{devices=[2,2]1,0,3,2}"}) {
    CAPTURE(text);
    const auto s = hlo_sharding::parse(text);
    for (std::int64_t k = 0; k < s.device_count(); ++k) {
      const auto idx = s.tile_index(s.device_at(k));
      std::int64_t flat = 0;
      for (std::size_t i = 0; i < idx.size(); ++i) flat = flat * s.tile_dims()[i] + idx[i];
      CHECK(flat == k);
    }
  }
}

TEST_CASE("malformed or inconsistent HloSharding text is rejected with the position or the numbers") {
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2,2]<=[4]T(1,0"),
                       "cannot parse HloSharding \"{devices=[2,2]<=[4]T(1,0\" at position 24: expected ',' or ')'; "
                       "expected a form like {devices=[2,4]<=[4,2]T(1,0)}, {devices=[2,1,2]2,3,5,7 "
                       "last_tile_dim_replicate} or {replicated}",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2,2]<=[8]}"),
                       "tile assignment devices=[2,2] has 4 tiles but the iota <=[8] has 8 devices; the products must "
                       "match",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2,2]<=[2,2]T(0,0)}"),
                       "transpose T(0,0) is not a permutation of 0..1", invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2,2]<=[4]T(1,0)}"),
                       "transpose T(1,0) has 2 entries but the iota <=[4] has 1 dims", invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2,2]0,1,2}"),
                       "tile assignment devices=[2,2] has 4 tiles but 3 devices are listed", invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2]1,1}"),
                       "tile assignment devices=[2] lists device 1 twice; each device holds one tile", invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[0,2]<=[0]}"), "tile dims [0,2] must all be >= 1",
                       invalid_error);
  CHECK_THROWS_AS((void)hlo_sharding::parse("{{replicated}, {maximal device=0}}"), parse_error);
  CHECK_THROWS_AS((void)hlo_sharding::parse("{devices=[2,2]<=[4]"), parse_error);
  CHECK_THROWS_AS((void)hlo_sharding::parse("{tiled}"), parse_error);
  CHECK_THROWS_AS((void)hlo_sharding::parse(""), parse_error);
  CHECK_THROWS_AS((void)hlo_sharding::parse("{devices=[2]<=[2] last_tile_dims={sideways}}"), parse_error);
  CHECK_THROWS_AS((void)hlo_sharding::parse("{devices=[99999999999999999999]<=[2]}"), parse_error);
  CHECK_THROWS_AS((void)hlo_sharding::parse("{devices=[4294967296,4294967296]<=[2]}"), overflow_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2,2]<=[4]}").tile_shape(shape{8}),
                       "HloSharding {devices=[2,2]<=[4]} tiles 2 dimensions but the array [8] has rank 1",
                       invalid_error);
}

TEST_CASE("trailing junk after an HloSharding is refused, not ignored") {
  const std::string tail = "; expected a form like {devices=[2,4]<=[4,2]T(1,0)}, {devices=[2,1,2]2,3,5,7 "
                           "last_tile_dim_replicate} or {replicated}";
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{replicated}xyz"),
                       ("cannot parse HloSharding \"{replicated}xyz\" at position 12: expected nothing after the "
                        "closing '}'" +
                        tail)
                           .c_str(),
                       parse_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2]0,1} junk"),
                       ("cannot parse HloSharding \"{devices=[2]0,1} junk\" at position 17: expected nothing after "
                        "the closing '}'" +
                        tail)
                           .c_str(),
                       parse_error);
  // A keyword is a whole word; an attribute is `key=value`, `shard_as N` or `shard_like N`.
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{replicatedxyz}"),
                       doctest::Contains("at position 1: expected replicated, manual, maximal or devices="),
                       parse_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{replicated xyz}"),
                       doctest::Contains(
                           "at position 12: expected an attribute (metadata={...}, shard_as N, shard_like N) or '}'"),
                       parse_error);
  // Whole HLO line: what follows the sharding is the line's next attribute, or nothing.
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("p = f32[4] parameter(0), sharding={replicated} junk"),
                       doctest::Contains("expected ',' or the end of the line after the closing '}'"), parse_error);
  // What may follow still parses.
  CHECK(hlo_sharding::parse("{replicated} \r\n").is_replicated());
  CHECK(
      hlo_sharding::parse("p = f32[4] parameter(0), sharding={replicated}, metadata={op_name=\"a\"}").is_replicated());
  CHECK(hlo_sharding::parse("{devices=[2]0,1 shard_as 1 metadata={op_name=\"sharding={x}\"}}").device_count() == 2);
  CHECK(hlo_sharding::parse("{maximal device=1 shard_like 0}").maximal_device() == 1);
}

// Found by tests/fuzz/fuzz_hlo_sharding: dropping the size-1 replicated subgroup of a rank-0 tiling
// left no tile dims at all, printed `{devices=[]2}`, which does not parse.
TEST_CASE("fuzz: a tiling with no data dims and a size-1 subgroup is replicated, and prints so") {
  const auto h = hlo_sharding::parse("{devices=[1]2 last_tile_dim_replicate}");
  CHECK(h.is_replicated());
  CHECK(to_string(h) == "{replicated}");
  CHECK(hlo_sharding::parse("{devices=[1]<=[1] last_tile_dims={manual}}").type() == hlo_sharding::kind::manual);
  CHECK(hlo_sharding::parse(to_string(h)) == h);
}

TEST_CASE("a tiling spans at most mesh::max_devices devices") {
  CHECK(hlo_sharding::parse("{devices=[4096,4096]<=[16777216]}").device_count() == 16777216);
  CHECK_THROWS_WITH_AS(
      (void)hlo_sharding::parse("{devices=[4096,4097]<=[16781312]}"),
      "tile assignment devices=[4096,4097] has 16781312 tiles, more than the 16777216 (2^24) devices a "
      "sharding may span; use fewer tiles",
      invalid_error);
}

// ---- holders, replication_factor, distinct_shards, replica_id ----

TEST_CASE("devices along a last_tile_dim_replicate dim hold copies of one tile") {
  // XLA xla/hlo/ir/hlo_sharding.h, HloSharding::PartialTile: "the last dimension is the additional
  // replication dimension". Tile (0,0) is on devices 0 and 1, tile (1,0) on 2 and 3.
  const auto h = hlo_sharding::parse("{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}");
  CHECK(h.replication_factor() == 2);
  CHECK(h.distinct_shards() == 2);
  CHECK(h.holders() == std::vector<std::int64_t>{0, 1, 2, 3});
  CHECK(h.replica_ids() == std::vector<std::int64_t>{0, 1, 0, 1});
  const shape array{4, 6};
  CHECK(h.device_slices(array, 0) == h.device_slices(array, 1));
  CHECK(h.device_slices(array, 2) == h.device_slices(array, 3));
  CHECK(h.device_slices(array, 0) != h.device_slices(array, 2));
}

TEST_CASE("replica ids number a tile's copies in device-id order, as JAX's device_replica_id_map does") {
  // The tool's golden `shard --hlo '{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}'`: the
  // iota puts devices 0 and 2 on tile 0, 1 and 3 on tile 1.
  const auto t = hlo_sharding::parse("{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}");
  CHECK(t.replica_ids() == std::vector<std::int64_t>{0, 0, 1, 1});
  CHECK(t.replica_id(2) == 1);
  CHECK(t.replication_factor() == 2);
  CHECK(t.distinct_shards() == 2);
  // Device order, not the position along the subgroup dim: tile 0 of this iota is on devices 0, 4,
  // 1, 5 (subgroup positions 0..3), so device 4 is copy 2 and device 1 copy 1.
  const auto u = hlo_sharding::parse("{devices=[2,4]<=[2,4]T(1,0) last_tile_dim_replicate}");
  CHECK(u.tile_index(4) == std::vector<std::int64_t>{0, 1});
  CHECK(u.replica_id(0) == 0);
  CHECK(u.replica_id(1) == 1);
  CHECK(u.replica_id(4) == 2);
  CHECK(u.replica_id(5) == 3);
  CHECK(u.replica_ids() == std::vector<std::int64_t>{0, 1, 0, 1, 2, 3, 2, 3});
  // Seed 004: four tiles, no copies.
  const auto s = hlo_sharding::parse("{devices=[2,2]<=[2,2]T(1,0)}");
  CHECK(s.replication_factor() == 1);
  CHECK(s.distinct_shards() == 4);
  CHECK(s.replica_ids() == std::vector<std::int64_t>{0, 0, 0, 0});
}

TEST_CASE("manual and unreduced subgroups hold different values, not copies") {
  const auto m = hlo_sharding::parse("{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}");
  CHECK(m.replication_factor() == 2);
  CHECK(m.distinct_shards() == 4);
  CHECK(m.replica_ids() == std::vector<std::int64_t>{0, 1, 0, 1, 0, 1, 0, 1});
  const auto u = hlo_sharding::parse("{devices=[2,2]<=[4] last_tile_dims={unreduced}}");
  CHECK(u.replication_factor() == 1);
  CHECK(u.distinct_shards() == 4);
  CHECK(u.replica_ids() == std::vector<std::int64_t>{0, 0, 0, 0});
}

TEST_CASE("replicated and manual span the program's devices; maximal holds one") {
  const auto r = hlo_sharding::replicate();
  CHECK(r.holders() == std::vector<std::int64_t>{0});
  CHECK(r.holders(4) == std::vector<std::int64_t>{0, 1, 2, 3});
  CHECK(r.replication_factor(4) == 4);
  CHECK(r.distinct_shards(4) == 1);
  CHECK(r.replica_ids(4) == std::vector<std::int64_t>{0, 1, 2, 3});
  CHECK(r.replica_id(3) == 3);

  const auto m = hlo_sharding::manual();
  CHECK(m.holders(3) == std::vector<std::int64_t>{0, 1, 2});
  CHECK(m.replication_factor(3) == 1);
  CHECK(m.distinct_shards(3) == 3);
  CHECK(m.replica_ids(3) == std::vector<std::int64_t>{0, 0, 0});

  const auto x = hlo_sharding::maximal(3);
  CHECK(x.holders(8) == std::vector<std::int64_t>{3});
  CHECK(x.replication_factor(8) == 1);
  CHECK(x.distinct_shards(8) == 1);
  CHECK(x.replica_ids(8) == std::vector<std::int64_t>{0});
  CHECK(x.replica_id(3) == 0);
}

TEST_CASE("holder queries name the sharding, the numbers and the fix") {
  CHECK_THROWS_WITH_AS((void)hlo_sharding::replicate().holders(0),
                       "HloSharding {replicated} spans every device of the program, but program_devices is 0; give the "
                       "program's device count, 1 to 16777216 (2^24)",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::manual().replica_ids(16777217),
                       "HloSharding {manual} spans every device of the program, but program_devices is 16777217; give "
                       "the program's device count, 1 to 16777216 (2^24)",
                       invalid_error);
  CHECK_THROWS_AS((void)hlo_sharding::replicate().replication_factor(-1), invalid_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::maximal(3).replica_id(2),
                       "device 2 holds no data under HloSharding {maximal device=3}; only device 3 does",
                       out_of_range_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::replicate().replica_id(-1),
                       "device -1 holds no data under HloSharding {replicated}; device ids are >= 0",
                       out_of_range_error);
  CHECK_THROWS_WITH_AS((void)hlo_sharding::parse("{devices=[2]3,5}").replica_id(4),
                       "device 4 holds no tile of HloSharding {devices=[2]3,5}", out_of_range_error);
  // A tiling names its devices: program_devices is not read.
  CHECK(hlo_sharding::parse("{devices=[2]3,5}").holders(0) == std::vector<std::int64_t>{3, 5});
}

TEST_CASE("a NamedSharding's HloSharding has its replication factor, shard count and replica ids") {
  struct example {
    mesh m;
    partition_spec spec;
    std::size_t rank;
  };
  const std::vector<example> examples{
      {mesh{{"x", 4}, {"y", 2}}, {"x"}, 1},
      {mesh{{"x", 4}, {"y", 2}}, {"y"}, 2},
      {mesh{{"x", 4}, {"y", 2}}, {"y", "x"}, 2},
      {mesh{{"x", 4}, {"y", 2}}, {}, 2},
      {mesh{{"a", 4}, {"b", 2}}, {"b", replicated}, 2},
      {mesh{{"a", 2}, {"b", 2}, {"c", 2}, {"d", 2}}, {"b", replicated}, 2},
      {mesh{{"a", 2}, {"b", 3}, {"c", 2}}, {replicated, "c"}, 2},
      {mesh{{"a", 2}, {"b", 1}, {"c", 4}}, {axes{"c", "a"}}, 1},
      {mesh{{"data", 2}, {"model", 4}}, {"model"}, 2},
  };
  for (const example& e : examples) {
    const named_sharding n{e.m, e.spec};
    const hlo_sharding h = hlo_sharding::from(n, e.rank);
    const std::int64_t devices = e.m.device_count();
    CAPTURE(to_string(h));
    CHECK(h.replication_factor(devices) == n.replication_factor());
    CHECK(h.distinct_shards(devices) == n.distinct_shards());
    const auto ids = h.holders(devices);
    const auto replicas = h.replica_ids(devices);
    REQUIRE(ids.size() == static_cast<std::size_t>(devices));
    for (std::size_t i = 0; i < ids.size(); ++i) {
      CAPTURE(ids[i]);
      CHECK(ids[i] == static_cast<std::int64_t>(i));
      CHECK(replicas[i] == n.replica_id(ids[i]));
      CHECK(h.replica_id(ids[i]) == n.replica_id(ids[i]));
    }
  }
}

TEST_CASE("replica ids: each tile's copies are numbered 0..replication_factor-1, the same in bulk and one by one") {
  for (const char* text :
       {"{devices=[2,1,2]2,3,5,7 last_tile_dim_replicate}", "{devices=[2,4]<=[2,4]T(1,0) last_tile_dim_replicate}",
        "{devices=[2,2,2]<=[2,2,2]T(2,0,1) last_tile_dims={replicated, manual}}",
        "{devices=[3,4]<=[4,3]T(1,0) last_tile_dim_replicate}", "{devices=[2,2]1,0,3,2}",
        "{devices=[1,2,3]5,0,4,1,3,2 last_tile_dim_replicate}"}) {
    CAPTURE(text);
    const auto h = hlo_sharding::parse(text);
    const auto ids = h.holders();
    const auto replicas = h.replica_ids();
    REQUIRE(replicas.size() == ids.size());
    CHECK(std::is_sorted(ids.begin(), ids.end()));
    CHECK(static_cast<std::int64_t>(ids.size()) == h.replication_factor() * h.distinct_shards());
    std::vector<std::int64_t> copies(static_cast<std::size_t>(h.replication_factor()), 0);
    for (std::size_t i = 0; i < ids.size(); ++i) {
      CAPTURE(ids[i]);
      CHECK(h.replica_id(ids[i]) == replicas[i]);
      REQUIRE(replicas[i] >= 0);
      REQUIRE(replicas[i] < h.replication_factor());
      ++copies[static_cast<std::size_t>(replicas[i])];
    }
    for (const std::int64_t c : copies) CHECK(c == h.distinct_shards());
  }
}
