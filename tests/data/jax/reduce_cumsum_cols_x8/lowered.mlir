module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<1024x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<1024x512xf32> {jax.result_info = "result"}) {
    %0 = call @cumsum(%arg0) : (tensor<1024x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @cumsum(%arg0: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1024x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [511, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 512>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x512xf32>, tensor<f32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
}
