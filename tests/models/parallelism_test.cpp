// Tests for models/parallelism.hpp: axis groups, and the parts of training axes as the model
// builders split arrays.
#include <doctest/doctest.h>

#include <shardmem/models/parallelism.hpp>

using namespace shardmem;

TEST_CASE("an axis group is one axis or several, sized by their product") {
  const mesh m{{"fsdp", 4}, {"data", 2}, {"model", 8}};
  const axis_group one = "fsdp";
  const axis_group both{"fsdp", "data"};
  CHECK(to_string(one) == "'fsdp'");
  CHECK(to_string(both) == "('fsdp', 'data')");
  CHECK(to_string(axis_group{}) == "none");
  CHECK(axis_group(std::string()).empty());  // an empty name is no axis
  CHECK(one.size(m) == 4);
  CHECK(both.size(m) == 8);
  CHECK(axis_group{}.size(m) == 1);
  CHECK(both.contains("data"));
  CHECK_FALSE(both.contains("model"));
  CHECK_THROWS_AS((void)axis_group{"nope"}.size(m), invalid_error);
}

TEST_CASE("the data axes shard the parameters at ZeRO stage 3 and replicate them below") {
  const parallel_axes axes{.data = {"fsdp", "data"}, .tensor = "model", .sequence_parallel = true};
  const parallelism fsdp = model_parallelism(axes, 3);
  CHECK(fsdp.fsdp == axis_group{"fsdp", "data"});
  CHECK(fsdp.data.empty());
  CHECK(fsdp.tensor == "model");
  CHECK(fsdp.sequence_parallel);
  for (int stage : {0, 1, 2}) {
    const parallelism dp = model_parallelism(axes, stage);
    CHECK(dp.data == axis_group{"fsdp", "data"});
    CHECK(dp.fsdp.empty());
  }
  // Hybrid sharding: FSDP over 'fsdp', replicas over 'data'.
  const parallelism hsdp = model_parallelism({.data = "fsdp", .replica = "data"}, 3);
  CHECK(hsdp.fsdp == axis_group{"fsdp"});
  CHECK(hsdp.data == axis_group{"data"});
  // The expert axis and the dense weights' choice pass through.
  const parallelism ep = model_parallelism({.expert = "expert", .shard_dense_over_expert = false}, 3);
  CHECK(ep.expert == "expert");
  CHECK_FALSE(ep.shard_dense_over_expert);
}
