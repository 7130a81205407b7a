module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x256xf32>, %arg2: tensor<256x1024xf32>, %arg3: tensor<1024x256xf32>, %arg4: tensor<256x1024xf32>, %arg5: tensor<1024x256xf32>, %arg6: tensor<256x1024xf32>, %arg7: tensor<1024x256xf32>, %arg8: tensor<512x256xf32>) -> (tensor<256x1024xf32> {jax.result_info = "result[0][0]"}, tensor<1024x256xf32> {jax.result_info = "result[0][1]"}, tensor<256x1024xf32> {jax.result_info = "result[1][0]"}, tensor<1024x256xf32> {jax.result_info = "result[1][1]"}, tensor<256x1024xf32> {jax.result_info = "result[2][0]"}, tensor<1024x256xf32> {jax.result_info = "result[2][1]"}, tensor<256x1024xf32> {jax.result_info = "result[3][0]"}, tensor<1024x256xf32> {jax.result_info = "result[3][1]"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<512x1024xf32>
    %2 = stablehlo.reduce_precision %1, format = e8m23 : tensor<512x1024xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %4 = stablehlo.add %arg8, %3 : tensor<512x256xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %6 = stablehlo.tanh %5 : tensor<512x1024xf32>
    %7 = stablehlo.reduce_precision %6, format = e8m23 : tensor<512x1024xf32>
    %8 = stablehlo.dot_general %7, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %9 = stablehlo.add %4, %8 : tensor<512x256xf32>
    %10 = stablehlo.dot_general %9, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %11 = stablehlo.tanh %10 : tensor<512x1024xf32>
    %12 = stablehlo.reduce_precision %11, format = e8m23 : tensor<512x1024xf32>
    %13 = stablehlo.dot_general %12, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %14 = stablehlo.add %9, %13 : tensor<512x256xf32>
    %15 = stablehlo.dot_general %14, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %16 = stablehlo.tanh %15 : tensor<512x1024xf32>
    %17 = stablehlo.reduce_precision %16, format = e8m23 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %19:5 = stablehlo.optimization_barrier %17, %arg6, %arg7, %14, %18 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %20 = stablehlo.dot_general %19#3, %19#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %21 = stablehlo.tanh %20 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<512x1024xf32>
    %24 = stablehlo.dot_general %19#4, %19#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %26 = stablehlo.dot_general %19#4, %19#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %27 = stablehlo.multiply %26, %23 : tensor<512x1024xf32>
    %28 = stablehlo.multiply %27, %21 : tensor<512x1024xf32>
    %29 = stablehlo.add %27, %28 : tensor<512x1024xf32>
    %30 = stablehlo.dot_general %29, %19#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %32 = stablehlo.dot_general %29, %19#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %33 = stablehlo.add %19#4, %32 : tensor<512x256xf32>
    %34:5 = stablehlo.optimization_barrier %12, %arg4, %arg5, %9, %33 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %35 = stablehlo.dot_general %34#3, %34#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %36 = stablehlo.tanh %35 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<512x1024xf32>
    %39 = stablehlo.dot_general %34#4, %34#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %41 = stablehlo.dot_general %34#4, %34#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %42 = stablehlo.multiply %41, %38 : tensor<512x1024xf32>
    %43 = stablehlo.multiply %42, %36 : tensor<512x1024xf32>
    %44 = stablehlo.add %42, %43 : tensor<512x1024xf32>
    %45 = stablehlo.dot_general %44, %34#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %47 = stablehlo.dot_general %44, %34#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %48 = stablehlo.add %34#4, %47 : tensor<512x256xf32>
    %49:5 = stablehlo.optimization_barrier %7, %arg2, %arg3, %4, %48 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %50 = stablehlo.dot_general %49#3, %49#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %51 = stablehlo.tanh %50 : tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %53 = stablehlo.subtract %52, %51 : tensor<512x1024xf32>
    %54 = stablehlo.dot_general %49#4, %49#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %56 = stablehlo.dot_general %49#4, %49#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %57 = stablehlo.multiply %56, %53 : tensor<512x1024xf32>
    %58 = stablehlo.multiply %57, %51 : tensor<512x1024xf32>
    %59 = stablehlo.add %57, %58 : tensor<512x1024xf32>
    %60 = stablehlo.dot_general %59, %49#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %62 = stablehlo.dot_general %59, %49#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<256x1024xf32>) -> tensor<512x256xf32>
    %63 = stablehlo.add %49#4, %62 : tensor<512x256xf32>
    %64:5 = stablehlo.optimization_barrier %2, %arg0, %arg1, %arg8, %63 : tensor<512x1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<512x256xf32>, tensor<512x256xf32>
    %65 = stablehlo.dot_general %64#3, %64#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x1024xf32>) -> tensor<512x1024xf32>
    %66 = stablehlo.tanh %65 : tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %68 = stablehlo.subtract %67, %66 : tensor<512x1024xf32>
    %69 = stablehlo.dot_general %64#4, %64#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %71 = stablehlo.dot_general %64#4, %64#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<1024x256xf32>) -> tensor<512x1024xf32>
    %72 = stablehlo.multiply %71, %68 : tensor<512x1024xf32>
    %73 = stablehlo.multiply %72, %66 : tensor<512x1024xf32>
    %74 = stablehlo.add %72, %73 : tensor<512x1024xf32>
    %75 = stablehlo.dot_general %74, %64#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x256xf32>) -> tensor<1024x256xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    return %76, %70, %61, %55, %46, %40, %31, %25 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>
  }
}
