// `shardmem plan` and `shardmem sweep`: does a training configuration fit, and the what-ifs over
// meshes and remat policies. The options become a training_config (make_config); the planner
// (plan/) answers, and its report or JSON is printed.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/plan.hpp>
#include <shardmem/plan/hlo_out.hpp>
#include <shardmem/plan/json.hpp>
#include <shardmem/plan/options.hpp>
#include <shardmem/sharding.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

// The tool's flags: the planner's options (shardmem::plan_options, read by the library) and how
// the answer is printed.
struct plan_flags {
  shardmem::plan_options opt;
  std::string mesh = "data=8";
  bool no_master_weights = false;
  bool no_donate = false;
  bool no_overlap = false;
  bool json = false;
  bool markdown = false;
  std::string svg;
  std::string trace;
  std::string html;
  std::string hlo_out;  // --hlo-out: the step written as scheduled HLO text
  std::string compare;  // --compare: B's flags, added to A's
  bool check = false;  // --check: exit status 3 unless it fits
  bool advise = false;  // --advise: the advisor's changes even when it fits, and in JSON
  bool fits = true;    // what the run found
  // sweep
  std::vector<std::string> policies;
  bool max_batch = false;
  std::int64_t top = 20;
};

void add_plan_options(CLI::App* cmd, plan_flags& f) {
  shardmem::plan_options& o = f.opt;
  auto* model = cmd->add_option("--model", o.model,
                                "Model preset: llama3.1-8b, llama3.1-70b, llama3.1-405b, gpt3-175b, "
                                "mixtral-8x7b, megatron-22b, ...")
                    ->capture_default_str();
  auto* model_file = cmd->add_option("--model-file", o.model_file,
                                     "Model description (JSON): a transformer_config, optionally from a "
                                     "\"base\" preset, or a Hugging Face config.json")
                         ->excludes(model);
  cmd->add_option("--mesh", f.mesh, "Mesh axes, outermost first, e.g. data=8,model=4")->capture_default_str();
  cmd->add_option("--devices-per-process", o.devices_per_process,
                  "Devices per host; processes take consecutive ids "
                  "(default: 8 on GPUs, 4 on TPUs, or all when fewer)")
      ->check(at_least_one());
  cmd->add_option("--hardware", o.hardware, "a100-40gb, a100-80gb, h100-80gb, h200-141gb, b200, tpu-v5e, tpu-v5p")
      ->capture_default_str();
  cmd->add_option("--batch", o.batch,
                  "Global batch in sequences (gradient accumulation up to it; default: one "
                  "micro-batch)")
      ->check(whole_number(0));
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
  cmd->add_flag("--no-master-weights", f.no_master_weights, "No fp32 master copies of bf16 parameters");
  cmd->add_flag("--no-donate", f.no_donate,
                "The step does not donate params and optimizer states (a plain @jax.jit "
                "step): new copies are outputs beside the old");
  cmd->add_option("--zero", o.zero, "ZeRO stage over the data axis: 0, 1, 2 or 3 (3 = FSDP)")
      ->capture_default_str()
      ->check(whole_number(0, 3));
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
  cmd->add_flag("--scan-layers", o.scan_layers,
                "The layers' parameters stacked and scanned over (jax.lax.scan): one argument "
                "and output leaf per stacked array");
  cmd->add_option("--offload", o.offload, "Offload to pinned_host: optimizer, params, ema")->delimiter(',');
  cmd->add_option("--placement", o.placement,
                  "How replicated parameters reach the devices: checked (device_put) or "
                  "callback (make_array_from_callback)")
      ->capture_default_str();
  cmd->add_option("--budget", o.budget, "Device memory to fit in, overriding the hardware's (e.g. 70GiB)");
  cmd->add_option("--host-ram", o.host_ram, "Host RAM per process")->capture_default_str();
  cmd->add_option("--backend", o.backend,
                  "XLA backend that compiles the step: gpu, cpu (memory_analysis counts the output "
                  "tuple's index table, 8 B a leaf) or tpu")
      ->capture_default_str()
      ->check(CLI::IsMember({"gpu", "cpu", "tpu"}));
  cmd->add_option("--runtime-context", o.runtime_context,
                  "Overhead: CUDA context and library workspaces per GPU "
                  "(default 512MiB)");
  cmd->add_option("--per-communicator", o.per_communicator, "Overhead: NCCL buffers per communicator (default 64MiB)");
  cmd->add_option("--fragmentation", o.fragmentation,
                  "Overhead: allocator margin as a fraction of the lower bound "
                  "(default 0.05)")
      ->check(number_in(0.0, 1.0, "from 0 to 1"));
  cmd->add_flag("--eval", o.eval, "Plan a forward-only evaluation step (its batch: --micro-batch)");
  cmd->add_option("--efficiency", o.efficiency,
                  "Step time: the fraction of the hardware's peak FLOP/s the step runs at, 1e-6 to 1 (default 0.5)")
      ->check(number_in(shardmem::min_step_efficiency, 1.0, "from 1e-6 to 1"));
  cmd->add_flag("--no-overlap", f.no_overlap,
                "Step time: collectives and host copies after the compute, not beside it");
  cmd->add_option("--adapter-rank", o.adapter_rank,
                  "Low-rank adapters of this rank beside the projections (LoRA; factors A [d_in, r], "
                  "B [r, d_out]); the model's own weights are then frozen")
      ->check(at_least_one());
  cmd->add_option("--adapter-targets", o.adapter_targets,
                  "Projections with adapters, joined by commas: q_proj, k_proj, v_proj, o_proj, "
                  "gate_proj, up_proj, down_proj (fc1, fc2 for GeLU MLPs) (default: q_proj,v_proj)");
  cmd->add_option("--adapter-layers", o.adapter_layers, "Layers with adapters: all, 5 or 18-26 (default: all)");
  cmd->add_option("--adapter-dtype", o.adapter_dtype, "The adapters' type (default: f32)");
  add_max_input_bytes(cmd, o.max_input_bytes)->needs(model_file);  // the one file a plan reads
}

