module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %2 = stablehlo.multiply %0, %1 : tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = stablehlo.add %3, %arg0 : tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
}
