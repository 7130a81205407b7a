module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<1024x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x8xf32> {jax.result_info = "result[0]"}, tensor<1024x8xi32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 8) : tensor<1024x512xf32> -> (tensor<1024x8xf32>, tensor<1024x8xi32>)
    return %values, %indices : tensor<1024x8xf32>, tensor<1024x8xi32>
  }
}
