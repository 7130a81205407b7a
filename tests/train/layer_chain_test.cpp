// Tests for train/layer_chain.hpp: a layered graph seen as a chain, chain schedules replayed on it
// as save/recompute decisions, and the layer-input stack of a scanned model. The replayed graphs'
// liveness is checked against the schedules layer's simulator, byte for byte.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <shardmem/models/mlp_chain.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/schedule.hpp>
#include <shardmem/train.hpp>

#include "../doubling.hpp"

using namespace shardmem;

namespace {

// A 16-layer MLP chain, batch split over 2 devices. Per device: every activation [4096/2, 16] f32
// is 2048 * 16 * 4 = 128 KiB, a weight [16, 16] f32 1 KiB, the labels 2048 * 4 = 8 KiB.
constexpr std::int64_t layers = 16, batch = 4096, width = 16, devices = 2;
constexpr std::int64_t act = batch / devices * width * 4, weight = width * width * 4, labels = batch / devices * 4;
constexpr std::int64_t loss_bytes = 4;  // the f32 scalar loss
// FLOPs of one layer, per device: the matmul 2 * batch * width^2 and GeLU's 8 per element.
constexpr std::int64_t layer_flops = (2 * batch * width * width + 8 * batch * width) / devices;
constexpr std::int64_t gelu_flops = 8 * batch * width / devices;

// A fused dense layer whose backward reads its input, its weight and its output (ReLU's derivative
// comes from the output): one op per layer, so that a layer's kept activations are its output.
constexpr const char* fused = "fused_dense_relu";
op_rules fused_rules() {
  op_rules r;
  r.add(fused, {.saves_inputs = {0, 1}, .saves_outputs = {0}, .flops_ratio = 2.0});
  return r;
}

mlp_chain_graph mlp(bool fuse, std::int64_t block_size = 0) {
  return build_mlp_chain(layers, batch, width, dtype::f32, mesh{{"data", devices}},
                         {.data = "data", .block_size = block_size, .fused_kind = fuse ? fused : ""});
}

struct replayed {
  training_graph step;
  liveness_result live;
  schedule_summary sim;
};

replayed replay(const mlp_chain_graph& m, const layer_chain_view& view, const chain_schedule& s,
                const op_rules& rules) {
  auto t = build_training_graph(m.graph, m.loss, view, s, {.rules = rules});
  auto r = analyze_liveness(t.graph, t.order());
  return {std::move(t), std::move(r), simulate(view.chain, s, {.timeline = true})};
}

// What the graph holds during each chain action, from the simulator's bytes and first principles,
// and the expected peak: the maximum over the actions that run ops (A, F and B; S, R and D run
// none and hold no more than the action before them) and the loss's backward.
//
// Outside the chain model at all times: the 16 weights and the labels (program arguments; the
// batch is x0, which the model counts), and the step's outputs, the loss and the 16 weight
// gradients, each in an allocation of its own from the first step (XLA's buffer assignment gives
// every live-out buffer one for the whole program). The loss's backward
// runs right after F 15 (the last layer's only F, right before B 15): it holds what F 15 left, the
// seed gradient (4 bytes, placed in a weight gradient's allocation: it dies before they are produced) and the gradient
// of x16 it writes.
//
// Fused layers (one op each) match the model exactly, except at the two ends of the backward:
// during B 15 the graph also holds the gradient of x16 (the model's seed gradient is the loss's
// 0-byte scalar), and during B 0 it writes no gradient for the batch (an input) where the model
// counts the gradient at x0.
//
// Two-op layers (dot, then gelu) cannot match exactly: the model charges a stage its working set
// (h and the output) on top of everything live, but the graph frees values between the two ops.
// - Every A holds `act` bytes less than the model's x_i + h + out: where nothing else holds its
//   input x_i (not x0, not a checkpoint) it frees x_i after the dot, before the gelu writes the
//   output; where x_i is held, the gelu writes its output in the place of the h it alone reads
//   (XLA's heap hands an elementwise op its dying operand's buffer).
// - Every B holds 2 x `act` bytes less: (1) the model keeps a layer's output x_{i+1} inside a_i
//   until B i, but gelu's backward reads its input h, not its output, so the graph frees x_{i+1}
//   after its last reader, the dot backward of layer i + 1, before B i starts; (2) B i is two
//   ops: the gelu backward writes dh in the place of the gradient at x_{i+1} it alone reads (the
//   hand-over again), and by the dot backward h and that gradient are dead, so the gradient at x_i
//   and the weight gradient (1 KiB < 128 KiB) fit under that: B i's own weight gradient is not in
//   its peak. In B 15 the gradient of x16 fills the first difference; in B 0 the missing batch
//   gradient does not matter (the gelu backward is the larger op).
// So the two-op chain's schedules peak at the simulator's bytes plus these corrections, which
// this test asserts exactly; the fused chain is the one the model describes.
struct expectation {
  std::vector<std::int64_t> during;  // per action: the graph's bytes (0 for S, R, D)
  std::int64_t peak = 0;
};

// True when action k of `s` recomputes its layer's output for nothing: a forward run again
// (not the layer's first) whose output no later action reads, because the next action that
// would (a forward, a save) comes after a restore or a backward. JAX's remat drops such work;
// so does the replay: in the two-op layer only the dot, whose output h the gelu backward reads,
// runs again, not the gelu that makes the output.
bool output_dropped(const chain_schedule& s, std::size_t k) {
  std::vector<int> runs(layers, 0);
  for (std::size_t j = 0; j < k; ++j)
    if (s[j].is_forward()) ++runs[static_cast<std::size_t>(s[j].index)];
  if (!s[k].is_forward() || runs[static_cast<std::size_t>(s[k].index)] == 0) return false;
  for (std::size_t j = k + 1; j < s.size(); ++j) {
    if (s[j].is_forward() || s[j].kind == action_kind::save) return false;
    if (s[j].kind == action_kind::restore || s[j].kind == action_kind::backward) return true;
  }
  return true;
}

expectation expect(const chain_schedule& s, const schedule_summary& sim, bool fuse) {
  expectation e;
  bool loss_done = false;
  for (std::size_t k = 0; k < s.size(); ++k) {
    const action a = s[k];
    const std::int64_t i = a.index;
    const std::int64_t outside = layers * weight + labels + loss_bytes + layers * weight;
    std::int64_t extra = 0;
    switch (a.kind) {
      case action_kind::advance:
      case action_kind::forward:
        // An advance of a two-op layer holds one activation less than a forward: its dot's input dies
        // there, or (the input kept) the gelu writes over the h it alone reads (XLA's hand-over).
        extra = outside - (!fuse && a.kind == action_kind::advance ? act : 0);
        // A two-op layer's recomputation that drops the gelu holds no output: act less.
        if (!fuse && output_dropped(s, k)) extra -= act;
        if (i == layers - 1 && !loss_done) {
          loss_done = true;
          // The loss op, its seed and its backward run here, before B 15.
          REQUIRE(a.kind == action_kind::forward);
          REQUIRE(s[k + 1] == action::backward(layers - 1));
          // The seed (4 B) dies here, before any weight gradient is produced: XLA places it in
          // one of their allocations, so it adds nothing.
          e.peak = std::max(e.peak, sim.timeline[k].count() + outside + act);
        }
        break;
      case action_kind::backward:
        // Two ops: the gelu's backward writes dh over the dying gradient it reads (XLA's heap hands
        // an elementwise user its operand's buffer), one activation less than the ops' outputs.
        extra = fuse ? outside + (i == layers - 1 ? act : 0) - (i == 0 ? act : 0)
                     : outside - 2 * act + (i == layers - 1 ? act : 0);
        break;
      case action_kind::save:
      case action_kind::discard:
      case action_kind::restore: break;
    }
    if (!a.is_forward() && a.kind != action_kind::backward) {
      e.during.push_back(0);
      continue;
    }
    e.during.push_back(sim.timeline[k].count() + extra);
    e.peak = std::max(e.peak, e.during.back());
  }
  return e;
}

// Checks the graph's bytes during each A, F and B against `e`: the graph's ops outside the loss
// scope come in action order, one (fused) or two per action, in the action's layer.
void check_each_action(const replayed& r, const chain_schedule& s, const expectation& e, bool fuse) {
  const auto& g = r.step.graph;
  std::vector<std::size_t> steps;
  for (std::size_t o = 0; o < g.op_count(); ++o)
    if (g.op_scope(static_cast<op_id>(o)) != "loss") steps.push_back(o);
  std::size_t next = 0;
  for (std::size_t k = 0; k < s.size(); ++k) {
    const action a = s[k];
    if (!a.is_forward() && a.kind != action_kind::backward) continue;
    const std::size_t per_action = fuse || output_dropped(s, k) ? 1 : 2;
    CAPTURE(k);
    REQUIRE(next + per_action <= steps.size());
    std::int64_t during = 0;
    for (std::size_t j = 0; j < per_action; ++j, ++next) {
      const auto o = static_cast<op_id>(steps[next]);
      CHECK(g.op_scope(o) == fmt::format("layer.{}", std::int64_t{a.index}));
      CHECK(g.op_kind(o).ends_with(".bwd") == (a.kind == action_kind::backward));
      during = std::max(during, r.live.device_timeline[steps[next]]);
    }
    CHECK(during == e.during[k]);
  }
  CHECK(next == steps.size());
}

std::vector<std::pair<std::string, chain_schedule>> schedules(const chain& c) {
  return {{"store_all", store_all(c)},
          {"chen_sqrt", chen_sqrt(c)},
          {"revolve(16, 3)", revolve(c.size(), 3)},
          {"nested", nested(c)},
          {"budgeted(7 activations)", budgeted(c, bytes{7 * act}, 500, 1)}};
}

}  // namespace

