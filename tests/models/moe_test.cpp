// Tests for the mixture-of-experts layers of models/transformer.hpp: the router, the dispatch
// buffers sized by the capacity convention, expert parallelism's all-to-alls and weight shards,
// parameter totals against parameter_count, training memory, and the parallelism errors. Every
// expected number is worked out here from the config, not read back from the builder.
#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/train.hpp>

using namespace shardmem;

namespace {

std::int64_t moe_graph_parameters(const dataflow_graph& g) {
  std::int64_t n = 0;
  for (std::size_t v = 0; v < g.value_count(); ++v)
    if (g.role(static_cast<value_id>(v)) == role::parameter) n += g.tensor(static_cast<value_id>(v)).shape.elements();
  return n;
}

bytes moe_graph_parameter_nbytes(const dataflow_graph& g) {
  bytes n{0};
  for (std::size_t v = 0; v < g.value_count(); ++v)
    if (g.role(static_cast<value_id>(v)) == role::parameter) n += g.tensor(static_cast<value_id>(v)).nbytes();
  return n;
}

std::size_t moe_ops_of_kind(const dataflow_graph& g, std::string_view kind) {
  std::size_t n = 0;
  for (std::size_t o = 0; o < g.op_count(); ++o) n += g.op_kind(static_cast<op_id>(o)) == kind ? 1 : 0;
  return n;
}

value_id moe_find(const dataflow_graph& g, std::string_view name) {
  const auto v = g.find_value(name);
  REQUIRE_MESSAGE(v.has_value(), "no value named ", name);
  return *v;
}

// 2 layers, h 64, 8 experts of width 128, top-2, capacity factor 1.25, 8 sequences of 64 tokens.
transformer_config small_moe(std::int64_t top_k = 2, std::optional<double> capacity_factor = 1.25) {
  transformer_config c{.name = "small-moe",
                       .hidden = 64,
                       .layers = 2,
                       .heads = 4,
                       .ffn = 256,
                       .vocab = 1000,
                       .seq_len = 64,
                       .micro_batch = 8};
  c.moe = moe_config{.experts = 8, .top_k = top_k, .capacity_factor = capacity_factor, .expert_ffn = 128};
  return c;
}

}  // namespace

