module @jit_body attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<256x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %arg2: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<64x256xbf16> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {"y"}]>, <@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg3: tensor<32x256xbf16>, %arg4: tensor<256x256xbf16>, %arg5: tensor<256x256xbf16>) {
      %1 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x256xbf16>) -> tensor<32x256xbf16>
      %2 = stablehlo.multiply %1, %1 : tensor<32x256xbf16>
      %3 = stablehlo.multiply %2, %1 : tensor<32x256xbf16>
      %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x256xbf16>
      %5 = stablehlo.multiply %4, %3 : tensor<32x256xbf16>
      %6 = stablehlo.add %1, %5 : tensor<32x256xbf16>
      %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
      %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x256xbf16>
      %8 = stablehlo.multiply %7, %6 : tensor<32x256xbf16>
      %9 = stablehlo.tanh %8 : tensor<32x256xbf16>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<32x256xbf16>
      %11 = stablehlo.add %10, %9 : tensor<32x256xbf16>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
      %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<32x256xbf16>
      %13 = stablehlo.multiply %12, %11 : tensor<32x256xbf16>
      %14 = stablehlo.multiply %1, %13 : tensor<32x256xbf16>
      %15 = stablehlo.dot_general %14, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x256xbf16>) -> tensor<32x256xbf16>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
        %17 = stablehlo.add %arg6, %arg7 : tensor<bf16>
        stablehlo.return %17 : tensor<bf16>
      }) : (tensor<32x256xbf16>) -> tensor<32x256xbf16>
      sdy.return %16 : tensor<32x256xbf16>
    } : (tensor<64x256xbf16>, tensor<256x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    return %0 : tensor<64x256xbf16>
  }
}