TEST_CASE("an MLP chain is a chain of its layers, sized from the graph") {
  for (const bool fuse : {true, false}) {
    CAPTURE(fuse);
    const auto m = mlp(fuse);
    const op_rules rules = fused_rules();
    const auto view = layer_chain(m.graph, m.loss, m.layer_scopes, rules);
    REQUIRE(view.layers.size() == 16);
    CHECK(m.graph.tensor(view.layers[0].input).name == "batch");
    CHECK(m.graph.tensor(view.layers[3].input).name == "layer.2.out");
    CHECK(m.graph.tensor(view.layers[15].output).name == "layer.15.out");
    CHECK(view.boundaries().size() == 17);
    CHECK(view.before.empty());
    REQUIRE(view.after.size() == 1);
    CHECK(m.graph.op_name(view.after[0]) == "loss");
    // Unfused, layer 0's dot computes no gradient for the batch (an input), only its weight's: its
    // backward is one matmul where the other layers' are two (gradient_flow::backward_ratio).
    CHECK(view.chain.is_uniform() == fuse);
    if (!fuse) CHECK(view.chain[0].backward_cost < view.chain[1].backward_cost);
    CHECK(view.chain.input() == bytes{act});
    const stage& s = view.chain[1];
    CHECK(s.output == bytes{act});
    // Fused: the layer keeps its output only. Two ops: gelu's input h too (the dot's input is x_i,
    // outside the layer, and its weight a parameter).
    CHECK(s.working == bytes{fuse ? act : 2 * act});
    CHECK(s.forward_cost == layer_flops);
    CHECK(s.backward_cost == 2 * layer_flops);  // flops ratio 2 for the fused op, the dot and gelu
    if (!fuse) CHECK(m.graph.tensor(view.layers[5].kept[0]).name == "layer.5.h");
  }
}

