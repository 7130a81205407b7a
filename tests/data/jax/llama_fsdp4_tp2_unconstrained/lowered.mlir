module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<4x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg50: tensor<4x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg50) : (tensor<512x128xbf16>, tensor<4x64xi32>) -> (tensor<4x64x128xbf16>, tensor<4x64x1xi32>)
    %1 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.add %4, %3 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.power %8, %7 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.divide %10, %9 : tensor<8xf32>
    %12 = stablehlo.iota dim = 0 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<64x8xf32>
    %18 = stablehlo.sine %17 : tensor<64x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %20 = stablehlo.cosine %17 : tensor<64x8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %22 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.add %25, %24 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.divide %26, %27 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.power %29, %28 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %31, %30 : tensor<8xf32>
    %33 = stablehlo.iota dim = 0 : tensor<64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<64x8xf32>
    %39 = stablehlo.sine %38 : tensor<64x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %41 = stablehlo.cosine %38 : tensor<64x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %44 = call @tril(%43) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %45:2 = call @_where_0(%44, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>)
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x4x64x128xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x4x64x64xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x4x64x64xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x4x4x64x64x2xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x4x4x16x2x64xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x4x64x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x4x64x256xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x4x64x256xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x4x64x128xbf16>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %55:26 = stablehlo.while(%iterArg = %arg2, %iterArg_152 = %arg3, %iterArg_153 = %arg4, %iterArg_154 = %arg5, %iterArg_155 = %arg6, %iterArg_156 = %arg7, %iterArg_157 = %arg8, %iterArg_158 = %arg9, %iterArg_159 = %arg10, %iterArg_160 = %42, %iterArg_161 = %40, %iterArg_162 = %21, %iterArg_163 = %19, %iterArg_164 = %45#0, %iterArg_165 = %45#1, %iterArg_166 = %c_19, %iterArg_167 = %0#0, %iterArg_168 = %46, %iterArg_169 = %47, %iterArg_170 = %48, %iterArg_171 = %49, %iterArg_172 = %50, %iterArg_173 = %51, %iterArg_174 = %52, %iterArg_175 = %53, %iterArg_176 = %54) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>, tensor<i32>, tensor<4x64x128xbf16>, tensor<2x4x64x128xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x4x64x64x2xbf16>, tensor<2x4x4x16x2x64xbf16>, tensor<2x4x64x128xbf16>, tensor<2x4x64x256xbf16>, tensor<2x4x64x256xbf16>, tensor<2x4x64x128xbf16>
    cond {
      %c_177 = stablehlo.constant dense<2> : tensor<i32>
      %508 = stablehlo.compare LT, %iterArg_166, %c_177, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %508 : tensor<i1>
    } do {
      %508 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_166) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %509 = func.call @dynamic_index_in_dim_1(%iterArg_152, %iterArg_166) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %510 = func.call @dynamic_index_in_dim_2(%iterArg_153, %iterArg_166) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %511 = func.call @dynamic_index_in_dim_3(%iterArg_154, %iterArg_166) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %512 = func.call @dynamic_index_in_dim(%iterArg_155, %iterArg_166) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %513 = func.call @dynamic_index_in_dim_4(%iterArg_156, %iterArg_166) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %514 = func.call @dynamic_index_in_dim_4(%iterArg_157, %iterArg_166) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %515 = func.call @dynamic_index_in_dim_2(%iterArg_158, %iterArg_166) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %516 = func.call @dynamic_index_in_dim_3(%iterArg_159, %iterArg_166) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %517:10 = func.call @closed_call(%iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_167, %508, %509, %510, %511, %512, %513, %514, %515, %516) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>, tensor<4x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<4x64x128xbf16>, tensor<4x64x128xbf16>, tensor<4x64x64xbf16>, tensor<4x64x64xbf16>, tensor<4x4x64x64x2xbf16>, tensor<4x4x16x2x64xbf16>, tensor<4x64x128xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x128xbf16>)
      %518 = func.call @dynamic_update_index_in_dim(%iterArg_168, %517#1, %iterArg_166) : (tensor<2x4x64x128xbf16>, tensor<4x64x128xbf16>, tensor<i32>) -> tensor<2x4x64x128xbf16>
      %519 = func.call @dynamic_update_index_in_dim_6(%iterArg_169, %517#2, %iterArg_166) : (tensor<2x4x64x64xbf16>, tensor<4x64x64xbf16>, tensor<i32>) -> tensor<2x4x64x64xbf16>
      %520 = func.call @dynamic_update_index_in_dim_6(%iterArg_170, %517#3, %iterArg_166) : (tensor<2x4x64x64xbf16>, tensor<4x64x64xbf16>, tensor<i32>) -> tensor<2x4x64x64xbf16>
      %521 = func.call @dynamic_update_index_in_dim_7(%iterArg_171, %517#4, %iterArg_166) : (tensor<2x4x4x64x64x2xbf16>, tensor<4x4x64x64x2xbf16>, tensor<i32>) -> tensor<2x4x4x64x64x2xbf16>
      %522 = func.call @dynamic_update_index_in_dim_8(%iterArg_172, %517#5, %iterArg_166) : (tensor<2x4x4x16x2x64xbf16>, tensor<4x4x16x2x64xbf16>, tensor<i32>) -> tensor<2x4x4x16x2x64xbf16>
      %523 = func.call @dynamic_update_index_in_dim(%iterArg_173, %517#6, %iterArg_166) : (tensor<2x4x64x128xbf16>, tensor<4x64x128xbf16>, tensor<i32>) -> tensor<2x4x64x128xbf16>
      %524 = func.call @dynamic_update_index_in_dim_9(%iterArg_174, %517#7, %iterArg_166) : (tensor<2x4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<i32>) -> tensor<2x4x64x256xbf16>
      %525 = func.call @dynamic_update_index_in_dim_9(%iterArg_175, %517#8, %iterArg_166) : (tensor<2x4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<i32>) -> tensor<2x4x64x256xbf16>
      %526 = func.call @dynamic_update_index_in_dim(%iterArg_176, %517#9, %iterArg_166) : (tensor<2x4x64x128xbf16>, tensor<4x64x128xbf16>, tensor<i32>) -> tensor<2x4x64x128xbf16>
      %c_177 = stablehlo.constant dense<1> : tensor<i32>
      %527 = stablehlo.add %iterArg_166, %c_177 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %527, %517#0, %518, %519, %520, %521, %522, %523, %524, %525, %526 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>, tensor<i32>, tensor<4x64x128xbf16>, tensor<2x4x64x128xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x4x64x64x2xbf16>, tensor<2x4x4x16x2x64xbf16>, tensor<2x4x64x128xbf16>, tensor<2x4x64x256xbf16>, tensor<2x4x64x256xbf16>, tensor<2x4x64x128xbf16>
    }
    %56 = stablehlo.convert %55#16 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<4x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<4x64x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %63 = stablehlo.add %61, %62 : tensor<4x64x1xf32>
    %64 = stablehlo.rsqrt %63 : tensor<4x64x1xf32>
    %65 = stablehlo.divide %64, %63 : tensor<4x64x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<4x64x1xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<4x64x128xf32>
    %70 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<4x64x128xf32>
    %74 = stablehlo.convert %73 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %75 = stablehlo.dot_general %74, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x512xbf16>) -> tensor<4x64x512xbf16>
    %76 = stablehlo.convert %75 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_24) applies stablehlo.maximum across dimensions = [2] : (tensor<4x64x512xf32>, tensor<f32>) -> tensor<4x64xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<4x64xf32>
    %80 = stablehlo.is_finite %79 : (tensor<4x64xf32>) -> tensor<4x64xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %82 = stablehlo.select %80, %79, %81 : tensor<4x64xi1>, tensor<4x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x512xf32>
    %85 = stablehlo.subtract %76, %84 : tensor<4x64x512xf32>
    %86 = stablehlo.exponential %85 : tensor<4x64x512xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<4x64x512xf32>, tensor<f32>) -> tensor<4x64xf32>
    %88 = stablehlo.abs %87 : tensor<4x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %90 = stablehlo.compare GE, %87, %89, FLOAT : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xi1>
    %91 = stablehlo.log %88 : tensor<4x64xf32>
    %92 = stablehlo.add %91, %82 : tensor<4x64xf32>
    %93 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<4x64xi32>) -> tensor<4x64x1xi32>
    %94:2 = call @take_along_axis(%76, %93) : (tensor<4x64x512xf32>, tensor<4x64x1xi32>) -> (tensor<4x64x1xf32>, tensor<4x64x1x1xi32>)
    %95 = stablehlo.reshape %94#0 : (tensor<4x64x1xf32>) -> tensor<4x64xf32>
    %96 = stablehlo.subtract %92, %95 : tensor<4x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %98 = stablehlo.divide %97, %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %99 = stablehlo.divide %cst_31, %cst_32 : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %101 = stablehlo.negate %100 : tensor<4x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %103 = call @take_along_axis_10(%94#1, %102) : (tensor<4x64x1x1xi32>, tensor<4x64x1xf32>) -> tensor<4x64x512xf32>
    %104 = stablehlo.divide %100, %88 : tensor<4x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %106 = stablehlo.select %90, %105, %104 : tensor<4x64xi1>, tensor<4x64xf32>
    %107 = stablehlo.select %90, %104, %105 : tensor<4x64xi1>, tensor<4x64xf32>
    %108 = stablehlo.negate %106 : tensor<4x64xf32>
    %109 = stablehlo.add %107, %108 : tensor<4x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x512xf32>
    %111 = stablehlo.multiply %110, %86 : tensor<4x64x512xf32>
    %112 = stablehlo.add %103, %111 : tensor<4x64x512xf32>
    %113 = stablehlo.convert %112 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    %114 = stablehlo.dot_general %113, %74, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x512xbf16>, tensor<4x64x128xbf16>) -> tensor<512x128xbf16>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %116 = stablehlo.dot_general %113, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x512xbf16>, tensor<128x512xbf16>) -> tensor<4x64x128xbf16>
    %117 = stablehlo.convert %116 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %118 = stablehlo.multiply %69, %117 : tensor<4x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %120 = stablehlo.reshape %119 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %121 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %122 = stablehlo.multiply %117, %121 : tensor<4x64x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%120 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %124 = stablehlo.convert %123 : (tensor<128xf32>) -> tensor<128xbf16>
    %125 = stablehlo.multiply %56, %122 : tensor<4x64x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %128 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %129 = stablehlo.multiply %122, %128 : tensor<4x64x128xf32>
    %130 = stablehlo.multiply %127, %67 : tensor<4x64x1xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<4x64x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<4x64x1xf32>, tensor<f32>) -> tensor<4x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x128xf32>
    %135 = stablehlo.multiply %56, %134 : tensor<4x64x128xf32>
    %136 = stablehlo.add %129, %135 : tensor<4x64x128xf32>
    %137 = stablehlo.multiply %134, %56 : tensor<4x64x128xf32>
    %138 = stablehlo.add %136, %137 : tensor<4x64x128xf32>
    %139 = stablehlo.convert %138 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %147 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %149:29 = stablehlo.while(%iterArg = %55#17, %iterArg_152 = %55#18, %iterArg_153 = %55#19, %iterArg_154 = %55#20, %iterArg_155 = %55#21, %iterArg_156 = %55#22, %iterArg_157 = %55#23, %iterArg_158 = %55#24, %iterArg_159 = %arg2, %iterArg_160 = %arg3, %iterArg_161 = %arg4, %iterArg_162 = %arg5, %iterArg_163 = %arg6, %iterArg_164 = %arg7, %iterArg_165 = %arg8, %iterArg_166 = %arg9, %iterArg_167 = %arg10, %iterArg_168 = %55#25, %iterArg_169 = %c_48, %iterArg_170 = %139, %iterArg_171 = %140, %iterArg_172 = %141, %iterArg_173 = %142, %iterArg_174 = %143, %iterArg_175 = %144, %iterArg_176 = %145, %iterArg_177 = %146, %iterArg_178 = %147, %iterArg_179 = %148) : tensor<2x4x64x128xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x4x64x64x2xbf16>, tensor<2x4x4x16x2x64xbf16>, tensor<2x4x64x128xbf16>, tensor<2x4x64x256xbf16>, tensor<2x4x64x256xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x4x64x128xbf16>, tensor<i32>, tensor<4x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_180 = stablehlo.constant dense<2> : tensor<i32>
      %508 = stablehlo.compare LT, %iterArg_169, %c_180, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %508 : tensor<i1>
    } do {
      %c_180 = stablehlo.constant dense<2> : tensor<i32>
      %508 = stablehlo.subtract %c_180, %iterArg_169 : tensor<i32>
      %c_181 = stablehlo.constant dense<1> : tensor<i32>
      %509 = stablehlo.subtract %508, %c_181 : tensor<i32>
      %510 = func.call @dynamic_index_in_dim_11(%iterArg, %509) : (tensor<2x4x64x128xbf16>, tensor<i32>) -> tensor<4x64x128xbf16>
      %511 = func.call @dynamic_index_in_dim_12(%iterArg_152, %509) : (tensor<2x4x64x64xbf16>, tensor<i32>) -> tensor<4x64x64xbf16>
      %512 = func.call @dynamic_index_in_dim_12(%iterArg_153, %509) : (tensor<2x4x64x64xbf16>, tensor<i32>) -> tensor<4x64x64xbf16>
      %513 = func.call @dynamic_index_in_dim_13(%iterArg_154, %509) : (tensor<2x4x4x64x64x2xbf16>, tensor<i32>) -> tensor<4x4x64x64x2xbf16>
      %514 = func.call @dynamic_index_in_dim_14(%iterArg_155, %509) : (tensor<2x4x4x16x2x64xbf16>, tensor<i32>) -> tensor<4x4x16x2x64xbf16>
      %515 = func.call @dynamic_index_in_dim_11(%iterArg_156, %509) : (tensor<2x4x64x128xbf16>, tensor<i32>) -> tensor<4x64x128xbf16>
      %516 = func.call @dynamic_index_in_dim_15(%iterArg_157, %509) : (tensor<2x4x64x256xbf16>, tensor<i32>) -> tensor<4x64x256xbf16>
      %517 = func.call @dynamic_index_in_dim_15(%iterArg_158, %509) : (tensor<2x4x64x256xbf16>, tensor<i32>) -> tensor<4x64x256xbf16>
      %518 = func.call @dynamic_index_in_dim(%iterArg_159, %509) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %519 = func.call @dynamic_index_in_dim_1(%iterArg_160, %509) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %520 = func.call @dynamic_index_in_dim_2(%iterArg_161, %509) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %521 = func.call @dynamic_index_in_dim_3(%iterArg_162, %509) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %522 = func.call @dynamic_index_in_dim(%iterArg_163, %509) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %523 = func.call @dynamic_index_in_dim_4(%iterArg_164, %509) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %524 = func.call @dynamic_index_in_dim_4(%iterArg_165, %509) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %525 = func.call @dynamic_index_in_dim_2(%iterArg_166, %509) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %526 = func.call @dynamic_index_in_dim_3(%iterArg_167, %509) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %527 = func.call @dynamic_index_in_dim_11(%iterArg_168, %509) : (tensor<2x4x64x128xbf16>, tensor<i32>) -> tensor<4x64x128xbf16>
      %528:10 = func.call @closed_call_16(%iterArg_170, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527) : (tensor<4x64x128xbf16>, tensor<4x64x128xbf16>, tensor<4x64x64xbf16>, tensor<4x64x64xbf16>, tensor<4x4x64x64x2xbf16>, tensor<4x4x16x2x64xbf16>, tensor<4x64x128xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<4x64x128xbf16>) -> (tensor<4x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %529 = func.call @dynamic_update_index_in_dim_22(%iterArg_171, %528#1, %509) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %530 = func.call @dynamic_update_index_in_dim_23(%iterArg_172, %528#2, %509) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %531 = func.call @dynamic_update_index_in_dim_24(%iterArg_173, %528#3, %509) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %532 = func.call @dynamic_update_index_in_dim_25(%iterArg_174, %528#4, %509) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %533 = func.call @dynamic_update_index_in_dim_22(%iterArg_175, %528#5, %509) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %534 = func.call @dynamic_update_index_in_dim_26(%iterArg_176, %528#6, %509) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %535 = func.call @dynamic_update_index_in_dim_26(%iterArg_177, %528#7, %509) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %536 = func.call @dynamic_update_index_in_dim_24(%iterArg_178, %528#8, %509) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %537 = func.call @dynamic_update_index_in_dim_25(%iterArg_179, %528#9, %509) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_182 = stablehlo.constant dense<1> : tensor<i32>
      %538 = stablehlo.add %iterArg_169, %c_182 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %538, %528#0, %529, %530, %531, %532, %533, %534, %535, %536, %537 : tensor<2x4x64x128xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x4x64x64x2xbf16>, tensor<2x4x4x16x2x64xbf16>, tensor<2x4x64x128xbf16>, tensor<2x4x64x256xbf16>, tensor<2x4x64x256xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x4x64x128xbf16>, tensor<i32>, tensor<4x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %150 = call @_take_27(%0#1, %149#19) : (tensor<4x64x1xi32>, tensor<4x64x128xbf16>) -> tensor<512x128xbf16>
    %151 = stablehlo.convert %150 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %152 = stablehlo.convert %124 : (tensor<128xbf16>) -> tensor<128xf32>
    %153 = stablehlo.convert %149#20 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %154 = stablehlo.convert %149#21 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %155 = stablehlo.convert %149#22 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %156 = stablehlo.convert %149#23 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %157 = stablehlo.convert %149#24 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %158 = stablehlo.convert %149#25 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %159 = stablehlo.convert %149#26 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %160 = stablehlo.convert %149#27 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %161 = stablehlo.convert %149#28 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %162 = stablehlo.convert %115 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %164 = stablehlo.multiply %163, %151 : tensor<512x128xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %166 = stablehlo.multiply %165, %arg25 : tensor<512x128xf32>
    %167 = stablehlo.add %164, %166 : tensor<512x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %169 = stablehlo.multiply %168, %152 : tensor<128xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.multiply %170, %arg26 : tensor<128xf32>
    %172 = stablehlo.add %169, %171 : tensor<128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %174 = stablehlo.multiply %173, %153 : tensor<2x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %176 = stablehlo.multiply %175, %arg27 : tensor<2x128xf32>
    %177 = stablehlo.add %174, %176 : tensor<2x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %179 = stablehlo.multiply %178, %154 : tensor<2x256x128xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %181 = stablehlo.multiply %180, %arg28 : tensor<2x256x128xf32>
    %182 = stablehlo.add %179, %181 : tensor<2x256x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %184 = stablehlo.multiply %183, %155 : tensor<2x128x256xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %186 = stablehlo.multiply %185, %arg29 : tensor<2x128x256xf32>
    %187 = stablehlo.add %184, %186 : tensor<2x128x256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %189 = stablehlo.multiply %188, %156 : tensor<2x128x64xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %191 = stablehlo.multiply %190, %arg30 : tensor<2x128x64xf32>
    %192 = stablehlo.add %189, %191 : tensor<2x128x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %194 = stablehlo.multiply %193, %157 : tensor<2x128xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %196 = stablehlo.multiply %195, %arg31 : tensor<2x128xf32>
    %197 = stablehlo.add %194, %196 : tensor<2x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %199 = stablehlo.multiply %198, %158 : tensor<2x128x128xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %201 = stablehlo.multiply %200, %arg32 : tensor<2x128x128xf32>
    %202 = stablehlo.add %199, %201 : tensor<2x128x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %204 = stablehlo.multiply %203, %159 : tensor<2x128x128xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %206 = stablehlo.multiply %205, %arg33 : tensor<2x128x128xf32>
    %207 = stablehlo.add %204, %206 : tensor<2x128x128xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %209 = stablehlo.multiply %208, %160 : tensor<2x128x256xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %211 = stablehlo.multiply %210, %arg34 : tensor<2x128x256xf32>
    %212 = stablehlo.add %209, %211 : tensor<2x128x256xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %214 = stablehlo.multiply %213, %161 : tensor<2x128x64xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %216 = stablehlo.multiply %215, %arg35 : tensor<2x128x64xf32>
    %217 = stablehlo.add %214, %216 : tensor<2x128x64xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %219 = stablehlo.multiply %218, %162 : tensor<128x512xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %221 = stablehlo.multiply %220, %arg36 : tensor<128x512xf32>
    %222 = stablehlo.add %219, %221 : tensor<128x512xf32>
    %223 = stablehlo.multiply %151, %151 : tensor<512x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<512x128xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %227 = stablehlo.multiply %226, %arg37 : tensor<512x128xf32>
    %228 = stablehlo.add %225, %227 : tensor<512x128xf32>
    %229 = stablehlo.multiply %152, %152 : tensor<128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<128xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %233 = stablehlo.multiply %232, %arg38 : tensor<128xf32>
    %234 = stablehlo.add %231, %233 : tensor<128xf32>
    %235 = stablehlo.multiply %153, %153 : tensor<2x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %237 = stablehlo.multiply %236, %235 : tensor<2x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %239 = stablehlo.multiply %238, %arg39 : tensor<2x128xf32>
    %240 = stablehlo.add %237, %239 : tensor<2x128xf32>
    %241 = stablehlo.multiply %154, %154 : tensor<2x256x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<2x256x128xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %245 = stablehlo.multiply %244, %arg40 : tensor<2x256x128xf32>
    %246 = stablehlo.add %243, %245 : tensor<2x256x128xf32>
    %247 = stablehlo.multiply %155, %155 : tensor<2x128x256xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<2x128x256xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %251 = stablehlo.multiply %250, %arg41 : tensor<2x128x256xf32>
    %252 = stablehlo.add %249, %251 : tensor<2x128x256xf32>
    %253 = stablehlo.multiply %156, %156 : tensor<2x128x64xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<2x128x64xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %257 = stablehlo.multiply %256, %arg42 : tensor<2x128x64xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x128x64xf32>
    %259 = stablehlo.multiply %157, %157 : tensor<2x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<2x128xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %263 = stablehlo.multiply %262, %arg43 : tensor<2x128xf32>
    %264 = stablehlo.add %261, %263 : tensor<2x128xf32>
    %265 = stablehlo.multiply %158, %158 : tensor<2x128x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<2x128x128xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %269 = stablehlo.multiply %268, %arg44 : tensor<2x128x128xf32>
    %270 = stablehlo.add %267, %269 : tensor<2x128x128xf32>
    %271 = stablehlo.multiply %159, %159 : tensor<2x128x128xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<2x128x128xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %275 = stablehlo.multiply %274, %arg45 : tensor<2x128x128xf32>
    %276 = stablehlo.add %273, %275 : tensor<2x128x128xf32>
    %277 = stablehlo.multiply %160, %160 : tensor<2x128x256xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<2x128x256xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %281 = stablehlo.multiply %280, %arg46 : tensor<2x128x256xf32>
    %282 = stablehlo.add %279, %281 : tensor<2x128x256xf32>
    %283 = stablehlo.multiply %161, %161 : tensor<2x128x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<2x128x64xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %287 = stablehlo.multiply %286, %arg47 : tensor<2x128x64xf32>
    %288 = stablehlo.add %285, %287 : tensor<2x128x64xf32>
    %289 = stablehlo.multiply %162, %162 : tensor<128x512xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %291 = stablehlo.multiply %290, %289 : tensor<128x512xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %293 = stablehlo.multiply %292, %arg48 : tensor<128x512xf32>
    %294 = stablehlo.add %291, %293 : tensor<128x512xf32>
    %c_97 = stablehlo.constant dense<2147483647> : tensor<i32>
    %295 = stablehlo.compare LT, %arg24, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_98 = stablehlo.constant dense<1> : tensor<i32>
    %296 = stablehlo.add %arg24, %c_98 : tensor<i32>
    %c_99 = stablehlo.constant dense<2147483647> : tensor<i32>
    %297 = call @_where_28(%295, %296, %c_99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %298 = stablehlo.convert %297 : (tensor<i32>) -> tensor<f32>
    %299 = stablehlo.power %cst_100, %298 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.subtract %cst_101, %299 : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %302 = stablehlo.divide %167, %301 : tensor<512x128xf32>
    %303 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %304 = stablehlo.divide %172, %303 : tensor<128xf32>
    %305 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %306 = stablehlo.divide %177, %305 : tensor<2x128xf32>
    %307 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %308 = stablehlo.divide %182, %307 : tensor<2x256x128xf32>
    %309 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %310 = stablehlo.divide %187, %309 : tensor<2x128x256xf32>
    %311 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %312 = stablehlo.divide %192, %311 : tensor<2x128x64xf32>
    %313 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %314 = stablehlo.divide %197, %313 : tensor<2x128xf32>
    %315 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %316 = stablehlo.divide %202, %315 : tensor<2x128x128xf32>
    %317 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %318 = stablehlo.divide %207, %317 : tensor<2x128x128xf32>
    %319 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %320 = stablehlo.divide %212, %319 : tensor<2x128x256xf32>
    %321 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %322 = stablehlo.divide %217, %321 : tensor<2x128x64xf32>
    %323 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %324 = stablehlo.divide %222, %323 : tensor<128x512xf32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %325 = stablehlo.convert %297 : (tensor<i32>) -> tensor<f32>
    %326 = stablehlo.power %cst_102, %325 : tensor<f32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.subtract %cst_103, %326 : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %329 = stablehlo.divide %228, %328 : tensor<512x128xf32>
    %330 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %331 = stablehlo.divide %234, %330 : tensor<128xf32>
    %332 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %333 = stablehlo.divide %240, %332 : tensor<2x128xf32>
    %334 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %335 = stablehlo.divide %246, %334 : tensor<2x256x128xf32>
    %336 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %337 = stablehlo.divide %252, %336 : tensor<2x128x256xf32>
    %338 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %339 = stablehlo.divide %258, %338 : tensor<2x128x64xf32>
    %340 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %341 = stablehlo.divide %264, %340 : tensor<2x128xf32>
    %342 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %343 = stablehlo.divide %270, %342 : tensor<2x128x128xf32>
    %344 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %345 = stablehlo.divide %276, %344 : tensor<2x128x128xf32>
    %346 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %347 = stablehlo.divide %282, %346 : tensor<2x128x256xf32>
    %348 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %349 = stablehlo.divide %288, %348 : tensor<2x128x64xf32>
    %350 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %351 = stablehlo.divide %294, %350 : tensor<128x512xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %353 = stablehlo.add %329, %352 : tensor<512x128xf32>
    %354 = stablehlo.sqrt %353 : tensor<512x128xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %356 = stablehlo.add %354, %355 : tensor<512x128xf32>
    %357 = stablehlo.divide %302, %356 : tensor<512x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %359 = stablehlo.add %331, %358 : tensor<128xf32>
    %360 = stablehlo.sqrt %359 : tensor<128xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %362 = stablehlo.add %360, %361 : tensor<128xf32>
    %363 = stablehlo.divide %304, %362 : tensor<128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %365 = stablehlo.add %333, %364 : tensor<2x128xf32>
    %366 = stablehlo.sqrt %365 : tensor<2x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %368 = stablehlo.add %366, %367 : tensor<2x128xf32>
    %369 = stablehlo.divide %306, %368 : tensor<2x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %371 = stablehlo.add %335, %370 : tensor<2x256x128xf32>
    %372 = stablehlo.sqrt %371 : tensor<2x256x128xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %374 = stablehlo.add %372, %373 : tensor<2x256x128xf32>
    %375 = stablehlo.divide %308, %374 : tensor<2x256x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %377 = stablehlo.add %337, %376 : tensor<2x128x256xf32>
    %378 = stablehlo.sqrt %377 : tensor<2x128x256xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %380 = stablehlo.add %378, %379 : tensor<2x128x256xf32>
    %381 = stablehlo.divide %310, %380 : tensor<2x128x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %383 = stablehlo.add %339, %382 : tensor<2x128x64xf32>
    %384 = stablehlo.sqrt %383 : tensor<2x128x64xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %386 = stablehlo.add %384, %385 : tensor<2x128x64xf32>
    %387 = stablehlo.divide %312, %386 : tensor<2x128x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %389 = stablehlo.add %341, %388 : tensor<2x128xf32>
    %390 = stablehlo.sqrt %389 : tensor<2x128xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %392 = stablehlo.add %390, %391 : tensor<2x128xf32>
    %393 = stablehlo.divide %314, %392 : tensor<2x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %395 = stablehlo.add %343, %394 : tensor<2x128x128xf32>
    %396 = stablehlo.sqrt %395 : tensor<2x128x128xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %398 = stablehlo.add %396, %397 : tensor<2x128x128xf32>
    %399 = stablehlo.divide %316, %398 : tensor<2x128x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %401 = stablehlo.add %345, %400 : tensor<2x128x128xf32>
    %402 = stablehlo.sqrt %401 : tensor<2x128x128xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %404 = stablehlo.add %402, %403 : tensor<2x128x128xf32>
    %405 = stablehlo.divide %318, %404 : tensor<2x128x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %407 = stablehlo.add %347, %406 : tensor<2x128x256xf32>
    %408 = stablehlo.sqrt %407 : tensor<2x128x256xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %410 = stablehlo.add %408, %409 : tensor<2x128x256xf32>
    %411 = stablehlo.divide %320, %410 : tensor<2x128x256xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %413 = stablehlo.add %349, %412 : tensor<2x128x64xf32>
    %414 = stablehlo.sqrt %413 : tensor<2x128x64xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %416 = stablehlo.add %414, %415 : tensor<2x128x64xf32>
    %417 = stablehlo.divide %322, %416 : tensor<2x128x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %419 = stablehlo.add %351, %418 : tensor<128x512xf32>
    %420 = stablehlo.sqrt %419 : tensor<128x512xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %422 = stablehlo.add %420, %421 : tensor<128x512xf32>
    %423 = stablehlo.divide %324, %422 : tensor<128x512xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %425 = stablehlo.multiply %424, %arg12 : tensor<512x128xf32>
    %426 = stablehlo.add %357, %425 : tensor<512x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %428 = stablehlo.multiply %427, %arg13 : tensor<128xf32>
    %429 = stablehlo.add %363, %428 : tensor<128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %431 = stablehlo.multiply %430, %arg14 : tensor<2x128xf32>
    %432 = stablehlo.add %369, %431 : tensor<2x128xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %434 = stablehlo.multiply %433, %arg15 : tensor<2x256x128xf32>
    %435 = stablehlo.add %375, %434 : tensor<2x256x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %437 = stablehlo.multiply %436, %arg16 : tensor<2x128x256xf32>
    %438 = stablehlo.add %381, %437 : tensor<2x128x256xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %440 = stablehlo.multiply %439, %arg17 : tensor<2x128x64xf32>
    %441 = stablehlo.add %387, %440 : tensor<2x128x64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %443 = stablehlo.multiply %442, %arg18 : tensor<2x128xf32>
    %444 = stablehlo.add %393, %443 : tensor<2x128xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %446 = stablehlo.multiply %445, %arg19 : tensor<2x128x128xf32>
    %447 = stablehlo.add %399, %446 : tensor<2x128x128xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %449 = stablehlo.multiply %448, %arg20 : tensor<2x128x128xf32>
    %450 = stablehlo.add %405, %449 : tensor<2x128x128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %452 = stablehlo.multiply %451, %arg21 : tensor<2x128x256xf32>
    %453 = stablehlo.add %411, %452 : tensor<2x128x256xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %455 = stablehlo.multiply %454, %arg22 : tensor<2x128x64xf32>
    %456 = stablehlo.add %417, %455 : tensor<2x128x64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %458 = stablehlo.multiply %457, %arg23 : tensor<128x512xf32>
    %459 = stablehlo.add %423, %458 : tensor<128x512xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %461 = stablehlo.multiply %460, %426 : tensor<512x128xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %463 = stablehlo.multiply %462, %429 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %465 = stablehlo.multiply %464, %432 : tensor<2x128xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %467 = stablehlo.multiply %466, %435 : tensor<2x256x128xf32>
    %cst_144 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %469 = stablehlo.multiply %468, %438 : tensor<2x128x256xf32>
    %cst_145 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %471 = stablehlo.multiply %470, %441 : tensor<2x128x64xf32>
    %cst_146 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %473 = stablehlo.multiply %472, %444 : tensor<2x128xf32>
    %cst_147 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %475 = stablehlo.multiply %474, %447 : tensor<2x128x128xf32>
    %cst_148 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %477 = stablehlo.multiply %476, %450 : tensor<2x128x128xf32>
    %cst_149 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %479 = stablehlo.multiply %478, %453 : tensor<2x128x256xf32>
    %cst_150 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %481 = stablehlo.multiply %480, %456 : tensor<2x128x64xf32>
    %cst_151 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %483 = stablehlo.multiply %482, %459 : tensor<128x512xf32>
    %484 = stablehlo.add %arg12, %461 : tensor<512x128xf32>
    %485 = stablehlo.add %arg13, %463 : tensor<128xf32>
    %486 = stablehlo.add %arg14, %465 : tensor<2x128xf32>
    %487 = stablehlo.add %arg15, %467 : tensor<2x256x128xf32>
    %488 = stablehlo.add %arg16, %469 : tensor<2x128x256xf32>
    %489 = stablehlo.add %arg17, %471 : tensor<2x128x64xf32>
    %490 = stablehlo.add %arg18, %473 : tensor<2x128xf32>
    %491 = stablehlo.add %arg19, %475 : tensor<2x128x128xf32>
    %492 = stablehlo.add %arg20, %477 : tensor<2x128x128xf32>
    %493 = stablehlo.add %arg21, %479 : tensor<2x128x256xf32>
    %494 = stablehlo.add %arg22, %481 : tensor<2x128x64xf32>
    %495 = stablehlo.add %arg23, %483 : tensor<128x512xf32>
    %496 = stablehlo.convert %484 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %497 = stablehlo.convert %485 : (tensor<128xf32>) -> tensor<128xbf16>
    %498 = stablehlo.convert %486 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %499 = stablehlo.convert %487 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %500 = stablehlo.convert %488 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %501 = stablehlo.convert %489 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %502 = stablehlo.convert %490 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %503 = stablehlo.convert %491 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %504 = stablehlo.convert %492 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %505 = stablehlo.convert %493 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %506 = stablehlo.convert %494 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %507 = stablehlo.convert %495 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %496, %497, %498, %499, %500, %501, %502, %503, %504, %505, %506, %507, %484, %485, %486, %487, %488, %489, %490, %491, %492, %493, %494, %495, %297, %167, %172, %177, %182, %187, %192, %197, %202, %207, %212, %217, %222, %228, %234, %240, %246, %252, %258, %264, %270, %276, %282, %288, %294, %98 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<4x64xi32>) -> (tensor<4x64x128xbf16>, tensor<4x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x64xi1>, tensor<4x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x64xi32>) -> tensor<4x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x64x1xi32>, tensor<4x64x1xi32>) -> tensor<4x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x64x1xi32>, tensor<4x64x1xi32>) -> tensor<4x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x64x1xi1>, tensor<i1>) -> tensor<4x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<4x64x1xi32>) -> tensor<4x64x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x64xi1>) -> tensor<4x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x64x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x64x128xi1>, tensor<4x64x128xbf16>
    return %16, %5 : tensor<4x64x128xbf16>, tensor<4x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x64xi1>, %arg1: tensor<4x64xi32>, %arg2: tensor<4x64xi32>) -> tensor<4x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x64xi1>, tensor<4x64xi32>
    return %0 : tensor<4x64xi32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<4x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x2x64x64xf32>
    return %1, %2 : tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>
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
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<4x4x2x64x64xi1>, %arg5: tensor<4x4x2x64x64xf32>, %arg6: tensor<4x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x64xbf16>) -> (tensor<4x64x128xbf16>, tensor<4x64x128xbf16>, tensor<4x64x64xbf16>, tensor<4x64x64xbf16>, tensor<4x4x64x64x2xbf16>, tensor<4x4x16x2x64xbf16>, tensor<4x64x128xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x128xbf16>) {
    %0 = stablehlo.convert %arg6 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x64x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<4x64x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<4x64x128xf32>
    %11 = stablehlo.convert %arg7 : (tensor<128xbf16>) -> tensor<128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<4x64x128xf32>
    %15 = stablehlo.convert %14 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %16 = stablehlo.dot_general %15, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x128xbf16>) -> tensor<4x64x128xbf16>
    %17 = stablehlo.reduce_precision %16, format = e8m7 : tensor<4x64x128xbf16>
    %18 = stablehlo.reshape %17 : (tensor<4x64x128xbf16>) -> tensor<4x64x8x16xbf16>
    %19 = stablehlo.dot_general %15, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x64xbf16>) -> tensor<4x64x64xbf16>
    %20 = stablehlo.reduce_precision %19, format = e8m7 : tensor<4x64x64xbf16>
    %21 = stablehlo.reshape %20 : (tensor<4x64x64xbf16>) -> tensor<4x64x4x16xbf16>
    %22 = stablehlo.dot_general %15, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x64xbf16>) -> tensor<4x64x64xbf16>
    %23 = stablehlo.reduce_precision %22, format = e8m7 : tensor<4x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<4x64x64xbf16>) -> tensor<4x64x4x16xbf16>
    %25 = stablehlo.convert %18 : (tensor<4x64x8x16xbf16>) -> tensor<4x64x8x16xf32>
    %26 = stablehlo.slice %25 [0:4, 0:64, 0:8, 0:8] : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x8xf32>
    %27 = stablehlo.slice %25 [0:4, 0:64, 0:8, 8:16] : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4x64x8x8xf32>
    %30 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<4x64x8x8xf32>
    %32 = stablehlo.subtract %29, %31 : tensor<4x64x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %34 = stablehlo.multiply %27, %33 : tensor<4x64x8x8xf32>
    %35 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %36 = stablehlo.multiply %26, %35 : tensor<4x64x8x8xf32>
    %37 = stablehlo.add %34, %36 : tensor<4x64x8x8xf32>
    %38 = stablehlo.concatenate %32, %37, dim = 3 : (tensor<4x64x8x8xf32>, tensor<4x64x8x8xf32>) -> tensor<4x64x8x16xf32>
    %39 = stablehlo.convert %38 : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x16xbf16>
    %40 = stablehlo.convert %21 : (tensor<4x64x4x16xbf16>) -> tensor<4x64x4x16xf32>
    %41 = stablehlo.slice %40 [0:4, 0:64, 0:4, 0:8] : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x8xf32>
    %42 = stablehlo.slice %40 [0:4, 0:64, 0:4, 8:16] : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x8xf32>
    %43 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<4x64x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<4x64x4x8xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<4x64x4x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %49 = stablehlo.multiply %42, %48 : tensor<4x64x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %51 = stablehlo.multiply %41, %50 : tensor<4x64x4x8xf32>
    %52 = stablehlo.add %49, %51 : tensor<4x64x4x8xf32>
    %53 = stablehlo.concatenate %47, %52, dim = 3 : (tensor<4x64x4x8xf32>, tensor<4x64x4x8xf32>) -> tensor<4x64x4x16xf32>
    %54 = stablehlo.convert %53 : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x16xbf16>
    %55 = stablehlo.reshape %39 : (tensor<4x64x8x16xbf16>) -> tensor<4x64x4x2x16xbf16>
    %56 = stablehlo.dot_general %54, %55, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x64x4x16xbf16>, tensor<4x64x4x2x16xbf16>) -> tensor<4x4x64x64x2xbf16>
    %57 = stablehlo.reduce_precision %56, format = e8m7 : tensor<4x4x64x64x2xbf16>
    %58 = stablehlo.transpose %57, dims = [0, 1, 4, 3, 2] : (tensor<4x4x64x64x2xbf16>) -> tensor<4x4x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x4x2x64x64xbf16>
    %60 = stablehlo.multiply %58, %59 : tensor<4x4x2x64x64xbf16>
    %61 = stablehlo.convert %60 : (tensor<4x4x2x64x64xbf16>) -> tensor<4x4x2x64x64xf32>
    %62 = call @_where_5(%61, %arg4, %arg5) : (tensor<4x4x2x64x64xf32>, tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>) -> tensor<4x4x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<4x4x2x64x64xf32>, tensor<f32>) -> tensor<4x4x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4x2x64xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<4x4x2x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<4x4x2x64xf32>) -> tensor<4x4x2x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3, 4] : (tensor<4x4x2x64x1xf32>) -> tensor<4x4x2x64x64xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<4x4x2x64x64xf32>
    %69 = stablehlo.exponential %68 : tensor<4x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<4x4x2x64x64xf32>, tensor<f32>) -> tensor<4x4x2x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<4x4x2x64xf32>) -> tensor<4x4x2x64x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<4x4x2x64x1xf32>) -> tensor<4x4x2x64x64xf32>
    %73 = stablehlo.divide %69, %72 : tensor<4x4x2x64x64xf32>
    %74 = stablehlo.convert %73 : (tensor<4x4x2x64x64xf32>) -> tensor<4x4x2x64x64xbf16>
    %75 = stablehlo.dot_general %24, %74, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x64x4x16xbf16>, tensor<4x4x2x64x64xbf16>) -> tensor<4x4x16x2x64xbf16>
    %76 = stablehlo.reduce_precision %75, format = e8m7 : tensor<4x4x16x2x64xbf16>
    %77 = stablehlo.transpose %76, dims = [0, 4, 1, 3, 2] : (tensor<4x4x16x2x64xbf16>) -> tensor<4x64x4x2x16xbf16>
    %78 = stablehlo.reshape %77 : (tensor<4x64x4x2x16xbf16>) -> tensor<4x64x128xbf16>
    %79 = stablehlo.dot_general %78, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x128xbf16>) -> tensor<4x64x128xbf16>
    %80 = stablehlo.reduce_precision %79, format = e8m7 : tensor<4x64x128xbf16>
    %81 = stablehlo.add %arg6, %80 : tensor<4x64x128xbf16>
    %82 = stablehlo.convert %81 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<4x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<4x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %89 = stablehlo.add %87, %88 : tensor<4x64x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<4x64x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %92 = stablehlo.multiply %82, %91 : tensor<4x64x128xf32>
    %93 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<4x64x128xf32>
    %97 = stablehlo.convert %96 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %98 = stablehlo.dot_general %97, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x256xbf16>) -> tensor<4x64x256xbf16>
    %99 = stablehlo.reduce_precision %98, format = e8m7 : tensor<4x64x256xbf16>
    %100 = stablehlo.dot_general %97, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x256xbf16>) -> tensor<4x64x256xbf16>
    %101 = stablehlo.reduce_precision %100, format = e8m7 : tensor<4x64x256xbf16>
    %102 = call @silu(%99) : (tensor<4x64x256xbf16>) -> tensor<4x64x256xbf16>
    %103 = stablehlo.multiply %102, %101 : tensor<4x64x256xbf16>
    %104 = stablehlo.dot_general %103, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xbf16>, tensor<256x128xbf16>) -> tensor<4x64x128xbf16>
    %105 = stablehlo.add %81, %104 : tensor<4x64x128xbf16>
    return %105, %17, %20, %23, %57, %76, %80, %99, %101, %arg6 : tensor<4x64x128xbf16>, tensor<4x64x128xbf16>, tensor<4x64x64xbf16>, tensor<4x64x64xbf16>, tensor<4x4x64x64x2xbf16>, tensor<4x4x16x2x64xbf16>, tensor<4x64x128xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x128xbf16>
  }
  func.func private @_where_5(%arg0: tensor<4x4x2x64x64xf32>, %arg1: tensor<4x4x2x64x64xi1>, %arg2: tensor<4x4x2x64x64xf32>) -> tensor<4x4x2x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>
    return %0 : tensor<4x4x2x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<4x64x256xbf16>) -> tensor<4x64x256xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x64x256xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x64x256xbf16>
    return %6 : tensor<4x64x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x4x64x128xbf16>, %arg1: tensor<4x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x4x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x64x128xbf16>) -> tensor<1x4x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x4x64x128xbf16>, tensor<1x4x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x128xbf16>
    return %1 : tensor<2x4x64x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<2x4x64x64xbf16>, %arg1: tensor<4x64x64xbf16>, %arg2: tensor<i32>) -> tensor<2x4x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x4x64x64xbf16>, tensor<1x4x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x64xbf16>
    return %1 : tensor<2x4x64x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x4x4x64x64x2xbf16>, %arg1: tensor<4x4x64x64x2xbf16>, %arg2: tensor<i32>) -> tensor<2x4x4x64x64x2xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<4x4x64x64x2xbf16>) -> tensor<1x4x4x64x64x2xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x4x4x64x64x2xbf16>, tensor<1x4x4x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x64x64x2xbf16>
    return %1 : tensor<2x4x4x64x64x2xbf16>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<2x4x4x16x2x64xbf16>, %arg1: tensor<4x4x16x2x64xbf16>, %arg2: tensor<i32>) -> tensor<2x4x4x16x2x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<4x4x16x2x64xbf16>) -> tensor<1x4x4x16x2x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x4x4x16x2x64xbf16>, tensor<1x4x4x16x2x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x2x64xbf16>
    return %1 : tensor<2x4x4x16x2x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<2x4x64x256xbf16>, %arg1: tensor<4x64x256xbf16>, %arg2: tensor<i32>) -> tensor<2x4x64x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x64x256xbf16>) -> tensor<1x4x64x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x4x64x256xbf16>, tensor<1x4x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x256xbf16>
    return %1 : tensor<2x4x64x256xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<4x64x512xf32>, %arg1: tensor<4x64x1xi32>) -> (tensor<4x64x1xf32>, tensor<4x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x64x1xi32>, tensor<4x64x1xi32>) -> tensor<4x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x64x1xi1>, tensor<4x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x64x1xi32>) -> tensor<4x64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x64x1x1xi32>, tensor<4x64x1x1xi32>) -> tensor<4x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x64x1x1xi32>, tensor<4x64x1x1xi32>) -> tensor<4x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x64x1x1xi1>, tensor<i1>) -> tensor<4x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x64x512xf32>, tensor<4x64x1x1xi32>) -> tensor<4x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x64x1xi1>, tensor<4x64x1xf32>
    return %15, %5 : tensor<4x64x1xf32>, tensor<4x64x1x1xi32>
  }
  func.func private @take_along_axis_10(%arg0: tensor<4x64x1x1xi32>, %arg1: tensor<4x64x1xf32>) -> tensor<4x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x64x512xf32>, tensor<4x64x1x1xi32>, tensor<4x64x1xf32>) -> tensor<4x64x512xf32>
    return %1 : tensor<4x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<2x4x64x128xbf16>, %arg1: tensor<i32>) -> tensor<4x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 64, 128] : (tensor<2x4x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x64x128xbf16>) -> tensor<4x64x128xbf16>
    return %1 : tensor<4x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<2x4x64x64xbf16>, %arg1: tensor<i32>) -> tensor<4x64x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 64, 64] : (tensor<2x4x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x64x64xbf16>) -> tensor<4x64x64xbf16>
    return %1 : tensor<4x64x64xbf16>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<2x4x4x64x64x2xbf16>, %arg1: tensor<i32>) -> tensor<4x4x64x64x2xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 4, 4, 64, 64, 2] : (tensor<2x4x4x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x4x64x64x2xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x4x64x64x2xbf16>) -> tensor<4x4x64x64x2xbf16>
    return %1 : tensor<4x4x64x64x2xbf16>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<2x4x4x16x2x64xbf16>, %arg1: tensor<i32>) -> tensor<4x4x16x2x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 4, 4, 16, 2, 64] : (tensor<2x4x4x16x2x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x4x16x2x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x4x16x2x64xbf16>) -> tensor<4x4x16x2x64xbf16>
    return %1 : tensor<4x4x16x2x64xbf16>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<2x4x64x256xbf16>, %arg1: tensor<i32>) -> tensor<4x64x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 64, 256] : (tensor<2x4x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x64x256xbf16>) -> tensor<4x64x256xbf16>
    return %1 : tensor<4x64x256xbf16>
  }
  func.func private @closed_call_16(%arg0: tensor<4x64x128xbf16>, %arg1: tensor<4x64x128xbf16>, %arg2: tensor<4x64x64xbf16>, %arg3: tensor<4x64x64xbf16>, %arg4: tensor<4x4x64x64x2xbf16>, %arg5: tensor<4x4x16x2x64xbf16>, %arg6: tensor<4x64x128xbf16>, %arg7: tensor<4x64x256xbf16>, %arg8: tensor<4x64x256xbf16>, %arg9: tensor<128xbf16>, %arg10: tensor<256x128xbf16>, %arg11: tensor<128x256xbf16>, %arg12: tensor<128x64xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<128x128xbf16>, %arg15: tensor<128x128xbf16>, %arg16: tensor<128x256xbf16>, %arg17: tensor<128x64xbf16>, %arg18: tensor<4x64x128xbf16>) -> (tensor<4x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
    %0 = stablehlo.convert %arg18 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x64x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<4x64x1xf32>
    %9 = stablehlo.divide %8, %7 : tensor<4x64x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<4x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<4x64x128xf32>
    %14 = stablehlo.convert %arg9 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<4x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %19 = stablehlo.reshape %arg1 : (tensor<4x64x128xbf16>) -> tensor<4x64x8x16xbf16>
    %20 = stablehlo.reshape %arg2 : (tensor<4x64x64xbf16>) -> tensor<4x64x4x16xbf16>
    %21 = stablehlo.reshape %arg3 : (tensor<4x64x64xbf16>) -> tensor<4x64x4x16xbf16>
    %22 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.add %25, %24 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.divide %26, %27 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.power %29, %28 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %31, %30 : tensor<8xf32>
    %33 = stablehlo.iota dim = 0 : tensor<64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<64x8xf32>
    %39 = stablehlo.sine %38 : tensor<64x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %41 = stablehlo.cosine %38 : tensor<64x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %43 = stablehlo.convert %19 : (tensor<4x64x8x16xbf16>) -> tensor<4x64x8x16xf32>
    %44 = stablehlo.slice %43 [0:4, 0:64, 0:8, 0:8] : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x8xf32>
    %45 = stablehlo.slice %43 [0:4, 0:64, 0:8, 8:16] : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x8xf32>
    %46 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<4x64x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<4x64x8x8xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<4x64x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %52 = stablehlo.multiply %45, %51 : tensor<4x64x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %54 = stablehlo.multiply %44, %53 : tensor<4x64x8x8xf32>
    %55 = stablehlo.add %52, %54 : tensor<4x64x8x8xf32>
    %56 = stablehlo.concatenate %50, %55, dim = 3 : (tensor<4x64x8x8xf32>, tensor<4x64x8x8xf32>) -> tensor<4x64x8x16xf32>
    %57 = stablehlo.convert %56 : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x16xbf16>
    %58 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.add %61, %60 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.divide %62, %63 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.power %65, %64 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.divide %67, %66 : tensor<8xf32>
    %69 = stablehlo.iota dim = 0 : tensor<64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<64x8xf32>
    %75 = stablehlo.sine %74 : tensor<64x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %77 = stablehlo.cosine %74 : tensor<64x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %79 = stablehlo.convert %20 : (tensor<4x64x4x16xbf16>) -> tensor<4x64x4x16xf32>
    %80 = stablehlo.slice %79 [0:4, 0:64, 0:4, 0:8] : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x8xf32>
    %81 = stablehlo.slice %79 [0:4, 0:64, 0:4, 8:16] : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x8xf32>
    %82 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %83 = stablehlo.multiply %80, %82 : tensor<4x64x4x8xf32>
    %84 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %85 = stablehlo.multiply %81, %84 : tensor<4x64x4x8xf32>
    %86 = stablehlo.subtract %83, %85 : tensor<4x64x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %88 = stablehlo.multiply %81, %87 : tensor<4x64x4x8xf32>
    %89 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %90 = stablehlo.multiply %80, %89 : tensor<4x64x4x8xf32>
    %91 = stablehlo.add %88, %90 : tensor<4x64x4x8xf32>
    %92 = stablehlo.concatenate %86, %91, dim = 3 : (tensor<4x64x4x8xf32>, tensor<4x64x4x8xf32>) -> tensor<4x64x4x16xf32>
    %93 = stablehlo.convert %92 : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x16xbf16>
    %94 = stablehlo.reshape %57 : (tensor<4x64x8x16xbf16>) -> tensor<4x64x4x2x16xbf16>
    %95 = stablehlo.transpose %arg4, dims = [0, 1, 4, 3, 2] : (tensor<4x4x64x64x2xbf16>) -> tensor<4x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %96 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4x4x2x64x64xbf16>
    %97 = stablehlo.multiply %95, %96 : tensor<4x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %98 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %99 = call @tril_17(%98) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %100 = stablehlo.convert %97 : (tensor<4x4x2x64x64xbf16>) -> tensor<4x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %101:2 = call @_where_18(%99, %100, %cst_14) : (tensor<64x64xi1>, tensor<4x4x2x64x64xf32>, tensor<f32>) -> (tensor<4x4x2x64x64xf32>, tensor<4x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = stablehlo.reduce(%101#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<4x4x2x64x64xf32>, tensor<f32>) -> tensor<4x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4x2x64xf32>
    %104 = stablehlo.maximum %103, %102 : tensor<4x4x2x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<4x4x2x64xf32>) -> tensor<4x4x2x64x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3, 4] : (tensor<4x4x2x64x1xf32>) -> tensor<4x4x2x64x64xf32>
    %107 = stablehlo.subtract %101#0, %106 : tensor<4x4x2x64x64xf32>
    %108 = stablehlo.exponential %107 : tensor<4x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<4x4x2x64x64xf32>, tensor<f32>) -> tensor<4x4x2x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<4x4x2x64xf32>) -> tensor<4x4x2x64x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<4x4x2x64x1xf32>) -> tensor<4x4x2x64x64xf32>
    %112 = stablehlo.divide %108, %111 : tensor<4x4x2x64x64xf32>
    %113 = stablehlo.multiply %110, %110 : tensor<4x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x4x2x64x1xf32>
    %115 = stablehlo.divide %114, %113 : tensor<4x4x2x64x1xf32>
    %116 = stablehlo.convert %112 : (tensor<4x4x2x64x64xf32>) -> tensor<4x4x2x64x64xbf16>
    %117 = stablehlo.transpose %arg5, dims = [0, 4, 1, 3, 2] : (tensor<4x4x16x2x64xbf16>) -> tensor<4x64x4x2x16xbf16>
    %118 = stablehlo.reshape %117 : (tensor<4x64x4x2x16xbf16>) -> tensor<4x64x128xbf16>
    %119 = stablehlo.add %arg18, %arg6 : tensor<4x64x128xbf16>
    %120 = stablehlo.convert %119 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %121 = stablehlo.multiply %120, %120 : tensor<4x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<4x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %127 = stablehlo.add %125, %126 : tensor<4x64x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<4x64x1xf32>
    %129 = stablehlo.divide %128, %127 : tensor<4x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<4x64x1xf32>
    %132 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %133 = stablehlo.multiply %120, %132 : tensor<4x64x128xf32>
    %134 = stablehlo.convert %arg13 : (tensor<128xbf16>) -> tensor<128xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %137 = stablehlo.multiply %133, %136 : tensor<4x64x128xf32>
    %138 = stablehlo.convert %137 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %139:3 = call @silu_19(%arg7) : (tensor<4x64x256xbf16>) -> (tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>)
    %140 = stablehlo.multiply %139#0, %arg8 : tensor<4x64x256xbf16>
    %141 = stablehlo.dot_general %arg0, %140, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<4x64x256xbf16>) -> tensor<128x256xbf16>
    %142 = stablehlo.transpose %141, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %143 = stablehlo.dot_general %arg0, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<256x128xbf16>) -> tensor<4x64x256xbf16>
    %144 = stablehlo.multiply %139#0, %143 : tensor<4x64x256xbf16>
    %145 = stablehlo.multiply %143, %arg8 : tensor<4x64x256xbf16>
    %146 = call @silu_20(%139#1, %arg7, %139#2, %145) : (tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>) -> tensor<4x64x256xbf16>
    %147 = stablehlo.dot_general %144, %138, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xbf16>, tensor<4x64x128xbf16>) -> tensor<256x128xbf16>
    %148 = stablehlo.transpose %147, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %149 = stablehlo.dot_general %144, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xbf16>, tensor<128x256xbf16>) -> tensor<4x64x128xbf16>
    %150 = stablehlo.dot_general %146, %138, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xbf16>, tensor<4x64x128xbf16>) -> tensor<256x128xbf16>
    %151 = stablehlo.transpose %150, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %152 = stablehlo.dot_general %146, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xbf16>, tensor<128x256xbf16>) -> tensor<4x64x128xbf16>
    %153 = stablehlo.add %149, %152 : tensor<4x64x128xbf16>
    %154 = stablehlo.convert %153 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %155 = stablehlo.multiply %133, %154 : tensor<4x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %157 = stablehlo.reshape %156 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %158 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %159 = stablehlo.multiply %154, %158 : tensor<4x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%157 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %161 = stablehlo.convert %160 : (tensor<128xf32>) -> tensor<128xbf16>
    %162 = stablehlo.multiply %120, %159 : tensor<4x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %164 = stablehlo.reshape %163 : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %165 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %166 = stablehlo.multiply %159, %165 : tensor<4x64x128xf32>
    %167 = stablehlo.multiply %164, %131 : tensor<4x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %169 = stablehlo.divide %167, %168 : tensor<4x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<4x64x1xf32>, tensor<f32>) -> tensor<4x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x128xf32>
    %172 = stablehlo.multiply %120, %171 : tensor<4x64x128xf32>
    %173 = stablehlo.add %166, %172 : tensor<4x64x128xf32>
    %174 = stablehlo.multiply %171, %120 : tensor<4x64x128xf32>
    %175 = stablehlo.add %173, %174 : tensor<4x64x128xf32>
    %176 = stablehlo.convert %175 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %177 = stablehlo.add %arg0, %176 : tensor<4x64x128xbf16>
    %178 = stablehlo.dot_general %177, %118, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<4x64x128xbf16>) -> tensor<128x128xbf16>
    %179 = stablehlo.transpose %178, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %180 = stablehlo.dot_general %177, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x128xbf16>) -> tensor<4x64x128xbf16>
    %181 = stablehlo.reshape %180 : (tensor<4x64x128xbf16>) -> tensor<4x64x4x2x16xbf16>
    %182 = stablehlo.transpose %181, dims = [0, 2, 4, 3, 1] : (tensor<4x64x4x2x16xbf16>) -> tensor<4x4x16x2x64xbf16>
    %183 = stablehlo.dot_general %182, %21, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x16x2x64xbf16>, tensor<4x64x4x16xbf16>) -> tensor<4x4x2x64x64xbf16>
    %184 = stablehlo.dot_general %182, %116, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x16x2x64xbf16>, tensor<4x4x2x64x64xbf16>) -> tensor<4x4x16x64xbf16>
    %185 = stablehlo.transpose %184, dims = [0, 3, 1, 2] : (tensor<4x4x16x64xbf16>) -> tensor<4x64x4x16xbf16>
    %186 = stablehlo.convert %183 : (tensor<4x4x2x64x64xbf16>) -> tensor<4x4x2x64x64xf32>
    %187 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3, 4] : (tensor<4x4x2x64x1xf32>) -> tensor<4x4x2x64x64xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<4x4x2x64x64xf32>
    %189 = stablehlo.multiply %188, %108 : tensor<4x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<4x4x2x64x64xf32>, tensor<f32>) -> tensor<4x4x2x64xf32>
    %191 = stablehlo.reshape %190 : (tensor<4x4x2x64xf32>) -> tensor<4x4x2x64x1xf32>
    %192 = stablehlo.negate %191 : tensor<4x4x2x64x1xf32>
    %193 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<4x4x2x64x1xf32>) -> tensor<4x4x2x64x64xf32>
    %194 = stablehlo.divide %186, %193 : tensor<4x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%192 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<4x4x2x64x1xf32>, tensor<f32>) -> tensor<4x4x2x64xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<4x4x2x64xf32>) -> tensor<4x4x2x64x64xf32>
    %197 = stablehlo.add %194, %196 : tensor<4x4x2x64x64xf32>
    %198 = stablehlo.multiply %197, %108 : tensor<4x4x2x64x64xf32>
    %199 = call @_where_21(%101#1, %198) : (tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>) -> tensor<4x4x2x64x64xf32>
    %200 = stablehlo.convert %199 : (tensor<4x4x2x64x64xf32>) -> tensor<4x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %201 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<4x4x2x64x64xbf16>
    %202 = stablehlo.multiply %200, %201 : tensor<4x4x2x64x64xbf16>
    %203 = stablehlo.transpose %202, dims = [0, 1, 4, 3, 2] : (tensor<4x4x2x64x64xbf16>) -> tensor<4x4x64x64x2xbf16>
    %204 = stablehlo.dot_general %203, %93, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x64x64x2xbf16>, tensor<4x64x4x16xbf16>) -> tensor<4x4x64x2x16xbf16>
    %205 = stablehlo.transpose %204, dims = [0, 2, 1, 3, 4] : (tensor<4x4x64x2x16xbf16>) -> tensor<4x64x4x2x16xbf16>
    %206 = stablehlo.dot_general %203, %94, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x64x64x2xbf16>, tensor<4x64x4x2x16xbf16>) -> tensor<4x4x64x16xbf16>
    %207 = stablehlo.transpose %206, dims = [0, 2, 1, 3] : (tensor<4x4x64x16xbf16>) -> tensor<4x64x4x16xbf16>
    %208 = stablehlo.reshape %205 : (tensor<4x64x4x2x16xbf16>) -> tensor<4x64x8x16xbf16>
    %209 = stablehlo.convert %207 : (tensor<4x64x4x16xbf16>) -> tensor<4x64x4x16xf32>
    %210 = stablehlo.slice %209 [0:4, 0:64, 0:4, 0:8] : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x8xf32>
    %211 = stablehlo.slice %209 [0:4, 0:64, 0:4, 8:16] : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x8xf32>
    %212 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<4x64x4x8xf32>
    %214 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %215 = stablehlo.multiply %211, %214 : tensor<4x64x4x8xf32>
    %216 = stablehlo.negate %210 : tensor<4x64x4x8xf32>
    %217 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %218 = stablehlo.multiply %216, %217 : tensor<4x64x4x8xf32>
    %219 = stablehlo.add %215, %218 : tensor<4x64x4x8xf32>
    %220 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x4x8xf32>
    %221 = stablehlo.multiply %210, %220 : tensor<4x64x4x8xf32>
    %222 = stablehlo.add %213, %221 : tensor<4x64x4x8xf32>
    %223 = stablehlo.concatenate %222, %219, dim = 3 : (tensor<4x64x4x8xf32>, tensor<4x64x4x8xf32>) -> tensor<4x64x4x16xf32>
    %224 = stablehlo.convert %223 : (tensor<4x64x4x16xf32>) -> tensor<4x64x4x16xbf16>
    %225 = stablehlo.convert %208 : (tensor<4x64x8x16xbf16>) -> tensor<4x64x8x16xf32>
    %226 = stablehlo.slice %225 [0:4, 0:64, 0:8, 0:8] : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x8xf32>
    %227 = stablehlo.slice %225 [0:4, 0:64, 0:8, 8:16] : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x8xf32>
    %228 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<4x64x8x8xf32>
    %230 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %231 = stablehlo.multiply %227, %230 : tensor<4x64x8x8xf32>
    %232 = stablehlo.negate %226 : tensor<4x64x8x8xf32>
    %233 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<4x64x8x8xf32>
    %235 = stablehlo.add %231, %234 : tensor<4x64x8x8xf32>
    %236 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<4x64x8x8xf32>
    %237 = stablehlo.multiply %226, %236 : tensor<4x64x8x8xf32>
    %238 = stablehlo.add %229, %237 : tensor<4x64x8x8xf32>
    %239 = stablehlo.concatenate %238, %235, dim = 3 : (tensor<4x64x8x8xf32>, tensor<4x64x8x8xf32>) -> tensor<4x64x8x16xf32>
    %240 = stablehlo.convert %239 : (tensor<4x64x8x16xf32>) -> tensor<4x64x8x16xbf16>
    %241 = stablehlo.reshape %185 : (tensor<4x64x4x16xbf16>) -> tensor<4x64x64xbf16>
    %242 = stablehlo.dot_general %241, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xbf16>, tensor<4x64x128xbf16>) -> tensor<64x128xbf16>
    %243 = stablehlo.transpose %242, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %244 = stablehlo.dot_general %241, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xbf16>, tensor<128x64xbf16>) -> tensor<4x64x128xbf16>
    %245 = stablehlo.reshape %224 : (tensor<4x64x4x16xbf16>) -> tensor<4x64x64xbf16>
    %246 = stablehlo.dot_general %245, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xbf16>, tensor<4x64x128xbf16>) -> tensor<64x128xbf16>
    %247 = stablehlo.transpose %246, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %248 = stablehlo.dot_general %245, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xbf16>, tensor<128x64xbf16>) -> tensor<4x64x128xbf16>
    %249 = stablehlo.add %244, %248 : tensor<4x64x128xbf16>
    %250 = stablehlo.reshape %240 : (tensor<4x64x8x16xbf16>) -> tensor<4x64x128xbf16>
    %251 = stablehlo.dot_general %250, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<4x64x128xbf16>) -> tensor<128x128xbf16>
    %252 = stablehlo.transpose %251, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %253 = stablehlo.dot_general %250, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xbf16>, tensor<128x128xbf16>) -> tensor<4x64x128xbf16>
    %254 = stablehlo.add %249, %253 : tensor<4x64x128xbf16>
    %255 = stablehlo.convert %254 : (tensor<4x64x128xbf16>) -> tensor<4x64x128xf32>
    %256 = stablehlo.multiply %13, %255 : tensor<4x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %258 = stablehlo.reshape %257 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %259 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x64x128xf32>
    %260 = stablehlo.multiply %255, %259 : tensor<4x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%258 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %262 = stablehlo.convert %261 : (tensor<128xf32>) -> tensor<128xbf16>
    %263 = stablehlo.multiply %0, %260 : tensor<4x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<4x64x128xf32>, tensor<f32>) -> tensor<4x64xf32>
    %265 = stablehlo.reshape %264 : (tensor<4x64xf32>) -> tensor<4x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x64x1xf32>) -> tensor<4x64x128xf32>
    %267 = stablehlo.multiply %260, %266 : tensor<4x64x128xf32>
    %268 = stablehlo.multiply %265, %11 : tensor<4x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x64x1xf32>
    %270 = stablehlo.divide %268, %269 : tensor<4x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<4x64x1xf32>, tensor<f32>) -> tensor<4x64xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<4x64xf32>) -> tensor<4x64x128xf32>
    %273 = stablehlo.multiply %0, %272 : tensor<4x64x128xf32>
    %274 = stablehlo.add %267, %273 : tensor<4x64x128xf32>
    %275 = stablehlo.multiply %272, %0 : tensor<4x64x128xf32>
    %276 = stablehlo.add %274, %275 : tensor<4x64x128xf32>
    %277 = stablehlo.convert %276 : (tensor<4x64x128xf32>) -> tensor<4x64x128xbf16>
    %278 = stablehlo.add %177, %277 : tensor<4x64x128xbf16>
    return %278, %262, %142, %151, %247, %161, %179, %252, %148, %243 : tensor<4x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>
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
  func.func private @_where_18(%arg0: tensor<64x64xi1>, %arg1: tensor<4x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<4x4x2x64x64xf32>, tensor<4x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<4x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>
    return %3, %1 : tensor<4x4x2x64x64xf32>, tensor<4x4x2x64x64xi1>
  }
  func.func private @silu_19(%arg0: tensor<4x64x256xbf16>) -> (tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x64x256xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x64x256xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x64x256xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x64x256xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x64x256xbf16>
    return %9, %5, %8 : tensor<4x64x256xbf16>, tensor<4x64x256xbf16>, tensor<4x64x256xbf16>
  }
  func.func private @silu_20(%arg0: tensor<4x64x256xbf16>, %arg1: tensor<4x64x256xbf16>, %arg2: tensor<4x64x256xbf16>, %arg3: tensor<4x64x256xbf16>) -> tensor<4x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<4x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<4x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<4x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x64x256xbf16>
    return %3 : tensor<4x64x256xbf16>
  }
  func.func private @_where_21(%arg0: tensor<4x4x2x64x64xi1>, %arg1: tensor<4x4x2x64x64xf32>) -> tensor<4x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4x2x64x64xi1>, tensor<4x4x2x64x64xf32>
    return %1 : tensor<4x4x2x64x64xf32>
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
  func.func private @_take_27(%arg0: tensor<4x64x1xi32>, %arg1: tensor<4x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<4x64x1xi32>, tensor<4x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_28(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
