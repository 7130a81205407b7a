// Tests for sharding/named_sharding.hpp: shard shapes (strict and padded), bytes, index ranges,
// replica ids and per-process bytes, against JAX's and XLA's test vectors.
#include <doctest/doctest.h>

#include <shardmem/sharding/named_sharding.hpp>

#include <string>

#include "../doubling.hpp"

using namespace shardmem;

namespace {
const mesh mesh_4x2{{"x", 4}, {"y", 2}};
std::vector<std::int64_t> extents(const shape& s) { return {s.begin(), s.end()}; }
}  // namespace

TEST_CASE("shard shapes match jax tests/array_test.py test_shard_shape") {
  // REFERENCE section 1: global (8,4), mesh (x=4, y=2).
  const tensor t{"a", {8, 4}, dtype::f32};
  auto shard = [&](partition_spec p) { return extents(named_sharding(mesh_4x2, std::move(p)).shard_shape(t)); };
  CHECK(shard({"x", "y"}) == std::vector<std::int64_t>{2, 2});
  CHECK(shard({"x"}) == std::vector<std::int64_t>{2, 4});
  CHECK(shard({"y"}) == std::vector<std::int64_t>{4, 4});
  CHECK(shard({replicated, "y"}) == std::vector<std::int64_t>{8, 2});
  CHECK(shard({replicated, "x"}) == std::vector<std::int64_t>{8, 1});
  CHECK(shard({axes{"x", "y"}}) == std::vector<std::int64_t>{1, 4});
  CHECK(shard({}) == std::vector<std::int64_t>{8, 4});
}

TEST_CASE("strict placement of an indivisible dimension is JAX's IndivisibleError") {
  // REFERENCE section 1: shape (8,3) with P('x','y') on (x=4, y=2) raises IndivisibleError.
  const named_sharding s(mesh_4x2, {"x", "y"});
  CHECK_THROWS_WITH_AS((void)s.shard_shape(tensor{"a", {8, 3}, dtype::f32}),
                       "cannot shard tensor 'a' f32[8,3] with P('x', 'y') on mesh {x: 4, y: 2}: dim 1 (3) is not "
                       "divisible by mesh axis 'y' (size 2); array axis 1 is partitioned 2 times, but the dimension "
                       "size is 3; pad dim 1 to 4 or leave it replicated",
                       indivisible_error);
  // REFERENCE section 1: "array axis 0 is partitioned 2 times, but the dimension size is 1".
  CHECK_THROWS_WITH_AS((void)named_sharding(mesh{{"x", 2}}, {"x"}).per_device_bytes(tensor{"v", {1}, dtype::f32}),
                       "cannot shard tensor 'v' f32[1] with P('x') on mesh {x: 2}: dim 0 (1) is not divisible by mesh "
                       "axis 'x' (size 2); array axis 0 is partitioned 2 times, but the dimension size is 1; pad dim 0 "
                       "to 2 or leave it replicated",
                       indivisible_error);
  CHECK_THROWS_WITH_AS((void)named_sharding(mesh_4x2, {axes{"x", "y"}}).shard_shape(tensor{"w", {12}, dtype::bf16}),
                       "cannot shard tensor 'w' bf16[12] with P(('x', 'y')) on mesh {x: 4, y: 2}: dim 0 (12) is not "
                       "divisible by mesh axes ('x', 'y') (size 8); array axis 0 is partitioned 8 times, but the "
                       "dimension size is 12; pad dim 0 to 16 or leave it replicated",
                       indivisible_error);
}

TEST_CASE("inside a program XLA pads: tile = ceil(dim / parts), ranges clamped at the edge") {
  // REFERENCE section 1: 113003 elements over 2 devices -> tile 56502; device 0 [0, 56502),
  // device 1 [56502, 113003).
  const named_sharding s(mesh{{"x", 2}}, {"x"});
  const tensor v{"v", {113003}, dtype::f32};
  CHECK(extents(s.shard_shape(v, shard_mode::padded)) == std::vector<std::int64_t>{56502});
  CHECK(s.device_slices(v, 0, shard_mode::padded) == std::vector<index_range>{{0, 56502}});
  CHECK(s.device_slices(v, 1, shard_mode::padded) == std::vector<index_range>{{56502, 113003}});
  CHECK(s.per_device_bytes(v, shard_mode::padded) == bytes{56502 * 4});
  CHECK(s.padding_bytes(v) == bytes{4});  // device 1's buffer has one padded f32
  // XLA spmd_partitioner_test: f32[3,3] split 2 ways on dim 0 -> f32[2,3] per device.
  const tensor w{"w", {3, 3}, dtype::f32};
  CHECK(extents(s.shard_shape(w, shard_mode::padded)) == std::vector<std::int64_t>{2, 3});
  CHECK(s.padding_bytes(w) == bytes{12});
  CHECK_THROWS_AS((void)s.shard_shape(w, shard_mode::strict), indivisible_error);
}

