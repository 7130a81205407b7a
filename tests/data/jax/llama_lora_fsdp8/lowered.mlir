module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg4: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg6: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg8: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg10: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg11: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<256x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg13: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg14: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg15: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg17: tensor<128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg18: tensor<128x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg19: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 0 : i32}, %arg22: tensor<8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 1 : i32}, %arg23: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 2 : i32}, %arg24: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 3 : i32}, %arg25: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 4 : i32}, %arg26: tensor<8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 5 : i32}, %arg27: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 6 : i32}, %arg28: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 7 : i32}, %arg29: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 8 : i32}, %arg30: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 9 : i32}, %arg31: tensor<8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 10 : i32}, %arg32: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 11 : i32}, %arg33: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 12 : i32}, %arg34: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 13 : i32}, %arg35: tensor<8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 14 : i32}, %arg36: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 15 : i32}, %arg37: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 16 : i32}, %arg38: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 17 : i32}, %arg39: tensor<8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 18 : i32}, %arg40: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 19 : i32}, %arg41: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 20 : i32}, %arg42: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 21 : i32}, %arg43: tensor<8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 22 : i32}, %arg44: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>, tf.aliasing_output = 23 : i32}, %arg45: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 24 : i32}, %arg46: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg47: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<128x8xf32> {jax.result_info = "result[0][0]['q_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x128xf32> {jax.result_info = "result[0][0]['q_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[0][0]['v_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x64xf32> {jax.result_info = "result[0][0]['v_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[0][1]['q_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x128xf32> {jax.result_info = "result[0][1]['q_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[0][1]['v_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x64xf32> {jax.result_info = "result[0][1]['v_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128x8xf32> {jax.result_info = "result[1][0].mu[0]['q_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x128xf32> {jax.result_info = "result[1][0].mu[0]['q_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[1][0].mu[0]['v_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x64xf32> {jax.result_info = "result[1][0].mu[0]['v_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[1][0].mu[1]['q_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x128xf32> {jax.result_info = "result[1][0].mu[1]['q_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[1][0].mu[1]['v_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x64xf32> {jax.result_info = "result[1][0].mu[1]['v_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[1][0].nu[0]['q_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x128xf32> {jax.result_info = "result[1][0].nu[0]['q_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[1][0].nu[0]['v_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x64xf32> {jax.result_info = "result[1][0].nu[0]['v_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[1][0].nu[1]['q_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x128xf32> {jax.result_info = "result[1][0].nu[1]['q_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<128x8xf32> {jax.result_info = "result[1][0].nu[1]['v_proj_lora_a']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x64xf32> {jax.result_info = "result[1][0].nu[1]['v_proj_lora_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg47) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> tensor<8x64x128xbf16>
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
    %14 = stablehlo.convert %arg2 : (tensor<128xbf16>) -> tensor<128xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<8x64x128xf32>
    %18 = stablehlo.convert %17 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %19 = stablehlo.dot_general %18, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %20 = stablehlo.convert %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %21 = stablehlo.convert %arg21 : tensor<128x8xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %23 = stablehlo.dot_general %22, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x128xf32>) -> tensor<8x64x128xf32>
    %24 = stablehlo.convert %19 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %25 = stablehlo.add %24, %23 : tensor<8x64x128xf32>
    %26 = stablehlo.convert %25 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %28 = stablehlo.reshape %27 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %29 = stablehlo.dot_general %18, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %31 = stablehlo.reshape %30 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %32 = stablehlo.dot_general %18, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %33 = stablehlo.convert %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %34 = stablehlo.convert %arg23 : tensor<128x8xf32>
    %35 = stablehlo.dot_general %33, %34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %36 = stablehlo.dot_general %35, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64xf32>) -> tensor<8x64x64xf32>
    %37 = stablehlo.convert %32 : (tensor<8x64x64xbf16>) -> tensor<8x64x64xf32>
    %38 = stablehlo.add %37, %36 : tensor<8x64x64xf32>
    %39 = stablehlo.convert %38 : (tensor<8x64x64xf32>) -> tensor<8x64x64xbf16>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %41 = stablehlo.reshape %40 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %42 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.add %45, %44 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.divide %46, %47 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.power %49, %48 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.divide %51, %50 : tensor<8xf32>
    %53 = stablehlo.iota dim = 0 : tensor<64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %55 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<64x8xf32>
    %59 = stablehlo.sine %58 : tensor<64x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %61 = stablehlo.cosine %58 : tensor<64x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %63 = stablehlo.convert %28 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %64 = stablehlo.slice %63 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %65 = stablehlo.slice %63 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %67 = stablehlo.multiply %64, %66 : tensor<8x64x8x8xf32>
    %68 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<8x64x8x8xf32>
    %70 = stablehlo.subtract %67, %69 : tensor<8x64x8x8xf32>
    %71 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %72 = stablehlo.multiply %65, %71 : tensor<8x64x8x8xf32>
    %73 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %74 = stablehlo.multiply %64, %73 : tensor<8x64x8x8xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x64x8x8xf32>
    %76 = stablehlo.concatenate %70, %75, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %77 = stablehlo.convert %76 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %78 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.add %81, %80 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.divide %82, %83 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %86 = stablehlo.power %85, %84 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.divide %87, %86 : tensor<8xf32>
    %89 = stablehlo.iota dim = 0 : tensor<64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<64x8xf32>
    %95 = stablehlo.sine %94 : tensor<64x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %97 = stablehlo.cosine %94 : tensor<64x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %99 = stablehlo.convert %31 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %100 = stablehlo.slice %99 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %101 = stablehlo.slice %99 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %103 = stablehlo.multiply %100, %102 : tensor<8x64x4x8xf32>
    %104 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %105 = stablehlo.multiply %101, %104 : tensor<8x64x4x8xf32>
    %106 = stablehlo.subtract %103, %105 : tensor<8x64x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %108 = stablehlo.multiply %101, %107 : tensor<8x64x4x8xf32>
    %109 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %110 = stablehlo.multiply %100, %109 : tensor<8x64x4x8xf32>
    %111 = stablehlo.add %108, %110 : tensor<8x64x4x8xf32>
    %112 = stablehlo.concatenate %106, %111, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %113 = stablehlo.convert %112 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %114 = stablehlo.reshape %77 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %115 = stablehlo.dot_general %113, %114, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %116 = stablehlo.transpose %115, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %117 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %118 = stablehlo.multiply %116, %117 : tensor<8x4x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %119 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %120 = call @tril(%119) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %121 = stablehlo.convert %118 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %122 = call @_where_0(%120, %121, %cst_13) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<8x4x2x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %128 = stablehlo.subtract %122, %127 : tensor<8x4x2x64x64xf32>
    %129 = stablehlo.exponential %128 : tensor<8x4x2x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %133 = stablehlo.divide %129, %132 : tensor<8x4x2x64x64xf32>
    %134 = stablehlo.convert %133 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %135 = stablehlo.dot_general %41, %134, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %136 = stablehlo.transpose %135, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %137 = stablehlo.reshape %136 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %138 = stablehlo.dot_general %137, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %139 = sdy.sharding_constraint %138 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %140 = stablehlo.add %2, %139 : tensor<8x64x128xbf16>
    %141 = stablehlo.convert %140 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %142 = stablehlo.multiply %141, %141 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %146 = stablehlo.divide %144, %145 : tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %148 = stablehlo.add %146, %147 : tensor<8x64x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x64x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %151 = stablehlo.multiply %141, %150 : tensor<8x64x128xf32>
    %152 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<8x64x128xf32>
    %156 = stablehlo.convert %155 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %157 = stablehlo.dot_general %156, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %158 = stablehlo.dot_general %156, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %159 = call @silu(%157) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %160 = stablehlo.multiply %159, %158 : tensor<8x64x256xbf16>
    %161 = stablehlo.dot_general %160, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %162 = sdy.sharding_constraint %161 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %163 = stablehlo.add %140, %162 : tensor<8x64x128xbf16>
    %164 = sdy.sharding_constraint %163 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %165 = stablehlo.convert %164 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %166 = stablehlo.multiply %165, %165 : tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %170 = stablehlo.divide %168, %169 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %172 = stablehlo.add %170, %171 : tensor<8x64x1xf32>
    %173 = stablehlo.rsqrt %172 : tensor<8x64x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<8x64x128xf32>
    %176 = stablehlo.convert %arg11 : (tensor<128xbf16>) -> tensor<128xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %179 = stablehlo.multiply %175, %178 : tensor<8x64x128xf32>
    %180 = stablehlo.convert %179 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %181 = stablehlo.dot_general %180, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %182 = stablehlo.convert %180 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %183 = stablehlo.convert %arg25 : tensor<128x8xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %185 = stablehlo.dot_general %184, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x128xf32>) -> tensor<8x64x128xf32>
    %186 = stablehlo.convert %181 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %187 = stablehlo.add %186, %185 : tensor<8x64x128xf32>
    %188 = stablehlo.convert %187 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %189 = sdy.sharding_constraint %188 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %190 = stablehlo.reshape %189 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %191 = stablehlo.dot_general %180, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %193 = stablehlo.reshape %192 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %194 = stablehlo.dot_general %180, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %195 = stablehlo.convert %180 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %196 = stablehlo.convert %arg27 : tensor<128x8xf32>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %198 = stablehlo.dot_general %197, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64xf32>) -> tensor<8x64x64xf32>
    %199 = stablehlo.convert %194 : (tensor<8x64x64xbf16>) -> tensor<8x64x64xf32>
    %200 = stablehlo.add %199, %198 : tensor<8x64x64xf32>
    %201 = stablehlo.convert %200 : (tensor<8x64x64xf32>) -> tensor<8x64x64xbf16>
    %202 = sdy.sharding_constraint %201 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %203 = stablehlo.reshape %202 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %204 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.add %207, %206 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.divide %208, %209 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.power %211, %210 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %214 = stablehlo.divide %213, %212 : tensor<8xf32>
    %215 = stablehlo.iota dim = 0 : tensor<64xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %217 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<64x8xf32>
    %221 = stablehlo.sine %220 : tensor<64x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %223 = stablehlo.cosine %220 : tensor<64x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %225 = stablehlo.convert %190 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %226 = stablehlo.slice %225 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %227 = stablehlo.slice %225 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %228 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<8x64x8x8xf32>
    %230 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %231 = stablehlo.multiply %227, %230 : tensor<8x64x8x8xf32>
    %232 = stablehlo.subtract %229, %231 : tensor<8x64x8x8xf32>
    %233 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %234 = stablehlo.multiply %227, %233 : tensor<8x64x8x8xf32>
    %235 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %236 = stablehlo.multiply %226, %235 : tensor<8x64x8x8xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x64x8x8xf32>
    %238 = stablehlo.concatenate %232, %237, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %239 = stablehlo.convert %238 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %240 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %244 = stablehlo.add %243, %242 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %246 = stablehlo.divide %244, %245 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %248 = stablehlo.power %247, %246 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %250 = stablehlo.divide %249, %248 : tensor<8xf32>
    %251 = stablehlo.iota dim = 0 : tensor<64xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %253 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<64x8xf32>
    %257 = stablehlo.sine %256 : tensor<64x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %259 = stablehlo.cosine %256 : tensor<64x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %261 = stablehlo.convert %193 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %262 = stablehlo.slice %261 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %263 = stablehlo.slice %261 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %264 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %265 = stablehlo.multiply %262, %264 : tensor<8x64x4x8xf32>
    %266 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %267 = stablehlo.multiply %263, %266 : tensor<8x64x4x8xf32>
    %268 = stablehlo.subtract %265, %267 : tensor<8x64x4x8xf32>
    %269 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %270 = stablehlo.multiply %263, %269 : tensor<8x64x4x8xf32>
    %271 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %272 = stablehlo.multiply %262, %271 : tensor<8x64x4x8xf32>
    %273 = stablehlo.add %270, %272 : tensor<8x64x4x8xf32>
    %274 = stablehlo.concatenate %268, %273, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %275 = stablehlo.convert %274 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %276 = stablehlo.reshape %239 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %277 = stablehlo.dot_general %275, %276, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %278 = stablehlo.transpose %277, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_33 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %279 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %280 = stablehlo.multiply %278, %279 : tensor<8x4x2x64x64xbf16>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %281 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %282 = call @tril(%281) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %283 = stablehlo.convert %280 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %284 = call @_where_0(%282, %283, %cst_35) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %287 = stablehlo.maximum %286, %285 : tensor<8x4x2x64xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %290 = stablehlo.subtract %284, %289 : tensor<8x4x2x64x64xf32>
    %291 = stablehlo.exponential %290 : tensor<8x4x2x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %295 = stablehlo.divide %291, %294 : tensor<8x4x2x64x64xf32>
    %296 = stablehlo.convert %295 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %297 = stablehlo.dot_general %203, %296, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %298 = stablehlo.transpose %297, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %299 = stablehlo.reshape %298 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %300 = stablehlo.dot_general %299, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %301 = sdy.sharding_constraint %300 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %302 = stablehlo.add %164, %301 : tensor<8x64x128xbf16>
    %303 = stablehlo.convert %302 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %304 = stablehlo.multiply %303, %303 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %308 = stablehlo.divide %306, %307 : tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %310 = stablehlo.add %308, %309 : tensor<8x64x1xf32>
    %311 = stablehlo.rsqrt %310 : tensor<8x64x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %313 = stablehlo.multiply %303, %312 : tensor<8x64x128xf32>
    %314 = stablehlo.convert %arg15 : (tensor<128xbf16>) -> tensor<128xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %317 = stablehlo.multiply %313, %316 : tensor<8x64x128xf32>
    %318 = stablehlo.convert %317 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %319 = stablehlo.dot_general %318, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %320 = stablehlo.dot_general %318, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %321 = call @silu(%319) : (tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %322 = stablehlo.multiply %321, %320 : tensor<8x64x256xbf16>
    %323 = stablehlo.dot_general %322, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x128xbf16>) -> tensor<8x64x128xbf16>
    %324 = sdy.sharding_constraint %323 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %325 = stablehlo.add %302, %324 : tensor<8x64x128xbf16>
    %326 = stablehlo.convert %325 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %327 = stablehlo.multiply %326, %326 : tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %331 = stablehlo.divide %329, %330 : tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %333 = stablehlo.add %331, %332 : tensor<8x64x1xf32>
    %334 = stablehlo.rsqrt %333 : tensor<8x64x1xf32>
    %335 = stablehlo.divide %334, %333 : tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<8x64x1xf32>
    %338 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %339 = stablehlo.multiply %326, %338 : tensor<8x64x128xf32>
    %340 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %343 = stablehlo.multiply %339, %342 : tensor<8x64x128xf32>
    %344 = stablehlo.convert %343 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %345 = stablehlo.dot_general %344, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %346 = stablehlo.convert %345 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %347 = sdy.sharding_constraint %346 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %350 = stablehlo.maximum %349, %348 : tensor<8x64xf32>
    %351 = stablehlo.is_finite %350 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %353 = stablehlo.select %351, %350, %352 : tensor<8x64xi1>, tensor<8x64xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %356 = stablehlo.subtract %347, %355 : tensor<8x64x512xf32>
    %357 = stablehlo.exponential %356 : tensor<8x64x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.reduce(%357 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %359 = stablehlo.abs %358 : tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %361 = stablehlo.compare GE, %358, %360, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %362 = stablehlo.log %359 : tensor<8x64xf32>
    %363 = stablehlo.add %362, %353 : tensor<8x64xf32>
    %364 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %365:2 = call @take_along_axis(%347, %364) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %366 = stablehlo.reshape %365#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %367 = stablehlo.subtract %363, %366 : tensor<8x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %369 = stablehlo.divide %368, %cst_52 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_54 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %370 = stablehlo.divide %cst_53, %cst_54 : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %372 = stablehlo.negate %371 : tensor<8x64xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %374 = call @take_along_axis_1(%365#1, %373) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %375 = stablehlo.divide %371, %359 : tensor<8x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %377 = stablehlo.select %361, %376, %375 : tensor<8x64xi1>, tensor<8x64xf32>
    %378 = stablehlo.select %361, %375, %376 : tensor<8x64xi1>, tensor<8x64xf32>
    %379 = stablehlo.negate %377 : tensor<8x64xf32>
    %380 = stablehlo.add %378, %379 : tensor<8x64xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %382 = stablehlo.multiply %381, %357 : tensor<8x64x512xf32>
    %383 = stablehlo.add %374, %382 : tensor<8x64x512xf32>
    %384 = sdy.sharding_constraint %383 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x512xf32>
    %385 = stablehlo.convert %384 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %386 = stablehlo.dot_general %385, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<128x512xbf16>) -> tensor<8x64x128xbf16>
    %387 = stablehlo.convert %386 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %388 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %389 = stablehlo.multiply %387, %388 : tensor<8x64x128xf32>
    %390 = stablehlo.multiply %326, %389 : tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %393 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %394 = stablehlo.multiply %389, %393 : tensor<8x64x128xf32>
    %395 = stablehlo.multiply %392, %337 : tensor<8x64x1xf32>
    %cst_57 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %397 = stablehlo.divide %395, %396 : tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %400 = stablehlo.multiply %326, %399 : tensor<8x64x128xf32>
    %401 = stablehlo.add %394, %400 : tensor<8x64x128xf32>
    %402 = stablehlo.multiply %399, %326 : tensor<8x64x128xf32>
    %403 = stablehlo.add %401, %402 : tensor<8x64x128xf32>
    %404 = stablehlo.convert %403 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %405:15 = stablehlo.optimization_barrier %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg25, %arg26, %arg18, %arg19, %arg27, %arg28, %163, %404 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %406 = sdy.sharding_constraint %405#13 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %407 = stablehlo.convert %406 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %408 = stablehlo.multiply %407, %407 : tensor<8x64x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_60 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %412 = stablehlo.divide %410, %411 : tensor<8x64x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %414 = stablehlo.add %412, %413 : tensor<8x64x1xf32>
    %415 = stablehlo.rsqrt %414 : tensor<8x64x1xf32>
    %416 = stablehlo.divide %415, %414 : tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<8x64x1xf32>
    %419 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %420 = stablehlo.multiply %407, %419 : tensor<8x64x128xf32>
    %421 = stablehlo.convert %405#0 : (tensor<128xbf16>) -> tensor<128xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %424 = stablehlo.multiply %420, %423 : tensor<8x64x128xf32>
    %425 = stablehlo.convert %424 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %426 = stablehlo.dot_general %425, %405#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %427 = stablehlo.convert %425 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %428 = stablehlo.convert %405#7 : tensor<128x8xf32>
    %429 = stablehlo.dot_general %427, %428, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %430 = stablehlo.dot_general %429, %405#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x128xf32>) -> tensor<8x64x128xf32>
    %431 = stablehlo.convert %426 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %432 = stablehlo.add %431, %430 : tensor<8x64x128xf32>
    %433 = stablehlo.convert %432 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %434 = sdy.sharding_constraint %433 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %435 = stablehlo.reshape %434 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %436 = stablehlo.dot_general %425, %405#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %437 = sdy.sharding_constraint %436 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %438 = stablehlo.reshape %437 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %439 = stablehlo.dot_general %425, %405#10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %440 = stablehlo.convert %425 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %441 = stablehlo.convert %405#11 : tensor<128x8xf32>
    %442 = stablehlo.dot_general %440, %441, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %443 = stablehlo.dot_general %442, %405#12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64xf32>) -> tensor<8x64x64xf32>
    %444 = stablehlo.convert %439 : (tensor<8x64x64xbf16>) -> tensor<8x64x64xf32>
    %445 = stablehlo.add %444, %443 : tensor<8x64x64xf32>
    %446 = stablehlo.convert %445 : (tensor<8x64x64xf32>) -> tensor<8x64x64xbf16>
    %447 = sdy.sharding_constraint %446 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %448 = stablehlo.reshape %447 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %449 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %453 = stablehlo.add %452, %451 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %455 = stablehlo.divide %453, %454 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %457 = stablehlo.power %456, %455 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %459 = stablehlo.divide %458, %457 : tensor<8xf32>
    %460 = stablehlo.iota dim = 0 : tensor<64xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %462 = stablehlo.broadcast_in_dim %459, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %463 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %464 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %465 = stablehlo.multiply %463, %464 : tensor<64x8xf32>
    %466 = stablehlo.sine %465 : tensor<64x8xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %468 = stablehlo.cosine %465 : tensor<64x8xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %470 = stablehlo.convert %435 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %471 = stablehlo.slice %470 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %472 = stablehlo.slice %470 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %473 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %474 = stablehlo.multiply %471, %473 : tensor<8x64x8x8xf32>
    %475 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %476 = stablehlo.multiply %472, %475 : tensor<8x64x8x8xf32>
    %477 = stablehlo.subtract %474, %476 : tensor<8x64x8x8xf32>
    %478 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %479 = stablehlo.multiply %472, %478 : tensor<8x64x8x8xf32>
    %480 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %481 = stablehlo.multiply %471, %480 : tensor<8x64x8x8xf32>
    %482 = stablehlo.add %479, %481 : tensor<8x64x8x8xf32>
    %483 = stablehlo.concatenate %477, %482, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %484 = stablehlo.convert %483 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %485 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %487 = stablehlo.multiply %486, %485 : tensor<8xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %489 = stablehlo.add %488, %487 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %491 = stablehlo.divide %489, %490 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %493 = stablehlo.power %492, %491 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %495 = stablehlo.divide %494, %493 : tensor<8xf32>
    %496 = stablehlo.iota dim = 0 : tensor<64xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %498 = stablehlo.broadcast_in_dim %495, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %499 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %500 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %501 = stablehlo.multiply %499, %500 : tensor<64x8xf32>
    %502 = stablehlo.sine %501 : tensor<64x8xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %504 = stablehlo.cosine %501 : tensor<64x8xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %506 = stablehlo.convert %438 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %507 = stablehlo.slice %506 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %508 = stablehlo.slice %506 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %509 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %510 = stablehlo.multiply %507, %509 : tensor<8x64x4x8xf32>
    %511 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %512 = stablehlo.multiply %508, %511 : tensor<8x64x4x8xf32>
    %513 = stablehlo.subtract %510, %512 : tensor<8x64x4x8xf32>
    %514 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %515 = stablehlo.multiply %508, %514 : tensor<8x64x4x8xf32>
    %516 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %517 = stablehlo.multiply %507, %516 : tensor<8x64x4x8xf32>
    %518 = stablehlo.add %515, %517 : tensor<8x64x4x8xf32>
    %519 = stablehlo.concatenate %513, %518, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %520 = stablehlo.convert %519 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %521 = stablehlo.reshape %484 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %522 = stablehlo.dot_general %520, %521, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %523 = stablehlo.transpose %522, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_73 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %524 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %525 = stablehlo.multiply %523, %524 : tensor<8x4x2x64x64xbf16>
    %c_74 = stablehlo.constant dense<true> : tensor<i1>
    %526 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %527 = call @tril_2(%526) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %528 = stablehlo.convert %525 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_75 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %529:2 = call @_where_3(%527, %528, %cst_75) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %530 = stablehlo.reduce(%529#0 init: %cst_76) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %532 = stablehlo.maximum %531, %530 : tensor<8x4x2x64xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %535 = stablehlo.subtract %529#0, %534 : tensor<8x4x2x64x64xf32>
    %536 = stablehlo.exponential %535 : tensor<8x4x2x64x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_78) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %540 = stablehlo.divide %536, %539 : tensor<8x4x2x64x64xf32>
    %541 = stablehlo.multiply %538, %538 : tensor<8x4x2x64x1xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %543 = stablehlo.divide %542, %541 : tensor<8x4x2x64x1xf32>
    %544 = stablehlo.convert %540 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %545 = stablehlo.dot_general %448, %544, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %546 = stablehlo.transpose %545, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %547 = stablehlo.reshape %546 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %548 = stablehlo.dot_general %547, %405#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %549 = sdy.sharding_constraint %548 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %550 = stablehlo.add %406, %549 : tensor<8x64x128xbf16>
    %551 = stablehlo.convert %550 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %552 = stablehlo.multiply %551, %551 : tensor<8x64x128xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.reduce(%552 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %556 = stablehlo.divide %554, %555 : tensor<8x64x1xf32>
    %cst_82 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %558 = stablehlo.add %556, %557 : tensor<8x64x1xf32>
    %559 = stablehlo.rsqrt %558 : tensor<8x64x1xf32>
    %560 = stablehlo.divide %559, %558 : tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %562 = stablehlo.multiply %561, %560 : tensor<8x64x1xf32>
    %563 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %564 = stablehlo.multiply %551, %563 : tensor<8x64x128xf32>
    %565 = stablehlo.convert %405#4 : (tensor<128xbf16>) -> tensor<128xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %568 = stablehlo.multiply %564, %567 : tensor<8x64x128xf32>
    %569 = stablehlo.convert %568 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %570 = stablehlo.dot_general %569, %405#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %571 = stablehlo.dot_general %569, %405#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %572:3 = call @silu_4(%570) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %573 = sdy.sharding_constraint %405#14 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %574 = stablehlo.dot_general %573, %405#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %575 = stablehlo.multiply %572#0, %574 : tensor<8x64x256xbf16>
    %576 = stablehlo.multiply %574, %571 : tensor<8x64x256xbf16>
    %577 = call @silu_5(%572#1, %570, %572#2, %576) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %578 = stablehlo.dot_general %575, %405#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %579 = stablehlo.dot_general %577, %405#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %580 = stablehlo.add %578, %579 : tensor<8x64x128xbf16>
    %581 = stablehlo.convert %580 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %582 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %583 = stablehlo.multiply %581, %582 : tensor<8x64x128xf32>
    %584 = stablehlo.multiply %551, %583 : tensor<8x64x128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.reduce(%584 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %586 = stablehlo.reshape %585 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %587 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %588 = stablehlo.multiply %583, %587 : tensor<8x64x128xf32>
    %589 = stablehlo.multiply %586, %562 : tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %591 = stablehlo.divide %589, %590 : tensor<8x64x1xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%591 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %594 = stablehlo.multiply %551, %593 : tensor<8x64x128xf32>
    %595 = stablehlo.add %588, %594 : tensor<8x64x128xf32>
    %596 = stablehlo.multiply %593, %551 : tensor<8x64x128xf32>
    %597 = stablehlo.add %595, %596 : tensor<8x64x128xf32>
    %598 = stablehlo.convert %597 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %599 = stablehlo.add %405#14, %598 : tensor<8x64x128xbf16>
    %600 = sdy.sharding_constraint %599 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %601 = stablehlo.dot_general %600, %405#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %602 = stablehlo.reshape %601 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %603 = stablehlo.transpose %602, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %604 = stablehlo.dot_general %603, %448, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %605 = stablehlo.dot_general %603, %544, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %606 = stablehlo.transpose %605, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %607 = stablehlo.convert %604 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %608 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<8x4x2x64x64xf32>
    %610 = stablehlo.multiply %609, %536 : tensor<8x4x2x64x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_87) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %612 = stablehlo.reshape %611 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %613 = stablehlo.negate %612 : tensor<8x4x2x64x1xf32>
    %614 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %615 = stablehlo.divide %607, %614 : tensor<8x4x2x64x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%613 init: %cst_88) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %618 = stablehlo.add %615, %617 : tensor<8x4x2x64x64xf32>
    %619 = stablehlo.multiply %618, %536 : tensor<8x4x2x64x64xf32>
    %620 = call @_where_6(%529#1, %619) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %621 = stablehlo.convert %620 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_89 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %622 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %623 = stablehlo.multiply %621, %622 : tensor<8x4x2x64x64xbf16>
    %624 = stablehlo.transpose %623, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %625 = stablehlo.dot_general %624, %520, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %626 = stablehlo.transpose %625, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %627 = stablehlo.dot_general %624, %521, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x16xbf16>
    %628 = stablehlo.transpose %627, dims = [0, 2, 1, 3] : (tensor<8x4x64x16xbf16>) -> tensor<8x64x4x16xbf16>
    %629 = stablehlo.reshape %626 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %630 = stablehlo.convert %628 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %631 = stablehlo.slice %630 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %632 = stablehlo.slice %630 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %633 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %634 = stablehlo.multiply %632, %633 : tensor<8x64x4x8xf32>
    %635 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %636 = stablehlo.multiply %632, %635 : tensor<8x64x4x8xf32>
    %637 = stablehlo.negate %631 : tensor<8x64x4x8xf32>
    %638 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %639 = stablehlo.multiply %637, %638 : tensor<8x64x4x8xf32>
    %640 = stablehlo.add %636, %639 : tensor<8x64x4x8xf32>
    %641 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %642 = stablehlo.multiply %631, %641 : tensor<8x64x4x8xf32>
    %643 = stablehlo.add %634, %642 : tensor<8x64x4x8xf32>
    %644 = stablehlo.concatenate %643, %640, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %645 = stablehlo.convert %644 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %646 = stablehlo.convert %629 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %647 = stablehlo.slice %646 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %648 = stablehlo.slice %646 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %649 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %650 = stablehlo.multiply %648, %649 : tensor<8x64x8x8xf32>
    %651 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %652 = stablehlo.multiply %648, %651 : tensor<8x64x8x8xf32>
    %653 = stablehlo.negate %647 : tensor<8x64x8x8xf32>
    %654 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %655 = stablehlo.multiply %653, %654 : tensor<8x64x8x8xf32>
    %656 = stablehlo.add %652, %655 : tensor<8x64x8x8xf32>
    %657 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %658 = stablehlo.multiply %647, %657 : tensor<8x64x8x8xf32>
    %659 = stablehlo.add %650, %658 : tensor<8x64x8x8xf32>
    %660 = stablehlo.concatenate %659, %656, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %661 = stablehlo.convert %660 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %662 = stablehlo.reshape %606 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %663 = sdy.sharding_constraint %662 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %664 = stablehlo.convert %663 : (tensor<8x64x64xbf16>) -> tensor<8x64x64xf32>
    %665 = stablehlo.convert %664 : (tensor<8x64x64xf32>) -> tensor<8x64x64xbf16>
    %666 = stablehlo.dot_general %664, %442, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64x8xf32>) -> tensor<64x8xf32>
    %667 = stablehlo.transpose %666, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %668 = stablehlo.dot_general %664, %405#12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64xf32>) -> tensor<8x64x8xf32>
    %669 = stablehlo.convert %668 : tensor<8x64x8xf32>
    %670 = stablehlo.convert %425 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %671 = stablehlo.dot_general %669, %670, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64x128xf32>) -> tensor<8x128xf32>
    %672 = stablehlo.transpose %671, dims = [1, 0] : (tensor<8x128xf32>) -> tensor<128x8xf32>
    %673 = stablehlo.dot_general %668, %405#11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<128x8xf32>) -> tensor<8x64x128xf32>
    %674 = stablehlo.convert %673 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %675 = stablehlo.dot_general %665, %405#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %676 = stablehlo.add %674, %675 : tensor<8x64x128xbf16>
    %677 = stablehlo.reshape %645 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %678 = sdy.sharding_constraint %677 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %679 = stablehlo.dot_general %678, %405#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
    %680 = stablehlo.add %676, %679 : tensor<8x64x128xbf16>
    %681 = stablehlo.reshape %661 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %682 = sdy.sharding_constraint %681 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %683 = stablehlo.convert %682 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %684 = stablehlo.convert %683 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %685 = stablehlo.dot_general %683, %429, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x8xf32>) -> tensor<128x8xf32>
    %686 = stablehlo.transpose %685, dims = [1, 0] : (tensor<128x8xf32>) -> tensor<8x128xf32>
    %687 = stablehlo.dot_general %683, %405#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x128xf32>) -> tensor<8x64x8xf32>
    %688 = stablehlo.convert %687 : tensor<8x64x8xf32>
    %689 = stablehlo.convert %425 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %690 = stablehlo.dot_general %688, %689, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64x128xf32>) -> tensor<8x128xf32>
    %691 = stablehlo.transpose %690, dims = [1, 0] : (tensor<8x128xf32>) -> tensor<128x8xf32>
    %692 = stablehlo.dot_general %687, %405#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<128x8xf32>) -> tensor<8x64x128xf32>
    %693 = stablehlo.convert %692 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %694 = stablehlo.add %680, %693 : tensor<8x64x128xbf16>
    %695 = stablehlo.dot_general %684, %405#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %696 = stablehlo.add %694, %695 : tensor<8x64x128xbf16>
    %697 = stablehlo.convert %696 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %698 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %699 = stablehlo.multiply %697, %698 : tensor<8x64x128xf32>
    %700 = stablehlo.multiply %407, %699 : tensor<8x64x128xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %701 = stablehlo.reduce(%700 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %702 = stablehlo.reshape %701 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %703 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %704 = stablehlo.multiply %699, %703 : tensor<8x64x128xf32>
    %705 = stablehlo.multiply %702, %418 : tensor<8x64x1xf32>
    %cst_91 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %707 = stablehlo.divide %705, %706 : tensor<8x64x1xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.reduce(%707 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %710 = stablehlo.multiply %407, %709 : tensor<8x64x128xf32>
    %711 = stablehlo.add %704, %710 : tensor<8x64x128xf32>
    %712 = stablehlo.multiply %709, %407 : tensor<8x64x128xf32>
    %713 = stablehlo.add %711, %712 : tensor<8x64x128xf32>
    %714 = stablehlo.convert %713 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %715 = stablehlo.add %599, %714 : tensor<8x64x128xbf16>
    %716 = sdy.sharding_constraint %715 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %717:15 = stablehlo.optimization_barrier %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg21, %arg22, %arg9, %arg10, %arg23, %arg24, %1, %716 : tensor<128xbf16>, tensor<256x128xbf16>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x256xbf16>, tensor<128x64xbf16>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<8x64x128xbf16>, tensor<8x64x128xbf16>
    %718 = sdy.sharding_constraint %717#13 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %719 = stablehlo.convert %718 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %720 = stablehlo.multiply %719, %719 : tensor<8x64x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%720 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_94 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %724 = stablehlo.divide %722, %723 : tensor<8x64x1xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %726 = stablehlo.add %724, %725 : tensor<8x64x1xf32>
    %727 = stablehlo.rsqrt %726 : tensor<8x64x1xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %729 = stablehlo.multiply %719, %728 : tensor<8x64x128xf32>
    %730 = stablehlo.convert %717#0 : (tensor<128xbf16>) -> tensor<128xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %733 = stablehlo.multiply %729, %732 : tensor<8x64x128xf32>
    %734 = stablehlo.convert %733 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %735 = stablehlo.dot_general %734, %717#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %736 = stablehlo.convert %734 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %737 = stablehlo.convert %717#7 : tensor<128x8xf32>
    %738 = stablehlo.dot_general %736, %737, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %739 = stablehlo.dot_general %738, %717#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x128xf32>) -> tensor<8x64x128xf32>
    %740 = stablehlo.convert %735 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %741 = stablehlo.add %740, %739 : tensor<8x64x128xf32>
    %742 = stablehlo.convert %741 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %743 = sdy.sharding_constraint %742 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %744 = stablehlo.reshape %743 : (tensor<8x64x128xbf16>) -> tensor<8x64x8x16xbf16>
    %745 = stablehlo.dot_general %734, %717#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %746 = sdy.sharding_constraint %745 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %747 = stablehlo.reshape %746 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %748 = stablehlo.dot_general %734, %717#10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %749 = stablehlo.convert %734 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %750 = stablehlo.convert %717#11 : tensor<128x8xf32>
    %751 = stablehlo.dot_general %749, %750, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x8xf32>) -> tensor<8x64x8xf32>
    %752 = stablehlo.dot_general %751, %717#12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64xf32>) -> tensor<8x64x64xf32>
    %753 = stablehlo.convert %748 : (tensor<8x64x64xbf16>) -> tensor<8x64x64xf32>
    %754 = stablehlo.add %753, %752 : tensor<8x64x64xf32>
    %755 = stablehlo.convert %754 : (tensor<8x64x64xf32>) -> tensor<8x64x64xbf16>
    %756 = sdy.sharding_constraint %755 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %757 = stablehlo.reshape %756 : (tensor<8x64x64xbf16>) -> tensor<8x64x4x16xbf16>
    %758 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %760 = stablehlo.multiply %759, %758 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %762 = stablehlo.add %761, %760 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %764 = stablehlo.divide %762, %763 : tensor<8xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %766 = stablehlo.power %765, %764 : tensor<8xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %768 = stablehlo.divide %767, %766 : tensor<8xf32>
    %769 = stablehlo.iota dim = 0 : tensor<64xf32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %771 = stablehlo.broadcast_in_dim %768, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %772 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %773 = stablehlo.broadcast_in_dim %771, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %774 = stablehlo.multiply %772, %773 : tensor<64x8xf32>
    %775 = stablehlo.sine %774 : tensor<64x8xf32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %777 = stablehlo.cosine %774 : tensor<64x8xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %779 = stablehlo.convert %744 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %780 = stablehlo.slice %779 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %781 = stablehlo.slice %779 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %782 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %783 = stablehlo.multiply %780, %782 : tensor<8x64x8x8xf32>
    %784 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %785 = stablehlo.multiply %781, %784 : tensor<8x64x8x8xf32>
    %786 = stablehlo.subtract %783, %785 : tensor<8x64x8x8xf32>
    %787 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %788 = stablehlo.multiply %781, %787 : tensor<8x64x8x8xf32>
    %789 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %790 = stablehlo.multiply %780, %789 : tensor<8x64x8x8xf32>
    %791 = stablehlo.add %788, %790 : tensor<8x64x8x8xf32>
    %792 = stablehlo.concatenate %786, %791, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %793 = stablehlo.convert %792 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %794 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %796 = stablehlo.multiply %795, %794 : tensor<8xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %798 = stablehlo.add %797, %796 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %800 = stablehlo.divide %798, %799 : tensor<8xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %802 = stablehlo.power %801, %800 : tensor<8xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %804 = stablehlo.divide %803, %802 : tensor<8xf32>
    %805 = stablehlo.iota dim = 0 : tensor<64xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %807 = stablehlo.broadcast_in_dim %804, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %808 = stablehlo.broadcast_in_dim %806, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %809 = stablehlo.broadcast_in_dim %807, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %810 = stablehlo.multiply %808, %809 : tensor<64x8xf32>
    %811 = stablehlo.sine %810 : tensor<64x8xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %813 = stablehlo.cosine %810 : tensor<64x8xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %815 = stablehlo.convert %747 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %816 = stablehlo.slice %815 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %817 = stablehlo.slice %815 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %818 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %819 = stablehlo.multiply %816, %818 : tensor<8x64x4x8xf32>
    %820 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %821 = stablehlo.multiply %817, %820 : tensor<8x64x4x8xf32>
    %822 = stablehlo.subtract %819, %821 : tensor<8x64x4x8xf32>
    %823 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %824 = stablehlo.multiply %817, %823 : tensor<8x64x4x8xf32>
    %825 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %826 = stablehlo.multiply %816, %825 : tensor<8x64x4x8xf32>
    %827 = stablehlo.add %824, %826 : tensor<8x64x4x8xf32>
    %828 = stablehlo.concatenate %822, %827, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>) -> tensor<8x64x4x16xf32>
    %829 = stablehlo.convert %828 : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x16xbf16>
    %830 = stablehlo.reshape %793 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %831 = stablehlo.dot_general %829, %830, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x64x4x2x16xbf16>) -> tensor<8x4x64x64x2xbf16>
    %832 = stablehlo.transpose %831, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x4x2x64x64xbf16>
    %cst_106 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %833 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %834 = stablehlo.multiply %832, %833 : tensor<8x4x2x64x64xbf16>
    %c_107 = stablehlo.constant dense<true> : tensor<i1>
    %835 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %836 = call @tril_2(%835) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %837 = stablehlo.convert %834 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %cst_108 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %838:2 = call @_where_3(%836, %837, %cst_108) : (tensor<64x64xi1>, tensor<8x4x2x64x64xf32>, tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>)
    %cst_109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %839 = stablehlo.reduce(%838#0 init: %cst_109) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %cst_110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x4x2x64xf32>
    %841 = stablehlo.maximum %840, %839 : tensor<8x4x2x64xf32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %844 = stablehlo.subtract %838#0, %843 : tensor<8x4x2x64x64xf32>
    %845 = stablehlo.exponential %844 : tensor<8x4x2x64x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.reduce(%845 init: %cst_111) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %849 = stablehlo.divide %845, %848 : tensor<8x4x2x64x64xf32>
    %850 = stablehlo.multiply %847, %847 : tensor<8x4x2x64x1xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x1xf32>
    %852 = stablehlo.divide %851, %850 : tensor<8x4x2x64x1xf32>
    %853 = stablehlo.convert %849 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %854 = stablehlo.dot_general %757, %853, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x16xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x2x64xbf16>
    %855 = stablehlo.transpose %854, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x64xbf16>) -> tensor<8x64x4x2x16xbf16>
    %856 = stablehlo.reshape %855 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x128xbf16>
    %857 = stablehlo.dot_general %856, %717#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %858 = sdy.sharding_constraint %857 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %859 = stablehlo.add %718, %858 : tensor<8x64x128xbf16>
    %860 = stablehlo.convert %859 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %861 = stablehlo.multiply %860, %860 : tensor<8x64x128xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_114 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %865 = stablehlo.divide %863, %864 : tensor<8x64x1xf32>
    %cst_115 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %867 = stablehlo.add %865, %866 : tensor<8x64x1xf32>
    %868 = stablehlo.rsqrt %867 : tensor<8x64x1xf32>
    %869 = stablehlo.divide %868, %867 : tensor<8x64x1xf32>
    %cst_116 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %871 = stablehlo.multiply %870, %869 : tensor<8x64x1xf32>
    %872 = stablehlo.broadcast_in_dim %868, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %873 = stablehlo.multiply %860, %872 : tensor<8x64x128xf32>
    %874 = stablehlo.convert %717#4 : (tensor<128xbf16>) -> tensor<128xf32>
    %875 = stablehlo.broadcast_in_dim %874, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %877 = stablehlo.multiply %873, %876 : tensor<8x64x128xf32>
    %878 = stablehlo.convert %877 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %879 = stablehlo.dot_general %878, %717#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %880 = stablehlo.dot_general %878, %717#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x256xbf16>) -> tensor<8x64x256xbf16>
    %881:3 = call @silu_4(%879) : (tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>)
    %882 = sdy.sharding_constraint %717#14 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %883 = stablehlo.dot_general %882, %717#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<256x128xbf16>) -> tensor<8x64x256xbf16>
    %884 = stablehlo.multiply %881#0, %883 : tensor<8x64x256xbf16>
    %885 = stablehlo.multiply %883, %880 : tensor<8x64x256xbf16>
    %886 = call @silu_5(%881#1, %879, %881#2, %885) : (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16>
    %887 = stablehlo.dot_general %884, %717#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %888 = stablehlo.dot_general %886, %717#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<128x256xbf16>) -> tensor<8x64x128xbf16>
    %889 = stablehlo.add %887, %888 : tensor<8x64x128xbf16>
    %890 = stablehlo.convert %889 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %891 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %892 = stablehlo.multiply %890, %891 : tensor<8x64x128xf32>
    %893 = stablehlo.multiply %860, %892 : tensor<8x64x128xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.reduce(%893 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %895 = stablehlo.reshape %894 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %896 = stablehlo.broadcast_in_dim %868, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %897 = stablehlo.multiply %892, %896 : tensor<8x64x128xf32>
    %898 = stablehlo.multiply %895, %871 : tensor<8x64x1xf32>
    %cst_118 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %900 = stablehlo.divide %898, %899 : tensor<8x64x1xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %901 = stablehlo.reduce(%900 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %902 = stablehlo.broadcast_in_dim %901, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %903 = stablehlo.multiply %860, %902 : tensor<8x64x128xf32>
    %904 = stablehlo.add %897, %903 : tensor<8x64x128xf32>
    %905 = stablehlo.multiply %902, %860 : tensor<8x64x128xf32>
    %906 = stablehlo.add %904, %905 : tensor<8x64x128xf32>
    %907 = stablehlo.convert %906 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %908 = stablehlo.add %717#14, %907 : tensor<8x64x128xbf16>
    %909 = sdy.sharding_constraint %908 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %910 = stablehlo.dot_general %909, %717#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %911 = stablehlo.reshape %910 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x2x16xbf16>
    %912 = stablehlo.transpose %911, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x2x16xbf16>) -> tensor<8x4x16x2x64xbf16>
    %913 = stablehlo.dot_general %912, %757, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x2x64x64xbf16>
    %914 = stablehlo.dot_general %912, %853, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x64xbf16>, tensor<8x4x2x64x64xbf16>) -> tensor<8x4x16x64xbf16>
    %915 = stablehlo.transpose %914, dims = [0, 3, 1, 2] : (tensor<8x4x16x64xbf16>) -> tensor<8x64x4x16xbf16>
    %916 = stablehlo.convert %913 : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x2x64x64xf32>
    %917 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %918 = stablehlo.multiply %916, %917 : tensor<8x4x2x64x64xf32>
    %919 = stablehlo.multiply %918, %845 : tensor<8x4x2x64x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %920 = stablehlo.reduce(%919 init: %cst_120) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x64xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %921 = stablehlo.reshape %920 : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x1xf32>
    %922 = stablehlo.negate %921 : tensor<8x4x2x64x1xf32>
    %923 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x64x1xf32>) -> tensor<8x4x2x64x64xf32>
    %924 = stablehlo.divide %916, %923 : tensor<8x4x2x64x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %925 = stablehlo.reduce(%922 init: %cst_121) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x64x1xf32>, tensor<f32>) -> tensor<8x4x2x64xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2, 3] : (tensor<8x4x2x64xf32>) -> tensor<8x4x2x64x64xf32>
    %927 = stablehlo.add %924, %926 : tensor<8x4x2x64x64xf32>
    %928 = stablehlo.multiply %927, %845 : tensor<8x4x2x64x64xf32>
    %929 = call @_where_6(%838#1, %928) : (tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32>
    %930 = stablehlo.convert %929 : (tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xbf16>
    %cst_122 = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %931 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<bf16>) -> tensor<8x4x2x64x64xbf16>
    %932 = stablehlo.multiply %930, %931 : tensor<8x4x2x64x64xbf16>
    %933 = stablehlo.transpose %932, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x64x64xbf16>) -> tensor<8x4x64x64x2xbf16>
    %934 = stablehlo.dot_general %933, %829, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xbf16>, tensor<8x64x4x16xbf16>) -> tensor<8x4x64x2x16xbf16>
    %935 = stablehlo.transpose %934, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x16xbf16>) -> tensor<8x64x4x2x16xbf16>
    %936 = stablehlo.reshape %935 : (tensor<8x64x4x2x16xbf16>) -> tensor<8x64x8x16xbf16>
    %937 = stablehlo.convert %936 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %938 = stablehlo.slice %937 [0:8, 0:64, 0:8, 0:8] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %939 = stablehlo.slice %937 [0:8, 0:64, 0:8, 8:16] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %940 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %941 = stablehlo.multiply %939, %940 : tensor<8x64x8x8xf32>
    %942 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %943 = stablehlo.multiply %939, %942 : tensor<8x64x8x8xf32>
    %944 = stablehlo.negate %938 : tensor<8x64x8x8xf32>
    %945 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %946 = stablehlo.multiply %944, %945 : tensor<8x64x8x8xf32>
    %947 = stablehlo.add %943, %946 : tensor<8x64x8x8xf32>
    %948 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2, 3] : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %949 = stablehlo.multiply %938, %948 : tensor<8x64x8x8xf32>
    %950 = stablehlo.add %941, %949 : tensor<8x64x8x8xf32>
    %951 = stablehlo.concatenate %950, %947, dim = 3 : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %952 = stablehlo.convert %951 : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x16xbf16>
    %953 = stablehlo.reshape %915 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x64xbf16>
    %954 = sdy.sharding_constraint %953 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x64xbf16>
    %955 = stablehlo.convert %954 : (tensor<8x64x64xbf16>) -> tensor<8x64x64xf32>
    %956 = stablehlo.dot_general %955, %751, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64x8xf32>) -> tensor<64x8xf32>
    %957 = stablehlo.transpose %956, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %958 = stablehlo.dot_general %955, %717#12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64xf32>) -> tensor<8x64x8xf32>
    %959 = stablehlo.convert %958 : tensor<8x64x8xf32>
    %960 = stablehlo.convert %734 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %961 = stablehlo.dot_general %959, %960, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64x128xf32>) -> tensor<8x128xf32>
    %962 = stablehlo.transpose %961, dims = [1, 0] : (tensor<8x128xf32>) -> tensor<128x8xf32>
    %963 = stablehlo.reshape %952 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x128xbf16>
    %964 = sdy.sharding_constraint %963 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xbf16>
    %965 = stablehlo.convert %964 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %966 = stablehlo.dot_general %965, %738, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x8xf32>) -> tensor<128x8xf32>
    %967 = stablehlo.transpose %966, dims = [1, 0] : (tensor<128x8xf32>) -> tensor<8x128xf32>
    %968 = stablehlo.dot_general %965, %717#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x128xf32>) -> tensor<8x64x8xf32>
    %969 = stablehlo.convert %968 : tensor<8x64x8xf32>
    %970 = stablehlo.convert %734 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %971 = stablehlo.dot_general %969, %970, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x64x128xf32>) -> tensor<8x128xf32>
    %972 = stablehlo.transpose %971, dims = [1, 0] : (tensor<8x128xf32>) -> tensor<128x8xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %974 = stablehlo.multiply %973, %972 : tensor<128x8xf32>
    %cst_124 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %976 = stablehlo.multiply %975, %arg30 : tensor<128x8xf32>
    %977 = stablehlo.add %974, %976 : tensor<128x8xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %979 = stablehlo.multiply %978, %967 : tensor<8x128xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %981 = stablehlo.multiply %980, %arg31 : tensor<8x128xf32>
    %982 = stablehlo.add %979, %981 : tensor<8x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %984 = stablehlo.multiply %983, %962 : tensor<128x8xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %986 = stablehlo.multiply %985, %arg32 : tensor<128x8xf32>
    %987 = stablehlo.add %984, %986 : tensor<128x8xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %989 = stablehlo.multiply %988, %957 : tensor<8x64xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %991 = stablehlo.multiply %990, %arg33 : tensor<8x64xf32>
    %992 = stablehlo.add %989, %991 : tensor<8x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %994 = stablehlo.multiply %993, %691 : tensor<128x8xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %996 = stablehlo.multiply %995, %arg34 : tensor<128x8xf32>
    %997 = stablehlo.add %994, %996 : tensor<128x8xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %999 = stablehlo.multiply %998, %686 : tensor<8x128xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1001 = stablehlo.multiply %1000, %arg35 : tensor<8x128xf32>
    %1002 = stablehlo.add %999, %1001 : tensor<8x128xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1004 = stablehlo.multiply %1003, %672 : tensor<128x8xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1006 = stablehlo.multiply %1005, %arg36 : tensor<128x8xf32>
    %1007 = stablehlo.add %1004, %1006 : tensor<128x8xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1009 = stablehlo.multiply %1008, %667 : tensor<8x64xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1011 = stablehlo.multiply %1010, %arg37 : tensor<8x64xf32>
    %1012 = stablehlo.add %1009, %1011 : tensor<8x64xf32>
    %1013 = stablehlo.multiply %972, %972 : tensor<128x8xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1015 = stablehlo.multiply %1014, %1013 : tensor<128x8xf32>
    %cst_140 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1017 = stablehlo.multiply %1016, %arg38 : tensor<128x8xf32>
    %1018 = stablehlo.add %1015, %1017 : tensor<128x8xf32>
    %1019 = stablehlo.multiply %967, %967 : tensor<8x128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1021 = stablehlo.multiply %1020, %1019 : tensor<8x128xf32>
    %cst_142 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1023 = stablehlo.multiply %1022, %arg39 : tensor<8x128xf32>
    %1024 = stablehlo.add %1021, %1023 : tensor<8x128xf32>
    %1025 = stablehlo.multiply %962, %962 : tensor<128x8xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1027 = stablehlo.multiply %1026, %1025 : tensor<128x8xf32>
    %cst_144 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1029 = stablehlo.multiply %1028, %arg40 : tensor<128x8xf32>
    %1030 = stablehlo.add %1027, %1029 : tensor<128x8xf32>
    %1031 = stablehlo.multiply %957, %957 : tensor<8x64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1033 = stablehlo.multiply %1032, %1031 : tensor<8x64xf32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1035 = stablehlo.multiply %1034, %arg41 : tensor<8x64xf32>
    %1036 = stablehlo.add %1033, %1035 : tensor<8x64xf32>
    %1037 = stablehlo.multiply %691, %691 : tensor<128x8xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1039 = stablehlo.multiply %1038, %1037 : tensor<128x8xf32>
    %cst_148 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1041 = stablehlo.multiply %1040, %arg42 : tensor<128x8xf32>
    %1042 = stablehlo.add %1039, %1041 : tensor<128x8xf32>
    %1043 = stablehlo.multiply %686, %686 : tensor<8x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1045 = stablehlo.multiply %1044, %1043 : tensor<8x128xf32>
    %cst_150 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1047 = stablehlo.multiply %1046, %arg43 : tensor<8x128xf32>
    %1048 = stablehlo.add %1045, %1047 : tensor<8x128xf32>
    %1049 = stablehlo.multiply %672, %672 : tensor<128x8xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1051 = stablehlo.multiply %1050, %1049 : tensor<128x8xf32>
    %cst_152 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1053 = stablehlo.multiply %1052, %arg44 : tensor<128x8xf32>
    %1054 = stablehlo.add %1051, %1053 : tensor<128x8xf32>
    %1055 = stablehlo.multiply %667, %667 : tensor<8x64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1057 = stablehlo.multiply %1056, %1055 : tensor<8x64xf32>
    %cst_154 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1059 = stablehlo.multiply %1058, %arg45 : tensor<8x64xf32>
    %1060 = stablehlo.add %1057, %1059 : tensor<8x64xf32>
    %c_155 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1061 = stablehlo.compare LT, %arg29, %c_155, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_156 = stablehlo.constant dense<1> : tensor<i32>
    %1062 = stablehlo.add %arg29, %c_156 : tensor<i32>
    %c_157 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1063 = call @_where_7(%1061, %1062, %c_157) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1064 = stablehlo.convert %1063 : (tensor<i32>) -> tensor<f32>
    %1065 = stablehlo.power %cst_158, %1064 : tensor<f32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1066 = stablehlo.subtract %cst_159, %1065 : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1068 = stablehlo.divide %977, %1067 : tensor<128x8xf32>
    %1069 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1070 = stablehlo.divide %982, %1069 : tensor<8x128xf32>
    %1071 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1072 = stablehlo.divide %987, %1071 : tensor<128x8xf32>
    %1073 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1074 = stablehlo.divide %992, %1073 : tensor<8x64xf32>
    %1075 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1076 = stablehlo.divide %997, %1075 : tensor<128x8xf32>
    %1077 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1078 = stablehlo.divide %1002, %1077 : tensor<8x128xf32>
    %1079 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1080 = stablehlo.divide %1007, %1079 : tensor<128x8xf32>
    %1081 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1082 = stablehlo.divide %1012, %1081 : tensor<8x64xf32>
    %cst_160 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1083 = stablehlo.convert %1063 : (tensor<i32>) -> tensor<f32>
    %1084 = stablehlo.power %cst_160, %1083 : tensor<f32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1085 = stablehlo.subtract %cst_161, %1084 : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1087 = stablehlo.divide %1018, %1086 : tensor<128x8xf32>
    %1088 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1089 = stablehlo.divide %1024, %1088 : tensor<8x128xf32>
    %1090 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1091 = stablehlo.divide %1030, %1090 : tensor<128x8xf32>
    %1092 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1093 = stablehlo.divide %1036, %1092 : tensor<8x64xf32>
    %1094 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1095 = stablehlo.divide %1042, %1094 : tensor<128x8xf32>
    %1096 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1097 = stablehlo.divide %1048, %1096 : tensor<8x128xf32>
    %1098 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1099 = stablehlo.divide %1054, %1098 : tensor<128x8xf32>
    %1100 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1101 = stablehlo.divide %1060, %1100 : tensor<8x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1103 = stablehlo.add %1087, %1102 : tensor<128x8xf32>
    %1104 = stablehlo.sqrt %1103 : tensor<128x8xf32>
    %cst_163 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1106 = stablehlo.add %1104, %1105 : tensor<128x8xf32>
    %1107 = stablehlo.divide %1068, %1106 : tensor<128x8xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1109 = stablehlo.add %1089, %1108 : tensor<8x128xf32>
    %1110 = stablehlo.sqrt %1109 : tensor<8x128xf32>
    %cst_165 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1112 = stablehlo.add %1110, %1111 : tensor<8x128xf32>
    %1113 = stablehlo.divide %1070, %1112 : tensor<8x128xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1115 = stablehlo.add %1091, %1114 : tensor<128x8xf32>
    %1116 = stablehlo.sqrt %1115 : tensor<128x8xf32>
    %cst_167 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1118 = stablehlo.add %1116, %1117 : tensor<128x8xf32>
    %1119 = stablehlo.divide %1072, %1118 : tensor<128x8xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1121 = stablehlo.add %1093, %1120 : tensor<8x64xf32>
    %1122 = stablehlo.sqrt %1121 : tensor<8x64xf32>
    %cst_169 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1124 = stablehlo.add %1122, %1123 : tensor<8x64xf32>
    %1125 = stablehlo.divide %1074, %1124 : tensor<8x64xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1127 = stablehlo.add %1095, %1126 : tensor<128x8xf32>
    %1128 = stablehlo.sqrt %1127 : tensor<128x8xf32>
    %cst_171 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1130 = stablehlo.add %1128, %1129 : tensor<128x8xf32>
    %1131 = stablehlo.divide %1076, %1130 : tensor<128x8xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1133 = stablehlo.add %1097, %1132 : tensor<8x128xf32>
    %1134 = stablehlo.sqrt %1133 : tensor<8x128xf32>
    %cst_173 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1136 = stablehlo.add %1134, %1135 : tensor<8x128xf32>
    %1137 = stablehlo.divide %1078, %1136 : tensor<8x128xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1139 = stablehlo.add %1099, %1138 : tensor<128x8xf32>
    %1140 = stablehlo.sqrt %1139 : tensor<128x8xf32>
    %cst_175 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1142 = stablehlo.add %1140, %1141 : tensor<128x8xf32>
    %1143 = stablehlo.divide %1080, %1142 : tensor<128x8xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1145 = stablehlo.add %1101, %1144 : tensor<8x64xf32>
    %1146 = stablehlo.sqrt %1145 : tensor<8x64xf32>
    %cst_177 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1148 = stablehlo.add %1146, %1147 : tensor<8x64xf32>
    %1149 = stablehlo.divide %1082, %1148 : tensor<8x64xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1151 = stablehlo.multiply %1150, %arg21 : tensor<128x8xf32>
    %1152 = stablehlo.add %1107, %1151 : tensor<128x8xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1154 = stablehlo.multiply %1153, %arg22 : tensor<8x128xf32>
    %1155 = stablehlo.add %1113, %1154 : tensor<8x128xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1157 = stablehlo.multiply %1156, %arg23 : tensor<128x8xf32>
    %1158 = stablehlo.add %1119, %1157 : tensor<128x8xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1160 = stablehlo.multiply %1159, %arg24 : tensor<8x64xf32>
    %1161 = stablehlo.add %1125, %1160 : tensor<8x64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1163 = stablehlo.multiply %1162, %arg25 : tensor<128x8xf32>
    %1164 = stablehlo.add %1131, %1163 : tensor<128x8xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1166 = stablehlo.multiply %1165, %arg26 : tensor<8x128xf32>
    %1167 = stablehlo.add %1137, %1166 : tensor<8x128xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1169 = stablehlo.multiply %1168, %arg27 : tensor<128x8xf32>
    %1170 = stablehlo.add %1143, %1169 : tensor<128x8xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1172 = stablehlo.multiply %1171, %arg28 : tensor<8x64xf32>
    %1173 = stablehlo.add %1149, %1172 : tensor<8x64xf32>
    %cst_186 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1175 = stablehlo.multiply %1174, %1152 : tensor<128x8xf32>
    %cst_187 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1177 = stablehlo.multiply %1176, %1155 : tensor<8x128xf32>
    %cst_188 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1179 = stablehlo.multiply %1178, %1158 : tensor<128x8xf32>
    %cst_189 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1181 = stablehlo.multiply %1180, %1161 : tensor<8x64xf32>
    %cst_190 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1183 = stablehlo.multiply %1182, %1164 : tensor<128x8xf32>
    %cst_191 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1185 = stablehlo.multiply %1184, %1167 : tensor<8x128xf32>
    %cst_192 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %1187 = stablehlo.multiply %1186, %1170 : tensor<128x8xf32>
    %cst_193 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1189 = stablehlo.multiply %1188, %1173 : tensor<8x64xf32>
    %1190 = stablehlo.add %arg21, %1175 : tensor<128x8xf32>
    %1191 = stablehlo.add %arg22, %1177 : tensor<8x128xf32>
    %1192 = stablehlo.add %arg23, %1179 : tensor<128x8xf32>
    %1193 = stablehlo.add %arg24, %1181 : tensor<8x64xf32>
    %1194 = stablehlo.add %arg25, %1183 : tensor<128x8xf32>
    %1195 = stablehlo.add %arg26, %1185 : tensor<8x128xf32>
    %1196 = stablehlo.add %arg27, %1187 : tensor<128x8xf32>
    %1197 = stablehlo.add %arg28, %1189 : tensor<8x64xf32>
    return %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1063, %977, %982, %987, %992, %997, %1002, %1007, %1012, %1018, %1024, %1030, %1036, %1042, %1048, %1054, %1060, %369 : tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<i32>, tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<128x8xf32>, tensor<8x128xf32>, tensor<128x8xf32>, tensor<8x64xf32>, tensor<f32>
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
  func.func private @take_along_axis_1(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @tril_2(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_3(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %3, %1 : tensor<8x4x2x64x64xf32>, tensor<8x4x2x64x64xi1>
  }
  func.func private @silu_4(%arg0: tensor<8x64x256xbf16>) -> (tensor<8x64x256xbf16>, tensor<8x64x256xbf16>, tensor<8x64x256xbf16>) {
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
  func.func private @silu_5(%arg0: tensor<8x64x256xbf16>, %arg1: tensor<8x64x256xbf16>, %arg2: tensor<8x64x256xbf16>, %arg3: tensor<8x64x256xbf16>) -> tensor<8x64x256xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x256xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x256xbf16>
    return %3 : tensor<8x64x256xbf16>
  }
  func.func private @_where_6(%arg0: tensor<8x4x2x64x64xi1>, %arg1: tensor<8x4x2x64x64xf32>) -> tensor<8x4x2x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x64x64xi1>, tensor<8x4x2x64x64xf32>
    return %1 : tensor<8x4x2x64x64xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