TEST_CASE("sqrt(n) layer checkpointing on a 16-layer MLP chain matches the schedules layer's peak") {
  for (const bool fuse : {true, false}) {
    const auto m = mlp(fuse);
    const op_rules rules = fused_rules();
    const auto view = layer_chain(m.graph, m.loss, m.layer_scopes, rules);
    for (const auto& named : schedules(view.chain)) {
      const std::string& label = named.first;  // not a structured binding: clang 14 cannot capture one
      const chain_schedule& s = named.second;
      CAPTURE(fuse);
      CAPTURE(label);
      const auto r = replay(m, view, s, rules);
      const auto e = expect(s, r.sim, fuse);
      check_each_action(r, s, e, fuse);
      CHECK(r.live.peak.count() == e.peak);
      // Every clone is a whole layer, but a recomputation whose output nothing reads: in the
      // two-op layer it runs the dot alone (the gelu's FLOPs, 8 per element, are not spent).
      std::int64_t dropped = 0;
      for (std::size_t k = 0; k < s.size(); ++k) dropped += !fuse && output_dropped(s, k);
      CHECK(r.step.recompute_flops == r.sim.extra_forwards * layer_flops - dropped * gelu_flops);
      MESSAGE(fmt::format("{} {}: simulator peak {} B, graph peak {} B, {} extra forwards", fuse ? "fused" : "two-op",
                          label, r.sim.peak.count(), r.live.peak.count(), r.sim.extra_forwards));
    }
  }
}

