// Tests for sharding/partition_spec.hpp: JAX's PartitionSpec forms, text, and validation errors.
#include <doctest/doctest.h>

#include <shardmem/sharding/partition_spec.hpp>

#include <string>
#include <vector>

#include "../doubling.hpp"

using namespace shardmem;

TEST_CASE("a partition spec reads like JAX's P(...)") {
  const partition_spec p{"data", axes{"fsdp", "tensor"}, replicated};
  CHECK(p.size() == 3);
  CHECK(p[0] == partition_spec::entry{"data"});
  CHECK(p[1] == partition_spec::entry{"fsdp", "tensor"});
  CHECK(p[2].empty());
  CHECK(p[7].empty());  // dims past the spec are replicated
  CHECK(p.used_axes() == std::vector<std::string>{"data", "fsdp", "tensor"});
  CHECK(fmt::format("{}", p) == "P('data', ('fsdp', 'tensor'), None)");
  CHECK(fmt::format("{}", partition_spec{}) == "P()");
  CHECK(fmt::format("{}", partition_spec{replicated, "model"}) == "P(None, 'model')");
}

TEST_CASE("a one-element tuple is the bare name and an empty tuple is None") {
  // REFERENCE section 1: canonical forms of JAX's PartitionSpec.
  CHECK(partition_spec{axes{"x"}} == partition_spec{"x"});
  CHECK(partition_spec{axes{}, "y"} == partition_spec{replicated, "y"});
  CHECK(parse_partition_spec("P(('x',))") == partition_spec{"x"});
  CHECK(parse_partition_spec("P((), 'y')") == partition_spec{replicated, "y"});
  CHECK(fmt::format("{}", parse_partition_spec("P(('x',), ())")) == "P('x', None)");
}

TEST_CASE("partition specs parse from JAX's text forms and print back the same") {
  CHECK(parse_partition_spec("P('data', ('fsdp', 'tensor'), None)") ==
        partition_spec{"data", axes{"fsdp", "tensor"}, replicated});
  CHECK(parse_partition_spec("PartitionSpec(\"x\", None)") == partition_spec{"x", replicated});
  CHECK(parse_partition_spec("jax.sharding.PartitionSpec('x',)") == partition_spec{"x"});
  CHECK(parse_partition_spec("P()") == partition_spec{});
  CHECK(parse_partition_spec("  P( 'x' , ( 'y' , 'z' , ) )  ") == partition_spec{"x", axes{"y", "z"}});
  for (const char* text : {"P('data', ('fsdp', 'tensor'), None)", "P()", "P(None, 'model')", "P(('x', 'y'))"}) {
    CAPTURE(text);
    CHECK(fmt::format("{}", parse_partition_spec(text)) == text);
  }
}

TEST_CASE("malformed spec text is a parse_error quoting the text and position") {
  CHECK_THROWS_WITH_AS((void)parse_partition_spec("P('x', ('y', ('z',)))"),
                       "cannot parse partition spec \"P('x', ('y', ('z',)))\" at position 13: nested tuples are not "
                       "allowed in a PartitionSpec; list the axes in one tuple; expected a form like P('data', "
                       "('fsdp', 'tensor'), None)",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_partition_spec("P(('x', None))"),
                       "cannot parse partition spec \"P(('x', None))\" at position 8: None is not allowed inside a "
                       "tuple of axes; expected a form like P('data', ('fsdp', 'tensor'), None)",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_partition_spec("Q('x')"),
                       "cannot parse partition spec \"Q('x')\" at position 0: expected 'P('; expected a form like "
                       "P('data', ('fsdp', 'tensor'), None)",
                       parse_error);
  CHECK_THROWS_AS((void)parse_partition_spec("P('x'"), parse_error);
  CHECK_THROWS_AS((void)parse_partition_spec("P('x)"), parse_error);
  CHECK_THROWS_AS((void)parse_partition_spec("P('')"), parse_error);
  CHECK_THROWS_AS((void)parse_partition_spec("P(x)"), parse_error);
  CHECK_THROWS_AS((void)parse_partition_spec("P('x' 'y')"), parse_error);
  CHECK_THROWS_AS((void)parse_partition_spec("P('x') junk"), parse_error);
  CHECK_THROWS_AS((void)parse_partition_spec(""), parse_error);
}

