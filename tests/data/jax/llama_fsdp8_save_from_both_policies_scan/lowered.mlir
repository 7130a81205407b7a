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
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %54:24 = stablehlo.while(%iterArg = %arg2, %iterArg_150 = %arg3, %iterArg_151 = %arg4, %iterArg_152 = %arg5, %iterArg_153 = %arg6, %iterArg_154 = %arg7, %iterArg_155 = %arg8, %iterArg_156 = %arg9, %iterArg_157 = %arg10, %iterArg_158 = %43, %iterArg_159 = %41, %iterArg_160 = %22, %iterArg_161 = %20, %iterArg_162 = %46#0, %iterArg_163 = %46#1, %iterArg_164 = %c_17, %iterArg_165 = %1, %iterArg_166 = %47, %iterArg_167 = %48, %iterArg_168 = %49, %iterArg_169 = %50, %iterArg_170 = %51, %iterArg_171 = %52, %iterArg_172 = %53) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>
    cond {
      %c_173 = stablehlo.constant dense<2> : tensor<i32>
      %510 = stablehlo.compare LT, %iterArg_164, %c_173, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %510 : tensor<i1>
    } do {
      %510 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_164) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %511 = func.call @dynamic_index_in_dim_1(%iterArg_150, %iterArg_164) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %512 = func.call @dynamic_index_in_dim_2(%iterArg_151, %iterArg_164) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %513 = func.call @dynamic_index_in_dim_3(%iterArg_152, %iterArg_164) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %514 = func.call @dynamic_index_in_dim(%iterArg_153, %iterArg_164) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %515 = func.call @dynamic_index_in_dim_4(%iterArg_154, %iterArg_164) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %516 = func.call @dynamic_index_in_dim_4(%iterArg_155, %iterArg_164) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %517 = func.call @dynamic_index_in_dim_2(%iterArg_156, %iterArg_164) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %518 = func.call @dynamic_index_in_dim_3(%iterArg_157, %iterArg_164) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %519:8 = func.call @closed_call(%iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_165, %510, %511, %512, %513, %514, %515, %516, %517, %518) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
      %520 = func.call @dynamic_update_index_in_dim(%iterArg_166, %519#1, %iterArg_164) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %521 = func.call @dynamic_update_index_in_dim(%iterArg_167, %519#2, %iterArg_164) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %522 = func.call @dynamic_update_index_in_dim_6(%iterArg_168, %519#3, %iterArg_164) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %523 = func.call @dynamic_update_index_in_dim_6(%iterArg_169, %519#4, %iterArg_164) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %524 = func.call @dynamic_update_index_in_dim(%iterArg_170, %519#5, %iterArg_164) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %525 = func.call @dynamic_update_index_in_dim_7(%iterArg_171, %519#6, %iterArg_164) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %526 = func.call @dynamic_update_index_in_dim_7(%iterArg_172, %519#7, %iterArg_164) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %c_173 = stablehlo.constant dense<1> : tensor<i32>
      %527 = stablehlo.add %iterArg_164, %c_173 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %527, %519#0, %520, %521, %522, %523, %524, %525, %526 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>
    }
    %55 = stablehlo.convert %54#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<8x64x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %62 = stablehlo.add %60, %61 : tensor<8x64x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<8x64x1xf32>
    %64 = stablehlo.divide %63, %62 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %68 = stablehlo.multiply %55, %67 : tensor<8x64x128xf32>
    %69 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %72 = stablehlo.multiply %68, %71 : tensor<8x64x128xf32>
    %73 = stablehlo.convert %72 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %74 = stablehlo.dot_general %73, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %75 = stablehlo.convert %74 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_22) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<8x64xf32>
    %80 = stablehlo.is_finite %79 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %82 = stablehlo.select %80, %79, %81 : tensor<8x64xi1>, tensor<8x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %85 = stablehlo.subtract %76, %84 : tensor<8x64x512xf32>
    %86 = stablehlo.exponential %85 : tensor<8x64x512xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %88 = stablehlo.abs %87 : tensor<8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %90 = stablehlo.compare GE, %87, %89, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %91 = stablehlo.log %88 : tensor<8x64xf32>
    %92 = stablehlo.add %91, %82 : tensor<8x64xf32>
    %93 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %94:2 = call @take_along_axis(%76, %93) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %95 = stablehlo.reshape %94#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %96 = stablehlo.subtract %92, %95 : tensor<8x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %98 = stablehlo.divide %97, %cst_28 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_30 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %99 = stablehlo.divide %cst_29, %cst_30 : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %101 = stablehlo.negate %100 : tensor<8x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %103 = call @take_along_axis_8(%94#1, %102) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %104 = stablehlo.divide %100, %88 : tensor<8x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %106 = stablehlo.select %90, %105, %104 : tensor<8x64xi1>, tensor<8x64xf32>
    %107 = stablehlo.select %90, %104, %105 : tensor<8x64xi1>, tensor<8x64xf32>
    %108 = stablehlo.negate %106 : tensor<8x64xf32>
    %109 = stablehlo.add %107, %108 : tensor<8x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %111 = stablehlo.multiply %110, %86 : tensor<8x64x512xf32>
    %112 = stablehlo.add %103, %111 : tensor<8x64x512xf32>
    %113 = sdy.sharding_constraint %112 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %114 = stablehlo.convert %113 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %115 = stablehlo.dot_general %114, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %117 = stablehlo.dot_general %114, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %118 = stablehlo.convert %117 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %119 = stablehlo.multiply %68, %118 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %121 = stablehlo.reshape %120 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %122 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %123 = stablehlo.multiply %118, %122 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%121 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %125 = stablehlo.convert %124 : (tensor<128xf32>) -> tensor<128xbf16>
    %126 = stablehlo.multiply %55, %123 : tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %129 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %130 = stablehlo.multiply %123, %129 : tensor<8x64x128xf32>
    %131 = stablehlo.multiply %128, %66 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<8x64x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %136 = stablehlo.multiply %55, %135 : tensor<8x64x128xf32>
    %137 = stablehlo.add %130, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.multiply %135, %55 : tensor<8x64x128xf32>
    %139 = stablehlo.add %137, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.convert %139 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %147 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %149 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %150:27 = stablehlo.while(%iterArg = %54#17, %iterArg_150 = %54#18, %iterArg_151 = %54#19, %iterArg_152 = %54#20, %iterArg_153 = %54#21, %iterArg_154 = %54#22, %iterArg_155 = %54#23, %iterArg_156 = %arg2, %iterArg_157 = %arg3, %iterArg_158 = %arg4, %iterArg_159 = %arg5, %iterArg_160 = %arg6, %iterArg_161 = %arg7, %iterArg_162 = %arg8, %iterArg_163 = %arg9, %iterArg_164 = %arg10, %iterArg_165 = %c_46, %iterArg_166 = %140, %iterArg_167 = %141, %iterArg_168 = %142, %iterArg_169 = %143, %iterArg_170 = %144, %iterArg_171 = %145, %iterArg_172 = %146, %iterArg_173 = %147, %iterArg_174 = %148, %iterArg_175 = %149) : tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_176 = stablehlo.constant dense<2> : tensor<i32>
      %510 = stablehlo.compare LT, %iterArg_165, %c_176, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %510 : tensor<i1>
    } do {
      %c_176 = stablehlo.constant dense<2> : tensor<i32>
      %510 = stablehlo.subtract %c_176, %iterArg_165 : tensor<i32>
      %c_177 = stablehlo.constant dense<1> : tensor<i32>
      %511 = stablehlo.subtract %510, %c_177 : tensor<i32>
      %512 = func.call @dynamic_index_in_dim_9(%iterArg, %511) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %513 = func.call @dynamic_index_in_dim_9(%iterArg_150, %511) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %514 = func.call @dynamic_index_in_dim_10(%iterArg_151, %511) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %515 = func.call @dynamic_index_in_dim_10(%iterArg_152, %511) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %516 = func.call @dynamic_index_in_dim_9(%iterArg_153, %511) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %517 = func.call @dynamic_index_in_dim_11(%iterArg_154, %511) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %518 = func.call @dynamic_index_in_dim_11(%iterArg_155, %511) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %519 = func.call @dynamic_index_in_dim(%iterArg_156, %511) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %520 = func.call @dynamic_index_in_dim_1(%iterArg_157, %511) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %521 = func.call @dynamic_index_in_dim_2(%iterArg_158, %511) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %522 = func.call @dynamic_index_in_dim_3(%iterArg_159, %511) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %523 = func.call @dynamic_index_in_dim(%iterArg_160, %511) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %524 = func.call @dynamic_index_in_dim_4(%iterArg_161, %511) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %525 = func.call @dynamic_index_in_dim_4(%iterArg_162, %511) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %526 = func.call @dynamic_index_in_dim_2(%iterArg_163, %511) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %527 = func.call @dynamic_index_in_dim_3(%iterArg_164, %511) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %528:10 = func.call @closed_call_12(%iterArg_166, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527) : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %529 = func.call @dynamic_update_index_in_dim_18(%iterArg_167, %528#1, %511) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %530 = func.call @dynamic_update_index_in_dim_19(%iterArg_168, %528#2, %511) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %531 = func.call @dynamic_update_index_in_dim_20(%iterArg_169, %528#3, %511) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %532 = func.call @dynamic_update_index_in_dim_21(%iterArg_170, %528#4, %511) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %533 = func.call @dynamic_update_index_in_dim_18(%iterArg_171, %528#5, %511) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %534 = func.call @dynamic_update_index_in_dim_22(%iterArg_172, %528#6, %511) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %535 = func.call @dynamic_update_index_in_dim_22(%iterArg_173, %528#7, %511) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %536 = func.call @dynamic_update_index_in_dim_20(%iterArg_174, %528#8, %511) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %537 = func.call @dynamic_update_index_in_dim_21(%iterArg_175, %528#9, %511) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_178 = stablehlo.constant dense<1> : tensor<i32>
      %538 = stablehlo.add %iterArg_165, %c_178 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %538, %528#0, %529, %530, %531, %532, %533, %534, %535, %536, %537 : tensor<2x8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %151 = sdy.sharding_constraint %150#17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %152 = call @_take_23(%0#1, %151) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %153 = stablehlo.convert %152 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %154 = stablehlo.convert %125 : (tensor<128xbf16>) -> tensor<128xf32>
    %155 = stablehlo.convert %150#18 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %156 = stablehlo.convert %150#19 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %157 = stablehlo.convert %150#20 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %158 = stablehlo.convert %150#21 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %159 = stablehlo.convert %150#22 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %160 = stablehlo.convert %150#23 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %161 = stablehlo.convert %150#24 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %162 = stablehlo.convert %150#25 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %163 = stablehlo.convert %150#26 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %164 = stablehlo.convert %116 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %166 = stablehlo.multiply %165, %153 : tensor<512x128xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %168 = stablehlo.multiply %167, %arg25 : tensor<512x128xf32>
    %169 = stablehlo.add %166, %168 : tensor<512x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.multiply %170, %154 : tensor<128xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %173 = stablehlo.multiply %172, %arg26 : tensor<128xf32>
    %174 = stablehlo.add %171, %173 : tensor<128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %176 = stablehlo.multiply %175, %155 : tensor<2x128xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %178 = stablehlo.multiply %177, %arg27 : tensor<2x128xf32>
    %179 = stablehlo.add %176, %178 : tensor<2x128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %181 = stablehlo.multiply %180, %156 : tensor<2x256x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %183 = stablehlo.multiply %182, %arg28 : tensor<2x256x128xf32>
    %184 = stablehlo.add %181, %183 : tensor<2x256x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %186 = stablehlo.multiply %185, %157 : tensor<2x128x256xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %188 = stablehlo.multiply %187, %arg29 : tensor<2x128x256xf32>
    %189 = stablehlo.add %186, %188 : tensor<2x128x256xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %191 = stablehlo.multiply %190, %158 : tensor<2x128x64xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %193 = stablehlo.multiply %192, %arg30 : tensor<2x128x64xf32>
    %194 = stablehlo.add %191, %193 : tensor<2x128x64xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %196 = stablehlo.multiply %195, %159 : tensor<2x128xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %198 = stablehlo.multiply %197, %arg31 : tensor<2x128xf32>
    %199 = stablehlo.add %196, %198 : tensor<2x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %201 = stablehlo.multiply %200, %160 : tensor<2x128x128xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %203 = stablehlo.multiply %202, %arg32 : tensor<2x128x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<2x128x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %206 = stablehlo.multiply %205, %161 : tensor<2x128x128xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %208 = stablehlo.multiply %207, %arg33 : tensor<2x128x128xf32>
    %209 = stablehlo.add %206, %208 : tensor<2x128x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %211 = stablehlo.multiply %210, %162 : tensor<2x128x256xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %213 = stablehlo.multiply %212, %arg34 : tensor<2x128x256xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x128x256xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %216 = stablehlo.multiply %215, %163 : tensor<2x128x64xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %218 = stablehlo.multiply %217, %arg35 : tensor<2x128x64xf32>
    %219 = stablehlo.add %216, %218 : tensor<2x128x64xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %221 = stablehlo.multiply %220, %164 : tensor<128x512xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %223 = stablehlo.multiply %222, %arg36 : tensor<128x512xf32>
    %224 = stablehlo.add %221, %223 : tensor<128x512xf32>
    %225 = stablehlo.multiply %153, %153 : tensor<512x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<512x128xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %229 = stablehlo.multiply %228, %arg37 : tensor<512x128xf32>
    %230 = stablehlo.add %227, %229 : tensor<512x128xf32>
    %231 = stablehlo.multiply %154, %154 : tensor<128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<128xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %235 = stablehlo.multiply %234, %arg38 : tensor<128xf32>
    %236 = stablehlo.add %233, %235 : tensor<128xf32>
    %237 = stablehlo.multiply %155, %155 : tensor<2x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<2x128xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %241 = stablehlo.multiply %240, %arg39 : tensor<2x128xf32>
    %242 = stablehlo.add %239, %241 : tensor<2x128xf32>
    %243 = stablehlo.multiply %156, %156 : tensor<2x256x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<2x256x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %247 = stablehlo.multiply %246, %arg40 : tensor<2x256x128xf32>
    %248 = stablehlo.add %245, %247 : tensor<2x256x128xf32>
    %249 = stablehlo.multiply %157, %157 : tensor<2x128x256xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<2x128x256xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %253 = stablehlo.multiply %252, %arg41 : tensor<2x128x256xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x128x256xf32>
    %255 = stablehlo.multiply %158, %158 : tensor<2x128x64xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %257 = stablehlo.multiply %256, %255 : tensor<2x128x64xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %259 = stablehlo.multiply %258, %arg42 : tensor<2x128x64xf32>
    %260 = stablehlo.add %257, %259 : tensor<2x128x64xf32>
    %261 = stablehlo.multiply %159, %159 : tensor<2x128xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<2x128xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %265 = stablehlo.multiply %264, %arg43 : tensor<2x128xf32>
    %266 = stablehlo.add %263, %265 : tensor<2x128xf32>
    %267 = stablehlo.multiply %160, %160 : tensor<2x128x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %269 = stablehlo.multiply %268, %267 : tensor<2x128x128xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %271 = stablehlo.multiply %270, %arg44 : tensor<2x128x128xf32>
    %272 = stablehlo.add %269, %271 : tensor<2x128x128xf32>
    %273 = stablehlo.multiply %161, %161 : tensor<2x128x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<2x128x128xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %277 = stablehlo.multiply %276, %arg45 : tensor<2x128x128xf32>
    %278 = stablehlo.add %275, %277 : tensor<2x128x128xf32>
    %279 = stablehlo.multiply %162, %162 : tensor<2x128x256xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<2x128x256xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %283 = stablehlo.multiply %282, %arg46 : tensor<2x128x256xf32>
    %284 = stablehlo.add %281, %283 : tensor<2x128x256xf32>
    %285 = stablehlo.multiply %163, %163 : tensor<2x128x64xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<2x128x64xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %289 = stablehlo.multiply %288, %arg47 : tensor<2x128x64xf32>
    %290 = stablehlo.add %287, %289 : tensor<2x128x64xf32>
    %291 = stablehlo.multiply %164, %164 : tensor<128x512xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %293 = stablehlo.multiply %292, %291 : tensor<128x512xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %295 = stablehlo.multiply %294, %arg48 : tensor<128x512xf32>
    %296 = stablehlo.add %293, %295 : tensor<128x512xf32>
    %c_95 = stablehlo.constant dense<2147483647> : tensor<i32>
    %297 = stablehlo.compare LT, %arg24, %c_95, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_96 = stablehlo.constant dense<1> : tensor<i32>
    %298 = stablehlo.add %arg24, %c_96 : tensor<i32>
    %c_97 = stablehlo.constant dense<2147483647> : tensor<i32>
    %299 = call @_where_24(%297, %298, %c_97) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %300 = stablehlo.convert %299 : (tensor<i32>) -> tensor<f32>
    %301 = stablehlo.power %cst_98, %300 : tensor<f32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.subtract %cst_99, %301 : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %304 = stablehlo.divide %169, %303 : tensor<512x128xf32>
    %305 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %306 = stablehlo.divide %174, %305 : tensor<128xf32>
    %307 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %308 = stablehlo.divide %179, %307 : tensor<2x128xf32>
    %309 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %310 = stablehlo.divide %184, %309 : tensor<2x256x128xf32>
    %311 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %312 = stablehlo.divide %189, %311 : tensor<2x128x256xf32>
    %313 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %314 = stablehlo.divide %194, %313 : tensor<2x128x64xf32>
    %315 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %316 = stablehlo.divide %199, %315 : tensor<2x128xf32>
    %317 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %318 = stablehlo.divide %204, %317 : tensor<2x128x128xf32>
    %319 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %320 = stablehlo.divide %209, %319 : tensor<2x128x128xf32>
    %321 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %322 = stablehlo.divide %214, %321 : tensor<2x128x256xf32>
    %323 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %324 = stablehlo.divide %219, %323 : tensor<2x128x64xf32>
    %325 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %326 = stablehlo.divide %224, %325 : tensor<128x512xf32>
    %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %327 = stablehlo.convert %299 : (tensor<i32>) -> tensor<f32>
    %328 = stablehlo.power %cst_100, %327 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.subtract %cst_101, %328 : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %331 = stablehlo.divide %230, %330 : tensor<512x128xf32>
    %332 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %333 = stablehlo.divide %236, %332 : tensor<128xf32>
    %334 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %335 = stablehlo.divide %242, %334 : tensor<2x128xf32>
    %336 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %337 = stablehlo.divide %248, %336 : tensor<2x256x128xf32>
    %338 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %339 = stablehlo.divide %254, %338 : tensor<2x128x256xf32>
    %340 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %341 = stablehlo.divide %260, %340 : tensor<2x128x64xf32>
    %342 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %343 = stablehlo.divide %266, %342 : tensor<2x128xf32>
    %344 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %345 = stablehlo.divide %272, %344 : tensor<2x128x128xf32>
    %346 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %347 = stablehlo.divide %278, %346 : tensor<2x128x128xf32>
    %348 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %349 = stablehlo.divide %284, %348 : tensor<2x128x256xf32>
    %350 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %351 = stablehlo.divide %290, %350 : tensor<2x128x64xf32>
    %352 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %353 = stablehlo.divide %296, %352 : tensor<128x512xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %355 = stablehlo.add %331, %354 : tensor<512x128xf32>
    %356 = stablehlo.sqrt %355 : tensor<512x128xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %358 = stablehlo.add %356, %357 : tensor<512x128xf32>
    %359 = stablehlo.divide %304, %358 : tensor<512x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %361 = stablehlo.add %333, %360 : tensor<128xf32>
    %362 = stablehlo.sqrt %361 : tensor<128xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %364 = stablehlo.add %362, %363 : tensor<128xf32>
    %365 = stablehlo.divide %306, %364 : tensor<128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %367 = stablehlo.add %335, %366 : tensor<2x128xf32>
    %368 = stablehlo.sqrt %367 : tensor<2x128xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %370 = stablehlo.add %368, %369 : tensor<2x128xf32>
    %371 = stablehlo.divide %308, %370 : tensor<2x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %373 = stablehlo.add %337, %372 : tensor<2x256x128xf32>
    %374 = stablehlo.sqrt %373 : tensor<2x256x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %376 = stablehlo.add %374, %375 : tensor<2x256x128xf32>
    %377 = stablehlo.divide %310, %376 : tensor<2x256x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %379 = stablehlo.add %339, %378 : tensor<2x128x256xf32>
    %380 = stablehlo.sqrt %379 : tensor<2x128x256xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %382 = stablehlo.add %380, %381 : tensor<2x128x256xf32>
    %383 = stablehlo.divide %312, %382 : tensor<2x128x256xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %385 = stablehlo.add %341, %384 : tensor<2x128x64xf32>
    %386 = stablehlo.sqrt %385 : tensor<2x128x64xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %388 = stablehlo.add %386, %387 : tensor<2x128x64xf32>
    %389 = stablehlo.divide %314, %388 : tensor<2x128x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %391 = stablehlo.add %343, %390 : tensor<2x128xf32>
    %392 = stablehlo.sqrt %391 : tensor<2x128xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %394 = stablehlo.add %392, %393 : tensor<2x128xf32>
    %395 = stablehlo.divide %316, %394 : tensor<2x128xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %397 = stablehlo.add %345, %396 : tensor<2x128x128xf32>
    %398 = stablehlo.sqrt %397 : tensor<2x128x128xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %400 = stablehlo.add %398, %399 : tensor<2x128x128xf32>
    %401 = stablehlo.divide %318, %400 : tensor<2x128x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %403 = stablehlo.add %347, %402 : tensor<2x128x128xf32>
    %404 = stablehlo.sqrt %403 : tensor<2x128x128xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %406 = stablehlo.add %404, %405 : tensor<2x128x128xf32>
    %407 = stablehlo.divide %320, %406 : tensor<2x128x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %409 = stablehlo.add %349, %408 : tensor<2x128x256xf32>
    %410 = stablehlo.sqrt %409 : tensor<2x128x256xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %412 = stablehlo.add %410, %411 : tensor<2x128x256xf32>
    %413 = stablehlo.divide %322, %412 : tensor<2x128x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %415 = stablehlo.add %351, %414 : tensor<2x128x64xf32>
    %416 = stablehlo.sqrt %415 : tensor<2x128x64xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %418 = stablehlo.add %416, %417 : tensor<2x128x64xf32>
    %419 = stablehlo.divide %324, %418 : tensor<2x128x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %421 = stablehlo.add %353, %420 : tensor<128x512xf32>
    %422 = stablehlo.sqrt %421 : tensor<128x512xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %424 = stablehlo.add %422, %423 : tensor<128x512xf32>
    %425 = stablehlo.divide %326, %424 : tensor<128x512xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %427 = stablehlo.multiply %426, %arg12 : tensor<512x128xf32>
    %428 = stablehlo.add %359, %427 : tensor<512x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %430 = stablehlo.multiply %429, %arg13 : tensor<128xf32>
    %431 = stablehlo.add %365, %430 : tensor<128xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %433 = stablehlo.multiply %432, %arg14 : tensor<2x128xf32>
    %434 = stablehlo.add %371, %433 : tensor<2x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %436 = stablehlo.multiply %435, %arg15 : tensor<2x256x128xf32>
    %437 = stablehlo.add %377, %436 : tensor<2x256x128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %439 = stablehlo.multiply %438, %arg16 : tensor<2x128x256xf32>
    %440 = stablehlo.add %383, %439 : tensor<2x128x256xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %442 = stablehlo.multiply %441, %arg17 : tensor<2x128x64xf32>
    %443 = stablehlo.add %389, %442 : tensor<2x128x64xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %445 = stablehlo.multiply %444, %arg18 : tensor<2x128xf32>
    %446 = stablehlo.add %395, %445 : tensor<2x128xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %448 = stablehlo.multiply %447, %arg19 : tensor<2x128x128xf32>
    %449 = stablehlo.add %401, %448 : tensor<2x128x128xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %451 = stablehlo.multiply %450, %arg20 : tensor<2x128x128xf32>
    %452 = stablehlo.add %407, %451 : tensor<2x128x128xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %454 = stablehlo.multiply %453, %arg21 : tensor<2x128x256xf32>
    %455 = stablehlo.add %413, %454 : tensor<2x128x256xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %457 = stablehlo.multiply %456, %arg22 : tensor<2x128x64xf32>
    %458 = stablehlo.add %419, %457 : tensor<2x128x64xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %460 = stablehlo.multiply %459, %arg23 : tensor<128x512xf32>
    %461 = stablehlo.add %425, %460 : tensor<128x512xf32>
    %cst_138 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %463 = stablehlo.multiply %462, %428 : tensor<512x128xf32>
    %cst_139 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %465 = stablehlo.multiply %464, %431 : tensor<128xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %467 = stablehlo.multiply %466, %434 : tensor<2x128xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %469 = stablehlo.multiply %468, %437 : tensor<2x256x128xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %471 = stablehlo.multiply %470, %440 : tensor<2x128x256xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %473 = stablehlo.multiply %472, %443 : tensor<2x128x64xf32>
    %cst_144 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %475 = stablehlo.multiply %474, %446 : tensor<2x128xf32>
    %cst_145 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %477 = stablehlo.multiply %476, %449 : tensor<2x128x128xf32>
    %cst_146 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %479 = stablehlo.multiply %478, %452 : tensor<2x128x128xf32>
    %cst_147 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %481 = stablehlo.multiply %480, %455 : tensor<2x128x256xf32>
    %cst_148 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %483 = stablehlo.multiply %482, %458 : tensor<2x128x64xf32>
    %cst_149 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %485 = stablehlo.multiply %484, %461 : tensor<128x512xf32>
    %486 = stablehlo.add %arg12, %463 : tensor<512x128xf32>
    %487 = stablehlo.add %arg13, %465 : tensor<128xf32>
    %488 = stablehlo.add %arg14, %467 : tensor<2x128xf32>
    %489 = stablehlo.add %arg15, %469 : tensor<2x256x128xf32>
    %490 = stablehlo.add %arg16, %471 : tensor<2x128x256xf32>
    %491 = stablehlo.add %arg17, %473 : tensor<2x128x64xf32>
    %492 = stablehlo.add %arg18, %475 : tensor<2x128xf32>
    %493 = stablehlo.add %arg19, %477 : tensor<2x128x128xf32>
    %494 = stablehlo.add %arg20, %479 : tensor<2x128x128xf32>
    %495 = stablehlo.add %arg21, %481 : tensor<2x128x256xf32>
    %496 = stablehlo.add %arg22, %483 : tensor<2x128x64xf32>
    %497 = stablehlo.add %arg23, %485 : tensor<128x512xf32>
    %498 = stablehlo.convert %486 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %499 = stablehlo.convert %487 : (tensor<128xf32>) -> tensor<128xbf16>
    %500 = stablehlo.convert %488 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %501 = stablehlo.convert %489 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %502 = stablehlo.convert %490 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %503 = stablehlo.convert %491 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %504 = stablehlo.convert %492 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %505 = stablehlo.convert %493 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %506 = stablehlo.convert %494 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %507 = stablehlo.convert %495 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %508 = stablehlo.convert %496 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %509 = stablehlo.convert %497 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %508, %509, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %496, %497, %299, %169, %174, %179, %184, %189, %194, %199, %204, %209, %214, %219, %224, %230, %236, %242, %248, %254, %260, %266, %272, %278, %284, %290, %296, %98 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
    %0 = sdy.sharding_constraint %arg6 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1 = stablehlo.reduce_precision %0, format = e8m7 : tensor<8x64x128xbf16>
    %2 = stablehlo.convert %1 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x64x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %12 = stablehlo.multiply %2, %11 : tensor<8x64x128xf32>
    %13 = stablehlo.convert %arg7 : (tensor<128xbf16>) -> tensor<128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<8x64x128xf32>
    %17 = stablehlo.convert %16 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %18 = stablehlo.dot_general %17, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.reduce_precision %18, format = e8m7 : tensor<8x64x128xbf16>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %22 = stablehlo.dot_general %17, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %23 = stablehlo.reduce_precision %22, format = e8m7 : tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.dot_general %17, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %27 = stablehlo.reduce_precision %26, format = e8m7 : tensor<8x64x64xbf16>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %29 = stablehlo.reshape %28 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %30 = stablehlo.convert %21 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %31 = stablehlo.slice %30 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %32 = stablehlo.slice %30 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<8x64x8x8xf32>
    %35 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<8x64x8x8xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<8x64x8x8xf32>
    %38 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %39 = stablehlo.multiply %32, %38 : tensor<8x64x8x8xf32>
    %40 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<8x64x8x8xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x64x8x8xf32>
    %43 = stablehlo.concatenate %37, %42, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %44 = stablehlo.convert %43 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %45 = stablehlo.convert %25 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %46 = stablehlo.slice %45 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %47 = stablehlo.slice %45 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<8x64x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<8x64x4x8xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<8x64x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %54 = stablehlo.multiply %47, %53 : tensor<8x64x4x8xf32>
    %55 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %56 = stablehlo.multiply %46, %55 : tensor<8x64x4x8xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x64x4x8xf32>
    %58 = stablehlo.concatenate %52, %57, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %59 = stablehlo.convert %58 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %60 = stablehlo.reshape %44 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %61 = stablehlo.dot_general %59, %60, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
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
    %79 = stablehlo.dot_general %29, %78, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %80 = stablehlo.transpose %79, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %81 = stablehlo.reshape %80 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %82 = stablehlo.dot_general %81, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %83 = stablehlo.reduce_precision %82, format = e8m7 : tensor<8x64x128xbf16>
    %84 = sdy.sharding_constraint %83 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %85 = stablehlo.add %1, %84 : tensor<8x64x128xbf16>
    %86 = stablehlo.convert %85 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<8x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %93 = stablehlo.add %91, %92 : tensor<8x64x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<8x64x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %96 = stablehlo.multiply %86, %95 : tensor<8x64x128xf32>
    %97 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %100 = stablehlo.multiply %96, %99 : tensor<8x64x128xf32>
    %101 = stablehlo.convert %100 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %102 = stablehlo.dot_general %101, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %103 = stablehlo.reduce_precision %102, format = e8m7 : tensor<8x64x256xbf16>
    %104 = stablehlo.dot_general %101, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %105 = stablehlo.reduce_precision %104, format = e8m7 : tensor<8x64x256xbf16>
    %106 = call @silu(%103) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %107 = stablehlo.multiply %106, %105 : tensor<8x64x256xbf16>
    %108 = stablehlo.dot_general %107, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %110 = stablehlo.add %85, %109 : tensor<8x64x128xbf16>
    return %110, %1, %19, %23, %27, %83, %103, %105 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>
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
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x256xbf16> {
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
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<i32>) -> tensor<8x64x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<2x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xbf16>) -> tensor<8x64x256xbf16>
    return %1 : tensor<8x64x256xbf16>
  }
  func.func private @closed_call_12(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<8x64x128xbf16>, %arg3: tensor<8x64x64xbf16>, %arg4: tensor<8x64x64xbf16>, %arg5: tensor<8x64x128xbf16>, %arg6: tensor<8x64x256xbf16>, %arg7: tensor<8x64x256xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<256x128xbf16>, %arg10: tensor<128x256xbf16>, %arg11: tensor<128x64xbf16>, %arg12: tensor<128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x128xbf16>, %arg15: tensor<128x256xbf16>, %arg16: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
    %0 = stablehlo.convert %arg1 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x64x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x64x1xf32>
    %9 = stablehlo.divide %8, %7 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<8x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<8x64x128xf32>
    %14 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = sdy.sharding_constraint %arg2 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %20 = stablehlo.reshape %19 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %21 = sdy.sharding_constraint %arg3 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = sdy.sharding_constraint %arg4 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %25 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.add %28, %27 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.divide %29, %30 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.power %32, %31 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.divide %34, %33 : tensor<8xf32>
    %36 = stablehlo.iota dim = 0 : tensor<64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<64x8xf32>
    %42 = stablehlo.sine %41 : tensor<64x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %44 = stablehlo.cosine %41 : tensor<64x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %46 = stablehlo.convert %20 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %47 = stablehlo.slice %46 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %48 = stablehlo.slice %46 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %50 = stablehlo.multiply %47, %49 : tensor<8x64x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<8x64x8x8xf32>
    %53 = stablehlo.subtract %50, %52 : tensor<8x64x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<8x64x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %57 = stablehlo.multiply %47, %56 : tensor<8x64x8x8xf32>
    %58 = stablehlo.add %55, %57 : tensor<8x64x8x8xf32>
    %59 = stablehlo.concatenate %53, %58, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %60 = stablehlo.convert %59 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %61 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.add %64, %63 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.power %68, %67 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.divide %70, %69 : tensor<8xf32>
    %72 = stablehlo.iota dim = 0 : tensor<64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<64x8xf32>
    %78 = stablehlo.sine %77 : tensor<64x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %80 = stablehlo.cosine %77 : tensor<64x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %82 = stablehlo.convert %22 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %83 = stablehlo.slice %82 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %84 = stablehlo.slice %82 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %85 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %86 = stablehlo.multiply %83, %85 : tensor<8x64x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %88 = stablehlo.multiply %84, %87 : tensor<8x64x4x8xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<8x64x4x8xf32>
    %90 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %91 = stablehlo.multiply %84, %90 : tensor<8x64x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %93 = stablehlo.multiply %83, %92 : tensor<8x64x4x8xf32>
    %94 = stablehlo.add %91, %93 : tensor<8x64x4x8xf32>
    %95 = stablehlo.concatenate %89, %94, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %96 = stablehlo.convert %95 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %97 = stablehlo.reshape %60 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %98 = stablehlo.dot_general %96, %97, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %99 = stablehlo.transpose %98, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %101 = stablehlo.multiply %99, %100 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %102 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %103 = call @tril_13(%102) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %104 = stablehlo.convert %101 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %105:2 = call @_where_14(%103, %104, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
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
    %121 = stablehlo.dot_general %24, %120, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %122 = stablehlo.transpose %121, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %123 = stablehlo.reshape %122 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %124 = sdy.sharding_constraint %arg5 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %125 = stablehlo.add %arg1, %124 : tensor<8x64x128xbf16>
    %126 = stablehlo.convert %125 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %127 = stablehlo.multiply %126, %126 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %131 = stablehlo.divide %129, %130 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %133 = stablehlo.add %131, %132 : tensor<8x64x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<8x64x1xf32>
    %135 = stablehlo.divide %134, %133 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<8x64x1xf32>
    %138 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.multiply %126, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.convert %arg12 : (tensor<128xbf16>) -> tensor<128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<8x64x128xf32>
    %144 = stablehlo.convert %143 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %145:3 = call @silu_15(%arg6) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %146 = stablehlo.multiply %145#0, %arg7 : tensor<8x64x256xbf16>
    %147 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %148 = stablehlo.dot_general %147, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %149 = stablehlo.transpose %148, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %150 = stablehlo.dot_general %147, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %151 = stablehlo.multiply %145#0, %150 : tensor<8x64x256xbf16>
    %152 = stablehlo.multiply %150, %arg7 : tensor<8x64x256xbf16>
    %153 = call @silu_16(%145#1, %arg6, %145#2, %152) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %154 = stablehlo.dot_general %151, %144, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %155 = stablehlo.transpose %154, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %156 = stablehlo.dot_general %151, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %157 = stablehlo.dot_general %153, %144, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %158 = stablehlo.transpose %157, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %159 = stablehlo.dot_general %153, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %160 = stablehlo.add %156, %159 : tensor<8x64x128xbf16>
    %161 = stablehlo.convert %160 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %162 = stablehlo.multiply %139, %161 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %164 = stablehlo.reshape %163 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %165 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %166 = stablehlo.multiply %161, %165 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%164 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %168 = stablehlo.convert %167 : (tensor<128xf32>) -> tensor<128xbf16>
    %169 = stablehlo.multiply %126, %166 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %172 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %173 = stablehlo.multiply %166, %172 : tensor<8x64x128xf32>
    %174 = stablehlo.multiply %171, %137 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %179 = stablehlo.multiply %126, %178 : tensor<8x64x128xf32>
    %180 = stablehlo.add %173, %179 : tensor<8x64x128xf32>
    %181 = stablehlo.multiply %178, %126 : tensor<8x64x128xf32>
    %182 = stablehlo.add %180, %181 : tensor<8x64x128xf32>
    %183 = stablehlo.convert %182 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %184 = stablehlo.add %arg0, %183 : tensor<8x64x128xbf16>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %186 = stablehlo.dot_general %185, %123, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %187 = stablehlo.transpose %186, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %188 = stablehlo.dot_general %185, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %189 = stablehlo.reshape %188 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %190 = stablehlo.transpose %189, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %191 = stablehlo.dot_general %190, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %192 = stablehlo.dot_general %190, %120, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %193 = stablehlo.transpose %192, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %194 = stablehlo.convert %191 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %195 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<8x4x2x64x64xf32>
    %197 = stablehlo.multiply %196, %112 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %200 = stablehlo.negate %199 : tensor<8x4x2x64x1xf32>
    %201 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %202 = stablehlo.divide %194, %201 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%200 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %205 = stablehlo.add %202, %204 : tensor<8x4x2x64x64xf32>
    %206 = stablehlo.multiply %205, %112 : tensor<8x4x2x64x64xf32>
    %207 = call @_where_17(%105#1, %206) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %208 = stablehlo.convert %207 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %209 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %210 = stablehlo.multiply %208, %209 : tensor<8x4x2x64x64xbf16>
    %211 = stablehlo.transpose %210, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %212 = stablehlo.dot_general %211, %96, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %214 = stablehlo.dot_general %211, %97, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %216 = stablehlo.reshape %213 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %217 = stablehlo.convert %215 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %218 = stablehlo.slice %217 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %219 = stablehlo.slice %217 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %220 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<8x64x4x8xf32>
    %222 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %223 = stablehlo.multiply %219, %222 : tensor<8x64x4x8xf32>
    %224 = stablehlo.negate %218 : tensor<8x64x4x8xf32>
    %225 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<8x64x4x8xf32>
    %227 = stablehlo.add %223, %226 : tensor<8x64x4x8xf32>
    %228 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %229 = stablehlo.multiply %218, %228 : tensor<8x64x4x8xf32>
    %230 = stablehlo.add %221, %229 : tensor<8x64x4x8xf32>
    %231 = stablehlo.concatenate %230, %227, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %232 = stablehlo.convert %231 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %233 = stablehlo.convert %216 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %234 = stablehlo.slice %233 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %235 = stablehlo.slice %233 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %236 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<8x64x8x8xf32>
    %238 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<8x64x8x8xf32>
    %240 = stablehlo.negate %234 : tensor<8x64x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<8x64x8x8xf32>
    %243 = stablehlo.add %239, %242 : tensor<8x64x8x8xf32>
    %244 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %245 = stablehlo.multiply %234, %244 : tensor<8x64x8x8xf32>
    %246 = stablehlo.add %237, %245 : tensor<8x64x8x8xf32>
    %247 = stablehlo.concatenate %246, %243, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %248 = stablehlo.convert %247 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %249 = stablehlo.reshape %193 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %250 = sdy.sharding_constraint %249 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %251 = stablehlo.dot_general %250, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %252 = stablehlo.transpose %251, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %253 = stablehlo.dot_general %250, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %254 = stablehlo.reshape %232 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %255 = sdy.sharding_constraint %254 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %256 = stablehlo.dot_general %255, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %257 = stablehlo.transpose %256, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %258 = stablehlo.dot_general %255, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %259 = stablehlo.add %253, %258 : tensor<8x64x128xbf16>
    %260 = stablehlo.reshape %248 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %261 = sdy.sharding_constraint %260 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %262 = stablehlo.dot_general %261, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %263 = stablehlo.transpose %262, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %264 = stablehlo.dot_general %261, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %265 = stablehlo.add %259, %264 : tensor<8x64x128xbf16>
    %266 = stablehlo.convert %265 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %267 = stablehlo.multiply %13, %266 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %269 = stablehlo.reshape %268 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %270 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %271 = stablehlo.multiply %266, %270 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%269 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %273 = stablehlo.convert %272 : (tensor<128xf32>) -> tensor<128xbf16>
    %274 = stablehlo.multiply %0, %271 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %277 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %278 = stablehlo.multiply %271, %277 : tensor<8x64x128xf32>
    %279 = stablehlo.multiply %276, %11 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %281 = stablehlo.divide %279, %280 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %284 = stablehlo.multiply %0, %283 : tensor<8x64x128xf32>
    %285 = stablehlo.add %278, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.multiply %283, %0 : tensor<8x64x128xf32>
    %287 = stablehlo.add %285, %286 : tensor<8x64x128xf32>
    %288 = stablehlo.convert %287 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %289 = stablehlo.add %184, %288 : tensor<8x64x128xbf16>
    %290 = sdy.sharding_constraint %289 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %290, %273, %149, %158, %257, %168, %187, %263, %155, %252 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>
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
