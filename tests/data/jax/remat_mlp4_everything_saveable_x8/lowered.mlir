module @jit_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result[0][0]"}, tensor<1024x256xf32> {jax.result_info = "result[0][1]"}, tensor<256x1024xf32> {jax.result_info = "result[1][0]"}, tensor<1024x256xf32> {jax.result_info = "result[1][1]"}, tensor<256x1024xf32> {jax.result_info = "result[2][0]"}, tensor<1024x256xf32> {jax.result_info = "result[2][1]"}, tensor<256x1024xf32> {jax.result_info = "result[3][0]"}, tensor<1024x256xf32> {jax.result_info = "result[3][1]"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<512x1024xf32>
    %2 = stablehlo.reduce_precision %1, format = e8m23 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<512x1024xf32>
    %5 = stablehlo.reduce_precision %2, format = e8m23 : tensor<512x1024xf32>
    %6 = stablehlo.dot_general %5, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %7 = stablehlo.add %arg8, %6 : tensor<512x256xf32>
    %8 = stablehlo.dot_general %7, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %9 = stablehlo.tanh %8 : tensor<512x1024xf32>
    %10 = stablehlo.reduce_precision %9, format = e8m23 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<512x1024xf32>
    %13 = stablehlo.reduce_precision %10, format = e8m23 : tensor<512x1024xf32>
    %14 = stablehlo.dot_general %13, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %15 = stablehlo.add %7, %14 : tensor<512x256xf32>
    %16 = stablehlo.dot_general %15, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %17 = stablehlo.tanh %16 : tensor<512x1024xf32>
    %18 = stablehlo.reduce_precision %17, format = e8m23 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<512x1024xf32>
    %21 = stablehlo.reduce_precision %18, format = e8m23 : tensor<512x1024xf32>
    %22 = stablehlo.dot_general %21, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %23 = stablehlo.add %15, %22 : tensor<512x256xf32>
    %24 = stablehlo.dot_general %23, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %25 = stablehlo.tanh %24 : tensor<512x1024xf32>
    %26 = stablehlo.reduce_precision %25, format = e8m23 : tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<512x1024xf32>
    %29 = stablehlo.reduce_precision %26, format = e8m23 : tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %31:7 = stablehlo.optimization_barrier %26, %28, %29, %arg6, %arg7, %23, %30 : tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %32 = stablehlo.dot_general %31#6, %31#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %34 = stablehlo.dot_general %31#6, %31#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %35 = stablehlo.multiply %34, %31#1 : tensor<512x1024xf32>
    %36 = stablehlo.multiply %35, %31#0 : tensor<512x1024xf32>
    %37 = stablehlo.add %35, %36 : tensor<512x1024xf32>
    %38 = stablehlo.dot_general %37, %31#5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %40 = stablehlo.dot_general %37, %31#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %41 = stablehlo.add %31#6, %40 : tensor<512x256xf32>
    %42:7 = stablehlo.optimization_barrier %18, %20, %21, %arg4, %arg5, %15, %41 : tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %43 = stablehlo.dot_general %42#6, %42#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %45 = stablehlo.dot_general %42#6, %42#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %46 = stablehlo.multiply %45, %42#1 : tensor<512x1024xf32>
    %47 = stablehlo.multiply %46, %42#0 : tensor<512x1024xf32>
    %48 = stablehlo.add %46, %47 : tensor<512x1024xf32>
    %49 = stablehlo.dot_general %48, %42#5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %50 = stablehlo.transpose %49, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %51 = stablehlo.dot_general %48, %42#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %52 = stablehlo.add %42#6, %51 : tensor<512x256xf32>
    %53:7 = stablehlo.optimization_barrier %10, %12, %13, %arg2, %arg3, %7, %52 : tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %54 = stablehlo.dot_general %53#6, %53#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %56 = stablehlo.dot_general %53#6, %53#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %57 = stablehlo.multiply %56, %53#1 : tensor<512x1024xf32>
    %58 = stablehlo.multiply %57, %53#0 : tensor<512x1024xf32>
    %59 = stablehlo.add %57, %58 : tensor<512x1024xf32>
    %60 = stablehlo.dot_general %59, %53#5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %62 = stablehlo.dot_general %59, %53#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %63 = stablehlo.add %53#6, %62 : tensor<512x256xf32>
    %64:6 = stablehlo.optimization_barrier %2, %4, %5, %arg1, %arg8, %63 : tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %65 = stablehlo.dot_general %64#5, %64#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %67 = stablehlo.dot_general %64#5, %64#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %68 = stablehlo.multiply %67, %64#1 : tensor<512x1024xf32>
    %69 = stablehlo.multiply %68, %64#0 : tensor<512x1024xf32>
    %70 = stablehlo.add %68, %69 : tensor<512x1024xf32>
    %71 = stablehlo.dot_general %70, %64#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    return %72, %66, %61, %55, %50, %44, %39, %33 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>
  }
}
