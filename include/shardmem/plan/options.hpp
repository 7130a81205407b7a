// Opt-in (needs nlohmann/json for model files): the planner's options as the tool and the Python
// package take them, words and numbers, read into what is trained (training_config) and what it
// must fit into (memory_target). `shardmem plan --json` and `shardmem.plan(...)` both go through
// read_plan_options, so the same options give the same plan to the byte.
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

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
  std::string framework = "jax";                    ///< --framework jax|maxtext|megatron|torchtitan
  std::optional<std::int64_t> batch;                ///< --batch: global batch (default: one micro-batch)
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
  std::optional<std::int64_t> expert_tensor_parallel;  ///< --expert-tensor-parallel 1 (default: the tensor axis')
  std::string pipeline_axis;                        ///< --pipeline-axis
  std::int64_t virtual_stages = 1;                  ///< --virtual-stages
  std::vector<std::string> stage_layers;            ///< --stage-layers 15,16,16,16,16,16,16,15
  std::string context_axis;                         ///< --context-axis
  std::string context_style = "all-gather";         ///< --context-style all-gather|ring|all-to-all
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
  std::int64_t replicated_prefix = 0;               ///< --replicated-prefix: frozen layers placed replicated
  std::int64_t max_input_bytes = default_max_file_bytes;  ///< --max-input-bytes: the largest model_file read
};

/// How an option's value is written: the tool's flag takes it as text, Python as the type named.
enum class option_form : std::uint8_t {
  word,    ///< a word or a path (str)
  count,   ///< a whole number (int)
  size,    ///< a byte size with its unit, 70GiB (str, or an int of bytes)
  number,  ///< a decimal number (float or int)
  words,   ///< words joined by commas (str, or a list of str)
  mesh,    ///< axis sizes by name, data=8,model=4 (str, dict, shardmem.Mesh or a jax Mesh)
  on,      ///< off unless the flag --NAME is given (bool)
  off,     ///< on unless the flag --no-NAME is given (bool)
};

/// One option of plan_options, declared once: its name is the Python keyword and the JSON key,
/// the flag is the name with dashes (`--micro-batch`, `--no-donate` for an `off` option), the help
/// is the tool's and the docstring's, and the bounds are checked alike by the tool (as it reads the
/// text), by Python and by read_plan_options.
struct plan_option {
  std::string_view name;
  option_form form;
  std::string_view help;
  std::int64_t min = std::numeric_limits<std::int64_t>::min();  ///< a count's least value
  std::int64_t max = std::numeric_limits<std::int64_t>::max();  ///< a count's largest value
  double low = -std::numeric_limits<double>::infinity();        ///< a number's least value
  double high = std::numeric_limits<double>::infinity();        ///< a number's largest value
  std::string_view choices{};                                   ///< the words a word may be, joined by '|'; empty: any
  std::string_view rule{};  ///< what a refusal says is wanted ("ZeRO stages are 0, 1, 2 and 3")

  /// The tool's flag: `--micro-batch`, `--no-donate`.
  [[nodiscard]] std::string flag() const {
    std::string f = form == option_form::off ? "--no-" : "--";
    for (const char c : name) f += c == '_' ? '-' : c;
    return f;
  }
  /// The words of `choices`, in their order (none without choices).
  [[nodiscard]] std::vector<std::string_view> words() const {
    std::vector<std::string_view> out;
    for (std::string_view rest = choices; !rest.empty();) {
      const std::size_t bar = rest.find('|');
      out.push_back(rest.substr(0, bar));
      rest = bar == std::string_view::npos ? std::string_view{} : rest.substr(bar + 1);
    }
    return out;
  }
  /// True when `word` is one of `choices`, in any case (always, without choices).
  [[nodiscard]] bool allows(std::string_view word) const {
    const std::vector<std::string_view> w = words();
    return w.empty() || std::any_of(w.begin(), w.end(), [word](std::string_view c) { return same_name(c, word); });
  }
};