TEST_CASE("dispatch buffers hold the GShard capacity of each token group, split by the all-to-all") {
  const auto c = small_moe();
  const std::int64_t E = 8, h = 64, f = 128, ep = 4;
  const auto tg = build_transformer(c, mesh{{"expert", ep}}, {.parallel = {.expert = "expert"}});
  const auto& g = tg.graph;
  // The expert axis splits the batch outside the experts: 8 sequences / 4 = 2 per device, 128 tokens.
  CHECK(to_string(g.sharding(moe_find(g, "tokens")).spec()) == "P('expert')");
  // GShard (Lepikhin et al. 2020, sec. 2.2) / Switch (Fedus et al. 2022, eq. 3): capacity =
  // ceil(tokens x top_k x capacity_factor / experts) = ceil(128 x 2 x 1.25 / 8) = 40 rows per expert.
  const std::int64_t group_tokens = 8 / ep * 64;
  const std::int64_t C = (group_tokens * 2 * 5 + E * 4 - 1) / (E * 4);  // x 1.25 = x 5/4, rounded up
  CHECK(C == 40);
  const auto dispatch = moe_find(g, "layer.0.dispatch");
  CHECK(g.describe(dispatch) == "'layer.0.dispatch' bf16[8,4,40,64] P(None, 'expert', None, None)");
  CHECK(g.per_device_bytes(dispatch) == bytes{E * C * h * 2});
  // The same bytes as the global-batch capacity split over the expert axis: ceil(512 x 2 x 1.25 / 8) = 160.
  CHECK(g.per_device_bytes(dispatch) == bytes{E * 160 * h * 2 / ep});
  CHECK(g.op_kind(*g.producer(dispatch)) == "dispatch");
  CHECK(g.tags(dispatch) == std::vector<std::string>{"moe_dispatch"});

  // Token-sharded -> expert-sharded, then back; same bytes each way, (ep-1)/ep of them sent.
  CHECK(moe_ops_of_kind(g, "all-to-all") == 2 * 2);  // two per MoE layer, two MoE layers
  const auto in = moe_find(g, "layer.0.expert_in");
  const op_id a2a_in = *g.producer(in);
  CHECK(g.op_kind(a2a_in) == "all-to-all");
  CHECK(g.inputs(a2a_in)[0] == dispatch);
  CHECK(g.describe(in) == "'layer.0.expert_in' bf16[8,4,40,64] P('expert', None, None, None)");
  CHECK(g.per_device_bytes(in) == bytes{E / ep * ep * C * h * 2});  // 2 experts x 4 groups x 40 rows
  CHECK(g.op_traffic(a2a_in) == bytes{E * C * h * 2 * (ep - 1) / ep});
  const auto out = moe_find(g, "layer.0.expert_out");
  CHECK(g.op_kind(*g.producer(out)) == "all-to-all");
  CHECK(g.describe(out) == "'layer.0.expert_out' bf16[8,4,40,64] P(None, 'expert', None, None)");
  CHECK(g.inputs(*g.producer(out))[0] == moe_find(g, "layer.0.experts.down_proj_out"));
  CHECK(g.op_kind(*g.producer(moe_find(g, "layer.0.routed_out"))) == "combine");

  // Expert weights: E / ep whole experts per device.
  for (const char* w : {"layer.0.experts.gate_proj", "layer.0.experts.up_proj"}) {
    CAPTURE(w);
    CHECK(g.tensor(moe_find(g, w)).shape == shape{E, h, f});
    CHECK(g.per_device_bytes(moe_find(g, w)) == bytes{E / ep * h * f * 2});
  }
  CHECK(g.describe(moe_find(g, "layer.0.experts.down_proj")) ==
        "'layer.0.experts.down_proj' bf16[8,128,64] P('expert', None, None)");
  // The hidden activations, named for remat policies, one batch dot each.
  const auto hidden = moe_find(g, "layer.0.experts.gate_proj_out");
  CHECK(g.per_device_bytes(hidden) == bytes{E / ep * ep * C * f * 2});
  CHECK(g.tags(hidden) == std::vector<std::string>{"mlp_hidden"});
  CHECK(g.op_kind(*g.producer(hidden)) == "batch_dot");
  // The router: f32 logits over the experts, top-k weights and indices.
  CHECK(g.describe(moe_find(g, "layer.0.router_logits")) ==
        "'layer.0.router_logits' f32[8,64,8] P('expert', None, None)");
  CHECK(g.per_device_bytes(moe_find(g, "layer.0.router_logits")) == bytes{2 * 64 * E * 4});
  CHECK(g.describe(moe_find(g, "layer.0.routing_indices")) ==
        "'layer.0.routing_indices' s32[8,64,2] P('expert', None, None)");
  CHECK(g.op_kind(*g.producer(moe_find(g, "layer.0.routing_weights"))) == "top_k");
}

TEST_CASE("dropless routing sizes the buffer for the even split, top_k x tokens rows in all") {
  const auto c = small_moe(2, std::nullopt);
  const auto tg = build_transformer(c, mesh{{"expert", 4}}, {.parallel = {.expert = "expert"}});
  // 128 local tokens x top-2 = 256 rows, 32 per expert (MegaBlocks holds exactly these 256 rows).
  CHECK(tg.graph.tensor(moe_find(tg.graph, "layer.0.dispatch")).shape == shape{8, 4, 32, 64});
  CHECK(dispatch_capacity(c, 128) == 32);
  CHECK(dispatch_capacity(c, 4096) == 1024);  // 4096 x 2 / 8
  CHECK(dispatch_capacity(c, 5) == 2);        // 10 rows over 8 experts, rounded up
  CHECK(expert_capacity(c, 128) == 128);      // the worst case, one expert chosen by every token, is not used
  auto cf = small_moe(2, 1.25);
  CHECK(dispatch_capacity(cf, 4096) == 1280);  // the capacity factor's rows: expert_capacity
}

TEST_CASE("without an expert axis the experts are replicated and no all-to-all runs") {
  const auto c = small_moe();
  const auto tg = build_transformer(c, mesh{{"data", 2}}, {.parallel = {.data = "data"}});
  const auto& g = tg.graph;
  CHECK(moe_ops_of_kind(g, "all-to-all") == 0);
  // 2 groups of 4 sequences, 256 tokens: ceil(256 x 2 x 1.25 / 8) = 80 rows.
  CHECK(g.describe(moe_find(g, "layer.0.dispatch")) ==
        "'layer.0.dispatch' bf16[8,2,80,64] P(None, 'data', None, None)");
  CHECK(g.per_device_bytes(moe_find(g, "layer.0.experts.gate_proj")) == bytes{8 * 64 * 128 * 2});
  CHECK(g.inputs(*g.producer(moe_find(g, "layer.0.experts.gate_proj_out")))[0] == moe_find(g, "layer.0.dispatch"));
}

