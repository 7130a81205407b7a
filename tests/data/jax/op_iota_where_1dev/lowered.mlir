module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<512xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<512xi32>) -> tensor<1x512xi32>
    %2 = stablehlo.slice %arg0 [0:512, 0:1] : (tensor<512x512xf32>) -> tensor<512x1xf32>
    %3 = stablehlo.convert %1 : (tensor<1x512xi32>) -> tensor<1x512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %6 = stablehlo.compare LT, %4, %5, FLOAT : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%6, %arg0, %cst) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<f32>) -> tensor<512x512xf32>
    return %7 : tensor<512x512xf32>
  }
  func.func private @_where(%arg0: tensor<512x512xi1>, %arg1: tensor<512x512xf32>, %arg2: tensor<f32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x512xi1>, tensor<512x512xf32>
    return %2 : tensor<512x512xf32>
  }
}
