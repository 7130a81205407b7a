module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x128xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<512x128xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<512x128xf32>) -> (tensor<512x128xf32> {jax.result_info = "result[0]"}, tensor<512x128xf32> {jax.result_info = "result[1]"}, tensor<512x128xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<512x128xf32>
    %2 = stablehlo.add %arg1, %arg2 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4 = stablehlo.subtract %arg2, %3 : tensor<512x128xf32>
    return %1, %2, %4 : tensor<512x128xf32>, tensor<512x128xf32>, tensor<512x128xf32>
  }
}
