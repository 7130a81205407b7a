module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<1024x256xf32>
    %cst = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024x256xf32>
    %cst_0 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %4 = stablehlo.add %2, %3 : tensor<1024x256xf32>
    %5 = stablehlo.sine %4 : tensor<1024x256xf32>
    %cst_1 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1024x256xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %9 = stablehlo.add %7, %8 : tensor<1024x256xf32>
    %10 = stablehlo.sine %9 : tensor<1024x256xf32>
    %cst_3 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1024x256xf32>
    %cst_4 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %14 = stablehlo.add %12, %13 : tensor<1024x256xf32>
    %15 = stablehlo.sine %14 : tensor<1024x256xf32>
    %cst_5 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1024x256xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %19 = stablehlo.add %17, %18 : tensor<1024x256xf32>
    %20 = stablehlo.sine %19 : tensor<1024x256xf32>
    %cst_7 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<1024x256xf32>
    %cst_8 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %24 = stablehlo.add %22, %23 : tensor<1024x256xf32>
    %25 = stablehlo.sine %24 : tensor<1024x256xf32>
    %cst_9 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1024x256xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %29 = stablehlo.add %27, %28 : tensor<1024x256xf32>
    %30 = stablehlo.sine %29 : tensor<1024x256xf32>
    %cst_11 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<1024x256xf32>
    %cst_12 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %34 = stablehlo.add %32, %33 : tensor<1024x256xf32>
    %35 = stablehlo.sine %34 : tensor<1024x256xf32>
    %cst_13 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<1024x256xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %39 = stablehlo.add %37, %38 : tensor<1024x256xf32>
    %40 = stablehlo.sine %39 : tensor<1024x256xf32>
    %cst_15 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1024x256xf32>
    %cst_16 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %44 = stablehlo.add %42, %43 : tensor<1024x256xf32>
    %45 = stablehlo.sine %44 : tensor<1024x256xf32>
    %cst_17 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<1024x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %49 = stablehlo.add %47, %48 : tensor<1024x256xf32>
    %50 = stablehlo.sine %49 : tensor<1024x256xf32>
    %cst_19 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<1024x256xf32>
    %cst_20 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %54 = stablehlo.add %52, %53 : tensor<1024x256xf32>
    %55 = stablehlo.sine %54 : tensor<1024x256xf32>
    %cst_21 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<1024x256xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %59 = stablehlo.add %57, %58 : tensor<1024x256xf32>
    %60 = stablehlo.sine %59 : tensor<1024x256xf32>
    %cst_23 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<1024x256xf32>
    %cst_24 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %64 = stablehlo.add %62, %63 : tensor<1024x256xf32>
    %65 = stablehlo.sine %64 : tensor<1024x256xf32>
    %cst_25 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<1024x256xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %69 = stablehlo.add %67, %68 : tensor<1024x256xf32>
    %70 = stablehlo.sine %69 : tensor<1024x256xf32>
    %cst_27 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<1024x256xf32>
    %cst_28 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %74 = stablehlo.add %72, %73 : tensor<1024x256xf32>
    %75 = stablehlo.sine %74 : tensor<1024x256xf32>
    %cst_29 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<1024x256xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %79 = stablehlo.add %77, %78 : tensor<1024x256xf32>
    %80 = stablehlo.sine %79 : tensor<1024x256xf32>
    %cst_31 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<1024x256xf32>
    %cst_32 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %84 = stablehlo.add %82, %83 : tensor<1024x256xf32>
    %85 = stablehlo.sine %84 : tensor<1024x256xf32>
    %cst_33 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<1024x256xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %89 = stablehlo.add %87, %88 : tensor<1024x256xf32>
    %90 = stablehlo.sine %89 : tensor<1024x256xf32>
    %cst_35 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<1024x256xf32>
    %cst_36 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %94 = stablehlo.add %92, %93 : tensor<1024x256xf32>
    %95 = stablehlo.sine %94 : tensor<1024x256xf32>
    %cst_37 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<1024x256xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %99 = stablehlo.add %97, %98 : tensor<1024x256xf32>
    %100 = stablehlo.sine %99 : tensor<1024x256xf32>
    %cst_39 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<1024x256xf32>
    %cst_40 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %104 = stablehlo.add %102, %103 : tensor<1024x256xf32>
    %105 = stablehlo.sine %104 : tensor<1024x256xf32>
    %cst_41 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<1024x256xf32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %109 = stablehlo.add %107, %108 : tensor<1024x256xf32>
    %110 = stablehlo.sine %109 : tensor<1024x256xf32>
    %cst_43 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<1024x256xf32>
    %cst_44 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %114 = stablehlo.add %112, %113 : tensor<1024x256xf32>
    %115 = stablehlo.sine %114 : tensor<1024x256xf32>
    %cst_45 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<1024x256xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %119 = stablehlo.add %117, %118 : tensor<1024x256xf32>
    %120 = stablehlo.sine %119 : tensor<1024x256xf32>
    %cst_47 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<1024x256xf32>
    %cst_48 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %124 = stablehlo.add %122, %123 : tensor<1024x256xf32>
    %125 = stablehlo.sine %124 : tensor<1024x256xf32>
    %cst_49 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<1024x256xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %129 = stablehlo.add %127, %128 : tensor<1024x256xf32>
    %130 = stablehlo.sine %129 : tensor<1024x256xf32>
    %cst_51 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<1024x256xf32>
    %cst_52 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %134 = stablehlo.add %132, %133 : tensor<1024x256xf32>
    %135 = stablehlo.sine %134 : tensor<1024x256xf32>
    %cst_53 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<1024x256xf32>
    %cst_54 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %139 = stablehlo.add %137, %138 : tensor<1024x256xf32>
    %140 = stablehlo.sine %139 : tensor<1024x256xf32>
    %cst_55 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<1024x256xf32>
    %cst_56 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %144 = stablehlo.add %142, %143 : tensor<1024x256xf32>
    %145 = stablehlo.sine %144 : tensor<1024x256xf32>
    %cst_57 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<1024x256xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %149 = stablehlo.add %147, %148 : tensor<1024x256xf32>
    %150 = stablehlo.sine %149 : tensor<1024x256xf32>
    %cst_59 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<1024x256xf32>
    %cst_60 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %154 = stablehlo.add %152, %153 : tensor<1024x256xf32>
    %155 = stablehlo.sine %154 : tensor<1024x256xf32>
    %cst_61 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<1024x256xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %159 = stablehlo.add %157, %158 : tensor<1024x256xf32>
    %160 = stablehlo.sine %159 : tensor<1024x256xf32>
    %cst_63 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<1024x256xf32>
    %cst_64 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %164 = stablehlo.add %162, %163 : tensor<1024x256xf32>
    %165 = stablehlo.sine %164 : tensor<1024x256xf32>
    %cst_65 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<1024x256xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %169 = stablehlo.add %167, %168 : tensor<1024x256xf32>
    %170 = stablehlo.sine %169 : tensor<1024x256xf32>
    %cst_67 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<1024x256xf32>
    %cst_68 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %174 = stablehlo.add %172, %173 : tensor<1024x256xf32>
    %175 = stablehlo.sine %174 : tensor<1024x256xf32>
    %cst_69 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<1024x256xf32>
    %cst_70 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %179 = stablehlo.add %177, %178 : tensor<1024x256xf32>
    %180 = stablehlo.sine %179 : tensor<1024x256xf32>
    %cst_71 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<1024x256xf32>
    %cst_72 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %184 = stablehlo.add %182, %183 : tensor<1024x256xf32>
    %185 = stablehlo.sine %184 : tensor<1024x256xf32>
    %cst_73 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %187 = stablehlo.multiply %185, %186 : tensor<1024x256xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %189 = stablehlo.add %187, %188 : tensor<1024x256xf32>
    %190 = stablehlo.sine %189 : tensor<1024x256xf32>
    %cst_75 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<1024x256xf32>
    %cst_76 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %194 = stablehlo.add %192, %193 : tensor<1024x256xf32>
    %195 = stablehlo.sine %194 : tensor<1024x256xf32>
    %cst_77 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<1024x256xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %199 = stablehlo.add %197, %198 : tensor<1024x256xf32>
    %200 = stablehlo.sine %199 : tensor<1024x256xf32>
    %cst_79 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<1024x256xf32>
    %cst_80 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %204 = stablehlo.add %202, %203 : tensor<1024x256xf32>
    %205 = stablehlo.sine %204 : tensor<1024x256xf32>
    %cst_81 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<1024x256xf32>
    %cst_82 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %209 = stablehlo.add %207, %208 : tensor<1024x256xf32>
    %210 = stablehlo.sine %209 : tensor<1024x256xf32>
    %cst_83 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<1024x256xf32>
    %cst_84 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %214 = stablehlo.add %212, %213 : tensor<1024x256xf32>
    %215 = stablehlo.sine %214 : tensor<1024x256xf32>
    %cst_85 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<1024x256xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %219 = stablehlo.add %217, %218 : tensor<1024x256xf32>
    %220 = stablehlo.sine %219 : tensor<1024x256xf32>
    %cst_87 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<1024x256xf32>
    %cst_88 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %224 = stablehlo.add %222, %223 : tensor<1024x256xf32>
    %225 = stablehlo.sine %224 : tensor<1024x256xf32>
    %cst_89 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<1024x256xf32>
    %cst_90 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %229 = stablehlo.add %227, %228 : tensor<1024x256xf32>
    %230 = stablehlo.sine %229 : tensor<1024x256xf32>
    %cst_91 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<1024x256xf32>
    %cst_92 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %234 = stablehlo.add %232, %233 : tensor<1024x256xf32>
    %235 = stablehlo.sine %234 : tensor<1024x256xf32>
    %cst_93 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<1024x256xf32>
    %cst_94 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %239 = stablehlo.add %237, %238 : tensor<1024x256xf32>
    %240 = stablehlo.sine %239 : tensor<1024x256xf32>
    %cst_95 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<1024x256xf32>
    %cst_96 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %244 = stablehlo.add %242, %243 : tensor<1024x256xf32>
    %245 = stablehlo.sine %244 : tensor<1024x256xf32>
    %cst_97 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<1024x256xf32>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %249 = stablehlo.add %247, %248 : tensor<1024x256xf32>
    %250 = stablehlo.sine %249 : tensor<1024x256xf32>
    %cst_99 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<1024x256xf32>
    %cst_100 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %254 = stablehlo.add %252, %253 : tensor<1024x256xf32>
    %255 = stablehlo.sine %254 : tensor<1024x256xf32>
    %cst_101 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<1024x256xf32>
    %cst_102 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %259 = stablehlo.add %257, %258 : tensor<1024x256xf32>
    %260 = stablehlo.sine %259 : tensor<1024x256xf32>
    %cst_103 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<1024x256xf32>
    %cst_104 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %264 = stablehlo.add %262, %263 : tensor<1024x256xf32>
    %265 = stablehlo.sine %264 : tensor<1024x256xf32>
    %cst_105 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %267 = stablehlo.multiply %265, %266 : tensor<1024x256xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %269 = stablehlo.add %267, %268 : tensor<1024x256xf32>
    %270 = stablehlo.sine %269 : tensor<1024x256xf32>
    %cst_107 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<1024x256xf32>
    %cst_108 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %274 = stablehlo.add %272, %273 : tensor<1024x256xf32>
    %275 = stablehlo.sine %274 : tensor<1024x256xf32>
    %cst_109 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<1024x256xf32>
    %cst_110 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %279 = stablehlo.add %277, %278 : tensor<1024x256xf32>
    %280 = stablehlo.sine %279 : tensor<1024x256xf32>
    %cst_111 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %282 = stablehlo.multiply %280, %281 : tensor<1024x256xf32>
    %cst_112 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %284 = stablehlo.add %282, %283 : tensor<1024x256xf32>
    %285 = stablehlo.sine %284 : tensor<1024x256xf32>
    %cst_113 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %287 = stablehlo.multiply %285, %286 : tensor<1024x256xf32>
    %cst_114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %289 = stablehlo.add %287, %288 : tensor<1024x256xf32>
    %290 = stablehlo.sine %289 : tensor<1024x256xf32>
    %cst_115 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<1024x256xf32>
    %cst_116 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %294 = stablehlo.add %292, %293 : tensor<1024x256xf32>
    %295 = stablehlo.sine %294 : tensor<1024x256xf32>
    %cst_117 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %297 = stablehlo.multiply %295, %296 : tensor<1024x256xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %299 = stablehlo.add %297, %298 : tensor<1024x256xf32>
    %300 = stablehlo.sine %299 : tensor<1024x256xf32>
    %cst_119 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %302 = stablehlo.multiply %300, %301 : tensor<1024x256xf32>
    %cst_120 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %304 = stablehlo.add %302, %303 : tensor<1024x256xf32>
    %305 = stablehlo.sine %304 : tensor<1024x256xf32>
    %cst_121 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %307 = stablehlo.multiply %305, %306 : tensor<1024x256xf32>
    %cst_122 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %309 = stablehlo.add %307, %308 : tensor<1024x256xf32>
    %310 = stablehlo.sine %309 : tensor<1024x256xf32>
    %cst_123 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<1024x256xf32>
    %cst_124 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %314 = stablehlo.add %312, %313 : tensor<1024x256xf32>
    %315 = stablehlo.sine %314 : tensor<1024x256xf32>
    %cst_125 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %317 = stablehlo.multiply %315, %316 : tensor<1024x256xf32>
    %cst_126 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %319 = stablehlo.add %317, %318 : tensor<1024x256xf32>
    %320 = stablehlo.sine %319 : tensor<1024x256xf32>
    %cst_127 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<1024x256xf32>
    %cst_128 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %324 = stablehlo.add %322, %323 : tensor<1024x256xf32>
    %325 = stablehlo.sine %324 : tensor<1024x256xf32>
    %cst_129 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<1024x256xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %329 = stablehlo.add %327, %328 : tensor<1024x256xf32>
    %330 = stablehlo.sine %329 : tensor<1024x256xf32>
    %cst_131 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %332 = stablehlo.multiply %330, %331 : tensor<1024x256xf32>
    %cst_132 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %334 = stablehlo.add %332, %333 : tensor<1024x256xf32>
    %335 = stablehlo.sine %334 : tensor<1024x256xf32>
    %cst_133 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<1024x256xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %339 = stablehlo.add %337, %338 : tensor<1024x256xf32>
    %340 = stablehlo.sine %339 : tensor<1024x256xf32>
    %cst_135 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %342 = stablehlo.multiply %340, %341 : tensor<1024x256xf32>
    %cst_136 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %344 = stablehlo.add %342, %343 : tensor<1024x256xf32>
    %345 = stablehlo.sine %344 : tensor<1024x256xf32>
    %cst_137 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<1024x256xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %349 = stablehlo.add %347, %348 : tensor<1024x256xf32>
    %350 = stablehlo.sine %349 : tensor<1024x256xf32>
    %cst_139 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %352 = stablehlo.multiply %350, %351 : tensor<1024x256xf32>
    %cst_140 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %354 = stablehlo.add %352, %353 : tensor<1024x256xf32>
    %355 = stablehlo.sine %354 : tensor<1024x256xf32>
    %cst_141 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %357 = stablehlo.multiply %355, %356 : tensor<1024x256xf32>
    %cst_142 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %359 = stablehlo.add %357, %358 : tensor<1024x256xf32>
    %360 = stablehlo.sine %359 : tensor<1024x256xf32>
    %cst_143 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %362 = stablehlo.multiply %360, %361 : tensor<1024x256xf32>
    %cst_144 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %364 = stablehlo.add %362, %363 : tensor<1024x256xf32>
    %365 = stablehlo.sine %364 : tensor<1024x256xf32>
    %cst_145 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %367 = stablehlo.multiply %365, %366 : tensor<1024x256xf32>
    %cst_146 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %369 = stablehlo.add %367, %368 : tensor<1024x256xf32>
    %370 = stablehlo.sine %369 : tensor<1024x256xf32>
    %cst_147 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<1024x256xf32>
    %cst_148 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %374 = stablehlo.add %372, %373 : tensor<1024x256xf32>
    %375 = stablehlo.sine %374 : tensor<1024x256xf32>
    %cst_149 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<1024x256xf32>
    %cst_150 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %379 = stablehlo.add %377, %378 : tensor<1024x256xf32>
    %380 = stablehlo.sine %379 : tensor<1024x256xf32>
    %cst_151 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %382 = stablehlo.multiply %380, %381 : tensor<1024x256xf32>
    %cst_152 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %384 = stablehlo.add %382, %383 : tensor<1024x256xf32>
    %385 = stablehlo.sine %384 : tensor<1024x256xf32>
    %cst_153 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<1024x256xf32>
    %cst_154 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %389 = stablehlo.add %387, %388 : tensor<1024x256xf32>
    %390 = stablehlo.sine %389 : tensor<1024x256xf32>
    %cst_155 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<1024x256xf32>
    %cst_156 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %394 = stablehlo.add %392, %393 : tensor<1024x256xf32>
    %395 = stablehlo.sine %394 : tensor<1024x256xf32>
    %cst_157 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<1024x256xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %399 = stablehlo.add %397, %398 : tensor<1024x256xf32>
    %400 = stablehlo.sine %399 : tensor<1024x256xf32>
    %cst_159 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %402 = stablehlo.multiply %400, %401 : tensor<1024x256xf32>
    %cst_160 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %404 = stablehlo.add %402, %403 : tensor<1024x256xf32>
    %405 = stablehlo.sine %404 : tensor<1024x256xf32>
    %cst_161 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<1024x256xf32>
    %cst_162 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %409 = stablehlo.add %407, %408 : tensor<1024x256xf32>
    %410 = stablehlo.sine %409 : tensor<1024x256xf32>
    %cst_163 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %412 = stablehlo.multiply %410, %411 : tensor<1024x256xf32>
    %cst_164 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %414 = stablehlo.add %412, %413 : tensor<1024x256xf32>
    %415 = stablehlo.sine %414 : tensor<1024x256xf32>
    %cst_165 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<1024x256xf32>
    %cst_166 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %419 = stablehlo.add %417, %418 : tensor<1024x256xf32>
    %420 = stablehlo.sine %419 : tensor<1024x256xf32>
    %cst_167 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<1024x256xf32>
    %cst_168 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %424 = stablehlo.add %422, %423 : tensor<1024x256xf32>
    %425 = stablehlo.sine %424 : tensor<1024x256xf32>
    %cst_169 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %427 = stablehlo.multiply %425, %426 : tensor<1024x256xf32>
    %cst_170 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %429 = stablehlo.add %427, %428 : tensor<1024x256xf32>
    %430 = stablehlo.sine %429 : tensor<1024x256xf32>
    %cst_171 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %432 = stablehlo.multiply %430, %431 : tensor<1024x256xf32>
    %cst_172 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %434 = stablehlo.add %432, %433 : tensor<1024x256xf32>
    %435 = stablehlo.sine %434 : tensor<1024x256xf32>
    %cst_173 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %437 = stablehlo.multiply %435, %436 : tensor<1024x256xf32>
    %cst_174 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %439 = stablehlo.add %437, %438 : tensor<1024x256xf32>
    %440 = stablehlo.sine %439 : tensor<1024x256xf32>
    %cst_175 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<1024x256xf32>
    %cst_176 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %444 = stablehlo.add %442, %443 : tensor<1024x256xf32>
    %445 = stablehlo.sine %444 : tensor<1024x256xf32>
    %cst_177 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %447 = stablehlo.multiply %445, %446 : tensor<1024x256xf32>
    %cst_178 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %449 = stablehlo.add %447, %448 : tensor<1024x256xf32>
    %450 = stablehlo.sine %449 : tensor<1024x256xf32>
    %cst_179 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %452 = stablehlo.multiply %450, %451 : tensor<1024x256xf32>
    %cst_180 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %454 = stablehlo.add %452, %453 : tensor<1024x256xf32>
    %455 = stablehlo.sine %454 : tensor<1024x256xf32>
    %cst_181 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<1024x256xf32>
    %cst_182 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %459 = stablehlo.add %457, %458 : tensor<1024x256xf32>
    %460 = stablehlo.sine %459 : tensor<1024x256xf32>
    %cst_183 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<1024x256xf32>
    %cst_184 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %464 = stablehlo.add %462, %463 : tensor<1024x256xf32>
    %465 = stablehlo.sine %464 : tensor<1024x256xf32>
    %cst_185 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %467 = stablehlo.multiply %465, %466 : tensor<1024x256xf32>
    %cst_186 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %469 = stablehlo.add %467, %468 : tensor<1024x256xf32>
    %470 = stablehlo.sine %469 : tensor<1024x256xf32>
    %cst_187 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %472 = stablehlo.multiply %470, %471 : tensor<1024x256xf32>
    %cst_188 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %474 = stablehlo.add %472, %473 : tensor<1024x256xf32>
    %475 = stablehlo.sine %474 : tensor<1024x256xf32>
    %cst_189 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %477 = stablehlo.multiply %475, %476 : tensor<1024x256xf32>
    %cst_190 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %479 = stablehlo.add %477, %478 : tensor<1024x256xf32>
    %480 = stablehlo.sine %479 : tensor<1024x256xf32>
    %cst_191 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<1024x256xf32>
    %cst_192 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %484 = stablehlo.add %482, %483 : tensor<1024x256xf32>
    %485 = stablehlo.sine %484 : tensor<1024x256xf32>
    %cst_193 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %487 = stablehlo.multiply %485, %486 : tensor<1024x256xf32>
    %cst_194 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %489 = stablehlo.add %487, %488 : tensor<1024x256xf32>
    %490 = stablehlo.sine %489 : tensor<1024x256xf32>
    %cst_195 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %492 = stablehlo.multiply %490, %491 : tensor<1024x256xf32>
    %cst_196 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %494 = stablehlo.add %492, %493 : tensor<1024x256xf32>
    %495 = stablehlo.sine %494 : tensor<1024x256xf32>
    %cst_197 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %497 = stablehlo.multiply %495, %496 : tensor<1024x256xf32>
    %cst_198 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %499 = stablehlo.add %497, %498 : tensor<1024x256xf32>
    %500 = stablehlo.sine %499 : tensor<1024x256xf32>
    %cst_199 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %502 = stablehlo.multiply %500, %501 : tensor<1024x256xf32>
    %cst_200 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %504 = stablehlo.add %502, %503 : tensor<1024x256xf32>
    %505 = stablehlo.sine %504 : tensor<1024x256xf32>
    %cst_201 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %507 = stablehlo.multiply %505, %506 : tensor<1024x256xf32>
    %cst_202 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %509 = stablehlo.add %507, %508 : tensor<1024x256xf32>
    %510 = stablehlo.sine %509 : tensor<1024x256xf32>
    %cst_203 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %512 = stablehlo.multiply %510, %511 : tensor<1024x256xf32>
    %cst_204 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %514 = stablehlo.add %512, %513 : tensor<1024x256xf32>
    %515 = stablehlo.sine %514 : tensor<1024x256xf32>
    %cst_205 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<1024x256xf32>
    %cst_206 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %519 = stablehlo.add %517, %518 : tensor<1024x256xf32>
    %520 = stablehlo.sine %519 : tensor<1024x256xf32>
    %cst_207 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<1024x256xf32>
    %cst_208 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %524 = stablehlo.add %522, %523 : tensor<1024x256xf32>
    %525 = stablehlo.sine %524 : tensor<1024x256xf32>
    %cst_209 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %527 = stablehlo.multiply %525, %526 : tensor<1024x256xf32>
    %cst_210 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %529 = stablehlo.add %527, %528 : tensor<1024x256xf32>
    %530 = stablehlo.sine %529 : tensor<1024x256xf32>
    %cst_211 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<1024x256xf32>
    %cst_212 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %534 = stablehlo.add %532, %533 : tensor<1024x256xf32>
    %535 = stablehlo.sine %534 : tensor<1024x256xf32>
    %cst_213 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<1024x256xf32>
    %cst_214 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %539 = stablehlo.add %537, %538 : tensor<1024x256xf32>
    %540 = stablehlo.sine %539 : tensor<1024x256xf32>
    %cst_215 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<1024x256xf32>
    %cst_216 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %544 = stablehlo.add %542, %543 : tensor<1024x256xf32>
    %545 = stablehlo.sine %544 : tensor<1024x256xf32>
    %cst_217 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<1024x256xf32>
    %cst_218 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %549 = stablehlo.add %547, %548 : tensor<1024x256xf32>
    %550 = stablehlo.sine %549 : tensor<1024x256xf32>
    %cst_219 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %552 = stablehlo.multiply %550, %551 : tensor<1024x256xf32>
    %cst_220 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %554 = stablehlo.add %552, %553 : tensor<1024x256xf32>
    %555 = stablehlo.sine %554 : tensor<1024x256xf32>
    %cst_221 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<1024x256xf32>
    %cst_222 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %559 = stablehlo.add %557, %558 : tensor<1024x256xf32>
    %560 = stablehlo.sine %559 : tensor<1024x256xf32>
    %cst_223 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<1024x256xf32>
    %cst_224 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %564 = stablehlo.add %562, %563 : tensor<1024x256xf32>
    %565 = stablehlo.sine %564 : tensor<1024x256xf32>
    %cst_225 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<1024x256xf32>
    %cst_226 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %569 = stablehlo.add %567, %568 : tensor<1024x256xf32>
    %570 = stablehlo.sine %569 : tensor<1024x256xf32>
    %cst_227 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %572 = stablehlo.multiply %570, %571 : tensor<1024x256xf32>
    %cst_228 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %574 = stablehlo.add %572, %573 : tensor<1024x256xf32>
    %575 = stablehlo.sine %574 : tensor<1024x256xf32>
    %cst_229 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<1024x256xf32>
    %cst_230 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %579 = stablehlo.add %577, %578 : tensor<1024x256xf32>
    %580 = stablehlo.sine %579 : tensor<1024x256xf32>
    %cst_231 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<1024x256xf32>
    %cst_232 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %584 = stablehlo.add %582, %583 : tensor<1024x256xf32>
    %585 = stablehlo.sine %584 : tensor<1024x256xf32>
    %cst_233 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<1024x256xf32>
    %cst_234 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %589 = stablehlo.add %587, %588 : tensor<1024x256xf32>
    %590 = stablehlo.sine %589 : tensor<1024x256xf32>
    %cst_235 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<1024x256xf32>
    %cst_236 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %594 = stablehlo.add %592, %593 : tensor<1024x256xf32>
    %595 = stablehlo.sine %594 : tensor<1024x256xf32>
    %cst_237 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %597 = stablehlo.multiply %595, %596 : tensor<1024x256xf32>
    %cst_238 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %599 = stablehlo.add %597, %598 : tensor<1024x256xf32>
    %600 = stablehlo.sine %599 : tensor<1024x256xf32>
    %cst_239 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<1024x256xf32>
    %cst_240 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %604 = stablehlo.add %602, %603 : tensor<1024x256xf32>
    %605 = stablehlo.sine %604 : tensor<1024x256xf32>
    %cst_241 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %607 = stablehlo.multiply %605, %606 : tensor<1024x256xf32>
    %cst_242 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %609 = stablehlo.add %607, %608 : tensor<1024x256xf32>
    %610 = stablehlo.sine %609 : tensor<1024x256xf32>
    %cst_243 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<1024x256xf32>
    %cst_244 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %614 = stablehlo.add %612, %613 : tensor<1024x256xf32>
    %615 = stablehlo.sine %614 : tensor<1024x256xf32>
    %cst_245 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %617 = stablehlo.multiply %615, %616 : tensor<1024x256xf32>
    %cst_246 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %619 = stablehlo.add %617, %618 : tensor<1024x256xf32>
    %620 = stablehlo.sine %619 : tensor<1024x256xf32>
    %cst_247 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %622 = stablehlo.multiply %620, %621 : tensor<1024x256xf32>
    %cst_248 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %624 = stablehlo.add %622, %623 : tensor<1024x256xf32>
    %625 = stablehlo.sine %624 : tensor<1024x256xf32>
    %cst_249 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<1024x256xf32>
    %cst_250 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %629 = stablehlo.add %627, %628 : tensor<1024x256xf32>
    %630 = stablehlo.sine %629 : tensor<1024x256xf32>
    %cst_251 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %632 = stablehlo.multiply %630, %631 : tensor<1024x256xf32>
    %cst_252 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %634 = stablehlo.add %632, %633 : tensor<1024x256xf32>
    %635 = stablehlo.sine %634 : tensor<1024x256xf32>
    %cst_253 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<1024x256xf32>
    %cst_254 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %639 = stablehlo.add %637, %638 : tensor<1024x256xf32>
    %640 = stablehlo.sine %639 : tensor<1024x256xf32>
    %cst_255 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<1024x256xf32>
    %cst_256 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %644 = stablehlo.add %642, %643 : tensor<1024x256xf32>
    %645 = stablehlo.sine %644 : tensor<1024x256xf32>
    %cst_257 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<1024x256xf32>
    %cst_258 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %649 = stablehlo.add %647, %648 : tensor<1024x256xf32>
    %650 = stablehlo.sine %649 : tensor<1024x256xf32>
    %cst_259 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %652 = stablehlo.multiply %650, %651 : tensor<1024x256xf32>
    %cst_260 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %654 = stablehlo.add %652, %653 : tensor<1024x256xf32>
    %655 = stablehlo.sine %654 : tensor<1024x256xf32>
    %cst_261 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %657 = stablehlo.multiply %655, %656 : tensor<1024x256xf32>
    %cst_262 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %659 = stablehlo.add %657, %658 : tensor<1024x256xf32>
    %660 = stablehlo.sine %659 : tensor<1024x256xf32>
    %cst_263 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %662 = stablehlo.multiply %660, %661 : tensor<1024x256xf32>
    %cst_264 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %664 = stablehlo.add %662, %663 : tensor<1024x256xf32>
    %665 = stablehlo.sine %664 : tensor<1024x256xf32>
    %cst_265 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %667 = stablehlo.multiply %665, %666 : tensor<1024x256xf32>
    %cst_266 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %669 = stablehlo.add %667, %668 : tensor<1024x256xf32>
    %670 = stablehlo.sine %669 : tensor<1024x256xf32>
    %cst_267 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %672 = stablehlo.multiply %670, %671 : tensor<1024x256xf32>
    %cst_268 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %674 = stablehlo.add %672, %673 : tensor<1024x256xf32>
    %675 = stablehlo.sine %674 : tensor<1024x256xf32>
    %cst_269 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %677 = stablehlo.multiply %675, %676 : tensor<1024x256xf32>
    %cst_270 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %679 = stablehlo.add %677, %678 : tensor<1024x256xf32>
    %680 = stablehlo.sine %679 : tensor<1024x256xf32>
    %cst_271 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<1024x256xf32>
    %cst_272 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %684 = stablehlo.add %682, %683 : tensor<1024x256xf32>
    %685 = stablehlo.sine %684 : tensor<1024x256xf32>
    %cst_273 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %687 = stablehlo.multiply %685, %686 : tensor<1024x256xf32>
    %cst_274 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %689 = stablehlo.add %687, %688 : tensor<1024x256xf32>
    %690 = stablehlo.sine %689 : tensor<1024x256xf32>
    %cst_275 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %692 = stablehlo.multiply %690, %691 : tensor<1024x256xf32>
    %cst_276 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %694 = stablehlo.add %692, %693 : tensor<1024x256xf32>
    %695 = stablehlo.sine %694 : tensor<1024x256xf32>
    %cst_277 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %697 = stablehlo.multiply %695, %696 : tensor<1024x256xf32>
    %cst_278 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %699 = stablehlo.add %697, %698 : tensor<1024x256xf32>
    %700 = stablehlo.sine %699 : tensor<1024x256xf32>
    %cst_279 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %702 = stablehlo.multiply %700, %701 : tensor<1024x256xf32>
    %cst_280 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %704 = stablehlo.add %702, %703 : tensor<1024x256xf32>
    %705 = stablehlo.sine %704 : tensor<1024x256xf32>
    %cst_281 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %707 = stablehlo.multiply %705, %706 : tensor<1024x256xf32>
    %cst_282 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %709 = stablehlo.add %707, %708 : tensor<1024x256xf32>
    %710 = stablehlo.sine %709 : tensor<1024x256xf32>
    %cst_283 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %712 = stablehlo.multiply %710, %711 : tensor<1024x256xf32>
    %cst_284 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %714 = stablehlo.add %712, %713 : tensor<1024x256xf32>
    %715 = stablehlo.sine %714 : tensor<1024x256xf32>
    %cst_285 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<1024x256xf32>
    %cst_286 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %719 = stablehlo.add %717, %718 : tensor<1024x256xf32>
    %720 = stablehlo.sine %719 : tensor<1024x256xf32>
    %cst_287 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %722 = stablehlo.multiply %720, %721 : tensor<1024x256xf32>
    %cst_288 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %724 = stablehlo.add %722, %723 : tensor<1024x256xf32>
    %725 = stablehlo.sine %724 : tensor<1024x256xf32>
    %cst_289 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %727 = stablehlo.multiply %725, %726 : tensor<1024x256xf32>
    %cst_290 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %729 = stablehlo.add %727, %728 : tensor<1024x256xf32>
    %730 = stablehlo.sine %729 : tensor<1024x256xf32>
    %cst_291 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %732 = stablehlo.multiply %730, %731 : tensor<1024x256xf32>
    %cst_292 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %734 = stablehlo.add %732, %733 : tensor<1024x256xf32>
    %735 = stablehlo.sine %734 : tensor<1024x256xf32>
    %cst_293 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %737 = stablehlo.multiply %735, %736 : tensor<1024x256xf32>
    %cst_294 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %739 = stablehlo.add %737, %738 : tensor<1024x256xf32>
    %740 = stablehlo.sine %739 : tensor<1024x256xf32>
    %cst_295 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %742 = stablehlo.multiply %740, %741 : tensor<1024x256xf32>
    %cst_296 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %744 = stablehlo.add %742, %743 : tensor<1024x256xf32>
    %745 = stablehlo.sine %744 : tensor<1024x256xf32>
    %cst_297 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %747 = stablehlo.multiply %745, %746 : tensor<1024x256xf32>
    %cst_298 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %749 = stablehlo.add %747, %748 : tensor<1024x256xf32>
    %750 = stablehlo.sine %749 : tensor<1024x256xf32>
    %cst_299 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %752 = stablehlo.multiply %750, %751 : tensor<1024x256xf32>
    %cst_300 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %754 = stablehlo.add %752, %753 : tensor<1024x256xf32>
    %755 = stablehlo.sine %754 : tensor<1024x256xf32>
    %cst_301 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %757 = stablehlo.multiply %755, %756 : tensor<1024x256xf32>
    %cst_302 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %759 = stablehlo.add %757, %758 : tensor<1024x256xf32>
    %760 = stablehlo.sine %759 : tensor<1024x256xf32>
    %cst_303 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %762 = stablehlo.multiply %760, %761 : tensor<1024x256xf32>
    %cst_304 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %764 = stablehlo.add %762, %763 : tensor<1024x256xf32>
    %765 = stablehlo.sine %764 : tensor<1024x256xf32>
    %cst_305 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %767 = stablehlo.multiply %765, %766 : tensor<1024x256xf32>
    %cst_306 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %769 = stablehlo.add %767, %768 : tensor<1024x256xf32>
    %770 = stablehlo.sine %769 : tensor<1024x256xf32>
    %cst_307 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %772 = stablehlo.multiply %770, %771 : tensor<1024x256xf32>
    %cst_308 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %774 = stablehlo.add %772, %773 : tensor<1024x256xf32>
    %775 = stablehlo.sine %774 : tensor<1024x256xf32>
    %cst_309 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %777 = stablehlo.multiply %775, %776 : tensor<1024x256xf32>
    %cst_310 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %779 = stablehlo.add %777, %778 : tensor<1024x256xf32>
    %780 = stablehlo.sine %779 : tensor<1024x256xf32>
    %cst_311 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %782 = stablehlo.multiply %780, %781 : tensor<1024x256xf32>
    %cst_312 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %784 = stablehlo.add %782, %783 : tensor<1024x256xf32>
    %785 = stablehlo.sine %784 : tensor<1024x256xf32>
    %cst_313 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %787 = stablehlo.multiply %785, %786 : tensor<1024x256xf32>
    %cst_314 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %789 = stablehlo.add %787, %788 : tensor<1024x256xf32>
    %790 = stablehlo.sine %789 : tensor<1024x256xf32>
    %cst_315 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %792 = stablehlo.multiply %790, %791 : tensor<1024x256xf32>
    %cst_316 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %794 = stablehlo.add %792, %793 : tensor<1024x256xf32>
    %795 = stablehlo.sine %794 : tensor<1024x256xf32>
    %cst_317 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %797 = stablehlo.multiply %795, %796 : tensor<1024x256xf32>
    %cst_318 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %799 = stablehlo.add %797, %798 : tensor<1024x256xf32>
    %800 = stablehlo.sine %799 : tensor<1024x256xf32>
    %cst_319 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %802 = stablehlo.multiply %800, %801 : tensor<1024x256xf32>
    %cst_320 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %804 = stablehlo.add %802, %803 : tensor<1024x256xf32>
    %805 = stablehlo.sine %804 : tensor<1024x256xf32>
    %cst_321 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %807 = stablehlo.multiply %805, %806 : tensor<1024x256xf32>
    %cst_322 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %809 = stablehlo.add %807, %808 : tensor<1024x256xf32>
    %810 = stablehlo.sine %809 : tensor<1024x256xf32>
    %cst_323 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %812 = stablehlo.multiply %810, %811 : tensor<1024x256xf32>
    %cst_324 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %814 = stablehlo.add %812, %813 : tensor<1024x256xf32>
    %815 = stablehlo.sine %814 : tensor<1024x256xf32>
    %cst_325 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %817 = stablehlo.multiply %815, %816 : tensor<1024x256xf32>
    %cst_326 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %819 = stablehlo.add %817, %818 : tensor<1024x256xf32>
    %820 = stablehlo.sine %819 : tensor<1024x256xf32>
    %cst_327 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %822 = stablehlo.multiply %820, %821 : tensor<1024x256xf32>
    %cst_328 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %824 = stablehlo.add %822, %823 : tensor<1024x256xf32>
    %825 = stablehlo.sine %824 : tensor<1024x256xf32>
    %cst_329 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %827 = stablehlo.multiply %825, %826 : tensor<1024x256xf32>
    %cst_330 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %829 = stablehlo.add %827, %828 : tensor<1024x256xf32>
    %830 = stablehlo.sine %829 : tensor<1024x256xf32>
    %cst_331 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %832 = stablehlo.multiply %830, %831 : tensor<1024x256xf32>
    %cst_332 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %834 = stablehlo.add %832, %833 : tensor<1024x256xf32>
    %835 = stablehlo.sine %834 : tensor<1024x256xf32>
    %cst_333 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %837 = stablehlo.multiply %835, %836 : tensor<1024x256xf32>
    %cst_334 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %839 = stablehlo.add %837, %838 : tensor<1024x256xf32>
    %840 = stablehlo.sine %839 : tensor<1024x256xf32>
    %cst_335 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %842 = stablehlo.multiply %840, %841 : tensor<1024x256xf32>
    %cst_336 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %844 = stablehlo.add %842, %843 : tensor<1024x256xf32>
    %845 = stablehlo.sine %844 : tensor<1024x256xf32>
    %cst_337 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %847 = stablehlo.multiply %845, %846 : tensor<1024x256xf32>
    %cst_338 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %849 = stablehlo.add %847, %848 : tensor<1024x256xf32>
    %850 = stablehlo.sine %849 : tensor<1024x256xf32>
    %cst_339 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %852 = stablehlo.multiply %850, %851 : tensor<1024x256xf32>
    %cst_340 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %854 = stablehlo.add %852, %853 : tensor<1024x256xf32>
    %855 = stablehlo.sine %854 : tensor<1024x256xf32>
    %cst_341 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %857 = stablehlo.multiply %855, %856 : tensor<1024x256xf32>
    %cst_342 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %859 = stablehlo.add %857, %858 : tensor<1024x256xf32>
    %860 = stablehlo.sine %859 : tensor<1024x256xf32>
    %cst_343 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %862 = stablehlo.multiply %860, %861 : tensor<1024x256xf32>
    %cst_344 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %864 = stablehlo.add %862, %863 : tensor<1024x256xf32>
    %865 = stablehlo.sine %864 : tensor<1024x256xf32>
    %cst_345 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %867 = stablehlo.multiply %865, %866 : tensor<1024x256xf32>
    %cst_346 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %869 = stablehlo.add %867, %868 : tensor<1024x256xf32>
    %870 = stablehlo.sine %869 : tensor<1024x256xf32>
    %cst_347 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %872 = stablehlo.multiply %870, %871 : tensor<1024x256xf32>
    %cst_348 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %874 = stablehlo.add %872, %873 : tensor<1024x256xf32>
    %875 = stablehlo.sine %874 : tensor<1024x256xf32>
    %cst_349 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %877 = stablehlo.multiply %875, %876 : tensor<1024x256xf32>
    %cst_350 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %879 = stablehlo.add %877, %878 : tensor<1024x256xf32>
    %880 = stablehlo.sine %879 : tensor<1024x256xf32>
    %cst_351 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %882 = stablehlo.multiply %880, %881 : tensor<1024x256xf32>
    %cst_352 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %884 = stablehlo.add %882, %883 : tensor<1024x256xf32>
    %885 = stablehlo.sine %884 : tensor<1024x256xf32>
    %cst_353 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %887 = stablehlo.multiply %885, %886 : tensor<1024x256xf32>
    %cst_354 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %889 = stablehlo.add %887, %888 : tensor<1024x256xf32>
    %890 = stablehlo.sine %889 : tensor<1024x256xf32>
    %cst_355 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %892 = stablehlo.multiply %890, %891 : tensor<1024x256xf32>
    %cst_356 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %894 = stablehlo.add %892, %893 : tensor<1024x256xf32>
    %895 = stablehlo.sine %894 : tensor<1024x256xf32>
    %cst_357 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %897 = stablehlo.multiply %895, %896 : tensor<1024x256xf32>
    %cst_358 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %899 = stablehlo.add %897, %898 : tensor<1024x256xf32>
    %900 = stablehlo.sine %899 : tensor<1024x256xf32>
    %cst_359 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %902 = stablehlo.multiply %900, %901 : tensor<1024x256xf32>
    %cst_360 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %904 = stablehlo.add %902, %903 : tensor<1024x256xf32>
    %905 = stablehlo.sine %904 : tensor<1024x256xf32>
    %cst_361 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %907 = stablehlo.multiply %905, %906 : tensor<1024x256xf32>
    %cst_362 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %909 = stablehlo.add %907, %908 : tensor<1024x256xf32>
    %910 = stablehlo.sine %909 : tensor<1024x256xf32>
    %cst_363 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %912 = stablehlo.multiply %910, %911 : tensor<1024x256xf32>
    %cst_364 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %914 = stablehlo.add %912, %913 : tensor<1024x256xf32>
    %915 = stablehlo.sine %914 : tensor<1024x256xf32>
    %cst_365 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %917 = stablehlo.multiply %915, %916 : tensor<1024x256xf32>
    %cst_366 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %919 = stablehlo.add %917, %918 : tensor<1024x256xf32>
    %920 = stablehlo.sine %919 : tensor<1024x256xf32>
    %cst_367 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %922 = stablehlo.multiply %920, %921 : tensor<1024x256xf32>
    %cst_368 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %924 = stablehlo.add %922, %923 : tensor<1024x256xf32>
    %925 = stablehlo.sine %924 : tensor<1024x256xf32>
    %cst_369 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %927 = stablehlo.multiply %925, %926 : tensor<1024x256xf32>
    %cst_370 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %929 = stablehlo.add %927, %928 : tensor<1024x256xf32>
    %930 = stablehlo.sine %929 : tensor<1024x256xf32>
    %cst_371 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %932 = stablehlo.multiply %930, %931 : tensor<1024x256xf32>
    %cst_372 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %934 = stablehlo.add %932, %933 : tensor<1024x256xf32>
    %935 = stablehlo.sine %934 : tensor<1024x256xf32>
    %cst_373 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %937 = stablehlo.multiply %935, %936 : tensor<1024x256xf32>
    %cst_374 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %939 = stablehlo.add %937, %938 : tensor<1024x256xf32>
    %940 = stablehlo.sine %939 : tensor<1024x256xf32>
    %cst_375 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %942 = stablehlo.multiply %940, %941 : tensor<1024x256xf32>
    %cst_376 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %944 = stablehlo.add %942, %943 : tensor<1024x256xf32>
    %945 = stablehlo.sine %944 : tensor<1024x256xf32>
    %cst_377 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %947 = stablehlo.multiply %945, %946 : tensor<1024x256xf32>
    %cst_378 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %949 = stablehlo.add %947, %948 : tensor<1024x256xf32>
    %950 = stablehlo.sine %949 : tensor<1024x256xf32>
    %cst_379 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %952 = stablehlo.multiply %950, %951 : tensor<1024x256xf32>
    %cst_380 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %954 = stablehlo.add %952, %953 : tensor<1024x256xf32>
    %955 = stablehlo.sine %954 : tensor<1024x256xf32>
    %cst_381 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %957 = stablehlo.multiply %955, %956 : tensor<1024x256xf32>
    %cst_382 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %959 = stablehlo.add %957, %958 : tensor<1024x256xf32>
    %960 = stablehlo.sine %959 : tensor<1024x256xf32>
    %cst_383 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %962 = stablehlo.multiply %960, %961 : tensor<1024x256xf32>
    %cst_384 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %964 = stablehlo.add %962, %963 : tensor<1024x256xf32>
    %965 = stablehlo.sine %964 : tensor<1024x256xf32>
    %cst_385 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %967 = stablehlo.multiply %965, %966 : tensor<1024x256xf32>
    %cst_386 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %969 = stablehlo.add %967, %968 : tensor<1024x256xf32>
    %970 = stablehlo.sine %969 : tensor<1024x256xf32>
    %cst_387 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %972 = stablehlo.multiply %970, %971 : tensor<1024x256xf32>
    %cst_388 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %974 = stablehlo.add %972, %973 : tensor<1024x256xf32>
    %975 = stablehlo.sine %974 : tensor<1024x256xf32>
    %cst_389 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %977 = stablehlo.multiply %975, %976 : tensor<1024x256xf32>
    %cst_390 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %979 = stablehlo.add %977, %978 : tensor<1024x256xf32>
    %980 = stablehlo.sine %979 : tensor<1024x256xf32>
    %cst_391 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %982 = stablehlo.multiply %980, %981 : tensor<1024x256xf32>
    %cst_392 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %984 = stablehlo.add %982, %983 : tensor<1024x256xf32>
    %985 = stablehlo.sine %984 : tensor<1024x256xf32>
    %cst_393 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %987 = stablehlo.multiply %985, %986 : tensor<1024x256xf32>
    %cst_394 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %989 = stablehlo.add %987, %988 : tensor<1024x256xf32>
    %990 = stablehlo.sine %989 : tensor<1024x256xf32>
    %cst_395 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %992 = stablehlo.multiply %990, %991 : tensor<1024x256xf32>
    %cst_396 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %994 = stablehlo.add %992, %993 : tensor<1024x256xf32>
    %995 = stablehlo.sine %994 : tensor<1024x256xf32>
    %cst_397 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %997 = stablehlo.multiply %995, %996 : tensor<1024x256xf32>
    %cst_398 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %999 = stablehlo.add %997, %998 : tensor<1024x256xf32>
    %1000 = stablehlo.sine %999 : tensor<1024x256xf32>
    %cst_399 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1002 = stablehlo.multiply %1000, %1001 : tensor<1024x256xf32>
    %cst_400 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<1024x256xf32>
    %1005 = stablehlo.sine %1004 : tensor<1024x256xf32>
    %cst_401 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1007 = stablehlo.multiply %1005, %1006 : tensor<1024x256xf32>
    %cst_402 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1009 = stablehlo.add %1007, %1008 : tensor<1024x256xf32>
    %1010 = stablehlo.sine %1009 : tensor<1024x256xf32>
    %cst_403 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1012 = stablehlo.multiply %1010, %1011 : tensor<1024x256xf32>
    %cst_404 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1014 = stablehlo.add %1012, %1013 : tensor<1024x256xf32>
    %1015 = stablehlo.sine %1014 : tensor<1024x256xf32>
    %cst_405 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1017 = stablehlo.multiply %1015, %1016 : tensor<1024x256xf32>
    %cst_406 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1019 = stablehlo.add %1017, %1018 : tensor<1024x256xf32>
    %1020 = stablehlo.sine %1019 : tensor<1024x256xf32>
    %cst_407 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1022 = stablehlo.multiply %1020, %1021 : tensor<1024x256xf32>
    %cst_408 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<1024x256xf32>
    %1025 = stablehlo.sine %1024 : tensor<1024x256xf32>
    %cst_409 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1027 = stablehlo.multiply %1025, %1026 : tensor<1024x256xf32>
    %cst_410 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1029 = stablehlo.add %1027, %1028 : tensor<1024x256xf32>
    %1030 = stablehlo.sine %1029 : tensor<1024x256xf32>
    %cst_411 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1032 = stablehlo.multiply %1030, %1031 : tensor<1024x256xf32>
    %cst_412 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1034 = stablehlo.add %1032, %1033 : tensor<1024x256xf32>
    %1035 = stablehlo.sine %1034 : tensor<1024x256xf32>
    %cst_413 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1037 = stablehlo.multiply %1035, %1036 : tensor<1024x256xf32>
    %cst_414 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<1024x256xf32>
    %1040 = stablehlo.sine %1039 : tensor<1024x256xf32>
    %cst_415 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1042 = stablehlo.multiply %1040, %1041 : tensor<1024x256xf32>
    %cst_416 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1044 = stablehlo.add %1042, %1043 : tensor<1024x256xf32>
    %1045 = stablehlo.sine %1044 : tensor<1024x256xf32>
    %cst_417 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1047 = stablehlo.multiply %1045, %1046 : tensor<1024x256xf32>
    %cst_418 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1049 = stablehlo.add %1047, %1048 : tensor<1024x256xf32>
    %1050 = stablehlo.sine %1049 : tensor<1024x256xf32>
    %cst_419 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1052 = stablehlo.multiply %1050, %1051 : tensor<1024x256xf32>
    %cst_420 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1054 = stablehlo.add %1052, %1053 : tensor<1024x256xf32>
    %1055 = stablehlo.sine %1054 : tensor<1024x256xf32>
    %cst_421 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1057 = stablehlo.multiply %1055, %1056 : tensor<1024x256xf32>
    %cst_422 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<1024x256xf32>
    %1060 = stablehlo.sine %1059 : tensor<1024x256xf32>
    %cst_423 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1062 = stablehlo.multiply %1060, %1061 : tensor<1024x256xf32>
    %cst_424 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1064 = stablehlo.add %1062, %1063 : tensor<1024x256xf32>
    %1065 = stablehlo.sine %1064 : tensor<1024x256xf32>
    %cst_425 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1067 = stablehlo.multiply %1065, %1066 : tensor<1024x256xf32>
    %cst_426 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<1024x256xf32>
    %1070 = stablehlo.sine %1069 : tensor<1024x256xf32>
    %cst_427 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1072 = stablehlo.multiply %1070, %1071 : tensor<1024x256xf32>
    %cst_428 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<1024x256xf32>
    %1075 = stablehlo.sine %1074 : tensor<1024x256xf32>
    %cst_429 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1077 = stablehlo.multiply %1075, %1076 : tensor<1024x256xf32>
    %cst_430 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1079 = stablehlo.add %1077, %1078 : tensor<1024x256xf32>
    %1080 = stablehlo.sine %1079 : tensor<1024x256xf32>
    %cst_431 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1082 = stablehlo.multiply %1080, %1081 : tensor<1024x256xf32>
    %cst_432 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1084 = stablehlo.add %1082, %1083 : tensor<1024x256xf32>
    %1085 = stablehlo.sine %1084 : tensor<1024x256xf32>
    %cst_433 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1087 = stablehlo.multiply %1085, %1086 : tensor<1024x256xf32>
    %cst_434 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1089 = stablehlo.add %1087, %1088 : tensor<1024x256xf32>
    %1090 = stablehlo.sine %1089 : tensor<1024x256xf32>
    %cst_435 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1092 = stablehlo.multiply %1090, %1091 : tensor<1024x256xf32>
    %cst_436 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1094 = stablehlo.add %1092, %1093 : tensor<1024x256xf32>
    %1095 = stablehlo.sine %1094 : tensor<1024x256xf32>
    %cst_437 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1097 = stablehlo.multiply %1095, %1096 : tensor<1024x256xf32>
    %cst_438 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1099 = stablehlo.add %1097, %1098 : tensor<1024x256xf32>
    %1100 = stablehlo.sine %1099 : tensor<1024x256xf32>
    %cst_439 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1102 = stablehlo.multiply %1100, %1101 : tensor<1024x256xf32>
    %cst_440 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1104 = stablehlo.add %1102, %1103 : tensor<1024x256xf32>
    %1105 = stablehlo.sine %1104 : tensor<1024x256xf32>
    %cst_441 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1107 = stablehlo.multiply %1105, %1106 : tensor<1024x256xf32>
    %cst_442 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1109 = stablehlo.add %1107, %1108 : tensor<1024x256xf32>
    %1110 = stablehlo.sine %1109 : tensor<1024x256xf32>
    %cst_443 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1112 = stablehlo.multiply %1110, %1111 : tensor<1024x256xf32>
    %cst_444 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1114 = stablehlo.add %1112, %1113 : tensor<1024x256xf32>
    %1115 = stablehlo.sine %1114 : tensor<1024x256xf32>
    %cst_445 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1117 = stablehlo.multiply %1115, %1116 : tensor<1024x256xf32>
    %cst_446 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1119 = stablehlo.add %1117, %1118 : tensor<1024x256xf32>
    %1120 = stablehlo.sine %1119 : tensor<1024x256xf32>
    %cst_447 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1122 = stablehlo.multiply %1120, %1121 : tensor<1024x256xf32>
    %cst_448 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1124 = stablehlo.add %1122, %1123 : tensor<1024x256xf32>
    %1125 = stablehlo.sine %1124 : tensor<1024x256xf32>
    %cst_449 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1127 = stablehlo.multiply %1125, %1126 : tensor<1024x256xf32>
    %cst_450 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1129 = stablehlo.add %1127, %1128 : tensor<1024x256xf32>
    %1130 = stablehlo.sine %1129 : tensor<1024x256xf32>
    %cst_451 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1132 = stablehlo.multiply %1130, %1131 : tensor<1024x256xf32>
    %cst_452 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1134 = stablehlo.add %1132, %1133 : tensor<1024x256xf32>
    %1135 = stablehlo.sine %1134 : tensor<1024x256xf32>
    %cst_453 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1137 = stablehlo.multiply %1135, %1136 : tensor<1024x256xf32>
    %cst_454 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1139 = stablehlo.add %1137, %1138 : tensor<1024x256xf32>
    %1140 = stablehlo.sine %1139 : tensor<1024x256xf32>
    %cst_455 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1142 = stablehlo.multiply %1140, %1141 : tensor<1024x256xf32>
    %cst_456 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1144 = stablehlo.add %1142, %1143 : tensor<1024x256xf32>
    %1145 = stablehlo.sine %1144 : tensor<1024x256xf32>
    %cst_457 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1147 = stablehlo.multiply %1145, %1146 : tensor<1024x256xf32>
    %cst_458 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1149 = stablehlo.add %1147, %1148 : tensor<1024x256xf32>
    %1150 = stablehlo.sine %1149 : tensor<1024x256xf32>
    %cst_459 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1152 = stablehlo.multiply %1150, %1151 : tensor<1024x256xf32>
    %cst_460 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1154 = stablehlo.add %1152, %1153 : tensor<1024x256xf32>
    %1155 = stablehlo.sine %1154 : tensor<1024x256xf32>
    %cst_461 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1157 = stablehlo.multiply %1155, %1156 : tensor<1024x256xf32>
    %cst_462 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1159 = stablehlo.add %1157, %1158 : tensor<1024x256xf32>
    %1160 = stablehlo.sine %1159 : tensor<1024x256xf32>
    %cst_463 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1162 = stablehlo.multiply %1160, %1161 : tensor<1024x256xf32>
    %cst_464 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1164 = stablehlo.add %1162, %1163 : tensor<1024x256xf32>
    %1165 = stablehlo.sine %1164 : tensor<1024x256xf32>
    %cst_465 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1167 = stablehlo.multiply %1165, %1166 : tensor<1024x256xf32>
    %cst_466 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1169 = stablehlo.add %1167, %1168 : tensor<1024x256xf32>
    %1170 = stablehlo.sine %1169 : tensor<1024x256xf32>
    %cst_467 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1172 = stablehlo.multiply %1170, %1171 : tensor<1024x256xf32>
    %cst_468 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1174 = stablehlo.add %1172, %1173 : tensor<1024x256xf32>
    %1175 = stablehlo.sine %1174 : tensor<1024x256xf32>
    %cst_469 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1177 = stablehlo.multiply %1175, %1176 : tensor<1024x256xf32>
    %cst_470 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1179 = stablehlo.add %1177, %1178 : tensor<1024x256xf32>
    %1180 = stablehlo.sine %1179 : tensor<1024x256xf32>
    %cst_471 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1182 = stablehlo.multiply %1180, %1181 : tensor<1024x256xf32>
    %cst_472 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1184 = stablehlo.add %1182, %1183 : tensor<1024x256xf32>
    %1185 = stablehlo.sine %1184 : tensor<1024x256xf32>
    %cst_473 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1187 = stablehlo.multiply %1185, %1186 : tensor<1024x256xf32>
    %cst_474 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1189 = stablehlo.add %1187, %1188 : tensor<1024x256xf32>
    %1190 = stablehlo.sine %1189 : tensor<1024x256xf32>
    %cst_475 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1192 = stablehlo.multiply %1190, %1191 : tensor<1024x256xf32>
    %cst_476 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1194 = stablehlo.add %1192, %1193 : tensor<1024x256xf32>
    %1195 = stablehlo.sine %1194 : tensor<1024x256xf32>
    %cst_477 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1197 = stablehlo.multiply %1195, %1196 : tensor<1024x256xf32>
    %cst_478 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1199 = stablehlo.add %1197, %1198 : tensor<1024x256xf32>
    %1200 = stablehlo.sine %1199 : tensor<1024x256xf32>
    %cst_479 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1202 = stablehlo.multiply %1200, %1201 : tensor<1024x256xf32>
    %cst_480 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1204 = stablehlo.add %1202, %1203 : tensor<1024x256xf32>
    %1205 = stablehlo.sine %1204 : tensor<1024x256xf32>
    %cst_481 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1207 = stablehlo.multiply %1205, %1206 : tensor<1024x256xf32>
    %cst_482 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1209 = stablehlo.add %1207, %1208 : tensor<1024x256xf32>
    %1210 = stablehlo.sine %1209 : tensor<1024x256xf32>
    %cst_483 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1212 = stablehlo.multiply %1210, %1211 : tensor<1024x256xf32>
    %cst_484 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1214 = stablehlo.add %1212, %1213 : tensor<1024x256xf32>
    %1215 = stablehlo.sine %1214 : tensor<1024x256xf32>
    %cst_485 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1216 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1217 = stablehlo.multiply %1215, %1216 : tensor<1024x256xf32>
    %cst_486 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1219 = stablehlo.add %1217, %1218 : tensor<1024x256xf32>
    %1220 = stablehlo.sine %1219 : tensor<1024x256xf32>
    %cst_487 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1222 = stablehlo.multiply %1220, %1221 : tensor<1024x256xf32>
    %cst_488 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1224 = stablehlo.add %1222, %1223 : tensor<1024x256xf32>
    %1225 = stablehlo.sine %1224 : tensor<1024x256xf32>
    %cst_489 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1227 = stablehlo.multiply %1225, %1226 : tensor<1024x256xf32>
    %cst_490 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1229 = stablehlo.add %1227, %1228 : tensor<1024x256xf32>
    %1230 = stablehlo.sine %1229 : tensor<1024x256xf32>
    %cst_491 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1232 = stablehlo.multiply %1230, %1231 : tensor<1024x256xf32>
    %cst_492 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1234 = stablehlo.add %1232, %1233 : tensor<1024x256xf32>
    %1235 = stablehlo.sine %1234 : tensor<1024x256xf32>
    %cst_493 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1237 = stablehlo.multiply %1235, %1236 : tensor<1024x256xf32>
    %cst_494 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1239 = stablehlo.add %1237, %1238 : tensor<1024x256xf32>
    %1240 = stablehlo.sine %1239 : tensor<1024x256xf32>
    %cst_495 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1242 = stablehlo.multiply %1240, %1241 : tensor<1024x256xf32>
    %cst_496 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1244 = stablehlo.add %1242, %1243 : tensor<1024x256xf32>
    %1245 = stablehlo.sine %1244 : tensor<1024x256xf32>
    %cst_497 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1247 = stablehlo.multiply %1245, %1246 : tensor<1024x256xf32>
    %cst_498 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1249 = stablehlo.add %1247, %1248 : tensor<1024x256xf32>
    %1250 = stablehlo.sine %1249 : tensor<1024x256xf32>
    %cst_499 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1252 = stablehlo.multiply %1250, %1251 : tensor<1024x256xf32>
    %cst_500 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1254 = stablehlo.add %1252, %1253 : tensor<1024x256xf32>
    %1255 = stablehlo.sine %1254 : tensor<1024x256xf32>
    %cst_501 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1257 = stablehlo.multiply %1255, %1256 : tensor<1024x256xf32>
    %cst_502 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1259 = stablehlo.add %1257, %1258 : tensor<1024x256xf32>
    %1260 = stablehlo.sine %1259 : tensor<1024x256xf32>
    %cst_503 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1262 = stablehlo.multiply %1260, %1261 : tensor<1024x256xf32>
    %cst_504 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1264 = stablehlo.add %1262, %1263 : tensor<1024x256xf32>
    %1265 = stablehlo.sine %1264 : tensor<1024x256xf32>
    %cst_505 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1267 = stablehlo.multiply %1265, %1266 : tensor<1024x256xf32>
    %cst_506 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1269 = stablehlo.add %1267, %1268 : tensor<1024x256xf32>
    %1270 = stablehlo.sine %1269 : tensor<1024x256xf32>
    %cst_507 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1272 = stablehlo.multiply %1270, %1271 : tensor<1024x256xf32>
    %cst_508 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1274 = stablehlo.add %1272, %1273 : tensor<1024x256xf32>
    %1275 = stablehlo.sine %1274 : tensor<1024x256xf32>
    %cst_509 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1277 = stablehlo.multiply %1275, %1276 : tensor<1024x256xf32>
    %cst_510 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1279 = stablehlo.add %1277, %1278 : tensor<1024x256xf32>
    %1280 = stablehlo.sine %1279 : tensor<1024x256xf32>
    %cst_511 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1282 = stablehlo.multiply %1280, %1281 : tensor<1024x256xf32>
    %cst_512 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1284 = stablehlo.add %1282, %1283 : tensor<1024x256xf32>
    %1285 = stablehlo.sine %1284 : tensor<1024x256xf32>
    %cst_513 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1287 = stablehlo.multiply %1285, %1286 : tensor<1024x256xf32>
    %cst_514 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1289 = stablehlo.add %1287, %1288 : tensor<1024x256xf32>
    %1290 = stablehlo.sine %1289 : tensor<1024x256xf32>
    %cst_515 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1292 = stablehlo.multiply %1290, %1291 : tensor<1024x256xf32>
    %cst_516 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1294 = stablehlo.add %1292, %1293 : tensor<1024x256xf32>
    %1295 = stablehlo.sine %1294 : tensor<1024x256xf32>
    %cst_517 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1297 = stablehlo.multiply %1295, %1296 : tensor<1024x256xf32>
    %cst_518 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1299 = stablehlo.add %1297, %1298 : tensor<1024x256xf32>
    %1300 = stablehlo.sine %1299 : tensor<1024x256xf32>
    %cst_519 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1302 = stablehlo.multiply %1300, %1301 : tensor<1024x256xf32>
    %cst_520 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1304 = stablehlo.add %1302, %1303 : tensor<1024x256xf32>
    %1305 = stablehlo.sine %1304 : tensor<1024x256xf32>
    %cst_521 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1307 = stablehlo.multiply %1305, %1306 : tensor<1024x256xf32>
    %cst_522 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1309 = stablehlo.add %1307, %1308 : tensor<1024x256xf32>
    %1310 = stablehlo.sine %1309 : tensor<1024x256xf32>
    %cst_523 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1312 = stablehlo.multiply %1310, %1311 : tensor<1024x256xf32>
    %cst_524 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1314 = stablehlo.add %1312, %1313 : tensor<1024x256xf32>
    %1315 = stablehlo.sine %1314 : tensor<1024x256xf32>
    %cst_525 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1317 = stablehlo.multiply %1315, %1316 : tensor<1024x256xf32>
    %cst_526 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1319 = stablehlo.add %1317, %1318 : tensor<1024x256xf32>
    %1320 = stablehlo.sine %1319 : tensor<1024x256xf32>
    %cst_527 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1322 = stablehlo.multiply %1320, %1321 : tensor<1024x256xf32>
    %cst_528 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1324 = stablehlo.add %1322, %1323 : tensor<1024x256xf32>
    %1325 = stablehlo.sine %1324 : tensor<1024x256xf32>
    %cst_529 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1327 = stablehlo.multiply %1325, %1326 : tensor<1024x256xf32>
    %cst_530 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1329 = stablehlo.add %1327, %1328 : tensor<1024x256xf32>
    %1330 = stablehlo.sine %1329 : tensor<1024x256xf32>
    %cst_531 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1332 = stablehlo.multiply %1330, %1331 : tensor<1024x256xf32>
    %cst_532 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1334 = stablehlo.add %1332, %1333 : tensor<1024x256xf32>
    %1335 = stablehlo.sine %1334 : tensor<1024x256xf32>
    %cst_533 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1337 = stablehlo.multiply %1335, %1336 : tensor<1024x256xf32>
    %cst_534 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1339 = stablehlo.add %1337, %1338 : tensor<1024x256xf32>
    %1340 = stablehlo.sine %1339 : tensor<1024x256xf32>
    %cst_535 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1342 = stablehlo.multiply %1340, %1341 : tensor<1024x256xf32>
    %cst_536 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1344 = stablehlo.add %1342, %1343 : tensor<1024x256xf32>
    %1345 = stablehlo.sine %1344 : tensor<1024x256xf32>
    %cst_537 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1347 = stablehlo.multiply %1345, %1346 : tensor<1024x256xf32>
    %cst_538 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1349 = stablehlo.add %1347, %1348 : tensor<1024x256xf32>
    %1350 = stablehlo.sine %1349 : tensor<1024x256xf32>
    %cst_539 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1352 = stablehlo.multiply %1350, %1351 : tensor<1024x256xf32>
    %cst_540 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1354 = stablehlo.add %1352, %1353 : tensor<1024x256xf32>
    %1355 = stablehlo.sine %1354 : tensor<1024x256xf32>
    %cst_541 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1357 = stablehlo.multiply %1355, %1356 : tensor<1024x256xf32>
    %cst_542 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1359 = stablehlo.add %1357, %1358 : tensor<1024x256xf32>
    %1360 = stablehlo.sine %1359 : tensor<1024x256xf32>
    %cst_543 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_543, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1362 = stablehlo.multiply %1360, %1361 : tensor<1024x256xf32>
    %cst_544 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1364 = stablehlo.add %1362, %1363 : tensor<1024x256xf32>
    %1365 = stablehlo.sine %1364 : tensor<1024x256xf32>
    %cst_545 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1367 = stablehlo.multiply %1365, %1366 : tensor<1024x256xf32>
    %cst_546 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_546, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<1024x256xf32>
    %1370 = stablehlo.sine %1369 : tensor<1024x256xf32>
    %cst_547 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1372 = stablehlo.multiply %1370, %1371 : tensor<1024x256xf32>
    %cst_548 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1374 = stablehlo.add %1372, %1373 : tensor<1024x256xf32>
    %1375 = stablehlo.sine %1374 : tensor<1024x256xf32>
    %cst_549 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1377 = stablehlo.multiply %1375, %1376 : tensor<1024x256xf32>
    %cst_550 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1378 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1379 = stablehlo.add %1377, %1378 : tensor<1024x256xf32>
    %1380 = stablehlo.sine %1379 : tensor<1024x256xf32>
    %cst_551 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1382 = stablehlo.multiply %1380, %1381 : tensor<1024x256xf32>
    %cst_552 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1384 = stablehlo.add %1382, %1383 : tensor<1024x256xf32>
    %1385 = stablehlo.sine %1384 : tensor<1024x256xf32>
    %cst_553 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_553, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1387 = stablehlo.multiply %1385, %1386 : tensor<1024x256xf32>
    %cst_554 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1389 = stablehlo.add %1387, %1388 : tensor<1024x256xf32>
    %1390 = stablehlo.sine %1389 : tensor<1024x256xf32>
    %cst_555 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_555, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1392 = stablehlo.multiply %1390, %1391 : tensor<1024x256xf32>
    %cst_556 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %cst_556, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1394 = stablehlo.add %1392, %1393 : tensor<1024x256xf32>
    %1395 = stablehlo.sine %1394 : tensor<1024x256xf32>
    %cst_557 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_557, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1397 = stablehlo.multiply %1395, %1396 : tensor<1024x256xf32>
    %cst_558 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<1024x256xf32>
    %1400 = stablehlo.sine %1399 : tensor<1024x256xf32>
    %cst_559 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1402 = stablehlo.multiply %1400, %1401 : tensor<1024x256xf32>
    %cst_560 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1404 = stablehlo.add %1402, %1403 : tensor<1024x256xf32>
    %1405 = stablehlo.sine %1404 : tensor<1024x256xf32>
    %cst_561 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1407 = stablehlo.multiply %1405, %1406 : tensor<1024x256xf32>
    %cst_562 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1409 = stablehlo.add %1407, %1408 : tensor<1024x256xf32>
    %1410 = stablehlo.sine %1409 : tensor<1024x256xf32>
    %cst_563 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_563, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1412 = stablehlo.multiply %1410, %1411 : tensor<1024x256xf32>
    %cst_564 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_564, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1414 = stablehlo.add %1412, %1413 : tensor<1024x256xf32>
    %1415 = stablehlo.sine %1414 : tensor<1024x256xf32>
    %cst_565 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1417 = stablehlo.multiply %1415, %1416 : tensor<1024x256xf32>
    %cst_566 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1419 = stablehlo.add %1417, %1418 : tensor<1024x256xf32>
    %1420 = stablehlo.sine %1419 : tensor<1024x256xf32>
    %cst_567 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_567, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1422 = stablehlo.multiply %1420, %1421 : tensor<1024x256xf32>
    %cst_568 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1424 = stablehlo.add %1422, %1423 : tensor<1024x256xf32>
    %1425 = stablehlo.sine %1424 : tensor<1024x256xf32>
    %cst_569 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1427 = stablehlo.multiply %1425, %1426 : tensor<1024x256xf32>
    %cst_570 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<1024x256xf32>
    %1430 = stablehlo.sine %1429 : tensor<1024x256xf32>
    %cst_571 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1432 = stablehlo.multiply %1430, %1431 : tensor<1024x256xf32>
    %cst_572 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1434 = stablehlo.add %1432, %1433 : tensor<1024x256xf32>
    %1435 = stablehlo.sine %1434 : tensor<1024x256xf32>
    %cst_573 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_573, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1437 = stablehlo.multiply %1435, %1436 : tensor<1024x256xf32>
    %cst_574 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_574, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1439 = stablehlo.add %1437, %1438 : tensor<1024x256xf32>
    %1440 = stablehlo.sine %1439 : tensor<1024x256xf32>
    %cst_575 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_575, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1442 = stablehlo.multiply %1440, %1441 : tensor<1024x256xf32>
    %cst_576 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_576, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1444 = stablehlo.add %1442, %1443 : tensor<1024x256xf32>
    %1445 = stablehlo.sine %1444 : tensor<1024x256xf32>
    %cst_577 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_577, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1447 = stablehlo.multiply %1445, %1446 : tensor<1024x256xf32>
    %cst_578 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1448 = stablehlo.broadcast_in_dim %cst_578, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<1024x256xf32>
    %1450 = stablehlo.sine %1449 : tensor<1024x256xf32>
    %cst_579 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1452 = stablehlo.multiply %1450, %1451 : tensor<1024x256xf32>
    %cst_580 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1453 = stablehlo.broadcast_in_dim %cst_580, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1454 = stablehlo.add %1452, %1453 : tensor<1024x256xf32>
    %1455 = stablehlo.sine %1454 : tensor<1024x256xf32>
    %cst_581 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1457 = stablehlo.multiply %1455, %1456 : tensor<1024x256xf32>
    %cst_582 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1459 = stablehlo.add %1457, %1458 : tensor<1024x256xf32>
    %1460 = stablehlo.sine %1459 : tensor<1024x256xf32>
    %cst_583 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_583, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1462 = stablehlo.multiply %1460, %1461 : tensor<1024x256xf32>
    %cst_584 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_584, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1464 = stablehlo.add %1462, %1463 : tensor<1024x256xf32>
    %1465 = stablehlo.sine %1464 : tensor<1024x256xf32>
    %cst_585 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1467 = stablehlo.multiply %1465, %1466 : tensor<1024x256xf32>
    %cst_586 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1469 = stablehlo.add %1467, %1468 : tensor<1024x256xf32>
    %1470 = stablehlo.sine %1469 : tensor<1024x256xf32>
    %cst_587 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1472 = stablehlo.multiply %1470, %1471 : tensor<1024x256xf32>
    %cst_588 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1474 = stablehlo.add %1472, %1473 : tensor<1024x256xf32>
    %1475 = stablehlo.sine %1474 : tensor<1024x256xf32>
    %cst_589 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1477 = stablehlo.multiply %1475, %1476 : tensor<1024x256xf32>
    %cst_590 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1479 = stablehlo.add %1477, %1478 : tensor<1024x256xf32>
    %1480 = stablehlo.sine %1479 : tensor<1024x256xf32>
    %cst_591 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1482 = stablehlo.multiply %1480, %1481 : tensor<1024x256xf32>
    %cst_592 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1483 = stablehlo.broadcast_in_dim %cst_592, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1484 = stablehlo.add %1482, %1483 : tensor<1024x256xf32>
    %1485 = stablehlo.sine %1484 : tensor<1024x256xf32>
    %cst_593 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1486 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1487 = stablehlo.multiply %1485, %1486 : tensor<1024x256xf32>
    %cst_594 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1489 = stablehlo.add %1487, %1488 : tensor<1024x256xf32>
    %1490 = stablehlo.sine %1489 : tensor<1024x256xf32>
    %cst_595 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1492 = stablehlo.multiply %1490, %1491 : tensor<1024x256xf32>
    %cst_596 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1494 = stablehlo.add %1492, %1493 : tensor<1024x256xf32>
    %1495 = stablehlo.sine %1494 : tensor<1024x256xf32>
    %cst_597 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_597, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1497 = stablehlo.multiply %1495, %1496 : tensor<1024x256xf32>
    %cst_598 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1498 = stablehlo.broadcast_in_dim %cst_598, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1499 = stablehlo.add %1497, %1498 : tensor<1024x256xf32>
    %1500 = stablehlo.sine %1499 : tensor<1024x256xf32>
    %cst_599 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1502 = stablehlo.multiply %1500, %1501 : tensor<1024x256xf32>
    %cst_600 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1504 = stablehlo.add %1502, %1503 : tensor<1024x256xf32>
    %1505 = stablehlo.sine %1504 : tensor<1024x256xf32>
    %cst_601 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1507 = stablehlo.multiply %1505, %1506 : tensor<1024x256xf32>
    %cst_602 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1509 = stablehlo.add %1507, %1508 : tensor<1024x256xf32>
    %1510 = stablehlo.sine %1509 : tensor<1024x256xf32>
    %cst_603 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_603, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1512 = stablehlo.multiply %1510, %1511 : tensor<1024x256xf32>
    %cst_604 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1514 = stablehlo.add %1512, %1513 : tensor<1024x256xf32>
    %1515 = stablehlo.sine %1514 : tensor<1024x256xf32>
    %cst_605 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1517 = stablehlo.multiply %1515, %1516 : tensor<1024x256xf32>
    %cst_606 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_606, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1519 = stablehlo.add %1517, %1518 : tensor<1024x256xf32>
    %1520 = stablehlo.sine %1519 : tensor<1024x256xf32>
    %cst_607 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1522 = stablehlo.multiply %1520, %1521 : tensor<1024x256xf32>
    %cst_608 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1524 = stablehlo.add %1522, %1523 : tensor<1024x256xf32>
    %1525 = stablehlo.sine %1524 : tensor<1024x256xf32>
    %cst_609 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_609, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1527 = stablehlo.multiply %1525, %1526 : tensor<1024x256xf32>
    %cst_610 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1529 = stablehlo.add %1527, %1528 : tensor<1024x256xf32>
    %1530 = stablehlo.sine %1529 : tensor<1024x256xf32>
    %cst_611 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_611, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1532 = stablehlo.multiply %1530, %1531 : tensor<1024x256xf32>
    %cst_612 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1534 = stablehlo.add %1532, %1533 : tensor<1024x256xf32>
    %1535 = stablehlo.sine %1534 : tensor<1024x256xf32>
    %cst_613 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_613, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1537 = stablehlo.multiply %1535, %1536 : tensor<1024x256xf32>
    %cst_614 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1539 = stablehlo.add %1537, %1538 : tensor<1024x256xf32>
    %1540 = stablehlo.sine %1539 : tensor<1024x256xf32>
    %cst_615 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1542 = stablehlo.multiply %1540, %1541 : tensor<1024x256xf32>
    %cst_616 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1544 = stablehlo.add %1542, %1543 : tensor<1024x256xf32>
    %1545 = stablehlo.sine %1544 : tensor<1024x256xf32>
    %cst_617 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_617, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1547 = stablehlo.multiply %1545, %1546 : tensor<1024x256xf32>
    %cst_618 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1549 = stablehlo.add %1547, %1548 : tensor<1024x256xf32>
    %1550 = stablehlo.sine %1549 : tensor<1024x256xf32>
    %cst_619 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1552 = stablehlo.multiply %1550, %1551 : tensor<1024x256xf32>
    %cst_620 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_620, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1554 = stablehlo.add %1552, %1553 : tensor<1024x256xf32>
    %1555 = stablehlo.sine %1554 : tensor<1024x256xf32>
    %cst_621 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1557 = stablehlo.multiply %1555, %1556 : tensor<1024x256xf32>
    %cst_622 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1559 = stablehlo.add %1557, %1558 : tensor<1024x256xf32>
    %1560 = stablehlo.sine %1559 : tensor<1024x256xf32>
    %cst_623 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_623, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1562 = stablehlo.multiply %1560, %1561 : tensor<1024x256xf32>
    %cst_624 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1564 = stablehlo.add %1562, %1563 : tensor<1024x256xf32>
    %1565 = stablehlo.sine %1564 : tensor<1024x256xf32>
    %cst_625 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1566 = stablehlo.broadcast_in_dim %cst_625, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1567 = stablehlo.multiply %1565, %1566 : tensor<1024x256xf32>
    %cst_626 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1569 = stablehlo.add %1567, %1568 : tensor<1024x256xf32>
    %1570 = stablehlo.sine %1569 : tensor<1024x256xf32>
    %cst_627 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_627, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1572 = stablehlo.multiply %1570, %1571 : tensor<1024x256xf32>
    %cst_628 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1574 = stablehlo.add %1572, %1573 : tensor<1024x256xf32>
    %1575 = stablehlo.sine %1574 : tensor<1024x256xf32>
    %cst_629 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1577 = stablehlo.multiply %1575, %1576 : tensor<1024x256xf32>
    %cst_630 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1578 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1579 = stablehlo.add %1577, %1578 : tensor<1024x256xf32>
    %1580 = stablehlo.sine %1579 : tensor<1024x256xf32>
    %cst_631 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1582 = stablehlo.multiply %1580, %1581 : tensor<1024x256xf32>
    %cst_632 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1584 = stablehlo.add %1582, %1583 : tensor<1024x256xf32>
    %1585 = stablehlo.sine %1584 : tensor<1024x256xf32>
    %cst_633 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_633, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1587 = stablehlo.multiply %1585, %1586 : tensor<1024x256xf32>
    %cst_634 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_634, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1589 = stablehlo.add %1587, %1588 : tensor<1024x256xf32>
    %1590 = stablehlo.sine %1589 : tensor<1024x256xf32>
    %cst_635 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1592 = stablehlo.multiply %1590, %1591 : tensor<1024x256xf32>
    %cst_636 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_636, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1594 = stablehlo.add %1592, %1593 : tensor<1024x256xf32>
    %1595 = stablehlo.sine %1594 : tensor<1024x256xf32>
    %cst_637 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_637, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1597 = stablehlo.multiply %1595, %1596 : tensor<1024x256xf32>
    %cst_638 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1599 = stablehlo.add %1597, %1598 : tensor<1024x256xf32>
    %1600 = stablehlo.sine %1599 : tensor<1024x256xf32>
    %cst_639 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1602 = stablehlo.multiply %1600, %1601 : tensor<1024x256xf32>
    %cst_640 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_640, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1604 = stablehlo.add %1602, %1603 : tensor<1024x256xf32>
    %1605 = stablehlo.sine %1604 : tensor<1024x256xf32>
    %cst_641 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_641, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1607 = stablehlo.multiply %1605, %1606 : tensor<1024x256xf32>
    %cst_642 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1608 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1609 = stablehlo.add %1607, %1608 : tensor<1024x256xf32>
    %1610 = stablehlo.sine %1609 : tensor<1024x256xf32>
    %cst_643 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1611 = stablehlo.broadcast_in_dim %cst_643, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1612 = stablehlo.multiply %1610, %1611 : tensor<1024x256xf32>
    %cst_644 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_644, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1614 = stablehlo.add %1612, %1613 : tensor<1024x256xf32>
    %1615 = stablehlo.sine %1614 : tensor<1024x256xf32>
    %cst_645 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_645, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1617 = stablehlo.multiply %1615, %1616 : tensor<1024x256xf32>
    %cst_646 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_646, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1619 = stablehlo.add %1617, %1618 : tensor<1024x256xf32>
    %1620 = stablehlo.sine %1619 : tensor<1024x256xf32>
    %cst_647 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_647, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1622 = stablehlo.multiply %1620, %1621 : tensor<1024x256xf32>
    %cst_648 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1623 = stablehlo.broadcast_in_dim %cst_648, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1624 = stablehlo.add %1622, %1623 : tensor<1024x256xf32>
    %1625 = stablehlo.sine %1624 : tensor<1024x256xf32>
    %cst_649 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1626 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1627 = stablehlo.multiply %1625, %1626 : tensor<1024x256xf32>
    %cst_650 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %cst_650, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1629 = stablehlo.add %1627, %1628 : tensor<1024x256xf32>
    %1630 = stablehlo.sine %1629 : tensor<1024x256xf32>
    %cst_651 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_651, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1632 = stablehlo.multiply %1630, %1631 : tensor<1024x256xf32>
    %cst_652 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1634 = stablehlo.add %1632, %1633 : tensor<1024x256xf32>
    %1635 = stablehlo.sine %1634 : tensor<1024x256xf32>
    %cst_653 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_653, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1637 = stablehlo.multiply %1635, %1636 : tensor<1024x256xf32>
    %cst_654 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1638 = stablehlo.broadcast_in_dim %cst_654, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1639 = stablehlo.add %1637, %1638 : tensor<1024x256xf32>
    %1640 = stablehlo.sine %1639 : tensor<1024x256xf32>
    %cst_655 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1641 = stablehlo.broadcast_in_dim %cst_655, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1642 = stablehlo.multiply %1640, %1641 : tensor<1024x256xf32>
    %cst_656 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1644 = stablehlo.add %1642, %1643 : tensor<1024x256xf32>
    %1645 = stablehlo.sine %1644 : tensor<1024x256xf32>
    %cst_657 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1646 = stablehlo.broadcast_in_dim %cst_657, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1647 = stablehlo.multiply %1645, %1646 : tensor<1024x256xf32>
    %cst_658 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_658, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1649 = stablehlo.add %1647, %1648 : tensor<1024x256xf32>
    %1650 = stablehlo.sine %1649 : tensor<1024x256xf32>
    %cst_659 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_659, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1652 = stablehlo.multiply %1650, %1651 : tensor<1024x256xf32>
    %cst_660 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1653 = stablehlo.broadcast_in_dim %cst_660, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1654 = stablehlo.add %1652, %1653 : tensor<1024x256xf32>
    %1655 = stablehlo.sine %1654 : tensor<1024x256xf32>
    %cst_661 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1656 = stablehlo.broadcast_in_dim %cst_661, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1657 = stablehlo.multiply %1655, %1656 : tensor<1024x256xf32>
    %cst_662 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1658 = stablehlo.broadcast_in_dim %cst_662, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1659 = stablehlo.add %1657, %1658 : tensor<1024x256xf32>
    %1660 = stablehlo.sine %1659 : tensor<1024x256xf32>
    %cst_663 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_663, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1662 = stablehlo.multiply %1660, %1661 : tensor<1024x256xf32>
    %cst_664 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_664, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1664 = stablehlo.add %1662, %1663 : tensor<1024x256xf32>
    %1665 = stablehlo.sine %1664 : tensor<1024x256xf32>
    %cst_665 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_665, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1667 = stablehlo.multiply %1665, %1666 : tensor<1024x256xf32>
    %cst_666 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1669 = stablehlo.add %1667, %1668 : tensor<1024x256xf32>
    %1670 = stablehlo.sine %1669 : tensor<1024x256xf32>
    %cst_667 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1671 = stablehlo.broadcast_in_dim %cst_667, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1672 = stablehlo.multiply %1670, %1671 : tensor<1024x256xf32>
    %cst_668 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1673 = stablehlo.broadcast_in_dim %cst_668, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1674 = stablehlo.add %1672, %1673 : tensor<1024x256xf32>
    %1675 = stablehlo.sine %1674 : tensor<1024x256xf32>
    %cst_669 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %cst_669, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1677 = stablehlo.multiply %1675, %1676 : tensor<1024x256xf32>
    %cst_670 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1679 = stablehlo.add %1677, %1678 : tensor<1024x256xf32>
    %1680 = stablehlo.sine %1679 : tensor<1024x256xf32>
    %cst_671 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_671, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1682 = stablehlo.multiply %1680, %1681 : tensor<1024x256xf32>
    %cst_672 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1683 = stablehlo.broadcast_in_dim %cst_672, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1684 = stablehlo.add %1682, %1683 : tensor<1024x256xf32>
    %1685 = stablehlo.sine %1684 : tensor<1024x256xf32>
    %cst_673 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_673, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1687 = stablehlo.multiply %1685, %1686 : tensor<1024x256xf32>
    %cst_674 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1689 = stablehlo.add %1687, %1688 : tensor<1024x256xf32>
    %1690 = stablehlo.sine %1689 : tensor<1024x256xf32>
    %cst_675 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1691 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1692 = stablehlo.multiply %1690, %1691 : tensor<1024x256xf32>
    %cst_676 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_676, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1694 = stablehlo.add %1692, %1693 : tensor<1024x256xf32>
    %1695 = stablehlo.sine %1694 : tensor<1024x256xf32>
    %cst_677 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1697 = stablehlo.multiply %1695, %1696 : tensor<1024x256xf32>
    %cst_678 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1699 = stablehlo.add %1697, %1698 : tensor<1024x256xf32>
    %1700 = stablehlo.sine %1699 : tensor<1024x256xf32>
    %cst_679 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1701 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1702 = stablehlo.multiply %1700, %1701 : tensor<1024x256xf32>
    %cst_680 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1703 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1704 = stablehlo.add %1702, %1703 : tensor<1024x256xf32>
    %1705 = stablehlo.sine %1704 : tensor<1024x256xf32>
    %cst_681 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1707 = stablehlo.multiply %1705, %1706 : tensor<1024x256xf32>
    %cst_682 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_682, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1709 = stablehlo.add %1707, %1708 : tensor<1024x256xf32>
    %1710 = stablehlo.sine %1709 : tensor<1024x256xf32>
    %cst_683 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_683, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1712 = stablehlo.multiply %1710, %1711 : tensor<1024x256xf32>
    %cst_684 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1713 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1714 = stablehlo.add %1712, %1713 : tensor<1024x256xf32>
    %1715 = stablehlo.sine %1714 : tensor<1024x256xf32>
    %cst_685 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1717 = stablehlo.multiply %1715, %1716 : tensor<1024x256xf32>
    %cst_686 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_686, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1719 = stablehlo.add %1717, %1718 : tensor<1024x256xf32>
    %1720 = stablehlo.sine %1719 : tensor<1024x256xf32>
    %cst_687 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1721 = stablehlo.broadcast_in_dim %cst_687, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1722 = stablehlo.multiply %1720, %1721 : tensor<1024x256xf32>
    %cst_688 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1724 = stablehlo.add %1722, %1723 : tensor<1024x256xf32>
    %1725 = stablehlo.sine %1724 : tensor<1024x256xf32>
    %cst_689 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_689, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1727 = stablehlo.multiply %1725, %1726 : tensor<1024x256xf32>
    %cst_690 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1728 = stablehlo.broadcast_in_dim %cst_690, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1729 = stablehlo.add %1727, %1728 : tensor<1024x256xf32>
    %1730 = stablehlo.sine %1729 : tensor<1024x256xf32>
    %cst_691 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1731 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1732 = stablehlo.multiply %1730, %1731 : tensor<1024x256xf32>
    %cst_692 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1734 = stablehlo.add %1732, %1733 : tensor<1024x256xf32>
    %1735 = stablehlo.sine %1734 : tensor<1024x256xf32>
    %cst_693 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_693, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1737 = stablehlo.multiply %1735, %1736 : tensor<1024x256xf32>
    %cst_694 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_694, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1739 = stablehlo.add %1737, %1738 : tensor<1024x256xf32>
    %1740 = stablehlo.sine %1739 : tensor<1024x256xf32>
    %cst_695 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %cst_695, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1742 = stablehlo.multiply %1740, %1741 : tensor<1024x256xf32>
    %cst_696 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1743 = stablehlo.broadcast_in_dim %cst_696, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1744 = stablehlo.add %1742, %1743 : tensor<1024x256xf32>
    %1745 = stablehlo.sine %1744 : tensor<1024x256xf32>
    %cst_697 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_697, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1747 = stablehlo.multiply %1745, %1746 : tensor<1024x256xf32>
    %cst_698 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_698, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1749 = stablehlo.add %1747, %1748 : tensor<1024x256xf32>
    %1750 = stablehlo.sine %1749 : tensor<1024x256xf32>
    %cst_699 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1751 = stablehlo.broadcast_in_dim %cst_699, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1752 = stablehlo.multiply %1750, %1751 : tensor<1024x256xf32>
    %cst_700 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_700, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1754 = stablehlo.add %1752, %1753 : tensor<1024x256xf32>
    %1755 = stablehlo.sine %1754 : tensor<1024x256xf32>
    %cst_701 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_701, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1757 = stablehlo.multiply %1755, %1756 : tensor<1024x256xf32>
    %cst_702 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1758 = stablehlo.broadcast_in_dim %cst_702, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1759 = stablehlo.add %1757, %1758 : tensor<1024x256xf32>
    %1760 = stablehlo.sine %1759 : tensor<1024x256xf32>
    %cst_703 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %cst_703, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1762 = stablehlo.multiply %1760, %1761 : tensor<1024x256xf32>
    %cst_704 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1763 = stablehlo.broadcast_in_dim %cst_704, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1764 = stablehlo.add %1762, %1763 : tensor<1024x256xf32>
    %1765 = stablehlo.sine %1764 : tensor<1024x256xf32>
    %cst_705 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %cst_705, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1767 = stablehlo.multiply %1765, %1766 : tensor<1024x256xf32>
    %cst_706 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_706, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1769 = stablehlo.add %1767, %1768 : tensor<1024x256xf32>
    %1770 = stablehlo.sine %1769 : tensor<1024x256xf32>
    %cst_707 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_707, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1772 = stablehlo.multiply %1770, %1771 : tensor<1024x256xf32>
    %cst_708 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1773 = stablehlo.broadcast_in_dim %cst_708, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1774 = stablehlo.add %1772, %1773 : tensor<1024x256xf32>
    %1775 = stablehlo.sine %1774 : tensor<1024x256xf32>
    %cst_709 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1776 = stablehlo.broadcast_in_dim %cst_709, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1777 = stablehlo.multiply %1775, %1776 : tensor<1024x256xf32>
    %cst_710 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1778 = stablehlo.broadcast_in_dim %cst_710, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1779 = stablehlo.add %1777, %1778 : tensor<1024x256xf32>
    %1780 = stablehlo.sine %1779 : tensor<1024x256xf32>
    %cst_711 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1781 = stablehlo.broadcast_in_dim %cst_711, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1782 = stablehlo.multiply %1780, %1781 : tensor<1024x256xf32>
    %cst_712 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_712, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1784 = stablehlo.add %1782, %1783 : tensor<1024x256xf32>
    %1785 = stablehlo.sine %1784 : tensor<1024x256xf32>
    %cst_713 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_713, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1787 = stablehlo.multiply %1785, %1786 : tensor<1024x256xf32>
    %cst_714 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1788 = stablehlo.broadcast_in_dim %cst_714, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1789 = stablehlo.add %1787, %1788 : tensor<1024x256xf32>
    %1790 = stablehlo.sine %1789 : tensor<1024x256xf32>
    %cst_715 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1791 = stablehlo.broadcast_in_dim %cst_715, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1792 = stablehlo.multiply %1790, %1791 : tensor<1024x256xf32>
    %cst_716 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_716, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1794 = stablehlo.add %1792, %1793 : tensor<1024x256xf32>
    %1795 = stablehlo.sine %1794 : tensor<1024x256xf32>
    %cst_717 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1796 = stablehlo.broadcast_in_dim %cst_717, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1797 = stablehlo.multiply %1795, %1796 : tensor<1024x256xf32>
    %cst_718 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1798 = stablehlo.broadcast_in_dim %cst_718, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1799 = stablehlo.add %1797, %1798 : tensor<1024x256xf32>
    %1800 = stablehlo.sine %1799 : tensor<1024x256xf32>
    %cst_719 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_719, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1802 = stablehlo.multiply %1800, %1801 : tensor<1024x256xf32>
    %cst_720 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %cst_720, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1804 = stablehlo.add %1802, %1803 : tensor<1024x256xf32>
    %1805 = stablehlo.sine %1804 : tensor<1024x256xf32>
    %cst_721 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1806 = stablehlo.broadcast_in_dim %cst_721, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1807 = stablehlo.multiply %1805, %1806 : tensor<1024x256xf32>
    %cst_722 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1808 = stablehlo.broadcast_in_dim %cst_722, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1809 = stablehlo.add %1807, %1808 : tensor<1024x256xf32>
    %1810 = stablehlo.sine %1809 : tensor<1024x256xf32>
    %cst_723 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_723, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1812 = stablehlo.multiply %1810, %1811 : tensor<1024x256xf32>
    %cst_724 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_724, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1814 = stablehlo.add %1812, %1813 : tensor<1024x256xf32>
    %1815 = stablehlo.sine %1814 : tensor<1024x256xf32>
    %cst_725 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_725, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1817 = stablehlo.multiply %1815, %1816 : tensor<1024x256xf32>
    %cst_726 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1818 = stablehlo.broadcast_in_dim %cst_726, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1819 = stablehlo.add %1817, %1818 : tensor<1024x256xf32>
    %1820 = stablehlo.sine %1819 : tensor<1024x256xf32>
    %cst_727 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1821 = stablehlo.broadcast_in_dim %cst_727, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1822 = stablehlo.multiply %1820, %1821 : tensor<1024x256xf32>
    %cst_728 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_728, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1824 = stablehlo.add %1822, %1823 : tensor<1024x256xf32>
    %1825 = stablehlo.sine %1824 : tensor<1024x256xf32>
    %cst_729 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1826 = stablehlo.broadcast_in_dim %cst_729, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1827 = stablehlo.multiply %1825, %1826 : tensor<1024x256xf32>
    %cst_730 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1828 = stablehlo.broadcast_in_dim %cst_730, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1829 = stablehlo.add %1827, %1828 : tensor<1024x256xf32>
    %1830 = stablehlo.sine %1829 : tensor<1024x256xf32>
    %cst_731 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1831 = stablehlo.broadcast_in_dim %cst_731, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1832 = stablehlo.multiply %1830, %1831 : tensor<1024x256xf32>
    %cst_732 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1833 = stablehlo.broadcast_in_dim %cst_732, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1834 = stablehlo.add %1832, %1833 : tensor<1024x256xf32>
    %1835 = stablehlo.sine %1834 : tensor<1024x256xf32>
    %cst_733 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1836 = stablehlo.broadcast_in_dim %cst_733, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1837 = stablehlo.multiply %1835, %1836 : tensor<1024x256xf32>
    %cst_734 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1838 = stablehlo.broadcast_in_dim %cst_734, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1839 = stablehlo.add %1837, %1838 : tensor<1024x256xf32>
    %1840 = stablehlo.sine %1839 : tensor<1024x256xf32>
    %cst_735 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %cst_735, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1842 = stablehlo.multiply %1840, %1841 : tensor<1024x256xf32>
    %cst_736 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1843 = stablehlo.broadcast_in_dim %cst_736, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1844 = stablehlo.add %1842, %1843 : tensor<1024x256xf32>
    %1845 = stablehlo.sine %1844 : tensor<1024x256xf32>
    %cst_737 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1846 = stablehlo.broadcast_in_dim %cst_737, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1847 = stablehlo.multiply %1845, %1846 : tensor<1024x256xf32>
    %cst_738 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1848 = stablehlo.broadcast_in_dim %cst_738, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1849 = stablehlo.add %1847, %1848 : tensor<1024x256xf32>
    %1850 = stablehlo.sine %1849 : tensor<1024x256xf32>
    %cst_739 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1851 = stablehlo.broadcast_in_dim %cst_739, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1852 = stablehlo.multiply %1850, %1851 : tensor<1024x256xf32>
    %cst_740 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1853 = stablehlo.broadcast_in_dim %cst_740, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1854 = stablehlo.add %1852, %1853 : tensor<1024x256xf32>
    %1855 = stablehlo.sine %1854 : tensor<1024x256xf32>
    %cst_741 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1856 = stablehlo.broadcast_in_dim %cst_741, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1857 = stablehlo.multiply %1855, %1856 : tensor<1024x256xf32>
    %cst_742 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1858 = stablehlo.broadcast_in_dim %cst_742, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1859 = stablehlo.add %1857, %1858 : tensor<1024x256xf32>
    %1860 = stablehlo.sine %1859 : tensor<1024x256xf32>
    %cst_743 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %cst_743, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1862 = stablehlo.multiply %1860, %1861 : tensor<1024x256xf32>
    %cst_744 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1863 = stablehlo.broadcast_in_dim %cst_744, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1864 = stablehlo.add %1862, %1863 : tensor<1024x256xf32>
    %1865 = stablehlo.sine %1864 : tensor<1024x256xf32>
    %cst_745 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1866 = stablehlo.broadcast_in_dim %cst_745, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1867 = stablehlo.multiply %1865, %1866 : tensor<1024x256xf32>
    %cst_746 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1868 = stablehlo.broadcast_in_dim %cst_746, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1869 = stablehlo.add %1867, %1868 : tensor<1024x256xf32>
    %1870 = stablehlo.sine %1869 : tensor<1024x256xf32>
    %cst_747 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1871 = stablehlo.broadcast_in_dim %cst_747, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1872 = stablehlo.multiply %1870, %1871 : tensor<1024x256xf32>
    %cst_748 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1873 = stablehlo.broadcast_in_dim %cst_748, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1874 = stablehlo.add %1872, %1873 : tensor<1024x256xf32>
    %1875 = stablehlo.sine %1874 : tensor<1024x256xf32>
    %cst_749 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1876 = stablehlo.broadcast_in_dim %cst_749, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1877 = stablehlo.multiply %1875, %1876 : tensor<1024x256xf32>
    %cst_750 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1878 = stablehlo.broadcast_in_dim %cst_750, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1879 = stablehlo.add %1877, %1878 : tensor<1024x256xf32>
    %1880 = stablehlo.sine %1879 : tensor<1024x256xf32>
    %cst_751 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1881 = stablehlo.broadcast_in_dim %cst_751, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1882 = stablehlo.multiply %1880, %1881 : tensor<1024x256xf32>
    %cst_752 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1883 = stablehlo.broadcast_in_dim %cst_752, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1884 = stablehlo.add %1882, %1883 : tensor<1024x256xf32>
    %1885 = stablehlo.sine %1884 : tensor<1024x256xf32>
    %cst_753 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1886 = stablehlo.broadcast_in_dim %cst_753, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1887 = stablehlo.multiply %1885, %1886 : tensor<1024x256xf32>
    %cst_754 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1888 = stablehlo.broadcast_in_dim %cst_754, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1889 = stablehlo.add %1887, %1888 : tensor<1024x256xf32>
    %1890 = stablehlo.sine %1889 : tensor<1024x256xf32>
    %cst_755 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1891 = stablehlo.broadcast_in_dim %cst_755, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1892 = stablehlo.multiply %1890, %1891 : tensor<1024x256xf32>
    %cst_756 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1893 = stablehlo.broadcast_in_dim %cst_756, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1894 = stablehlo.add %1892, %1893 : tensor<1024x256xf32>
    %1895 = stablehlo.sine %1894 : tensor<1024x256xf32>
    %cst_757 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1896 = stablehlo.broadcast_in_dim %cst_757, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1897 = stablehlo.multiply %1895, %1896 : tensor<1024x256xf32>
    %cst_758 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1898 = stablehlo.broadcast_in_dim %cst_758, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1899 = stablehlo.add %1897, %1898 : tensor<1024x256xf32>
    %1900 = stablehlo.sine %1899 : tensor<1024x256xf32>
    %cst_759 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1901 = stablehlo.broadcast_in_dim %cst_759, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1902 = stablehlo.multiply %1900, %1901 : tensor<1024x256xf32>
    %cst_760 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1903 = stablehlo.broadcast_in_dim %cst_760, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1904 = stablehlo.add %1902, %1903 : tensor<1024x256xf32>
    %1905 = stablehlo.sine %1904 : tensor<1024x256xf32>
    %cst_761 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1906 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1907 = stablehlo.multiply %1905, %1906 : tensor<1024x256xf32>
    %cst_762 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1908 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1909 = stablehlo.add %1907, %1908 : tensor<1024x256xf32>
    %1910 = stablehlo.sine %1909 : tensor<1024x256xf32>
    %cst_763 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1911 = stablehlo.broadcast_in_dim %cst_763, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1912 = stablehlo.multiply %1910, %1911 : tensor<1024x256xf32>
    %cst_764 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1913 = stablehlo.broadcast_in_dim %cst_764, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1914 = stablehlo.add %1912, %1913 : tensor<1024x256xf32>
    %1915 = stablehlo.sine %1914 : tensor<1024x256xf32>
    %cst_765 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1916 = stablehlo.broadcast_in_dim %cst_765, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1917 = stablehlo.multiply %1915, %1916 : tensor<1024x256xf32>
    %cst_766 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1918 = stablehlo.broadcast_in_dim %cst_766, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1919 = stablehlo.add %1917, %1918 : tensor<1024x256xf32>
    %1920 = stablehlo.sine %1919 : tensor<1024x256xf32>
    %cst_767 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1921 = stablehlo.broadcast_in_dim %cst_767, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1922 = stablehlo.multiply %1920, %1921 : tensor<1024x256xf32>
    %cst_768 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1923 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1924 = stablehlo.add %1922, %1923 : tensor<1024x256xf32>
    %1925 = stablehlo.sine %1924 : tensor<1024x256xf32>
    %cst_769 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1926 = stablehlo.broadcast_in_dim %cst_769, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1927 = stablehlo.multiply %1925, %1926 : tensor<1024x256xf32>
    %cst_770 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1928 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1929 = stablehlo.add %1927, %1928 : tensor<1024x256xf32>
    %1930 = stablehlo.sine %1929 : tensor<1024x256xf32>
    %cst_771 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1932 = stablehlo.multiply %1930, %1931 : tensor<1024x256xf32>
    %cst_772 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1933 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1934 = stablehlo.add %1932, %1933 : tensor<1024x256xf32>
    %1935 = stablehlo.sine %1934 : tensor<1024x256xf32>
    %cst_773 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1936 = stablehlo.broadcast_in_dim %cst_773, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1937 = stablehlo.multiply %1935, %1936 : tensor<1024x256xf32>
    %cst_774 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1938 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1939 = stablehlo.add %1937, %1938 : tensor<1024x256xf32>
    %1940 = stablehlo.sine %1939 : tensor<1024x256xf32>
    %cst_775 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1941 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1942 = stablehlo.multiply %1940, %1941 : tensor<1024x256xf32>
    %cst_776 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1943 = stablehlo.broadcast_in_dim %cst_776, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1944 = stablehlo.add %1942, %1943 : tensor<1024x256xf32>
    %1945 = stablehlo.sine %1944 : tensor<1024x256xf32>
    %cst_777 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1946 = stablehlo.broadcast_in_dim %cst_777, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1947 = stablehlo.multiply %1945, %1946 : tensor<1024x256xf32>
    %cst_778 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1948 = stablehlo.broadcast_in_dim %cst_778, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1949 = stablehlo.add %1947, %1948 : tensor<1024x256xf32>
    %1950 = stablehlo.sine %1949 : tensor<1024x256xf32>
    %cst_779 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1951 = stablehlo.broadcast_in_dim %cst_779, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1952 = stablehlo.multiply %1950, %1951 : tensor<1024x256xf32>
    %cst_780 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1953 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1954 = stablehlo.add %1952, %1953 : tensor<1024x256xf32>
    %1955 = stablehlo.sine %1954 : tensor<1024x256xf32>
    %cst_781 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1956 = stablehlo.broadcast_in_dim %cst_781, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1957 = stablehlo.multiply %1955, %1956 : tensor<1024x256xf32>
    %cst_782 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1958 = stablehlo.broadcast_in_dim %cst_782, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1959 = stablehlo.add %1957, %1958 : tensor<1024x256xf32>
    %1960 = stablehlo.sine %1959 : tensor<1024x256xf32>
    %cst_783 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1961 = stablehlo.broadcast_in_dim %cst_783, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1962 = stablehlo.multiply %1960, %1961 : tensor<1024x256xf32>
    %cst_784 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1963 = stablehlo.broadcast_in_dim %cst_784, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1964 = stablehlo.add %1962, %1963 : tensor<1024x256xf32>
    %1965 = stablehlo.sine %1964 : tensor<1024x256xf32>
    %cst_785 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1966 = stablehlo.broadcast_in_dim %cst_785, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1967 = stablehlo.multiply %1965, %1966 : tensor<1024x256xf32>
    %cst_786 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1968 = stablehlo.broadcast_in_dim %cst_786, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1969 = stablehlo.add %1967, %1968 : tensor<1024x256xf32>
    %1970 = stablehlo.sine %1969 : tensor<1024x256xf32>
    %cst_787 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1971 = stablehlo.broadcast_in_dim %cst_787, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1972 = stablehlo.multiply %1970, %1971 : tensor<1024x256xf32>
    %cst_788 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1973 = stablehlo.broadcast_in_dim %cst_788, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1974 = stablehlo.add %1972, %1973 : tensor<1024x256xf32>
    %1975 = stablehlo.sine %1974 : tensor<1024x256xf32>
    %cst_789 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1976 = stablehlo.broadcast_in_dim %cst_789, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1977 = stablehlo.multiply %1975, %1976 : tensor<1024x256xf32>
    %cst_790 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1978 = stablehlo.broadcast_in_dim %cst_790, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1979 = stablehlo.add %1977, %1978 : tensor<1024x256xf32>
    %1980 = stablehlo.sine %1979 : tensor<1024x256xf32>
    %cst_791 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1981 = stablehlo.broadcast_in_dim %cst_791, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1982 = stablehlo.multiply %1980, %1981 : tensor<1024x256xf32>
    %cst_792 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1983 = stablehlo.broadcast_in_dim %cst_792, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1984 = stablehlo.add %1982, %1983 : tensor<1024x256xf32>
    %1985 = stablehlo.sine %1984 : tensor<1024x256xf32>
    %cst_793 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1986 = stablehlo.broadcast_in_dim %cst_793, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1987 = stablehlo.multiply %1985, %1986 : tensor<1024x256xf32>
    %cst_794 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1988 = stablehlo.broadcast_in_dim %cst_794, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1989 = stablehlo.add %1987, %1988 : tensor<1024x256xf32>
    %1990 = stablehlo.sine %1989 : tensor<1024x256xf32>
    %cst_795 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1991 = stablehlo.broadcast_in_dim %cst_795, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1992 = stablehlo.multiply %1990, %1991 : tensor<1024x256xf32>
    %cst_796 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %1993 = stablehlo.broadcast_in_dim %cst_796, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1994 = stablehlo.add %1992, %1993 : tensor<1024x256xf32>
    %1995 = stablehlo.sine %1994 : tensor<1024x256xf32>
    %cst_797 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %1996 = stablehlo.broadcast_in_dim %cst_797, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1997 = stablehlo.multiply %1995, %1996 : tensor<1024x256xf32>
    %cst_798 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1998 = stablehlo.broadcast_in_dim %cst_798, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1999 = stablehlo.add %1997, %1998 : tensor<1024x256xf32>
    %2000 = stablehlo.sine %1999 : tensor<1024x256xf32>
    %cst_799 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2001 = stablehlo.broadcast_in_dim %cst_799, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2002 = stablehlo.multiply %2000, %2001 : tensor<1024x256xf32>
    %cst_800 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2003 = stablehlo.broadcast_in_dim %cst_800, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2004 = stablehlo.add %2002, %2003 : tensor<1024x256xf32>
    %2005 = stablehlo.sine %2004 : tensor<1024x256xf32>
    %cst_801 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2006 = stablehlo.broadcast_in_dim %cst_801, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2007 = stablehlo.multiply %2005, %2006 : tensor<1024x256xf32>
    %cst_802 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2008 = stablehlo.broadcast_in_dim %cst_802, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2009 = stablehlo.add %2007, %2008 : tensor<1024x256xf32>
    %2010 = stablehlo.sine %2009 : tensor<1024x256xf32>
    %cst_803 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2011 = stablehlo.broadcast_in_dim %cst_803, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2012 = stablehlo.multiply %2010, %2011 : tensor<1024x256xf32>
    %cst_804 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2013 = stablehlo.broadcast_in_dim %cst_804, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2014 = stablehlo.add %2012, %2013 : tensor<1024x256xf32>
    %2015 = stablehlo.sine %2014 : tensor<1024x256xf32>
    %cst_805 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2016 = stablehlo.broadcast_in_dim %cst_805, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2017 = stablehlo.multiply %2015, %2016 : tensor<1024x256xf32>
    %cst_806 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2018 = stablehlo.broadcast_in_dim %cst_806, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2019 = stablehlo.add %2017, %2018 : tensor<1024x256xf32>
    %2020 = stablehlo.sine %2019 : tensor<1024x256xf32>
    %cst_807 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2021 = stablehlo.broadcast_in_dim %cst_807, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2022 = stablehlo.multiply %2020, %2021 : tensor<1024x256xf32>
    %cst_808 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2023 = stablehlo.broadcast_in_dim %cst_808, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2024 = stablehlo.add %2022, %2023 : tensor<1024x256xf32>
    %2025 = stablehlo.sine %2024 : tensor<1024x256xf32>
    %cst_809 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2026 = stablehlo.broadcast_in_dim %cst_809, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2027 = stablehlo.multiply %2025, %2026 : tensor<1024x256xf32>
    %cst_810 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2028 = stablehlo.broadcast_in_dim %cst_810, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2029 = stablehlo.add %2027, %2028 : tensor<1024x256xf32>
    %2030 = stablehlo.sine %2029 : tensor<1024x256xf32>
    %cst_811 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2031 = stablehlo.broadcast_in_dim %cst_811, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2032 = stablehlo.multiply %2030, %2031 : tensor<1024x256xf32>
    %cst_812 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2033 = stablehlo.broadcast_in_dim %cst_812, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2034 = stablehlo.add %2032, %2033 : tensor<1024x256xf32>
    %2035 = stablehlo.sine %2034 : tensor<1024x256xf32>
    %cst_813 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2036 = stablehlo.broadcast_in_dim %cst_813, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2037 = stablehlo.multiply %2035, %2036 : tensor<1024x256xf32>
    %cst_814 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2038 = stablehlo.broadcast_in_dim %cst_814, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2039 = stablehlo.add %2037, %2038 : tensor<1024x256xf32>
    %2040 = stablehlo.sine %2039 : tensor<1024x256xf32>
    %cst_815 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2041 = stablehlo.broadcast_in_dim %cst_815, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2042 = stablehlo.multiply %2040, %2041 : tensor<1024x256xf32>
    %cst_816 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2043 = stablehlo.broadcast_in_dim %cst_816, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2044 = stablehlo.add %2042, %2043 : tensor<1024x256xf32>
    %2045 = stablehlo.sine %2044 : tensor<1024x256xf32>
    %cst_817 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2046 = stablehlo.broadcast_in_dim %cst_817, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2047 = stablehlo.multiply %2045, %2046 : tensor<1024x256xf32>
    %cst_818 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2048 = stablehlo.broadcast_in_dim %cst_818, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2049 = stablehlo.add %2047, %2048 : tensor<1024x256xf32>
    %2050 = stablehlo.sine %2049 : tensor<1024x256xf32>
    %cst_819 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2051 = stablehlo.broadcast_in_dim %cst_819, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2052 = stablehlo.multiply %2050, %2051 : tensor<1024x256xf32>
    %cst_820 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2053 = stablehlo.broadcast_in_dim %cst_820, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2054 = stablehlo.add %2052, %2053 : tensor<1024x256xf32>
    %2055 = stablehlo.sine %2054 : tensor<1024x256xf32>
    %cst_821 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2056 = stablehlo.broadcast_in_dim %cst_821, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2057 = stablehlo.multiply %2055, %2056 : tensor<1024x256xf32>
    %cst_822 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2058 = stablehlo.broadcast_in_dim %cst_822, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2059 = stablehlo.add %2057, %2058 : tensor<1024x256xf32>
    %2060 = stablehlo.sine %2059 : tensor<1024x256xf32>
    %cst_823 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2061 = stablehlo.broadcast_in_dim %cst_823, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2062 = stablehlo.multiply %2060, %2061 : tensor<1024x256xf32>
    %cst_824 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2063 = stablehlo.broadcast_in_dim %cst_824, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2064 = stablehlo.add %2062, %2063 : tensor<1024x256xf32>
    %2065 = stablehlo.sine %2064 : tensor<1024x256xf32>
    %cst_825 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2066 = stablehlo.broadcast_in_dim %cst_825, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2067 = stablehlo.multiply %2065, %2066 : tensor<1024x256xf32>
    %cst_826 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2068 = stablehlo.broadcast_in_dim %cst_826, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2069 = stablehlo.add %2067, %2068 : tensor<1024x256xf32>
    %2070 = stablehlo.sine %2069 : tensor<1024x256xf32>
    %cst_827 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2071 = stablehlo.broadcast_in_dim %cst_827, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2072 = stablehlo.multiply %2070, %2071 : tensor<1024x256xf32>
    %cst_828 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2073 = stablehlo.broadcast_in_dim %cst_828, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2074 = stablehlo.add %2072, %2073 : tensor<1024x256xf32>
    %2075 = stablehlo.sine %2074 : tensor<1024x256xf32>
    %cst_829 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2076 = stablehlo.broadcast_in_dim %cst_829, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2077 = stablehlo.multiply %2075, %2076 : tensor<1024x256xf32>
    %cst_830 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2078 = stablehlo.broadcast_in_dim %cst_830, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2079 = stablehlo.add %2077, %2078 : tensor<1024x256xf32>
    %2080 = stablehlo.sine %2079 : tensor<1024x256xf32>
    %cst_831 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2081 = stablehlo.broadcast_in_dim %cst_831, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2082 = stablehlo.multiply %2080, %2081 : tensor<1024x256xf32>
    %cst_832 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2083 = stablehlo.broadcast_in_dim %cst_832, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2084 = stablehlo.add %2082, %2083 : tensor<1024x256xf32>
    %2085 = stablehlo.sine %2084 : tensor<1024x256xf32>
    %cst_833 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2086 = stablehlo.broadcast_in_dim %cst_833, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2087 = stablehlo.multiply %2085, %2086 : tensor<1024x256xf32>
    %cst_834 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2088 = stablehlo.broadcast_in_dim %cst_834, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2089 = stablehlo.add %2087, %2088 : tensor<1024x256xf32>
    %2090 = stablehlo.sine %2089 : tensor<1024x256xf32>
    %cst_835 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2091 = stablehlo.broadcast_in_dim %cst_835, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2092 = stablehlo.multiply %2090, %2091 : tensor<1024x256xf32>
    %cst_836 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2093 = stablehlo.broadcast_in_dim %cst_836, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2094 = stablehlo.add %2092, %2093 : tensor<1024x256xf32>
    %2095 = stablehlo.sine %2094 : tensor<1024x256xf32>
    %cst_837 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2096 = stablehlo.broadcast_in_dim %cst_837, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2097 = stablehlo.multiply %2095, %2096 : tensor<1024x256xf32>
    %cst_838 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2098 = stablehlo.broadcast_in_dim %cst_838, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2099 = stablehlo.add %2097, %2098 : tensor<1024x256xf32>
    %2100 = stablehlo.sine %2099 : tensor<1024x256xf32>
    %cst_839 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2101 = stablehlo.broadcast_in_dim %cst_839, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2102 = stablehlo.multiply %2100, %2101 : tensor<1024x256xf32>
    %cst_840 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2103 = stablehlo.broadcast_in_dim %cst_840, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2104 = stablehlo.add %2102, %2103 : tensor<1024x256xf32>
    %2105 = stablehlo.sine %2104 : tensor<1024x256xf32>
    %cst_841 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2106 = stablehlo.broadcast_in_dim %cst_841, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2107 = stablehlo.multiply %2105, %2106 : tensor<1024x256xf32>
    %cst_842 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2108 = stablehlo.broadcast_in_dim %cst_842, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2109 = stablehlo.add %2107, %2108 : tensor<1024x256xf32>
    %2110 = stablehlo.sine %2109 : tensor<1024x256xf32>
    %cst_843 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2111 = stablehlo.broadcast_in_dim %cst_843, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2112 = stablehlo.multiply %2110, %2111 : tensor<1024x256xf32>
    %cst_844 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2113 = stablehlo.broadcast_in_dim %cst_844, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2114 = stablehlo.add %2112, %2113 : tensor<1024x256xf32>
    %2115 = stablehlo.sine %2114 : tensor<1024x256xf32>
    %cst_845 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2116 = stablehlo.broadcast_in_dim %cst_845, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2117 = stablehlo.multiply %2115, %2116 : tensor<1024x256xf32>
    %cst_846 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2118 = stablehlo.broadcast_in_dim %cst_846, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2119 = stablehlo.add %2117, %2118 : tensor<1024x256xf32>
    %2120 = stablehlo.sine %2119 : tensor<1024x256xf32>
    %cst_847 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2121 = stablehlo.broadcast_in_dim %cst_847, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2122 = stablehlo.multiply %2120, %2121 : tensor<1024x256xf32>
    %cst_848 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2123 = stablehlo.broadcast_in_dim %cst_848, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2124 = stablehlo.add %2122, %2123 : tensor<1024x256xf32>
    %2125 = stablehlo.sine %2124 : tensor<1024x256xf32>
    %cst_849 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2126 = stablehlo.broadcast_in_dim %cst_849, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2127 = stablehlo.multiply %2125, %2126 : tensor<1024x256xf32>
    %cst_850 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2128 = stablehlo.broadcast_in_dim %cst_850, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2129 = stablehlo.add %2127, %2128 : tensor<1024x256xf32>
    %2130 = stablehlo.sine %2129 : tensor<1024x256xf32>
    %cst_851 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2131 = stablehlo.broadcast_in_dim %cst_851, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2132 = stablehlo.multiply %2130, %2131 : tensor<1024x256xf32>
    %cst_852 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2133 = stablehlo.broadcast_in_dim %cst_852, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2134 = stablehlo.add %2132, %2133 : tensor<1024x256xf32>
    %2135 = stablehlo.sine %2134 : tensor<1024x256xf32>
    %cst_853 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2136 = stablehlo.broadcast_in_dim %cst_853, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2137 = stablehlo.multiply %2135, %2136 : tensor<1024x256xf32>
    %cst_854 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2138 = stablehlo.broadcast_in_dim %cst_854, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2139 = stablehlo.add %2137, %2138 : tensor<1024x256xf32>
    %2140 = stablehlo.sine %2139 : tensor<1024x256xf32>
    %cst_855 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2141 = stablehlo.broadcast_in_dim %cst_855, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2142 = stablehlo.multiply %2140, %2141 : tensor<1024x256xf32>
    %cst_856 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2143 = stablehlo.broadcast_in_dim %cst_856, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2144 = stablehlo.add %2142, %2143 : tensor<1024x256xf32>
    %2145 = stablehlo.sine %2144 : tensor<1024x256xf32>
    %cst_857 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2146 = stablehlo.broadcast_in_dim %cst_857, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2147 = stablehlo.multiply %2145, %2146 : tensor<1024x256xf32>
    %cst_858 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2148 = stablehlo.broadcast_in_dim %cst_858, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2149 = stablehlo.add %2147, %2148 : tensor<1024x256xf32>
    %2150 = stablehlo.sine %2149 : tensor<1024x256xf32>
    %cst_859 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2151 = stablehlo.broadcast_in_dim %cst_859, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2152 = stablehlo.multiply %2150, %2151 : tensor<1024x256xf32>
    %cst_860 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2153 = stablehlo.broadcast_in_dim %cst_860, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2154 = stablehlo.add %2152, %2153 : tensor<1024x256xf32>
    %2155 = stablehlo.sine %2154 : tensor<1024x256xf32>
    %cst_861 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2156 = stablehlo.broadcast_in_dim %cst_861, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2157 = stablehlo.multiply %2155, %2156 : tensor<1024x256xf32>
    %cst_862 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2158 = stablehlo.broadcast_in_dim %cst_862, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2159 = stablehlo.add %2157, %2158 : tensor<1024x256xf32>
    %2160 = stablehlo.sine %2159 : tensor<1024x256xf32>
    %cst_863 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2161 = stablehlo.broadcast_in_dim %cst_863, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2162 = stablehlo.multiply %2160, %2161 : tensor<1024x256xf32>
    %cst_864 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2163 = stablehlo.broadcast_in_dim %cst_864, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2164 = stablehlo.add %2162, %2163 : tensor<1024x256xf32>
    %2165 = stablehlo.sine %2164 : tensor<1024x256xf32>
    %cst_865 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2166 = stablehlo.broadcast_in_dim %cst_865, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2167 = stablehlo.multiply %2165, %2166 : tensor<1024x256xf32>
    %cst_866 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2168 = stablehlo.broadcast_in_dim %cst_866, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2169 = stablehlo.add %2167, %2168 : tensor<1024x256xf32>
    %2170 = stablehlo.sine %2169 : tensor<1024x256xf32>
    %cst_867 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2171 = stablehlo.broadcast_in_dim %cst_867, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2172 = stablehlo.multiply %2170, %2171 : tensor<1024x256xf32>
    %cst_868 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2173 = stablehlo.broadcast_in_dim %cst_868, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2174 = stablehlo.add %2172, %2173 : tensor<1024x256xf32>
    %2175 = stablehlo.sine %2174 : tensor<1024x256xf32>
    %cst_869 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2176 = stablehlo.broadcast_in_dim %cst_869, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2177 = stablehlo.multiply %2175, %2176 : tensor<1024x256xf32>
    %cst_870 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2178 = stablehlo.broadcast_in_dim %cst_870, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2179 = stablehlo.add %2177, %2178 : tensor<1024x256xf32>
    %2180 = stablehlo.sine %2179 : tensor<1024x256xf32>
    %cst_871 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2181 = stablehlo.broadcast_in_dim %cst_871, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2182 = stablehlo.multiply %2180, %2181 : tensor<1024x256xf32>
    %cst_872 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2183 = stablehlo.broadcast_in_dim %cst_872, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2184 = stablehlo.add %2182, %2183 : tensor<1024x256xf32>
    %2185 = stablehlo.sine %2184 : tensor<1024x256xf32>
    %cst_873 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2186 = stablehlo.broadcast_in_dim %cst_873, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2187 = stablehlo.multiply %2185, %2186 : tensor<1024x256xf32>
    %cst_874 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2188 = stablehlo.broadcast_in_dim %cst_874, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2189 = stablehlo.add %2187, %2188 : tensor<1024x256xf32>
    %2190 = stablehlo.sine %2189 : tensor<1024x256xf32>
    %cst_875 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2191 = stablehlo.broadcast_in_dim %cst_875, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2192 = stablehlo.multiply %2190, %2191 : tensor<1024x256xf32>
    %cst_876 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2193 = stablehlo.broadcast_in_dim %cst_876, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2194 = stablehlo.add %2192, %2193 : tensor<1024x256xf32>
    %2195 = stablehlo.sine %2194 : tensor<1024x256xf32>
    %cst_877 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2196 = stablehlo.broadcast_in_dim %cst_877, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2197 = stablehlo.multiply %2195, %2196 : tensor<1024x256xf32>
    %cst_878 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2198 = stablehlo.broadcast_in_dim %cst_878, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2199 = stablehlo.add %2197, %2198 : tensor<1024x256xf32>
    %2200 = stablehlo.sine %2199 : tensor<1024x256xf32>
    %cst_879 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2201 = stablehlo.broadcast_in_dim %cst_879, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2202 = stablehlo.multiply %2200, %2201 : tensor<1024x256xf32>
    %cst_880 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2203 = stablehlo.broadcast_in_dim %cst_880, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2204 = stablehlo.add %2202, %2203 : tensor<1024x256xf32>
    %2205 = stablehlo.sine %2204 : tensor<1024x256xf32>
    %cst_881 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2206 = stablehlo.broadcast_in_dim %cst_881, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2207 = stablehlo.multiply %2205, %2206 : tensor<1024x256xf32>
    %cst_882 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2208 = stablehlo.broadcast_in_dim %cst_882, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2209 = stablehlo.add %2207, %2208 : tensor<1024x256xf32>
    %2210 = stablehlo.sine %2209 : tensor<1024x256xf32>
    %cst_883 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2211 = stablehlo.broadcast_in_dim %cst_883, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2212 = stablehlo.multiply %2210, %2211 : tensor<1024x256xf32>
    %cst_884 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2213 = stablehlo.broadcast_in_dim %cst_884, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2214 = stablehlo.add %2212, %2213 : tensor<1024x256xf32>
    %2215 = stablehlo.sine %2214 : tensor<1024x256xf32>
    %cst_885 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2216 = stablehlo.broadcast_in_dim %cst_885, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2217 = stablehlo.multiply %2215, %2216 : tensor<1024x256xf32>
    %cst_886 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2218 = stablehlo.broadcast_in_dim %cst_886, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2219 = stablehlo.add %2217, %2218 : tensor<1024x256xf32>
    %2220 = stablehlo.sine %2219 : tensor<1024x256xf32>
    %cst_887 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2221 = stablehlo.broadcast_in_dim %cst_887, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2222 = stablehlo.multiply %2220, %2221 : tensor<1024x256xf32>
    %cst_888 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2223 = stablehlo.broadcast_in_dim %cst_888, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2224 = stablehlo.add %2222, %2223 : tensor<1024x256xf32>
    %2225 = stablehlo.sine %2224 : tensor<1024x256xf32>
    %cst_889 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2226 = stablehlo.broadcast_in_dim %cst_889, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2227 = stablehlo.multiply %2225, %2226 : tensor<1024x256xf32>
    %cst_890 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2228 = stablehlo.broadcast_in_dim %cst_890, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2229 = stablehlo.add %2227, %2228 : tensor<1024x256xf32>
    %2230 = stablehlo.sine %2229 : tensor<1024x256xf32>
    %cst_891 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2231 = stablehlo.broadcast_in_dim %cst_891, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2232 = stablehlo.multiply %2230, %2231 : tensor<1024x256xf32>
    %cst_892 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2233 = stablehlo.broadcast_in_dim %cst_892, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2234 = stablehlo.add %2232, %2233 : tensor<1024x256xf32>
    %2235 = stablehlo.sine %2234 : tensor<1024x256xf32>
    %cst_893 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2236 = stablehlo.broadcast_in_dim %cst_893, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2237 = stablehlo.multiply %2235, %2236 : tensor<1024x256xf32>
    %cst_894 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2238 = stablehlo.broadcast_in_dim %cst_894, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2239 = stablehlo.add %2237, %2238 : tensor<1024x256xf32>
    %2240 = stablehlo.sine %2239 : tensor<1024x256xf32>
    %cst_895 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2241 = stablehlo.broadcast_in_dim %cst_895, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2242 = stablehlo.multiply %2240, %2241 : tensor<1024x256xf32>
    %cst_896 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2243 = stablehlo.broadcast_in_dim %cst_896, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2244 = stablehlo.add %2242, %2243 : tensor<1024x256xf32>
    %2245 = stablehlo.sine %2244 : tensor<1024x256xf32>
    %cst_897 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2246 = stablehlo.broadcast_in_dim %cst_897, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2247 = stablehlo.multiply %2245, %2246 : tensor<1024x256xf32>
    %cst_898 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2248 = stablehlo.broadcast_in_dim %cst_898, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2249 = stablehlo.add %2247, %2248 : tensor<1024x256xf32>
    %2250 = stablehlo.sine %2249 : tensor<1024x256xf32>
    %cst_899 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2251 = stablehlo.broadcast_in_dim %cst_899, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2252 = stablehlo.multiply %2250, %2251 : tensor<1024x256xf32>
    %cst_900 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2253 = stablehlo.broadcast_in_dim %cst_900, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2254 = stablehlo.add %2252, %2253 : tensor<1024x256xf32>
    %2255 = stablehlo.sine %2254 : tensor<1024x256xf32>
    %cst_901 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2256 = stablehlo.broadcast_in_dim %cst_901, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2257 = stablehlo.multiply %2255, %2256 : tensor<1024x256xf32>
    %cst_902 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2258 = stablehlo.broadcast_in_dim %cst_902, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2259 = stablehlo.add %2257, %2258 : tensor<1024x256xf32>
    %2260 = stablehlo.sine %2259 : tensor<1024x256xf32>
    %cst_903 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2261 = stablehlo.broadcast_in_dim %cst_903, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2262 = stablehlo.multiply %2260, %2261 : tensor<1024x256xf32>
    %cst_904 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2263 = stablehlo.broadcast_in_dim %cst_904, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2264 = stablehlo.add %2262, %2263 : tensor<1024x256xf32>
    %2265 = stablehlo.sine %2264 : tensor<1024x256xf32>
    %cst_905 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2266 = stablehlo.broadcast_in_dim %cst_905, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2267 = stablehlo.multiply %2265, %2266 : tensor<1024x256xf32>
    %cst_906 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2268 = stablehlo.broadcast_in_dim %cst_906, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2269 = stablehlo.add %2267, %2268 : tensor<1024x256xf32>
    %2270 = stablehlo.sine %2269 : tensor<1024x256xf32>
    %cst_907 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2271 = stablehlo.broadcast_in_dim %cst_907, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2272 = stablehlo.multiply %2270, %2271 : tensor<1024x256xf32>
    %cst_908 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2273 = stablehlo.broadcast_in_dim %cst_908, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2274 = stablehlo.add %2272, %2273 : tensor<1024x256xf32>
    %2275 = stablehlo.sine %2274 : tensor<1024x256xf32>
    %cst_909 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2276 = stablehlo.broadcast_in_dim %cst_909, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2277 = stablehlo.multiply %2275, %2276 : tensor<1024x256xf32>
    %cst_910 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2278 = stablehlo.broadcast_in_dim %cst_910, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2279 = stablehlo.add %2277, %2278 : tensor<1024x256xf32>
    %2280 = stablehlo.sine %2279 : tensor<1024x256xf32>
    %cst_911 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2281 = stablehlo.broadcast_in_dim %cst_911, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2282 = stablehlo.multiply %2280, %2281 : tensor<1024x256xf32>
    %cst_912 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2283 = stablehlo.broadcast_in_dim %cst_912, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2284 = stablehlo.add %2282, %2283 : tensor<1024x256xf32>
    %2285 = stablehlo.sine %2284 : tensor<1024x256xf32>
    %cst_913 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2286 = stablehlo.broadcast_in_dim %cst_913, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2287 = stablehlo.multiply %2285, %2286 : tensor<1024x256xf32>
    %cst_914 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2288 = stablehlo.broadcast_in_dim %cst_914, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2289 = stablehlo.add %2287, %2288 : tensor<1024x256xf32>
    %2290 = stablehlo.sine %2289 : tensor<1024x256xf32>
    %cst_915 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2291 = stablehlo.broadcast_in_dim %cst_915, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2292 = stablehlo.multiply %2290, %2291 : tensor<1024x256xf32>
    %cst_916 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2293 = stablehlo.broadcast_in_dim %cst_916, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2294 = stablehlo.add %2292, %2293 : tensor<1024x256xf32>
    %2295 = stablehlo.sine %2294 : tensor<1024x256xf32>
    %cst_917 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2296 = stablehlo.broadcast_in_dim %cst_917, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2297 = stablehlo.multiply %2295, %2296 : tensor<1024x256xf32>
    %cst_918 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2298 = stablehlo.broadcast_in_dim %cst_918, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2299 = stablehlo.add %2297, %2298 : tensor<1024x256xf32>
    %2300 = stablehlo.sine %2299 : tensor<1024x256xf32>
    %cst_919 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2301 = stablehlo.broadcast_in_dim %cst_919, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2302 = stablehlo.multiply %2300, %2301 : tensor<1024x256xf32>
    %cst_920 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2303 = stablehlo.broadcast_in_dim %cst_920, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2304 = stablehlo.add %2302, %2303 : tensor<1024x256xf32>
    %2305 = stablehlo.sine %2304 : tensor<1024x256xf32>
    %cst_921 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2306 = stablehlo.broadcast_in_dim %cst_921, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2307 = stablehlo.multiply %2305, %2306 : tensor<1024x256xf32>
    %cst_922 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2308 = stablehlo.broadcast_in_dim %cst_922, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2309 = stablehlo.add %2307, %2308 : tensor<1024x256xf32>
    %2310 = stablehlo.sine %2309 : tensor<1024x256xf32>
    %cst_923 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2311 = stablehlo.broadcast_in_dim %cst_923, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2312 = stablehlo.multiply %2310, %2311 : tensor<1024x256xf32>
    %cst_924 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2313 = stablehlo.broadcast_in_dim %cst_924, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2314 = stablehlo.add %2312, %2313 : tensor<1024x256xf32>
    %2315 = stablehlo.sine %2314 : tensor<1024x256xf32>
    %cst_925 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2316 = stablehlo.broadcast_in_dim %cst_925, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2317 = stablehlo.multiply %2315, %2316 : tensor<1024x256xf32>
    %cst_926 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2318 = stablehlo.broadcast_in_dim %cst_926, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2319 = stablehlo.add %2317, %2318 : tensor<1024x256xf32>
    %2320 = stablehlo.sine %2319 : tensor<1024x256xf32>
    %cst_927 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2321 = stablehlo.broadcast_in_dim %cst_927, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2322 = stablehlo.multiply %2320, %2321 : tensor<1024x256xf32>
    %cst_928 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2323 = stablehlo.broadcast_in_dim %cst_928, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2324 = stablehlo.add %2322, %2323 : tensor<1024x256xf32>
    %2325 = stablehlo.sine %2324 : tensor<1024x256xf32>
    %cst_929 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2326 = stablehlo.broadcast_in_dim %cst_929, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2327 = stablehlo.multiply %2325, %2326 : tensor<1024x256xf32>
    %cst_930 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2328 = stablehlo.broadcast_in_dim %cst_930, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2329 = stablehlo.add %2327, %2328 : tensor<1024x256xf32>
    %2330 = stablehlo.sine %2329 : tensor<1024x256xf32>
    %cst_931 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2331 = stablehlo.broadcast_in_dim %cst_931, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2332 = stablehlo.multiply %2330, %2331 : tensor<1024x256xf32>
    %cst_932 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2333 = stablehlo.broadcast_in_dim %cst_932, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2334 = stablehlo.add %2332, %2333 : tensor<1024x256xf32>
    %2335 = stablehlo.sine %2334 : tensor<1024x256xf32>
    %cst_933 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2336 = stablehlo.broadcast_in_dim %cst_933, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2337 = stablehlo.multiply %2335, %2336 : tensor<1024x256xf32>
    %cst_934 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2338 = stablehlo.broadcast_in_dim %cst_934, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2339 = stablehlo.add %2337, %2338 : tensor<1024x256xf32>
    %2340 = stablehlo.sine %2339 : tensor<1024x256xf32>
    %cst_935 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2341 = stablehlo.broadcast_in_dim %cst_935, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2342 = stablehlo.multiply %2340, %2341 : tensor<1024x256xf32>
    %cst_936 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2343 = stablehlo.broadcast_in_dim %cst_936, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2344 = stablehlo.add %2342, %2343 : tensor<1024x256xf32>
    %2345 = stablehlo.sine %2344 : tensor<1024x256xf32>
    %cst_937 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2346 = stablehlo.broadcast_in_dim %cst_937, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2347 = stablehlo.multiply %2345, %2346 : tensor<1024x256xf32>
    %cst_938 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2348 = stablehlo.broadcast_in_dim %cst_938, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2349 = stablehlo.add %2347, %2348 : tensor<1024x256xf32>
    %2350 = stablehlo.sine %2349 : tensor<1024x256xf32>
    %cst_939 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2351 = stablehlo.broadcast_in_dim %cst_939, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2352 = stablehlo.multiply %2350, %2351 : tensor<1024x256xf32>
    %cst_940 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2353 = stablehlo.broadcast_in_dim %cst_940, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2354 = stablehlo.add %2352, %2353 : tensor<1024x256xf32>
    %2355 = stablehlo.sine %2354 : tensor<1024x256xf32>
    %cst_941 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2356 = stablehlo.broadcast_in_dim %cst_941, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2357 = stablehlo.multiply %2355, %2356 : tensor<1024x256xf32>
    %cst_942 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2358 = stablehlo.broadcast_in_dim %cst_942, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2359 = stablehlo.add %2357, %2358 : tensor<1024x256xf32>
    %2360 = stablehlo.sine %2359 : tensor<1024x256xf32>
    %cst_943 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2361 = stablehlo.broadcast_in_dim %cst_943, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2362 = stablehlo.multiply %2360, %2361 : tensor<1024x256xf32>
    %cst_944 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2363 = stablehlo.broadcast_in_dim %cst_944, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2364 = stablehlo.add %2362, %2363 : tensor<1024x256xf32>
    %2365 = stablehlo.sine %2364 : tensor<1024x256xf32>
    %cst_945 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2366 = stablehlo.broadcast_in_dim %cst_945, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2367 = stablehlo.multiply %2365, %2366 : tensor<1024x256xf32>
    %cst_946 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2368 = stablehlo.broadcast_in_dim %cst_946, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2369 = stablehlo.add %2367, %2368 : tensor<1024x256xf32>
    %2370 = stablehlo.sine %2369 : tensor<1024x256xf32>
    %cst_947 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2371 = stablehlo.broadcast_in_dim %cst_947, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2372 = stablehlo.multiply %2370, %2371 : tensor<1024x256xf32>
    %cst_948 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2373 = stablehlo.broadcast_in_dim %cst_948, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2374 = stablehlo.add %2372, %2373 : tensor<1024x256xf32>
    %2375 = stablehlo.sine %2374 : tensor<1024x256xf32>
    %cst_949 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2376 = stablehlo.broadcast_in_dim %cst_949, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2377 = stablehlo.multiply %2375, %2376 : tensor<1024x256xf32>
    %cst_950 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2378 = stablehlo.broadcast_in_dim %cst_950, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2379 = stablehlo.add %2377, %2378 : tensor<1024x256xf32>
    %2380 = stablehlo.sine %2379 : tensor<1024x256xf32>
    %cst_951 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2381 = stablehlo.broadcast_in_dim %cst_951, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2382 = stablehlo.multiply %2380, %2381 : tensor<1024x256xf32>
    %cst_952 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2383 = stablehlo.broadcast_in_dim %cst_952, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2384 = stablehlo.add %2382, %2383 : tensor<1024x256xf32>
    %2385 = stablehlo.sine %2384 : tensor<1024x256xf32>
    %cst_953 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2386 = stablehlo.broadcast_in_dim %cst_953, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2387 = stablehlo.multiply %2385, %2386 : tensor<1024x256xf32>
    %cst_954 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2388 = stablehlo.broadcast_in_dim %cst_954, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2389 = stablehlo.add %2387, %2388 : tensor<1024x256xf32>
    %2390 = stablehlo.sine %2389 : tensor<1024x256xf32>
    %cst_955 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2391 = stablehlo.broadcast_in_dim %cst_955, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2392 = stablehlo.multiply %2390, %2391 : tensor<1024x256xf32>
    %cst_956 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2393 = stablehlo.broadcast_in_dim %cst_956, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2394 = stablehlo.add %2392, %2393 : tensor<1024x256xf32>
    %2395 = stablehlo.sine %2394 : tensor<1024x256xf32>
    %cst_957 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2396 = stablehlo.broadcast_in_dim %cst_957, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2397 = stablehlo.multiply %2395, %2396 : tensor<1024x256xf32>
    %cst_958 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2398 = stablehlo.broadcast_in_dim %cst_958, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2399 = stablehlo.add %2397, %2398 : tensor<1024x256xf32>
    %2400 = stablehlo.sine %2399 : tensor<1024x256xf32>
    %cst_959 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2401 = stablehlo.broadcast_in_dim %cst_959, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2402 = stablehlo.multiply %2400, %2401 : tensor<1024x256xf32>
    %cst_960 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2403 = stablehlo.broadcast_in_dim %cst_960, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2404 = stablehlo.add %2402, %2403 : tensor<1024x256xf32>
    %2405 = stablehlo.sine %2404 : tensor<1024x256xf32>
    %cst_961 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2406 = stablehlo.broadcast_in_dim %cst_961, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2407 = stablehlo.multiply %2405, %2406 : tensor<1024x256xf32>
    %cst_962 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2408 = stablehlo.broadcast_in_dim %cst_962, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2409 = stablehlo.add %2407, %2408 : tensor<1024x256xf32>
    %2410 = stablehlo.sine %2409 : tensor<1024x256xf32>
    %cst_963 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2411 = stablehlo.broadcast_in_dim %cst_963, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2412 = stablehlo.multiply %2410, %2411 : tensor<1024x256xf32>
    %cst_964 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2413 = stablehlo.broadcast_in_dim %cst_964, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2414 = stablehlo.add %2412, %2413 : tensor<1024x256xf32>
    %2415 = stablehlo.sine %2414 : tensor<1024x256xf32>
    %cst_965 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2416 = stablehlo.broadcast_in_dim %cst_965, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2417 = stablehlo.multiply %2415, %2416 : tensor<1024x256xf32>
    %cst_966 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2418 = stablehlo.broadcast_in_dim %cst_966, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2419 = stablehlo.add %2417, %2418 : tensor<1024x256xf32>
    %2420 = stablehlo.sine %2419 : tensor<1024x256xf32>
    %cst_967 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2421 = stablehlo.broadcast_in_dim %cst_967, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2422 = stablehlo.multiply %2420, %2421 : tensor<1024x256xf32>
    %cst_968 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2423 = stablehlo.broadcast_in_dim %cst_968, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2424 = stablehlo.add %2422, %2423 : tensor<1024x256xf32>
    %2425 = stablehlo.sine %2424 : tensor<1024x256xf32>
    %cst_969 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2426 = stablehlo.broadcast_in_dim %cst_969, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2427 = stablehlo.multiply %2425, %2426 : tensor<1024x256xf32>
    %cst_970 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2428 = stablehlo.broadcast_in_dim %cst_970, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2429 = stablehlo.add %2427, %2428 : tensor<1024x256xf32>
    %2430 = stablehlo.sine %2429 : tensor<1024x256xf32>
    %cst_971 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2431 = stablehlo.broadcast_in_dim %cst_971, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2432 = stablehlo.multiply %2430, %2431 : tensor<1024x256xf32>
    %cst_972 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2433 = stablehlo.broadcast_in_dim %cst_972, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2434 = stablehlo.add %2432, %2433 : tensor<1024x256xf32>
    %2435 = stablehlo.sine %2434 : tensor<1024x256xf32>
    %cst_973 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2436 = stablehlo.broadcast_in_dim %cst_973, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2437 = stablehlo.multiply %2435, %2436 : tensor<1024x256xf32>
    %cst_974 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2438 = stablehlo.broadcast_in_dim %cst_974, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2439 = stablehlo.add %2437, %2438 : tensor<1024x256xf32>
    %2440 = stablehlo.sine %2439 : tensor<1024x256xf32>
    %cst_975 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2441 = stablehlo.broadcast_in_dim %cst_975, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2442 = stablehlo.multiply %2440, %2441 : tensor<1024x256xf32>
    %cst_976 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2443 = stablehlo.broadcast_in_dim %cst_976, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2444 = stablehlo.add %2442, %2443 : tensor<1024x256xf32>
    %2445 = stablehlo.sine %2444 : tensor<1024x256xf32>
    %cst_977 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2446 = stablehlo.broadcast_in_dim %cst_977, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2447 = stablehlo.multiply %2445, %2446 : tensor<1024x256xf32>
    %cst_978 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2448 = stablehlo.broadcast_in_dim %cst_978, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2449 = stablehlo.add %2447, %2448 : tensor<1024x256xf32>
    %2450 = stablehlo.sine %2449 : tensor<1024x256xf32>
    %cst_979 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2451 = stablehlo.broadcast_in_dim %cst_979, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2452 = stablehlo.multiply %2450, %2451 : tensor<1024x256xf32>
    %cst_980 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2453 = stablehlo.broadcast_in_dim %cst_980, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2454 = stablehlo.add %2452, %2453 : tensor<1024x256xf32>
    %2455 = stablehlo.sine %2454 : tensor<1024x256xf32>
    %cst_981 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2456 = stablehlo.broadcast_in_dim %cst_981, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2457 = stablehlo.multiply %2455, %2456 : tensor<1024x256xf32>
    %cst_982 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2458 = stablehlo.broadcast_in_dim %cst_982, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2459 = stablehlo.add %2457, %2458 : tensor<1024x256xf32>
    %2460 = stablehlo.sine %2459 : tensor<1024x256xf32>
    %cst_983 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2461 = stablehlo.broadcast_in_dim %cst_983, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2462 = stablehlo.multiply %2460, %2461 : tensor<1024x256xf32>
    %cst_984 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2463 = stablehlo.broadcast_in_dim %cst_984, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2464 = stablehlo.add %2462, %2463 : tensor<1024x256xf32>
    %2465 = stablehlo.sine %2464 : tensor<1024x256xf32>
    %cst_985 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2466 = stablehlo.broadcast_in_dim %cst_985, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2467 = stablehlo.multiply %2465, %2466 : tensor<1024x256xf32>
    %cst_986 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2468 = stablehlo.broadcast_in_dim %cst_986, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2469 = stablehlo.add %2467, %2468 : tensor<1024x256xf32>
    %2470 = stablehlo.sine %2469 : tensor<1024x256xf32>
    %cst_987 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2471 = stablehlo.broadcast_in_dim %cst_987, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2472 = stablehlo.multiply %2470, %2471 : tensor<1024x256xf32>
    %cst_988 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2473 = stablehlo.broadcast_in_dim %cst_988, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2474 = stablehlo.add %2472, %2473 : tensor<1024x256xf32>
    %2475 = stablehlo.sine %2474 : tensor<1024x256xf32>
    %cst_989 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2476 = stablehlo.broadcast_in_dim %cst_989, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2477 = stablehlo.multiply %2475, %2476 : tensor<1024x256xf32>
    %cst_990 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2478 = stablehlo.broadcast_in_dim %cst_990, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2479 = stablehlo.add %2477, %2478 : tensor<1024x256xf32>
    %2480 = stablehlo.sine %2479 : tensor<1024x256xf32>
    %cst_991 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2481 = stablehlo.broadcast_in_dim %cst_991, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2482 = stablehlo.multiply %2480, %2481 : tensor<1024x256xf32>
    %cst_992 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2483 = stablehlo.broadcast_in_dim %cst_992, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2484 = stablehlo.add %2482, %2483 : tensor<1024x256xf32>
    %2485 = stablehlo.sine %2484 : tensor<1024x256xf32>
    %cst_993 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2486 = stablehlo.broadcast_in_dim %cst_993, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2487 = stablehlo.multiply %2485, %2486 : tensor<1024x256xf32>
    %cst_994 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2488 = stablehlo.broadcast_in_dim %cst_994, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2489 = stablehlo.add %2487, %2488 : tensor<1024x256xf32>
    %2490 = stablehlo.sine %2489 : tensor<1024x256xf32>
    %cst_995 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2491 = stablehlo.broadcast_in_dim %cst_995, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2492 = stablehlo.multiply %2490, %2491 : tensor<1024x256xf32>
    %cst_996 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2493 = stablehlo.broadcast_in_dim %cst_996, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2494 = stablehlo.add %2492, %2493 : tensor<1024x256xf32>
    %2495 = stablehlo.sine %2494 : tensor<1024x256xf32>
    %cst_997 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2496 = stablehlo.broadcast_in_dim %cst_997, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2497 = stablehlo.multiply %2495, %2496 : tensor<1024x256xf32>
    %cst_998 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2498 = stablehlo.broadcast_in_dim %cst_998, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2499 = stablehlo.add %2497, %2498 : tensor<1024x256xf32>
    %2500 = stablehlo.sine %2499 : tensor<1024x256xf32>
    %cst_999 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2501 = stablehlo.broadcast_in_dim %cst_999, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2502 = stablehlo.multiply %2500, %2501 : tensor<1024x256xf32>
    %cst_1000 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2503 = stablehlo.broadcast_in_dim %cst_1000, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2504 = stablehlo.add %2502, %2503 : tensor<1024x256xf32>
    %2505 = stablehlo.sine %2504 : tensor<1024x256xf32>
    %cst_1001 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2506 = stablehlo.broadcast_in_dim %cst_1001, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2507 = stablehlo.multiply %2505, %2506 : tensor<1024x256xf32>
    %cst_1002 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2508 = stablehlo.broadcast_in_dim %cst_1002, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2509 = stablehlo.add %2507, %2508 : tensor<1024x256xf32>
    %2510 = stablehlo.sine %2509 : tensor<1024x256xf32>
    %cst_1003 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2511 = stablehlo.broadcast_in_dim %cst_1003, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2512 = stablehlo.multiply %2510, %2511 : tensor<1024x256xf32>
    %cst_1004 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2513 = stablehlo.broadcast_in_dim %cst_1004, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2514 = stablehlo.add %2512, %2513 : tensor<1024x256xf32>
    %2515 = stablehlo.sine %2514 : tensor<1024x256xf32>
    %cst_1005 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2516 = stablehlo.broadcast_in_dim %cst_1005, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2517 = stablehlo.multiply %2515, %2516 : tensor<1024x256xf32>
    %cst_1006 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2518 = stablehlo.broadcast_in_dim %cst_1006, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2519 = stablehlo.add %2517, %2518 : tensor<1024x256xf32>
    %2520 = stablehlo.sine %2519 : tensor<1024x256xf32>
    %cst_1007 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2521 = stablehlo.broadcast_in_dim %cst_1007, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2522 = stablehlo.multiply %2520, %2521 : tensor<1024x256xf32>
    %cst_1008 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2523 = stablehlo.broadcast_in_dim %cst_1008, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2524 = stablehlo.add %2522, %2523 : tensor<1024x256xf32>
    %2525 = stablehlo.sine %2524 : tensor<1024x256xf32>
    %cst_1009 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2526 = stablehlo.broadcast_in_dim %cst_1009, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2527 = stablehlo.multiply %2525, %2526 : tensor<1024x256xf32>
    %cst_1010 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2528 = stablehlo.broadcast_in_dim %cst_1010, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2529 = stablehlo.add %2527, %2528 : tensor<1024x256xf32>
    %2530 = stablehlo.sine %2529 : tensor<1024x256xf32>
    %cst_1011 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2531 = stablehlo.broadcast_in_dim %cst_1011, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2532 = stablehlo.multiply %2530, %2531 : tensor<1024x256xf32>
    %cst_1012 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2533 = stablehlo.broadcast_in_dim %cst_1012, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2534 = stablehlo.add %2532, %2533 : tensor<1024x256xf32>
    %2535 = stablehlo.sine %2534 : tensor<1024x256xf32>
    %cst_1013 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2536 = stablehlo.broadcast_in_dim %cst_1013, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2537 = stablehlo.multiply %2535, %2536 : tensor<1024x256xf32>
    %cst_1014 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2538 = stablehlo.broadcast_in_dim %cst_1014, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2539 = stablehlo.add %2537, %2538 : tensor<1024x256xf32>
    %2540 = stablehlo.sine %2539 : tensor<1024x256xf32>
    %cst_1015 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2541 = stablehlo.broadcast_in_dim %cst_1015, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2542 = stablehlo.multiply %2540, %2541 : tensor<1024x256xf32>
    %cst_1016 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2543 = stablehlo.broadcast_in_dim %cst_1016, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2544 = stablehlo.add %2542, %2543 : tensor<1024x256xf32>
    %2545 = stablehlo.sine %2544 : tensor<1024x256xf32>
    %cst_1017 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2546 = stablehlo.broadcast_in_dim %cst_1017, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2547 = stablehlo.multiply %2545, %2546 : tensor<1024x256xf32>
    %cst_1018 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2548 = stablehlo.broadcast_in_dim %cst_1018, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2549 = stablehlo.add %2547, %2548 : tensor<1024x256xf32>
    %2550 = stablehlo.sine %2549 : tensor<1024x256xf32>
    %cst_1019 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2551 = stablehlo.broadcast_in_dim %cst_1019, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2552 = stablehlo.multiply %2550, %2551 : tensor<1024x256xf32>
    %cst_1020 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %2553 = stablehlo.broadcast_in_dim %cst_1020, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2554 = stablehlo.add %2552, %2553 : tensor<1024x256xf32>
    %2555 = stablehlo.sine %2554 : tensor<1024x256xf32>
    %cst_1021 = stablehlo.constant dense<1.010000e+00> : tensor<f32>
    %2556 = stablehlo.broadcast_in_dim %cst_1021, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2557 = stablehlo.multiply %2555, %2556 : tensor<1024x256xf32>
    %cst_1022 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2558 = stablehlo.broadcast_in_dim %cst_1022, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %2559 = stablehlo.add %2557, %2558 : tensor<1024x256xf32>
    return %2559 : tensor<1024x256xf32>
  }
}
