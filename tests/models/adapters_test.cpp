// Tests for models/adapters.hpp and the adapters build_transformer adds: parameter counts against
// PEFT's printout and seed 001's factors, the frozen model (no gradients, no optimizer states for
// its weights), the factors' shapes, shardings and residuals, and the errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include <shardmem/models/adapters.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/train.hpp>

#include <fmt/format.h>

using namespace shardmem;

namespace {

// LLaMA-7B (Touvron et al. 2023): hidden 4096, 32 layers, 32 heads, FFN 11008, vocabulary 32000.
transformer_config adapters_llama_7b() {
  return transformer_config{.name = "llama-7b", .hidden = 4096, .layers = 32, .heads = 32, .ffn = 11008,
                            .vocab = 32000, .seq_len = 2048};
}

// Seed 001: Llama-3.1-8B's MLPs in layers 18-26 decomposed into fp32 factors of C = 49152.
adapter_config adapters_seed001() {
  return adapter_config{.rank = 49152,
                        .targets = {"gate_proj", "up_proj", "down_proj"},
                        .first_layer = 18,
                        .last_layer = 26,
                        .type = dtype::f32};
}

std::optional<value_id> adapters_find(const dataflow_graph& g, std::string_view name) {
  for (std::size_t v = 0; v < g.value_count(); ++v)
    if (g.tensor(static_cast<value_id>(v)).name == name) return static_cast<value_id>(v);
  return std::nullopt;
}

}  // namespace

