module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 21 : i32}, %arg22: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg65: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[0]['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[0]['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[0]['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[0]['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[0]['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[0]['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].mu['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['layers'][0]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].nu['layers'][0]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['layers'][0]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['layers'][0]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['layers'][0]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].nu['layers'][0]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['layers'][0]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['layers'][1]['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].nu['layers'][1]['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['layers'][1]['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].nu['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['layers'][1]['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['layers'][1]['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x256xf32> {jax.result_info = "result[1][0].nu['layers'][1]['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['layers'][1]['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:22 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg64, %arg65) in_shardings=[<@mesh, [{}, {"data"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, []>, <@mesh, [{}, {"data"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg66: tensor<512x16xf32>, %arg67: tensor<128xf32>, %arg68: tensor<128xf32>, %arg69: tensor<256x16xf32>, %arg70: tensor<16x256xf32>, %arg71: tensor<16x64xf32>, %arg72: tensor<128xf32>, %arg73: tensor<128x16xf32>, %arg74: tensor<16x128xf32>, %arg75: tensor<16x256xf32>, %arg76: tensor<16x64xf32>, %arg77: tensor<128xf32>, %arg78: tensor<256x16xf32>, %arg79: tensor<16x256xf32>, %arg80: tensor<16x64xf32>, %arg81: tensor<128xf32>, %arg82: tensor<128x16xf32>, %arg83: tensor<16x128xf32>, %arg84: tensor<16x256xf32>, %arg85: tensor<16x64xf32>, %arg86: tensor<16x512xf32>, %arg87: tensor<1x64xi32>, %arg88: tensor<1x64xi32>) {
      %577 = "stablehlo.all_gather"(%arg66) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<512x16xf32>) -> tensor<512x128xf32>
      %578 = "stablehlo.all_gather"(%arg69) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<256x16xf32>) -> tensor<256x128xf32>
      %579 = "stablehlo.all_gather"(%arg70) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<128x256xf32>
      %580 = "stablehlo.all_gather"(%arg71) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x64xf32>) -> tensor<128x64xf32>
      %581 = "stablehlo.all_gather"(%arg73) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<128x16xf32>) -> tensor<128x128xf32>
      %582 = "stablehlo.all_gather"(%arg74) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x128xf32>) -> tensor<128x128xf32>
      %583 = "stablehlo.all_gather"(%arg75) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<128x256xf32>
      %584 = "stablehlo.all_gather"(%arg76) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x64xf32>) -> tensor<128x64xf32>
      %585 = "stablehlo.all_gather"(%arg78) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<256x16xf32>) -> tensor<256x128xf32>
      %586 = "stablehlo.all_gather"(%arg79) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<128x256xf32>
      %587 = "stablehlo.all_gather"(%arg80) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x64xf32>) -> tensor<128x64xf32>
      %588 = "stablehlo.all_gather"(%arg82) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<128x16xf32>) -> tensor<128x128xf32>
      %589 = "stablehlo.all_gather"(%arg83) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x128xf32>) -> tensor<128x128xf32>
      %590 = "stablehlo.all_gather"(%arg84) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<128x256xf32>
      %591 = "stablehlo.all_gather"(%arg85) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x64xf32>) -> tensor<128x64xf32>
      %592 = "stablehlo.all_gather"(%arg86) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<16x512xf32>) -> tensor<128x512xf32>
      %593 = stablehlo.convert %577 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
      %594:2 = func.call @_take(%593, %arg88) : (tensor<512x128xbf16>, tensor<1x64xi32>) -> (tensor<1x64x128xbf16>, tensor<1x64x1xi32>)
      %595 = stablehlo.convert %594#0 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %596 = stablehlo.multiply %595, %595 : tensor<1x64x128xf32>
      %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %597 = stablehlo.reduce(%596 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_174 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %599 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %600 = stablehlo.divide %598, %599 : tensor<1x64x1xf32>
      %cst_175 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %601 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %602 = stablehlo.add %600, %601 : tensor<1x64x1xf32>
      %603 = stablehlo.rsqrt %602 : tensor<1x64x1xf32>
      %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %605 = stablehlo.multiply %595, %604 : tensor<1x64x128xf32>
      %606 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %608 = stablehlo.multiply %605, %607 : tensor<1x64x128xf32>
      %609 = stablehlo.convert %608 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %610 = stablehlo.convert %582 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %611 = stablehlo.dot_general %609, %610, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %612 = stablehlo.reduce_precision %611, format = e8m7 : tensor<1x64x128xbf16>
      %613 = stablehlo.reshape %612 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
      %614 = stablehlo.convert %580 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %615 = stablehlo.dot_general %609, %614, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
      %616 = stablehlo.reduce_precision %615, format = e8m7 : tensor<1x64x64xbf16>
      %617 = stablehlo.reshape %616 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %618 = stablehlo.convert %584 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %619 = stablehlo.dot_general %609, %618, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
      %620 = stablehlo.reduce_precision %619, format = e8m7 : tensor<1x64x64xbf16>
      %621 = stablehlo.reshape %620 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %622 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_176 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %623 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %624 = stablehlo.multiply %623, %622 : tensor<8xf32>
      %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %626 = stablehlo.add %625, %624 : tensor<8xf32>
      %cst_178 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %627 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %628 = stablehlo.divide %626, %627 : tensor<8xf32>
      %cst_179 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %629 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %630 = stablehlo.power %629, %628 : tensor<8xf32>
      %cst_180 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %631 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %632 = stablehlo.divide %631, %630 : tensor<8xf32>
      %633 = stablehlo.iota dim = 0 : tensor<64xf32>
      %634 = stablehlo.broadcast_in_dim %633, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %635 = stablehlo.broadcast_in_dim %632, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %636 = stablehlo.broadcast_in_dim %634, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %637 = stablehlo.broadcast_in_dim %635, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %638 = stablehlo.multiply %636, %637 : tensor<64x8xf32>
      %639 = stablehlo.sine %638 : tensor<64x8xf32>
      %640 = stablehlo.broadcast_in_dim %639, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %641 = stablehlo.cosine %638 : tensor<64x8xf32>
      %642 = stablehlo.broadcast_in_dim %641, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %643 = stablehlo.convert %613 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
      %644 = stablehlo.slice %643 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %645 = stablehlo.slice %643 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %646 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %647 = stablehlo.multiply %644, %646 : tensor<1x64x8x8xf32>
      %648 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %649 = stablehlo.multiply %645, %648 : tensor<1x64x8x8xf32>
      %650 = stablehlo.subtract %647, %649 : tensor<1x64x8x8xf32>
      %651 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %652 = stablehlo.multiply %645, %651 : tensor<1x64x8x8xf32>
      %653 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %654 = stablehlo.multiply %644, %653 : tensor<1x64x8x8xf32>
      %655 = stablehlo.add %652, %654 : tensor<1x64x8x8xf32>
      %656 = stablehlo.concatenate %650, %655, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
      %657 = stablehlo.convert %656 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
      %658 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_181 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %659 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %660 = stablehlo.multiply %659, %658 : tensor<8xf32>
      %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %661 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %662 = stablehlo.add %661, %660 : tensor<8xf32>
      %cst_183 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %663 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %664 = stablehlo.divide %662, %663 : tensor<8xf32>
      %cst_184 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %665 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %666 = stablehlo.power %665, %664 : tensor<8xf32>
      %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %667 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %668 = stablehlo.divide %667, %666 : tensor<8xf32>
      %669 = stablehlo.iota dim = 0 : tensor<64xf32>
      %670 = stablehlo.broadcast_in_dim %669, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %671 = stablehlo.broadcast_in_dim %668, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %672 = stablehlo.broadcast_in_dim %670, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %673 = stablehlo.broadcast_in_dim %671, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %674 = stablehlo.multiply %672, %673 : tensor<64x8xf32>
      %675 = stablehlo.sine %674 : tensor<64x8xf32>
      %676 = stablehlo.broadcast_in_dim %675, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %677 = stablehlo.cosine %674 : tensor<64x8xf32>
      %678 = stablehlo.broadcast_in_dim %677, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %679 = stablehlo.convert %617 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
      %680 = stablehlo.slice %679 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %681 = stablehlo.slice %679 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %682 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %683 = stablehlo.multiply %680, %682 : tensor<1x64x4x8xf32>
      %684 = stablehlo.broadcast_in_dim %676, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %685 = stablehlo.multiply %681, %684 : tensor<1x64x4x8xf32>
      %686 = stablehlo.subtract %683, %685 : tensor<1x64x4x8xf32>
      %687 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %688 = stablehlo.multiply %681, %687 : tensor<1x64x4x8xf32>
      %689 = stablehlo.broadcast_in_dim %676, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %690 = stablehlo.multiply %680, %689 : tensor<1x64x4x8xf32>
      %691 = stablehlo.add %688, %690 : tensor<1x64x4x8xf32>
      %692 = stablehlo.concatenate %686, %691, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
      %693 = stablehlo.convert %692 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
      %694 = stablehlo.reshape %657 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x4x2x16xbf16>
      %695 = stablehlo.dot_general %693, %694, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x64x4x2x16xbf16>) -> tensor<1x4x64x64x2xbf16>
      %696 = stablehlo.reduce_precision %695, format = e8m7 : tensor<1x4x64x64x2xbf16>
      %697 = stablehlo.transpose %696, dims = [0, 1, 4, 3, 2] : (tensor<1x4x64x64x2xbf16>) -> tensor<1x4x2x64x64xbf16>
      %cst_186 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
      %698 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
      %699 = stablehlo.multiply %697, %698 : tensor<1x4x2x64x64xbf16>
      %c_187 = stablehlo.constant dense<true> : tensor<i1>
      %700 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
      %701 = func.call @tril(%700) : (tensor<64x64xi1>) -> tensor<64x64xi1>
      %702 = stablehlo.convert %699 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
      %cst_188 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %703 = func.call @_where_0(%701, %702, %cst_188) : (tensor<64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64x64xf32>
      %cst_189 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %704 = stablehlo.reduce(%703 init: %cst_189) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %cst_190 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %705 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1x4x2x64xf32>
      %706 = stablehlo.maximum %705, %704 : tensor<1x4x2x64xf32>
      %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %709 = stablehlo.subtract %703, %708 : tensor<1x4x2x64x64xf32>
      %710 = stablehlo.exponential %709 : tensor<1x4x2x64x64xf32>
      %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %711 = stablehlo.reduce(%710 init: %cst_191) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %714 = stablehlo.divide %710, %713 : tensor<1x4x2x64x64xf32>
      %715 = stablehlo.convert %714 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
      %716 = stablehlo.dot_general %621, %715, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x4x2x64x64xbf16>) -> tensor<1x4x16x2x64xbf16>
      %717 = stablehlo.reduce_precision %716, format = e8m7 : tensor<1x4x16x2x64xbf16>
      %718 = stablehlo.transpose %717, dims = [0, 4, 1, 3, 2] : (tensor<1x4x16x2x64xbf16>) -> tensor<1x64x4x2x16xbf16>
      %719 = stablehlo.reshape %718 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x128xbf16>
      %720 = stablehlo.convert %581 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %721 = stablehlo.dot_general %719, %720, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %722 = stablehlo.reduce_precision %721, format = e8m7 : tensor<1x64x128xbf16>
      %723 = stablehlo.add %594#0, %722 : tensor<1x64x128xbf16>
      %724 = stablehlo.convert %723 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %725 = stablehlo.multiply %724, %724 : tensor<1x64x128xf32>
      %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %726 = stablehlo.reduce(%725 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_193 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %728 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %729 = stablehlo.divide %727, %728 : tensor<1x64x1xf32>
      %cst_194 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %730 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %731 = stablehlo.add %729, %730 : tensor<1x64x1xf32>
      %732 = stablehlo.rsqrt %731 : tensor<1x64x1xf32>
      %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %734 = stablehlo.multiply %724, %733 : tensor<1x64x128xf32>
      %735 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %737 = stablehlo.multiply %734, %736 : tensor<1x64x128xf32>
      %738 = stablehlo.convert %737 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %739 = stablehlo.convert %579 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %740 = stablehlo.dot_general %738, %739, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
      %741 = stablehlo.reduce_precision %740, format = e8m7 : tensor<1x64x256xbf16>
      %742 = stablehlo.convert %583 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %743 = stablehlo.dot_general %738, %742, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
      %744 = stablehlo.reduce_precision %743, format = e8m7 : tensor<1x64x256xbf16>
      %745 = func.call @silu(%741) : (tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
      %746 = stablehlo.multiply %745, %744 : tensor<1x64x256xbf16>
      %747 = stablehlo.convert %578 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
      %748 = stablehlo.dot_general %746, %747, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x128xbf16>) -> tensor<1x64x128xbf16>
      %749 = stablehlo.add %723, %748 : tensor<1x64x128xbf16>
      %750 = stablehlo.convert %749 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %751 = stablehlo.multiply %750, %750 : tensor<1x64x128xf32>
      %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %752 = stablehlo.reduce(%751 init: %cst_195) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_196 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %754 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %755 = stablehlo.divide %753, %754 : tensor<1x64x1xf32>
      %cst_197 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %756 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %757 = stablehlo.add %755, %756 : tensor<1x64x1xf32>
      %758 = stablehlo.rsqrt %757 : tensor<1x64x1xf32>
      %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %760 = stablehlo.multiply %750, %759 : tensor<1x64x128xf32>
      %761 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %762 = stablehlo.broadcast_in_dim %761, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %763 = stablehlo.multiply %760, %762 : tensor<1x64x128xf32>
      %764 = stablehlo.convert %763 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %765 = stablehlo.convert %589 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %766 = stablehlo.dot_general %764, %765, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %767 = stablehlo.reduce_precision %766, format = e8m7 : tensor<1x64x128xbf16>
      %768 = stablehlo.reshape %767 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
      %769 = stablehlo.convert %587 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %770 = stablehlo.dot_general %764, %769, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
      %771 = stablehlo.reduce_precision %770, format = e8m7 : tensor<1x64x64xbf16>
      %772 = stablehlo.reshape %771 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %773 = stablehlo.convert %591 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %774 = stablehlo.dot_general %764, %773, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x64xbf16>) -> tensor<1x64x64xbf16>
      %775 = stablehlo.reduce_precision %774, format = e8m7 : tensor<1x64x64xbf16>
      %776 = stablehlo.reshape %775 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %777 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_198 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %778 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %779 = stablehlo.multiply %778, %777 : tensor<8xf32>
      %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %780 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %781 = stablehlo.add %780, %779 : tensor<8xf32>
      %cst_200 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %782 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %783 = stablehlo.divide %781, %782 : tensor<8xf32>
      %cst_201 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %784 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %785 = stablehlo.power %784, %783 : tensor<8xf32>
      %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %786 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %787 = stablehlo.divide %786, %785 : tensor<8xf32>
      %788 = stablehlo.iota dim = 0 : tensor<64xf32>
      %789 = stablehlo.broadcast_in_dim %788, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %790 = stablehlo.broadcast_in_dim %787, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %791 = stablehlo.broadcast_in_dim %789, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %792 = stablehlo.broadcast_in_dim %790, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %793 = stablehlo.multiply %791, %792 : tensor<64x8xf32>
      %794 = stablehlo.sine %793 : tensor<64x8xf32>
      %795 = stablehlo.broadcast_in_dim %794, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %796 = stablehlo.cosine %793 : tensor<64x8xf32>
      %797 = stablehlo.broadcast_in_dim %796, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %798 = stablehlo.convert %768 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
      %799 = stablehlo.slice %798 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %800 = stablehlo.slice %798 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %801 = stablehlo.broadcast_in_dim %797, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %802 = stablehlo.multiply %799, %801 : tensor<1x64x8x8xf32>
      %803 = stablehlo.broadcast_in_dim %795, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %804 = stablehlo.multiply %800, %803 : tensor<1x64x8x8xf32>
      %805 = stablehlo.subtract %802, %804 : tensor<1x64x8x8xf32>
      %806 = stablehlo.broadcast_in_dim %797, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %807 = stablehlo.multiply %800, %806 : tensor<1x64x8x8xf32>
      %808 = stablehlo.broadcast_in_dim %795, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %809 = stablehlo.multiply %799, %808 : tensor<1x64x8x8xf32>
      %810 = stablehlo.add %807, %809 : tensor<1x64x8x8xf32>
      %811 = stablehlo.concatenate %805, %810, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
      %812 = stablehlo.convert %811 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
      %813 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_203 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %814 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %815 = stablehlo.multiply %814, %813 : tensor<8xf32>
      %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %816 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %817 = stablehlo.add %816, %815 : tensor<8xf32>
      %cst_205 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %818 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %819 = stablehlo.divide %817, %818 : tensor<8xf32>
      %cst_206 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %820 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %821 = stablehlo.power %820, %819 : tensor<8xf32>
      %cst_207 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %822 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %823 = stablehlo.divide %822, %821 : tensor<8xf32>
      %824 = stablehlo.iota dim = 0 : tensor<64xf32>
      %825 = stablehlo.broadcast_in_dim %824, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %826 = stablehlo.broadcast_in_dim %823, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %827 = stablehlo.broadcast_in_dim %825, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %828 = stablehlo.broadcast_in_dim %826, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %829 = stablehlo.multiply %827, %828 : tensor<64x8xf32>
      %830 = stablehlo.sine %829 : tensor<64x8xf32>
      %831 = stablehlo.broadcast_in_dim %830, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %832 = stablehlo.cosine %829 : tensor<64x8xf32>
      %833 = stablehlo.broadcast_in_dim %832, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %834 = stablehlo.convert %772 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
      %835 = stablehlo.slice %834 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %836 = stablehlo.slice %834 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %837 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %838 = stablehlo.multiply %835, %837 : tensor<1x64x4x8xf32>
      %839 = stablehlo.broadcast_in_dim %831, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %840 = stablehlo.multiply %836, %839 : tensor<1x64x4x8xf32>
      %841 = stablehlo.subtract %838, %840 : tensor<1x64x4x8xf32>
      %842 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %843 = stablehlo.multiply %836, %842 : tensor<1x64x4x8xf32>
      %844 = stablehlo.broadcast_in_dim %831, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %845 = stablehlo.multiply %835, %844 : tensor<1x64x4x8xf32>
      %846 = stablehlo.add %843, %845 : tensor<1x64x4x8xf32>
      %847 = stablehlo.concatenate %841, %846, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
      %848 = stablehlo.convert %847 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
      %849 = stablehlo.reshape %812 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x4x2x16xbf16>
      %850 = stablehlo.dot_general %848, %849, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x64x4x2x16xbf16>) -> tensor<1x4x64x64x2xbf16>
      %851 = stablehlo.reduce_precision %850, format = e8m7 : tensor<1x4x64x64x2xbf16>
      %852 = stablehlo.transpose %851, dims = [0, 1, 4, 3, 2] : (tensor<1x4x64x64x2xbf16>) -> tensor<1x4x2x64x64xbf16>
      %cst_208 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
      %853 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
      %854 = stablehlo.multiply %852, %853 : tensor<1x4x2x64x64xbf16>
      %c_209 = stablehlo.constant dense<true> : tensor<i1>
      %855 = stablehlo.broadcast_in_dim %c_209, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
      %856 = func.call @tril(%855) : (tensor<64x64xi1>) -> tensor<64x64xi1>
      %857 = stablehlo.convert %854 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
      %cst_210 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %858 = func.call @_where_0(%856, %857, %cst_210) : (tensor<64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64x64xf32>
      %cst_211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %859 = stablehlo.reduce(%858 init: %cst_211) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %cst_212 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %860 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x4x2x64xf32>
      %861 = stablehlo.maximum %860, %859 : tensor<1x4x2x64xf32>
      %862 = stablehlo.broadcast_in_dim %861, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %863 = stablehlo.broadcast_in_dim %862, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %864 = stablehlo.subtract %858, %863 : tensor<1x4x2x64x64xf32>
      %865 = stablehlo.exponential %864 : tensor<1x4x2x64x64xf32>
      %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %866 = stablehlo.reduce(%865 init: %cst_213) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %867 = stablehlo.broadcast_in_dim %866, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %869 = stablehlo.divide %865, %868 : tensor<1x4x2x64x64xf32>
      %870 = stablehlo.convert %869 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
      %871 = stablehlo.dot_general %776, %870, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x16xbf16>, tensor<1x4x2x64x64xbf16>) -> tensor<1x4x16x2x64xbf16>
      %872 = stablehlo.reduce_precision %871, format = e8m7 : tensor<1x4x16x2x64xbf16>
      %873 = stablehlo.transpose %872, dims = [0, 4, 1, 3, 2] : (tensor<1x4x16x2x64xbf16>) -> tensor<1x64x4x2x16xbf16>
      %874 = stablehlo.reshape %873 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x128xbf16>
      %875 = stablehlo.convert %588 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %876 = stablehlo.dot_general %874, %875, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %877 = stablehlo.reduce_precision %876, format = e8m7 : tensor<1x64x128xbf16>
      %878 = stablehlo.add %749, %877 : tensor<1x64x128xbf16>
      %879 = stablehlo.convert %878 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %880 = stablehlo.multiply %879, %879 : tensor<1x64x128xf32>
      %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %881 = stablehlo.reduce(%880 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_215 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %883 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %884 = stablehlo.divide %882, %883 : tensor<1x64x1xf32>
      %cst_216 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %885 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %886 = stablehlo.add %884, %885 : tensor<1x64x1xf32>
      %887 = stablehlo.rsqrt %886 : tensor<1x64x1xf32>
      %888 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %889 = stablehlo.multiply %879, %888 : tensor<1x64x128xf32>
      %890 = stablehlo.broadcast_in_dim %arg81, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %891 = stablehlo.broadcast_in_dim %890, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %892 = stablehlo.multiply %889, %891 : tensor<1x64x128xf32>
      %893 = stablehlo.convert %892 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %894 = stablehlo.convert %586 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %895 = stablehlo.dot_general %893, %894, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
      %896 = stablehlo.reduce_precision %895, format = e8m7 : tensor<1x64x256xbf16>
      %897 = stablehlo.convert %590 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %898 = stablehlo.dot_general %893, %897, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
      %899 = stablehlo.reduce_precision %898, format = e8m7 : tensor<1x64x256xbf16>
      %900 = func.call @silu(%896) : (tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
      %901 = stablehlo.multiply %900, %899 : tensor<1x64x256xbf16>
      %902 = stablehlo.convert %585 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
      %903 = stablehlo.dot_general %901, %902, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x128xbf16>) -> tensor<1x64x128xbf16>
      %904 = stablehlo.add %878, %903 : tensor<1x64x128xbf16>
      %905 = stablehlo.convert %904 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %906 = stablehlo.multiply %905, %905 : tensor<1x64x128xf32>
      %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %907 = stablehlo.reduce(%906 init: %cst_217) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %908 = stablehlo.broadcast_in_dim %907, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_218 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %909 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %910 = stablehlo.divide %908, %909 : tensor<1x64x1xf32>
      %cst_219 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %911 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %912 = stablehlo.add %910, %911 : tensor<1x64x1xf32>
      %913 = stablehlo.rsqrt %912 : tensor<1x64x1xf32>
      %914 = stablehlo.divide %913, %912 : tensor<1x64x1xf32>
      %cst_220 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %915 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %916 = stablehlo.multiply %915, %914 : tensor<1x64x1xf32>
      %917 = stablehlo.broadcast_in_dim %913, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %918 = stablehlo.multiply %905, %917 : tensor<1x64x128xf32>
      %919 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %920 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %921 = stablehlo.multiply %918, %920 : tensor<1x64x128xf32>
      %922 = stablehlo.convert %921 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %923 = stablehlo.convert %592 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
      %924 = stablehlo.dot_general %922, %923, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x512xbf16>) -> tensor<1x64x512xbf16>
      %925 = stablehlo.convert %924 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %cst_221 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %926 = stablehlo.reduce(%925 init: %cst_221) applies stablehlo.maximum across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
      %cst_222 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %927 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %928 = stablehlo.maximum %927, %926 : tensor<1x64xf32>
      %929 = stablehlo.is_finite %928 : (tensor<1x64xf32>) -> tensor<1x64xi1>
      %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %930 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %931 = stablehlo.select %929, %928, %930 : tensor<1x64xi1>, tensor<1x64xf32>
      %932 = stablehlo.broadcast_in_dim %931, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %933 = stablehlo.broadcast_in_dim %932, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
      %934 = stablehlo.subtract %925, %933 : tensor<1x64x512xf32>
      %935 = stablehlo.exponential %934 : tensor<1x64x512xf32>
      %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %936 = stablehlo.reduce(%935 init: %cst_224) applies stablehlo.add across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
      %937 = stablehlo.abs %936 : tensor<1x64xf32>
      %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %938 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %939 = stablehlo.compare GE, %936, %938, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
      %940 = stablehlo.log %937 : tensor<1x64xf32>
      %941 = stablehlo.add %940, %931 : tensor<1x64xf32>
      %942 = stablehlo.broadcast_in_dim %arg87, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
      %943:2 = func.call @take_along_axis(%925, %942) : (tensor<1x64x512xf32>, tensor<1x64x1xi32>) -> (tensor<1x64x1xf32>, tensor<64x1x1xi32>)
      %944 = stablehlo.reshape %943#0 : (tensor<1x64x1xf32>) -> tensor<1x64xf32>
      %945 = stablehlo.subtract %941, %944 : tensor<1x64xf32>
      %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %946 = stablehlo.reduce(%945 init: %cst_226) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x64xf32>, tensor<f32>) -> tensor<f32>
      %cst_227 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %947 = stablehlo.divide %946, %cst_227 : tensor<f32>
      %cst_228 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %948 = stablehlo.divide %cst_228, %cst_227 : tensor<f32>
      %949 = stablehlo.broadcast_in_dim %948, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %950 = stablehlo.negate %949 : tensor<1x64xf32>
      %951 = stablehlo.broadcast_in_dim %950, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %952 = func.call @take_along_axis_1(%943#1, %951) : (tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
      %953 = stablehlo.divide %949, %937 : tensor<1x64xf32>
      %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %954 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
      %955 = stablehlo.select %939, %954, %953 : tensor<1x64xi1>, tensor<1x64xf32>
      %956 = stablehlo.select %939, %953, %954 : tensor<1x64xi1>, tensor<1x64xf32>
      %957 = stablehlo.negate %955 : tensor<1x64xf32>
      %958 = stablehlo.add %956, %957 : tensor<1x64xf32>
      %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x512xf32>
      %960 = stablehlo.multiply %959, %935 : tensor<1x64x512xf32>
      %961 = stablehlo.add %952, %960 : tensor<1x64x512xf32>
      %962 = stablehlo.convert %961 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %963 = stablehlo.dot_general %962, %922, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
      %964 = stablehlo.transpose %963, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
      %965 = stablehlo.dot_general %962, %923, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<128x512xbf16>) -> tensor<1x64x128xbf16>
      %966 = stablehlo.convert %964 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
      %967 = stablehlo.convert %965 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %968 = stablehlo.multiply %918, %967 : tensor<1x64x128xf32>
      %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %969 = stablehlo.reduce(%968 init: %cst_230) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %970 = stablehlo.reshape %969 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %971 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %972 = stablehlo.multiply %967, %971 : tensor<1x64x128xf32>
      %973 = "stablehlo.all_reduce"(%970) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %974 = stablehlo.reduce(%973 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %975 = stablehlo.multiply %905, %972 : tensor<1x64x128xf32>
      %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %976 = stablehlo.reduce(%975 init: %cst_232) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %977 = stablehlo.reshape %976 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %978 = stablehlo.broadcast_in_dim %913, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %979 = stablehlo.multiply %972, %978 : tensor<1x64x128xf32>
      %980 = stablehlo.multiply %977, %916 : tensor<1x64x1xf32>
      %981 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %982 = stablehlo.divide %980, %981 : tensor<1x64x1xf32>
      %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %983 = stablehlo.reduce(%982 init: %cst_233) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %984 = stablehlo.broadcast_in_dim %983, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %985 = stablehlo.broadcast_in_dim %984, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %986 = stablehlo.multiply %905, %985 : tensor<1x64x128xf32>
      %987 = stablehlo.add %979, %986 : tensor<1x64x128xf32>
      %988 = stablehlo.multiply %985, %905 : tensor<1x64x128xf32>
      %989 = stablehlo.add %987, %988 : tensor<1x64x128xf32>
      %990 = stablehlo.convert %989 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %991:19 = stablehlo.optimization_barrier %767, %771, %775, %851, %872, %877, %896, %899, %arg77, %585, %586, %587, %arg81, %588, %589, %590, %591, %749, %990 : tensor<1x64x128xbf16>, tensor<1x64x64xbf16>, tensor<1x64x64xbf16>, tensor<1x4x64x64x2xbf16>, tensor<1x4x16x2x64xbf16>, tensor<1x64x128xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<1x64x128xbf16>, tensor<1x64x128xbf16>
      %992 = stablehlo.convert %991#17 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %993 = stablehlo.multiply %992, %992 : tensor<1x64x128xf32>
      %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %994 = stablehlo.reduce(%993 init: %cst_234) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %995 = stablehlo.broadcast_in_dim %994, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_235 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %996 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %997 = stablehlo.divide %995, %996 : tensor<1x64x1xf32>
      %cst_236 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %998 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %999 = stablehlo.add %997, %998 : tensor<1x64x1xf32>
      %1000 = stablehlo.rsqrt %999 : tensor<1x64x1xf32>
      %1001 = stablehlo.divide %1000, %999 : tensor<1x64x1xf32>
      %cst_237 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %1002 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1003 = stablehlo.multiply %1002, %1001 : tensor<1x64x1xf32>
      %1004 = stablehlo.broadcast_in_dim %1000, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1005 = stablehlo.multiply %992, %1004 : tensor<1x64x128xf32>
      %1006 = stablehlo.broadcast_in_dim %991#8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1007 = stablehlo.broadcast_in_dim %1006, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1008 = stablehlo.multiply %1005, %1007 : tensor<1x64x128xf32>
      %1009 = stablehlo.convert %1008 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1010 = stablehlo.convert %991#14 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %1011 = stablehlo.reshape %991#0 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
      %1012 = stablehlo.convert %991#11 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %1013 = stablehlo.reshape %991#1 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %1014 = stablehlo.convert %991#16 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %1015 = stablehlo.reshape %991#2 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %1016 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_238 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1017 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1018 = stablehlo.multiply %1017, %1016 : tensor<8xf32>
      %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1019 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1020 = stablehlo.add %1019, %1018 : tensor<8xf32>
      %cst_240 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %1021 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1022 = stablehlo.divide %1020, %1021 : tensor<8xf32>
      %cst_241 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %1023 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1024 = stablehlo.power %1023, %1022 : tensor<8xf32>
      %cst_242 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1025 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1026 = stablehlo.divide %1025, %1024 : tensor<8xf32>
      %1027 = stablehlo.iota dim = 0 : tensor<64xf32>
      %1028 = stablehlo.broadcast_in_dim %1027, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %1029 = stablehlo.broadcast_in_dim %1026, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %1030 = stablehlo.broadcast_in_dim %1028, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %1031 = stablehlo.broadcast_in_dim %1029, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %1032 = stablehlo.multiply %1030, %1031 : tensor<64x8xf32>
      %1033 = stablehlo.sine %1032 : tensor<64x8xf32>
      %1034 = stablehlo.broadcast_in_dim %1033, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1035 = stablehlo.cosine %1032 : tensor<64x8xf32>
      %1036 = stablehlo.broadcast_in_dim %1035, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1037 = stablehlo.convert %1011 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
      %1038 = stablehlo.slice %1037 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1039 = stablehlo.slice %1037 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1040 = stablehlo.broadcast_in_dim %1036, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1041 = stablehlo.multiply %1038, %1040 : tensor<1x64x8x8xf32>
      %1042 = stablehlo.broadcast_in_dim %1034, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1043 = stablehlo.multiply %1039, %1042 : tensor<1x64x8x8xf32>
      %1044 = stablehlo.subtract %1041, %1043 : tensor<1x64x8x8xf32>
      %1045 = stablehlo.broadcast_in_dim %1036, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1046 = stablehlo.multiply %1039, %1045 : tensor<1x64x8x8xf32>
      %1047 = stablehlo.broadcast_in_dim %1034, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1048 = stablehlo.multiply %1038, %1047 : tensor<1x64x8x8xf32>
      %1049 = stablehlo.add %1046, %1048 : tensor<1x64x8x8xf32>
      %1050 = stablehlo.concatenate %1044, %1049, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
      %1051 = stablehlo.convert %1050 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
      %1052 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_243 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1053 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1054 = stablehlo.multiply %1053, %1052 : tensor<8xf32>
      %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1055 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1056 = stablehlo.add %1055, %1054 : tensor<8xf32>
      %cst_245 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %1057 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1058 = stablehlo.divide %1056, %1057 : tensor<8xf32>
      %cst_246 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %1059 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1060 = stablehlo.power %1059, %1058 : tensor<8xf32>
      %cst_247 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1061 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1062 = stablehlo.divide %1061, %1060 : tensor<8xf32>
      %1063 = stablehlo.iota dim = 0 : tensor<64xf32>
      %1064 = stablehlo.broadcast_in_dim %1063, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %1065 = stablehlo.broadcast_in_dim %1062, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %1066 = stablehlo.broadcast_in_dim %1064, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %1067 = stablehlo.broadcast_in_dim %1065, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %1068 = stablehlo.multiply %1066, %1067 : tensor<64x8xf32>
      %1069 = stablehlo.sine %1068 : tensor<64x8xf32>
      %1070 = stablehlo.broadcast_in_dim %1069, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1071 = stablehlo.cosine %1068 : tensor<64x8xf32>
      %1072 = stablehlo.broadcast_in_dim %1071, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1073 = stablehlo.convert %1013 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
      %1074 = stablehlo.slice %1073 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1075 = stablehlo.slice %1073 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1076 = stablehlo.broadcast_in_dim %1072, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1077 = stablehlo.multiply %1074, %1076 : tensor<1x64x4x8xf32>
      %1078 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1079 = stablehlo.multiply %1075, %1078 : tensor<1x64x4x8xf32>
      %1080 = stablehlo.subtract %1077, %1079 : tensor<1x64x4x8xf32>
      %1081 = stablehlo.broadcast_in_dim %1072, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1082 = stablehlo.multiply %1075, %1081 : tensor<1x64x4x8xf32>
      %1083 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1084 = stablehlo.multiply %1074, %1083 : tensor<1x64x4x8xf32>
      %1085 = stablehlo.add %1082, %1084 : tensor<1x64x4x8xf32>
      %1086 = stablehlo.concatenate %1080, %1085, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
      %1087 = stablehlo.convert %1086 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
      %1088 = stablehlo.reshape %1051 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1089 = stablehlo.transpose %991#3, dims = [0, 1, 4, 3, 2] : (tensor<1x4x64x64x2xbf16>) -> tensor<1x4x2x64x64xbf16>
      %cst_248 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
      %1090 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
      %1091 = stablehlo.multiply %1089, %1090 : tensor<1x4x2x64x64xbf16>
      %c_249 = stablehlo.constant dense<true> : tensor<i1>
      %1092 = stablehlo.broadcast_in_dim %c_249, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
      %1093 = func.call @tril_2(%1092) : (tensor<64x64xi1>) -> tensor<64x64xi1>
      %1094 = stablehlo.convert %1091 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
      %cst_250 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %1095:2 = func.call @_where_3(%1093, %1094, %cst_250) : (tensor<64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>) -> (tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>)
      %cst_251 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %1096 = stablehlo.reduce(%1095#0 init: %cst_251) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %cst_252 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %1097 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<1x4x2x64xf32>
      %1098 = stablehlo.maximum %1097, %1096 : tensor<1x4x2x64xf32>
      %1099 = stablehlo.broadcast_in_dim %1098, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %1100 = stablehlo.broadcast_in_dim %1099, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1101 = stablehlo.subtract %1095#0, %1100 : tensor<1x4x2x64x64xf32>
      %1102 = stablehlo.exponential %1101 : tensor<1x4x2x64x64xf32>
      %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1103 = stablehlo.reduce(%1102 init: %cst_253) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %1104 = stablehlo.broadcast_in_dim %1103, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %1105 = stablehlo.broadcast_in_dim %1104, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1106 = stablehlo.divide %1102, %1105 : tensor<1x4x2x64x64xf32>
      %1107 = stablehlo.multiply %1104, %1104 : tensor<1x4x2x64x1xf32>
      %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1108 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x1xf32>
      %1109 = stablehlo.divide %1108, %1107 : tensor<1x4x2x64x1xf32>
      %1110 = stablehlo.convert %1106 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
      %1111 = stablehlo.transpose %991#4, dims = [0, 4, 1, 3, 2] : (tensor<1x4x16x2x64xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1112 = stablehlo.reshape %1111 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x128xbf16>
      %1113 = stablehlo.convert %991#13 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %1114 = stablehlo.add %991#17, %991#5 : tensor<1x64x128xbf16>
      %1115 = stablehlo.convert %1114 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %1116 = stablehlo.multiply %1115, %1115 : tensor<1x64x128xf32>
      %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1117 = stablehlo.reduce(%1116 init: %cst_255) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %1118 = stablehlo.broadcast_in_dim %1117, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_256 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %1119 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1120 = stablehlo.divide %1118, %1119 : tensor<1x64x1xf32>
      %cst_257 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %1121 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1122 = stablehlo.add %1120, %1121 : tensor<1x64x1xf32>
      %1123 = stablehlo.rsqrt %1122 : tensor<1x64x1xf32>
      %1124 = stablehlo.divide %1123, %1122 : tensor<1x64x1xf32>
      %cst_258 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %1125 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1126 = stablehlo.multiply %1125, %1124 : tensor<1x64x1xf32>
      %1127 = stablehlo.broadcast_in_dim %1123, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1128 = stablehlo.multiply %1115, %1127 : tensor<1x64x128xf32>
      %1129 = stablehlo.broadcast_in_dim %991#12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1130 = stablehlo.broadcast_in_dim %1129, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1131 = stablehlo.multiply %1128, %1130 : tensor<1x64x128xf32>
      %1132 = stablehlo.convert %1131 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1133 = stablehlo.convert %991#10 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %1134 = stablehlo.convert %991#15 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %1135:3 = func.call @silu_4(%991#6) : (tensor<1x64x256xbf16>) -> (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>)
      %1136 = stablehlo.multiply %1135#0, %991#7 : tensor<1x64x256xbf16>
      %1137 = stablehlo.convert %991#9 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
      %1138 = stablehlo.dot_general %991#18, %1136, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x256xbf16>) -> tensor<128x256xbf16>
      %1139 = stablehlo.transpose %1138, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
      %1140 = stablehlo.dot_general %991#18, %1137, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<256x128xbf16>) -> tensor<1x64x256xbf16>
      %1141 = stablehlo.convert %1139 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
      %1142 = stablehlo.multiply %1135#0, %1140 : tensor<1x64x256xbf16>
      %1143 = stablehlo.multiply %1140, %991#7 : tensor<1x64x256xbf16>
      %1144 = func.call @silu_5(%1135#1, %991#6, %1135#2, %1143) : (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
      %1145 = stablehlo.dot_general %1142, %1132, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
      %1146 = stablehlo.transpose %1145, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
      %1147 = stablehlo.dot_general %1142, %1134, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
      %1148 = stablehlo.convert %1146 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
      %1149 = stablehlo.dot_general %1144, %1132, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
      %1150 = stablehlo.transpose %1149, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
      %1151 = stablehlo.dot_general %1144, %1133, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
      %1152 = stablehlo.add %1147, %1151 : tensor<1x64x128xbf16>
      %1153 = stablehlo.convert %1150 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
      %1154 = stablehlo.convert %1152 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %1155 = stablehlo.multiply %1128, %1154 : tensor<1x64x128xf32>
      %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1156 = stablehlo.reduce(%1155 init: %cst_259) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %1157 = stablehlo.reshape %1156 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %1158 = stablehlo.broadcast_in_dim %1129, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1159 = stablehlo.multiply %1154, %1158 : tensor<1x64x128xf32>
      %1160 = "stablehlo.all_reduce"(%1157) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1161 = stablehlo.reduce(%1160 init: %cst_260) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %1162 = stablehlo.multiply %1115, %1159 : tensor<1x64x128xf32>
      %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1163 = stablehlo.reduce(%1162 init: %cst_261) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %1164 = stablehlo.reshape %1163 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %1165 = stablehlo.broadcast_in_dim %1123, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1166 = stablehlo.multiply %1159, %1165 : tensor<1x64x128xf32>
      %1167 = stablehlo.multiply %1164, %1126 : tensor<1x64x1xf32>
      %1168 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1169 = stablehlo.divide %1167, %1168 : tensor<1x64x1xf32>
      %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1170 = stablehlo.reduce(%1169 init: %cst_262) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %1171 = stablehlo.broadcast_in_dim %1170, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %1172 = stablehlo.broadcast_in_dim %1171, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %1173 = stablehlo.multiply %1115, %1172 : tensor<1x64x128xf32>
      %1174 = stablehlo.add %1166, %1173 : tensor<1x64x128xf32>
      %1175 = stablehlo.multiply %1172, %1115 : tensor<1x64x128xf32>
      %1176 = stablehlo.add %1174, %1175 : tensor<1x64x128xf32>
      %1177 = stablehlo.convert %1176 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1178 = stablehlo.add %991#18, %1177 : tensor<1x64x128xbf16>
      %1179 = stablehlo.dot_general %1178, %1112, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
      %1180 = stablehlo.transpose %1179, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
      %1181 = stablehlo.dot_general %1178, %1113, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %1182 = stablehlo.convert %1180 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
      %1183 = stablehlo.reshape %1181 : (tensor<1x64x128xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1184 = stablehlo.transpose %1183, dims = [0, 2, 4, 3, 1] : (tensor<1x64x4x2x16xbf16>) -> tensor<1x4x16x2x64xbf16>
      %1185 = stablehlo.dot_general %1184, %1015, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x16x2x64xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x4x2x64x64xbf16>
      %1186 = stablehlo.dot_general %1184, %1110, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x16x2x64xbf16>, tensor<1x4x2x64x64xbf16>) -> tensor<1x4x16x64xbf16>
      %1187 = stablehlo.transpose %1186, dims = [0, 3, 1, 2] : (tensor<1x4x16x64xbf16>) -> tensor<1x64x4x16xbf16>
      %1188 = stablehlo.convert %1185 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
      %1189 = stablehlo.broadcast_in_dim %1109, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1190 = stablehlo.multiply %1188, %1189 : tensor<1x4x2x64x64xf32>
      %1191 = stablehlo.multiply %1190, %1102 : tensor<1x4x2x64x64xf32>
      %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1192 = stablehlo.reduce(%1191 init: %cst_263) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %1193 = stablehlo.reshape %1192 : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %1194 = stablehlo.negate %1193 : tensor<1x4x2x64x1xf32>
      %1195 = stablehlo.broadcast_in_dim %1104, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1196 = stablehlo.divide %1188, %1195 : tensor<1x4x2x64x64xf32>
      %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1197 = stablehlo.reduce(%1194 init: %cst_264) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x4x2x64x1xf32>, tensor<f32>) -> tensor<4x2x64xf32>
      %1198 = stablehlo.broadcast_in_dim %1197, dims = [1, 2, 3] : (tensor<4x2x64xf32>) -> tensor<1x4x2x64xf32>
      %1199 = stablehlo.broadcast_in_dim %1198, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x64xf32>
      %1200 = stablehlo.add %1196, %1199 : tensor<1x4x2x64x64xf32>
      %1201 = stablehlo.multiply %1200, %1102 : tensor<1x4x2x64x64xf32>
      %1202 = func.call @_where_6(%1095#1, %1201) : (tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xf32>
      %1203 = stablehlo.convert %1202 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
      %1204 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
      %1205 = stablehlo.multiply %1203, %1204 : tensor<1x4x2x64x64xbf16>
      %1206 = stablehlo.transpose %1205, dims = [0, 1, 4, 3, 2] : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x64x64x2xbf16>
      %1207 = stablehlo.dot_general %1206, %1087, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x2xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x4x64x2x16xbf16>
      %1208 = stablehlo.transpose %1207, dims = [0, 2, 1, 3, 4] : (tensor<1x4x64x2x16xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1209 = stablehlo.dot_general %1206, %1088, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x2xbf16>, tensor<1x64x4x2x16xbf16>) -> tensor<1x4x64x16xbf16>
      %1210 = stablehlo.transpose %1209, dims = [0, 2, 1, 3] : (tensor<1x4x64x16xbf16>) -> tensor<1x64x4x16xbf16>
      %1211 = stablehlo.reshape %1208 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x8x16xbf16>
      %1212 = stablehlo.convert %1210 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
      %1213 = stablehlo.slice %1212 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1214 = stablehlo.slice %1212 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1215 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1216 = stablehlo.multiply %1214, %1215 : tensor<1x64x4x8xf32>
      %1217 = stablehlo.broadcast_in_dim %1072, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1218 = stablehlo.multiply %1214, %1217 : tensor<1x64x4x8xf32>
      %1219 = stablehlo.negate %1213 : tensor<1x64x4x8xf32>
      %1220 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1221 = stablehlo.multiply %1219, %1220 : tensor<1x64x4x8xf32>
      %1222 = stablehlo.add %1218, %1221 : tensor<1x64x4x8xf32>
      %1223 = stablehlo.broadcast_in_dim %1072, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1224 = stablehlo.multiply %1213, %1223 : tensor<1x64x4x8xf32>
      %1225 = stablehlo.add %1216, %1224 : tensor<1x64x4x8xf32>
      %1226 = stablehlo.concatenate %1225, %1222, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
      %1227 = stablehlo.convert %1226 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
      %1228 = stablehlo.convert %1211 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
      %1229 = stablehlo.slice %1228 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1230 = stablehlo.slice %1228 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1231 = stablehlo.broadcast_in_dim %1034, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1232 = stablehlo.multiply %1230, %1231 : tensor<1x64x8x8xf32>
      %1233 = stablehlo.broadcast_in_dim %1036, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1234 = stablehlo.multiply %1230, %1233 : tensor<1x64x8x8xf32>
      %1235 = stablehlo.negate %1229 : tensor<1x64x8x8xf32>
      %1236 = stablehlo.broadcast_in_dim %1034, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1237 = stablehlo.multiply %1235, %1236 : tensor<1x64x8x8xf32>
      %1238 = stablehlo.add %1234, %1237 : tensor<1x64x8x8xf32>
      %1239 = stablehlo.broadcast_in_dim %1036, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1240 = stablehlo.multiply %1229, %1239 : tensor<1x64x8x8xf32>
      %1241 = stablehlo.add %1232, %1240 : tensor<1x64x8x8xf32>
      %1242 = stablehlo.concatenate %1241, %1238, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
      %1243 = stablehlo.convert %1242 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
      %1244 = stablehlo.reshape %1187 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x64xbf16>
      %1245 = stablehlo.dot_general %1244, %1009, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<1x64x128xbf16>) -> tensor<64x128xbf16>
      %1246 = stablehlo.transpose %1245, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
      %1247 = stablehlo.dot_general %1244, %1014, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<128x64xbf16>) -> tensor<1x64x128xbf16>
      %1248 = stablehlo.convert %1246 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %1249 = stablehlo.reshape %1227 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x64xbf16>
      %1250 = stablehlo.dot_general %1249, %1009, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<1x64x128xbf16>) -> tensor<64x128xbf16>
      %1251 = stablehlo.transpose %1250, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
      %1252 = stablehlo.dot_general %1249, %1012, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<128x64xbf16>) -> tensor<1x64x128xbf16>
      %1253 = stablehlo.add %1247, %1252 : tensor<1x64x128xbf16>
      %1254 = stablehlo.convert %1251 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %1255 = stablehlo.reshape %1243 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x128xbf16>
      %1256 = stablehlo.dot_general %1255, %1009, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
      %1257 = stablehlo.transpose %1256, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
      %1258 = stablehlo.dot_general %1255, %1010, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %1259 = stablehlo.add %1253, %1258 : tensor<1x64x128xbf16>
      %1260 = stablehlo.convert %1257 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
      %1261 = stablehlo.convert %1259 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %1262 = stablehlo.multiply %1005, %1261 : tensor<1x64x128xf32>
      %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1263 = stablehlo.reduce(%1262 init: %cst_265) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %1264 = stablehlo.reshape %1263 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %1265 = stablehlo.broadcast_in_dim %1006, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1266 = stablehlo.multiply %1261, %1265 : tensor<1x64x128xf32>
      %1267 = "stablehlo.all_reduce"(%1264) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1268 = stablehlo.reduce(%1267 init: %cst_266) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %1269 = stablehlo.multiply %992, %1266 : tensor<1x64x128xf32>
      %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1270 = stablehlo.reduce(%1269 init: %cst_267) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %1271 = stablehlo.reshape %1270 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %1272 = stablehlo.broadcast_in_dim %1000, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1273 = stablehlo.multiply %1266, %1272 : tensor<1x64x128xf32>
      %1274 = stablehlo.multiply %1271, %1003 : tensor<1x64x1xf32>
      %1275 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1276 = stablehlo.divide %1274, %1275 : tensor<1x64x1xf32>
      %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1277 = stablehlo.reduce(%1276 init: %cst_268) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %1278 = stablehlo.broadcast_in_dim %1277, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %1279 = stablehlo.broadcast_in_dim %1278, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %1280 = stablehlo.multiply %992, %1279 : tensor<1x64x128xf32>
      %1281 = stablehlo.add %1273, %1280 : tensor<1x64x128xf32>
      %1282 = stablehlo.multiply %1279, %992 : tensor<1x64x128xf32>
      %1283 = stablehlo.add %1281, %1282 : tensor<1x64x128xf32>
      %1284 = stablehlo.convert %1283 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1285 = stablehlo.add %1178, %1284 : tensor<1x64x128xbf16>
      %1286:19 = stablehlo.optimization_barrier %612, %616, %620, %696, %717, %722, %741, %744, %arg68, %578, %579, %580, %arg72, %581, %582, %583, %584, %594#0, %1285 : tensor<1x64x128xbf16>, tensor<1x64x64xbf16>, tensor<1x64x64xbf16>, tensor<1x4x64x64x2xbf16>, tensor<1x4x16x2x64xbf16>, tensor<1x64x128xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<1x64x128xbf16>, tensor<1x64x128xbf16>
      %1287 = stablehlo.convert %1286#17 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %1288 = stablehlo.multiply %1287, %1287 : tensor<1x64x128xf32>
      %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1289 = stablehlo.reduce(%1288 init: %cst_269) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %1290 = stablehlo.broadcast_in_dim %1289, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_270 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %1291 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1292 = stablehlo.divide %1290, %1291 : tensor<1x64x1xf32>
      %cst_271 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %1293 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1294 = stablehlo.add %1292, %1293 : tensor<1x64x1xf32>
      %1295 = stablehlo.rsqrt %1294 : tensor<1x64x1xf32>
      %1296 = stablehlo.divide %1295, %1294 : tensor<1x64x1xf32>
      %cst_272 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %1297 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1298 = stablehlo.multiply %1297, %1296 : tensor<1x64x1xf32>
      %1299 = stablehlo.broadcast_in_dim %1295, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1300 = stablehlo.multiply %1287, %1299 : tensor<1x64x128xf32>
      %1301 = stablehlo.broadcast_in_dim %1286#8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1302 = stablehlo.broadcast_in_dim %1301, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1303 = stablehlo.multiply %1300, %1302 : tensor<1x64x128xf32>
      %1304 = stablehlo.convert %1303 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1305 = stablehlo.convert %1286#14 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %1306 = stablehlo.reshape %1286#0 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
      %1307 = stablehlo.convert %1286#11 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %1308 = stablehlo.reshape %1286#1 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %1309 = stablehlo.convert %1286#16 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %1310 = stablehlo.reshape %1286#2 : (tensor<1x64x64xbf16>) -> tensor<1x64x4x16xbf16>
      %1311 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_273 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1312 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1313 = stablehlo.multiply %1312, %1311 : tensor<8xf32>
      %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1314 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1315 = stablehlo.add %1314, %1313 : tensor<8xf32>
      %cst_275 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %1316 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1317 = stablehlo.divide %1315, %1316 : tensor<8xf32>
      %cst_276 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %1318 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1319 = stablehlo.power %1318, %1317 : tensor<8xf32>
      %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1320 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1321 = stablehlo.divide %1320, %1319 : tensor<8xf32>
      %1322 = stablehlo.iota dim = 0 : tensor<64xf32>
      %1323 = stablehlo.broadcast_in_dim %1322, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %1324 = stablehlo.broadcast_in_dim %1321, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %1325 = stablehlo.broadcast_in_dim %1323, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %1326 = stablehlo.broadcast_in_dim %1324, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %1327 = stablehlo.multiply %1325, %1326 : tensor<64x8xf32>
      %1328 = stablehlo.sine %1327 : tensor<64x8xf32>
      %1329 = stablehlo.broadcast_in_dim %1328, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1330 = stablehlo.cosine %1327 : tensor<64x8xf32>
      %1331 = stablehlo.broadcast_in_dim %1330, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1332 = stablehlo.convert %1306 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
      %1333 = stablehlo.slice %1332 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1334 = stablehlo.slice %1332 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1335 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1336 = stablehlo.multiply %1333, %1335 : tensor<1x64x8x8xf32>
      %1337 = stablehlo.broadcast_in_dim %1329, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1338 = stablehlo.multiply %1334, %1337 : tensor<1x64x8x8xf32>
      %1339 = stablehlo.subtract %1336, %1338 : tensor<1x64x8x8xf32>
      %1340 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1341 = stablehlo.multiply %1334, %1340 : tensor<1x64x8x8xf32>
      %1342 = stablehlo.broadcast_in_dim %1329, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1343 = stablehlo.multiply %1333, %1342 : tensor<1x64x8x8xf32>
      %1344 = stablehlo.add %1341, %1343 : tensor<1x64x8x8xf32>
      %1345 = stablehlo.concatenate %1339, %1344, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
      %1346 = stablehlo.convert %1345 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
      %1347 = stablehlo.iota dim = 0 : tensor<8xf32>
      %cst_278 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1348 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1349 = stablehlo.multiply %1348, %1347 : tensor<8xf32>
      %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1350 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1351 = stablehlo.add %1350, %1349 : tensor<8xf32>
      %cst_280 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %1352 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1353 = stablehlo.divide %1351, %1352 : tensor<8xf32>
      %cst_281 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %1354 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1355 = stablehlo.power %1354, %1353 : tensor<8xf32>
      %cst_282 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1356 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %1357 = stablehlo.divide %1356, %1355 : tensor<8xf32>
      %1358 = stablehlo.iota dim = 0 : tensor<64xf32>
      %1359 = stablehlo.broadcast_in_dim %1358, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %1360 = stablehlo.broadcast_in_dim %1357, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %1361 = stablehlo.broadcast_in_dim %1359, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
      %1362 = stablehlo.broadcast_in_dim %1360, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
      %1363 = stablehlo.multiply %1361, %1362 : tensor<64x8xf32>
      %1364 = stablehlo.sine %1363 : tensor<64x8xf32>
      %1365 = stablehlo.broadcast_in_dim %1364, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1366 = stablehlo.cosine %1363 : tensor<64x8xf32>
      %1367 = stablehlo.broadcast_in_dim %1366, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
      %1368 = stablehlo.convert %1308 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
      %1369 = stablehlo.slice %1368 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1370 = stablehlo.slice %1368 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1371 = stablehlo.broadcast_in_dim %1367, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1372 = stablehlo.multiply %1369, %1371 : tensor<1x64x4x8xf32>
      %1373 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1374 = stablehlo.multiply %1370, %1373 : tensor<1x64x4x8xf32>
      %1375 = stablehlo.subtract %1372, %1374 : tensor<1x64x4x8xf32>
      %1376 = stablehlo.broadcast_in_dim %1367, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1377 = stablehlo.multiply %1370, %1376 : tensor<1x64x4x8xf32>
      %1378 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1379 = stablehlo.multiply %1369, %1378 : tensor<1x64x4x8xf32>
      %1380 = stablehlo.add %1377, %1379 : tensor<1x64x4x8xf32>
      %1381 = stablehlo.concatenate %1375, %1380, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
      %1382 = stablehlo.convert %1381 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
      %1383 = stablehlo.reshape %1346 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1384 = stablehlo.transpose %1286#3, dims = [0, 1, 4, 3, 2] : (tensor<1x4x64x64x2xbf16>) -> tensor<1x4x2x64x64xbf16>
      %cst_283 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
      %1385 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
      %1386 = stablehlo.multiply %1384, %1385 : tensor<1x4x2x64x64xbf16>
      %c_284 = stablehlo.constant dense<true> : tensor<i1>
      %1387 = stablehlo.broadcast_in_dim %c_284, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
      %1388 = func.call @tril_2(%1387) : (tensor<64x64xi1>) -> tensor<64x64xi1>
      %1389 = stablehlo.convert %1386 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
      %cst_285 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %1390:2 = func.call @_where_3(%1388, %1389, %cst_285) : (tensor<64x64xi1>, tensor<1x4x2x64x64xf32>, tensor<f32>) -> (tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>)
      %cst_286 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %1391 = stablehlo.reduce(%1390#0 init: %cst_286) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %cst_287 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %1392 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<1x4x2x64xf32>
      %1393 = stablehlo.maximum %1392, %1391 : tensor<1x4x2x64xf32>
      %1394 = stablehlo.broadcast_in_dim %1393, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %1395 = stablehlo.broadcast_in_dim %1394, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1396 = stablehlo.subtract %1390#0, %1395 : tensor<1x4x2x64x64xf32>
      %1397 = stablehlo.exponential %1396 : tensor<1x4x2x64x64xf32>
      %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1398 = stablehlo.reduce(%1397 init: %cst_288) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %1399 = stablehlo.broadcast_in_dim %1398, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %1400 = stablehlo.broadcast_in_dim %1399, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1401 = stablehlo.divide %1397, %1400 : tensor<1x4x2x64x64xf32>
      %1402 = stablehlo.multiply %1399, %1399 : tensor<1x4x2x64x1xf32>
      %cst_289 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1403 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x1xf32>
      %1404 = stablehlo.divide %1403, %1402 : tensor<1x4x2x64x1xf32>
      %1405 = stablehlo.convert %1401 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
      %1406 = stablehlo.transpose %1286#4, dims = [0, 4, 1, 3, 2] : (tensor<1x4x16x2x64xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1407 = stablehlo.reshape %1406 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x128xbf16>
      %1408 = stablehlo.convert %1286#13 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
      %1409 = stablehlo.add %1286#17, %1286#5 : tensor<1x64x128xbf16>
      %1410 = stablehlo.convert %1409 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %1411 = stablehlo.multiply %1410, %1410 : tensor<1x64x128xf32>
      %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1412 = stablehlo.reduce(%1411 init: %cst_290) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %1413 = stablehlo.broadcast_in_dim %1412, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %cst_291 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %1414 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1415 = stablehlo.divide %1413, %1414 : tensor<1x64x1xf32>
      %cst_292 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %1416 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1417 = stablehlo.add %1415, %1416 : tensor<1x64x1xf32>
      %1418 = stablehlo.rsqrt %1417 : tensor<1x64x1xf32>
      %1419 = stablehlo.divide %1418, %1417 : tensor<1x64x1xf32>
      %cst_293 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %1420 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1421 = stablehlo.multiply %1420, %1419 : tensor<1x64x1xf32>
      %1422 = stablehlo.broadcast_in_dim %1418, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1423 = stablehlo.multiply %1410, %1422 : tensor<1x64x128xf32>
      %1424 = stablehlo.broadcast_in_dim %1286#12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1425 = stablehlo.broadcast_in_dim %1424, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1426 = stablehlo.multiply %1423, %1425 : tensor<1x64x128xf32>
      %1427 = stablehlo.convert %1426 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1428 = stablehlo.convert %1286#10 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %1429 = stablehlo.convert %1286#15 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
      %1430:3 = func.call @silu_4(%1286#6) : (tensor<1x64x256xbf16>) -> (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>)
      %1431 = stablehlo.multiply %1430#0, %1286#7 : tensor<1x64x256xbf16>
      %1432 = stablehlo.convert %1286#9 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
      %1433 = stablehlo.dot_general %1286#18, %1431, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x256xbf16>) -> tensor<128x256xbf16>
      %1434 = stablehlo.transpose %1433, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
      %1435 = stablehlo.dot_general %1286#18, %1432, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<256x128xbf16>) -> tensor<1x64x256xbf16>
      %1436 = stablehlo.convert %1434 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
      %1437 = stablehlo.multiply %1430#0, %1435 : tensor<1x64x256xbf16>
      %1438 = stablehlo.multiply %1435, %1286#7 : tensor<1x64x256xbf16>
      %1439 = func.call @silu_5(%1430#1, %1286#6, %1430#2, %1438) : (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
      %1440 = stablehlo.dot_general %1437, %1427, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
      %1441 = stablehlo.transpose %1440, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
      %1442 = stablehlo.dot_general %1437, %1429, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
      %1443 = stablehlo.convert %1441 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
      %1444 = stablehlo.dot_general %1439, %1427, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
      %1445 = stablehlo.transpose %1444, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
      %1446 = stablehlo.dot_general %1439, %1428, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
      %1447 = stablehlo.add %1442, %1446 : tensor<1x64x128xbf16>
      %1448 = stablehlo.convert %1445 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
      %1449 = stablehlo.convert %1447 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %1450 = stablehlo.multiply %1423, %1449 : tensor<1x64x128xf32>
      %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1451 = stablehlo.reduce(%1450 init: %cst_294) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %1452 = stablehlo.reshape %1451 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %1453 = stablehlo.broadcast_in_dim %1424, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1454 = stablehlo.multiply %1449, %1453 : tensor<1x64x128xf32>
      %1455 = "stablehlo.all_reduce"(%1452) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1456 = stablehlo.reduce(%1455 init: %cst_295) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %1457 = stablehlo.multiply %1410, %1454 : tensor<1x64x128xf32>
      %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1458 = stablehlo.reduce(%1457 init: %cst_296) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %1459 = stablehlo.reshape %1458 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %1460 = stablehlo.broadcast_in_dim %1418, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1461 = stablehlo.multiply %1454, %1460 : tensor<1x64x128xf32>
      %1462 = stablehlo.multiply %1459, %1421 : tensor<1x64x1xf32>
      %1463 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1464 = stablehlo.divide %1462, %1463 : tensor<1x64x1xf32>
      %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1465 = stablehlo.reduce(%1464 init: %cst_297) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %1466 = stablehlo.broadcast_in_dim %1465, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %1467 = stablehlo.broadcast_in_dim %1466, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %1468 = stablehlo.multiply %1410, %1467 : tensor<1x64x128xf32>
      %1469 = stablehlo.add %1461, %1468 : tensor<1x64x128xf32>
      %1470 = stablehlo.multiply %1467, %1410 : tensor<1x64x128xf32>
      %1471 = stablehlo.add %1469, %1470 : tensor<1x64x128xf32>
      %1472 = stablehlo.convert %1471 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1473 = stablehlo.add %1286#18, %1472 : tensor<1x64x128xbf16>
      %1474 = stablehlo.dot_general %1473, %1407, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
      %1475 = stablehlo.transpose %1474, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
      %1476 = stablehlo.dot_general %1473, %1408, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %1477 = stablehlo.convert %1475 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
      %1478 = stablehlo.reshape %1476 : (tensor<1x64x128xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1479 = stablehlo.transpose %1478, dims = [0, 2, 4, 3, 1] : (tensor<1x64x4x2x16xbf16>) -> tensor<1x4x16x2x64xbf16>
      %1480 = stablehlo.dot_general %1479, %1310, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x16x2x64xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x4x2x64x64xbf16>
      %1481 = stablehlo.dot_general %1479, %1405, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x16x2x64xbf16>, tensor<1x4x2x64x64xbf16>) -> tensor<1x4x16x64xbf16>
      %1482 = stablehlo.transpose %1481, dims = [0, 3, 1, 2] : (tensor<1x4x16x64xbf16>) -> tensor<1x64x4x16xbf16>
      %1483 = stablehlo.convert %1480 : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x2x64x64xf32>
      %1484 = stablehlo.broadcast_in_dim %1404, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1485 = stablehlo.multiply %1483, %1484 : tensor<1x4x2x64x64xf32>
      %1486 = stablehlo.multiply %1485, %1397 : tensor<1x4x2x64x64xf32>
      %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1487 = stablehlo.reduce(%1486 init: %cst_298) applies stablehlo.add across dimensions = [4] : (tensor<1x4x2x64x64xf32>, tensor<f32>) -> tensor<1x4x2x64xf32>
      %1488 = stablehlo.reshape %1487 : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x1xf32>
      %1489 = stablehlo.negate %1488 : tensor<1x4x2x64x1xf32>
      %1490 = stablehlo.broadcast_in_dim %1399, dims = [0, 1, 2, 3, 4] : (tensor<1x4x2x64x1xf32>) -> tensor<1x4x2x64x64xf32>
      %1491 = stablehlo.divide %1483, %1490 : tensor<1x4x2x64x64xf32>
      %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1492 = stablehlo.reduce(%1489 init: %cst_299) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x4x2x64x1xf32>, tensor<f32>) -> tensor<4x2x64xf32>
      %1493 = stablehlo.broadcast_in_dim %1492, dims = [1, 2, 3] : (tensor<4x2x64xf32>) -> tensor<1x4x2x64xf32>
      %1494 = stablehlo.broadcast_in_dim %1493, dims = [0, 1, 2, 3] : (tensor<1x4x2x64xf32>) -> tensor<1x4x2x64x64xf32>
      %1495 = stablehlo.add %1491, %1494 : tensor<1x4x2x64x64xf32>
      %1496 = stablehlo.multiply %1495, %1397 : tensor<1x4x2x64x64xf32>
      %1497 = func.call @_where_6(%1390#1, %1496) : (tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xf32>
      %1498 = stablehlo.convert %1497 : (tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xbf16>
      %1499 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<bf16>) -> tensor<1x4x2x64x64xbf16>
      %1500 = stablehlo.multiply %1498, %1499 : tensor<1x4x2x64x64xbf16>
      %1501 = stablehlo.transpose %1500, dims = [0, 1, 4, 3, 2] : (tensor<1x4x2x64x64xbf16>) -> tensor<1x4x64x64x2xbf16>
      %1502 = stablehlo.dot_general %1501, %1382, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x2xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x4x64x2x16xbf16>
      %1503 = stablehlo.transpose %1502, dims = [0, 2, 1, 3, 4] : (tensor<1x4x64x2x16xbf16>) -> tensor<1x64x4x2x16xbf16>
      %1504 = stablehlo.dot_general %1501, %1383, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x64x64x2xbf16>, tensor<1x64x4x2x16xbf16>) -> tensor<1x4x64x16xbf16>
      %1505 = stablehlo.transpose %1504, dims = [0, 2, 1, 3] : (tensor<1x4x64x16xbf16>) -> tensor<1x64x4x16xbf16>
      %1506 = stablehlo.reshape %1503 : (tensor<1x64x4x2x16xbf16>) -> tensor<1x64x8x16xbf16>
      %1507 = stablehlo.convert %1505 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xf32>
      %1508 = stablehlo.slice %1507 [0:1, 0:64, 0:4, 0:8] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1509 = stablehlo.slice %1507 [0:1, 0:64, 0:4, 8:16] : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x8xf32>
      %1510 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1511 = stablehlo.multiply %1509, %1510 : tensor<1x64x4x8xf32>
      %1512 = stablehlo.broadcast_in_dim %1367, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1513 = stablehlo.multiply %1509, %1512 : tensor<1x64x4x8xf32>
      %1514 = stablehlo.negate %1508 : tensor<1x64x4x8xf32>
      %1515 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1516 = stablehlo.multiply %1514, %1515 : tensor<1x64x4x8xf32>
      %1517 = stablehlo.add %1513, %1516 : tensor<1x64x4x8xf32>
      %1518 = stablehlo.broadcast_in_dim %1367, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x4x8xf32>
      %1519 = stablehlo.multiply %1508, %1518 : tensor<1x64x4x8xf32>
      %1520 = stablehlo.add %1511, %1519 : tensor<1x64x4x8xf32>
      %1521 = stablehlo.concatenate %1520, %1517, dim = 3 : (tensor<1x64x4x8xf32>, tensor<1x64x4x8xf32>) -> tensor<1x64x4x16xf32>
      %1522 = stablehlo.convert %1521 : (tensor<1x64x4x16xf32>) -> tensor<1x64x4x16xbf16>
      %1523 = stablehlo.convert %1506 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
      %1524 = stablehlo.slice %1523 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1525 = stablehlo.slice %1523 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
      %1526 = stablehlo.broadcast_in_dim %1329, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1527 = stablehlo.multiply %1525, %1526 : tensor<1x64x8x8xf32>
      %1528 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1529 = stablehlo.multiply %1525, %1528 : tensor<1x64x8x8xf32>
      %1530 = stablehlo.negate %1524 : tensor<1x64x8x8xf32>
      %1531 = stablehlo.broadcast_in_dim %1329, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1532 = stablehlo.multiply %1530, %1531 : tensor<1x64x8x8xf32>
      %1533 = stablehlo.add %1529, %1532 : tensor<1x64x8x8xf32>
      %1534 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
      %1535 = stablehlo.multiply %1524, %1534 : tensor<1x64x8x8xf32>
      %1536 = stablehlo.add %1527, %1535 : tensor<1x64x8x8xf32>
      %1537 = stablehlo.concatenate %1536, %1533, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
      %1538 = stablehlo.convert %1537 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
      %1539 = stablehlo.reshape %1482 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x64xbf16>
      %1540 = stablehlo.dot_general %1539, %1304, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<1x64x128xbf16>) -> tensor<64x128xbf16>
      %1541 = stablehlo.transpose %1540, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
      %1542 = stablehlo.dot_general %1539, %1309, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<128x64xbf16>) -> tensor<1x64x128xbf16>
      %1543 = stablehlo.convert %1541 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %1544 = stablehlo.reshape %1522 : (tensor<1x64x4x16xbf16>) -> tensor<1x64x64xbf16>
      %1545 = stablehlo.dot_general %1544, %1304, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<1x64x128xbf16>) -> tensor<64x128xbf16>
      %1546 = stablehlo.transpose %1545, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
      %1547 = stablehlo.dot_general %1544, %1307, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x64xbf16>, tensor<128x64xbf16>) -> tensor<1x64x128xbf16>
      %1548 = stablehlo.add %1542, %1547 : tensor<1x64x128xbf16>
      %1549 = stablehlo.convert %1546 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %1550 = stablehlo.reshape %1538 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x128xbf16>
      %1551 = stablehlo.dot_general %1550, %1304, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
      %1552 = stablehlo.transpose %1551, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
      %1553 = stablehlo.dot_general %1550, %1305, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
      %1554 = stablehlo.add %1548, %1553 : tensor<1x64x128xbf16>
      %1555 = stablehlo.convert %1552 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
      %1556 = stablehlo.convert %1554 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
      %1557 = stablehlo.multiply %1300, %1556 : tensor<1x64x128xf32>
      %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1558 = stablehlo.reduce(%1557 init: %cst_300) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
      %1559 = stablehlo.reshape %1558 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
      %1560 = stablehlo.broadcast_in_dim %1301, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
      %1561 = stablehlo.multiply %1556, %1560 : tensor<1x64x128xf32>
      %1562 = "stablehlo.all_reduce"(%1559) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
      %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1563 = stablehlo.reduce(%1562 init: %cst_301) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %1564 = stablehlo.multiply %1287, %1561 : tensor<1x64x128xf32>
      %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1565 = stablehlo.reduce(%1564 init: %cst_302) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
      %1566 = stablehlo.reshape %1565 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
      %1567 = stablehlo.broadcast_in_dim %1295, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
      %1568 = stablehlo.multiply %1561, %1567 : tensor<1x64x128xf32>
      %1569 = stablehlo.multiply %1566, %1298 : tensor<1x64x1xf32>
      %1570 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
      %1571 = stablehlo.divide %1569, %1570 : tensor<1x64x1xf32>
      %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1572 = stablehlo.reduce(%1571 init: %cst_303) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
      %1573 = stablehlo.broadcast_in_dim %1572, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %1574 = stablehlo.broadcast_in_dim %1573, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
      %1575 = stablehlo.multiply %1287, %1574 : tensor<1x64x128xf32>
      %1576 = stablehlo.add %1568, %1575 : tensor<1x64x128xf32>
      %1577 = stablehlo.multiply %1574, %1287 : tensor<1x64x128xf32>
      %1578 = stablehlo.add %1576, %1577 : tensor<1x64x128xf32>
      %1579 = stablehlo.convert %1578 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
      %1580 = stablehlo.add %1473, %1579 : tensor<1x64x128xbf16>
      %1581 = func.call @_take_7(%594#1, %1580) : (tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
      %1582 = stablehlo.convert %1581 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
      %1583 = "stablehlo.reduce_scatter"(%966) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x512xf32>) -> tensor<16x512xf32>
      %1584 = "stablehlo.reduce_scatter"(%1248) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x64xf32>) -> tensor<16x64xf32>
      %1585 = "stablehlo.reduce_scatter"(%1148) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x256xf32>) -> tensor<16x256xf32>
      %1586 = "stablehlo.reduce_scatter"(%1260) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x128xf32>) -> tensor<16x128xf32>
      %1587 = "stablehlo.reduce_scatter"(%1182) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x128xf32>) -> tensor<128x16xf32>
      %1588 = "stablehlo.reduce_scatter"(%1254) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x64xf32>) -> tensor<16x64xf32>
      %1589 = "stablehlo.reduce_scatter"(%1153) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x256xf32>) -> tensor<16x256xf32>
      %1590 = "stablehlo.reduce_scatter"(%1141) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<256x128xf32>) -> tensor<256x16xf32>
      %1591 = "stablehlo.reduce_scatter"(%1543) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x64xf32>) -> tensor<16x64xf32>
      %1592 = "stablehlo.reduce_scatter"(%1443) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x256xf32>) -> tensor<16x256xf32>
      %1593 = "stablehlo.reduce_scatter"(%1555) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x128xf32>) -> tensor<16x128xf32>
      %1594 = "stablehlo.reduce_scatter"(%1477) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x128xf32>) -> tensor<128x16xf32>
      %1595 = "stablehlo.reduce_scatter"(%1549) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x64xf32>) -> tensor<16x64xf32>
      %1596 = "stablehlo.reduce_scatter"(%1448) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<128x256xf32>) -> tensor<16x256xf32>
      %1597 = "stablehlo.reduce_scatter"(%1436) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<256x128xf32>) -> tensor<256x16xf32>
      %1598 = "stablehlo.reduce_scatter"(%1582) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<512x128xf32>) -> tensor<512x16xf32>
      %cst_304 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1599 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
      %1600 = stablehlo.divide %1598, %1599 : tensor<512x16xf32>
      %cst_305 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1601 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %1602 = stablehlo.divide %974, %1601 : tensor<128xf32>
      %cst_306 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1603 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %1604 = stablehlo.divide %1563, %1603 : tensor<128xf32>
      %cst_307 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1605 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %1606 = stablehlo.divide %1597, %1605 : tensor<256x16xf32>
      %cst_308 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1607 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %1608 = stablehlo.divide %1596, %1607 : tensor<16x256xf32>
      %cst_309 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1609 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %1610 = stablehlo.divide %1595, %1609 : tensor<16x64xf32>
      %cst_310 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1611 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %1612 = stablehlo.divide %1456, %1611 : tensor<128xf32>
      %cst_311 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1613 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
      %1614 = stablehlo.divide %1594, %1613 : tensor<128x16xf32>
      %cst_312 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1615 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
      %1616 = stablehlo.divide %1593, %1615 : tensor<16x128xf32>
      %cst_313 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1617 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %1618 = stablehlo.divide %1592, %1617 : tensor<16x256xf32>
      %cst_314 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1619 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %1620 = stablehlo.divide %1591, %1619 : tensor<16x64xf32>
      %cst_315 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1621 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %1622 = stablehlo.divide %1268, %1621 : tensor<128xf32>
      %cst_316 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1623 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %1624 = stablehlo.divide %1590, %1623 : tensor<256x16xf32>
      %cst_317 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1625 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %1626 = stablehlo.divide %1589, %1625 : tensor<16x256xf32>
      %cst_318 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1627 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %1628 = stablehlo.divide %1588, %1627 : tensor<16x64xf32>
      %cst_319 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1629 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %1630 = stablehlo.divide %1161, %1629 : tensor<128xf32>
      %cst_320 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1631 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
      %1632 = stablehlo.divide %1587, %1631 : tensor<128x16xf32>
      %cst_321 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1633 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
      %1634 = stablehlo.divide %1586, %1633 : tensor<16x128xf32>
      %cst_322 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1635 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %1636 = stablehlo.divide %1585, %1635 : tensor<16x256xf32>
      %cst_323 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1637 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %1638 = stablehlo.divide %1584, %1637 : tensor<16x64xf32>
      %cst_324 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1639 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
      %1640 = stablehlo.divide %1583, %1639 : tensor<16x512xf32>
      %1641 = "stablehlo.all_reduce"(%947) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
        %1643 = stablehlo.add %arg89, %arg90 : tensor<f32>
        stablehlo.return %1643 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_325 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %1642 = stablehlo.divide %1641, %cst_325 : tensor<f32>
      sdy.return %1642, %1600, %1602, %1604, %1606, %1608, %1610, %1612, %1614, %1616, %1618, %1620, %1622, %1624, %1626, %1628, %1630, %1632, %1634, %1636, %1638, %1640 : tensor<f32>, tensor<512x16xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x16xf32>, tensor<16x256xf32>, tensor<16x64xf32>, tensor<128xf32>, tensor<128x16xf32>, tensor<16x128xf32>, tensor<16x256xf32>, tensor<16x64xf32>, tensor<128xf32>, tensor<256x16xf32>, tensor<16x256xf32>, tensor<16x64xf32>, tensor<128xf32>, tensor<128x16xf32>, tensor<16x128xf32>, tensor<16x256xf32>, tensor<16x64xf32>, tensor<16x512xf32>
    } : (tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<8x64xi32>, tensor<8x64xi32>) -> (tensor<f32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>)
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4 = stablehlo.multiply %3, %arg22 : tensor<512x128xf32>
    %5 = stablehlo.add %2, %4 : tensor<512x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.multiply %6, %0#2 : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %9 = stablehlo.multiply %8, %arg23 : tensor<128xf32>
    %10 = stablehlo.add %7, %9 : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %12 = stablehlo.multiply %11, %0#3 : tensor<128xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %14 = stablehlo.multiply %13, %arg24 : tensor<128xf32>
    %15 = stablehlo.add %12, %14 : tensor<128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %17 = stablehlo.multiply %16, %0#4 : tensor<256x128xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %19 = stablehlo.multiply %18, %arg25 : tensor<256x128xf32>
    %20 = stablehlo.add %17, %19 : tensor<256x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %22 = stablehlo.multiply %21, %0#5 : tensor<128x256xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %24 = stablehlo.multiply %23, %arg26 : tensor<128x256xf32>
    %25 = stablehlo.add %22, %24 : tensor<128x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %27 = stablehlo.multiply %26, %0#6 : tensor<128x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %29 = stablehlo.multiply %28, %arg27 : tensor<128x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<128x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %32 = stablehlo.multiply %31, %0#7 : tensor<128xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %34 = stablehlo.multiply %33, %arg28 : tensor<128xf32>
    %35 = stablehlo.add %32, %34 : tensor<128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %37 = stablehlo.multiply %36, %0#8 : tensor<128x128xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %39 = stablehlo.multiply %38, %arg29 : tensor<128x128xf32>
    %40 = stablehlo.add %37, %39 : tensor<128x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %42 = stablehlo.multiply %41, %0#9 : tensor<128x128xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %44 = stablehlo.multiply %43, %arg30 : tensor<128x128xf32>
    %45 = stablehlo.add %42, %44 : tensor<128x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %47 = stablehlo.multiply %46, %0#10 : tensor<128x256xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %49 = stablehlo.multiply %48, %arg31 : tensor<128x256xf32>
    %50 = stablehlo.add %47, %49 : tensor<128x256xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %52 = stablehlo.multiply %51, %0#11 : tensor<128x64xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %54 = stablehlo.multiply %53, %arg32 : tensor<128x64xf32>
    %55 = stablehlo.add %52, %54 : tensor<128x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %57 = stablehlo.multiply %56, %0#12 : tensor<128xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %59 = stablehlo.multiply %58, %arg33 : tensor<128xf32>
    %60 = stablehlo.add %57, %59 : tensor<128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %62 = stablehlo.multiply %61, %0#13 : tensor<256x128xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %64 = stablehlo.multiply %63, %arg34 : tensor<256x128xf32>
    %65 = stablehlo.add %62, %64 : tensor<256x128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %67 = stablehlo.multiply %66, %0#14 : tensor<128x256xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %69 = stablehlo.multiply %68, %arg35 : tensor<128x256xf32>
    %70 = stablehlo.add %67, %69 : tensor<128x256xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %72 = stablehlo.multiply %71, %0#15 : tensor<128x64xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %74 = stablehlo.multiply %73, %arg36 : tensor<128x64xf32>
    %75 = stablehlo.add %72, %74 : tensor<128x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %77 = stablehlo.multiply %76, %0#16 : tensor<128xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %79 = stablehlo.multiply %78, %arg37 : tensor<128xf32>
    %80 = stablehlo.add %77, %79 : tensor<128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %82 = stablehlo.multiply %81, %0#17 : tensor<128x128xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %84 = stablehlo.multiply %83, %arg38 : tensor<128x128xf32>
    %85 = stablehlo.add %82, %84 : tensor<128x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %87 = stablehlo.multiply %86, %0#18 : tensor<128x128xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %89 = stablehlo.multiply %88, %arg39 : tensor<128x128xf32>
    %90 = stablehlo.add %87, %89 : tensor<128x128xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %92 = stablehlo.multiply %91, %0#19 : tensor<128x256xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %94 = stablehlo.multiply %93, %arg40 : tensor<128x256xf32>
    %95 = stablehlo.add %92, %94 : tensor<128x256xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %97 = stablehlo.multiply %96, %0#20 : tensor<128x64xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %99 = stablehlo.multiply %98, %arg41 : tensor<128x64xf32>
    %100 = stablehlo.add %97, %99 : tensor<128x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %102 = stablehlo.multiply %101, %0#21 : tensor<128x512xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %104 = stablehlo.multiply %103, %arg42 : tensor<128x512xf32>
    %105 = stablehlo.add %102, %104 : tensor<128x512xf32>
    %106 = stablehlo.multiply %0#1, %0#1 : tensor<512x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<512x128xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %110 = stablehlo.multiply %109, %arg43 : tensor<512x128xf32>
    %111 = stablehlo.add %108, %110 : tensor<512x128xf32>
    %112 = stablehlo.multiply %0#2, %0#2 : tensor<128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<128xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %116 = stablehlo.multiply %115, %arg44 : tensor<128xf32>
    %117 = stablehlo.add %114, %116 : tensor<128xf32>
    %118 = stablehlo.multiply %0#3, %0#3 : tensor<128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<128xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %122 = stablehlo.multiply %121, %arg45 : tensor<128xf32>
    %123 = stablehlo.add %120, %122 : tensor<128xf32>
    %124 = stablehlo.multiply %0#4, %0#4 : tensor<256x128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<256x128xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %128 = stablehlo.multiply %127, %arg46 : tensor<256x128xf32>
    %129 = stablehlo.add %126, %128 : tensor<256x128xf32>
    %130 = stablehlo.multiply %0#5, %0#5 : tensor<128x256xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<128x256xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %134 = stablehlo.multiply %133, %arg47 : tensor<128x256xf32>
    %135 = stablehlo.add %132, %134 : tensor<128x256xf32>
    %136 = stablehlo.multiply %0#6, %0#6 : tensor<128x64xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<128x64xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %140 = stablehlo.multiply %139, %arg48 : tensor<128x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<128x64xf32>
    %142 = stablehlo.multiply %0#7, %0#7 : tensor<128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<128xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %146 = stablehlo.multiply %145, %arg49 : tensor<128xf32>
    %147 = stablehlo.add %144, %146 : tensor<128xf32>
    %148 = stablehlo.multiply %0#8, %0#8 : tensor<128x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<128x128xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %152 = stablehlo.multiply %151, %arg50 : tensor<128x128xf32>
    %153 = stablehlo.add %150, %152 : tensor<128x128xf32>
    %154 = stablehlo.multiply %0#9, %0#9 : tensor<128x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<128x128xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %158 = stablehlo.multiply %157, %arg51 : tensor<128x128xf32>
    %159 = stablehlo.add %156, %158 : tensor<128x128xf32>
    %160 = stablehlo.multiply %0#10, %0#10 : tensor<128x256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<128x256xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %164 = stablehlo.multiply %163, %arg52 : tensor<128x256xf32>
    %165 = stablehlo.add %162, %164 : tensor<128x256xf32>
    %166 = stablehlo.multiply %0#11, %0#11 : tensor<128x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<128x64xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %170 = stablehlo.multiply %169, %arg53 : tensor<128x64xf32>
    %171 = stablehlo.add %168, %170 : tensor<128x64xf32>
    %172 = stablehlo.multiply %0#12, %0#12 : tensor<128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<128xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %176 = stablehlo.multiply %175, %arg54 : tensor<128xf32>
    %177 = stablehlo.add %174, %176 : tensor<128xf32>
    %178 = stablehlo.multiply %0#13, %0#13 : tensor<256x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<256x128xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %182 = stablehlo.multiply %181, %arg55 : tensor<256x128xf32>
    %183 = stablehlo.add %180, %182 : tensor<256x128xf32>
    %184 = stablehlo.multiply %0#14, %0#14 : tensor<128x256xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<128x256xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %188 = stablehlo.multiply %187, %arg56 : tensor<128x256xf32>
    %189 = stablehlo.add %186, %188 : tensor<128x256xf32>
    %190 = stablehlo.multiply %0#15, %0#15 : tensor<128x64xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<128x64xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %194 = stablehlo.multiply %193, %arg57 : tensor<128x64xf32>
    %195 = stablehlo.add %192, %194 : tensor<128x64xf32>
    %196 = stablehlo.multiply %0#16, %0#16 : tensor<128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<128xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %200 = stablehlo.multiply %199, %arg58 : tensor<128xf32>
    %201 = stablehlo.add %198, %200 : tensor<128xf32>
    %202 = stablehlo.multiply %0#17, %0#17 : tensor<128x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<128x128xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %206 = stablehlo.multiply %205, %arg59 : tensor<128x128xf32>
    %207 = stablehlo.add %204, %206 : tensor<128x128xf32>
    %208 = stablehlo.multiply %0#18, %0#18 : tensor<128x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %210 = stablehlo.multiply %209, %208 : tensor<128x128xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %212 = stablehlo.multiply %211, %arg60 : tensor<128x128xf32>
    %213 = stablehlo.add %210, %212 : tensor<128x128xf32>
    %214 = stablehlo.multiply %0#19, %0#19 : tensor<128x256xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<128x256xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %218 = stablehlo.multiply %217, %arg61 : tensor<128x256xf32>
    %219 = stablehlo.add %216, %218 : tensor<128x256xf32>
    %220 = stablehlo.multiply %0#20, %0#20 : tensor<128x64xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<128x64xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %224 = stablehlo.multiply %223, %arg62 : tensor<128x64xf32>
    %225 = stablehlo.add %222, %224 : tensor<128x64xf32>
    %226 = stablehlo.multiply %0#21, %0#21 : tensor<128x512xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<128x512xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %230 = stablehlo.multiply %229, %arg63 : tensor<128x512xf32>
    %231 = stablehlo.add %228, %230 : tensor<128x512xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %232 = stablehlo.compare LT, %arg21, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %233 = stablehlo.add %arg21, %c_83 : tensor<i32>
    %c_84 = stablehlo.constant dense<2147483647> : tensor<i32>
    %234 = call @_where_8(%232, %233, %c_84) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %235 = stablehlo.convert %234 : (tensor<i32>) -> tensor<f32>
    %236 = stablehlo.power %cst_85, %235 : tensor<f32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.subtract %cst_86, %236 : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %239 = stablehlo.divide %5, %238 : tensor<512x128xf32>
    %240 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %241 = stablehlo.divide %10, %240 : tensor<128xf32>
    %242 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %243 = stablehlo.divide %15, %242 : tensor<128xf32>
    %244 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %245 = stablehlo.divide %20, %244 : tensor<256x128xf32>
    %246 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %247 = stablehlo.divide %25, %246 : tensor<128x256xf32>
    %248 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %249 = stablehlo.divide %30, %248 : tensor<128x64xf32>
    %250 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %251 = stablehlo.divide %35, %250 : tensor<128xf32>
    %252 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %253 = stablehlo.divide %40, %252 : tensor<128x128xf32>
    %254 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %255 = stablehlo.divide %45, %254 : tensor<128x128xf32>
    %256 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %257 = stablehlo.divide %50, %256 : tensor<128x256xf32>
    %258 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %259 = stablehlo.divide %55, %258 : tensor<128x64xf32>
    %260 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %261 = stablehlo.divide %60, %260 : tensor<128xf32>
    %262 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %263 = stablehlo.divide %65, %262 : tensor<256x128xf32>
    %264 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %265 = stablehlo.divide %70, %264 : tensor<128x256xf32>
    %266 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %267 = stablehlo.divide %75, %266 : tensor<128x64xf32>
    %268 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %269 = stablehlo.divide %80, %268 : tensor<128xf32>
    %270 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %271 = stablehlo.divide %85, %270 : tensor<128x128xf32>
    %272 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %273 = stablehlo.divide %90, %272 : tensor<128x128xf32>
    %274 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %275 = stablehlo.divide %95, %274 : tensor<128x256xf32>
    %276 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %277 = stablehlo.divide %100, %276 : tensor<128x64xf32>
    %278 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %279 = stablehlo.divide %105, %278 : tensor<128x512xf32>
    %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %280 = stablehlo.convert %234 : (tensor<i32>) -> tensor<f32>
    %281 = stablehlo.power %cst_87, %280 : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.subtract %cst_88, %281 : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %284 = stablehlo.divide %111, %283 : tensor<512x128xf32>
    %285 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %286 = stablehlo.divide %117, %285 : tensor<128xf32>
    %287 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %288 = stablehlo.divide %123, %287 : tensor<128xf32>
    %289 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %290 = stablehlo.divide %129, %289 : tensor<256x128xf32>
    %291 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %292 = stablehlo.divide %135, %291 : tensor<128x256xf32>
    %293 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %294 = stablehlo.divide %141, %293 : tensor<128x64xf32>
    %295 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %296 = stablehlo.divide %147, %295 : tensor<128xf32>
    %297 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %298 = stablehlo.divide %153, %297 : tensor<128x128xf32>
    %299 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %300 = stablehlo.divide %159, %299 : tensor<128x128xf32>
    %301 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %302 = stablehlo.divide %165, %301 : tensor<128x256xf32>
    %303 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %304 = stablehlo.divide %171, %303 : tensor<128x64xf32>
    %305 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %306 = stablehlo.divide %177, %305 : tensor<128xf32>
    %307 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %308 = stablehlo.divide %183, %307 : tensor<256x128xf32>
    %309 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %310 = stablehlo.divide %189, %309 : tensor<128x256xf32>
    %311 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %312 = stablehlo.divide %195, %311 : tensor<128x64xf32>
    %313 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %314 = stablehlo.divide %201, %313 : tensor<128xf32>
    %315 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %316 = stablehlo.divide %207, %315 : tensor<128x128xf32>
    %317 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %318 = stablehlo.divide %213, %317 : tensor<128x128xf32>
    %319 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %320 = stablehlo.divide %219, %319 : tensor<128x256xf32>
    %321 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %322 = stablehlo.divide %225, %321 : tensor<128x64xf32>
    %323 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %324 = stablehlo.divide %231, %323 : tensor<128x512xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %326 = stablehlo.add %284, %325 : tensor<512x128xf32>
    %327 = stablehlo.sqrt %326 : tensor<512x128xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %329 = stablehlo.add %327, %328 : tensor<512x128xf32>
    %330 = stablehlo.divide %239, %329 : tensor<512x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %332 = stablehlo.add %286, %331 : tensor<128xf32>
    %333 = stablehlo.sqrt %332 : tensor<128xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %335 = stablehlo.add %333, %334 : tensor<128xf32>
    %336 = stablehlo.divide %241, %335 : tensor<128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %338 = stablehlo.add %288, %337 : tensor<128xf32>
    %339 = stablehlo.sqrt %338 : tensor<128xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %341 = stablehlo.add %339, %340 : tensor<128xf32>
    %342 = stablehlo.divide %243, %341 : tensor<128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %344 = stablehlo.add %290, %343 : tensor<256x128xf32>
    %345 = stablehlo.sqrt %344 : tensor<256x128xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %347 = stablehlo.add %345, %346 : tensor<256x128xf32>
    %348 = stablehlo.divide %245, %347 : tensor<256x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %350 = stablehlo.add %292, %349 : tensor<128x256xf32>
    %351 = stablehlo.sqrt %350 : tensor<128x256xf32>
    %cst_98 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %353 = stablehlo.add %351, %352 : tensor<128x256xf32>
    %354 = stablehlo.divide %247, %353 : tensor<128x256xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %356 = stablehlo.add %294, %355 : tensor<128x64xf32>
    %357 = stablehlo.sqrt %356 : tensor<128x64xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %359 = stablehlo.add %357, %358 : tensor<128x64xf32>
    %360 = stablehlo.divide %249, %359 : tensor<128x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %362 = stablehlo.add %296, %361 : tensor<128xf32>
    %363 = stablehlo.sqrt %362 : tensor<128xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %365 = stablehlo.add %363, %364 : tensor<128xf32>
    %366 = stablehlo.divide %251, %365 : tensor<128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %368 = stablehlo.add %298, %367 : tensor<128x128xf32>
    %369 = stablehlo.sqrt %368 : tensor<128x128xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %371 = stablehlo.add %369, %370 : tensor<128x128xf32>
    %372 = stablehlo.divide %253, %371 : tensor<128x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %374 = stablehlo.add %300, %373 : tensor<128x128xf32>
    %375 = stablehlo.sqrt %374 : tensor<128x128xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %377 = stablehlo.add %375, %376 : tensor<128x128xf32>
    %378 = stablehlo.divide %255, %377 : tensor<128x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %380 = stablehlo.add %302, %379 : tensor<128x256xf32>
    %381 = stablehlo.sqrt %380 : tensor<128x256xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %383 = stablehlo.add %381, %382 : tensor<128x256xf32>
    %384 = stablehlo.divide %257, %383 : tensor<128x256xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %386 = stablehlo.add %304, %385 : tensor<128x64xf32>
    %387 = stablehlo.sqrt %386 : tensor<128x64xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %389 = stablehlo.add %387, %388 : tensor<128x64xf32>
    %390 = stablehlo.divide %259, %389 : tensor<128x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %392 = stablehlo.add %306, %391 : tensor<128xf32>
    %393 = stablehlo.sqrt %392 : tensor<128xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %395 = stablehlo.add %393, %394 : tensor<128xf32>
    %396 = stablehlo.divide %261, %395 : tensor<128xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %398 = stablehlo.add %308, %397 : tensor<256x128xf32>
    %399 = stablehlo.sqrt %398 : tensor<256x128xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %401 = stablehlo.add %399, %400 : tensor<256x128xf32>
    %402 = stablehlo.divide %263, %401 : tensor<256x128xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %404 = stablehlo.add %310, %403 : tensor<128x256xf32>
    %405 = stablehlo.sqrt %404 : tensor<128x256xf32>
    %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %407 = stablehlo.add %405, %406 : tensor<128x256xf32>
    %408 = stablehlo.divide %265, %407 : tensor<128x256xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %410 = stablehlo.add %312, %409 : tensor<128x64xf32>
    %411 = stablehlo.sqrt %410 : tensor<128x64xf32>
    %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %413 = stablehlo.add %411, %412 : tensor<128x64xf32>
    %414 = stablehlo.divide %267, %413 : tensor<128x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %416 = stablehlo.add %314, %415 : tensor<128xf32>
    %417 = stablehlo.sqrt %416 : tensor<128xf32>
    %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %419 = stablehlo.add %417, %418 : tensor<128xf32>
    %420 = stablehlo.divide %269, %419 : tensor<128xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %422 = stablehlo.add %316, %421 : tensor<128x128xf32>
    %423 = stablehlo.sqrt %422 : tensor<128x128xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %425 = stablehlo.add %423, %424 : tensor<128x128xf32>
    %426 = stablehlo.divide %271, %425 : tensor<128x128xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %428 = stablehlo.add %318, %427 : tensor<128x128xf32>
    %429 = stablehlo.sqrt %428 : tensor<128x128xf32>
    %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %431 = stablehlo.add %429, %430 : tensor<128x128xf32>
    %432 = stablehlo.divide %273, %431 : tensor<128x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %434 = stablehlo.add %320, %433 : tensor<128x256xf32>
    %435 = stablehlo.sqrt %434 : tensor<128x256xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %437 = stablehlo.add %435, %436 : tensor<128x256xf32>
    %438 = stablehlo.divide %275, %437 : tensor<128x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %440 = stablehlo.add %322, %439 : tensor<128x64xf32>
    %441 = stablehlo.sqrt %440 : tensor<128x64xf32>
    %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %443 = stablehlo.add %441, %442 : tensor<128x64xf32>
    %444 = stablehlo.divide %277, %443 : tensor<128x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %446 = stablehlo.add %324, %445 : tensor<128x512xf32>
    %447 = stablehlo.sqrt %446 : tensor<128x512xf32>
    %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %449 = stablehlo.add %447, %448 : tensor<128x512xf32>
    %450 = stablehlo.divide %279, %449 : tensor<128x512xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %452 = stablehlo.multiply %451, %arg0 : tensor<512x128xf32>
    %453 = stablehlo.add %330, %452 : tensor<512x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %455 = stablehlo.multiply %454, %arg1 : tensor<128xf32>
    %456 = stablehlo.add %336, %455 : tensor<128xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %458 = stablehlo.multiply %457, %arg2 : tensor<128xf32>
    %459 = stablehlo.add %342, %458 : tensor<128xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %461 = stablehlo.multiply %460, %arg3 : tensor<256x128xf32>
    %462 = stablehlo.add %348, %461 : tensor<256x128xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %464 = stablehlo.multiply %463, %arg4 : tensor<128x256xf32>
    %465 = stablehlo.add %354, %464 : tensor<128x256xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %467 = stablehlo.multiply %466, %arg5 : tensor<128x64xf32>
    %468 = stablehlo.add %360, %467 : tensor<128x64xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %470 = stablehlo.multiply %469, %arg6 : tensor<128xf32>
    %471 = stablehlo.add %366, %470 : tensor<128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %473 = stablehlo.multiply %472, %arg7 : tensor<128x128xf32>
    %474 = stablehlo.add %372, %473 : tensor<128x128xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %476 = stablehlo.multiply %475, %arg8 : tensor<128x128xf32>
    %477 = stablehlo.add %378, %476 : tensor<128x128xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %479 = stablehlo.multiply %478, %arg9 : tensor<128x256xf32>
    %480 = stablehlo.add %384, %479 : tensor<128x256xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %482 = stablehlo.multiply %481, %arg10 : tensor<128x64xf32>
    %483 = stablehlo.add %390, %482 : tensor<128x64xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %485 = stablehlo.multiply %484, %arg11 : tensor<128xf32>
    %486 = stablehlo.add %396, %485 : tensor<128xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %488 = stablehlo.multiply %487, %arg12 : tensor<256x128xf32>
    %489 = stablehlo.add %402, %488 : tensor<256x128xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %491 = stablehlo.multiply %490, %arg13 : tensor<128x256xf32>
    %492 = stablehlo.add %408, %491 : tensor<128x256xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %494 = stablehlo.multiply %493, %arg14 : tensor<128x64xf32>
    %495 = stablehlo.add %414, %494 : tensor<128x64xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %497 = stablehlo.multiply %496, %arg15 : tensor<128xf32>
    %498 = stablehlo.add %420, %497 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %500 = stablehlo.multiply %499, %arg16 : tensor<128x128xf32>
    %501 = stablehlo.add %426, %500 : tensor<128x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %503 = stablehlo.multiply %502, %arg17 : tensor<128x128xf32>
    %504 = stablehlo.add %432, %503 : tensor<128x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %506 = stablehlo.multiply %505, %arg18 : tensor<128x256xf32>
    %507 = stablehlo.add %438, %506 : tensor<128x256xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %509 = stablehlo.multiply %508, %arg19 : tensor<128x64xf32>
    %510 = stablehlo.add %444, %509 : tensor<128x64xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %512 = stablehlo.multiply %511, %arg20 : tensor<128x512xf32>
    %513 = stablehlo.add %450, %512 : tensor<128x512xf32>
    %cst_152 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %515 = stablehlo.multiply %514, %453 : tensor<512x128xf32>
    %cst_153 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %517 = stablehlo.multiply %516, %456 : tensor<128xf32>
    %cst_154 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %519 = stablehlo.multiply %518, %459 : tensor<128xf32>
    %cst_155 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %521 = stablehlo.multiply %520, %462 : tensor<256x128xf32>
    %cst_156 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %523 = stablehlo.multiply %522, %465 : tensor<128x256xf32>
    %cst_157 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %525 = stablehlo.multiply %524, %468 : tensor<128x64xf32>
    %cst_158 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %527 = stablehlo.multiply %526, %471 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %529 = stablehlo.multiply %528, %474 : tensor<128x128xf32>
    %cst_160 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %531 = stablehlo.multiply %530, %477 : tensor<128x128xf32>
    %cst_161 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %533 = stablehlo.multiply %532, %480 : tensor<128x256xf32>
    %cst_162 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %535 = stablehlo.multiply %534, %483 : tensor<128x64xf32>
    %cst_163 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %537 = stablehlo.multiply %536, %486 : tensor<128xf32>
    %cst_164 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %539 = stablehlo.multiply %538, %489 : tensor<256x128xf32>
    %cst_165 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %541 = stablehlo.multiply %540, %492 : tensor<128x256xf32>
    %cst_166 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %543 = stablehlo.multiply %542, %495 : tensor<128x64xf32>
    %cst_167 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %545 = stablehlo.multiply %544, %498 : tensor<128xf32>
    %cst_168 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %547 = stablehlo.multiply %546, %501 : tensor<128x128xf32>
    %cst_169 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %549 = stablehlo.multiply %548, %504 : tensor<128x128xf32>
    %cst_170 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %551 = stablehlo.multiply %550, %507 : tensor<128x256xf32>
    %cst_171 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %553 = stablehlo.multiply %552, %510 : tensor<128x64xf32>
    %cst_172 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %555 = stablehlo.multiply %554, %513 : tensor<128x512xf32>
    %556 = stablehlo.add %arg0, %515 : tensor<512x128xf32>
    %557 = stablehlo.add %arg1, %517 : tensor<128xf32>
    %558 = stablehlo.add %arg2, %519 : tensor<128xf32>
    %559 = stablehlo.add %arg3, %521 : tensor<256x128xf32>
    %560 = stablehlo.add %arg4, %523 : tensor<128x256xf32>
    %561 = stablehlo.add %arg5, %525 : tensor<128x64xf32>
    %562 = stablehlo.add %arg6, %527 : tensor<128xf32>
    %563 = stablehlo.add %arg7, %529 : tensor<128x128xf32>
    %564 = stablehlo.add %arg8, %531 : tensor<128x128xf32>
    %565 = stablehlo.add %arg9, %533 : tensor<128x256xf32>
    %566 = stablehlo.add %arg10, %535 : tensor<128x64xf32>
    %567 = stablehlo.add %arg11, %537 : tensor<128xf32>
    %568 = stablehlo.add %arg12, %539 : tensor<256x128xf32>
    %569 = stablehlo.add %arg13, %541 : tensor<128x256xf32>
    %570 = stablehlo.add %arg14, %543 : tensor<128x64xf32>
    %571 = stablehlo.add %arg15, %545 : tensor<128xf32>
    %572 = stablehlo.add %arg16, %547 : tensor<128x128xf32>
    %573 = stablehlo.add %arg17, %549 : tensor<128x128xf32>
    %574 = stablehlo.add %arg18, %551 : tensor<128x256xf32>
    %575 = stablehlo.add %arg19, %553 : tensor<128x64xf32>
    %576 = stablehlo.add %arg20, %555 : tensor<128x512xf32>
    return %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %234, %5, %10, %15, %20, %25, %30, %35, %40, %45, %50, %55, %60, %65, %70, %75, %80, %85, %90, %95, %100, %105, %111, %117, %123, %129, %135, %141, %147, %153, %159, %165, %171, %177, %183, %189, %195, %201, %207, %213, %219, %225, %231, %0#0 : tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<1x4x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<1x4x2x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<1x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>
    return %3 : tensor<1x4x2x64x64xf32>
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
  func.func private @take_along_axis_1(%arg0: tensor<64x1x1xi32>, %arg1: tensor<1x64x1xf32>) -> tensor<1x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x64x512xf32>, tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
    return %1 : tensor<1x64x512xf32>
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
  func.func private @_where_3(%arg0: tensor<64x64xi1>, %arg1: tensor<1x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<1x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>
    return %3, %1 : tensor<1x4x2x64x64xf32>, tensor<1x4x2x64x64xi1>
  }
  func.func private @silu_4(%arg0: tensor<1x64x256xbf16>) -> (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) {
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
  func.func private @silu_5(%arg0: tensor<1x64x256xbf16>, %arg1: tensor<1x64x256xbf16>, %arg2: tensor<1x64x256xbf16>, %arg3: tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<1x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<1x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<1x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<1x64x256xbf16>
    return %3 : tensor<1x64x256xbf16>
  }
  func.func private @_where_6(%arg0: tensor<1x4x2x64x64xi1>, %arg1: tensor<1x4x2x64x64xf32>) -> tensor<1x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x4x2x64x64xi1>, tensor<1x4x2x64x64xf32>
    return %1 : tensor<1x4x2x64x64xf32>
  }
  func.func private @_take_7(%arg0: tensor<1x64x1xi32>, %arg1: tensor<1x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