TEST_CASE("expert, FSDP and tensor parallelism shard the stacked expert weights on three dimensions") {
  const auto c = small_moe();
  const auto tg = build_transformer(c, mesh{{"fsdp", 2}, {"expert", 2}, {"model", 2}},
                                    {.parallel = {.fsdp = "fsdp", .tensor = "model", .expert = "expert"}});
  const auto& g = tg.graph;
  const auto w = moe_find(g, "layer.0.experts.gate_proj");
  CHECK(g.describe(w) == "'layer.0.experts.gate_proj' bf16[8,64,128] P('expert', 'fsdp', 'model')");
  CHECK(g.per_device_bytes(w) == bytes{8 / 2 * 64 / 2 * 128 / 2 * 2});
  const auto gathered = moe_find(g, "layer.0.experts.gate_proj.gathered");
  CHECK(g.op_kind(*g.producer(gathered)) == "all-gather");
  CHECK(to_string(g.sharding(gathered).spec()) == "P('expert', None, 'model')");
  CHECK(g.describe(moe_find(g, "layer.0.experts.down_proj")) ==
        "'layer.0.experts.down_proj' bf16[8,128,64] P('expert', 'model', 'fsdp')");
  // The tokens are split over fsdp and expert (4 groups of 2 sequences); the all-to-all moves only
  // the expert axis.
  CHECK(to_string(g.sharding(moe_find(g, "layer.0.dispatch")).spec()) == "P(None, ('fsdp', 'expert'), None, None)");
  CHECK(to_string(g.sharding(moe_find(g, "layer.0.expert_in")).spec()) == "P('expert', 'fsdp', None, None)");
  CHECK(to_string(g.sharding(moe_find(g, "layer.0.experts.gate_proj_out")).spec()) ==
        "P('expert', 'fsdp', None, 'model')");
  // Row-parallel partial sums are reduced once, after the combine.
  CHECK(g.op_kind(*g.producer(moe_find(g, "layer.0.mlp_out"))) == "all-reduce");
  CHECK(g.inputs(*g.producer(moe_find(g, "layer.0.mlp_out")))[0] == moe_find(g, "layer.0.routed_out"));
  // The router weight [h, E] is FSDP-split like the other weights outside the experts: over the
  // FSDP and the expert axes together (MaxText's 'embed' rule), or over FSDP alone when they are
  // replicated over the expert axis (Megatron-LM).
  CHECK(g.describe(moe_find(g, "layer.0.router")) == "'layer.0.router' bf16[64,8] P(('fsdp', 'expert'))");
  const auto megatron = build_transformer(
      c, mesh{{"fsdp", 2}, {"expert", 2}, {"model", 2}},
      {.parallel = {.fsdp = "fsdp", .tensor = "model", .expert = "expert", .shard_dense_over_expert = false}});
  CHECK(megatron.graph.describe(moe_find(megatron.graph, "layer.0.router")) == "'layer.0.router' bf16[64,8] P('fsdp')");
}

TEST_CASE("MoE expert axis: the weights outside the experts are split over it too, as MaxText does") {
  // MaxText (AI-Hypercomputer/maxtext src/MaxText/configs/base.yml): expert_shard_attention_option
  // "fsdp", "ep acts as fsdp parallelism", and logical_axis_rules that split 'embed' over the fsdp,
  // sequence, context and expert axes while the experts' own weights use 'embed_no_exp' (no
  // expert axis); so a dense weight's hidden dimension is split over the expert axis as over
  // FSDP. Megatron-LM replicates dense weights over its expert-parallel ranks.
  const auto c = small_moe();
  const mesh m{{"data", 2}, {"expert", 4}};
  const auto maxtext = build_transformer(c, m, {.parallel = {.data = "data", .expert = "expert"}});
  const auto megatron =
      build_transformer(c, m, {.parallel = {.data = "data", .expert = "expert", .shard_dense_over_expert = false}});
  const auto q = moe_find(maxtext.graph, "layer.0.q_proj");
  CHECK(maxtext.graph.describe(q) == "'layer.0.q_proj' bf16[64,64] P('expert', None)");
  CHECK(megatron.graph.describe(moe_find(megatron.graph, "layer.0.q_proj")) ==
        "'layer.0.q_proj' bf16[64,64] P(None, None)");
  CHECK(maxtext.graph.per_device_bytes(q) * 4 ==
        megatron.graph.per_device_bytes(moe_find(megatron.graph, "layer.0.q_proj")));
  // Gathered over the expert axis right before use.
  CHECK(maxtext.graph.op_kind(*maxtext.graph.producer(moe_find(maxtext.graph, "layer.0.q_proj.gathered"))) ==
        "all-gather");
  // The experts' own weights are split over the expert axis by expert either way.
  CHECK(maxtext.graph.describe(moe_find(maxtext.graph, "layer.0.experts.gate_proj")) ==
        megatron.graph.describe(moe_find(megatron.graph, "layer.0.experts.gate_proj")));
}

