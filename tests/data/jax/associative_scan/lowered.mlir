module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x64xf32>) -> (tensor<1024x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1023:2, 0:64] : (tensor<1024x64xf32>) -> tensor<512x64xf32>
    %1 = stablehlo.slice %arg0 [1:1024:2, 0:64] : (tensor<1024x64xf32>) -> tensor<512x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<512x64xf32>
    %3 = stablehlo.slice %2 [0:511:2, 0:64] : (tensor<512x64xf32>) -> tensor<256x64xf32>
    %4 = stablehlo.slice %2 [1:512:2, 0:64] : (tensor<512x64xf32>) -> tensor<256x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<256x64xf32>
    %6 = stablehlo.slice %5 [0:255:2, 0:64] : (tensor<256x64xf32>) -> tensor<128x64xf32>
    %7 = stablehlo.slice %5 [1:256:2, 0:64] : (tensor<256x64xf32>) -> tensor<128x64xf32>
    %8 = stablehlo.add %6, %7 : tensor<128x64xf32>
    %9 = stablehlo.slice %8 [0:127:2, 0:64] : (tensor<128x64xf32>) -> tensor<64x64xf32>
    %10 = stablehlo.slice %8 [1:128:2, 0:64] : (tensor<128x64xf32>) -> tensor<64x64xf32>
    %11 = stablehlo.add %9, %10 : tensor<64x64xf32>
    %12 = stablehlo.slice %11 [0:63:2, 0:64] : (tensor<64x64xf32>) -> tensor<32x64xf32>
    %13 = stablehlo.slice %11 [1:64:2, 0:64] : (tensor<64x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.add %12, %13 : tensor<32x64xf32>
    %15 = stablehlo.slice %14 [0:31:2, 0:64] : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %16 = stablehlo.slice %14 [1:32:2, 0:64] : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x64xf32>
    %18 = stablehlo.slice %17 [0:15:2, 0:64] : (tensor<16x64xf32>) -> tensor<8x64xf32>
    %19 = stablehlo.slice %17 [1:16:2, 0:64] : (tensor<16x64xf32>) -> tensor<8x64xf32>
    %20 = stablehlo.add %18, %19 : tensor<8x64xf32>
    %21 = stablehlo.slice %20 [0:7:2, 0:64] : (tensor<8x64xf32>) -> tensor<4x64xf32>
    %22 = stablehlo.slice %20 [1:8:2, 0:64] : (tensor<8x64xf32>) -> tensor<4x64xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x64xf32>
    %24 = stablehlo.slice %23 [0:3:2, 0:64] : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %25 = stablehlo.slice %23 [1:4:2, 0:64] : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x64xf32>
    %27 = stablehlo.slice %26 [0:1:2, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %28 = stablehlo.slice %26 [1:2:2, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %29 = stablehlo.add %27, %28 : tensor<1x64xf32>
    %30 = stablehlo.slice %29 [0:0, 0:64] : (tensor<1x64xf32>) -> tensor<0x64xf32>
    %31 = stablehlo.slice %26 [2:2:2, 0:64] : (tensor<2x64xf32>) -> tensor<0x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<0x64xf32>
    %33 = stablehlo.slice %26 [0:1, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %34 = stablehlo.concatenate %33, %32, dim = 0 : (tensor<1x64xf32>, tensor<0x64xf32>) -> tensor<1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %34, %cst, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.pad %29, %cst_0, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %37 = stablehlo.add %35, %36 : tensor<2x64xf32>
    %38 = stablehlo.slice %37 [0:1, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %39 = stablehlo.slice %23 [2:4:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %40 = stablehlo.add %38, %39 : tensor<1x64xf32>
    %41 = stablehlo.slice %23 [0:1, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %42 = stablehlo.concatenate %41, %40, dim = 0 : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<2x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.pad %42, %cst_1, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.pad %37, %cst_2, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %45 = stablehlo.add %43, %44 : tensor<4x64xf32>
    %46 = stablehlo.slice %45 [0:3, 0:64] : (tensor<4x64xf32>) -> tensor<3x64xf32>
    %47 = stablehlo.slice %20 [2:8:2, 0:64] : (tensor<8x64xf32>) -> tensor<3x64xf32>
    %48 = stablehlo.add %46, %47 : tensor<3x64xf32>
    %49 = stablehlo.slice %20 [0:1, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
    %50 = stablehlo.concatenate %49, %48, dim = 0 : (tensor<1x64xf32>, tensor<3x64xf32>) -> tensor<4x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.pad %50, %cst_3, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<4x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.pad %45, %cst_4, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<4x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x64xf32>
    %54 = stablehlo.slice %53 [0:7, 0:64] : (tensor<8x64xf32>) -> tensor<7x64xf32>
    %55 = stablehlo.slice %17 [2:16:2, 0:64] : (tensor<16x64xf32>) -> tensor<7x64xf32>
    %56 = stablehlo.add %54, %55 : tensor<7x64xf32>
    %57 = stablehlo.slice %17 [0:1, 0:64] : (tensor<16x64xf32>) -> tensor<1x64xf32>
    %58 = stablehlo.concatenate %57, %56, dim = 0 : (tensor<1x64xf32>, tensor<7x64xf32>) -> tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.pad %58, %cst_5, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.pad %53, %cst_6, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %61 = stablehlo.add %59, %60 : tensor<16x64xf32>
    %62 = stablehlo.slice %61 [0:15, 0:64] : (tensor<16x64xf32>) -> tensor<15x64xf32>
    %63 = stablehlo.slice %14 [2:32:2, 0:64] : (tensor<32x64xf32>) -> tensor<15x64xf32>
    %64 = stablehlo.add %62, %63 : tensor<15x64xf32>
    %65 = stablehlo.slice %14 [0:1, 0:64] : (tensor<32x64xf32>) -> tensor<1x64xf32>
    %66 = stablehlo.concatenate %65, %64, dim = 0 : (tensor<1x64xf32>, tensor<15x64xf32>) -> tensor<16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %66, %cst_7, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.pad %61, %cst_8, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %69 = stablehlo.add %67, %68 : tensor<32x64xf32>
    %70 = stablehlo.slice %69 [0:31, 0:64] : (tensor<32x64xf32>) -> tensor<31x64xf32>
    %71 = stablehlo.slice %11 [2:64:2, 0:64] : (tensor<64x64xf32>) -> tensor<31x64xf32>
    %72 = stablehlo.add %70, %71 : tensor<31x64xf32>
    %73 = stablehlo.slice %11 [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %74 = stablehlo.concatenate %73, %72, dim = 0 : (tensor<1x64xf32>, tensor<31x64xf32>) -> tensor<32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.pad %74, %cst_9, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.pad %69, %cst_10, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %77 = stablehlo.add %75, %76 : tensor<64x64xf32>
    %78 = stablehlo.slice %77 [0:63, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %79 = stablehlo.slice %8 [2:128:2, 0:64] : (tensor<128x64xf32>) -> tensor<63x64xf32>
    %80 = stablehlo.add %78, %79 : tensor<63x64xf32>
    %81 = stablehlo.slice %8 [0:1, 0:64] : (tensor<128x64xf32>) -> tensor<1x64xf32>
    %82 = stablehlo.concatenate %81, %80, dim = 0 : (tensor<1x64xf32>, tensor<63x64xf32>) -> tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %82, %cst_11, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<128x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %77, %cst_12, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<128x64xf32>
    %85 = stablehlo.add %83, %84 : tensor<128x64xf32>
    %86 = stablehlo.slice %85 [0:127, 0:64] : (tensor<128x64xf32>) -> tensor<127x64xf32>
    %87 = stablehlo.slice %5 [2:256:2, 0:64] : (tensor<256x64xf32>) -> tensor<127x64xf32>
    %88 = stablehlo.add %86, %87 : tensor<127x64xf32>
    %89 = stablehlo.slice %5 [0:1, 0:64] : (tensor<256x64xf32>) -> tensor<1x64xf32>
    %90 = stablehlo.concatenate %89, %88, dim = 0 : (tensor<1x64xf32>, tensor<127x64xf32>) -> tensor<128x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.pad %90, %cst_13, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.pad %85, %cst_14, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %93 = stablehlo.add %91, %92 : tensor<256x64xf32>
    %94 = stablehlo.slice %93 [0:255, 0:64] : (tensor<256x64xf32>) -> tensor<255x64xf32>
    %95 = stablehlo.slice %2 [2:512:2, 0:64] : (tensor<512x64xf32>) -> tensor<255x64xf32>
    %96 = stablehlo.add %94, %95 : tensor<255x64xf32>
    %97 = stablehlo.slice %2 [0:1, 0:64] : (tensor<512x64xf32>) -> tensor<1x64xf32>
    %98 = stablehlo.concatenate %97, %96, dim = 0 : (tensor<1x64xf32>, tensor<255x64xf32>) -> tensor<256x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.pad %98, %cst_15, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<512x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.pad %93, %cst_16, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<512x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<512x64xf32>
    %102 = stablehlo.slice %101 [0:511, 0:64] : (tensor<512x64xf32>) -> tensor<511x64xf32>
    %103 = stablehlo.slice %arg0 [2:1024:2, 0:64] : (tensor<1024x64xf32>) -> tensor<511x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<511x64xf32>
    %105 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<1024x64xf32>) -> tensor<1x64xf32>
    %106 = stablehlo.concatenate %105, %104, dim = 0 : (tensor<1x64xf32>, tensor<511x64xf32>) -> tensor<512x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.pad %106, %cst_17, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<1024x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.pad %101, %cst_18, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<1024x64xf32>
    %109 = stablehlo.add %107, %108 : tensor<1024x64xf32>
    return %109 : tensor<1024x64xf32>
  }
}
