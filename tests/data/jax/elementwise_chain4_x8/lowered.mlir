module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<1024x256xf32>
    %cst = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024x256xf32>
    %cst_0 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %4 = stablehlo.add %2, %3 : tensor<1024x256xf32>
    %5 = stablehlo.sine %4 : tensor<1024x256xf32>
    %cst_1 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1024x256xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %9 = stablehlo.add %7, %8 : tensor<1024x256xf32>
    %10 = stablehlo.sine %9 : tensor<1024x256xf32>
    %cst_3 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1024x256xf32>
    %cst_4 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %14 = stablehlo.add %12, %13 : tensor<1024x256xf32>
    %15 = stablehlo.sine %14 : tensor<1024x256xf32>
    %cst_5 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1024x256xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %19 = stablehlo.add %17, %18 : tensor<1024x256xf32>
    return %19 : tensor<1024x256xf32>
  }
}
