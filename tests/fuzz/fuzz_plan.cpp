// libFuzzer target, structure-aware: the fuzz bytes pick a small transformer (dense or MoE, GeLU or
// SwiGLU, norms, attention kinds, GQA, tied embeddings, dropout, dtypes), a mesh of up to four
// axes with a process layout, and a training configuration (ZeRO stage, data, replica, tensor,
// sequence, expert and pipeline axes, micro- and global batch, remat policy or layer-chain
// schedule, optimizer, master weights, donation, offload of states and parameters, placement, eval,
// adapters, overheads); then plan it.
// With a last byte set, the model gets 12 to 17 layers and the plan from 5- and 6-layer builds
// repeated (build_step when it repeats) must equal the plan of the whole build, field by field.
// Bad combinations must be a shardmem::error; a plan must agree with itself:
//  - the step peak is the bytes by role at the peak, and at least every buffer listed there;
//  - the lower bound is the larger of the step and placement peaks; total = bound + overheads;
//  - fits says total <= usable, host_fits says host peak <= RAM; the phase is one of the four;
//  - the renderers (text, markdown, JSON) print it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include <shardmem/plan.hpp>
#include <shardmem/plan/json.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::plan_target {
namespace {

template <class T>
T pick(FuzzedDataProvider& in, std::initializer_list<T> options) {
  return *(options.begin() + in.ConsumeIntegralInRange<std::size_t>(0, options.size() - 1));
}

transformer_config random_model(FuzzedDataProvider& in) {
  transformer_config c;
  c.name = "fuzz";
  c.heads = pick<std::int64_t>(in, {1, 2, 4, 8, 6});
  c.kv_heads = pick<std::int64_t>(in, {1, 2, 4, 8});
  c.head_dim = pick<std::int64_t>(in, {8, 16, 64});
  c.hidden = c.heads * *c.head_dim * pick<std::int64_t>(in, {1, 1, 2});
  c.layers = in.ConsumeIntegralInRange<std::int64_t>(1, 6);
  c.ffn = c.hidden * pick<std::int64_t>(in, {1, 2, 4});
  c.mlp = in.ConsumeBool() ? mlp_kind::swiglu : mlp_kind::gelu;
  c.norm = in.ConsumeBool() ? norm_kind::rmsnorm : norm_kind::layernorm;
  c.qkv_bias = in.ConsumeBool();
  c.mlp_bias = in.ConsumeBool();
  c.dropout = in.ConsumeBool();
  c.attention = in.ConsumeBool() ? attention_kind::flash : attention_kind::materialized;
  c.vocab = pick<std::int64_t>(in, {64, 1000, 4096, 3});
  c.tied_embeddings = in.ConsumeBool();
  c.positions = in.ConsumeBool() ? position_kind::rotary : position_kind::learned;
  c.seq_len = pick<std::int64_t>(in, {1, 16, 128, 1000});
  c.param_dtype = pick(in, {dtype::bf16, dtype::f32, dtype::f16});
  c.activation_dtype = pick(in, {dtype::bf16, dtype::f32});
  if (in.ConsumeIntegralInRange(0, 3) == 0) {
    moe_config m;
    m.experts = pick<std::int64_t>(in, {2, 4, 8});
    m.top_k = pick<std::int64_t>(in, {1, 2});
    if (in.ConsumeBool()) m.capacity_factor = pick(in, {1.0, 1.25, 2.0});
    m.layer_interval = pick<std::int64_t>(in, {1, 2});
    m.shared_experts = pick<std::int64_t>(in, {0, 1});
    c.moe = m;
  }
  return c;
}

struct fuzz_case {
  training_config c;
  memory_target t;
};

fuzz_case random_config(FuzzedDataProvider& in) {
  fuzz_case out;
  training_config& c = out.c;
  memory_target& t = out.t;
  c.model = random_model(in);
  static const char* const names[] = {"data", "fsdp", "model", "expert"};
  std::vector<mesh_axis> axes;
  const int rank = in.ConsumeIntegralInRange(1, 4);
  for (int i = 0; i < rank; ++i) axes.push_back({names[i], pick<std::int64_t>(in, {1, 2, 4, 3})});
  c.devices = mesh(std::move(axes));
  const std::int64_t n = c.devices.device_count();
  c.devices = c.devices.with_devices_per_process(pick<std::int64_t>(in, {1, n, n / c.devices.axes().front().size}));
  auto axis = [&](int options_mask) -> std::string {
    const int k = in.ConsumeIntegralInRange(0, rank);
    return k < rank && (options_mask >> k & 1) ? names[k] : "";
  };
  c.parallel.data = axis(0b0011);
  c.parallel.tensor = axis(0b0100);
  c.parallel.sequence_parallel = !c.parallel.tensor.empty() && in.ConsumeBool();
  c.parallel.expert = c.model.moe ? axis(0b1000) : "";
  if (in.ConsumeIntegralInRange(0, 4) == 0) c.parallel.replica = axis(0b0001);
  if (in.ConsumeIntegralInRange(0, 5) == 0) {
    c.parallel.pipeline = axis(0b0010);
    c.parallel.virtual_stages = pick<std::int64_t>(in, {1, 2});
  }
  c.zero_stage = in.ConsumeIntegralInRange(0, 3);
  c.micro_batch = pick<std::int64_t>(in, {1, 2, 3});
  if (in.ConsumeBool()) c.global_batch = c.micro_batch * pick<std::int64_t>(in, {1, 2, 4, 8, 5});
  c.remat = parse_remat(
      pick<std::string>(in, {"none", "nothing_saveable", "dots_saveable", "dots_with_no_batch_dims_saveable",
                             "everything_saveable", "save_layer_input", "offload_layer_input", "sqrt_n", "segments:2",
                             "nested", "revolve:1", "revolve:2", "budget:64MiB"}));
  c.optimizer.kind = pick(in, {optimizer_kind::sgd, optimizer_kind::momentum, optimizer_kind::adam,
                               optimizer_kind::adamw, optimizer_kind::adafactor, optimizer_kind::lion});
  c.optimizer.master_weights = in.ConsumeBool();
  c.optimizer.donate = in.ConsumeIntegralInRange(0, 3) != 0;
  if (in.ConsumeIntegralInRange(0, 3) == 0) c.optimizer.state_memory = memory_kind::pinned_host;
  if (in.ConsumeIntegralInRange(0, 4) == 0) c.optimizer.ema = true;
  c.chunked_loss = in.ConsumeBool();
  t.placement = in.ConsumeBool() ? placement_kind::callback : placement_kind::checked;
  t.accelerator = hardware_preset(pick<std::string>(in, {"h100-80gb", "a100-40gb", "tpu-v5e", "b200"}));
  if (in.ConsumeBool()) t.accelerator.usable = bytes{in.ConsumeIntegralInRange<std::int64_t>(1, std::int64_t{1} << 40)};
  t.host_ram_per_process = bytes{in.ConsumeIntegralInRange<std::int64_t>(0, std::int64_t{1} << 42)};
  c.eval = in.ConsumeIntegralInRange(0, 4) == 0;
  t.overheads.fragmentation = in.ConsumeProbability<double>() / 4;
  // Read last, so the inputs in the corpus keep meaning the configurations they meant before.
  c.offload_params = in.ConsumeIntegralInRange(0, 3) == 0;
  if (in.ConsumeIntegralInRange(0, 3) == 0) {  // low-rank adapters on a frozen model
    adapter_config a;
    a.rank = pick<std::int64_t>(in, {1, 4, 16, 3});
    a.targets.clear();
    for (const char* target : {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj", "fc1", "fc2"})
      if (in.ConsumeBool()) a.targets.emplace_back(target);
    a.first_layer = in.ConsumeIntegralInRange<std::int64_t>(0, 3);
    a.last_layer = in.ConsumeIntegralInRange<std::int64_t>(-1, 3);
    a.type = pick(in, {dtype::f32, dtype::bf16, dtype::f16});
    c.adapters = a;
  }
  return out;
}

void check_plan(const training_config& c, const memory_plan& p) {
  check(p.config.eval == c.eval && name(p.config.remat) == name(c.remat), "the plan carries the configuration planned");
  bytes by_role{0};
  for (const bytes b : p.by_role) by_role += b;
  check(p.step_peak >= by_role, "the step peak holds at least the bytes by role at the peak");
  for (const named_buffer& b : p.top_at_peak)
    check(b.size <= p.step_peak,
          fmt::format("buffer '{}' ({}) is no larger than the step peak {}", b.name, b.size, p.step_peak));
  check(p.lower_bound == std::max(p.step_peak, p.placement_peak), "lower bound = max(step peak, placement peak)");
  check(p.step_peak >= p.categories.total(),
        fmt::format("the step peak {} is at least what XLA reserves, argument + output - alias + temp = {}",
                    p.step_peak, p.categories.total()));
  for (std::size_t r = 0; r < role_count; ++r)
    check(p.role_peak[r] >= p.by_role[r], "a role's own peak is at least its bytes at the total's peak");
  if (c.offload_params && !c.eval)
    check(p.by_role[static_cast<std::size_t>(role::parameter)] == bytes{0},
          "offloaded parameters hold no device bytes");
  check(p.total == p.lower_bound + p.overhead && p.overhead >= bytes{0}, "total = lower bound + overheads >= 0");
  check(p.fits == (p.total <= p.usable), "fits means total <= usable");
  check(p.host_fits == (p.host_peak_per_process <= p.target.host_ram_per_process), "host_fits means host peak <= RAM");
  check(p.phase <= step_phase::optimizer, "the phase is placement, forward, backward or optimizer");
  check(p.recompute_flops >= 0 && p.offload_bytes >= bytes{0}, "recompute FLOPs and offload bytes are >= 0");
  check(p.trainable_parameters >= 0 && p.trainable_parameters <= p.parameters,
        "the trained parameters are some of the parameters");
  if (c.adapters)
    check(p.parameters == parameter_count(c.model) + adapter_parameters(*c.adapters, c.model),
          "the parameters are the model's and its adapters'");
  if (c.eval) check(p.phase != step_phase::optimizer, "an evaluation step has no optimizer phase");
  (void)to_text(p);
  (void)to_markdown(p);
  (void)plan_json(p).dump();
}

// A plan made by repeating layers against the whole build's, field by field.
void check_repeated(const training_config& c, const memory_target& t) {
  std::optional<memory_plan> fast;
  if (!accepts([&] {
        const training_step s = build_step(c);
        if (!s.whole()) fast = plan(s, t);
      }) ||
      !fast)
    return;
  memory_plan whole;
  check(accepts([&] { whole = plan(build_step(c, {.whole = true}), t); }),
        "a configuration planned by repeating layers also builds whole");
  auto same = [](bool eq, std::string_view what) {
    check(eq, fmt::format("repeated layers: {} differs from the whole build's", what));
  };
  same(fast->parameters == whole.parameters && fast->trainable_parameters == whole.trainable_parameters,
       "the parameter count");
  same(fast->phase == whole.phase && fast->peak_op == whole.peak_op, "the peak's phase or op");
  same(fast->step_peak == whole.step_peak && fast->categories == whole.categories, "the step peak");
  same(fast->by_role == whole.by_role && fast->role_peak == whole.role_peak, "the roles");
  same(fast->top_at_peak == whole.top_at_peak, "the buffers at the peak");
  same(fast->placement_temp == whole.placement_temp && fast->placement_peak == whole.placement_peak &&
           fast->placement_array == whole.placement_array,
       "the placement");
  same(fast->total == whole.total && fast->fits == whole.fits, "the verdict");
  same(fast->host_peak_per_process == whole.host_peak_per_process && fast->host_phase == whole.host_phase &&
           fast->host_whole_step == whole.host_whole_step,
       "the host");
  same(fast->recompute_flops == whole.recompute_flops && fast->offload_bytes == whole.offload_bytes,
       "FLOPs or traffic");
  same(fast->warnings == whole.warnings, "the warnings");
  same(fast->device_timeline == whole.device_timeline, "the timeline");
}

}  // namespace

SHARDMEM_FUZZ_TARGET(plan) {
  FuzzedDataProvider in(data, size);
  fuzz_case f;
  if (!accepts([&] { f = random_config(in); })) return 0;
  if (in.ConsumeBool()) {  // read last: older corpus inputs keep their meaning
    f.c.model.layers = detail::repeat_from_layers + in.ConsumeIntegralInRange<std::int64_t>(0, 5);
    check_repeated(f.c, f.t);
  }
  memory_plan p;
  if (!accepts([&] { p = plan_training(f.c, f.t); })) return 0;
  check_plan(f.c, p);
  return 0;
}

}  // namespace shardmem_fuzz::plan_target
