module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x64xf32>, %arg1: tensor<512xi32>, %arg2: tensor<512x64xf32>) -> (tensor<4096x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<512xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<512xi1>, tensor<512xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %7 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<4096x64xf32>, tensor<512x1xi32>, tensor<512x64xf32>) -> tensor<4096x64xf32>
    return %6 : tensor<4096x64xf32>
  }
}