TEST_CASE("an axis used twice is rejected with JAX's 'duplicate entries'") {
  // REFERENCE section 1: P('x', 'x') and P('x', ('y', 'x')) raise "duplicate entries for `x`".
  const mesh m{{"x", 4}, {"y", 2}};
  CHECK_THROWS_WITH_AS((partition_spec{"x", "x"}).validate(m),
                       "invalid partition spec P('x', 'x'): duplicate entries for `x` (dims 0 and 1); a mesh axis may "
                       "shard at most one dimension, once",
                       invalid_error);
  CHECK_THROWS_WITH_AS((partition_spec{"x", axes{"y", "x"}}).validate(m),
                       "invalid partition spec P('x', ('y', 'x')): duplicate entries for `x` (dims 0 and 1); a mesh "
                       "axis may shard at most one dimension, once",
                       invalid_error);
  CHECK_THROWS_WITH_AS((partition_spec{axes{"y", "y"}}).validate(m),
                       "invalid partition spec P(('y', 'y')): duplicate entries for `y` (dims 0 and 0); a mesh axis "
                       "may shard at most one dimension, once",
                       invalid_error);
}

TEST_CASE("an axis the mesh lacks is rejected naming the mesh's axes") {
  // REFERENCE section 1: P('x') on mesh ('z',): "Resource axis: x of P('x',) is not found in mesh: ('z',)".
  CHECK_THROWS_WITH_AS((partition_spec{"x"}).validate(mesh{{"z", 4}}),
                       "invalid partition spec P('x'): resource axis 'x' (dim 0) is not found in mesh {z: 4}; use one "
                       "of the mesh axes ('z',)",
                       invalid_error);
}

TEST_CASE("more spec entries than array dimensions is rejected with the rank") {
  const mesh m{{"x", 4}, {"y", 2}};
  CHECK_THROWS_WITH_AS((partition_spec{"x", "y"}).validate(m, tensor{"b", {8}, dtype::f32}),
                       "partition spec P('x', 'y') has 2 entries but tensor 'b' f32[8] has rank 1; the spec is only "
                       "valid for values of rank at least 2; drop the extra entries",
                       invalid_error);
  CHECK_THROWS_WITH_AS((partition_spec{"x"}).validate(m, tensor{"loss", {}, dtype::f32}),
                       "partition spec P('x') has 1 entries but tensor 'loss' f32[] is a scalar; a scalar's spec must "
                       "be P()",
                       invalid_error);
  CHECK_NOTHROW((partition_spec{}).validate(m, tensor{"loss", {}, dtype::f32}));
  CHECK_NOTHROW((partition_spec{"x", replicated}).validate(m, tensor{"w", {8, 4, 2}, dtype::f32}));
}

// Found by tests/fuzz/fuzz_partition_spec: P("it's") printed as P('it's'), which does not parse.
TEST_CASE("fuzz: an axis name holding a quote prints in the other quotes, so the spec parses back") {
  const partition_spec p = parse_partition_spec(R"(P("it's", ('a', "b'c"), None))");
  CHECK(to_string(p) == R"(P("it's", ('a', "b'c"), None))");
  CHECK(parse_partition_spec(to_string(p)) == p);
  CHECK(to_string(parse_partition_spec(R"(P('say "hi"'))")) == R"(P('say "hi"'))");
}

namespace {

// A mesh of n axes a0, a1, ... of size 1, and the spec that shards dimension i over axis i.
mesh size_one_axes(std::int64_t n) {
  std::vector<mesh_axis> axes;
  for (std::int64_t i = 0; i < n; ++i) axes.push_back({"a" + std::to_string(i), 1});
  return mesh(std::move(axes));
}
std::vector<partition_spec::entry> one_axis_each(std::int64_t n) {
  std::vector<partition_spec::entry> entries;
  for (std::int64_t i = 0; i < n; ++i) entries.push_back({"a" + std::to_string(i)});
  return entries;
}

}  // namespace

TEST_CASE("a partition spec of 100000 entries is validated in linear time") {
  const mesh m = size_one_axes(100'000);
  partition_spec(one_axis_each(100'000)).validate(m);
  // A repeat far from the first use is found, with both dimensions.
  std::vector<partition_spec::entry> twice = one_axis_each(100'000);
  twice.back() = {"a3"};
  try {
    partition_spec(twice).validate(m);
    FAIL("a repeated axis was accepted");
  } catch (const invalid_error& e) {
    CHECK(std::string(e.what()).find("duplicate entries for `a3` (dims 3 and 99999)") != std::string::npos);
  }
  // An axis the mesh lacks, past the last entry checked pairwise.
  std::vector<partition_spec::entry> missing = one_axis_each(100);
  missing.push_back({"b"});
  CHECK_THROWS_AS(partition_spec(missing).validate(m), invalid_error);
  shardmem_test::check_linear(
      [](std::int64_t n) { partition_spec(one_axis_each(n)).validate(size_one_axes(n)); }, 25'000);
}
