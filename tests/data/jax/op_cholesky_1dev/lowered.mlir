module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %2 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %3 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %5 = stablehlo.add %2, %4 : tensor<512x512xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %7 = stablehlo.convert %6 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<512x512xf32>
    %10 = stablehlo.add %1, %9 : tensor<512x512xf32>
    %11 = call @cholesky(%10) : (tensor<512x512xf32>) -> tensor<512x512xf32>
    return %11 : tensor<512x512xf32>
  }
  func.func private @cholesky(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %3 = stablehlo.divide %1, %2 : tensor<512x512xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=512, j=512, k=512, l=512}, custom>} : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<512x512xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<512x512xi1>, tensor<512x512xf32>
    %11 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %13 = stablehlo.add %11, %12 : tensor<512x512xi32>
    %14 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<512x512xi1>, tensor<512x512xf32>
    return %17 : tensor<512x512xf32>
  }
}
