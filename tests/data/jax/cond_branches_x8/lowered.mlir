module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<i1> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<256x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
      %3 = stablehlo.multiply %arg1, %2 : tensor<256x512xf32>
      stablehlo.return %3 : tensor<256x512xf32>
    }, {
      %2 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
      %3 = stablehlo.tanh %2 : tensor<256x1024xf32>
      %4 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<512x1024xf32>) -> tensor<1024x512xf32>
      %5 = stablehlo.dot_general %3, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x512xf32>) -> tensor<256x512xf32>
      stablehlo.return %5 : tensor<256x512xf32>
    }) : (tensor<i32>) -> tensor<256x512xf32>
    return %1 : tensor<256x512xf32>
  }
}