TEST_CASE("exact figures of the fused 16-layer chain") {
  const auto m = mlp(true);
  const op_rules rules = fused_rules();
  const auto view = layer_chain(m.graph, m.loss, m.layer_scopes, rules);
  const std::int64_t args = layers * weight + labels;
  // Store-all: x0, 16 outputs and the gradient at x15 during B15, plus the gradient at x16, the
  // step's outputs (the loss and the 16 weight gradients, allocated from the first step) and the
  // arguments.
  {
    const auto r = replay(m, view, store_all(view.chain), rules);
    CHECK(r.sim.peak == bytes{18 * act});
    CHECK(r.live.peak.count() == 18 * act + act + loss_bytes + layers * weight + args);
    CHECK(r.step.recompute_flops == 0);
  }
  // Chen's sqrt(n): 4 segments of 4; the first three are recomputed (12 extra forwards).
  {
    const auto r = replay(m, view, chen_sqrt(view.chain), rules);
    CHECK(r.sim.peak == bytes{9 * act});
    CHECK(r.sim.extra_forwards == 12);
    CHECK(r.step.recompute_flops == 12 * layer_flops);
    CHECK(r.step.graph.op_name(*r.step.graph.producer(*r.step.graph.find_value("layer.0.out.remat"))) ==
          "layer.0.fused.remat");
  }
}

TEST_CASE("Chen's sqrt(n) replayed equals checkpoint regions on groups of layers") {
  // chen_sqrt on 16 layers: 4 segments of 4 layers; the first three are checkpointed, the last
  // runs with its activations kept. The same as jax.checkpoint (nothing_saveable) around each of
  // the first three blocks of 4 layers, which recomputes what the block's backward reads: with
  // two ops per layer, not the block's last gelu, whose output (the next block's input) is saved;
  // the replay drops it too.
  for (const bool fuse : {true, false}) {
    CAPTURE(fuse);
    const auto m = mlp(fuse, 4);
    const op_rules rules = fused_rules();
    const auto view = layer_chain(m.graph, m.loss, m.layer_scopes, rules);
    CHECK(view.layers[5].scope == "block.1/layer.5");
    const auto chained = replay(m, view, chen_sqrt(view.chain), rules);
    training_options regions{.rules = rules};
    for (const char* b : {"block.0", "block.1", "block.2"}) regions.regions.push_back({b, nothing_saveable()});
    const auto t = build_training_graph(m.graph, m.loss, regions);
    const auto r = analyze_liveness(t.graph, t.order());
    CHECK(chained.live.peak == r.peak);
    CHECK(chained.step.recompute_flops == t.recompute_flops);
    CHECK(chained.step.recompute_flops == 12 * layer_flops - (fuse ? 0 : 3 * gelu_flops));
  }
}

