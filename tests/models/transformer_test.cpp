// Tests for models/transformer.hpp: the built forward graph matches the config's structure, and
// training it under JAX's policies moves activation memory as expected.
#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/train.hpp>

#include "toy_models.hpp"

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
  const auto fp32 = build_transformer(c, mesh{{"fsdp", 8}},
                                      {.parallel = {.fsdp = "fsdp"}, .fp32_matmul_outputs = true});
  const auto& g = fp32.graph;
  const auto q = *g.find_value("layer.0.q_proj_out");
  CHECK(g.op_workspace(*g.producer(q)) == g.per_device_bytes(q) * 2);  // an f32 copy of a bf16 output
}

TEST_CASE("bad parallelism is rejected with the reason") {
  const auto c = small_llama();
  CHECK_THROWS_WITH_AS(
      (void)build_transformer(c, mesh{{"x", 2}}, {.parallel = {.data = "x", .fsdp = "x"}}),
      "build_transformer: each mesh axis may play one part; axis 'x' is given as data and as fsdp (data 'x', fsdp 'x', tensor '')",
      invalid_error);
  CHECK_THROWS_AS((void)build_transformer(c, mesh{{"x", 2}}, {.parallel = {.data = "y"}}), invalid_error);
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"x", 2}}, {.parallel = {.sequence_parallel = true}}),
                       "build_transformer: sequence parallelism needs a tensor axis", invalid_error);
  // Llama-3.1-8B has 32 query heads in 8 key/value groups: 16-way tensor parallelism splits groups.
  CHECK_THROWS_WITH_AS(
      (void)build_transformer(c, mesh{{"model", 16}}, {.parallel = {.tensor = "model"}}),
      "build_transformer: tensor axis 'model' (size 16) must divide the 32 query heads and 8 key/value "
      "heads of 'small-llama'; use a tensor axis of a size dividing both",
      invalid_error);
}

namespace {

using models_test::toy_gpt;
using models_test::toy_llama;

training_graph train_layers(const transformer_graph& tg, const remat_policy& p, bool rerun_all = false) {
  training_options o;
  for (const auto& s : tg.layer_scopes) o.regions.push_back({s, p, rerun_all});
  return build_training_graph(tg.graph, tg.loss, o);
}

bytes activations_left(const training_graph& t) {
  const auto r = analyze_liveness(t.graph, t.order());
  return live_bytes_by_role(t.graph, r, t.forward_ops)[static_cast<std::size_t>(role::activation)];
}

}  // namespace

TEST_CASE("the GPT-3 175B preset, built as a graph, keeps Korthikanti et al.'s activations per layer") {
  // REFERENCE section 3 (Korthikanti et al. 2022, Table 2), s 2048, b 1, h 12288, a 96, t 8:
  // TP + SP + selective recompute 34sbh/t = 106,954,752 B per layer; TP + selective sbh(10 + 24/t).
  // One layer's share is the difference between the preset built with 2 layers and with 1.
  auto per_layer = [](bool sp) {
    auto bytes_with = [sp](std::int64_t layers) {
      transformer_config c = presets::megatron_175b();
      c.layers = layers;
      const auto tg = build_transformer(c, mesh{{"model", 8}},
                                        {.parallel = {.tensor = "model", .sequence_parallel = sp}});
      training_options o;  // selective recompute: the attention core (QK^T, softmax, dropout, AV)
      for (const auto& s : tg.layer_scopes) o.regions.push_back({s + "/attn/core", nothing_saveable()});
      return activations_left(build_training_graph(tg.graph, tg.loss, o)).count();
    };
    return bytes_with(2) - bytes_with(1);
  };
  const std::int64_t sbh = 2048 * 1 * 12288;
  CHECK(per_layer(true) == 106'954'752);
  CHECK(per_layer(true) == 34 * sbh / 8);
  CHECK(per_layer(false) == 10 * sbh + 24 * sbh / 8);
}

