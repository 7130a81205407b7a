module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<256x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg2: tensor<512x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg5: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<512xf32> {jax.result_info = "result['b']"}, tensor<256x512xf32> {jax.result_info = "result['w1']"}, tensor<512x256xf32> {jax.result_info = "result['w2']"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<512xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %4 = stablehlo.multiply %3, %arg4 : tensor<256x512xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %7 = stablehlo.multiply %6, %arg5 : tensor<512x256xf32>
    %8 = stablehlo.subtract %arg2, %7 : tensor<512x256xf32>
    return %2, %5, %8 : tensor<512xf32>, tensor<256x512xf32>, tensor<512x256xf32>
  }
}
