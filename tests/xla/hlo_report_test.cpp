// Tests for xla/hlo_report.hpp: the summary of a module's memory (peak, what runs then, the live
// set with its attribution, the groupings) and its text (its JSON: hlo_json_test.cpp).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "test_data.hpp"

using namespace shardmem;

namespace {

hlo_memory_summary report_summary_of(const std::string& text, const hlo_summary_options& o = {}) {
  const hlo_module m = parse_hlo_module(text);
  return summarize_hlo(m, hlo_liveness(m), o);
}

// Two parameters, a multiply and an add, as XLA's ToStringSimpleComputation (hlo_live_range_test.cc),
// with metadata on the instructions.
constexpr const char* report_simple = R"(HloModule simple, is_scheduled=true

ENTRY main {
  a = f32[4]{0} parameter(0), metadata={op_name="a"}
  x = f32[4]{0} parameter(1), metadata={op_name="x"}
  m = f32[4]{0} multiply(a, x), metadata={op_type="mul" op_name="jit(f)/jvp(g)/mul" source_file="f.py" source_line=7}
  ROOT s = f32[4]{0} add(m, a), metadata={op_type="add" op_name="jit(f)/jvp(g)/add" source_file="f.py" source_line=8}
}
)";

}  // namespace

TEST_CASE("hlo_shape_text writes shapes as HLO text does, without layouts") {
  const hlo_module m = parse_hlo_module(
      "HloModule t\nENTRY e {\n  p = (f32[2,3]{1,0}, s32[], token[]) parameter(0)\n  ROOT d = f32[<=8,?]{1,0} "
      "parameter(1)\n}\n");
  CHECK(hlo_shape_text(m.entry()->instructions[0].shape) == "(f32[2,3], s32[], token[])");
  CHECK(hlo_shape_text(m.entry()->instructions[1].shape).starts_with("f32[<=8,"));
}

TEST_CASE("summary of a small module: the peak, what runs then, and where the bytes come from") {
  // The peak by the heap simulator's rules (derived as in XLA's ToStringSimpleComputation, 48 B
  // at time 2): a, x and m, 16 B each; s then takes m's buffer (elementwise, m dies there).
  const hlo_memory_summary s = report_summary_of(report_simple);
  CHECK(s.module == "simple");
  CHECK(s.computations == 1);
  CHECK(s.instructions == 4);
  CHECK(s.peak == 48);
  CHECK(s.peak_time == 2);
  CHECK(s.peak_instruction == "m");
  CHECK(s.peak_computation == "main");
  REQUIRE(s.live_at_peak.size() == 3);
  std::int64_t sum = 0;
  for (const hlo_peak_buffer& b : s.live_at_peak) sum += b.bytes;
  CHECK(sum == s.peak);
  const auto m = std::find_if(s.live_at_peak.begin(), s.live_at_peak.end(),
                              [](const hlo_peak_buffer& b) { return b.instruction == "m"; });
  REQUIRE(m != s.live_at_peak.end());
  CHECK(m->shape == "f32[4]");
  CHECK(m->opcode == "multiply");
  CHECK(m->op_name == "jit(f)/jvp(g)/mul");
  CHECK(m->source == "f.py:7");
  CHECK_FALSE(m->parameter);
  // Groups: each op_name, each source line, each opcode once; their bytes add up to the peak.
  for (const auto* g : {&s.by_op_name, &s.by_source, &s.by_opcode}) {
    std::int64_t total = 0;
    for (const hlo_memory_group& e : *g) total += e.bytes;
    CHECK(total == s.peak);
  }
  REQUIRE(s.by_opcode.size() == 2);
  CHECK(s.by_opcode[0].key == "parameter");
  CHECK(s.by_opcode[0].bytes == 32);
  CHECK(s.by_opcode[0].buffers == 2);
  CHECK(s.by_source.back().key == "f.py:7");
  // By time (derived): a and x from time 0; m at 2; s at 3 in m's buffer, held to the end (4).
  CHECK(s.timeline == std::vector<std::int64_t>{32, 32, 48, 48, 48});
}

