// Tests for xla/hlo_json.hpp: a module's memory summary, a buffer-assignment dump and a diff of two
// summaries as JSON, the keys `shardmem hlo --json` prints (the summaries themselves are tested in
// hlo_report_test.cpp, buffer_assignment_text_test.cpp and hlo_whatif_test.cpp).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_json.hpp>

#include <shardmem/xla/buffer_assignment_text.hpp>
#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/hlo_whatif.hpp>

#include <nlohmann/json.hpp>

#include <string>

#include "assigned_summary.hpp"
#include "test_data.hpp"

using namespace shardmem;

TEST_CASE("hlo_summary_to_json: jaxdecomp's FFT (a100, 8 GPUs, 256^3, 2x4)") {
  // tests/data/jaxdecomp (SOURCE.md). memory_analysis() of this run, as the repository's CSV gives
  // it (a100/8/jaxfft.csv): argument 8,388,608, output 16,777,216, temp 33,554,944; peak
  // 41,943,064 B by the heap simulator's rules (../HLO.md sect. 7.2, hlo_live_range_test.cpp).
  const hlo_module m = parse_hlo_module(
      test::read_file(test::data_dir() / "jaxdecomp/a100/8/jaxfft/256_2_4_NCCL_float32_FFT.hlo"));
  const hlo_memory_summary without = summarize_hlo(m, hlo_liveness(m));
  const hlo_memory_summary with = test::assigned_summary(m);
  const nlohmann::ordered_json j = hlo_summary_to_json(with, true);
  CHECK(j.at("argument_size_in_bytes") == 8388608);
  CHECK(j.at("output_size_in_bytes") == 16777216);
  CHECK(j.at("temp_size_in_bytes") == 33554944);
  CHECK(j.at("host_temp_size_in_bytes") == 0);
  CHECK(j.at("reserved_bytes") == 58720768);
  CHECK(j.at("peak_bytes") == 41943064);
  CHECK(j.at("peak_instruction") == "all-to-all-start");
  CHECK(j.at("sizes") == "exact");
  CHECK(j.at("live_at_peak").size() == 5);
  CHECK(j.at("live_at_peak")[0].at("source") ==
        "/lustre/fswork/projects/rech/tkc/commun/jaxdecomp-benchmarks/scripts/jaxfft.py:63");
  CHECK(j.at("timeline").size() == with.timeline.size());
  // Without `timeline` no timeline; without the categories (no buffer assignment) none of JAX's fields.
  CHECK_FALSE(hlo_summary_to_json(without).contains("timeline"));
  CHECK_FALSE(hlo_summary_to_json(without).contains("temp_size_in_bytes"));
  CHECK(hlo_summary_to_json(without).at("peak_bytes") == 41943064);
}

TEST_CASE("hlo_summary_to_json: a module before partitioning is an estimate") {
  // tests/data/seed004 (SOURCE.md): sized per device, so its sizes are estimates.
  const hlo_module written = parse_hlo_module(
      test::read_file(test::data_dir() / "seed004/pad_before_partitioning.hlo"));
  const hlo_device_module local = hlo_per_device(written);
  const hlo_assignment a = hlo_assign_buffers(local.module);
  const hlo_memory_summary s = summarize_hlo(local.module, a.liveness,
                                             {.before_partitioning = &written, .unsharded = local.unsharded});
  const nlohmann::ordered_json j = hlo_summary_to_json(s);
  CHECK(j.at("sizes") == "estimate");
  CHECK(j.at("notes").size() == s.notes.size());
}

TEST_CASE("buffer_assignment_to_json: XLA's allocations and memory_analysis's fields") {
  // tests/data/buffer_assignment: the sums of buffer_assignment_text_test.cpp (jaxdecomp's 256^3
  // 2x4 FFT sizes, a100/8/jaxfft.csv, plus a host allocation of 1,024 B).
  const xla_buffer_assignment ba = parse_buffer_assignment(
      test::read_file(test::data_dir() / "buffer_assignment/fft_like-buffer-assignment.txt"));
  const nlohmann::ordered_json j = buffer_assignment_to_json(ba);
  CHECK(j.at("source") == "xla buffer assignment");
  CHECK(j.at("argument_size_in_bytes") == 8388608);
  CHECK(j.at("output_size_in_bytes") == 16777216);
  CHECK(j.at("temp_size_in_bytes") == 33554944);
  CHECK(j.at("host_temp_size_in_bytes") == 1024);
  CHECK(j.at("xla_peak_time") == 5);
  REQUIRE(j.at("allocations").size() == 6);
  CHECK(j.at("allocations")[1].at("parameter") == 0);
  CHECK(j.at("allocations")[0].at("parameter").is_null());
  CHECK(j.at("allocations")[4].at("values").size() == 4);
  CHECK(j.at("allocations")[4].at("values")[1].at("offset") == 33554560);
}

TEST_CASE("hlo_diff_to_json: each field before, after and its change") {
  // f(x) = x * 2 over f32[10,10], donated (JAX's xla_transform_test): alias goes 0 -> 400 B, the
  // reservation stays 800 B (derived in hlo_whatif_test.cpp).
  const hlo_module m = parse_hlo_module(test::times_two);
  const hlo_summary_diff d = hlo_diff(test::assigned_summary(m), test::assigned_summary(hlo_donate(m, 0)));
  const nlohmann::ordered_json j = hlo_diff_to_json(d);
  const auto& alias = j.at("categories").at("alias_size_in_bytes");
  CHECK(alias.at("before") == 0);
  CHECK(alias.at("after") == 400);
  CHECK(alias.at("change") == 400);
  CHECK(j.at("categories").at("reserved_bytes").at("change") == 0);
  CHECK(j.contains("peak_bytes"));
}