TEST_CASE("the built graph holds exactly parameter_count's parameters") {
  SUBCASE("small configs: GeLU with biases, shared experts, MoE on every other layer") {
    auto c = small_moe();
    c.layers = 4;
    c.mlp = mlp_kind::gelu;
    c.norm = norm_kind::layernorm;
    c.mlp_bias = true;
    c.qkv_bias = true;
    c.moe->first_layer = 1;
    c.moe->layer_interval = 2;
    c.moe->shared_experts = 2;
    const auto tg = build_transformer(c, mesh{{"expert", 2}, {"model", 2}},
                                      {.parallel = {.tensor = "model", .expert = "expert"}});
    const auto& g = tg.graph;
    CHECK(moe_graph_parameters(g) == parameter_count(c));
    CHECK(moe_graph_parameter_nbytes(g) == parameter_bytes(c));
    CHECK(g.find_value("layer.0.fc1").has_value());  // dense
    CHECK_FALSE(g.find_value("layer.0.router").has_value());
    CHECK(g.find_value("layer.1.router").has_value());  // MoE
    CHECK_FALSE(g.find_value("layer.1.fc1").has_value());
    CHECK(g.find_value("layer.3.experts.fc2").has_value());
    // Shared experts: one dense MLP of width 2 x 128 on every token, added to the routed output.
    CHECK(g.tensor(moe_find(g, "layer.1.shared.fc1")).shape == shape{64, 256});
    CHECK(g.tensor(moe_find(g, "layer.1.shared.fc2.bias")).shape == shape{2, 64});  // one bias per shared expert
    CHECK(g.op_kind(*g.producer(moe_find(g, "layer.1.moe_out"))) == "add");
    CHECK(moe_ops_of_kind(g, "all-to-all") == 2 * 2);
  }
  SUBCASE("Mixtral 8x7B: 46.7B parameters") {
    // Jiang et al. 2024, "Mixtral of Experts", sec. 1 / Table 1: 47B (46.7B on the HF model card)
    // parameters. Counted: embedding and lm head 32000 x 4096 each; per layer q and o 4096^2,
    // k and v 4096 x 1024, two RMSNorms of 4096, router 4096 x 8, 8 SwiGLU experts of 3 x 4096 x 14336;
    // final norm 4096.
    const std::int64_t per_layer = 2 * 4096 * 4096 + 2 * 4096 * 1024 + 2 * 4096 + 4096 * 8 + 8 * 3 * 4096LL * 14336;
    const std::int64_t mixtral = 2 * 32000 * 4096 + 32 * per_layer + 4096;
    CHECK(mixtral == 46'702'792'704);
    const auto c = presets::mixtral_8x7b();
    CHECK(parameter_count(c) == mixtral);
    const auto tg = build_transformer(c, mesh{{"expert", 8}}, {.parallel = {.expert = "expert"}});
    CHECK(moe_graph_parameters(tg.graph) == mixtral);
    CHECK(moe_graph_parameter_nbytes(tg.graph) == bytes{2 * mixtral});
    // Each device holds one expert of each layer: 3 x 4096 x 14336 bf16 = 336 MiB.
    CHECK(tg.graph.per_device_bytes(moe_find(tg.graph, "layer.31.experts.up_proj")) == bytes{4096LL * 14336 * 2});
    // One sequence of 32768 tokens per group (the micro-batch of 1 padded over 8 shards), dropless
    // top-2 over 8 experts: 32768 x 2 / 8 = 8192 rows per expert.
    CHECK(tg.graph.tensor(moe_find(tg.graph, "layer.0.dispatch")).shape == shape{8, 8, 8192, 4096});
  }
}

TEST_CASE("a 2-layer MoE trains, and its peak grows with top_k") {
  auto peak = [](std::int64_t top_k, bool remat) {
    auto c = small_moe(top_k);
    c.vocab = 128;  // keep the f32 logits (2 x 64 x vocab x 4 B per device) below the experts' buffers
    const auto tg = build_transformer(c, mesh{{"expert", 4}}, {.parallel = {.expert = "expert"}});
    training_options o;
    if (remat)
      for (const auto& s : tg.layer_scopes) o.regions.push_back({s, nothing_saveable()});
    const auto t = build_training_graph(tg.graph, tg.loss, o);
    const auto& g = t.graph;
    // Every parameter gets a gradient, the router's through the routing weights of the combine.
    for (const char* w :
         {"layer.0.router", "layer.0.experts.gate_proj", "layer.1.experts.down_proj", "layer.1.q_proj"}) {
      CAPTURE(w);
      CHECK(t.gradient[index(moe_find(g, w))].has_value());
    }
    CHECK(moe_ops_of_kind(g, "dispatch.bwd") == 2);
    CHECK(moe_ops_of_kind(g, "combine.bwd") == 2);
    CHECK(moe_ops_of_kind(g, "top_k.bwd") == 2);
    // Per layer: the forward's two and their two backwards; nothing_saveable re-runs both forward
    // all-to-alls too, since the backward batch dot reads expert_in and the combine's reads expert_out.
    CHECK(moe_ops_of_kind(g, "all-to-all") == (remat ? 2 * 6 : 2 * 4));
    return analyze_liveness(g, t.order()).peak;
  };
  for (bool remat : {false, true}) {
    CAPTURE(remat);
    const bytes top1 = peak(1, remat), top2 = peak(2, remat), top4 = peak(4, remat);
    CHECK(top1 < top2);
    CHECK(top2 < top4);
  }
}

TEST_CASE("checkpoint names on the dispatch buffer and the expert hidden activations steer remat") {
  auto c = small_moe();
  c.vocab = 128;
  const auto tg = build_transformer(c, mesh{{"expert", 4}}, {.parallel = {.expert = "expert"}});
  auto a2a_and_remat = [&](const remat_policy& p) {
    training_options o;
    for (const auto& s : tg.layer_scopes) o.regions.push_back({s, p});
    const auto t = build_training_graph(tg.graph, tg.loss, o);
    CHECK(t.warnings().empty());
    return std::pair{moe_ops_of_kind(t.graph, "all-to-all"), t.recomputed_residuals};
  };
  // Saving 'moe_dispatch' keeps the all-to-all's output (it inherits the dispatch buffer's name):
  // only the all-to-all back is re-run, one per layer instead of two.
  CHECK(a2a_and_remat(nothing_saveable()).first == 2 * 6);
  CHECK(a2a_and_remat(save_only_these_names({"moe_dispatch"})).first == 2 * 5);
  // Saving 'mlp_hidden' keeps the experts' gate and up outputs: fewer residuals are recomputed.
  CHECK(a2a_and_remat(save_only_these_names({"mlp_hidden"})).second < a2a_and_remat(nothing_saveable()).second);
}

TEST_CASE("every option of an MoE model builds a training step") {
  auto c = small_moe();
  c.layers = 4;
  c.mlp = mlp_kind::gelu;
  c.norm = norm_kind::layernorm;
  c.mlp_bias = true;
  c.dropout = true;
  c.attention = attention_kind::materialized;
  c.positions = position_kind::learned;
  c.moe->first_layer = 1;
  c.moe->layer_interval = 2;
  c.moe->shared_experts = 2;
  c.moe->capacity_factor.reset();
  const auto tg = build_transformer(
      c, mesh{{"data", 2}, {"fsdp", 2}, {"expert", 2}, {"model", 2}},
      {.parallel = {.data = "data", .fsdp = "fsdp", .tensor = "model", .expert = "expert", .sequence_parallel = true},
       .fp32_matmul_outputs = true});
  std::vector<bytes> activations;  // live at the first backward step, per policy below
  for (const auto& p :
       {everything_saveable(), dots_saveable(), dots_with_no_batch_dims_saveable(), nothing_saveable()}) {
    CAPTURE(p.name());
    training_options o;
    for (const auto& s : tg.layer_scopes) o.regions.push_back({s, p});
    const auto t = build_training_graph(tg.graph, tg.loss, o);
    if (p.name() == "everything_saveable") {
      // Saving everything inside every layer is what no checkpoint does: one lint naming the layers.
      REQUIRE(t.warnings().size() == 1);
      CHECK(t.warnings()[0] ==
            "policy everything_saveable of 4 regions ('layer.0', 'layer.1', ..., 'layer.3') changes "
            "nothing: it saves every residual of the region, as no checkpoint does; drop the checkpoint "
            "or narrow the policy");
    } else {
      CHECK(t.warnings().empty());
    }
    const auto r = analyze_liveness(t.graph, t.order());  // a valid schedule: no in-place write clobbers a later read
    activations.push_back(live_bytes_by_role(t.graph, r, t.forward_ops)[static_cast<std::size_t>(role::activation)]);
    CHECK(t.gradient[index(moe_find(t.graph, "layer.3.router"))].has_value());
    CHECK(t.gradient[index(moe_find(t.graph, "layer.3.shared.fc2.bias"))].has_value());
  }
  // Each policy keeps strictly less than the one before: dots_saveable drops the GeLUs' and
  // softmaxes' outputs and the dropout masks, dots_with_no_batch_dims_saveable also the batch dots
  // (attention scores and the experts' MLPs), nothing_saveable also the dense projections.
  CHECK(activations[0] > activations[1]);
  CHECK(activations[1] > activations[2]);
  CHECK(activations[2] > activations[3]);
}

TEST_CASE("bad expert parallelism is rejected naming the numbers and the fix") {
  const auto c = small_moe();
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"data", 4}}, {.parallel = {.expert = "expert"}}),
                       "build_transformer: the expert axis 'expert' is not an axis of mesh {data: 4}; set "
                       ".parallel.expert to one of ('data',) or add an axis 'expert' to the mesh",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"x", 4}}, {.parallel = {.fsdp = "x", .expert = "x"}}),
                       "build_transformer: mesh axis 'x' is both the expert axis and the fsdp axis; each mesh axis may "
                       "play one part, so give expert parallelism an axis of its own",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)build_transformer(c, mesh{{"expert", 3}}, {.parallel = {.expert = "expert"}}),
                       "build_transformer: the 8 experts of transformer config 'small-moe' do not split evenly over "
                       "the 3 devices of expert axis 'expert'; each device holds whole experts, so choose an expert "
                       "axis size among 1, 2, 4, 8",
                       invalid_error);
  auto dense = c;
  dense.moe.reset();
  CHECK_THROWS_WITH_AS((void)build_transformer(dense, mesh{{"expert", 2}}, {.parallel = {.expert = "expert"}}),
                       "build_transformer: .parallel.expert is 'expert' but transformer config 'small-moe' has no "
                       "mixture of experts; leave .expert empty, or split the batch over the axis with .data",
                       invalid_error);
}

