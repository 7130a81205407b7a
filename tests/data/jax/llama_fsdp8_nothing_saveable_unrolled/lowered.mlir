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
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %22 = stablehlo.dot_general %18, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %25 = stablehlo.dot_general %18, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %28 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.add %31, %30 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.power %35, %34 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8xf32>
    %39 = stablehlo.iota dim = 0 : tensor<64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<64x8xf32>
    %45 = stablehlo.sine %44 : tensor<64x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %47 = stablehlo.cosine %44 : tensor<64x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %49 = stablehlo.convert %21 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %50 = stablehlo.slice %49 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %51 = stablehlo.slice %49 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<8x64x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<8x64x8x8xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %58 = stablehlo.multiply %51, %57 : tensor<8x64x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %60 = stablehlo.multiply %50, %59 : tensor<8x64x8x8xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x64x8x8xf32>
    %62 = stablehlo.concatenate %56, %61, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %63 = stablehlo.convert %62 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %64 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.add %67, %66 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.divide %68, %69 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.power %71, %70 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.divide %73, %72 : tensor<8xf32>
    %75 = stablehlo.iota dim = 0 : tensor<64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %77 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<64x8xf32>
    %81 = stablehlo.sine %80 : tensor<64x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %83 = stablehlo.cosine %80 : tensor<64x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %85 = stablehlo.convert %24 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %86 = stablehlo.slice %85 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %87 = stablehlo.slice %85 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<8x64x4x8xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %91 = stablehlo.multiply %87, %90 : tensor<8x64x4x8xf32>
    %92 = stablehlo.subtract %89, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %94 = stablehlo.multiply %87, %93 : tensor<8x64x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %96 = stablehlo.multiply %86, %95 : tensor<8x64x4x8xf32>
    %97 = stablehlo.add %94, %96 : tensor<8x64x4x8xf32>
    %98 = stablehlo.concatenate %92, %97, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %99 = stablehlo.convert %98 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %100 = stablehlo.reshape %63 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %101 = stablehlo.dot_general %99, %100, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %102 = stablehlo.transpose %101, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %104 = stablehlo.multiply %102, %103 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %105 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %106 = call @tril(%105) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %107 = stablehlo.convert %104 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %108 = call @_where_0(%106, %107, %cst_13) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %111 = stablehlo.maximum %110, %109 : tensor<8x4x2x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<8x4x2x64x64xf32>
    %115 = stablehlo.exponential %114 : tensor<8x4x2x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %119 = stablehlo.divide %115, %118 : tensor<8x4x2x64x64xf32>
    %120 = stablehlo.convert %119 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %121 = stablehlo.dot_general %27, %120, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %122 = stablehlo.transpose %121, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %123 = stablehlo.reshape %122 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %124 = stablehlo.dot_general %123, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %125 = sdy.sharding_constraint %124 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %126 = stablehlo.add %2, %125 : tensor<8x64x128xbf16>
    %127 = stablehlo.convert %126 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %128 = stablehlo.multiply %127, %127 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x64x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<8x64x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<8x64x128xf32>
    %142 = stablehlo.convert %141 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %143 = stablehlo.dot_general %142, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %144 = stablehlo.dot_general %142, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %145 = call @silu(%143) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %146 = stablehlo.multiply %145, %144 : tensor<8x64x256xbf16>
    %147 = stablehlo.dot_general %146, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %148 = sdy.sharding_constraint %147 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %149 = stablehlo.add %126, %148 : tensor<8x64x128xbf16>
    %150 = sdy.sharding_constraint %149 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %151 = stablehlo.convert %150 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %156 = stablehlo.divide %154, %155 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %158 = stablehlo.add %156, %157 : tensor<8x64x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<8x64x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %161 = stablehlo.multiply %151, %160 : tensor<8x64x128xf32>
    %162 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %165 = stablehlo.multiply %161, %164 : tensor<8x64x128xf32>
    %166 = stablehlo.convert %165 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %167 = stablehlo.dot_general %166, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %168 = sdy.sharding_constraint %167 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %169 = stablehlo.reshape %168 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %170 = stablehlo.dot_general %166, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %172 = stablehlo.reshape %171 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %173 = stablehlo.dot_general %166, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %174 = sdy.sharding_constraint %173 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %175 = stablehlo.reshape %174 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %176 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.add %179, %178 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %184 = stablehlo.power %183, %182 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %186 = stablehlo.divide %185, %184 : tensor<8xf32>
    %187 = stablehlo.iota dim = 0 : tensor<64xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %189 = stablehlo.broadcast_in_dim %186, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<64x8xf32>
    %193 = stablehlo.sine %192 : tensor<64x8xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %195 = stablehlo.cosine %192 : tensor<64x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %197 = stablehlo.convert %169 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %198 = stablehlo.slice %197 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %199 = stablehlo.slice %197 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %200 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<8x64x8x8xf32>
    %202 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<8x64x8x8xf32>
    %204 = stablehlo.subtract %201, %203 : tensor<8x64x8x8xf32>
    %205 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %206 = stablehlo.multiply %199, %205 : tensor<8x64x8x8xf32>
    %207 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %208 = stablehlo.multiply %198, %207 : tensor<8x64x8x8xf32>
    %209 = stablehlo.add %206, %208 : tensor<8x64x8x8xf32>
    %210 = stablehlo.concatenate %204, %209, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %211 = stablehlo.convert %210 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %212 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %216 = stablehlo.add %215, %214 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.divide %216, %217 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %220 = stablehlo.power %219, %218 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %222 = stablehlo.divide %221, %220 : tensor<8xf32>
    %223 = stablehlo.iota dim = 0 : tensor<64xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %225 = stablehlo.broadcast_in_dim %222, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<64x8xf32>
    %229 = stablehlo.sine %228 : tensor<64x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %231 = stablehlo.cosine %228 : tensor<64x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %233 = stablehlo.convert %172 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %234 = stablehlo.slice %233 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %235 = stablehlo.slice %233 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %236 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %237 = stablehlo.multiply %234, %236 : tensor<8x64x4x8xf32>
    %238 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<8x64x4x8xf32>
    %240 = stablehlo.subtract %237, %239 : tensor<8x64x4x8xf32>
    %241 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %242 = stablehlo.multiply %235, %241 : tensor<8x64x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %244 = stablehlo.multiply %234, %243 : tensor<8x64x4x8xf32>
    %245 = stablehlo.add %242, %244 : tensor<8x64x4x8xf32>
    %246 = stablehlo.concatenate %240, %245, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %247 = stablehlo.convert %246 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %248 = stablehlo.reshape %211 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %249 = stablehlo.dot_general %247, %248, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %250 = stablehlo.transpose %249, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_33 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %251 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %252 = stablehlo.multiply %250, %251 : tensor<8x4x2x64x64xbf16>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %253 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %254 = call @tril(%253) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %255 = stablehlo.convert %252 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %256 = call @_where_0(%254, %255, %cst_35) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %259 = stablehlo.maximum %258, %257 : tensor<8x4x2x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %262 = stablehlo.subtract %256, %261 : tensor<8x4x2x64x64xf32>
    %263 = stablehlo.exponential %262 : tensor<8x4x2x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %267 = stablehlo.divide %263, %266 : tensor<8x4x2x64x64xf32>
    %268 = stablehlo.convert %267 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %269 = stablehlo.dot_general %175, %268, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %270 = stablehlo.transpose %269, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %271 = stablehlo.reshape %270 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %272 = stablehlo.dot_general %271, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %273 = sdy.sharding_constraint %272 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %274 = stablehlo.add %150, %273 : tensor<8x64x128xbf16>
    %275 = stablehlo.convert %274 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %276 = stablehlo.multiply %275, %275 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %282 = stablehlo.add %280, %281 : tensor<8x64x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<8x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %275, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<8x64x128xf32>
    %290 = stablehlo.convert %289 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %291 = stablehlo.dot_general %290, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %292 = stablehlo.dot_general %290, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %293 = call @silu(%291) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %294 = stablehlo.multiply %293, %292 : tensor<8x64x256xbf16>
    %295 = stablehlo.dot_general %294, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %296 = sdy.sharding_constraint %295 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %297 = stablehlo.add %274, %296 : tensor<8x64x128xbf16>
    %298 = stablehlo.convert %297 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %299 = stablehlo.multiply %298, %298 : tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %303 = stablehlo.divide %301, %302 : tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %305 = stablehlo.add %303, %304 : tensor<8x64x1xf32>
    %306 = stablehlo.rsqrt %305 : tensor<8x64x1xf32>
    %307 = stablehlo.divide %306, %305 : tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<8x64x1xf32>
    %310 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %311 = stablehlo.multiply %298, %310 : tensor<8x64x128xf32>
    %312 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %315 = stablehlo.multiply %311, %314 : tensor<8x64x128xf32>
    %316 = stablehlo.convert %315 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %317 = stablehlo.dot_general %316, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %318 = stablehlo.convert %317 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %319 = sdy.sharding_constraint %318 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %322 = stablehlo.maximum %321, %320 : tensor<8x64xf32>
    %323 = stablehlo.is_finite %322 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %325 = stablehlo.select %323, %322, %324 : tensor<8x64xi1>, tensor<8x64xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %328 = stablehlo.subtract %319, %327 : tensor<8x64x512xf32>
    %329 = stablehlo.exponential %328 : tensor<8x64x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %331 = stablehlo.abs %330 : tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %333 = stablehlo.compare GE, %330, %332, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %334 = stablehlo.log %331 : tensor<8x64xf32>
    %335 = stablehlo.add %334, %325 : tensor<8x64xf32>
    %336 = stablehlo.broadcast_in_dim %arg85, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %337:2 = call @take_along_axis(%319, %336) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %338 = stablehlo.reshape %337#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %339 = stablehlo.subtract %335, %338 : tensor<8x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %341 = stablehlo.divide %340, %cst_52 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_54 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %342 = stablehlo.divide %cst_53, %cst_54 : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %344 = stablehlo.negate %343 : tensor<8x64xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %346 = call @take_along_axis_1(%337#1, %345) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %347 = stablehlo.divide %343, %331 : tensor<8x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %349 = stablehlo.select %333, %348, %347 : tensor<8x64xi1>, tensor<8x64xf32>
    %350 = stablehlo.select %333, %347, %348 : tensor<8x64xi1>, tensor<8x64xf32>
    %351 = stablehlo.negate %349 : tensor<8x64xf32>
    %352 = stablehlo.add %350, %351 : tensor<8x64xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %354 = stablehlo.multiply %353, %329 : tensor<8x64x512xf32>
    %355 = stablehlo.add %346, %354 : tensor<8x64x512xf32>
    %356 = sdy.sharding_constraint %355 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %357 = stablehlo.convert %356 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %358 = stablehlo.dot_general %357, %316, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %359 = stablehlo.transpose %358, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %360 = stablehlo.dot_general %357, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %361 = stablehlo.convert %360 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %362 = stablehlo.multiply %311, %361 : tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %364 = stablehlo.reshape %363 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %365 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %366 = stablehlo.multiply %361, %365 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%364 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %368 = stablehlo.convert %367 : (tensor<128xf32>) -> tensor<128xbf16>
    %369 = stablehlo.multiply %298, %366 : tensor<8x64x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %371 = stablehlo.reshape %370 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %372 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %373 = stablehlo.multiply %366, %372 : tensor<8x64x128xf32>
    %374 = stablehlo.multiply %371, %309 : tensor<8x64x1xf32>
    %cst_59 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %376 = stablehlo.divide %374, %375 : tensor<8x64x1xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %379 = stablehlo.multiply %298, %378 : tensor<8x64x128xf32>
    %380 = stablehlo.add %373, %379 : tensor<8x64x128xf32>
    %381 = stablehlo.multiply %378, %298 : tensor<8x64x128xf32>
    %382 = stablehlo.add %380, %381 : tensor<8x64x128xf32>
    %383 = stablehlo.convert %382 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %384:11 = stablehlo.optimization_barrier %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %149, %383 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %385 = sdy.sharding_constraint %384#9 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %386 = stablehlo.convert %385 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %387 = stablehlo.multiply %386, %386 : tensor<8x64x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %391 = stablehlo.divide %389, %390 : tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %393 = stablehlo.add %391, %392 : tensor<8x64x1xf32>
    %394 = stablehlo.rsqrt %393 : tensor<8x64x1xf32>
    %395 = stablehlo.divide %394, %393 : tensor<8x64x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %397 = stablehlo.multiply %396, %395 : tensor<8x64x1xf32>
    %398 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %399 = stablehlo.multiply %386, %398 : tensor<8x64x128xf32>
    %400 = stablehlo.convert %384#0 : (tensor<128xbf16>) -> tensor<128xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %403 = stablehlo.multiply %399, %402 : tensor<8x64x128xf32>
    %404 = stablehlo.convert %403 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %405 = stablehlo.dot_general %404, %384#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %406 = sdy.sharding_constraint %405 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %407 = stablehlo.reshape %406 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %408 = stablehlo.dot_general %404, %384#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %409 = sdy.sharding_constraint %408 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %410 = stablehlo.reshape %409 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %411 = stablehlo.dot_general %404, %384#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %412 = sdy.sharding_constraint %411 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %413 = stablehlo.reshape %412 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %414 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %416 = stablehlo.multiply %415, %414 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %418 = stablehlo.add %417, %416 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %420 = stablehlo.divide %418, %419 : tensor<8xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %422 = stablehlo.power %421, %420 : tensor<8xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %424 = stablehlo.divide %423, %422 : tensor<8xf32>
    %425 = stablehlo.iota dim = 0 : tensor<64xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %427 = stablehlo.broadcast_in_dim %424, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %428 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %429 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %430 = stablehlo.multiply %428, %429 : tensor<64x8xf32>
    %431 = stablehlo.sine %430 : tensor<64x8xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %433 = stablehlo.cosine %430 : tensor<64x8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %435 = stablehlo.convert %407 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %436 = stablehlo.slice %435 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %437 = stablehlo.slice %435 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %438 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %439 = stablehlo.multiply %436, %438 : tensor<8x64x8x8xf32>
    %440 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %441 = stablehlo.multiply %437, %440 : tensor<8x64x8x8xf32>
    %442 = stablehlo.subtract %439, %441 : tensor<8x64x8x8xf32>
    %443 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %444 = stablehlo.multiply %437, %443 : tensor<8x64x8x8xf32>
    %445 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %446 = stablehlo.multiply %436, %445 : tensor<8x64x8x8xf32>
    %447 = stablehlo.add %444, %446 : tensor<8x64x8x8xf32>
    %448 = stablehlo.concatenate %442, %447, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %449 = stablehlo.convert %448 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %450 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %454 = stablehlo.add %453, %452 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %456 = stablehlo.divide %454, %455 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %458 = stablehlo.power %457, %456 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %460 = stablehlo.divide %459, %458 : tensor<8xf32>
    %461 = stablehlo.iota dim = 0 : tensor<64xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %463 = stablehlo.broadcast_in_dim %460, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %464 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %465 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %466 = stablehlo.multiply %464, %465 : tensor<64x8xf32>
    %467 = stablehlo.sine %466 : tensor<64x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %469 = stablehlo.cosine %466 : tensor<64x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %471 = stablehlo.convert %410 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %472 = stablehlo.slice %471 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %473 = stablehlo.slice %471 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %474 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<8x64x4x8xf32>
    %476 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %477 = stablehlo.multiply %473, %476 : tensor<8x64x4x8xf32>
    %478 = stablehlo.subtract %475, %477 : tensor<8x64x4x8xf32>
    %479 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %480 = stablehlo.multiply %473, %479 : tensor<8x64x4x8xf32>
    %481 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %482 = stablehlo.multiply %472, %481 : tensor<8x64x4x8xf32>
    %483 = stablehlo.add %480, %482 : tensor<8x64x4x8xf32>
    %484 = stablehlo.concatenate %478, %483, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %485 = stablehlo.convert %484 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %486 = stablehlo.reshape %449 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %487 = stablehlo.dot_general %485, %486, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %488 = stablehlo.transpose %487, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_75 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %489 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %490 = stablehlo.multiply %488, %489 : tensor<8x4x2x64x64xbf16>
    %c_76 = stablehlo.constant dense<true> : tensor<i1>
    %491 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %492 = call @tril_2(%491) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %493 = stablehlo.convert %490 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_77 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %494:2 = call @_where_3(%492, %493, %cst_77) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %495 = stablehlo.reduce(%494#0 init: %cst_78) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %497 = stablehlo.maximum %496, %495 : tensor<8x4x2x64xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %500 = stablehlo.subtract %494#0, %499 : tensor<8x4x2x64x64xf32>
    %501 = stablehlo.exponential %500 : tensor<8x4x2x64x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_80) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %505 = stablehlo.divide %501, %504 : tensor<8x4x2x64x64xf32>
    %506 = stablehlo.multiply %503, %503 : tensor<8x4x2x64x1xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %508 = stablehlo.divide %507, %506 : tensor<8x4x2x64x1xf32>
    %509 = stablehlo.convert %505 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %510 = stablehlo.dot_general %413, %509, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %511 = stablehlo.transpose %510, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %512 = stablehlo.reshape %511 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %513 = stablehlo.dot_general %512, %384#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %514 = sdy.sharding_constraint %513 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %515 = stablehlo.add %385, %514 : tensor<8x64x128xbf16>
    %516 = stablehlo.convert %515 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %517 = stablehlo.multiply %516, %516 : tensor<8x64x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%517 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %521 = stablehlo.divide %519, %520 : tensor<8x64x1xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %523 = stablehlo.add %521, %522 : tensor<8x64x1xf32>
    %524 = stablehlo.rsqrt %523 : tensor<8x64x1xf32>
    %525 = stablehlo.divide %524, %523 : tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %527 = stablehlo.multiply %526, %525 : tensor<8x64x1xf32>
    %528 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %529 = stablehlo.multiply %516, %528 : tensor<8x64x128xf32>
    %530 = stablehlo.convert %384#4 : (tensor<128xbf16>) -> tensor<128xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %533 = stablehlo.multiply %529, %532 : tensor<8x64x128xf32>
    %534 = stablehlo.convert %533 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %535 = stablehlo.dot_general %534, %384#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %536 = stablehlo.dot_general %534, %384#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %537:3 = call @silu_4(%535) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %538 = stablehlo.multiply %537#0, %536 : tensor<8x64x256xbf16>
    %539 = sdy.sharding_constraint %384#10 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %540 = stablehlo.dot_general %539, %538, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %541 = stablehlo.transpose %540, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %542 = stablehlo.dot_general %539, %384#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %543 = stablehlo.multiply %537#0, %542 : tensor<8x64x256xbf16>
    %544 = stablehlo.multiply %542, %536 : tensor<8x64x256xbf16>
    %545 = call @silu_5(%537#1, %535, %537#2, %544) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %546 = stablehlo.dot_general %543, %534, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %547 = stablehlo.transpose %546, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %548 = stablehlo.dot_general %543, %384#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %549 = stablehlo.dot_general %545, %534, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %550 = stablehlo.transpose %549, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %551 = stablehlo.dot_general %545, %384#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %552 = stablehlo.add %548, %551 : tensor<8x64x128xbf16>
    %553 = stablehlo.convert %552 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %554 = stablehlo.multiply %529, %553 : tensor<8x64x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%554 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %556 = stablehlo.reshape %555 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %557 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %558 = stablehlo.multiply %553, %557 : tensor<8x64x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%556 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %560 = stablehlo.convert %559 : (tensor<128xf32>) -> tensor<128xbf16>
    %561 = stablehlo.multiply %516, %558 : tensor<8x64x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%561 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %563 = stablehlo.reshape %562 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %564 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %565 = stablehlo.multiply %558, %564 : tensor<8x64x128xf32>
    %566 = stablehlo.multiply %563, %527 : tensor<8x64x1xf32>
    %cst_89 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %568 = stablehlo.divide %566, %567 : tensor<8x64x1xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %571 = stablehlo.multiply %516, %570 : tensor<8x64x128xf32>
    %572 = stablehlo.add %565, %571 : tensor<8x64x128xf32>
    %573 = stablehlo.multiply %570, %516 : tensor<8x64x128xf32>
    %574 = stablehlo.add %572, %573 : tensor<8x64x128xf32>
    %575 = stablehlo.convert %574 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %576 = stablehlo.add %384#10, %575 : tensor<8x64x128xbf16>
    %577 = sdy.sharding_constraint %576 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %578 = stablehlo.dot_general %577, %512, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %579 = stablehlo.transpose %578, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %580 = stablehlo.dot_general %577, %384#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %581 = stablehlo.reshape %580 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %582 = stablehlo.transpose %581, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %583 = stablehlo.dot_general %582, %413, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %584 = stablehlo.dot_general %582, %509, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %585 = stablehlo.transpose %584, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %586 = stablehlo.convert %583 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %587 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %588 = stablehlo.multiply %586, %587 : tensor<8x4x2x64x64xf32>
    %589 = stablehlo.multiply %588, %501 : tensor<8x4x2x64x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_91) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %591 = stablehlo.reshape %590 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %592 = stablehlo.negate %591 : tensor<8x4x2x64x1xf32>
    %593 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %594 = stablehlo.divide %586, %593 : tensor<8x4x2x64x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%592 init: %cst_92) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %597 = stablehlo.add %594, %596 : tensor<8x4x2x64x64xf32>
    %598 = stablehlo.multiply %597, %501 : tensor<8x4x2x64x64xf32>
    %599 = call @_where_6(%494#1, %598) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %600 = stablehlo.convert %599 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_93 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %601 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %602 = stablehlo.multiply %600, %601 : tensor<8x4x2x64x64xbf16>
    %603 = stablehlo.transpose %602, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %604 = stablehlo.dot_general %603, %485, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %605 = stablehlo.transpose %604, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %606 = stablehlo.dot_general %603, %486, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %607 = stablehlo.transpose %606, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %608 = stablehlo.reshape %605 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %609 = stablehlo.convert %607 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %610 = stablehlo.slice %609 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %611 = stablehlo.slice %609 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %612 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %613 = stablehlo.multiply %611, %612 : tensor<8x64x4x8xf32>
    %614 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %615 = stablehlo.multiply %611, %614 : tensor<8x64x4x8xf32>
    %616 = stablehlo.negate %610 : tensor<8x64x4x8xf32>
    %617 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %618 = stablehlo.multiply %616, %617 : tensor<8x64x4x8xf32>
    %619 = stablehlo.add %615, %618 : tensor<8x64x4x8xf32>
    %620 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %621 = stablehlo.multiply %610, %620 : tensor<8x64x4x8xf32>
    %622 = stablehlo.add %613, %621 : tensor<8x64x4x8xf32>
    %623 = stablehlo.concatenate %622, %619, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %624 = stablehlo.convert %623 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %625 = stablehlo.convert %608 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %626 = stablehlo.slice %625 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %627 = stablehlo.slice %625 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %628 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<8x64x8x8xf32>
    %630 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %631 = stablehlo.multiply %627, %630 : tensor<8x64x8x8xf32>
    %632 = stablehlo.negate %626 : tensor<8x64x8x8xf32>
    %633 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %634 = stablehlo.multiply %632, %633 : tensor<8x64x8x8xf32>
    %635 = stablehlo.add %631, %634 : tensor<8x64x8x8xf32>
    %636 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %637 = stablehlo.multiply %626, %636 : tensor<8x64x8x8xf32>
    %638 = stablehlo.add %629, %637 : tensor<8x64x8x8xf32>
    %639 = stablehlo.concatenate %638, %635, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %640 = stablehlo.convert %639 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %641 = stablehlo.reshape %585 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %642 = sdy.sharding_constraint %641 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %643 = stablehlo.dot_general %642, %404, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %644 = stablehlo.transpose %643, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %645 = stablehlo.dot_general %642, %384#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %646 = stablehlo.reshape %624 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %647 = sdy.sharding_constraint %646 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %648 = stablehlo.dot_general %647, %404, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %649 = stablehlo.transpose %648, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %650 = stablehlo.dot_general %647, %384#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %651 = stablehlo.add %645, %650 : tensor<8x64x128xbf16>
    %652 = stablehlo.reshape %640 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %653 = sdy.sharding_constraint %652 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %654 = stablehlo.dot_general %653, %404, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %655 = stablehlo.transpose %654, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %656 = stablehlo.dot_general %653, %384#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %657 = stablehlo.add %651, %656 : tensor<8x64x128xbf16>
    %658 = stablehlo.convert %657 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %659 = stablehlo.multiply %399, %658 : tensor<8x64x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.reduce(%659 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %661 = stablehlo.reshape %660 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %662 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %663 = stablehlo.multiply %658, %662 : tensor<8x64x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%661 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %665 = stablehlo.convert %664 : (tensor<128xf32>) -> tensor<128xbf16>
    %666 = stablehlo.multiply %386, %663 : tensor<8x64x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %668 = stablehlo.reshape %667 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %669 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %670 = stablehlo.multiply %663, %669 : tensor<8x64x128xf32>
    %671 = stablehlo.multiply %668, %397 : tensor<8x64x1xf32>
    %cst_97 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %673 = stablehlo.divide %671, %672 : tensor<8x64x1xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.reduce(%673 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %676 = stablehlo.multiply %386, %675 : tensor<8x64x128xf32>
    %677 = stablehlo.add %670, %676 : tensor<8x64x128xf32>
    %678 = stablehlo.multiply %675, %386 : tensor<8x64x128xf32>
    %679 = stablehlo.add %677, %678 : tensor<8x64x128xf32>
    %680 = stablehlo.convert %679 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %681 = stablehlo.add %576, %680 : tensor<8x64x128xbf16>
    %682 = sdy.sharding_constraint %681 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %683:11 = stablehlo.optimization_barrier %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %1, %682 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %684 = sdy.sharding_constraint %683#9 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %685 = stablehlo.convert %684 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %686 = stablehlo.multiply %685, %685 : tensor<8x64x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_100 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %690 = stablehlo.divide %688, %689 : tensor<8x64x1xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %692 = stablehlo.add %690, %691 : tensor<8x64x1xf32>
    %693 = stablehlo.rsqrt %692 : tensor<8x64x1xf32>
    %694 = stablehlo.divide %693, %692 : tensor<8x64x1xf32>
    %cst_102 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %696 = stablehlo.multiply %695, %694 : tensor<8x64x1xf32>
    %697 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %698 = stablehlo.multiply %685, %697 : tensor<8x64x128xf32>
    %699 = stablehlo.convert %683#0 : (tensor<128xbf16>) -> tensor<128xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %702 = stablehlo.multiply %698, %701 : tensor<8x64x128xf32>
    %703 = stablehlo.convert %702 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %704 = stablehlo.dot_general %703, %683#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %705 = sdy.sharding_constraint %704 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %706 = stablehlo.reshape %705 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %707 = stablehlo.dot_general %703, %683#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %708 = sdy.sharding_constraint %707 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %709 = stablehlo.reshape %708 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %710 = stablehlo.dot_general %703, %683#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %711 = sdy.sharding_constraint %710 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %712 = stablehlo.reshape %711 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %713 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %715 = stablehlo.multiply %714, %713 : tensor<8xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %717 = stablehlo.add %716, %715 : tensor<8xf32>
    %cst_105 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %719 = stablehlo.divide %717, %718 : tensor<8xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %721 = stablehlo.power %720, %719 : tensor<8xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %723 = stablehlo.divide %722, %721 : tensor<8xf32>
    %724 = stablehlo.iota dim = 0 : tensor<64xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %726 = stablehlo.broadcast_in_dim %723, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %727 = stablehlo.broadcast_in_dim %725, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %728 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %729 = stablehlo.multiply %727, %728 : tensor<64x8xf32>
    %730 = stablehlo.sine %729 : tensor<64x8xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %732 = stablehlo.cosine %729 : tensor<64x8xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %734 = stablehlo.convert %706 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %735 = stablehlo.slice %734 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %736 = stablehlo.slice %734 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %737 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %738 = stablehlo.multiply %735, %737 : tensor<8x64x8x8xf32>
    %739 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %740 = stablehlo.multiply %736, %739 : tensor<8x64x8x8xf32>
    %741 = stablehlo.subtract %738, %740 : tensor<8x64x8x8xf32>
    %742 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %743 = stablehlo.multiply %736, %742 : tensor<8x64x8x8xf32>
    %744 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %745 = stablehlo.multiply %735, %744 : tensor<8x64x8x8xf32>
    %746 = stablehlo.add %743, %745 : tensor<8x64x8x8xf32>
    %747 = stablehlo.concatenate %741, %746, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %748 = stablehlo.convert %747 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %749 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %751 = stablehlo.multiply %750, %749 : tensor<8xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %753 = stablehlo.add %752, %751 : tensor<8xf32>
    %cst_110 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %755 = stablehlo.divide %753, %754 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %757 = stablehlo.power %756, %755 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %759 = stablehlo.divide %758, %757 : tensor<8xf32>
    %760 = stablehlo.iota dim = 0 : tensor<64xf32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %762 = stablehlo.broadcast_in_dim %759, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %763 = stablehlo.broadcast_in_dim %761, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %764 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %765 = stablehlo.multiply %763, %764 : tensor<64x8xf32>
    %766 = stablehlo.sine %765 : tensor<64x8xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %768 = stablehlo.cosine %765 : tensor<64x8xf32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %770 = stablehlo.convert %709 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %771 = stablehlo.slice %770 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %772 = stablehlo.slice %770 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %773 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %774 = stablehlo.multiply %771, %773 : tensor<8x64x4x8xf32>
    %775 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %776 = stablehlo.multiply %772, %775 : tensor<8x64x4x8xf32>
    %777 = stablehlo.subtract %774, %776 : tensor<8x64x4x8xf32>
    %778 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %779 = stablehlo.multiply %772, %778 : tensor<8x64x4x8xf32>
    %780 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %781 = stablehlo.multiply %771, %780 : tensor<8x64x4x8xf32>
    %782 = stablehlo.add %779, %781 : tensor<8x64x4x8xf32>
    %783 = stablehlo.concatenate %777, %782, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %784 = stablehlo.convert %783 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %785 = stablehlo.reshape %748 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %786 = stablehlo.dot_general %784, %785, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %787 = stablehlo.transpose %786, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_113 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %788 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %789 = stablehlo.multiply %787, %788 : tensor<8x4x2x64x64xbf16>
    %c_114 = stablehlo.constant dense<true> : tensor<i1>
    %790 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %791 = call @tril_2(%790) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %792 = stablehlo.convert %789 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_115 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %793:2 = call @_where_3(%791, %792, %cst_115) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %794 = stablehlo.reduce(%793#0 init: %cst_116) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %796 = stablehlo.maximum %795, %794 : tensor<8x4x2x64xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %799 = stablehlo.subtract %793#0, %798 : tensor<8x4x2x64x64xf32>
    %800 = stablehlo.exponential %799 : tensor<8x4x2x64x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %801 = stablehlo.reduce(%800 init: %cst_118) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %804 = stablehlo.divide %800, %803 : tensor<8x4x2x64x64xf32>
    %805 = stablehlo.multiply %802, %802 : tensor<8x4x2x64x1xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %807 = stablehlo.divide %806, %805 : tensor<8x4x2x64x1xf32>
    %808 = stablehlo.convert %804 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %809 = stablehlo.dot_general %712, %808, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %810 = stablehlo.transpose %809, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %811 = stablehlo.reshape %810 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %812 = stablehlo.dot_general %811, %683#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %813 = sdy.sharding_constraint %812 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %814 = stablehlo.add %684, %813 : tensor<8x64x128xbf16>
    %815 = stablehlo.convert %814 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %816 = stablehlo.multiply %815, %815 : tensor<8x64x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.reduce(%816 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_121 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %820 = stablehlo.divide %818, %819 : tensor<8x64x1xf32>
    %cst_122 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %822 = stablehlo.add %820, %821 : tensor<8x64x1xf32>
    %823 = stablehlo.rsqrt %822 : tensor<8x64x1xf32>
    %824 = stablehlo.divide %823, %822 : tensor<8x64x1xf32>
    %cst_123 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %826 = stablehlo.multiply %825, %824 : tensor<8x64x1xf32>
    %827 = stablehlo.broadcast_in_dim %823, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %828 = stablehlo.multiply %815, %827 : tensor<8x64x128xf32>
    %829 = stablehlo.convert %683#4 : (tensor<128xbf16>) -> tensor<128xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %831 = stablehlo.broadcast_in_dim %830, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %832 = stablehlo.multiply %828, %831 : tensor<8x64x128xf32>
    %833 = stablehlo.convert %832 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %834 = stablehlo.dot_general %833, %683#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %835 = stablehlo.dot_general %833, %683#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %836:3 = call @silu_4(%834) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %837 = stablehlo.multiply %836#0, %835 : tensor<8x64x256xbf16>
    %838 = sdy.sharding_constraint %683#10 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %839 = stablehlo.dot_general %838, %837, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %840 = stablehlo.transpose %839, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %841 = stablehlo.dot_general %838, %683#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %842 = stablehlo.multiply %836#0, %841 : tensor<8x64x256xbf16>
    %843 = stablehlo.multiply %841, %835 : tensor<8x64x256xbf16>
    %844 = call @silu_5(%836#1, %834, %836#2, %843) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %845 = stablehlo.dot_general %842, %833, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %846 = stablehlo.transpose %845, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %847 = stablehlo.dot_general %842, %683#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %848 = stablehlo.dot_general %844, %833, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %849 = stablehlo.transpose %848, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %850 = stablehlo.dot_general %844, %683#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %851 = stablehlo.add %847, %850 : tensor<8x64x128xbf16>
    %852 = stablehlo.convert %851 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %853 = stablehlo.multiply %828, %852 : tensor<8x64x128xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%853 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %855 = stablehlo.reshape %854 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %856 = stablehlo.broadcast_in_dim %830, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %857 = stablehlo.multiply %852, %856 : tensor<8x64x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%855 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %859 = stablehlo.convert %858 : (tensor<128xf32>) -> tensor<128xbf16>
    %860 = stablehlo.multiply %815, %857 : tensor<8x64x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.reduce(%860 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %862 = stablehlo.reshape %861 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %863 = stablehlo.broadcast_in_dim %823, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %864 = stablehlo.multiply %857, %863 : tensor<8x64x128xf32>
    %865 = stablehlo.multiply %862, %826 : tensor<8x64x1xf32>
    %cst_127 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %867 = stablehlo.divide %865, %866 : tensor<8x64x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %868 = stablehlo.reduce(%867 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %870 = stablehlo.multiply %815, %869 : tensor<8x64x128xf32>
    %871 = stablehlo.add %864, %870 : tensor<8x64x128xf32>
    %872 = stablehlo.multiply %869, %815 : tensor<8x64x128xf32>
    %873 = stablehlo.add %871, %872 : tensor<8x64x128xf32>
    %874 = stablehlo.convert %873 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %875 = stablehlo.add %683#10, %874 : tensor<8x64x128xbf16>
    %876 = sdy.sharding_constraint %875 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %877 = stablehlo.dot_general %876, %811, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %878 = stablehlo.transpose %877, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %879 = stablehlo.dot_general %876, %683#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %880 = stablehlo.reshape %879 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %881 = stablehlo.transpose %880, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %882 = stablehlo.dot_general %881, %712, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %883 = stablehlo.dot_general %881, %808, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %884 = stablehlo.transpose %883, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %885 = stablehlo.convert %882 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %886 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %887 = stablehlo.multiply %885, %886 : tensor<8x4x2x64x64xf32>
    %888 = stablehlo.multiply %887, %800 : tensor<8x4x2x64x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%888 init: %cst_129) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %890 = stablehlo.reshape %889 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %891 = stablehlo.negate %890 : tensor<8x4x2x64x1xf32>
    %892 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %893 = stablehlo.divide %885, %892 : tensor<8x4x2x64x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.reduce(%891 init: %cst_130) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %896 = stablehlo.add %893, %895 : tensor<8x4x2x64x64xf32>
    %897 = stablehlo.multiply %896, %800 : tensor<8x4x2x64x64xf32>
    %898 = call @_where_6(%793#1, %897) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %899 = stablehlo.convert %898 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_131 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %900 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %901 = stablehlo.multiply %899, %900 : tensor<8x4x2x64x64xbf16>
    %902 = stablehlo.transpose %901, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %903 = stablehlo.dot_general %902, %784, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %904 = stablehlo.transpose %903, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %905 = stablehlo.dot_general %902, %785, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %906 = stablehlo.transpose %905, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %907 = stablehlo.reshape %904 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %908 = stablehlo.convert %906 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %909 = stablehlo.slice %908 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %910 = stablehlo.slice %908 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %911 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %912 = stablehlo.multiply %910, %911 : tensor<8x64x4x8xf32>
    %913 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %914 = stablehlo.multiply %910, %913 : tensor<8x64x4x8xf32>
    %915 = stablehlo.negate %909 : tensor<8x64x4x8xf32>
    %916 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %917 = stablehlo.multiply %915, %916 : tensor<8x64x4x8xf32>
    %918 = stablehlo.add %914, %917 : tensor<8x64x4x8xf32>
    %919 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %920 = stablehlo.multiply %909, %919 : tensor<8x64x4x8xf32>
    %921 = stablehlo.add %912, %920 : tensor<8x64x4x8xf32>
    %922 = stablehlo.concatenate %921, %918, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %923 = stablehlo.convert %922 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %924 = stablehlo.convert %907 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %925 = stablehlo.slice %924 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %926 = stablehlo.slice %924 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %927 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<8x64x8x8xf32>
    %929 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %930 = stablehlo.multiply %926, %929 : tensor<8x64x8x8xf32>
    %931 = stablehlo.negate %925 : tensor<8x64x8x8xf32>
    %932 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %933 = stablehlo.multiply %931, %932 : tensor<8x64x8x8xf32>
    %934 = stablehlo.add %930, %933 : tensor<8x64x8x8xf32>
    %935 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %936 = stablehlo.multiply %925, %935 : tensor<8x64x8x8xf32>
    %937 = stablehlo.add %928, %936 : tensor<8x64x8x8xf32>
    %938 = stablehlo.concatenate %937, %934, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %939 = stablehlo.convert %938 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %940 = stablehlo.reshape %884 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %941 = sdy.sharding_constraint %940 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %942 = stablehlo.dot_general %941, %703, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %943 = stablehlo.transpose %942, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %944 = stablehlo.dot_general %941, %683#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %945 = stablehlo.reshape %923 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %946 = sdy.sharding_constraint %945 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %947 = stablehlo.dot_general %946, %703, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %948 = stablehlo.transpose %947, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %949 = stablehlo.dot_general %946, %683#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %950 = stablehlo.add %944, %949 : tensor<8x64x128xbf16>
    %951 = stablehlo.reshape %939 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %952 = sdy.sharding_constraint %951 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %953 = stablehlo.dot_general %952, %703, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %954 = stablehlo.transpose %953, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %955 = stablehlo.dot_general %952, %683#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %956 = stablehlo.add %950, %955 : tensor<8x64x128xbf16>
    %957 = stablehlo.convert %956 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %958 = stablehlo.multiply %698, %957 : tensor<8x64x128xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %959 = stablehlo.reduce(%958 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %960 = stablehlo.reshape %959 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %961 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %962 = stablehlo.multiply %957, %961 : tensor<8x64x128xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%960 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %964 = stablehlo.convert %963 : (tensor<128xf32>) -> tensor<128xbf16>
    %965 = stablehlo.multiply %685, %962 : tensor<8x64x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %966 = stablehlo.reduce(%965 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %967 = stablehlo.reshape %966 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %968 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %969 = stablehlo.multiply %962, %968 : tensor<8x64x128xf32>
    %970 = stablehlo.multiply %967, %696 : tensor<8x64x1xf32>
    %cst_135 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %972 = stablehlo.divide %970, %971 : tensor<8x64x1xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %973 = stablehlo.reduce(%972 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %974 = stablehlo.broadcast_in_dim %973, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %975 = stablehlo.multiply %685, %974 : tensor<8x64x128xf32>
    %976 = stablehlo.add %969, %975 : tensor<8x64x128xf32>
    %977 = stablehlo.multiply %974, %685 : tensor<8x64x128xf32>
    %978 = stablehlo.add %976, %977 : tensor<8x64x128xf32>
    %979 = stablehlo.convert %978 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %980 = stablehlo.add %875, %979 : tensor<8x64x128xbf16>
    %981 = sdy.sharding_constraint %980 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %982 = sdy.sharding_constraint %981 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %983 = call @_take_7(%0#1, %982) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %984 = stablehlo.convert %983 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %985 = stablehlo.convert %368 : (tensor<128xbf16>) -> tensor<128xf32>
    %986 = stablehlo.convert %964 : (tensor<128xbf16>) -> tensor<128xf32>
    %987 = stablehlo.convert %840 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %988 = stablehlo.convert %849 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %989 = stablehlo.convert %948 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %990 = stablehlo.convert %859 : (tensor<128xbf16>) -> tensor<128xf32>
    %991 = stablehlo.convert %878 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %992 = stablehlo.convert %954 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %993 = stablehlo.convert %846 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %994 = stablehlo.convert %943 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %995 = stablehlo.convert %665 : (tensor<128xbf16>) -> tensor<128xf32>
    %996 = stablehlo.convert %541 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %997 = stablehlo.convert %550 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %998 = stablehlo.convert %649 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %999 = stablehlo.convert %560 : (tensor<128xbf16>) -> tensor<128xf32>
    %1000 = stablehlo.convert %579 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1001 = stablehlo.convert %655 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1002 = stablehlo.convert %547 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %1003 = stablehlo.convert %644 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %1004 = stablehlo.convert %359 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
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
    return %1581, %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1591, %1592, %1593, %1594, %1595, %1596, %1597, %1598, %1599, %1600, %1601, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1238, %1009, %1014, %1019, %1024, %1029, %1034, %1039, %1044, %1049, %1054, %1059, %1064, %1069, %1074, %1079, %1084, %1089, %1094, %1099, %1104, %1109, %1115, %1121, %1127, %1133, %1139, %1145, %1151, %1157, %1163, %1169, %1175, %1181, %1187, %1193, %1199, %1205, %1211, %1217, %1223, %1229, %1235, %341 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
