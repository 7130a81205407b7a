module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg20: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg21: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 2 : i32}, %arg22: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 3 : i32}, %arg23: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg24: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 5 : i32}, %arg25: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 6 : i32}, %arg26: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 7 : i32}, %arg27: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg28: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg29: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 10 : i32}, %arg30: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 11 : i32}, %arg31: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 12 : i32}, %arg32: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 13 : i32}, %arg33: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg34: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg35: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 16 : i32}, %arg36: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg37: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 18 : i32}, %arg38: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 19 : i32}, %arg39: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg40: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg41: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 22 : i32}, %arg42: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg43: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 24 : i32}, %arg44: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, %arg45: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 26 : i32}, %arg46: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 27 : i32}, %arg47: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 28 : i32}, %arg48: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 29 : i32}, %arg49: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, %arg50: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 31 : i32}, %arg51: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 32 : i32}, %arg52: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 33 : i32}, %arg53: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, %arg54: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 35 : i32}, %arg55: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg56: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 37 : i32}, %arg57: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 38 : i32}, %arg58: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 39 : i32}, %arg59: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 40 : i32}, %arg60: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, %arg61: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 42 : i32}, %arg62: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 43 : i32}, %arg63: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 44 : i32}, %arg64: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 45 : i32}, %arg65: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 46 : i32}, %arg66: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 47 : i32}, %arg67: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg68: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 49 : i32}, %arg69: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 50 : i32}, %arg70: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 51 : i32}, %arg71: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 52 : i32}, %arg72: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 53 : i32}, %arg73: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 54 : i32}, %arg74: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 55 : i32}, %arg75: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 56 : i32}, %arg76: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 57 : i32}, %arg77: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 58 : i32}, %arg78: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 59 : i32}, %arg79: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 60 : i32}, %arg80: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 61 : i32}, %arg81: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 62 : i32}, %arg82: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 63 : i32}, %arg83: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 64 : i32}, %arg84: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 65 : i32}, %arg85: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 66 : i32}, %arg86: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 67 : i32}, %arg87: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 68 : i32}, %arg88: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 69 : i32}, %arg89: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 70 : i32}, %arg90: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 71 : i32}, %arg91: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 72 : i32}, %arg92: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 73 : i32}, %arg93: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 74 : i32}, %arg94: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 75 : i32}, %arg95: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 76 : i32}, %arg96: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 77 : i32}, %arg97: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 78 : i32}, %arg98: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 79 : i32}, %arg99: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 80 : i32}, %arg100: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg101: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xbf16> {jax.result_info = "result[0]['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xbf16> {jax.result_info = "result[0]['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xbf16> {jax.result_info = "result[0]['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xbf16> {jax.result_info = "result[0]['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1]['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1]['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1]['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1]['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1]['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].mu['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].mu['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].mu['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[2][0].nu['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[2][0].nu['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[2][0].nu['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg101) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> tensor<8x64x128xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %14 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.dot_general %18, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %22 = stablehlo.dot_general %18, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %25 = stablehlo.dot_general %18, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
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
    %124 = stablehlo.dot_general %123, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
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
    %138 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<8x64x128xf32>
    %142 = stablehlo.convert %141 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %143 = stablehlo.dot_general %142, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %144 = stablehlo.dot_general %142, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %145 = call @silu(%143) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %146 = stablehlo.multiply %145, %144 : tensor<8x64x256xbf16>
    %147 = stablehlo.dot_general %146, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
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
    %162 = stablehlo.convert %arg10 : (tensor<128xbf16>) -> tensor<128xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %165 = stablehlo.multiply %161, %164 : tensor<8x64x128xf32>
    %166 = stablehlo.convert %165 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %167 = stablehlo.dot_general %166, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %168 = sdy.sharding_constraint %167 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %169 = stablehlo.reshape %168 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %170 = stablehlo.dot_general %166, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %172 = stablehlo.reshape %171 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %173 = stablehlo.dot_general %166, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
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
    %272 = stablehlo.dot_general %271, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
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
    %286 = stablehlo.convert %arg14 : (tensor<128xbf16>) -> tensor<128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<8x64x128xf32>
    %290 = stablehlo.convert %289 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %291 = stablehlo.dot_general %290, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %292 = stablehlo.dot_general %290, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %293 = call @silu(%291) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %294 = stablehlo.multiply %293, %292 : tensor<8x64x256xbf16>
    %295 = stablehlo.dot_general %294, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %296 = sdy.sharding_constraint %295 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %297 = stablehlo.add %274, %296 : tensor<8x64x128xbf16>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %299 = stablehlo.convert %298 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %300 = stablehlo.multiply %299, %299 : tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %306 = stablehlo.add %304, %305 : tensor<8x64x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<8x64x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %309 = stablehlo.multiply %299, %308 : tensor<8x64x128xf32>
    %310 = stablehlo.convert %arg20 : (tensor<128xbf16>) -> tensor<128xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %313 = stablehlo.multiply %309, %312 : tensor<8x64x128xf32>
    %314 = stablehlo.convert %313 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %315 = stablehlo.dot_general %314, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %316 = sdy.sharding_constraint %315 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %317 = stablehlo.reshape %316 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %318 = stablehlo.dot_general %314, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %319 = sdy.sharding_constraint %318 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %320 = stablehlo.reshape %319 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %321 = stablehlo.dot_general %314, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %322 = sdy.sharding_constraint %321 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %323 = stablehlo.reshape %322 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %324 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %328 = stablehlo.add %327, %326 : tensor<8xf32>
    %cst_47 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %330 = stablehlo.divide %328, %329 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %332 = stablehlo.power %331, %330 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %334 = stablehlo.divide %333, %332 : tensor<8xf32>
    %335 = stablehlo.iota dim = 0 : tensor<64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %337 = stablehlo.broadcast_in_dim %334, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %339 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<64x8xf32>
    %341 = stablehlo.sine %340 : tensor<64x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %343 = stablehlo.cosine %340 : tensor<64x8xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %345 = stablehlo.convert %317 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %346 = stablehlo.slice %345 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %347 = stablehlo.slice %345 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %348 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %349 = stablehlo.multiply %346, %348 : tensor<8x64x8x8xf32>
    %350 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %351 = stablehlo.multiply %347, %350 : tensor<8x64x8x8xf32>
    %352 = stablehlo.subtract %349, %351 : tensor<8x64x8x8xf32>
    %353 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %354 = stablehlo.multiply %347, %353 : tensor<8x64x8x8xf32>
    %355 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %356 = stablehlo.multiply %346, %355 : tensor<8x64x8x8xf32>
    %357 = stablehlo.add %354, %356 : tensor<8x64x8x8xf32>
    %358 = stablehlo.concatenate %352, %357, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %359 = stablehlo.convert %358 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %360 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %362 = stablehlo.multiply %361, %360 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %364 = stablehlo.add %363, %362 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %366 = stablehlo.divide %364, %365 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %368 = stablehlo.power %367, %366 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.divide %369, %368 : tensor<8xf32>
    %371 = stablehlo.iota dim = 0 : tensor<64xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %373 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %374 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<64x8xf32>
    %377 = stablehlo.sine %376 : tensor<64x8xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %379 = stablehlo.cosine %376 : tensor<64x8xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %381 = stablehlo.convert %320 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %382 = stablehlo.slice %381 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %383 = stablehlo.slice %381 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %384 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %385 = stablehlo.multiply %382, %384 : tensor<8x64x4x8xf32>
    %386 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %387 = stablehlo.multiply %383, %386 : tensor<8x64x4x8xf32>
    %388 = stablehlo.subtract %385, %387 : tensor<8x64x4x8xf32>
    %389 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %390 = stablehlo.multiply %383, %389 : tensor<8x64x4x8xf32>
    %391 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %392 = stablehlo.multiply %382, %391 : tensor<8x64x4x8xf32>
    %393 = stablehlo.add %390, %392 : tensor<8x64x4x8xf32>
    %394 = stablehlo.concatenate %388, %393, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %395 = stablehlo.convert %394 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %396 = stablehlo.reshape %359 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %397 = stablehlo.dot_general %395, %396, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %398 = stablehlo.transpose %397, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_55 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %399 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %400 = stablehlo.multiply %398, %399 : tensor<8x4x2x64x64xbf16>
    %c_56 = stablehlo.constant dense<true> : tensor<i1>
    %401 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %402 = call @tril_1(%401) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %403 = stablehlo.convert %400 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_57 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %404 = call @_where_2(%402, %403, %cst_57) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_58) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %407 = stablehlo.maximum %406, %405 : tensor<8x4x2x64xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %410 = stablehlo.subtract %404, %409 : tensor<8x4x2x64x64xf32>
    %411 = stablehlo.exponential %410 : tensor<8x4x2x64x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_60) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %415 = stablehlo.divide %411, %414 : tensor<8x4x2x64x64xf32>
    %416 = stablehlo.convert %415 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %417 = stablehlo.dot_general %323, %416, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %418 = stablehlo.transpose %417, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %419 = stablehlo.reshape %418 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %420 = stablehlo.dot_general %419, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %421 = sdy.sharding_constraint %420 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %422 = stablehlo.add %298, %421 : tensor<8x64x128xbf16>
    %423 = stablehlo.convert %422 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %424 = stablehlo.multiply %423, %423 : tensor<8x64x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %428 = stablehlo.divide %426, %427 : tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %430 = stablehlo.add %428, %429 : tensor<8x64x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<8x64x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %433 = stablehlo.multiply %423, %432 : tensor<8x64x128xf32>
    %434 = stablehlo.convert %arg24 : (tensor<128xbf16>) -> tensor<128xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %437 = stablehlo.multiply %433, %436 : tensor<8x64x128xf32>
    %438 = stablehlo.convert %437 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %439 = stablehlo.dot_general %438, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %440 = stablehlo.dot_general %438, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %441 = call @silu_3(%439) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %442 = stablehlo.multiply %441, %440 : tensor<8x64x256xbf16>
    %443 = stablehlo.dot_general %442, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %444 = sdy.sharding_constraint %443 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %445 = stablehlo.add %422, %444 : tensor<8x64x128xbf16>
    %446 = sdy.sharding_constraint %445 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %447 = stablehlo.convert %446 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %448 = stablehlo.multiply %447, %447 : tensor<8x64x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_65 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %452 = stablehlo.divide %450, %451 : tensor<8x64x1xf32>
    %cst_66 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %454 = stablehlo.add %452, %453 : tensor<8x64x1xf32>
    %455 = stablehlo.rsqrt %454 : tensor<8x64x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %457 = stablehlo.multiply %447, %456 : tensor<8x64x128xf32>
    %458 = stablehlo.convert %arg29 : (tensor<128xbf16>) -> tensor<128xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %461 = stablehlo.multiply %457, %460 : tensor<8x64x128xf32>
    %462 = stablehlo.convert %461 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %463 = stablehlo.dot_general %462, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %464 = sdy.sharding_constraint %463 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %465 = stablehlo.reshape %464 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %466 = stablehlo.dot_general %462, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %467 = sdy.sharding_constraint %466 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %468 = stablehlo.reshape %467 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %469 = stablehlo.dot_general %462, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %470 = sdy.sharding_constraint %469 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %471 = stablehlo.reshape %470 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %472 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<8xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %476 = stablehlo.add %475, %474 : tensor<8xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %478 = stablehlo.divide %476, %477 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %480 = stablehlo.power %479, %478 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %482 = stablehlo.divide %481, %480 : tensor<8xf32>
    %483 = stablehlo.iota dim = 0 : tensor<64xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %485 = stablehlo.broadcast_in_dim %482, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %486 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %487 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %488 = stablehlo.multiply %486, %487 : tensor<64x8xf32>
    %489 = stablehlo.sine %488 : tensor<64x8xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %491 = stablehlo.cosine %488 : tensor<64x8xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %493 = stablehlo.convert %465 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %494 = stablehlo.slice %493 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %495 = stablehlo.slice %493 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %496 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<8x64x8x8xf32>
    %498 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %499 = stablehlo.multiply %495, %498 : tensor<8x64x8x8xf32>
    %500 = stablehlo.subtract %497, %499 : tensor<8x64x8x8xf32>
    %501 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %502 = stablehlo.multiply %495, %501 : tensor<8x64x8x8xf32>
    %503 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %504 = stablehlo.multiply %494, %503 : tensor<8x64x8x8xf32>
    %505 = stablehlo.add %502, %504 : tensor<8x64x8x8xf32>
    %506 = stablehlo.concatenate %500, %505, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %507 = stablehlo.convert %506 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %508 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %510 = stablehlo.multiply %509, %508 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %512 = stablehlo.add %511, %510 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %514 = stablehlo.divide %512, %513 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %516 = stablehlo.power %515, %514 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %518 = stablehlo.divide %517, %516 : tensor<8xf32>
    %519 = stablehlo.iota dim = 0 : tensor<64xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %521 = stablehlo.broadcast_in_dim %518, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %522 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<64x8xf32>
    %525 = stablehlo.sine %524 : tensor<64x8xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %527 = stablehlo.cosine %524 : tensor<64x8xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %529 = stablehlo.convert %468 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %530 = stablehlo.slice %529 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %531 = stablehlo.slice %529 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %532 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %533 = stablehlo.multiply %530, %532 : tensor<8x64x4x8xf32>
    %534 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %535 = stablehlo.multiply %531, %534 : tensor<8x64x4x8xf32>
    %536 = stablehlo.subtract %533, %535 : tensor<8x64x4x8xf32>
    %537 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %538 = stablehlo.multiply %531, %537 : tensor<8x64x4x8xf32>
    %539 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %540 = stablehlo.multiply %530, %539 : tensor<8x64x4x8xf32>
    %541 = stablehlo.add %538, %540 : tensor<8x64x4x8xf32>
    %542 = stablehlo.concatenate %536, %541, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %543 = stablehlo.convert %542 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %544 = stablehlo.reshape %507 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %545 = stablehlo.dot_general %543, %544, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %546 = stablehlo.transpose %545, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_77 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %547 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %548 = stablehlo.multiply %546, %547 : tensor<8x4x2x64x64xbf16>
    %c_78 = stablehlo.constant dense<true> : tensor<i1>
    %549 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %550 = call @tril_1(%549) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %551 = stablehlo.convert %548 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %552 = call @_where_2(%550, %551, %cst_79) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %553 = stablehlo.reduce(%552 init: %cst_80) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %555 = stablehlo.maximum %554, %553 : tensor<8x4x2x64xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %558 = stablehlo.subtract %552, %557 : tensor<8x4x2x64x64xf32>
    %559 = stablehlo.exponential %558 : tensor<8x4x2x64x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_82) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %563 = stablehlo.divide %559, %562 : tensor<8x4x2x64x64xf32>
    %564 = stablehlo.convert %563 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %565 = stablehlo.dot_general %471, %564, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %566 = stablehlo.transpose %565, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %567 = stablehlo.reshape %566 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %568 = stablehlo.dot_general %567, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %569 = sdy.sharding_constraint %568 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %570 = stablehlo.add %446, %569 : tensor<8x64x128xbf16>
    %571 = stablehlo.convert %570 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %572 = stablehlo.multiply %571, %571 : tensor<8x64x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_84 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %576 = stablehlo.divide %574, %575 : tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %578 = stablehlo.add %576, %577 : tensor<8x64x1xf32>
    %579 = stablehlo.rsqrt %578 : tensor<8x64x1xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %581 = stablehlo.multiply %571, %580 : tensor<8x64x128xf32>
    %582 = stablehlo.convert %arg33 : (tensor<128xbf16>) -> tensor<128xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %585 = stablehlo.multiply %581, %584 : tensor<8x64x128xf32>
    %586 = stablehlo.convert %585 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %587 = stablehlo.dot_general %586, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %588 = stablehlo.dot_general %586, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %589 = call @silu_3(%587) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %590 = stablehlo.multiply %589, %588 : tensor<8x64x256xbf16>
    %591 = stablehlo.dot_general %590, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %592 = sdy.sharding_constraint %591 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %593 = stablehlo.add %570, %592 : tensor<8x64x128xbf16>
    %594 = stablehlo.convert %593 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %595 = stablehlo.multiply %594, %594 : tensor<8x64x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%595 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_87 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %599 = stablehlo.divide %597, %598 : tensor<8x64x1xf32>
    %cst_88 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %601 = stablehlo.add %599, %600 : tensor<8x64x1xf32>
    %602 = stablehlo.rsqrt %601 : tensor<8x64x1xf32>
    %603 = stablehlo.divide %602, %601 : tensor<8x64x1xf32>
    %cst_89 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %605 = stablehlo.multiply %604, %603 : tensor<8x64x1xf32>
    %606 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %607 = stablehlo.multiply %594, %606 : tensor<8x64x128xf32>
    %608 = stablehlo.convert %arg19 : (tensor<128xbf16>) -> tensor<128xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %611 = stablehlo.multiply %607, %610 : tensor<8x64x128xf32>
    %612 = stablehlo.convert %611 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %613 = stablehlo.dot_general %612, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %614 = stablehlo.convert %613 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %615 = sdy.sharding_constraint %614 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %616 = stablehlo.reduce(%615 init: %cst_90) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %618 = stablehlo.maximum %617, %616 : tensor<8x64xf32>
    %619 = stablehlo.is_finite %618 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %621 = stablehlo.select %619, %618, %620 : tensor<8x64xi1>, tensor<8x64xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %624 = stablehlo.subtract %615, %623 : tensor<8x64x512xf32>
    %625 = stablehlo.exponential %624 : tensor<8x64x512xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%625 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %627 = stablehlo.abs %626 : tensor<8x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %629 = stablehlo.compare GE, %626, %628, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %630 = stablehlo.log %627 : tensor<8x64xf32>
    %631 = stablehlo.add %630, %621 : tensor<8x64xf32>
    %632 = stablehlo.broadcast_in_dim %arg100, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %633:2 = call @take_along_axis(%615, %632) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %634 = stablehlo.reshape %633#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %635 = stablehlo.subtract %631, %634 : tensor<8x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%635 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %637 = stablehlo.divide %636, %cst_96 : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_98 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %638 = stablehlo.divide %cst_97, %cst_98 : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %640 = stablehlo.negate %639 : tensor<8x64xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %642 = call @take_along_axis_4(%633#1, %641) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %643 = stablehlo.divide %639, %627 : tensor<8x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %645 = stablehlo.select %629, %644, %643 : tensor<8x64xi1>, tensor<8x64xf32>
    %646 = stablehlo.select %629, %643, %644 : tensor<8x64xi1>, tensor<8x64xf32>
    %647 = stablehlo.negate %645 : tensor<8x64xf32>
    %648 = stablehlo.add %646, %647 : tensor<8x64xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %650 = stablehlo.multiply %649, %625 : tensor<8x64x512xf32>
    %651 = stablehlo.add %642, %650 : tensor<8x64x512xf32>
    %652 = sdy.sharding_constraint %651 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %653 = stablehlo.convert %652 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %654 = stablehlo.dot_general %653, %612, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %655 = stablehlo.transpose %654, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %656 = stablehlo.dot_general %653, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %657 = stablehlo.convert %656 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %658 = stablehlo.multiply %607, %657 : tensor<8x64x128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %660 = stablehlo.reshape %659 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %661 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %662 = stablehlo.multiply %657, %661 : tensor<8x64x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%660 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %664 = stablehlo.convert %663 : (tensor<128xf32>) -> tensor<128xbf16>
    %665 = stablehlo.multiply %594, %662 : tensor<8x64x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %666 = stablehlo.reduce(%665 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %667 = stablehlo.reshape %666 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %668 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %669 = stablehlo.multiply %662, %668 : tensor<8x64x128xf32>
    %670 = stablehlo.multiply %667, %605 : tensor<8x64x1xf32>
    %cst_103 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %672 = stablehlo.divide %670, %671 : tensor<8x64x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%672 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %675 = stablehlo.multiply %594, %674 : tensor<8x64x128xf32>
    %676 = stablehlo.add %669, %675 : tensor<8x64x128xf32>
    %677 = stablehlo.multiply %674, %594 : tensor<8x64x128xf32>
    %678 = stablehlo.add %676, %677 : tensor<8x64x128xf32>
    %679 = stablehlo.convert %678 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %680:11 = stablehlo.optimization_barrier %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %445, %679 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %681 = sdy.sharding_constraint %680#9 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %682 = stablehlo.convert %681 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %683 = stablehlo.multiply %682, %682 : tensor<8x64x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.reduce(%683 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_106 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %687 = stablehlo.divide %685, %686 : tensor<8x64x1xf32>
    %cst_107 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %689 = stablehlo.add %687, %688 : tensor<8x64x1xf32>
    %690 = stablehlo.rsqrt %689 : tensor<8x64x1xf32>
    %691 = stablehlo.divide %690, %689 : tensor<8x64x1xf32>
    %cst_108 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %693 = stablehlo.multiply %692, %691 : tensor<8x64x1xf32>
    %694 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %695 = stablehlo.multiply %682, %694 : tensor<8x64x128xf32>
    %696 = stablehlo.convert %680#0 : (tensor<128xbf16>) -> tensor<128xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %699 = stablehlo.multiply %695, %698 : tensor<8x64x128xf32>
    %700 = stablehlo.convert %699 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %701 = stablehlo.dot_general %700, %680#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %702 = sdy.sharding_constraint %701 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %703 = stablehlo.reshape %702 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %704 = stablehlo.dot_general %700, %680#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %705 = sdy.sharding_constraint %704 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %706 = stablehlo.reshape %705 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %707 = stablehlo.dot_general %700, %680#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %708 = sdy.sharding_constraint %707 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %709 = stablehlo.reshape %708 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %710 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %712 = stablehlo.multiply %711, %710 : tensor<8xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %714 = stablehlo.add %713, %712 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %716 = stablehlo.divide %714, %715 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %718 = stablehlo.power %717, %716 : tensor<8xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %720 = stablehlo.divide %719, %718 : tensor<8xf32>
    %721 = stablehlo.iota dim = 0 : tensor<64xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %723 = stablehlo.broadcast_in_dim %720, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %724 = stablehlo.broadcast_in_dim %722, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %725 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %726 = stablehlo.multiply %724, %725 : tensor<64x8xf32>
    %727 = stablehlo.sine %726 : tensor<64x8xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %729 = stablehlo.cosine %726 : tensor<64x8xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %731 = stablehlo.convert %703 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %732 = stablehlo.slice %731 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %733 = stablehlo.slice %731 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %734 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %735 = stablehlo.multiply %732, %734 : tensor<8x64x8x8xf32>
    %736 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %737 = stablehlo.multiply %733, %736 : tensor<8x64x8x8xf32>
    %738 = stablehlo.subtract %735, %737 : tensor<8x64x8x8xf32>
    %739 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %740 = stablehlo.multiply %733, %739 : tensor<8x64x8x8xf32>
    %741 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %742 = stablehlo.multiply %732, %741 : tensor<8x64x8x8xf32>
    %743 = stablehlo.add %740, %742 : tensor<8x64x8x8xf32>
    %744 = stablehlo.concatenate %738, %743, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %745 = stablehlo.convert %744 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %746 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %748 = stablehlo.multiply %747, %746 : tensor<8xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %750 = stablehlo.add %749, %748 : tensor<8xf32>
    %cst_116 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %752 = stablehlo.divide %750, %751 : tensor<8xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %754 = stablehlo.power %753, %752 : tensor<8xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %756 = stablehlo.divide %755, %754 : tensor<8xf32>
    %757 = stablehlo.iota dim = 0 : tensor<64xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %759 = stablehlo.broadcast_in_dim %756, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %760 = stablehlo.broadcast_in_dim %758, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %761 = stablehlo.broadcast_in_dim %759, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %762 = stablehlo.multiply %760, %761 : tensor<64x8xf32>
    %763 = stablehlo.sine %762 : tensor<64x8xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %765 = stablehlo.cosine %762 : tensor<64x8xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %767 = stablehlo.convert %706 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %768 = stablehlo.slice %767 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %769 = stablehlo.slice %767 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %770 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %771 = stablehlo.multiply %768, %770 : tensor<8x64x4x8xf32>
    %772 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %773 = stablehlo.multiply %769, %772 : tensor<8x64x4x8xf32>
    %774 = stablehlo.subtract %771, %773 : tensor<8x64x4x8xf32>
    %775 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %776 = stablehlo.multiply %769, %775 : tensor<8x64x4x8xf32>
    %777 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %778 = stablehlo.multiply %768, %777 : tensor<8x64x4x8xf32>
    %779 = stablehlo.add %776, %778 : tensor<8x64x4x8xf32>
    %780 = stablehlo.concatenate %774, %779, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %781 = stablehlo.convert %780 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %782 = stablehlo.reshape %745 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %783 = stablehlo.dot_general %781, %782, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %784 = stablehlo.transpose %783, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_119 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %785 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %786 = stablehlo.multiply %784, %785 : tensor<8x4x2x64x64xbf16>
    %c_120 = stablehlo.constant dense<true> : tensor<i1>
    %787 = stablehlo.broadcast_in_dim %c_120, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %788 = call @tril_5(%787) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %789 = stablehlo.convert %786 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_121 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %790:2 = call @_where_6(%788, %789, %cst_121) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_122 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %791 = stablehlo.reduce(%790#0 init: %cst_122) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %793 = stablehlo.maximum %792, %791 : tensor<8x4x2x64xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %795 = stablehlo.broadcast_in_dim %794, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %796 = stablehlo.subtract %790#0, %795 : tensor<8x4x2x64x64xf32>
    %797 = stablehlo.exponential %796 : tensor<8x4x2x64x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.reduce(%797 init: %cst_124) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %801 = stablehlo.divide %797, %800 : tensor<8x4x2x64x64xf32>
    %802 = stablehlo.multiply %799, %799 : tensor<8x4x2x64x1xf32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %804 = stablehlo.divide %803, %802 : tensor<8x4x2x64x1xf32>
    %805 = stablehlo.convert %801 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %806 = stablehlo.dot_general %709, %805, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %807 = stablehlo.transpose %806, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %808 = stablehlo.reshape %807 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %809 = stablehlo.dot_general %808, %680#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %810 = sdy.sharding_constraint %809 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %811 = stablehlo.add %681, %810 : tensor<8x64x128xbf16>
    %812 = stablehlo.convert %811 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %813 = stablehlo.multiply %812, %812 : tensor<8x64x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%813 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_127 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %817 = stablehlo.divide %815, %816 : tensor<8x64x1xf32>
    %cst_128 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %819 = stablehlo.add %817, %818 : tensor<8x64x1xf32>
    %820 = stablehlo.rsqrt %819 : tensor<8x64x1xf32>
    %821 = stablehlo.divide %820, %819 : tensor<8x64x1xf32>
    %cst_129 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %823 = stablehlo.multiply %822, %821 : tensor<8x64x1xf32>
    %824 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %825 = stablehlo.multiply %812, %824 : tensor<8x64x128xf32>
    %826 = stablehlo.convert %680#4 : (tensor<128xbf16>) -> tensor<128xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %829 = stablehlo.multiply %825, %828 : tensor<8x64x128xf32>
    %830 = stablehlo.convert %829 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %831 = stablehlo.dot_general %830, %680#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %832 = stablehlo.dot_general %830, %680#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %833:3 = call @silu_7(%831) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %834 = stablehlo.multiply %833#0, %832 : tensor<8x64x256xbf16>
    %835 = sdy.sharding_constraint %680#10 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %836 = stablehlo.dot_general %835, %834, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %837 = stablehlo.transpose %836, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %838 = stablehlo.dot_general %835, %680#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %839 = stablehlo.multiply %833#0, %838 : tensor<8x64x256xbf16>
    %840 = stablehlo.multiply %838, %832 : tensor<8x64x256xbf16>
    %841 = call @silu_8(%833#1, %831, %833#2, %840) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %842 = stablehlo.dot_general %839, %830, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %843 = stablehlo.transpose %842, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %844 = stablehlo.dot_general %839, %680#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %845 = stablehlo.dot_general %841, %830, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %846 = stablehlo.transpose %845, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %847 = stablehlo.dot_general %841, %680#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %848 = stablehlo.add %844, %847 : tensor<8x64x128xbf16>
    %849 = stablehlo.convert %848 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %850 = stablehlo.multiply %825, %849 : tensor<8x64x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %851 = stablehlo.reduce(%850 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %852 = stablehlo.reshape %851 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %853 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %854 = stablehlo.multiply %849, %853 : tensor<8x64x128xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.reduce(%852 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %856 = stablehlo.convert %855 : (tensor<128xf32>) -> tensor<128xbf16>
    %857 = stablehlo.multiply %812, %854 : tensor<8x64x128xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%857 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %859 = stablehlo.reshape %858 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %860 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %861 = stablehlo.multiply %854, %860 : tensor<8x64x128xf32>
    %862 = stablehlo.multiply %859, %823 : tensor<8x64x1xf32>
    %cst_133 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %864 = stablehlo.divide %862, %863 : tensor<8x64x1xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.reduce(%864 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %867 = stablehlo.multiply %812, %866 : tensor<8x64x128xf32>
    %868 = stablehlo.add %861, %867 : tensor<8x64x128xf32>
    %869 = stablehlo.multiply %866, %812 : tensor<8x64x128xf32>
    %870 = stablehlo.add %868, %869 : tensor<8x64x128xf32>
    %871 = stablehlo.convert %870 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %872 = stablehlo.add %680#10, %871 : tensor<8x64x128xbf16>
    %873 = sdy.sharding_constraint %872 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %874 = stablehlo.dot_general %873, %808, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %875 = stablehlo.transpose %874, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %876 = stablehlo.dot_general %873, %680#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %877 = stablehlo.reshape %876 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %878 = stablehlo.transpose %877, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %879 = stablehlo.dot_general %878, %709, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %880 = stablehlo.dot_general %878, %805, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %881 = stablehlo.transpose %880, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %882 = stablehlo.convert %879 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %883 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %884 = stablehlo.multiply %882, %883 : tensor<8x4x2x64x64xf32>
    %885 = stablehlo.multiply %884, %797 : tensor<8x4x2x64x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%885 init: %cst_135) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %887 = stablehlo.reshape %886 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %888 = stablehlo.negate %887 : tensor<8x4x2x64x1xf32>
    %889 = stablehlo.broadcast_in_dim %799, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %890 = stablehlo.divide %882, %889 : tensor<8x4x2x64x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %891 = stablehlo.reduce(%888 init: %cst_136) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %893 = stablehlo.add %890, %892 : tensor<8x4x2x64x64xf32>
    %894 = stablehlo.multiply %893, %797 : tensor<8x4x2x64x64xf32>
    %895 = call @_where_9(%790#1, %894) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %896 = stablehlo.convert %895 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_137 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %897 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %898 = stablehlo.multiply %896, %897 : tensor<8x4x2x64x64xbf16>
    %899 = stablehlo.transpose %898, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %900 = stablehlo.dot_general %899, %781, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %901 = stablehlo.transpose %900, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %902 = stablehlo.dot_general %899, %782, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %903 = stablehlo.transpose %902, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %904 = stablehlo.reshape %901 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %905 = stablehlo.convert %903 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %906 = stablehlo.slice %905 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %907 = stablehlo.slice %905 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %908 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %909 = stablehlo.multiply %907, %908 : tensor<8x64x4x8xf32>
    %910 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %911 = stablehlo.multiply %907, %910 : tensor<8x64x4x8xf32>
    %912 = stablehlo.negate %906 : tensor<8x64x4x8xf32>
    %913 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %914 = stablehlo.multiply %912, %913 : tensor<8x64x4x8xf32>
    %915 = stablehlo.add %911, %914 : tensor<8x64x4x8xf32>
    %916 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %917 = stablehlo.multiply %906, %916 : tensor<8x64x4x8xf32>
    %918 = stablehlo.add %909, %917 : tensor<8x64x4x8xf32>
    %919 = stablehlo.concatenate %918, %915, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %920 = stablehlo.convert %919 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %921 = stablehlo.convert %904 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %922 = stablehlo.slice %921 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %923 = stablehlo.slice %921 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %924 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %925 = stablehlo.multiply %923, %924 : tensor<8x64x8x8xf32>
    %926 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %927 = stablehlo.multiply %923, %926 : tensor<8x64x8x8xf32>
    %928 = stablehlo.negate %922 : tensor<8x64x8x8xf32>
    %929 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %930 = stablehlo.multiply %928, %929 : tensor<8x64x8x8xf32>
    %931 = stablehlo.add %927, %930 : tensor<8x64x8x8xf32>
    %932 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %933 = stablehlo.multiply %922, %932 : tensor<8x64x8x8xf32>
    %934 = stablehlo.add %925, %933 : tensor<8x64x8x8xf32>
    %935 = stablehlo.concatenate %934, %931, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %936 = stablehlo.convert %935 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %937 = stablehlo.reshape %881 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %938 = sdy.sharding_constraint %937 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %939 = stablehlo.dot_general %938, %700, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %940 = stablehlo.transpose %939, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %941 = stablehlo.dot_general %938, %680#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %942 = stablehlo.reshape %920 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %943 = sdy.sharding_constraint %942 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %944 = stablehlo.dot_general %943, %700, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %945 = stablehlo.transpose %944, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %946 = stablehlo.dot_general %943, %680#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %947 = stablehlo.add %941, %946 : tensor<8x64x128xbf16>
    %948 = stablehlo.reshape %936 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %949 = sdy.sharding_constraint %948 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %950 = stablehlo.dot_general %949, %700, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %951 = stablehlo.transpose %950, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %952 = stablehlo.dot_general %949, %680#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %953 = stablehlo.add %947, %952 : tensor<8x64x128xbf16>
    %954 = stablehlo.convert %953 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %955 = stablehlo.multiply %695, %954 : tensor<8x64x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %956 = stablehlo.reduce(%955 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %957 = stablehlo.reshape %956 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %958 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %959 = stablehlo.multiply %954, %958 : tensor<8x64x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %960 = stablehlo.reduce(%957 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %961 = stablehlo.convert %960 : (tensor<128xf32>) -> tensor<128xbf16>
    %962 = stablehlo.multiply %682, %959 : tensor<8x64x128xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%962 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %964 = stablehlo.reshape %963 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %965 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %966 = stablehlo.multiply %959, %965 : tensor<8x64x128xf32>
    %967 = stablehlo.multiply %964, %693 : tensor<8x64x1xf32>
    %cst_141 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %969 = stablehlo.divide %967, %968 : tensor<8x64x1xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %970 = stablehlo.reduce(%969 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %972 = stablehlo.multiply %682, %971 : tensor<8x64x128xf32>
    %973 = stablehlo.add %966, %972 : tensor<8x64x128xf32>
    %974 = stablehlo.multiply %971, %682 : tensor<8x64x128xf32>
    %975 = stablehlo.add %973, %974 : tensor<8x64x128xf32>
    %976 = stablehlo.convert %975 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %977 = stablehlo.add %872, %976 : tensor<8x64x128xbf16>
    %978 = sdy.sharding_constraint %977 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %979:11 = stablehlo.optimization_barrier %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %297, %978 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %980 = sdy.sharding_constraint %979#9 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %981 = stablehlo.convert %980 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %982 = stablehlo.multiply %981, %981 : tensor<8x64x128xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %983 = stablehlo.reduce(%982 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %984 = stablehlo.broadcast_in_dim %983, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_144 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %986 = stablehlo.divide %984, %985 : tensor<8x64x1xf32>
    %cst_145 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %988 = stablehlo.add %986, %987 : tensor<8x64x1xf32>
    %989 = stablehlo.rsqrt %988 : tensor<8x64x1xf32>
    %990 = stablehlo.broadcast_in_dim %989, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %991 = stablehlo.multiply %981, %990 : tensor<8x64x128xf32>
    %992 = stablehlo.convert %979#0 : (tensor<128xbf16>) -> tensor<128xf32>
    %993 = stablehlo.broadcast_in_dim %992, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %994 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %995 = stablehlo.multiply %991, %994 : tensor<8x64x128xf32>
    %996 = stablehlo.convert %995 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %997 = stablehlo.dot_general %996, %979#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %998 = sdy.sharding_constraint %997 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %999 = stablehlo.reshape %998 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %1000 = stablehlo.dot_general %996, %979#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %1001 = sdy.sharding_constraint %1000 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %1002 = stablehlo.reshape %1001 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %1003 = stablehlo.dot_general %996, %979#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %1004 = sdy.sharding_constraint %1003 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %1005 = stablehlo.reshape %1004 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %1006 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_146 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1008 = stablehlo.multiply %1007, %1006 : tensor<8xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1010 = stablehlo.add %1009, %1008 : tensor<8xf32>
    %cst_148 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1012 = stablehlo.divide %1010, %1011 : tensor<8xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1014 = stablehlo.power %1013, %1012 : tensor<8xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1016 = stablehlo.divide %1015, %1014 : tensor<8xf32>
    %1017 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %1019 = stablehlo.broadcast_in_dim %1016, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1020 = stablehlo.broadcast_in_dim %1018, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %1021 = stablehlo.broadcast_in_dim %1019, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %1022 = stablehlo.multiply %1020, %1021 : tensor<64x8xf32>
    %1023 = stablehlo.sine %1022 : tensor<64x8xf32>
    %1024 = stablehlo.broadcast_in_dim %1023, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %1025 = stablehlo.cosine %1022 : tensor<64x8xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %1027 = stablehlo.convert %999 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %1028 = stablehlo.slice %1027 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %1029 = stablehlo.slice %1027 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %1030 = stablehlo.broadcast_in_dim %1026, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1031 = stablehlo.multiply %1028, %1030 : tensor<8x64x8x8xf32>
    %1032 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1033 = stablehlo.multiply %1029, %1032 : tensor<8x64x8x8xf32>
    %1034 = stablehlo.subtract %1031, %1033 : tensor<8x64x8x8xf32>
    %1035 = stablehlo.broadcast_in_dim %1026, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1036 = stablehlo.multiply %1029, %1035 : tensor<8x64x8x8xf32>
    %1037 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1038 = stablehlo.multiply %1028, %1037 : tensor<8x64x8x8xf32>
    %1039 = stablehlo.add %1036, %1038 : tensor<8x64x8x8xf32>
    %1040 = stablehlo.concatenate %1034, %1039, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %1041 = stablehlo.convert %1040 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %1042 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_151 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1044 = stablehlo.multiply %1043, %1042 : tensor<8xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1046 = stablehlo.add %1045, %1044 : tensor<8xf32>
    %cst_153 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1048 = stablehlo.divide %1046, %1047 : tensor<8xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1050 = stablehlo.power %1049, %1048 : tensor<8xf32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1052 = stablehlo.divide %1051, %1050 : tensor<8xf32>
    %1053 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %1055 = stablehlo.broadcast_in_dim %1052, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1056 = stablehlo.broadcast_in_dim %1054, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %1057 = stablehlo.broadcast_in_dim %1055, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %1058 = stablehlo.multiply %1056, %1057 : tensor<64x8xf32>
    %1059 = stablehlo.sine %1058 : tensor<64x8xf32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %1061 = stablehlo.cosine %1058 : tensor<64x8xf32>
    %1062 = stablehlo.broadcast_in_dim %1061, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %1063 = stablehlo.convert %1002 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %1064 = stablehlo.slice %1063 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %1065 = stablehlo.slice %1063 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %1066 = stablehlo.broadcast_in_dim %1062, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1067 = stablehlo.multiply %1064, %1066 : tensor<8x64x4x8xf32>
    %1068 = stablehlo.broadcast_in_dim %1060, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1069 = stablehlo.multiply %1065, %1068 : tensor<8x64x4x8xf32>
    %1070 = stablehlo.subtract %1067, %1069 : tensor<8x64x4x8xf32>
    %1071 = stablehlo.broadcast_in_dim %1062, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1072 = stablehlo.multiply %1065, %1071 : tensor<8x64x4x8xf32>
    %1073 = stablehlo.broadcast_in_dim %1060, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1074 = stablehlo.multiply %1064, %1073 : tensor<8x64x4x8xf32>
    %1075 = stablehlo.add %1072, %1074 : tensor<8x64x4x8xf32>
    %1076 = stablehlo.concatenate %1070, %1075, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %1077 = stablehlo.convert %1076 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %1078 = stablehlo.reshape %1041 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %1079 = stablehlo.dot_general %1077, %1078, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %1080 = stablehlo.transpose %1079, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_156 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %1081 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %1082 = stablehlo.multiply %1080, %1081 : tensor<8x4x2x64x64xbf16>
    %c_157 = stablehlo.constant dense<true> : tensor<i1>
    %1083 = stablehlo.broadcast_in_dim %c_157, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %1084 = call @tril_5(%1083) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %1085 = stablehlo.convert %1082 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_158 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1086:2 = call @_where_6(%1084, %1085, %cst_158) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1087 = stablehlo.reduce(%1086#0 init: %cst_159) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %1089 = stablehlo.maximum %1088, %1087 : tensor<8x4x2x64xf32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %1092 = stablehlo.subtract %1086#0, %1091 : tensor<8x4x2x64x64xf32>
    %1093 = stablehlo.exponential %1092 : tensor<8x4x2x64x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1094 = stablehlo.reduce(%1093 init: %cst_161) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %1095 = stablehlo.broadcast_in_dim %1094, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %1097 = stablehlo.divide %1093, %1096 : tensor<8x4x2x64x64xf32>
    %1098 = stablehlo.multiply %1095, %1095 : tensor<8x4x2x64x1xf32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %1100 = stablehlo.divide %1099, %1098 : tensor<8x4x2x64x1xf32>
    %1101 = stablehlo.convert %1097 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %1102 = stablehlo.dot_general %1005, %1101, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %1103 = stablehlo.transpose %1102, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %1104 = stablehlo.reshape %1103 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %1105 = stablehlo.dot_general %1104, %979#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %1106 = sdy.sharding_constraint %1105 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1107 = stablehlo.add %980, %1106 : tensor<8x64x128xbf16>
    %1108 = stablehlo.convert %1107 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %1109 = stablehlo.multiply %1108, %1108 : tensor<8x64x128xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1110 = stablehlo.reduce(%1109 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1111 = stablehlo.broadcast_in_dim %1110, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_164 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1113 = stablehlo.divide %1111, %1112 : tensor<8x64x1xf32>
    %cst_165 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1115 = stablehlo.add %1113, %1114 : tensor<8x64x1xf32>
    %1116 = stablehlo.rsqrt %1115 : tensor<8x64x1xf32>
    %1117 = stablehlo.divide %1116, %1115 : tensor<8x64x1xf32>
    %cst_166 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1119 = stablehlo.multiply %1118, %1117 : tensor<8x64x1xf32>
    %1120 = stablehlo.broadcast_in_dim %1116, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1121 = stablehlo.multiply %1108, %1120 : tensor<8x64x128xf32>
    %1122 = stablehlo.convert %979#4 : (tensor<128xbf16>) -> tensor<128xf32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1124 = stablehlo.broadcast_in_dim %1123, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1125 = stablehlo.multiply %1121, %1124 : tensor<8x64x128xf32>
    %1126 = stablehlo.convert %1125 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %1127 = stablehlo.dot_general %1126, %979#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %1128 = stablehlo.dot_general %1126, %979#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %1129:3 = call @silu_7(%1127) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %1130 = stablehlo.multiply %1129#0, %1128 : tensor<8x64x256xbf16>
    %1131 = sdy.sharding_constraint %979#10 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1132 = stablehlo.dot_general %1131, %1130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %1133 = stablehlo.transpose %1132, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %1134 = stablehlo.dot_general %1131, %979#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %1135 = stablehlo.multiply %1129#0, %1134 : tensor<8x64x256xbf16>
    %1136 = stablehlo.multiply %1134, %1128 : tensor<8x64x256xbf16>
    %1137 = call @silu_8(%1129#1, %1127, %1129#2, %1136) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %1138 = stablehlo.dot_general %1135, %1126, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %1139 = stablehlo.transpose %1138, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %1140 = stablehlo.dot_general %1135, %979#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %1141 = stablehlo.dot_general %1137, %1126, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %1142 = stablehlo.transpose %1141, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %1143 = stablehlo.dot_general %1137, %979#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %1144 = stablehlo.add %1140, %1143 : tensor<8x64x128xbf16>
    %1145 = stablehlo.convert %1144 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %1146 = stablehlo.multiply %1121, %1145 : tensor<8x64x128xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1147 = stablehlo.reduce(%1146 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1148 = stablehlo.reshape %1147 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1149 = stablehlo.broadcast_in_dim %1123, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1150 = stablehlo.multiply %1145, %1149 : tensor<8x64x128xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1151 = stablehlo.reduce(%1148 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1152 = stablehlo.convert %1151 : (tensor<128xf32>) -> tensor<128xbf16>
    %1153 = stablehlo.multiply %1108, %1150 : tensor<8x64x128xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1154 = stablehlo.reduce(%1153 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1155 = stablehlo.reshape %1154 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1156 = stablehlo.broadcast_in_dim %1116, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1157 = stablehlo.multiply %1150, %1156 : tensor<8x64x128xf32>
    %1158 = stablehlo.multiply %1155, %1119 : tensor<8x64x1xf32>
    %cst_170 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1160 = stablehlo.divide %1158, %1159 : tensor<8x64x1xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1161 = stablehlo.reduce(%1160 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1162 = stablehlo.broadcast_in_dim %1161, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1163 = stablehlo.multiply %1108, %1162 : tensor<8x64x128xf32>
    %1164 = stablehlo.add %1157, %1163 : tensor<8x64x128xf32>
    %1165 = stablehlo.multiply %1162, %1108 : tensor<8x64x128xf32>
    %1166 = stablehlo.add %1164, %1165 : tensor<8x64x128xf32>
    %1167 = stablehlo.convert %1166 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %1168 = stablehlo.add %979#10, %1167 : tensor<8x64x128xbf16>
    %1169 = sdy.sharding_constraint %1168 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1170 = stablehlo.dot_general %1169, %1104, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %1171 = stablehlo.transpose %1170, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %1172 = stablehlo.dot_general %1169, %979#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %1173 = stablehlo.reshape %1172 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %1174 = stablehlo.transpose %1173, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %1175 = stablehlo.dot_general %1174, %1005, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %1176 = stablehlo.dot_general %1174, %1101, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %1177 = stablehlo.transpose %1176, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %1178 = stablehlo.convert %1175 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %1179 = stablehlo.broadcast_in_dim %1100, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %1180 = stablehlo.multiply %1178, %1179 : tensor<8x4x2x64x64xf32>
    %1181 = stablehlo.multiply %1180, %1093 : tensor<8x4x2x64x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1182 = stablehlo.reduce(%1181 init: %cst_172) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %1183 = stablehlo.reshape %1182 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %1184 = stablehlo.negate %1183 : tensor<8x4x2x64x1xf32>
    %1185 = stablehlo.broadcast_in_dim %1095, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %1186 = stablehlo.divide %1178, %1185 : tensor<8x4x2x64x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1187 = stablehlo.reduce(%1184 init: %cst_173) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %1189 = stablehlo.add %1186, %1188 : tensor<8x4x2x64x64xf32>
    %1190 = stablehlo.multiply %1189, %1093 : tensor<8x4x2x64x64xf32>
    %1191 = call @_where_9(%1086#1, %1190) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %1192 = stablehlo.convert %1191 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_174 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %1193 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %1194 = stablehlo.multiply %1192, %1193 : tensor<8x4x2x64x64xbf16>
    %1195 = stablehlo.transpose %1194, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %1196 = stablehlo.dot_general %1195, %1077, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %1197 = stablehlo.transpose %1196, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %1198 = stablehlo.dot_general %1195, %1078, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %1199 = stablehlo.transpose %1198, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %1200 = stablehlo.reshape %1197 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %1201 = stablehlo.convert %1199 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %1202 = stablehlo.slice %1201 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %1203 = stablehlo.slice %1201 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %1204 = stablehlo.broadcast_in_dim %1060, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1205 = stablehlo.multiply %1203, %1204 : tensor<8x64x4x8xf32>
    %1206 = stablehlo.broadcast_in_dim %1062, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1207 = stablehlo.multiply %1203, %1206 : tensor<8x64x4x8xf32>
    %1208 = stablehlo.negate %1202 : tensor<8x64x4x8xf32>
    %1209 = stablehlo.broadcast_in_dim %1060, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1210 = stablehlo.multiply %1208, %1209 : tensor<8x64x4x8xf32>
    %1211 = stablehlo.add %1207, %1210 : tensor<8x64x4x8xf32>
    %1212 = stablehlo.broadcast_in_dim %1062, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1213 = stablehlo.multiply %1202, %1212 : tensor<8x64x4x8xf32>
    %1214 = stablehlo.add %1205, %1213 : tensor<8x64x4x8xf32>
    %1215 = stablehlo.concatenate %1214, %1211, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %1216 = stablehlo.convert %1215 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %1217 = stablehlo.convert %1200 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %1218 = stablehlo.slice %1217 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %1219 = stablehlo.slice %1217 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %1220 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1221 = stablehlo.multiply %1219, %1220 : tensor<8x64x8x8xf32>
    %1222 = stablehlo.broadcast_in_dim %1026, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1223 = stablehlo.multiply %1219, %1222 : tensor<8x64x8x8xf32>
    %1224 = stablehlo.negate %1218 : tensor<8x64x8x8xf32>
    %1225 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1226 = stablehlo.multiply %1224, %1225 : tensor<8x64x8x8xf32>
    %1227 = stablehlo.add %1223, %1226 : tensor<8x64x8x8xf32>
    %1228 = stablehlo.broadcast_in_dim %1026, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %1229 = stablehlo.multiply %1218, %1228 : tensor<8x64x8x8xf32>
    %1230 = stablehlo.add %1221, %1229 : tensor<8x64x8x8xf32>
    %1231 = stablehlo.concatenate %1230, %1227, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %1232 = stablehlo.convert %1231 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %1233 = stablehlo.reshape %1177 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %1234 = sdy.sharding_constraint %1233 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %1235 = stablehlo.dot_general %1234, %996, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %1236 = stablehlo.transpose %1235, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %1237 = stablehlo.dot_general %1234, %979#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %1238 = stablehlo.reshape %1216 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %1239 = sdy.sharding_constraint %1238 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %1240 = stablehlo.dot_general %1239, %996, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %1241 = stablehlo.transpose %1240, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %1242 = stablehlo.dot_general %1239, %979#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %1243 = stablehlo.add %1237, %1242 : tensor<8x64x128xbf16>
    %1244 = stablehlo.reshape %1232 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %1245 = sdy.sharding_constraint %1244 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1246 = stablehlo.dot_general %1245, %996, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %1247 = stablehlo.transpose %1246, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %1248 = stablehlo.dot_general %1245, %979#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %1249 = stablehlo.add %1243, %1248 : tensor<8x64x128xbf16>
    %1250 = stablehlo.convert %1249 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %1251 = stablehlo.multiply %991, %1250 : tensor<8x64x128xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1252 = stablehlo.reduce(%1251 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1253 = stablehlo.reshape %1252 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1254 = stablehlo.reduce(%1253 init: %cst_176) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1255 = stablehlo.convert %1254 : (tensor<128xf32>) -> tensor<128xbf16>
    %1256 = stablehlo.convert %664 : (tensor<128xbf16>) -> tensor<128xf32>
    %1257 = stablehlo.convert %1255 : (tensor<128xbf16>) -> tensor<128xf32>
    %1258 = stablehlo.convert %1133 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %1259 = stablehlo.convert %1142 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %1260 = stablehlo.convert %1241 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %1261 = stablehlo.convert %1152 : (tensor<128xbf16>) -> tensor<128xf32>
    %1262 = stablehlo.convert %1171 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1263 = stablehlo.convert %1247 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1264 = stablehlo.convert %1139 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %1265 = stablehlo.convert %1236 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %1266 = stablehlo.convert %961 : (tensor<128xbf16>) -> tensor<128xf32>
    %1267 = stablehlo.convert %837 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %1268 = stablehlo.convert %846 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %1269 = stablehlo.convert %945 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %1270 = stablehlo.convert %856 : (tensor<128xbf16>) -> tensor<128xf32>
    %1271 = stablehlo.convert %875 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1272 = stablehlo.convert %951 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %1273 = stablehlo.convert %843 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %1274 = stablehlo.convert %940 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %1275 = stablehlo.convert %655 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1277 = stablehlo.multiply %1276, %1256 : tensor<128xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1279 = stablehlo.multiply %1278, %arg60 : tensor<128xf32>
    %1280 = stablehlo.add %1277, %1279 : tensor<128xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1282 = stablehlo.multiply %1281, %1257 : tensor<128xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1284 = stablehlo.multiply %1283, %arg61 : tensor<128xf32>
    %1285 = stablehlo.add %1282, %1284 : tensor<128xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1287 = stablehlo.multiply %1286, %1258 : tensor<256x128xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1289 = stablehlo.multiply %1288, %arg62 : tensor<256x128xf32>
    %1290 = stablehlo.add %1287, %1289 : tensor<256x128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1292 = stablehlo.multiply %1291, %1259 : tensor<128x256xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1294 = stablehlo.multiply %1293, %arg63 : tensor<128x256xf32>
    %1295 = stablehlo.add %1292, %1294 : tensor<128x256xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1297 = stablehlo.multiply %1296, %1260 : tensor<128x64xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1299 = stablehlo.multiply %1298, %arg64 : tensor<128x64xf32>
    %1300 = stablehlo.add %1297, %1299 : tensor<128x64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1302 = stablehlo.multiply %1301, %1261 : tensor<128xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1304 = stablehlo.multiply %1303, %arg65 : tensor<128xf32>
    %1305 = stablehlo.add %1302, %1304 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1307 = stablehlo.multiply %1306, %1262 : tensor<128x128xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1309 = stablehlo.multiply %1308, %arg66 : tensor<128x128xf32>
    %1310 = stablehlo.add %1307, %1309 : tensor<128x128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1312 = stablehlo.multiply %1311, %1263 : tensor<128x128xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1314 = stablehlo.multiply %1313, %arg67 : tensor<128x128xf32>
    %1315 = stablehlo.add %1312, %1314 : tensor<128x128xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1317 = stablehlo.multiply %1316, %1264 : tensor<128x256xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1319 = stablehlo.multiply %1318, %arg68 : tensor<128x256xf32>
    %1320 = stablehlo.add %1317, %1319 : tensor<128x256xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1322 = stablehlo.multiply %1321, %1265 : tensor<128x64xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1324 = stablehlo.multiply %1323, %arg69 : tensor<128x64xf32>
    %1325 = stablehlo.add %1322, %1324 : tensor<128x64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1327 = stablehlo.multiply %1326, %1266 : tensor<128xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1329 = stablehlo.multiply %1328, %arg70 : tensor<128xf32>
    %1330 = stablehlo.add %1327, %1329 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1332 = stablehlo.multiply %1331, %1267 : tensor<256x128xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1334 = stablehlo.multiply %1333, %arg71 : tensor<256x128xf32>
    %1335 = stablehlo.add %1332, %1334 : tensor<256x128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1337 = stablehlo.multiply %1336, %1268 : tensor<128x256xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1339 = stablehlo.multiply %1338, %arg72 : tensor<128x256xf32>
    %1340 = stablehlo.add %1337, %1339 : tensor<128x256xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1342 = stablehlo.multiply %1341, %1269 : tensor<128x64xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1344 = stablehlo.multiply %1343, %arg73 : tensor<128x64xf32>
    %1345 = stablehlo.add %1342, %1344 : tensor<128x64xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1347 = stablehlo.multiply %1346, %1270 : tensor<128xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1349 = stablehlo.multiply %1348, %arg74 : tensor<128xf32>
    %1350 = stablehlo.add %1347, %1349 : tensor<128xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1352 = stablehlo.multiply %1351, %1271 : tensor<128x128xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1354 = stablehlo.multiply %1353, %arg75 : tensor<128x128xf32>
    %1355 = stablehlo.add %1352, %1354 : tensor<128x128xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1357 = stablehlo.multiply %1356, %1272 : tensor<128x128xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1359 = stablehlo.multiply %1358, %arg76 : tensor<128x128xf32>
    %1360 = stablehlo.add %1357, %1359 : tensor<128x128xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1362 = stablehlo.multiply %1361, %1273 : tensor<128x256xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1364 = stablehlo.multiply %1363, %arg77 : tensor<128x256xf32>
    %1365 = stablehlo.add %1362, %1364 : tensor<128x256xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1367 = stablehlo.multiply %1366, %1274 : tensor<128x64xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1369 = stablehlo.multiply %1368, %arg78 : tensor<128x64xf32>
    %1370 = stablehlo.add %1367, %1369 : tensor<128x64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1372 = stablehlo.multiply %1371, %1275 : tensor<128x512xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1374 = stablehlo.multiply %1373, %arg79 : tensor<128x512xf32>
    %1375 = stablehlo.add %1372, %1374 : tensor<128x512xf32>
    %1376 = stablehlo.multiply %1256, %1256 : tensor<128xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1378 = stablehlo.multiply %1377, %1376 : tensor<128xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1380 = stablehlo.multiply %1379, %arg80 : tensor<128xf32>
    %1381 = stablehlo.add %1378, %1380 : tensor<128xf32>
    %1382 = stablehlo.multiply %1257, %1257 : tensor<128xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1384 = stablehlo.multiply %1383, %1382 : tensor<128xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1386 = stablehlo.multiply %1385, %arg81 : tensor<128xf32>
    %1387 = stablehlo.add %1384, %1386 : tensor<128xf32>
    %1388 = stablehlo.multiply %1258, %1258 : tensor<256x128xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1390 = stablehlo.multiply %1389, %1388 : tensor<256x128xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1392 = stablehlo.multiply %1391, %arg82 : tensor<256x128xf32>
    %1393 = stablehlo.add %1390, %1392 : tensor<256x128xf32>
    %1394 = stablehlo.multiply %1259, %1259 : tensor<128x256xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1396 = stablehlo.multiply %1395, %1394 : tensor<128x256xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1398 = stablehlo.multiply %1397, %arg83 : tensor<128x256xf32>
    %1399 = stablehlo.add %1396, %1398 : tensor<128x256xf32>
    %1400 = stablehlo.multiply %1260, %1260 : tensor<128x64xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1402 = stablehlo.multiply %1401, %1400 : tensor<128x64xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1404 = stablehlo.multiply %1403, %arg84 : tensor<128x64xf32>
    %1405 = stablehlo.add %1402, %1404 : tensor<128x64xf32>
    %1406 = stablehlo.multiply %1261, %1261 : tensor<128xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1408 = stablehlo.multiply %1407, %1406 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1410 = stablehlo.multiply %1409, %arg85 : tensor<128xf32>
    %1411 = stablehlo.add %1408, %1410 : tensor<128xf32>
    %1412 = stablehlo.multiply %1262, %1262 : tensor<128x128xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1414 = stablehlo.multiply %1413, %1412 : tensor<128x128xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1416 = stablehlo.multiply %1415, %arg86 : tensor<128x128xf32>
    %1417 = stablehlo.add %1414, %1416 : tensor<128x128xf32>
    %1418 = stablehlo.multiply %1263, %1263 : tensor<128x128xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1420 = stablehlo.multiply %1419, %1418 : tensor<128x128xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1422 = stablehlo.multiply %1421, %arg87 : tensor<128x128xf32>
    %1423 = stablehlo.add %1420, %1422 : tensor<128x128xf32>
    %1424 = stablehlo.multiply %1264, %1264 : tensor<128x256xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1426 = stablehlo.multiply %1425, %1424 : tensor<128x256xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1428 = stablehlo.multiply %1427, %arg88 : tensor<128x256xf32>
    %1429 = stablehlo.add %1426, %1428 : tensor<128x256xf32>
    %1430 = stablehlo.multiply %1265, %1265 : tensor<128x64xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1432 = stablehlo.multiply %1431, %1430 : tensor<128x64xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1434 = stablehlo.multiply %1433, %arg89 : tensor<128x64xf32>
    %1435 = stablehlo.add %1432, %1434 : tensor<128x64xf32>
    %1436 = stablehlo.multiply %1266, %1266 : tensor<128xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1438 = stablehlo.multiply %1437, %1436 : tensor<128xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1440 = stablehlo.multiply %1439, %arg90 : tensor<128xf32>
    %1441 = stablehlo.add %1438, %1440 : tensor<128xf32>
    %1442 = stablehlo.multiply %1267, %1267 : tensor<256x128xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1444 = stablehlo.multiply %1443, %1442 : tensor<256x128xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1446 = stablehlo.multiply %1445, %arg91 : tensor<256x128xf32>
    %1447 = stablehlo.add %1444, %1446 : tensor<256x128xf32>
    %1448 = stablehlo.multiply %1268, %1268 : tensor<128x256xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1450 = stablehlo.multiply %1449, %1448 : tensor<128x256xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1452 = stablehlo.multiply %1451, %arg92 : tensor<128x256xf32>
    %1453 = stablehlo.add %1450, %1452 : tensor<128x256xf32>
    %1454 = stablehlo.multiply %1269, %1269 : tensor<128x64xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1456 = stablehlo.multiply %1455, %1454 : tensor<128x64xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1458 = stablehlo.multiply %1457, %arg93 : tensor<128x64xf32>
    %1459 = stablehlo.add %1456, %1458 : tensor<128x64xf32>
    %1460 = stablehlo.multiply %1270, %1270 : tensor<128xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1462 = stablehlo.multiply %1461, %1460 : tensor<128xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1464 = stablehlo.multiply %1463, %arg94 : tensor<128xf32>
    %1465 = stablehlo.add %1462, %1464 : tensor<128xf32>
    %1466 = stablehlo.multiply %1271, %1271 : tensor<128x128xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1468 = stablehlo.multiply %1467, %1466 : tensor<128x128xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1470 = stablehlo.multiply %1469, %arg95 : tensor<128x128xf32>
    %1471 = stablehlo.add %1468, %1470 : tensor<128x128xf32>
    %1472 = stablehlo.multiply %1272, %1272 : tensor<128x128xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1474 = stablehlo.multiply %1473, %1472 : tensor<128x128xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1476 = stablehlo.multiply %1475, %arg96 : tensor<128x128xf32>
    %1477 = stablehlo.add %1474, %1476 : tensor<128x128xf32>
    %1478 = stablehlo.multiply %1273, %1273 : tensor<128x256xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1480 = stablehlo.multiply %1479, %1478 : tensor<128x256xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1482 = stablehlo.multiply %1481, %arg97 : tensor<128x256xf32>
    %1483 = stablehlo.add %1480, %1482 : tensor<128x256xf32>
    %1484 = stablehlo.multiply %1274, %1274 : tensor<128x64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1486 = stablehlo.multiply %1485, %1484 : tensor<128x64xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1488 = stablehlo.multiply %1487, %arg98 : tensor<128x64xf32>
    %1489 = stablehlo.add %1486, %1488 : tensor<128x64xf32>
    %1490 = stablehlo.multiply %1275, %1275 : tensor<128x512xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1492 = stablehlo.multiply %1491, %1490 : tensor<128x512xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1494 = stablehlo.multiply %1493, %arg99 : tensor<128x512xf32>
    %1495 = stablehlo.add %1492, %1494 : tensor<128x512xf32>
    %c_257 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1496 = stablehlo.compare LT, %arg59, %c_257, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_258 = stablehlo.constant dense<1> : tensor<i32>
    %1497 = stablehlo.add %arg59, %c_258 : tensor<i32>
    %c_259 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1498 = call @_where_10(%1496, %1497, %c_259) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_260 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1499 = stablehlo.convert %1498 : (tensor<i32>) -> tensor<f32>
    %1500 = stablehlo.power %cst_260, %1499 : tensor<f32>
    %cst_261 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1501 = stablehlo.subtract %cst_261, %1500 : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1503 = stablehlo.divide %1280, %1502 : tensor<128xf32>
    %1504 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1505 = stablehlo.divide %1285, %1504 : tensor<128xf32>
    %1506 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1507 = stablehlo.divide %1290, %1506 : tensor<256x128xf32>
    %1508 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1509 = stablehlo.divide %1295, %1508 : tensor<128x256xf32>
    %1510 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1511 = stablehlo.divide %1300, %1510 : tensor<128x64xf32>
    %1512 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1513 = stablehlo.divide %1305, %1512 : tensor<128xf32>
    %1514 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1515 = stablehlo.divide %1310, %1514 : tensor<128x128xf32>
    %1516 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1517 = stablehlo.divide %1315, %1516 : tensor<128x128xf32>
    %1518 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1519 = stablehlo.divide %1320, %1518 : tensor<128x256xf32>
    %1520 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1521 = stablehlo.divide %1325, %1520 : tensor<128x64xf32>
    %1522 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1523 = stablehlo.divide %1330, %1522 : tensor<128xf32>
    %1524 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1525 = stablehlo.divide %1335, %1524 : tensor<256x128xf32>
    %1526 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1527 = stablehlo.divide %1340, %1526 : tensor<128x256xf32>
    %1528 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1529 = stablehlo.divide %1345, %1528 : tensor<128x64xf32>
    %1530 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1531 = stablehlo.divide %1350, %1530 : tensor<128xf32>
    %1532 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1533 = stablehlo.divide %1355, %1532 : tensor<128x128xf32>
    %1534 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1535 = stablehlo.divide %1360, %1534 : tensor<128x128xf32>
    %1536 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1537 = stablehlo.divide %1365, %1536 : tensor<128x256xf32>
    %1538 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1539 = stablehlo.divide %1370, %1538 : tensor<128x64xf32>
    %1540 = stablehlo.broadcast_in_dim %1501, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1541 = stablehlo.divide %1375, %1540 : tensor<128x512xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1542 = stablehlo.convert %1498 : (tensor<i32>) -> tensor<f32>
    %1543 = stablehlo.power %cst_262, %1542 : tensor<f32>
    %cst_263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1544 = stablehlo.subtract %cst_263, %1543 : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1546 = stablehlo.divide %1381, %1545 : tensor<128xf32>
    %1547 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1548 = stablehlo.divide %1387, %1547 : tensor<128xf32>
    %1549 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1550 = stablehlo.divide %1393, %1549 : tensor<256x128xf32>
    %1551 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1552 = stablehlo.divide %1399, %1551 : tensor<128x256xf32>
    %1553 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1554 = stablehlo.divide %1405, %1553 : tensor<128x64xf32>
    %1555 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1556 = stablehlo.divide %1411, %1555 : tensor<128xf32>
    %1557 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1558 = stablehlo.divide %1417, %1557 : tensor<128x128xf32>
    %1559 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1560 = stablehlo.divide %1423, %1559 : tensor<128x128xf32>
    %1561 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1562 = stablehlo.divide %1429, %1561 : tensor<128x256xf32>
    %1563 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1564 = stablehlo.divide %1435, %1563 : tensor<128x64xf32>
    %1565 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1566 = stablehlo.divide %1441, %1565 : tensor<128xf32>
    %1567 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1568 = stablehlo.divide %1447, %1567 : tensor<256x128xf32>
    %1569 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1570 = stablehlo.divide %1453, %1569 : tensor<128x256xf32>
    %1571 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1572 = stablehlo.divide %1459, %1571 : tensor<128x64xf32>
    %1573 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1574 = stablehlo.divide %1465, %1573 : tensor<128xf32>
    %1575 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1576 = stablehlo.divide %1471, %1575 : tensor<128x128xf32>
    %1577 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1578 = stablehlo.divide %1477, %1577 : tensor<128x128xf32>
    %1579 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1580 = stablehlo.divide %1483, %1579 : tensor<128x256xf32>
    %1581 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1582 = stablehlo.divide %1489, %1581 : tensor<128x64xf32>
    %1583 = stablehlo.broadcast_in_dim %1544, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1584 = stablehlo.divide %1495, %1583 : tensor<128x512xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1586 = stablehlo.add %1546, %1585 : tensor<128xf32>
    %1587 = stablehlo.sqrt %1586 : tensor<128xf32>
    %cst_265 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1589 = stablehlo.add %1587, %1588 : tensor<128xf32>
    %1590 = stablehlo.divide %1503, %1589 : tensor<128xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1592 = stablehlo.add %1548, %1591 : tensor<128xf32>
    %1593 = stablehlo.sqrt %1592 : tensor<128xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1595 = stablehlo.add %1593, %1594 : tensor<128xf32>
    %1596 = stablehlo.divide %1505, %1595 : tensor<128xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1598 = stablehlo.add %1550, %1597 : tensor<256x128xf32>
    %1599 = stablehlo.sqrt %1598 : tensor<256x128xf32>
    %cst_269 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1601 = stablehlo.add %1599, %1600 : tensor<256x128xf32>
    %1602 = stablehlo.divide %1507, %1601 : tensor<256x128xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1604 = stablehlo.add %1552, %1603 : tensor<128x256xf32>
    %1605 = stablehlo.sqrt %1604 : tensor<128x256xf32>
    %cst_271 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1607 = stablehlo.add %1605, %1606 : tensor<128x256xf32>
    %1608 = stablehlo.divide %1509, %1607 : tensor<128x256xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1610 = stablehlo.add %1554, %1609 : tensor<128x64xf32>
    %1611 = stablehlo.sqrt %1610 : tensor<128x64xf32>
    %cst_273 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1613 = stablehlo.add %1611, %1612 : tensor<128x64xf32>
    %1614 = stablehlo.divide %1511, %1613 : tensor<128x64xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1616 = stablehlo.add %1556, %1615 : tensor<128xf32>
    %1617 = stablehlo.sqrt %1616 : tensor<128xf32>
    %cst_275 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1619 = stablehlo.add %1617, %1618 : tensor<128xf32>
    %1620 = stablehlo.divide %1513, %1619 : tensor<128xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1622 = stablehlo.add %1558, %1621 : tensor<128x128xf32>
    %1623 = stablehlo.sqrt %1622 : tensor<128x128xf32>
    %cst_277 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1625 = stablehlo.add %1623, %1624 : tensor<128x128xf32>
    %1626 = stablehlo.divide %1515, %1625 : tensor<128x128xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1628 = stablehlo.add %1560, %1627 : tensor<128x128xf32>
    %1629 = stablehlo.sqrt %1628 : tensor<128x128xf32>
    %cst_279 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1631 = stablehlo.add %1629, %1630 : tensor<128x128xf32>
    %1632 = stablehlo.divide %1517, %1631 : tensor<128x128xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1634 = stablehlo.add %1562, %1633 : tensor<128x256xf32>
    %1635 = stablehlo.sqrt %1634 : tensor<128x256xf32>
    %cst_281 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<128x256xf32>
    %1638 = stablehlo.divide %1519, %1637 : tensor<128x256xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1640 = stablehlo.add %1564, %1639 : tensor<128x64xf32>
    %1641 = stablehlo.sqrt %1640 : tensor<128x64xf32>
    %cst_283 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1643 = stablehlo.add %1641, %1642 : tensor<128x64xf32>
    %1644 = stablehlo.divide %1521, %1643 : tensor<128x64xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1646 = stablehlo.add %1566, %1645 : tensor<128xf32>
    %1647 = stablehlo.sqrt %1646 : tensor<128xf32>
    %cst_285 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1649 = stablehlo.add %1647, %1648 : tensor<128xf32>
    %1650 = stablehlo.divide %1523, %1649 : tensor<128xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1652 = stablehlo.add %1568, %1651 : tensor<256x128xf32>
    %1653 = stablehlo.sqrt %1652 : tensor<256x128xf32>
    %cst_287 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1655 = stablehlo.add %1653, %1654 : tensor<256x128xf32>
    %1656 = stablehlo.divide %1525, %1655 : tensor<256x128xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1658 = stablehlo.add %1570, %1657 : tensor<128x256xf32>
    %1659 = stablehlo.sqrt %1658 : tensor<128x256xf32>
    %cst_289 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1661 = stablehlo.add %1659, %1660 : tensor<128x256xf32>
    %1662 = stablehlo.divide %1527, %1661 : tensor<128x256xf32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1664 = stablehlo.add %1572, %1663 : tensor<128x64xf32>
    %1665 = stablehlo.sqrt %1664 : tensor<128x64xf32>
    %cst_291 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1667 = stablehlo.add %1665, %1666 : tensor<128x64xf32>
    %1668 = stablehlo.divide %1529, %1667 : tensor<128x64xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1669 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1670 = stablehlo.add %1574, %1669 : tensor<128xf32>
    %1671 = stablehlo.sqrt %1670 : tensor<128xf32>
    %cst_293 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1673 = stablehlo.add %1671, %1672 : tensor<128xf32>
    %1674 = stablehlo.divide %1531, %1673 : tensor<128xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1676 = stablehlo.add %1576, %1675 : tensor<128x128xf32>
    %1677 = stablehlo.sqrt %1676 : tensor<128x128xf32>
    %cst_295 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1679 = stablehlo.add %1677, %1678 : tensor<128x128xf32>
    %1680 = stablehlo.divide %1533, %1679 : tensor<128x128xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1682 = stablehlo.add %1578, %1681 : tensor<128x128xf32>
    %1683 = stablehlo.sqrt %1682 : tensor<128x128xf32>
    %cst_297 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1685 = stablehlo.add %1683, %1684 : tensor<128x128xf32>
    %1686 = stablehlo.divide %1535, %1685 : tensor<128x128xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1687 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1688 = stablehlo.add %1580, %1687 : tensor<128x256xf32>
    %1689 = stablehlo.sqrt %1688 : tensor<128x256xf32>
    %cst_299 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1691 = stablehlo.add %1689, %1690 : tensor<128x256xf32>
    %1692 = stablehlo.divide %1537, %1691 : tensor<128x256xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1694 = stablehlo.add %1582, %1693 : tensor<128x64xf32>
    %1695 = stablehlo.sqrt %1694 : tensor<128x64xf32>
    %cst_301 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1697 = stablehlo.add %1695, %1696 : tensor<128x64xf32>
    %1698 = stablehlo.divide %1539, %1697 : tensor<128x64xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1699 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1700 = stablehlo.add %1584, %1699 : tensor<128x512xf32>
    %1701 = stablehlo.sqrt %1700 : tensor<128x512xf32>
    %cst_303 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1703 = stablehlo.add %1701, %1702 : tensor<128x512xf32>
    %1704 = stablehlo.divide %1541, %1703 : tensor<128x512xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1706 = stablehlo.multiply %1705, %arg39 : tensor<128xf32>
    %1707 = stablehlo.add %1590, %1706 : tensor<128xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1709 = stablehlo.multiply %1708, %arg40 : tensor<128xf32>
    %1710 = stablehlo.add %1596, %1709 : tensor<128xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1712 = stablehlo.multiply %1711, %arg41 : tensor<256x128xf32>
    %1713 = stablehlo.add %1602, %1712 : tensor<256x128xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1715 = stablehlo.multiply %1714, %arg42 : tensor<128x256xf32>
    %1716 = stablehlo.add %1608, %1715 : tensor<128x256xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1717 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1718 = stablehlo.multiply %1717, %arg43 : tensor<128x64xf32>
    %1719 = stablehlo.add %1614, %1718 : tensor<128x64xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1721 = stablehlo.multiply %1720, %arg44 : tensor<128xf32>
    %1722 = stablehlo.add %1620, %1721 : tensor<128xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1724 = stablehlo.multiply %1723, %arg45 : tensor<128x128xf32>
    %1725 = stablehlo.add %1626, %1724 : tensor<128x128xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1727 = stablehlo.multiply %1726, %arg46 : tensor<128x128xf32>
    %1728 = stablehlo.add %1632, %1727 : tensor<128x128xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1729 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1730 = stablehlo.multiply %1729, %arg47 : tensor<128x256xf32>
    %1731 = stablehlo.add %1638, %1730 : tensor<128x256xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1733 = stablehlo.multiply %1732, %arg48 : tensor<128x64xf32>
    %1734 = stablehlo.add %1644, %1733 : tensor<128x64xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1735 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1736 = stablehlo.multiply %1735, %arg49 : tensor<128xf32>
    %1737 = stablehlo.add %1650, %1736 : tensor<128xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1739 = stablehlo.multiply %1738, %arg50 : tensor<256x128xf32>
    %1740 = stablehlo.add %1656, %1739 : tensor<256x128xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1742 = stablehlo.multiply %1741, %arg51 : tensor<128x256xf32>
    %1743 = stablehlo.add %1662, %1742 : tensor<128x256xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1745 = stablehlo.multiply %1744, %arg52 : tensor<128x64xf32>
    %1746 = stablehlo.add %1668, %1745 : tensor<128x64xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1747 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1748 = stablehlo.multiply %1747, %arg53 : tensor<128xf32>
    %1749 = stablehlo.add %1674, %1748 : tensor<128xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1751 = stablehlo.multiply %1750, %arg54 : tensor<128x128xf32>
    %1752 = stablehlo.add %1680, %1751 : tensor<128x128xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1754 = stablehlo.multiply %1753, %arg55 : tensor<128x128xf32>
    %1755 = stablehlo.add %1686, %1754 : tensor<128x128xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1757 = stablehlo.multiply %1756, %arg56 : tensor<128x256xf32>
    %1758 = stablehlo.add %1692, %1757 : tensor<128x256xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1760 = stablehlo.multiply %1759, %arg57 : tensor<128x64xf32>
    %1761 = stablehlo.add %1698, %1760 : tensor<128x64xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1762 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1763 = stablehlo.multiply %1762, %arg58 : tensor<128x512xf32>
    %1764 = stablehlo.add %1704, %1763 : tensor<128x512xf32>
    %cst_324 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1765 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1766 = stablehlo.multiply %1765, %1707 : tensor<128xf32>
    %cst_325 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1767 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1768 = stablehlo.multiply %1767, %1710 : tensor<128xf32>
    %cst_326 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1769 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1770 = stablehlo.multiply %1769, %1713 : tensor<256x128xf32>
    %cst_327 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1772 = stablehlo.multiply %1771, %1716 : tensor<128x256xf32>
    %cst_328 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1773 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1774 = stablehlo.multiply %1773, %1719 : tensor<128x64xf32>
    %cst_329 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1775 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1776 = stablehlo.multiply %1775, %1722 : tensor<128xf32>
    %cst_330 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1777 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1778 = stablehlo.multiply %1777, %1725 : tensor<128x128xf32>
    %cst_331 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1779 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1780 = stablehlo.multiply %1779, %1728 : tensor<128x128xf32>
    %cst_332 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1781 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1782 = stablehlo.multiply %1781, %1731 : tensor<128x256xf32>
    %cst_333 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1784 = stablehlo.multiply %1783, %1734 : tensor<128x64xf32>
    %cst_334 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1785 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1786 = stablehlo.multiply %1785, %1737 : tensor<128xf32>
    %cst_335 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1787 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1788 = stablehlo.multiply %1787, %1740 : tensor<256x128xf32>
    %cst_336 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1790 = stablehlo.multiply %1789, %1743 : tensor<128x256xf32>
    %cst_337 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1791 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1792 = stablehlo.multiply %1791, %1746 : tensor<128x64xf32>
    %cst_338 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1794 = stablehlo.multiply %1793, %1749 : tensor<128xf32>
    %cst_339 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1795 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1796 = stablehlo.multiply %1795, %1752 : tensor<128x128xf32>
    %cst_340 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1797 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1798 = stablehlo.multiply %1797, %1755 : tensor<128x128xf32>
    %cst_341 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1799 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1800 = stablehlo.multiply %1799, %1758 : tensor<128x256xf32>
    %cst_342 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1802 = stablehlo.multiply %1801, %1761 : tensor<128x64xf32>
    %cst_343 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1804 = stablehlo.multiply %1803, %1764 : tensor<128x512xf32>
    %1805 = stablehlo.add %arg39, %1766 : tensor<128xf32>
    %1806 = stablehlo.add %arg40, %1768 : tensor<128xf32>
    %1807 = stablehlo.add %arg41, %1770 : tensor<256x128xf32>
    %1808 = stablehlo.add %arg42, %1772 : tensor<128x256xf32>
    %1809 = stablehlo.add %arg43, %1774 : tensor<128x64xf32>
    %1810 = stablehlo.add %arg44, %1776 : tensor<128xf32>
    %1811 = stablehlo.add %arg45, %1778 : tensor<128x128xf32>
    %1812 = stablehlo.add %arg46, %1780 : tensor<128x128xf32>
    %1813 = stablehlo.add %arg47, %1782 : tensor<128x256xf32>
    %1814 = stablehlo.add %arg48, %1784 : tensor<128x64xf32>
    %1815 = stablehlo.add %arg49, %1786 : tensor<128xf32>
    %1816 = stablehlo.add %arg50, %1788 : tensor<256x128xf32>
    %1817 = stablehlo.add %arg51, %1790 : tensor<128x256xf32>
    %1818 = stablehlo.add %arg52, %1792 : tensor<128x64xf32>
    %1819 = stablehlo.add %arg53, %1794 : tensor<128xf32>
    %1820 = stablehlo.add %arg54, %1796 : tensor<128x128xf32>
    %1821 = stablehlo.add %arg55, %1798 : tensor<128x128xf32>
    %1822 = stablehlo.add %arg56, %1800 : tensor<128x256xf32>
    %1823 = stablehlo.add %arg57, %1802 : tensor<128x64xf32>
    %1824 = stablehlo.add %arg58, %1804 : tensor<128x512xf32>
    %1825 = stablehlo.convert %1805 : (tensor<128xf32>) -> tensor<128xbf16>
    %1826 = stablehlo.convert %1806 : (tensor<128xf32>) -> tensor<128xbf16>
    %1827 = stablehlo.convert %1807 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %1828 = stablehlo.convert %1808 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1829 = stablehlo.convert %1809 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1830 = stablehlo.convert %1810 : (tensor<128xf32>) -> tensor<128xbf16>
    %1831 = stablehlo.convert %1811 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1832 = stablehlo.convert %1812 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1833 = stablehlo.convert %1813 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1834 = stablehlo.convert %1814 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1835 = stablehlo.convert %1815 : (tensor<128xf32>) -> tensor<128xbf16>
    %1836 = stablehlo.convert %1816 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %1837 = stablehlo.convert %1817 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1838 = stablehlo.convert %1818 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1839 = stablehlo.convert %1819 : (tensor<128xf32>) -> tensor<128xbf16>
    %1840 = stablehlo.convert %1820 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1841 = stablehlo.convert %1821 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %1842 = stablehlo.convert %1822 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %1843 = stablehlo.convert %1823 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1844 = stablehlo.convert %1824 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %1825, %1826, %1827, %1828, %1829, %1830, %1831, %1832, %1833, %1834, %1835, %1836, %1837, %1838, %1839, %1840, %1841, %1842, %1843, %1844, %1805, %1806, %1807, %1808, %1809, %1810, %1811, %1812, %1813, %1814, %1815, %1816, %1817, %1818, %1819, %1820, %1821, %1822, %1823, %1824, %1498, %1280, %1285, %1290, %1295, %1300, %1305, %1310, %1315, %1320, %1325, %1330, %1335, %1340, %1345, %1350, %1355, %1360, %1365, %1370, %1375, %1381, %1387, %1393, %1399, %1405, %1411, %1417, %1423, %1429, %1435, %1441, %1447, %1453, %1459, %1465, %1471, %1477, %1483, %1489, %1495, %637 : tensor<128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128x512xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @tril_1(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_2(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x2x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3 : tensor<8x4x2x64x64xf32>
  }
  func.func private @silu_3(%arg0: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
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
  func.func private @take_along_axis_4(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
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
  func.func private @_where_6(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_7(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_8(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_9(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
