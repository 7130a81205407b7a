module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256x256xf32>, %arg1: tensor<128x256xf32>) -> (tensor<8x256x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:6 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %c, %iterArg_6 = %arg1, %iterArg_7 = %0, %iterArg_8 = %1, %iterArg_9 = %2) : tensor<8x256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>
    cond {
      %c_10 = stablehlo.constant dense<8> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_5, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<8x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
      %8:4 = func.call @closed_call(%iterArg_6, %7) : (tensor<128x256xf32>, tensor<256x256xf32>) -> (tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>)
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_7, %8#1, %iterArg_5) : (tensor<8x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<8x128x256xf32>
      %10 = func.call @dynamic_update_index_in_dim(%iterArg_8, %8#2, %iterArg_5) : (tensor<8x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<8x128x256xf32>
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_9, %8#3, %iterArg_5) : (tensor<8x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<8x128x256xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_5, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %12, %8#0, %9, %10, %11 : tensor<8x256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>
    }
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6:7 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %3#3, %iterArg_6 = %3#4, %iterArg_7 = %3#5, %iterArg_8 = %c_4, %iterArg_9 = %4, %iterArg_10 = %5) : tensor<8x256x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x256x256xf32>
    cond {
      %c_11 = stablehlo.constant dense<8> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<8> : tensor<i32>
      %7 = stablehlo.subtract %c_11, %iterArg_8 : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.subtract %7, %c_12 : tensor<i32>
      %9 = func.call @dynamic_index_in_dim(%iterArg, %8) : (tensor<8x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
      %10 = func.call @dynamic_index_in_dim_0(%iterArg_5, %8) : (tensor<8x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %11 = func.call @dynamic_index_in_dim_0(%iterArg_6, %8) : (tensor<8x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %12 = func.call @dynamic_index_in_dim_0(%iterArg_7, %8) : (tensor<8x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %13:2 = func.call @closed_call_1(%iterArg_9, %9, %10, %11, %12) : (tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>)
      %14 = func.call @dynamic_update_index_in_dim_2(%iterArg_10, %13#1, %8) : (tensor<8x256x256xf32>, tensor<256x256xf32>, tensor<i32>) -> tensor<8x256x256xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_8, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %15, %13#0, %14 : tensor<8x256x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x256x256xf32>
    }
    return %6#6 : tensor<8x256x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x256x256xf32>, %arg1: tensor<i32>) -> tensor<256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 256] : (tensor<8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x256xf32>, %arg1: tensor<256x256xf32>) -> (tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1 = stablehlo.tanh %0 : tensor<128x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<128x256xf32>
    return %1, %arg0, %1, %3 : tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x128x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<i32>) -> tensor<8x128x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x128x256xf32>
    return %1 : tensor<8x128x256xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<8x128x256xf32>, %arg1: tensor<i32>) -> tensor<128x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 256] : (tensor<8x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    return %1 : tensor<128x256xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<128x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<128x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.multiply %arg0, %arg4 : tensor<128x256xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<128x256xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x256xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<256x256xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %5 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    return %5, %4 : tensor<128x256xf32>, tensor<256x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<8x256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<i32>) -> tensor<8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x256xf32>) -> tensor<1x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x256x256xf32>, tensor<1x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x256x256xf32>
    return %1 : tensor<8x256x256xf32>
  }
}