TEST_CASE("op_name groups cut JAX's name stack at a depth, not inside parentheses") {
  const hlo_memory_summary s = report_summary_of(report_simple, {.op_name_depth = 2});
  std::vector<std::string> keys;
  for (const hlo_memory_group& g : s.by_op_name) keys.push_back(g.key);
  CHECK(std::find(keys.begin(), keys.end(), "jit(f)/jvp(g)") != keys.end());
  CHECK(detail::op_name_prefix("jit(f)/transpose(jvp(a/b))/dot", 2) == "jit(f)/transpose(jvp(a/b))");
  CHECK(detail::op_name_prefix("jit(f)/dot", 5) == "jit(f)/dot");
  CHECK(detail::op_name_prefix("jit(f)/dot", 0) == "jit(f)/dot");
}

TEST_CASE("report text of jaxdecomp's FFT (a100, 8 GPUs, 256^3, 2x4)") {
  // tests/data/jaxdecomp (SOURCE.md). Peak 41,943,064 B: derived in ../HLO.md sect. 7.2 by the
  // heap simulator's rules (and asserted in hlo_live_range_test.cpp).
  const hlo_memory_summary s = report_summary_of(
      test::read_file(test::data_dir() / "jaxdecomp/a100/8/jaxfft/256_2_4_NCCL_float32_FFT.hlo"));
  CHECK(s.peak == 41943064);
  const std::string text = hlo_memory_report(s, {.top = 3, .rows = 4});
  CHECK(text.find("liveness peak: 41943064 (40.00 MiB) at time 5, running all-to-all-start in main.40_spmd") !=
        std::string::npos);
  CHECK(text.find("jaxfft.py:37") != std::string::npos);
  CHECK(text.find("... 2 more") != std::string::npos);
  CHECK(text.find("<- peak") != std::string::npos);
  CHECK(text.find("memory_analysis") == std::string::npos);  // no categories given: none printed
  hlo_memory_summary with = s;
  // memory_analysis() of this run, as the repository's CSV gives it (a100/8/jaxfft.csv): argument
  // 8,388,608, output 16,777,216, temp 33,554,944; here from our buffer assignment.
  with.categories = hlo_assign_buffers(parse_hlo_module(test::read_file(
                                           test::data_dir() / "jaxdecomp/a100/8/jaxfft/256_2_4_NCCL_float32_FFT.hlo")))
                        .memory;
  CHECK(with.categories->device.argument.count() == 8388608);
  CHECK(with.categories->device.output.count() == 16777216);
  const std::string full = hlo_memory_report(with);
  CHECK(full.find("temp_size_in_bytes     33554944 (32.00 MiB)") != std::string::npos);
  CHECK(full.find("reserved (argument + output - alias + temp): 58720768") != std::string::npos);
  CHECK(full.find("the reservation is 16.00 MiB above the peak") != std::string::npos);
}

TEST_CASE("seed 004: a module before partitioning, sized per device, and its pad's broadcast") {
  // tests/data/seed004 (SOURCE.md). f64[3056,12272] over the [2,2] tiles is f64[1528,6136] per
  // device: 75,006,464 bytes (derived: 1528 * 6136 * 8); the pad's f64[3056,123] is 122 columns
  // of padding in 123 (99.2%), f64[1528,62] per device (123 / 2 rounded up), 757,888 bytes.
  const hlo_module written = parse_hlo_module(
      test::read_file(test::data_dir() / "seed004/pad_before_partitioning.hlo"));
  REQUIRE(hlo_before_partitioning(written));
  const hlo_device_module local = hlo_per_device(written);
  CHECK(local.sharded == 3);
  CHECK(local.unsharded == 1);  // the constant
  const hlo_assignment a = hlo_assign_buffers(local.module);
  CHECK(a.memory.device.argument.count() == 75006464);
  CHECK(a.memory.device.output.count() == 757888);
  hlo_memory_summary s = summarize_hlo(local.module, a.liveness,
                                       {.before_partitioning = &written, .unsharded = local.unsharded});
  s.categories = a.memory;
  CHECK(s.sizes == "estimate");
  REQUIRE(s.notes.size() == 2);
  CHECK(s.notes[1] ==
        "pad.1059 = f64[3056,123] pad: 99.2% of its elements are the padding value; partitioned, each device makes "
        "its f64[1528,62] (740.12 KiB) from a broadcast of that value");
  REQUIRE_FALSE(s.live_at_peak.empty());
  CHECK(s.live_at_peak[0].shape == "f64[1528,6136]");
  const std::string text = hlo_memory_report(s);
  CHECK(text.find("(estimates)") != std::string::npos);
  // The same module after partitioning would be scheduled: its sizes are then taken as written.
  hlo_module scheduled = written;
  scheduled.is_scheduled = true;
  CHECK_FALSE(hlo_before_partitioning(scheduled));
}

