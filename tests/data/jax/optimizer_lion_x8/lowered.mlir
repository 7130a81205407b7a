module @jit_update attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 4 : i32}, %arg5: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg10: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[0]['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = stablehlo.multiply %0, %arg9 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3 = stablehlo.multiply %2, %arg5 : tensor<512x128xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x128xf32>
    %5 = stablehlo.sign %4 : tensor<512x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.multiply %6, %arg10 : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %9 = stablehlo.multiply %8, %arg6 : tensor<128xf32>
    %10 = stablehlo.add %7, %9 : tensor<128xf32>
    %11 = stablehlo.sign %10 : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %13 = stablehlo.multiply %12, %arg11 : tensor<128x512xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %15 = stablehlo.multiply %14, %arg7 : tensor<128x512xf32>
    %16 = stablehlo.add %13, %15 : tensor<128x512xf32>
    %17 = stablehlo.sign %16 : tensor<128x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %19 = stablehlo.multiply %18, %arg12 : tensor<512x128xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %21 = stablehlo.multiply %20, %arg8 : tensor<512x128xf32>
    %22 = stablehlo.add %19, %21 : tensor<512x128xf32>
    %23 = stablehlo.sign %22 : tensor<512x128xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %25 = stablehlo.multiply %24, %arg9 : tensor<512x128xf32>
    %cst_8 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %27 = stablehlo.multiply %26, %arg5 : tensor<512x128xf32>
    %28 = stablehlo.add %25, %27 : tensor<512x128xf32>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %30 = stablehlo.multiply %29, %arg10 : tensor<128xf32>
    %cst_10 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %32 = stablehlo.multiply %31, %arg6 : tensor<128xf32>
    %33 = stablehlo.add %30, %32 : tensor<128xf32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %35 = stablehlo.multiply %34, %arg11 : tensor<128x512xf32>
    %cst_12 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %37 = stablehlo.multiply %36, %arg7 : tensor<128x512xf32>
    %38 = stablehlo.add %35, %37 : tensor<128x512xf32>
    %cst_13 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %40 = stablehlo.multiply %39, %arg12 : tensor<512x128xf32>
    %cst_14 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %42 = stablehlo.multiply %41, %arg8 : tensor<512x128xf32>
    %43 = stablehlo.add %40, %42 : tensor<512x128xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %44 = stablehlo.compare LT, %arg4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg4, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<2147483647> : tensor<i32>
    %46 = call @_where(%44, %45, %c_16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %48 = stablehlo.multiply %47, %arg0 : tensor<512x128xf32>
    %49 = stablehlo.add %5, %48 : tensor<512x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %51 = stablehlo.multiply %50, %arg1 : tensor<128xf32>
    %52 = stablehlo.add %11, %51 : tensor<128xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %54 = stablehlo.multiply %53, %arg2 : tensor<128x512xf32>
    %55 = stablehlo.add %17, %54 : tensor<128x512xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %57 = stablehlo.multiply %56, %arg3 : tensor<512x128xf32>
    %58 = stablehlo.add %23, %57 : tensor<512x128xf32>
    %cst_21 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %60 = stablehlo.multiply %59, %49 : tensor<512x128xf32>
    %cst_22 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %62 = stablehlo.multiply %61, %52 : tensor<128xf32>
    %cst_23 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %64 = stablehlo.multiply %63, %55 : tensor<128x512xf32>
    %cst_24 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %66 = stablehlo.multiply %65, %58 : tensor<512x128xf32>
    %67 = stablehlo.add %arg0, %60 : tensor<512x128xf32>
    %68 = stablehlo.add %arg1, %62 : tensor<128xf32>
    %69 = stablehlo.add %arg2, %64 : tensor<128x512xf32>
    %70 = stablehlo.add %arg3, %66 : tensor<512x128xf32>
    return %67, %68, %69, %70, %46, %28, %33, %38, %43 : tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