TEST_CASE("a padded device past the end of a short dimension holds an empty range") {
  const named_sharding s(mesh{{"x", 4}}, {"x"});
  const tensor v{"v", {2}, dtype::f32};
  CHECK(s.device_slices(v, 0, shard_mode::padded) == std::vector<index_range>{{0, 1}});
  CHECK(s.device_slices(v, 1, shard_mode::padded) == std::vector<index_range>{{1, 2}});
  CHECK(s.device_slices(v, 2, shard_mode::padded) == std::vector<index_range>{{2, 2}});
  CHECK(s.device_slices(v, 3, shard_mode::padded) == std::vector<index_range>{{2, 2}});
  CHECK(s.padding_bytes(v) == bytes{8});
}

TEST_CASE("device slices follow the iota device order") {
  const named_sharding s(mesh_4x2, {"x", "y"});
  const tensor t{"a", {8, 4}, dtype::f32};
  // device 2*x + y holds rows [2x, 2x+2) and columns [2y, 2y+2).
  CHECK(s.device_slices(t, 0) == std::vector<index_range>{{0, 2}, {0, 2}});
  CHECK(s.device_slices(t, 1) == std::vector<index_range>{{0, 2}, {2, 4}});
  CHECK(s.device_slices(t, 5) == std::vector<index_range>{{4, 6}, {2, 4}});
  // P(('x','y')) splits rows 8 ways with x major: device d holds row d.
  const named_sharding flat(mesh_4x2, {axes{"x", "y"}});
  for (std::int64_t d = 0; d < 8; ++d) CHECK(flat.device_slices(t, d) == std::vector<index_range>{{d, d + 1}, {0, 4}});
  // P(('y','x')) puts y major: device 2x + y holds row 4y + x.
  const named_sharding swapped(mesh_4x2, {axes{"y", "x"}});
  CHECK(swapped.device_slices(t, 1) == std::vector<index_range>{{4, 5}, {0, 4}});
  CHECK(swapped.device_slices(t, 2) == std::vector<index_range>{{1, 2}, {0, 4}});
}

TEST_CASE("replica ids match jax tests/array_test.py test_array_2d_shard") {
  // REFERENCE section 1: global (8,2), mesh (x=4, y=2), devices 0..7.
  auto ids = [](partition_spec p) {
    const named_sharding s(mesh_4x2, std::move(p));
    std::vector<std::int64_t> out;
    for (std::int64_t d = 0; d < 8; ++d) out.push_back(s.replica_id(d));
    return out;
  };
  CHECK(ids({"x"}) == std::vector<std::int64_t>{0, 1, 0, 1, 0, 1, 0, 1});
  CHECK(ids({"y"}) == std::vector<std::int64_t>{0, 0, 1, 1, 2, 2, 3, 3});
  CHECK(ids({"x", "y"}) == std::vector<std::int64_t>{0, 0, 0, 0, 0, 0, 0, 0});
  CHECK(ids({}) == std::vector<std::int64_t>{0, 1, 2, 3, 4, 5, 6, 7});
  CHECK(named_sharding(mesh_4x2, {}).is_fully_replicated());
  CHECK_FALSE(named_sharding(mesh_4x2, {"x"}).is_fully_replicated());
}

TEST_CASE("replication factor and distinct shards count the unused and used axes") {
  CHECK(named_sharding(mesh_4x2, {"x"}).replication_factor() == 2);
  CHECK(named_sharding(mesh_4x2, {"x"}).distinct_shards() == 4);
  CHECK(named_sharding(mesh_4x2, {"y"}).replication_factor() == 4);
  CHECK(named_sharding(mesh_4x2, {"x", "y"}).replication_factor() == 1);
  CHECK(named_sharding(mesh_4x2, {}).replication_factor() == 8);
  CHECK(named_sharding(mesh_4x2, {}).distinct_shards() == 1);
  CHECK(named_sharding(mesh{{"x", 1}, {"y", 2}}, {"x"}).is_fully_replicated());  // a size-1 axis shards nothing
}

