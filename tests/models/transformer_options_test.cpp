// Tests for models/transformer_options.hpp: the options' defaults build the whole model as JAX's
// step has it, and the loss and gather options change the values they name.
#include <doctest/doctest.h>

#include <shardmem/models/transformer.hpp>
#include <shardmem/models/transformer_options.hpp>

#include <optional>
#include <string>

#include "toy_models.hpp"

using namespace shardmem;

namespace {
// The toy Llama layer with fp32 weights.
transformer_config tiny() {
  transformer_config c = models_test::toy_llama();
  c.param_dtype = dtype::f32;
  return c;
}
std::optional<dtype> type_of(const transformer_graph& t, const std::string& name) {
  const std::optional<value_id> v = t.graph.find_value(name);
  return v ? std::optional(t.graph.tensor(*v).dtype) : std::nullopt;
}
}  // namespace

TEST_CASE("transformer options: the defaults build the whole model, weights gathered as they are kept") {
  const transformer_options o;
  CHECK(o.first_layer == 0);
  CHECK(o.end_layer == -1);
  CHECK(o.embedding);
  CHECK(o.head);
  CHECK_FALSE(o.chunked_loss);
  CHECK_FALSE(o.eager_loss);
  CHECK_FALSE(o.gather_dtype);
  CHECK(o.logits_dtype == dtype::f32);
  CHECK(o.param_memory == memory_kind::device);
  CHECK(layer_scope(3) == "layer.3");
  const transformer_graph t = build_transformer(tiny(), mesh{{"fsdp", 2}}, {.parallel = {.fsdp = "fsdp"}});
  CHECK(t.layer_scopes == std::vector<std::string>{"layer.0", "layer.1"});
  CHECK(type_of(t, "layer.0.q_proj.gathered") == dtype::f32);
  CHECK_FALSE(type_of(t, "layer.0.q_proj.cast"));
  CHECK(type_of(t, "logits") == dtype::f32);
}

TEST_CASE("transformer options: bf16 gathers of fp32 shards, and the loss on an fp32 copy of bf16 logits") {
  const transformer_graph t = build_transformer(
      tiny(), mesh{{"fsdp", 2}}, {.parallel = {.fsdp = "fsdp"}, .eager_loss = true, .gather_dtype = dtype::bf16});
  CHECK(type_of(t, "layer.0.q_proj") == dtype::f32);
  CHECK(type_of(t, "layer.0.q_proj.cast") == dtype::bf16);
  CHECK(type_of(t, "layer.0.q_proj.gathered") == dtype::bf16);
  CHECK(type_of(t, "logits") == dtype::bf16);
  CHECK(type_of(t, "logits.f32") == dtype::f32);
  CHECK(type_of(t, "log_softmax") == dtype::f32);
  // Without fsdp axes nothing is gathered, so nothing is cast.
  const transformer_graph alone = build_transformer(tiny(), mesh{{"data", 2}},
                                                    {.parallel = {.data = {{"data"}}}, .gather_dtype = dtype::bf16});
  CHECK_FALSE(type_of(alone, "layer.0.q_proj.cast"));
}
