module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 12 : i32}, %arg13: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg38: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1][0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1][0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1][0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1][0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1][0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1][0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:13 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg37, %arg38) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}]>] manual_axes={"data"} (%arg39: tensor<512x128xf32>, %arg40: tensor<128xf32>, %arg41: tensor<2x128xf32>, %arg42: tensor<2x256x128xf32>, %arg43: tensor<2x128x256xf32>, %arg44: tensor<2x128x64xf32>, %arg45: tensor<2x128xf32>, %arg46: tensor<2x128x128xf32>, %arg47: tensor<2x128x128xf32>, %arg48: tensor<2x128x256xf32>, %arg49: tensor<2x128x64xf32>, %arg50: tensor<128x512xf32>, %arg51: tensor<1x64xi32>, %arg52: tensor<1x64xi32>) {
      %334 = stablehlo.convert %arg39 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
      %335:2 = func.call @_take(%334, %arg52) : (tensor<512x128xbf16>, tensor<1x64xi32>) -> (tensor<1x64x128xbf16>, tensor<1x64x1xi32>)
      %cst_101 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %cst_102 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %336 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %337 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %338 = stablehlo.multiply %337, %336 : tensor<8xf32>
      %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %339 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %340 = stablehlo.add %339, %338 : tensor<8xf32>
      %cst_105 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %341 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %342 = stablehlo.divide %340, %341 : tensor<8xf32>
      %cst_106 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %343 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %344 = stablehlo.power %343, %342 : tensor<8xf32>
      %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %345 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %346 = stablehlo.divide %345, %344 : tensor<8xf32>
      %347 = stablehlo.iota dim = 0 : tensor<64xf32>
      %348 = stablehlo.broadcast_in_dim %347, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %349 = stablehlo.broadcast_in_dim %346, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %350 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %351 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %352 = stablehlo.multiply %350, %351 : tensor<64x8xf32>
      %353 = stablehlo.sine %352 : tensor<64x8xf32>
      %354 = stablehlo.broadcast_in_dim %353, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %355 = stablehlo.cosine %352 : tensor<64x8xf32>
      %356 = stablehlo.broadcast_in_dim %355, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %357 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %358 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %359 = stablehlo.multiply %358, %357 : tensor<8xf32>
      %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %360 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %361 = stablehlo.add %360, %359 : tensor<8xf32>
      %cst_110 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %362 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %363 = stablehlo.divide %361, %362 : tensor<8xf32>
      %cst_111 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %364 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %365 = stablehlo.power %364, %363 : tensor<8xf32>
      %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %366 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %367 = stablehlo.divide %366, %365 : tensor<8xf32>
      %368 = stablehlo.iota dim = 0 : tensor<64xf32>
      %369 = stablehlo.broadcast_in_dim %368, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %370 = stablehlo.broadcast_in_dim %367, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %371 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %372 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<64x8xf32>
      %374 = stablehlo.sine %373 : tensor<64x8xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %376 = stablehlo.cosine %373 : tensor<64x8xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %cst_113 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
      %c_114 = stablehlo.constant dense<true> : tensor<i1>
      %378 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
      %379 = func.call @tril(%378) : (tensor<64x64xi1>) -> tensor<64x64xi1>
      %cst_115 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %380:2 = func.call @_where_0(%379, %cst_115) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>)
      %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %cst_117 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %cst_118 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %381 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<bf16>) -> tensor<2x1x64x128xbf16>
      %c_120 = stablehlo.constant dense<0> : tensor<i32>
      %382:28 = stablehlo.while(%iterArg = %arg41, %iterArg_161 = %arg42, %iterArg_162 = %arg43, %iterArg_163 = %arg44, %iterArg_164 = %arg45, %iterArg_165 = %arg46, %iterArg_166 = %arg47, %iterArg_167 = %arg48, %iterArg_168 = %arg49, %iterArg_169 = %cst_101, %iterArg_170 = %cst_102, %iterArg_171 = %cst_116, %iterArg_172 = %377, %iterArg_173 = %375, %iterArg_174 = %377, %iterArg_175 = %375, %iterArg_176 = %356, %iterArg_177 = %354, %iterArg_178 = %356, %iterArg_179 = %354, %iterArg_180 = %cst_113, %iterArg_181 = %380#0, %iterArg_182 = %380#1, %iterArg_183 = %cst_117, %iterArg_184 = %cst_118, %iterArg_185 = %c_120, %iterArg_186 = %335#0, %iterArg_187 = %381) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<bf16>, tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x1x64x128xbf16>
      cond {
        %c_188 = stablehlo.constant dense<2> : tensor<i32>
        %520 = stablehlo.compare LT, %iterArg_185, %c_188, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %520 : tensor<i1>
      } do {
        %520 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_185) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %521 = func.call @dynamic_index_in_dim_1(%iterArg_161, %iterArg_185) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
        %522 = func.call @dynamic_index_in_dim_2(%iterArg_162, %iterArg_185) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
        %523 = func.call @dynamic_index_in_dim_3(%iterArg_163, %iterArg_185) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
        %524 = func.call @dynamic_index_in_dim(%iterArg_164, %iterArg_185) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %525 = func.call @dynamic_index_in_dim_4(%iterArg_165, %iterArg_185) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %526 = func.call @dynamic_index_in_dim_4(%iterArg_166, %iterArg_185) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %527 = func.call @dynamic_index_in_dim_2(%iterArg_167, %iterArg_185) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
        %528 = func.call @dynamic_index_in_dim_3(%iterArg_168, %iterArg_185) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
        %529:2 = func.call @closed_call(%iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %iterArg_186, %520, %521, %522, %523, %524, %525, %526, %527, %528) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<bf16>, tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>, tensor<f32>, tensor<1x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>) -> (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>)
        %530 = func.call @dynamic_update_index_in_dim(%iterArg_187, %529#1, %iterArg_185) : (tensor<2x1x64x128xbf16>, tensor<1x64x128xbf16>, tensor<i32>) -> tensor<2x1x64x128xbf16>
        %c_188 = stablehlo.constant dense<1> : tensor<i32>
        %531 = stablehlo.add %iterArg_185, %c_188 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %531, %529#0, %530 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<bf16>, tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x1x64x128xbf16>
      }
      %383 = stablehlo.convert %382#26 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %384 = stablehlo.multiply %383, %383 : tensor<1x64x128xf32>
      %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %385 = stablehlo.reduce(%384 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_122 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %387 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %388 = stablehlo.divide %386, %387 : tensor<1x64x1xf32>
      %cst_123 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %389 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %390 = stablehlo.add %388, %389 : tensor<1x64x1xf32>
      %391 = stablehlo.rsqrt %390 : tensor<1x64x1xf32>
      %392 = stablehlo.divide %391, %390 : tensor<1x64x1xf32>
      %cst_124 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %393 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %394 = stablehlo.multiply %393, %392 : tensor<1x64x1xf32>
      %395 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %396 = stablehlo.multiply %383, %395 : tensor<1x64x128xf32>
      %397 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %399 = stablehlo.multiply %396, %398 : tensor<1x64x128xf32>
      %400 = stablehlo.convert %399 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %401 = stablehlo.convert %arg50 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
      %402 = stablehlo.dot_general %400, %401, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x512xbf16>) -> tensor<1x64x512xbf16>
      %403 = stablehlo.convert %402 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %cst_125 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %404 = stablehlo.reduce(%403 init: %cst_125) applies stablehlo.maximum across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
      %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %405 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %406 = stablehlo.maximum %405, %404 : tensor<1x64xf32>
      %407 = stablehlo.is_finite %406 : (tensor<1x64xf32>) -> tensor<1x64xi1>
      %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %408 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %409 = stablehlo.select %407, %406, %408 : tensor<1x64xi1>, tensor<1x64xf32>
      %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
      %412 = stablehlo.subtract %403, %411 : tensor<1x64x512xf32>
      %413 = stablehlo.exponential %412 : tensor<1x64x512xf32>
      %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %414 = stablehlo.reduce(%413 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
      %415 = stablehlo.abs %414 : tensor<1x64xf32>
      %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %416 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %417 = stablehlo.compare GE, %414, %416, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
      %418 = stablehlo.log %415 : tensor<1x64xf32>
      %419 = stablehlo.add %418, %409 : tensor<1x64xf32>
      %420 = stablehlo.broadcast_in_dim %arg51, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
      %421:2 = func.call @take_along_axis(%403, %420) : (tensor<1x64x512xf32>, tensor<1x64x1xi32>) -> (tensor<1x64x1xf32>, tensor<64x1x1xi32>)
      %422 = stablehlo.reshape %421#0 : (tensor<1x64x1xf32>) -> tensor<1x64xf32>
      %423 = stablehlo.subtract %419, %422 : tensor<1x64xf32>
      %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %424 = stablehlo.reduce(%423 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x64xf32>, tensor<f32>) -> tensor<f32>
      %cst_131 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %425 = stablehlo.divide %424, %cst_131 : tensor<f32>
      %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %426 = stablehlo.divide %cst_132, %cst_131 : tensor<f32>
      %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %428 = stablehlo.negate %427 : tensor<1x64xf32>
      %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %430 = func.call @take_along_axis_6(%421#1, %429) : (tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
      %431 = stablehlo.divide %427, %415 : tensor<1x64xf32>
      %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %432 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %433 = stablehlo.select %417, %432, %431 : tensor<1x64xi1>, tensor<1x64xf32>
      %434 = stablehlo.select %417, %431, %432 : tensor<1x64xi1>, tensor<1x64xf32>
      %435 = stablehlo.negate %433 : tensor<1x64xf32>
      %436 = stablehlo.add %434, %435 : tensor<1x64xf32>
      %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x512xf32>
      %438 = stablehlo.multiply %437, %413 : tensor<1x64x512xf32>
      %439 = stablehlo.add %430, %438 : tensor<1x64x512xf32>
      %440 = stablehlo.convert %439 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %441 = stablehlo.dot_general %440, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
      %442 = stablehlo.transpose %441, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
      %443 = stablehlo.dot_general %440, %401, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<128x512xbf16>) -> tensor<1x64x128xbf16>
      %444 = "stablehlo.all_reduce"(%442) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<bf16>
        stablehlo.return %520 : tensor<bf16>
      }) : (tensor<128x512xbf16>) -> tensor<128x512xbf16>
      %445 = stablehlo.convert %444 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
      %446 = stablehlo.convert %443 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %447 = stablehlo.multiply %396, %446 : tensor<1x64x128xf32>
      %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %448 = stablehlo.reduce(%447 init: %cst_134) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %449 = stablehlo.reshape %448 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %450 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %451 = stablehlo.multiply %446, %450 : tensor<1x64x128xf32>
      %452 = "stablehlo.all_reduce"(%449) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %453 = stablehlo.reduce(%452 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %454 = stablehlo.multiply %383, %451 : tensor<1x64x128xf32>
      %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %455 = stablehlo.reduce(%454 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %456 = stablehlo.reshape %455 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %457 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %458 = stablehlo.multiply %451, %457 : tensor<1x64x128xf32>
      %459 = stablehlo.multiply %456, %394 : tensor<1x64x1xf32>
      %460 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %461 = stablehlo.divide %459, %460 : tensor<1x64x1xf32>
      %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %462 = stablehlo.reduce(%461 init: %cst_137) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %463 = stablehlo.broadcast_in_dim %462, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %465 = stablehlo.multiply %383, %464 : tensor<1x64x128xf32>
      %466 = stablehlo.add %458, %465 : tensor<1x64x128xf32>
      %467 = stablehlo.multiply %464, %383 : tensor<1x64x128xf32>
      %468 = stablehlo.add %466, %467 : tensor<1x64x128xf32>
      %469 = stablehlo.convert %468 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %470 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %471 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %474 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %477 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %478 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %c_147 = stablehlo.constant dense<0> : tensor<i32>
      %479:21 = stablehlo.while(%iterArg = %arg41, %iterArg_161 = %arg42, %iterArg_162 = %arg43, %iterArg_163 = %arg44, %iterArg_164 = %arg45, %iterArg_165 = %arg46, %iterArg_166 = %arg47, %iterArg_167 = %arg48, %iterArg_168 = %arg49, %iterArg_169 = %382#27, %iterArg_170 = %c_147, %iterArg_171 = %469, %iterArg_172 = %470, %iterArg_173 = %471, %iterArg_174 = %472, %iterArg_175 = %473, %iterArg_176 = %474, %iterArg_177 = %475, %iterArg_178 = %476, %iterArg_179 = %477, %iterArg_180 = %478) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x1x64x128xbf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
      cond {
        %c_181 = stablehlo.constant dense<2> : tensor<i32>
        %520 = stablehlo.compare LT, %iterArg_170, %c_181, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %520 : tensor<i1>
      } do {
        %c_181 = stablehlo.constant dense<2> : tensor<i32>
        %520 = stablehlo.subtract %c_181, %iterArg_170 : tensor<i32>
        %c_182 = stablehlo.constant dense<1> : tensor<i32>
        %521 = stablehlo.subtract %520, %c_182 : tensor<i32>
        %522 = func.call @dynamic_index_in_dim(%iterArg, %521) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %523 = func.call @dynamic_index_in_dim_1(%iterArg_161, %521) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
        %524 = func.call @dynamic_index_in_dim_2(%iterArg_162, %521) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
        %525 = func.call @dynamic_index_in_dim_3(%iterArg_163, %521) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
        %526 = func.call @dynamic_index_in_dim(%iterArg_164, %521) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
        %527 = func.call @dynamic_index_in_dim_4(%iterArg_165, %521) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %528 = func.call @dynamic_index_in_dim_4(%iterArg_166, %521) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
        %529 = func.call @dynamic_index_in_dim_2(%iterArg_167, %521) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
        %530 = func.call @dynamic_index_in_dim_3(%iterArg_168, %521) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
        %531 = func.call @dynamic_index_in_dim_7(%iterArg_169, %521) : (tensor<2x1x64x128xbf16>, tensor<i32>) -> tensor<1x64x128xbf16>
        %532:10 = func.call @closed_call_8(%iterArg_171, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531) : (tensor<1x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<1x64x128xbf16>) -> (tensor<1x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>)
        %533 = func.call @dynamic_update_index_in_dim_14(%iterArg_172, %532#1, %521) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %534 = func.call @dynamic_update_index_in_dim_15(%iterArg_173, %532#2, %521) : (tensor<2x256x128xf32>, tensor<256x128xf32>, tensor<i32>) -> tensor<2x256x128xf32>
        %535 = func.call @dynamic_update_index_in_dim_16(%iterArg_174, %532#3, %521) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
        %536 = func.call @dynamic_update_index_in_dim_17(%iterArg_175, %532#4, %521) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
        %537 = func.call @dynamic_update_index_in_dim_14(%iterArg_176, %532#5, %521) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
        %538 = func.call @dynamic_update_index_in_dim_18(%iterArg_177, %532#6, %521) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
        %539 = func.call @dynamic_update_index_in_dim_18(%iterArg_178, %532#7, %521) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
        %540 = func.call @dynamic_update_index_in_dim_16(%iterArg_179, %532#8, %521) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
        %541 = func.call @dynamic_update_index_in_dim_17(%iterArg_180, %532#9, %521) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
        %c_183 = stablehlo.constant dense<1> : tensor<i32>
        %542 = stablehlo.add %iterArg_170, %c_183 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %542, %532#0, %533, %534, %535, %536, %537, %538, %539, %540, %541 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x1x64x128xbf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
      }
      %480 = func.call @_take_19(%335#1, %479#11) : (tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
      %481 = stablehlo.convert %480 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
      %482 = "stablehlo.all_reduce"(%481) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<512x128xf32>) -> tensor<512x128xf32>
      %483 = "stablehlo.all_reduce"(%453) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<128xf32>) -> tensor<128xf32>
      %484 = "stablehlo.all_reduce"(%479#12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %485 = "stablehlo.all_reduce"(%479#13) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
      %486 = "stablehlo.all_reduce"(%479#14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %487 = "stablehlo.all_reduce"(%479#15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %488 = "stablehlo.all_reduce"(%479#16) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
      %489 = "stablehlo.all_reduce"(%479#17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %490 = "stablehlo.all_reduce"(%479#18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %491 = "stablehlo.all_reduce"(%479#19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %492 = "stablehlo.all_reduce"(%479#20) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %493 = "stablehlo.all_reduce"(%445) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<128x512xf32>) -> tensor<128x512xf32>
      %cst_148 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %494 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %495 = stablehlo.divide %482, %494 : tensor<512x128xf32>
      %cst_149 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %497 = stablehlo.divide %483, %496 : tensor<128xf32>
      %cst_150 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %498 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %499 = stablehlo.divide %484, %498 : tensor<2x128xf32>
      %cst_151 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %500 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %501 = stablehlo.divide %485, %500 : tensor<2x256x128xf32>
      %cst_152 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %502 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %503 = stablehlo.divide %486, %502 : tensor<2x128x256xf32>
      %cst_153 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %504 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %505 = stablehlo.divide %487, %504 : tensor<2x128x64xf32>
      %cst_154 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %506 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %507 = stablehlo.divide %488, %506 : tensor<2x128xf32>
      %cst_155 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %508 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %509 = stablehlo.divide %489, %508 : tensor<2x128x128xf32>
      %cst_156 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %510 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %511 = stablehlo.divide %490, %510 : tensor<2x128x128xf32>
      %cst_157 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %512 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %513 = stablehlo.divide %491, %512 : tensor<2x128x256xf32>
      %cst_158 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %514 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %515 = stablehlo.divide %492, %514 : tensor<2x128x64xf32>
      %cst_159 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %516 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %517 = stablehlo.divide %493, %516 : tensor<128x512xf32>
      %518 = "stablehlo.all_reduce"(%425) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
        %520 = stablehlo.add %arg53, %arg54 : tensor<f32>
        stablehlo.return %520 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_160 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %519 = stablehlo.divide %518, %cst_160 : tensor<f32>
      sdy.return %519, %495, %497, %499, %501, %503, %505, %507, %509, %511, %513, %515, %517 : tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>
    } : (tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<8x64xi32>, tensor<8x64xi32>) -> (tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>)
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4 = stablehlo.multiply %3, %arg13 : tensor<512x128xf32>
    %5 = stablehlo.add %2, %4 : tensor<512x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.multiply %6, %0#2 : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %9 = stablehlo.multiply %8, %arg14 : tensor<128xf32>
    %10 = stablehlo.add %7, %9 : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %12 = stablehlo.multiply %11, %0#3 : tensor<2x128xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %14 = stablehlo.multiply %13, %arg15 : tensor<2x128xf32>
    %15 = stablehlo.add %12, %14 : tensor<2x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %17 = stablehlo.multiply %16, %0#4 : tensor<2x256x128xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %19 = stablehlo.multiply %18, %arg16 : tensor<2x256x128xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x256x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %22 = stablehlo.multiply %21, %0#5 : tensor<2x128x256xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %24 = stablehlo.multiply %23, %arg17 : tensor<2x128x256xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x128x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %27 = stablehlo.multiply %26, %0#6 : tensor<2x128x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %29 = stablehlo.multiply %28, %arg18 : tensor<2x128x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x128x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %32 = stablehlo.multiply %31, %0#7 : tensor<2x128xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %34 = stablehlo.multiply %33, %arg19 : tensor<2x128xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %37 = stablehlo.multiply %36, %0#8 : tensor<2x128x128xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %39 = stablehlo.multiply %38, %arg20 : tensor<2x128x128xf32>
    %40 = stablehlo.add %37, %39 : tensor<2x128x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %42 = stablehlo.multiply %41, %0#9 : tensor<2x128x128xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %44 = stablehlo.multiply %43, %arg21 : tensor<2x128x128xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x128x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %47 = stablehlo.multiply %46, %0#10 : tensor<2x128x256xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %49 = stablehlo.multiply %48, %arg22 : tensor<2x128x256xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x128x256xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %52 = stablehlo.multiply %51, %0#11 : tensor<2x128x64xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %54 = stablehlo.multiply %53, %arg23 : tensor<2x128x64xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x128x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %57 = stablehlo.multiply %56, %0#12 : tensor<128x512xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %59 = stablehlo.multiply %58, %arg24 : tensor<128x512xf32>
    %60 = stablehlo.add %57, %59 : tensor<128x512xf32>
    %61 = stablehlo.multiply %0#1, %0#1 : tensor<512x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<512x128xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %65 = stablehlo.multiply %64, %arg25 : tensor<512x128xf32>
    %66 = stablehlo.add %63, %65 : tensor<512x128xf32>
    %67 = stablehlo.multiply %0#2, %0#2 : tensor<128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<128xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %71 = stablehlo.multiply %70, %arg26 : tensor<128xf32>
    %72 = stablehlo.add %69, %71 : tensor<128xf32>
    %73 = stablehlo.multiply %0#3, %0#3 : tensor<2x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<2x128xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %77 = stablehlo.multiply %76, %arg27 : tensor<2x128xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x128xf32>
    %79 = stablehlo.multiply %0#4, %0#4 : tensor<2x256x128xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<2x256x128xf32>
    %cst_30 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %83 = stablehlo.multiply %82, %arg28 : tensor<2x256x128xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x256x128xf32>
    %85 = stablehlo.multiply %0#5, %0#5 : tensor<2x128x256xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<2x128x256xf32>
    %cst_32 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %89 = stablehlo.multiply %88, %arg29 : tensor<2x128x256xf32>
    %90 = stablehlo.add %87, %89 : tensor<2x128x256xf32>
    %91 = stablehlo.multiply %0#6, %0#6 : tensor<2x128x64xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<2x128x64xf32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %95 = stablehlo.multiply %94, %arg30 : tensor<2x128x64xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x128x64xf32>
    %97 = stablehlo.multiply %0#7, %0#7 : tensor<2x128xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<2x128xf32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %101 = stablehlo.multiply %100, %arg31 : tensor<2x128xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x128xf32>
    %103 = stablehlo.multiply %0#8, %0#8 : tensor<2x128x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<2x128x128xf32>
    %cst_38 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %107 = stablehlo.multiply %106, %arg32 : tensor<2x128x128xf32>
    %108 = stablehlo.add %105, %107 : tensor<2x128x128xf32>
    %109 = stablehlo.multiply %0#9, %0#9 : tensor<2x128x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x128x128xf32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %113 = stablehlo.multiply %112, %arg33 : tensor<2x128x128xf32>
    %114 = stablehlo.add %111, %113 : tensor<2x128x128xf32>
    %115 = stablehlo.multiply %0#10, %0#10 : tensor<2x128x256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<2x128x256xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %119 = stablehlo.multiply %118, %arg34 : tensor<2x128x256xf32>
    %120 = stablehlo.add %117, %119 : tensor<2x128x256xf32>
    %121 = stablehlo.multiply %0#11, %0#11 : tensor<2x128x64xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<2x128x64xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %125 = stablehlo.multiply %124, %arg35 : tensor<2x128x64xf32>
    %126 = stablehlo.add %123, %125 : tensor<2x128x64xf32>
    %127 = stablehlo.multiply %0#12, %0#12 : tensor<128x512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<128x512xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %131 = stablehlo.multiply %130, %arg36 : tensor<128x512xf32>
    %132 = stablehlo.add %129, %131 : tensor<128x512xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %133 = stablehlo.compare LT, %arg12, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %134 = stablehlo.add %arg12, %c_47 : tensor<i32>
    %c_48 = stablehlo.constant dense<2147483647> : tensor<i32>
    %135 = call @_where_20(%133, %134, %c_48) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.convert %135 : (tensor<i32>) -> tensor<f32>
    %137 = stablehlo.power %cst_49, %136 : tensor<f32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.subtract %cst_50, %137 : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %140 = stablehlo.divide %5, %139 : tensor<512x128xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %142 = stablehlo.divide %10, %141 : tensor<128xf32>
    %143 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %144 = stablehlo.divide %15, %143 : tensor<2x128xf32>
    %145 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %146 = stablehlo.divide %20, %145 : tensor<2x256x128xf32>
    %147 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %148 = stablehlo.divide %25, %147 : tensor<2x128x256xf32>
    %149 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %150 = stablehlo.divide %30, %149 : tensor<2x128x64xf32>
    %151 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %152 = stablehlo.divide %35, %151 : tensor<2x128xf32>
    %153 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %154 = stablehlo.divide %40, %153 : tensor<2x128x128xf32>
    %155 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %156 = stablehlo.divide %45, %155 : tensor<2x128x128xf32>
    %157 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %158 = stablehlo.divide %50, %157 : tensor<2x128x256xf32>
    %159 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %160 = stablehlo.divide %55, %159 : tensor<2x128x64xf32>
    %161 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %162 = stablehlo.divide %60, %161 : tensor<128x512xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %163 = stablehlo.convert %135 : (tensor<i32>) -> tensor<f32>
    %164 = stablehlo.power %cst_51, %163 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %165 = stablehlo.subtract %cst_52, %164 : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %167 = stablehlo.divide %66, %166 : tensor<512x128xf32>
    %168 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %169 = stablehlo.divide %72, %168 : tensor<128xf32>
    %170 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %171 = stablehlo.divide %78, %170 : tensor<2x128xf32>
    %172 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %173 = stablehlo.divide %84, %172 : tensor<2x256x128xf32>
    %174 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %175 = stablehlo.divide %90, %174 : tensor<2x128x256xf32>
    %176 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %177 = stablehlo.divide %96, %176 : tensor<2x128x64xf32>
    %178 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %179 = stablehlo.divide %102, %178 : tensor<2x128xf32>
    %180 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %181 = stablehlo.divide %108, %180 : tensor<2x128x128xf32>
    %182 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %183 = stablehlo.divide %114, %182 : tensor<2x128x128xf32>
    %184 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %185 = stablehlo.divide %120, %184 : tensor<2x128x256xf32>
    %186 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %187 = stablehlo.divide %126, %186 : tensor<2x128x64xf32>
    %188 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %189 = stablehlo.divide %132, %188 : tensor<128x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %191 = stablehlo.add %167, %190 : tensor<512x128xf32>
    %192 = stablehlo.sqrt %191 : tensor<512x128xf32>
    %cst_54 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %194 = stablehlo.add %192, %193 : tensor<512x128xf32>
    %195 = stablehlo.divide %140, %194 : tensor<512x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %197 = stablehlo.add %169, %196 : tensor<128xf32>
    %198 = stablehlo.sqrt %197 : tensor<128xf32>
    %cst_56 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %200 = stablehlo.add %198, %199 : tensor<128xf32>
    %201 = stablehlo.divide %142, %200 : tensor<128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %203 = stablehlo.add %171, %202 : tensor<2x128xf32>
    %204 = stablehlo.sqrt %203 : tensor<2x128xf32>
    %cst_58 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %206 = stablehlo.add %204, %205 : tensor<2x128xf32>
    %207 = stablehlo.divide %144, %206 : tensor<2x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %209 = stablehlo.add %173, %208 : tensor<2x256x128xf32>
    %210 = stablehlo.sqrt %209 : tensor<2x256x128xf32>
    %cst_60 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %212 = stablehlo.add %210, %211 : tensor<2x256x128xf32>
    %213 = stablehlo.divide %146, %212 : tensor<2x256x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %215 = stablehlo.add %175, %214 : tensor<2x128x256xf32>
    %216 = stablehlo.sqrt %215 : tensor<2x128x256xf32>
    %cst_62 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %218 = stablehlo.add %216, %217 : tensor<2x128x256xf32>
    %219 = stablehlo.divide %148, %218 : tensor<2x128x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %221 = stablehlo.add %177, %220 : tensor<2x128x64xf32>
    %222 = stablehlo.sqrt %221 : tensor<2x128x64xf32>
    %cst_64 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %224 = stablehlo.add %222, %223 : tensor<2x128x64xf32>
    %225 = stablehlo.divide %150, %224 : tensor<2x128x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %227 = stablehlo.add %179, %226 : tensor<2x128xf32>
    %228 = stablehlo.sqrt %227 : tensor<2x128xf32>
    %cst_66 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %230 = stablehlo.add %228, %229 : tensor<2x128xf32>
    %231 = stablehlo.divide %152, %230 : tensor<2x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %233 = stablehlo.add %181, %232 : tensor<2x128x128xf32>
    %234 = stablehlo.sqrt %233 : tensor<2x128x128xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %236 = stablehlo.add %234, %235 : tensor<2x128x128xf32>
    %237 = stablehlo.divide %154, %236 : tensor<2x128x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %239 = stablehlo.add %183, %238 : tensor<2x128x128xf32>
    %240 = stablehlo.sqrt %239 : tensor<2x128x128xf32>
    %cst_70 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %242 = stablehlo.add %240, %241 : tensor<2x128x128xf32>
    %243 = stablehlo.divide %156, %242 : tensor<2x128x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %245 = stablehlo.add %185, %244 : tensor<2x128x256xf32>
    %246 = stablehlo.sqrt %245 : tensor<2x128x256xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %248 = stablehlo.add %246, %247 : tensor<2x128x256xf32>
    %249 = stablehlo.divide %158, %248 : tensor<2x128x256xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %251 = stablehlo.add %187, %250 : tensor<2x128x64xf32>
    %252 = stablehlo.sqrt %251 : tensor<2x128x64xf32>
    %cst_74 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %254 = stablehlo.add %252, %253 : tensor<2x128x64xf32>
    %255 = stablehlo.divide %160, %254 : tensor<2x128x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %257 = stablehlo.add %189, %256 : tensor<128x512xf32>
    %258 = stablehlo.sqrt %257 : tensor<128x512xf32>
    %cst_76 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %260 = stablehlo.add %258, %259 : tensor<128x512xf32>
    %261 = stablehlo.divide %162, %260 : tensor<128x512xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %263 = stablehlo.multiply %262, %arg0 : tensor<512x128xf32>
    %264 = stablehlo.add %195, %263 : tensor<512x128xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %266 = stablehlo.multiply %265, %arg1 : tensor<128xf32>
    %267 = stablehlo.add %201, %266 : tensor<128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %269 = stablehlo.multiply %268, %arg2 : tensor<2x128xf32>
    %270 = stablehlo.add %207, %269 : tensor<2x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %272 = stablehlo.multiply %271, %arg3 : tensor<2x256x128xf32>
    %273 = stablehlo.add %213, %272 : tensor<2x256x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %275 = stablehlo.multiply %274, %arg4 : tensor<2x128x256xf32>
    %276 = stablehlo.add %219, %275 : tensor<2x128x256xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %278 = stablehlo.multiply %277, %arg5 : tensor<2x128x64xf32>
    %279 = stablehlo.add %225, %278 : tensor<2x128x64xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %281 = stablehlo.multiply %280, %arg6 : tensor<2x128xf32>
    %282 = stablehlo.add %231, %281 : tensor<2x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %284 = stablehlo.multiply %283, %arg7 : tensor<2x128x128xf32>
    %285 = stablehlo.add %237, %284 : tensor<2x128x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %287 = stablehlo.multiply %286, %arg8 : tensor<2x128x128xf32>
    %288 = stablehlo.add %243, %287 : tensor<2x128x128xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %290 = stablehlo.multiply %289, %arg9 : tensor<2x128x256xf32>
    %291 = stablehlo.add %249, %290 : tensor<2x128x256xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %293 = stablehlo.multiply %292, %arg10 : tensor<2x128x64xf32>
    %294 = stablehlo.add %255, %293 : tensor<2x128x64xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %296 = stablehlo.multiply %295, %arg11 : tensor<128x512xf32>
    %297 = stablehlo.add %261, %296 : tensor<128x512xf32>
    %cst_89 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %299 = stablehlo.multiply %298, %264 : tensor<512x128xf32>
    %cst_90 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %301 = stablehlo.multiply %300, %267 : tensor<128xf32>
    %cst_91 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %303 = stablehlo.multiply %302, %270 : tensor<2x128xf32>
    %cst_92 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %305 = stablehlo.multiply %304, %273 : tensor<2x256x128xf32>
    %cst_93 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %307 = stablehlo.multiply %306, %276 : tensor<2x128x256xf32>
    %cst_94 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %309 = stablehlo.multiply %308, %279 : tensor<2x128x64xf32>
    %cst_95 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %311 = stablehlo.multiply %310, %282 : tensor<2x128xf32>
    %cst_96 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %313 = stablehlo.multiply %312, %285 : tensor<2x128x128xf32>
    %cst_97 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %315 = stablehlo.multiply %314, %288 : tensor<2x128x128xf32>
    %cst_98 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %317 = stablehlo.multiply %316, %291 : tensor<2x128x256xf32>
    %cst_99 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %319 = stablehlo.multiply %318, %294 : tensor<2x128x64xf32>
    %cst_100 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %321 = stablehlo.multiply %320, %297 : tensor<128x512xf32>
    %322 = stablehlo.add %arg0, %299 : tensor<512x128xf32>
    %323 = stablehlo.add %arg1, %301 : tensor<128xf32>
    %324 = stablehlo.add %arg2, %303 : tensor<2x128xf32>
    %325 = stablehlo.add %arg3, %305 : tensor<2x256x128xf32>
    %326 = stablehlo.add %arg4, %307 : tensor<2x128x256xf32>
    %327 = stablehlo.add %arg5, %309 : tensor<2x128x64xf32>
    %328 = stablehlo.add %arg6, %311 : tensor<2x128xf32>
    %329 = stablehlo.add %arg7, %313 : tensor<2x128x128xf32>
    %330 = stablehlo.add %arg8, %315 : tensor<2x128x128xf32>
    %331 = stablehlo.add %arg9, %317 : tensor<2x128x256xf32>
    %332 = stablehlo.add %arg10, %319 : tensor<2x128x64xf32>
    %333 = stablehlo.add %arg11, %321 : tensor<128x512xf32>
    return %322, %323, %324, %325, %326, %327, %328, %329, %330, %331, %332, %333, %135, %5, %10, %15, %20, %25, %30, %35, %40, %45, %50, %55, %60, %66, %72, %78, %84, %90, %96, %102, %108, %114, %120, %126, %132, %0#0 : tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<1x64xi32>) -> (tensor<1x64x128xbf16>, tensor<1x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<1x64x1xi32>) -> tensor<1x64x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x64x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x128xi1>, tensor<1x64x128xbf16>
    return %16, %5 : tensor<1x64x128xbf16>, tensor<1x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xi32>, %arg2: tensor<1x64xi32>) -> tensor<1x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x64xi1>, tensor<1x64xi32>
    return %0 : tensor<1x64xi32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<1x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x64xf32>
    return %1, %2 : tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>
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
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<1x64x1x8xf32>, %arg5: tensor<1x64x1x8xf32>, %arg6: tensor<1x64x1x8xf32>, %arg7: tensor<1x64x1x8xf32>, %arg8: tensor<1x64x1x8xf32>, %arg9: tensor<1x64x1x8xf32>, %arg10: tensor<1x64x1x8xf32>, %arg11: tensor<bf16>, %arg12: tensor<1x4x2x64x64xi1>, %arg13: tensor<1x4x2x64x64xf32>, %arg14: tensor<f32>, %arg15: tensor<f32>, %arg16: tensor<1x64x128xbf16>, %arg17: tensor<128xf32>, %arg18: tensor<256x128xf32>, %arg19: tensor<128x256xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128x128xf32>, %arg23: tensor<128x128xf32>, %arg24: tensor<128x256xf32>, %arg25: tensor<128x64xf32>) -> (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) {
    %0 = stablehlo.convert %arg16 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<1x64x1xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<1x64x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<1x64x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<1x64x128xf32>
    %11 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<1x64x128xf32>
    %14 = stablehlo.convert %13 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %15 = stablehlo.convert %arg23 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %17 = stablehlo.reshape %16 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %18 = stablehlo.convert %arg20 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %19 = stablehlo.dot_general %14, %18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
    %21 = stablehlo.convert %arg25 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %22 = stablehlo.dot_general %14, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
    %24 = stablehlo.convert %17 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %25 = stablehlo.slice %24 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %26 = stablehlo.slice %24 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %27 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<1x64x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %30 = stablehlo.multiply %26, %29 : tensor<1x64x8x8xf32>
    %31 = stablehlo.subtract %28, %30 : tensor<1x64x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %33 = stablehlo.multiply %26, %32 : tensor<1x64x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg10, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %35 = stablehlo.multiply %25, %34 : tensor<1x64x8x8xf32>
    %36 = stablehlo.add %33, %35 : tensor<1x64x8x8xf32>
    %37 = stablehlo.concatenate %31, %36, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %38 = stablehlo.convert %37 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %39 = stablehlo.convert %20 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
    %40 = stablehlo.slice %39 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
    %41 = stablehlo.slice %39 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
    %42 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<1x64x4x8xf32>
    %44 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %45 = stablehlo.multiply %41, %44 : tensor<1x64x4x8xf32>
    %46 = stablehlo.subtract %43, %45 : tensor<1x64x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %48 = stablehlo.multiply %41, %47 : tensor<1x64x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %50 = stablehlo.multiply %40, %49 : tensor<1x64x4x8xf32>
    %51 = stablehlo.add %48, %50 : tensor<1x64x4x8xf32>
    %52 = stablehlo.concatenate %46, %51, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
    %53 = stablehlo.convert %52 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
    %54 = stablehlo.reshape %38 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x4x2x16xbf16>
    %55 = stablehlo.dot_general %53, %54, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x64x4x2x16xbf16>) -> tensor<1x4x64x64x2xbf16>
    %56 = stablehlo.transpose %55, dims = [0, 1, 4, 3, 2] : (tensor<1x4x64x64x2xbf16>) -> tensor<1x4x2x64x64xbf16>
    %57 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
    %58 = stablehlo.multiply %56, %57 : tensor<1x4x2x64x64xbf16>
    %59 = stablehlo.convert %58 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
    %60 = call @_where_5(%59, %arg12, %arg13) : (tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x4x2x64xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<1x4x2x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
    %66 = stablehlo.subtract %60, %65 : tensor<1x4x2x64x64xf32>
    %67 = stablehlo.exponential %66 : tensor<1x4x2x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
    %71 = stablehlo.divide %67, %70 : tensor<1x4x2x64x64xf32>
    %72 = stablehlo.convert %71 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
    %73 = stablehlo.dot_general %23, %72, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x4x2x64x64xbf16>) -> tensor<1x4x16x2x64xbf16>
    %74 = stablehlo.transpose %73, dims = [0, 4, 1, 3, 2] : (tensor<1x4x16x2x64xbf16>) -> tensor<1x64x4x2x16xbf16>
    %75 = stablehlo.reshape %74 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x128xbf16>
    %76 = stablehlo.convert %arg22 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %78 = stablehlo.add %arg16, %77 : tensor<1x64x128xbf16>
    %79 = stablehlo.convert %78 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<1x64x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %83 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %84 = stablehlo.divide %82, %83 : tensor<1x64x1xf32>
    %85 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x64x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<1x64x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<1x64x128xf32>
    %90 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %92 = stablehlo.multiply %89, %91 : tensor<1x64x128xf32>
    %93 = stablehlo.convert %92 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %94 = stablehlo.convert %arg19 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %96 = stablehlo.convert %arg24 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %97 = stablehlo.dot_general %93, %96, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %98 = call @silu(%95) : (tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
    %99 = stablehlo.multiply %98, %97 : tensor<1x64x256xbf16>
    %100 = stablehlo.convert %arg18 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %101 = stablehlo.dot_general %99, %100, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x128xbf16>) -> tensor<1x64x128xbf16>
    %102 = stablehlo.add %78, %101 : tensor<1x64x128xbf16>
    return %102, %arg16 : tensor<1x64x128xbf16>, tensor<1x64x128xbf16>
  }
  func.func private @_where_5(%arg0: tensor<1x4x2x64x64xf32>, %arg1: tensor<1x4x2x64x64xi1>, %arg2: tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>
    return %0 : tensor<1x4x2x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<1x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<1x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<1x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<1x64x256xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x64x256xbf16>
    return %6 : tensor<1x64x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x1x64x128xbf16>, %arg1: tensor<1x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x1x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x64x128xbf16>) -> tensor<1x1x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x64x128xbf16>, tensor<1x1x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x128xbf16>
    return %1 : tensor<2x1x64x128xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<1x64x512xf32>, %arg1: tensor<1x64x1xi32>) -> (tensor<1x64x1xf32>, tensor<64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x64x1xi32>) -> tensor<64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x1x1xi1>, tensor<i1>) -> tensor<64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x64x512xf32>, tensor<64x1x1xi32>) -> tensor<1x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<64x1xi1>) -> tensor<1x64x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x1xi1>, tensor<1x64x1xf32>
    return %16, %5 : tensor<1x64x1xf32>, tensor<64x1x1xi32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<64x1x1xi32>, %arg1: tensor<1x64x1xf32>) -> tensor<1x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x64x512xf32>, tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
    return %1 : tensor<1x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<2x1x64x128xbf16>, %arg1: tensor<i32>) -> tensor<1x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 64, 128] : (tensor<2x1x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x128xbf16>) -> tensor<1x64x128xbf16>
    return %1 : tensor<1x64x128xbf16>
  }
  func.func private @closed_call_8(%arg0: tensor<1x64x128xbf16>, %arg1: tensor<128xf32>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<128x64xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128x256xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<1x64x128xbf16>) -> (tensor<1x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>) {
    %0 = stablehlo.convert %arg10 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<1x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<1x64x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<1x64x1xf32>
    %9 = stablehlo.divide %8, %7 : tensor<1x64x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<1x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<1x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<1x64x128xf32>
    %17 = stablehlo.convert %16 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %18 = stablehlo.convert %arg7 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %20 = stablehlo.reshape %19 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %21 = stablehlo.convert %arg4 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %22 = stablehlo.dot_general %17, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
    %24 = stablehlo.convert %arg9 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %25 = stablehlo.dot_general %17, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
    %27 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.add %30, %29 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.divide %31, %32 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.power %34, %33 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.divide %36, %35 : tensor<8xf32>
    %38 = stablehlo.iota dim = 0 : tensor<64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<64x8xf32>
    %44 = stablehlo.sine %43 : tensor<64x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %46 = stablehlo.cosine %43 : tensor<64x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %48 = stablehlo.convert %20 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %49 = stablehlo.slice %48 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %50 = stablehlo.slice %48 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %52 = stablehlo.multiply %49, %51 : tensor<1x64x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %54 = stablehlo.multiply %50, %53 : tensor<1x64x8x8xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<1x64x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %57 = stablehlo.multiply %50, %56 : tensor<1x64x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %59 = stablehlo.multiply %49, %58 : tensor<1x64x8x8xf32>
    %60 = stablehlo.add %57, %59 : tensor<1x64x8x8xf32>
    %61 = stablehlo.concatenate %55, %60, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %62 = stablehlo.convert %61 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %63 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.add %66, %65 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.power %70, %69 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.divide %72, %71 : tensor<8xf32>
    %74 = stablehlo.iota dim = 0 : tensor<64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<64x8xf32>
    %80 = stablehlo.sine %79 : tensor<64x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %82 = stablehlo.cosine %79 : tensor<64x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %84 = stablehlo.convert %23 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
    %85 = stablehlo.slice %84 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
    %86 = stablehlo.slice %84 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<1x64x4x8xf32>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %90 = stablehlo.multiply %86, %89 : tensor<1x64x4x8xf32>
    %91 = stablehlo.subtract %88, %90 : tensor<1x64x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %93 = stablehlo.multiply %86, %92 : tensor<1x64x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %95 = stablehlo.multiply %85, %94 : tensor<1x64x4x8xf32>
    %96 = stablehlo.add %93, %95 : tensor<1x64x4x8xf32>
    %97 = stablehlo.concatenate %91, %96, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
    %98 = stablehlo.convert %97 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
    %99 = stablehlo.reshape %62 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x4x2x16xbf16>
    %100 = stablehlo.dot_general %98, %99, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x64x4x2x16xbf16>) -> tensor<1x4x64x64x2xbf16>
    %101 = stablehlo.transpose %100, dims = [0, 1, 4, 3, 2] : (tensor<1x4x64x64x2xbf16>) -> tensor<1x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %102 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
    %103 = stablehlo.multiply %101, %102 : tensor<1x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %104 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %105 = call @tril_9(%104) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %106 = stablehlo.convert %103 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %107:2 = call @_where_10(%105, %106, %cst_14) : (tensor<64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>) -> (tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.reduce(%107#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x4x2x64xf32>
    %110 = stablehlo.maximum %109, %108 : tensor<1x4x2x64xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
    %113 = stablehlo.subtract %107#0, %112 : tensor<1x4x2x64x64xf32>
    %114 = stablehlo.exponential %113 : tensor<1x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
    %118 = stablehlo.divide %114, %117 : tensor<1x4x2x64x64xf32>
    %119 = stablehlo.multiply %116, %116 : tensor<1x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x1xf32>
    %121 = stablehlo.divide %120, %119 : tensor<1x4x2x64x1xf32>
    %122 = stablehlo.convert %118 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
    %123 = stablehlo.dot_general %26, %122, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x4x2x64x64xbf16>) -> tensor<1x4x16x2x64xbf16>
    %124 = stablehlo.transpose %123, dims = [0, 4, 1, 3, 2] : (tensor<1x4x16x2x64xbf16>) -> tensor<1x64x4x2x16xbf16>
    %125 = stablehlo.reshape %124 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x128xbf16>
    %126 = stablehlo.convert %arg6 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %128 = stablehlo.add %arg10, %127 : tensor<1x64x128xbf16>
    %129 = stablehlo.convert %128 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %130 = stablehlo.multiply %129, %129 : tensor<1x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %134 = stablehlo.divide %132, %133 : tensor<1x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %136 = stablehlo.add %134, %135 : tensor<1x64x1xf32>
    %137 = stablehlo.rsqrt %136 : tensor<1x64x1xf32>
    %138 = stablehlo.divide %137, %136 : tensor<1x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<1x64x1xf32>
    %141 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %142 = stablehlo.multiply %129, %141 : tensor<1x64x128xf32>
    %143 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %145 = stablehlo.multiply %142, %144 : tensor<1x64x128xf32>
    %146 = stablehlo.convert %145 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %147 = stablehlo.convert %arg3 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %149 = stablehlo.convert %arg8 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %150 = stablehlo.dot_general %146, %149, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %151:3 = call @silu_11(%148) : (tensor<1x64x256xbf16>) -> (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>)
    %152 = stablehlo.multiply %151#0, %150 : tensor<1x64x256xbf16>
    %153 = stablehlo.convert %arg2 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %154 = stablehlo.dot_general %arg0, %152, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x256xbf16>) -> tensor<128x256xbf16>
    %155 = stablehlo.transpose %154, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %156 = stablehlo.dot_general %arg0, %153, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<256x128xbf16>) -> tensor<1x64x256xbf16>
    %157 = "stablehlo.all_reduce"(%155) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<bf16>
      stablehlo.return %309 : tensor<bf16>
    }) : (tensor<256x128xbf16>) -> tensor<256x128xbf16>
    %158 = stablehlo.convert %157 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %159 = stablehlo.multiply %151#0, %156 : tensor<1x64x256xbf16>
    %160 = stablehlo.multiply %156, %150 : tensor<1x64x256xbf16>
    %161 = call @silu_12(%151#1, %148, %151#2, %160) : (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
    %162 = stablehlo.dot_general %159, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %164 = stablehlo.dot_general %159, %149, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
    %165 = "stablehlo.all_reduce"(%163) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<bf16>
      stablehlo.return %309 : tensor<bf16>
    }) : (tensor<128x256xbf16>) -> tensor<128x256xbf16>
    %166 = stablehlo.convert %165 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %167 = stablehlo.dot_general %161, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
    %168 = stablehlo.transpose %167, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %169 = stablehlo.dot_general %161, %147, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
    %170 = stablehlo.add %164, %169 : tensor<1x64x128xbf16>
    %171 = "stablehlo.all_reduce"(%168) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<bf16>
      stablehlo.return %309 : tensor<bf16>
    }) : (tensor<128x256xbf16>) -> tensor<128x256xbf16>
    %172 = stablehlo.convert %171 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %173 = stablehlo.convert %170 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %174 = stablehlo.multiply %142, %173 : tensor<1x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %176 = stablehlo.reshape %175 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %177 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %178 = stablehlo.multiply %173, %177 : tensor<1x64x128xf32>
    %179 = "stablehlo.all_reduce"(%176) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %309 : tensor<f32>
    }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %181 = stablehlo.multiply %129, %178 : tensor<1x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %184 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %185 = stablehlo.multiply %178, %184 : tensor<1x64x128xf32>
    %186 = stablehlo.multiply %183, %140 : tensor<1x64x1xf32>
    %187 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %188 = stablehlo.divide %186, %187 : tensor<1x64x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_26) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %192 = stablehlo.multiply %129, %191 : tensor<1x64x128xf32>
    %193 = stablehlo.add %185, %192 : tensor<1x64x128xf32>
    %194 = stablehlo.multiply %191, %129 : tensor<1x64x128xf32>
    %195 = stablehlo.add %193, %194 : tensor<1x64x128xf32>
    %196 = stablehlo.convert %195 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %197 = stablehlo.add %arg0, %196 : tensor<1x64x128xbf16>
    %198 = stablehlo.dot_general %197, %125, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %199 = stablehlo.transpose %198, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %200 = stablehlo.dot_general %197, %126, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %201 = "stablehlo.all_reduce"(%199) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<bf16>
      stablehlo.return %309 : tensor<bf16>
    }) : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %202 = stablehlo.convert %201 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %203 = stablehlo.reshape %200 : (tensor<1x64x128xbf16>) -> tensor<1x64x4x2x16xbf16>
    %204 = stablehlo.transpose %203, dims = [0, 2, 4, 3, 1] : (tensor<1x64x4x2x16xbf16>) -> tensor<1x4x16x2x64xbf16>
    %205 = stablehlo.dot_general %204, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x16x2x64xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x4x2x64x64xbf16>
    %206 = stablehlo.dot_general %204, %122, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x16x2x64xbf16>, tensor<1x4x2x64x64xbf16>) -> tensor<1x4x16x64xbf16>
    %207 = stablehlo.transpose %206, dims = [0, 3, 1, 2] : (tensor<1x4x16x64xbf16>) -> tensor<1x64x4x16xbf16>
    %208 = stablehlo.convert %205 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
    %209 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<1x4x2x64x64xf32>
    %211 = stablehlo.multiply %210, %114 : tensor<1x4x2x64x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
    %214 = stablehlo.negate %213 : tensor<1x4x2x64x1xf32>
    %215 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
    %216 = stablehlo.divide %208, %215 : tensor<1x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%214 init: %cst_28) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x4x2x64x1xf32>, tensor<f32>) -> tensor<4x2x64xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1, 2, 3] : (tensor<4x2x64xf32>) -> tensor<1x4x2x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x64xf32>
    %220 = stablehlo.add %216, %219 : tensor<1x4x2x64x64xf32>
    %221 = stablehlo.multiply %220, %114 : tensor<1x4x2x64x64xf32>
    %222 = call @_where_13(%107#1, %221) : (tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xf32>
    %223 = stablehlo.convert %222 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
    %224 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
    %225 = stablehlo.multiply %223, %224 : tensor<1x4x2x64x64xbf16>
    %226 = stablehlo.transpose %225, dims = [0, 1, 4, 3, 2] : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x64x64x2xbf16>
    %227 = stablehlo.dot_general %226, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x2xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x4x64x2x16xbf16>
    %228 = stablehlo.transpose %227, dims = [0, 2, 1, 3, 4] : (tensor<1x4x64x2x16xbf16>) -> tensor<1x64x4x2x16xbf16>
    %229 = stablehlo.dot_general %226, %99, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x2xbf16>, tensor<1x64x4x2x16xbf16>) -> tensor<1x4x64x16xbf16>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] : (tensor<1x4x64x16xbf16>) -> tensor<1x64x4x16xbf16>
    %231 = stablehlo.reshape %228 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x8x16xbf16>
    %232 = stablehlo.convert %230 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
    %233 = stablehlo.slice %232 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
    %234 = stablehlo.slice %232 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
    %235 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<1x64x4x8xf32>
    %237 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<1x64x4x8xf32>
    %239 = stablehlo.negate %233 : tensor<1x64x4x8xf32>
    %240 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<1x64x4x8xf32>
    %242 = stablehlo.add %238, %241 : tensor<1x64x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
    %244 = stablehlo.multiply %233, %243 : tensor<1x64x4x8xf32>
    %245 = stablehlo.add %236, %244 : tensor<1x64x4x8xf32>
    %246 = stablehlo.concatenate %245, %242, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
    %247 = stablehlo.convert %246 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
    %248 = stablehlo.convert %231 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %249 = stablehlo.slice %248 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %250 = stablehlo.slice %248 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %251 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<1x64x8x8xf32>
    %253 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %254 = stablehlo.multiply %250, %253 : tensor<1x64x8x8xf32>
    %255 = stablehlo.negate %249 : tensor<1x64x8x8xf32>
    %256 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<1x64x8x8xf32>
    %258 = stablehlo.add %254, %257 : tensor<1x64x8x8xf32>
    %259 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %260 = stablehlo.multiply %249, %259 : tensor<1x64x8x8xf32>
    %261 = stablehlo.add %252, %260 : tensor<1x64x8x8xf32>
    %262 = stablehlo.concatenate %261, %258, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %263 = stablehlo.convert %262 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %264 = stablehlo.reshape %207 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x64xbf16>
    %265 = stablehlo.dot_general %264, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<1x64x128xbf16>) -> tensor<64x128xbf16>
    %266 = stablehlo.transpose %265, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %267 = stablehlo.dot_general %264, %24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<128x64xbf16>) -> tensor<1x64x128xbf16>
    %268 = "stablehlo.all_reduce"(%266) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<bf16>
      stablehlo.return %309 : tensor<bf16>
    }) : (tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %269 = stablehlo.convert %268 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %270 = stablehlo.reshape %247 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x64xbf16>
    %271 = stablehlo.dot_general %270, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<1x64x128xbf16>) -> tensor<64x128xbf16>
    %272 = stablehlo.transpose %271, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %273 = stablehlo.dot_general %270, %21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<128x64xbf16>) -> tensor<1x64x128xbf16>
    %274 = stablehlo.add %267, %273 : tensor<1x64x128xbf16>
    %275 = "stablehlo.all_reduce"(%272) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<bf16>
      stablehlo.return %309 : tensor<bf16>
    }) : (tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %276 = stablehlo.convert %275 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %277 = stablehlo.reshape %263 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x128xbf16>
    %278 = stablehlo.dot_general %277, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %279 = stablehlo.transpose %278, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %280 = stablehlo.dot_general %277, %18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %281 = stablehlo.add %274, %280 : tensor<1x64x128xbf16>
    %282 = "stablehlo.all_reduce"(%279) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<bf16>
      stablehlo.return %309 : tensor<bf16>
    }) : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %283 = stablehlo.convert %282 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %284 = stablehlo.convert %281 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %285 = stablehlo.multiply %13, %284 : tensor<1x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %287 = stablehlo.reshape %286 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %289 = stablehlo.multiply %284, %288 : tensor<1x64x128xf32>
    %290 = "stablehlo.all_reduce"(%287) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %309 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %309 : tensor<f32>
    }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %292 = stablehlo.multiply %0, %289 : tensor<1x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %295 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %296 = stablehlo.multiply %289, %295 : tensor<1x64x128xf32>
    %297 = stablehlo.multiply %294, %11 : tensor<1x64x1xf32>
    %298 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %299 = stablehlo.divide %297, %298 : tensor<1x64x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_32) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %303 = stablehlo.multiply %0, %302 : tensor<1x64x128xf32>
    %304 = stablehlo.add %296, %303 : tensor<1x64x128xf32>
    %305 = stablehlo.multiply %302, %0 : tensor<1x64x128xf32>
    %306 = stablehlo.add %304, %305 : tensor<1x64x128xf32>
    %307 = stablehlo.convert %306 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %308 = stablehlo.add %197, %307 : tensor<1x64x128xbf16>
    return %308, %291, %158, %172, %276, %180, %202, %283, %166, %269 : tensor<1x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>
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
  func.func private @_where_10(%arg0: tensor<64x64xi1>, %arg1: tensor<1x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<1x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>
    return %3, %1 : tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>
  }
  func.func private @silu_11(%arg0: tensor<1x64x256xbf16>) -> (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<1x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<1x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<1x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<1x64x256xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<1x64x256xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<1x64x256xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<1x64x256xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<1x64x256xbf16>
    return %9, %5, %8 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>
  }
  func.func private @silu_12(%arg0: tensor<1x64x256xbf16>, %arg1: tensor<1x64x256xbf16>, %arg2: tensor<1x64x256xbf16>, %arg3: tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<1x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<1x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<1x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<1x64x256xbf16>
    return %3 : tensor<1x64x256xbf16>
  }
  func.func private @_where_13(%arg0: tensor<1x4x2x64x64xi1>, %arg1: tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>
    return %1 : tensor<1x4x2x64x64xf32>
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
  func.func private @_take_19(%arg0: tensor<1x64x1xi32>, %arg1: tensor<1x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<512x128xbf16>) -> tensor<512x128xbf16>
    return %2 : tensor<512x128xbf16>
  }
  func.func private @_where_20(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
