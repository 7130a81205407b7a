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
    %21 = stablehlo.reduce_precision %20, format = e8m23 : tensor<1x64x1x8xf32>
    %22 = stablehlo.cosine %18 : tensor<64x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %24 = stablehlo.reduce_precision %23, format = e8m23 : tensor<1x64x1x8xf32>
    %25 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.add %28, %27 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.divide %29, %30 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.power %32, %31 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.divide %34, %33 : tensor<8xf32>
    %36 = stablehlo.iota dim = 0 : tensor<64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<64x8xf32>
    %42 = stablehlo.sine %41 : tensor<64x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %44 = stablehlo.reduce_precision %43, format = e8m23 : tensor<1x64x1x8xf32>
    %45 = stablehlo.cosine %41 : tensor<64x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %47 = stablehlo.reduce_precision %46, format = e8m23 : tensor<1x64x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %49 = call @tril(%48) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %50:2 = call @_where_0(%49, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %51 = call @silu() : () -> tensor<bf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x1x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x8x64x4x2x16xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x8x64x4x16xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x4x2x64x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x4x2x64x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x4x2x64x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x8x4x2x64x64xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<2x8x64x4x16xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x1x1x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %71 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %74 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %75 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %77 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %78:44 = stablehlo.while(%iterArg = %arg2, %iterArg_169 = %arg3, %iterArg_170 = %arg4, %iterArg_171 = %arg5, %iterArg_172 = %arg6, %iterArg_173 = %arg7, %iterArg_174 = %arg8, %iterArg_175 = %arg9, %iterArg_176 = %arg10, %iterArg_177 = %47, %iterArg_178 = %44, %iterArg_179 = %24, %iterArg_180 = %21, %iterArg_181 = %50#0, %iterArg_182 = %50#1, %iterArg_183 = %51, %iterArg_184 = %c_36, %iterArg_185 = %1, %iterArg_186 = %52, %iterArg_187 = %53, %iterArg_188 = %54, %iterArg_189 = %55, %iterArg_190 = %56, %iterArg_191 = %57, %iterArg_192 = %58, %iterArg_193 = %59, %iterArg_194 = %60, %iterArg_195 = %61, %iterArg_196 = %62, %iterArg_197 = %63, %iterArg_198 = %64, %iterArg_199 = %65, %iterArg_200 = %66, %iterArg_201 = %67, %iterArg_202 = %68, %iterArg_203 = %69, %iterArg_204 = %70, %iterArg_205 = %71, %iterArg_206 = %72, %iterArg_207 = %73, %iterArg_208 = %74, %iterArg_209 = %75, %iterArg_210 = %76, %iterArg_211 = %77) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<bf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>
    cond {
      %c_212 = stablehlo.constant dense<2> : tensor<i32>
      %534 = stablehlo.compare LT, %iterArg_184, %c_212, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %534 : tensor<i1>
    } do {
      %534 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_184) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %535 = func.call @dynamic_index_in_dim_1(%iterArg_169, %iterArg_184) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %536 = func.call @dynamic_index_in_dim_2(%iterArg_170, %iterArg_184) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %537 = func.call @dynamic_index_in_dim_3(%iterArg_171, %iterArg_184) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %538 = func.call @dynamic_index_in_dim(%iterArg_172, %iterArg_184) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %539 = func.call @dynamic_index_in_dim_4(%iterArg_173, %iterArg_184) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %540 = func.call @dynamic_index_in_dim_4(%iterArg_174, %iterArg_184) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %541 = func.call @dynamic_index_in_dim_2(%iterArg_175, %iterArg_184) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %542 = func.call @dynamic_index_in_dim_3(%iterArg_176, %iterArg_184) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %543:27 = func.call @closed_call(%iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_185, %534, %535, %536, %537, %538, %539, %540, %541, %542) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<bf16>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x4x2x16xbf16>, tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x64xbf16>, tensor<8x64x4x16xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
      %544 = func.call @dynamic_update_index_in_dim(%iterArg_186, %543#1, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %545 = func.call @dynamic_update_index_in_dim_7(%iterArg_187, %543#2, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %546 = func.call @dynamic_update_index_in_dim_7(%iterArg_188, %543#3, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %547 = func.call @dynamic_update_index_in_dim_8(%iterArg_189, %543#4, %iterArg_184) : (tensor<2x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<2x1x1x128xf32>
      %548 = func.call @dynamic_update_index_in_dim(%iterArg_190, %543#5, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %549 = func.call @dynamic_update_index_in_dim_9(%iterArg_191, %543#6, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %550 = func.call @dynamic_update_index_in_dim_10(%iterArg_192, %543#7, %iterArg_184) : (tensor<2x8x64x4x2x16xbf16>, tensor<8x64x4x2x16xbf16>, tensor<i32>) -> tensor<2x8x64x4x2x16xbf16>
      %551 = func.call @dynamic_update_index_in_dim_11(%iterArg_193, %543#8, %iterArg_184) : (tensor<2x8x64x4x16xbf16>, tensor<8x64x4x16xbf16>, tensor<i32>) -> tensor<2x8x64x4x16xbf16>
      %552 = func.call @dynamic_update_index_in_dim_12(%iterArg_194, %543#9, %iterArg_184) : (tensor<2x8x4x2x64x64xf32>, tensor<8x4x2x64x64xf32>, tensor<i32>) -> tensor<2x8x4x2x64x64xf32>
      %553 = func.call @dynamic_update_index_in_dim_13(%iterArg_195, %543#10, %iterArg_184) : (tensor<2x8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<i32>) -> tensor<2x8x4x2x64x1xf32>
      %554 = func.call @dynamic_update_index_in_dim_13(%iterArg_196, %543#11, %iterArg_184) : (tensor<2x8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<i32>) -> tensor<2x8x4x2x64x1xf32>
      %555 = func.call @dynamic_update_index_in_dim_14(%iterArg_197, %543#12, %iterArg_184) : (tensor<2x8x4x2x64x64xbf16>, tensor<8x4x2x64x64xbf16>, tensor<i32>) -> tensor<2x8x4x2x64x64xbf16>
      %556 = func.call @dynamic_update_index_in_dim_11(%iterArg_198, %543#13, %iterArg_184) : (tensor<2x8x64x4x16xbf16>, tensor<8x64x4x16xbf16>, tensor<i32>) -> tensor<2x8x64x4x16xbf16>
      %557 = func.call @dynamic_update_index_in_dim_9(%iterArg_199, %543#14, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %558 = func.call @dynamic_update_index_in_dim(%iterArg_200, %543#15, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %559 = func.call @dynamic_update_index_in_dim_7(%iterArg_201, %543#16, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %560 = func.call @dynamic_update_index_in_dim_7(%iterArg_202, %543#17, %iterArg_184) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %561 = func.call @dynamic_update_index_in_dim_8(%iterArg_203, %543#18, %iterArg_184) : (tensor<2x1x1x128xf32>, tensor<1x1x128xf32>, tensor<i32>) -> tensor<2x1x1x128xf32>
      %562 = func.call @dynamic_update_index_in_dim(%iterArg_204, %543#19, %iterArg_184) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %563 = func.call @dynamic_update_index_in_dim_9(%iterArg_205, %543#20, %iterArg_184) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %564 = func.call @dynamic_update_index_in_dim_15(%iterArg_206, %543#21, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %565 = func.call @dynamic_update_index_in_dim_15(%iterArg_207, %543#22, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %566 = func.call @dynamic_update_index_in_dim_15(%iterArg_208, %543#23, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %567 = func.call @dynamic_update_index_in_dim_15(%iterArg_209, %543#24, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %568 = func.call @dynamic_update_index_in_dim_15(%iterArg_210, %543#25, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %569 = func.call @dynamic_update_index_in_dim_15(%iterArg_211, %543#26, %iterArg_184) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %c_212 = stablehlo.constant dense<1> : tensor<i32>
      %570 = stablehlo.add %iterArg_184, %c_212 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %570, %543#0, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<bf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>
    }
    %79 = stablehlo.convert %78#17 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<8x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %84 = stablehlo.divide %82, %83 : tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %86 = stablehlo.add %84, %85 : tensor<8x64x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<8x64x1xf32>
    %88 = stablehlo.divide %87, %86 : tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<8x64x1xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %92 = stablehlo.multiply %79, %91 : tensor<8x64x128xf32>
    %93 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<8x64x128xf32>
    %97 = stablehlo.convert %96 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %98 = stablehlo.dot_general %97, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %99 = stablehlo.convert %98 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<8x64xf32>
    %104 = stablehlo.is_finite %103 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %106 = stablehlo.select %104, %103, %105 : tensor<8x64xi1>, tensor<8x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %109 = stablehlo.subtract %100, %108 : tensor<8x64x512xf32>
    %110 = stablehlo.exponential %109 : tensor<8x64x512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %112 = stablehlo.abs %111 : tensor<8x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %114 = stablehlo.compare GE, %111, %113, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %115 = stablehlo.log %112 : tensor<8x64xf32>
    %116 = stablehlo.add %115, %106 : tensor<8x64xf32>
    %117 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %118:2 = call @take_along_axis(%100, %117) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %119 = stablehlo.reshape %118#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %120 = stablehlo.subtract %116, %119 : tensor<8x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %122 = stablehlo.divide %121, %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_49 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %123 = stablehlo.divide %cst_48, %cst_49 : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %125 = stablehlo.negate %124 : tensor<8x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %127 = call @take_along_axis_16(%118#1, %126) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %128 = stablehlo.divide %124, %112 : tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.select %114, %129, %128 : tensor<8x64xi1>, tensor<8x64xf32>
    %131 = stablehlo.select %114, %128, %129 : tensor<8x64xi1>, tensor<8x64xf32>
    %132 = stablehlo.negate %130 : tensor<8x64xf32>
    %133 = stablehlo.add %131, %132 : tensor<8x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %135 = stablehlo.multiply %134, %110 : tensor<8x64x512xf32>
    %136 = stablehlo.add %127, %135 : tensor<8x64x512xf32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %138 = stablehlo.convert %137 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %139 = stablehlo.dot_general %138, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %140 = stablehlo.transpose %139, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %141 = stablehlo.dot_general %138, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %142 = stablehlo.convert %141 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %143 = stablehlo.multiply %92, %142 : tensor<8x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %145 = stablehlo.reshape %144 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %146 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %147 = stablehlo.multiply %142, %146 : tensor<8x64x128xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%145 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %149 = stablehlo.convert %148 : (tensor<128xf32>) -> tensor<128xbf16>
    %150 = stablehlo.multiply %79, %147 : tensor<8x64x128xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %152 = stablehlo.reshape %151 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %153 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %154 = stablehlo.multiply %147, %153 : tensor<8x64x128xf32>
    %155 = stablehlo.multiply %152, %90 : tensor<8x64x1xf32>
    %cst_54 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<8x64x1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %160 = stablehlo.multiply %79, %159 : tensor<8x64x128xf32>
    %161 = stablehlo.add %154, %160 : tensor<8x64x128xf32>
    %162 = stablehlo.multiply %159, %79 : tensor<8x64x128xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x64x128xf32>
    %164 = stablehlo.convert %163 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %165 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %166 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %167 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %168 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %169 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %170 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %171 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %172 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %173 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %174:49 = stablehlo.while(%iterArg = %78#18, %iterArg_169 = %78#19, %iterArg_170 = %78#20, %iterArg_171 = %78#21, %iterArg_172 = %78#22, %iterArg_173 = %78#23, %iterArg_174 = %78#24, %iterArg_175 = %78#25, %iterArg_176 = %78#26, %iterArg_177 = %78#27, %iterArg_178 = %78#28, %iterArg_179 = %78#29, %iterArg_180 = %78#30, %iterArg_181 = %78#31, %iterArg_182 = %78#32, %iterArg_183 = %78#33, %iterArg_184 = %78#34, %iterArg_185 = %78#35, %iterArg_186 = %78#36, %iterArg_187 = %78#37, %iterArg_188 = %78#38, %iterArg_189 = %78#39, %iterArg_190 = %78#40, %iterArg_191 = %78#41, %iterArg_192 = %78#42, %iterArg_193 = %78#43, %iterArg_194 = %arg3, %iterArg_195 = %arg4, %iterArg_196 = %arg5, %iterArg_197 = %arg7, %iterArg_198 = %arg8, %iterArg_199 = %arg9, %iterArg_200 = %arg10, %iterArg_201 = %24, %iterArg_202 = %21, %iterArg_203 = %47, %iterArg_204 = %44, %iterArg_205 = %50#0, %iterArg_206 = %c_65, %iterArg_207 = %164, %iterArg_208 = %165, %iterArg_209 = %166, %iterArg_210 = %167, %iterArg_211 = %168, %iterArg_212 = %169, %iterArg_213 = %170, %iterArg_214 = %171, %iterArg_215 = %172, %iterArg_216 = %173) : tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_217 = stablehlo.constant dense<2> : tensor<i32>
      %534 = stablehlo.compare LT, %iterArg_206, %c_217, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %534 : tensor<i1>
    } do {
      %c_217 = stablehlo.constant dense<2> : tensor<i32>
      %534 = stablehlo.subtract %c_217, %iterArg_206 : tensor<i32>
      %c_218 = stablehlo.constant dense<1> : tensor<i32>
      %535 = stablehlo.subtract %534, %c_218 : tensor<i32>
      %536 = func.call @dynamic_index_in_dim_17(%iterArg, %535) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %537 = func.call @dynamic_index_in_dim_18(%iterArg_169, %535) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %538 = func.call @dynamic_index_in_dim_18(%iterArg_170, %535) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %539 = func.call @dynamic_index_in_dim_19(%iterArg_171, %535) : (tensor<2x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %540 = func.call @dynamic_index_in_dim_17(%iterArg_172, %535) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %541 = func.call @dynamic_index_in_dim_20(%iterArg_173, %535) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %542 = func.call @dynamic_index_in_dim_21(%iterArg_174, %535) : (tensor<2x8x64x4x2x16xbf16>, tensor<i32>) -> tensor<8x64x4x2x16xbf16>
      %543 = func.call @dynamic_index_in_dim_22(%iterArg_175, %535) : (tensor<2x8x64x4x16xbf16>, tensor<i32>) -> tensor<8x64x4x16xbf16>
      %544 = func.call @dynamic_index_in_dim_23(%iterArg_176, %535) : (tensor<2x8x4x2x64x64xf32>, tensor<i32>) -> tensor<8x4x2x64x64xf32>
      %545 = func.call @dynamic_index_in_dim_24(%iterArg_177, %535) : (tensor<2x8x4x2x64x1xf32>, tensor<i32>) -> tensor<8x4x2x64x1xf32>
      %546 = func.call @dynamic_index_in_dim_24(%iterArg_178, %535) : (tensor<2x8x4x2x64x1xf32>, tensor<i32>) -> tensor<8x4x2x64x1xf32>
      %547 = func.call @dynamic_index_in_dim_25(%iterArg_179, %535) : (tensor<2x8x4x2x64x64xbf16>, tensor<i32>) -> tensor<8x4x2x64x64xbf16>
      %548 = func.call @dynamic_index_in_dim_22(%iterArg_180, %535) : (tensor<2x8x64x4x16xbf16>, tensor<i32>) -> tensor<8x64x4x16xbf16>
      %549 = func.call @dynamic_index_in_dim_20(%iterArg_181, %535) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %550 = func.call @dynamic_index_in_dim_17(%iterArg_182, %535) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %551 = func.call @dynamic_index_in_dim_18(%iterArg_183, %535) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %552 = func.call @dynamic_index_in_dim_18(%iterArg_184, %535) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %553 = func.call @dynamic_index_in_dim_19(%iterArg_185, %535) : (tensor<2x1x1x128xf32>, tensor<i32>) -> tensor<1x1x128xf32>
      %554 = func.call @dynamic_index_in_dim_17(%iterArg_186, %535) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %555 = func.call @dynamic_index_in_dim_20(%iterArg_187, %535) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %556 = func.call @dynamic_index_in_dim_26(%iterArg_188, %535) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %557 = func.call @dynamic_index_in_dim_26(%iterArg_189, %535) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %558 = func.call @dynamic_index_in_dim_26(%iterArg_190, %535) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %559 = func.call @dynamic_index_in_dim_26(%iterArg_191, %535) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %560 = func.call @dynamic_index_in_dim_26(%iterArg_192, %535) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %561 = func.call @dynamic_index_in_dim_26(%iterArg_193, %535) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %562 = func.call @dynamic_index_in_dim_1(%iterArg_194, %535) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %563 = func.call @dynamic_index_in_dim_2(%iterArg_195, %535) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %564 = func.call @dynamic_index_in_dim_3(%iterArg_196, %535) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %565 = func.call @dynamic_index_in_dim_4(%iterArg_197, %535) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %566 = func.call @dynamic_index_in_dim_4(%iterArg_198, %535) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %567 = func.call @dynamic_index_in_dim_2(%iterArg_199, %535) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %568 = func.call @dynamic_index_in_dim_3(%iterArg_200, %535) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %569:10 = func.call @closed_call_27(%iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_207, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x4x2x16xbf16>, tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x64xbf16>, tensor<8x64x4x16xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %570 = func.call @dynamic_update_index_in_dim_30(%iterArg_208, %569#1, %535) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %571 = func.call @dynamic_update_index_in_dim_31(%iterArg_209, %569#2, %535) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %572 = func.call @dynamic_update_index_in_dim_32(%iterArg_210, %569#3, %535) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %573 = func.call @dynamic_update_index_in_dim_33(%iterArg_211, %569#4, %535) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %574 = func.call @dynamic_update_index_in_dim_30(%iterArg_212, %569#5, %535) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %575 = func.call @dynamic_update_index_in_dim_34(%iterArg_213, %569#6, %535) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %576 = func.call @dynamic_update_index_in_dim_34(%iterArg_214, %569#7, %535) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %577 = func.call @dynamic_update_index_in_dim_32(%iterArg_215, %569#8, %535) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %578 = func.call @dynamic_update_index_in_dim_33(%iterArg_216, %569#9, %535) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_219 = stablehlo.constant dense<1> : tensor<i32>
      %579 = stablehlo.add %iterArg_206, %c_219 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %iterArg_185, %iterArg_186, %iterArg_187, %iterArg_188, %iterArg_189, %iterArg_190, %iterArg_191, %iterArg_192, %iterArg_193, %iterArg_194, %iterArg_195, %iterArg_196, %iterArg_197, %iterArg_198, %iterArg_199, %iterArg_200, %iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %579, %569#0, %570, %571, %572, %573, %574, %575, %576, %577, %578 : tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x4x2x16xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x4x2x64x64xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x1xf32>, tensor<2x8x4x2x64x64xbf16>, tensor<2x8x64x4x16xbf16>, tensor<2x8x64x128xbf16>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x1x1x128xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x128xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %175 = sdy.sharding_constraint %174#39 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %176 = call @_take_35(%0#1, %175) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %177 = stablehlo.convert %176 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %178 = stablehlo.convert %149 : (tensor<128xbf16>) -> tensor<128xf32>
    %179 = stablehlo.convert %174#40 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %180 = stablehlo.convert %174#41 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %181 = stablehlo.convert %174#42 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %182 = stablehlo.convert %174#43 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %183 = stablehlo.convert %174#44 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %184 = stablehlo.convert %174#45 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %185 = stablehlo.convert %174#46 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %186 = stablehlo.convert %174#47 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %187 = stablehlo.convert %174#48 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %188 = stablehlo.convert %140 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %190 = stablehlo.multiply %189, %177 : tensor<512x128xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %192 = stablehlo.multiply %191, %arg25 : tensor<512x128xf32>
    %193 = stablehlo.add %190, %192 : tensor<512x128xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %195 = stablehlo.multiply %194, %178 : tensor<128xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %197 = stablehlo.multiply %196, %arg26 : tensor<128xf32>
    %198 = stablehlo.add %195, %197 : tensor<128xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %200 = stablehlo.multiply %199, %179 : tensor<2x128xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %202 = stablehlo.multiply %201, %arg27 : tensor<2x128xf32>
    %203 = stablehlo.add %200, %202 : tensor<2x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %205 = stablehlo.multiply %204, %180 : tensor<2x256x128xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %207 = stablehlo.multiply %206, %arg28 : tensor<2x256x128xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x256x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %210 = stablehlo.multiply %209, %181 : tensor<2x128x256xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %212 = stablehlo.multiply %211, %arg29 : tensor<2x128x256xf32>
    %213 = stablehlo.add %210, %212 : tensor<2x128x256xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %215 = stablehlo.multiply %214, %182 : tensor<2x128x64xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %217 = stablehlo.multiply %216, %arg30 : tensor<2x128x64xf32>
    %218 = stablehlo.add %215, %217 : tensor<2x128x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %220 = stablehlo.multiply %219, %183 : tensor<2x128xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %222 = stablehlo.multiply %221, %arg31 : tensor<2x128xf32>
    %223 = stablehlo.add %220, %222 : tensor<2x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %225 = stablehlo.multiply %224, %184 : tensor<2x128x128xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %227 = stablehlo.multiply %226, %arg32 : tensor<2x128x128xf32>
    %228 = stablehlo.add %225, %227 : tensor<2x128x128xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %230 = stablehlo.multiply %229, %185 : tensor<2x128x128xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %232 = stablehlo.multiply %231, %arg33 : tensor<2x128x128xf32>
    %233 = stablehlo.add %230, %232 : tensor<2x128x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %235 = stablehlo.multiply %234, %186 : tensor<2x128x256xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %237 = stablehlo.multiply %236, %arg34 : tensor<2x128x256xf32>
    %238 = stablehlo.add %235, %237 : tensor<2x128x256xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %240 = stablehlo.multiply %239, %187 : tensor<2x128x64xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %242 = stablehlo.multiply %241, %arg35 : tensor<2x128x64xf32>
    %243 = stablehlo.add %240, %242 : tensor<2x128x64xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %245 = stablehlo.multiply %244, %188 : tensor<128x512xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %247 = stablehlo.multiply %246, %arg36 : tensor<128x512xf32>
    %248 = stablehlo.add %245, %247 : tensor<128x512xf32>
    %249 = stablehlo.multiply %177, %177 : tensor<512x128xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<512x128xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %253 = stablehlo.multiply %252, %arg37 : tensor<512x128xf32>
    %254 = stablehlo.add %251, %253 : tensor<512x128xf32>
    %255 = stablehlo.multiply %178, %178 : tensor<128xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %257 = stablehlo.multiply %256, %255 : tensor<128xf32>
    %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %259 = stablehlo.multiply %258, %arg38 : tensor<128xf32>
    %260 = stablehlo.add %257, %259 : tensor<128xf32>
    %261 = stablehlo.multiply %179, %179 : tensor<2x128xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<2x128xf32>
    %cst_95 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %265 = stablehlo.multiply %264, %arg39 : tensor<2x128xf32>
    %266 = stablehlo.add %263, %265 : tensor<2x128xf32>
    %267 = stablehlo.multiply %180, %180 : tensor<2x256x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %269 = stablehlo.multiply %268, %267 : tensor<2x256x128xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %271 = stablehlo.multiply %270, %arg40 : tensor<2x256x128xf32>
    %272 = stablehlo.add %269, %271 : tensor<2x256x128xf32>
    %273 = stablehlo.multiply %181, %181 : tensor<2x128x256xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<2x128x256xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %277 = stablehlo.multiply %276, %arg41 : tensor<2x128x256xf32>
    %278 = stablehlo.add %275, %277 : tensor<2x128x256xf32>
    %279 = stablehlo.multiply %182, %182 : tensor<2x128x64xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<2x128x64xf32>
    %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %283 = stablehlo.multiply %282, %arg42 : tensor<2x128x64xf32>
    %284 = stablehlo.add %281, %283 : tensor<2x128x64xf32>
    %285 = stablehlo.multiply %183, %183 : tensor<2x128xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<2x128xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %289 = stablehlo.multiply %288, %arg43 : tensor<2x128xf32>
    %290 = stablehlo.add %287, %289 : tensor<2x128xf32>
    %291 = stablehlo.multiply %184, %184 : tensor<2x128x128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %293 = stablehlo.multiply %292, %291 : tensor<2x128x128xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %295 = stablehlo.multiply %294, %arg44 : tensor<2x128x128xf32>
    %296 = stablehlo.add %293, %295 : tensor<2x128x128xf32>
    %297 = stablehlo.multiply %185, %185 : tensor<2x128x128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<2x128x128xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %301 = stablehlo.multiply %300, %arg45 : tensor<2x128x128xf32>
    %302 = stablehlo.add %299, %301 : tensor<2x128x128xf32>
    %303 = stablehlo.multiply %186, %186 : tensor<2x128x256xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %305 = stablehlo.multiply %304, %303 : tensor<2x128x256xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %307 = stablehlo.multiply %306, %arg46 : tensor<2x128x256xf32>
    %308 = stablehlo.add %305, %307 : tensor<2x128x256xf32>
    %309 = stablehlo.multiply %187, %187 : tensor<2x128x64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %311 = stablehlo.multiply %310, %309 : tensor<2x128x64xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %313 = stablehlo.multiply %312, %arg47 : tensor<2x128x64xf32>
    %314 = stablehlo.add %311, %313 : tensor<2x128x64xf32>
    %315 = stablehlo.multiply %188, %188 : tensor<128x512xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<128x512xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %319 = stablehlo.multiply %318, %arg48 : tensor<128x512xf32>
    %320 = stablehlo.add %317, %319 : tensor<128x512xf32>
    %c_114 = stablehlo.constant dense<2147483647> : tensor<i32>
    %321 = stablehlo.compare LT, %arg24, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_115 = stablehlo.constant dense<1> : tensor<i32>
    %322 = stablehlo.add %arg24, %c_115 : tensor<i32>
    %c_116 = stablehlo.constant dense<2147483647> : tensor<i32>
    %323 = call @_where_36(%321, %322, %c_116) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %324 = stablehlo.convert %323 : (tensor<i32>) -> tensor<f32>
    %325 = stablehlo.power %cst_117, %324 : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.subtract %cst_118, %325 : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %328 = stablehlo.divide %193, %327 : tensor<512x128xf32>
    %329 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %330 = stablehlo.divide %198, %329 : tensor<128xf32>
    %331 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %332 = stablehlo.divide %203, %331 : tensor<2x128xf32>
    %333 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %334 = stablehlo.divide %208, %333 : tensor<2x256x128xf32>
    %335 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %336 = stablehlo.divide %213, %335 : tensor<2x128x256xf32>
    %337 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %338 = stablehlo.divide %218, %337 : tensor<2x128x64xf32>
    %339 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %340 = stablehlo.divide %223, %339 : tensor<2x128xf32>
    %341 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %342 = stablehlo.divide %228, %341 : tensor<2x128x128xf32>
    %343 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %344 = stablehlo.divide %233, %343 : tensor<2x128x128xf32>
    %345 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %346 = stablehlo.divide %238, %345 : tensor<2x128x256xf32>
    %347 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %348 = stablehlo.divide %243, %347 : tensor<2x128x64xf32>
    %349 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %350 = stablehlo.divide %248, %349 : tensor<128x512xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %351 = stablehlo.convert %323 : (tensor<i32>) -> tensor<f32>
    %352 = stablehlo.power %cst_119, %351 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.subtract %cst_120, %352 : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %355 = stablehlo.divide %254, %354 : tensor<512x128xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %357 = stablehlo.divide %260, %356 : tensor<128xf32>
    %358 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %359 = stablehlo.divide %266, %358 : tensor<2x128xf32>
    %360 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %361 = stablehlo.divide %272, %360 : tensor<2x256x128xf32>
    %362 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %363 = stablehlo.divide %278, %362 : tensor<2x128x256xf32>
    %364 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %365 = stablehlo.divide %284, %364 : tensor<2x128x64xf32>
    %366 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %367 = stablehlo.divide %290, %366 : tensor<2x128xf32>
    %368 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %369 = stablehlo.divide %296, %368 : tensor<2x128x128xf32>
    %370 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %371 = stablehlo.divide %302, %370 : tensor<2x128x128xf32>
    %372 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %373 = stablehlo.divide %308, %372 : tensor<2x128x256xf32>
    %374 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %375 = stablehlo.divide %314, %374 : tensor<2x128x64xf32>
    %376 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %377 = stablehlo.divide %320, %376 : tensor<128x512xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %379 = stablehlo.add %355, %378 : tensor<512x128xf32>
    %380 = stablehlo.sqrt %379 : tensor<512x128xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %382 = stablehlo.add %380, %381 : tensor<512x128xf32>
    %383 = stablehlo.divide %328, %382 : tensor<512x128xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %385 = stablehlo.add %357, %384 : tensor<128xf32>
    %386 = stablehlo.sqrt %385 : tensor<128xf32>
    %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %388 = stablehlo.add %386, %387 : tensor<128xf32>
    %389 = stablehlo.divide %330, %388 : tensor<128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %391 = stablehlo.add %359, %390 : tensor<2x128xf32>
    %392 = stablehlo.sqrt %391 : tensor<2x128xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %394 = stablehlo.add %392, %393 : tensor<2x128xf32>
    %395 = stablehlo.divide %332, %394 : tensor<2x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %397 = stablehlo.add %361, %396 : tensor<2x256x128xf32>
    %398 = stablehlo.sqrt %397 : tensor<2x256x128xf32>
    %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %400 = stablehlo.add %398, %399 : tensor<2x256x128xf32>
    %401 = stablehlo.divide %334, %400 : tensor<2x256x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %403 = stablehlo.add %363, %402 : tensor<2x128x256xf32>
    %404 = stablehlo.sqrt %403 : tensor<2x128x256xf32>
    %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %406 = stablehlo.add %404, %405 : tensor<2x128x256xf32>
    %407 = stablehlo.divide %336, %406 : tensor<2x128x256xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %409 = stablehlo.add %365, %408 : tensor<2x128x64xf32>
    %410 = stablehlo.sqrt %409 : tensor<2x128x64xf32>
    %cst_132 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %412 = stablehlo.add %410, %411 : tensor<2x128x64xf32>
    %413 = stablehlo.divide %338, %412 : tensor<2x128x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %415 = stablehlo.add %367, %414 : tensor<2x128xf32>
    %416 = stablehlo.sqrt %415 : tensor<2x128xf32>
    %cst_134 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %418 = stablehlo.add %416, %417 : tensor<2x128xf32>
    %419 = stablehlo.divide %340, %418 : tensor<2x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %421 = stablehlo.add %369, %420 : tensor<2x128x128xf32>
    %422 = stablehlo.sqrt %421 : tensor<2x128x128xf32>
    %cst_136 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %424 = stablehlo.add %422, %423 : tensor<2x128x128xf32>
    %425 = stablehlo.divide %342, %424 : tensor<2x128x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %427 = stablehlo.add %371, %426 : tensor<2x128x128xf32>
    %428 = stablehlo.sqrt %427 : tensor<2x128x128xf32>
    %cst_138 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %430 = stablehlo.add %428, %429 : tensor<2x128x128xf32>
    %431 = stablehlo.divide %344, %430 : tensor<2x128x128xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %433 = stablehlo.add %373, %432 : tensor<2x128x256xf32>
    %434 = stablehlo.sqrt %433 : tensor<2x128x256xf32>
    %cst_140 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %436 = stablehlo.add %434, %435 : tensor<2x128x256xf32>
    %437 = stablehlo.divide %346, %436 : tensor<2x128x256xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %439 = stablehlo.add %375, %438 : tensor<2x128x64xf32>
    %440 = stablehlo.sqrt %439 : tensor<2x128x64xf32>
    %cst_142 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %442 = stablehlo.add %440, %441 : tensor<2x128x64xf32>
    %443 = stablehlo.divide %348, %442 : tensor<2x128x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %445 = stablehlo.add %377, %444 : tensor<128x512xf32>
    %446 = stablehlo.sqrt %445 : tensor<128x512xf32>
    %cst_144 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %448 = stablehlo.add %446, %447 : tensor<128x512xf32>
    %449 = stablehlo.divide %350, %448 : tensor<128x512xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %451 = stablehlo.multiply %450, %arg12 : tensor<512x128xf32>
    %452 = stablehlo.add %383, %451 : tensor<512x128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %454 = stablehlo.multiply %453, %arg13 : tensor<128xf32>
    %455 = stablehlo.add %389, %454 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %457 = stablehlo.multiply %456, %arg14 : tensor<2x128xf32>
    %458 = stablehlo.add %395, %457 : tensor<2x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %460 = stablehlo.multiply %459, %arg15 : tensor<2x256x128xf32>
    %461 = stablehlo.add %401, %460 : tensor<2x256x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %463 = stablehlo.multiply %462, %arg16 : tensor<2x128x256xf32>
    %464 = stablehlo.add %407, %463 : tensor<2x128x256xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %466 = stablehlo.multiply %465, %arg17 : tensor<2x128x64xf32>
    %467 = stablehlo.add %413, %466 : tensor<2x128x64xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %469 = stablehlo.multiply %468, %arg18 : tensor<2x128xf32>
    %470 = stablehlo.add %419, %469 : tensor<2x128xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %472 = stablehlo.multiply %471, %arg19 : tensor<2x128x128xf32>
    %473 = stablehlo.add %425, %472 : tensor<2x128x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %475 = stablehlo.multiply %474, %arg20 : tensor<2x128x128xf32>
    %476 = stablehlo.add %431, %475 : tensor<2x128x128xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %478 = stablehlo.multiply %477, %arg21 : tensor<2x128x256xf32>
    %479 = stablehlo.add %437, %478 : tensor<2x128x256xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %481 = stablehlo.multiply %480, %arg22 : tensor<2x128x64xf32>
    %482 = stablehlo.add %443, %481 : tensor<2x128x64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %484 = stablehlo.multiply %483, %arg23 : tensor<128x512xf32>
    %485 = stablehlo.add %449, %484 : tensor<128x512xf32>
    %cst_157 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %487 = stablehlo.multiply %486, %452 : tensor<512x128xf32>
    %cst_158 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %489 = stablehlo.multiply %488, %455 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %491 = stablehlo.multiply %490, %458 : tensor<2x128xf32>
    %cst_160 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %493 = stablehlo.multiply %492, %461 : tensor<2x256x128xf32>
    %cst_161 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %495 = stablehlo.multiply %494, %464 : tensor<2x128x256xf32>
    %cst_162 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %497 = stablehlo.multiply %496, %467 : tensor<2x128x64xf32>
    %cst_163 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %499 = stablehlo.multiply %498, %470 : tensor<2x128xf32>
    %cst_164 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %501 = stablehlo.multiply %500, %473 : tensor<2x128x128xf32>
    %cst_165 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %503 = stablehlo.multiply %502, %476 : tensor<2x128x128xf32>
    %cst_166 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %505 = stablehlo.multiply %504, %479 : tensor<2x128x256xf32>
    %cst_167 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %507 = stablehlo.multiply %506, %482 : tensor<2x128x64xf32>
    %cst_168 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %509 = stablehlo.multiply %508, %485 : tensor<128x512xf32>
    %510 = stablehlo.add %arg12, %487 : tensor<512x128xf32>
    %511 = stablehlo.add %arg13, %489 : tensor<128xf32>
    %512 = stablehlo.add %arg14, %491 : tensor<2x128xf32>
    %513 = stablehlo.add %arg15, %493 : tensor<2x256x128xf32>
    %514 = stablehlo.add %arg16, %495 : tensor<2x128x256xf32>
    %515 = stablehlo.add %arg17, %497 : tensor<2x128x64xf32>
    %516 = stablehlo.add %arg18, %499 : tensor<2x128xf32>
    %517 = stablehlo.add %arg19, %501 : tensor<2x128x128xf32>
    %518 = stablehlo.add %arg20, %503 : tensor<2x128x128xf32>
    %519 = stablehlo.add %arg21, %505 : tensor<2x128x256xf32>
    %520 = stablehlo.add %arg22, %507 : tensor<2x128x64xf32>
    %521 = stablehlo.add %arg23, %509 : tensor<128x512xf32>
    %522 = stablehlo.convert %510 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %523 = stablehlo.convert %511 : (tensor<128xf32>) -> tensor<128xbf16>
    %524 = stablehlo.convert %512 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %525 = stablehlo.convert %513 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %526 = stablehlo.convert %514 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %527 = stablehlo.convert %515 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %528 = stablehlo.convert %516 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %529 = stablehlo.convert %517 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %530 = stablehlo.convert %518 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %531 = stablehlo.convert %519 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %532 = stablehlo.convert %520 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %533 = stablehlo.convert %521 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %510, %511, %512, %513, %514, %515, %516, %517, %518, %519, %520, %521, %323, %193, %198, %203, %208, %213, %218, %223, %228, %233, %238, %243, %248, %254, %260, %266, %272, %278, %284, %290, %296, %302, %308, %314, %320, %122 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
    %2 = stablehlo.reduce_precision %1, format = e8m23 : tensor<8x64x128xf32>
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
    %11 = stablehlo.reduce_precision %10, format = e8m23 : tensor<8x64x1xf32>
    %12 = stablehlo.divide %11, %9 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<8x64x1xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.multiply %2, %15 : tensor<8x64x128xf32>
    %17 = stablehlo.reduce_precision %16, format = e8m23 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %arg8 : (tensor<128xbf16>) -> tensor<128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %20 = stablehlo.reduce_precision %19, format = e8m23 : tensor<1x1x128xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<8x64x128xf32>
    %23 = stablehlo.convert %22 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %24 = stablehlo.reduce_precision %23, format = e8m7 : tensor<8x64x128xbf16>
    %25 = stablehlo.dot_general %24, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %27 = stablehlo.reshape %26 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %28 = stablehlo.dot_general %24, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %30 = stablehlo.reshape %29 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %31 = stablehlo.dot_general %24, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %33 = stablehlo.reshape %32 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %34 = stablehlo.reduce_precision %33, format = e8m7 : tensor<8x64x4x16xbf16>
    %35 = stablehlo.convert %27 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %36 = stablehlo.slice %35 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %37 = stablehlo.slice %35 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %38 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<8x64x8x8xf32>
    %40 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %41 = stablehlo.multiply %37, %40 : tensor<8x64x8x8xf32>
    %42 = stablehlo.subtract %39, %41 : tensor<8x64x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %44 = stablehlo.multiply %37, %43 : tensor<8x64x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %46 = stablehlo.multiply %36, %45 : tensor<8x64x8x8xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x64x8x8xf32>
    %48 = stablehlo.concatenate %42, %47, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %49 = stablehlo.convert %48 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %50 = stablehlo.convert %30 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %51 = stablehlo.slice %50 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %52 = stablehlo.slice %50 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<8x64x4x8xf32>
    %55 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<8x64x4x8xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<8x64x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %59 = stablehlo.multiply %52, %58 : tensor<8x64x4x8xf32>
    %60 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %61 = stablehlo.multiply %51, %60 : tensor<8x64x4x8xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x64x4x8xf32>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %64 = stablehlo.convert %63 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %65 = stablehlo.reduce_precision %64, format = e8m7 : tensor<8x64x4x16xbf16>
    %66 = stablehlo.reshape %49 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %67 = stablehlo.reduce_precision %66, format = e8m7 : tensor<8x64x4x2x16xbf16>
    %68 = stablehlo.dot_general %65, %67, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %69 = stablehlo.transpose %68, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %70 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %71 = stablehlo.multiply %69, %70 : tensor<8x4x2x64x64xbf16>
    %72 = stablehlo.convert %71 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %73 = call @_where_5(%72, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<8x4x2x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %79 = stablehlo.subtract %73, %78 : tensor<8x4x2x64x64xf32>
    %80 = stablehlo.exponential %79 : tensor<8x4x2x64x64xf32>
    %81 = stablehlo.reduce_precision %80, format = e8m23 : tensor<8x4x2x64x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %84 = stablehlo.reduce_precision %83, format = e8m23 : tensor<8x4x2x64x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %86 = stablehlo.divide %81, %85 : tensor<8x4x2x64x64xf32>
    %87 = stablehlo.multiply %84, %84 : tensor<8x4x2x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %89 = stablehlo.divide %88, %87 : tensor<8x4x2x64x1xf32>
    %90 = stablehlo.convert %86 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %91 = stablehlo.reduce_precision %90, format = e8m7 : tensor<8x4x2x64x64xbf16>
    %92 = stablehlo.dot_general %34, %91, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %93 = stablehlo.transpose %92, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %94 = stablehlo.reshape %93 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %95 = stablehlo.reduce_precision %94, format = e8m7 : tensor<8x64x128xbf16>
    %96 = stablehlo.dot_general %95, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %98 = stablehlo.add %0, %97 : tensor<8x64x128xbf16>
    %99 = stablehlo.convert %98 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %100 = stablehlo.reduce_precision %99, format = e8m23 : tensor<8x64x128xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<8x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %105 = stablehlo.divide %103, %104 : tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %107 = stablehlo.add %105, %106 : tensor<8x64x1xf32>
    %108 = stablehlo.rsqrt %107 : tensor<8x64x1xf32>
    %109 = stablehlo.reduce_precision %108, format = e8m23 : tensor<8x64x1xf32>
    %110 = stablehlo.divide %109, %107 : tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<8x64x1xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %114 = stablehlo.multiply %100, %113 : tensor<8x64x128xf32>
    %115 = stablehlo.reduce_precision %114, format = e8m23 : tensor<8x64x128xf32>
    %116 = stablehlo.convert %arg12 : (tensor<128xbf16>) -> tensor<128xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %118 = stablehlo.reduce_precision %117, format = e8m23 : tensor<1x1x128xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<8x64x128xf32>
    %121 = stablehlo.convert %120 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %122 = stablehlo.reduce_precision %121, format = e8m7 : tensor<8x64x128xbf16>
    %123 = stablehlo.dot_general %122, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %124 = stablehlo.reduce_precision %123, format = e8m7 : tensor<8x64x256xbf16>
    %125 = stablehlo.dot_general %122, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %126 = stablehlo.reduce_precision %125, format = e8m7 : tensor<8x64x256xbf16>
    %127:3 = call @silu_6(%124, %arg6) : (tensor<8x64x256xbf16>, tensor<bf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %128 = stablehlo.reduce_precision %127#0, format = e8m7 : tensor<8x64x256xbf16>
    %129 = stablehlo.multiply %128, %126 : tensor<8x64x256xbf16>
    %130 = stablehlo.reduce_precision %129, format = e8m7 : tensor<8x64x256xbf16>
    %131 = stablehlo.dot_general %130, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %132 = sdy.sharding_constraint %131 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %133 = stablehlo.add %98, %132 : tensor<8x64x128xbf16>
    return %133, %2, %14, %11, %20, %17, %24, %67, %65, %81, %84, %89, %91, %34, %95, %100, %112, %109, %118, %115, %122, %124, %127#1, %127#2, %126, %128, %130 : tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x4x2x16xbf16>, tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x1xf32>, tensor<8x4x2x64x64xbf16>, tensor<8x64x4x16xbf16>, tensor<8x64x128xbf16>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<1x1x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>
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
  func.func private @closed_call_27(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x64x128xbf16>, %arg6: tensor<8x64x128xf32>, %arg7: tensor<8x64x1xf32>, %arg8: tensor<8x64x1xf32>, %arg9: tensor<1x1x128xf32>, %arg10: tensor<8x64x128xf32>, %arg11: tensor<8x64x128xbf16>, %arg12: tensor<8x64x4x2x16xbf16>, %arg13: tensor<8x64x4x16xbf16>, %arg14: tensor<8x4x2x64x64xf32>, %arg15: tensor<8x4x2x64x1xf32>, %arg16: tensor<8x4x2x64x1xf32>, %arg17: tensor<8x4x2x64x64xbf16>, %arg18: tensor<8x64x4x16xbf16>, %arg19: tensor<8x64x128xbf16>, %arg20: tensor<8x64x128xf32>, %arg21: tensor<8x64x1xf32>, %arg22: tensor<8x64x1xf32>, %arg23: tensor<1x1x128xf32>, %arg24: tensor<8x64x128xf32>, %arg25: tensor<8x64x128xbf16>, %arg26: tensor<8x64x256xbf16>, %arg27: tensor<8x64x256xbf16>, %arg28: tensor<8x64x256xbf16>, %arg29: tensor<8x64x256xbf16>, %arg30: tensor<8x64x256xbf16>, %arg31: tensor<8x64x256xbf16>, %arg32: tensor<256x128xbf16>, %arg33: tensor<128x256xbf16>, %arg34: tensor<128x64xbf16>, %arg35: tensor<128x128xbf16>, %arg36: tensor<128x128xbf16>, %arg37: tensor<128x256xbf16>, %arg38: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
    %0 = sdy.sharding_constraint %arg5 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %1 = stablehlo.dot_general %0, %arg31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %3 = stablehlo.dot_general %0, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %4 = stablehlo.multiply %arg30, %3 : tensor<8x64x256xbf16>
    %5 = stablehlo.multiply %3, %arg29 : tensor<8x64x256xbf16>
    %6 = call @silu_28(%arg28, %arg26, %arg27, %5) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %7 = stablehlo.dot_general %4, %arg25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %9 = stablehlo.dot_general %4, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %10 = stablehlo.dot_general %6, %arg25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %12 = stablehlo.dot_general %6, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %13 = stablehlo.add %9, %12 : tensor<8x64x128xbf16>
    %14 = stablehlo.convert %13 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %arg24, %14 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %17 = stablehlo.reshape %16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %18 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %21 = stablehlo.convert %20 : (tensor<128xf32>) -> tensor<128xbf16>
    %22 = stablehlo.multiply %arg20, %19 : tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %25 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %26 = stablehlo.multiply %19, %25 : tensor<8x64x128xf32>
    %27 = stablehlo.multiply %24, %arg21 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.multiply %arg20, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.add %26, %32 : tensor<8x64x128xf32>
    %34 = stablehlo.multiply %31, %arg20 : tensor<8x64x128xf32>
    %35 = stablehlo.add %33, %34 : tensor<8x64x128xf32>
    %36 = stablehlo.convert %35 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %37 = stablehlo.add %arg5, %36 : tensor<8x64x128xbf16>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %39 = stablehlo.dot_general %38, %arg19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %41 = stablehlo.dot_general %38, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %43 = stablehlo.transpose %42, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %44 = stablehlo.dot_general %43, %arg18, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %45 = stablehlo.dot_general %43, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %46 = stablehlo.transpose %45, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %47 = stablehlo.convert %44 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %48 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x4x2x64x64xf32>
    %50 = stablehlo.multiply %49, %arg14 : tensor<8x4x2x64x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %53 = stablehlo.negate %52 : tensor<8x4x2x64x1xf32>
    %54 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %55 = stablehlo.divide %47, %54 : tensor<8x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %58 = stablehlo.add %55, %57 : tensor<8x4x2x64x64xf32>
    %59 = stablehlo.multiply %58, %arg14 : tensor<8x4x2x64x64xf32>
    %60 = call @_where_29(%arg4, %59) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %61 = stablehlo.convert %60 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %63 = stablehlo.multiply %61, %62 : tensor<8x4x2x64x64xbf16>
    %64 = stablehlo.transpose %63, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %65 = stablehlo.dot_general %64, %arg13, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %66 = stablehlo.transpose %65, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %67 = stablehlo.dot_general %64, %arg12, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
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
    %104 = stablehlo.dot_general %103, %arg11, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %105 = stablehlo.transpose %104, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %106 = stablehlo.dot_general %103, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %107 = stablehlo.reshape %85 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %109 = stablehlo.dot_general %108, %arg11, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %111 = stablehlo.dot_general %108, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %112 = stablehlo.add %106, %111 : tensor<8x64x128xbf16>
    %113 = stablehlo.reshape %101 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %114 = sdy.sharding_constraint %113 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %115 = stablehlo.dot_general %114, %arg11, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %117 = stablehlo.dot_general %114, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
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
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
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