// The flags as the planner's options.
shardmem::plan_options options_of(const plan_flags& f) {
  shardmem::plan_options o = f.opt;
  o.mesh = shardmem::parse_mesh(f.mesh);
  o.master_weights = !f.no_master_weights;
  o.donate = !f.no_donate;
  o.overlap = !f.no_overlap;
  return o;
}

// The flags read: the library reads the planner's options (shardmem::read_plan_options).
shardmem::plan_input make_config(const plan_flags& f) { return shardmem::read_plan_options(options_of(f)); }

// The advisor's changes as a table, each with the command that plans it.
void print_advice(const std::vector<shardmem::advice>& list, bool fits) {
  using namespace shardmem;
  if (list.empty()) {
    fmt::print("\nno change of the checklist makes it fit\n");
    return;
  }
  fmt::print("\n{} (each planned; cheapest first: the fastest estimated step that fits):\n",
             fits ? "what would give it more room" : "what would make it fit");
  fmt::print("  {:<5} {:>12} {:>12} {:>9} {:>14} {:>12}  {}\n", "fits", "peak", "headroom", "step s", "recompute/dev",
             "host/dev", "change");
  for (const advice& a : list)
    fmt::print("  {:<5} {:>12} {:>12} {:>9} {:>11.1f} TF {:>12}  {}\n", a.plan.fits ? "yes" : "no",
               fmt::format("{}", a.plan.total), fmt::format("{}", a.plan.headroom()),
               a.plan.time.known ? fmt::format("{:.3g}", a.plan.time.total_s) : std::string("-"),
               static_cast<double>(a.plan.recompute_flops) / 1e12, fmt::format("{}", a.plan.offload_bytes), a.change);
  for (const advice& a : list)
    if (a.plan.fits) {
      fmt::print("run the first: shardmem plan {}\n", fmt::join(a.args, " "));
      break;
    }
}

// `--compare "FLAGS"`: A's flags with FLAGS read over them, the same parser as A's.
plan_flags compared_flags(const plan_flags& a) {
  plan_flags b = a;
  b.compare.clear();
  CLI::App parser("--compare");
  add_plan_options(&parser, b);
  try {
    parser.parse(a.compare, false);
  } catch (const CLI::ParseError& e) {
    throw shardmem::invalid_error(
        fmt::format("--compare '{}': {}; give plan flags, e.g. --compare \"--remat nothing_saveable\"", a.compare,
                    e.what()));
  }
  return b;
}

// Prints the plan; returns whether it fits.
bool run_plan(const plan_flags& o) {
  using namespace shardmem;
  const plan_input in = make_config(o);
  const bool comparing = !o.compare.empty();
  const bool pictures = !o.svg.empty() || !o.trace.empty() || !o.html.empty();
  const planned_step a = plan_step(in, pictures);
  const memory_plan& p = a.plan;
  std::optional<planned_step> b;
  if (comparing) {
    b = plan_step(make_config(compared_flags(o)), !o.svg.empty());
    if (!o.svg.empty()) write_comparison_svg(o.svg, a, *b, o.compare);
    write_plan_outputs(a, {.trace = o.trace, .html = o.html});
  } else {
    write_plan_outputs(a, {.svg = o.svg, .trace = o.trace, .html = o.html});
  }
  if (!o.hlo_out.empty()) write_plan_hlo(in.config, in.target, o.hlo_out);
  // The advisor: asked for, or when a report says the plan does not fit.
  const bool advising = o.advise || (!p.fits && !o.json && !o.markdown && !comparing);
  const std::vector<advice> list = advising ? advise(options_of(o)) : std::vector<advice>{};
  if (o.json) {
    nlohmann::ordered_json j = plan_json(p);
    if (o.advise) j["advice"] = advice_json(list);
    if (b) j["compare"] = {{"flags", o.compare}, {"plan", plan_json(b->plan)}};
    print_json(j);
  } else if (o.markdown) {
    fmt::print("{}", to_markdown(p));
  } else {
    fmt::print("{}", to_text(p));
    if (b) print_comparison(p, b->plan, o.compare);
  }
  if (advising && !o.json) print_advice(list, p.fits);
  return p.fits;
}

