module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<2x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<2x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 40 : i32}, %arg41: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<2x512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<2x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<2x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<2x512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg82: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xbf16> {jax.result_info = "result[0]['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x512xbf16> {jax.result_info = "result[0]['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x512x128xbf16> {jax.result_info = "result[0]['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<64x128xbf16> {jax.result_info = "result[0]['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xf32> {jax.result_info = "result[1]['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x512xf32> {jax.result_info = "result[1]['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x512x128xf32> {jax.result_info = "result[1]['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[1]['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xf32> {jax.result_info = "result[2][0].mu['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x512xf32> {jax.result_info = "result[2][0].mu['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x512x128xf32> {jax.result_info = "result[2][0].mu['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[2][0].mu['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xf32> {jax.result_info = "result[2][0].nu['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x512xf32> {jax.result_info = "result[2][0].nu['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x512x128xf32> {jax.result_info = "result[2][0].nu['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[2][0].nu['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg82) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg19, dims = [1, 2] : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x64x128xbf16>) -> tensor<8x64x128xbf16>
    %3 = stablehlo.add %0#0, %2 : tensor<8x64x128xbf16>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = call @tril(%5) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %7:2 = call @_where_0(%6, %cst) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x8x4x64x64x1xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x8x4x32x1x64xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x8x64x512xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %16:28 = stablehlo.while(%iterArg = %arg3, %iterArg_223 = %arg4, %iterArg_224 = %arg5, %iterArg_225 = %arg6, %iterArg_226 = %arg7, %iterArg_227 = %arg8, %iterArg_228 = %arg9, %iterArg_229 = %arg10, %iterArg_230 = %arg11, %iterArg_231 = %arg12, %iterArg_232 = %arg13, %iterArg_233 = %arg14, %iterArg_234 = %arg15, %iterArg_235 = %arg16, %iterArg_236 = %arg17, %iterArg_237 = %arg18, %iterArg_238 = %7#0, %iterArg_239 = %7#1, %iterArg_240 = %c_8, %iterArg_241 = %4, %iterArg_242 = %8, %iterArg_243 = %9, %iterArg_244 = %10, %iterArg_245 = %11, %iterArg_246 = %12, %iterArg_247 = %13, %iterArg_248 = %14, %iterArg_249 = %15) : tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x4x64x64x1xbf16>, tensor<2x8x4x32x1x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x512xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_250 = stablehlo.constant dense<2> : tensor<i32>
      %745 = stablehlo.compare LT, %iterArg_240, %c_250, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %745 : tensor<i1>
    } do {
      %745 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %746 = func.call @dynamic_index_in_dim(%iterArg_223, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %747 = func.call @dynamic_index_in_dim_1(%iterArg_224, %iterArg_240) : (tensor<2x128x512xbf16>, tensor<i32>) -> tensor<128x512xbf16>
      %748 = func.call @dynamic_index_in_dim_2(%iterArg_225, %iterArg_240) : (tensor<2x512xbf16>, tensor<i32>) -> tensor<512xbf16>
      %749 = func.call @dynamic_index_in_dim_3(%iterArg_226, %iterArg_240) : (tensor<2x512x128xbf16>, tensor<i32>) -> tensor<512x128xbf16>
      %750 = func.call @dynamic_index_in_dim(%iterArg_227, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %751 = func.call @dynamic_index_in_dim(%iterArg_228, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %752 = func.call @dynamic_index_in_dim_4(%iterArg_229, %iterArg_240) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %753 = func.call @dynamic_index_in_dim(%iterArg_230, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %754 = func.call @dynamic_index_in_dim(%iterArg_231, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %755 = func.call @dynamic_index_in_dim(%iterArg_232, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %756 = func.call @dynamic_index_in_dim_4(%iterArg_233, %iterArg_240) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %757 = func.call @dynamic_index_in_dim(%iterArg_234, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %758 = func.call @dynamic_index_in_dim_4(%iterArg_235, %iterArg_240) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %759 = func.call @dynamic_index_in_dim(%iterArg_236, %iterArg_240) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %760 = func.call @dynamic_index_in_dim_4(%iterArg_237, %iterArg_240) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %761:9 = func.call @closed_call(%iterArg_238, %iterArg_239, %iterArg_241, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x4x64x64x1xbf16>, tensor<8x4x32x1x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x512xbf16>, tensor<8x64x128xbf16>)
      %762 = func.call @dynamic_update_index_in_dim(%iterArg_242, %761#1, %iterArg_240) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %763 = func.call @dynamic_update_index_in_dim(%iterArg_243, %761#2, %iterArg_240) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %764 = func.call @dynamic_update_index_in_dim(%iterArg_244, %761#3, %iterArg_240) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %765 = func.call @dynamic_update_index_in_dim_6(%iterArg_245, %761#4, %iterArg_240) : (tensor<2x8x4x64x64x1xbf16>, tensor<8x4x64x64x1xbf16>, tensor<i32>) -> tensor<2x8x4x64x64x1xbf16>
      %766 = func.call @dynamic_update_index_in_dim_7(%iterArg_246, %761#5, %iterArg_240) : (tensor<2x8x4x32x1x64xbf16>, tensor<8x4x32x1x64xbf16>, tensor<i32>) -> tensor<2x8x4x32x1x64xbf16>
      %767 = func.call @dynamic_update_index_in_dim(%iterArg_247, %761#6, %iterArg_240) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %768 = func.call @dynamic_update_index_in_dim_8(%iterArg_248, %761#7, %iterArg_240) : (tensor<2x8x64x512xbf16>, tensor<8x64x512xbf16>, tensor<i32>) -> tensor<2x8x64x512xbf16>
      %769 = func.call @dynamic_update_index_in_dim(%iterArg_249, %761#8, %iterArg_240) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_250 = stablehlo.constant dense<1> : tensor<i32>
      %770 = stablehlo.add %iterArg_240, %c_250 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %770, %761#0, %762, %763, %764, %765, %766, %767, %768, %769 : tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x4x64x64x1xbf16>, tensor<2x8x4x32x1x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x512xbf16>, tensor<2x8x64x128xbf16>
    }
    %17 = stablehlo.convert %16#19 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x64x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %23 = stablehlo.subtract %17, %22 : tensor<8x64x128xf32>
    %24 = chlo.square %23 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%24 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8x64x1xf32>
    %31 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.subtract %17, %31 : tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<8x64x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x64x1xf32>
    %36 = stablehlo.divide %35, %34 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<8x64x1xf32>
    %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %40 = stablehlo.multiply %32, %39 : tensor<8x64x128xf32>
    %41 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<8x64x128xf32>
    %45 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %48 = stablehlo.add %44, %47 : tensor<8x64x128xf32>
    %49 = stablehlo.convert %48 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %50 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %51 = stablehlo.dot_general %49, %50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %52 = stablehlo.convert %51 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_16) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<8x64xf32>
    %57 = stablehlo.is_finite %56 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %59 = stablehlo.select %57, %56, %58 : tensor<8x64xi1>, tensor<8x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %62 = stablehlo.subtract %53, %61 : tensor<8x64x512xf32>
    %63 = stablehlo.exponential %62 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %65 = stablehlo.abs %64 : tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %67 = stablehlo.compare GE, %64, %66, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %68 = stablehlo.log %65 : tensor<8x64xf32>
    %69 = stablehlo.add %68, %59 : tensor<8x64xf32>
    %70 = stablehlo.broadcast_in_dim %arg81, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %71:2 = call @take_along_axis(%53, %70) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %72 = stablehlo.reshape %71#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %73 = stablehlo.subtract %69, %72 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %75 = stablehlo.divide %74, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %76 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %78 = stablehlo.negate %77 : tensor<8x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %80 = call @take_along_axis_9(%71#1, %79) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %81 = stablehlo.divide %77, %65 : tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %83 = stablehlo.select %67, %82, %81 : tensor<8x64xi1>, tensor<8x64xf32>
    %84 = stablehlo.select %67, %81, %82 : tensor<8x64xi1>, tensor<8x64xf32>
    %85 = stablehlo.negate %83 : tensor<8x64xf32>
    %86 = stablehlo.add %84, %85 : tensor<8x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %88 = stablehlo.multiply %87, %63 : tensor<8x64x512xf32>
    %89 = stablehlo.add %80, %88 : tensor<8x64x512xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %91 = stablehlo.convert %90 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %92 = stablehlo.dot_general %91, %49, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %94 = stablehlo.dot_general %91, %50, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %95 = stablehlo.transpose %93, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %96 = stablehlo.convert %94 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %98 = stablehlo.reshape %97 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %100 = stablehlo.convert %99 : (tensor<128xf32>) -> tensor<128xbf16>
    %101 = stablehlo.multiply %40, %96 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %103 = stablehlo.reshape %102 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %104 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %105 = stablehlo.multiply %96, %104 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%103 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %107 = stablehlo.convert %106 : (tensor<128xf32>) -> tensor<128xbf16>
    %108 = stablehlo.multiply %32, %105 : tensor<8x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %111 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %112 = stablehlo.multiply %105, %111 : tensor<8x64x128xf32>
    %113 = stablehlo.multiply %110, %38 : tensor<8x64x1xf32>
    %114 = stablehlo.negate %112 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %118 = stablehlo.divide %113, %117 : tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %121 = stablehlo.multiply %120, %26 : tensor<8x64x128xf32>
    %122 = stablehlo.negate %121 : tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %125 = stablehlo.add %112, %121 : tensor<8x64x128xf32>
    %126 = stablehlo.add %116, %124 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8x64x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.add %125, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.convert %131 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %134 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128x512xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x512xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x512x128xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %147 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %149:41 = stablehlo.while(%iterArg = %16#20, %iterArg_223 = %16#21, %iterArg_224 = %16#22, %iterArg_225 = %16#23, %iterArg_226 = %16#24, %iterArg_227 = %16#25, %iterArg_228 = %16#26, %iterArg_229 = %arg3, %iterArg_230 = %arg4, %iterArg_231 = %arg5, %iterArg_232 = %arg6, %iterArg_233 = %arg7, %iterArg_234 = %arg9, %iterArg_235 = %arg10, %iterArg_236 = %arg11, %iterArg_237 = %arg12, %iterArg_238 = %arg13, %iterArg_239 = %arg14, %iterArg_240 = %arg15, %iterArg_241 = %arg16, %iterArg_242 = %arg17, %iterArg_243 = %arg18, %iterArg_244 = %16#27, %iterArg_245 = %c_53, %iterArg_246 = %132, %iterArg_247 = %133, %iterArg_248 = %134, %iterArg_249 = %135, %iterArg_250 = %136, %iterArg_251 = %137, %iterArg_252 = %138, %iterArg_253 = %139, %iterArg_254 = %140, %iterArg_255 = %141, %iterArg_256 = %142, %iterArg_257 = %143, %iterArg_258 = %144, %iterArg_259 = %145, %iterArg_260 = %146, %iterArg_261 = %147, %iterArg_262 = %148) : tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x4x64x64x1xbf16>, tensor<2x8x4x32x1x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x512xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>
    cond {
      %c_263 = stablehlo.constant dense<2> : tensor<i32>
      %745 = stablehlo.compare LT, %iterArg_245, %c_263, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %745 : tensor<i1>
    } do {
      %c_263 = stablehlo.constant dense<2> : tensor<i32>
      %745 = stablehlo.subtract %c_263, %iterArg_245 : tensor<i32>
      %c_264 = stablehlo.constant dense<1> : tensor<i32>
      %746 = stablehlo.subtract %745, %c_264 : tensor<i32>
      %747 = func.call @dynamic_index_in_dim_10(%iterArg, %746) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %748 = func.call @dynamic_index_in_dim_10(%iterArg_223, %746) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %749 = func.call @dynamic_index_in_dim_10(%iterArg_224, %746) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %750 = func.call @dynamic_index_in_dim_11(%iterArg_225, %746) : (tensor<2x8x4x64x64x1xbf16>, tensor<i32>) -> tensor<8x4x64x64x1xbf16>
      %751 = func.call @dynamic_index_in_dim_12(%iterArg_226, %746) : (tensor<2x8x4x32x1x64xbf16>, tensor<i32>) -> tensor<8x4x32x1x64xbf16>
      %752 = func.call @dynamic_index_in_dim_10(%iterArg_227, %746) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %753 = func.call @dynamic_index_in_dim_13(%iterArg_228, %746) : (tensor<2x8x64x512xbf16>, tensor<i32>) -> tensor<8x64x512xbf16>
      %754 = func.call @dynamic_index_in_dim(%iterArg_229, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %755 = func.call @dynamic_index_in_dim(%iterArg_230, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %756 = func.call @dynamic_index_in_dim_1(%iterArg_231, %746) : (tensor<2x128x512xbf16>, tensor<i32>) -> tensor<128x512xbf16>
      %757 = func.call @dynamic_index_in_dim_2(%iterArg_232, %746) : (tensor<2x512xbf16>, tensor<i32>) -> tensor<512xbf16>
      %758 = func.call @dynamic_index_in_dim_3(%iterArg_233, %746) : (tensor<2x512x128xbf16>, tensor<i32>) -> tensor<512x128xbf16>
      %759 = func.call @dynamic_index_in_dim(%iterArg_234, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %760 = func.call @dynamic_index_in_dim_4(%iterArg_235, %746) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %761 = func.call @dynamic_index_in_dim(%iterArg_236, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %762 = func.call @dynamic_index_in_dim(%iterArg_237, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %763 = func.call @dynamic_index_in_dim(%iterArg_238, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %764 = func.call @dynamic_index_in_dim_4(%iterArg_239, %746) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %765 = func.call @dynamic_index_in_dim(%iterArg_240, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %766 = func.call @dynamic_index_in_dim_4(%iterArg_241, %746) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %767 = func.call @dynamic_index_in_dim(%iterArg_242, %746) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %768 = func.call @dynamic_index_in_dim_4(%iterArg_243, %746) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %769 = func.call @dynamic_index_in_dim_10(%iterArg_244, %746) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %770:17 = func.call @closed_call_14(%iterArg_246, %747, %748, %749, %750, %751, %752, %753, %754, %755, %756, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769) : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x4x64x64x1xbf16>, tensor<8x4x32x1x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x512xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>)
      %771 = func.call @dynamic_update_index_in_dim_18(%iterArg_247, %770#1, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %772 = func.call @dynamic_update_index_in_dim_18(%iterArg_248, %770#2, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %773 = func.call @dynamic_update_index_in_dim_19(%iterArg_249, %770#3, %746) : (tensor<2x128x512xbf16>, tensor<128x512xbf16>, tensor<i32>) -> tensor<2x128x512xbf16>
      %774 = func.call @dynamic_update_index_in_dim_20(%iterArg_250, %770#4, %746) : (tensor<2x512xbf16>, tensor<512xbf16>, tensor<i32>) -> tensor<2x512xbf16>
      %775 = func.call @dynamic_update_index_in_dim_21(%iterArg_251, %770#5, %746) : (tensor<2x512x128xbf16>, tensor<512x128xbf16>, tensor<i32>) -> tensor<2x512x128xbf16>
      %776 = func.call @dynamic_update_index_in_dim_18(%iterArg_252, %770#6, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %777 = func.call @dynamic_update_index_in_dim_18(%iterArg_253, %770#7, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %778 = func.call @dynamic_update_index_in_dim_22(%iterArg_254, %770#8, %746) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %779 = func.call @dynamic_update_index_in_dim_18(%iterArg_255, %770#9, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %780 = func.call @dynamic_update_index_in_dim_18(%iterArg_256, %770#10, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %781 = func.call @dynamic_update_index_in_dim_18(%iterArg_257, %770#11, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %782 = func.call @dynamic_update_index_in_dim_22(%iterArg_258, %770#12, %746) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %783 = func.call @dynamic_update_index_in_dim_18(%iterArg_259, %770#13, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %784 = func.call @dynamic_update_index_in_dim_22(%iterArg_260, %770#14, %746) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %785 = func.call @dynamic_update_index_in_dim_18(%iterArg_261, %770#15, %746) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %786 = func.call @dynamic_update_index_in_dim_22(%iterArg_262, %770#16, %746) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %c_265 = stablehlo.constant dense<1> : tensor<i32>
      %787 = stablehlo.add %iterArg_245, %c_265 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %787, %770#0, %771, %772, %773, %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786 : tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x4x64x64x1xbf16>, tensor<2x8x4x32x1x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x512xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>
    }
    %150 = sdy.sharding_constraint %149#24 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %151 = stablehlo.reduce(%150 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<64x128xbf16>
    %152 = stablehlo.reshape %151 : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %153 = stablehlo.reduce(%152 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<64x128xbf16>
    %154 = call @_take_23(%0#1, %150) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %155 = stablehlo.add %95, %154 : tensor<512x128xbf16>
    %156 = stablehlo.convert %155 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %157 = stablehlo.convert %107 : (tensor<128xbf16>) -> tensor<128xf32>
    %158 = stablehlo.convert %100 : (tensor<128xbf16>) -> tensor<128xf32>
    %159 = stablehlo.convert %149#25 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %160 = stablehlo.convert %149#26 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %161 = stablehlo.convert %149#27 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %162 = stablehlo.convert %149#28 : (tensor<2x512xbf16>) -> tensor<2x512xf32>
    %163 = stablehlo.convert %149#29 : (tensor<2x512x128xbf16>) -> tensor<2x512x128xf32>
    %164 = stablehlo.convert %149#30 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %165 = stablehlo.convert %149#31 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %166 = stablehlo.convert %149#32 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %167 = stablehlo.convert %149#33 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %168 = stablehlo.convert %149#34 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %169 = stablehlo.convert %149#35 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %170 = stablehlo.convert %149#36 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %171 = stablehlo.convert %149#37 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %172 = stablehlo.convert %149#38 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %173 = stablehlo.convert %149#39 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %174 = stablehlo.convert %149#40 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %175 = stablehlo.convert %153 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %177 = stablehlo.multiply %176, %156 : tensor<512x128xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %179 = stablehlo.multiply %178, %arg41 : tensor<512x128xf32>
    %180 = stablehlo.add %177, %179 : tensor<512x128xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %182 = stablehlo.multiply %181, %157 : tensor<128xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %184 = stablehlo.multiply %183, %arg42 : tensor<128xf32>
    %185 = stablehlo.add %182, %184 : tensor<128xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %187 = stablehlo.multiply %186, %158 : tensor<128xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %189 = stablehlo.multiply %188, %arg43 : tensor<128xf32>
    %190 = stablehlo.add %187, %189 : tensor<128xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %192 = stablehlo.multiply %191, %159 : tensor<2x128xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %194 = stablehlo.multiply %193, %arg44 : tensor<2x128xf32>
    %195 = stablehlo.add %192, %194 : tensor<2x128xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %197 = stablehlo.multiply %196, %160 : tensor<2x128xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %199 = stablehlo.multiply %198, %arg45 : tensor<2x128xf32>
    %200 = stablehlo.add %197, %199 : tensor<2x128xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %202 = stablehlo.multiply %201, %161 : tensor<2x128x512xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %204 = stablehlo.multiply %203, %arg46 : tensor<2x128x512xf32>
    %205 = stablehlo.add %202, %204 : tensor<2x128x512xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %207 = stablehlo.multiply %206, %162 : tensor<2x512xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %209 = stablehlo.multiply %208, %arg47 : tensor<2x512xf32>
    %210 = stablehlo.add %207, %209 : tensor<2x512xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %212 = stablehlo.multiply %211, %163 : tensor<2x512x128xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %214 = stablehlo.multiply %213, %arg48 : tensor<2x512x128xf32>
    %215 = stablehlo.add %212, %214 : tensor<2x512x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %217 = stablehlo.multiply %216, %164 : tensor<2x128xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %219 = stablehlo.multiply %218, %arg49 : tensor<2x128xf32>
    %220 = stablehlo.add %217, %219 : tensor<2x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %222 = stablehlo.multiply %221, %165 : tensor<2x128xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %224 = stablehlo.multiply %223, %arg50 : tensor<2x128xf32>
    %225 = stablehlo.add %222, %224 : tensor<2x128xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %227 = stablehlo.multiply %226, %166 : tensor<2x128x128xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %229 = stablehlo.multiply %228, %arg51 : tensor<2x128x128xf32>
    %230 = stablehlo.add %227, %229 : tensor<2x128x128xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %232 = stablehlo.multiply %231, %167 : tensor<2x128xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %234 = stablehlo.multiply %233, %arg52 : tensor<2x128xf32>
    %235 = stablehlo.add %232, %234 : tensor<2x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %237 = stablehlo.multiply %236, %168 : tensor<2x128xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %239 = stablehlo.multiply %238, %arg53 : tensor<2x128xf32>
    %240 = stablehlo.add %237, %239 : tensor<2x128xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %242 = stablehlo.multiply %241, %169 : tensor<2x128xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %244 = stablehlo.multiply %243, %arg54 : tensor<2x128xf32>
    %245 = stablehlo.add %242, %244 : tensor<2x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %247 = stablehlo.multiply %246, %170 : tensor<2x128x128xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %249 = stablehlo.multiply %248, %arg55 : tensor<2x128x128xf32>
    %250 = stablehlo.add %247, %249 : tensor<2x128x128xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %252 = stablehlo.multiply %251, %171 : tensor<2x128xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %254 = stablehlo.multiply %253, %arg56 : tensor<2x128xf32>
    %255 = stablehlo.add %252, %254 : tensor<2x128xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %257 = stablehlo.multiply %256, %172 : tensor<2x128x128xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %259 = stablehlo.multiply %258, %arg57 : tensor<2x128x128xf32>
    %260 = stablehlo.add %257, %259 : tensor<2x128x128xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %262 = stablehlo.multiply %261, %173 : tensor<2x128xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %264 = stablehlo.multiply %263, %arg58 : tensor<2x128xf32>
    %265 = stablehlo.add %262, %264 : tensor<2x128xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %267 = stablehlo.multiply %266, %174 : tensor<2x128x128xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %269 = stablehlo.multiply %268, %arg59 : tensor<2x128x128xf32>
    %270 = stablehlo.add %267, %269 : tensor<2x128x128xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %272 = stablehlo.multiply %271, %175 : tensor<64x128xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %274 = stablehlo.multiply %273, %arg60 : tensor<64x128xf32>
    %275 = stablehlo.add %272, %274 : tensor<64x128xf32>
    %276 = stablehlo.multiply %156, %156 : tensor<512x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<512x128xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %280 = stablehlo.multiply %279, %arg61 : tensor<512x128xf32>
    %281 = stablehlo.add %278, %280 : tensor<512x128xf32>
    %282 = stablehlo.multiply %157, %157 : tensor<128xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<128xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %286 = stablehlo.multiply %285, %arg62 : tensor<128xf32>
    %287 = stablehlo.add %284, %286 : tensor<128xf32>
    %288 = stablehlo.multiply %158, %158 : tensor<128xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<128xf32>
    %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %292 = stablehlo.multiply %291, %arg63 : tensor<128xf32>
    %293 = stablehlo.add %290, %292 : tensor<128xf32>
    %294 = stablehlo.multiply %159, %159 : tensor<2x128xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<2x128xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %298 = stablehlo.multiply %297, %arg64 : tensor<2x128xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x128xf32>
    %300 = stablehlo.multiply %160, %160 : tensor<2x128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %302 = stablehlo.multiply %301, %300 : tensor<2x128xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %304 = stablehlo.multiply %303, %arg65 : tensor<2x128xf32>
    %305 = stablehlo.add %302, %304 : tensor<2x128xf32>
    %306 = stablehlo.multiply %161, %161 : tensor<2x128x512xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<2x128x512xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %310 = stablehlo.multiply %309, %arg66 : tensor<2x128x512xf32>
    %311 = stablehlo.add %308, %310 : tensor<2x128x512xf32>
    %312 = stablehlo.multiply %162, %162 : tensor<2x512xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<2x512xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %316 = stablehlo.multiply %315, %arg67 : tensor<2x512xf32>
    %317 = stablehlo.add %314, %316 : tensor<2x512xf32>
    %318 = stablehlo.multiply %163, %163 : tensor<2x512x128xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %320 = stablehlo.multiply %319, %318 : tensor<2x512x128xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %322 = stablehlo.multiply %321, %arg68 : tensor<2x512x128xf32>
    %323 = stablehlo.add %320, %322 : tensor<2x512x128xf32>
    %324 = stablehlo.multiply %164, %164 : tensor<2x128xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<2x128xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %328 = stablehlo.multiply %327, %arg69 : tensor<2x128xf32>
    %329 = stablehlo.add %326, %328 : tensor<2x128xf32>
    %330 = stablehlo.multiply %165, %165 : tensor<2x128xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<2x128xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %334 = stablehlo.multiply %333, %arg70 : tensor<2x128xf32>
    %335 = stablehlo.add %332, %334 : tensor<2x128xf32>
    %336 = stablehlo.multiply %166, %166 : tensor<2x128x128xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<2x128x128xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %340 = stablehlo.multiply %339, %arg71 : tensor<2x128x128xf32>
    %341 = stablehlo.add %338, %340 : tensor<2x128x128xf32>
    %342 = stablehlo.multiply %167, %167 : tensor<2x128xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %344 = stablehlo.multiply %343, %342 : tensor<2x128xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %346 = stablehlo.multiply %345, %arg72 : tensor<2x128xf32>
    %347 = stablehlo.add %344, %346 : tensor<2x128xf32>
    %348 = stablehlo.multiply %168, %168 : tensor<2x128xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %350 = stablehlo.multiply %349, %348 : tensor<2x128xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %352 = stablehlo.multiply %351, %arg73 : tensor<2x128xf32>
    %353 = stablehlo.add %350, %352 : tensor<2x128xf32>
    %354 = stablehlo.multiply %169, %169 : tensor<2x128xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %356 = stablehlo.multiply %355, %354 : tensor<2x128xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %358 = stablehlo.multiply %357, %arg74 : tensor<2x128xf32>
    %359 = stablehlo.add %356, %358 : tensor<2x128xf32>
    %360 = stablehlo.multiply %170, %170 : tensor<2x128x128xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %362 = stablehlo.multiply %361, %360 : tensor<2x128x128xf32>
    %cst_125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %364 = stablehlo.multiply %363, %arg75 : tensor<2x128x128xf32>
    %365 = stablehlo.add %362, %364 : tensor<2x128x128xf32>
    %366 = stablehlo.multiply %171, %171 : tensor<2x128xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<2x128xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %370 = stablehlo.multiply %369, %arg76 : tensor<2x128xf32>
    %371 = stablehlo.add %368, %370 : tensor<2x128xf32>
    %372 = stablehlo.multiply %172, %172 : tensor<2x128x128xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %374 = stablehlo.multiply %373, %372 : tensor<2x128x128xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %376 = stablehlo.multiply %375, %arg77 : tensor<2x128x128xf32>
    %377 = stablehlo.add %374, %376 : tensor<2x128x128xf32>
    %378 = stablehlo.multiply %173, %173 : tensor<2x128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<2x128xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %382 = stablehlo.multiply %381, %arg78 : tensor<2x128xf32>
    %383 = stablehlo.add %380, %382 : tensor<2x128xf32>
    %384 = stablehlo.multiply %174, %174 : tensor<2x128x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %386 = stablehlo.multiply %385, %384 : tensor<2x128x128xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %388 = stablehlo.multiply %387, %arg79 : tensor<2x128x128xf32>
    %389 = stablehlo.add %386, %388 : tensor<2x128x128xf32>
    %390 = stablehlo.multiply %175, %175 : tensor<64x128xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %392 = stablehlo.multiply %391, %390 : tensor<64x128xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %394 = stablehlo.multiply %393, %arg80 : tensor<64x128xf32>
    %395 = stablehlo.add %392, %394 : tensor<64x128xf32>
    %c_136 = stablehlo.constant dense<2147483647> : tensor<i32>
    %396 = stablehlo.compare LT, %arg40, %c_136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_137 = stablehlo.constant dense<1> : tensor<i32>
    %397 = stablehlo.add %arg40, %c_137 : tensor<i32>
    %c_138 = stablehlo.constant dense<2147483647> : tensor<i32>
    %398 = call @_where_24(%396, %397, %c_138) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %399 = stablehlo.convert %398 : (tensor<i32>) -> tensor<f32>
    %400 = stablehlo.power %cst_139, %399 : tensor<f32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %401 = stablehlo.subtract %cst_140, %400 : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %403 = stablehlo.divide %180, %402 : tensor<512x128xf32>
    %404 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %405 = stablehlo.divide %185, %404 : tensor<128xf32>
    %406 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %407 = stablehlo.divide %190, %406 : tensor<128xf32>
    %408 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %409 = stablehlo.divide %195, %408 : tensor<2x128xf32>
    %410 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %411 = stablehlo.divide %200, %410 : tensor<2x128xf32>
    %412 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %413 = stablehlo.divide %205, %412 : tensor<2x128x512xf32>
    %414 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %415 = stablehlo.divide %210, %414 : tensor<2x512xf32>
    %416 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %417 = stablehlo.divide %215, %416 : tensor<2x512x128xf32>
    %418 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %419 = stablehlo.divide %220, %418 : tensor<2x128xf32>
    %420 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %421 = stablehlo.divide %225, %420 : tensor<2x128xf32>
    %422 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %423 = stablehlo.divide %230, %422 : tensor<2x128x128xf32>
    %424 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %425 = stablehlo.divide %235, %424 : tensor<2x128xf32>
    %426 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %427 = stablehlo.divide %240, %426 : tensor<2x128xf32>
    %428 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %429 = stablehlo.divide %245, %428 : tensor<2x128xf32>
    %430 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %431 = stablehlo.divide %250, %430 : tensor<2x128x128xf32>
    %432 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %433 = stablehlo.divide %255, %432 : tensor<2x128xf32>
    %434 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %435 = stablehlo.divide %260, %434 : tensor<2x128x128xf32>
    %436 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %437 = stablehlo.divide %265, %436 : tensor<2x128xf32>
    %438 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %439 = stablehlo.divide %270, %438 : tensor<2x128x128xf32>
    %440 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %441 = stablehlo.divide %275, %440 : tensor<64x128xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %442 = stablehlo.convert %398 : (tensor<i32>) -> tensor<f32>
    %443 = stablehlo.power %cst_141, %442 : tensor<f32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %444 = stablehlo.subtract %cst_142, %443 : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %446 = stablehlo.divide %281, %445 : tensor<512x128xf32>
    %447 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %448 = stablehlo.divide %287, %447 : tensor<128xf32>
    %449 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %450 = stablehlo.divide %293, %449 : tensor<128xf32>
    %451 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %452 = stablehlo.divide %299, %451 : tensor<2x128xf32>
    %453 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %454 = stablehlo.divide %305, %453 : tensor<2x128xf32>
    %455 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %456 = stablehlo.divide %311, %455 : tensor<2x128x512xf32>
    %457 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %458 = stablehlo.divide %317, %457 : tensor<2x512xf32>
    %459 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %460 = stablehlo.divide %323, %459 : tensor<2x512x128xf32>
    %461 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %462 = stablehlo.divide %329, %461 : tensor<2x128xf32>
    %463 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %464 = stablehlo.divide %335, %463 : tensor<2x128xf32>
    %465 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %466 = stablehlo.divide %341, %465 : tensor<2x128x128xf32>
    %467 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %468 = stablehlo.divide %347, %467 : tensor<2x128xf32>
    %469 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %470 = stablehlo.divide %353, %469 : tensor<2x128xf32>
    %471 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %472 = stablehlo.divide %359, %471 : tensor<2x128xf32>
    %473 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %474 = stablehlo.divide %365, %473 : tensor<2x128x128xf32>
    %475 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %476 = stablehlo.divide %371, %475 : tensor<2x128xf32>
    %477 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %478 = stablehlo.divide %377, %477 : tensor<2x128x128xf32>
    %479 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %480 = stablehlo.divide %383, %479 : tensor<2x128xf32>
    %481 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %482 = stablehlo.divide %389, %481 : tensor<2x128x128xf32>
    %483 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %484 = stablehlo.divide %395, %483 : tensor<64x128xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %486 = stablehlo.add %446, %485 : tensor<512x128xf32>
    %487 = stablehlo.sqrt %486 : tensor<512x128xf32>
    %cst_144 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %489 = stablehlo.add %487, %488 : tensor<512x128xf32>
    %490 = stablehlo.divide %403, %489 : tensor<512x128xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %492 = stablehlo.add %448, %491 : tensor<128xf32>
    %493 = stablehlo.sqrt %492 : tensor<128xf32>
    %cst_146 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %495 = stablehlo.add %493, %494 : tensor<128xf32>
    %496 = stablehlo.divide %405, %495 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %498 = stablehlo.add %450, %497 : tensor<128xf32>
    %499 = stablehlo.sqrt %498 : tensor<128xf32>
    %cst_148 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %501 = stablehlo.add %499, %500 : tensor<128xf32>
    %502 = stablehlo.divide %407, %501 : tensor<128xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %504 = stablehlo.add %452, %503 : tensor<2x128xf32>
    %505 = stablehlo.sqrt %504 : tensor<2x128xf32>
    %cst_150 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %507 = stablehlo.add %505, %506 : tensor<2x128xf32>
    %508 = stablehlo.divide %409, %507 : tensor<2x128xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %510 = stablehlo.add %454, %509 : tensor<2x128xf32>
    %511 = stablehlo.sqrt %510 : tensor<2x128xf32>
    %cst_152 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %513 = stablehlo.add %511, %512 : tensor<2x128xf32>
    %514 = stablehlo.divide %411, %513 : tensor<2x128xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %516 = stablehlo.add %456, %515 : tensor<2x128x512xf32>
    %517 = stablehlo.sqrt %516 : tensor<2x128x512xf32>
    %cst_154 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %519 = stablehlo.add %517, %518 : tensor<2x128x512xf32>
    %520 = stablehlo.divide %413, %519 : tensor<2x128x512xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %522 = stablehlo.add %458, %521 : tensor<2x512xf32>
    %523 = stablehlo.sqrt %522 : tensor<2x512xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %525 = stablehlo.add %523, %524 : tensor<2x512xf32>
    %526 = stablehlo.divide %415, %525 : tensor<2x512xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %528 = stablehlo.add %460, %527 : tensor<2x512x128xf32>
    %529 = stablehlo.sqrt %528 : tensor<2x512x128xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %531 = stablehlo.add %529, %530 : tensor<2x512x128xf32>
    %532 = stablehlo.divide %417, %531 : tensor<2x512x128xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %534 = stablehlo.add %462, %533 : tensor<2x128xf32>
    %535 = stablehlo.sqrt %534 : tensor<2x128xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %537 = stablehlo.add %535, %536 : tensor<2x128xf32>
    %538 = stablehlo.divide %419, %537 : tensor<2x128xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %540 = stablehlo.add %464, %539 : tensor<2x128xf32>
    %541 = stablehlo.sqrt %540 : tensor<2x128xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %543 = stablehlo.add %541, %542 : tensor<2x128xf32>
    %544 = stablehlo.divide %421, %543 : tensor<2x128xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %546 = stablehlo.add %466, %545 : tensor<2x128x128xf32>
    %547 = stablehlo.sqrt %546 : tensor<2x128x128xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %549 = stablehlo.add %547, %548 : tensor<2x128x128xf32>
    %550 = stablehlo.divide %423, %549 : tensor<2x128x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %552 = stablehlo.add %468, %551 : tensor<2x128xf32>
    %553 = stablehlo.sqrt %552 : tensor<2x128xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %555 = stablehlo.add %553, %554 : tensor<2x128xf32>
    %556 = stablehlo.divide %425, %555 : tensor<2x128xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %558 = stablehlo.add %470, %557 : tensor<2x128xf32>
    %559 = stablehlo.sqrt %558 : tensor<2x128xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %561 = stablehlo.add %559, %560 : tensor<2x128xf32>
    %562 = stablehlo.divide %427, %561 : tensor<2x128xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %564 = stablehlo.add %472, %563 : tensor<2x128xf32>
    %565 = stablehlo.sqrt %564 : tensor<2x128xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %567 = stablehlo.add %565, %566 : tensor<2x128xf32>
    %568 = stablehlo.divide %429, %567 : tensor<2x128xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %570 = stablehlo.add %474, %569 : tensor<2x128x128xf32>
    %571 = stablehlo.sqrt %570 : tensor<2x128x128xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %573 = stablehlo.add %571, %572 : tensor<2x128x128xf32>
    %574 = stablehlo.divide %431, %573 : tensor<2x128x128xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %576 = stablehlo.add %476, %575 : tensor<2x128xf32>
    %577 = stablehlo.sqrt %576 : tensor<2x128xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %579 = stablehlo.add %577, %578 : tensor<2x128xf32>
    %580 = stablehlo.divide %433, %579 : tensor<2x128xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %582 = stablehlo.add %478, %581 : tensor<2x128x128xf32>
    %583 = stablehlo.sqrt %582 : tensor<2x128x128xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %585 = stablehlo.add %583, %584 : tensor<2x128x128xf32>
    %586 = stablehlo.divide %435, %585 : tensor<2x128x128xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %588 = stablehlo.add %480, %587 : tensor<2x128xf32>
    %589 = stablehlo.sqrt %588 : tensor<2x128xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %591 = stablehlo.add %589, %590 : tensor<2x128xf32>
    %592 = stablehlo.divide %437, %591 : tensor<2x128xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %594 = stablehlo.add %482, %593 : tensor<2x128x128xf32>
    %595 = stablehlo.sqrt %594 : tensor<2x128x128xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %597 = stablehlo.add %595, %596 : tensor<2x128x128xf32>
    %598 = stablehlo.divide %439, %597 : tensor<2x128x128xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %600 = stablehlo.add %484, %599 : tensor<64x128xf32>
    %601 = stablehlo.sqrt %600 : tensor<64x128xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %603 = stablehlo.add %601, %602 : tensor<64x128xf32>
    %604 = stablehlo.divide %441, %603 : tensor<64x128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %606 = stablehlo.multiply %605, %arg20 : tensor<512x128xf32>
    %607 = stablehlo.add %490, %606 : tensor<512x128xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %609 = stablehlo.multiply %608, %arg21 : tensor<128xf32>
    %610 = stablehlo.add %496, %609 : tensor<128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %612 = stablehlo.multiply %611, %arg22 : tensor<128xf32>
    %613 = stablehlo.add %502, %612 : tensor<128xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %615 = stablehlo.multiply %614, %arg23 : tensor<2x128xf32>
    %616 = stablehlo.add %508, %615 : tensor<2x128xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %618 = stablehlo.multiply %617, %arg24 : tensor<2x128xf32>
    %619 = stablehlo.add %514, %618 : tensor<2x128xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %621 = stablehlo.multiply %620, %arg25 : tensor<2x128x512xf32>
    %622 = stablehlo.add %520, %621 : tensor<2x128x512xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %624 = stablehlo.multiply %623, %arg26 : tensor<2x512xf32>
    %625 = stablehlo.add %526, %624 : tensor<2x512xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %627 = stablehlo.multiply %626, %arg27 : tensor<2x512x128xf32>
    %628 = stablehlo.add %532, %627 : tensor<2x512x128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %630 = stablehlo.multiply %629, %arg28 : tensor<2x128xf32>
    %631 = stablehlo.add %538, %630 : tensor<2x128xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %633 = stablehlo.multiply %632, %arg29 : tensor<2x128xf32>
    %634 = stablehlo.add %544, %633 : tensor<2x128xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %636 = stablehlo.multiply %635, %arg30 : tensor<2x128x128xf32>
    %637 = stablehlo.add %550, %636 : tensor<2x128x128xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %639 = stablehlo.multiply %638, %arg31 : tensor<2x128xf32>
    %640 = stablehlo.add %556, %639 : tensor<2x128xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %642 = stablehlo.multiply %641, %arg32 : tensor<2x128xf32>
    %643 = stablehlo.add %562, %642 : tensor<2x128xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %645 = stablehlo.multiply %644, %arg33 : tensor<2x128xf32>
    %646 = stablehlo.add %568, %645 : tensor<2x128xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %648 = stablehlo.multiply %647, %arg34 : tensor<2x128x128xf32>
    %649 = stablehlo.add %574, %648 : tensor<2x128x128xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %651 = stablehlo.multiply %650, %arg35 : tensor<2x128xf32>
    %652 = stablehlo.add %580, %651 : tensor<2x128xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %654 = stablehlo.multiply %653, %arg36 : tensor<2x128x128xf32>
    %655 = stablehlo.add %586, %654 : tensor<2x128x128xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %657 = stablehlo.multiply %656, %arg37 : tensor<2x128xf32>
    %658 = stablehlo.add %592, %657 : tensor<2x128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %660 = stablehlo.multiply %659, %arg38 : tensor<2x128x128xf32>
    %661 = stablehlo.add %598, %660 : tensor<2x128x128xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %663 = stablehlo.multiply %662, %arg39 : tensor<64x128xf32>
    %664 = stablehlo.add %604, %663 : tensor<64x128xf32>
    %cst_203 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %666 = stablehlo.multiply %665, %607 : tensor<512x128xf32>
    %cst_204 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %668 = stablehlo.multiply %667, %610 : tensor<128xf32>
    %cst_205 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %670 = stablehlo.multiply %669, %613 : tensor<128xf32>
    %cst_206 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %672 = stablehlo.multiply %671, %616 : tensor<2x128xf32>
    %cst_207 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %674 = stablehlo.multiply %673, %619 : tensor<2x128xf32>
    %cst_208 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %676 = stablehlo.multiply %675, %622 : tensor<2x128x512xf32>
    %cst_209 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %678 = stablehlo.multiply %677, %625 : tensor<2x512xf32>
    %cst_210 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %680 = stablehlo.multiply %679, %628 : tensor<2x512x128xf32>
    %cst_211 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %682 = stablehlo.multiply %681, %631 : tensor<2x128xf32>
    %cst_212 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %684 = stablehlo.multiply %683, %634 : tensor<2x128xf32>
    %cst_213 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %686 = stablehlo.multiply %685, %637 : tensor<2x128x128xf32>
    %cst_214 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %688 = stablehlo.multiply %687, %640 : tensor<2x128xf32>
    %cst_215 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %690 = stablehlo.multiply %689, %643 : tensor<2x128xf32>
    %cst_216 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %692 = stablehlo.multiply %691, %646 : tensor<2x128xf32>
    %cst_217 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %694 = stablehlo.multiply %693, %649 : tensor<2x128x128xf32>
    %cst_218 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %696 = stablehlo.multiply %695, %652 : tensor<2x128xf32>
    %cst_219 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %698 = stablehlo.multiply %697, %655 : tensor<2x128x128xf32>
    %cst_220 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %700 = stablehlo.multiply %699, %658 : tensor<2x128xf32>
    %cst_221 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %702 = stablehlo.multiply %701, %661 : tensor<2x128x128xf32>
    %cst_222 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %704 = stablehlo.multiply %703, %664 : tensor<64x128xf32>
    %705 = stablehlo.add %arg20, %666 : tensor<512x128xf32>
    %706 = stablehlo.add %arg21, %668 : tensor<128xf32>
    %707 = stablehlo.add %arg22, %670 : tensor<128xf32>
    %708 = stablehlo.add %arg23, %672 : tensor<2x128xf32>
    %709 = stablehlo.add %arg24, %674 : tensor<2x128xf32>
    %710 = stablehlo.add %arg25, %676 : tensor<2x128x512xf32>
    %711 = stablehlo.add %arg26, %678 : tensor<2x512xf32>
    %712 = stablehlo.add %arg27, %680 : tensor<2x512x128xf32>
    %713 = stablehlo.add %arg28, %682 : tensor<2x128xf32>
    %714 = stablehlo.add %arg29, %684 : tensor<2x128xf32>
    %715 = stablehlo.add %arg30, %686 : tensor<2x128x128xf32>
    %716 = stablehlo.add %arg31, %688 : tensor<2x128xf32>
    %717 = stablehlo.add %arg32, %690 : tensor<2x128xf32>
    %718 = stablehlo.add %arg33, %692 : tensor<2x128xf32>
    %719 = stablehlo.add %arg34, %694 : tensor<2x128x128xf32>
    %720 = stablehlo.add %arg35, %696 : tensor<2x128xf32>
    %721 = stablehlo.add %arg36, %698 : tensor<2x128x128xf32>
    %722 = stablehlo.add %arg37, %700 : tensor<2x128xf32>
    %723 = stablehlo.add %arg38, %702 : tensor<2x128x128xf32>
    %724 = stablehlo.add %arg39, %704 : tensor<64x128xf32>
    %725 = stablehlo.convert %705 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %726 = stablehlo.convert %706 : (tensor<128xf32>) -> tensor<128xbf16>
    %727 = stablehlo.convert %707 : (tensor<128xf32>) -> tensor<128xbf16>
    %728 = stablehlo.convert %708 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %729 = stablehlo.convert %709 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %730 = stablehlo.convert %710 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %731 = stablehlo.convert %711 : (tensor<2x512xf32>) -> tensor<2x512xbf16>
    %732 = stablehlo.convert %712 : (tensor<2x512x128xf32>) -> tensor<2x512x128xbf16>
    %733 = stablehlo.convert %713 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %734 = stablehlo.convert %714 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %735 = stablehlo.convert %715 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %736 = stablehlo.convert %716 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %737 = stablehlo.convert %717 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %738 = stablehlo.convert %718 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %739 = stablehlo.convert %719 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %740 = stablehlo.convert %720 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %741 = stablehlo.convert %721 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %742 = stablehlo.convert %722 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %743 = stablehlo.convert %723 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %744 = stablehlo.convert %724 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    return %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, %743, %744, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %718, %719, %720, %721, %722, %723, %724, %398, %180, %185, %190, %195, %200, %205, %210, %215, %220, %225, %230, %235, %240, %245, %250, %255, %260, %265, %270, %275, %281, %287, %293, %299, %305, %311, %317, %323, %329, %335, %341, %347, %353, %359, %365, %371, %377, %383, %389, %395, %75 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<64x128xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x64xf32>
    return %1, %2 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x128x512xbf16>, %arg1: tensor<i32>) -> tensor<128x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 512] : (tensor<2x128x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x512xbf16>) -> tensor<128x512xbf16>
    return %1 : tensor<128x512xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x512xbf16>, %arg1: tensor<i32>) -> tensor<512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<2x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512xbf16>) -> tensor<512xbf16>
    return %1 : tensor<512xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x512x128xbf16>, %arg1: tensor<i32>) -> tensor<512x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 128] : (tensor<2x512x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<8x4x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xf32>, %arg2: tensor<8x64x128xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128xbf16>, %arg5: tensor<128x512xbf16>, %arg6: tensor<512xbf16>, %arg7: tensor<512x128xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<128xbf16>, %arg10: tensor<128x128xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<128x128xbf16>, %arg15: tensor<128xbf16>, %arg16: tensor<128x128xbf16>, %arg17: tensor<128xbf16>, %arg18: tensor<128x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x4x64x64x1xbf16>, tensor<8x4x32x1x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) {
    %0 = sdy.sharding_constraint %arg2 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<8x64x128xf32>
    %8 = chlo.square %7 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.subtract %1, %13 : tensor<8x64x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x64x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<8x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<8x64x128xf32>
    %20 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<8x64x128xf32>
    %24 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %27 = stablehlo.add %23, %26 : tensor<8x64x128xf32>
    %28 = stablehlo.convert %27 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %29 = stablehlo.dot_general %28, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %30 = stablehlo.reduce_precision %29, format = e8m7 : tensor<8x64x128xbf16>
    %31 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %33 = stablehlo.add %30, %32 : tensor<8x64x128xbf16>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %35 = stablehlo.reshape %34 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %36 = stablehlo.dot_general %28, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %37 = stablehlo.reduce_precision %36, format = e8m7 : tensor<8x64x128xbf16>
    %38 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %40 = stablehlo.add %37, %39 : tensor<8x64x128xbf16>
    %41 = sdy.sharding_constraint %40 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %43 = stablehlo.dot_general %28, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %44 = stablehlo.reduce_precision %43, format = e8m7 : tensor<8x64x128xbf16>
    %45 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %47 = stablehlo.add %44, %46 : tensor<8x64x128xbf16>
    %48 = sdy.sharding_constraint %47 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %49 = stablehlo.reshape %48 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %50 = stablehlo.reshape %35 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %51 = stablehlo.dot_general %42, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %52 = stablehlo.reduce_precision %51, format = e8m7 : tensor<8x4x64x64x1xbf16>
    %53 = stablehlo.transpose %52, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %cst_4 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %55 = stablehlo.multiply %53, %54 : tensor<8x4x1x64x64xbf16>
    %56 = stablehlo.convert %55 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %57 = call @_where_5(%56, %arg0, %arg1) : (tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %60 = stablehlo.maximum %59, %58 : tensor<8x4x1x64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<8x4x1x64x64xf32>
    %64 = stablehlo.exponential %63 : tensor<8x4x1x64x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %68 = stablehlo.divide %64, %67 : tensor<8x4x1x64x64xf32>
    %69 = stablehlo.convert %68 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %70 = stablehlo.dot_general %49, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %71 = stablehlo.reduce_precision %70, format = e8m7 : tensor<8x4x32x1x64xbf16>
    %72 = stablehlo.transpose %71, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %73 = stablehlo.reshape %72 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x128xbf16>
    %74 = stablehlo.dot_general %73, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %75 = stablehlo.reduce_precision %74, format = e8m7 : tensor<8x64x128xbf16>
    %76 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %78 = stablehlo.add %75, %77 : tensor<8x64x128xbf16>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %80 = stablehlo.add %0, %79 : tensor<8x64x128xbf16>
    %81 = stablehlo.convert %80 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8x64x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %87 = stablehlo.subtract %81, %86 : tensor<8x64x128xf32>
    %88 = chlo.square %87 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x64x1xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %94 = stablehlo.subtract %81, %93 : tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %96 = stablehlo.add %92, %95 : tensor<8x64x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<8x64x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %99 = stablehlo.multiply %94, %98 : tensor<8x64x128xf32>
    %100 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %103 = stablehlo.multiply %99, %102 : tensor<8x64x128xf32>
    %104 = stablehlo.convert %arg12 : (tensor<128xbf16>) -> tensor<128xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %107 = stablehlo.add %103, %106 : tensor<8x64x128xf32>
    %108 = stablehlo.convert %107 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %109 = stablehlo.dot_general %108, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %110 = stablehlo.reduce_precision %109, format = e8m7 : tensor<8x64x512xbf16>
    %111 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x64x512xbf16>
    %113 = stablehlo.add %110, %112 : tensor<8x64x512xbf16>
    %114 = stablehlo.multiply %113, %113 : tensor<8x64x512xbf16>
    %115 = stablehlo.multiply %114, %113 : tensor<8x64x512xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %116 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %117 = stablehlo.multiply %116, %115 : tensor<8x64x512xbf16>
    %118 = stablehlo.add %113, %117 : tensor<8x64x512xbf16>
    %cst_14 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %119 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %120 = stablehlo.multiply %119, %118 : tensor<8x64x512xbf16>
    %121 = stablehlo.tanh %120 : tensor<8x64x512xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %122 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %123 = stablehlo.add %122, %121 : tensor<8x64x512xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %124 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<8x64x512xbf16>
    %126 = stablehlo.multiply %113, %125 : tensor<8x64x512xbf16>
    %127 = stablehlo.dot_general %126, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<512x128xbf16>) -> tensor<8x64x128xbf16>
    %128 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %130 = stablehlo.add %127, %129 : tensor<8x64x128xbf16>
    %131 = sdy.sharding_constraint %130 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %132 = stablehlo.add %80, %131 : tensor<8x64x128xbf16>
    return %132, %30, %37, %44, %52, %71, %75, %110, %arg2 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x4x64x64x1xbf16>, tensor<8x4x32x1x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x512xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @_where_5(%arg0: tensor<8x4x1x64x64xf32>, %arg1: tensor<8x4x1x64x64xi1>, %arg2: tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
    return %0 : tensor<8x4x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xbf16>) -> tensor<1x8x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x128xbf16>, tensor<1x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x128xbf16>
    return %1 : tensor<2x8x64x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<2x8x4x64x64x1xbf16>, %arg1: tensor<8x4x64x64x1xbf16>, %arg2: tensor<i32>) -> tensor<2x8x4x64x64x1xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x64x64x1xbf16>) -> tensor<1x8x4x64x64x1xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x64x64x1xbf16>, tensor<1x8x4x64x64x1xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x64x64x1xbf16>
    return %1 : tensor<2x8x4x64x64x1xbf16>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x8x4x32x1x64xbf16>, %arg1: tensor<8x4x32x1x64xbf16>, %arg2: tensor<i32>) -> tensor<2x8x4x32x1x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x32x1x64xbf16>) -> tensor<1x8x4x32x1x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x32x1x64xbf16>, tensor<1x8x4x32x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x32x1x64xbf16>
    return %1 : tensor<2x8x4x32x1x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<2x8x64x512xbf16>, %arg1: tensor<8x64x512xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x512xbf16>) -> tensor<1x8x64x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x512xbf16>, tensor<1x8x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x512xbf16>
    return %1 : tensor<2x8x64x512xbf16>
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
  func.func private @take_along_axis_9(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<2x8x4x64x64x1xbf16>, %arg1: tensor<i32>) -> tensor<8x4x64x64x1xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 64, 64, 1] : (tensor<2x8x4x64x64x1xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x64x64x1xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x64x64x1xbf16>) -> tensor<8x4x64x64x1xbf16>
    return %1 : tensor<8x4x64x64x1xbf16>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<2x8x4x32x1x64xbf16>, %arg1: tensor<i32>) -> tensor<8x4x32x1x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 32, 1, 64] : (tensor<2x8x4x32x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x32x1x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x32x1x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    return %1 : tensor<8x4x32x1x64xbf16>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<2x8x64x512xbf16>, %arg1: tensor<i32>) -> tensor<8x64x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 512] : (tensor<2x8x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x512xbf16>) -> tensor<8x64x512xbf16>
    return %1 : tensor<8x64x512xbf16>
  }
  func.func private @closed_call_14(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<8x64x128xbf16>, %arg3: tensor<8x64x128xbf16>, %arg4: tensor<8x4x64x64x1xbf16>, %arg5: tensor<8x4x32x1x64xbf16>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<8x64x512xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<128xbf16>, %arg10: tensor<128x512xbf16>, %arg11: tensor<512xbf16>, %arg12: tensor<512x128xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<128x128xbf16>, %arg15: tensor<128xbf16>, %arg16: tensor<128xbf16>, %arg17: tensor<128xbf16>, %arg18: tensor<128x128xbf16>, %arg19: tensor<128xbf16>, %arg20: tensor<128x128xbf16>, %arg21: tensor<128xbf16>, %arg22: tensor<128x128xbf16>, %arg23: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>) {
    %0 = sdy.sharding_constraint %arg23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<8x64x128xf32>
    %8 = chlo.square %7 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<8x64x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x64x1xf32>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.subtract %1, %15 : tensor<8x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<8x64x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<8x64x1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<8x64x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<8x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<8x64x128xf32>
    %25 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<8x64x128xf32>
    %29 = stablehlo.convert %arg9 : (tensor<128xbf16>) -> tensor<128xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.add %28, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.convert %32 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %34 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %36 = stablehlo.add %arg1, %35 : tensor<8x64x128xbf16>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %38 = stablehlo.reshape %37 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %39 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %41 = stablehlo.add %arg2, %40 : tensor<8x64x128xbf16>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %43 = stablehlo.reshape %42 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %44 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %46 = stablehlo.add %arg3, %45 : tensor<8x64x128xbf16>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %48 = stablehlo.reshape %47 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %49 = stablehlo.reshape %38 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %50 = stablehlo.transpose %arg4, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %cst_6 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %52 = stablehlo.multiply %50, %51 : tensor<8x4x1x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %54 = call @tril_15(%53) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %55 = stablehlo.convert %52 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %56:2 = call @_where_16(%54, %55, %cst_7) : (tensor<64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<f32>) -> (tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xi1>)
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56#0 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<8x4x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %62 = stablehlo.subtract %56#0, %61 : tensor<8x4x1x64x64xf32>
    %63 = stablehlo.exponential %62 : tensor<8x4x1x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %67 = stablehlo.divide %63, %66 : tensor<8x4x1x64x64xf32>
    %68 = stablehlo.multiply %65, %65 : tensor<8x4x1x64x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x1xf32>
    %70 = stablehlo.divide %69, %68 : tensor<8x4x1x64x1xf32>
    %71 = stablehlo.convert %67 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %72 = stablehlo.transpose %arg5, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %73 = stablehlo.reshape %72 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x128xbf16>
    %74 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x64x128xbf16>
    %76 = stablehlo.add %arg6, %75 : tensor<8x64x128xbf16>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %78 = stablehlo.add %0, %77 : tensor<8x64x128xbf16>
    %79 = stablehlo.convert %78 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %83 = stablehlo.divide %81, %82 : tensor<8x64x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %85 = stablehlo.subtract %79, %84 : tensor<8x64x128xf32>
    %86 = chlo.square %85 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %88 = stablehlo.multiply %87, %85 : tensor<8x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%86 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x64x1xf32>
    %93 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %94 = stablehlo.subtract %79, %93 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %96 = stablehlo.add %92, %95 : tensor<8x64x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<8x64x1xf32>
    %98 = stablehlo.divide %97, %96 : tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<8x64x1xf32>
    %101 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %102 = stablehlo.multiply %94, %101 : tensor<8x64x128xf32>
    %103 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<8x64x128xf32>
    %107 = stablehlo.convert %arg16 : (tensor<128xbf16>) -> tensor<128xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %110 = stablehlo.add %106, %109 : tensor<8x64x128xf32>
    %111 = stablehlo.convert %110 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %112 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x64x512xbf16>
    %114 = stablehlo.add %arg7, %113 : tensor<8x64x512xbf16>
    %115 = stablehlo.multiply %114, %114 : tensor<8x64x512xbf16>
    %116 = stablehlo.multiply %115, %114 : tensor<8x64x512xbf16>
    %117 = stablehlo.multiply %114, %114 : tensor<8x64x512xbf16>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %118 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %119 = stablehlo.multiply %118, %117 : tensor<8x64x512xbf16>
    %cst_20 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %121 = stablehlo.multiply %120, %116 : tensor<8x64x512xbf16>
    %122 = stablehlo.add %114, %121 : tensor<8x64x512xbf16>
    %cst_21 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %123 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %124 = stablehlo.multiply %123, %122 : tensor<8x64x512xbf16>
    %125 = stablehlo.tanh %124 : tensor<8x64x512xbf16>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %126 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %127 = stablehlo.subtract %126, %125 : tensor<8x64x512xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %128 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %129 = stablehlo.add %128, %125 : tensor<8x64x512xbf16>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %131 = stablehlo.multiply %130, %129 : tensor<8x64x512xbf16>
    %132 = stablehlo.multiply %114, %131 : tensor<8x64x512xbf16>
    %133 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %134 = stablehlo.reduce(%133 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %135 = stablehlo.reshape %134 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.reduce(%135 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %137 = stablehlo.dot_general %133, %132, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x512xbf16>) -> tensor<128x512xbf16>
    %138 = stablehlo.transpose %137, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %139 = stablehlo.dot_general %133, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<512x128xbf16>) -> tensor<8x64x512xbf16>
    %140 = stablehlo.multiply %114, %139 : tensor<8x64x512xbf16>
    %141 = stablehlo.multiply %139, %131 : tensor<8x64x512xbf16>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %143 = stablehlo.multiply %142, %140 : tensor<8x64x512xbf16>
    %144 = stablehlo.multiply %143, %127 : tensor<8x64x512xbf16>
    %145 = stablehlo.multiply %144, %125 : tensor<8x64x512xbf16>
    %146 = stablehlo.add %144, %145 : tensor<8x64x512xbf16>
    %cst_28 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %147 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %148 = stablehlo.multiply %147, %146 : tensor<8x64x512xbf16>
    %149 = stablehlo.add %141, %148 : tensor<8x64x512xbf16>
    %cst_29 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %151 = stablehlo.multiply %150, %148 : tensor<8x64x512xbf16>
    %152 = stablehlo.multiply %151, %119 : tensor<8x64x512xbf16>
    %153 = stablehlo.add %149, %152 : tensor<8x64x512xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %154 = stablehlo.reduce(%153 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %155 = stablehlo.reshape %154 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %156 = stablehlo.reduce(%155 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %157 = stablehlo.dot_general %153, %111, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %158 = stablehlo.transpose %157, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %159 = stablehlo.dot_general %153, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %160 = stablehlo.convert %159 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %162 = stablehlo.reshape %161 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %164 = stablehlo.convert %163 : (tensor<128xf32>) -> tensor<128xbf16>
    %165 = stablehlo.multiply %102, %160 : tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %167 = stablehlo.reshape %166 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %168 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %169 = stablehlo.multiply %160, %168 : tensor<8x64x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%167 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.convert %170 : (tensor<128xf32>) -> tensor<128xbf16>
    %172 = stablehlo.multiply %94, %169 : tensor<8x64x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %175 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %176 = stablehlo.multiply %169, %175 : tensor<8x64x128xf32>
    %177 = stablehlo.multiply %174, %100 : tensor<8x64x1xf32>
    %178 = stablehlo.negate %176 : tensor<8x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %182 = stablehlo.divide %177, %181 : tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %185 = stablehlo.multiply %184, %88 : tensor<8x64x128xf32>
    %186 = stablehlo.negate %185 : tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %188 = stablehlo.reshape %187 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %189 = stablehlo.add %176, %185 : tensor<8x64x128xf32>
    %190 = stablehlo.add %180, %188 : tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %192 = stablehlo.divide %190, %191 : tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %195 = stablehlo.add %189, %194 : tensor<8x64x128xf32>
    %196 = stablehlo.convert %195 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %197 = stablehlo.add %arg0, %196 : tensor<8x64x128xbf16>
    %198 = sdy.sharding_constraint %197 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %199 = stablehlo.reduce(%198 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %200 = stablehlo.reshape %199 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %201 = stablehlo.reduce(%200 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %202 = stablehlo.dot_general %198, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %203 = stablehlo.transpose %202, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %204 = stablehlo.dot_general %198, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %205 = stablehlo.reshape %204 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x1x32xbf16>
    %206 = stablehlo.transpose %205, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x1x32xbf16>) -> tensor<8x4x32x1x64xbf16>
    %207 = stablehlo.dot_general %206, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x1x64x64xbf16>
    %208 = stablehlo.dot_general %206, %71, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %209 = stablehlo.transpose %208, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %210 = stablehlo.convert %207 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %211 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<8x4x1x64x64xf32>
    %213 = stablehlo.multiply %212, %63 : tensor<8x4x1x64x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_45) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %216 = stablehlo.negate %215 : tensor<8x4x1x64x1xf32>
    %217 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %218 = stablehlo.divide %210, %217 : tensor<8x4x1x64x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%216 init: %cst_46) applies stablehlo.add across dimensions = [2, 4] : (tensor<8x4x1x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 3] : (tensor<8x4x64xf32>) -> tensor<8x4x1x64xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x64xf32>
    %222 = stablehlo.add %218, %221 : tensor<8x4x1x64x64xf32>
    %223 = stablehlo.multiply %222, %63 : tensor<8x4x1x64x64xf32>
    %224 = call @_where_17(%56#1, %223) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32>
    %225 = stablehlo.convert %224 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %cst_47 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %226 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %227 = stablehlo.multiply %225, %226 : tensor<8x4x1x64x64xbf16>
    %228 = stablehlo.transpose %227, dims = [0, 1, 4, 3, 2] : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x64x64x1xbf16>
    %229 = stablehlo.dot_general %228, %43, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x1x32xbf16>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x1x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %231 = stablehlo.dot_general %228, %49, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x32xbf16>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %233 = stablehlo.reshape %230 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %234 = stablehlo.reshape %209 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %235 = sdy.sharding_constraint %234 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %236 = stablehlo.reduce(%235 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %237 = stablehlo.reshape %236 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %238 = stablehlo.reduce(%237 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %239 = stablehlo.dot_general %235, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %240 = stablehlo.transpose %239, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %241 = stablehlo.dot_general %235, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %242 = stablehlo.reshape %232 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %243 = sdy.sharding_constraint %242 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %244 = stablehlo.reduce(%243 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %245 = stablehlo.reshape %244 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %246 = stablehlo.reduce(%245 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %247 = stablehlo.dot_general %243, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %248 = stablehlo.transpose %247, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %249 = stablehlo.dot_general %243, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %250 = stablehlo.add %241, %249 : tensor<8x64x128xbf16>
    %251 = stablehlo.reshape %233 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %252 = sdy.sharding_constraint %251 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %253 = stablehlo.reduce(%252 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %254 = stablehlo.reshape %253 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %255 = stablehlo.reduce(%254 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %256 = stablehlo.dot_general %252, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %257 = stablehlo.transpose %256, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %258 = stablehlo.dot_general %252, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %259 = stablehlo.add %250, %258 : tensor<8x64x128xbf16>
    %260 = stablehlo.convert %259 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %262 = stablehlo.reshape %261 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %264 = stablehlo.convert %263 : (tensor<128xf32>) -> tensor<128xbf16>
    %265 = stablehlo.multiply %24, %260 : tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%265 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %267 = stablehlo.reshape %266 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %268 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %269 = stablehlo.multiply %260, %268 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%267 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %271 = stablehlo.convert %270 : (tensor<128xf32>) -> tensor<128xbf16>
    %272 = stablehlo.multiply %16, %269 : tensor<8x64x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %275 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %276 = stablehlo.multiply %269, %275 : tensor<8x64x128xf32>
    %277 = stablehlo.multiply %274, %22 : tensor<8x64x1xf32>
    %278 = stablehlo.negate %276 : tensor<8x64x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %280 = stablehlo.reshape %279 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_60 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %282 = stablehlo.divide %277, %281 : tensor<8x64x1xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %284, %10 : tensor<8x64x128xf32>
    %286 = stablehlo.negate %285 : tensor<8x64x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %289 = stablehlo.add %276, %285 : tensor<8x64x128xf32>
    %290 = stablehlo.add %280, %288 : tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %292 = stablehlo.divide %290, %291 : tensor<8x64x1xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %295 = stablehlo.add %289, %294 : tensor<8x64x128xf32>
    %296 = stablehlo.convert %295 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %297 = stablehlo.add %197, %296 : tensor<8x64x128xbf16>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %298, %271, %264, %158, %156, %138, %136, %246, %248, %171, %164, %201, %203, %255, %257, %238, %240 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>
  }
  func.func private @tril_15(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_16(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x1x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
    return %3, %1 : tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xi1>
  }
  func.func private @_where_17(%arg0: tensor<8x4x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
    return %1 : tensor<8x4x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<2x128x512xbf16>, %arg1: tensor<128x512xbf16>, %arg2: tensor<i32>) -> tensor<2x128x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x512xbf16>) -> tensor<1x128x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x512xbf16>, tensor<1x128x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x512xbf16>
    return %1 : tensor<2x128x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_20(%arg0: tensor<2x512xbf16>, %arg1: tensor<512xbf16>, %arg2: tensor<i32>) -> tensor<2x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x512xbf16>
    return %1 : tensor<2x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_21(%arg0: tensor<2x512x128xbf16>, %arg1: tensor<512x128xbf16>, %arg2: tensor<i32>) -> tensor<2x512x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x128xbf16>) -> tensor<1x512x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x512x128xbf16>, tensor<1x512x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x512x128xbf16>
    return %1 : tensor<2x512x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_22(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @_take_23(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_24(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
