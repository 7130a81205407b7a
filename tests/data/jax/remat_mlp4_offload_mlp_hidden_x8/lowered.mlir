module @jit_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<1024x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<256x1024xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1024x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x1024xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<1024x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<256x1024xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<1024x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<512x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result[0][0]", mhlo.memory_kind = "device"}, tensor<1024x256xf32> {jax.result_info = "result[0][1]", mhlo.memory_kind = "device"}, tensor<256x1024xf32> {jax.result_info = "result[1][0]", mhlo.memory_kind = "device"}, tensor<1024x256xf32> {jax.result_info = "result[1][1]", mhlo.memory_kind = "device"}, tensor<256x1024xf32> {jax.result_info = "result[2][0]", mhlo.memory_kind = "device"}, tensor<1024x256xf32> {jax.result_info = "result[2][1]", mhlo.memory_kind = "device"}, tensor<256x1024xf32> {jax.result_info = "result[3][0]", mhlo.memory_kind = "device"}, tensor<1024x256xf32> {jax.result_info = "result[3][1]", mhlo.memory_kind = "device"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<512x1024xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %3 = stablehlo.add %arg8, %2 : tensor<512x256xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %5 = stablehlo.tanh %4 : tensor<512x1024xf32>
    %6 = stablehlo.dot_general %5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %7 = stablehlo.add %3, %6 : tensor<512x256xf32>
    %8 = stablehlo.dot_general %7, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %9 = stablehlo.tanh %8 : tensor<512x1024xf32>
    %10 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %11 = stablehlo.add %7, %10 : tensor<512x256xf32>
    %12 = stablehlo.dot_general %11, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %13 = stablehlo.tanh %12 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %15:5 = stablehlo.optimization_barrier %13, %arg6, %arg7, %11, %14 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %16 = stablehlo.dot_general %15#3, %15#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %17 = stablehlo.tanh %16 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %19 = stablehlo.subtract %18, %17 : tensor<512x1024xf32>
    %20 = stablehlo.dot_general %15#4, %15#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %22 = stablehlo.dot_general %15#4, %15#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %23 = stablehlo.multiply %22, %19 : tensor<512x1024xf32>
    %24 = stablehlo.multiply %23, %17 : tensor<512x1024xf32>
    %25 = stablehlo.add %23, %24 : tensor<512x1024xf32>
    %26 = stablehlo.dot_general %25, %15#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %28 = stablehlo.dot_general %25, %15#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %29 = stablehlo.add %15#4, %28 : tensor<512x256xf32>
    %30:5 = stablehlo.optimization_barrier %9, %arg4, %arg5, %7, %29 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %31 = stablehlo.dot_general %30#3, %30#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %32 = stablehlo.tanh %31 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %34 = stablehlo.subtract %33, %32 : tensor<512x1024xf32>
    %35 = stablehlo.dot_general %30#4, %30#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %37 = stablehlo.dot_general %30#4, %30#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %38 = stablehlo.multiply %37, %34 : tensor<512x1024xf32>
    %39 = stablehlo.multiply %38, %32 : tensor<512x1024xf32>
    %40 = stablehlo.add %38, %39 : tensor<512x1024xf32>
    %41 = stablehlo.dot_general %40, %30#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %43 = stablehlo.dot_general %40, %30#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %44 = stablehlo.add %30#4, %43 : tensor<512x256xf32>
    %45:5 = stablehlo.optimization_barrier %5, %arg2, %arg3, %3, %44 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %46 = stablehlo.dot_general %45#3, %45#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %47 = stablehlo.tanh %46 : tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %49 = stablehlo.subtract %48, %47 : tensor<512x1024xf32>
    %50 = stablehlo.dot_general %45#4, %45#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %52 = stablehlo.dot_general %45#4, %45#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %53 = stablehlo.multiply %52, %49 : tensor<512x1024xf32>
    %54 = stablehlo.multiply %53, %47 : tensor<512x1024xf32>
    %55 = stablehlo.add %53, %54 : tensor<512x1024xf32>
    %56 = stablehlo.dot_general %55, %45#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %58 = stablehlo.dot_general %55, %45#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %59 = stablehlo.add %45#4, %58 : tensor<512x256xf32>
    %60:5 = stablehlo.optimization_barrier %1, %arg0, %arg1, %arg8, %59 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %61 = stablehlo.dot_general %60#3, %60#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %62 = stablehlo.tanh %61 : tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %64 = stablehlo.subtract %63, %62 : tensor<512x1024xf32>
    %65 = stablehlo.dot_general %60#4, %60#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %67 = stablehlo.dot_general %60#4, %60#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %68 = stablehlo.multiply %67, %64 : tensor<512x1024xf32>
    %69 = stablehlo.multiply %68, %62 : tensor<512x1024xf32>
    %70 = stablehlo.add %68, %69 : tensor<512x1024xf32>
    %71 = stablehlo.dot_general %70, %60#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    return %72, %66, %57, %51, %42, %36, %27, %21 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>
  }
}
