// `shardmem plan` and `shardmem sweep`: does a training configuration fit, and the what-ifs over
// meshes and remat policies. The options become a training_config (make_config); the planner
// (plan/) answers, and its report or JSON is printed.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/plan.hpp>
#include <shardmem/plan/json.hpp>
#include <shardmem/plan/svg.hpp>
#include <shardmem/sharding.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

struct plan_options {
  std::string model = "llama3.1-8b";
  std::string model_file;
  std::string mesh = "data=8";
  std::optional<std::int64_t> devices_per_process;  // default: the library's (a host's accelerators)
  std::string hardware = "h100-80gb";
  std::int64_t batch = 0;
  std::int64_t micro_batch = 1;
  std::optional<std::int64_t> seq;  // default: the model's own seq_len (the preset's or the file's)
  std::string remat = "nothing_saveable";
  std::string optimizer = "adamw";
  bool no_donate = false;
  std::string runtime_context, per_communicator;  // overheads; empty: the library's defaults
  std::optional<double> fragmentation;
  bool no_master_weights = false;
  int zero = 3;
  std::string data_axis;
  std::string replica_axis;
  std::string tensor_axis;
  std::string expert_axis;
  std::optional<std::string> dense_over_expert;  // default: the library's (shard)
  std::string pipeline_axis;
  std::int64_t virtual_stages = 1;
  bool sequence_parallel = false;
  bool chunked_loss = false;
  std::vector<std::string> offload;
  std::string placement = "callback";
  std::string budget;
  std::string host_ram = "2TiB";
  bool eval = false;
  bool json = false;
  bool markdown = false;
  std::string svg;
  // sweep
  std::vector<std::string> policies;
  bool max_batch = false;
  std::int64_t top = 20;
};

