module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "expert"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "expert", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x4xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<2x128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 26 : i32}, %arg27: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<2x128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x4x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<2x128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}, %arg54: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x4x128x128xbf16> {jax.result_info = "result[0]['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>}, tensor<2x4x128x128xbf16> {jax.result_info = "result[0]['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x4x128x128xbf16> {jax.result_info = "result[0]['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x4xbf16> {jax.result_info = "result[0]['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[1]['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[1]['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[1]['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x4xf32> {jax.result_info = "result[1]['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x4xf32> {jax.result_info = "result[2][0].mu['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x4x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x4xf32> {jax.result_info = "result[2][0].nu['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg54) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %2 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.add %5, %4 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.divide %6, %7 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.power %9, %8 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.divide %11, %10 : tensor<16xf32>
    %13 = stablehlo.iota dim = 0 : tensor<64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<64x16xf32>
    %19 = stablehlo.sine %18 : tensor<64x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %21 = stablehlo.cosine %18 : tensor<64x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %23 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.add %26, %25 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.divide %27, %28 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.power %30, %29 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.divide %32, %31 : tensor<16xf32>
    %34 = stablehlo.iota dim = 0 : tensor<64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<64x16xf32>
    %40 = stablehlo.sine %39 : tensor<64x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %42 = stablehlo.cosine %39 : tensor<64x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %45 = call @tril(%44) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %46:2 = call @_where_0(%45, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>)
    %47 = call @_one_hot() : () -> tensor<1x1x1x4xi32>
    %c_10 = stablehlo.constant dense<64> : tensor<i32>
    %48 = call @_where_1(%c_10) : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %49 = call @_one_hot_2() : () -> tensor<1x1x1x1x64xi32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %51:22 = stablehlo.while(%iterArg = %arg2, %iterArg_154 = %arg3, %iterArg_155 = %arg4, %iterArg_156 = %arg5, %iterArg_157 = %arg6, %iterArg_158 = %arg7, %iterArg_159 = %arg8, %iterArg_160 = %arg9, %iterArg_161 = %arg10, %iterArg_162 = %arg11, %iterArg_163 = %43, %iterArg_164 = %41, %iterArg_165 = %22, %iterArg_166 = %20, %iterArg_167 = %46#0, %iterArg_168 = %46#1, %iterArg_169 = %47, %iterArg_170 = %48, %iterArg_171 = %49, %iterArg_172 = %c_12, %iterArg_173 = %1, %iterArg_174 = %50) : tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<1x1x1x4xi32>, tensor<8x64x2x4xi32>, tensor<1x1x1x1x64xi32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_175 = stablehlo.constant dense<2> : tensor<i32>
      %537 = stablehlo.compare LT, %iterArg_172, %c_175, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %537 : tensor<i1>
    } do {
      %537 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_172) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %538 = func.call @dynamic_index_in_dim_3(%iterArg_154, %iterArg_172) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %539 = func.call @dynamic_index_in_dim_3(%iterArg_155, %iterArg_172) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %540 = func.call @dynamic_index_in_dim_3(%iterArg_156, %iterArg_172) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %541 = func.call @dynamic_index_in_dim_4(%iterArg_157, %iterArg_172) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %542 = func.call @dynamic_index_in_dim(%iterArg_158, %iterArg_172) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %543 = func.call @dynamic_index_in_dim_5(%iterArg_159, %iterArg_172) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %544 = func.call @dynamic_index_in_dim_5(%iterArg_160, %iterArg_172) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %545 = func.call @dynamic_index_in_dim_6(%iterArg_161, %iterArg_172) : (tensor<2x128x4xbf16>, tensor<i32>) -> tensor<128x4xbf16>
      %546 = func.call @dynamic_index_in_dim_4(%iterArg_162, %iterArg_172) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %547:2 = func.call @closed_call(%iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_173, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546) : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<1x1x1x4xi32>, tensor<8x64x2x4xi32>, tensor<1x1x1x1x64xi32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x4xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %548 = func.call @dynamic_update_index_in_dim(%iterArg_174, %547#1, %iterArg_172) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_175 = stablehlo.constant dense<1> : tensor<i32>
      %549 = stablehlo.add %iterArg_172, %c_175 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %549, %547#0, %548 : tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<1x1x1x4xi32>, tensor<8x64x2x4xi32>, tensor<1x1x1x1x64xi32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    }
    %52 = stablehlo.convert %51#20 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %59 = stablehlo.add %57, %58 : tensor<8x64x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<8x64x1xf32>
    %61 = stablehlo.divide %60, %59 : tensor<8x64x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8x64x1xf32>
    %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %65 = stablehlo.multiply %52, %64 : tensor<8x64x128xf32>
    %66 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<8x64x128xf32>
    %70 = stablehlo.convert %69 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %71 = stablehlo.dot_general %70, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %72 = stablehlo.convert %71 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_17) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<8x64xf32>
    %77 = stablehlo.is_finite %76 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %79 = stablehlo.select %77, %76, %78 : tensor<8x64xi1>, tensor<8x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %82 = stablehlo.subtract %73, %81 : tensor<8x64x512xf32>
    %83 = stablehlo.exponential %82 : tensor<8x64x512xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %85 = stablehlo.abs %84 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %87 = stablehlo.compare GE, %84, %86, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %88 = stablehlo.log %85 : tensor<8x64xf32>
    %89 = stablehlo.add %88, %79 : tensor<8x64xf32>
    %90 = stablehlo.broadcast_in_dim %arg53, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %91:2 = call @take_along_axis(%73, %90) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %92 = stablehlo.reshape %91#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %93 = stablehlo.subtract %89, %92 : tensor<8x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %96 = stablehlo.divide %cst_24, %cst_25 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %98 = stablehlo.negate %97 : tensor<8x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %100 = call @take_along_axis_12(%91#1, %99) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %101 = stablehlo.divide %97, %85 : tensor<8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %103 = stablehlo.select %87, %102, %101 : tensor<8x64xi1>, tensor<8x64xf32>
    %104 = stablehlo.select %87, %101, %102 : tensor<8x64xi1>, tensor<8x64xf32>
    %105 = stablehlo.negate %103 : tensor<8x64xf32>
    %106 = stablehlo.add %104, %105 : tensor<8x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %108 = stablehlo.multiply %107, %83 : tensor<8x64x512xf32>
    %109 = stablehlo.add %100, %108 : tensor<8x64x512xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x512xf32>
    %111 = stablehlo.convert %110 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %112 = stablehlo.dot_general %111, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %113 = stablehlo.transpose %112, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %114 = stablehlo.dot_general %111, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %115 = stablehlo.convert %114 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %116 = stablehlo.multiply %65, %115 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %118 = stablehlo.reshape %117 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %119 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%118 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %122 = stablehlo.convert %121 : (tensor<128xf32>) -> tensor<128xbf16>
    %123 = stablehlo.multiply %52, %120 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %126 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %127 = stablehlo.multiply %120, %126 : tensor<8x64x128xf32>
    %128 = stablehlo.multiply %125, %63 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.multiply %52, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.add %127, %133 : tensor<8x64x128xf32>
    %135 = stablehlo.multiply %132, %52 : tensor<8x64x128xf32>
    %136 = stablehlo.add %134, %135 : tensor<8x64x128xf32>
    %137 = stablehlo.convert %136 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x4x128x128xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x4x128x128xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x4x128x128xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x128x4xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %147 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %148:23 = stablehlo.while(%iterArg = %arg2, %iterArg_154 = %arg3, %iterArg_155 = %arg4, %iterArg_156 = %arg5, %iterArg_157 = %arg6, %iterArg_158 = %arg7, %iterArg_159 = %arg8, %iterArg_160 = %arg9, %iterArg_161 = %arg10, %iterArg_162 = %arg11, %iterArg_163 = %51#21, %iterArg_164 = %c_42, %iterArg_165 = %137, %iterArg_166 = %138, %iterArg_167 = %139, %iterArg_168 = %140, %iterArg_169 = %141, %iterArg_170 = %142, %iterArg_171 = %143, %iterArg_172 = %144, %iterArg_173 = %145, %iterArg_174 = %146, %iterArg_175 = %147) : tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_176 = stablehlo.constant dense<2> : tensor<i32>
      %537 = stablehlo.compare LT, %iterArg_164, %c_176, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %537 : tensor<i1>
    } do {
      %c_176 = stablehlo.constant dense<2> : tensor<i32>
      %537 = stablehlo.subtract %c_176, %iterArg_164 : tensor<i32>
      %c_177 = stablehlo.constant dense<1> : tensor<i32>
      %538 = stablehlo.subtract %537, %c_177 : tensor<i32>
      %539 = func.call @dynamic_index_in_dim(%iterArg, %538) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %540 = func.call @dynamic_index_in_dim_3(%iterArg_154, %538) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %541 = func.call @dynamic_index_in_dim_3(%iterArg_155, %538) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %542 = func.call @dynamic_index_in_dim_3(%iterArg_156, %538) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %543 = func.call @dynamic_index_in_dim_4(%iterArg_157, %538) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %544 = func.call @dynamic_index_in_dim(%iterArg_158, %538) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %545 = func.call @dynamic_index_in_dim_5(%iterArg_159, %538) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %546 = func.call @dynamic_index_in_dim_5(%iterArg_160, %538) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %547 = func.call @dynamic_index_in_dim_6(%iterArg_161, %538) : (tensor<2x128x4xbf16>, tensor<i32>) -> tensor<128x4xbf16>
      %548 = func.call @dynamic_index_in_dim_4(%iterArg_162, %538) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %549 = func.call @dynamic_index_in_dim_13(%iterArg_163, %538) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %550:11 = func.call @closed_call_14(%iterArg_165, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549) : (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x4xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x4xbf16>, tensor<128x64xbf16>)
      %551 = func.call @dynamic_update_index_in_dim_24(%iterArg_166, %550#1, %538) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %552 = func.call @dynamic_update_index_in_dim_25(%iterArg_167, %550#2, %538) : (tensor<2x4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<i32>) -> tensor<2x4x128x128xbf16>
      %553 = func.call @dynamic_update_index_in_dim_25(%iterArg_168, %550#3, %538) : (tensor<2x4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<i32>) -> tensor<2x4x128x128xbf16>
      %554 = func.call @dynamic_update_index_in_dim_25(%iterArg_169, %550#4, %538) : (tensor<2x4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<i32>) -> tensor<2x4x128x128xbf16>
      %555 = func.call @dynamic_update_index_in_dim_26(%iterArg_170, %550#5, %538) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %556 = func.call @dynamic_update_index_in_dim_24(%iterArg_171, %550#6, %538) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %557 = func.call @dynamic_update_index_in_dim_27(%iterArg_172, %550#7, %538) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %558 = func.call @dynamic_update_index_in_dim_27(%iterArg_173, %550#8, %538) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %559 = func.call @dynamic_update_index_in_dim_28(%iterArg_174, %550#9, %538) : (tensor<2x128x4xbf16>, tensor<128x4xbf16>, tensor<i32>) -> tensor<2x128x4xbf16>
      %560 = func.call @dynamic_update_index_in_dim_26(%iterArg_175, %550#10, %538) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_178 = stablehlo.constant dense<1> : tensor<i32>
      %561 = stablehlo.add %iterArg_164, %c_178 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %561, %550#0, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560 : tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>
    }
    %149 = sdy.sharding_constraint %148#12 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %150 = call @_take_29(%0#1, %149) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %151 = stablehlo.convert %150 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %152 = stablehlo.convert %122 : (tensor<128xbf16>) -> tensor<128xf32>
    %153 = stablehlo.convert %148#13 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %154 = stablehlo.convert %148#14 : (tensor<2x4x128x128xbf16>) -> tensor<2x4x128x128xf32>
    %155 = stablehlo.convert %148#15 : (tensor<2x4x128x128xbf16>) -> tensor<2x4x128x128xf32>
    %156 = stablehlo.convert %148#16 : (tensor<2x4x128x128xbf16>) -> tensor<2x4x128x128xf32>
    %157 = stablehlo.convert %148#17 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %158 = stablehlo.convert %148#18 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %159 = stablehlo.convert %148#19 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %160 = stablehlo.convert %148#20 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %161 = stablehlo.convert %148#21 : (tensor<2x128x4xbf16>) -> tensor<2x128x4xf32>
    %162 = stablehlo.convert %148#22 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %163 = stablehlo.convert %113 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %165 = stablehlo.multiply %164, %151 : tensor<512x128xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %167 = stablehlo.multiply %166, %arg27 : tensor<512x128xf32>
    %168 = stablehlo.add %165, %167 : tensor<512x128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %170 = stablehlo.multiply %169, %152 : tensor<128xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %172 = stablehlo.multiply %171, %arg28 : tensor<128xf32>
    %173 = stablehlo.add %170, %172 : tensor<128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %175 = stablehlo.multiply %174, %153 : tensor<2x128xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %177 = stablehlo.multiply %176, %arg29 : tensor<2x128xf32>
    %178 = stablehlo.add %175, %177 : tensor<2x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %180 = stablehlo.multiply %179, %154 : tensor<2x4x128x128xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %182 = stablehlo.multiply %181, %arg30 : tensor<2x4x128x128xf32>
    %183 = stablehlo.add %180, %182 : tensor<2x4x128x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %185 = stablehlo.multiply %184, %155 : tensor<2x4x128x128xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %187 = stablehlo.multiply %186, %arg31 : tensor<2x4x128x128xf32>
    %188 = stablehlo.add %185, %187 : tensor<2x4x128x128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %190 = stablehlo.multiply %189, %156 : tensor<2x4x128x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %192 = stablehlo.multiply %191, %arg32 : tensor<2x4x128x128xf32>
    %193 = stablehlo.add %190, %192 : tensor<2x4x128x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %195 = stablehlo.multiply %194, %157 : tensor<2x128x64xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %197 = stablehlo.multiply %196, %arg33 : tensor<2x128x64xf32>
    %198 = stablehlo.add %195, %197 : tensor<2x128x64xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %200 = stablehlo.multiply %199, %158 : tensor<2x128xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %202 = stablehlo.multiply %201, %arg34 : tensor<2x128xf32>
    %203 = stablehlo.add %200, %202 : tensor<2x128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %205 = stablehlo.multiply %204, %159 : tensor<2x128x128xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %207 = stablehlo.multiply %206, %arg35 : tensor<2x128x128xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x128x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %210 = stablehlo.multiply %209, %160 : tensor<2x128x128xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %212 = stablehlo.multiply %211, %arg36 : tensor<2x128x128xf32>
    %213 = stablehlo.add %210, %212 : tensor<2x128x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %215 = stablehlo.multiply %214, %161 : tensor<2x128x4xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %217 = stablehlo.multiply %216, %arg37 : tensor<2x128x4xf32>
    %218 = stablehlo.add %215, %217 : tensor<2x128x4xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %220 = stablehlo.multiply %219, %162 : tensor<2x128x64xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %222 = stablehlo.multiply %221, %arg38 : tensor<2x128x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<2x128x64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %225 = stablehlo.multiply %224, %163 : tensor<128x512xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %227 = stablehlo.multiply %226, %arg39 : tensor<128x512xf32>
    %228 = stablehlo.add %225, %227 : tensor<128x512xf32>
    %229 = stablehlo.multiply %151, %151 : tensor<512x128xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<512x128xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %233 = stablehlo.multiply %232, %arg40 : tensor<512x128xf32>
    %234 = stablehlo.add %231, %233 : tensor<512x128xf32>
    %235 = stablehlo.multiply %152, %152 : tensor<128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %237 = stablehlo.multiply %236, %235 : tensor<128xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %239 = stablehlo.multiply %238, %arg41 : tensor<128xf32>
    %240 = stablehlo.add %237, %239 : tensor<128xf32>
    %241 = stablehlo.multiply %153, %153 : tensor<2x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<2x128xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %245 = stablehlo.multiply %244, %arg42 : tensor<2x128xf32>
    %246 = stablehlo.add %243, %245 : tensor<2x128xf32>
    %247 = stablehlo.multiply %154, %154 : tensor<2x4x128x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<2x4x128x128xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %251 = stablehlo.multiply %250, %arg43 : tensor<2x4x128x128xf32>
    %252 = stablehlo.add %249, %251 : tensor<2x4x128x128xf32>
    %253 = stablehlo.multiply %155, %155 : tensor<2x4x128x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<2x4x128x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %257 = stablehlo.multiply %256, %arg44 : tensor<2x4x128x128xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x4x128x128xf32>
    %259 = stablehlo.multiply %156, %156 : tensor<2x4x128x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<2x4x128x128xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %263 = stablehlo.multiply %262, %arg45 : tensor<2x4x128x128xf32>
    %264 = stablehlo.add %261, %263 : tensor<2x4x128x128xf32>
    %265 = stablehlo.multiply %157, %157 : tensor<2x128x64xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<2x128x64xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %269 = stablehlo.multiply %268, %arg46 : tensor<2x128x64xf32>
    %270 = stablehlo.add %267, %269 : tensor<2x128x64xf32>
    %271 = stablehlo.multiply %158, %158 : tensor<2x128xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<2x128xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %275 = stablehlo.multiply %274, %arg47 : tensor<2x128xf32>
    %276 = stablehlo.add %273, %275 : tensor<2x128xf32>
    %277 = stablehlo.multiply %159, %159 : tensor<2x128x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<2x128x128xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %281 = stablehlo.multiply %280, %arg48 : tensor<2x128x128xf32>
    %282 = stablehlo.add %279, %281 : tensor<2x128x128xf32>
    %283 = stablehlo.multiply %160, %160 : tensor<2x128x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<2x128x128xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %287 = stablehlo.multiply %286, %arg49 : tensor<2x128x128xf32>
    %288 = stablehlo.add %285, %287 : tensor<2x128x128xf32>
    %289 = stablehlo.multiply %161, %161 : tensor<2x128x4xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %291 = stablehlo.multiply %290, %289 : tensor<2x128x4xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %293 = stablehlo.multiply %292, %arg50 : tensor<2x128x4xf32>
    %294 = stablehlo.add %291, %293 : tensor<2x128x4xf32>
    %295 = stablehlo.multiply %162, %162 : tensor<2x128x64xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<2x128x64xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %299 = stablehlo.multiply %298, %arg51 : tensor<2x128x64xf32>
    %300 = stablehlo.add %297, %299 : tensor<2x128x64xf32>
    %301 = stablehlo.multiply %163, %163 : tensor<128x512xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<128x512xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %305 = stablehlo.multiply %304, %arg52 : tensor<128x512xf32>
    %306 = stablehlo.add %303, %305 : tensor<128x512xf32>
    %c_95 = stablehlo.constant dense<2147483647> : tensor<i32>
    %307 = stablehlo.compare LT, %arg26, %c_95, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_96 = stablehlo.constant dense<1> : tensor<i32>
    %308 = stablehlo.add %arg26, %c_96 : tensor<i32>
    %c_97 = stablehlo.constant dense<2147483647> : tensor<i32>
    %309 = call @_where_30(%307, %308, %c_97) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %310 = stablehlo.convert %309 : (tensor<i32>) -> tensor<f32>
    %311 = stablehlo.power %cst_98, %310 : tensor<f32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.subtract %cst_99, %311 : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %314 = stablehlo.divide %168, %313 : tensor<512x128xf32>
    %315 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %316 = stablehlo.divide %173, %315 : tensor<128xf32>
    %317 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %318 = stablehlo.divide %178, %317 : tensor<2x128xf32>
    %319 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %320 = stablehlo.divide %183, %319 : tensor<2x4x128x128xf32>
    %321 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %322 = stablehlo.divide %188, %321 : tensor<2x4x128x128xf32>
    %323 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %324 = stablehlo.divide %193, %323 : tensor<2x4x128x128xf32>
    %325 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %326 = stablehlo.divide %198, %325 : tensor<2x128x64xf32>
    %327 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %328 = stablehlo.divide %203, %327 : tensor<2x128xf32>
    %329 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %330 = stablehlo.divide %208, %329 : tensor<2x128x128xf32>
    %331 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %332 = stablehlo.divide %213, %331 : tensor<2x128x128xf32>
    %333 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %334 = stablehlo.divide %218, %333 : tensor<2x128x4xf32>
    %335 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %336 = stablehlo.divide %223, %335 : tensor<2x128x64xf32>
    %337 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %338 = stablehlo.divide %228, %337 : tensor<128x512xf32>
    %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %339 = stablehlo.convert %309 : (tensor<i32>) -> tensor<f32>
    %340 = stablehlo.power %cst_100, %339 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %341 = stablehlo.subtract %cst_101, %340 : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %343 = stablehlo.divide %234, %342 : tensor<512x128xf32>
    %344 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %345 = stablehlo.divide %240, %344 : tensor<128xf32>
    %346 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %347 = stablehlo.divide %246, %346 : tensor<2x128xf32>
    %348 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %349 = stablehlo.divide %252, %348 : tensor<2x4x128x128xf32>
    %350 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %351 = stablehlo.divide %258, %350 : tensor<2x4x128x128xf32>
    %352 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %353 = stablehlo.divide %264, %352 : tensor<2x4x128x128xf32>
    %354 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %355 = stablehlo.divide %270, %354 : tensor<2x128x64xf32>
    %356 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %357 = stablehlo.divide %276, %356 : tensor<2x128xf32>
    %358 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %359 = stablehlo.divide %282, %358 : tensor<2x128x128xf32>
    %360 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %361 = stablehlo.divide %288, %360 : tensor<2x128x128xf32>
    %362 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %363 = stablehlo.divide %294, %362 : tensor<2x128x4xf32>
    %364 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %365 = stablehlo.divide %300, %364 : tensor<2x128x64xf32>
    %366 = stablehlo.broadcast_in_dim %341, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %367 = stablehlo.divide %306, %366 : tensor<128x512xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %369 = stablehlo.add %343, %368 : tensor<512x128xf32>
    %370 = stablehlo.sqrt %369 : tensor<512x128xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %372 = stablehlo.add %370, %371 : tensor<512x128xf32>
    %373 = stablehlo.divide %314, %372 : tensor<512x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %375 = stablehlo.add %345, %374 : tensor<128xf32>
    %376 = stablehlo.sqrt %375 : tensor<128xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %378 = stablehlo.add %376, %377 : tensor<128xf32>
    %379 = stablehlo.divide %316, %378 : tensor<128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %381 = stablehlo.add %347, %380 : tensor<2x128xf32>
    %382 = stablehlo.sqrt %381 : tensor<2x128xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %384 = stablehlo.add %382, %383 : tensor<2x128xf32>
    %385 = stablehlo.divide %318, %384 : tensor<2x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %387 = stablehlo.add %349, %386 : tensor<2x4x128x128xf32>
    %388 = stablehlo.sqrt %387 : tensor<2x4x128x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %390 = stablehlo.add %388, %389 : tensor<2x4x128x128xf32>
    %391 = stablehlo.divide %320, %390 : tensor<2x4x128x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %393 = stablehlo.add %351, %392 : tensor<2x4x128x128xf32>
    %394 = stablehlo.sqrt %393 : tensor<2x4x128x128xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %396 = stablehlo.add %394, %395 : tensor<2x4x128x128xf32>
    %397 = stablehlo.divide %322, %396 : tensor<2x4x128x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %399 = stablehlo.add %353, %398 : tensor<2x4x128x128xf32>
    %400 = stablehlo.sqrt %399 : tensor<2x4x128x128xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %402 = stablehlo.add %400, %401 : tensor<2x4x128x128xf32>
    %403 = stablehlo.divide %324, %402 : tensor<2x4x128x128xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %405 = stablehlo.add %355, %404 : tensor<2x128x64xf32>
    %406 = stablehlo.sqrt %405 : tensor<2x128x64xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %408 = stablehlo.add %406, %407 : tensor<2x128x64xf32>
    %409 = stablehlo.divide %326, %408 : tensor<2x128x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %411 = stablehlo.add %357, %410 : tensor<2x128xf32>
    %412 = stablehlo.sqrt %411 : tensor<2x128xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %414 = stablehlo.add %412, %413 : tensor<2x128xf32>
    %415 = stablehlo.divide %328, %414 : tensor<2x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %417 = stablehlo.add %359, %416 : tensor<2x128x128xf32>
    %418 = stablehlo.sqrt %417 : tensor<2x128x128xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %420 = stablehlo.add %418, %419 : tensor<2x128x128xf32>
    %421 = stablehlo.divide %330, %420 : tensor<2x128x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %423 = stablehlo.add %361, %422 : tensor<2x128x128xf32>
    %424 = stablehlo.sqrt %423 : tensor<2x128x128xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %426 = stablehlo.add %424, %425 : tensor<2x128x128xf32>
    %427 = stablehlo.divide %332, %426 : tensor<2x128x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %429 = stablehlo.add %363, %428 : tensor<2x128x4xf32>
    %430 = stablehlo.sqrt %429 : tensor<2x128x4xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %432 = stablehlo.add %430, %431 : tensor<2x128x4xf32>
    %433 = stablehlo.divide %334, %432 : tensor<2x128x4xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %435 = stablehlo.add %365, %434 : tensor<2x128x64xf32>
    %436 = stablehlo.sqrt %435 : tensor<2x128x64xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %438 = stablehlo.add %436, %437 : tensor<2x128x64xf32>
    %439 = stablehlo.divide %336, %438 : tensor<2x128x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %441 = stablehlo.add %367, %440 : tensor<128x512xf32>
    %442 = stablehlo.sqrt %441 : tensor<128x512xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %444 = stablehlo.add %442, %443 : tensor<128x512xf32>
    %445 = stablehlo.divide %338, %444 : tensor<128x512xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %447 = stablehlo.multiply %446, %arg13 : tensor<512x128xf32>
    %448 = stablehlo.add %373, %447 : tensor<512x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %450 = stablehlo.multiply %449, %arg14 : tensor<128xf32>
    %451 = stablehlo.add %379, %450 : tensor<128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %453 = stablehlo.multiply %452, %arg15 : tensor<2x128xf32>
    %454 = stablehlo.add %385, %453 : tensor<2x128xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %456 = stablehlo.multiply %455, %arg16 : tensor<2x4x128x128xf32>
    %457 = stablehlo.add %391, %456 : tensor<2x4x128x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %459 = stablehlo.multiply %458, %arg17 : tensor<2x4x128x128xf32>
    %460 = stablehlo.add %397, %459 : tensor<2x4x128x128xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %462 = stablehlo.multiply %461, %arg18 : tensor<2x4x128x128xf32>
    %463 = stablehlo.add %403, %462 : tensor<2x4x128x128xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %465 = stablehlo.multiply %464, %arg19 : tensor<2x128x64xf32>
    %466 = stablehlo.add %409, %465 : tensor<2x128x64xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %468 = stablehlo.multiply %467, %arg20 : tensor<2x128xf32>
    %469 = stablehlo.add %415, %468 : tensor<2x128xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %471 = stablehlo.multiply %470, %arg21 : tensor<2x128x128xf32>
    %472 = stablehlo.add %421, %471 : tensor<2x128x128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %474 = stablehlo.multiply %473, %arg22 : tensor<2x128x128xf32>
    %475 = stablehlo.add %427, %474 : tensor<2x128x128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %477 = stablehlo.multiply %476, %arg23 : tensor<2x128x4xf32>
    %478 = stablehlo.add %433, %477 : tensor<2x128x4xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %480 = stablehlo.multiply %479, %arg24 : tensor<2x128x64xf32>
    %481 = stablehlo.add %439, %480 : tensor<2x128x64xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %483 = stablehlo.multiply %482, %arg25 : tensor<128x512xf32>
    %484 = stablehlo.add %445, %483 : tensor<128x512xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %486 = stablehlo.multiply %485, %448 : tensor<512x128xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %488 = stablehlo.multiply %487, %451 : tensor<128xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %490 = stablehlo.multiply %489, %454 : tensor<2x128xf32>
    %cst_144 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %492 = stablehlo.multiply %491, %457 : tensor<2x4x128x128xf32>
    %cst_145 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %494 = stablehlo.multiply %493, %460 : tensor<2x4x128x128xf32>
    %cst_146 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %496 = stablehlo.multiply %495, %463 : tensor<2x4x128x128xf32>
    %cst_147 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %498 = stablehlo.multiply %497, %466 : tensor<2x128x64xf32>
    %cst_148 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %500 = stablehlo.multiply %499, %469 : tensor<2x128xf32>
    %cst_149 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %502 = stablehlo.multiply %501, %472 : tensor<2x128x128xf32>
    %cst_150 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %504 = stablehlo.multiply %503, %475 : tensor<2x128x128xf32>
    %cst_151 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x128x4xf32>
    %506 = stablehlo.multiply %505, %478 : tensor<2x128x4xf32>
    %cst_152 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %508 = stablehlo.multiply %507, %481 : tensor<2x128x64xf32>
    %cst_153 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %510 = stablehlo.multiply %509, %484 : tensor<128x512xf32>
    %511 = stablehlo.add %arg13, %486 : tensor<512x128xf32>
    %512 = stablehlo.add %arg14, %488 : tensor<128xf32>
    %513 = stablehlo.add %arg15, %490 : tensor<2x128xf32>
    %514 = stablehlo.add %arg16, %492 : tensor<2x4x128x128xf32>
    %515 = stablehlo.add %arg17, %494 : tensor<2x4x128x128xf32>
    %516 = stablehlo.add %arg18, %496 : tensor<2x4x128x128xf32>
    %517 = stablehlo.add %arg19, %498 : tensor<2x128x64xf32>
    %518 = stablehlo.add %arg20, %500 : tensor<2x128xf32>
    %519 = stablehlo.add %arg21, %502 : tensor<2x128x128xf32>
    %520 = stablehlo.add %arg22, %504 : tensor<2x128x128xf32>
    %521 = stablehlo.add %arg23, %506 : tensor<2x128x4xf32>
    %522 = stablehlo.add %arg24, %508 : tensor<2x128x64xf32>
    %523 = stablehlo.add %arg25, %510 : tensor<128x512xf32>
    %524 = stablehlo.convert %511 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %525 = stablehlo.convert %512 : (tensor<128xf32>) -> tensor<128xbf16>
    %526 = stablehlo.convert %513 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %527 = stablehlo.convert %514 : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xbf16>
    %528 = stablehlo.convert %515 : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xbf16>
    %529 = stablehlo.convert %516 : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xbf16>
    %530 = stablehlo.convert %517 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %531 = stablehlo.convert %518 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %532 = stablehlo.convert %519 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %533 = stablehlo.convert %520 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %534 = stablehlo.convert %521 : (tensor<2x128x4xf32>) -> tensor<2x128x4xbf16>
    %535 = stablehlo.convert %522 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %536 = stablehlo.convert %523 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %522, %523, %309, %168, %173, %178, %183, %188, %193, %198, %203, %208, %213, %218, %223, %228, %234, %240, %246, %252, %258, %264, %270, %276, %282, %288, %294, %300, %306, %95 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x4xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x4xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x4xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x2x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    return %1, %2 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
  }
  func.func private @_one_hot() -> tensor<1x1x1x4xi32> {
    %0 = stablehlo.iota dim = 3 : tensor<1x1x1x4xi32>
    return %0 : tensor<1x1x1x4xi32>
  }
  func.func private @_where_1(%arg0: tensor<i32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.convert %arg0 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    return %1 : tensor<8x64x2x4xi32>
  }
  func.func private @_one_hot_2() -> tensor<1x1x1x1x64xi32> {
    %0 = stablehlo.iota dim = 4 : tensor<1x1x1x1x64xi32>
    return %0 : tensor<1x1x1x1x64xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x4x128x128xbf16>, %arg1: tensor<i32>) -> tensor<4x128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 128, 128] : (tensor<2x4x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x128x128xbf16>) -> tensor<4x128x128xbf16>
    return %1 : tensor<4x128x128xbf16>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<i32>) -> tensor<128x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<2x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<2x128x4xbf16>, %arg1: tensor<i32>) -> tensor<128x4xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 4] : (tensor<2x128x4xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x4xbf16>) -> tensor<128x4xbf16>
    return %1 : tensor<128x4xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1x64x1x16xf32>, %arg1: tensor<1x64x1x16xf32>, %arg2: tensor<1x64x1x16xf32>, %arg3: tensor<1x64x1x16xf32>, %arg4: tensor<8x2x2x64x64xi1>, %arg5: tensor<8x2x2x64x64xf32>, %arg6: tensor<1x1x1x4xi32>, %arg7: tensor<8x64x2x4xi32>, %arg8: tensor<1x1x1x1x64xi32>, %arg9: tensor<8x64x128xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<4x128x128xbf16>, %arg12: tensor<4x128x128xbf16>, %arg13: tensor<4x128x128xbf16>, %arg14: tensor<128x64xbf16>, %arg15: tensor<128xbf16>, %arg16: tensor<128x128xbf16>, %arg17: tensor<128x128xbf16>, %arg18: tensor<128x4xbf16>, %arg19: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) {
    %0 = sdy.sharding_constraint %arg9 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %12 = stablehlo.convert %arg10 : (tensor<128xbf16>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %11, %14 : tensor<8x64x128xf32>
    %16 = stablehlo.convert %15 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %17 = stablehlo.dot_general %16, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %20 = stablehlo.dot_general %16, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %23 = stablehlo.dot_general %16, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %26 = stablehlo.convert %19 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %27 = stablehlo.slice %26 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %28 = stablehlo.slice %26 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x64x4x16xf32>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<8x64x4x16xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<8x64x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %35 = stablehlo.multiply %28, %34 : tensor<8x64x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<8x64x4x16xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x64x4x16xf32>
    %39 = stablehlo.concatenate %33, %38, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %40 = stablehlo.convert %39 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %41 = stablehlo.convert %22 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %42 = stablehlo.slice %41 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %43 = stablehlo.slice %41 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<8x64x2x16xf32>
    %46 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<8x64x2x16xf32>
    %48 = stablehlo.subtract %45, %47 : tensor<8x64x2x16xf32>
    %49 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %50 = stablehlo.multiply %43, %49 : tensor<8x64x2x16xf32>
    %51 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<8x64x2x16xf32>
    %53 = stablehlo.add %50, %52 : tensor<8x64x2x16xf32>
    %54 = stablehlo.concatenate %48, %53, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %55 = stablehlo.convert %54 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %56 = stablehlo.reshape %40 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %57 = stablehlo.dot_general %55, %56, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x64x2xbf16>
    %58 = stablehlo.transpose %57, dims = [0, 1, 4, 3, 2] : (tensor<8x2x64x64x2xbf16>) -> tensor<8x2x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %60 = stablehlo.multiply %58, %59 : tensor<8x2x2x64x64xbf16>
    %61 = stablehlo.convert %60 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %62 = call @_where_7(%61, %arg4, %arg5) : (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<8x2x2x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<8x2x2x64x64xf32>
    %69 = stablehlo.exponential %68 : tensor<8x2x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %73 = stablehlo.divide %69, %72 : tensor<8x2x2x64x64xf32>
    %74 = stablehlo.convert %73 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %75 = stablehlo.dot_general %25, %74, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x2x64xbf16>
    %76 = stablehlo.transpose %75, dims = [0, 4, 1, 3, 2] : (tensor<8x2x32x2x64xbf16>) -> tensor<8x64x2x2x32xbf16>
    %77 = stablehlo.reshape %76 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x128xbf16>
    %78 = stablehlo.dot_general %77, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %92 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %95 = stablehlo.multiply %91, %94 : tensor<8x64x128xf32>
    %96 = stablehlo.convert %95 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %97 = stablehlo.dot_general %96, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x4xbf16>) -> tensor<8x64x4xbf16>
    %98 = stablehlo.convert %97 : (tensor<8x64x4xbf16>) -> tensor<8x64x4xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_9) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %101 = stablehlo.maximum %100, %99 : tensor<8x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %104 = stablehlo.subtract %98, %103 : tensor<8x64x4xf32>
    %105 = stablehlo.exponential %104 : tensor<8x64x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %109 = stablehlo.divide %105, %108 : tensor<8x64x4xf32>
    %values, %indices = chlo.top_k(%109, k = 2) : tensor<8x64x4xf32> -> (tensor<8x64x2xf32>, tensor<8x64x2xi32>)
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%values init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %113 = stablehlo.divide %values, %112 : tensor<8x64x2xf32>
    %114 = call @_one_hot_8(%indices, %arg6) : (tensor<8x64x2xi32>, tensor<1x1x1x4xi32>) -> tensor<8x64x2x4xi32>
    %115 = stablehlo.reshape %114 : (tensor<8x64x2x4xi32>) -> tensor<8x128x4xi32>
    %116 = call @cumsum(%115) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    %117 = stablehlo.reshape %116 : (tensor<8x128x4xi32>) -> tensor<8x64x2x4xi32>
    %118 = stablehlo.multiply %117, %114 : tensor<8x64x2x4xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %120 = stablehlo.subtract %118, %119 : tensor<8x64x2x4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %122 = stablehlo.compare GE, %120, %121, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %c_14 = stablehlo.constant dense<64> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %124 = stablehlo.compare LT, %120, %123, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %125 = stablehlo.and %122, %124 : tensor<8x64x2x4xi1>
    %126 = call @_where_10(%125, %120, %arg7) : (tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi32>
    %127 = call @_one_hot_11(%126, %arg8) : (tensor<8x64x2x4xi32>, tensor<1x1x1x1x64xi32>) -> tensor<8x64x2x4x64xbf16>
    %128 = stablehlo.convert %127 : (tensor<8x64x2x4x64xbf16>) -> tensor<8x64x2x4x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2x4x64xf32>, tensor<f32>) -> tensor<8x64x4x64xf32>
    %130 = stablehlo.convert %129 : (tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xbf16>
    %131 = stablehlo.convert %113 : (tensor<8x64x2xf32>) -> tensor<8x64x2xbf16>
    %132 = stablehlo.dot_general %127, %131, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x4x64xbf16>, tensor<8x64x2xbf16>) -> tensor<8x64x4x64xbf16>
    %133 = stablehlo.dot_general %96, %130, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x4x64xbf16>
    %134 = stablehlo.transpose %133, dims = [2, 0, 3, 1] : (tensor<8x128x4x64xbf16>) -> tensor<4x8x64x128xbf16>
    %135 = sdy.sharding_constraint %134 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"expert"}, {"data"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %137 = stablehlo.dot_general %136, %arg12, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %138 = stablehlo.dot_general %136, %arg13, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %139 = call @silu(%137) : (tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16>
    %140 = stablehlo.multiply %139, %138 : tensor<4x8x64x128xbf16>
    %141 = stablehlo.dot_general %140, %arg11, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %142 = sdy.sharding_constraint %141 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %143 = stablehlo.dot_general %132, %142, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xbf16>, tensor<4x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    %144 = sdy.sharding_constraint %143 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %145 = stablehlo.add %80, %144 : tensor<8x64x128xbf16>
    return %145, %arg9 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @_where_7(%arg0: tensor<8x2x2x64x64xf32>, %arg1: tensor<8x2x2x64x64xi1>, %arg2: tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %0 : tensor<8x2x2x64x64xf32>
  }
  func.func private @_one_hot_8(%arg0: tensor<8x64x2xi32>, %arg1: tensor<1x1x1x4xi32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x64x2x1xi32>) -> tensor<8x64x2x4xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xi32>) -> tensor<8x64x2x4xi32>
    %3 = stablehlo.compare EQ, %1, %2, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %4 = stablehlo.convert %3 : (tensor<8x64x2x4xi1>) -> tensor<8x64x2x4xi32>
    return %4 : tensor<8x64x2x4xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    return %0 : tensor<8x128x4xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [127, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 128, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x128x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    return %1 : tensor<8x128x4xi32>
  }
  func.func private @_where_10(%arg0: tensor<8x64x2x4xi1>, %arg1: tensor<8x64x2x4xi32>, %arg2: tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>
    return %0 : tensor<8x64x2x4xi32>
  }
  func.func private @_one_hot_11(%arg0: tensor<8x64x2x4xi32>, %arg1: tensor<1x1x1x1x64xi32>) -> tensor<8x64x2x4x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<8x64x2x4x1xi32>) -> tensor<8x64x2x4x64xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x64xi32>) -> tensor<8x64x2x4x64xi32>
    %3 = stablehlo.compare EQ, %1, %2, SIGNED : (tensor<8x64x2x4x64xi32>, tensor<8x64x2x4x64xi32>) -> tensor<8x64x2x4x64xi1>
    %4 = stablehlo.convert %3 : (tensor<8x64x2x4x64xi1>) -> tensor<8x64x2x4x64xbf16>
    return %4 : tensor<8x64x2x4x64xbf16>
  }
  func.func private @silu(%arg0: tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x8x64x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x8x64x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x8x64x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x64x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x8x64x128xbf16>
    return %6 : tensor<4x8x64x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x128xbf16> {
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
  func.func private @take_along_axis_12(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @closed_call_14(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<4x128x128xbf16>, %arg3: tensor<4x128x128xbf16>, %arg4: tensor<4x128x128xbf16>, %arg5: tensor<128x64xbf16>, %arg6: tensor<128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x128xbf16>, %arg9: tensor<128x4xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x4xbf16>, tensor<128x64xbf16>) {
    %0 = sdy.sharding_constraint %arg11 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.dot_general %19, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %23 = stablehlo.dot_general %19, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %26 = stablehlo.dot_general %19, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %29 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.add %32, %31 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.divide %33, %34 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.power %36, %35 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.divide %38, %37 : tensor<16xf32>
    %40 = stablehlo.iota dim = 0 : tensor<64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %42 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<64x16xf32>
    %46 = stablehlo.sine %45 : tensor<64x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %48 = stablehlo.cosine %45 : tensor<64x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %50 = stablehlo.convert %22 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %51 = stablehlo.slice %50 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %52 = stablehlo.slice %50 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<8x64x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<8x64x4x16xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<8x64x4x16xf32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %59 = stablehlo.multiply %52, %58 : tensor<8x64x4x16xf32>
    %60 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %61 = stablehlo.multiply %51, %60 : tensor<8x64x4x16xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x64x4x16xf32>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %64 = stablehlo.convert %63 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %65 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.add %68, %67 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %71 = stablehlo.divide %69, %70 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.power %72, %71 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.divide %74, %73 : tensor<16xf32>
    %76 = stablehlo.iota dim = 0 : tensor<64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<64x16xf32>
    %82 = stablehlo.sine %81 : tensor<64x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %84 = stablehlo.cosine %81 : tensor<64x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %86 = stablehlo.convert %25 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %87 = stablehlo.slice %86 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %88 = stablehlo.slice %86 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<8x64x2x16xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<8x64x2x16xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<8x64x2x16xf32>
    %94 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %95 = stablehlo.multiply %88, %94 : tensor<8x64x2x16xf32>
    %96 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<8x64x2x16xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x64x2x16xf32>
    %99 = stablehlo.concatenate %93, %98, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %100 = stablehlo.convert %99 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %101 = stablehlo.reshape %64 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %102 = stablehlo.dot_general %100, %101, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x64x2xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 1, 4, 3, 2] : (tensor<8x2x64x64x2xbf16>) -> tensor<8x2x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %105 = stablehlo.multiply %103, %104 : tensor<8x2x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %106 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %107 = call @tril_15(%106) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %108 = stablehlo.convert %105 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %109:2 = call @_where_16(%107, %108, %cst_14) : (tensor<64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<f32>) -> (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.reduce(%109#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<8x2x2x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %115 = stablehlo.subtract %109#0, %114 : tensor<8x2x2x64x64xf32>
    %116 = stablehlo.exponential %115 : tensor<8x2x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %120 = stablehlo.divide %116, %119 : tensor<8x2x2x64x64xf32>
    %121 = stablehlo.multiply %118, %118 : tensor<8x2x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<8x2x2x64x1xf32>
    %124 = stablehlo.convert %120 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %125 = stablehlo.dot_general %28, %124, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x2x64xbf16>
    %126 = stablehlo.transpose %125, dims = [0, 4, 1, 3, 2] : (tensor<8x2x32x2x64xbf16>) -> tensor<8x64x2x2x32xbf16>
    %127 = stablehlo.reshape %126 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x128xbf16>
    %128 = stablehlo.dot_general %127, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %130 = stablehlo.add %0, %129 : tensor<8x64x128xbf16>
    %131 = stablehlo.convert %130 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %132 = stablehlo.multiply %131, %131 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %136 = stablehlo.divide %134, %135 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.add %136, %137 : tensor<8x64x1xf32>
    %139 = stablehlo.rsqrt %138 : tensor<8x64x1xf32>
    %140 = stablehlo.divide %139, %138 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<8x64x1xf32>
    %143 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %144 = stablehlo.multiply %131, %143 : tensor<8x64x128xf32>
    %145 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<8x64x128xf32>
    %149 = stablehlo.convert %148 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %150 = stablehlo.dot_general %149, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x4xbf16>) -> tensor<8x64x4xbf16>
    %151 = stablehlo.convert %150 : (tensor<8x64x4xbf16>) -> tensor<8x64x4xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_23) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %154 = stablehlo.maximum %153, %152 : tensor<8x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %157 = stablehlo.subtract %151, %156 : tensor<8x64x4xf32>
    %158 = stablehlo.exponential %157 : tensor<8x64x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %162 = stablehlo.divide %158, %161 : tensor<8x64x4xf32>
    %163 = stablehlo.multiply %160, %160 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %165 = stablehlo.divide %164, %163 : tensor<8x64x1xf32>
    %values, %indices = chlo.top_k(%162, k = 2) : tensor<8x64x4xf32> -> (tensor<8x64x2xf32>, tensor<8x64x2xi32>)
    %166 = stablehlo.reshape %indices : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%values init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %170 = stablehlo.divide %values, %169 : tensor<8x64x2xf32>
    %171 = stablehlo.multiply %168, %168 : tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %173 = stablehlo.divide %172, %171 : tensor<8x64x1xf32>
    %174 = call @_one_hot_17(%indices) : (tensor<8x64x2xi32>) -> tensor<8x64x2x4xi32>
    %175 = stablehlo.reshape %174 : (tensor<8x64x2x4xi32>) -> tensor<8x128x4xi32>
    %176 = call @cumsum_18(%175) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    %177 = stablehlo.reshape %176 : (tensor<8x128x4xi32>) -> tensor<8x64x2x4xi32>
    %178 = stablehlo.multiply %177, %174 : tensor<8x64x2x4xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %180 = stablehlo.subtract %178, %179 : tensor<8x64x2x4xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %181 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %182 = stablehlo.compare GE, %180, %181, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %c_31 = stablehlo.constant dense<64> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %184 = stablehlo.compare LT, %180, %183, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %185 = stablehlo.and %182, %184 : tensor<8x64x2x4xi1>
    %c_32 = stablehlo.constant dense<64> : tensor<i32>
    %186 = call @_where_19(%185, %180, %c_32) : (tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>, tensor<i32>) -> tensor<8x64x2x4xi32>
    %187 = call @_one_hot_20(%186) : (tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x64xbf16>
    %188 = stablehlo.convert %187 : (tensor<8x64x2x4x64xbf16>) -> tensor<8x64x2x4x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2x4x64xf32>, tensor<f32>) -> tensor<8x64x4x64xf32>
    %190 = stablehlo.convert %189 : (tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xbf16>
    %191 = stablehlo.convert %170 : (tensor<8x64x2xf32>) -> tensor<8x64x2xbf16>
    %192 = stablehlo.dot_general %187, %191, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x4x64xbf16>, tensor<8x64x2xbf16>) -> tensor<8x64x4x64xbf16>
    %193 = stablehlo.dot_general %149, %190, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x4x64xbf16>
    %194 = stablehlo.transpose %193, dims = [2, 0, 3, 1] : (tensor<8x128x4x64xbf16>) -> tensor<4x8x64x128xbf16>
    %195 = sdy.sharding_constraint %194 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %196 = sdy.sharding_constraint %195 <@mesh, [{"expert"}, {"data"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %197 = stablehlo.dot_general %196, %arg3, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %198 = stablehlo.dot_general %196, %arg4, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %199:3 = call @silu_21(%197) : (tensor<4x8x64x128xbf16>) -> (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>)
    %200 = stablehlo.multiply %199#0, %198 : tensor<4x8x64x128xbf16>
    %201 = stablehlo.dot_general %200, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %202 = sdy.sharding_constraint %201 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %203 = sdy.sharding_constraint %arg0 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %204 = stablehlo.dot_general %203, %192, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x4x64xbf16>
    %205 = stablehlo.transpose %204, dims = [2, 0, 3, 1] : (tensor<8x128x4x64xbf16>) -> tensor<4x8x64x128xbf16>
    %206 = stablehlo.dot_general %203, %202, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<8x64x4x64xbf16>
    %207 = sdy.sharding_constraint %205 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %208 = stablehlo.dot_general %207, %200, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x128x128xbf16>
    %209 = stablehlo.transpose %208, dims = [0, 2, 1] : (tensor<4x128x128xbf16>) -> tensor<4x128x128xbf16>
    %210 = stablehlo.dot_general %207, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %211 = stablehlo.multiply %199#0, %210 : tensor<4x8x64x128xbf16>
    %212 = stablehlo.multiply %210, %198 : tensor<4x8x64x128xbf16>
    %213 = call @silu_22(%199#1, %197, %199#2, %212) : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16>
    %214 = stablehlo.dot_general %211, %196, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x128x128xbf16>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1] : (tensor<4x128x128xbf16>) -> tensor<4x128x128xbf16>
    %216 = stablehlo.dot_general %211, %arg4, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %217 = stablehlo.dot_general %213, %196, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) -> tensor<4x128x128xbf16>
    %218 = stablehlo.transpose %217, dims = [0, 2, 1] : (tensor<4x128x128xbf16>) -> tensor<4x128x128xbf16>
    %219 = stablehlo.dot_general %213, %arg3, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %220 = stablehlo.add %216, %219 : tensor<4x8x64x128xbf16>
    %221 = sdy.sharding_constraint %220 <@mesh, [{"expert"}, {"data"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %222 = sdy.sharding_constraint %221 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %223 = stablehlo.transpose %222, dims = [1, 3, 0, 2] : (tensor<4x8x64x128xbf16>) -> tensor<8x128x4x64xbf16>
    %224 = stablehlo.dot_general %223, %190, batching_dims = [0] x [0], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x64xbf16>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1] : (tensor<8x128x64xbf16>) -> tensor<8x64x128xbf16>
    %226 = stablehlo.dot_general %206, %187, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [3, 4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xbf16>, tensor<8x64x2x4x64xbf16>) -> tensor<8x64x2xbf16>
    %227 = stablehlo.convert %226 : (tensor<8x64x2xbf16>) -> tensor<8x64x2xf32>
    %228 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<8x64x2xf32>
    %230 = stablehlo.multiply %229, %values : tensor<8x64x2xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %232 = stablehlo.reshape %231 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %233 = stablehlo.negate %232 : tensor<8x64x1xf32>
    %234 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %235 = stablehlo.divide %227, %234 : tensor<8x64x2xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%233 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x2xf32>
    %238 = stablehlo.add %235, %237 : tensor<8x64x2xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x4xf32>
    %240 = "stablehlo.scatter"(%239, %166, %238) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %388 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %388 : tensor<f32>
    }) : (tensor<8x64x4xf32>, tensor<8x64x2x1xi32>, tensor<8x64x2xf32>) -> tensor<8x64x4xf32>
    %241 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<8x64x4xf32>
    %243 = stablehlo.multiply %242, %158 : tensor<8x64x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %246 = stablehlo.negate %245 : tensor<8x64x1xf32>
    %247 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %248 = stablehlo.divide %240, %247 : tensor<8x64x4xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%246 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x4xf32>
    %251 = stablehlo.add %248, %250 : tensor<8x64x4xf32>
    %252 = stablehlo.multiply %251, %158 : tensor<8x64x4xf32>
    %253 = stablehlo.convert %252 : (tensor<8x64x4xf32>) -> tensor<8x64x4xbf16>
    %254 = stablehlo.dot_general %253, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4xbf16>, tensor<8x64x128xbf16>) -> tensor<4x128xbf16>
    %255 = stablehlo.transpose %254, dims = [1, 0] : (tensor<4x128xbf16>) -> tensor<128x4xbf16>
    %256 = stablehlo.dot_general %253, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4xbf16>, tensor<128x4xbf16>) -> tensor<8x64x128xbf16>
    %257 = stablehlo.add %225, %256 : tensor<8x64x128xbf16>
    %258 = stablehlo.convert %257 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %259 = stablehlo.multiply %144, %258 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %261 = stablehlo.reshape %260 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %262 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %263 = stablehlo.multiply %258, %262 : tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%261 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %265 = stablehlo.convert %264 : (tensor<128xf32>) -> tensor<128xbf16>
    %266 = stablehlo.multiply %131, %263 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %269 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %270 = stablehlo.multiply %263, %269 : tensor<8x64x128xf32>
    %271 = stablehlo.multiply %268, %142 : tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %273 = stablehlo.divide %271, %272 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %276 = stablehlo.multiply %131, %275 : tensor<8x64x128xf32>
    %277 = stablehlo.add %270, %276 : tensor<8x64x128xf32>
    %278 = stablehlo.multiply %275, %131 : tensor<8x64x128xf32>
    %279 = stablehlo.add %277, %278 : tensor<8x64x128xf32>
    %280 = stablehlo.convert %279 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %281 = stablehlo.add %arg0, %280 : tensor<8x64x128xbf16>
    %282 = sdy.sharding_constraint %281 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %283 = stablehlo.dot_general %282, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %284 = stablehlo.transpose %283, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %285 = stablehlo.dot_general %282, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %286 = stablehlo.reshape %285 : (tensor<8x64x128xbf16>) -> tensor<8x64x2x2x32xbf16>
    %287 = stablehlo.transpose %286, dims = [0, 2, 4, 3, 1] : (tensor<8x64x2x2x32xbf16>) -> tensor<8x2x32x2x64xbf16>
    %288 = stablehlo.dot_general %287, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x32x2x64xbf16>, tensor<8x64x2x32xbf16>) -> tensor<8x2x2x64x64xbf16>
    %289 = stablehlo.dot_general %287, %124, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x32x2x64xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x64xbf16>
    %290 = stablehlo.transpose %289, dims = [0, 3, 1, 2] : (tensor<8x2x32x64xbf16>) -> tensor<8x64x2x32xbf16>
    %291 = stablehlo.convert %288 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %292 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<8x2x2x64x64xf32>
    %294 = stablehlo.multiply %293, %116 : tensor<8x2x2x64x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_44) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %297 = stablehlo.negate %296 : tensor<8x2x2x64x1xf32>
    %298 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %299 = stablehlo.divide %291, %298 : tensor<8x2x2x64x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%297 init: %cst_45) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x1xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x64xf32>
    %302 = stablehlo.add %299, %301 : tensor<8x2x2x64x64xf32>
    %303 = stablehlo.multiply %302, %116 : tensor<8x2x2x64x64xf32>
    %304 = call @_where_23(%109#1, %303) : (tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32>
    %305 = stablehlo.convert %304 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %cst_46 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %306 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %307 = stablehlo.multiply %305, %306 : tensor<8x2x2x64x64xbf16>
    %308 = stablehlo.transpose %307, dims = [0, 1, 4, 3, 2] : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x64x64x2xbf16>
    %309 = stablehlo.dot_general %308, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64x64x2xbf16>, tensor<8x64x2x32xbf16>) -> tensor<8x2x64x2x32xbf16>
    %310 = stablehlo.transpose %309, dims = [0, 2, 1, 3, 4] : (tensor<8x2x64x2x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %311 = stablehlo.dot_general %308, %101, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64x64x2xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x32xbf16>
    %312 = stablehlo.transpose %311, dims = [0, 2, 1, 3] : (tensor<8x2x64x32xbf16>) -> tensor<8x64x2x32xbf16>
    %313 = stablehlo.reshape %310 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x4x32xbf16>
    %314 = stablehlo.convert %312 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %315 = stablehlo.slice %314 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %316 = stablehlo.slice %314 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %317 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<8x64x2x16xf32>
    %319 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %320 = stablehlo.multiply %316, %319 : tensor<8x64x2x16xf32>
    %321 = stablehlo.negate %315 : tensor<8x64x2x16xf32>
    %322 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<8x64x2x16xf32>
    %324 = stablehlo.add %320, %323 : tensor<8x64x2x16xf32>
    %325 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %326 = stablehlo.multiply %315, %325 : tensor<8x64x2x16xf32>
    %327 = stablehlo.add %318, %326 : tensor<8x64x2x16xf32>
    %328 = stablehlo.concatenate %327, %324, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %329 = stablehlo.convert %328 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %330 = stablehlo.convert %313 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %331 = stablehlo.slice %330 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %332 = stablehlo.slice %330 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %333 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<8x64x4x16xf32>
    %335 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<8x64x4x16xf32>
    %337 = stablehlo.negate %331 : tensor<8x64x4x16xf32>
    %338 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<8x64x4x16xf32>
    %340 = stablehlo.add %336, %339 : tensor<8x64x4x16xf32>
    %341 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %342 = stablehlo.multiply %331, %341 : tensor<8x64x4x16xf32>
    %343 = stablehlo.add %334, %342 : tensor<8x64x4x16xf32>
    %344 = stablehlo.concatenate %343, %340, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %345 = stablehlo.convert %344 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %346 = stablehlo.reshape %290 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x64xbf16>
    %347 = sdy.sharding_constraint %346 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %348 = stablehlo.dot_general %347, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %349 = stablehlo.transpose %348, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %350 = stablehlo.dot_general %347, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %351 = stablehlo.reshape %329 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x64xbf16>
    %352 = sdy.sharding_constraint %351 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %353 = stablehlo.dot_general %352, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %354 = stablehlo.transpose %353, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %355 = stablehlo.dot_general %352, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %356 = stablehlo.add %350, %355 : tensor<8x64x128xbf16>
    %357 = stablehlo.reshape %345 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %358 = sdy.sharding_constraint %357 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %359 = stablehlo.dot_general %358, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %360 = stablehlo.transpose %359, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %361 = stablehlo.dot_general %358, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %362 = stablehlo.add %356, %361 : tensor<8x64x128xbf16>
    %363 = stablehlo.convert %362 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %364 = stablehlo.multiply %14, %363 : tensor<8x64x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %366 = stablehlo.reshape %365 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %367 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %368 = stablehlo.multiply %363, %367 : tensor<8x64x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%366 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %370 = stablehlo.convert %369 : (tensor<128xf32>) -> tensor<128xbf16>
    %371 = stablehlo.multiply %1, %368 : tensor<8x64x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %373 = stablehlo.reshape %372 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %374 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %375 = stablehlo.multiply %368, %374 : tensor<8x64x128xf32>
    %376 = stablehlo.multiply %373, %12 : tensor<8x64x1xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %378 = stablehlo.divide %376, %377 : tensor<8x64x1xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %381 = stablehlo.multiply %1, %380 : tensor<8x64x128xf32>
    %382 = stablehlo.add %375, %381 : tensor<8x64x128xf32>
    %383 = stablehlo.multiply %380, %1 : tensor<8x64x128xf32>
    %384 = stablehlo.add %382, %383 : tensor<8x64x128xf32>
    %385 = stablehlo.convert %384 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %386 = stablehlo.add %281, %385 : tensor<8x64x128xbf16>
    %387 = sdy.sharding_constraint %386 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    return %387, %370, %209, %218, %215, %354, %265, %284, %360, %255, %349 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x4xbf16>, tensor<128x64xbf16>
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
  func.func private @_where_16(%arg0: tensor<64x64xi1>, %arg1: tensor<8x2x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x2x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %3, %1 : tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>
  }
  func.func private @_one_hot_17(%arg0: tensor<8x64x2xi32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x64x2x1xi32>) -> tensor<8x64x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xi32>) -> tensor<8x64x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x4xi1>) -> tensor<8x64x2x4xi32>
    return %5 : tensor<8x64x2x4xi32>
  }
  func.func private @cumsum_18(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    return %0 : tensor<8x128x4xi32>
  }
  func.func private @_where_19(%arg0: tensor<8x64x2x4xi1>, %arg1: tensor<8x64x2x4xi32>, %arg2: tensor<i32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>
    return %2 : tensor<8x64x2x4xi32>
  }
  func.func private @_one_hot_20(%arg0: tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x1xi32>
    %1 = stablehlo.iota dim = 4 : tensor<1x1x1x1x64xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<8x64x2x4x1xi32>) -> tensor<8x64x2x4x64xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x64xi32>) -> tensor<8x64x2x4x64xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x4x64xi32>, tensor<8x64x2x4x64xi32>) -> tensor<8x64x2x4x64xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x4x64xi1>) -> tensor<8x64x2x4x64xbf16>
    return %5 : tensor<8x64x2x4x64xbf16>
  }
  func.func private @silu_21(%arg0: tensor<4x8x64x128xbf16>) -> (tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x8x64x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x8x64x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x8x64x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x64x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x8x64x128xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x8x64x128xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x8x64x128xbf16>
    return %9, %5, %8 : tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>, tensor<4x8x64x128xbf16>
  }
  func.func private @silu_22(%arg0: tensor<4x8x64x128xbf16>, %arg1: tensor<4x8x64x128xbf16>, %arg2: tensor<4x8x64x128xbf16>, %arg3: tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<4x8x64x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<4x8x64x128xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<4x8x64x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x8x64x128xbf16>
    return %3 : tensor<4x8x64x128xbf16>
  }
  func.func private @_where_23(%arg0: tensor<8x2x2x64x64xi1>, %arg1: tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %1 : tensor<8x2x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_24(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_25(%arg0: tensor<2x4x128x128xbf16>, %arg1: tensor<4x128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x4x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x128x128xbf16>) -> tensor<1x4x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x4x128x128xbf16>, tensor<1x4x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x128x128xbf16>
    return %1 : tensor<2x4x128x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<2x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xbf16>
    return %1 : tensor<2x128x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_27(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_28(%arg0: tensor<2x128x4xbf16>, %arg1: tensor<128x4xbf16>, %arg2: tensor<i32>) -> tensor<2x128x4xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x4xbf16>) -> tensor<1x128x4xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x4xbf16>, tensor<1x128x4xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x4xbf16>
    return %1 : tensor<2x128x4xbf16>
  }
  func.func private @_take_29(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_30(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
