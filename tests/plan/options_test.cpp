// Tests for plan/options.hpp: the tool's plan options read into a configuration and a target, each
// option to its field, and every refusal naming the option.
#include <doctest/doctest.h>

#include <shardmem/plan/options.hpp>

#include <string>

using namespace shardmem;

TEST_CASE("read_plan_options: the defaults are the tool's") {
  const plan_input in = read_plan_options({});
  const training_config fresh{};
  CHECK(in.config.model == preset("llama3.1-8b"));
  CHECK(to_string(in.config.devices) == "{data: 8}");
  CHECK_FALSE(in.config.devices.has_process_layout());
  CHECK(in.config.zero_stage == fresh.zero_stage);
  CHECK(in.config.micro_batch == 1);
  CHECK(in.config.global_batch == 0);
  CHECK(name(in.config.remat) == "nothing_saveable");
  CHECK(in.config.optimizer.kind == optimizer_kind::adamw);
  CHECK(in.config.optimizer.master_weights);
  CHECK(in.config.optimizer.donate);
  CHECK(in.target.accelerator.name == "h100-80gb");
  CHECK(in.target.host_ram_per_process == 2_TiB);
  CHECK(in.target.placement == placement_kind::callback);
  CHECK(in.target.overheads.runtime_context == plan_overheads{}.runtime_context);
}

TEST_CASE("read_plan_options: each option reaches its field") {
  plan_options o;
  o.model = "llama3.1-70b";
  o.mesh = mesh{{"data", 16}, {"model", 8}};
  o.devices_per_process = 8;
  o.hardware = "b200";
  o.batch = 256;
  o.micro_batch = 2;
  o.seq = 4096;
  o.remat = "revolve:3";
  o.optimizer = "adafactor";
  o.master_weights = false;
  o.donate = false;
  o.zero = 1;
  o.data_axis = "data";
  o.tensor_axis = "model";
  o.virtual_stages = 1;
  o.sequence_parallel = true;
  o.chunked_loss = true;
  o.offload = {"optimizer", "ema", "params"};
  o.placement = "checked";
  o.budget = "70GiB";
  o.host_ram = "512GiB";
  o.runtime_context = "1GiB";
  o.per_communicator = "32MiB";
  o.fragmentation = 0.1;
  o.eval = true;
  const plan_input in = read_plan_options(o);
  const training_config& c = in.config;
  CHECK(c.model.name == "llama3.1-70b");
  CHECK(c.model.seq_len == 4096);
  CHECK(c.devices.process_count() == 16);
  CHECK(c.global_batch == 256);
  CHECK(c.micro_batch == 2);
  CHECK(name(c.remat) == "revolve:3");
  CHECK(c.optimizer.kind == optimizer_kind::adafactor);
  CHECK_FALSE(c.optimizer.master_weights);
  CHECK_FALSE(c.optimizer.donate);
  CHECK(c.zero_stage == 1);
  CHECK(c.parallel.data.names == std::vector<std::string>{"data"});
  CHECK(c.parallel.tensor == "model");
  CHECK(c.parallel.sequence_parallel);
  CHECK(c.chunked_loss);
  CHECK(c.optimizer.state_memory == memory_kind::pinned_host);
  CHECK(c.optimizer.ema);
  CHECK(c.optimizer.ema_memory == memory_kind::pinned_host);
  CHECK(c.offload_params);
  CHECK(c.eval);
  const memory_target& t = in.target;
  CHECK(t.accelerator.name == "b200");
  CHECK(t.accelerator.usable == 70_GiB);
  CHECK(t.host_ram_per_process == 512_GiB);
  CHECK(t.overheads.runtime_context == 1_GiB);
  CHECK(t.overheads.per_communicator == 32_MiB);
  CHECK(t.overheads.fragmentation == 0.1);
  CHECK(t.placement == placement_kind::checked);
}

TEST_CASE("read_plan_options: a job on fewer devices than a host is one process; a model description as text") {
  plan_options o;
  o.mesh = mesh{{"data", 4}};
  o.devices_per_process = 8;
  CHECK(read_plan_options(o).config.devices.process_count() == 1);
  o.model_json = R"({"base": "llama3.1-8b", "layers": 4, "seq_len": 1024})";
  const plan_input in = read_plan_options(o);
  CHECK(in.config.model.layers == 4);
  CHECK(in.config.model.seq_len == 1024);
}

