module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=8]> {stablehlo.mesh = {axes = [{name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<1x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg50: tensor<1x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg50) : (tensor<512x128xbf16>, tensor<1x64xi32>) -> (tensor<1x64x128xbf16>, tensor<1x64x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
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
    %46:2 = call @_where_0(%45, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>)
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x1x64x128xbf16>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %48:18 = stablehlo.while(%iterArg = %arg2, %iterArg_144 = %arg3, %iterArg_145 = %arg4, %iterArg_146 = %arg5, %iterArg_147 = %arg6, %iterArg_148 = %arg7, %iterArg_149 = %arg8, %iterArg_150 = %arg9, %iterArg_151 = %arg10, %iterArg_152 = %43, %iterArg_153 = %41, %iterArg_154 = %22, %iterArg_155 = %20, %iterArg_156 = %46#0, %iterArg_157 = %46#1, %iterArg_158 = %c_11, %iterArg_159 = %1, %iterArg_160 = %47) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x1x64x128xbf16>
    cond {
      %c_161 = stablehlo.constant dense<2> : tensor<i32>
      %505 = stablehlo.compare LT, %iterArg_158, %c_161, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %505 : tensor<i1>
    } do {
      %505 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_158) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %506 = func.call @dynamic_index_in_dim_1(%iterArg_144, %iterArg_158) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %507 = func.call @dynamic_index_in_dim_2(%iterArg_145, %iterArg_158) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %508 = func.call @dynamic_index_in_dim_3(%iterArg_146, %iterArg_158) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %509 = func.call @dynamic_index_in_dim(%iterArg_147, %iterArg_158) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %510 = func.call @dynamic_index_in_dim_3(%iterArg_148, %iterArg_158) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %511 = func.call @dynamic_index_in_dim_3(%iterArg_149, %iterArg_158) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %512 = func.call @dynamic_index_in_dim_2(%iterArg_150, %iterArg_158) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %513 = func.call @dynamic_index_in_dim_3(%iterArg_151, %iterArg_158) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %514:2 = func.call @closed_call(%iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_159, %505, %506, %507, %508, %509, %510, %511, %512, %513) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>, tensor<1x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>) -> (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>)
      %515 = func.call @dynamic_update_index_in_dim(%iterArg_160, %514#1, %iterArg_158) : (tensor<2x1x64x128xbf16>, tensor<1x64x128xbf16>, tensor<i32>) -> tensor<2x1x64x128xbf16>
      %c_161 = stablehlo.constant dense<1> : tensor<i32>
      %516 = stablehlo.add %iterArg_158, %c_161 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %516, %514#0, %515 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x1x64x128xbf16>
    }
    %49 = stablehlo.convert %48#16 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<1x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<1x64x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %56 = stablehlo.add %54, %55 : tensor<1x64x1xf32>
    %57 = stablehlo.rsqrt %56 : tensor<1x64x1xf32>
    %58 = stablehlo.divide %57, %56 : tensor<1x64x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<1x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %62 = stablehlo.multiply %49, %61 : tensor<1x64x128xf32>
    %63 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %66 = stablehlo.multiply %62, %65 : tensor<1x64x128xf32>
    %67 = stablehlo.convert %66 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %68 = stablehlo.dot_general %67, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x512xbf16>) -> tensor<1x64x512xbf16>
    %69 = stablehlo.convert %68 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.maximum across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<1x64xf32>
    %74 = stablehlo.is_finite %73 : (tensor<1x64xf32>) -> tensor<1x64xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %76 = stablehlo.select %74, %73, %75 : tensor<1x64xi1>, tensor<1x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
    %79 = stablehlo.subtract %70, %78 : tensor<1x64x512xf32>
    %80 = stablehlo.exponential %79 : tensor<1x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x64x512xf32>, tensor<f32>) -> tensor<1x64xf32>
    %82 = stablehlo.abs %81 : tensor<1x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %84 = stablehlo.compare GE, %81, %83, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %85 = stablehlo.log %82 : tensor<1x64xf32>
    %86 = stablehlo.add %85, %76 : tensor<1x64xf32>
    %87 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %88:2 = call @take_along_axis(%70, %87) : (tensor<1x64x512xf32>, tensor<1x64x1xi32>) -> (tensor<1x64x1xf32>, tensor<64x1x1xi32>)
    %89 = stablehlo.reshape %88#0 : (tensor<1x64x1xf32>) -> tensor<1x64xf32>
    %90 = stablehlo.subtract %86, %89 : tensor<1x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %92 = stablehlo.divide %91, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %93 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %95 = stablehlo.negate %94 : tensor<1x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %97 = call @take_along_axis_5(%88#1, %96) : (tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
    %98 = stablehlo.divide %94, %82 : tensor<1x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %100 = stablehlo.select %84, %99, %98 : tensor<1x64xi1>, tensor<1x64xf32>
    %101 = stablehlo.select %84, %98, %99 : tensor<1x64xi1>, tensor<1x64xf32>
    %102 = stablehlo.negate %100 : tensor<1x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<1x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x512xf32>
    %105 = stablehlo.multiply %104, %80 : tensor<1x64x512xf32>
    %106 = stablehlo.add %97, %105 : tensor<1x64x512xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x512xf32>
    %108 = stablehlo.convert %107 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %109 = stablehlo.dot_general %108, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %111 = stablehlo.dot_general %108, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xbf16>, tensor<128x512xbf16>) -> tensor<1x64x128xbf16>
    %112 = stablehlo.convert %111 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %113 = stablehlo.multiply %62, %112 : tensor<1x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %116 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %117 = stablehlo.multiply %112, %116 : tensor<1x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%115 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %119 = stablehlo.convert %118 : (tensor<128xf32>) -> tensor<128xbf16>
    %120 = stablehlo.multiply %49, %117 : tensor<1x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %123 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %124 = stablehlo.multiply %117, %123 : tensor<1x64x128xf32>
    %125 = stablehlo.multiply %122, %60 : tensor<1x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<1x64x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_30) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %131 = stablehlo.multiply %49, %130 : tensor<1x64x128xf32>
    %132 = stablehlo.add %124, %131 : tensor<1x64x128xf32>
    %133 = stablehlo.multiply %130, %49 : tensor<1x64x128xf32>
    %134 = stablehlo.add %132, %133 : tensor<1x64x128xf32>
    %135 = stablehlo.convert %134 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %145:21 = stablehlo.while(%iterArg = %arg2, %iterArg_144 = %arg3, %iterArg_145 = %arg4, %iterArg_146 = %arg5, %iterArg_147 = %arg6, %iterArg_148 = %arg7, %iterArg_149 = %arg8, %iterArg_150 = %arg9, %iterArg_151 = %arg10, %iterArg_152 = %48#17, %iterArg_153 = %c_40, %iterArg_154 = %135, %iterArg_155 = %136, %iterArg_156 = %137, %iterArg_157 = %138, %iterArg_158 = %139, %iterArg_159 = %140, %iterArg_160 = %141, %iterArg_161 = %142, %iterArg_162 = %143, %iterArg_163 = %144) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>
    cond {
      %c_164 = stablehlo.constant dense<2> : tensor<i32>
      %505 = stablehlo.compare LT, %iterArg_153, %c_164, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %505 : tensor<i1>
    } do {
      %c_164 = stablehlo.constant dense<2> : tensor<i32>
      %505 = stablehlo.subtract %c_164, %iterArg_153 : tensor<i32>
      %c_165 = stablehlo.constant dense<1> : tensor<i32>
      %506 = stablehlo.subtract %505, %c_165 : tensor<i32>
      %507 = func.call @dynamic_index_in_dim(%iterArg, %506) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %508 = func.call @dynamic_index_in_dim_1(%iterArg_144, %506) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %509 = func.call @dynamic_index_in_dim_2(%iterArg_145, %506) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %510 = func.call @dynamic_index_in_dim_3(%iterArg_146, %506) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %511 = func.call @dynamic_index_in_dim(%iterArg_147, %506) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %512 = func.call @dynamic_index_in_dim_3(%iterArg_148, %506) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %513 = func.call @dynamic_index_in_dim_3(%iterArg_149, %506) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %514 = func.call @dynamic_index_in_dim_2(%iterArg_150, %506) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %515 = func.call @dynamic_index_in_dim_3(%iterArg_151, %506) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %516 = func.call @dynamic_index_in_dim_6(%iterArg_152, %506) : (tensor<2x1x64x128xbf16>, tensor<i32>) -> tensor<1x64x128xbf16>
      %517:10 = func.call @closed_call_7(%iterArg_154, %507, %508, %509, %510, %511, %512, %513, %514, %515, %516) : (tensor<1x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>, tensor<1x64x128xbf16>) -> (tensor<1x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>)
      %518 = func.call @dynamic_update_index_in_dim_13(%iterArg_155, %517#1, %506) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %519 = func.call @dynamic_update_index_in_dim_14(%iterArg_156, %517#2, %506) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %520 = func.call @dynamic_update_index_in_dim_15(%iterArg_157, %517#3, %506) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %521 = func.call @dynamic_update_index_in_dim_16(%iterArg_158, %517#4, %506) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %522 = func.call @dynamic_update_index_in_dim_13(%iterArg_159, %517#5, %506) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %523 = func.call @dynamic_update_index_in_dim_16(%iterArg_160, %517#6, %506) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %524 = func.call @dynamic_update_index_in_dim_16(%iterArg_161, %517#7, %506) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %525 = func.call @dynamic_update_index_in_dim_15(%iterArg_162, %517#8, %506) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %526 = func.call @dynamic_update_index_in_dim_16(%iterArg_163, %517#9, %506) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %c_166 = stablehlo.constant dense<1> : tensor<i32>
      %527 = stablehlo.add %iterArg_153, %c_166 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %527, %517#0, %518, %519, %520, %521, %522, %523, %524, %525, %526 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x1x64x128xbf16>, tensor<i32>, tensor<1x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>
    }
    %146 = sdy.sharding_constraint %145#11 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %147 = call @_take_17(%0#1, %146) : (tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
    %148 = stablehlo.convert %147 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %149 = stablehlo.convert %119 : (tensor<128xbf16>) -> tensor<128xf32>
    %150 = stablehlo.convert %145#12 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %151 = stablehlo.convert %145#13 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %152 = stablehlo.convert %145#14 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %153 = stablehlo.convert %145#15 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %154 = stablehlo.convert %145#16 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %155 = stablehlo.convert %145#17 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %156 = stablehlo.convert %145#18 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %157 = stablehlo.convert %145#19 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %158 = stablehlo.convert %145#20 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %159 = stablehlo.convert %110 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %161 = stablehlo.multiply %160, %148 : tensor<512x128xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %163 = stablehlo.multiply %162, %arg25 : tensor<512x128xf32>
    %164 = stablehlo.add %161, %163 : tensor<512x128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %166 = stablehlo.multiply %165, %149 : tensor<128xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %168 = stablehlo.multiply %167, %arg26 : tensor<128xf32>
    %169 = stablehlo.add %166, %168 : tensor<128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %171 = stablehlo.multiply %170, %150 : tensor<2x128xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %173 = stablehlo.multiply %172, %arg27 : tensor<2x128xf32>
    %174 = stablehlo.add %171, %173 : tensor<2x128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %176 = stablehlo.multiply %175, %151 : tensor<2x256x128xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %178 = stablehlo.multiply %177, %arg28 : tensor<2x256x128xf32>
    %179 = stablehlo.add %176, %178 : tensor<2x256x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %181 = stablehlo.multiply %180, %152 : tensor<2x128x256xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %183 = stablehlo.multiply %182, %arg29 : tensor<2x128x256xf32>
    %184 = stablehlo.add %181, %183 : tensor<2x128x256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %186 = stablehlo.multiply %185, %153 : tensor<2x128x128xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %188 = stablehlo.multiply %187, %arg30 : tensor<2x128x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<2x128x128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %191 = stablehlo.multiply %190, %154 : tensor<2x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %193 = stablehlo.multiply %192, %arg31 : tensor<2x128xf32>
    %194 = stablehlo.add %191, %193 : tensor<2x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %196 = stablehlo.multiply %195, %155 : tensor<2x128x128xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %198 = stablehlo.multiply %197, %arg32 : tensor<2x128x128xf32>
    %199 = stablehlo.add %196, %198 : tensor<2x128x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %201 = stablehlo.multiply %200, %156 : tensor<2x128x128xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %203 = stablehlo.multiply %202, %arg33 : tensor<2x128x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<2x128x128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %206 = stablehlo.multiply %205, %157 : tensor<2x128x256xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %208 = stablehlo.multiply %207, %arg34 : tensor<2x128x256xf32>
    %209 = stablehlo.add %206, %208 : tensor<2x128x256xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %211 = stablehlo.multiply %210, %158 : tensor<2x128x128xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %213 = stablehlo.multiply %212, %arg35 : tensor<2x128x128xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x128x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %216 = stablehlo.multiply %215, %159 : tensor<128x512xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %218 = stablehlo.multiply %217, %arg36 : tensor<128x512xf32>
    %219 = stablehlo.add %216, %218 : tensor<128x512xf32>
    %220 = stablehlo.multiply %148, %148 : tensor<512x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<512x128xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %224 = stablehlo.multiply %223, %arg37 : tensor<512x128xf32>
    %225 = stablehlo.add %222, %224 : tensor<512x128xf32>
    %226 = stablehlo.multiply %149, %149 : tensor<128xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<128xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %230 = stablehlo.multiply %229, %arg38 : tensor<128xf32>
    %231 = stablehlo.add %228, %230 : tensor<128xf32>
    %232 = stablehlo.multiply %150, %150 : tensor<2x128xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<2x128xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %236 = stablehlo.multiply %235, %arg39 : tensor<2x128xf32>
    %237 = stablehlo.add %234, %236 : tensor<2x128xf32>
    %238 = stablehlo.multiply %151, %151 : tensor<2x256x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<2x256x128xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %242 = stablehlo.multiply %241, %arg40 : tensor<2x256x128xf32>
    %243 = stablehlo.add %240, %242 : tensor<2x256x128xf32>
    %244 = stablehlo.multiply %152, %152 : tensor<2x128x256xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<2x128x256xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %248 = stablehlo.multiply %247, %arg41 : tensor<2x128x256xf32>
    %249 = stablehlo.add %246, %248 : tensor<2x128x256xf32>
    %250 = stablehlo.multiply %153, %153 : tensor<2x128x128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<2x128x128xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %254 = stablehlo.multiply %253, %arg42 : tensor<2x128x128xf32>
    %255 = stablehlo.add %252, %254 : tensor<2x128x128xf32>
    %256 = stablehlo.multiply %154, %154 : tensor<2x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<2x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %260 = stablehlo.multiply %259, %arg43 : tensor<2x128xf32>
    %261 = stablehlo.add %258, %260 : tensor<2x128xf32>
    %262 = stablehlo.multiply %155, %155 : tensor<2x128x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %264 = stablehlo.multiply %263, %262 : tensor<2x128x128xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %266 = stablehlo.multiply %265, %arg44 : tensor<2x128x128xf32>
    %267 = stablehlo.add %264, %266 : tensor<2x128x128xf32>
    %268 = stablehlo.multiply %156, %156 : tensor<2x128x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<2x128x128xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %272 = stablehlo.multiply %271, %arg45 : tensor<2x128x128xf32>
    %273 = stablehlo.add %270, %272 : tensor<2x128x128xf32>
    %274 = stablehlo.multiply %157, %157 : tensor<2x128x256xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %276 = stablehlo.multiply %275, %274 : tensor<2x128x256xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %278 = stablehlo.multiply %277, %arg46 : tensor<2x128x256xf32>
    %279 = stablehlo.add %276, %278 : tensor<2x128x256xf32>
    %280 = stablehlo.multiply %158, %158 : tensor<2x128x128xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<2x128x128xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %284 = stablehlo.multiply %283, %arg47 : tensor<2x128x128xf32>
    %285 = stablehlo.add %282, %284 : tensor<2x128x128xf32>
    %286 = stablehlo.multiply %159, %159 : tensor<128x512xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %288 = stablehlo.multiply %287, %286 : tensor<128x512xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %290 = stablehlo.multiply %289, %arg48 : tensor<128x512xf32>
    %291 = stablehlo.add %288, %290 : tensor<128x512xf32>
    %c_89 = stablehlo.constant dense<2147483647> : tensor<i32>
    %292 = stablehlo.compare LT, %arg24, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_90 = stablehlo.constant dense<1> : tensor<i32>
    %293 = stablehlo.add %arg24, %c_90 : tensor<i32>
    %c_91 = stablehlo.constant dense<2147483647> : tensor<i32>
    %294 = call @_where_18(%292, %293, %c_91) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %295 = stablehlo.convert %294 : (tensor<i32>) -> tensor<f32>
    %296 = stablehlo.power %cst_92, %295 : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.subtract %cst_93, %296 : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %299 = stablehlo.divide %164, %298 : tensor<512x128xf32>
    %300 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %301 = stablehlo.divide %169, %300 : tensor<128xf32>
    %302 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %303 = stablehlo.divide %174, %302 : tensor<2x128xf32>
    %304 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %305 = stablehlo.divide %179, %304 : tensor<2x256x128xf32>
    %306 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %307 = stablehlo.divide %184, %306 : tensor<2x128x256xf32>
    %308 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %309 = stablehlo.divide %189, %308 : tensor<2x128x128xf32>
    %310 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %311 = stablehlo.divide %194, %310 : tensor<2x128xf32>
    %312 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %313 = stablehlo.divide %199, %312 : tensor<2x128x128xf32>
    %314 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %315 = stablehlo.divide %204, %314 : tensor<2x128x128xf32>
    %316 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %317 = stablehlo.divide %209, %316 : tensor<2x128x256xf32>
    %318 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %319 = stablehlo.divide %214, %318 : tensor<2x128x128xf32>
    %320 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %321 = stablehlo.divide %219, %320 : tensor<128x512xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %322 = stablehlo.convert %294 : (tensor<i32>) -> tensor<f32>
    %323 = stablehlo.power %cst_94, %322 : tensor<f32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %324 = stablehlo.subtract %cst_95, %323 : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %326 = stablehlo.divide %225, %325 : tensor<512x128xf32>
    %327 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %328 = stablehlo.divide %231, %327 : tensor<128xf32>
    %329 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %330 = stablehlo.divide %237, %329 : tensor<2x128xf32>
    %331 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %332 = stablehlo.divide %243, %331 : tensor<2x256x128xf32>
    %333 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %334 = stablehlo.divide %249, %333 : tensor<2x128x256xf32>
    %335 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %336 = stablehlo.divide %255, %335 : tensor<2x128x128xf32>
    %337 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %338 = stablehlo.divide %261, %337 : tensor<2x128xf32>
    %339 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %340 = stablehlo.divide %267, %339 : tensor<2x128x128xf32>
    %341 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %342 = stablehlo.divide %273, %341 : tensor<2x128x128xf32>
    %343 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %344 = stablehlo.divide %279, %343 : tensor<2x128x256xf32>
    %345 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %346 = stablehlo.divide %285, %345 : tensor<2x128x128xf32>
    %347 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %348 = stablehlo.divide %291, %347 : tensor<128x512xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %350 = stablehlo.add %326, %349 : tensor<512x128xf32>
    %351 = stablehlo.sqrt %350 : tensor<512x128xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %353 = stablehlo.add %351, %352 : tensor<512x128xf32>
    %354 = stablehlo.divide %299, %353 : tensor<512x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %356 = stablehlo.add %328, %355 : tensor<128xf32>
    %357 = stablehlo.sqrt %356 : tensor<128xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %359 = stablehlo.add %357, %358 : tensor<128xf32>
    %360 = stablehlo.divide %301, %359 : tensor<128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %362 = stablehlo.add %330, %361 : tensor<2x128xf32>
    %363 = stablehlo.sqrt %362 : tensor<2x128xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %365 = stablehlo.add %363, %364 : tensor<2x128xf32>
    %366 = stablehlo.divide %303, %365 : tensor<2x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %368 = stablehlo.add %332, %367 : tensor<2x256x128xf32>
    %369 = stablehlo.sqrt %368 : tensor<2x256x128xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %371 = stablehlo.add %369, %370 : tensor<2x256x128xf32>
    %372 = stablehlo.divide %305, %371 : tensor<2x256x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %374 = stablehlo.add %334, %373 : tensor<2x128x256xf32>
    %375 = stablehlo.sqrt %374 : tensor<2x128x256xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %377 = stablehlo.add %375, %376 : tensor<2x128x256xf32>
    %378 = stablehlo.divide %307, %377 : tensor<2x128x256xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %380 = stablehlo.add %336, %379 : tensor<2x128x128xf32>
    %381 = stablehlo.sqrt %380 : tensor<2x128x128xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %383 = stablehlo.add %381, %382 : tensor<2x128x128xf32>
    %384 = stablehlo.divide %309, %383 : tensor<2x128x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %386 = stablehlo.add %338, %385 : tensor<2x128xf32>
    %387 = stablehlo.sqrt %386 : tensor<2x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %389 = stablehlo.add %387, %388 : tensor<2x128xf32>
    %390 = stablehlo.divide %311, %389 : tensor<2x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %392 = stablehlo.add %340, %391 : tensor<2x128x128xf32>
    %393 = stablehlo.sqrt %392 : tensor<2x128x128xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %395 = stablehlo.add %393, %394 : tensor<2x128x128xf32>
    %396 = stablehlo.divide %313, %395 : tensor<2x128x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %398 = stablehlo.add %342, %397 : tensor<2x128x128xf32>
    %399 = stablehlo.sqrt %398 : tensor<2x128x128xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %401 = stablehlo.add %399, %400 : tensor<2x128x128xf32>
    %402 = stablehlo.divide %315, %401 : tensor<2x128x128xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %404 = stablehlo.add %344, %403 : tensor<2x128x256xf32>
    %405 = stablehlo.sqrt %404 : tensor<2x128x256xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %407 = stablehlo.add %405, %406 : tensor<2x128x256xf32>
    %408 = stablehlo.divide %317, %407 : tensor<2x128x256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %410 = stablehlo.add %346, %409 : tensor<2x128x128xf32>
    %411 = stablehlo.sqrt %410 : tensor<2x128x128xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %413 = stablehlo.add %411, %412 : tensor<2x128x128xf32>
    %414 = stablehlo.divide %319, %413 : tensor<2x128x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %416 = stablehlo.add %348, %415 : tensor<128x512xf32>
    %417 = stablehlo.sqrt %416 : tensor<128x512xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %419 = stablehlo.add %417, %418 : tensor<128x512xf32>
    %420 = stablehlo.divide %321, %419 : tensor<128x512xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %422 = stablehlo.multiply %421, %arg12 : tensor<512x128xf32>
    %423 = stablehlo.add %354, %422 : tensor<512x128xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %425 = stablehlo.multiply %424, %arg13 : tensor<128xf32>
    %426 = stablehlo.add %360, %425 : tensor<128xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %428 = stablehlo.multiply %427, %arg14 : tensor<2x128xf32>
    %429 = stablehlo.add %366, %428 : tensor<2x128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %431 = stablehlo.multiply %430, %arg15 : tensor<2x256x128xf32>
    %432 = stablehlo.add %372, %431 : tensor<2x256x128xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %434 = stablehlo.multiply %433, %arg16 : tensor<2x128x256xf32>
    %435 = stablehlo.add %378, %434 : tensor<2x128x256xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %437 = stablehlo.multiply %436, %arg17 : tensor<2x128x128xf32>
    %438 = stablehlo.add %384, %437 : tensor<2x128x128xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %440 = stablehlo.multiply %439, %arg18 : tensor<2x128xf32>
    %441 = stablehlo.add %390, %440 : tensor<2x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %443 = stablehlo.multiply %442, %arg19 : tensor<2x128x128xf32>
    %444 = stablehlo.add %396, %443 : tensor<2x128x128xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %446 = stablehlo.multiply %445, %arg20 : tensor<2x128x128xf32>
    %447 = stablehlo.add %402, %446 : tensor<2x128x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %449 = stablehlo.multiply %448, %arg21 : tensor<2x128x256xf32>
    %450 = stablehlo.add %408, %449 : tensor<2x128x256xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %452 = stablehlo.multiply %451, %arg22 : tensor<2x128x128xf32>
    %453 = stablehlo.add %414, %452 : tensor<2x128x128xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %455 = stablehlo.multiply %454, %arg23 : tensor<128x512xf32>
    %456 = stablehlo.add %420, %455 : tensor<128x512xf32>
    %cst_132 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %458 = stablehlo.multiply %457, %423 : tensor<512x128xf32>
    %cst_133 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %460 = stablehlo.multiply %459, %426 : tensor<128xf32>
    %cst_134 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %462 = stablehlo.multiply %461, %429 : tensor<2x128xf32>
    %cst_135 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %464 = stablehlo.multiply %463, %432 : tensor<2x256x128xf32>
    %cst_136 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %466 = stablehlo.multiply %465, %435 : tensor<2x128x256xf32>
    %cst_137 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %468 = stablehlo.multiply %467, %438 : tensor<2x128x128xf32>
    %cst_138 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %470 = stablehlo.multiply %469, %441 : tensor<2x128xf32>
    %cst_139 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %472 = stablehlo.multiply %471, %444 : tensor<2x128x128xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %474 = stablehlo.multiply %473, %447 : tensor<2x128x128xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %476 = stablehlo.multiply %475, %450 : tensor<2x128x256xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %478 = stablehlo.multiply %477, %453 : tensor<2x128x128xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %480 = stablehlo.multiply %479, %456 : tensor<128x512xf32>
    %481 = stablehlo.add %arg12, %458 : tensor<512x128xf32>
    %482 = stablehlo.add %arg13, %460 : tensor<128xf32>
    %483 = stablehlo.add %arg14, %462 : tensor<2x128xf32>
    %484 = stablehlo.add %arg15, %464 : tensor<2x256x128xf32>
    %485 = stablehlo.add %arg16, %466 : tensor<2x128x256xf32>
    %486 = stablehlo.add %arg17, %468 : tensor<2x128x128xf32>
    %487 = stablehlo.add %arg18, %470 : tensor<2x128xf32>
    %488 = stablehlo.add %arg19, %472 : tensor<2x128x128xf32>
    %489 = stablehlo.add %arg20, %474 : tensor<2x128x128xf32>
    %490 = stablehlo.add %arg21, %476 : tensor<2x128x256xf32>
    %491 = stablehlo.add %arg22, %478 : tensor<2x128x128xf32>
    %492 = stablehlo.add %arg23, %480 : tensor<128x512xf32>
    %493 = stablehlo.convert %481 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %494 = stablehlo.convert %482 : (tensor<128xf32>) -> tensor<128xbf16>
    %495 = stablehlo.convert %483 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %496 = stablehlo.convert %484 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %497 = stablehlo.convert %485 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %498 = stablehlo.convert %486 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %499 = stablehlo.convert %487 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %500 = stablehlo.convert %488 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %501 = stablehlo.convert %489 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %502 = stablehlo.convert %490 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %503 = stablehlo.convert %491 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %504 = stablehlo.convert %492 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %504, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %492, %294, %164, %169, %174, %179, %184, %189, %194, %199, %204, %209, %214, %219, %225, %231, %237, %243, %249, %255, %261, %267, %273, %279, %285, %291, %92 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x128xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x128xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x128xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x128xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8x1x64x64xf32>
    return %1, %2 : tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>
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
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<1x8x1x64x64xi1>, %arg5: tensor<1x8x1x64x64xf32>, %arg6: tensor<1x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x128xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x128xbf16>) -> (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) {
    %0 = sdy.sharding_constraint %arg6 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<1x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<1x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<1x64x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<1x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<1x64x128xf32>
    %12 = stablehlo.convert %arg7 : (tensor<128xbf16>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %15 = stablehlo.multiply %11, %14 : tensor<1x64x128xf32>
    %16 = stablehlo.convert %15 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %17 = stablehlo.dot_general %16, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %20 = stablehlo.dot_general %16, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %23 = stablehlo.dot_general %16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %25 = stablehlo.reshape %24 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %26 = stablehlo.convert %19 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %27 = stablehlo.slice %26 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %28 = stablehlo.slice %26 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<1x64x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<1x64x8x8xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<1x64x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %35 = stablehlo.multiply %28, %34 : tensor<1x64x8x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<1x64x8x8xf32>
    %38 = stablehlo.add %35, %37 : tensor<1x64x8x8xf32>
    %39 = stablehlo.concatenate %33, %38, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %40 = stablehlo.convert %39 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %41 = stablehlo.convert %22 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %42 = stablehlo.slice %41 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %43 = stablehlo.slice %41 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %44 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<1x64x8x8xf32>
    %46 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<1x64x8x8xf32>
    %48 = stablehlo.subtract %45, %47 : tensor<1x64x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %50 = stablehlo.multiply %43, %49 : tensor<1x64x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<1x64x8x8xf32>
    %53 = stablehlo.add %50, %52 : tensor<1x64x8x8xf32>
    %54 = stablehlo.concatenate %48, %53, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %55 = stablehlo.convert %54 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %56 = stablehlo.reshape %40 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %57 = stablehlo.dot_general %55, %56, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x16xbf16>, tensor<1x64x8x1x16xbf16>) -> tensor<1x8x64x64x1xbf16>
    %58 = stablehlo.transpose %57, dims = [0, 1, 4, 3, 2] : (tensor<1x8x64x64x1xbf16>) -> tensor<1x8x1x64x64xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1x8x1x64x64xbf16>
    %60 = stablehlo.multiply %58, %59 : tensor<1x8x1x64x64xbf16>
    %61 = stablehlo.convert %60 : (tensor<1x8x1x64x64xbf16>) -> tensor<1x8x1x64x64xf32>
    %62 = call @_where_4(%61, %arg4, %arg5) : (tensor<1x8x1x64x64xf32>, tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>) -> tensor<1x8x1x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x1x64x64xf32>, tensor<f32>) -> tensor<1x8x1x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x8x1x64xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<1x8x1x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x8x1x64xf32>) -> tensor<1x8x1x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x1xf32>) -> tensor<1x8x1x64x64xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<1x8x1x64x64xf32>
    %69 = stablehlo.exponential %68 : tensor<1x8x1x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<1x8x1x64x64xf32>, tensor<f32>) -> tensor<1x8x1x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x8x1x64xf32>) -> tensor<1x8x1x64x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x1xf32>) -> tensor<1x8x1x64x64xf32>
    %73 = stablehlo.divide %69, %72 : tensor<1x8x1x64x64xf32>
    %74 = stablehlo.convert %73 : (tensor<1x8x1x64x64xf32>) -> tensor<1x8x1x64x64xbf16>
    %75 = stablehlo.dot_general %25, %74, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x16xbf16>, tensor<1x8x1x64x64xbf16>) -> tensor<1x8x16x1x64xbf16>
    %76 = stablehlo.transpose %75, dims = [0, 4, 1, 3, 2] : (tensor<1x8x16x1x64xbf16>) -> tensor<1x64x8x1x16xbf16>
    %77 = stablehlo.reshape %76 : (tensor<1x64x8x1x16xbf16>) -> tensor<1x64x128xbf16>
    %78 = stablehlo.dot_general %77, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %79 = sdy.sharding_constraint %78 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %80 = stablehlo.add %0, %79 : tensor<1x64x128xbf16>
    %81 = stablehlo.convert %80 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<1x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<1x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %88 = stablehlo.add %86, %87 : tensor<1x64x1xf32>
    %89 = stablehlo.rsqrt %88 : tensor<1x64x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<1x64x128xf32>
    %92 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %95 = stablehlo.multiply %91, %94 : tensor<1x64x128xf32>
    %96 = stablehlo.convert %95 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %97 = stablehlo.dot_general %96, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %98 = stablehlo.dot_general %96, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %99 = call @silu(%97) : (tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
    %100 = stablehlo.multiply %99, %98 : tensor<1x64x256xbf16>
    %101 = stablehlo.dot_general %100, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<256x128xbf16>) -> tensor<1x64x128xbf16>
    %102 = sdy.sharding_constraint %101 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %103 = stablehlo.add %80, %102 : tensor<1x64x128xbf16>
    return %103, %arg6 : tensor<1x64x128xbf16>, tensor<1x64x128xbf16>
  }
  func.func private @_where_4(%arg0: tensor<1x8x1x64x64xf32>, %arg1: tensor<1x8x1x64x64xi1>, %arg2: tensor<1x8x1x64x64xf32>) -> tensor<1x8x1x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>
    return %0 : tensor<1x8x1x64x64xf32>
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
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x1x64x128xbf16>, %arg1: tensor<1x64x128xbf16>, %arg2: tensor<i32>) -> tensor<2x1x64x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x64x128xbf16>) -> tensor<1x1x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x64x128xbf16>, tensor<1x1x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64x128xbf16>
    return %1 : tensor<2x1x64x128xbf16>
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
  func.func private @take_along_axis_5(%arg0: tensor<64x1x1xi32>, %arg1: tensor<1x64x1xf32>) -> tensor<1x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x64x512xf32>, tensor<64x1x1xi32>, tensor<1x64x1xf32>) -> tensor<1x64x512xf32>
    return %1 : tensor<1x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<2x1x64x128xbf16>, %arg1: tensor<i32>) -> tensor<1x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 64, 128] : (tensor<2x1x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x64x128xbf16>) -> tensor<1x64x128xbf16>
    return %1 : tensor<1x64x128xbf16>
  }
  func.func private @closed_call_7(%arg0: tensor<1x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x256xbf16>, %arg4: tensor<128x128xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x256xbf16>, %arg9: tensor<128x128xbf16>, %arg10: tensor<1x64x128xbf16>) -> (tensor<1x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>) {
    %0 = sdy.sharding_constraint %arg10 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<1x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<1x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<1x64x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<1x64x1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<1x64x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<1x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<1x64x128xf32>
    %15 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<1x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %23 = stablehlo.dot_general %19, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %25 = stablehlo.reshape %24 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %26 = stablehlo.dot_general %19, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %28 = stablehlo.reshape %27 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x16xbf16>
    %29 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.add %32, %31 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.power %36, %35 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.divide %38, %37 : tensor<8xf32>
    %40 = stablehlo.iota dim = 0 : tensor<64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %42 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<64x8xf32>
    %46 = stablehlo.sine %45 : tensor<64x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %48 = stablehlo.cosine %45 : tensor<64x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %50 = stablehlo.convert %22 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %51 = stablehlo.slice %50 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %52 = stablehlo.slice %50 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<1x64x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<1x64x8x8xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<1x64x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %59 = stablehlo.multiply %52, %58 : tensor<1x64x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %61 = stablehlo.multiply %51, %60 : tensor<1x64x8x8xf32>
    %62 = stablehlo.add %59, %61 : tensor<1x64x8x8xf32>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %64 = stablehlo.convert %63 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %65 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.add %68, %67 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.divide %69, %70 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.power %72, %71 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.divide %74, %73 : tensor<8xf32>
    %76 = stablehlo.iota dim = 0 : tensor<64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<64x8xf32>
    %82 = stablehlo.sine %81 : tensor<64x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %84 = stablehlo.cosine %81 : tensor<64x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %86 = stablehlo.convert %25 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %87 = stablehlo.slice %86 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %88 = stablehlo.slice %86 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<1x64x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<1x64x8x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<1x64x8x8xf32>
    %94 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %95 = stablehlo.multiply %88, %94 : tensor<1x64x8x8xf32>
    %96 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<1x64x8x8xf32>
    %98 = stablehlo.add %95, %97 : tensor<1x64x8x8xf32>
    %99 = stablehlo.concatenate %93, %98, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %100 = stablehlo.convert %99 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %101 = stablehlo.reshape %64 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %102 = stablehlo.dot_general %100, %101, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x16xbf16>, tensor<1x64x8x1x16xbf16>) -> tensor<1x8x64x64x1xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 1, 4, 3, 2] : (tensor<1x8x64x64x1xbf16>) -> tensor<1x8x1x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<1x8x1x64x64xbf16>
    %105 = stablehlo.multiply %103, %104 : tensor<1x8x1x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %106 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %107 = call @tril_8(%106) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %108 = stablehlo.convert %105 : (tensor<1x8x1x64x64xbf16>) -> tensor<1x8x1x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %109:2 = call @_where_9(%107, %108, %cst_14) : (tensor<64x64xi1>, tensor<1x8x1x64x64xf32>, tensor<f32>) -> (tensor<1x8x1x64x64xf32>, tensor<1x8x1x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.reduce(%109#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x1x64x64xf32>, tensor<f32>) -> tensor<1x8x1x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8x1x64xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<1x8x1x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x8x1x64xf32>) -> tensor<1x8x1x64x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x1xf32>) -> tensor<1x8x1x64x64xf32>
    %115 = stablehlo.subtract %109#0, %114 : tensor<1x8x1x64x64xf32>
    %116 = stablehlo.exponential %115 : tensor<1x8x1x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<1x8x1x64x64xf32>, tensor<f32>) -> tensor<1x8x1x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x8x1x64xf32>) -> tensor<1x8x1x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x1xf32>) -> tensor<1x8x1x64x64xf32>
    %120 = stablehlo.divide %116, %119 : tensor<1x8x1x64x64xf32>
    %121 = stablehlo.multiply %118, %118 : tensor<1x8x1x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x1x64x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<1x8x1x64x1xf32>
    %124 = stablehlo.convert %120 : (tensor<1x8x1x64x64xf32>) -> tensor<1x8x1x64x64xbf16>
    %125 = stablehlo.dot_general %28, %124, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x8x16xbf16>, tensor<1x8x1x64x64xbf16>) -> tensor<1x8x16x1x64xbf16>
    %126 = stablehlo.transpose %125, dims = [0, 4, 1, 3, 2] : (tensor<1x8x16x1x64xbf16>) -> tensor<1x64x8x1x16xbf16>
    %127 = stablehlo.reshape %126 : (tensor<1x64x8x1x16xbf16>) -> tensor<1x64x128xbf16>
    %128 = stablehlo.dot_general %127, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %129 = sdy.sharding_constraint %128 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %130 = stablehlo.add %0, %129 : tensor<1x64x128xbf16>
    %131 = stablehlo.convert %130 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %132 = stablehlo.multiply %131, %131 : tensor<1x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %136 = stablehlo.divide %134, %135 : tensor<1x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x64x1xf32>
    %139 = stablehlo.rsqrt %138 : tensor<1x64x1xf32>
    %140 = stablehlo.divide %139, %138 : tensor<1x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<1x64x1xf32>
    %143 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %144 = stablehlo.multiply %131, %143 : tensor<1x64x128xf32>
    %145 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<1x64x128xf32>
    %149 = stablehlo.convert %148 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %150 = stablehlo.dot_general %149, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %151 = stablehlo.dot_general %149, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x256xbf16>) -> tensor<1x64x256xbf16>
    %152:3 = call @silu_10(%150) : (tensor<1x64x256xbf16>) -> (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>)
    %153 = stablehlo.multiply %152#0, %151 : tensor<1x64x256xbf16>
    %154 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %155 = stablehlo.dot_general %154, %153, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x256xbf16>) -> tensor<128x256xbf16>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %157 = stablehlo.dot_general %154, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<256x128xbf16>) -> tensor<1x64x256xbf16>
    %158 = stablehlo.multiply %152#0, %157 : tensor<1x64x256xbf16>
    %159 = stablehlo.multiply %157, %151 : tensor<1x64x256xbf16>
    %160 = call @silu_11(%152#1, %150, %152#2, %159) : (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16>
    %161 = stablehlo.dot_general %158, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %163 = stablehlo.dot_general %158, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
    %164 = stablehlo.dot_general %160, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<1x64x128xbf16>) -> tensor<256x128xbf16>
    %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %166 = stablehlo.dot_general %160, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x256xbf16>, tensor<128x256xbf16>) -> tensor<1x64x128xbf16>
    %167 = stablehlo.add %163, %166 : tensor<1x64x128xbf16>
    %168 = stablehlo.convert %167 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %169 = stablehlo.multiply %144, %168 : tensor<1x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %171 = stablehlo.reshape %170 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %172 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %173 = stablehlo.multiply %168, %172 : tensor<1x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%171 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %175 = stablehlo.convert %174 : (tensor<128xf32>) -> tensor<128xbf16>
    %176 = stablehlo.multiply %131, %173 : tensor<1x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %179 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %180 = stablehlo.multiply %173, %179 : tensor<1x64x128xf32>
    %181 = stablehlo.multiply %178, %142 : tensor<1x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %183 = stablehlo.divide %181, %182 : tensor<1x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_27) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %187 = stablehlo.multiply %131, %186 : tensor<1x64x128xf32>
    %188 = stablehlo.add %180, %187 : tensor<1x64x128xf32>
    %189 = stablehlo.multiply %186, %131 : tensor<1x64x128xf32>
    %190 = stablehlo.add %188, %189 : tensor<1x64x128xf32>
    %191 = stablehlo.convert %190 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %192 = stablehlo.add %arg0, %191 : tensor<1x64x128xbf16>
    %193 = sdy.sharding_constraint %192 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    %194 = stablehlo.dot_general %193, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %195 = stablehlo.transpose %194, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %196 = stablehlo.dot_general %193, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %197 = stablehlo.reshape %196 : (tensor<1x64x128xbf16>) -> tensor<1x64x8x1x16xbf16>
    %198 = stablehlo.transpose %197, dims = [0, 2, 4, 3, 1] : (tensor<1x64x8x1x16xbf16>) -> tensor<1x8x16x1x64xbf16>
    %199 = stablehlo.dot_general %198, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16x1x64xbf16>, tensor<1x64x8x16xbf16>) -> tensor<1x8x1x64x64xbf16>
    %200 = stablehlo.dot_general %198, %124, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x8x16x1x64xbf16>, tensor<1x8x1x64x64xbf16>) -> tensor<1x8x16x64xbf16>
    %201 = stablehlo.transpose %200, dims = [0, 3, 1, 2] : (tensor<1x8x16x64xbf16>) -> tensor<1x64x8x16xbf16>
    %202 = stablehlo.convert %199 : (tensor<1x8x1x64x64xbf16>) -> tensor<1x8x1x64x64xf32>
    %203 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x1xf32>) -> tensor<1x8x1x64x64xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<1x8x1x64x64xf32>
    %205 = stablehlo.multiply %204, %116 : tensor<1x8x1x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<1x8x1x64x64xf32>, tensor<f32>) -> tensor<1x8x1x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x8x1x64xf32>) -> tensor<1x8x1x64x1xf32>
    %208 = stablehlo.negate %207 : tensor<1x8x1x64x1xf32>
    %209 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x1xf32>) -> tensor<1x8x1x64x64xf32>
    %210 = stablehlo.divide %202, %209 : tensor<1x8x1x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%208 init: %cst_29) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<1x8x1x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [1, 3] : (tensor<8x64xf32>) -> tensor<1x8x1x64xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x8x1x64xf32>) -> tensor<1x8x1x64x64xf32>
    %214 = stablehlo.add %210, %213 : tensor<1x8x1x64x64xf32>
    %215 = stablehlo.multiply %214, %116 : tensor<1x8x1x64x64xf32>
    %216 = call @_where_12(%109#1, %215) : (tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>) -> tensor<1x8x1x64x64xf32>
    %217 = stablehlo.convert %216 : (tensor<1x8x1x64x64xf32>) -> tensor<1x8x1x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %218 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<1x8x1x64x64xbf16>
    %219 = stablehlo.multiply %217, %218 : tensor<1x8x1x64x64xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 1, 4, 3, 2] : (tensor<1x8x1x64x64xbf16>) -> tensor<1x8x64x64x1xbf16>
    %221 = stablehlo.dot_general %220, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x64x64x1xbf16>, tensor<1x64x8x16xbf16>) -> tensor<1x8x64x1x16xbf16>
    %222 = stablehlo.transpose %221, dims = [0, 2, 1, 3, 4] : (tensor<1x8x64x1x16xbf16>) -> tensor<1x64x8x1x16xbf16>
    %223 = stablehlo.dot_general %220, %101, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x8x64x64x1xbf16>, tensor<1x64x8x1x16xbf16>) -> tensor<1x8x64x16xbf16>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] : (tensor<1x8x64x16xbf16>) -> tensor<1x64x8x16xbf16>
    %225 = stablehlo.reshape %222 : (tensor<1x64x8x1x16xbf16>) -> tensor<1x64x8x16xbf16>
    %226 = stablehlo.convert %224 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %227 = stablehlo.slice %226 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %228 = stablehlo.slice %226 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %229 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<1x64x8x8xf32>
    %231 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %232 = stablehlo.multiply %228, %231 : tensor<1x64x8x8xf32>
    %233 = stablehlo.negate %227 : tensor<1x64x8x8xf32>
    %234 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<1x64x8x8xf32>
    %236 = stablehlo.add %232, %235 : tensor<1x64x8x8xf32>
    %237 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %238 = stablehlo.multiply %227, %237 : tensor<1x64x8x8xf32>
    %239 = stablehlo.add %230, %238 : tensor<1x64x8x8xf32>
    %240 = stablehlo.concatenate %239, %236, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %241 = stablehlo.convert %240 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %242 = stablehlo.convert %225 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x8x16xf32>
    %243 = stablehlo.slice %242 [0:1, 0:64, 0:8, 0:8] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %244 = stablehlo.slice %242 [0:1, 0:64, 0:8, 8:16] : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x8xf32>
    %245 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<1x64x8x8xf32>
    %247 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %248 = stablehlo.multiply %244, %247 : tensor<1x64x8x8xf32>
    %249 = stablehlo.negate %243 : tensor<1x64x8x8xf32>
    %250 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<1x64x8x8xf32>
    %252 = stablehlo.add %248, %251 : tensor<1x64x8x8xf32>
    %253 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<1x64x8x8xf32>
    %254 = stablehlo.multiply %243, %253 : tensor<1x64x8x8xf32>
    %255 = stablehlo.add %246, %254 : tensor<1x64x8x8xf32>
    %256 = stablehlo.concatenate %255, %252, dim = 3 : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x16xf32>
    %257 = stablehlo.convert %256 : (tensor<1x64x8x16xf32>) -> tensor<1x64x8x16xbf16>
    %258 = stablehlo.reshape %201 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x128xbf16>
    %259 = sdy.sharding_constraint %258 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %260 = stablehlo.dot_general %259, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %261 = stablehlo.transpose %260, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %262 = stablehlo.dot_general %259, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %263 = stablehlo.reshape %241 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x128xbf16>
    %264 = sdy.sharding_constraint %263 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %265 = stablehlo.dot_general %264, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %266 = stablehlo.transpose %265, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %267 = stablehlo.dot_general %264, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %268 = stablehlo.add %262, %267 : tensor<1x64x128xbf16>
    %269 = stablehlo.reshape %257 : (tensor<1x64x8x16xbf16>) -> tensor<1x64x128xbf16>
    %270 = sdy.sharding_constraint %269 <@mesh, [{}, {}, {"model"}]> : tensor<1x64x128xbf16>
    %271 = stablehlo.dot_general %270, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<1x64x128xbf16>) -> tensor<128x128xbf16>
    %272 = stablehlo.transpose %271, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %273 = stablehlo.dot_general %270, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xbf16>, tensor<128x128xbf16>) -> tensor<1x64x128xbf16>
    %274 = stablehlo.add %268, %273 : tensor<1x64x128xbf16>
    %275 = stablehlo.convert %274 : (tensor<1x64x128xbf16>) -> tensor<1x64x128xf32>
    %276 = stablehlo.multiply %14, %275 : tensor<1x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x128xf32>
    %278 = stablehlo.reshape %277 : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %279 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %280 = stablehlo.multiply %275, %279 : tensor<1x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%278 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %282 = stablehlo.convert %281 : (tensor<128xf32>) -> tensor<128xbf16>
    %283 = stablehlo.multiply %1, %280 : tensor<1x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %285 = stablehlo.reshape %284 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %286 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %287 = stablehlo.multiply %280, %286 : tensor<1x64x128xf32>
    %288 = stablehlo.multiply %285, %12 : tensor<1x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %290 = stablehlo.divide %288, %289 : tensor<1x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_35) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x128xf32>
    %294 = stablehlo.multiply %1, %293 : tensor<1x64x128xf32>
    %295 = stablehlo.add %287, %294 : tensor<1x64x128xf32>
    %296 = stablehlo.multiply %293, %1 : tensor<1x64x128xf32>
    %297 = stablehlo.add %295, %296 : tensor<1x64x128xf32>
    %298 = stablehlo.convert %297 : (tensor<1x64x128xf32>) -> tensor<1x64x128xbf16>
    %299 = stablehlo.add %192, %298 : tensor<1x64x128xbf16>
    %300 = sdy.sharding_constraint %299 <@mesh, [{}, {}, {}]> : tensor<1x64x128xbf16>
    return %300, %282, %156, %165, %266, %175, %195, %272, %162, %261 : tensor<1x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x128xbf16>
  }
  func.func private @tril_8(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_9(%arg0: tensor<64x64xi1>, %arg1: tensor<1x8x1x64x64xf32>, %arg2: tensor<f32>) -> (tensor<1x8x1x64x64xf32>, tensor<1x8x1x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8x1x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>
    return %3, %1 : tensor<1x8x1x64x64xf32>, tensor<1x8x1x64x64xi1>
  }
  func.func private @silu_10(%arg0: tensor<1x64x256xbf16>) -> (tensor<1x64x256xbf16>, tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) {
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
  func.func private @silu_11(%arg0: tensor<1x64x256xbf16>, %arg1: tensor<1x64x256xbf16>, %arg2: tensor<1x64x256xbf16>, %arg3: tensor<1x64x256xbf16>) -> tensor<1x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<1x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<1x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<1x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<1x64x256xbf16>
    return %3 : tensor<1x64x256xbf16>
  }
  func.func private @_where_12(%arg0: tensor<1x8x1x64x64xi1>, %arg1: tensor<1x8x1x64x64xf32>) -> tensor<1x8x1x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x1x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x8x1x64x64xi1>, tensor<1x8x1x64x64xf32>
    return %1 : tensor<1x8x1x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<i32>) -> tensor<2x256x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xbf16>, tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xbf16>
    return %1 : tensor<2x256x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<128x256xbf16>, %arg2: tensor<i32>) -> tensor<2x128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xbf16>) -> tensor<1x128x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xbf16>, tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xbf16>
    return %1 : tensor<2x128x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @_take_17(%arg0: tensor<1x64x1xi32>, %arg1: tensor<1x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<1x64x1xi32>, tensor<1x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
