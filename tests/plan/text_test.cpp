// Tests for shardmem/plan/text.hpp: the planner's words read into values. parse_remat gives each
// alternative of remat_choice and refuses a word at once, naming the nearest; MaxText's remat
// names are the JAX policies they are; hardware names and sizes with units.
#include <doctest/doctest.h>

#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/schedule/budget.hpp>
#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "plan_helpers.hpp"

using namespace shardmem;
using plan_test::small_config;

TEST_CASE("CLI paper cuts: h100, v5p and MaxText's remat names are refused instead of mapped or suggested") {
  // Short hardware names map to the one part they name; a100 names two.
  CHECK(parse_hardware("h100").name == "h100-80gb");
  CHECK(parse_hardware("h200").name == "h200-141gb");
  CHECK(parse_hardware("v5p").name == "tpu-v5p");
  CHECK(parse_hardware("v5e").name == "tpu-v5e");
  CHECK_THROWS_WITH_AS((void)parse_hardware("a100"), "hardware 'a100' names two parts; use a100-40gb or a100-80gb",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)parse_hardware("h100-80gib"), doctest::Contains("(did you mean 'h100-80gb'?)"),
                       invalid_error);
  // MaxText's remat_policy names (decoders.py get_remat_policy) as the JAX policies they are.
  training_config c = small_config();
  auto plan_with = [&](std::string_view remat) {
    c.remat = parse_remat(remat);
    return plan(c);
  };
  const memory_plan full = plan_with("full"), nothing = plan_with("nothing_saveable");
  CHECK(full.step_peak == nothing.step_peak);
  CHECK(full.recompute_flops == nothing.recompute_flops);
  // Saving the q/k/v and out projections keeps more and recomputes less than full remat; minimal
  // (also the MLP's up and down projections) more still.
  const memory_plan qkv = plan_with("save_qkv_proj"), dots = plan_with("save_dot_except_mlp"),
                    minimal = plan_with("minimal");
  CHECK(qkv.role_peak[static_cast<std::size_t>(role::activation)] >
        full.role_peak[static_cast<std::size_t>(role::activation)]);
  CHECK(dots.role_peak[static_cast<std::size_t>(role::activation)] >
        qkv.role_peak[static_cast<std::size_t>(role::activation)]);
  CHECK(minimal.role_peak[static_cast<std::size_t>(role::activation)] >
        dots.role_peak[static_cast<std::size_t>(role::activation)]);
  CHECK(minimal.recompute_flops < dots.recompute_flops);
  CHECK(dots.recompute_flops < full.recompute_flops);
  // Offloaded: the saved projections go to pinned_host.
  CHECK(plan_with("qkv_proj_offloaded").host_peak_per_process > bytes{0});
  for (const auto& [name, names] : detail::remat_presets) CHECK_NOTHROW((void)plan_with(name));
  CHECK_THROWS_WITH_AS((void)parse_remat("minimall"),
                       doctest::Contains("unknown remat policy 'minimall' (did you mean 'minimal'?)"), parse_error);
}

TEST_CASE("CLI paper cuts: a size needs a unit; a bare number is refused") {
  // `--budget 70` meant 70 bytes.
  CHECK_THROWS_WITH_AS((void)parse_memory_size("70"),
                       "memory size '70' has no unit: that would be 70 bytes; write 70GiB or 70GB (or 70B for bytes)",
                       parse_error);
  CHECK(parse_memory_size("70GiB") == bytes{70LL << 30});
  CHECK(parse_memory_size("70B") == bytes{70});
  CHECK_THROWS_WITH_AS((void)parse_remat("budget:4096"), doctest::Contains("memory size '4096' has no unit"),
                       parse_error);
}

