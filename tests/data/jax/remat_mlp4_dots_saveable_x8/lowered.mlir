module @jit_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result[0][0]"}, tensor<1024x256xf32> {jax.result_info = "result[0][1]"}, tensor<256x1024xf32> {jax.result_info = "result[1][0]"}, tensor<1024x256xf32> {jax.result_info = "result[1][1]"}, tensor<256x1024xf32> {jax.result_info = "result[2][0]"}, tensor<1024x256xf32> {jax.result_info = "result[2][1]"}, tensor<256x1024xf32> {jax.result_info = "result[3][0]"}, tensor<1024x256xf32> {jax.result_info = "result[3][1]"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.reduce_precision %0, format = e8m23 : tensor<512x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<512x1024xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %4 = stablehlo.add %arg8, %3 : tensor<512x256xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %6 = stablehlo.reduce_precision %5, format = e8m23 : tensor<512x1024xf32>
    %7 = stablehlo.tanh %6 : tensor<512x1024xf32>
    %8 = stablehlo.dot_general %7, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %9 = stablehlo.add %4, %8 : tensor<512x256xf32>
    %10 = stablehlo.dot_general %9, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %11 = stablehlo.reduce_precision %10, format = e8m23 : tensor<512x1024xf32>
    %12 = stablehlo.tanh %11 : tensor<512x1024xf32>
    %13 = stablehlo.dot_general %12, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %14 = stablehlo.add %9, %13 : tensor<512x256xf32>
    %15 = stablehlo.dot_general %14, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %16 = stablehlo.reduce_precision %15, format = e8m23 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %18:5 = stablehlo.optimization_barrier %16, %arg6, %arg7, %14, %17 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %19 = stablehlo.tanh %18#0 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %21 = stablehlo.subtract %20, %19 : tensor<512x1024xf32>
    %22 = stablehlo.dot_general %18#4, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %24 = stablehlo.dot_general %18#4, %18#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %25 = stablehlo.multiply %24, %21 : tensor<512x1024xf32>
    %26 = stablehlo.multiply %25, %19 : tensor<512x1024xf32>
    %27 = stablehlo.add %25, %26 : tensor<512x1024xf32>
    %28 = stablehlo.dot_general %27, %18#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %30 = stablehlo.dot_general %27, %18#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %31 = stablehlo.add %18#4, %30 : tensor<512x256xf32>
    %32:5 = stablehlo.optimization_barrier %11, %arg4, %arg5, %9, %31 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %33 = stablehlo.tanh %32#0 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %35 = stablehlo.subtract %34, %33 : tensor<512x1024xf32>
    %36 = stablehlo.dot_general %32#4, %33, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %38 = stablehlo.dot_general %32#4, %32#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %39 = stablehlo.multiply %38, %35 : tensor<512x1024xf32>
    %40 = stablehlo.multiply %39, %33 : tensor<512x1024xf32>
    %41 = stablehlo.add %39, %40 : tensor<512x1024xf32>
    %42 = stablehlo.dot_general %41, %32#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %44 = stablehlo.dot_general %41, %32#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %45 = stablehlo.add %32#4, %44 : tensor<512x256xf32>
    %46:5 = stablehlo.optimization_barrier %6, %arg2, %arg3, %4, %45 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %47 = stablehlo.tanh %46#0 : tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %49 = stablehlo.subtract %48, %47 : tensor<512x1024xf32>
    %50 = stablehlo.dot_general %46#4, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %52 = stablehlo.dot_general %46#4, %46#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %53 = stablehlo.multiply %52, %49 : tensor<512x1024xf32>
    %54 = stablehlo.multiply %53, %47 : tensor<512x1024xf32>
    %55 = stablehlo.add %53, %54 : tensor<512x1024xf32>
    %56 = stablehlo.dot_general %55, %46#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %58 = stablehlo.dot_general %55, %46#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %59 = stablehlo.add %46#4, %58 : tensor<512x256xf32>
    %60:4 = stablehlo.optimization_barrier %1, %arg1, %arg8, %59 : tensor<512x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %61 = stablehlo.tanh %60#0 : tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %63 = stablehlo.subtract %62, %61 : tensor<512x1024xf32>
    %64 = stablehlo.dot_general %60#3, %61, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %65 = stablehlo.transpose %64, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %66 = stablehlo.dot_general %60#3, %60#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %67 = stablehlo.multiply %66, %63 : tensor<512x1024xf32>
    %68 = stablehlo.multiply %67, %61 : tensor<512x1024xf32>
    %69 = stablehlo.add %67, %68 : tensor<512x1024xf32>
    %70 = stablehlo.dot_general %69, %60#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %71 = stablehlo.transpose %70, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    return %71, %65, %57, %51, %43, %37, %29, %23 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>
  }
}