TEST_CASE("the checkpoint names out_proj and mlp_out save the attention and MLP outputs") {
  const std::int64_t b = 2, s = 32, h = 64, f = 128, layers = 2;
  SUBCASE("out_proj: the attention output projection, before and after its tensor-parallel all-reduce") {
    for (const std::int64_t t : {1, 2}) {
      CAPTURE(t);
      const auto tg = build_transformer(toy_llama(), mesh{{"model", t}}, {.parallel = {.tensor = "model"}});
      const auto none = train_layers(tg, nothing_saveable());
      const auto named = train_layers(tg, save_only_these_names({"out_proj"}));
      CHECK(named.warnings().empty());
      // One residual more per layer: the o_proj output, bf16 [b, s, h] on every device (the
      // all-reduce leaves it replicated), kept instead of recomputed for the first residual add.
      CHECK(named.saved_residuals == none.saved_residuals + layers);
      // nothing_saveable recomputes it, and with t = 2 also the partial sums its all-reduce re-reads.
      CHECK(none.recomputed_residuals - named.recomputed_residuals ==
            static_cast<std::size_t>(layers * (t == 1 ? 1 : 2)));
      CHECK(activations_left(named) - activations_left(none) == bytes{layers * b * s * h * 2});
      // ... so the backward skips re-running the o_proj matmul, 2bsh^2/t FLOPs per device and layer.
      CHECK(none.recompute_flops - named.recompute_flops == layers * 2 * b * s * h * h / t);
    }
  }
  SUBCASE("mlp_out: the MLP output, a residual only through the dropout that follows it") {
    auto c = toy_llama();
    c.dropout = true;
    const auto tg = build_transformer(c, mesh{{"d", 1}});
    const auto none = train_layers(tg, nothing_saveable());
    const auto named = train_layers(tg, save_only_these_names({"mlp_out"}));
    CHECK(named.warnings().empty());
    // Recomputing the MLP dropout's mask reads the MLP output: kept, it spares the down projection.
    CHECK(named.saved_residuals == none.saved_residuals + layers);
    CHECK(activations_left(named) - activations_left(none) == bytes{layers * b * s * h * 2});
    CHECK(none.recompute_flops - named.recompute_flops == layers * 2 * b * s * f * h);
    // Without dropout only the residual add reads it, whose backward reads nothing: the name
    // saves nothing, and lint says so.
    const auto plain = build_transformer(toy_llama(), mesh{{"d", 1}});
    const auto noop = train_layers(plain, save_only_these_names({"mlp_out"}));
    CHECK(noop.recompute_flops == train_layers(plain, nothing_saveable()).recompute_flops);
    REQUIRE(noop.warnings().size() == 1);  // one line for every layer
    CHECK(noop.warnings()[0].starts_with(
        "policy save_only_these_names('mlp_out') of regions 'layer.0', 'layer.1' changes nothing"));
  }
}

TEST_CASE("lint flags naming the layer input, which every checkpointed layer keeps anyway") {
  const auto tg = build_transformer(toy_llama(), mesh{{"d", 1}});
  const auto t = train_layers(tg, save_only_these_names({"layer_input"}));
  CHECK(t.warnings() ==
        std::vector<std::string>{
            "policy save_only_these_names('layer_input') of regions 'layer.0', 'layer.1' changes nothing: "
            "it neither saves nor offloads a value computed inside the region, as nothing_saveable does "
            "(values the region reads from outside are kept anyway); use nothing_saveable or save a value "
            "the region computes"});
  // Offloading the same view does change something: the input's buffer goes to host.
  CHECK(train_layers(tg, save_and_offload_only_these_names({}, {"layer_input"})).warnings().empty());
  CHECK(train_layers(tg, dots_saveable()).warnings().empty());
  CHECK(train_layers(tg, nothing_saveable()).warnings().empty());
}