// Progress of a long sweep on stderr: nothing in its first second, then a line at most every
// second, and a last one when it is done.
std::function<void(std::size_t, std::size_t)> sweep_progress() {
  using clock = std::chrono::steady_clock;
  const auto start = clock::now();
  auto last = std::make_shared<clock::time_point>(start);
  return [start, last](std::size_t done, std::size_t total) {
    const auto now = clock::now();
    if (now - start < std::chrono::seconds(1) || (done < total && now - *last < std::chrono::seconds(1))) return;
    *last = now;
    fmt::print(stderr, "sweep: {} of {} plans ({:.0f} s)\n", done, total,
               std::chrono::duration<double>(now - start).count());
  };
}

// Prints the sweep; returns whether some candidate fits.
bool run_sweep(const plan_flags& o) {
  using namespace shardmem;
  const plan_input in = make_config(o);
  const training_config& c = in.config;
  std::vector<remat_choice> remats;
  for (const std::string& word : o.policies) remats.push_back(parse_remat(word));
  if (remats.empty())
    for (std::string_view word : remat_presets) remats.push_back(parse_remat(word));
  const sweep_result sweep =
      sweep_meshes(c, in.target, {.remats = remats, .search_batch = o.max_batch, .progress = sweep_progress()});
  const std::vector<mesh_candidate>& all = sweep.candidates;
  const auto fastest = std::find_if(all.begin(), all.end(), [](const mesh_candidate& m) { return m.plan.fits; });
  // The given mesh itself: its cheapest remat and largest micro-batch, unless the model cannot
  // take its shape (the other shapes of the table still answer).
  std::optional<memory_plan> cheapest;
  std::int64_t b = 0;
  std::string given_error;
  try {
    cheapest = cheapest_fit(c, in.target);
    b = max_micro_batch(c, in.target);
  } catch (const parse_error&) {
    throw;
  } catch (const error& e) {
    given_error = e.what();
  }
  if (o.json) {
    print_json(sweep_json(sweep, {.config = c,
                                  .target = in.target,
                                  .search_batch = o.max_batch,
                                  .cheapest_on_mesh = cheapest,
                                  .max_micro_batch = b,
                                  .given_mesh_error = given_error}));
    return fastest != all.end();
  }
  fmt::print(
      "sweep: {} ({} devices) x {} policies on {}: {} plans, fitting first and fastest first (estimated tokens/s per "
      "device), then by peak\n",
      c.model.name, c.devices.device_count(), remats.size(), in.target.accelerator.name, all.size());
  fmt::print("{:<28} {:<34} {:>12} {:>5} {:>15} {:>9} {:>12}{}\n", "mesh", "policy", "peak", "fits", "recompute/step",
             "step s", "tokens/s/dev", o.max_batch ? "  max micro-batch" : "");
  auto per_step = [](const memory_plan& p) {
    return static_cast<double>(p.recompute_flops) * static_cast<double>(p.accumulation_steps) / 1e12;
  };
  std::int64_t shown = 0;
  for (const mesh_candidate& m : all) {
    if (shown++ == o.top) break;
    fmt::print("{:<28} {:<34} {:>12} {:>5} {:>12.1f} TF {:>9} {:>12}{}\n", to_string(m.devices), m.remat,
               fmt::format("{}", m.plan.total), m.plan.fits ? "yes" : "no", per_step(m.plan),
               m.plan.time.known ? fmt::format("{:.3g}", m.plan.time.total_s) : std::string("-"),
               m.plan.time.known ? fmt::format("{:.0f}", m.plan.time.tokens_per_s_per_device) : std::string("-"),
               o.max_batch ? fmt::format("  {:>15}", m.max_micro_batch) : std::string());
  }
  fmt::print("(recompute per device per step, at the global batch)\n");
  const std::vector<std::string>& skipped = sweep.skipped;
  if (!skipped.empty())
    fmt::print("\n{}: {}\n",
               skipped.size() == 1
                   ? std::string("1 candidate skipped, the model cannot take it")
                   : fmt::format("{} candidates skipped, the model cannot take them; the first", skipped.size()),
               skipped.front());
  if (fastest != all.end())
    fmt::print("\nfastest fit of the table: mesh {}, remat {} ({} per device, {}{:.1f} TF recompute per device per "
               "step)\n",
               to_string(fastest->devices), fastest->remat, fastest->plan.total,
               fastest->plan.time.known ? fmt::format("{:.3g} s a step, ", fastest->plan.time.total_s) : std::string(),
               per_step(fastest->plan));
  else fmt::print("\nnothing in the table fits\n");
  if (!given_error.empty()) {
    fmt::print("the given mesh {} cannot be planned: {}\n", to_string(c.devices), given_error);
    return fastest != all.end();
  }
  if (cheapest)
    fmt::print("cheapest way to fit on {}: remat {} ({} per device, {:.1f} TF recompute per device per step)\n",
               to_string(c.devices), name(cheapest->config.remat), cheapest->total, per_step(*cheapest));
  else fmt::print("no remat policy fits on {}\n", to_string(c.devices));
  fmt::print("largest micro-batch per rank that fits with remat {}: {}\n", name(c.remat), b);
  return fastest != all.end();
}

}  // namespace

