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

TEST_CASE("propagation: a dot whose operand has the result's shape is sharded by its dimensions, not as that operand") {
  // tests/data/jax's matmul_256x256x256_f32_cols: x @ w with w's columns over 8 devices; the
  // replicated x has the result's shape, and XLA's output is [256, 32] a device.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<256x256xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    return %0 : tensor<256x256xf32>
  }
}
)");
  CHECK(named(m, "main", "0").sharding == "{devices=[1,8]<=[8]}");
}

TEST_CASE("propagation: a while's results take their operands' shardings, or its body's results' where those have none") {
  // Shardy ties a loop's operand, body argument, body result and result into one value; lax.map's
  // stacked output starts as an unsharded zeros and is written by dynamic_update_slice with a
  // value sliced, reshaped and broadcast from a sharded operand (tests/data/jax's lax_map_x8).
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<64x32xf32>, tensor<16x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %0) : tensor<16x64xf32>, tensor<64x32xf32>, tensor<i32>, tensor<16x64xf32>
    cond {
      %c_3 = stablehlo.constant dense<16> : tensor<i32>
      %2 = stablehlo.compare  LT, %iterArg_1, %c_3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %2 = stablehlo.dynamic_slice %iterArg, %iterArg_1, %c_3, sizes = [1, 64] : (tensor<16x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
      %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
      %4 = stablehlo.sine %3 : tensor<64xf32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %6 = stablehlo.dynamic_update_slice %iterArg_2, %5, %iterArg_1, %c_3 : (tensor<16x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<16x64xf32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %6 : tensor<16x64xf32>, tensor<64x32xf32>, tensor<i32>, tensor<16x64xf32>
    }
    return %1#1, %1#3 : tensor<64x32xf32>, tensor<16x64xf32>
  }
}
)");
  CHECK(named(m, "main", "1#1").sharding == "{devices=[8,1]<=[8]}");  // its operand's
  CHECK(named(m, "main.region.2", "2").sharding == "{devices=[1,8]<=[8]}");  // dimension 1 kept whole by the slice
  CHECK(named(m, "main.region.2", "3").sharding == "{devices=[8]<=[8]}");    // the size-1 dimension dropped
  CHECK(named(m, "main.region.2", "6").sharding == "{devices=[1,8]<=[8]}");  // from the update
  CHECK(named(m, "main", "1#3").sharding == "{devices=[1,8]<=[8]}");         // the body's result's
}

TEST_CASE("propagation: a call's tuple results take the shardings of the values its callee returns") {
  // jax.checkpoint and a scan body's layer lower as a function of several results (tests/data/jax's
  // llama_fsdp8_none_scan: closed_call); XLA inlines it before partitioning, so each result is
  // the value returned, sharded as it is. They were left whole.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<16x64xf32>) {
    %0:2 = call @layer(%arg0) : (tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>)
    %1 = stablehlo.cosine %0#1 : tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
  func.func private @layer(%arg0: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
    %0 = stablehlo.sine %arg0 : tensor<16x64xf32>
    %1 = stablehlo.exponential %0 : tensor<16x64xf32>
    return %0, %1 : tensor<16x64xf32>, tensor<16x64xf32>
  }
}
)");
  CHECK(named(m, "main", "0#0").sharding == "{devices=[8,1]<=[8]}");
  CHECK(named(m, "main", "0#1").sharding == "{devices=[8,1]<=[8]}");
  CHECK(named(m, "main", "1").sharding == "{devices=[8,1]<=[8]}");
}

TEST_CASE("propagation: a loop's state of zeros takes the sharding its body writes, initial value and parameter too") {
  // A scan's stacked residuals start as unsharded zeros that the body writes sharded (tests/data/
  // jax's llama_fsdp8_none_scan): Shardy gives the loop's operand, body parameter, body result
  // and result one sharding. The zeros and the body's parameter were kept whole, 8 times the
  // compiled loop state.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x16x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %0) : tensor<16x64xf32>, tensor<i32>, tensor<4x16x64xf32>
    cond {
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %2 = stablehlo.compare  LT, %iterArg_0, %c_2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %2 = stablehlo.sine %iterArg : tensor<16x64xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
      %4 = stablehlo.dynamic_update_slice %iterArg_1, %3, %iterArg_0, %c_2, %c_2 : (tensor<4x16x64xf32>, tensor<1x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x64xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      stablehlo.return %2, %5, %4 : tensor<16x64xf32>, tensor<i32>, tensor<4x16x64xf32>
    }
    return %1#2 : tensor<4x16x64xf32>
  }
}
)");
  CHECK(named(m, "main.region.2", "4").sharding == "{devices=[1,8,1]<=[8]}");  // from the update
  CHECK(named(m, "main.region.2", "iterArg_1").sharding == "{devices=[1,8,1]<=[8]}");
  CHECK(named(m, "main", "0").sharding == "{devices=[1,8,1]<=[8]}");  // the zeros
  CHECK(named(m, "main", "1#2").sharding == "{devices=[1,8,1]<=[8]}");
}