TEST_CASE("per-device bytes of Llama-3.1-8B weights under common shardings") {
  const mesh m{{"data", 2}, {"model", 4}};
  const tensor emb{"embed", {128256, 4096}, dtype::bf16};
  CHECK(named_sharding(m, {}).per_device_bytes(emb) == bytes{1'050'673'152});
  CHECK(named_sharding(m, {axes{"data", "model"}}).per_device_bytes(emb) == bytes{1'050'673'152 / 8});
  CHECK(named_sharding(m, {replicated, "model"}).per_device_bytes(emb) == bytes{1'050'673'152 / 4});
  const tensor kv{"k_proj", {4096, 1024}, dtype::bf16};
  CHECK(named_sharding(m, {"data", "model"}).per_device_bytes(kv) == 1_MiB);
}

TEST_CASE("sub-byte shards round up per device") {
  const named_sharding s(mesh{{"x", 2}}, {"x"});
  CHECK(s.per_device_bytes(tensor{"q", {6}, dtype::s4}) == 2_B);  // 3 nibbles -> 2 bytes
  CHECK(s.per_device_bytes(tensor{"q", {5}, dtype::s4}, shard_mode::padded) == 2_B);
  CHECK(s.padding_bytes(tensor{"q", {6}, dtype::s4}) == 0_B);  // buffers hold 3 real values each
  CHECK(s.padding_bytes(tensor{"q", {5}, dtype::s4}) == 1_B);  // device 1: 2 values in 2 bytes
}

TEST_CASE("bytes per process sum each host's devices") {
  const mesh m = mesh{{"data", 4}, {"model", 2}}.with_devices_per_process(2);
  const tensor w{"w", {1024, 1024}, dtype::f32};
  const named_sharding dp(m, {"data"});
  CHECK(dp.bytes_per_process(w) == std::vector<bytes>(4, 2_MiB));
  const named_sharding host(m, {}, memory_kind::pinned_host);
  CHECK(host.memory_kind() == memory_kind::pinned_host);
  CHECK(host.bytes_per_process(w) == std::vector<bytes>(4, 8_MiB));
}

TEST_CASE("a named sharding validates its spec and prints in one notation") {
  CHECK_THROWS_AS((void)named_sharding(mesh{{"z", 4}}, {"x"}), invalid_error);
  CHECK_THROWS_AS((void)named_sharding(mesh_4x2, {"x", "x"}), invalid_error);
  CHECK_THROWS_AS((void)named_sharding(mesh_4x2, {"x", "y"}).shard_shape(tensor{"b", {8}, dtype::f32}), invalid_error);
  CHECK(fmt::format("{}", named_sharding(mesh_4x2, {"x", replicated})) == "NamedSharding({x: 4, y: 2}, P('x', None))");
  CHECK(fmt::format("{}", named_sharding(mesh_4x2, {}, memory_kind::pinned_host)) ==
        "NamedSharding({x: 4, y: 2}, P(), pinned_host)");
  CHECK(fmt::format("{}", index_range{2, 4}) == "2:4");
  CHECK(fmt::format("{}", memory_kind::pinned_host) == "pinned_host");
  CHECK_THROWS_AS((void)named_sharding(mesh_4x2, {"x"}).replica_id(8), out_of_range_error);
}

TEST_CASE("a named sharding over 100000 axes is validated once, and its queries stay linear") {
  // Each query used to validate the spec against the mesh again (a pairwise scan), and replica_id
  // compared every mesh axis with every used one: quadratic in the axes per query.
  auto queries = [](std::int64_t n) {
    std::vector<mesh_axis> axes{{"x", 4}, {"y", 2}};
    std::vector<partition_spec::entry> entries{{"x"}};
    std::vector<std::int64_t> dims{8};
    for (std::int64_t i = 0; i < n; ++i) {
      axes.push_back({"a" + std::to_string(i), 1});
      entries.push_back({"a" + std::to_string(i)});
      dims.push_back(1);
    }
    const named_sharding s(mesh(std::move(axes)), partition_spec(std::move(entries)));
    const tensor t{"w", shape(dims), dtype::f32};
    CHECK(s.shard_shape(t)[0] == 2);
    CHECK(s.per_device_bytes(t) == bytes{8});
    CHECK(s.padding_bytes(t) == bytes{0});
    CHECK(s.replication_factor() == 2);
    CHECK(s.replica_id(3) == 1);
    CHECK(s.device_slices(t, 7)[0] == index_range{6, 8});
  };
  shardmem_test::check_linear(queries, 25'000);  // 25,000 and 100,000 axes
}