/// Calls `f(member, option)` for each option of plan_options, in the order `--help` lists them,
/// `member` a pointer to the field it sets: the one declaration of the options that the tool's
/// flags, the Python keywords, plan_flags and read_plan_options's checks are made from. The model
/// as JSON text (model_json) is the Python package's alone and is not here.
template <class F>
constexpr void for_each_plan_option(F&& f) {
  using o = plan_options;
  using k = option_form;
  f(&o::model,
    plan_option{
        .name = "model",
        .form = k::word,
        .help = "Model preset: llama3.1-8b, llama3.1-70b, llama3.1-405b, gpt3-175b, mixtral-8x7b, megatron-22b, ..."});
  f(&o::model_file,
    plan_option{
        .name = "model_file",
        .form = k::word,
        .help = "Model description (JSON): a transformer_config, optionally from a \"base\" preset, or a Hugging Face "
                "config.json"});
  f(&o::mesh, plan_option{.name = "mesh", .form = k::mesh, .help = "Mesh axes, outermost first, e.g. data=8,model=4"});
  f(&o::devices_per_process,
    plan_option{
        .name = "devices_per_process",
        .form = k::count,
        .help = "Devices per host; processes take consecutive ids (default: 8 on GPUs, 4 on TPUs, or all when fewer)",
        .min = 1});
  f(&o::hardware, plan_option{.name = "hardware",
                              .form = k::word,
                              .help = "a100-40gb, a100-80gb, h100-80gb, h200-141gb, b200, tpu-v5e, tpu-v5p"});
  f(&o::framework,
    plan_option{.name = "framework",
                .form = k::word,
                .help = "Whose conventions the step follows, and whose memory report framework_peak_bytes is: jax, "
                        "maxtext (fp32 weights), megatron (fp32 main_grad buffer; max allocated) or torchtitan (fp32 "
                        "shards, bf16 gathers, eager loss; max reserved)",
                .choices = "jax|maxtext|megatron|torchtitan",
                .rule = "give jax, maxtext, megatron or torchtitan"});
  f(&o::batch,
    plan_option{.name = "batch",
                .form = k::count,
                .help = "Global batch in sequences (gradient accumulation up to it; default: one micro-batch)",
                .min = 1,
                .rule = "give the global batch in sequences, 1 or more, or leave it out for one micro-batch per "
                        "rank"});
  f(&o::micro_batch, plan_option{.name = "micro_batch",
                                 .form = k::count,
                                 .help = "Sequences per data-parallel rank per micro-step",
                                 .min = 1});
  f(&o::seq, plan_option{.name = "seq",
                         .form = k::count,
                         .help = "Sequence length (default: the model's own, 8192 for the Llama-3.1 presets)",
                         .min = 1});
  f(&o::remat,
    plan_option{.name = "remat",
                .form = k::word,
                .help = "none, nothing_saveable, dots_saveable, dots_with_no_batch_dims_saveable, everything_saveable, "
                        "save_layer_input, offload_layer_input; MaxText's (full, minimal, ...); torchtitan_op, "
                        "torchtitan_layer:N (full AC on every N-th layer); "
                        "save:NAMES, offload:NAMES; or a schedule of the layers: sqrt_n, segments:K, nested, nested:L, "
                        "revolve:S, budget:BYTES"});
  f(&o::optimizer,
    plan_option{.name = "optimizer", .form = k::word, .help = "sgd, momentum, adam, adamw, adafactor, lion"});
  f(&o::master_weights,
    plan_option{.name = "master_weights", .form = k::off, .help = "No fp32 master copies of bf16 parameters"});
  f(&o::donate,
    plan_option{
        .name = "donate",
        .form = k::off,
        .help = "The step does not donate params and optimizer states (a plain @jax.jit step): new copies are outputs "
                "beside the old"});
  f(&o::zero, plan_option{.name = "zero",
                          .form = k::count,
                          .help = "ZeRO stage over the data axis: 0, 1, 2 or 3 (3 = FSDP)",
                          .min = 0,
                          .max = 3,
                          .rule = "ZeRO stages are 0, 1, 2 and 3"});
  f(&o::data_axis,
    plan_option{
        .name = "data_axis",
        .form = k::words,
        .help =
            "Data-parallel (ZeRO/FSDP) axes, one or several joined by commas (default: the axes named data or fsdp)"});
  f(&o::replica_axis,
    plan_option{.name = "replica_axis",
                .form = k::word,
                .help =
                    "A second data-parallel axis holding replicas of the FSDP-sharded states (hybrid sharding; needs "
                    "--zero 3)"});
  f(&o::tensor_axis, plan_option{.name = "tensor_axis",
                                 .form = k::word,
                                 .help = "Tensor-parallel axis (default: the axis named model, tensor or tp)"});
  f(&o::expert_axis,
    plan_option{.name = "expert_axis",
                .form = k::word,
                .help = "Expert-parallel axis for mixture-of-experts models (default: the axis named expert or ep)"});
  f(&o::dense_over_expert,
    plan_option{
        .name = "dense_over_expert",
        .form = k::word,
        .help = "With an expert axis, the weights outside the experts: shard (over it too, as MaxText) or replicate "
                "(as Megatron-LM; their ZeRO-1/2 states shard over it; the default with --framework megatron)",
        .choices = "shard|replicate",
        .rule = "give shard or replicate"});
  f(&o::expert_tensor_parallel,
    plan_option{.name = "expert_tensor_parallel",
                .form = k::count,
                .help = "Expert-tensor parallelism (Megatron's --expert-tensor-parallel-size): the tensor axis' size "
                        "(the default: each expert split over it) or 1 (each expert whole, the tensor axis joining "
                        "expert parallelism; needs --sequence-parallel)",
                .min = 1});
  f(&o::pipeline_axis,
    plan_option{
        .name = "pipeline_axis",
        .form = k::word,
        .help = "Pipeline-parallel axis: stages of layers, 1F1B schedule; the micro-batches in flight are --batch's "
                "accumulation steps (default: the axis named stage, pipeline or pp)"});
  f(&o::virtual_stages, plan_option{.name = "virtual_stages",
                                    .form = k::count,
                                    .help = "Interleaved 1F1B: chunks of layers per pipeline device",
                                    .min = 1});
  f(&o::stage_layers,
    plan_option{.name = "stage_layers",
                .form = k::words,
                .help = "Layers per pipeline stage, first to last, joined by commas (15,16,16,16,16,16,16,15: "
                        "Megatron's first/last-stage layers, torchtitan's split points); default: even where they "
                        "divide, else torchtitan's split, the first and last stage one layer fewer"});
  f(&o::context_axis,
    plan_option{.name = "context_axis",
                .form = k::word,
                .help = "Context-parallel axis: each sequence split over it (default: the axis named context, cp, "
                        "sequence or sp)"});
  f(&o::context_style,
    plan_option{.name = "context_style",
                .form = k::word,
                .help = "How attention sees the whole sequence over the context axis: all-gather (torchtitan's and "
                        "MaxText's default), ring (Megatron's p2p) or all-to-all (DeepSpeed-Ulysses)",
                .choices = "all-gather|ring|all-to-all",
                .rule = "give all-gather, ring or all-to-all"});
  f(&o::sequence_parallel, plan_option{.name = "sequence_parallel",
                                       .form = k::on,
                                       .help = "Megatron sequence parallelism on the tensor axis"});
  f(&o::chunked_loss,
    plan_option{.name = "chunked_loss", .form = k::on, .help = "Cross-entropy without materializing the logits"});
  f(&o::scan_layers,
    plan_option{.name = "scan_layers",
                .form = k::on,
                .help =
                    "The layers' parameters stacked and scanned over (jax.lax.scan): one argument and output leaf per "
                    "stacked array"});
  f(&o::offload,
    plan_option{.name = "offload", .form = k::words, .help = "Offload to pinned_host: optimizer, params, ema"});
  f(&o::placement, plan_option{.name = "placement",
                               .form = k::word,
                               .help = "How replicated parameters reach the devices: checked (device_put) or callback "
                                       "(make_array_from_callback)"});
  f(&o::budget, plan_option{.name = "budget",
                            .form = k::size,
                            .help = "Device memory to fit in, overriding the hardware's (e.g. 70GiB)"});
  f(&o::host_ram, plan_option{.name = "host_ram", .form = k::size, .help = "Host RAM per process"});
  f(&o::backend,
    plan_option{
        .name = "backend",
        .form = k::word,
        .help = "XLA backend that compiles the step: gpu, cpu (memory_analysis counts the output tuple's index table, "
                "8 B a leaf) or tpu"});
  f(&o::runtime_context, plan_option{.name = "runtime_context",
                                     .form = k::size,
                                     .help = "Overhead: CUDA context and library workspaces per GPU (default 512MiB)"});
  f(&o::per_communicator, plan_option{.name = "per_communicator",
                                      .form = k::size,
                                      .help = "Overhead: NCCL buffers per communicator (default 64MiB)"});
  f(&o::fragmentation,
    plan_option{.name = "fragmentation",
                .form = k::number,
                .help = "Overhead: allocator margin as a fraction of the lower bound (default 0.05; 0.32 with "
                        "--framework torchtitan)",
                .low = 0.0,
                .high = 1.0,
                .rule = "give a fraction from 0 to 1"});
  f(&o::eval, plan_option{.name = "eval",
                          .form = k::on,
                          .help = "Plan a forward-only evaluation step (its batch: --micro-batch)"});
  f(&o::efficiency,
    plan_option{.name = "efficiency",
                .form = k::number,
                .help =
                    "Step time: the fraction of the hardware's peak FLOP/s the step runs at, 1e-6 to 1 (default 0.5)",
                .low = min_step_efficiency,
                .high = 1.0,
                .rule = "give a fraction of the peak FLOP rate from 1e-6 to 1"});
  f(&o::overlap, plan_option{.name = "overlap",
                             .form = k::off,
                             .help = "Step time: collectives and host copies after the compute, not beside it"});
  f(&o::adapter_rank,
    plan_option{
        .name = "adapter_rank",
        .form = k::count,
        .help = "Low-rank adapters of this rank beside the projections (LoRA; factors A [d_in, r], B [r, d_out]); the "
                "model's own weights are then frozen",
        .min = 1,
        .rule = "give a rank of 1 or more, or leave it out (None) for no adapters"});
  f(&o::adapter_targets,
    plan_option{.name = "adapter_targets",
                .form = k::words,
                .help =
                    "Projections with adapters, joined by commas: q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, "
                    "down_proj (fc1, fc2 for GeLU MLPs) (default: q_proj,v_proj)"});
  f(&o::adapter_layers, plan_option{.name = "adapter_layers",
                                    .form = k::word,
                                    .help = "Layers with adapters: all, 5 or 18-26 (default: all)"});
  f(&o::adapter_dtype,
    plan_option{.name = "adapter_dtype", .form = k::word, .help = "The adapters' type (default: f32)"});
  f(&o::replicated_prefix,
    plan_option{.name = "replicated_prefix",
                .form = k::count,
                .help = "With adapters: the frozen weights of the embedding and this many first layers placed "
                        "replicated over the data axes (NamedSharding P()), the rest sharded (seed 000's frozen "
                        "prefix)",
                .min = 0,
                .rule = "give a count of layers, 0 (none) or more"});
  f(&o::max_input_bytes,
    plan_option{
        .name = "max_input_bytes",
        .form = k::size,
        .help = "The largest model file read, e.g. 4GiB (default 1GiB); a larger one is refused before it is read"});
}