void add_plan_options(CLI::App* cmd, plan_options& o) {
  auto* model = cmd->add_option("--model", o.model,
                                "Model preset: llama3.1-8b, llama3.1-70b, llama3.1-405b, gpt3-175b, "
                                "mixtral-8x7b, megatron-22b, ...")
                    ->capture_default_str();
  cmd->add_option("--model-file", o.model_file,
                  "Model description (JSON): a transformer_config, optionally from a "
                  "\"base\" preset")
      ->excludes(model);
  cmd->add_option("--mesh", o.mesh, "Mesh axes, outermost first, e.g. data=8,model=4")->capture_default_str();
  cmd->add_option("--devices-per-process", o.devices_per_process,
                  "Devices per host; processes take consecutive ids "
                  "(default: 8 on GPUs, 4 on TPUs, or all when fewer)")
      ->check(at_least_one());
  cmd->add_option("--hardware", o.hardware, "a100-40gb, a100-80gb, h100-80gb, h200-141gb, b200, tpu-v5e, tpu-v5p")
      ->capture_default_str();
  cmd->add_option("--batch", o.batch,
                  "Global batch in sequences (gradient accumulation up to it; default: one "
                  "micro-batch)");
  cmd->add_option("--micro-batch", o.micro_batch, "Sequences per data-parallel rank per micro-step")
      ->capture_default_str()
      ->check(at_least_one());
  cmd->add_option("--seq", o.seq, "Sequence length (default: the model's own, 8192 for the Llama-3.1 presets)")
      ->check(at_least_one());
  cmd->add_option("--remat", o.remat,
                  "none, nothing_saveable, dots_saveable, dots_with_no_batch_dims_saveable, "
                  "everything_saveable, save_layer_input, offload_layer_input; or a schedule of "
                  "the layers: sqrt_n, segments:K, nested, nested:L, revolve:S, budget:BYTES")
      ->capture_default_str();
  cmd->add_option("--optimizer", o.optimizer, "sgd, momentum, adam, adamw, adafactor, lion")->capture_default_str();
  cmd->add_flag("--no-master-weights", o.no_master_weights, "No fp32 master copies of bf16 parameters");
  cmd->add_flag("--no-donate", o.no_donate,
                "The step does not donate params and optimizer states (a plain @jax.jit "
                "step): new copies are outputs beside the old");
  cmd->add_option("--zero", o.zero, "ZeRO stage over the data axis: 0, 1, 2 or 3 (3 = FSDP)")
      ->capture_default_str()
      ->check(CLI::Range(0, 3));
  cmd->add_option("--data-axis", o.data_axis,
                  "Data-parallel (ZeRO/FSDP) axes, one or several joined by commas "
                  "(default: the axes named data or fsdp)");
  cmd->add_option("--replica-axis", o.replica_axis,
                  "A second data-parallel axis holding replicas of the FSDP-sharded "
                  "states (hybrid sharding; needs --zero 3)");
  cmd->add_option("--tensor-axis", o.tensor_axis, "Tensor-parallel axis (default: the axis named model, tensor or tp)");
  cmd->add_option("--expert-axis", o.expert_axis,
                  "Expert-parallel axis for mixture-of-experts models (default: the "
                  "axis named expert or ep)");
  cmd->add_option("--dense-over-expert", o.dense_over_expert,
                  "With an expert axis, the weights outside the experts: "
                  "shard (over it too, as MaxText) or replicate (as Megatron-LM)")
      ->check(CLI::IsMember({"shard", "replicate"}));
  cmd->add_option("--pipeline-axis", o.pipeline_axis,
                  "Pipeline-parallel axis: stages of layers, 1F1B schedule; "
                  "the micro-batches in flight are --batch's accumulation steps "
                  "(default: the axis named stage, pipeline or pp)");
  cmd->add_option("--virtual-stages", o.virtual_stages, "Interleaved 1F1B: chunks of layers per pipeline device")
      ->capture_default_str()
      ->check(at_least_one());
  cmd->add_flag("--sequence-parallel", o.sequence_parallel, "Megatron sequence parallelism on the tensor axis");
  cmd->add_flag("--chunked-loss", o.chunked_loss, "Cross-entropy without materializing the logits");
  cmd->add_option("--offload", o.offload, "Offload to pinned_host: optimizer, params, ema")->delimiter(',');
  cmd->add_option("--placement", o.placement,
                  "How replicated parameters reach the devices: checked (device_put) or "
                  "callback (make_array_from_callback)")
      ->capture_default_str();
  cmd->add_option("--budget", o.budget, "Device memory to fit in, overriding the hardware's (e.g. 70GiB)");
  cmd->add_option("--host-ram", o.host_ram, "Host RAM per process")->capture_default_str();
  cmd->add_option("--runtime-context", o.runtime_context,
                  "Overhead: CUDA context and library workspaces per GPU "
                  "(default 512MiB)");
  cmd->add_option("--per-communicator", o.per_communicator, "Overhead: NCCL buffers per communicator (default 64MiB)");
  cmd->add_option("--fragmentation", o.fragmentation,
                  "Overhead: allocator margin as a fraction of the lower bound "
                  "(default 0.05)")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_flag("--eval", o.eval, "Plan a forward-only evaluation step (its batch: --micro-batch)");
}

// What the tool plans: the configuration and the target it must fit into.
struct plan_input {
  shardmem::training_config config;
  shardmem::memory_target target;
};

