// `shardmem hlo` end to end, as the tool runs it: parse_program then analyze_hlo (liveness, the
// memory scheduler where the text is unscheduled, buffer assignment, the report's tables) on
// generated modules of each shape real programs take, each at n and 4n instructions (the best
// of 7 runs alternated between the two sizes), and prints one line per shape:
//   analysis <shape> instructions=N->4N ms=X->Y ratio=R goal<6
// Shapes: `step`, hlo_bench's training step (fusions with their own computations, custom-calls,
// asynchronous pairs, calls, tuples; see hlo_generator.hpp); `chain`, elementwise ops each
// reading the last (every buffer a candidate for the next one's allocation); `wide`, one
// parameter read by every op and every result in the ROOT tuple (many users, many outputs);
// `elements`, a parameter tuple whose leaves are each read by a get-tuple-element (wide tuples);
// `fusions`, a loop fusion per instruction, each with its own computation; `while`, one loop
// whose body holds the instructions; `calls`, a chain of computations each calling the next (the
// call graph as deep as the module is long). Linear work gives a ratio near 4, n log n a little
// more, quadratic 16: past the goal (6) the bench measures the shape again, and exits 1 when it
// misses twice (the test: CI runs `--quick`). The short mode's sizes stay within the
// caches: past them the memory, not the work, sets the ratio of a linear pass and can push it past
// the goal. The runs keep their memory in the heap (glibc: mallopt), so that a large array
// is not faulted in afresh on each run of the larger module while the smaller's are reused: the
// allocator's mapping threshold (128 KiB) falls between the two sizes.
// Before them, the step at 10^6 instructions once (first, so that no memory another module freed
// is reused uncounted), its time and the growth of the resident set against the text (goals: at
// most 10 s and 3x the text; printed, and past a goal named and exit 1).
// Usage: analysis_bench [--quick] [shape...] | million | --text SHAPE N (prints the module)
//   (n = 25,000; --quick: n = 1,000; the 10^6 step without either, or alone with `million`)
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <fmt/core.h>
#include <fmt/format.h>

#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include "hlo_generator.hpp"
#include "rss.hpp"
#include "timing.hpp"