TEST_CASE("full remat of a transformer re-runs exactly one forward per layer") {
  // Per-device forward FLOPs of one layer at b 2, s 32, h 64, ffn 128, 4 heads of 16 (the
  // builder's counts: 2mnk per matmul, 8 per element for a norm, 6 for RoPE, 4bs^2 * heads * head
  // dim for attention's two batch matmuls, 5 per score for softmax, 8 for GeLU, 4 for SiLU, 1 for
  // an add or the SwiGLU product; dropout and naming are free).
  const std::int64_t b = 2, s = 32, h = 64, f = 128, hd = 16, layers = 2;
  SUBCASE("Llama-style: RMSNorm, rotary, flash attention, SwiGLU") {
    const std::int64_t nq = 4, nkv = 2;
    const std::int64_t down = 2 * b * s * f * h, residual2 = b * s * h;
    const std::int64_t layer = 8 * b * s * h                                        // attention RMSNorm
                               + 2 * b * s * h * (nq + 2 * nkv) * hd                // q, k, v projections
                               + 6 * b * s * (nq + nkv) * hd                        // RoPE on q and k
                               + 4 * b * s * s * nq * hd                            // flash attention
                               + 2 * b * s * nq * hd * h + b * s * h                // o_proj, residual add
                               + 8 * b * s * h                                      // MLP RMSNorm
                               + 2 * 2 * b * s * h * f + 4 * b * s * f + b * s * f  // gate, up, SiLU, product
                               + down + residual2;
    const auto tg = build_transformer(toy_llama(), mesh{{"d", 1}});
    CHECK(train_layers(tg, nothing_saveable(), true).recompute_flops == layers * layer);
    // JAX recomputes only what a backward op reads: the down projection's output and the second
    // residual add's feed only that add, whose backward reads nothing.
    CHECK(train_layers(tg, nothing_saveable()).recompute_flops == layers * (layer - down - residual2));
  }
  SUBCASE("GPT-style: LayerNorm, materialized attention with dropout, GeLU, biases") {
    const std::int64_t a = 4, residual2 = b * s * h;
    const std::int64_t layer = 8 * b * s * h                                            // attention LayerNorm
                               + 3 * 2 * b * s * h * h                                  // q, k, v projections
                               + 2 * b * s * s * a * hd + 5 * b * a * s * s             // QK^T, softmax
                               + 2 * b * s * s * a * hd                                 // AV
                               + 2 * b * s * h * h + b * s * h                          // o_proj, residual add
                               + 8 * b * s * h                                          // MLP LayerNorm
                               + 2 * b * s * h * f + 8 * b * s * f + 2 * b * s * f * h  // fc1, GeLU, fc2
                               + residual2;
    const auto tg = build_transformer(toy_gpt(), mesh{{"d", 1}});
    CHECK(train_layers(tg, nothing_saveable(), true).recompute_flops == layers * layer);
    // With dropout, the masks' recomputation reads fc2's output: JAX skips only the last add.
    CHECK(train_layers(tg, nothing_saveable()).recompute_flops == layers * (layer - residual2));
  }
}

TEST_CASE("fuzz: the down projection's name survives the FSDP gather that grows the value table") {
  // tests/fuzz/fuzz_plan found build_transformer passing a reference to the down projection's
  // name (inside the graph's value table) alongside use(), whose all-gather adds values and may
  // move that table: a heap use after free under AddressSanitizer. Over enough layer counts one
  // gather lands on a reallocation; every down projection must read its gathered weight by name.
  for (const bool gpt : {false, true})
    for (std::int64_t layers = 1; layers <= 12; ++layers) {
      transformer_config c = gpt ? toy_gpt() : toy_llama();
      c.layers = layers;
      CAPTURE(c.name);
      CAPTURE(layers);
      const auto tg = build_transformer(c, mesh{{"fsdp", 2}}, {.parallel = {.fsdp = "fsdp"}});
      const std::string down = gpt ? "fc2" : "down_proj";
      std::int64_t found = 0;
      for (std::size_t o = 0; o < tg.graph.op_count(); ++o) {
        const auto id = static_cast<op_id>(o);
        const std::string_view op = tg.graph.op_name(id);
        if (!op.ends_with("." + down)) continue;
        ++found;
        CHECK(tg.graph.tensor(tg.graph.inputs(id)[1]).name == std::string(op) + ".gathered");
      }
      CHECK(found == layers);
    }
}

TEST_CASE("a model of more layers than a graph can hold is an error, not an exhausted machine") {
  // A model JSON may say "layers": 100000000; building that graph would take hundreds of GiB.
  transformer_config c = toy_llama();
  c.layers = max_built_layers + 1;
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"d", 1}}),
                       "build_transformer: transformer config 'toy-llama' has 10001 layers; at most 10000 are built as "
                       "a graph (tens of values each); plan fewer layers (per-layer bytes do not depend on the count)",
                       invalid_error);
}