TEST_CASE("expert-tensor parallelism 1: the tensor axis joins the expert axis, each expert whole") {
  // Megatron-LM's --expert-tensor-parallel-size 1 beside TP 2 (MoE parallel folding; torchtitan's
  // etp 1): the expert-parallel group is ep x model, every tensor rank routes the tokens of its
  // own sequence shard (sequence parallelism), and the experts' outputs come back whole.
  const auto c = small_moe();  // 8 experts top-2, capacity 1.25, expert ffn 128; 8 x 64 tokens
  const mesh m{{"data", 2}, {"ep", 2}, {"model", 2}};
  parallelism p{.data = "data", .tensor = "model", .expert = "ep", .sequence_parallel = true};
  const auto split = build_transformer(c, m, {.parallel = p});
  p.expert_tensor_parallel = 1;
  const auto fold = build_transformer(c, m, {.parallel = p});
  const dataflow_graph& g = fold.graph;
  CHECK(g.describe(moe_find(g, "layer.0.experts.gate_proj")) ==
        "'layer.0.experts.gate_proj' bf16[8,64,128] P(('ep', 'model'), None, None)");
  CHECK(split.graph.describe(moe_find(split.graph, "layer.0.experts.gate_proj")) ==
        "'layer.0.experts.gate_proj' bf16[8,64,128] P('ep', None, 'model')");
  // Two whole experts a device either way: 2 x 64 x 128 bf16, against half of four.
  CHECK(g.per_device_bytes(moe_find(g, "layer.0.experts.gate_proj")) == bytes{2 * 64 * 128 * 2});
  CHECK(split.graph.per_device_bytes(moe_find(split.graph, "layer.0.experts.gate_proj")) == bytes{4 * 64 * 64 * 2});
  // 8 token groups (data x ep x model) of 2 sequences x 32 tokens: capacity ceil(64 x 2 / 8 x
  // 1.25) = 20 rows an expert; the all-to-all moves ep and model to the experts.
  CHECK(g.describe(moe_find(g, "layer.0.dispatch")) ==
        "'layer.0.dispatch' bf16[8,8,20,64] P(None, ('data', 'ep', 'model'), None, None)");
  CHECK(to_string(g.sharding(moe_find(g, "layer.0.expert_in")).spec()) == "P(('ep', 'model'), 'data', None, None)");
  CHECK(g.per_device_bytes(moe_find(g, "layer.0.expert_in")) == bytes{2 * 4 * 20 * 64 * 2});
  // Over ETP = TP the groups are 4, of 2 sequences x 64 tokens: 40 rows, each tensor rank all of them.
  CHECK(split.graph.describe(moe_find(split.graph, "layer.0.dispatch")) ==
        "'layer.0.dispatch' bf16[8,4,40,64] P(None, ('data', 'ep'), None, None)");
  // The combine gives the layer's output sequence-split, with no reduction over the tensor axis.
  const value_id out = moe_find(g, "layer.0.routed_out");
  CHECK(to_string(g.sharding(out).spec()) == to_string(g.sharding(moe_find(g, "layer.0.mlp_norm")).spec()));
  CHECK(g.op_kind(*g.producer(moe_find(g, "layer.0.output"))) == "add");
  CHECK_FALSE(g.find_value("layer.0.mlp_out"));
  CHECK(split.graph.op_kind(*split.graph.producer(moe_find(split.graph, "layer.0.mlp_out"))) == "reduce-scatter");
}