namespace detail {

template <class T>
inline constexpr bool is_optional_v = false;
template <class T>
inline constexpr bool is_optional_v<std::optional<T>> = true;

// Refuses `v`, a value of option `d`, outside its bounds or choices, naming the flag, the keyword
// and the value.
template <class T>
void check_plan_value(const plan_option& d, const T& v) {
  auto refuse = [&](const auto& shown, std::string_view wanted) {
    detail::raise<invalid_error>("plan options: {} ({}) is {}; {}", d.flag(), d.name, shown, wanted);
  };
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    const auto n = static_cast<std::int64_t>(v);
    if (n < d.min || n > d.max)
      refuse(n, !d.rule.empty() ? std::string(d.rule) : fmt::format("it must be {} or more", d.min));
  } else if constexpr (std::is_same_v<T, double>) {
    if (!(v >= d.low && v <= d.high)) refuse(v, d.rule);
  } else if constexpr (std::is_same_v<T, std::string>) {
    if (!d.allows(v)) refuse(fmt::format("'{}'{}", v, did_you_mean(v, d.words())), d.rule);
  }
}

// check_plan_value for a field of plan_options, unless it holds its default (unset, for an optional).
template <class T>
void check_plan_option(const plan_option& d, const T& value, const T& default_value) {
  if (value == default_value) return;
  if constexpr (is_optional_v<T>) {
    if (value) check_plan_value(d, *value);
  } else {
    check_plan_value(d, value);
  }
}

