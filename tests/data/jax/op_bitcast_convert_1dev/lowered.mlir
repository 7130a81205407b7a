module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32>) -> (tensor<1024x256xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<1024x256xf32>) -> tensor<1024x256xi32>
    %c = stablehlo.constant dense<255> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x256xi32>
    %2 = stablehlo.and %0, %1 : tensor<1024x256xi32>
    return %2 : tensor<1024x256xi32>
  }
}
