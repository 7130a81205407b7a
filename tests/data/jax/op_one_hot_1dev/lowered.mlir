module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xi32>) -> (tensor<1024x512xbf16> {jax.result_info = "result"}) {
    %0 = call @_one_hot(%arg0) : (tensor<1024xi32>) -> tensor<1024x512xbf16>
    return %0 : tensor<1024x512xbf16>
  }
  func.func private @_one_hot(%arg0: tensor<1024xi32>) -> tensor<1024x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x512xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x512xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xi32>) -> tensor<1024x512xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<1024x512xi32>, tensor<1024x512xi32>) -> tensor<1024x512xi1>
    %5 = stablehlo.convert %4 : (tensor<1024x512xi1>) -> tensor<1024x512xbf16>
    return %5 : tensor<1024x512xbf16>
  }
}
