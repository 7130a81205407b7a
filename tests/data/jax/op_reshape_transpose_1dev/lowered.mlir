module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x1024xbf16>) -> (tensor<8x16x64x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<8x64x1024xbf16>) -> tensor<8x64x16x64xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] : (tensor<8x64x16x64xbf16>) -> tensor<8x16x64x64xbf16>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x16x64x64xbf16>
    %3 = stablehlo.multiply %1, %2 : tensor<8x16x64x64xbf16>
    return %3 : tensor<8x16x64x64xbf16>
  }
}
