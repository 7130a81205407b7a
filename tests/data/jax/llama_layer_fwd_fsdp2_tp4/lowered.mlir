module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg2: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg3: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg4: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg6: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg7: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg8: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg9: tensor<8x64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x64x128xbf16> {jax.result_info = "result"}) {
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
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<8x64x128xf32>
    %12 = stablehlo.convert %arg0 : (tensor<128xbf16>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %11, %14 : tensor<8x64x128xf32>
    %16 = stablehlo.convert %15 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %17 = stablehlo.dot_general %16, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.dot_general %16, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.dot_general %16, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.add %29, %28 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.power %33, %32 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.divide %35, %34 : tensor<8xf32>
    %37 = stablehlo.iota dim = 0 : tensor<64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<64x8xf32>
    %43 = stablehlo.sine %42 : tensor<64x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %45 = stablehlo.cosine %42 : tensor<64x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %47 = stablehlo.convert %19 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %48 = stablehlo.slice %47 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %49 = stablehlo.slice %47 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<8x64x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<8x64x8x8xf32>
    %54 = stablehlo.subtract %51, %53 : tensor<8x64x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %58 = stablehlo.multiply %48, %57 : tensor<8x64x8x8xf32>
    %59 = stablehlo.add %56, %58 : tensor<8x64x8x8xf32>
    %60 = stablehlo.concatenate %54, %59, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %61 = stablehlo.convert %60 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %62 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.add %65, %64 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.divide %66, %67 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.power %69, %68 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.divide %71, %70 : tensor<8xf32>
    %73 = stablehlo.iota dim = 0 : tensor<64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<64x8xf32>
    %79 = stablehlo.sine %78 : tensor<64x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %81 = stablehlo.cosine %78 : tensor<64x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %83 = stablehlo.convert %22 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %84 = stablehlo.slice %83 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %85 = stablehlo.slice %83 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %86 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<8x64x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %89 = stablehlo.multiply %85, %88 : tensor<8x64x4x8xf32>
    %90 = stablehlo.subtract %87, %89 : tensor<8x64x4x8xf32>
    %91 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %94 = stablehlo.multiply %84, %93 : tensor<8x64x4x8xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x64x4x8xf32>
    %96 = stablehlo.concatenate %90, %95, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %97 = stablehlo.convert %96 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %98 = stablehlo.reshape %61 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %99 = stablehlo.dot_general %97, %98, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %100 = stablehlo.transpose %99, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %101 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %102 = stablehlo.multiply %100, %101 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %103 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %104 = call @tril(%103) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %105 = stablehlo.convert %102 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %106 = call @_where(%104, %105, %cst_13) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<8x4x2x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %112 = stablehlo.subtract %106, %111 : tensor<8x4x2x64x64xf32>
    %113 = stablehlo.exponential %112 : tensor<8x4x2x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %117 = stablehlo.divide %113, %116 : tensor<8x4x2x64x64xf32>
    %118 = stablehlo.convert %117 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %119 = stablehlo.dot_general %25, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %121 = stablehlo.reshape %120 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %122 = stablehlo.dot_general %121, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %124 = stablehlo.add %0, %123 : tensor<8x64x128xbf16>
    %125 = stablehlo.convert %124 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %126 = stablehlo.multiply %125, %125 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x64x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<8x64x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %135 = stablehlo.multiply %125, %134 : tensor<8x64x128xf32>
    %136 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.convert %139 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %141 = stablehlo.dot_general %140, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %142 = stablehlo.dot_general %140, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %143 = call @silu(%141) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %144 = stablehlo.multiply %143, %142 : tensor<8x64x256xbf16>
    %145 = stablehlo.dot_general %144, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %146 = sdy.sharding_constraint %145 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %147 = stablehlo.add %124, %146 : tensor<8x64x128xbf16>
    return %147 : tensor<8x64x128xbf16>
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
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x2x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3 : tensor<8x4x2x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x256xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x256xbf16>
    return %6 : tensor<8x64x256xbf16>
  }
}
