// Tests for sharding/partition_spec.hpp: JAX's PartitionSpec forms, text, and validation errors.
#include <doctest/doctest.h>

#include <shardmem/sharding/partition_spec.hpp>

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