TEST_CASE("store-all replayed on a transformer is the plain training step") {
  auto c = presets::llama3_1_8b();
  c.layers = 4;
  c.seq_len = 1024;
  c.micro_batch = 4;
  c.vocab = 1024;  // a small head, so that the layers' activations make the peak
  const auto tg = build_transformer(c, mesh{{"fsdp", 4}}, {.parallel = {.fsdp = "fsdp"}});
  const auto view = layer_chain(tg.graph, tg.loss, tg.layer_scopes);
  CHECK(view.chain.is_uniform());
  CHECK(tg.graph.tensor(view.layers[0].input).name == "embed.partial");
  CHECK(tg.graph.tensor(view.layers[1].input).name == "layer.0.output");
  CHECK(view.chain.input() == bytes{4 * 1024 * 4096 * 2 / 4});
  const auto plain = build_training_graph(tg.graph, tg.loss);
  const auto chained = build_training_graph(tg.graph, tg.loss, view, store_all(view.chain));
  CHECK(chained.graph.op_count() == plain.graph.op_count());
  CHECK(chained.forward_ops == plain.forward_ops);
  const auto a = analyze_liveness(plain.graph, plain.order());
  const auto b = analyze_liveness(chained.graph, chained.order());
  CHECK(a.device_timeline == b.device_timeline);
  // Chen's sqrt(n) on 4 layers: two segments of two, the first recomputed; the FSDP gathers are
  // made again for the recomputed layers (no FLOPs). Layer 0 runs whole (layer 1 reads its
  // output); layer 1, right before its backward, runs only what its backward reads, as
  // jax.checkpoint(nothing_saveable) on one layer does: not its down projection, whose output
  // only the residual sum reads.
  training_options per_layer;
  for (const auto& scope : tg.layer_scopes) per_layer.regions.push_back({scope, nothing_saveable()});
  const std::int64_t remat_one = build_training_graph(tg.graph, tg.loss, per_layer).recompute_flops / 4;
  CHECK(remat_one < view.chain[0].forward_cost);
  const auto chen = build_training_graph(tg.graph, tg.loss, view, chen_sqrt(view.chain));
  CHECK(chen.recompute_flops == view.chain[0].forward_cost + remat_one);
  CHECK(analyze_liveness(chen.graph, chen.order()).peak < a.peak);  // 1.20 GiB against 1.32 GiB
}

TEST_CASE("chain schedules recompute what no backward needs: one layer per segment is per-layer remat") {
  // segments:L recomputed each layer whole (144.9 TFLOP against 118.8 for nothing_saveable on
  // Llama-3.1-8B's 32 layers), re-running its down projection, whose output no backward reads.
  // One layer per segment is jax.checkpoint(nothing_saveable) on every layer but the last, which
  // Chen's schedule (and PyTorch's checkpoint_sequential) runs without checkpointing: the same
  // recomputed ops, the same FLOPs; the peak differs by one [b, s, h] gradient at most, as the
  // replay recomputes a layer before its first backward op and the regions after the residual
  // sum's backward, which reads no residual (data parallelism here: with FSDP the regions also
  // hold their re-gathered weights from the recomputation to the backward, the replay not).
  auto c = presets::llama3_1_8b();
  c.layers = 6;
  c.seq_len = 512;
  c.micro_batch = 4;
  c.vocab = 1024;
  const auto tg = build_transformer(c, mesh{{"data", 4}}, {.parallel = {.data = "data"}});
  const auto view = layer_chain(tg.graph, tg.loss, tg.layer_scopes);
  const auto chained = build_training_graph(tg.graph, tg.loss, view, chen_segments(view.chain, 6));
  training_options regions;
  for (std::size_t i = 0; i + 1 < tg.layer_scopes.size(); ++i)
    regions.regions.push_back({tg.layer_scopes[i], nothing_saveable()});
  const auto remat = build_training_graph(tg.graph, tg.loss, regions);
  CHECK(chained.recompute_flops == remat.recompute_flops);
  CHECK(chained.recompute_flops < 5 * view.chain[0].forward_cost);
  const auto a = analyze_liveness(chained.graph, chained.order());
  const auto b = analyze_liveness(remat.graph, remat.order());
  const std::int64_t boundary = 4 * 512 * 4096 * 2 / 4;  // one [b, s, h] bf16 per device
  CHECK(std::abs(a.peak.count() - b.peak.count()) <= boundary);
  // No recomputed down projection: its output only feeds the residual sum.
  for (std::size_t o = 0; o < chained.graph.op_count(); ++o)
    CHECK(std::string_view(chained.graph.op_name(static_cast<op_id>(o))).find("down_proj.remat") ==
          std::string_view::npos);
}