plan_input make_config(const plan_options& o) {
  using namespace shardmem;
  plan_input in;
  training_config& c = in.config;
  c.model = o.model_file.empty() ? preset(o.model) : read_model_json_file(o.model_file);
  // --seq overrides the model's own sequence length (the preset's, or the model file's).
  if (o.seq) c.model.seq_len = *o.seq;
  if (c.model.max_positions && *c.model.max_positions < c.model.seq_len) c.model.max_positions = c.model.seq_len;
  // Axis roles and the process layout left unset are the library's defaults (resolve_axis_roles).
  c.devices = parse_mesh(o.mesh);
  // A job on fewer devices than a host has runs in one process.
  if (o.devices_per_process)
    c.devices = c.devices.with_devices_per_process(std::min(*o.devices_per_process, c.devices.device_count()));
  c.parallel.tensor = o.tensor_axis;
  c.parallel.expert = o.expert_axis;
  if (o.dense_over_expert) c.parallel.shard_dense_over_expert = *o.dense_over_expert == "shard";
  c.parallel.pipeline = o.pipeline_axis;
  c.parallel.virtual_stages = o.virtual_stages;
  c.parallel.data = parse_axis_group(o.data_axis);
  c.parallel.replica = o.replica_axis;
  c.parallel.sequence_parallel = o.sequence_parallel;
  c.zero_stage = o.zero;
  c.micro_batch = o.micro_batch;
  c.global_batch = o.batch;
  c.remat = parse_remat(o.remat);
  c.optimizer.kind = parse_optimizer(o.optimizer);
  c.optimizer.master_weights = !o.no_master_weights;
  c.optimizer.donate = !o.no_donate;
  for (const std::string& what : o.offload) {
    if (what == "optimizer") c.optimizer.state_memory = memory_kind::pinned_host;
    else if (what == "ema") c.optimizer.ema = true, c.optimizer.ema_memory = memory_kind::pinned_host;
    else if (what == "params") c.offload_params = true;
    else throw invalid_error(fmt::format("--offload {}: expected optimizer, params or ema", what));
  }
  c.chunked_loss = o.chunked_loss;
  c.eval = o.eval;
  memory_target& t = in.target;
  t.placement = parse_placement(o.placement);
  t.accelerator = hardware_preset(o.hardware);
  if (!o.budget.empty()) t.accelerator.usable = parse_memory_size(o.budget);
  t.host_ram_per_process = parse_memory_size(o.host_ram);
  if (!o.runtime_context.empty()) t.overheads.runtime_context = parse_memory_size(o.runtime_context);
  if (!o.per_communicator.empty()) t.overheads.per_communicator = parse_memory_size(o.per_communicator);
  if (o.fragmentation) t.overheads.fragmentation = *o.fragmentation;
  return in;
}

void run_plan(const plan_options& o) {
  using namespace shardmem;
  const plan_input in = make_config(o);
  const training_config& c = in.config;
  memory_plan p;
  if (o.svg.empty()) {
    p = plan_training(c, in.target);
  } else {
    std::FILE* f = std::fopen(o.svg.c_str(), "w");
    if (!f) throw invalid_error(fmt::format("cannot write SVG file '{}'", o.svg));
    // One step, built whole, for the plan and its picture (a pipeline plans two stages: the
    // picture is the first's).
    const training_step s = build_step(c, {.whole = true});
    if (c.parallel.pipeline.empty()) {
      p = plan(s, in.target);
      p.scaling = attribute_scaling(c, in.target, p);
    } else {
      p = plan_training(c, in.target);
    }
    const std::string svg = plan_svg(plan_timeline(s), in.target.accelerator.usable,
                                     fmt::format("{}: live bytes per device by role", c.model.name), p.placement_peak);
    std::fputs(svg.c_str(), f);
    std::fclose(f);
  }
  if (o.json) print_json(plan_json(p));
  else if (o.markdown) fmt::print("{}", to_markdown(p));
  else fmt::print("{}", to_text(p));
}

