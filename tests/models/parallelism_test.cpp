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

TEST_CASE("layers split over pipeline stages evenly, as given, or as torchtitan splits them") {
  using v = std::vector<std::int64_t>;
  CHECK(pipeline_stage_layers(80, 8, 1) == v(8, 10));
  CHECK(pipeline_stage_layers(32, 4, 2) == v(4, 8));
  // torchtitan's generate_llm_fqn_per_model_part (torchtitan/distributed/pipeline_parallel.py): the
  // embedding and the output weigh a layer each. Llama-3.1-405B over 8 stages: 15, 16 x 6, 15; over
  // 16 chunks (Interleaved 1F1B, 2 a device, chunks r and r + 8): 7, 8 x 14, 7.
  CHECK(pipeline_stage_layers(126, 8, 1) == v{15, 16, 16, 16, 16, 16, 16, 15});
  CHECK(pipeline_stage_layers(126, 8, 2) == v{15, 16, 16, 16, 16, 16, 16, 15});
  CHECK(pipeline_stage_layers(61, 8, 1) == v{7, 8, 8, 8, 8, 8, 8, 6});
  // As given: one count per stage (Megatron's --decoder-first/last-pipeline-num-layers) or per chunk.
  CHECK(pipeline_stage_layers(126, 8, 1, {14, 16, 16, 16, 16, 16, 16, 16}) == v{14, 16, 16, 16, 16, 16, 16, 16});
  CHECK(pipeline_stage_layers(10, 2, 2, {2, 3, 3, 2}) == v{5, 5});
  CHECK_THROWS_WITH_AS((void)pipeline_stage_layers(126, 8, 1, {16, 16}),
                       "stage layers: 2 counts for a pipeline of 8 stages; give one count per stage", invalid_error);
  CHECK_THROWS_WITH_AS((void)pipeline_stage_layers(126, 2, 1, {60, 60}),
                       "stage layers 60,60 sum to 120, but the model has 126 layers; make them sum to 126",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)pipeline_stage_layers(4, 2, 1, {4, 0}),
                       "stage layers: a stage of 0 layers; every stage holds at least 1", invalid_error);
  CHECK_THROWS_WITH_AS((void)pipeline_stage_layers(3, 4, 1),
                       "3 layers cannot fill 4 pipeline chunks of at least one layer each beside the embedding and the "
                       "output; use fewer stages or virtual stages",
                       invalid_error);
  // The stages planned: the first, the first fullest, the last.
  CHECK(pipeline_heaviest_stages(v{15, 16, 16, 16, 16, 16, 16, 15}) == v{0, 1, 7});
  CHECK(pipeline_heaviest_stages(v(8, 10)) == v{0, 7});
  CHECK(pipeline_heaviest_stages(v{4}) == v{0});
}
