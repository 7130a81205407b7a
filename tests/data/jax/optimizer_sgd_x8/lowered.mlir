module @jit_update attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg5: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg7: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[0]['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %cst = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3 = stablehlo.multiply %2, %arg5 : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5 = stablehlo.multiply %4, %arg6 : tensor<128x512xf32>
    %cst_2 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %7 = stablehlo.multiply %6, %arg7 : tensor<512x128xf32>
    %8 = stablehlo.add %arg0, %1 : tensor<512x128xf32>
    %9 = stablehlo.add %arg1, %3 : tensor<128xf32>
    %10 = stablehlo.add %arg2, %5 : tensor<128x512xf32>
    %11 = stablehlo.add %arg3, %7 : tensor<512x128xf32>
    return %8, %9, %10, %11 : tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>
  }
}
