module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg3: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg7: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg10: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg12: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg13: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg14: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg16: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg17: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg18: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg19: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 0 : i32}, %arg20: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 1 : i32}, %arg21: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg22: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg23: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg24: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg25: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 6 : i32}, %arg26: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg27: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg28: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg29: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 10 : i32}, %arg30: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 11 : i32}, %arg31: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg32: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg33: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg34: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 15 : i32}, %arg35: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 16 : i32}, %arg36: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 17 : i32}, %arg37: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg38: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg39: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg40: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg41: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 22 : i32}, %arg42: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg43: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg44: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 25 : i32}, %arg45: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 26 : i32}, %arg46: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 27 : i32}, %arg47: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 28 : i32}, %arg48: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg49: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 30 : i32}, %arg50: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 31 : i32}, %arg51: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 32 : i32}, %arg52: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg53: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 34 : i32}, %arg54: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 35 : i32}, %arg55: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 36 : i32}, %arg56: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 37 : i32}, %arg57: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 38 : i32}, %arg58: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 39 : i32}, %arg59: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 40 : i32}, %arg60: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 41 : i32}, %arg61: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 42 : i32}, %arg62: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg63: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 44 : i32}, %arg64: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 45 : i32}, %arg65: tensor<16x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg66: tensor<2xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<256x64xf32> {jax.result_info = "result[0]['layer1_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[0]['layer1_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['layer1_gate_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x256xf32> {jax.result_info = "result[0]['layer1_gate_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_gate_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_gate_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_gate_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[0]['layer1_up_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x256xf32> {jax.result_info = "result[0]['layer1_up_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_up_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_up_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['layer1_up_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x64xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['layer1_gate_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x256xf32> {jax.result_info = "result[1][0].mu['layer1_gate_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_gate_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_gate_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_gate_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x256xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x64xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['layer1_gate_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x256xf32> {jax.result_info = "result[1][0].nu['layer1_gate_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_gate_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_gate_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_gate_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x256xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg65) : (tensor<512x128xbf16>, tensor<16x64xi32>) -> tensor<16x64x128xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %3 = stablehlo.convert %2 : (tensor<16x64x128xbf16>) -> tensor<16x64x128xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<16x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<16x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<16x64x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<16x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<16x64x128xf32>
    %14 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<16x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<16x64x128xf32>) -> tensor<16x64x128xbf16>
    %19 = stablehlo.dot_general %18, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x128xbf16>) -> tensor<16x64x128xbf16>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<16x64x128xbf16>) -> tensor<16x64x8x16xbf16>
    %22 = stablehlo.dot_general %18, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x64xbf16>) -> tensor<16x64x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<16x64x64xbf16>) -> tensor<16x64x4x16xbf16>
    %25 = stablehlo.dot_general %18, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x64xbf16>) -> tensor<16x64x64xbf16>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<16x64x64xbf16>) -> tensor<16x64x4x16xbf16>
    %28 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.add %31, %30 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.power %35, %34 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8xf32>
    %39 = stablehlo.iota dim = 0 : tensor<64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<64x8xf32>
    %45 = stablehlo.sine %44 : tensor<64x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %47 = stablehlo.cosine %44 : tensor<64x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %49 = stablehlo.convert %21 : (tensor<16x64x8x16xbf16>) -> tensor<16x64x8x16xf32>
    %50 = stablehlo.slice %49 [0:16, 0:64, 0:8, 0:8] : (tensor<16x64x8x16xf32>) -> tensor<16x64x8x8xf32>
    %51 = stablehlo.slice %49 [0:16, 0:64, 0:8, 8:16] : (tensor<16x64x8x16xf32>) -> tensor<16x64x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<16x64x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<16x64x8x8xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<16x64x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %58 = stablehlo.multiply %51, %57 : tensor<16x64x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %60 = stablehlo.multiply %50, %59 : tensor<16x64x8x8xf32>
    %61 = stablehlo.add %58, %60 : tensor<16x64x8x8xf32>
    %62 = stablehlo.concatenate %56, %61, dim = 3 : (tensor<16x64x8x8xf32>, tensor<16x64x8x8xf32>) -> tensor<16x64x8x16xf32>
    %63 = stablehlo.convert %62 : (tensor<16x64x8x16xf32>) -> tensor<16x64x8x16xbf16>
    %64 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.add %67, %66 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.divide %68, %69 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.power %71, %70 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.divide %73, %72 : tensor<8xf32>
    %75 = stablehlo.iota dim = 0 : tensor<64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %77 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<64x8xf32>
    %81 = stablehlo.sine %80 : tensor<64x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %83 = stablehlo.cosine %80 : tensor<64x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %85 = stablehlo.convert %24 : (tensor<16x64x4x16xbf16>) -> tensor<16x64x4x16xf32>
    %86 = stablehlo.slice %85 [0:16, 0:64, 0:4, 0:8] : (tensor<16x64x4x16xf32>) -> tensor<16x64x4x8xf32>
    %87 = stablehlo.slice %85 [0:16, 0:64, 0:4, 8:16] : (tensor<16x64x4x16xf32>) -> tensor<16x64x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<16x64x4x8xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %91 = stablehlo.multiply %87, %90 : tensor<16x64x4x8xf32>
    %92 = stablehlo.subtract %89, %91 : tensor<16x64x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %94 = stablehlo.multiply %87, %93 : tensor<16x64x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %96 = stablehlo.multiply %86, %95 : tensor<16x64x4x8xf32>
    %97 = stablehlo.add %94, %96 : tensor<16x64x4x8xf32>
    %98 = stablehlo.concatenate %92, %97, dim = 3 : (tensor<16x64x4x8xf32>, tensor<16x64x4x8xf32>) -> tensor<16x64x4x16xf32>
    %99 = stablehlo.convert %98 : (tensor<16x64x4x16xf32>) -> tensor<16x64x4x16xbf16>
    %100 = stablehlo.reshape %63 : (tensor<16x64x8x16xbf16>) -> tensor<16x64x4x2x16xbf16>
    %101 = stablehlo.dot_general %99, %100, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<16x64x4x16xbf16>, tensor<16x64x4x2x16xbf16>) -> tensor<16x4x64x64x2xbf16>
    %102 = stablehlo.transpose %101, dims = [0, 1, 4, 3, 2] : (tensor<16x4x64x64x2xbf16>) -> tensor<16x4x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<16x4x2x64x64xbf16>
    %104 = stablehlo.multiply %102, %103 : tensor<16x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %105 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %106 = call @tril(%105) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %107 = stablehlo.convert %104 : (tensor<16x4x2x64x64xbf16>) -> tensor<16x4x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %108 = call @_where_0(%106, %107, %cst_13) : (tensor<64x64xi1>, tensor<16x4x2x64x64xf32>, tensor<f32>) -> tensor<16x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<16x4x2x64x64xf32>, tensor<f32>) -> tensor<16x4x2x64xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x4x2x64xf32>
    %111 = stablehlo.maximum %110, %109 : tensor<16x4x2x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<16x4x2x64xf32>) -> tensor<16x4x2x64x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<16x4x2x64x1xf32>) -> tensor<16x4x2x64x64xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<16x4x2x64x64xf32>
    %115 = stablehlo.exponential %114 : tensor<16x4x2x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<16x4x2x64x64xf32>, tensor<f32>) -> tensor<16x4x2x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<16x4x2x64xf32>) -> tensor<16x4x2x64x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<16x4x2x64x1xf32>) -> tensor<16x4x2x64x64xf32>
    %119 = stablehlo.divide %115, %118 : tensor<16x4x2x64x64xf32>
    %120 = stablehlo.convert %119 : (tensor<16x4x2x64x64xf32>) -> tensor<16x4x2x64x64xbf16>
    %121 = stablehlo.dot_general %27, %120, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<16x64x4x16xbf16>, tensor<16x4x2x64x64xbf16>) -> tensor<16x4x16x2x64xbf16>
    %122 = stablehlo.transpose %121, dims = [0, 4, 1, 3, 2] : (tensor<16x4x16x2x64xbf16>) -> tensor<16x64x4x2x16xbf16>
    %123 = stablehlo.reshape %122 : (tensor<16x64x4x2x16xbf16>) -> tensor<16x64x128xbf16>
    %124 = stablehlo.dot_general %123, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x128xbf16>) -> tensor<16x64x128xbf16>
    %125 = sdy.sharding_constraint %124 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %126 = stablehlo.add %2, %125 : tensor<16x64x128xbf16>
    %127 = stablehlo.convert %126 : (tensor<16x64x128xbf16>) -> tensor<16x64x128xf32>
    %128 = stablehlo.multiply %127, %127 : tensor<16x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<16x64x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %134 = stablehlo.add %132, %133 : tensor<16x64x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<16x64x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<16x64x128xf32>
    %138 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<16x64x128xf32>
    %142 = stablehlo.convert %141 : (tensor<16x64x128xf32>) -> tensor<16x64x128xbf16>
    %143 = stablehlo.dot_general %142, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x256xbf16>) -> tensor<16x64x256xbf16>
    %144 = stablehlo.dot_general %142, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x256xbf16>) -> tensor<16x64x256xbf16>
    %145 = call @silu(%143) : (tensor<16x64x256xbf16>) -> tensor<16x64x256xbf16>
    %146 = stablehlo.multiply %145, %144 : tensor<16x64x256xbf16>
    %147 = stablehlo.dot_general %146, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x256xbf16>, tensor<256x128xbf16>) -> tensor<16x64x128xbf16>
    %148 = sdy.sharding_constraint %147 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %149 = stablehlo.add %126, %148 : tensor<16x64x128xbf16>
    %150 = sdy.sharding_constraint %149 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %151 = stablehlo.convert %150 : (tensor<16x64x128xbf16>) -> tensor<16x64x128xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<16x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %156 = stablehlo.divide %154, %155 : tensor<16x64x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %158 = stablehlo.add %156, %157 : tensor<16x64x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<16x64x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %161 = stablehlo.multiply %151, %160 : tensor<16x64x128xf32>
    %162 = stablehlo.convert %arg10 : (tensor<128xbf16>) -> tensor<128xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %165 = stablehlo.multiply %161, %164 : tensor<16x64x128xf32>
    %166 = stablehlo.convert %165 : (tensor<16x64x128xf32>) -> tensor<16x64x128xbf16>
    %167 = stablehlo.dot_general %166, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x128xbf16>) -> tensor<16x64x128xbf16>
    %168 = sdy.sharding_constraint %167 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %169 = stablehlo.reshape %168 : (tensor<16x64x128xbf16>) -> tensor<16x64x8x16xbf16>
    %170 = stablehlo.dot_general %166, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x64xbf16>) -> tensor<16x64x64xbf16>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x64xbf16>
    %172 = stablehlo.reshape %171 : (tensor<16x64x64xbf16>) -> tensor<16x64x4x16xbf16>
    %173 = stablehlo.dot_general %166, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x64xbf16>) -> tensor<16x64x64xbf16>
    %174 = sdy.sharding_constraint %173 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x64xbf16>
    %175 = stablehlo.reshape %174 : (tensor<16x64x64xbf16>) -> tensor<16x64x4x16xbf16>
    %176 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.add %179, %178 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %184 = stablehlo.power %183, %182 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %186 = stablehlo.divide %185, %184 : tensor<8xf32>
    %187 = stablehlo.iota dim = 0 : tensor<64xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %189 = stablehlo.broadcast_in_dim %186, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<64x8xf32>
    %193 = stablehlo.sine %192 : tensor<64x8xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %195 = stablehlo.cosine %192 : tensor<64x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %197 = stablehlo.convert %169 : (tensor<16x64x8x16xbf16>) -> tensor<16x64x8x16xf32>
    %198 = stablehlo.slice %197 [0:16, 0:64, 0:8, 0:8] : (tensor<16x64x8x16xf32>) -> tensor<16x64x8x8xf32>
    %199 = stablehlo.slice %197 [0:16, 0:64, 0:8, 8:16] : (tensor<16x64x8x16xf32>) -> tensor<16x64x8x8xf32>
    %200 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<16x64x8x8xf32>
    %202 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<16x64x8x8xf32>
    %204 = stablehlo.subtract %201, %203 : tensor<16x64x8x8xf32>
    %205 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %206 = stablehlo.multiply %199, %205 : tensor<16x64x8x8xf32>
    %207 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x8x8xf32>
    %208 = stablehlo.multiply %198, %207 : tensor<16x64x8x8xf32>
    %209 = stablehlo.add %206, %208 : tensor<16x64x8x8xf32>
    %210 = stablehlo.concatenate %204, %209, dim = 3 : (tensor<16x64x8x8xf32>, tensor<16x64x8x8xf32>) -> tensor<16x64x8x16xf32>
    %211 = stablehlo.convert %210 : (tensor<16x64x8x16xf32>) -> tensor<16x64x8x16xbf16>
    %212 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %216 = stablehlo.add %215, %214 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.divide %216, %217 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %220 = stablehlo.power %219, %218 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %222 = stablehlo.divide %221, %220 : tensor<8xf32>
    %223 = stablehlo.iota dim = 0 : tensor<64xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %225 = stablehlo.broadcast_in_dim %222, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<64x8xf32>
    %229 = stablehlo.sine %228 : tensor<64x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %231 = stablehlo.cosine %228 : tensor<64x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %233 = stablehlo.convert %172 : (tensor<16x64x4x16xbf16>) -> tensor<16x64x4x16xf32>
    %234 = stablehlo.slice %233 [0:16, 0:64, 0:4, 0:8] : (tensor<16x64x4x16xf32>) -> tensor<16x64x4x8xf32>
    %235 = stablehlo.slice %233 [0:16, 0:64, 0:4, 8:16] : (tensor<16x64x4x16xf32>) -> tensor<16x64x4x8xf32>
    %236 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %237 = stablehlo.multiply %234, %236 : tensor<16x64x4x8xf32>
    %238 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<16x64x4x8xf32>
    %240 = stablehlo.subtract %237, %239 : tensor<16x64x4x8xf32>
    %241 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %242 = stablehlo.multiply %235, %241 : tensor<16x64x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<16x64x4x8xf32>
    %244 = stablehlo.multiply %234, %243 : tensor<16x64x4x8xf32>
    %245 = stablehlo.add %242, %244 : tensor<16x64x4x8xf32>
    %246 = stablehlo.concatenate %240, %245, dim = 3 : (tensor<16x64x4x8xf32>, tensor<16x64x4x8xf32>) -> tensor<16x64x4x16xf32>
    %247 = stablehlo.convert %246 : (tensor<16x64x4x16xf32>) -> tensor<16x64x4x16xbf16>
    %248 = stablehlo.reshape %211 : (tensor<16x64x8x16xbf16>) -> tensor<16x64x4x2x16xbf16>
    %249 = stablehlo.dot_general %247, %248, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<16x64x4x16xbf16>, tensor<16x64x4x2x16xbf16>) -> tensor<16x4x64x64x2xbf16>
    %250 = stablehlo.transpose %249, dims = [0, 1, 4, 3, 2] : (tensor<16x4x64x64x2xbf16>) -> tensor<16x4x2x64x64xbf16>
    %cst_33 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %251 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<16x4x2x64x64xbf16>
    %252 = stablehlo.multiply %250, %251 : tensor<16x4x2x64x64xbf16>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %253 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %254 = call @tril(%253) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %255 = stablehlo.convert %252 : (tensor<16x4x2x64x64xbf16>) -> tensor<16x4x2x64x64xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %256 = call @_where_0(%254, %255, %cst_35) : (tensor<64x64xi1>, tensor<16x4x2x64x64xf32>, tensor<f32>) -> tensor<16x4x2x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<16x4x2x64x64xf32>, tensor<f32>) -> tensor<16x4x2x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x4x2x64xf32>
    %259 = stablehlo.maximum %258, %257 : tensor<16x4x2x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<16x4x2x64xf32>) -> tensor<16x4x2x64x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3, 4] : (tensor<16x4x2x64x1xf32>) -> tensor<16x4x2x64x64xf32>
    %262 = stablehlo.subtract %256, %261 : tensor<16x4x2x64x64xf32>
    %263 = stablehlo.exponential %262 : tensor<16x4x2x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<16x4x2x64x64xf32>, tensor<f32>) -> tensor<16x4x2x64xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<16x4x2x64xf32>) -> tensor<16x4x2x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3, 4] : (tensor<16x4x2x64x1xf32>) -> tensor<16x4x2x64x64xf32>
    %267 = stablehlo.divide %263, %266 : tensor<16x4x2x64x64xf32>
    %268 = stablehlo.convert %267 : (tensor<16x4x2x64x64xf32>) -> tensor<16x4x2x64x64xbf16>
    %269 = stablehlo.dot_general %175, %268, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<16x64x4x16xbf16>, tensor<16x4x2x64x64xbf16>) -> tensor<16x4x16x2x64xbf16>
    %270 = stablehlo.transpose %269, dims = [0, 4, 1, 3, 2] : (tensor<16x4x16x2x64xbf16>) -> tensor<16x64x4x2x16xbf16>
    %271 = stablehlo.reshape %270 : (tensor<16x64x4x2x16xbf16>) -> tensor<16x64x128xbf16>
    %272 = stablehlo.dot_general %271, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x128xbf16>) -> tensor<16x64x128xbf16>
    %273 = sdy.sharding_constraint %272 <@mesh, [{"data"}, {}, {}]> : tensor<16x64x128xbf16>
    %274 = stablehlo.add %150, %273 : tensor<16x64x128xbf16>
    %275 = stablehlo.convert %274 : (tensor<16x64x128xbf16>) -> tensor<16x64x128xf32>
    %276 = stablehlo.multiply %275, %275 : tensor<16x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<16x64x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %282 = stablehlo.add %280, %281 : tensor<16x64x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<16x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %285 = stablehlo.multiply %275, %284 : tensor<16x64x128xf32>
    %286 = stablehlo.convert %arg14 : (tensor<128xbf16>) -> tensor<128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<16x64x128xf32>
    %290 = stablehlo.convert %289 : (tensor<16x64x128xf32>) -> tensor<16x64x128xbf16>
    %291 = stablehlo.dot_general %290, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x256xbf16>) -> tensor<16x64x256xbf16>
    %292 = stablehlo.dot_general %290, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xbf16>, tensor<128x256xbf16>) -> tensor<16x64x256xbf16>
    %293 = call @silu(%291) : (tensor<16x64x256xbf16>) -> tensor<16x64x256xbf16>
    %294 = stablehlo.multiply %293, %292 : tensor<16x64x256xbf16>
    %295 = stablehlo.reshape %294 : (tensor<16x64x256xbf16>) -> tensor<32x32x256xbf16>
    %c_42 = stablehlo.constant dense<0> : tensor<ui32>
    %296 = call @_threefry_fold_in(%arg66, %c_42) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = call @_uniform(%296, %cst_43, %cst_44) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x32x64xf32>
    %298 = stablehlo.broadcast_in_dim %arg22, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %299 = stablehlo.broadcast_in_dim %arg21, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %arg23, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %301 = stablehlo.subtract %cst_48, %cst_49 : tensor<f32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x32x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x32x64x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x32x128xf32>
    %c_65 = stablehlo.constant dense<false> : tensor<i1>
    %317 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i1>) -> tensor<32x32x64xi1>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %319:30 = stablehlo.while(%iterArg = %295, %iterArg_278 = %297, %iterArg_279 = %arg19, %iterArg_280 = %298, %iterArg_281 = %299, %iterArg_282 = %300, %iterArg_283 = %arg20, %iterArg_284 = %arg11, %iterArg_285 = %cst_45, %iterArg_286 = %cst_46, %iterArg_287 = %cst_47, %iterArg_288 = %301, %iterArg_289 = %c_67, %iterArg_290 = %302, %iterArg_291 = %303, %iterArg_292 = %304, %iterArg_293 = %305, %iterArg_294 = %306, %iterArg_295 = %307, %iterArg_296 = %308, %iterArg_297 = %309, %iterArg_298 = %310, %iterArg_299 = %311, %iterArg_300 = %312, %iterArg_301 = %313, %iterArg_302 = %314, %iterArg_303 = %315, %iterArg_304 = %316, %iterArg_305 = %317, %iterArg_306 = %318) : tensor<32x32x256xbf16>, tensor<32x32x64xf32>, tensor<256x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x256xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x128xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>
    cond {
      %c_307 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.compare LT, %iterArg_289, %c_307, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %825 : tensor<i1>
    } do {
      %825 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_289) : (tensor<32x32x256xbf16>, tensor<i32>) -> tensor<32x256xbf16>
      %826 = func.call @dynamic_index_in_dim_3(%iterArg_278, %iterArg_289) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %827:17 = func.call @closed_call_4(%iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %825, %826) : (tensor<256x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<32x256xbf16>, tensor<32x64xf32>) -> (tensor<f32>, tensor<f32>, tensor<32x256xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x128xf32>, tensor<32x64xi1>, tensor<32x64xf32>)
      %828 = func.call @dynamic_update_index_in_dim(%iterArg_290, %827#0, %iterArg_289) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %829 = func.call @dynamic_update_index_in_dim(%iterArg_291, %827#1, %iterArg_289) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %830 = func.call @dynamic_update_index_in_dim_5(%iterArg_292, %827#2, %iterArg_289) : (tensor<32x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<32x32x256xf32>
      %831 = func.call @dynamic_update_index_in_dim_6(%iterArg_293, %827#3, %iterArg_289) : (tensor<32x32x64x1xf32>, tensor<32x64x1xf32>, tensor<i32>) -> tensor<32x32x64x1xf32>
      %832 = func.call @dynamic_update_index_in_dim_7(%iterArg_294, %827#4, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %833 = func.call @dynamic_update_index_in_dim_7(%iterArg_295, %827#5, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %834 = func.call @dynamic_update_index_in_dim_7(%iterArg_296, %827#6, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %835 = func.call @dynamic_update_index_in_dim_7(%iterArg_297, %827#7, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %836 = func.call @dynamic_update_index_in_dim_7(%iterArg_298, %827#8, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %837 = func.call @dynamic_update_index_in_dim_7(%iterArg_299, %827#9, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %838 = func.call @dynamic_update_index_in_dim_8(%iterArg_300, %827#10, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %839 = func.call @dynamic_update_index_in_dim_8(%iterArg_301, %827#11, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %840 = func.call @dynamic_update_index_in_dim_8(%iterArg_302, %827#12, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %841 = func.call @dynamic_update_index_in_dim_8(%iterArg_303, %827#13, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %842 = func.call @dynamic_update_index_in_dim_9(%iterArg_304, %827#14, %iterArg_289) : (tensor<32x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<32x32x128xf32>
      %843 = func.call @dynamic_update_index_in_dim_10(%iterArg_305, %827#15, %iterArg_289) : (tensor<32x32x64xi1>, tensor<32x64xi1>, tensor<i32>) -> tensor<32x32x64xi1>
      %844 = func.call @dynamic_update_index_in_dim_8(%iterArg_306, %827#16, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %c_307 = stablehlo.constant dense<1> : tensor<i32>
      %845 = stablehlo.add %iterArg_289, %c_307 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %845, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844 : tensor<32x32x256xbf16>, tensor<32x32x64xf32>, tensor<256x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x256xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x128xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>
    }
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319#13 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.add %cst_69, %320 : tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%319#14 init: %cst_70) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.add %cst_71, %322 : tensor<f32>
    %324 = stablehlo.reshape %290 : (tensor<16x64x128xbf16>) -> tensor<32x32x128xbf16>
    %c_72 = stablehlo.constant dense<1> : tensor<ui32>
    %325 = call @_threefry_fold_in(%arg66, %c_72) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = call @_uniform(%325, %cst_73, %cst_74) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x32x64xf32>
    %327 = stablehlo.broadcast_in_dim %arg27, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %328 = stablehlo.broadcast_in_dim %arg26, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %arg28, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %330 = stablehlo.subtract %cst_78, %cst_79 : tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x32x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x32x64x1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x32x256xf32>
    %c_95 = stablehlo.constant dense<false> : tensor<i1>
    %346 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i1>) -> tensor<32x32x64xi1>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %348:30 = stablehlo.while(%iterArg = %324, %iterArg_278 = %326, %iterArg_279 = %arg24, %iterArg_280 = %327, %iterArg_281 = %328, %iterArg_282 = %329, %iterArg_283 = %arg25, %iterArg_284 = %arg12, %iterArg_285 = %cst_75, %iterArg_286 = %cst_76, %iterArg_287 = %cst_77, %iterArg_288 = %330, %iterArg_289 = %c_97, %iterArg_290 = %331, %iterArg_291 = %332, %iterArg_292 = %333, %iterArg_293 = %334, %iterArg_294 = %335, %iterArg_295 = %336, %iterArg_296 = %337, %iterArg_297 = %338, %iterArg_298 = %339, %iterArg_299 = %340, %iterArg_300 = %341, %iterArg_301 = %342, %iterArg_302 = %343, %iterArg_303 = %344, %iterArg_304 = %345, %iterArg_305 = %346, %iterArg_306 = %347) : tensor<32x32x128xbf16>, tensor<32x32x64xf32>, tensor<128x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x256xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>
    cond {
      %c_307 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.compare LT, %iterArg_289, %c_307, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %825 : tensor<i1>
    } do {
      %825 = func.call @dynamic_index_in_dim_11(%iterArg, %iterArg_289) : (tensor<32x32x128xbf16>, tensor<i32>) -> tensor<32x128xbf16>
      %826 = func.call @dynamic_index_in_dim_3(%iterArg_278, %iterArg_289) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %827:17 = func.call @closed_call_12(%iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %825, %826) : (tensor<128x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x256xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<32x128xbf16>, tensor<32x64xf32>) -> (tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>)
      %828 = func.call @dynamic_update_index_in_dim(%iterArg_290, %827#0, %iterArg_289) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %829 = func.call @dynamic_update_index_in_dim(%iterArg_291, %827#1, %iterArg_289) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %830 = func.call @dynamic_update_index_in_dim_9(%iterArg_292, %827#2, %iterArg_289) : (tensor<32x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<32x32x128xf32>
      %831 = func.call @dynamic_update_index_in_dim_6(%iterArg_293, %827#3, %iterArg_289) : (tensor<32x32x64x1xf32>, tensor<32x64x1xf32>, tensor<i32>) -> tensor<32x32x64x1xf32>
      %832 = func.call @dynamic_update_index_in_dim_7(%iterArg_294, %827#4, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %833 = func.call @dynamic_update_index_in_dim_7(%iterArg_295, %827#5, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %834 = func.call @dynamic_update_index_in_dim_7(%iterArg_296, %827#6, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %835 = func.call @dynamic_update_index_in_dim_7(%iterArg_297, %827#7, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %836 = func.call @dynamic_update_index_in_dim_7(%iterArg_298, %827#8, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %837 = func.call @dynamic_update_index_in_dim_7(%iterArg_299, %827#9, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %838 = func.call @dynamic_update_index_in_dim_8(%iterArg_300, %827#10, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %839 = func.call @dynamic_update_index_in_dim_8(%iterArg_301, %827#11, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %840 = func.call @dynamic_update_index_in_dim_8(%iterArg_302, %827#12, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %841 = func.call @dynamic_update_index_in_dim_8(%iterArg_303, %827#13, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %842 = func.call @dynamic_update_index_in_dim_5(%iterArg_304, %827#14, %iterArg_289) : (tensor<32x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<32x32x256xf32>
      %843 = func.call @dynamic_update_index_in_dim_10(%iterArg_305, %827#15, %iterArg_289) : (tensor<32x32x64xi1>, tensor<32x64xi1>, tensor<i32>) -> tensor<32x32x64xi1>
      %844 = func.call @dynamic_update_index_in_dim_8(%iterArg_306, %827#16, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %c_307 = stablehlo.constant dense<1> : tensor<i32>
      %845 = stablehlo.add %iterArg_289, %c_307 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %845, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844 : tensor<32x32x128xbf16>, tensor<32x32x64xf32>, tensor<128x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x256xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>
    }
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348#13 init: %cst_98) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %350 = stablehlo.add %321, %349 : tensor<f32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%348#14 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %352 = stablehlo.add %323, %351 : tensor<f32>
    %353 = stablehlo.reshape %290 : (tensor<16x64x128xbf16>) -> tensor<32x32x128xbf16>
    %c_100 = stablehlo.constant dense<2> : tensor<ui32>
    %354 = call @_threefry_fold_in(%arg66, %c_100) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = call @_uniform(%354, %cst_101, %cst_102) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x32x64xf32>
    %356 = stablehlo.broadcast_in_dim %arg32, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %357 = stablehlo.broadcast_in_dim %arg31, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %arg33, dims = [1, 2] : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %359 = stablehlo.subtract %cst_106, %cst_107 : tensor<f32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x32x128xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32x32x64x1xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x32x64x8xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<32x32x256xf32>
    %c_123 = stablehlo.constant dense<false> : tensor<i1>
    %375 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i1>) -> tensor<32x32x64xi1>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %c_125 = stablehlo.constant dense<0> : tensor<i32>
    %377:30 = stablehlo.while(%iterArg = %353, %iterArg_278 = %355, %iterArg_279 = %arg29, %iterArg_280 = %356, %iterArg_281 = %357, %iterArg_282 = %358, %iterArg_283 = %arg30, %iterArg_284 = %arg17, %iterArg_285 = %cst_103, %iterArg_286 = %cst_104, %iterArg_287 = %cst_105, %iterArg_288 = %359, %iterArg_289 = %c_125, %iterArg_290 = %360, %iterArg_291 = %361, %iterArg_292 = %362, %iterArg_293 = %363, %iterArg_294 = %364, %iterArg_295 = %365, %iterArg_296 = %366, %iterArg_297 = %367, %iterArg_298 = %368, %iterArg_299 = %369, %iterArg_300 = %370, %iterArg_301 = %371, %iterArg_302 = %372, %iterArg_303 = %373, %iterArg_304 = %374, %iterArg_305 = %375, %iterArg_306 = %376) : tensor<32x32x128xbf16>, tensor<32x32x64xf32>, tensor<128x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x256xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>
    cond {
      %c_307 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.compare LT, %iterArg_289, %c_307, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %825 : tensor<i1>
    } do {
      %825 = func.call @dynamic_index_in_dim_11(%iterArg, %iterArg_289) : (tensor<32x32x128xbf16>, tensor<i32>) -> tensor<32x128xbf16>
      %826 = func.call @dynamic_index_in_dim_3(%iterArg_278, %iterArg_289) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %827:17 = func.call @closed_call_13(%iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %825, %826) : (tensor<128x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x256xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<32x128xbf16>, tensor<32x64xf32>) -> (tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>)
      %828 = func.call @dynamic_update_index_in_dim(%iterArg_290, %827#0, %iterArg_289) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %829 = func.call @dynamic_update_index_in_dim(%iterArg_291, %827#1, %iterArg_289) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %830 = func.call @dynamic_update_index_in_dim_9(%iterArg_292, %827#2, %iterArg_289) : (tensor<32x32x128xf32>, tensor<32x128xf32>, tensor<i32>) -> tensor<32x32x128xf32>
      %831 = func.call @dynamic_update_index_in_dim_6(%iterArg_293, %827#3, %iterArg_289) : (tensor<32x32x64x1xf32>, tensor<32x64x1xf32>, tensor<i32>) -> tensor<32x32x64x1xf32>
      %832 = func.call @dynamic_update_index_in_dim_7(%iterArg_294, %827#4, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %833 = func.call @dynamic_update_index_in_dim_7(%iterArg_295, %827#5, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %834 = func.call @dynamic_update_index_in_dim_7(%iterArg_296, %827#6, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %835 = func.call @dynamic_update_index_in_dim_7(%iterArg_297, %827#7, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %836 = func.call @dynamic_update_index_in_dim_7(%iterArg_298, %827#8, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %837 = func.call @dynamic_update_index_in_dim_7(%iterArg_299, %827#9, %iterArg_289) : (tensor<32x32x64x8xf32>, tensor<32x64x8xf32>, tensor<i32>) -> tensor<32x32x64x8xf32>
      %838 = func.call @dynamic_update_index_in_dim_8(%iterArg_300, %827#10, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %839 = func.call @dynamic_update_index_in_dim_8(%iterArg_301, %827#11, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %840 = func.call @dynamic_update_index_in_dim_8(%iterArg_302, %827#12, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %841 = func.call @dynamic_update_index_in_dim_8(%iterArg_303, %827#13, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %842 = func.call @dynamic_update_index_in_dim_5(%iterArg_304, %827#14, %iterArg_289) : (tensor<32x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<32x32x256xf32>
      %843 = func.call @dynamic_update_index_in_dim_10(%iterArg_305, %827#15, %iterArg_289) : (tensor<32x32x64xi1>, tensor<32x64xi1>, tensor<i32>) -> tensor<32x32x64xi1>
      %844 = func.call @dynamic_update_index_in_dim_8(%iterArg_306, %827#16, %iterArg_289) : (tensor<32x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x32x64xf32>
      %c_307 = stablehlo.constant dense<1> : tensor<i32>
      %845 = stablehlo.add %iterArg_289, %c_307 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %845, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844 : tensor<32x32x128xbf16>, tensor<32x32x64xf32>, tensor<128x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x256xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>
    }
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%377#13 init: %cst_126) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %379 = stablehlo.add %350, %378 : tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%377#14 init: %cst_127) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %381 = stablehlo.add %352, %380 : tensor<f32>
    %cst_128 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %382 = stablehlo.divide %379, %cst_128 : tensor<f32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %383 = stablehlo.multiply %cst_129, %381 : tensor<f32>
    %384 = stablehlo.add %382, %383 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %385 = stablehlo.multiply %cst_131, %cst_130 : tensor<f32>
    %cst_132 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %386 = stablehlo.divide %cst_130, %cst_132 : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %385, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.broadcast_in_dim %386, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %c_138 = stablehlo.constant dense<0> : tensor<i32>
    %394:27 = stablehlo.while(%iterArg = %388, %iterArg_278 = %387, %iterArg_279 = %377#15, %iterArg_280 = %377#16, %iterArg_281 = %377#17, %iterArg_282 = %377#18, %iterArg_283 = %377#19, %iterArg_284 = %377#20, %iterArg_285 = %377#21, %iterArg_286 = %377#22, %iterArg_287 = %377#23, %iterArg_288 = %355, %iterArg_289 = %377#24, %iterArg_290 = %377#25, %iterArg_291 = %377#26, %iterArg_292 = %377#27, %iterArg_293 = %377#28, %iterArg_294 = %377#29, %iterArg_295 = %356, %iterArg_296 = %358, %iterArg_297 = %arg30, %iterArg_298 = %c_138, %iterArg_299 = %389, %iterArg_300 = %390, %iterArg_301 = %391, %iterArg_302 = %392, %iterArg_303 = %393) : tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<i32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>
    cond {
      %c_304 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.compare LT, %iterArg_298, %c_304, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %825 : tensor<i1>
    } do {
      %c_304 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.subtract %c_304, %iterArg_298 : tensor<i32>
      %c_305 = stablehlo.constant dense<1> : tensor<i32>
      %826 = stablehlo.subtract %825, %c_305 : tensor<i32>
      %827 = func.call @dynamic_index_in_dim_14(%iterArg, %826) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %828 = func.call @dynamic_index_in_dim_14(%iterArg_278, %826) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %829 = func.call @dynamic_index_in_dim_15(%iterArg_279, %826) : (tensor<32x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %830 = func.call @dynamic_index_in_dim_16(%iterArg_280, %826) : (tensor<32x32x64x1xf32>, tensor<i32>) -> tensor<32x64x1xf32>
      %831 = func.call @dynamic_index_in_dim_17(%iterArg_281, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %832 = func.call @dynamic_index_in_dim_17(%iterArg_282, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %833 = func.call @dynamic_index_in_dim_17(%iterArg_283, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %834 = func.call @dynamic_index_in_dim_17(%iterArg_284, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %835 = func.call @dynamic_index_in_dim_17(%iterArg_285, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %836 = func.call @dynamic_index_in_dim_17(%iterArg_286, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %837 = func.call @dynamic_index_in_dim_3(%iterArg_287, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %838 = func.call @dynamic_index_in_dim_3(%iterArg_288, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %839 = func.call @dynamic_index_in_dim_3(%iterArg_289, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %840 = func.call @dynamic_index_in_dim_3(%iterArg_290, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %841 = func.call @dynamic_index_in_dim_3(%iterArg_291, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %842 = func.call @dynamic_index_in_dim_18(%iterArg_292, %826) : (tensor<32x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %843 = func.call @dynamic_index_in_dim_19(%iterArg_293, %826) : (tensor<32x32x64xi1>, tensor<i32>) -> tensor<32x64xi1>
      %844 = func.call @dynamic_index_in_dim_3(%iterArg_294, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %845:5 = func.call @closed_call_20(%iterArg_295, %iterArg_296, %iterArg_297, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %iterArg_303, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844) : (tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>, tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>) -> (tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>)
      %c_306 = stablehlo.constant dense<1> : tensor<i32>
      %846 = stablehlo.add %iterArg_298, %c_306 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %iterArg_290, %iterArg_291, %iterArg_292, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %846, %845#0, %845#1, %845#2, %845#3, %845#4 : tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<i32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>
    }
    %395 = stablehlo.broadcast_in_dim %385, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %396 = stablehlo.broadcast_in_dim %386, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %c_144 = stablehlo.constant dense<0> : tensor<i32>
    %402:27 = stablehlo.while(%iterArg = %396, %iterArg_278 = %395, %iterArg_279 = %348#15, %iterArg_280 = %348#16, %iterArg_281 = %348#17, %iterArg_282 = %348#18, %iterArg_283 = %348#19, %iterArg_284 = %348#20, %iterArg_285 = %348#21, %iterArg_286 = %348#22, %iterArg_287 = %348#23, %iterArg_288 = %326, %iterArg_289 = %348#24, %iterArg_290 = %348#25, %iterArg_291 = %348#26, %iterArg_292 = %348#27, %iterArg_293 = %348#28, %iterArg_294 = %348#29, %iterArg_295 = %327, %iterArg_296 = %329, %iterArg_297 = %arg25, %iterArg_298 = %c_144, %iterArg_299 = %397, %iterArg_300 = %398, %iterArg_301 = %399, %iterArg_302 = %400, %iterArg_303 = %401) : tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<i32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>
    cond {
      %c_304 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.compare LT, %iterArg_298, %c_304, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %825 : tensor<i1>
    } do {
      %c_304 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.subtract %c_304, %iterArg_298 : tensor<i32>
      %c_305 = stablehlo.constant dense<1> : tensor<i32>
      %826 = stablehlo.subtract %825, %c_305 : tensor<i32>
      %827 = func.call @dynamic_index_in_dim_14(%iterArg, %826) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %828 = func.call @dynamic_index_in_dim_14(%iterArg_278, %826) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %829 = func.call @dynamic_index_in_dim_15(%iterArg_279, %826) : (tensor<32x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %830 = func.call @dynamic_index_in_dim_16(%iterArg_280, %826) : (tensor<32x32x64x1xf32>, tensor<i32>) -> tensor<32x64x1xf32>
      %831 = func.call @dynamic_index_in_dim_17(%iterArg_281, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %832 = func.call @dynamic_index_in_dim_17(%iterArg_282, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %833 = func.call @dynamic_index_in_dim_17(%iterArg_283, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %834 = func.call @dynamic_index_in_dim_17(%iterArg_284, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %835 = func.call @dynamic_index_in_dim_17(%iterArg_285, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %836 = func.call @dynamic_index_in_dim_17(%iterArg_286, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %837 = func.call @dynamic_index_in_dim_3(%iterArg_287, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %838 = func.call @dynamic_index_in_dim_3(%iterArg_288, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %839 = func.call @dynamic_index_in_dim_3(%iterArg_289, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %840 = func.call @dynamic_index_in_dim_3(%iterArg_290, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %841 = func.call @dynamic_index_in_dim_3(%iterArg_291, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %842 = func.call @dynamic_index_in_dim_18(%iterArg_292, %826) : (tensor<32x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %843 = func.call @dynamic_index_in_dim_19(%iterArg_293, %826) : (tensor<32x32x64xi1>, tensor<i32>) -> tensor<32x64xi1>
      %844 = func.call @dynamic_index_in_dim_3(%iterArg_294, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %845:5 = func.call @closed_call_21(%iterArg_295, %iterArg_296, %iterArg_297, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %iterArg_303, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844) : (tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>, tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>) -> (tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>)
      %c_306 = stablehlo.constant dense<1> : tensor<i32>
      %846 = stablehlo.add %iterArg_298, %c_306 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %iterArg_290, %iterArg_291, %iterArg_292, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %846, %845#0, %845#1, %845#2, %845#3, %845#4 : tensor<32xf32>, tensor<32xf32>, tensor<32x32x128xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x256xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x256xf32>, tensor<i32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>
    }
    %403 = stablehlo.broadcast_in_dim %385, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.broadcast_in_dim %386, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %c_150 = stablehlo.constant dense<0> : tensor<i32>
    %410:27 = stablehlo.while(%iterArg = %404, %iterArg_278 = %403, %iterArg_279 = %319#15, %iterArg_280 = %319#16, %iterArg_281 = %319#17, %iterArg_282 = %319#18, %iterArg_283 = %319#19, %iterArg_284 = %319#20, %iterArg_285 = %319#21, %iterArg_286 = %319#22, %iterArg_287 = %319#23, %iterArg_288 = %297, %iterArg_289 = %319#24, %iterArg_290 = %319#25, %iterArg_291 = %319#26, %iterArg_292 = %319#27, %iterArg_293 = %319#28, %iterArg_294 = %319#29, %iterArg_295 = %298, %iterArg_296 = %300, %iterArg_297 = %arg20, %iterArg_298 = %c_150, %iterArg_299 = %405, %iterArg_300 = %406, %iterArg_301 = %407, %iterArg_302 = %408, %iterArg_303 = %409) : tensor<32xf32>, tensor<32xf32>, tensor<32x32x256xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x128xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x128xf32>, tensor<i32>, tensor<256x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x128xf32>
    cond {
      %c_304 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.compare LT, %iterArg_298, %c_304, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %825 : tensor<i1>
    } do {
      %c_304 = stablehlo.constant dense<32> : tensor<i32>
      %825 = stablehlo.subtract %c_304, %iterArg_298 : tensor<i32>
      %c_305 = stablehlo.constant dense<1> : tensor<i32>
      %826 = stablehlo.subtract %825, %c_305 : tensor<i32>
      %827 = func.call @dynamic_index_in_dim_14(%iterArg, %826) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %828 = func.call @dynamic_index_in_dim_14(%iterArg_278, %826) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %829 = func.call @dynamic_index_in_dim_18(%iterArg_279, %826) : (tensor<32x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %830 = func.call @dynamic_index_in_dim_16(%iterArg_280, %826) : (tensor<32x32x64x1xf32>, tensor<i32>) -> tensor<32x64x1xf32>
      %831 = func.call @dynamic_index_in_dim_17(%iterArg_281, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %832 = func.call @dynamic_index_in_dim_17(%iterArg_282, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %833 = func.call @dynamic_index_in_dim_17(%iterArg_283, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %834 = func.call @dynamic_index_in_dim_17(%iterArg_284, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %835 = func.call @dynamic_index_in_dim_17(%iterArg_285, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %836 = func.call @dynamic_index_in_dim_17(%iterArg_286, %826) : (tensor<32x32x64x8xf32>, tensor<i32>) -> tensor<32x64x8xf32>
      %837 = func.call @dynamic_index_in_dim_3(%iterArg_287, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %838 = func.call @dynamic_index_in_dim_3(%iterArg_288, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %839 = func.call @dynamic_index_in_dim_3(%iterArg_289, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %840 = func.call @dynamic_index_in_dim_3(%iterArg_290, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %841 = func.call @dynamic_index_in_dim_3(%iterArg_291, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %842 = func.call @dynamic_index_in_dim_15(%iterArg_292, %826) : (tensor<32x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %843 = func.call @dynamic_index_in_dim_19(%iterArg_293, %826) : (tensor<32x32x64xi1>, tensor<i32>) -> tensor<32x64xi1>
      %844 = func.call @dynamic_index_in_dim_3(%iterArg_294, %826) : (tensor<32x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %845:5 = func.call @closed_call_22(%iterArg_295, %iterArg_296, %iterArg_297, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %iterArg_303, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844) : (tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x128xf32>, tensor<256x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x128xf32>, tensor<f32>, tensor<f32>, tensor<32x256xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x128xf32>, tensor<32x64xi1>, tensor<32x64xf32>) -> (tensor<256x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x128xf32>)
      %c_306 = stablehlo.constant dense<1> : tensor<i32>
      %846 = stablehlo.add %iterArg_298, %c_306 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %iterArg_290, %iterArg_291, %iterArg_292, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %846, %845#0, %845#1, %845#2, %845#3, %845#4 : tensor<32xf32>, tensor<32xf32>, tensor<32x32x256xf32>, tensor<32x32x64x1xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64x8xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x64xf32>, tensor<32x32x128xf32>, tensor<32x32x64xi1>, tensor<32x32x64xf32>, tensor<1x64x8xf32>, tensor<1x64x8xf32>, tensor<64x128xf32>, tensor<i32>, tensor<256x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x128xf32>
    }
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %412 = stablehlo.multiply %411, %410#22 : tensor<256x64xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %414 = stablehlo.multiply %413, %arg35 : tensor<256x64xf32>
    %415 = stablehlo.add %412, %414 : tensor<256x64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %417 = stablehlo.multiply %416, %410#26 : tensor<64x128xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %419 = stablehlo.multiply %418, %arg36 : tensor<64x128xf32>
    %420 = stablehlo.add %417, %419 : tensor<64x128xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %422 = stablehlo.multiply %421, %410#24 : tensor<64x8xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %424 = stablehlo.multiply %423, %arg37 : tensor<64x8xf32>
    %425 = stablehlo.add %422, %424 : tensor<64x8xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %427 = stablehlo.multiply %426, %410#23 : tensor<64x8xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %429 = stablehlo.multiply %428, %arg38 : tensor<64x8xf32>
    %430 = stablehlo.add %427, %429 : tensor<64x8xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %432 = stablehlo.multiply %431, %410#25 : tensor<64x8xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %434 = stablehlo.multiply %433, %arg39 : tensor<64x8xf32>
    %435 = stablehlo.add %432, %434 : tensor<64x8xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %437 = stablehlo.multiply %436, %402#22 : tensor<128x64xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %439 = stablehlo.multiply %438, %arg40 : tensor<128x64xf32>
    %440 = stablehlo.add %437, %439 : tensor<128x64xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %442 = stablehlo.multiply %441, %402#26 : tensor<64x256xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %444 = stablehlo.multiply %443, %arg41 : tensor<64x256xf32>
    %445 = stablehlo.add %442, %444 : tensor<64x256xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %447 = stablehlo.multiply %446, %402#24 : tensor<64x8xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %449 = stablehlo.multiply %448, %arg42 : tensor<64x8xf32>
    %450 = stablehlo.add %447, %449 : tensor<64x8xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %452 = stablehlo.multiply %451, %402#23 : tensor<64x8xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %454 = stablehlo.multiply %453, %arg43 : tensor<64x8xf32>
    %455 = stablehlo.add %452, %454 : tensor<64x8xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %457 = stablehlo.multiply %456, %402#25 : tensor<64x8xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %459 = stablehlo.multiply %458, %arg44 : tensor<64x8xf32>
    %460 = stablehlo.add %457, %459 : tensor<64x8xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %462 = stablehlo.multiply %461, %394#22 : tensor<128x64xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %464 = stablehlo.multiply %463, %arg45 : tensor<128x64xf32>
    %465 = stablehlo.add %462, %464 : tensor<128x64xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %467 = stablehlo.multiply %466, %394#26 : tensor<64x256xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %469 = stablehlo.multiply %468, %arg46 : tensor<64x256xf32>
    %470 = stablehlo.add %467, %469 : tensor<64x256xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %472 = stablehlo.multiply %471, %394#24 : tensor<64x8xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %474 = stablehlo.multiply %473, %arg47 : tensor<64x8xf32>
    %475 = stablehlo.add %472, %474 : tensor<64x8xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %477 = stablehlo.multiply %476, %394#23 : tensor<64x8xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %479 = stablehlo.multiply %478, %arg48 : tensor<64x8xf32>
    %480 = stablehlo.add %477, %479 : tensor<64x8xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %482 = stablehlo.multiply %481, %394#25 : tensor<64x8xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %484 = stablehlo.multiply %483, %arg49 : tensor<64x8xf32>
    %485 = stablehlo.add %482, %484 : tensor<64x8xf32>
    %486 = stablehlo.multiply %410#22, %410#22 : tensor<256x64xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %488 = stablehlo.multiply %487, %486 : tensor<256x64xf32>
    %cst_182 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %490 = stablehlo.multiply %489, %arg50 : tensor<256x64xf32>
    %491 = stablehlo.add %488, %490 : tensor<256x64xf32>
    %492 = stablehlo.multiply %410#26, %410#26 : tensor<64x128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %494 = stablehlo.multiply %493, %492 : tensor<64x128xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %496 = stablehlo.multiply %495, %arg51 : tensor<64x128xf32>
    %497 = stablehlo.add %494, %496 : tensor<64x128xf32>
    %498 = stablehlo.multiply %410#24, %410#24 : tensor<64x8xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %500 = stablehlo.multiply %499, %498 : tensor<64x8xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %502 = stablehlo.multiply %501, %arg52 : tensor<64x8xf32>
    %503 = stablehlo.add %500, %502 : tensor<64x8xf32>
    %504 = stablehlo.multiply %410#23, %410#23 : tensor<64x8xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %506 = stablehlo.multiply %505, %504 : tensor<64x8xf32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %508 = stablehlo.multiply %507, %arg53 : tensor<64x8xf32>
    %509 = stablehlo.add %506, %508 : tensor<64x8xf32>
    %510 = stablehlo.multiply %410#25, %410#25 : tensor<64x8xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %512 = stablehlo.multiply %511, %510 : tensor<64x8xf32>
    %cst_190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %514 = stablehlo.multiply %513, %arg54 : tensor<64x8xf32>
    %515 = stablehlo.add %512, %514 : tensor<64x8xf32>
    %516 = stablehlo.multiply %402#22, %402#22 : tensor<128x64xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %518 = stablehlo.multiply %517, %516 : tensor<128x64xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %520 = stablehlo.multiply %519, %arg55 : tensor<128x64xf32>
    %521 = stablehlo.add %518, %520 : tensor<128x64xf32>
    %522 = stablehlo.multiply %402#26, %402#26 : tensor<64x256xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %524 = stablehlo.multiply %523, %522 : tensor<64x256xf32>
    %cst_194 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %526 = stablehlo.multiply %525, %arg56 : tensor<64x256xf32>
    %527 = stablehlo.add %524, %526 : tensor<64x256xf32>
    %528 = stablehlo.multiply %402#24, %402#24 : tensor<64x8xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<64x8xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %532 = stablehlo.multiply %531, %arg57 : tensor<64x8xf32>
    %533 = stablehlo.add %530, %532 : tensor<64x8xf32>
    %534 = stablehlo.multiply %402#23, %402#23 : tensor<64x8xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %536 = stablehlo.multiply %535, %534 : tensor<64x8xf32>
    %cst_198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %538 = stablehlo.multiply %537, %arg58 : tensor<64x8xf32>
    %539 = stablehlo.add %536, %538 : tensor<64x8xf32>
    %540 = stablehlo.multiply %402#25, %402#25 : tensor<64x8xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %542 = stablehlo.multiply %541, %540 : tensor<64x8xf32>
    %cst_200 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %544 = stablehlo.multiply %543, %arg59 : tensor<64x8xf32>
    %545 = stablehlo.add %542, %544 : tensor<64x8xf32>
    %546 = stablehlo.multiply %394#22, %394#22 : tensor<128x64xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %548 = stablehlo.multiply %547, %546 : tensor<128x64xf32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %550 = stablehlo.multiply %549, %arg60 : tensor<128x64xf32>
    %551 = stablehlo.add %548, %550 : tensor<128x64xf32>
    %552 = stablehlo.multiply %394#26, %394#26 : tensor<64x256xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %554 = stablehlo.multiply %553, %552 : tensor<64x256xf32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %556 = stablehlo.multiply %555, %arg61 : tensor<64x256xf32>
    %557 = stablehlo.add %554, %556 : tensor<64x256xf32>
    %558 = stablehlo.multiply %394#24, %394#24 : tensor<64x8xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %560 = stablehlo.multiply %559, %558 : tensor<64x8xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %562 = stablehlo.multiply %561, %arg62 : tensor<64x8xf32>
    %563 = stablehlo.add %560, %562 : tensor<64x8xf32>
    %564 = stablehlo.multiply %394#23, %394#23 : tensor<64x8xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %566 = stablehlo.multiply %565, %564 : tensor<64x8xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %568 = stablehlo.multiply %567, %arg63 : tensor<64x8xf32>
    %569 = stablehlo.add %566, %568 : tensor<64x8xf32>
    %570 = stablehlo.multiply %394#25, %394#25 : tensor<64x8xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<64x8xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %574 = stablehlo.multiply %573, %arg64 : tensor<64x8xf32>
    %575 = stablehlo.add %572, %574 : tensor<64x8xf32>
    %c_211 = stablehlo.constant dense<2147483647> : tensor<i32>
    %576 = stablehlo.compare LT, %arg34, %c_211, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_212 = stablehlo.constant dense<1> : tensor<i32>
    %577 = stablehlo.add %arg34, %c_212 : tensor<i32>
    %c_213 = stablehlo.constant dense<2147483647> : tensor<i32>
    %578 = call @_where_23(%576, %577, %c_213) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %579 = stablehlo.convert %578 : (tensor<i32>) -> tensor<f32>
    %580 = stablehlo.power %cst_214, %579 : tensor<f32>
    %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %581 = stablehlo.subtract %cst_215, %580 : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %583 = stablehlo.divide %415, %582 : tensor<256x64xf32>
    %584 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %585 = stablehlo.divide %420, %584 : tensor<64x128xf32>
    %586 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %587 = stablehlo.divide %425, %586 : tensor<64x8xf32>
    %588 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %589 = stablehlo.divide %430, %588 : tensor<64x8xf32>
    %590 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %591 = stablehlo.divide %435, %590 : tensor<64x8xf32>
    %592 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %593 = stablehlo.divide %440, %592 : tensor<128x64xf32>
    %594 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %595 = stablehlo.divide %445, %594 : tensor<64x256xf32>
    %596 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %597 = stablehlo.divide %450, %596 : tensor<64x8xf32>
    %598 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %599 = stablehlo.divide %455, %598 : tensor<64x8xf32>
    %600 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %601 = stablehlo.divide %460, %600 : tensor<64x8xf32>
    %602 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %603 = stablehlo.divide %465, %602 : tensor<128x64xf32>
    %604 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %605 = stablehlo.divide %470, %604 : tensor<64x256xf32>
    %606 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %607 = stablehlo.divide %475, %606 : tensor<64x8xf32>
    %608 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %609 = stablehlo.divide %480, %608 : tensor<64x8xf32>
    %610 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %611 = stablehlo.divide %485, %610 : tensor<64x8xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %612 = stablehlo.convert %578 : (tensor<i32>) -> tensor<f32>
    %613 = stablehlo.power %cst_216, %612 : tensor<f32>
    %cst_217 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %614 = stablehlo.subtract %cst_217, %613 : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %616 = stablehlo.divide %491, %615 : tensor<256x64xf32>
    %617 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %618 = stablehlo.divide %497, %617 : tensor<64x128xf32>
    %619 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %620 = stablehlo.divide %503, %619 : tensor<64x8xf32>
    %621 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %622 = stablehlo.divide %509, %621 : tensor<64x8xf32>
    %623 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %624 = stablehlo.divide %515, %623 : tensor<64x8xf32>
    %625 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %626 = stablehlo.divide %521, %625 : tensor<128x64xf32>
    %627 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %628 = stablehlo.divide %527, %627 : tensor<64x256xf32>
    %629 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %630 = stablehlo.divide %533, %629 : tensor<64x8xf32>
    %631 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %632 = stablehlo.divide %539, %631 : tensor<64x8xf32>
    %633 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %634 = stablehlo.divide %545, %633 : tensor<64x8xf32>
    %635 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %636 = stablehlo.divide %551, %635 : tensor<128x64xf32>
    %637 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %638 = stablehlo.divide %557, %637 : tensor<64x256xf32>
    %639 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %640 = stablehlo.divide %563, %639 : tensor<64x8xf32>
    %641 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %642 = stablehlo.divide %569, %641 : tensor<64x8xf32>
    %643 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %644 = stablehlo.divide %575, %643 : tensor<64x8xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %646 = stablehlo.add %616, %645 : tensor<256x64xf32>
    %647 = stablehlo.sqrt %646 : tensor<256x64xf32>
    %cst_219 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %649 = stablehlo.add %647, %648 : tensor<256x64xf32>
    %650 = stablehlo.divide %583, %649 : tensor<256x64xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %652 = stablehlo.add %618, %651 : tensor<64x128xf32>
    %653 = stablehlo.sqrt %652 : tensor<64x128xf32>
    %cst_221 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %655 = stablehlo.add %653, %654 : tensor<64x128xf32>
    %656 = stablehlo.divide %585, %655 : tensor<64x128xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %658 = stablehlo.add %620, %657 : tensor<64x8xf32>
    %659 = stablehlo.sqrt %658 : tensor<64x8xf32>
    %cst_223 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %661 = stablehlo.add %659, %660 : tensor<64x8xf32>
    %662 = stablehlo.divide %587, %661 : tensor<64x8xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %664 = stablehlo.add %622, %663 : tensor<64x8xf32>
    %665 = stablehlo.sqrt %664 : tensor<64x8xf32>
    %cst_225 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %667 = stablehlo.add %665, %666 : tensor<64x8xf32>
    %668 = stablehlo.divide %589, %667 : tensor<64x8xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %670 = stablehlo.add %624, %669 : tensor<64x8xf32>
    %671 = stablehlo.sqrt %670 : tensor<64x8xf32>
    %cst_227 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %673 = stablehlo.add %671, %672 : tensor<64x8xf32>
    %674 = stablehlo.divide %591, %673 : tensor<64x8xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %676 = stablehlo.add %626, %675 : tensor<128x64xf32>
    %677 = stablehlo.sqrt %676 : tensor<128x64xf32>
    %cst_229 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %679 = stablehlo.add %677, %678 : tensor<128x64xf32>
    %680 = stablehlo.divide %593, %679 : tensor<128x64xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %682 = stablehlo.add %628, %681 : tensor<64x256xf32>
    %683 = stablehlo.sqrt %682 : tensor<64x256xf32>
    %cst_231 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %685 = stablehlo.add %683, %684 : tensor<64x256xf32>
    %686 = stablehlo.divide %595, %685 : tensor<64x256xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %688 = stablehlo.add %630, %687 : tensor<64x8xf32>
    %689 = stablehlo.sqrt %688 : tensor<64x8xf32>
    %cst_233 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %691 = stablehlo.add %689, %690 : tensor<64x8xf32>
    %692 = stablehlo.divide %597, %691 : tensor<64x8xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %694 = stablehlo.add %632, %693 : tensor<64x8xf32>
    %695 = stablehlo.sqrt %694 : tensor<64x8xf32>
    %cst_235 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %697 = stablehlo.add %695, %696 : tensor<64x8xf32>
    %698 = stablehlo.divide %599, %697 : tensor<64x8xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %700 = stablehlo.add %634, %699 : tensor<64x8xf32>
    %701 = stablehlo.sqrt %700 : tensor<64x8xf32>
    %cst_237 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %703 = stablehlo.add %701, %702 : tensor<64x8xf32>
    %704 = stablehlo.divide %601, %703 : tensor<64x8xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %706 = stablehlo.add %636, %705 : tensor<128x64xf32>
    %707 = stablehlo.sqrt %706 : tensor<128x64xf32>
    %cst_239 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %709 = stablehlo.add %707, %708 : tensor<128x64xf32>
    %710 = stablehlo.divide %603, %709 : tensor<128x64xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %712 = stablehlo.add %638, %711 : tensor<64x256xf32>
    %713 = stablehlo.sqrt %712 : tensor<64x256xf32>
    %cst_241 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %715 = stablehlo.add %713, %714 : tensor<64x256xf32>
    %716 = stablehlo.divide %605, %715 : tensor<64x256xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %718 = stablehlo.add %640, %717 : tensor<64x8xf32>
    %719 = stablehlo.sqrt %718 : tensor<64x8xf32>
    %cst_243 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %721 = stablehlo.add %719, %720 : tensor<64x8xf32>
    %722 = stablehlo.divide %607, %721 : tensor<64x8xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %724 = stablehlo.add %642, %723 : tensor<64x8xf32>
    %725 = stablehlo.sqrt %724 : tensor<64x8xf32>
    %cst_245 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %727 = stablehlo.add %725, %726 : tensor<64x8xf32>
    %728 = stablehlo.divide %609, %727 : tensor<64x8xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %730 = stablehlo.add %644, %729 : tensor<64x8xf32>
    %731 = stablehlo.sqrt %730 : tensor<64x8xf32>
    %cst_247 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %733 = stablehlo.add %731, %732 : tensor<64x8xf32>
    %734 = stablehlo.divide %611, %733 : tensor<64x8xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %736 = stablehlo.multiply %735, %arg19 : tensor<256x64xf32>
    %737 = stablehlo.add %650, %736 : tensor<256x64xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %739 = stablehlo.multiply %738, %arg20 : tensor<64x128xf32>
    %740 = stablehlo.add %656, %739 : tensor<64x128xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %742 = stablehlo.multiply %741, %arg21 : tensor<64x8xf32>
    %743 = stablehlo.add %662, %742 : tensor<64x8xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %745 = stablehlo.multiply %744, %arg22 : tensor<64x8xf32>
    %746 = stablehlo.add %668, %745 : tensor<64x8xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %748 = stablehlo.multiply %747, %arg23 : tensor<64x8xf32>
    %749 = stablehlo.add %674, %748 : tensor<64x8xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %751 = stablehlo.multiply %750, %arg24 : tensor<128x64xf32>
    %752 = stablehlo.add %680, %751 : tensor<128x64xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %754 = stablehlo.multiply %753, %arg25 : tensor<64x256xf32>
    %755 = stablehlo.add %686, %754 : tensor<64x256xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %757 = stablehlo.multiply %756, %arg26 : tensor<64x8xf32>
    %758 = stablehlo.add %692, %757 : tensor<64x8xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %760 = stablehlo.multiply %759, %arg27 : tensor<64x8xf32>
    %761 = stablehlo.add %698, %760 : tensor<64x8xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %763 = stablehlo.multiply %762, %arg28 : tensor<64x8xf32>
    %764 = stablehlo.add %704, %763 : tensor<64x8xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %766 = stablehlo.multiply %765, %arg29 : tensor<128x64xf32>
    %767 = stablehlo.add %710, %766 : tensor<128x64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %769 = stablehlo.multiply %768, %arg30 : tensor<64x256xf32>
    %770 = stablehlo.add %716, %769 : tensor<64x256xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %772 = stablehlo.multiply %771, %arg31 : tensor<64x8xf32>
    %773 = stablehlo.add %722, %772 : tensor<64x8xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %775 = stablehlo.multiply %774, %arg32 : tensor<64x8xf32>
    %776 = stablehlo.add %728, %775 : tensor<64x8xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %778 = stablehlo.multiply %777, %arg33 : tensor<64x8xf32>
    %779 = stablehlo.add %734, %778 : tensor<64x8xf32>
    %cst_263 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %781 = stablehlo.multiply %780, %737 : tensor<256x64xf32>
    %cst_264 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %783 = stablehlo.multiply %782, %740 : tensor<64x128xf32>
    %cst_265 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %785 = stablehlo.multiply %784, %743 : tensor<64x8xf32>
    %cst_266 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %787 = stablehlo.multiply %786, %746 : tensor<64x8xf32>
    %cst_267 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %789 = stablehlo.multiply %788, %749 : tensor<64x8xf32>
    %cst_268 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %791 = stablehlo.multiply %790, %752 : tensor<128x64xf32>
    %cst_269 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %793 = stablehlo.multiply %792, %755 : tensor<64x256xf32>
    %cst_270 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %795 = stablehlo.multiply %794, %758 : tensor<64x8xf32>
    %cst_271 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %797 = stablehlo.multiply %796, %761 : tensor<64x8xf32>
    %cst_272 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %799 = stablehlo.multiply %798, %764 : tensor<64x8xf32>
    %cst_273 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %801 = stablehlo.multiply %800, %767 : tensor<128x64xf32>
    %cst_274 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %803 = stablehlo.multiply %802, %770 : tensor<64x256xf32>
    %cst_275 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %805 = stablehlo.multiply %804, %773 : tensor<64x8xf32>
    %cst_276 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %807 = stablehlo.multiply %806, %776 : tensor<64x8xf32>
    %cst_277 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %809 = stablehlo.multiply %808, %779 : tensor<64x8xf32>
    %810 = stablehlo.add %arg19, %781 : tensor<256x64xf32>
    %811 = stablehlo.add %arg20, %783 : tensor<64x128xf32>
    %812 = stablehlo.add %arg21, %785 : tensor<64x8xf32>
    %813 = stablehlo.add %arg22, %787 : tensor<64x8xf32>
    %814 = stablehlo.add %arg23, %789 : tensor<64x8xf32>
    %815 = stablehlo.add %arg24, %791 : tensor<128x64xf32>
    %816 = stablehlo.add %arg25, %793 : tensor<64x256xf32>
    %817 = stablehlo.add %arg26, %795 : tensor<64x8xf32>
    %818 = stablehlo.add %arg27, %797 : tensor<64x8xf32>
    %819 = stablehlo.add %arg28, %799 : tensor<64x8xf32>
    %820 = stablehlo.add %arg29, %801 : tensor<128x64xf32>
    %821 = stablehlo.add %arg30, %803 : tensor<64x256xf32>
    %822 = stablehlo.add %arg31, %805 : tensor<64x8xf32>
    %823 = stablehlo.add %arg32, %807 : tensor<64x8xf32>
    %824 = stablehlo.add %arg33, %809 : tensor<64x8xf32>
    return %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %578, %415, %420, %425, %430, %435, %440, %445, %450, %455, %460, %465, %470, %475, %480, %485, %491, %497, %503, %509, %515, %521, %527, %533, %539, %545, %551, %557, %563, %569, %575, %384 : tensor<256x64xf32>, tensor<64x128xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<128x64xf32>, tensor<64x256xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<128x64xf32>, tensor<64x256xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<i32>, tensor<256x64xf32>, tensor<64x128xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<128x64xf32>, tensor<64x256xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<128x64xf32>, tensor<64x256xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<256x64xf32>, tensor<64x128xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<128x64xf32>, tensor<64x256xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<128x64xf32>, tensor<64x256xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<16x64xi32>) -> tensor<16x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<16x64xi1>, tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x64x1xi1>, tensor<i1>) -> tensor<16x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<16x64x1xi32>) -> tensor<16x64x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x64xi1>) -> tensor<16x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x64x128xi1>, tensor<16x64x128xbf16>
    return %16 : tensor<16x64x128xbf16>
  }
  func.func private @_where(%arg0: tensor<16x64xi1>, %arg1: tensor<16x64xi32>, %arg2: tensor<16x64xi32>) -> tensor<16x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x64xi1>, tensor<16x64xi32>
    return %0 : tensor<16x64xi32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<16x4x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<16x4x2x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<16x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x4x2x64x64xi1>, tensor<16x4x2x64x64xf32>
    return %3 : tensor<16x4x2x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<16x64x256xbf16>) -> tensor<16x64x256xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<16x64x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<16x64x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<16x64x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x64x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<16x64x256xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16x64x256xbf16>
    return %6 : tensor<16x64x256xbf16>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x32x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<32x32x64xui64>
    %9 = stablehlo.iota dim = 1 : tensor<32x32x64xui64>
    %10 = stablehlo.iota dim = 2 : tensor<32x32x64xui64>
    %c = stablehlo.constant dense<2048> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32x32x64xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<32x32x64xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32x32x64xui64>
    %14 = stablehlo.multiply %13, %9 : tensor<32x32x64xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<32x32x64xui64>
    %16 = stablehlo.multiply %15, %10 : tensor<32x32x64xui64>
    %17 = stablehlo.add %12, %14 : tensor<32x32x64xui64>
    %18 = stablehlo.add %17, %16 : tensor<32x32x64xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<32x32x64xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<32x32x64xui64>
    %21 = stablehlo.convert %18 : (tensor<32x32x64xui64>) -> tensor<32x32x64xui32>
    %22 = stablehlo.convert %20 : (tensor<32x32x64xui64>) -> tensor<32x32x64xui32>
    %23:2 = call @threefry2x32_1(%5, %7, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<32x32x64xui32>, tensor<32x32x64xui32>) -> (tensor<32x32x64xui32>, tensor<32x32x64xui32>)
    %24 = stablehlo.xor %23#0, %23#1 : tensor<32x32x64xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<32x32x64xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %28 = stablehlo.or %26, %27 : tensor<32x32x64xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<32x32x64xui32>) -> tensor<32x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x64xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<32x32x64xf32>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<32x32x64xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<32x32x64xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<32x32x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<32x32x64xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<32x32x64xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<32x32x64xf32>
    return %38 : tensor<32x32x64xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32x32x64xui32>, %arg3: tensor<32x32x64xui32>) -> (tensor<32x32x64xui32>, tensor<32x32x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32x32x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32x32x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x32x64xui32>, tensor<32x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x32x64xui32>, tensor<32x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x32x64xui32>, tensor<32x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<32x32x64xui32>, tensor<32x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32x32x64xui32>, tensor<32x32x64xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<32x32x64xui32>, %arg2: tensor<32x32x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x32x64xui32>, tensor<32x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x32x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x32x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x32x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x32x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x32x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x32x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x32x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x32x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x32x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x32x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x32x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x32x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x32x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x32x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x32x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x32x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x32x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x32x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x32x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x32x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x32x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x32x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x32x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x32x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x32x64xui32>, tensor<32x32x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x32x256xbf16>, %arg1: tensor<i32>) -> tensor<32x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 256] : (tensor<32x32x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x32x256xbf16>) -> tensor<32x256xbf16>
    return %1 : tensor<32x256xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<32x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<32x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<256x64xf32>, %arg1: tensor<1x64x8xf32>, %arg2: tensor<1x64x8xf32>, %arg3: tensor<1x64x8xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<256x128xbf16>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<32x256xbf16>, %arg11: tensor<32x64xf32>) -> (tensor<f32>, tensor<f32>, tensor<32x256xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x128xf32>, tensor<32x64xi1>, tensor<32x64xf32>) {
    %0 = stablehlo.convert %arg10 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x64x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %7 = stablehlo.add %5, %6 : tensor<32x64x8xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<32x64x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<32x64x8xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<32x64x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<32x64x8xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<32x64x8xf32>
    %15 = stablehlo.add %7, %14 : tensor<32x64x8xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<32x64x8xf32>
    %18 = stablehlo.tanh %17 : tensor<32x64x8xf32>
    %19 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<32x64x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %22 = stablehlo.add %21, %18 : tensor<32x64x8xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<32x64x8xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<32x64x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<32x64x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<32x64xf32>
    %29 = stablehlo.negate %28 : tensor<32x64xf32>
    %30 = stablehlo.exponential %29 : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %32 = stablehlo.add %31, %30 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %34 = stablehlo.divide %33, %32 : tensor<32x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %36 = stablehlo.subtract %35, %34 : tensor<32x64xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %39 = stablehlo.subtract %38, %34 : tensor<32x64xf32>
    %40 = stablehlo.multiply %39, %arg11 : tensor<32x64xf32>
    %41 = stablehlo.add %34, %40 : tensor<32x64xf32>
    %42 = stablehlo.dot_general %arg10, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x128xbf16>) -> tensor<32x128xbf16>
    %43 = stablehlo.convert %42 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %44 = stablehlo.multiply %1, %41 : tensor<32x64xf32>
    %45 = stablehlo.dot_general %44, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %46 = stablehlo.subtract %45, %43 : tensor<32x128xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<32x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
    %49 = stablehlo.abs %34 : tensor<32x64xf32>
    %50 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %51 = stablehlo.compare GE, %34, %50, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %53 = stablehlo.power %49, %52 : tensor<32x64xf32>
    %54 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %55 = stablehlo.power %49, %54 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
    return %48, %58, %0, %2, %12, %18, %20, %24, %7, %25, %37, %41, %1, %44, %46, %51, %57 : tensor<f32>, tensor<f32>, tensor<32x256xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x128xf32>, tensor<32x64xi1>, tensor<32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<32xf32>, tensor<1xf32>, tensor<i32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<32x32x256xf32>, %arg1: tensor<32x256xf32>, %arg2: tensor<i32>) -> tensor<32x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x256xf32>) -> tensor<1x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x32x256xf32>, tensor<1x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x256xf32>
    return %1 : tensor<32x32x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<32x32x64x1xf32>, %arg1: tensor<32x64x1xf32>, %arg2: tensor<i32>) -> tensor<32x32x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<32x64x1xf32>) -> tensor<1x32x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x32x64x1xf32>, tensor<1x32x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x64x1xf32>
    return %1 : tensor<32x32x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<32x32x64x8xf32>, %arg1: tensor<32x64x8xf32>, %arg2: tensor<i32>) -> tensor<32x32x64x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<32x64x8xf32>) -> tensor<1x32x64x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x32x64x8xf32>, tensor<1x32x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x64x8xf32>
    return %1 : tensor<32x32x64x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<32x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<32x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x64xf32>
    return %1 : tensor<32x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<32x32x128xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<i32>) -> tensor<32x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x32x128xf32>, tensor<1x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x128xf32>
    return %1 : tensor<32x32x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<32x32x64xi1>, %arg1: tensor<32x64xi1>, %arg2: tensor<i32>) -> tensor<32x32x64xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xi1>) -> tensor<1x32x64xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x32x64xi1>, tensor<1x32x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x64xi1>
    return %1 : tensor<32x32x64xi1>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<32x32x128xbf16>, %arg1: tensor<i32>) -> tensor<32x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 128] : (tensor<32x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128xbf16>) -> tensor<32x128xbf16>
    return %1 : tensor<32x128xbf16>
  }
  func.func private @closed_call_12(%arg0: tensor<128x64xf32>, %arg1: tensor<1x64x8xf32>, %arg2: tensor<1x64x8xf32>, %arg3: tensor<1x64x8xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<128x256xbf16>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<32x128xbf16>, %arg11: tensor<32x64xf32>) -> (tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>) {
    %0 = stablehlo.convert %arg10 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x64x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %7 = stablehlo.add %5, %6 : tensor<32x64x8xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<32x64x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<32x64x8xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<32x64x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<32x64x8xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<32x64x8xf32>
    %15 = stablehlo.add %7, %14 : tensor<32x64x8xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<32x64x8xf32>
    %18 = stablehlo.tanh %17 : tensor<32x64x8xf32>
    %19 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<32x64x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %22 = stablehlo.add %21, %18 : tensor<32x64x8xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<32x64x8xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<32x64x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<32x64x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<32x64xf32>
    %29 = stablehlo.negate %28 : tensor<32x64xf32>
    %30 = stablehlo.exponential %29 : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %32 = stablehlo.add %31, %30 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %34 = stablehlo.divide %33, %32 : tensor<32x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %36 = stablehlo.subtract %35, %34 : tensor<32x64xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %39 = stablehlo.subtract %38, %34 : tensor<32x64xf32>
    %40 = stablehlo.multiply %39, %arg11 : tensor<32x64xf32>
    %41 = stablehlo.add %34, %40 : tensor<32x64xf32>
    %42 = stablehlo.dot_general %arg10, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x256xbf16>) -> tensor<32x256xbf16>
    %43 = stablehlo.convert %42 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
    %44 = stablehlo.multiply %1, %41 : tensor<32x64xf32>
    %45 = stablehlo.dot_general %44, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %46 = stablehlo.subtract %45, %43 : tensor<32x256xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<32x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x256xf32>, tensor<f32>) -> tensor<f32>
    %49 = stablehlo.abs %34 : tensor<32x64xf32>
    %50 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %51 = stablehlo.compare GE, %34, %50, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %53 = stablehlo.power %49, %52 : tensor<32x64xf32>
    %54 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %55 = stablehlo.power %49, %54 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
    return %48, %58, %0, %2, %12, %18, %20, %24, %7, %25, %37, %41, %1, %44, %46, %51, %57 : tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>
  }
  func.func private @closed_call_13(%arg0: tensor<128x64xf32>, %arg1: tensor<1x64x8xf32>, %arg2: tensor<1x64x8xf32>, %arg3: tensor<1x64x8xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<128x256xbf16>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<32x128xbf16>, %arg11: tensor<32x64xf32>) -> (tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>) {
    %0 = stablehlo.convert %arg10 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x64x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %7 = stablehlo.add %5, %6 : tensor<32x64x8xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<32x64x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<32x64x8xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<32x64x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<32x64x8xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<32x64x8xf32>
    %15 = stablehlo.add %7, %14 : tensor<32x64x8xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<32x64x8xf32>
    %18 = stablehlo.tanh %17 : tensor<32x64x8xf32>
    %19 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<32x64x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %22 = stablehlo.add %21, %18 : tensor<32x64x8xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<32x64x8xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<32x64x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<32x64x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<32x64xf32>
    %29 = stablehlo.negate %28 : tensor<32x64xf32>
    %30 = stablehlo.exponential %29 : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %32 = stablehlo.add %31, %30 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %34 = stablehlo.divide %33, %32 : tensor<32x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %36 = stablehlo.subtract %35, %34 : tensor<32x64xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %39 = stablehlo.subtract %38, %34 : tensor<32x64xf32>
    %40 = stablehlo.multiply %39, %arg11 : tensor<32x64xf32>
    %41 = stablehlo.add %34, %40 : tensor<32x64xf32>
    %42 = stablehlo.dot_general %arg10, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x256xbf16>) -> tensor<32x256xbf16>
    %43 = stablehlo.convert %42 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
    %44 = stablehlo.multiply %1, %41 : tensor<32x64xf32>
    %45 = stablehlo.dot_general %44, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %46 = stablehlo.subtract %45, %43 : tensor<32x256xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<32x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x256xf32>, tensor<f32>) -> tensor<f32>
    %49 = stablehlo.abs %34 : tensor<32x64xf32>
    %50 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %51 = stablehlo.compare GE, %34, %50, FLOAT : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xi1>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %53 = stablehlo.power %49, %52 : tensor<32x64xf32>
    %54 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %55 = stablehlo.power %49, %54 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
    return %48, %58, %0, %2, %12, %18, %20, %24, %7, %25, %37, %41, %1, %44, %46, %51, %57 : tensor<f32>, tensor<f32>, tensor<32x128xf32>, tensor<32x64x1xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64x8xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x256xf32>, tensor<32x64xi1>, tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<32xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<32xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<32x32x128xf32>, %arg1: tensor<i32>) -> tensor<32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 128] : (tensor<32x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    return %1 : tensor<32x128xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<32x32x64x1xf32>, %arg1: tensor<i32>) -> tensor<32x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 32, 64, 1] : (tensor<32x32x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64x1xf32>) -> tensor<32x64x1xf32>
    return %1 : tensor<32x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<32x32x64x8xf32>, %arg1: tensor<i32>) -> tensor<32x64x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 32, 64, 8] : (tensor<32x32x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64x8xf32>) -> tensor<32x64x8xf32>
    return %1 : tensor<32x64x8xf32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<32x32x256xf32>, %arg1: tensor<i32>) -> tensor<32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 256] : (tensor<32x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x256xf32>) -> tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<32x32x64xi1>, %arg1: tensor<i32>) -> tensor<32x64xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<32x32x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xi1>) -> tensor<32x64xi1>
    return %1 : tensor<32x64xi1>
  }
  func.func private @closed_call_20(%arg0: tensor<1x64x8xf32>, %arg1: tensor<1x64x8xf32>, %arg2: tensor<64x256xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<64x8xf32>, %arg5: tensor<64x8xf32>, %arg6: tensor<64x8xf32>, %arg7: tensor<64x256xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<32x128xf32>, %arg11: tensor<32x64x1xf32>, %arg12: tensor<32x64x8xf32>, %arg13: tensor<32x64x8xf32>, %arg14: tensor<32x64x8xf32>, %arg15: tensor<32x64x8xf32>, %arg16: tensor<32x64x8xf32>, %arg17: tensor<32x64x8xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<32x256xf32>, %arg24: tensor<32x64xi1>, %arg25: tensor<32x64xf32>) -> (tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1 = stablehlo.multiply %0, %arg25 : tensor<32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.select %arg24, %2, %1 : tensor<32x64xi1>, tensor<32x64xf32>
    %4 = stablehlo.select %arg24, %1, %2 : tensor<32x64xi1>, tensor<32x64xf32>
    %5 = stablehlo.negate %3 : tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %8 = stablehlo.multiply %arg23, %7 : tensor<32x256xf32>
    %9 = stablehlo.multiply %7, %arg23 : tensor<32x256xf32>
    %10 = stablehlo.add %8, %9 : tensor<32x256xf32>
    %11 = stablehlo.dot_general %10, %arg22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %13 = stablehlo.add %arg7, %12 : tensor<64x256xf32>
    %14 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<64x256xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.multiply %arg21, %14 : tensor<32x64xf32>
    %16 = stablehlo.multiply %14, %arg20 : tensor<32x64xf32>
    %17 = stablehlo.add %6, %15 : tensor<32x64xf32>
    %18 = stablehlo.multiply %15, %arg19 : tensor<32x64xf32>
    %19 = stablehlo.negate %18 : tensor<32x64xf32>
    %20 = stablehlo.add %17, %19 : tensor<32x64xf32>
    %21 = stablehlo.multiply %20, %arg18 : tensor<32x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x8xf32>
    %23 = stablehlo.multiply %arg17, %22 : tensor<32x64x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<32x64x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %29 = stablehlo.add %arg6, %28 : tensor<64x8xf32>
    %30 = stablehlo.multiply %arg16, %27 : tensor<32x64x8xf32>
    %31 = stablehlo.multiply %27, %arg15 : tensor<32x64x8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<32x64x8xf32>
    %34 = stablehlo.multiply %33, %arg14 : tensor<32x64x8xf32>
    %35 = stablehlo.multiply %34, %arg13 : tensor<32x64x8xf32>
    %36 = stablehlo.add %34, %35 : tensor<32x64x8xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<32x64x8xf32>
    %39 = stablehlo.add %31, %38 : tensor<32x64x8xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<32x64x8xf32>
    %42 = stablehlo.multiply %41, %arg12 : tensor<32x64x8xf32>
    %43 = stablehlo.add %39, %42 : tensor<32x64x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %47 = stablehlo.add %arg5, %46 : tensor<64x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x8xf32>
    %49 = stablehlo.multiply %48, %43 : tensor<32x64x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<32x64x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<32x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %57 = stablehlo.add %arg4, %56 : tensor<64x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<32x64x1xf32>, tensor<f32>) -> tensor<32x64xf32>
    %59 = stablehlo.add %16, %58 : tensor<32x64xf32>
    %60 = stablehlo.dot_general %59, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %62 = stablehlo.add %arg3, %61 : tensor<128x64xf32>
    return %62, %57, %47, %29, %13 : tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>
  }
  func.func private @closed_call_21(%arg0: tensor<1x64x8xf32>, %arg1: tensor<1x64x8xf32>, %arg2: tensor<64x256xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<64x8xf32>, %arg5: tensor<64x8xf32>, %arg6: tensor<64x8xf32>, %arg7: tensor<64x256xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<32x128xf32>, %arg11: tensor<32x64x1xf32>, %arg12: tensor<32x64x8xf32>, %arg13: tensor<32x64x8xf32>, %arg14: tensor<32x64x8xf32>, %arg15: tensor<32x64x8xf32>, %arg16: tensor<32x64x8xf32>, %arg17: tensor<32x64x8xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<32x256xf32>, %arg24: tensor<32x64xi1>, %arg25: tensor<32x64xf32>) -> (tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1 = stablehlo.multiply %0, %arg25 : tensor<32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.select %arg24, %2, %1 : tensor<32x64xi1>, tensor<32x64xf32>
    %4 = stablehlo.select %arg24, %1, %2 : tensor<32x64xi1>, tensor<32x64xf32>
    %5 = stablehlo.negate %3 : tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %8 = stablehlo.multiply %arg23, %7 : tensor<32x256xf32>
    %9 = stablehlo.multiply %7, %arg23 : tensor<32x256xf32>
    %10 = stablehlo.add %8, %9 : tensor<32x256xf32>
    %11 = stablehlo.dot_general %10, %arg22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %13 = stablehlo.add %arg7, %12 : tensor<64x256xf32>
    %14 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<64x256xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.multiply %arg21, %14 : tensor<32x64xf32>
    %16 = stablehlo.multiply %14, %arg20 : tensor<32x64xf32>
    %17 = stablehlo.add %6, %15 : tensor<32x64xf32>
    %18 = stablehlo.multiply %15, %arg19 : tensor<32x64xf32>
    %19 = stablehlo.negate %18 : tensor<32x64xf32>
    %20 = stablehlo.add %17, %19 : tensor<32x64xf32>
    %21 = stablehlo.multiply %20, %arg18 : tensor<32x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x8xf32>
    %23 = stablehlo.multiply %arg17, %22 : tensor<32x64x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<32x64x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %29 = stablehlo.add %arg6, %28 : tensor<64x8xf32>
    %30 = stablehlo.multiply %arg16, %27 : tensor<32x64x8xf32>
    %31 = stablehlo.multiply %27, %arg15 : tensor<32x64x8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<32x64x8xf32>
    %34 = stablehlo.multiply %33, %arg14 : tensor<32x64x8xf32>
    %35 = stablehlo.multiply %34, %arg13 : tensor<32x64x8xf32>
    %36 = stablehlo.add %34, %35 : tensor<32x64x8xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<32x64x8xf32>
    %39 = stablehlo.add %31, %38 : tensor<32x64x8xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<32x64x8xf32>
    %42 = stablehlo.multiply %41, %arg12 : tensor<32x64x8xf32>
    %43 = stablehlo.add %39, %42 : tensor<32x64x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %47 = stablehlo.add %arg5, %46 : tensor<64x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x8xf32>
    %49 = stablehlo.multiply %48, %43 : tensor<32x64x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<32x64x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<32x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %57 = stablehlo.add %arg4, %56 : tensor<64x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<32x64x1xf32>, tensor<f32>) -> tensor<32x64xf32>
    %59 = stablehlo.add %16, %58 : tensor<32x64xf32>
    %60 = stablehlo.dot_general %59, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %62 = stablehlo.add %arg3, %61 : tensor<128x64xf32>
    return %62, %57, %47, %29, %13 : tensor<128x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x256xf32>
  }
  func.func private @closed_call_22(%arg0: tensor<1x64x8xf32>, %arg1: tensor<1x64x8xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<256x64xf32>, %arg4: tensor<64x8xf32>, %arg5: tensor<64x8xf32>, %arg6: tensor<64x8xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<32x256xf32>, %arg11: tensor<32x64x1xf32>, %arg12: tensor<32x64x8xf32>, %arg13: tensor<32x64x8xf32>, %arg14: tensor<32x64x8xf32>, %arg15: tensor<32x64x8xf32>, %arg16: tensor<32x64x8xf32>, %arg17: tensor<32x64x8xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<32x128xf32>, %arg24: tensor<32x64xi1>, %arg25: tensor<32x64xf32>) -> (tensor<256x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x128xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1 = stablehlo.multiply %0, %arg25 : tensor<32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.select %arg24, %2, %1 : tensor<32x64xi1>, tensor<32x64xf32>
    %4 = stablehlo.select %arg24, %1, %2 : tensor<32x64xi1>, tensor<32x64xf32>
    %5 = stablehlo.negate %3 : tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.multiply %arg23, %7 : tensor<32x128xf32>
    %9 = stablehlo.multiply %7, %arg23 : tensor<32x128xf32>
    %10 = stablehlo.add %8, %9 : tensor<32x128xf32>
    %11 = stablehlo.dot_general %10, %arg22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %13 = stablehlo.add %arg7, %12 : tensor<64x128xf32>
    %14 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.multiply %arg21, %14 : tensor<32x64xf32>
    %16 = stablehlo.multiply %14, %arg20 : tensor<32x64xf32>
    %17 = stablehlo.add %6, %15 : tensor<32x64xf32>
    %18 = stablehlo.multiply %15, %arg19 : tensor<32x64xf32>
    %19 = stablehlo.negate %18 : tensor<32x64xf32>
    %20 = stablehlo.add %17, %19 : tensor<32x64xf32>
    %21 = stablehlo.multiply %20, %arg18 : tensor<32x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x8xf32>
    %23 = stablehlo.multiply %arg17, %22 : tensor<32x64x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<32x64x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %29 = stablehlo.add %arg6, %28 : tensor<64x8xf32>
    %30 = stablehlo.multiply %arg16, %27 : tensor<32x64x8xf32>
    %31 = stablehlo.multiply %27, %arg15 : tensor<32x64x8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<32x64x8xf32>
    %34 = stablehlo.multiply %33, %arg14 : tensor<32x64x8xf32>
    %35 = stablehlo.multiply %34, %arg13 : tensor<32x64x8xf32>
    %36 = stablehlo.add %34, %35 : tensor<32x64x8xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<32x64x8xf32>
    %39 = stablehlo.add %31, %38 : tensor<32x64x8xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<32x64x8xf32>
    %42 = stablehlo.multiply %41, %arg12 : tensor<32x64x8xf32>
    %43 = stablehlo.add %39, %42 : tensor<32x64x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %47 = stablehlo.add %arg5, %46 : tensor<64x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x8xf32>
    %49 = stablehlo.multiply %48, %43 : tensor<32x64x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<64x8xf32>) -> tensor<1x64x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x64x8xf32>) -> tensor<32x64x8xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<32x64x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<32x64x8xf32>, tensor<f32>) -> tensor<32x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x64x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %57 = stablehlo.add %arg4, %56 : tensor<64x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<32x64x1xf32>, tensor<f32>) -> tensor<32x64xf32>
    %59 = stablehlo.add %16, %58 : tensor<32x64xf32>
    %60 = stablehlo.dot_general %59, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %62 = stablehlo.add %arg3, %61 : tensor<256x64xf32>
    return %62, %57, %47, %29, %13 : tensor<256x64xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x8xf32>, tensor<64x128xf32>
  }
  func.func private @_where_23(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
