module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<4x8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg50: tensor<4x8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %12:28 = stablehlo.while(%iterArg = %arg49, %iterArg_128 = %arg50, %iterArg_129 = %arg0, %iterArg_130 = %arg2, %iterArg_131 = %arg3, %iterArg_132 = %arg4, %iterArg_133 = %arg5, %iterArg_134 = %arg6, %iterArg_135 = %arg7, %iterArg_136 = %arg8, %iterArg_137 = %arg9, %iterArg_138 = %arg10, %iterArg_139 = %arg1, %iterArg_140 = %arg11, %iterArg_141 = %c, %iterArg_142 = %cst_11, %iterArg_143 = %0, %iterArg_144 = %1, %iterArg_145 = %2, %iterArg_146 = %3, %iterArg_147 = %4, %iterArg_148 = %5, %iterArg_149 = %6, %iterArg_150 = %7, %iterArg_151 = %8, %iterArg_152 = %9, %iterArg_153 = %10, %iterArg_154 = %11) : tensor<4x8x64xi32>, tensor<4x8x64xi32>, tensor<512x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<i32>, tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>
    cond {
      %c_155 = stablehlo.constant dense<4> : tensor<i32>
      %383 = stablehlo.compare LT, %iterArg_141, %c_155, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %383 : tensor<i1>
    } do {
      %383 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_141) : (tensor<4x8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
      %384 = func.call @dynamic_index_in_dim(%iterArg_128, %iterArg_141) : (tensor<4x8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
      %385:13 = func.call @closed_call(%iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %iterArg_133, %iterArg_134, %iterArg_135, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %383, %384) : (tensor<512x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<8x64xi32>, tensor<8x64xi32>) -> (tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>)
      %c_155 = stablehlo.constant dense<1> : tensor<i32>
      %386 = stablehlo.add %iterArg_141, %c_155 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %iterArg_133, %iterArg_134, %iterArg_135, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %386, %385#0, %385#1, %385#2, %385#3, %385#4, %385#5, %385#6, %385#7, %385#8, %385#9, %385#10, %385#11, %385#12 : tensor<4x8x64xi32>, tensor<4x8x64xi32>, tensor<512x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<i32>, tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>
    }
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %13 = stablehlo.divide %12#15, %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %15 = stablehlo.divide %12#16, %14 : tensor<512x128xf32>
    %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %17 = stablehlo.divide %12#17, %16 : tensor<128xf32>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %19 = stablehlo.divide %12#18, %18 : tensor<2x128xf32>
    %cst_16 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %21 = stablehlo.divide %12#19, %20 : tensor<2x256x128xf32>
    %cst_17 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %23 = stablehlo.divide %12#20, %22 : tensor<2x128x256xf32>
    %cst_18 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %25 = stablehlo.divide %12#21, %24 : tensor<2x128x64xf32>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %27 = stablehlo.divide %12#22, %26 : tensor<2x128xf32>
    %cst_20 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %29 = stablehlo.divide %12#23, %28 : tensor<2x128x128xf32>
    %cst_21 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %31 = stablehlo.divide %12#24, %30 : tensor<2x128x128xf32>
    %cst_22 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %33 = stablehlo.divide %12#25, %32 : tensor<2x128x256xf32>
    %cst_23 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %35 = stablehlo.divide %12#26, %34 : tensor<2x128x64xf32>
    %cst_24 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %37 = stablehlo.divide %12#27, %36 : tensor<128x512xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %39 = stablehlo.multiply %38, %15 : tensor<512x128xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %41 = stablehlo.multiply %40, %arg25 : tensor<512x128xf32>
    %42 = stablehlo.add %39, %41 : tensor<512x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %44 = stablehlo.multiply %43, %17 : tensor<128xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %46 = stablehlo.multiply %45, %arg26 : tensor<128xf32>
    %47 = stablehlo.add %44, %46 : tensor<128xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %49 = stablehlo.multiply %48, %19 : tensor<2x128xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %51 = stablehlo.multiply %50, %arg27 : tensor<2x128xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %54 = stablehlo.multiply %53, %21 : tensor<2x256x128xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %56 = stablehlo.multiply %55, %arg28 : tensor<2x256x128xf32>
    %57 = stablehlo.add %54, %56 : tensor<2x256x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %59 = stablehlo.multiply %58, %23 : tensor<2x128x256xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %61 = stablehlo.multiply %60, %arg29 : tensor<2x128x256xf32>
    %62 = stablehlo.add %59, %61 : tensor<2x128x256xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %64 = stablehlo.multiply %63, %25 : tensor<2x128x64xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %66 = stablehlo.multiply %65, %arg30 : tensor<2x128x64xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x128x64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %69 = stablehlo.multiply %68, %27 : tensor<2x128xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %71 = stablehlo.multiply %70, %arg31 : tensor<2x128xf32>
    %72 = stablehlo.add %69, %71 : tensor<2x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %74 = stablehlo.multiply %73, %29 : tensor<2x128x128xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %76 = stablehlo.multiply %75, %arg32 : tensor<2x128x128xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x128x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %79 = stablehlo.multiply %78, %31 : tensor<2x128x128xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %81 = stablehlo.multiply %80, %arg33 : tensor<2x128x128xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x128x128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %84 = stablehlo.multiply %83, %33 : tensor<2x128x256xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %86 = stablehlo.multiply %85, %arg34 : tensor<2x128x256xf32>
    %87 = stablehlo.add %84, %86 : tensor<2x128x256xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %89 = stablehlo.multiply %88, %35 : tensor<2x128x64xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %91 = stablehlo.multiply %90, %arg35 : tensor<2x128x64xf32>
    %92 = stablehlo.add %89, %91 : tensor<2x128x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %94 = stablehlo.multiply %93, %37 : tensor<128x512xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %96 = stablehlo.multiply %95, %arg36 : tensor<128x512xf32>
    %97 = stablehlo.add %94, %96 : tensor<128x512xf32>
    %98 = stablehlo.multiply %15, %15 : tensor<512x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<512x128xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %102 = stablehlo.multiply %101, %arg37 : tensor<512x128xf32>
    %103 = stablehlo.add %100, %102 : tensor<512x128xf32>
    %104 = stablehlo.multiply %17, %17 : tensor<128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<128xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %108 = stablehlo.multiply %107, %arg38 : tensor<128xf32>
    %109 = stablehlo.add %106, %108 : tensor<128xf32>
    %110 = stablehlo.multiply %19, %19 : tensor<2x128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x128xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %114 = stablehlo.multiply %113, %arg39 : tensor<2x128xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x128xf32>
    %116 = stablehlo.multiply %21, %21 : tensor<2x256x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<2x256x128xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %120 = stablehlo.multiply %119, %arg40 : tensor<2x256x128xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x256x128xf32>
    %122 = stablehlo.multiply %23, %23 : tensor<2x128x256xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<2x128x256xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %126 = stablehlo.multiply %125, %arg41 : tensor<2x128x256xf32>
    %127 = stablehlo.add %124, %126 : tensor<2x128x256xf32>
    %128 = stablehlo.multiply %25, %25 : tensor<2x128x64xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<2x128x64xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %132 = stablehlo.multiply %131, %arg42 : tensor<2x128x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<2x128x64xf32>
    %134 = stablehlo.multiply %27, %27 : tensor<2x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<2x128xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %138 = stablehlo.multiply %137, %arg43 : tensor<2x128xf32>
    %139 = stablehlo.add %136, %138 : tensor<2x128xf32>
    %140 = stablehlo.multiply %29, %29 : tensor<2x128x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<2x128x128xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %144 = stablehlo.multiply %143, %arg44 : tensor<2x128x128xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x128x128xf32>
    %146 = stablehlo.multiply %31, %31 : tensor<2x128x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<2x128x128xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %150 = stablehlo.multiply %149, %arg45 : tensor<2x128x128xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x128x128xf32>
    %152 = stablehlo.multiply %33, %33 : tensor<2x128x256xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<2x128x256xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %156 = stablehlo.multiply %155, %arg46 : tensor<2x128x256xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x128x256xf32>
    %158 = stablehlo.multiply %35, %35 : tensor<2x128x64xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<2x128x64xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %162 = stablehlo.multiply %161, %arg47 : tensor<2x128x64xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x128x64xf32>
    %164 = stablehlo.multiply %37, %37 : tensor<128x512xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<128x512xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %168 = stablehlo.multiply %167, %arg48 : tensor<128x512xf32>
    %169 = stablehlo.add %166, %168 : tensor<128x512xf32>
    %c_73 = stablehlo.constant dense<2147483647> : tensor<i32>
    %170 = stablehlo.compare LT, %arg24, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %171 = stablehlo.add %arg24, %c_74 : tensor<i32>
    %c_75 = stablehlo.constant dense<2147483647> : tensor<i32>
    %172 = call @_where_22(%170, %171, %c_75) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %173 = stablehlo.convert %172 : (tensor<i32>) -> tensor<f32>
    %174 = stablehlo.power %cst_76, %173 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.subtract %cst_77, %174 : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %177 = stablehlo.divide %42, %176 : tensor<512x128xf32>
    %178 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %179 = stablehlo.divide %47, %178 : tensor<128xf32>
    %180 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %181 = stablehlo.divide %52, %180 : tensor<2x128xf32>
    %182 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %183 = stablehlo.divide %57, %182 : tensor<2x256x128xf32>
    %184 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %185 = stablehlo.divide %62, %184 : tensor<2x128x256xf32>
    %186 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %187 = stablehlo.divide %67, %186 : tensor<2x128x64xf32>
    %188 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %189 = stablehlo.divide %72, %188 : tensor<2x128xf32>
    %190 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %191 = stablehlo.divide %77, %190 : tensor<2x128x128xf32>
    %192 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %193 = stablehlo.divide %82, %192 : tensor<2x128x128xf32>
    %194 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %195 = stablehlo.divide %87, %194 : tensor<2x128x256xf32>
    %196 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %197 = stablehlo.divide %92, %196 : tensor<2x128x64xf32>
    %198 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %199 = stablehlo.divide %97, %198 : tensor<128x512xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %200 = stablehlo.convert %172 : (tensor<i32>) -> tensor<f32>
    %201 = stablehlo.power %cst_78, %200 : tensor<f32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.subtract %cst_79, %201 : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %204 = stablehlo.divide %103, %203 : tensor<512x128xf32>
    %205 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %206 = stablehlo.divide %109, %205 : tensor<128xf32>
    %207 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %208 = stablehlo.divide %115, %207 : tensor<2x128xf32>
    %209 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %210 = stablehlo.divide %121, %209 : tensor<2x256x128xf32>
    %211 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %212 = stablehlo.divide %127, %211 : tensor<2x128x256xf32>
    %213 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %214 = stablehlo.divide %133, %213 : tensor<2x128x64xf32>
    %215 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %216 = stablehlo.divide %139, %215 : tensor<2x128xf32>
    %217 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %218 = stablehlo.divide %145, %217 : tensor<2x128x128xf32>
    %219 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %220 = stablehlo.divide %151, %219 : tensor<2x128x128xf32>
    %221 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %222 = stablehlo.divide %157, %221 : tensor<2x128x256xf32>
    %223 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %224 = stablehlo.divide %163, %223 : tensor<2x128x64xf32>
    %225 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %226 = stablehlo.divide %169, %225 : tensor<128x512xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %228 = stablehlo.add %204, %227 : tensor<512x128xf32>
    %229 = stablehlo.sqrt %228 : tensor<512x128xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %231 = stablehlo.add %229, %230 : tensor<512x128xf32>
    %232 = stablehlo.divide %177, %231 : tensor<512x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %234 = stablehlo.add %206, %233 : tensor<128xf32>
    %235 = stablehlo.sqrt %234 : tensor<128xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %237 = stablehlo.add %235, %236 : tensor<128xf32>
    %238 = stablehlo.divide %179, %237 : tensor<128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %240 = stablehlo.add %208, %239 : tensor<2x128xf32>
    %241 = stablehlo.sqrt %240 : tensor<2x128xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %243 = stablehlo.add %241, %242 : tensor<2x128xf32>
    %244 = stablehlo.divide %181, %243 : tensor<2x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %246 = stablehlo.add %210, %245 : tensor<2x256x128xf32>
    %247 = stablehlo.sqrt %246 : tensor<2x256x128xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %249 = stablehlo.add %247, %248 : tensor<2x256x128xf32>
    %250 = stablehlo.divide %183, %249 : tensor<2x256x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %252 = stablehlo.add %212, %251 : tensor<2x128x256xf32>
    %253 = stablehlo.sqrt %252 : tensor<2x128x256xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %255 = stablehlo.add %253, %254 : tensor<2x128x256xf32>
    %256 = stablehlo.divide %185, %255 : tensor<2x128x256xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %258 = stablehlo.add %214, %257 : tensor<2x128x64xf32>
    %259 = stablehlo.sqrt %258 : tensor<2x128x64xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %261 = stablehlo.add %259, %260 : tensor<2x128x64xf32>
    %262 = stablehlo.divide %187, %261 : tensor<2x128x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %264 = stablehlo.add %216, %263 : tensor<2x128xf32>
    %265 = stablehlo.sqrt %264 : tensor<2x128xf32>
    %cst_93 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %267 = stablehlo.add %265, %266 : tensor<2x128xf32>
    %268 = stablehlo.divide %189, %267 : tensor<2x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %270 = stablehlo.add %218, %269 : tensor<2x128x128xf32>
    %271 = stablehlo.sqrt %270 : tensor<2x128x128xf32>
    %cst_95 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %273 = stablehlo.add %271, %272 : tensor<2x128x128xf32>
    %274 = stablehlo.divide %191, %273 : tensor<2x128x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %276 = stablehlo.add %220, %275 : tensor<2x128x128xf32>
    %277 = stablehlo.sqrt %276 : tensor<2x128x128xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %279 = stablehlo.add %277, %278 : tensor<2x128x128xf32>
    %280 = stablehlo.divide %193, %279 : tensor<2x128x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %282 = stablehlo.add %222, %281 : tensor<2x128x256xf32>
    %283 = stablehlo.sqrt %282 : tensor<2x128x256xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %285 = stablehlo.add %283, %284 : tensor<2x128x256xf32>
    %286 = stablehlo.divide %195, %285 : tensor<2x128x256xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %288 = stablehlo.add %224, %287 : tensor<2x128x64xf32>
    %289 = stablehlo.sqrt %288 : tensor<2x128x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %291 = stablehlo.add %289, %290 : tensor<2x128x64xf32>
    %292 = stablehlo.divide %197, %291 : tensor<2x128x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %294 = stablehlo.add %226, %293 : tensor<128x512xf32>
    %295 = stablehlo.sqrt %294 : tensor<128x512xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %297 = stablehlo.add %295, %296 : tensor<128x512xf32>
    %298 = stablehlo.divide %199, %297 : tensor<128x512xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %300 = stablehlo.multiply %299, %arg12 : tensor<512x128xf32>
    %301 = stablehlo.add %232, %300 : tensor<512x128xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %303 = stablehlo.multiply %302, %arg13 : tensor<128xf32>
    %304 = stablehlo.add %238, %303 : tensor<128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %306 = stablehlo.multiply %305, %arg14 : tensor<2x128xf32>
    %307 = stablehlo.add %244, %306 : tensor<2x128xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %309 = stablehlo.multiply %308, %arg15 : tensor<2x256x128xf32>
    %310 = stablehlo.add %250, %309 : tensor<2x256x128xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %312 = stablehlo.multiply %311, %arg16 : tensor<2x128x256xf32>
    %313 = stablehlo.add %256, %312 : tensor<2x128x256xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %315 = stablehlo.multiply %314, %arg17 : tensor<2x128x64xf32>
    %316 = stablehlo.add %262, %315 : tensor<2x128x64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %318 = stablehlo.multiply %317, %arg18 : tensor<2x128xf32>
    %319 = stablehlo.add %268, %318 : tensor<2x128xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %321 = stablehlo.multiply %320, %arg19 : tensor<2x128x128xf32>
    %322 = stablehlo.add %274, %321 : tensor<2x128x128xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %324 = stablehlo.multiply %323, %arg20 : tensor<2x128x128xf32>
    %325 = stablehlo.add %280, %324 : tensor<2x128x128xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %327 = stablehlo.multiply %326, %arg21 : tensor<2x128x256xf32>
    %328 = stablehlo.add %286, %327 : tensor<2x128x256xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %330 = stablehlo.multiply %329, %arg22 : tensor<2x128x64xf32>
    %331 = stablehlo.add %292, %330 : tensor<2x128x64xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %333 = stablehlo.multiply %332, %arg23 : tensor<128x512xf32>
    %334 = stablehlo.add %298, %333 : tensor<128x512xf32>
    %cst_116 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %336 = stablehlo.multiply %335, %301 : tensor<512x128xf32>
    %cst_117 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %338 = stablehlo.multiply %337, %304 : tensor<128xf32>
    %cst_118 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %340 = stablehlo.multiply %339, %307 : tensor<2x128xf32>
    %cst_119 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %342 = stablehlo.multiply %341, %310 : tensor<2x256x128xf32>
    %cst_120 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %344 = stablehlo.multiply %343, %313 : tensor<2x128x256xf32>
    %cst_121 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %346 = stablehlo.multiply %345, %316 : tensor<2x128x64xf32>
    %cst_122 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %348 = stablehlo.multiply %347, %319 : tensor<2x128xf32>
    %cst_123 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %350 = stablehlo.multiply %349, %322 : tensor<2x128x128xf32>
    %cst_124 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %352 = stablehlo.multiply %351, %325 : tensor<2x128x128xf32>
    %cst_125 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %354 = stablehlo.multiply %353, %328 : tensor<2x128x256xf32>
    %cst_126 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %356 = stablehlo.multiply %355, %331 : tensor<2x128x64xf32>
    %cst_127 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %358 = stablehlo.multiply %357, %334 : tensor<128x512xf32>
    %359 = stablehlo.add %arg12, %336 : tensor<512x128xf32>
    %360 = stablehlo.add %arg13, %338 : tensor<128xf32>
    %361 = stablehlo.add %arg14, %340 : tensor<2x128xf32>
    %362 = stablehlo.add %arg15, %342 : tensor<2x256x128xf32>
    %363 = stablehlo.add %arg16, %344 : tensor<2x128x256xf32>
    %364 = stablehlo.add %arg17, %346 : tensor<2x128x64xf32>
    %365 = stablehlo.add %arg18, %348 : tensor<2x128xf32>
    %366 = stablehlo.add %arg19, %350 : tensor<2x128x128xf32>
    %367 = stablehlo.add %arg20, %352 : tensor<2x128x128xf32>
    %368 = stablehlo.add %arg21, %354 : tensor<2x128x256xf32>
    %369 = stablehlo.add %arg22, %356 : tensor<2x128x64xf32>
    %370 = stablehlo.add %arg23, %358 : tensor<128x512xf32>
    %371 = stablehlo.convert %359 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %372 = stablehlo.convert %360 : (tensor<128xf32>) -> tensor<128xbf16>
    %373 = stablehlo.convert %361 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %374 = stablehlo.convert %362 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %375 = stablehlo.convert %363 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %376 = stablehlo.convert %364 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %377 = stablehlo.convert %365 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %378 = stablehlo.convert %366 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %379 = stablehlo.convert %367 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %380 = stablehlo.convert %368 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %381 = stablehlo.convert %369 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %382 = stablehlo.convert %370 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %172, %42, %47, %52, %57, %62, %67, %72, %77, %82, %87, %92, %97, %103, %109, %115, %121, %127, %133, %139, %145, %151, %157, %163, %169, %13 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x8x64xi32>, %arg1: tensor<i32>) -> tensor<8x64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 64] : (tensor<4x8x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64xi32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @closed_call(%arg0: tensor<512x128xbf16>, %arg1: tensor<2x128xbf16>, %arg2: tensor<2x256x128xbf16>, %arg3: tensor<2x128x256xbf16>, %arg4: tensor<2x128x64xbf16>, %arg5: tensor<2x128xbf16>, %arg6: tensor<2x128x128xbf16>, %arg7: tensor<2x128x128xbf16>, %arg8: tensor<2x128x256xbf16>, %arg9: tensor<2x128x64xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<128x512xbf16>, %arg12: tensor<f32>, %arg13: tensor<512x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<2x128xf32>, %arg16: tensor<2x256x128xf32>, %arg17: tensor<2x128x256xf32>, %arg18: tensor<2x128x64xf32>, %arg19: tensor<2x128xf32>, %arg20: tensor<2x128x128xf32>, %arg21: tensor<2x128x128xf32>, %arg22: tensor<2x128x256xf32>, %arg23: tensor<2x128x64xf32>, %arg24: tensor<128x512xf32>, %arg25: tensor<8x64xi32>, %arg26: tensor<8x64xi32>) -> (tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>) {
    %0:2 = call @_take(%arg0, %arg26) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %48:18 = stablehlo.while(%iterArg = %arg1, %iterArg_41 = %arg2, %iterArg_42 = %arg3, %iterArg_43 = %arg4, %iterArg_44 = %arg5, %iterArg_45 = %arg6, %iterArg_46 = %arg7, %iterArg_47 = %arg8, %iterArg_48 = %arg9, %iterArg_49 = %43, %iterArg_50 = %41, %iterArg_51 = %22, %iterArg_52 = %20, %iterArg_53 = %46#0, %iterArg_54 = %46#1, %iterArg_55 = %c_11, %iterArg_56 = %1, %iterArg_57 = %47) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_58 = stablehlo.constant dense<2> : tensor<i32>
      %172 = stablehlo.compare LT, %iterArg_55, %c_58, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %172 : tensor<i1>
    } do {
      %172 = func.call @dynamic_index_in_dim_1(%iterArg, %iterArg_55) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %173 = func.call @dynamic_index_in_dim_2(%iterArg_41, %iterArg_55) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %174 = func.call @dynamic_index_in_dim_3(%iterArg_42, %iterArg_55) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %175 = func.call @dynamic_index_in_dim_4(%iterArg_43, %iterArg_55) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %176 = func.call @dynamic_index_in_dim_1(%iterArg_44, %iterArg_55) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %177 = func.call @dynamic_index_in_dim_5(%iterArg_45, %iterArg_55) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %178 = func.call @dynamic_index_in_dim_5(%iterArg_46, %iterArg_55) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %179 = func.call @dynamic_index_in_dim_3(%iterArg_47, %iterArg_55) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %180 = func.call @dynamic_index_in_dim_4(%iterArg_48, %iterArg_55) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %181:2 = func.call @closed_call_6(%iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_56, %172, %173, %174, %175, %176, %177, %178, %179, %180) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %182 = func.call @dynamic_update_index_in_dim(%iterArg_57, %181#1, %iterArg_55) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_58 = stablehlo.constant dense<1> : tensor<i32>
      %183 = stablehlo.add %iterArg_55, %c_58 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %183, %181#0, %182 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    }
    %49 = stablehlo.convert %48#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %56 = stablehlo.add %54, %55 : tensor<8x64x1xf32>
    %57 = stablehlo.rsqrt %56 : tensor<8x64x1xf32>
    %58 = stablehlo.divide %57, %56 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<8x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %62 = stablehlo.multiply %49, %61 : tensor<8x64x128xf32>
    %63 = stablehlo.convert %arg10 : (tensor<128xbf16>) -> tensor<128xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %66 = stablehlo.multiply %62, %65 : tensor<8x64x128xf32>
    %67 = stablehlo.convert %66 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %68 = stablehlo.dot_general %67, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %69 = stablehlo.convert %68 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<8x64xf32>
    %74 = stablehlo.is_finite %73 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %76 = stablehlo.select %74, %73, %75 : tensor<8x64xi1>, tensor<8x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %79 = stablehlo.subtract %70, %78 : tensor<8x64x512xf32>
    %80 = stablehlo.exponential %79 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %82 = stablehlo.abs %81 : tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %84 = stablehlo.compare GE, %81, %83, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %85 = stablehlo.log %82 : tensor<8x64xf32>
    %86 = stablehlo.add %85, %76 : tensor<8x64xf32>
    %87 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %88:2 = call @take_along_axis(%70, %87) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %89 = stablehlo.reshape %88#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %90 = stablehlo.subtract %86, %89 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %92 = stablehlo.divide %91, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %93 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %95 = stablehlo.negate %94 : tensor<8x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %97 = call @take_along_axis_8(%88#1, %96) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %98 = stablehlo.divide %94, %82 : tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %100 = stablehlo.select %84, %99, %98 : tensor<8x64xi1>, tensor<8x64xf32>
    %101 = stablehlo.select %84, %98, %99 : tensor<8x64xi1>, tensor<8x64xf32>
    %102 = stablehlo.negate %100 : tensor<8x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %105 = stablehlo.multiply %104, %80 : tensor<8x64x512xf32>
    %106 = stablehlo.add %97, %105 : tensor<8x64x512xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %108 = stablehlo.convert %107 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %109 = stablehlo.dot_general %108, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %111 = stablehlo.dot_general %108, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %112 = stablehlo.convert %111 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %113 = stablehlo.multiply %62, %112 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %115 = stablehlo.reshape %114 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %116 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %117 = stablehlo.multiply %112, %116 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%115 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %119 = stablehlo.convert %118 : (tensor<128xf32>) -> tensor<128xbf16>
    %120 = stablehlo.multiply %49, %117 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %123 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %124 = stablehlo.multiply %117, %123 : tensor<8x64x128xf32>
    %125 = stablehlo.multiply %122, %60 : tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %130 = stablehlo.multiply %49, %129 : tensor<8x64x128xf32>
    %131 = stablehlo.add %124, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.multiply %129, %49 : tensor<8x64x128xf32>
    %133 = stablehlo.add %131, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.convert %133 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %144:21 = stablehlo.while(%iterArg = %arg1, %iterArg_41 = %arg2, %iterArg_42 = %arg3, %iterArg_43 = %arg4, %iterArg_44 = %arg5, %iterArg_45 = %arg6, %iterArg_46 = %arg7, %iterArg_47 = %arg8, %iterArg_48 = %arg9, %iterArg_49 = %48#17, %iterArg_50 = %c_40, %iterArg_51 = %134, %iterArg_52 = %135, %iterArg_53 = %136, %iterArg_54 = %137, %iterArg_55 = %138, %iterArg_56 = %139, %iterArg_57 = %140, %iterArg_58 = %141, %iterArg_59 = %142, %iterArg_60 = %143) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_61 = stablehlo.constant dense<2> : tensor<i32>
      %172 = stablehlo.compare LT, %iterArg_50, %c_61, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %172 : tensor<i1>
    } do {
      %c_61 = stablehlo.constant dense<2> : tensor<i32>
      %172 = stablehlo.subtract %c_61, %iterArg_50 : tensor<i32>
      %c_62 = stablehlo.constant dense<1> : tensor<i32>
      %173 = stablehlo.subtract %172, %c_62 : tensor<i32>
      %174 = func.call @dynamic_index_in_dim_1(%iterArg, %173) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %175 = func.call @dynamic_index_in_dim_2(%iterArg_41, %173) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %176 = func.call @dynamic_index_in_dim_3(%iterArg_42, %173) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %177 = func.call @dynamic_index_in_dim_4(%iterArg_43, %173) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %178 = func.call @dynamic_index_in_dim_1(%iterArg_44, %173) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %179 = func.call @dynamic_index_in_dim_5(%iterArg_45, %173) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %180 = func.call @dynamic_index_in_dim_5(%iterArg_46, %173) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %181 = func.call @dynamic_index_in_dim_3(%iterArg_47, %173) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %182 = func.call @dynamic_index_in_dim_4(%iterArg_48, %173) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %183 = func.call @dynamic_index_in_dim_9(%iterArg_49, %173) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %184:10 = func.call @closed_call_10(%iterArg_51, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183) : (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %185 = func.call @dynamic_update_index_in_dim_16(%iterArg_52, %184#1, %173) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %186 = func.call @dynamic_update_index_in_dim_17(%iterArg_53, %184#2, %173) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %187 = func.call @dynamic_update_index_in_dim_18(%iterArg_54, %184#3, %173) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %188 = func.call @dynamic_update_index_in_dim_19(%iterArg_55, %184#4, %173) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %189 = func.call @dynamic_update_index_in_dim_16(%iterArg_56, %184#5, %173) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %190 = func.call @dynamic_update_index_in_dim_20(%iterArg_57, %184#6, %173) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %191 = func.call @dynamic_update_index_in_dim_20(%iterArg_58, %184#7, %173) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %192 = func.call @dynamic_update_index_in_dim_18(%iterArg_59, %184#8, %173) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %193 = func.call @dynamic_update_index_in_dim_19(%iterArg_60, %184#9, %173) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_63 = stablehlo.constant dense<1> : tensor<i32>
      %194 = stablehlo.add %iterArg_50, %c_63 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %194, %184#0, %185, %186, %187, %188, %189, %190, %191, %192, %193 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %145 = sdy.sharding_constraint %144#11 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %146 = call @_take_21(%0#1, %145) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %147 = stablehlo.add %arg12, %92 : tensor<f32>
    %148 = stablehlo.convert %146 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %149 = stablehlo.add %arg13, %148 : tensor<512x128xf32>
    %150 = stablehlo.convert %119 : (tensor<128xbf16>) -> tensor<128xf32>
    %151 = stablehlo.add %arg14, %150 : tensor<128xf32>
    %152 = stablehlo.convert %144#12 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %153 = stablehlo.add %arg15, %152 : tensor<2x128xf32>
    %154 = stablehlo.convert %144#13 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %155 = stablehlo.add %arg16, %154 : tensor<2x256x128xf32>
    %156 = stablehlo.convert %144#14 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %157 = stablehlo.add %arg17, %156 : tensor<2x128x256xf32>
    %158 = stablehlo.convert %144#15 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %159 = stablehlo.add %arg18, %158 : tensor<2x128x64xf32>
    %160 = stablehlo.convert %144#16 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %161 = stablehlo.add %arg19, %160 : tensor<2x128xf32>
    %162 = stablehlo.convert %144#17 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %163 = stablehlo.add %arg20, %162 : tensor<2x128x128xf32>
    %164 = stablehlo.convert %144#18 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %165 = stablehlo.add %arg21, %164 : tensor<2x128x128xf32>
    %166 = stablehlo.convert %144#19 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %167 = stablehlo.add %arg22, %166 : tensor<2x128x256xf32>
    %168 = stablehlo.convert %144#20 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %169 = stablehlo.add %arg23, %168 : tensor<2x128x64xf32>
    %170 = stablehlo.convert %110 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %171 = stablehlo.add %arg24, %170 : tensor<128x512xf32>
    return %147, %149, %151, %153, %155, %157, %159, %161, %163, %165, %167, %169, %171 : tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>
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
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<i32>) -> tensor<256x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 128] : (tensor<2x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x256x128xbf16>) -> tensor<256x128xbf16>
    return %1 : tensor<256x128xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<i32>) -> tensor<128x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<2x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xbf16>) -> tensor<128x256xbf16>
    return %1 : tensor<128x256xbf16>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<i32>) -> tensor<128x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<2x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @closed_call_6(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) {
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
    %62 = call @_where_7(%61, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
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
    %99 = call @silu(%97) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %100 = stablehlo.multiply %99, %98 : tensor<8x64x256xbf16>
    %101 = stablehlo.dot_general %100, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %103 = stablehlo.add %80, %102 : tensor<8x64x128xbf16>
    return %103, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @_where_7(%arg0: tensor<8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xi1>, %arg2: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
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
  func.func private @take_along_axis_8(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @closed_call_10(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x256xbf16>, %arg4: tensor<128x64xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x256xbf16>, %arg9: tensor<128x64xbf16>, %arg10: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
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
    %107 = call @tril_11(%106) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %108 = stablehlo.convert %105 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %109:2 = call @_where_12(%107, %108, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
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
    %152:3 = call @silu_13(%150) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %153 = stablehlo.multiply %152#0, %151 : tensor<8x64x256xbf16>
    %154 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %155 = stablehlo.dot_general %154, %153, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %157 = stablehlo.dot_general %154, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %158 = stablehlo.multiply %152#0, %157 : tensor<8x64x256xbf16>
    %159 = stablehlo.multiply %157, %151 : tensor<8x64x256xbf16>
    %160 = call @silu_14(%152#1, %150, %152#2, %159) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
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
    %214 = call @_where_15(%109#1, %213) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
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
  func.func private @tril_11(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_12(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_13(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_14(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_15(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<i32>) -> tensor<2x256x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xbf16>, tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xbf16>
    return %1 : tensor<2x256x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<128x256xbf16>, %arg2: tensor<i32>) -> tensor<2x128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xbf16>) -> tensor<1x128x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xbf16>, tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xbf16>
    return %1 : tensor<2x128x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<2x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xbf16>
    return %1 : tensor<2x128x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_20(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @_take_21(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
