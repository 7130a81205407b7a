module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<2048x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2048x256xf32> {jax.result_info = "result"}) {
    %0 = call @norm(%arg0) : (tensor<2048x256xf32>) -> tensor<2048x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2048x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<2048x256xf32>
    return %4 : tensor<2048x256xf32>
  }
  func.func private @norm(%arg0: tensor<2048x256xf32>) -> tensor<2048x1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2048x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x256xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<2048x1xf32>
    return %3 : tensor<2048x1xf32>
  }
}
