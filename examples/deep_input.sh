#!/bin/sh
# Writes a module nested or chained N deep to stdout, for the tool's tests of the readers' limits:
#   deep_input.sh regions N          StableHLO: N stablehlo.case ops, each in the region of the one before
#   deep_input.sh tuple N            StableHLO: @main's argument a tuple<...> type N tuples deep
#   deep_input.sh hlo-calls N        HLO: ENTRY main calls cN, which calls c(N-1) ... c0, a negate
#   deep_input.sh stablehlo-calls N  StableHLO: @main calls @fN ... @f0, a negate
# (tests/xla/deep_inputs.hpp writes the same texts for the library's tests.)
set -eu
kind=$1 n=$2
case "$kind" in
  regions) awk -v n="$n" 'BEGIN {
    print "module {"; print "func.func @main(%arg0: tensor<i32>) -> tensor<i32> {"
    for (k = 0; k < n; k++) printf "%%%d = \"stablehlo.case\"(%%arg0) ({\n", k
    print "stablehlo.return %arg0 : tensor<i32>"
    for (k = n - 1; k >= 0; k--) {
      print "}) : (tensor<i32>) -> tensor<i32>"
      if (k > 0) printf "stablehlo.return %%%d : tensor<i32>\n", k; else print "return %0 : tensor<i32>"
    }
    print "}"; print "}" }' ;;
  tuple) awk -v n="$n" '
    function type() { for (k = 0; k < n; k++) printf "tuple<"; printf "tensor<f32>"; for (k = 0; k < n; k++) printf ">" }
    BEGIN {
      printf "module {\nfunc.func @main(%%arg0: "; type(); printf ") -> "; type(); printf " {\nreturn %%arg0 : "; type()
      printf "\n}\n}\n" }' ;;
  hlo-calls) awk -v n="$n" 'BEGIN {
    print "HloModule chain\n\nc0 {\n  p = f32[4]{0} parameter(0)\n  ROOT r = f32[4]{0} negate(p)\n}\n"
    for (k = 1; k <= n + 1; k++)
      printf "%s {\n  p = f32[4]{0} parameter(0)\n  ROOT r = f32[4]{0} call(p), to_apply=c%d\n}\n\n",
             k == n + 1 ? "ENTRY main" : "c" k, k - 1 }' ;;
  stablehlo-calls) awk -v n="$n" 'BEGIN {
    print "module {\nfunc.func private @f0(%arg0: tensor<4xf32>) -> tensor<4xf32> {"
    print "%0 = stablehlo.negate %arg0 : tensor<4xf32>\nreturn %0 : tensor<4xf32>\n}"
    for (k = 1; k <= n + 1; k++) {
      printf "func.func %s(%%arg0: tensor<4xf32>) -> tensor<4xf32> {\n", k == n + 1 ? "public @main" : "private @f" k
      printf "%%0 = call @f%d(%%arg0) : (tensor<4xf32>) -> tensor<4xf32>\nreturn %%0 : tensor<4xf32>\n}\n", k - 1
    }
    print "}" }' ;;
  *) echo "deep_input.sh: unknown kind '$kind' (regions, tuple, hlo-calls, stablehlo-calls)" >&2; exit 2 ;;
esac