subcommand add_plan_command(CLI::App& app) {
  auto o = std::make_shared<plan_flags>();
  CLI::App* plan_cmd = app.add_subcommand("plan", "Does a training configuration fit? Peak per device and per host, "
                                                  "what dominates it, how each term scales");
  add_plan_options(plan_cmd, *o);
  auto* plan_json_flag = plan_cmd->add_flag("--json", o->json, "Print JSON");
  plan_cmd->add_flag("--markdown", o->markdown, "Print a markdown table")->excludes(plan_json_flag);
  plan_cmd->add_option("--svg", o->svg, "Write an SVG timeline of live bytes by role to this file");
  plan_cmd->add_option("--trace", o->trace,
                       "Write the timeline as Chrome trace JSON (Perfetto, chrome://tracing) to this file");
  plan_cmd->add_option("--html", o->html,
                       "Write one self-contained HTML page: the verdict, the tables, and the timeline where the "
                       "pointer shows the buffers live at each op");
  plan_cmd->add_option("--hlo-out", o->hlo_out,
                       "Write the planned per-device step as scheduled HLO text to this file; `shardmem hlo FILE` "
                       "(with --backend cpu for a --backend cpu plan) reads it back, `shardmem hlo diff FILE "
                       "compiled.hlo` sets it beside a compiled program");
  plan_cmd->add_option("--compare", o->compare,
                       "Plan a second configuration B, these flags read over the given ones (e.g. \"--remat "
                       "nothing_saveable --zero 3\"), and print both side by side; with --svg, both timelines "
                       "overlaid");
  plan_cmd->footer("Examples:\n"
                   "  shardmem plan --model llama3.1-70b --mesh data=16,model=8 --devices-per-process 8\n"
                   "  shardmem plan --model llama3.1-8b --zero 0 --mesh data=64 --devices-per-process 1 "
                   "--placement checked --json");
  plan_cmd->add_flag("--check", o->check,
                     "Exit status 3 when the plan does not fit, 0 when it does (a gate for CI jobs that change a "
                     "config)");
  plan_cmd->add_flag("--advise", o->advise,
                     "The changes that would make it fit (printed anyway when it does not), each planned, cheapest "
                     "first; in JSON too (`advice`)");
  return {plan_cmd, [o] { o->fits = run_plan(*o); }, [o] { return o->check && !o->fits ? 3 : 0; }};
}

subcommand add_sweep_command(CLI::App& app) {
  auto o = std::make_shared<plan_flags>();
  CLI::App* sweep_cmd = app.add_subcommand("sweep", "What-ifs: every factorization of the devices over the mesh axes "
                                                    "times remat policies, the cheapest fit, the largest micro-batch");
  add_plan_options(sweep_cmd, *o);
  sweep_cmd->add_option("--policies", o->policies, "Remat policies to try (default: all presets)")->delimiter(',');
  sweep_cmd->add_flag("--max-batch", o->max_batch, "Also search each candidate's largest micro-batch");
  sweep_cmd->add_option("--top", o->top, "Rows shown")->capture_default_str()->check(at_least_one());
  sweep_cmd->add_flag("--json", o->json, "Print JSON");
  sweep_cmd->add_flag("--check", o->check, "Exit status 3 when no candidate fits, 0 when one does");
  return {sweep_cmd, [o] { o->fits = run_sweep(*o); }, [o] { return o->check && !o->fits ? 3 : 0; }};
}

void run_default_plan() { (void)run_plan(plan_flags{}); }

}  // namespace shardmem_cli