TEST_CASE("adapter parameters: PEFT's count for LLaMA-7B, and seed 001's factors") {
  // PEFT's print_trainable_parameters for LLaMA-7B with tloen/alpaca-lora's defaults (r = 8 on
  // q_proj and v_proj, every layer), as printed in a fine-tuning log: "trainable params: 4,194,304
  // || all params: 6,742,609,920".
  const transformer_config llama = adapters_llama_7b();
  const adapter_config lora{.rank = 8, .targets = {"q_proj", "v_proj"}};
  CHECK(adapter_parameters(lora, llama) == 4'194'304);
  CHECK(parameter_count(llama) + adapter_parameters(lora, llama) == 6'742'609'920);
  // Seed 001: 27 sites x 49152 x (4096 + 14336) = 24,461,180,928 (97.84 GB in fp32, the PR's
  // "~98 GB V/U").
  CHECK(adapter_parameters(adapters_seed001(), presets::llama3_1_8b()) == 24'461'180'928);
  CHECK(to_string(adapters_seed001(), presets::llama3_1_8b()) ==
        "rank 49152 on gate_proj,up_proj,down_proj of layers 18-26, f32");
  CHECK(adapted_last_layer(lora, llama) == 31);
  CHECK(adapts(adapters_seed001(), presets::llama3_1_8b(), 18, "down_proj"));
  CHECK_FALSE(adapts(adapters_seed001(), presets::llama3_1_8b(), 17, "down_proj"));
  CHECK_FALSE(adapts(adapters_seed001(), presets::llama3_1_8b(), 20, "q_proj"));
}

TEST_CASE("adapters: a frozen model trains only the factors") {
  transformer_config c = adapters_llama_7b();
  c.layers = 4;
  c.seq_len = 256;
  c.micro_batch = 2;
  const adapter_config a{.rank = 16, .targets = {"q_proj", "down_proj"}, .first_layer = 2, .last_layer = 3};
  const mesh m{{"data", 1}};
  const transformer_graph fg = build_transformer(c, m, {.adapters = a});
  const dataflow_graph& g = fg.graph;
  // The factors: A [d_in, r] and B [r, d_out] in fp32, trainable; every model weight frozen.
  const auto qa = adapters_find(g, "layer.2.q_proj.adapter_a"), qb = adapters_find(g, "layer.2.q_proj.adapter_b");
  const auto da = adapters_find(g, "layer.3.down_proj.adapter_a");
  REQUIRE(qa);
  REQUIRE(qb);
  CHECK(g.tensor(*qa).shape == shape{4096, 16});
  CHECK(g.tensor(*qb).shape == shape{16, 4096});
  CHECK(g.tensor(*qa).dtype == dtype::f32);
  CHECK_FALSE(g.frozen(*qa));
  CHECK_FALSE(adapters_find(g, "layer.1.q_proj.adapter_a"));
  REQUIRE(da);
  CHECK(g.tensor(*da).shape == shape{11008, 16});
  std::int64_t trained = 0, frozen = 0;
  for (std::size_t v = 0; v < g.value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    if (g.role(id) != role::parameter) continue;
    (g.frozen(id) ? frozen : trained) += g.tensor(id).shape.elements();
  }
  CHECK(trained == adapter_parameters(a, c));
  CHECK(frozen == parameter_count(c));
  // The adapted sum carries the projection's checkpoint name, the projection's own output not.
  const auto sum = adapters_find(g, "layer.2.q_proj.adapted"), base = adapters_find(g, "layer.2.q_proj_out");
  REQUIRE(sum);
  REQUIRE(base);
  CHECK(g.tags(*sum) == std::vector<std::string>{"query_proj"});
  CHECK(g.tags(*base).empty());
  // x A in fp32 (bf16 activations with fp32 factors promote to fp32): [b, s, r].
  const auto hidden = adapters_find(g, "layer.2.q_proj.adapter_hidden");
  REQUIRE(hidden);
  CHECK(g.tensor(*hidden).shape == shape{2, 256, 16});
  CHECK(g.tensor(*hidden).dtype == dtype::f32);

  // The step: gradients and optimizer states for the factors alone.
  training_graph t = build_training_graph(g, fg.loss);
  std::int64_t with_gradient = 0;
  for (std::size_t v = 0; v < g.value_count(); ++v)
    if (t.gradient[v]) {
      CHECK(g.role(static_cast<value_id>(v)) == role::parameter);
      CHECK_FALSE(g.frozen(static_cast<value_id>(v)));
      with_gradient += g.tensor(static_cast<value_id>(v)).shape.elements();
    }
  CHECK(with_gradient == adapter_parameters(a, c));
  const bytes states = add_optimizer_step(t, {.kind = optimizer_kind::adamw});
  // Adam's two fp32 moments per trained parameter (the factors are fp32: no master copy).
  CHECK(states == bytes{2 * 4 * adapter_parameters(a, c)});
  // No backward op below the first adapted layer: layers 0 and 1 get no gradient.
  std::size_t backward_ops = 0;
  const schedule step_order = t.order();
  for (auto o : step_order.order()) {
    const std::string_view name = t.graph.op_name(o);
    if (!name.ends_with(".bwd")) continue;
    ++backward_ops;
    CHECK_FALSE(name.starts_with("layer.0."));
    CHECK_FALSE(name.starts_with("layer.1."));
  }
  CHECK(backward_ops > 10);
}

TEST_CASE("adapters: a frozen weight's dot keeps no input for its gradient") {
  transformer_config c = adapters_llama_7b();
  c.layers = 2;
  c.seq_len = 128;
  const mesh m{{"data", 1}};
  const adapter_config late{.rank = 4, .targets = {"v_proj"}, .first_layer = 0, .last_layer = 0};
  const transformer_graph fg = build_transformer(c, m, {.adapters = late});
  const training_graph t = build_training_graph(fg.graph, fg.loss);
  // Layer 1's projections are frozen: their backward computes the input's gradient from the
  // weight, so the input of layer 1's frozen o_proj (the attention context) is read only by the
  // flash attention backward, not by o_proj's; its FLOPs are one matmul, not two.
  const dataflow_graph& g = t.graph;
  const schedule step_order = t.order(), forward_order = fg.graph.topological_order();
  for (auto o : step_order.order()) {
    if (g.op_name(o) != "layer.1.o_proj.bwd") continue;
    const auto ins = g.inputs(o);
    CHECK(std::none_of(ins.begin(), ins.end(), [&](value_id v) { return g.tensor(v).name == "layer.1.context"; }));
  }
  for (auto o : forward_order.order())
    if (fg.graph.op_name(o) == "layer.1.o_proj") {
      std::int64_t backward = -1;
      for (auto b : step_order.order())
        if (g.op_name(b) == "layer.1.o_proj.bwd") backward = g.op_flops(b);
      CHECK(backward == fg.graph.op_flops(o));
    }
}

TEST_CASE("adapters: errors name the field and the fix") {
  const transformer_config llama = presets::llama3_1_8b();
  auto message = [&](adapter_config a) {
    try {
      validate(a, llama);
    } catch (const invalid_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(message({.rank = 0}) == "adapters: rank 0 is not a size; give a rank of at least 1 (LoRA uses 8 to 64)");
  CHECK(message({.rank = 8, .targets = {}}) ==
        "adapters: no target projection; name some of q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj, "
        "fc1, fc2");
  CHECK(message({.rank = 8, .targets = {"qkv"}}).starts_with("adapters: unknown target 'qkv'"));
  CHECK(message({.rank = 8, .targets = {"q_porj"}})
            .starts_with("adapters: unknown target 'q_porj' (did you mean "
                         "'q_proj'?); expected some of"));
  CHECK(message({.rank = 8, .targets = {"q_proj", "q_proj"}}) ==
        "adapters: target 'q_proj' is named twice; name each projection once");
  CHECK(message({.rank = 8, .targets = {"fc1"}}) ==
        "adapters: transformer config 'llama3.1-8b' has a swiglu MLP, which has no 'fc1'; its MLP projections are "
        "gate_proj, up_proj and down_proj");
  CHECK(message({.rank = 8, .first_layer = 30, .last_layer = 40}) ==
        "adapters: layers 30-40 are not a range of the 32 layers of transformer config 'llama3.1-8b'; give layers "
        "within 0-31, the first not after the last");
  CHECK(message({.rank = 8, .first_layer = 9, .last_layer = 3}).starts_with("adapters: layers 9-3"));
  CHECK(message({.rank = 8, .type = dtype::s8}) ==
        "adapters: factors of type s8 are not trained; give f32, bf16, f16 or f64");
  CHECK_THROWS_AS((void)adapter_parameters({.rank = -1}, llama), invalid_error);
  // Experts: adapters on a routed MLP are refused; attention adapters are fine.
  const transformer_config mixtral = presets::mixtral_8x7b();
  CHECK_THROWS_WITH_AS(validate(adapter_config{.rank = 8, .targets = {"gate_proj"}}, mixtral),
                       "adapters: layer 0 of transformer config 'mixtral-8x7b' routes its MLP to experts, and adapters "
                       "on experts are not modelled; target only the attention projections there, or adapt dense "
                       "layers only",
                       invalid_error);
  CHECK_NOTHROW(validate(adapter_config{.rank = 8, .targets = {"q_proj", "o_proj"}}, mixtral));
  // A tensor axis: not modelled, and said so.
  transformer_config small = llama;
  small.layers = 2;
  small.seq_len = 64;
  const mesh tp{{"data", 2}, {"model", 2}};
  transformer_options o{.adapters = adapter_config{.rank = 8}};
  o.parallel.data.names = {"data"};
  o.parallel.tensor = "model";
  CHECK_THROWS_WITH_AS((void)build_transformer(small, tp, o),
                       "build_transformer: adapters with tensor axis 'model' (size 2) are not modelled (how their "
                       "factors split over it is a choice this model does not make); drop the tensor axis, or shard "
                       "over it as fsdp",
                       invalid_error);
  // Only a parameter can be frozen.
  dataflow_graph g(mesh{{"data", 1}});
  CHECK_THROWS_WITH_AS(
      (void)g.add_value({.tensor = {"x", {4}, dtype::f32}, .role = role::activation, .frozen = true}),
      "value 'x' is frozen but of role activation: only a parameter can be frozen", invalid_error);
}

TEST_CASE("adapters: a replicated frozen prefix is a count of the model's layers") {
  const transformer_config c = presets::llama3_1_8b();
  adapter_config a{.first_layer = 18, .last_layer = 18};
  for (const std::int64_t prefix : {0, 1, 18, 32}) {
    a.replicated_prefix = prefix;
    CHECK_NOTHROW(validate(a, c));
  }
  CHECK(to_string(a, c) == "rank 8 on q_proj,v_proj of layers 18-18, f32, the embedding and layers 0-31 replicated");
  for (const std::int64_t prefix : {-1, 33}) {
    a.replicated_prefix = prefix;
    CAPTURE(prefix);
    const std::string want = fmt::format("adapters: a replicated prefix of {} layers is not a prefix of the 32 "
                                         "layers of transformer config 'llama3.1-8b'; give 0 to 32 (0: none)",
                                         prefix);
    CHECK_THROWS_WITH_AS(validate(a, c), doctest::Contains(want.c_str()), invalid_error);
  }
}
