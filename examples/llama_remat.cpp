// Llama-3.1-8B at sequence 8192 on an 8-device FSDP mesh: the activation memory each device
// keeps for the backward pass under JAX's remat policies (each layer under jax.checkpoint), from
// liveness of the generated training step (AdamW with fp32 master weights).
#include <shardmem/plan.hpp>

#include <cstdio>
#include <utility>
#include <vector>

using namespace shardmem;

int main() {
  transformer_config c = presets::llama3_1_8b();
  c.seq_len = 8192;
  c.micro_batch = 8;  // one sequence per device
  const mesh m{{"fsdp", 8}};
  const transformer_graph model = build_transformer(c, m, {.parallel = {.fsdp = "fsdp"}});
  std::fputs(
      fmt::format("{} ({:.2f} B parameters), seq {}, micro-batch {}, mesh {} (FSDP), AdamW + fp32 master weights\n"
                  "per device, at the first backward step and at the peak of the whole step:\n\n",
                  c.name, static_cast<double>(parameter_count(c)) / 1e9, c.seq_len, c.micro_batch, m)
          .c_str(),
      stdout);
  std::fputs(fmt::format("{:<46} {:>12} {:>12} {:>12} {:>14}\n", "policy (every layer)", "activations", "on host",
                         "peak", "recompute/dev")
                 .c_str(),
             stdout);
  const std::vector<std::pair<const char*, remat_policy>> policies{
      {"nothing_saveable", nothing_saveable()},
      {"dots_saveable", dots_saveable()},
      {"save_only_these_names('layer_input')", save_only_these_names({"layer_input"})},
      {"offload 'layer_input' to pinned_host", save_and_offload_only_these_names({}, {"layer_input"})},
      {"everything_saveable", everything_saveable()},
  };
  for (const auto& [label, policy] : policies) {
    training_options o;
    for (const auto& scope : model.layer_scopes) o.regions.push_back({scope, policy});
    training_graph t = build_training_graph(model.graph, model.loss, o);
    add_optimizer_step(t, {.kind = optimizer_kind::adamw, .master_weights = true});
    const liveness_result r = analyze_liveness(t.graph, t.order());
    const auto at_backward = live_bytes_by_role(t.graph, r, t.forward_ops);
    std::fputs(fmt::format("{:<46} {:>12} {:>12} {:>12} {:>11.1f} TF\n", label,
                           fmt::format("{}", at_backward[static_cast<std::size_t>(role::activation)]),
                           fmt::format("{}", r.host_peak), fmt::format("{}", r.peak),
                           static_cast<double>(t.recompute_flops) / 1e12)
                   .c_str(),
               stdout);
  }
  std::fputs("\nThe layer input is each checkpointed layer's argument, so naming it saves what nothing_saveable\n"
             "already keeps; offloading it moves 32 x 64 MiB to host. What stays on device under every policy\n"
             "outside the layers is the head: the f32 logits [8,8192,128256] / 8 = 4 GiB (try a chunked loss).\n",
             stdout);
}
