// Tests for graph/ids.hpp: op kind names (the ids and roles it brings are memory/ids.hpp's).
#include <doctest/doctest.h>

#include <shardmem/graph/ids.hpp>

using namespace shardmem;

TEST_CASE("collective op kinds are spelled as XLA HLO opcodes") {
  CHECK(op_kinds::all_gather == "all-gather");
  CHECK(op_kinds::reduce_scatter == "reduce-scatter");
  CHECK(op_kinds::all_to_all == "all-to-all");
  CHECK(op_kinds::dynamic_slice == "dynamic-slice");
}
