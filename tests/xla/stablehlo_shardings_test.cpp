// Tests for xla/stablehlo_shardings.hpp: the shardings propagate_shardings fills in a lowered
// module, by StableHLO's op semantics (what each op's result dimensions are of its operands').
#include <doctest/doctest.h>

#include <shardmem/xla/stablehlo_parse.hpp>
#include <shardmem/xla/stablehlo_shardings.hpp>

#include <string_view>

#include "named_instruction.hpp"

using namespace shardmem;
using test::named;

TEST_CASE("propagation: dot_general, reduce, broadcast_in_dim and transpose carry shardings along their dimensions") {
  // StableHLO's op semantics: dot_general's result is its batch dimensions, then lhs's and rhs's
  // free ones; a reduce drops the reduced ones; broadcast_in_dim puts operand dimension i at
  // dims[i]; a transpose's dimension i is its operand's dims[i]. Unsharded dimensions stay whole,
  // and the devices left over replicate.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  func.func public @main(%arg0: tensor<2x16x32xf32> {mhlo.sharding = "{devices=[2,4,1]<=[8]}"}, %arg1: tensor<2x32x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8]}"}) -> tensor<16x2xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x16x32xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x5x2xf32>
    return %2 : tensor<16x2xf32>
  }
}
)");
  // Batch 2 x lhs's free 4 x rhs's free 4 needs 32 devices of 8: lhs's free dimension wins.
  CHECK(named(m, "main", "0").sharding == "{devices=[2,4,1]<=[8]}");
  CHECK(named(m, "main", "1").sharding == "{devices=[2,4]<=[8]}");    // dimension 2 reduced
  CHECK(named(m, "main", "2").sharding == "{devices=[4,2]<=[8]}");    // transposed
  CHECK(named(m, "main", "3").sharding == "{devices=[4,1,2]<=[8]}");  // broadcast into [16, 5, 2]
  CHECK(m.lowered == hlo_lowered{true, false, 4});
}

TEST_CASE("propagation: same shapes, calls and returns, a broadcast constant from its user; manual values stay") {
  hlo_module m = parse_stablehlo_module(R"(module @jit_g attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<8x4xf32> {
    %0 = call @f(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @f(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x4xf32>
    %2 = stablehlo.custom_call @SPMDFullToShardShape(%1) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<2x4xf32>
    %3 = stablehlo.sine %2 : tensor<2x4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x4xf32>) -> tensor<8x4xf32>
    return %4 : tensor<8x4xf32>
  }
}
)");
  CHECK(named(m, "f", "arg0").sharding == "{devices=[4,1]<=[4]}");  // from the call's operand
  CHECK(named(m, "f", "1").sharding == "{devices=[4,1]<=[4]}");     // same shape as its operand
  CHECK(named(m, "f", "0").sharding == "{devices=[4,1]<=[4]}");     // from its user, the multiply
  CHECK(named(m, "f", "3").sharding == "{manual}");                 // local inside shard_map
  CHECK(named(m, "main", "0").sharding == "{devices=[4,1]<=[4]}");  // the callee's ROOT
  // Written or carried by calls: the argument and the output; inferred by shape: 3.
  CHECK(m.lowered == hlo_lowered{true, true, 3});
  CHECK(propagate_shardings(m) == 0);  // nothing left to fill
}

TEST_CASE("propagation: a function called again takes its ROOT's sharding where its operands are sharded as before") {
  // @f is walked once, with what its first call gives its parameter. The second call's operand is
  // sharded as the first's: the walk would find the same ROOT sharding, which it takes. The third
  // call's operand is sharded otherwise: its result is left to the rest of the walk (here, with no
  // user, none).
  // @g's parameter has its own sharding: whatever its calls' operands are, it is the same.
  hlo_module m = parse_stablehlo_module(R"(module @jit_h attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<8x4xf32> {
    %0 = call @f(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = call @f(%0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{devices=[1,4]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %3 = call @f(%2) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = call @g(%2) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %5 = call @g(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x4xf32>
    return %6 : tensor<8x4xf32>
  }
  func.func private @f(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.sine %arg0 : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @g(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> tensor<8x4xf32> {
    %0 = stablehlo.cosine %arg0 : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
)");
  CHECK(named(m, "f", "arg0").sharding == "{devices=[4,1]<=[4]}");  // from the first call
  CHECK(named(m, "main", "0").sharding == "{devices=[4,1]<=[4]}");
  CHECK(named(m, "main", "1").sharding == "{devices=[4,1]<=[4]}");  // called again as before
  CHECK(named(m, "main", "3").sharding == std::nullopt);            // called again otherwise
  CHECK(named(m, "main", "4").sharding == "{devices=[2,2]<=[4]}");
  CHECK(named(m, "main", "5").sharding == "{devices=[2,2]<=[4]}");  // its own parameter sharding: the same
  // Carried by calls and returns only, so exact: the argument, %0, %1, %4 and %5 (and @f's and
  // @g's values); the add, the output, is inferred.
  CHECK(m.lowered->arguments_exact);
  CHECK(!m.lowered->outputs_exact);
}
