module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 12 : i32}, %arg13: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 13 : i32}, %arg14: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 14 : i32}, %arg15: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg52: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[1].mini_step", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<i32> {jax.result_info = "result[1].gradient_step", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<i32> {jax.result_info = "result[1].inner_opt_state[0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x128xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1].inner_opt_state[0].mu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1].inner_opt_state[0].nu['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1].acc_grads['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1].acc_grads['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1].acc_grads['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1].acc_grads['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1].acc_grads['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1].acc_grads['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1].acc_grads['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1].acc_grads['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1].acc_grads['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1].acc_grads['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1].acc_grads['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1].acc_grads['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convert %arg0 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %1:2 = call @_take(%0, %arg52) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
    %2 = sdy.sharding_constraint %1#0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.add %6, %5 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.power %10, %9 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.divide %12, %11 : tensor<8xf32>
    %14 = stablehlo.iota dim = 0 : tensor<64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<64x8xf32>
    %20 = stablehlo.sine %19 : tensor<64x8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %22 = stablehlo.cosine %19 : tensor<64x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %24 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.add %27, %26 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.power %31, %30 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.divide %33, %32 : tensor<8xf32>
    %35 = stablehlo.iota dim = 0 : tensor<64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<64x8xf32>
    %41 = stablehlo.sine %40 : tensor<64x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %43 = stablehlo.cosine %40 : tensor<64x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %46 = call @tril(%45) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %47:2 = call @_where_0(%46, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<2x8x64x128xbf16>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %49:18 = stablehlo.while(%iterArg = %arg2, %iterArg_42 = %arg3, %iterArg_43 = %arg4, %iterArg_44 = %arg5, %iterArg_45 = %arg6, %iterArg_46 = %arg7, %iterArg_47 = %arg8, %iterArg_48 = %arg9, %iterArg_49 = %arg10, %iterArg_50 = %44, %iterArg_51 = %42, %iterArg_52 = %23, %iterArg_53 = %21, %iterArg_54 = %47#0, %iterArg_55 = %47#1, %iterArg_56 = %c_11, %iterArg_57 = %2, %iterArg_58 = %48) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_59 = stablehlo.constant dense<2> : tensor<i32>
      %162 = stablehlo.compare LT, %iterArg_56, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %162 : tensor<i1>
    } do {
      %162 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_56) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %163 = func.call @dynamic_index_in_dim_1(%iterArg_42, %iterArg_56) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
      %164 = func.call @dynamic_index_in_dim_2(%iterArg_43, %iterArg_56) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %165 = func.call @dynamic_index_in_dim_3(%iterArg_44, %iterArg_56) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %166 = func.call @dynamic_index_in_dim(%iterArg_45, %iterArg_56) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %167 = func.call @dynamic_index_in_dim_4(%iterArg_46, %iterArg_56) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %168 = func.call @dynamic_index_in_dim_4(%iterArg_47, %iterArg_56) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %169 = func.call @dynamic_index_in_dim_2(%iterArg_48, %iterArg_56) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %170 = func.call @dynamic_index_in_dim_3(%iterArg_49, %iterArg_56) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %171:2 = func.call @closed_call(%iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_57, %162, %163, %164, %165, %166, %167, %168, %169, %170) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %172 = func.call @dynamic_update_index_in_dim(%iterArg_58, %171#1, %iterArg_56) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_59 = stablehlo.constant dense<1> : tensor<i32>
      %173 = stablehlo.add %iterArg_56, %c_59 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %173, %171#0, %172 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    }
    %50 = stablehlo.convert %49#16 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %57 = stablehlo.add %55, %56 : tensor<8x64x1xf32>
    %58 = stablehlo.rsqrt %57 : tensor<8x64x1xf32>
    %59 = stablehlo.divide %58, %57 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<8x64x1xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %63 = stablehlo.multiply %50, %62 : tensor<8x64x128xf32>
    %64 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %66 = stablehlo.multiply %63, %65 : tensor<8x64x128xf32>
    %67 = stablehlo.convert %66 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %68 = stablehlo.convert %arg11 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %69 = stablehlo.dot_general %67, %68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %70 = stablehlo.convert %69 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_16) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x64xf32>
    %75 = stablehlo.is_finite %74 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %77 = stablehlo.select %75, %74, %76 : tensor<8x64xi1>, tensor<8x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %80 = stablehlo.subtract %71, %79 : tensor<8x64x512xf32>
    %81 = stablehlo.exponential %80 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %83 = stablehlo.abs %82 : tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %85 = stablehlo.compare GE, %82, %84, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %86 = stablehlo.log %83 : tensor<8x64xf32>
    %87 = stablehlo.add %86, %77 : tensor<8x64xf32>
    %88 = stablehlo.broadcast_in_dim %arg51, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %89:2 = call @take_along_axis(%71, %88) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %90 = stablehlo.reshape %89#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %91 = stablehlo.subtract %87, %90 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %93 = stablehlo.divide %92, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %94 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %96 = stablehlo.negate %95 : tensor<8x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %98 = call @take_along_axis_6(%89#1, %97) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %99 = stablehlo.divide %95, %83 : tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %101 = stablehlo.select %85, %100, %99 : tensor<8x64xi1>, tensor<8x64xf32>
    %102 = stablehlo.select %85, %99, %100 : tensor<8x64xi1>, tensor<8x64xf32>
    %103 = stablehlo.negate %101 : tensor<8x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %106 = stablehlo.multiply %105, %81 : tensor<8x64x512xf32>
    %107 = stablehlo.add %98, %106 : tensor<8x64x512xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %109 = stablehlo.convert %108 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %110 = stablehlo.dot_general %109, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %112 = stablehlo.dot_general %109, %68, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %113 = stablehlo.convert %111 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %114 = stablehlo.convert %112 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %115 = stablehlo.multiply %63, %114 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %117 = stablehlo.reshape %116 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %118 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %119 = stablehlo.multiply %114, %118 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %121 = stablehlo.multiply %50, %119 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %124 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %125 = stablehlo.multiply %119, %124 : tensor<8x64x128xf32>
    %126 = stablehlo.multiply %123, %61 : tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.multiply %50, %130 : tensor<8x64x128xf32>
    %132 = stablehlo.add %125, %131 : tensor<8x64x128xf32>
    %133 = stablehlo.multiply %130, %50 : tensor<8x64x128xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x64x128xf32>
    %135 = stablehlo.convert %134 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %145:21 = stablehlo.while(%iterArg = %arg2, %iterArg_42 = %arg3, %iterArg_43 = %arg4, %iterArg_44 = %arg5, %iterArg_45 = %arg6, %iterArg_46 = %arg7, %iterArg_47 = %arg8, %iterArg_48 = %arg9, %iterArg_49 = %arg10, %iterArg_50 = %49#17, %iterArg_51 = %c_40, %iterArg_52 = %135, %iterArg_53 = %136, %iterArg_54 = %137, %iterArg_55 = %138, %iterArg_56 = %139, %iterArg_57 = %140, %iterArg_58 = %141, %iterArg_59 = %142, %iterArg_60 = %143, %iterArg_61 = %144) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
    cond {
      %c_62 = stablehlo.constant dense<2> : tensor<i32>
      %162 = stablehlo.compare LT, %iterArg_51, %c_62, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %162 : tensor<i1>
    } do {
      %c_62 = stablehlo.constant dense<2> : tensor<i32>
      %162 = stablehlo.subtract %c_62, %iterArg_51 : tensor<i32>
      %c_63 = stablehlo.constant dense<1> : tensor<i32>
      %163 = stablehlo.subtract %162, %c_63 : tensor<i32>
      %164 = func.call @dynamic_index_in_dim(%iterArg, %163) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %165 = func.call @dynamic_index_in_dim_1(%iterArg_42, %163) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
      %166 = func.call @dynamic_index_in_dim_2(%iterArg_43, %163) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %167 = func.call @dynamic_index_in_dim_3(%iterArg_44, %163) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %168 = func.call @dynamic_index_in_dim(%iterArg_45, %163) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %169 = func.call @dynamic_index_in_dim_4(%iterArg_46, %163) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %170 = func.call @dynamic_index_in_dim_4(%iterArg_47, %163) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %171 = func.call @dynamic_index_in_dim_2(%iterArg_48, %163) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %172 = func.call @dynamic_index_in_dim_3(%iterArg_49, %163) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %173 = func.call @dynamic_index_in_dim_7(%iterArg_50, %163) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %174:10 = func.call @closed_call_8(%iterArg_52, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173) : (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>)
      %175 = func.call @dynamic_update_index_in_dim_14(%iterArg_53, %174#1, %163) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
      %176 = func.call @dynamic_update_index_in_dim_15(%iterArg_54, %174#2, %163) : (tensor<2x256x128xf32>, tensor<256x128xf32>, tensor<i32>) -> tensor<2x256x128xf32>
      %177 = func.call @dynamic_update_index_in_dim_16(%iterArg_55, %174#3, %163) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
      %178 = func.call @dynamic_update_index_in_dim_17(%iterArg_56, %174#4, %163) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
      %179 = func.call @dynamic_update_index_in_dim_14(%iterArg_57, %174#5, %163) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
      %180 = func.call @dynamic_update_index_in_dim_18(%iterArg_58, %174#6, %163) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
      %181 = func.call @dynamic_update_index_in_dim_18(%iterArg_59, %174#7, %163) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
      %182 = func.call @dynamic_update_index_in_dim_16(%iterArg_60, %174#8, %163) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
      %183 = func.call @dynamic_update_index_in_dim_17(%iterArg_61, %174#9, %163) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
      %c_64 = stablehlo.constant dense<1> : tensor<i32>
      %184 = stablehlo.add %iterArg_51, %c_64 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %184, %174#0, %175, %176, %177, %178, %179, %180, %181, %182, %183 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
    }
    %146 = sdy.sharding_constraint %145#11 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %147 = call @_take_19(%1#1, %146) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %148 = stablehlo.convert %147 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %149:51 = "stablehlo.case"(%c_41) ({
      %162 = stablehlo.subtract %148, %arg39 : tensor<512x128xf32>
      %c_42 = stablehlo.constant dense<1> : tensor<i32>
      %163 = stablehlo.add %arg12, %c_42 : tensor<i32>
      %164 = stablehlo.convert %163 : (tensor<i32>) -> tensor<f32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %166 = stablehlo.divide %162, %165 : tensor<512x128xf32>
      %167 = stablehlo.add %arg39, %166 : tensor<512x128xf32>
      %168 = stablehlo.subtract %120, %arg40 : tensor<128xf32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %169 = stablehlo.add %arg12, %c_43 : tensor<i32>
      %170 = stablehlo.convert %169 : (tensor<i32>) -> tensor<f32>
      %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %172 = stablehlo.divide %168, %171 : tensor<128xf32>
      %173 = stablehlo.add %arg40, %172 : tensor<128xf32>
      %174 = stablehlo.subtract %145#12, %arg41 : tensor<2x128xf32>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %175 = stablehlo.add %arg12, %c_44 : tensor<i32>
      %176 = stablehlo.convert %175 : (tensor<i32>) -> tensor<f32>
      %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %178 = stablehlo.divide %174, %177 : tensor<2x128xf32>
      %179 = stablehlo.add %arg41, %178 : tensor<2x128xf32>
      %180 = stablehlo.subtract %145#13, %arg42 : tensor<2x256x128xf32>
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %181 = stablehlo.add %arg12, %c_45 : tensor<i32>
      %182 = stablehlo.convert %181 : (tensor<i32>) -> tensor<f32>
      %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %184 = stablehlo.divide %180, %183 : tensor<2x256x128xf32>
      %185 = stablehlo.add %arg42, %184 : tensor<2x256x128xf32>
      %186 = stablehlo.subtract %145#14, %arg43 : tensor<2x128x256xf32>
      %c_46 = stablehlo.constant dense<1> : tensor<i32>
      %187 = stablehlo.add %arg12, %c_46 : tensor<i32>
      %188 = stablehlo.convert %187 : (tensor<i32>) -> tensor<f32>
      %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %190 = stablehlo.divide %186, %189 : tensor<2x128x256xf32>
      %191 = stablehlo.add %arg43, %190 : tensor<2x128x256xf32>
      %192 = stablehlo.subtract %145#15, %arg44 : tensor<2x128x64xf32>
      %c_47 = stablehlo.constant dense<1> : tensor<i32>
      %193 = stablehlo.add %arg12, %c_47 : tensor<i32>
      %194 = stablehlo.convert %193 : (tensor<i32>) -> tensor<f32>
      %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %196 = stablehlo.divide %192, %195 : tensor<2x128x64xf32>
      %197 = stablehlo.add %arg44, %196 : tensor<2x128x64xf32>
      %198 = stablehlo.subtract %145#16, %arg45 : tensor<2x128xf32>
      %c_48 = stablehlo.constant dense<1> : tensor<i32>
      %199 = stablehlo.add %arg12, %c_48 : tensor<i32>
      %200 = stablehlo.convert %199 : (tensor<i32>) -> tensor<f32>
      %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %202 = stablehlo.divide %198, %201 : tensor<2x128xf32>
      %203 = stablehlo.add %arg45, %202 : tensor<2x128xf32>
      %204 = stablehlo.subtract %145#17, %arg46 : tensor<2x128x128xf32>
      %c_49 = stablehlo.constant dense<1> : tensor<i32>
      %205 = stablehlo.add %arg12, %c_49 : tensor<i32>
      %206 = stablehlo.convert %205 : (tensor<i32>) -> tensor<f32>
      %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %208 = stablehlo.divide %204, %207 : tensor<2x128x128xf32>
      %209 = stablehlo.add %arg46, %208 : tensor<2x128x128xf32>
      %210 = stablehlo.subtract %145#18, %arg47 : tensor<2x128x128xf32>
      %c_50 = stablehlo.constant dense<1> : tensor<i32>
      %211 = stablehlo.add %arg12, %c_50 : tensor<i32>
      %212 = stablehlo.convert %211 : (tensor<i32>) -> tensor<f32>
      %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %214 = stablehlo.divide %210, %213 : tensor<2x128x128xf32>
      %215 = stablehlo.add %arg47, %214 : tensor<2x128x128xf32>
      %216 = stablehlo.subtract %145#19, %arg48 : tensor<2x128x256xf32>
      %c_51 = stablehlo.constant dense<1> : tensor<i32>
      %217 = stablehlo.add %arg12, %c_51 : tensor<i32>
      %218 = stablehlo.convert %217 : (tensor<i32>) -> tensor<f32>
      %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %220 = stablehlo.divide %216, %219 : tensor<2x128x256xf32>
      %221 = stablehlo.add %arg48, %220 : tensor<2x128x256xf32>
      %222 = stablehlo.subtract %145#20, %arg49 : tensor<2x128x64xf32>
      %c_52 = stablehlo.constant dense<1> : tensor<i32>
      %223 = stablehlo.add %arg12, %c_52 : tensor<i32>
      %224 = stablehlo.convert %223 : (tensor<i32>) -> tensor<f32>
      %225 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %226 = stablehlo.divide %222, %225 : tensor<2x128x64xf32>
      %227 = stablehlo.add %arg49, %226 : tensor<2x128x64xf32>
      %228 = stablehlo.subtract %113, %arg50 : tensor<128x512xf32>
      %c_53 = stablehlo.constant dense<1> : tensor<i32>
      %229 = stablehlo.add %arg12, %c_53 : tensor<i32>
      %230 = stablehlo.convert %229 : (tensor<i32>) -> tensor<f32>
      %231 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %232 = stablehlo.divide %228, %231 : tensor<128x512xf32>
      %233 = stablehlo.add %arg50, %232 : tensor<128x512xf32>
      %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %234 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %235 = stablehlo.multiply %234, %167 : tensor<512x128xf32>
      %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %236 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %237 = stablehlo.multiply %236, %arg15 : tensor<512x128xf32>
      %238 = stablehlo.add %235, %237 : tensor<512x128xf32>
      %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %239 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %240 = stablehlo.multiply %239, %173 : tensor<128xf32>
      %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %241 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %242 = stablehlo.multiply %241, %arg16 : tensor<128xf32>
      %243 = stablehlo.add %240, %242 : tensor<128xf32>
      %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %244 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %245 = stablehlo.multiply %244, %179 : tensor<2x128xf32>
      %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %246 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %247 = stablehlo.multiply %246, %arg17 : tensor<2x128xf32>
      %248 = stablehlo.add %245, %247 : tensor<2x128xf32>
      %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %249 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %250 = stablehlo.multiply %249, %185 : tensor<2x256x128xf32>
      %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %251 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %252 = stablehlo.multiply %251, %arg18 : tensor<2x256x128xf32>
      %253 = stablehlo.add %250, %252 : tensor<2x256x128xf32>
      %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %254 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %255 = stablehlo.multiply %254, %191 : tensor<2x128x256xf32>
      %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %256 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %257 = stablehlo.multiply %256, %arg19 : tensor<2x128x256xf32>
      %258 = stablehlo.add %255, %257 : tensor<2x128x256xf32>
      %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %259 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %260 = stablehlo.multiply %259, %197 : tensor<2x128x64xf32>
      %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %261 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %262 = stablehlo.multiply %261, %arg20 : tensor<2x128x64xf32>
      %263 = stablehlo.add %260, %262 : tensor<2x128x64xf32>
      %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %264 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %265 = stablehlo.multiply %264, %203 : tensor<2x128xf32>
      %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %267 = stablehlo.multiply %266, %arg21 : tensor<2x128xf32>
      %268 = stablehlo.add %265, %267 : tensor<2x128xf32>
      %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %269 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %270 = stablehlo.multiply %269, %209 : tensor<2x128x128xf32>
      %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %271 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %272 = stablehlo.multiply %271, %arg22 : tensor<2x128x128xf32>
      %273 = stablehlo.add %270, %272 : tensor<2x128x128xf32>
      %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %274 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %275 = stablehlo.multiply %274, %215 : tensor<2x128x128xf32>
      %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %276 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %277 = stablehlo.multiply %276, %arg23 : tensor<2x128x128xf32>
      %278 = stablehlo.add %275, %277 : tensor<2x128x128xf32>
      %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %279 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %280 = stablehlo.multiply %279, %221 : tensor<2x128x256xf32>
      %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %281 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %282 = stablehlo.multiply %281, %arg24 : tensor<2x128x256xf32>
      %283 = stablehlo.add %280, %282 : tensor<2x128x256xf32>
      %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %285 = stablehlo.multiply %284, %227 : tensor<2x128x64xf32>
      %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %287 = stablehlo.multiply %286, %arg25 : tensor<2x128x64xf32>
      %288 = stablehlo.add %285, %287 : tensor<2x128x64xf32>
      %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %290 = stablehlo.multiply %289, %233 : tensor<128x512xf32>
      %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %291 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %292 = stablehlo.multiply %291, %arg26 : tensor<128x512xf32>
      %293 = stablehlo.add %290, %292 : tensor<128x512xf32>
      %294 = stablehlo.multiply %167, %167 : tensor<512x128xf32>
      %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %296 = stablehlo.multiply %295, %294 : tensor<512x128xf32>
      %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %297 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %298 = stablehlo.multiply %297, %arg27 : tensor<512x128xf32>
      %299 = stablehlo.add %296, %298 : tensor<512x128xf32>
      %300 = stablehlo.multiply %173, %173 : tensor<128xf32>
      %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %301 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %302 = stablehlo.multiply %301, %300 : tensor<128xf32>
      %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %303 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %304 = stablehlo.multiply %303, %arg28 : tensor<128xf32>
      %305 = stablehlo.add %302, %304 : tensor<128xf32>
      %306 = stablehlo.multiply %179, %179 : tensor<2x128xf32>
      %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %308 = stablehlo.multiply %307, %306 : tensor<2x128xf32>
      %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %309 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %310 = stablehlo.multiply %309, %arg29 : tensor<2x128xf32>
      %311 = stablehlo.add %308, %310 : tensor<2x128xf32>
      %312 = stablehlo.multiply %185, %185 : tensor<2x256x128xf32>
      %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %313 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %314 = stablehlo.multiply %313, %312 : tensor<2x256x128xf32>
      %cst_85 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %315 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %316 = stablehlo.multiply %315, %arg30 : tensor<2x256x128xf32>
      %317 = stablehlo.add %314, %316 : tensor<2x256x128xf32>
      %318 = stablehlo.multiply %191, %191 : tensor<2x128x256xf32>
      %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %319 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %320 = stablehlo.multiply %319, %318 : tensor<2x128x256xf32>
      %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %321 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %322 = stablehlo.multiply %321, %arg31 : tensor<2x128x256xf32>
      %323 = stablehlo.add %320, %322 : tensor<2x128x256xf32>
      %324 = stablehlo.multiply %197, %197 : tensor<2x128x64xf32>
      %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %325 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %326 = stablehlo.multiply %325, %324 : tensor<2x128x64xf32>
      %cst_89 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %327 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %328 = stablehlo.multiply %327, %arg32 : tensor<2x128x64xf32>
      %329 = stablehlo.add %326, %328 : tensor<2x128x64xf32>
      %330 = stablehlo.multiply %203, %203 : tensor<2x128xf32>
      %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %331 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %332 = stablehlo.multiply %331, %330 : tensor<2x128xf32>
      %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %333 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %334 = stablehlo.multiply %333, %arg33 : tensor<2x128xf32>
      %335 = stablehlo.add %332, %334 : tensor<2x128xf32>
      %336 = stablehlo.multiply %209, %209 : tensor<2x128x128xf32>
      %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %337 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %338 = stablehlo.multiply %337, %336 : tensor<2x128x128xf32>
      %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %339 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %340 = stablehlo.multiply %339, %arg34 : tensor<2x128x128xf32>
      %341 = stablehlo.add %338, %340 : tensor<2x128x128xf32>
      %342 = stablehlo.multiply %215, %215 : tensor<2x128x128xf32>
      %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %343 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %344 = stablehlo.multiply %343, %342 : tensor<2x128x128xf32>
      %cst_95 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %345 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %346 = stablehlo.multiply %345, %arg35 : tensor<2x128x128xf32>
      %347 = stablehlo.add %344, %346 : tensor<2x128x128xf32>
      %348 = stablehlo.multiply %221, %221 : tensor<2x128x256xf32>
      %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %349 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %350 = stablehlo.multiply %349, %348 : tensor<2x128x256xf32>
      %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %351 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %352 = stablehlo.multiply %351, %arg36 : tensor<2x128x256xf32>
      %353 = stablehlo.add %350, %352 : tensor<2x128x256xf32>
      %354 = stablehlo.multiply %227, %227 : tensor<2x128x64xf32>
      %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %355 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %356 = stablehlo.multiply %355, %354 : tensor<2x128x64xf32>
      %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %357 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %358 = stablehlo.multiply %357, %arg37 : tensor<2x128x64xf32>
      %359 = stablehlo.add %356, %358 : tensor<2x128x64xf32>
      %360 = stablehlo.multiply %233, %233 : tensor<128x512xf32>
      %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %361 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %362 = stablehlo.multiply %361, %360 : tensor<128x512xf32>
      %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %363 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %364 = stablehlo.multiply %363, %arg38 : tensor<128x512xf32>
      %365 = stablehlo.add %362, %364 : tensor<128x512xf32>
      %c_102 = stablehlo.constant dense<2147483647> : tensor<i32>
      %366 = stablehlo.compare LT, %arg14, %c_102, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_103 = stablehlo.constant dense<1> : tensor<i32>
      %367 = stablehlo.add %arg14, %c_103 : tensor<i32>
      %c_104 = stablehlo.constant dense<2147483647> : tensor<i32>
      %368 = func.call @_where_20(%366, %367, %c_104) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %369 = stablehlo.convert %368 : (tensor<i32>) -> tensor<f32>
      %370 = stablehlo.power %cst_105, %369 : tensor<f32>
      %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %371 = stablehlo.subtract %cst_106, %370 : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %373 = stablehlo.divide %238, %372 : tensor<512x128xf32>
      %374 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %375 = stablehlo.divide %243, %374 : tensor<128xf32>
      %376 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %377 = stablehlo.divide %248, %376 : tensor<2x128xf32>
      %378 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %379 = stablehlo.divide %253, %378 : tensor<2x256x128xf32>
      %380 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %381 = stablehlo.divide %258, %380 : tensor<2x128x256xf32>
      %382 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %383 = stablehlo.divide %263, %382 : tensor<2x128x64xf32>
      %384 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %385 = stablehlo.divide %268, %384 : tensor<2x128xf32>
      %386 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %387 = stablehlo.divide %273, %386 : tensor<2x128x128xf32>
      %388 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %389 = stablehlo.divide %278, %388 : tensor<2x128x128xf32>
      %390 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %391 = stablehlo.divide %283, %390 : tensor<2x128x256xf32>
      %392 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %393 = stablehlo.divide %288, %392 : tensor<2x128x64xf32>
      %394 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %395 = stablehlo.divide %293, %394 : tensor<128x512xf32>
      %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %396 = stablehlo.convert %368 : (tensor<i32>) -> tensor<f32>
      %397 = stablehlo.power %cst_107, %396 : tensor<f32>
      %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %398 = stablehlo.subtract %cst_108, %397 : tensor<f32>
      %399 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %400 = stablehlo.divide %299, %399 : tensor<512x128xf32>
      %401 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %402 = stablehlo.divide %305, %401 : tensor<128xf32>
      %403 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %404 = stablehlo.divide %311, %403 : tensor<2x128xf32>
      %405 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %406 = stablehlo.divide %317, %405 : tensor<2x256x128xf32>
      %407 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %408 = stablehlo.divide %323, %407 : tensor<2x128x256xf32>
      %409 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %410 = stablehlo.divide %329, %409 : tensor<2x128x64xf32>
      %411 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %412 = stablehlo.divide %335, %411 : tensor<2x128xf32>
      %413 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %414 = stablehlo.divide %341, %413 : tensor<2x128x128xf32>
      %415 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %416 = stablehlo.divide %347, %415 : tensor<2x128x128xf32>
      %417 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %418 = stablehlo.divide %353, %417 : tensor<2x128x256xf32>
      %419 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %420 = stablehlo.divide %359, %419 : tensor<2x128x64xf32>
      %421 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %422 = stablehlo.divide %365, %421 : tensor<128x512xf32>
      %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %423 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %424 = stablehlo.add %400, %423 : tensor<512x128xf32>
      %425 = stablehlo.sqrt %424 : tensor<512x128xf32>
      %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %426 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %427 = stablehlo.add %425, %426 : tensor<512x128xf32>
      %428 = stablehlo.divide %373, %427 : tensor<512x128xf32>
      %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %429 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %430 = stablehlo.add %402, %429 : tensor<128xf32>
      %431 = stablehlo.sqrt %430 : tensor<128xf32>
      %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %432 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %433 = stablehlo.add %431, %432 : tensor<128xf32>
      %434 = stablehlo.divide %375, %433 : tensor<128xf32>
      %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %435 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %436 = stablehlo.add %404, %435 : tensor<2x128xf32>
      %437 = stablehlo.sqrt %436 : tensor<2x128xf32>
      %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %438 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %439 = stablehlo.add %437, %438 : tensor<2x128xf32>
      %440 = stablehlo.divide %377, %439 : tensor<2x128xf32>
      %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %441 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %442 = stablehlo.add %406, %441 : tensor<2x256x128xf32>
      %443 = stablehlo.sqrt %442 : tensor<2x256x128xf32>
      %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %444 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %445 = stablehlo.add %443, %444 : tensor<2x256x128xf32>
      %446 = stablehlo.divide %379, %445 : tensor<2x256x128xf32>
      %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %447 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %448 = stablehlo.add %408, %447 : tensor<2x128x256xf32>
      %449 = stablehlo.sqrt %448 : tensor<2x128x256xf32>
      %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %450 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %451 = stablehlo.add %449, %450 : tensor<2x128x256xf32>
      %452 = stablehlo.divide %381, %451 : tensor<2x128x256xf32>
      %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %453 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %454 = stablehlo.add %410, %453 : tensor<2x128x64xf32>
      %455 = stablehlo.sqrt %454 : tensor<2x128x64xf32>
      %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %456 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %457 = stablehlo.add %455, %456 : tensor<2x128x64xf32>
      %458 = stablehlo.divide %383, %457 : tensor<2x128x64xf32>
      %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %459 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %460 = stablehlo.add %412, %459 : tensor<2x128xf32>
      %461 = stablehlo.sqrt %460 : tensor<2x128xf32>
      %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %462 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %463 = stablehlo.add %461, %462 : tensor<2x128xf32>
      %464 = stablehlo.divide %385, %463 : tensor<2x128xf32>
      %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %466 = stablehlo.add %414, %465 : tensor<2x128x128xf32>
      %467 = stablehlo.sqrt %466 : tensor<2x128x128xf32>
      %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %468 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %469 = stablehlo.add %467, %468 : tensor<2x128x128xf32>
      %470 = stablehlo.divide %387, %469 : tensor<2x128x128xf32>
      %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %471 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %472 = stablehlo.add %416, %471 : tensor<2x128x128xf32>
      %473 = stablehlo.sqrt %472 : tensor<2x128x128xf32>
      %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %474 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %475 = stablehlo.add %473, %474 : tensor<2x128x128xf32>
      %476 = stablehlo.divide %389, %475 : tensor<2x128x128xf32>
      %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %477 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %478 = stablehlo.add %418, %477 : tensor<2x128x256xf32>
      %479 = stablehlo.sqrt %478 : tensor<2x128x256xf32>
      %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %480 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %481 = stablehlo.add %479, %480 : tensor<2x128x256xf32>
      %482 = stablehlo.divide %391, %481 : tensor<2x128x256xf32>
      %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %483 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %484 = stablehlo.add %420, %483 : tensor<2x128x64xf32>
      %485 = stablehlo.sqrt %484 : tensor<2x128x64xf32>
      %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %486 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %487 = stablehlo.add %485, %486 : tensor<2x128x64xf32>
      %488 = stablehlo.divide %393, %487 : tensor<2x128x64xf32>
      %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %489 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %490 = stablehlo.add %422, %489 : tensor<128x512xf32>
      %491 = stablehlo.sqrt %490 : tensor<128x512xf32>
      %cst_132 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %492 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %493 = stablehlo.add %491, %492 : tensor<128x512xf32>
      %494 = stablehlo.divide %395, %493 : tensor<128x512xf32>
      %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %495 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %496 = stablehlo.multiply %495, %arg0 : tensor<512x128xf32>
      %497 = stablehlo.add %428, %496 : tensor<512x128xf32>
      %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %498 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %499 = stablehlo.multiply %498, %arg1 : tensor<128xf32>
      %500 = stablehlo.add %434, %499 : tensor<128xf32>
      %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %501 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %502 = stablehlo.multiply %501, %arg2 : tensor<2x128xf32>
      %503 = stablehlo.add %440, %502 : tensor<2x128xf32>
      %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %504 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %505 = stablehlo.multiply %504, %arg3 : tensor<2x256x128xf32>
      %506 = stablehlo.add %446, %505 : tensor<2x256x128xf32>
      %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %507 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %508 = stablehlo.multiply %507, %arg4 : tensor<2x128x256xf32>
      %509 = stablehlo.add %452, %508 : tensor<2x128x256xf32>
      %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %510 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %511 = stablehlo.multiply %510, %arg5 : tensor<2x128x64xf32>
      %512 = stablehlo.add %458, %511 : tensor<2x128x64xf32>
      %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %513 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %514 = stablehlo.multiply %513, %arg6 : tensor<2x128xf32>
      %515 = stablehlo.add %464, %514 : tensor<2x128xf32>
      %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %516 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %517 = stablehlo.multiply %516, %arg7 : tensor<2x128x128xf32>
      %518 = stablehlo.add %470, %517 : tensor<2x128x128xf32>
      %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %519 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %520 = stablehlo.multiply %519, %arg8 : tensor<2x128x128xf32>
      %521 = stablehlo.add %476, %520 : tensor<2x128x128xf32>
      %cst_142 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %522 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %523 = stablehlo.multiply %522, %arg9 : tensor<2x128x256xf32>
      %524 = stablehlo.add %482, %523 : tensor<2x128x256xf32>
      %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %525 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %526 = stablehlo.multiply %525, %arg10 : tensor<2x128x64xf32>
      %527 = stablehlo.add %488, %526 : tensor<2x128x64xf32>
      %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %528 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %529 = stablehlo.multiply %528, %arg11 : tensor<128x512xf32>
      %530 = stablehlo.add %494, %529 : tensor<128x512xf32>
      %cst_145 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %531 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %532 = stablehlo.multiply %531, %497 : tensor<512x128xf32>
      %cst_146 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %533 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %534 = stablehlo.multiply %533, %500 : tensor<128xf32>
      %cst_147 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %535 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %536 = stablehlo.multiply %535, %503 : tensor<2x128xf32>
      %cst_148 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %537 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %538 = stablehlo.multiply %537, %506 : tensor<2x256x128xf32>
      %cst_149 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %539 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %540 = stablehlo.multiply %539, %509 : tensor<2x128x256xf32>
      %cst_150 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %542 = stablehlo.multiply %541, %512 : tensor<2x128x64xf32>
      %cst_151 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %543 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %544 = stablehlo.multiply %543, %515 : tensor<2x128xf32>
      %cst_152 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %546 = stablehlo.multiply %545, %518 : tensor<2x128x128xf32>
      %cst_153 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %547 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %548 = stablehlo.multiply %547, %521 : tensor<2x128x128xf32>
      %cst_154 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %549 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %550 = stablehlo.multiply %549, %524 : tensor<2x128x256xf32>
      %cst_155 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %552 = stablehlo.multiply %551, %527 : tensor<2x128x64xf32>
      %cst_156 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
      %553 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %554 = stablehlo.multiply %553, %530 : tensor<128x512xf32>
      %c_157 = stablehlo.constant dense<3> : tensor<i32>
      %555 = stablehlo.compare EQ, %arg12, %c_157, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_158 = stablehlo.constant dense<2147483647> : tensor<i32>
      %556 = stablehlo.compare LT, %arg12, %c_158, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_159 = stablehlo.constant dense<1> : tensor<i32>
      %557 = stablehlo.add %arg12, %c_159 : tensor<i32>
      %c_160 = stablehlo.constant dense<2147483647> : tensor<i32>
      %558 = func.call @_where_20(%556, %557, %c_160) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_161 = stablehlo.constant dense<4> : tensor<i32>
      %559 = func.call @remainder(%558, %c_161) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_162 = stablehlo.constant dense<2147483647> : tensor<i32>
      %560 = stablehlo.compare LT, %arg13, %c_162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_163 = stablehlo.constant dense<1> : tensor<i32>
      %561 = stablehlo.add %arg13, %c_163 : tensor<i32>
      %c_164 = stablehlo.constant dense<2147483647> : tensor<i32>
      %562 = func.call @_where_20(%560, %561, %c_164) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %563 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %564 = stablehlo.multiply %563, %562 : tensor<i32>
      %565 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_165 = stablehlo.constant dense<1> : tensor<i32>
      %566 = stablehlo.subtract %c_165, %565 : tensor<i32>
      %567 = stablehlo.convert %566 : tensor<i32>
      %568 = stablehlo.multiply %567, %arg13 : tensor<i32>
      %569 = stablehlo.add %564, %568 : tensor<i32>
      %570 = func.call @_where_22(%555, %368, %arg14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %571 = func.call @_where_23(%555, %238, %arg15) : (tensor<i1>, tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
      %572 = func.call @_where_24(%555, %243, %arg16) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
      %573 = func.call @_where_25(%555, %248, %arg17) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %574 = func.call @_where_26(%555, %253, %arg18) : (tensor<i1>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
      %575 = func.call @_where_27(%555, %258, %arg19) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %576 = func.call @_where_28(%555, %263, %arg20) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %577 = func.call @_where_25(%555, %268, %arg21) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %578 = func.call @_where_29(%555, %273, %arg22) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %579 = func.call @_where_29(%555, %278, %arg23) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %580 = func.call @_where_27(%555, %283, %arg24) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %581 = func.call @_where_28(%555, %288, %arg25) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %582 = func.call @_where_30(%555, %293, %arg26) : (tensor<i1>, tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xf32>
      %583 = func.call @_where_23(%555, %299, %arg27) : (tensor<i1>, tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
      %584 = func.call @_where_24(%555, %305, %arg28) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
      %585 = func.call @_where_25(%555, %311, %arg29) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %586 = func.call @_where_26(%555, %317, %arg30) : (tensor<i1>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
      %587 = func.call @_where_27(%555, %323, %arg31) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %588 = func.call @_where_28(%555, %329, %arg32) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %589 = func.call @_where_25(%555, %335, %arg33) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
      %590 = func.call @_where_29(%555, %341, %arg34) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %591 = func.call @_where_29(%555, %347, %arg35) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %592 = func.call @_where_27(%555, %353, %arg36) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %593 = func.call @_where_28(%555, %359, %arg37) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %594 = func.call @_where_30(%555, %365, %arg38) : (tensor<i1>, tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xf32>
      %595 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_166 = stablehlo.constant dense<1> : tensor<i32>
      %596 = stablehlo.subtract %c_166, %595 : tensor<i32>
      %597 = stablehlo.convert %596 : (tensor<i32>) -> tensor<f32>
      %598 = stablehlo.broadcast_in_dim %597, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %599 = stablehlo.multiply %598, %167 : tensor<512x128xf32>
      %600 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_167 = stablehlo.constant dense<1> : tensor<i32>
      %601 = stablehlo.subtract %c_167, %600 : tensor<i32>
      %602 = stablehlo.convert %601 : (tensor<i32>) -> tensor<f32>
      %603 = stablehlo.broadcast_in_dim %602, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %604 = stablehlo.multiply %603, %173 : tensor<128xf32>
      %605 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_168 = stablehlo.constant dense<1> : tensor<i32>
      %606 = stablehlo.subtract %c_168, %605 : tensor<i32>
      %607 = stablehlo.convert %606 : (tensor<i32>) -> tensor<f32>
      %608 = stablehlo.broadcast_in_dim %607, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %609 = stablehlo.multiply %608, %179 : tensor<2x128xf32>
      %610 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_169 = stablehlo.constant dense<1> : tensor<i32>
      %611 = stablehlo.subtract %c_169, %610 : tensor<i32>
      %612 = stablehlo.convert %611 : (tensor<i32>) -> tensor<f32>
      %613 = stablehlo.broadcast_in_dim %612, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %614 = stablehlo.multiply %613, %185 : tensor<2x256x128xf32>
      %615 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_170 = stablehlo.constant dense<1> : tensor<i32>
      %616 = stablehlo.subtract %c_170, %615 : tensor<i32>
      %617 = stablehlo.convert %616 : (tensor<i32>) -> tensor<f32>
      %618 = stablehlo.broadcast_in_dim %617, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %619 = stablehlo.multiply %618, %191 : tensor<2x128x256xf32>
      %620 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_171 = stablehlo.constant dense<1> : tensor<i32>
      %621 = stablehlo.subtract %c_171, %620 : tensor<i32>
      %622 = stablehlo.convert %621 : (tensor<i32>) -> tensor<f32>
      %623 = stablehlo.broadcast_in_dim %622, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %624 = stablehlo.multiply %623, %197 : tensor<2x128x64xf32>
      %625 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_172 = stablehlo.constant dense<1> : tensor<i32>
      %626 = stablehlo.subtract %c_172, %625 : tensor<i32>
      %627 = stablehlo.convert %626 : (tensor<i32>) -> tensor<f32>
      %628 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %629 = stablehlo.multiply %628, %203 : tensor<2x128xf32>
      %630 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_173 = stablehlo.constant dense<1> : tensor<i32>
      %631 = stablehlo.subtract %c_173, %630 : tensor<i32>
      %632 = stablehlo.convert %631 : (tensor<i32>) -> tensor<f32>
      %633 = stablehlo.broadcast_in_dim %632, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %634 = stablehlo.multiply %633, %209 : tensor<2x128x128xf32>
      %635 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_174 = stablehlo.constant dense<1> : tensor<i32>
      %636 = stablehlo.subtract %c_174, %635 : tensor<i32>
      %637 = stablehlo.convert %636 : (tensor<i32>) -> tensor<f32>
      %638 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %639 = stablehlo.multiply %638, %215 : tensor<2x128x128xf32>
      %640 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_175 = stablehlo.constant dense<1> : tensor<i32>
      %641 = stablehlo.subtract %c_175, %640 : tensor<i32>
      %642 = stablehlo.convert %641 : (tensor<i32>) -> tensor<f32>
      %643 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %644 = stablehlo.multiply %643, %221 : tensor<2x128x256xf32>
      %645 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_176 = stablehlo.constant dense<1> : tensor<i32>
      %646 = stablehlo.subtract %c_176, %645 : tensor<i32>
      %647 = stablehlo.convert %646 : (tensor<i32>) -> tensor<f32>
      %648 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %649 = stablehlo.multiply %648, %227 : tensor<2x128x64xf32>
      %650 = stablehlo.convert %555 : (tensor<i1>) -> tensor<i32>
      %c_177 = stablehlo.constant dense<1> : tensor<i32>
      %651 = stablehlo.subtract %c_177, %650 : tensor<i32>
      %652 = stablehlo.convert %651 : (tensor<i32>) -> tensor<f32>
      %653 = stablehlo.broadcast_in_dim %652, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %654 = stablehlo.multiply %653, %233 : tensor<128x512xf32>
      %655 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %656 = stablehlo.broadcast_in_dim %655, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %657 = stablehlo.multiply %656, %532 : tensor<512x128xf32>
      %658 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %659 = stablehlo.broadcast_in_dim %658, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %660 = stablehlo.multiply %659, %534 : tensor<128xf32>
      %661 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %662 = stablehlo.broadcast_in_dim %661, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %663 = stablehlo.multiply %662, %536 : tensor<2x128xf32>
      %664 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %665 = stablehlo.broadcast_in_dim %664, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %666 = stablehlo.multiply %665, %538 : tensor<2x256x128xf32>
      %667 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %668 = stablehlo.broadcast_in_dim %667, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %669 = stablehlo.multiply %668, %540 : tensor<2x128x256xf32>
      %670 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %671 = stablehlo.broadcast_in_dim %670, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %672 = stablehlo.multiply %671, %542 : tensor<2x128x64xf32>
      %673 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %674 = stablehlo.broadcast_in_dim %673, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %675 = stablehlo.multiply %674, %544 : tensor<2x128xf32>
      %676 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %677 = stablehlo.broadcast_in_dim %676, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %678 = stablehlo.multiply %677, %546 : tensor<2x128x128xf32>
      %679 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %680 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %681 = stablehlo.multiply %680, %548 : tensor<2x128x128xf32>
      %682 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %683 = stablehlo.broadcast_in_dim %682, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %684 = stablehlo.multiply %683, %550 : tensor<2x128x256xf32>
      %685 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %686 = stablehlo.broadcast_in_dim %685, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %687 = stablehlo.multiply %686, %552 : tensor<2x128x64xf32>
      %688 = stablehlo.convert %555 : (tensor<i1>) -> tensor<f32>
      %689 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      %690 = stablehlo.multiply %689, %554 : tensor<128x512xf32>
      stablehlo.return %657, %660, %663, %666, %669, %672, %675, %678, %681, %684, %687, %690, %559, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581, %582, %583, %584, %585, %586, %587, %588, %589, %590, %591, %592, %593, %594, %599, %604, %609, %614, %619, %624, %629, %634, %639, %644, %649, %654 : tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>
    }, {
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %163 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %164 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %165 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
      %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %166 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %167 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %168 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %169 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %170 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %171 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %172 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %173 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
      stablehlo.return %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50 : tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>
    }) : (tensor<i32>) -> (tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>)
    %150 = stablehlo.add %arg0, %149#0 : tensor<512x128xf32>
    %151 = stablehlo.add %arg1, %149#1 : tensor<128xf32>
    %152 = stablehlo.add %arg2, %149#2 : tensor<2x128xf32>
    %153 = stablehlo.add %arg3, %149#3 : tensor<2x256x128xf32>
    %154 = stablehlo.add %arg4, %149#4 : tensor<2x128x256xf32>
    %155 = stablehlo.add %arg5, %149#5 : tensor<2x128x64xf32>
    %156 = stablehlo.add %arg6, %149#6 : tensor<2x128xf32>
    %157 = stablehlo.add %arg7, %149#7 : tensor<2x128x128xf32>
    %158 = stablehlo.add %arg8, %149#8 : tensor<2x128x128xf32>
    %159 = stablehlo.add %arg9, %149#9 : tensor<2x128x256xf32>
    %160 = stablehlo.add %arg10, %149#10 : tensor<2x128x64xf32>
    %161 = stablehlo.add %arg11, %149#11 : tensor<128x512xf32>
    return %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %161, %149#12, %149#13, %149#14, %149#15, %149#16, %149#17, %149#18, %149#19, %149#20, %149#21, %149#22, %149#23, %149#24, %149#25, %149#26, %149#27, %149#28, %149#29, %149#30, %149#31, %149#32, %149#33, %149#34, %149#35, %149#36, %149#37, %149#38, %149#39, %149#40, %149#41, %149#42, %149#43, %149#44, %149#45, %149#46, %149#47, %149#48, %149#49, %149#50, %93 : tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<f32>
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
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x256x128xf32>, %arg1: tensor<i32>) -> tensor<256x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 128] : (tensor<2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x128x256xf32>, %arg1: tensor<i32>) -> tensor<128x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<2x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    return %1 : tensor<128x256xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x128x64xf32>, %arg1: tensor<i32>) -> tensor<128x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<2x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x128x128xf32>, %arg1: tensor<i32>) -> tensor<128x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x64x1x8xf32>, %arg1: tensor<1x64x1x8xf32>, %arg2: tensor<1x64x1x8xf32>, %arg3: tensor<1x64x1x8xf32>, %arg4: tensor<8x4x2x64x64xi1>, %arg5: tensor<8x4x2x64x64xf32>, %arg6: tensor<8x64x128xbf16>, %arg7: tensor<128xf32>, %arg8: tensor<256x128xf32>, %arg9: tensor<128x256xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x128xf32>, %arg13: tensor<128x128xf32>, %arg14: tensor<128x256xf32>, %arg15: tensor<128x64xf32>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) {
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
    %12 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<8x64x128xf32>
    %15 = stablehlo.convert %14 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %16 = stablehlo.convert %arg13 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.convert %arg10 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %21 = stablehlo.dot_general %15, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %24 = stablehlo.convert %arg15 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %25 = stablehlo.dot_general %15, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %28 = stablehlo.convert %19 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %29 = stablehlo.slice %28 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %30 = stablehlo.slice %28 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<8x64x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<8x64x8x8xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<8x64x8x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<8x64x8x8xf32>
    %38 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %39 = stablehlo.multiply %29, %38 : tensor<8x64x8x8xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x64x8x8xf32>
    %41 = stablehlo.concatenate %35, %40, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %42 = stablehlo.convert %41 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %43 = stablehlo.convert %23 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %44 = stablehlo.slice %43 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %45 = stablehlo.slice %43 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<8x64x4x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<8x64x4x8xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<8x64x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %52 = stablehlo.multiply %45, %51 : tensor<8x64x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %54 = stablehlo.multiply %44, %53 : tensor<8x64x4x8xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x64x4x8xf32>
    %56 = stablehlo.concatenate %50, %55, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %57 = stablehlo.convert %56 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %58 = stablehlo.reshape %42 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %59 = stablehlo.dot_general %57, %58, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %60 = stablehlo.transpose %59, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %62 = stablehlo.multiply %60, %61 : tensor<8x4x2x64x64xbf16>
    %63 = stablehlo.convert %62 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %64 = call @_where_5(%63, %arg4, %arg5) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<8x4x2x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<8x4x2x64x64xf32>
    %71 = stablehlo.exponential %70 : tensor<8x4x2x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %75 = stablehlo.divide %71, %74 : tensor<8x4x2x64x64xf32>
    %76 = stablehlo.convert %75 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %77 = stablehlo.dot_general %27, %76, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %78 = stablehlo.transpose %77, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %79 = stablehlo.reshape %78 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %80 = stablehlo.convert %arg12 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %82 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %83 = stablehlo.add %0, %82 : tensor<8x64x128xbf16>
    %84 = stablehlo.convert %83 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %85 = stablehlo.multiply %84, %84 : tensor<8x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %89 = stablehlo.divide %87, %88 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %91 = stablehlo.add %89, %90 : tensor<8x64x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x64x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %94 = stablehlo.multiply %84, %93 : tensor<8x64x128xf32>
    %95 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %97 = stablehlo.multiply %94, %96 : tensor<8x64x128xf32>
    %98 = stablehlo.convert %97 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %99 = stablehlo.convert %arg9 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %101 = stablehlo.convert %arg14 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %102 = stablehlo.dot_general %98, %101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %103 = call @silu(%100) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %104 = stablehlo.multiply %103, %102 : tensor<8x64x256xbf16>
    %105 = stablehlo.convert %arg8 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %108 = stablehlo.add %83, %107 : tensor<8x64x128xbf16>
    return %108, %arg6 : tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
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
  func.func private @closed_call_8(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xf32>, %arg2: tensor<256x128xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<128x64xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128x256xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>) {
    %0 = sdy.sharding_constraint %arg10 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.convert %arg7 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.convert %arg4 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %24 = stablehlo.dot_general %18, %23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %27 = stablehlo.convert %arg9 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %28 = stablehlo.dot_general %18, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %30 = stablehlo.reshape %29 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %31 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.add %34, %33 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.power %38, %37 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.divide %40, %39 : tensor<8xf32>
    %42 = stablehlo.iota dim = 0 : tensor<64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %44 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<64x8xf32>
    %48 = stablehlo.sine %47 : tensor<64x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %50 = stablehlo.cosine %47 : tensor<64x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %52 = stablehlo.convert %22 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %53 = stablehlo.slice %52 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %54 = stablehlo.slice %52 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %56 = stablehlo.multiply %53, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<8x64x8x8xf32>
    %59 = stablehlo.subtract %56, %58 : tensor<8x64x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %61 = stablehlo.multiply %54, %60 : tensor<8x64x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %63 = stablehlo.multiply %53, %62 : tensor<8x64x8x8xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x64x8x8xf32>
    %65 = stablehlo.concatenate %59, %64, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %66 = stablehlo.convert %65 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %67 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.add %70, %69 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.power %74, %73 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.divide %76, %75 : tensor<8xf32>
    %78 = stablehlo.iota dim = 0 : tensor<64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %80 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<64x8xf32>
    %84 = stablehlo.sine %83 : tensor<64x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %86 = stablehlo.cosine %83 : tensor<64x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %88 = stablehlo.convert %26 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %89 = stablehlo.slice %88 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %90 = stablehlo.slice %88 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %92 = stablehlo.multiply %89, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %94 = stablehlo.multiply %90, %93 : tensor<8x64x4x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<8x64x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %97 = stablehlo.multiply %90, %96 : tensor<8x64x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %99 = stablehlo.multiply %89, %98 : tensor<8x64x4x8xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x64x4x8xf32>
    %101 = stablehlo.concatenate %95, %100, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %102 = stablehlo.convert %101 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %103 = stablehlo.reshape %66 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %104 = stablehlo.dot_general %102, %103, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %105 = stablehlo.transpose %104, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %106 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %107 = stablehlo.multiply %105, %106 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %108 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %109 = call @tril_9(%108) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %110 = stablehlo.convert %107 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %111:2 = call @_where_10(%109, %110, %cst_14) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.reduce(%111#0 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %114 = stablehlo.maximum %113, %112 : tensor<8x4x2x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %117 = stablehlo.subtract %111#0, %116 : tensor<8x4x2x64x64xf32>
    %118 = stablehlo.exponential %117 : tensor<8x4x2x64x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %122 = stablehlo.divide %118, %121 : tensor<8x4x2x64x64xf32>
    %123 = stablehlo.multiply %120, %120 : tensor<8x4x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %125 = stablehlo.divide %124, %123 : tensor<8x4x2x64x1xf32>
    %126 = stablehlo.convert %122 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %127 = stablehlo.dot_general %30, %126, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %128 = stablehlo.transpose %127, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %129 = stablehlo.reshape %128 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %130 = stablehlo.convert %arg6 : (tensor<128x128xf32>) -> tensor<128x128xbf16>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %132 = sdy.sharding_constraint %131 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %133 = stablehlo.add %0, %132 : tensor<8x64x128xbf16>
    %134 = stablehlo.convert %133 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %135 = stablehlo.multiply %134, %134 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %139 = stablehlo.divide %137, %138 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x64x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<8x64x1xf32>
    %143 = stablehlo.divide %142, %141 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<8x64x1xf32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %147 = stablehlo.multiply %134, %146 : tensor<8x64x128xf32>
    %148 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<8x64x128xf32>
    %151 = stablehlo.convert %150 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %152 = stablehlo.convert %arg3 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %154 = stablehlo.convert %arg8 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %155 = stablehlo.dot_general %151, %154, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %156:3 = call @silu_11(%153) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %157 = stablehlo.multiply %156#0, %155 : tensor<8x64x256xbf16>
    %158 = stablehlo.convert %arg2 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %159 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %160 = stablehlo.dot_general %159, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x256xbf16>) -> tensor<128x256xbf16>
    %161 = stablehlo.transpose %160, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %162 = stablehlo.dot_general %159, %158, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %163 = stablehlo.convert %161 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %164 = stablehlo.multiply %156#0, %162 : tensor<8x64x256xbf16>
    %165 = stablehlo.multiply %162, %155 : tensor<8x64x256xbf16>
    %166 = call @silu_12(%156#1, %153, %156#2, %165) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %167 = stablehlo.dot_general %164, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %168 = stablehlo.transpose %167, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %169 = stablehlo.dot_general %164, %154, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %170 = stablehlo.convert %168 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %171 = stablehlo.dot_general %166, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x64x128xbf16>) -> tensor<256x128xbf16>
    %172 = stablehlo.transpose %171, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %173 = stablehlo.dot_general %166, %152, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %174 = stablehlo.add %169, %173 : tensor<8x64x128xbf16>
    %175 = stablehlo.convert %172 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %176 = stablehlo.convert %174 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %177 = stablehlo.multiply %147, %176 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %179 = stablehlo.reshape %178 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %180 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %181 = stablehlo.multiply %176, %180 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%179 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %183 = stablehlo.multiply %134, %181 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %186 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %187 = stablehlo.multiply %181, %186 : tensor<8x64x128xf32>
    %188 = stablehlo.multiply %185, %145 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %190 = stablehlo.divide %188, %189 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %193 = stablehlo.multiply %134, %192 : tensor<8x64x128xf32>
    %194 = stablehlo.add %187, %193 : tensor<8x64x128xf32>
    %195 = stablehlo.multiply %192, %134 : tensor<8x64x128xf32>
    %196 = stablehlo.add %194, %195 : tensor<8x64x128xf32>
    %197 = stablehlo.convert %196 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %198 = stablehlo.add %arg0, %197 : tensor<8x64x128xbf16>
    %199 = sdy.sharding_constraint %198 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %200 = stablehlo.dot_general %199, %129, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %201 = stablehlo.transpose %200, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %202 = stablehlo.dot_general %199, %130, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %203 = stablehlo.convert %201 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %204 = stablehlo.reshape %202 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %205 = stablehlo.transpose %204, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %206 = stablehlo.dot_general %205, %30, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %207 = stablehlo.dot_general %205, %126, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %208 = stablehlo.transpose %207, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %209 = stablehlo.convert %206 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %210 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<8x4x2x64x64xf32>
    %212 = stablehlo.multiply %211, %118 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %214 = stablehlo.reshape %213 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %215 = stablehlo.negate %214 : tensor<8x4x2x64x1xf32>
    %216 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %217 = stablehlo.divide %209, %216 : tensor<8x4x2x64x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%215 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x4x2x64x64xf32>
    %221 = stablehlo.multiply %220, %118 : tensor<8x4x2x64x64xf32>
    %222 = call @_where_13(%111#1, %221) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %223 = stablehlo.convert %222 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %224 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %225 = stablehlo.multiply %223, %224 : tensor<8x4x2x64x64xbf16>
    %226 = stablehlo.transpose %225, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %227 = stablehlo.dot_general %226, %102, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %228 = stablehlo.transpose %227, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %229 = stablehlo.dot_general %226, %103, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %231 = stablehlo.reshape %228 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %232 = stablehlo.convert %230 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %233 = stablehlo.slice %232 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %234 = stablehlo.slice %232 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %235 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<8x64x4x8xf32>
    %237 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<8x64x4x8xf32>
    %239 = stablehlo.negate %233 : tensor<8x64x4x8xf32>
    %240 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<8x64x4x8xf32>
    %242 = stablehlo.add %238, %241 : tensor<8x64x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %244 = stablehlo.multiply %233, %243 : tensor<8x64x4x8xf32>
    %245 = stablehlo.add %236, %244 : tensor<8x64x4x8xf32>
    %246 = stablehlo.concatenate %245, %242, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %247 = stablehlo.convert %246 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %248 = stablehlo.convert %231 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %249 = stablehlo.slice %248 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %250 = stablehlo.slice %248 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %251 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<8x64x8x8xf32>
    %253 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %254 = stablehlo.multiply %250, %253 : tensor<8x64x8x8xf32>
    %255 = stablehlo.negate %249 : tensor<8x64x8x8xf32>
    %256 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<8x64x8x8xf32>
    %258 = stablehlo.add %254, %257 : tensor<8x64x8x8xf32>
    %259 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %260 = stablehlo.multiply %249, %259 : tensor<8x64x8x8xf32>
    %261 = stablehlo.add %252, %260 : tensor<8x64x8x8xf32>
    %262 = stablehlo.concatenate %261, %258, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %263 = stablehlo.convert %262 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %264 = stablehlo.reshape %208 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %265 = sdy.sharding_constraint %264 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %266 = stablehlo.dot_general %265, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %267 = stablehlo.transpose %266, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %268 = stablehlo.dot_general %265, %27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %269 = stablehlo.convert %267 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %270 = stablehlo.reshape %247 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %271 = sdy.sharding_constraint %270 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %272 = stablehlo.dot_general %271, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %273 = stablehlo.transpose %272, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %274 = stablehlo.dot_general %271, %23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %275 = stablehlo.add %268, %274 : tensor<8x64x128xbf16>
    %276 = stablehlo.convert %273 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %277 = stablehlo.reshape %263 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %278 = sdy.sharding_constraint %277 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %279 = stablehlo.dot_general %278, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>) -> tensor<128x128xbf16>
    %280 = stablehlo.transpose %279, dims = [1, 0] : (tensor<128x128xbf16>) -> tensor<128x128xbf16>
    %281 = stablehlo.dot_general %278, %19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %282 = stablehlo.add %275, %281 : tensor<8x64x128xbf16>
    %283 = stablehlo.convert %280 : (tensor<128x128xbf16>) -> tensor<128x128xf32>
    %284 = stablehlo.convert %282 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %14, %284 : tensor<8x64x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %287 = stablehlo.reshape %286 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.multiply %284, %288 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%287 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %291 = stablehlo.multiply %1, %289 : tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %293 = stablehlo.reshape %292 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %294 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %295 = stablehlo.multiply %289, %294 : tensor<8x64x128xf32>
    %296 = stablehlo.multiply %293, %12 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %298 = stablehlo.divide %296, %297 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %301 = stablehlo.multiply %1, %300 : tensor<8x64x128xf32>
    %302 = stablehlo.add %295, %301 : tensor<8x64x128xf32>
    %303 = stablehlo.multiply %300, %1 : tensor<8x64x128xf32>
    %304 = stablehlo.add %302, %303 : tensor<8x64x128xf32>
    %305 = stablehlo.convert %304 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %306 = stablehlo.add %198, %305 : tensor<8x64x128xbf16>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    return %307, %290, %163, %175, %276, %182, %203, %283, %170, %269 : tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>
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
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<2x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<2x128xf32>
    return %1 : tensor<2x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x256x128xf32>, %arg1: tensor<256x128xf32>, %arg2: tensor<i32>) -> tensor<2x256x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x128xf32>) -> tensor<1x256x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x128xf32>, tensor<1x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xf32>
    return %1 : tensor<2x256x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x128x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<i32>) -> tensor<2x128x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x256xf32>
    return %1 : tensor<2x128x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x128x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<i32>) -> tensor<2x128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x64xf32>) -> tensor<1x128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x64xf32>, tensor<1x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x64xf32>
    return %1 : tensor<2x128x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>) -> tensor<2x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    return %1 : tensor<2x128x128xf32>
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
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_21(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where_21(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_23(%arg0: tensor<i1>, %arg1: tensor<512x128xf32>, %arg2: tensor<512x128xf32>) -> tensor<512x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<512x128xf32>
    return %0 : tensor<512x128xf32>
  }
  func.func private @_where_24(%arg0: tensor<i1>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @_where_25(%arg0: tensor<i1>, %arg1: tensor<2x128xf32>, %arg2: tensor<2x128xf32>) -> tensor<2x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128xf32>
    return %0 : tensor<2x128xf32>
  }
  func.func private @_where_26(%arg0: tensor<i1>, %arg1: tensor<2x256x128xf32>, %arg2: tensor<2x256x128xf32>) -> tensor<2x256x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x256x128xf32>
    return %0 : tensor<2x256x128xf32>
  }
  func.func private @_where_27(%arg0: tensor<i1>, %arg1: tensor<2x128x256xf32>, %arg2: tensor<2x128x256xf32>) -> tensor<2x128x256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128x256xf32>
    return %0 : tensor<2x128x256xf32>
  }
  func.func private @_where_28(%arg0: tensor<i1>, %arg1: tensor<2x128x64xf32>, %arg2: tensor<2x128x64xf32>) -> tensor<2x128x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128x64xf32>
    return %0 : tensor<2x128x64xf32>
  }
  func.func private @_where_29(%arg0: tensor<i1>, %arg1: tensor<2x128x128xf32>, %arg2: tensor<2x128x128xf32>) -> tensor<2x128x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128x128xf32>
    return %0 : tensor<2x128x128xf32>
  }
  func.func private @_where_30(%arg0: tensor<i1>, %arg1: tensor<128x512xf32>, %arg2: tensor<128x512xf32>) -> tensor<128x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<128x512xf32>
    return %0 : tensor<128x512xf32>
  }
}
