module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 42 : i32}, %arg43: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 81 : i32}, %arg82: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 82 : i32}, %arg83: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 83 : i32}, %arg84: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 84 : i32}, %arg85: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg86: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xbf16> {jax.result_info = "result[0]['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xbf16> {jax.result_info = "result[0]['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1]['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1]['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg86) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %3 = stablehlo.convert %2 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<8x64x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<8x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<8x64x128xf32>
    %14 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.dot_general %18, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.reduce_precision %19, format = e8m7 : tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.dot_general %18, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = stablehlo.reduce_precision %23, format = e8m7 : tensor<8x64x64xbf16>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %27 = stablehlo.dot_general %18, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %28 = stablehlo.reduce_precision %27, format = e8m7 : tensor<8x64x64xbf16>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %30 = stablehlo.reshape %29 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %31 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.add %34, %33 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.power %38, %37 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
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
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.add %70, %69 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.power %74, %73 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
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
    %105 = stablehlo.reduce_precision %104, format = e8m7 : tensor<8x4x64x64x2xbf16>
    %106 = stablehlo.transpose %105, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %108 = stablehlo.multiply %106, %107 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %109 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %110 = call @tril(%109) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %111 = stablehlo.convert %108 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %112 = call @_where_0(%110, %111, %cst_13) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %115 = stablehlo.maximum %114, %113 : tensor<8x4x2x64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %118 = stablehlo.subtract %112, %117 : tensor<8x4x2x64x64xf32>
    %119 = stablehlo.exponential %118 : tensor<8x4x2x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %123 = stablehlo.divide %119, %122 : tensor<8x4x2x64x64xf32>
    %124 = stablehlo.convert %123 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %125 = stablehlo.dot_general %30, %124, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %126 = stablehlo.reduce_precision %125, format = e8m7 : tensor<8x4x16x2x64xbf16>
    %127 = stablehlo.transpose %126, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %128 = stablehlo.reshape %127 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %129 = stablehlo.dot_general %128, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %130 = stablehlo.reduce_precision %129, format = e8m7 : tensor<8x64x128xbf16>
    %131 = sdy.sharding_constraint %130 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %132 = stablehlo.add %2, %131 : tensor<8x64x128xbf16>
    %133 = stablehlo.convert %132 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %134 = stablehlo.multiply %133, %133 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %140 = stablehlo.add %138, %139 : tensor<8x64x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<8x64x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.multiply %133, %142 : tensor<8x64x128xf32>
    %144 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<8x64x128xf32>
    %148 = stablehlo.convert %147 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %149 = stablehlo.dot_general %148, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %150 = stablehlo.reduce_precision %149, format = e8m7 : tensor<8x64x256xbf16>
    %151 = stablehlo.dot_general %148, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %152 = stablehlo.reduce_precision %151, format = e8m7 : tensor<8x64x256xbf16>
    %153 = call @silu(%150) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %154 = stablehlo.multiply %153, %152 : tensor<8x64x256xbf16>
    %155 = stablehlo.dot_general %154, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %156 = sdy.sharding_constraint %155 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %157 = stablehlo.add %132, %156 : tensor<8x64x128xbf16>
    %158 = sdy.sharding_constraint %157 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %159 = stablehlo.convert %158 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %164 = stablehlo.divide %162, %163 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %166 = stablehlo.add %164, %165 : tensor<8x64x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<8x64x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<8x64x128xf32>
    %170 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %173 = stablehlo.multiply %169, %172 : tensor<8x64x128xf32>
    %174 = stablehlo.convert %173 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %175 = stablehlo.dot_general %174, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %176 = stablehlo.reduce_precision %175, format = e8m7 : tensor<8x64x128xbf16>
    %177 = sdy.sharding_constraint %176 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %178 = stablehlo.reshape %177 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %179 = stablehlo.dot_general %174, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %180 = stablehlo.reduce_precision %179, format = e8m7 : tensor<8x64x64xbf16>
    %181 = sdy.sharding_constraint %180 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %182 = stablehlo.reshape %181 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %183 = stablehlo.dot_general %174, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %184 = stablehlo.reduce_precision %183, format = e8m7 : tensor<8x64x64xbf16>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %186 = stablehlo.reshape %185 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %187 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %191 = stablehlo.add %190, %189 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %193 = stablehlo.divide %191, %192 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %195 = stablehlo.power %194, %193 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %197 = stablehlo.divide %196, %195 : tensor<8xf32>
    %198 = stablehlo.iota dim = 0 : tensor<64xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %200 = stablehlo.broadcast_in_dim %197, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<64x8xf32>
    %204 = stablehlo.sine %203 : tensor<64x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %206 = stablehlo.cosine %203 : tensor<64x8xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %208 = stablehlo.convert %178 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %209 = stablehlo.slice %208 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %210 = stablehlo.slice %208 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %211 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %212 = stablehlo.multiply %209, %211 : tensor<8x64x8x8xf32>
    %213 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %214 = stablehlo.multiply %210, %213 : tensor<8x64x8x8xf32>
    %215 = stablehlo.subtract %212, %214 : tensor<8x64x8x8xf32>
    %216 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %217 = stablehlo.multiply %210, %216 : tensor<8x64x8x8xf32>
    %218 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %219 = stablehlo.multiply %209, %218 : tensor<8x64x8x8xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x64x8x8xf32>
    %221 = stablehlo.concatenate %215, %220, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %222 = stablehlo.convert %221 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %223 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %227 = stablehlo.add %226, %225 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %229 = stablehlo.divide %227, %228 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %231 = stablehlo.power %230, %229 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %233 = stablehlo.divide %232, %231 : tensor<8xf32>
    %234 = stablehlo.iota dim = 0 : tensor<64xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %236 = stablehlo.broadcast_in_dim %233, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<64x8xf32>
    %240 = stablehlo.sine %239 : tensor<64x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %242 = stablehlo.cosine %239 : tensor<64x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %244 = stablehlo.convert %182 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %245 = stablehlo.slice %244 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %246 = stablehlo.slice %244 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %247 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<8x64x4x8xf32>
    %249 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<8x64x4x8xf32>
    %251 = stablehlo.subtract %248, %250 : tensor<8x64x4x8xf32>
    %252 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %253 = stablehlo.multiply %246, %252 : tensor<8x64x4x8xf32>
    %254 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %255 = stablehlo.multiply %245, %254 : tensor<8x64x4x8xf32>
    %256 = stablehlo.add %253, %255 : tensor<8x64x4x8xf32>
    %257 = stablehlo.concatenate %251, %256, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %258 = stablehlo.convert %257 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %259 = stablehlo.reshape %222 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %260 = stablehlo.dot_general %258, %259, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %261 = stablehlo.reduce_precision %260, format = e8m7 : tensor<8x4x64x64x2xbf16>
    %262 = stablehlo.transpose %261, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_33 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %263 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %264 = stablehlo.multiply %262, %263 : tensor<8x4x2x64x64xbf16>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %265 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %266 = call @tril(%265) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %267 = stablehlo.convert %264 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %268 = call @_where_0(%266, %267, %cst_35) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %271 = stablehlo.maximum %270, %269 : tensor<8x4x2x64xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %274 = stablehlo.subtract %268, %273 : tensor<8x4x2x64x64xf32>
    %275 = stablehlo.exponential %274 : tensor<8x4x2x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %279 = stablehlo.divide %275, %278 : tensor<8x4x2x64x64xf32>
    %280 = stablehlo.convert %279 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %281 = stablehlo.dot_general %186, %280, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %282 = stablehlo.reduce_precision %281, format = e8m7 : tensor<8x4x16x2x64xbf16>
    %283 = stablehlo.transpose %282, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %284 = stablehlo.reshape %283 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %285 = stablehlo.dot_general %284, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %286 = stablehlo.reduce_precision %285, format = e8m7 : tensor<8x64x128xbf16>
    %287 = sdy.sharding_constraint %286 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %288 = stablehlo.add %158, %287 : tensor<8x64x128xbf16>
    %289 = stablehlo.convert %288 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %290 = stablehlo.multiply %289, %289 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %296 = stablehlo.add %294, %295 : tensor<8x64x1xf32>
    %297 = stablehlo.rsqrt %296 : tensor<8x64x1xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %299 = stablehlo.multiply %289, %298 : tensor<8x64x128xf32>
    %300 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %303 = stablehlo.multiply %299, %302 : tensor<8x64x128xf32>
    %304 = stablehlo.convert %303 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %305 = stablehlo.dot_general %304, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %306 = stablehlo.reduce_precision %305, format = e8m7 : tensor<8x64x256xbf16>
    %307 = stablehlo.dot_general %304, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %308 = stablehlo.reduce_precision %307, format = e8m7 : tensor<8x64x256xbf16>
    %309 = call @silu(%306) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %310 = stablehlo.multiply %309, %308 : tensor<8x64x256xbf16>
    %311 = stablehlo.dot_general %310, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %312 = sdy.sharding_constraint %311 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %313 = stablehlo.add %288, %312 : tensor<8x64x128xbf16>
    %314 = stablehlo.convert %313 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %315 = stablehlo.multiply %314, %314 : tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %319 = stablehlo.divide %317, %318 : tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %321 = stablehlo.add %319, %320 : tensor<8x64x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<8x64x1xf32>
    %323 = stablehlo.divide %322, %321 : tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<8x64x1xf32>
    %326 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %327 = stablehlo.multiply %314, %326 : tensor<8x64x128xf32>
    %328 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %331 = stablehlo.multiply %327, %330 : tensor<8x64x128xf32>
    %332 = stablehlo.convert %331 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %333 = stablehlo.dot_general %332, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %334 = stablehlo.convert %333 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %338 = stablehlo.maximum %337, %336 : tensor<8x64xf32>
    %339 = stablehlo.is_finite %338 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %341 = stablehlo.select %339, %338, %340 : tensor<8x64xi1>, tensor<8x64xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %344 = stablehlo.subtract %335, %343 : tensor<8x64x512xf32>
    %345 = stablehlo.exponential %344 : tensor<8x64x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %347 = stablehlo.abs %346 : tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %349 = stablehlo.compare GE, %346, %348, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %350 = stablehlo.log %347 : tensor<8x64xf32>
    %351 = stablehlo.add %350, %341 : tensor<8x64xf32>
    %352 = stablehlo.broadcast_in_dim %arg85, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %353:2 = call @take_along_axis(%335, %352) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %354 = stablehlo.reshape %353#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %355 = stablehlo.subtract %351, %354 : tensor<8x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %357 = stablehlo.divide %356, %cst_52 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_54 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %358 = stablehlo.divide %cst_53, %cst_54 : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %360 = stablehlo.negate %359 : tensor<8x64xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %362 = call @take_along_axis_1(%353#1, %361) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %363 = stablehlo.divide %359, %347 : tensor<8x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %365 = stablehlo.select %349, %364, %363 : tensor<8x64xi1>, tensor<8x64xf32>
    %366 = stablehlo.select %349, %363, %364 : tensor<8x64xi1>, tensor<8x64xf32>
    %367 = stablehlo.negate %365 : tensor<8x64xf32>
    %368 = stablehlo.add %366, %367 : tensor<8x64xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %370 = stablehlo.multiply %369, %345 : tensor<8x64x512xf32>
    %371 = stablehlo.add %362, %370 : tensor<8x64x512xf32>
    %372 = sdy.sharding_constraint %371 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %373 = stablehlo.convert %372 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %374 = stablehlo.dot_general %373, %332, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %375 = stablehlo.transpose %374, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %376 = stablehlo.dot_general %373, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %377 = stablehlo.convert %376 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %378 = stablehlo.multiply %327, %377 : tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %380 = stablehlo.reshape %379 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %381 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %382 = stablehlo.multiply %377, %381 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%380 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %384 = stablehlo.convert %383 : (tensor<128xf32>) -> tensor<128xbf16>
    %385 = stablehlo.multiply %314, %382 : tensor<8x64x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %387 = stablehlo.reshape %386 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %388 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %389 = stablehlo.multiply %382, %388 : tensor<8x64x128xf32>
    %390 = stablehlo.multiply %387, %325 : tensor<8x64x1xf32>
    %cst_59 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %392 = stablehlo.divide %390, %391 : tensor<8x64x1xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %395 = stablehlo.multiply %314, %394 : tensor<8x64x128xf32>
    %396 = stablehlo.add %389, %395 : tensor<8x64x128xf32>
    %397 = stablehlo.multiply %394, %314 : tensor<8x64x128xf32>
    %398 = stablehlo.add %396, %397 : tensor<8x64x128xf32>
    %399 = stablehlo.convert %398 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %400:19 = stablehlo.optimization_barrier %176, %180, %184, %261, %282, %286, %306, %308, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %157, %399 : tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x4x16x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %401 = sdy.sharding_constraint %400#17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %402 = stablehlo.convert %401 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %403 = stablehlo.multiply %402, %402 : tensor<8x64x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %407 = stablehlo.divide %405, %406 : tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %409 = stablehlo.add %407, %408 : tensor<8x64x1xf32>
    %410 = stablehlo.rsqrt %409 : tensor<8x64x1xf32>
    %411 = stablehlo.divide %410, %409 : tensor<8x64x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %413 = stablehlo.multiply %412, %411 : tensor<8x64x1xf32>
    %414 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %415 = stablehlo.multiply %402, %414 : tensor<8x64x128xf32>
    %416 = stablehlo.convert %400#8 : (tensor<128xbf16>) -> tensor<128xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %419 = stablehlo.multiply %415, %418 : tensor<8x64x128xf32>
    %420 = stablehlo.convert %419 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %421 = sdy.sharding_constraint %400#0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %422 = stablehlo.reshape %421 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %423 = sdy.sharding_constraint %400#1 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %424 = stablehlo.reshape %423 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %425 = sdy.sharding_constraint %400#2 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %426 = stablehlo.reshape %425 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %427 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %429 = stablehlo.multiply %428, %427 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %431 = stablehlo.add %430, %429 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %433 = stablehlo.divide %431, %432 : tensor<8xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %435 = stablehlo.power %434, %433 : tensor<8xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %437 = stablehlo.divide %436, %435 : tensor<8xf32>
    %438 = stablehlo.iota dim = 0 : tensor<64xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %440 = stablehlo.broadcast_in_dim %437, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %441 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %442 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<64x8xf32>
    %444 = stablehlo.sine %443 : tensor<64x8xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %446 = stablehlo.cosine %443 : tensor<64x8xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %448 = stablehlo.convert %422 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %449 = stablehlo.slice %448 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %450 = stablehlo.slice %448 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %451 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %452 = stablehlo.multiply %449, %451 : tensor<8x64x8x8xf32>
    %453 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %454 = stablehlo.multiply %450, %453 : tensor<8x64x8x8xf32>
    %455 = stablehlo.subtract %452, %454 : tensor<8x64x8x8xf32>
    %456 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %457 = stablehlo.multiply %450, %456 : tensor<8x64x8x8xf32>
    %458 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %459 = stablehlo.multiply %449, %458 : tensor<8x64x8x8xf32>
    %460 = stablehlo.add %457, %459 : tensor<8x64x8x8xf32>
    %461 = stablehlo.concatenate %455, %460, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %462 = stablehlo.convert %461 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %463 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %467 = stablehlo.add %466, %465 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %469 = stablehlo.divide %467, %468 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %471 = stablehlo.power %470, %469 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %473 = stablehlo.divide %472, %471 : tensor<8xf32>
    %474 = stablehlo.iota dim = 0 : tensor<64xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %476 = stablehlo.broadcast_in_dim %473, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %477 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %478 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %479 = stablehlo.multiply %477, %478 : tensor<64x8xf32>
    %480 = stablehlo.sine %479 : tensor<64x8xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %482 = stablehlo.cosine %479 : tensor<64x8xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %484 = stablehlo.convert %424 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %485 = stablehlo.slice %484 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %486 = stablehlo.slice %484 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %487 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %488 = stablehlo.multiply %485, %487 : tensor<8x64x4x8xf32>
    %489 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %490 = stablehlo.multiply %486, %489 : tensor<8x64x4x8xf32>
    %491 = stablehlo.subtract %488, %490 : tensor<8x64x4x8xf32>
    %492 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %493 = stablehlo.multiply %486, %492 : tensor<8x64x4x8xf32>
    %494 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %495 = stablehlo.multiply %485, %494 : tensor<8x64x4x8xf32>
    %496 = stablehlo.add %493, %495 : tensor<8x64x4x8xf32>
    %497 = stablehlo.concatenate %491, %496, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %498 = stablehlo.convert %497 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %499 = stablehlo.reshape %462 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %500 = stablehlo.transpose %400#3, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_75 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %501 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %502 = stablehlo.multiply %500, %501 : tensor<8x4x2x64x64xbf16>
    %c_76 = stablehlo.constant dense<true> : tensor<i1>
    %503 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %504 = call @tril_2(%503) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %505 = stablehlo.convert %502 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_77 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %506:2 = call @_where_3(%504, %505, %cst_77) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %507 = stablehlo.reduce(%506#0 init: %cst_78) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %509 = stablehlo.maximum %508, %507 : tensor<8x4x2x64xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %512 = stablehlo.subtract %506#0, %511 : tensor<8x4x2x64x64xf32>
    %513 = stablehlo.exponential %512 : tensor<8x4x2x64x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%513 init: %cst_80) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %517 = stablehlo.divide %513, %516 : tensor<8x4x2x64x64xf32>
    %518 = stablehlo.multiply %515, %515 : tensor<8x4x2x64x1xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %520 = stablehlo.divide %519, %518 : tensor<8x4x2x64x1xf32>
    %521 = stablehlo.convert %517 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %522 = stablehlo.transpose %400#4, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %523 = stablehlo.reshape %522 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %524 = sdy.sharding_constraint %400#5 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %525 = stablehlo.add %401, %524 : tensor<8x64x128xbf16>
    %526 = stablehlo.convert %525 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %527 = stablehlo.multiply %526, %526 : tensor<8x64x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%527 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %531 = stablehlo.divide %529, %530 : tensor<8x64x1xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %533 = stablehlo.add %531, %532 : tensor<8x64x1xf32>
    %534 = stablehlo.rsqrt %533 : tensor<8x64x1xf32>
    %535 = stablehlo.divide %534, %533 : tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %537 = stablehlo.multiply %536, %535 : tensor<8x64x1xf32>
    %538 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %539 = stablehlo.multiply %526, %538 : tensor<8x64x128xf32>
    %540 = stablehlo.convert %400#12 : (tensor<128xbf16>) -> tensor<128xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %543 = stablehlo.multiply %539, %542 : tensor<8x64x128xf32>
    %544 = stablehlo.convert %543 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %545:3 = call @silu_4(%400#6) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %546 = stablehlo.multiply %545#0, %400#7 : tensor<8x64x256xbf16>
    %547 = sdy.sharding_constraint %400#18 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %548 = stablehlo.dot_general %547, %546, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %549 = stablehlo.transpose %548, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %550 = stablehlo.dot_general %547, %400#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %551 = stablehlo.multiply %545#0, %550 : tensor<8x64x256xbf16>
    %552 = stablehlo.multiply %550, %400#7 : tensor<8x64x256xbf16>
    %553 = call @silu_5(%545#1, %400#6, %545#2, %552) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %554 = stablehlo.dot_general %551, %544, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %555 = stablehlo.transpose %554, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %556 = stablehlo.dot_general %551, %400#15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %557 = stablehlo.dot_general %553, %544, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %558 = stablehlo.transpose %557, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %559 = stablehlo.dot_general %553, %400#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %560 = stablehlo.add %556, %559 : tensor<8x64x128xbf16>
    %561 = stablehlo.convert %560 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %562 = stablehlo.multiply %539, %561 : tensor<8x64x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %564 = stablehlo.reshape %563 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %565 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %566 = stablehlo.multiply %561, %565 : tensor<8x64x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%564 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %568 = stablehlo.convert %567 : (tensor<128xf32>) -> tensor<128xbf16>
    %569 = stablehlo.multiply %526, %566 : tensor<8x64x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %571 = stablehlo.reshape %570 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %572 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %573 = stablehlo.multiply %566, %572 : tensor<8x64x128xf32>
    %574 = stablehlo.multiply %571, %537 : tensor<8x64x1xf32>
    %cst_89 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %576 = stablehlo.divide %574, %575 : tensor<8x64x1xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %579 = stablehlo.multiply %526, %578 : tensor<8x64x128xf32>
    %580 = stablehlo.add %573, %579 : tensor<8x64x128xf32>
    %581 = stablehlo.multiply %578, %526 : tensor<8x64x128xf32>
    %582 = stablehlo.add %580, %581 : tensor<8x64x128xf32>
    %583 = stablehlo.convert %582 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %584 = stablehlo.add %400#18, %583 : tensor<8x64x128xbf16>
    %585 = sdy.sharding_constraint %584 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %586 = stablehlo.dot_general %585, %523, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %587 = stablehlo.transpose %586, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %588 = stablehlo.dot_general %585, %400#13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %589 = stablehlo.reshape %588 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %590 = stablehlo.transpose %589, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %591 = stablehlo.dot_general %590, %426, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %592 = stablehlo.dot_general %590, %521, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %593 = stablehlo.transpose %592, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %594 = stablehlo.convert %591 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %595 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %596 = stablehlo.multiply %594, %595 : tensor<8x4x2x64x64xf32>
    %597 = stablehlo.multiply %596, %513 : tensor<8x4x2x64x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_91) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %600 = stablehlo.negate %599 : tensor<8x4x2x64x1xf32>
    %601 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %602 = stablehlo.divide %594, %601 : tensor<8x4x2x64x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%600 init: %cst_92) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %605 = stablehlo.add %602, %604 : tensor<8x4x2x64x64xf32>
    %606 = stablehlo.multiply %605, %513 : tensor<8x4x2x64x64xf32>
    %607 = call @_where_6(%506#1, %606) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %608 = stablehlo.convert %607 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_93 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %609 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %610 = stablehlo.multiply %608, %609 : tensor<8x4x2x64x64xbf16>
    %611 = stablehlo.transpose %610, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %612 = stablehlo.dot_general %611, %498, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %613 = stablehlo.transpose %612, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %614 = stablehlo.dot_general %611, %499, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %616 = stablehlo.reshape %613 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %617 = stablehlo.convert %615 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %618 = stablehlo.slice %617 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %619 = stablehlo.slice %617 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %620 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %621 = stablehlo.multiply %619, %620 : tensor<8x64x4x8xf32>
    %622 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %623 = stablehlo.multiply %619, %622 : tensor<8x64x4x8xf32>
    %624 = stablehlo.negate %618 : tensor<8x64x4x8xf32>
    %625 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<8x64x4x8xf32>
    %627 = stablehlo.add %623, %626 : tensor<8x64x4x8xf32>
    %628 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %629 = stablehlo.multiply %618, %628 : tensor<8x64x4x8xf32>
    %630 = stablehlo.add %621, %629 : tensor<8x64x4x8xf32>
    %631 = stablehlo.concatenate %630, %627, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %632 = stablehlo.convert %631 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %633 = stablehlo.convert %616 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %634 = stablehlo.slice %633 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %635 = stablehlo.slice %633 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %636 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<8x64x8x8xf32>
    %638 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %639 = stablehlo.multiply %635, %638 : tensor<8x64x8x8xf32>
    %640 = stablehlo.negate %634 : tensor<8x64x8x8xf32>
    %641 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<8x64x8x8xf32>
    %643 = stablehlo.add %639, %642 : tensor<8x64x8x8xf32>
    %644 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %645 = stablehlo.multiply %634, %644 : tensor<8x64x8x8xf32>
    %646 = stablehlo.add %637, %645 : tensor<8x64x8x8xf32>
    %647 = stablehlo.concatenate %646, %643, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %648 = stablehlo.convert %647 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %649 = stablehlo.reshape %593 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %650 = sdy.sharding_constraint %649 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %651 = stablehlo.dot_general %650, %420, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %652 = stablehlo.transpose %651, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %653 = stablehlo.dot_general %650, %400#16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %654 = stablehlo.reshape %632 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %655 = sdy.sharding_constraint %654 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %656 = stablehlo.dot_general %655, %420, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %657 = stablehlo.transpose %656, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %658 = stablehlo.dot_general %655, %400#11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %659 = stablehlo.add %653, %658 : tensor<8x64x128xbf16>
    %660 = stablehlo.reshape %648 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %661 = sdy.sharding_constraint %660 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %662 = stablehlo.dot_general %661, %420, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %663 = stablehlo.transpose %662, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %664 = stablehlo.dot_general %661, %400#14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %665 = stablehlo.add %659, %664 : tensor<8x64x128xbf16>
    %666 = stablehlo.convert %665 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %667 = stablehlo.multiply %415, %666 : tensor<8x64x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%667 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %669 = stablehlo.reshape %668 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %670 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %671 = stablehlo.multiply %666, %670 : tensor<8x64x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%669 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %673 = stablehlo.convert %672 : (tensor<128xf32>) -> tensor<128xbf16>
    %674 = stablehlo.multiply %402, %671 : tensor<8x64x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%674 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %676 = stablehlo.reshape %675 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %677 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %678 = stablehlo.multiply %671, %677 : tensor<8x64x128xf32>
    %679 = stablehlo.multiply %676, %413 : tensor<8x64x1xf32>
    %cst_97 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %681 = stablehlo.divide %679, %680 : tensor<8x64x1xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%681 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %684 = stablehlo.multiply %402, %683 : tensor<8x64x128xf32>
    %685 = stablehlo.add %678, %684 : tensor<8x64x128xf32>
    %686 = stablehlo.multiply %683, %402 : tensor<8x64x128xf32>
    %687 = stablehlo.add %685, %686 : tensor<8x64x128xf32>
    %688 = stablehlo.convert %687 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %689 = stablehlo.add %584, %688 : tensor<8x64x128xbf16>
    %690 = sdy.sharding_constraint %689 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %691:19 = stablehlo.optimization_barrier %20, %24, %28, %105, %126, %130, %150, %152, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %1, %690 : tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x4x16x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %692 = sdy.sharding_constraint %691#17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %693 = stablehlo.convert %692 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %694 = stablehlo.multiply %693, %693 : tensor<8x64x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%694 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_100 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %698 = stablehlo.divide %696, %697 : tensor<8x64x1xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %700 = stablehlo.add %698, %699 : tensor<8x64x1xf32>
    %701 = stablehlo.rsqrt %700 : tensor<8x64x1xf32>
    %702 = stablehlo.divide %701, %700 : tensor<8x64x1xf32>
    %cst_102 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %704 = stablehlo.multiply %703, %702 : tensor<8x64x1xf32>
    %705 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %706 = stablehlo.multiply %693, %705 : tensor<8x64x128xf32>
    %707 = stablehlo.convert %691#8 : (tensor<128xbf16>) -> tensor<128xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %710 = stablehlo.multiply %706, %709 : tensor<8x64x128xf32>
    %711 = stablehlo.convert %710 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %712 = sdy.sharding_constraint %691#0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %713 = stablehlo.reshape %712 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %714 = sdy.sharding_constraint %691#1 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %715 = stablehlo.reshape %714 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %716 = sdy.sharding_constraint %691#2 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %717 = stablehlo.reshape %716 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %718 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %720 = stablehlo.multiply %719, %718 : tensor<8xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %722 = stablehlo.add %721, %720 : tensor<8xf32>
    %cst_105 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %724 = stablehlo.divide %722, %723 : tensor<8xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %726 = stablehlo.power %725, %724 : tensor<8xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %728 = stablehlo.divide %727, %726 : tensor<8xf32>
    %729 = stablehlo.iota dim = 0 : tensor<64xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %731 = stablehlo.broadcast_in_dim %728, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %732 = stablehlo.broadcast_in_dim %730, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %733 = stablehlo.broadcast_in_dim %731, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<64x8xf32>
    %735 = stablehlo.sine %734 : tensor<64x8xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %737 = stablehlo.cosine %734 : tensor<64x8xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %739 = stablehlo.convert %713 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %740 = stablehlo.slice %739 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %741 = stablehlo.slice %739 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %742 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %743 = stablehlo.multiply %740, %742 : tensor<8x64x8x8xf32>
    %744 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %745 = stablehlo.multiply %741, %744 : tensor<8x64x8x8xf32>
    %746 = stablehlo.subtract %743, %745 : tensor<8x64x8x8xf32>
    %747 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %748 = stablehlo.multiply %741, %747 : tensor<8x64x8x8xf32>
    %749 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %750 = stablehlo.multiply %740, %749 : tensor<8x64x8x8xf32>
    %751 = stablehlo.add %748, %750 : tensor<8x64x8x8xf32>
    %752 = stablehlo.concatenate %746, %751, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %753 = stablehlo.convert %752 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %754 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %756 = stablehlo.multiply %755, %754 : tensor<8xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %758 = stablehlo.add %757, %756 : tensor<8xf32>
    %cst_110 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %760 = stablehlo.divide %758, %759 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %762 = stablehlo.power %761, %760 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %764 = stablehlo.divide %763, %762 : tensor<8xf32>
    %765 = stablehlo.iota dim = 0 : tensor<64xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %767 = stablehlo.broadcast_in_dim %764, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %768 = stablehlo.broadcast_in_dim %766, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %769 = stablehlo.broadcast_in_dim %767, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %770 = stablehlo.multiply %768, %769 : tensor<64x8xf32>
    %771 = stablehlo.sine %770 : tensor<64x8xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %773 = stablehlo.cosine %770 : tensor<64x8xf32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %775 = stablehlo.convert %715 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %776 = stablehlo.slice %775 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %777 = stablehlo.slice %775 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %778 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %779 = stablehlo.multiply %776, %778 : tensor<8x64x4x8xf32>
    %780 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %781 = stablehlo.multiply %777, %780 : tensor<8x64x4x8xf32>
    %782 = stablehlo.subtract %779, %781 : tensor<8x64x4x8xf32>
    %783 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %784 = stablehlo.multiply %777, %783 : tensor<8x64x4x8xf32>
    %785 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %786 = stablehlo.multiply %776, %785 : tensor<8x64x4x8xf32>
    %787 = stablehlo.add %784, %786 : tensor<8x64x4x8xf32>
    %788 = stablehlo.concatenate %782, %787, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %789 = stablehlo.convert %788 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %790 = stablehlo.reshape %753 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %791 = stablehlo.transpose %691#3, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_113 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %792 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %793 = stablehlo.multiply %791, %792 : tensor<8x4x2x64x64xbf16>
    %c_114 = stablehlo.constant dense<true> : tensor<i1>
    %794 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %795 = call @tril_2(%794) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %796 = stablehlo.convert %793 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_115 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %797:2 = call @_where_3(%795, %796, %cst_115) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %798 = stablehlo.reduce(%797#0 init: %cst_116) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %800 = stablehlo.maximum %799, %798 : tensor<8x4x2x64xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %803 = stablehlo.subtract %797#0, %802 : tensor<8x4x2x64x64xf32>
    %804 = stablehlo.exponential %803 : tensor<8x4x2x64x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.reduce(%804 init: %cst_118) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %808 = stablehlo.divide %804, %807 : tensor<8x4x2x64x64xf32>
    %809 = stablehlo.multiply %806, %806 : tensor<8x4x2x64x1xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %811 = stablehlo.divide %810, %809 : tensor<8x4x2x64x1xf32>
    %812 = stablehlo.convert %808 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %813 = stablehlo.transpose %691#4, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %814 = stablehlo.reshape %813 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %815 = sdy.sharding_constraint %691#5 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %816 = stablehlo.add %692, %815 : tensor<8x64x128xbf16>
    %817 = stablehlo.convert %816 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %818 = stablehlo.multiply %817, %817 : tensor<8x64x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %819 = stablehlo.reduce(%818 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_121 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %822 = stablehlo.divide %820, %821 : tensor<8x64x1xf32>
    %cst_122 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %824 = stablehlo.add %822, %823 : tensor<8x64x1xf32>
    %825 = stablehlo.rsqrt %824 : tensor<8x64x1xf32>
    %826 = stablehlo.divide %825, %824 : tensor<8x64x1xf32>
    %cst_123 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %828 = stablehlo.multiply %827, %826 : tensor<8x64x1xf32>
    %829 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %830 = stablehlo.multiply %817, %829 : tensor<8x64x128xf32>
    %831 = stablehlo.convert %691#12 : (tensor<128xbf16>) -> tensor<128xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %834 = stablehlo.multiply %830, %833 : tensor<8x64x128xf32>
    %835 = stablehlo.convert %834 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %836:3 = call @silu_4(%691#6) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %837 = stablehlo.multiply %836#0, %691#7 : tensor<8x64x256xbf16>
    %838 = sdy.sharding_constraint %691#18 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %839 = stablehlo.dot_general %838, %837, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %840 = stablehlo.transpose %839, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %841 = stablehlo.dot_general %838, %691#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %842 = stablehlo.multiply %836#0, %841 : tensor<8x64x256xbf16>
    %843 = stablehlo.multiply %841, %691#7 : tensor<8x64x256xbf16>
    %844 = call @silu_5(%836#1, %691#6, %836#2, %843) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %845 = stablehlo.dot_general %842, %835, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %846 = stablehlo.transpose %845, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %847 = stablehlo.dot_general %842, %691#15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %848 = stablehlo.dot_general %844, %835, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %849 = stablehlo.transpose %848, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %850 = stablehlo.dot_general %844, %691#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %851 = stablehlo.add %847, %850 : tensor<8x64x128xbf16>
    %852 = stablehlo.convert %851 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %853 = stablehlo.multiply %830, %852 : tensor<8x64x128xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%853 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %855 = stablehlo.reshape %854 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %856 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %857 = stablehlo.multiply %852, %856 : tensor<8x64x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%855 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %859 = stablehlo.convert %858 : (tensor<128xf32>) -> tensor<128xbf16>
    %860 = stablehlo.multiply %817, %857 : tensor<8x64x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.reduce(%860 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %862 = stablehlo.reshape %861 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %863 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %864 = stablehlo.multiply %857, %863 : tensor<8x64x128xf32>
    %865 = stablehlo.multiply %862, %828 : tensor<8x64x1xf32>
    %cst_127 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %867 = stablehlo.divide %865, %866 : tensor<8x64x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %868 = stablehlo.reduce(%867 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %870 = stablehlo.multiply %817, %869 : tensor<8x64x128xf32>
    %871 = stablehlo.add %864, %870 : tensor<8x64x128xf32>
    %872 = stablehlo.multiply %869, %817 : tensor<8x64x128xf32>
    %873 = stablehlo.add %871, %872 : tensor<8x64x128xf32>
    %874 = stablehlo.convert %873 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %875 = stablehlo.add %691#18, %874 : tensor<8x64x128xbf16>
    %876 = sdy.sharding_constraint %875 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %877 = stablehlo.dot_general %876, %814, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %878 = stablehlo.transpose %877, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %879 = stablehlo.dot_general %876, %691#13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %880 = stablehlo.reshape %879 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %881 = stablehlo.transpose %880, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %882 = stablehlo.dot_general %881, %717, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %883 = stablehlo.dot_general %881, %812, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %884 = stablehlo.transpose %883, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %885 = stablehlo.convert %882 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %886 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %887 = stablehlo.multiply %885, %886 : tensor<8x4x2x64x64xf32>
    %888 = stablehlo.multiply %887, %804 : tensor<8x4x2x64x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%888 init: %cst_129) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %890 = stablehlo.reshape %889 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %891 = stablehlo.negate %890 : tensor<8x4x2x64x1xf32>
    %892 = stablehlo.broadcast_in_dim %806, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %893 = stablehlo.divide %885, %892 : tensor<8x4x2x64x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.reduce(%891 init: %cst_130) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %896 = stablehlo.add %893, %895 : tensor<8x4x2x64x64xf32>
    %897 = stablehlo.multiply %896, %804 : tensor<8x4x2x64x64xf32>
    %898 = call @_where_6(%797#1, %897) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %899 = stablehlo.convert %898 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_131 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %900 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %901 = stablehlo.multiply %899, %900 : tensor<8x4x2x64x64xbf16>
    %902 = stablehlo.transpose %901, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %903 = stablehlo.dot_general %902, %789, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %904 = stablehlo.transpose %903, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %905 = stablehlo.dot_general %902, %790, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %906 = stablehlo.transpose %905, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %907 = stablehlo.reshape %904 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %908 = stablehlo.convert %906 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %909 = stablehlo.slice %908 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %910 = stablehlo.slice %908 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %911 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %912 = stablehlo.multiply %910, %911 : tensor<8x64x4x8xf32>
    %913 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %914 = stablehlo.multiply %910, %913 : tensor<8x64x4x8xf32>
    %915 = stablehlo.negate %909 : tensor<8x64x4x8xf32>
    %916 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %917 = stablehlo.multiply %915, %916 : tensor<8x64x4x8xf32>
    %918 = stablehlo.add %914, %917 : tensor<8x64x4x8xf32>
    %919 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %920 = stablehlo.multiply %909, %919 : tensor<8x64x4x8xf32>
    %921 = stablehlo.add %912, %920 : tensor<8x64x4x8xf32>
    %922 = stablehlo.concatenate %921, %918, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %923 = stablehlo.convert %922 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %924 = stablehlo.convert %907 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %925 = stablehlo.slice %924 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %926 = stablehlo.slice %924 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %927 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<8x64x8x8xf32>
    %929 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %930 = stablehlo.multiply %926, %929 : tensor<8x64x8x8xf32>
    %931 = stablehlo.negate %925 : tensor<8x64x8x8xf32>
    %932 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %933 = stablehlo.multiply %931, %932 : tensor<8x64x8x8xf32>
    %934 = stablehlo.add %930, %933 : tensor<8x64x8x8xf32>
    %935 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %936 = stablehlo.multiply %925, %935 : tensor<8x64x8x8xf32>
    %937 = stablehlo.add %928, %936 : tensor<8x64x8x8xf32>
    %938 = stablehlo.concatenate %937, %934, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %939 = stablehlo.convert %938 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %940 = stablehlo.reshape %884 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %941 = sdy.sharding_constraint %940 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %942 = stablehlo.dot_general %941, %711, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %943 = stablehlo.transpose %942, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %944 = stablehlo.dot_general %941, %691#16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %945 = stablehlo.reshape %923 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %946 = sdy.sharding_constraint %945 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %947 = stablehlo.dot_general %946, %711, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %948 = stablehlo.transpose %947, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %949 = stablehlo.dot_general %946, %691#11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %950 = stablehlo.add %944, %949 : tensor<8x64x128xbf16>
    %951 = stablehlo.reshape %939 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %952 = sdy.sharding_constraint %951 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %953 = stablehlo.dot_general %952, %711, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %954 = stablehlo.transpose %953, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %955 = stablehlo.dot_general %952, %691#14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %956 = stablehlo.add %950, %955 : tensor<8x64x128xbf16>
    %957 = stablehlo.convert %956 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %958 = stablehlo.multiply %706, %957 : tensor<8x64x128xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %959 = stablehlo.reduce(%958 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %960 = stablehlo.reshape %959 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %961 = stablehlo.broadcast_in_dim %708, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %962 = stablehlo.multiply %957, %961 : tensor<8x64x128xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%960 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %964 = stablehlo.convert %963 : (tensor<128xf32>) -> tensor<128xbf16>
    %965 = stablehlo.multiply %693, %962 : tensor<8x64x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %966 = stablehlo.reduce(%965 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %967 = stablehlo.reshape %966 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %968 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %969 = stablehlo.multiply %962, %968 : tensor<8x64x128xf32>
    %970 = stablehlo.multiply %967, %704 : tensor<8x64x1xf32>
    %cst_135 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %972 = stablehlo.divide %970, %971 : tensor<8x64x1xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %973 = stablehlo.reduce(%972 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %974 = stablehlo.broadcast_in_dim %973, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %975 = stablehlo.multiply %693, %974 : tensor<8x64x128xf32>
    %976 = stablehlo.add %969, %975 : tensor<8x64x128xf32>
    %977 = stablehlo.multiply %974, %693 : tensor<8x64x128xf32>
    %978 = stablehlo.add %976, %977 : tensor<8x64x128xf32>
    %979 = stablehlo.convert %978 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %980 = stablehlo.add %875, %979 : tensor<8x64x128xbf16>
    %981 = sdy.sharding_constraint %980 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %982 = sdy.sharding_constraint %981 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %983 = call @_take_7(%0#1, %982) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %984 = stablehlo.convert %983 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %985 = stablehlo.convert %384 : (tensor<128xbf16>) -> tensor<128xf32>
    %986 = stablehlo.convert %964 : (tensor<128xbf16>) -> tensor<128xf32>
    %987 = stablehlo.convert %840 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %988 = stablehlo.convert %849 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %989 = stablehlo.convert %948 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %990 = stablehlo.convert %859 : (tensor<128xbf16>) -> tensor<128xf32>
    %991 = stablehlo.convert %878 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %992 = stablehlo.convert %954 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %993 = stablehlo.convert %846 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %994 = stablehlo.convert %943 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %995 = stablehlo.convert %673 : (tensor<128xbf16>) -> tensor<128xf32>
    %996 = stablehlo.convert %549 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %997 = stablehlo.convert %558 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %998 = stablehlo.convert %657 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %999 = stablehlo.convert %568 : (tensor<128xbf16>) -> tensor<128xf32>
    %1000 = stablehlo.convert %587 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1001 = stablehlo.convert %663 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1002 = stablehlo.convert %555 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %1003 = stablehlo.convert %652 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %1004 = stablehlo.convert %375 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1006 = stablehlo.multiply %1005, %984 : tensor<512x128xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1008 = stablehlo.multiply %1007, %arg43 : tensor<512x128xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<512x128xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1011 = stablehlo.multiply %1010, %985 : tensor<128xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1013 = stablehlo.multiply %1012, %arg44 : tensor<128xf32>
    %1014 = stablehlo.add %1011, %1013 : tensor<128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1016 = stablehlo.multiply %1015, %986 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1018 = stablehlo.multiply %1017, %arg45 : tensor<128xf32>
    %1019 = stablehlo.add %1016, %1018 : tensor<128xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1021 = stablehlo.multiply %1020, %987 : tensor<256x128xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1023 = stablehlo.multiply %1022, %arg46 : tensor<256x128xf32>
    %1024 = stablehlo.add %1021, %1023 : tensor<256x128xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1026 = stablehlo.multiply %1025, %988 : tensor<128x256xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1028 = stablehlo.multiply %1027, %arg47 : tensor<128x256xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<128x256xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1031 = stablehlo.multiply %1030, %989 : tensor<128x64xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1033 = stablehlo.multiply %1032, %arg48 : tensor<128x64xf32>
    %1034 = stablehlo.add %1031, %1033 : tensor<128x64xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1036 = stablehlo.multiply %1035, %990 : tensor<128xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1038 = stablehlo.multiply %1037, %arg49 : tensor<128xf32>
    %1039 = stablehlo.add %1036, %1038 : tensor<128xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1041 = stablehlo.multiply %1040, %991 : tensor<128x128xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1043 = stablehlo.multiply %1042, %arg50 : tensor<128x128xf32>
    %1044 = stablehlo.add %1041, %1043 : tensor<128x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1046 = stablehlo.multiply %1045, %992 : tensor<128x128xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1048 = stablehlo.multiply %1047, %arg51 : tensor<128x128xf32>
    %1049 = stablehlo.add %1046, %1048 : tensor<128x128xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1051 = stablehlo.multiply %1050, %993 : tensor<128x256xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1053 = stablehlo.multiply %1052, %arg52 : tensor<128x256xf32>
    %1054 = stablehlo.add %1051, %1053 : tensor<128x256xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1056 = stablehlo.multiply %1055, %994 : tensor<128x64xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1058 = stablehlo.multiply %1057, %arg53 : tensor<128x64xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<128x64xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1061 = stablehlo.multiply %1060, %995 : tensor<128xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1063 = stablehlo.multiply %1062, %arg54 : tensor<128xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<128xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1066 = stablehlo.multiply %1065, %996 : tensor<256x128xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1068 = stablehlo.multiply %1067, %arg55 : tensor<256x128xf32>
    %1069 = stablehlo.add %1066, %1068 : tensor<256x128xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1071 = stablehlo.multiply %1070, %997 : tensor<128x256xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1073 = stablehlo.multiply %1072, %arg56 : tensor<128x256xf32>
    %1074 = stablehlo.add %1071, %1073 : tensor<128x256xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1076 = stablehlo.multiply %1075, %998 : tensor<128x64xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1078 = stablehlo.multiply %1077, %arg57 : tensor<128x64xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<128x64xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1081 = stablehlo.multiply %1080, %999 : tensor<128xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1083 = stablehlo.multiply %1082, %arg58 : tensor<128xf32>
    %1084 = stablehlo.add %1081, %1083 : tensor<128xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1086 = stablehlo.multiply %1085, %1000 : tensor<128x128xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1088 = stablehlo.multiply %1087, %arg59 : tensor<128x128xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<128x128xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1091 = stablehlo.multiply %1090, %1001 : tensor<128x128xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1093 = stablehlo.multiply %1092, %arg60 : tensor<128x128xf32>
    %1094 = stablehlo.add %1091, %1093 : tensor<128x128xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1096 = stablehlo.multiply %1095, %1002 : tensor<128x256xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1098 = stablehlo.multiply %1097, %arg61 : tensor<128x256xf32>
    %1099 = stablehlo.add %1096, %1098 : tensor<128x256xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1101 = stablehlo.multiply %1100, %1003 : tensor<128x64xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1103 = stablehlo.multiply %1102, %arg62 : tensor<128x64xf32>
    %1104 = stablehlo.add %1101, %1103 : tensor<128x64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1106 = stablehlo.multiply %1105, %1004 : tensor<128x512xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1108 = stablehlo.multiply %1107, %arg63 : tensor<128x512xf32>
    %1109 = stablehlo.add %1106, %1108 : tensor<128x512xf32>
    %1110 = stablehlo.multiply %984, %984 : tensor<512x128xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1112 = stablehlo.multiply %1111, %1110 : tensor<512x128xf32>
    %cst_180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1114 = stablehlo.multiply %1113, %arg64 : tensor<512x128xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<512x128xf32>
    %1116 = stablehlo.multiply %985, %985 : tensor<128xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1118 = stablehlo.multiply %1117, %1116 : tensor<128xf32>
    %cst_182 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1120 = stablehlo.multiply %1119, %arg65 : tensor<128xf32>
    %1121 = stablehlo.add %1118, %1120 : tensor<128xf32>
    %1122 = stablehlo.multiply %986, %986 : tensor<128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1124 = stablehlo.multiply %1123, %1122 : tensor<128xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1126 = stablehlo.multiply %1125, %arg66 : tensor<128xf32>
    %1127 = stablehlo.add %1124, %1126 : tensor<128xf32>
    %1128 = stablehlo.multiply %987, %987 : tensor<256x128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1130 = stablehlo.multiply %1129, %1128 : tensor<256x128xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1132 = stablehlo.multiply %1131, %arg67 : tensor<256x128xf32>
    %1133 = stablehlo.add %1130, %1132 : tensor<256x128xf32>
    %1134 = stablehlo.multiply %988, %988 : tensor<128x256xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1136 = stablehlo.multiply %1135, %1134 : tensor<128x256xf32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1138 = stablehlo.multiply %1137, %arg68 : tensor<128x256xf32>
    %1139 = stablehlo.add %1136, %1138 : tensor<128x256xf32>
    %1140 = stablehlo.multiply %989, %989 : tensor<128x64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1142 = stablehlo.multiply %1141, %1140 : tensor<128x64xf32>
    %cst_190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1144 = stablehlo.multiply %1143, %arg69 : tensor<128x64xf32>
    %1145 = stablehlo.add %1142, %1144 : tensor<128x64xf32>
    %1146 = stablehlo.multiply %990, %990 : tensor<128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1148 = stablehlo.multiply %1147, %1146 : tensor<128xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1150 = stablehlo.multiply %1149, %arg70 : tensor<128xf32>
    %1151 = stablehlo.add %1148, %1150 : tensor<128xf32>
    %1152 = stablehlo.multiply %991, %991 : tensor<128x128xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1154 = stablehlo.multiply %1153, %1152 : tensor<128x128xf32>
    %cst_194 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1156 = stablehlo.multiply %1155, %arg71 : tensor<128x128xf32>
    %1157 = stablehlo.add %1154, %1156 : tensor<128x128xf32>
    %1158 = stablehlo.multiply %992, %992 : tensor<128x128xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1160 = stablehlo.multiply %1159, %1158 : tensor<128x128xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1162 = stablehlo.multiply %1161, %arg72 : tensor<128x128xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<128x128xf32>
    %1164 = stablehlo.multiply %993, %993 : tensor<128x256xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1166 = stablehlo.multiply %1165, %1164 : tensor<128x256xf32>
    %cst_198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1168 = stablehlo.multiply %1167, %arg73 : tensor<128x256xf32>
    %1169 = stablehlo.add %1166, %1168 : tensor<128x256xf32>
    %1170 = stablehlo.multiply %994, %994 : tensor<128x64xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1172 = stablehlo.multiply %1171, %1170 : tensor<128x64xf32>
    %cst_200 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1174 = stablehlo.multiply %1173, %arg74 : tensor<128x64xf32>
    %1175 = stablehlo.add %1172, %1174 : tensor<128x64xf32>
    %1176 = stablehlo.multiply %995, %995 : tensor<128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1178 = stablehlo.multiply %1177, %1176 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1180 = stablehlo.multiply %1179, %arg75 : tensor<128xf32>
    %1181 = stablehlo.add %1178, %1180 : tensor<128xf32>
    %1182 = stablehlo.multiply %996, %996 : tensor<256x128xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1184 = stablehlo.multiply %1183, %1182 : tensor<256x128xf32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1186 = stablehlo.multiply %1185, %arg76 : tensor<256x128xf32>
    %1187 = stablehlo.add %1184, %1186 : tensor<256x128xf32>
    %1188 = stablehlo.multiply %997, %997 : tensor<128x256xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1190 = stablehlo.multiply %1189, %1188 : tensor<128x256xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1192 = stablehlo.multiply %1191, %arg77 : tensor<128x256xf32>
    %1193 = stablehlo.add %1190, %1192 : tensor<128x256xf32>
    %1194 = stablehlo.multiply %998, %998 : tensor<128x64xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1196 = stablehlo.multiply %1195, %1194 : tensor<128x64xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1198 = stablehlo.multiply %1197, %arg78 : tensor<128x64xf32>
    %1199 = stablehlo.add %1196, %1198 : tensor<128x64xf32>
    %1200 = stablehlo.multiply %999, %999 : tensor<128xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1202 = stablehlo.multiply %1201, %1200 : tensor<128xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1204 = stablehlo.multiply %1203, %arg79 : tensor<128xf32>
    %1205 = stablehlo.add %1202, %1204 : tensor<128xf32>
    %1206 = stablehlo.multiply %1000, %1000 : tensor<128x128xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1208 = stablehlo.multiply %1207, %1206 : tensor<128x128xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1210 = stablehlo.multiply %1209, %arg80 : tensor<128x128xf32>
    %1211 = stablehlo.add %1208, %1210 : tensor<128x128xf32>
    %1212 = stablehlo.multiply %1001, %1001 : tensor<128x128xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1214 = stablehlo.multiply %1213, %1212 : tensor<128x128xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1216 = stablehlo.multiply %1215, %arg81 : tensor<128x128xf32>
    %1217 = stablehlo.add %1214, %1216 : tensor<128x128xf32>
    %1218 = stablehlo.multiply %1002, %1002 : tensor<128x256xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1220 = stablehlo.multiply %1219, %1218 : tensor<128x256xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1222 = stablehlo.multiply %1221, %arg82 : tensor<128x256xf32>
    %1223 = stablehlo.add %1220, %1222 : tensor<128x256xf32>
    %1224 = stablehlo.multiply %1003, %1003 : tensor<128x64xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1226 = stablehlo.multiply %1225, %1224 : tensor<128x64xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1228 = stablehlo.multiply %1227, %arg83 : tensor<128x64xf32>
    %1229 = stablehlo.add %1226, %1228 : tensor<128x64xf32>
    %1230 = stablehlo.multiply %1004, %1004 : tensor<128x512xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1232 = stablehlo.multiply %1231, %1230 : tensor<128x512xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1234 = stablehlo.multiply %1233, %arg84 : tensor<128x512xf32>
    %1235 = stablehlo.add %1232, %1234 : tensor<128x512xf32>
    %c_221 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1236 = stablehlo.compare LT, %arg42, %c_221, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_222 = stablehlo.constant dense<1> : tensor<i32>
    %1237 = stablehlo.add %arg42, %c_222 : tensor<i32>
    %c_223 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1238 = call @_where_8(%1236, %1237, %c_223) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1239 = stablehlo.convert %1238 : (tensor<i32>) -> tensor<f32>
    %1240 = stablehlo.power %cst_224, %1239 : tensor<f32>
    %cst_225 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1241 = stablehlo.subtract %cst_225, %1240 : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1243 = stablehlo.divide %1009, %1242 : tensor<512x128xf32>
    %1244 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1245 = stablehlo.divide %1014, %1244 : tensor<128xf32>
    %1246 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1247 = stablehlo.divide %1019, %1246 : tensor<128xf32>
    %1248 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1249 = stablehlo.divide %1024, %1248 : tensor<256x128xf32>
    %1250 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1251 = stablehlo.divide %1029, %1250 : tensor<128x256xf32>
    %1252 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1253 = stablehlo.divide %1034, %1252 : tensor<128x64xf32>
    %1254 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1255 = stablehlo.divide %1039, %1254 : tensor<128xf32>
    %1256 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1257 = stablehlo.divide %1044, %1256 : tensor<128x128xf32>
    %1258 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1259 = stablehlo.divide %1049, %1258 : tensor<128x128xf32>
    %1260 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1261 = stablehlo.divide %1054, %1260 : tensor<128x256xf32>
    %1262 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1263 = stablehlo.divide %1059, %1262 : tensor<128x64xf32>
    %1264 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1265 = stablehlo.divide %1064, %1264 : tensor<128xf32>
    %1266 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1267 = stablehlo.divide %1069, %1266 : tensor<256x128xf32>
    %1268 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1269 = stablehlo.divide %1074, %1268 : tensor<128x256xf32>
    %1270 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1271 = stablehlo.divide %1079, %1270 : tensor<128x64xf32>
    %1272 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1273 = stablehlo.divide %1084, %1272 : tensor<128xf32>
    %1274 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1275 = stablehlo.divide %1089, %1274 : tensor<128x128xf32>
    %1276 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1277 = stablehlo.divide %1094, %1276 : tensor<128x128xf32>
    %1278 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1279 = stablehlo.divide %1099, %1278 : tensor<128x256xf32>
    %1280 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1281 = stablehlo.divide %1104, %1280 : tensor<128x64xf32>
    %1282 = stablehlo.broadcast_in_dim %1241, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1283 = stablehlo.divide %1109, %1282 : tensor<128x512xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1284 = stablehlo.convert %1238 : (tensor<i32>) -> tensor<f32>
    %1285 = stablehlo.power %cst_226, %1284 : tensor<f32>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1286 = stablehlo.subtract %cst_227, %1285 : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1288 = stablehlo.divide %1115, %1287 : tensor<512x128xf32>
    %1289 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1290 = stablehlo.divide %1121, %1289 : tensor<128xf32>
    %1291 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1292 = stablehlo.divide %1127, %1291 : tensor<128xf32>
    %1293 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1294 = stablehlo.divide %1133, %1293 : tensor<256x128xf32>
    %1295 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1296 = stablehlo.divide %1139, %1295 : tensor<128x256xf32>
    %1297 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1298 = stablehlo.divide %1145, %1297 : tensor<128x64xf32>
    %1299 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1300 = stablehlo.divide %1151, %1299 : tensor<128xf32>
    %1301 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1302 = stablehlo.divide %1157, %1301 : tensor<128x128xf32>
    %1303 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1304 = stablehlo.divide %1163, %1303 : tensor<128x128xf32>
    %1305 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1306 = stablehlo.divide %1169, %1305 : tensor<128x256xf32>
    %1307 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1308 = stablehlo.divide %1175, %1307 : tensor<128x64xf32>
    %1309 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1310 = stablehlo.divide %1181, %1309 : tensor<128xf32>
    %1311 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1312 = stablehlo.divide %1187, %1311 : tensor<256x128xf32>
    %1313 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1314 = stablehlo.divide %1193, %1313 : tensor<128x256xf32>
    %1315 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1316 = stablehlo.divide %1199, %1315 : tensor<128x64xf32>
    %1317 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1318 = stablehlo.divide %1205, %1317 : tensor<128xf32>
    %1319 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1320 = stablehlo.divide %1211, %1319 : tensor<128x128xf32>
    %1321 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1322 = stablehlo.divide %1217, %1321 : tensor<128x128xf32>
    %1323 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1324 = stablehlo.divide %1223, %1323 : tensor<128x256xf32>
    %1325 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1326 = stablehlo.divide %1229, %1325 : tensor<128x64xf32>
    %1327 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1328 = stablehlo.divide %1235, %1327 : tensor<128x512xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1329 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1330 = stablehlo.add %1288, %1329 : tensor<512x128xf32>
    %1331 = stablehlo.sqrt %1330 : tensor<512x128xf32>
    %cst_229 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1333 = stablehlo.add %1331, %1332 : tensor<512x128xf32>
    %1334 = stablehlo.divide %1243, %1333 : tensor<512x128xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1336 = stablehlo.add %1290, %1335 : tensor<128xf32>
    %1337 = stablehlo.sqrt %1336 : tensor<128xf32>
    %cst_231 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1339 = stablehlo.add %1337, %1338 : tensor<128xf32>
    %1340 = stablehlo.divide %1245, %1339 : tensor<128xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1342 = stablehlo.add %1292, %1341 : tensor<128xf32>
    %1343 = stablehlo.sqrt %1342 : tensor<128xf32>
    %cst_233 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1345 = stablehlo.add %1343, %1344 : tensor<128xf32>
    %1346 = stablehlo.divide %1247, %1345 : tensor<128xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1348 = stablehlo.add %1294, %1347 : tensor<256x128xf32>
    %1349 = stablehlo.sqrt %1348 : tensor<256x128xf32>
    %cst_235 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1351 = stablehlo.add %1349, %1350 : tensor<256x128xf32>
    %1352 = stablehlo.divide %1249, %1351 : tensor<256x128xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1354 = stablehlo.add %1296, %1353 : tensor<128x256xf32>
    %1355 = stablehlo.sqrt %1354 : tensor<128x256xf32>
    %cst_237 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1357 = stablehlo.add %1355, %1356 : tensor<128x256xf32>
    %1358 = stablehlo.divide %1251, %1357 : tensor<128x256xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1360 = stablehlo.add %1298, %1359 : tensor<128x64xf32>
    %1361 = stablehlo.sqrt %1360 : tensor<128x64xf32>
    %cst_239 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1363 = stablehlo.add %1361, %1362 : tensor<128x64xf32>
    %1364 = stablehlo.divide %1253, %1363 : tensor<128x64xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1366 = stablehlo.add %1300, %1365 : tensor<128xf32>
    %1367 = stablehlo.sqrt %1366 : tensor<128xf32>
    %cst_241 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<128xf32>
    %1370 = stablehlo.divide %1255, %1369 : tensor<128xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1372 = stablehlo.add %1302, %1371 : tensor<128x128xf32>
    %1373 = stablehlo.sqrt %1372 : tensor<128x128xf32>
    %cst_243 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1375 = stablehlo.add %1373, %1374 : tensor<128x128xf32>
    %1376 = stablehlo.divide %1257, %1375 : tensor<128x128xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1378 = stablehlo.add %1304, %1377 : tensor<128x128xf32>
    %1379 = stablehlo.sqrt %1378 : tensor<128x128xf32>
    %cst_245 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1381 = stablehlo.add %1379, %1380 : tensor<128x128xf32>
    %1382 = stablehlo.divide %1259, %1381 : tensor<128x128xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1384 = stablehlo.add %1306, %1383 : tensor<128x256xf32>
    %1385 = stablehlo.sqrt %1384 : tensor<128x256xf32>
    %cst_247 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1387 = stablehlo.add %1385, %1386 : tensor<128x256xf32>
    %1388 = stablehlo.divide %1261, %1387 : tensor<128x256xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1390 = stablehlo.add %1308, %1389 : tensor<128x64xf32>
    %1391 = stablehlo.sqrt %1390 : tensor<128x64xf32>
    %cst_249 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1393 = stablehlo.add %1391, %1392 : tensor<128x64xf32>
    %1394 = stablehlo.divide %1263, %1393 : tensor<128x64xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1396 = stablehlo.add %1310, %1395 : tensor<128xf32>
    %1397 = stablehlo.sqrt %1396 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<128xf32>
    %1400 = stablehlo.divide %1265, %1399 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1402 = stablehlo.add %1312, %1401 : tensor<256x128xf32>
    %1403 = stablehlo.sqrt %1402 : tensor<256x128xf32>
    %cst_253 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<256x128xf32>
    %1406 = stablehlo.divide %1267, %1405 : tensor<256x128xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1408 = stablehlo.add %1314, %1407 : tensor<128x256xf32>
    %1409 = stablehlo.sqrt %1408 : tensor<128x256xf32>
    %cst_255 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<128x256xf32>
    %1412 = stablehlo.divide %1269, %1411 : tensor<128x256xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1414 = stablehlo.add %1316, %1413 : tensor<128x64xf32>
    %1415 = stablehlo.sqrt %1414 : tensor<128x64xf32>
    %cst_257 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1417 = stablehlo.add %1415, %1416 : tensor<128x64xf32>
    %1418 = stablehlo.divide %1271, %1417 : tensor<128x64xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1420 = stablehlo.add %1318, %1419 : tensor<128xf32>
    %1421 = stablehlo.sqrt %1420 : tensor<128xf32>
    %cst_259 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1423 = stablehlo.add %1421, %1422 : tensor<128xf32>
    %1424 = stablehlo.divide %1273, %1423 : tensor<128xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1426 = stablehlo.add %1320, %1425 : tensor<128x128xf32>
    %1427 = stablehlo.sqrt %1426 : tensor<128x128xf32>
    %cst_261 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<128x128xf32>
    %1430 = stablehlo.divide %1275, %1429 : tensor<128x128xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1432 = stablehlo.add %1322, %1431 : tensor<128x128xf32>
    %1433 = stablehlo.sqrt %1432 : tensor<128x128xf32>
    %cst_263 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1435 = stablehlo.add %1433, %1434 : tensor<128x128xf32>
    %1436 = stablehlo.divide %1277, %1435 : tensor<128x128xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1438 = stablehlo.add %1324, %1437 : tensor<128x256xf32>
    %1439 = stablehlo.sqrt %1438 : tensor<128x256xf32>
    %cst_265 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1441 = stablehlo.add %1439, %1440 : tensor<128x256xf32>
    %1442 = stablehlo.divide %1279, %1441 : tensor<128x256xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1444 = stablehlo.add %1326, %1443 : tensor<128x64xf32>
    %1445 = stablehlo.sqrt %1444 : tensor<128x64xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1447 = stablehlo.add %1445, %1446 : tensor<128x64xf32>
    %1448 = stablehlo.divide %1281, %1447 : tensor<128x64xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1450 = stablehlo.add %1328, %1449 : tensor<128x512xf32>
    %1451 = stablehlo.sqrt %1450 : tensor<128x512xf32>
    %cst_269 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1453 = stablehlo.add %1451, %1452 : tensor<128x512xf32>
    %1454 = stablehlo.divide %1283, %1453 : tensor<128x512xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1456 = stablehlo.multiply %1455, %arg21 : tensor<512x128xf32>
    %1457 = stablehlo.add %1334, %1456 : tensor<512x128xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1459 = stablehlo.multiply %1458, %arg22 : tensor<128xf32>
    %1460 = stablehlo.add %1340, %1459 : tensor<128xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1462 = stablehlo.multiply %1461, %arg23 : tensor<128xf32>
    %1463 = stablehlo.add %1346, %1462 : tensor<128xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1465 = stablehlo.multiply %1464, %arg24 : tensor<256x128xf32>
    %1466 = stablehlo.add %1352, %1465 : tensor<256x128xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1468 = stablehlo.multiply %1467, %arg25 : tensor<128x256xf32>
    %1469 = stablehlo.add %1358, %1468 : tensor<128x256xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1471 = stablehlo.multiply %1470, %arg26 : tensor<128x64xf32>
    %1472 = stablehlo.add %1364, %1471 : tensor<128x64xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1474 = stablehlo.multiply %1473, %arg27 : tensor<128xf32>
    %1475 = stablehlo.add %1370, %1474 : tensor<128xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1477 = stablehlo.multiply %1476, %arg28 : tensor<128x128xf32>
    %1478 = stablehlo.add %1376, %1477 : tensor<128x128xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1480 = stablehlo.multiply %1479, %arg29 : tensor<128x128xf32>
    %1481 = stablehlo.add %1382, %1480 : tensor<128x128xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1483 = stablehlo.multiply %1482, %arg30 : tensor<128x256xf32>
    %1484 = stablehlo.add %1388, %1483 : tensor<128x256xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1486 = stablehlo.multiply %1485, %arg31 : tensor<128x64xf32>
    %1487 = stablehlo.add %1394, %1486 : tensor<128x64xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1489 = stablehlo.multiply %1488, %arg32 : tensor<128xf32>
    %1490 = stablehlo.add %1400, %1489 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1492 = stablehlo.multiply %1491, %arg33 : tensor<256x128xf32>
    %1493 = stablehlo.add %1406, %1492 : tensor<256x128xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1495 = stablehlo.multiply %1494, %arg34 : tensor<128x256xf32>
    %1496 = stablehlo.add %1412, %1495 : tensor<128x256xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1498 = stablehlo.multiply %1497, %arg35 : tensor<128x64xf32>
    %1499 = stablehlo.add %1418, %1498 : tensor<128x64xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1501 = stablehlo.multiply %1500, %arg36 : tensor<128xf32>
    %1502 = stablehlo.add %1424, %1501 : tensor<128xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1504 = stablehlo.multiply %1503, %arg37 : tensor<128x128xf32>
    %1505 = stablehlo.add %1430, %1504 : tensor<128x128xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1507 = stablehlo.multiply %1506, %arg38 : tensor<128x128xf32>
    %1508 = stablehlo.add %1436, %1507 : tensor<128x128xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1510 = stablehlo.multiply %1509, %arg39 : tensor<128x256xf32>
    %1511 = stablehlo.add %1442, %1510 : tensor<128x256xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1513 = stablehlo.multiply %1512, %arg40 : tensor<128x64xf32>
    %1514 = stablehlo.add %1448, %1513 : tensor<128x64xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1516 = stablehlo.multiply %1515, %arg41 : tensor<128x512xf32>
    %1517 = stablehlo.add %1454, %1516 : tensor<128x512xf32>
    %cst_291 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1519 = stablehlo.multiply %1518, %1457 : tensor<512x128xf32>
    %cst_292 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1521 = stablehlo.multiply %1520, %1460 : tensor<128xf32>
    %cst_293 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1523 = stablehlo.multiply %1522, %1463 : tensor<128xf32>
    %cst_294 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1525 = stablehlo.multiply %1524, %1466 : tensor<256x128xf32>
    %cst_295 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1527 = stablehlo.multiply %1526, %1469 : tensor<128x256xf32>
    %cst_296 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1529 = stablehlo.multiply %1528, %1472 : tensor<128x64xf32>
    %cst_297 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1531 = stablehlo.multiply %1530, %1475 : tensor<128xf32>
    %cst_298 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1533 = stablehlo.multiply %1532, %1478 : tensor<128x128xf32>
    %cst_299 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1535 = stablehlo.multiply %1534, %1481 : tensor<128x128xf32>
    %cst_300 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1537 = stablehlo.multiply %1536, %1484 : tensor<128x256xf32>
    %cst_301 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1539 = stablehlo.multiply %1538, %1487 : tensor<128x64xf32>
    %cst_302 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1541 = stablehlo.multiply %1540, %1490 : tensor<128xf32>
    %cst_303 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1543 = stablehlo.multiply %1542, %1493 : tensor<256x128xf32>
    %cst_304 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1545 = stablehlo.multiply %1544, %1496 : tensor<128x256xf32>
    %cst_305 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1547 = stablehlo.multiply %1546, %1499 : tensor<128x64xf32>
    %cst_306 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1549 = stablehlo.multiply %1548, %1502 : tensor<128xf32>
    %cst_307 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1551 = stablehlo.multiply %1550, %1505 : tensor<128x128xf32>
    %cst_308 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1552 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1553 = stablehlo.multiply %1552, %1508 : tensor<128x128xf32>
    %cst_309 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1555 = stablehlo.multiply %1554, %1511 : tensor<128x256xf32>
    %cst_310 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1557 = stablehlo.multiply %1556, %1514 : tensor<128x64xf32>
    %cst_311 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1559 = stablehlo.multiply %1558, %1517 : tensor<128x512xf32>
    %1560 = stablehlo.add %arg21, %1519 : tensor<512x128xf32>
    %1561 = stablehlo.add %arg22, %1521 : tensor<128xf32>
    %1562 = stablehlo.add %arg23, %1523 : tensor<128xf32>
    %1563 = stablehlo.add %arg24, %1525 : tensor<256x128xf32>
    %1564 = stablehlo.add %arg25, %1527 : tensor<128x256xf32>
    %1565 = stablehlo.add %arg26, %1529 : tensor<128x64xf32>
    %1566 = stablehlo.add %arg27, %1531 : tensor<128xf32>
    %1567 = stablehlo.add %arg28, %1533 : tensor<128x128xf32>
    %1568 = stablehlo.add %arg29, %1535 : tensor<128x128xf32>
    %1569 = stablehlo.add %arg30, %1537 : tensor<128x256xf32>
    %1570 = stablehlo.add %arg31, %1539 : tensor<128x64xf32>
    %1571 = stablehlo.add %arg32, %1541 : tensor<128xf32>
    %1572 = stablehlo.add %arg33, %1543 : tensor<256x128xf32>
    %1573 = stablehlo.add %arg34, %1545 : tensor<128x256xf32>
    %1574 = stablehlo.add %arg35, %1547 : tensor<128x64xf32>
    %1575 = stablehlo.add %arg36, %1549 : tensor<128xf32>
    %1576 = stablehlo.add %arg37, %1551 : tensor<128x128xf32>
    %1577 = stablehlo.add %arg38, %1553 : tensor<128x128xf32>
    %1578 = stablehlo.add %arg39, %1555 : tensor<128x256xf32>
    %1579 = stablehlo.add %arg40, %1557 : tensor<128x64xf32>
    %1580 = stablehlo.add %arg41, %1559 : tensor<128x512xf32>
    %1581 = stablehlo.convert %1560 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %1582 = stablehlo.convert %1561 : (tensor<128xf32>) -> tensor<128xbf16>
    %1583 = stablehlo.convert %1562 : (tensor<128xf32>) -> tensor<128xbf16>
    %1584 = stablehlo.convert %1563 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %1585 = stablehlo.convert %1564 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1586 = stablehlo.convert %1565 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1587 = stablehlo.convert %1566 : (tensor<128xf32>) -> tensor<128xbf16>
    %1588 = stablehlo.convert %1567 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1589 = stablehlo.convert %1568 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1590 = stablehlo.convert %1569 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1591 = stablehlo.convert %1570 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1592 = stablehlo.convert %1571 : (tensor<128xf32>) -> tensor<128xbf16>
    %1593 = stablehlo.convert %1572 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %1594 = stablehlo.convert %1573 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1595 = stablehlo.convert %1574 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1596 = stablehlo.convert %1575 : (tensor<128xf32>) -> tensor<128xbf16>
    %1597 = stablehlo.convert %1576 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1598 = stablehlo.convert %1577 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1599 = stablehlo.convert %1578 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1600 = stablehlo.convert %1579 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1601 = stablehlo.convert %1580 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %1581, %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1591, %1592, %1593, %1594, %1595, %1596, %1597, %1598, %1599, %1600, %1601, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1238, %1009, %1014, %1019, %1024, %1029, %1034, %1039, %1044, %1049, %1054, %1059, %1064, %1069, %1074, %1079, %1084, %1089, %1094, %1099, %1104, %1109, %1115, %1121, %1127, %1133, %1139, %1145, %1151, %1157, %1163, %1169, %1175, %1181, %1187, %1193, %1199, %1205, %1211, %1217, %1223, %1229, %1235, %357 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x2x64x64xf32> {
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
  func.func private @take_along_axis_1(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @tril_2(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_3(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_4(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_5(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_6(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
