// Opt-in (needs nlohmann/json for model files): the planner's options as the tool and the Python
// package take them, words and numbers, read into what is trained (training_config) and what it
// must fit into (memory_target). `shardmem plan --json` and `shardmem.plan(...)` both go through
// read_plan_options, so the same options give the same plan to the byte.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/text_file.hpp>
#include <shardmem/models/json.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/step_time.hpp>
#include <shardmem/plan/target.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/train/optimizer_options.hpp>

namespace shardmem {

/// The options of `shardmem plan` and `shardmem sweep` (the flag of each is named beside it). The
/// defaults are the tool's. Exactly one of `model`, `model_file` and `model_json` describes the
/// model; `model` is used when the other two are empty.
struct plan_options {
  std::string model = "llama3.1-8b";                ///< --model: a preset's name
  std::string model_file;                           ///< --model-file: our model JSON or a Hugging Face config.json
  std::string model_json;                           ///< the text of such a description (the Python package's dicts)
  shardmem::mesh mesh{{"data", 8}};                 ///< --mesh data=8
  std::optional<std::int64_t> devices_per_process;  ///< --devices-per-process (default: a host's)
  std::string hardware = "h100-80gb";               ///< --hardware
  std::int64_t batch = 0;                           ///< --batch: global batch; 0: one micro-batch
  std::int64_t micro_batch = 1;                     ///< --micro-batch
  std::optional<std::int64_t> seq;                  ///< --seq (default: the model's own)
  std::string remat = "nothing_saveable";           ///< --remat (parse_remat's words)
  std::string optimizer = "adamw";                  ///< --optimizer
  bool master_weights = true;                       ///< false: --no-master-weights
  bool donate = true;                               ///< false: --no-donate
  int zero = 3;                                     ///< --zero
  std::string data_axis;                            ///< --data-axis fsdp,data
  std::string replica_axis;                         ///< --replica-axis
  std::string tensor_axis;                          ///< --tensor-axis
  std::string expert_axis;                          ///< --expert-axis
  std::optional<std::string> dense_over_expert;     ///< --dense-over-expert shard|replicate
  std::string pipeline_axis;                        ///< --pipeline-axis
  std::int64_t virtual_stages = 1;                  ///< --virtual-stages
  bool sequence_parallel = false;                   ///< --sequence-parallel
  bool chunked_loss = false;                        ///< --chunked-loss
  bool scan_layers = false;                         ///< --scan-layers
  std::vector<std::string> offload;                 ///< --offload optimizer,params,ema
  std::string placement = "callback";               ///< --placement checked|callback
  std::string budget;                               ///< --budget 70GiB (default: the hardware's)
  std::string host_ram = "2TiB";                    ///< --host-ram
  std::string backend = "gpu";                      ///< --backend gpu|cpu|tpu (memory_target::backend)
  std::string runtime_context;                      ///< --runtime-context (default: plan_overheads')
  std::string per_communicator;                     ///< --per-communicator
  std::optional<double> fragmentation;              ///< --fragmentation
  bool eval = false;                                ///< --eval
  std::optional<double> efficiency;                 ///< --efficiency (default: step_time_options')
  bool overlap = true;                              ///< false: --no-overlap
  std::int64_t adapter_rank = 0;                    ///< --adapter-rank: adapters of this rank (0: none)
  std::string adapter_targets;                      ///< --adapter-targets q_proj,v_proj (default: adapter_config's)
  std::string adapter_layers;                       ///< --adapter-layers 18-26 (default: every layer)
  std::string adapter_dtype;                        ///< --adapter-dtype (default: f32)
  std::int64_t max_input_bytes = default_max_file_bytes;  ///< --max-input-bytes: the largest model_file read
};

/// What a set of plan options asks for: the configuration and the target it must fit into.
struct plan_input {
  training_config config;
  memory_target target;
};

/// Reads `o` into a configuration and a target. The model's own sequence length holds unless
/// `seq` is given; a model whose max_positions is below the sequence is given the sequence.
/// @throws invalid_error naming the option (two model descriptions, a bad --offload word, a bad
///         count), parse_error for a word that names nothing, and what the model readers throw.
[[nodiscard]] inline plan_input read_plan_options(const plan_options& o) {
  auto at_least_one = [](std::int64_t v, const char* flag) {
    if (v < 1) detail::raise<invalid_error>("plan options: {} is {}; it must be 1 or more", flag, v);
  };
  at_least_one(o.micro_batch, "--micro-batch (micro_batch)");
  at_least_one(o.virtual_stages, "--virtual-stages (virtual_stages)");
  if (o.seq) at_least_one(*o.seq, "--seq (seq)");
  if (o.devices_per_process) at_least_one(*o.devices_per_process, "--devices-per-process (devices_per_process)");
  if (o.batch < 0)
    detail::raise<invalid_error>("plan options: --batch (batch) is {}; give 0 (one micro-batch) or more", o.batch);
  if (o.zero < 0 || o.zero > 3)
    detail::raise<invalid_error>("plan options: --zero (zero) is {}; ZeRO stages are 0, 1, 2 and 3", o.zero);
  if (o.fragmentation && !(*o.fragmentation >= 0.0 && *o.fragmentation <= 1.0))
    detail::raise<invalid_error>("plan options: --fragmentation (fragmentation) is {}; give a fraction in [0, 1]",
                                 *o.fragmentation);
  if (o.dense_over_expert && *o.dense_over_expert != "shard" && *o.dense_over_expert != "replicate")
    detail::raise<invalid_error>(
        "plan options: --dense-over-expert (dense_over_expert) is '{}'; give shard or replicate", *o.dense_over_expert);
  if (!o.model_file.empty() && !o.model_json.empty())
    detail::raise<invalid_error>("plan options: both a model file ('{}') and a model description are given; give one",
                                 o.model_file);
  plan_input in;
  training_config& c = in.config;
  c.model = !o.model_file.empty()   ? read_model_json_file(o.model_file, o.max_input_bytes)
            : !o.model_json.empty() ? read_model_json(o.model_json)
                                    : preset(o.model);
  if (o.seq) c.model.seq_len = *o.seq;
  if (c.model.max_positions && *c.model.max_positions < c.model.seq_len) c.model.max_positions = c.model.seq_len;
  // Axis roles and the process layout left unset are the library's defaults (resolve_axis_roles).
  c.devices = o.mesh;
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
  c.optimizer.master_weights = o.master_weights;
  c.optimizer.donate = o.donate;
  for (const std::string& what : o.offload) {
    if (what == "optimizer") c.optimizer.state_memory = memory_kind::pinned_host;
    else if (what == "ema") c.optimizer.ema = true, c.optimizer.ema_memory = memory_kind::pinned_host;
    else if (what == "params") c.offload_params = true;
    else detail::raise<invalid_error>("--offload {}: expected optimizer, params or ema", what);
  }
  c.chunked_loss = o.chunked_loss;
  c.scan_layers = o.scan_layers;
  c.eval = o.eval;
  if (o.adapter_rank != 0) {
    c.adapters = parse_adapters(o.adapter_rank, o.adapter_targets, o.adapter_layers, o.adapter_dtype);
    validate(*c.adapters, c.model);
  } else if (!o.adapter_targets.empty() || !o.adapter_layers.empty() || !o.adapter_dtype.empty()) {
    detail::raise<invalid_error>("plan options: --adapter-targets, --adapter-layers and --adapter-dtype describe "
                                 "adapters, and no --adapter-rank (adapter_rank) asks for them; give their rank");
  }
  memory_target& t = in.target;
  t.placement = parse_placement(o.placement);
  t.backend = parse_hlo_backend(o.backend);
  t.accelerator = hardware_preset(o.hardware);
  if (!o.budget.empty()) t.accelerator.usable = parse_memory_size(o.budget);
  t.host_ram_per_process = parse_memory_size(o.host_ram);
  if (!o.runtime_context.empty()) t.overheads.runtime_context = parse_memory_size(o.runtime_context);
  if (!o.per_communicator.empty()) t.overheads.per_communicator = parse_memory_size(o.per_communicator);
  if (o.fragmentation) t.overheads.fragmentation = *o.fragmentation;
  if (o.efficiency) {
    if (!(*o.efficiency >= min_step_efficiency && *o.efficiency <= 1))  // (plan/step_time.hpp)
      detail::raise<invalid_error>("--efficiency (efficiency) {} is not a fraction of the peak FLOP rate a step runs "
                                   "at; give one from 1e-6 to 1",
                                   *o.efficiency);
    t.speed.efficiency = *o.efficiency;
  }
  t.speed.overlap = o.overlap;
  return in;
}

}  // namespace shardmem
