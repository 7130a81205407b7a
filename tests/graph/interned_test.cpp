// Tests for graph/interned.hpp: the tables a dataflow_graph keeps once (strings, tag lists,
// shardings), and that a graph built on them shares what is equal.
#include <doctest/doctest.h>

#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/graph/interned.hpp>

using namespace shardmem;

TEST_CASE("a string table numbers distinct strings in the order first seen") {
  detail::string_table t("");
  CHECK(t.size() == 1);
  CHECK(t[0] == "");
  CHECK(t.intern("attn") == 1);
  CHECK(t.intern("mlp") == 2);
  CHECK(t.intern("attn") == 1);
  CHECK(t.intern("") == 0);
  CHECK(t.size() == 3);
  CHECK(t[2] == "mlp");
  CHECK_THROWS_AS((void)t[3], std::out_of_range);
  detail::string_table kinds(op_kinds::custom);
  CHECK(kinds.intern(std::string(op_kinds::custom)) == 0);
}

TEST_CASE("a tag table keeps each list once, the empty list as 0") {
  detail::tag_table t;
  CHECK(t.intern({}) == 0);
  CHECK(t.intern({"qkv", "mlp_in"}) == 1);
  CHECK(t.intern({"qkv", "mlp_in"}) == 1);  // the last list, without the index
  CHECK(t.intern({"qkv"}) == 2);
  CHECK(t.intern({"qkv", "mlp_in"}) == 1);  // through the index
  // Joined with '\0': lists that concatenate alike are still told apart.
  CHECK(t.intern({"ab", "c"}) == 3);
  CHECK(t.intern({"a", "bc"}) == 4);
  CHECK(t[4] == std::vector<std::string>{"a", "bc"});
  CHECK(t[0].empty());
  CHECK(t.size() == 5);
}

TEST_CASE("a sharding table keeps each spec and memory kind once") {
  const mesh m{{"data", 8}, {"model", 4}};
  detail::sharding_table t;
  const auto a = t.intern(m, {"data"}, memory_kind::device);
  const auto b = t.intern(m, {"data", "model"}, memory_kind::device);
  CHECK(a != b);
  CHECK(t.intern(m, {"data"}, memory_kind::device) == a);  // through the hash index
  CHECK(t.intern(m, {"data"}, memory_kind::device) == a);  // the last one
  const auto host = t.intern(m, {"data"}, memory_kind::pinned_host);
  CHECK(host != a);
  CHECK(t[host].memory_kind() == memory_kind::pinned_host);
  CHECK(t[b].spec() == partition_spec{"data", "model"});
  CHECK(t.size() == 3);
  CHECK_THROWS_AS((void)t.intern(m, {"pipe"}, memory_kind::device), invalid_error);
  CHECK(t.size() == 3);  // a spec that does not fit the mesh is not kept
}

TEST_CASE("a graph's values and ops share the tables") {
  dataflow_graph g(mesh{{"data", 8}});
  const auto x = g.add_value({.tensor = {"x", {64, 1024}, dtype::bf16}, .spec = {"data"}, .tags = {"ckpt"}});
  const auto y = g.add_value({.tensor = {"y", {64, 1024}, dtype::bf16}, .spec = {"data"}, .tags = {"ckpt"}});
  g.add_op({.name = "a", .scope = "layer.0/mlp", .kind = "matmul", .inputs = {x}, .outputs = {y}});
  CHECK(&g.sharding(x) == &g.sharding(y));
  CHECK(&g.tags(x) == &g.tags(y));
  CHECK(g.scope_count() == 2);
  CHECK(g.scope_text(1) == "layer.0/mlp");
  CHECK(g.op_kind(op_id{0}) == "matmul");
}