TEST_CASE("expert-tensor parallelism: sizes other than 1 and the tensor axis', and unsplittable groups, are refused") {
  const auto c = small_moe();
  const mesh m{{"data", 2}, {"ep", 2}, {"model", 2}};
  parallelism p{.data = "data", .tensor = "model", .expert = "ep", .sequence_parallel = true};
  p.expert_tensor_parallel = 4;
  CHECK_THROWS_WITH_AS((void)build_transformer(c, m, {.parallel = p}),
                       "build_transformer: expert-tensor parallelism 4 with tensor axis 'model' of size 2; give 1 "
                       "(each expert whole, the tensor axis joining expert parallelism) or 2 (each expert split over "
                       "the tensor axis); other sizes would split part of an axis",
                       invalid_error);
  p.expert_tensor_parallel = 1;
  p.sequence_parallel = false;
  CHECK_THROWS_WITH_AS((void)build_transformer(c, m, {.parallel = p}),
                       "build_transformer: expert-tensor parallelism 1 over tensor axis 'model' (size 2) needs "
                       "sequence parallelism, so each tensor rank routes its own tokens; turn it on "
                       "(--sequence-parallel)",
                       invalid_error);
  p.sequence_parallel = true;
  const parallelism wide{.tensor = "model", .expert = "ep", .expert_tensor_parallel = 1, .sequence_parallel = true};
  CHECK_THROWS_WITH_AS(
      (void)build_transformer(c, mesh{{"ep", 4}, {"model", 4}}, {.parallel = wide}),
      "build_transformer: the 8 experts of transformer config 'small-moe' do not split evenly over the expert group of 16 devices "
      "(expert axis 'ep' x tensor axis 'model'); each device holds whole experts, so choose axes whose product is "
      "among 1, 2, 4, 8",
      invalid_error);
  // Set on a model without experts it would do nothing: an error.
  auto dense = c;
  dense.moe.reset();
  CHECK_THROWS_WITH_AS((void)build_transformer(dense, mesh{{"data", 2}, {"model", 2}},
                                               {.parallel = {.data = "data",
                                                             .tensor = "model",
                                                             .expert_tensor_parallel = 1,
                                                             .sequence_parallel = true}}),
                       "build_transformer: expert-tensor parallelism 1 is set, but transformer config 'small-moe' has "
                       "no mixture of experts; drop it",
                       invalid_error);
}