TEST_CASE("a scanned transformer keeps its layer inputs as one [L, b, s, h] stack") {
  auto c = presets::llama3_1_8b();
  c.layers = 4;
  c.seq_len = 128;
  c.micro_batch = 4;
  const auto tg = build_transformer(c, mesh{{"data", 2}, {"fsdp", 2}}, {.parallel = {.data = "data", .fsdp = "fsdp"}});
  const auto stack = scan_saved_layer_inputs(tg.graph, tg.layer_scopes);
  CHECK(fmt::format("{:n}", stack.stacked) == "'layer_input.stack' bf16[4,4,128,4096]");
  CHECK(to_string(stack.spec) == "P(None, ('data', 'fsdp'), None, None)");
  const bytes one = bytes{4 * 128 * 4096 * 2 / 4};
  CHECK(stack.per_device == one * 4);
  REQUIRE(stack.inputs.size() == 4);
  CHECK(tg.graph.tensor(stack.inputs[2]).name == "layer.2.input");

  // jax.checkpoint(nothing_saveable) on every layer: at the start of the backward the layers hold
  // their inputs, exactly the stack's bytes, and of everything else made in a layer only the last
  // layer's output, which the head reads.
  training_options o;
  for (const auto& s : tg.layer_scopes) o.regions.push_back({s, nothing_saveable()});
  const auto t = build_training_graph(tg.graph, tg.loss, o);
  const auto r = analyze_liveness(t.graph, t.order());
  const auto at = static_cast<std::int64_t>(t.forward_ops);
  auto live = [&](value_id v) {
    return r.first_step[index(v)] <= at && at <= r.last_step[index(v)] && r.first_step[index(v)] >= 0;
  };
  bytes inputs{0};
  std::vector<value_id> sources;
  for (auto v : stack.inputs) {
    const value_id source = tg.graph.inputs(*tg.graph.producer(v))[0];  // the layer_input view's source
    sources.push_back(source);
    CHECK(live(source));
    inputs += tg.graph.per_device_bytes(source);
  }
  CHECK(inputs == stack.per_device);
  std::vector<std::string> others;
  for (std::size_t v = 0; v < tg.graph.value_count(); ++v) {
    const auto id = static_cast<value_id>(v);
    const auto p = tg.graph.producer(id);
    if (!p || !tg.graph.op_scope(*p).starts_with("layer.") || !live(id)) continue;
    if (std::find(sources.begin(), sources.end(), id) == sources.end()) others.push_back(tg.graph.tensor(id).name);
  }
  CHECK(others == std::vector<std::string>{"layer.3.output"});
}

