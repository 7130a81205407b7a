module @jit_eval_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "expert"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "expert", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "expert"}]>}, %arg1: tensor<128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {}, {"data"}]>}, %arg4: tensor<2x4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, %arg5: tensor<2x4x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"data"}, {}]>}, %arg6: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "expert"}, {}]>}, %arg7: tensor<2x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data", "expert"}]>}, %arg9: tensor<2x128x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "expert"}, {}]>}, %arg10: tensor<2x128x4xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "expert"}, {}]>}, %arg11: tensor<2x128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "expert"}, {}]>}, %arg12: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}, %arg13: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}, %arg14: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}]>}) -> (tensor<f32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @_take(%arg0, %arg14) : (tensor<512x128xbf16>, tensor<8x64xi32>) -> tensor<8x64x128xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:12 = stablehlo.while(%iterArg = %arg2, %iterArg_8 = %arg3, %iterArg_9 = %arg4, %iterArg_10 = %arg5, %iterArg_11 = %arg6, %iterArg_12 = %arg7, %iterArg_13 = %arg8, %iterArg_14 = %arg9, %iterArg_15 = %arg10, %iterArg_16 = %arg11, %iterArg_17 = %c, %iterArg_18 = %1) : tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>, tensor<i32>, tensor<8x64x128xbf16>
    cond {
      %c_19 = stablehlo.constant dense<2> : tensor<i32>
      %42 = stablehlo.compare LT, %iterArg_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %42 : tensor<i1>
    } do {
      %42 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %43 = func.call @dynamic_index_in_dim_0(%iterArg_8, %iterArg_17) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %44 = func.call @dynamic_index_in_dim_0(%iterArg_9, %iterArg_17) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %45 = func.call @dynamic_index_in_dim_0(%iterArg_10, %iterArg_17) : (tensor<2x4x128x128xbf16>, tensor<i32>) -> tensor<4x128x128xbf16>
      %46 = func.call @dynamic_index_in_dim_1(%iterArg_11, %iterArg_17) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %47 = func.call @dynamic_index_in_dim(%iterArg_12, %iterArg_17) : (tensor<2x128xbf16>, tensor<i32>) -> tensor<128xbf16>
      %48 = func.call @dynamic_index_in_dim_2(%iterArg_13, %iterArg_17) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %49 = func.call @dynamic_index_in_dim_2(%iterArg_14, %iterArg_17) : (tensor<2x128x128xbf16>, tensor<i32>) -> tensor<128x128xbf16>
      %50 = func.call @dynamic_index_in_dim_3(%iterArg_15, %iterArg_17) : (tensor<2x128x4xbf16>, tensor<i32>) -> tensor<128x4xbf16>
      %51 = func.call @dynamic_index_in_dim_1(%iterArg_16, %iterArg_17) : (tensor<2x128x64xbf16>, tensor<i32>) -> tensor<128x64xbf16>
      %52 = func.call @closed_call(%iterArg_18, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51) : (tensor<8x64x128xbf16>, tensor<128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<4x128x128xbf16>, tensor<128x64xbf16>, tensor<128xbf16>, tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x4xbf16>, tensor<128x64xbf16>) -> tensor<8x64x128xbf16>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg_17, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %53, %52 : tensor<2x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x4x128x128xbf16>, tensor<2x128x64xbf16>, tensor<2x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x128xbf16>, tensor<2x128x4xbf16>, tensor<2x128x64xbf16>, tensor<i32>, tensor<8x64x128xbf16>
    }
    %3 = stablehlo.convert %2#11 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
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
    %19 = stablehlo.dot_general %18, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x512xbf16>) -> tensor<8x64x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<8x64xf32>
    %25 = stablehlo.is_finite %24 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %27 = stablehlo.select %25, %24, %26 : tensor<8x64xi1>, tensor<8x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %30 = stablehlo.subtract %21, %29 : tensor<8x64x512xf32>
    %31 = stablehlo.exponential %30 : tensor<8x64x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %33 = stablehlo.abs %32 : tensor<8x64xf32>
    %34 = stablehlo.log %33 : tensor<8x64xf32>
    %35 = stablehlo.add %34, %27 : tensor<8x64xf32>
    %36 = stablehlo.broadcast_in_dim %arg13, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %37 = call @take_along_axis(%21, %36) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %39 = stablehlo.subtract %35, %38 : tensor<8x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %41 = stablehlo.divide %40, %cst_7 : tensor<f32>
    return %41 : tensor<f32>
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
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x128xbf16>, %arg1: tensor<i32>) -> tensor<128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<2x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128xbf16>) -> tensor<128xbf16>
    return %1 : tensor<128xbf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x4x128x128xbf16>, %arg1: tensor<i32>) -> tensor<4x128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 128, 128] : (tensor<2x4x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x128x128xbf16>) -> tensor<4x128x128xbf16>
    return %1 : tensor<4x128x128xbf16>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x128x64xbf16>, %arg1: tensor<i32>) -> tensor<128x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 64] : (tensor<2x128x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x64xbf16>) -> tensor<128x64xbf16>
    return %1 : tensor<128x64xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x128x128xbf16>, %arg1: tensor<i32>) -> tensor<128x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 128] : (tensor<2x128x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x128xbf16>) -> tensor<128x128xbf16>
    return %1 : tensor<128x128xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x128x4xbf16>, %arg1: tensor<i32>) -> tensor<128x4xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 4] : (tensor<2x128x4xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x4xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x4xbf16>) -> tensor<128x4xbf16>
    return %1 : tensor<128x4xbf16>
  }
  func.func private @closed_call(%arg0: tensor<8x64x128xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<4x128x128xbf16>, %arg3: tensor<4x128x128xbf16>, %arg4: tensor<4x128x128xbf16>, %arg5: tensor<128x64xbf16>, %arg6: tensor<128xbf16>, %arg7: tensor<128x128xbf16>, %arg8: tensor<128x128xbf16>, %arg9: tensor<128x4xbf16>, %arg10: tensor<128x64xbf16>) -> tensor<8x64x128xbf16> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
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
    %12 = stablehlo.convert %arg1 : (tensor<128xbf16>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.multiply %11, %14 : tensor<8x64x128xf32>
    %16 = stablehlo.convert %15 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %17 = stablehlo.dot_general %16, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %19 = stablehlo.reshape %18 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %20 = stablehlo.dot_general %16, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %23 = stablehlo.dot_general %16, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x64xbf16>) -> tensor<8x64x64xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<8x64x64xbf16>) -> tensor<8x64x2x32xbf16>
    %26 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.add %29, %28 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.divide %30, %31 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.power %33, %32 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.divide %35, %34 : tensor<16xf32>
    %37 = stablehlo.iota dim = 0 : tensor<64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<64x16xf32>
    %43 = stablehlo.sine %42 : tensor<64x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %45 = stablehlo.cosine %42 : tensor<64x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %47 = stablehlo.convert %19 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %48 = stablehlo.slice %47 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %49 = stablehlo.slice %47 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<8x64x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<8x64x4x16xf32>
    %54 = stablehlo.subtract %51, %53 : tensor<8x64x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<8x64x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %58 = stablehlo.multiply %48, %57 : tensor<8x64x4x16xf32>
    %59 = stablehlo.add %56, %58 : tensor<8x64x4x16xf32>
    %60 = stablehlo.concatenate %54, %59, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %61 = stablehlo.convert %60 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %62 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.add %65, %64 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = stablehlo.divide %66, %67 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.power %69, %68 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.divide %71, %70 : tensor<16xf32>
    %73 = stablehlo.iota dim = 0 : tensor<64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<64x16xf32>
    %79 = stablehlo.sine %78 : tensor<64x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %81 = stablehlo.cosine %78 : tensor<64x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %83 = stablehlo.convert %22 : (tensor<8x64x2x32xbf16>) -> tensor<8x64x2x32xf32>
    %84 = stablehlo.slice %83 [0:8, 0:64, 0:2, 0:16] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %85 = stablehlo.slice %83 [0:8, 0:64, 0:2, 16:32] : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x16xf32>
    %86 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<8x64x2x16xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %89 = stablehlo.multiply %85, %88 : tensor<8x64x2x16xf32>
    %90 = stablehlo.subtract %87, %89 : tensor<8x64x2x16xf32>
    %91 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<8x64x2x16xf32>
    %93 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x2x16xf32>
    %94 = stablehlo.multiply %84, %93 : tensor<8x64x2x16xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x64x2x16xf32>
    %96 = stablehlo.concatenate %90, %95, dim = 3 : (tensor<8x64x2x16xf32>, tensor<8x64x2x16xf32>) -> tensor<8x64x2x32xf32>
    %97 = stablehlo.convert %96 : (tensor<8x64x2x32xf32>) -> tensor<8x64x2x32xbf16>
    %98 = stablehlo.reshape %61 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x2x2x32xbf16>
    %99 = stablehlo.dot_general %97, %98, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x64x2x2x32xbf16>) -> tensor<8x2x64x64x2xbf16>
    %100 = stablehlo.transpose %99, dims = [0, 1, 4, 3, 2] : (tensor<8x2x64x64x2xbf16>) -> tensor<8x2x2x64x64xbf16>
    %cst_12 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %101 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x2x2x64x64xbf16>
    %102 = stablehlo.multiply %100, %101 : tensor<8x2x2x64x64xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %103 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %104 = call @tril(%103) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %105 = stablehlo.convert %102 : (tensor<8x2x2x64x64xbf16>) -> tensor<8x2x2x64x64xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %106 = call @_where_4(%104, %105, %cst_13) : (tensor<64x64xi1>, tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<8x2x2x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %112 = stablehlo.subtract %106, %111 : tensor<8x2x2x64x64xf32>
    %113 = stablehlo.exponential %112 : tensor<8x2x2x64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x64x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x64x1xf32>) -> tensor<8x2x2x64x64xf32>
    %117 = stablehlo.divide %113, %116 : tensor<8x2x2x64x64xf32>
    %118 = stablehlo.convert %117 : (tensor<8x2x2x64x64xf32>) -> tensor<8x2x2x64x64xbf16>
    %119 = stablehlo.dot_general %25, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x32xbf16>, tensor<8x2x2x64x64xbf16>) -> tensor<8x2x32x2x64xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 4, 1, 3, 2] : (tensor<8x2x32x2x64xbf16>) -> tensor<8x64x2x2x32xbf16>
    %121 = stablehlo.reshape %120 : (tensor<8x64x2x2x32xbf16>) -> tensor<8x64x128xbf16>
    %122 = stablehlo.dot_general %121, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x128xbf16>) -> tensor<8x64x128xbf16>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %124 = stablehlo.add %0, %123 : tensor<8x64x128xbf16>
    %125 = stablehlo.convert %124 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %126 = stablehlo.multiply %125, %125 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x64x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<8x64x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %135 = stablehlo.multiply %125, %134 : tensor<8x64x128xf32>
    %136 = stablehlo.convert %arg6 : (tensor<128xbf16>) -> tensor<128xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<8x64x128xf32>
    %140 = stablehlo.convert %139 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %141 = stablehlo.dot_general %140, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<128x4xbf16>) -> tensor<8x64x4xbf16>
    %142 = stablehlo.convert %141 : (tensor<8x64x4xbf16>) -> tensor<8x64x4xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_20) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %145 = stablehlo.maximum %144, %143 : tensor<8x64xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %148 = stablehlo.subtract %142, %147 : tensor<8x64x4xf32>
    %149 = stablehlo.exponential %148 : tensor<8x64x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x64x4xf32>, tensor<f32>) -> tensor<8x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x4xf32>
    %153 = stablehlo.divide %149, %152 : tensor<8x64x4xf32>
    %values, %indices = chlo.top_k(%153, k = 2) : tensor<8x64x4xf32> -> (tensor<8x64x2xf32>, tensor<8x64x2xi32>)
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%values init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2xf32>, tensor<f32>) -> tensor<8x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x2xf32>
    %157 = stablehlo.divide %values, %156 : tensor<8x64x2xf32>
    %158 = call @_one_hot(%indices) : (tensor<8x64x2xi32>) -> tensor<8x64x2x4xi32>
    %159 = stablehlo.reshape %158 : (tensor<8x64x2x4xi32>) -> tensor<8x128x4xi32>
    %160 = call @cumsum(%159) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    %161 = stablehlo.reshape %160 : (tensor<8x128x4xi32>) -> tensor<8x64x2x4xi32>
    %162 = stablehlo.multiply %161, %158 : tensor<8x64x2x4xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %164 = stablehlo.subtract %162, %163 : tensor<8x64x2x4xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %165 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %166 = stablehlo.compare GE, %164, %165, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %c_26 = stablehlo.constant dense<64> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %168 = stablehlo.compare LT, %164, %167, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %169 = stablehlo.and %166, %168 : tensor<8x64x2x4xi1>
    %c_27 = stablehlo.constant dense<64> : tensor<i32>
    %170 = call @_where_6(%169, %164, %c_27) : (tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>, tensor<i32>) -> tensor<8x64x2x4xi32>
    %171 = call @_one_hot_7(%170) : (tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x64xbf16>
    %172 = stablehlo.convert %171 : (tensor<8x64x2x4x64xbf16>) -> tensor<8x64x2x4x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x2x4x64xf32>, tensor<f32>) -> tensor<8x64x4x64xf32>
    %174 = stablehlo.convert %173 : (tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xbf16>
    %175 = stablehlo.convert %157 : (tensor<8x64x2xf32>) -> tensor<8x64x2xbf16>
    %176 = stablehlo.dot_general %171, %175, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x4x64xbf16>, tensor<8x64x2xbf16>) -> tensor<8x64x4x64xbf16>
    %177 = stablehlo.dot_general %140, %174, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xbf16>, tensor<8x64x4x64xbf16>) -> tensor<8x128x4x64xbf16>
    %178 = stablehlo.transpose %177, dims = [2, 0, 3, 1] : (tensor<8x128x4x64xbf16>) -> tensor<4x8x64x128xbf16>
    %179 = sdy.sharding_constraint %178 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"expert"}, {"data"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %181 = stablehlo.dot_general %180, %arg3, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %182 = stablehlo.dot_general %180, %arg4, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %183 = call @silu(%181) : (tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16>
    %184 = stablehlo.multiply %183, %182 : tensor<4x8x64x128xbf16>
    %185 = stablehlo.dot_general %184, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x128xbf16>, tensor<4x128x128xbf16>) -> tensor<4x8x64x128xbf16>
    %186 = sdy.sharding_constraint %185 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<4x8x64x128xbf16>
    %187 = stablehlo.dot_general %176, %186, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xbf16>, tensor<4x8x64x128xbf16>) -> tensor<8x64x128xbf16>
    %188 = sdy.sharding_constraint %187 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<8x64x128xbf16>
    %189 = stablehlo.add %124, %188 : tensor<8x64x128xbf16>
    return %189 : tensor<8x64x128xbf16>
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
  func.func private @_where_4(%arg0: tensor<64x64xi1>, %arg1: tensor<8x2x2x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x2x2x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x2x2x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x2x2x64x64xi1>, tensor<8x2x2x64x64xf32>
    return %3 : tensor<8x2x2x64x64xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8x64x2xi32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x64x2xi32>) -> tensor<8x64x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x64x2x1xi32>) -> tensor<8x64x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xi32>) -> tensor<8x64x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x4xi32>, tensor<8x64x2x4xi32>) -> tensor<8x64x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x4xi1>) -> tensor<8x64x2x4xi32>
    return %5 : tensor<8x64x2x4xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4xi32> {
    %0 = call @cumsum_5(%arg0) : (tensor<8x128x4xi32>) -> tensor<8x128x4xi32>
    return %0 : tensor<8x128x4xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [127, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 128, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x128x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    return %1 : tensor<8x128x4xi32>
  }
  func.func private @_where_6(%arg0: tensor<8x64x2x4xi1>, %arg1: tensor<8x64x2x4xi32>, %arg2: tensor<i32>) -> tensor<8x64x2x4xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x64x2x4xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x64x2x4xi1>, tensor<8x64x2x4xi32>
    return %2 : tensor<8x64x2x4xi32>
  }
  func.func private @_one_hot_7(%arg0: tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x2x4xi32>) -> tensor<8x64x2x4x1xi32>
    %1 = stablehlo.iota dim = 4 : tensor<1x1x1x1x64xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3, 4] : (tensor<8x64x2x4x1xi32>) -> tensor<8x64x2x4x64xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x64xi32>) -> tensor<8x64x2x4x64xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x64x2x4x64xi32>, tensor<8x64x2x4x64xi32>) -> tensor<8x64x2x4x64xi1>
    %5 = stablehlo.convert %4 : (tensor<8x64x2x4x64xi1>) -> tensor<8x64x2x4x64xbf16>
    return %5 : tensor<8x64x2x4x64xbf16>
  }
  func.func private @silu(%arg0: tensor<4x8x64x128xbf16>) -> tensor<4x8x64x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x8x64x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x8x64x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x8x64x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x64x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x64x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x8x64x128xbf16>
    return %6 : tensor<4x8x64x128xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x1xi32>) -> tensor<8x64x1xf32> {
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
    return %15 : tensor<8x64x1xf32>
  }
}
