module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg4: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg5: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg6: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg9: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg10: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg11: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg12: tensor<2x256x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 0 : i32}, %arg13: tensor<2x16x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 1 : i32}, %arg14: tensor<2x128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 2 : i32}, %arg15: tensor<2x16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg16: tensor<2x128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg17: tensor<2x16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 5 : i32}, %arg18: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 6 : i32}, %arg19: tensor<2x256x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 7 : i32}, %arg20: tensor<2x16x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 8 : i32}, %arg21: tensor<2x128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg22: tensor<2x16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 10 : i32}, %arg23: tensor<2x128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg24: tensor<2x16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg25: tensor<2x256x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 13 : i32}, %arg26: tensor<2x16x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 14 : i32}, %arg27: tensor<2x128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 15 : i32}, %arg28: tensor<2x16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 16 : i32}, %arg29: tensor<2x128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg30: tensor<2x16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 18 : i32}, %arg31: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg32: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<2x256x16xf32> {jax.result_info = "result[0]['down_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x128xf32> {jax.result_info = "result[0]['down_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x16xf32> {jax.result_info = "result[0]['gate_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x256xf32> {jax.result_info = "result[0]['gate_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x16xf32> {jax.result_info = "result[0]['up_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x256xf32> {jax.result_info = "result[0]['up_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<2x256x16xf32> {jax.result_info = "result[1][0].mu['down_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x128xf32> {jax.result_info = "result[1][0].mu['down_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x16xf32> {jax.result_info = "result[1][0].mu['gate_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x256xf32> {jax.result_info = "result[1][0].mu['gate_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x16xf32> {jax.result_info = "result[1][0].mu['up_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x256xf32> {jax.result_info = "result[1][0].mu['up_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x256x16xf32> {jax.result_info = "result[1][0].nu['down_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x128xf32> {jax.result_info = "result[1][0].nu['down_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x16xf32> {jax.result_info = "result[1][0].nu['gate_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x256xf32> {jax.result_info = "result[1][0].nu['gate_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x16xf32> {jax.result_info = "result[1][0].nu['up_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x16x256xf32> {jax.result_info = "result[1][0].nu['up_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg32) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> tensor<8x64x128xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %2 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.add %5, %4 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.power %9, %8 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.divide %11, %10 : tensor<8xf32>
    %13 = stablehlo.iota dim = 0 : tensor<64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<64x8xf32>
    %19 = stablehlo.sine %18 : tensor<64x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %21 = stablehlo.cosine %18 : tensor<64x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %23 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.add %26, %25 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.power %30, %29 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.divide %32, %31 : tensor<8xf32>
    %34 = stablehlo.iota dim = 0 : tensor<64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<64x8xf32>
    %40 = stablehlo.sine %39 : tensor<64x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %42 = stablehlo.cosine %39 : tensor<64x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %45 = call @tril(%44) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %46:2 = call @_where_0(%45, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x8x4x64x64x2xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x64x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x64x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x64x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x64x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x64x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %60:36 = stablehlo.while(%iterArg = %arg2, %iterArg_103 = %arg3, %iterArg_104 = %arg12, %iterArg_105 = %arg13, %iterArg_106 = %arg4, %iterArg_107 = %arg14, %iterArg_108 = %arg15, %iterArg_109 = %arg5, %iterArg_110 = %arg6, %iterArg_111 = %arg7, %iterArg_112 = %arg8, %iterArg_113 = %arg9, %iterArg_114 = %arg16, %iterArg_115 = %arg17, %iterArg_116 = %arg10, %iterArg_117 = %43, %iterArg_118 = %41, %iterArg_119 = %22, %iterArg_120 = %20, %iterArg_121 = %46#0, %iterArg_122 = %46#1, %iterArg_123 = %c_23, %iterArg_124 = %1, %iterArg_125 = %47, %iterArg_126 = %48, %iterArg_127 = %49, %iterArg_128 = %50, %iterArg_129 = %51, %iterArg_130 = %52, %iterArg_131 = %53, %iterArg_132 = %54, %iterArg_133 = %55, %iterArg_134 = %56, %iterArg_135 = %57, %iterArg_136 = %58, %iterArg_137 = %59) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x8x64x128xbf16>
    cond {
      %c_138 = stablehlo.constant dense<2> : tensor<i32>
      %318 = stablehlo.compare LT, %iterArg_123, %c_138, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %318 : tensor<i1>
    } do {
      %318 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_123) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %319 = func.call @dynamic_index_in_dim_1(%iterArg_103, %iterArg_123) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %320 = func.call @dynamic_index_in_dim_2(%iterArg_104, %iterArg_123) : (tensor<2x256x16xf32>, tensor<i32>) -> tensor<256x16xf32>
      %321 = func.call @dynamic_index_in_dim_3(%iterArg_105, %iterArg_123) : (tensor<2x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %322 = func.call @dynamic_index_in_dim_4(%iterArg_106, %iterArg_123) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %323 = func.call @dynamic_index_in_dim_5(%iterArg_107, %iterArg_123) : (tensor<2x128x16xf32>, tensor<i32>) -> tensor<128x16xf32>
      %324 = func.call @dynamic_index_in_dim_6(%iterArg_108, %iterArg_123) : (tensor<2x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %325 = func.call @dynamic_index_in_dim_7(%iterArg_109, %iterArg_123) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %326 = func.call @dynamic_index_in_dim(%iterArg_110, %iterArg_123) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %327 = func.call @dynamic_index_in_dim_8(%iterArg_111, %iterArg_123) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %328 = func.call @dynamic_index_in_dim_8(%iterArg_112, %iterArg_123) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %329 = func.call @dynamic_index_in_dim_4(%iterArg_113, %iterArg_123) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %330 = func.call @dynamic_index_in_dim_5(%iterArg_114, %iterArg_123) : (tensor<2x128x16xf32>, tensor<i32>) -> tensor<128x16xf32>
      %331 = func.call @dynamic_index_in_dim_6(%iterArg_115, %iterArg_123) : (tensor<2x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %332 = func.call @dynamic_index_in_dim_7(%iterArg_116, %iterArg_123) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %333:14 = func.call @closed_call(%iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_124, %318, %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<256x16xf32>, tensor<16x128xf32>, tensor<128x256xbf16>, tensor<128x16xf32>, tensor<16x256xf32>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x16xf32>, tensor<16x256xf32>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x64x128xbf16>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<8x64x128xbf16>)
      %334 = func.call @dynamic_update_index_in_dim(%iterArg_125, %333#1, %iterArg_123) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %335 = func.call @dynamic_update_index_in_dim_10(%iterArg_126, %333#2, %iterArg_123) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %336 = func.call @dynamic_update_index_in_dim_10(%iterArg_127, %333#3, %iterArg_123) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %337 = func.call @dynamic_update_index_in_dim_11(%iterArg_128, %333#4, %iterArg_123) : (tensor<2x8x4x64x64x2xbf16>, tensor<8x4x64x64x2xbf16>, tensor<i32>) -> tensor<2x8x4x64x64x2xbf16>
      %338 = func.call @dynamic_update_index_in_dim(%iterArg_129, %333#5, %iterArg_123) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %339 = func.call @dynamic_update_index_in_dim_12(%iterArg_130, %333#6, %iterArg_123) : (tensor<2x8x64x16xf32>, tensor<8x64x16xf32>, tensor<i32>) -> tensor<2x8x64x16xf32>
      %340 = func.call @dynamic_update_index_in_dim_13(%iterArg_131, %333#7, %iterArg_123) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %341 = func.call @dynamic_update_index_in_dim_14(%iterArg_132, %333#8, %iterArg_123) : (tensor<2x8x64x256xf32>, tensor<8x64x256xf32>, tensor<i32>) -> tensor<2x8x64x256xf32>
      %342 = func.call @dynamic_update_index_in_dim_12(%iterArg_133, %333#9, %iterArg_123) : (tensor<2x8x64x16xf32>, tensor<8x64x16xf32>, tensor<i32>) -> tensor<2x8x64x16xf32>
      %343 = func.call @dynamic_update_index_in_dim_13(%iterArg_134, %333#10, %iterArg_123) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %344 = func.call @dynamic_update_index_in_dim_14(%iterArg_135, %333#11, %iterArg_123) : (tensor<2x8x64x256xf32>, tensor<8x64x256xf32>, tensor<i32>) -> tensor<2x8x64x256xf32>
      %345 = func.call @dynamic_update_index_in_dim_12(%iterArg_136, %333#12, %iterArg_123) : (tensor<2x8x64x16xf32>, tensor<8x64x16xf32>, tensor<i32>) -> tensor<2x8x64x16xf32>
      %346 = func.call @dynamic_update_index_in_dim(%iterArg_137, %333#13, %iterArg_123) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_138 = stablehlo.constant dense<1> : tensor<i32>
      %347 = stablehlo.add %iterArg_123, %c_138 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %iterArg_109, %iterArg_110, %iterArg_111, %iterArg_112, %iterArg_113, %iterArg_114, %iterArg_115, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %347, %333#0, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x8x64x128xbf16>
    }
    %61 = stablehlo.convert %60#22 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %62 = stablehlo.multiply %61, %61 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_25 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %68 = stablehlo.add %66, %67 : tensor<8x64x1xf32>
    %69 = stablehlo.rsqrt %68 : tensor<8x64x1xf32>
    %70 = stablehlo.divide %69, %68 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<8x64x1xf32>
    %73 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %74 = stablehlo.multiply %61, %73 : tensor<8x64x128xf32>
    %75 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %78 = stablehlo.multiply %74, %77 : tensor<8x64x128xf32>
    %79 = stablehlo.convert %78 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %80 = stablehlo.dot_general %79, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %81 = stablehlo.convert %80 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_28) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %85 = stablehlo.maximum %84, %83 : tensor<8x64xf32>
    %86 = stablehlo.is_finite %85 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %88 = stablehlo.select %86, %85, %87 : tensor<8x64xi1>, tensor<8x64xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %91 = stablehlo.subtract %82, %90 : tensor<8x64x512xf32>
    %92 = stablehlo.exponential %91 : tensor<8x64x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %94 = stablehlo.abs %93 : tensor<8x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %96 = stablehlo.compare GE, %93, %95, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %97 = stablehlo.log %94 : tensor<8x64xf32>
    %98 = stablehlo.add %97, %88 : tensor<8x64xf32>
    %99 = stablehlo.broadcast_in_dim %arg31, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %100:2 = call @take_along_axis(%82, %99) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %101 = stablehlo.reshape %100#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %102 = stablehlo.subtract %98, %101 : tensor<8x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %104 = stablehlo.divide %103, %cst_34 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_36 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %105 = stablehlo.divide %cst_35, %cst_36 : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %107 = stablehlo.negate %106 : tensor<8x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %109 = call @take_along_axis_15(%100#1, %108) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %110 = stablehlo.divide %106, %94 : tensor<8x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %112 = stablehlo.select %96, %111, %110 : tensor<8x64xi1>, tensor<8x64xf32>
    %113 = stablehlo.select %96, %110, %111 : tensor<8x64xi1>, tensor<8x64xf32>
    %114 = stablehlo.negate %112 : tensor<8x64xf32>
    %115 = stablehlo.add %113, %114 : tensor<8x64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %117 = stablehlo.multiply %116, %92 : tensor<8x64x512xf32>
    %118 = stablehlo.add %109, %117 : tensor<8x64x512xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %120 = stablehlo.convert %119 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %121 = stablehlo.dot_general %120, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %122 = stablehlo.convert %121 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %123 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<8x64x128xf32>
    %125 = stablehlo.multiply %61, %124 : tensor<8x64x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %128 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %129 = stablehlo.multiply %124, %128 : tensor<8x64x128xf32>
    %130 = stablehlo.multiply %127, %72 : tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %135 = stablehlo.multiply %61, %134 : tensor<8x64x128xf32>
    %136 = stablehlo.add %129, %135 : tensor<8x64x128xf32>
    %137 = stablehlo.multiply %134, %61 : tensor<8x64x128xf32>
    %138 = stablehlo.add %136, %137 : tensor<8x64x128xf32>
    %139 = stablehlo.convert %138 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %146:36 = stablehlo.while(%iterArg = %60#23, %iterArg_103 = %60#24, %iterArg_104 = %60#25, %iterArg_105 = %60#26, %iterArg_106 = %60#27, %iterArg_107 = %60#28, %iterArg_108 = %60#29, %iterArg_109 = %60#30, %iterArg_110 = %60#31, %iterArg_111 = %60#32, %iterArg_112 = %60#33, %iterArg_113 = %60#34, %iterArg_114 = %arg2, %iterArg_115 = %arg3, %iterArg_116 = %arg12, %iterArg_117 = %arg13, %iterArg_118 = %arg4, %iterArg_119 = %arg14, %iterArg_120 = %arg15, %iterArg_121 = %arg5, %iterArg_122 = %arg6, %iterArg_123 = %arg7, %iterArg_124 = %arg8, %iterArg_125 = %arg9, %iterArg_126 = %arg16, %iterArg_127 = %arg17, %iterArg_128 = %arg10, %iterArg_129 = %60#35, %iterArg_130 = %c_47, %iterArg_131 = %139, %iterArg_132 = %140, %iterArg_133 = %141, %iterArg_134 = %142, %iterArg_135 = %143, %iterArg_136 = %144, %iterArg_137 = %145) : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>
    cond {
      %c_138 = stablehlo.constant dense<2> : tensor<i32>
      %318 = stablehlo.compare LT, %iterArg_130, %c_138, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %318 : tensor<i1>
    } do {
      %c_138 = stablehlo.constant dense<2> : tensor<i32>
      %318 = stablehlo.subtract %c_138, %iterArg_130 : tensor<i32>
      %c_139 = stablehlo.constant dense<1> : tensor<i32>
      %319 = stablehlo.subtract %318, %c_139 : tensor<i32>
      %320 = func.call @dynamic_index_in_dim_16(%iterArg, %319) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %321 = func.call @dynamic_index_in_dim_17(%iterArg_103, %319) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %322 = func.call @dynamic_index_in_dim_17(%iterArg_104, %319) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %323 = func.call @dynamic_index_in_dim_18(%iterArg_105, %319) : (tensor<2x8x4x64x64x2xbf16>, tensor<i32>) -> tensor<8x4x64x64x2xbf16>
      %324 = func.call @dynamic_index_in_dim_16(%iterArg_106, %319) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %325 = func.call @dynamic_index_in_dim_19(%iterArg_107, %319) : (tensor<2x8x64x16xf32>, tensor<i32>) -> tensor<8x64x16xf32>
      %326 = func.call @dynamic_index_in_dim_20(%iterArg_108, %319) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %327 = func.call @dynamic_index_in_dim_21(%iterArg_109, %319) : (tensor<2x8x64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %328 = func.call @dynamic_index_in_dim_19(%iterArg_110, %319) : (tensor<2x8x64x16xf32>, tensor<i32>) -> tensor<8x64x16xf32>
      %329 = func.call @dynamic_index_in_dim_20(%iterArg_111, %319) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %330 = func.call @dynamic_index_in_dim_21(%iterArg_112, %319) : (tensor<2x8x64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %331 = func.call @dynamic_index_in_dim_19(%iterArg_113, %319) : (tensor<2x8x64x16xf32>, tensor<i32>) -> tensor<8x64x16xf32>
      %332 = func.call @dynamic_index_in_dim(%iterArg_114, %319) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %333 = func.call @dynamic_index_in_dim_1(%iterArg_115, %319) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %334 = func.call @dynamic_index_in_dim_2(%iterArg_116, %319) : (tensor<2x256x16xf32>, tensor<i32>) -> tensor<256x16xf32>
      %335 = func.call @dynamic_index_in_dim_3(%iterArg_117, %319) : (tensor<2x16x128xf32>, tensor<i32>) -> tensor<16x128xf32>
      %336 = func.call @dynamic_index_in_dim_4(%iterArg_118, %319) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %337 = func.call @dynamic_index_in_dim_5(%iterArg_119, %319) : (tensor<2x128x16xf32>, tensor<i32>) -> tensor<128x16xf32>
      %338 = func.call @dynamic_index_in_dim_6(%iterArg_120, %319) : (tensor<2x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %339 = func.call @dynamic_index_in_dim_7(%iterArg_121, %319) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %340 = func.call @dynamic_index_in_dim(%iterArg_122, %319) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %341 = func.call @dynamic_index_in_dim_8(%iterArg_123, %319) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %342 = func.call @dynamic_index_in_dim_8(%iterArg_124, %319) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %343 = func.call @dynamic_index_in_dim_4(%iterArg_125, %319) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %344 = func.call @dynamic_index_in_dim_5(%iterArg_126, %319) : (tensor<2x128x16xf32>, tensor<i32>) -> tensor<128x16xf32>
      %345 = func.call @dynamic_index_in_dim_6(%iterArg_127, %319) : (tensor<2x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %346 = func.call @dynamic_index_in_dim_7(%iterArg_128, %319) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %347 = func.call @dynamic_index_in_dim_16(%iterArg_129, %319) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %348:7 = func.call @closed_call_22(%iterArg_131, %320, %321, %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347) : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x64x128xbf16>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<256x16xf32>, tensor<16x128xf32>, tensor<128x256xbf16>, tensor<128x16xf32>, tensor<16x256xf32>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x16xf32>, tensor<16x256xf32>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<256x16xf32>, tensor<16x128xf32>, tensor<128x16xf32>, tensor<16x256xf32>, tensor<128x16xf32>, tensor<16x256xf32>)
      %349 = func.call @dynamic_update_index_in_dim_28(%iterArg_132, %348#1, %319) : (tensor<2x256x16xf32>, tensor<256x16xf32>, tensor<i32>) -> tensor<2x256x16xf32>
      %350 = func.call @dynamic_update_index_in_dim_29(%iterArg_133, %348#2, %319) : (tensor<2x16x128xf32>, tensor<16x128xf32>, tensor<i32>) -> tensor<2x16x128xf32>
      %351 = func.call @dynamic_update_index_in_dim_30(%iterArg_134, %348#3, %319) : (tensor<2x128x16xf32>, tensor<128x16xf32>, tensor<i32>) -> tensor<2x128x16xf32>
      %352 = func.call @dynamic_update_index_in_dim_31(%iterArg_135, %348#4, %319) : (tensor<2x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<2x16x256xf32>
      %353 = func.call @dynamic_update_index_in_dim_30(%iterArg_136, %348#5, %319) : (tensor<2x128x16xf32>, tensor<128x16xf32>, tensor<i32>) -> tensor<2x128x16xf32>
      %354 = func.call @dynamic_update_index_in_dim_31(%iterArg_137, %348#6, %319) : (tensor<2x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<2x16x256xf32>
      %c_140 = stablehlo.constant dense<1> : tensor<i32>
      %355 = stablehlo.add %iterArg_130, %c_140 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %iterArg_109, %iterArg_110, %iterArg_111, %iterArg_112, %iterArg_113, %iterArg_114, %iterArg_115, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %iterArg_129, %355, %348#0, %349, %350, %351, %352, %353, %354 : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x16xf32>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>
    }
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %148 = stablehlo.multiply %147, %146#30 : tensor<2x256x16xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %150 = stablehlo.multiply %149, %arg19 : tensor<2x256x16xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x256x16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %153 = stablehlo.multiply %152, %146#31 : tensor<2x16x128xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %155 = stablehlo.multiply %154, %arg20 : tensor<2x16x128xf32>
    %156 = stablehlo.add %153, %155 : tensor<2x16x128xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %158 = stablehlo.multiply %157, %146#32 : tensor<2x128x16xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %160 = stablehlo.multiply %159, %arg21 : tensor<2x128x16xf32>
    %161 = stablehlo.add %158, %160 : tensor<2x128x16xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %163 = stablehlo.multiply %162, %146#33 : tensor<2x16x256xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %165 = stablehlo.multiply %164, %arg22 : tensor<2x16x256xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x16x256xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %168 = stablehlo.multiply %167, %146#34 : tensor<2x128x16xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %170 = stablehlo.multiply %169, %arg23 : tensor<2x128x16xf32>
    %171 = stablehlo.add %168, %170 : tensor<2x128x16xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %173 = stablehlo.multiply %172, %146#35 : tensor<2x16x256xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %175 = stablehlo.multiply %174, %arg24 : tensor<2x16x256xf32>
    %176 = stablehlo.add %173, %175 : tensor<2x16x256xf32>
    %177 = stablehlo.multiply %146#30, %146#30 : tensor<2x256x16xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<2x256x16xf32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %181 = stablehlo.multiply %180, %arg25 : tensor<2x256x16xf32>
    %182 = stablehlo.add %179, %181 : tensor<2x256x16xf32>
    %183 = stablehlo.multiply %146#31, %146#31 : tensor<2x16x128xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<2x16x128xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %187 = stablehlo.multiply %186, %arg26 : tensor<2x16x128xf32>
    %188 = stablehlo.add %185, %187 : tensor<2x16x128xf32>
    %189 = stablehlo.multiply %146#32, %146#32 : tensor<2x128x16xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<2x128x16xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %193 = stablehlo.multiply %192, %arg27 : tensor<2x128x16xf32>
    %194 = stablehlo.add %191, %193 : tensor<2x128x16xf32>
    %195 = stablehlo.multiply %146#33, %146#33 : tensor<2x16x256xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %197 = stablehlo.multiply %196, %195 : tensor<2x16x256xf32>
    %cst_67 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %199 = stablehlo.multiply %198, %arg28 : tensor<2x16x256xf32>
    %200 = stablehlo.add %197, %199 : tensor<2x16x256xf32>
    %201 = stablehlo.multiply %146#34, %146#34 : tensor<2x128x16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<2x128x16xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %205 = stablehlo.multiply %204, %arg29 : tensor<2x128x16xf32>
    %206 = stablehlo.add %203, %205 : tensor<2x128x16xf32>
    %207 = stablehlo.multiply %146#35, %146#35 : tensor<2x16x256xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<2x16x256xf32>
    %cst_71 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %211 = stablehlo.multiply %210, %arg30 : tensor<2x16x256xf32>
    %212 = stablehlo.add %209, %211 : tensor<2x16x256xf32>
    %c_72 = stablehlo.constant dense<2147483647> : tensor<i32>
    %213 = stablehlo.compare LT, %arg18, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %214 = stablehlo.add %arg18, %c_73 : tensor<i32>
    %c_74 = stablehlo.constant dense<2147483647> : tensor<i32>
    %215 = call @_where_32(%213, %214, %c_74) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.convert %215 : (tensor<i32>) -> tensor<f32>
    %217 = stablehlo.power %cst_75, %216 : tensor<f32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %218 = stablehlo.subtract %cst_76, %217 : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %220 = stablehlo.divide %151, %219 : tensor<2x256x16xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %222 = stablehlo.divide %156, %221 : tensor<2x16x128xf32>
    %223 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %224 = stablehlo.divide %161, %223 : tensor<2x128x16xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %226 = stablehlo.divide %166, %225 : tensor<2x16x256xf32>
    %227 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %228 = stablehlo.divide %171, %227 : tensor<2x128x16xf32>
    %229 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %230 = stablehlo.divide %176, %229 : tensor<2x16x256xf32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %231 = stablehlo.convert %215 : (tensor<i32>) -> tensor<f32>
    %232 = stablehlo.power %cst_77, %231 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.subtract %cst_78, %232 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %235 = stablehlo.divide %182, %234 : tensor<2x256x16xf32>
    %236 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %237 = stablehlo.divide %188, %236 : tensor<2x16x128xf32>
    %238 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %239 = stablehlo.divide %194, %238 : tensor<2x128x16xf32>
    %240 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %241 = stablehlo.divide %200, %240 : tensor<2x16x256xf32>
    %242 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %243 = stablehlo.divide %206, %242 : tensor<2x128x16xf32>
    %244 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %245 = stablehlo.divide %212, %244 : tensor<2x16x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %247 = stablehlo.add %235, %246 : tensor<2x256x16xf32>
    %248 = stablehlo.sqrt %247 : tensor<2x256x16xf32>
    %cst_80 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %250 = stablehlo.add %248, %249 : tensor<2x256x16xf32>
    %251 = stablehlo.divide %220, %250 : tensor<2x256x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %253 = stablehlo.add %237, %252 : tensor<2x16x128xf32>
    %254 = stablehlo.sqrt %253 : tensor<2x16x128xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %256 = stablehlo.add %254, %255 : tensor<2x16x128xf32>
    %257 = stablehlo.divide %222, %256 : tensor<2x16x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %259 = stablehlo.add %239, %258 : tensor<2x128x16xf32>
    %260 = stablehlo.sqrt %259 : tensor<2x128x16xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %262 = stablehlo.add %260, %261 : tensor<2x128x16xf32>
    %263 = stablehlo.divide %224, %262 : tensor<2x128x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %265 = stablehlo.add %241, %264 : tensor<2x16x256xf32>
    %266 = stablehlo.sqrt %265 : tensor<2x16x256xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %268 = stablehlo.add %266, %267 : tensor<2x16x256xf32>
    %269 = stablehlo.divide %226, %268 : tensor<2x16x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %271 = stablehlo.add %243, %270 : tensor<2x128x16xf32>
    %272 = stablehlo.sqrt %271 : tensor<2x128x16xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %274 = stablehlo.add %272, %273 : tensor<2x128x16xf32>
    %275 = stablehlo.divide %228, %274 : tensor<2x128x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %277 = stablehlo.add %245, %276 : tensor<2x16x256xf32>
    %278 = stablehlo.sqrt %277 : tensor<2x16x256xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %280 = stablehlo.add %278, %279 : tensor<2x16x256xf32>
    %281 = stablehlo.divide %230, %280 : tensor<2x16x256xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %283 = stablehlo.multiply %282, %arg12 : tensor<2x256x16xf32>
    %284 = stablehlo.add %251, %283 : tensor<2x256x16xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %286 = stablehlo.multiply %285, %arg13 : tensor<2x16x128xf32>
    %287 = stablehlo.add %257, %286 : tensor<2x16x128xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %289 = stablehlo.multiply %288, %arg14 : tensor<2x128x16xf32>
    %290 = stablehlo.add %263, %289 : tensor<2x128x16xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %292 = stablehlo.multiply %291, %arg15 : tensor<2x16x256xf32>
    %293 = stablehlo.add %269, %292 : tensor<2x16x256xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %295 = stablehlo.multiply %294, %arg16 : tensor<2x128x16xf32>
    %296 = stablehlo.add %275, %295 : tensor<2x128x16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %298 = stablehlo.multiply %297, %arg17 : tensor<2x16x256xf32>
    %299 = stablehlo.add %281, %298 : tensor<2x16x256xf32>
    %cst_97 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x256x16xf32>
    %301 = stablehlo.multiply %300, %284 : tensor<2x256x16xf32>
    %cst_98 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %303 = stablehlo.multiply %302, %287 : tensor<2x16x128xf32>
    %cst_99 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %305 = stablehlo.multiply %304, %290 : tensor<2x128x16xf32>
    %cst_100 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %307 = stablehlo.multiply %306, %293 : tensor<2x16x256xf32>
    %cst_101 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128x16xf32>
    %309 = stablehlo.multiply %308, %296 : tensor<2x128x16xf32>
    %cst_102 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %311 = stablehlo.multiply %310, %299 : tensor<2x16x256xf32>
    %312 = stablehlo.add %arg12, %301 : tensor<2x256x16xf32>
    %313 = stablehlo.add %arg13, %303 : tensor<2x16x128xf32>
    %314 = stablehlo.add %arg14, %305 : tensor<2x128x16xf32>
    %315 = stablehlo.add %arg15, %307 : tensor<2x16x256xf32>
    %316 = stablehlo.add %arg16, %309 : tensor<2x128x16xf32>
    %317 = stablehlo.add %arg17, %311 : tensor<2x16x256xf32>
    return %312, %313, %314, %315, %316, %317, %215, %151, %156, %161, %166, %171, %176, %182, %188, %194, %200, %206, %212, %104 : tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<i32>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x256x16xf32>, tensor<2x16x128xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<2x128x16xf32>, tensor<2x16x256xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    return %1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<i32>) -> tensor<256x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 128] : (tensor<2x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x256x128xbf16>) -> tensor<256x128xbf16>
    return %1 : tensor<256x128xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x256x16xf32>, %arg1: tensor<i32>) -> tensor<256x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 16] : (tensor<2x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x16xf32>) -> tensor<256x16xf32>
    return %1 : tensor<256x16xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x16x128xf32>, %arg1: tensor<i32>) -> tensor<16x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 128] : (tensor<2x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x128xf32>) -> tensor<16x128xf32>
    return %1 : tensor<16x128xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<i32>) -> tensor<128x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<2x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xbf16>) -> tensor<128x256xbf16>
    return %1 : tensor<128x256xbf16>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<2x128x16xf32>, %arg1: tensor<i32>) -> tensor<128x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 16] : (tensor<2x128x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x16xf32>) -> tensor<128x16xf32>
    return %1 : tensor<128x16xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<2x16x256xf32>, %arg1: tensor<i32>) -> tensor<16x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 256] : (tensor<2x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
    return %1 : tensor<16x256xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<i32>) -> tensor<128x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<2x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<256x16xf32>, %arg10: tensor<16x128xf32>, %arg11: tensor<128x256xbf16>, %arg12: tensor<128x16xf32>, %arg13: tensor<16x256xf32>, %arg14: tensor<128x64xbf16>, %arg15: tensor<128xbf16>, %arg16: tensor<128x128xbf16>, %arg17: tensor<128x128xbf16>, %arg18: tensor<128x256xbf16>, %arg19: tensor<128x16xf32>, %arg20: tensor<16x256xf32>, %arg21: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x64x128xbf16>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<8x64x128xbf16>) {
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
    %12 = stablehlo.convert %arg7 : (tensor<128xbf16>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %11, %14 : tensor<8x64x128xf32>
    %16 = stablehlo.convert %15 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %17 = stablehlo.dot_general %16, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = stablehlo.reduce_precision %17, format = e8m7 : tensor<8x64x128xbf16>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %20 = stablehlo.reshape %19 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %21 = stablehlo.dot_general %16, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %22 = stablehlo.reduce_precision %21, format = e8m7 : tensor<8x64x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %25 = stablehlo.dot_general %16, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %26 = stablehlo.reduce_precision %25, format = e8m7 : tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %29 = stablehlo.convert %20 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %30 = stablehlo.slice %29 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %31 = stablehlo.slice %29 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<8x64x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<8x64x8x8xf32>
    %36 = stablehlo.subtract %33, %35 : tensor<8x64x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %38 = stablehlo.multiply %31, %37 : tensor<8x64x8x8xf32>
    %39 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %40 = stablehlo.multiply %30, %39 : tensor<8x64x8x8xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x64x8x8xf32>
    %42 = stablehlo.concatenate %36, %41, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %43 = stablehlo.convert %42 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %44 = stablehlo.convert %24 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %45 = stablehlo.slice %44 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %46 = stablehlo.slice %44 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<8x64x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<8x64x4x8xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<8x64x4x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %53 = stablehlo.multiply %46, %52 : tensor<8x64x4x8xf32>
    %54 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %55 = stablehlo.multiply %45, %54 : tensor<8x64x4x8xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x64x4x8xf32>
    %57 = stablehlo.concatenate %51, %56, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %58 = stablehlo.convert %57 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %59 = stablehlo.reshape %43 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %60 = stablehlo.dot_general %58, %59, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %61 = stablehlo.reduce_precision %60, format = e8m7 : tensor<8x4x64x64x2xbf16>
    %62 = stablehlo.transpose %61, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %64 = stablehlo.multiply %62, %63 : tensor<8x4x2x64x64xbf16>
    %65 = stablehlo.convert %64 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %66 = call @_where_9(%65, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %69 = stablehlo.maximum %68, %67 : tensor<8x4x2x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %72 = stablehlo.subtract %66, %71 : tensor<8x4x2x64x64xf32>
    %73 = stablehlo.exponential %72 : tensor<8x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %77 = stablehlo.divide %73, %76 : tensor<8x4x2x64x64xf32>
    %78 = stablehlo.convert %77 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %79 = stablehlo.dot_general %28, %78, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %80 = stablehlo.transpose %79, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %81 = stablehlo.reshape %80 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %82 = stablehlo.dot_general %81, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %83 = stablehlo.reduce_precision %82, format = e8m7 : tensor<8x64x128xbf16>
    %84 = sdy.sharding_constraint %83 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %85 = stablehlo.add %0, %84 : tensor<8x64x128xbf16>
    %86 = stablehlo.convert %85 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<8x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %93 = stablehlo.add %91, %92 : tensor<8x64x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<8x64x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %96 = stablehlo.multiply %86, %95 : tensor<8x64x128xf32>
    %97 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %100 = stablehlo.multiply %96, %99 : tensor<8x64x128xf32>
    %101 = stablehlo.convert %100 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %102 = stablehlo.dot_general %101, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %103 = stablehlo.reduce_precision %102, format = e8m7 : tensor<8x64x256xbf16>
    %104 = stablehlo.convert %101 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %105 = stablehlo.convert %arg12 : tensor<128x16xf32>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x16xf32>) -> tensor<8x64x16xf32>
    %107 = stablehlo.reduce_precision %106, format = e8m23 : tensor<8x64x16xf32>
    %108 = stablehlo.dot_general %107, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<16x256xf32>) -> tensor<8x64x256xf32>
    %109 = stablehlo.reduce_precision %108, format = e8m23 : tensor<8x64x256xf32>
    %110 = stablehlo.convert %103 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %111 = stablehlo.add %110, %109 : tensor<8x64x256xf32>
    %112 = stablehlo.convert %111 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %113 = stablehlo.dot_general %101, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %114 = stablehlo.reduce_precision %113, format = e8m7 : tensor<8x64x256xbf16>
    %115 = stablehlo.convert %101 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %116 = stablehlo.convert %arg19 : tensor<128x16xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x16xf32>) -> tensor<8x64x16xf32>
    %118 = stablehlo.reduce_precision %117, format = e8m23 : tensor<8x64x16xf32>
    %119 = stablehlo.dot_general %118, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<16x256xf32>) -> tensor<8x64x256xf32>
    %120 = stablehlo.reduce_precision %119, format = e8m23 : tensor<8x64x256xf32>
    %121 = stablehlo.convert %114 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %122 = stablehlo.add %121, %120 : tensor<8x64x256xf32>
    %123 = stablehlo.convert %122 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %124 = call @silu(%112) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<8x64x256xbf16>
    %126 = stablehlo.dot_general %125, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %127 = stablehlo.convert %125 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %128 = stablehlo.convert %arg9 : tensor<256x16xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x16xf32>) -> tensor<8x64x16xf32>
    %130 = stablehlo.reduce_precision %129, format = e8m23 : tensor<8x64x16xf32>
    %131 = stablehlo.dot_general %130, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<16x128xf32>) -> tensor<8x64x128xf32>
    %132 = stablehlo.convert %126 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %133 = stablehlo.add %132, %131 : tensor<8x64x128xf32>
    %134 = stablehlo.convert %133 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %135 = sdy.sharding_constraint %134 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %136 = stablehlo.add %85, %135 : tensor<8x64x128xbf16>
    return %136, %18, %22, %26, %61, %83, %107, %103, %109, %118, %114, %120, %130, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x64x128xbf16>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x16xf32>, tensor<8x64x128xbf16>
  }
  func.func private @_where_9(%arg0: tensor<8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xi1>, %arg2: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
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
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<2x8x64x64xbf16>, %arg1: tensor<8x64x64xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x64xbf16>) -> tensor<1x8x64x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x64xbf16>, tensor<1x8x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x64xbf16>
    return %1 : tensor<2x8x64x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<2x8x4x64x64x2xbf16>, %arg1: tensor<8x4x64x64x2xbf16>, %arg2: tensor<i32>) -> tensor<2x8x4x64x64x2xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x64x64x2xbf16>) -> tensor<1x8x4x64x64x2xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x64x64x2xbf16>, tensor<1x8x4x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x64x64x2xbf16>
    return %1 : tensor<2x8x4x64x64x2xbf16>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<2x8x64x16xf32>, %arg1: tensor<8x64x16xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x16xf32>) -> tensor<1x8x64x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x16xf32>, tensor<1x8x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x16xf32>
    return %1 : tensor<2x8x64x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xbf16>) -> tensor<1x8x64x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x256xbf16>, tensor<1x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x256xbf16>
    return %1 : tensor<2x8x64x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<8x64x256xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xf32>) -> tensor<1x8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x256xf32>, tensor<1x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x256xf32>
    return %1 : tensor<2x8x64x256xf32>
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
  func.func private @take_along_axis_15(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<2x8x64x64xbf16>, %arg1: tensor<i32>) -> tensor<8x64x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 64] : (tensor<2x8x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x64xbf16>) -> tensor<8x64x64xbf16>
    return %1 : tensor<8x64x64xbf16>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<2x8x4x64x64x2xbf16>, %arg1: tensor<i32>) -> tensor<8x4x64x64x2xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 64, 64, 2] : (tensor<2x8x4x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x64x64x2xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x64x64x2xbf16>) -> tensor<8x4x64x64x2xbf16>
    return %1 : tensor<8x4x64x64x2xbf16>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<2x8x64x16xf32>, %arg1: tensor<i32>) -> tensor<8x64x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 16] : (tensor<2x8x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x16xf32>) -> tensor<8x64x16xf32>
    return %1 : tensor<8x64x16xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<i32>) -> tensor<8x64x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<2x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xbf16>) -> tensor<8x64x256xbf16>
    return %1 : tensor<8x64x256xbf16>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<i32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<2x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xf32>) -> tensor<8x64x256xf32>
    return %1 : tensor<8x64x256xf32>
  }
  func.func private @closed_call_22(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<8x64x64xbf16>, %arg3: tensor<8x64x64xbf16>, %arg4: tensor<8x4x64x64x2xbf16>, %arg5: tensor<8x64x128xbf16>, %arg6: tensor<8x64x16xf32>, %arg7: tensor<8x64x256xbf16>, %arg8: tensor<8x64x256xf32>, %arg9: tensor<8x64x16xf32>, %arg10: tensor<8x64x256xbf16>, %arg11: tensor<8x64x256xf32>, %arg12: tensor<8x64x16xf32>, %arg13: tensor<128xbf16>, %arg14: tensor<256x128xbf16>, %arg15: tensor<256x16xf32>, %arg16: tensor<16x128xf32>, %arg17: tensor<128x256xbf16>, %arg18: tensor<128x16xf32>, %arg19: tensor<16x256xf32>, %arg20: tensor<128x64xbf16>, %arg21: tensor<128xbf16>, %arg22: tensor<128x128xbf16>, %arg23: tensor<128x128xbf16>, %arg24: tensor<128x256xbf16>, %arg25: tensor<128x16xf32>, %arg26: tensor<16x256xf32>, %arg27: tensor<128x64xbf16>, %arg28: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<256x16xf32>, tensor<16x128xf32>, tensor<128x16xf32>, tensor<16x256xf32>, tensor<128x16xf32>, tensor<16x256xf32>) {
    %0 = sdy.sharding_constraint %arg28 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %13 = stablehlo.convert %arg13 : (tensor<128xbf16>) -> tensor<128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %15 = sdy.sharding_constraint %arg1 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %16 = stablehlo.reshape %15 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %17 = sdy.sharding_constraint %arg2 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %18 = stablehlo.reshape %17 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %19 = sdy.sharding_constraint %arg3 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %21 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.add %24, %23 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.divide %25, %26 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.power %28, %27 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.divide %30, %29 : tensor<8xf32>
    %32 = stablehlo.iota dim = 0 : tensor<64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<64x8xf32>
    %38 = stablehlo.sine %37 : tensor<64x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %40 = stablehlo.cosine %37 : tensor<64x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %42 = stablehlo.convert %16 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %43 = stablehlo.slice %42 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %44 = stablehlo.slice %42 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<8x64x8x8xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<8x64x8x8xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<8x64x8x8xf32>
    %50 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %51 = stablehlo.multiply %44, %50 : tensor<8x64x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<8x64x8x8xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x64x8x8xf32>
    %55 = stablehlo.concatenate %49, %54, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %56 = stablehlo.convert %55 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %57 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.add %60, %59 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.divide %61, %62 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.power %64, %63 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.divide %66, %65 : tensor<8xf32>
    %68 = stablehlo.iota dim = 0 : tensor<64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<64x8xf32>
    %74 = stablehlo.sine %73 : tensor<64x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %76 = stablehlo.cosine %73 : tensor<64x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %78 = stablehlo.convert %18 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %79 = stablehlo.slice %78 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %80 = stablehlo.slice %78 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %81 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<8x64x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<8x64x4x8xf32>
    %85 = stablehlo.subtract %82, %84 : tensor<8x64x4x8xf32>
    %86 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %87 = stablehlo.multiply %80, %86 : tensor<8x64x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<8x64x4x8xf32>
    %90 = stablehlo.add %87, %89 : tensor<8x64x4x8xf32>
    %91 = stablehlo.concatenate %85, %90, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %92 = stablehlo.convert %91 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %93 = stablehlo.reshape %56 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %94 = stablehlo.transpose %arg4, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %96 = stablehlo.multiply %94, %95 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %97 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %98 = call @tril_23(%97) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %99 = stablehlo.convert %96 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %100:2 = call @_where_24(%98, %99, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = stablehlo.reduce(%100#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<8x4x2x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %106 = stablehlo.subtract %100#0, %105 : tensor<8x4x2x64x64xf32>
    %107 = stablehlo.exponential %106 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %111 = stablehlo.divide %107, %110 : tensor<8x4x2x64x64xf32>
    %112 = stablehlo.multiply %109, %109 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %114 = stablehlo.divide %113, %112 : tensor<8x4x2x64x1xf32>
    %115 = stablehlo.convert %111 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %116 = sdy.sharding_constraint %arg5 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %117 = stablehlo.add %0, %116 : tensor<8x64x128xbf16>
    %118 = stablehlo.convert %117 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %119 = stablehlo.multiply %118, %118 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %123 = stablehlo.divide %121, %122 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x64x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<8x64x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<8x64x1xf32>
    %130 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.multiply %118, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.convert %arg21 : (tensor<128xbf16>) -> tensor<128xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<8x64x128xf32>
    %136 = stablehlo.convert %135 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %137 = stablehlo.convert %arg7 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %138 = stablehlo.add %137, %arg8 : tensor<8x64x256xf32>
    %139 = stablehlo.convert %138 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %140 = stablehlo.convert %arg10 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %141 = stablehlo.add %140, %arg11 : tensor<8x64x256xf32>
    %142 = stablehlo.convert %141 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %143:3 = call @silu_25(%139) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %144 = stablehlo.multiply %143#0, %142 : tensor<8x64x256xbf16>
    %145 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %146 = stablehlo.convert %145 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %147 = stablehlo.convert %146 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %148 = stablehlo.dot_general %146, %arg12, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x16xf32>) -> tensor<128x16xf32>
    %149 = stablehlo.transpose %148, dims = [1, 0] : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %150 = stablehlo.dot_general %146, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<16x128xf32>) -> tensor<8x64x16xf32>
    %151 = stablehlo.convert %150 : tensor<8x64x16xf32>
    %152 = stablehlo.convert %144 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<8x64x256xf32>) -> tensor<16x256xf32>
    %154 = stablehlo.transpose %153, dims = [1, 0] : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %155 = stablehlo.dot_general %150, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<256x16xf32>) -> tensor<8x64x256xf32>
    %156 = stablehlo.convert %155 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %157 = stablehlo.dot_general %147, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %158 = stablehlo.add %156, %157 : tensor<8x64x256xbf16>
    %159 = stablehlo.multiply %143#0, %158 : tensor<8x64x256xbf16>
    %160 = stablehlo.multiply %158, %142 : tensor<8x64x256xbf16>
    %161 = call @silu_26(%143#1, %139, %143#2, %160) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %162 = stablehlo.convert %159 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %163 = stablehlo.convert %162 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %164 = stablehlo.dot_general %162, %arg9, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x16xf32>) -> tensor<256x16xf32>
    %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<256x16xf32>) -> tensor<16x256xf32>
    %166 = stablehlo.dot_general %162, %arg26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<16x256xf32>) -> tensor<8x64x16xf32>
    %167 = stablehlo.convert %166 : tensor<8x64x16xf32>
    %168 = stablehlo.convert %136 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<8x64x128xf32>) -> tensor<16x128xf32>
    %170 = stablehlo.transpose %169, dims = [1, 0] : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %171 = stablehlo.dot_general %166, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<128x16xf32>) -> tensor<8x64x128xf32>
    %172 = stablehlo.convert %171 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %173 = stablehlo.dot_general %163, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %174 = stablehlo.add %172, %173 : tensor<8x64x128xbf16>
    %175 = stablehlo.convert %161 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %176 = stablehlo.convert %175 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %177 = stablehlo.dot_general %175, %arg6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x16xf32>) -> tensor<256x16xf32>
    %178 = stablehlo.transpose %177, dims = [1, 0] : (tensor<256x16xf32>) -> tensor<16x256xf32>
    %179 = stablehlo.dot_general %175, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<16x256xf32>) -> tensor<8x64x16xf32>
    %180 = stablehlo.convert %179 : tensor<8x64x16xf32>
    %181 = stablehlo.convert %136 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<8x64x128xf32>) -> tensor<16x128xf32>
    %183 = stablehlo.transpose %182, dims = [1, 0] : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %184 = stablehlo.dot_general %179, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<128x16xf32>) -> tensor<8x64x128xf32>
    %185 = stablehlo.convert %184 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %186 = stablehlo.add %174, %185 : tensor<8x64x128xbf16>
    %187 = stablehlo.dot_general %176, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %188 = stablehlo.add %186, %187 : tensor<8x64x128xbf16>
    %189 = stablehlo.convert %188 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %190 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %191 = stablehlo.multiply %189, %190 : tensor<8x64x128xf32>
    %192 = stablehlo.multiply %118, %191 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %194 = stablehlo.reshape %193 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %195 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %196 = stablehlo.multiply %191, %195 : tensor<8x64x128xf32>
    %197 = stablehlo.multiply %194, %129 : tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<8x64x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %202 = stablehlo.multiply %118, %201 : tensor<8x64x128xf32>
    %203 = stablehlo.add %196, %202 : tensor<8x64x128xf32>
    %204 = stablehlo.multiply %201, %118 : tensor<8x64x128xf32>
    %205 = stablehlo.add %203, %204 : tensor<8x64x128xf32>
    %206 = stablehlo.convert %205 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %207 = stablehlo.add %arg0, %206 : tensor<8x64x128xbf16>
    %208 = sdy.sharding_constraint %207 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %209 = stablehlo.dot_general %208, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %210 = stablehlo.reshape %209 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %211 = stablehlo.transpose %210, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %212 = stablehlo.dot_general %211, %20, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %213 = stablehlo.dot_general %211, %115, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %214 = stablehlo.transpose %213, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %215 = stablehlo.convert %212 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %216 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<8x4x2x64x64xf32>
    %218 = stablehlo.multiply %217, %107 : tensor<8x4x2x64x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_26) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %221 = stablehlo.negate %220 : tensor<8x4x2x64x1xf32>
    %222 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %223 = stablehlo.divide %215, %222 : tensor<8x4x2x64x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%221 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %226 = stablehlo.add %223, %225 : tensor<8x4x2x64x64xf32>
    %227 = stablehlo.multiply %226, %107 : tensor<8x4x2x64x64xf32>
    %228 = call @_where_27(%100#1, %227) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %229 = stablehlo.convert %228 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %230 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %231 = stablehlo.multiply %229, %230 : tensor<8x4x2x64x64xbf16>
    %232 = stablehlo.transpose %231, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %233 = stablehlo.dot_general %232, %92, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %235 = stablehlo.dot_general %232, %93, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %237 = stablehlo.reshape %234 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %238 = stablehlo.convert %236 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %239 = stablehlo.slice %238 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %240 = stablehlo.slice %238 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %241 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<8x64x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %244 = stablehlo.multiply %240, %243 : tensor<8x64x4x8xf32>
    %245 = stablehlo.negate %239 : tensor<8x64x4x8xf32>
    %246 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<8x64x4x8xf32>
    %248 = stablehlo.add %244, %247 : tensor<8x64x4x8xf32>
    %249 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %250 = stablehlo.multiply %239, %249 : tensor<8x64x4x8xf32>
    %251 = stablehlo.add %242, %250 : tensor<8x64x4x8xf32>
    %252 = stablehlo.concatenate %251, %248, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %253 = stablehlo.convert %252 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %254 = stablehlo.convert %237 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %255 = stablehlo.slice %254 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %256 = stablehlo.slice %254 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %257 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<8x64x8x8xf32>
    %259 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %260 = stablehlo.multiply %256, %259 : tensor<8x64x8x8xf32>
    %261 = stablehlo.negate %255 : tensor<8x64x8x8xf32>
    %262 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<8x64x8x8xf32>
    %264 = stablehlo.add %260, %263 : tensor<8x64x8x8xf32>
    %265 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %266 = stablehlo.multiply %255, %265 : tensor<8x64x8x8xf32>
    %267 = stablehlo.add %258, %266 : tensor<8x64x8x8xf32>
    %268 = stablehlo.concatenate %267, %264, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %269 = stablehlo.convert %268 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %270 = stablehlo.reshape %214 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %271 = sdy.sharding_constraint %270 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %272 = stablehlo.dot_general %271, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %273 = stablehlo.reshape %253 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %274 = sdy.sharding_constraint %273 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %275 = stablehlo.dot_general %274, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %276 = stablehlo.add %272, %275 : tensor<8x64x128xbf16>
    %277 = stablehlo.reshape %269 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %278 = sdy.sharding_constraint %277 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %279 = stablehlo.dot_general %278, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %280 = stablehlo.add %276, %279 : tensor<8x64x128xbf16>
    %281 = stablehlo.convert %280 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %282 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %283 = stablehlo.multiply %281, %282 : tensor<8x64x128xf32>
    %284 = stablehlo.multiply %1, %283 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %286 = stablehlo.reshape %285 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %287 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %288 = stablehlo.multiply %283, %287 : tensor<8x64x128xf32>
    %289 = stablehlo.multiply %286, %12 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %291 = stablehlo.divide %289, %290 : tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %294 = stablehlo.multiply %1, %293 : tensor<8x64x128xf32>
    %295 = stablehlo.add %288, %294 : tensor<8x64x128xf32>
    %296 = stablehlo.multiply %293, %1 : tensor<8x64x128xf32>
    %297 = stablehlo.add %295, %296 : tensor<8x64x128xf32>
    %298 = stablehlo.convert %297 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %299 = stablehlo.add %207, %298 : tensor<8x64x128xbf16>
    %300 = sdy.sharding_constraint %299 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %300, %154, %149, %183, %178, %170, %165 : tensor<8x64x128xbf16>, tensor<256x16xf32>, tensor<16x128xf32>, tensor<128x16xf32>, tensor<16x256xf32>, tensor<128x16xf32>, tensor<16x256xf32>
  }
  func.func private @tril_23(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_24(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_25(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_26(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_27(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_28(%arg0: tensor<2x256x16xf32>, %arg1: tensor<256x16xf32>, %arg2: tensor<i32>) -> tensor<2x256x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x16xf32>) -> tensor<1x256x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x16xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x16xf32>
    return %1 : tensor<2x256x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_29(%arg0: tensor<2x16x128xf32>, %arg1: tensor<16x128xf32>, %arg2: tensor<i32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x128xf32>) -> tensor<1x16x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x16x128xf32>, tensor<1x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x128xf32>
    return %1 : tensor<2x16x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_30(%arg0: tensor<2x128x16xf32>, %arg1: tensor<128x16xf32>, %arg2: tensor<i32>) -> tensor<2x128x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x16xf32>) -> tensor<1x128x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x16xf32>, tensor<1x128x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x16xf32>
    return %1 : tensor<2x128x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_31(%arg0: tensor<2x16x256xf32>, %arg1: tensor<16x256xf32>, %arg2: tensor<i32>) -> tensor<2x16x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x256xf32>) -> tensor<1x16x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x16x256xf32>, tensor<1x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x256xf32>
    return %1 : tensor<2x16x256xf32>
  }
  func.func private @_where_32(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