TEST_CASE("a schedule for another chain and a layer with two inputs are rejected") {
  const auto m = mlp(true);
  const op_rules rules = fused_rules();
  const auto view = layer_chain(m.graph, m.loss, m.layer_scopes, rules);
  CHECK_THROWS_WITH_AS((void)build_training_graph(m.graph, m.loss, view, store_all(chain::unit(8)), {.rules = rules}),
                       "build_training_graph: the schedule runs 8 stages but the layer chain has 16 layers ('layer.0' "
                       "to 'layer.15'); generate the schedule from the view's chain",
                       invalid_error);
  chain_schedule out_of_order = store_all(view.chain);
  std::swap(out_of_order.actions[16], out_of_order.actions[17]);
  CHECK_THROWS_WITH_AS((void)build_training_graph(m.graph, m.loss, view, out_of_order, {.rules = rules}),
                       "invalid schedule at action 16 (B14): backward of stage 14 is out of order: the next backward "
                       "must be B15",
                       schedule_error);
  CHECK_THROWS_WITH_AS((void)build_training_graph(m.graph, m.loss, view, store_all(view.chain),
                                                  {.regions = {{"layer.0", nothing_saveable()}}, .rules = rules}),
                       "build_training_graph: 1 checkpoint regions given with a chain schedule; the schedule decides "
                       "what is saved and recomputed, so pass training_options without regions",
                       invalid_error);

  // A skip connection: layer 1 also reads the batch.
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = g.add_value({.tensor = {"batch", {8, 16}, dtype::f32}, .role = role::input});
  value_id y = x;
  for (int i = 0; i < 2; ++i) {
    const std::string L = fmt::format("layer.{}", i);
    const auto w = g.add_value({.tensor = {L + ".w", {16, 16}, dtype::f32}, .role = role::parameter});
    const auto h = g.add_value({.tensor = {L + ".h", {8, 16}, dtype::f32}});
    g.add_op({.name = L + ".dot", .scope = L, .kind = "dot", .inputs = {y, w}, .outputs = {h}});
    const auto out = g.add_value({.tensor = {L + ".out", {8, 16}, dtype::f32}});
    g.add_op({.name = L + ".add", .scope = L, .kind = "add", .inputs = {h, x}, .outputs = {out}});
    y = out;
  }
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "loss", .scope = "loss", .kind = "sum", .inputs = {y}, .outputs = {loss}});
  const std::vector<std::string> scopes{"layer.0", "layer.1"};
  CHECK_THROWS_WITH_AS((void)layer_chain(g, loss, scopes),
                       "layer_chain: layer 'layer.1' reads 2 values from outside it besides parameters: 'layer.0.out' "
                       "f32[8,16] P() from op 'layer.0.add', 'batch' f32[8,16] P() from no op (a program argument); a "
                       "layer of a chain has one boundary input: move the ops that make the others into the layer, or "
                       "make them parameters",
                       invalid_error);
  const std::vector<std::string> nested_scopes{"layer.0", "layer.0/x"};
  CHECK_THROWS_WITH_AS((void)layer_chain(g, loss, nested_scopes),
                       "layer_chain: layer scopes 'layer.0' (layer 0) and 'layer.0/x' (layer 1) overlap; each op must "
                       "belong to one layer",
                       invalid_error);
  const std::vector<std::string> missing{"layer.0", "layer.7"};
  CHECK_THROWS_WITH_AS((void)layer_chain(g, loss, missing),
                       "layer_chain: layer scope 'layer.7' (layer 1) covers no op of the forward graph", invalid_error);
}

TEST_CASE("a layer value read after the layer, other than its output, is rejected") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = g.add_value({.tensor = {"batch", {8, 16}, dtype::f32}, .role = role::input});
  const auto w = g.add_value({.tensor = {"w", {16, 16}, dtype::f32}, .role = role::parameter});
  const auto h = g.add_value({.tensor = {"h", {8, 16}, dtype::f32}});
  const auto y = g.add_value({.tensor = {"y", {8, 16}, dtype::f32}});
  const auto z = g.add_value({.tensor = {"z", {8, 16}, dtype::f32}});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  g.add_op({.name = "dot", .scope = "layer.0", .kind = "dot", .inputs = {x, w}, .outputs = {h}});
  g.add_op({.name = "gelu", .scope = "layer.0", .kind = "gelu", .inputs = {h}, .outputs = {y}});
  g.add_op({.name = "skip", .scope = "head", .kind = "add", .inputs = {y, h}, .outputs = {z}});
  g.add_op({.name = "loss", .scope = "head", .kind = "sum", .inputs = {z}, .outputs = {loss}});
  const std::vector<std::string> scopes{"layer.0"};
  CHECK_THROWS_WITH_AS((void)layer_chain(g, loss, scopes),
                       "layer_chain: the last layer 'layer.0' has 2 values read after it: 'h' f32[8,16] P() (read by "
                       "op 'skip'), 'y' f32[8,16] P() (read by op 'skip'); a layer of a chain passes one value, its "
                       "output, to what follows",
                       invalid_error);
}

