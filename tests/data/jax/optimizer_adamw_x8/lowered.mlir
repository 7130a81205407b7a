module @jit_update attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 4 : i32}, %arg5: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg14: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg16: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[0]['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = stablehlo.multiply %0, %arg13 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3 = stablehlo.multiply %2, %arg5 : tensor<512x128xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6 = stablehlo.multiply %5, %arg14 : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %8 = stablehlo.multiply %7, %arg6 : tensor<128xf32>
    %9 = stablehlo.add %6, %8 : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %11 = stablehlo.multiply %10, %arg15 : tensor<128x512xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %13 = stablehlo.multiply %12, %arg7 : tensor<128x512xf32>
    %14 = stablehlo.add %11, %13 : tensor<128x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %16 = stablehlo.multiply %15, %arg16 : tensor<512x128xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %18 = stablehlo.multiply %17, %arg8 : tensor<512x128xf32>
    %19 = stablehlo.add %16, %18 : tensor<512x128xf32>
    %20 = stablehlo.multiply %arg13, %arg13 : tensor<512x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<512x128xf32>
    %cst_8 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %24 = stablehlo.multiply %23, %arg9 : tensor<512x128xf32>
    %25 = stablehlo.add %22, %24 : tensor<512x128xf32>
    %26 = stablehlo.multiply %arg14, %arg14 : tensor<128xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<128xf32>
    %cst_10 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %30 = stablehlo.multiply %29, %arg10 : tensor<128xf32>
    %31 = stablehlo.add %28, %30 : tensor<128xf32>
    %32 = stablehlo.multiply %arg15, %arg15 : tensor<128x512xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<128x512xf32>
    %cst_12 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %36 = stablehlo.multiply %35, %arg11 : tensor<128x512xf32>
    %37 = stablehlo.add %34, %36 : tensor<128x512xf32>
    %38 = stablehlo.multiply %arg16, %arg16 : tensor<512x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<512x128xf32>
    %cst_14 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %42 = stablehlo.multiply %41, %arg12 : tensor<512x128xf32>
    %43 = stablehlo.add %40, %42 : tensor<512x128xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %44 = stablehlo.compare LT, %arg4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg4, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<2147483647> : tensor<i32>
    %46 = call @_where(%44, %45, %c_16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %47 = stablehlo.convert %46 : (tensor<i32>) -> tensor<f32>
    %48 = stablehlo.power %cst_17, %47 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.subtract %cst_18, %48 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %51 = stablehlo.divide %4, %50 : tensor<512x128xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %53 = stablehlo.divide %9, %52 : tensor<128xf32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %55 = stablehlo.divide %14, %54 : tensor<128x512xf32>
    %56 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %57 = stablehlo.divide %19, %56 : tensor<512x128xf32>
    %cst_19 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %58 = stablehlo.convert %46 : (tensor<i32>) -> tensor<f32>
    %59 = stablehlo.power %cst_19, %58 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.subtract %cst_20, %59 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %62 = stablehlo.divide %25, %61 : tensor<512x128xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %64 = stablehlo.divide %31, %63 : tensor<128xf32>
    %65 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %66 = stablehlo.divide %37, %65 : tensor<128x512xf32>
    %67 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %68 = stablehlo.divide %43, %67 : tensor<512x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %70 = stablehlo.add %62, %69 : tensor<512x128xf32>
    %71 = stablehlo.sqrt %70 : tensor<512x128xf32>
    %cst_22 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %73 = stablehlo.add %71, %72 : tensor<512x128xf32>
    %74 = stablehlo.divide %51, %73 : tensor<512x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %76 = stablehlo.add %64, %75 : tensor<128xf32>
    %77 = stablehlo.sqrt %76 : tensor<128xf32>
    %cst_24 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %79 = stablehlo.add %77, %78 : tensor<128xf32>
    %80 = stablehlo.divide %53, %79 : tensor<128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %82 = stablehlo.add %66, %81 : tensor<128x512xf32>
    %83 = stablehlo.sqrt %82 : tensor<128x512xf32>
    %cst_26 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %85 = stablehlo.add %83, %84 : tensor<128x512xf32>
    %86 = stablehlo.divide %55, %85 : tensor<128x512xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %88 = stablehlo.add %68, %87 : tensor<512x128xf32>
    %89 = stablehlo.sqrt %88 : tensor<512x128xf32>
    %cst_28 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %91 = stablehlo.add %89, %90 : tensor<512x128xf32>
    %92 = stablehlo.divide %57, %91 : tensor<512x128xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %94 = stablehlo.multiply %93, %arg0 : tensor<512x128xf32>
    %95 = stablehlo.add %74, %94 : tensor<512x128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %97 = stablehlo.multiply %96, %arg1 : tensor<128xf32>
    %98 = stablehlo.add %80, %97 : tensor<128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %100 = stablehlo.multiply %99, %arg2 : tensor<128x512xf32>
    %101 = stablehlo.add %86, %100 : tensor<128x512xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %103 = stablehlo.multiply %102, %arg3 : tensor<512x128xf32>
    %104 = stablehlo.add %92, %103 : tensor<512x128xf32>
    %cst_33 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %106 = stablehlo.multiply %105, %95 : tensor<512x128xf32>
    %cst_34 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %108 = stablehlo.multiply %107, %98 : tensor<128xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %110 = stablehlo.multiply %109, %101 : tensor<128x512xf32>
    %cst_36 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %112 = stablehlo.multiply %111, %104 : tensor<512x128xf32>
    %113 = stablehlo.add %arg0, %106 : tensor<512x128xf32>
    %114 = stablehlo.add %arg1, %108 : tensor<128xf32>
    %115 = stablehlo.add %arg2, %110 : tensor<128x512xf32>
    %116 = stablehlo.add %arg3, %112 : tensor<512x128xf32>
    return %113, %114, %115, %116, %46, %4, %9, %14, %19, %25, %31, %37, %43 : tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
