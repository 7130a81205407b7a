// HLO text end to end: parse_hlo_module then hlo_liveness on a generated scheduled module of 10^6
// instructions (10^5 with --quick), against a baseline measured in the same run: counting the
// line breaks of the same text (std::count over it, the least any reader of the text does).
// The module is what XLA prints for a training step, in memory and from a fixed seed: sharded
// parameters, loop fusions each with its own fused computation, elementwise ops, bitcasts,
// broadcasts of constants, reduces, tuples and get-tuple-elements, cuBLAS custom-calls with a
// (result, workspace) tuple, asynchronous pairs (all-gather-start/done, collective-permute-
// start/done, copy-start/done to host memory and back) with other work between start and done,
// and calls of nested computations (each called once, a call within a call), every instruction
// with its layout and metadata={op_type op_name source_file source_line}: about 260 bytes an
// instruction (the lines of tests/data/jaxdecomp's modules average 355). Prints one line:
//   hlo instructions=N mb=M mb_per_s=X goal>=100 ratio_vs_scan=R goal<=10 rss_mib=K
//       rss_vs_text=Q goal<=3  (...)
// Goals (the issue's): at least 100 MB/s of text end to end on one core, ratio_vs_scan <= 10, and
// memory under 3x the text, read at 10^6. A ratio past its goal is named on stderr; the bench exits
// 1 past a guard (ratio_vs_scan 20, rss_vs_text 4) that catches regressions (CI runs `--quick`).
// Memory: rss_mib is the growth of the process's resident set from just before the first parse
// (the text already generated, and generated without a larger transient) to the peak of that
// first parse and analysis, the module and the live ranges both held: the peak is VmHWM after
// resetting it through /proc/self/clear_refs, or ru_maxrss where that cannot be reset.
// rss_vs_text is that growth over the text's size. The module keeps the text (its strings are views
// of it): each run's text is a copy made before its clock starts and moved in, as `shardmem hlo`
// moves in the file it read, so the text is neither growth nor time.
// Timings are the best of several runs (3 at 10^6, 5 below), each end to end run alternating with
// the scan, after the first (measured) run; glibc keeps freed memory (M_MMAP_MAX 0, no trimming),
// as in liveness_bench, so that later runs do not pay page faults for memory the first returned.
// The result is checked (a peak above 0, as many scheduled instructions as the generator wrote
// outside fusion bodies and shared reduce regions) so that an error path cannot pass for speed.
// Usage: hlo_bench [--quick] [instructions]   (default 1000000)
#include <shardmem/core/bytes.hpp>
#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <sys/resource.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "hlo_generator.hpp"
#include "rss.hpp"
#include "timing.hpp"

using namespace shardmem;
using shardmem_bench::best_of;
using shardmem_bench::generate;
using shardmem_bench::generated;
using shardmem_bench::maxrss_kib;
using shardmem_bench::now_s;
using shardmem_bench::reset_peak_rss;
using shardmem_bench::status_kib;

namespace {

// The baseline: the line breaks of the text.
std::size_t count_lines(std::string_view text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  std::size_t n = 0;
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--quick") quick = true;
    else n = std::strtoull(argv[i], nullptr, 10);
  }
  if (n == 0) n = quick ? 100'000 : 1'000'000;
#if defined(__GLIBC__)
  mallopt(M_MMAP_MAX, 0);              // every block from the heap,
  mallopt(M_TRIM_THRESHOLD, 1 << 30);  // which keeps what is freed: no page faults in steady state
#endif
  // The goals, printed beside each figure; MB/s is the machine's as much as the code's.
  // The guards sit above the measured ratios so that a noisy machine passes, and well below what a
  // quadratic step costs (such as recounting lines from the start for every instruction) so that
  // one fails. Figures and what closed the ratio: `git log -p -- bench/hlo_bench.cpp`.
  constexpr double goal_mb_per_s = 100, goal_ratio = 10, goal_rss = 3;
  constexpr double guard_ratio = 20, guard_rss = 4;

  const double t0 = now_s();
  const generated g = generate(n);
  const double generate_s = now_s() - t0;
  const std::string_view text = g.text;
  const double mb = static_cast<double>(text.size()) / 1e6;

