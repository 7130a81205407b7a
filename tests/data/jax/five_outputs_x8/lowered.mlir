module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<128x256xf32> {jax.result_info = "result[0]"}, tensor<128x256xf32> {jax.result_info = "result[1]"}, tensor<128x256xf32> {jax.result_info = "result[2]"}, tensor<256x128xf32> {jax.result_info = "result[3]"}, tensor<128x256xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.sine %arg0 : tensor<128x256xf32>
    %1 = stablehlo.cosine %arg0 : tensor<128x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<128x256xf32>
    %4 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %5 = stablehlo.exponential %arg0 : tensor<128x256xf32>
    return %0, %1, %3, %4, %5 : tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<128x256xf32>
  }
}
