module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32>) -> (tensor<1024x256xf32> {jax.result_info = "result"}) {
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
    return %319 : tensor<1024x256xf32>
  }
}
