module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg4: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg5: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg6: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg8: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg9: tensor<2x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg10: tensor<2x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg11: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg12: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg14: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg15: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg16: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg18: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg20: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg22: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg26: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg27: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg28: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg30: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg35: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256x128xf32> {jax.result_info = "result[0]['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x256xf32> {jax.result_info = "result[0]['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<2x128x64xf32> {jax.result_info = "result[0]['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128xf32> {jax.result_info = "result[1][0].v_row['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_row['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_row['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x64xf32> {jax.result_info = "result[1][0].v_row['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_row['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_row['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_row['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x64xf32> {jax.result_info = "result[1][0].v_row['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[1][0].v_row['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<512xf32> {jax.result_info = "result[1][0].v_col['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x256xf32> {jax.result_info = "result[1][0].v_col['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256xf32> {jax.result_info = "result[1][0].v_col['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_col['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_col['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_col['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x256xf32> {jax.result_info = "result[1][0].v_col['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v_col['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<512xf32> {jax.result_info = "result[1][0].v_col['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[1][0].v['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['layers']['down_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['layers']['gate_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['layers']['k_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x128xf32> {jax.result_info = "result[1][0].v['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['layers']['o_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['layers']['q_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['layers']['up_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['layers']['v_proj']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1xf32> {jax.result_info = "result[1][0].v['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convert %arg0 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %1:2 = call @_take(%0, %arg35) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> (tensor<8x64x128xbf16>, tensor<8x64x1xi32>)
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
    %49:18 = stablehlo.while(%iterArg = %arg2, %iterArg_383 = %arg3, %iterArg_384 = %arg4, %iterArg_385 = %arg5, %iterArg_386 = %arg6, %iterArg_387 = %arg7, %iterArg_388 = %arg8, %iterArg_389 = %arg9, %iterArg_390 = %arg10, %iterArg_391 = %44, %iterArg_392 = %42, %iterArg_393 = %23, %iterArg_394 = %21, %iterArg_395 = %47#0, %iterArg_396 = %47#1, %iterArg_397 = %c_11, %iterArg_398 = %2, %iterArg_399 = %48) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
    cond {
      %c_400 = stablehlo.constant dense<2> : tensor<i32>
      %932 = stablehlo.compare LT, %iterArg_397, %c_400, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %932 : tensor<i1>
    } do {
      %932 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_397) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %933 = func.call @dynamic_index_in_dim_1(%iterArg_383, %iterArg_397) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
      %934 = func.call @dynamic_index_in_dim_2(%iterArg_384, %iterArg_397) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %935 = func.call @dynamic_index_in_dim_3(%iterArg_385, %iterArg_397) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %936 = func.call @dynamic_index_in_dim(%iterArg_386, %iterArg_397) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %937 = func.call @dynamic_index_in_dim_4(%iterArg_387, %iterArg_397) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %938 = func.call @dynamic_index_in_dim_4(%iterArg_388, %iterArg_397) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %939 = func.call @dynamic_index_in_dim_2(%iterArg_389, %iterArg_397) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %940 = func.call @dynamic_index_in_dim_3(%iterArg_390, %iterArg_397) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %941:2 = func.call @closed_call(%iterArg_391, %iterArg_392, %iterArg_393, %iterArg_394, %iterArg_395, %iterArg_396, %iterArg_398, %932, %933, %934, %935, %936, %937, %938, %939, %940) : (tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>) -> (tensor<8x64x128xbf16>, tensor<8x64x128xbf16>)
      %942 = func.call @dynamic_update_index_in_dim(%iterArg_399, %941#1, %iterArg_397) : (tensor<2x8x64x128xbf16>, tensor<8x64x128xbf16>, tensor<i32>) -> tensor<2x8x64x128xbf16>
      %c_400 = stablehlo.constant dense<1> : tensor<i32>
      %943 = stablehlo.add %iterArg_397, %c_400 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_383, %iterArg_384, %iterArg_385, %iterArg_386, %iterArg_387, %iterArg_388, %iterArg_389, %iterArg_390, %iterArg_391, %iterArg_392, %iterArg_393, %iterArg_394, %iterArg_395, %iterArg_396, %943, %941#0, %942 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x8x64x128xbf16>
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
    %88 = stablehlo.broadcast_in_dim %arg34, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
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
    %145:21 = stablehlo.while(%iterArg = %arg2, %iterArg_383 = %arg3, %iterArg_384 = %arg4, %iterArg_385 = %arg5, %iterArg_386 = %arg6, %iterArg_387 = %arg7, %iterArg_388 = %arg8, %iterArg_389 = %arg9, %iterArg_390 = %arg10, %iterArg_391 = %49#17, %iterArg_392 = %c_40, %iterArg_393 = %135, %iterArg_394 = %136, %iterArg_395 = %137, %iterArg_396 = %138, %iterArg_397 = %139, %iterArg_398 = %140, %iterArg_399 = %141, %iterArg_400 = %142, %iterArg_401 = %143, %iterArg_402 = %144) : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
    cond {
      %c_403 = stablehlo.constant dense<2> : tensor<i32>
      %932 = stablehlo.compare LT, %iterArg_392, %c_403, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %932 : tensor<i1>
    } do {
      %c_403 = stablehlo.constant dense<2> : tensor<i32>
      %932 = stablehlo.subtract %c_403, %iterArg_392 : tensor<i32>
      %c_404 = stablehlo.constant dense<1> : tensor<i32>
      %933 = stablehlo.subtract %932, %c_404 : tensor<i32>
      %934 = func.call @dynamic_index_in_dim(%iterArg, %933) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %935 = func.call @dynamic_index_in_dim_1(%iterArg_383, %933) : (tensor<2x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
      %936 = func.call @dynamic_index_in_dim_2(%iterArg_384, %933) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %937 = func.call @dynamic_index_in_dim_3(%iterArg_385, %933) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %938 = func.call @dynamic_index_in_dim(%iterArg_386, %933) : (tensor<2x128xf32>, tensor<i32>) -> tensor<128xf32>
      %939 = func.call @dynamic_index_in_dim_4(%iterArg_387, %933) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %940 = func.call @dynamic_index_in_dim_4(%iterArg_388, %933) : (tensor<2x128x128xf32>, tensor<i32>) -> tensor<128x128xf32>
      %941 = func.call @dynamic_index_in_dim_2(%iterArg_389, %933) : (tensor<2x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %942 = func.call @dynamic_index_in_dim_3(%iterArg_390, %933) : (tensor<2x128x64xf32>, tensor<i32>) -> tensor<128x64xf32>
      %943 = func.call @dynamic_index_in_dim_7(%iterArg_391, %933) : (tensor<2x8x64x128xbf16>, tensor<i32>) -> tensor<8x64x128xbf16>
      %944:10 = func.call @closed_call_8(%iterArg_393, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943) : (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<8x64x128xbf16>) -> (tensor<8x64x128xbf16>, tensor<128xf32>, tensor<256x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128x64xf32>)
      %945 = func.call @dynamic_update_index_in_dim_14(%iterArg_394, %944#1, %933) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
      %946 = func.call @dynamic_update_index_in_dim_15(%iterArg_395, %944#2, %933) : (tensor<2x256x128xf32>, tensor<256x128xf32>, tensor<i32>) -> tensor<2x256x128xf32>
      %947 = func.call @dynamic_update_index_in_dim_16(%iterArg_396, %944#3, %933) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
      %948 = func.call @dynamic_update_index_in_dim_17(%iterArg_397, %944#4, %933) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
      %949 = func.call @dynamic_update_index_in_dim_14(%iterArg_398, %944#5, %933) : (tensor<2x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<2x128xf32>
      %950 = func.call @dynamic_update_index_in_dim_18(%iterArg_399, %944#6, %933) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
      %951 = func.call @dynamic_update_index_in_dim_18(%iterArg_400, %944#7, %933) : (tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> tensor<2x128x128xf32>
      %952 = func.call @dynamic_update_index_in_dim_16(%iterArg_401, %944#8, %933) : (tensor<2x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<2x128x256xf32>
      %953 = func.call @dynamic_update_index_in_dim_17(%iterArg_402, %944#9, %933) : (tensor<2x128x64xf32>, tensor<128x64xf32>, tensor<i32>) -> tensor<2x128x64xf32>
      %c_405 = stablehlo.constant dense<1> : tensor<i32>
      %954 = stablehlo.add %iterArg_392, %c_405 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_383, %iterArg_384, %iterArg_385, %iterArg_386, %iterArg_387, %iterArg_388, %iterArg_389, %iterArg_390, %iterArg_391, %954, %944#0, %945, %946, %947, %948, %949, %950, %951, %952, %953 : tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x8x64x128xbf16>, tensor<i32>, tensor<8x64x128xbf16>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>
    }
    %146 = sdy.sharding_constraint %145#11 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %147 = call @_take_19(%1#1, %146) : (tensor<8x64x1xi32>, tensor<8x64x128xbf16>) -> tensor<512x128xbf16>
    %148 = stablehlo.convert %147 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %149 = stablehlo.subtract %arg12, %c_41 : tensor<i32>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %150 = stablehlo.add %149, %c_42 : tensor<i32>
    %151 = stablehlo.convert %150 : (tensor<i32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %152 = stablehlo.power %151, %cst_43 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.subtract %cst_44, %152 : tensor<f32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %155 = stablehlo.multiply %148, %148 : tensor<512x128xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %157 = stablehlo.add %155, %156 : tensor<512x128xf32>
    %158 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %159 = stablehlo.multiply %158, %arg13 : tensor<128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.subtract %cst_47, %153 : tensor<f32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%157 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<512x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_49 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %163 = stablehlo.divide %161, %162 : tensor<128xf32>
    %164 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<128xf32>
    %166 = stablehlo.add %159, %165 : tensor<128xf32>
    %167 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %168 = stablehlo.multiply %167, %arg22 : tensor<512xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.subtract %cst_50, %153 : tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%157 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %172 = stablehlo.divide %170, %171 : tensor<512xf32>
    %173 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<512xf32>
    %175 = stablehlo.add %168, %174 : tensor<512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%166 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_54 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %179 = stablehlo.divide %177, %178 : tensor<1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %181 = stablehlo.divide %166, %180 : tensor<128xf32>
    %cst_55 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %183 = stablehlo.power %181, %182 : tensor<128xf32>
    %cst_56 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %185 = stablehlo.power %175, %184 : tensor<512xf32>
    %186 = stablehlo.broadcast_in_dim %183, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<512x128xf32>
    %188 = stablehlo.multiply %148, %187 : tensor<512x128xf32>
    %189 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %191 = stablehlo.multiply %188, %190 : tensor<512x128xf32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %192 = stablehlo.subtract %arg12, %c_57 : tensor<i32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %193 = stablehlo.add %192, %c_58 : tensor<i32>
    %194 = stablehlo.convert %193 : (tensor<i32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %195 = stablehlo.power %194, %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.subtract %cst_60, %195 : tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %199 = stablehlo.multiply %120, %120 : tensor<128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %201 = stablehlo.add %199, %200 : tensor<128xf32>
    %202 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %203 = stablehlo.multiply %202, %arg31 : tensor<128xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %204 = stablehlo.subtract %cst_64, %196 : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %206 = stablehlo.multiply %205, %201 : tensor<128xf32>
    %207 = stablehlo.add %203, %206 : tensor<128xf32>
    %cst_65 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %209 = stablehlo.power %207, %208 : tensor<128xf32>
    %210 = stablehlo.multiply %120, %209 : tensor<128xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %211 = stablehlo.subtract %arg12, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %212 = stablehlo.add %211, %c_67 : tensor<i32>
    %213 = stablehlo.convert %212 : (tensor<i32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %214 = stablehlo.power %213, %cst_68 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.subtract %cst_69, %214 : tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %218 = stablehlo.multiply %145#12, %145#12 : tensor<2x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %220 = stablehlo.add %218, %219 : tensor<2x128xf32>
    %221 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %222 = stablehlo.multiply %221, %arg32 : tensor<2x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.subtract %cst_73, %215 : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %225 = stablehlo.multiply %224, %220 : tensor<2x128xf32>
    %226 = stablehlo.add %222, %225 : tensor<2x128xf32>
    %cst_74 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %228 = stablehlo.power %226, %227 : tensor<2x128xf32>
    %229 = stablehlo.multiply %145#12, %228 : tensor<2x128xf32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %230 = stablehlo.subtract %arg12, %c_75 : tensor<i32>
    %c_76 = stablehlo.constant dense<1> : tensor<i32>
    %231 = stablehlo.add %230, %c_76 : tensor<i32>
    %232 = stablehlo.convert %231 : (tensor<i32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %233 = stablehlo.power %232, %cst_77 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.subtract %cst_78, %233 : tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %236 = stablehlo.multiply %145#13, %145#13 : tensor<2x256x128xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %238 = stablehlo.add %236, %237 : tensor<2x256x128xf32>
    %239 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %240 = stablehlo.multiply %239, %arg14 : tensor<2x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %241 = stablehlo.subtract %cst_81, %234 : tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%238 init: %cst_82) applies stablehlo.add across dimensions = [1] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_83 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %244 = stablehlo.divide %242, %243 : tensor<2x128xf32>
    %245 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<2x128xf32>
    %247 = stablehlo.add %240, %246 : tensor<2x128xf32>
    %248 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %249 = stablehlo.multiply %248, %arg23 : tensor<2x256xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.subtract %cst_84, %234 : tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%238 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_86 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %253 = stablehlo.divide %251, %252 : tensor<2x256xf32>
    %254 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<2x256xf32>
    %256 = stablehlo.add %249, %255 : tensor<2x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%247 init: %cst_87) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_88 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %260 = stablehlo.divide %258, %259 : tensor<2x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %262 = stablehlo.divide %247, %261 : tensor<2x128xf32>
    %cst_89 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %264 = stablehlo.power %262, %263 : tensor<2x128xf32>
    %cst_90 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %266 = stablehlo.power %256, %265 : tensor<2x256xf32>
    %267 = stablehlo.broadcast_in_dim %264, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x1x128xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<2x1x128xf32>) -> tensor<2x256x128xf32>
    %269 = stablehlo.multiply %145#13, %268 : tensor<2x256x128xf32>
    %270 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x128xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<2x256x128xf32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %273 = stablehlo.subtract %arg12, %c_91 : tensor<i32>
    %c_92 = stablehlo.constant dense<1> : tensor<i32>
    %274 = stablehlo.add %273, %c_92 : tensor<i32>
    %275 = stablehlo.convert %274 : (tensor<i32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %276 = stablehlo.power %275, %cst_93 : tensor<f32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %277 = stablehlo.subtract %cst_94, %276 : tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %279 = stablehlo.multiply %145#14, %145#14 : tensor<2x128x256xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %281 = stablehlo.add %279, %280 : tensor<2x128x256xf32>
    %282 = stablehlo.broadcast_in_dim %277, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %283 = stablehlo.multiply %282, %arg15 : tensor<2x128xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.subtract %cst_97, %277 : tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%281 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_99 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %287 = stablehlo.divide %285, %286 : tensor<2x128xf32>
    %288 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %289 = stablehlo.multiply %288, %287 : tensor<2x128xf32>
    %290 = stablehlo.add %283, %289 : tensor<2x128xf32>
    %291 = stablehlo.broadcast_in_dim %277, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %292 = stablehlo.multiply %291, %arg24 : tensor<2x256xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %293 = stablehlo.subtract %cst_100, %277 : tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%281 init: %cst_101) applies stablehlo.add across dimensions = [1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_102 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %296 = stablehlo.divide %294, %295 : tensor<2x256xf32>
    %297 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<2x256xf32>
    %299 = stablehlo.add %292, %298 : tensor<2x256xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%290 init: %cst_103) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_104 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %303 = stablehlo.divide %301, %302 : tensor<2x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %305 = stablehlo.divide %290, %304 : tensor<2x128xf32>
    %cst_105 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %307 = stablehlo.power %305, %306 : tensor<2x128xf32>
    %cst_106 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %309 = stablehlo.power %299, %308 : tensor<2x256xf32>
    %310 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %312 = stablehlo.multiply %145#14, %311 : tensor<2x128x256xf32>
    %313 = stablehlo.broadcast_in_dim %309, dims = [0, 2] : (tensor<2x256xf32>) -> tensor<2x1x256xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<2x1x256xf32>) -> tensor<2x128x256xf32>
    %315 = stablehlo.multiply %312, %314 : tensor<2x128x256xf32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %316 = stablehlo.subtract %arg12, %c_107 : tensor<i32>
    %c_108 = stablehlo.constant dense<1> : tensor<i32>
    %317 = stablehlo.add %316, %c_108 : tensor<i32>
    %318 = stablehlo.convert %317 : (tensor<i32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %319 = stablehlo.power %318, %cst_109 : tensor<f32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.subtract %cst_110, %319 : tensor<f32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %322 = stablehlo.multiply %145#15, %145#15 : tensor<2x128x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %324 = stablehlo.add %322, %323 : tensor<2x128x64xf32>
    %325 = stablehlo.broadcast_in_dim %320, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %326 = stablehlo.multiply %325, %arg16 : tensor<2x64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.subtract %cst_113, %320 : tensor<f32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%324 init: %cst_114) applies stablehlo.add across dimensions = [1] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_115 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %330 = stablehlo.divide %328, %329 : tensor<2x64xf32>
    %331 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<2x64xf32>
    %333 = stablehlo.add %326, %332 : tensor<2x64xf32>
    %334 = stablehlo.broadcast_in_dim %320, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %335 = stablehlo.multiply %334, %arg25 : tensor<2x128xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %336 = stablehlo.subtract %cst_116, %320 : tensor<f32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%324 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_118 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %339 = stablehlo.divide %337, %338 : tensor<2x128xf32>
    %340 = stablehlo.broadcast_in_dim %336, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %341 = stablehlo.multiply %340, %339 : tensor<2x128xf32>
    %342 = stablehlo.add %335, %341 : tensor<2x128xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%333 init: %cst_119) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %346 = stablehlo.divide %344, %345 : tensor<2x1xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %348 = stablehlo.divide %333, %347 : tensor<2x64xf32>
    %cst_121 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %350 = stablehlo.power %348, %349 : tensor<2x64xf32>
    %cst_122 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %352 = stablehlo.power %342, %351 : tensor<2x128xf32>
    %353 = stablehlo.broadcast_in_dim %350, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x128x64xf32>
    %355 = stablehlo.multiply %145#15, %354 : tensor<2x128x64xf32>
    %356 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<2x128x64xf32>
    %c_123 = stablehlo.constant dense<0> : tensor<i32>
    %359 = stablehlo.subtract %arg12, %c_123 : tensor<i32>
    %c_124 = stablehlo.constant dense<1> : tensor<i32>
    %360 = stablehlo.add %359, %c_124 : tensor<i32>
    %361 = stablehlo.convert %360 : (tensor<i32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %362 = stablehlo.power %361, %cst_125 : tensor<f32>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %363 = stablehlo.subtract %cst_126, %362 : tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %366 = stablehlo.multiply %145#16, %145#16 : tensor<2x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %368 = stablehlo.add %366, %367 : tensor<2x128xf32>
    %369 = stablehlo.broadcast_in_dim %363, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %370 = stablehlo.multiply %369, %arg33 : tensor<2x128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %371 = stablehlo.subtract %cst_130, %363 : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %373 = stablehlo.multiply %372, %368 : tensor<2x128xf32>
    %374 = stablehlo.add %370, %373 : tensor<2x128xf32>
    %cst_131 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %376 = stablehlo.power %374, %375 : tensor<2x128xf32>
    %377 = stablehlo.multiply %145#16, %376 : tensor<2x128xf32>
    %c_132 = stablehlo.constant dense<0> : tensor<i32>
    %378 = stablehlo.subtract %arg12, %c_132 : tensor<i32>
    %c_133 = stablehlo.constant dense<1> : tensor<i32>
    %379 = stablehlo.add %378, %c_133 : tensor<i32>
    %380 = stablehlo.convert %379 : (tensor<i32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %381 = stablehlo.power %380, %cst_134 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %382 = stablehlo.subtract %cst_135, %381 : tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %384 = stablehlo.multiply %145#17, %145#17 : tensor<2x128x128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %386 = stablehlo.add %384, %385 : tensor<2x128x128xf32>
    %387 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %388 = stablehlo.multiply %387, %arg17 : tensor<2x128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.subtract %cst_138, %382 : tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.reduce(%386 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_140 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %392 = stablehlo.divide %390, %391 : tensor<2x128xf32>
    %393 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %394 = stablehlo.multiply %393, %392 : tensor<2x128xf32>
    %395 = stablehlo.add %388, %394 : tensor<2x128xf32>
    %396 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %397 = stablehlo.multiply %396, %arg26 : tensor<2x128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %398 = stablehlo.subtract %cst_141, %382 : tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%386 init: %cst_142) applies stablehlo.add across dimensions = [1] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_143 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %401 = stablehlo.divide %399, %400 : tensor<2x128xf32>
    %402 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %403 = stablehlo.multiply %402, %401 : tensor<2x128xf32>
    %404 = stablehlo.add %397, %403 : tensor<2x128xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%395 init: %cst_144) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_145 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %408 = stablehlo.divide %406, %407 : tensor<2x1xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %410 = stablehlo.divide %395, %409 : tensor<2x128xf32>
    %cst_146 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %412 = stablehlo.power %410, %411 : tensor<2x128xf32>
    %cst_147 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %414 = stablehlo.power %404, %413 : tensor<2x128xf32>
    %415 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x128xf32>
    %417 = stablehlo.multiply %145#17, %416 : tensor<2x128x128xf32>
    %418 = stablehlo.broadcast_in_dim %414, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x1x128xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<2x1x128xf32>) -> tensor<2x128x128xf32>
    %420 = stablehlo.multiply %417, %419 : tensor<2x128x128xf32>
    %c_148 = stablehlo.constant dense<0> : tensor<i32>
    %421 = stablehlo.subtract %arg12, %c_148 : tensor<i32>
    %c_149 = stablehlo.constant dense<1> : tensor<i32>
    %422 = stablehlo.add %421, %c_149 : tensor<i32>
    %423 = stablehlo.convert %422 : (tensor<i32>) -> tensor<f32>
    %cst_150 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %424 = stablehlo.power %423, %cst_150 : tensor<f32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %425 = stablehlo.subtract %cst_151, %424 : tensor<f32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %427 = stablehlo.multiply %145#18, %145#18 : tensor<2x128x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %429 = stablehlo.add %427, %428 : tensor<2x128x128xf32>
    %430 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %431 = stablehlo.multiply %430, %arg18 : tensor<2x128xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %432 = stablehlo.subtract %cst_154, %425 : tensor<f32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%429 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_156 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %435 = stablehlo.divide %433, %434 : tensor<2x128xf32>
    %436 = stablehlo.broadcast_in_dim %432, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %437 = stablehlo.multiply %436, %435 : tensor<2x128xf32>
    %438 = stablehlo.add %431, %437 : tensor<2x128xf32>
    %439 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %440 = stablehlo.multiply %439, %arg27 : tensor<2x128xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %441 = stablehlo.subtract %cst_157, %425 : tensor<f32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%429 init: %cst_158) applies stablehlo.add across dimensions = [1] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_159 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %444 = stablehlo.divide %442, %443 : tensor<2x128xf32>
    %445 = stablehlo.broadcast_in_dim %441, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %446 = stablehlo.multiply %445, %444 : tensor<2x128xf32>
    %447 = stablehlo.add %440, %446 : tensor<2x128xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%438 init: %cst_160) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_161 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %451 = stablehlo.divide %449, %450 : tensor<2x1xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %453 = stablehlo.divide %438, %452 : tensor<2x128xf32>
    %cst_162 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %455 = stablehlo.power %453, %454 : tensor<2x128xf32>
    %cst_163 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %457 = stablehlo.power %447, %456 : tensor<2x128xf32>
    %458 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x128xf32>
    %460 = stablehlo.multiply %145#18, %459 : tensor<2x128x128xf32>
    %461 = stablehlo.broadcast_in_dim %457, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x1x128xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<2x1x128xf32>) -> tensor<2x128x128xf32>
    %463 = stablehlo.multiply %460, %462 : tensor<2x128x128xf32>
    %c_164 = stablehlo.constant dense<0> : tensor<i32>
    %464 = stablehlo.subtract %arg12, %c_164 : tensor<i32>
    %c_165 = stablehlo.constant dense<1> : tensor<i32>
    %465 = stablehlo.add %464, %c_165 : tensor<i32>
    %466 = stablehlo.convert %465 : (tensor<i32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %467 = stablehlo.power %466, %cst_166 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %468 = stablehlo.subtract %cst_167, %467 : tensor<f32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %470 = stablehlo.multiply %145#19, %145#19 : tensor<2x128x256xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %472 = stablehlo.add %470, %471 : tensor<2x128x256xf32>
    %473 = stablehlo.broadcast_in_dim %468, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %474 = stablehlo.multiply %473, %arg19 : tensor<2x128xf32>
    %cst_170 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.subtract %cst_170, %468 : tensor<f32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%472 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_172 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %478 = stablehlo.divide %476, %477 : tensor<2x128xf32>
    %479 = stablehlo.broadcast_in_dim %475, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<2x128xf32>
    %481 = stablehlo.add %474, %480 : tensor<2x128xf32>
    %482 = stablehlo.broadcast_in_dim %468, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %483 = stablehlo.multiply %482, %arg28 : tensor<2x256xf32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %484 = stablehlo.subtract %cst_173, %468 : tensor<f32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%472 init: %cst_174) applies stablehlo.add across dimensions = [1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_175 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %487 = stablehlo.divide %485, %486 : tensor<2x256xf32>
    %488 = stablehlo.broadcast_in_dim %484, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %489 = stablehlo.multiply %488, %487 : tensor<2x256xf32>
    %490 = stablehlo.add %483, %489 : tensor<2x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%481 init: %cst_176) applies stablehlo.add across dimensions = [1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<2xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_177 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %494 = stablehlo.divide %492, %493 : tensor<2x1xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x128xf32>
    %496 = stablehlo.divide %481, %495 : tensor<2x128xf32>
    %cst_178 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %498 = stablehlo.power %496, %497 : tensor<2x128xf32>
    %cst_179 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %500 = stablehlo.power %490, %499 : tensor<2x256xf32>
    %501 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %503 = stablehlo.multiply %145#19, %502 : tensor<2x128x256xf32>
    %504 = stablehlo.broadcast_in_dim %500, dims = [0, 2] : (tensor<2x256xf32>) -> tensor<2x1x256xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<2x1x256xf32>) -> tensor<2x128x256xf32>
    %506 = stablehlo.multiply %503, %505 : tensor<2x128x256xf32>
    %c_180 = stablehlo.constant dense<0> : tensor<i32>
    %507 = stablehlo.subtract %arg12, %c_180 : tensor<i32>
    %c_181 = stablehlo.constant dense<1> : tensor<i32>
    %508 = stablehlo.add %507, %c_181 : tensor<i32>
    %509 = stablehlo.convert %508 : (tensor<i32>) -> tensor<f32>
    %cst_182 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %510 = stablehlo.power %509, %cst_182 : tensor<f32>
    %cst_183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %511 = stablehlo.subtract %cst_183, %510 : tensor<f32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %513 = stablehlo.multiply %145#20, %145#20 : tensor<2x128x64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %515 = stablehlo.add %513, %514 : tensor<2x128x64xf32>
    %516 = stablehlo.broadcast_in_dim %511, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %517 = stablehlo.multiply %516, %arg20 : tensor<2x64xf32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %518 = stablehlo.subtract %cst_186, %511 : tensor<f32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%515 init: %cst_187) applies stablehlo.add across dimensions = [1] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_188 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %521 = stablehlo.divide %519, %520 : tensor<2x64xf32>
    %522 = stablehlo.broadcast_in_dim %518, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %523 = stablehlo.multiply %522, %521 : tensor<2x64xf32>
    %524 = stablehlo.add %517, %523 : tensor<2x64xf32>
    %525 = stablehlo.broadcast_in_dim %511, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %526 = stablehlo.multiply %525, %arg29 : tensor<2x128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %527 = stablehlo.subtract %cst_189, %511 : tensor<f32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%515 init: %cst_190) applies stablehlo.add across dimensions = [2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_191 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %530 = stablehlo.divide %528, %529 : tensor<2x128xf32>
    %531 = stablehlo.broadcast_in_dim %527, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %532 = stablehlo.multiply %531, %530 : tensor<2x128xf32>
    %533 = stablehlo.add %526, %532 : tensor<2x128xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%524 init: %cst_192) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_193 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %537 = stablehlo.divide %535, %536 : tensor<2x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %539 = stablehlo.divide %524, %538 : tensor<2x64xf32>
    %cst_194 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %541 = stablehlo.power %539, %540 : tensor<2x64xf32>
    %cst_195 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %543 = stablehlo.power %533, %542 : tensor<2x128xf32>
    %544 = stablehlo.broadcast_in_dim %541, dims = [0, 2] : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x128x64xf32>
    %546 = stablehlo.multiply %145#20, %545 : tensor<2x128x64xf32>
    %547 = stablehlo.broadcast_in_dim %543, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
    %549 = stablehlo.multiply %546, %548 : tensor<2x128x64xf32>
    %c_196 = stablehlo.constant dense<0> : tensor<i32>
    %550 = stablehlo.subtract %arg12, %c_196 : tensor<i32>
    %c_197 = stablehlo.constant dense<1> : tensor<i32>
    %551 = stablehlo.add %550, %c_197 : tensor<i32>
    %552 = stablehlo.convert %551 : (tensor<i32>) -> tensor<f32>
    %cst_198 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %553 = stablehlo.power %552, %cst_198 : tensor<f32>
    %cst_199 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %554 = stablehlo.subtract %cst_199, %553 : tensor<f32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %556 = stablehlo.multiply %113, %113 : tensor<128x512xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %558 = stablehlo.add %556, %557 : tensor<128x512xf32>
    %559 = stablehlo.broadcast_in_dim %554, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %560 = stablehlo.multiply %559, %arg21 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %561 = stablehlo.subtract %cst_202, %554 : tensor<f32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%558 init: %cst_203) applies stablehlo.add across dimensions = [1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_204 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %564 = stablehlo.divide %562, %563 : tensor<128xf32>
    %565 = stablehlo.broadcast_in_dim %561, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %566 = stablehlo.multiply %565, %564 : tensor<128xf32>
    %567 = stablehlo.add %560, %566 : tensor<128xf32>
    %568 = stablehlo.broadcast_in_dim %554, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %569 = stablehlo.multiply %568, %arg30 : tensor<512xf32>
    %cst_205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %570 = stablehlo.subtract %cst_205, %554 : tensor<f32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%558 init: %cst_206) applies stablehlo.add across dimensions = [0] : (tensor<128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_207 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %573 = stablehlo.divide %571, %572 : tensor<512xf32>
    %574 = stablehlo.broadcast_in_dim %570, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %575 = stablehlo.multiply %574, %573 : tensor<512xf32>
    %576 = stablehlo.add %569, %575 : tensor<512xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%567 init: %cst_208) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_209 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %580 = stablehlo.divide %578, %579 : tensor<1xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %582 = stablehlo.divide %567, %581 : tensor<128xf32>
    %cst_210 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %584 = stablehlo.power %582, %583 : tensor<128xf32>
    %cst_211 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %586 = stablehlo.power %576, %585 : tensor<512xf32>
    %587 = stablehlo.broadcast_in_dim %584, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x512xf32>
    %589 = stablehlo.multiply %113, %588 : tensor<128x512xf32>
    %590 = stablehlo.broadcast_in_dim %586, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<128x512xf32>
    %592 = stablehlo.multiply %589, %591 : tensor<128x512xf32>
    %c_212 = stablehlo.constant dense<2147483647> : tensor<i32>
    %593 = stablehlo.compare LT, %arg12, %c_212, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_213 = stablehlo.constant dense<1> : tensor<i32>
    %594 = stablehlo.add %arg12, %c_213 : tensor<i32>
    %c_214 = stablehlo.constant dense<2147483647> : tensor<i32>
    %595 = call @_where_20(%593, %594, %c_214) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %596 = stablehlo.multiply %191, %191 : tensor<512x128xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_215) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_216 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %598 = stablehlo.divide %597, %cst_216 : tensor<f32>
    %599 = stablehlo.sqrt %598 : tensor<f32>
    %cst_217 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %600 = stablehlo.divide %599, %cst_217 : tensor<f32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %601 = stablehlo.maximum %cst_218, %600 : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %603 = stablehlo.divide %191, %602 : tensor<512x128xf32>
    %604 = stablehlo.multiply %210, %210 : tensor<128xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_219) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_220 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %606 = stablehlo.divide %605, %cst_220 : tensor<f32>
    %607 = stablehlo.sqrt %606 : tensor<f32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %608 = stablehlo.divide %607, %cst_221 : tensor<f32>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %609 = stablehlo.maximum %cst_222, %608 : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %611 = stablehlo.divide %210, %610 : tensor<128xf32>
    %612 = stablehlo.multiply %229, %229 : tensor<2x128xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%612 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %614 = stablehlo.divide %613, %cst_224 : tensor<f32>
    %615 = stablehlo.sqrt %614 : tensor<f32>
    %cst_225 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %616 = stablehlo.divide %615, %cst_225 : tensor<f32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %617 = stablehlo.maximum %cst_226, %616 : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %619 = stablehlo.divide %229, %618 : tensor<2x128xf32>
    %620 = stablehlo.multiply %272, %272 : tensor<2x256x128xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_227) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_228 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %622 = stablehlo.divide %621, %cst_228 : tensor<f32>
    %623 = stablehlo.sqrt %622 : tensor<f32>
    %cst_229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %624 = stablehlo.divide %623, %cst_229 : tensor<f32>
    %cst_230 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %625 = stablehlo.maximum %cst_230, %624 : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %627 = stablehlo.divide %272, %626 : tensor<2x256x128xf32>
    %628 = stablehlo.multiply %315, %315 : tensor<2x128x256xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.reduce(%628 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %630 = stablehlo.divide %629, %cst_232 : tensor<f32>
    %631 = stablehlo.sqrt %630 : tensor<f32>
    %cst_233 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %632 = stablehlo.divide %631, %cst_233 : tensor<f32>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %633 = stablehlo.maximum %cst_234, %632 : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %635 = stablehlo.divide %315, %634 : tensor<2x128x256xf32>
    %636 = stablehlo.multiply %358, %358 : tensor<2x128x64xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%636 init: %cst_235) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_236 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %638 = stablehlo.divide %637, %cst_236 : tensor<f32>
    %639 = stablehlo.sqrt %638 : tensor<f32>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %640 = stablehlo.divide %639, %cst_237 : tensor<f32>
    %cst_238 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %641 = stablehlo.maximum %cst_238, %640 : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %643 = stablehlo.divide %358, %642 : tensor<2x128x64xf32>
    %644 = stablehlo.multiply %377, %377 : tensor<2x128xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.reduce(%644 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %646 = stablehlo.divide %645, %cst_240 : tensor<f32>
    %647 = stablehlo.sqrt %646 : tensor<f32>
    %cst_241 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %648 = stablehlo.divide %647, %cst_241 : tensor<f32>
    %cst_242 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %649 = stablehlo.maximum %cst_242, %648 : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %651 = stablehlo.divide %377, %650 : tensor<2x128xf32>
    %652 = stablehlo.multiply %420, %420 : tensor<2x128x128xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %653 = stablehlo.reduce(%652 init: %cst_243) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_244 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %654 = stablehlo.divide %653, %cst_244 : tensor<f32>
    %655 = stablehlo.sqrt %654 : tensor<f32>
    %cst_245 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %656 = stablehlo.divide %655, %cst_245 : tensor<f32>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %657 = stablehlo.maximum %cst_246, %656 : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %659 = stablehlo.divide %420, %658 : tensor<2x128x128xf32>
    %660 = stablehlo.multiply %463, %463 : tensor<2x128x128xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_248 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %662 = stablehlo.divide %661, %cst_248 : tensor<f32>
    %663 = stablehlo.sqrt %662 : tensor<f32>
    %cst_249 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %664 = stablehlo.divide %663, %cst_249 : tensor<f32>
    %cst_250 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %665 = stablehlo.maximum %cst_250, %664 : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %667 = stablehlo.divide %463, %666 : tensor<2x128x128xf32>
    %668 = stablehlo.multiply %506, %506 : tensor<2x128x256xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%668 init: %cst_251) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_252 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %670 = stablehlo.divide %669, %cst_252 : tensor<f32>
    %671 = stablehlo.sqrt %670 : tensor<f32>
    %cst_253 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %672 = stablehlo.divide %671, %cst_253 : tensor<f32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %673 = stablehlo.maximum %cst_254, %672 : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %675 = stablehlo.divide %506, %674 : tensor<2x128x256xf32>
    %676 = stablehlo.multiply %549, %549 : tensor<2x128x64xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%676 init: %cst_255) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_256 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %678 = stablehlo.divide %677, %cst_256 : tensor<f32>
    %679 = stablehlo.sqrt %678 : tensor<f32>
    %cst_257 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %680 = stablehlo.divide %679, %cst_257 : tensor<f32>
    %cst_258 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %681 = stablehlo.maximum %cst_258, %680 : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %683 = stablehlo.divide %549, %682 : tensor<2x128x64xf32>
    %684 = stablehlo.multiply %592, %592 : tensor<128x512xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%684 init: %cst_259) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_260 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %686 = stablehlo.divide %685, %cst_260 : tensor<f32>
    %687 = stablehlo.sqrt %686 : tensor<f32>
    %cst_261 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %688 = stablehlo.divide %687, %cst_261 : tensor<f32>
    %cst_262 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %689 = stablehlo.maximum %cst_262, %688 : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %691 = stablehlo.divide %592, %690 : tensor<128x512xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %693 = stablehlo.multiply %692, %603 : tensor<512x128xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %695 = stablehlo.multiply %694, %611 : tensor<128xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %697 = stablehlo.multiply %696, %619 : tensor<2x128xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %699 = stablehlo.multiply %698, %627 : tensor<2x256x128xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %701 = stablehlo.multiply %700, %635 : tensor<2x128x256xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %703 = stablehlo.multiply %702, %643 : tensor<2x128x64xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %705 = stablehlo.multiply %704, %651 : tensor<2x128xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %707 = stablehlo.multiply %706, %659 : tensor<2x128x128xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %709 = stablehlo.multiply %708, %667 : tensor<2x128x128xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %711 = stablehlo.multiply %710, %675 : tensor<2x128x256xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %713 = stablehlo.multiply %712, %683 : tensor<2x128x64xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %715 = stablehlo.multiply %714, %691 : tensor<128x512xf32>
    %716 = stablehlo.multiply %arg0, %arg0 : tensor<512x128xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%716 init: %cst_275) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_276 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %718 = stablehlo.divide %717, %cst_276 : tensor<f32>
    %719 = stablehlo.sqrt %718 : tensor<f32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %720 = stablehlo.compare LE, %719, %cst_277, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_278 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %722 = call @_where_21(%720, %721, %arg0) : (tensor<i1>, tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %723 = stablehlo.compare LE, %719, %cst_279, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %724 = stablehlo.multiply %722, %722 : tensor<512x128xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_280) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_281 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %726 = stablehlo.divide %725, %cst_281 : tensor<f32>
    %727 = stablehlo.sqrt %726 : tensor<f32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %728 = call @_where_22(%723, %cst_282, %727) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %730 = stablehlo.multiply %693, %729 : tensor<512x128xf32>
    %731 = stablehlo.multiply %arg1, %arg1 : tensor<128xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_283) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_284 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %733 = stablehlo.divide %732, %cst_284 : tensor<f32>
    %734 = stablehlo.sqrt %733 : tensor<f32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %735 = stablehlo.compare LE, %734, %cst_285, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %737 = call @_where_23(%735, %736, %arg1) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %738 = stablehlo.compare LE, %734, %cst_287, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %739 = stablehlo.multiply %737, %737 : tensor<128xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %740 = stablehlo.reduce(%739 init: %cst_288) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_289 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %741 = stablehlo.divide %740, %cst_289 : tensor<f32>
    %742 = stablehlo.sqrt %741 : tensor<f32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %743 = call @_where_22(%738, %cst_290, %742) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %745 = stablehlo.multiply %695, %744 : tensor<128xf32>
    %746 = stablehlo.multiply %arg2, %arg2 : tensor<2x128xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%746 init: %cst_291) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_292 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %748 = stablehlo.divide %747, %cst_292 : tensor<f32>
    %749 = stablehlo.sqrt %748 : tensor<f32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %750 = stablehlo.compare LE, %749, %cst_293, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_294 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %752 = call @_where_24(%750, %751, %arg2) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %753 = stablehlo.compare LE, %749, %cst_295, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %754 = stablehlo.multiply %752, %752 : tensor<2x128xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.reduce(%754 init: %cst_296) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_297 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %756 = stablehlo.divide %755, %cst_297 : tensor<f32>
    %757 = stablehlo.sqrt %756 : tensor<f32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %758 = call @_where_22(%753, %cst_298, %757) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %760 = stablehlo.multiply %697, %759 : tensor<2x128xf32>
    %761 = stablehlo.multiply %arg3, %arg3 : tensor<2x256x128xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%761 init: %cst_299) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_300 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %763 = stablehlo.divide %762, %cst_300 : tensor<f32>
    %764 = stablehlo.sqrt %763 : tensor<f32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %765 = stablehlo.compare LE, %764, %cst_301, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_302 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %767 = call @_where_25(%765, %766, %arg3) : (tensor<i1>, tensor<2x256x128xf32>, tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %768 = stablehlo.compare LE, %764, %cst_303, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %769 = stablehlo.multiply %767, %767 : tensor<2x256x128xf32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%769 init: %cst_304) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_305 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %771 = stablehlo.divide %770, %cst_305 : tensor<f32>
    %772 = stablehlo.sqrt %771 : tensor<f32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %773 = call @_where_22(%768, %cst_306, %772) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %775 = stablehlo.multiply %699, %774 : tensor<2x256x128xf32>
    %776 = stablehlo.multiply %arg4, %arg4 : tensor<2x128x256xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.reduce(%776 init: %cst_307) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_308 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %778 = stablehlo.divide %777, %cst_308 : tensor<f32>
    %779 = stablehlo.sqrt %778 : tensor<f32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %780 = stablehlo.compare LE, %779, %cst_309, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %782 = call @_where_26(%780, %781, %arg4) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %783 = stablehlo.compare LE, %779, %cst_311, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %784 = stablehlo.multiply %782, %782 : tensor<2x128x256xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%784 init: %cst_312) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_313 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %786 = stablehlo.divide %785, %cst_313 : tensor<f32>
    %787 = stablehlo.sqrt %786 : tensor<f32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %788 = call @_where_22(%783, %cst_314, %787) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %790 = stablehlo.multiply %701, %789 : tensor<2x128x256xf32>
    %791 = stablehlo.multiply %arg5, %arg5 : tensor<2x128x64xf32>
    %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%791 init: %cst_315) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_316 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %793 = stablehlo.divide %792, %cst_316 : tensor<f32>
    %794 = stablehlo.sqrt %793 : tensor<f32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %795 = stablehlo.compare LE, %794, %cst_317, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %797 = call @_where_27(%795, %796, %arg5) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %798 = stablehlo.compare LE, %794, %cst_319, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %799 = stablehlo.multiply %797, %797 : tensor<2x128x64xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.reduce(%799 init: %cst_320) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_321 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %801 = stablehlo.divide %800, %cst_321 : tensor<f32>
    %802 = stablehlo.sqrt %801 : tensor<f32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %803 = call @_where_22(%798, %cst_322, %802) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %804 = stablehlo.broadcast_in_dim %803, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %805 = stablehlo.multiply %703, %804 : tensor<2x128x64xf32>
    %806 = stablehlo.multiply %arg6, %arg6 : tensor<2x128xf32>
    %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %807 = stablehlo.reduce(%806 init: %cst_323) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_324 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %808 = stablehlo.divide %807, %cst_324 : tensor<f32>
    %809 = stablehlo.sqrt %808 : tensor<f32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %810 = stablehlo.compare LE, %809, %cst_325, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %812 = call @_where_24(%810, %811, %arg6) : (tensor<i1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %813 = stablehlo.compare LE, %809, %cst_327, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %814 = stablehlo.multiply %812, %812 : tensor<2x128xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %815 = stablehlo.reduce(%814 init: %cst_328) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_329 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %816 = stablehlo.divide %815, %cst_329 : tensor<f32>
    %817 = stablehlo.sqrt %816 : tensor<f32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %818 = call @_where_22(%813, %cst_330, %817) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %819 = stablehlo.broadcast_in_dim %818, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %820 = stablehlo.multiply %705, %819 : tensor<2x128xf32>
    %821 = stablehlo.multiply %arg7, %arg7 : tensor<2x128x128xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.reduce(%821 init: %cst_331) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_332 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %823 = stablehlo.divide %822, %cst_332 : tensor<f32>
    %824 = stablehlo.sqrt %823 : tensor<f32>
    %cst_333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %825 = stablehlo.compare LE, %824, %cst_333, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_334 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %827 = call @_where_28(%825, %826, %arg7) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %828 = stablehlo.compare LE, %824, %cst_335, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %829 = stablehlo.multiply %827, %827 : tensor<2x128x128xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.reduce(%829 init: %cst_336) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_337 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %831 = stablehlo.divide %830, %cst_337 : tensor<f32>
    %832 = stablehlo.sqrt %831 : tensor<f32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %833 = call @_where_22(%828, %cst_338, %832) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %835 = stablehlo.multiply %707, %834 : tensor<2x128x128xf32>
    %836 = stablehlo.multiply %arg8, %arg8 : tensor<2x128x128xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %837 = stablehlo.reduce(%836 init: %cst_339) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_340 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %838 = stablehlo.divide %837, %cst_340 : tensor<f32>
    %839 = stablehlo.sqrt %838 : tensor<f32>
    %cst_341 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %840 = stablehlo.compare LE, %839, %cst_341, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_342 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %842 = call @_where_28(%840, %841, %arg8) : (tensor<i1>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %843 = stablehlo.compare LE, %839, %cst_343, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %844 = stablehlo.multiply %842, %842 : tensor<2x128x128xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_344) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_345 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %846 = stablehlo.divide %845, %cst_345 : tensor<f32>
    %847 = stablehlo.sqrt %846 : tensor<f32>
    %cst_346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %848 = call @_where_22(%843, %cst_346, %847) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %850 = stablehlo.multiply %709, %849 : tensor<2x128x128xf32>
    %851 = stablehlo.multiply %arg9, %arg9 : tensor<2x128x256xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.reduce(%851 init: %cst_347) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_348 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %853 = stablehlo.divide %852, %cst_348 : tensor<f32>
    %854 = stablehlo.sqrt %853 : tensor<f32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %855 = stablehlo.compare LE, %854, %cst_349, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_350 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %857 = call @_where_26(%855, %856, %arg9) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %858 = stablehlo.compare LE, %854, %cst_351, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %859 = stablehlo.multiply %857, %857 : tensor<2x128x256xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.reduce(%859 init: %cst_352) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_353 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %861 = stablehlo.divide %860, %cst_353 : tensor<f32>
    %862 = stablehlo.sqrt %861 : tensor<f32>
    %cst_354 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %863 = call @_where_22(%858, %cst_354, %862) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %864 = stablehlo.broadcast_in_dim %863, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %865 = stablehlo.multiply %711, %864 : tensor<2x128x256xf32>
    %866 = stablehlo.multiply %arg10, %arg10 : tensor<2x128x64xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.reduce(%866 init: %cst_355) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_356 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %868 = stablehlo.divide %867, %cst_356 : tensor<f32>
    %869 = stablehlo.sqrt %868 : tensor<f32>
    %cst_357 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %870 = stablehlo.compare LE, %869, %cst_357, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_358 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %872 = call @_where_27(%870, %871, %arg10) : (tensor<i1>, tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %873 = stablehlo.compare LE, %869, %cst_359, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %874 = stablehlo.multiply %872, %872 : tensor<2x128x64xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %875 = stablehlo.reduce(%874 init: %cst_360) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_361 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %876 = stablehlo.divide %875, %cst_361 : tensor<f32>
    %877 = stablehlo.sqrt %876 : tensor<f32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %878 = call @_where_22(%873, %cst_362, %877) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %879 = stablehlo.broadcast_in_dim %878, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %880 = stablehlo.multiply %713, %879 : tensor<2x128x64xf32>
    %881 = stablehlo.multiply %arg11, %arg11 : tensor<128x512xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %882 = stablehlo.reduce(%881 init: %cst_363) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_364 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %883 = stablehlo.divide %882, %cst_364 : tensor<f32>
    %884 = stablehlo.sqrt %883 : tensor<f32>
    %cst_365 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %885 = stablehlo.compare LE, %884, %cst_365, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_366 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %887 = call @_where_29(%885, %886, %arg11) : (tensor<i1>, tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = stablehlo.compare LE, %884, %cst_367, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %889 = stablehlo.multiply %887, %887 : tensor<128x512xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %890 = stablehlo.reduce(%889 init: %cst_368) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_369 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %891 = stablehlo.divide %890, %cst_369 : tensor<f32>
    %892 = stablehlo.sqrt %891 : tensor<f32>
    %cst_370 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %893 = call @_where_22(%888, %cst_370, %892) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %895 = stablehlo.multiply %715, %894 : tensor<128x512xf32>
    %cst_371 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %897 = stablehlo.multiply %896, %730 : tensor<512x128xf32>
    %cst_372 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %899 = stablehlo.multiply %898, %745 : tensor<128xf32>
    %cst_373 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %901 = stablehlo.multiply %900, %760 : tensor<2x128xf32>
    %cst_374 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %903 = stablehlo.multiply %902, %775 : tensor<2x256x128xf32>
    %cst_375 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %905 = stablehlo.multiply %904, %790 : tensor<2x128x256xf32>
    %cst_376 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %907 = stablehlo.multiply %906, %805 : tensor<2x128x64xf32>
    %cst_377 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %909 = stablehlo.multiply %908, %820 : tensor<2x128xf32>
    %cst_378 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %911 = stablehlo.multiply %910, %835 : tensor<2x128x128xf32>
    %cst_379 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %913 = stablehlo.multiply %912, %850 : tensor<2x128x128xf32>
    %cst_380 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %915 = stablehlo.multiply %914, %865 : tensor<2x128x256xf32>
    %cst_381 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<2x128x64xf32>
    %917 = stablehlo.multiply %916, %880 : tensor<2x128x64xf32>
    %cst_382 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %919 = stablehlo.multiply %918, %895 : tensor<128x512xf32>
    %920 = stablehlo.add %arg0, %897 : tensor<512x128xf32>
    %921 = stablehlo.add %arg1, %899 : tensor<128xf32>
    %922 = stablehlo.add %arg2, %901 : tensor<2x128xf32>
    %923 = stablehlo.add %arg3, %903 : tensor<2x256x128xf32>
    %924 = stablehlo.add %arg4, %905 : tensor<2x128x256xf32>
    %925 = stablehlo.add %arg5, %907 : tensor<2x128x64xf32>
    %926 = stablehlo.add %arg6, %909 : tensor<2x128xf32>
    %927 = stablehlo.add %arg7, %911 : tensor<2x128x128xf32>
    %928 = stablehlo.add %arg8, %913 : tensor<2x128x128xf32>
    %929 = stablehlo.add %arg9, %915 : tensor<2x128x256xf32>
    %930 = stablehlo.add %arg10, %917 : tensor<2x128x64xf32>
    %931 = stablehlo.add %arg11, %919 : tensor<128x512xf32>
    return %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %595, %166, %197, %216, %247, %290, %333, %364, %395, %438, %481, %524, %567, %175, %198, %217, %256, %299, %342, %365, %404, %447, %490, %533, %576, %154, %207, %226, %235, %278, %321, %374, %383, %426, %469, %512, %555, %93 : tensor<512x128xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<2x256x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<2x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x256xf32>, tensor<2x128x64xf32>, tensor<128x512xf32>, tensor<i32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x64xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x64xf32>, tensor<128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x128xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<2x128xf32>, tensor<2x256xf32>, tensor<2x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<128xf32>, tensor<2x128xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<2x128xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<f32>
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
