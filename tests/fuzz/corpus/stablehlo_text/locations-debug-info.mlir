#loc1 = loc("x")
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> loc("x"), %arg1: tensor<i32> {jax.buffer_donor = true} loc("y")) -> (tensor<i32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<2> : tensor<i32> loc(#loc)
    %0 = stablehlo.multiply %c, %arg0 : tensor<i32> loc(#loc3)
    %1 = stablehlo.add %0, %arg1 : tensor<i32> loc(#loc4)
    return %1 : tensor<i32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/tmp/x.py":3:9 to :14)
#loc3 = loc("jit(f)/mul"(#loc2))
#loc4 = loc(callsite(#loc2 at #loc1))
