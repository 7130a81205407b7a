module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xi32>, %arg1: tensor<512x512xi32>) -> (tensor<512x512xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<512x512xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %2 = stablehlo.add %0, %1 : tensor<512x512xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<512x512xi32>
    %5 = stablehlo.xor %4, %arg0 : tensor<512x512xi32>
    return %5 : tensor<512x512xi32>
  }
}
