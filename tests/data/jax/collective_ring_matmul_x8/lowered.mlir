module @jit_body attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<64x256xf32>, %arg3: tensor<32x128xf32>) {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %2:4 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %c, %iterArg_1 = %1, %iterArg_2 = %arg3) : tensor<64x256xf32>, tensor<i32>, tensor<64x128xf32>, tensor<32x128xf32>
      cond {
        %c_3 = stablehlo.constant dense<8> : tensor<i32>
        %3 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %3 : tensor<i1>
      } do {
        %3:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) : (tensor<64x256xf32>, tensor<64x128xf32>, tensor<32x128xf32>) -> (tensor<64x128xf32>, tensor<32x128xf32>)
        %c_3 = stablehlo.constant dense<1> : tensor<i32>
        %4 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
        stablehlo.return %iterArg, %4, %3#0, %3#1 : tensor<64x256xf32>, tensor<i32>, tensor<64x128xf32>, tensor<32x128xf32>
      }
      sdy.return %2#2 : tensor<64x128xf32>
    } : (tensor<512x256xf32>, tensor<256x128xf32>) -> tensor<512x128xf32>
    return %0 : tensor<512x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x256xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<32x128xf32>) -> (tensor<64x128xf32>, tensor<32x128xf32>) {
    %0 = stablehlo.slice %arg0 [0:64, 0:32] : (tensor<64x256xf32>) -> tensor<64x32xf32>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
    %2 = stablehlo.add %arg1, %1 : tensor<64x128xf32>
    %3 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<32x128xf32>) -> tensor<32x128xf32>
    return %2, %3 : tensor<64x128xf32>, tensor<32x128xf32>
  }
}
