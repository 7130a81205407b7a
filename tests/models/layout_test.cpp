// Tests for models/layout.hpp: the shardings each kind of a transformer's arrays takes, from the
// parts the mesh axes play, and expert-tensor parallelism's two layouts.
#include <doctest/doctest.h>

#include <shardmem/models/layout.hpp>
#include <shardmem/models/parallelism.hpp>

#include <string>
#include <vector>

#include "toy_models.hpp"

using namespace shardmem;

namespace {
transformer_config eight_experts() {
  transformer_config c = models_test::toy_llama();
  c.moe = moe_config{.experts = 8, .top_k = 2};
  return c;
}
}  // namespace

TEST_CASE("layout: data, FSDP and tensor axes give the batch, the weights and the activations their splits") {
  const mesh m{{"data", 2}, {"fsdp", 2}, {"model", 2}};
  const transformer_layout l = layout_of(
      models_test::toy_llama(), m, {.data = "data", .fsdp = "fsdp", .tensor = "model", .sequence_parallel = true});
  CHECK(l.t == 2);
  CHECK(l.cp == 1);
  CHECK(l.batch_parts == 4);
  CHECK(to_string(l.act_spec) == "P(('data', 'fsdp'), 'model', None)");  // the sequence over tensor (sequence parallel)
  CHECK(to_string(l.full_spec) == "P(('data', 'fsdp'), None, None)");
  CHECK(to_string(l.hidden_tp) == "P(('data', 'fsdp'), None, 'model')");
  CHECK(l.FD == partition_spec::entry{"fsdp"});
  CHECK_FALSE(l.fold);
  CHECK(l.XG.empty());
}

TEST_CASE(
    "layout: a context axis splits the sequence before the tensor axis, and the weights with shard_over_context") {
  const mesh m{{"fsdp", 2}, {"cp", 2}, {"model", 2}};
  const transformer_layout l = layout_of(
      models_test::toy_llama(), m,
      {.fsdp = "fsdp", .tensor = "model", .sequence_parallel = true, .context = "cp", .shard_over_context = true});
  CHECK(l.cp == 2);
  CHECK(to_string(l.act_spec) == "P('fsdp', ('cp', 'model'), None)");
  CHECK(to_string(l.heads_tp) == "P('fsdp', 'model', 'cp')");
  CHECK(l.F == partition_spec::entry{"fsdp", "cp"});
}

TEST_CASE("layout: ETP = TP splits each expert's hidden over the tensor axis; ETP 1 folds the axis into the experts") {
  const mesh m{{"data", 2}, {"ep", 2}, {"model", 2}};
  parallelism p{.data = "data", .tensor = "model", .expert = "ep", .sequence_parallel = true};
  const transformer_layout split = layout_of(eight_experts(), m, p);
  CHECK_FALSE(split.fold);
  CHECK(split.XG == std::vector<std::string>{"ep"});
  CHECK(split.TE == partition_spec::entry{"model"});
  CHECK(to_string(split.token_major) == "P(None, ('data', 'ep'), None, None)");
  CHECK(to_string(split.expert_hidden) == "P('ep', 'data', None, 'model')");
  CHECK(to_string(split.route_spec) == "P(('data', 'ep'), None, None)");  // routed whole over the tensor axis
  // Megatron's --expert-tensor-parallel-size 1 (torchtitan's etp 1): the experts over ep x model,
  // whole; each tensor rank's sequence shard its own token group, routed where it is.
  p.expert_tensor_parallel = 1;
  const transformer_layout fold = layout_of(eight_experts(), m, p);
  CHECK(fold.fold);
  CHECK(fold.XG == std::vector<std::string>{"ep", "model"});
  CHECK(fold.TE.empty());
  CHECK(to_string(fold.token_major) == "P(None, ('data', 'ep', 'model'), None, None)");
  CHECK(to_string(fold.expert_major) == "P(('ep', 'model'), 'data', None, None)");
  CHECK(to_string(fold.expert_hidden) == "P(('ep', 'model'), 'data', None, None)");
  CHECK(to_string(fold.route_spec) == "P(('data', 'ep'), 'model', None)");
  // Without experts, or without a tensor axis, ETP 1 changes nothing.
  CHECK_FALSE(layout_of(models_test::toy_llama(), m, p).fold);
  p.tensor.clear();
  CHECK_FALSE(layout_of(eight_experts(), m, p).fold);
}