TEST_CASE("FLOP counts past int64 are an overflow_error, not a wrapped negative count") {
  // Found by trying model JSON with "seq_len": 10^12 on Llama-3.1-8B: the q projection's
  // 2 b s h (nq hd) wrapped and the graph rejected the op for "negative flops".
  transformer_config c = presets::llama3_1_8b();
  c.seq_len = 1'000'000'000'000;
  try {
    (void)build_transformer(c, mesh{{"d", 1}});
    FAIL("expected an overflow_error");
  } catch (const overflow_error& e) {
    CHECK(std::string_view(e.what()).starts_with("overflow computing an op's FLOP count: "));
  }
  c.seq_len = 1'000'000;  // 10^6 tokens: every count fits (attention's 4 s^2 nq hd is 1.6e16), exactly
  const auto tg = build_transformer(c, mesh{{"d", 1}});
  std::int64_t q_proj = -1;
  for (std::size_t o = 0; o < tg.graph.op_count(); ++o)
    if (tg.graph.op_name(static_cast<op_id>(o)) == "layer.0.q_proj") q_proj = tg.graph.op_flops(static_cast<op_id>(o));
  CHECK(q_proj == 2 * c.seq_len * 4096 * 4096);  // 2 b s h (heads x head_dim), b = 1
}

TEST_CASE("Qwen3's q/k norms, DeepSeek's latent attention, routing bias and MTP are built as counted") {
  auto qwen = preset("qwen3-30b-a3b");
  qwen.layers = 2, qwen.seq_len = 128;
  auto v3 = preset("deepseek-v3");
  v3.layers = 4, v3.seq_len = 128;  // three dense layers, one MoE layer, and the MTP module's MoE layer
  auto lite = preset("deepseek-v2-lite");
  lite.layers = 2, lite.seq_len = 128;
  for (const transformer_config& c : {qwen, v3, lite}) {
    CAPTURE(c.name);
    const mesh m{{"expert", 8}, {"model", 2}};
    const auto tg = build_transformer(c, m, {.parallel = {.tensor = "model", .expert = "expert"}});
    CHECK(parameters_in(tg.graph) == parameter_count(c));
    CHECK(tg.layer_scopes.size() == static_cast<std::size_t>(c.layers + c.mtp_layers));
    // A training step of it: every forward value has a gradient where it needs one.
    const auto t = build_training_graph(tg.graph, tg.loss, {});
    CHECK(analyze_liveness(t.graph, t.order()).peak > 0_B);
  }
  const auto q = build_transformer(qwen, mesh{{"d", 1}});
  CHECK(q.graph.describe(*q.graph.find_value("layer.0.q_norm.scale")) == "'layer.0.q_norm.scale' bf16[128] P()");
  CHECK(q.graph.describe(*q.graph.find_value("layer.0.k_norm")) ==
        "'layer.0.k_norm' bf16[1,128,512] P(None, None, None)");
  const auto d = build_transformer(v3, mesh{{"model", 2}}, {.parallel = {.tensor = "model"}});
  const auto& g = d.graph;
  // The down-projections whole on each device of the tensor axis, the up-projections split by head.
  CHECK(g.describe(*g.find_value("layer.0.q_a_proj")) == "'layer.0.q_a_proj' bf16[7168,1536] P(None, None)");
  CHECK(g.describe(*g.find_value("layer.0.kv_a_proj_with_mqa")) ==
        "'layer.0.kv_a_proj_with_mqa' bf16[7168,576] P(None, None)");
  CHECK(g.describe(*g.find_value("layer.0.kv_b_proj")) == "'layer.0.kv_b_proj' bf16[512,32768] P(None, 'model')");
  CHECK(g.describe(*g.find_value("layer.0.key")) == "'layer.0.key' bf16[1,128,24576] P(None, None, 'model')");
  CHECK(g.describe(*g.find_value("layer.0.o_proj")) == "'layer.0.o_proj' bf16[16384,7168] P('model', None)");
  CHECK(g.describe(*g.find_value("layer.3.router.bias")) == "'layer.3.router.bias' f32[256] P()");
  CHECK(g.frozen(*g.find_value("layer.3.router.bias")));
  // The MTP module: its projection [2h, h], its own MoE layer, its logits, and the losses summed.
  CHECK(g.describe(*g.find_value("mtp.0.eh_proj")) == "'mtp.0.eh_proj' bf16[14336,7168] P(None, None)");
  CHECK(g.find_value("mtp.0.router").has_value());
  CHECK(g.find_value("mtp.0.logits").has_value());
  CHECK(g.tensor(d.loss).name == "loss");
  CHECK(g.find_value("loss.main").has_value());
}
