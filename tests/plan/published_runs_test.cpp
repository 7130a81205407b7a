// Published measurements of real training runs, reproduced by framework_peak (what each
// framework's own memory report prints): Megatron-LM's functional tests, torchtitan's benchmark
// table and logs, MaxText's documented run. Each names its source and the configuration it needed.
#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/text.hpp>

#include <cmath>
#include <cstdint>

using namespace shardmem;

namespace {

// `got` against `measured` bytes: their ratio less one (a test checks its size).
double off(bytes got, double measured) { return static_cast<double>(got.count()) / measured - 1; }

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

// Megatron-LM's GPT test model as its functional tests configure it: Megatron's defaults (ffn 4h,
// GeLU, LayerNorm, biases on every linear, tied embeddings, learned positions, dropout 0.1; the
// GPT-3-style preset's) at the given size and sequence, TransformerEngine's fused attention.
transformer_config megatron_gpt(std::int64_t hidden, std::int64_t layers, std::int64_t heads, std::int64_t vocab,
                                std::int64_t seq) {
  transformer_config c = detail::gpt3_style_preset("megatron-gpt", hidden, layers, heads, vocab);
  c.attention = attention_kind::flash;
  c.max_positions = seq;
  c.seq_len = seq;
  return c;
}

}  // namespace

