module @jit_update attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 4 : i32}, %arg5: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>, tf.aliasing_output = 7 : i32}, %arg7: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>, tf.aliasing_output = 8 : i32}, %arg8: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, %arg9: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg10: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg11: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg15: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<128xf32> {jax.result_info = "result[0]['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128xf32> {jax.result_info = "result[1][0].v_row['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1][0].v_row['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, tensor<128xf32> {jax.result_info = "result[1][0].v_row['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, tensor<512xf32> {jax.result_info = "result[1][0].v_col['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512xf32> {jax.result_info = "result[1][0].v_col['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512xf32> {jax.result_info = "result[1][0].v_col['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1][0].v['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.subtract %arg4, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %0, %c_0 : tensor<i32>
    %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %3 = stablehlo.power %2, %cst : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.subtract %cst_1, %3 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %6 = stablehlo.multiply %arg12, %arg12 : tensor<512x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %8 = stablehlo.add %6, %7 : tensor<512x128xf32>
    %9 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %10 = stablehlo.multiply %9, %arg5 : tensor<128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_4, %4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<512x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_6 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %14 = stablehlo.divide %12, %13 : tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<128xf32>
    %17 = stablehlo.add %10, %16 : tensor<128xf32>
    %18 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %19 = stablehlo.multiply %18, %arg8 : tensor<512xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.subtract %cst_7, %4 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%8 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %23 = stablehlo.divide %21, %22 : tensor<512xf32>
    %24 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<512xf32>
    %26 = stablehlo.add %19, %25 : tensor<512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%17 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_11 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %30 = stablehlo.divide %28, %29 : tensor<1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %32 = stablehlo.divide %17, %31 : tensor<128xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %34 = stablehlo.power %32, %33 : tensor<128xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %36 = stablehlo.power %26, %35 : tensor<512xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<512x128xf32>
    %39 = stablehlo.multiply %arg12, %38 : tensor<512x128xf32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<512x128xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.subtract %arg4, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.add %43, %c_15 : tensor<i32>
    %45 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %46 = stablehlo.power %45, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.subtract %cst_17, %46 : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %50 = stablehlo.multiply %arg13, %arg13 : tensor<128xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %52 = stablehlo.add %50, %51 : tensor<128xf32>
    %53 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %54 = stablehlo.multiply %53, %arg11 : tensor<128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.subtract %cst_21, %47 : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %57 = stablehlo.multiply %56, %52 : tensor<128xf32>
    %58 = stablehlo.add %54, %57 : tensor<128xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %60 = stablehlo.power %58, %59 : tensor<128xf32>
    %61 = stablehlo.multiply %arg13, %60 : tensor<128xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.subtract %arg4, %c_23 : tensor<i32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %63 = stablehlo.add %62, %c_24 : tensor<i32>
    %64 = stablehlo.convert %63 : (tensor<i32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %65 = stablehlo.power %64, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.subtract %cst_26, %65 : tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %68 = stablehlo.multiply %arg14, %arg14 : tensor<128x512xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %70 = stablehlo.add %68, %69 : tensor<128x512xf32>
    %71 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %72 = stablehlo.multiply %71, %arg6 : tensor<128xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.subtract %cst_29, %66 : tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%70 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_31 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %76 = stablehlo.divide %74, %75 : tensor<128xf32>
    %77 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<128xf32>
    %79 = stablehlo.add %72, %78 : tensor<128xf32>
    %80 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %81 = stablehlo.multiply %80, %arg9 : tensor<512xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.subtract %cst_32, %66 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%70 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %85 = stablehlo.divide %83, %84 : tensor<512xf32>
    %86 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<512xf32>
    %88 = stablehlo.add %81, %87 : tensor<512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%79 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_36 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %94 = stablehlo.divide %79, %93 : tensor<128xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %96 = stablehlo.power %94, %95 : tensor<128xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %98 = stablehlo.power %88, %97 : tensor<512xf32>
    %99 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x512xf32>
    %101 = stablehlo.multiply %arg14, %100 : tensor<128x512xf32>
    %102 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<128x512xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<128x512xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.subtract %arg4, %c_39 : tensor<i32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %106 = stablehlo.add %105, %c_40 : tensor<i32>
    %107 = stablehlo.convert %106 : (tensor<i32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %108 = stablehlo.power %107, %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.subtract %cst_42, %108 : tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %111 = stablehlo.multiply %arg15, %arg15 : tensor<512x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %113 = stablehlo.add %111, %112 : tensor<512x128xf32>
    %114 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %115 = stablehlo.multiply %114, %arg7 : tensor<128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.subtract %cst_45, %109 : tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%113 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<512x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_47 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %119 = stablehlo.divide %117, %118 : tensor<128xf32>
    %120 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<128xf32>
    %122 = stablehlo.add %115, %121 : tensor<128xf32>
    %123 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %124 = stablehlo.multiply %123, %arg10 : tensor<512xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.subtract %cst_48, %109 : tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%113 init: %cst_49) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %128 = stablehlo.divide %126, %127 : tensor<512xf32>
    %129 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<512xf32>
    %131 = stablehlo.add %124, %130 : tensor<512xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%122 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %137 = stablehlo.divide %122, %136 : tensor<128xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %139 = stablehlo.power %137, %138 : tensor<128xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %141 = stablehlo.power %131, %140 : tensor<512xf32>
    %142 = stablehlo.broadcast_in_dim %139, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<512x128xf32>
    %144 = stablehlo.multiply %arg15, %143 : tensor<512x128xf32>
    %145 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %147 = stablehlo.multiply %144, %146 : tensor<512x128xf32>
    %c_55 = stablehlo.constant dense<2147483647> : tensor<i32>
    %148 = stablehlo.compare LT, %arg4, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_56 = stablehlo.constant dense<1> : tensor<i32>
    %149 = stablehlo.add %arg4, %c_56 : tensor<i32>
    %c_57 = stablehlo.constant dense<2147483647> : tensor<i32>
    %150 = call @_where(%148, %149, %c_57) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %151 = stablehlo.multiply %42, %42 : tensor<512x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %153 = stablehlo.divide %152, %cst_59 : tensor<f32>
    %154 = stablehlo.sqrt %153 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.divide %154, %cst_60 : tensor<f32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.maximum %cst_61, %155 : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %158 = stablehlo.divide %42, %157 : tensor<512x128xf32>
    %159 = stablehlo.multiply %61, %61 : tensor<128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %161 = stablehlo.divide %160, %cst_63 : tensor<f32>
    %162 = stablehlo.sqrt %161 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.divide %162, %cst_64 : tensor<f32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.maximum %cst_65, %163 : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %166 = stablehlo.divide %61, %165 : tensor<128xf32>
    %167 = stablehlo.multiply %104, %104 : tensor<128x512xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %169 = stablehlo.divide %168, %cst_67 : tensor<f32>
    %170 = stablehlo.sqrt %169 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.divide %170, %cst_68 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.maximum %cst_69, %171 : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %174 = stablehlo.divide %104, %173 : tensor<128x512xf32>
    %175 = stablehlo.multiply %147, %147 : tensor<512x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %177 = stablehlo.divide %176, %cst_71 : tensor<f32>
    %178 = stablehlo.sqrt %177 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %179 = stablehlo.divide %178, %cst_72 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.maximum %cst_73, %179 : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %182 = stablehlo.divide %147, %181 : tensor<512x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %184 = stablehlo.multiply %183, %158 : tensor<512x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %186 = stablehlo.multiply %185, %166 : tensor<128xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %188 = stablehlo.multiply %187, %174 : tensor<128x512xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %190 = stablehlo.multiply %189, %182 : tensor<512x128xf32>
    %191 = stablehlo.multiply %arg0, %arg0 : tensor<512x128xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %193 = stablehlo.divide %192, %cst_79 : tensor<f32>
    %194 = stablehlo.sqrt %193 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %195 = stablehlo.compare LE, %194, %cst_80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %197 = call @_where_0(%195, %196, %arg0) : (tensor<i1>, tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.compare LE, %194, %cst_82, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %199 = stablehlo.multiply %197, %197 : tensor<512x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %201 = stablehlo.divide %200, %cst_84 : tensor<f32>
    %202 = stablehlo.sqrt %201 : tensor<f32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %203 = call @_where_1(%198, %cst_85, %202) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %205 = stablehlo.multiply %184, %204 : tensor<512x128xf32>
    %206 = stablehlo.multiply %arg1, %arg1 : tensor<128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_86) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_87 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %208 = stablehlo.divide %207, %cst_87 : tensor<f32>
    %209 = stablehlo.sqrt %208 : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.compare LE, %209, %cst_88, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %212 = call @_where_2(%210, %211, %arg1) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.compare LE, %209, %cst_90, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %214 = stablehlo.multiply %212, %212 : tensor<128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_91) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_92 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %216 = stablehlo.divide %215, %cst_92 : tensor<f32>
    %217 = stablehlo.sqrt %216 : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %218 = call @_where_1(%213, %cst_93, %217) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %220 = stablehlo.multiply %186, %219 : tensor<128xf32>
    %221 = stablehlo.multiply %arg2, %arg2 : tensor<128x512xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_95 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %223 = stablehlo.divide %222, %cst_95 : tensor<f32>
    %224 = stablehlo.sqrt %223 : tensor<f32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.compare LE, %224, %cst_96, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %227 = call @_where_3(%225, %226, %arg2) : (tensor<i1>, tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = stablehlo.compare LE, %224, %cst_98, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %229 = stablehlo.multiply %227, %227 : tensor<128x512xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %231 = stablehlo.divide %230, %cst_100 : tensor<f32>
    %232 = stablehlo.sqrt %231 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %233 = call @_where_1(%228, %cst_101, %232) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %235 = stablehlo.multiply %188, %234 : tensor<128x512xf32>
    %236 = stablehlo.multiply %arg3, %arg3 : tensor<512x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_103 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %238 = stablehlo.divide %237, %cst_103 : tensor<f32>
    %239 = stablehlo.sqrt %238 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %240 = stablehlo.compare LE, %239, %cst_104, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %242 = call @_where_0(%240, %241, %arg3) : (tensor<i1>, tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.compare LE, %239, %cst_106, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %244 = stablehlo.multiply %242, %242 : tensor<512x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_108 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %246 = stablehlo.divide %245, %cst_108 : tensor<f32>
    %247 = stablehlo.sqrt %246 : tensor<f32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %248 = call @_where_1(%243, %cst_109, %247) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %250 = stablehlo.multiply %190, %249 : tensor<512x128xf32>
    %cst_110 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %252 = stablehlo.multiply %251, %205 : tensor<512x128xf32>
    %cst_111 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %254 = stablehlo.multiply %253, %220 : tensor<128xf32>
    %cst_112 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %256 = stablehlo.multiply %255, %235 : tensor<128x512xf32>
    %cst_113 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %258 = stablehlo.multiply %257, %250 : tensor<512x128xf32>
    %259 = stablehlo.add %arg0, %252 : tensor<512x128xf32>
    %260 = stablehlo.add %arg1, %254 : tensor<128xf32>
    %261 = stablehlo.add %arg2, %256 : tensor<128x512xf32>
    %262 = stablehlo.add %arg3, %258 : tensor<512x128xf32>
    return %259, %260, %261, %262, %150, %17, %48, %79, %122, %26, %49, %88, %131, %5, %58, %67, %110 : tensor<512x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<i32>, tensor<128xf32>, tensor<1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<512x128xf32>, %arg2: tensor<512x128xf32>) -> tensor<512x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<512x128xf32>
    return %0 : tensor<512x128xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<128x512xf32>, %arg2: tensor<128x512xf32>) -> tensor<128x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<128x512xf32>
    return %0 : tensor<128x512xf32>
  }
}
