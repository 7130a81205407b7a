module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg4: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg6: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg8: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg10: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg11: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg13: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg14: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg15: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg17: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg18: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg19: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<256x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 0 : i32}, %arg22: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 1 : i32}, %arg23: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg24: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg25: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg26: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 5 : i32}, %arg27: tensor<32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 6 : i32}, %arg28: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg29: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg30: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg31: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 10 : i32}, %arg32: tensor<256x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg33: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg34: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg35: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg36: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg37: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 16 : i32}, %arg38: tensor<32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 17 : i32}, %arg39: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg40: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg41: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg42: tensor<256x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg43: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 22 : i32}, %arg44: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg45: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg46: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 25 : i32}, %arg47: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 26 : i32}, %arg48: tensor<32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 27 : i32}, %arg49: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 28 : i32}, %arg50: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg51: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 30 : i32}, %arg52: tensor<16x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg53: tensor<2xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<256x32xf32> {jax.result_info = "result[0]['layer1_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x128xf32> {jax.result_info = "result[0]['layer1_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<32x8xf32> {jax.result_info = "result[0]['layer1_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[0]['layer1_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[0]['layer1_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x32xf32> {jax.result_info = "result[0]['layer1_up_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x256xf32> {jax.result_info = "result[0]['layer1_up_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<32x8xf32> {jax.result_info = "result[0]['layer1_up_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[0]['layer1_up_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[0]['layer1_up_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256x32xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x128xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].mu['layer1_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x32xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x256xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].mu['layer1_up_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<256x32xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x128xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].nu['layer1_down_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x32xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['U']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x256xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['V']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['ci_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['ci_in']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x8xf32> {jax.result_info = "result[1][0].nu['layer1_up_proj']['ci_out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.reshape %arg52 : (tensor<16x64xi32>) -> tensor<2x8x64xi32>
    %1 = stablehlo.iota dim = 0 : tensor<2xi32>
    %2 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %4 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.add %7, %6 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.power %11, %10 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.divide %13, %12 : tensor<8xf32>
    %15 = stablehlo.iota dim = 0 : tensor<64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<64x8xf32>
    %21 = stablehlo.sine %20 : tensor<64x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %23 = stablehlo.cosine %20 : tensor<64x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
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
    %44 = stablehlo.cosine %41 : tensor<64x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %46 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %47 = call @tril(%46) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %48:2 = call @_where(%47, %cst_9) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %49 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %51 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %53 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.add %56, %55 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %59 = stablehlo.divide %57, %58 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.power %60, %59 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.divide %62, %61 : tensor<8xf32>
    %64 = stablehlo.iota dim = 0 : tensor<64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %66 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<64x8xf32>
    %70 = stablehlo.sine %69 : tensor<64x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %72 = stablehlo.cosine %69 : tensor<64x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %74 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.add %77, %76 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.power %81, %80 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.divide %83, %82 : tensor<8xf32>
    %85 = stablehlo.iota dim = 0 : tensor<64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %87 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<64x8xf32>
    %91 = stablehlo.sine %90 : tensor<64x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %93 = stablehlo.cosine %90 : tensor<64x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %95 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %96 = call @tril(%95) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_21 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %97:2 = call @_where(%96, %cst_21) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %98 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %100 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %102 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %104 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.add %107, %106 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.divide %108, %109 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %112 = stablehlo.power %111, %110 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %114 = stablehlo.divide %113, %112 : tensor<8xf32>
    %115 = stablehlo.iota dim = 0 : tensor<64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<64x8xf32>
    %121 = stablehlo.sine %120 : tensor<64x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %123 = stablehlo.cosine %120 : tensor<64x8xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %125 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %129 = stablehlo.add %128, %127 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %131 = stablehlo.divide %129, %130 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.power %132, %131 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %135 = stablehlo.divide %134, %133 : tensor<8xf32>
    %136 = stablehlo.iota dim = 0 : tensor<64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %138 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<64x8xf32>
    %142 = stablehlo.sine %141 : tensor<64x8xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %144 = stablehlo.cosine %141 : tensor<64x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c_32 = stablehlo.constant dense<true> : tensor<i1>
    %146 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %147 = call @tril(%146) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_33 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %148:2 = call @_where(%147, %cst_33) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %149 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %151 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %153 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %157 = stablehlo.add %156, %155 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %159 = stablehlo.divide %157, %158 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %161 = stablehlo.power %160, %159 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %163 = stablehlo.divide %162, %161 : tensor<8xf32>
    %164 = stablehlo.iota dim = 0 : tensor<64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %166 = stablehlo.broadcast_in_dim %163, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %167 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<64x8xf32>
    %170 = stablehlo.sine %169 : tensor<64x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %172 = stablehlo.cosine %169 : tensor<64x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %174 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %178 = stablehlo.add %177, %176 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.divide %178, %179 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.power %181, %180 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %184 = stablehlo.divide %183, %182 : tensor<8xf32>
    %185 = stablehlo.iota dim = 0 : tensor<64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %187 = stablehlo.broadcast_in_dim %184, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %188 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %190 = stablehlo.multiply %188, %189 : tensor<64x8xf32>
    %191 = stablehlo.sine %190 : tensor<64x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %193 = stablehlo.cosine %190 : tensor<64x8xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %c_44 = stablehlo.constant dense<true> : tensor<i1>
    %195 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %196 = call @tril(%195) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_45 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %197:2 = call @_where(%196, %cst_45) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>)
    %198 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %200 = stablehlo.broadcast_in_dim %arg29, dims = [2, 3] : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %201 = stablehlo.broadcast_in_dim %arg28, dims = [2, 3] : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %arg30, dims = [2, 3] : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %203:2 = call @_uniform(%cst_48, %cst_49) : (tensor<f32>, tensor<f32>) -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>)
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %204 = stablehlo.subtract %cst_51, %cst_52 : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %206 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %208:2 = call @_uniform(%cst_55, %cst_56) : (tensor<f32>, tensor<f32>) -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>)
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.subtract %cst_58, %cst_59 : tensor<f32>
    %210 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x1xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %c_70 = stablehlo.constant dense<false> : tensor<i1>
    %221 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i1>) -> tensor<2x8x64x32xi1>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %227 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<bf16>) -> tensor<2x8x64x256xbf16>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x8x64x256xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x1xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x8x64x32x8xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %c_86 = stablehlo.constant dense<false> : tensor<i1>
    %237 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i1>) -> tensor<2x8x64x32xi1>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x8x64x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x8x64x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x8x64x512xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x8x64x1xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x8x64x512xf32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %249:114 = stablehlo.while(%iterArg = %0, %iterArg_200 = %1, %iterArg_201 = %arg0, %iterArg_202 = %3, %iterArg_203 = %arg10, %iterArg_204 = %arg5, %iterArg_205 = %45, %iterArg_206 = %43, %iterArg_207 = %arg8, %iterArg_208 = %24, %iterArg_209 = %22, %iterArg_210 = %48#0, %iterArg_211 = %48#1, %iterArg_212 = %arg7, %iterArg_213 = %50, %iterArg_214 = %arg4, %iterArg_215 = %arg9, %iterArg_216 = %arg3, %iterArg_217 = %52, %iterArg_218 = %arg19, %iterArg_219 = %arg14, %iterArg_220 = %94, %iterArg_221 = %92, %iterArg_222 = %arg17, %iterArg_223 = %73, %iterArg_224 = %71, %iterArg_225 = %97#0, %iterArg_226 = %97#1, %iterArg_227 = %arg16, %iterArg_228 = %99, %iterArg_229 = %arg13, %iterArg_230 = %arg18, %iterArg_231 = %arg12, %iterArg_232 = %101, %iterArg_233 = %arg20, %iterArg_234 = %103, %iterArg_235 = %145, %iterArg_236 = %143, %iterArg_237 = %124, %iterArg_238 = %122, %iterArg_239 = %148#0, %iterArg_240 = %148#1, %iterArg_241 = %150, %iterArg_242 = %152, %iterArg_243 = %194, %iterArg_244 = %192, %iterArg_245 = %173, %iterArg_246 = %171, %iterArg_247 = %197#0, %iterArg_248 = %197#1, %iterArg_249 = %199, %iterArg_250 = %arg26, %iterArg_251 = %200, %iterArg_252 = %201, %iterArg_253 = %202, %iterArg_254 = %arg53, %iterArg_255 = %203#0, %iterArg_256 = %203#1, %iterArg_257 = %arg27, %iterArg_258 = %arg21, %iterArg_259 = %205, %iterArg_260 = %206, %iterArg_261 = %207, %iterArg_262 = %208#0, %iterArg_263 = %208#1, %iterArg_264 = %arg22, %iterArg_265 = %211, %iterArg_266 = %cst_46, %iterArg_267 = %cst_47, %iterArg_268 = %cst_50, %iterArg_269 = %204, %iterArg_270 = %cst_53, %iterArg_271 = %cst_54, %iterArg_272 = %cst_57, %iterArg_273 = %209, %iterArg_274 = %c_98, %iterArg_275 = %cst_60, %iterArg_276 = %212, %iterArg_277 = %213, %iterArg_278 = %214, %iterArg_279 = %215, %iterArg_280 = %216, %iterArg_281 = %217, %iterArg_282 = %218, %iterArg_283 = %219, %iterArg_284 = %220, %iterArg_285 = %221, %iterArg_286 = %222, %iterArg_287 = %223, %iterArg_288 = %224, %iterArg_289 = %225, %iterArg_290 = %226, %iterArg_291 = %227, %iterArg_292 = %228, %iterArg_293 = %229, %iterArg_294 = %230, %iterArg_295 = %231, %iterArg_296 = %232, %iterArg_297 = %233, %iterArg_298 = %234, %iterArg_299 = %235, %iterArg_300 = %236, %iterArg_301 = %237, %iterArg_302 = %238, %iterArg_303 = %239, %iterArg_304 = %240, %iterArg_305 = %241, %iterArg_306 = %242, %iterArg_307 = %243, %iterArg_308 = %244, %iterArg_309 = %245, %iterArg_310 = %246, %iterArg_311 = %247, %iterArg_312 = %248) : tensor<2x8x64xi32>, tensor<2xi32>, tensor<512x128xbf16>, tensor<1x1x128xf32>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<128x128xbf16>, tensor<1x1x128xf32>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>, tensor<1x1x128xf32>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<128x128xbf16>, tensor<1x1x128xf32>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>, tensor<1x1x128xf32>, tensor<128x512xbf16>, tensor<1x1x128xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<1x1x128xf32>, tensor<128x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<32x128xf32>, tensor<1x1x128xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<2x8x64x128xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>
    cond {
      %c_313 = stablehlo.constant dense<2> : tensor<i32>
      %542 = stablehlo.compare LT, %iterArg_274, %c_313, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %542 : tensor<i1>
    } do {
      %542 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_274) : (tensor<2x8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
      %543 = func.call @dynamic_index_in_dim_0(%iterArg_200, %iterArg_274) : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
      %544:38 = func.call @closed_call(%iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_206, %iterArg_207, %iterArg_208, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %iterArg_245, %iterArg_246, %iterArg_247, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %iterArg_275, %542, %543) : (tensor<512x128xbf16>, tensor<1x1x128xf32>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<128x128xbf16>, tensor<1x1x128xf32>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>, tensor<1x1x128xf32>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<128x128xbf16>, tensor<1x1x128xf32>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>, tensor<1x1x128xf32>, tensor<128x512xbf16>, tensor<1x1x128xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<1x1x128xf32>, tensor<128x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<32x128xf32>, tensor<1x1x128xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<8x64xi32>, tensor<i32>) -> (tensor<f32>, tensor<8x64x128xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>)
      %545 = func.call @dynamic_update_index_in_dim(%iterArg_276, %544#1, %iterArg_274) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %546 = func.call @dynamic_update_index_in_dim_8(%iterArg_277, %544#2, %iterArg_274) : (tensor<2x8x64x32x1xf32>, tensor<8x64x32x1xf32>, tensor<i32>) -> tensor<2x8x64x32x1xf32>
      %547 = func.call @dynamic_update_index_in_dim_9(%iterArg_278, %544#3, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %548 = func.call @dynamic_update_index_in_dim_9(%iterArg_279, %544#4, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %549 = func.call @dynamic_update_index_in_dim_9(%iterArg_280, %544#5, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %550 = func.call @dynamic_update_index_in_dim_9(%iterArg_281, %544#6, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %551 = func.call @dynamic_update_index_in_dim_9(%iterArg_282, %544#7, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %552 = func.call @dynamic_update_index_in_dim_9(%iterArg_283, %544#8, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %553 = func.call @dynamic_update_index_in_dim_10(%iterArg_284, %544#9, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %554 = func.call @dynamic_update_index_in_dim_11(%iterArg_285, %544#10, %iterArg_274) : (tensor<2x8x64x32xi1>, tensor<8x64x32xi1>, tensor<i32>) -> tensor<2x8x64x32xi1>
      %555 = func.call @dynamic_update_index_in_dim_10(%iterArg_286, %544#11, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %556 = func.call @dynamic_update_index_in_dim_10(%iterArg_287, %544#12, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %557 = func.call @dynamic_update_index_in_dim_10(%iterArg_288, %544#13, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %558 = func.call @dynamic_update_index_in_dim_10(%iterArg_289, %544#14, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %559 = func.call @dynamic_update_index_in_dim_10(%iterArg_290, %544#15, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %560 = func.call @dynamic_update_index_in_dim_12(%iterArg_291, %544#16, %iterArg_274) : (tensor<2x8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<i32>) -> tensor<2x8x64x256xbf16>
      %561 = func.call @dynamic_update_index_in_dim_13(%iterArg_292, %544#17, %iterArg_274) : (tensor<2x8x64x256xf32>, tensor<8x64x256xf32>, tensor<i32>) -> tensor<2x8x64x256xf32>
      %562 = func.call @dynamic_update_index_in_dim_8(%iterArg_293, %544#18, %iterArg_274) : (tensor<2x8x64x32x1xf32>, tensor<8x64x32x1xf32>, tensor<i32>) -> tensor<2x8x64x32x1xf32>
      %563 = func.call @dynamic_update_index_in_dim_9(%iterArg_294, %544#19, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %564 = func.call @dynamic_update_index_in_dim_9(%iterArg_295, %544#20, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %565 = func.call @dynamic_update_index_in_dim_9(%iterArg_296, %544#21, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %566 = func.call @dynamic_update_index_in_dim_9(%iterArg_297, %544#22, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %567 = func.call @dynamic_update_index_in_dim_9(%iterArg_298, %544#23, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %568 = func.call @dynamic_update_index_in_dim_9(%iterArg_299, %544#24, %iterArg_274) : (tensor<2x8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
      %569 = func.call @dynamic_update_index_in_dim_10(%iterArg_300, %544#25, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %570 = func.call @dynamic_update_index_in_dim_11(%iterArg_301, %544#26, %iterArg_274) : (tensor<2x8x64x32xi1>, tensor<8x64x32xi1>, tensor<i32>) -> tensor<2x8x64x32xi1>
      %571 = func.call @dynamic_update_index_in_dim_10(%iterArg_302, %544#27, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %572 = func.call @dynamic_update_index_in_dim_10(%iterArg_303, %544#28, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %573 = func.call @dynamic_update_index_in_dim_10(%iterArg_304, %544#29, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %574 = func.call @dynamic_update_index_in_dim_10(%iterArg_305, %544#30, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %575 = func.call @dynamic_update_index_in_dim_10(%iterArg_306, %544#31, %iterArg_274) : (tensor<2x8x64x32xf32>, tensor<8x64x32xf32>, tensor<i32>) -> tensor<2x8x64x32xf32>
      %576 = func.call @dynamic_update_index_in_dim(%iterArg_307, %544#32, %iterArg_274) : (tensor<2x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<2x8x64x128xf32>
      %577 = func.call @dynamic_update_index_in_dim_14(%iterArg_308, %544#33, %iterArg_274) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %578 = func.call @dynamic_update_index_in_dim_14(%iterArg_309, %544#34, %iterArg_274) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %579 = func.call @dynamic_update_index_in_dim_15(%iterArg_310, %544#35, %iterArg_274) : (tensor<2x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<2x8x64x512xf32>
      %580 = func.call @dynamic_update_index_in_dim_14(%iterArg_311, %544#36, %iterArg_274) : (tensor<2x8x64x1xf32>, tensor<8x64x1xf32>, tensor<i32>) -> tensor<2x8x64x1xf32>
      %581 = func.call @dynamic_update_index_in_dim_15(%iterArg_312, %544#37, %iterArg_274) : (tensor<2x8x64x512xf32>, tensor<8x64x512xf32>, tensor<i32>) -> tensor<2x8x64x512xf32>
      %c_313 = stablehlo.constant dense<1> : tensor<i32>
      %582 = stablehlo.add %iterArg_274, %c_313 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_200, %iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_206, %iterArg_207, %iterArg_208, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %iterArg_245, %iterArg_246, %iterArg_247, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %582, %544#0, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580, %581 : tensor<2x8x64xi32>, tensor<2xi32>, tensor<512x128xbf16>, tensor<1x1x128xf32>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<128x128xbf16>, tensor<1x1x128xf32>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>, tensor<1x1x128xf32>, tensor<128x64xbf16>, tensor<128x64xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<128x128xbf16>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<128x128xbf16>, tensor<1x1x128xf32>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>, tensor<1x1x128xf32>, tensor<128x512xbf16>, tensor<1x1x128xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<1x64x1x8xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<1x1x128xf32>, tensor<128x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<32x128xf32>, tensor<1x1x128xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<2x8x64x128xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>
    }
    %cst_99 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %250 = stablehlo.divide %249#76, %cst_99 : tensor<f32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %251 = stablehlo.divide %cst_100, %cst_101 : tensor<f32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %c_112 = stablehlo.constant dense<0> : tensor<i32>
    %262:58 = stablehlo.while(%iterArg = %249#77, %iterArg_200 = %249#78, %iterArg_201 = %249#79, %iterArg_202 = %249#80, %iterArg_203 = %249#81, %iterArg_204 = %249#82, %iterArg_205 = %249#83, %iterArg_206 = %249#84, %iterArg_207 = %249#85, %iterArg_208 = %249#86, %iterArg_209 = %249#87, %iterArg_210 = %249#88, %iterArg_211 = %249#89, %iterArg_212 = %249#90, %iterArg_213 = %249#91, %iterArg_214 = %249#92, %iterArg_215 = %249#93, %iterArg_216 = %249#94, %iterArg_217 = %249#95, %iterArg_218 = %249#96, %iterArg_219 = %249#97, %iterArg_220 = %249#98, %iterArg_221 = %249#99, %iterArg_222 = %249#100, %iterArg_223 = %249#101, %iterArg_224 = %249#102, %iterArg_225 = %249#103, %iterArg_226 = %249#104, %iterArg_227 = %249#105, %iterArg_228 = %249#106, %iterArg_229 = %249#107, %iterArg_230 = %249#108, %iterArg_231 = %249#109, %iterArg_232 = %249#110, %iterArg_233 = %249#111, %iterArg_234 = %249#112, %iterArg_235 = %249#113, %iterArg_236 = %200, %iterArg_237 = %202, %iterArg_238 = %arg27, %iterArg_239 = %arg21, %iterArg_240 = %205, %iterArg_241 = %207, %iterArg_242 = %arg22, %iterArg_243 = %211, %iterArg_244 = %arg20, %iterArg_245 = %c_112, %iterArg_246 = %252, %iterArg_247 = %253, %iterArg_248 = %254, %iterArg_249 = %255, %iterArg_250 = %256, %iterArg_251 = %257, %iterArg_252 = %258, %iterArg_253 = %259, %iterArg_254 = %260, %iterArg_255 = %261, %iterArg_256 = %251) : tensor<2x8x64x128xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<32x128xf32>, tensor<1x1x128xf32>, tensor<128x512xbf16>, tensor<i32>, tensor<128x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x128xf32>, tensor<f32>
    cond {
      %c_257 = stablehlo.constant dense<2> : tensor<i32>
      %542 = stablehlo.compare LT, %iterArg_245, %c_257, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %542 : tensor<i1>
    } do {
      %c_257 = stablehlo.constant dense<2> : tensor<i32>
      %542 = stablehlo.subtract %c_257, %iterArg_245 : tensor<i32>
      %c_258 = stablehlo.constant dense<1> : tensor<i32>
      %543 = stablehlo.subtract %542, %c_258 : tensor<i32>
      %544 = func.call @dynamic_index_in_dim_16(%iterArg, %543) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %545 = func.call @dynamic_index_in_dim_17(%iterArg_200, %543) : (tensor<2x8x64x32x1xf32>, tensor<i32>) -> tensor<8x64x32x1xf32>
      %546 = func.call @dynamic_index_in_dim_18(%iterArg_201, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %547 = func.call @dynamic_index_in_dim_18(%iterArg_202, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %548 = func.call @dynamic_index_in_dim_18(%iterArg_203, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %549 = func.call @dynamic_index_in_dim_18(%iterArg_204, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %550 = func.call @dynamic_index_in_dim_18(%iterArg_205, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %551 = func.call @dynamic_index_in_dim_18(%iterArg_206, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %552 = func.call @dynamic_index_in_dim_19(%iterArg_207, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %553 = func.call @dynamic_index_in_dim_20(%iterArg_208, %543) : (tensor<2x8x64x32xi1>, tensor<i32>) -> tensor<8x64x32xi1>
      %554 = func.call @dynamic_index_in_dim_19(%iterArg_209, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %555 = func.call @dynamic_index_in_dim_19(%iterArg_210, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %556 = func.call @dynamic_index_in_dim_19(%iterArg_211, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %557 = func.call @dynamic_index_in_dim_19(%iterArg_212, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %558 = func.call @dynamic_index_in_dim_19(%iterArg_213, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %559 = func.call @dynamic_index_in_dim_21(%iterArg_214, %543) : (tensor<2x8x64x256xbf16>, tensor<i32>) -> tensor<8x64x256xbf16>
      %560 = func.call @dynamic_index_in_dim_22(%iterArg_215, %543) : (tensor<2x8x64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %561 = func.call @dynamic_index_in_dim_17(%iterArg_216, %543) : (tensor<2x8x64x32x1xf32>, tensor<i32>) -> tensor<8x64x32x1xf32>
      %562 = func.call @dynamic_index_in_dim_18(%iterArg_217, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %563 = func.call @dynamic_index_in_dim_18(%iterArg_218, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %564 = func.call @dynamic_index_in_dim_18(%iterArg_219, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %565 = func.call @dynamic_index_in_dim_18(%iterArg_220, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %566 = func.call @dynamic_index_in_dim_18(%iterArg_221, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %567 = func.call @dynamic_index_in_dim_18(%iterArg_222, %543) : (tensor<2x8x64x32x8xf32>, tensor<i32>) -> tensor<8x64x32x8xf32>
      %568 = func.call @dynamic_index_in_dim_19(%iterArg_223, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %569 = func.call @dynamic_index_in_dim_20(%iterArg_224, %543) : (tensor<2x8x64x32xi1>, tensor<i32>) -> tensor<8x64x32xi1>
      %570 = func.call @dynamic_index_in_dim_19(%iterArg_225, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %571 = func.call @dynamic_index_in_dim_19(%iterArg_226, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %572 = func.call @dynamic_index_in_dim_19(%iterArg_227, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %573 = func.call @dynamic_index_in_dim_19(%iterArg_228, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %574 = func.call @dynamic_index_in_dim_19(%iterArg_229, %543) : (tensor<2x8x64x32xf32>, tensor<i32>) -> tensor<8x64x32xf32>
      %575 = func.call @dynamic_index_in_dim_16(%iterArg_230, %543) : (tensor<2x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %576 = func.call @dynamic_index_in_dim_23(%iterArg_231, %543) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %577 = func.call @dynamic_index_in_dim_23(%iterArg_232, %543) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %578 = func.call @dynamic_index_in_dim_24(%iterArg_233, %543) : (tensor<2x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %579 = func.call @dynamic_index_in_dim_23(%iterArg_234, %543) : (tensor<2x8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
      %580 = func.call @dynamic_index_in_dim_24(%iterArg_235, %543) : (tensor<2x8x64x512xf32>, tensor<i32>) -> tensor<8x64x512xf32>
      %581:11 = func.call @closed_call_25(%iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %iterArg_246, %iterArg_247, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, %579, %580) : (tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<32x128xf32>, tensor<1x1x128xf32>, tensor<128x512xbf16>, tensor<128x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x128xf32>, tensor<f32>, tensor<8x64x128xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>) -> (tensor<128x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x128xf32>, tensor<f32>)
      %c_259 = stablehlo.constant dense<1> : tensor<i32>
      %582 = stablehlo.add %iterArg_245, %c_259 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_200, %iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_206, %iterArg_207, %iterArg_208, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %582, %581#0, %581#1, %581#2, %581#3, %581#4, %581#5, %581#6, %581#7, %581#8, %581#9, %581#10 : tensor<2x8x64x128xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x256xbf16>, tensor<2x8x64x256xf32>, tensor<2x8x64x32x1xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32x8xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xi1>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x32xf32>, tensor<2x8x64x128xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>, tensor<2x8x64x1xf32>, tensor<2x8x64x512xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>, tensor<32x128xf32>, tensor<1x1x128xf32>, tensor<128x512xbf16>, tensor<i32>, tensor<128x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x128xf32>, tensor<f32>
    }
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %264 = stablehlo.multiply %263, %262#52 : tensor<256x32xf32>
    %cst_114 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %266 = stablehlo.multiply %265, %arg32 : tensor<256x32xf32>
    %267 = stablehlo.add %264, %266 : tensor<256x32xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %269 = stablehlo.multiply %268, %262#56 : tensor<32x128xf32>
    %cst_116 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %271 = stablehlo.multiply %270, %arg33 : tensor<32x128xf32>
    %272 = stablehlo.add %269, %271 : tensor<32x128xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %274 = stablehlo.multiply %273, %262#54 : tensor<32x8xf32>
    %cst_118 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %276 = stablehlo.multiply %275, %arg34 : tensor<32x8xf32>
    %277 = stablehlo.add %274, %276 : tensor<32x8xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %279 = stablehlo.multiply %278, %262#53 : tensor<32x8xf32>
    %cst_120 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %281 = stablehlo.multiply %280, %arg35 : tensor<32x8xf32>
    %282 = stablehlo.add %279, %281 : tensor<32x8xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %284 = stablehlo.multiply %283, %262#55 : tensor<32x8xf32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %286 = stablehlo.multiply %285, %arg36 : tensor<32x8xf32>
    %287 = stablehlo.add %284, %286 : tensor<32x8xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %289 = stablehlo.multiply %288, %262#47 : tensor<128x32xf32>
    %cst_124 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %291 = stablehlo.multiply %290, %arg37 : tensor<128x32xf32>
    %292 = stablehlo.add %289, %291 : tensor<128x32xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %294 = stablehlo.multiply %293, %262#51 : tensor<32x256xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %296 = stablehlo.multiply %295, %arg38 : tensor<32x256xf32>
    %297 = stablehlo.add %294, %296 : tensor<32x256xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %299 = stablehlo.multiply %298, %262#49 : tensor<32x8xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %301 = stablehlo.multiply %300, %arg39 : tensor<32x8xf32>
    %302 = stablehlo.add %299, %301 : tensor<32x8xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %304 = stablehlo.multiply %303, %262#48 : tensor<32x8xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %306 = stablehlo.multiply %305, %arg40 : tensor<32x8xf32>
    %307 = stablehlo.add %304, %306 : tensor<32x8xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %309 = stablehlo.multiply %308, %262#50 : tensor<32x8xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %311 = stablehlo.multiply %310, %arg41 : tensor<32x8xf32>
    %312 = stablehlo.add %309, %311 : tensor<32x8xf32>
    %313 = stablehlo.multiply %262#52, %262#52 : tensor<256x32xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<256x32xf32>
    %cst_134 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %317 = stablehlo.multiply %316, %arg42 : tensor<256x32xf32>
    %318 = stablehlo.add %315, %317 : tensor<256x32xf32>
    %319 = stablehlo.multiply %262#56, %262#56 : tensor<32x128xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %321 = stablehlo.multiply %320, %319 : tensor<32x128xf32>
    %cst_136 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %323 = stablehlo.multiply %322, %arg43 : tensor<32x128xf32>
    %324 = stablehlo.add %321, %323 : tensor<32x128xf32>
    %325 = stablehlo.multiply %262#54, %262#54 : tensor<32x8xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %327 = stablehlo.multiply %326, %325 : tensor<32x8xf32>
    %cst_138 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %329 = stablehlo.multiply %328, %arg44 : tensor<32x8xf32>
    %330 = stablehlo.add %327, %329 : tensor<32x8xf32>
    %331 = stablehlo.multiply %262#53, %262#53 : tensor<32x8xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %333 = stablehlo.multiply %332, %331 : tensor<32x8xf32>
    %cst_140 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %335 = stablehlo.multiply %334, %arg45 : tensor<32x8xf32>
    %336 = stablehlo.add %333, %335 : tensor<32x8xf32>
    %337 = stablehlo.multiply %262#55, %262#55 : tensor<32x8xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %339 = stablehlo.multiply %338, %337 : tensor<32x8xf32>
    %cst_142 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %341 = stablehlo.multiply %340, %arg46 : tensor<32x8xf32>
    %342 = stablehlo.add %339, %341 : tensor<32x8xf32>
    %343 = stablehlo.multiply %262#47, %262#47 : tensor<128x32xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %345 = stablehlo.multiply %344, %343 : tensor<128x32xf32>
    %cst_144 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %347 = stablehlo.multiply %346, %arg47 : tensor<128x32xf32>
    %348 = stablehlo.add %345, %347 : tensor<128x32xf32>
    %349 = stablehlo.multiply %262#51, %262#51 : tensor<32x256xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<32x256xf32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %353 = stablehlo.multiply %352, %arg48 : tensor<32x256xf32>
    %354 = stablehlo.add %351, %353 : tensor<32x256xf32>
    %355 = stablehlo.multiply %262#49, %262#49 : tensor<32x8xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %357 = stablehlo.multiply %356, %355 : tensor<32x8xf32>
    %cst_148 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %359 = stablehlo.multiply %358, %arg49 : tensor<32x8xf32>
    %360 = stablehlo.add %357, %359 : tensor<32x8xf32>
    %361 = stablehlo.multiply %262#48, %262#48 : tensor<32x8xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %363 = stablehlo.multiply %362, %361 : tensor<32x8xf32>
    %cst_150 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %365 = stablehlo.multiply %364, %arg50 : tensor<32x8xf32>
    %366 = stablehlo.add %363, %365 : tensor<32x8xf32>
    %367 = stablehlo.multiply %262#50, %262#50 : tensor<32x8xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %369 = stablehlo.multiply %368, %367 : tensor<32x8xf32>
    %cst_152 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %371 = stablehlo.multiply %370, %arg51 : tensor<32x8xf32>
    %372 = stablehlo.add %369, %371 : tensor<32x8xf32>
    %c_153 = stablehlo.constant dense<2147483647> : tensor<i32>
    %373 = stablehlo.compare LT, %arg31, %c_153, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_154 = stablehlo.constant dense<1> : tensor<i32>
    %374 = stablehlo.add %arg31, %c_154 : tensor<i32>
    %c_155 = stablehlo.constant dense<2147483647> : tensor<i32>
    %375 = call @_where_27(%373, %374, %c_155) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %376 = stablehlo.convert %375 : (tensor<i32>) -> tensor<f32>
    %377 = stablehlo.power %cst_156, %376 : tensor<f32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %378 = stablehlo.subtract %cst_157, %377 : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %380 = stablehlo.divide %267, %379 : tensor<256x32xf32>
    %381 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %382 = stablehlo.divide %272, %381 : tensor<32x128xf32>
    %383 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %384 = stablehlo.divide %277, %383 : tensor<32x8xf32>
    %385 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %386 = stablehlo.divide %282, %385 : tensor<32x8xf32>
    %387 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %388 = stablehlo.divide %287, %387 : tensor<32x8xf32>
    %389 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %390 = stablehlo.divide %292, %389 : tensor<128x32xf32>
    %391 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %392 = stablehlo.divide %297, %391 : tensor<32x256xf32>
    %393 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %394 = stablehlo.divide %302, %393 : tensor<32x8xf32>
    %395 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %396 = stablehlo.divide %307, %395 : tensor<32x8xf32>
    %397 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %398 = stablehlo.divide %312, %397 : tensor<32x8xf32>
    %cst_158 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %399 = stablehlo.convert %375 : (tensor<i32>) -> tensor<f32>
    %400 = stablehlo.power %cst_158, %399 : tensor<f32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %401 = stablehlo.subtract %cst_159, %400 : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %403 = stablehlo.divide %318, %402 : tensor<256x32xf32>
    %404 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %405 = stablehlo.divide %324, %404 : tensor<32x128xf32>
    %406 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %407 = stablehlo.divide %330, %406 : tensor<32x8xf32>
    %408 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %409 = stablehlo.divide %336, %408 : tensor<32x8xf32>
    %410 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %411 = stablehlo.divide %342, %410 : tensor<32x8xf32>
    %412 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %413 = stablehlo.divide %348, %412 : tensor<128x32xf32>
    %414 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %415 = stablehlo.divide %354, %414 : tensor<32x256xf32>
    %416 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %417 = stablehlo.divide %360, %416 : tensor<32x8xf32>
    %418 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %419 = stablehlo.divide %366, %418 : tensor<32x8xf32>
    %420 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %421 = stablehlo.divide %372, %420 : tensor<32x8xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %423 = stablehlo.add %403, %422 : tensor<256x32xf32>
    %424 = stablehlo.sqrt %423 : tensor<256x32xf32>
    %cst_161 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %426 = stablehlo.add %424, %425 : tensor<256x32xf32>
    %427 = stablehlo.divide %380, %426 : tensor<256x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %429 = stablehlo.add %405, %428 : tensor<32x128xf32>
    %430 = stablehlo.sqrt %429 : tensor<32x128xf32>
    %cst_163 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %432 = stablehlo.add %430, %431 : tensor<32x128xf32>
    %433 = stablehlo.divide %382, %432 : tensor<32x128xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %435 = stablehlo.add %407, %434 : tensor<32x8xf32>
    %436 = stablehlo.sqrt %435 : tensor<32x8xf32>
    %cst_165 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %438 = stablehlo.add %436, %437 : tensor<32x8xf32>
    %439 = stablehlo.divide %384, %438 : tensor<32x8xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %441 = stablehlo.add %409, %440 : tensor<32x8xf32>
    %442 = stablehlo.sqrt %441 : tensor<32x8xf32>
    %cst_167 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %444 = stablehlo.add %442, %443 : tensor<32x8xf32>
    %445 = stablehlo.divide %386, %444 : tensor<32x8xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %447 = stablehlo.add %411, %446 : tensor<32x8xf32>
    %448 = stablehlo.sqrt %447 : tensor<32x8xf32>
    %cst_169 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %450 = stablehlo.add %448, %449 : tensor<32x8xf32>
    %451 = stablehlo.divide %388, %450 : tensor<32x8xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %453 = stablehlo.add %413, %452 : tensor<128x32xf32>
    %454 = stablehlo.sqrt %453 : tensor<128x32xf32>
    %cst_171 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %456 = stablehlo.add %454, %455 : tensor<128x32xf32>
    %457 = stablehlo.divide %390, %456 : tensor<128x32xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %459 = stablehlo.add %415, %458 : tensor<32x256xf32>
    %460 = stablehlo.sqrt %459 : tensor<32x256xf32>
    %cst_173 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %462 = stablehlo.add %460, %461 : tensor<32x256xf32>
    %463 = stablehlo.divide %392, %462 : tensor<32x256xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %465 = stablehlo.add %417, %464 : tensor<32x8xf32>
    %466 = stablehlo.sqrt %465 : tensor<32x8xf32>
    %cst_175 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %468 = stablehlo.add %466, %467 : tensor<32x8xf32>
    %469 = stablehlo.divide %394, %468 : tensor<32x8xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %471 = stablehlo.add %419, %470 : tensor<32x8xf32>
    %472 = stablehlo.sqrt %471 : tensor<32x8xf32>
    %cst_177 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %474 = stablehlo.add %472, %473 : tensor<32x8xf32>
    %475 = stablehlo.divide %396, %474 : tensor<32x8xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %477 = stablehlo.add %421, %476 : tensor<32x8xf32>
    %478 = stablehlo.sqrt %477 : tensor<32x8xf32>
    %cst_179 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %480 = stablehlo.add %478, %479 : tensor<32x8xf32>
    %481 = stablehlo.divide %398, %480 : tensor<32x8xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %483 = stablehlo.multiply %482, %arg21 : tensor<256x32xf32>
    %484 = stablehlo.add %427, %483 : tensor<256x32xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %486 = stablehlo.multiply %485, %arg22 : tensor<32x128xf32>
    %487 = stablehlo.add %433, %486 : tensor<32x128xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %489 = stablehlo.multiply %488, %arg23 : tensor<32x8xf32>
    %490 = stablehlo.add %439, %489 : tensor<32x8xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %492 = stablehlo.multiply %491, %arg24 : tensor<32x8xf32>
    %493 = stablehlo.add %445, %492 : tensor<32x8xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %495 = stablehlo.multiply %494, %arg25 : tensor<32x8xf32>
    %496 = stablehlo.add %451, %495 : tensor<32x8xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %498 = stablehlo.multiply %497, %arg26 : tensor<128x32xf32>
    %499 = stablehlo.add %457, %498 : tensor<128x32xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %501 = stablehlo.multiply %500, %arg27 : tensor<32x256xf32>
    %502 = stablehlo.add %463, %501 : tensor<32x256xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %504 = stablehlo.multiply %503, %arg28 : tensor<32x8xf32>
    %505 = stablehlo.add %469, %504 : tensor<32x8xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %507 = stablehlo.multiply %506, %arg29 : tensor<32x8xf32>
    %508 = stablehlo.add %475, %507 : tensor<32x8xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %510 = stablehlo.multiply %509, %arg30 : tensor<32x8xf32>
    %511 = stablehlo.add %481, %510 : tensor<32x8xf32>
    %cst_190 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %513 = stablehlo.multiply %512, %484 : tensor<256x32xf32>
    %cst_191 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %515 = stablehlo.multiply %514, %487 : tensor<32x128xf32>
    %cst_192 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %517 = stablehlo.multiply %516, %490 : tensor<32x8xf32>
    %cst_193 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %519 = stablehlo.multiply %518, %493 : tensor<32x8xf32>
    %cst_194 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %521 = stablehlo.multiply %520, %496 : tensor<32x8xf32>
    %cst_195 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %523 = stablehlo.multiply %522, %499 : tensor<128x32xf32>
    %cst_196 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %525 = stablehlo.multiply %524, %502 : tensor<32x256xf32>
    %cst_197 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %527 = stablehlo.multiply %526, %505 : tensor<32x8xf32>
    %cst_198 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %529 = stablehlo.multiply %528, %508 : tensor<32x8xf32>
    %cst_199 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %531 = stablehlo.multiply %530, %511 : tensor<32x8xf32>
    %532 = stablehlo.add %arg21, %513 : tensor<256x32xf32>
    %533 = stablehlo.add %arg22, %515 : tensor<32x128xf32>
    %534 = stablehlo.add %arg23, %517 : tensor<32x8xf32>
    %535 = stablehlo.add %arg24, %519 : tensor<32x8xf32>
    %536 = stablehlo.add %arg25, %521 : tensor<32x8xf32>
    %537 = stablehlo.add %arg26, %523 : tensor<128x32xf32>
    %538 = stablehlo.add %arg27, %525 : tensor<32x256xf32>
    %539 = stablehlo.add %arg28, %527 : tensor<32x8xf32>
    %540 = stablehlo.add %arg29, %529 : tensor<32x8xf32>
    %541 = stablehlo.add %arg30, %531 : tensor<32x8xf32>
    return %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %375, %267, %272, %277, %282, %287, %292, %297, %302, %307, %312, %318, %324, %330, %336, %342, %348, %354, %360, %366, %372, %250 : tensor<256x32xf32>, tensor<32x128xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<128x32xf32>, tensor<32x256xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<256x32xf32>, tensor<32x128xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<128x32xf32>, tensor<32x256xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<256x32xf32>, tensor<32x128xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<128x32xf32>, tensor<32x256xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    return %1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
  }
  func.func private @_uniform(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<1x1x1xf32>, tensor<1x1x1xf32>) {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    return %2, %4 : tensor<1x1x1xf32>, tensor<1x1x1xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x8x64xi32>, %arg1: tensor<i32>) -> tensor<8x64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 64] : (tensor<2x8x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64xi32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<512x128xbf16>, %arg1: tensor<1x1x128xf32>, %arg2: tensor<128x64xbf16>, %arg3: tensor<128x64xbf16>, %arg4: tensor<1x64x1x8xf32>, %arg5: tensor<1x64x1x8xf32>, %arg6: tensor<128x128xbf16>, %arg7: tensor<1x64x1x8xf32>, %arg8: tensor<1x64x1x8xf32>, %arg9: tensor<8x4x2x64x64xi1>, %arg10: tensor<8x4x2x64x64xf32>, %arg11: tensor<128x128xbf16>, %arg12: tensor<1x1x128xf32>, %arg13: tensor<128x256xbf16>, %arg14: tensor<128x256xbf16>, %arg15: tensor<256x128xbf16>, %arg16: tensor<1x1x128xf32>, %arg17: tensor<128x64xbf16>, %arg18: tensor<128x64xbf16>, %arg19: tensor<1x64x1x8xf32>, %arg20: tensor<1x64x1x8xf32>, %arg21: tensor<128x128xbf16>, %arg22: tensor<1x64x1x8xf32>, %arg23: tensor<1x64x1x8xf32>, %arg24: tensor<8x4x2x64x64xi1>, %arg25: tensor<8x4x2x64x64xf32>, %arg26: tensor<128x128xbf16>, %arg27: tensor<1x1x128xf32>, %arg28: tensor<128x256xbf16>, %arg29: tensor<128x256xbf16>, %arg30: tensor<256x128xbf16>, %arg31: tensor<1x1x128xf32>, %arg32: tensor<128x512xbf16>, %arg33: tensor<1x1x128xf32>, %arg34: tensor<1x64x1x8xf32>, %arg35: tensor<1x64x1x8xf32>, %arg36: tensor<1x64x1x8xf32>, %arg37: tensor<1x64x1x8xf32>, %arg38: tensor<8x4x2x64x64xi1>, %arg39: tensor<8x4x2x64x64xf32>, %arg40: tensor<1x1x128xf32>, %arg41: tensor<1x1x128xf32>, %arg42: tensor<1x64x1x8xf32>, %arg43: tensor<1x64x1x8xf32>, %arg44: tensor<1x64x1x8xf32>, %arg45: tensor<1x64x1x8xf32>, %arg46: tensor<8x4x2x64x64xi1>, %arg47: tensor<8x4x2x64x64xf32>, %arg48: tensor<1x1x128xf32>, %arg49: tensor<128x32xf32>, %arg50: tensor<1x1x32x8xf32>, %arg51: tensor<1x1x32x8xf32>, %arg52: tensor<1x1x32x8xf32>, %arg53: tensor<2xui32>, %arg54: tensor<1x1x1xf32>, %arg55: tensor<1x1x1xf32>, %arg56: tensor<32x256xf32>, %arg57: tensor<256x32xf32>, %arg58: tensor<1x1x32x8xf32>, %arg59: tensor<1x1x32x8xf32>, %arg60: tensor<1x1x32x8xf32>, %arg61: tensor<1x1x1xf32>, %arg62: tensor<1x1x1xf32>, %arg63: tensor<32x128xf32>, %arg64: tensor<1x1x128xf32>, %arg65: tensor<f32>, %arg66: tensor<f32>, %arg67: tensor<f32>, %arg68: tensor<f32>, %arg69: tensor<f32>, %arg70: tensor<f32>, %arg71: tensor<f32>, %arg72: tensor<f32>, %arg73: tensor<f32>, %arg74: tensor<8x64xi32>, %arg75: tensor<i32>) -> (tensor<f32>, tensor<8x64x128xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>) {
    %0 = call @_take(%arg74, %arg0) : (tensor<8x64xi32>, tensor<512x128xbf16>) -> tensor<8x64x128xbf16>
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
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<8x64x128xf32>
    %16 = stablehlo.convert %15 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %17 = stablehlo.dot_general %16, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %20 = stablehlo.dot_general %16, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %23 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %26 = stablehlo.convert %19 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %27 = stablehlo.slice %26 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %28 = stablehlo.slice %26 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x64x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<8x64x8x8xf32>
    %33 = stablehlo.subtract %30, %32 : tensor<8x64x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %35 = stablehlo.multiply %28, %34 : tensor<8x64x8x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<8x64x8x8xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x64x8x8xf32>
    %39 = stablehlo.concatenate %33, %38, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %40 = stablehlo.convert %39 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %41 = stablehlo.convert %22 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %42 = stablehlo.slice %41 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %43 = stablehlo.slice %41 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %44 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<8x64x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<8x64x4x8xf32>
    %48 = stablehlo.subtract %45, %47 : tensor<8x64x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %50 = stablehlo.multiply %43, %49 : tensor<8x64x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
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
    %62 = call @_where_2(%61, %arg9, %arg10) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
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
    %78 = stablehlo.dot_general %77, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %80 = stablehlo.add %2, %79 : tensor<8x64x128xbf16>
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
    %92 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<8x64x128xf32>
    %94 = stablehlo.convert %93 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %95 = stablehlo.dot_general %94, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %96 = stablehlo.dot_general %94, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %97 = call @silu(%95) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %98 = stablehlo.multiply %97, %96 : tensor<8x64x256xbf16>
    %99 = stablehlo.dot_general %98, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %101 = stablehlo.add %80, %100 : tensor<8x64x128xbf16>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %103 = stablehlo.convert %102 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %104 = stablehlo.multiply %103, %103 : tensor<8x64x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %108 = stablehlo.divide %106, %107 : tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %110 = stablehlo.add %108, %109 : tensor<8x64x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<8x64x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %113 = stablehlo.multiply %103, %112 : tensor<8x64x128xf32>
    %114 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<8x64x128xf32>
    %116 = stablehlo.convert %115 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %117 = stablehlo.dot_general %116, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %118 = sdy.sharding_constraint %117 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %119 = stablehlo.reshape %118 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %120 = stablehlo.dot_general %116, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %121 = sdy.sharding_constraint %120 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %122 = stablehlo.reshape %121 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %123 = stablehlo.dot_general %116, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %125 = stablehlo.reshape %124 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %126 = stablehlo.convert %119 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %127 = stablehlo.slice %126 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %128 = stablehlo.slice %126 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %130 = stablehlo.multiply %127, %129 : tensor<8x64x8x8xf32>
    %131 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %132 = stablehlo.multiply %128, %131 : tensor<8x64x8x8xf32>
    %133 = stablehlo.subtract %130, %132 : tensor<8x64x8x8xf32>
    %134 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %135 = stablehlo.multiply %128, %134 : tensor<8x64x8x8xf32>
    %136 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<8x64x8x8xf32>
    %138 = stablehlo.add %135, %137 : tensor<8x64x8x8xf32>
    %139 = stablehlo.concatenate %133, %138, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %140 = stablehlo.convert %139 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %141 = stablehlo.convert %122 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %142 = stablehlo.slice %141 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %143 = stablehlo.slice %141 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %144 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %145 = stablehlo.multiply %142, %144 : tensor<8x64x4x8xf32>
    %146 = stablehlo.broadcast_in_dim %arg20, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<8x64x4x8xf32>
    %148 = stablehlo.subtract %145, %147 : tensor<8x64x4x8xf32>
    %149 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %150 = stablehlo.multiply %143, %149 : tensor<8x64x4x8xf32>
    %151 = stablehlo.broadcast_in_dim %arg20, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %152 = stablehlo.multiply %142, %151 : tensor<8x64x4x8xf32>
    %153 = stablehlo.add %150, %152 : tensor<8x64x4x8xf32>
    %154 = stablehlo.concatenate %148, %153, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %155 = stablehlo.convert %154 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %156 = stablehlo.reshape %140 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %157 = stablehlo.dot_general %155, %156, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %158 = stablehlo.transpose %157, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %160 = stablehlo.multiply %158, %159 : tensor<8x4x2x64x64xbf16>
    %161 = stablehlo.convert %160 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %162 = call @_where_2(%161, %arg24, %arg25) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_13) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %165 = stablehlo.maximum %164, %163 : tensor<8x4x2x64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %168 = stablehlo.subtract %162, %167 : tensor<8x4x2x64x64xf32>
    %169 = stablehlo.exponential %168 : tensor<8x4x2x64x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_15) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %173 = stablehlo.divide %169, %172 : tensor<8x4x2x64x64xf32>
    %174 = stablehlo.convert %173 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %175 = stablehlo.dot_general %125, %174, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %176 = stablehlo.transpose %175, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %177 = stablehlo.reshape %176 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %178 = stablehlo.dot_general %177, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %179 = sdy.sharding_constraint %178 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %180 = stablehlo.add %102, %179 : tensor<8x64x128xbf16>
    %181 = stablehlo.convert %180 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %182 = stablehlo.multiply %181, %181 : tensor<8x64x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_17 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %186 = stablehlo.divide %184, %185 : tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %188 = stablehlo.add %186, %187 : tensor<8x64x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<8x64x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %191 = stablehlo.multiply %181, %190 : tensor<8x64x128xf32>
    %192 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<8x64x128xf32>
    %194 = stablehlo.convert %193 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %195 = stablehlo.dot_general %194, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %196 = stablehlo.dot_general %194, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %197 = call @silu(%195) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %198 = stablehlo.multiply %197, %196 : tensor<8x64x256xbf16>
    %199 = stablehlo.dot_general %198, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %200 = sdy.sharding_constraint %199 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %201 = stablehlo.add %180, %200 : tensor<8x64x128xbf16>
    %202 = stablehlo.convert %201 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %203 = stablehlo.multiply %202, %202 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %207 = stablehlo.divide %205, %206 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %209 = stablehlo.add %207, %208 : tensor<8x64x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<8x64x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %212 = stablehlo.multiply %202, %211 : tensor<8x64x128xf32>
    %213 = stablehlo.broadcast_in_dim %arg31, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<8x64x128xf32>
    %215 = stablehlo.convert %214 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %216 = stablehlo.dot_general %215, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %217 = stablehlo.convert %216 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %218 = call @_take(%arg74, %arg0) : (tensor<8x64xi32>, tensor<512x128xbf16>) -> tensor<8x64x128xbf16>
    %219 = sdy.sharding_constraint %218 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %220 = sdy.sharding_constraint %219 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %221 = stablehlo.convert %220 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %222 = stablehlo.multiply %221, %221 : tensor<8x64x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_23 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %228 = stablehlo.add %226, %227 : tensor<8x64x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<8x64x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %231 = stablehlo.multiply %221, %230 : tensor<8x64x128xf32>
    %232 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<8x64x128xf32>
    %234 = stablehlo.convert %233 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %235 = stablehlo.dot_general %234, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %236 = sdy.sharding_constraint %235 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %237 = stablehlo.reshape %236 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %238 = stablehlo.dot_general %234, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %239 = sdy.sharding_constraint %238 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %240 = stablehlo.reshape %239 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %241 = stablehlo.dot_general %234, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %242 = sdy.sharding_constraint %241 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %243 = stablehlo.reshape %242 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %244 = stablehlo.convert %237 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %245 = stablehlo.slice %244 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %246 = stablehlo.slice %244 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %247 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<8x64x8x8xf32>
    %249 = stablehlo.broadcast_in_dim %arg37, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<8x64x8x8xf32>
    %251 = stablehlo.subtract %248, %250 : tensor<8x64x8x8xf32>
    %252 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %253 = stablehlo.multiply %246, %252 : tensor<8x64x8x8xf32>
    %254 = stablehlo.broadcast_in_dim %arg37, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %255 = stablehlo.multiply %245, %254 : tensor<8x64x8x8xf32>
    %256 = stablehlo.add %253, %255 : tensor<8x64x8x8xf32>
    %257 = stablehlo.concatenate %251, %256, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %258 = stablehlo.convert %257 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %259 = stablehlo.convert %240 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %260 = stablehlo.slice %259 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %261 = stablehlo.slice %259 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %262 = stablehlo.broadcast_in_dim %arg34, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %263 = stablehlo.multiply %260, %262 : tensor<8x64x4x8xf32>
    %264 = stablehlo.broadcast_in_dim %arg35, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %265 = stablehlo.multiply %261, %264 : tensor<8x64x4x8xf32>
    %266 = stablehlo.subtract %263, %265 : tensor<8x64x4x8xf32>
    %267 = stablehlo.broadcast_in_dim %arg34, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %268 = stablehlo.multiply %261, %267 : tensor<8x64x4x8xf32>
    %269 = stablehlo.broadcast_in_dim %arg35, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %270 = stablehlo.multiply %260, %269 : tensor<8x64x4x8xf32>
    %271 = stablehlo.add %268, %270 : tensor<8x64x4x8xf32>
    %272 = stablehlo.concatenate %266, %271, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %273 = stablehlo.convert %272 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %274 = stablehlo.reshape %258 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %275 = stablehlo.dot_general %273, %274, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %276 = stablehlo.transpose %275, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_25 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %277 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %278 = stablehlo.multiply %276, %277 : tensor<8x4x2x64x64xbf16>
    %279 = stablehlo.convert %278 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %280 = call @_where_2(%279, %arg38, %arg39) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_26) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %283 = stablehlo.maximum %282, %281 : tensor<8x4x2x64xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %286 = stablehlo.subtract %280, %285 : tensor<8x4x2x64x64xf32>
    %287 = stablehlo.exponential %286 : tensor<8x4x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %291 = stablehlo.divide %287, %290 : tensor<8x4x2x64x64xf32>
    %292 = stablehlo.convert %291 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %293 = stablehlo.dot_general %243, %292, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %294 = stablehlo.transpose %293, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %295 = stablehlo.reshape %294 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %296 = stablehlo.dot_general %295, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %297 = sdy.sharding_constraint %296 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %298 = stablehlo.add %220, %297 : tensor<8x64x128xbf16>
    %299 = stablehlo.convert %298 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %300 = stablehlo.multiply %299, %299 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %306 = stablehlo.add %304, %305 : tensor<8x64x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<8x64x1xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %309 = stablehlo.multiply %299, %308 : tensor<8x64x128xf32>
    %310 = stablehlo.broadcast_in_dim %arg40, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<8x64x128xf32>
    %312 = stablehlo.convert %311 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %313 = stablehlo.dot_general %312, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %314 = stablehlo.dot_general %312, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %315 = call @silu(%313) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %316 = stablehlo.multiply %315, %314 : tensor<8x64x256xbf16>
    %317 = stablehlo.dot_general %316, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %318 = sdy.sharding_constraint %317 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %319 = stablehlo.add %298, %318 : tensor<8x64x128xbf16>
    %320 = sdy.sharding_constraint %319 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %321 = stablehlo.convert %320 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %322 = stablehlo.multiply %321, %321 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %326 = stablehlo.divide %324, %325 : tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %328 = stablehlo.add %326, %327 : tensor<8x64x1xf32>
    %329 = stablehlo.rsqrt %328 : tensor<8x64x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %331 = stablehlo.multiply %321, %330 : tensor<8x64x128xf32>
    %332 = stablehlo.broadcast_in_dim %arg41, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<8x64x128xf32>
    %334 = stablehlo.convert %333 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %335 = stablehlo.dot_general %334, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %336 = sdy.sharding_constraint %335 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %337 = stablehlo.reshape %336 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %338 = stablehlo.dot_general %334, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %339 = sdy.sharding_constraint %338 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %340 = stablehlo.reshape %339 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %341 = stablehlo.dot_general %334, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %342 = sdy.sharding_constraint %341 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %343 = stablehlo.reshape %342 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %344 = stablehlo.convert %337 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %345 = stablehlo.slice %344 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %346 = stablehlo.slice %344 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %347 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %348 = stablehlo.multiply %345, %347 : tensor<8x64x8x8xf32>
    %349 = stablehlo.broadcast_in_dim %arg45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %350 = stablehlo.multiply %346, %349 : tensor<8x64x8x8xf32>
    %351 = stablehlo.subtract %348, %350 : tensor<8x64x8x8xf32>
    %352 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %353 = stablehlo.multiply %346, %352 : tensor<8x64x8x8xf32>
    %354 = stablehlo.broadcast_in_dim %arg45, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %355 = stablehlo.multiply %345, %354 : tensor<8x64x8x8xf32>
    %356 = stablehlo.add %353, %355 : tensor<8x64x8x8xf32>
    %357 = stablehlo.concatenate %351, %356, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %358 = stablehlo.convert %357 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %359 = stablehlo.convert %340 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %360 = stablehlo.slice %359 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %361 = stablehlo.slice %359 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %362 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %363 = stablehlo.multiply %360, %362 : tensor<8x64x4x8xf32>
    %364 = stablehlo.broadcast_in_dim %arg43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %365 = stablehlo.multiply %361, %364 : tensor<8x64x4x8xf32>
    %366 = stablehlo.subtract %363, %365 : tensor<8x64x4x8xf32>
    %367 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %368 = stablehlo.multiply %361, %367 : tensor<8x64x4x8xf32>
    %369 = stablehlo.broadcast_in_dim %arg43, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %370 = stablehlo.multiply %360, %369 : tensor<8x64x4x8xf32>
    %371 = stablehlo.add %368, %370 : tensor<8x64x4x8xf32>
    %372 = stablehlo.concatenate %366, %371, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %373 = stablehlo.convert %372 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %374 = stablehlo.reshape %358 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %375 = stablehlo.dot_general %373, %374, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %376 = stablehlo.transpose %375, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_35 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %377 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %378 = stablehlo.multiply %376, %377 : tensor<8x4x2x64x64xbf16>
    %379 = stablehlo.convert %378 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %380 = call @_where_2(%379, %arg46, %arg47) : (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %383 = stablehlo.maximum %382, %381 : tensor<8x4x2x64xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %386 = stablehlo.subtract %380, %385 : tensor<8x4x2x64x64xf32>
    %387 = stablehlo.exponential %386 : tensor<8x4x2x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %391 = stablehlo.divide %387, %390 : tensor<8x4x2x64x64xf32>
    %392 = stablehlo.convert %391 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %393 = stablehlo.dot_general %343, %392, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %394 = stablehlo.transpose %393, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %395 = stablehlo.reshape %394 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %396 = stablehlo.dot_general %395, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %397 = sdy.sharding_constraint %396 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %398 = stablehlo.add %320, %397 : tensor<8x64x128xbf16>
    %399 = stablehlo.convert %398 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %400 = stablehlo.multiply %399, %399 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%400 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %404 = stablehlo.divide %402, %403 : tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %406 = stablehlo.add %404, %405 : tensor<8x64x1xf32>
    %407 = stablehlo.rsqrt %406 : tensor<8x64x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %409 = stablehlo.multiply %399, %408 : tensor<8x64x128xf32>
    %410 = stablehlo.broadcast_in_dim %arg48, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<8x64x128xf32>
    %412 = stablehlo.convert %411 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %413 = stablehlo.dot_general %412, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %414 = stablehlo.convert %412 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %415 = stablehlo.dot_general %414, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x32xf32>) -> tensor<8x64x32xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<8x64x32xf32>) -> tensor<8x64x32x1xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<8x64x32x1xf32>) -> tensor<8x64x32x8xf32>
    %418 = stablehlo.broadcast_in_dim %arg50, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<8x64x32x8xf32>
    %420 = stablehlo.broadcast_in_dim %arg51, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %421 = stablehlo.add %419, %420 : tensor<8x64x32x8xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<8x64x32x8xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<8x64x32x8xf32>
    %424 = stablehlo.multiply %421, %421 : tensor<8x64x32x8xf32>
    %cst_42 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %426 = stablehlo.multiply %425, %424 : tensor<8x64x32x8xf32>
    %cst_43 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %428 = stablehlo.multiply %427, %423 : tensor<8x64x32x8xf32>
    %429 = stablehlo.add %421, %428 : tensor<8x64x32x8xf32>
    %cst_44 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %431 = stablehlo.multiply %430, %429 : tensor<8x64x32x8xf32>
    %432 = stablehlo.tanh %431 : tensor<8x64x32x8xf32>
    %433 = stablehlo.broadcast_in_dim %arg65, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %434 = stablehlo.subtract %433, %432 : tensor<8x64x32x8xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %436 = stablehlo.add %435, %432 : tensor<8x64x32x8xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %438 = stablehlo.multiply %437, %436 : tensor<8x64x32x8xf32>
    %439 = stablehlo.multiply %421, %438 : tensor<8x64x32x8xf32>
    %440 = stablehlo.broadcast_in_dim %arg52, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<8x64x32x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<8x64x32xf32>
    %443 = stablehlo.negate %442 : tensor<8x64x32xf32>
    %444 = stablehlo.exponential %443 : tensor<8x64x32xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %446 = stablehlo.add %445, %444 : tensor<8x64x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %448 = stablehlo.divide %447, %446 : tensor<8x64x32xf32>
    %449 = stablehlo.broadcast_in_dim %arg66, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %450 = stablehlo.subtract %449, %448 : tensor<8x64x32xf32>
    %451 = stablehlo.multiply %448, %450 : tensor<8x64x32xf32>
    %c = stablehlo.constant dense<1000> : tensor<i32>
    %452 = stablehlo.multiply %arg75, %c : tensor<i32>
    %c_50 = stablehlo.constant dense<10> : tensor<i32>
    %453 = stablehlo.add %452, %c_50 : tensor<i32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %454 = stablehlo.add %453, %c_51 : tensor<i32>
    %455 = stablehlo.convert %454 : (tensor<i32>) -> tensor<ui32>
    %456 = call @_threefry_fold_in(%arg53, %455) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %457 = call @_uniform_4(%456, %arg54, %arg55) : (tensor<2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<8x64x32xf32>
    %458 = stablehlo.abs %448 : tensor<8x64x32xf32>
    %459 = stablehlo.broadcast_in_dim %arg67, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %460 = stablehlo.compare GE, %448, %459, FLOAT : (tensor<8x64x32xf32>, tensor<8x64x32xf32>) -> tensor<8x64x32xi1>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %462 = stablehlo.power %458, %461 : tensor<8x64x32xf32>
    %463 = stablehlo.broadcast_in_dim %arg68, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %464 = stablehlo.power %458, %463 : tensor<8x64x32xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %466 = stablehlo.multiply %465, %464 : tensor<8x64x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%462 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.add %cst_55, %467 : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %470 = stablehlo.subtract %469, %448 : tensor<8x64x32xf32>
    %471 = stablehlo.multiply %470, %457 : tensor<8x64x32xf32>
    %472 = stablehlo.add %448, %471 : tensor<8x64x32xf32>
    %473 = stablehlo.multiply %415, %472 : tensor<8x64x32xf32>
    %474 = stablehlo.dot_general %473, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<32x256xf32>) -> tensor<8x64x256xf32>
    %475 = stablehlo.convert %474 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %476 = call @silu(%413) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %477 = stablehlo.multiply %476, %475 : tensor<8x64x256xbf16>
    %478 = stablehlo.convert %477 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %479 = stablehlo.dot_general %478, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x32xf32>) -> tensor<8x64x32xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<8x64x32xf32>) -> tensor<8x64x32x1xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<8x64x32x1xf32>) -> tensor<8x64x32x8xf32>
    %482 = stablehlo.broadcast_in_dim %arg58, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<8x64x32x8xf32>
    %484 = stablehlo.broadcast_in_dim %arg59, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %485 = stablehlo.add %483, %484 : tensor<8x64x32x8xf32>
    %486 = stablehlo.multiply %485, %485 : tensor<8x64x32x8xf32>
    %487 = stablehlo.multiply %486, %485 : tensor<8x64x32x8xf32>
    %488 = stablehlo.multiply %485, %485 : tensor<8x64x32x8xf32>
    %cst_57 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %490 = stablehlo.multiply %489, %488 : tensor<8x64x32x8xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %492 = stablehlo.multiply %491, %487 : tensor<8x64x32x8xf32>
    %493 = stablehlo.add %485, %492 : tensor<8x64x32x8xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %495 = stablehlo.multiply %494, %493 : tensor<8x64x32x8xf32>
    %496 = stablehlo.tanh %495 : tensor<8x64x32x8xf32>
    %497 = stablehlo.broadcast_in_dim %arg69, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %498 = stablehlo.subtract %497, %496 : tensor<8x64x32x8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %500 = stablehlo.add %499, %496 : tensor<8x64x32x8xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %502 = stablehlo.multiply %501, %500 : tensor<8x64x32x8xf32>
    %503 = stablehlo.multiply %485, %502 : tensor<8x64x32x8xf32>
    %504 = stablehlo.broadcast_in_dim %arg60, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %505 = stablehlo.multiply %503, %504 : tensor<8x64x32x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<8x64x32xf32>
    %507 = stablehlo.negate %506 : tensor<8x64x32xf32>
    %508 = stablehlo.exponential %507 : tensor<8x64x32xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %510 = stablehlo.add %509, %508 : tensor<8x64x32xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %512 = stablehlo.divide %511, %510 : tensor<8x64x32xf32>
    %513 = stablehlo.broadcast_in_dim %arg70, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %514 = stablehlo.subtract %513, %512 : tensor<8x64x32xf32>
    %515 = stablehlo.multiply %512, %514 : tensor<8x64x32xf32>
    %c_65 = stablehlo.constant dense<1000> : tensor<i32>
    %516 = stablehlo.multiply %arg75, %c_65 : tensor<i32>
    %c_66 = stablehlo.constant dense<10> : tensor<i32>
    %517 = stablehlo.add %516, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %518 = stablehlo.add %517, %c_67 : tensor<i32>
    %519 = stablehlo.convert %518 : (tensor<i32>) -> tensor<ui32>
    %520 = call @_threefry_fold_in(%arg53, %519) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %521 = call @_uniform_4(%520, %arg61, %arg62) : (tensor<2xui32>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<8x64x32xf32>
    %522 = stablehlo.abs %512 : tensor<8x64x32xf32>
    %523 = stablehlo.broadcast_in_dim %arg71, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %524 = stablehlo.compare GE, %512, %523, FLOAT : (tensor<8x64x32xf32>, tensor<8x64x32xf32>) -> tensor<8x64x32xi1>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %526 = stablehlo.power %522, %525 : tensor<8x64x32xf32>
    %527 = stablehlo.broadcast_in_dim %arg72, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %528 = stablehlo.power %522, %527 : tensor<8x64x32xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<8x64x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%526 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x32xf32>, tensor<f32>) -> tensor<f32>
    %532 = stablehlo.add %468, %531 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %534 = stablehlo.subtract %533, %512 : tensor<8x64x32xf32>
    %535 = stablehlo.multiply %534, %521 : tensor<8x64x32xf32>
    %536 = stablehlo.add %512, %535 : tensor<8x64x32xf32>
    %537 = stablehlo.multiply %479, %536 : tensor<8x64x32xf32>
    %538 = stablehlo.dot_general %537, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<32x128xf32>) -> tensor<8x64x128xf32>
    %539 = stablehlo.convert %538 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %540 = sdy.sharding_constraint %539 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %541 = stablehlo.add %398, %540 : tensor<8x64x128xbf16>
    %542 = stablehlo.convert %541 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %543 = stablehlo.multiply %542, %542 : tensor<8x64x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%543 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_73 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %547 = stablehlo.divide %545, %546 : tensor<8x64x1xf32>
    %cst_74 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %549 = stablehlo.add %547, %548 : tensor<8x64x1xf32>
    %550 = stablehlo.rsqrt %549 : tensor<8x64x1xf32>
    %551 = stablehlo.divide %550, %549 : tensor<8x64x1xf32>
    %cst_75 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %553 = stablehlo.multiply %552, %551 : tensor<8x64x1xf32>
    %554 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %555 = stablehlo.multiply %542, %554 : tensor<8x64x128xf32>
    %556 = stablehlo.broadcast_in_dim %arg64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<8x64x128xf32>
    %558 = stablehlo.convert %557 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %559 = stablehlo.dot_general %558, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %560 = stablehlo.convert %559 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %561 = stablehlo.reduce(%217 init: %cst_76) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %563 = stablehlo.maximum %562, %561 : tensor<8x64xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %566 = stablehlo.subtract %217, %565 : tensor<8x64x512xf32>
    %567 = stablehlo.exponential %566 : tensor<8x64x512xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %571 = stablehlo.divide %567, %570 : tensor<8x64x512xf32>
    %572 = call @log_softmax(%217) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %573:3 = call @log_softmax_7(%560) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x1xf32>)
    %574 = stablehlo.subtract %572, %573#0 : tensor<8x64x512xf32>
    %575 = stablehlo.multiply %571, %574 : tensor<8x64x512xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%575 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<f32>
    %577 = stablehlo.add %arg73, %576 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %578 = stablehlo.multiply %cst_80, %532 : tensor<f32>
    %579 = stablehlo.add %577, %578 : tensor<f32>
    return %579, %414, %416, %426, %432, %434, %438, %421, %439, %451, %460, %466, %457, %472, %415, %473, %476, %478, %480, %490, %496, %498, %502, %485, %503, %515, %524, %530, %521, %536, %479, %537, %542, %553, %550, %573#1, %573#2, %571 : tensor<f32>, tensor<8x64x128xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x256xbf16>, tensor<8x64x256xf32>, tensor<8x64x32x1xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32x8xf32>, tensor<8x64x32xf32>, tensor<8x64x32xi1>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>, tensor<8x64x128xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>
  }
  func.func private @_take(%arg0: tensor<8x64xi32>, %arg1: tensor<512x128xbf16>) -> tensor<8x64x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x64xi32>
    %4 = call @_where_1(%1, %3, %arg0) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
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
    %13 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xbf16>
    return %16 : tensor<8x64x128xbf16>
  }
  func.func private @_where_1(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_where_2(%arg0: tensor<8x4x2x64x64xf32>, %arg1: tensor<8x4x2x64x64xi1>, %arg2: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
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
      %7:8 = func.call @closed_call_3(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call_3(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @_uniform_4(%arg0: tensor<2xui32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x1x1xf32>) -> tensor<8x64x32xf32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<8x64x32xui64>
    %5 = stablehlo.iota dim = 1 : tensor<8x64x32xui64>
    %6 = stablehlo.iota dim = 2 : tensor<8x64x32xui64>
    %c = stablehlo.constant dense<2048> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x64x32xui64>
    %8 = stablehlo.multiply %7, %4 : tensor<8x64x32xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x64x32xui64>
    %10 = stablehlo.multiply %9, %5 : tensor<8x64x32xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x64x32xui64>
    %12 = stablehlo.multiply %11, %6 : tensor<8x64x32xui64>
    %13 = stablehlo.add %8, %10 : tensor<8x64x32xui64>
    %14 = stablehlo.add %13, %12 : tensor<8x64x32xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x64x32xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8x64x32xui64>
    %17 = stablehlo.convert %14 : (tensor<8x64x32xui64>) -> tensor<8x64x32xui32>
    %18 = stablehlo.convert %16 : (tensor<8x64x32xui64>) -> tensor<8x64x32xui32>
    %19:2 = call @threefry2x32_5(%1, %3, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<8x64x32xui32>, tensor<8x64x32xui32>) -> (tensor<8x64x32xui32>, tensor<8x64x32xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x64x32xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x64x32xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x64x32xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x64x32xui32>) -> tensor<8x64x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x64x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x32xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8x64x32xf32>
    %30 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x32xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x64x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x64x32xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x64x32xf32>
    return %33 : tensor<8x64x32xf32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x64x32xui32>, %arg3: tensor<8x64x32xui32>) -> (tensor<8x64x32xui32>, tensor<8x64x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x64x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x64x32xui32>, tensor<8x64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x64x32xui32>, tensor<8x64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x64x32xui32>, tensor<8x64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x64x32xui32>, tensor<8x64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x64x32xui32>, tensor<8x64x32xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<8x64x32xui32>, %arg2: tensor<8x64x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x64x32xui32>, tensor<8x64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x64x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x64x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x64x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x64x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x64x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x64x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x64x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x64x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x64x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x64x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x64x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x64x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x64x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x64x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x64x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x64x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x64x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x64x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x64x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x64x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x64x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x64x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x64x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x64x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x64x32xui32>, tensor<8x64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @log_softmax(%arg0: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x512xf32>
    %6 = stablehlo.exponential %5 : tensor<8x64x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.log %8 : tensor<8x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x64x512xf32>
    return %11 : tensor<8x64x512xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x512xf32>
    %6 = stablehlo.exponential %5 : tensor<8x64x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.log %8 : tensor<8x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x64x512xf32>
    return %11, %6, %8 : tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x64x128xf32>, %arg1: tensor<8x64x128xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xf32>) -> tensor<1x8x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x128xf32>, tensor<1x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x128xf32>
    return %1 : tensor<2x8x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<2x8x64x32x1xf32>, %arg1: tensor<8x64x32x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x32x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x64x32x1xf32>) -> tensor<1x8x64x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x64x32x1xf32>, tensor<1x8x64x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x32x1xf32>
    return %1 : tensor<2x8x64x32x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<2x8x64x32x8xf32>, %arg1: tensor<8x64x32x8xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x32x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x64x32x8xf32>) -> tensor<1x8x64x32x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x64x32x8xf32>, tensor<1x8x64x32x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x32x8xf32>
    return %1 : tensor<2x8x64x32x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<2x8x64x32xf32>, %arg1: tensor<8x64x32xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x32xf32>) -> tensor<1x8x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x32xf32>, tensor<1x8x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x32xf32>
    return %1 : tensor<2x8x64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<2x8x64x32xi1>, %arg1: tensor<8x64x32xi1>, %arg2: tensor<i32>) -> tensor<2x8x64x32xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x32xi1>) -> tensor<1x8x64x32xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x32xi1>, tensor<1x8x64x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x32xi1>
    return %1 : tensor<2x8x64x32xi1>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<i32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xbf16>) -> tensor<1x8x64x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x256xbf16>, tensor<1x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x256xbf16>
    return %1 : tensor<2x8x64x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<8x64x256xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xf32>) -> tensor<1x8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x256xf32>, tensor<1x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x256xf32>
    return %1 : tensor<2x8x64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<2x8x64x1xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x1xf32>) -> tensor<1x8x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x1xf32>, tensor<1x8x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x1xf32>
    return %1 : tensor<2x8x64x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x8x64x512xf32>, %arg1: tensor<8x64x512xf32>, %arg2: tensor<i32>) -> tensor<2x8x64x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x512xf32>) -> tensor<1x8x64x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x64x512xf32>, tensor<1x8x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x512xf32>
    return %1 : tensor<2x8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<2x8x64x128xf32>, %arg1: tensor<i32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<2x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xf32>) -> tensor<8x64x128xf32>
    return %1 : tensor<8x64x128xf32>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<2x8x64x32x1xf32>, %arg1: tensor<i32>) -> tensor<8x64x32x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 64, 32, 1] : (tensor<2x8x64x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x32x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x32x1xf32>) -> tensor<8x64x32x1xf32>
    return %1 : tensor<8x64x32x1xf32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<2x8x64x32x8xf32>, %arg1: tensor<i32>) -> tensor<8x64x32x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 64, 32, 8] : (tensor<2x8x64x32x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x32x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x32x8xf32>) -> tensor<8x64x32x8xf32>
    return %1 : tensor<8x64x32x8xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<2x8x64x32xf32>, %arg1: tensor<i32>) -> tensor<8x64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 32] : (tensor<2x8x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x32xf32>) -> tensor<8x64x32xf32>
    return %1 : tensor<8x64x32xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<2x8x64x32xi1>, %arg1: tensor<i32>) -> tensor<8x64x32xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 32] : (tensor<2x8x64x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x32xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x32xi1>) -> tensor<8x64x32xi1>
    return %1 : tensor<8x64x32xi1>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<2x8x64x256xbf16>, %arg1: tensor<i32>) -> tensor<8x64x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<2x8x64x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xbf16>) -> tensor<8x64x256xbf16>
    return %1 : tensor<8x64x256xbf16>
  }
  func.func private @dynamic_index_in_dim_22(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<i32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<2x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xf32>) -> tensor<8x64x256xf32>
    return %1 : tensor<8x64x256xf32>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<2x8x64x1xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 1] : (tensor<2x8x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x1xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @dynamic_index_in_dim_24(%arg0: tensor<2x8x64x512xf32>, %arg1: tensor<i32>) -> tensor<8x64x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 512] : (tensor<2x8x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x512xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @closed_call_25(%arg0: tensor<1x1x32x8xf32>, %arg1: tensor<1x1x32x8xf32>, %arg2: tensor<32x256xf32>, %arg3: tensor<256x32xf32>, %arg4: tensor<1x1x32x8xf32>, %arg5: tensor<1x1x32x8xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<1x1x128xf32>, %arg8: tensor<128x512xbf16>, %arg9: tensor<128x32xf32>, %arg10: tensor<32x8xf32>, %arg11: tensor<32x8xf32>, %arg12: tensor<32x8xf32>, %arg13: tensor<32x256xf32>, %arg14: tensor<256x32xf32>, %arg15: tensor<32x8xf32>, %arg16: tensor<32x8xf32>, %arg17: tensor<32x8xf32>, %arg18: tensor<32x128xf32>, %arg19: tensor<f32>, %arg20: tensor<8x64x128xf32>, %arg21: tensor<8x64x32x1xf32>, %arg22: tensor<8x64x32x8xf32>, %arg23: tensor<8x64x32x8xf32>, %arg24: tensor<8x64x32x8xf32>, %arg25: tensor<8x64x32x8xf32>, %arg26: tensor<8x64x32x8xf32>, %arg27: tensor<8x64x32x8xf32>, %arg28: tensor<8x64x32xf32>, %arg29: tensor<8x64x32xi1>, %arg30: tensor<8x64x32xf32>, %arg31: tensor<8x64x32xf32>, %arg32: tensor<8x64x32xf32>, %arg33: tensor<8x64x32xf32>, %arg34: tensor<8x64x32xf32>, %arg35: tensor<8x64x256xbf16>, %arg36: tensor<8x64x256xf32>, %arg37: tensor<8x64x32x1xf32>, %arg38: tensor<8x64x32x8xf32>, %arg39: tensor<8x64x32x8xf32>, %arg40: tensor<8x64x32x8xf32>, %arg41: tensor<8x64x32x8xf32>, %arg42: tensor<8x64x32x8xf32>, %arg43: tensor<8x64x32x8xf32>, %arg44: tensor<8x64x32xf32>, %arg45: tensor<8x64x32xi1>, %arg46: tensor<8x64x32xf32>, %arg47: tensor<8x64x32xf32>, %arg48: tensor<8x64x32xf32>, %arg49: tensor<8x64x32xf32>, %arg50: tensor<8x64x32xf32>, %arg51: tensor<8x64x128xf32>, %arg52: tensor<8x64x1xf32>, %arg53: tensor<8x64x1xf32>, %arg54: tensor<8x64x512xf32>, %arg55: tensor<8x64x1xf32>, %arg56: tensor<8x64x512xf32>) -> (tensor<128x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x128xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.multiply %cst, %arg19 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2 = stablehlo.multiply %arg56, %1 : tensor<8x64x512xf32>
    %3 = stablehlo.negate %2 : tensor<8x64x512xf32>
    %4 = call @log_softmax_26(%arg54, %arg55, %3) : (tensor<8x64x512xf32>, tensor<8x64x1xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.convert %4 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %6 = stablehlo.dot_general %5, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %7 = stablehlo.convert %6 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %8 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<8x64x128xf32>
    %10 = stablehlo.multiply %arg51, %9 : tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %arg53, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<8x64x128xf32>
    %15 = stablehlo.multiply %12, %arg52 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %20 = stablehlo.multiply %arg51, %19 : tensor<8x64x128xf32>
    %21 = stablehlo.add %14, %20 : tensor<8x64x128xf32>
    %22 = stablehlo.multiply %19, %arg51 : tensor<8x64x128xf32>
    %23 = stablehlo.add %21, %22 : tensor<8x64x128xf32>
    %24 = stablehlo.convert %23 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %26 = stablehlo.convert %25 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %27 = stablehlo.dot_general %26, %arg50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x32xf32>) -> tensor<128x32xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %29 = stablehlo.add %arg18, %28 : tensor<32x128xf32>
    %30 = stablehlo.dot_general %26, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<32x128xf32>) -> tensor<8x64x32xf32>
    %31 = stablehlo.multiply %arg49, %30 : tensor<8x64x32xf32>
    %32 = stablehlo.multiply %30, %arg48 : tensor<8x64x32xf32>
    %33 = stablehlo.multiply %31, %arg47 : tensor<8x64x32xf32>
    %34 = stablehlo.negate %33 : tensor<8x64x32xf32>
    %35 = stablehlo.add %31, %34 : tensor<8x64x32xf32>
    %36 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %37 = stablehlo.multiply %36, %arg46 : tensor<8x64x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %39 = stablehlo.select %arg45, %38, %37 : tensor<8x64x32xi1>, tensor<8x64x32xf32>
    %40 = stablehlo.select %arg45, %37, %38 : tensor<8x64x32xi1>, tensor<8x64x32xf32>
    %41 = stablehlo.add %35, %40 : tensor<8x64x32xf32>
    %42 = stablehlo.negate %39 : tensor<8x64x32xf32>
    %43 = stablehlo.add %41, %42 : tensor<8x64x32xf32>
    %44 = stablehlo.multiply %43, %arg44 : tensor<8x64x32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<8x64x32xf32>) -> tensor<8x64x32x8xf32>
    %46 = stablehlo.multiply %arg43, %45 : tensor<8x64x32x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %49 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %50 = stablehlo.multiply %45, %49 : tensor<8x64x32x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%48 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %52 = stablehlo.add %arg17, %51 : tensor<32x8xf32>
    %53 = stablehlo.multiply %arg42, %50 : tensor<8x64x32x8xf32>
    %54 = stablehlo.multiply %50, %arg41 : tensor<8x64x32x8xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<8x64x32x8xf32>
    %57 = stablehlo.multiply %56, %arg40 : tensor<8x64x32x8xf32>
    %58 = stablehlo.multiply %57, %arg39 : tensor<8x64x32x8xf32>
    %59 = stablehlo.add %57, %58 : tensor<8x64x32x8xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<8x64x32x8xf32>
    %62 = stablehlo.add %54, %61 : tensor<8x64x32x8xf32>
    %cst_8 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %64 = stablehlo.multiply %63, %61 : tensor<8x64x32x8xf32>
    %65 = stablehlo.multiply %64, %arg38 : tensor<8x64x32x8xf32>
    %66 = stablehlo.add %62, %65 : tensor<8x64x32x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %70 = stablehlo.add %arg16, %69 : tensor<32x8xf32>
    %71 = stablehlo.broadcast_in_dim %arg37, dims = [0, 1, 2, 3] : (tensor<8x64x32x1xf32>) -> tensor<8x64x32x8xf32>
    %72 = stablehlo.multiply %71, %66 : tensor<8x64x32x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %75 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %76 = stablehlo.multiply %66, %75 : tensor<8x64x32x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<8x64x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<8x64x32xf32>) -> tensor<8x64x32x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%74 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %80 = stablehlo.add %arg15, %79 : tensor<32x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%78 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x64x32x1xf32>, tensor<f32>) -> tensor<8x64x32xf32>
    %82 = stablehlo.add %32, %81 : tensor<8x64x32xf32>
    %83 = stablehlo.dot_general %82, %arg36, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<8x64x256xf32>) -> tensor<32x256xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %85 = stablehlo.add %arg14, %84 : tensor<256x32xf32>
    %86 = stablehlo.dot_general %82, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<256x32xf32>) -> tensor<8x64x256xf32>
    %87 = stablehlo.convert %86 : (tensor<8x64x256xf32>) -> tensor<8x64x256xbf16>
    %88 = stablehlo.multiply %arg35, %87 : tensor<8x64x256xbf16>
    %89 = stablehlo.convert %88 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %90 = stablehlo.dot_general %89, %arg34, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x32xf32>) -> tensor<256x32xf32>
    %91 = stablehlo.transpose %90, dims = [1, 0] : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %92 = stablehlo.add %arg13, %91 : tensor<32x256xf32>
    %93 = stablehlo.dot_general %89, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<32x256xf32>) -> tensor<8x64x32xf32>
    %94 = stablehlo.multiply %arg33, %93 : tensor<8x64x32xf32>
    %95 = stablehlo.multiply %93, %arg32 : tensor<8x64x32xf32>
    %96 = stablehlo.multiply %94, %arg31 : tensor<8x64x32xf32>
    %97 = stablehlo.negate %96 : tensor<8x64x32xf32>
    %98 = stablehlo.add %94, %97 : tensor<8x64x32xf32>
    %99 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %100 = stablehlo.multiply %99, %arg30 : tensor<8x64x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x32xf32>
    %102 = stablehlo.select %arg29, %101, %100 : tensor<8x64x32xi1>, tensor<8x64x32xf32>
    %103 = stablehlo.select %arg29, %100, %101 : tensor<8x64x32xi1>, tensor<8x64x32xf32>
    %104 = stablehlo.add %98, %103 : tensor<8x64x32xf32>
    %105 = stablehlo.negate %102 : tensor<8x64x32xf32>
    %106 = stablehlo.add %104, %105 : tensor<8x64x32xf32>
    %107 = stablehlo.multiply %106, %arg28 : tensor<8x64x32xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x64x32xf32>) -> tensor<8x64x32x8xf32>
    %109 = stablehlo.multiply %arg27, %108 : tensor<8x64x32x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %112 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %113 = stablehlo.multiply %108, %112 : tensor<8x64x32x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%111 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %115 = stablehlo.add %arg12, %114 : tensor<32x8xf32>
    %116 = stablehlo.multiply %arg26, %113 : tensor<8x64x32x8xf32>
    %117 = stablehlo.multiply %113, %arg25 : tensor<8x64x32x8xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<8x64x32x8xf32>
    %120 = stablehlo.multiply %119, %arg24 : tensor<8x64x32x8xf32>
    %121 = stablehlo.multiply %120, %arg23 : tensor<8x64x32x8xf32>
    %122 = stablehlo.add %120, %121 : tensor<8x64x32x8xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<8x64x32x8xf32>
    %125 = stablehlo.add %117, %124 : tensor<8x64x32x8xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x32x8xf32>
    %127 = stablehlo.multiply %126, %124 : tensor<8x64x32x8xf32>
    %128 = stablehlo.multiply %127, %arg22 : tensor<8x64x32x8xf32>
    %129 = stablehlo.add %125, %128 : tensor<8x64x32x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %133 = stablehlo.add %arg11, %132 : tensor<32x8xf32>
    %134 = stablehlo.broadcast_in_dim %arg21, dims = [0, 1, 2, 3] : (tensor<8x64x32x1xf32>) -> tensor<8x64x32x8xf32>
    %135 = stablehlo.multiply %134, %129 : tensor<8x64x32x8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<32x8xf32>) -> tensor<1x1x32x8xf32>
    %138 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x32x8xf32>) -> tensor<8x64x32x8xf32>
    %139 = stablehlo.multiply %129, %138 : tensor<8x64x32x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x64x32x8xf32>, tensor<f32>) -> tensor<8x64x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<8x64x32xf32>) -> tensor<8x64x32x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%137 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %143 = stablehlo.add %arg10, %142 : tensor<32x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%141 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x64x32x1xf32>, tensor<f32>) -> tensor<8x64x32xf32>
    %145 = stablehlo.add %95, %144 : tensor<8x64x32xf32>
    %146 = stablehlo.dot_general %145, %arg20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<8x64x128xf32>) -> tensor<32x128xf32>
    %147 = stablehlo.transpose %146, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %148 = stablehlo.add %arg9, %147 : tensor<128x32xf32>
    return %148, %143, %133, %115, %92, %85, %80, %70, %52, %29, %arg19 : tensor<128x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x256xf32>, tensor<256x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x128xf32>, tensor<f32>
  }
  func.func private @log_softmax_26(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x64x512xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x64x512xf32>
    return %7 : tensor<8x64x512xf32>
  }
  func.func private @_where_27(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