TEST_CASE("a skip connection from a layer past the next one is rejected") {
  auto m = build_mlp_chain(3, 8, 16, dtype::f32, mesh{{"d", 1}});
  auto& g = m.graph;
  const auto h0 = *g.find_value("layer.0.h");
  const auto y = *g.find_value("layer.2.out");
  const auto sum = g.add_value({.tensor = {"skip", {8, 16}, dtype::f32}});
  g.add_op({.name = "skip", .scope = "head", .kind = "add", .inputs = {y, h0}, .outputs = {sum}});
  const auto loss = g.add_value({.tensor = {"skip_loss", {}, dtype::f32}});
  g.add_op({.name = "skip_loss", .scope = "head", .kind = "sum", .inputs = {sum}, .outputs = {loss}});
  CHECK_THROWS_WITH_AS(
      (void)layer_chain(g, loss, m.layer_scopes),
      "layer_chain: 'layer.0.h' f32[8,16] P() of layer 'layer.0' is read outside it by op 'skip'; only "
      "the layer's output 'layer.0.out' f32[8,16] P(), which layer 'layer.1' reads, may leave a layer "
      "of a chain",
      invalid_error);
}

TEST_CASE("a chain of 10000 layers is viewed and replayed in time linear in its layers") {
  // layer_chain compared every layer scope with every other (overlaps) and every op's scope with
  // every layer's: O(layers^2), minutes of a 10,000-layer plan with a chain schedule. Scopes are
  // now looked up by their enclosing prefixes.
  auto view_and_replay = [](std::int64_t n) {
    const mlp_chain_graph m = build_mlp_chain(n, 64, 8, dtype::f32, mesh{{"data", 2}}, {.data = "data"});
    const layer_chain_view view = layer_chain(m.graph, m.loss, m.layer_scopes);
    CHECK(view.layers.size() == static_cast<std::size_t>(n));
    CHECK(view.layers.back().scope == layer_scope(n - 1));
    const training_graph t = build_training_graph(m.graph, m.loss, view, chen_sqrt(view.chain));
    CHECK(t.recompute_flops > 0);
  };
  view_and_replay(10'000);
  shardmem_test::check_linear(view_and_replay, 1'000);
}

TEST_CASE("overlapping layer scopes are found by lookup, the first overlap reported as before") {
  const mlp_chain_graph m = build_mlp_chain(3, 64, 8, dtype::f32, mesh{{"data", 2}}, {.data = "data"});
  auto overlap = [&](std::vector<std::string> scopes) {
    try {
      (void)layer_chain(m.graph, m.loss, scopes);
    } catch (const invalid_error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  const std::string tail = " overlap; each op must belong to one layer";
  CHECK(overlap({"layer.0", "layer.1", "layer.0"}) ==
        "layer_chain: layer scopes 'layer.0' (layer 0) and 'layer.0' (layer 2)" + tail);
  CHECK(overlap({"layer.1/x", "layer.0", "layer.1"}) ==
        "layer_chain: layer scopes 'layer.1/x' (layer 0) and 'layer.1' (layer 2)" + tail);
  CHECK(overlap({"layer.0", "a/b/c", "layer.1", "a"}) ==
        "layer_chain: layer scopes 'a/b/c' (layer 1) and 'a' (layer 3)" + tail);
  CHECK(overlap({"layer.0", "", "layer.1"}) == "layer_chain: layer scopes 'layer.0' (layer 0) and '' (layer 1)" + tail);
  CHECK(overlap({"layer.0", "layer.0-x"}).find("overlap") == std::string::npos);  // a prefix, not an enclosing scope
}
