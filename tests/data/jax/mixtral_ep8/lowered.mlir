module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["expert"=8]> {stablehlo.mesh = {axes = [{name = "expert", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x8x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x8x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x8x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x8xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<2x128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 26 : i32}, %arg27: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<2x128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x8x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<2x128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}, %arg54: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x8x128x128xbf16> {jax.result_info = "result[0]['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xbf16> {jax.result_info = "result[0]['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xbf16> {jax.result_info = "result[0]['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x8xbf16> {jax.result_info = "result[0]['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[1]['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[1]['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[1]['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x8xf32> {jax.result_info = "result[1]['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x8xf32> {jax.result_info = "result[2][0].mu['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['experts_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['experts_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x8x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['experts_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"expert"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x8xf32> {jax.result_info = "result[2][0].nu['layers']['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg54) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %47 = call @_one_hot() : () -> tensor<1x1x1x8xi32>
    %c_10 = stablehlo.constant dense<32> : tensor<i32>
    %48 = call @_where_1(%c_10) : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %49 = call @_one_hot_2() : () -> tensor<1x1x1x1x32xi32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x8x64x64xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x8x2x64x64x2xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x8x2x32x2x64xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x8x64x8xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x8x128x8x32xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x8x8x32x128xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x8x8x32x128xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x8x8x32x128xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<2x8x64x8x32xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %63:34 = stablehlo.while(%iterArg = %arg2, %iterArg_166 = %arg3, %iterArg_167 = %arg4, %iterArg_168 = %arg5, %iterArg_169 = %arg6, %iterArg_170 = %arg7, %iterArg_171 = %arg8, %iterArg_172 = %arg9, %iterArg_173 = %arg10, %iterArg_174 = %arg11, %iterArg_175 = %43, %iterArg_176 = %41, %iterArg_177 = %22, %iterArg_178 = %20, %iterArg_179 = %46#0, %iterArg_180 = %46#1, %iterArg_181 = %47, %iterArg_182 = %48, %iterArg_183 = %49, %iterArg_184 = %c_24, %iterArg_185 = %1, %iterArg_186 = %50, %iterArg_187 = %51, %iterArg_188 = %52, %iterArg_189 = %53, %iterArg_190 = %54, %iterArg_191 = %55, %iterArg_192 = %56, %iterArg_193 = %57, %iterArg_194 = %58, %iterArg_195 = %59, %iterArg_196 = %60, %iterArg_197 = %61, %iterArg_198 = %62) : tensor<2x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x8xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<1x1x1x8xi32>, tensor<8x64x2x8xi32>, tensor<1x1x1x1x32xi32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x2x64x64x2xbf16>, tensor<2x8x2x32x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x8xbf16>, tensor<2x8x128x8x32xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x64x8x32xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_199 = stablehlo.constant dense<2> : tensor<i32>
      %549 = stablehlo.compare LT, %iterArg_184, %c_199, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %549 : tensor<i1>
    } do {
      %549 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_184) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %550 = func.call @dynamic_index_in_dim_3(%iterArg_166, %iterArg_184) : (tensor<2x8x128x128xbf16>, tensor<i32>) -> tensor<8x128x128xbf16>
      %551 = func.call @dynamic_index_in_dim_3(%iterArg_167, %iterArg_184) : (tensor<2x8x128x128xbf16>, tensor<i32>) -> tensor<8x128x128xbf16>
      %552 = func.call @dynamic_index_in_dim_3(%iterArg_168, %iterArg_184) : (tensor<2x8x128x128xbf16>, tensor<i32>) -> tensor<8x128x128xbf16>
      %553 = func.call @dynamic_index_in_dim_4(%iterArg_169, %iterArg_184) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %554 = func.call @dynamic_index_in_dim(%iterArg_170, %iterArg_184) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %555 = func.call @dynamic_index_in_dim_5(%iterArg_171, %iterArg_184) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %556 = func.call @dynamic_index_in_dim_5(%iterArg_172, %iterArg_184) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %557 = func.call @dynamic_index_in_dim_6(%iterArg_173, %iterArg_184) : (tensor<2x128x8xbf16>, tensor<i32>) -> tensor<128x8xbf16>
      %558 = func.call @dynamic_index_in_dim_4(%iterArg_174, %iterArg_184) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %559:14 = func.call @closed_call(%iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_185, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558) : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<1x1x1x8xi32>, tensor<8x64x2x8xi32>, tensor<1x1x1x1x32xi32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x8xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x2x64x64x2xbf16>, tensor<8x2x32x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x8xbf16>, tensor<8x128x8x32xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x64x8x32xbf16>, tensor<8x64x128xbf16>)
      %560 = func.call @dynamic_update_index_in_dim(%iterArg_186, %559#1, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %561 = func.call @dynamic_update_index_in_dim_12(%iterArg_187, %559#2, %iterArg_184) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %562 = func.call @dynamic_update_index_in_dim_12(%iterArg_188, %559#3, %iterArg_184) : (tensor<2x8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<i32>) -> tensor<2x8x64x64xbf16>
      %563 = func.call @dynamic_update_index_in_dim_13(%iterArg_189, %559#4, %iterArg_184) : (tensor<2x8x2x64x64x2xbf16>, tensor<8x2x64x64x2xbf16>, tensor<i32>) -> tensor<2x8x2x64x64x2xbf16>
      %564 = func.call @dynamic_update_index_in_dim_14(%iterArg_190, %559#5, %iterArg_184) : (tensor<2x8x2x32x2x64xbf16>, tensor<8x2x32x2x64xbf16>, tensor<i32>) -> tensor<2x8x2x32x2x64xbf16>
      %565 = func.call @dynamic_update_index_in_dim(%iterArg_191, %559#6, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %566 = func.call @dynamic_update_index_in_dim_15(%iterArg_192, %559#7, %iterArg_184) : (tensor<2x8x64x8xbf16>, tensor<8x64x8xbf16>, tensor<i32>) -> tensor<2x8x64x8xbf16>
      %567 = func.call @dynamic_update_index_in_dim_16(%iterArg_193, %559#8, %iterArg_184) : (tensor<2x8x128x8x32xbf16>, tensor<8x128x8x32xbf16>, tensor<i32>) -> tensor<2x8x128x8x32xbf16>
      %568 = func.call @dynamic_update_index_in_dim_17(%iterArg_194, %559#9, %iterArg_184) : (tensor<2x8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<i32>) -> tensor<2x8x8x32x128xbf16>
      %569 = func.call @dynamic_update_index_in_dim_17(%iterArg_195, %559#10, %iterArg_184) : (tensor<2x8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<i32>) -> tensor<2x8x8x32x128xbf16>
      %570 = func.call @dynamic_update_index_in_dim_17(%iterArg_196, %559#11, %iterArg_184) : (tensor<2x8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<i32>) -> tensor<2x8x8x32x128xbf16>
      %571 = func.call @dynamic_update_index_in_dim_18(%iterArg_197, %559#12, %iterArg_184) : (tensor<2x8x64x8x32xbf16>, tensor<8x64x8x32xbf16>, tensor<i32>) -> tensor<2x8x64x8x32xbf16>
      %572 = func.call @dynamic_update_index_in_dim(%iterArg_198, %559#13, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_199 = stablehlo.constant dense<1> : tensor<i32>
      %573 = stablehlo.add %iterArg_184, %c_199 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %573, %559#0, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572 : tensor<2x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x8xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<1x1x1x8xi32>, tensor<8x64x2x8xi32>, tensor<1x1x1x1x32xi32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x2x64x64x2xbf16>, tensor<2x8x2x32x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x8xbf16>, tensor<2x8x128x8x32xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x64x8x32xbf16>, tensor<2x8x64x128xbf16>
    }
    %64 = stablehlo.convert %63#20 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %65 = stablehlo.multiply %64, %64 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %71 = stablehlo.add %69, %70 : tensor<8x64x1xf32>
    %72 = stablehlo.rsqrt %71 : tensor<8x64x1xf32>
    %73 = stablehlo.divide %72, %71 : tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<8x64x1xf32>
    %76 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %77 = stablehlo.multiply %64, %76 : tensor<8x64x128xf32>
    %78 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<8x64x128xf32>
    %82 = stablehlo.convert %81 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %83 = stablehlo.dot_general %82, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %84 = stablehlo.convert %83 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_29) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %88 = stablehlo.maximum %87, %86 : tensor<8x64xf32>
    %89 = stablehlo.is_finite %88 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %91 = stablehlo.select %89, %88, %90 : tensor<8x64xi1>, tensor<8x64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %94 = stablehlo.subtract %85, %93 : tensor<8x64x512xf32>
    %95 = stablehlo.exponential %94 : tensor<8x64x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %97 = stablehlo.abs %96 : tensor<8x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %99 = stablehlo.compare GE, %96, %98, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %100 = stablehlo.log %97 : tensor<8x64xf32>
    %101 = stablehlo.add %100, %91 : tensor<8x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg53, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %103:2 = call @take_along_axis(%85, %102) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %104 = stablehlo.reshape %103#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %105 = stablehlo.subtract %101, %104 : tensor<8x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %107 = stablehlo.divide %106, %cst_35 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_37 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %108 = stablehlo.divide %cst_36, %cst_37 : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %110 = stablehlo.negate %109 : tensor<8x64xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %112 = call @take_along_axis_19(%103#1, %111) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %113 = stablehlo.divide %109, %97 : tensor<8x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %115 = stablehlo.select %99, %114, %113 : tensor<8x64xi1>, tensor<8x64xf32>
    %116 = stablehlo.select %99, %113, %114 : tensor<8x64xi1>, tensor<8x64xf32>
    %117 = stablehlo.negate %115 : tensor<8x64xf32>
    %118 = stablehlo.add %116, %117 : tensor<8x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %120 = stablehlo.multiply %119, %95 : tensor<8x64x512xf32>
    %121 = stablehlo.add %112, %120 : tensor<8x64x512xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x512xf32>
    %123 = stablehlo.convert %122 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %124 = stablehlo.dot_general %123, %82, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %125 = stablehlo.transpose %124, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %126 = stablehlo.dot_general %123, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %127 = stablehlo.convert %126 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %128 = stablehlo.multiply %77, %127 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %130 = stablehlo.reshape %129 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %131 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %132 = stablehlo.multiply %127, %131 : tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%130 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %134 = stablehlo.convert %133 : (tensor<128xf32>) -> tensor<128xbf16>
    %135 = stablehlo.multiply %64, %132 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.multiply %132, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.multiply %137, %75 : tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %145 = stablehlo.multiply %64, %144 : tensor<8x64x128xf32>
    %146 = stablehlo.add %139, %145 : tensor<8x64x128xf32>
    %147 = stablehlo.multiply %144, %64 : tensor<8x64x128xf32>
    %148 = stablehlo.add %146, %147 : tensor<8x64x128xf32>
    %149 = stablehlo.convert %148 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %151 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x8x128x128xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %152 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<2x8x128x128xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %153 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x8x128x128xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %154 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %155 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %156 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %157 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %158 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<2x128x8xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %160:35 = stablehlo.while(%iterArg = %63#21, %iterArg_166 = %63#22, %iterArg_167 = %63#23, %iterArg_168 = %63#24, %iterArg_169 = %63#25, %iterArg_170 = %63#26, %iterArg_171 = %63#27, %iterArg_172 = %63#28, %iterArg_173 = %63#29, %iterArg_174 = %63#30, %iterArg_175 = %63#31, %iterArg_176 = %63#32, %iterArg_177 = %arg2, %iterArg_178 = %arg3, %iterArg_179 = %arg4, %iterArg_180 = %arg5, %iterArg_181 = %arg6, %iterArg_182 = %arg7, %iterArg_183 = %arg8, %iterArg_184 = %arg9, %iterArg_185 = %arg10, %iterArg_186 = %arg11, %iterArg_187 = %63#33, %iterArg_188 = %c_54, %iterArg_189 = %149, %iterArg_190 = %150, %iterArg_191 = %151, %iterArg_192 = %152, %iterArg_193 = %153, %iterArg_194 = %154, %iterArg_195 = %155, %iterArg_196 = %156, %iterArg_197 = %157, %iterArg_198 = %158, %iterArg_199 = %159) : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x2x64x64x2xbf16>, tensor<2x8x2x32x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x8xbf16>, tensor<2x8x128x8x32xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x64x8x32xbf16>, tensor<2x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x8xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x8xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_200 = stablehlo.constant dense<2> : tensor<i32>
      %549 = stablehlo.compare LT, %iterArg_188, %c_200, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %549 : tensor<i1>
    } do {
      %c_200 = stablehlo.constant dense<2> : tensor<i32>
      %549 = stablehlo.subtract %c_200, %iterArg_188 : tensor<i32>
      %c_201 = stablehlo.constant dense<1> : tensor<i32>
      %550 = stablehlo.subtract %549, %c_201 : tensor<i32>
      %551 = func.call @dynamic_index_in_dim_20(%iterArg, %550) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %552 = func.call @dynamic_index_in_dim_21(%iterArg_166, %550) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %553 = func.call @dynamic_index_in_dim_21(%iterArg_167, %550) : (tensor<2x8x64x64xbf16>, tensor<i32>) -> tensor<8x64x64xbf16>
      %554 = func.call @dynamic_index_in_dim_22(%iterArg_168, %550) : (tensor<2x8x2x64x64x2xbf16>, tensor<i32>) -> tensor<8x2x64x64x2xbf16>
      %555 = func.call @dynamic_index_in_dim_23(%iterArg_169, %550) : (tensor<2x8x2x32x2x64xbf16>, tensor<i32>) -> tensor<8x2x32x2x64xbf16>
      %556 = func.call @dynamic_index_in_dim_20(%iterArg_170, %550) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %557 = func.call @dynamic_index_in_dim_24(%iterArg_171, %550) : (tensor<2x8x64x8xbf16>, tensor<i32>) -> tensor<8x64x8xbf16>
      %558 = func.call @dynamic_index_in_dim_25(%iterArg_172, %550) : (tensor<2x8x128x8x32xbf16>, tensor<i32>) -> tensor<8x128x8x32xbf16>
      %559 = func.call @dynamic_index_in_dim_26(%iterArg_173, %550) : (tensor<2x8x8x32x128xbf16>, tensor<i32>) -> tensor<8x8x32x128xbf16>
      %560 = func.call @dynamic_index_in_dim_26(%iterArg_174, %550) : (tensor<2x8x8x32x128xbf16>, tensor<i32>) -> tensor<8x8x32x128xbf16>
      %561 = func.call @dynamic_index_in_dim_26(%iterArg_175, %550) : (tensor<2x8x8x32x128xbf16>, tensor<i32>) -> tensor<8x8x32x128xbf16>
      %562 = func.call @dynamic_index_in_dim_27(%iterArg_176, %550) : (tensor<2x8x64x8x32xbf16>, tensor<i32>) -> tensor<8x64x8x32xbf16>
      %563 = func.call @dynamic_index_in_dim(%iterArg_177, %550) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %564 = func.call @dynamic_index_in_dim_3(%iterArg_178, %550) : (tensor<2x8x128x128xbf16>, tensor<i32>) -> tensor<8x128x128xbf16>
      %565 = func.call @dynamic_index_in_dim_3(%iterArg_179, %550) : (tensor<2x8x128x128xbf16>, tensor<i32>) -> tensor<8x128x128xbf16>
      %566 = func.call @dynamic_index_in_dim_3(%iterArg_180, %550) : (tensor<2x8x128x128xbf16>, tensor<i32>) -> tensor<8x128x128xbf16>
      %567 = func.call @dynamic_index_in_dim_4(%iterArg_181, %550) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %568 = func.call @dynamic_index_in_dim(%iterArg_182, %550) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %569 = func.call @dynamic_index_in_dim_5(%iterArg_183, %550) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %570 = func.call @dynamic_index_in_dim_5(%iterArg_184, %550) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %571 = func.call @dynamic_index_in_dim_6(%iterArg_185, %550) : (tensor<2x128x8xbf16>, tensor<i32>) -> tensor<128x8xbf16>
      %572 = func.call @dynamic_index_in_dim_4(%iterArg_186, %550) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %573 = func.call @dynamic_index_in_dim_20(%iterArg_187, %550) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %574:11 = func.call @closed_call_28(%iterArg_189, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573) : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x2x64x64x2xbf16>, tensor<8x2x32x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x8xbf16>, tensor<8x128x8x32xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x64x8x32xbf16>, tensor<128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x8xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x8xbf16>, tensor<128x64xbf16>)
      %575 = func.call @dynamic_update_index_in_dim_38(%iterArg_190, %574#1, %550) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %576 = func.call @dynamic_update_index_in_dim_39(%iterArg_191, %574#2, %550) : (tensor<2x8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<i32>) -> tensor<2x8x128x128xbf16>
      %577 = func.call @dynamic_update_index_in_dim_39(%iterArg_192, %574#3, %550) : (tensor<2x8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<i32>) -> tensor<2x8x128x128xbf16>
      %578 = func.call @dynamic_update_index_in_dim_39(%iterArg_193, %574#4, %550) : (tensor<2x8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<i32>) -> tensor<2x8x128x128xbf16>
      %579 = func.call @dynamic_update_index_in_dim_40(%iterArg_194, %574#5, %550) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %580 = func.call @dynamic_update_index_in_dim_38(%iterArg_195, %574#6, %550) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %581 = func.call @dynamic_update_index_in_dim_41(%iterArg_196, %574#7, %550) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %582 = func.call @dynamic_update_index_in_dim_41(%iterArg_197, %574#8, %550) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %583 = func.call @dynamic_update_index_in_dim_42(%iterArg_198, %574#9, %550) : (tensor<2x128x8xbf16>, tensor<128x8xbf16>, tensor<i32>) -> tensor<2x128x8xbf16>
      %584 = func.call @dynamic_update_index_in_dim_40(%iterArg_199, %574#10, %550) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_202 = stablehlo.constant dense<1> : tensor<i32>
      %585 = stablehlo.add %iterArg_188, %c_202 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %iterArg_185, %iterArg_186, %iterArg_187, %585, %574#0, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584 : tensor<2x8x64x128xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x64x64xbf16>, tensor<2x8x2x64x64x2xbf16>, tensor<2x8x2x32x2x64xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x8xbf16>, tensor<2x8x128x8x32xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x8x32x128xbf16>, tensor<2x8x64x8x32xbf16>, tensor<2x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x8xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x8xbf16>, tensor<2x128x64xbf16>
    }
    %161 = sdy.sharding_constraint %160#24 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %162 = call @_take_43(%0#1, %161) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %163 = stablehlo.convert %162 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %164 = stablehlo.convert %134 : (tensor<128xbf16>) -> tensor<128xf32>
    %165 = stablehlo.convert %160#25 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %166 = stablehlo.convert %160#26 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %167 = stablehlo.convert %160#27 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %168 = stablehlo.convert %160#28 : (tensor<2x8x128x128xbf16>) -> tensor<2x8x128x128xf32>
    %169 = stablehlo.convert %160#29 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %170 = stablehlo.convert %160#30 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %171 = stablehlo.convert %160#31 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %172 = stablehlo.convert %160#32 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %173 = stablehlo.convert %160#33 : (tensor<2x128x8xbf16>) -> tensor<2x128x8xf32>
    %174 = stablehlo.convert %160#34 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %175 = stablehlo.convert %125 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %177 = stablehlo.multiply %176, %163 : tensor<512x128xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %179 = stablehlo.multiply %178, %arg27 : tensor<512x128xf32>
    %180 = stablehlo.add %177, %179 : tensor<512x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %182 = stablehlo.multiply %181, %164 : tensor<128xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %184 = stablehlo.multiply %183, %arg28 : tensor<128xf32>
    %185 = stablehlo.add %182, %184 : tensor<128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %187 = stablehlo.multiply %186, %165 : tensor<2x128xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %189 = stablehlo.multiply %188, %arg29 : tensor<2x128xf32>
    %190 = stablehlo.add %187, %189 : tensor<2x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %192 = stablehlo.multiply %191, %166 : tensor<2x8x128x128xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %194 = stablehlo.multiply %193, %arg30 : tensor<2x8x128x128xf32>
    %195 = stablehlo.add %192, %194 : tensor<2x8x128x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %197 = stablehlo.multiply %196, %167 : tensor<2x8x128x128xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %199 = stablehlo.multiply %198, %arg31 : tensor<2x8x128x128xf32>
    %200 = stablehlo.add %197, %199 : tensor<2x8x128x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %202 = stablehlo.multiply %201, %168 : tensor<2x8x128x128xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %204 = stablehlo.multiply %203, %arg32 : tensor<2x8x128x128xf32>
    %205 = stablehlo.add %202, %204 : tensor<2x8x128x128xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %207 = stablehlo.multiply %206, %169 : tensor<2x128x64xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %209 = stablehlo.multiply %208, %arg33 : tensor<2x128x64xf32>
    %210 = stablehlo.add %207, %209 : tensor<2x128x64xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %212 = stablehlo.multiply %211, %170 : tensor<2x128xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %214 = stablehlo.multiply %213, %arg34 : tensor<2x128xf32>
    %215 = stablehlo.add %212, %214 : tensor<2x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %217 = stablehlo.multiply %216, %171 : tensor<2x128x128xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %219 = stablehlo.multiply %218, %arg35 : tensor<2x128x128xf32>
    %220 = stablehlo.add %217, %219 : tensor<2x128x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %222 = stablehlo.multiply %221, %172 : tensor<2x128x128xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %224 = stablehlo.multiply %223, %arg36 : tensor<2x128x128xf32>
    %225 = stablehlo.add %222, %224 : tensor<2x128x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %227 = stablehlo.multiply %226, %173 : tensor<2x128x8xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %229 = stablehlo.multiply %228, %arg37 : tensor<2x128x8xf32>
    %230 = stablehlo.add %227, %229 : tensor<2x128x8xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %232 = stablehlo.multiply %231, %174 : tensor<2x128x64xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %234 = stablehlo.multiply %233, %arg38 : tensor<2x128x64xf32>
    %235 = stablehlo.add %232, %234 : tensor<2x128x64xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %237 = stablehlo.multiply %236, %175 : tensor<128x512xf32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %239 = stablehlo.multiply %238, %arg39 : tensor<128x512xf32>
    %240 = stablehlo.add %237, %239 : tensor<128x512xf32>
    %241 = stablehlo.multiply %163, %163 : tensor<512x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<512x128xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %245 = stablehlo.multiply %244, %arg40 : tensor<512x128xf32>
    %246 = stablehlo.add %243, %245 : tensor<512x128xf32>
    %247 = stablehlo.multiply %164, %164 : tensor<128xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<128xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %251 = stablehlo.multiply %250, %arg41 : tensor<128xf32>
    %252 = stablehlo.add %249, %251 : tensor<128xf32>
    %253 = stablehlo.multiply %165, %165 : tensor<2x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<2x128xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %257 = stablehlo.multiply %256, %arg42 : tensor<2x128xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x128xf32>
    %259 = stablehlo.multiply %166, %166 : tensor<2x8x128x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<2x8x128x128xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %263 = stablehlo.multiply %262, %arg43 : tensor<2x8x128x128xf32>
    %264 = stablehlo.add %261, %263 : tensor<2x8x128x128xf32>
    %265 = stablehlo.multiply %167, %167 : tensor<2x8x128x128xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<2x8x128x128xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %269 = stablehlo.multiply %268, %arg44 : tensor<2x8x128x128xf32>
    %270 = stablehlo.add %267, %269 : tensor<2x8x128x128xf32>
    %271 = stablehlo.multiply %168, %168 : tensor<2x8x128x128xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<2x8x128x128xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %275 = stablehlo.multiply %274, %arg45 : tensor<2x8x128x128xf32>
    %276 = stablehlo.add %273, %275 : tensor<2x8x128x128xf32>
    %277 = stablehlo.multiply %169, %169 : tensor<2x128x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<2x128x64xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %281 = stablehlo.multiply %280, %arg46 : tensor<2x128x64xf32>
    %282 = stablehlo.add %279, %281 : tensor<2x128x64xf32>
    %283 = stablehlo.multiply %170, %170 : tensor<2x128xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<2x128xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %287 = stablehlo.multiply %286, %arg47 : tensor<2x128xf32>
    %288 = stablehlo.add %285, %287 : tensor<2x128xf32>
    %289 = stablehlo.multiply %171, %171 : tensor<2x128x128xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %291 = stablehlo.multiply %290, %289 : tensor<2x128x128xf32>
    %cst_98 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %293 = stablehlo.multiply %292, %arg48 : tensor<2x128x128xf32>
    %294 = stablehlo.add %291, %293 : tensor<2x128x128xf32>
    %295 = stablehlo.multiply %172, %172 : tensor<2x128x128xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<2x128x128xf32>
    %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %299 = stablehlo.multiply %298, %arg49 : tensor<2x128x128xf32>
    %300 = stablehlo.add %297, %299 : tensor<2x128x128xf32>
    %301 = stablehlo.multiply %173, %173 : tensor<2x128x8xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<2x128x8xf32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %305 = stablehlo.multiply %304, %arg50 : tensor<2x128x8xf32>
    %306 = stablehlo.add %303, %305 : tensor<2x128x8xf32>
    %307 = stablehlo.multiply %174, %174 : tensor<2x128x64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<2x128x64xf32>
    %cst_104 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %311 = stablehlo.multiply %310, %arg51 : tensor<2x128x64xf32>
    %312 = stablehlo.add %309, %311 : tensor<2x128x64xf32>
    %313 = stablehlo.multiply %175, %175 : tensor<128x512xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<128x512xf32>
    %cst_106 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %317 = stablehlo.multiply %316, %arg52 : tensor<128x512xf32>
    %318 = stablehlo.add %315, %317 : tensor<128x512xf32>
    %c_107 = stablehlo.constant dense<2147483647> : tensor<i32>
    %319 = stablehlo.compare LT, %arg26, %c_107, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_108 = stablehlo.constant dense<1> : tensor<i32>
    %320 = stablehlo.add %arg26, %c_108 : tensor<i32>
    %c_109 = stablehlo.constant dense<2147483647> : tensor<i32>
    %321 = call @_where_44(%319, %320, %c_109) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %322 = stablehlo.convert %321 : (tensor<i32>) -> tensor<f32>
    %323 = stablehlo.power %cst_110, %322 : tensor<f32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %324 = stablehlo.subtract %cst_111, %323 : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %326 = stablehlo.divide %180, %325 : tensor<512x128xf32>
    %327 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %328 = stablehlo.divide %185, %327 : tensor<128xf32>
    %329 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %330 = stablehlo.divide %190, %329 : tensor<2x128xf32>
    %331 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %332 = stablehlo.divide %195, %331 : tensor<2x8x128x128xf32>
    %333 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %334 = stablehlo.divide %200, %333 : tensor<2x8x128x128xf32>
    %335 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %336 = stablehlo.divide %205, %335 : tensor<2x8x128x128xf32>
    %337 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %338 = stablehlo.divide %210, %337 : tensor<2x128x64xf32>
    %339 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %340 = stablehlo.divide %215, %339 : tensor<2x128xf32>
    %341 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %342 = stablehlo.divide %220, %341 : tensor<2x128x128xf32>
    %343 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %344 = stablehlo.divide %225, %343 : tensor<2x128x128xf32>
    %345 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %346 = stablehlo.divide %230, %345 : tensor<2x128x8xf32>
    %347 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %348 = stablehlo.divide %235, %347 : tensor<2x128x64xf32>
    %349 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %350 = stablehlo.divide %240, %349 : tensor<128x512xf32>
    %cst_112 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %351 = stablehlo.convert %321 : (tensor<i32>) -> tensor<f32>
    %352 = stablehlo.power %cst_112, %351 : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.subtract %cst_113, %352 : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %355 = stablehlo.divide %246, %354 : tensor<512x128xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %357 = stablehlo.divide %252, %356 : tensor<128xf32>
    %358 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %359 = stablehlo.divide %258, %358 : tensor<2x128xf32>
    %360 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %361 = stablehlo.divide %264, %360 : tensor<2x8x128x128xf32>
    %362 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %363 = stablehlo.divide %270, %362 : tensor<2x8x128x128xf32>
    %364 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %365 = stablehlo.divide %276, %364 : tensor<2x8x128x128xf32>
    %366 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %367 = stablehlo.divide %282, %366 : tensor<2x128x64xf32>
    %368 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %369 = stablehlo.divide %288, %368 : tensor<2x128xf32>
    %370 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %371 = stablehlo.divide %294, %370 : tensor<2x128x128xf32>
    %372 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %373 = stablehlo.divide %300, %372 : tensor<2x128x128xf32>
    %374 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %375 = stablehlo.divide %306, %374 : tensor<2x128x8xf32>
    %376 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %377 = stablehlo.divide %312, %376 : tensor<2x128x64xf32>
    %378 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %379 = stablehlo.divide %318, %378 : tensor<128x512xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %381 = stablehlo.add %355, %380 : tensor<512x128xf32>
    %382 = stablehlo.sqrt %381 : tensor<512x128xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %384 = stablehlo.add %382, %383 : tensor<512x128xf32>
    %385 = stablehlo.divide %326, %384 : tensor<512x128xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %387 = stablehlo.add %357, %386 : tensor<128xf32>
    %388 = stablehlo.sqrt %387 : tensor<128xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %390 = stablehlo.add %388, %389 : tensor<128xf32>
    %391 = stablehlo.divide %328, %390 : tensor<128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %393 = stablehlo.add %359, %392 : tensor<2x128xf32>
    %394 = stablehlo.sqrt %393 : tensor<2x128xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %396 = stablehlo.add %394, %395 : tensor<2x128xf32>
    %397 = stablehlo.divide %330, %396 : tensor<2x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %399 = stablehlo.add %361, %398 : tensor<2x8x128x128xf32>
    %400 = stablehlo.sqrt %399 : tensor<2x8x128x128xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %402 = stablehlo.add %400, %401 : tensor<2x8x128x128xf32>
    %403 = stablehlo.divide %332, %402 : tensor<2x8x128x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %405 = stablehlo.add %363, %404 : tensor<2x8x128x128xf32>
    %406 = stablehlo.sqrt %405 : tensor<2x8x128x128xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %408 = stablehlo.add %406, %407 : tensor<2x8x128x128xf32>
    %409 = stablehlo.divide %334, %408 : tensor<2x8x128x128xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %411 = stablehlo.add %365, %410 : tensor<2x8x128x128xf32>
    %412 = stablehlo.sqrt %411 : tensor<2x8x128x128xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %414 = stablehlo.add %412, %413 : tensor<2x8x128x128xf32>
    %415 = stablehlo.divide %336, %414 : tensor<2x8x128x128xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %417 = stablehlo.add %367, %416 : tensor<2x128x64xf32>
    %418 = stablehlo.sqrt %417 : tensor<2x128x64xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %420 = stablehlo.add %418, %419 : tensor<2x128x64xf32>
    %421 = stablehlo.divide %338, %420 : tensor<2x128x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %423 = stablehlo.add %369, %422 : tensor<2x128xf32>
    %424 = stablehlo.sqrt %423 : tensor<2x128xf32>
    %cst_129 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %426 = stablehlo.add %424, %425 : tensor<2x128xf32>
    %427 = stablehlo.divide %340, %426 : tensor<2x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %429 = stablehlo.add %371, %428 : tensor<2x128x128xf32>
    %430 = stablehlo.sqrt %429 : tensor<2x128x128xf32>
    %cst_131 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %432 = stablehlo.add %430, %431 : tensor<2x128x128xf32>
    %433 = stablehlo.divide %342, %432 : tensor<2x128x128xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %435 = stablehlo.add %373, %434 : tensor<2x128x128xf32>
    %436 = stablehlo.sqrt %435 : tensor<2x128x128xf32>
    %cst_133 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %438 = stablehlo.add %436, %437 : tensor<2x128x128xf32>
    %439 = stablehlo.divide %344, %438 : tensor<2x128x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %441 = stablehlo.add %375, %440 : tensor<2x128x8xf32>
    %442 = stablehlo.sqrt %441 : tensor<2x128x8xf32>
    %cst_135 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %444 = stablehlo.add %442, %443 : tensor<2x128x8xf32>
    %445 = stablehlo.divide %346, %444 : tensor<2x128x8xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %447 = stablehlo.add %377, %446 : tensor<2x128x64xf32>
    %448 = stablehlo.sqrt %447 : tensor<2x128x64xf32>
    %cst_137 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %450 = stablehlo.add %448, %449 : tensor<2x128x64xf32>
    %451 = stablehlo.divide %348, %450 : tensor<2x128x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %453 = stablehlo.add %379, %452 : tensor<128x512xf32>
    %454 = stablehlo.sqrt %453 : tensor<128x512xf32>
    %cst_139 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %456 = stablehlo.add %454, %455 : tensor<128x512xf32>
    %457 = stablehlo.divide %350, %456 : tensor<128x512xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %459 = stablehlo.multiply %458, %arg13 : tensor<512x128xf32>
    %460 = stablehlo.add %385, %459 : tensor<512x128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %462 = stablehlo.multiply %461, %arg14 : tensor<128xf32>
    %463 = stablehlo.add %391, %462 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %465 = stablehlo.multiply %464, %arg15 : tensor<2x128xf32>
    %466 = stablehlo.add %397, %465 : tensor<2x128xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %468 = stablehlo.multiply %467, %arg16 : tensor<2x8x128x128xf32>
    %469 = stablehlo.add %403, %468 : tensor<2x8x128x128xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %471 = stablehlo.multiply %470, %arg17 : tensor<2x8x128x128xf32>
    %472 = stablehlo.add %409, %471 : tensor<2x8x128x128xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %474 = stablehlo.multiply %473, %arg18 : tensor<2x8x128x128xf32>
    %475 = stablehlo.add %415, %474 : tensor<2x8x128x128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %477 = stablehlo.multiply %476, %arg19 : tensor<2x128x64xf32>
    %478 = stablehlo.add %421, %477 : tensor<2x128x64xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %480 = stablehlo.multiply %479, %arg20 : tensor<2x128xf32>
    %481 = stablehlo.add %427, %480 : tensor<2x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %483 = stablehlo.multiply %482, %arg21 : tensor<2x128x128xf32>
    %484 = stablehlo.add %433, %483 : tensor<2x128x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %486 = stablehlo.multiply %485, %arg22 : tensor<2x128x128xf32>
    %487 = stablehlo.add %439, %486 : tensor<2x128x128xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %489 = stablehlo.multiply %488, %arg23 : tensor<2x128x8xf32>
    %490 = stablehlo.add %445, %489 : tensor<2x128x8xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %492 = stablehlo.multiply %491, %arg24 : tensor<2x128x64xf32>
    %493 = stablehlo.add %451, %492 : tensor<2x128x64xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %495 = stablehlo.multiply %494, %arg25 : tensor<128x512xf32>
    %496 = stablehlo.add %457, %495 : tensor<128x512xf32>
    %cst_153 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %498 = stablehlo.multiply %497, %460 : tensor<512x128xf32>
    %cst_154 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %500 = stablehlo.multiply %499, %463 : tensor<128xf32>
    %cst_155 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %502 = stablehlo.multiply %501, %466 : tensor<2x128xf32>
    %cst_156 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %504 = stablehlo.multiply %503, %469 : tensor<2x8x128x128xf32>
    %cst_157 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %506 = stablehlo.multiply %505, %472 : tensor<2x8x128x128xf32>
    %cst_158 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x8x128x128xf32>
    %508 = stablehlo.multiply %507, %475 : tensor<2x8x128x128xf32>
    %cst_159 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %510 = stablehlo.multiply %509, %478 : tensor<2x128x64xf32>
    %cst_160 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %512 = stablehlo.multiply %511, %481 : tensor<2x128xf32>
    %cst_161 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %514 = stablehlo.multiply %513, %484 : tensor<2x128x128xf32>
    %cst_162 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %516 = stablehlo.multiply %515, %487 : tensor<2x128x128xf32>
    %cst_163 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128x8xf32>
    %518 = stablehlo.multiply %517, %490 : tensor<2x128x8xf32>
    %cst_164 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %520 = stablehlo.multiply %519, %493 : tensor<2x128x64xf32>
    %cst_165 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %522 = stablehlo.multiply %521, %496 : tensor<128x512xf32>
    %523 = stablehlo.add %arg13, %498 : tensor<512x128xf32>
    %524 = stablehlo.add %arg14, %500 : tensor<128xf32>
    %525 = stablehlo.add %arg15, %502 : tensor<2x128xf32>
    %526 = stablehlo.add %arg16, %504 : tensor<2x8x128x128xf32>
    %527 = stablehlo.add %arg17, %506 : tensor<2x8x128x128xf32>
    %528 = stablehlo.add %arg18, %508 : tensor<2x8x128x128xf32>
    %529 = stablehlo.add %arg19, %510 : tensor<2x128x64xf32>
    %530 = stablehlo.add %arg20, %512 : tensor<2x128xf32>
    %531 = stablehlo.add %arg21, %514 : tensor<2x128x128xf32>
    %532 = stablehlo.add %arg22, %516 : tensor<2x128x128xf32>
    %533 = stablehlo.add %arg23, %518 : tensor<2x128x8xf32>
    %534 = stablehlo.add %arg24, %520 : tensor<2x128x64xf32>
    %535 = stablehlo.add %arg25, %522 : tensor<128x512xf32>
    %536 = stablehlo.convert %523 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %537 = stablehlo.convert %524 : (tensor<128xf32>) -> tensor<128xbf16>
    %538 = stablehlo.convert %525 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %539 = stablehlo.convert %526 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %540 = stablehlo.convert %527 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %541 = stablehlo.convert %528 : (tensor<2x8x128x128xf32>) -> tensor<2x8x128x128xbf16>
    %542 = stablehlo.convert %529 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %543 = stablehlo.convert %530 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %544 = stablehlo.convert %531 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %545 = stablehlo.convert %532 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %546 = stablehlo.convert %533 : (tensor<2x128x8xf32>) -> tensor<2x128x8xbf16>
    %547 = stablehlo.convert %534 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %548 = stablehlo.convert %535 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %321, %180, %185, %190, %195, %200, %205, %210, %215, %220, %225, %230, %235, %240, %246, %252, %258, %264, %270, %276, %282, %288, %294, %300, %306, %312, %318, %107 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x8x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x8xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x8x128x128xf32>, tensor<2x8x128x128xf32>, tensor<2x8x128x128xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x8xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x8x128x128xf32>, tensor<2x8x128x128xf32>, tensor<2x8x128x128xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x8xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x8x128x128xf32>, tensor<2x8x128x128xf32>, tensor<2x8x128x128xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x8xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @_one_hot() -> tensor<1x1x1x8xi32> {
    %0 = stablehlo.iota dim = 3 : tensor<1x1x1x8xi32>
    return %0 : tensor<1x1x1x8xi32>
  }
  func.func private @_where_1(%arg0: tensor<i32>) -> tensor<8x64x2x8xi32> {
    %0 = stablehlo.convert %arg0 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    return %1 : tensor<8x64x2x8xi32>
  }
  func.func private @_one_hot_2() -> tensor<1x1x1x1x32xi32> {
    %0 = stablehlo.iota dim = 4 : tensor<1x1x1x1x32xi32>
    return %0 : tensor<1x1x1x1x32xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x8x128x128xbf16>, %arg1: tensor<i32>) -> tensor<8x128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 128, 128] : (tensor<2x8x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x128x128xbf16>) -> tensor<8x128x128xbf16>
    return %1 : tensor<8x128x128xbf16>
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
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<2x128x8xbf16>, %arg1: tensor<i32>) -> tensor<128x8xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 8] : (tensor<2x128x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x8xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x8xbf16>) -> tensor<128x8xbf16>
    return %1 : tensor<128x8xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1x64x1x16xf32>, %arg1: tensor<1x64x1x16xf32>, %arg2: tensor<1x64x1x16xf32>, %arg3: tensor<1x64x1x16xf32>, %arg4: tensor<8x2x2x64x64xi1>, %arg5: tensor<8x2x2x64x64xf32>, %arg6: tensor<1x1x1x8xi32>, %arg7: tensor<8x64x2x8xi32>, %arg8: tensor<1x1x1x1x32xi32>, %arg9: tensor<8x64x128xbf16>, %arg10: tensor<128xbf16>, %arg11: tensor<8x128x128xbf16>, %arg12: tensor<8x128x128xbf16>, %arg13: tensor<8x128x128xbf16>, %arg14: tensor<128x64xbf16>, %arg15: tensor<128xbf16>, %arg16: tensor<128x128xbf16>, %arg17: tensor<128x128xbf16>, %arg18: tensor<128x8xbf16>, %arg19: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x2x64x64x2xbf16>, tensor<8x2x32x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x8xbf16>, tensor<8x128x8x32xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x64x8x32xbf16>, tensor<8x64x128xbf16>) {
    %0 = sdy.sharding_constraint %arg9 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %18 = stablehlo.reduce_precision %17, format = e8m7 : tensor<8x64x128xbf16>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %20 = stablehlo.reshape %19 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %21 = stablehlo.dot_general %16, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %22 = stablehlo.reduce_precision %21, format = e8m7 : tensor<8x64x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %25 = stablehlo.dot_general %16, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %26 = stablehlo.reduce_precision %25, format = e8m7 : tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %29 = stablehlo.convert %20 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %30 = stablehlo.slice %29 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %31 = stablehlo.slice %29 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<8x64x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<8x64x4x16xf32>
    %36 = stablehlo.subtract %33, %35 : tensor<8x64x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %38 = stablehlo.multiply %31, %37 : tensor<8x64x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %40 = stablehlo.multiply %30, %39 : tensor<8x64x4x16xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x64x4x16xf32>
    %42 = stablehlo.concatenate %36, %41, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %43 = stablehlo.convert %42 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %44 = stablehlo.convert %24 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %45 = stablehlo.slice %44 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %46 = stablehlo.slice %44 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %47 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<8x64x2x16xf32>
    %49 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<8x64x2x16xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<8x64x2x16xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %53 = stablehlo.multiply %46, %52 : tensor<8x64x2x16xf32>
    %54 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %55 = stablehlo.multiply %45, %54 : tensor<8x64x2x16xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x64x2x16xf32>
    %57 = stablehlo.concatenate %51, %56, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %58 = stablehlo.convert %57 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %59 = stablehlo.reshape %43 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %60 = stablehlo.dot_general %58, %59, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x64x2xbf16>
    %61 = stablehlo.reduce_precision %60, format = e8m7 : tensor<8x2x64x64x2xbf16>
    %62 = stablehlo.transpose %61, dims = [0, 1, 4, 3, 2] : (tensor<8x2x64x64x2xbf16>) -> tensor<8x2x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %64 = stablehlo.multiply %62, %63 : tensor<8x2x2x64x64xbf16>
    %65 = stablehlo.convert %64 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %66 = call @_where_7(%65, %arg4, %arg5) : (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %69 = stablehlo.maximum %68, %67 : tensor<8x2x2x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %72 = stablehlo.subtract %66, %71 : tensor<8x2x2x64x64xf32>
    %73 = stablehlo.exponential %72 : tensor<8x2x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %77 = stablehlo.divide %73, %76 : tensor<8x2x2x64x64xf32>
    %78 = stablehlo.convert %77 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %79 = stablehlo.dot_general %28, %78, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x2x64xbf16>
    %80 = stablehlo.reduce_precision %79, format = e8m7 : tensor<8x2x32x2x64xbf16>
    %81 = stablehlo.transpose %80, dims = [0, 4, 1, 3, 2] : (tensor<8x2x32x2x64xbf16>) -> tensor<8x64x2x2x32xbf16>
    %82 = stablehlo.reshape %81 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x128xbf16>
    %83 = stablehlo.dot_general %82, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %84 = stablehlo.reduce_precision %83, format = e8m7 : tensor<8x64x128xbf16>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %98 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<8x64x128xf32>
    %102 = stablehlo.convert %101 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %103 = stablehlo.dot_general %102, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x8xbf16>) -> tensor<8x64x8xbf16>
    %104 = stablehlo.reduce_precision %103, format = e8m7 : tensor<8x64x8xbf16>
    %105 = stablehlo.convert %104 : (tensor<8x64x8xbf16>) -> tensor<8x64x8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_9) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x8xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %108 = stablehlo.maximum %107, %106 : tensor<8x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x8xf32>
    %111 = stablehlo.subtract %105, %110 : tensor<8x64x8xf32>
    %112 = stablehlo.exponential %111 : tensor<8x64x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x8xf32>, tensor<f32>) -> tensor<8x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x8xf32>
    %116 = stablehlo.divide %112, %115 : tensor<8x64x8xf32>
    %values, %indices = chlo.top_k(%116, k = 2) : tensor<8x64x8xf32> -> (tensor<8x64x2xf32>, tensor<8x64x2xi32>)
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%values init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %120 = stablehlo.divide %values, %119 : tensor<8x64x2xf32>
    %121 = call @_one_hot_8(%indices, %arg6) : (tensor<8x64x2xi32>, tensor<1x1x1x8xi32>) -> tensor<8x64x2x8xi32>
    %122 = stablehlo.reshape %121 : (tensor<8x64x2x8xi32>) -> tensor<8x128x8xi32>
    %123 = call @cumsum(%122) : (tensor<8x128x8xi32>) -> tensor<8x128x8xi32>
    %124 = stablehlo.reshape %123 : (tensor<8x128x8xi32>) -> tensor<8x64x2x8xi32>
    %125 = stablehlo.multiply %124, %121 : tensor<8x64x2x8xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %127 = stablehlo.subtract %125, %126 : tensor<8x64x2x8xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %129 = stablehlo.compare GE, %127, %128, SIGNED : (tensor<8x64x2x8xi32>, tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi1>
    %c_14 = stablehlo.constant dense<32> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %131 = stablehlo.compare LT, %127, %130, SIGNED : (tensor<8x64x2x8xi32>, tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi1>
    %132 = stablehlo.and %129, %131 : tensor<8x64x2x8xi1>
    %133 = call @_where_10(%132, %127, %arg7) : (tensor<8x64x2x8xi1>, tensor<8x64x2x8xi32>, tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi32>
    %134 = call @_one_hot_11(%133, %arg8) : (tensor<8x64x2x8xi32>, tensor<1x1x1x1x32xi32>) -> tensor<8x64x2x8x32xbf16>
    %135 = stablehlo.convert %134 : (tensor<8x64x2x8x32xbf16>) -> tensor<8x64x2x8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2x8x32xf32>, tensor<f32>) -> tensor<8x64x8x32xf32>
    %137 = stablehlo.convert %136 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x32xbf16>
    %138 = stablehlo.convert %120 : (tensor<8x64x2xf32>) -> tensor<8x64x2xbf16>
    %139 = stablehlo.dot_general %134, %138, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x8x32xbf16>, tensor<8x64x2xbf16>) -> tensor<8x64x8x32xbf16>
    %140 = stablehlo.reduce_precision %139, format = e8m7 : tensor<8x64x8x32xbf16>
    %141 = stablehlo.dot_general %102, %137, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %142 = stablehlo.reduce_precision %141, format = e8m7 : tensor<8x128x8x32xbf16>
    %143 = stablehlo.transpose %142, dims = [2, 0, 3, 1] : (tensor<8x128x8x32xbf16>) -> tensor<8x8x32x128xbf16>
    %144 = sdy.sharding_constraint %143 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x8x32x128xbf16>
    %145 = sdy.sharding_constraint %144 <@mesh, [{"expert"}, {}, {}, {}]> : tensor<8x8x32x128xbf16>
    %146 = stablehlo.dot_general %145, %arg12, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %147 = stablehlo.reduce_precision %146, format = e8m7 : tensor<8x8x32x128xbf16>
    %148 = stablehlo.dot_general %145, %arg13, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %149 = stablehlo.reduce_precision %148, format = e8m7 : tensor<8x8x32x128xbf16>
    %150 = call @silu(%147) : (tensor<8x8x32x128xbf16>) -> tensor<8x8x32x128xbf16>
    %151 = stablehlo.multiply %150, %149 : tensor<8x8x32x128xbf16>
    %152 = stablehlo.dot_general %151, %arg11, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %153 = stablehlo.reduce_precision %152, format = e8m7 : tensor<8x8x32x128xbf16>
    %154 = sdy.sharding_constraint %153 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x8x32x128xbf16>
    %155 = stablehlo.dot_general %140, %154, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x8x32x128xbf16>) -> tensor<8x64x128xbf16>
    %156 = sdy.sharding_constraint %155 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %157 = stablehlo.add %86, %156 : tensor<8x64x128xbf16>
    return %157, %18, %22, %26, %61, %80, %84, %104, %142, %147, %149, %153, %140, %arg9 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x64xbf16>, tensor<8x64x64xbf16>, tensor<8x2x64x64x2xbf16>, tensor<8x2x32x2x64xbf16>, tensor<8x64x128xbf16>, tensor<8x64x8xbf16>, tensor<8x128x8x32xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x64x8x32xbf16>, tensor<8x64x128xbf16>
  }
  func.func private @_where_7(%arg0: tensor<8x2x2x64x64xf32>, %arg1: tensor<8x2x2x64x64xi1>, %arg2: tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %0 : tensor<8x2x2x64x64xf32>
  }
  func.func private @_one_hot_8(%arg0: tensor<8x64x2xi32>, %arg1: tensor<1x1x1x8xi32>) -> tensor<8x64x2x8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x64x2x1xi32>) -> tensor<8x64x2x8xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<8x64x2x8xi32>
    %3 = stablehlo.compare EQ, %1, %2, SIGNED : (tensor<8x64x2x8xi32>, tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi1>
    %4 = stablehlo.convert %3 : (tensor<8x64x2x8xi1>) -> tensor<8x64x2x8xi32>
    return %4 : tensor<8x64x2x8xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x128x8xi32>) -> tensor<8x128x8xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<8x128x8xi32>) -> tensor<8x128x8xi32>
    return %0 : tensor<8x128x8xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<8x128x8xi32>) -> tensor<8x128x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [127, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 128, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x128x8xi32>, tensor<i32>) -> tensor<8x128x8xi32>
    return %1 : tensor<8x128x8xi32>
  }
  func.func private @_where_10(%arg0: tensor<8x64x2x8xi1>, %arg1: tensor<8x64x2x8xi32>, %arg2: tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64x2x8xi1>, tensor<8x64x2x8xi32>
    return %0 : tensor<8x64x2x8xi32>
  }
  func.func private @_one_hot_11(%arg0: tensor<8x64x2x8xi32>, %arg1: tensor<1x1x1x1x32xi32>) -> tensor<8x64x2x8x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x2x8xi32>) -> tensor<8x64x2x8x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<8x64x2x8x1xi32>) -> tensor<8x64x2x8x32xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x32xi32>) -> tensor<8x64x2x8x32xi32>
    %3 = stablehlo.compare EQ, %1, %2, SIGNED : (tensor<8x64x2x8x32xi32>, tensor<8x64x2x8x32xi32>) -> tensor<8x64x2x8x32xi1>
    %4 = stablehlo.convert %3 : (tensor<8x64x2x8x32xi1>) -> tensor<8x64x2x8x32xbf16>
    return %4 : tensor<8x64x2x8x32xbf16>
  }
  func.func private @silu(%arg0: tensor<8x8x32x128xbf16>) -> tensor<8x8x32x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<8x8x32x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x8x32x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x8x32x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x8x32x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x8x32x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x32x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x8x32x128xbf16>
    return %6 : tensor<8x8x32x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xbf16>) -> tensor<1x8x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x128xbf16>, tensor<1x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x128xbf16>
    return %1 : tensor<2x8x64x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<2x8x64x64xbf16>, %arg1: tensor<8x64x64xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x64xbf16>) -> tensor<1x8x64x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x64xbf16>, tensor<1x8x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x64xbf16>
    return %1 : tensor<2x8x64x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<2x8x2x64x64x2xbf16>, %arg1: tensor<8x2x64x64x2xbf16>, %arg2: tensor<i32>) -> tensor<2x8x2x64x64x2xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x2x64x64x2xbf16>) -> tensor<1x8x2x64x64x2xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x2x64x64x2xbf16>, tensor<1x8x2x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x2x64x64x2xbf16>
    return %1 : tensor<2x8x2x64x64x2xbf16>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x8x2x32x2x64xbf16>, %arg1: tensor<8x2x32x2x64xbf16>, %arg2: tensor<i32>) -> tensor<2x8x2x32x2x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x2x32x2x64xbf16>) -> tensor<1x8x2x32x2x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x2x32x2x64xbf16>, tensor<1x8x2x32x2x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x2x32x2x64xbf16>
    return %1 : tensor<2x8x2x32x2x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x8x64x8xbf16>, %arg1: tensor<8x64x8xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x8xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x8xbf16>) -> tensor<1x8x64x8xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x8xbf16>, tensor<1x8x64x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x8xbf16>
    return %1 : tensor<2x8x64x8xbf16>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x8x128x8x32xbf16>, %arg1: tensor<8x128x8x32xbf16>, %arg2: tensor<i32>) -> tensor<2x8x128x8x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x128x8x32xbf16>) -> tensor<1x8x128x8x32xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x128x8x32xbf16>, tensor<1x8x128x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x128x8x32xbf16>
    return %1 : tensor<2x8x128x8x32xbf16>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x8x8x32x128xbf16>, %arg1: tensor<8x8x32x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x8x32x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x8x32x128xbf16>) -> tensor<1x8x8x32x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x8x32x128xbf16>, tensor<1x8x8x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x32x128xbf16>
    return %1 : tensor<2x8x8x32x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x8x64x8x32xbf16>, %arg1: tensor<8x64x8x32xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x8x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x64x8x32xbf16>) -> tensor<1x8x64x8x32xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x64x8x32xbf16>, tensor<1x8x64x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x8x32xbf16>
    return %1 : tensor<2x8x64x8x32xbf16>
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
  func.func private @take_along_axis_19(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<2x8x64x64xbf16>, %arg1: tensor<i32>) -> tensor<8x64x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 64] : (tensor<2x8x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x64xbf16>) -> tensor<8x64x64xbf16>
    return %1 : tensor<8x64x64xbf16>
  }
  func.func private @dynamic_index_in_dim_22(%arg0: tensor<2x8x2x64x64x2xbf16>, %arg1: tensor<i32>) -> tensor<8x2x64x64x2xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 2, 64, 64, 2] : (tensor<2x8x2x64x64x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x2x64x64x2xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x2x64x64x2xbf16>) -> tensor<8x2x64x64x2xbf16>
    return %1 : tensor<8x2x64x64x2xbf16>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<2x8x2x32x2x64xbf16>, %arg1: tensor<i32>) -> tensor<8x2x32x2x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 2, 32, 2, 64] : (tensor<2x8x2x32x2x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x2x32x2x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x2x32x2x64xbf16>) -> tensor<8x2x32x2x64xbf16>
    return %1 : tensor<8x2x32x2x64xbf16>
  }
  func.func private @dynamic_index_in_dim_24(%arg0: tensor<2x8x64x8xbf16>, %arg1: tensor<i32>) -> tensor<8x64x8xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 8] : (tensor<2x8x64x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x8xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x8xbf16>) -> tensor<8x64x8xbf16>
    return %1 : tensor<8x64x8xbf16>
  }
  func.func private @dynamic_index_in_dim_25(%arg0: tensor<2x8x128x8x32xbf16>, %arg1: tensor<i32>) -> tensor<8x128x8x32xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 128, 8, 32] : (tensor<2x8x128x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128x8x32xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    return %1 : tensor<8x128x8x32xbf16>
  }
  func.func private @dynamic_index_in_dim_26(%arg0: tensor<2x8x8x32x128xbf16>, %arg1: tensor<i32>) -> tensor<8x8x32x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 8, 32, 128] : (tensor<2x8x8x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x32x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x32x128xbf16>) -> tensor<8x8x32x128xbf16>
    return %1 : tensor<8x8x32x128xbf16>
  }
  func.func private @dynamic_index_in_dim_27(%arg0: tensor<2x8x64x8x32xbf16>, %arg1: tensor<i32>) -> tensor<8x64x8x32xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 64, 8, 32] : (tensor<2x8x64x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x8x32xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    return %1 : tensor<8x64x8x32xbf16>
  }
  func.func private @closed_call_28(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<8x64x64xbf16>, %arg3: tensor<8x64x64xbf16>, %arg4: tensor<8x2x64x64x2xbf16>, %arg5: tensor<8x2x32x2x64xbf16>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<8x64x8xbf16>, %arg8: tensor<8x128x8x32xbf16>, %arg9: tensor<8x8x32x128xbf16>, %arg10: tensor<8x8x32x128xbf16>, %arg11: tensor<8x8x32x128xbf16>, %arg12: tensor<8x64x8x32xbf16>, %arg13: tensor<128xbf16>, %arg14: tensor<8x128x128xbf16>, %arg15: tensor<8x128x128xbf16>, %arg16: tensor<8x128x128xbf16>, %arg17: tensor<128x64xbf16>, %arg18: tensor<128xbf16>, %arg19: tensor<128x128xbf16>, %arg20: tensor<128x128xbf16>, %arg21: tensor<128x8xbf16>, %arg22: tensor<128x64xbf16>, %arg23: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x8xbf16>, tensor<128x64xbf16>) {
    %0 = sdy.sharding_constraint %arg23 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.convert %arg13 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = sdy.sharding_constraint %arg1 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %22 = sdy.sharding_constraint %arg2 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %24 = sdy.sharding_constraint %arg3 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %26 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.add %29, %28 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.divide %30, %31 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.power %33, %32 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.divide %35, %34 : tensor<16xf32>
    %37 = stablehlo.iota dim = 0 : tensor<64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<64x16xf32>
    %43 = stablehlo.sine %42 : tensor<64x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %45 = stablehlo.cosine %42 : tensor<64x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %47 = stablehlo.convert %21 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %48 = stablehlo.slice %47 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %49 = stablehlo.slice %47 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<8x64x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<8x64x4x16xf32>
    %54 = stablehlo.subtract %51, %53 : tensor<8x64x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<8x64x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %58 = stablehlo.multiply %48, %57 : tensor<8x64x4x16xf32>
    %59 = stablehlo.add %56, %58 : tensor<8x64x4x16xf32>
    %60 = stablehlo.concatenate %54, %59, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %61 = stablehlo.convert %60 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %62 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.add %65, %64 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = stablehlo.divide %66, %67 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.power %69, %68 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.divide %71, %70 : tensor<16xf32>
    %73 = stablehlo.iota dim = 0 : tensor<64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<64x16xf32>
    %79 = stablehlo.sine %78 : tensor<64x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %81 = stablehlo.cosine %78 : tensor<64x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %83 = stablehlo.convert %23 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %84 = stablehlo.slice %83 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %85 = stablehlo.slice %83 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %86 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<8x64x2x16xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %89 = stablehlo.multiply %85, %88 : tensor<8x64x2x16xf32>
    %90 = stablehlo.subtract %87, %89 : tensor<8x64x2x16xf32>
    %91 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<8x64x2x16xf32>
    %93 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %94 = stablehlo.multiply %84, %93 : tensor<8x64x2x16xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x64x2x16xf32>
    %96 = stablehlo.concatenate %90, %95, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %97 = stablehlo.convert %96 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %98 = stablehlo.reshape %61 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %99 = stablehlo.transpose %arg4, dims = [0, 1, 4, 3, 2] : (tensor<8x2x64x64x2xbf16>) -> tensor<8x2x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %101 = stablehlo.multiply %99, %100 : tensor<8x2x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %102 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %103 = call @tril_29(%102) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %104 = stablehlo.convert %101 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %105:2 = call @_where_30(%103, %104, %cst_14) : (tensor<64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<f32>) -> (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.reduce(%105#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %108 = stablehlo.maximum %107, %106 : tensor<8x2x2x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %111 = stablehlo.subtract %105#0, %110 : tensor<8x2x2x64x64xf32>
    %112 = stablehlo.exponential %111 : tensor<8x2x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %116 = stablehlo.divide %112, %115 : tensor<8x2x2x64x64xf32>
    %117 = stablehlo.multiply %114, %114 : tensor<8x2x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x1xf32>
    %119 = stablehlo.divide %118, %117 : tensor<8x2x2x64x1xf32>
    %120 = stablehlo.convert %116 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %121 = stablehlo.transpose %arg5, dims = [0, 4, 1, 3, 2] : (tensor<8x2x32x2x64xbf16>) -> tensor<8x64x2x2x32xbf16>
    %122 = stablehlo.reshape %121 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x128xbf16>
    %123 = sdy.sharding_constraint %arg6 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %139 = stablehlo.convert %arg18 : (tensor<128xbf16>) -> tensor<128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %142 = stablehlo.multiply %138, %141 : tensor<8x64x128xf32>
    %143 = stablehlo.convert %142 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %144 = stablehlo.convert %arg7 : (tensor<8x64x8xbf16>) -> tensor<8x64x8xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_23) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x8xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %147 = stablehlo.maximum %146, %145 : tensor<8x64xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x8xf32>
    %150 = stablehlo.subtract %144, %149 : tensor<8x64x8xf32>
    %151 = stablehlo.exponential %150 : tensor<8x64x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x8xf32>, tensor<f32>) -> tensor<8x64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x8xf32>
    %155 = stablehlo.divide %151, %154 : tensor<8x64x8xf32>
    %156 = stablehlo.multiply %153, %153 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %158 = stablehlo.divide %157, %156 : tensor<8x64x1xf32>
    %values, %indices = chlo.top_k(%155, k = 2) : tensor<8x64x8xf32> -> (tensor<8x64x2xf32>, tensor<8x64x2xi32>)
    %159 = stablehlo.reshape %indices : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%values init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %162 = stablehlo.multiply %161, %161 : tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %164 = stablehlo.divide %163, %162 : tensor<8x64x1xf32>
    %165 = call @_one_hot_31(%indices) : (tensor<8x64x2xi32>) -> tensor<8x64x2x8xi32>
    %166 = stablehlo.reshape %165 : (tensor<8x64x2x8xi32>) -> tensor<8x128x8xi32>
    %167 = call @cumsum_32(%166) : (tensor<8x128x8xi32>) -> tensor<8x128x8xi32>
    %168 = stablehlo.reshape %167 : (tensor<8x128x8xi32>) -> tensor<8x64x2x8xi32>
    %169 = stablehlo.multiply %168, %165 : tensor<8x64x2x8xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %171 = stablehlo.subtract %169, %170 : tensor<8x64x2x8xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %173 = stablehlo.compare GE, %171, %172, SIGNED : (tensor<8x64x2x8xi32>, tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi1>
    %c_31 = stablehlo.constant dense<32> : tensor<i32>
    %174 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %175 = stablehlo.compare LT, %171, %174, SIGNED : (tensor<8x64x2x8xi32>, tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi1>
    %176 = stablehlo.and %173, %175 : tensor<8x64x2x8xi1>
    %c_32 = stablehlo.constant dense<32> : tensor<i32>
    %177 = call @_where_33(%176, %171, %c_32) : (tensor<8x64x2x8xi1>, tensor<8x64x2x8xi32>, tensor<i32>) -> tensor<8x64x2x8xi32>
    %178 = call @_one_hot_34(%177) : (tensor<8x64x2x8xi32>) -> tensor<8x64x2x8x32xbf16>
    %179 = stablehlo.convert %178 : (tensor<8x64x2x8x32xbf16>) -> tensor<8x64x2x8x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2x8x32xf32>, tensor<f32>) -> tensor<8x64x8x32xf32>
    %181 = stablehlo.convert %180 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x32xbf16>
    %182 = stablehlo.transpose %arg8, dims = [2, 0, 3, 1] : (tensor<8x128x8x32xbf16>) -> tensor<8x8x32x128xbf16>
    %183 = sdy.sharding_constraint %182 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x8x32x128xbf16>
    %184 = sdy.sharding_constraint %183 <@mesh, [{"expert"}, {}, {}, {}]> : tensor<8x8x32x128xbf16>
    %185:3 = call @silu_35(%arg9) : (tensor<8x8x32x128xbf16>) -> (tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>)
    %186 = stablehlo.multiply %185#0, %arg10 : tensor<8x8x32x128xbf16>
    %187 = sdy.sharding_constraint %arg11 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x8x32x128xbf16>
    %188 = sdy.sharding_constraint %arg0 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %189 = stablehlo.dot_general %188, %arg12, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %190 = stablehlo.transpose %189, dims = [2, 0, 3, 1] : (tensor<8x128x8x32xbf16>) -> tensor<8x8x32x128xbf16>
    %191 = stablehlo.dot_general %188, %187, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x8x32x128xbf16>) -> tensor<8x64x8x32xbf16>
    %192 = sdy.sharding_constraint %190 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x8x32x128xbf16>
    %193 = stablehlo.dot_general %192, %186, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>) -> tensor<8x128x128xbf16>
    %194 = stablehlo.transpose %193, dims = [0, 2, 1] : (tensor<8x128x128xbf16>) -> tensor<8x128x128xbf16>
    %195 = stablehlo.dot_general %192, %arg14, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %196 = stablehlo.multiply %185#0, %195 : tensor<8x8x32x128xbf16>
    %197 = stablehlo.multiply %195, %arg10 : tensor<8x8x32x128xbf16>
    %198 = call @silu_36(%185#1, %arg9, %185#2, %197) : (tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>) -> tensor<8x8x32x128xbf16>
    %199 = stablehlo.dot_general %196, %184, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>) -> tensor<8x128x128xbf16>
    %200 = stablehlo.transpose %199, dims = [0, 2, 1] : (tensor<8x128x128xbf16>) -> tensor<8x128x128xbf16>
    %201 = stablehlo.dot_general %196, %arg16, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %202 = stablehlo.dot_general %198, %184, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>) -> tensor<8x128x128xbf16>
    %203 = stablehlo.transpose %202, dims = [0, 2, 1] : (tensor<8x128x128xbf16>) -> tensor<8x128x128xbf16>
    %204 = stablehlo.dot_general %198, %arg15, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x128xbf16>, tensor<8x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %205 = stablehlo.add %201, %204 : tensor<8x8x32x128xbf16>
    %206 = sdy.sharding_constraint %205 <@mesh, [{"expert"}, {}, {}, {}]> : tensor<8x8x32x128xbf16>
    %207 = sdy.sharding_constraint %206 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x8x32x128xbf16>
    %208 = stablehlo.transpose %207, dims = [1, 3, 0, 2] : (tensor<8x8x32x128xbf16>) -> tensor<8x128x8x32xbf16>
    %209 = stablehlo.dot_general %208, %181, batching_dims = [0] x [0], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x64x8x32xbf16>) -> tensor<8x128x64xbf16>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1] : (tensor<8x128x64xbf16>) -> tensor<8x64x128xbf16>
    %211 = stablehlo.dot_general %191, %178, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [3, 4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x64x2x8x32xbf16>) -> tensor<8x64x2xbf16>
    %212 = stablehlo.convert %211 : (tensor<8x64x2xbf16>) -> tensor<8x64x2xf32>
    %213 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<8x64x2xf32>
    %215 = stablehlo.multiply %214, %values : tensor<8x64x2xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %218 = stablehlo.negate %217 : tensor<8x64x1xf32>
    %219 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %220 = stablehlo.divide %212, %219 : tensor<8x64x2xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%218 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x2xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x64x2xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x8xf32>
    %225 = "stablehlo.scatter"(%224, %159, %223) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %373 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<8x64x8xf32>, tensor<8x64x2x1xi32>, tensor<8x64x2xf32>) -> tensor<8x64x8xf32>
    %226 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x8xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<8x64x8xf32>
    %228 = stablehlo.multiply %227, %151 : tensor<8x64x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x8xf32>, tensor<f32>) -> tensor<8x64xf32>
    %230 = stablehlo.reshape %229 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %231 = stablehlo.negate %230 : tensor<8x64x1xf32>
    %232 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x8xf32>
    %233 = stablehlo.divide %225, %232 : tensor<8x64x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%231 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x8xf32>
    %236 = stablehlo.add %233, %235 : tensor<8x64x8xf32>
    %237 = stablehlo.multiply %236, %151 : tensor<8x64x8xf32>
    %238 = stablehlo.convert %237 : (tensor<8x64x8xf32>) -> tensor<8x64x8xbf16>
    %239 = stablehlo.dot_general %238, %143, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xbf16>, tensor<8x64x128xbf16>) -> tensor<8x128xbf16>
    %240 = stablehlo.transpose %239, dims = [1, 0] : (tensor<8x128xbf16>) -> tensor<128x8xbf16>
    %241 = stablehlo.dot_general %238, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xbf16>, tensor<128x8xbf16>) -> tensor<8x64x128xbf16>
    %242 = stablehlo.add %210, %241 : tensor<8x64x128xbf16>
    %243 = stablehlo.convert %242 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %244 = stablehlo.multiply %138, %243 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %246 = stablehlo.reshape %245 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %247 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %248 = stablehlo.multiply %243, %247 : tensor<8x64x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%246 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %250 = stablehlo.convert %249 : (tensor<128xf32>) -> tensor<128xbf16>
    %251 = stablehlo.multiply %125, %248 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %254 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %255 = stablehlo.multiply %248, %254 : tensor<8x64x128xf32>
    %256 = stablehlo.multiply %253, %136 : tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %258 = stablehlo.divide %256, %257 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%258 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %261 = stablehlo.multiply %125, %260 : tensor<8x64x128xf32>
    %262 = stablehlo.add %255, %261 : tensor<8x64x128xf32>
    %263 = stablehlo.multiply %260, %125 : tensor<8x64x128xf32>
    %264 = stablehlo.add %262, %263 : tensor<8x64x128xf32>
    %265 = stablehlo.convert %264 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %266 = stablehlo.add %arg0, %265 : tensor<8x64x128xbf16>
    %267 = sdy.sharding_constraint %266 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %268 = stablehlo.dot_general %267, %122, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %269 = stablehlo.transpose %268, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %270 = stablehlo.dot_general %267, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %271 = stablehlo.reshape %270 : (tensor<8x64x128xbf16>) -> tensor<8x64x2x2x32xbf16>
    %272 = stablehlo.transpose %271, dims = [0, 2, 4, 3, 1] : (tensor<8x64x2x2x32xbf16>) -> tensor<8x2x32x2x64xbf16>
    %273 = stablehlo.dot_general %272, %25, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x32x2x64xbf16>, tensor<8x64x2x32xbf16>) -> tensor<8x2x2x64x64xbf16>
    %274 = stablehlo.dot_general %272, %120, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x32x2x64xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x64xbf16>
    %275 = stablehlo.transpose %274, dims = [0, 3, 1, 2] : (tensor<8x2x32x64xbf16>) -> tensor<8x64x2x32xbf16>
    %276 = stablehlo.convert %273 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %277 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %278 = stablehlo.multiply %276, %277 : tensor<8x2x2x64x64xf32>
    %279 = stablehlo.multiply %278, %112 : tensor<8x2x2x64x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_44) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %281 = stablehlo.reshape %280 : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %282 = stablehlo.negate %281 : tensor<8x2x2x64x1xf32>
    %283 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %284 = stablehlo.divide %276, %283 : tensor<8x2x2x64x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%282 init: %cst_45) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x1xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x64xf32>
    %287 = stablehlo.add %284, %286 : tensor<8x2x2x64x64xf32>
    %288 = stablehlo.multiply %287, %112 : tensor<8x2x2x64x64xf32>
    %289 = call @_where_37(%105#1, %288) : (tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32>
    %290 = stablehlo.convert %289 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %cst_46 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %291 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %292 = stablehlo.multiply %290, %291 : tensor<8x2x2x64x64xbf16>
    %293 = stablehlo.transpose %292, dims = [0, 1, 4, 3, 2] : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x64x64x2xbf16>
    %294 = stablehlo.dot_general %293, %97, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64x64x2xbf16>, tensor<8x64x2x32xbf16>) -> tensor<8x2x64x2x32xbf16>
    %295 = stablehlo.transpose %294, dims = [0, 2, 1, 3, 4] : (tensor<8x2x64x2x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %296 = stablehlo.dot_general %293, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64x64x2xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x32xbf16>
    %297 = stablehlo.transpose %296, dims = [0, 2, 1, 3] : (tensor<8x2x64x32xbf16>) -> tensor<8x64x2x32xbf16>
    %298 = stablehlo.reshape %295 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x4x32xbf16>
    %299 = stablehlo.convert %297 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %300 = stablehlo.slice %299 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %301 = stablehlo.slice %299 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %302 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<8x64x2x16xf32>
    %304 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %305 = stablehlo.multiply %301, %304 : tensor<8x64x2x16xf32>
    %306 = stablehlo.negate %300 : tensor<8x64x2x16xf32>
    %307 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<8x64x2x16xf32>
    %309 = stablehlo.add %305, %308 : tensor<8x64x2x16xf32>
    %310 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %311 = stablehlo.multiply %300, %310 : tensor<8x64x2x16xf32>
    %312 = stablehlo.add %303, %311 : tensor<8x64x2x16xf32>
    %313 = stablehlo.concatenate %312, %309, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %314 = stablehlo.convert %313 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %315 = stablehlo.convert %298 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %316 = stablehlo.slice %315 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %317 = stablehlo.slice %315 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %318 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<8x64x4x16xf32>
    %320 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %321 = stablehlo.multiply %317, %320 : tensor<8x64x4x16xf32>
    %322 = stablehlo.negate %316 : tensor<8x64x4x16xf32>
    %323 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %324 = stablehlo.multiply %322, %323 : tensor<8x64x4x16xf32>
    %325 = stablehlo.add %321, %324 : tensor<8x64x4x16xf32>
    %326 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %327 = stablehlo.multiply %316, %326 : tensor<8x64x4x16xf32>
    %328 = stablehlo.add %319, %327 : tensor<8x64x4x16xf32>
    %329 = stablehlo.concatenate %328, %325, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %330 = stablehlo.convert %329 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %331 = stablehlo.reshape %275 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x64xbf16>
    %332 = sdy.sharding_constraint %331 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %333 = stablehlo.dot_general %332, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %334 = stablehlo.transpose %333, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %335 = stablehlo.dot_general %332, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %336 = stablehlo.reshape %314 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x64xbf16>
    %337 = sdy.sharding_constraint %336 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %338 = stablehlo.dot_general %337, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %339 = stablehlo.transpose %338, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %340 = stablehlo.dot_general %337, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %341 = stablehlo.add %335, %340 : tensor<8x64x128xbf16>
    %342 = stablehlo.reshape %330 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %343 = sdy.sharding_constraint %342 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %344 = stablehlo.dot_general %343, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %345 = stablehlo.transpose %344, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %346 = stablehlo.dot_general %343, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %347 = stablehlo.add %341, %346 : tensor<8x64x128xbf16>
    %348 = stablehlo.convert %347 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %349 = stablehlo.multiply %14, %348 : tensor<8x64x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %351 = stablehlo.reshape %350 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %352 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %353 = stablehlo.multiply %348, %352 : tensor<8x64x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%351 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %355 = stablehlo.convert %354 : (tensor<128xf32>) -> tensor<128xbf16>
    %356 = stablehlo.multiply %1, %353 : tensor<8x64x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %358 = stablehlo.reshape %357 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %359 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %360 = stablehlo.multiply %353, %359 : tensor<8x64x128xf32>
    %361 = stablehlo.multiply %358, %12 : tensor<8x64x1xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %363 = stablehlo.divide %361, %362 : tensor<8x64x1xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%363 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %366 = stablehlo.multiply %1, %365 : tensor<8x64x128xf32>
    %367 = stablehlo.add %360, %366 : tensor<8x64x128xf32>
    %368 = stablehlo.multiply %365, %1 : tensor<8x64x128xf32>
    %369 = stablehlo.add %367, %368 : tensor<8x64x128xf32>
    %370 = stablehlo.convert %369 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %371 = stablehlo.add %266, %370 : tensor<8x64x128xbf16>
    %372 = sdy.sharding_constraint %371 <@mesh, [{"expert"}, {}, {}]> : tensor<8x64x128xbf16>
    return %372, %355, %194, %203, %200, %339, %250, %269, %345, %240, %334 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<8x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x8xbf16>, tensor<128x64xbf16>
  }
  func.func private @tril_29(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_30(%arg0: tensor<64x64xi1>, %arg1: tensor<8x2x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x2x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %3, %1 : tensor<8x2x2x64x64xf32>, tensor<8x2x2x64x64xi1>
  }
  func.func private @_one_hot_31(%arg0: tensor<8x64x2xi32>) -> tensor<8x64x2x8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x64x2x1xi32>) -> tensor<8x64x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<8x64x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x8xi32>, tensor<8x64x2x8xi32>) -> tensor<8x64x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x8xi1>) -> tensor<8x64x2x8xi32>
    return %5 : tensor<8x64x2x8xi32>
  }
  func.func private @cumsum_32(%arg0: tensor<8x128x8xi32>) -> tensor<8x128x8xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<8x128x8xi32>) -> tensor<8x128x8xi32>
    return %0 : tensor<8x128x8xi32>
  }
  func.func private @_where_33(%arg0: tensor<8x64x2x8xi1>, %arg1: tensor<8x64x2x8xi32>, %arg2: tensor<i32>) -> tensor<8x64x2x8xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x64x2x8xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x64x2x8xi1>, tensor<8x64x2x8xi32>
    return %2 : tensor<8x64x2x8xi32>
  }
  func.func private @_one_hot_34(%arg0: tensor<8x64x2x8xi32>) -> tensor<8x64x2x8x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x2x8xi32>) -> tensor<8x64x2x8x1xi32>
    %1 = stablehlo.iota dim = 4 : tensor<1x1x1x1x32xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<8x64x2x8x1xi32>) -> tensor<8x64x2x8x32xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x32xi32>) -> tensor<8x64x2x8x32xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x8x32xi32>, tensor<8x64x2x8x32xi32>) -> tensor<8x64x2x8x32xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x8x32xi1>) -> tensor<8x64x2x8x32xbf16>
    return %5 : tensor<8x64x2x8x32xbf16>
  }
  func.func private @silu_35(%arg0: tensor<8x8x32x128xbf16>) -> (tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x8x32x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x8x32x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x8x32x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x8x32x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x8x32x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x32x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x8x32x128xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x8x32x128xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x8x32x128xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x8x32x128xbf16>
    return %9, %5, %8 : tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>, tensor<8x8x32x128xbf16>
  }
  func.func private @silu_36(%arg0: tensor<8x8x32x128xbf16>, %arg1: tensor<8x8x32x128xbf16>, %arg2: tensor<8x8x32x128xbf16>, %arg3: tensor<8x8x32x128xbf16>) -> tensor<8x8x32x128xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x8x32x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x8x32x128xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x8x32x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x8x32x128xbf16>
    return %3 : tensor<8x8x32x128xbf16>
  }
  func.func private @_where_37(%arg0: tensor<8x2x2x64x64xi1>, %arg1: tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %1 : tensor<8x2x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_38(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_39(%arg0: tensor<2x8x128x128xbf16>, %arg1: tensor<8x128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x128x128xbf16>) -> tensor<1x8x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x128x128xbf16>, tensor<1x8x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x128x128xbf16>
    return %1 : tensor<2x8x128x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_40(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<2x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xbf16>
    return %1 : tensor<2x128x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_41(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_42(%arg0: tensor<2x128x8xbf16>, %arg1: tensor<128x8xbf16>, %arg2: tensor<i32>) -> tensor<2x128x8xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x8xbf16>) -> tensor<1x128x8xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x8xbf16>, tensor<1x128x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x8xbf16>
    return %1 : tensor<2x128x8xbf16>
  }
  func.func private @_take_43(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_44(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