namespace {

using shardmem_bench::now_s;

constexpr const char* header = "HloModule m, is_scheduled=true\n\n";

std::string chain(std::size_t n) {
  std::string t = header;
  t += "ENTRY main {\n  p0 = f32[1024]{0} parameter(0)\n";
  for (std::size_t i = 0; i < n; ++i)
    t += fmt::format("  e{} = f32[1024]{{0}} exponential(f32[1024]{{0}} {})\n", i, i == 0 ? "p0" : fmt::format("e{}", i - 1));
  t += fmt::format("  ROOT r = f32[1024]{{0}} negate(f32[1024]{{0}} e{})\n}}\n", n - 1);
  return t;
}

std::string wide(std::size_t n) {
  std::string t = header;
  t += "ENTRY main {\n  p0 = f32[256]{0} parameter(0)\n";
  std::string root = "  ROOT r = (";
  std::string operands;
  for (std::size_t i = 0; i < n; ++i) {
    t += fmt::format("  n{} = f32[256]{{0}} negate(f32[256]{{0}} p0)\n", i);
    root += i == 0 ? "f32[256]{0}" : ", f32[256]{0}";
    operands += fmt::format("{}n{}", i == 0 ? "" : ", ", i);
  }
  t += root + ") tuple(" + operands + ")\n}\n";
  return t;
}

// A parameter tuple of n/2 leaves, each read by its own get-tuple-element and negated, the
// results returned in a tuple: as a compiled step reads its parameters and optimizer state.
std::string elements(std::size_t n) {
  std::string t = header;
  std::string tuple = "(";
  for (std::size_t i = 0; i < n / 2; ++i) tuple += i == 0 ? "f32[64]{0}" : ", f32[64]{0}";
  tuple += ")";
  t += fmt::format("ENTRY main {{\n  p = {} parameter(0)\n", tuple);
  std::string operands;
  for (std::size_t i = 0; i < n / 2; ++i) {
    t += fmt::format("  g{0} = f32[64]{{0}} get-tuple-element(p), index={0}\n  x{0} = f32[64]{{0}} negate(g{0})\n", i);
    operands += fmt::format("{}x{}", i == 0 ? "" : ", ", i);
  }
  t += fmt::format("  ROOT r = {} tuple({})\n}}\n", tuple, operands);
  return t;
}

std::string fusions(std::size_t n) {
  std::string t = header;
  for (std::size_t i = 0; i < n; ++i)
    t += fmt::format("fused_{0} {{\n  a.{0} = f32[512]{{0}} parameter(0)\n  b.{0} = f32[512]{{0}} exponential(a.{0})\n"
                     "  ROOT c.{0} = f32[512]{{0}} add(a.{0}, b.{0})\n}}\n\n",
                     i);
  t += "ENTRY main {\n  p0 = f32[512]{0} parameter(0)\n";
  for (std::size_t i = 0; i < n; ++i)
    t += fmt::format("  {}f{} = f32[512]{{0}} fusion({}), kind=kLoop, calls=fused_{}\n", i + 1 == n ? "ROOT " : "", i,
                     i == 0 ? "p0" : fmt::format("f{}", i - 1), i);
  t += "}\n";
  return t;
}

std::string while_body(std::size_t n) {
  std::string t = header;
  t += "cond {\n  s = (s32[], f32[1024]{0}) parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
       "  k = s32[] constant(10)\n  ROOT lt = pred[] compare(i, k), direction=LT\n}\n\n";
  t += "body {\n  s = (s32[], f32[1024]{0}) parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
       "  one = s32[] constant(1)\n  j = s32[] add(i, one)\n  x = f32[1024]{0} get-tuple-element(s), index=1\n";
  for (std::size_t k = 0; k < n; ++k)
    t += fmt::format("  b{} = f32[1024]{{0}} {}({})\n", k, k % 2 == 0 ? "exponential" : "negate",
                     k == 0 ? "x" : fmt::format("b{}", k - 1));
  t += fmt::format("  ROOT t = (s32[], f32[1024]{{0}}) tuple(j, b{})\n}}\n\n", n - 1);
  t += "ENTRY main {\n  p0 = f32[1024]{0} parameter(0)\n  z = s32[] constant(0)\n"
       "  init = (s32[], f32[1024]{0}) tuple(z, p0)\n  w = (s32[], f32[1024]{0}) while(init), condition=cond, body=body\n"
       "  ROOT out = f32[1024]{0} get-tuple-element(w), index=1\n}\n";
  return t;
}

std::string calls(std::size_t n) {
  std::string t = header;
  for (std::size_t i = n; i-- > 0;) {  // each callee before its caller, as XLA prints them
    t += fmt::format("c{0} {{\n  a{0} = f32[64]{{0}} parameter(0)\n  x{0} = f32[64]{{0}} exponential(a{0})\n", i);
    if (i + 1 < n) t += fmt::format("  ROOT k{0} = f32[64]{{0}} call(x{0}), to_apply=c{1}\n}}\n\n", i, i + 1);
    else t += fmt::format("  ROOT k{0} = f32[64]{{0}} negate(x{0})\n}}\n\n", i);
  }
  t += "ENTRY main {\n  p0 = f32[64]{0} parameter(0)\n  ROOT r = f32[64]{0} call(p0), to_apply=c0\n}\n";
  return t;
}

std::string step(std::size_t n) { return shardmem_bench::generate(n).text; }

// `shardmem hlo`'s work on text: its peak, so that an error path cannot pass for speed.
std::int64_t analyze(std::string text) {
  const shardmem::hlo_module m = shardmem::parse_program(std::move(text));
  return shardmem::analyze_hlo(m).peak;
}

struct shape_case {
  const char* name;
  std::string (*make)(std::size_t);
};
constexpr shape_case cases[] = {{"step", step},       {"chain", chain},        {"wide", wide},
                                {"elements", elements}, {"fusions", fusions}, {"while", while_body},
                                {"calls", calls}};

}  // namespace

