// Seed 002's checklist for a run close to OOM, each knob as a what-if on one baseline: Llama-3.1-8B
// at sequence 8192 on 8 H100 80GB, plain data parallelism (replicated model states), no remat,
// AdamW with fp32 master weights, micro-batch 2 per device. Every line is a full plan of the
// changed configuration: its peak per device and how the knob changed it against the baseline.
#include <shardmem/plan.hpp>

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

struct knob {
  const char* item;  // the checklist's section
  const char* what;
  std::function<void(training_config&)> apply;
};

// The change of the peak: `-1.00 GiB` saved, `+1.00 GiB` added.
std::string change(std::int64_t from, std::int64_t to) {
  if (from == to) return "0 B";
  return from > to ? fmt::format("-{}", bytes{from - to}) : fmt::format("+{}", bytes{to - from});
}

}  // namespace

int main() {
  training_config base;
  base.model = presets::llama3_1_8b();
  base.model.seq_len = 8192;
  base.devices = mesh{{"data", 8}}.with_devices_per_process(8);
  base.zero_stage = 0;
  base.remat = no_remat{};
  base.micro_batch = 2;
  const memory_plan b = plan(base);
  std::fputs(fmt::format("baseline: {}\n  peak {} per device ({}), {} of {} usable\n\n", to_string(base), b.total,
                         b.fits ? "fits" : "does not fit", b.total, b.usable)
                 .c_str(),
             stdout);

  const std::vector<knob> knobs{
      {"1 shard more", "ZeRO-1: optimizer states over 'data'", [](training_config& c) { c.zero_stage = 1; }},
      {"1 shard more", "ZeRO-2: and gradients", [](training_config& c) { c.zero_stage = 2; }},
      {"1 shard more", "ZeRO-3 / FSDP: and parameters", [](training_config& c) { c.zero_stage = 3; }},
      {"2 remat", "every layer nothing_saveable",
       [](training_config& c) { c.remat = layer_policy{nothing_saveable()}; }},
      {"2 remat", "save only the layer inputs", [](training_config& c) { c.remat = parse_remat("save_layer_input"); }},
      {"2 offload", "layer inputs to pinned_host",
       [](training_config& c) { c.remat = parse_remat("offload_layer_input"); }},
      {"3 offload", "optimizer states to pinned_host",
       [](training_config& c) { c.optimizer.state_memory = memory_kind::pinned_host; }},
      {"3 offload", "parameters to pinned_host (copied per use)", [](training_config& c) { c.offload_params = true; }},
      {"4 model parallel", "mesh data=4, model=2 (tensor parallel)",
       [](training_config& c) {
         c.devices = mesh{{"data", 4}, {"model", 2}}.with_devices_per_process(8);
         c.parallel.tensor = "model";
       }},
      {"6 sqrt(n)", "Chen's sqrt(n) segments of the 32 layers",
       [](training_config& c) {
         c.remat = chain_remat{"sqrt_n", [](const chain& layers) { return chen_sqrt(layers); }};
       }},
      {"7 batch", "micro-batch 1, 2 accumulation steps",
       [](training_config& c) {
         c.micro_batch = 1;
         c.global_batch = 16;
       }},
      {"7 batch", "sequence 4096", [](training_config& c) { c.model.seq_len = 4096; }},
      // The baseline donates (donate_argnums); this row shows what forgetting it costs.
      {"8 donation", "no donation: new params/states beside old",
       [](training_config& c) { c.optimizer.donate = false; }},
      {"giant temps", "chunked cross-entropy (no full logits)", [](training_config& c) { c.chunked_loss = true; }},
      {"optimizer", "Adafactor (factored second moment)",
       [](training_config& c) { c.optimizer.kind = optimizer_kind::adafactor; }},
      {"optimizer", "Lion (one moment)", [](training_config& c) { c.optimizer.kind = optimizer_kind::lion; }},
      {"precision", "bf16 moments, no fp32 master weights",
       [](training_config& c) {
         c.optimizer.state_dtype = dtype::bf16;
         c.optimizer.master_weights = false;
       }},
      {"EMA", "an fp32 EMA of the weights, on device", [](training_config& c) { c.optimizer.ema = true; }},
      {"EMA", "the EMA on pinned_host",
       [](training_config& c) {
         c.optimizer.ema = true;
         c.optimizer.ema_memory = memory_kind::pinned_host;
       }},
      {"eval", "a forward-only evaluation step, same batch", [](training_config& c) { c.eval = true; }},
  };
  std::fputs(
      fmt::format("{:<17} {:<42} {:>12} {:>12}  {}\n", "checklist", "knob", "peak/device", "change", "fits").c_str(),
      stdout);
  for (const knob& k : knobs) {
    training_config c = base;
    k.apply(c);
    const memory_plan p = plan(c);
    std::fputs(fmt::format("{:<17} {:<42} {:>12} {:>12}  {}\n", k.item, k.what, fmt::format("{}", p.total),
                           change(b.total.count(), p.total.count()), p.fits ? "yes" : "no")
                   .c_str(),
               stdout);
  }
  // The mesh sweep and the largest batch, as `shardmem sweep` runs them.
  training_config fsdp = base;
  fsdp.zero_stage = 3;
  fsdp.remat = layer_policy{nothing_saveable()};
  std::fputs(fmt::format("\nFSDP with nothing_saveable: the largest micro-batch per device that fits is {}\n",
                         max_micro_batch(fsdp))
                 .c_str(),
             stdout);
}
