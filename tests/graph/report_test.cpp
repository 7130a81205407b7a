// Tests for graph/report.hpp: the printed liveness report.
#include <doctest/doctest.h>

#include <shardmem/graph/report.hpp>

using namespace shardmem;

TEST_CASE("the liveness report shows the timeline, the peak and what is live there") {
  dataflow_graph g(mesh{{"d", 2}});
  const auto w = g.add_value({.tensor = {"w", {1024, 256}, dtype::f32}, .spec = {"d"}, .role = role::parameter});
  const auto h = g.add_value({.tensor = {"h", {1024, 256}, dtype::f32}, .spec = {"d"}});
  const auto y = g.add_value({.tensor = {"y", {}, dtype::f32}, .role = role::output});
  g.add_op({.name = "fwd", .scope = "layer.0", .inputs = {w}, .outputs = {h}, .workspace = 1_KiB});
  g.add_op({.name = "sum", .scope = "head", .inputs = {h}, .outputs = {y}});
  g.mark_output(y);
  const auto s = g.topological_order();
  const auto text = liveness_report(g, s, analyze_liveness(g, s), {.top = 5, .bar_width = 10});
  CHECK(text ==
        " step  op   scope     live/device   host/device\n"
        "    0  fwd  layer.0      1.00 MiB           0 B  ########## <- peak\n"
        "    1  sum  head         1.00 MiB           0 B  #########\n"
        "\n"
        "peak 1.00 MiB per device at step 0, op 'fwd' (layer.0)\n"
        "memory_analysis per device: argument 512.00 KiB, output 4 B, alias 0 B, temp 513.00 KiB, total 1.00 MiB\n"
        "at the peak, by role: parameter 512.00 KiB, activation 512.00 KiB, temporary 1.00 KiB, output 4 B\n"
        "largest live at the peak (4 of 4):\n"
        "    512.00 KiB  parameter            'w' f32[1024,256] P('d')  [steps 0..1]\n"
        "    512.00 KiB  activation           'h' f32[1024,256] P('d')  [steps 0..1]\n"
        "      1.00 KiB  temporary            workspace of op 'fwd'  [steps 0..0]\n"
        "           4 B  output               'y' f32[] P()  [steps 0..1]\n");
}

TEST_CASE("a long timeline is sampled but keeps the peak row") {
  dataflow_graph g(mesh{{"d", 1}});
  value_id prev = g.add_value({.tensor = {"x0", {8}, dtype::u8}, .role = role::input});
  for (int i = 1; i <= 100; ++i) {
    const auto next = g.add_value({.tensor = {fmt::format("x{}", i), {i == 57 ? 1000 : 8}, dtype::u8}});
    g.add_op({.name = fmt::format("op{}", i), .inputs = {prev}, .outputs = {next}});
    prev = next;
  }
  const auto s = g.topological_order();
  const auto r = analyze_liveness(g, s);
  CHECK(r.peak_step == 56);
  const auto text = liveness_report(g, s, r, {.max_rows = 10});
  CHECK(text.find("   56  op57") != std::string::npos);
  CHECK(text.find("<- peak") != std::string::npos);
  CHECK(text.find("  ...\n") != std::string::npos);
  CHECK(text.find("   99  op100") != std::string::npos);  // the last step is kept
  CHECK(text.find("   13  op14") == std::string::npos);   // sampled out
}

// Checked arithmetic: the report drew each row's bar as timeline * width / peak in int64, which
// overflows once a timeline passes 2^63 / 30 bytes.
TEST_CASE("audit: the report of an exabyte timeline draws its bars without overflowing") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto w = g.add_value({.tensor = {"w", {std::int64_t{1} << 62}, dtype::u8}, .role = role::parameter});
  const auto y = g.add_value({.tensor = {"y", {std::int64_t{1} << 61}, dtype::u8}});
  g.add_op({.name = "f", .inputs = {w}, .outputs = {y}});
  const auto s = g.topological_order();
  const auto r = analyze_liveness(g, s);
  const std::string text = liveness_report(g, s, r);
  CHECK(text.find("6.00 EiB") != std::string::npos);
  CHECK(text.find(std::string(30, '#') + " <- peak") != std::string::npos);
}

TEST_CASE("liveness_report with max_rows 0 is refused, not a division by zero (SIGFPE)") {
  dataflow_graph g(mesh{{"d", 1}});
  const auto x = g.add_value({.tensor = {"x", {8}, dtype::u8}, .role = role::input});
  const auto y = g.add_value({.tensor = {"y", {8}, dtype::u8}, .role = role::output});
  g.add_op({.name = "f", .inputs = {x}, .outputs = {y}});
  g.mark_output(y);
  const auto s = g.topological_order();
  const auto r = analyze_liveness(g, s);
  CHECK_THROWS_WITH_AS((void)liveness_report(g, s, r, {.max_rows = 0}),
                       "liveness_report: max_rows is 0; the timeline needs at least 1 row (its peak)", invalid_error);
  CHECK(liveness_report(g, s, r, {.max_rows = 1}).find("<- peak") != std::string::npos);
}
