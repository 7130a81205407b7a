// Tests for models/transformer_parts.hpp: each builder of a part adds that part only, under its
// scope, and returns the value the next part reads; composed in order they give build_transformer's
// graph.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <shardmem/graph/repeat.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/models/transformer_parts.hpp>

#include "toy_models.hpp"

using namespace shardmem;

namespace {

using models_test::toy_gpt;
using models_test::toy_llama;

// Layer 1 of 2 routes to 4 experts (top-2) and one shared expert; layer 0 is dense.
transformer_config toy_moe() {
  transformer_config c = toy_llama();
  c.name = "toy-moe";
  c.moe = moe_config{.experts = 4, .top_k = 2, .first_layer = 1, .shared_experts = 1};
  return c;
}

// The scopes of the ops added since op `from`, each once, in order.
std::vector<std::string> scopes_from(const dataflow_graph& g, std::size_t from) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < g.op_count(); ++i) {
    const std::string scope(g.op_scope(static_cast<op_id>(i)));
    if (out.empty() || out.back() != scope) out.push_back(scope);
  }
  return out;
}

bool has_value(const dataflow_graph& g, std::string_view name) { return g.find_value(std::string(name)).has_value(); }

// A builder of `c` on one device, past the parts before the first layer: x is their output.
struct started {
  explicit started(transformer_config config, transformer_options options = {})
      : c(std::move(config)), o(std::move(options)), build(c, m, o), x(build.embedding()) {
    build.size_experts();
  }
  transformer_config c;
  mesh m{{"d", 1}};
  transformer_options o;
  detail::transformer_builder build;
  value_id x;
};

}  // namespace

TEST_CASE("the attention block adds its layer's attention under layer.i/attn and returns the first residual sum") {
  started s(toy_llama());
  const std::size_t ops = s.build.graph().op_count();
  const value_id y = s.build.attention_block(1, s.x);
  const dataflow_graph& g = s.build.graph();
  CHECK(scopes_from(g, ops) == std::vector<std::string>{"layer.1/attn", "layer.1/attn/core", "layer.1/attn"});
  CHECK(g.tensor(y).name == "layer.1.residual1");
  for (const char* v : {"layer.1.attn_norm", "layer.1.q_proj", "layer.1.k_rope", "layer.1.context", "layer.1.o_proj"})
    CHECK_MESSAGE(has_value(g, v), v);
  CHECK_FALSE(has_value(g, "layer.1.mlp_norm"));  // the MLP block's, not added
  CHECK_FALSE(has_value(g, "layer.0.q_proj"));    // another layer's
}

TEST_CASE("the MLP block routes a MoE layer's tokens to experts under layer.i/mlp, and a dense layer's through its MLP") {
  started s(toy_moe());
  std::size_t ops = s.build.graph().op_count();
  const value_id dense = s.build.mlp_block(0, s.x);
  CHECK(scopes_from(s.build.graph(), ops) == std::vector<std::string>{"layer.0/mlp"});
  CHECK(s.build.graph().tensor(dense).name == "layer.0.output");
  CHECK(has_value(s.build.graph(), "layer.0.gate_proj"));
  CHECK_FALSE(has_value(s.build.graph(), "layer.0.router"));

  ops = s.build.graph().op_count();
  const value_id routed = s.build.mlp_block(1, dense);
  const dataflow_graph& g = s.build.graph();
  CHECK(scopes_from(g, ops) == std::vector<std::string>{"layer.1/mlp", "layer.1/mlp/router", "layer.1/mlp/experts",
                                                        "layer.1/mlp/shared", "layer.1/mlp"});
  CHECK(g.tensor(routed).name == "layer.1.output");
  // [experts, groups, capacity, h]: one group of 2 x 32 tokens, top-2 of 4 experts, dropless.
  CHECK(g.tensor(*g.find_value("layer.1.dispatch")).shape == shape{4, 1, 32, 64});
  CHECK(has_value(g, "layer.1.experts.down_proj"));
  CHECK(has_value(g, "layer.1.shared.down_proj"));
  CHECK_FALSE(has_value(g, "layer.1.gate_proj"));  // no dense MLP beside the experts
}

TEST_CASE("the head ends in the cross-entropy loss, or without the head in stage_loss") {
  for (const bool head : {true, false}) {
    CAPTURE(head);
    started s(toy_llama(), {.head = head});
    const std::size_t ops = s.build.graph().op_count();
    s.build.head(s.x);
    const transformer_graph tg = s.build.finish();
    CHECK(scopes_from(tg.graph, ops) == std::vector<std::string>{"head"});
    CHECK(tg.graph.tensor(tg.loss).name == (head ? "loss" : "stage_loss"));
    CHECK(has_value(tg.graph, "logits") == head);
    CHECK(has_value(tg.graph, "labels") == head);
    CHECK(tg.layer_scopes.empty());  // no layer was added
  }
}

TEST_CASE("the parts composed in order, embedding, each layer, head, are build_transformer's graph") {
  transformer_config moe = toy_moe();
  moe.micro_batch = 4;  // a sequence per device of the data and expert axes
  struct example {
    const char* what;
    transformer_config c;
    mesh m;
    transformer_options o;
  };
  const std::vector<example> examples{
      {"llama, fsdp", toy_llama(), mesh{{"fsdp", 2}}, {.parallel = {.fsdp = "fsdp"}}},
      {"gpt, tensor and sequence parallel", toy_gpt(), mesh{{"data", 2}, {"model", 2}},
       {.parallel = {.data = "data", .tensor = "model", .sequence_parallel = true}}},
      {"moe, expert axis", moe, mesh{{"data", 2}, {"expert", 2}}, {.parallel = {.data = "data", .expert = "expert"}}},
      {"adapters, offloaded parameters", toy_llama(), mesh{{"d", 1}},
       {.param_memory = memory_kind::pinned_host, .adapters = adapter_config{}}},
      {"a middle stage", toy_llama(), mesh{{"d", 1}}, {.first_layer = 1, .end_layer = 2, .embedding = false, .head = false}},
  };
  for (const example& e : examples) {
    CAPTURE(e.what);
    detail::transformer_builder build(e.c, e.m, e.o);
    value_id x = build.embedding();
    build.size_experts();
    const std::int64_t end = e.o.end_layer < 0 ? e.c.layers : e.o.end_layer;
    for (std::int64_t i = e.o.first_layer; i < end; ++i) x = build.layer(i, x);
    build.head(x);
    const transformer_graph parts = build.finish();
    const transformer_graph whole = build_transformer(e.c, e.m, e.o);
    CHECK(graph_difference(parts.graph, whole.graph) == std::nullopt);
    CHECK(parts.loss == whole.loss);
    CHECK(parts.layer_scopes == whole.layer_scopes);
  }
}
