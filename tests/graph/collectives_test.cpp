// Tests for graph/collectives.hpp: per-device bytes, traffic and staging of each collective, and
// the op sequences reshard() inserts.
#include <doctest/doctest.h>

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/liveness.hpp>

using namespace shardmem;

namespace {
std::vector<std::string> op_kinds_of(const dataflow_graph& g) {
  std::vector<std::string> out;
  for (std::size_t o = 0; o < g.op_count(); ++o) out.emplace_back(g.op_kind(static_cast<op_id>(o)));
  return out;
}
std::string spec_of(const dataflow_graph& g, value_id v) { return to_string(g.sharding(v).spec()); }
}  // namespace

TEST_CASE("an FSDP parameter all-gather grows the buffer by the axis size") {
  dataflow_graph g(mesh{{"fsdp", 8}});
  const auto w = g.add_value({.tensor = {"w", {4096, 4096}, dtype::bf16}, .spec = {"fsdp"}, .role = role::parameter});
  const auto full = all_gather(g, w, 0);
  CHECK(g.per_device_bytes(w) == 4_MiB);
  CHECK(g.per_device_bytes(full) == 32_MiB);
  CHECK(spec_of(g, full) == "P(None)");
  CHECK(g.role(full) == role::collective);
  CHECK(g.tensor(full).name == "w.gathered");
  const auto op = *g.producer(full);
  CHECK(g.op_name(op) == "all-gather(w)");
  CHECK(g.op_kind(op) == "all-gather");
  CHECK(g.op_traffic(op) == 28_MiB);  // receives 7/8 of the output
  CHECK(g.op_workspace(op) == 0_B);   // gathering the leading dimension needs no staging
  // Input and output are live together while the gather runs.
  g.add_op({.name = "matmul", .inputs = {full}});
  CHECK(analyze_liveness(g, g.topological_order()).peak == 36_MiB);
}

TEST_CASE("gathering an inner dimension stages through a buffer of the output's size") {
  dataflow_graph g(mesh{{"model", 4}});
  const auto w = g.add_value(
      {.tensor = {"w", {1024, 4096}, dtype::bf16}, .spec = {replicated, "model"}, .role = role::parameter});
  const auto full = all_gather(g, w, 1);
  CHECK(g.op_workspace(*g.producer(full)) == 8_MiB);
  const auto unstaged = all_gather(g, w, 1, {.name = "w.full2", .stage_non_major = false});
  CHECK(g.op_workspace(*g.producer(unstaged)) == 0_B);
  CHECK(g.tensor(unstaged).name == "w.full2");
  CHECK_THROWS_WITH_AS(
      (void)all_gather(g, w, 0),
      "all_gather: dimension 0 of 'w' bf16[1024,4096] P(None, 'model') is not sharded; nothing to gather",
      invalid_error);
  CHECK_THROWS_AS((void)all_gather(g, w, 2), invalid_error);
}

TEST_CASE("gathering the minor axes of a dimension keeps the major ones") {
  dataflow_graph g(mesh{{"data", 2}, {"model", 4}});
  const auto w = g.add_value(
      {.tensor = {"w", {64, 8}, dtype::f32}, .spec = {axes{"data", "model"}}, .role = role::parameter});
  const auto half = all_gather_axes(g, w, 0, {"model"});
  CHECK(spec_of(g, half) == "P('data')");
  CHECK(g.per_device_bytes(half) == bytes{32 * 8 * 4});
  CHECK(g.op_traffic(*g.producer(half)) == bytes{32 * 8 * 4 * 3 / 4});
  CHECK_THROWS_WITH_AS((void)all_gather_axes(g, w, 0, {"data"}),
                       "all_gather: axes ('data',) are not the minor-most axes of dimension 0 of 'w' f32[64,8] "
                       "P(('data', 'model')); gather a suffix of ('data', 'model')",
                       invalid_error);
}

TEST_CASE("reduce-scatter and all-reduce produce the right shardings and traffic") {
  dataflow_graph g(mesh{{"data", 4}, {"model", 2}});
  const auto grad = g.add_value(
      {.tensor = {"grad", {4096, 4096}, dtype::f32}, .spec = {replicated, "model"}, .role = role::parameter_gradient});
  const auto rs = reduce_scatter(g, grad, 0, {"data"});
  CHECK(spec_of(g, rs) == "P('data', 'model')");
  CHECK(g.per_device_bytes(rs) == 8_MiB);
  CHECK(g.op_traffic(*g.producer(rs)) == 24_MiB);  // sends 3/4 of its 32 MiB input
  const auto ar = all_reduce(g, grad, {"data"});
  CHECK(spec_of(g, ar) == "P(None, 'model')");
  CHECK(g.per_device_bytes(ar) == 32_MiB);
  CHECK(g.op_traffic(*g.producer(ar)) == 48_MiB);  // ring: 2 * 3/4 of 32 MiB
  CHECK_THROWS_WITH_AS((void)all_reduce(g, grad, {"model"}),
                       "all_reduce: mesh axis 'model' shards 'grad' f32[4096,4096] P(None, 'model'); a reduction runs "
                       "over replicas only",
                       invalid_error);
  CHECK_THROWS_AS((void)reduce_scatter(g, grad, 0, {"model"}), invalid_error);
  CHECK_THROWS_AS((void)all_reduce(g, grad, {"expert"}), invalid_error);
}

