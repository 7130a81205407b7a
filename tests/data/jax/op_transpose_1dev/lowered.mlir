module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x128x32xf32>) -> (tensor<32x64x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<64x128x32xf32>) -> tensor<32x64x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64x128xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x64x128xf32>
    return %2 : tensor<32x64x128xf32>
  }
}
