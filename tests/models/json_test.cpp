// Tests for models/json.hpp: a transformer_config read from JSON, from a preset or from every field,
// and errors naming the key.
#include <doctest/doctest.h>

#include <shardmem/models/json.hpp>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

using namespace shardmem;

TEST_CASE("model JSON: presets as a base, every field, and errors naming the key") {
  const transformer_config c = read_model_json(R"({"base": "llama3.1-8b", "name": "deep-8b", "layers": 40})");
  CHECK(c.name == "deep-8b");
  CHECK(c.layers == 40);
  CHECK(c.hidden == 4096);
  const transformer_config t = read_model_json(
      R"({"name": "tiny", "hidden": 256, "layers": 2, "heads": 4, "ffn": 1024, "vocab": 1000, "mlp": "gelu",
          "norm": "layernorm", "positions": "learned", "seq_len": 128, "tied_embeddings": true})");
  CHECK(t.mlp == mlp_kind::gelu);
  CHECK(t.norm == norm_kind::layernorm);
  CHECK(t.tied_embeddings);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "llama3.1-8b", "hiden": 1})"),
                       doctest::Contains("model JSON: unknown key 'hiden' (did you mean 'hidden'?); expected base"),
                       parse_error);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "llama3.1-8b", "layers": "many"})"),
                       "model JSON: key 'layers' has the wrong type (string)", parse_error);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "llama3.1-8b", "mlp": "relu"})"),
                       "model JSON: 'relu' (did you mean 'gelu'?) is not a valid mlp; expected one of gelu, swiglu",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "llama3.1-8b", "mlp": "mish"})"),
                       "model JSON: 'mish' is not a valid mlp; expected one of gelu, swiglu", parse_error);
  // Words in any case, as the tool's flags; keys are exact, as in JSON, with the one likely meant.
  CHECK(read_model_json(R"({"base": "llama3.1-8b", "mlp": "SwiGLU", "norm": "RMSNorm"})").mlp == mlp_kind::swiglu);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "mixtral-8x7b", "moe": {"expert": 4}})"),
                       doctest::Contains("model JSON: unknown key 'moe.expert' (did you mean 'experts'?)"),
                       parse_error);
  CHECK_THROWS_AS((void)read_model_json("{"), parse_error);
}

// Found by tests/fuzz/fuzz_model_json: a number past double's range escaped as nlohmann's
// out_of_range, and a size given as 1e21 or 3.7 was converted to int64 with undefined behaviour
// (or silently truncated).
TEST_CASE("fuzz: model JSON numbers out of range or not integers are parse errors") {
  CHECK_THROWS_WITH_AS(
      (void)read_model_json(R"({"base": "llama3.1-8b", "moe": {"capacity_factor": 1e999}})"),
      "model JSON is not valid JSON: [json.exception.out_of_range.406] number overflow parsing '1e999'", parse_error);
  CHECK_THROWS_WITH_AS(
      (void)read_model_json(R"({"base": "llama3.1-8b", "hidden": 1099511627799511627776})"),
      "model JSON: key 'hidden' must be an integer within the 64-bit range, got 1.0995116277995116e+21", parse_error);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "llama3.1-8b", "layers": 3.7})"),
                       "model JSON: key 'layers' must be an integer within the 64-bit range, got 3.7", parse_error);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "mixtral-8x7b", "moe": {"experts": 9223372036854775808}})"),
                       "model JSON: key 'moe.experts' must be an integer within the 64-bit range, got "
                       "9223372036854775808",
                       parse_error);
}

TEST_CASE("every preset written as model JSON reads back as itself") {
  for (const std::string_view name : preset_names()) {
    const transformer_config c = preset(name);
    CAPTURE(name);
    CHECK(read_model_json(write_model_json(c)) == c);
  }
  // The file a user edits: keys in the reader's order, optional sizes only when set.
  const std::string mixtral = write_model_json(preset("mixtral-8x7b"));
  CHECK(mixtral.rfind("{\n  \"name\": \"mixtral-8x7b\",\n  \"hidden\": 4096,\n", 0) == 0);
  CHECK(mixtral.find("\"moe\": {\n    \"experts\": 8,\n    \"top_k\": 2,\n    \"first_layer\": 0,") !=
        std::string::npos);
  CHECK(write_model_json(preset("llama3.1-8b")).find("max_positions") == std::string::npos);  // rotary: unset
}

TEST_CASE("a duplicate key in model JSON is refused, not the last one kept") {
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "llama3.1-8b", "layers": 40, "layers": 8})"),
                       "model JSON: key 'layers' is given twice in one object; a reader would keep one silently: "
                       "remove the other",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"base": "mixtral-8x7b", "moe": {"top_k": 2, "top_k": 1}})"),
                       doctest::Contains("model JSON: key 'moe.top_k' is given twice"), parse_error);
  // In a config.json too, which read_model_json also reads.
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"model_type": "llama", "hidden_size": 256, "hidden_size": 512})"),
                       doctest::Contains("model JSON: key 'hidden_size' is given twice"), parse_error);
}

TEST_CASE("an HF config.json without model_type is refused, not read as shardmem's own model JSON") {
  CHECK_THROWS_WITH_AS(
      (void)read_model_json(R"({"hidden_size": 4096, "num_hidden_layers": 32, "num_attention_heads": 32})"),
      "model JSON has 'hidden_size', a key of a Hugging Face config.json, but no 'model_type': a config.json names "
      "its family there; add \"model_type\" (llama, mistral, mixtral, qwen2, qwen3, qwen3_moe, deepseek_v2, deepseek_v3 or gpt2), or describe the model in "
      "shardmem's model JSON (hidden, layers, ...)",
      parse_error);
  CHECK_THROWS_WITH_AS((void)read_model_json(R"({"architectures": ["LlamaForCausalLM"], "name": "x"})"),
                       doctest::Contains("model JSON has 'architectures', a key of a Hugging Face config.json, but no "
                                         "'model_type'"),
                       parse_error);
  // Keys both formats have (head_dim, mlp_bias) leave it shardmem's JSON.
  CHECK(read_model_json(R"({"base": "llama3.1-8b", "head_dim": 128, "mlp_bias": false})").hidden == 4096);
}

TEST_CASE("model JSON nested 100000 deep or past max_input_bytes is refused, naming the limit") {
  CHECK_THROWS_WITH_AS((void)read_model_json("{\"moe\": " + std::string(100'000, '{')),
                       "model JSON nests deeper than 64 levels at line 1 column 72; no description nests so deep",
                       parse_error);
  const std::string path = (std::filesystem::temp_directory_path() / "shardmem_model_json_limit.json").string();
  {
    std::ofstream out(path);
    out << R"({"base": "llama3.1-8b", "layers": 40})";
  }
  CHECK(read_model_json_file(path).layers == 40);
  CHECK_THROWS_WITH_AS((void)read_model_json_file(path, 10),
                       fmt::format("model file '{}' is 37 B, past the limit of 10 B; pass a smaller input or "
                                   "raise the limit (the tool's --max-input-bytes, max_input_bytes in C++ and Python)",
                                   path)
                           .c_str(),
                       invalid_error);
  std::remove(path.c_str());
}
