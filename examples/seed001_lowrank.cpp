// Seed 001: a parameter decomposition of Llama-3.1-8B's MLPs in layers 18-26, 27 sites (gate, up,
// down in 9 layers), each with trainable factors V [d_in, C] and U [C, d_out] in fp32, C = 49152,
// on 64 B200 capped at 180 GiB per device. How big are the factors, and what do their model
// states (fp32 factors, fp32 gradients, Adam's two fp32 moments) take per device when replicated,
// as an eager init places them, and when sharded over the 64 devices?
// Then the training step with the factors as adapters beside the frozen model's projections
// (training_config::adapters), replicated and sharded. The decomposition's own forward terms are
// not modelled.
#include <shardmem/plan.hpp>

#include <array>
#include <cstdio>
#include <string>
#include <tuple>
#include <vector>

using namespace shardmem;

int main() {
  const transformer_config llama = presets::llama3_1_8b();
  constexpr std::int64_t components = 49152;
  std::vector<tensor> factors;
  for (int layer = 18; layer <= 26; ++layer)
    for (const auto& [proj, d_in, d_out] :
         std::array<std::tuple<const char*, std::int64_t, std::int64_t>, 3>{{{"gate_proj", llama.hidden, llama.ffn},
                                                                             {"up_proj", llama.hidden, llama.ffn},
                                                                             {"down_proj", llama.ffn, llama.hidden}}}) {
      const std::string site = fmt::format("model.layers.{}.mlp.{}", layer, proj);
      factors.push_back(tensor{site + ".V", shape{d_in, components}, dtype::f32});
      factors.push_back(tensor{site + ".U", shape{components, d_out}, dtype::f32});
    }
  std::int64_t elements = 0;
  bytes total{0};
  for (const tensor& t : factors) {
    elements += t.shape.elements();
    total += t.nbytes();
  }
  std::fputs(fmt::format("{} sites, {} factors, C = {}: {} parameters, {:e} ({:d}) in fp32\n", factors.size() / 2,
                         factors.size(), components, group_thousands(elements), total, total)
                 .c_str(),
             stdout);

  const hardware b200 = parse_hardware("b200");
  const mesh devices = mesh{{"data", 64}}.with_devices_per_process(8);
  const std::array<dtype, 2> adam{dtype::f32, dtype::f32};
  std::fputs(fmt::format("\nmodel states per device on 64 {} ({} usable): fp32 factors, gradients, Adam m and v\n",
                         b200.name, b200.usable)
                 .c_str(),
             stdout);
  for (const int stage : {0, 1, 3}) {
    const model_states s = zero_model_states(factors, devices, "data", stage, dtype::f32, adam);
    std::fputs(fmt::format("  ZeRO-{}  factors {:>11}  gradients {:>11}  moments {:>11}  total {:>11}  {}\n", stage,
                           fmt::format("{}", s.parameters), fmt::format("{}", s.gradients),
                           fmt::format("{}", s.optimizer), fmt::format("{}", s.total()),
                           s.total() <= b200.usable ? "fits" : "does not fit")
                   .c_str(),
               stdout);
  }
  std::fputs("\nReplicated, the factors alone take half a B200; with their gradients and moments no device holds\n"
             "them, so the run shards them (the trainer in question) and builds them on the devices.\n",
             stdout);

  // The step itself: the factors as adapters beside the MLP projections of the frozen bf16 model
  // (each site's output x W + (x V) U), sequences of 2048, one per device, remat on every layer,
  // the trainer's non-donating step. The decomposition's own terms (causal-importance functions,
  // masks, the chunked reconstruction forwards) are not modelled: this is the floor under them.
  training_config c;
  c.model.seq_len = 2048;
  c.devices = devices;
  c.optimizer.donate = false;
  c.adapters = adapter_config{.rank = components,
                              .targets = {"gate_proj", "up_proj", "down_proj"},
                              .first_layer = 18,
                              .last_layer = 26,
                              .type = dtype::f32};
  memory_target target;
  target.accelerator = b200;
  std::fputs("\nthe training step planned (adapters on a frozen model; shardmem plan --adapter-rank 49152 ...):\n",
             stdout);
  for (const int stage : {0, 3}) {
    c.zero_stage = stage;
    const memory_plan p = plan(c, target);
    std::fputs(fmt::format("  ZeRO-{}  peak {:>11} per device, {} parameters trained, {}\n", stage,
                           fmt::format("{}", p.total), group_thousands(p.trainable_parameters),
                           p.fits ? "fits" : "does not fit")
                   .c_str(),
               stdout);
  }
}
