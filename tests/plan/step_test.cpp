// Tests for shardmem/plan/step.hpp: the training step of a configuration. ZeRO's stages in the
// graph, gradient accumulation, a hand-built forward graph, chain schedules replayed as remat,
// the phases, and a step of many layers built from a few repeated, planned exactly as the whole
// build plans it.
#include <doctest/doctest.h>

#include <shardmem/models/mlp_chain.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/schedule/budget.hpp>
#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/simulate.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "plan_helpers.hpp"

using namespace shardmem;
using plan_test::check_same_plan;
using plan_test::small_config;

TEST_CASE("ZeRO-1 shards optimizer states over the data axis; ZeRO-2 gradients too; ZeRO-3 parameters too") {
  training_config c = small_config();
  c.zero_stage = 0;
  const memory_plan z0 = plan(c);
  c.zero_stage = 1;
  const memory_plan z1 = plan(c);
  c.zero_stage = 3;
  const memory_plan z3 = plan(c);
  const auto state = [](const memory_plan& p) { return p.by_role[static_cast<std::size_t>(role::optimizer_state)]; };
  const auto param = [](const memory_plan& p) { return p.by_role[static_cast<std::size_t>(role::parameter)]; };
  // AdamW with fp32 master weights: 12 bytes of states per parameter, 2 per bf16 parameter; and
  // optax's int32 step count.
  CHECK(state(z0).count() == 12 * parameter_count(c.model) + 4);
  CHECK(param(z0).count() == 2 * parameter_count(c.model));
  CHECK(state(z1) < state(z0));
  CHECK(param(z1) == param(z0));
  CHECK(param(z3) < param(z0));
  // ZeRO-2: each parameter's gradient is reduce-scattered over the data axis once complete, so
  // the finished gradients the optimizer reads are an eighth of ZeRO-1's.
  c.zero_stage = 2;
  const training_step s2 = build_step(c, {.whole = true});
  c.zero_stage = 1;
  const training_step s1 = build_step(c, {.whole = true});
  const auto finished_gradients = [](const step_graph& s) {
    bytes total{0};
    for (const auto& g : s.train->gradient)
      if (g) total += s.train->graph.per_device_bytes(*g);
    return total;
  };
  const auto& fwd = s1.built().model.graph;
  bytes sharded{0}, replicated{0};  // ZeRO-2's expected total, from the parameters' shapes
  for (std::size_t v = 0; v < fwd.value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    if (fwd.role(id) != role::parameter) continue;
    replicated += fwd.per_device_bytes(id);
    const tensor& t = fwd.tensor(id);
    bool split = false;  // along the first dimension 8 divides, if any
    for (std::size_t d = 0; d < t.shape.rank(); ++d) split = split || t.shape[d] % 8 == 0;
    sharded += split ? bytes{t.nbytes().count() / 8} : t.nbytes();
  }
  CHECK(finished_gradients(s1.built()) == replicated);
  CHECK(finished_gradients(s2.built()) == sharded);
  CHECK(sharded < replicated);
  CHECK(s2.built().train->graph.find_value("dlayer.0.q_proj.shard").has_value());
}

TEST_CASE("gradient accumulation: the global batch sets the micro-steps and adds an accumulator") {
  training_config c = small_config();
  c.global_batch = 8 * 4;
  const memory_plan p = plan(c);
  CHECK(p.accumulation_steps == 4);
  c.global_batch = 12;
  CHECK_THROWS_WITH_AS(
      (void)plan(c),
      "training_config: global batch 12 is not a multiple of micro-batch 1 x 8 data-parallel ranks = 8; "
      "pick a global batch of k x 8",
      invalid_error);
}

