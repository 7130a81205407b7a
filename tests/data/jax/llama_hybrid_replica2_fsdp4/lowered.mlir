module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["replica"=2, "fsdp"=4]> {stablehlo.mesh = {axes = [{name = "replica", size = 2 : i64}, {name = "fsdp", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"replica", "fsdp"}, {}]>}, %arg50: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"replica", "fsdp"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[2][0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[2][0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<128xf32> {jax.result_info = "result[2][0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[2][0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[2][0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[2][0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[2][0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[2][0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg50) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %48:18 = stablehlo.while(%iterArg = %arg2, %iterArg_144 = %arg3, %iterArg_145 = %arg4, %iterArg_146 = %arg5, %iterArg_147 = %arg6, %iterArg_148 = %arg7, %iterArg_149 = %arg8, %iterArg_150 = %arg9, %iterArg_151 = %arg10, %iterArg_152 = %43, %iterArg_153 = %41, %iterArg_154 = %22, %iterArg_155 = %20, %iterArg_156 = %46#0, %iterArg_157 = %46#1, %iterArg_158 = %c_11, %iterArg_159 = %1, %iterArg_160 = %47) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_161 = stablehlo.constant dense<2> : tensor<i32>
      %504 = stablehlo.compare LT, %iterArg_158, %c_161, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %504 : tensor<i1>
    } do {
      %504 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_158) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %505 = func.call @dynamic_index_in_dim_1(%iterArg_144, %iterArg_158) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %506 = func.call @dynamic_index_in_dim_2(%iterArg_145, %iterArg_158) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %507 = func.call @dynamic_index_in_dim_3(%iterArg_146, %iterArg_158) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %508 = func.call @dynamic_index_in_dim(%iterArg_147, %iterArg_158) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %509 = func.call @dynamic_index_in_dim_4(%iterArg_148, %iterArg_158) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %510 = func.call @dynamic_index_in_dim_4(%iterArg_149, %iterArg_158) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %511 = func.call @dynamic_index_in_dim_2(%iterArg_150, %iterArg_158) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %512 = func.call @dynamic_index_in_dim_3(%iterArg_151, %iterArg_158) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %513:2 = func.call @closed_call(%iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_159, %504, %505, %506, %507, %508, %509, %510, %511, %512) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %514 = func.call @dynamic_update_index_in_dim(%iterArg_160, %513#1, %iterArg_158) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_161 = stablehlo.constant dense<1> : tensor<i32>
      %515 = stablehlo.add %iterArg_158, %c_161 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %515, %513#0, %514 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    }
    %49 = stablehlo.convert %48#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %56 = stablehlo.add %54, %55 : tensor<8x64x1xf32>
    %57 = stablehlo.rsqrt %56 : tensor<8x64x1xf32>
    %58 = stablehlo.divide %57, %56 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<8x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %62 = stablehlo.multiply %49, %61 : tensor<8x64x128xf32>
    %63 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %66 = stablehlo.multiply %62, %65 : tensor<8x64x128xf32>
    %67 = stablehlo.convert %66 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %68 = stablehlo.dot_general %67, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %69 = stablehlo.convert %68 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<8x64xf32>
    %74 = stablehlo.is_finite %73 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %76 = stablehlo.select %74, %73, %75 : tensor<8x64xi1>, tensor<8x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %79 = stablehlo.subtract %70, %78 : tensor<8x64x512xf32>
    %80 = stablehlo.exponential %79 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %82 = stablehlo.abs %81 : tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %84 = stablehlo.compare GE, %81, %83, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %85 = stablehlo.log %82 : tensor<8x64xf32>
    %86 = stablehlo.add %85, %76 : tensor<8x64xf32>
    %87 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %88:2 = call @take_along_axis(%70, %87) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %89 = stablehlo.reshape %88#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %90 = stablehlo.subtract %86, %89 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %92 = stablehlo.divide %91, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %93 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %95 = stablehlo.negate %94 : tensor<8x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %97 = call @take_along_axis_6(%88#1, %96) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %98 = stablehlo.divide %94, %82 : tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %100 = stablehlo.select %84, %99, %98 : tensor<8x64xi1>, tensor<8x64xf32>
    %101 = stablehlo.select %84, %98, %99 : tensor<8x64xi1>, tensor<8x64xf32>
    %102 = stablehlo.negate %100 : tensor<8x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %105 = stablehlo.multiply %104, %80 : tensor<8x64x512xf32>
    %106 = stablehlo.add %97, %105 : tensor<8x64x512xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %108 = stablehlo.convert %107 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %109 = stablehlo.dot_general %108, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %111 = stablehlo.dot_general %108, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %112 = stablehlo.convert %111 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %113 = stablehlo.multiply %62, %112 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %115 = stablehlo.reshape %114 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %116 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %117 = stablehlo.multiply %112, %116 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%115 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %119 = stablehlo.convert %118 : (tensor<128xf32>) -> tensor<128xbf16>
    %120 = stablehlo.multiply %49, %117 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %123 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %124 = stablehlo.multiply %117, %123 : tensor<8x64x128xf32>
    %125 = stablehlo.multiply %122, %60 : tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %130 = stablehlo.multiply %49, %129 : tensor<8x64x128xf32>
    %131 = stablehlo.add %124, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.multiply %129, %49 : tensor<8x64x128xf32>
    %133 = stablehlo.add %131, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.convert %133 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x256x128xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x128xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x128x128xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x128x256xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x128x64xbf16>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %144:21 = stablehlo.while(%iterArg = %arg2, %iterArg_144 = %arg3, %iterArg_145 = %arg4, %iterArg_146 = %arg5, %iterArg_147 = %arg6, %iterArg_148 = %arg7, %iterArg_149 = %arg8, %iterArg_150 = %arg9, %iterArg_151 = %arg10, %iterArg_152 = %48#17, %iterArg_153 = %c_40, %iterArg_154 = %134, %iterArg_155 = %135, %iterArg_156 = %136, %iterArg_157 = %137, %iterArg_158 = %138, %iterArg_159 = %139, %iterArg_160 = %140, %iterArg_161 = %141, %iterArg_162 = %142, %iterArg_163 = %143) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_164 = stablehlo.constant dense<2> : tensor<i32>
      %504 = stablehlo.compare LT, %iterArg_153, %c_164, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %504 : tensor<i1>
    } do {
      %c_164 = stablehlo.constant dense<2> : tensor<i32>
      %504 = stablehlo.subtract %c_164, %iterArg_153 : tensor<i32>
      %c_165 = stablehlo.constant dense<1> : tensor<i32>
      %505 = stablehlo.subtract %504, %c_165 : tensor<i32>
      %506 = func.call @dynamic_index_in_dim(%iterArg, %505) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %507 = func.call @dynamic_index_in_dim_1(%iterArg_144, %505) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %508 = func.call @dynamic_index_in_dim_2(%iterArg_145, %505) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %509 = func.call @dynamic_index_in_dim_3(%iterArg_146, %505) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %510 = func.call @dynamic_index_in_dim(%iterArg_147, %505) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %511 = func.call @dynamic_index_in_dim_4(%iterArg_148, %505) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %512 = func.call @dynamic_index_in_dim_4(%iterArg_149, %505) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %513 = func.call @dynamic_index_in_dim_2(%iterArg_150, %505) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %514 = func.call @dynamic_index_in_dim_3(%iterArg_151, %505) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %515 = func.call @dynamic_index_in_dim_7(%iterArg_152, %505) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %516:10 = func.call @closed_call_8(%iterArg_154, %506, %507, %508, %509, %510, %511, %512, %513, %514, %515) : (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %517 = func.call @dynamic_update_index_in_dim_14(%iterArg_155, %516#1, %505) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %518 = func.call @dynamic_update_index_in_dim_15(%iterArg_156, %516#2, %505) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %519 = func.call @dynamic_update_index_in_dim_16(%iterArg_157, %516#3, %505) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %520 = func.call @dynamic_update_index_in_dim_17(%iterArg_158, %516#4, %505) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %521 = func.call @dynamic_update_index_in_dim_14(%iterArg_159, %516#5, %505) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %522 = func.call @dynamic_update_index_in_dim_18(%iterArg_160, %516#6, %505) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %523 = func.call @dynamic_update_index_in_dim_18(%iterArg_161, %516#7, %505) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %524 = func.call @dynamic_update_index_in_dim_16(%iterArg_162, %516#8, %505) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %525 = func.call @dynamic_update_index_in_dim_17(%iterArg_163, %516#9, %505) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_166 = stablehlo.constant dense<1> : tensor<i32>
      %526 = stablehlo.add %iterArg_153, %c_166 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %526, %516#0, %517, %518, %519, %520, %521, %522, %523, %524, %525 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %145 = sdy.sharding_constraint %144#11 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    %146 = call @_take_19(%0#1, %145) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %147 = stablehlo.convert %146 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %148 = stablehlo.convert %119 : (tensor<128xbf16>) -> tensor<128xf32>
    %149 = stablehlo.convert %144#12 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %150 = stablehlo.convert %144#13 : (tensor<2x256x128xbf16>) -> tensor<2x256x128xf32>
    %151 = stablehlo.convert %144#14 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %152 = stablehlo.convert %144#15 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %153 = stablehlo.convert %144#16 : (tensor<2x128xbf16>) -> tensor<2x128xf32>
    %154 = stablehlo.convert %144#17 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %155 = stablehlo.convert %144#18 : (tensor<2x128x128xbf16>) -> tensor<2x128x128xf32>
    %156 = stablehlo.convert %144#19 : (tensor<2x128x256xbf16>) -> tensor<2x128x256xf32>
    %157 = stablehlo.convert %144#20 : (tensor<2x128x64xbf16>) -> tensor<2x128x64xf32>
    %158 = stablehlo.convert %110 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %160 = stablehlo.multiply %159, %147 : tensor<512x128xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %162 = stablehlo.multiply %161, %arg25 : tensor<512x128xf32>
    %163 = stablehlo.add %160, %162 : tensor<512x128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %165 = stablehlo.multiply %164, %148 : tensor<128xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %167 = stablehlo.multiply %166, %arg26 : tensor<128xf32>
    %168 = stablehlo.add %165, %167 : tensor<128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %170 = stablehlo.multiply %169, %149 : tensor<2x128xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %172 = stablehlo.multiply %171, %arg27 : tensor<2x128xf32>
    %173 = stablehlo.add %170, %172 : tensor<2x128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %175 = stablehlo.multiply %174, %150 : tensor<2x256x128xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %177 = stablehlo.multiply %176, %arg28 : tensor<2x256x128xf32>
    %178 = stablehlo.add %175, %177 : tensor<2x256x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %180 = stablehlo.multiply %179, %151 : tensor<2x128x256xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %182 = stablehlo.multiply %181, %arg29 : tensor<2x128x256xf32>
    %183 = stablehlo.add %180, %182 : tensor<2x128x256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %185 = stablehlo.multiply %184, %152 : tensor<2x128x64xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %187 = stablehlo.multiply %186, %arg30 : tensor<2x128x64xf32>
    %188 = stablehlo.add %185, %187 : tensor<2x128x64xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %190 = stablehlo.multiply %189, %153 : tensor<2x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %192 = stablehlo.multiply %191, %arg31 : tensor<2x128xf32>
    %193 = stablehlo.add %190, %192 : tensor<2x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %195 = stablehlo.multiply %194, %154 : tensor<2x128x128xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %197 = stablehlo.multiply %196, %arg32 : tensor<2x128x128xf32>
    %198 = stablehlo.add %195, %197 : tensor<2x128x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %200 = stablehlo.multiply %199, %155 : tensor<2x128x128xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %202 = stablehlo.multiply %201, %arg33 : tensor<2x128x128xf32>
    %203 = stablehlo.add %200, %202 : tensor<2x128x128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %205 = stablehlo.multiply %204, %156 : tensor<2x128x256xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %207 = stablehlo.multiply %206, %arg34 : tensor<2x128x256xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x128x256xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %210 = stablehlo.multiply %209, %157 : tensor<2x128x64xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %212 = stablehlo.multiply %211, %arg35 : tensor<2x128x64xf32>
    %213 = stablehlo.add %210, %212 : tensor<2x128x64xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %215 = stablehlo.multiply %214, %158 : tensor<128x512xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %217 = stablehlo.multiply %216, %arg36 : tensor<128x512xf32>
    %218 = stablehlo.add %215, %217 : tensor<128x512xf32>
    %219 = stablehlo.multiply %147, %147 : tensor<512x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<512x128xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %223 = stablehlo.multiply %222, %arg37 : tensor<512x128xf32>
    %224 = stablehlo.add %221, %223 : tensor<512x128xf32>
    %225 = stablehlo.multiply %148, %148 : tensor<128xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<128xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %229 = stablehlo.multiply %228, %arg38 : tensor<128xf32>
    %230 = stablehlo.add %227, %229 : tensor<128xf32>
    %231 = stablehlo.multiply %149, %149 : tensor<2x128xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<2x128xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %235 = stablehlo.multiply %234, %arg39 : tensor<2x128xf32>
    %236 = stablehlo.add %233, %235 : tensor<2x128xf32>
    %237 = stablehlo.multiply %150, %150 : tensor<2x256x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<2x256x128xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %241 = stablehlo.multiply %240, %arg40 : tensor<2x256x128xf32>
    %242 = stablehlo.add %239, %241 : tensor<2x256x128xf32>
    %243 = stablehlo.multiply %151, %151 : tensor<2x128x256xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<2x128x256xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %247 = stablehlo.multiply %246, %arg41 : tensor<2x128x256xf32>
    %248 = stablehlo.add %245, %247 : tensor<2x128x256xf32>
    %249 = stablehlo.multiply %152, %152 : tensor<2x128x64xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<2x128x64xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %253 = stablehlo.multiply %252, %arg42 : tensor<2x128x64xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x128x64xf32>
    %255 = stablehlo.multiply %153, %153 : tensor<2x128xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %257 = stablehlo.multiply %256, %255 : tensor<2x128xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %259 = stablehlo.multiply %258, %arg43 : tensor<2x128xf32>
    %260 = stablehlo.add %257, %259 : tensor<2x128xf32>
    %261 = stablehlo.multiply %154, %154 : tensor<2x128x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<2x128x128xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %265 = stablehlo.multiply %264, %arg44 : tensor<2x128x128xf32>
    %266 = stablehlo.add %263, %265 : tensor<2x128x128xf32>
    %267 = stablehlo.multiply %155, %155 : tensor<2x128x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %269 = stablehlo.multiply %268, %267 : tensor<2x128x128xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %271 = stablehlo.multiply %270, %arg45 : tensor<2x128x128xf32>
    %272 = stablehlo.add %269, %271 : tensor<2x128x128xf32>
    %273 = stablehlo.multiply %156, %156 : tensor<2x128x256xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<2x128x256xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %277 = stablehlo.multiply %276, %arg46 : tensor<2x128x256xf32>
    %278 = stablehlo.add %275, %277 : tensor<2x128x256xf32>
    %279 = stablehlo.multiply %157, %157 : tensor<2x128x64xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<2x128x64xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %283 = stablehlo.multiply %282, %arg47 : tensor<2x128x64xf32>
    %284 = stablehlo.add %281, %283 : tensor<2x128x64xf32>
    %285 = stablehlo.multiply %158, %158 : tensor<128x512xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<128x512xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %289 = stablehlo.multiply %288, %arg48 : tensor<128x512xf32>
    %290 = stablehlo.add %287, %289 : tensor<128x512xf32>
    %c_89 = stablehlo.constant dense<2147483647> : tensor<i32>
    %291 = stablehlo.compare LT, %arg24, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_90 = stablehlo.constant dense<1> : tensor<i32>
    %292 = stablehlo.add %arg24, %c_90 : tensor<i32>
    %c_91 = stablehlo.constant dense<2147483647> : tensor<i32>
    %293 = call @_where_20(%291, %292, %c_91) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %294 = stablehlo.convert %293 : (tensor<i32>) -> tensor<f32>
    %295 = stablehlo.power %cst_92, %294 : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %296 = stablehlo.subtract %cst_93, %295 : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %298 = stablehlo.divide %163, %297 : tensor<512x128xf32>
    %299 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %300 = stablehlo.divide %168, %299 : tensor<128xf32>
    %301 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %302 = stablehlo.divide %173, %301 : tensor<2x128xf32>
    %303 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %304 = stablehlo.divide %178, %303 : tensor<2x256x128xf32>
    %305 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %306 = stablehlo.divide %183, %305 : tensor<2x128x256xf32>
    %307 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %308 = stablehlo.divide %188, %307 : tensor<2x128x64xf32>
    %309 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %310 = stablehlo.divide %193, %309 : tensor<2x128xf32>
    %311 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %312 = stablehlo.divide %198, %311 : tensor<2x128x128xf32>
    %313 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %314 = stablehlo.divide %203, %313 : tensor<2x128x128xf32>
    %315 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %316 = stablehlo.divide %208, %315 : tensor<2x128x256xf32>
    %317 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %318 = stablehlo.divide %213, %317 : tensor<2x128x64xf32>
    %319 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %320 = stablehlo.divide %218, %319 : tensor<128x512xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %321 = stablehlo.convert %293 : (tensor<i32>) -> tensor<f32>
    %322 = stablehlo.power %cst_94, %321 : tensor<f32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %323 = stablehlo.subtract %cst_95, %322 : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %325 = stablehlo.divide %224, %324 : tensor<512x128xf32>
    %326 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %327 = stablehlo.divide %230, %326 : tensor<128xf32>
    %328 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %329 = stablehlo.divide %236, %328 : tensor<2x128xf32>
    %330 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %331 = stablehlo.divide %242, %330 : tensor<2x256x128xf32>
    %332 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %333 = stablehlo.divide %248, %332 : tensor<2x128x256xf32>
    %334 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %335 = stablehlo.divide %254, %334 : tensor<2x128x64xf32>
    %336 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %337 = stablehlo.divide %260, %336 : tensor<2x128xf32>
    %338 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %339 = stablehlo.divide %266, %338 : tensor<2x128x128xf32>
    %340 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %341 = stablehlo.divide %272, %340 : tensor<2x128x128xf32>
    %342 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %343 = stablehlo.divide %278, %342 : tensor<2x128x256xf32>
    %344 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %345 = stablehlo.divide %284, %344 : tensor<2x128x64xf32>
    %346 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %347 = stablehlo.divide %290, %346 : tensor<128x512xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %349 = stablehlo.add %325, %348 : tensor<512x128xf32>
    %350 = stablehlo.sqrt %349 : tensor<512x128xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %352 = stablehlo.add %350, %351 : tensor<512x128xf32>
    %353 = stablehlo.divide %298, %352 : tensor<512x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %355 = stablehlo.add %327, %354 : tensor<128xf32>
    %356 = stablehlo.sqrt %355 : tensor<128xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %358 = stablehlo.add %356, %357 : tensor<128xf32>
    %359 = stablehlo.divide %300, %358 : tensor<128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %361 = stablehlo.add %329, %360 : tensor<2x128xf32>
    %362 = stablehlo.sqrt %361 : tensor<2x128xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %364 = stablehlo.add %362, %363 : tensor<2x128xf32>
    %365 = stablehlo.divide %302, %364 : tensor<2x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %367 = stablehlo.add %331, %366 : tensor<2x256x128xf32>
    %368 = stablehlo.sqrt %367 : tensor<2x256x128xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %370 = stablehlo.add %368, %369 : tensor<2x256x128xf32>
    %371 = stablehlo.divide %304, %370 : tensor<2x256x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %373 = stablehlo.add %333, %372 : tensor<2x128x256xf32>
    %374 = stablehlo.sqrt %373 : tensor<2x128x256xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %376 = stablehlo.add %374, %375 : tensor<2x128x256xf32>
    %377 = stablehlo.divide %306, %376 : tensor<2x128x256xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %379 = stablehlo.add %335, %378 : tensor<2x128x64xf32>
    %380 = stablehlo.sqrt %379 : tensor<2x128x64xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %382 = stablehlo.add %380, %381 : tensor<2x128x64xf32>
    %383 = stablehlo.divide %308, %382 : tensor<2x128x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %385 = stablehlo.add %337, %384 : tensor<2x128xf32>
    %386 = stablehlo.sqrt %385 : tensor<2x128xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %388 = stablehlo.add %386, %387 : tensor<2x128xf32>
    %389 = stablehlo.divide %310, %388 : tensor<2x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %391 = stablehlo.add %339, %390 : tensor<2x128x128xf32>
    %392 = stablehlo.sqrt %391 : tensor<2x128x128xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %394 = stablehlo.add %392, %393 : tensor<2x128x128xf32>
    %395 = stablehlo.divide %312, %394 : tensor<2x128x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %397 = stablehlo.add %341, %396 : tensor<2x128x128xf32>
    %398 = stablehlo.sqrt %397 : tensor<2x128x128xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %400 = stablehlo.add %398, %399 : tensor<2x128x128xf32>
    %401 = stablehlo.divide %314, %400 : tensor<2x128x128xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %403 = stablehlo.add %343, %402 : tensor<2x128x256xf32>
    %404 = stablehlo.sqrt %403 : tensor<2x128x256xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %406 = stablehlo.add %404, %405 : tensor<2x128x256xf32>
    %407 = stablehlo.divide %316, %406 : tensor<2x128x256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %409 = stablehlo.add %345, %408 : tensor<2x128x64xf32>
    %410 = stablehlo.sqrt %409 : tensor<2x128x64xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %412 = stablehlo.add %410, %411 : tensor<2x128x64xf32>
    %413 = stablehlo.divide %318, %412 : tensor<2x128x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %415 = stablehlo.add %347, %414 : tensor<128x512xf32>
    %416 = stablehlo.sqrt %415 : tensor<128x512xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %418 = stablehlo.add %416, %417 : tensor<128x512xf32>
    %419 = stablehlo.divide %320, %418 : tensor<128x512xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %421 = stablehlo.multiply %420, %arg12 : tensor<512x128xf32>
    %422 = stablehlo.add %353, %421 : tensor<512x128xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %424 = stablehlo.multiply %423, %arg13 : tensor<128xf32>
    %425 = stablehlo.add %359, %424 : tensor<128xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %427 = stablehlo.multiply %426, %arg14 : tensor<2x128xf32>
    %428 = stablehlo.add %365, %427 : tensor<2x128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %430 = stablehlo.multiply %429, %arg15 : tensor<2x256x128xf32>
    %431 = stablehlo.add %371, %430 : tensor<2x256x128xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %433 = stablehlo.multiply %432, %arg16 : tensor<2x128x256xf32>
    %434 = stablehlo.add %377, %433 : tensor<2x128x256xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %436 = stablehlo.multiply %435, %arg17 : tensor<2x128x64xf32>
    %437 = stablehlo.add %383, %436 : tensor<2x128x64xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %439 = stablehlo.multiply %438, %arg18 : tensor<2x128xf32>
    %440 = stablehlo.add %389, %439 : tensor<2x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %442 = stablehlo.multiply %441, %arg19 : tensor<2x128x128xf32>
    %443 = stablehlo.add %395, %442 : tensor<2x128x128xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %445 = stablehlo.multiply %444, %arg20 : tensor<2x128x128xf32>
    %446 = stablehlo.add %401, %445 : tensor<2x128x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %448 = stablehlo.multiply %447, %arg21 : tensor<2x128x256xf32>
    %449 = stablehlo.add %407, %448 : tensor<2x128x256xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %451 = stablehlo.multiply %450, %arg22 : tensor<2x128x64xf32>
    %452 = stablehlo.add %413, %451 : tensor<2x128x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %454 = stablehlo.multiply %453, %arg23 : tensor<128x512xf32>
    %455 = stablehlo.add %419, %454 : tensor<128x512xf32>
    %cst_132 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %457 = stablehlo.multiply %456, %422 : tensor<512x128xf32>
    %cst_133 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %459 = stablehlo.multiply %458, %425 : tensor<128xf32>
    %cst_134 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %461 = stablehlo.multiply %460, %428 : tensor<2x128xf32>
    %cst_135 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %463 = stablehlo.multiply %462, %431 : tensor<2x256x128xf32>
    %cst_136 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %465 = stablehlo.multiply %464, %434 : tensor<2x128x256xf32>
    %cst_137 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %467 = stablehlo.multiply %466, %437 : tensor<2x128x64xf32>
    %cst_138 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %469 = stablehlo.multiply %468, %440 : tensor<2x128xf32>
    %cst_139 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %471 = stablehlo.multiply %470, %443 : tensor<2x128x128xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %473 = stablehlo.multiply %472, %446 : tensor<2x128x128xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %475 = stablehlo.multiply %474, %449 : tensor<2x128x256xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %477 = stablehlo.multiply %476, %452 : tensor<2x128x64xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %479 = stablehlo.multiply %478, %455 : tensor<128x512xf32>
    %480 = stablehlo.add %arg12, %457 : tensor<512x128xf32>
    %481 = stablehlo.add %arg13, %459 : tensor<128xf32>
    %482 = stablehlo.add %arg14, %461 : tensor<2x128xf32>
    %483 = stablehlo.add %arg15, %463 : tensor<2x256x128xf32>
    %484 = stablehlo.add %arg16, %465 : tensor<2x128x256xf32>
    %485 = stablehlo.add %arg17, %467 : tensor<2x128x64xf32>
    %486 = stablehlo.add %arg18, %469 : tensor<2x128xf32>
    %487 = stablehlo.add %arg19, %471 : tensor<2x128x128xf32>
    %488 = stablehlo.add %arg20, %473 : tensor<2x128x128xf32>
    %489 = stablehlo.add %arg21, %475 : tensor<2x128x256xf32>
    %490 = stablehlo.add %arg22, %477 : tensor<2x128x64xf32>
    %491 = stablehlo.add %arg23, %479 : tensor<128x512xf32>
    %492 = stablehlo.convert %480 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %493 = stablehlo.convert %481 : (tensor<128xf32>) -> tensor<128xbf16>
    %494 = stablehlo.convert %482 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %495 = stablehlo.convert %483 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %496 = stablehlo.convert %484 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %497 = stablehlo.convert %485 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %498 = stablehlo.convert %486 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %499 = stablehlo.convert %487 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %500 = stablehlo.convert %488 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %501 = stablehlo.convert %489 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %502 = stablehlo.convert %490 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %503 = stablehlo.convert %491 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %492, %493, %494, %495, %496, %497, %498, %499, %500, %501, %502, %503, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %293, %163, %168, %173, %178, %183, %188, %193, %198, %203, %208, %213, %218, %224, %230, %236, %242, %248, %254, %260, %266, %272, %278, %284, %290, %92 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xbf16>, %arg8: tensor<256x128xbf16>, %arg9: tensor<128x256xbf16>, %arg10: tensor<128x64xbf16>, %arg11: tensor<128xbf16>, %arg12: tensor<128x128xbf16>, %arg13: tensor<128x128xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) {
    %0 = sdy.sharding_constraint %arg6 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %18 = sdy.sharding_constraint %17 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.dot_general %16, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.dot_general %16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x64xbf16>
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
    %79 = sdy.sharding_constraint %78 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %102 = sdy.sharding_constraint %101 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    %103 = stablehlo.add %80, %102 : tensor<8x64x128xbf16>
    return %103, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
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
  func.func private @take_along_axis_6(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<2x8x64x128xbf16>, %arg1: tensor<i32>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    return %1 : tensor<8x64x128xbf16>
  }
  func.func private @closed_call_8(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<256x128xbf16>, %arg3: tensor<128x256xbf16>, %arg4: tensor<128x64xbf16>, %arg5: tensor<128xbf16>, %arg6: tensor<128x128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x256xbf16>, %arg9: tensor<128x64xbf16>, %arg10: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) {
    %0 = sdy.sharding_constraint %arg10 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.dot_general %19, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.dot_general %19, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
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
    %50 = stablehlo.convert %22 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %51 = stablehlo.slice %50 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %52 = stablehlo.slice %50 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<8x64x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<8x64x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %59 = stablehlo.multiply %52, %58 : tensor<8x64x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %61 = stablehlo.multiply %51, %60 : tensor<8x64x8x8xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x64x8x8xf32>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %64 = stablehlo.convert %63 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
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
    %86 = stablehlo.convert %25 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %87 = stablehlo.slice %86 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %88 = stablehlo.slice %86 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<8x64x4x8xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<8x64x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %95 = stablehlo.multiply %88, %94 : tensor<8x64x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<8x64x4x8xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x64x4x8xf32>
    %99 = stablehlo.concatenate %93, %98, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %100 = stablehlo.convert %99 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %101 = stablehlo.reshape %64 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %102 = stablehlo.dot_general %100, %101, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %103 = stablehlo.transpose %102, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %105 = stablehlo.multiply %103, %104 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %106 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %107 = call @tril_9(%106) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %108 = stablehlo.convert %105 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %109:2 = call @_where_10(%107, %108, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.reduce(%109#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<8x4x2x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %115 = stablehlo.subtract %109#0, %114 : tensor<8x4x2x64x64xf32>
    %116 = stablehlo.exponential %115 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %120 = stablehlo.divide %116, %119 : tensor<8x4x2x64x64xf32>
    %121 = stablehlo.multiply %118, %118 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<8x4x2x64x1xf32>
    %124 = stablehlo.convert %120 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %125 = stablehlo.dot_general %28, %124, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %126 = stablehlo.transpose %125, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %127 = stablehlo.reshape %126 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %128 = stablehlo.dot_general %127, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %145 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<8x64x128xf32>
    %149 = stablehlo.convert %148 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %150 = stablehlo.dot_general %149, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %151 = stablehlo.dot_general %149, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %152:3 = call @silu_11(%150) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %153 = stablehlo.multiply %152#0, %151 : tensor<8x64x256xbf16>
    %154 = sdy.sharding_constraint %arg0 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    %155 = stablehlo.dot_general %154, %153, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %157 = stablehlo.dot_general %154, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %158 = stablehlo.multiply %152#0, %157 : tensor<8x64x256xbf16>
    %159 = stablehlo.multiply %157, %151 : tensor<8x64x256xbf16>
    %160 = call @silu_12(%152#1, %150, %152#2, %159) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %161 = stablehlo.dot_general %158, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %163 = stablehlo.dot_general %158, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %164 = stablehlo.dot_general %160, %149, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %166 = stablehlo.dot_general %160, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %167 = stablehlo.add %163, %166 : tensor<8x64x128xbf16>
    %168 = stablehlo.convert %167 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %169 = stablehlo.multiply %144, %168 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %171 = stablehlo.reshape %170 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %172 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %173 = stablehlo.multiply %168, %172 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%171 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %175 = stablehlo.convert %174 : (tensor<128xf32>) -> tensor<128xbf16>
    %176 = stablehlo.multiply %131, %173 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %179 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %180 = stablehlo.multiply %173, %179 : tensor<8x64x128xf32>
    %181 = stablehlo.multiply %178, %142 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %183 = stablehlo.divide %181, %182 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %186 = stablehlo.multiply %131, %185 : tensor<8x64x128xf32>
    %187 = stablehlo.add %180, %186 : tensor<8x64x128xf32>
    %188 = stablehlo.multiply %185, %131 : tensor<8x64x128xf32>
    %189 = stablehlo.add %187, %188 : tensor<8x64x128xf32>
    %190 = stablehlo.convert %189 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %191 = stablehlo.add %arg0, %190 : tensor<8x64x128xbf16>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    %193 = stablehlo.dot_general %192, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %195 = stablehlo.dot_general %192, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %196 = stablehlo.reshape %195 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %197 = stablehlo.transpose %196, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %198 = stablehlo.dot_general %197, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %199 = stablehlo.dot_general %197, %124, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %200 = stablehlo.transpose %199, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %201 = stablehlo.convert %198 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %202 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<8x4x2x64x64xf32>
    %204 = stablehlo.multiply %203, %116 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %207 = stablehlo.negate %206 : tensor<8x4x2x64x1xf32>
    %208 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %209 = stablehlo.divide %201, %208 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%207 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %212 = stablehlo.add %209, %211 : tensor<8x4x2x64x64xf32>
    %213 = stablehlo.multiply %212, %116 : tensor<8x4x2x64x64xf32>
    %214 = call @_where_13(%109#1, %213) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %215 = stablehlo.convert %214 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %217 = stablehlo.multiply %215, %216 : tensor<8x4x2x64x64xbf16>
    %218 = stablehlo.transpose %217, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %219 = stablehlo.dot_general %218, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %221 = stablehlo.dot_general %218, %101, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %222 = stablehlo.transpose %221, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %223 = stablehlo.reshape %220 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %224 = stablehlo.convert %222 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %225 = stablehlo.slice %224 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %226 = stablehlo.slice %224 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %227 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<8x64x4x8xf32>
    %229 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %230 = stablehlo.multiply %226, %229 : tensor<8x64x4x8xf32>
    %231 = stablehlo.negate %225 : tensor<8x64x4x8xf32>
    %232 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<8x64x4x8xf32>
    %234 = stablehlo.add %230, %233 : tensor<8x64x4x8xf32>
    %235 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %236 = stablehlo.multiply %225, %235 : tensor<8x64x4x8xf32>
    %237 = stablehlo.add %228, %236 : tensor<8x64x4x8xf32>
    %238 = stablehlo.concatenate %237, %234, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %239 = stablehlo.convert %238 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %240 = stablehlo.convert %223 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %241 = stablehlo.slice %240 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %242 = stablehlo.slice %240 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<8x64x8x8xf32>
    %245 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %246 = stablehlo.multiply %242, %245 : tensor<8x64x8x8xf32>
    %247 = stablehlo.negate %241 : tensor<8x64x8x8xf32>
    %248 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<8x64x8x8xf32>
    %250 = stablehlo.add %246, %249 : tensor<8x64x8x8xf32>
    %251 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %252 = stablehlo.multiply %241, %251 : tensor<8x64x8x8xf32>
    %253 = stablehlo.add %244, %252 : tensor<8x64x8x8xf32>
    %254 = stablehlo.concatenate %253, %250, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %255 = stablehlo.convert %254 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %256 = stablehlo.reshape %200 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %257 = sdy.sharding_constraint %256 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x64xbf16>
    %258 = stablehlo.dot_general %257, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %259 = stablehlo.transpose %258, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %260 = stablehlo.dot_general %257, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %261 = stablehlo.reshape %239 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %262 = sdy.sharding_constraint %261 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x64xbf16>
    %263 = stablehlo.dot_general %262, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %265 = stablehlo.dot_general %262, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %266 = stablehlo.add %260, %265 : tensor<8x64x128xbf16>
    %267 = stablehlo.reshape %255 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %268 = sdy.sharding_constraint %267 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    %269 = stablehlo.dot_general %268, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %270 = stablehlo.transpose %269, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %271 = stablehlo.dot_general %268, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %272 = stablehlo.add %266, %271 : tensor<8x64x128xbf16>
    %273 = stablehlo.convert %272 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %274 = stablehlo.multiply %14, %273 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %276 = stablehlo.reshape %275 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %277 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %278 = stablehlo.multiply %273, %277 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%276 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %280 = stablehlo.convert %279 : (tensor<128xf32>) -> tensor<128xbf16>
    %281 = stablehlo.multiply %1, %278 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %278, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.multiply %283, %12 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %288 = stablehlo.divide %286, %287 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%288 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %291 = stablehlo.multiply %1, %290 : tensor<8x64x128xf32>
    %292 = stablehlo.add %285, %291 : tensor<8x64x128xf32>
    %293 = stablehlo.multiply %290, %1 : tensor<8x64x128xf32>
    %294 = stablehlo.add %292, %293 : tensor<8x64x128xf32>
    %295 = stablehlo.convert %294 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %296 = stablehlo.add %191, %295 : tensor<8x64x128xbf16>
    %297 = sdy.sharding_constraint %296 <@mesh, [{"replica", "fsdp"}, {}, {}]> : tensor<8x64x128xbf16>
    return %297, %280, %156, %165, %264, %175, %194, %270, %162, %259 : tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>
  }
  func.func private @tril_9(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_10(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_11(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_12(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_13(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<i32>) -> tensor<2x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xbf16>) -> tensor<1x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xbf16>, tensor<1x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x128xbf16>
    return %1 : tensor<2x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x256x128xbf16>, %arg1: tensor<256x128xbf16>, %arg2: tensor<i32>) -> tensor<2x256x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xbf16>) -> tensor<1x256x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xbf16>, tensor<1x256x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xbf16>
    return %1 : tensor<2x256x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x128x256xbf16>, %arg1: tensor<128x256xbf16>, %arg2: tensor<i32>) -> tensor<2x128x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xbf16>) -> tensor<1x128x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xbf16>, tensor<1x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xbf16>
    return %1 : tensor<2x128x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<128x64xbf16>, %arg2: tensor<i32>) -> tensor<2x128x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xbf16>) -> tensor<1x128x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xbf16>, tensor<1x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xbf16>
    return %1 : tensor<2x128x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<128x128xbf16>, %arg2: tensor<i32>) -> tensor<2x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xbf16>) -> tensor<1x128x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xbf16>, tensor<1x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xbf16>
    return %1 : tensor<2x128x128xbf16>
  }
  func.func private @_take_19(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_20(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
