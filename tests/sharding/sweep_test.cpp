// Randomized sweeps over meshes, specs and shapes that check the documented postconditions of
// named_sharding and hlo_sharding on every device.
#include <doctest/doctest.h>

#include <shardmem/sharding/hlo_sharding.hpp>

#include <algorithm>
#include <random>

using namespace shardmem;

namespace {

struct case_t {
  mesh m;
  partition_spec spec;
  tensor t;
};

// A random mesh of 1-4 axes (sizes 1-4), a random spec using a random subset of its axes in
// random order over a random rank 0-4, and a shape that is divisible (strict) or arbitrary.
case_t random_case(std::mt19937_64& rng, bool divisible) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::vector<mesh_axis> axes_list;
  const int naxes = pick(1, 4);
  for (int i = 0; i < naxes; ++i) axes_list.push_back({fmt::format("a{}", i), pick(1, 4)});
  mesh m(axes_list);
  const auto rank = static_cast<std::size_t>(pick(0, 4));
  std::vector<partition_spec::entry> entries(rank);
  std::vector<int> order(static_cast<std::size_t>(naxes));
  for (int i = 0; i < naxes; ++i) order[static_cast<std::size_t>(i)] = i;
  std::shuffle(order.begin(), order.end(), rng);
  if (rank > 0)
    for (int i : order) {
      const int dim = pick(-1, static_cast<int>(rank) - 1);  // -1: unused
      if (dim >= 0) entries[static_cast<std::size_t>(dim)].push_back(axes_list[static_cast<std::size_t>(i)].name);
    }
  while (!entries.empty() && pick(0, 1) == 0 && entries.back().empty()) entries.pop_back();
  partition_spec spec(entries);
  std::vector<std::int64_t> extents(rank);
  for (std::size_t d = 0; d < rank; ++d) {
    std::int64_t parts = 1;
    for (const auto& a : spec[d]) parts *= m.axis_size(a);
    extents[d] = divisible ? parts * pick(0, 3) : pick(0, 13);
  }
  const dtype types[] = {dtype::f32, dtype::bf16, dtype::s4, dtype::pred, dtype::f64};
  return {m, spec, tensor{"t", shape(extents), types[pick(0, 4)]}};
}

// For every element, how many devices hold it, from the devices' slices.
std::vector<int> holders(const case_t& c, const std::vector<std::vector<index_range>>& slices) {
  const auto& ext = c.t.shape;
  std::vector<int> count(static_cast<std::size_t>(ext.elements()), 0);
  for (const auto& sl : slices) {
    // Visit the box sl in row-major order.
    bool empty = false;
    for (const auto& r : sl) empty = empty || r.size() <= 0;
    if (empty) continue;
    std::vector<std::int64_t> idx(sl.size());
    for (std::size_t d = 0; d < sl.size(); ++d) idx[d] = sl[d].begin;
    for (;;) {
      std::int64_t flat = 0;
      for (std::size_t d = 0; d < sl.size(); ++d) flat = flat * ext[d] + idx[d];
      ++count[static_cast<std::size_t>(flat)];
      std::size_t d = sl.size();
      while (d > 0 && ++idx[d - 1] == sl[d - 1].end) {
        idx[d - 1] = sl[d - 1].begin;
        --d;
      }
      if (d == 0) break;
    }
  }
  return count;
}

}  // namespace