TEST_CASE("read_plan_options: refusals name the option and the numbers") {
  auto refuses = [](plan_options o, const std::string& text) {
    CAPTURE(text);
    try {
      static_cast<void>(read_plan_options(o));
      FAIL("no error");
    } catch (const error& e) {
      CHECK(std::string(e.what()).find(text) != std::string::npos);
    }
  };
  plan_options o;
  o.micro_batch = 0;
  refuses(o, "--micro-batch (micro_batch) is 0; it must be 1 or more");
  o = {};
  o.zero = 4;
  refuses(o, "--zero (zero) is 4; ZeRO stages are 0, 1, 2 and 3");
  o = {};
  o.batch = -1;
  refuses(o, "--batch (batch) is -1");
  o = {};
  o.fragmentation = 1.5;
  refuses(o, "--fragmentation (fragmentation) is 1.5");
  o = {};
  o.dense_over_expert = "mirror";
  refuses(o, "--dense-over-expert (dense_over_expert) is 'mirror'; give shard or replicate");
  o = {};
  o.adapter_layers = "18-26";  // an adapter option with no rank asking for adapters
  refuses(o, "plan options: --adapter-targets, --adapter-layers, --adapter-dtype and --replicated-prefix describe "
             "adapters on a frozen model, and no --adapter-rank (adapter_rank) asks for them; give their rank");
  o = {};
  o.replicated_prefix = 18;  // a frozen prefix, and nothing frozen
  refuses(o, "no --adapter-rank (adapter_rank) asks for them");
  o.adapter_rank = 8;
  o.replicated_prefix = 33;  // past Llama-3.1-8B's 32 layers
  refuses(o, "adapters: a replicated prefix of 33 layers is not a prefix of the 32 layers of transformer config "
             "'llama3.1-8b'; give 0 to 32 (0: none)");
  o.replicated_prefix = -1;
  refuses(o, "--replicated-prefix (replicated_prefix) is -1; give a count of layers, 0 (none) or more");
  o = {};
  o.expert_tensor_parallel = 0;
  refuses(o, "--expert-tensor-parallel (expert_tensor_parallel) is 0");
  o = {};
  o.framework = "pytorch";
  refuses(o, "--framework (framework) is 'pytorch'; give jax, maxtext, megatron or torchtitan");
  o = {};
  o.adapter_layers = "18-26";
  o.adapter_rank = 8;
  for (const char* bad : {"18-", "x", "-3", "4-b", "9999999999999999999999"})
    o.adapter_layers = bad,
    refuses(o, fmt::format("--adapter-layers '{}': expected all, a layer (5) or a range of layers (18-26)", bad));
  o.adapter_layers = "30-40";
  refuses(o, "adapters: layers 30-40 are not a range of the 32 layers");
  o.adapter_layers = "all";
  o.adapter_dtype = "s8";
  refuses(o, "adapters: factors of type s8 are not trained");
  o = {};
  o.model_file = "m.json";
  o.model_json = "{}";
  refuses(o, "both a model file ('m.json') and a model description are given");
  o = {};
  o.offload = {"gradients"};
  refuses(o, "--offload gradients: expected optimizer, params or ema");
  o = {};
  o.remat = "bogus";
  refuses(o, "unknown remat policy 'bogus'");
  o = {};
  o.seq = 0;
  refuses(o, "--seq (seq) is 0");
  o = {};
  o.stage_layers = {"15", "x"};
  refuses(o, "--stage-layers: 'x' is not a count of layers; give whole numbers of 1 or more joined by commas, one "
             "per pipeline stage (15,16,16,16,16,16,16,15)");
  o.stage_layers = {"0"};
  refuses(o, "--stage-layers: '0' is not a count of layers");
  o = {};
  o.context_style = "rings";
  refuses(o, "--context-style (context_style) is 'rings'");
}

TEST_CASE("read_plan_options: the adapter options reach adapter_config") {
  plan_options o;
  CHECK_FALSE(read_plan_options(o).config.adapters);  // no rank, no adapters
  o.adapter_rank = 49152;
  o.adapter_targets = "gate_proj,up_proj,down_proj";
  o.adapter_layers = "18-26";
  o.adapter_dtype = "bf16";
  const std::optional<adapter_config> a = read_plan_options(o).config.adapters;
  REQUIRE(a);
  CHECK(*a == adapter_config{.rank = 49152,
                             .targets = {"gate_proj", "up_proj", "down_proj"},
                             .first_layer = 18,
                             .last_layer = 26,
                             .type = dtype::bf16});
  o.adapter_targets.clear(), o.adapter_layers = "5", o.adapter_dtype.clear();
  CHECK(*read_plan_options(o).config.adapters ==
        adapter_config{.rank = 49152, .first_layer = 5, .last_layer = 5});  // PEFT's targets, fp32
}

