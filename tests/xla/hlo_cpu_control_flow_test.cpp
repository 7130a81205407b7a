// Tests for xla/hlo_cpu_control_flow.hpp: a lowered while and case made HLO's while and
// conditional for XLA:CPU's passes, and the copies XLA's copy insertion gives a loop's state. Each
// module is a small version of a program of tests/data/jax (issue 45's corpus, JAX 0.10.2 on CPU).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_cpu_control_flow.hpp>
#include <shardmem/xla/hlo_cpu_fusion.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "cpu_passes.hpp"

using namespace shardmem;

namespace {

// tests/data/jax/fori_loop_matmul_1dev: ten steps of x = tanh(w @ x), w passed through, as JAX
// lowers a fori_loop (the counter and x changed by the body).
constexpr std::string_view fori_loop = R"(module @m {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<256x256xf32>, tensor<i32>, tensor<256x256xf32>
    cond {
      %c_2 = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.dot_general %iterArg, %iterArg_1, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %2 = stablehlo.tanh %1 : tensor<256x256xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %3, %2 : tensor<256x256xf32>, tensor<i32>, tensor<256x256xf32>
    }
    return %0#2 : tensor<256x256xf32>
  }
})";

// tests/data/jax/switch_three_branches, smaller: a case whose branches read %arg1 from around
// them, one through a call.
constexpr std::string_view switch_case = R"(module @m {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %1 = stablehlo.sine %arg1 : tensor<128x128xf32>
      stablehlo.return %1 : tensor<128x128xf32>
    }, {
      %1 = func.call @twice(%arg1) : (tensor<128x128xf32>) -> tensor<128x128xf32>
      stablehlo.return %1 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
  func.func private @twice(%arg0: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
})";

// The instruction of `m`'s computation `c` named `name`.
const hlo_instruction& named(const hlo_module& m, std::string_view c, std::string_view name) {
  const hlo_computation* comp = m.find(c);
  REQUIRE(comp != nullptr);
  const auto it = std::find_if(comp->instructions.begin(), comp->instructions.end(),
                               [&](const hlo_instruction& in) { return in.name == name; });
  REQUIRE(it != comp->instructions.end());
  return *it;
}

}  // namespace

TEST_CASE("CPU: a lowered while is HLO's while, its condition and body called with the loop state tuple") {
  std::vector<std::string_view> made;
  const hlo_module m = hlo_structured_control_flow(parse_stablehlo_module(std::string(fori_loop)), &made);
  CHECK(made == std::vector<std::string_view>{"0"});
  const hlo_instruction& loop = named(m, "main", "0");
  CHECK(loop.opcode == "while");
  REQUIRE(loop.operands.size() == 1);
  REQUIRE(loop.called.size() == 2);
  const hlo_instruction& state = named(m, "main", loop.operands[0]);
  CHECK(state.opcode == "tuple");
  CHECK(std::vector<std::string_view>(state.operands.begin(), state.operands.end()) ==
        std::vector<std::string_view>{"arg1", "c", "arg0"});
  // Each block argument a get-tuple-element of the one parameter; the body returns the tuple.
  for (const std::string_view region : loop.called) {
    const hlo_instruction& p = named(m, region, fmt::format("{}.arg_tuple", region));
    CHECK(p.opcode == "parameter");
    CHECK(p.shape.elements.size() == 3);
    const hlo_instruction& counter = named(m, region, "iterArg_0");
    CHECK(counter.opcode == "get-tuple-element");
    CHECK(counter.tuple_index == 1);
  }
  CHECK(m.find(loop.called[1])->root()->opcode == "tuple");
  // The body's dot is a temporary each step (JAX: 262212, XLA's while and copies as compiled).
  CHECK(test::cpu_temp(std::string(fori_loop)) == 262212);
}

TEST_CASE("CPU: a while's state the body changes is copied from a parameter or constant, as XLA's copy insertion") {
  // The counter (a constant) and x (a parameter) start in buffers of their own; w, passed
  // through, is read in place.
  const hlo_module lowered = parse_stablehlo_module(std::string(fori_loop));
  const hlo_module m = hlo_cpu_passes(lowered).module;
  std::vector<std::string_view> copied;
  for (const hlo_instruction& in : m.entry()->instructions)
    if (in.opcode == "copy") copied.push_back(in.operands[0]);
  std::sort(copied.begin(), copied.end());
  CHECK(copied == std::vector<std::string_view>{"arg0", "c"});
}

