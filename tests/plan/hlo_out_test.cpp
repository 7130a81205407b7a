// Tests for plan/hlo_out.hpp: the planned step written as scheduled HLO text and read back by
// shardmem's own HLO reader (parse_hlo_module, analyze_hlo) to the plan's memory_analysis.
#include <doctest/doctest.h>

#include <shardmem/plan/hlo_out.hpp>
#include <shardmem/plan/options.hpp>
#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>

#include <cstdint>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

memory_stats read_back(const std::string& text, hlo_backend backend) {
  const hlo_memory_summary s = analyze_hlo(parse_hlo_module(text), 0, backend);
  REQUIRE(s.categories.has_value());
  return *s.categories;
}

// The leaves of the written step's result: a tuple's elements, or 1.
std::int64_t result_leaves(const std::string& text) {
  const hlo_module m = parse_hlo_module(text);
  const hlo_shape& root = m.entry()->root()->shape;
  return root.is_tuple() ? static_cast<std::int64_t>(root.elements.size()) : 1;
}

// The bytes of device temporaries the best-fit heaps leave between values (hlo_allocation::gaps).
bytes heap_gaps(const std::string& text, hlo_backend backend) {
  std::int64_t gaps = 0;
  for (const hlo_allocation& a : hlo_assign_buffers(parse_hlo_module(text), backend).allocations)
    if (a.kind == hlo_allocation::kind_t::temp && a.memory_space != 5) gaps += a.gaps;
  return bytes{gaps};
}

struct round_trip {
  memory_analysis plan, plan_host;
  memory_stats read;
  bytes gaps{0};  // of the read-back's device temp
  std::int64_t leaves = 0;
  hlo_backend backend = hlo_backend::gpu;
};

round_trip plan_and_read(const plan_options& o) {
  const plan_input in = read_plan_options(o);
  round_trip r;
  r.backend = in.target.backend;
  const memory_plan p = plan(in.config, in.target);
  r.plan = p.categories;
  const training_config cfg = resolve_axis_roles(in.config);
  if (cfg.parallel.pipeline.empty()) {
    const training_step s = build_step(cfg, {.whole = true});
    if (r.backend != hlo_backend::cpu) {
      r.plan_host = s.liveness().host;
    } else {  // the plan's CPU step is the step as XLA:CPU compiles it
      const cpu_step c = cpu_compiled_step(s.graph(), s.forward_ops(), s.optimizer_from(), cfg.scan_layers);
      r.plan_host = analyze_liveness(c.graph, c.order).host;
    }
  }
  const std::string text = plan_hlo_text(in.config, in.target);
  r.read = read_back(text, in.target.backend);
  r.gaps = heap_gaps(text, in.target.backend);
  r.leaves = result_leaves(text);
  return r;
}

// Argument, alias and the host twins read back as planned; output with the result tuple's index
// table (8 bytes a leaf), which the plan counts for XLA:CPU only. XLA:CPU has one memory: what
// the plan keeps in pinned_host is read back as device memory, host_* 0.
void check_all_but_temp(const round_trip& r) {
  const bool cpu = r.backend == hlo_backend::cpu;
  auto folded = [&](bytes device, bytes host) { return cpu ? device + host : device; };
  CHECK(r.read.device.argument == folded(r.plan.argument, r.plan_host.argument));
  CHECK(r.read.device.alias == folded(r.plan.alias, r.plan_host.alias));
  const bytes table{cpu || r.leaves < 2 ? 0 : 8 * r.leaves};
  CHECK(r.read.device.output == folded(r.plan.output, r.plan_host.output) + table);
  CHECK(r.read.host == (cpu ? memory_analysis{} : r.plan_host));
}

plan_options options(std::string model = "llama3.1-8b") {
  plan_options o;
  o.model = std::move(model);
  return o;
}

}  // namespace