TEST_CASE("read_plan_options checks every option against its declaration, a default never") {
  // The bounds are declared once (for_each_plan_option) and read by the tool, Python and here.
  plan_options o;
  o.virtual_stages = 0;
  CHECK_THROWS_WITH_AS((void)read_plan_options(o),
                       "plan options: --virtual-stages (virtual_stages) is 0; it must be 1 or more", invalid_error);
  o = {};
  o.seq = 0;
  CHECK_THROWS_WITH_AS((void)read_plan_options(o), "plan options: --seq (seq) is 0; it must be 1 or more",
                       invalid_error);
  o = {};
  o.fragmentation = std::numeric_limits<double>::quiet_NaN();
  CHECK_THROWS_WITH_AS((void)read_plan_options(o),
                       "plan options: --fragmentation (fragmentation) is nan; give a fraction from 0 to 1",
                       invalid_error);
  o = {};
  o.adapter_rank = 0;  // the default: no adapters, not a rank of 0
  CHECK_NOTHROW((void)read_plan_options(o));
}

TEST_CASE("a batch of 0 ran as if no batch were given; it is refused, naming the fix") {
  plan_options o;
  CHECK(read_plan_options(o).config.global_batch == 0);  // none given: one micro-batch per rank
  o.batch = 0;
  CHECK_THROWS_WITH_AS((void)read_plan_options(o),
                       "plan options: --batch (batch) is 0; give the global batch in sequences, 1 or more, or leave "
                       "it out for one micro-batch per rank",
                       invalid_error);
  o.batch = 64;
  CHECK(read_plan_options(o).config.global_batch == 64);
}

TEST_CASE("words of plan options in another case were refused, and a near one was not suggested") {
  plan_options o;
  o.mesh = mesh{{"data", 2}, {"expert", 4}};
  o.model = "Mixtral-8x7B";
  o.dense_over_expert = "Shard";
  o.offload = {"Optimizer", "PARAMS"};
  o.hardware = "H100";
  o.optimizer = "AdamW";
  o.placement = "Checked";
  o.backend = "CPU";
  const plan_input in = read_plan_options(o);
  CHECK(in.config.model.name == "mixtral-8x7b");
  CHECK(in.config.parallel.shard_dense_over_expert == true);
  CHECK(in.config.optimizer.state_memory == memory_kind::pinned_host);
  CHECK(in.config.offload_params);
  CHECK(in.target.accelerator.name == "h100-80gb");
  CHECK(in.config.optimizer.kind == optimizer_kind::adamw);
  CHECK(in.target.placement == placement_kind::checked);
  CHECK(in.target.backend == hlo_backend::cpu);
  o = {};
  o.dense_over_expert = "shrd";
  CHECK_THROWS_WITH_AS((void)read_plan_options(o),
                       "plan options: --dense-over-expert (dense_over_expert) is 'shrd' (did you mean 'shard'?); give "
                       "shard or replicate",
                       invalid_error);
  o = {};
  o.offload = {"optimiser"};
  CHECK_THROWS_WITH_AS((void)read_plan_options(o),
                       "--offload optimiser (did you mean 'optimizer'?): expected optimizer, params or ema",
                       invalid_error);
}

TEST_CASE("an option's words are read from its one declaration, for the tool's check and the refusals") {
  std::vector<std::string_view> dense;
  std::size_t with_words = 0;
  for_each_plan_option([&](auto, const plan_option& d) {
    if (d.name == "dense_over_expert") dense = d.words();
    if (d.choices.empty()) {
      CHECK(d.words().empty());
      CHECK(d.allows("anything"));
      return;
    }
    ++with_words;
    for (const std::string_view w : d.words()) {
      CHECK(!w.empty());
      CHECK(d.allows(w));
    }
    CHECK_FALSE(d.allows(""));
    CHECK_FALSE(d.allows(std::string(d.choices)));  // the joined list is no word
  });
  CHECK(dense == std::vector<std::string_view>{"shard", "replicate"});
  CHECK(with_words > 0);
}