TEST_CASE("CPU: a lowered case is HLO's conditional, each branch given the values it reads from around it") {
  std::vector<std::string_view> made;
  const hlo_module m = hlo_structured_control_flow(parse_stablehlo_module(std::string(switch_case)), &made);
  CHECK(made == std::vector<std::string_view>{"0"});
  const hlo_instruction& c = named(m, "main", "0");
  CHECK(c.opcode == "conditional");
  REQUIRE(c.operands.size() == 3);
  REQUIRE(c.called.size() == 2);
  for (std::size_t k = 0; k < 2; ++k) {
    const hlo_instruction& operand = named(m, "main", c.operands[k + 1]);
    CHECK(std::vector<std::string_view>(operand.operands.begin(), operand.operands.end()) ==
          std::vector<std::string_view>{"arg1"});
  }
  // The call in the second branch reads %arg1 again, through the branch's parameter.
  const hlo_computation* second = m.find(c.called[1]);
  REQUIRE(second != nullptr);
  const auto call = std::find_if(second->instructions.begin(), second->instructions.end(),
                                 [](const hlo_instruction& in) { return in.opcode == "call"; });
  REQUIRE(call != second->instructions.end());
  REQUIRE(call->operands.size() == 1);
  CHECK(named(m, c.called[1], call->operands[0]).opcode == "get-tuple-element");
  // Analysed through the branches: each branch's result is the conditional's, the output, so the
  // temp holds only the operand tuples, not a f32[128,128] (65536 bytes).
  CHECK(test::cpu_temp(std::string(switch_case)) < 65536);
}

TEST_CASE("CPU: loop and branch bodies count in the lowered corpus's control flow" *
          doctest::skip(!test::have_corpus())) {
  // Their bodies were never called: a scan's stacked outputs and a cond's dots were missed or
  // doubled. Each is now within 1% of JAX's temp; fori_loop_matmul_x8's condition, whose
  // parameters the per-device sizing leaves whole, takes the loop state's sizes.
  for (const std::string_view name : {"scan_stacked_outputs_1dev", "cond_branches_1dev", "switch_three_branches",
                                      "lax_map_1dev", "fori_loop_matmul_1dev", "fori_loop_matmul_x8"}) {
    CAPTURE(name);
    const test::corpus_temp t = test::corpus_program(name);
    CHECK(std::abs(static_cast<double>(t.lowered - t.jax)) <= 0.01 * static_cast<double>(t.jax));
  }
}

TEST_CASE("CPU: a function with a loop called twice is inlined at each call, each while calling its own body") {
  // As threefry2x32 in tests/data/jax/llama_decomposition_masked_fsdp8: the regions were not
  // calls when the reader flattened the call graph, so both inlined whiles named one body.
  const std::string text = R"(module @m {
  func.func public @main(%arg0: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
    %0 = func.call @steps(%arg0) : (tensor<64xf32>) -> tensor<64xf32>
    %1 = func.call @steps(%0) : (tensor<64xf32>) -> tensor<64xf32>
    return %0, %1 : tensor<64xf32>, tensor<64xf32>
  }
  func.func private @steps(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<64xf32>
    cond {
      %c_1 = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      %2 = stablehlo.sine %iterArg_0 : tensor<64xf32>
      stablehlo.return %1, %2 : tensor<i32>, tensor<64xf32>
    }
    return %0#1 : tensor<64xf32>
  }
})";
  const hlo_module m = hlo_cpu_passes(parse_stablehlo_module(text)).module;
  std::vector<std::string_view> bodies;
  for (const hlo_instruction& in : m.entry()->instructions)
    if (in.opcode == "while") bodies.push_back(in.called[1]);
  REQUIRE(bodies.size() == 2);
  CHECK(bodies[0] != bodies[1]);
  CHECK_NOTHROW((void)test::cpu_temp(text));
}
