module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<3x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<3x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<3x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<3x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<3x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<3x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<3x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<3x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<3x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg11: tensor<1x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg12: tensor<1x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 2 : i32}, %arg13: tensor<1x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 3 : i32}, %arg14: tensor<1x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg15: tensor<1x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 5 : i32}, %arg16: tensor<1x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 6 : i32}, %arg17: tensor<1x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 7 : i32}, %arg18: tensor<1x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg19: tensor<1x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg20: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg21: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg22: tensor<1x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg23: tensor<1x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 13 : i32}, %arg24: tensor<1x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 14 : i32}, %arg25: tensor<1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 15 : i32}, %arg26: tensor<1x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 16 : i32}, %arg27: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 17 : i32}, %arg28: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 18 : i32}, %arg29: tensor<1x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 19 : i32}, %arg30: tensor<1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg31: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg32: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 22 : i32}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, %arg34: tensor<1x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg35: tensor<1x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 25 : i32}, %arg36: tensor<1x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 26 : i32}, %arg37: tensor<1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 27 : i32}, %arg38: tensor<1x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 28 : i32}, %arg39: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 29 : i32}, %arg40: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 30 : i32}, %arg41: tensor<1x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 31 : i32}, %arg42: tensor<1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 32 : i32}, %arg43: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 33 : i32}, %arg44: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, %arg45: tensor<1x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 35 : i32}, %arg46: tensor<1x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 36 : i32}, %arg47: tensor<1x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 37 : i32}, %arg48: tensor<1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 38 : i32}, %arg49: tensor<1x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg50: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 40 : i32}, %arg51: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 41 : i32}, %arg52: tensor<1x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 42 : i32}, %arg53: tensor<1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 43 : i32}, %arg54: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 44 : i32}, %arg55: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg56: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x256x128xf32> {jax.result_info = "result[2][0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x256x128xf32> {jax.result_info = "result[2][0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<1x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<1x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg56) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> tensor<8x64x128xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:11 = stablehlo.while(%iterArg = %arg1, %iterArg_137 = %arg2, %iterArg_138 = %arg3, %iterArg_139 = %arg4, %iterArg_140 = %arg5, %iterArg_141 = %arg6, %iterArg_142 = %arg7, %iterArg_143 = %arg8, %iterArg_144 = %arg9, %iterArg_145 = %c, %iterArg_146 = %1) : tensor<3x128xbf16>, tensor<3x256x128xbf16>, tensor<3x128x256xbf16>, tensor<3x128x64xbf16>, tensor<3x128xbf16>, tensor<3x128x128xbf16>, tensor<3x128x128xbf16>, tensor<3x128x256xbf16>, tensor<3x128x64xbf16>, tensor<i32>, tensor<8x64x128xbf16>
    cond {
      %c_147 = stablehlo.constant dense<3> : tensor<i32>
      %474 = stablehlo.compare LT, %iterArg_145, %c_147, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %474 : tensor<i1>
    } do {
      %474 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_145) : (tensor<3x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %475 = func.call @dynamic_index_in_dim_0(%iterArg_137, %iterArg_145) : (tensor<3x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %476 = func.call @dynamic_index_in_dim_1(%iterArg_138, %iterArg_145) : (tensor<3x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %477 = func.call @dynamic_index_in_dim_2(%iterArg_139, %iterArg_145) : (tensor<3x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %478 = func.call @dynamic_index_in_dim(%iterArg_140, %iterArg_145) : (tensor<3x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %479 = func.call @dynamic_index_in_dim_3(%iterArg_141, %iterArg_145) : (tensor<3x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %480 = func.call @dynamic_index_in_dim_3(%iterArg_142, %iterArg_145) : (tensor<3x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %481 = func.call @dynamic_index_in_dim_1(%iterArg_143, %iterArg_145) : (tensor<3x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %482 = func.call @dynamic_index_in_dim_2(%iterArg_144, %iterArg_145) : (tensor<3x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %483 = func.call @closed_call(%iterArg_146, %474, %475, %476, %477, %478, %479, %480, %481, %482) : (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
      %c_147 = stablehlo.constant dense<1> : tensor<i32>
      %484 = stablehlo.add %iterArg_145, %c_147 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %484, %483 : tensor<3x128xbf16>, tensor<3x256x128xbf16>, tensor<3x128x256xbf16>, tensor<3x128x64xbf16>, tensor<3x128xbf16>, tensor<3x128x128xbf16>, tensor<3x128x128xbf16>, tensor<3x128x256xbf16>, tensor<3x128x64xbf16>, tensor<i32>, tensor<8x64x128xbf16>
    }
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
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %46 = call @tril_5(%45) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_10 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %47:2 = call @_where_6(%46, %cst_10) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<1x8x64x128xbf16>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %49:18 = stablehlo.while(%iterArg = %arg11, %iterArg_137 = %arg12, %iterArg_138 = %arg13, %iterArg_139 = %arg14, %iterArg_140 = %arg15, %iterArg_141 = %arg16, %iterArg_142 = %arg17, %iterArg_143 = %arg18, %iterArg_144 = %arg19, %iterArg_145 = %44, %iterArg_146 = %42, %iterArg_147 = %23, %iterArg_148 = %21, %iterArg_149 = %47#0, %iterArg_150 = %47#1, %iterArg_151 = %c_12, %iterArg_152 = %2#10, %iterArg_153 = %48) : tensor<1x128xbf16>, tensor<1x256x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<1x8x64x128xbf16>
    cond {
      %c_154 = stablehlo.constant dense<1> : tensor<i32>
      %474 = stablehlo.compare LT, %iterArg_151, %c_154, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %474 : tensor<i1>
    } do {
      %474 = func.call @dynamic_index_in_dim_7(%iterArg, %iterArg_151) : (tensor<1x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %475 = func.call @dynamic_index_in_dim_8(%iterArg_137, %iterArg_151) : (tensor<1x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %476 = func.call @dynamic_index_in_dim_9(%iterArg_138, %iterArg_151) : (tensor<1x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %477 = func.call @dynamic_index_in_dim_10(%iterArg_139, %iterArg_151) : (tensor<1x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %478 = func.call @dynamic_index_in_dim_7(%iterArg_140, %iterArg_151) : (tensor<1x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %479 = func.call @dynamic_index_in_dim_11(%iterArg_141, %iterArg_151) : (tensor<1x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %480 = func.call @dynamic_index_in_dim_11(%iterArg_142, %iterArg_151) : (tensor<1x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %481 = func.call @dynamic_index_in_dim_9(%iterArg_143, %iterArg_151) : (tensor<1x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %482 = func.call @dynamic_index_in_dim_10(%iterArg_144, %iterArg_151) : (tensor<1x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %483:2 = func.call @closed_call_12(%iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_152, %474, %475, %476, %477, %478, %479, %480, %481, %482) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %484 = func.call @dynamic_update_index_in_dim(%iterArg_153, %483#1, %iterArg_151) : (tensor<1x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<1x8x64x128xbf16>
      %c_154 = stablehlo.constant dense<1> : tensor<i32>
      %485 = stablehlo.add %iterArg_151, %c_154 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %485, %483#0, %484 : tensor<1x128xbf16>, tensor<1x256x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<1x8x64x128xbf16>
    }
    %50 = stablehlo.convert %49#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %57 = stablehlo.add %55, %56 : tensor<8x64x1xf32>
    %58 = stablehlo.rsqrt %57 : tensor<8x64x1xf32>
    %59 = stablehlo.divide %58, %57 : tensor<8x64x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<8x64x1xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %63 = stablehlo.multiply %50, %62 : tensor<8x64x128xf32>
    %64 = stablehlo.convert %arg10 : (tensor<128xbf16>) -> tensor<128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %67 = stablehlo.multiply %63, %66 : tensor<8x64x128xf32>
    %68 = stablehlo.convert %67 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %69 = stablehlo.dot_general %68, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %70 = stablehlo.convert %69 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_17) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x64xf32>
    %75 = stablehlo.is_finite %74 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %77 = stablehlo.select %75, %74, %76 : tensor<8x64xi1>, tensor<8x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %80 = stablehlo.subtract %71, %79 : tensor<8x64x512xf32>
    %81 = stablehlo.exponential %80 : tensor<8x64x512xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %83 = stablehlo.abs %82 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %85 = stablehlo.compare GE, %82, %84, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %86 = stablehlo.log %83 : tensor<8x64xf32>
    %87 = stablehlo.add %86, %77 : tensor<8x64xf32>
    %88 = stablehlo.broadcast_in_dim %arg55, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %89:2 = call @take_along_axis(%71, %88) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %90 = stablehlo.reshape %89#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %91 = stablehlo.subtract %87, %90 : tensor<8x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %93 = stablehlo.divide %92, %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %94 = stablehlo.divide %cst_24, %cst_25 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %96 = stablehlo.negate %95 : tensor<8x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %98 = call @take_along_axis_15(%89#1, %97) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %99 = stablehlo.divide %95, %83 : tensor<8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %101 = stablehlo.select %85, %100, %99 : tensor<8x64xi1>, tensor<8x64xf32>
    %102 = stablehlo.select %85, %99, %100 : tensor<8x64xi1>, tensor<8x64xf32>
    %103 = stablehlo.negate %101 : tensor<8x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %106 = stablehlo.multiply %105, %81 : tensor<8x64x512xf32>
    %107 = stablehlo.add %98, %106 : tensor<8x64x512xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %109 = stablehlo.convert %108 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %110 = stablehlo.dot_general %109, %68, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %112 = stablehlo.dot_general %109, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %113 = stablehlo.convert %112 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %114 = stablehlo.multiply %63, %113 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %116 = stablehlo.reshape %115 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %117 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %118 = stablehlo.multiply %113, %117 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%116 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %120 = stablehlo.convert %119 : (tensor<128xf32>) -> tensor<128xbf16>
    %121 = stablehlo.multiply %50, %118 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %124 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %125 = stablehlo.multiply %118, %124 : tensor<8x64x128xf32>
    %126 = stablehlo.multiply %123, %61 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.multiply %50, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.add %125, %131 : tensor<8x64x128xf32>
    %133 = stablehlo.multiply %130, %50 : tensor<8x64x128xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x64x128xf32>
    %135 = stablehlo.convert %134 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<1x128xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<1x256x128xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<1x128x256xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<1x128x64xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<1x128xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<1x128x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<1x128x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<1x128x256xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<1x128x64xbf16>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %145:21 = stablehlo.while(%iterArg = %arg11, %iterArg_137 = %arg12, %iterArg_138 = %arg13, %iterArg_139 = %arg14, %iterArg_140 = %arg15, %iterArg_141 = %arg16, %iterArg_142 = %arg17, %iterArg_143 = %arg18, %iterArg_144 = %arg19, %iterArg_145 = %49#17, %iterArg_146 = %c_41, %iterArg_147 = %135, %iterArg_148 = %136, %iterArg_149 = %137, %iterArg_150 = %138, %iterArg_151 = %139, %iterArg_152 = %140, %iterArg_153 = %141, %iterArg_154 = %142, %iterArg_155 = %143, %iterArg_156 = %144) : tensor<1x128xbf16>, tensor<1x256x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<1x128xbf16>, tensor<1x256x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>
    cond {
      %c_157 = stablehlo.constant dense<1> : tensor<i32>
      %474 = stablehlo.compare LT, %iterArg_146, %c_157, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %474 : tensor<i1>
    } do {
      %c_157 = stablehlo.constant dense<1> : tensor<i32>
      %474 = stablehlo.subtract %c_157, %iterArg_146 : tensor<i32>
      %c_158 = stablehlo.constant dense<1> : tensor<i32>
      %475 = stablehlo.subtract %474, %c_158 : tensor<i32>
      %476 = func.call @dynamic_index_in_dim_7(%iterArg, %475) : (tensor<1x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %477 = func.call @dynamic_index_in_dim_8(%iterArg_137, %475) : (tensor<1x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %478 = func.call @dynamic_index_in_dim_9(%iterArg_138, %475) : (tensor<1x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %479 = func.call @dynamic_index_in_dim_10(%iterArg_139, %475) : (tensor<1x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %480 = func.call @dynamic_index_in_dim_7(%iterArg_140, %475) : (tensor<1x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %481 = func.call @dynamic_index_in_dim_11(%iterArg_141, %475) : (tensor<1x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %482 = func.call @dynamic_index_in_dim_11(%iterArg_142, %475) : (tensor<1x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %483 = func.call @dynamic_index_in_dim_9(%iterArg_143, %475) : (tensor<1x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %484 = func.call @dynamic_index_in_dim_10(%iterArg_144, %475) : (tensor<1x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %485 = func.call @dynamic_index_in_dim_16(%iterArg_145, %475) : (tensor<1x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %486:10 = func.call @closed_call_17(%iterArg_147, %476, %477, %478, %479, %480, %481, %482, %483, %484, %485) : (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %487 = func.call @dynamic_update_index_in_dim_23(%iterArg_148, %486#1, %475) : (tensor<1x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<1x128xbf16>
      %488 = func.call @dynamic_update_index_in_dim_24(%iterArg_149, %486#2, %475) : (tensor<1x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<1x256x128xbf16>
      %489 = func.call @dynamic_update_index_in_dim_25(%iterArg_150, %486#3, %475) : (tensor<1x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<1x128x256xbf16>
      %490 = func.call @dynamic_update_index_in_dim_26(%iterArg_151, %486#4, %475) : (tensor<1x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<1x128x64xbf16>
      %491 = func.call @dynamic_update_index_in_dim_23(%iterArg_152, %486#5, %475) : (tensor<1x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<1x128xbf16>
      %492 = func.call @dynamic_update_index_in_dim_27(%iterArg_153, %486#6, %475) : (tensor<1x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<1x128x128xbf16>
      %493 = func.call @dynamic_update_index_in_dim_27(%iterArg_154, %486#7, %475) : (tensor<1x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<1x128x128xbf16>
      %494 = func.call @dynamic_update_index_in_dim_25(%iterArg_155, %486#8, %475) : (tensor<1x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<1x128x256xbf16>
      %495 = func.call @dynamic_update_index_in_dim_26(%iterArg_156, %486#9, %475) : (tensor<1x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<1x128x64xbf16>
      %c_159 = stablehlo.constant dense<1> : tensor<i32>
      %496 = stablehlo.add %iterArg_146, %c_159 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %496, %486#0, %487, %488, %489, %490, %491, %492, %493, %494, %495 : tensor<1x128xbf16>, tensor<1x256x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<1x128xbf16>, tensor<1x256x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>
    }
    %146 = stablehlo.convert %120 : (tensor<128xbf16>) -> tensor<128xf32>
    %147 = stablehlo.convert %145#12 : (tensor<1x128xbf16>) -> tensor<1x128xf32>
    %148 = stablehlo.convert %145#13 : (tensor<1x256x128xbf16>) -> tensor<1x256x128xf32>
    %149 = stablehlo.convert %145#14 : (tensor<1x128x256xbf16>) -> tensor<1x128x256xf32>
    %150 = stablehlo.convert %145#15 : (tensor<1x128x64xbf16>) -> tensor<1x128x64xf32>
    %151 = stablehlo.convert %145#16 : (tensor<1x128xbf16>) -> tensor<1x128xf32>
    %152 = stablehlo.convert %145#17 : (tensor<1x128x128xbf16>) -> tensor<1x128x128xf32>
    %153 = stablehlo.convert %145#18 : (tensor<1x128x128xbf16>) -> tensor<1x128x128xf32>
    %154 = stablehlo.convert %145#19 : (tensor<1x128x256xbf16>) -> tensor<1x128x256xf32>
    %155 = stablehlo.convert %145#20 : (tensor<1x128x64xbf16>) -> tensor<1x128x64xf32>
    %156 = stablehlo.convert %111 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %158 = stablehlo.multiply %157, %146 : tensor<128xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %160 = stablehlo.multiply %159, %arg33 : tensor<128xf32>
    %161 = stablehlo.add %158, %160 : tensor<128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %163 = stablehlo.multiply %162, %147 : tensor<1x128xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %165 = stablehlo.multiply %164, %arg34 : tensor<1x128xf32>
    %166 = stablehlo.add %163, %165 : tensor<1x128xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %168 = stablehlo.multiply %167, %148 : tensor<1x256x128xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %170 = stablehlo.multiply %169, %arg35 : tensor<1x256x128xf32>
    %171 = stablehlo.add %168, %170 : tensor<1x256x128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %173 = stablehlo.multiply %172, %149 : tensor<1x128x256xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %175 = stablehlo.multiply %174, %arg36 : tensor<1x128x256xf32>
    %176 = stablehlo.add %173, %175 : tensor<1x128x256xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %178 = stablehlo.multiply %177, %150 : tensor<1x128x64xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %180 = stablehlo.multiply %179, %arg37 : tensor<1x128x64xf32>
    %181 = stablehlo.add %178, %180 : tensor<1x128x64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %183 = stablehlo.multiply %182, %151 : tensor<1x128xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %185 = stablehlo.multiply %184, %arg38 : tensor<1x128xf32>
    %186 = stablehlo.add %183, %185 : tensor<1x128xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %188 = stablehlo.multiply %187, %152 : tensor<1x128x128xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %190 = stablehlo.multiply %189, %arg39 : tensor<1x128x128xf32>
    %191 = stablehlo.add %188, %190 : tensor<1x128x128xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %193 = stablehlo.multiply %192, %153 : tensor<1x128x128xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %195 = stablehlo.multiply %194, %arg40 : tensor<1x128x128xf32>
    %196 = stablehlo.add %193, %195 : tensor<1x128x128xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %198 = stablehlo.multiply %197, %154 : tensor<1x128x256xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %200 = stablehlo.multiply %199, %arg41 : tensor<1x128x256xf32>
    %201 = stablehlo.add %198, %200 : tensor<1x128x256xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %203 = stablehlo.multiply %202, %155 : tensor<1x128x64xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %205 = stablehlo.multiply %204, %arg42 : tensor<1x128x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<1x128x64xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %208 = stablehlo.multiply %207, %156 : tensor<128x512xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %210 = stablehlo.multiply %209, %arg43 : tensor<128x512xf32>
    %211 = stablehlo.add %208, %210 : tensor<128x512xf32>
    %212 = stablehlo.multiply %146, %146 : tensor<128xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<128xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %216 = stablehlo.multiply %215, %arg44 : tensor<128xf32>
    %217 = stablehlo.add %214, %216 : tensor<128xf32>
    %218 = stablehlo.multiply %147, %147 : tensor<1x128xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<1x128xf32>
    %cst_67 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %222 = stablehlo.multiply %221, %arg45 : tensor<1x128xf32>
    %223 = stablehlo.add %220, %222 : tensor<1x128xf32>
    %224 = stablehlo.multiply %148, %148 : tensor<1x256x128xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<1x256x128xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %228 = stablehlo.multiply %227, %arg46 : tensor<1x256x128xf32>
    %229 = stablehlo.add %226, %228 : tensor<1x256x128xf32>
    %230 = stablehlo.multiply %149, %149 : tensor<1x128x256xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<1x128x256xf32>
    %cst_71 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %234 = stablehlo.multiply %233, %arg47 : tensor<1x128x256xf32>
    %235 = stablehlo.add %232, %234 : tensor<1x128x256xf32>
    %236 = stablehlo.multiply %150, %150 : tensor<1x128x64xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<1x128x64xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %240 = stablehlo.multiply %239, %arg48 : tensor<1x128x64xf32>
    %241 = stablehlo.add %238, %240 : tensor<1x128x64xf32>
    %242 = stablehlo.multiply %151, %151 : tensor<1x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<1x128xf32>
    %cst_75 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %246 = stablehlo.multiply %245, %arg49 : tensor<1x128xf32>
    %247 = stablehlo.add %244, %246 : tensor<1x128xf32>
    %248 = stablehlo.multiply %152, %152 : tensor<1x128x128xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<1x128x128xf32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %252 = stablehlo.multiply %251, %arg50 : tensor<1x128x128xf32>
    %253 = stablehlo.add %250, %252 : tensor<1x128x128xf32>
    %254 = stablehlo.multiply %153, %153 : tensor<1x128x128xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<1x128x128xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %258 = stablehlo.multiply %257, %arg51 : tensor<1x128x128xf32>
    %259 = stablehlo.add %256, %258 : tensor<1x128x128xf32>
    %260 = stablehlo.multiply %154, %154 : tensor<1x128x256xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<1x128x256xf32>
    %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %264 = stablehlo.multiply %263, %arg52 : tensor<1x128x256xf32>
    %265 = stablehlo.add %262, %264 : tensor<1x128x256xf32>
    %266 = stablehlo.multiply %155, %155 : tensor<1x128x64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<1x128x64xf32>
    %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %270 = stablehlo.multiply %269, %arg53 : tensor<1x128x64xf32>
    %271 = stablehlo.add %268, %270 : tensor<1x128x64xf32>
    %272 = stablehlo.multiply %156, %156 : tensor<128x512xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<128x512xf32>
    %cst_85 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %276 = stablehlo.multiply %275, %arg54 : tensor<128x512xf32>
    %277 = stablehlo.add %274, %276 : tensor<128x512xf32>
    %c_86 = stablehlo.constant dense<2147483647> : tensor<i32>
    %278 = stablehlo.compare LT, %arg32, %c_86, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_87 = stablehlo.constant dense<1> : tensor<i32>
    %279 = stablehlo.add %arg32, %c_87 : tensor<i32>
    %c_88 = stablehlo.constant dense<2147483647> : tensor<i32>
    %280 = call @_where_28(%278, %279, %c_88) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %281 = stablehlo.convert %280 : (tensor<i32>) -> tensor<f32>
    %282 = stablehlo.power %cst_89, %281 : tensor<f32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.subtract %cst_90, %282 : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %285 = stablehlo.divide %161, %284 : tensor<128xf32>
    %286 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %287 = stablehlo.divide %166, %286 : tensor<1x128xf32>
    %288 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %289 = stablehlo.divide %171, %288 : tensor<1x256x128xf32>
    %290 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %291 = stablehlo.divide %176, %290 : tensor<1x128x256xf32>
    %292 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %293 = stablehlo.divide %181, %292 : tensor<1x128x64xf32>
    %294 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %295 = stablehlo.divide %186, %294 : tensor<1x128xf32>
    %296 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %297 = stablehlo.divide %191, %296 : tensor<1x128x128xf32>
    %298 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %299 = stablehlo.divide %196, %298 : tensor<1x128x128xf32>
    %300 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %301 = stablehlo.divide %201, %300 : tensor<1x128x256xf32>
    %302 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %303 = stablehlo.divide %206, %302 : tensor<1x128x64xf32>
    %304 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %305 = stablehlo.divide %211, %304 : tensor<128x512xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %306 = stablehlo.convert %280 : (tensor<i32>) -> tensor<f32>
    %307 = stablehlo.power %cst_91, %306 : tensor<f32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %308 = stablehlo.subtract %cst_92, %307 : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %310 = stablehlo.divide %217, %309 : tensor<128xf32>
    %311 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %312 = stablehlo.divide %223, %311 : tensor<1x128xf32>
    %313 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %314 = stablehlo.divide %229, %313 : tensor<1x256x128xf32>
    %315 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %316 = stablehlo.divide %235, %315 : tensor<1x128x256xf32>
    %317 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %318 = stablehlo.divide %241, %317 : tensor<1x128x64xf32>
    %319 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %320 = stablehlo.divide %247, %319 : tensor<1x128xf32>
    %321 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %322 = stablehlo.divide %253, %321 : tensor<1x128x128xf32>
    %323 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %324 = stablehlo.divide %259, %323 : tensor<1x128x128xf32>
    %325 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %326 = stablehlo.divide %265, %325 : tensor<1x128x256xf32>
    %327 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %328 = stablehlo.divide %271, %327 : tensor<1x128x64xf32>
    %329 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %330 = stablehlo.divide %277, %329 : tensor<128x512xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %332 = stablehlo.add %310, %331 : tensor<128xf32>
    %333 = stablehlo.sqrt %332 : tensor<128xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %335 = stablehlo.add %333, %334 : tensor<128xf32>
    %336 = stablehlo.divide %285, %335 : tensor<128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %338 = stablehlo.add %312, %337 : tensor<1x128xf32>
    %339 = stablehlo.sqrt %338 : tensor<1x128xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %341 = stablehlo.add %339, %340 : tensor<1x128xf32>
    %342 = stablehlo.divide %287, %341 : tensor<1x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %344 = stablehlo.add %314, %343 : tensor<1x256x128xf32>
    %345 = stablehlo.sqrt %344 : tensor<1x256x128xf32>
    %cst_98 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %347 = stablehlo.add %345, %346 : tensor<1x256x128xf32>
    %348 = stablehlo.divide %289, %347 : tensor<1x256x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %350 = stablehlo.add %316, %349 : tensor<1x128x256xf32>
    %351 = stablehlo.sqrt %350 : tensor<1x128x256xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %353 = stablehlo.add %351, %352 : tensor<1x128x256xf32>
    %354 = stablehlo.divide %291, %353 : tensor<1x128x256xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %356 = stablehlo.add %318, %355 : tensor<1x128x64xf32>
    %357 = stablehlo.sqrt %356 : tensor<1x128x64xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %359 = stablehlo.add %357, %358 : tensor<1x128x64xf32>
    %360 = stablehlo.divide %293, %359 : tensor<1x128x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %362 = stablehlo.add %320, %361 : tensor<1x128xf32>
    %363 = stablehlo.sqrt %362 : tensor<1x128xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %365 = stablehlo.add %363, %364 : tensor<1x128xf32>
    %366 = stablehlo.divide %295, %365 : tensor<1x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %368 = stablehlo.add %322, %367 : tensor<1x128x128xf32>
    %369 = stablehlo.sqrt %368 : tensor<1x128x128xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %371 = stablehlo.add %369, %370 : tensor<1x128x128xf32>
    %372 = stablehlo.divide %297, %371 : tensor<1x128x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %374 = stablehlo.add %324, %373 : tensor<1x128x128xf32>
    %375 = stablehlo.sqrt %374 : tensor<1x128x128xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %377 = stablehlo.add %375, %376 : tensor<1x128x128xf32>
    %378 = stablehlo.divide %299, %377 : tensor<1x128x128xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %380 = stablehlo.add %326, %379 : tensor<1x128x256xf32>
    %381 = stablehlo.sqrt %380 : tensor<1x128x256xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %383 = stablehlo.add %381, %382 : tensor<1x128x256xf32>
    %384 = stablehlo.divide %301, %383 : tensor<1x128x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %386 = stablehlo.add %328, %385 : tensor<1x128x64xf32>
    %387 = stablehlo.sqrt %386 : tensor<1x128x64xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %389 = stablehlo.add %387, %388 : tensor<1x128x64xf32>
    %390 = stablehlo.divide %303, %389 : tensor<1x128x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %392 = stablehlo.add %330, %391 : tensor<128x512xf32>
    %393 = stablehlo.sqrt %392 : tensor<128x512xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %395 = stablehlo.add %393, %394 : tensor<128x512xf32>
    %396 = stablehlo.divide %305, %395 : tensor<128x512xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %398 = stablehlo.multiply %397, %arg21 : tensor<128xf32>
    %399 = stablehlo.add %336, %398 : tensor<128xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %401 = stablehlo.multiply %400, %arg22 : tensor<1x128xf32>
    %402 = stablehlo.add %342, %401 : tensor<1x128xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %404 = stablehlo.multiply %403, %arg23 : tensor<1x256x128xf32>
    %405 = stablehlo.add %348, %404 : tensor<1x256x128xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %407 = stablehlo.multiply %406, %arg24 : tensor<1x128x256xf32>
    %408 = stablehlo.add %354, %407 : tensor<1x128x256xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %410 = stablehlo.multiply %409, %arg25 : tensor<1x128x64xf32>
    %411 = stablehlo.add %360, %410 : tensor<1x128x64xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %413 = stablehlo.multiply %412, %arg26 : tensor<1x128xf32>
    %414 = stablehlo.add %366, %413 : tensor<1x128xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %416 = stablehlo.multiply %415, %arg27 : tensor<1x128x128xf32>
    %417 = stablehlo.add %372, %416 : tensor<1x128x128xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %419 = stablehlo.multiply %418, %arg28 : tensor<1x128x128xf32>
    %420 = stablehlo.add %378, %419 : tensor<1x128x128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %422 = stablehlo.multiply %421, %arg29 : tensor<1x128x256xf32>
    %423 = stablehlo.add %384, %422 : tensor<1x128x256xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %425 = stablehlo.multiply %424, %arg30 : tensor<1x128x64xf32>
    %426 = stablehlo.add %390, %425 : tensor<1x128x64xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %428 = stablehlo.multiply %427, %arg31 : tensor<128x512xf32>
    %429 = stablehlo.add %396, %428 : tensor<128x512xf32>
    %cst_126 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %431 = stablehlo.multiply %430, %399 : tensor<128xf32>
    %cst_127 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %433 = stablehlo.multiply %432, %402 : tensor<1x128xf32>
    %cst_128 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1x256x128xf32>
    %435 = stablehlo.multiply %434, %405 : tensor<1x256x128xf32>
    %cst_129 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %437 = stablehlo.multiply %436, %408 : tensor<1x128x256xf32>
    %cst_130 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %439 = stablehlo.multiply %438, %411 : tensor<1x128x64xf32>
    %cst_131 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %441 = stablehlo.multiply %440, %414 : tensor<1x128xf32>
    %cst_132 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %443 = stablehlo.multiply %442, %417 : tensor<1x128x128xf32>
    %cst_133 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1x128x128xf32>
    %445 = stablehlo.multiply %444, %420 : tensor<1x128x128xf32>
    %cst_134 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<1x128x256xf32>
    %447 = stablehlo.multiply %446, %423 : tensor<1x128x256xf32>
    %cst_135 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<1x128x64xf32>
    %449 = stablehlo.multiply %448, %426 : tensor<1x128x64xf32>
    %cst_136 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %451 = stablehlo.multiply %450, %429 : tensor<128x512xf32>
    %452 = stablehlo.add %arg21, %431 : tensor<128xf32>
    %453 = stablehlo.add %arg22, %433 : tensor<1x128xf32>
    %454 = stablehlo.add %arg23, %435 : tensor<1x256x128xf32>
    %455 = stablehlo.add %arg24, %437 : tensor<1x128x256xf32>
    %456 = stablehlo.add %arg25, %439 : tensor<1x128x64xf32>
    %457 = stablehlo.add %arg26, %441 : tensor<1x128xf32>
    %458 = stablehlo.add %arg27, %443 : tensor<1x128x128xf32>
    %459 = stablehlo.add %arg28, %445 : tensor<1x128x128xf32>
    %460 = stablehlo.add %arg29, %447 : tensor<1x128x256xf32>
    %461 = stablehlo.add %arg30, %449 : tensor<1x128x64xf32>
    %462 = stablehlo.add %arg31, %451 : tensor<128x512xf32>
    %463 = stablehlo.convert %452 : (tensor<128xf32>) -> tensor<128xbf16>
    %464 = stablehlo.convert %453 : (tensor<1x128xf32>) -> tensor<1x128xbf16>
    %465 = stablehlo.convert %454 : (tensor<1x256x128xf32>) -> tensor<1x256x128xbf16>
    %466 = stablehlo.convert %455 : (tensor<1x128x256xf32>) -> tensor<1x128x256xbf16>
    %467 = stablehlo.convert %456 : (tensor<1x128x64xf32>) -> tensor<1x128x64xbf16>
    %468 = stablehlo.convert %457 : (tensor<1x128xf32>) -> tensor<1x128xbf16>
    %469 = stablehlo.convert %458 : (tensor<1x128x128xf32>) -> tensor<1x128x128xbf16>
    %470 = stablehlo.convert %459 : (tensor<1x128x128xf32>) -> tensor<1x128x128xbf16>
    %471 = stablehlo.convert %460 : (tensor<1x128x256xf32>) -> tensor<1x128x256xbf16>
    %472 = stablehlo.convert %461 : (tensor<1x128x64xf32>) -> tensor<1x128x64xbf16>
    %473 = stablehlo.convert %462 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %280, %161, %166, %171, %176, %181, %186, %191, %196, %201, %206, %211, %217, %223, %229, %235, %241, %247, %253, %259, %265, %271, %277, %93 : tensor<128xbf16>, tensor<1x128xbf16>, tensor<1x256x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<1x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<1x128x256xbf16>, tensor<1x128x64xbf16>, tensor<128x512xbf16>, tensor<128xf32>, tensor<1x128xf32>, tensor<1x256x128xf32>, tensor<1x128x256xf32>, tensor<1x128x64xf32>, tensor<1x128xf32>, tensor<1x128x128xf32>, tensor<1x128x128xf32>, tensor<1x128x256xf32>, tensor<1x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<128xf32>, tensor<1x128xf32>, tensor<1x256x128xf32>, tensor<1x128x256xf32>, tensor<1x128x64xf32>, tensor<1x128xf32>, tensor<1x128x128xf32>, tensor<1x128x128xf32>, tensor<1x128x256xf32>, tensor<1x128x64xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<1x128xf32>, tensor<1x256x128xf32>, tensor<1x128x256xf32>, tensor<1x128x64xf32>, tensor<1x128xf32>, tensor<1x128x128xf32>, tensor<1x128x128xf32>, tensor<1x128x256xf32>, tensor<1x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<3x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x256x128xbf16>, %arg1: tensor<i32>) -> tensor<256x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 128] : (tensor<3x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x256x128xbf16>) -> tensor<256x128xbf16>
    return %1 : tensor<256x128xbf16>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x128x256xbf16>, %arg1: tensor<i32>) -> tensor<128x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<3x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xbf16>) -> tensor<128x256xbf16>
    return %1 : tensor<128x256xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x128x64xbf16>, %arg1: tensor<i32>) -> tensor<128x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<3x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<3x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<3x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x256xbf16>, %arg4: tensor<128x64xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x256xbf16>, %arg9: tensor<128x64xbf16>) -> tensor<8x64x128xbf16> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %12 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %11, %14 : tensor<8x64x128xf32>
    %16 = stablehlo.convert %15 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %17 = stablehlo.dot_general %16, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.dot_general %16, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.dot_general %16, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
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
    %106 = call @_where_4(%104, %105, %cst_13) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
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
    %122 = stablehlo.dot_general %121, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
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
    %136 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.convert %139 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %141 = stablehlo.dot_general %140, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %142 = stablehlo.dot_general %140, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %143 = call @silu(%141) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %144 = stablehlo.multiply %143, %142 : tensor<8x64x256xbf16>
    %145 = stablehlo.dot_general %144, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
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
  func.func private @_where_4(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x2x64x64xf32> {
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
  func.func private @tril_5(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_6(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    return %1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<1x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<1x256x128xbf16>, %arg1: tensor<i32>) -> tensor<256x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 128] : (tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x256x128xbf16>) -> tensor<256x128xbf16>
    return %1 : tensor<256x128xbf16>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<1x128x256xbf16>, %arg1: tensor<i32>) -> tensor<128x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xbf16>) -> tensor<128x256xbf16>
    return %1 : tensor<128x256xbf16>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<1x128x64xbf16>, %arg1: tensor<i32>) -> tensor<128x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<1x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @closed_call_12(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) {
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
    %17 = stablehlo.dot_general %16, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.dot_general %16, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.dot_general %16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.convert %19 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %27 = stablehlo.slice %26 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %28 = stablehlo.slice %26 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x64x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<8x64x8x8xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<8x64x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %35 = stablehlo.multiply %28, %34 : tensor<8x64x8x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<8x64x8x8xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x64x8x8xf32>
    %39 = stablehlo.concatenate %33, %38, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %40 = stablehlo.convert %39 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %41 = stablehlo.convert %22 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %42 = stablehlo.slice %41 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %43 = stablehlo.slice %41 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %44 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<8x64x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<8x64x4x8xf32>
    %48 = stablehlo.subtract %45, %47 : tensor<8x64x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %50 = stablehlo.multiply %43, %49 : tensor<8x64x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<8x64x4x8xf32>
    %53 = stablehlo.add %50, %52 : tensor<8x64x4x8xf32>
    %54 = stablehlo.concatenate %48, %53, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %55 = stablehlo.convert %54 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %56 = stablehlo.reshape %40 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %57 = stablehlo.dot_general %55, %56, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %58 = stablehlo.transpose %57, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %60 = stablehlo.multiply %58, %59 : tensor<8x4x2x64x64xbf16>
    %61 = stablehlo.convert %60 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %62 = call @_where_13(%61, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<8x4x2x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<8x4x2x64x64xf32>
    %69 = stablehlo.exponential %68 : tensor<8x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %73 = stablehlo.divide %69, %72 : tensor<8x4x2x64x64xf32>
    %74 = stablehlo.convert %73 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %75 = stablehlo.dot_general %25, %74, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %76 = stablehlo.transpose %75, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %77 = stablehlo.reshape %76 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %78 = stablehlo.dot_general %77, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %80 = stablehlo.add %0, %79 : tensor<8x64x128xbf16>
    %81 = stablehlo.convert %80 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<8x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %88 = stablehlo.add %86, %87 : tensor<8x64x1xf32>
    %89 = stablehlo.rsqrt %88 : tensor<8x64x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<8x64x128xf32>
    %92 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %95 = stablehlo.multiply %91, %94 : tensor<8x64x128xf32>
    %96 = stablehlo.convert %95 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %97 = stablehlo.dot_general %96, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %98 = stablehlo.dot_general %96, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %99 = call @silu_14(%97) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %100 = stablehlo.multiply %99, %98 : tensor<8x64x256xbf16>
    %101 = stablehlo.dot_general %100, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %103 = stablehlo.add %80, %102 : tensor<8x64x128xbf16>
    return %103, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @_where_13(%arg0: tensor<8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xi1>, %arg2: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %0 : tensor<8x4x2x64x64xf32>
  }
  func.func private @silu_14(%arg0: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
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
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<1x8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<i32>) -> tensor<1x8x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xbf16>) -> tensor<1x8x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<1x8x64x128xbf16>, tensor<1x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    return %1 : tensor<1x8x64x128xbf16>
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
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<1x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<1x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @closed_call_17(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x256xbf16>, %arg4: tensor<128x64xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x256xbf16>, %arg9: tensor<128x64xbf16>, %arg10: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
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
    %15 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.dot_general %19, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.dot_general %19, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
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
    %107 = call @tril_18(%106) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %108 = stablehlo.convert %105 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %109:2 = call @_where_19(%107, %108, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
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
    %128 = stablehlo.dot_general %127, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
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
    %145 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<8x64x128xf32>
    %149 = stablehlo.convert %148 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %150 = stablehlo.dot_general %149, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %151 = stablehlo.dot_general %149, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %152:3 = call @silu_20(%150) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %153 = stablehlo.multiply %152#0, %151 : tensor<8x64x256xbf16>
    %154 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %155 = stablehlo.dot_general %154, %153, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %157 = stablehlo.dot_general %154, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %158 = stablehlo.multiply %152#0, %157 : tensor<8x64x256xbf16>
    %159 = stablehlo.multiply %157, %151 : tensor<8x64x256xbf16>
    %160 = call @silu_21(%152#1, %150, %152#2, %159) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %161 = stablehlo.dot_general %158, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %163 = stablehlo.dot_general %158, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %164 = stablehlo.dot_general %160, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %166 = stablehlo.dot_general %160, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %167 = stablehlo.add %163, %166 : tensor<8x64x128xbf16>
    %168 = stablehlo.convert %167 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %169 = stablehlo.multiply %144, %168 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.reshape %170 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %172 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %173 = stablehlo.multiply %168, %172 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%171 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %175 = stablehlo.convert %174 : (tensor<128xf32>) -> tensor<128xbf16>
    %176 = stablehlo.multiply %131, %173 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %179 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %180 = stablehlo.multiply %173, %179 : tensor<8x64x128xf32>
    %181 = stablehlo.multiply %178, %142 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %183 = stablehlo.divide %181, %182 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %186 = stablehlo.multiply %131, %185 : tensor<8x64x128xf32>
    %187 = stablehlo.add %180, %186 : tensor<8x64x128xf32>
    %188 = stablehlo.multiply %185, %131 : tensor<8x64x128xf32>
    %189 = stablehlo.add %187, %188 : tensor<8x64x128xf32>
    %190 = stablehlo.convert %189 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %191 = stablehlo.add %arg0, %190 : tensor<8x64x128xbf16>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %193 = stablehlo.dot_general %192, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %195 = stablehlo.dot_general %192, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %196 = stablehlo.reshape %195 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %197 = stablehlo.transpose %196, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %198 = stablehlo.dot_general %197, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %199 = stablehlo.dot_general %197, %124, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %200 = stablehlo.transpose %199, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %201 = stablehlo.convert %198 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %202 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<8x4x2x64x64xf32>
    %204 = stablehlo.multiply %203, %116 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %207 = stablehlo.negate %206 : tensor<8x4x2x64x1xf32>
    %208 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %209 = stablehlo.divide %201, %208 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%207 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %212 = stablehlo.add %209, %211 : tensor<8x4x2x64x64xf32>
    %213 = stablehlo.multiply %212, %116 : tensor<8x4x2x64x64xf32>
    %214 = call @_where_22(%109#1, %213) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %215 = stablehlo.convert %214 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %217 = stablehlo.multiply %215, %216 : tensor<8x4x2x64x64xbf16>
    %218 = stablehlo.transpose %217, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %219 = stablehlo.dot_general %218, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %221 = stablehlo.dot_general %218, %101, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %222 = stablehlo.transpose %221, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %223 = stablehlo.reshape %220 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %224 = stablehlo.convert %222 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %225 = stablehlo.slice %224 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %226 = stablehlo.slice %224 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %227 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<8x64x4x8xf32>
    %229 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %230 = stablehlo.multiply %226, %229 : tensor<8x64x4x8xf32>
    %231 = stablehlo.negate %225 : tensor<8x64x4x8xf32>
    %232 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<8x64x4x8xf32>
    %234 = stablehlo.add %230, %233 : tensor<8x64x4x8xf32>
    %235 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %236 = stablehlo.multiply %225, %235 : tensor<8x64x4x8xf32>
    %237 = stablehlo.add %228, %236 : tensor<8x64x4x8xf32>
    %238 = stablehlo.concatenate %237, %234, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %239 = stablehlo.convert %238 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %240 = stablehlo.convert %223 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %241 = stablehlo.slice %240 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %242 = stablehlo.slice %240 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<8x64x8x8xf32>
    %245 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %246 = stablehlo.multiply %242, %245 : tensor<8x64x8x8xf32>
    %247 = stablehlo.negate %241 : tensor<8x64x8x8xf32>
    %248 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<8x64x8x8xf32>
    %250 = stablehlo.add %246, %249 : tensor<8x64x8x8xf32>
    %251 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %252 = stablehlo.multiply %241, %251 : tensor<8x64x8x8xf32>
    %253 = stablehlo.add %244, %252 : tensor<8x64x8x8xf32>
    %254 = stablehlo.concatenate %253, %250, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %255 = stablehlo.convert %254 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %256 = stablehlo.reshape %200 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %257 = sdy.sharding_constraint %256 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %258 = stablehlo.dot_general %257, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %259 = stablehlo.transpose %258, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %260 = stablehlo.dot_general %257, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %261 = stablehlo.reshape %239 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %262 = sdy.sharding_constraint %261 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %263 = stablehlo.dot_general %262, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %265 = stablehlo.dot_general %262, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %266 = stablehlo.add %260, %265 : tensor<8x64x128xbf16>
    %267 = stablehlo.reshape %255 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %268 = sdy.sharding_constraint %267 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %269 = stablehlo.dot_general %268, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %270 = stablehlo.transpose %269, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %271 = stablehlo.dot_general %268, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %272 = stablehlo.add %266, %271 : tensor<8x64x128xbf16>
    %273 = stablehlo.convert %272 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %274 = stablehlo.multiply %14, %273 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %276 = stablehlo.reshape %275 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %277 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %278 = stablehlo.multiply %273, %277 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%276 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %280 = stablehlo.convert %279 : (tensor<128xf32>) -> tensor<128xbf16>
    %281 = stablehlo.multiply %1, %278 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %278, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.multiply %283, %12 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %288 = stablehlo.divide %286, %287 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%288 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %291 = stablehlo.multiply %1, %290 : tensor<8x64x128xf32>
    %292 = stablehlo.add %285, %291 : tensor<8x64x128xf32>
    %293 = stablehlo.multiply %290, %1 : tensor<8x64x128xf32>
    %294 = stablehlo.add %292, %293 : tensor<8x64x128xf32>
    %295 = stablehlo.convert %294 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %296 = stablehlo.add %191, %295 : tensor<8x64x128xbf16>
    %297 = sdy.sharding_constraint %296 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %297, %280, %156, %165, %264, %175, %194, %270, %162, %259 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>
  }
  func.func private @tril_18(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_19(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_20(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_21(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_22(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_23(%arg0: tensor<1x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<1x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<1x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    return %1 : tensor<1x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_24(%arg0: tensor<1x256x128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<i32>) -> tensor<1x256x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<1x256x128xbf16>, tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xbf16>
    return %1 : tensor<1x256x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_25(%arg0: tensor<1x128x256xbf16>, %arg1: tensor<128x256xbf16>, %arg2: tensor<i32>) -> tensor<1x128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xbf16>) -> tensor<1x128x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<1x128x256xbf16>, tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xbf16>
    return %1 : tensor<1x128x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<1x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<1x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<1x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    return %1 : tensor<1x128x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_27(%arg0: tensor<1x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<1x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<1x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    return %1 : tensor<1x128x128xbf16>
  }
  func.func private @_where_28(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
