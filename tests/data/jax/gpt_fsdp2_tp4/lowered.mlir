module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<2x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<2x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 40 : i32}, %arg41: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<2x512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<2x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<2x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<2x512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<2x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg82: tensor<2x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xbf16> {jax.result_info = "result[0]['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x512xbf16> {jax.result_info = "result[0]['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x512x128xbf16> {jax.result_info = "result[0]['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<64x128xbf16> {jax.result_info = "result[0]['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xf32> {jax.result_info = "result[1]['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x512xf32> {jax.result_info = "result[1]['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x512x128xf32> {jax.result_info = "result[1]['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<64x128xf32> {jax.result_info = "result[1]['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xf32> {jax.result_info = "result[2][0].mu['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x512xf32> {jax.result_info = "result[2][0].mu['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x512x128xf32> {jax.result_info = "result[2][0].mu['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<64x128xf32> {jax.result_info = "result[2][0].mu['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x512xf32> {jax.result_info = "result[2][0].nu['layers']['fc1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x512xf32> {jax.result_info = "result[2][0].nu['layers']['fc1_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x512x128xf32> {jax.result_info = "result[2][0].nu['layers']['fc2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['fc2_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['k_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['v_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<64x128xf32> {jax.result_info = "result[2][0].nu['positions']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg82) : (tensor<512x128xbf16>, tensor<2x64xi32>) -> (tensor<2x64x128xbf16>, tensor<2x64x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg19, dims = [1, 2] : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x64x128xbf16>) -> tensor<2x64x128xbf16>
    %3 = stablehlo.add %0#0, %2 : tensor<2x64x128xbf16>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = call @tril(%5) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %7:2 = call @_where_0(%6, %cst) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2x2x64x128xbf16>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9:21 = stablehlo.while(%iterArg = %arg3, %iterArg_216 = %arg4, %iterArg_217 = %arg5, %iterArg_218 = %arg6, %iterArg_219 = %arg7, %iterArg_220 = %arg8, %iterArg_221 = %arg9, %iterArg_222 = %arg10, %iterArg_223 = %arg11, %iterArg_224 = %arg12, %iterArg_225 = %arg13, %iterArg_226 = %arg14, %iterArg_227 = %arg15, %iterArg_228 = %arg16, %iterArg_229 = %arg17, %iterArg_230 = %arg18, %iterArg_231 = %7#0, %iterArg_232 = %7#1, %iterArg_233 = %c_1, %iterArg_234 = %4, %iterArg_235 = %8) : tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>, tensor<i32>, tensor<2x64x128xbf16>, tensor<2x2x64x128xbf16>
    cond {
      %c_236 = stablehlo.constant dense<2> : tensor<i32>
      %738 = stablehlo.compare LT, %iterArg_233, %c_236, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %738 : tensor<i1>
    } do {
      %738 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %739 = func.call @dynamic_index_in_dim(%iterArg_216, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %740 = func.call @dynamic_index_in_dim_1(%iterArg_217, %iterArg_233) : (tensor<2x128x512xbf16>, tensor<i32>) -> tensor<128x512xbf16>
      %741 = func.call @dynamic_index_in_dim_2(%iterArg_218, %iterArg_233) : (tensor<2x512xbf16>, tensor<i32>) -> tensor<512xbf16>
      %742 = func.call @dynamic_index_in_dim_3(%iterArg_219, %iterArg_233) : (tensor<2x512x128xbf16>, tensor<i32>) -> tensor<512x128xbf16>
      %743 = func.call @dynamic_index_in_dim(%iterArg_220, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %744 = func.call @dynamic_index_in_dim(%iterArg_221, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %745 = func.call @dynamic_index_in_dim_4(%iterArg_222, %iterArg_233) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %746 = func.call @dynamic_index_in_dim(%iterArg_223, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %747 = func.call @dynamic_index_in_dim(%iterArg_224, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %748 = func.call @dynamic_index_in_dim(%iterArg_225, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %749 = func.call @dynamic_index_in_dim_4(%iterArg_226, %iterArg_233) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %750 = func.call @dynamic_index_in_dim(%iterArg_227, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %751 = func.call @dynamic_index_in_dim_4(%iterArg_228, %iterArg_233) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %752 = func.call @dynamic_index_in_dim(%iterArg_229, %iterArg_233) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %753 = func.call @dynamic_index_in_dim_4(%iterArg_230, %iterArg_233) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %754:2 = func.call @closed_call(%iterArg_231, %iterArg_232, %iterArg_234, %738, %739, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753) : (tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>, tensor<2x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>) -> (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>)
      %755 = func.call @dynamic_update_index_in_dim(%iterArg_235, %754#1, %iterArg_233) : (tensor<2x2x64x128xbf16>, tensor<2x64x128xbf16>, tensor<i32>) -> tensor<2x2x64x128xbf16>
      %c_236 = stablehlo.constant dense<1> : tensor<i32>
      %756 = stablehlo.add %iterArg_233, %c_236 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %756, %754#0, %755 : tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>, tensor<i32>, tensor<2x64x128xbf16>, tensor<2x2x64x128xbf16>
    }
    %10 = stablehlo.convert %9#19 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x64x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<2x64x128xf32>
    %17 = chlo.square %16 : tensor<2x64x128xf32> -> tensor<2x64x128xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x64x128xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<2x64x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_6 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<2x64x1xf32>
    %24 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %25 = stablehlo.subtract %10, %24 : tensor<2x64x128xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<2x64x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x64x1xf32>
    %29 = stablehlo.divide %28, %27 : tensor<2x64x1xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<2x64x1xf32>
    %32 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<2x64x128xf32>
    %34 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x64x128xf32>
    %38 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %41 = stablehlo.add %37, %40 : tensor<2x64x128xf32>
    %42 = stablehlo.convert %41 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %43 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %44 = stablehlo.dot_general %42, %43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x512xbf16>) -> tensor<2x64x512xbf16>
    %45 = stablehlo.convert %44 : (tensor<2x64x512xbf16>) -> tensor<2x64x512xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x512xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_9) applies stablehlo.maximum across dimensions = [2] : (tensor<2x64x512xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<2x64xf32>
    %50 = stablehlo.is_finite %49 : (tensor<2x64xf32>) -> tensor<2x64xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %52 = stablehlo.select %50, %49, %51 : tensor<2x64xi1>, tensor<2x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x512xf32>
    %55 = stablehlo.subtract %46, %54 : tensor<2x64x512xf32>
    %56 = stablehlo.exponential %55 : tensor<2x64x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x64x512xf32>, tensor<f32>) -> tensor<2x64xf32>
    %58 = stablehlo.abs %57 : tensor<2x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %60 = stablehlo.compare GE, %57, %59, FLOAT : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xi1>
    %61 = stablehlo.log %58 : tensor<2x64xf32>
    %62 = stablehlo.add %61, %52 : tensor<2x64xf32>
    %63 = stablehlo.broadcast_in_dim %arg81, dims = [0, 1] : (tensor<2x64xi32>) -> tensor<2x64x1xi32>
    %64:2 = call @take_along_axis(%46, %63) : (tensor<2x64x512xf32>, tensor<2x64x1xi32>) -> (tensor<2x64x1xf32>, tensor<2x64x1x1xi32>)
    %65 = stablehlo.reshape %64#0 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %66 = stablehlo.subtract %62, %65 : tensor<2x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %69 = stablehlo.divide %cst_16, %cst_17 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %71 = stablehlo.negate %70 : tensor<2x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %73 = call @take_along_axis_6(%64#1, %72) : (tensor<2x64x1x1xi32>, tensor<2x64x1xf32>) -> tensor<2x64x512xf32>
    %74 = stablehlo.divide %70, %58 : tensor<2x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %76 = stablehlo.select %60, %75, %74 : tensor<2x64xi1>, tensor<2x64xf32>
    %77 = stablehlo.select %60, %74, %75 : tensor<2x64xi1>, tensor<2x64xf32>
    %78 = stablehlo.negate %76 : tensor<2x64xf32>
    %79 = stablehlo.add %77, %78 : tensor<2x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x512xf32>
    %81 = stablehlo.multiply %80, %56 : tensor<2x64x512xf32>
    %82 = stablehlo.add %73, %81 : tensor<2x64x512xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x512xf32>
    %84 = stablehlo.convert %83 : (tensor<2x64x512xf32>) -> tensor<2x64x512xbf16>
    %85 = stablehlo.dot_general %84, %42, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x512xbf16>, tensor<2x64x128xbf16>) -> tensor<512x128xbf16>
    %86 = stablehlo.transpose %85, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %87 = stablehlo.dot_general %84, %43, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x512xbf16>, tensor<128x512xbf16>) -> tensor<2x64x128xbf16>
    %88 = stablehlo.transpose %86, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %89 = stablehlo.convert %87 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %91 = stablehlo.reshape %90 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %93 = stablehlo.convert %92 : (tensor<128xf32>) -> tensor<128xbf16>
    %94 = stablehlo.multiply %33, %89 : tensor<2x64x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %96 = stablehlo.reshape %95 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %97 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %98 = stablehlo.multiply %89, %97 : tensor<2x64x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%96 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %100 = stablehlo.convert %99 : (tensor<128xf32>) -> tensor<128xbf16>
    %101 = stablehlo.multiply %25, %98 : tensor<2x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %104 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %105 = stablehlo.multiply %98, %104 : tensor<2x64x128xf32>
    %106 = stablehlo.multiply %103, %31 : tensor<2x64x1xf32>
    %107 = stablehlo.negate %105 : tensor<2x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_25 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %111 = stablehlo.divide %106, %110 : tensor<2x64x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x128xf32>
    %114 = stablehlo.multiply %113, %19 : tensor<2x64x128xf32>
    %115 = stablehlo.negate %114 : tensor<2x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %118 = stablehlo.add %105, %114 : tensor<2x64x128xf32>
    %119 = stablehlo.add %109, %117 : tensor<2x64x1xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %121 = stablehlo.divide %119, %120 : tensor<2x64x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x128xf32>
    %124 = stablehlo.add %118, %123 : tensor<2x64x128xf32>
    %125 = stablehlo.convert %124 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %126 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %127 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x128x512xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %129 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x512xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x512x128xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %131 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %134 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %142:34 = stablehlo.while(%iterArg = %arg3, %iterArg_216 = %arg4, %iterArg_217 = %arg5, %iterArg_218 = %arg6, %iterArg_219 = %arg7, %iterArg_220 = %arg9, %iterArg_221 = %arg10, %iterArg_222 = %arg11, %iterArg_223 = %arg12, %iterArg_224 = %arg13, %iterArg_225 = %arg14, %iterArg_226 = %arg15, %iterArg_227 = %arg16, %iterArg_228 = %arg17, %iterArg_229 = %arg18, %iterArg_230 = %9#20, %iterArg_231 = %c_46, %iterArg_232 = %125, %iterArg_233 = %126, %iterArg_234 = %127, %iterArg_235 = %128, %iterArg_236 = %129, %iterArg_237 = %130, %iterArg_238 = %131, %iterArg_239 = %132, %iterArg_240 = %133, %iterArg_241 = %134, %iterArg_242 = %135, %iterArg_243 = %136, %iterArg_244 = %137, %iterArg_245 = %138, %iterArg_246 = %139, %iterArg_247 = %140, %iterArg_248 = %141) : tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x2x64x128xbf16>, tensor<i32>, tensor<2x64x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>
    cond {
      %c_249 = stablehlo.constant dense<2> : tensor<i32>
      %738 = stablehlo.compare LT, %iterArg_231, %c_249, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %738 : tensor<i1>
    } do {
      %c_249 = stablehlo.constant dense<2> : tensor<i32>
      %738 = stablehlo.subtract %c_249, %iterArg_231 : tensor<i32>
      %c_250 = stablehlo.constant dense<1> : tensor<i32>
      %739 = stablehlo.subtract %738, %c_250 : tensor<i32>
      %740 = func.call @dynamic_index_in_dim(%iterArg, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %741 = func.call @dynamic_index_in_dim(%iterArg_216, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %742 = func.call @dynamic_index_in_dim_1(%iterArg_217, %739) : (tensor<2x128x512xbf16>, tensor<i32>) -> tensor<128x512xbf16>
      %743 = func.call @dynamic_index_in_dim_2(%iterArg_218, %739) : (tensor<2x512xbf16>, tensor<i32>) -> tensor<512xbf16>
      %744 = func.call @dynamic_index_in_dim_3(%iterArg_219, %739) : (tensor<2x512x128xbf16>, tensor<i32>) -> tensor<512x128xbf16>
      %745 = func.call @dynamic_index_in_dim(%iterArg_220, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %746 = func.call @dynamic_index_in_dim_4(%iterArg_221, %739) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %747 = func.call @dynamic_index_in_dim(%iterArg_222, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %748 = func.call @dynamic_index_in_dim(%iterArg_223, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %749 = func.call @dynamic_index_in_dim(%iterArg_224, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %750 = func.call @dynamic_index_in_dim_4(%iterArg_225, %739) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %751 = func.call @dynamic_index_in_dim(%iterArg_226, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %752 = func.call @dynamic_index_in_dim_4(%iterArg_227, %739) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %753 = func.call @dynamic_index_in_dim(%iterArg_228, %739) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %754 = func.call @dynamic_index_in_dim_4(%iterArg_229, %739) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %755 = func.call @dynamic_index_in_dim_7(%iterArg_230, %739) : (tensor<2x2x64x128xbf16>, tensor<i32>) -> tensor<2x64x128xbf16>
      %756:17 = func.call @closed_call_8(%iterArg_232, %740, %741, %742, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755) : (tensor<2x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<2x64x128xbf16>) -> (tensor<2x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>)
      %757 = func.call @dynamic_update_index_in_dim_12(%iterArg_233, %756#1, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %758 = func.call @dynamic_update_index_in_dim_12(%iterArg_234, %756#2, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %759 = func.call @dynamic_update_index_in_dim_13(%iterArg_235, %756#3, %739) : (tensor<2x128x512xbf16>, tensor<128x512xbf16>, tensor<i32>) -> tensor<2x128x512xbf16>
      %760 = func.call @dynamic_update_index_in_dim_14(%iterArg_236, %756#4, %739) : (tensor<2x512xbf16>, tensor<512xbf16>, tensor<i32>) -> tensor<2x512xbf16>
      %761 = func.call @dynamic_update_index_in_dim_15(%iterArg_237, %756#5, %739) : (tensor<2x512x128xbf16>, tensor<512x128xbf16>, tensor<i32>) -> tensor<2x512x128xbf16>
      %762 = func.call @dynamic_update_index_in_dim_12(%iterArg_238, %756#6, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %763 = func.call @dynamic_update_index_in_dim_12(%iterArg_239, %756#7, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %764 = func.call @dynamic_update_index_in_dim_16(%iterArg_240, %756#8, %739) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %765 = func.call @dynamic_update_index_in_dim_12(%iterArg_241, %756#9, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %766 = func.call @dynamic_update_index_in_dim_12(%iterArg_242, %756#10, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %767 = func.call @dynamic_update_index_in_dim_12(%iterArg_243, %756#11, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %768 = func.call @dynamic_update_index_in_dim_16(%iterArg_244, %756#12, %739) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %769 = func.call @dynamic_update_index_in_dim_12(%iterArg_245, %756#13, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %770 = func.call @dynamic_update_index_in_dim_16(%iterArg_246, %756#14, %739) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %771 = func.call @dynamic_update_index_in_dim_12(%iterArg_247, %756#15, %739) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %772 = func.call @dynamic_update_index_in_dim_16(%iterArg_248, %756#16, %739) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %c_251 = stablehlo.constant dense<1> : tensor<i32>
      %773 = stablehlo.add %iterArg_231, %c_251 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %773, %756#0, %757, %758, %759, %760, %761, %762, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772 : tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x2x64x128xbf16>, tensor<i32>, tensor<2x64x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>
    }
    %143 = sdy.sharding_constraint %142#17 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.reduce(%143 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<64x128xbf16>
    %145 = stablehlo.reshape %144 : (tensor<64x128xbf16>) -> tensor<1x64x128xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %146 = stablehlo.reduce(%145 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xbf16>, tensor<bf16>) -> tensor<64x128xbf16>
    %147 = call @_take_17(%0#1, %143) : (tensor<2x64x1xi32>, tensor<2x64x128xbf16>) -> tensor<512x128xbf16>
    %148 = stablehlo.add %88, %147 : tensor<512x128xbf16>
    %149 = stablehlo.convert %148 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %150 = stablehlo.convert %100 : (tensor<128xbf16>) -> tensor<128xf32>
    %151 = stablehlo.convert %93 : (tensor<128xbf16>) -> tensor<128xf32>
    %152 = stablehlo.convert %142#18 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %153 = stablehlo.convert %142#19 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %154 = stablehlo.convert %142#20 : (tensor<2x128x512xbf16>) -> tensor<2x128x512xf32>
    %155 = stablehlo.convert %142#21 : (tensor<2x512xbf16>) -> tensor<2x512xf32>
    %156 = stablehlo.convert %142#22 : (tensor<2x512x128xbf16>) -> tensor<2x512x128xf32>
    %157 = stablehlo.convert %142#23 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %158 = stablehlo.convert %142#24 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %159 = stablehlo.convert %142#25 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %160 = stablehlo.convert %142#26 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %161 = stablehlo.convert %142#27 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %162 = stablehlo.convert %142#28 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %163 = stablehlo.convert %142#29 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %164 = stablehlo.convert %142#30 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %165 = stablehlo.convert %142#31 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %166 = stablehlo.convert %142#32 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %167 = stablehlo.convert %142#33 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %168 = stablehlo.convert %146 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %170 = stablehlo.multiply %169, %149 : tensor<512x128xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %172 = stablehlo.multiply %171, %arg41 : tensor<512x128xf32>
    %173 = stablehlo.add %170, %172 : tensor<512x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %175 = stablehlo.multiply %174, %150 : tensor<128xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %177 = stablehlo.multiply %176, %arg42 : tensor<128xf32>
    %178 = stablehlo.add %175, %177 : tensor<128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %180 = stablehlo.multiply %179, %151 : tensor<128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %182 = stablehlo.multiply %181, %arg43 : tensor<128xf32>
    %183 = stablehlo.add %180, %182 : tensor<128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %185 = stablehlo.multiply %184, %152 : tensor<2x128xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %187 = stablehlo.multiply %186, %arg44 : tensor<2x128xf32>
    %188 = stablehlo.add %185, %187 : tensor<2x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %190 = stablehlo.multiply %189, %153 : tensor<2x128xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %192 = stablehlo.multiply %191, %arg45 : tensor<2x128xf32>
    %193 = stablehlo.add %190, %192 : tensor<2x128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %195 = stablehlo.multiply %194, %154 : tensor<2x128x512xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %197 = stablehlo.multiply %196, %arg46 : tensor<2x128x512xf32>
    %198 = stablehlo.add %195, %197 : tensor<2x128x512xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %200 = stablehlo.multiply %199, %155 : tensor<2x512xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %202 = stablehlo.multiply %201, %arg47 : tensor<2x512xf32>
    %203 = stablehlo.add %200, %202 : tensor<2x512xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %205 = stablehlo.multiply %204, %156 : tensor<2x512x128xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %207 = stablehlo.multiply %206, %arg48 : tensor<2x512x128xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x512x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %210 = stablehlo.multiply %209, %157 : tensor<2x128xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %212 = stablehlo.multiply %211, %arg49 : tensor<2x128xf32>
    %213 = stablehlo.add %210, %212 : tensor<2x128xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %215 = stablehlo.multiply %214, %158 : tensor<2x128xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %217 = stablehlo.multiply %216, %arg50 : tensor<2x128xf32>
    %218 = stablehlo.add %215, %217 : tensor<2x128xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %220 = stablehlo.multiply %219, %159 : tensor<2x128x128xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %222 = stablehlo.multiply %221, %arg51 : tensor<2x128x128xf32>
    %223 = stablehlo.add %220, %222 : tensor<2x128x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %225 = stablehlo.multiply %224, %160 : tensor<2x128xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %227 = stablehlo.multiply %226, %arg52 : tensor<2x128xf32>
    %228 = stablehlo.add %225, %227 : tensor<2x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %230 = stablehlo.multiply %229, %161 : tensor<2x128xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %232 = stablehlo.multiply %231, %arg53 : tensor<2x128xf32>
    %233 = stablehlo.add %230, %232 : tensor<2x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %235 = stablehlo.multiply %234, %162 : tensor<2x128xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %237 = stablehlo.multiply %236, %arg54 : tensor<2x128xf32>
    %238 = stablehlo.add %235, %237 : tensor<2x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %240 = stablehlo.multiply %239, %163 : tensor<2x128x128xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %242 = stablehlo.multiply %241, %arg55 : tensor<2x128x128xf32>
    %243 = stablehlo.add %240, %242 : tensor<2x128x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %245 = stablehlo.multiply %244, %164 : tensor<2x128xf32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %247 = stablehlo.multiply %246, %arg56 : tensor<2x128xf32>
    %248 = stablehlo.add %245, %247 : tensor<2x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %250 = stablehlo.multiply %249, %165 : tensor<2x128x128xf32>
    %cst_82 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %252 = stablehlo.multiply %251, %arg57 : tensor<2x128x128xf32>
    %253 = stablehlo.add %250, %252 : tensor<2x128x128xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %255 = stablehlo.multiply %254, %166 : tensor<2x128xf32>
    %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %257 = stablehlo.multiply %256, %arg58 : tensor<2x128xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %260 = stablehlo.multiply %259, %167 : tensor<2x128x128xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %262 = stablehlo.multiply %261, %arg59 : tensor<2x128x128xf32>
    %263 = stablehlo.add %260, %262 : tensor<2x128x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %265 = stablehlo.multiply %264, %168 : tensor<64x128xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %267 = stablehlo.multiply %266, %arg60 : tensor<64x128xf32>
    %268 = stablehlo.add %265, %267 : tensor<64x128xf32>
    %269 = stablehlo.multiply %149, %149 : tensor<512x128xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<512x128xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %273 = stablehlo.multiply %272, %arg61 : tensor<512x128xf32>
    %274 = stablehlo.add %271, %273 : tensor<512x128xf32>
    %275 = stablehlo.multiply %150, %150 : tensor<128xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<128xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %279 = stablehlo.multiply %278, %arg62 : tensor<128xf32>
    %280 = stablehlo.add %277, %279 : tensor<128xf32>
    %281 = stablehlo.multiply %151, %151 : tensor<128xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<128xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %285 = stablehlo.multiply %284, %arg63 : tensor<128xf32>
    %286 = stablehlo.add %283, %285 : tensor<128xf32>
    %287 = stablehlo.multiply %152, %152 : tensor<2x128xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %289 = stablehlo.multiply %288, %287 : tensor<2x128xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %291 = stablehlo.multiply %290, %arg64 : tensor<2x128xf32>
    %292 = stablehlo.add %289, %291 : tensor<2x128xf32>
    %293 = stablehlo.multiply %153, %153 : tensor<2x128xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %295 = stablehlo.multiply %294, %293 : tensor<2x128xf32>
    %cst_98 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %297 = stablehlo.multiply %296, %arg65 : tensor<2x128xf32>
    %298 = stablehlo.add %295, %297 : tensor<2x128xf32>
    %299 = stablehlo.multiply %154, %154 : tensor<2x128x512xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %301 = stablehlo.multiply %300, %299 : tensor<2x128x512xf32>
    %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %303 = stablehlo.multiply %302, %arg66 : tensor<2x128x512xf32>
    %304 = stablehlo.add %301, %303 : tensor<2x128x512xf32>
    %305 = stablehlo.multiply %155, %155 : tensor<2x512xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %307 = stablehlo.multiply %306, %305 : tensor<2x512xf32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %309 = stablehlo.multiply %308, %arg67 : tensor<2x512xf32>
    %310 = stablehlo.add %307, %309 : tensor<2x512xf32>
    %311 = stablehlo.multiply %156, %156 : tensor<2x512x128xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<2x512x128xf32>
    %cst_104 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %315 = stablehlo.multiply %314, %arg68 : tensor<2x512x128xf32>
    %316 = stablehlo.add %313, %315 : tensor<2x512x128xf32>
    %317 = stablehlo.multiply %157, %157 : tensor<2x128xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<2x128xf32>
    %cst_106 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %321 = stablehlo.multiply %320, %arg69 : tensor<2x128xf32>
    %322 = stablehlo.add %319, %321 : tensor<2x128xf32>
    %323 = stablehlo.multiply %158, %158 : tensor<2x128xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<2x128xf32>
    %cst_108 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %327 = stablehlo.multiply %326, %arg70 : tensor<2x128xf32>
    %328 = stablehlo.add %325, %327 : tensor<2x128xf32>
    %329 = stablehlo.multiply %159, %159 : tensor<2x128x128xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %331 = stablehlo.multiply %330, %329 : tensor<2x128x128xf32>
    %cst_110 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %333 = stablehlo.multiply %332, %arg71 : tensor<2x128x128xf32>
    %334 = stablehlo.add %331, %333 : tensor<2x128x128xf32>
    %335 = stablehlo.multiply %160, %160 : tensor<2x128xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<2x128xf32>
    %cst_112 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %339 = stablehlo.multiply %338, %arg72 : tensor<2x128xf32>
    %340 = stablehlo.add %337, %339 : tensor<2x128xf32>
    %341 = stablehlo.multiply %161, %161 : tensor<2x128xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<2x128xf32>
    %cst_114 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %345 = stablehlo.multiply %344, %arg73 : tensor<2x128xf32>
    %346 = stablehlo.add %343, %345 : tensor<2x128xf32>
    %347 = stablehlo.multiply %162, %162 : tensor<2x128xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<2x128xf32>
    %cst_116 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %351 = stablehlo.multiply %350, %arg74 : tensor<2x128xf32>
    %352 = stablehlo.add %349, %351 : tensor<2x128xf32>
    %353 = stablehlo.multiply %163, %163 : tensor<2x128x128xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %355 = stablehlo.multiply %354, %353 : tensor<2x128x128xf32>
    %cst_118 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %357 = stablehlo.multiply %356, %arg75 : tensor<2x128x128xf32>
    %358 = stablehlo.add %355, %357 : tensor<2x128x128xf32>
    %359 = stablehlo.multiply %164, %164 : tensor<2x128xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %361 = stablehlo.multiply %360, %359 : tensor<2x128xf32>
    %cst_120 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %363 = stablehlo.multiply %362, %arg76 : tensor<2x128xf32>
    %364 = stablehlo.add %361, %363 : tensor<2x128xf32>
    %365 = stablehlo.multiply %165, %165 : tensor<2x128x128xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %367 = stablehlo.multiply %366, %365 : tensor<2x128x128xf32>
    %cst_122 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %369 = stablehlo.multiply %368, %arg77 : tensor<2x128x128xf32>
    %370 = stablehlo.add %367, %369 : tensor<2x128x128xf32>
    %371 = stablehlo.multiply %166, %166 : tensor<2x128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<2x128xf32>
    %cst_124 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %375 = stablehlo.multiply %374, %arg78 : tensor<2x128xf32>
    %376 = stablehlo.add %373, %375 : tensor<2x128xf32>
    %377 = stablehlo.multiply %167, %167 : tensor<2x128x128xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %379 = stablehlo.multiply %378, %377 : tensor<2x128x128xf32>
    %cst_126 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %381 = stablehlo.multiply %380, %arg79 : tensor<2x128x128xf32>
    %382 = stablehlo.add %379, %381 : tensor<2x128x128xf32>
    %383 = stablehlo.multiply %168, %168 : tensor<64x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<64x128xf32>
    %cst_128 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %387 = stablehlo.multiply %386, %arg80 : tensor<64x128xf32>
    %388 = stablehlo.add %385, %387 : tensor<64x128xf32>
    %c_129 = stablehlo.constant dense<2147483647> : tensor<i32>
    %389 = stablehlo.compare LT, %arg40, %c_129, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_130 = stablehlo.constant dense<1> : tensor<i32>
    %390 = stablehlo.add %arg40, %c_130 : tensor<i32>
    %c_131 = stablehlo.constant dense<2147483647> : tensor<i32>
    %391 = call @_where_18(%389, %390, %c_131) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %392 = stablehlo.convert %391 : (tensor<i32>) -> tensor<f32>
    %393 = stablehlo.power %cst_132, %392 : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %394 = stablehlo.subtract %cst_133, %393 : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %396 = stablehlo.divide %173, %395 : tensor<512x128xf32>
    %397 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %398 = stablehlo.divide %178, %397 : tensor<128xf32>
    %399 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %400 = stablehlo.divide %183, %399 : tensor<128xf32>
    %401 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %402 = stablehlo.divide %188, %401 : tensor<2x128xf32>
    %403 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %404 = stablehlo.divide %193, %403 : tensor<2x128xf32>
    %405 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %406 = stablehlo.divide %198, %405 : tensor<2x128x512xf32>
    %407 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %408 = stablehlo.divide %203, %407 : tensor<2x512xf32>
    %409 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %410 = stablehlo.divide %208, %409 : tensor<2x512x128xf32>
    %411 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %412 = stablehlo.divide %213, %411 : tensor<2x128xf32>
    %413 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %414 = stablehlo.divide %218, %413 : tensor<2x128xf32>
    %415 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %416 = stablehlo.divide %223, %415 : tensor<2x128x128xf32>
    %417 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %418 = stablehlo.divide %228, %417 : tensor<2x128xf32>
    %419 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %420 = stablehlo.divide %233, %419 : tensor<2x128xf32>
    %421 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %422 = stablehlo.divide %238, %421 : tensor<2x128xf32>
    %423 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %424 = stablehlo.divide %243, %423 : tensor<2x128x128xf32>
    %425 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %426 = stablehlo.divide %248, %425 : tensor<2x128xf32>
    %427 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %428 = stablehlo.divide %253, %427 : tensor<2x128x128xf32>
    %429 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %430 = stablehlo.divide %258, %429 : tensor<2x128xf32>
    %431 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %432 = stablehlo.divide %263, %431 : tensor<2x128x128xf32>
    %433 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %434 = stablehlo.divide %268, %433 : tensor<64x128xf32>
    %cst_134 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %435 = stablehlo.convert %391 : (tensor<i32>) -> tensor<f32>
    %436 = stablehlo.power %cst_134, %435 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %437 = stablehlo.subtract %cst_135, %436 : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %439 = stablehlo.divide %274, %438 : tensor<512x128xf32>
    %440 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %441 = stablehlo.divide %280, %440 : tensor<128xf32>
    %442 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %443 = stablehlo.divide %286, %442 : tensor<128xf32>
    %444 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %445 = stablehlo.divide %292, %444 : tensor<2x128xf32>
    %446 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %447 = stablehlo.divide %298, %446 : tensor<2x128xf32>
    %448 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %449 = stablehlo.divide %304, %448 : tensor<2x128x512xf32>
    %450 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %451 = stablehlo.divide %310, %450 : tensor<2x512xf32>
    %452 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %453 = stablehlo.divide %316, %452 : tensor<2x512x128xf32>
    %454 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %455 = stablehlo.divide %322, %454 : tensor<2x128xf32>
    %456 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %457 = stablehlo.divide %328, %456 : tensor<2x128xf32>
    %458 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %459 = stablehlo.divide %334, %458 : tensor<2x128x128xf32>
    %460 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %461 = stablehlo.divide %340, %460 : tensor<2x128xf32>
    %462 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %463 = stablehlo.divide %346, %462 : tensor<2x128xf32>
    %464 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %465 = stablehlo.divide %352, %464 : tensor<2x128xf32>
    %466 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %467 = stablehlo.divide %358, %466 : tensor<2x128x128xf32>
    %468 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %469 = stablehlo.divide %364, %468 : tensor<2x128xf32>
    %470 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %471 = stablehlo.divide %370, %470 : tensor<2x128x128xf32>
    %472 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %473 = stablehlo.divide %376, %472 : tensor<2x128xf32>
    %474 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %475 = stablehlo.divide %382, %474 : tensor<2x128x128xf32>
    %476 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %477 = stablehlo.divide %388, %476 : tensor<64x128xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %479 = stablehlo.add %439, %478 : tensor<512x128xf32>
    %480 = stablehlo.sqrt %479 : tensor<512x128xf32>
    %cst_137 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %482 = stablehlo.add %480, %481 : tensor<512x128xf32>
    %483 = stablehlo.divide %396, %482 : tensor<512x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %485 = stablehlo.add %441, %484 : tensor<128xf32>
    %486 = stablehlo.sqrt %485 : tensor<128xf32>
    %cst_139 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %488 = stablehlo.add %486, %487 : tensor<128xf32>
    %489 = stablehlo.divide %398, %488 : tensor<128xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %491 = stablehlo.add %443, %490 : tensor<128xf32>
    %492 = stablehlo.sqrt %491 : tensor<128xf32>
    %cst_141 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %494 = stablehlo.add %492, %493 : tensor<128xf32>
    %495 = stablehlo.divide %400, %494 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %497 = stablehlo.add %445, %496 : tensor<2x128xf32>
    %498 = stablehlo.sqrt %497 : tensor<2x128xf32>
    %cst_143 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %500 = stablehlo.add %498, %499 : tensor<2x128xf32>
    %501 = stablehlo.divide %402, %500 : tensor<2x128xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %503 = stablehlo.add %447, %502 : tensor<2x128xf32>
    %504 = stablehlo.sqrt %503 : tensor<2x128xf32>
    %cst_145 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %506 = stablehlo.add %504, %505 : tensor<2x128xf32>
    %507 = stablehlo.divide %404, %506 : tensor<2x128xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %509 = stablehlo.add %449, %508 : tensor<2x128x512xf32>
    %510 = stablehlo.sqrt %509 : tensor<2x128x512xf32>
    %cst_147 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %512 = stablehlo.add %510, %511 : tensor<2x128x512xf32>
    %513 = stablehlo.divide %406, %512 : tensor<2x128x512xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %515 = stablehlo.add %451, %514 : tensor<2x512xf32>
    %516 = stablehlo.sqrt %515 : tensor<2x512xf32>
    %cst_149 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %518 = stablehlo.add %516, %517 : tensor<2x512xf32>
    %519 = stablehlo.divide %408, %518 : tensor<2x512xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %521 = stablehlo.add %453, %520 : tensor<2x512x128xf32>
    %522 = stablehlo.sqrt %521 : tensor<2x512x128xf32>
    %cst_151 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %524 = stablehlo.add %522, %523 : tensor<2x512x128xf32>
    %525 = stablehlo.divide %410, %524 : tensor<2x512x128xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %527 = stablehlo.add %455, %526 : tensor<2x128xf32>
    %528 = stablehlo.sqrt %527 : tensor<2x128xf32>
    %cst_153 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %530 = stablehlo.add %528, %529 : tensor<2x128xf32>
    %531 = stablehlo.divide %412, %530 : tensor<2x128xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %533 = stablehlo.add %457, %532 : tensor<2x128xf32>
    %534 = stablehlo.sqrt %533 : tensor<2x128xf32>
    %cst_155 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %536 = stablehlo.add %534, %535 : tensor<2x128xf32>
    %537 = stablehlo.divide %414, %536 : tensor<2x128xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %539 = stablehlo.add %459, %538 : tensor<2x128x128xf32>
    %540 = stablehlo.sqrt %539 : tensor<2x128x128xf32>
    %cst_157 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %542 = stablehlo.add %540, %541 : tensor<2x128x128xf32>
    %543 = stablehlo.divide %416, %542 : tensor<2x128x128xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %545 = stablehlo.add %461, %544 : tensor<2x128xf32>
    %546 = stablehlo.sqrt %545 : tensor<2x128xf32>
    %cst_159 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %548 = stablehlo.add %546, %547 : tensor<2x128xf32>
    %549 = stablehlo.divide %418, %548 : tensor<2x128xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %551 = stablehlo.add %463, %550 : tensor<2x128xf32>
    %552 = stablehlo.sqrt %551 : tensor<2x128xf32>
    %cst_161 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %554 = stablehlo.add %552, %553 : tensor<2x128xf32>
    %555 = stablehlo.divide %420, %554 : tensor<2x128xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %557 = stablehlo.add %465, %556 : tensor<2x128xf32>
    %558 = stablehlo.sqrt %557 : tensor<2x128xf32>
    %cst_163 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %560 = stablehlo.add %558, %559 : tensor<2x128xf32>
    %561 = stablehlo.divide %422, %560 : tensor<2x128xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %563 = stablehlo.add %467, %562 : tensor<2x128x128xf32>
    %564 = stablehlo.sqrt %563 : tensor<2x128x128xf32>
    %cst_165 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %566 = stablehlo.add %564, %565 : tensor<2x128x128xf32>
    %567 = stablehlo.divide %424, %566 : tensor<2x128x128xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %569 = stablehlo.add %469, %568 : tensor<2x128xf32>
    %570 = stablehlo.sqrt %569 : tensor<2x128xf32>
    %cst_167 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %572 = stablehlo.add %570, %571 : tensor<2x128xf32>
    %573 = stablehlo.divide %426, %572 : tensor<2x128xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %575 = stablehlo.add %471, %574 : tensor<2x128x128xf32>
    %576 = stablehlo.sqrt %575 : tensor<2x128x128xf32>
    %cst_169 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %578 = stablehlo.add %576, %577 : tensor<2x128x128xf32>
    %579 = stablehlo.divide %428, %578 : tensor<2x128x128xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %581 = stablehlo.add %473, %580 : tensor<2x128xf32>
    %582 = stablehlo.sqrt %581 : tensor<2x128xf32>
    %cst_171 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %584 = stablehlo.add %582, %583 : tensor<2x128xf32>
    %585 = stablehlo.divide %430, %584 : tensor<2x128xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %587 = stablehlo.add %475, %586 : tensor<2x128x128xf32>
    %588 = stablehlo.sqrt %587 : tensor<2x128x128xf32>
    %cst_173 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %590 = stablehlo.add %588, %589 : tensor<2x128x128xf32>
    %591 = stablehlo.divide %432, %590 : tensor<2x128x128xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %593 = stablehlo.add %477, %592 : tensor<64x128xf32>
    %594 = stablehlo.sqrt %593 : tensor<64x128xf32>
    %cst_175 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %596 = stablehlo.add %594, %595 : tensor<64x128xf32>
    %597 = stablehlo.divide %434, %596 : tensor<64x128xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %599 = stablehlo.multiply %598, %arg20 : tensor<512x128xf32>
    %600 = stablehlo.add %483, %599 : tensor<512x128xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %602 = stablehlo.multiply %601, %arg21 : tensor<128xf32>
    %603 = stablehlo.add %489, %602 : tensor<128xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %605 = stablehlo.multiply %604, %arg22 : tensor<128xf32>
    %606 = stablehlo.add %495, %605 : tensor<128xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %608 = stablehlo.multiply %607, %arg23 : tensor<2x128xf32>
    %609 = stablehlo.add %501, %608 : tensor<2x128xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %611 = stablehlo.multiply %610, %arg24 : tensor<2x128xf32>
    %612 = stablehlo.add %507, %611 : tensor<2x128xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %614 = stablehlo.multiply %613, %arg25 : tensor<2x128x512xf32>
    %615 = stablehlo.add %513, %614 : tensor<2x128x512xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %617 = stablehlo.multiply %616, %arg26 : tensor<2x512xf32>
    %618 = stablehlo.add %519, %617 : tensor<2x512xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %620 = stablehlo.multiply %619, %arg27 : tensor<2x512x128xf32>
    %621 = stablehlo.add %525, %620 : tensor<2x512x128xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %623 = stablehlo.multiply %622, %arg28 : tensor<2x128xf32>
    %624 = stablehlo.add %531, %623 : tensor<2x128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %626 = stablehlo.multiply %625, %arg29 : tensor<2x128xf32>
    %627 = stablehlo.add %537, %626 : tensor<2x128xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %629 = stablehlo.multiply %628, %arg30 : tensor<2x128x128xf32>
    %630 = stablehlo.add %543, %629 : tensor<2x128x128xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %632 = stablehlo.multiply %631, %arg31 : tensor<2x128xf32>
    %633 = stablehlo.add %549, %632 : tensor<2x128xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %635 = stablehlo.multiply %634, %arg32 : tensor<2x128xf32>
    %636 = stablehlo.add %555, %635 : tensor<2x128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %638 = stablehlo.multiply %637, %arg33 : tensor<2x128xf32>
    %639 = stablehlo.add %561, %638 : tensor<2x128xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %641 = stablehlo.multiply %640, %arg34 : tensor<2x128x128xf32>
    %642 = stablehlo.add %567, %641 : tensor<2x128x128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %644 = stablehlo.multiply %643, %arg35 : tensor<2x128xf32>
    %645 = stablehlo.add %573, %644 : tensor<2x128xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %647 = stablehlo.multiply %646, %arg36 : tensor<2x128x128xf32>
    %648 = stablehlo.add %579, %647 : tensor<2x128x128xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %650 = stablehlo.multiply %649, %arg37 : tensor<2x128xf32>
    %651 = stablehlo.add %585, %650 : tensor<2x128xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %653 = stablehlo.multiply %652, %arg38 : tensor<2x128x128xf32>
    %654 = stablehlo.add %591, %653 : tensor<2x128x128xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %656 = stablehlo.multiply %655, %arg39 : tensor<64x128xf32>
    %657 = stablehlo.add %597, %656 : tensor<64x128xf32>
    %cst_196 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %659 = stablehlo.multiply %658, %600 : tensor<512x128xf32>
    %cst_197 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %661 = stablehlo.multiply %660, %603 : tensor<128xf32>
    %cst_198 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %663 = stablehlo.multiply %662, %606 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %665 = stablehlo.multiply %664, %609 : tensor<2x128xf32>
    %cst_200 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %667 = stablehlo.multiply %666, %612 : tensor<2x128xf32>
    %cst_201 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<2x128x512xf32>
    %669 = stablehlo.multiply %668, %615 : tensor<2x128x512xf32>
    %cst_202 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %671 = stablehlo.multiply %670, %618 : tensor<2x512xf32>
    %cst_203 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<2x512x128xf32>
    %673 = stablehlo.multiply %672, %621 : tensor<2x512x128xf32>
    %cst_204 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %675 = stablehlo.multiply %674, %624 : tensor<2x128xf32>
    %cst_205 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %677 = stablehlo.multiply %676, %627 : tensor<2x128xf32>
    %cst_206 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %679 = stablehlo.multiply %678, %630 : tensor<2x128x128xf32>
    %cst_207 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %681 = stablehlo.multiply %680, %633 : tensor<2x128xf32>
    %cst_208 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %683 = stablehlo.multiply %682, %636 : tensor<2x128xf32>
    %cst_209 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %685 = stablehlo.multiply %684, %639 : tensor<2x128xf32>
    %cst_210 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %687 = stablehlo.multiply %686, %642 : tensor<2x128x128xf32>
    %cst_211 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %689 = stablehlo.multiply %688, %645 : tensor<2x128xf32>
    %cst_212 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %691 = stablehlo.multiply %690, %648 : tensor<2x128x128xf32>
    %cst_213 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %693 = stablehlo.multiply %692, %651 : tensor<2x128xf32>
    %cst_214 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %695 = stablehlo.multiply %694, %654 : tensor<2x128x128xf32>
    %cst_215 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %697 = stablehlo.multiply %696, %657 : tensor<64x128xf32>
    %698 = stablehlo.add %arg20, %659 : tensor<512x128xf32>
    %699 = stablehlo.add %arg21, %661 : tensor<128xf32>
    %700 = stablehlo.add %arg22, %663 : tensor<128xf32>
    %701 = stablehlo.add %arg23, %665 : tensor<2x128xf32>
    %702 = stablehlo.add %arg24, %667 : tensor<2x128xf32>
    %703 = stablehlo.add %arg25, %669 : tensor<2x128x512xf32>
    %704 = stablehlo.add %arg26, %671 : tensor<2x512xf32>
    %705 = stablehlo.add %arg27, %673 : tensor<2x512x128xf32>
    %706 = stablehlo.add %arg28, %675 : tensor<2x128xf32>
    %707 = stablehlo.add %arg29, %677 : tensor<2x128xf32>
    %708 = stablehlo.add %arg30, %679 : tensor<2x128x128xf32>
    %709 = stablehlo.add %arg31, %681 : tensor<2x128xf32>
    %710 = stablehlo.add %arg32, %683 : tensor<2x128xf32>
    %711 = stablehlo.add %arg33, %685 : tensor<2x128xf32>
    %712 = stablehlo.add %arg34, %687 : tensor<2x128x128xf32>
    %713 = stablehlo.add %arg35, %689 : tensor<2x128xf32>
    %714 = stablehlo.add %arg36, %691 : tensor<2x128x128xf32>
    %715 = stablehlo.add %arg37, %693 : tensor<2x128xf32>
    %716 = stablehlo.add %arg38, %695 : tensor<2x128x128xf32>
    %717 = stablehlo.add %arg39, %697 : tensor<64x128xf32>
    %718 = stablehlo.convert %698 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %719 = stablehlo.convert %699 : (tensor<128xf32>) -> tensor<128xbf16>
    %720 = stablehlo.convert %700 : (tensor<128xf32>) -> tensor<128xbf16>
    %721 = stablehlo.convert %701 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %722 = stablehlo.convert %702 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %723 = stablehlo.convert %703 : (tensor<2x128x512xf32>) -> tensor<2x128x512xbf16>
    %724 = stablehlo.convert %704 : (tensor<2x512xf32>) -> tensor<2x512xbf16>
    %725 = stablehlo.convert %705 : (tensor<2x512x128xf32>) -> tensor<2x512x128xbf16>
    %726 = stablehlo.convert %706 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %727 = stablehlo.convert %707 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %728 = stablehlo.convert %708 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %729 = stablehlo.convert %709 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %730 = stablehlo.convert %710 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %731 = stablehlo.convert %711 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %732 = stablehlo.convert %712 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %733 = stablehlo.convert %713 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %734 = stablehlo.convert %714 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %735 = stablehlo.convert %715 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %736 = stablehlo.convert %716 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %737 = stablehlo.convert %717 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    return %718, %719, %720, %721, %722, %723, %724, %725, %726, %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %715, %716, %717, %391, %173, %178, %183, %188, %193, %198, %203, %208, %213, %218, %223, %228, %233, %238, %243, %248, %253, %258, %263, %268, %274, %280, %286, %292, %298, %304, %310, %316, %322, %328, %334, %340, %346, %352, %358, %364, %370, %376, %382, %388, %68 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x512xbf16>, tensor<2x512xbf16>, tensor<2x512x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<64x128xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x512xf32>, tensor<2x512xf32>, tensor<2x512x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<64x128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<2x64xi32>) -> (tensor<2x64x128xbf16>, tensor<2x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x64xi32>, tensor<2x64xi32>) -> tensor<2x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x64xi1>, tensor<2x64xi32>, tensor<2x64xi32>) -> tensor<2x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x64xi32>) -> tensor<2x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x64x1xi32>, tensor<2x64x1xi32>) -> tensor<2x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x64x1xi32>, tensor<2x64x1xi32>) -> tensor<2x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x64x1xi1>, tensor<i1>) -> tensor<2x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<2x64x1xi32>) -> tensor<2x64x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x64xi1>) -> tensor<2x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x64x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x64x128xi1>, tensor<2x64x128xbf16>
    return %16, %5 : tensor<2x64x128xbf16>, tensor<2x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x64xi1>, %arg1: tensor<2x64xi32>, %arg2: tensor<2x64xi32>) -> tensor<2x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x64xi1>, tensor<2x64xi32>
    return %0 : tensor<2x64xi32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<2x4x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x1x64x64xf32>
    return %1, %2 : tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>
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
  func.func private @closed_call(%arg0: tensor<2x4x1x64x64xi1>, %arg1: tensor<2x4x1x64x64xf32>, %arg2: tensor<2x64x128xbf16>, %arg3: tensor<128xbf16>, %arg4: tensor<128xbf16>, %arg5: tensor<128x512xbf16>, %arg6: tensor<512xbf16>, %arg7: tensor<512x128xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<128xbf16>, %arg10: tensor<128x128xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<128x128xbf16>, %arg15: tensor<128xbf16>, %arg16: tensor<128x128xbf16>, %arg17: tensor<128xbf16>, %arg18: tensor<128x128xbf16>) -> (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) {
    %0 = sdy.sharding_constraint %arg2 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x64x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<2x64x128xf32>
    %8 = chlo.square %7 : tensor<2x64x128xf32> -> tensor<2x64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %14 = stablehlo.subtract %1, %13 : tensor<2x64x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x64x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<2x64x128xf32>
    %20 = stablehlo.convert %arg3 : (tensor<128xbf16>) -> tensor<128xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<2x64x128xf32>
    %24 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %27 = stablehlo.add %23, %26 : tensor<2x64x128xf32>
    %28 = stablehlo.convert %27 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %29 = stablehlo.dot_general %28, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %30 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %32 = stablehlo.add %29, %31 : tensor<2x64x128xbf16>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %34 = stablehlo.reshape %33 : (tensor<2x64x128xbf16>) -> tensor<2x64x4x32xbf16>
    %35 = stablehlo.dot_general %28, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %36 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %38 = stablehlo.add %35, %37 : tensor<2x64x128xbf16>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %40 = stablehlo.reshape %39 : (tensor<2x64x128xbf16>) -> tensor<2x64x4x32xbf16>
    %41 = stablehlo.dot_general %28, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %42 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %44 = stablehlo.add %41, %43 : tensor<2x64x128xbf16>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %46 = stablehlo.reshape %45 : (tensor<2x64x128xbf16>) -> tensor<2x64x4x32xbf16>
    %47 = stablehlo.reshape %34 : (tensor<2x64x4x32xbf16>) -> tensor<2x64x4x1x32xbf16>
    %48 = stablehlo.dot_general %40, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x64x4x32xbf16>, tensor<2x64x4x1x32xbf16>) -> tensor<2x4x64x64x1xbf16>
    %49 = stablehlo.transpose %48, dims = [0, 1, 4, 3, 2] : (tensor<2x4x64x64x1xbf16>) -> tensor<2x4x1x64x64xbf16>
    %cst_4 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x4x1x64x64xbf16>
    %51 = stablehlo.multiply %49, %50 : tensor<2x4x1x64x64xbf16>
    %52 = stablehlo.convert %51 : (tensor<2x4x1x64x64xbf16>) -> tensor<2x4x1x64x64xf32>
    %53 = call @_where_5(%52, %arg0, %arg1) : (tensor<2x4x1x64x64xf32>, tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>) -> tensor<2x4x1x64x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x64x64xf32>, tensor<f32>) -> tensor<2x4x1x64xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x1x64xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<2x4x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x4x1x64xf32>) -> tensor<2x4x1x64x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x64x1xf32>) -> tensor<2x4x1x64x64xf32>
    %59 = stablehlo.subtract %53, %58 : tensor<2x4x1x64x64xf32>
    %60 = stablehlo.exponential %59 : tensor<2x4x1x64x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x64x64xf32>, tensor<f32>) -> tensor<2x4x1x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x4x1x64xf32>) -> tensor<2x4x1x64x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x64x1xf32>) -> tensor<2x4x1x64x64xf32>
    %64 = stablehlo.divide %60, %63 : tensor<2x4x1x64x64xf32>
    %65 = stablehlo.convert %64 : (tensor<2x4x1x64x64xf32>) -> tensor<2x4x1x64x64xbf16>
    %66 = stablehlo.dot_general %46, %65, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x64x4x32xbf16>, tensor<2x4x1x64x64xbf16>) -> tensor<2x4x32x1x64xbf16>
    %67 = stablehlo.transpose %66, dims = [0, 4, 1, 3, 2] : (tensor<2x4x32x1x64xbf16>) -> tensor<2x64x4x1x32xbf16>
    %68 = stablehlo.reshape %67 : (tensor<2x64x4x1x32xbf16>) -> tensor<2x64x128xbf16>
    %69 = stablehlo.dot_general %68, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %70 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %72 = stablehlo.add %69, %71 : tensor<2x64x128xbf16>
    %73 = sdy.sharding_constraint %72 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %74 = stablehlo.add %0, %73 : tensor<2x64x128xbf16>
    %75 = stablehlo.convert %74 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<2x64x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %81 = stablehlo.subtract %75, %80 : tensor<2x64x128xf32>
    %82 = chlo.square %81 : tensor<2x64x128xf32> -> tensor<2x64x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_11 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<2x64x1xf32>
    %87 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %88 = stablehlo.subtract %75, %87 : tensor<2x64x128xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %90 = stablehlo.add %86, %89 : tensor<2x64x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<2x64x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %93 = stablehlo.multiply %88, %92 : tensor<2x64x128xf32>
    %94 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %97 = stablehlo.multiply %93, %96 : tensor<2x64x128xf32>
    %98 = stablehlo.convert %arg12 : (tensor<128xbf16>) -> tensor<128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %101 = stablehlo.add %97, %100 : tensor<2x64x128xf32>
    %102 = stablehlo.convert %101 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %103 = stablehlo.dot_general %102, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x512xbf16>) -> tensor<2x64x512xbf16>
    %104 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<2x64x512xbf16>
    %106 = stablehlo.add %103, %105 : tensor<2x64x512xbf16>
    %107 = stablehlo.multiply %106, %106 : tensor<2x64x512xbf16>
    %108 = stablehlo.multiply %107, %106 : tensor<2x64x512xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %109 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %110 = stablehlo.multiply %109, %108 : tensor<2x64x512xbf16>
    %111 = stablehlo.add %106, %110 : tensor<2x64x512xbf16>
    %cst_14 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %112 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %113 = stablehlo.multiply %112, %111 : tensor<2x64x512xbf16>
    %114 = stablehlo.tanh %113 : tensor<2x64x512xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %115 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %116 = stablehlo.add %115, %114 : tensor<2x64x512xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %117 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %118 = stablehlo.multiply %117, %116 : tensor<2x64x512xbf16>
    %119 = stablehlo.multiply %106, %118 : tensor<2x64x512xbf16>
    %120 = stablehlo.dot_general %119, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x512xbf16>, tensor<512x128xbf16>) -> tensor<2x64x128xbf16>
    %121 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %123 = stablehlo.add %120, %122 : tensor<2x64x128xbf16>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %125 = stablehlo.add %74, %124 : tensor<2x64x128xbf16>
    return %125, %arg2 : tensor<2x64x128xbf16>, tensor<2x64x128xbf16>
  }
  func.func private @_where_5(%arg0: tensor<2x4x1x64x64xf32>, %arg1: tensor<2x4x1x64x64xi1>, %arg2: tensor<2x4x1x64x64xf32>) -> tensor<2x4x1x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>
    return %0 : tensor<2x4x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x2x64x128xbf16>, %arg1: tensor<2x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x2x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x64x128xbf16>) -> tensor<1x2x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x2x64x128xbf16>, tensor<1x2x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x64x128xbf16>
    return %1 : tensor<2x2x64x128xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<2x64x512xf32>, %arg1: tensor<2x64x1xi32>) -> (tensor<2x64x1xf32>, tensor<2x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x64x1xi32>, tensor<2x64x1xi32>) -> tensor<2x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x64x1xi1>, tensor<2x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x1xi32>) -> tensor<2x64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x64x1x1xi32>, tensor<2x64x1x1xi32>) -> tensor<2x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x64x1x1xi32>, tensor<2x64x1x1xi32>) -> tensor<2x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x64x1x1xi1>, tensor<i1>) -> tensor<2x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x64x512xf32>, tensor<2x64x1x1xi32>) -> tensor<2x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x64x1xi1>, tensor<2x64x1xf32>
    return %15, %5 : tensor<2x64x1xf32>, tensor<2x64x1x1xi32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<2x64x1x1xi32>, %arg1: tensor<2x64x1xf32>) -> tensor<2x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x64x512xf32>, tensor<2x64x1x1xi32>, tensor<2x64x1xf32>) -> tensor<2x64x512xf32>
    return %1 : tensor<2x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<2x2x64x128xbf16>, %arg1: tensor<i32>) -> tensor<2x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 64, 128] : (tensor<2x2x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2x64x128xbf16>) -> tensor<2x64x128xbf16>
    return %1 : tensor<2x64x128xbf16>
  }
  func.func private @closed_call_8(%arg0: tensor<2x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<128x512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<512x128xbf16>, %arg6: tensor<128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<128xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<128x128xbf16>, %arg12: tensor<128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128xbf16>, %arg15: tensor<128x128xbf16>, %arg16: tensor<2x64x128xbf16>) -> (tensor<2x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>) {
    %0 = sdy.sharding_constraint %arg16 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x64x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<2x64x128xf32>
    %8 = chlo.square %7 : tensor<2x64x128xf32> -> tensor<2x64x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x64x128xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<2x64x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x64x1xf32>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %16 = stablehlo.subtract %1, %15 : tensor<2x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<2x64x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x64x1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<2x64x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<2x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<2x64x128xf32>
    %25 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %28 = stablehlo.multiply %24, %27 : tensor<2x64x128xf32>
    %29 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %32 = stablehlo.add %28, %31 : tensor<2x64x128xf32>
    %33 = stablehlo.convert %32 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %34 = stablehlo.dot_general %33, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %35 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %37 = stablehlo.add %34, %36 : tensor<2x64x128xbf16>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %39 = stablehlo.reshape %38 : (tensor<2x64x128xbf16>) -> tensor<2x64x4x32xbf16>
    %40 = stablehlo.dot_general %33, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %41 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %43 = stablehlo.add %40, %42 : tensor<2x64x128xbf16>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %45 = stablehlo.reshape %44 : (tensor<2x64x128xbf16>) -> tensor<2x64x4x32xbf16>
    %46 = stablehlo.dot_general %33, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %47 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %49 = stablehlo.add %46, %48 : tensor<2x64x128xbf16>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %51 = stablehlo.reshape %50 : (tensor<2x64x128xbf16>) -> tensor<2x64x4x32xbf16>
    %52 = stablehlo.reshape %39 : (tensor<2x64x4x32xbf16>) -> tensor<2x64x4x1x32xbf16>
    %53 = stablehlo.dot_general %45, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x64x4x32xbf16>, tensor<2x64x4x1x32xbf16>) -> tensor<2x4x64x64x1xbf16>
    %54 = stablehlo.transpose %53, dims = [0, 1, 4, 3, 2] : (tensor<2x4x64x64x1xbf16>) -> tensor<2x4x1x64x64xbf16>
    %cst_6 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2x4x1x64x64xbf16>
    %56 = stablehlo.multiply %54, %55 : tensor<2x4x1x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %58 = call @tril_9(%57) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %59 = stablehlo.convert %56 : (tensor<2x4x1x64x64xbf16>) -> tensor<2x4x1x64x64xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %60:2 = call @_where_10(%58, %59, %cst_7) : (tensor<64x64xi1>, tensor<2x4x1x64x64xf32>, tensor<f32>) -> (tensor<2x4x1x64x64xf32>, tensor<2x4x1x64x64xi1>)
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.reduce(%60#0 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x64x64xf32>, tensor<f32>) -> tensor<2x4x1x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x1x64xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<2x4x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<2x4x1x64xf32>) -> tensor<2x4x1x64x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x64x1xf32>) -> tensor<2x4x1x64x64xf32>
    %66 = stablehlo.subtract %60#0, %65 : tensor<2x4x1x64x64xf32>
    %67 = stablehlo.exponential %66 : tensor<2x4x1x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x64x64xf32>, tensor<f32>) -> tensor<2x4x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x4x1x64xf32>) -> tensor<2x4x1x64x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x64x1xf32>) -> tensor<2x4x1x64x64xf32>
    %71 = stablehlo.divide %67, %70 : tensor<2x4x1x64x64xf32>
    %72 = stablehlo.multiply %69, %69 : tensor<2x4x1x64x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x1x64x1xf32>
    %74 = stablehlo.divide %73, %72 : tensor<2x4x1x64x1xf32>
    %75 = stablehlo.convert %71 : (tensor<2x4x1x64x64xf32>) -> tensor<2x4x1x64x64xbf16>
    %76 = stablehlo.dot_general %51, %75, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x64x4x32xbf16>, tensor<2x4x1x64x64xbf16>) -> tensor<2x4x32x1x64xbf16>
    %77 = stablehlo.transpose %76, dims = [0, 4, 1, 3, 2] : (tensor<2x4x32x1x64xbf16>) -> tensor<2x64x4x1x32xbf16>
    %78 = stablehlo.reshape %77 : (tensor<2x64x4x1x32xbf16>) -> tensor<2x64x128xbf16>
    %79 = stablehlo.dot_general %78, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %80 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<2x64x128xbf16>
    %82 = stablehlo.add %79, %81 : tensor<2x64x128xbf16>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %84 = stablehlo.add %0, %83 : tensor<2x64x128xbf16>
    %85 = stablehlo.convert %84 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %89 = stablehlo.divide %87, %88 : tensor<2x64x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %91 = stablehlo.subtract %85, %90 : tensor<2x64x128xf32>
    %92 = chlo.square %91 : tensor<2x64x128xf32> -> tensor<2x64x128xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x64x128xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<2x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%92 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<2x64x1xf32>
    %99 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %100 = stablehlo.subtract %85, %99 : tensor<2x64x128xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %102 = stablehlo.add %98, %101 : tensor<2x64x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<2x64x1xf32>
    %104 = stablehlo.divide %103, %102 : tensor<2x64x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2x64x1xf32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %108 = stablehlo.multiply %100, %107 : tensor<2x64x128xf32>
    %109 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<2x64x128xf32>
    %113 = stablehlo.convert %arg9 : (tensor<128xbf16>) -> tensor<128xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %116 = stablehlo.add %112, %115 : tensor<2x64x128xf32>
    %117 = stablehlo.convert %116 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %118 = stablehlo.dot_general %117, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x512xbf16>) -> tensor<2x64x512xbf16>
    %119 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<2x64x512xbf16>
    %121 = stablehlo.add %118, %120 : tensor<2x64x512xbf16>
    %122 = stablehlo.multiply %121, %121 : tensor<2x64x512xbf16>
    %123 = stablehlo.multiply %122, %121 : tensor<2x64x512xbf16>
    %124 = stablehlo.multiply %121, %121 : tensor<2x64x512xbf16>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %126 = stablehlo.multiply %125, %124 : tensor<2x64x512xbf16>
    %cst_20 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %127 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %128 = stablehlo.multiply %127, %123 : tensor<2x64x512xbf16>
    %129 = stablehlo.add %121, %128 : tensor<2x64x512xbf16>
    %cst_21 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %131 = stablehlo.multiply %130, %129 : tensor<2x64x512xbf16>
    %132 = stablehlo.tanh %131 : tensor<2x64x512xbf16>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %134 = stablehlo.subtract %133, %132 : tensor<2x64x512xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %136 = stablehlo.add %135, %132 : tensor<2x64x512xbf16>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %138 = stablehlo.multiply %137, %136 : tensor<2x64x512xbf16>
    %139 = stablehlo.multiply %121, %138 : tensor<2x64x512xbf16>
    %140 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.reduce(%140 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %142 = stablehlo.reshape %141 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.reduce(%142 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %144 = stablehlo.dot_general %140, %139, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<2x64x512xbf16>) -> tensor<128x512xbf16>
    %145 = stablehlo.transpose %144, dims = [1, 0] : (tensor<128x512xbf16>) -> tensor<512x128xbf16>
    %146 = stablehlo.dot_general %140, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<512x128xbf16>) -> tensor<2x64x512xbf16>
    %147 = stablehlo.multiply %121, %146 : tensor<2x64x512xbf16>
    %148 = stablehlo.multiply %146, %138 : tensor<2x64x512xbf16>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %149 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %150 = stablehlo.multiply %149, %147 : tensor<2x64x512xbf16>
    %151 = stablehlo.multiply %150, %134 : tensor<2x64x512xbf16>
    %152 = stablehlo.multiply %151, %132 : tensor<2x64x512xbf16>
    %153 = stablehlo.add %151, %152 : tensor<2x64x512xbf16>
    %cst_28 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %154 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %155 = stablehlo.multiply %154, %153 : tensor<2x64x512xbf16>
    %156 = stablehlo.add %148, %155 : tensor<2x64x512xbf16>
    %cst_29 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %157 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x64x512xbf16>
    %158 = stablehlo.multiply %157, %155 : tensor<2x64x512xbf16>
    %159 = stablehlo.multiply %158, %126 : tensor<2x64x512xbf16>
    %160 = stablehlo.add %156, %159 : tensor<2x64x512xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %161 = stablehlo.reduce(%160 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %162 = stablehlo.reshape %161 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %163 = stablehlo.reduce(%162 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %164 = stablehlo.dot_general %160, %117, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x512xbf16>, tensor<2x64x128xbf16>) -> tensor<512x128xbf16>
    %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %166 = stablehlo.dot_general %160, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x512xbf16>, tensor<128x512xbf16>) -> tensor<2x64x128xbf16>
    %167 = stablehlo.convert %166 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %169 = stablehlo.reshape %168 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.convert %170 : (tensor<128xf32>) -> tensor<128xbf16>
    %172 = stablehlo.multiply %108, %167 : tensor<2x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %174 = stablehlo.reshape %173 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %175 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %176 = stablehlo.multiply %167, %175 : tensor<2x64x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%174 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %178 = stablehlo.convert %177 : (tensor<128xf32>) -> tensor<128xbf16>
    %179 = stablehlo.multiply %100, %176 : tensor<2x64x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %182 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<2x64x128xf32>
    %184 = stablehlo.multiply %181, %106 : tensor<2x64x1xf32>
    %185 = stablehlo.negate %183 : tensor<2x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %189 = stablehlo.divide %184, %188 : tensor<2x64x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x128xf32>
    %192 = stablehlo.multiply %191, %94 : tensor<2x64x128xf32>
    %193 = stablehlo.negate %192 : tensor<2x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %196 = stablehlo.add %183, %192 : tensor<2x64x128xf32>
    %197 = stablehlo.add %187, %195 : tensor<2x64x1xf32>
    %cst_41 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<2x64x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x128xf32>
    %202 = stablehlo.add %196, %201 : tensor<2x64x128xf32>
    %203 = stablehlo.convert %202 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %204 = stablehlo.add %arg0, %203 : tensor<2x64x128xbf16>
    %205 = sdy.sharding_constraint %204 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %206 = stablehlo.reduce(%205 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %207 = stablehlo.reshape %206 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %208 = stablehlo.reduce(%207 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %209 = stablehlo.dot_general %205, %78, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %210 = stablehlo.transpose %209, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %211 = stablehlo.dot_general %205, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %212 = stablehlo.reshape %211 : (tensor<2x64x128xbf16>) -> tensor<2x64x4x1x32xbf16>
    %213 = stablehlo.transpose %212, dims = [0, 2, 4, 3, 1] : (tensor<2x64x4x1x32xbf16>) -> tensor<2x4x32x1x64xbf16>
    %214 = stablehlo.dot_general %213, %51, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x1x64xbf16>, tensor<2x64x4x32xbf16>) -> tensor<2x4x1x64x64xbf16>
    %215 = stablehlo.dot_general %213, %75, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x1x64xbf16>, tensor<2x4x1x64x64xbf16>) -> tensor<2x4x32x64xbf16>
    %216 = stablehlo.transpose %215, dims = [0, 3, 1, 2] : (tensor<2x4x32x64xbf16>) -> tensor<2x64x4x32xbf16>
    %217 = stablehlo.convert %214 : (tensor<2x4x1x64x64xbf16>) -> tensor<2x4x1x64x64xf32>
    %218 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x64x1xf32>) -> tensor<2x4x1x64x64xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<2x4x1x64x64xf32>
    %220 = stablehlo.multiply %219, %67 : tensor<2x4x1x64x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_45) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x64x64xf32>, tensor<f32>) -> tensor<2x4x1x64xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x4x1x64xf32>) -> tensor<2x4x1x64x1xf32>
    %223 = stablehlo.negate %222 : tensor<2x4x1x64x1xf32>
    %224 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x64x1xf32>) -> tensor<2x4x1x64x64xf32>
    %225 = stablehlo.divide %217, %224 : tensor<2x4x1x64x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%223 init: %cst_46) applies stablehlo.add across dimensions = [2, 4] : (tensor<2x4x1x64x1xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 3] : (tensor<2x4x64xf32>) -> tensor<2x4x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2x4x1x64xf32>) -> tensor<2x4x1x64x64xf32>
    %229 = stablehlo.add %225, %228 : tensor<2x4x1x64x64xf32>
    %230 = stablehlo.multiply %229, %67 : tensor<2x4x1x64x64xf32>
    %231 = call @_where_11(%60#1, %230) : (tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>) -> tensor<2x4x1x64x64xf32>
    %232 = stablehlo.convert %231 : (tensor<2x4x1x64x64xf32>) -> tensor<2x4x1x64x64xbf16>
    %cst_47 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %233 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x4x1x64x64xbf16>
    %234 = stablehlo.multiply %232, %233 : tensor<2x4x1x64x64xbf16>
    %235 = stablehlo.transpose %234, dims = [0, 1, 4, 3, 2] : (tensor<2x4x1x64x64xbf16>) -> tensor<2x4x64x64x1xbf16>
    %236 = stablehlo.dot_general %235, %45, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x64x64x1xbf16>, tensor<2x64x4x32xbf16>) -> tensor<2x4x64x1x32xbf16>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3, 4] : (tensor<2x4x64x1x32xbf16>) -> tensor<2x64x4x1x32xbf16>
    %238 = stablehlo.dot_general %235, %52, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x64x64x1xbf16>, tensor<2x64x4x1x32xbf16>) -> tensor<2x4x64x32xbf16>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3] : (tensor<2x4x64x32xbf16>) -> tensor<2x64x4x32xbf16>
    %240 = stablehlo.reshape %237 : (tensor<2x64x4x1x32xbf16>) -> tensor<2x64x4x32xbf16>
    %241 = stablehlo.reshape %216 : (tensor<2x64x4x32xbf16>) -> tensor<2x64x128xbf16>
    %242 = sdy.sharding_constraint %241 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %243 = stablehlo.reduce(%242 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %244 = stablehlo.reshape %243 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %245 = stablehlo.reduce(%244 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %246 = stablehlo.dot_general %242, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %247 = stablehlo.transpose %246, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %248 = stablehlo.dot_general %242, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %249 = stablehlo.reshape %239 : (tensor<2x64x4x32xbf16>) -> tensor<2x64x128xbf16>
    %250 = sdy.sharding_constraint %249 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %251 = stablehlo.reduce(%250 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %252 = stablehlo.reshape %251 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %253 = stablehlo.reduce(%252 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %254 = stablehlo.dot_general %250, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %255 = stablehlo.transpose %254, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %256 = stablehlo.dot_general %250, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %257 = stablehlo.add %248, %256 : tensor<2x64x128xbf16>
    %258 = stablehlo.reshape %240 : (tensor<2x64x4x32xbf16>) -> tensor<2x64x128xbf16>
    %259 = sdy.sharding_constraint %258 <@mesh, [{"data"}, {}, {"model"}]> : tensor<2x64x128xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %260 = stablehlo.reduce(%259 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %261 = stablehlo.reshape %260 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %262 = stablehlo.reduce(%261 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %263 = stablehlo.dot_general %259, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %265 = stablehlo.dot_general %259, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xbf16>, tensor<128x128xbf16>) -> tensor<2x64x128xbf16>
    %266 = stablehlo.add %257, %265 : tensor<2x64x128xbf16>
    %267 = stablehlo.convert %266 : (tensor<2x64x128xbf16>) -> tensor<2x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %269 = stablehlo.reshape %268 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %271 = stablehlo.convert %270 : (tensor<128xf32>) -> tensor<128xbf16>
    %272 = stablehlo.multiply %24, %267 : tensor<2x64x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %274 = stablehlo.reshape %273 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %275 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %276 = stablehlo.multiply %267, %275 : tensor<2x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%274 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %278 = stablehlo.convert %277 : (tensor<128xf32>) -> tensor<128xbf16>
    %279 = stablehlo.multiply %16, %276 : tensor<2x64x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %282 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x128xf32>
    %283 = stablehlo.multiply %276, %282 : tensor<2x64x128xf32>
    %284 = stablehlo.multiply %281, %22 : tensor<2x64x1xf32>
    %285 = stablehlo.negate %283 : tensor<2x64x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_60 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %289 = stablehlo.divide %284, %288 : tensor<2x64x1xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x128xf32>
    %292 = stablehlo.multiply %291, %10 : tensor<2x64x128xf32>
    %293 = stablehlo.negate %292 : tensor<2x64x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x64x128xf32>, tensor<f32>) -> tensor<2x64xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %296 = stablehlo.add %283, %292 : tensor<2x64x128xf32>
    %297 = stablehlo.add %287, %295 : tensor<2x64x1xf32>
    %cst_63 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %299 = stablehlo.divide %297, %298 : tensor<2x64x1xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x128xf32>
    %302 = stablehlo.add %296, %301 : tensor<2x64x128xf32>
    %303 = stablehlo.convert %302 : (tensor<2x64x128xf32>) -> tensor<2x64x128xbf16>
    %304 = stablehlo.add %204, %303 : tensor<2x64x128xbf16>
    %305 = sdy.sharding_constraint %304 <@mesh, [{"data"}, {}, {}]> : tensor<2x64x128xbf16>
    return %305, %278, %271, %165, %163, %145, %143, %253, %255, %178, %171, %208, %210, %262, %264, %245, %247 : tensor<2x64x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x512xbf16>, tensor<512xbf16>, tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>
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
  func.func private @_where_10(%arg0: tensor<64x64xi1>, %arg1: tensor<2x4x1x64x64xf32>, %arg2: tensor<f32>) -> (tensor<2x4x1x64x64xf32>, tensor<2x4x1x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<2x4x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x1x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>
    return %3, %1 : tensor<2x4x1x64x64xf32>, tensor<2x4x1x64x64xi1>
  }
  func.func private @_where_11(%arg0: tensor<2x4x1x64x64xi1>, %arg1: tensor<2x4x1x64x64xf32>) -> tensor<2x4x1x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x1x64x64xi1>, tensor<2x4x1x64x64xf32>
    return %1 : tensor<2x4x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<2x128x512xbf16>, %arg1: tensor<128x512xbf16>, %arg2: tensor<i32>) -> tensor<2x128x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x512xbf16>) -> tensor<1x128x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x512xbf16>, tensor<1x128x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x512xbf16>
    return %1 : tensor<2x128x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x512xbf16>, %arg1: tensor<512xbf16>, %arg2: tensor<i32>) -> tensor<2x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x512xbf16>
    return %1 : tensor<2x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x512x128xbf16>, %arg1: tensor<512x128xbf16>, %arg2: tensor<i32>) -> tensor<2x512x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x128xbf16>) -> tensor<1x512x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x512x128xbf16>, tensor<1x512x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x512x128xbf16>
    return %1 : tensor<2x512x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @_take_17(%arg0: tensor<2x64x1xi32>, %arg1: tensor<2x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<2x64x1xi32>, tensor<2x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
