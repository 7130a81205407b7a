// Doubling tests of the readers and the call-graph walks (issue 44): on an input four times as
// wide (instructions) or as deep (nesting up to its limit, call chains), each takes well under
// sixteen times as long, best of three runs each: linear code takes about four times, quadratic
// sixteen. The sizes keep each run to tens of milliseconds in a debug build.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_memory_scheduler.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <ctime>
#include <functional>
#include <string>

#include "deep_inputs.hpp"

using namespace shardmem;

namespace {

// The best of three runs of `run`, in seconds.
double best_of_three(const std::function<void()>& run) {
  double best = 1e300;
  for (int k = 0; k < 3; ++k) {
    const auto start = std::chrono::steady_clock::now();
    run();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

// `work` on the input of size n and of 4n (`input` makes each, outside the clock) takes under
// 8 times as long on the larger (16 is quadratic). `repeats` runs of `work` make one timed run,
// for inputs read in well under a millisecond.
void doubles_linearly(std::size_t n, const std::function<std::string(std::size_t)>& input,
                      const std::function<void(const std::string&)>& work, int repeats = 1) {
  const std::string small = input(n), large = input(4 * n);
  const auto timed = [&](const std::string& text) {
    return best_of_three([&] {
      for (int k = 0; k < repeats; ++k) work(text);
    });
  };
  const double t_small = timed(small), t_large = timed(large);
  CAPTURE(n);
  CAPTURE(t_small);
  CAPTURE(t_large);
  CHECK(t_large < 8 * t_small);
}

// Whether seconds are a measure here: an optimized build without sanitizers (a debug or
// instrumented build takes several times as long; the doubling tests cover those).
#if defined(__OPTIMIZE__) && !defined(__SANITIZE_ADDRESS__)
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
constexpr bool timed_build = false;
#else
constexpr bool timed_build = true;
#endif
#else
constexpr bool timed_build = true;
#endif
#else
constexpr bool timed_build = false;
#endif

// What `shardmem hlo` and shardmem.hlo report for the call chain `text` (each level passes an
// f32[4] on), read as `read` reads it, within `limit` seconds where seconds are a measure: of
// this process's CPU time, which other work on a busy machine does not add to.
template <class Read>
void chain_analysed_within(const std::string& text, Read read, double limit) {
  const std::clock_t start = std::clock();
  const hlo_memory_summary s = analyze_hlo(read(text));
  const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  REQUIRE(s.categories.has_value());
  CHECK(s.categories->device.argument.count() == 16);
  CHECK(s.categories->device.output.count() == 16);
  CHECK(s.peak == 32);
  CAPTURE(seconds);
  if (timed_build) CHECK(seconds < limit);
}

}  // namespace

TEST_CASE("reading HLO text 4x as wide takes well under 16x the time") {
  doubles_linearly(5000, test::hlo_wide, [](const std::string& t) { (void)parse_hlo_module(t); });
}

TEST_CASE("reading StableHLO text 4x as wide takes well under 16x the time") {
  doubles_linearly(5000, test::stablehlo_wide, [](const std::string& t) { (void)parse_stablehlo_module(t); });
}

TEST_CASE("reading StableHLO regions 4x as deep, to the limit, takes well under 16x the time") {
  doubles_linearly(
      stablehlo_max_region_depth / 4, test::stablehlo_nested_regions,
      [](const std::string& t) { (void)parse_stablehlo_module(t); }, 80);
}

TEST_CASE("reading tuple types 4x as deep, to the limit, takes well under 16x the time") {
  doubles_linearly(
      hlo_max_tuple_depth / 4, test::mlir_nested_tuple, [](const std::string& t) { (void)parse_stablehlo_module(t); },
      200);
  doubles_linearly(
      hlo_max_tuple_depth / 4, test::hlo_nested_tuple, [](const std::string& t) { (void)parse_hlo_module(t); }, 200);
}

TEST_CASE("refusing regions and tuples nested 4x as far past the limit takes well under 16x the time") {
  doubles_linearly(25000, test::stablehlo_nested_regions,
                   [](const std::string& t) { CHECK_THROWS_AS((void)parse_stablehlo_module(t), parse_error); });
  doubles_linearly(
      25000, test::mlir_nested_tuple,
      [](const std::string& t) { CHECK_THROWS_AS((void)parse_stablehlo_module(t), parse_error); }, 100);
}

TEST_CASE("reading and walking a StableHLO call chain 4x as deep takes well under 16x the time") {
  doubles_linearly(
      1500, [](std::size_t n) { return test::stablehlo_call_chain(n, "{devices=[2]<=[2]}"); },
      [](const std::string& t) { (void)parse_stablehlo_module(t); });
}

TEST_CASE("the liveness of an HLO call chain 4x as deep takes well under 16x the time") {
  // (Reading, flattening, merging phis and buffers, live ranges; calls, whiles and conditionals.)
  doubles_linearly(
      1500, [](std::size_t n) { return test::hlo_call_chain(n, true); },
      [](const std::string& t) { (void)hlo_liveness(parse_hlo_module(t)); });
}

TEST_CASE("the memory schedule of an HLO call chain 4x as deep takes well under 16x the time") {
  doubles_linearly(
      1500, [](std::size_t n) { return test::hlo_call_chain(n); },
      [](const std::string& t) { (void)hlo_memory_schedule(parse_hlo_module(t)); });
}

TEST_CASE("the whole analysis of an HLO call chain 4x as deep, as the tool runs it, takes well under 16x the time") {
  // (Read, scheduled by the three schedulers, reordered, its buffers numbered and assigned.)
  doubles_linearly(
      1500, [](std::size_t n) { return test::hlo_call_chain(n); },
      [](const std::string& t) { (void)analyze_hlo(parse_hlo_module(t)); });
}

TEST_CASE("the whole analysis of a StableHLO call chain 4x as deep takes well under 16x the time") {
  doubles_linearly(
      1500, [](std::size_t n) { return test::stablehlo_call_chain(n); },
      [](const std::string& t) { (void)analyze_hlo(parse_stablehlo_module(t)); });
}

// Where seconds are no measure, a tenth of the depth checks the same answer in a tenth of the
// time (seconds under the sanitizers); the doubling tests above check how the time grows.
constexpr std::size_t chain_depth = timed_build ? 100000 : 10000;

TEST_CASE("an HLO call chain 100000 deep is analysed within a second") {
  // Each of its 100002 computations is one call: what costs per computation (a table, a map or a
  // graph each) costs 10^5 times.
  chain_analysed_within(
      test::hlo_call_chain(chain_depth), [](const std::string& t) { return parse_hlo_module(t); }, 1.0);
}

TEST_CASE("a StableHLO call chain 100000 deep is analysed within a second") {
  // (Read, its shardings propagated to a fixed point, simplified, then as the HLO chain above.)
  chain_analysed_within(
      test::stablehlo_call_chain(chain_depth), [](const std::string& t) { return parse_stablehlo_module(t); }, 1.0);
}