TEST_CASE("parse_remat gives each alternative: no_remat, a labelled layer policy, a chain schedule") {
  const remat_choice none = parse_remat("none");
  CHECK(std::holds_alternative<no_remat>(none));
  CHECK(name(none) == "none");
  // A JAX policy on every layer, labelled with the word it was given as.
  for (const std::string_view word : {"nothing_saveable", "dots_saveable", "dots_with_no_batch_dims_saveable",
                                      "everything_saveable", "save_layer_input", "offload_layer_input"}) {
    CAPTURE(word);
    const remat_choice r = parse_remat(word);
    REQUIRE(std::holds_alternative<layer_policy>(r));
    CHECK(std::get<layer_policy>(r).label == word);
    CHECK(name(r) == word);
  }
  CHECK(std::get<layer_policy>(parse_remat("dots_saveable")).policy.name() == dots_saveable().name());
  // MaxText's names are labels over JAX policies: full is nothing_saveable.
  for (const auto& entry : detail::remat_presets) {  // (not a structured binding: clang 14 cannot capture one)
    const std::string_view maxtext = entry.first;
    CAPTURE(maxtext);
    const remat_choice r = parse_remat(maxtext);
    REQUIRE(std::holds_alternative<layer_policy>(r));
    CHECK(name(r) == maxtext);
  }
  CHECK(std::get<layer_policy>(parse_remat("full")).policy.name() == nothing_saveable().name());
  // A checkpoint schedule of the chain of layers: make() builds it from the step's chain.
  const chain layers = chain::uniform(8, stage{.output = 2_MiB, .working = 8_MiB});
  const std::pair<std::string_view, chain_schedule> schedules[] = {{"sqrt_n", chen_sqrt(layers)},
                                                                   {"segments:2", chen_segments(layers, 2)},
                                                                   {"nested", nested(layers)},
                                                                   {"nested:3", nested(layers, 3)},
                                                                   {"revolve:3", revolve(layers, 3)},
                                                                   {"budget:32MiB", budgeted(layers, 32_MiB)}};
  for (const auto& entry : schedules) {  // (not a structured binding: clang 14 cannot capture one)
    const std::string_view word = entry.first;
    const chain_schedule& want = entry.second;
    CAPTURE(word);
    const remat_choice r = parse_remat(word);
    REQUIRE(std::holds_alternative<chain_remat>(r));
    const chain_remat& s = std::get<chain_remat>(r);
    CHECK(s.label == word);
    CHECK(name(r) == word);
    REQUIRE(static_cast<bool>(s.make));
    CHECK(s.make(layers) == want);
  }
  // Every preset cheapest_fit tries is a word parse_remat reads, named as written.
  for (const std::string_view word : remat_presets) CHECK(name(parse_remat(word)) == word);
}

TEST_CASE("parse_remat names the checkpoint names to keep or offload, as JAX's policies of names do") {
  const remat_choice save = parse_remat("save:query_proj,out_proj");
  REQUIRE(std::holds_alternative<layer_policy>(save));
  CHECK(std::get<layer_policy>(save).policy.name() == save_only_these_names({"query_proj", "out_proj"}).name());
  CHECK(name(save) == "save:query_proj,out_proj");
  const remat_choice both = parse_remat("save:query_proj;offload:mlp_out,context");
  CHECK(std::get<layer_policy>(both).policy.name() ==
        save_and_offload_only_these_names({"query_proj"}, {"mlp_out", "context"}).name());
  CHECK(std::get<layer_policy>(parse_remat("offload:layer_input")).policy.name() ==
        save_and_offload_only_these_names({}, {"layer_input"}).name());
  // A plan with them: saving the layer input by name is save_layer_input.
  training_config c = plan_test::small_config();
  c.remat = parse_remat("save:layer_input");
  training_config same = c;
  same.remat = parse_remat("save_layer_input");
  CHECK(plan(c).step_peak == plan(same).step_peak);
  // A name no layer gives would save nothing: refused with the names there are.
  CHECK_THROWS_WITH_AS((void)parse_remat("save:query"),
                       "remat 'save:query': 'query' is not a checkpoint name the model gives (did you mean "
                       "'query_proj'?); name some of layer_input, query_proj, key_proj, value_proj, kv_proj, context, "
                       "out_proj, mlp_hidden, mlpwi_0, mlpwi_1, mlpwi, mlp_out, moe_dispatch",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_remat("save:context;keep:mlp_out"),
                       "remat 'save:context;keep:mlp_out': 'keep:mlp_out' is neither save:NAMES nor offload:NAMES",
                       parse_error);
  CHECK_THROWS_AS((void)parse_remat("save:"), parse_error);
}

