// A small sharded training step as a dataflow graph: a two-layer MLP on mesh {data: 4, model: 2}
// with FSDP over 'data' (weights all-gathered per layer, gradients reduce-scattered) and
// Megatron tensor parallelism over 'model' (column- then row-parallel, all-reduce after the
// second matmul). Prints the liveness timeline, the peak and what is live there.
#include <shardmem/graph.hpp>

#include <cstdio>

using namespace shardmem;

int main() {
  const mesh m{{"data", 4}, {"model", 2}};
  dataflow_graph g(m);
  const std::int64_t batch = 64, d_model = 1024, d_ff = 4096;
  auto value = [&](const char* name, shape s, partition_spec p, role r, dtype t = dtype::bf16) {
    return g.add_value({.tensor = {name, std::move(s), t}, .spec = std::move(p), .role = r});
  };
  auto op = [&](const char* name, const char* scope, const char* kind, std::vector<value_id> in,
                std::vector<value_id> out, std::int64_t flops) {
    g.add_op({.name = name,
              .scope = scope,
              .kind = kind,
              .inputs = std::move(in),
              .outputs = std::move(out),
              .flops = flops});
  };

  // Arguments: the batch and the FSDP-sharded weights.
  const auto x = value("x", {batch, d_model}, {"data"}, role::input);
  const auto w1 = value("w1", {d_model, d_ff}, {"data", "model"}, role::parameter);
  const auto w2 = value("w2", {d_ff, d_model}, {"model", "data"}, role::parameter);

  // Forward. Each weight is gathered over 'data' just before its matmul.
  const auto w1_full = reshard(g, w1, {replicated, "model"}, {.name = "w1.full", .scope = "mlp.0"});
  const auto h = value("h", {batch, d_ff}, {"data", "model"}, role::activation);
  op("fc1", "mlp.0", "dot", {x, w1_full}, {h}, 2 * batch * d_model * d_ff);
  const auto a = value("a", {batch, d_ff}, {"data", "model"}, role::activation);
  op("gelu", "mlp.0", "gelu", {h}, {a}, 8 * batch * d_ff);
  const auto w2_full = reshard(g, w2, {"model"}, {.name = "w2.full", .scope = "mlp.1"});
  const auto y_partial = value("y.partial", {batch, d_model}, {"data"}, role::temporary);
  op("fc2", "mlp.1", "dot", {a, w2_full}, {y_partial}, 2 * batch * d_ff * d_model);
  const auto y = all_reduce(g, y_partial, {"model"}, {.name = "y", .scope = "mlp.1", .role = role::activation});
  const auto loss = value("loss", {}, {}, role::output, dtype::f32);
  op("loss", "loss", "reduce", {y}, {loss}, batch * d_model);
  g.mark_output(loss);

  // Backward, gradients reduce-scattered back to the weights' FSDP sharding.
  const auto dy = value("dy", {batch, d_model}, {"data"}, role::activation_gradient);
  op("loss.bwd", "loss", "reduce.bwd", {y}, {dy}, batch * d_model);
  const auto w2_again = reshard(g, w2, {"model"}, {.name = "w2.full.bwd", .scope = "mlp.1"});
  const auto da = value("da", {batch, d_ff}, {"data", "model"}, role::activation_gradient);
  const auto dw2_partial = value("dw2.partial", {d_ff, d_model}, {"model"}, role::parameter_gradient, dtype::f32);
  op("fc2.bwd", "mlp.1", "dot.bwd", {dy, a, w2_again}, {da, dw2_partial}, 4 * batch * d_ff * d_model);
  const auto dw2 = reduce_scatter(g, dw2_partial, 1, {"data"},
                                  {.name = "dw2", .scope = "mlp.1", .role = role::parameter_gradient});
  const auto dh = value("dh", {batch, d_ff}, {"data", "model"}, role::activation_gradient);
  op("gelu.bwd", "mlp.0", "gelu.bwd", {da, h}, {dh}, 8 * batch * d_ff);
  const auto w1_again = reshard(g, w1, {replicated, "model"}, {.name = "w1.full.bwd", .scope = "mlp.0"});
  const auto dw1_partial = value("dw1.partial", {d_model, d_ff}, {replicated, "model"}, role::parameter_gradient,
                                 dtype::f32);
  op("fc1.bwd", "mlp.0", "dot.bwd", {dh, x, w1_again}, {dw1_partial}, 2 * batch * d_model * d_ff);
  const auto dw1 = reduce_scatter(g, dw1_partial, 0, {"data"},
                                  {.name = "dw1", .scope = "mlp.0", .role = role::parameter_gradient});

  // SGD writes the new weights into the donated old ones.
  const auto w1_new = value("w1.new", {d_model, d_ff}, {"data", "model"}, role::parameter);
  const auto w2_new = value("w2.new", {d_ff, d_model}, {"model", "data"}, role::parameter);
  op("sgd.w1", "update", "sgd", {w1, dw1}, {w1_new}, 2 * d_model * d_ff);
  op("sgd.w2", "update", "sgd", {w2, dw2}, {w2_new}, 2 * d_model * d_ff);
  g.donate(w1, w1_new);
  g.donate(w2, w2_new);

  const schedule s = g.topological_order();
  const liveness_result r = analyze_liveness(g, s);
  std::fputs(fmt::format("Two-layer MLP training step on mesh {} (FSDP over 'data', tensor parallel over 'model')\n"
                         "{} ops, {} values; bytes are per device\n\n",
                         m, g.op_count(), g.value_count())
                 .c_str(),
             stdout);
  std::fputs(liveness_report(g, s, r, {.max_rows = 40, .top = 8}).c_str(), stdout);
}