TEST_CASE("a hand-built forward graph is planned like a preset: its step, optimizer and verdict") {
  const mlp_chain_graph chain = build_mlp_chain(6, 64, 1024, dtype::bf16, mesh{{"data", 4}}, {.data = "data"});
  training_config c;
  c.devices = mesh{{"data", 4}};
  c.zero_stage = 0;
  c.remat = parse_remat("nothing_saveable");
  transformer_graph forward{chain.graph, chain.loss, chain.layer_scopes};
  const memory_plan p = plan(build_step(forward, c), memory_target{});
  // The same step by hand: regions on every layer, AdamW with fp32 master weights, liveness.
  training_options o;
  for (const std::string& s : chain.layer_scopes) o.regions.push_back({s, nothing_saveable()});
  training_graph t = build_training_graph(chain.graph, chain.loss, o);
  (void)add_optimizer_step(t, {.kind = optimizer_kind::adamw, .master_weights = true});
  const liveness_result r = analyze_liveness(t.graph, t.order());
  CHECK(p.step_peak == r.peak);
  CHECK(p.parameters == 6 * 1024 * 1024);
  // And optax's int32 step count.
  CHECK(p.by_role[static_cast<std::size_t>(role::optimizer_state)].count() == 12 * 6 * 1024 * 1024 + 4);
  // ZeRO-1 over the graph's data axis shards those states four ways (the count, a scalar, whole).
  c.zero_stage = 1;
  const memory_plan z1 = plan(build_step(transformer_graph{chain.graph, chain.loss, chain.layer_scopes}, c),
                              memory_target{});
  CHECK(z1.by_role[static_cast<std::size_t>(role::optimizer_state)].count() == 12 * 6 * 1024 * 1024 / 4 + 4);
  // Adapters belong to a built model: a given graph carries its own (frozen values), so asking
  // for them is refused rather than ignored.
  c.adapters = adapter_config{.rank = 8};
  CHECK_THROWS_WITH_AS((void)build_step(transformer_graph{chain.graph, chain.loss, chain.layer_scopes}, c),
                       "training_config: adapters are added to a built model, not to a given graph; put the factors "
                       "in the graph (frozen weights as value_desc::frozen) and leave .adapters unset",
                       invalid_error);
  // So do MaxText's and torchtitan's conventions, which decide how a model is built; Megatron's
  // main_grad buffer is the optimizer's and applies.
  c.adapters.reset();
  for (const framework_kind f : {framework_kind::maxtext, framework_kind::torchtitan}) {
    c.framework = f;
    CHECK_THROWS_WITH_AS((void)build_step(transformer_graph{chain.graph, chain.loss, chain.layer_scopes}, c),
                         doctest::Contains(fmt::format("training_config: framework {} decides how a model is built "
                                                       "(its weights' type, gathers and loss), and a given graph is "
                                                       "built already",
                                                       name(f))
                                               .c_str()),
                         invalid_error);
  }
  c.framework = framework_kind::jax;
  c.parallel.expert_tensor_parallel = 1;  // how experts are built: the given graph's own
  CHECK_THROWS_WITH_AS((void)build_step(transformer_graph{chain.graph, chain.loss, chain.layer_scopes}, c),
                       "training_config: expert-tensor parallelism (1) decides how experts are built, and a given "
                       "graph is built already; split its experts so and leave it unset",
                       invalid_error);
  c.parallel.expert_tensor_parallel = 0;
  c.framework = framework_kind::megatron;
  const memory_plan megatron = plan(build_step(transformer_graph{chain.graph, chain.loss, chain.layer_scopes}, c),
                                    memory_target{});
  CHECK(megatron.by_role[static_cast<std::size_t>(role::optimizer_state)] >
        z1.by_role[static_cast<std::size_t>(role::optimizer_state)]);
}

