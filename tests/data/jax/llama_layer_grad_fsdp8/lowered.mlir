module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg2: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg6: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg7: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<8x64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<128xbf16> {jax.result_info = "result[0]['attn_norm']"}, tensor<256x128xbf16> {jax.result_info = "result[0]['down_proj']"}, tensor<128x256xbf16> {jax.result_info = "result[0]['gate_proj']"}, tensor<128x64xbf16> {jax.result_info = "result[0]['k_proj']"}, tensor<128xbf16> {jax.result_info = "result[0]['mlp_norm']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['o_proj']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['q_proj']"}, tensor<128x256xbf16> {jax.result_info = "result[0]['up_proj']"}, tensor<128x64xbf16> {jax.result_info = "result[0]['v_proj']"}, tensor<8x64x128xbf16> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg9 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %20 = stablehlo.dot_general %19, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.dot_general %19, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.dot_general %19, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %29 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.add %32, %31 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.power %36, %35 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.divide %38, %37 : tensor<8xf32>
    %40 = stablehlo.iota dim = 0 : tensor<64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %42 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<64x8xf32>
    %46 = stablehlo.sine %45 : tensor<64x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %48 = stablehlo.cosine %45 : tensor<64x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %50 = stablehlo.convert %22 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %51 = stablehlo.slice %50 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %52 = stablehlo.slice %50 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<8x64x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<8x64x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %59 = stablehlo.multiply %52, %58 : tensor<8x64x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %61 = stablehlo.multiply %51, %60 : tensor<8x64x8x8xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x64x8x8xf32>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %64 = stablehlo.convert %63 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %65 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.add %68, %67 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.divide %69, %70 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.power %72, %71 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.divide %74, %73 : tensor<8xf32>
    %76 = stablehlo.iota dim = 0 : tensor<64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<64x8xf32>
    %82 = stablehlo.sine %81 : tensor<64x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %84 = stablehlo.cosine %81 : tensor<64x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %86 = stablehlo.convert %25 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %87 = stablehlo.slice %86 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %88 = stablehlo.slice %86 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<8x64x4x8xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<8x64x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %95 = stablehlo.multiply %88, %94 : tensor<8x64x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<8x64x4x8xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x64x4x8xf32>
    %99 = stablehlo.concatenate %93, %98, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %100 = stablehlo.convert %99 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %101 = stablehlo.reshape %64 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %102 = stablehlo.dot_general %100, %101, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %105 = stablehlo.multiply %103, %104 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %106 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %107 = call @tril(%106) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %108 = stablehlo.convert %105 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %109:2 = call @_where(%107, %108, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.reduce(%109#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<8x4x2x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %115 = stablehlo.subtract %109#0, %114 : tensor<8x4x2x64x64xf32>
    %116 = stablehlo.exponential %115 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %120 = stablehlo.divide %116, %119 : tensor<8x4x2x64x64xf32>
    %121 = stablehlo.multiply %118, %118 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<8x4x2x64x1xf32>
    %124 = stablehlo.convert %120 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %125 = stablehlo.dot_general %28, %124, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %126 = stablehlo.transpose %125, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %127 = stablehlo.reshape %126 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %128 = stablehlo.dot_general %127, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %145 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<8x64x128xf32>
    %149 = stablehlo.convert %148 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %150 = stablehlo.dot_general %149, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %151 = stablehlo.dot_general %149, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %152:3 = call @silu(%150) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %153 = stablehlo.multiply %152#0, %151 : tensor<8x64x256xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %155 = stablehlo.convert %154 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %156 = sdy.sharding_constraint %155 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %157 = stablehlo.dot_general %156, %153, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %158 = stablehlo.transpose %157, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %159 = stablehlo.dot_general %156, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %160 = stablehlo.multiply %152#0, %159 : tensor<8x64x256xbf16>
    %161 = stablehlo.multiply %159, %151 : tensor<8x64x256xbf16>
    %162 = call @silu_0(%152#1, %152#2, %150, %161) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %163 = stablehlo.dot_general %160, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %164 = stablehlo.transpose %163, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %165 = stablehlo.dot_general %160, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %166 = stablehlo.dot_general %162, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %167 = stablehlo.transpose %166, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %168 = stablehlo.dot_general %162, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %169 = stablehlo.add %165, %168 : tensor<8x64x128xbf16>
    %170 = stablehlo.convert %169 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %171 = stablehlo.multiply %144, %170 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %173 = stablehlo.reshape %172 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %174 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %175 = stablehlo.multiply %170, %174 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%173 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %177 = stablehlo.convert %176 : (tensor<128xf32>) -> tensor<128xbf16>
    %178 = stablehlo.multiply %131, %175 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %181 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %182 = stablehlo.multiply %175, %181 : tensor<8x64x128xf32>
    %183 = stablehlo.multiply %180, %142 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %185 = stablehlo.divide %183, %184 : tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %188 = stablehlo.multiply %131, %187 : tensor<8x64x128xf32>
    %189 = stablehlo.add %182, %188 : tensor<8x64x128xf32>
    %190 = stablehlo.multiply %187, %131 : tensor<8x64x128xf32>
    %191 = stablehlo.add %189, %190 : tensor<8x64x128xf32>
    %192 = stablehlo.convert %191 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %193 = stablehlo.add %155, %192 : tensor<8x64x128xbf16>
    %194 = sdy.sharding_constraint %193 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %195 = stablehlo.dot_general %194, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %197 = stablehlo.dot_general %194, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %198 = stablehlo.reshape %197 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %199 = stablehlo.transpose %198, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %200 = stablehlo.dot_general %199, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %201 = stablehlo.dot_general %199, %124, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %202 = stablehlo.transpose %201, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %203 = stablehlo.convert %200 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %204 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<8x4x2x64x64xf32>
    %206 = stablehlo.multiply %205, %116 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %208 = stablehlo.reshape %207 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %209 = stablehlo.negate %208 : tensor<8x4x2x64x1xf32>
    %210 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %211 = stablehlo.divide %203, %210 : tensor<8x4x2x64x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%209 init: %cst_30) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %214 = stablehlo.add %211, %213 : tensor<8x4x2x64x64xf32>
    %215 = stablehlo.multiply %214, %116 : tensor<8x4x2x64x64xf32>
    %216 = call @_where_1(%109#1, %215) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %217 = stablehlo.convert %216 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_31 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %218 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %219 = stablehlo.multiply %217, %218 : tensor<8x4x2x64x64xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %221 = stablehlo.dot_general %220, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %222 = stablehlo.transpose %221, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %223 = stablehlo.dot_general %220, %101, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %225 = stablehlo.reshape %222 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %226 = stablehlo.convert %224 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %227 = stablehlo.slice %226 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %228 = stablehlo.slice %226 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %229 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<8x64x4x8xf32>
    %231 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %232 = stablehlo.multiply %228, %231 : tensor<8x64x4x8xf32>
    %233 = stablehlo.negate %227 : tensor<8x64x4x8xf32>
    %234 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<8x64x4x8xf32>
    %236 = stablehlo.add %232, %235 : tensor<8x64x4x8xf32>
    %237 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %238 = stablehlo.multiply %227, %237 : tensor<8x64x4x8xf32>
    %239 = stablehlo.add %230, %238 : tensor<8x64x4x8xf32>
    %240 = stablehlo.concatenate %239, %236, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %241 = stablehlo.convert %240 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %242 = stablehlo.convert %225 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %243 = stablehlo.slice %242 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %244 = stablehlo.slice %242 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %245 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<8x64x8x8xf32>
    %247 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %248 = stablehlo.multiply %244, %247 : tensor<8x64x8x8xf32>
    %249 = stablehlo.negate %243 : tensor<8x64x8x8xf32>
    %250 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<8x64x8x8xf32>
    %252 = stablehlo.add %248, %251 : tensor<8x64x8x8xf32>
    %253 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %254 = stablehlo.multiply %243, %253 : tensor<8x64x8x8xf32>
    %255 = stablehlo.add %246, %254 : tensor<8x64x8x8xf32>
    %256 = stablehlo.concatenate %255, %252, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %257 = stablehlo.convert %256 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %258 = stablehlo.reshape %202 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %259 = sdy.sharding_constraint %258 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %260 = stablehlo.dot_general %259, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %261 = stablehlo.transpose %260, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %262 = stablehlo.dot_general %259, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %263 = stablehlo.reshape %241 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %264 = sdy.sharding_constraint %263 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %265 = stablehlo.dot_general %264, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %266 = stablehlo.transpose %265, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %267 = stablehlo.dot_general %264, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %268 = stablehlo.add %262, %267 : tensor<8x64x128xbf16>
    %269 = stablehlo.reshape %257 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %270 = sdy.sharding_constraint %269 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %271 = stablehlo.dot_general %270, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %272 = stablehlo.transpose %271, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %273 = stablehlo.dot_general %270, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %274 = stablehlo.add %268, %273 : tensor<8x64x128xbf16>
    %275 = stablehlo.convert %274 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %276 = stablehlo.multiply %14, %275 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %278 = stablehlo.reshape %277 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %279 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %280 = stablehlo.multiply %275, %279 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%278 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %282 = stablehlo.convert %281 : (tensor<128xf32>) -> tensor<128xbf16>
    %283 = stablehlo.multiply %1, %280 : tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %285 = stablehlo.reshape %284 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %286 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %287 = stablehlo.multiply %280, %286 : tensor<8x64x128xf32>
    %288 = stablehlo.multiply %285, %12 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %290 = stablehlo.divide %288, %289 : tensor<8x64x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %293 = stablehlo.multiply %1, %292 : tensor<8x64x128xf32>
    %294 = stablehlo.add %287, %293 : tensor<8x64x128xf32>
    %295 = stablehlo.multiply %292, %1 : tensor<8x64x128xf32>
    %296 = stablehlo.add %294, %295 : tensor<8x64x128xf32>
    %297 = stablehlo.convert %296 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %298 = stablehlo.add %193, %297 : tensor<8x64x128xbf16>
    %299 = sdy.sharding_constraint %298 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %282, %158, %167, %266, %177, %196, %272, %164, %261, %299 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>
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
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x256xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x64x256xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x64x256xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x64x256xbf16>
    return %9, %8, %5 : tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>
  }
  func.func private @silu_0(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_1(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
}
