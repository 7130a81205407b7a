// Tests for shardmem/view/hlo_view.hpp: a compiled program's page, its panel read back against
// the summary's own timeline and JAX's memory_analysis() of the same program.
#include <doctest/doctest.h>

#include <shardmem/view/hlo_view.hpp>
#include <shardmem/view/trace.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "../xla/test_data.hpp"

using namespace shardmem;

namespace {

hlo_memory_summary summary_of(const char* file, bool all_buffers = true) {
  const std::string text = test::read_file(test::data_dir() / file);
  REQUIRE(!text.empty());
  return analyze_hlo(parse_hlo_module(text), 0, hlo_backend::gpu, all_buffers);
}

}  // namespace

TEST_CASE("hlo_view: the panel holds at each time what the summary's timeline says, its peak JAX's") {
  for (const char* file :
       {"jax/bias_relu_x8/compiled.hlo", "jax/associative_scan/compiled.hlo", "handwritten/scan_loop.hlo"}) {
    CAPTURE(file);
    const hlo_memory_summary s = summary_of(file);
    const view_page page = hlo_view(s);
    REQUIRE(page.panels.size() == 1);
    const view_panel& p = page.panels[0];
    REQUIRE(p.by_role.size() == s.timeline.size());
    for (std::size_t t = 0; t < s.timeline.size(); ++t) {
      CAPTURE(t);
      CHECK(p.live(t) == s.timeline[t]);
    }
    CHECK(p.peak.count() == s.peak);
    CHECK(p.peak_step == s.peak_time);
    CHECK(p.ops.at(static_cast<std::size_t>(p.peak_step)) == s.peak_instruction);
    CHECK(p.unlisted == 0);
    CHECK(page.fits == std::nullopt);  // a program has no verdict, only its peak
  }
  // JAX 0.10.2's memory_analysis() of this program on 8 CPU devices
  // (tests/data/jax/bias_relu_x8/memory_analysis.json): peak_memory_in_bytes 133120.
  const view_page page = hlo_view(summary_of("jax/bias_relu_x8/compiled.hlo"));
  CHECK(page.panels[0].peak == bytes{133120});
  // Arguments and outputs by their roles: argument 67584 and output 65536 bytes in the same file.
  const view_panel& p = page.panels[0];
  CHECK(p.by_role[0][static_cast<std::size_t>(role::parameter)] == 67584);
  CHECK(p.by_role[p.by_role.size() - 1][static_cast<std::size_t>(role::output)] == 65536);
  bool argument = false, output = false;
  for (const view_buffer& b : p.buffers) {
    CHECK(!b.name.empty());
    CHECK(!b.type.empty());
    argument = argument || b.allocation == "argument";
    output = output || b.allocation == "output";
  }
  CHECK(argument);
  CHECK(output);
}

TEST_CASE("hlo_view refuses a summary made without its buffers, naming the call that makes them") {
  CHECK_THROWS_WITH_AS((void)hlo_view(summary_of("jax/bias_relu_x8/compiled.hlo", false)),
                       "hlo_view: the summary of module 'jit__lambda' was made without its buffers; make it with "
                       "analyze_hlo(module, depth, backend, true)",
                       invalid_error);
}

TEST_CASE("hlo_view refuses a summary with buffers but no schedule") {
  hlo_memory_summary s = summary_of("jax/bias_relu_x8/compiled.hlo");
  s.steps.clear();
  CHECK_THROWS_WITH_AS((void)hlo_view(s),
                       "hlo_view: the summary of module 'jit__lambda' has buffers but no schedule; make it with "
                       "analyze_hlo(module, depth, backend, true)",
                       invalid_error);
}

TEST_CASE("hlo_diff_view: two programs side by side with the changes as tables") {
  const hlo_memory_summary a = summary_of("jax/bias_relu_x8/compiled.hlo");
  const hlo_memory_summary b = summary_of("jax/associative_scan/compiled.hlo");
  const view_page page = hlo_diff_view(a, b);
  CHECK(page.side_by_side);
  REQUIRE(page.panels.size() == 2);
  CHECK(page.panels[0].name == "A: " + a.module);
  CHECK(page.panels[1].peak.count() == b.peak);
  REQUIRE(!page.tables.empty());
  CHECK(page.tables[0].title == "memory_analysis");
}

TEST_CASE("a program's trace: its counters sum to the summary's timeline at every time") {
  const hlo_memory_summary s = summary_of("jax/associative_scan/compiled.hlo");
  const nlohmann::json trace = nlohmann::json::parse(view_trace_json(hlo_view(s)));
  std::map<std::int64_t, std::int64_t> at;
  std::size_t ops = 0;
  for (const auto& e : trace.at("traceEvents")) {
    if (e.at("ph") == "X" && e.at("cat") == "op") ++ops;
    if (e.at("ph") != "C") continue;
    std::int64_t sum = 0;
    for (const auto& [role, b] : e.at("args").items()) sum += b.get<std::int64_t>();
    at[e.at("ts").get<std::int64_t>()] = sum;
  }
  std::int64_t now = -1;
  for (std::size_t t = 0; t < s.timeline.size(); ++t) {
    CAPTURE(t);
    if (const auto it = at.find(static_cast<std::int64_t>(t)); it != at.end()) now = it->second;
    CHECK(now == s.timeline[t]);
  }
  CHECK(ops == s.timeline.size());  // each instruction of the schedule, and its end
}
