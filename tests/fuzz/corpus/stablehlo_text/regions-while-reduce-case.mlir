module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<i32>) -> (tensor<8xf32>, tensor<4xf32>, tensor<8xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<8xf32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      %4 = stablehlo.sine %iterArg_0 : tensor<8xf32>
      stablehlo.return %3, %4 : tensor<i32>, tensor<8xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg1 init: %cst) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
     reducer(%arg3: tensor<f32>, %arg4: tensor<f32>)  {
      %3 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    %2 = "stablehlo.case"(%arg2) ({
      %3 = stablehlo.sine %arg0 : tensor<8xf32>
      stablehlo.return %3 : tensor<8xf32>
    }, {
      stablehlo.return %arg0 : tensor<8xf32>
    }) : (tensor<i32>) -> tensor<8xf32>
    return %0#1, %1, %2 : tensor<8xf32>, tensor<4xf32>, tensor<8xf32>
  }
}
