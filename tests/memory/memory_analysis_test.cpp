// Tests for memory/memory_analysis.hpp: JAX's memory_analysis() categories and their total.
#include <doctest/doctest.h>

#include <shardmem/memory/memory_analysis.hpp>

using namespace shardmem;

TEST_CASE("the total XLA reserves is argument + output - alias + temp") {
  // A donated train step: 13 GiB of arguments, all of them written back into the donated
  // buffers (output == alias), 9 GiB of temporaries: what XLA reserves is arguments + temp.
  const memory_analysis donated{.argument = 13_GiB, .output = 13_GiB, .alias = 13_GiB, .temp = 9_GiB};
  CHECK(donated.total() == 22_GiB);
  // Without donation the outputs hold their own allocations.
  const memory_analysis copied{.argument = 13_GiB, .output = 13_GiB, .alias = 0_B, .temp = 9_GiB};
  CHECK(copied.total() == 35_GiB);
  CHECK(copied != donated);
  CHECK(memory_analysis{} == memory_analysis{.argument = 0_B, .output = 0_B, .alias = 0_B, .temp = 0_B});
}
