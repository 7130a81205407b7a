module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<512x128xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<f32>, tensor<i32>, tensor<512x128xf32>
    cond {
      %c_2 = stablehlo.constant dense<100> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %2 = stablehlo.reduce(%iterArg_1 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
      %3 = stablehlo.compare LT, %2, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_3 = stablehlo.constant dense<false> : tensor<i1>
      %4 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
      %5 = stablehlo.compare NE, %1, %4, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.convert %5 : tensor<i1>
      %7 = stablehlo.and %6, %3 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %3 = stablehlo.multiply %iterArg_1, %2 : tensor<512x128xf32>
      %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %5 = stablehlo.add %3, %4 : tensor<512x128xf32>
      stablehlo.return %iterArg, %1, %5 : tensor<f32>, tensor<i32>, tensor<512x128xf32>
    }
    return %0#2 : tensor<512x128xf32>
  }
}
