module @jit_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x256x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %c, %iterArg_4 = %arg1, %iterArg_5 = %0) : tensor<8x256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x128x256xf32>
    cond {
      %c_6 = stablehlo.constant dense<8> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<8x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
      %6:2 = func.call @closed_call(%iterArg_4, %5) : (tensor<128x256xf32>, tensor<256x256xf32>) -> (tensor<128x256xf32>, tensor<128x256xf32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_5, %6#1, %iterArg_3) : (tensor<8x128x256xf32>, tensor<128x256xf32>, tensor<i32>) -> tensor<8x128x256xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %8, %6#0, %7 : tensor<8x256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x128x256xf32>
    }
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %1#3, %iterArg_3 = %arg0, %iterArg_4 = %c_2, %iterArg_5 = %2, %iterArg_6 = %3) : tensor<8x128x256xf32>, tensor<8x256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x256x256xf32>
    cond {
      %c_7 = stablehlo.constant dense<8> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<8> : tensor<i32>
      %5 = stablehlo.subtract %c_7, %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.subtract %5, %c_8 : tensor<i32>
      %7 = func.call @dynamic_index_in_dim_0(%iterArg, %6) : (tensor<8x128x256xf32>, tensor<i32>) -> tensor<128x256xf32>
      %8 = func.call @dynamic_index_in_dim(%iterArg_3, %6) : (tensor<8x256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
      %9:2 = func.call @closed_call_1(%iterArg_5, %7, %8) : (tensor<128x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>)
      %10 = func.call @dynamic_update_index_in_dim_2(%iterArg_6, %9#1, %6) : (tensor<8x256x256xf32>, tensor<256x256xf32>, tensor<i32>) -> tensor<8x256x256xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %11, %9#0, %10 : tensor<8x128x256xf32>, tensor<8x256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<8x256x256xf32>
    }
    return %4#4 : tensor<8x256x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x256x256xf32>, %arg1: tensor<i32>) -> tensor<256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 256] : (tensor<8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x256xf32>, %arg1: tensor<256x256xf32>) -> (tensor<128x256xf32>, tensor<128x256xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1 = stablehlo.tanh %0 : tensor<128x256xf32>
    return %1, %arg0 : tensor<128x256xf32>, tensor<128x256xf32>
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
  func.func private @closed_call_1(%arg0: tensor<128x256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<256x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>) {
    %0:3 = stablehlo.optimization_barrier %arg1, %arg2, %arg0 : tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %2 = stablehlo.tanh %1 : tensor<128x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<128x256xf32>
    %5 = stablehlo.multiply %0#2, %4 : tensor<128x256xf32>
    %6 = stablehlo.multiply %5, %2 : tensor<128x256xf32>
    %7 = stablehlo.add %5, %6 : tensor<128x256xf32>
    %8 = stablehlo.dot_general %7, %0#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<256x256xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %10 = stablehlo.dot_general %7, %0#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    return %10, %9 : tensor<128x256xf32>, tensor<256x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<8x256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<i32>) -> tensor<8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x256xf32>) -> tensor<1x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x256x256xf32>, tensor<1x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x256x256xf32>
    return %1 : tensor<8x256x256xf32>
  }
}
