module @jit_update attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg9: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg11: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[0]['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].trace['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[1][0].trace['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].trace['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].trace['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<512x128xf32>
    %2 = stablehlo.add %arg8, %1 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4 = stablehlo.multiply %3, %arg5 : tensor<128xf32>
    %5 = stablehlo.add %arg9, %4 : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %7 = stablehlo.multiply %6, %arg6 : tensor<128x512xf32>
    %8 = stablehlo.add %arg10, %7 : tensor<128x512xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %10 = stablehlo.multiply %9, %arg7 : tensor<512x128xf32>
    %11 = stablehlo.add %arg11, %10 : tensor<512x128xf32>
    %cst_3 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %13 = stablehlo.multiply %12, %2 : tensor<512x128xf32>
    %cst_4 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %15 = stablehlo.multiply %14, %5 : tensor<128xf32>
    %cst_5 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %17 = stablehlo.multiply %16, %8 : tensor<128x512xf32>
    %cst_6 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %19 = stablehlo.multiply %18, %11 : tensor<512x128xf32>
    %20 = stablehlo.add %arg0, %13 : tensor<512x128xf32>
    %21 = stablehlo.add %arg1, %15 : tensor<128xf32>
    %22 = stablehlo.add %arg2, %17 : tensor<128x512xf32>
    %23 = stablehlo.add %arg3, %19 : tensor<512x128xf32>
    return %20, %21, %22, %23, %2, %5, %8, %11 : tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>
  }
}
