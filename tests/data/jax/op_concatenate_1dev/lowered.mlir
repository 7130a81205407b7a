module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<64x256xf32>) -> (tensor<448x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 0 : (tensor<128x256xf32>, tensor<256x256xf32>, tensor<64x256xf32>) -> tensor<448x256xf32>
    return %0 : tensor<448x256xf32>
  }
}