TEST_CASE("layer-chain schedules as remat: each recomputes its extra forwards' worth of layers") {
  // Replayed on identical layers, a chain schedule's recompute is one layer's forward FLOPs per
  // extra forward execution (simulate() on the layer chain) whose output a later forward or save
  // reads, and per one right before its backward what per-layer remat (nothing_saveable)
  // recomputes of a layer: only what the backward reads. Memory falls as recompute rises.
  training_config c = small_config();
  c.remat = parse_remat("nothing_saveable");
  const std::int64_t per_layer_remat = plan(c).recompute_flops / c.model.layers;
  c.remat = parse_remat("none");
  const memory_plan none = plan(c);
  const training_step step = build_step(c, {.whole = true});
  const transformer_graph& model = step.built().model;
  const layer_chain_view view = layer_chain(model.graph, model.loss, model.layer_scopes);
  REQUIRE(view.chain.is_uniform());
  const std::int64_t layer = view.chain[0].forward_cost;
  CHECK(per_layer_remat < layer);
  // The FLOPs a schedule's recomputations cost on these layers.
  auto expected_recompute = [&](const chain_schedule& s) {
    std::vector<int> runs(static_cast<std::size_t>(c.model.layers), 0);
    std::int64_t flops = 0;
    for (std::size_t k = 0; k < s.size(); ++k) {
      if (!s[k].is_forward()) continue;
      if (runs[static_cast<std::size_t>(s[k].index)]++ == 0) continue;  // the layer's own forward
      bool read_later = false;
      for (std::size_t j = k + 1; j < s.size(); ++j) {
        if (s[j].is_forward() || s[j].kind == action_kind::save) read_later = true;
        if (read_later || s[j].kind == action_kind::restore || s[j].kind == action_kind::backward) break;
      }
      flops += read_later ? layer : per_layer_remat;
    }
    return flops;
  };
  const bytes half_of_store{simulate(view.chain, store_all(view.chain)).peak.count() / 2};
  const std::vector<std::pair<std::string, chain_schedule>> cases{{"sqrt_n", chen_sqrt(view.chain)},
                                                                  {"segments:2", chen_segments(view.chain, 2)},
                                                                  {"nested", nested(view.chain)},
                                                                  {"nested:3", nested(view.chain, 3)},
                                                                  {"revolve:2", revolve(view.chain, 2)},
                                                                  {fmt::format("budget:{}B", half_of_store.count()),
                                                                   budgeted(view.chain, half_of_store)}};
  for (const auto& named : cases) {  // (not a structured binding: clang 14 cannot capture one)
    CAPTURE(named.first);
    c.remat = parse_remat(named.first);
    const memory_plan p = plan(c);
    const schedule_summary s = simulate(view.chain, named.second);
    CHECK(s.extra_forwards > 0);
    CHECK(p.recompute_flops == expected_recompute(named.second));
    CHECK(p.recompute_flops <= s.extra_forwards * layer);  // at most the extra forwards whole
    CHECK(p.step_peak < none.step_peak);
  }
  // A word that names no schedule is refused when it is read, before anything is planned.
  for (const std::string bad : {"revolve:0", "segments:x", "nested:", "chain:3"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS((void)parse_remat(bad), parse_error);
  }
  CHECK_THROWS_WITH((void)parse_remat("revolve:0"),
                    "remat 'revolve:0': expected a positive integer after 'revolve:', as in revolve:4");
  CHECK_THROWS_WITH(
      (void)parse_remat("chain:3"),
      "unknown remat schedule 'chain:3'; expected segments:K, checkpoint_sequential:K, nested:L, revolve:S or budget:BYTES");
}

TEST_CASE("a step of many layers is planned from 5- and 6-layer builds, exactly as the whole build plans it") {
  // Each residual policy on a dense and an MoE model, each with one of: ZeRO-0 with checked placement
  // over 4 processes and gradient accumulation with the chunked loss; ZeRO-1 with sequence
  // parallelism; ZeRO-2 with parameters and optimizer states offloaded and no donation; ZeRO-3 with
  // an EMA, and an evaluation step.
  for (const std::string model : {"llama3.1-8b", "mixtral-8x7b"})
    for (const std::string_view remat :
         {"none", "nothing_saveable", "dots_saveable", "dots_with_no_batch_dims_saveable", "everything_saveable",
          "save_layer_input", "offload_layer_input"})
      for (int variant = 0; variant < 5; ++variant) {
        CAPTURE(model);
        CAPTURE(remat);
        CAPTURE(variant);
        training_config c;
        c.model = preset(model);
        c.model.seq_len = 1024;
        c.devices = mesh{{"data", 4}, {"model", 2}}.with_devices_per_process(2);
        c.parallel.tensor = "model";
        c.remat = parse_remat(remat);
        c.zero_stage = variant % 4;
        memory_target target;
        if (variant == 0) target.placement = placement_kind::checked, c.global_batch = 16, c.chunked_loss = true;
        if (variant == 1) c.parallel.sequence_parallel = true;
        if (variant == 2)
          c.offload_params = true, c.optimizer.state_memory = memory_kind::pinned_host, c.optimizer.donate = false;
        if (variant == 3) c.optimizer.ema = true;
        if (variant == 4) c.eval = true, c.micro_batch = 2;
        const training_step fast = build_step(c);
        REQUIRE_FALSE(fast.whole());  // built from repeated layers
        check_same_plan(plan(fast, target), plan(build_step(c, {.whole = true}), target));
      }
}

TEST_CASE("bench: Llama-3.1-405B over 16384 devices is planned from 5 and 6 layers, the same as built whole") {
  training_config c;
  c.model = presets::llama3_1_405b();
  c.model.seq_len = 8192;
  c.devices = mesh{{"data", 64}, {"fsdp", 32}, {"model", 8}}.with_devices_per_process(8);
  c.parallel.replica = "data";
  c.parallel.data = "fsdp";
  c.parallel.tensor = "model";
  c.parallel.sequence_parallel = true;
  memory_target target;
  target.accelerator = hardware_preset("h100-80gb");
  const training_step whole = build_step(c, {.whole = true});
  const memory_plan want = plan(whole, target);
  const training_step repeated = build_step(c);
  REQUIRE_FALSE(repeated.whole());
  const memory_plan fast = plan(repeated, target);
  check_same_plan(fast, want);
  CHECK(fast.device_timeline.size() == whole.graph().op_count());  // 11,866 steps, every op of 126 layers
  check_same_plan(plan(c, target), want);
}

TEST_CASE("what does not repeat layer for layer is built whole") {
  training_config c;
  c.model = presets::llama3_1_8b();
  c.model.seq_len = 1024;
  c.devices = mesh{{"data", 8}};
  CHECK_FALSE(build_step(c).whole());
  auto check_whole = [](const training_config& t) {
    CHECK(build_step(t).whole());
    check_same_plan(plan(t), plan(build_step(t, {.whole = true}), memory_target{}));
  };
  training_config t = c;
  t.remat = parse_remat("sqrt_n");  // a chain schedule depends on the layer count
  check_whole(t);
  t = c;
  t.model.layers = detail::repeat_from_layers - 1;  // too few to pay
  check_whole(t);
  t = c;
  t.model = presets::mixtral_8x7b();  // MoE on every other layer: layers differ
  t.model.seq_len = 1024;
  t.model.moe->first_layer = 1;
  t.model.moe->layer_interval = 2;
  check_whole(t);
  t = c;
  t.devices = mesh{{"data", 4}, {"stage", 2}};  // a pipeline plans its stages
  t.parallel.pipeline = "stage";
  t.global_batch = 8;
  CHECK(build_step(t).whole());
  // Errors are the whole build's: the same message whichever path would have planned.
  t = c;
  t.devices = mesh{{"data", 2}, {"model", 3}};
  t.parallel.tensor = "model";
  std::string want;
  try {
    (void)build_step(t, {.whole = true});
  } catch (const invalid_error& e) {
    want = e.what();
  }
  REQUIRE_FALSE(want.empty());
  CHECK_FALSE(detail::repeated_step(resolve_axis_roles(t)).has_value());
  CHECK_THROWS_WITH_AS((void)build_step(t), want.c_str(), invalid_error);
  CHECK_THROWS_WITH_AS((void)plan(t), want.c_str(), invalid_error);
}

TEST_CASE("a step's ops fall in its phases in order: forward, backward, optimizer") {
  training_config c = small_config();
  const training_step s = build_step(c);
  CHECK(s.whole());  // 4 layers: too few to repeat
  REQUIRE(0 < s.forward_ops());
  REQUIRE(s.forward_ops() < s.optimizer_from());
  REQUIRE(s.optimizer_from() < s.graph().op_count());
  CHECK(s.phase_at(0) == step_phase::forward);
  CHECK(s.phase_at(s.forward_ops() - 1) == step_phase::forward);
  CHECK(s.phase_at(s.forward_ops()) == step_phase::backward);
  CHECK(s.phase_at(s.optimizer_from() - 1) == step_phase::backward);
  CHECK(s.phase_at(s.optimizer_from()) == step_phase::optimizer);
  CHECK(s.phase_at(s.graph().op_count() - 1) == step_phase::optimizer);
  CHECK(s.liveness().device_timeline.size() == s.graph().op_count());
  CHECK(s.parameters() == parameter_count(c.model));
  CHECK(s.config().parallel.data == axis_group{"data"});  // the roles resolved
  // An evaluation step is all forward.
  c.eval = true;
  const training_step eval = build_step(c);
  CHECK(eval.forward_ops() == eval.graph().op_count());
  CHECK(eval.optimizer_from() == eval.graph().op_count());
  CHECK_FALSE(eval.built().train.has_value());
  CHECK(eval.recompute_flops() == 0);
}

TEST_CASE("a step built from repeated layers reads as the whole step: phases, liveness, names, counts") {
  training_config c;
  c.model = presets::llama3_1_8b();
  c.model.seq_len = 1024;
  c.devices = mesh{{"data", 8}};
  c.global_batch = 16;
  const training_step repeated = build_step(c);
  const training_step whole = build_step(c, {.whole = true});
  REQUIRE_FALSE(repeated.whole());
  REQUIRE(whole.whole());
  CHECK(repeated.graph().op_count() < whole.graph().op_count());
  CHECK(repeated.forward_ops() == whole.forward_ops());
  CHECK(repeated.optimizer_from() == whole.optimizer_from());
  CHECK(repeated.liveness().peak == whole.liveness().peak);
  CHECK(repeated.liveness().peak_step == whole.liveness().peak_step);
  CHECK(repeated.liveness().device_timeline == whole.liveness().device_timeline);
  REQUIRE(repeated.liveness().peak_op.has_value());
  REQUIRE(whole.liveness().peak_op.has_value());
  CHECK(repeated.op_name(*repeated.liveness().peak_op) == whole.op_name(*whole.liveness().peak_op));
  CHECK(repeated.accumulation_steps() == 2);
  CHECK(whole.accumulation_steps() == 2);
  CHECK(repeated.parameters() == whole.parameters());
  CHECK(repeated.recompute_flops() == whole.recompute_flops());
  CHECK(std::ranges::equal(repeated.lint(), whole.lint()));  // the lint names all 32 layers
  CHECK(repeated.stages() == 1);
  // The copies of each op and value add up to the whole step's.
  std::int64_t ops = 0;
  for (std::size_t o = 0; o < repeated.graph().op_count(); ++o) ops += repeated.op_copies(static_cast<op_id>(o));
  CHECK(ops == static_cast<std::int64_t>(whole.graph().op_count()));
  std::int64_t values = 0;
  for (std::size_t v = 0; v < repeated.graph().value_count(); ++v)
    values += repeated.value_copies(static_cast<value_id>(v));
  CHECK(values == static_cast<std::int64_t>(whole.graph().value_count()));
  CHECK(whole.op_copies(op_id{0}) == 1);
  // And the plans agree, field by field.
  check_same_plan(plan(repeated, memory_target{}), plan(whole, memory_target{}));
}

TEST_CASE("a model config is validated once, where a step is built, and not again by what is built from it") {
  // Where it enters: an invalid model gives validate's message whichever path would have built it
  // (4 layers are built whole; 16 would be repeated from 5 and 6).
  for (const std::int64_t layers : {4, 16}) {
    CAPTURE(layers);
    training_config c = small_config();
    c.model.layers = layers;
    c.model.kv_heads = 3;
    std::string want;
    try {
      validate(c.model);
    } catch (const invalid_error& e) {
      want = e.what();
    }
    REQUIRE(want.find(".heads (8) is not divisible by .kv_heads (3)") != std::string::npos);
    CHECK_THROWS_WITH_AS((void)build_step(c), want.c_str(), invalid_error);
    CHECK_THROWS_WITH_AS((void)plan(c), want.c_str(), invalid_error);
  }
  // What is built from it counts as the checked functions do, without checking again.
  for (const std::string_view name : preset_names()) {
    CAPTURE(name);
    training_config c = small_config();
    c.model = preset(name);
    CHECK(detail::parameters_of(c) == model_parameters(c));
    CHECK(detail::breakdown(c.model) == parameter_breakdown(c.model));
    CHECK(detail::moe_layers(c.model) == moe_layer_count(c.model));
    if (c.model.moe)
      for (const std::int64_t tokens : {0, 1, 4096, 1'000'003})
        CHECK(detail::dispatch_rows(c.model, tokens) == dispatch_capacity(c.model, tokens));
    c.adapters = adapter_config{.rank = 16, .targets = {"q_proj", "k_proj", "v_proj", "o_proj"}};
    CHECK(detail::adapter_params(*c.adapters, c.model) == adapter_parameters(*c.adapters, c.model));
    CHECK(detail::parameters_of(c) == model_parameters(c));
  }
  // The checked functions still check.
  training_config bad = small_config();
  bad.model.kv_heads = 3;
  CHECK_THROWS_AS((void)model_parameters(bad), invalid_error);
  CHECK_THROWS_AS((void)parameter_breakdown(bad.model), invalid_error);
}

TEST_CASE("torchtitan_op is refused on a block whose mms fall otherwise than a dense SwiGLU block's") {
  training_config c = small_config();
  c.remat = parse_remat("torchtitan_op");
  CHECK_NOTHROW((void)plan(c));
  c.model.mlp = mlp_kind::gelu;
  CHECK_THROWS_WITH_AS((void)plan(c),
                       "training_config: remat torchtitan_op is torchtitan's per-op AC of a dense SwiGLU block (it "
                       "keeps the 1st, 3rd, 5th and 7th of wq, wk, wv, wo, w1, w3, w2); transformer config 'small' "
                       "has a gelu MLP; name what to keep with save:NAMES",
                       invalid_error);
  c.model = presets::mixtral_8x7b();
  c.model.seq_len = 1024;
  CHECK_THROWS_WITH_AS((void)plan(c), doctest::Contains("has a swiglu MLP with experts; name what to keep"),
                       invalid_error);
}

TEST_CASE("frameworks: Megatron's main_grad, torchtitan's fp32 shards and bf16 gathers, MaxText's fp32 weights") {
  training_config c = small_config();
  const std::int64_t n = parameter_count(c.model);
  const auto values_named = [](const training_step& s, std::string_view suffix) {
    std::vector<std::pair<std::string, dtype>> out;
    const dataflow_graph& g = s.graph();
    for (std::size_t v = 0; v < g.value_count(); ++v) {
      const shardmem::tensor& t = g.tensor(static_cast<value_id>(v));
      if (t.name.ends_with(suffix)) out.emplace_back(t.name, t.dtype);
    }
    return out;
  };
  const auto state = [](const memory_plan& p) { return p.by_role[static_cast<std::size_t>(role::optimizer_state)]; };
  const auto param = [](const memory_plan& p) { return p.by_role[static_cast<std::size_t>(role::parameter)]; };
  // JAX: bf16 parameters, fp32 master weights and moments (12 bytes, over 8 ranks), no accumulator
  // without accumulation.
  const training_step jax = build_step(c, {.whole = true});
  CHECK(values_named(jax, "grad_accumulator").empty());
  CHECK(values_named(jax, ".cast").empty());
  // Megatron-LM: a persistent fp32 gradient buffer, 4 bytes a parameter, with one micro-step too.
  c.framework = framework_kind::megatron;
  c.zero_stage = 1;
  const training_step megatron = build_step(c, {.whole = true});
  const auto buffers = values_named(megatron, "grad_accumulator");
  CHECK_FALSE(buffers.empty());
  for (const auto& [name, type] : buffers) CHECK(type == dtype::f32);
  c.framework = framework_kind::jax;
  const memory_plan jax_z1 = plan(c);
  c.framework = framework_kind::megatron;
  const memory_plan megatron_z1 = plan(c);
  // The buffers are whole on each rank (not sharded: ZeRO-1), 4 bytes a parameter; and
  // MultiSteps' two int32 counts.
  CHECK(state(megatron_z1).count() - state(jax_z1).count() == 4 * n + 8);
  CHECK(megatron_z1.framework_peak == megatron_z1.lower_bound);
  // torchtitan: fp32 shards (4 bytes a parameter over 8), no master weights (AdamW's two fp32
  // moments), each shard cast to bf16 before its gather; the loss on an fp32 copy of bf16 logits.
  c.framework = framework_kind::torchtitan;
  c.zero_stage = 3;
  const training_step titan = build_step(c, {.whole = true});
  const memory_plan titan_plan = plan(titan, memory_target{.overheads = framework_overheads(c.framework)});
  // The norm scales, 2 a layer and the final one, are replicated.
  const std::int64_t norms = (2 * c.model.layers + 1) * c.model.hidden, shard = (n - norms) / 8 + norms;
  CHECK(param(titan_plan).count() == 4 * shard);
  CHECK(state(titan_plan).count() == 8 * shard + 4);
  const auto casts = values_named(titan, ".cast");
  CHECK(casts.size() == values_named(titan, ".gathered").size());
  for (const auto& [name, type] : casts) CHECK(type == dtype::bf16);
  for (const auto& [name, type] : values_named(titan, ".gathered")) CHECK(type == dtype::bf16);
  const auto type_of = [](const training_step& s, std::string_view name) -> std::optional<dtype> {
    const dataflow_graph& g = s.graph();
    for (std::size_t v = 0; v < g.value_count(); ++v)
      if (g.tensor(static_cast<value_id>(v)).name == name) return g.tensor(static_cast<value_id>(v)).dtype;
    return std::nullopt;
  };
  CHECK(type_of(titan, "logits") == dtype::bf16);
  CHECK(type_of(titan, "logits.f32") == dtype::f32);
  CHECK(type_of(titan, "log_softmax") == dtype::f32);
  CHECK(type_of(jax, "logits") == dtype::f32);
  CHECK_FALSE(type_of(jax, "logits.f32"));
  // Its report is the reserved peak: the bound and torchtitan's allocator margin.
  CHECK(std::abs(static_cast<double>(titan_plan.framework_peak.count()) -
                 static_cast<double>(titan_plan.lower_bound.count()) * 1.32) <= 1);
  // MaxText: fp32 weights gathered as they are, the logits as JAX's step has them.
  c.framework = framework_kind::maxtext;
  const training_step maxtext = build_step(c, {.whole = true});
  const memory_plan maxtext_plan = plan(maxtext, memory_target{});
  CHECK(param(maxtext_plan).count() == 4 * shard);
  CHECK(values_named(maxtext, ".cast").empty());
  for (const auto& [name, type] : values_named(maxtext, ".gathered")) CHECK(type == dtype::f32);
  CHECK(maxtext_plan.framework_peak == maxtext_plan.categories.total());
}

TEST_CASE("torchtitan's reshard_after_forward: the head's gathered weights kept, every layer's under a pipeline") {
  // FSDP2 frees a unit's gathered weights after its forward unless reshard_after_forward is off,
  // and gathers them again for the backward; torchtitan turns it off for [norm, output], and for
  // every unit when pipelining (torchtitan/distributed/fsdp.py). A kept gather is one all-gather;
  // one made again is two (the second read by the backward pass, `.remat`).
  training_config c = small_config();
  c.framework = framework_kind::torchtitan;
  c.remat = parse_remat("nothing_saveable");
  const auto gathers = [](const training_step& s, std::string_view weight) {
    int n = 0;
    const dataflow_graph& g = s.graph();
    for (std::size_t o = 0; o < g.op_count(); ++o) {
      const auto op = static_cast<op_id>(o);
      if (g.op_kind(op) != "all-gather") continue;
      for (const value_id out : g.outputs(op))
        if (g.tensor(out).name.starts_with(std::string(weight) + ".gathered")) ++n;
    }
    return n;
  };
  const training_step flat = build_step(c, {.whole = true});
  CHECK(gathers(flat, "lm_head") == 1);
  CHECK(gathers(flat, "layer.0.q_proj") == 2);
  c.framework = framework_kind::jax;  // JAX's step gathers the head's weights again too
  CHECK(gathers(build_step(c, {.whole = true}), "lm_head") == 2);
  // Two pipeline stages over a data axis of 4: the last stage keeps its layers' gathers too.
  c.framework = framework_kind::torchtitan;
  c.devices = mesh{{"data", 4}, {"stage", 2}}.with_devices_per_process(8);
  c.global_batch = 4 * 2;
  const training_step last = build_step(c, {.stage = 1, .whole = true});
  const std::string layer = fmt::format("layer.{}.q_proj", c.model.layers - 1);
  CHECK(gathers(last, layer) == 1);
  CHECK(gathers(last, "lm_head") == 1);
}

TEST_CASE("torchtitan's layer SAC: full AC on every N-th layer, the others keeping everything") {
  // torchtitan's selective_ac_option = "2" (_apply_layer_sac, torchtitan/distributed/
  // activation_checkpoint.py before 114151ad): blocks 2, 4, ... counted from 1 are wrapped in
  // full activation checkpointing; blocks 1, 3, ... save everything (their weights are gathered
  // again all the same: FSDP reshards them after the forward pass).
  training_config c = small_config();  // 4 layers
  c.remat = parse_remat("torchtitan_layer:2");
  CHECK(name(c.remat) == "torchtitan_layer:2");
  const training_step s = build_step(c, {.whole = true});
  const auto recomputed_in = [&](const training_step& st, std::string_view layer) {
    int n = 0;
    const dataflow_graph& g = st.graph();
    for (std::size_t o = 0; o < g.op_count(); ++o)
      if (g.op_name(static_cast<op_id>(o)).ends_with(".remat") && g.op_kind(static_cast<op_id>(o)) != "all-gather" &&
          g.op_scope(static_cast<op_id>(o)).starts_with(layer))
        ++n;
    return n;
  };
  CHECK(recomputed_in(s, "layer.0/") == 0);
  CHECK(recomputed_in(s, "layer.1/") > 0);
  CHECK(recomputed_in(s, "layer.2/") == 0);
  CHECK(recomputed_in(s, "layer.3/") == recomputed_in(s, "layer.1/"));
  // Between no remat and full remat on every layer.
  const bytes every_other = plan(c).step_peak;
  c.remat = no_remat{};
  const bytes none = plan(c).step_peak;
  c.remat = parse_remat("nothing_saveable");
  const bytes full = plan(c).step_peak;
  CHECK(full < every_other);
  CHECK(every_other < none);
  CHECK_THROWS_WITH_AS((void)parse_remat("torchtitan_layer:0"),
                       "remat 'torchtitan_layer:0': expected a positive integer after 'torchtitan_layer:', as in "
                       "torchtitan_layer:4",
                       parse_error);
}
