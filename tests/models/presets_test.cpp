// Tests for models/presets.hpp: published parameter totals reproduced from the structure, the
// papers' shapes, and the lookup by name.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include <shardmem/models/presets.hpp>

using namespace shardmem;

TEST_CASE("Llama-3.1-8B has exactly 8,030,261,248 parameters") {
  // REFERENCE section 4; source: Meta's Llama-3.1 model card and the HF config/safetensors
  // (meta-llama/Llama-3.1-8B).
  const transformer_config c = presets::llama3_1_8b();
  CHECK(parameter_count(c) == 8'030'261'248);
  const param_breakdown p = parameter_breakdown(c);
  CHECK(p.embedding == 128'256 * 4'096);
  CHECK(p.lm_head == 4'096 * 128'256);  // untied
  CHECK(p.positions == 0);              // rotary
  CHECK(p.final_norm == 4'096);         // RMSNorm weight only
  CHECK(p.dense_blocks == 32);
  CHECK(p.moe_blocks == 0);
  CHECK(p.dense_block == block_params{.attention_norm = 4'096,
                                      .q = 4'096 * 4'096,
                                      .k = 4'096 * 1'024,
                                      .v = 4'096 * 1'024,
                                      .o = 4'096 * 4'096,
                                      .mlp_norm = 4'096,
                                      .mlp = 3 * 4'096 * 14'336});
  CHECK(p.dense_block.total() == 218'112'000);
  // REFERENCE section 2 (seed 000): the embedding bf16[128256,4096] is 1,050,673,152 B.
  CHECK(storage_bytes(dtype::bf16, p.embedding) == bytes{1'050'673'152});
  CHECK(parameter_bytes(c) == bytes{16'060'522'496});
  CHECK(parameter_bytes(c, dtype::f32) == bytes{32'121'044'992});
}

TEST_CASE("Llama-3.1-70B and 405B reproduce Meta's published totals exactly") {
  // Source: Meta's Llama-3.1 model card and the HF safetensors totals (meta-llama/Llama-3.1-70B,
  // meta-llama/Llama-3.1-405B).
  CHECK(parameter_count(presets::llama3_1_70b()) == 70'553'706'496);
  CHECK(parameter_count(presets::llama3_1_405b()) == 405'853'388'800);
  const param_breakdown p = parameter_breakdown(presets::llama3_1_405b());
  CHECK(p.dense_blocks == 126);
  CHECK(p.dense_block.k == 16'384 * 1'024);  // 8 kv heads of 128
  CHECK(p.dense_block.mlp == 3 * 16'384LL * 53'248);
}

TEST_CASE("Mixtral 8x7B has exactly 46,702,792,704 parameters, 8 experts with a router on every layer") {
  // Source: HF safetensors total of mistralai/Mixtral-8x7B-v0.1 (config.json: h 4096, 32 layers,
  // 32/8 heads, intermediate 14336, 8 local experts, 2 per token, vocab 32000, untied).
  const transformer_config c = presets::mixtral_8x7b();
  CHECK(parameter_count(c) == 46'702'792'704);
  const param_breakdown p = parameter_breakdown(c);
  CHECK(p.dense_blocks == 0);
  CHECK(p.moe_blocks == 32);
  CHECK(p.moe_block.router == 4'096 * 8);  // no bias
  CHECK(p.moe_block.experts == 8 * 3 * 4'096 * 14'336);
  CHECK(p.moe_block.active_experts == 2 * 3 * 4'096 * 14'336);
  CHECK(p.moe_block.mlp == 0);
  CHECK(p.embedding == 32'000 * 4'096);
  // Jiang et al. 2024 quote "13B active parameters" per token (12.9B counted here).
  CHECK(p.active() == 12'879'925'248);
  CHECK_FALSE(c.moe->capacity_factor.has_value());  // dropless
}

TEST_CASE("GPT-3 175B has the shape of Brown et al. 2020 Table 2.1 and about 175B parameters") {
  const transformer_config c = presets::gpt3_175b();
  CHECK(c.hidden == 12'288);
  CHECK(c.layers == 96);
  CHECK(c.heads == 96);
  CHECK(c.resolved_head_dim() == 128);  // d_head 128 in Table 2.1
  CHECK(c.ffn == 4 * 12'288);
  CHECK(c.seq_len == 2'048);
  CHECK(c.vocab == 50'257);
  const std::int64_t n = parameter_count(c);
  // The paper prints 175.0B; the structure gives 174.6B: its figure is rounded (as are all of
  // Table 2.1's), so only the order of magnitude is checkable: 175B to three significant figures.
  CHECK(n == 174'604'259'328);
  CHECK((n + 500'000'000) / 1'000'000'000 == 175);
  const param_breakdown p = parameter_breakdown(c);
  CHECK(p.lm_head == 0);  // tied
  CHECK(p.positions == 2'048 * 12'288);
  CHECK(p.dense_block.total() == 12 * 12'288LL * 12'288 + 13 * 12'288);
}

TEST_CASE("the Megatron presets have Korthikanti et al. 2022 Table 3's shapes") {
  struct row {
    const char* name;
    std::int64_t heads, hidden, layers;
  };
  for (const row& r : {row{"megatron-22b", 64, 6'144, 48}, row{"megatron-175b", 96, 12'288, 96},
                       row{"megatron-530b", 128, 20'480, 105}, row{"megatron-1t", 160, 25'600, 128}}) {
    CAPTURE(r.name);
    const transformer_config c = preset(r.name);
    CHECK(c.heads == r.heads);
    CHECK(c.hidden == r.hidden);
    CHECK(c.layers == r.layers);
    CHECK(c.ffn == 4 * r.hidden);
    CHECK(c.seq_len == 2'048);
    CHECK(c.vocab == 51'200);
    CHECK(c.mlp == mlp_kind::gelu);
    CHECK(c.norm == norm_kind::layernorm);
    CHECK(c.attention == attention_kind::materialized);
    CHECK(c.dropout);
    // Narayanan et al. 2021 (sec. 5.1): P = 12lh^2 (1 + 13/(12h) + (V + s)/(12lh)), which leaves
    // out the final LayerNorm (2h).
    const std::int64_t l = r.layers, h = r.hidden;
    CHECK(parameter_count(c) == 12 * l * h * h + 13 * l * h + (51'200 + 2'048) * h + 2 * h);
  }
}

TEST_CASE("the Megatron 530B and 1T presets match Narayanan et al. 2021 Table 1 to 0.1B") {
  // Source: Narayanan et al. 2021 ("Efficient Large-Scale Language Model Training on GPU Clusters
  // Using Megatron-LM") Table 1 and the Megatron-LM README: 529.6B (h 20480, 105 layers, 128 heads)
  // and 1008.0B (h 25600, 128 layers, 160 heads), vocabulary 51,200, sequence 2048.
  auto tenths_of_billions = [](std::int64_t n) { return (n + 50'000'000) / 100'000'000; };
  CHECK(tenths_of_billions(parameter_count(presets::megatron_530b())) == 5'296);
  CHECK(tenths_of_billions(parameter_count(presets::megatron_1t())) == 10'080);
}

TEST_CASE("the seed-001 decomposition of Llama-3.1-8B's MLP matrices has 24,461,180,928 parameters") {
  // REFERENCE section 6: layers 18-26, gate/up/down each as V [d_in, C] and U [C, d_out], C = 49152.
  const transformer_config c = presets::llama3_1_8b();
  const std::int64_t rank = 49'152;
  const std::int64_t per_site = rank * (c.hidden + c.ffn);  // [d_in, C] + [C, d_out], {d_in, d_out} = {h, ffn}
  CHECK(9 * 3 * per_site == 24'461'180'928);
}

TEST_CASE("every preset is valid and is found under its own name") {
  const auto names = preset_names();
  CHECK(names.size() == 16);
  CHECK(std::string(names.front()) == "llama3.1-8b");
  CHECK(std::string(names.back()) == "deepseek-v3");
  for (const auto name : names) {
    CAPTURE(name);
    const transformer_config c = preset(name);
    CHECK(c.name == name);
    CHECK(c == preset(name));  // a fresh value each call, the same every time
    CHECK_NOTHROW(validate(c));
    CHECK(parameter_breakdown(c).total() == parameter_count(c));
  }
  CHECK(preset("llama3.1-70b") == presets::llama3_1_70b());
  CHECK(preset("megatron-1t") == presets::megatron_1t());
  CHECK(preset("mixtral-8x7b").moe.has_value());
}

TEST_CASE("an unknown preset name is an invalid_error listing the known names") {
  CHECK_THROWS_WITH_AS((void)preset("falcon-40b"),
                       "unknown model preset 'falcon-40b'; known presets: llama3.1-8b, llama3.1-70b, llama3.1-405b, "
                       "gpt3-175b, mixtral-8x7b, megatron-22b, megatron-175b, megatron-530b, megatron-1t, qwen3-8b, "
                       "qwen3-32b, qwen3-30b-a3b, qwen3-235b-a22b, deepseek-v2-lite, deepseek-v2, deepseek-v3",
                       invalid_error);
}

TEST_CASE("a preset name in another case was refused, and a near one was not suggested") {
  CHECK(preset("Llama3.1-8B").name == "llama3.1-8b");
  CHECK(preset("MIXTRAL-8X7B").name == "mixtral-8x7b");
  CHECK_THROWS_WITH_AS((void)preset("llama3-8B"),
                       doctest::Contains("unknown model preset 'llama3-8B' (did you mean 'llama3.1-8b'?); known"),
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)preset("mixtral"), doctest::Contains("(did you mean 'mixtral-8x7b'?)"), invalid_error);
}

TEST_CASE("presets print as one-line configs and their breakdowns as tables") {
  CHECK(fmt::format("{}", presets::llama3_1_8b()) ==
        "llama3.1-8b: h 4096, 32 layers, heads 32/8 x 128, ffn 14336 swiglu, rmsnorm, vocab 128256 untied, rotary, "
        "flash attention, seq 8192 x micro-batch 1, bf16 params, bf16 activations");
  CHECK(fmt::format("{}", presets::gpt3_175b()) ==
        "gpt3-175b: h 12288, 96 layers, heads 96/96 x 128, ffn 49152 gelu, layernorm, vocab 50257 tied, learned "
        "positions 2048, qkv/out/mlp biases, materialized attention, dropout, seq 2048 x micro-batch 1, bf16 params, "
        "bf16 activations");
  CHECK(fmt::format("{}", presets::mixtral_8x7b()) ==
        "mixtral-8x7b: h 4096, 32 layers, heads 32/8 x 128, ffn 14336 swiglu, rmsnorm, vocab 32000 untied, rotary, "
        "flash attention, seq 32768 x micro-batch 1, bf16 params, bf16 activations, moe 8 experts top-2 dropless on "
        "every layer");
  CHECK(fmt::format("{}", parameter_breakdown(presets::llama3_1_8b())) ==
        "8,030,261,248 parameters\n"
        "  embedding          525,336,576\n"
        "  32 dense blocks  6,979,584,000  each 218,112,000: attention 41,943,040 (q 16,777,216, k 4,194,304, "
        "v 4,194,304, o 16,777,216), norms 8,192, mlp 176,160,768\n"
        "  final norm               4,096\n"
        "  lm head            525,336,576");
}
