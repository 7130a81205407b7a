module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg26: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg28: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg37: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg38: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg39: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg40: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg41: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg42: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 5 : i32}, %arg43: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg44: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg45: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg46: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg47: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 10 : i32}, %arg48: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg49: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg50: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg51: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg52: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg53: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 16 : i32}, %arg54: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 17 : i32}, %arg55: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg56: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg57: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg58: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 21 : i32}, %arg59: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 22 : i32}, %arg60: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg61: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg62: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 25 : i32}, %arg63: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 26 : i32}, %arg64: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg65: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 28 : i32}, %arg66: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg67: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 30 : i32}, %arg68: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg69: tensor<2xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<256x128xf32> {jax.result_info = "result[0]['layer2_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['layer2_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[0]['layer2_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[0]['layer2_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[0]['layer2_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x128xf32> {jax.result_info = "result[0]['layer3_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['layer3_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[0]['layer3_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[0]['layer3_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[0]['layer3_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['layer2_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['layer2_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].mu['layer2_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].mu['layer2_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].mu['layer2_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['layer3_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['layer3_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].mu['layer3_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].mu['layer3_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].mu['layer3_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['layer2_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['layer2_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].nu['layer2_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].nu['layer2_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].nu['layer2_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['layer3_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['layer3_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].nu['layer3_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].nu['layer3_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x4xf32> {jax.result_info = "result[1][0].nu['layer3_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg68) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> tensor<8x64x128xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %3 = stablehlo.convert %2 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<8x64x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<8x64x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<8x64x128xf32>
    %14 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.dot_general %18, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %21 = stablehlo.reshape %20 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %22 = stablehlo.dot_general %18, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %25 = stablehlo.dot_general %18, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
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
    %49 = stablehlo.convert %21 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %50 = stablehlo.slice %49 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %51 = stablehlo.slice %49 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<8x64x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<8x64x8x8xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<8x64x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %58 = stablehlo.multiply %51, %57 : tensor<8x64x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %60 = stablehlo.multiply %50, %59 : tensor<8x64x8x8xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x64x8x8xf32>
    %62 = stablehlo.concatenate %56, %61, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %63 = stablehlo.convert %62 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
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
    %85 = stablehlo.convert %24 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %86 = stablehlo.slice %85 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %87 = stablehlo.slice %85 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<8x64x4x8xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %91 = stablehlo.multiply %87, %90 : tensor<8x64x4x8xf32>
    %92 = stablehlo.subtract %89, %91 : tensor<8x64x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %94 = stablehlo.multiply %87, %93 : tensor<8x64x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %96 = stablehlo.multiply %86, %95 : tensor<8x64x4x8xf32>
    %97 = stablehlo.add %94, %96 : tensor<8x64x4x8xf32>
    %98 = stablehlo.concatenate %92, %97, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %99 = stablehlo.convert %98 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %100 = stablehlo.reshape %63 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %101 = stablehlo.dot_general %99, %100, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %102 = stablehlo.transpose %101, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %104 = stablehlo.multiply %102, %103 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %105 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %106 = call @tril(%105) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %107 = stablehlo.convert %104 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %108 = call @_where_0(%106, %107, %cst_13) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %111 = stablehlo.maximum %110, %109 : tensor<8x4x2x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<8x4x2x64x64xf32>
    %115 = stablehlo.exponential %114 : tensor<8x4x2x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %119 = stablehlo.divide %115, %118 : tensor<8x4x2x64x64xf32>
    %120 = stablehlo.convert %119 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %121 = stablehlo.dot_general %27, %120, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %122 = stablehlo.transpose %121, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %123 = stablehlo.reshape %122 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %124 = stablehlo.dot_general %123, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %125 = sdy.sharding_constraint %124 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %126 = stablehlo.add %2, %125 : tensor<8x64x128xbf16>
    %127 = stablehlo.convert %126 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %128 = stablehlo.multiply %127, %127 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x64x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<8x64x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.convert %arg5 : (tensor<128xbf16>) -> tensor<128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<8x64x128xf32>
    %142 = stablehlo.convert %141 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %143 = stablehlo.dot_general %142, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %144 = stablehlo.dot_general %142, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %145 = call @silu(%143) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %146 = stablehlo.multiply %145, %144 : tensor<8x64x256xbf16>
    %147 = stablehlo.dot_general %146, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %148 = sdy.sharding_constraint %147 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %149 = stablehlo.add %126, %148 : tensor<8x64x128xbf16>
    %150 = sdy.sharding_constraint %149 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %151 = stablehlo.convert %150 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %156 = stablehlo.divide %154, %155 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %158 = stablehlo.add %156, %157 : tensor<8x64x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<8x64x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %161 = stablehlo.multiply %151, %160 : tensor<8x64x128xf32>
    %162 = stablehlo.convert %arg10 : (tensor<128xbf16>) -> tensor<128xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %165 = stablehlo.multiply %161, %164 : tensor<8x64x128xf32>
    %166 = stablehlo.convert %165 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %167 = stablehlo.dot_general %166, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %168 = sdy.sharding_constraint %167 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %169 = stablehlo.reshape %168 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %170 = stablehlo.dot_general %166, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %172 = stablehlo.reshape %171 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %173 = stablehlo.dot_general %166, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %174 = sdy.sharding_constraint %173 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %175 = stablehlo.reshape %174 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
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
    %197 = stablehlo.convert %169 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %198 = stablehlo.slice %197 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %199 = stablehlo.slice %197 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %200 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<8x64x8x8xf32>
    %202 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<8x64x8x8xf32>
    %204 = stablehlo.subtract %201, %203 : tensor<8x64x8x8xf32>
    %205 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %206 = stablehlo.multiply %199, %205 : tensor<8x64x8x8xf32>
    %207 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %208 = stablehlo.multiply %198, %207 : tensor<8x64x8x8xf32>
    %209 = stablehlo.add %206, %208 : tensor<8x64x8x8xf32>
    %210 = stablehlo.concatenate %204, %209, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %211 = stablehlo.convert %210 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
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
    %233 = stablehlo.convert %172 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %234 = stablehlo.slice %233 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %235 = stablehlo.slice %233 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %236 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %237 = stablehlo.multiply %234, %236 : tensor<8x64x4x8xf32>
    %238 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<8x64x4x8xf32>
    %240 = stablehlo.subtract %237, %239 : tensor<8x64x4x8xf32>
    %241 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %242 = stablehlo.multiply %235, %241 : tensor<8x64x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %244 = stablehlo.multiply %234, %243 : tensor<8x64x4x8xf32>
    %245 = stablehlo.add %242, %244 : tensor<8x64x4x8xf32>
    %246 = stablehlo.concatenate %240, %245, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %247 = stablehlo.convert %246 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %248 = stablehlo.reshape %211 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %249 = stablehlo.dot_general %247, %248, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %250 = stablehlo.transpose %249, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_33 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %251 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %252 = stablehlo.multiply %250, %251 : tensor<8x4x2x64x64xbf16>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %253 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %254 = call @tril(%253) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %255 = stablehlo.convert %252 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %256 = call @_where_0(%254, %255, %cst_35) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %259 = stablehlo.maximum %258, %257 : tensor<8x4x2x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %262 = stablehlo.subtract %256, %261 : tensor<8x4x2x64x64xf32>
    %263 = stablehlo.exponential %262 : tensor<8x4x2x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %267 = stablehlo.divide %263, %266 : tensor<8x4x2x64x64xf32>
    %268 = stablehlo.convert %267 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %269 = stablehlo.dot_general %175, %268, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %270 = stablehlo.transpose %269, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %271 = stablehlo.reshape %270 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %272 = stablehlo.dot_general %271, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %273 = sdy.sharding_constraint %272 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %274 = stablehlo.add %150, %273 : tensor<8x64x128xbf16>
    %275 = stablehlo.convert %274 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %276 = stablehlo.multiply %275, %275 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %282 = stablehlo.add %280, %281 : tensor<8x64x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<8x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %275, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.convert %arg14 : (tensor<128xbf16>) -> tensor<128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<8x64x128xf32>
    %290 = stablehlo.convert %289 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %291 = stablehlo.dot_general %290, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %292 = stablehlo.dot_general %290, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %293 = call @silu(%291) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %294 = stablehlo.multiply %293, %292 : tensor<8x64x256xbf16>
    %295 = stablehlo.dot_general %294, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %296 = sdy.sharding_constraint %295 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %297 = stablehlo.add %274, %296 : tensor<8x64x128xbf16>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %299 = stablehlo.convert %298 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %300 = stablehlo.multiply %299, %299 : tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %306 = stablehlo.add %304, %305 : tensor<8x64x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<8x64x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %309 = stablehlo.multiply %299, %308 : tensor<8x64x128xf32>
    %310 = stablehlo.convert %arg19 : (tensor<128xbf16>) -> tensor<128xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %313 = stablehlo.multiply %309, %312 : tensor<8x64x128xf32>
    %314 = stablehlo.convert %313 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %315 = stablehlo.dot_general %314, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %316 = sdy.sharding_constraint %315 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %317 = stablehlo.reshape %316 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %318 = stablehlo.dot_general %314, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %319 = sdy.sharding_constraint %318 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %320 = stablehlo.reshape %319 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %321 = stablehlo.dot_general %314, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %322 = sdy.sharding_constraint %321 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %323 = stablehlo.reshape %322 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %324 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %328 = stablehlo.add %327, %326 : tensor<8xf32>
    %cst_47 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %330 = stablehlo.divide %328, %329 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %332 = stablehlo.power %331, %330 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %334 = stablehlo.divide %333, %332 : tensor<8xf32>
    %335 = stablehlo.iota dim = 0 : tensor<64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %337 = stablehlo.broadcast_in_dim %334, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %339 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<64x8xf32>
    %341 = stablehlo.sine %340 : tensor<64x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %343 = stablehlo.cosine %340 : tensor<64x8xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %345 = stablehlo.convert %317 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %346 = stablehlo.slice %345 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %347 = stablehlo.slice %345 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %348 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %349 = stablehlo.multiply %346, %348 : tensor<8x64x8x8xf32>
    %350 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %351 = stablehlo.multiply %347, %350 : tensor<8x64x8x8xf32>
    %352 = stablehlo.subtract %349, %351 : tensor<8x64x8x8xf32>
    %353 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %354 = stablehlo.multiply %347, %353 : tensor<8x64x8x8xf32>
    %355 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %356 = stablehlo.multiply %346, %355 : tensor<8x64x8x8xf32>
    %357 = stablehlo.add %354, %356 : tensor<8x64x8x8xf32>
    %358 = stablehlo.concatenate %352, %357, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %359 = stablehlo.convert %358 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %360 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %362 = stablehlo.multiply %361, %360 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %364 = stablehlo.add %363, %362 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %366 = stablehlo.divide %364, %365 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %368 = stablehlo.power %367, %366 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.divide %369, %368 : tensor<8xf32>
    %371 = stablehlo.iota dim = 0 : tensor<64xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %373 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %374 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<64x8xf32>
    %377 = stablehlo.sine %376 : tensor<64x8xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %379 = stablehlo.cosine %376 : tensor<64x8xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %381 = stablehlo.convert %320 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %382 = stablehlo.slice %381 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %383 = stablehlo.slice %381 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %384 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %385 = stablehlo.multiply %382, %384 : tensor<8x64x4x8xf32>
    %386 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %387 = stablehlo.multiply %383, %386 : tensor<8x64x4x8xf32>
    %388 = stablehlo.subtract %385, %387 : tensor<8x64x4x8xf32>
    %389 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %390 = stablehlo.multiply %383, %389 : tensor<8x64x4x8xf32>
    %391 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %392 = stablehlo.multiply %382, %391 : tensor<8x64x4x8xf32>
    %393 = stablehlo.add %390, %392 : tensor<8x64x4x8xf32>
    %394 = stablehlo.concatenate %388, %393, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %395 = stablehlo.convert %394 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %396 = stablehlo.reshape %359 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %397 = stablehlo.dot_general %395, %396, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %398 = stablehlo.transpose %397, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_55 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %399 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %400 = stablehlo.multiply %398, %399 : tensor<8x4x2x64x64xbf16>
    %c_56 = stablehlo.constant dense<true> : tensor<i1>
    %401 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %402 = call @tril(%401) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %403 = stablehlo.convert %400 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_57 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %404 = call @_where_0(%402, %403, %cst_57) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_58) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %407 = stablehlo.maximum %406, %405 : tensor<8x4x2x64xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %410 = stablehlo.subtract %404, %409 : tensor<8x4x2x64x64xf32>
    %411 = stablehlo.exponential %410 : tensor<8x4x2x64x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_60) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %415 = stablehlo.divide %411, %414 : tensor<8x4x2x64x64xf32>
    %416 = stablehlo.convert %415 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %417 = stablehlo.dot_general %323, %416, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %418 = stablehlo.transpose %417, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %419 = stablehlo.reshape %418 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %420 = stablehlo.dot_general %419, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %421 = sdy.sharding_constraint %420 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %422 = stablehlo.add %298, %421 : tensor<8x64x128xbf16>
    %423 = stablehlo.convert %422 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %424 = stablehlo.multiply %423, %423 : tensor<8x64x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %428 = stablehlo.divide %426, %427 : tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %430 = stablehlo.add %428, %429 : tensor<8x64x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<8x64x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %433 = stablehlo.multiply %423, %432 : tensor<8x64x128xf32>
    %434 = stablehlo.convert %arg23 : (tensor<128xbf16>) -> tensor<128xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %437 = stablehlo.multiply %433, %436 : tensor<8x64x128xf32>
    %438 = stablehlo.convert %437 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %439 = stablehlo.dot_general %438, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %440 = stablehlo.dot_general %438, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %441 = call @silu(%439) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %442 = stablehlo.multiply %441, %440 : tensor<8x64x256xbf16>
    %443 = stablehlo.dot_general %442, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %444 = sdy.sharding_constraint %443 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %445 = stablehlo.add %422, %444 : tensor<8x64x128xbf16>
    %446 = sdy.sharding_constraint %445 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %447 = stablehlo.convert %446 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %448 = stablehlo.multiply %447, %447 : tensor<8x64x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_65 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %452 = stablehlo.divide %450, %451 : tensor<8x64x1xf32>
    %cst_66 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %454 = stablehlo.add %452, %453 : tensor<8x64x1xf32>
    %455 = stablehlo.rsqrt %454 : tensor<8x64x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %457 = stablehlo.multiply %447, %456 : tensor<8x64x128xf32>
    %458 = stablehlo.convert %arg28 : (tensor<128xbf16>) -> tensor<128xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %461 = stablehlo.multiply %457, %460 : tensor<8x64x128xf32>
    %462 = stablehlo.convert %461 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %463 = stablehlo.dot_general %462, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %464 = sdy.sharding_constraint %463 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %465 = stablehlo.reshape %464 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %466 = stablehlo.dot_general %462, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %467 = sdy.sharding_constraint %466 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %468 = stablehlo.reshape %467 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %469 = stablehlo.dot_general %462, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %470 = sdy.sharding_constraint %469 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %471 = stablehlo.reshape %470 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %472 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<8xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %476 = stablehlo.add %475, %474 : tensor<8xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %478 = stablehlo.divide %476, %477 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %480 = stablehlo.power %479, %478 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %482 = stablehlo.divide %481, %480 : tensor<8xf32>
    %483 = stablehlo.iota dim = 0 : tensor<64xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %485 = stablehlo.broadcast_in_dim %482, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %486 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %487 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %488 = stablehlo.multiply %486, %487 : tensor<64x8xf32>
    %489 = stablehlo.sine %488 : tensor<64x8xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %491 = stablehlo.cosine %488 : tensor<64x8xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %493 = stablehlo.convert %465 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %494 = stablehlo.slice %493 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %495 = stablehlo.slice %493 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %496 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<8x64x8x8xf32>
    %498 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %499 = stablehlo.multiply %495, %498 : tensor<8x64x8x8xf32>
    %500 = stablehlo.subtract %497, %499 : tensor<8x64x8x8xf32>
    %501 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %502 = stablehlo.multiply %495, %501 : tensor<8x64x8x8xf32>
    %503 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %504 = stablehlo.multiply %494, %503 : tensor<8x64x8x8xf32>
    %505 = stablehlo.add %502, %504 : tensor<8x64x8x8xf32>
    %506 = stablehlo.concatenate %500, %505, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %507 = stablehlo.convert %506 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %508 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %510 = stablehlo.multiply %509, %508 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %512 = stablehlo.add %511, %510 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %514 = stablehlo.divide %512, %513 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %516 = stablehlo.power %515, %514 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %518 = stablehlo.divide %517, %516 : tensor<8xf32>
    %519 = stablehlo.iota dim = 0 : tensor<64xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %521 = stablehlo.broadcast_in_dim %518, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %522 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<64x8xf32>
    %525 = stablehlo.sine %524 : tensor<64x8xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %527 = stablehlo.cosine %524 : tensor<64x8xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %529 = stablehlo.convert %468 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %530 = stablehlo.slice %529 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %531 = stablehlo.slice %529 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %532 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %533 = stablehlo.multiply %530, %532 : tensor<8x64x4x8xf32>
    %534 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %535 = stablehlo.multiply %531, %534 : tensor<8x64x4x8xf32>
    %536 = stablehlo.subtract %533, %535 : tensor<8x64x4x8xf32>
    %537 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %538 = stablehlo.multiply %531, %537 : tensor<8x64x4x8xf32>
    %539 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %540 = stablehlo.multiply %530, %539 : tensor<8x64x4x8xf32>
    %541 = stablehlo.add %538, %540 : tensor<8x64x4x8xf32>
    %542 = stablehlo.concatenate %536, %541, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %543 = stablehlo.convert %542 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %544 = stablehlo.reshape %507 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %545 = stablehlo.dot_general %543, %544, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %546 = stablehlo.transpose %545, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_77 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %547 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %548 = stablehlo.multiply %546, %547 : tensor<8x4x2x64x64xbf16>
    %c_78 = stablehlo.constant dense<true> : tensor<i1>
    %549 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %550 = call @tril(%549) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %551 = stablehlo.convert %548 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %552 = call @_where_0(%550, %551, %cst_79) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %553 = stablehlo.reduce(%552 init: %cst_80) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %555 = stablehlo.maximum %554, %553 : tensor<8x4x2x64xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %558 = stablehlo.subtract %552, %557 : tensor<8x4x2x64x64xf32>
    %559 = stablehlo.exponential %558 : tensor<8x4x2x64x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_82) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %563 = stablehlo.divide %559, %562 : tensor<8x4x2x64x64xf32>
    %564 = stablehlo.convert %563 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %565 = stablehlo.dot_general %471, %564, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %566 = stablehlo.transpose %565, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %567 = stablehlo.reshape %566 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %568 = stablehlo.dot_general %567, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %569 = sdy.sharding_constraint %568 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %570 = stablehlo.add %446, %569 : tensor<8x64x128xbf16>
    %571 = stablehlo.convert %570 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %572 = stablehlo.multiply %571, %571 : tensor<8x64x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_84 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %576 = stablehlo.divide %574, %575 : tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %578 = stablehlo.add %576, %577 : tensor<8x64x1xf32>
    %579 = stablehlo.rsqrt %578 : tensor<8x64x1xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %581 = stablehlo.multiply %571, %580 : tensor<8x64x128xf32>
    %582 = stablehlo.convert %arg32 : (tensor<128xbf16>) -> tensor<128xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %585 = stablehlo.multiply %581, %584 : tensor<8x64x128xf32>
    %586 = stablehlo.convert %585 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %587 = stablehlo.dot_general %586, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %588 = stablehlo.dot_general %586, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %589 = call @silu(%587) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %590 = stablehlo.multiply %589, %588 : tensor<8x64x256xbf16>
    %c_86 = stablehlo.constant dense<0> : tensor<ui32>
    %591 = call @_threefry_fold_in(%arg69, %c_86) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %592 = call @_uniform(%591, %cst_87, %cst_88) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x64x128xf32>
    %593 = stablehlo.broadcast_in_dim %arg40, dims = [1, 2] : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %594 = stablehlo.broadcast_in_dim %arg39, dims = [1, 2] : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %arg41, dims = [1, 2] : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %596 = stablehlo.subtract %cst_92, %cst_93 : tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64x128x1xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %c_109 = stablehlo.constant dense<false> : tensor<i1>
    %612 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i1>) -> tensor<8x64x128xi1>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %c_111 = stablehlo.constant dense<0> : tensor<i32>
    %614:30 = stablehlo.while(%iterArg = %442, %iterArg_248 = %592, %iterArg_249 = %arg37, %iterArg_250 = %593, %iterArg_251 = %594, %iterArg_252 = %595, %iterArg_253 = %arg38, %iterArg_254 = %arg20, %iterArg_255 = %cst_89, %iterArg_256 = %cst_90, %iterArg_257 = %cst_91, %iterArg_258 = %596, %iterArg_259 = %c_111, %iterArg_260 = %597, %iterArg_261 = %598, %iterArg_262 = %599, %iterArg_263 = %600, %iterArg_264 = %601, %iterArg_265 = %602, %iterArg_266 = %603, %iterArg_267 = %604, %iterArg_268 = %605, %iterArg_269 = %606, %iterArg_270 = %607, %iterArg_271 = %608, %iterArg_272 = %609, %iterArg_273 = %610, %iterArg_274 = %611, %iterArg_275 = %612, %iterArg_276 = %613) : tensor<8x64x256xbf16>, tensor<8x64x128xf32>, tensor<256x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>
    cond {
      %c_277 = stablehlo.constant dense<8> : tensor<i32>
      %947 = stablehlo.compare LT, %iterArg_259, %c_277, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %947 : tensor<i1>
    } do {
      %947 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_259) : (tensor<8x64x256xbf16>, tensor<i32>) -> tensor<64x256xbf16>
      %948 = func.call @dynamic_index_in_dim_3(%iterArg_248, %iterArg_259) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %949:17 = func.call @closed_call_4(%iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %947, %948) : (tensor<256x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64x256xbf16>, tensor<64x128xf32>) -> (tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>)
      %950 = func.call @dynamic_update_index_in_dim(%iterArg_260, %949#0, %iterArg_259) : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
      %951 = func.call @dynamic_update_index_in_dim(%iterArg_261, %949#1, %iterArg_259) : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
      %952 = func.call @dynamic_update_index_in_dim_5(%iterArg_262, %949#2, %iterArg_259) : (tensor<8x64x256xf32>, tensor<64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %953 = func.call @dynamic_update_index_in_dim_6(%iterArg_263, %949#3, %iterArg_259) : (tensor<8x64x128x1xf32>, tensor<64x128x1xf32>, tensor<i32>) -> tensor<8x64x128x1xf32>
      %954 = func.call @dynamic_update_index_in_dim_7(%iterArg_264, %949#4, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %955 = func.call @dynamic_update_index_in_dim_7(%iterArg_265, %949#5, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %956 = func.call @dynamic_update_index_in_dim_7(%iterArg_266, %949#6, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %957 = func.call @dynamic_update_index_in_dim_7(%iterArg_267, %949#7, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %958 = func.call @dynamic_update_index_in_dim_7(%iterArg_268, %949#8, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %959 = func.call @dynamic_update_index_in_dim_7(%iterArg_269, %949#9, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %960 = func.call @dynamic_update_index_in_dim_8(%iterArg_270, %949#10, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %961 = func.call @dynamic_update_index_in_dim_8(%iterArg_271, %949#11, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %962 = func.call @dynamic_update_index_in_dim_8(%iterArg_272, %949#12, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %963 = func.call @dynamic_update_index_in_dim_8(%iterArg_273, %949#13, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %964 = func.call @dynamic_update_index_in_dim_8(%iterArg_274, %949#14, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %965 = func.call @dynamic_update_index_in_dim_9(%iterArg_275, %949#15, %iterArg_259) : (tensor<8x64x128xi1>, tensor<64x128xi1>, tensor<i32>) -> tensor<8x64x128xi1>
      %966 = func.call @dynamic_update_index_in_dim_8(%iterArg_276, %949#16, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %c_277 = stablehlo.constant dense<1> : tensor<i32>
      %967 = stablehlo.add %iterArg_259, %c_277 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %967, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966 : tensor<8x64x256xbf16>, tensor<8x64x128xf32>, tensor<256x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>
    }
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%614#13 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.add %cst_113, %615 : tensor<f32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%614#14 init: %cst_114) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.add %cst_115, %617 : tensor<f32>
    %c_116 = stablehlo.constant dense<1> : tensor<ui32>
    %619 = call @_threefry_fold_in(%arg69, %c_116) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %620 = call @_uniform(%619, %cst_117, %cst_118) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x64x128xf32>
    %621 = stablehlo.broadcast_in_dim %arg45, dims = [1, 2] : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %622 = stablehlo.broadcast_in_dim %arg44, dims = [1, 2] : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %arg46, dims = [1, 2] : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %624 = stablehlo.subtract %cst_122, %cst_123 : tensor<f32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x128x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x64x128x4xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %c_139 = stablehlo.constant dense<false> : tensor<i1>
    %640 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i1>) -> tensor<8x64x128xi1>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %c_141 = stablehlo.constant dense<0> : tensor<i32>
    %642:30 = stablehlo.while(%iterArg = %590, %iterArg_248 = %620, %iterArg_249 = %arg42, %iterArg_250 = %621, %iterArg_251 = %622, %iterArg_252 = %623, %iterArg_253 = %arg43, %iterArg_254 = %arg29, %iterArg_255 = %cst_119, %iterArg_256 = %cst_120, %iterArg_257 = %cst_121, %iterArg_258 = %624, %iterArg_259 = %c_141, %iterArg_260 = %625, %iterArg_261 = %626, %iterArg_262 = %627, %iterArg_263 = %628, %iterArg_264 = %629, %iterArg_265 = %630, %iterArg_266 = %631, %iterArg_267 = %632, %iterArg_268 = %633, %iterArg_269 = %634, %iterArg_270 = %635, %iterArg_271 = %636, %iterArg_272 = %637, %iterArg_273 = %638, %iterArg_274 = %639, %iterArg_275 = %640, %iterArg_276 = %641) : tensor<8x64x256xbf16>, tensor<8x64x128xf32>, tensor<256x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>
    cond {
      %c_277 = stablehlo.constant dense<8> : tensor<i32>
      %947 = stablehlo.compare LT, %iterArg_259, %c_277, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %947 : tensor<i1>
    } do {
      %947 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_259) : (tensor<8x64x256xbf16>, tensor<i32>) -> tensor<64x256xbf16>
      %948 = func.call @dynamic_index_in_dim_3(%iterArg_248, %iterArg_259) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %949:17 = func.call @closed_call_10(%iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %947, %948) : (tensor<256x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64x256xbf16>, tensor<64x128xf32>) -> (tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>)
      %950 = func.call @dynamic_update_index_in_dim(%iterArg_260, %949#0, %iterArg_259) : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
      %951 = func.call @dynamic_update_index_in_dim(%iterArg_261, %949#1, %iterArg_259) : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
      %952 = func.call @dynamic_update_index_in_dim_5(%iterArg_262, %949#2, %iterArg_259) : (tensor<8x64x256xf32>, tensor<64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %953 = func.call @dynamic_update_index_in_dim_6(%iterArg_263, %949#3, %iterArg_259) : (tensor<8x64x128x1xf32>, tensor<64x128x1xf32>, tensor<i32>) -> tensor<8x64x128x1xf32>
      %954 = func.call @dynamic_update_index_in_dim_7(%iterArg_264, %949#4, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %955 = func.call @dynamic_update_index_in_dim_7(%iterArg_265, %949#5, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %956 = func.call @dynamic_update_index_in_dim_7(%iterArg_266, %949#6, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %957 = func.call @dynamic_update_index_in_dim_7(%iterArg_267, %949#7, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %958 = func.call @dynamic_update_index_in_dim_7(%iterArg_268, %949#8, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %959 = func.call @dynamic_update_index_in_dim_7(%iterArg_269, %949#9, %iterArg_259) : (tensor<8x64x128x4xf32>, tensor<64x128x4xf32>, tensor<i32>) -> tensor<8x64x128x4xf32>
      %960 = func.call @dynamic_update_index_in_dim_8(%iterArg_270, %949#10, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %961 = func.call @dynamic_update_index_in_dim_8(%iterArg_271, %949#11, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %962 = func.call @dynamic_update_index_in_dim_8(%iterArg_272, %949#12, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %963 = func.call @dynamic_update_index_in_dim_8(%iterArg_273, %949#13, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %964 = func.call @dynamic_update_index_in_dim_8(%iterArg_274, %949#14, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %965 = func.call @dynamic_update_index_in_dim_9(%iterArg_275, %949#15, %iterArg_259) : (tensor<8x64x128xi1>, tensor<64x128xi1>, tensor<i32>) -> tensor<8x64x128xi1>
      %966 = func.call @dynamic_update_index_in_dim_8(%iterArg_276, %949#16, %iterArg_259) : (tensor<8x64x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %c_277 = stablehlo.constant dense<1> : tensor<i32>
      %967 = stablehlo.add %iterArg_259, %c_277 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %967, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966 : tensor<8x64x256xbf16>, tensor<8x64x128xf32>, tensor<256x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xbf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>
    }
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%642#13 init: %cst_142) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %644 = stablehlo.add %616, %643 : tensor<f32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.reduce(%642#14 init: %cst_143) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %646 = stablehlo.add %618, %645 : tensor<f32>
    %cst_144 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %647 = stablehlo.divide %644, %cst_144 : tensor<f32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %648 = stablehlo.multiply %cst_145, %646 : tensor<f32>
    %649 = stablehlo.add %647, %648 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %650 = stablehlo.multiply %cst_147, %cst_146 : tensor<f32>
    %cst_148 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %651 = stablehlo.divide %cst_146, %cst_148 : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %650, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %653 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %c_154 = stablehlo.constant dense<0> : tensor<i32>
    %659:27 = stablehlo.while(%iterArg = %653, %iterArg_248 = %652, %iterArg_249 = %642#15, %iterArg_250 = %642#16, %iterArg_251 = %642#17, %iterArg_252 = %642#18, %iterArg_253 = %642#19, %iterArg_254 = %642#20, %iterArg_255 = %642#21, %iterArg_256 = %642#22, %iterArg_257 = %642#23, %iterArg_258 = %620, %iterArg_259 = %642#24, %iterArg_260 = %642#25, %iterArg_261 = %642#26, %iterArg_262 = %642#27, %iterArg_263 = %642#28, %iterArg_264 = %642#29, %iterArg_265 = %621, %iterArg_266 = %623, %iterArg_267 = %arg43, %iterArg_268 = %c_154, %iterArg_269 = %654, %iterArg_270 = %655, %iterArg_271 = %656, %iterArg_272 = %657, %iterArg_273 = %658) : tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<i32>, tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>
    cond {
      %c_274 = stablehlo.constant dense<8> : tensor<i32>
      %947 = stablehlo.compare LT, %iterArg_268, %c_274, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %947 : tensor<i1>
    } do {
      %c_274 = stablehlo.constant dense<8> : tensor<i32>
      %947 = stablehlo.subtract %c_274, %iterArg_268 : tensor<i32>
      %c_275 = stablehlo.constant dense<1> : tensor<i32>
      %948 = stablehlo.subtract %947, %c_275 : tensor<i32>
      %949 = func.call @dynamic_index_in_dim_11(%iterArg, %948) : (tensor<8xf32>, tensor<i32>) -> tensor<f32>
      %950 = func.call @dynamic_index_in_dim_11(%iterArg_248, %948) : (tensor<8xf32>, tensor<i32>) -> tensor<f32>
      %951 = func.call @dynamic_index_in_dim_12(%iterArg_249, %948) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %952 = func.call @dynamic_index_in_dim_13(%iterArg_250, %948) : (tensor<8x64x128x1xf32>, tensor<i32>) -> tensor<64x128x1xf32>
      %953 = func.call @dynamic_index_in_dim_14(%iterArg_251, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %954 = func.call @dynamic_index_in_dim_14(%iterArg_252, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %955 = func.call @dynamic_index_in_dim_14(%iterArg_253, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %956 = func.call @dynamic_index_in_dim_14(%iterArg_254, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %957 = func.call @dynamic_index_in_dim_14(%iterArg_255, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %958 = func.call @dynamic_index_in_dim_14(%iterArg_256, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %959 = func.call @dynamic_index_in_dim_3(%iterArg_257, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %960 = func.call @dynamic_index_in_dim_3(%iterArg_258, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %961 = func.call @dynamic_index_in_dim_3(%iterArg_259, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %962 = func.call @dynamic_index_in_dim_3(%iterArg_260, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %963 = func.call @dynamic_index_in_dim_3(%iterArg_261, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %964 = func.call @dynamic_index_in_dim_3(%iterArg_262, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %965 = func.call @dynamic_index_in_dim_15(%iterArg_263, %948) : (tensor<8x64x128xi1>, tensor<i32>) -> tensor<64x128xi1>
      %966 = func.call @dynamic_index_in_dim_3(%iterArg_264, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %967:5 = func.call @closed_call_16(%iterArg_265, %iterArg_266, %iterArg_267, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966) : (tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>, tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>) -> (tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>)
      %c_276 = stablehlo.constant dense<1> : tensor<i32>
      %968 = stablehlo.add %iterArg_268, %c_276 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %968, %967#0, %967#1, %967#2, %967#3, %967#4 : tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<i32>, tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>
    }
    %660 = stablehlo.broadcast_in_dim %650, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %661 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %c_160 = stablehlo.constant dense<0> : tensor<i32>
    %667:27 = stablehlo.while(%iterArg = %661, %iterArg_248 = %660, %iterArg_249 = %614#15, %iterArg_250 = %614#16, %iterArg_251 = %614#17, %iterArg_252 = %614#18, %iterArg_253 = %614#19, %iterArg_254 = %614#20, %iterArg_255 = %614#21, %iterArg_256 = %614#22, %iterArg_257 = %614#23, %iterArg_258 = %592, %iterArg_259 = %614#24, %iterArg_260 = %614#25, %iterArg_261 = %614#26, %iterArg_262 = %614#27, %iterArg_263 = %614#28, %iterArg_264 = %614#29, %iterArg_265 = %593, %iterArg_266 = %595, %iterArg_267 = %arg38, %iterArg_268 = %c_160, %iterArg_269 = %662, %iterArg_270 = %663, %iterArg_271 = %664, %iterArg_272 = %665, %iterArg_273 = %666) : tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<i32>, tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>
    cond {
      %c_274 = stablehlo.constant dense<8> : tensor<i32>
      %947 = stablehlo.compare LT, %iterArg_268, %c_274, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %947 : tensor<i1>
    } do {
      %c_274 = stablehlo.constant dense<8> : tensor<i32>
      %947 = stablehlo.subtract %c_274, %iterArg_268 : tensor<i32>
      %c_275 = stablehlo.constant dense<1> : tensor<i32>
      %948 = stablehlo.subtract %947, %c_275 : tensor<i32>
      %949 = func.call @dynamic_index_in_dim_11(%iterArg, %948) : (tensor<8xf32>, tensor<i32>) -> tensor<f32>
      %950 = func.call @dynamic_index_in_dim_11(%iterArg_248, %948) : (tensor<8xf32>, tensor<i32>) -> tensor<f32>
      %951 = func.call @dynamic_index_in_dim_12(%iterArg_249, %948) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %952 = func.call @dynamic_index_in_dim_13(%iterArg_250, %948) : (tensor<8x64x128x1xf32>, tensor<i32>) -> tensor<64x128x1xf32>
      %953 = func.call @dynamic_index_in_dim_14(%iterArg_251, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %954 = func.call @dynamic_index_in_dim_14(%iterArg_252, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %955 = func.call @dynamic_index_in_dim_14(%iterArg_253, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %956 = func.call @dynamic_index_in_dim_14(%iterArg_254, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %957 = func.call @dynamic_index_in_dim_14(%iterArg_255, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %958 = func.call @dynamic_index_in_dim_14(%iterArg_256, %948) : (tensor<8x64x128x4xf32>, tensor<i32>) -> tensor<64x128x4xf32>
      %959 = func.call @dynamic_index_in_dim_3(%iterArg_257, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %960 = func.call @dynamic_index_in_dim_3(%iterArg_258, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %961 = func.call @dynamic_index_in_dim_3(%iterArg_259, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %962 = func.call @dynamic_index_in_dim_3(%iterArg_260, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %963 = func.call @dynamic_index_in_dim_3(%iterArg_261, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %964 = func.call @dynamic_index_in_dim_3(%iterArg_262, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %965 = func.call @dynamic_index_in_dim_15(%iterArg_263, %948) : (tensor<8x64x128xi1>, tensor<i32>) -> tensor<64x128xi1>
      %966 = func.call @dynamic_index_in_dim_3(%iterArg_264, %948) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %967:5 = func.call @closed_call_17(%iterArg_265, %iterArg_266, %iterArg_267, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %949, %950, %951, %952, %953, %954, %955, %956, %957, %958, %959, %960, %961, %962, %963, %964, %965, %966) : (tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>, tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>) -> (tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>)
      %c_276 = stablehlo.constant dense<1> : tensor<i32>
      %968 = stablehlo.add %iterArg_268, %c_276 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %968, %967#0, %967#1, %967#2, %967#3, %967#4 : tensor<8xf32>, tensor<8xf32>, tensor<8x64x256xf32>, tensor<8x64x128x1xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128x4xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xi1>, tensor<8x64x128xf32>, tensor<1x128x4xf32>, tensor<1x128x4xf32>, tensor<128x128xf32>, tensor<i32>, tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>
    }
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %669 = stablehlo.multiply %668, %667#22 : tensor<256x128xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %671 = stablehlo.multiply %670, %arg48 : tensor<256x128xf32>
    %672 = stablehlo.add %669, %671 : tensor<256x128xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %674 = stablehlo.multiply %673, %667#26 : tensor<128x128xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %676 = stablehlo.multiply %675, %arg49 : tensor<128x128xf32>
    %677 = stablehlo.add %674, %676 : tensor<128x128xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %679 = stablehlo.multiply %678, %667#24 : tensor<128x4xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %681 = stablehlo.multiply %680, %arg50 : tensor<128x4xf32>
    %682 = stablehlo.add %679, %681 : tensor<128x4xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %684 = stablehlo.multiply %683, %667#23 : tensor<128x4xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %686 = stablehlo.multiply %685, %arg51 : tensor<128x4xf32>
    %687 = stablehlo.add %684, %686 : tensor<128x4xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %689 = stablehlo.multiply %688, %667#25 : tensor<128x4xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %691 = stablehlo.multiply %690, %arg52 : tensor<128x4xf32>
    %692 = stablehlo.add %689, %691 : tensor<128x4xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %694 = stablehlo.multiply %693, %659#22 : tensor<256x128xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %696 = stablehlo.multiply %695, %arg53 : tensor<256x128xf32>
    %697 = stablehlo.add %694, %696 : tensor<256x128xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %699 = stablehlo.multiply %698, %659#26 : tensor<128x128xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %701 = stablehlo.multiply %700, %arg54 : tensor<128x128xf32>
    %702 = stablehlo.add %699, %701 : tensor<128x128xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %704 = stablehlo.multiply %703, %659#24 : tensor<128x4xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %706 = stablehlo.multiply %705, %arg55 : tensor<128x4xf32>
    %707 = stablehlo.add %704, %706 : tensor<128x4xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %709 = stablehlo.multiply %708, %659#23 : tensor<128x4xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %711 = stablehlo.multiply %710, %arg56 : tensor<128x4xf32>
    %712 = stablehlo.add %709, %711 : tensor<128x4xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %714 = stablehlo.multiply %713, %659#25 : tensor<128x4xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %716 = stablehlo.multiply %715, %arg57 : tensor<128x4xf32>
    %717 = stablehlo.add %714, %716 : tensor<128x4xf32>
    %718 = stablehlo.multiply %667#22, %667#22 : tensor<256x128xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %720 = stablehlo.multiply %719, %718 : tensor<256x128xf32>
    %cst_182 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %722 = stablehlo.multiply %721, %arg58 : tensor<256x128xf32>
    %723 = stablehlo.add %720, %722 : tensor<256x128xf32>
    %724 = stablehlo.multiply %667#26, %667#26 : tensor<128x128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %726 = stablehlo.multiply %725, %724 : tensor<128x128xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %728 = stablehlo.multiply %727, %arg59 : tensor<128x128xf32>
    %729 = stablehlo.add %726, %728 : tensor<128x128xf32>
    %730 = stablehlo.multiply %667#24, %667#24 : tensor<128x4xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %732 = stablehlo.multiply %731, %730 : tensor<128x4xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %734 = stablehlo.multiply %733, %arg60 : tensor<128x4xf32>
    %735 = stablehlo.add %732, %734 : tensor<128x4xf32>
    %736 = stablehlo.multiply %667#23, %667#23 : tensor<128x4xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %738 = stablehlo.multiply %737, %736 : tensor<128x4xf32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %740 = stablehlo.multiply %739, %arg61 : tensor<128x4xf32>
    %741 = stablehlo.add %738, %740 : tensor<128x4xf32>
    %742 = stablehlo.multiply %667#25, %667#25 : tensor<128x4xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %744 = stablehlo.multiply %743, %742 : tensor<128x4xf32>
    %cst_190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %746 = stablehlo.multiply %745, %arg62 : tensor<128x4xf32>
    %747 = stablehlo.add %744, %746 : tensor<128x4xf32>
    %748 = stablehlo.multiply %659#22, %659#22 : tensor<256x128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %750 = stablehlo.multiply %749, %748 : tensor<256x128xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %752 = stablehlo.multiply %751, %arg63 : tensor<256x128xf32>
    %753 = stablehlo.add %750, %752 : tensor<256x128xf32>
    %754 = stablehlo.multiply %659#26, %659#26 : tensor<128x128xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %756 = stablehlo.multiply %755, %754 : tensor<128x128xf32>
    %cst_194 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %758 = stablehlo.multiply %757, %arg64 : tensor<128x128xf32>
    %759 = stablehlo.add %756, %758 : tensor<128x128xf32>
    %760 = stablehlo.multiply %659#24, %659#24 : tensor<128x4xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %762 = stablehlo.multiply %761, %760 : tensor<128x4xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %764 = stablehlo.multiply %763, %arg65 : tensor<128x4xf32>
    %765 = stablehlo.add %762, %764 : tensor<128x4xf32>
    %766 = stablehlo.multiply %659#23, %659#23 : tensor<128x4xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %768 = stablehlo.multiply %767, %766 : tensor<128x4xf32>
    %cst_198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %770 = stablehlo.multiply %769, %arg66 : tensor<128x4xf32>
    %771 = stablehlo.add %768, %770 : tensor<128x4xf32>
    %772 = stablehlo.multiply %659#25, %659#25 : tensor<128x4xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %774 = stablehlo.multiply %773, %772 : tensor<128x4xf32>
    %cst_200 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %776 = stablehlo.multiply %775, %arg67 : tensor<128x4xf32>
    %777 = stablehlo.add %774, %776 : tensor<128x4xf32>
    %c_201 = stablehlo.constant dense<2147483647> : tensor<i32>
    %778 = stablehlo.compare LT, %arg47, %c_201, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_202 = stablehlo.constant dense<1> : tensor<i32>
    %779 = stablehlo.add %arg47, %c_202 : tensor<i32>
    %c_203 = stablehlo.constant dense<2147483647> : tensor<i32>
    %780 = call @_where_18(%778, %779, %c_203) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %781 = stablehlo.convert %780 : (tensor<i32>) -> tensor<f32>
    %782 = stablehlo.power %cst_204, %781 : tensor<f32>
    %cst_205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %783 = stablehlo.subtract %cst_205, %782 : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %785 = stablehlo.divide %672, %784 : tensor<256x128xf32>
    %786 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %787 = stablehlo.divide %677, %786 : tensor<128x128xf32>
    %788 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %789 = stablehlo.divide %682, %788 : tensor<128x4xf32>
    %790 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %791 = stablehlo.divide %687, %790 : tensor<128x4xf32>
    %792 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %793 = stablehlo.divide %692, %792 : tensor<128x4xf32>
    %794 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %795 = stablehlo.divide %697, %794 : tensor<256x128xf32>
    %796 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %797 = stablehlo.divide %702, %796 : tensor<128x128xf32>
    %798 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %799 = stablehlo.divide %707, %798 : tensor<128x4xf32>
    %800 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %801 = stablehlo.divide %712, %800 : tensor<128x4xf32>
    %802 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %803 = stablehlo.divide %717, %802 : tensor<128x4xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %804 = stablehlo.convert %780 : (tensor<i32>) -> tensor<f32>
    %805 = stablehlo.power %cst_206, %804 : tensor<f32>
    %cst_207 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %806 = stablehlo.subtract %cst_207, %805 : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %808 = stablehlo.divide %723, %807 : tensor<256x128xf32>
    %809 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %810 = stablehlo.divide %729, %809 : tensor<128x128xf32>
    %811 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %812 = stablehlo.divide %735, %811 : tensor<128x4xf32>
    %813 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %814 = stablehlo.divide %741, %813 : tensor<128x4xf32>
    %815 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %816 = stablehlo.divide %747, %815 : tensor<128x4xf32>
    %817 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %818 = stablehlo.divide %753, %817 : tensor<256x128xf32>
    %819 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %820 = stablehlo.divide %759, %819 : tensor<128x128xf32>
    %821 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %822 = stablehlo.divide %765, %821 : tensor<128x4xf32>
    %823 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %824 = stablehlo.divide %771, %823 : tensor<128x4xf32>
    %825 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %826 = stablehlo.divide %777, %825 : tensor<128x4xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %828 = stablehlo.add %808, %827 : tensor<256x128xf32>
    %829 = stablehlo.sqrt %828 : tensor<256x128xf32>
    %cst_209 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %831 = stablehlo.add %829, %830 : tensor<256x128xf32>
    %832 = stablehlo.divide %785, %831 : tensor<256x128xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %834 = stablehlo.add %810, %833 : tensor<128x128xf32>
    %835 = stablehlo.sqrt %834 : tensor<128x128xf32>
    %cst_211 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %837 = stablehlo.add %835, %836 : tensor<128x128xf32>
    %838 = stablehlo.divide %787, %837 : tensor<128x128xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %840 = stablehlo.add %812, %839 : tensor<128x4xf32>
    %841 = stablehlo.sqrt %840 : tensor<128x4xf32>
    %cst_213 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %843 = stablehlo.add %841, %842 : tensor<128x4xf32>
    %844 = stablehlo.divide %789, %843 : tensor<128x4xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %846 = stablehlo.add %814, %845 : tensor<128x4xf32>
    %847 = stablehlo.sqrt %846 : tensor<128x4xf32>
    %cst_215 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %849 = stablehlo.add %847, %848 : tensor<128x4xf32>
    %850 = stablehlo.divide %791, %849 : tensor<128x4xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %852 = stablehlo.add %816, %851 : tensor<128x4xf32>
    %853 = stablehlo.sqrt %852 : tensor<128x4xf32>
    %cst_217 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %855 = stablehlo.add %853, %854 : tensor<128x4xf32>
    %856 = stablehlo.divide %793, %855 : tensor<128x4xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %858 = stablehlo.add %818, %857 : tensor<256x128xf32>
    %859 = stablehlo.sqrt %858 : tensor<256x128xf32>
    %cst_219 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %861 = stablehlo.add %859, %860 : tensor<256x128xf32>
    %862 = stablehlo.divide %795, %861 : tensor<256x128xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %864 = stablehlo.add %820, %863 : tensor<128x128xf32>
    %865 = stablehlo.sqrt %864 : tensor<128x128xf32>
    %cst_221 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %867 = stablehlo.add %865, %866 : tensor<128x128xf32>
    %868 = stablehlo.divide %797, %867 : tensor<128x128xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %870 = stablehlo.add %822, %869 : tensor<128x4xf32>
    %871 = stablehlo.sqrt %870 : tensor<128x4xf32>
    %cst_223 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %873 = stablehlo.add %871, %872 : tensor<128x4xf32>
    %874 = stablehlo.divide %799, %873 : tensor<128x4xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %876 = stablehlo.add %824, %875 : tensor<128x4xf32>
    %877 = stablehlo.sqrt %876 : tensor<128x4xf32>
    %cst_225 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %879 = stablehlo.add %877, %878 : tensor<128x4xf32>
    %880 = stablehlo.divide %801, %879 : tensor<128x4xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %882 = stablehlo.add %826, %881 : tensor<128x4xf32>
    %883 = stablehlo.sqrt %882 : tensor<128x4xf32>
    %cst_227 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %885 = stablehlo.add %883, %884 : tensor<128x4xf32>
    %886 = stablehlo.divide %803, %885 : tensor<128x4xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %888 = stablehlo.multiply %887, %arg37 : tensor<256x128xf32>
    %889 = stablehlo.add %832, %888 : tensor<256x128xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %891 = stablehlo.multiply %890, %arg38 : tensor<128x128xf32>
    %892 = stablehlo.add %838, %891 : tensor<128x128xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %894 = stablehlo.multiply %893, %arg39 : tensor<128x4xf32>
    %895 = stablehlo.add %844, %894 : tensor<128x4xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %897 = stablehlo.multiply %896, %arg40 : tensor<128x4xf32>
    %898 = stablehlo.add %850, %897 : tensor<128x4xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %900 = stablehlo.multiply %899, %arg41 : tensor<128x4xf32>
    %901 = stablehlo.add %856, %900 : tensor<128x4xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %903 = stablehlo.multiply %902, %arg42 : tensor<256x128xf32>
    %904 = stablehlo.add %862, %903 : tensor<256x128xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %906 = stablehlo.multiply %905, %arg43 : tensor<128x128xf32>
    %907 = stablehlo.add %868, %906 : tensor<128x128xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %909 = stablehlo.multiply %908, %arg44 : tensor<128x4xf32>
    %910 = stablehlo.add %874, %909 : tensor<128x4xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %912 = stablehlo.multiply %911, %arg45 : tensor<128x4xf32>
    %913 = stablehlo.add %880, %912 : tensor<128x4xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %915 = stablehlo.multiply %914, %arg46 : tensor<128x4xf32>
    %916 = stablehlo.add %886, %915 : tensor<128x4xf32>
    %cst_238 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %918 = stablehlo.multiply %917, %889 : tensor<256x128xf32>
    %cst_239 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %920 = stablehlo.multiply %919, %892 : tensor<128x128xf32>
    %cst_240 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %922 = stablehlo.multiply %921, %895 : tensor<128x4xf32>
    %cst_241 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %924 = stablehlo.multiply %923, %898 : tensor<128x4xf32>
    %cst_242 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %926 = stablehlo.multiply %925, %901 : tensor<128x4xf32>
    %cst_243 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %928 = stablehlo.multiply %927, %904 : tensor<256x128xf32>
    %cst_244 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %930 = stablehlo.multiply %929, %907 : tensor<128x128xf32>
    %cst_245 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %932 = stablehlo.multiply %931, %910 : tensor<128x4xf32>
    %cst_246 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %934 = stablehlo.multiply %933, %913 : tensor<128x4xf32>
    %cst_247 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128x4xf32>
    %936 = stablehlo.multiply %935, %916 : tensor<128x4xf32>
    %937 = stablehlo.add %arg37, %918 : tensor<256x128xf32>
    %938 = stablehlo.add %arg38, %920 : tensor<128x128xf32>
    %939 = stablehlo.add %arg39, %922 : tensor<128x4xf32>
    %940 = stablehlo.add %arg40, %924 : tensor<128x4xf32>
    %941 = stablehlo.add %arg41, %926 : tensor<128x4xf32>
    %942 = stablehlo.add %arg42, %928 : tensor<256x128xf32>
    %943 = stablehlo.add %arg43, %930 : tensor<128x128xf32>
    %944 = stablehlo.add %arg44, %932 : tensor<128x4xf32>
    %945 = stablehlo.add %arg45, %934 : tensor<128x4xf32>
    %946 = stablehlo.add %arg46, %936 : tensor<128x4xf32>
    return %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %780, %672, %677, %682, %687, %692, %697, %702, %707, %712, %717, %723, %729, %735, %741, %747, %753, %759, %765, %771, %777, %649 : tensor<256x128xf32>, tensor<128x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<256x128xf32>, tensor<128x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<i32>, tensor<256x128xf32>, tensor<128x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<256x128xf32>, tensor<128x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<256x128xf32>, tensor<128x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<256x128xf32>, tensor<128x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xbf16> {
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
    return %16 : tensor<8x64x128xbf16>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x2x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3 : tensor<8x4x2x64x64xf32>
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
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x64x128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x64x128xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x64x128xui64>
    %10 = stablehlo.iota dim = 2 : tensor<8x64x128xui64>
    %c = stablehlo.constant dense<8192> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<8x64x128xui64>
    %c_0 = stablehlo.constant dense<128> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %14 = stablehlo.multiply %13, %9 : tensor<8x64x128xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %16 = stablehlo.multiply %15, %10 : tensor<8x64x128xui64>
    %17 = stablehlo.add %12, %14 : tensor<8x64x128xui64>
    %18 = stablehlo.add %17, %16 : tensor<8x64x128xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x64x128xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<8x64x128xui64>
    %21 = stablehlo.convert %18 : (tensor<8x64x128xui64>) -> tensor<8x64x128xui32>
    %22 = stablehlo.convert %20 : (tensor<8x64x128xui64>) -> tensor<8x64x128xui32>
    %23:2 = call @threefry2x32_1(%5, %7, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>) -> (tensor<8x64x128xui32>, tensor<8x64x128xui32>)
    %24 = stablehlo.xor %23#0, %23#1 : tensor<8x64x128xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<8x64x128xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %28 = stablehlo.or %26, %27 : tensor<8x64x128xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<8x64x128xui32>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<8x64x128xf32>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x128xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<8x64x128xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x128xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x64x128xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x128xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<8x64x128xf32>
    return %38 : tensor<8x64x128xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x64x128xui32>, %arg3: tensor<8x64x128xui32>) -> (tensor<8x64x128xui32>, tensor<8x64x128xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x64x128xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x64x128xui32>, tensor<8x64x128xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<8x64x128xui32>, %arg2: tensor<8x64x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x64x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x64x128xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x64x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x64x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x64x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x64x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x64x128xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x64x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x64x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x64x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x64x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x64x128xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x64x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x64x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x64x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x64x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x64x128xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x64x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x64x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x64x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x64x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x64x128xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x64x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x64x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x64x128xui32>, tensor<8x64x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<i32>) -> tensor<64x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xbf16>) -> tensor<64x256xbf16>
    return %1 : tensor<64x256xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<8x64x128xf32>, %arg1: tensor<i32>) -> tensor<64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 128] : (tensor<8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<256x128xf32>, %arg1: tensor<1x128x4xf32>, %arg2: tensor<1x128x4xf32>, %arg3: tensor<1x128x4xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<256x128xbf16>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<64x256xbf16>, %arg11: tensor<64x128xf32>) -> (tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>) {
    %0 = stablehlo.convert %arg10 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x128xf32>) -> tensor<64x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<64x128x4xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %7 = stablehlo.add %5, %6 : tensor<64x128x4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<64x128x4xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<64x128x4xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<64x128x4xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<64x128x4xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<64x128x4xf32>
    %15 = stablehlo.add %7, %14 : tensor<64x128x4xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<64x128x4xf32>
    %18 = stablehlo.tanh %17 : tensor<64x128x4xf32>
    %19 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<64x128x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %22 = stablehlo.add %21, %18 : tensor<64x128x4xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<64x128x4xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<64x128x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<64x128x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<64x128xf32>
    %29 = stablehlo.negate %28 : tensor<64x128xf32>
    %30 = stablehlo.exponential %29 : tensor<64x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %32 = stablehlo.add %31, %30 : tensor<64x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %34 = stablehlo.divide %33, %32 : tensor<64x128xf32>
    %35 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %36 = stablehlo.subtract %35, %34 : tensor<64x128xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<64x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %39 = stablehlo.subtract %38, %34 : tensor<64x128xf32>
    %40 = stablehlo.multiply %39, %arg11 : tensor<64x128xf32>
    %41 = stablehlo.add %34, %40 : tensor<64x128xf32>
    %42 = stablehlo.dot_general %arg10, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x128xbf16>) -> tensor<64x128xbf16>
    %43 = stablehlo.convert %42 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %44 = stablehlo.multiply %1, %41 : tensor<64x128xf32>
    %45 = stablehlo.dot_general %44, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %46 = stablehlo.subtract %45, %43 : tensor<64x128xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<f32>
    %49 = stablehlo.abs %34 : tensor<64x128xf32>
    %50 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %51 = stablehlo.compare GE, %34, %50, FLOAT : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xi1>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %53 = stablehlo.power %49, %52 : tensor<64x128xf32>
    %54 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %55 = stablehlo.power %49, %54 : tensor<64x128xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<f32>
    return %48, %58, %0, %2, %12, %18, %20, %24, %7, %25, %37, %41, %1, %44, %46, %51, %57 : tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<8xf32>, tensor<1xf32>, tensor<i32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<8x64x256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<i32>) -> tensor<8x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x64x256xf32>, tensor<1x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x256xf32>
    return %1 : tensor<8x64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<8x64x128x1xf32>, %arg1: tensor<64x128x1xf32>, %arg2: tensor<i32>) -> tensor<8x64x128x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<64x128x1xf32>) -> tensor<1x64x128x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<8x64x128x1xf32>, tensor<1x64x128x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x128x1xf32>
    return %1 : tensor<8x64x128x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<8x64x128x4xf32>, %arg1: tensor<64x128x4xf32>, %arg2: tensor<i32>) -> tensor<8x64x128x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<64x128x4xf32>) -> tensor<1x64x128x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<8x64x128x4xf32>, tensor<1x64x128x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x128x4xf32>
    return %1 : tensor<8x64x128x4xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<8x64x128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<i32>) -> tensor<8x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x128xf32>
    return %1 : tensor<8x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<8x64x128xi1>, %arg1: tensor<64x128xi1>, %arg2: tensor<i32>) -> tensor<8x64x128xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xi1>) -> tensor<1x64x128xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x64x128xi1>, tensor<1x64x128xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x128xi1>
    return %1 : tensor<8x64x128xi1>
  }
  func.func private @closed_call_10(%arg0: tensor<256x128xf32>, %arg1: tensor<1x128x4xf32>, %arg2: tensor<1x128x4xf32>, %arg3: tensor<1x128x4xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<256x128xbf16>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<64x256xbf16>, %arg11: tensor<64x128xf32>) -> (tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>) {
    %0 = stablehlo.convert %arg10 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x128xf32>) -> tensor<64x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<64x128x4xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %7 = stablehlo.add %5, %6 : tensor<64x128x4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<64x128x4xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<64x128x4xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<64x128x4xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<64x128x4xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<64x128x4xf32>
    %15 = stablehlo.add %7, %14 : tensor<64x128x4xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<64x128x4xf32>
    %18 = stablehlo.tanh %17 : tensor<64x128x4xf32>
    %19 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<64x128x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %22 = stablehlo.add %21, %18 : tensor<64x128x4xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<64x128x4xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<64x128x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<64x128x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<64x128xf32>
    %29 = stablehlo.negate %28 : tensor<64x128xf32>
    %30 = stablehlo.exponential %29 : tensor<64x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %32 = stablehlo.add %31, %30 : tensor<64x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %34 = stablehlo.divide %33, %32 : tensor<64x128xf32>
    %35 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %36 = stablehlo.subtract %35, %34 : tensor<64x128xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<64x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %39 = stablehlo.subtract %38, %34 : tensor<64x128xf32>
    %40 = stablehlo.multiply %39, %arg11 : tensor<64x128xf32>
    %41 = stablehlo.add %34, %40 : tensor<64x128xf32>
    %42 = stablehlo.dot_general %arg10, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x128xbf16>) -> tensor<64x128xbf16>
    %43 = stablehlo.convert %42 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %44 = stablehlo.multiply %1, %41 : tensor<64x128xf32>
    %45 = stablehlo.dot_general %44, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %46 = stablehlo.subtract %45, %43 : tensor<64x128xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<f32>
    %49 = stablehlo.abs %34 : tensor<64x128xf32>
    %50 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %51 = stablehlo.compare GE, %34, %50, FLOAT : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xi1>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %53 = stablehlo.power %49, %52 : tensor<64x128xf32>
    %54 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %55 = stablehlo.power %49, %54 : tensor<64x128xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<f32>
    return %48, %58, %0, %2, %12, %18, %20, %24, %7, %25, %37, %41, %1, %44, %46, %51, %57 : tensor<f32>, tensor<f32>, tensor<64x256xf32>, tensor<64x128x1xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128x4xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xi1>, tensor<64x128xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<8xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<8x64x256xf32>, %arg1: tensor<i32>) -> tensor<64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xf32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<8x64x128x1xf32>, %arg1: tensor<i32>) -> tensor<64x128x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 64, 128, 1] : (tensor<8x64x128x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x128x1xf32>) -> tensor<64x128x1xf32>
    return %1 : tensor<64x128x1xf32>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<8x64x128x4xf32>, %arg1: tensor<i32>) -> tensor<64x128x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 64, 128, 4] : (tensor<8x64x128x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x128x4xf32>) -> tensor<64x128x4xf32>
    return %1 : tensor<64x128x4xf32>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<8x64x128xi1>, %arg1: tensor<i32>) -> tensor<64x128xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 128] : (tensor<8x64x128xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x64x128xi1>) -> tensor<64x128xi1>
    return %1 : tensor<64x128xi1>
  }
  func.func private @closed_call_16(%arg0: tensor<1x128x4xf32>, %arg1: tensor<1x128x4xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<256x128xf32>, %arg4: tensor<128x4xf32>, %arg5: tensor<128x4xf32>, %arg6: tensor<128x4xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<64x256xf32>, %arg11: tensor<64x128x1xf32>, %arg12: tensor<64x128x4xf32>, %arg13: tensor<64x128x4xf32>, %arg14: tensor<64x128x4xf32>, %arg15: tensor<64x128x4xf32>, %arg16: tensor<64x128x4xf32>, %arg17: tensor<64x128x4xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<64x128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<64x128xi1>, %arg25: tensor<64x128xf32>) -> (tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1 = stablehlo.multiply %0, %arg25 : tensor<64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %3 = stablehlo.select %arg24, %2, %1 : tensor<64x128xi1>, tensor<64x128xf32>
    %4 = stablehlo.select %arg24, %1, %2 : tensor<64x128xi1>, tensor<64x128xf32>
    %5 = stablehlo.negate %3 : tensor<64x128xf32>
    %6 = stablehlo.add %4, %5 : tensor<64x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %8 = stablehlo.multiply %arg23, %7 : tensor<64x128xf32>
    %9 = stablehlo.multiply %7, %arg23 : tensor<64x128xf32>
    %10 = stablehlo.add %8, %9 : tensor<64x128xf32>
    %11 = stablehlo.dot_general %10, %arg22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %13 = stablehlo.add %arg7, %12 : tensor<128x128xf32>
    %14 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %15 = stablehlo.multiply %arg21, %14 : tensor<64x128xf32>
    %16 = stablehlo.multiply %14, %arg20 : tensor<64x128xf32>
    %17 = stablehlo.add %6, %15 : tensor<64x128xf32>
    %18 = stablehlo.multiply %15, %arg19 : tensor<64x128xf32>
    %19 = stablehlo.negate %18 : tensor<64x128xf32>
    %20 = stablehlo.add %17, %19 : tensor<64x128xf32>
    %21 = stablehlo.multiply %20, %arg18 : tensor<64x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x4xf32>
    %23 = stablehlo.multiply %arg17, %22 : tensor<64x128x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %25 = stablehlo.reshape %24 : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<64x128x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %29 = stablehlo.add %arg6, %28 : tensor<128x4xf32>
    %30 = stablehlo.multiply %arg16, %27 : tensor<64x128x4xf32>
    %31 = stablehlo.multiply %27, %arg15 : tensor<64x128x4xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<64x128x4xf32>
    %34 = stablehlo.multiply %33, %arg14 : tensor<64x128x4xf32>
    %35 = stablehlo.multiply %34, %arg13 : tensor<64x128x4xf32>
    %36 = stablehlo.add %34, %35 : tensor<64x128x4xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<64x128x4xf32>
    %39 = stablehlo.add %31, %38 : tensor<64x128x4xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<64x128x4xf32>
    %42 = stablehlo.multiply %41, %arg12 : tensor<64x128x4xf32>
    %43 = stablehlo.add %39, %42 : tensor<64x128x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %45 = stablehlo.reshape %44 : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %47 = stablehlo.add %arg5, %46 : tensor<128x4xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x4xf32>
    %49 = stablehlo.multiply %48, %43 : tensor<64x128x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %51 = stablehlo.reshape %50 : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<64x128x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<64x128xf32>
    %55 = stablehlo.reshape %54 : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %57 = stablehlo.add %arg4, %56 : tensor<128x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<64x128x1xf32>, tensor<f32>) -> tensor<64x128xf32>
    %59 = stablehlo.add %16, %58 : tensor<64x128xf32>
    %60 = stablehlo.dot_general %59, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x256xf32>) -> tensor<128x256xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %62 = stablehlo.add %arg3, %61 : tensor<256x128xf32>
    return %62, %57, %47, %29, %13 : tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>
  }
  func.func private @closed_call_17(%arg0: tensor<1x128x4xf32>, %arg1: tensor<1x128x4xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<256x128xf32>, %arg4: tensor<128x4xf32>, %arg5: tensor<128x4xf32>, %arg6: tensor<128x4xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<64x256xf32>, %arg11: tensor<64x128x1xf32>, %arg12: tensor<64x128x4xf32>, %arg13: tensor<64x128x4xf32>, %arg14: tensor<64x128x4xf32>, %arg15: tensor<64x128x4xf32>, %arg16: tensor<64x128x4xf32>, %arg17: tensor<64x128x4xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<64x128xf32>, %arg23: tensor<64x128xf32>, %arg24: tensor<64x128xi1>, %arg25: tensor<64x128xf32>) -> (tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1 = stablehlo.multiply %0, %arg25 : tensor<64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %3 = stablehlo.select %arg24, %2, %1 : tensor<64x128xi1>, tensor<64x128xf32>
    %4 = stablehlo.select %arg24, %1, %2 : tensor<64x128xi1>, tensor<64x128xf32>
    %5 = stablehlo.negate %3 : tensor<64x128xf32>
    %6 = stablehlo.add %4, %5 : tensor<64x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %8 = stablehlo.multiply %arg23, %7 : tensor<64x128xf32>
    %9 = stablehlo.multiply %7, %arg23 : tensor<64x128xf32>
    %10 = stablehlo.add %8, %9 : tensor<64x128xf32>
    %11 = stablehlo.dot_general %10, %arg22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %13 = stablehlo.add %arg7, %12 : tensor<128x128xf32>
    %14 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %15 = stablehlo.multiply %arg21, %14 : tensor<64x128xf32>
    %16 = stablehlo.multiply %14, %arg20 : tensor<64x128xf32>
    %17 = stablehlo.add %6, %15 : tensor<64x128xf32>
    %18 = stablehlo.multiply %15, %arg19 : tensor<64x128xf32>
    %19 = stablehlo.negate %18 : tensor<64x128xf32>
    %20 = stablehlo.add %17, %19 : tensor<64x128xf32>
    %21 = stablehlo.multiply %20, %arg18 : tensor<64x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x4xf32>
    %23 = stablehlo.multiply %arg17, %22 : tensor<64x128x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %25 = stablehlo.reshape %24 : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<64x128x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%25 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %29 = stablehlo.add %arg6, %28 : tensor<128x4xf32>
    %30 = stablehlo.multiply %arg16, %27 : tensor<64x128x4xf32>
    %31 = stablehlo.multiply %27, %arg15 : tensor<64x128x4xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<64x128x4xf32>
    %34 = stablehlo.multiply %33, %arg14 : tensor<64x128x4xf32>
    %35 = stablehlo.multiply %34, %arg13 : tensor<64x128x4xf32>
    %36 = stablehlo.add %34, %35 : tensor<64x128x4xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<64x128x4xf32>
    %39 = stablehlo.add %31, %38 : tensor<64x128x4xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x128x4xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<64x128x4xf32>
    %42 = stablehlo.multiply %41, %arg12 : tensor<64x128x4xf32>
    %43 = stablehlo.add %39, %42 : tensor<64x128x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %45 = stablehlo.reshape %44 : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %47 = stablehlo.add %arg5, %46 : tensor<128x4xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x4xf32>
    %49 = stablehlo.multiply %48, %43 : tensor<64x128x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %51 = stablehlo.reshape %50 : (tensor<128x4xf32>) -> tensor<1x128x4xf32>
    %52 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x128x4xf32>) -> tensor<64x128x4xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<64x128x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<64x128x4xf32>, tensor<f32>) -> tensor<64x128xf32>
    %55 = stablehlo.reshape %54 : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x128x4xf32>, tensor<f32>) -> tensor<128x4xf32>
    %57 = stablehlo.add %arg4, %56 : tensor<128x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<64x128x1xf32>, tensor<f32>) -> tensor<64x128xf32>
    %59 = stablehlo.add %16, %58 : tensor<64x128xf32>
    %60 = stablehlo.dot_general %59, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x256xf32>) -> tensor<128x256xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %62 = stablehlo.add %arg3, %61 : tensor<256x128xf32>
    return %62, %57, %47, %29, %13 : tensor<256x128xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x4xf32>, tensor<128x128xf32>
  }
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
