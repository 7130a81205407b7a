module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg50: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
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
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x8x4x64x64x2xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x8x4x16x2x64xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %56:26 = stablehlo.while(%iterArg = %arg2, %iterArg_152 = %arg3, %iterArg_153 = %arg4, %iterArg_154 = %arg5, %iterArg_155 = %arg6, %iterArg_156 = %arg7, %iterArg_157 = %arg8, %iterArg_158 = %arg9, %iterArg_159 = %arg10, %iterArg_160 = %43, %iterArg_161 = %41, %iterArg_162 = %22, %iterArg_163 = %20, %iterArg_164 = %46#0, %iterArg_165 = %46#1, %iterArg_166 = %c_19, %iterArg_167 = %1, %iterArg_168 = %47, %iterArg_169 = %48, %iterArg_170 = %49, %iterArg_171 = %50, %iterArg_172 = %51, %iterArg_173 = %52, %iterArg_174 = %53, %iterArg_175 = %54, %iterArg_176 = %55) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x4x16x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_177 = stablehlo.constant dense<2> : tensor<i32>
      %512 = stablehlo.compare LT, %iterArg_166, %c_177, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %512 : tensor<i1>
    } do {
      %512 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_166) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %513 = func.call @dynamic_index_in_dim_1(%iterArg_152, %iterArg_166) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %514 = func.call @dynamic_index_in_dim_2(%iterArg_153, %iterArg_166) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %515 = func.call @dynamic_index_in_dim_3(%iterArg_154, %iterArg_166) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %516 = func.call @dynamic_index_in_dim(%iterArg_155, %iterArg_166) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %517 = func.call @dynamic_index_in_dim_4(%iterArg_156, %iterArg_166) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %518 = func.call @dynamic_index_in_dim_4(%iterArg_157, %iterArg_166) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %519 = func.call @dynamic_index_in_dim_2(%iterArg_158, %iterArg_166) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %520 = func.call @dynamic_index_in_dim_3(%iterArg_159, %iterArg_166) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %521:10 = func.call @closed_call(%iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_167, %512, %513, %514, %515, %516, %517, %518, %519, %520) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x4x16x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x128xbf16>)
      %522 = func.call @dynamic_update_index_in_dim(%iterArg_168, %521#1, %iterArg_166) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %523 = func.call @dynamic_update_index_in_dim_6(%iterArg_169, %521#2, %iterArg_166) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %524 = func.call @dynamic_update_index_in_dim_6(%iterArg_170, %521#3, %iterArg_166) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %525 = func.call @dynamic_update_index_in_dim_7(%iterArg_171, %521#4, %iterArg_166) : (tensor<2x8x4x64x64x2xbf16>, tensor<8x4x64x64x2xbf16>, tensor<i32>) -> tensor<2x8x4x64x64x2xbf16>
      %526 = func.call @dynamic_update_index_in_dim_8(%iterArg_172, %521#5, %iterArg_166) : (tensor<2x8x4x16x2x64xbf16>, tensor<8x4x16x2x64xbf16>, tensor<i32>) -> tensor<2x8x4x16x2x64xbf16>
      %527 = func.call @dynamic_update_index_in_dim(%iterArg_173, %521#6, %iterArg_166) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %528 = func.call @dynamic_update_index_in_dim_9(%iterArg_174, %521#7, %iterArg_166) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %529 = func.call @dynamic_update_index_in_dim_9(%iterArg_175, %521#8, %iterArg_166) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %530 = func.call @dynamic_update_index_in_dim(%iterArg_176, %521#9, %iterArg_166) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_177 = stablehlo.constant dense<1> : tensor<i32>
      %531 = stablehlo.add %iterArg_166, %c_177 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %531, %521#0, %522, %523, %524, %525, %526, %527, %528, %529, %530 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x4x16x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x128xbf16>
    }
    %57 = stablehlo.convert %56#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %64 = stablehlo.add %62, %63 : tensor<8x64x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<8x64x1xf32>
    %66 = stablehlo.divide %65, %64 : tensor<8x64x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<8x64x1xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %70 = stablehlo.multiply %57, %69 : tensor<8x64x128xf32>
    %71 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<8x64x128xf32>
    %75 = stablehlo.convert %74 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %76 = stablehlo.dot_general %75, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %77 = stablehlo.convert %76 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_24) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %81 = stablehlo.maximum %80, %79 : tensor<8x64xf32>
    %82 = stablehlo.is_finite %81 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %84 = stablehlo.select %82, %81, %83 : tensor<8x64xi1>, tensor<8x64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %87 = stablehlo.subtract %78, %86 : tensor<8x64x512xf32>
    %88 = stablehlo.exponential %87 : tensor<8x64x512xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %90 = stablehlo.abs %89 : tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %92 = stablehlo.compare GE, %89, %91, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %93 = stablehlo.log %90 : tensor<8x64xf32>
    %94 = stablehlo.add %93, %84 : tensor<8x64xf32>
    %95 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %96:2 = call @take_along_axis(%78, %95) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %97 = stablehlo.reshape %96#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %98 = stablehlo.subtract %94, %97 : tensor<8x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %100 = stablehlo.divide %99, %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %101 = stablehlo.divide %cst_31, %cst_32 : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %103 = stablehlo.negate %102 : tensor<8x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %105 = call @take_along_axis_10(%96#1, %104) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %106 = stablehlo.divide %102, %90 : tensor<8x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %108 = stablehlo.select %92, %107, %106 : tensor<8x64xi1>, tensor<8x64xf32>
    %109 = stablehlo.select %92, %106, %107 : tensor<8x64xi1>, tensor<8x64xf32>
    %110 = stablehlo.negate %108 : tensor<8x64xf32>
    %111 = stablehlo.add %109, %110 : tensor<8x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %113 = stablehlo.multiply %112, %88 : tensor<8x64x512xf32>
    %114 = stablehlo.add %105, %113 : tensor<8x64x512xf32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %116 = stablehlo.convert %115 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %117 = stablehlo.dot_general %116, %75, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %118 = stablehlo.transpose %117, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %119 = stablehlo.dot_general %116, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %120 = stablehlo.convert %119 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %121 = stablehlo.multiply %70, %120 : tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %123 = stablehlo.reshape %122 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %124 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<8x64x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%123 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %127 = stablehlo.convert %126 : (tensor<128xf32>) -> tensor<128xbf16>
    %128 = stablehlo.multiply %57, %125 : tensor<8x64x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %131 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %132 = stablehlo.multiply %125, %131 : tensor<8x64x128xf32>
    %133 = stablehlo.multiply %130, %68 : tensor<8x64x1xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x64x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %138 = stablehlo.multiply %57, %137 : tensor<8x64x128xf32>
    %139 = stablehlo.add %132, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.multiply %137, %57 : tensor<8x64x128xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x64x128xf32>
    %142 = stablehlo.convert %141 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %147 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %149 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %151 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %152:29 = stablehlo.while(%iterArg = %56#17, %iterArg_152 = %56#18, %iterArg_153 = %56#19, %iterArg_154 = %56#20, %iterArg_155 = %56#21, %iterArg_156 = %56#22, %iterArg_157 = %56#23, %iterArg_158 = %56#24, %iterArg_159 = %arg2, %iterArg_160 = %arg3, %iterArg_161 = %arg4, %iterArg_162 = %arg5, %iterArg_163 = %arg6, %iterArg_164 = %arg7, %iterArg_165 = %arg8, %iterArg_166 = %arg9, %iterArg_167 = %arg10, %iterArg_168 = %56#25, %iterArg_169 = %c_48, %iterArg_170 = %142, %iterArg_171 = %143, %iterArg_172 = %144, %iterArg_173 = %145, %iterArg_174 = %146, %iterArg_175 = %147, %iterArg_176 = %148, %iterArg_177 = %149, %iterArg_178 = %150, %iterArg_179 = %151) : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x4x16x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_180 = stablehlo.constant dense<2> : tensor<i32>
      %512 = stablehlo.compare LT, %iterArg_169, %c_180, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %512 : tensor<i1>
    } do {
      %c_180 = stablehlo.constant dense<2> : tensor<i32>
      %512 = stablehlo.subtract %c_180, %iterArg_169 : tensor<i32>
      %c_181 = stablehlo.constant dense<1> : tensor<i32>
      %513 = stablehlo.subtract %512, %c_181 : tensor<i32>
      %514 = func.call @dynamic_index_in_dim_11(%iterArg, %513) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %515 = func.call @dynamic_index_in_dim_12(%iterArg_152, %513) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %516 = func.call @dynamic_index_in_dim_12(%iterArg_153, %513) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %517 = func.call @dynamic_index_in_dim_13(%iterArg_154, %513) : (tensor<2x8x4x64x64x2xbf16>, tensor<i32>) -> tensor<8x4x64x64x2xbf16>
      %518 = func.call @dynamic_index_in_dim_14(%iterArg_155, %513) : (tensor<2x8x4x16x2x64xbf16>, tensor<i32>) -> tensor<8x4x16x2x64xbf16>
      %519 = func.call @dynamic_index_in_dim_11(%iterArg_156, %513) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %520 = func.call @dynamic_index_in_dim_15(%iterArg_157, %513) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %521 = func.call @dynamic_index_in_dim_15(%iterArg_158, %513) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %522 = func.call @dynamic_index_in_dim(%iterArg_159, %513) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %523 = func.call @dynamic_index_in_dim_1(%iterArg_160, %513) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %524 = func.call @dynamic_index_in_dim_2(%iterArg_161, %513) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %525 = func.call @dynamic_index_in_dim_3(%iterArg_162, %513) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %526 = func.call @dynamic_index_in_dim(%iterArg_163, %513) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %527 = func.call @dynamic_index_in_dim_4(%iterArg_164, %513) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %528 = func.call @dynamic_index_in_dim_4(%iterArg_165, %513) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %529 = func.call @dynamic_index_in_dim_2(%iterArg_166, %513) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %530 = func.call @dynamic_index_in_dim_3(%iterArg_167, %513) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %531 = func.call @dynamic_index_in_dim_11(%iterArg_168, %513) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %532:10 = func.call @closed_call_16(%iterArg_170, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531) : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x4x16x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %533 = func.call @dynamic_update_index_in_dim_22(%iterArg_171, %532#1, %513) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %534 = func.call @dynamic_update_index_in_dim_23(%iterArg_172, %532#2, %513) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %535 = func.call @dynamic_update_index_in_dim_24(%iterArg_173, %532#3, %513) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %536 = func.call @dynamic_update_index_in_dim_25(%iterArg_174, %532#4, %513) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %537 = func.call @dynamic_update_index_in_dim_22(%iterArg_175, %532#5, %513) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %538 = func.call @dynamic_update_index_in_dim_26(%iterArg_176, %532#6, %513) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %539 = func.call @dynamic_update_index_in_dim_26(%iterArg_177, %532#7, %513) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %540 = func.call @dynamic_update_index_in_dim_24(%iterArg_178, %532#8, %513) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %541 = func.call @dynamic_update_index_in_dim_25(%iterArg_179, %532#9, %513) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_182 = stablehlo.constant dense<1> : tensor<i32>
      %542 = stablehlo.add %iterArg_169, %c_182 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %542, %532#0, %533, %534, %535, %536, %537, %538, %539, %540, %541 : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x4x64x64x2xbf16>, tensor<2x8x4x16x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %153 = sdy.sharding_constraint %152#19 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %154 = call @_take_27(%0#1, %153) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %155 = stablehlo.convert %154 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %156 = stablehlo.convert %127 : (tensor<128xbf16>) -> tensor<128xf32>
    %157 = stablehlo.convert %152#20 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %158 = stablehlo.convert %152#21 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %159 = stablehlo.convert %152#22 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %160 = stablehlo.convert %152#23 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %161 = stablehlo.convert %152#24 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %162 = stablehlo.convert %152#25 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %163 = stablehlo.convert %152#26 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %164 = stablehlo.convert %152#27 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %165 = stablehlo.convert %152#28 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %166 = stablehlo.convert %118 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %168 = stablehlo.multiply %167, %155 : tensor<512x128xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %170 = stablehlo.multiply %169, %arg25 : tensor<512x128xf32>
    %171 = stablehlo.add %168, %170 : tensor<512x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %173 = stablehlo.multiply %172, %156 : tensor<128xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %175 = stablehlo.multiply %174, %arg26 : tensor<128xf32>
    %176 = stablehlo.add %173, %175 : tensor<128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %178 = stablehlo.multiply %177, %157 : tensor<2x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %180 = stablehlo.multiply %179, %arg27 : tensor<2x128xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %183 = stablehlo.multiply %182, %158 : tensor<2x256x128xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %185 = stablehlo.multiply %184, %arg28 : tensor<2x256x128xf32>
    %186 = stablehlo.add %183, %185 : tensor<2x256x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %188 = stablehlo.multiply %187, %159 : tensor<2x128x256xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %190 = stablehlo.multiply %189, %arg29 : tensor<2x128x256xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x128x256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %193 = stablehlo.multiply %192, %160 : tensor<2x128x64xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %195 = stablehlo.multiply %194, %arg30 : tensor<2x128x64xf32>
    %196 = stablehlo.add %193, %195 : tensor<2x128x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %198 = stablehlo.multiply %197, %161 : tensor<2x128xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %200 = stablehlo.multiply %199, %arg31 : tensor<2x128xf32>
    %201 = stablehlo.add %198, %200 : tensor<2x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %203 = stablehlo.multiply %202, %162 : tensor<2x128x128xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %205 = stablehlo.multiply %204, %arg32 : tensor<2x128x128xf32>
    %206 = stablehlo.add %203, %205 : tensor<2x128x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %208 = stablehlo.multiply %207, %163 : tensor<2x128x128xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %210 = stablehlo.multiply %209, %arg33 : tensor<2x128x128xf32>
    %211 = stablehlo.add %208, %210 : tensor<2x128x128xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %213 = stablehlo.multiply %212, %164 : tensor<2x128x256xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %215 = stablehlo.multiply %214, %arg34 : tensor<2x128x256xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x128x256xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %218 = stablehlo.multiply %217, %165 : tensor<2x128x64xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %220 = stablehlo.multiply %219, %arg35 : tensor<2x128x64xf32>
    %221 = stablehlo.add %218, %220 : tensor<2x128x64xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %223 = stablehlo.multiply %222, %166 : tensor<128x512xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %225 = stablehlo.multiply %224, %arg36 : tensor<128x512xf32>
    %226 = stablehlo.add %223, %225 : tensor<128x512xf32>
    %227 = stablehlo.multiply %155, %155 : tensor<512x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<512x128xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %231 = stablehlo.multiply %230, %arg37 : tensor<512x128xf32>
    %232 = stablehlo.add %229, %231 : tensor<512x128xf32>
    %233 = stablehlo.multiply %156, %156 : tensor<128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<128xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %237 = stablehlo.multiply %236, %arg38 : tensor<128xf32>
    %238 = stablehlo.add %235, %237 : tensor<128xf32>
    %239 = stablehlo.multiply %157, %157 : tensor<2x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %241 = stablehlo.multiply %240, %239 : tensor<2x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %243 = stablehlo.multiply %242, %arg39 : tensor<2x128xf32>
    %244 = stablehlo.add %241, %243 : tensor<2x128xf32>
    %245 = stablehlo.multiply %158, %158 : tensor<2x256x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<2x256x128xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %249 = stablehlo.multiply %248, %arg40 : tensor<2x256x128xf32>
    %250 = stablehlo.add %247, %249 : tensor<2x256x128xf32>
    %251 = stablehlo.multiply %159, %159 : tensor<2x128x256xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<2x128x256xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %255 = stablehlo.multiply %254, %arg41 : tensor<2x128x256xf32>
    %256 = stablehlo.add %253, %255 : tensor<2x128x256xf32>
    %257 = stablehlo.multiply %160, %160 : tensor<2x128x64xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %259 = stablehlo.multiply %258, %257 : tensor<2x128x64xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %261 = stablehlo.multiply %260, %arg42 : tensor<2x128x64xf32>
    %262 = stablehlo.add %259, %261 : tensor<2x128x64xf32>
    %263 = stablehlo.multiply %161, %161 : tensor<2x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<2x128xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %267 = stablehlo.multiply %266, %arg43 : tensor<2x128xf32>
    %268 = stablehlo.add %265, %267 : tensor<2x128xf32>
    %269 = stablehlo.multiply %162, %162 : tensor<2x128x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<2x128x128xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %273 = stablehlo.multiply %272, %arg44 : tensor<2x128x128xf32>
    %274 = stablehlo.add %271, %273 : tensor<2x128x128xf32>
    %275 = stablehlo.multiply %163, %163 : tensor<2x128x128xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<2x128x128xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %279 = stablehlo.multiply %278, %arg45 : tensor<2x128x128xf32>
    %280 = stablehlo.add %277, %279 : tensor<2x128x128xf32>
    %281 = stablehlo.multiply %164, %164 : tensor<2x128x256xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<2x128x256xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %285 = stablehlo.multiply %284, %arg46 : tensor<2x128x256xf32>
    %286 = stablehlo.add %283, %285 : tensor<2x128x256xf32>
    %287 = stablehlo.multiply %165, %165 : tensor<2x128x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %289 = stablehlo.multiply %288, %287 : tensor<2x128x64xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %291 = stablehlo.multiply %290, %arg47 : tensor<2x128x64xf32>
    %292 = stablehlo.add %289, %291 : tensor<2x128x64xf32>
    %293 = stablehlo.multiply %166, %166 : tensor<128x512xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %295 = stablehlo.multiply %294, %293 : tensor<128x512xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %297 = stablehlo.multiply %296, %arg48 : tensor<128x512xf32>
    %298 = stablehlo.add %295, %297 : tensor<128x512xf32>
    %c_97 = stablehlo.constant dense<2147483647> : tensor<i32>
    %299 = stablehlo.compare LT, %arg24, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_98 = stablehlo.constant dense<1> : tensor<i32>
    %300 = stablehlo.add %arg24, %c_98 : tensor<i32>
    %c_99 = stablehlo.constant dense<2147483647> : tensor<i32>
    %301 = call @_where_28(%299, %300, %c_99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %302 = stablehlo.convert %301 : (tensor<i32>) -> tensor<f32>
    %303 = stablehlo.power %cst_100, %302 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.subtract %cst_101, %303 : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %306 = stablehlo.divide %171, %305 : tensor<512x128xf32>
    %307 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %308 = stablehlo.divide %176, %307 : tensor<128xf32>
    %309 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %310 = stablehlo.divide %181, %309 : tensor<2x128xf32>
    %311 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %312 = stablehlo.divide %186, %311 : tensor<2x256x128xf32>
    %313 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %314 = stablehlo.divide %191, %313 : tensor<2x128x256xf32>
    %315 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %316 = stablehlo.divide %196, %315 : tensor<2x128x64xf32>
    %317 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %318 = stablehlo.divide %201, %317 : tensor<2x128xf32>
    %319 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %320 = stablehlo.divide %206, %319 : tensor<2x128x128xf32>
    %321 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %322 = stablehlo.divide %211, %321 : tensor<2x128x128xf32>
    %323 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %324 = stablehlo.divide %216, %323 : tensor<2x128x256xf32>
    %325 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %326 = stablehlo.divide %221, %325 : tensor<2x128x64xf32>
    %327 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %328 = stablehlo.divide %226, %327 : tensor<128x512xf32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %329 = stablehlo.convert %301 : (tensor<i32>) -> tensor<f32>
    %330 = stablehlo.power %cst_102, %329 : tensor<f32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %331 = stablehlo.subtract %cst_103, %330 : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %333 = stablehlo.divide %232, %332 : tensor<512x128xf32>
    %334 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %335 = stablehlo.divide %238, %334 : tensor<128xf32>
    %336 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %337 = stablehlo.divide %244, %336 : tensor<2x128xf32>
    %338 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %339 = stablehlo.divide %250, %338 : tensor<2x256x128xf32>
    %340 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %341 = stablehlo.divide %256, %340 : tensor<2x128x256xf32>
    %342 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %343 = stablehlo.divide %262, %342 : tensor<2x128x64xf32>
    %344 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %345 = stablehlo.divide %268, %344 : tensor<2x128xf32>
    %346 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %347 = stablehlo.divide %274, %346 : tensor<2x128x128xf32>
    %348 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %349 = stablehlo.divide %280, %348 : tensor<2x128x128xf32>
    %350 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %351 = stablehlo.divide %286, %350 : tensor<2x128x256xf32>
    %352 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %353 = stablehlo.divide %292, %352 : tensor<2x128x64xf32>
    %354 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %355 = stablehlo.divide %298, %354 : tensor<128x512xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %357 = stablehlo.add %333, %356 : tensor<512x128xf32>
    %358 = stablehlo.sqrt %357 : tensor<512x128xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %360 = stablehlo.add %358, %359 : tensor<512x128xf32>
    %361 = stablehlo.divide %306, %360 : tensor<512x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %363 = stablehlo.add %335, %362 : tensor<128xf32>
    %364 = stablehlo.sqrt %363 : tensor<128xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %366 = stablehlo.add %364, %365 : tensor<128xf32>
    %367 = stablehlo.divide %308, %366 : tensor<128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %369 = stablehlo.add %337, %368 : tensor<2x128xf32>
    %370 = stablehlo.sqrt %369 : tensor<2x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %372 = stablehlo.add %370, %371 : tensor<2x128xf32>
    %373 = stablehlo.divide %310, %372 : tensor<2x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %375 = stablehlo.add %339, %374 : tensor<2x256x128xf32>
    %376 = stablehlo.sqrt %375 : tensor<2x256x128xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %378 = stablehlo.add %376, %377 : tensor<2x256x128xf32>
    %379 = stablehlo.divide %312, %378 : tensor<2x256x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %381 = stablehlo.add %341, %380 : tensor<2x128x256xf32>
    %382 = stablehlo.sqrt %381 : tensor<2x128x256xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %384 = stablehlo.add %382, %383 : tensor<2x128x256xf32>
    %385 = stablehlo.divide %314, %384 : tensor<2x128x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %387 = stablehlo.add %343, %386 : tensor<2x128x64xf32>
    %388 = stablehlo.sqrt %387 : tensor<2x128x64xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %390 = stablehlo.add %388, %389 : tensor<2x128x64xf32>
    %391 = stablehlo.divide %316, %390 : tensor<2x128x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %393 = stablehlo.add %345, %392 : tensor<2x128xf32>
    %394 = stablehlo.sqrt %393 : tensor<2x128xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %396 = stablehlo.add %394, %395 : tensor<2x128xf32>
    %397 = stablehlo.divide %318, %396 : tensor<2x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %399 = stablehlo.add %347, %398 : tensor<2x128x128xf32>
    %400 = stablehlo.sqrt %399 : tensor<2x128x128xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %402 = stablehlo.add %400, %401 : tensor<2x128x128xf32>
    %403 = stablehlo.divide %320, %402 : tensor<2x128x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %405 = stablehlo.add %349, %404 : tensor<2x128x128xf32>
    %406 = stablehlo.sqrt %405 : tensor<2x128x128xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %408 = stablehlo.add %406, %407 : tensor<2x128x128xf32>
    %409 = stablehlo.divide %322, %408 : tensor<2x128x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %411 = stablehlo.add %351, %410 : tensor<2x128x256xf32>
    %412 = stablehlo.sqrt %411 : tensor<2x128x256xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %414 = stablehlo.add %412, %413 : tensor<2x128x256xf32>
    %415 = stablehlo.divide %324, %414 : tensor<2x128x256xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %417 = stablehlo.add %353, %416 : tensor<2x128x64xf32>
    %418 = stablehlo.sqrt %417 : tensor<2x128x64xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %420 = stablehlo.add %418, %419 : tensor<2x128x64xf32>
    %421 = stablehlo.divide %326, %420 : tensor<2x128x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %423 = stablehlo.add %355, %422 : tensor<128x512xf32>
    %424 = stablehlo.sqrt %423 : tensor<128x512xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %426 = stablehlo.add %424, %425 : tensor<128x512xf32>
    %427 = stablehlo.divide %328, %426 : tensor<128x512xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %429 = stablehlo.multiply %428, %arg12 : tensor<512x128xf32>
    %430 = stablehlo.add %361, %429 : tensor<512x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %432 = stablehlo.multiply %431, %arg13 : tensor<128xf32>
    %433 = stablehlo.add %367, %432 : tensor<128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %435 = stablehlo.multiply %434, %arg14 : tensor<2x128xf32>
    %436 = stablehlo.add %373, %435 : tensor<2x128xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %438 = stablehlo.multiply %437, %arg15 : tensor<2x256x128xf32>
    %439 = stablehlo.add %379, %438 : tensor<2x256x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %441 = stablehlo.multiply %440, %arg16 : tensor<2x128x256xf32>
    %442 = stablehlo.add %385, %441 : tensor<2x128x256xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %444 = stablehlo.multiply %443, %arg17 : tensor<2x128x64xf32>
    %445 = stablehlo.add %391, %444 : tensor<2x128x64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %447 = stablehlo.multiply %446, %arg18 : tensor<2x128xf32>
    %448 = stablehlo.add %397, %447 : tensor<2x128xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %450 = stablehlo.multiply %449, %arg19 : tensor<2x128x128xf32>
    %451 = stablehlo.add %403, %450 : tensor<2x128x128xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %453 = stablehlo.multiply %452, %arg20 : tensor<2x128x128xf32>
    %454 = stablehlo.add %409, %453 : tensor<2x128x128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %456 = stablehlo.multiply %455, %arg21 : tensor<2x128x256xf32>
    %457 = stablehlo.add %415, %456 : tensor<2x128x256xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %459 = stablehlo.multiply %458, %arg22 : tensor<2x128x64xf32>
    %460 = stablehlo.add %421, %459 : tensor<2x128x64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %462 = stablehlo.multiply %461, %arg23 : tensor<128x512xf32>
    %463 = stablehlo.add %427, %462 : tensor<128x512xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %465 = stablehlo.multiply %464, %430 : tensor<512x128xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %467 = stablehlo.multiply %466, %433 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %469 = stablehlo.multiply %468, %436 : tensor<2x128xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %471 = stablehlo.multiply %470, %439 : tensor<2x256x128xf32>
    %cst_144 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %473 = stablehlo.multiply %472, %442 : tensor<2x128x256xf32>
    %cst_145 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %475 = stablehlo.multiply %474, %445 : tensor<2x128x64xf32>
    %cst_146 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %477 = stablehlo.multiply %476, %448 : tensor<2x128xf32>
    %cst_147 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %479 = stablehlo.multiply %478, %451 : tensor<2x128x128xf32>
    %cst_148 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %481 = stablehlo.multiply %480, %454 : tensor<2x128x128xf32>
    %cst_149 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %483 = stablehlo.multiply %482, %457 : tensor<2x128x256xf32>
    %cst_150 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %485 = stablehlo.multiply %484, %460 : tensor<2x128x64xf32>
    %cst_151 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %487 = stablehlo.multiply %486, %463 : tensor<128x512xf32>
    %488 = stablehlo.add %arg12, %465 : tensor<512x128xf32>
    %489 = stablehlo.add %arg13, %467 : tensor<128xf32>
    %490 = stablehlo.add %arg14, %469 : tensor<2x128xf32>
    %491 = stablehlo.add %arg15, %471 : tensor<2x256x128xf32>
    %492 = stablehlo.add %arg16, %473 : tensor<2x128x256xf32>
    %493 = stablehlo.add %arg17, %475 : tensor<2x128x64xf32>
    %494 = stablehlo.add %arg18, %477 : tensor<2x128xf32>
    %495 = stablehlo.add %arg19, %479 : tensor<2x128x128xf32>
    %496 = stablehlo.add %arg20, %481 : tensor<2x128x128xf32>
    %497 = stablehlo.add %arg21, %483 : tensor<2x128x256xf32>
    %498 = stablehlo.add %arg22, %485 : tensor<2x128x64xf32>
    %499 = stablehlo.add %arg23, %487 : tensor<128x512xf32>
    %500 = stablehlo.convert %488 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %501 = stablehlo.convert %489 : (tensor<128xf32>) -> tensor<128xbf16>
    %502 = stablehlo.convert %490 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %503 = stablehlo.convert %491 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %504 = stablehlo.convert %492 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %505 = stablehlo.convert %493 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %506 = stablehlo.convert %494 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %507 = stablehlo.convert %495 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %508 = stablehlo.convert %496 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %509 = stablehlo.convert %497 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %510 = stablehlo.convert %498 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %511 = stablehlo.convert %499 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %510, %511, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %498, %499, %301, %171, %176, %181, %186, %191, %196, %201, %206, %211, %216, %221, %226, %232, %238, %244, %250, %256, %262, %268, %274, %280, %286, %292, %298, %100 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x4x16x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) {
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
    %18 = stablehlo.reduce_precision %17, format = e8m7 : tensor<8x64x128xbf16>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %20 = stablehlo.reshape %19 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %21 = stablehlo.dot_general %16, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %22 = stablehlo.reduce_precision %21, format = e8m7 : tensor<8x64x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %25 = stablehlo.dot_general %16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %26 = stablehlo.reduce_precision %25, format = e8m7 : tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %29 = stablehlo.convert %20 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %30 = stablehlo.slice %29 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %31 = stablehlo.slice %29 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<8x64x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<8x64x8x8xf32>
    %36 = stablehlo.subtract %33, %35 : tensor<8x64x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %38 = stablehlo.multiply %31, %37 : tensor<8x64x8x8xf32>
    %39 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %40 = stablehlo.multiply %30, %39 : tensor<8x64x8x8xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x64x8x8xf32>
    %42 = stablehlo.concatenate %36, %41, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %43 = stablehlo.convert %42 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %44 = stablehlo.convert %24 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %45 = stablehlo.slice %44 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %46 = stablehlo.slice %44 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<8x64x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<8x64x4x8xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<8x64x4x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %53 = stablehlo.multiply %46, %52 : tensor<8x64x4x8xf32>
    %54 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %55 = stablehlo.multiply %45, %54 : tensor<8x64x4x8xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x64x4x8xf32>
    %57 = stablehlo.concatenate %51, %56, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %58 = stablehlo.convert %57 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %59 = stablehlo.reshape %43 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %60 = stablehlo.dot_general %58, %59, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %61 = stablehlo.reduce_precision %60, format = e8m7 : tensor<8x4x64x64x2xbf16>
    %62 = stablehlo.transpose %61, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %64 = stablehlo.multiply %62, %63 : tensor<8x4x2x64x64xbf16>
    %65 = stablehlo.convert %64 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %66 = call @_where_5(%65, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %69 = stablehlo.maximum %68, %67 : tensor<8x4x2x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %72 = stablehlo.subtract %66, %71 : tensor<8x4x2x64x64xf32>
    %73 = stablehlo.exponential %72 : tensor<8x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %77 = stablehlo.divide %73, %76 : tensor<8x4x2x64x64xf32>
    %78 = stablehlo.convert %77 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %79 = stablehlo.dot_general %28, %78, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %80 = stablehlo.reduce_precision %79, format = e8m7 : tensor<8x4x16x2x64xbf16>
    %81 = stablehlo.transpose %80, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %82 = stablehlo.reshape %81 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %83 = stablehlo.dot_general %82, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %84 = stablehlo.reduce_precision %83, format = e8m7 : tensor<8x64x128xbf16>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %86 = stablehlo.add %0, %85 : tensor<8x64x128xbf16>
    %87 = stablehlo.convert %86 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<8x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %94 = stablehlo.add %92, %93 : tensor<8x64x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<8x64x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<8x64x128xf32>
    %98 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<8x64x128xf32>
    %102 = stablehlo.convert %101 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %103 = stablehlo.dot_general %102, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %104 = stablehlo.reduce_precision %103, format = e8m7 : tensor<8x64x256xbf16>
    %105 = stablehlo.dot_general %102, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %106 = stablehlo.reduce_precision %105, format = e8m7 : tensor<8x64x256xbf16>
    %107 = call @silu(%104) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %108 = stablehlo.multiply %107, %106 : tensor<8x64x256xbf16>
    %109 = stablehlo.dot_general %108, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %111 = stablehlo.add %86, %110 : tensor<8x64x128xbf16>
    return %111, %18, %22, %26, %61, %80, %84, %104, %106, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x4x64x64x2xbf16>, tensor<8x4x16x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x128xbf16>
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
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x8x4x64x64x2xbf16>, %arg1: tensor<8x4x64x64x2xbf16>, %arg2: tensor<i32>) -> tensor<2x8x4x64x64x2xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x64x64x2xbf16>) -> tensor<1x8x4x64x64x2xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x64x64x2xbf16>, tensor<1x8x4x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x64x64x2xbf16>
    return %1 : tensor<2x8x4x64x64x2xbf16>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<2x8x4x16x2x64xbf16>, %arg1: tensor<8x4x16x2x64xbf16>, %arg2: tensor<i32>) -> tensor<2x8x4x16x2x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x16x2x64xbf16>) -> tensor<1x8x4x16x2x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x16x2x64xbf16>, tensor<1x8x4x16x2x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x16x2x64xbf16>
    return %1 : tensor<2x8x4x16x2x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xbf16>) -> tensor<1x8x64x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x256xbf16>, tensor<1x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x256xbf16>
    return %1 : tensor<2x8x64x256xbf16>
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
  func.func private @take_along_axis_10(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<2x8x64x64xbf16>, %arg1: tensor<i32>) -> tensor<8x64x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 64] : (tensor<2x8x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x64xbf16>) -> tensor<8x64x64xbf16>
    return %1 : tensor<8x64x64xbf16>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<2x8x4x64x64x2xbf16>, %arg1: tensor<i32>) -> tensor<8x4x64x64x2xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 64, 64, 2] : (tensor<2x8x4x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x64x64x2xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x64x64x2xbf16>) -> tensor<8x4x64x64x2xbf16>
    return %1 : tensor<8x4x64x64x2xbf16>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<2x8x4x16x2x64xbf16>, %arg1: tensor<i32>) -> tensor<8x4x16x2x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 16, 2, 64] : (tensor<2x8x4x16x2x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x16x2x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x16x2x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    return %1 : tensor<8x4x16x2x64xbf16>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<i32>) -> tensor<8x64x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<2x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xbf16>) -> tensor<8x64x256xbf16>
    return %1 : tensor<8x64x256xbf16>
  }
  func.func private @closed_call_16(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<8x64x64xbf16>, %arg3: tensor<8x64x64xbf16>, %arg4: tensor<8x4x64x64x2xbf16>, %arg5: tensor<8x4x16x2x64xbf16>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<8x64x256xbf16>, %arg8: tensor<8x64x256xbf16>, %arg9: tensor<128xbf16>, %arg10: tensor<256x128xbf16>, %arg11: tensor<128x256xbf16>, %arg12: tensor<128x64xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<128x128xbf16>, %arg15: tensor<128x128xbf16>, %arg16: tensor<128x256xbf16>, %arg17: tensor<128x64xbf16>, %arg18: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
    %0 = sdy.sharding_constraint %arg18 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.convert %arg9 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = sdy.sharding_constraint %arg1 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %22 = sdy.sharding_constraint %arg2 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %24 = sdy.sharding_constraint %arg3 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.add %29, %28 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.power %33, %32 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
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
    %47 = stablehlo.convert %21 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
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
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.add %65, %64 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.divide %66, %67 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.power %69, %68 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
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
    %83 = stablehlo.convert %23 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
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
    %99 = stablehlo.transpose %arg4, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %101 = stablehlo.multiply %99, %100 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %102 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %103 = call @tril_17(%102) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %104 = stablehlo.convert %101 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %105:2 = call @_where_18(%103, %104, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.reduce(%105#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %108 = stablehlo.maximum %107, %106 : tensor<8x4x2x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %111 = stablehlo.subtract %105#0, %110 : tensor<8x4x2x64x64xf32>
    %112 = stablehlo.exponential %111 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %116 = stablehlo.divide %112, %115 : tensor<8x4x2x64x64xf32>
    %117 = stablehlo.multiply %114, %114 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %119 = stablehlo.divide %118, %117 : tensor<8x4x2x64x1xf32>
    %120 = stablehlo.convert %116 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %121 = stablehlo.transpose %arg5, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %122 = stablehlo.reshape %121 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %123 = sdy.sharding_constraint %arg6 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %139 = stablehlo.convert %arg13 : (tensor<128xbf16>) -> tensor<128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %142 = stablehlo.multiply %138, %141 : tensor<8x64x128xf32>
    %143 = stablehlo.convert %142 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %144:3 = call @silu_19(%arg7) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %145 = stablehlo.multiply %144#0, %arg8 : tensor<8x64x256xbf16>
    %146 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %147 = stablehlo.dot_general %146, %145, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %148 = stablehlo.transpose %147, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %149 = stablehlo.dot_general %146, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %150 = stablehlo.multiply %144#0, %149 : tensor<8x64x256xbf16>
    %151 = stablehlo.multiply %149, %arg8 : tensor<8x64x256xbf16>
    %152 = call @silu_20(%144#1, %arg7, %144#2, %151) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %153 = stablehlo.dot_general %150, %143, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %154 = stablehlo.transpose %153, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %155 = stablehlo.dot_general %150, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %156 = stablehlo.dot_general %152, %143, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %158 = stablehlo.dot_general %152, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %159 = stablehlo.add %155, %158 : tensor<8x64x128xbf16>
    %160 = stablehlo.convert %159 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %161 = stablehlo.multiply %138, %160 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %163 = stablehlo.reshape %162 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %164 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %165 = stablehlo.multiply %160, %164 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%163 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %167 = stablehlo.convert %166 : (tensor<128xf32>) -> tensor<128xbf16>
    %168 = stablehlo.multiply %125, %165 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %171 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %172 = stablehlo.multiply %165, %171 : tensor<8x64x128xf32>
    %173 = stablehlo.multiply %170, %136 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %175 = stablehlo.divide %173, %174 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %178 = stablehlo.multiply %125, %177 : tensor<8x64x128xf32>
    %179 = stablehlo.add %172, %178 : tensor<8x64x128xf32>
    %180 = stablehlo.multiply %177, %125 : tensor<8x64x128xf32>
    %181 = stablehlo.add %179, %180 : tensor<8x64x128xf32>
    %182 = stablehlo.convert %181 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %183 = stablehlo.add %arg0, %182 : tensor<8x64x128xbf16>
    %184 = sdy.sharding_constraint %183 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %185 = stablehlo.dot_general %184, %122, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %186 = stablehlo.transpose %185, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %187 = stablehlo.dot_general %184, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %188 = stablehlo.reshape %187 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %189 = stablehlo.transpose %188, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %190 = stablehlo.dot_general %189, %25, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %191 = stablehlo.dot_general %189, %120, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %192 = stablehlo.transpose %191, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %193 = stablehlo.convert %190 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %194 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<8x4x2x64x64xf32>
    %196 = stablehlo.multiply %195, %112 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %198 = stablehlo.reshape %197 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %199 = stablehlo.negate %198 : tensor<8x4x2x64x1xf32>
    %200 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %201 = stablehlo.divide %193, %200 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%199 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %204 = stablehlo.add %201, %203 : tensor<8x4x2x64x64xf32>
    %205 = stablehlo.multiply %204, %112 : tensor<8x4x2x64x64xf32>
    %206 = call @_where_21(%105#1, %205) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %207 = stablehlo.convert %206 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %208 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %209 = stablehlo.multiply %207, %208 : tensor<8x4x2x64x64xbf16>
    %210 = stablehlo.transpose %209, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %211 = stablehlo.dot_general %210, %97, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %213 = stablehlo.dot_general %210, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %215 = stablehlo.reshape %212 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %216 = stablehlo.convert %214 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %217 = stablehlo.slice %216 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %218 = stablehlo.slice %216 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %219 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<8x64x4x8xf32>
    %221 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<8x64x4x8xf32>
    %223 = stablehlo.negate %217 : tensor<8x64x4x8xf32>
    %224 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<8x64x4x8xf32>
    %226 = stablehlo.add %222, %225 : tensor<8x64x4x8xf32>
    %227 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %228 = stablehlo.multiply %217, %227 : tensor<8x64x4x8xf32>
    %229 = stablehlo.add %220, %228 : tensor<8x64x4x8xf32>
    %230 = stablehlo.concatenate %229, %226, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %231 = stablehlo.convert %230 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %232 = stablehlo.convert %215 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %233 = stablehlo.slice %232 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %234 = stablehlo.slice %232 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %235 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<8x64x8x8xf32>
    %237 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<8x64x8x8xf32>
    %239 = stablehlo.negate %233 : tensor<8x64x8x8xf32>
    %240 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<8x64x8x8xf32>
    %242 = stablehlo.add %238, %241 : tensor<8x64x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %244 = stablehlo.multiply %233, %243 : tensor<8x64x8x8xf32>
    %245 = stablehlo.add %236, %244 : tensor<8x64x8x8xf32>
    %246 = stablehlo.concatenate %245, %242, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %247 = stablehlo.convert %246 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %248 = stablehlo.reshape %192 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %249 = sdy.sharding_constraint %248 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %250 = stablehlo.dot_general %249, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %251 = stablehlo.transpose %250, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %252 = stablehlo.dot_general %249, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %253 = stablehlo.reshape %231 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %254 = sdy.sharding_constraint %253 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %255 = stablehlo.dot_general %254, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %256 = stablehlo.transpose %255, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %257 = stablehlo.dot_general %254, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %258 = stablehlo.add %252, %257 : tensor<8x64x128xbf16>
    %259 = stablehlo.reshape %247 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %260 = sdy.sharding_constraint %259 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %261 = stablehlo.dot_general %260, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %262 = stablehlo.transpose %261, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %263 = stablehlo.dot_general %260, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %264 = stablehlo.add %258, %263 : tensor<8x64x128xbf16>
    %265 = stablehlo.convert %264 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %266 = stablehlo.multiply %14, %265 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %268 = stablehlo.reshape %267 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %269 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %270 = stablehlo.multiply %265, %269 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%268 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %272 = stablehlo.convert %271 : (tensor<128xf32>) -> tensor<128xbf16>
    %273 = stablehlo.multiply %1, %270 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %275 = stablehlo.reshape %274 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %276 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %277 = stablehlo.multiply %270, %276 : tensor<8x64x128xf32>
    %278 = stablehlo.multiply %275, %12 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %283 = stablehlo.multiply %1, %282 : tensor<8x64x128xf32>
    %284 = stablehlo.add %277, %283 : tensor<8x64x128xf32>
    %285 = stablehlo.multiply %282, %1 : tensor<8x64x128xf32>
    %286 = stablehlo.add %284, %285 : tensor<8x64x128xf32>
    %287 = stablehlo.convert %286 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %288 = stablehlo.add %183, %287 : tensor<8x64x128xbf16>
    %289 = sdy.sharding_constraint %288 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %289, %272, %148, %157, %256, %167, %186, %262, %154, %251 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>
  }
  func.func private @tril_17(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_18(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_19(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_20(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_21(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_22(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_23(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<i32>) -> tensor<2x256x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xbf16>, tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xbf16>
    return %1 : tensor<2x256x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_24(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<128x256xbf16>, %arg2: tensor<i32>) -> tensor<2x128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xbf16>) -> tensor<1x128x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xbf16>, tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xbf16>
    return %1 : tensor<2x128x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_25(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<2x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xbf16>
    return %1 : tensor<2x128x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @_take_27(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_28(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
