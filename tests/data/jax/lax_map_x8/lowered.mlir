module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}]>}, %arg1: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16x64x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %0) : tensor<16x64x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<16x64x256xf32>
    cond {
      %c_3 = stablehlo.constant dense<16> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<16x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %3 = func.call @closed_call(%iterArg_0, %2) : (tensor<256x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_2, %3, %iterArg_1) : (tensor<16x64x256xf32>, tensor<64x256xf32>, tensor<i32>) -> tensor<16x64x256xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %5, %4 : tensor<16x64x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<16x64x256xf32>
    }
    return %1#3 : tensor<16x64x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<16x64x256xf32>, %arg1: tensor<i32>) -> tensor<64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<16x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xf32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<256x256xf32>, %arg1: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.tanh %0 : tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<16x64x256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<i32>) -> tensor<16x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<16x64x256xf32>, tensor<1x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x64x256xf32>
    return %1 : tensor<16x64x256xf32>
  }
}
