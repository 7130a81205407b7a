// Tests for models/transformer.hpp: the built forward graph matches the config's structure, and
// training it under JAX's policies moves activation memory as expected.
#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/train.hpp>

using namespace shardmem;

namespace {

std::int64_t parameters_in(const dataflow_graph& g) {
  std::int64_t n = 0;
  for (std::size_t v = 0; v < g.value_count(); ++v)
    if (g.role(static_cast<value_id>(v)) == role::parameter) n += g.tensor(static_cast<value_id>(v)).shape.elements();
  return n;
}

bytes activations_at_backward(const transformer_graph& tg, const remat_policy& p) {
  training_options o;
  for (const auto& s : tg.layer_scopes) o.regions.push_back({s, p});
  const auto t = build_training_graph(tg.graph, tg.loss, o);
  const auto r = analyze_liveness(t.graph, t.order());
  return live_bytes_by_role(t.graph, r, t.forward_ops)[static_cast<std::size_t>(role::activation)];
}

transformer_config small_llama() {
  auto c = presets::llama3_1_8b();
  c.name = "small-llama";
  c.layers = 2;
  c.seq_len = 256;
  c.micro_batch = 8;  // one sequence per device on 8 devices
  return c;
}

}  // namespace

TEST_CASE("the built graph holds exactly the config's parameters") {
  // Llama-3.1-8B: 8,030,261,248 parameters (REFERENCE section 4), here from the graph's values.
  const auto llama = build_transformer(presets::llama3_1_8b(), mesh{{"fsdp", 8}}, {.parallel = {.fsdp = "fsdp"}});
  CHECK(parameters_in(llama.graph) == 8'030'261'248);
  CHECK(llama.layer_scopes.size() == 32);
  for (const char* name : {"gpt3-175b", "megatron-22b"}) {
    CAPTURE(name);
    auto c = preset(name);
    c.layers = 2;  // the count per layer is what matters; keep the graph small
    CHECK(parameters_in(build_transformer(c, mesh{{"d", 1}}).graph) == parameter_count(c));
  }
}

TEST_CASE("FSDP shards parameters over its axis and gathers each layer's weights before use") {
  const auto c = small_llama();
  const auto tg = build_transformer(c, mesh{{"fsdp", 8}}, {.parallel = {.fsdp = "fsdp"}});
  const auto& g = tg.graph;
  const auto wq = *g.find_value("layer.0.q_proj");
  CHECK(g.describe(wq) == "'layer.0.q_proj' bf16[4096,4096] P('fsdp', None)");
  CHECK(g.per_device_bytes(wq) == 4_MiB);
  const auto gathered = *g.find_value("layer.0.q_proj.gathered");
  CHECK(g.per_device_bytes(gathered) == 32_MiB);
  CHECK(g.op_kind(*g.producer(gathered)) == "all-gather");
  // The batch is split over fsdp too.
  CHECK(to_string(g.sharding(*g.find_value("tokens")).spec()) == "P('fsdp')");
}

TEST_CASE("tensor and sequence parallelism split the layer as Megatron does") {
  auto c = small_llama();
  const auto tg = build_transformer(c, mesh{{"data", 2}, {"model", 4}},
                                    {.parallel = {.data = "data", .tensor = "model", .sequence_parallel = true}});
  const auto& g = tg.graph;
  CHECK(to_string(g.sharding(*g.find_value("layer.0.q_proj")).spec()) == "P(None, 'model')");
  CHECK(to_string(g.sharding(*g.find_value("layer.0.o_proj")).spec()) == "P('model', None)");
  CHECK(to_string(g.sharding(*g.find_value("layer.0.residual1")).spec()) == "P('data', 'model', None)");
  CHECK(g.op_kind(*g.producer(*g.find_value("layer.0.o_proj_out"))) == "reduce-scatter");
  CHECK(g.op_kind(*g.producer(*g.find_value("layer.0.attn_norm.full"))) == "all-gather");
}

TEST_CASE("remat policies order the activation memory left for the backward pass") {
  const auto tg = build_transformer(small_llama(), mesh{{"fsdp", 8}}, {.parallel = {.fsdp = "fsdp"}});
  const bytes everything = activations_at_backward(tg, everything_saveable());
  const bytes dots = activations_at_backward(tg, dots_saveable());
  const bytes nothing = activations_at_backward(tg, nothing_saveable());
  const bytes names = activations_at_backward(tg, save_only_these_names({"layer_input"}));
  const bytes offload = activations_at_backward(tg, save_and_offload_only_these_names({}, {"layer_input"}));
  CHECK(everything > dots);
  CHECK(dots > nothing);
  CHECK(names == nothing);  // the layer input is kept either way: it is each checkpointed layer's argument
  // Offloading the layer inputs leaves only what the head keeps outside the layers: the final
  // norm's input and output (bf16[8,256,4096] / 8 each) and the f32 logits [8,256,128256] / 8.
  CHECK(offload == bytes{2 * 256 * 4096 * 2 + 256 * 128256 * 4});
  CHECK(nothing - offload == bytes{2 * 256 * 4096 * 2});  // two layer inputs of bf16[8,256,4096] / 8
}

TEST_CASE("a chunked loss never holds the logits, and fp32 matmul outputs add temporaries") {
  const auto c = small_llama();
  const auto full = build_transformer(c, mesh{{"fsdp", 8}}, {.parallel = {.fsdp = "fsdp"}});
  const auto chunked = build_transformer(c, mesh{{"fsdp", 8}}, {.parallel = {.fsdp = "fsdp"}, .chunked_loss = true});
  CHECK(full.graph.find_value("logits").has_value());
  CHECK_FALSE(chunked.graph.find_value("logits").has_value());
  CHECK(activations_at_backward(full, nothing_saveable()) - activations_at_backward(chunked, nothing_saveable()) ==
        bytes{256 * 128256 * 4});
  const auto fp32 = build_transformer(c, mesh{{"fsdp", 8}}, {.parallel = {.fsdp = "fsdp"}, .fp32_matmul_outputs = true});
  const auto& g = fp32.graph;
  const auto q = *g.find_value("layer.0.q_proj_out");
  CHECK(g.op_workspace(*g.producer(q)) == g.per_device_bytes(q) * 2);  // an f32 copy of a bf16 output
}

TEST_CASE("bad parallelism is rejected with the reason") {
  const auto c = small_llama();
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"x", 2}}, {.parallel = {.data = "x", .fsdp = "x"}}),
                       "build_transformer: each mesh axis may play one part; got data 'x', fsdp 'x', tensor ''",
                       invalid_error);
  CHECK_THROWS_AS((void)build_transformer(c, mesh{{"x", 2}}, {.parallel = {.data = "y"}}), invalid_error);
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"x", 2}}, {.parallel = {.sequence_parallel = true}}),
                       "build_transformer: sequence parallelism needs a tensor axis", invalid_error);
  // Llama-3.1-8B has 32 query heads in 8 key/value groups: 16-way tensor parallelism splits groups.
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"model", 16}}, {.parallel = {.tensor = "model"}}),
                       "build_transformer: tensor axis 'model' (size 16) must divide the 32 query heads and 8 key/value "
                       "heads of 'small-llama'; use a tensor axis of a size dividing both",
                       invalid_error);
}
