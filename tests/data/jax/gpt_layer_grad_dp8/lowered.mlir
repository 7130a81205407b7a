module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<8x64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<128xbf16> {jax.result_info = "result[0]['attn_norm']"}, tensor<128xbf16> {jax.result_info = "result[0]['attn_norm_bias']"}, tensor<128x512xbf16> {jax.result_info = "result[0]['fc1']"}, tensor<512xbf16> {jax.result_info = "result[0]['fc1_bias']"}, tensor<512x128xbf16> {jax.result_info = "result[0]['fc2']"}, tensor<128xbf16> {jax.result_info = "result[0]['fc2_bias']"}, tensor<128xbf16> {jax.result_info = "result[0]['k_bias']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['k_proj']"}, tensor<128xbf16> {jax.result_info = "result[0]['mlp_norm']"}, tensor<128xbf16> {jax.result_info = "result[0]['mlp_norm_bias']"}, tensor<128xbf16> {jax.result_info = "result[0]['o_bias']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['o_proj']"}, tensor<128xbf16> {jax.result_info = "result[0]['q_bias']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['q_proj']"}, tensor<128xbf16> {jax.result_info = "result[0]['v_bias']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['v_proj']"}, tensor<8x64x128xbf16> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg15 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<8x64x128xf32>
    %8 = chlo.square %7 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<8x64x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x64x1xf32>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.subtract %1, %15 : tensor<8x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<8x64x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<8x64x1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<8x64x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<8x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<8x64x128xf32>
    %25 = stablehlo.convert %arg0 : (tensor<128xbf16>) -> tensor<128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<8x64x128xf32>
    %29 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.add %28, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.convert %32 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %34 = stablehlo.dot_general %33, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %35 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %37 = stablehlo.add %34, %36 : tensor<8x64x128xbf16>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %39 = stablehlo.reshape %38 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %40 = stablehlo.dot_general %33, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %41 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %43 = stablehlo.add %40, %42 : tensor<8x64x128xbf16>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %45 = stablehlo.reshape %44 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %46 = stablehlo.dot_general %33, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %47 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %49 = stablehlo.add %46, %48 : tensor<8x64x128xbf16>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %51 = stablehlo.reshape %50 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %52 = stablehlo.reshape %39 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %53 = stablehlo.dot_general %45, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %54 = stablehlo.transpose %53, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %cst_6 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %56 = stablehlo.multiply %54, %55 : tensor<8x4x1x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %58 = call @tril(%57) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %59 = stablehlo.convert %56 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %60:2 = call @_where(%58, %59, %cst_7) : (tensor<64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<f32>) -> (tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xi1>)
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.reduce(%60#0 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<8x4x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %66 = stablehlo.subtract %60#0, %65 : tensor<8x4x1x64x64xf32>
    %67 = stablehlo.exponential %66 : tensor<8x4x1x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %71 = stablehlo.divide %67, %70 : tensor<8x4x1x64x64xf32>
    %72 = stablehlo.multiply %69, %69 : tensor<8x4x1x64x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x1xf32>
    %74 = stablehlo.divide %73, %72 : tensor<8x4x1x64x1xf32>
    %75 = stablehlo.convert %71 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %76 = stablehlo.dot_general %51, %75, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %77 = stablehlo.transpose %76, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %78 = stablehlo.reshape %77 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x128xbf16>
    %79 = stablehlo.dot_general %78, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %80 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %82 = stablehlo.add %79, %81 : tensor<8x64x128xbf16>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %84 = stablehlo.add %0, %83 : tensor<8x64x128xbf16>
    %85 = stablehlo.convert %84 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %89 = stablehlo.divide %87, %88 : tensor<8x64x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %91 = stablehlo.subtract %85, %90 : tensor<8x64x128xf32>
    %92 = chlo.square %91 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<8x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%92 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x64x1xf32>
    %99 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %100 = stablehlo.subtract %85, %99 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %102 = stablehlo.add %98, %101 : tensor<8x64x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<8x64x1xf32>
    %104 = stablehlo.divide %103, %102 : tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x64x1xf32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %108 = stablehlo.multiply %100, %107 : tensor<8x64x128xf32>
    %109 = stablehlo.convert %arg7 : (tensor<128xbf16>) -> tensor<128xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<8x64x128xf32>
    %113 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %116 = stablehlo.add %112, %115 : tensor<8x64x128xf32>
    %117 = stablehlo.convert %116 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %118 = stablehlo.dot_general %117, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %119 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x64x512xbf16>
    %121 = stablehlo.add %118, %120 : tensor<8x64x512xbf16>
    %122 = stablehlo.multiply %121, %121 : tensor<8x64x512xbf16>
    %123 = stablehlo.multiply %122, %121 : tensor<8x64x512xbf16>
    %124 = stablehlo.multiply %121, %121 : tensor<8x64x512xbf16>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %126 = stablehlo.multiply %125, %124 : tensor<8x64x512xbf16>
    %cst_20 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %127 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %128 = stablehlo.multiply %127, %123 : tensor<8x64x512xbf16>
    %129 = stablehlo.add %121, %128 : tensor<8x64x512xbf16>
    %cst_21 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %131 = stablehlo.multiply %130, %129 : tensor<8x64x512xbf16>
    %132 = stablehlo.tanh %131 : tensor<8x64x512xbf16>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %134 = stablehlo.subtract %133, %132 : tensor<8x64x512xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %136 = stablehlo.add %135, %132 : tensor<8x64x512xbf16>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %138 = stablehlo.multiply %137, %136 : tensor<8x64x512xbf16>
    %139 = stablehlo.multiply %121, %138 : tensor<8x64x512xbf16>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %141 = stablehlo.convert %140 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %142 = sdy.sharding_constraint %141 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.reduce(%142 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %144 = stablehlo.reshape %143 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.reduce(%144 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %146 = stablehlo.dot_general %142, %139, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x512xbf16>) -> tensor<128x512xbf16>
    %147 = stablehlo.transpose %146, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %148 = stablehlo.dot_general %142, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<512x128xbf16>) -> tensor<8x64x512xbf16>
    %149 = stablehlo.multiply %121, %148 : tensor<8x64x512xbf16>
    %150 = stablehlo.multiply %148, %138 : tensor<8x64x512xbf16>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %151 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %152 = stablehlo.multiply %151, %149 : tensor<8x64x512xbf16>
    %153 = stablehlo.multiply %152, %134 : tensor<8x64x512xbf16>
    %154 = stablehlo.multiply %153, %132 : tensor<8x64x512xbf16>
    %155 = stablehlo.add %153, %154 : tensor<8x64x512xbf16>
    %cst_29 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %156 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %157 = stablehlo.multiply %156, %155 : tensor<8x64x512xbf16>
    %158 = stablehlo.add %150, %157 : tensor<8x64x512xbf16>
    %cst_30 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %160 = stablehlo.multiply %159, %157 : tensor<8x64x512xbf16>
    %161 = stablehlo.multiply %160, %126 : tensor<8x64x512xbf16>
    %162 = stablehlo.add %158, %161 : tensor<8x64x512xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %163 = stablehlo.reduce(%162 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %164 = stablehlo.reshape %163 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %165 = stablehlo.reduce(%164 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %166 = stablehlo.dot_general %162, %117, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %167 = stablehlo.transpose %166, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %168 = stablehlo.dot_general %162, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %169 = stablehlo.convert %168 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.reshape %170 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %173 = stablehlo.convert %172 : (tensor<128xf32>) -> tensor<128xbf16>
    %174 = stablehlo.multiply %108, %169 : tensor<8x64x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %176 = stablehlo.reshape %175 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %177 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %178 = stablehlo.multiply %169, %177 : tensor<8x64x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%176 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %180 = stablehlo.convert %179 : (tensor<128xf32>) -> tensor<128xbf16>
    %181 = stablehlo.multiply %100, %178 : tensor<8x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %184 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %185 = stablehlo.multiply %178, %184 : tensor<8x64x128xf32>
    %186 = stablehlo.multiply %183, %106 : tensor<8x64x1xf32>
    %187 = stablehlo.negate %185 : tensor<8x64x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %191 = stablehlo.divide %186, %190 : tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %194 = stablehlo.multiply %193, %94 : tensor<8x64x128xf32>
    %195 = stablehlo.negate %194 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %197 = stablehlo.reshape %196 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %198 = stablehlo.add %185, %194 : tensor<8x64x128xf32>
    %199 = stablehlo.add %189, %197 : tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %201 = stablehlo.divide %199, %200 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %204 = stablehlo.add %198, %203 : tensor<8x64x128xf32>
    %205 = stablehlo.convert %204 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %206 = stablehlo.add %141, %205 : tensor<8x64x128xbf16>
    %207 = sdy.sharding_constraint %206 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %208 = stablehlo.reduce(%207 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %209 = stablehlo.reshape %208 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %210 = stablehlo.reduce(%209 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %211 = stablehlo.dot_general %207, %78, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %212 = stablehlo.transpose %211, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %213 = stablehlo.dot_general %207, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %214 = stablehlo.reshape %213 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x1x32xbf16>
    %215 = stablehlo.transpose %214, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x1x32xbf16>) -> tensor<8x4x32x1x64xbf16>
    %216 = stablehlo.dot_general %215, %51, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x1x64x64xbf16>
    %217 = stablehlo.dot_general %215, %75, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %218 = stablehlo.transpose %217, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %219 = stablehlo.convert %216 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %220 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<8x4x1x64x64xf32>
    %222 = stablehlo.multiply %221, %67 : tensor<8x4x1x64x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_46) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %224 = stablehlo.reshape %223 : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %225 = stablehlo.negate %224 : tensor<8x4x1x64x1xf32>
    %226 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %227 = stablehlo.divide %219, %226 : tensor<8x4x1x64x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%225 init: %cst_47) applies stablehlo.add across dimensions = [2, 4] : (tensor<8x4x1x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 3] : (tensor<8x4x64xf32>) -> tensor<8x4x1x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x64xf32>
    %231 = stablehlo.add %227, %230 : tensor<8x4x1x64x64xf32>
    %232 = stablehlo.multiply %231, %67 : tensor<8x4x1x64x64xf32>
    %233 = call @_where_0(%60#1, %232) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32>
    %234 = stablehlo.convert %233 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %cst_48 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %235 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %236 = stablehlo.multiply %234, %235 : tensor<8x4x1x64x64xbf16>
    %237 = stablehlo.transpose %236, dims = [0, 1, 4, 3, 2] : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x64x64x1xbf16>
    %238 = stablehlo.dot_general %237, %45, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x1x32xbf16>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x1x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %240 = stablehlo.dot_general %237, %52, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x32xbf16>
    %241 = stablehlo.transpose %240, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %242 = stablehlo.reshape %239 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %243 = stablehlo.reshape %218 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %244 = sdy.sharding_constraint %243 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %245 = stablehlo.reduce(%244 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %246 = stablehlo.reshape %245 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %247 = stablehlo.reduce(%246 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %248 = stablehlo.dot_general %244, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %249 = stablehlo.transpose %248, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %250 = stablehlo.dot_general %244, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %251 = stablehlo.reshape %241 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %252 = sdy.sharding_constraint %251 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %253 = stablehlo.reduce(%252 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %254 = stablehlo.reshape %253 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %255 = stablehlo.reduce(%254 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %256 = stablehlo.dot_general %252, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %257 = stablehlo.transpose %256, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %258 = stablehlo.dot_general %252, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %259 = stablehlo.add %250, %258 : tensor<8x64x128xbf16>
    %260 = stablehlo.reshape %242 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %261 = sdy.sharding_constraint %260 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %262 = stablehlo.reduce(%261 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %263 = stablehlo.reshape %262 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %264 = stablehlo.reduce(%263 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %265 = stablehlo.dot_general %261, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %266 = stablehlo.transpose %265, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %267 = stablehlo.dot_general %261, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %268 = stablehlo.add %259, %267 : tensor<8x64x128xbf16>
    %269 = stablehlo.convert %268 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %271 = stablehlo.reshape %270 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %273 = stablehlo.convert %272 : (tensor<128xf32>) -> tensor<128xbf16>
    %274 = stablehlo.multiply %24, %269 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %276 = stablehlo.reshape %275 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %277 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<8x64x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%276 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %280 = stablehlo.convert %279 : (tensor<128xf32>) -> tensor<128xbf16>
    %281 = stablehlo.multiply %16, %278 : tensor<8x64x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %278, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.multiply %283, %22 : tensor<8x64x1xf32>
    %287 = stablehlo.negate %285 : tensor<8x64x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_61 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %291 = stablehlo.divide %286, %290 : tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %294 = stablehlo.multiply %293, %10 : tensor<8x64x128xf32>
    %295 = stablehlo.negate %294 : tensor<8x64x128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%295 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %298 = stablehlo.add %285, %294 : tensor<8x64x128xf32>
    %299 = stablehlo.add %289, %297 : tensor<8x64x1xf32>
    %cst_64 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %301 = stablehlo.divide %299, %300 : tensor<8x64x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %304 = stablehlo.add %298, %303 : tensor<8x64x128xf32>
    %305 = stablehlo.convert %304 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %306 = stablehlo.add %206, %305 : tensor<8x64x128xbf16>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %280, %273, %167, %165, %147, %145, %255, %257, %180, %173, %210, %212, %264, %266, %247, %249, %307 : tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x1x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
    return %3, %1 : tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x4x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
    return %1 : tensor<8x4x1x64x64xf32>
  }
}
