module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xbf16> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128x512xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x256x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x512xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<2x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<2x256x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<2x128x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128x128xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128x64xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x512xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<8x64xi32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg50: tensor<8x64xi32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].mu['layers']['down_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['gate_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['up_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].nu['layers']['down_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['gate_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['up_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg50) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
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
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %51:21 = stablehlo.while(%iterArg = %arg2, %iterArg_147 = %arg3, %iterArg_148 = %arg4, %iterArg_149 = %arg5, %iterArg_150 = %arg6, %iterArg_151 = %arg7, %iterArg_152 = %arg8, %iterArg_153 = %arg9, %iterArg_154 = %arg10, %iterArg_155 = %43, %iterArg_156 = %41, %iterArg_157 = %22, %iterArg_158 = %20, %iterArg_159 = %46#0, %iterArg_160 = %46#1, %iterArg_161 = %c_14, %iterArg_162 = %1, %iterArg_163 = %47, %iterArg_164 = %48, %iterArg_165 = %49, %iterArg_166 = %50) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_167 = stablehlo.constant dense<2> : tensor<i32>
      %557 = stablehlo.compare LT, %iterArg_161, %c_167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %557 : tensor<i1>
    } do {
      %557 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_161) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %558 = func.call @dynamic_index_in_dim_1(%iterArg_147, %iterArg_161) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %559 = func.call @dynamic_index_in_dim_2(%iterArg_148, %iterArg_161) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %560 = func.call @dynamic_index_in_dim_3(%iterArg_149, %iterArg_161) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %561 = func.call @dynamic_index_in_dim(%iterArg_150, %iterArg_161) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %562 = func.call @dynamic_index_in_dim_4(%iterArg_151, %iterArg_161) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %563 = func.call @dynamic_index_in_dim_4(%iterArg_152, %iterArg_161) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %564 = func.call @dynamic_index_in_dim_2(%iterArg_153, %iterArg_161) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %565 = func.call @dynamic_index_in_dim_3(%iterArg_154, %iterArg_161) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %566:5 = func.call @closed_call(%iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_162, %557, %558, %559, %560, %561, %562, %563, %564, %565) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x64x128xbf16>)
      %567 = func.call @dynamic_update_index_in_dim(%iterArg_163, %566#1, %iterArg_161) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %568 = func.call @dynamic_update_index_in_dim_6(%iterArg_164, %566#2, %iterArg_161) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %569 = func.call @dynamic_update_index_in_dim_6(%iterArg_165, %566#3, %iterArg_161) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %570 = func.call @dynamic_update_index_in_dim_7(%iterArg_166, %566#4, %iterArg_161) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_167 = stablehlo.constant dense<1> : tensor<i32>
      %571 = stablehlo.add %iterArg_161, %c_167 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %571, %566#0, %567, %568, %569, %570 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x128xbf16>
    }
    %52 = stablehlo.convert %51#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<8x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8x64x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %59 = stablehlo.add %57, %58 : tensor<8x64x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<8x64x1xf32>
    %61 = stablehlo.divide %60, %59 : tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8x64x1xf32>
    %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %65 = stablehlo.multiply %52, %64 : tensor<8x64x128xf32>
    %66 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<8x64x128xf32>
    %70 = stablehlo.convert %69 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %71 = stablehlo.dot_general %70, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %72 = stablehlo.convert %71 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_19) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<8x64xf32>
    %77 = stablehlo.is_finite %76 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %79 = stablehlo.select %77, %76, %78 : tensor<8x64xi1>, tensor<8x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %82 = stablehlo.subtract %73, %81 : tensor<8x64x512xf32>
    %83 = stablehlo.exponential %82 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %85 = stablehlo.abs %84 : tensor<8x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %87 = stablehlo.compare GE, %84, %86, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %88 = stablehlo.log %85 : tensor<8x64xf32>
    %89 = stablehlo.add %88, %79 : tensor<8x64xf32>
    %90 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %91:2 = call @take_along_axis(%73, %90) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %92 = stablehlo.reshape %91#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %93 = stablehlo.subtract %89, %92 : tensor<8x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %96 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %98 = stablehlo.negate %97 : tensor<8x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %100 = call @take_along_axis_8(%91#1, %99) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %101 = stablehlo.divide %97, %85 : tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %103 = stablehlo.select %87, %102, %101 : tensor<8x64xi1>, tensor<8x64xf32>
    %104 = stablehlo.select %87, %101, %102 : tensor<8x64xi1>, tensor<8x64xf32>
    %105 = stablehlo.negate %103 : tensor<8x64xf32>
    %106 = stablehlo.add %104, %105 : tensor<8x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %108 = stablehlo.multiply %107, %83 : tensor<8x64x512xf32>
    %109 = stablehlo.add %100, %108 : tensor<8x64x512xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %111 = stablehlo.convert %110 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %112 = stablehlo.dot_general %111, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %113 = stablehlo.transpose %112, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %114 = stablehlo.dot_general %111, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %115 = stablehlo.convert %114 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %116 = stablehlo.multiply %65, %115 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %118 = stablehlo.reshape %117 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %119 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<8x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%118 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %122 = stablehlo.convert %121 : (tensor<128xf32>) -> tensor<128xbf16>
    %123 = stablehlo.multiply %52, %120 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %126 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %127 = stablehlo.multiply %120, %126 : tensor<8x64x128xf32>
    %128 = stablehlo.multiply %125, %63 : tensor<8x64x1xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.multiply %52, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.add %127, %133 : tensor<8x64x128xf32>
    %135 = stablehlo.multiply %132, %52 : tensor<8x64x128xf32>
    %136 = stablehlo.add %134, %135 : tensor<8x64x128xf32>
    %137 = stablehlo.convert %136 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %147:24 = stablehlo.while(%iterArg = %51#17, %iterArg_147 = %51#18, %iterArg_148 = %51#19, %iterArg_149 = %arg2, %iterArg_150 = %arg3, %iterArg_151 = %arg4, %iterArg_152 = %arg5, %iterArg_153 = %arg6, %iterArg_154 = %arg7, %iterArg_155 = %arg8, %iterArg_156 = %arg9, %iterArg_157 = %arg10, %iterArg_158 = %51#20, %iterArg_159 = %c_43, %iterArg_160 = %137, %iterArg_161 = %138, %iterArg_162 = %139, %iterArg_163 = %140, %iterArg_164 = %141, %iterArg_165 = %142, %iterArg_166 = %143, %iterArg_167 = %144, %iterArg_168 = %145, %iterArg_169 = %146) : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_170 = stablehlo.constant dense<2> : tensor<i32>
      %557 = stablehlo.compare LT, %iterArg_159, %c_170, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %557 : tensor<i1>
    } do {
      %c_170 = stablehlo.constant dense<2> : tensor<i32>
      %557 = stablehlo.subtract %c_170, %iterArg_159 : tensor<i32>
      %c_171 = stablehlo.constant dense<1> : tensor<i32>
      %558 = stablehlo.subtract %557, %c_171 : tensor<i32>
      %559 = func.call @dynamic_index_in_dim_9(%iterArg, %558) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %560 = func.call @dynamic_index_in_dim_10(%iterArg_147, %558) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %561 = func.call @dynamic_index_in_dim_10(%iterArg_148, %558) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %562 = func.call @dynamic_index_in_dim(%iterArg_149, %558) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %563 = func.call @dynamic_index_in_dim_1(%iterArg_150, %558) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %564 = func.call @dynamic_index_in_dim_2(%iterArg_151, %558) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %565 = func.call @dynamic_index_in_dim_3(%iterArg_152, %558) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %566 = func.call @dynamic_index_in_dim(%iterArg_153, %558) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %567 = func.call @dynamic_index_in_dim_4(%iterArg_154, %558) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %568 = func.call @dynamic_index_in_dim_4(%iterArg_155, %558) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %569 = func.call @dynamic_index_in_dim_2(%iterArg_156, %558) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %570 = func.call @dynamic_index_in_dim_3(%iterArg_157, %558) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %571 = func.call @dynamic_index_in_dim_11(%iterArg_158, %558) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %572:10 = func.call @closed_call_12(%iterArg_160, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571) : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %573 = func.call @dynamic_update_index_in_dim_18(%iterArg_161, %572#1, %558) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %574 = func.call @dynamic_update_index_in_dim_19(%iterArg_162, %572#2, %558) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %575 = func.call @dynamic_update_index_in_dim_20(%iterArg_163, %572#3, %558) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %576 = func.call @dynamic_update_index_in_dim_21(%iterArg_164, %572#4, %558) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %577 = func.call @dynamic_update_index_in_dim_18(%iterArg_165, %572#5, %558) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %578 = func.call @dynamic_update_index_in_dim_22(%iterArg_166, %572#6, %558) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %579 = func.call @dynamic_update_index_in_dim_22(%iterArg_167, %572#7, %558) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %580 = func.call @dynamic_update_index_in_dim_20(%iterArg_168, %572#8, %558) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %581 = func.call @dynamic_update_index_in_dim_21(%iterArg_169, %572#9, %558) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_172 = stablehlo.constant dense<1> : tensor<i32>
      %582 = stablehlo.add %iterArg_159, %c_172 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %582, %572#0, %573, %574, %575, %576, %577, %578, %579, %580, %581 : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %148 = sdy.sharding_constraint %147#14 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %149 = call @_take_23(%0#1, %148) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %150 = stablehlo.convert %149 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %151 = stablehlo.convert %122 : (tensor<128xbf16>) -> tensor<128xf32>
    %152 = stablehlo.convert %147#15 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %153 = stablehlo.convert %147#16 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %154 = stablehlo.convert %147#17 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %155 = stablehlo.convert %147#18 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %156 = stablehlo.convert %147#19 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %157 = stablehlo.convert %147#20 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %158 = stablehlo.convert %147#21 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %159 = stablehlo.convert %147#22 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %160 = stablehlo.convert %147#23 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %161 = stablehlo.convert %113 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %163 = stablehlo.multiply %162, %150 : tensor<512x128xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %165 = stablehlo.multiply %164, %arg25 : tensor<512x128xf32>
    %166 = stablehlo.add %163, %165 : tensor<512x128xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %168 = stablehlo.multiply %167, %151 : tensor<128xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %170 = stablehlo.multiply %169, %arg26 : tensor<128xf32>
    %171 = stablehlo.add %168, %170 : tensor<128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %173 = stablehlo.multiply %172, %152 : tensor<2x128xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %175 = stablehlo.multiply %174, %arg27 : tensor<2x128xf32>
    %176 = stablehlo.add %173, %175 : tensor<2x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %178 = stablehlo.multiply %177, %153 : tensor<2x256x128xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %180 = stablehlo.multiply %179, %arg28 : tensor<2x256x128xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x256x128xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %183 = stablehlo.multiply %182, %154 : tensor<2x128x256xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %185 = stablehlo.multiply %184, %arg29 : tensor<2x128x256xf32>
    %186 = stablehlo.add %183, %185 : tensor<2x128x256xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %188 = stablehlo.multiply %187, %155 : tensor<2x128x64xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %190 = stablehlo.multiply %189, %arg30 : tensor<2x128x64xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x128x64xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %193 = stablehlo.multiply %192, %156 : tensor<2x128xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %195 = stablehlo.multiply %194, %arg31 : tensor<2x128xf32>
    %196 = stablehlo.add %193, %195 : tensor<2x128xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %198 = stablehlo.multiply %197, %157 : tensor<2x128x128xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %200 = stablehlo.multiply %199, %arg32 : tensor<2x128x128xf32>
    %201 = stablehlo.add %198, %200 : tensor<2x128x128xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %203 = stablehlo.multiply %202, %158 : tensor<2x128x128xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %205 = stablehlo.multiply %204, %arg33 : tensor<2x128x128xf32>
    %206 = stablehlo.add %203, %205 : tensor<2x128x128xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %208 = stablehlo.multiply %207, %159 : tensor<2x128x256xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %210 = stablehlo.multiply %209, %arg34 : tensor<2x128x256xf32>
    %211 = stablehlo.add %208, %210 : tensor<2x128x256xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %213 = stablehlo.multiply %212, %160 : tensor<2x128x64xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %215 = stablehlo.multiply %214, %arg35 : tensor<2x128x64xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x128x64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %218 = stablehlo.multiply %217, %161 : tensor<128x512xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %220 = stablehlo.multiply %219, %arg36 : tensor<128x512xf32>
    %221 = stablehlo.add %218, %220 : tensor<128x512xf32>
    %222 = stablehlo.multiply %150, %150 : tensor<512x128xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<512x128xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %226 = stablehlo.multiply %225, %arg37 : tensor<512x128xf32>
    %227 = stablehlo.add %224, %226 : tensor<512x128xf32>
    %228 = stablehlo.multiply %151, %151 : tensor<128xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<128xf32>
    %cst_71 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %232 = stablehlo.multiply %231, %arg38 : tensor<128xf32>
    %233 = stablehlo.add %230, %232 : tensor<128xf32>
    %234 = stablehlo.multiply %152, %152 : tensor<2x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<2x128xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %238 = stablehlo.multiply %237, %arg39 : tensor<2x128xf32>
    %239 = stablehlo.add %236, %238 : tensor<2x128xf32>
    %240 = stablehlo.multiply %153, %153 : tensor<2x256x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<2x256x128xf32>
    %cst_75 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %244 = stablehlo.multiply %243, %arg40 : tensor<2x256x128xf32>
    %245 = stablehlo.add %242, %244 : tensor<2x256x128xf32>
    %246 = stablehlo.multiply %154, %154 : tensor<2x128x256xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<2x128x256xf32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %250 = stablehlo.multiply %249, %arg41 : tensor<2x128x256xf32>
    %251 = stablehlo.add %248, %250 : tensor<2x128x256xf32>
    %252 = stablehlo.multiply %155, %155 : tensor<2x128x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<2x128x64xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %256 = stablehlo.multiply %255, %arg42 : tensor<2x128x64xf32>
    %257 = stablehlo.add %254, %256 : tensor<2x128x64xf32>
    %258 = stablehlo.multiply %156, %156 : tensor<2x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<2x128xf32>
    %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %262 = stablehlo.multiply %261, %arg43 : tensor<2x128xf32>
    %263 = stablehlo.add %260, %262 : tensor<2x128xf32>
    %264 = stablehlo.multiply %157, %157 : tensor<2x128x128xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %266 = stablehlo.multiply %265, %264 : tensor<2x128x128xf32>
    %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %268 = stablehlo.multiply %267, %arg44 : tensor<2x128x128xf32>
    %269 = stablehlo.add %266, %268 : tensor<2x128x128xf32>
    %270 = stablehlo.multiply %158, %158 : tensor<2x128x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %272 = stablehlo.multiply %271, %270 : tensor<2x128x128xf32>
    %cst_85 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %274 = stablehlo.multiply %273, %arg45 : tensor<2x128x128xf32>
    %275 = stablehlo.add %272, %274 : tensor<2x128x128xf32>
    %276 = stablehlo.multiply %159, %159 : tensor<2x128x256xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<2x128x256xf32>
    %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %280 = stablehlo.multiply %279, %arg46 : tensor<2x128x256xf32>
    %281 = stablehlo.add %278, %280 : tensor<2x128x256xf32>
    %282 = stablehlo.multiply %160, %160 : tensor<2x128x64xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<2x128x64xf32>
    %cst_89 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %286 = stablehlo.multiply %285, %arg47 : tensor<2x128x64xf32>
    %287 = stablehlo.add %284, %286 : tensor<2x128x64xf32>
    %288 = stablehlo.multiply %161, %161 : tensor<128x512xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<128x512xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %292 = stablehlo.multiply %291, %arg48 : tensor<128x512xf32>
    %293 = stablehlo.add %290, %292 : tensor<128x512xf32>
    %c_92 = stablehlo.constant dense<2147483647> : tensor<i32>
    %294 = stablehlo.compare LT, %arg24, %c_92, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_93 = stablehlo.constant dense<1> : tensor<i32>
    %295 = stablehlo.add %arg24, %c_93 : tensor<i32>
    %c_94 = stablehlo.constant dense<2147483647> : tensor<i32>
    %296 = call @_where_24(%294, %295, %c_94) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %297 = stablehlo.convert %296 : (tensor<i32>) -> tensor<f32>
    %298 = stablehlo.power %cst_95, %297 : tensor<f32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %299 = stablehlo.subtract %cst_96, %298 : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %301 = stablehlo.divide %166, %300 : tensor<512x128xf32>
    %302 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %303 = stablehlo.divide %171, %302 : tensor<128xf32>
    %304 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %305 = stablehlo.divide %176, %304 : tensor<2x128xf32>
    %306 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %307 = stablehlo.divide %181, %306 : tensor<2x256x128xf32>
    %308 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %309 = stablehlo.divide %186, %308 : tensor<2x128x256xf32>
    %310 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %311 = stablehlo.divide %191, %310 : tensor<2x128x64xf32>
    %312 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %313 = stablehlo.divide %196, %312 : tensor<2x128xf32>
    %314 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %315 = stablehlo.divide %201, %314 : tensor<2x128x128xf32>
    %316 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %317 = stablehlo.divide %206, %316 : tensor<2x128x128xf32>
    %318 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %319 = stablehlo.divide %211, %318 : tensor<2x128x256xf32>
    %320 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %321 = stablehlo.divide %216, %320 : tensor<2x128x64xf32>
    %322 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %323 = stablehlo.divide %221, %322 : tensor<128x512xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %324 = stablehlo.convert %296 : (tensor<i32>) -> tensor<f32>
    %325 = stablehlo.power %cst_97, %324 : tensor<f32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.subtract %cst_98, %325 : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %328 = stablehlo.divide %227, %327 : tensor<512x128xf32>
    %329 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %330 = stablehlo.divide %233, %329 : tensor<128xf32>
    %331 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %332 = stablehlo.divide %239, %331 : tensor<2x128xf32>
    %333 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %334 = stablehlo.divide %245, %333 : tensor<2x256x128xf32>
    %335 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %336 = stablehlo.divide %251, %335 : tensor<2x128x256xf32>
    %337 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %338 = stablehlo.divide %257, %337 : tensor<2x128x64xf32>
    %339 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %340 = stablehlo.divide %263, %339 : tensor<2x128xf32>
    %341 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %342 = stablehlo.divide %269, %341 : tensor<2x128x128xf32>
    %343 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %344 = stablehlo.divide %275, %343 : tensor<2x128x128xf32>
    %345 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %346 = stablehlo.divide %281, %345 : tensor<2x128x256xf32>
    %347 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %348 = stablehlo.divide %287, %347 : tensor<2x128x64xf32>
    %349 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %350 = stablehlo.divide %293, %349 : tensor<128x512xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %352 = stablehlo.add %328, %351 : tensor<512x128xf32>
    %353 = stablehlo.sqrt %352 : tensor<512x128xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %355 = stablehlo.add %353, %354 : tensor<512x128xf32>
    %356 = stablehlo.divide %301, %355 : tensor<512x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %358 = stablehlo.add %330, %357 : tensor<128xf32>
    %359 = stablehlo.sqrt %358 : tensor<128xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %361 = stablehlo.add %359, %360 : tensor<128xf32>
    %362 = stablehlo.divide %303, %361 : tensor<128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %364 = stablehlo.add %332, %363 : tensor<2x128xf32>
    %365 = stablehlo.sqrt %364 : tensor<2x128xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %367 = stablehlo.add %365, %366 : tensor<2x128xf32>
    %368 = stablehlo.divide %305, %367 : tensor<2x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %370 = stablehlo.add %334, %369 : tensor<2x256x128xf32>
    %371 = stablehlo.sqrt %370 : tensor<2x256x128xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %373 = stablehlo.add %371, %372 : tensor<2x256x128xf32>
    %374 = stablehlo.divide %307, %373 : tensor<2x256x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %376 = stablehlo.add %336, %375 : tensor<2x128x256xf32>
    %377 = stablehlo.sqrt %376 : tensor<2x128x256xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %379 = stablehlo.add %377, %378 : tensor<2x128x256xf32>
    %380 = stablehlo.divide %309, %379 : tensor<2x128x256xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %382 = stablehlo.add %338, %381 : tensor<2x128x64xf32>
    %383 = stablehlo.sqrt %382 : tensor<2x128x64xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %385 = stablehlo.add %383, %384 : tensor<2x128x64xf32>
    %386 = stablehlo.divide %311, %385 : tensor<2x128x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %388 = stablehlo.add %340, %387 : tensor<2x128xf32>
    %389 = stablehlo.sqrt %388 : tensor<2x128xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %391 = stablehlo.add %389, %390 : tensor<2x128xf32>
    %392 = stablehlo.divide %313, %391 : tensor<2x128xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %394 = stablehlo.add %342, %393 : tensor<2x128x128xf32>
    %395 = stablehlo.sqrt %394 : tensor<2x128x128xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %397 = stablehlo.add %395, %396 : tensor<2x128x128xf32>
    %398 = stablehlo.divide %315, %397 : tensor<2x128x128xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %400 = stablehlo.add %344, %399 : tensor<2x128x128xf32>
    %401 = stablehlo.sqrt %400 : tensor<2x128x128xf32>
    %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %403 = stablehlo.add %401, %402 : tensor<2x128x128xf32>
    %404 = stablehlo.divide %317, %403 : tensor<2x128x128xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %406 = stablehlo.add %346, %405 : tensor<2x128x256xf32>
    %407 = stablehlo.sqrt %406 : tensor<2x128x256xf32>
    %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %409 = stablehlo.add %407, %408 : tensor<2x128x256xf32>
    %410 = stablehlo.divide %319, %409 : tensor<2x128x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %412 = stablehlo.add %348, %411 : tensor<2x128x64xf32>
    %413 = stablehlo.sqrt %412 : tensor<2x128x64xf32>
    %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %415 = stablehlo.add %413, %414 : tensor<2x128x64xf32>
    %416 = stablehlo.divide %321, %415 : tensor<2x128x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %418 = stablehlo.add %350, %417 : tensor<128x512xf32>
    %419 = stablehlo.sqrt %418 : tensor<128x512xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %421 = stablehlo.add %419, %420 : tensor<128x512xf32>
    %422 = stablehlo.divide %323, %421 : tensor<128x512xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %424 = stablehlo.multiply %423, %arg12 : tensor<512x128xf32>
    %425 = stablehlo.add %356, %424 : tensor<512x128xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %427 = stablehlo.multiply %426, %arg13 : tensor<128xf32>
    %428 = stablehlo.add %362, %427 : tensor<128xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %430 = stablehlo.multiply %429, %arg14 : tensor<2x128xf32>
    %431 = stablehlo.add %368, %430 : tensor<2x128xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %433 = stablehlo.multiply %432, %arg15 : tensor<2x256x128xf32>
    %434 = stablehlo.add %374, %433 : tensor<2x256x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %436 = stablehlo.multiply %435, %arg16 : tensor<2x128x256xf32>
    %437 = stablehlo.add %380, %436 : tensor<2x128x256xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %439 = stablehlo.multiply %438, %arg17 : tensor<2x128x64xf32>
    %440 = stablehlo.add %386, %439 : tensor<2x128x64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %442 = stablehlo.multiply %441, %arg18 : tensor<2x128xf32>
    %443 = stablehlo.add %392, %442 : tensor<2x128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %445 = stablehlo.multiply %444, %arg19 : tensor<2x128x128xf32>
    %446 = stablehlo.add %398, %445 : tensor<2x128x128xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %448 = stablehlo.multiply %447, %arg20 : tensor<2x128x128xf32>
    %449 = stablehlo.add %404, %448 : tensor<2x128x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %451 = stablehlo.multiply %450, %arg21 : tensor<2x128x256xf32>
    %452 = stablehlo.add %410, %451 : tensor<2x128x256xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %454 = stablehlo.multiply %453, %arg22 : tensor<2x128x64xf32>
    %455 = stablehlo.add %416, %454 : tensor<2x128x64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %457 = stablehlo.multiply %456, %arg23 : tensor<128x512xf32>
    %458 = stablehlo.add %422, %457 : tensor<128x512xf32>
    %cst_135 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %460 = stablehlo.multiply %459, %425 : tensor<512x128xf32>
    %cst_136 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %462 = stablehlo.multiply %461, %428 : tensor<128xf32>
    %cst_137 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %464 = stablehlo.multiply %463, %431 : tensor<2x128xf32>
    %cst_138 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %466 = stablehlo.multiply %465, %434 : tensor<2x256x128xf32>
    %cst_139 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %468 = stablehlo.multiply %467, %437 : tensor<2x128x256xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %470 = stablehlo.multiply %469, %440 : tensor<2x128x64xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %472 = stablehlo.multiply %471, %443 : tensor<2x128xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %474 = stablehlo.multiply %473, %446 : tensor<2x128x128xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %476 = stablehlo.multiply %475, %449 : tensor<2x128x128xf32>
    %cst_144 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %478 = stablehlo.multiply %477, %452 : tensor<2x128x256xf32>
    %cst_145 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %480 = stablehlo.multiply %479, %455 : tensor<2x128x64xf32>
    %cst_146 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %482 = stablehlo.multiply %481, %458 : tensor<128x512xf32>
    %483 = stablehlo.add %arg12, %460 : tensor<512x128xf32>
    %484 = stablehlo.add %arg13, %462 : tensor<128xf32>
    %485 = stablehlo.add %arg14, %464 : tensor<2x128xf32>
    %486 = stablehlo.add %arg15, %466 : tensor<2x256x128xf32>
    %487 = stablehlo.add %arg16, %468 : tensor<2x128x256xf32>
    %488 = stablehlo.add %arg17, %470 : tensor<2x128x64xf32>
    %489 = stablehlo.add %arg18, %472 : tensor<2x128xf32>
    %490 = stablehlo.add %arg19, %474 : tensor<2x128x128xf32>
    %491 = stablehlo.add %arg20, %476 : tensor<2x128x128xf32>
    %492 = stablehlo.add %arg21, %478 : tensor<2x128x256xf32>
    %493 = stablehlo.add %arg22, %480 : tensor<2x128x64xf32>
    %494 = stablehlo.add %arg23, %482 : tensor<128x512xf32>
    %495 = stablehlo.convert %483 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %496 = stablehlo.convert %484 : (tensor<128xf32>) -> tensor<128xbf16>
    %497 = stablehlo.convert %485 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %498 = stablehlo.convert %486 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %499 = stablehlo.convert %487 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %500 = stablehlo.convert %488 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %501 = stablehlo.convert %489 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %502 = stablehlo.convert %490 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %503 = stablehlo.convert %491 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %504 = stablehlo.convert %492 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %505 = stablehlo.convert %493 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %506 = stablehlo.convert %494 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %507 = stablehlo.custom_call @annotate_device_placement(%495) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<512x128xbf16>) -> tensor<512x128xbf16>
    %508 = stablehlo.custom_call @annotate_device_placement(%496) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128xbf16>) -> tensor<128xbf16>
    %509 = stablehlo.custom_call @annotate_device_placement(%497) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xbf16>) -> tensor<2x128xbf16>
    %510 = stablehlo.custom_call @annotate_device_placement(%498) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x256x128xbf16>) -> tensor<2x256x128xbf16>
    %511 = stablehlo.custom_call @annotate_device_placement(%499) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xbf16>) -> tensor<2x128x256xbf16>
    %512 = stablehlo.custom_call @annotate_device_placement(%500) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xbf16>) -> tensor<2x128x64xbf16>
    %513 = stablehlo.custom_call @annotate_device_placement(%501) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xbf16>) -> tensor<2x128xbf16>
    %514 = stablehlo.custom_call @annotate_device_placement(%502) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xbf16>) -> tensor<2x128x128xbf16>
    %515 = stablehlo.custom_call @annotate_device_placement(%503) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xbf16>) -> tensor<2x128x128xbf16>
    %516 = stablehlo.custom_call @annotate_device_placement(%504) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xbf16>) -> tensor<2x128x256xbf16>
    %517 = stablehlo.custom_call @annotate_device_placement(%505) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xbf16>) -> tensor<2x128x64xbf16>
    %518 = stablehlo.custom_call @annotate_device_placement(%506) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128x512xbf16>) -> tensor<128x512xbf16>
    %519 = stablehlo.custom_call @annotate_device_placement(%483) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<512x128xf32>) -> tensor<512x128xf32>
    %520 = stablehlo.custom_call @annotate_device_placement(%484) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128xf32>) -> tensor<128xf32>
    %521 = stablehlo.custom_call @annotate_device_placement(%485) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %522 = stablehlo.custom_call @annotate_device_placement(%486) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
    %523 = stablehlo.custom_call @annotate_device_placement(%487) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %524 = stablehlo.custom_call @annotate_device_placement(%488) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %525 = stablehlo.custom_call @annotate_device_placement(%489) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %526 = stablehlo.custom_call @annotate_device_placement(%490) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %527 = stablehlo.custom_call @annotate_device_placement(%491) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %528 = stablehlo.custom_call @annotate_device_placement(%492) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %529 = stablehlo.custom_call @annotate_device_placement(%493) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %530 = stablehlo.custom_call @annotate_device_placement(%494) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128x512xf32>) -> tensor<128x512xf32>
    %531 = stablehlo.custom_call @annotate_device_placement(%296) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<i32>) -> tensor<i32>
    %532 = stablehlo.custom_call @annotate_device_placement(%166) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<512x128xf32>) -> tensor<512x128xf32>
    %533 = stablehlo.custom_call @annotate_device_placement(%171) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128xf32>) -> tensor<128xf32>
    %534 = stablehlo.custom_call @annotate_device_placement(%176) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %535 = stablehlo.custom_call @annotate_device_placement(%181) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
    %536 = stablehlo.custom_call @annotate_device_placement(%186) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %537 = stablehlo.custom_call @annotate_device_placement(%191) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %538 = stablehlo.custom_call @annotate_device_placement(%196) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %539 = stablehlo.custom_call @annotate_device_placement(%201) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %540 = stablehlo.custom_call @annotate_device_placement(%206) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %541 = stablehlo.custom_call @annotate_device_placement(%211) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %542 = stablehlo.custom_call @annotate_device_placement(%216) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %543 = stablehlo.custom_call @annotate_device_placement(%221) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128x512xf32>) -> tensor<128x512xf32>
    %544 = stablehlo.custom_call @annotate_device_placement(%227) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<512x128xf32>) -> tensor<512x128xf32>
    %545 = stablehlo.custom_call @annotate_device_placement(%233) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128xf32>) -> tensor<128xf32>
    %546 = stablehlo.custom_call @annotate_device_placement(%239) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %547 = stablehlo.custom_call @annotate_device_placement(%245) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
    %548 = stablehlo.custom_call @annotate_device_placement(%251) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %549 = stablehlo.custom_call @annotate_device_placement(%257) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %550 = stablehlo.custom_call @annotate_device_placement(%263) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %551 = stablehlo.custom_call @annotate_device_placement(%269) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %552 = stablehlo.custom_call @annotate_device_placement(%275) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %553 = stablehlo.custom_call @annotate_device_placement(%281) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %554 = stablehlo.custom_call @annotate_device_placement(%287) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %555 = stablehlo.custom_call @annotate_device_placement(%293) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<128x512xf32>) -> tensor<128x512xf32>
    %556 = stablehlo.custom_call @annotate_device_placement(%95) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<f32>) -> tensor<f32>
    return %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<i32>) -> tensor<128x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<2x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xbf16>) -> tensor<128x256xbf16>
    return %1 : tensor<128x256xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<i32>) -> tensor<128x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<2x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) {
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
    %62 = call @_where_5(%61, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
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
    return %103, %18, %21, %24, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @_where_5(%arg0: tensor<8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xi1>, %arg2: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
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
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<2x8x64x64xbf16>, %arg1: tensor<8x64x64xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x64xbf16>) -> tensor<1x8x64x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x64xbf16>, tensor<1x8x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x64xbf16>
    return %1 : tensor<2x8x64x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x128xbf16> {
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
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<2x8x64x64xbf16>, %arg1: tensor<i32>) -> tensor<8x64x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 64] : (tensor<2x8x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x64xbf16>) -> tensor<8x64x64xbf16>
    return %1 : tensor<8x64x64xbf16>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @closed_call_12(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<8x64x64xbf16>, %arg3: tensor<8x64x64xbf16>, %arg4: tensor<128xbf16>, %arg5: tensor<256x128xbf16>, %arg6: tensor<128x256xbf16>, %arg7: tensor<128x64xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<128x128xbf16>, %arg10: tensor<128x128xbf16>, %arg11: tensor<128x256xbf16>, %arg12: tensor<128x64xbf16>, %arg13: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
    %0 = sdy.sharding_constraint %arg13 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.convert %arg4 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.reshape %arg1 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %21 = stablehlo.reshape %arg2 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %22 = stablehlo.reshape %arg3 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.add %26, %25 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.power %30, %29 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
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
    %44 = stablehlo.convert %20 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %45 = stablehlo.slice %44 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %46 = stablehlo.slice %44 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %47 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<8x64x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<8x64x8x8xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<8x64x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %53 = stablehlo.multiply %46, %52 : tensor<8x64x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %55 = stablehlo.multiply %45, %54 : tensor<8x64x8x8xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.concatenate %51, %56, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %58 = stablehlo.convert %57 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %59 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.add %62, %61 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.divide %63, %64 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.power %66, %65 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.divide %68, %67 : tensor<8xf32>
    %70 = stablehlo.iota dim = 0 : tensor<64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<64x8xf32>
    %76 = stablehlo.sine %75 : tensor<64x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %78 = stablehlo.cosine %75 : tensor<64x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %80 = stablehlo.convert %21 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %81 = stablehlo.slice %80 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %82 = stablehlo.slice %80 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<8x64x4x8xf32>
    %85 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<8x64x4x8xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<8x64x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %89 = stablehlo.multiply %82, %88 : tensor<8x64x4x8xf32>
    %90 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<8x64x4x8xf32>
    %92 = stablehlo.add %89, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.concatenate %87, %92, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %94 = stablehlo.convert %93 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %95 = stablehlo.reshape %58 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %96 = stablehlo.dot_general %94, %95, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %97 = stablehlo.transpose %96, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %98 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %99 = stablehlo.multiply %97, %98 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %100 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %101 = call @tril_13(%100) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %102 = stablehlo.convert %99 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %103:2 = call @_where_14(%101, %102, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.reduce(%103#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<8x4x2x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %109 = stablehlo.subtract %103#0, %108 : tensor<8x4x2x64x64xf32>
    %110 = stablehlo.exponential %109 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %114 = stablehlo.divide %110, %113 : tensor<8x4x2x64x64xf32>
    %115 = stablehlo.multiply %112, %112 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %117 = stablehlo.divide %116, %115 : tensor<8x4x2x64x1xf32>
    %118 = stablehlo.convert %114 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %119 = stablehlo.dot_general %22, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %121 = stablehlo.reshape %120 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %122 = stablehlo.dot_general %121, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %124 = stablehlo.add %0, %123 : tensor<8x64x128xbf16>
    %125 = stablehlo.convert %124 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %126 = stablehlo.multiply %125, %125 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x64x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<8x64x1xf32>
    %134 = stablehlo.divide %133, %132 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<8x64x1xf32>
    %137 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %138 = stablehlo.multiply %125, %137 : tensor<8x64x128xf32>
    %139 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %142 = stablehlo.multiply %138, %141 : tensor<8x64x128xf32>
    %143 = stablehlo.convert %142 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %144 = stablehlo.dot_general %143, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %145 = stablehlo.dot_general %143, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %146:3 = call @silu_15(%144) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %147 = stablehlo.multiply %146#0, %145 : tensor<8x64x256xbf16>
    %148 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %149 = stablehlo.dot_general %148, %147, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %150 = stablehlo.transpose %149, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %151 = stablehlo.dot_general %148, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %152 = stablehlo.multiply %146#0, %151 : tensor<8x64x256xbf16>
    %153 = stablehlo.multiply %151, %145 : tensor<8x64x256xbf16>
    %154 = call @silu_16(%146#1, %144, %146#2, %153) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %155 = stablehlo.dot_general %152, %143, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %157 = stablehlo.dot_general %152, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %158 = stablehlo.dot_general %154, %143, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %160 = stablehlo.dot_general %154, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %161 = stablehlo.add %157, %160 : tensor<8x64x128xbf16>
    %162 = stablehlo.convert %161 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %163 = stablehlo.multiply %138, %162 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %165 = stablehlo.reshape %164 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %166 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %167 = stablehlo.multiply %162, %166 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%165 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %169 = stablehlo.convert %168 : (tensor<128xf32>) -> tensor<128xbf16>
    %170 = stablehlo.multiply %125, %167 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %173 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %174 = stablehlo.multiply %167, %173 : tensor<8x64x128xf32>
    %175 = stablehlo.multiply %172, %136 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %177 = stablehlo.divide %175, %176 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %180 = stablehlo.multiply %125, %179 : tensor<8x64x128xf32>
    %181 = stablehlo.add %174, %180 : tensor<8x64x128xf32>
    %182 = stablehlo.multiply %179, %125 : tensor<8x64x128xf32>
    %183 = stablehlo.add %181, %182 : tensor<8x64x128xf32>
    %184 = stablehlo.convert %183 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %185 = stablehlo.add %arg0, %184 : tensor<8x64x128xbf16>
    %186 = sdy.sharding_constraint %185 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %187 = stablehlo.dot_general %186, %121, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %189 = stablehlo.dot_general %186, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %190 = stablehlo.reshape %189 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %191 = stablehlo.transpose %190, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %192 = stablehlo.dot_general %191, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %193 = stablehlo.dot_general %191, %118, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %194 = stablehlo.transpose %193, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %195 = stablehlo.convert %192 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %196 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<8x4x2x64x64xf32>
    %198 = stablehlo.multiply %197, %110 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %200 = stablehlo.reshape %199 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %201 = stablehlo.negate %200 : tensor<8x4x2x64x1xf32>
    %202 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %203 = stablehlo.divide %195, %202 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%201 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<8x4x2x64x64xf32>
    %207 = stablehlo.multiply %206, %110 : tensor<8x4x2x64x64xf32>
    %208 = call @_where_17(%103#1, %207) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %209 = stablehlo.convert %208 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %210 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %211 = stablehlo.multiply %209, %210 : tensor<8x4x2x64x64xbf16>
    %212 = stablehlo.transpose %211, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %213 = stablehlo.dot_general %212, %94, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %215 = stablehlo.dot_general %212, %95, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %216 = stablehlo.transpose %215, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %217 = stablehlo.reshape %214 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %218 = stablehlo.convert %216 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %219 = stablehlo.slice %218 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %220 = stablehlo.slice %218 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %221 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<8x64x4x8xf32>
    %223 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %224 = stablehlo.multiply %220, %223 : tensor<8x64x4x8xf32>
    %225 = stablehlo.negate %219 : tensor<8x64x4x8xf32>
    %226 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<8x64x4x8xf32>
    %228 = stablehlo.add %224, %227 : tensor<8x64x4x8xf32>
    %229 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %230 = stablehlo.multiply %219, %229 : tensor<8x64x4x8xf32>
    %231 = stablehlo.add %222, %230 : tensor<8x64x4x8xf32>
    %232 = stablehlo.concatenate %231, %228, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %233 = stablehlo.convert %232 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %234 = stablehlo.convert %217 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %235 = stablehlo.slice %234 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %236 = stablehlo.slice %234 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %237 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<8x64x8x8xf32>
    %239 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %240 = stablehlo.multiply %236, %239 : tensor<8x64x8x8xf32>
    %241 = stablehlo.negate %235 : tensor<8x64x8x8xf32>
    %242 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<8x64x8x8xf32>
    %244 = stablehlo.add %240, %243 : tensor<8x64x8x8xf32>
    %245 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %246 = stablehlo.multiply %235, %245 : tensor<8x64x8x8xf32>
    %247 = stablehlo.add %238, %246 : tensor<8x64x8x8xf32>
    %248 = stablehlo.concatenate %247, %244, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %249 = stablehlo.convert %248 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %250 = stablehlo.reshape %194 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %252 = stablehlo.dot_general %251, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %253 = stablehlo.transpose %252, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %254 = stablehlo.dot_general %251, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %255 = stablehlo.reshape %233 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %256 = sdy.sharding_constraint %255 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %257 = stablehlo.dot_general %256, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %258 = stablehlo.transpose %257, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %259 = stablehlo.dot_general %256, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %260 = stablehlo.add %254, %259 : tensor<8x64x128xbf16>
    %261 = stablehlo.reshape %249 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %262 = sdy.sharding_constraint %261 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %263 = stablehlo.dot_general %262, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %265 = stablehlo.dot_general %262, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %266 = stablehlo.add %260, %265 : tensor<8x64x128xbf16>
    %267 = stablehlo.convert %266 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %268 = stablehlo.multiply %14, %267 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %270 = stablehlo.reshape %269 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %271 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %272 = stablehlo.multiply %267, %271 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%270 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %274 = stablehlo.convert %273 : (tensor<128xf32>) -> tensor<128xbf16>
    %275 = stablehlo.multiply %1, %272 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %278 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %279 = stablehlo.multiply %272, %278 : tensor<8x64x128xf32>
    %280 = stablehlo.multiply %277, %12 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %282 = stablehlo.divide %280, %281 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %1, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.add %279, %285 : tensor<8x64x128xf32>
    %287 = stablehlo.multiply %284, %1 : tensor<8x64x128xf32>
    %288 = stablehlo.add %286, %287 : tensor<8x64x128xf32>
    %289 = stablehlo.convert %288 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %290 = stablehlo.add %185, %289 : tensor<8x64x128xbf16>
    %291 = sdy.sharding_constraint %290 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %291, %274, %150, %159, %258, %169, %188, %264, %156, %253 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>
  }
  func.func private @tril_13(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_14(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_15(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_16(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_17(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<i32>) -> tensor<2x256x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xbf16>, tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xbf16>
    return %1 : tensor<2x256x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_20(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<128x256xbf16>, %arg2: tensor<i32>) -> tensor<2x128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xbf16>) -> tensor<1x128x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xbf16>, tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xbf16>
    return %1 : tensor<2x128x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_21(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<2x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xbf16>
    return %1 : tensor<2x128x64xbf16>
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