// A field's value as the tool's flag takes it (what plan_flags writes after the flag).
template <class T>
[[nodiscard]] std::string plan_option_text(const plan_option& d, const T& v) {
  if constexpr (is_optional_v<T>) {
    return plan_option_text(d, *v);
  } else if constexpr (std::is_same_v<T, std::string>) {
    return v;
  } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
    return fmt::format("{}", fmt::join(v, ","));
  } else if constexpr (std::is_same_v<T, shardmem::mesh>) {
    std::vector<std::string> axes;
    for (const mesh_axis& a : v.axes()) axes.push_back(fmt::format("{}={}", a.name, a.size));
    return fmt::format("{}", fmt::join(axes, ","));
  } else if constexpr (std::is_integral_v<T>) {
    return d.form == option_form::size ? fmt::format("{}B", v) : fmt::format("{}", v);
  } else {
    return fmt::format("{}", v);
  }
}

}  // namespace detail

/// What a set of plan options asks for: the configuration and the target it must fit into.
struct plan_input {
  training_config config;
  memory_target target;
  /// The options read (what the advisor changes to make a plan fit); empty where the
  /// configuration was built or changed otherwise.
  std::optional<plan_options> options{};
};

/// Reads `o` into a configuration and a target. The model's own sequence length holds unless
/// `seq` is given; a model whose max_positions is below the sequence is given the sequence.
/// @throws invalid_error naming the option (two model descriptions, a bad --offload word, a bad
///         count), parse_error for a word that names nothing, and what the model readers throw.
[[nodiscard]] inline plan_input read_plan_options(const plan_options& o) {
  const plan_options defaults;
  for_each_plan_option(
      [&](auto member, const plan_option& d) { detail::check_plan_option(d, o.*member, defaults.*member); });
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
  if (o.dense_over_expert) c.parallel.shard_dense_over_expert = same_name(*o.dense_over_expert, "shard");
  if (o.expert_tensor_parallel) c.parallel.expert_tensor_parallel = *o.expert_tensor_parallel;
  c.parallel.pipeline = o.pipeline_axis;
  c.parallel.virtual_stages = o.virtual_stages;
  c.parallel.context = o.context_axis;
  c.parallel.context_kind = same_name(o.context_style, "ring")         ? context_style::ring
                            : same_name(o.context_style, "all-to-all") ? context_style::all_to_all
                                                                       : context_style::all_gather;
  for (const std::string& n : o.stage_layers) {
    std::int64_t k = 0;
    const auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), k);
    if (ec != std::errc{} || end != n.data() + n.size() || k < 1)
      detail::raise<invalid_error>("--stage-layers: '{}' is not a count of layers; give whole numbers of 1 or more "
                                   "joined by commas, one per pipeline stage (15,16,16,16,16,16,16,15)",
                                   n);
    c.parallel.stage_layers.push_back(k);
  }
  c.parallel.data = parse_axis_group(o.data_axis);
  c.parallel.replica = o.replica_axis;
  c.parallel.sequence_parallel = o.sequence_parallel;
  c.zero_stage = o.zero;
  c.micro_batch = o.micro_batch;
  c.global_batch = o.batch.value_or(0);  // 0: one micro-batch per rank
  c.remat = parse_remat(o.remat);
  c.optimizer.kind = parse_optimizer(o.optimizer);
  c.optimizer.master_weights = o.master_weights;
  c.optimizer.donate = o.donate;
  for (const std::string& what : o.offload) {
    if (same_name(what, "optimizer")) c.optimizer.state_memory = memory_kind::pinned_host;
    else if (same_name(what, "ema")) c.optimizer.ema = true, c.optimizer.ema_memory = memory_kind::pinned_host;
    else if (same_name(what, "params")) c.offload_params = true;
    else
      detail::raise<invalid_error>("--offload {}{}: expected optimizer, params or ema", what,
                                   did_you_mean(what, std::array<std::string_view, 3>{"optimizer", "params", "ema"}));
  }
  c.chunked_loss = o.chunked_loss;
  c.framework = parse_framework(o.framework);
  c.scan_layers = o.scan_layers;
  c.eval = o.eval;
  if (o.adapter_rank != 0) {
    c.adapters = parse_adapters(o.adapter_rank, o.adapter_targets, o.adapter_layers, o.adapter_dtype);
    c.adapters->replicated_prefix = o.replicated_prefix;
    validate(*c.adapters, c.model);
  } else if (!o.adapter_targets.empty() || !o.adapter_layers.empty() || !o.adapter_dtype.empty() ||
             o.replicated_prefix != 0) {
    detail::raise<invalid_error>("plan options: --adapter-targets, --adapter-layers, --adapter-dtype and "
                                 "--replicated-prefix describe adapters on a frozen model, and no --adapter-rank "
                                 "(adapter_rank) asks for them; give their rank");
  }
  memory_target& t = in.target;
  t.overheads = framework_overheads(c.framework);
  t.placement = parse_placement(o.placement);
  t.backend = parse_hlo_backend(o.backend);
  t.accelerator = hardware_preset(o.hardware);
  if (!o.budget.empty()) t.accelerator.usable = parse_memory_size(o.budget);
  t.host_ram_per_process = parse_memory_size(o.host_ram);
  if (!o.runtime_context.empty()) t.overheads.runtime_context = parse_memory_size(o.runtime_context);
  if (!o.per_communicator.empty()) t.overheads.per_communicator = parse_memory_size(o.per_communicator);
  if (o.fragmentation) t.overheads.fragmentation = *o.fragmentation;
  if (o.efficiency) t.speed.efficiency = *o.efficiency;
  t.speed.overlap = o.overlap;
  in.options = o;
  return in;
}

}  // namespace shardmem