TEST_CASE("a planned step written as HLO reads back to the plan's memory_analysis on the presets") {
  struct named {
    std::string what;
    plan_options o;
  };
  std::vector<named> cases;
  cases.push_back({"zero 3, donated", options()});
  auto with = [&](const char* what, auto change, std::string model = "llama3.1-8b") {
    plan_options o = options(std::move(model));
    change(o);
    cases.push_back({what, o});
  };
  with("not donated", [](plan_options& o) { o.donate = false; });
  with("zero 0, not donated", [](plan_options& o) { o.zero = 0, o.donate = false; });
  with("zero 2", [](plan_options& o) { o.zero = 2; });
  with("tensor", [](plan_options& o) { o.mesh = mesh{{"data", 2}, {"model", 4}}; });
  with("remat none", [](plan_options& o) { o.remat = "none"; });
  with("remat dots_saveable", [](plan_options& o) { o.remat = "dots_saveable"; });
  with("remat save_layer_input", [](plan_options& o) { o.remat = "save_layer_input"; });
  with("remat offload_layer_input", [](plan_options& o) { o.remat = "offload_layer_input"; });
  with("offload optimizer", [](plan_options& o) { o.offload = {"optimizer"}; });
  with("offload params", [](plan_options& o) { o.offload = {"params"}; });
  with("scanned layers", [](plan_options& o) { o.scan_layers = true; });
  with("eval", [](plan_options& o) { o.eval = true; });
  with("adafactor", [](plan_options& o) { o.optimizer = "adafactor"; });
  with("accumulation", [](plan_options& o) { o.batch = 64; });
  with("adapters", [](plan_options& o) { o.adapter_rank = 16; });
  with("pipeline", [](plan_options& o) {
    o.mesh = mesh{{"data", 2}, {"pipe", 4}};
    o.pipeline_axis = "pipe";
    o.batch = 64;
  });
  with("cpu, zero 0", [](plan_options& o) { o.zero = 0, o.backend = "cpu"; });
  with("cpu, zero 1, not donated", [](plan_options& o) { o.zero = 1, o.backend = "cpu", o.donate = false; });
  with("cpu, zero 2", [](plan_options& o) { o.zero = 2, o.backend = "cpu"; });
  for (const named& c : cases) {
    CAPTURE(c.what);
    const round_trip r = plan_and_read(c.o);
    check_all_but_temp(r);
    CHECK(r.read.device.temp == r.plan.temp);
    CHECK(r.gaps == bytes{0});  // the heap packs the planned step without a gap
  }
}

// Where buffer assignment packs temporaries otherwise than the planner counts them: the
// best-fit heap leaves gaps (128-byte alignment and fragmentation) above the planner's
// no-fragmentation peak, which the same heap's no-fragmentation size equals exactly; and on
// XLA:CPU without donation XLA's MaybeAssignBuffer puts more temporaries into output allocations
// than place_in_outputs does.
TEST_CASE("a planned step read back differs in temp only where buffer assignment packs otherwise") {
  plan_options sp = options();
  sp.mesh = mesh{{"data", 2}, {"model", 4}};
  sp.sequence_parallel = true;
  plan_options sqrt_n = options();
  sqrt_n.remat = "sqrt_n";
  plan_options experts = options("mixtral-8x7b");
  experts.mesh = mesh{{"data", 2}, {"expert", 4}};
  // Where elementwise ops take their dying operands' buffers, the heap packs around the chains.
  plan_options zero0 = options(), zero1 = options(), chunked = options(), tensor70b = options("llama3.1-70b");
  zero0.zero = 0, zero1.zero = 1, chunked.chunked_loss = true;
  tensor70b.mesh = mesh{{"data", 16}, {"model", 8}}, tensor70b.devices_per_process = 8;
  for (const plan_options& o : {sp, sqrt_n, experts, zero0, zero1, chunked, tensor70b}) {
    const round_trip r = plan_and_read(o);
    check_all_but_temp(r);
    CHECK(r.gaps > bytes{0});
    CHECK(r.read.device.temp - r.gaps == r.plan.temp);  // the heap, no fragmentation
  }
  // XLA:CPU's heap also leaves a gap: the 4-byte loss above the peak's block (host and device
  // temporaries are one heap there).
  plan_options cpu_offload = options();
  cpu_offload.backend = "cpu", cpu_offload.offload = {"optimizer"};
  const round_trip offloaded = plan_and_read(cpu_offload);
  check_all_but_temp(offloaded);
  CHECK(offloaded.read.device.temp == offloaded.plan.temp + offloaded.plan_host.temp + bytes{4});
  CHECK(offloaded.gaps == bytes{4});
  plan_options cpu = options();
  cpu.zero = 0, cpu.backend = "cpu", cpu.donate = false;
  const round_trip r = plan_and_read(cpu);
  check_all_but_temp(r);
  CHECK(r.read.device.temp < r.plan.temp);  // more temporaries in output allocations
}

