module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg13: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convert %arg0 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %1:2 = call @_take(%0, %arg13) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %2 = sdy.sharding_constraint %1#0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.add %6, %5 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.power %10, %9 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.divide %12, %11 : tensor<8xf32>
    %14 = stablehlo.iota dim = 0 : tensor<64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<64x8xf32>
    %20 = stablehlo.sine %19 : tensor<64x8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %22 = stablehlo.cosine %19 : tensor<64x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %24 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.add %27, %26 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.power %31, %30 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.divide %33, %32 : tensor<8xf32>
    %35 = stablehlo.iota dim = 0 : tensor<64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<64x8xf32>
    %41 = stablehlo.sine %40 : tensor<64x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %43 = stablehlo.cosine %40 : tensor<64x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %46 = call @tril(%45) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %47:2 = call @_where_0(%46, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %49:18 = stablehlo.while(%iterArg = %arg2, %iterArg_53 = %arg3, %iterArg_54 = %arg4, %iterArg_55 = %arg5, %iterArg_56 = %arg6, %iterArg_57 = %arg7, %iterArg_58 = %arg8, %iterArg_59 = %arg9, %iterArg_60 = %arg10, %iterArg_61 = %44, %iterArg_62 = %42, %iterArg_63 = %23, %iterArg_64 = %21, %iterArg_65 = %47#0, %iterArg_66 = %47#1, %iterArg_67 = %c_11, %iterArg_68 = %2, %iterArg_69 = %48) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_70 = stablehlo.constant dense<2> : tensor<i32>
      %185 = stablehlo.compare LT, %iterArg_67, %c_70, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %185 : tensor<i1>
    } do {
      %185 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_67) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %186 = func.call @dynamic_index_in_dim_1(%iterArg_53, %iterArg_67) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
      %187 = func.call @dynamic_index_in_dim_2(%iterArg_54, %iterArg_67) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %188 = func.call @dynamic_index_in_dim_3(%iterArg_55, %iterArg_67) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %189 = func.call @dynamic_index_in_dim(%iterArg_56, %iterArg_67) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %190 = func.call @dynamic_index_in_dim_4(%iterArg_57, %iterArg_67) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %191 = func.call @dynamic_index_in_dim_4(%iterArg_58, %iterArg_67) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %192 = func.call @dynamic_index_in_dim_2(%iterArg_59, %iterArg_67) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %193 = func.call @dynamic_index_in_dim_3(%iterArg_60, %iterArg_67) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %194:2 = func.call @closed_call(%iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_68, %185, %186, %187, %188, %189, %190, %191, %192, %193) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %195 = func.call @dynamic_update_index_in_dim(%iterArg_69, %194#1, %iterArg_67) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_70 = stablehlo.constant dense<1> : tensor<i32>
      %196 = stablehlo.add %iterArg_67, %c_70 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %196, %194#0, %195 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    }
    %50 = stablehlo.convert %49#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %57 = stablehlo.add %55, %56 : tensor<8x64x1xf32>
    %58 = stablehlo.rsqrt %57 : tensor<8x64x1xf32>
    %59 = stablehlo.divide %58, %57 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<8x64x1xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %63 = stablehlo.multiply %50, %62 : tensor<8x64x128xf32>
    %64 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %66 = stablehlo.multiply %63, %65 : tensor<8x64x128xf32>
    %67 = stablehlo.convert %66 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %68 = stablehlo.convert %arg11 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %69 = stablehlo.dot_general %67, %68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %70 = stablehlo.convert %69 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_16) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x64xf32>
    %75 = stablehlo.is_finite %74 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %77 = stablehlo.select %75, %74, %76 : tensor<8x64xi1>, tensor<8x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %80 = stablehlo.subtract %71, %79 : tensor<8x64x512xf32>
    %81 = stablehlo.exponential %80 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %83 = stablehlo.abs %82 : tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %85 = stablehlo.compare GE, %82, %84, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %86 = stablehlo.log %83 : tensor<8x64xf32>
    %87 = stablehlo.add %86, %77 : tensor<8x64xf32>
    %88 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %89:2 = call @take_along_axis(%71, %88) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %90 = stablehlo.reshape %89#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %91 = stablehlo.subtract %87, %90 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %93 = stablehlo.divide %92, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %94 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %96 = stablehlo.negate %95 : tensor<8x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %98 = call @take_along_axis_6(%89#1, %97) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %99 = stablehlo.divide %95, %83 : tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %101 = stablehlo.select %85, %100, %99 : tensor<8x64xi1>, tensor<8x64xf32>
    %102 = stablehlo.select %85, %99, %100 : tensor<8x64xi1>, tensor<8x64xf32>
    %103 = stablehlo.negate %101 : tensor<8x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %106 = stablehlo.multiply %105, %81 : tensor<8x64x512xf32>
    %107 = stablehlo.add %98, %106 : tensor<8x64x512xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %109 = stablehlo.convert %108 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %110 = stablehlo.dot_general %109, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %112 = stablehlo.dot_general %109, %68, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %113 = stablehlo.convert %111 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %114 = stablehlo.convert %112 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %115 = stablehlo.multiply %63, %114 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %117 = stablehlo.reshape %116 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %118 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %119 = stablehlo.multiply %114, %118 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %121 = stablehlo.multiply %50, %119 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %124 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %125 = stablehlo.multiply %119, %124 : tensor<8x64x128xf32>
    %126 = stablehlo.multiply %123, %61 : tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.multiply %50, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.add %125, %131 : tensor<8x64x128xf32>
    %133 = stablehlo.multiply %130, %50 : tensor<8x64x128xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x64x128xf32>
    %135 = stablehlo.convert %134 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %145:21 = stablehlo.while(%iterArg = %arg2, %iterArg_53 = %arg3, %iterArg_54 = %arg4, %iterArg_55 = %arg5, %iterArg_56 = %arg6, %iterArg_57 = %arg7, %iterArg_58 = %arg8, %iterArg_59 = %arg9, %iterArg_60 = %arg10, %iterArg_61 = %49#17, %iterArg_62 = %c_40, %iterArg_63 = %135, %iterArg_64 = %136, %iterArg_65 = %137, %iterArg_66 = %138, %iterArg_67 = %139, %iterArg_68 = %140, %iterArg_69 = %141, %iterArg_70 = %142, %iterArg_71 = %143, %iterArg_72 = %144) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
    cond {
      %c_73 = stablehlo.constant dense<2> : tensor<i32>
      %185 = stablehlo.compare LT, %iterArg_62, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %185 : tensor<i1>
    } do {
      %c_73 = stablehlo.constant dense<2> : tensor<i32>
      %185 = stablehlo.subtract %c_73, %iterArg_62 : tensor<i32>
      %c_74 = stablehlo.constant dense<1> : tensor<i32>
      %186 = stablehlo.subtract %185, %c_74 : tensor<i32>
      %187 = func.call @dynamic_index_in_dim(%iterArg, %186) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %188 = func.call @dynamic_index_in_dim_1(%iterArg_53, %186) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
      %189 = func.call @dynamic_index_in_dim_2(%iterArg_54, %186) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %190 = func.call @dynamic_index_in_dim_3(%iterArg_55, %186) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %191 = func.call @dynamic_index_in_dim(%iterArg_56, %186) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %192 = func.call @dynamic_index_in_dim_4(%iterArg_57, %186) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %193 = func.call @dynamic_index_in_dim_4(%iterArg_58, %186) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %194 = func.call @dynamic_index_in_dim_2(%iterArg_59, %186) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %195 = func.call @dynamic_index_in_dim_3(%iterArg_60, %186) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %196 = func.call @dynamic_index_in_dim_7(%iterArg_61, %186) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %197:10 = func.call @closed_call_8(%iterArg_63, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196) : (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>)
      %198 = func.call @dynamic_update_index_in_dim_14(%iterArg_64, %197#1, %186) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
      %199 = func.call @dynamic_update_index_in_dim_15(%iterArg_65, %197#2, %186) : (tensor<2x256x128xf32>, tensor<256x128xf32>, tensor<i32>) -> tensor<2x256x128xf32>
      %200 = func.call @dynamic_update_index_in_dim_16(%iterArg_66, %197#3, %186) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
      %201 = func.call @dynamic_update_index_in_dim_17(%iterArg_67, %197#4, %186) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
      %202 = func.call @dynamic_update_index_in_dim_14(%iterArg_68, %197#5, %186) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
      %203 = func.call @dynamic_update_index_in_dim_18(%iterArg_69, %197#6, %186) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
      %204 = func.call @dynamic_update_index_in_dim_18(%iterArg_70, %197#7, %186) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
      %205 = func.call @dynamic_update_index_in_dim_16(%iterArg_71, %197#8, %186) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
      %206 = func.call @dynamic_update_index_in_dim_17(%iterArg_72, %197#9, %186) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
      %c_75 = stablehlo.constant dense<1> : tensor<i32>
      %207 = stablehlo.add %iterArg_62, %c_75 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %207, %197#0, %198, %199, %200, %201, %202, %203, %204, %205, %206 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
    }
    %146 = sdy.sharding_constraint %145#11 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %147 = call @_take_19(%1#1, %146) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %148 = stablehlo.convert %147 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %cst_41 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<512x128xf32>
    %cst_42 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %152 = stablehlo.multiply %151, %120 : tensor<128xf32>
    %cst_43 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %154 = stablehlo.multiply %153, %145#12 : tensor<2x128xf32>
    %cst_44 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %156 = stablehlo.multiply %155, %145#13 : tensor<2x256x128xf32>
    %cst_45 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %158 = stablehlo.multiply %157, %145#14 : tensor<2x128x256xf32>
    %cst_46 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %160 = stablehlo.multiply %159, %145#15 : tensor<2x128x64xf32>
    %cst_47 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %162 = stablehlo.multiply %161, %145#16 : tensor<2x128xf32>
    %cst_48 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %164 = stablehlo.multiply %163, %145#17 : tensor<2x128x128xf32>
    %cst_49 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %166 = stablehlo.multiply %165, %145#18 : tensor<2x128x128xf32>
    %cst_50 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %168 = stablehlo.multiply %167, %145#19 : tensor<2x128x256xf32>
    %cst_51 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %170 = stablehlo.multiply %169, %145#20 : tensor<2x128x64xf32>
    %cst_52 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %172 = stablehlo.multiply %171, %113 : tensor<128x512xf32>
    %173 = stablehlo.add %arg0, %150 : tensor<512x128xf32>
    %174 = stablehlo.add %arg1, %152 : tensor<128xf32>
    %175 = stablehlo.add %arg2, %154 : tensor<2x128xf32>
    %176 = stablehlo.add %arg3, %156 : tensor<2x256x128xf32>
    %177 = stablehlo.add %arg4, %158 : tensor<2x128x256xf32>
    %178 = stablehlo.add %arg5, %160 : tensor<2x128x64xf32>
    %179 = stablehlo.add %arg6, %162 : tensor<2x128xf32>
    %180 = stablehlo.add %arg7, %164 : tensor<2x128x128xf32>
    %181 = stablehlo.add %arg8, %166 : tensor<2x128x128xf32>
    %182 = stablehlo.add %arg9, %168 : tensor<2x128x256xf32>
    %183 = stablehlo.add %arg10, %170 : tensor<2x128x64xf32>
    %184 = stablehlo.add %arg11, %172 : tensor<128x512xf32>
    return %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %93 : tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>) {
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
    return %16, %5 : tensor<8x64x128xbf16>, tensor<8x64x1xi32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    return %1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x256x128xf32>, %arg1: tensor<i32>) -> tensor<256x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 128] : (tensor<2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x128x256xf32>, %arg1: tensor<i32>) -> tensor<128x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<2x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    return %1 : tensor<128x256xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x128x64xf32>, %arg1: tensor<i32>) -> tensor<128x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<2x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x128xf32>, %arg1: tensor<i32>) -> tensor<128x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xf32>, %arg8: tensor<256x128xf32>, %arg9: tensor<128x256xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x128xf32>, %arg13: tensor<128x128xf32>, %arg14: tensor<128x256xf32>, %arg15: tensor<128x64xf32>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) {
    %0 = sdy.sharding_constraint %arg6 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %12 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<8x64x128xf32>
    %15 = stablehlo.convert %14 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %16 = stablehlo.convert %arg13 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.convert %arg10 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %21 = stablehlo.dot_general %15, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %24 = stablehlo.convert %arg15 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %25 = stablehlo.dot_general %15, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %28 = stablehlo.convert %19 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %29 = stablehlo.slice %28 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %30 = stablehlo.slice %28 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<8x64x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<8x64x8x8xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<8x64x8x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<8x64x8x8xf32>
    %38 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %39 = stablehlo.multiply %29, %38 : tensor<8x64x8x8xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x64x8x8xf32>
    %41 = stablehlo.concatenate %35, %40, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %42 = stablehlo.convert %41 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %43 = stablehlo.convert %23 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %44 = stablehlo.slice %43 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %45 = stablehlo.slice %43 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<8x64x4x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<8x64x4x8xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<8x64x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %52 = stablehlo.multiply %45, %51 : tensor<8x64x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %54 = stablehlo.multiply %44, %53 : tensor<8x64x4x8xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x64x4x8xf32>
    %56 = stablehlo.concatenate %50, %55, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %57 = stablehlo.convert %56 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %58 = stablehlo.reshape %42 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %59 = stablehlo.dot_general %57, %58, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %60 = stablehlo.transpose %59, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %62 = stablehlo.multiply %60, %61 : tensor<8x4x2x64x64xbf16>
    %63 = stablehlo.convert %62 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %64 = call @_where_5(%63, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<8x4x2x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<8x4x2x64x64xf32>
    %71 = stablehlo.exponential %70 : tensor<8x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %75 = stablehlo.divide %71, %74 : tensor<8x4x2x64x64xf32>
    %76 = stablehlo.convert %75 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %77 = stablehlo.dot_general %27, %76, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %78 = stablehlo.transpose %77, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %79 = stablehlo.reshape %78 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %80 = stablehlo.convert %arg12 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %82 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %83 = stablehlo.add %0, %82 : tensor<8x64x128xbf16>
    %84 = stablehlo.convert %83 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %85 = stablehlo.multiply %84, %84 : tensor<8x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %89 = stablehlo.divide %87, %88 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %91 = stablehlo.add %89, %90 : tensor<8x64x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x64x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %94 = stablehlo.multiply %84, %93 : tensor<8x64x128xf32>
    %95 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %97 = stablehlo.multiply %94, %96 : tensor<8x64x128xf32>
    %98 = stablehlo.convert %97 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %99 = stablehlo.convert %arg9 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %101 = stablehlo.convert %arg14 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %102 = stablehlo.dot_general %98, %101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %103 = call @silu(%100) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %104 = stablehlo.multiply %103, %102 : tensor<8x64x256xbf16>
    %105 = stablehlo.convert %arg8 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %108 = stablehlo.add %83, %107 : tensor<8x64x128xbf16>
    return %108, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @_where_5(%arg0: tensor<8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xi1>, %arg2: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %0 : tensor<8x4x2x64x64xf32>
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
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xbf16>) -> tensor<1x8x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x128xbf16>, tensor<1x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x128xbf16>
    return %1 : tensor<2x8x64x128xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
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
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @closed_call_8(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xf32>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<128x64xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128x256xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>) {
    %0 = sdy.sharding_constraint %arg10 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.convert %arg7 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.convert %arg4 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %24 = stablehlo.dot_general %18, %23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %27 = stablehlo.convert %arg9 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %28 = stablehlo.dot_general %18, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %30 = stablehlo.reshape %29 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %31 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.add %34, %33 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.power %38, %37 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.divide %40, %39 : tensor<8xf32>
    %42 = stablehlo.iota dim = 0 : tensor<64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %44 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<64x8xf32>
    %48 = stablehlo.sine %47 : tensor<64x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %50 = stablehlo.cosine %47 : tensor<64x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %52 = stablehlo.convert %22 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %53 = stablehlo.slice %52 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %54 = stablehlo.slice %52 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %56 = stablehlo.multiply %53, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<8x64x8x8xf32>
    %59 = stablehlo.subtract %56, %58 : tensor<8x64x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %61 = stablehlo.multiply %54, %60 : tensor<8x64x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %63 = stablehlo.multiply %53, %62 : tensor<8x64x8x8xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x64x8x8xf32>
    %65 = stablehlo.concatenate %59, %64, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %66 = stablehlo.convert %65 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %67 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.add %70, %69 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.power %74, %73 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.divide %76, %75 : tensor<8xf32>
    %78 = stablehlo.iota dim = 0 : tensor<64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %80 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<64x8xf32>
    %84 = stablehlo.sine %83 : tensor<64x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %86 = stablehlo.cosine %83 : tensor<64x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %88 = stablehlo.convert %26 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %89 = stablehlo.slice %88 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %90 = stablehlo.slice %88 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %92 = stablehlo.multiply %89, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %94 = stablehlo.multiply %90, %93 : tensor<8x64x4x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<8x64x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %97 = stablehlo.multiply %90, %96 : tensor<8x64x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %99 = stablehlo.multiply %89, %98 : tensor<8x64x4x8xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x64x4x8xf32>
    %101 = stablehlo.concatenate %95, %100, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %102 = stablehlo.convert %101 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %103 = stablehlo.reshape %66 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %104 = stablehlo.dot_general %102, %103, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %105 = stablehlo.transpose %104, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %106 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %107 = stablehlo.multiply %105, %106 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %108 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %109 = call @tril_9(%108) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %110 = stablehlo.convert %107 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %111:2 = call @_where_10(%109, %110, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.reduce(%111#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %114 = stablehlo.maximum %113, %112 : tensor<8x4x2x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %117 = stablehlo.subtract %111#0, %116 : tensor<8x4x2x64x64xf32>
    %118 = stablehlo.exponential %117 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %122 = stablehlo.divide %118, %121 : tensor<8x4x2x64x64xf32>
    %123 = stablehlo.multiply %120, %120 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %125 = stablehlo.divide %124, %123 : tensor<8x4x2x64x1xf32>
    %126 = stablehlo.convert %122 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %127 = stablehlo.dot_general %30, %126, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %128 = stablehlo.transpose %127, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %129 = stablehlo.reshape %128 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %130 = stablehlo.convert %arg6 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %132 = sdy.sharding_constraint %131 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %133 = stablehlo.add %0, %132 : tensor<8x64x128xbf16>
    %134 = stablehlo.convert %133 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %135 = stablehlo.multiply %134, %134 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %139 = stablehlo.divide %137, %138 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x64x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<8x64x1xf32>
    %143 = stablehlo.divide %142, %141 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<8x64x1xf32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %147 = stablehlo.multiply %134, %146 : tensor<8x64x128xf32>
    %148 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<8x64x128xf32>
    %151 = stablehlo.convert %150 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %152 = stablehlo.convert %arg3 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %154 = stablehlo.convert %arg8 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %155 = stablehlo.dot_general %151, %154, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %156:3 = call @silu_11(%153) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %157 = stablehlo.multiply %156#0, %155 : tensor<8x64x256xbf16>
    %158 = stablehlo.convert %arg2 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %159 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %160 = stablehlo.dot_general %159, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %161 = stablehlo.transpose %160, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %162 = stablehlo.dot_general %159, %158, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %163 = stablehlo.convert %161 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %164 = stablehlo.multiply %156#0, %162 : tensor<8x64x256xbf16>
    %165 = stablehlo.multiply %162, %155 : tensor<8x64x256xbf16>
    %166 = call @silu_12(%156#1, %153, %156#2, %165) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %167 = stablehlo.dot_general %164, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %168 = stablehlo.transpose %167, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %169 = stablehlo.dot_general %164, %154, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %170 = stablehlo.convert %168 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %171 = stablehlo.dot_general %166, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %172 = stablehlo.transpose %171, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %173 = stablehlo.dot_general %166, %152, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %174 = stablehlo.add %169, %173 : tensor<8x64x128xbf16>
    %175 = stablehlo.convert %172 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %176 = stablehlo.convert %174 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %177 = stablehlo.multiply %147, %176 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %179 = stablehlo.reshape %178 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %180 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %181 = stablehlo.multiply %176, %180 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%179 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %183 = stablehlo.multiply %134, %181 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %186 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %187 = stablehlo.multiply %181, %186 : tensor<8x64x128xf32>
    %188 = stablehlo.multiply %185, %145 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %190 = stablehlo.divide %188, %189 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %193 = stablehlo.multiply %134, %192 : tensor<8x64x128xf32>
    %194 = stablehlo.add %187, %193 : tensor<8x64x128xf32>
    %195 = stablehlo.multiply %192, %134 : tensor<8x64x128xf32>
    %196 = stablehlo.add %194, %195 : tensor<8x64x128xf32>
    %197 = stablehlo.convert %196 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %198 = stablehlo.add %arg0, %197 : tensor<8x64x128xbf16>
    %199 = sdy.sharding_constraint %198 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %200 = stablehlo.dot_general %199, %129, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %201 = stablehlo.transpose %200, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %202 = stablehlo.dot_general %199, %130, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %203 = stablehlo.convert %201 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %204 = stablehlo.reshape %202 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %205 = stablehlo.transpose %204, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %206 = stablehlo.dot_general %205, %30, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %207 = stablehlo.dot_general %205, %126, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %208 = stablehlo.transpose %207, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %209 = stablehlo.convert %206 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %210 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<8x4x2x64x64xf32>
    %212 = stablehlo.multiply %211, %118 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %214 = stablehlo.reshape %213 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %215 = stablehlo.negate %214 : tensor<8x4x2x64x1xf32>
    %216 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %217 = stablehlo.divide %209, %216 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%215 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x4x2x64x64xf32>
    %221 = stablehlo.multiply %220, %118 : tensor<8x4x2x64x64xf32>
    %222 = call @_where_13(%111#1, %221) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %223 = stablehlo.convert %222 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %224 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %225 = stablehlo.multiply %223, %224 : tensor<8x4x2x64x64xbf16>
    %226 = stablehlo.transpose %225, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %227 = stablehlo.dot_general %226, %102, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %228 = stablehlo.transpose %227, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %229 = stablehlo.dot_general %226, %103, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %231 = stablehlo.reshape %228 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %232 = stablehlo.convert %230 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %233 = stablehlo.slice %232 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %234 = stablehlo.slice %232 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %235 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<8x64x4x8xf32>
    %237 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<8x64x4x8xf32>
    %239 = stablehlo.negate %233 : tensor<8x64x4x8xf32>
    %240 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<8x64x4x8xf32>
    %242 = stablehlo.add %238, %241 : tensor<8x64x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %244 = stablehlo.multiply %233, %243 : tensor<8x64x4x8xf32>
    %245 = stablehlo.add %236, %244 : tensor<8x64x4x8xf32>
    %246 = stablehlo.concatenate %245, %242, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %247 = stablehlo.convert %246 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %248 = stablehlo.convert %231 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %249 = stablehlo.slice %248 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %250 = stablehlo.slice %248 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %251 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<8x64x8x8xf32>
    %253 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %254 = stablehlo.multiply %250, %253 : tensor<8x64x8x8xf32>
    %255 = stablehlo.negate %249 : tensor<8x64x8x8xf32>
    %256 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<8x64x8x8xf32>
    %258 = stablehlo.add %254, %257 : tensor<8x64x8x8xf32>
    %259 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %260 = stablehlo.multiply %249, %259 : tensor<8x64x8x8xf32>
    %261 = stablehlo.add %252, %260 : tensor<8x64x8x8xf32>
    %262 = stablehlo.concatenate %261, %258, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %263 = stablehlo.convert %262 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %264 = stablehlo.reshape %208 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %265 = sdy.sharding_constraint %264 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %266 = stablehlo.dot_general %265, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %267 = stablehlo.transpose %266, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %268 = stablehlo.dot_general %265, %27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %269 = stablehlo.convert %267 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %270 = stablehlo.reshape %247 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %271 = sdy.sharding_constraint %270 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %272 = stablehlo.dot_general %271, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %273 = stablehlo.transpose %272, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %274 = stablehlo.dot_general %271, %23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %275 = stablehlo.add %268, %274 : tensor<8x64x128xbf16>
    %276 = stablehlo.convert %273 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %277 = stablehlo.reshape %263 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %278 = sdy.sharding_constraint %277 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %279 = stablehlo.dot_general %278, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %280 = stablehlo.transpose %279, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %281 = stablehlo.dot_general %278, %19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %282 = stablehlo.add %275, %281 : tensor<8x64x128xbf16>
    %283 = stablehlo.convert %280 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %284 = stablehlo.convert %282 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %14, %284 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %287 = stablehlo.reshape %286 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.multiply %284, %288 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%287 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %291 = stablehlo.multiply %1, %289 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %293 = stablehlo.reshape %292 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %294 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %295 = stablehlo.multiply %289, %294 : tensor<8x64x128xf32>
    %296 = stablehlo.multiply %293, %12 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %298 = stablehlo.divide %296, %297 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %301 = stablehlo.multiply %1, %300 : tensor<8x64x128xf32>
    %302 = stablehlo.add %295, %301 : tensor<8x64x128xf32>
    %303 = stablehlo.multiply %300, %1 : tensor<8x64x128xf32>
    %304 = stablehlo.add %302, %303 : tensor<8x64x128xf32>
    %305 = stablehlo.convert %304 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %306 = stablehlo.add %198, %305 : tensor<8x64x128xbf16>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %307, %290, %163, %175, %276, %182, %203, %283, %170, %269 : tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>
  }
  func.func private @tril_9(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_10(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_11(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
    return %9, %5, %8 : tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>
  }
  func.func private @silu_12(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_13(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<2x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<2x128xf32>
    return %1 : tensor<2x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x256x128xf32>, %arg1: tensor<256x128xf32>, %arg2: tensor<i32>) -> tensor<2x256x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xf32>, tensor<1x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xf32>
    return %1 : tensor<2x256x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x128x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<i32>) -> tensor<2x128x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xf32>
    return %1 : tensor<2x128x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<i32>) -> tensor<2x128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xf32>) -> tensor<1x128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xf32>, tensor<1x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xf32>
    return %1 : tensor<2x128x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> tensor<2x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    return %1 : tensor<2x128x128xf32>
  }
  func.func private @_take_19(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
}
