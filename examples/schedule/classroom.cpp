// classroom: the checkpoint schedules of a 16-stage chain of unit stages, side by side. For each
// strategy it prints the summary, the schedule in shardmem's notation and a timeline (one row per
// action: live bytes, held boundaries, kept stages, recomputation); then a comparison table; and
// it writes an SVG chart of live memory per step for store-all, sqrt(n) and revolve.
//
// Usage: classroom [chart.svg]   (default: classroom.svg in the current directory)
// Its output is kept in expected_classroom.txt and checked by the `classroom` test.
#include <cstdio>
#include <string>
#include <vector>

#include <fmt/core.h>

#include <shardmem/schedule.hpp>
#include <shardmem/schedule/svg.hpp>

namespace {

struct strategy {
  std::string name;
  shardmem::chain_schedule schedule;
};

}  // namespace

int main(int argc, char** argv) {
  using namespace shardmem;
  const std::string svg_path = argc > 1 ? argv[1] : "classroom.svg";
  const chain c = chain::unit(16);
  const bytes sqrt_peak = simulate(c, chen_sqrt(c)).peak;

  const std::vector<strategy> strategies{
      {"store everything", store_all(c)},
      {"PyTorch checkpoint_sequential, 4 segments", checkpoint_sequential(c, 4)},
      {"Chen et al. sqrt(n): 4 segments of 4", chen_sqrt(c)},
      {"nested (Haliax style), 2 levels", nested(c)},
      {"revolve (Griewank & Walther), 3 snapshots", revolve(c, 3)},
      {fmt::format("budgeted to the sqrt(n) peak, {}", sqrt_peak), budgeted(c, sqrt_peak)},
  };

  fmt::print("Checkpoint schedules for {}\n\n", c);
  fmt::print("Notation: A i advance (forward, drop activations), F i forward keeping activations, S b save\n");
  fmt::print("checkpoint x_b, R b restore it, D b discard it, B i backward; A0-3 = A0 A1 A2 A3.\n");
  fmt::print("{}\n", timeline_legend);

  for (const strategy& s : strategies) {
    const schedule_summary r = simulate(c, s.schedule);
    fmt::print("== {} ==\n{}\n{}\n\n{}\n", s.name, r, s.schedule, text_timeline(c, s.schedule));
  }

  fmt::print("== comparison ==\n{:<46} {:>6} {:>7} {:>8}\n", "strategy", "peak", "extra", "compute");
  for (const strategy& s : strategies) {
    const schedule_summary r = simulate(c, s.schedule);
    fmt::print("{:<46} {:>6} {:>7} {:>8}\n", s.name, fmt::format("{}", r.peak), r.extra_forwards, r.compute);
  }

  std::vector<memory_series> series;
  for (std::size_t k : {0, 2, 4})
    series.push_back({strategies[k].name, simulate(c, strategies[k].schedule, {.timeline = true}).timeline});
  const std::string svg = memory_chart_svg(series, {.title = "Live memory per step, 16 unit stages"});
  std::FILE* file = std::fopen(svg_path.c_str(), "w");
  if (file == nullptr || std::fwrite(svg.data(), 1, svg.size(), file) != svg.size()) {
    fmt::print(stderr, "classroom: cannot write {}\n", svg_path);
    return 1;
  }
  std::fclose(file);
  fmt::print("\nSVG chart of live memory per step written (store everything, sqrt(n), revolve).\n");
  return 0;
}