TEST_CASE("published Megatron-LM runs: max allocated bytes within 10%") {
  // Megatron-LM at d98e8a64, tests/functional_tests/test_cases/gpt/<test>/model_config.yaml and
  // golden_values_dev_dgx_h100.json: mem-max-allocated-bytes (torch.cuda.memory_stats()'s
  // allocated_bytes.all.peak) at the last iteration, the optimizer's states made; 8 H100s, bf16,
  // the distributed optimizer (ZeRO-1 over data), no recompute. Configuration: --framework megatron
  // --zero 1 --remat none.
  training_config c;
  c.framework = framework_kind::megatron;
  c.zero_stage = 1;
  c.remat = no_remat{};
  SUBCASE("gpt3_7b_tp4_pp1_memory_speed and gpt3_7b_tp1_pp4_memory_speed") {
    // 32 layers, h 4096, 32 heads in 8 query groups, untied, vocab 131073 padded to 131584, seq
    // 8192, global batch 8, TransformerEngine's fused attention.
    c.model = megatron_gpt(4096, 32, 32, 131584, 8192);
    c.model.kv_heads = 8;
    c.model.tied_embeddings = false;
    c.global_batch = 8;
    c.micro_batch = 2;
    c.devices = mesh{{"data", 2}, {"model", 4}}.with_devices_per_process(8);
    const memory_plan tp = plan(c);
    CHECK(tp.accumulation_steps == 2);
    CHECK(std::abs(off(tp.framework_peak, 57'143'791'616.0)) < 0.10);
    // Its mem-allocated-bytes between steps, 20,663,519,232: bf16 parameters, the fp32 main_grad
    // buffer and the sharded fp32 master weights and moments (Megatron's 6 + 12/DP bytes a
    // parameter); all that stays is these (and, unmodelled, about 99 MiB of workspaces).
    const auto at = [](role r) { return static_cast<std::size_t>(r); };
    CHECK(std::abs(off(tp.role_peak[at(role::parameter)] + tp.role_peak[at(role::optimizer_state)], 20'663'519'232.0)) <
          0.01);
    // PP4 with 8 virtual stages (--num-layers-per-virtual-pipeline-stage 1), micro-batch 1: the
    // last rank, the last stage, logs.
    c.micro_batch = 1;
    c.devices = mesh{{"data", 2}, {"stage", 4}}.with_devices_per_process(8);
    c.parallel.virtual_stages = 8;
    const memory_plan last = plan(build_step(c, {.stage = 3}), memory_target{});
    CHECK(last.in_flight == 29);  // (v - 1) p warm-up chunks and one: Megatron's interleaved schedule, last rank
    CHECK(std::abs(off(last.framework_peak, 60'720'852'992.0)) < 0.10);
  }
  SUBCASE("gpt3_mcore_te_tp1_pp1_dist_optimizer_fim_dataset and ..._tp4_pp1_dist_optimizer_overlap_grad_reduce_...") {
    // 12 layers, h 512, 8 heads, GPT-2's vocabulary (50,257, padded to a multiple of 128 x TP:
    // 50,304; 50,688 at TP 4), tied, seq 1024, micro-batch 4, global batch 32, TransformerEngine's
    // unfused attention (the softmax materialized).
    c.model = megatron_gpt(512, 12, 8, 50304, 1024);
    c.model.attention = attention_kind::materialized;
    c.micro_batch = 4;
    c.global_batch = 32;
    c.devices = mesh{{"data", 8}}.with_devices_per_process(8);
    const memory_plan dp8 = plan(c);
    CHECK(dp8.accumulation_steps == 1);  // main_grad is kept all the same
    CHECK(std::abs(off(dp8.framework_peak, 4'702'430'720.0)) < 0.10);
    c.model.vocab = 50688;
    c.devices = mesh{{"data", 2}, {"model", 4}}.with_devices_per_process(8);
    c.global_batch = 32;
    const memory_plan tp4 = plan(c);
    CHECK(std::abs(off(tp4.framework_peak, 1'543'416'320.0)) < 0.10);
  }
}

TEST_CASE("published torchtitan runs: the logged memory (max reserved) within 10%") {
  // torchtitan's 'memory: X GiB' is the caching allocator's reserved_bytes.all.peak in GiB
  // (torchtitan/metrics.py at 9dec370). Llama 3.1 8B (the llama3.1-8b preset is torchtitan's 8B:
  // vocab 128256, untied), FSDP over every GPU (dp_shard -1), AdamW, MixedPrecisionPolicy
  // (param bf16, reduce fp32), seq 8192. Configuration: --framework torchtitan, the mesh, the
  // local batch as --micro-batch, the AC mode as --remat (selective 'op': torchtitan_op; full:
  // nothing_saveable); the allocator margin torchtitan's, 32%.
  training_config c;
  c.framework = framework_kind::torchtitan;
  c.model = presets::llama3_1_8b();
  memory_target t;
  t.overheads = framework_overheads(framework_kind::torchtitan);
  auto logged = [&](std::int64_t fsdp, std::int64_t local_batch) {
    c.devices = mesh{{"fsdp", fsdp}}.with_devices_per_process(8);
    c.micro_batch = local_batch;
    return plan(c, t).framework_peak;
  };
  c.remat = parse_remat("torchtitan_op");
  SUBCASE("benchmarks/llama3_h100_202412_torchtitan.md: eager, selective AC 'op', local batch 2") {
    // torchtitan 9dec370 with torch 1963fc8 on 96 GB H100s, no compile, no Float8: 82.4 GiB on 8
    // GPUs, 67.0 GiB on 128.
    CHECK(std::abs(off(logged(8, 2), 82.4 * GiB)) < 0.10);
    CHECK(std::abs(off(logged(128, 2), 67.0 * GiB)) < 0.10);
  }
  SUBCASE("the same runs under torch.compile (its fusions are not modelled: the eager step is planned)") {
    // The benchmark's 8-GPU row with compile: 77.0 GiB; PR #808's log (2025-01-27, llama3_8b.toml:
    // local batch 1, compile) at step 20: 47.65 GiB.
    CHECK(std::abs(off(logged(8, 2), 77.0 * GiB)) < 0.10);
    CHECK(std::abs(off(logged(8, 1), 47.65 * GiB)) < 0.10);
  }
  SUBCASE("PR #1884's log: 4 GPUs, FSDP 2 x CP 2, full AC, flex attention, eager") {
    // 2025-10-15, llama3_8b.toml of that date (local batch 1) with --model.flavor 8B_flex_attn
    // --activation_checkpoint.mode full --parallelism.context_parallel_degree 2, at step 10:
    // 44.84 GiB. FSDP shards over dp_shard x cp; the context style is all-gather (the default
    // context_parallel_rotate_method).
    c.devices = mesh{{"fsdp", 2}, {"cp", 2}}.with_devices_per_process(4);
    c.micro_batch = 1;
    c.remat = layer_policy{nothing_saveable()};
    CHECK(std::abs(off(plan(c, t).framework_peak, 44.84 * GiB)) < 0.10);
  }
}

TEST_CASE("published MaxText run: the state its compiled step takes, within 2%") {
  // MaxText's docs/guides/monitoring_and_debugging/understand_logs_and_metrics.md (JAX 0.7.2 on
  // TPU v5p, 4 chips): model_name=deepseek2-16b per_device_batch_size=24 max_target_length=2048,
  // base.yml's defaults (fp32 weights, AdamW with fp32 moments, remat full, scan_layers, FSDP over
  // the 4 chips). It prints "Argument size: 44.5 GB" (GiB: 15.933e9 parameters x 12 bytes / 4)
  // and, after the first step, "Using (GB) 44.63 / 95.74" on each chip. Configuration:
  // --framework maxtext --model deepseek-v2-lite --mesh fsdp=4 --micro-batch 24 --seq 2048
  // --remat full --scan-layers --hardware tpu-v5p --backend tpu.
  // Its "Total memory size: 100.4 GB" (temp 55.9) is not reproduced: the plan's temp falls short,
  // its peak at the loss, where TPU's fusion of the fp32 logits is not known here.
  training_config c;
  c.framework = framework_kind::maxtext;
  c.model = presets::deepseek_v2_lite();
  c.model.seq_len = 2048;
  c.micro_batch = 24;
  c.remat = parse_remat("full");
  c.scan_layers = true;
  c.devices = mesh{{"fsdp", 4}}.with_devices_per_process(4);
  memory_target t;
  t.accelerator = parse_hardware("tpu-v5p");
  t.backend = hlo_backend::tpu;
  const memory_plan p = plan(c, t);
  CHECK(std::abs(off(p.categories.argument, 44.5 * GiB)) < 0.02);
  CHECK(std::abs(off(p.categories.argument, 44.63 * GiB)) < 0.02);
}