void run_sweep(const plan_options& o) {
  using namespace shardmem;
  const plan_input in = make_config(o);
  const training_config& c = in.config;
  std::vector<remat_choice> remats;
  for (const std::string& word : o.policies) remats.push_back(parse_remat(word));
  if (remats.empty())
    for (std::string_view word : remat_presets) remats.push_back(parse_remat(word));
  const sweep_result sweep = sweep_meshes(c, in.target, {.remats = remats, .search_batch = o.max_batch});
  const std::vector<mesh_candidate>& all = sweep.candidates;
  if (o.json) {
    json j = json::array();
    for (const mesh_candidate& m : all) {
      json row{{"mesh", to_string(m.devices)},
               {"policy", m.remat},
               {"fits", m.plan.fits},
               {"peak_bytes", m.plan.total.count()},
               {"recompute_flops", m.plan.recompute_flops}};
      if (o.max_batch) row["max_micro_batch"] = m.max_micro_batch;  // searched only with --max-batch
      j.push_back(std::move(row));
    }
    print_json(j);
    return;
  }
  fmt::print("sweep: {} ({} devices) x {} policies on {}: {} plans, fitting first, then by peak\n", c.model.name,
             c.devices.device_count(), remats.size(), in.target.accelerator.name, all.size());
  fmt::print("{:<28} {:<34} {:>12} {:>5} {:>14}{}\n", "mesh", "policy", "peak", "fits", "recompute/dev",
             o.max_batch ? "  max micro-batch" : "");
  std::int64_t shown = 0;
  for (const mesh_candidate& m : all) {
    if (shown++ == o.top) break;
    fmt::print("{:<28} {:<34} {:>12} {:>5} {:>11.1f} TF{}\n", to_string(m.devices), m.remat,
               fmt::format("{}", m.plan.total), m.plan.fits ? "yes" : "no",
               static_cast<double>(m.plan.recompute_flops) / 1e12,
               o.max_batch ? fmt::format("  {:>15}", m.max_micro_batch) : std::string());
  }
  const std::vector<std::string>& skipped = sweep.skipped;
  if (!skipped.empty())
    fmt::print("\n{}: {}\n",
               skipped.size() == 1
                   ? std::string("1 candidate skipped, the model cannot take it")
                   : fmt::format("{} candidates skipped, the model cannot take them; the first", skipped.size()),
               skipped.front());
  if (const std::optional<memory_plan> best = cheapest_fit(c, in.target))
    fmt::print("\ncheapest way to fit on {}: remat {} ({} per device, {:.1f} TF recompute per device)\n",
               to_string(c.devices), name(best->config.remat), best->total,
               static_cast<double>(best->recompute_flops) / 1e12);
  else fmt::print("\nno remat policy fits on {}\n", to_string(c.devices));
  const std::int64_t b = max_micro_batch(c, in.target);
  fmt::print("largest micro-batch per rank that fits with remat {}: {}\n", name(c.remat), b);
}

}  // namespace

subcommand add_plan_command(CLI::App& app) {
  auto o = std::make_shared<plan_options>();
  CLI::App* plan_cmd = app.add_subcommand("plan", "Does a training configuration fit? Peak per device and per host, "
                                                  "what dominates it, how each term scales");
  add_plan_options(plan_cmd, *o);
  auto* plan_json_flag = plan_cmd->add_flag("--json", o->json, "Print JSON");
  plan_cmd->add_flag("--markdown", o->markdown, "Print a markdown table")->excludes(plan_json_flag);
  plan_cmd->add_option("--svg", o->svg, "Write an SVG timeline of live bytes by role to this file");
  plan_cmd->footer("Examples:\n"
                   "  shardmem plan --model llama3.1-70b --mesh data=16,model=8 --devices-per-process 8\n"
                   "  shardmem plan --model llama3.1-8b --zero 0 --mesh data=64 --devices-per-process 1 "
                   "--placement checked --json");
  return {plan_cmd, [o] { run_plan(*o); }};
}

subcommand add_sweep_command(CLI::App& app) {
  auto o = std::make_shared<plan_options>();
  CLI::App* sweep_cmd = app.add_subcommand("sweep", "What-ifs: every factorization of the devices over the mesh axes "
                                                    "times remat policies, the cheapest fit, the largest micro-batch");
  add_plan_options(sweep_cmd, *o);
  sweep_cmd->add_option("--policies", o->policies, "Remat policies to try (default: all presets)")->delimiter(',');
  sweep_cmd->add_flag("--max-batch", o->max_batch, "Also search each candidate's largest micro-batch");
  sweep_cmd->add_option("--top", o->top, "Rows shown")->capture_default_str();
  sweep_cmd->add_flag("--json", o->json, "Print JSON");
  return {sweep_cmd, [o] { run_sweep(*o); }};
}

void run_default_plan() { run_plan(plan_options{}); }

}  // namespace shardmem_cli