TEST_CASE("parse_remat refuses a word at once, naming it and the fix") {
  for (const std::string_view bad :
       {"revolve:0", "segments:x", "nested:", "chain:3", "everything", "budget:4096", ""}) {
    CAPTURE(bad);
    CHECK_THROWS_AS((void)parse_remat(bad), parse_error);
  }
  CHECK_THROWS_WITH_AS((void)parse_remat("revolve:0"),
                       "remat 'revolve:0': expected a positive integer after 'revolve:', as in revolve:4", parse_error);
  CHECK_THROWS_WITH_AS(
      (void)parse_remat("chain:3"),
      "unknown remat schedule 'chain:3'; expected segments:K, checkpoint_sequential:K, nested:L, revolve:S or budget:BYTES",
      parse_error);
  CHECK_THROWS_WITH_AS((void)parse_placement("eager"), "unknown placement 'eager'; expected checked or callback",
                       parse_error);
  CHECK(parse_placement("checked") == placement_kind::checked);
  CHECK(parse_placement("callback") == placement_kind::callback);
  CHECK(hardware_preset("h100").name == "h100-80gb");
}

TEST_CASE("remat words and placements in another case were refused, and a near schedule was not suggested") {
  // Named as the library names them, whatever the case typed.
  CHECK(name(parse_remat("DOTS_SAVEABLE")) == "dots_saveable");
  CHECK(name(parse_remat("Revolve:3")) == "revolve:3");
  CHECK(name(parse_remat("Budget:4GiB")) == "budget:4GiB");
  CHECK(name(parse_remat("None")) == "none");
  CHECK(std::holds_alternative<no_remat>(parse_remat("NONE")));
  REQUIRE(parse_chain_schedule("SQRT_N").has_value());
  CHECK(parse_chain_schedule("SQRT_N")->label == "sqrt_n");
  CHECK(parse_placement("Checked") == placement_kind::checked);
  CHECK_THROWS_WITH_AS((void)parse_remat("dots_savable"),
                       doctest::Contains("unknown remat policy 'dots_savable' (did you mean 'dots_saveable'?)"),
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_remat("Segmnts:4"),
                       "unknown remat schedule 'Segmnts:4' (did you mean 'segments:K'?); expected segments:K, "
                       "checkpoint_sequential:K, nested:L, revolve:S or budget:BYTES",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_placement("calback"),
                       "unknown placement 'calback' (did you mean 'callback'?); expected checked or callback",
                       parse_error);
}

TEST_CASE("parse_adapters: the tool's adapter options as an adapter_config") {
  CHECK(parse_adapters(49152, "gate_proj,up_proj,down_proj", "18-26", "f32") ==
        adapter_config{.rank = 49152,
                       .targets = {"gate_proj", "up_proj", "down_proj"},
                       .first_layer = 18,
                       .last_layer = 26,
                       .type = dtype::f32});
  CHECK(parse_adapters(8, "", "", "") == adapter_config{.rank = 8});  // PEFT's targets, every layer, fp32
  CHECK(parse_adapters(8, "", "all", "bf16") == adapter_config{.rank = 8, .type = dtype::bf16});
  CHECK(parse_adapters(8, "q_proj", "5", "") ==
        adapter_config{.rank = 8, .targets = {"q_proj"}, .first_layer = 5, .last_layer = 5});
  // An empty word is kept, for validate to name: "unknown target ''".
  CHECK(parse_adapters(8, "q_proj,,v_proj", "", "").targets == std::vector<std::string>{"q_proj", "", "v_proj"});
  for (const char* bad : {"18-", "x", "-3", "4-b", "18-26-3", " 5", "99999999999999999999"})
    CHECK_THROWS_WITH_AS(
        (void)parse_adapters(8, "", bad, ""),
        fmt::format("--adapter-layers '{}': expected all, a layer (5) or a range of layers (18-26)", bad).c_str(),
        parse_error);
  CHECK_THROWS_AS((void)parse_adapters(8, "", "", "float99"), parse_error);
}
