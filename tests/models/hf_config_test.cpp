// Tests for models/hf_config.hpp: Hugging Face config.json files as published, read into a
// transformer_config whose parameter count is the checkpoint's. Each config below is the published
// config.json of the Hugging Face repository named beside it (every key, in the file's order); each
// count is the checkpoint's: the safetensors index's metadata.total_size over 2 bytes (bf16), or for
// GPT-2 transformers' GPT2LMHeadModel.num_parameters().
#include <doctest/doctest.h>

#include <string>
#include <string_view>

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
        "HF config.json: model_type 'bert' is not read; shardmem reads llama, mistral, mixtral, qwen2 and gpt2 "
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
        "HF config.json: experts in a llama model are not read (only mixtral's)");
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
        "mixtral, qwen2 or gpt2)");
  CHECK(hf_error(R"({"model_type": "llama", "vocab_size": 1000, "vocab_size": 32000})") ==
        "HF config.json: key 'vocab_size' is given twice in one object; a reader would keep one silently: remove the "
        "other");
}
