module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<256x1024xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xbf16>) -> tensor<1x1024xbf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1024xbf16>) -> tensor<256x1024xbf16>
    %2 = stablehlo.add %arg0, %1 : tensor<256x1024xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %4 = stablehlo.maximum %2, %3 : tensor<256x1024xbf16>
    return %4 : tensor<256x1024xbf16>
  }
}