TEST_CASE("graph_hlo_text writes in-place ops, views, workspaces, donations and pinned_host values") {
  dataflow_graph g(mesh{{"data", 2}});
  const auto w = g.add_value({.tensor = {"w", {64, 32}, dtype::f32}, .spec = {"data"}, .role = role::parameter});
  const auto x = g.add_value({.tensor = {"x/in", {8, 64}, dtype::bf16}, .role = role::input});
  const auto h = g.add_value({.tensor = {"h", {8, 32}, dtype::f32}});
  const auto hv = g.add_value({.tensor = {"h.view", {256}, dtype::f32}});
  const auto hi = g.add_value({.tensor = {"h.relu", {8, 32}, dtype::f32}});
  const auto off = g.add_value(
      {.tensor = {"h.host", {8, 32}, dtype::f32}, .role = role::activation, .memory_kind = memory_kind::pinned_host});
  const auto w2 = g.add_value({.tensor = {"w.new", {64, 32}, dtype::f32}, .spec = {"data"}, .role = role::parameter});
  g.add_op({.name = "dot", .scope = "layer.0", .inputs = {x, w}, .outputs = {h}, .workspace = 4_KiB});
  g.add_op({.name = "flatten", .inputs = {h}, .outputs = {hv}, .views = {{h, hv}}});
  g.add_op({.name = "relu", .inputs = {hv}, .outputs = {hi}, .in_place = {{hv, hi}}});
  g.add_op({.name = "offload", .inputs = {hi}, .outputs = {off}});
  g.add_op({.name = "update", .inputs = {w, off}, .outputs = {w2}});
  g.donate(w, w2);
  g.mark_output(off);
  const schedule order = g.topological_order();
  const std::string text = graph_hlo_text(g, order.order(), "tiny");
  CHECK(text.starts_with("HloModule tiny, is_scheduled=true, input_output_alias={ {1}: (0, {}, may-alias) }, "
                         "entry_computation_layout={(f32[32,32]{1,0}, bf16[8,64]{1,0})->(f32[8,32]{1,0:S(5)}, "
                         "f32[32,32]{1,0})}\n"));
  CHECK(text.find("x_in.1 = bf16[8,64]{1,0} parameter(1)") != std::string::npos);
  CHECK(text.find("dot.ws0 = u8[4096]{0} custom-call(), custom_call_target=\"shardmem.custom\", "
                  "metadata={op_name=\"layer.0/dot\"}") != std::string::npos);
  CHECK(text.find("h.view.3 = f32[256]{0} bitcast(h.2)") != std::string::npos);
  CHECK(text.find("h.relu.4 = f32[8,32]{1,0} custom-call(h.view.3), output_to_operand_aliasing={{}: (0, {})}") !=
        std::string::npos);
  const liveness_result live = analyze_liveness(g, order);
  const memory_stats read = read_back(text, hlo_backend::gpu);
  CHECK(read.device.argument == live.device.argument);
  CHECK(read.device.alias == live.device.alias);
  CHECK(read.device.output == live.device.output + bytes{16});  // and the result tuple's index table
  CHECK(read.device.temp == live.device.temp);
  CHECK(read.host == live.host);
}

TEST_CASE("graph_hlo_text refuses an order that is not a schedule of the graph") {
  dataflow_graph g(mesh{{"data", 1}});
  const auto x = g.add_value({.tensor = {"x", {4}, dtype::f32}, .role = role::input});
  const auto y = g.add_value({.tensor = {"y", {4}, dtype::f32}});
  g.add_op({.name = "f", .inputs = {x}, .outputs = {y}});
  const std::vector<op_id> longer{op_id{0}, op_id{0}};
  CHECK_THROWS_WITH_AS((void)graph_hlo_text(g, longer), doctest::Contains("the order has 2 ops but the graph has 1"),
                       invalid_error);
  const auto z = g.add_value({.tensor = {"z", {4}, dtype::f32}});
  g.add_op({.name = "g", .inputs = {y}, .outputs = {z}});
  const std::vector<op_id> twice{op_id{0}, op_id{0}};
  CHECK_THROWS_WITH_AS((void)graph_hlo_text(g, twice), doctest::Contains("lists op 0 twice"), invalid_error);
}

TEST_CASE("a scalar is written without a layout, which XLA's parser refuses as {}") {
  dataflow_graph g(mesh{{"data", 2}});
  const auto x = g.add_value({.tensor = {"x", {8}, dtype::f32}, .spec = {"data"}, .role = role::input});
  const auto loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
  const auto host = g.add_value({.tensor = {"loss.host", {}, dtype::f32}, .memory_kind = memory_kind::pinned_host});
  g.add_op({.name = "sum", .inputs = {x}, .outputs = {loss}});
  g.add_op({.name = "offload", .inputs = {loss}, .outputs = {host}});
  g.mark_output(loss);
  g.mark_output(host);
  const schedule order = g.topological_order();
  const std::string text = graph_hlo_text(g, order.order());
  CHECK(text.find("loss.1 = f32[] custom-call(x.0)") != std::string::npos);
  CHECK(text.find("loss.host.2 = f32[]{:S(5)} custom-call(loss.1)") != std::string::npos);
  CHECK(text.find("[]{}") == std::string::npos);
  CHECK(read_back(text, hlo_backend::gpu).host.output == bytes{4});
}
