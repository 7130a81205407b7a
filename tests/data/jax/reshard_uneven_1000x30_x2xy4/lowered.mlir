module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1000x30xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<1000x30xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x30xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1000x30xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {"y"}]> : tensor<1000x30xf32>
    %3 = stablehlo.sine %2 : tensor<1000x30xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1000x30xf32>
    %5 = stablehlo.add %3, %4 : tensor<1000x30xf32>
    return %5 : tensor<1000x30xf32>
  }
}
