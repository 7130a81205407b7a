// Deep and wide module texts for the tests of the readers' limits and of their time (issue 44):
// StableHLO regions nested `n` deep, a tuple type nested `n` deep, call chains `n` deep in HLO and
// StableHLO text (a call, a while and a conditional in turn in HLO), and a flat module of `n` ops.
// tests/fuzz/corpus_deep.py writes the same shapes of text into the fuzz corpora.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace shardmem::test {

// @main holding `n` `stablehlo.case` ops, each in the one region of the one before.
inline std::string stablehlo_nested_regions(std::size_t n) {
  std::string s = "module {\nfunc.func @main(%arg0: tensor<i32>) -> tensor<i32> {\n";
  for (std::size_t k = 0; k < n; ++k) s += fmt::format("%{} = \"stablehlo.case\"(%arg0) ({{\n", k);
  s += "stablehlo.return %arg0 : tensor<i32>\n";
  for (std::size_t k = n; k-- > 0;) {
    s += "}) : (tensor<i32>) -> tensor<i32>\n";
    s += k > 0 ? fmt::format("stablehlo.return %{} : tensor<i32>\n", k) : "return %0 : tensor<i32>\n";
  }
  return s + "}\n}\n";
}

// `tuple<` written `n` times around a tensor<f32>.
inline std::string mlir_nested_tuple(std::size_t n) {
  std::string t;
  for (std::size_t k = 0; k < n; ++k) t += "tuple<";
  t += "tensor<f32>";
  t.append(n, '>');
  return fmt::format("module {{\nfunc.func @main(%arg0: {0}) -> {0} {{\nreturn %arg0 : {0}\n}}\n}}\n", t);
}

// An HLO parameter whose shape is `n` tuples inside one another.
inline std::string hlo_nested_tuple(std::size_t n) {
  return fmt::format("HloModule m\n\nENTRY e {{\n  ROOT p = {}f32[]{} parameter(0)\n}}\n", std::string(n, '('),
                     std::string(n, ')'));
}

// ENTRY main calls c{n}, which calls c{n-1} ... down to c0, a negate: each level a call or, with
// `control_flow`, a call, then a while (its body the next level, its condition a constant), then
// a conditional (the next level and a negate as its branches), in turn.
inline std::string hlo_call_chain(std::size_t n, bool control_flow = false) {
  std::string s = "HloModule chain\n\nc0 {\n  p = f32[4]{0} parameter(0)\n  ROOT r = f32[4]{0} negate(p)\n}\n\n";
  for (std::size_t k = 1; k <= n + 1; ++k) {
    const std::string name = k == n + 1 ? "ENTRY main" : fmt::format("c{}", k);
    if (!control_flow || k % 3 == 1) {
      s += fmt::format("{} {{\n  p = f32[4]{{0}} parameter(0)\n  ROOT r = f32[4]{{0}} call(p), to_apply=c{}\n}}\n\n",
                       name, k - 1);
    } else if (k % 3 == 2) {
      s += fmt::format("cond{} {{\n  p = f32[4]{{0}} parameter(0)\n  ROOT t = pred[] constant(false)\n}}\n\n", k);
      s += fmt::format(
          "{} {{\n  p = f32[4]{{0}} parameter(0)\n  ROOT r = f32[4]{{0}} while(p), condition=cond{}, body=c{}\n}}\n\n",
          name, k, k - 1);
    } else {
      s += fmt::format("other{} {{\n  p = f32[4]{{0}} parameter(0)\n  ROOT r = f32[4]{{0}} negate(p)\n}}\n\n", k);
      s += fmt::format(
          "{} {{\n  p = f32[4]{{0}} parameter(0)\n  b = s32[] constant(0)\n  ROOT r = f32[4]{{0}} conditional(b, p, p), "
          "branch_computations={{c{}, other{}}}\n}}\n\n",
          name, k - 1, k);
    }
  }
  return s;
}

// @main calls @f{n}, which calls @f{n-1} ... down to @f0, a negate; @main's argument with
// `sharding` (its mhlo.sharding) where one is given.
inline std::string stablehlo_call_chain(std::size_t n, std::string_view sharding = {}) {
  std::string s =
      "module {\nfunc.func private @f0(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n%0 = stablehlo.negate %arg0 : "
      "tensor<4xf32>\nreturn %0 : tensor<4xf32>\n}\n";
  for (std::size_t k = 1; k <= n + 1; ++k) {
    const bool main = k == n + 1;
    s += fmt::format(
        "func.func {} @{}(%arg0: tensor<4xf32>{}) -> tensor<4xf32> {{\n%0 = call @f{}(%arg0) : (tensor<4xf32>) -> "
        "tensor<4xf32>\nreturn %0 : tensor<4xf32>\n}}\n",
        main ? "public" : "private", main ? std::string("main") : fmt::format("f{}", k),
        main && !sharding.empty() ? fmt::format(" {{mhlo.sharding = \"{}\"}}", sharding) : "", k - 1);
  }
  return s + "}\n";
}

// A flat HLO module of `n` instructions: a parameter, then adds, each of the one before.
inline std::string hlo_wide(std::size_t n) {
  std::string s = "HloModule wide\n\nENTRY main {\n  a0 = f32[8]{0} parameter(0), sharding={replicated}\n";
  for (std::size_t k = 1; k < n; ++k)
    s += fmt::format("  {}a{} = f32[8]{{0}} add(a{}, a0), metadata={{op_name=\"jit(f)/add\"}}\n",
                     k + 1 == n ? "ROOT " : "", k, k - 1);
  return s + "}\n";
}

// A flat StableHLO @main of `n` ops: adds, each of the one before.
inline std::string stablehlo_wide(std::size_t n) {
  std::string s =
      "module @wide {\n  func.func public @main(%arg0: tensor<8xf32> {mhlo.sharding = \"{replicated}\"}) -> "
      "tensor<8xf32> {\n    %0 = stablehlo.add %arg0, %arg0 : tensor<8xf32>\n";
  for (std::size_t k = 1; k < n; ++k)
    s += fmt::format("    %{} = stablehlo.add %{}, %arg0 : tensor<8xf32>\n", k, k - 1);
  return s + fmt::format("    return %{} : tensor<8xf32>\n  }}\n}}\n", n - 1);
}

}  // namespace shardmem::test