// The step at 10^6: one run, its time and the resident set's growth over the text it read; run
// before any other module, so that no memory an earlier run freed is reused uncounted. 0 when
// within both goals.
int million(double goal_s, double goal_rss) {
  int failed = 0;
  // (glibc's default trimming: memory the generator freed is given back, not reused uncounted.)
  std::string text = step(1'000'000);
  const double mb = static_cast<double>(text.size()) / 1e6;
  const long before_kib = shardmem_bench::status_kib("VmRSS");
  const bool hwm = shardmem_bench::reset_peak_rss() && before_kib >= 0;
  const long maxrss_before = shardmem_bench::maxrss_kib();
  const double t = now_s();
  std::int64_t peak = 0;
  try {
    peak = analyze(std::move(text));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "analysis_bench: the 10^6 step failed: %s\n", e.what());
    return 1;
  }
  const double s = now_s() - t;
  const long peak_kib = hwm ? shardmem_bench::status_kib("VmHWM") : shardmem_bench::maxrss_kib();
  const double rss_vs_text =
      static_cast<double>(std::max(0L, peak_kib - (hwm ? before_kib : maxrss_before))) * 1024 / (mb * 1e6);
  fmt::print("analysis step instructions=1000000 mb={:.1f} s={:.2f} goal<={} rss_vs_text={:.2f} goal<={} peak={}\n", mb,
             s, goal_s, rss_vs_text, goal_rss, peak);
  if (s > goal_s || rss_vs_text > goal_rss) {
    std::fprintf(stderr, "analysis_bench: goal missed at 10^6: %.2f s, rss %.2f x the text\n", s, rss_vs_text);
    failed = 1;
  }
  return failed;
}

int main(int argc, char** argv) {
  if (argc == 4 && std::string_view(argv[1]) == "--text") {  // a shape's module, for the tool
    for (const shape_case& c : cases)
      if (std::string_view(argv[2]) == c.name) return fmt::print("{}", c.make(std::stoul(argv[3]))), 0;
    std::fprintf(stderr, "analysis_bench: no shape %s\n", argv[2]);
    return 2;
  }
  bool quick = false;
  std::vector<std::string_view> only;  // shapes named on the command line; none: all
  for (int i = 1; i < argc; ++i)
    if (std::string_view(argv[i]) == "--quick") quick = true;
    else only.emplace_back(argv[i]);
  constexpr double goal_ratio = 6, goal_s = 10, goal_rss = 3;
  const std::size_t n = quick ? 1'000 : 25'000;
  const bool only_million = only.size() == 1 && only.front() == "million";
  int failed = quick || (!only.empty() && !only_million) ? 0 : million(goal_s, goal_rss);
  if (only_million) return failed;
#if defined(__GLIBC__)
  // After the 10^6 step, whose resident set is measured with the allocator's defaults.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
  for (const shape_case& c : cases) {
    if (!only.empty() && std::find(only.begin(), only.end(), std::string_view(c.name)) == only.end()) continue;
    const std::string small = c.make(n), large = c.make(4 * n);
    // Each size the best of 7 runs, alternated; a ratio past the goal is measured once more (a
    // busy machine's noise misses twice far more rarely than a superlinear pass does).
    double ratio = 0, small_s = 0, large_s = 0;
    for (int attempt = 0; attempt < 2 && (attempt == 0 || ratio >= goal_ratio); ++attempt) {
      small_s = large_s = 1e300;
      std::int64_t peak_small = 0, peak_large = 0;
      try {
        for (int rep = 0; rep < 7; ++rep) {
          double t = now_s();
          peak_small = analyze(small);
          small_s = std::min(small_s, now_s() - t);
          t = now_s();
          peak_large = analyze(large);
          large_s = std::min(large_s, now_s() - t);
        }
      } catch (const std::exception& e) {
        std::fprintf(stderr, "analysis_bench: the %s module failed: %s\n", c.name, e.what());
        return 1;
      }
      if (peak_small <= 0 || peak_large < peak_small) {
        std::fprintf(stderr, "analysis_bench: %s: wrong peaks %lld and %lld\n", c.name,
                     static_cast<long long>(peak_small), static_cast<long long>(peak_large));
        return 1;
      }
      ratio = large_s / small_s;
      if (attempt == 0 && ratio >= goal_ratio)
        std::fprintf(stderr, "analysis_bench: %s ratio=%.2f is past its goal < %g; measuring it again\n", c.name,
                     ratio, goal_ratio);
    }
    fmt::print("analysis {} instructions={}->{} ms={:.1f}->{:.1f} ratio={:.2f} goal<{}\n", c.name, n, 4 * n,
               small_s * 1e3, large_s * 1e3, ratio, goal_ratio);
    std::fflush(stdout);
    if (ratio >= goal_ratio) {
      std::fprintf(stderr, "analysis_bench: goal missed twice: %s ratio=%.2f is past its goal < %g\n", c.name, ratio,
                   goal_ratio);
      failed = 1;
    }
  }
  return failed;
}
