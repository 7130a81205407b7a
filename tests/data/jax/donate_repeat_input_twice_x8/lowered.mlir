module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]"}, tensor<512x128xf32> {jax.result_info = "result[1]"}, tensor<512x128xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<512x128xf32>
    return %arg0, %arg0, %1 : tensor<512x128xf32>, tensor<512x128xf32>, tensor<512x128xf32>
  }
}