TEST_CASE("analyze_hlo: a module before partitioning is sized per device and marked estimate; after, as written") {
  // seed 004 (as above): 75,006,464 argument and 757,888 output bytes per device.
  const hlo_module written = parse_hlo_module(
      test::read_file(test::data_dir() / "seed004/pad_before_partitioning.hlo"));
  const hlo_memory_summary s = analyze_hlo(written);
  REQUIRE(s.categories);
  CHECK(s.categories->device.argument.count() == 75006464);
  CHECK(s.categories->device.output.count() == 757888);
  CHECK(s.sizes == "estimate");
  CHECK(s.notes.size() == 2);
  // jaxdecomp's FFT (a100/8/jaxfft.csv, 256^3 on 2x4): memory_analysis() printed argument
  // 8,388,608, output 16,777,216, temp 33,554,944; a compiled module's sizes are exact.
  const hlo_memory_summary fft = analyze_hlo(
      parse_hlo_module(test::read_file(test::data_dir() / "jaxdecomp/a100/8/jaxfft/256_2_4_NCCL_float32_FFT.hlo")));
  REQUIRE(fft.categories);
  CHECK(fft.categories->device.argument.count() == 8388608);
  CHECK(fft.categories->device.output.count() == 16777216);
  CHECK(fft.categories->device.temp.count() == 33554944);
  CHECK(fft.sizes == "exact");
  CHECK(fft.notes.empty());
}

TEST_CASE("pad notes read XLA's padding text, negative and interior padding included") {
  const hlo_module m = parse_hlo_module(
      "HloModule p\nENTRY e {\n  a = f32[4,4]{1,0} parameter(0)\n  z = f32[] constant(0)\n"
      "  small = f32[4,6]{1,0} pad(a, z), padding=0_0x1_1\n  interior = f32[4,13]{1,0} pad(a, z), padding=0_0x0_0_3\n"
      "  ROOT big = f32[4,40]{1,0} pad(a, z), padding=0_0x-1_37\n}\n");
  const hlo_memory_summary s = summarize_hlo(m, hlo_liveness(m));
  // small: 4 of 6 columns are data (33% padding, no note); interior: 4 of 13 (69%); big: 3 of 40
  // (92.5%; one column cut by the negative low padding).
  REQUIRE(s.notes.size() == 2);
  CHECK(s.notes[0].starts_with("interior = f32[4,13] pad: 69.2% of its elements"));
  CHECK(s.notes[1].starts_with("big = f32[4,40] pad: 92.5% of its elements"));
}

TEST_CASE("a module compiled from Shardy shardings, with the 2026 stack-frame metadata") {
  // shardy-megatron-ffn-per-device (tests/data/hlo_vectors.json; yaoshiang/sandbox
  // jax_shardy_propagation_partitioning.py, compiled on JAX's CPU backend with 8 devices): its
  // per-device parameters s32[2,256] and two s32[1024,1024], result s32[2,256], as the source
  // prints them; argument 8,390,656 and output 2,048 bytes derived (2*256*4 + 2*1024*1024*4).
  static const nlohmann::json vectors = nlohmann::json::parse(test::read_file(test::data_dir() / "hlo_vectors.json"));
  std::string text;
  for (const auto& v : vectors)
    if (v.at("id") == "shardy-megatron-ffn-per-device") text = v.at("companion_text").get<std::string>();
  REQUIRE_FALSE(text.empty());
  const hlo_module m = parse_hlo_module(text);
  std::vector<std::vector<std::int64_t>> params;
  for (const hlo_instruction& i : m.entry()->instructions)
    if (i.opcode == "parameter") params.emplace_back(i.shape.dims.begin(), i.shape.dims.end());
  CHECK(params == std::vector<std::vector<std::int64_t>>{{2, 256}, {1024, 1024}, {1024, 1024}});
  CHECK(m.entry()->root()->shape.dims == hlo_vector<std::int64_t>{2, 256});
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(a.memory.device.argument.count() == 8390656);
  CHECK(a.memory.device.output.count() == 2048);
  hlo_memory_summary s = summarize_hlo(m, a.liveness);
  // The source of the dot's buffers comes from the stack-frame tables: frame 4 is line 63.
  bool from_frames = false;
  for (const hlo_peak_buffer& b : s.live_at_peak)
    from_frames = from_frames || b.source.ends_with("jax_shardy_propagation_partitioning.py:63");
  CHECK(from_frames);
}
