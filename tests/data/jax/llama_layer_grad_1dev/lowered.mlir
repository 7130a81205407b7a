module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<128x256xbf16>, %arg3: tensor<128x64xbf16>, %arg4: tensor<128xbf16>, %arg5: tensor<128x128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x256xbf16>, %arg8: tensor<128x64xbf16>, %arg9: tensor<8x64x128xbf16>) -> (tensor<128xbf16> {jax.result_info = "result[0]['attn_norm']"}, tensor<256x128xbf16> {jax.result_info = "result[0]['down_proj']"}, tensor<128x256xbf16> {jax.result_info = "result[0]['gate_proj']"}, tensor<128x64xbf16> {jax.result_info = "result[0]['k_proj']"}, tensor<128xbf16> {jax.result_info = "result[0]['mlp_norm']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['o_proj']"}, tensor<128x128xbf16> {jax.result_info = "result[0]['q_proj']"}, tensor<128x256xbf16> {jax.result_info = "result[0]['up_proj']"}, tensor<128x64xbf16> {jax.result_info = "result[0]['v_proj']"}, tensor<8x64x128xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg9 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x64x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x64x1xf32>
    %9 = stablehlo.divide %8, %7 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<8x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<8x64x128xf32>
    %14 = stablehlo.convert %arg0 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.dot_general %18, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.reshape %19 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %21 = stablehlo.dot_general %18, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.dot_general %18, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %25 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.add %28, %27 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.divide %29, %30 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.power %32, %31 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.divide %34, %33 : tensor<8xf32>
    %36 = stablehlo.iota dim = 0 : tensor<64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<64x8xf32>
    %42 = stablehlo.sine %41 : tensor<64x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %44 = stablehlo.cosine %41 : tensor<64x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %46 = stablehlo.convert %20 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %47 = stablehlo.slice %46 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %48 = stablehlo.slice %46 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %50 = stablehlo.multiply %47, %49 : tensor<8x64x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<8x64x8x8xf32>
    %53 = stablehlo.subtract %50, %52 : tensor<8x64x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<8x64x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %57 = stablehlo.multiply %47, %56 : tensor<8x64x8x8xf32>
    %58 = stablehlo.add %55, %57 : tensor<8x64x8x8xf32>
    %59 = stablehlo.concatenate %53, %58, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %60 = stablehlo.convert %59 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %61 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.add %64, %63 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.power %68, %67 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.divide %70, %69 : tensor<8xf32>
    %72 = stablehlo.iota dim = 0 : tensor<64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<64x8xf32>
    %78 = stablehlo.sine %77 : tensor<64x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %80 = stablehlo.cosine %77 : tensor<64x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %82 = stablehlo.convert %22 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %83 = stablehlo.slice %82 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %84 = stablehlo.slice %82 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %85 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %86 = stablehlo.multiply %83, %85 : tensor<8x64x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %88 = stablehlo.multiply %84, %87 : tensor<8x64x4x8xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<8x64x4x8xf32>
    %90 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %91 = stablehlo.multiply %84, %90 : tensor<8x64x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %93 = stablehlo.multiply %83, %92 : tensor<8x64x4x8xf32>
    %94 = stablehlo.add %91, %93 : tensor<8x64x4x8xf32>
    %95 = stablehlo.concatenate %89, %94, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %96 = stablehlo.convert %95 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %97 = stablehlo.reshape %60 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %98 = stablehlo.dot_general %96, %97, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %99 = stablehlo.transpose %98, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %101 = stablehlo.multiply %99, %100 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %102 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %103 = call @tril(%102) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %104 = stablehlo.convert %101 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %105:2 = call @_where(%103, %104, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.reduce(%105#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %108 = stablehlo.maximum %107, %106 : tensor<8x4x2x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %111 = stablehlo.subtract %105#0, %110 : tensor<8x4x2x64x64xf32>
    %112 = stablehlo.exponential %111 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %116 = stablehlo.divide %112, %115 : tensor<8x4x2x64x64xf32>
    %117 = stablehlo.multiply %114, %114 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %119 = stablehlo.divide %118, %117 : tensor<8x4x2x64x1xf32>
    %120 = stablehlo.convert %116 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %121 = stablehlo.dot_general %24, %120, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %122 = stablehlo.transpose %121, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %123 = stablehlo.reshape %122 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %124 = stablehlo.dot_general %123, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %125 = stablehlo.add %arg9, %124 : tensor<8x64x128xbf16>
    %126 = stablehlo.convert %125 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %127 = stablehlo.multiply %126, %126 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %131 = stablehlo.divide %129, %130 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %133 = stablehlo.add %131, %132 : tensor<8x64x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<8x64x1xf32>
    %135 = stablehlo.divide %134, %133 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<8x64x1xf32>
    %138 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.multiply %126, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<8x64x128xf32>
    %144 = stablehlo.convert %143 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %145 = stablehlo.dot_general %144, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %146 = stablehlo.dot_general %144, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %147:3 = call @silu(%145) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %148 = stablehlo.multiply %147#0, %146 : tensor<8x64x256xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %150 = stablehlo.convert %149 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %151 = stablehlo.dot_general %150, %148, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %152 = stablehlo.transpose %151, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %153 = stablehlo.dot_general %150, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %154 = stablehlo.multiply %147#0, %153 : tensor<8x64x256xbf16>
    %155 = stablehlo.multiply %153, %146 : tensor<8x64x256xbf16>
    %156 = call @silu_0(%147#1, %147#2, %145, %155) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %157 = stablehlo.dot_general %154, %144, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %158 = stablehlo.transpose %157, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %159 = stablehlo.dot_general %154, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %160 = stablehlo.dot_general %156, %144, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %161 = stablehlo.transpose %160, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %162 = stablehlo.dot_general %156, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %163 = stablehlo.add %159, %162 : tensor<8x64x128xbf16>
    %164 = stablehlo.convert %163 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %165 = stablehlo.multiply %139, %164 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %167 = stablehlo.reshape %166 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %168 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %169 = stablehlo.multiply %164, %168 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%167 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.convert %170 : (tensor<128xf32>) -> tensor<128xbf16>
    %172 = stablehlo.multiply %126, %169 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %175 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %176 = stablehlo.multiply %169, %175 : tensor<8x64x128xf32>
    %177 = stablehlo.multiply %174, %137 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %179 = stablehlo.divide %177, %178 : tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %182 = stablehlo.multiply %126, %181 : tensor<8x64x128xf32>
    %183 = stablehlo.add %176, %182 : tensor<8x64x128xf32>
    %184 = stablehlo.multiply %181, %126 : tensor<8x64x128xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x64x128xf32>
    %186 = stablehlo.convert %185 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %187 = stablehlo.add %150, %186 : tensor<8x64x128xbf16>
    %188 = stablehlo.dot_general %187, %123, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %189 = stablehlo.transpose %188, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %190 = stablehlo.dot_general %187, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %191 = stablehlo.reshape %190 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %192 = stablehlo.transpose %191, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %193 = stablehlo.dot_general %192, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %194 = stablehlo.dot_general %192, %120, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %195 = stablehlo.transpose %194, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %196 = stablehlo.convert %193 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %197 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<8x4x2x64x64xf32>
    %199 = stablehlo.multiply %198, %112 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %202 = stablehlo.negate %201 : tensor<8x4x2x64x1xf32>
    %203 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %204 = stablehlo.divide %196, %203 : tensor<8x4x2x64x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%202 init: %cst_30) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %207 = stablehlo.add %204, %206 : tensor<8x4x2x64x64xf32>
    %208 = stablehlo.multiply %207, %112 : tensor<8x4x2x64x64xf32>
    %209 = call @_where_1(%105#1, %208) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %210 = stablehlo.convert %209 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_31 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %211 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %212 = stablehlo.multiply %210, %211 : tensor<8x4x2x64x64xbf16>
    %213 = stablehlo.transpose %212, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %214 = stablehlo.dot_general %213, %96, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %216 = stablehlo.dot_general %213, %97, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %218 = stablehlo.reshape %215 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %219 = stablehlo.convert %217 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %220 = stablehlo.slice %219 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %221 = stablehlo.slice %219 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %222 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<8x64x4x8xf32>
    %224 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %225 = stablehlo.multiply %221, %224 : tensor<8x64x4x8xf32>
    %226 = stablehlo.negate %220 : tensor<8x64x4x8xf32>
    %227 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<8x64x4x8xf32>
    %229 = stablehlo.add %225, %228 : tensor<8x64x4x8xf32>
    %230 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %231 = stablehlo.multiply %220, %230 : tensor<8x64x4x8xf32>
    %232 = stablehlo.add %223, %231 : tensor<8x64x4x8xf32>
    %233 = stablehlo.concatenate %232, %229, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %234 = stablehlo.convert %233 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %235 = stablehlo.convert %218 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %236 = stablehlo.slice %235 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %237 = stablehlo.slice %235 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %238 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<8x64x8x8xf32>
    %240 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %241 = stablehlo.multiply %237, %240 : tensor<8x64x8x8xf32>
    %242 = stablehlo.negate %236 : tensor<8x64x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<8x64x8x8xf32>
    %245 = stablehlo.add %241, %244 : tensor<8x64x8x8xf32>
    %246 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %247 = stablehlo.multiply %236, %246 : tensor<8x64x8x8xf32>
    %248 = stablehlo.add %239, %247 : tensor<8x64x8x8xf32>
    %249 = stablehlo.concatenate %248, %245, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %250 = stablehlo.convert %249 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %251 = stablehlo.reshape %195 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %252 = stablehlo.dot_general %251, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %253 = stablehlo.transpose %252, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %254 = stablehlo.dot_general %251, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %255 = stablehlo.reshape %234 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %256 = stablehlo.dot_general %255, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %257 = stablehlo.transpose %256, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %258 = stablehlo.dot_general %255, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %259 = stablehlo.add %254, %258 : tensor<8x64x128xbf16>
    %260 = stablehlo.reshape %250 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %261 = stablehlo.dot_general %260, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %262 = stablehlo.transpose %261, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %263 = stablehlo.dot_general %260, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %264 = stablehlo.add %259, %263 : tensor<8x64x128xbf16>
    %265 = stablehlo.convert %264 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %266 = stablehlo.multiply %13, %265 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %268 = stablehlo.reshape %267 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %269 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %270 = stablehlo.multiply %265, %269 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%268 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %272 = stablehlo.convert %271 : (tensor<128xf32>) -> tensor<128xbf16>
    %273 = stablehlo.multiply %0, %270 : tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %275 = stablehlo.reshape %274 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %276 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %277 = stablehlo.multiply %270, %276 : tensor<8x64x128xf32>
    %278 = stablehlo.multiply %275, %11 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<8x64x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %283 = stablehlo.multiply %0, %282 : tensor<8x64x128xf32>
    %284 = stablehlo.add %277, %283 : tensor<8x64x128xf32>
    %285 = stablehlo.multiply %282, %0 : tensor<8x64x128xf32>
    %286 = stablehlo.add %284, %285 : tensor<8x64x128xf32>
    %287 = stablehlo.convert %286 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %288 = stablehlo.add %187, %287 : tensor<8x64x128xbf16>
    return %272, %152, %161, %257, %171, %189, %262, %158, %253, %288 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>
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
