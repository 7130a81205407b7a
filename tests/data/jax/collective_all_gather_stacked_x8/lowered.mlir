module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x64x128xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}]>] manual_axes={"x"} (%arg1: tensor<64x128xf32>) {
      %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
      %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<1x64x128xf32>) -> tensor<8x64x128xf32>
      sdy.return %2 : tensor<8x64x128xf32>
    } : (tensor<512x128xf32>) -> tensor<8x64x128xf32>
    return %0 : tensor<8x64x128xf32>
  }
}
