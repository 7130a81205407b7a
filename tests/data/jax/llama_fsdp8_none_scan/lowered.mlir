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
    %47 = call @silu() : () -> tensor<bf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x1x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x8x64x4x2x16xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x8x64x4x16xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x4x2x64x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x4x2x64x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x4x2x64x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x8x4x2x64x64xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %60 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<2x8x64x4x16xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x1x1x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %69 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %70 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %71 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %74:44 = stablehlo.while(%iterArg = %arg2, %iterArg_169 = %arg3, %iterArg_170 = %arg4, %iterArg_171 = %arg5, %iterArg_172 = %arg6, %iterArg_173 = %arg7, %iterArg_174 = %arg8, %iterArg_175 = %arg9, %iterArg_176 = %arg10, %iterArg_177 = %43, %iterArg_178 = %41, %iterArg_179 = %22, %iterArg_180 = %20, %iterArg_181 = %46#0, %iterArg_182 = %46#1, %iterArg_183 = %47, %iterArg_184 = %c_36, %iterArg_185 = %1, %iterArg_186 = %48, %iterArg_187 = %49, %iterArg_188 = %50, %iterArg_189 = %51, %iterArg_190 = %52, %iterArg_191 = %53, %iterArg_192 = %54, %iterArg_193 = %55, %iterArg_194 = %56, %iterArg_195 = %57, %iterArg_196 = %58, %iterArg_197 = %59, %iterArg_198 = %60, %iterArg_199 = %61, %iterArg_200 = %62, %iterArg_201 = %63, %iterArg_202 = %64, %iterArg_203 = %65, %iterArg_204 = %66, %iterArg_205 = %67, %iterArg_206 = %68, %iterArg_207 = %69, %iterArg_208 = %70, %iterArg_209 = %71, %iterArg_210 = %72, %iterArg_211 = %73) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<bf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>
    cond {
      %c_212 = stablehlo.constant dense<2> : tensor<i32>
      %530 = stablehlo.compare LT, %iterArg_184, %c_212, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %530 : tensor<i1>
    } do {
      %530 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_184) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %531 = func.call @dynamic_index_in_dim_1(%iterArg_169, %iterArg_184) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %532 = func.call @dynamic_index_in_dim_2(%iterArg_170, %iterArg_184) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %533 = func.call @dynamic_index_in_dim_3(%iterArg_171, %iterArg_184) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %534 = func.call @dynamic_index_in_dim(%iterArg_172, %iterArg_184) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %535 = func.call @dynamic_index_in_dim_4(%iterArg_173, %iterArg_184) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %536 = func.call @dynamic_index_in_dim_4(%iterArg_174, %iterArg_184) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %537 = func.call @dynamic_index_in_dim_2(%iterArg_175, %iterArg_184) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %538 = func.call @dynamic_index_in_dim_3(%iterArg_176, %iterArg_184) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %539:27 = func.call @closed_call(%iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_185, %530, %531, %532, %533, %534, %535, %536, %537, %538) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<bf16>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x4x2x16xbf16>, tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x64xbf16>, tensor<8x64x4x16xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
      %540 = func.call @dynamic_update_index_in_dim(%iterArg_186, %539#1, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %541 = func.call @dynamic_update_index_in_dim_7(%iterArg_187, %539#2, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %542 = func.call @dynamic_update_index_in_dim_7(%iterArg_188, %539#3, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %543 = func.call @dynamic_update_index_in_dim_8(%iterArg_189, %539#4, %iterArg_184) : (tensor<2x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<2x1x1x128xf32>
      %544 = func.call @dynamic_update_index_in_dim(%iterArg_190, %539#5, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %545 = func.call @dynamic_update_index_in_dim_9(%iterArg_191, %539#6, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %546 = func.call @dynamic_update_index_in_dim_10(%iterArg_192, %539#7, %iterArg_184) : (tensor<2x8x64x4x2x16xbf16>, tensor<8x64x4x2x16xbf16>, tensor<i32>) -> tensor<2x8x64x4x2x16xbf16>
      %547 = func.call @dynamic_update_index_in_dim_11(%iterArg_193, %539#8, %iterArg_184) : (tensor<2x8x64x4x16xbf16>, tensor<8x64x4x16xbf16>, tensor<i32>) -> tensor<2x8x64x4x16xbf16>
      %548 = func.call @dynamic_update_index_in_dim_12(%iterArg_194, %539#9, %iterArg_184) : (tensor<2x8x4x2x64x64xf32>, tensor<8x4x2x64x64xf32>, tensor<i32>) -> tensor<2x8x4x2x64x64xf32>
      %549 = func.call @dynamic_update_index_in_dim_13(%iterArg_195, %539#10, %iterArg_184) : (tensor<2x8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<i32>) -> tensor<2x8x4x2x64x1xf32>
      %550 = func.call @dynamic_update_index_in_dim_13(%iterArg_196, %539#11, %iterArg_184) : (tensor<2x8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<i32>) -> tensor<2x8x4x2x64x1xf32>
      %551 = func.call @dynamic_update_index_in_dim_14(%iterArg_197, %539#12, %iterArg_184) : (tensor<2x8x4x2x64x64xbf16>, tensor<8x4x2x64x64xbf16>, tensor<i32>) -> tensor<2x8x4x2x64x64xbf16>
      %552 = func.call @dynamic_update_index_in_dim_11(%iterArg_198, %539#13, %iterArg_184) : (tensor<2x8x64x4x16xbf16>, tensor<8x64x4x16xbf16>, tensor<i32>) -> tensor<2x8x64x4x16xbf16>
      %553 = func.call @dynamic_update_index_in_dim_9(%iterArg_199, %539#14, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %554 = func.call @dynamic_update_index_in_dim(%iterArg_200, %539#15, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %555 = func.call @dynamic_update_index_in_dim_7(%iterArg_201, %539#16, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %556 = func.call @dynamic_update_index_in_dim_7(%iterArg_202, %539#17, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %557 = func.call @dynamic_update_index_in_dim_8(%iterArg_203, %539#18, %iterArg_184) : (tensor<2x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<2x1x1x128xf32>
      %558 = func.call @dynamic_update_index_in_dim(%iterArg_204, %539#19, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %559 = func.call @dynamic_update_index_in_dim_9(%iterArg_205, %539#20, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %560 = func.call @dynamic_update_index_in_dim_15(%iterArg_206, %539#21, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %561 = func.call @dynamic_update_index_in_dim_15(%iterArg_207, %539#22, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %562 = func.call @dynamic_update_index_in_dim_15(%iterArg_208, %539#23, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %563 = func.call @dynamic_update_index_in_dim_15(%iterArg_209, %539#24, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %564 = func.call @dynamic_update_index_in_dim_15(%iterArg_210, %539#25, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %565 = func.call @dynamic_update_index_in_dim_15(%iterArg_211, %539#26, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %c_212 = stablehlo.constant dense<1> : tensor<i32>
      %566 = stablehlo.add %iterArg_184, %c_212 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %566, %539#0, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<bf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>
    }
    %75 = stablehlo.convert %74#17 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<8x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %82 = stablehlo.add %80, %81 : tensor<8x64x1xf32>
    %83 = stablehlo.rsqrt %82 : tensor<8x64x1xf32>
    %84 = stablehlo.divide %83, %82 : tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<8x64x1xf32>
    %87 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %88 = stablehlo.multiply %75, %87 : tensor<8x64x128xf32>
    %89 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<8x64x128xf32>
    %93 = stablehlo.convert %92 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %94 = stablehlo.dot_general %93, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %95 = stablehlo.convert %94 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<8x64xf32>
    %100 = stablehlo.is_finite %99 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %102 = stablehlo.select %100, %99, %101 : tensor<8x64xi1>, tensor<8x64xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %105 = stablehlo.subtract %96, %104 : tensor<8x64x512xf32>
    %106 = stablehlo.exponential %105 : tensor<8x64x512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %108 = stablehlo.abs %107 : tensor<8x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %110 = stablehlo.compare GE, %107, %109, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %111 = stablehlo.log %108 : tensor<8x64xf32>
    %112 = stablehlo.add %111, %102 : tensor<8x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %114:2 = call @take_along_axis(%96, %113) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %115 = stablehlo.reshape %114#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %116 = stablehlo.subtract %112, %115 : tensor<8x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %118 = stablehlo.divide %117, %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_49 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %119 = stablehlo.divide %cst_48, %cst_49 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %121 = stablehlo.negate %120 : tensor<8x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %123 = call @take_along_axis_16(%114#1, %122) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %124 = stablehlo.divide %120, %108 : tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %126 = stablehlo.select %110, %125, %124 : tensor<8x64xi1>, tensor<8x64xf32>
    %127 = stablehlo.select %110, %124, %125 : tensor<8x64xi1>, tensor<8x64xf32>
    %128 = stablehlo.negate %126 : tensor<8x64xf32>
    %129 = stablehlo.add %127, %128 : tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %131 = stablehlo.multiply %130, %106 : tensor<8x64x512xf32>
    %132 = stablehlo.add %123, %131 : tensor<8x64x512xf32>
    %133 = sdy.sharding_constraint %132 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %134 = stablehlo.convert %133 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %135 = stablehlo.dot_general %134, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %136 = stablehlo.transpose %135, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %137 = stablehlo.dot_general %134, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %138 = stablehlo.convert %137 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %139 = stablehlo.multiply %88, %138 : tensor<8x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %141 = stablehlo.reshape %140 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %142 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.multiply %138, %142 : tensor<8x64x128xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%141 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %145 = stablehlo.convert %144 : (tensor<128xf32>) -> tensor<128xbf16>
    %146 = stablehlo.multiply %75, %143 : tensor<8x64x128xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %149 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %150 = stablehlo.multiply %143, %149 : tensor<8x64x128xf32>
    %151 = stablehlo.multiply %148, %86 : tensor<8x64x1xf32>
    %cst_54 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %153 = stablehlo.divide %151, %152 : tensor<8x64x1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %156 = stablehlo.multiply %75, %155 : tensor<8x64x128xf32>
    %157 = stablehlo.add %150, %156 : tensor<8x64x128xf32>
    %158 = stablehlo.multiply %155, %75 : tensor<8x64x128xf32>
    %159 = stablehlo.add %157, %158 : tensor<8x64x128xf32>
    %160 = stablehlo.convert %159 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %161 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %162 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %163 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %164 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %165 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %166 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %167 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %168 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %169 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %170:49 = stablehlo.while(%iterArg = %74#18, %iterArg_169 = %74#19, %iterArg_170 = %74#20, %iterArg_171 = %74#21, %iterArg_172 = %74#22, %iterArg_173 = %arg8, %iterArg_174 = %74#23, %iterArg_175 = %arg5, %iterArg_176 = %arg10, %iterArg_177 = %74#24, %iterArg_178 = %74#25, %iterArg_179 = %74#26, %iterArg_180 = %74#27, %iterArg_181 = %74#28, %iterArg_182 = %74#29, %iterArg_183 = %74#30, %iterArg_184 = %arg7, %iterArg_185 = %74#31, %iterArg_186 = %74#32, %iterArg_187 = %74#33, %iterArg_188 = %74#34, %iterArg_189 = %74#35, %iterArg_190 = %74#36, %iterArg_191 = %arg4, %iterArg_192 = %74#37, %iterArg_193 = %arg9, %iterArg_194 = %74#38, %iterArg_195 = %74#39, %iterArg_196 = %74#40, %iterArg_197 = %74#41, %iterArg_198 = %74#42, %iterArg_199 = %arg3, %iterArg_200 = %74#43, %iterArg_201 = %22, %iterArg_202 = %20, %iterArg_203 = %43, %iterArg_204 = %41, %iterArg_205 = %46#0, %iterArg_206 = %c_65, %iterArg_207 = %160, %iterArg_208 = %161, %iterArg_209 = %162, %iterArg_210 = %163, %iterArg_211 = %164, %iterArg_212 = %165, %iterArg_213 = %166, %iterArg_214 = %167, %iterArg_215 = %168, %iterArg_216 = %169) : tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x128x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x128x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x128x256xbf16>, tensor<2x8x64x128xbf16>, tensor<2x128x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x256x128xbf16>, tensor<2x8x64x256xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_217 = stablehlo.constant dense<2> : tensor<i32>
      %530 = stablehlo.compare LT, %iterArg_206, %c_217, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %530 : tensor<i1>
    } do {
      %c_217 = stablehlo.constant dense<2> : tensor<i32>
      %530 = stablehlo.subtract %c_217, %iterArg_206 : tensor<i32>
      %c_218 = stablehlo.constant dense<1> : tensor<i32>
      %531 = stablehlo.subtract %530, %c_218 : tensor<i32>
      %532 = func.call @dynamic_index_in_dim_17(%iterArg, %531) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %533 = func.call @dynamic_index_in_dim_18(%iterArg_169, %531) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %534 = func.call @dynamic_index_in_dim_18(%iterArg_170, %531) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %535 = func.call @dynamic_index_in_dim_19(%iterArg_171, %531) : (tensor<2x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %536 = func.call @dynamic_index_in_dim_17(%iterArg_172, %531) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %537 = func.call @dynamic_index_in_dim_4(%iterArg_173, %531) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %538 = func.call @dynamic_index_in_dim_20(%iterArg_174, %531) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %539 = func.call @dynamic_index_in_dim_3(%iterArg_175, %531) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %540 = func.call @dynamic_index_in_dim_3(%iterArg_176, %531) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %541 = func.call @dynamic_index_in_dim_21(%iterArg_177, %531) : (tensor<2x8x64x4x2x16xbf16>, tensor<i32>) -> tensor<8x64x4x2x16xbf16>
      %542 = func.call @dynamic_index_in_dim_22(%iterArg_178, %531) : (tensor<2x8x64x4x16xbf16>, tensor<i32>) -> tensor<8x64x4x16xbf16>
      %543 = func.call @dynamic_index_in_dim_23(%iterArg_179, %531) : (tensor<2x8x4x2x64x64xf32>, tensor<i32>) -> tensor<8x4x2x64x64xf32>
      %544 = func.call @dynamic_index_in_dim_24(%iterArg_180, %531) : (tensor<2x8x4x2x64x1xf32>, tensor<i32>) -> tensor<8x4x2x64x1xf32>
      %545 = func.call @dynamic_index_in_dim_24(%iterArg_181, %531) : (tensor<2x8x4x2x64x1xf32>, tensor<i32>) -> tensor<8x4x2x64x1xf32>
      %546 = func.call @dynamic_index_in_dim_25(%iterArg_182, %531) : (tensor<2x8x4x2x64x64xbf16>, tensor<i32>) -> tensor<8x4x2x64x64xbf16>
      %547 = func.call @dynamic_index_in_dim_22(%iterArg_183, %531) : (tensor<2x8x64x4x16xbf16>, tensor<i32>) -> tensor<8x64x4x16xbf16>
      %548 = func.call @dynamic_index_in_dim_4(%iterArg_184, %531) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %549 = func.call @dynamic_index_in_dim_20(%iterArg_185, %531) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %550 = func.call @dynamic_index_in_dim_17(%iterArg_186, %531) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %551 = func.call @dynamic_index_in_dim_18(%iterArg_187, %531) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %552 = func.call @dynamic_index_in_dim_18(%iterArg_188, %531) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %553 = func.call @dynamic_index_in_dim_19(%iterArg_189, %531) : (tensor<2x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %554 = func.call @dynamic_index_in_dim_17(%iterArg_190, %531) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %555 = func.call @dynamic_index_in_dim_2(%iterArg_191, %531) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %556 = func.call @dynamic_index_in_dim_20(%iterArg_192, %531) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %557 = func.call @dynamic_index_in_dim_2(%iterArg_193, %531) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %558 = func.call @dynamic_index_in_dim_26(%iterArg_194, %531) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %559 = func.call @dynamic_index_in_dim_26(%iterArg_195, %531) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %560 = func.call @dynamic_index_in_dim_26(%iterArg_196, %531) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %561 = func.call @dynamic_index_in_dim_26(%iterArg_197, %531) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %562 = func.call @dynamic_index_in_dim_26(%iterArg_198, %531) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %563 = func.call @dynamic_index_in_dim_1(%iterArg_199, %531) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %564 = func.call @dynamic_index_in_dim_26(%iterArg_200, %531) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %565:10 = func.call @closed_call_27(%iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_207, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<128x128xbf16>, tensor<8x64x128xbf16>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<8x64x4x2x16xbf16>, tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x64xbf16>, tensor<8x64x4x16xbf16>, tensor<128x128xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<128x256xbf16>, tensor<8x64x128xbf16>, tensor<128x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<256x128xbf16>, tensor<8x64x256xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %566 = func.call @dynamic_update_index_in_dim_30(%iterArg_208, %565#1, %531) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %567 = func.call @dynamic_update_index_in_dim_31(%iterArg_209, %565#2, %531) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %568 = func.call @dynamic_update_index_in_dim_32(%iterArg_210, %565#3, %531) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %569 = func.call @dynamic_update_index_in_dim_33(%iterArg_211, %565#4, %531) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %570 = func.call @dynamic_update_index_in_dim_30(%iterArg_212, %565#5, %531) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %571 = func.call @dynamic_update_index_in_dim_34(%iterArg_213, %565#6, %531) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %572 = func.call @dynamic_update_index_in_dim_34(%iterArg_214, %565#7, %531) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %573 = func.call @dynamic_update_index_in_dim_32(%iterArg_215, %565#8, %531) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %574 = func.call @dynamic_update_index_in_dim_33(%iterArg_216, %565#9, %531) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_219 = stablehlo.constant dense<1> : tensor<i32>
      %575 = stablehlo.add %iterArg_206, %c_219 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %iterArg_185, %iterArg_186, %iterArg_187, %iterArg_188, %iterArg_189, %iterArg_190, %iterArg_191, %iterArg_192, %iterArg_193, %iterArg_194, %iterArg_195, %iterArg_196, %iterArg_197, %iterArg_198, %iterArg_199, %iterArg_200, %iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %575, %565#0, %566, %567, %568, %569, %570, %571, %572, %573, %574 : tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x128x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x128x128xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x128x256xbf16>, tensor<2x8x64x128xbf16>, tensor<2x128x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x256x128xbf16>, tensor<2x8x64x256xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %171 = sdy.sharding_constraint %170#39 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %172 = call @_take_35(%0#1, %171) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %173 = stablehlo.convert %172 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %174 = stablehlo.convert %145 : (tensor<128xbf16>) -> tensor<128xf32>
    %175 = stablehlo.convert %170#40 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %176 = stablehlo.convert %170#41 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %177 = stablehlo.convert %170#42 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %178 = stablehlo.convert %170#43 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %179 = stablehlo.convert %170#44 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %180 = stablehlo.convert %170#45 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %181 = stablehlo.convert %170#46 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %182 = stablehlo.convert %170#47 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %183 = stablehlo.convert %170#48 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %184 = stablehlo.convert %136 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %186 = stablehlo.multiply %185, %173 : tensor<512x128xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %188 = stablehlo.multiply %187, %arg25 : tensor<512x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<512x128xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %191 = stablehlo.multiply %190, %174 : tensor<128xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %193 = stablehlo.multiply %192, %arg26 : tensor<128xf32>
    %194 = stablehlo.add %191, %193 : tensor<128xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %196 = stablehlo.multiply %195, %175 : tensor<2x128xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %198 = stablehlo.multiply %197, %arg27 : tensor<2x128xf32>
    %199 = stablehlo.add %196, %198 : tensor<2x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %201 = stablehlo.multiply %200, %176 : tensor<2x256x128xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %203 = stablehlo.multiply %202, %arg28 : tensor<2x256x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<2x256x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %206 = stablehlo.multiply %205, %177 : tensor<2x128x256xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %208 = stablehlo.multiply %207, %arg29 : tensor<2x128x256xf32>
    %209 = stablehlo.add %206, %208 : tensor<2x128x256xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %211 = stablehlo.multiply %210, %178 : tensor<2x128x64xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %213 = stablehlo.multiply %212, %arg30 : tensor<2x128x64xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x128x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %216 = stablehlo.multiply %215, %179 : tensor<2x128xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %218 = stablehlo.multiply %217, %arg31 : tensor<2x128xf32>
    %219 = stablehlo.add %216, %218 : tensor<2x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %221 = stablehlo.multiply %220, %180 : tensor<2x128x128xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %223 = stablehlo.multiply %222, %arg32 : tensor<2x128x128xf32>
    %224 = stablehlo.add %221, %223 : tensor<2x128x128xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %226 = stablehlo.multiply %225, %181 : tensor<2x128x128xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %228 = stablehlo.multiply %227, %arg33 : tensor<2x128x128xf32>
    %229 = stablehlo.add %226, %228 : tensor<2x128x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %231 = stablehlo.multiply %230, %182 : tensor<2x128x256xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %233 = stablehlo.multiply %232, %arg34 : tensor<2x128x256xf32>
    %234 = stablehlo.add %231, %233 : tensor<2x128x256xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %236 = stablehlo.multiply %235, %183 : tensor<2x128x64xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %238 = stablehlo.multiply %237, %arg35 : tensor<2x128x64xf32>
    %239 = stablehlo.add %236, %238 : tensor<2x128x64xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %241 = stablehlo.multiply %240, %184 : tensor<128x512xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %243 = stablehlo.multiply %242, %arg36 : tensor<128x512xf32>
    %244 = stablehlo.add %241, %243 : tensor<128x512xf32>
    %245 = stablehlo.multiply %173, %173 : tensor<512x128xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<512x128xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %249 = stablehlo.multiply %248, %arg37 : tensor<512x128xf32>
    %250 = stablehlo.add %247, %249 : tensor<512x128xf32>
    %251 = stablehlo.multiply %174, %174 : tensor<128xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<128xf32>
    %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %255 = stablehlo.multiply %254, %arg38 : tensor<128xf32>
    %256 = stablehlo.add %253, %255 : tensor<128xf32>
    %257 = stablehlo.multiply %175, %175 : tensor<2x128xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %259 = stablehlo.multiply %258, %257 : tensor<2x128xf32>
    %cst_95 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %261 = stablehlo.multiply %260, %arg39 : tensor<2x128xf32>
    %262 = stablehlo.add %259, %261 : tensor<2x128xf32>
    %263 = stablehlo.multiply %176, %176 : tensor<2x256x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<2x256x128xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %267 = stablehlo.multiply %266, %arg40 : tensor<2x256x128xf32>
    %268 = stablehlo.add %265, %267 : tensor<2x256x128xf32>
    %269 = stablehlo.multiply %177, %177 : tensor<2x128x256xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<2x128x256xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %273 = stablehlo.multiply %272, %arg41 : tensor<2x128x256xf32>
    %274 = stablehlo.add %271, %273 : tensor<2x128x256xf32>
    %275 = stablehlo.multiply %178, %178 : tensor<2x128x64xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<2x128x64xf32>
    %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %279 = stablehlo.multiply %278, %arg42 : tensor<2x128x64xf32>
    %280 = stablehlo.add %277, %279 : tensor<2x128x64xf32>
    %281 = stablehlo.multiply %179, %179 : tensor<2x128xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<2x128xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %285 = stablehlo.multiply %284, %arg43 : tensor<2x128xf32>
    %286 = stablehlo.add %283, %285 : tensor<2x128xf32>
    %287 = stablehlo.multiply %180, %180 : tensor<2x128x128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %289 = stablehlo.multiply %288, %287 : tensor<2x128x128xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %291 = stablehlo.multiply %290, %arg44 : tensor<2x128x128xf32>
    %292 = stablehlo.add %289, %291 : tensor<2x128x128xf32>
    %293 = stablehlo.multiply %181, %181 : tensor<2x128x128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %295 = stablehlo.multiply %294, %293 : tensor<2x128x128xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %297 = stablehlo.multiply %296, %arg45 : tensor<2x128x128xf32>
    %298 = stablehlo.add %295, %297 : tensor<2x128x128xf32>
    %299 = stablehlo.multiply %182, %182 : tensor<2x128x256xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %301 = stablehlo.multiply %300, %299 : tensor<2x128x256xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %303 = stablehlo.multiply %302, %arg46 : tensor<2x128x256xf32>
    %304 = stablehlo.add %301, %303 : tensor<2x128x256xf32>
    %305 = stablehlo.multiply %183, %183 : tensor<2x128x64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %307 = stablehlo.multiply %306, %305 : tensor<2x128x64xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %309 = stablehlo.multiply %308, %arg47 : tensor<2x128x64xf32>
    %310 = stablehlo.add %307, %309 : tensor<2x128x64xf32>
    %311 = stablehlo.multiply %184, %184 : tensor<128x512xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<128x512xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %315 = stablehlo.multiply %314, %arg48 : tensor<128x512xf32>
    %316 = stablehlo.add %313, %315 : tensor<128x512xf32>
    %c_114 = stablehlo.constant dense<2147483647> : tensor<i32>
    %317 = stablehlo.compare LT, %arg24, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_115 = stablehlo.constant dense<1> : tensor<i32>
    %318 = stablehlo.add %arg24, %c_115 : tensor<i32>
    %c_116 = stablehlo.constant dense<2147483647> : tensor<i32>
    %319 = call @_where_36(%317, %318, %c_116) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %320 = stablehlo.convert %319 : (tensor<i32>) -> tensor<f32>
    %321 = stablehlo.power %cst_117, %320 : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %322 = stablehlo.subtract %cst_118, %321 : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %324 = stablehlo.divide %189, %323 : tensor<512x128xf32>
    %325 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %326 = stablehlo.divide %194, %325 : tensor<128xf32>
    %327 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %328 = stablehlo.divide %199, %327 : tensor<2x128xf32>
    %329 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %330 = stablehlo.divide %204, %329 : tensor<2x256x128xf32>
    %331 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %332 = stablehlo.divide %209, %331 : tensor<2x128x256xf32>
    %333 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %334 = stablehlo.divide %214, %333 : tensor<2x128x64xf32>
    %335 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %336 = stablehlo.divide %219, %335 : tensor<2x128xf32>
    %337 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %338 = stablehlo.divide %224, %337 : tensor<2x128x128xf32>
    %339 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %340 = stablehlo.divide %229, %339 : tensor<2x128x128xf32>
    %341 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %342 = stablehlo.divide %234, %341 : tensor<2x128x256xf32>
    %343 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %344 = stablehlo.divide %239, %343 : tensor<2x128x64xf32>
    %345 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %346 = stablehlo.divide %244, %345 : tensor<128x512xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %347 = stablehlo.convert %319 : (tensor<i32>) -> tensor<f32>
    %348 = stablehlo.power %cst_119, %347 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %349 = stablehlo.subtract %cst_120, %348 : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %351 = stablehlo.divide %250, %350 : tensor<512x128xf32>
    %352 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %353 = stablehlo.divide %256, %352 : tensor<128xf32>
    %354 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %355 = stablehlo.divide %262, %354 : tensor<2x128xf32>
    %356 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %357 = stablehlo.divide %268, %356 : tensor<2x256x128xf32>
    %358 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %359 = stablehlo.divide %274, %358 : tensor<2x128x256xf32>
    %360 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %361 = stablehlo.divide %280, %360 : tensor<2x128x64xf32>
    %362 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %363 = stablehlo.divide %286, %362 : tensor<2x128xf32>
    %364 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %365 = stablehlo.divide %292, %364 : tensor<2x128x128xf32>
    %366 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %367 = stablehlo.divide %298, %366 : tensor<2x128x128xf32>
    %368 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %369 = stablehlo.divide %304, %368 : tensor<2x128x256xf32>
    %370 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %371 = stablehlo.divide %310, %370 : tensor<2x128x64xf32>
    %372 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %373 = stablehlo.divide %316, %372 : tensor<128x512xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %375 = stablehlo.add %351, %374 : tensor<512x128xf32>
    %376 = stablehlo.sqrt %375 : tensor<512x128xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %378 = stablehlo.add %376, %377 : tensor<512x128xf32>
    %379 = stablehlo.divide %324, %378 : tensor<512x128xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %381 = stablehlo.add %353, %380 : tensor<128xf32>
    %382 = stablehlo.sqrt %381 : tensor<128xf32>
    %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %384 = stablehlo.add %382, %383 : tensor<128xf32>
    %385 = stablehlo.divide %326, %384 : tensor<128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %387 = stablehlo.add %355, %386 : tensor<2x128xf32>
    %388 = stablehlo.sqrt %387 : tensor<2x128xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %390 = stablehlo.add %388, %389 : tensor<2x128xf32>
    %391 = stablehlo.divide %328, %390 : tensor<2x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %393 = stablehlo.add %357, %392 : tensor<2x256x128xf32>
    %394 = stablehlo.sqrt %393 : tensor<2x256x128xf32>
    %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %396 = stablehlo.add %394, %395 : tensor<2x256x128xf32>
    %397 = stablehlo.divide %330, %396 : tensor<2x256x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %399 = stablehlo.add %359, %398 : tensor<2x128x256xf32>
    %400 = stablehlo.sqrt %399 : tensor<2x128x256xf32>
    %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %402 = stablehlo.add %400, %401 : tensor<2x128x256xf32>
    %403 = stablehlo.divide %332, %402 : tensor<2x128x256xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %405 = stablehlo.add %361, %404 : tensor<2x128x64xf32>
    %406 = stablehlo.sqrt %405 : tensor<2x128x64xf32>
    %cst_132 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %408 = stablehlo.add %406, %407 : tensor<2x128x64xf32>
    %409 = stablehlo.divide %334, %408 : tensor<2x128x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %411 = stablehlo.add %363, %410 : tensor<2x128xf32>
    %412 = stablehlo.sqrt %411 : tensor<2x128xf32>
    %cst_134 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %414 = stablehlo.add %412, %413 : tensor<2x128xf32>
    %415 = stablehlo.divide %336, %414 : tensor<2x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %417 = stablehlo.add %365, %416 : tensor<2x128x128xf32>
    %418 = stablehlo.sqrt %417 : tensor<2x128x128xf32>
    %cst_136 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %420 = stablehlo.add %418, %419 : tensor<2x128x128xf32>
    %421 = stablehlo.divide %338, %420 : tensor<2x128x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %423 = stablehlo.add %367, %422 : tensor<2x128x128xf32>
    %424 = stablehlo.sqrt %423 : tensor<2x128x128xf32>
    %cst_138 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %426 = stablehlo.add %424, %425 : tensor<2x128x128xf32>
    %427 = stablehlo.divide %340, %426 : tensor<2x128x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %429 = stablehlo.add %369, %428 : tensor<2x128x256xf32>
    %430 = stablehlo.sqrt %429 : tensor<2x128x256xf32>
    %cst_140 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %432 = stablehlo.add %430, %431 : tensor<2x128x256xf32>
    %433 = stablehlo.divide %342, %432 : tensor<2x128x256xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %435 = stablehlo.add %371, %434 : tensor<2x128x64xf32>
    %436 = stablehlo.sqrt %435 : tensor<2x128x64xf32>
    %cst_142 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %438 = stablehlo.add %436, %437 : tensor<2x128x64xf32>
    %439 = stablehlo.divide %344, %438 : tensor<2x128x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %441 = stablehlo.add %373, %440 : tensor<128x512xf32>
    %442 = stablehlo.sqrt %441 : tensor<128x512xf32>
    %cst_144 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %444 = stablehlo.add %442, %443 : tensor<128x512xf32>
    %445 = stablehlo.divide %346, %444 : tensor<128x512xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %447 = stablehlo.multiply %446, %arg12 : tensor<512x128xf32>
    %448 = stablehlo.add %379, %447 : tensor<512x128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %450 = stablehlo.multiply %449, %arg13 : tensor<128xf32>
    %451 = stablehlo.add %385, %450 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %453 = stablehlo.multiply %452, %arg14 : tensor<2x128xf32>
    %454 = stablehlo.add %391, %453 : tensor<2x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %456 = stablehlo.multiply %455, %arg15 : tensor<2x256x128xf32>
    %457 = stablehlo.add %397, %456 : tensor<2x256x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %459 = stablehlo.multiply %458, %arg16 : tensor<2x128x256xf32>
    %460 = stablehlo.add %403, %459 : tensor<2x128x256xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %462 = stablehlo.multiply %461, %arg17 : tensor<2x128x64xf32>
    %463 = stablehlo.add %409, %462 : tensor<2x128x64xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %465 = stablehlo.multiply %464, %arg18 : tensor<2x128xf32>
    %466 = stablehlo.add %415, %465 : tensor<2x128xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %468 = stablehlo.multiply %467, %arg19 : tensor<2x128x128xf32>
    %469 = stablehlo.add %421, %468 : tensor<2x128x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %471 = stablehlo.multiply %470, %arg20 : tensor<2x128x128xf32>
    %472 = stablehlo.add %427, %471 : tensor<2x128x128xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %474 = stablehlo.multiply %473, %arg21 : tensor<2x128x256xf32>
    %475 = stablehlo.add %433, %474 : tensor<2x128x256xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %477 = stablehlo.multiply %476, %arg22 : tensor<2x128x64xf32>
    %478 = stablehlo.add %439, %477 : tensor<2x128x64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %480 = stablehlo.multiply %479, %arg23 : tensor<128x512xf32>
    %481 = stablehlo.add %445, %480 : tensor<128x512xf32>
    %cst_157 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %483 = stablehlo.multiply %482, %448 : tensor<512x128xf32>
    %cst_158 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %485 = stablehlo.multiply %484, %451 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %487 = stablehlo.multiply %486, %454 : tensor<2x128xf32>
    %cst_160 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %489 = stablehlo.multiply %488, %457 : tensor<2x256x128xf32>
    %cst_161 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %491 = stablehlo.multiply %490, %460 : tensor<2x128x256xf32>
    %cst_162 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %493 = stablehlo.multiply %492, %463 : tensor<2x128x64xf32>
    %cst_163 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %495 = stablehlo.multiply %494, %466 : tensor<2x128xf32>
    %cst_164 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %497 = stablehlo.multiply %496, %469 : tensor<2x128x128xf32>
    %cst_165 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %499 = stablehlo.multiply %498, %472 : tensor<2x128x128xf32>
    %cst_166 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %501 = stablehlo.multiply %500, %475 : tensor<2x128x256xf32>
    %cst_167 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %503 = stablehlo.multiply %502, %478 : tensor<2x128x64xf32>
    %cst_168 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %505 = stablehlo.multiply %504, %481 : tensor<128x512xf32>
    %506 = stablehlo.add %arg12, %483 : tensor<512x128xf32>
    %507 = stablehlo.add %arg13, %485 : tensor<128xf32>
    %508 = stablehlo.add %arg14, %487 : tensor<2x128xf32>
    %509 = stablehlo.add %arg15, %489 : tensor<2x256x128xf32>
    %510 = stablehlo.add %arg16, %491 : tensor<2x128x256xf32>
    %511 = stablehlo.add %arg17, %493 : tensor<2x128x64xf32>
    %512 = stablehlo.add %arg18, %495 : tensor<2x128xf32>
    %513 = stablehlo.add %arg19, %497 : tensor<2x128x128xf32>
    %514 = stablehlo.add %arg20, %499 : tensor<2x128x128xf32>
    %515 = stablehlo.add %arg21, %501 : tensor<2x128x256xf32>
    %516 = stablehlo.add %arg22, %503 : tensor<2x128x64xf32>
    %517 = stablehlo.add %arg23, %505 : tensor<128x512xf32>
    %518 = stablehlo.convert %506 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %519 = stablehlo.convert %507 : (tensor<128xf32>) -> tensor<128xbf16>
    %520 = stablehlo.convert %508 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %521 = stablehlo.convert %509 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %522 = stablehlo.convert %510 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %523 = stablehlo.convert %511 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %524 = stablehlo.convert %512 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %525 = stablehlo.convert %513 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %526 = stablehlo.convert %514 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %527 = stablehlo.convert %515 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %528 = stablehlo.convert %516 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %529 = stablehlo.convert %517 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516, %517, %319, %189, %194, %199, %204, %209, %214, %219, %224, %229, %234, %239, %244, %250, %256, %262, %268, %274, %280, %286, %292, %298, %304, %310, %316, %118 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @silu() -> tensor<bf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    return %cst : tensor<bf16>
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
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<bf16>, %arg7: tensor<8x64x128xbf16>, %arg8: tensor<128xbf16>, %arg9: tensor<256x128xbf16>, %arg10: tensor<128x256xbf16>, %arg11: tensor<128x64xbf16>, %arg12: tensor<128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x128xbf16>, %arg15: tensor<128x256xbf16>, %arg16: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x4x2x16xbf16>, tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x64xbf16>, tensor<8x64x4x16xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
    %0 = sdy.sharding_constraint %arg7 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.dot_general %19, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.dot_general %19, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.dot_general %19, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %29 = stablehlo.convert %22 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
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
    %44 = stablehlo.convert %25 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
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
    %61 = stablehlo.transpose %60, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %63 = stablehlo.multiply %61, %62 : tensor<8x4x2x64x64xbf16>
    %64 = stablehlo.convert %63 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %65 = call @_where_5(%64, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<8x4x2x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<8x4x2x64x64xf32>
    %72 = stablehlo.exponential %71 : tensor<8x4x2x64x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %76 = stablehlo.divide %72, %75 : tensor<8x4x2x64x64xf32>
    %77 = stablehlo.multiply %74, %74 : tensor<8x4x2x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %79 = stablehlo.divide %78, %77 : tensor<8x4x2x64x1xf32>
    %80 = stablehlo.convert %76 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %81 = stablehlo.dot_general %28, %80, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %82 = stablehlo.transpose %81, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %83 = stablehlo.reshape %82 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %84 = stablehlo.dot_general %83, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %86 = stablehlo.add %0, %85 : tensor<8x64x128xbf16>
    %87 = stablehlo.convert %86 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<8x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %94 = stablehlo.add %92, %93 : tensor<8x64x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<8x64x1xf32>
    %96 = stablehlo.divide %95, %94 : tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8x64x1xf32>
    %99 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %100 = stablehlo.multiply %87, %99 : tensor<8x64x128xf32>
    %101 = stablehlo.convert %arg12 : (tensor<128xbf16>) -> tensor<128xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<8x64x128xf32>
    %105 = stablehlo.convert %104 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %106 = stablehlo.dot_general %105, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %107 = stablehlo.dot_general %105, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %108:3 = call @silu_6(%106, %arg6) : (tensor<8x64x256xbf16>, tensor<bf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %109 = stablehlo.multiply %108#0, %107 : tensor<8x64x256xbf16>
    %110 = stablehlo.dot_general %109, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %111 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %112 = stablehlo.add %86, %111 : tensor<8x64x128xbf16>
    return %112, %1, %12, %9, %16, %14, %19, %59, %58, %72, %74, %79, %80, %28, %83, %87, %98, %95, %102, %100, %105, %108#1, %108#2, %106, %107, %108#0, %109 : tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x4x2x16xbf16>, tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x64xbf16>, tensor<8x64x4x16xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>
  }
  func.func private @_where_5(%arg0: tensor<8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xi1>, %arg2: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %0 : tensor<8x4x2x64x64xf32>
  }
  func.func private @silu_6(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<bf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x256xbf16>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x64x256xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x64x256xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x64x256xbf16>
    return %9, %8, %5 : tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x64x128xf32>, %arg1: tensor<8x64x128xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xf32>) -> tensor<1x8x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x128xf32>, tensor<1x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x128xf32>
    return %1 : tensor<2x8x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x8x64x1xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x1xf32>) -> tensor<1x8x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x1xf32>, tensor<1x8x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x1xf32>
    return %1 : tensor<2x8x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<2x1x1x128xf32>, %arg1: tensor<1x1x128xf32>, %arg2: tensor<i32>) -> tensor<2x1x1x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x1x128xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x128xf32>
    return %1 : tensor<2x1x1x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<8x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xbf16>) -> tensor<1x8x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x128xbf16>, tensor<1x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x128xbf16>
    return %1 : tensor<2x8x64x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<2x8x64x4x2x16xbf16>, %arg1: tensor<8x64x4x2x16xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x4x2x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x64x4x2x16xbf16>) -> tensor<1x8x64x4x2x16xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x64x4x2x16xbf16>, tensor<1x8x64x4x2x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x4x2x16xbf16>
    return %1 : tensor<2x8x64x4x2x16xbf16>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<2x8x64x4x16xbf16>, %arg1: tensor<8x64x4x16xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x4x16xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x64x4x16xbf16>) -> tensor<1x8x64x4x16xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x64x4x16xbf16>, tensor<1x8x64x4x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x4x16xbf16>
    return %1 : tensor<2x8x64x4x16xbf16>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<2x8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<i32>) -> tensor<2x8x4x2x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x2x64x64xf32>) -> tensor<1x8x4x2x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x2x64x64xf32>, tensor<1x8x4x2x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x2x64x64xf32>
    return %1 : tensor<2x8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<2x8x4x2x64x1xf32>, %arg1: tensor<8x4x2x64x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x4x2x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x2x64x1xf32>) -> tensor<1x8x4x2x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x2x64x1xf32>, tensor<1x8x4x2x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x2x64x1xf32>
    return %1 : tensor<2x8x4x2x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x8x4x2x64x64xbf16>, %arg1: tensor<8x4x2x64x64xbf16>, %arg2: tensor<i32>) -> tensor<2x8x4x2x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<8x4x2x64x64xbf16>) -> tensor<1x8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<2x8x4x2x64x64xbf16>, tensor<1x8x4x2x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x2x64x64xbf16>
    return %1 : tensor<2x8x4x2x64x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x256xbf16> {
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
  func.func private @take_along_axis_16(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<2x8x64x128xf32>, %arg1: tensor<i32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xf32>) -> tensor<8x64x128xf32>
    return %1 : tensor<8x64x128xf32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<2x8x64x1xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 1] : (tensor<2x8x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x1xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<2x1x1x128xf32>, %arg1: tensor<i32>) -> tensor<1x1x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 128] : (tensor<2x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x128xf32>) -> tensor<1x1x128xf32>
    return %1 : tensor<1x1x128xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<2x8x64x4x2x16xbf16>, %arg1: tensor<i32>) -> tensor<8x64x4x2x16xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 64, 4, 2, 16] : (tensor<2x8x64x4x2x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x4x2x16xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x4x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    return %1 : tensor<8x64x4x2x16xbf16>
  }
  func.func private @dynamic_index_in_dim_22(%arg0: tensor<2x8x64x4x16xbf16>, %arg1: tensor<i32>) -> tensor<8x64x4x16xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 64, 4, 16] : (tensor<2x8x64x4x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x4x16xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x4x16xbf16>) -> tensor<8x64x4x16xbf16>
    return %1 : tensor<8x64x4x16xbf16>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<2x8x4x2x64x64xf32>, %arg1: tensor<i32>) -> tensor<8x4x2x64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 2, 64, 64] : (tensor<2x8x4x2x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x2x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_index_in_dim_24(%arg0: tensor<2x8x4x2x64x1xf32>, %arg1: tensor<i32>) -> tensor<8x4x2x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 2, 64, 1] : (tensor<2x8x4x2x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x2x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x2x64x1xf32>) -> tensor<8x4x2x64x1xf32>
    return %1 : tensor<8x4x2x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_25(%arg0: tensor<2x8x4x2x64x64xbf16>, %arg1: tensor<i32>) -> tensor<8x4x2x64x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 8, 4, 2, 64, 64] : (tensor<2x8x4x2x64x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x2x64x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xbf16>
    return %1 : tensor<8x4x2x64x64xbf16>
  }
  func.func private @dynamic_index_in_dim_26(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<i32>) -> tensor<8x64x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<2x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xbf16>) -> tensor<8x64x256xbf16>
    return %1 : tensor<8x64x256xbf16>
  }
  func.func private @closed_call_27(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x64x128xbf16>, %arg6: tensor<8x64x128xf32>, %arg7: tensor<8x64x1xf32>, %arg8: tensor<8x64x1xf32>, %arg9: tensor<1x1x128xf32>, %arg10: tensor<8x64x128xf32>, %arg11: tensor<128x128xbf16>, %arg12: tensor<8x64x128xbf16>, %arg13: tensor<128x64xbf16>, %arg14: tensor<128x64xbf16>, %arg15: tensor<8x64x4x2x16xbf16>, %arg16: tensor<8x64x4x16xbf16>, %arg17: tensor<8x4x2x64x64xf32>, %arg18: tensor<8x4x2x64x1xf32>, %arg19: tensor<8x4x2x64x1xf32>, %arg20: tensor<8x4x2x64x64xbf16>, %arg21: tensor<8x64x4x16xbf16>, %arg22: tensor<128x128xbf16>, %arg23: tensor<8x64x128xbf16>, %arg24: tensor<8x64x128xf32>, %arg25: tensor<8x64x1xf32>, %arg26: tensor<8x64x1xf32>, %arg27: tensor<1x1x128xf32>, %arg28: tensor<8x64x128xf32>, %arg29: tensor<128x256xbf16>, %arg30: tensor<8x64x128xbf16>, %arg31: tensor<128x256xbf16>, %arg32: tensor<8x64x256xbf16>, %arg33: tensor<8x64x256xbf16>, %arg34: tensor<8x64x256xbf16>, %arg35: tensor<8x64x256xbf16>, %arg36: tensor<8x64x256xbf16>, %arg37: tensor<256x128xbf16>, %arg38: tensor<8x64x256xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
    %0 = sdy.sharding_constraint %arg5 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1 = stablehlo.dot_general %0, %arg38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %3 = stablehlo.dot_general %0, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %4 = stablehlo.multiply %arg36, %3 : tensor<8x64x256xbf16>
    %5 = stablehlo.multiply %3, %arg35 : tensor<8x64x256xbf16>
    %6 = call @silu_28(%arg32, %arg33, %arg34, %5) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %7 = stablehlo.dot_general %4, %arg30, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %9 = stablehlo.dot_general %4, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %10 = stablehlo.dot_general %6, %arg30, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %12 = stablehlo.dot_general %6, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %13 = stablehlo.add %9, %12 : tensor<8x64x128xbf16>
    %14 = stablehlo.convert %13 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %arg28, %14 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %17 = stablehlo.reshape %16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %18 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %21 = stablehlo.convert %20 : (tensor<128xf32>) -> tensor<128xbf16>
    %22 = stablehlo.multiply %arg24, %19 : tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %25 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %26 = stablehlo.multiply %19, %25 : tensor<8x64x128xf32>
    %27 = stablehlo.multiply %24, %arg25 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.multiply %arg24, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.add %26, %32 : tensor<8x64x128xf32>
    %34 = stablehlo.multiply %31, %arg24 : tensor<8x64x128xf32>
    %35 = stablehlo.add %33, %34 : tensor<8x64x128xf32>
    %36 = stablehlo.convert %35 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %37 = stablehlo.add %arg5, %36 : tensor<8x64x128xbf16>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %39 = stablehlo.dot_general %38, %arg23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %41 = stablehlo.dot_general %38, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %43 = stablehlo.transpose %42, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %44 = stablehlo.dot_general %43, %arg21, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %45 = stablehlo.dot_general %43, %arg20, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %46 = stablehlo.transpose %45, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %47 = stablehlo.convert %44 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %48 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x4x2x64x64xf32>
    %50 = stablehlo.multiply %49, %arg17 : tensor<8x4x2x64x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %53 = stablehlo.negate %52 : tensor<8x4x2x64x1xf32>
    %54 = stablehlo.broadcast_in_dim %arg18, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %55 = stablehlo.divide %47, %54 : tensor<8x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %58 = stablehlo.add %55, %57 : tensor<8x4x2x64x64xf32>
    %59 = stablehlo.multiply %58, %arg17 : tensor<8x4x2x64x64xf32>
    %60 = call @_where_29(%arg4, %59) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %61 = stablehlo.convert %60 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %63 = stablehlo.multiply %61, %62 : tensor<8x4x2x64x64xbf16>
    %64 = stablehlo.transpose %63, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %65 = stablehlo.dot_general %64, %arg16, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %66 = stablehlo.transpose %65, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %67 = stablehlo.dot_general %64, %arg15, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %68 = stablehlo.transpose %67, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %69 = stablehlo.reshape %66 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %70 = stablehlo.convert %68 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %71 = stablehlo.slice %70 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %72 = stablehlo.slice %70 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<8x64x4x8xf32>
    %75 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %76 = stablehlo.multiply %72, %75 : tensor<8x64x4x8xf32>
    %77 = stablehlo.negate %71 : tensor<8x64x4x8xf32>
    %78 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<8x64x4x8xf32>
    %80 = stablehlo.add %76, %79 : tensor<8x64x4x8xf32>
    %81 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %82 = stablehlo.multiply %71, %81 : tensor<8x64x4x8xf32>
    %83 = stablehlo.add %74, %82 : tensor<8x64x4x8xf32>
    %84 = stablehlo.concatenate %83, %80, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %85 = stablehlo.convert %84 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %86 = stablehlo.convert %69 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %87 = stablehlo.slice %86 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %88 = stablehlo.slice %86 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<8x64x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<8x64x8x8xf32>
    %93 = stablehlo.negate %87 : tensor<8x64x8x8xf32>
    %94 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<8x64x8x8xf32>
    %96 = stablehlo.add %92, %95 : tensor<8x64x8x8xf32>
    %97 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %98 = stablehlo.multiply %87, %97 : tensor<8x64x8x8xf32>
    %99 = stablehlo.add %90, %98 : tensor<8x64x8x8xf32>
    %100 = stablehlo.concatenate %99, %96, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %101 = stablehlo.convert %100 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %102 = stablehlo.reshape %46 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %103 = sdy.sharding_constraint %102 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %104 = stablehlo.dot_general %103, %arg12, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %105 = stablehlo.transpose %104, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %106 = stablehlo.dot_general %103, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %107 = stablehlo.reshape %85 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %109 = stablehlo.dot_general %108, %arg12, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %111 = stablehlo.dot_general %108, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %112 = stablehlo.add %106, %111 : tensor<8x64x128xbf16>
    %113 = stablehlo.reshape %101 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %114 = sdy.sharding_constraint %113 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %115 = stablehlo.dot_general %114, %arg12, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %117 = stablehlo.dot_general %114, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %118 = stablehlo.add %112, %117 : tensor<8x64x128xbf16>
    %119 = stablehlo.convert %118 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %120 = stablehlo.multiply %arg10, %119 : tensor<8x64x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %122 = stablehlo.reshape %121 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %123 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %124 = stablehlo.multiply %119, %123 : tensor<8x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%122 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %126 = stablehlo.convert %125 : (tensor<128xf32>) -> tensor<128xbf16>
    %127 = stablehlo.multiply %arg6, %124 : tensor<8x64x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %130 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.multiply %124, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.multiply %129, %arg7 : tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %134 = stablehlo.divide %132, %133 : tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.multiply %arg6, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.add %131, %137 : tensor<8x64x128xf32>
    %139 = stablehlo.multiply %136, %arg6 : tensor<8x64x128xf32>
    %140 = stablehlo.add %138, %139 : tensor<8x64x128xf32>
    %141 = stablehlo.convert %140 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %142 = stablehlo.add %37, %141 : tensor<8x64x128xbf16>
    %143 = sdy.sharding_constraint %142 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %143, %126, %2, %11, %110, %21, %40, %116, %8, %105 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>
  }
  func.func private @silu_28(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_29(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_30(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_31(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<i32>) -> tensor<2x256x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xbf16>, tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xbf16>
    return %1 : tensor<2x256x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_32(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<128x256xbf16>, %arg2: tensor<i32>) -> tensor<2x128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xbf16>) -> tensor<1x128x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xbf16>, tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xbf16>
    return %1 : tensor<2x128x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_33(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<2x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xbf16>
    return %1 : tensor<2x128x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_34(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @_take_35(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_36(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