  // The first run, whose memory is counted: from the resident set now to the peak of the run. The
  // text is moved into the module, as `shardmem hlo FILE` does with the file it read, so the text
  // itself is not growth (the module's strings are views of it).
  std::string owned(text);
  const long before_kib = status_kib("VmRSS");
  const bool hwm = reset_peak_rss() && before_kib >= 0 && status_kib("VmHWM") >= 0;
  const long maxrss_before = maxrss_kib();
  std::size_t instructions = 0, schedule = 0;
  std::int64_t peak = 0;
  double first_parse_s = 0, first_liveness_s = 0;
  try {
    double t = now_s();
    const hlo_module m = parse_hlo_module(std::move(owned));
    first_parse_s = now_s() - t;
    t = now_s();
    const hlo_live_ranges r = hlo_liveness(m);
    first_liveness_s = now_s() - t;
    for (const hlo_computation& c : m.computations) instructions += c.instructions.size();
    schedule = r.schedule.size(), peak = r.peak;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "hlo_bench: the generated module failed: %s\n", e.what());
    return 1;
  }
  const long peak_kib = hwm ? status_kib("VmHWM") : maxrss_kib();
  const long growth_kib = std::max(0L, peak_kib - (hwm ? before_kib : maxrss_before));
  if (instructions != g.instructions || schedule != g.scheduled || peak <= 0) {
    std::fprintf(stderr,
                 "hlo_bench: wrong result: %zu instructions parsed (%zu written), %zu scheduled (%zu expected), "
                 "peak %lld\n",
                 instructions, g.instructions, schedule, g.scheduled, static_cast<long long>(peak));
    return 1;
  }

  std::size_t lines = 0, checked = 0;
  const int reps = n >= 1'000'000 ? 3 : 5;
  // Each run reads a copy of the text made before its clock starts, moved in as above.
  double e2e_s = 1e300, scan_s = 1e300;
  for (int rep = 0; rep < reps; ++rep) {
    std::string copy(text);
    const auto [e, s] = best_of(
        1,
        [&] {
          const hlo_module m = parse_hlo_module(std::move(copy));
          checked = hlo_liveness(m).schedule.size();
        },
        [&] { lines = count_lines(text); });
    e2e_s = std::min(e2e_s, e), scan_s = std::min(scan_s, s);
  }
  if (checked != schedule || lines == 0) {
    std::fprintf(stderr, "hlo_bench: runs differ: %zu scheduled then %zu; %zu lines\n", schedule, checked, lines);
    return 1;
  }

  const double mb_per_s = mb / e2e_s, ratio = e2e_s / scan_s;
  const double rss_mib = static_cast<double>(growth_kib) / 1024;
  const double rss_ratio = static_cast<double>(growth_kib) * 1024 / static_cast<double>(text.size());
  std::printf(
      "hlo instructions=%zu mb=%.1f mb_per_s=%.1f goal>=%.0f ratio_vs_scan=%.2f goal<=%.0f rss_mib=%.0f "
      "rss_vs_text=%.2f goal<=%.0f  (end to end %.1f ms, scan %.2f ms; first run: parse %.1f ms, liveness %.1f ms; "
      "%zu scheduled, %zu lines, peak %s, peak rss %s; generate %.0f ms)\n",
      instructions, mb, mb_per_s, goal_mb_per_s, ratio, goal_ratio, rss_mib, rss_ratio, goal_rss, e2e_s * 1e3,
      scan_s * 1e3, first_parse_s * 1e3, first_liveness_s * 1e3, schedule, lines,
      fmt::format("{}", bytes{peak}).c_str(), hwm ? "VmHWM" : "ru_maxrss", generate_s * 1e3);
  std::fflush(stdout);
  int status = 0;
  if (ratio > goal_ratio)
    std::fprintf(stderr, "hlo_bench: goal missed: ratio_vs_scan=%.2f at instructions=%zu is past its goal <= %.0f%s\n",
                 ratio, instructions, goal_ratio, ratio > guard_ratio ? "" : " (within the guard)");
  if (rss_ratio > goal_rss)
    std::fprintf(stderr, "hlo_bench: goal missed: rss_vs_text=%.2f at instructions=%zu is past its goal <= %.0f%s\n",
                 rss_ratio, instructions, goal_rss, rss_ratio > guard_rss ? "" : " (within the guard)");
  if (ratio > guard_ratio) {
    std::fprintf(stderr, "hlo_bench: guard failed: ratio_vs_scan=%.2f is past %.0f, a regression\n", ratio,
                 guard_ratio);
    status = 1;
  }
  if (rss_ratio > guard_rss) {
    std::fprintf(stderr, "hlo_bench: guard failed: rss_vs_text=%.2f is past %.0f, a regression\n", rss_ratio,
                 guard_rss);
    status = 1;
  }
  if (mb_per_s < goal_mb_per_s)
    std::fprintf(stderr, "hlo_bench: note: mb_per_s=%.1f is below its goal >= %.0f (not failed: it is the machine's)\n",
                 mb_per_s, goal_mb_per_s);
  return status;
}
