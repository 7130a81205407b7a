module @jit_eval_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg37: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg37) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> tensor<8x64x128xbf16>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [1, 2] : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x64x128xbf16>) -> tensor<8x64x128xbf16>
    %3 = stablehlo.add %0, %2 : tensor<8x64x128xbf16>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %6 = stablehlo.convert %5 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<8x64x128xf32>
    %13 = chlo.square %12 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %19 = stablehlo.subtract %6, %18 : tensor<8x64x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<8x64x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<8x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %24 = stablehlo.multiply %19, %23 : tensor<8x64x128xf32>
    %25 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<8x64x128xf32>
    %29 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.add %28, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.convert %32 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %34 = stablehlo.dot_general %33, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %35 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %37 = stablehlo.add %34, %36 : tensor<8x64x128xbf16>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %39 = stablehlo.reshape %38 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %40 = stablehlo.dot_general %33, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %41 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %43 = stablehlo.add %40, %42 : tensor<8x64x128xbf16>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %45 = stablehlo.reshape %44 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %46 = stablehlo.dot_general %33, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %47 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %49 = stablehlo.add %46, %48 : tensor<8x64x128xbf16>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %51 = stablehlo.reshape %50 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %52 = stablehlo.reshape %39 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %53 = stablehlo.dot_general %45, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %54 = stablehlo.transpose %53, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %cst_4 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %56 = stablehlo.multiply %54, %55 : tensor<8x4x1x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %58 = call @tril(%57) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %59 = stablehlo.convert %56 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %60 = call @_where_0(%58, %59, %cst_5) : (tensor<64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_6) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<8x4x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %66 = stablehlo.subtract %60, %65 : tensor<8x4x1x64x64xf32>
    %67 = stablehlo.exponential %66 : tensor<8x4x1x64x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %71 = stablehlo.divide %67, %70 : tensor<8x4x1x64x64xf32>
    %72 = stablehlo.convert %71 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %73 = stablehlo.dot_general %51, %72, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %74 = stablehlo.transpose %73, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %75 = stablehlo.reshape %74 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x128xbf16>
    %76 = stablehlo.dot_general %75, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %77 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %79 = stablehlo.add %76, %78 : tensor<8x64x128xbf16>
    %80 = sdy.sharding_constraint %79 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %81 = stablehlo.add %5, %80 : tensor<8x64x128xbf16>
    %82 = stablehlo.convert %81 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x64x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %88 = stablehlo.subtract %82, %87 : tensor<8x64x128xf32>
    %89 = chlo.square %88 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x64x1xf32>
    %94 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %95 = stablehlo.subtract %82, %94 : tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %97 = stablehlo.add %93, %96 : tensor<8x64x1xf32>
    %98 = stablehlo.rsqrt %97 : tensor<8x64x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %100 = stablehlo.multiply %95, %99 : tensor<8x64x128xf32>
    %101 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<8x64x128xf32>
    %105 = stablehlo.convert %arg12 : (tensor<128xbf16>) -> tensor<128xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %108 = stablehlo.add %104, %107 : tensor<8x64x128xf32>
    %109 = stablehlo.convert %108 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %110 = stablehlo.dot_general %109, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %111 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x64x512xbf16>
    %113 = stablehlo.add %110, %112 : tensor<8x64x512xbf16>
    %114 = stablehlo.multiply %113, %113 : tensor<8x64x512xbf16>
    %115 = stablehlo.multiply %114, %113 : tensor<8x64x512xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %116 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %117 = stablehlo.multiply %116, %115 : tensor<8x64x512xbf16>
    %118 = stablehlo.add %113, %117 : tensor<8x64x512xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %119 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %120 = stablehlo.multiply %119, %118 : tensor<8x64x512xbf16>
    %121 = stablehlo.tanh %120 : tensor<8x64x512xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %122 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %123 = stablehlo.add %122, %121 : tensor<8x64x512xbf16>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %124 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<8x64x512xbf16>
    %126 = stablehlo.multiply %113, %125 : tensor<8x64x512xbf16>
    %127 = stablehlo.dot_general %126, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<512x128xbf16>) -> tensor<8x64x128xbf16>
    %128 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %130 = stablehlo.add %127, %129 : tensor<8x64x128xbf16>
    %131 = sdy.sharding_constraint %130 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %132 = stablehlo.add %81, %131 : tensor<8x64x128xbf16>
    %133 = sdy.sharding_constraint %132 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %134 = stablehlo.convert %133 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x64x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<8x64x128xf32>
    %141 = chlo.square %140 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %145 = stablehlo.divide %143, %144 : tensor<8x64x1xf32>
    %146 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %147 = stablehlo.subtract %134, %146 : tensor<8x64x128xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %149 = stablehlo.add %145, %148 : tensor<8x64x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<8x64x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %152 = stablehlo.multiply %147, %151 : tensor<8x64x128xf32>
    %153 = stablehlo.convert %arg19 : (tensor<128xbf16>) -> tensor<128xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %156 = stablehlo.multiply %152, %155 : tensor<8x64x128xf32>
    %157 = stablehlo.convert %arg20 : (tensor<128xbf16>) -> tensor<128xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %160 = stablehlo.add %156, %159 : tensor<8x64x128xf32>
    %161 = stablehlo.convert %160 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %162 = stablehlo.dot_general %161, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %163 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %165 = stablehlo.add %162, %164 : tensor<8x64x128xbf16>
    %166 = sdy.sharding_constraint %165 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %167 = stablehlo.reshape %166 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %168 = stablehlo.dot_general %161, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %169 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %171 = stablehlo.add %168, %170 : tensor<8x64x128xbf16>
    %172 = sdy.sharding_constraint %171 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %173 = stablehlo.reshape %172 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %174 = stablehlo.dot_general %161, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %175 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %177 = stablehlo.add %174, %176 : tensor<8x64x128xbf16>
    %178 = sdy.sharding_constraint %177 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %179 = stablehlo.reshape %178 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %180 = stablehlo.reshape %167 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %181 = stablehlo.dot_general %173, %180, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %182 = stablehlo.transpose %181, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %cst_23 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %183 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %184 = stablehlo.multiply %182, %183 : tensor<8x4x1x64x64xbf16>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %185 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %186 = call @tril(%185) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %187 = stablehlo.convert %184 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_25 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %188 = call @_where_0(%186, %187, %cst_25) : (tensor<64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_26) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %191 = stablehlo.maximum %190, %189 : tensor<8x4x1x64xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %194 = stablehlo.subtract %188, %193 : tensor<8x4x1x64x64xf32>
    %195 = stablehlo.exponential %194 : tensor<8x4x1x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %199 = stablehlo.divide %195, %198 : tensor<8x4x1x64x64xf32>
    %200 = stablehlo.convert %199 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %201 = stablehlo.dot_general %179, %200, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %202 = stablehlo.transpose %201, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %203 = stablehlo.reshape %202 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x128xbf16>
    %204 = stablehlo.dot_general %203, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %205 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %207 = stablehlo.add %204, %206 : tensor<8x64x128xbf16>
    %208 = sdy.sharding_constraint %207 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %209 = stablehlo.add %133, %208 : tensor<8x64x128xbf16>
    %210 = stablehlo.convert %209 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %214 = stablehlo.divide %212, %213 : tensor<8x64x1xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %216 = stablehlo.subtract %210, %215 : tensor<8x64x128xf32>
    %217 = chlo.square %216 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %221 = stablehlo.divide %219, %220 : tensor<8x64x1xf32>
    %222 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %223 = stablehlo.subtract %210, %222 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %225 = stablehlo.add %221, %224 : tensor<8x64x1xf32>
    %226 = stablehlo.rsqrt %225 : tensor<8x64x1xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %228 = stablehlo.multiply %223, %227 : tensor<8x64x128xf32>
    %229 = stablehlo.convert %arg27 : (tensor<128xbf16>) -> tensor<128xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %232 = stablehlo.multiply %228, %231 : tensor<8x64x128xf32>
    %233 = stablehlo.convert %arg28 : (tensor<128xbf16>) -> tensor<128xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %236 = stablehlo.add %232, %235 : tensor<8x64x128xf32>
    %237 = stablehlo.convert %236 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %238 = stablehlo.dot_general %237, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %239 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x64x512xbf16>
    %241 = stablehlo.add %238, %240 : tensor<8x64x512xbf16>
    %242 = stablehlo.multiply %241, %241 : tensor<8x64x512xbf16>
    %243 = stablehlo.multiply %242, %241 : tensor<8x64x512xbf16>
    %cst_34 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %244 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %245 = stablehlo.multiply %244, %243 : tensor<8x64x512xbf16>
    %246 = stablehlo.add %241, %245 : tensor<8x64x512xbf16>
    %cst_35 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %247 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %248 = stablehlo.multiply %247, %246 : tensor<8x64x512xbf16>
    %249 = stablehlo.tanh %248 : tensor<8x64x512xbf16>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %250 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %251 = stablehlo.add %250, %249 : tensor<8x64x512xbf16>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %252 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %253 = stablehlo.multiply %252, %251 : tensor<8x64x512xbf16>
    %254 = stablehlo.multiply %241, %253 : tensor<8x64x512xbf16>
    %255 = stablehlo.dot_general %254, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<512x128xbf16>) -> tensor<8x64x128xbf16>
    %256 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %258 = stablehlo.add %255, %257 : tensor<8x64x128xbf16>
    %259 = sdy.sharding_constraint %258 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %260 = stablehlo.add %209, %259 : tensor<8x64x128xbf16>
    %261 = stablehlo.convert %260 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%261 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %267 = stablehlo.subtract %261, %266 : tensor<8x64x128xf32>
    %268 = chlo.square %267 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %272 = stablehlo.divide %270, %271 : tensor<8x64x1xf32>
    %273 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %274 = stablehlo.subtract %261, %273 : tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %276 = stablehlo.add %272, %275 : tensor<8x64x1xf32>
    %277 = stablehlo.rsqrt %276 : tensor<8x64x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %279 = stablehlo.multiply %274, %278 : tensor<8x64x128xf32>
    %280 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %283 = stablehlo.multiply %279, %282 : tensor<8x64x128xf32>
    %284 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %287 = stablehlo.add %283, %286 : tensor<8x64x128xf32>
    %288 = stablehlo.convert %287 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %289 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %290 = stablehlo.dot_general %288, %289, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %291 = stablehlo.convert %290 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %292 = sdy.sharding_constraint %291 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %295 = stablehlo.maximum %294, %293 : tensor<8x64xf32>
    %296 = stablehlo.is_finite %295 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %298 = stablehlo.select %296, %295, %297 : tensor<8x64xi1>, tensor<8x64xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %301 = stablehlo.subtract %292, %300 : tensor<8x64x512xf32>
    %302 = stablehlo.exponential %301 : tensor<8x64x512xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %304 = stablehlo.abs %303 : tensor<8x64xf32>
    %305 = stablehlo.log %304 : tensor<8x64xf32>
    %306 = stablehlo.add %305, %298 : tensor<8x64xf32>
    %307 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %308 = call @take_along_axis(%292, %307) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %310 = stablehlo.subtract %306, %309 : tensor<8x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%310 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_48 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %312 = stablehlo.divide %311, %cst_48 : tensor<f32>
    return %312 : tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xbf16>
    return %16 : tensor<8x64x128xbf16>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x1x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x1x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
    return %3 : tensor<8x4x1x64x64xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x1xi32>) -> tensor<8x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15 : tensor<8x64x1xf32>
  }
}
