module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "expert"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "expert", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {"data"}]>}, %arg2: tensor<4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"data"}, {}]>}, %arg3: tensor<4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"data"}, {}]>}, %arg4: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}, %arg5: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "expert"}]>}, %arg7: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}, %arg8: tensor<128x4xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}, %arg9: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}, %arg10: tensor<8x64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}, {}]>}) -> (tensor<128xbf16> {jax.result_info = "result[0]['attn_norm']"}, tensor<4x128x128xbf16> {jax.result_info = "result[0]['experts_down']"}, tensor<4x128x128xbf16> {jax.result_info = "result[0]['experts_gate']"}, tensor<4x128x128xbf16> {jax.result_info = "result[0]['experts_up']"}, tensor<128x64xbf16> {jax.result_info = "result[0]['k_proj']"}, tensor<128xbf16> {jax.result_info = "result[0]['mlp_norm']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['o_proj']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['q_proj']"}, tensor<128x4xbf16> {jax.result_info = "result[0]['router']"}, tensor<128x64xbf16> {jax.result_info = "result[0]['v_proj']"}, tensor<8x64x128xbf16> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg10 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x64x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8x64x1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<8x64x128xf32>
    %15 = stablehlo.convert %arg0 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %23 = stablehlo.dot_general %19, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %26 = stablehlo.dot_general %19, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %29 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.add %32, %31 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.divide %33, %34 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.power %36, %35 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.divide %38, %37 : tensor<16xf32>
    %40 = stablehlo.iota dim = 0 : tensor<64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %42 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<64x16xf32>
    %46 = stablehlo.sine %45 : tensor<64x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %48 = stablehlo.cosine %45 : tensor<64x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %50 = stablehlo.convert %22 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %51 = stablehlo.slice %50 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %52 = stablehlo.slice %50 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<8x64x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<8x64x4x16xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<8x64x4x16xf32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %59 = stablehlo.multiply %52, %58 : tensor<8x64x4x16xf32>
    %60 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %61 = stablehlo.multiply %51, %60 : tensor<8x64x4x16xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x64x4x16xf32>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %64 = stablehlo.convert %63 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %65 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.add %68, %67 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %71 = stablehlo.divide %69, %70 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.power %72, %71 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.divide %74, %73 : tensor<16xf32>
    %76 = stablehlo.iota dim = 0 : tensor<64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<64x16xf32>
    %82 = stablehlo.sine %81 : tensor<64x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %84 = stablehlo.cosine %81 : tensor<64x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %86 = stablehlo.convert %25 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %87 = stablehlo.slice %86 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %88 = stablehlo.slice %86 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<8x64x2x16xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<8x64x2x16xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<8x64x2x16xf32>
    %94 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %95 = stablehlo.multiply %88, %94 : tensor<8x64x2x16xf32>
    %96 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<8x64x2x16xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x64x2x16xf32>
    %99 = stablehlo.concatenate %93, %98, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %100 = stablehlo.convert %99 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %101 = stablehlo.reshape %64 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %102 = stablehlo.dot_general %100, %101, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x64x2xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 1, 4, 3, 2] : (tensor<8x2x64x64x2xbf16>) -> tensor<8x2x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %105 = stablehlo.multiply %103, %104 : tensor<8x2x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %106 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %107 = call @tril(%106) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %108 = stablehlo.convert %105 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %109:2 = call @_where(%107, %108, %cst_14) : (tensor<64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<f32>) -> (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.reduce(%109#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<8x2x2x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %115 = stablehlo.subtract %109#0, %114 : tensor<8x2x2x64x64xf32>
    %116 = stablehlo.exponential %115 : tensor<8x2x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %120 = stablehlo.divide %116, %119 : tensor<8x2x2x64x64xf32>
    %121 = stablehlo.multiply %118, %118 : tensor<8x2x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<8x2x2x64x1xf32>
    %124 = stablehlo.convert %120 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %125 = stablehlo.dot_general %28, %124, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x2x64xbf16>
    %126 = stablehlo.transpose %125, dims = [0, 4, 1, 3, 2] : (tensor<8x2x32x2x64xbf16>) -> tensor<8x64x2x2x32xbf16>
    %127 = stablehlo.reshape %126 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x128xbf16>
    %128 = stablehlo.dot_general %127, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %130 = stablehlo.add %0, %129 : tensor<8x64x128xbf16>
    %131 = stablehlo.convert %130 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %132 = stablehlo.multiply %131, %131 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %136 = stablehlo.divide %134, %135 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.add %136, %137 : tensor<8x64x1xf32>
    %139 = stablehlo.rsqrt %138 : tensor<8x64x1xf32>
    %140 = stablehlo.divide %139, %138 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<8x64x1xf32>
    %143 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %144 = stablehlo.multiply %131, %143 : tensor<8x64x128xf32>
    %145 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<8x64x128xf32>
    %149 = stablehlo.convert %148 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %150 = stablehlo.dot_general %149, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x4xbf16>) -> tensor<8x64x4xbf16>
    %151 = stablehlo.convert %150 : (tensor<8x64x4xbf16>) -> tensor<8x64x4xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_23) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %154 = stablehlo.maximum %153, %152 : tensor<8x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %157 = stablehlo.subtract %151, %156 : tensor<8x64x4xf32>
    %158 = stablehlo.exponential %157 : tensor<8x64x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %162 = stablehlo.divide %158, %161 : tensor<8x64x4xf32>
    %163 = stablehlo.multiply %160, %160 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %165 = stablehlo.divide %164, %163 : tensor<8x64x1xf32>
    %values, %indices = chlo.top_k(%162, k = 2) : tensor<8x64x4xf32> -> (tensor<8x64x2xf32>, tensor<8x64x2xi32>)
    %166 = stablehlo.reshape %indices : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%values init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %170 = stablehlo.divide %values, %169 : tensor<8x64x2xf32>
    %171 = stablehlo.multiply %168, %168 : tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %173 = stablehlo.divide %172, %171 : tensor<8x64x1xf32>
    %174 = call @_one_hot(%indices) : (tensor<8x64x2xi32>) -> tensor<8x64x2x4xi32>
    %175 = stablehlo.reshape %174 : (tensor<8x64x2x4xi32>) -> tensor<8x128x4xi32>
    %176 = call @cumsum(%175) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    %177 = stablehlo.reshape %176 : (tensor<8x128x4xi32>) -> tensor<8x64x2x4xi32>
    %178 = stablehlo.multiply %177, %174 : tensor<8x64x2x4xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %180 = stablehlo.subtract %178, %179 : tensor<8x64x2x4xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %181 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %182 = stablehlo.compare GE, %180, %181, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %c_31 = stablehlo.constant dense<64> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %184 = stablehlo.compare LT, %180, %183, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %185 = stablehlo.and %182, %184 : tensor<8x64x2x4xi1>
    %c_32 = stablehlo.constant dense<64> : tensor<i32>
    %186 = call @_where_1(%185, %180, %c_32) : (tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>, tensor<i32>) -> tensor<8x64x2x4xi32>
    %187 = call @_one_hot_2(%186) : (tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x64xbf16>
    %188 = stablehlo.convert %187 : (tensor<8x64x2x4x64xbf16>) -> tensor<8x64x2x4x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2x4x64xf32>, tensor<f32>) -> tensor<8x64x4x64xf32>
    %190 = stablehlo.convert %189 : (tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xbf16>
    %191 = stablehlo.convert %170 : (tensor<8x64x2xf32>) -> tensor<8x64x2xbf16>
    %192 = stablehlo.dot_general %187, %191, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x4x64xbf16>, tensor<8x64x2xbf16>) -> tensor<8x64x4x64xbf16>
    %193 = stablehlo.dot_general %149, %190, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x4x64xbf16>
    %194 = stablehlo.transpose %193, dims = [2, 0, 3, 1] : (tensor<8x128x4x64xbf16>) -> tensor<4x8x64x128xbf16>
    %195 = sdy.sharding_constraint %194 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %196 = sdy.sharding_constraint %195 <@mesh, [{"expert"}, {"data"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %197 = stablehlo.dot_general %196, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %198 = stablehlo.dot_general %196, %arg3, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %199:3 = call @silu(%197) : (tensor<4x8x64x128xbf16>) -> (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>)
    %200 = stablehlo.multiply %199#0, %198 : tensor<4x8x64x128xbf16>
    %201 = stablehlo.dot_general %200, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %202 = sdy.sharding_constraint %201 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %204 = stablehlo.convert %203 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %205 = sdy.sharding_constraint %204 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %206 = stablehlo.dot_general %205, %192, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x4x64xbf16>
    %207 = stablehlo.transpose %206, dims = [2, 0, 3, 1] : (tensor<8x128x4x64xbf16>) -> tensor<4x8x64x128xbf16>
    %208 = stablehlo.dot_general %205, %202, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<8x64x4x64xbf16>
    %209 = sdy.sharding_constraint %207 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %210 = stablehlo.dot_general %209, %200, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x128x128xbf16>
    %211 = stablehlo.transpose %210, dims = [0, 2, 1] : (tensor<4x128x128xbf16>) -> tensor<4x128x128xbf16>
    %212 = stablehlo.dot_general %209, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %213 = stablehlo.multiply %199#0, %212 : tensor<4x8x64x128xbf16>
    %214 = stablehlo.multiply %212, %198 : tensor<4x8x64x128xbf16>
    %215 = call @silu_3(%199#1, %199#2, %197, %214) : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16>
    %216 = stablehlo.dot_general %213, %196, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x128x128xbf16>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1] : (tensor<4x128x128xbf16>) -> tensor<4x128x128xbf16>
    %218 = stablehlo.dot_general %213, %arg3, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %219 = stablehlo.dot_general %215, %196, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x128x128xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1] : (tensor<4x128x128xbf16>) -> tensor<4x128x128xbf16>
    %221 = stablehlo.dot_general %215, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %222 = stablehlo.add %218, %221 : tensor<4x8x64x128xbf16>
    %223 = sdy.sharding_constraint %222 <@mesh, [{"expert"}, {"data"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %224 = sdy.sharding_constraint %223 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %225 = stablehlo.transpose %224, dims = [1, 3, 0, 2] : (tensor<4x8x64x128xbf16>) -> tensor<8x128x4x64xbf16>
    %226 = stablehlo.dot_general %225, %190, batching_dims = [0] x [0], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x64xbf16>
    %227 = stablehlo.transpose %226, dims = [0, 2, 1] : (tensor<8x128x64xbf16>) -> tensor<8x64x128xbf16>
    %228 = stablehlo.dot_general %208, %187, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [3, 4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xbf16>, tensor<8x64x2x4x64xbf16>) -> tensor<8x64x2xbf16>
    %229 = stablehlo.convert %228 : (tensor<8x64x2xbf16>) -> tensor<8x64x2xf32>
    %230 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<8x64x2xf32>
    %232 = stablehlo.multiply %231, %values : tensor<8x64x2xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %234 = stablehlo.reshape %233 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %235 = stablehlo.negate %234 : tensor<8x64x1xf32>
    %236 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %237 = stablehlo.divide %229, %236 : tensor<8x64x2xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%235 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x2xf32>
    %240 = stablehlo.add %237, %239 : tensor<8x64x2xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x4xf32>
    %242 = "stablehlo.scatter"(%241, %166, %240) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %390 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %390 : tensor<f32>
    }) : (tensor<8x64x4xf32>, tensor<8x64x2x1xi32>, tensor<8x64x2xf32>) -> tensor<8x64x4xf32>
    %243 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<8x64x4xf32>
    %245 = stablehlo.multiply %244, %158 : tensor<8x64x4xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %248 = stablehlo.negate %247 : tensor<8x64x1xf32>
    %249 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %250 = stablehlo.divide %242, %249 : tensor<8x64x4xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%248 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x4xf32>
    %253 = stablehlo.add %250, %252 : tensor<8x64x4xf32>
    %254 = stablehlo.multiply %253, %158 : tensor<8x64x4xf32>
    %255 = stablehlo.convert %254 : (tensor<8x64x4xf32>) -> tensor<8x64x4xbf16>
    %256 = stablehlo.dot_general %255, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4xbf16>, tensor<8x64x128xbf16>) -> tensor<4x128xbf16>
    %257 = stablehlo.transpose %256, dims = [1, 0] : (tensor<4x128xbf16>) -> tensor<128x4xbf16>
    %258 = stablehlo.dot_general %255, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4xbf16>, tensor<128x4xbf16>) -> tensor<8x64x128xbf16>
    %259 = stablehlo.add %227, %258 : tensor<8x64x128xbf16>
    %260 = stablehlo.convert %259 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %261 = stablehlo.multiply %144, %260 : tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%261 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %263 = stablehlo.reshape %262 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %264 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %265 = stablehlo.multiply %260, %264 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%263 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %267 = stablehlo.convert %266 : (tensor<128xf32>) -> tensor<128xbf16>
    %268 = stablehlo.multiply %131, %265 : tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %270 = stablehlo.reshape %269 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %271 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %272 = stablehlo.multiply %265, %271 : tensor<8x64x128xf32>
    %273 = stablehlo.multiply %270, %142 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %278 = stablehlo.multiply %131, %277 : tensor<8x64x128xf32>
    %279 = stablehlo.add %272, %278 : tensor<8x64x128xf32>
    %280 = stablehlo.multiply %277, %131 : tensor<8x64x128xf32>
    %281 = stablehlo.add %279, %280 : tensor<8x64x128xf32>
    %282 = stablehlo.convert %281 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %283 = stablehlo.add %204, %282 : tensor<8x64x128xbf16>
    %284 = sdy.sharding_constraint %283 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %285 = stablehlo.dot_general %284, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %286 = stablehlo.transpose %285, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %287 = stablehlo.dot_general %284, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %288 = stablehlo.reshape %287 : (tensor<8x64x128xbf16>) -> tensor<8x64x2x2x32xbf16>
    %289 = stablehlo.transpose %288, dims = [0, 2, 4, 3, 1] : (tensor<8x64x2x2x32xbf16>) -> tensor<8x2x32x2x64xbf16>
    %290 = stablehlo.dot_general %289, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x32x2x64xbf16>, tensor<8x64x2x32xbf16>) -> tensor<8x2x2x64x64xbf16>
    %291 = stablehlo.dot_general %289, %124, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x32x2x64xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x64xbf16>
    %292 = stablehlo.transpose %291, dims = [0, 3, 1, 2] : (tensor<8x2x32x64xbf16>) -> tensor<8x64x2x32xbf16>
    %293 = stablehlo.convert %290 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %294 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<8x2x2x64x64xf32>
    %296 = stablehlo.multiply %295, %116 : tensor<8x2x2x64x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%296 init: %cst_45) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %298 = stablehlo.reshape %297 : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %299 = stablehlo.negate %298 : tensor<8x2x2x64x1xf32>
    %300 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %301 = stablehlo.divide %293, %300 : tensor<8x2x2x64x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%299 init: %cst_46) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x1xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x64xf32>
    %304 = stablehlo.add %301, %303 : tensor<8x2x2x64x64xf32>
    %305 = stablehlo.multiply %304, %116 : tensor<8x2x2x64x64xf32>
    %306 = call @_where_4(%109#1, %305) : (tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32>
    %307 = stablehlo.convert %306 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %cst_47 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %308 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %309 = stablehlo.multiply %307, %308 : tensor<8x2x2x64x64xbf16>
    %310 = stablehlo.transpose %309, dims = [0, 1, 4, 3, 2] : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x64x64x2xbf16>
    %311 = stablehlo.dot_general %310, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64x64x2xbf16>, tensor<8x64x2x32xbf16>) -> tensor<8x2x64x2x32xbf16>
    %312 = stablehlo.transpose %311, dims = [0, 2, 1, 3, 4] : (tensor<8x2x64x2x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %313 = stablehlo.dot_general %310, %101, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64x64x2xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x32xbf16>
    %314 = stablehlo.transpose %313, dims = [0, 2, 1, 3] : (tensor<8x2x64x32xbf16>) -> tensor<8x64x2x32xbf16>
    %315 = stablehlo.reshape %312 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x4x32xbf16>
    %316 = stablehlo.convert %314 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %317 = stablehlo.slice %316 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %318 = stablehlo.slice %316 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %319 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<8x64x2x16xf32>
    %321 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %322 = stablehlo.multiply %318, %321 : tensor<8x64x2x16xf32>
    %323 = stablehlo.negate %317 : tensor<8x64x2x16xf32>
    %324 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<8x64x2x16xf32>
    %326 = stablehlo.add %322, %325 : tensor<8x64x2x16xf32>
    %327 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %328 = stablehlo.multiply %317, %327 : tensor<8x64x2x16xf32>
    %329 = stablehlo.add %320, %328 : tensor<8x64x2x16xf32>
    %330 = stablehlo.concatenate %329, %326, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %331 = stablehlo.convert %330 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %332 = stablehlo.convert %315 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %333 = stablehlo.slice %332 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %334 = stablehlo.slice %332 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %335 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<8x64x4x16xf32>
    %337 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %338 = stablehlo.multiply %334, %337 : tensor<8x64x4x16xf32>
    %339 = stablehlo.negate %333 : tensor<8x64x4x16xf32>
    %340 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<8x64x4x16xf32>
    %342 = stablehlo.add %338, %341 : tensor<8x64x4x16xf32>
    %343 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %344 = stablehlo.multiply %333, %343 : tensor<8x64x4x16xf32>
    %345 = stablehlo.add %336, %344 : tensor<8x64x4x16xf32>
    %346 = stablehlo.concatenate %345, %342, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %347 = stablehlo.convert %346 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %348 = stablehlo.reshape %292 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x64xbf16>
    %349 = sdy.sharding_constraint %348 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %350 = stablehlo.dot_general %349, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %351 = stablehlo.transpose %350, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %352 = stablehlo.dot_general %349, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %353 = stablehlo.reshape %331 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x64xbf16>
    %354 = sdy.sharding_constraint %353 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %355 = stablehlo.dot_general %354, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %356 = stablehlo.transpose %355, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %357 = stablehlo.dot_general %354, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %358 = stablehlo.add %352, %357 : tensor<8x64x128xbf16>
    %359 = stablehlo.reshape %347 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %360 = sdy.sharding_constraint %359 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %361 = stablehlo.dot_general %360, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %362 = stablehlo.transpose %361, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %363 = stablehlo.dot_general %360, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %364 = stablehlo.add %358, %363 : tensor<8x64x128xbf16>
    %365 = stablehlo.convert %364 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %366 = stablehlo.multiply %14, %365 : tensor<8x64x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %368 = stablehlo.reshape %367 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %369 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %370 = stablehlo.multiply %365, %369 : tensor<8x64x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%368 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %372 = stablehlo.convert %371 : (tensor<128xf32>) -> tensor<128xbf16>
    %373 = stablehlo.multiply %1, %370 : tensor<8x64x128xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %375 = stablehlo.reshape %374 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %376 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %377 = stablehlo.multiply %370, %376 : tensor<8x64x128xf32>
    %378 = stablehlo.multiply %375, %12 : tensor<8x64x1xf32>
    %cst_51 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %380 = stablehlo.divide %378, %379 : tensor<8x64x1xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %383 = stablehlo.multiply %1, %382 : tensor<8x64x128xf32>
    %384 = stablehlo.add %377, %383 : tensor<8x64x128xf32>
    %385 = stablehlo.multiply %382, %1 : tensor<8x64x128xf32>
    %386 = stablehlo.add %384, %385 : tensor<8x64x128xf32>
    %387 = stablehlo.convert %386 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %388 = stablehlo.add %283, %387 : tensor<8x64x128xbf16>
    %389 = sdy.sharding_constraint %388 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    return %372, %211, %220, %217, %356, %267, %286, %362, %257, %351, %389 : tensor<128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x4xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>
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
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x2x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x2x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %3, %1 : tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>
  }
  func.func private @_one_hot(%arg0: tensor<8x64x2xi32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x64x2x1xi32>) -> tensor<8x64x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xi32>) -> tensor<8x64x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x4xi1>) -> tensor<8x64x2x4xi32>
    return %5 : tensor<8x64x2x4xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    return %0 : tensor<8x128x4xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [127, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 128, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x128x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    return %1 : tensor<8x128x4xi32>
  }
  func.func private @_where_1(%arg0: tensor<8x64x2x4xi1>, %arg1: tensor<8x64x2x4xi32>, %arg2: tensor<i32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>
    return %2 : tensor<8x64x2x4xi32>
  }
  func.func private @_one_hot_2(%arg0: tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x1xi32>
    %1 = stablehlo.iota dim = 4 : tensor<1x1x1x1x64xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<8x64x2x4x1xi32>) -> tensor<8x64x2x4x64xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x64xi32>) -> tensor<8x64x2x4x64xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x4x64xi32>, tensor<8x64x2x4x64xi32>) -> tensor<8x64x2x4x64xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x4x64xi1>) -> tensor<8x64x2x4x64xbf16>
    return %5 : tensor<8x64x2x4x64xbf16>
  }
  func.func private @silu(%arg0: tensor<4x8x64x128xbf16>) -> (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x8x64x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x8x64x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x8x64x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x64x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x8x64x128xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x8x64x128xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x8x64x128xbf16>
    return %9, %8, %5 : tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>
  }
  func.func private @silu_3(%arg0: tensor<4x8x64x128xbf16>, %arg1: tensor<4x8x64x128xbf16>, %arg2: tensor<4x8x64x128xbf16>, %arg3: tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x8x64x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x8x64x128xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x8x64x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x8x64x128xbf16>
    return %3 : tensor<4x8x64x128xbf16>
  }
  func.func private @_where_4(%arg0: tensor<8x2x2x64x64xi1>, %arg1: tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %1 : tensor<8x2x2x64x64xf32>
  }
}
