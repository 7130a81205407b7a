module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x512xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<512x512xf32> {jax.result_info = "result", mhlo.memory_kind = "device"}) {
    %0 = stablehlo.tanh %arg0 : tensor<512x512xf32>
    %1 = stablehlo.sine %arg0 : tensor<512x512xf32>
    %2 = stablehlo.cosine %arg0 : tensor<512x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %4 = stablehlo.dot_general %1, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %7 = stablehlo.add %4, %6 : tensor<512x512xf32>
    return %7 : tensor<512x512xf32>
  }
}