TEST_CASE("in strict mode the distinct shards tile the array exactly and each element has replication-factor holders") {
  std::mt19937_64 rng(20261122);
  for (int iter = 0; iter < 400; ++iter) {
    const case_t c = random_case(rng, true);
    CAPTURE(fmt::format("{} {} {:n}", c.m, c.spec, c.t));
    const named_sharding s(c.m, c.spec);
    const shape tile = s.shard_shape(c.t, shard_mode::strict);
    std::vector<std::vector<index_range>> all, first_replicas;
    for (std::int64_t d = 0; d < c.m.device_count(); ++d) {
      auto sl = s.device_slices(c.t, d, shard_mode::strict);
      for (std::size_t k = 0; k < sl.size(); ++k) CHECK(sl[k].size() == tile[k]);  // every shard is full
      if (s.replica_id(d) == 0) first_replicas.push_back(sl);
      all.push_back(std::move(sl));
    }
    CHECK(static_cast<std::int64_t>(first_replicas.size()) == s.distinct_shards());
    for (int n : holders(c, first_replicas)) CHECK(n == 1);
    for (int n : holders(c, all)) CHECK(n == s.replication_factor());
    CHECK(s.padding_bytes(c.t) == 0_B);  // every buffer is full
  }
}

TEST_CASE("in padded mode each element has replication-factor holders and padded bytes >= strict bytes") {
  std::mt19937_64 rng(7);
  for (int iter = 0; iter < 400; ++iter) {
    const case_t c = random_case(rng, false);
    CAPTURE(fmt::format("{} {} {:n}", c.m, c.spec, c.t));
    const named_sharding s(c.m, c.spec);
    std::vector<std::vector<index_range>> all;
    std::vector<std::int64_t> replicas_seen;
    bytes real{0};
    for (std::int64_t d = 0; d < c.m.device_count(); ++d) {
      all.push_back(s.device_slices(c.t, d, shard_mode::padded));
      std::int64_t held = 1;
      for (const auto& r : all.back()) held *= r.size();
      real += storage_bytes(c.t.dtype, held);
      CHECK(s.replica_id(d) < s.replication_factor());
    }
    for (int n : holders(c, all)) CHECK(n == s.replication_factor());
    const bytes padded = s.per_device_bytes(c.t, shard_mode::padded);
    // padding_bytes is the buffers minus the real elements, summed over devices.
    CHECK(s.padding_bytes(c.t) == padded * c.m.device_count() - real);
    CHECK(s.padding_bytes(c.t) >= 0_B);
    bool divisible = true;
    for (std::size_t d = 0; d < c.t.shape.rank(); ++d) divisible = divisible && c.t.shape[d] % s.partitions(d) == 0;
    if (divisible) {
      CHECK(padded == s.per_device_bytes(c.t, shard_mode::strict));
    } else {
      CHECK_THROWS_AS((void)s.per_device_bytes(c.t, shard_mode::strict), indivisible_error);
      // The padded buffer holds at least an even share of the array.
      CHECK(padded * s.distinct_shards() >= c.t.nbytes());
    }
  }
}

TEST_CASE("HloSharding text round-trips through the parser to the same device tiles") {
  std::mt19937_64 rng(42);
  for (int iter = 0; iter < 400; ++iter) {
    const case_t c = random_case(rng, iter % 2 == 0);
    CAPTURE(fmt::format("{} {} {:n}", c.m, c.spec, c.t));
    const named_sharding s(c.m, c.spec);
    const hlo_sharding h = hlo_sharding::from(s, c.t.shape.rank());
    const std::string text = to_string(h);
    CAPTURE(text);
    const hlo_sharding back = hlo_sharding::parse(text);
    CHECK(back == h);
    CHECK(to_string(back) == text);
    CHECK(h.is_replicated() == s.is_fully_replicated());
    if (!h.is_replicated()) CHECK(back.device_count() == c.m.device_count());
    CHECK(back.tile_shape(c.t.shape) == s.shard_shape(c.t, shard_mode::padded));
    for (std::int64_t d = 0; d < c.m.device_count(); ++d) {
      CAPTURE(d);
      CHECK(back.device_slices(c.t.shape, d) == s.device_slices(c.t, d, shard_mode::padded));
    }
    // The explicit-list form of the same tiling is the same sharding.
    if (!h.is_replicated()) {
      const auto listed = hlo_sharding::explicit_tile(h.tile_dims(), h.devices(), h.subgroups());
      CHECK(listed == h);
      CHECK(hlo_sharding::parse(to_string(listed)) == h);
    }
  }
}
