module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2x256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2x128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 24 : i32}, %arg25: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 28 : i32}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 29 : i32}, %arg28: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 30 : i32}, %arg29: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 32 : i32}, %arg30: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg31: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 34 : i32}, %arg32: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 35 : i32}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>, tf.aliasing_output = 36 : i32}, %arg34: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 37 : i32}, %arg35: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 40 : i32}, %arg36: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 41 : i32}, %arg37: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 42 : i32}, %arg38: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 44 : i32}, %arg39: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 45 : i32}, %arg40: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 46 : i32}, %arg41: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 47 : i32}, %arg42: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 48 : i32}, %arg43: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 50 : i32}, %arg44: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 51 : i32}, %arg45: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 55 : i32}, %arg46: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg47: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xbf16> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xbf16> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xbf16> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xbf16> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<512x128xf32> {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[1]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[1]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[1]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[1]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[2][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128xf32> {jax.result_info = "result[2][0].v_row['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_row['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_row['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x64xf32> {jax.result_info = "result[2][0].v_row['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_row['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_row['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_row['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x64xf32> {jax.result_info = "result[2][0].v_row['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[2][0].v_row['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[2][0].v_col['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x256xf32> {jax.result_info = "result[2][0].v_col['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256xf32> {jax.result_info = "result[2][0].v_col['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_col['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_col['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_col['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256xf32> {jax.result_info = "result[2][0].v_col['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v_col['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<512xf32> {jax.result_info = "result[2][0].v_col['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[2][0].v['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[2][0].v['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[2][0].v['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg47) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
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
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %48:18 = stablehlo.while(%iterArg = %arg2, %iterArg_383 = %arg3, %iterArg_384 = %arg4, %iterArg_385 = %arg5, %iterArg_386 = %arg6, %iterArg_387 = %arg7, %iterArg_388 = %arg8, %iterArg_389 = %arg9, %iterArg_390 = %arg10, %iterArg_391 = %43, %iterArg_392 = %41, %iterArg_393 = %22, %iterArg_394 = %20, %iterArg_395 = %46#0, %iterArg_396 = %46#1, %iterArg_397 = %c_11, %iterArg_398 = %1, %iterArg_399 = %47) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_400 = stablehlo.constant dense<2> : tensor<i32>
      %954 = stablehlo.compare LT, %iterArg_397, %c_400, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %954 : tensor<i1>
    } do {
      %954 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_397) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %955 = func.call @dynamic_index_in_dim_1(%iterArg_383, %iterArg_397) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %956 = func.call @dynamic_index_in_dim_2(%iterArg_384, %iterArg_397) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %957 = func.call @dynamic_index_in_dim_3(%iterArg_385, %iterArg_397) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %958 = func.call @dynamic_index_in_dim(%iterArg_386, %iterArg_397) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %959 = func.call @dynamic_index_in_dim_4(%iterArg_387, %iterArg_397) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %960 = func.call @dynamic_index_in_dim_4(%iterArg_388, %iterArg_397) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %961 = func.call @dynamic_index_in_dim_2(%iterArg_389, %iterArg_397) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %962 = func.call @dynamic_index_in_dim_3(%iterArg_390, %iterArg_397) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %963:2 = func.call @closed_call(%iterArg_391, %iterArg_392, %iterArg_393, %iterArg_394, %iterArg_395, %iterArg_396, %iterArg_398, %954, %955, %956, %957, %958, %959, %960, %961, %962) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %964 = func.call @dynamic_update_index_in_dim(%iterArg_399, %963#1, %iterArg_397) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_400 = stablehlo.constant dense<1> : tensor<i32>
      %965 = stablehlo.add %iterArg_397, %c_400 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_383, %iterArg_384, %iterArg_385, %iterArg_386, %iterArg_387, %iterArg_388, %iterArg_389, %iterArg_390, %iterArg_391, %iterArg_392, %iterArg_393, %iterArg_394, %iterArg_395, %iterArg_396, %965, %963#0, %964 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
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
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
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
    %87 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
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
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
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
    %144:21 = stablehlo.while(%iterArg = %arg2, %iterArg_383 = %arg3, %iterArg_384 = %arg4, %iterArg_385 = %arg5, %iterArg_386 = %arg6, %iterArg_387 = %arg7, %iterArg_388 = %arg8, %iterArg_389 = %arg9, %iterArg_390 = %arg10, %iterArg_391 = %48#17, %iterArg_392 = %c_40, %iterArg_393 = %134, %iterArg_394 = %135, %iterArg_395 = %136, %iterArg_396 = %137, %iterArg_397 = %138, %iterArg_398 = %139, %iterArg_399 = %140, %iterArg_400 = %141, %iterArg_401 = %142, %iterArg_402 = %143) : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    cond {
      %c_403 = stablehlo.constant dense<2> : tensor<i32>
      %954 = stablehlo.compare LT, %iterArg_392, %c_403, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %954 : tensor<i1>
    } do {
      %c_403 = stablehlo.constant dense<2> : tensor<i32>
      %954 = stablehlo.subtract %c_403, %iterArg_392 : tensor<i32>
      %c_404 = stablehlo.constant dense<1> : tensor<i32>
      %955 = stablehlo.subtract %954, %c_404 : tensor<i32>
      %956 = func.call @dynamic_index_in_dim(%iterArg, %955) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %957 = func.call @dynamic_index_in_dim_1(%iterArg_383, %955) : (tensor<2x256x128xbf16>, tensor<i32>) -> tensor<256x128xbf16>
      %958 = func.call @dynamic_index_in_dim_2(%iterArg_384, %955) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %959 = func.call @dynamic_index_in_dim_3(%iterArg_385, %955) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %960 = func.call @dynamic_index_in_dim(%iterArg_386, %955) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %961 = func.call @dynamic_index_in_dim_4(%iterArg_387, %955) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %962 = func.call @dynamic_index_in_dim_4(%iterArg_388, %955) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %963 = func.call @dynamic_index_in_dim_2(%iterArg_389, %955) : (tensor<2x128x256xbf16>, tensor<i32>) -> tensor<128x256xbf16>
      %964 = func.call @dynamic_index_in_dim_3(%iterArg_390, %955) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %965 = func.call @dynamic_index_in_dim_7(%iterArg_391, %955) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %966:10 = func.call @closed_call_8(%iterArg_393, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965) : (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>)
      %967 = func.call @dynamic_update_index_in_dim_14(%iterArg_394, %966#1, %955) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %968 = func.call @dynamic_update_index_in_dim_15(%iterArg_395, %966#2, %955) : (tensor<2x256x128xbf16>, tensor<256x128xbf16>, tensor<i32>) -> tensor<2x256x128xbf16>
      %969 = func.call @dynamic_update_index_in_dim_16(%iterArg_396, %966#3, %955) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %970 = func.call @dynamic_update_index_in_dim_17(%iterArg_397, %966#4, %955) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %971 = func.call @dynamic_update_index_in_dim_14(%iterArg_398, %966#5, %955) : (tensor<2x128xbf16>, tensor<128xbf16>, tensor<i32>) -> tensor<2x128xbf16>
      %972 = func.call @dynamic_update_index_in_dim_18(%iterArg_399, %966#6, %955) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %973 = func.call @dynamic_update_index_in_dim_18(%iterArg_400, %966#7, %955) : (tensor<2x128x128xbf16>, tensor<128x128xbf16>, tensor<i32>) -> tensor<2x128x128xbf16>
      %974 = func.call @dynamic_update_index_in_dim_16(%iterArg_401, %966#8, %955) : (tensor<2x128x256xbf16>, tensor<128x256xbf16>, tensor<i32>) -> tensor<2x128x256xbf16>
      %975 = func.call @dynamic_update_index_in_dim_17(%iterArg_402, %966#9, %955) : (tensor<2x128x64xbf16>, tensor<128x64xbf16>, tensor<i32>) -> tensor<2x128x64xbf16>
      %c_405 = stablehlo.constant dense<1> : tensor<i32>
      %976 = stablehlo.add %iterArg_392, %c_405 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_383, %iterArg_384, %iterArg_385, %iterArg_386, %iterArg_387, %iterArg_388, %iterArg_389, %iterArg_390, %iterArg_391, %976, %966#0, %967, %968, %969, %970, %971, %972, %973, %974, %975 : tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>
    }
    %145 = sdy.sharding_constraint %144#11 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %159 = stablehlo.subtract %arg24, %c_41 : tensor<i32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %160 = stablehlo.add %159, %c_42 : tensor<i32>
    %161 = stablehlo.convert %160 : (tensor<i32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %162 = stablehlo.power %161, %cst_43 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.subtract %cst_44, %162 : tensor<f32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %165 = stablehlo.multiply %147, %147 : tensor<512x128xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %167 = stablehlo.add %165, %166 : tensor<512x128xf32>
    %168 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %169 = stablehlo.multiply %168, %arg25 : tensor<128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.subtract %cst_47, %163 : tensor<f32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%167 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<512x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_49 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %173 = stablehlo.divide %171, %172 : tensor<128xf32>
    %174 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<128xf32>
    %176 = stablehlo.add %169, %175 : tensor<128xf32>
    %177 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %178 = stablehlo.multiply %177, %arg34 : tensor<512xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %179 = stablehlo.subtract %cst_50, %163 : tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%167 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %182 = stablehlo.divide %180, %181 : tensor<512xf32>
    %183 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<512xf32>
    %185 = stablehlo.add %178, %184 : tensor<512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%176 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_54 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %189 = stablehlo.divide %187, %188 : tensor<1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %191 = stablehlo.divide %176, %190 : tensor<128xf32>
    %cst_55 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %193 = stablehlo.power %191, %192 : tensor<128xf32>
    %cst_56 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %195 = stablehlo.power %185, %194 : tensor<512xf32>
    %196 = stablehlo.broadcast_in_dim %193, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<512x128xf32>
    %198 = stablehlo.multiply %147, %197 : tensor<512x128xf32>
    %199 = stablehlo.broadcast_in_dim %195, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<512x128xf32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %202 = stablehlo.subtract %arg24, %c_57 : tensor<i32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %203 = stablehlo.add %202, %c_58 : tensor<i32>
    %204 = stablehlo.convert %203 : (tensor<i32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %205 = stablehlo.power %204, %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.subtract %cst_60, %205 : tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %209 = stablehlo.multiply %148, %148 : tensor<128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %211 = stablehlo.add %209, %210 : tensor<128xf32>
    %212 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %213 = stablehlo.multiply %212, %arg43 : tensor<128xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.subtract %cst_64, %206 : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %216 = stablehlo.multiply %215, %211 : tensor<128xf32>
    %217 = stablehlo.add %213, %216 : tensor<128xf32>
    %cst_65 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %219 = stablehlo.power %217, %218 : tensor<128xf32>
    %220 = stablehlo.multiply %148, %219 : tensor<128xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %221 = stablehlo.subtract %arg24, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %222 = stablehlo.add %221, %c_67 : tensor<i32>
    %223 = stablehlo.convert %222 : (tensor<i32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %224 = stablehlo.power %223, %cst_68 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %225 = stablehlo.subtract %cst_69, %224 : tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %228 = stablehlo.multiply %149, %149 : tensor<2x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %230 = stablehlo.add %228, %229 : tensor<2x128xf32>
    %231 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %232 = stablehlo.multiply %231, %arg44 : tensor<2x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.subtract %cst_73, %225 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %235 = stablehlo.multiply %234, %230 : tensor<2x128xf32>
    %236 = stablehlo.add %232, %235 : tensor<2x128xf32>
    %cst_74 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %238 = stablehlo.power %236, %237 : tensor<2x128xf32>
    %239 = stablehlo.multiply %149, %238 : tensor<2x128xf32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %240 = stablehlo.subtract %arg24, %c_75 : tensor<i32>
    %c_76 = stablehlo.constant dense<1> : tensor<i32>
    %241 = stablehlo.add %240, %c_76 : tensor<i32>
    %242 = stablehlo.convert %241 : (tensor<i32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %243 = stablehlo.power %242, %cst_77 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.subtract %cst_78, %243 : tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %246 = stablehlo.multiply %150, %150 : tensor<2x256x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %248 = stablehlo.add %246, %247 : tensor<2x256x128xf32>
    %249 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %250 = stablehlo.multiply %249, %arg26 : tensor<2x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.subtract %cst_81, %244 : tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%248 init: %cst_82) applies stablehlo.add across dimensions = [1] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_83 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %254 = stablehlo.divide %252, %253 : tensor<2x128xf32>
    %255 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<2x128xf32>
    %257 = stablehlo.add %250, %256 : tensor<2x128xf32>
    %258 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %259 = stablehlo.multiply %258, %arg35 : tensor<2x256xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %260 = stablehlo.subtract %cst_84, %244 : tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%248 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_86 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %263 = stablehlo.divide %261, %262 : tensor<2x256xf32>
    %264 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<2x256xf32>
    %266 = stablehlo.add %259, %265 : tensor<2x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%257 init: %cst_87) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_88 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %270 = stablehlo.divide %268, %269 : tensor<2x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %272 = stablehlo.divide %257, %271 : tensor<2x128xf32>
    %cst_89 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %274 = stablehlo.power %272, %273 : tensor<2x128xf32>
    %cst_90 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %276 = stablehlo.power %266, %275 : tensor<2x256xf32>
    %277 = stablehlo.broadcast_in_dim %274, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x1x128xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x1x128xf32>) -> tensor<2x256x128xf32>
    %279 = stablehlo.multiply %150, %278 : tensor<2x256x128xf32>
    %280 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x128xf32>
    %282 = stablehlo.multiply %279, %281 : tensor<2x256x128xf32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %283 = stablehlo.subtract %arg24, %c_91 : tensor<i32>
    %c_92 = stablehlo.constant dense<1> : tensor<i32>
    %284 = stablehlo.add %283, %c_92 : tensor<i32>
    %285 = stablehlo.convert %284 : (tensor<i32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %286 = stablehlo.power %285, %cst_93 : tensor<f32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.subtract %cst_94, %286 : tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %289 = stablehlo.multiply %151, %151 : tensor<2x128x256xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %291 = stablehlo.add %289, %290 : tensor<2x128x256xf32>
    %292 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %293 = stablehlo.multiply %292, %arg27 : tensor<2x128xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %294 = stablehlo.subtract %cst_97, %287 : tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%291 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_99 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %297 = stablehlo.divide %295, %296 : tensor<2x128xf32>
    %298 = stablehlo.broadcast_in_dim %294, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<2x128xf32>
    %300 = stablehlo.add %293, %299 : tensor<2x128xf32>
    %301 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %302 = stablehlo.multiply %301, %arg36 : tensor<2x256xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %303 = stablehlo.subtract %cst_100, %287 : tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%291 init: %cst_101) applies stablehlo.add across dimensions = [1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_102 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %306 = stablehlo.divide %304, %305 : tensor<2x256xf32>
    %307 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<2x256xf32>
    %309 = stablehlo.add %302, %308 : tensor<2x256xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%300 init: %cst_103) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_104 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %313 = stablehlo.divide %311, %312 : tensor<2x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %315 = stablehlo.divide %300, %314 : tensor<2x128xf32>
    %cst_105 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %317 = stablehlo.power %315, %316 : tensor<2x128xf32>
    %cst_106 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %319 = stablehlo.power %309, %318 : tensor<2x256xf32>
    %320 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %322 = stablehlo.multiply %151, %321 : tensor<2x128x256xf32>
    %323 = stablehlo.broadcast_in_dim %319, dims = [0, 2] : (tensor<2x256xf32>) -> tensor<2x1x256xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<2x1x256xf32>) -> tensor<2x128x256xf32>
    %325 = stablehlo.multiply %322, %324 : tensor<2x128x256xf32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %326 = stablehlo.subtract %arg24, %c_107 : tensor<i32>
    %c_108 = stablehlo.constant dense<1> : tensor<i32>
    %327 = stablehlo.add %326, %c_108 : tensor<i32>
    %328 = stablehlo.convert %327 : (tensor<i32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %329 = stablehlo.power %328, %cst_109 : tensor<f32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %330 = stablehlo.subtract %cst_110, %329 : tensor<f32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %332 = stablehlo.multiply %152, %152 : tensor<2x128x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %334 = stablehlo.add %332, %333 : tensor<2x128x64xf32>
    %335 = stablehlo.broadcast_in_dim %330, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %336 = stablehlo.multiply %335, %arg28 : tensor<2x64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.subtract %cst_113, %330 : tensor<f32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%334 init: %cst_114) applies stablehlo.add across dimensions = [1] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_115 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %340 = stablehlo.divide %338, %339 : tensor<2x64xf32>
    %341 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<2x64xf32>
    %343 = stablehlo.add %336, %342 : tensor<2x64xf32>
    %344 = stablehlo.broadcast_in_dim %330, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %345 = stablehlo.multiply %344, %arg37 : tensor<2x128xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %346 = stablehlo.subtract %cst_116, %330 : tensor<f32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%334 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_118 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %349 = stablehlo.divide %347, %348 : tensor<2x128xf32>
    %350 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<2x128xf32>
    %352 = stablehlo.add %345, %351 : tensor<2x128xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%343 init: %cst_119) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %356 = stablehlo.divide %354, %355 : tensor<2x1xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %358 = stablehlo.divide %343, %357 : tensor<2x64xf32>
    %cst_121 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %360 = stablehlo.power %358, %359 : tensor<2x64xf32>
    %cst_122 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %362 = stablehlo.power %352, %361 : tensor<2x128xf32>
    %363 = stablehlo.broadcast_in_dim %360, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x128x64xf32>
    %365 = stablehlo.multiply %152, %364 : tensor<2x128x64xf32>
    %366 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %368 = stablehlo.multiply %365, %367 : tensor<2x128x64xf32>
    %c_123 = stablehlo.constant dense<0> : tensor<i32>
    %369 = stablehlo.subtract %arg24, %c_123 : tensor<i32>
    %c_124 = stablehlo.constant dense<1> : tensor<i32>
    %370 = stablehlo.add %369, %c_124 : tensor<i32>
    %371 = stablehlo.convert %370 : (tensor<i32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %372 = stablehlo.power %371, %cst_125 : tensor<f32>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %373 = stablehlo.subtract %cst_126, %372 : tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %376 = stablehlo.multiply %153, %153 : tensor<2x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %378 = stablehlo.add %376, %377 : tensor<2x128xf32>
    %379 = stablehlo.broadcast_in_dim %373, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %380 = stablehlo.multiply %379, %arg45 : tensor<2x128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %381 = stablehlo.subtract %cst_130, %373 : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %383 = stablehlo.multiply %382, %378 : tensor<2x128xf32>
    %384 = stablehlo.add %380, %383 : tensor<2x128xf32>
    %cst_131 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %386 = stablehlo.power %384, %385 : tensor<2x128xf32>
    %387 = stablehlo.multiply %153, %386 : tensor<2x128xf32>
    %c_132 = stablehlo.constant dense<0> : tensor<i32>
    %388 = stablehlo.subtract %arg24, %c_132 : tensor<i32>
    %c_133 = stablehlo.constant dense<1> : tensor<i32>
    %389 = stablehlo.add %388, %c_133 : tensor<i32>
    %390 = stablehlo.convert %389 : (tensor<i32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %391 = stablehlo.power %390, %cst_134 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %392 = stablehlo.subtract %cst_135, %391 : tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %394 = stablehlo.multiply %154, %154 : tensor<2x128x128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %396 = stablehlo.add %394, %395 : tensor<2x128x128xf32>
    %397 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %398 = stablehlo.multiply %397, %arg29 : tensor<2x128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %399 = stablehlo.subtract %cst_138, %392 : tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%396 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_140 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %402 = stablehlo.divide %400, %401 : tensor<2x128xf32>
    %403 = stablehlo.broadcast_in_dim %399, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<2x128xf32>
    %405 = stablehlo.add %398, %404 : tensor<2x128xf32>
    %406 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %407 = stablehlo.multiply %406, %arg38 : tensor<2x128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %408 = stablehlo.subtract %cst_141, %392 : tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%396 init: %cst_142) applies stablehlo.add across dimensions = [1] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_143 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %411 = stablehlo.divide %409, %410 : tensor<2x128xf32>
    %412 = stablehlo.broadcast_in_dim %408, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %413 = stablehlo.multiply %412, %411 : tensor<2x128xf32>
    %414 = stablehlo.add %407, %413 : tensor<2x128xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%405 init: %cst_144) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_145 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %418 = stablehlo.divide %416, %417 : tensor<2x1xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %420 = stablehlo.divide %405, %419 : tensor<2x128xf32>
    %cst_146 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %422 = stablehlo.power %420, %421 : tensor<2x128xf32>
    %cst_147 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %424 = stablehlo.power %414, %423 : tensor<2x128xf32>
    %425 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x128xf32>
    %427 = stablehlo.multiply %154, %426 : tensor<2x128x128xf32>
    %428 = stablehlo.broadcast_in_dim %424, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x1x128xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<2x1x128xf32>) -> tensor<2x128x128xf32>
    %430 = stablehlo.multiply %427, %429 : tensor<2x128x128xf32>
    %c_148 = stablehlo.constant dense<0> : tensor<i32>
    %431 = stablehlo.subtract %arg24, %c_148 : tensor<i32>
    %c_149 = stablehlo.constant dense<1> : tensor<i32>
    %432 = stablehlo.add %431, %c_149 : tensor<i32>
    %433 = stablehlo.convert %432 : (tensor<i32>) -> tensor<f32>
    %cst_150 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %434 = stablehlo.power %433, %cst_150 : tensor<f32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %435 = stablehlo.subtract %cst_151, %434 : tensor<f32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %437 = stablehlo.multiply %155, %155 : tensor<2x128x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %439 = stablehlo.add %437, %438 : tensor<2x128x128xf32>
    %440 = stablehlo.broadcast_in_dim %435, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %441 = stablehlo.multiply %440, %arg30 : tensor<2x128xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %442 = stablehlo.subtract %cst_154, %435 : tensor<f32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%439 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_156 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %445 = stablehlo.divide %443, %444 : tensor<2x128xf32>
    %446 = stablehlo.broadcast_in_dim %442, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %447 = stablehlo.multiply %446, %445 : tensor<2x128xf32>
    %448 = stablehlo.add %441, %447 : tensor<2x128xf32>
    %449 = stablehlo.broadcast_in_dim %435, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %450 = stablehlo.multiply %449, %arg39 : tensor<2x128xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.subtract %cst_157, %435 : tensor<f32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.reduce(%439 init: %cst_158) applies stablehlo.add across dimensions = [1] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_159 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %454 = stablehlo.divide %452, %453 : tensor<2x128xf32>
    %455 = stablehlo.broadcast_in_dim %451, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<2x128xf32>
    %457 = stablehlo.add %450, %456 : tensor<2x128xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.reduce(%448 init: %cst_160) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_161 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %461 = stablehlo.divide %459, %460 : tensor<2x1xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %463 = stablehlo.divide %448, %462 : tensor<2x128xf32>
    %cst_162 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %465 = stablehlo.power %463, %464 : tensor<2x128xf32>
    %cst_163 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %467 = stablehlo.power %457, %466 : tensor<2x128xf32>
    %468 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x128xf32>
    %470 = stablehlo.multiply %155, %469 : tensor<2x128x128xf32>
    %471 = stablehlo.broadcast_in_dim %467, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x1x128xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<2x1x128xf32>) -> tensor<2x128x128xf32>
    %473 = stablehlo.multiply %470, %472 : tensor<2x128x128xf32>
    %c_164 = stablehlo.constant dense<0> : tensor<i32>
    %474 = stablehlo.subtract %arg24, %c_164 : tensor<i32>
    %c_165 = stablehlo.constant dense<1> : tensor<i32>
    %475 = stablehlo.add %474, %c_165 : tensor<i32>
    %476 = stablehlo.convert %475 : (tensor<i32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %477 = stablehlo.power %476, %cst_166 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %478 = stablehlo.subtract %cst_167, %477 : tensor<f32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %480 = stablehlo.multiply %156, %156 : tensor<2x128x256xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %482 = stablehlo.add %480, %481 : tensor<2x128x256xf32>
    %483 = stablehlo.broadcast_in_dim %478, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %484 = stablehlo.multiply %483, %arg31 : tensor<2x128xf32>
    %cst_170 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %485 = stablehlo.subtract %cst_170, %478 : tensor<f32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%482 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_172 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %488 = stablehlo.divide %486, %487 : tensor<2x128xf32>
    %489 = stablehlo.broadcast_in_dim %485, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %490 = stablehlo.multiply %489, %488 : tensor<2x128xf32>
    %491 = stablehlo.add %484, %490 : tensor<2x128xf32>
    %492 = stablehlo.broadcast_in_dim %478, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %493 = stablehlo.multiply %492, %arg40 : tensor<2x256xf32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %494 = stablehlo.subtract %cst_173, %478 : tensor<f32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%482 init: %cst_174) applies stablehlo.add across dimensions = [1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_175 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %497 = stablehlo.divide %495, %496 : tensor<2x256xf32>
    %498 = stablehlo.broadcast_in_dim %494, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %499 = stablehlo.multiply %498, %497 : tensor<2x256xf32>
    %500 = stablehlo.add %493, %499 : tensor<2x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%491 init: %cst_176) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_177 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %504 = stablehlo.divide %502, %503 : tensor<2x1xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %506 = stablehlo.divide %491, %505 : tensor<2x128xf32>
    %cst_178 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %508 = stablehlo.power %506, %507 : tensor<2x128xf32>
    %cst_179 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %510 = stablehlo.power %500, %509 : tensor<2x256xf32>
    %511 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %513 = stablehlo.multiply %156, %512 : tensor<2x128x256xf32>
    %514 = stablehlo.broadcast_in_dim %510, dims = [0, 2] : (tensor<2x256xf32>) -> tensor<2x1x256xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2] : (tensor<2x1x256xf32>) -> tensor<2x128x256xf32>
    %516 = stablehlo.multiply %513, %515 : tensor<2x128x256xf32>
    %c_180 = stablehlo.constant dense<0> : tensor<i32>
    %517 = stablehlo.subtract %arg24, %c_180 : tensor<i32>
    %c_181 = stablehlo.constant dense<1> : tensor<i32>
    %518 = stablehlo.add %517, %c_181 : tensor<i32>
    %519 = stablehlo.convert %518 : (tensor<i32>) -> tensor<f32>
    %cst_182 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %520 = stablehlo.power %519, %cst_182 : tensor<f32>
    %cst_183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %521 = stablehlo.subtract %cst_183, %520 : tensor<f32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %523 = stablehlo.multiply %157, %157 : tensor<2x128x64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %525 = stablehlo.add %523, %524 : tensor<2x128x64xf32>
    %526 = stablehlo.broadcast_in_dim %521, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %527 = stablehlo.multiply %526, %arg32 : tensor<2x64xf32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %528 = stablehlo.subtract %cst_186, %521 : tensor<f32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%525 init: %cst_187) applies stablehlo.add across dimensions = [1] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_188 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %531 = stablehlo.divide %529, %530 : tensor<2x64xf32>
    %532 = stablehlo.broadcast_in_dim %528, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %533 = stablehlo.multiply %532, %531 : tensor<2x64xf32>
    %534 = stablehlo.add %527, %533 : tensor<2x64xf32>
    %535 = stablehlo.broadcast_in_dim %521, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %536 = stablehlo.multiply %535, %arg41 : tensor<2x128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %537 = stablehlo.subtract %cst_189, %521 : tensor<f32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%525 init: %cst_190) applies stablehlo.add across dimensions = [2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_191 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %540 = stablehlo.divide %538, %539 : tensor<2x128xf32>
    %541 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %542 = stablehlo.multiply %541, %540 : tensor<2x128xf32>
    %543 = stablehlo.add %536, %542 : tensor<2x128xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%534 init: %cst_192) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_193 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %547 = stablehlo.divide %545, %546 : tensor<2x1xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %549 = stablehlo.divide %534, %548 : tensor<2x64xf32>
    %cst_194 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %551 = stablehlo.power %549, %550 : tensor<2x64xf32>
    %cst_195 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %553 = stablehlo.power %543, %552 : tensor<2x128xf32>
    %554 = stablehlo.broadcast_in_dim %551, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x128x64xf32>
    %556 = stablehlo.multiply %157, %555 : tensor<2x128x64xf32>
    %557 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %559 = stablehlo.multiply %556, %558 : tensor<2x128x64xf32>
    %c_196 = stablehlo.constant dense<0> : tensor<i32>
    %560 = stablehlo.subtract %arg24, %c_196 : tensor<i32>
    %c_197 = stablehlo.constant dense<1> : tensor<i32>
    %561 = stablehlo.add %560, %c_197 : tensor<i32>
    %562 = stablehlo.convert %561 : (tensor<i32>) -> tensor<f32>
    %cst_198 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %563 = stablehlo.power %562, %cst_198 : tensor<f32>
    %cst_199 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %564 = stablehlo.subtract %cst_199, %563 : tensor<f32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %566 = stablehlo.multiply %158, %158 : tensor<128x512xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %568 = stablehlo.add %566, %567 : tensor<128x512xf32>
    %569 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %570 = stablehlo.multiply %569, %arg33 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %571 = stablehlo.subtract %cst_202, %564 : tensor<f32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.reduce(%568 init: %cst_203) applies stablehlo.add across dimensions = [1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_204 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %574 = stablehlo.divide %572, %573 : tensor<128xf32>
    %575 = stablehlo.broadcast_in_dim %571, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %576 = stablehlo.multiply %575, %574 : tensor<128xf32>
    %577 = stablehlo.add %570, %576 : tensor<128xf32>
    %578 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %579 = stablehlo.multiply %578, %arg42 : tensor<512xf32>
    %cst_205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %580 = stablehlo.subtract %cst_205, %564 : tensor<f32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%568 init: %cst_206) applies stablehlo.add across dimensions = [0] : (tensor<128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_207 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %583 = stablehlo.divide %581, %582 : tensor<512xf32>
    %584 = stablehlo.broadcast_in_dim %580, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %585 = stablehlo.multiply %584, %583 : tensor<512xf32>
    %586 = stablehlo.add %579, %585 : tensor<512xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%577 init: %cst_208) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_209 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %590 = stablehlo.divide %588, %589 : tensor<1xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %592 = stablehlo.divide %577, %591 : tensor<128xf32>
    %cst_210 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %594 = stablehlo.power %592, %593 : tensor<128xf32>
    %cst_211 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %596 = stablehlo.power %586, %595 : tensor<512xf32>
    %597 = stablehlo.broadcast_in_dim %594, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x512xf32>
    %599 = stablehlo.multiply %158, %598 : tensor<128x512xf32>
    %600 = stablehlo.broadcast_in_dim %596, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<128x512xf32>
    %602 = stablehlo.multiply %599, %601 : tensor<128x512xf32>
    %c_212 = stablehlo.constant dense<2147483647> : tensor<i32>
    %603 = stablehlo.compare LT, %arg24, %c_212, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_213 = stablehlo.constant dense<1> : tensor<i32>
    %604 = stablehlo.add %arg24, %c_213 : tensor<i32>
    %c_214 = stablehlo.constant dense<2147483647> : tensor<i32>
    %605 = call @_where_20(%603, %604, %c_214) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %606 = stablehlo.multiply %201, %201 : tensor<512x128xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_215) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_216 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %608 = stablehlo.divide %607, %cst_216 : tensor<f32>
    %609 = stablehlo.sqrt %608 : tensor<f32>
    %cst_217 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %610 = stablehlo.divide %609, %cst_217 : tensor<f32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %611 = stablehlo.maximum %cst_218, %610 : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %613 = stablehlo.divide %201, %612 : tensor<512x128xf32>
    %614 = stablehlo.multiply %220, %220 : tensor<128xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%614 init: %cst_219) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_220 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %616 = stablehlo.divide %615, %cst_220 : tensor<f32>
    %617 = stablehlo.sqrt %616 : tensor<f32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %618 = stablehlo.divide %617, %cst_221 : tensor<f32>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %619 = stablehlo.maximum %cst_222, %618 : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %621 = stablehlo.divide %220, %620 : tensor<128xf32>
    %622 = stablehlo.multiply %239, %239 : tensor<2x128xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %624 = stablehlo.divide %623, %cst_224 : tensor<f32>
    %625 = stablehlo.sqrt %624 : tensor<f32>
    %cst_225 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %626 = stablehlo.divide %625, %cst_225 : tensor<f32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %627 = stablehlo.maximum %cst_226, %626 : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %629 = stablehlo.divide %239, %628 : tensor<2x128xf32>
    %630 = stablehlo.multiply %282, %282 : tensor<2x256x128xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_227) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_228 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %632 = stablehlo.divide %631, %cst_228 : tensor<f32>
    %633 = stablehlo.sqrt %632 : tensor<f32>
    %cst_229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %634 = stablehlo.divide %633, %cst_229 : tensor<f32>
    %cst_230 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %635 = stablehlo.maximum %cst_230, %634 : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %637 = stablehlo.divide %282, %636 : tensor<2x256x128xf32>
    %638 = stablehlo.multiply %325, %325 : tensor<2x128x256xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.reduce(%638 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %640 = stablehlo.divide %639, %cst_232 : tensor<f32>
    %641 = stablehlo.sqrt %640 : tensor<f32>
    %cst_233 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %642 = stablehlo.divide %641, %cst_233 : tensor<f32>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %643 = stablehlo.maximum %cst_234, %642 : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %645 = stablehlo.divide %325, %644 : tensor<2x128x256xf32>
    %646 = stablehlo.multiply %368, %368 : tensor<2x128x64xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_235) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_236 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %648 = stablehlo.divide %647, %cst_236 : tensor<f32>
    %649 = stablehlo.sqrt %648 : tensor<f32>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %650 = stablehlo.divide %649, %cst_237 : tensor<f32>
    %cst_238 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.maximum %cst_238, %650 : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %653 = stablehlo.divide %368, %652 : tensor<2x128x64xf32>
    %654 = stablehlo.multiply %387, %387 : tensor<2x128xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%654 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %656 = stablehlo.divide %655, %cst_240 : tensor<f32>
    %657 = stablehlo.sqrt %656 : tensor<f32>
    %cst_241 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %658 = stablehlo.divide %657, %cst_241 : tensor<f32>
    %cst_242 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %659 = stablehlo.maximum %cst_242, %658 : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %661 = stablehlo.divide %387, %660 : tensor<2x128xf32>
    %662 = stablehlo.multiply %430, %430 : tensor<2x128x128xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%662 init: %cst_243) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_244 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %664 = stablehlo.divide %663, %cst_244 : tensor<f32>
    %665 = stablehlo.sqrt %664 : tensor<f32>
    %cst_245 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %666 = stablehlo.divide %665, %cst_245 : tensor<f32>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %667 = stablehlo.maximum %cst_246, %666 : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %669 = stablehlo.divide %430, %668 : tensor<2x128x128xf32>
    %670 = stablehlo.multiply %473, %473 : tensor<2x128x128xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%670 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_248 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %672 = stablehlo.divide %671, %cst_248 : tensor<f32>
    %673 = stablehlo.sqrt %672 : tensor<f32>
    %cst_249 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %674 = stablehlo.divide %673, %cst_249 : tensor<f32>
    %cst_250 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %675 = stablehlo.maximum %cst_250, %674 : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %677 = stablehlo.divide %473, %676 : tensor<2x128x128xf32>
    %678 = stablehlo.multiply %516, %516 : tensor<2x128x256xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.reduce(%678 init: %cst_251) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_252 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %680 = stablehlo.divide %679, %cst_252 : tensor<f32>
    %681 = stablehlo.sqrt %680 : tensor<f32>
    %cst_253 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %682 = stablehlo.divide %681, %cst_253 : tensor<f32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %683 = stablehlo.maximum %cst_254, %682 : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %685 = stablehlo.divide %516, %684 : tensor<2x128x256xf32>
    %686 = stablehlo.multiply %559, %559 : tensor<2x128x64xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_255) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_256 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %688 = stablehlo.divide %687, %cst_256 : tensor<f32>
    %689 = stablehlo.sqrt %688 : tensor<f32>
    %cst_257 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %690 = stablehlo.divide %689, %cst_257 : tensor<f32>
    %cst_258 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %691 = stablehlo.maximum %cst_258, %690 : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %693 = stablehlo.divide %559, %692 : tensor<2x128x64xf32>
    %694 = stablehlo.multiply %602, %602 : tensor<128x512xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%694 init: %cst_259) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_260 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %696 = stablehlo.divide %695, %cst_260 : tensor<f32>
    %697 = stablehlo.sqrt %696 : tensor<f32>
    %cst_261 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %698 = stablehlo.divide %697, %cst_261 : tensor<f32>
    %cst_262 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %699 = stablehlo.maximum %cst_262, %698 : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %701 = stablehlo.divide %602, %700 : tensor<128x512xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %703 = stablehlo.multiply %702, %613 : tensor<512x128xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %705 = stablehlo.multiply %704, %621 : tensor<128xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %707 = stablehlo.multiply %706, %629 : tensor<2x128xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %709 = stablehlo.multiply %708, %637 : tensor<2x256x128xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %711 = stablehlo.multiply %710, %645 : tensor<2x128x256xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %713 = stablehlo.multiply %712, %653 : tensor<2x128x64xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %715 = stablehlo.multiply %714, %661 : tensor<2x128xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %717 = stablehlo.multiply %716, %669 : tensor<2x128x128xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %719 = stablehlo.multiply %718, %677 : tensor<2x128x128xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %721 = stablehlo.multiply %720, %685 : tensor<2x128x256xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %723 = stablehlo.multiply %722, %693 : tensor<2x128x64xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %725 = stablehlo.multiply %724, %701 : tensor<128x512xf32>
    %726 = stablehlo.multiply %arg12, %arg12 : tensor<512x128xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%726 init: %cst_275) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_276 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %728 = stablehlo.divide %727, %cst_276 : tensor<f32>
    %729 = stablehlo.sqrt %728 : tensor<f32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %730 = stablehlo.compare LE, %729, %cst_277, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_278 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %732 = call @_where_21(%730, %731, %arg12) : (tensor<i1>, tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %733 = stablehlo.compare LE, %729, %cst_279, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %734 = stablehlo.multiply %732, %732 : tensor<512x128xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%734 init: %cst_280) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_281 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %736 = stablehlo.divide %735, %cst_281 : tensor<f32>
    %737 = stablehlo.sqrt %736 : tensor<f32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %738 = call @_where_22(%733, %cst_282, %737) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %740 = stablehlo.multiply %703, %739 : tensor<512x128xf32>
    %741 = stablehlo.multiply %arg13, %arg13 : tensor<128xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_283) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_284 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %743 = stablehlo.divide %742, %cst_284 : tensor<f32>
    %744 = stablehlo.sqrt %743 : tensor<f32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %745 = stablehlo.compare LE, %744, %cst_285, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %747 = call @_where_23(%745, %746, %arg13) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %748 = stablehlo.compare LE, %744, %cst_287, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %749 = stablehlo.multiply %747, %747 : tensor<128xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.reduce(%749 init: %cst_288) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_289 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %751 = stablehlo.divide %750, %cst_289 : tensor<f32>
    %752 = stablehlo.sqrt %751 : tensor<f32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %753 = call @_where_22(%748, %cst_290, %752) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %755 = stablehlo.multiply %705, %754 : tensor<128xf32>
    %756 = stablehlo.multiply %arg14, %arg14 : tensor<2x128xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_291) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_292 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %758 = stablehlo.divide %757, %cst_292 : tensor<f32>
    %759 = stablehlo.sqrt %758 : tensor<f32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %760 = stablehlo.compare LE, %759, %cst_293, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_294 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %762 = call @_where_24(%760, %761, %arg14) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %763 = stablehlo.compare LE, %759, %cst_295, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %764 = stablehlo.multiply %762, %762 : tensor<2x128xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_296) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_297 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %766 = stablehlo.divide %765, %cst_297 : tensor<f32>
    %767 = stablehlo.sqrt %766 : tensor<f32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %768 = call @_where_22(%763, %cst_298, %767) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %770 = stablehlo.multiply %707, %769 : tensor<2x128xf32>
    %771 = stablehlo.multiply %arg15, %arg15 : tensor<2x256x128xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_299) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_300 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %773 = stablehlo.divide %772, %cst_300 : tensor<f32>
    %774 = stablehlo.sqrt %773 : tensor<f32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %775 = stablehlo.compare LE, %774, %cst_301, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_302 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %777 = call @_where_25(%775, %776, %arg15) : (tensor<i1>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %778 = stablehlo.compare LE, %774, %cst_303, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %779 = stablehlo.multiply %777, %777 : tensor<2x256x128xf32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%779 init: %cst_304) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_305 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %781 = stablehlo.divide %780, %cst_305 : tensor<f32>
    %782 = stablehlo.sqrt %781 : tensor<f32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %783 = call @_where_22(%778, %cst_306, %782) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %785 = stablehlo.multiply %709, %784 : tensor<2x256x128xf32>
    %786 = stablehlo.multiply %arg16, %arg16 : tensor<2x128x256xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_307) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_308 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %788 = stablehlo.divide %787, %cst_308 : tensor<f32>
    %789 = stablehlo.sqrt %788 : tensor<f32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %790 = stablehlo.compare LE, %789, %cst_309, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %792 = call @_where_26(%790, %791, %arg16) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %793 = stablehlo.compare LE, %789, %cst_311, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %794 = stablehlo.multiply %792, %792 : tensor<2x128x256xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%794 init: %cst_312) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_313 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %796 = stablehlo.divide %795, %cst_313 : tensor<f32>
    %797 = stablehlo.sqrt %796 : tensor<f32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %798 = call @_where_22(%793, %cst_314, %797) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %800 = stablehlo.multiply %711, %799 : tensor<2x128x256xf32>
    %801 = stablehlo.multiply %arg17, %arg17 : tensor<2x128x64xf32>
    %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_315) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_316 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %803 = stablehlo.divide %802, %cst_316 : tensor<f32>
    %804 = stablehlo.sqrt %803 : tensor<f32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %805 = stablehlo.compare LE, %804, %cst_317, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %807 = call @_where_27(%805, %806, %arg17) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %808 = stablehlo.compare LE, %804, %cst_319, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %809 = stablehlo.multiply %807, %807 : tensor<2x128x64xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %810 = stablehlo.reduce(%809 init: %cst_320) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_321 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %811 = stablehlo.divide %810, %cst_321 : tensor<f32>
    %812 = stablehlo.sqrt %811 : tensor<f32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %813 = call @_where_22(%808, %cst_322, %812) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %815 = stablehlo.multiply %713, %814 : tensor<2x128x64xf32>
    %816 = stablehlo.multiply %arg18, %arg18 : tensor<2x128xf32>
    %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.reduce(%816 init: %cst_323) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_324 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %818 = stablehlo.divide %817, %cst_324 : tensor<f32>
    %819 = stablehlo.sqrt %818 : tensor<f32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %820 = stablehlo.compare LE, %819, %cst_325, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %822 = call @_where_24(%820, %821, %arg18) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %823 = stablehlo.compare LE, %819, %cst_327, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %824 = stablehlo.multiply %822, %822 : tensor<2x128xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.reduce(%824 init: %cst_328) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_329 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %826 = stablehlo.divide %825, %cst_329 : tensor<f32>
    %827 = stablehlo.sqrt %826 : tensor<f32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %828 = call @_where_22(%823, %cst_330, %827) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %830 = stablehlo.multiply %715, %829 : tensor<2x128xf32>
    %831 = stablehlo.multiply %arg19, %arg19 : tensor<2x128x128xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%831 init: %cst_331) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_332 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %833 = stablehlo.divide %832, %cst_332 : tensor<f32>
    %834 = stablehlo.sqrt %833 : tensor<f32>
    %cst_333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %835 = stablehlo.compare LE, %834, %cst_333, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_334 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %837 = call @_where_28(%835, %836, %arg19) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %838 = stablehlo.compare LE, %834, %cst_335, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %839 = stablehlo.multiply %837, %837 : tensor<2x128x128xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %840 = stablehlo.reduce(%839 init: %cst_336) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_337 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %841 = stablehlo.divide %840, %cst_337 : tensor<f32>
    %842 = stablehlo.sqrt %841 : tensor<f32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %843 = call @_where_22(%838, %cst_338, %842) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %844 = stablehlo.broadcast_in_dim %843, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %845 = stablehlo.multiply %717, %844 : tensor<2x128x128xf32>
    %846 = stablehlo.multiply %arg20, %arg20 : tensor<2x128x128xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.reduce(%846 init: %cst_339) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_340 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %848 = stablehlo.divide %847, %cst_340 : tensor<f32>
    %849 = stablehlo.sqrt %848 : tensor<f32>
    %cst_341 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %850 = stablehlo.compare LE, %849, %cst_341, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_342 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %852 = call @_where_28(%850, %851, %arg20) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %853 = stablehlo.compare LE, %849, %cst_343, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %854 = stablehlo.multiply %852, %852 : tensor<2x128x128xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.reduce(%854 init: %cst_344) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_345 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %856 = stablehlo.divide %855, %cst_345 : tensor<f32>
    %857 = stablehlo.sqrt %856 : tensor<f32>
    %cst_346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %858 = call @_where_22(%853, %cst_346, %857) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %860 = stablehlo.multiply %719, %859 : tensor<2x128x128xf32>
    %861 = stablehlo.multiply %arg21, %arg21 : tensor<2x128x256xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_347) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_348 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %863 = stablehlo.divide %862, %cst_348 : tensor<f32>
    %864 = stablehlo.sqrt %863 : tensor<f32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %865 = stablehlo.compare LE, %864, %cst_349, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_350 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %867 = call @_where_26(%865, %866, %arg21) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %868 = stablehlo.compare LE, %864, %cst_351, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %869 = stablehlo.multiply %867, %867 : tensor<2x128x256xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %870 = stablehlo.reduce(%869 init: %cst_352) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_353 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %871 = stablehlo.divide %870, %cst_353 : tensor<f32>
    %872 = stablehlo.sqrt %871 : tensor<f32>
    %cst_354 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %873 = call @_where_22(%868, %cst_354, %872) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %875 = stablehlo.multiply %721, %874 : tensor<2x128x256xf32>
    %876 = stablehlo.multiply %arg22, %arg22 : tensor<2x128x64xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %877 = stablehlo.reduce(%876 init: %cst_355) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_356 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %878 = stablehlo.divide %877, %cst_356 : tensor<f32>
    %879 = stablehlo.sqrt %878 : tensor<f32>
    %cst_357 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %880 = stablehlo.compare LE, %879, %cst_357, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_358 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %882 = call @_where_27(%880, %881, %arg22) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %883 = stablehlo.compare LE, %879, %cst_359, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %884 = stablehlo.multiply %882, %882 : tensor<2x128x64xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %885 = stablehlo.reduce(%884 init: %cst_360) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_361 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %886 = stablehlo.divide %885, %cst_361 : tensor<f32>
    %887 = stablehlo.sqrt %886 : tensor<f32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = call @_where_22(%883, %cst_362, %887) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %890 = stablehlo.multiply %723, %889 : tensor<2x128x64xf32>
    %891 = stablehlo.multiply %arg23, %arg23 : tensor<128x512xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %892 = stablehlo.reduce(%891 init: %cst_363) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_364 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %893 = stablehlo.divide %892, %cst_364 : tensor<f32>
    %894 = stablehlo.sqrt %893 : tensor<f32>
    %cst_365 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %895 = stablehlo.compare LE, %894, %cst_365, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_366 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %897 = call @_where_29(%895, %896, %arg23) : (tensor<i1>, tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %898 = stablehlo.compare LE, %894, %cst_367, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %899 = stablehlo.multiply %897, %897 : tensor<128x512xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %900 = stablehlo.reduce(%899 init: %cst_368) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_369 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %901 = stablehlo.divide %900, %cst_369 : tensor<f32>
    %902 = stablehlo.sqrt %901 : tensor<f32>
    %cst_370 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %903 = call @_where_22(%898, %cst_370, %902) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %905 = stablehlo.multiply %725, %904 : tensor<128x512xf32>
    %cst_371 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %907 = stablehlo.multiply %906, %740 : tensor<512x128xf32>
    %cst_372 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %909 = stablehlo.multiply %908, %755 : tensor<128xf32>
    %cst_373 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %911 = stablehlo.multiply %910, %770 : tensor<2x128xf32>
    %cst_374 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %913 = stablehlo.multiply %912, %785 : tensor<2x256x128xf32>
    %cst_375 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %915 = stablehlo.multiply %914, %800 : tensor<2x128x256xf32>
    %cst_376 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %917 = stablehlo.multiply %916, %815 : tensor<2x128x64xf32>
    %cst_377 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %919 = stablehlo.multiply %918, %830 : tensor<2x128xf32>
    %cst_378 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %921 = stablehlo.multiply %920, %845 : tensor<2x128x128xf32>
    %cst_379 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %923 = stablehlo.multiply %922, %860 : tensor<2x128x128xf32>
    %cst_380 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %925 = stablehlo.multiply %924, %875 : tensor<2x128x256xf32>
    %cst_381 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %927 = stablehlo.multiply %926, %890 : tensor<2x128x64xf32>
    %cst_382 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %929 = stablehlo.multiply %928, %905 : tensor<128x512xf32>
    %930 = stablehlo.add %arg12, %907 : tensor<512x128xf32>
    %931 = stablehlo.add %arg13, %909 : tensor<128xf32>
    %932 = stablehlo.add %arg14, %911 : tensor<2x128xf32>
    %933 = stablehlo.add %arg15, %913 : tensor<2x256x128xf32>
    %934 = stablehlo.add %arg16, %915 : tensor<2x128x256xf32>
    %935 = stablehlo.add %arg17, %917 : tensor<2x128x64xf32>
    %936 = stablehlo.add %arg18, %919 : tensor<2x128xf32>
    %937 = stablehlo.add %arg19, %921 : tensor<2x128x128xf32>
    %938 = stablehlo.add %arg20, %923 : tensor<2x128x128xf32>
    %939 = stablehlo.add %arg21, %925 : tensor<2x128x256xf32>
    %940 = stablehlo.add %arg22, %927 : tensor<2x128x64xf32>
    %941 = stablehlo.add %arg23, %929 : tensor<128x512xf32>
    %942 = stablehlo.convert %930 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %943 = stablehlo.convert %931 : (tensor<128xf32>) -> tensor<128xbf16>
    %944 = stablehlo.convert %932 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %945 = stablehlo.convert %933 : (tensor<2x256x128xf32>) -> tensor<2x256x128xbf16>
    %946 = stablehlo.convert %934 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %947 = stablehlo.convert %935 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %948 = stablehlo.convert %936 : (tensor<2x128xf32>) -> tensor<2x128xbf16>
    %949 = stablehlo.convert %937 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %950 = stablehlo.convert %938 : (tensor<2x128x128xf32>) -> tensor<2x128x128xbf16>
    %951 = stablehlo.convert %939 : (tensor<2x128x256xf32>) -> tensor<2x128x256xbf16>
    %952 = stablehlo.convert %940 : (tensor<2x128x64xf32>) -> tensor<2x128x64xbf16>
    %953 = stablehlo.convert %941 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    return %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %605, %176, %207, %226, %257, %300, %343, %374, %405, %448, %491, %534, %577, %185, %208, %227, %266, %309, %352, %375, %414, %457, %500, %543, %586, %164, %217, %236, %245, %288, %331, %384, %393, %436, %479, %522, %565, %92 : tensor<512x128xbf16>, tensor<128xbf16>, tensor<2x128xbf16>, tensor<2x256x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x256xbf16>, tensor<2x128x64xbf16>, tensor<128x512xbf16>, tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x64xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x64xf32>, tensor<128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x128xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x256xf32>, tensor<2x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>
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
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.dot_general %16, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.dot_general %16, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
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
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %15 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<8x64x128xf32>
    %19 = stablehlo.convert %18 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %23 = stablehlo.dot_general %19, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.dot_general %19, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
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
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %154 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %192 = sdy.sharding_constraint %191 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %257 = sdy.sharding_constraint %256 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %258 = stablehlo.dot_general %257, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %259 = stablehlo.transpose %258, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %260 = stablehlo.dot_general %257, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %261 = stablehlo.reshape %239 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %262 = sdy.sharding_constraint %261 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %263 = stablehlo.dot_general %262, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<8x64x128xbf16>) -> tensor<64x128xbf16>
    %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %265 = stablehlo.dot_general %262, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %266 = stablehlo.add %260, %265 : tensor<8x64x128xbf16>
    %267 = stablehlo.reshape %255 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %268 = sdy.sharding_constraint %267 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %297 = sdy.sharding_constraint %296 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
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
  func.func private @_where_21(%arg0: tensor<i1>, %arg1: tensor<512x128xf32>, %arg2: tensor<512x128xf32>) -> tensor<512x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<512x128xf32>
    return %0 : tensor<512x128xf32>
  }
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_23(%arg0: tensor<i1>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @_where_24(%arg0: tensor<i1>, %arg1: tensor<2x128xf32>, %arg2: tensor<2x128xf32>) -> tensor<2x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128xf32>
    return %0 : tensor<2x128xf32>
  }
  func.func private @_where_25(%arg0: tensor<i1>, %arg1: tensor<2x256x128xf32>, %arg2: tensor<2x256x128xf32>) -> tensor<2x256x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x256x128xf32>
    return %0 : tensor<2x256x128xf32>
  }
  func.func private @_where_26(%arg0: tensor<i1>, %arg1: tensor<2x128x256xf32>, %arg2: tensor<2x128x256xf32>) -> tensor<2x128x256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128x256xf32>
    return %0 : tensor<2x128x256xf32>
  }
  func.func private @_where_27(%arg0: tensor<i1>, %arg1: tensor<2x128x64xf32>, %arg2: tensor<2x128x64xf32>) -> tensor<2x128x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128x64xf32>
    return %0 : tensor<2x128x64xf32>
  }
  func.func private @_where_28(%arg0: tensor<i1>, %arg1: tensor<2x128x128xf32>, %arg2: tensor<2x128x128xf32>) -> tensor<2x128x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x128x128xf32>
    return %0 : tensor<2x128x128xf32>
  }
  func.func private @_where_29(%arg0: tensor<i1>, %arg1: tensor<128x512xf32>, %arg2: tensor<128x512xf32>) -> tensor<128x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<128x512xf32>
    return %0 : tensor<128x512xf32>
  }
}