TEST_CASE("all-to-all moves an axis between dimensions without changing the bytes") {
  dataflow_graph g(mesh{{"sp", 4}});
  const auto x = g.add_value({.tensor = {"x", {8192, 32, 128}, dtype::bf16}, .spec = {"sp"}, .role = role::activation});
  g.add_op({.name = "make_x", .outputs = {x}});
  const auto y = all_to_all(g, x, "sp", 0, 1);
  CHECK(spec_of(g, y) == "P(None, 'sp')");
  CHECK(g.per_device_bytes(y) == g.per_device_bytes(x));
  CHECK(g.op_traffic(*g.producer(y)) == bytes{g.per_device_bytes(x).count() * 3 / 4});
  CHECK_THROWS_AS((void)all_to_all(g, x, "sp", 1, 0), invalid_error);
}

TEST_CASE("host copies keep the sharding and the role and move the bytes") {
  dataflow_graph g(mesh{{"data", 2}});
  const auto a = g.add_value({.tensor = {"a", {2, 1024}, dtype::f32}, .spec = {"data"}, .role = role::activation});
  const auto h = copy_to_host(g, a);
  CHECK(g.sharding(h).memory_kind() == memory_kind::pinned_host);
  CHECK(g.role(h) == role::activation);
  CHECK(g.op_kind(*g.producer(h)) == "copy-to-host");
  CHECK_THROWS_AS((void)copy_to_host(g, h), invalid_error);
  CHECK_THROWS_AS((void)copy_to_device(g, a), invalid_error);
}

TEST_CASE("reshard inserts gathers, all-to-alls and local slices as needed") {
  const mesh m{{"data", 2}, {"model", 4}};
  auto run = [&](partition_spec from, partition_spec to) {
    dataflow_graph g(m);
    const auto w = g.add_value(
        {.tensor = {"w", {64, 64}, dtype::f32}, .spec = std::move(from), .role = role::parameter});
    const auto out = reshard(g, w, to);
    CHECK(g.sharding(out).spec().entries().size() <= 2);
    CHECK(named_sharding(m, g.sharding(out).spec()).shard_shape(g.tensor(out)) ==
          named_sharding(m, to).shard_shape(g.tensor(out)));
    return std::pair{op_kinds_of(g), spec_of(g, out)};
  };
  using v = std::vector<std::string>;
  CHECK(run({"data", "model"}, {"data", "model"}) == std::pair{v{}, std::string("P('data', 'model')")});
  CHECK(run({"data", "model"}, {}) == std::pair{v{"all-gather", "all-gather"}, std::string("P(None, None)")});
  CHECK(run({}, {"data", "model"}) ==
        std::pair{v{"dynamic-slice", "dynamic-slice"}, std::string("P('data', 'model')")});
  CHECK(run({"model"}, {replicated, "model"}) == std::pair{v{"all-to-all"}, std::string("P(None, 'model')")});
  CHECK(run({"data", "model"}, {axes{"data", "model"}}) ==
        std::pair{v{"all-to-all"}, std::string("P(('data', 'model'), None)")});
  // Only the minor axis leaves: gather over 'model' alone.
  CHECK(run({axes{"data", "model"}}, {"data"}) == std::pair{v{"all-gather"}, std::string("P('data')")});
  CHECK(run({"data", "model"}, {"model", "data"}) ==
        std::pair{v{"all-gather", "all-to-all", "dynamic-slice"}, std::string("P('model', 'data')")});
  CHECK_THROWS_AS((void)run({"data"}, {"expert"}), invalid_error);
}

TEST_CASE("reshard names its last value and op as asked") {
  dataflow_graph g(mesh{{"data", 2}, {"model", 4}});
  const auto w = g.add_value(
      {.tensor = {"w", {64, 64}, dtype::f32}, .spec = {"data", "model"}, .role = role::parameter});
  const auto full = reshard(g, w, {}, {.name = "w.full", .scope = "layer.0"});
  CHECK(g.tensor(full).name == "w.full");
  CHECK(g.op_name(*g.producer(full)) == "all-gather(w.full)");
  CHECK(g.op_scope(*g.producer(full)) == "layer.0");
  CHECK(g.tensor(g.inputs(*g.producer(full))[0]).name == "w.gathered");  // the first gather keeps a derived name
  CHECK(reshard(g, w, {"data", "model"}) == w);                          // nothing to do: the value itself
}

TEST_CASE("all-to-all and host copies name what is wrong") {
  dataflow_graph g(mesh{{"sp", 4}});
  const auto x = g.add_value({.tensor = {"x", {8, 8}, dtype::f32}, .spec = {"sp"}, .role = role::input});
  CHECK_THROWS_WITH_AS((void)all_to_all(g, x, "sp", 1, 0),
                       "all_to_all: mesh axis 'sp' must be the minor-most axis of dimension 1 of 'x' f32[8,8] P('sp') "
                       "and move to another dimension",
                       invalid_error);
  const auto h = copy_to_host(g, x);
  CHECK_THROWS_WITH_AS((void)copy_to_host(g, h),
                       "copy_to_host: 'x.host' f32[8,8] P('sp') pinned_host is already in pinned_host memory",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)copy_to_device(g, x), "copy_to_device: 'x' f32[8,8] P('sp') is already in device memory",
                       invalid_error);
}
