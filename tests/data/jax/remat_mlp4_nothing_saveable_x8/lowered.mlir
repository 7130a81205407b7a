module @jit_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result[0][0]"}, tensor<1024x256xf32> {jax.result_info = "result[0][1]"}, tensor<256x1024xf32> {jax.result_info = "result[1][0]"}, tensor<1024x256xf32> {jax.result_info = "result[1][1]"}, tensor<256x1024xf32> {jax.result_info = "result[2][0]"}, tensor<1024x256xf32> {jax.result_info = "result[2][1]"}, tensor<256x1024xf32> {jax.result_info = "result[3][0]"}, tensor<1024x256xf32> {jax.result_info = "result[3][1]"}) {
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
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %13:4 = stablehlo.optimization_barrier %arg6, %arg7, %11, %12 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %14 = stablehlo.dot_general %13#2, %13#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %15 = stablehlo.tanh %14 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<512x1024xf32>
    %18 = stablehlo.dot_general %13#3, %15, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %20 = stablehlo.dot_general %13#3, %13#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %21 = stablehlo.multiply %20, %17 : tensor<512x1024xf32>
    %22 = stablehlo.multiply %21, %15 : tensor<512x1024xf32>
    %23 = stablehlo.add %21, %22 : tensor<512x1024xf32>
    %24 = stablehlo.dot_general %23, %13#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %26 = stablehlo.dot_general %23, %13#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %27 = stablehlo.add %13#3, %26 : tensor<512x256xf32>
    %28:4 = stablehlo.optimization_barrier %arg4, %arg5, %7, %27 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %29 = stablehlo.dot_general %28#2, %28#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %30 = stablehlo.tanh %29 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<512x1024xf32>
    %33 = stablehlo.dot_general %28#3, %30, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %35 = stablehlo.dot_general %28#3, %28#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %36 = stablehlo.multiply %35, %32 : tensor<512x1024xf32>
    %37 = stablehlo.multiply %36, %30 : tensor<512x1024xf32>
    %38 = stablehlo.add %36, %37 : tensor<512x1024xf32>
    %39 = stablehlo.dot_general %38, %28#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %41 = stablehlo.dot_general %38, %28#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %42 = stablehlo.add %28#3, %41 : tensor<512x256xf32>
    %43:4 = stablehlo.optimization_barrier %arg2, %arg3, %3, %42 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %44 = stablehlo.dot_general %43#2, %43#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %45 = stablehlo.tanh %44 : tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %47 = stablehlo.subtract %46, %45 : tensor<512x1024xf32>
    %48 = stablehlo.dot_general %43#3, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %50 = stablehlo.dot_general %43#3, %43#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %51 = stablehlo.multiply %50, %47 : tensor<512x1024xf32>
    %52 = stablehlo.multiply %51, %45 : tensor<512x1024xf32>
    %53 = stablehlo.add %51, %52 : tensor<512x1024xf32>
    %54 = stablehlo.dot_general %53, %43#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %56 = stablehlo.dot_general %53, %43#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %57 = stablehlo.add %43#3, %56 : tensor<512x256xf32>
    %58:4 = stablehlo.optimization_barrier %arg0, %arg1, %arg8, %57 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %59 = stablehlo.dot_general %58#2, %58#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %60 = stablehlo.tanh %59 : tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %62 = stablehlo.subtract %61, %60 : tensor<512x1024xf32>
    %63 = stablehlo.dot_general %58#3, %60, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %65 = stablehlo.dot_general %58#3, %58#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %66 = stablehlo.multiply %65, %62 : tensor<512x1024xf32>
    %67 = stablehlo.multiply %66, %60 : tensor<512x1024xf32>
    %68 = stablehlo.add %66, %67 : tensor<512x1024xf32>
    %69 = stablehlo.dot_general %68, %58#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    return %70, %64, %55, %49, %40, %34, %25, %19 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>
  }
}