TEST_CASE("propagation: a loop's accumulator takes the sharding the loop's users read it in") {
  // A gradient accumulated over a scan's layers (tests/data/jax's llama_fsdp8_nothing_saveable_scan):
  // the body's dot contracts the sharded batch away and the result is read by the optimizer beside
  // sharded parameters. Shardy propagates that sharding back through the loop's result to the body's
  // result, its parameter and the zeros it starts from; they were kept whole.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<64x32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %0) : tensor<16x64xf32>, tensor<i32>, tensor<64x32xf32>
    cond {
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %2 = stablehlo.compare  LT, %iterArg_0, %c_2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = stablehlo.slice %iterArg [0:16, 0:32] : (tensor<16x64xf32>) -> tensor<16x32xf32>
      %3 = stablehlo.dot_general %iterArg, %2, contracting_dims = [0] x [0] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
      %4 = stablehlo.add %iterArg_1, %3 : tensor<64x32xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %5, %4 : tensor<16x64xf32>, tensor<i32>, tensor<64x32xf32>
    }
    %6 = stablehlo.add %1#2, %arg0 : tensor<64x32xf32>
    return %6 : tensor<64x32xf32>
  }
}
)");
  CHECK(named(m, "main", "1#2").sharding == "{devices=[8,1]<=[8]}");  // from its user, the add
  CHECK(named(m, "main.region.2", "4").sharding == "{devices=[8,1]<=[8]}");
  CHECK(named(m, "main.region.2", "iterArg_1").sharding == "{devices=[8,1]<=[8]}");
  CHECK(named(m, "main", "0").sharding == "{devices=[8,1]<=[8]}");
}

TEST_CASE("propagation: a call's operand takes the sharding its callee's parameter is read in") {
  // A mask made whole in main and read in a scan's layer beside sharded scores (tests/data/jax's
  // llama_fsdp8_nothing_saveable_scan, _where): after inlining, Shardy gives the operand the
  // sharding of its use. It was kept whole.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<16x64xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1 = stablehlo.exponential %0 : tensor<16x64xf32>
    %2 = call @use(%1, %arg0) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
  func.func private @use(%arg0: tensor<16x64xf32>, %arg1: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
)");
  CHECK(named(m, "use", "arg0").sharding == "{devices=[8,1]<=[8]}");  // from its user, the multiply
  CHECK(named(m, "main", "1").sharding == "{devices=[8,1]<=[8]}");
}

TEST_CASE("propagation: an entry result its sharding does not divide is replicated in that dimension") {
  // tests/data/jax's reshard_uneven_1000x30_x2xy4: 1000 over x=2 stays, 30 over y=4 does not divide
  // and JAX returns [500, 30] a device.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%arg0: tensor<1000x30xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<1000x30xf32>) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {"y"}]> : tensor<1000x30xf32>
    %1 = stablehlo.sine %0 : tensor<1000x30xf32>
    return %1 : tensor<1000x30xf32>
  }
}
)");
  CHECK(named(m, "main", "0").sharding == "{devices=[2,4]<=[8]}");  // inside the program: as constrained
  CHECK(named(m, "main", "1").sharding == "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  REQUIRE(m.lowered.has_value());
  CHECK(m.lowered->notes.back().starts_with("1 output evenly sharded"));
}

TEST_CASE("propagation: argmax's two-result reduce shards both results as their operands") {
  // tests/data/jax's reduce_argmax_cols_rows_x8: rows over 8 devices, reduced over the columns.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<1024x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1024x512xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<1024x512xf32>, tensor<1024x512xi32>, tensor<f32>, tensor<i32>) -> (tensor<1024xf32>, tensor<1024xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare  GT, %arg1, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %4 = stablehlo.select %2, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<1024xi32>
  }
}
)");
  CHECK(named(m, "main", "1#0").sharding == "{devices=[8]<=[8]}");
  CHECK(named(m, "main", "1#1").sharding == "{devices=[8]<=[8]}");
}

TEST_CASE("propagation: gather and convolution keep the dimensions they pass through sharded") {
  // tests/data/jax's op_gather_rows_x8 (rows of a table sharded by columns) and op_conv2d_x8
  // (a batch over 8 devices).
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<4096x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<256x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<16x32x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}, {}]>}, %arg3: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) -> (tensor<256x128xf32>, tensor<16x32x32x32xf32>) {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4096x128xf32>, tensor<256x1xi32>) -> tensor<256x128xf32>
    %1 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<16x32x32x32xf32>
    return %0, %1 : tensor<256x128xf32>, tensor<16x32x32x32xf32>
  }
}
)");
  CHECK(named(m, "main", "0").sharding == "{devices=[1,8]<=[8]}");
  CHECK(named(m, "main", "1").sharding == "{devices=[8,1,1,1]<=[8]}");
}

TEST_CASE("propagation: a case's results take their branches' results' shardings, values from around a branch too") {
  // optax.MultiSteps (tests/data/jax's llama_fsdp8_multisteps4): a lax.cond whose one branch
  // returns the state unchanged, values from around it; the donated state's outputs were kept
  // whole, and each donated argument's buffer with them.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<i1> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<512x128xf32>) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      stablehlo.return %arg1 : tensor<512x128xf32>
    }, {
      %2 = stablehlo.sine %arg1 : tensor<512x128xf32>
      stablehlo.return %2 : tensor<512x128xf32>
    }) : (tensor<i32>) -> tensor<512x128xf32>
    return %1 : tensor<512x128xf32>
  }
}
)");
  CHECK(named(m, "main", "1").sharding == "{devices=[1,8]<=[8]}");
}

TEST_CASE("propagation: a result sharding written on a call reaches the ROOT of its callee, through calls") {
  // tests/data/jax's op_random_normal_x8: jax.random.normal with out_shardings rows over 8
  // devices; the value is made in three nested functions, and XLA's output is [64, 512] a device.
  hlo_module m = parse_stablehlo_module(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<2xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<512x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = call @outer(%arg0) : (tensor<2xui32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @outer(%arg0: tensor<2xui32>) -> tensor<512x512xf32> {
    %0 = call @inner(%arg0) : (tensor<2xui32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @inner(%arg0: tensor<2xui32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2xui32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<256x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<256x2xf32>) -> tensor<512x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
}
)");
  CHECK(named(m, "outer", "0").sharding == "{devices=[8,1]<=[8]}");
  CHECK(named(m, "inner", "3").sharding == "{devices=[8,1]<=[8]}");
}
