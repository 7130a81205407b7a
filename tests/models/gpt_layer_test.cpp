// Tests for models/gpt_layer.hpp: activation memory from liveness of the generated training graph
// against Korthikanti et al. 2022 (arXiv 2205.05198), Table 2.
#include <doctest/doctest.h>

#include <shardmem/models/gpt_layer.hpp>
#include <shardmem/train.hpp>

using namespace shardmem;

namespace {

enum class recompute { none, selective, full };

// Bytes of activations one GPT layer leaves for its backward: the activation-role bytes live on
// a device at the first backward step of a training graph of embed -> layer -> sum.
std::int64_t layer_activation_bytes(std::int64_t s, std::int64_t b, std::int64_t h, std::int64_t a, std::int64_t t,
                                    bool sp, recompute rc, bool norm_statistics = false) {
  dataflow_graph g(mesh{{"model", t}});
  const gpt_layer_options o{.seq = s,
                            .micro_batch = b,
                            .hidden = h,
                            .heads = a,
                            .tensor_axis = "model",
                            .sequence_parallel = sp,
                            .norm_statistics = norm_statistics};
  const partition_spec xs = sp ? partition_spec{"model"} : partition_spec{};
  const auto batch = g.add_value({.tensor = {"batch", {s, b, h}, dtype::bf16}, .spec = xs, .role = role::input});
  const auto x = g.add_value({.tensor = {"x", {s, b, h}, dtype::bf16}, .spec = xs, .role = role::activation});
  g.add_op({.name = "embed", .scope = "embed", .kind = "scale", .inputs = {batch}, .outputs = {x}});
  const auto y = add_gpt_layer(g, x, o, "layer.0");
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}, .role = role::output});
  g.add_op({.name = "loss", .scope = "head", .kind = "sum", .inputs = {y}, .outputs = {loss}});
  training_options opts;
  if (rc == recompute::selective) opts.regions.push_back({"layer.0/attn/core", nothing_saveable()});
  if (rc == recompute::full) opts.regions.push_back({"layer.0", nothing_saveable()});
  const auto tg = build_training_graph(g, loss, opts);
  const auto r = analyze_liveness(tg.graph, tg.order());
  return live_bytes_by_role(tg.graph, r, tg.forward_ops)[static_cast<std::size_t>(role::activation)].count();
}

}  // namespace

TEST_CASE("GPT-3 175B with tensor and sequence parallelism and selective recompute holds 106,954,752 B per layer") {
  // REFERENCE section 3, Korthikanti et al. 2022: s 2048, h 12288, b 1, t 8 -> 34sbh/t.
  CHECK(layer_activation_bytes(2048, 1, 12288, 96, 8, true, recompute::selective) == 106'954'752);
}

TEST_CASE("per-layer activation memory equals Korthikanti et al. Table 2 for all six configurations") {
  // Korthikanti et al. 2022, Table 2 (16-bit activations, 1-byte dropout masks), exactly:
  //   no parallelism             sbh(34 + 5as/h)
  //   tensor parallel            sbh(10 + 24/t + 5as/(ht))
  //   tensor + sequence parallel (sbh/t)(34 + 5as/h)
  //   TP + selective recompute   sbh(10 + 24/t)
  //   TP + SP + selective        34sbh/t
  //   full recompute             2sbh
  // Swept over the paper's model shapes (Table 3: 22B, 175B, 530B, 1T), sequence lengths,
  // micro-batches and tensor-parallel sizes.
  struct model {
    std::int64_t h, a;
  };
  for (const model m : {model{6144, 64}, model{12288, 96}, model{20480, 128}, model{25600, 160}})
    for (const std::int64_t s : {512, 2048})
      for (const std::int64_t b : {1, 4})
        for (const std::int64_t t : {1, 2, 8}) {
          const std::int64_t h = m.h, a = m.a, sbh = s * b * h, as2b = a * s * s * b;
          CAPTURE(h);
          CAPTURE(s);
          CAPTURE(b);
          CAPTURE(t);
          if (t == 1) CHECK(layer_activation_bytes(s, b, h, a, 1, false, recompute::none) == 34 * sbh + 5 * as2b);
          CHECK(layer_activation_bytes(s, b, h, a, t, false, recompute::none) ==
                10 * sbh + 24 * sbh / t + 5 * as2b / t);
          CHECK(layer_activation_bytes(s, b, h, a, t, true, recompute::none) == (34 * sbh + 5 * as2b) / t);
          CHECK(layer_activation_bytes(s, b, h, a, t, false, recompute::selective) == 10 * sbh + 24 * sbh / t);
          CHECK(layer_activation_bytes(s, b, h, a, t, true, recompute::selective) == 34 * sbh / t);
          CHECK(layer_activation_bytes(s, b, h, a, t, false, recompute::full) == 2 * sbh);
        }
}

TEST_CASE("LayerNorm statistics add 16sb bytes per layer, split by sequence parallelism") {
  // The layernorm rule (train/rules.hpp) keeps the input and the f32 mean and rstd, [s, b] each:
  // 2 LayerNorms x 2 statistics x 4 bytes x sb = 16sb, over t with sequence parallelism (the
  // norms run on seq shards); full recompute keeps only the layer input, statistics or not.
  const std::int64_t s = 512, b = 2, h = 1024, a = 16, sb = s * b;
  for (const std::int64_t t : {1, 2, 8}) {
    CAPTURE(t);
    for (const recompute rc : {recompute::none, recompute::selective}) {
      CHECK(layer_activation_bytes(s, b, h, a, t, false, rc, true) - layer_activation_bytes(s, b, h, a, t, false, rc) ==
            16 * sb);
      CHECK(layer_activation_bytes(s, b, h, a, t, true, rc, true) - layer_activation_bytes(s, b, h, a, t, true, rc) ==
            16 * sb / t);
    }
    CHECK(layer_activation_bytes(s, b, h, a, t, false, recompute::full, true) == 2 * sb * h);
  }
}

TEST_CASE("a GPT layer rejects tensor-parallel sizes that do not divide its heads") {
  dataflow_graph g(mesh{{"model", 3}});
  const auto x = g.add_value({.tensor = {"x", {16, 1, 64}, dtype::bf16}, .role = role::input});
  CHECK_THROWS_WITH_AS((void)add_gpt_layer(g, x, {.seq = 16, .hidden = 64, .heads = 8, .tensor_axis = "model"}, "l0"),
                       "GPT layer 'l0': tensor axis 'model' of size 3 must divide heads (8), ffn (256) and, with "
                       "sequence parallelism, seq (16)",
                       invalid_error);
}

TEST_CASE("a GPT layer rejects heads that do not divide the hidden size") {
  dataflow_graph g(mesh{{"model", 1}});
  const auto x = g.add_value({.tensor = {"x", {16, 1, 64}, dtype::bf16}, .role = role::input});
  CHECK_THROWS_WITH_AS((void)add_gpt_layer(g, x, {.seq = 16, .hidden = 64, .heads = 6}, "l0"),
                       "GPT layer 'l0': 6 heads do not divide hidden size 64", invalid_error);
  CHECK_THROWS_WITH_AS((void)add_gpt_layer(g, x, {.seq = 16, .hidden = 64, .heads = 8, .sequence_parallel = true},
                                           "l1"),
                       "GPT layer 'l1': sequence parallelism needs a tensor axis", invalid_error);
}
